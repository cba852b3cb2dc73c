import { msg } from '@lingui/core/macro';
import { formatMoney } from '@site/domain/format';
import { escapeHtml as escape } from '../../html/escape-html';
import { ENGLISH } from '../../i18n';
import type { Lang } from '../../i18n';

export interface CheckoutPageModel {
  sessionId: string;
  description: string;
  reference: string;
  amountPence: number;
  /** Where "Cancel" goes: the site's page for a payment not made, as a real provider's cancel URL. */
  cancelHref: string;
  errors?: { field: string; message: string }[];
  values?: Record<string, string>;
  /** The order's language (issue 20); English when not given. */
  lang?: Lang;
}

function field(
  model: CheckoutPageModel,
  lang: Lang,
  name: string,
  label: string,
  attrs: string,
  hint = '',
): string {
  const error = model.errors?.find((e) => e.field === name);
  const value = name === 'cvc' ? '' : (model.values?.[name] ?? '');
  const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  const errorPrefix = lang.t(
    msg({ comment: 'Read out before a form field’s error, for screen readers', message: 'Error:' }),
  );
  return `<div class="field${error ? ' field--error' : ''}">
  <label for="${name}">${escape(label)}</label>
  ${hint ? `<p class="hint" id="${name}-hint">${escape(hint)}</p>` : ''}
  ${error ? `<p class="error" id="${name}-error"><span class="visually-hidden">${escape(errorPrefix)}</span> ${escape(error.message)}</p>` : ''}
  <input id="${name}" name="${name}" ${attrs} value="${escape(value)}"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}>
</div>`;
}

/**
 * Every sandbox page says first, in plain words, that it is a test (issue 16): a visitor who
 * reached it on a public site must never think they paid, or type in a real card.
 */
export const TEST_NOTICE = msg`This is a test payment. No money moves.`;

