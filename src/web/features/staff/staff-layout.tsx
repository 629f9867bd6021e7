import type { ReactNode } from 'react';
import { Link } from '#web/router/router.tsx';
import { STAFF_INSIGHT_PATH, STAFF_PATH } from '#domain/session/paths.ts';
import { useHttpStatus } from '#web/app/page-context.tsx';
import './staff.css';

/**
 * The workspace's shared frame (issue 20): a heading and the staff navigation. Other workspace
 * pages (the insight pages) add their link to STAFF_NAV.
 */
export const STAFF_NAV: readonly { to: string; label: string }[] = [
  { to: STAFF_PATH, label: 'Applications' },
  { to: STAFF_INSIGHT_PATH, label: 'Insight' },
];

export function StaffLayout({ current, children }: { current: string; children: ReactNode }) {
  return (
    <div className="staff">
      <nav aria-label="Workspace" className="staff__nav">
        <ul>
          {STAFF_NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} aria-current={item.to === current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

/**
 * What a refused visitor sees (the server redirects an anonymous page request to sign in), with
 * the page's status: 403 for a customer, a broker or other staff, 404 for an unknown reference.
 */
export function StaffRefused({ state }: { state: string }) {
  useHttpStatus(state === 'not-found' ? 404 : 403);
  return (
    <article>
      <h1>Staff workspace</h1>
      <p>
        {state === 'not-found'
          ? 'There is no application with that reference.'
          : 'Your account cannot use the workspace.'}
      </p>
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
