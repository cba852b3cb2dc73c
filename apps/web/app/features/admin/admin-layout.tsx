import { useCallback, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { openRequestCountSchema, staffSessionSchema } from '@site/domain/schemas';
import { REQUESTS_CHANGED, adminFetch, adminSend, setCsrfToken, whenSignedOut } from './admin-api';
import type { StaffSession } from '@site/domain/schemas';
import { SignInForm } from './sign-in-form';
import './admin.css';

type SessionState =
  { kind: 'checking' } | { kind: 'anonymous' } | { kind: 'signed-in'; email: string };

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'admin-nav-link active' : 'admin-nav-link';

/**
 * Every /admin page: anyone without a session sees the sign-in form in its place, whatever the
 * address; staff see the back office header and the page.
 */
export function AdminLayout() {
  const [session, setSession] = useState<SessionState>({ kind: 'checking' });
  const [openRequests, setOpenRequests] = useState<number>();
  const { pathname } = useLocation();

  const signedIn = useCallback((value: StaffSession) => {
    setCsrfToken(value.csrfToken);
    setSession({ kind: 'signed-in', email: value.staff.email });
  }, []);

  useEffect(() => {
    whenSignedOut(() => {
      setCsrfToken('');
      setSession({ kind: 'anonymous' });
    });
    adminFetch('/session', staffSessionSchema).then(signedIn, () =>
      setSession({ kind: 'anonymous' }),
    );
    return () => whenSignedOut(undefined);
  }, [signedIn]);

  // Customers' open requests (issue 19), counted again on every page staff open.
  useEffect(() => {
    if (session.kind !== 'signed-in') return;
    const count = () =>
      adminFetch('/change-requests/count', openRequestCountSchema).then(
        (value) => setOpenRequests(value.open),
        () => setOpenRequests(undefined),
      );
    void count();
    window.addEventListener(REQUESTS_CHANGED, count);
    return () => window.removeEventListener(REQUESTS_CHANGED, count);
  }, [session.kind, pathname]);

  const signOut = async () => {
    await adminSend('/sign-out', { method: 'POST' }).catch(() => undefined);
    setCsrfToken('');
    setSession({ kind: 'anonymous' });
  };

  return (
    <div className="admin">
      <header className="admin-header">
        <a className="skip-link" href="#admin-content">
          Skip to main content
        </a>
        <div className="admin-header-inner">
          <p className="admin-brand">SafeSite back office</p>
          {session.kind === 'signed-in' && (
            <nav aria-label="Back office">
              <ul className="admin-nav">
                <li>
                  <NavLink to="/admin" end className={navClass}>
                    Orders
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/requests" className={navClass}>
                    Requests
                    {openRequests !== undefined && (
                      <>
                        {' '}
                        <span className="admin-count">({openRequests})</span>
                        <span className="visually-hidden"> open</span>
                      </>
                    )}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/enquiries" className={navClass}>
                    Enquiries
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/audit" className={navClass}>
                    Audit log
                  </NavLink>
                </li>
                <li className="admin-signed-in">
                  <span className="visually-hidden">Signed in as </span>
                  <span className="admin-email">{session.email}</span>
                  <button type="button" className="link-button admin-sign-out" onClick={signOut}>
                    Sign out
                  </button>
                </li>
              </ul>
            </nav>
          )}
        </div>
      </header>
      <div className="admin-content" id="admin-content">
        {session.kind === 'checking' && <p role="status">Checking your sign-in…</p>}
        {session.kind === 'anonymous' && <SignInForm onSignedIn={signedIn} />}
        {session.kind === 'signed-in' && <Outlet />}
      </div>
    </div>
  );
}
