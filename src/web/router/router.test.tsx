import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchRoutes,
  Outlet,
  pageCameFrom,
  Route,
  Routes,
  useLocation,
  useNavigate,
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

function CleanAddress() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/loan-application/step-1/', { replace: true })}>
      Clean
    </button>
  );
}

describe('pageCameFrom: the page the visitor came to this one from (§3 http_referrer)', () => {
  it('is the site page before an in-site navigation; a replaced address stays the same page', async () => {
    window.history.replaceState(null, '', '/car-loans/?utm_source=newsletter');
    render(
      <BrowserRouter>
        <Link to="/loan-application/step-1/?email=jane%40example.co.nz">Apply</Link>
        <CleanAddress />
        <Where />
      </BrowserRouter>,
    );
    // Before any in-site move: the page that loaded the site, as the browser tells it.
    expect(pageCameFrom()).toBe(document.referrer);
    fireEvent.click(screen.getByRole('link', { name: 'Apply' }));
    expect(pageCameFrom()).toBe('http://localhost:3000/car-loans/?utm_source=newsletter');
    fireEvent.click(screen.getByRole('button', { name: 'Clean' }));
    expect(await screen.findByText('/loan-application/step-1/')).toBeTruthy();
    expect(pageCameFrom()).toBe('http://localhost:3000/car-loans/?utm_source=newsletter');
    // Back: the page the visitor went back from.
    window.history.replaceState(null, '', '/car-loans/');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(pageCameFrom()).toBe('http://localhost:3000/loan-application/step-1/');
  });
});

function PayLoan() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => navigate('/make-a-payment/', { state: { n: '000000007' } })}
    >
      Pay
    </button>
  );
}
function Handed() {
  return <output aria-label="state">{JSON.stringify(useLocation().state ?? null)}</output>;
}

describe("a navigation's state (decision 146)", () => {
  it('reaches the next page in memory only: not in the address or the history entry', async () => {
    window.history.replaceState(null, '', '/account/');
    render(
      <BrowserRouter>
        <PayLoan />
        <Handed />
        <Where />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('/make-a-payment/')).toBeTruthy();
    expect(screen.getByLabelText('state').textContent).toBe('{"n":"000000007"}');
    expect(window.location.href).not.toContain('000000007');
    expect(window.history.state).toBeNull();
    // Back and forward come without it.
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByLabelText('state').textContent).toBe('null');
  });
});
