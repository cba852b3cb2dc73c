import { msg, plural } from '@lingui/core/macro';
import type { enquiries, people } from '../db/schema';
import { langOf } from '../i18n';
import { greetingWords, independentWords } from '../i18n/order-words';
import type { RenderedEmail } from './confirmation-email';
import { paragraphsEmail } from './paragraphs-email';

export interface EnquiryEmailInput {
  enquiry: typeof enquiries.$inferSelect;
  person: typeof people.$inferSelect;
  supportEmail: string;
  siteName?: string;
}

/**
 * The acknowledgement of a group booking enquiry (issue 18): that it arrived, what was asked,
 * that nothing is booked or charged yet, and when to expect a reply, in the language the
 * enquiry was sent in.
 */
export function renderGroupEnquiryReceived({
  enquiry,
  person,
  supportEmail,
  siteName = 'SafeSite Bookings',
}: EnquiryEmailInput): RenderedEmail {
  const lang = langOf(enquiry.locale);
  const { t } = lang;
  const size = enquiry.groupSize;
  const name = `${person.firstName} ${person.lastName}`;
  const comment = enquiry.comment;
  const thanks = size
    ? person.phoneNumber
      ? t(
          msg`Thank you for your group booking enquiry for ${plural(size, { one: '# person', other: '# people' })}. We have received it and will reply within one working day, by email or by phone.`,
        )
      : t(
          msg`Thank you for your group booking enquiry for ${plural(size, { one: '# person', other: '# people' })}. We have received it and will reply within one working day by email.`,
        )
    : person.phoneNumber
      ? t(
          msg`Thank you for your group booking enquiry. We have received it and will reply within one working day, by email or by phone.`,
        )
      : t(
          msg`Thank you for your group booking enquiry. We have received it and will reply within one working day by email.`,
        );
  const paragraphs = [
    greetingWords(lang, name),
    thanks,
    t(
      msg`Nothing has been booked or charged yet. We will tell you the dates, the places and the price before you pay anything.`,
    ),
    ...(comment ? [t(msg`What you told us: ${comment}`)] : []),
    t(msg`Questions? Email ${supportEmail}.`),
    independentWords(lang, siteName),
  ];
  return paragraphsEmail(t(msg`We have your group booking enquiry`), paragraphs, lang.htmlLang);
}
