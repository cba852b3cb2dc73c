import { TITLES } from '@site/domain/validators';
import type { FieldErrors } from '../../lib/form-validation';
import { SelectField } from './select-field';
import { TextField } from './text-field';

type NameKey = 'title' | 'firstName' | 'middleName' | 'lastName';

export interface NameFieldsProps {
  values: Partial<Record<NameKey, string>>;
  errors: FieldErrors;
  set: (key: NameKey) => (value: string) => void;
  /** Journeys ask for a title; enquiries default it to Mr (spec §5). */
  titlePlaceholder?: string;
}

/** Title and name parts, as every form that asks who someone is shows them. */
export function NameFields({ values, errors, set, titlePlaceholder }: NameFieldsProps) {
  return (
    <>
      <SelectField
        id="title"
        label="Title"
        value={values.title ?? (titlePlaceholder ? undefined : 'Mr')}
        onValueChange={set('title')}
        error={errors.title}
        placeholder={titlePlaceholder}
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
    </>
  );
}
