import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { TEST_CENTRES } from '@site/domain/catalogue';
import { formatLongDate, formatTime } from '@site/domain/format';
import { LANGUAGE_NAMES } from '@site/domain/i18n';
import { orderListSchema } from '@site/domain/schemas';
import type { OrderList, OrderSummary } from '@site/domain/schemas';
import { adminFetch, queryString } from './admin-api';
import { KIND_LABELS, STAGE_LABELS, StageTag, formatDateTime, formatPence } from './format';
import { Pager } from './pager';

const FILTER_KEYS = [
  'q',
  'view',
  'kind',
  'status',
  'centre',
  'bookedFrom',
  'bookedTo',
  'from',
  'to',
] as const;
type Filters = Record<(typeof FILTER_KEYS)[number], string>;

/** The date filters: the test's or course's day, and the day the order was made. */
const DATE_FILTERS = [
  ['bookedFrom', 'Test or course from'],
  ['bookedTo', 'Test or course to'],
  ['from', 'Ordered from'],
  ['to', 'Ordered to'],
] as const;

const kindOptions = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));
const stageOptions = Object.entries(STAGE_LABELS).map(([value, label]) => ({ value, label }));
const viewOptions = [
  { value: 'abandoned', label: 'Abandoned checkouts (not paid)' },
  { value: 'closed', label: 'Closed (completed, cancelled, refunded)' },
  { value: 'all', label: 'All orders' },
];

/** The day, time and place booked, in words; '—' where the kind has none (a card). */
function slotOf(order: OrderSummary) {
  return {
    date: order.date ? formatLongDate(order.date) : '—',
    time: order.time ? formatTime(order.time) : '—',
    venue: order.venue ?? '—',
  };
}

/**
 * The orders a working day runs on: by default the paid ones that need action, oldest first;
 * abandoned checkouts and closed orders in their own views. Filters stay in the address so a
 * search can be shared.
 */
export function OrdersList() {
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as Filters;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [form, setForm] = useState<Filters>(applied);
  const [list, setList] = useState<OrderList>();
  const [error, setError] = useState('');
  const query = queryString({ ...applied, page });

  useEffect(() => {
    let live = true;
    setError('');
    adminFetch(`/orders${query}`, orderListSchema).then(
      (value) => live && setList(value),
      (err: Error) => live && setError(err.message),
    );
    return () => {
      live = false;
    };
  }, [query]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== '')));
  };
  const set = (key: keyof Filters) => (value: string) =>
    setForm((old) => ({ ...old, [key]: value }));
  const exportQuery = queryString(applied);
  const exportSep = exportQuery ? '&' : '?';
  const actionView = !applied.status && !applied.view;
  // The centre and date filters fold away on a phone; open when one of them is in use.
  const moreApplied = ['centre' as const, ...DATE_FILTERS.map(([key]) => key)].some(
    (key) => applied[key] !== '',
  );

  return (
    <>
      <h1>Orders</h1>
      <form className="admin-filters" onSubmit={apply} role="search" aria-label="Filter orders">
        <TextField
          id="q"
          label="Search"
          hint="Name (accents not needed), phone, email, postcode or reference"
          value={form.q}
          onValueChange={set('q')}
          type="search"
        />
        <SelectField
          id="view"
          label="Show"
          value={form.view}
          onValueChange={set('view')}
          options={viewOptions}
          placeholder="Paid, needs action"
        />
        <SelectField
          id="kind"
          label="Kind"
          value={form.kind}
          onValueChange={set('kind')}
          options={kindOptions}
          placeholder="Any kind"
        />
        <SelectField
          id="status"
          label="Status"
          value={form.status}
          onValueChange={set('status')}
          options={stageOptions}
          placeholder="Any status"
        />
        <details className="admin-more-filters" open={moreApplied || undefined}>
          <summary>Centre and dates</summary>
          <TextField
            id="centre"
            label="Centre or venue"
            value={form.centre}
            onValueChange={set('centre')}
            list="centre-names"
            autoComplete="off"
          />
          <datalist id="centre-names">
            {TEST_CENTRES.map((centre) => (
              <option key={centre.id} value={centre.name} />
            ))}
          </datalist>
          {DATE_FILTERS.map(([key, label]) => (
            <TextField
              key={key}
              id={key}
              label={label}
              type="date"
              value={form[key]}
              onValueChange={set(key)}
              width="medium"
            />
          ))}
        </details>
        <div className="admin-filter-actions">
          <button type="submit" className="button">
            Apply filters
          </button>
        </div>
      </form>
      <p className="admin-exports">
        <a href={`/api/admin/orders/export.csv${exportQuery}`} download>
          Download these orders as CSV
        </a>
        <a
          href={`/api/admin/orders/export.csv${exportQuery}${exportSep}includeSensitive=yes`}
          download
        >
          Download with NI numbers and dates of birth (recorded in the audit log)
        </a>
      </p>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!list && !error && <p role="status">Loading orders…</p>}
      {list && (
        <>
          <p className="result-count" role="status">
            {list.total === 1 ? '1 order' : `${list.total} orders`}
            {actionView && ' paid and waiting for action, oldest first'}
          </p>
          {list.orders.length > 0 && (
            <div className="table-wrap">
              <table className="admin-table">
                <caption className="visually-hidden">
                  {actionView ? 'Orders that need action, oldest first' : 'Orders, newest first'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Reference</th>
                    <th scope="col">Date</th>
                    <th scope="col">Time</th>
                    <th scope="col">Centre / venue</th>
                    <th scope="col">Candidate</th>
                    <th scope="col">What</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="admin-number">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.orders.map((order) => {
                    const slot = slotOf(order);
                    return (
                      <tr key={order.id}>
                        <td>
                          <Link to={`/admin/orders/${order.id}`}>{order.reference}</Link>
                          <span className="admin-sub">
                            Ordered {formatDateTime(order.createdAt)}
                          </span>
                        </td>
                        <td>{slot.date}</td>
                        <td>{slot.time}</td>
                        <td>{slot.venue}</td>
                        <td>
                          {order.name}
                          {order.phoneNumber && (
                            <span className="admin-sub">{order.phoneNumber}</span>
                          )}
                        </td>
                        <td>
                          {order.description}
                          {order.locale !== 'en' && (
                            <span className="admin-sub">
                              Language: {LANGUAGE_NAMES[order.locale]} ({order.locale})
                            </span>
                          )}
                        </td>
                        <td>
                          <StageTag stage={order.stage} />
                        </td>
                        <td className="admin-number">
                          {formatPence(order.totalPence)}
                          {order.refundedPence ? (
                            <span className="admin-sub">
                              {formatPence(order.refundedPence)} refunded
                            </span>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            label="Orders pages"
          />
        </>
      )}
    </>
  );
}
