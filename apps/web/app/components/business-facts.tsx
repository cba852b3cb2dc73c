import type { ReactNode } from 'react';
import { BUSINESS } from '../config/site';
import { telHref } from '@site/domain/schemas';

/** The words of the facts list; the terms and privacy pages pass them in the page's language. */
export interface BusinessFactLabels {
  company: string;
  companyNumber: string;
  /** Said after the company number, in brackets. */
  registeredIn: string;
  registeredOffice: string;
  vatNumber: string;
  icoNumber: string;
  phone: string;
}

const ENGLISH: BusinessFactLabels = {
  company: 'Company',
  companyNumber: 'Company number',
  registeredIn: 'registered in England and Wales',
  registeredOffice: 'Registered office',
  vatNumber: 'VAT number',
  icoNumber: 'ICO registration number',
  phone: 'Phone',
};

/**
 * The business's facts as the terms and privacy notice list them; a file apart from the
 * footer's lines, so that only those two pages carry it.
 */
export function BusinessFacts({ labels = ENGLISH }: { labels?: BusinessFactLabels }) {
  const facts: [string, ReactNode][] = [
    [labels.company, BUSINESS.companyName],
    [labels.companyNumber, `${BUSINESS.companyNumber} (${labels.registeredIn})`],
    [labels.registeredOffice, BUSINESS.registeredAddress],
    [labels.vatNumber, BUSINESS.vatNumber],
    [labels.icoNumber, BUSINESS.icoRegistrationNumber],
    [labels.phone, <a href={telHref(BUSINESS.supportPhone)}>{BUSINESS.supportPhone}</a>],
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
