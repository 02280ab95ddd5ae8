import type { Cleanup } from '@dropins/core';

/**
 * The browser-name class Divi's common.js puts on `<body>` (its CSS and scripts read `gecko`, `safari`, `ie` ...):
 * the first of opera|chrome|safari|firefox|msie|trident in the user agent; Chrome with OPR / Edge is opera / edge;
 * none: `uiwebview` in an iOS web view, else the app name; firefox → gecko, msie and trident → ie; plus `iphone`.
 * @example browserClass('Mozilla/5.0 ... Firefox/128.0', 'Netscape', undefined) // 'gecko'
 */
export function browserClass(ua: string, appName: string, standalone: boolean | undefined): string {
  let name = (/(opera|chrome|safari|firefox|msie|trident)/i.exec(ua)?.[1] ?? '').toLowerCase();
  if (name === 'chrome' && /\bOPR\//.test(ua)) name = 'opera';
  else if (name === 'chrome' && /\bEdge?\//.test(ua)) name = 'edge';
  if (!name) name = standalone === false ? 'uiwebview' : appName.toLowerCase();
  if (name === 'firefox') name = 'gecko';
  if (name === 'msie' || name === 'trident') name = 'ie';
  return /iphone/i.test(ua) ? `${name} iphone` : name;
}

/** Adds the browser class to the body; the cleanup removes what it added. */
export function addBrowserClass(body: Element): Cleanup {
  const nav = navigator as Navigator & { standalone?: boolean };
  const added = browserClass(nav.userAgent, nav.appName, 'standalone' in nav ? nav.standalone : undefined)
    .split(' ')
    .filter((c) => c && !body.classList.contains(c));
  body.classList.add(...added);
  return () => body.classList.remove(...added);
}
