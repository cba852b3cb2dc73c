import { formatLongDate, formatTime, fullName } from '@site/domain/format';
import type { OrderView } from '@site/domain/schemas';
import { SummaryList } from '../../components/checkout/summary-list';
import type { SummaryRow } from '../../components/checkout/summary-list';
import { PriceBreakdown } from '../../components/checkout/price-breakdown';
import { formatCourseStart } from '../../lib/course-start';

// Tests and cards show the official fee apart from ours; a course has no official fee, so it
// shows one 'Course fee' line.
const OFFICIAL: Record<OrderView['kind'], string | undefined> = {
  test: 'CITB test fee',
  card: 'CSCS card fee',
  'course-online': undefined,
  'course-offline': undefined,
};

function rowsOf(order: OrderView): SummaryRow[] {
  const rows: SummaryRow[] = [{ key: 'what', label: 'Order', value: order.description }];
  const { test, card, course } = order;
  if (test) {
    rows.push(
      { key: 'centre', label: 'Test centre', value: test.centreName },
      {
        key: 'date',
        label: 'First choice',
        value: `${formatLongDate(test.date)} at ${formatTime(test.testTime)}`,
      },
      { key: 'alt', label: 'Second-choice date', value: formatLongDate(test.alternateDate) },
      { key: 'lang', label: 'Language', value: test.language },
      { key: 'retake', label: 'Retaking the test', value: test.retake ? 'Yes' : 'No' },
    );
  }
  if (card)
    rows.push(
      { key: 'card', label: 'Card', value: `${card.type}, ${card.applicationType}` },
      { key: 'trade', label: 'Trade', value: card.trait },
    );
  if (course) {
    rows.push({
      key: 'date',
      label: course.type === 'Online' ? 'Final assessment' : 'Date',
      value:
        course.type === 'Online' ? formatLongDate(course.date) : formatCourseStart(course.date),
    });
    if (course.locationName) {
      const where = [course.locationName, course.locationAddress].filter(Boolean).join(', ');
      rows.push({ key: 'where', label: 'Location', value: where });
    }
  }
  rows.push({
    key: 'name',
    label: 'Name',
    // In full, middle name too: the name the customer confirmed matches their photo ID.
    value: fullName(order.User),
  });
  return rows;
}

export function OrderSummary({ order }: { order: OrderView }) {
  return (
    <>
      <SummaryList rows={rowsOf(order)} />
      <PriceBreakdown
        price={order.price}
        officialLabel={OFFICIAL[order.kind]}
        feeLabel="Course fee"
        paid={order.status === 'paid'}
      />
    </>
  );
}

export const NEXT_STEPS: Record<OrderView['kind'], string[]> = {
  test: [
    'We book your test with the centre and email you the confirmed date and time within one working day.',
    'Take your photo ID to the test centre, and arrive 15 minutes early.',
    'After the test, add your CITB testing ID below so we can help with your card.',
  ],
  card: [
    'We check your application and send it to CSCS within one working day.',
    'CSCS posts your card to your address, usually within 2 weeks.',
  ],
  'course-online': [
    'We email you the link to the course materials today.',
    'Sit the final assessment online on the date you chose.',
  ],
  'course-offline': [
    'We email you joining instructions for the course day.',
    'Bring photo ID. The day starts at the time shown and lasts about 7 hours.',
  ],
};
