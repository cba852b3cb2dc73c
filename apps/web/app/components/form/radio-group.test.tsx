import { cleanup, screen } from '@testing-library/react';
import { render } from '../../i18n/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { RadioGroup } from './radio-group';

afterEach(cleanup);

describe('RadioGroup', () => {
  it("describes each option by its own hint, the first one too, and the group by the group's", () => {
    render(
      <RadioGroup
        id="kind"
        legend="How do you want to take the course?"
        hint="Both lead to the same award."
        value={undefined}
        onValueChange={() => undefined}
        options={[
          { value: 'Online', label: 'Online', hint: 'Study at home.' },
          { value: 'Offline', label: 'In a classroom', hint: 'One day at a venue.' },
        ]}
      />,
    );
    const description = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(description(screen.getByRole('radio', { name: 'Online' }))).toBe('Study at home.');
    expect(description(screen.getByRole('radio', { name: 'In a classroom' }))).toBe(
      'One day at a venue.',
    );
    expect(description(screen.getByRole('group'))).toBe('Both lead to the same award.');
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
