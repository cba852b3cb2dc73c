import { MESSAGES } from '../../lib/messages';
import { ENQUIRY_FIELD_ORDER, EnquiryFields } from '../../components/form/enquiry-fields';
import { SentPanel } from '../../components/form/sent-panel';
import { StepForm } from '../../components/form/step-form';
import { useEnquiryForm } from '../../components/form/use-enquiry-form';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';

const ORDER = [...ENQUIRY_FIELD_ORDER, 'groupSize', 'comment'];

/** Group bookings (issue 4 point 5): POST /contact with a group size and a message. */
export function GroupBookingForm() {
  const { values, setValues, errors, busy, sent, submit } = useEnquiryForm('group-booking', ORDER);

  if (sent) {
    return (
      <SentPanel title="Group booking request sent">
        <p>
          {MESSAGES.enquirySent} We will come back to you with dates and a price for your group.
        </p>
      </SentPanel>
    );
  }
  return (
    <StepForm
      heading="Group bookings"
      errors={errors}
      onSubmit={() => void submit()}
      submitLabel="Send request"
      busy={busy}
    >
      <p className="lead">
        Tell us how many people need a test, a card or the health and safety course, and where and
        when.
      </p>
      <EnquiryFields values={values} errors={errors} onChange={setValues} needsReply />
      <TextField
        id="groupSize"
        label="How many people?"
        hint="Between 2 and 500"
        inputMode="numeric"
        width="short"
        value={values.groupSize}
        onValueChange={(groupSize) => setValues({ ...values, groupSize })}
        error={errors.groupSize}
      />
      <TextareaField
        id="comment"
        label="What does your group need? (optional)"
        hint="For example: 12 Operative tests in Leeds in March, and green cards."
        value={values.comment}
        onValueChange={(comment) => setValues({ ...values, comment })}
        error={errors.comment}
      />
    </StepForm>
  );
}
