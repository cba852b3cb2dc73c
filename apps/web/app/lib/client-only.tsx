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
 * Content that depends on the browser (the order outcome pages read the order and the session):
 * the fallback is what the HTML holds and what hydration finds; the browser's content replaces
 * it once hydrated. The journeys do not use it: they keep their prerendered first question
 * (components/journey-area.tsx, decision 022).
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
  // The area keeps its height while the content replaces the fallback, so the footer does not
  // jump up and back (a layout shift).
  const hydrated = useHydrated();
  // data-taken-over: the browser's content has replaced the fallback (tests wait for it).
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
