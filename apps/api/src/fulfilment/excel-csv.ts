/**
 * CSV that Excel opens as it is meant (decision 018): UTF-8 with a byte order mark (without one,
 * Excel reads the file as Windows-1252 and 'Wiśniewski' arrives as 'WiÅ›niewski'), CRLF line
 * ends, every cell quoted, and times in UK local time as people read them.
 */

/** The byte order mark that tells Excel the file is UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** One CSV cell: quoted, and a leading =, +, - or @ defused so a spreadsheet shows it as text. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A cell that must stay text though Excel would read it as a number: a phone number or an id
 * with a leading zero ('07700900123' would become 7700900123), a long run of digits (past 15
 * it loses them), or a reference such as '1234E56789' (read as 1.234E+56792). Written as ="…",
 * Excel's own way to say "this text": the value is only digits, spaces, + and E here, so the
 * formula can do nothing but show it. Anything else is a plain cell.
 */
export function csvTextCell(value: string): string {
  const digits = /^\+?[\d ]+$/.test(value);
  const changed = digits && (/^[+0]/.test(value) || /\d{12,}/.test(value));
  const exponent = /^\d+E\d+$/i.test(value);
  return changed || exponent ? `"=""${value}"""` : csvCell(value);
}

/** The rows as a CSV file for Excel: the BOM, then quoted cells, CRLF after each line. */
export function excelCsv(lines: readonly string[][]): string {
  return `${UTF8_BOM}${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

const UK_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant in UK local time (BST in summer), as Excel reads a UK date: '25/11/2026 14:05'. */
export function ukDateTime(instant: Date | null): string {
  return instant ? UK_DATE_TIME.format(instant).replace(',', '') : '';
}

/** A calendar day 'YYYY-MM-DD' as '15/12/2026' (it has no time zone to shift it). */
export function ukDate(day: string | null): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
