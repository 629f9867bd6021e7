import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { PageContextProvider, WithRouteData } from '#web/app/page-context.tsx';
import { RouteDataStore } from '#web/app/route-data.ts';
import { MemoryRouter, Route, Routes } from '#web/router/router.tsx';
import { ConfirmationBankLink } from './confirmation-bank-link.tsx';

const PAGE = '/loan-application/success/?appref=TOKEN';
const bankLink = { multibankUrl: '/sandbox/bank-link/', accountCode: 'KOWHAI', logEnabled: false };

function Page() {
  const routeData = new RouteDataStore(async () => ({}));
  routeData.seed(PAGE, { root: { bankLink } });
  return (
    <PageContextProvider value={{ routeData }}>
      <MemoryRouter initialEntries={[PAGE]}>
        <Suspense fallback={null}>
          <Routes>
            <Route element={<WithRouteData id="root" />}>
              <Route
                path="loan-application/success/"
                element={<ConfirmationBankLink token="TOKEN" />}
              />
            </Route>
          </Routes>
        </Suspense>
      </MemoryRouter>
    </PageContextProvider>
  );
}

function post(data: unknown) {
  const frame = document.querySelector('iframe')!;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the confirmation page's bank-statement form (loan-application §1, issue 23 item 1)", () => {
  it('posts the value with the application token when the visitor finishes', async () => {
    const fetch = vi.fn(async () => new Response('{"recorded":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    render(<Page />);
    await screen.findByTitle('Bank statements');
    post({
      event: 'submission_complete',
      success: true,
      status: 'complete',
      reference: 'KOWHAI-webid:TOKEN',
    });
    post({ event: 'submit_all', success: true });
    await screen.findByText('Thank you, your bank statements have been sent.');
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    const call = calls.find(([path]) => path === '/api/loan-app/bank-statements');
    expect(JSON.parse(String(call?.[1].body))).toEqual({
      Token: 'TOKEN',
      BankStatements: JSON.stringify([{ status: 'complete', reference: 'KOWHAI-webid:TOKEN' }]),
    });
  });
});
