import { useLingui } from '@lingui/react/macro';
import { MESSAGES, MINIMUM_AGE_YEARS } from '@site/domain/validators';
import type { FieldErrors } from '../../lib/form-validation';
import type { PersonalDetailsValues } from '../../lib/journey/session-store';
import { JOINED_ADDRESS_MAX, JOINED_TOWN_MAX } from '../../lib/personal-details';
import { DatePartsField } from './date-parts-field';
import { NameFields } from './name-fields';
import { TextField } from './text-field';
import { TooYoungWayForward } from './way-forward';

export interface PersonalDetailsFieldsProps {
  values: PersonalDetailsValues;
  errors: FieldErrors;
  onChange: (values: PersonalDetailsValues) => void;
}

/** The candidate's details of spec §3, with the §5 rules checked by the domain's schemas. */
export function PersonalDetailsFields({ values, errors, onChange }: PersonalDetailsFieldsProps) {
  const { t } = useLingui();
  const set = (key: keyof PersonalDetailsValues) => (value: string) =>
    onChange({ ...values, [key]: value });
  const addressMax = JOINED_ADDRESS_MAX;
  const townMax = JOINED_TOWN_MAX;
  const age = MINIMUM_AGE_YEARS;
  return (
    <>
      <NameFields
        values={values}
        errors={errors}
        set={set}
        titlePlaceholder={t`Select a title`}
        asOnPhotoId
      />
      <DatePartsField
        birthday
        id="dateOfBirth"
        legend={t`Date of birth`}
        // The age rule before they type (issue 21 point 7), and a way forward when it refuses.
        hint={`${t`You must be ${age} or older.`} ${t`For example, 27 3 1990`}`}
        error={errors['dateOfBirth-day']}
        value={{ day: values.dobDay, month: values.dobMonth, year: values.dobYear }}
        onValueChange={(d) =>
          onChange({ ...values, dobDay: d.day, dobMonth: d.month, dobYear: d.year })
        }
      >
        {errors['dateOfBirth-day'] === MESSAGES.dateOfBirthTooYoung ? (
          <TooYoungWayForward id="dateOfBirth" />
        ) : null}
      </DatePartsField>
      <TextField
        id="NI"
        label={t`National Insurance number`}
        hint={t`It’s on your National Insurance card, payslip or P60. For example, QQ 12 34 56 C`}
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
        label={t`Email address`}
        hint={t`We will send your confirmation here`}
        autoComplete="email"
        spellCheck={false}
        value={values.email}
        onValueChange={set('email')}
        error={errors.email}
      />
      <TextField
        id="phoneNumber"
        type="tel"
        label={t`Phone number`}
        hint={t`A UK number, for example 07700 900 982`}
        autoComplete="tel"
        width="medium"
        value={values.phoneNumber}
        onValueChange={set('phoneNumber')}
        error={errors.phoneNumber}
      />
      <TextField
        id="address"
        label={t`Address line 1`}
        autoComplete="address-line1"
        value={values.address}
        onValueChange={set('address')}
        error={errors.address}
      />
      <TextField
        id="address2"
        label={t`Address line 2 (optional)`}
        hint={t`Lines 1 and 2 together: up to ${addressMax} characters`}
        autoComplete="address-line2"
        value={values.address2}
        onValueChange={set('address2')}
        error={errors.address2}
      />
      <TextField
        id="town"
        label={t`Town or city`}
        autoComplete="address-level2"
        width="medium"
        value={values.town}
        onValueChange={set('town')}
        error={errors.town}
      />
      <TextField
        id="county"
        label={t`County (optional)`}
        hint={t`Town and county together: up to ${townMax} characters`}
        autoComplete="address-level1"
        width="medium"
        value={values.county}
        onValueChange={set('county')}
        error={errors.county}
      />
      <TextField
        id="postCode"
        label={t`Postcode`}
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
