import { canReplyTo } from '../../lib/enquiry/enquiry';
import { MESSAGES } from '../../lib/messages';
import { TextareaField } from '../../components/form/textarea-field';
import { EnquiryForm } from './enquiry-form';

/** Contact us (issue 4 point 5): POST /contact, then a clear confirmation. */
export function ContactForm() {
  return (
    <EnquiryForm
      kind="contact"
      ownFields={['comment']}
      heading="Contact us"
      lead="Ask us about a booking, an application or which card or test is right for you."
      submitLabel="Send message"
      sentTitle="Message sent"
      sent={(values) => (
        <p>{canReplyTo(values) ? MESSAGES.enquirySent : MESSAGES.enquirySentNoReply}</p>
      )}
    >
      {({ values, errors, set }) => (
        <TextareaField
          id="comment"
          label="Your message (optional)"
          hint="If it is about an order, include your order reference."
          value={values.comment}
          onValueChange={(comment) => set({ comment })}
          error={errors.comment}
        />
      )}
    </EnquiryForm>
  );
}
