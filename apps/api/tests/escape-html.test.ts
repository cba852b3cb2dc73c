import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/html/escape-html';
import { renderCheckoutPage } from '../src/routes/sandbox-checkout/checkout-page';

describe('the one HTML escaper', () => {
  it('turns every character that could end text or an attribute into a reference', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });

  it('keeps what a customer typed on the sandbox page from becoming markup', () => {
    const typed = `"><script>alert(1)</script>`;
    const page = renderCheckoutPage({
      sessionId: 'cs_sandbox_1',
      description: 'Level 1 <b>Award</b>',
      reference: 'ABC123',
      amountPence: 9900,
      cancelHref: '/failed/1',
      errors: [{ field: 'name', message: `Check ${typed}` }],
      values: { name: typed },
    });
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toContain('<b>Award</b>');
    expect(page).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });
});
