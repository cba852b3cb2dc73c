import type { ReactNode } from 'react';
import { BUSINESS } from '../config/site';
import { businessIdentityLines, telHref } from '@site/domain/schemas';

/**
 * Who runs the site (issue 18 point 4), from the build's settings: the footer's lines, and the
 * facts the terms and privacy notice list. Example values say "(example — set …)" themselves.
 */
export function BusinessFooterLines() {
  return (
    <div className="business-identity">
      {businessIdentityLines(BUSINESS).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

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
