import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../src/config';
import { protectForms } from '../src/forms';
import { extendFetch } from '../src/watch-requests';
import { shadowDocumentMembers } from '@dropins/core/testing';
import { browserState } from '../src/browser-state';
import { recordPageStart } from '../src/page-start';
import { createVisitorStore, noCookieValue } from '../src/visitor-store';
import { installConfig, makeEnv } from './fixtures';

const LOG = '[["init",1,1759395230],["mousemove",1,1759395231]]';
const settings = (pub: Record<string, unknown> = {}, fns: Record<string, unknown> = {}) => {
  installConfig(pub, fns);
  return readSettings(vi.fn());
};
const script = (src: string) => document.head.appendChild(Object.assign(document.createElement('script'), { type: 'text/plain', src }));

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  localStorage.clear();
  vi.useRealTimers();
});

describe('bot-detector browser state', () => {
  it('reports which detector scripts the page loads and the detector log as stored', () => {
    const cfg = settings();
    expect(JSON.parse(browserState(cfg))).toEqual({ botd_logic_loaded: 0, botd_wrapper_loaded: 0, frontend_data_log: '' });
    script('https://fd.cleantalk.org/ct-bot-detector-wrapper.js');
    localStorage.setItem('ct_bot_detector_frontend_data_log', LOG);
    expect(JSON.parse(browserState(cfg))).toEqual({ botd_logic_loaded: 0, botd_wrapper_loaded: 1, frontend_data_log: LOG });
    script('https://moderate.cleantalk.org/ct-bot-detector.min.js?v=2');
    expect(JSON.parse(browserState(cfg))).toMatchObject({ botd_logic_loaded: 1, botd_wrapper_loaded: 1 });
  });

  it('reads the page itself, not elements a post names after document members (scripts, referrer, documentElement)', () => {
    const cfg = settings();
    script('https://fd.cleantalk.org/ct-bot-detector-wrapper.js');
    const store = createVisitorStore('none', '', vi.fn(), vi.fn());
    const screen = { fullWidth: document.documentElement.scrollWidth, fullHeight: document.documentElement.scrollHeight };
    const undo = shadowDocumentMembers(['scripts', 'referrer', 'documentElement']);
    try {
      expect(JSON.parse(browserState(cfg))).toMatchObject({ botd_wrapper_loaded: 1 });
      recordPageStart(store, 'key');
    } finally {
      undo();
    }
    expect(JSON.parse(store.get('ct_screen_info') as string)).toMatchObject(screen);
    expect(store.get('apbct_site_referer')).toBe('UNKNOWN');
  });

  it('reads the log under the cookie prefix first, leaves it out when the site switched it off, and is empty with the detector off', () => {
    localStorage.setItem('ct_bot_detector_frontend_data_log', '[]');
    localStorage.setItem('wp_ct_bot_detector_frontend_data_log', LOG);
    expect(JSON.parse(browserState(settings({}, { cookiePrefix: 'wp_' }))).frontend_data_log).toBe(LOG);
    expect(JSON.parse(browserState(settings({}, { data__frontend_data_log_enabled: 0 }))).frontend_data_log).toBe('');
    expect(browserState(settings({ bot_detector_enabled: false }))).toBe('');
  });

  it('goes with intercepted third-party requests: plain, wrapped in data[], or appended to FormData', () => {
    const state = '{"botd_logic_loaded":1}';
    const x = { config: settings(), token: () => 't'.repeat(64), noCookie: () => '', state: () => state };
    const enc = encodeURIComponent(state);
    expect(extendFetch('/wp-admin/admin-ajax.php', { body: 'action=nf_ajax_submit' }, x)[1]?.body).toContain(`&apbct_browser_state=${enc}`);
    expect(extendFetch('/wp-admin/admin-ajax.php', { body: 'action=mailpoet' }, x)[1]?.body).toContain(`&data%5Bapbct_browser_state%5D=${enc}`);
    const fd = new FormData();
    extendFetch('/wp-json/metform/v1/entries/insert/7', { body: fd }, x);
    expect(fd.get('apbct_browser_state')).toBe(state);
    // A body that already carries one keeps its own.
    expect(extendFetch('/wp-admin/admin-ajax.php', { body: 'action=mailpoet&apbct_browser_state=x' }, x)[1]?.body).not.toContain(enc);
  });

  it('goes with the no-cookie data in mode none, to the alternative session when it changed, never into native cookies', () => {
    vi.useFakeTimers();
    localStorage.setItem('ct_bot_detector_frontend_data_log', LOG);
    document.body.innerHTML = '<form id="f" method="post"><input name="a"></form>';
    for (const mode of ['none', 'alternative', 'native'] as const) {
      const cfg = settings({ data__cookies_type: mode }, { data__cookies_type: mode });
      const { run, s, ctrl } = makeEnv(cfg, { state: () => browserState(cfg) });
      const set = vi.spyOn(s, 'set');
      run(protectForms);
      vi.advanceTimersByTime(3000);
      const sent = set.mock.calls.filter((c) => c[0] === 'apbct_browser_state');
      if (mode === 'native') expect(sent).toEqual([]);
      else {
        // Once (it did not change between the sweeps); kept in memory only in mode none.
        expect(sent).toEqual([['apbct_browser_state', browserState(cfg), mode === 'none']]);
      }
      if (mode === 'none') {
        const nc = document.querySelector<HTMLInputElement>('[name=ct_no_cookie_hidden_field]')!.value;
        expect(nc).toBe(noCookieValue(s.data));
        expect(JSON.parse(JSON.parse(atob(nc.slice(19))).apbct_browser_state).frontend_data_log).toBe(LOG);
      }
      ctrl.abort();
      document.body.innerHTML = '<form id="f" method="post"><input name="a"></form>';
    }
  });
});
