import { getCookie, removeCookie, setCookie } from '@dropins/core';

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
const UTM = 'source medium campaign content id term source_platform creative_format marketing_tactic'.split(' ').map((k) => 'utm_' + k);

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return '';
  }
};
// Values are encoded one by one, so a "|||" or "=" inside a utm value cannot break the format.
const pack = (bag: Bag) => Object.entries(bag).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join(SEP);
export function unpack(raw: string | null): Bag {
  const bag: Bag = {};
  for (const part of raw ? raw.split(SEP) : []) {
    const eq = part.indexOf('=');
    if (eq > 0) bag[part.slice(0, eq)] = decode(part.slice(eq + 1));
  }
  return bag;
}

const hostOf = (url: URL | null) => (url ? url.hostname.replace(/^www\./, '') : '');

const main = (typ: string, src: string, mdm: string, more: Bag = {}): Bag => ({
  typ, src, mdm, cmp: NONE, cnt: NONE, id: NONE, trm: NONE, plt: NONE, fmt: NONE, tct: NONE, mtke: NONE, ...more,
});

function utmData(q: URLSearchParams): Bag {
  const v = (k: string, fallback = NONE) => q.get(k) ?? fallback;
  const paid = q.has('gclid') ? 'google' : q.has('yclid') ? 'yandex' : '';
  return main('utm', v('utm_source', paid || NONE), v('utm_medium', paid ? 'cpc' : NONE), {
    cmp: v('utm_campaign', paid ? paid + '_cpc' : NONE),
    cnt: q.get('utm_content') || NONE,
    id: q.get('utm_id') || NONE,
    trm: q.get('utm_term') || NONE,
    plt: q.get('utm_source_platform') || NONE,
    fmt: q.get('utm_creative_format') || NONE,
    tct: q.get('utm_marketing_tactic') || NONE,
    mtke: q.get('mtke') || NONE,
  });
}

/**
 * Records this page view as sourcebuster.js does (traffic source of a new visit, visit count, pages in the
 * 30-minute session) and returns what the cookies hold. `lifetime` is in months, `session` in minutes.
 * With cookies blocked (a consent tool, the browser) every bag simply comes back empty.
 */
export function track(lifetime: number, session: number, loc: Location = location, referrer = document.referrer): Tracking {
  const minutes = Math.floor((lifetime > 0 ? lifetime : 6) * 30 * 24 * 60);
  const put = (name: string, bag: Bag, mins = minutes) => setCookie(PREFIX + name, pack(bag), mins > 0 ? { maxAge: mins * 60 } : {});
  const has = (name: string) => getCookie(PREFIX + name) !== null;
  const q = new URLSearchParams(loc.search);
  let ref: URL | null = null;
  try {
    ref = referrer ? new URL(referrer) : null;
  } catch {
    /* no usable referrer */
  }
  const here = hostOf(new URL(loc.href));
  const refHost = hostOf(ref);
  const external = !!ref && refHost !== here && !refHost.endsWith('.' + here);
  const organic = external ? ORGANIC.exec(refHost)?.[1] : null;
  let current: Bag | null = null;
  if (!has('first') && !has('migrations')) put('migrations', { '1418474375998': '1' });
  if ([...UTM, 'gclid', 'yclid', 'mtke'].some((k) => q.has(k))) current = utmData(q);
  else if (organic) current = main('organic', organic, 'organic');
  else if (external && !has('session')) current = main('referral', refHost === 't.co' ? 'twitter.com' : refHost, 'referral', { cnt: ref!.pathname });
  else if (!has('first') && !has('current')) current = main('typein', '(direct)', NONE);
  if (current) {
    const extra = { fd: new Date().toISOString().slice(0, 19).replace('T', ' '), ep: loc.href, rf: referrer || NONE };
    put('current_add', extra);
    if (!has('first_add')) put('first_add', extra);
    put('current', current);
    if (!has('first')) put('first', current);
  }
  const inSession = has('session');
  const udata = unpack(getCookie(PREFIX + 'udata'));
  const visits = (parseInt(udata.vst, 10) || (inSession ? 1 : 0)) + (inSession ? 0 : 1);
  put('udata', { vst: String(visits), uip: NONE, uag: navigator.userAgent });
  const pages = inSession ? (parseInt(unpack(getCookie(PREFIX + 'session')).pgs, 10) || 1) + 1 : 1;
  put('session', { pgs: String(pages), cpg: loc.href }, session > 0 ? session : 30);
  return Object.fromEntries(NAMES.map((n) => [n, unpack(getCookie(PREFIX + n))]));
}

/** Deletes the tracking cookies (tracking turned off, or consent withdrawn), host-only and domain-wide. */
export function clearTracking(): void {
  for (const name of TRACKING_COOKIES) {
    removeCookie(name);
    removeCookie(name, { domain: '.' + location.hostname });
  }
}
