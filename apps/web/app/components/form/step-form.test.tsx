import { useState } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { render } from '../../i18n/testing';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../lib/form-validation';
import { StepForm } from './step-form';
import { TextField } from './text-field';

afterEach(cleanup);

/** Refuses an empty name; a name passes, leaving the old errors as a step does on its way out. */
function NameStep() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [name, setName] = useState('');
  const [passed, setPassed] = useState(0);
  return (
    <>
      <StepForm
        heading="Your name"
        errors={errors}
        onSubmit={() =>
          name
            ? setPassed((count) => count + 1)
            : setErrors({ firstName: 'This field is required' })
        }
      >
        <TextField id="firstName" label="First name" value={name} onValueChange={setName} />
      </StepForm>
      <p>Passed {passed}</p>
    </>
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

  it('leaves focus alone on a press that passes while the old errors still show', async () => {
    const user = userEvent.setup();
    render(<NameStep />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('First name'), 'Amy');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Passed 1')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });
});
