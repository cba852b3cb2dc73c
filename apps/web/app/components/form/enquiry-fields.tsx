import { TITLES } from '@site/domain/validators';
import type { EnquiryValues } from '../../lib/enquiry';
import type { FieldErrors } from '../../lib/form-validation';
import { SelectField } from './select-field';
import { TextField } from './text-field';

export interface EnquiryFieldsProps {
  values: EnquiryValues;
  errors: FieldErrors;
  onChange: (values: EnquiryValues) => void;
}

/** Who is asking (spec §7 POST /contact); everything but the names is optional (spec §5). */
export function EnquiryFields({ values, errors, onChange }: EnquiryFieldsProps) {
  const set = (key: keyof EnquiryValues) => (value: string) =>
    onChange({ ...values, [key]: value });
  return (
    <>
      <SelectField
        id="title"
        label="Title"
        value={values.title ?? 'Mr'}
        onValueChange={set('title')}
        error={errors.title}
        autoComplete="honorific-prefix"
        options={TITLES.map((t) => ({ value: t, label: t }))}
      />
      <TextField
        id="firstName"
        label="First name"
        autoComplete="given-name"
        value={values.firstName}
        onValueChange={set('firstName')}
        error={errors.firstName}
      />
      <TextField
        id="middleName"
        label="Middle name (optional)"
        autoComplete="additional-name"
        value={values.middleName}
        onValueChange={set('middleName')}
        error={errors.middleName}
      />
      <TextField
        id="lastName"
        label="Last name"
        autoComplete="family-name"
        value={values.lastName}
        onValueChange={set('lastName')}
        error={errors.lastName}
      />
      <TextField
        id="email"
        type="email"
        label="Email address (optional)"
        hint="Give an email address or a phone number so we can reply."
        autoComplete="email"
        spellCheck={false}
        value={values.email}
        onValueChange={set('email')}
        error={errors.email}
      />
      <TextField
        id="phoneNumber"
        type="tel"
        label="Phone number (optional)"
        autoComplete="tel"
        width="medium"
        value={values.phoneNumber}
        onValueChange={set('phoneNumber')}
        error={errors.phoneNumber}
      />
      <TextField
        id="nationalInsuranceNumber"
        label="National Insurance number (optional)"
        hint="Only if your question is about a booking you made."
        width="medium"
        spellCheck={false}
        value={values.nationalInsuranceNumber}
        onValueChange={set('nationalInsuranceNumber')}
        error={errors.nationalInsuranceNumber}
      />
      <TextField
        id="address"
        label="Address (optional)"
        autoComplete="street-address"
        value={values.address}
        onValueChange={set('address')}
        error={errors.address}
      />
    </>
  );
}
