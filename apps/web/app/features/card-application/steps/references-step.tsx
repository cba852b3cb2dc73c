import { useState } from 'react';
import { registrationNumberSchema, testingIdSchema } from '@site/domain/validators';
import type { FieldErrors } from '../../../lib/form-validation';
import { StepForm } from '../../../components/form/step-form';
import { TextField } from '../../../components/form/text-field';
import { referencesNeeded } from '@site/domain/catalogue';
import type { StepProps } from './step-props';

/** CITB testing ID and CSCS registration number where the application needs them (spec §5). */
export function ReferencesStep({ answers, onDone, ...step }: StepProps) {
  const needs = referencesNeeded(answers.applicationType);
  const [values, setValues] = useState({
    testingId: answers.testingId ?? '',
    registrationNumber: answers.registrationNumber ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    const next: FieldErrors = {};
    const testingId = testingIdSchema.safeParse(values.testingId);
    const registration = registrationNumberSchema.safeParse(values.registrationNumber);
    if (needs.testingId && !testingId.success)
      next.testingId = testingId.error.issues[0]?.message ?? '';
    if (needs.registrationNumber && !registration.success)
      next.registrationNumber = registration.error.issues[0]?.message ?? '';
    if (Object.keys(next).length) return setErrors(next);
    onDone({
      testingId: needs.testingId && testingId.success ? testingId.data : undefined,
      registrationNumber:
        needs.registrationNumber && registration.success ? registration.data : undefined,
    });
  };
  return (
    <StepForm heading="Your reference numbers" {...step} errors={errors} onSubmit={submit}>
      {needs.testingId ? (
        <TextField
          id="testingId"
          label="CITB testing ID"
          hint="On your HS&E test result letter. The pass must be from the last 2 years."
          width="medium"
          spellCheck={false}
          value={values.testingId}
          onValueChange={(v) => setValues({ ...values, testingId: v })}
          error={errors.testingId}
        />
      ) : null}
      {needs.registrationNumber ? (
        <TextField
          id="registrationNumber"
          label="CSCS card registration number"
          hint="On the back of your current or last card."
          width="medium"
          spellCheck={false}
          value={values.registrationNumber}
          onValueChange={(v) => setValues({ ...values, registrationNumber: v })}
          error={errors.registrationNumber}
        />
      ) : null}
    </StepForm>
  );
}
