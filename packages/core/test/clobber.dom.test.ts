// DOM clobbering: a post can name elements after the globals we read (`<a id="Dropins">`, `<a id="ctPublic">`,
// `<object id="body">`, `<img name="currentScript">`). None of them may be taken for ours or the plugins' values.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addListener, boot, defineWidget, dispatch, docCall, docCreate, docProp, isDocument, isPageElement, readGlobal, runningScript, StandDown, createRegistry } from '@dropins/core';
import { setCookie } from '@dropins/core/storage';
import { resetRuntime, resetWarnings, shadowDocumentMembers } from '@dropins/core/testing';

const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  resetRuntime();
  resetWarnings();
  delete window.Dropins;
  delete win.ctPublic;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('clobbering', () => {
  it('tells page elements and collections from script values', () => {
    document.body.innerHTML = '<a id="x" href="/"></a><form name="f"><input name="i"><input name="i"></form>';
    const form = document.forms[0];
    expect(isPageElement(document.getElementById('x'))).toBe(true);
    expect(isPageElement(document.querySelectorAll('a'))).toBe(true);
    expect(isPageElement(form)).toBe(true);
    expect(isPageElement({ ajaxurl: '/wp-admin/admin-ajax.php' })).toBe(false);
    expect(isPageElement([1, 2])).toBe(false);
    expect(isPageElement('text')).toBe(false);
    expect(isPageElement(() => undefined)).toBe(false);
    expect(isPageElement(null)).toBe(false);
  });

  it('an element with id "Dropins" is shadowed by our own global; our global is joined by the next bundle', () => {
    document.body.innerHTML = '<a id="Dropins" href="/">Dropins</a><div class="w"></div>';
    win.Dropins = document.getElementById('Dropins');
    const mount = vi.fn();
    boot(defineWidget({ name: 'w', selector: '.w', mount }));
    expect(mount).toHaveBeenCalledTimes(1);
    expect(window.Dropins?.widgets).toEqual(['w']);
    const first = window.Dropins;
    boot(defineWidget({ name: 'w2', selector: '.w', mount }));
    expect(window.Dropins).toBe(first);
    expect(window.Dropins?.widgets).toEqual(['w', 'w2']);
  });

  it('a plugin global that is a page element stands that widget down with one warning naming it, and only it', () => {
    document.body.innerHTML = '<a id="ctPublic" href="/">x</a><div class="a"></div><div class="b"></div>';
    win.ctPublic = document.getElementById('ctPublic');
    expect(() => readGlobal('ctPublic')).toThrow(StandDown);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const registry = createRegistry();
    const other = vi.fn();
    registry.register(defineWidget({ name: 'antispam', selector: '.a', setup: () => readGlobal('ctPublic'), mount: vi.fn() }));
    registry.register(defineWidget({ name: 'other', selector: '.b', mount: other }));
    registry.scan(document);
    registry.scan(document);
    expect(other).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/^\[dropins\] antispam: stands down: window\.ctPublic is an element of the page/);
  });

  it('reads document members through the browser, never an element named after them', () => {
    const body = document.body;
    const img = document.createElement('img');
    // What <object id="body"> / <img name="currentScript"> do in a browser: an own property of the document.
    Object.defineProperty(document, 'body', { configurable: true, value: img });
    Object.defineProperty(document, 'currentScript', { configurable: true, value: img });
    try {
      expect(docProp('body')).toBe(body);
      expect(runningScript()).toBeNull();
    } finally {
      delete (document as unknown as Record<string, unknown>).body;
      delete (document as unknown as Record<string, unknown>).currentScript;
    }
  });
});

describe('document members a script redefined', () => {
  it('a consent tool\'s own document.cookie accessor is honoured (only named elements are skipped)', () => {
    let written = '';
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => 'a=1', set: (v: string) => void (written = v) });
    try {
      expect(docProp('cookie')).toBe('a=1');
      setCookie('b', '2');
      expect(written).toMatch(/^b=2;/);
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
  });
});

describe('document methods an element is named after', () => {
  it('creates, finds, listens and dispatches through the browser\'s own methods', () => {
    document.body.innerHTML = '<p id="target">here</p>';
    const undo = shadowDocumentMembers(['createElement', 'getElementById', 'addEventListener', 'removeEventListener', 'nodeType']);
    try {
      expect(docCreate('div')).toBeInstanceOf(HTMLDivElement);
      expect(docCall('getElementById', document, 'target')?.textContent).toBe('here');
      expect(isDocument(document)).toBe(true);
      expect(isDocument(document.body)).toBe(false);
      const seen: string[] = [];
      const off = addListener(document, 'dropins-test', (e) => seen.push(e.type));
      dispatch(document, new Event('dropins-test'));
      off();
      dispatch(document, new Event('dropins-test'));
      expect(seen).toEqual(['dropins-test']);
    } finally {
      undo();
    }
  });
});
