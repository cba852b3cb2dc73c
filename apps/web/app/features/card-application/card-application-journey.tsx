import { useLingui } from '@lingui/react/macro';
import { CARD_TYPES } from '@site/domain/catalogue';
import { useHydrated } from '../../lib/client-only';
import { firstStepKey } from '../../lib/journey/hand-over';
import { useJourney } from '../../lib/journey/use-journey';
import { DetailsStep } from '../../components/form/details-step';
import { CARD_STEPS, cardJourney } from './answers';
import type { CardAnswers } from './answers';
import { ApplicationTypeStep } from './steps/application-type-step';
import { CardTypeStep } from './steps/card-type-step';
import { CheckStep } from './steps/check-step';
import { ReferencesStep } from './steps/references-step';
import { RequirementsStep } from './steps/requirements-step';
import { TradeStep } from './steps/trade-step';

export interface CardApplicationJourneyProps {
  /** Query t: the card name to preselect (spec §2). */
  cardType?: string | null;
  source?: string | null;
}

/** Query t names a card as people and links write it: 'Black Manager', 'black-manager' or a card page's path. */
function cardFromQuery(t: string) {
  const wanted = t.trim().toLowerCase().replace(/^\//, '');
  return CARD_TYPES.find(
    (card) =>
      card.name.toLowerCase() === wanted || card.key === wanted || card.route.slice(1) === wanted,
  );
}

function initialAnswers({ cardType, source }: CardApplicationJourneyProps): CardAnswers {
  const saved = cardJourney.store.read() ?? {};
  const next = { ...saved };
  const card = cardType ? cardFromQuery(cardType) : undefined;
  if (card && card.name !== saved.cardType)
    Object.assign(next, { cardType: card.name, applicationType: undefined, trait: undefined });
  if (source) next.source = source.slice(0, 100);
  cardJourney.store.write(next);
  return next;
}

/** 'Apply for a CSCS card: step 2 of 6', in the page's language. */
function useCardCaption(): (index: number, steps?: readonly string[]) => string {
  const { t } = useLingui();
  return (index, steps = CARD_STEPS) => {
    const step = index + 1;
    const total = steps.length;
    return t`Apply for a CSCS card: step ${step} of ${total}`;
  };
}

/**
 * Card application at /apply-cscs-card (issue 4 point 3). Until the browser has taken over (and
 * in the prerendered HTML) it shows the first question with nothing answered, as a visitor with
 * nothing saved and no link's choice sees it; such a visitor then keeps that very form
 * (decisions 015 and 022).
 */
export function CardApplicationJourney(props: CardApplicationJourneyProps) {
  const live = useHydrated();
  const cardCaption = useCardCaption();
  const { step, answers, change, common, details } = useJourney(cardJourney, {
    initial: () => initialAnswers(props),
    caption: ({ index, steps }) => cardCaption(index, steps),
  });
  if (!live) {
    return <CardTypeStep key="card-type" answers={{}} caption={cardCaption(0)} onDone={() => {}} />;
  }

  switch (step) {
    case 'card-type':
      return <CardTypeStep key={firstStepKey(step, answers, {})} {...common} />;
    case 'application-type':
      return <ApplicationTypeStep key={step} {...common} />;
    case 'trade':
      return <TradeStep key={step} {...common} />;
    case 'requirements':
      return <RequirementsStep key={step} {...common} />;
    case 'references':
      return <ReferencesStep key={step} {...common} />;
    case 'details':
      return <DetailsStep key={step} {...details} />;
    case 'check':
      return <CheckStep key={step} {...common} onChange={change} />;
  }
}
