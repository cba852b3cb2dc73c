import type { enquiries, people } from '../db/schema';
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
 * that nothing is booked or charged yet, and when to expect a reply.
 */
export function renderGroupEnquiryReceived({
  enquiry,
  person,
  supportEmail,
  siteName = 'SafeSite Bookings',
}: EnquiryEmailInput): RenderedEmail {
  const subject = 'We have your group booking enquiry';
  const size = enquiry.groupSize ? ` for ${enquiry.groupSize} people` : '';
  const paragraphs = [
    `Dear ${person.firstName} ${person.lastName},`,
    `Thank you for your group booking enquiry${size}. We have received it and will reply within one working day${person.phoneNumber ? ', by email or by phone' : ' by email'}.`,
    'Nothing has been booked or charged yet. We will tell you the dates, the places and the price before you pay anything.',
    ...(enquiry.comment ? [`What you told us: ${enquiry.comment}`] : []),
    `Questions? Email ${supportEmail}.`,
    `${siteName} is an independent booking service. It is not CITB or CSCS.`,
  ];
  return paragraphsEmail(subject, paragraphs);
}
