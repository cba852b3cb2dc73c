import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { CHUNK_TIMEOUT_MS, markAppReady, reportChunkError } from './chunk-guard';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { NavigationProgress } from './navigation-progress';
import { SnackbarProvider } from './snackbar';

/**
 * The shell around every page: snackbar region at the top, navbar, main content, footer.
 * `bare` leaves out the public navbar and footer (the back office brings its own header).
 * Scroll position is handled by <ScrollRestoration> in root.tsx (top on each new page).
 */
export function Shell({ children, bare = false }: { children: ReactNode; bare?: boolean }) {
  useAppReady();
  useNavigationTimeout();
  const mainRef = useFocusMainOnNavigation();
  return (
    <SnackbarProvider>
      <NavigationProgress />
      {!bare && <Navbar />}
      <main id="main" ref={mainRef} tabIndex={-1}>
        {children}
      </main>
      {!bare && <Footer />}
    </SnackbarProvider>
  );
}

function useAppReady() {
  useEffect(() => markAppReady(), []);
}

/** A client navigation still loading its chunk after 120 s counts as a failed chunk (spec §8). */
function useNavigationTimeout() {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  const target = navigation.location?.pathname ?? '';
  useEffect(() => {
    if (!loading) return;
    // Read by the chunk guard if React Router reloads because this page's chunk failed.
    (window as Window & { __pendingPath?: string }).__pendingPath = target;
    const timer = setTimeout(() => reportChunkError('script', target), CHUNK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loading, target]);
}

/**
 * After a client-side navigation, move focus to the new page's main content so keyboard and
 * screen-reader users start at the top of it, as they would after a full page load.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}
