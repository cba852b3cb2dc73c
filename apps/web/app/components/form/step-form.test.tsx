import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../lib/form-validation';
import { StepForm } from './step-form';
import { TextField } from './text-field';

afterEach(cleanup);

function NameStep() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <StepForm
      heading="Your name"
      errors={errors}
      onSubmit={() => setErrors({ firstName: 'This field is required' })}
    >
      <TextField id="firstName" label="First name" value="" onValueChange={() => undefined} />
    </StepForm>
  );
}

describe('StepForm', () => {
  it('moves focus to the error summary on every press that leaves the same mistakes', async () => {
    const user = userEvent.setup();
    render(<NameStep />);
    const summary = () => screen.getByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.activeElement).toBe(summary());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.activeElement).toBe(summary());
    await user.click(screen.getByLabelText('First name'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(summary());
  });
});
