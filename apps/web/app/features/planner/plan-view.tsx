import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CardType } from '@site/domain/catalogue';
import { formatLongDate } from '@site/domain/format';
import { LEAD_TIMES, type StartPlan } from '@site/domain/planning';
import { useDateWords } from '../../i18n/date-words';
import { RulesChecked } from '../../components/rules-checked';
import { cardTitleWords } from '../../lib/card-title';
import { PlanSteps } from './plan-steps';
import { workingDaysText } from './working-days-words';

export interface PlanViewProps {
  plan: StartPlan;
  card: CardType;
  /** Move focus to the plan: it was just asked for, and screen readers should hear it. */
  focus: boolean;
}

/** The plan for a start date: whether it fits, each step's date, and where the dates come from. */
export function PlanView({ plan, card, focus }: PlanViewProps) {
  const { i18n } = useLingui();
  const words = useDateWords();
  const heading = useRef<HTMLHeadingElement>(null);
  const startDay = formatLongDate(plan.start, words);
  const earliestStart = formatLongDate(plan.earliestStart, words);
  const cardTitle = cardTitleWords(i18n, card);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, plan.start, card.key]);
  return (
    <section className="plan" aria-labelledby="plan-title">
      <h2 id="plan-title" ref={heading} tabIndex={-1}>
        <Trans>
          Your plan: {cardTitle} by {startDay}
        </Trans>
      </h2>
      {plan.fits ? (
        <p className="notice">
          <Trans>
            There is time. Do each step by the date shown; sooner is safer, as places can fill up.
          </Trans>
        </p>
      ) : (
        <div className="warning-text" id="plan-too-soon">
          <p>
            <Trans>
              {startDay} is too soon: not every step fits before it. The earliest start that works
              is {earliestStart}.
            </Trans>
          </p>
          <p>
            <Trans>
              Ask your employer if you can start then, and book each step as soon as you can.
            </Trans>
          </p>
        </div>
      )}
      <PlanSteps plan={plan} card={card} />
      <DatesNote />
      <RulesChecked sources={[card.rule.source, 'cscsApplyingForCards']} />
    </section>
  );
}

/** Where the dates come from, and that they are estimates (issue 21 point 1). */
function DatesNote() {
  const { i18n } = useLingui();
  const testLead = workingDaysText(i18n, LEAD_TIMES.testFromToday);
  const cscsDays = workingDaysText(i18n, LEAD_TIMES.applicationToVirtualCard);
  const postDays = workingDaysText(i18n, LEAD_TIMES.applicationToCardByPost);
  return (
    <div className="plan-note" id="plan-estimates">
      <h2>
        <Trans>Where these dates come from</Trans>
      </h2>
      <p>
        <Trans>
          These dates are estimates, not promises. Each one is the latest working day (Monday to
          Friday, not a bank holiday) to do that step. Test centres and our courses are closed on
          Sundays and bank holidays, so no step falls on one.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            The test: we book it with the centre after you pay. Centres usually have places within
            about {testLead} (CITB test booking times).
          </Trans>
        </li>
        <li>
          <Trans>
            The card: CSCS usually deals with an application within about {cscsDays} and puts the
            virtual card in the My CSCS app; the plastic card comes by post within about {postDays}{' '}
            (CSCS processing times).
          </Trans>
        </li>
        <li>
          <Trans>Busy times, such as before Christmas, can take longer: book early.</Trans>
        </li>
      </ul>
    </div>
  );
}
