import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '#web/router/router.tsx';
import type { BrowsingConversionEvent } from '#domain/contracts/wire.ts';
import { brand } from '#content/brand.ts';
import { primaryNavigation } from '#content/navigation.ts';
import { onFirstScrollOrMove, useOnDemand } from '../on-demand/use-on-demand.ts';

/** The navigation's current page: the home page exactly, any other section with its subpages. */
const isCurrent = (to: string, pathname: string) =>
  to === '/' ? pathname === '/' : pathname.startsWith(to);

/**
 * The site header (site-and-tools §2): the brand, the main navigation (a disclosure menu under
 * 1024px) and `actions`, the place for links that depend on the visitor (a signed-in visitor's
 * account and "Sign out"). Its scroll behaviour loads on the visitor's first scroll or move. `id` and
 * `navigationLabel` are for a second header on one page (the widget gallery's example).
 */
export function SiteHeader({
  actions,
  id = 'top',
  navigationLabel = 'Main',
}: {
  actions?: ReactNode;
  /** Where back-to-top puts the focus. */
  id?: string;
  navigationLabel?: string;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navigationId = useId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useOnDemand<HTMLElement>(
    () => import('./sticky-header.on-demand.ts'),
    'behaviour',
    onFirstScrollOrMove,
  );

  useEffect(() => {
    if (!menuOpen) return;
    // Escape closes the open menu and gives focus back to its button (a disclosure's keyboard pattern).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  /**
   * A tracked item ("Apply now") posts its event before it navigates (site-and-tools §7). The
   * tracker loads with the click: every page carries the header, the home page is at its budget.
   */
  function followTracked(event: MouseEvent, to: string, name: BrowsingConversionEvent) {
    // A click that opens a new tab or window is left to the browser; the event is still sent.
    const here =
      event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
    if (here) event.preventDefault();
    const go = () => (here ? navigate(to) : undefined);
    void import('../tracking/track.ts').then(
      ({ trackBrowsing, beforeFollowing }) =>
        beforeFollowing(trackBrowsing(name, pathname)).then(go),
      go,
    );
  }

  return (
    <header ref={header} id={id} tabIndex={-1} className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand">
          <img
            className="site-header__logo"
            src="/images/logo-mark.svg"
            width="32"
            height="32"
            alt=""
          />
          {brand.name}
        </Link>
        {actions && <div className="site-header__actions">{actions}</div>}
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={navigationId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <nav
          id={navigationId}
          aria-label={navigationLabel}
          className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}
        >
          <ul>
            {primaryNavigation.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}
                  onClick={(event) => {
                    setMenuOpen(false);
                    if ('event' in item) followTracked(event, item.to, item.event);
                  }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
