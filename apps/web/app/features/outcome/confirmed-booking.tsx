import { Trans, useLingui } from '@lingui/react/macro';
import { CALENDAR_FILE_NAME, bookingCalendar, calendarFile } from '@site/domain/fulfilment';
import { fullName } from '@site/domain/format';
import type { OrderView } from '@site/domain/schemas';
import { calendarSummaryIn, confirmedWordsIn } from './outcome-words';
import { orderDescriptionIn } from '../../lib/order-description';
import { useDateWords } from '../../i18n/date-words';

type Confirmed = NonNullable<NonNullable<OrderView['progress']>['confirmed']>;

/**
 * What staff booked, in the words the confirmation email used (issue 18), with the same
 * calendar file to download for a test or a course. In another language the words and the
 * calendar file's text are the page's.
 */
export function ConfirmedBooking({
  order,
  confirmed,
  completed,
}: {
  order: OrderView;
  confirmed: Confirmed;
  completed: boolean;
}) {
  const { i18n } = useLingui();
  const dateWords = useDateWords();
  const name = fullName(order.User);
  const words = confirmedWordsIn(confirmed, name, i18n, dateWords);
  const calendar =
    i18n.locale === 'en'
      ? bookingCalendar(confirmed, { id: order.id, description: order.description }, name)
      : calendarFile(
          confirmed,
          {
            uid: `${order.id}@safesite-bookings.co.uk`,
            summary: calendarSummaryIn(
              confirmed,
              orderDescriptionIn(order.description, order.kind, i18n),
              i18n,
            ),
            organiser: 'SafeSite Bookings',
          },
          words,
        );
  return (
    <section aria-labelledby="confirmed-booking" className="notice confirmed-booking">
      <h2 id="confirmed-booking">
        {completed ? <Trans>Your booking is complete</Trans> : <Trans>Your booking</Trans>}
      </h2>
      <p>
        <strong>{words.headline}</strong>
      </p>
      <ul>
        {words.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {calendar ? (
        <p>
          <a
            href={`data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`}
            download={CALENDAR_FILE_NAME}
          >
            <Trans>Add to your calendar (.ics file)</Trans>
          </a>
        </p>
      ) : null}
    </section>
  );
}
