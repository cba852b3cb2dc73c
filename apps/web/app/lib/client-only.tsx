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
 * Journeys read sessionStorage and the query string, which the prerendered HTML cannot know;
 * the page's own introduction is the fallback, so the HTML still says what the page is for.
 */
export function ClientOnly({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: () => ReactNode;
}) {
  // The area keeps its height while the journey replaces the introduction, so the footer does
  // not jump up and back (a layout shift).
  return (
    <div className="journey-area">
      {useHydrated() ? (
        children()
      ) : (
        <>
          {fallback}
          <NeedsJavaScript />
        </>
      )}
    </div>
  );
}
