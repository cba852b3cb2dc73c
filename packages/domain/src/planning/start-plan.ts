import type { CardType, TestTypeKey } from '../catalogue/types';
import { LEAD_TIMES } from './lead-times';
import { planDaysAfter, planDaysBefore } from './plan-days';

/** What a worker does, in order, to be on site with a card (issue 21 point 1). */
export type PlanStepKey = 'course' | 'test' | 'application' | 'virtual-card';

export interface PlanStep {
  key: PlanStepKey;
  /** The latest working day to do it and still have the card on the start date. */
  by: string;
  /** The first working day it can be done, counting from today. */
  earliest: string;
  /** False when even the earliest day is after `by`: the start date is too soon for it. */
  fits: boolean;
}

export interface StartPlan {
  start: string;
  /** The HS&E test the card needs (or the trade's, when the worker chose a trade). */
  testType: TestTypeKey;
  steps: PlanStep[];
  /** Every step fits before the start date. */
  fits: boolean;
  /** The first start date every step fits before, when the chosen one is too soon. */
  earliestStart: string;
  /** When the plastic card should arrive by post, if the application goes in on its `by` day. */
  cardByPost: string;
}

export interface PlanRequest {
  /** The day work starts on site, 'YYYY-MM-DD'. */
  start: string;
  card: CardType;
  /** Today in London, 'YYYY-MM-DD'. */
  today: string;
  /** A trade's own test, when the worker chose a trade rather than a card. */
  testType?: TestTypeKey;
}

/** Only the Green Labourer card asks for the Level 1 Award as well as the test. */
export function needsLevel1Award(card: CardType): boolean {
  return card.key === 'green-labourer';
}

/**
 * The card's test, where the catalogue names one; cards that take "the Operatives test or your
 * trade's specialist test" plan with the Operatives test, and the red technical card (the
 * Supervisors or the Managers and Professionals test, by role) with the Supervisors test.
 */
export function testTypeForCard(card: CardType): TestTypeKey {
  if (card.testTypeKey) return card.testTypeKey;
  return card.key === 'red-technical-supervisor-manager' ? 'supervisors' : 'operative';
}

/** A step, the working days after it before the next can start, and how soon it can be done. */
interface Link {
  key: PlanStepKey;
  gapAfter: number;
  fromToday: number;
}

function chainFor(card: CardType): Link[] {
  const chain: Link[] = [
    {
      key: 'test',
      gapAfter: LEAD_TIMES.testBeforeApplication,
      fromToday: LEAD_TIMES.testFromToday,
    },
    { key: 'application', gapAfter: LEAD_TIMES.applicationToVirtualCard, fromToday: 0 },
    { key: 'virtual-card', gapAfter: LEAD_TIMES.virtualCardBeforeStart, fromToday: 0 },
  ];
  if (!needsLevel1Award(card)) return chain;
  const course: Link = {
    key: 'course',
    gapAfter: LEAD_TIMES.courseBeforeTest,
    fromToday: LEAD_TIMES.courseFromToday,
  };
  return [course, ...chain];
}

/**
 * The plan back from a start date: each step's latest day, worked back through the gaps from the
 * start; its earliest day, worked forward from today; and whether it fits. Every date is a
 * working day in every UK nation (`isPlanDay`), so no test or course falls on a day the chosen
 * centre is closed, wherever it is.
 */
export function planStart({ start, card, today, testType }: PlanRequest): StartPlan {
  const chain = chainFor(card);
  const latest: string[] = [];
  let after = start;
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    after = planDaysBefore(after, chain[i]!.gapAfter);
    latest[i] = after;
  }
  const earliest: string[] = [];
  chain.forEach((link, i) => {
    const own = planDaysAfter(today, link.fromToday);
    const previous = i === 0 ? own : planDaysAfter(earliest[i - 1]!, chain[i - 1]!.gapAfter);
    earliest[i] = own > previous ? own : previous;
  });
  const steps = chain.map((link, i) => ({
    key: link.key,
    by: latest[i]!,
    earliest: earliest[i]!,
    fits: earliest[i]! <= latest[i]!,
  }));
  const last = chain.at(-1)!;
  const application = steps.find((step) => step.key === 'application')!;
  return {
    start,
    testType: testType ?? testTypeForCard(card),
    steps,
    fits: steps.every((step) => step.fits),
    earliestStart: planDaysAfter(earliest.at(-1)!, last.gapAfter),
    cardByPost: planDaysAfter(application.by, LEAD_TIMES.applicationToCardByPost),
  };
}
