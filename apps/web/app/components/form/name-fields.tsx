import { useLingui } from '@lingui/react/macro';
import { TITLES } from '@site/domain/validators';
import { TITLE_LABELS } from '../../lib/personal-details';
import type { FieldErrors } from '../../lib/form-validation';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { NAME_LONGEST, NAME_SHORTEST, NameWayForward, isNameLengthRefused } from './way-forward';

type NameKey = 'title' | 'firstName' | 'middleName' | 'lastName';

export interface NameFieldsProps {
  values: Partial<Record<NameKey, string>>;
  errors: FieldErrors;
  set: (key: NameKey) => (value: string) => void;
  /** Journeys ask for a title; enquiries default it to Mr (spec §5). */
  titlePlaceholder?: string;
  /**
   * The name goes on a booking checked against the photo ID at the centre (issue 20 point 6):
   * say to type it exactly as printed there, in Latin letters, accents kept.
   */
  asOnPhotoId?: boolean;
}

/** Title and name parts, as every form that asks who someone is shows them. */
export function NameFields({
  values,
  errors,
  set,
  titlePlaceholder,
  asOnPhotoId = false,
}: NameFieldsProps) {
  const { i18n, t } = useLingui();
  const [shortest, longest] = [NAME_SHORTEST, NAME_LONGEST];
  // The rule, before they type (issue 21 point 7): a name the spec refuses is a real one.
  const rule = asOnPhotoId
    ? t({
        message: `${shortest} to ${longest} letters.`,
        comment: 'Hint under a name field: how long each name may be',
      })
    : undefined;
  const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;
  /** Under a name refused for its length, who can still book it. */
  const wayForward = (key: 'firstName' | 'middleName' | 'lastName') =>
    asOnPhotoId && errors[key] && isNameLengthRefused(values[key]) ? (
      <NameWayForward id={key} />
    ) : null;
  return (
    <>
      <SelectField
        id="title"
        label={t({ message: 'Title', comment: 'Mr, Mrs, Ms… before a name' })}
        value={values.title ?? (titlePlaceholder ? undefined : 'Mr')}
        onValueChange={set('title')}
        error={errors.title}
        placeholder={titlePlaceholder}
        autoComplete="honorific-prefix"
        options={TITLES.map((title) => ({ value: title, label: i18n._(TITLE_LABELS[title]) }))}
      />
      <TextField
        id="firstName"
        label={t`First name`}
        hint={joined(
          rule,
          asOnPhotoId
            ? t`Exactly as on your photo ID, in the Latin letters printed there. Keep any accents, such as ł, ș, ő or č.`
            : undefined,
        )}
        autoComplete="given-name"
        value={values.firstName}
        onValueChange={set('firstName')}
        error={errors.firstName}
      >
        {wayForward('firstName')}
      </TextField>
      <TextField
        id="middleName"
        label={t`Middle name (optional)`}
        hint={rule}
        autoComplete="additional-name"
        value={values.middleName}
        onValueChange={set('middleName')}
        error={errors.middleName}
      >
        {wayForward('middleName')}
      </TextField>
      <TextField
        id="lastName"
        label={t`Last name`}
        hint={joined(rule, asOnPhotoId ? t`Exactly as on your photo ID` : undefined)}
        autoComplete="family-name"
        value={values.lastName}
        onValueChange={set('lastName')}
        error={errors.lastName}
      >
        {wayForward('lastName')}
      </TextField>
    </>
  );
}
