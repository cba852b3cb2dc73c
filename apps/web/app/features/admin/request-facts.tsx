import { formatLongDate, formatTime } from '@site/domain/format';
import { PREFERRED_TIME_WORDS } from '@site/domain/schemas';
import type { QueuedRequest } from '@site/domain/schemas';
import { formatDateTime } from './format';

/** A customer's request in words: what they asked, the booking it is about, free or late. */
export function RequestFacts({ request }: { request: QueuedRequest }) {
  const { order } = request;
  const slot = order.date
    ? [formatLongDate(order.date), order.time ? formatTime(order.time) : '', order.venue ?? '']
        .filter(Boolean)
        .join(', ')
    : '—';
  const rows: [string, string][] = [
    ['Asked', formatDateTime(request.createdAt)],
    ['Customer', order.name],
    ['Booked slot', slot],
    ...(request.kind === 'change'
      ? ([
          ['Dates they can do', request.preferredDates.map((d) => formatLongDate(d)).join('; ')],
          [
            'Time of day',
            request.preferredTime ? PREFERRED_TIME_WORDS[request.preferredTime] : '—',
          ],
        ] as [string, string][])
      : []),
    ['Reason', request.reason ?? '—'],
    [
      'Free or late',
      request.freeUntil
        ? `${request.late ? 'Late' : 'Free'}: the last free day ${request.late ? 'was' : 'is'} ${formatLongDate(request.freeUntil)}`
        : 'Free: no date booked',
    ],
  ];
  return (
    <dl className="summary-list">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const REQUEST_KIND_LABELS: Record<QueuedRequest['kind'], string> = {
  change: 'Different date',
  cancel: 'Cancellation',
};
