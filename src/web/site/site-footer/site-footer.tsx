import { Link } from '#web/router/router.tsx';
import { brand } from '#content/brand.ts';
import { footerNavigation } from '#content/navigation.ts';

const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

/**
 * The footer on every page: contact details, the footer navigation and the lender's
 * registration: its FSP number and the dispute resolution scheme it belongs to, which a New
 * Zealand lender must name.
 */
export function SiteFooter() {
  const scheme = brand.disputeScheme;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Talk to us</h2>
          <p className="site-footer__contact">
            <a href={telHref(brand.phone)}>{brand.phone}</a>
            <br />
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
            <br />
            {brand.postalAddress}
          </p>
        </section>
        <nav aria-label="Footer">
          <h2>Help and information</h2>
          <ul>
            {footerNavigation.map((item) => (
              <li key={item.to + item.label}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-complaints">
          <h2 id="footer-complaints">Complaints</h2>
          <p className="site-footer__contact">
            Not happy with us? <Link to="/complaints/">Tell us how to put it right</Link>. You can
            also go to <a href={scheme.website}>{scheme.name}</a>, {scheme.phone}.
          </p>
        </section>
        <div className="site-footer__legal">
          <p>
            {brand.legalName} is a registered financial service provider ({brand.fspNumber}, demo)
            and a member of {scheme.name}, {scheme.description}.
          </p>
          <p>© {brand.legalName}. Lending criteria, fees and charges apply.</p>
        </div>
      </div>
    </footer>
  );
}
