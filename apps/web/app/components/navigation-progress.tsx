import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import type { Location } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { reportNavigating, useWorkInProgress } from '../lib/work-in-progress';
import { PROGRESS_DELAY_MS } from './site-navigation';

/**
 * Progress on a slow connection (decision 021): while React Router loads the next page, or a
 * journey waits for the API, a thin bar shows at the top after a short delay, fixed so that
 * nothing moves, and a polite status says "Loading…" once. The link pressed says it is working
 * at once (aria-busy, a spinner drawn by the stylesheet); focus stays where it was.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const working = useWorkInProgress();
  const navigating = navigation.state !== 'idle';
  const busy = navigating || working;
  const [shown, setShown] = useState(false);
  const { t } = useLingui();
  useBusyLink(navigation.location);

  useEffect(() => reportNavigating(navigating), [navigating]);
  useEffect(() => {
    if (!busy) return setShown(false);
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  // Also in data-loading, for the home page's script, which shows it without React (decision 032).
  const loading = t`Loading…`;
  return (
    <>
      <div className={shown ? 'progress-bar shown' : 'progress-bar'} aria-hidden="true" />
      {/* A polite live region, but not a second role="status" on every page: a page's own
          status (a search's result count) stays the one status it has. */}
      <div aria-live="polite" className="visually-hidden progress-status" data-loading={loading}>
        {shown ? loading : null}
      </div>
    </>
  );
}

/** The pressed link whose page is loading carries aria-busy until the page is there. */
function useBusyLink(target: Location | undefined) {
  const pressed = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => {
    const remember = (event: MouseEvent) => {
      pressed.current?.removeAttribute('aria-busy');
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      pressed.current = link instanceof HTMLAnchorElement ? link : null;
    };
    document.addEventListener('click', remember, true);
    return () => document.removeEventListener('click', remember, true);
  }, []);

  useEffect(() => {
    const link = pressed.current;
    if (!link) return;
    const url = new URL(link.href);
    if (target && url.pathname === target.pathname && url.search === target.search) {
      link.setAttribute('aria-busy', 'true');
    } else if (!target) {
      link.removeAttribute('aria-busy');
      pressed.current = null;
    }
  }, [target]);
}
