import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../src/config';
import { protectForms } from '../src/forms';
import { fixtureBody, installConfig, makeEnv } from './fixtures';

const TOKEN = 'a'.repeat(64);
let ctrl: AbortController;

function start(pub: Record<string, unknown> = {}) {
  installConfig(pub);
  const { run, s, report, ctrl: c } = makeEnv(readSettings(vi.fn()), { token: () => TOKEN });
  s.set('ct_has_key_up', true);
  ctrl = c;
  run(protectForms);
  return { s, report };
}
const names = (sel: string) => Array.from(document.querySelector<HTMLFormElement>(sel)!.elements).map((e) => e.getAttribute('name'));
const value = (sel: string, name: string) => document.querySelector<HTMLFormElement>(sel)!.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = fixtureBody();
  localStorage.setItem('bot_detector_event_token', JSON.stringify({ value: TOKEN, timestamp: Math.floor(Date.now() / 1000) }));
});
afterEach(() => {
  ctrl.abort();
  localStorage.clear();
  vi.useRealTimers();
});

describe('form protection', () => {
  it('adds the visible fields, no-cookie data and token to POST forms 1 s after load, not before', () => {
    start();
    vi.advanceTimersByTime(999);
    expect(names('#commentform')).not.toContain('apbct_visible_fields');
    vi.advanceTimersByTime(1);
    expect(names('#commentform').slice(-3)).toEqual(['apbct_visible_fields', 'ct_no_cookie_hidden_field', 'ct_bot_detector_event_token']);
    expect(value('#commentform', 'ct_bot_detector_event_token')).toBe(TOKEN);
    const nc = value('#commentform', 'ct_no_cookie_hidden_field')!;
    expect(JSON.parse(atob(nc.slice('_ct_no_cookie_data_'.length)))).toMatchObject({ ct_has_key_up: true });
    expect(names('form.wpcf7-form')).toContain('ct_no_cookie_hidden_field');
  });

  it('leaves the GET search form exactly as it was', () => {
    const before = document.querySelector('form.search-form')!.outerHTML;
    start();
    vi.advanceTimersByTime(5000);
    expect(document.querySelector('form.search-form')!.outerHTML).toBe(before);
  });

  it('covers a form added later within 2 s, and skips known third-party and GET forms', () => {
    start();
    vi.advanceTimersByTime(1000);
    document.body.insertAdjacentHTML('beforeend', '<form id="late" method="post"><input name="q"></form><form id="pay" method="post" action="https://secure.payu.com/pay"><input name="q"></form><form id="get" method="get"><input name="q"></form>');
    vi.advanceTimersByTime(2000);
    expect(names('#late')).toContain('ct_no_cookie_hidden_field');
    expect(names('#pay')).toEqual(['q']);
    expect(names('#get')).toEqual(['q']);
  });

  it('never replaces a field of the visitor’s with the same name', () => {
    document.body.insertAdjacentHTML('beforeend', '<form id="own" method="post"><input name="ct_no_cookie_hidden_field" value="mine"></form>');
    start();
    vi.advanceTimersByTime(1000);
    expect(names('#own').filter((n) => n === 'ct_no_cookie_hidden_field')).toHaveLength(1);
    expect(value('#own', 'ct_no_cookie_hidden_field')).toBe('mine');
  });

  it('refreshes the fields on submit, and switches them off for a native GET submission of a form with no method', () => {
    document.body.insertAdjacentHTML('beforeend', '<form id="nomethod"><input name="q"></form>');
    const { s } = start();
    vi.advanceTimersByTime(1000);
    const nm = document.querySelector<HTMLFormElement>('#nomethod')!;
    const field = nm.querySelector<HTMLInputElement>('[name="ct_no_cookie_hidden_field"]')!;
    s.set('ct_has_scrolled', true);
    nm.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(JSON.parse(atob(field.value.slice(19)))).toMatchObject({ ct_has_scrolled: true });
    expect(field.disabled).toBe(true);
    vi.advanceTimersByTime(0);
    expect(field.disabled).toBe(false);
  });

  it('does not attach visible fields when the site does not want them', () => {
    start({ data__visible_fields_required: false });
    vi.advanceTimersByTime(1000);
    expect(names('#commentform')).not.toContain('apbct_visible_fields');
    expect(names('#commentform')).toContain('ct_no_cookie_hidden_field');
  });
});
