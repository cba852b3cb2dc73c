import { Link, useLocation, useSearchParams } from 'react-router';

/** Previous and next links that keep the other query parameters. */
export function Pager({
  page,
  pageSize,
  total,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  label: string;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `${pathname}?${next.toString()}`;
  };
  return (
    <nav className="admin-pager" aria-label={label}>
      {page > 1 && <Link to={to(page - 1)}>Previous page</Link>}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && <Link to={to(page + 1)}>Next page</Link>}
    </nav>
  );
}
