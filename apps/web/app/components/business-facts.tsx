import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BUSINESS } from '../config/site';
import { telHref } from '@site/domain/schemas';

/**
 * The business's facts as the terms and privacy notice list them; a file apart from the
 * footer's lines, so that only those two pages carry it.
 */
export function BusinessFacts() {
  const { t } = useLingui();
  const companyNumber = BUSINESS.companyNumber;
  const facts: [string, string, ReactNode][] = [
    ['company', t`Company`, BUSINESS.companyName],
    ['number', t`Company number`, t`${companyNumber} (registered in England and Wales)`],
    ['office', t`Registered office`, BUSINESS.registeredAddress],
    ['vat', t`VAT number`, BUSINESS.vatNumber],
    ['ico', t`ICO registration number`, BUSINESS.icoRegistrationNumber],
    ['phone', t`Phone`, <a href={telHref(BUSINESS.supportPhone)}>{BUSINESS.supportPhone}</a>],
  ];
  return (
    <dl className="summary-list">
      {facts.map(([key, label, value]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
