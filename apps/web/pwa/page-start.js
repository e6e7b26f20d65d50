/* global document, window, location, requestAnimationFrame, SAHAY_CHUNKS, SAHAY_ENTRY */
// How a prerendered page starts its app (docs/decisions/107): inlined, minified, at the end of <body> by
// pwa/prerender-plugin.ts, with the page's chunks in place of SAHAY_CHUNKS and its entry in place of SAHAY_ENTRY. The
// Content-Security-Policy allows it by its hash, read from the served HTML (apps/server/src/lib/inline-scripts.ts).
(function () {
  var d = document;
  var started = false;
  var taps = [];

  // A tap on a button or on a link within the app, before the app has taken the page over, is kept and done again
  // once it has: main.tsx calls window.sahayEarlyTaps right after it starts hydrating. Never a link out of the app
  // (tel:112 works at once), a new-tab click, or a page the app renders afresh instead of hydrating (a reader of
  // another language than English: its HTML is replaced).
  function keep(event) {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    var target = event.target && event.target.closest ? event.target.closest('a[href],button') : null;
    var root = d.getElementById('root');
    if (!target || !root || !root.contains(target)) return;
    if (target.tagName === 'A' && (target.origin !== location.origin || target.target || target.hasAttribute('download'))) return;
    event.preventDefault();
    event.stopPropagation();
    taps = [target];
  }
  function release() {
    d.removeEventListener('click', keep, true);
    var kept = taps;
    taps = [];
    return kept;
  }
  // If the app never takes over (its script failed to load), a kept link is followed as the browser would have.
  function giveUp() {
    var kept = release();
    if (kept[0] && kept[0].tagName === 'A') location.assign(kept[0].href);
  }
  if (d.documentElement.lang === 'en') {
    d.addEventListener('click', keep, true);
    window.sahayEarlyTaps = release;
  }

  function add(rel, href) {
    var element = d.createElement(rel ? 'link' : 'script');
    if (rel) {
      element.rel = rel;
      element.href = href;
    } else {
      element.type = 'module';
      element.src = href;
    }
    element.crossOrigin = '';
    d.head.appendChild(element);
    return element;
  }

  // The page's chunks as modulepreload, so they come in one round with the entry.
  function start() {
    if (started) return;
    started = true;
    SAHAY_CHUNKS.forEach(function (file) {
      add('modulepreload', file);
    });
    add('', SAHAY_ENTRY).onerror = giveUp;
    setTimeout(giveUp, 15000);
  }

  // After the first contentful paint: the page's own bytes first on a slow link. A hidden tab paints nothing: at once.
  if (d.hidden) return start();
  setTimeout(start, 3000);
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the frame after the next animation frame.
    requestAnimationFrame(function () {
      setTimeout(start);
    });
  }
})();
