import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/** Spec §8: warning messages show as a snackbar at the top for 5 seconds. */
export const SNACKBAR_DURATION_MS = 5000;

interface SnackbarApi {
  /**
   * Show a warning at the top of the page for 5 seconds, in the page's language: callers
   * translate the spec's messages (useLastingWarning does), so the table of every message stays
   * out of the JavaScript that every page loads (the home page has no warnings to show).
   */
  warn: (message: string) => void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return api;
}

interface Message {
  id: number;
  text: string;
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(1);
  const regionRef = useRef<HTMLDivElement>(null);

  const warn = useCallback((text: string) => {
    setMessage({ id: nextId.current++, text });
  }, []);

  // The timer restarts for each new message and waits while the pointer or focus is on it,
  // so nobody loses a message they are reading (WCAG 2.2.1).
  useEffect(() => {
    if (!message || paused) return;
    const timer = setTimeout(() => setMessage(null), SNACKBAR_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message, paused]);

  // Escape puts it away from wherever focus is, so it never has to be reached to uncover the
  // control it lies over (WCAG 2.4.11).
  useEffect(() => {
    if (!message) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An open dropdown or menu takes its Escape first (it prevents the default).
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (regionRef.current?.contains(document.activeElement)) {
        document.getElementById('main')?.focus({ preventScroll: true });
      }
      setMessage(null);
      setPaused(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [message]);

  const api = useMemo(() => ({ warn }), [warn]);

  return (
    <SnackbarContext.Provider value={api}>
      <div
        ref={regionRef}
        className="snackbar-region"
        role="alert"
        aria-atomic="true"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {message ? (
          <div className="snackbar" key={message.id}>
            <p>{message.text}</p>
            <button
              type="button"
              className="snackbar-close"
              onClick={() => {
                setMessage(null);
                setPaused(false);
              }}
            >
              <Trans comment="Button that closes a warning at the top of the page">Dismiss</Trans>
            </button>
          </div>
        ) : null}
      </div>
      {children}
    </SnackbarContext.Provider>
  );
}
