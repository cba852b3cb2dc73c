import { describe, expect, it } from 'vitest';
import type { ConfirmationInput } from '../src/email/confirmation-email';

describe('the confirmation for each kind of order', () => {
  const person = {
    id: 'p',
    kind: 'candidate' as const,
    title: 'Ms',
    firstName: 'Amy',
    middleName: null,
    lastName: 'Jones',
    dateOfBirth: null,
    nationalInsuranceNumber: null,
    email: 'amy@example.com',
    phoneNumber: null,
    address: null,
    town: null,
    postcode: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
  type OrderRow = ConfirmationInput['order'];
  const order = (
    kind: 'test' | 'card' | 'course-online' | 'course-offline',
    details: unknown,
  ): OrderRow =>
    ({
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      kind,
      personId: 'p',
      status: 'paid' as const,
      officialFeePence: 3600,
      serviceFeePence: 1999,
      totalPence: 5599,
      details,
      testingId: null,
      nationalInsuranceNumber: null,
      idempotencyKey: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      paidAt: new Date(),
    }) as unknown as OrderRow;
  const common = {
    person,
    card: null,
    publicBaseUrl: 'https://b.example',
    supportEmail: 'help@b.example',
  };

  it('says what, when and where, the reference, the amount, next steps and the support address', async () => {
    const { renderConfirmation } = await import('../src/email/confirmation-email');
    const card = renderConfirmation({
      ...common,
      order: order('card', {
        type: 'Green Labourer',
        applicationType: 'New Card',
        trait: 'Labourer',
      }),
    });
    expect(card.text).toContain('Card: CSCS Green Labourer');
    expect(card.text).toContain('Total paid: £55.99');
    expect(card.text).toContain('0F8FAD5BD9');
    expect(card.text).toContain('help@b.example');
    expect(card.html).toContain('Next steps');
    // A new card needs only the CITB testing ID.
    expect(card.text).toContain('Reply with your CITB testing ID,');

    const lostWithNumber = renderConfirmation({
      ...common,
      card: { id: 'c', orderId: 'o', testingId: null, registrationNumber: 'AB123456' } as never,
      order: order('card', {
        type: 'Blue Skilled Worker',
        applicationType: 'Lost/Stolen Card',
        trait: 'Bricklayer',
      }),
    });
    expect(lostWithNumber.text).toContain('there is nothing more you need to send');

    const online = renderConfirmation({
      ...common,
      order: {
        ...order('course-online', { type: 'Online', name: 'Level 1 Award', date: '2026-12-14' }),
        officialFeePence: 0,
        serviceFeePence: 9900,
        totalPence: 9900,
      },
    });
    expect(online.text).toContain('Final assessment: Monday 14 December 2026');
    // One course fee, as the site shows it.
    expect(online.text).toContain('Course fee, total paid: £99.00');
    expect(online.text).not.toContain('Official fee');

    const classroom = renderConfirmation({
      ...common,
      courseAddress: '1 Great Eastern Road, London, E15 1BB',
      order: order('course-offline', {
        type: 'Offline',
        name: 'Level 1 Award in Health and Safety',
        date: '2026-12-14T09:00:00.000Z',
        locationName: 'London Stratford',
      }),
    });
    expect(classroom.text).toContain('Date: Monday 14 December 2026, 9:00am');
    expect(classroom.text).toContain(
      'Where: London Stratford, 1 Great Eastern Road, London, E15 1BB',
    );
    expect(classroom.html).not.toContain('<script');
  });

  it('names the retake answer and the full name the photo ID must carry, for a test', async () => {
    const { renderConfirmation } = await import('../src/email/confirmation-email');
    const test = renderConfirmation({
      ...common,
      person: { ...person, middleName: 'Ann-Marie' },
      order: order('test', {
        location: 1,
        date: '2026-12-14',
        alternateDate: '2026-12-15',
        testTime: '09:30',
        testType: 'operative',
        retake: true,
        language: 'English',
      }),
    });
    expect(test.text).toContain('Retaking the test: Yes');
    expect(test.text).toContain('Bring photo identification in the name Amy Ann-Marie Jones');
  });
});
