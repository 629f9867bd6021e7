import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { brand } from '#content/brand.ts';
import { footerNavigation, primaryNavigation } from '#content/navigation.ts';
import { PageLoadErrorBoundary } from './page-load-error.tsx';

/** The navigation's current page: the home page exactly, any other section with its subpages. */
const isCurrent = (to: string, pathname: string) =>
  to === '/' ? pathname === '/' : pathname.startsWith(to);

export function Layout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="site-header__brand">
            {brand.name}
          </Link>
          <button
            type="button"
            className="site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls="primary-navigation"
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
          <nav
            id="primary-navigation"
            aria-label="Main"
            className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}
          >
            <ul>
              {primaryNavigation.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={isCurrent(item.to, location.pathname) ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} key={location.pathname}>
        <PageLoadErrorBoundary>
          {/* Navigations are transitions: the previous page stays until the next one's code and data are in. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </PageLoadErrorBoundary>
      </main>
      <footer className="site-footer">
        <nav aria-label="Footer">
          <ul>
            {footerNavigation.map((item) => (
              <li key={item.to + item.label}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          {brand.name} · <a href={`tel:${brand.phone.replace(/\s/g, '')}`}>{brand.phone}</a> ·{' '}
          <a href={`mailto:${brand.email}`}>{brand.email}</a>
        </p>
        <p className="site-footer__small">{brand.registration}</p>
      </footer>
    </>
  );
}
