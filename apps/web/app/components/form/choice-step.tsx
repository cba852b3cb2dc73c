import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { RadioGroup } from './radio-group';
import type { RadioGroupProps } from './radio-group';
import { StepForm } from './step-form';

export interface ChoiceStepProps extends Omit<
  RadioGroupProps,
  'value' | 'onValueChange' | 'error' | 'legendIsHeading'
> {
  caption: string;
  /** Shown above the caption and the question (StepForm's intro). */
  intro?: ReactNode;
  onBack?: () => void;
  /** The answer already given, or the one chosen for the visitor. */
  initial: string | undefined;
  /** Takes the choice (and moves on), or answers what is wrong with it. */
  onChoose: (value: string | undefined) => string | undefined | void;
}

/** A journey step that asks one question with radios, its legend the page's heading. */
export function ChoiceStep({
  caption,
  intro,
  onBack,
  initial,
  onChoose,
  id,
  ...group
}: ChoiceStepProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  // A choice made on the prerendered question before the scripts took over: hydration leaves the
  // radio as the visitor set it, without telling this state (decision 022).
  useEffect(() => {
    const picked = [...document.getElementsByName(id)].find(
      (radio): radio is HTMLInputElement => radio instanceof HTMLInputElement && radio.checked,
    );
    if (picked && picked.value !== initial) setValue(picked.value);
  }, [id, initial]);
  const submit = () => {
    const problem = onChoose(value);
    if (problem) setError(problem);
  };
  return (
    <StepForm
      caption={caption}
      intro={intro}
      errors={error ? { [id]: error } : {}}
      onSubmit={submit}
      onBack={onBack}
    >
      <RadioGroup
        id={id}
        legendIsHeading
        value={value}
        onValueChange={setValue}
        error={error}
        {...group}
      />
    </StepForm>
  );
}
