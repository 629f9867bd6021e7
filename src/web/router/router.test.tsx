import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  Link,
  MemoryRouter,
  matchRoutes,
  Outlet,
  Route,
  Routes,
  useLocation,
  useParams,
  type RouteObject,
} from './router.tsx';

const table: RouteObject[] = [
  {
    handle: 'layout',
    children: [
      { index: true, handle: 'home' },
      {
        path: 'find-a-branch-near-you/',
        handle: 'branches',
        children: [
          { index: true, handle: 'finder' },
          { path: ':slug/', handle: 'branch' },
        ],
      },
      { children: [{ path: '/loan-application/step-1/', handle: 'step-1' }] },
      { path: '*', handle: 'not-found' },
    ],
  },
];
const handles = (url: string) => matchRoutes(table, url)?.map((match) => match.route.handle);

describe('matchRoutes', () => {
  it('matches nested and pathless routes in table order, outermost first', () => {
    expect(handles('/')).toEqual(['layout', 'home']);
    expect(handles('/find-a-branch-near-you/')).toEqual(['layout', 'branches', 'finder']);
    expect(handles('/loan-application/step-1/?x=1')).toEqual(['layout', undefined, 'step-1']);
    expect(handles('/nowhere/at/all')).toEqual(['layout', 'not-found']);
  });

  it('ignores case and a missing trailing slash, and decodes parameters', () => {
    expect(handles('/Find-A-Branch-Near-You')).toEqual(['layout', 'branches', 'finder']);
    const matches = matchRoutes(table, '/find-a-branch-near-you/te%20awamutu/');
    expect(matches?.at(-1)?.params).toEqual({ slug: 'te awamutu' });
  });

  it('matches nothing without a catch-all', () => {
    expect(matchRoutes([{ path: 'a/' }], '/b/')).toBeNull();
  });
});

function Where() {
  return <output aria-label="path">{useLocation().pathname + useLocation().search}</output>;
}
function Branch() {
  return <h1>Branch {useParams().slug}</h1>;
}

function renderApp(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          element={
            <main>
              <Outlet />
            </main>
          }
        >
          <Route index element={<Link to="/branches/hamilton/?from=home">Hamilton</Link>} />
          <Route path="branches/:slug/" element={<Branch />} />
        </Route>
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('navigates without a page load, rendering the matched route inside its parent', async () => {
    renderApp('/');
    const link = screen.getByRole('link', { name: 'Hamilton' });
    expect(link.getAttribute('href')).toBe('/branches/hamilton/?from=home');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Branch hamilton' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByLabelText('path').textContent).toBe('/branches/hamilton/?from=home');
  });

  it('leaves a click that asks for a new tab to the browser', () => {
    renderApp('/');
    const link = screen.getByRole('link', { name: 'Hamilton' });
    const followed = fireEvent.click(link, { ctrlKey: true });
    expect(followed).toBe(true);
    expect(screen.getByLabelText('path').textContent).toBe('/');
  });
});
