/**
 * Who runs the site (issue 18 point 4): the legal facts a UK business must show its customers
 * on the site, in the terms and privacy notice, and on emails and receipts. Each comes from an
 * environment variable; the defaults are examples, and say so wherever they are shown, so a
 * site that goes live without them cannot pass for a real company's (decision 018).
 *
 * Read by the server (apps/api/src/config/env.ts) for emails, and by the web build
 * (apps/web/vite.config.ts) for the pages, from the same variables.
 */
export interface BusinessIdentity {
  companyName: string;
  companyNumber: string;
  registeredAddress: string;
  vatNumber: string;
  icoRegistrationNumber: string;
  supportPhone: string;
  /** The settings still at their example value, by variable name. */
  examples: string[];
}

type Fact = Exclude<keyof BusinessIdentity, 'examples'>;

/** Each fact, its variable and its example value (README, "The business's identity"). */
export const BUSINESS_IDENTITY_SETTINGS: readonly { fact: Fact; env: string; example: string }[] = [
  { fact: 'companyName', env: 'COMPANY_NAME', example: 'Example Bookings Ltd' },
  { fact: 'companyNumber', env: 'COMPANY_NUMBER', example: '00000000' },
  {
    fact: 'registeredAddress',
    env: 'REGISTERED_ADDRESS',
    example: '1 Example Street, London EC1A 1AA',
  },
  { fact: 'vatNumber', env: 'VAT_NUMBER', example: 'GB000000000' },
  { fact: 'icoRegistrationNumber', env: 'ICO_REGISTRATION_NUMBER', example: 'ZA000000' },
  { fact: 'supportPhone', env: 'SUPPORT_PHONE', example: '0300 000 0000' },
];

const MAX_LENGTH = 200;

/**
 * The identity from environment variables: each one set (and not blank) is used as given, up
 * to 200 characters; each one not set keeps its example and is marked "(example — set X)".
 */
export function businessIdentityFrom(source: Readonly<Record<string, unknown>>): BusinessIdentity {
  const identity = { examples: [] as string[] } as unknown as BusinessIdentity;
  for (const { fact, env, example } of BUSINESS_IDENTITY_SETTINGS) {
    const value = source[env];
    const given =
      typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').slice(0, MAX_LENGTH) : '';
    if (given) identity[fact] = given;
    else {
      identity[fact] = `${example} (example — set ${env})`;
      identity.examples.push(env);
    }
  }
  return identity;
}

/** A phone number as a tel: link: its digits, with + for an international one. */
export function telHref(phone: string): string {
  const number = phone.replace(/\(example.*$/, '');
  return `tel:${number.trim().startsWith('+') ? '+' : ''}${number.replace(/\D/g, '')}`;
}

/** The lines every page footer, email and receipt carries about the business. */
export function businessIdentityLines(identity: BusinessIdentity): string[] {
  return [
    `${identity.companyName}, registered in England and Wales, company number ${identity.companyNumber}.`,
    `Registered office: ${identity.registeredAddress}.`,
    `VAT number ${identity.vatNumber}. ICO registration number ${identity.icoRegistrationNumber}.`,
    `Phone ${identity.supportPhone}.`,
  ];
}