function layout(lang: Lang, title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="${lang.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/sandbox-checkout/assets/checkout.css">
${script}</head>
<body>
<main class="page" id="main">
<div class="test-notice" role="note">
  <p class="test-notice__title">${escape(lang.t(TEST_NOTICE))}</p>
  <p>${escape(lang.t(msg`No card is charged and nothing is paid to anyone. It only shows how paying works.`))}</p>
</div>
${body}</main>
</body>
</html>`;
}

/**
 * The sandbox's hosted checkout page, in the order's language: plain HTML that works with the
 * keyboard alone. The only script is on the page that answers a refused form (see CHECKOUT_JS).
 */
export function renderCheckoutPage(model: CheckoutPageModel): string {
  const lang = model.lang ?? ENGLISH;
  const { t } = lang;
  const errors = model.errors ?? [];
  const amount = formatMoney(model.amountPence);
  const summary = errors.length
    ? `<div class="error-summary" role="alert" tabindex="-1" autofocus>
  <h2>${escape(t(msg`There is a problem`))}</h2>
  <ul>${errors.map((e) => `<li><a href="#${e.field}">${escape(e.message)}</a></li>`).join('')}</ul>
</div>`
    : '';
  const title = t(msg`Test payment of ${amount} – no money moves`);
  const reference = model.reference;
  const payCard = '4242 4242 4242 4242';
  const declineCard = '4000 0000 0000 0002';
  const strong = (escaped: string) => `<strong>${escaped}</strong>`;
  return layout(
    lang,
    errors.length
      ? t(msg({ comment: 'A page title after a refused form', message: `Error: ${title}` }))
      : title,
    `${summary}
<h1>${escape(t(msg`Test payment of ${amount}`))}</h1>
<p class="lede">${escape(model.description)}<br>${lang.html(msg`Order reference ${reference}`, { reference: strong })}</p>
<div class="test-cards">
  <h2>${escape(t(msg`Use a test card, never a real one`))}</h2>
  <p>${lang.html(
    msg`Card ${payCard} pays. Card ${declineCard} is declined. Use any future expiry date and any 3 or 4 digit security code.`,
    { payCard: strong, declineCard: strong },
  )}</p>
</div>
<form method="post" action="/sandbox-checkout/${escape(model.sessionId)}" novalidate>
${field(model, lang, 'name', t(msg`Name on card`), 'type="text" autocomplete="cc-name" spellcheck="false"')}
${field(model, lang, 'cardNumber', t(msg`Card number`), 'type="text" inputmode="numeric" autocomplete="cc-number"')}
${field(model, lang, 'expiry', t(msg`Expiry date`), 'type="text" inputmode="numeric" autocomplete="cc-exp" class="short"', t(msg`For example, 08/29`))}
${field(model, lang, 'cvc', t(msg`Security code`), 'type="text" inputmode="numeric" autocomplete="cc-csc" class="short"', t(msg`3 digits on the back of the card, or 4 on the front of an American Express card`))}
<button type="submit" class="button">${escape(t(msg`Pay ${amount} (test only)`))}</button>
</form>
<p class="cancel"><a href="${escape(model.cancelHref)}">${escape(t(msg`Cancel and go back to the site`))}</a></p>`,
    errors.length ? '<script src="/sandbox-checkout/assets/checkout.js" defer></script>\n' : '',
  );
}

export function renderClosedPage(
  title: string,
  message: string,
  link: { href: string; text: string },
  lang: Lang = ENGLISH,
): string {
  return layout(
    lang,
    lang.t(
      msg({
        comment: 'A page title: {title} says why the payment page is closed',
        message: `${title} – test payment`,
      }),
    ),
    `<h1>${escape(title)}</h1><p class="lede">${escape(message)}</p><p><a class="button" href="${escape(link.href)}">${escape(link.text)}</a></p>`,
  );
}

/**
 * The page that answers a refused form is the answer to a POST: without this, going Back to it
 * after paying asks to send the card details again (or shows "Confirm Form Resubmission").
 * Made a plain visit, Back loads the payment page again, which sends a paid order on to its
 * success page. The typed values stay in the form, which a redirect to a GET could not keep
 * without putting them in the address.
 */
export const CHECKOUT_JS = `history.replaceState(null, '', location.href);\n`;

export const CHECKOUT_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0b0c0c;background:#f3f2f1;line-height:1.5}
.test-notice{background:#ffdd00;color:#0b0c0c;border:4px solid #0b0c0c;padding:.75rem 1rem;margin:0 0 1.5rem}
.test-notice p{margin:0}
.test-notice__title{font-size:1.25rem;font-weight:700;margin-bottom:.25rem!important}
.page{max-width:34rem;margin:1.5rem auto;background:#fff;padding:1.5rem;border-radius:4px}
h1{font-size:2rem;margin:0 0 .5rem}
h2{font-size:1.25rem;margin:0 0 .5rem}
.lede{font-size:1.125rem}
.test-cards{background:#eef4fb;border-left:5px solid #1d70b8;padding:.75rem 1rem;margin:1rem 0 1.5rem}
.field{margin-bottom:1.25rem}
.field--error{border-left:5px solid #d4351c;padding-left:.75rem}
label{display:block;font-weight:700;margin-bottom:.25rem}
.hint{color:#484949;margin:0 0 .25rem}
.error{color:#d4351c;font-weight:700;margin:0 0 .25rem}
input{font:inherit;width:100%;padding:.5rem;border:2px solid #0b0c0c;border-radius:0}
input.short{max-width:9rem}
input:focus,a:focus,button:focus{outline:3px solid #ffdd00;outline-offset:0;box-shadow:inset 0 0 0 2px #0b0c0c}
.button{display:inline-block;font:inherit;font-weight:700;background:#00703c;color:#fff;border:0;padding:.6rem 1.2rem;cursor:pointer;text-decoration:none;box-shadow:0 2px 0 #002d18}
.error-summary{border:5px solid #d4351c;padding:1rem;margin-bottom:1.5rem}
.error-summary a{color:#d4351c;font-weight:700}
.cancel{margin:1.5rem 0 0}
.cancel a{color:#1d70b8}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
