import { useLingui } from '@lingui/react/macro';
import { canReplyTo } from '../../lib/enquiry/enquiry';
import { MESSAGES } from '../../lib/messages';
import { useMessageText } from '../../lib/message-text';
import { TextareaField } from '../../components/form/textarea-field';
import { EnquiryForm } from './enquiry-form';

/** Contact us (issue 4 point 5): POST /contact, then a clear confirmation. */
export function ContactForm() {
  const { t } = useLingui();
  const messageText = useMessageText();
  return (
    <EnquiryForm
      kind="contact"
      ownFields={['comment']}
      heading={t`Contact us`}
      lead={t`Ask us about a booking, an application or which card or test is right for you.`}
      submitLabel={t`Send message`}
      sentTitle={t`Message sent`}
      sent={(values) => (
        <p>
          {messageText(canReplyTo(values) ? MESSAGES.enquirySent : MESSAGES.enquirySentNoReply)}
        </p>
      )}
    >
      {({ values, errors, set }) => (
        <TextareaField
          id="comment"
          label={t`Your message (optional)`}
          hint={t`If it is about an order, include your order reference.`}
          value={values.comment}
          onValueChange={(comment) => set({ comment })}
          error={errors.comment}
        />
      )}
    </EnquiryForm>
  );
}
