import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WidgetContext } from '@dropins/core';
import { createSwitches } from '../src/switches';
import { setupTabs } from '../src/tabs';
import { STRICT_ONLY, ALL } from '../src/consent';

const page = readFileSync(resolve(import.meta.dirname, '../../../../shared/fixtures/gdpr-cookie-compliance/page.first-visit.static.html'), 'utf8');
const dialog = page.slice(page.indexOf('<dialog'), page.indexOf('</dialog>') + 9);
const $ = (id: string) => document.getElementById(id) as HTMLInputElement;
const ctrl = new AbortController();
const ctx = {
  widget: 'consent-bar',
  signal: ctrl.signal,
  warn: () => undefined,
  guard: (fn: () => unknown) => fn(),
  listen: (t: EventTarget, type: string, h: (e: Event) => void) => t.addEventListener(type, h, { signal: ctrl.signal }),
} as unknown as WidgetContext;

let switches: ReturnType<typeof createSwitches>;
const applyStrict = () => switches.applyStrict();
const readSwitches = () => switches.read();
const setSwitches = (consent: Parameters<typeof switches.set>[0]) => switches.set(consent);

beforeEach(() => {
  document.body.innerHTML = dialog;
  switches = createSwitches(document.documentElement);
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('switches (the printed modal markup)', () => {
  it('strict off disables and unchecks the other categories; strict on enables them', () => {
    setSwitches(ALL);
    expect($('moove_gdpr_performance_cookies').checked).toBe(true);
    $('moove_gdpr_strict_cookies').checked = false;
    applyStrict();
    expect($('moove_gdpr_performance_cookies')).toMatchObject({ checked: false, disabled: true });
    expect(document.querySelector('#third_party_cookies .gdpr-cc-form-fieldset')!.classList.contains('fl-disabled')).toBe(true);
    expect(readSwitches()).toEqual({ strict: 0, thirdparty: 0, advanced: 0, performance: 0, preference: 0 });
    $('moove_gdpr_strict_cookies').checked = true;
    applyStrict();
    expect($('moove_gdpr_advanced_cookies').disabled).toBe(false);
    expect(readSwitches()).toEqual(STRICT_ONLY);
  });

  it('reflects each switch on the status bar, the tab and its menu item, as the plugin stylesheet expects', () => {
    setSwitches({ ...STRICT_ONLY, advanced: 1 });
    expect(document.querySelector('#advanced-cookies .moove-gdpr-status-bar')!.classList.contains('checkbox-selected')).toBe(true);
    expect(document.querySelector('.menu-item-advanced-cookies')!.classList.contains('menu-item-off')).toBe(false);
    expect(document.querySelector('.menu-item-third_party_cookies')!.classList.contains('menu-item-off')).toBe(true);
  });
});

describe('tabs', () => {
  it('gives the menu the tabs pattern: roles, relations, one tab stop, arrows move and show the panel', () => {
    const d = document.querySelector('dialog')!;
    setupTabs(d, ctx);
    const tabs = Array.from(d.querySelectorAll<HTMLElement>('[role="tab"]'));
    expect(tabs).toHaveLength(5);
    expect(d.querySelector('#moove-gdpr-menu')!.getAttribute('role')).toBe('tablist');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(document.getElementById(tabs[2].getAttribute('aria-controls')!)!.getAttribute('aria-labelledby')).toBe(tabs[2].id);
    tabs[0].focus();
    tabs[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    expect(tabs[4].getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('cookie_policy_modal')!.style.display).toBe('');
    expect(document.getElementById('privacy_overview')!.style.display).toBe('none');
    expect(tabs[4].parentElement!.classList.contains('menu-item-selected')).toBe(true);
  });
});
