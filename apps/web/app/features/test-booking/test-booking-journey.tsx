import { useSearchParams } from 'react-router';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TEST_TYPES, getCentreById } from '@site/domain/catalogue';
import { useHydrated } from '../../lib/client-only';
import { firstStepKey } from '../../lib/journey/hand-over';
import { useJourney } from '../../lib/journey/use-journey';
import { DetailsStep } from '../../components/form/details-step';
import { TEST_STEPS, testJourney } from './answers';
import type { TestAnswers } from './answers';
import { CentreStep } from './steps/centre-step';
import { DateStep } from './steps/date-step';
import { LanguageStep } from './steps/language-step';
import { PhotoIdStep } from './steps/photo-id-step';
import { RetakeStep } from './steps/retake-step';
import { TestTypeStep } from './steps/test-type-step';

export interface TestBookingJourneyProps {
  /** Query t: a test type key to preselect (spec §2). */
  testType?: string | null;
  /** /book-citb-test/{locationId}: the centre preselected. */
  locationId?: number;
}

/** Query t as links write it: a key ('supervisors') or a name ('Supervisors Test'). */
function testTypeFromQuery(t: string) {
  const wanted = t.trim().toLowerCase();
  return TEST_TYPES.find((type) => type.key === wanted || type.name.toLowerCase() === wanted);
}

/**
 * The saved answers, with what the link preselects. A journey already under way (its address
 * names a step: a reload, or Back from checkout) keeps the answers given since:
 * /book-citb-test/{locationId} stays in the address on every step, and a centre chosen at the
 * centre step must not turn back into the link's. A step address opened where nothing is saved
 * (a new tab) still takes the link's choices.
 */
function initialAnswers(
  { testType, locationId }: TestBookingJourneyProps,
  underWay: boolean,
): TestAnswers {
  const saved = testJourney.store.read() ?? {};
  const next = { ...saved };
  const wanted = testType ? testTypeFromQuery(testType) : undefined;
  if (wanted && wanted.key !== saved.testType && !(underWay && saved.testType)) {
    next.testType = wanted.key;
    next.language = undefined;
  }
  const keepsCentre = underWay && saved.location !== undefined;
  if (locationId !== undefined && getCentreById(locationId) && !keepsCentre) {
    next.location = locationId;
  }
  testJourney.store.write(next);
  return next;
}

/**
 * 'Book a CITB test: step 2 of 8'. Until the centre step, a centre already chosen (the link of a
 * centre's page) is named: 'Book a CITB test at Leeds: step 1 of 8'.
 */
function testCaption(i18n: I18n, index: number, answers: TestAnswers): string {
  const centre =
    index < TEST_STEPS.indexOf('centre') && answers.location !== undefined
      ? getCentreById(answers.location)
      : undefined;
  const step = index + 1;
  const total = TEST_STEPS.length + 1;
  if (!centre) return i18n._(msg`Book a CITB test: step ${step} of ${total}`);
  const shortName = centre.shortName;
  return i18n._(msg`Book a CITB test at ${shortName}: step ${step} of ${total}`);
}

/**
 * The answers of a visitor with nothing saved and no link's choice: none, or on
 * /book-citb-test/{locationId} the centre. The prerendered page shows the first question with
 * them (decision 015).
 */
function firstAnswers(locationId: number | undefined): TestAnswers {
  return locationId !== undefined && getCentreById(locationId) ? { location: locationId } : {};
}

/**
 * Test booking at /book-citb-test (issue 4 point 1): one question per step, then checkout. Until
 * the browser has taken over (and in the prerendered HTML) it shows the first question with
 * nothing answered; a new visitor then keeps that very form (decision 022).
 */
export function TestBookingJourney(props: TestBookingJourneyProps) {
  const [params] = useSearchParams();
  const live = useHydrated();
  const { i18n, t } = useLingui();
  const { step, answers, common, details } = useJourney(testJourney, {
    initial: () => initialAnswers(props, params.has('step')),
    caption: ({ index, answers }) => testCaption(i18n, index, answers),
  });
  const first = firstAnswers(props.locationId);
  if (!live) {
    return (
      <TestTypeStep
        key="test-type"
        answers={first}
        caption={testCaption(i18n, 0, first)}
        onDone={() => {}}
      />
    );
  }

  switch (step) {
    case 'test-type':
      return <TestTypeStep key={firstStepKey(step, answers, first)} {...common} />;
    case 'language':
      return <LanguageStep key={step} {...common} />;
    case 'centre':
      return <CentreStep key={step} {...common} />;
    case 'date':
      return <DateStep key={step} {...common} />;
    case 'retake':
      return <RetakeStep key={step} {...common} />;
    case 'photo-id':
      return <PhotoIdStep key={step} {...common} />;
    case 'details':
      return (
        <DetailsStep
          key={step}
          {...details}
          intro={t({
            comment:
              'Above the name fields. Translations add: in Latin letters as printed on the ID, accents kept.',
            message:
              'Enter your name exactly as it appears on your photo ID: the test centre checks it.',
          })}
        />
      );
  }
}
