import { formatLongDate } from '@site/domain/format';
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
): SummaryRow[] {
  const valid = candidate.ok ? candidate.data : undefined;
  return [
    { key: 'name', label: 'Name', value: nameWithTitle(details), onChange },
    {
      key: 'dob',
      label: 'Date of birth',
      value: valid ? formatLongDate(valid.dateOfBirth) : '',
      onChange,
    },
    {
      key: 'ni',
      label: 'National Insurance number',
      value: formatNationalInsurance(valid?.nationalInsuranceNumber ?? details.NI),
      onChange,
    },
    { key: 'email', label: 'Email', value: details.email, onChange },
    { key: 'phone', label: 'Phone number', value: details.phoneNumber, onChange },
    {
      key: 'address',
      label: 'Address',
      value: valid ? `${valid.address}, ${valid.town}, ${valid.postcode}` : '',
      onChange,
    },
  ];
}
