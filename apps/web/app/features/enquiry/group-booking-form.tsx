import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '../../lib/messages';
import { useMessageText } from '../../lib/message-text';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { EnquiryForm } from './enquiry-form';

/** Group bookings (issue 4 point 5): POST /contact with a group size and a message. */
export function GroupBookingForm() {
  const { t } = useLingui();
  const messageText = useMessageText();
  return (
    <EnquiryForm
      kind="group-booking"
      ownFields={['groupSize', 'comment']}
      heading={t`Group bookings`}
      lead={t`Tell us how many people need a test, a card or the health and safety course, and where and when.`}
      submitLabel={t`Send request`}
      needsReply
      sentTitle={t`Group booking request sent`}
      sent={() => (
        <p>
          {messageText(MESSAGES.enquirySent)}{' '}
          <Trans>We will come back to you with dates and a price for your group.</Trans>
        </p>
      )}
    >
      {({ values, errors, set }) => (
        <>
          <TextField
            id="groupSize"
            label={t`How many people?`}
            hint={t`Between 2 and 500`}
            inputMode="numeric"
            width="short"
            value={values.groupSize}
            onValueChange={(groupSize) => set({ groupSize })}
            error={errors.groupSize}
          />
          <TextareaField
            id="comment"
            label={t`What does your group need? (optional)`}
            hint={t`For example: 12 Operative tests in Leeds in March, and green cards.`}
            value={values.comment}
            onValueChange={(comment) => set({ comment })}
            error={errors.comment}
          />
        </>
      )}
    </EnquiryForm>
  );
}
