import { useState } from 'react';
import { cookieNotice } from '#content/cookie-notice.ts';
import { readStoredPermission, requestPermission } from '../permissions/browser-permissions.ts';
import './cookie-notice.css';

// A plain link: the router stays out of this chunk (and so in the entry, decision 037).
/**
 * The cookie notice, through the permissions model (site-and-tools §4): the cookie kind has no
 * confirmation dialog, so its permission is assumed (YES_AUTO) once the visitor has seen the
 * notice and pressed "Got it"; the notice does not come back while that state is stored.
 * `label` names a second notice on one page (the widget gallery's example).
 */
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
        onClick={() => void requestPermission('cookie').then(() => setShown(false))}
      >
        {cookieNotice.accept}
      </button>
    </section>
  );
}
