import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { ErrorSummary } from '../../components/form/error-summary';
import { TextField } from '../../components/form/text-field';
import type { FieldErrors } from '../../lib/form-validation';
import { staffSessionSchema } from '@site/domain/schemas';
import { AdminApiError, adminFetch } from './admin-api';
import type { StaffSession } from '@site/domain/schemas';

/** The only thing an anonymous visitor to /admin sees. */
export function SignInForm({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = 'Sign in | SafeSite back office';
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!email.trim()) missing.email = 'Enter your email address';
    if (!password) missing.password = 'Enter your password';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      onSignedIn(
        await adminFetch('/sign-in', staffSessionSchema, {
          method: 'POST',
          body: { email, password },
        }),
      );
    } catch (error) {
      setPassword('');
      setErrors({
        email:
          error instanceof AdminApiError
            ? error.message
            : 'Something went wrong. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-narrow">
      <ErrorSummary errors={errors} />
      <h1>Sign in</h1>
      <p>This area is for SafeSite Bookings staff.</p>
      <form onSubmit={submit} noValidate>
        <TextField
          id="email"
          label="Email address"
          type="email"
          autoComplete="username"
          spellCheck={false}
          value={email}
          onValueChange={setEmail}
          error={errors.email}
        />
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <button type="submit" className="button" disabled={busy}>
          Sign in
        </button>
      </form>
    </div>
  );
}
