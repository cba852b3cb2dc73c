import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/client-only';
import { takeEarlyPress } from '../lib/early-press';

/**
 * Where a journey lives on its page. The journey renders its prerendered first question until
 * the browser has taken over, then its live steps, keeping the same DOM for a new visitor
 * (decision 022). Once live, a press made on that question before then is sent again, now to
 * the live journey (lib/early-press.ts).
 */
export function JourneyArea({ children }: { children: ReactNode }) {
  const live = useHydrated();
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!live) return;
    const form = area.current?.querySelector('form');
    if (form && takeEarlyPress(form)) form.requestSubmit();
  }, [live]);
  // data-taken-over: the journey is live (tests wait for it; lib/early-press.ts reads it). The
  // area keeps its height while a returning visitor's step replaces the first one.
  return (
    <div ref={area} className="journey-area" data-taken-over={live ? '' : undefined}>
      {children}
    </div>
  );
}
