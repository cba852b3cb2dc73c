import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusinessFooterLines } from './business-details';
import { Link } from '../i18n/link';
import { paths } from '../config/paths';
import { PAYMENT_PROVIDER, PAYMENT_MESSAGES, SITE_NAME, SUPPORT_EMAIL } from '../config/site';

/** Footer links of spec §2, with the support mail link and the independence statement. */
const FOOTER_LINKS = [
  { to: paths.booking, label: msg`Find my booking` },
  { to: paths.knowYourCard, label: msg`Know Your Card` },
  { to: paths.cardTypes, label: msg`Card Types` },
  { to: paths.testPerOccupation, label: msg`Trade Wise Test` },
  { to: paths.centres, label: msg`Test Centers` },
  { to: paths.terms, label: msg`Terms and Conditions` },
  { to: paths.privacy, label: msg`Privacy Policy` },
] as const;

export function Footer() {
  const { i18n, t } = useLingui();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <nav
          aria-label={t({
            message: 'Footer',
            comment: 'Name of the links at the foot of every page',
          })}
        >
          <ul className="footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{i18n._(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          <Trans>
            Questions about a booking? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            .
          </Trans>
        </p>
        <BusinessFooterLines />
        <p className="disclaimer">
          <Trans>
            {SITE_NAME} is an independent booking service. It is not associated with CITB
            (Construction Industry Training Board) or CSCS (Construction Skills Certification
            Scheme).
          </Trans>
        </p>
        {/* The server checks this build was made for its own provider (web-build-payments.ts). */}
        <p data-payment-provider={PAYMENT_PROVIDER}>{i18n._(PAYMENT_MESSAGES.footer)}</p>
      </div>
    </footer>
  );
}
