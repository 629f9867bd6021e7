import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from '#web/router/router.tsx';
import { PageContextProvider, WithRouteData } from '#web/app/page-context.tsx';
import { RouteDataStore } from '#web/app/route-data.ts';
import { StepOneFields } from '../steps/step-1-form.tsx';
import { StepPage } from './step-page.tsx';

// Issue 7 finding 2: the browser builds the roles from the actor in the page data (the server's
// session), never from the `referrer` query value alone (decision 022).

const BROKER_LINK =
  '/loan-application/step-1/?referrer=demo-broker&broker-email=broker%40example.co.nz';

/** Step 1 as the app's route table has it: the actor comes with the site-wide (root) data. */
function StepOne({ actor }: { actor?: unknown }) {
  const routeData = new RouteDataStore(async () => ({}));
  routeData.seed(BROKER_LINK, { root: actor === undefined ? {} : { actor } });
  return (
    <PageContextProvider value={{ routeData }}>
      <MemoryRouter initialEntries={[BROKER_LINK]}>
        <Suspense fallback={null}>
          <Routes>
            <Route element={<WithRouteData id="root" />}>
              <Route
                path="loan-application/step-1/"
                element={<StepPage Fields={StepOneFields} />}
              />
            </Route>
          </Routes>
        </Suspense>
      </MemoryRouter>
    </PageContextProvider>
  );
}

describe('roles in the browser come from the page’s actor', () => {
  it('shows a broker session on its referrer the broker fields', async () => {
    render(<StepOne actor={{ kind: 'broker', referrerId: 'demo-broker' }} />);
    await expect(
      screen.findByRole('textbox', { name: 'Broker email address' }),
    ).resolves.toHaveProperty('value', 'broker@example.co.nz');
    expect(screen.getByRole('textbox', { name: 'Broker fee' })).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(
      screen.queryByRole('group', { name: 'Is anyone applying for this loan with you?' }),
    ).toBeNull();
  });

  it.each([
    ['no actor in the page data', undefined],
    ['an anonymous visitor', { kind: 'anonymous' }],
    ['a customer', { kind: 'customer' }],
    ["another broker's session", { kind: 'broker', referrerId: 'another-broker' }],
  ])('shows %s an ordinary application for ?referrer=demo-broker', async (_name, actor) => {
    // A customer's details load on demand: the render settles them.
    await act(async () => {
      render(<StepOne actor={actor} />);
    });
    await screen.findByRole('slider');
    expect(screen.queryByRole('textbox', { name: 'Broker email address' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Broker fee' })).toBeNull();
    expect(
      screen.getByRole('group', { name: 'Is anyone applying for this loan with you?' }),
    ).toBeTruthy();
  });
});
