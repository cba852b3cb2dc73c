import { contactBody, contactCreatedResponse } from '@site/domain/schemas';
import type { ContactBody } from '@site/domain/schemas';
import { apiRequest } from '../api-client';
import { pageLocale } from '../journey/place-order';
import { validateWith } from '../form-validation';
import type { Validated } from '../form-validation';

export type EnquiryValues = Partial<
  Record<
    | 'title'
    | 'firstName'
    | 'middleName'
    | 'lastName'
    | 'email'
    | 'phoneNumber'
    | 'nationalInsuranceNumber'
    | 'address'
    | 'comment'
    | 'groupSize',
    string
  >
>;

/** Spec §5: in contact only the names are required; the title defaults to Mr. */
export function validateEnquiry(
  values: EnquiryValues,
  kind: 'contact' | 'group-booking',
): Validated<ContactBody> {
  const result = validateWith(contactBody, { ...values, kind });
  // Send what was typed; the server applies the same schema and its own normalising.
  return result.ok ? { ok: true, data: { ...values, kind } as ContactBody } : result;
}

/** POST /contact: reads data.userId (spec §7); sent with the page's language (issue 20). */
export async function sendEnquiry(body: ContactBody): Promise<string> {
  const sent = await apiRequest('/contact', {
    method: 'POST',
    body: { ...body, locale: pageLocale() },
    schema: contactCreatedResponse,
    expect: [201],
  });
  return sent.data.userId;
}

/** Whether an enquiry left a way to answer it: the contact fields are optional (spec §5). */
export function canReplyTo(values: EnquiryValues): boolean {
  return Boolean(values.email?.trim() || values.phoneNumber?.trim());
}
