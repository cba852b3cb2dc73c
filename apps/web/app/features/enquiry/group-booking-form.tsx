import { MESSAGES } from '../../lib/messages';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { EnquiryForm } from './enquiry-form';

/** Group bookings (issue 4 point 5): POST /contact with a group size and a message. */
export function GroupBookingForm() {
  return (
    <EnquiryForm
      kind="group-booking"
      ownFields={['groupSize', 'comment']}
      heading="Group bookings"
      lead="Tell us how many people need a test, a card or the health and safety course, and where and when."
      submitLabel="Send request"
      needsReply
      sentTitle="Group booking request sent"
      sent={() => (
        <p>
          {MESSAGES.enquirySent} We will come back to you with dates and a price for your group.
        </p>
      )}
    >
      {({ values, errors, set }) => (
        <>
          <TextField
            id="groupSize"
            label="How many people?"
            hint="Between 2 and 500"
            inputMode="numeric"
            width="short"
            value={values.groupSize}
            onValueChange={(groupSize) => set({ groupSize })}
            error={errors.groupSize}
          />
          <TextareaField
            id="comment"
            label="What does your group need? (optional)"
            hint="For example: 12 Operative tests in Leeds in March, and green cards."
            value={values.comment}
            onValueChange={(comment) => set({ comment })}
            error={errors.comment}
          />
        </>
      )}
    </EnquiryForm>
  );
}
