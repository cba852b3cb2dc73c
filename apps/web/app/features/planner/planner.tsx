import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { planStart } from '@site/domain/planning';
import { todayInLondon } from '@site/domain/validators';
import { useHydrated } from '../../lib/client-only';
import { PlanForm } from './plan-form';
import { cardKeyOf, planQueryOf, planSearch } from './plan-query';
import { PlanView } from './plan-view';

/**
 * The start-date planner at /plan (issue 21 point 1). The answers live in the address, so a
 * plan survives a reload and Back. The prerendered HTML holds the empty form; the plan is worked
 * out in the browser, from today in London, once it has taken over.
 */
export function Planner() {
  const live = useHydrated();
  const [params, setParams] = useSearchParams();
  const [asked, setAsked] = useState(false);
  const today = live ? todayInLondon() : undefined;
  const query = live ? planQueryOf(params) : undefined;
  const plan =
    query && today ? planStart({ ...query, today, testType: query.trade?.testType }) : undefined;
  const cardKey = live ? cardKeyOf(params) : undefined;
  // A new visitor keeps the very form the page painted (decision 022); a plan in the address
  // (a reload, Back, a card page's link) starts a form with its answers.
  const formKey = query ? planSearch(query) : cardKey ? `card=${cardKey}` : 'first';
  return (
    <>
      <PlanForm
        key={formKey}
        shown={query}
        cardKey={cardKey}
        onPlan={(next) => {
          setAsked(true);
          setParams(planSearch(next), { preventScrollReset: true });
        }}
      />
      {plan && query ? <PlanView plan={plan} card={query.card} focus={asked} /> : null}
    </>
  );
}
