import type { ReactNode } from 'react';
import type { EnquiryValues } from '../../lib/enquiry/enquiry';
import { useEnquiryForm } from '../../lib/enquiry/use-enquiry-form';
import type { FieldErrors } from '../../lib/form-validation';
import { ENQUIRY_FIELD_ORDER, EnquiryFields } from '../../components/form/enquiry-fields';
import { SentPanel } from '../../components/form/sent-panel';
import { StepForm } from '../../components/form/step-form';

/** What an enquiry's own fields are given, after the fields every enquiry asks. */
export interface EnquiryFieldProps {
  values: EnquiryValues;
  errors: FieldErrors;
  /** Changes one of the values typed. */
  set: (patch: EnquiryValues) => void;
}

/**
 * An enquiry form (contact us, group booking): the fields every enquiry asks, the form's own
 * fields after them, one POST /contact, and the panel that takes the form's place once sent.
 */
export function EnquiryForm({
  kind,
  ownFields,
  heading,
  lead,
  submitLabel,
  needsReply = false,
  sentTitle,
  sent,
  children,
}: {
  kind: 'contact' | 'group-booking';
  /** The form's own fields, in their order on the page (for the error summary). */
  ownFields: readonly string[];
  heading: string;
  lead: string;
  submitLabel: string;
  /** An email or phone number is required, to reply to. */
  needsReply?: boolean;
  sentTitle: string;
  /** What the sent panel says, from what was sent. */
  sent: (values: EnquiryValues) => ReactNode;
  children: (props: EnquiryFieldProps) => ReactNode;
}) {
  const {
    values,
    setValues,
    errors,
    busy,
    sent: done,
    submit,
  } = useEnquiryForm(kind, [...ENQUIRY_FIELD_ORDER, ...ownFields]);

  if (done) return <SentPanel title={sentTitle}>{sent(values)}</SentPanel>;
  return (
    <StepForm
      heading={heading}
      errors={errors}
      onSubmit={() => void submit()}
      submitLabel={submitLabel}
      busy={busy}
    >
      <p className="lead">{lead}</p>
      <EnquiryFields values={values} errors={errors} onChange={setValues} needsReply={needsReply} />
      {children({ values, errors, set: (patch) => setValues({ ...values, ...patch }) })}
    </StepForm>
  );
}
