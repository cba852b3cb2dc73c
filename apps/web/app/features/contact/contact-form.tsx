import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { sendEnquiry, validateEnquiry } from '../../lib/enquiry';
import type { EnquiryValues } from '../../lib/enquiry';
import { fromServerErrors, inFieldOrder } from '../../lib/form-validation';
import type { FieldErrors } from '../../lib/form-validation';
import { MESSAGES } from '../../lib/messages';
import { useSnackbar } from '../../components/snackbar';
import { EnquiryFields } from '../../components/form/enquiry-fields';
import { StepForm } from '../../components/form/step-form';
import { TextareaField } from '../../components/form/textarea-field';

const ORDER = [
  'title',
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phoneNumber',
  'nationalInsuranceNumber',
  'address',
  'comment',
];

/** Contact us (issue 4 point 5): POST /contact, then a clear confirmation. */
export function ContactForm() {
  const { warn } = useSnackbar();
  const [values, setValues] = useState<EnquiryValues>({ title: 'Mr' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async () => {
    const checked = validateEnquiry(values, 'contact');
    if (!checked.ok) return setErrors(inFieldOrder(checked.errors, ORDER));
    setErrors({});
    setBusy(true);
    try {
      await sendEnquiry(checked.data);
      setSent(true);
      window.scrollTo(0, 0);
    } catch (error) {
      if (error instanceof ApiError)
        setErrors(inFieldOrder(fromServerErrors(error.fieldErrors), ORDER));
      warn(error instanceof ApiError ? error.message : MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className="panel" role="status">
        <h1>Message sent</h1>
        <p>{MESSAGES.enquirySent}</p>
      </div>
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
        label="Your message"
        hint="If it is about an order, include your order reference."
        value={values.comment}
        onValueChange={(comment) => setValues({ ...values, comment })}
        error={errors.comment}
      />
    </StepForm>
  );
}
