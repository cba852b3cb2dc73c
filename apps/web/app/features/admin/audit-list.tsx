import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../components/form/select-field';
import { auditListSchema } from '@site/domain/schemas';
import type { AuditEntry } from '@site/domain/schemas';
import { adminFetch, queryString } from './admin-api';
import { formatDateTime } from './format';
import { Pager } from './pager';

const ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-locked',
  'sign-out',
  'view-order',
  'export-orders',
  'transition',
  'refund',
  'add-note',
  'answer-enquiry',
  'retention-erase',
  'create-staff-user',
].map((value) => ({ value, label: value }));

function describe(detail: Record<string, unknown> | null): string {
  if (!detail) return '';
  return Object.entries(detail)
    .filter(([key]) => key !== 'orderIds')
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join(', ');
}

/** The audit log, newest first. It can only be read here: nothing edits it. */
export function AuditList() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [list, setList] = useState<{ total: number; entries: AuditEntry[] }>();
  const [error, setError] = useState('');
  const query = queryString({ action, page, pageSize: 50 });

  useEffect(() => {
    adminFetch(`/audit${query}`, auditListSchema).then(setList, (err: Error) =>
      setError(err.message),
    );
  }, [query]);

  return (
    <>
      <h1>Audit log</h1>
      <p>
        Every sign-in, every view of an order&rsquo;s personal data and every change, newest first.
      </p>
      <div className="admin-filters admin-filters-one">
        <SelectField
          id="action"
          label="Show"
          value={action}
          onValueChange={(value) => setParams(value ? { action: value } : {})}
          options={ACTIONS}
          placeholder="Every action"
        />
      </div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!list && !error && <p role="status">Loading the audit log…</p>}
      {list && (
        <>
          <div className="table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Audit log entries, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Order</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {list.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDateTime(entry.at)}</td>
                    <td>{entry.actor}</td>
                    <td>{entry.action}</td>
                    <td>
                      {entry.orderId && (
                        <Link to={`/admin/orders/${entry.orderId}`}>
                          {entry.orderId.replace(/-/g, '').slice(0, 10).toUpperCase()}
                        </Link>
                      )}
                    </td>
                    <td className="admin-detail">{describe(entry.detail)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pageSize={50} total={list.total} label="Audit log pages" />
        </>
      )}
    </>
  );
}
