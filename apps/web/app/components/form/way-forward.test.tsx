import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { MESSAGES } from '@site/domain/validators';
import { render } from '../../i18n/testing';
import type { FieldErrors } from '../../lib/form-validation';
import type { PersonalDetailsValues } from '../../lib/journey/session-store';
import { PersonalDetailsFields } from './personal-details-fields';
import { isNameLengthRefused } from './way-forward';

afterEach(cleanup);

function renderDetails(values: PersonalDetailsValues, errors: FieldErrors = {}) {
  render(
    <MemoryRouter>
      <PersonalDetailsFields values={values} errors={errors} onChange={() => undefined} />
    </MemoryRouter>,
  );
}

const hintOf = (label: RegExp) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
};

describe('hints that say the rule first (issue 21 point 7)', () => {
  it('say how long a name may be and how old a candidate must be, before anything is typed', () => {
    renderDetails({});
    expect(hintOf(/^First name/)).toContain('3 to 33 letters.');
    expect(hintOf(/^Last name/)).toContain('3 to 33 letters.');
    expect(hintOf(/^Middle name/)).toContain('3 to 33 letters.');
    const dateOfBirth = screen.getByRole('group', { name: 'Date of birth' });
    expect(dateOfBirth.textContent).toContain('You must be 16 or older.');
    expect(screen.queryByRole('link', { name: 'Contact us' })).toBeNull();
  });

  it('offer a way forward under a name refused for its length, the spec’s message kept', () => {
    renderDetails({ firstName: 'Li', lastName: 'Ng' }, { firstName: MESSAGES.checkField });
    const field = screen.getByLabelText(/^First name/).closest('.field')!;
    expect(field.querySelector('.field-error')?.textContent).toBe(`Error: ${MESSAGES.checkField}`);
    expect(field.querySelector('.way-forward')?.textContent).toBe(
      'Name shorter than 3 or longer than 33 letters? Contact us and we will book it for you.',
    );
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    // No error shown on the last name yet: no way forward there either.
    expect(screen.getAllByRole('link', { name: 'Contact us' })).toHaveLength(1);
  });

  it('offer none for an empty name or a name refused for its characters', () => {
    renderDetails(
      { firstName: '', lastName: 'Sm1th' },
      {
        firstName: MESSAGES.required,
        lastName: MESSAGES.checkField,
      },
    );
    expect(screen.queryByRole('link', { name: 'Contact us' })).toBeNull();
    expect(isNameLengthRefused('Li')).toBe(true);
    expect(isNameLengthRefused('A'.repeat(34))).toBe(true);
    expect(isNameLengthRefused('Lee')).toBe(false);
    expect(isNameLengthRefused('  ')).toBe(false);
  });

  it('offer a way forward to someone under 16', () => {
    renderDetails(
      { dobDay: '1', dobMonth: '1', dobYear: String(new Date().getFullYear() - 15) },
      { 'dateOfBirth-day': MESSAGES.dateOfBirthTooYoung },
    );
    const field = screen.getByRole('group', { name: 'Date of birth' }).closest('.field')!;
    expect(field.querySelector('.way-forward')?.textContent).toBe(
      'Not 16 yet? Contact us and we will tell you what you can book.',
    );
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact-us',
    );
  });
});
