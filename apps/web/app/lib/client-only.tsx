import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { NeedsJavaScript } from '../components/needs-javascript';

const subscribe = () => () => {};

/** False while prerendering and hydrating, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Journeys read sessionStorage and the query string, which the prerendered HTML cannot know.
 * The fallback is what the HTML holds and what hydration finds: for a journey, its first
 * question with nothing answered, the same markup the journey renders for a new visitor
 * (decision 015), so the page paints its form before any script runs.
 */
export function ClientOnly({
  fallback,
  children,
  notice = true,
}: {
  fallback: ReactNode;
  children: () => ReactNode;
  /** Say, when scripts are off, that the page needs them; a form's fallback says so itself. */
  notice?: boolean;
}) {
  // The area keeps its height while the journey replaces the fallback, so the footer does not
  // jump up and back (a layout shift).
  const hydrated = useHydrated();
  // data-taken-over: the browser's content has replaced the fallback (tests wait for it, since
  // a press on the fallback's form in between does nothing).
  return (
    <div className="journey-area" data-taken-over={hydrated ? '' : undefined}>
      {hydrated ? (
        children()
      ) : (
        <>
          {fallback}
          {notice ? <NeedsJavaScript /> : null}
        </>
      )}
    </div>
  );
}
