/**
 * `@dropins/core/storage`: what a widget keeps in the visitor's browser. Cookies (path `/`, SameSite=Lax, Secure on
 * https), `createStore` over localStorage or sessionStorage (a freshness window, never throws), and
 * `createModeStore`, which keeps values in cookies, in storage or nowhere, as a plugin's cookie mode says.
 */
export { getCookie, setCookie, removeCookie, cookiesEnabled } from './cookies';
export { cookieNames } from './cookie-names';
export type { CookieOptions } from './cookies';
export { createStore, rawStorage, DEFAULT_FRESHNESS } from './store';
export type { Store } from './store';
export { createModeStore } from './cookie-modes';
export type { CookieMode, ModeStore, ModeStoreOptions } from './cookie-modes';
