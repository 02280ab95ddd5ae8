import { docProp } from '@dropins/core';
import { getCookie, removeCookie, setCookie } from '@dropins/core/storage';

/**
 * The source-tracking data WooCommerce's order attribution reads, kept in sourcebuster.js's cookies and format
 * (`sbjs_current` = `typ=utm|||src=newsletter|||...`), so either script can read what the other wrote.
 */
export type Bag = Record<string, string>;
export type Tracking = Record<string, Bag>;

const SEP = '|||';
const NONE = '(none)';
const PREFIX = 'sbjs_';
const NAMES = ['current', 'current_add', 'first', 'first_add', 'session', 'udata'];
/** Every cookie sourcebuster.js may have written, for clearing. */
export const TRACKING_COOKIES = [...NAMES, 'migrations', 'promo'].map((n) => PREFIX + n);
/** Search engines (sourcebuster.js's list, matched by host alone: engines no longer send the query). */
const ORGANIC = /^(?:.*\.)?(google|bing|yahoo|yandex|duckduckgo|baidu|ask|aol|rambler)\.[a-z.]{2,9}$/;
/** sourcebuster.js's keys of a traffic source, and the landing-URL parameter each one comes from. */
const PARAMS: Bag = {
  src: 'utm_source', mdm: 'utm_medium', cmp: 'utm_campaign', cnt: 'utm_content', id: 'utm_id', trm: 'utm_term',
  plt: 'utm_source_platform', fmt: 'utm_creative_format', tct: 'utm_marketing_tactic', mtke: 'mtke',
};

const cookie = (name: string) => getCookie(PREFIX + name);
// Values are encoded one by one, so a "|||" or "=" inside a utm value cannot break the format.
const pack = (bag: Bag) => Object.entries(bag).map(([k, v]) => k + '=' + encodeURIComponent(v)).join(SEP);
export function unpack(raw: string | null): Bag {
  const bag: Bag = {};
  for (const part of raw ? raw.split(SEP) : []) {
    const eq = part.indexOf('=');
    try {
      if (eq > 0) bag[part.slice(0, eq)] = decodeURIComponent(part.slice(eq + 1));
    } catch {
      /* a malformed value is left out */
    }
  }
  return bag;
}

const hostOf = (url: { hostname: string } | null) => (url ? url.hostname.replace(/^www\./, '') : '');

/**
 * Records this page view as sourcebuster.js does (traffic source of a new visit, visit count, pages in the
 * 30-minute session) and returns what the cookies hold. `lifetime` is in months, `session` in minutes.
 * With cookies blocked (a consent tool, the browser) every bag simply comes back empty.
 */
export function track(lifetime: number, session: number, loc: Location = location, referrer = docProp('referrer')): Tracking {
  // Whole minutes, as sourcebuster.js counts them; none (WooCommerce's tiny default) means a session cookie.
  const put = (name: string, bag: Bag, minutes = Math.floor((lifetime > 0 ? lifetime : 6) * 43200)) =>
    setCookie(PREFIX + name, pack(bag), minutes > 0 ? { maxAge: minutes * 60 } : {});
  const has = (name: string) => cookie(name) !== null;
  const q = new URLSearchParams(loc.search);
  let ref: URL | null = null;
  try {
    ref = new URL(referrer);
  } catch {
    /* no usable referrer */
  }
  const here = hostOf(loc);
  const refHost = hostOf(ref);
  const external = !!ref && refHost !== here && !refHost.endsWith('.' + here);
  const organic = external && ORGANIC.exec(refHost)?.[1];
  const paid = q.has('gclid') ? 'google' : q.has('yclid') ? 'yandex' : '';
  // A new visit's traffic source: its type, then sourcebuster.js's values for src, mdm, cmp and cnt where the
  // landing URL has no utm parameter (it has none at all unless the type is utm).
  const source =
    paid || Object.values(PARAMS).some((k) => q.has(k)) ? ['utm', paid, paid && 'cpc', paid && paid + '_cpc']
    : organic ? ['organic', organic, 'organic']
    : external && !has('session') ? ['referral', refHost === 't.co' ? 'twitter.com' : refHost, 'referral', '', ref!.pathname]
    : !has('first') && !has('current') ? ['typein', '(direct)']
    : null;
  if (!has('first') && !has('migrations')) put('migrations', { '1418474375998': '1' });
  if (source) {
    const current: Bag = { typ: source[0] };
    Object.keys(PARAMS).forEach((k, i) => (current[k] = q.get(PARAMS[k]) || source[i + 1] || NONE));
    const extra = { fd: new Date().toISOString().slice(0, 19).replace('T', ' '), ep: loc.href, rf: referrer || NONE };
    put('current_add', extra);
    if (!has('first_add')) put('first_add', extra);
    put('current', current);
    if (!has('first')) put('first', current);
  }
  const inSession = has('session');
  const visits = +unpack(cookie('udata')).vst || 0;
  put('udata', { vst: String(inSession ? visits || 1 : visits + 1), uip: NONE, uag: navigator.userAgent });
  put('session', { pgs: String(inSession ? (+unpack(cookie('session')).pgs || 1) + 1 : 1), cpg: loc.href }, session > 0 ? session : 30);
  return Object.fromEntries(NAMES.map((n) => [n, unpack(cookie(n))]));
}

/** Deletes the tracking cookies (tracking turned off, or consent withdrawn), host-only and domain-wide. */
export function clearTracking(): undefined {
  for (const name of TRACKING_COOKIES) {
    removeCookie(name);
    removeCookie(name, { domain: '.' + location.hostname });
  }
}
