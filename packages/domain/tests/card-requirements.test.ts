import { describe, expect, it } from 'vitest';
import {
  CARD_NAMES,
  CARD_QUALIFICATION,
  requirementsFor,
  testForCard,
  unmetRequirements,
} from '../src/catalogue';
import { createCardBody } from '../src/schemas';
import { MESSAGES } from '../src/validators';
import { buildCardApplication } from '../test-support';

describe('card requirements (issue 21)', () => {
  it('asks a new Green Labourer card for the Level 1 Award and the HS&E test', () => {
    expect(requirementsFor('Green Labourer', 'New Card')).toEqual(['level-1-award', 'hse-test']);
  });

  it('asks a Labourer renewal for evidence of labouring work too', () => {
    expect(requirementsFor('Green Labourer', 'Renew Card')).toEqual([
      'level-1-award',
      'hse-test',
      'labouring-work',
    ]);
    expect(
      unmetRequirements('Green Labourer', 'Renew Card', ['level-1-award', 'hse-test']),
    ).toEqual(['labouring-work']);
  });

  it('takes either Trainee route: registered on a qualification, or a Level 2 non-competence one', () => {
    expect(requirementsFor('Red Trainee', 'New Card')).toEqual([
      'nvq-registration',
      'non-competence-qualification',
      'hse-test',
    ]);
    expect(
      unmetRequirements('Red Trainee', 'New Card', ['non-competence-qualification', 'hse-test']),
    ).toEqual([]);
    expect(unmetRequirements('Red Trainee', 'New Card', ['nvq-registration', 'hse-test'])).toEqual(
      [],
    );
    expect(unmetRequirements('Red Trainee', 'New Card', ['hse-test'])).toEqual([
      'nvq-registration',
    ]);
  });

  it('asks another renewal the same as a new card, and a lost or stolen card nothing', () => {
    expect(requirementsFor('Blue Skilled Worker', 'Renew Card')).toEqual([
      'nvq-level-2',
      'hse-test',
    ]);
    expect(requirementsFor('Black Manager', 'Lost/Stolen Card')).toEqual([]);
  });

  it('gives every card a qualification', () => {
    for (const name of CARD_NAMES) expect(CARD_QUALIFICATION[name]).toBeTruthy();
  });

  it('names what was not confirmed', () => {
    expect(unmetRequirements('Green Labourer', 'New Card', ['hse-test'])).toEqual([
      'level-1-award',
    ]);
    expect(unmetRequirements('Green Labourer', 'New Card', ['level-1-award', 'hse-test'])).toEqual(
      [],
    );
  });

  it("picks the card's own test, else the trade's, else Operatives", () => {
    expect(testForCard('Black Manager', 'Labourer, General Construction Operative')).toBe(
      'managers-and-professionals',
    );
    expect(testForCard('Green Labourer', 'Aerial and Satellite Installer')).toBe(
      'working-at-height',
    );
    expect(testForCard('Green Labourer', 'Labourer, General Construction Operative')).toBe(
      'operative',
    );
    expect(testForCard('Red Experienced Worker')).toBe('operative');
  });
});

describe('POST /card body: the requirements', () => {
  const issuesOf = (body: unknown) => {
    const result = createCardBody.safeParse(body);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes an application that confirms all its card needs', () => {
    expect(issuesOf(buildCardApplication())).toEqual([]);
  });

  it('refuses one that leaves a requirement out, on the requirements field', () => {
    expect(issuesOf(buildCardApplication({ requirements: ['hse-test'] }))).toEqual([
      ['requirements', MESSAGES.cardRequirements],
    ]);
    const { requirements: _left, ...without } = buildCardApplication();
    expect(issuesOf(without)).toEqual([['requirements', MESSAGES.cardRequirements]]);
  });

  it('refuses a Labourer renewal without evidence of labouring work', () => {
    const renewal = { applicationType: 'Renew Card', registrationNumber: '12345678' } as const;
    expect(
      issuesOf(buildCardApplication({ ...renewal, requirements: ['level-1-award', 'hse-test'] })),
    ).toContainEqual(['requirements', MESSAGES.cardRequirements]);
    expect(
      issuesOf(
        buildCardApplication({
          ...renewal,
          requirements: ['level-1-award', 'hse-test', 'labouring-work'],
        }),
      ).filter(([path]) => path === 'requirements'),
    ).toEqual([]);
  });

  it('refuses a key it does not know', () => {
    expect(issuesOf(buildCardApplication({ requirements: ['hse-test', 'magic'] }))).toContainEqual([
      'requirements.1',
      MESSAGES.cardRequirements,
    ]);
  });

  it('asks nothing of a lost or stolen card', () => {
    const body = buildCardApplication({
      type: 'Black Manager',
      applicationType: 'Lost/Stolen Card',
      trait: 'Construction Manager',
      requirements: [],
    });
    expect(issuesOf(body).filter(([path]) => path === 'requirements')).toEqual([]);
  });
});
