import { describe, expect, it } from 'vitest';
import { businessIdentityFrom, telHref } from '@site/domain/schemas';
import { readEnv } from '../src/config/env';
import { withBusinessFooter } from '../src/email/business-footer';
import { createEmailWorker } from '../src/email/email-worker';
import { paidTestOrder, useAdminApp } from './admin-support';
import { capturingMailer } from './email-support';

/** Issue 18 point 4: the business's identity, from settings, on every email. */
const ctx = useAdminApp();

const SETTINGS = {
  COMPANY_NAME: 'SafeSite Bookings Ltd',
  COMPANY_NUMBER: '12345678',
  REGISTERED_ADDRESS: '4 Park Row, Leeds LS1 5HD',
  VAT_NUMBER: 'GB123456789',
  ICO_REGISTRATION_NUMBER: 'ZB123456',
  SUPPORT_PHONE: '0113 496 0000',
};

describe('business identity settings', () => {
  it('uses each setting given, and marks each one left unset as an example', () => {
    const configured = businessIdentityFrom(readEnv(SETTINGS));
    expect(configured).toEqual({
      companyName: 'SafeSite Bookings Ltd',
      companyNumber: '12345678',
      registeredAddress: '4 Park Row, Leeds LS1 5HD',
      vatNumber: 'GB123456789',
      icoRegistrationNumber: 'ZB123456',
      supportPhone: '0113 496 0000',
      examples: [],
    });
    const bare = businessIdentityFrom(readEnv({ COMPANY_NAME: '  ' }));
    expect(bare.companyName).toBe('Example Bookings Ltd (example — set COMPANY_NAME)');
    expect(bare.supportPhone).toBe('0300 000 0000 (example — set SUPPORT_PHONE)');
    expect(bare.examples).toEqual([
      'COMPANY_NAME',
      'COMPANY_NUMBER',
      'REGISTERED_ADDRESS',
      'VAT_NUMBER',
      'ICO_REGISTRATION_NUMBER',
      'SUPPORT_PHONE',
    ]);
    expect(telHref(bare.supportPhone)).toBe('tel:03000000000');
    expect(telHref('+44 113 496 0000')).toBe('tel:+441134960000');
  });

  it('puts one footer with the identity on every email the worker sends', async () => {
    const { mailer, sent } = capturingMailer();
    const worker = createEmailWorker({
      db: ctx.database.db,
      mailer,
      from: 'SafeSite Bookings <bookings@example.com>',
      supportEmail: 'support@example.com',
      publicBaseUrl: 'http://localhost:3000',
      business: businessIdentityFrom(SETTINGS),
    });
    await paidTestOrder(ctx, { email: 'footer@example.com', lastName: 'Footerby' });
    await worker.runOnce();
    const [email] = sent.filter((e) => e.to === 'footer@example.com');
    expect(email!.text).toContain(
      'SafeSite Bookings Ltd, registered in England and Wales, company number 12345678.',
    );
    expect(email!.text).toContain('Registered office: 4 Park Row, Leeds LS1 5HD.');
    expect(email!.text).toContain('VAT number GB123456789. ICO registration number ZB123456.');
    expect(email!.html).toMatch(/Phone 0113 496 0000\.<\/p>\s*<\/body>/);
  });

  it('escapes the settings in the HTML footer', () => {
    const email = withBusinessFooter(
      { subject: 's', text: 'Hello\n', html: '<html><body><p>Hello</p></body></html>' },
      businessIdentityFrom({ COMPANY_NAME: 'A & B <Ltd>' }),
    );
    expect(email.html).toContain('A &#38; B &#60;Ltd&#62;');
    expect(email.html).not.toContain('<Ltd>');
    expect(email.text).toContain('Hello\n\n--\nA & B <Ltd>, registered');
  });
});
