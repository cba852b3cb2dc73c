import siteCss from './site.css?inline';

/** The id of the <style> element that carries the site's stylesheet in every page's <head>. */
export const SITE_STYLE_ID = 'site-css';

/**
 * The site's stylesheet as text, for the <style> in every page's <head> (decision 015): a page
 * paints, styled, as soon as its HTML arrives, without a stylesheet request in its way. At build
 * time it is the compiled CSS. In the browser it is read back from the page's own <style>, so
 * the client bundle does not carry the CSS a second time, hydration finds the same text, and a
 * client render (after an error) keeps the styles.
 */
export const SITE_CSS: string = import.meta.env.SSR
  ? siteCss
  : (document.getElementById(SITE_STYLE_ID)?.textContent ?? '');
