import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CARD_TRADES, CARD_TYPES } from '@site/domain/catalogue';
import { paths } from '../../config/paths';
import { Link } from '../../i18n/link';
import type { FieldErrors } from '../../lib/form-validation';
import { StepForm } from '../../components/form/step-form';
import { SelectField } from '../../components/form/select-field';
import {
  DatePartsField,
  isoFromParts,
  partsFromIso,
  type DateParts,
} from '../../components/form/date-parts-field';
import { validatePlan, type PlanQuery } from './plan-query';
import { cardTitleWords } from '../../lib/card-title';

export interface PlanFormProps {
  /** The plan shown, whose answers the form starts with. */
  shown?: PlanQuery;
  /** A card a link chose, when no plan is shown yet. */
  cardKey?: string;
  onPlan: (query: PlanQuery) => void;
}

/** "When do you start on site?" and "Which card do you need?" (issue 21 point 1). */
export function PlanForm({ shown, cardKey, onPlan }: PlanFormProps) {
  const { i18n, t } = useLingui();
  const [start, setStart] = useState<DateParts>(partsFromIso(shown?.start));
  const [card, setCard] = useState(shown?.card.key ?? cardKey ?? '');
  const [trade, setTrade] = useState(shown?.trade?.name ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    const result = validatePlan(isoFromParts(start), card, trade);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onPlan(result.data);
  };
  return (
    <StepForm errors={errors} onSubmit={submit} submitLabel={t`Make my plan`}>
      <DatePartsField
        id="start"
        legend={t`When do you start on site?`}
        hint={t`The first day you work on site.`}
        value={start}
        onValueChange={setStart}
        error={errors['start-day']}
      />
      <SelectField
        id="card"
        label={t`Which card do you need?`}
        hint={
          <Trans>
            Not sure? <Link to={paths.cardTypes}>Compare the CSCS cards</Link> or{' '}
            <Link to={paths.testPerOccupation}>look up your trade</Link>.
          </Trans>
        }
        value={card}
        onValueChange={setCard}
        placeholder={t`Choose a card`}
        // The official names stay in English, with 'card' in the page's language (lib/card-title.ts).
        options={CARD_TYPES.map((type) => ({ value: type.key, label: cardTitleWords(i18n, type) }))}
        error={errors.card}
      />
      <SelectField
        id="trade"
        label={t`What is your trade? (optional)`}
        hint={t`Some trades take a specialist test instead of the Operatives test.`}
        value={trade}
        onValueChange={setTrade}
        placeholder={t`Choose your trade`}
        // Trade names are CSCS's own list, in English as printed on the card.
        options={CARD_TRADES.map((name) => ({ value: name, label: name }))}
      />
    </StepForm>
  );
}
