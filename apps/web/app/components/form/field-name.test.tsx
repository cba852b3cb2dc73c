import { cleanup, screen } from '@testing-library/react';
import { render } from '../../i18n/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { DatePartsField } from './date-parts-field';
import { ErrorSummary } from './error-summary';
import { errorLinkText, fieldName } from './field-name';
import { RadioGroup } from './radio-group';
import { TextField } from './text-field';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const noop = () => {};

describe('fieldName', () => {
  it("is a control's label, without a hint or '(optional)'", () => {
    document.body.innerHTML = `
      <label for="firstName">First name</label><input id="firstName">
      <label for="email">Email address <span class="hint">We only use it for this</span>
        (optional)</label><input id="email">
      <label>Town <input id="town"></label>`;
    expect(fieldName('firstName')).toBe('First name');
    expect(fieldName('email')).toBe('Email address');
    expect(fieldName('town')).toBe('Town');
  });

  it('is the question of a radio group or date, not the label of one option or part', () => {
    render(
      <>
        <RadioGroup
          id="retake"
          legend="Are you retaking this test?"
          legendIsHeading
          value={undefined}
          onValueChange={noop}
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
        />
        <DatePartsField id="dob" legend="Date of birth" value={{}} onValueChange={noop} />
      </>,
    );
    expect(fieldName('retake')).toBe('Are you retaking this test?');
    expect(fieldName('dob-day')).toBe('Date of birth');
  });

  it('is empty when the page has no such field or no name for it', () => {
    document.body.innerHTML = '<input id="unnamed">';
    expect(fieldName('missing')).toBe('');
    expect(fieldName('unnamed')).toBe('');
  });

  it('is empty for a lone checkbox, whose label is a sentence and whose message says what to tick', () => {
    document.body.innerHTML =
      '<input type="checkbox" id="confirm"><label for="confirm">I confirm that my name matches my photo ID</label>';
    expect(fieldName('confirm')).toBe('');
  });
});

describe('errorLinkText', () => {
  it('puts the field name before the message, word for word', () => {
    expect(errorLinkText('First name', 'This field is required')).toBe(
      'First name: This field is required',
    );
    expect(errorLinkText('Which test do you need?', 'This field is required')).toBe(
      'Which test do you need? This field is required',
    );
  });

  it('is the message alone when there is no name or the message already names the field', () => {
    expect(errorLinkText('', 'This field is required')).toBe('This field is required');
    expect(errorLinkText('Email address', 'Enter your email address')).toBe(
      'Enter your email address',
    );
    expect(errorLinkText('Postcode', 'Please enter a valid UK Postcode.')).toBe(
      'Please enter a valid UK Postcode.',
    );
  });
});

describe('ErrorSummary', () => {
  it('names the field in each link, and the inline error keeps the message alone', () => {
    const fields = (errors: Record<string, string>) => (
      <>
        <ErrorSummary errors={errors} />
        <TextField
          id="firstName"
          label="First name"
          value=""
          onValueChange={noop}
          error={errors.firstName}
        />
        <TextField
          id="lastName"
          label="Last name"
          value=""
          onValueChange={noop}
          error={errors.lastName}
        />
      </>
    );
    const { rerender } = render(fields({}));
    const errors = { firstName: 'This field is required', lastName: 'This field is required' };
    rerender(fields(errors));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'First name: This field is required',
      'Last name: This field is required',
    ]);
    expect(document.getElementById('firstName-error')?.textContent).toBe(
      'Error: This field is required',
    );
  });
});
