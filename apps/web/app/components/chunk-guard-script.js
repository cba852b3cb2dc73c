/* global window, document */
// Inline in <head> before any chunk (see chunk-guard.ts for why and what it reacts to).
// Plain JavaScript so that the same text is sent by the server and seen by the client.
(function (timeoutMs) {
  var shown = false;
  var KEY = 'chunk-error';
  // The page's language (chunk-guard.ts puts them before this script); English without them.
  var words = window.__chunkWords || {};
  function show(kind, url, path) {
    if (shown) return;
    shown = true;
    var name =
      String(url || '')
        .split('?')[0]
        .split('/')
        .pop() || 'file';
    function render() {
      var box = document.createElement('div');
      box.id = 'chunk-error';
      box.setAttribute('role', 'alert');
      box.setAttribute(
        'style',
        'position:fixed;top:0;left:0;right:0;z-index:1000;background:#fff4e5;color:#1a1a1a;' +
          'border-bottom:3px solid #b35c00;padding:1rem;font:1rem/1.5 system-ui,sans-serif;' +
          'display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:center',
      );
      var text = document.createElement('p');
      text.setAttribute('style', 'margin:0');
      var strong = document.createElement('strong');
      strong.textContent = (
        kind === 'css'
          ? words.css || 'Loading CSS chunk {name} failed.'
          : words.script || 'Loading chunk {name} failed.'
      ).replace('{name}', function () {
        return name;
      });
      text.appendChild(strong);
      text.appendChild(
        document.createTextNode(
          ' ' +
            (words.advice ||
              'Part of this page could not be downloaded. Check your connection, then reload the page.'),
        ),
      );
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = words.reload || 'Reload';
      button.setAttribute(
        'style',
        'font:inherit;font-weight:600;padding:.5rem 1.25rem;background:#0b5394;color:#fff;' +
          'border:0;border-radius:4px;cursor:pointer',
      );
      button.addEventListener('click', function () {
        // After a failed client navigation, reload the page the visitor was going to. A failed
        // preload can be reported before React Router knows, so ask again at the click.
        var target = path || window.__pendingPath || '';
        if (target && target !== window.location.pathname) window.location.assign(target);
        else window.location.reload();
      });
      box.appendChild(text);
      box.appendChild(button);
      // Appended, not prepended: React 19 tolerates foreign nodes after its own when hydrating.
      document.body.appendChild(box);
    }
    if (document.body) render();
    else document.addEventListener('DOMContentLoaded', render);
  }
  function urlIn(message) {
    var match = /https?:\/\/\S+/.exec(String(message || ''));
    return match ? match[0] : '';
  }
  window.__chunkError = show;
  // React Router reloads the current page when a route chunk fails during a client navigation,
  // logging 'Error loading route module `…`, reloading page...' first. Remember that (and the
  // page the visitor was going to) so the reloaded page can say what happened.
  try {
    var saved = JSON.parse(window.sessionStorage.getItem(KEY) || 'null');
    window.sessionStorage.removeItem(KEY);
    if (saved && Date.now() - saved.at < 30000) show('script', saved.url, saved.path);
  } catch {
    // Storage may be unavailable (private mode); the message is then simply not shown.
  }
  // The page a click is heading to, known before React Router starts fetching its chunk, so a
  // failure reported at once still knows where the visitor was going.
  document.addEventListener(
    'click',
    function (event) {
      var link = event.target && event.target.closest ? event.target.closest('a[href]') : null;
      if (link && link.origin === window.location.origin) window.__pendingPath = link.pathname;
    },
    true,
  );
  var originalError = window.console.error;
  window.console.error = function () {
    var match = /^Error loading route module `([^`]+)`/.exec(String(arguments[0] || ''));
    if (match) {
      try {
        window.sessionStorage.setItem(
          KEY,
          JSON.stringify({ url: match[1], path: window.__pendingPath || '', at: Date.now() }),
        );
      } catch {
        // See above.
      }
    }
    return originalError.apply(window.console, arguments);
  };
  window.addEventListener(
    'error',
    function (event) {
      var el = event.target;
      if (!el || !el.tagName) return;
      if (el.tagName === 'SCRIPT') show('script', el.src);
      else if (el.tagName === 'LINK' && el.rel === 'stylesheet') show('css', el.href);
      else if (el.tagName === 'LINK' && el.rel === 'modulepreload') show('script', el.href);
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    var message = String((reason && reason.message) || reason || '');
    if (
      /dynamically imported module|Importing a module script failed|module script/i.test(message)
    ) {
      show('script', urlIn(message));
    }
  });
  window.addEventListener('vite:preloadError', function (event) {
    event.preventDefault();
    show('script', urlIn(event.payload && event.payload.message));
  });
  setTimeout(function () {
    if (!window.__appReady) show('script', 'entry');
  }, timeoutMs);
})(120000);
