import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPageState, resetRuntime } from '@dropins/core/testing';
import type { WidgetContext } from '@dropins/core';
import { readPageConfig } from '../src/config';
import { wrapStrayModules } from '../src/page/modules-wrapper';

const LAYOUT = '#et-boc .et-l';

/** The page's element tree as tag#id.class lines, indented by depth (what the wrapping changes). */
function tree(root: Element, depth = 0): string[] {
  return Array.from(root.children).flatMap((el) => [
    `${'  '.repeat(depth)}${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${Array.from(el.classList).map((c) => `.${c}`).join('')}`,
    ...tree(el, depth + 1),
  ]);
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)['et_modules_wrapper'];
  resetPageState();
  resetRuntime();
});

describe('stray modules on custom post types', () => {
  it('wraps a stray section in #et-boc > .et-l, its rows and modules with it, and leaves laid-out markup alone', () => {
    document.body.innerHTML =
      '<div class="woocommerce-Tabs-panel"><div class="et_pb_section s1"><div class="et_pb_row"><div class="et_pb_module m1"></div></div></div></div>' +
      '<div id="et-boc"><div class="et-l"><div class="et_pb_section s2"><div class="et_pb_module"></div></div></div></div>';
    wrapStrayModules(document.body, LAYOUT);
    expect(tree(document.body)).toEqual([
      'div.woocommerce-Tabs-panel',
      '  div#et-boc',
      '    div.et-l',
      '      div.et_pb_section.s1',
      '        div.et_pb_row',
      '          div.et_pb_module.m1',
      'div#et-boc',
      '  div.et-l',
      '    div.et_pb_section.s2',
      '      div.et_pb_module',
    ]);
  });

  it('wraps each stray row and module of its own, in document order, a module inside a wrapped row once', () => {
    document.body.innerHTML =
      '<p class="intro"></p><div class="et_pb_row r1"><div class="et_pb_module in-row"></div></div><div class="et_pb_module alone"></div>';
    wrapStrayModules(document.body, LAYOUT);
    expect(tree(document.body)).toEqual([
      'p.intro',
      'div#et-boc',
      '  div.et-l',
      '    div.et_pb_row.r1',
      '      div.et_pb_module.in-row',
      'div#et-boc',
      '  div.et-l',
      '    div.et_pb_module.alone',
    ]);
  });

  it('adds only the layout inside an existing container; the cleanup gives the page back as it was', () => {
    const before = '<div id="et-boc"><div class="et_pb_section s"></div></div><span>text</span>';
    document.body.innerHTML = before;
    const cleanup = wrapStrayModules(document.body, LAYOUT);
    expect(tree(document.body)).toEqual(['div#et-boc', '  div.et-l', '    div.et_pb_section.s', 'span']);
    cleanup();
    expect(document.body.innerHTML).toBe(before);
  });
});

describe('et_modules_wrapper', () => {
  const ctx = (warn = vi.fn()) => ({ widget: 'builder-modules', warn }) as unknown as WidgetContext;

  it('asks for the wrapping with its layout prefix; absent, nothing is wrapped', () => {
    expect(readPageConfig(ctx()).strayLayout).toBeUndefined();
    (window as unknown as Record<string, unknown>)['et_modules_wrapper'] = { builderCssContainerPrefix: '#et-boc', builderCssLayoutPrefix: '#et-boc .et-l' };
    expect(readPageConfig(ctx()).strayLayout).toBe('#et-boc .et-l');
  });

  it('a prefix that is not a plain selector falls back to the default with one warning', () => {
    const warn = vi.fn();
    (window as unknown as Record<string, unknown>)['et_modules_wrapper'] = { builderCssLayoutPrefix: 'x), body *:not(y' };
    expect(readPageConfig(ctx(warn)).strayLayout).toBe('#et-boc .et-l');
    expect(warn).toHaveBeenCalledOnce();
  });

  it("a post's element named et_modules_wrapper wraps nothing and warns once; the package keeps its settings", () => {
    const warn = vi.fn();
    document.body.innerHTML = '<a id="et_modules_wrapper" href="#">x</a>';
    // (What a browser exposes for a named element; the test DOM does not.)
    (window as unknown as Record<string, unknown>)['et_modules_wrapper'] = document.body.firstElementChild;
    const config = readPageConfig(ctx(warn));
    expect(config.strayLayout).toBeUndefined();
    expect(config.builderType).toBe('fe');
    expect(warn).toHaveBeenCalledOnce();
  });
});
