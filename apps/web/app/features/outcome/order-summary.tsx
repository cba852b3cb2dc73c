import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatLongDate, fullName } from '@site/domain/format';
import type { DateWords } from '@site/domain/format';
import { VOICE_OVER_LANGUAGE } from '@site/domain/i18n';
import type { OrderView } from '@site/domain/schemas';
import { SummaryList } from '../../components/checkout/summary-list';
import type { SummaryRow } from '../../components/checkout/summary-list';
import { PriceBreakdown, type PriceOf } from '../../components/checkout/price-breakdown';
import { formatCourseStart } from '../../lib/course-start';
import { applicationTypeIn, orderDescriptionIn } from '../../lib/order-description';
import { dateAtTime } from '../../lib/visit-words';
import { useDateWords } from '../../i18n/date-words';

// What each kind of order's price lines are (components/checkout/price-breakdown.tsx).
const PRICE_OF: Record<OrderView['kind'], PriceOf> = {
  test: 'test',
  card: 'card',
  'course-online': 'course',
  'course-offline': 'course',
};

/** The test's language ('Polish', as the API takes it) named in the page's language. */
function languageName(language: string, i18n: I18n): string {
  if (i18n.locale === 'en') return language;
  const code =
    language === 'English'
      ? 'en'
      : Object.entries(VOICE_OVER_LANGUAGE).find(([, name]) => name === language)?.[0];
  if (!code) return language;
  try {
    const name = new Intl.DisplayNames([i18n.locale], { type: 'language' }).of(code);
    return name && name !== code
      ? name.charAt(0).toLocaleUpperCase(i18n.locale) + name.slice(1)
      : language;
  } catch {
    return language;
  }
}

function rowsOf(order: OrderView, i18n: I18n, words?: DateWords): SummaryRow[] {
  const rows: SummaryRow[] = [
    {
      key: 'what',
      label: i18n._(msg({ comment: 'Summary row: what was ordered', message: 'Order' })),
      value: orderDescriptionIn(order.description, order.kind, i18n),
    },
  ];
  const { test, card, course } = order;
  if (test) {
    rows.push(
      { key: 'centre', label: i18n._(msg`Test centre`), value: test.centreName },
      {
        key: 'date',
        label: i18n._(
          msg({ comment: 'Summary row: the first-choice test date', message: 'First choice' }),
        ),
        value: dateAtTime(test.date, test.testTime, i18n, words),
      },
      {
        key: 'alt',
        label: i18n._(msg`Second-choice date`),
        value: formatLongDate(test.alternateDate, words),
      },
      { key: 'lang', label: i18n._(msg`Language`), value: languageName(test.language, i18n) },
      {
        key: 'retake',
        label: i18n._(msg`Retaking the test`),
        value: test.retake ? i18n._(msg`Yes`) : i18n._(msg`No`),
      },
    );
  }
  if (card)
    rows.push(
      {
        key: 'card',
        label: i18n._(msg({ comment: 'Summary row: the CSCS card applied for', message: 'Card' })),
        value: `${card.type}, ${applicationTypeIn(card.applicationType, i18n)}`,
      },
      { key: 'trade', label: i18n._(msg`Trade`), value: card.trait },
    );
  if (course) {
    rows.push({
      key: 'date',
      label: course.type === 'Online' ? i18n._(msg`Final assessment`) : i18n._(msg`Date`),
      value:
        course.type === 'Online'
          ? formatLongDate(course.date, words)
          : formatCourseStart(course.date, words, i18n),
    });
    if (course.locationName) {
      const where = [course.locationName, course.locationAddress].filter(Boolean).join(', ');
      rows.push({ key: 'where', label: i18n._(msg`Location`), value: where });
    }
  }
  rows.push({
    key: 'name',
    label: i18n._(msg({ comment: "Summary row: the candidate's full name", message: 'Name' })),
    // In full, middle name too: the name the customer confirmed matches their photo ID.
    value: fullName(order.User),
  });
  return rows;
}

export function OrderSummary({ order }: { order: OrderView }) {
  const { i18n } = useLingui();
  const words = useDateWords();
  return (
    <>
      <SummaryList rows={rowsOf(order, i18n, words)} />
      <PriceBreakdown
        price={order.price}
        of={PRICE_OF[order.kind]}
        paid={order.status === 'paid'}
      />
    </>
  );
}

export const NEXT_STEPS: Record<OrderView['kind'], MessageDescriptor[]> = {
  test: [
    msg`We book your test with the centre and email you the confirmed date and time within one working day.`,
    msg`Take your photo ID to the test centre, and arrive 15 minutes early.`,
    msg`After the test, add your CITB testing ID below so we can help with your card.`,
  ],
  card: [
    msg`We check your application and send it to CSCS within one working day.`,
    msg`CSCS posts your card to your address, usually within 2 weeks.`,
  ],
  'course-online': [
    msg`We email you the link to the course materials today.`,
    msg`Sit the final assessment online on the date you chose.`,
  ],
  'course-offline': [
    msg`We email you joining instructions for the course day.`,
    msg`Bring photo ID. The day starts at the time shown and lasts about 7 hours.`,
  ],
};
