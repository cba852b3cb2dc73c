import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PREFIXED_LOCALES, localeOfPath, stripLocale } from '@site/domain/i18n';
import { cspForFiles, pageCsp } from './page-csp';
import { DOCUMENT_HEADERS } from './security';

export interface WebAppOptions {
  /** The web app's client build, e.g. apps/web/build/client. */
  clientDir: string;
}

/**
 * Routes that are not prerendered: the browser gets the SPA fallback and React Router renders
 * them (issue 3; apps/web/app/config/prerender.ts lists the prerendered ones, the booking page
 * of every test centre among them, so an unknown centre is a 404).
 */
const DYNAMIC_ROUTES: readonly RegExp[] = [
  /^\/success\/[^/]+$/,
  /^\/failed\/[^/]+$/,
  // The back office (issue 7): never prerendered; its pages ask for sign-in in the browser.
  /^\/admin$/,
  /^\/admin\/.+$/,
];
/** '/pl/success/…' is the same page as '/success/…' (issue 20); the back office is English only. */
const isDynamicRoute = (pathname: string) =>
  DYNAMIC_ROUTES.some((pattern) => pattern.test(pathname)) ||
  (localeOfPath(pathname) !== 'en' &&
    DYNAMIC_ROUTES.slice(0, 2).some((pattern) => pattern.test(stripLocale(pathname))));

/**
 * Headers of every answer that only mean something on a document. Hashed scripts and styles do
 * without them (nosniff, CORP and HSTS stay), which keeps each asset response lighter.
 */
const DOCUMENT_ONLY_HEADERS = ['content-security-policy', 'referrer-policy', 'x-frame-options'];

const NOT_FOUND_PAGE = '404/index.html';
const SPA_FALLBACK = '__spa-fallback.html';
const HTML_CACHE = 'no-cache';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Unhashed files at the top of the build (favicon, robots.txt, social image). */
const PUBLIC_FILE_CACHE = 'public, max-age=3600';

/** Every prerendered page: '/cscs-blue-card' -> 'cscs-blue-card/index.html'. */
function findPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== join(clientDir, 'assets')) walk(path);
      } else if (entry.name === 'index.html') {
        const route = `/${relative(clientDir, dir).split(sep).join('/')}`.replace(/\/$/, '');
        pages.set(route === '' ? '/' : route, relative(clientDir, path).split(sep).join('/'));
      }
    }
  };
  walk(clientDir);
  for (const page of notFoundPages(pages)) pages.delete(page);
  return pages;
}

/** The 404 page of each language that has one ('/404', '/pl/404'): never a page of its own. */
function notFoundPages(pages: Map<string, string>): string[] {
  return ['/404', ...PREFIXED_LOCALES.map((locale) => `/${locale}/404`)].filter((page) =>
    pages.has(page),
  );
}

/** Files directly in the client folder that may be fetched by name, e.g. /favicon.svg. */
function findPublicFiles(clientDir: string): Set<string> {
  return new Set(
    readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(html|br|gz)$/.test(entry.name))
      .map((entry) => `/${entry.name}`),
  );
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const BASE = 'http://localhost';

/**
 * The path of a request's raw URL, or undefined when it is not a plain path: '//host/...' or a
 * backslash would be read as another host (or fail to parse at all), so it is never a page.
 */
