import type { BusinessIdentity } from '@site/domain/schemas';
import { escapeHtml } from '../html/escape-html';
import { ENGLISH } from '../i18n';
import type { Lang } from '../i18n';
import { businessIdentityLinesIn } from '../i18n/order-words';
import type { RenderedEmail } from './confirmation-email';
import { appendBlock } from './append-block';

/**
 * The one footer every email and receipt carries (issue 18 point 4): who the business is, its
 * company and VAT numbers, registered office, ICO registration and phone, in the email's
 * language. The worker adds it to whatever a template renders, so no template can leave it out
 * and none repeats it.
 */
export function withBusinessFooter(
  email: RenderedEmail,
  identity: BusinessIdentity,
  lang: Lang = ENGLISH,
): RenderedEmail {
  const lines = businessIdentityLinesIn(lang, identity);
  const footer = `<hr style="border:0;border-top:1px solid #b1b4b6;margin:24px 0 12px">
<p style="font-size:13px;color:#505a5f">${lines.map(escapeHtml).join('<br>')}</p>
`;
  return appendBlock(email, `--\n${lines.join('\n')}`, footer);
}
