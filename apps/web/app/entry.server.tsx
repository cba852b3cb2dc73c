import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { prerender } from 'react-dom/static';
import { startScriptsAfterPaint } from './lib/boot-after-paint';
import { isStaticPage, sendWithoutReact } from './lib/static-page';

/**
 * This server entry only runs at build time: `ssr: false` means every HTML file is made once by
 * the prerender step (react-router.config.ts) and the API serves the files. React's static
 * `prerender` waits for all content, so the files hold each page's full main content. The
 * page's scripts are then set to start after its first paint (lib/boot-after-paint.ts), except
 * on the home page, which is sent without React (lib/static-page.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error: unknown) {
      responseStatusCode = 500;
      console.error(error);
    },
  });
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const rendered = await new Response(prelude).text();
  const html = startScriptsAfterPaint(
    isStaticPage(new URL(request.url).pathname) ? sendWithoutReact(rendered) : rendered,
  );
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
