import type { RenderedEmail } from './confirmation-email';

/**
 * A block added at the end of an email that a template rendered: after a blank line in the
 * text, and before the end of the body in the HTML. The worker's additions (the status link,
 * the business footer) go through it, so every email carries them the same way.
 */
export function appendBlock(email: RenderedEmail, text: string, html: string): RenderedEmail {
  return {
    ...email,
    text: `${email.text.replace(/\n*$/, '')}\n\n${text}\n`,
    html: email.html.includes('</body>')
      ? email.html.replace('</body>', `${html}</body>`)
      : `${email.html}${html}`,
  };
}
