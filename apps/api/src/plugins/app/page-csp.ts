import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

function inlineHashes(html: string, pattern: RegExp): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(pattern)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The sha256 source expression of each inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return inlineHashes(html, INLINE_SCRIPT);
}

/** The sha256 source expression of each inline <style> element (the site's stylesheet). */
export function inlineStyleHashes(html: string): string[] {
  return inlineHashes(html, INLINE_STYLE);
}

/**
 * One policy for every answer; only the script and style sources differ by kind. `styleSrc`
 * alone is what a browser without the CSP 3 `-elem`/`-attr` directives reads.
 */
function contentSecurityPolicy(
  scriptSrc: string,
  styleSrc: string,
  styles?: { elem: string; attr: string },
): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    `style-src ${styleSrc}`,
    ...(styles ? [`style-src-elem ${styles.elem}`, `style-src-attr ${styles.attr}`] : []),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Every API answer: no inline script or style at all, and no eval. */
export const API_CSP = contentSecurityPolicy("'self'", "'self'");

/**
 * A page's Content-Security-Policy: no inline script but the exact bootstrap scripts the
 * prerendered page carries (by hash), and no eval. No <style> element but the page's own
 * stylesheet (by hash, decision 015). Inline style attributes are allowed, as React writes
 * some; they cannot run code. A browser that knows only `style-src` (before CSP 3) reads
 * `'unsafe-inline'` there, as before.
 */
export function pageCsp(html: string): string {
  return contentSecurityPolicy(
    ["'self'", ...inlineScriptHashes(html)].join(' '),
    "'self' 'unsafe-inline'",
    { elem: ["'self'", ...inlineStyleHashes(html)].join(' '), attr: "'unsafe-inline'" },
  );
}

/** Reads each page once at start-up and remembers its policy. */
export function cspForFiles(files: Iterable<[string, string]>): Map<string, string> {
  const policies = new Map<string, string>();
  for (const [relativePath, absolutePath] of files) {
    policies.set(relativePath, pageCsp(readFileSync(absolutePath, 'utf8')));
  }
  return policies;
}
