import type { ReactNode } from 'react';
import { BUSINESS } from '../config/site';
import { telHref } from '@site/domain/schemas';

/**
 * The business's facts as the terms and privacy notice list them; a file apart from the
 * footer's lines, so that only those two pages carry it.
 */
export function BusinessFacts() {
  const facts: [string, ReactNode][] = [
    ['Company', BUSINESS.companyName],
    ['Company number', `${BUSINESS.companyNumber} (registered in England and Wales)`],
    ['Registered office', BUSINESS.registeredAddress],
    ['VAT number', BUSINESS.vatNumber],
    ['ICO registration number', BUSINESS.icoRegistrationNumber],
    ['Phone', <a href={telHref(BUSINESS.supportPhone)}>{BUSINESS.supportPhone}</a>],
  ];
  return (
    <dl className="summary-list">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
