import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** '5 working days' in the page's language, for the planner's estimates. */
export function workingDaysText(i18n: I18n, days: number): string {
  return i18n._(
    msg({
      comment: 'A working day is Monday to Friday, not a bank holiday',
      message: plural(days, { one: '# working day', other: '# working days' }),
    }),
  );
}
