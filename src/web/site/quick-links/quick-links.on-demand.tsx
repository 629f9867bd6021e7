import { useEffect, useState } from 'react';
import { quickLinks } from '#content/quick-links.ts';
import './quick-links.css';

// spec: site-and-tools §9 "Scroll check every 250 ms"
const SCROLL_CHECK_INTERVAL_MS = 250;

/** Past half the screen height (site-and-tools §2 "quick-links bottom bar"). */
const pastHalfTheScreen = () => window.scrollY > window.innerHeight / 2;

// Plain links: the router in an on-demand chunk would split it out of the entry (decision 037).
/**
 * The quick-links bottom bar, loaded only on the pages that have a calculator. It shows once the
 * visitor has scrolled past half the screen height; from 1024px the header does its job (CSS).
 */
export default function QuickLinks() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let scrolled = true;
    const onScroll = () => {
      scrolled = true;
    };
    const interval = setInterval(() => {
      if (!scrolled) return;
      scrolled = false;
      setShown(pastHalfTheScreen());
    }, SCROLL_CHECK_INTERVAL_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearInterval(interval);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <nav aria-label={quickLinks.label} className="quick-links" hidden={!shown}>
      <ul>
        {quickLinks.links.map((link) => (
          <li key={link.label}>
            <a href={'to' in link ? link.to : link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
