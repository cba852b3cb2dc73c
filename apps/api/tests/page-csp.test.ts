import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_CSP, inlineStyleHashes, pageCsp } from '../src/plugins/app/page-csp';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The directive's sources, by name. */
function directive(csp: string, name: string): string[] | undefined {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

describe('page CSP', () => {
  const css = ':root{--ink:#1a1a1a}body{margin:0}';
  const script = 'window.__guard=1';
  const html =
    `<html><head><script>${script}</script><style id="site-css">${css}</style>` +
    '<script type="module" src="/assets/app.js"></script></head><body></body></html>';

  it("allows the page's own inline scripts and stylesheet by hash, and nothing else inline", () => {
    const csp = pageCsp(html);
    expect(directive(csp, 'script-src')).toEqual(["'self'", sha256(script)]);
    expect(directive(csp, 'style-src-elem')).toEqual(["'self'", sha256(css)]);
    // React writes style attributes; they cannot run code.
    expect(directive(csp, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'style-src-elem')).not.toContain("'unsafe-inline'");
  });

  it('hashes each distinct <style> once and skips empty ones', () => {
    expect(inlineStyleHashes(`<style>${css}</style><style></style><style>${css}</style>`)).toEqual([
      sha256(css),
    ]);
  });

  it('keeps API answers free of any inline source', () => {
    expect(API_CSP).not.toContain('unsafe-inline');
    expect(API_CSP).not.toContain('sha256-');
  });
});
