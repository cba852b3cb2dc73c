import { BusinessFooterLines } from './business-details';
import { Link } from '../i18n/link';
import { paths } from '../config/paths';
import { PAYMENT_PROVIDER, PAYMENT_WORDS, SITE_NAME, SUPPORT_EMAIL } from '../config/site';

/** Footer links of spec §2, with the support mail link and the independence statement. */
const FOOTER_LINKS = [
  { to: paths.booking, label: 'Find my booking' },
  { to: paths.knowYourCard, label: 'Know Your Card' },
  { to: paths.cardTypes, label: 'Card Types' },
  { to: paths.testPerOccupation, label: 'Trade Wise Test' },
  { to: paths.centres, label: 'Test Centers' },
  { to: paths.terms, label: 'Terms and Conditions' },
  { to: paths.privacy, label: 'Privacy Policy' },
] as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <nav aria-label="Footer">
          <ul className="footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          Questions about a booking? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
        <BusinessFooterLines />
        <p className="disclaimer">
          {SITE_NAME} is an independent booking service. It is not associated with CITB
          (Construction Industry Training Board) or CSCS (Construction Skills Certification Scheme).
        </p>
        {/* The server checks this build was made for its own provider (web-build-payments.ts). */}
        <p data-payment-provider={PAYMENT_PROVIDER}>{PAYMENT_WORDS.footer}</p>
      </div>
    </footer>
  );
}
