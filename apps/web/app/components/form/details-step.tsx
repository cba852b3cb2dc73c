import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { inFieldOrder } from '../../lib/form-validation';
import type { FieldErrors } from '../../lib/form-validation';
import { personalDetailsStore } from '../../lib/journey/session-store';
import type { PersonalDetailsValues } from '../../lib/journey/session-store';
import { PERSONAL_DETAILS_FIELDS, validatePersonalDetails } from '../../lib/personal-details';
import { PersonalDetailsFields } from './personal-details-fields';
import { useStartAgain } from './same-person-gate';
import { StepForm } from './step-form';

export interface DetailsStepProps {
  caption: string;
  /** Default: 'Your details' in the page's language. */
  heading?: string;
  onBack?: () => void;
  onDone: () => void;
  intro?: string;
  /**
   * Sent back from the check page because the saved details no longer pass (changed with the
   * browser's Back and Forward, say): say at once what is wrong instead of showing the form as
   * if nothing were.
   */
  sentBackFromCheck?: boolean;
}

/**
 * Personal details (spec §3), kept in sessionStorage as they are typed (issue 4 point 8), for
 * this journey in this tab only (decision 021): the words under the form say exactly that.
 */
export function DetailsStep({
  caption,
  heading,
  onBack,
  onDone,
  intro,
  sentBackFromCheck = false,
}: DetailsStepProps) {
  const [values, setValues] = useState<PersonalDetailsValues>(
    () => personalDetailsStore.read() ?? {},
  );
  const [errors, setErrors] = useState<FieldErrors>(() => {
    const result = validatePersonalDetails(values);
    const filledIn = Object.values(values).some(Boolean);
    return sentBackFromCheck && filledIn && !result.ok
      ? inFieldOrder(result.errors, PERSONAL_DETAILS_FIELDS)
      : {};
  });
  const startAgain = useStartAgain();
  const { t } = useLingui();
  const change = (next: PersonalDetailsValues) => {
    setValues(next);
    personalDetailsStore.write(next);
  };
  const submit = () => {
    const result = validatePersonalDetails(values);
    if (!result.ok) return setErrors(inFieldOrder(result.errors, PERSONAL_DETAILS_FIELDS));
    setErrors({});
    onDone();
  };
  return (
    <StepForm
      heading={heading ?? t`Your details`}
      caption={caption}
      errors={errors}
      onSubmit={submit}
      onBack={onBack}
    >
      {intro ? <p>{intro}</p> : null}
      <PersonalDetailsFields values={values} errors={errors} onChange={change} />
      <p className="hint">
        <Trans>
          We keep your details and answers in this browser tab only while you book. They are cleared
          when you pay, close the tab or leave them for 30 minutes.
        </Trans>{' '}
        <button type="button" className="link-button" onClick={startAgain}>
          <Trans>Clear my details</Trans>
        </button>
      </p>
    </StepForm>
  );
}
