import { CALENDAR_FILE_NAME, bookingCalendar, confirmedWords } from '@site/domain/fulfilment';
import { fullName } from '@site/domain/format';
import type { OrderView } from '@site/domain/schemas';

type Confirmed = NonNullable<NonNullable<OrderView['progress']>['confirmed']>;

/**
 * What staff booked, in the words the confirmation email used (issue 18), with the same
 * calendar file to download for a test or a course.
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
  const name = fullName(order.User);
  const words = confirmedWords(confirmed, name);
  const calendar = bookingCalendar(
    confirmed,
    { id: order.id, description: order.description },
    name,
  );
  return (
    <section aria-labelledby="confirmed-booking" className="notice confirmed-booking">
      <h2 id="confirmed-booking">{completed ? 'Your booking is complete' : 'Your booking'}</h2>
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
            Add to your calendar (.ics file)
          </a>
        </p>
      ) : null}
    </section>
  );
}
