import type { ReactNode } from 'react';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
} from 'react-router';
import type { Route } from './+types/root';
import { CHUNK_GUARD_SCRIPT, isChunkLoadError } from './components/chunk-guard';
import { Shell } from './components/layout';
import { paths } from './config/paths';
import { SITE_CSS, SITE_STYLE_ID } from './styles/site-css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5394" />
        {/* The guard only needs to be in the HTML; the browser runs it before any chunk, so the
            client bundle does not carry its text (React keeps the server's script content). */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? CHUNK_GUARD_SCRIPT : '' }}
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

export default function App() {
  // The back office (/admin) has its own header and no public navigation or footer.
  const { pathname } = useLocation();
  const bare = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <Shell bare={bare}>
      <Outlet />
    </Shell>
  );
}

/** Unexpected errors, including a route chunk that failed to load (issue 3 point 5). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isChunkLoadError(error)) {
    return (
      <Shell>
        <div className="page narrow" role="alert">
          <h1>Loading chunk failed</h1>
          <p>
            Part of this page could not be downloaded. Check your internet connection, then reload
            the page.
          </p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      </Shell>
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell>
      <div className="page narrow">
        <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
        <p>
          {notFound
            ? 'We could not find that page.'
            : 'An unexpected error stopped this page from loading. Reloading often helps.'}
        </p>
        <p>
          <Link to={paths.home}>Go to the home page</Link>
        </p>
      </div>
    </Shell>
  );
}
