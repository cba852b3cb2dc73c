import type { FieldErrors } from '../../lib/form-validation';
import type { PersonalDetailsValues } from '../../lib/journey/session-store';
import { JOINED_ADDRESS_MAX, JOINED_TOWN_MAX } from '../../lib/personal-details';
import { DatePartsField } from './date-parts-field';
import { NameFields } from './name-fields';
import { TextField } from './text-field';

export interface PersonalDetailsFieldsProps {
  values: PersonalDetailsValues;
  errors: FieldErrors;
  onChange: (values: PersonalDetailsValues) => void;
}

/** The candidate's details of spec §3, with the §5 rules checked by the domain's schemas. */
export function PersonalDetailsFields({ values, errors, onChange }: PersonalDetailsFieldsProps) {
  const set = (key: keyof PersonalDetailsValues) => (value: string) =>
    onChange({ ...values, [key]: value });
  return (
    <>
      <NameFields values={values} errors={errors} set={set} titlePlaceholder="Select a title" />
      <DatePartsField
        birthday
        id="dateOfBirth"
        legend="Date of birth"
        hint="For example, 27 3 1990"
        error={errors['dateOfBirth-day']}
        value={{ day: values.dobDay, month: values.dobMonth, year: values.dobYear }}
        onValueChange={(d) =>
          onChange({ ...values, dobDay: d.day, dobMonth: d.month, dobYear: d.year })
        }
      />
      <TextField
        id="NI"
        label="National Insurance number"
        hint="It’s on your National Insurance card, payslip or P60. For example, QQ 12 34 56 C"
        width="medium"
        autoCapitalize="characters"
        spellCheck={false}
        value={values.NI}
        onValueChange={set('NI')}
        error={errors.NI}
      />
      <TextField
        id="email"
        type="email"
        label="Email address"
        hint="We will send your confirmation here"
        autoComplete="email"
        spellCheck={false}
        value={values.email}
        onValueChange={set('email')}
        error={errors.email}
      />
      <TextField
        id="phoneNumber"
        type="tel"
        label="Phone number"
        hint="A UK number, for example 07700 900 982"
        autoComplete="tel"
        width="medium"
        value={values.phoneNumber}
        onValueChange={set('phoneNumber')}
        error={errors.phoneNumber}
      />
      <TextField
        id="address"
        label="Address line 1"
        autoComplete="address-line1"
        value={values.address}
        onValueChange={set('address')}
        error={errors.address}
      />
      <TextField
        id="address2"
        label="Address line 2 (optional)"
        hint={`Lines 1 and 2 together: up to ${JOINED_ADDRESS_MAX} characters`}
        autoComplete="address-line2"
        value={values.address2}
        onValueChange={set('address2')}
        error={errors.address2}
      />
      <TextField
        id="town"
        label="Town or city"
        autoComplete="address-level2"
        width="medium"
        value={values.town}
        onValueChange={set('town')}
        error={errors.town}
      />
      <TextField
        id="county"
        label="County (optional)"
        hint={`Town and county together: up to ${JOINED_TOWN_MAX} characters`}
        autoComplete="address-level1"
        width="medium"
        value={values.county}
        onValueChange={set('county')}
        error={errors.county}
      />
      <TextField
        id="postCode"
        label="Postcode"
        autoComplete="postal-code"
        width="short"
        autoCapitalize="characters"
        value={values.postCode}
        onValueChange={set('postCode')}
        error={errors.postCode}
      />
    </>
  );
}
