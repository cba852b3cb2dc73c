import { useState } from 'react';
import { ApiError } from '../api-client';
import { sendEnquiry, validateEnquiry } from './enquiry';
import type { EnquiryValues } from './enquiry';
import { fromServerErrors, inFieldOrder } from '../form-validation';
import type { FieldErrors } from '../form-validation';
import { MESSAGES } from '../messages';
import { useSnackbar } from '../../components/snackbar';

/**
 * The state and submit of an enquiry form (contact us, group booking): checked in the
 * browser with the domain schema, sent with POST /contact, server field errors mapped back.
 */
export function useEnquiryForm(kind: 'contact' | 'group-booking', fieldOrder: readonly string[]) {
  const { warn } = useSnackbar();
  const [values, setValues] = useState<EnquiryValues>({ title: 'Mr' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async () => {
    const checked = validateEnquiry(values, kind);
    if (!checked.ok) return setErrors(inFieldOrder(checked.errors, fieldOrder));
    setErrors({});
    setBusy(true);
    try {
      await sendEnquiry(checked.data);
      setSent(true);
      window.scrollTo(0, 0);
    } catch (error) {
      if (error instanceof ApiError)
        setErrors(inFieldOrder(fromServerErrors(error.fieldErrors), fieldOrder));
      warn(error instanceof ApiError ? error.message : MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, errors, busy, sent, submit };
}
