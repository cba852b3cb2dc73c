import { describe, expect, it } from 'vitest';
import { addMonths, todayInLondon } from '@site/domain/validators';
import { cardJourney, firstIncompleteCardStep, missingRequirements } from './answers';
import type { CardAnswers } from './answers';

const green: CardAnswers = {
  cardType: 'Green Labourer',
  applicationType: 'New Card',
  trait: 'Labourer, General Construction Operative',
};

describe('the card application and what the card needs (issue 21)', () => {
  it('asks for the requirements after the trade', () => {
    expect(firstIncompleteCardStep(green)).toBe('requirements');
  });

  it('goes no further while one is answered "no"', () => {
    const answers = { ...green, requirements: { 'level-1-award': false, 'hse-test': true } };
    expect(missingRequirements(answers)).toEqual(['level-1-award']);
    expect(
      firstIncompleteCardStep({ ...answers, testingId: 'CITB123456', detailsDone: true }),
    ).toBe('requirements');
  });

  it('moves on to the references once everything is "yes"', () => {
    const answers = { ...green, requirements: { 'level-1-award': true, 'hse-test': true } };
    expect(firstIncompleteCardStep(answers)).toBe('references');
  });

  it('skips the requirements, and the card number, for a lost or stolen card', () => {
    const lost: CardAnswers = { ...green, applicationType: 'Lost/Stolen Card' };
    expect(cardJourney.stepsFor(lost)).not.toContain('requirements');
    expect(firstIncompleteCardStep(lost)).toBe('details');
  });

  it('still asks a renewal for its card number', () => {
    const renewal: CardAnswers = {
      ...green,
      applicationType: 'Renew Card',
      requirements: { 'level-1-award': true, 'hse-test': true, 'labouring-work': true },
      testingId: 'CITB123456',
    };
    expect(firstIncompleteCardStep(renewal)).toBe('references');
  });

  it('stops a Labourer renewal without evidence of labouring work', () => {
    const renewal: CardAnswers = {
      ...green,
      applicationType: 'Renew Card',
      requirements: { 'level-1-award': true, 'hse-test': true, 'labouring-work': false },
    };
    expect(missingRequirements(renewal)).toEqual(['labouring-work']);
    expect(firstIncompleteCardStep(renewal)).toBe('requirements');
  });

  it('lets a Trainee on either route through: registered, or a Level 2 qualification', () => {
    const trainee: CardAnswers = {
      ...green,
      cardType: 'Red Trainee',
      applicationType: 'New Card',
      requirements: {
        'nvq-registration': false,
        'non-competence-qualification': true,
        'hse-test': true,
      },
    };
    expect(missingRequirements(trainee)).toEqual([]);
    expect(
      missingRequirements({
        ...trainee,
        requirements: { ...trainee.requirements, 'non-competence-qualification': false },
      }),
    ).toEqual(['nvq-registration']);
  });

  it('keeps a renewal on the references until its card is within 6 months of expiring', () => {
    const renewal: CardAnswers = {
      ...green,
      applicationType: 'Renew Card',
      requirements: { 'level-1-award': true, 'hse-test': true, 'labouring-work': true },
      testingId: 'CITB001234567',
      registrationNumber: '12345678',
      detailsDone: true,
    };
    const today = todayInLondon();
    expect(firstIncompleteCardStep(renewal)).toBe('references');
    expect(firstIncompleteCardStep({ ...renewal, cardExpiresOn: addMonths(today, 24) })).toBe(
      'references',
    );
    expect(firstIncompleteCardStep({ ...renewal, cardExpiresOn: addMonths(today, 3) })).toBe(
      'check',
    );
  });
});
