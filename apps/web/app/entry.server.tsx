import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { prerender } from 'react-dom/static';
import { startScriptsAfterPaint } from './lib/boot-after-paint';

/**
 * This server entry only runs at build time: `ssr: false` means every HTML file is made once by
 * the prerender step (react-router.config.ts) and the API serves the files. React's static
 * `prerender` waits for all content, so the files hold each page's full main content. The
 * page's scripts are then set to start after its first paint (lib/boot-after-paint.ts).
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
  const html = startScriptsAfterPaint(await new Response(prelude).text());
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
