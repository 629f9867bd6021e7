import { useState } from 'react';
import { cookieNotice } from '#content/cookie-notice.ts';
import { readStoredPermission } from '../permissions/stored-permission.ts';
import './cookie-notice.css';

// A plain link: the router stays out of this chunk (and so in the entry, decision 037).
/**
 * The cookie notice, through the permissions model (site-and-tools §4): the cookie kind has no
 * confirmation dialog, so its permission is assumed (YES_AUTO) once the visitor has seen the
 * notice and pressed "Got it"; the notice does not come back while that state is stored.
 * `label` names a second notice on one page (the widget gallery's example).
 */
/**
 * "Got it": the permission's request, whose code (the permissions model's decisions) loads with
 * the press, not with every page (docs/decisions/140). The notice goes even when that code or
 * storage fails; it comes back on the next page then.
 */
function acceptCookies(): Promise<unknown> {
  return import('../permissions/browser-permissions.ts').then(
    ({ requestPermission }) => requestPermission('cookie'),
    () => undefined,
  );
}

export default function CookieNotice({ label = cookieNotice.label }: { label?: string }) {
  const [shown, setShown] = useState(() => readStoredPermission('cookie') === 'PENDING');
  if (!shown) return null;
  return (
    <section className="cookie-notice" aria-label={label}>
      <p>
        {cookieNotice.text} <a href="/privacy-policy/">{cookieNotice.more}</a>
      </p>
      <button
        type="button"
        className="button button--accent"
        onClick={() => void acceptCookies().then(() => setShown(false))}
      >
        {cookieNotice.accept}
      </button>
    </section>
  );
}
