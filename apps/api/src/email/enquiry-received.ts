import type { Contact, PeopleRepository } from '../repositories/people-repository';
import { enqueueEnquiryEmail } from './outbox';

/**
 * Stores an enquiry; a group booking with an email address also gets its acknowledgement
 * queued in the same transaction (a plain contact message is answered by a person).
 */
export function receiveEnquiry(people: PeopleRepository, contact: Contact): Promise<string> {
  return people.createContact(contact, async (tx, enquiry) => {
    if (enquiry.kind === 'group-booking' && contact.email) {
      await enqueueEnquiryEmail(tx, enquiry.id, 'group-enquiry-received');
    }
  });
}
