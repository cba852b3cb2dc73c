import { escapeHtml } from '../html/escape-html';
import type { RenderedEmail } from './confirmation-email';

/**
 * A plain email of paragraphs, as text and as the same paragraphs in simple HTML, whose `lang`
 * is the language it is written in.
 */
export function paragraphsEmail(
  subject: string,
  paragraphs: string[],
  htmlLang = 'en-GB',
): RenderedEmail {
  const html = `<!doctype html>
<html lang="${htmlLang}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0b0c0c;line-height:1.5;max-width:600px">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body>
</html>
`;
  return { subject, text: `${paragraphs.join('\n\n')}\n`, html };
}
