import { Trans } from '@lingui/react/macro';
import { BUSINESS } from '../config/site';

/**
 * Who runs the site (issue 18 point 4), from the build's settings: the footer's lines (the
 * terms and privacy notice list the same facts, business-facts.tsx). Example values say
 * "(example — set …)" themselves. The same lines as the domain's businessIdentityLines, in the
 * page's language.
 */
export function BusinessFooterLines() {
  const { companyName, companyNumber, registeredAddress, vatNumber, supportPhone } = BUSINESS;
  const icoNumber = BUSINESS.icoRegistrationNumber;
  return (
    <div className="business-identity">
      <p>
        <Trans>
          {companyName}, registered in England and Wales, company number {companyNumber}.
        </Trans>
      </p>
      <p>
        <Trans>Registered office: {registeredAddress}.</Trans>
      </p>
      <p>
        <Trans>
          VAT number {vatNumber}. ICO registration number {icoNumber}.
        </Trans>
      </p>
      <p>
        <Trans>Phone {supportPhone}.</Trans>
      </p>
    </div>
  );
}
