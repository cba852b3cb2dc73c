import { canReplyTo } from '../../lib/enquiry';
import { MESSAGES } from '../../lib/messages';
import { ENQUIRY_FIELD_ORDER, EnquiryFields } from '../../components/form/enquiry-fields';
import { SentPanel } from '../../components/form/sent-panel';
import { StepForm } from '../../components/form/step-form';
import { useEnquiryForm } from '../../components/form/use-enquiry-form';
import { TextareaField } from '../../components/form/textarea-field';

const ORDER = [...ENQUIRY_FIELD_ORDER, 'comment'];

/** Contact us (issue 4 point 5): POST /contact, then a clear confirmation. */
export function ContactForm() {
  const { values, setValues, errors, busy, sent, submit } = useEnquiryForm('contact', ORDER);

  if (sent) {
    return (
      <SentPanel title="Message sent">
        <p>{canReplyTo(values) ? MESSAGES.enquirySent : MESSAGES.enquirySentNoReply}</p>
      </SentPanel>
    );
  }
  return (
    <StepForm
      heading="Contact us"
      errors={errors}
      onSubmit={() => void submit()}
      submitLabel="Send message"
      busy={busy}
    >
      <p className="lead">
        Ask us about a booking, an application or which card or test is right for you.
      </p>
      <EnquiryFields values={values} errors={errors} onChange={setValues} />
      <TextareaField
        id="comment"
        label="Your message (optional)"
        hint="If it is about an order, include your order reference."
        value={values.comment}
        onValueChange={(comment) => setValues({ ...values, comment })}
        error={errors.comment}
      />
    </StepForm>
  );
}
