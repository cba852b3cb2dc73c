import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The sha256 source expression of each inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * A page's Content-Security-Policy: no inline script but the exact bootstrap scripts the
 * prerendered page carries (by hash), and no eval. Inline style attributes are allowed, as
 * React writes some; they cannot run code.
 */
export function pageCsp(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Reads each page once at start-up and remembers its policy. */
export function cspForFiles(files: Iterable<[string, string]>): Map<string, string> {
  const policies = new Map<string, string>();
  for (const [relativePath, absolutePath] of files) {
    policies.set(relativePath, pageCsp(readFileSync(absolutePath, 'utf8')));
  }
  return policies;
}
