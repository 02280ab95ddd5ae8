// Records every error event and unhandled rejection a page sees, from before its first script on, for the tests that
// assert a visit raises none: `window.__demoErrorEvents()` returns them. The Chromium page tests add it as an init
// script; the demo server started with DEMO_ERROR_PROBE=1 (as `npm run test:engines` starts it) puts it first in
// every page's <head>. Resource load failures (a missing image) fire on their element and do not reach it.
(() => {
  if (Object.hasOwn(window, '__demoErrorEvents')) return; // added twice (init script and page): the first records
  const seen = [];
  window.addEventListener('error', (event) => {
    seen.push(`${event.message} (${event.filename || 'inline'}:${event.lineno})`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    seen.push(`unhandled rejection: ${event.reason instanceof Error ? event.reason.message : String(event.reason)}`);
  });
  Object.defineProperty(window, '__demoErrorEvents', { value: () => seen.slice() });
})();
