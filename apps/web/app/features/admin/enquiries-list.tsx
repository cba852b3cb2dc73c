import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { enquiryAnsweredSchema, enquiryListSchema } from '@site/domain/schemas';
import type { EnquiryList } from '@site/domain/schemas';
import { adminFetch, queryString } from './admin-api';
import { formatDateTime } from './format';
import { Pager } from './pager';

const VIEWS = [
  { value: 'no', label: 'Waiting for an answer' },
  { value: 'yes', label: 'Answered' },
  { value: 'all', label: 'All' },
] as const;

/** Contact messages and group booking requests, each markable as answered. */
export function EnquiriesList() {
  const [params] = useSearchParams();
  const view = params.get('answered') ?? 'no';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [list, setList] = useState<EnquiryList>();
  const [error, setError] = useState('');
  const query = queryString({ answered: view === 'all' ? undefined : view, page });

  const load = useCallback(() => {
    adminFetch(`/enquiries${query}`, enquiryListSchema).then(setList, (err: Error) =>
      setError(err.message),
    );
  }, [query]);
  useEffect(load, [load]);

  const markAnswered = async (id: string) => {
    try {
      await adminFetch(`/enquiries/${id}/answered`, enquiryAnsweredSchema, { method: 'POST' });
      load();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The enquiry could not be updated');
    }
  };

  return (
    <>
      <h1>Enquiries</h1>
      <nav aria-label="Which enquiries">
        <ul className="admin-tabs">
          {VIEWS.map((option) => (
            <li key={option.value}>
              <Link
                to={`/admin/enquiries?answered=${option.value}`}
                aria-current={view === option.value ? 'page' : undefined}
              >
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!list && !error && <p role="status">Loading enquiries…</p>}
      {list && (
        <>
          <p className="result-count" role="status">
            {list.total === 1 ? '1 enquiry' : `${list.total} enquiries`}
          </p>
          <ul className="admin-cards">
            {list.enquiries.map((enquiry) => (
              <li key={enquiry.id} className="admin-card">
                <h2>
                  {enquiry.kind === 'group-booking'
                    ? `Group booking for ${enquiry.groupSize ?? '?'} people`
                    : 'Contact message'}
                </h2>
                <p className="admin-sub">
                  {formatDateTime(enquiry.createdAt)} · {enquiry.name}
                </p>
                <dl className="summary-list">
                  {(
                    [
                      ['Name', enquiry.name],
                      [
                        'Email',
                        enquiry.email && <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>,
                      ],
                      ['Phone', enquiry.phoneNumber],
                      ['Address', enquiry.address],
                      ['NI number', enquiry.nationalInsuranceNumber],
                      ...(enquiry.kind === 'group-booking'
                        ? [['People in the group', String(enquiry.groupSize ?? '')]]
                        : []),
                    ] as [string, ReactNode][]
                  ).map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value || 'Not given'}</dd>
                    </div>
                  ))}
                </dl>
                {enquiry.comment && <p className="admin-message">{enquiry.comment}</p>}
                {enquiry.answeredAt ? (
                  <p className="admin-sub">Answered {formatDateTime(enquiry.answeredAt)}</p>
                ) : (
                  <button
                    type="button"
                    className="button secondary"
                    onClick={() => markAnswered(enquiry.id)}
                  >
                    Mark as answered<span className="visually-hidden">: {enquiry.name}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
          <Pager
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            label="Enquiries pages"
          />
        </>
      )}
    </>
  );
}
