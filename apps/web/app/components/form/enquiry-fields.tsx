import { useLingui } from '@lingui/react/macro';
import type { EnquiryValues } from '../../lib/enquiry/enquiry';
import type { FieldErrors } from '../../lib/form-validation';
import { NameFields } from './name-fields';
import { TextField } from './text-field';

/** The order these fields stand on the page, so the error summary lists errors the same way. */
export const ENQUIRY_FIELD_ORDER = [
  'title',
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phoneNumber',
  'nationalInsuranceNumber',
  'address',
] as const;

export interface EnquiryFieldsProps {
  values: EnquiryValues;
  errors: FieldErrors;
  onChange: (values: EnquiryValues) => void;
  /** A group booking needs one way to reply: an email address or a phone number. */
  needsReply?: boolean;
}

/** Who is asking (spec §7 POST /contact); everything but the names is optional (spec §5). */
export function EnquiryFields({
  values,
  errors,
  onChange,
  needsReply = false,
}: EnquiryFieldsProps) {
  const { t } = useLingui();
  const set = (key: keyof EnquiryValues) => (value: string) =>
    onChange({ ...values, [key]: value });
  return (
    <>
      <NameFields values={values} errors={errors} set={set} />
      <TextField
        id="email"
        type="email"
        label={needsReply ? t`Email address` : t`Email address (optional)`}
        hint={
          needsReply
            ? t`Give an email address or a phone number, or both, so that we can send you a quote.`
            : t`Give an email address or a phone number if you would like a reply.`
        }
        autoComplete="email"
        spellCheck={false}
        value={values.email}
        onValueChange={set('email')}
        error={errors.email}
      />
      <TextField
        id="phoneNumber"
        type="tel"
        label={needsReply ? t`Phone number` : t`Phone number (optional)`}
        autoComplete="tel"
        width="medium"
        value={values.phoneNumber}
        onValueChange={set('phoneNumber')}
        error={errors.phoneNumber}
      />
      <TextField
        id="nationalInsuranceNumber"
        label={t`National Insurance number (optional)`}
        hint={t`Only if your question is about a booking you made.`}
        width="medium"
        spellCheck={false}
        value={values.nationalInsuranceNumber}
        onValueChange={set('nationalInsuranceNumber')}
        error={errors.nationalInsuranceNumber}
      />
      <TextField
        id="address"
        label={t`Address (optional)`}
        autoComplete="street-address"
        value={values.address}
        onValueChange={set('address')}
        error={errors.address}
      />
    </>
  );
}
