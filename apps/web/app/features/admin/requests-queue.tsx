import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { requestQueueSchema } from '@site/domain/schemas';
import type { QueuedRequest } from '@site/domain/schemas';
import { adminFetch } from './admin-api';
import { KIND_LABELS, StageTag } from './format';
import { REQUEST_KIND_LABELS, RequestFacts } from './request-facts';

/** Customers' open change and cancellation requests (issue 19), oldest first: the day's work. */
export function RequestsQueue() {
  const [requests, setRequests] = useState<QueuedRequest[]>();
  const [error, setError] = useState('');

  useEffect(() => {
    adminFetch('/change-requests', requestQueueSchema).then(
      (value) => setRequests(value.requests),
      (err: Error) => setError(err.message),
    );
  }, []);

  return (
    <>
      <h1>Requests</h1>
      <p className="lead">
        Customers’ requests for another date or to cancel, oldest first. Open the order to act on
        one.
      </p>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!requests && !error && <p role="status">Loading requests…</p>}
      {requests && (
        <>
          <p className="result-count" role="status">
            {requests.length === 1 ? '1 open request' : `${requests.length} open requests`}
          </p>
          <ul className="admin-cards">
            {requests.map((request) => (
              <li key={request.id} className="admin-card">
                <h2>
                  <Link to={`/admin/orders/${request.order.id}`}>
                    {REQUEST_KIND_LABELS[request.kind]}: order {request.order.reference}
                  </Link>{' '}
                  {request.late && <span className="admin-tag admin-tag-late">Late</span>}
                </h2>
                <p className="admin-sub">
                  {request.order.description} · {KIND_LABELS[request.order.kind]} ·{' '}
                  <StageTag stage={request.order.stage} />
                </p>
                <RequestFacts request={request} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
