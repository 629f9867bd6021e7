import { brand } from '#content/brand.ts';
import { accountNavigation } from '#content/navigation.ts';
import { complaintRegisterCopy } from '#content/complaints.ts';
import { Link, Outlet, useLocation } from '#web/router/router.tsx';
import {
  STAFF_HARDSHIP_PATH,
  STAFF_COMPLAINTS_PATH,
  STAFF_INSIGHT_PATH,
  STAFF_PATH,
  STAFF_QUEUE_PATH,
} from '#domain/session/paths.ts';
import { useHttpStatus, usePageData } from '#web/app/page-context.tsx';
import './staff.css';

/** Which navigation item a workspace address is under. */
function currentItem(pathname: string): string {
  if (pathname.startsWith(STAFF_INSIGHT_PATH)) return STAFF_INSIGHT_PATH;
  if (pathname.startsWith(STAFF_COMPLAINTS_PATH)) return STAFF_COMPLAINTS_PATH;
  if (pathname.startsWith(STAFF_QUEUE_PATH)) return STAFF_QUEUE_PATH;
  if (pathname.startsWith(STAFF_HARDSHIP_PATH)) return STAFF_HARDSHIP_PATH;
  return STAFF_PATH;
}

/**
 * The workspace's own frame (issue 29 "What to build" 4), around every staff page: the lender's
 * name, My work, Applications, Complaints (issue 32) and Insight with their counts, who is signed in and sign out. No
 * marketing navigation: the site's layout leaves the workspace's addresses to this frame.
 */
export function StaffFrame() {
  const frame = usePageData('staffFrame');
  const { pathname } = useLocation();
  const current = currentItem(pathname);
  const ok = frame?.state === 'ok' ? frame : null;
  const items = [
    { to: STAFF_PATH, label: 'My work', count: ok?.counts.myWork },
    { to: STAFF_QUEUE_PATH, label: 'Applications', count: ok?.counts.unassigned },
    { to: STAFF_COMPLAINTS_PATH, label: complaintRegisterCopy.title, count: undefined },
    { to: STAFF_INSIGHT_PATH, label: 'Insight', count: undefined },
    // issue 32: hardship applications.
    { to: STAFF_HARDSHIP_PATH, label: 'Hardship', count: undefined },
  ];
  return (
    <div className="staff">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="staff-header">
        <p className="staff-header__brand">
          {brand.name} <span className="staff-header__product">Staff workspace</span>
        </p>
        {ok ? (
          <nav aria-label="Workspace" className="staff-header__nav">
            <ul>
              {items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} aria-current={item.to === current ? 'page' : undefined}>
                    {item.label}
                    {item.count === undefined ? null : (
                      <span className="staff-header__count">
                        {' '}
                        {item.count}
                        <span className="visually-hidden">
                          {item.to === STAFF_PATH ? ' waiting for me' : ' not yet assigned'}
                        </span>
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {ok ? (
          <div className="staff-header__me">
            <span>Signed in as {ok.me.email}</span>
            <button
              type="button"
              className="staff-header__sign-out"
              onClick={() =>
                void import('#web/site/account-link/sign-out.on-demand.ts').then(({ signOut }) =>
                  signOut(),
                )
              }
            >
              {accountNavigation.signOut}
            </button>
          </div>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} key={pathname} className="staff__main">
        <Outlet />
      </main>
    </div>
  );
}

/**
 * What a refused visitor sees (the server redirects an anonymous page request to sign in), with
 * the page's status: 403 for a customer, a broker or other staff, 404 for an unknown reference.
 */
export function StaffRefused({
  state,
  notFound = 'There is no application with that reference.',
}: {
  state: string;
  notFound?: string;
}) {
  useHttpStatus(state === 'not-found' ? 404 : 403);
  return (
    <article>
      <h1>Staff workspace</h1>
      <p>{state === 'not-found' ? notFound : 'Your account cannot use the workspace.'}</p>
    </article>
  );
}

export const nzDate = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Pacific/Auckland',
});
export const nzDollars = new Intl.NumberFormat('en-NZ', {
  style: 'currency',
  currency: 'NZD',
  maximumFractionDigits: 0,
});

/** An amount in whole dollars to type, labelled: the number pad on a phone, digits only. */
export function WholeDollarsInput({
  id,
  name,
  label,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string | number;
}) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} inputMode="numeric" pattern="[0-9]*" defaultValue={defaultValue} />
    </div>
  );
}
