import type { ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TRAINEE_ROUTES } from '@site/domain/rules/card-rules';
import type { CardType } from '@site/domain/catalogue';
import { getTestType } from '@site/domain/catalogue';
import { formatLongDate } from '@site/domain/format';
import type { PlanStep, StartPlan } from '@site/domain/planning';
import { applyCardHref, bookTestHref, courseBookHref } from '../../config/paths';
import { Link } from '../../i18n/link';
import { useDateWords } from '../../i18n/date-words';

interface StepText {
  title: ReactNode;
  text: ReactNode;
  links?: { to: string; label: ReactNode }[];
}

/** What each step is, and the links that book it with the plan's answers filled in. */
function useStepText(plan: StartPlan, card: CardType): (step: PlanStep) => StepText {
  const { t } = useLingui();
  const words = useDateWords();
  const testName = getTestType(plan.testType)?.name ?? plan.testType;
  const cardName = card.name;
  const byPost = formatLongDate(plan.cardByPost, words);
  return (step) => {
    // A step that cannot fit is booked for its earliest day; one that fits, for its "by" day.
    const bookFor = step.fits ? step.by : step.earliest;
    switch (step.key) {
      case 'course':
        return {
          title: <Trans>Do the Level 1 Award course</Trans>,
          text: (
            <Trans>
              CSCS asks for the Level 1 Award in Health and Safety in a Construction Environment for
              the Green Labourer card. Take it online at home, with a final assessment on the day
              you choose, or in a classroom for one day.
            </Trans>
          ),
          links: [
            { to: courseBookHref('Online', bookFor), label: <Trans>Book the course online</Trans> },
            { to: courseBookHref('Offline'), label: <Trans>Book a classroom course</Trans> },
          ],
        };
      case 'test':
        return {
          title: t`Pass the CITB HS&E test: ${testName}`,
          text: (
            <Trans>
              You sit it at a test centre and get your result the same day. Bring your photo ID.
            </Trans>
          ),
          links: [{ to: bookTestHref(plan.testType), label: <Trans>Book the test</Trans> }],
        };
      case 'application':
        return {
          title: <Trans>Apply for your CSCS card</Trans>,
          text: (
            <>
              <Trans>
                Apply as soon as you have passed the test: you need the testing ID from your result.
                Check <Link to={card.route}>what else the {cardName} card asks for</Link>.
              </Trans>{' '}
              <CardRoutes card={card} />
            </>
          ),
          links: [
            {
              to: applyCardHref(card.name, 'plan'),
              label: t`Apply for the ${cardName} card`,
            },
          ],
        };
      case 'virtual-card':
        return {
          title: <Trans>Your virtual card in the My CSCS app</Trans>,
          text: (
            <Trans>
              Download the free My CSCS app: CSCS puts your card in it, and you show it on site on
              your first day. The plastic card comes by post later, around {byPost}.
            </Trans>
          ),
        };
    }
  };
}

const years = (months: number) => months / 12;

/**
 * How long the card lasts where it has more than one route (rules/card-rules.ts): a first
 * Labourer card and its renewal, and the Trainee card's routes of 1 February 2025.
 */
function CardRoutes({ card }: { card: CardType }) {
  const { t } = useLingui();
  const { rule } = card;
  if (card.key === 'green-labourer' && rule.renewalMonths) {
    const first = years(rule.newMonths);
    const renewed = years(rule.renewalMonths);
    const pass = years(rule.testPassMonths.renewal);
    return t`A first Labourer card lasts ${plural(first, { one: '# year', other: '# years' })}. To renew it for ${plural(renewed, { one: '# year', other: '# years' })}, you show that you work as a labourer, and the test you pass now counts for ${plural(pass, { one: '# year', other: '# years' })}, so you can use it again then.`;
  }
  if (card.key === 'red-trainee') {
    const registered = years(TRAINEE_ROUTES.registered.months);
    const level2 = years(TRAINEE_ROUTES.nonCompetenceQualification.months);
    return t`The Trainee card lasts ${plural(registered, { one: '# year', other: '# years' })} if you are registered for an NVQ/SVQ, or ${plural(level2, { one: '# year', other: '# years' })} with a Level 2 qualification for your trade that CSCS approves.`;
  }
  return null;
}

/** The steps of a plan, each with its date, and the start on site at the end. */
export function PlanSteps({ plan, card }: { plan: StartPlan; card: CardType }) {
  const words = useDateWords();
  const textOf = useStepText(plan, card);
  const startDay = formatLongDate(plan.start, words);
  return (
    <ol className="plan-steps">
      {plan.steps.map((step) => {
        const { title, text, links } = textOf(step);
        const by = formatLongDate(step.by, words);
        const earliest = formatLongDate(step.earliest, words);
        return (
          <li key={step.key} className={step.fits ? 'plan-step' : 'plan-step too-late'}>
            <h3>{title}</h3>
            <p className="plan-date">
              <Trans>By {by}</Trans>
            </p>
            {step.fits ? null : (
              <p className="warning-text">
                <Trans>Too soon: the earliest you can do this is {earliest}.</Trans>
              </p>
            )}
            <p>{text}</p>
            {links ? (
              <ul className="plan-links">
                {links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
      <li className="plan-step">
        <h3>
          <Trans>Start on site</Trans>
        </h3>
        <p className="plan-date">{startDay}</p>
      </li>
    </ol>
  );
}
