import { describe, expect, it, vi } from 'vitest';
import { createTransport } from '@dropins/core/transport';
import { sanitizePage } from '@dropins/core/safety';
import { findContainer, moduleClasses } from '../src/families/blog/match';
import { loadContainer } from '../src/families/blog/load-page';

const answer = (bodyClass: string, moduleClass = 'et_pb_blog_0') => `<!DOCTYPE html><html><head><title>x</title>
<style>.x{}</style></head><body class="${bodyClass}">
<div class="et_pb_module et_pb_blog_9 et_pb_blog_grid_wrapper"><div class="et_pb_ajax_pagination_container"><p>other</p></div></div>
<div class="et_pb_module ${moduleClass} et_pb_blog_grid_wrapper et_pb_bg_layout_light"><div class="et_pb_blog_grid">
<div class="et_pb_ajax_pagination_container"><article><h2 class="entry-title"><a href="/post/">Post</a></h2></article>
<script>window.ran = 1</script><img src="x.png" onerror="window.ran = 2"></div></div></div></body></html>`;

function moduleEl(classes: string): Element {
  const el = document.createElement('div');
  el.className = classes;
  return el;
}

describe('blog container matching', () => {
  it('drops transient animation and lazy-load classes from the module classes', () => {
    expect(moduleClasses(moduleEl('et_pb_module et_pb_blog_0 et_animated et_had_animation lazyloaded et_pb_bg_layout_light'))).toEqual([
      'et_pb_module', 'et_pb_blog_0', 'et_pb_bg_layout_light',
    ]);
  });

  it('finds the container of the module with all the classes, never a look-alike, and nothing for no classes', () => {
    const { content, bodyClasses } = sanitizePage(answer('paged error404'));
    expect(bodyClasses).toEqual(['paged', 'error404']);
    const found = findContainer(content, ['et_pb_module', 'et_pb_blog_0', 'et_pb_blog_grid_wrapper']);
    expect(found?.textContent).toContain('Post');
    expect(found?.querySelector('script, [onerror]')).toBeNull();
    expect(findContainer(content, ['et_pb_module', 'et_pb_blog_0', 'et_pb_fullwidth'])).toBeNull();
    expect(findContainer(content, [])).toBeNull();
    expect(findContainer(content, ['"]) *, .x'])).toBeNull();
  });
});

describe('blog page loading through the transport', () => {
  const classes = ['et_pb_module', 'et_pb_blog_0'];
  const setup = (status: number, body: string) => {
    const fetch = vi.fn(async () => ({ status, text: async () => body }));
    return { fetch, shared: { transport: createTransport({ endpoint: { kind: 'page' }, fetch }), cache: new Map<string, Element>() } };
  };

  it('GETs the link once, then answers from the cache', async () => {
    const { fetch, shared } = setup(200, answer('paged'));
    const href = `${location.origin}/blog/page/2/?et_blog`;
    const first = await loadContainer(shared, href, classes, new AbortController().signal, document);
    const second = await loadContainer(shared, href, classes, new AbortController().signal, document);
    expect(first?.textContent).toContain('Post');
    expect(second?.textContent).toContain('Post');
    expect(second).not.toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(href);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('uses a 404 answer only when it is the 404 template', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const href = `${location.origin}/blog/page/2/?et_blog`;
    const template = setup(404, answer('error404'));
    expect(await loadContainer(template.shared, href, classes, new AbortController().signal, document)).not.toBeNull();
    const plain = setup(404, answer('page'));
    expect(await loadContainer(plain.shared, href, classes, new AbortController().signal, document)).toBeNull();
    const broken = setup(500, answer('error404'));
    expect(await loadContainer(broken.shared, href, classes, new AbortController().signal, document)).toBeNull();
    warn.mockRestore();
  });

  it('refuses another origin before any request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch, shared } = setup(200, answer('paged'));
    expect(await loadContainer(shared, 'https://elsewhere.test/page/2/', classes, new AbortController().signal, document)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
