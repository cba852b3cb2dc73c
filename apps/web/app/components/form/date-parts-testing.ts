import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Types a 'YYYY-MM-DD' day into the date-parts field whose legend is `legend`, box by box as a
 * person would (unit tests only).
 */
export async function typeDateParts(legend: string, iso: string): Promise<void> {
  const group = screen.getByRole('group', { name: legend });
  const parts = {
    Day: String(Number(iso.slice(8, 10))),
    Month: String(Number(iso.slice(5, 7))),
    Year: iso.slice(0, 4),
  };
  for (const [label, value] of Object.entries(parts)) {
    const box = Array.from(group.querySelectorAll('input')).find(
      (input) => input.labels?.[0]?.textContent === label,
    )!;
    await userEvent.clear(box);
    await userEvent.type(box, value);
  }
}