function pathOf(url: string): string | undefined {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  try {
    const parsed = new URL(raw, BASE);
    return parsed.origin === BASE ? normalise(parsed.pathname) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app (decision 002): hashed assets with
 * long-lived caching, each prerendered page at its path, the SPA fallback for the dynamic
 * routes, and the prerendered 404 page with status 404 for every other GET outside /api/.
 * Pre-compressed .br/.gz files written by the web build are sent when the browser accepts them
 * (@fastify/static adds `Vary: accept-encoding` to every file it sends, compressed or not).
 * Nothing is registered under /api: unknown /api/ paths go to the app's own not-found handler.
 */
export async function webApp(app: FastifyInstance, opts: WebAppOptions): Promise<void> {
  const clientDir = resolve(opts.clientDir);
  if (!existsSync(join(clientDir, NOT_FOUND_PAGE))) {
    throw new Error(`webApp: no web build in ${clientDir} (run "npm run build -w @site/web")`);
  }
  const notFoundOf = localizedNotFound(clientDir);
  const pages = findPages(clientDir);
  const publicFiles = findPublicFiles(clientDir);
  const spaFallback = existsSync(join(clientDir, SPA_FALLBACK)) ? SPA_FALLBACK : 'index.html';

  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    preCompressed: true,
    dotfiles: 'deny',
  });

  const policies = cspForFiles(
    [...pages.values(), spaFallback, ...new Set(notFoundOf.values())].map((file) => [
      file,
      join(clientDir, file),
    ]),
  );
  const notFoundPage = (pathname: string) =>
    notFoundOf.get(localeOfPath(pathname)) ?? NOT_FOUND_PAGE;
  const sendHtml = (reply: FastifyReply, file: string, status: number) =>
    reply
      .code(status)
      .headers(DOCUMENT_HEADERS)
      .header('Cache-Control', HTML_CACHE)
      .header('Content-Security-Policy', policies.get(file) ?? pageCsp(''))
      .type('text/html; charset=utf-8')
      .sendFile(file, { cacheControl: false });

  const assetsDir = join(clientDir, 'assets');
  app.get('/assets/*', (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    const path = resolve(assetsDir, file);
    // A missing asset is a plain 404, never cached as immutable.
    if (!path.startsWith(assetsDir + sep) || !existsSync(path)) return reply.callNotFound();
    for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    return reply
      .header('Cache-Control', ASSET_CACHE)
      .sendFile(`assets/${file}`, { cacheControl: false, lastModified: false });
  });

  // Without scripts, a form posts to its own page. Its fields are dropped unread and the
  // browser goes back to the page, which says that it needs JavaScript.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: 64 * 1024 },
    (_request, _body, done) => done(null, {}),
  );
  app.post('/*', (request, reply) => {
    const pathname = pathOf(request.url);
    const isPage = pathname !== undefined && (pages.has(pathname) || isDynamicRoute(pathname));
    return isPage ? reply.code(303).redirect(pathname) : reply.callNotFound();
  });

  app.get('/*', (request, reply) => {
    const pathname = pathOf(request.url);
    if (pathname === undefined) return sendHtml(reply, NOT_FOUND_PAGE, 404);
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();

    const page = pages.get(pathname);
    if (page) return sendHtml(reply, page, 200);
    if (isDynamicRoute(pathname)) {
      return sendHtml(reply, spaFallback, 200);
    }
    const lowerCase = pathname.toLowerCase();
    if (lowerCase !== pathname && (pages.has(lowerCase) || isDynamicRoute(lowerCase))) {
      // The browser's router matches paths in any case; the files do not. One address per page:
      // for good (301) for a page, for now (302) where the path carries an id.
      const { search } = new URL(request.url, BASE);
      return reply.code(pages.has(lowerCase) ? 301 : 302).redirect(`${lowerCase}${search}`);
    }
    if (publicFiles.has(pathname)) {
      // A browser can open one of these on its own (an SVG is a document): all headers stay.
      return reply
        .headers(DOCUMENT_HEADERS)
        .header('Cache-Control', PUBLIC_FILE_CACHE)
        .sendFile(pathname.slice(1), { cacheControl: false });
    }
    return sendHtml(reply, notFoundPage(pathname), 404);
  });
}

/** The 404 page in each language that has one ('pl/404/index.html'), English for the rest. */
function localizedNotFound(clientDir: string): Map<string, string> {
  const files = new Map<string, string>([['en', NOT_FOUND_PAGE]]);
  for (const locale of PREFIXED_LOCALES) {
    const file = `${locale}/${NOT_FOUND_PAGE}`;
    if (existsSync(join(clientDir, file))) files.set(locale, file);
  }
  return files;
}
