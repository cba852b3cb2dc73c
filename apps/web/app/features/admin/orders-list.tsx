import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { orderListSchema } from '@site/domain/schemas';
import type { OrderList } from '@site/domain/schemas';
import { adminFetch, queryString } from './admin-api';
import { KIND_LABELS, STAGE_LABELS, StageTag, formatDateTime, formatPence } from './format';
import { Pager } from './pager';

type Filters = Record<'q' | 'kind' | 'status' | 'from' | 'to', string>;

const kindOptions = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));
const stageOptions = Object.entries(STAGE_LABELS).map(([value, label]) => ({ value, label }));

/** Every order, newest first, with filters kept in the address so a search can be shared. */
export function OrdersList() {
  const [params, setParams] = useSearchParams();
  const given = (key: keyof Filters) => params.get(key) ?? '';
  const applied: Filters = {
    q: given('q'),
    kind: given('kind'),
    status: given('status'),
    from: given('from'),
    to: given('to'),
  };
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

  return (
    <>
      <h1>Orders</h1>
      <form className="admin-filters" onSubmit={apply} role="search" aria-label="Filter orders">
        <TextField
          id="q"
          label="Search"
          hint="Name, email, postcode or reference"
          value={form.q}
          onValueChange={set('q')}
          type="search"
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
        <TextField
          id="from"
          label="From"
          type="date"
          value={form.from}
          onValueChange={set('from')}
          width="medium"
        />
        <TextField
          id="to"
          label="To"
          type="date"
          value={form.to}
          onValueChange={set('to')}
          width="medium"
        />
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
          </p>
          {list.orders.length > 0 && (
            <div className="table-wrap">
              <table className="admin-table">
                <caption className="visually-hidden">Orders, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Reference</th>
                    <th scope="col">Created</th>
                    <th scope="col">Candidate</th>
                    <th scope="col">What</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="admin-number">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.orders.map((order) => (
                    <tr key={order.id}>
                      <td>
                        <Link to={`/admin/orders/${order.id}`}>{order.reference}</Link>
                      </td>
                      <td>{formatDateTime(order.createdAt)}</td>
                      <td>
                        {order.name}
                        {order.postcode && <span className="admin-sub">{order.postcode}</span>}
                      </td>
                      <td>{order.description}</td>
                      <td>
                        <StageTag stage={order.stage} />
                      </td>
                      <td className="admin-number">{formatPence(order.totalPence)}</td>
                    </tr>
                  ))}
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
