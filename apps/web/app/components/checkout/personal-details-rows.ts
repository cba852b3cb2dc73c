import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatLongDate, type DateWords } from '@site/domain/format';
import type { CreateCandidateBody } from '@site/domain/schemas';
import type { Validated } from '../../lib/form-validation';
import type { PersonalDetailsValues } from '../../lib/journey/session-store';
import { nameWithTitle } from '../../lib/personal-details';
import type { SummaryRow } from './summary-list';

/** 'QQ123456C' -> 'QQ 12 34 56 C', the way it is printed on the card; anything else as typed. */
function formatNationalInsurance(value: string | undefined): string {
  const compact = (value ?? '').replace(/\s/g, '').toUpperCase();
  const match = /^([A-Z]{2})(\d{2})(\d{2})(\d{2})([A-Z])$/.exec(compact);
  return match ? match.slice(1).join(' ') : (value ?? '').trim();
}

/**
 * The "Your details" rows of every check page (test, card, course), so that each one shows the
 * same answers before paying, each with a way back to the details step.
 */
export function personalDetailsRows(
  details: PersonalDetailsValues,
  candidate: Validated<CreateCandidateBody>,
  onChange: () => void,
  /** The page's language, and how it writes dates (none in English). */
  { i18n, dateWords }: { i18n: I18n; dateWords?: DateWords },
): SummaryRow[] {
  const valid = candidate.ok ? candidate.data : undefined;
  return [
    {
      key: 'name',
      label: i18n._(msg({ message: 'Name', comment: 'A person’s full name' })),
      value: nameWithTitle(details, i18n),
      onChange,
    },
    {
      key: 'dob',
      label: i18n._(msg`Date of birth`),
      value: valid ? formatLongDate(valid.dateOfBirth, dateWords) : '',
      onChange,
    },
    {
      key: 'ni',
      label: i18n._(msg`National Insurance number`),
      value: formatNationalInsurance(valid?.nationalInsuranceNumber ?? details.NI),
      onChange,
    },
    { key: 'email', label: i18n._(msg`Email`), value: details.email, onChange },
    { key: 'phone', label: i18n._(msg`Phone number`), value: details.phoneNumber, onChange },
    {
      key: 'address',
      label: i18n._(msg`Address`),
      value: valid ? `${valid.address}, ${valid.town}, ${valid.postcode}` : '',
      onChange,
    },
  ];
}
