import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useLocation,
  useParams,
  useRouteLoaderData,
} from 'react-router';
import { Link } from './i18n/link';
import { Suspense, lazy, useMemo } from 'react';
import { LanguageProvider } from './i18n/language-provider';
import { Trans } from '@lingui/react/macro';
import { HTML_LANG, isLocale, localeOfPath } from '@site/domain/i18n';
import type { Route } from './+types/root';
import { i18nFor, keyOf, languageKey, servesPath, type PageLanguage } from './i18n/page-i18n';
import { loadPageLanguage } from './i18n/page-language';
import { chunkGuardScript, isChunkLoadError } from './components/chunk-guard';
import { Shell } from './components/layout';
import { paths } from './config/paths';
import { SITE_CSS, SITE_STYLE_ID } from './styles/site-css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * Every page's language (issue 20): prerendered pages carry their own language's messages in
 * their HTML; a page served by the SPA fallback, or a move to another language or area of the
 * site, loads that language's chunk in the browser.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<PageLanguage> {
  return loadPageLanguage(new URL(request.url).pathname);
}

let hydrating = true;

/** The language and areas the prerendered HTML brought, on its <html> (see Layout). */
const LANGUAGE_KEY_ATTRIBUTE = 'data-language-key';

export async function clientLoader({
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<PageLanguage> {
  const { pathname } = new URL(request.url);
  if (hydrating) {
    hydrating = false;
    const data = (await serverLoader()) as unknown as PageLanguage;
    if (servesPath(data, pathname)) return data;
  }
  // Every language's chunk map stays out of the page's JavaScript until a page needs it.
  const { loadPageLanguage: load } = await import('./i18n/page-language');
  return load(pathname);
}
clientLoader.hydrate = true as const;

// A prerendered page's HTML already holds its language's messages: running the clientLoader at
// hydration would only hand the same data back, and the router's update after it rendered the
// whole page twice more (+2 commits of the whole tree, 100 to 300 ms of blocking time on a
// phone). Only a page served by the SPA fallback (whose HTML was rendered for another path)
// needs it. React Router reads the flag when it starts, after this module has run.
if (typeof document !== 'undefined') {
  const brought = document.documentElement.getAttribute(LANGUAGE_KEY_ATTRIBUTE);
  if (brought === languageKey(window.location.pathname)) {
    (clientLoader as { hydrate: boolean }).hydrate = false;
    hydrating = false;
  }
}

/** The root's data changes only when a page needs another language or area of the site. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return languageKey(currentUrl.pathname) !== languageKey(nextUrl.pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<PageLanguage>('root');
  const { pathname } = useLocation();
  const locale = data?.locale ?? localeOfPath(pathname);
  return (
    <html lang={HTML_LANG[locale]} {...{ [LANGUAGE_KEY_ATTRIBUTE]: data && keyOf(data) }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5394" />
        {/* The guard only needs to be in the HTML; the browser runs it before any chunk, so the
            client bundle does not carry its text (React keeps the server's script content). It
            speaks the page's language. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? chunkGuardScript(data && i18nFor(data)) : '',
          }}
        />
        {/* The whole stylesheet, inline: no request stands between the HTML and its first
            paint (decision 015). The API lists its hash in the page's CSP (page-csp.ts). */}
        <style id={SITE_STYLE_ID} dangerouslySetInnerHTML={{ __html: SITE_CSS }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// Only a page with an unknown language prefix loads it here; '/pl/nowhere' has its own route.
const NotFound = lazy(() => import('./routes/not-found'));

/** '/xx/…' matched a page with an unknown language prefix ('en' has none): not a page. */
function useKnownLanguage(): boolean {
  const { lang } = useParams();
  return lang === undefined || (isLocale(lang) && lang !== 'en');
}

export default function App() {
  const known = useKnownLanguage();
  // The back office (/admin) has its own header and no public navigation or footer.
  const { pathname } = useLocation();
  const bare = pathname === '/admin' || pathname.startsWith('/admin/');
  // Lingui's compiled messages are plain JSON, which the loader data's type spells differently.
  const language = useLoaderData() as PageLanguage;
  const i18n = useMemo(() => i18nFor(language), [language]);
  return (
    <LanguageProvider i18n={i18n}>
      <Shell bare={bare}>
        {known ? (
          <Outlet />
        ) : (
          <Suspense>
            <NotFound />
          </Suspense>
        )}
      </Shell>
    </LanguageProvider>
  );
}

/** Unexpected errors, including a route chunk that failed to load (issue 3 point 5). */
export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<PageLanguage>('root');
  const { pathname } = useLocation();
  const i18n = useMemo(
    () => i18nFor(data ?? { locale: localeOfPath(pathname), messages: {} }),
    [data, pathname],
  );
  return (
    <LanguageProvider i18n={i18n}>
      <ErrorPage {...props} />
    </LanguageProvider>
  );
}

function ErrorPage({ error }: Route.ErrorBoundaryProps) {
  if (isChunkLoadError(error)) {
    return (
      <Shell>
        <div className="page narrow" role="alert">
          <h1>
            <Trans>Loading chunk failed</Trans>
          </h1>
          <p>
            <Trans>
              Part of this page could not be downloaded. Check your internet connection, then reload
              the page.
            </Trans>
          </p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </button>
        </div>
      </Shell>
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell>
      <div className="page narrow">
        <h1>{notFound ? <Trans>Page not found</Trans> : <Trans>Something went wrong</Trans>}</h1>
        <p>
          {notFound ? (
            <Trans>We could not find that page.</Trans>
          ) : (
            <Trans>
              An unexpected error stopped this page from loading. Reloading often helps.
            </Trans>
          )}
        </p>
        <p>
          <Link to={paths.home}>
            <Trans>Go to the home page</Trans>
          </Link>
        </p>
      </div>
    </Shell>
  );
}
