import { docProp, emit, type Cleanup, type MountContext } from '@dropins/core';
import { navigate, sameOriginUrl } from '@dropins/core/safety';
import { announce } from '@dropins/core/ui';
import { prefersReducedMotion } from '@dropins/core/dom';
import { fixedHeaderOffset, scrollToY } from '../../shared/scroll/smooth-scroll';
import type { BlogShared } from './config';
import { loadContainer } from './load-page';
import { moduleClasses, pageNumber } from './match';

/** Divi fades the module to 0.2 while the page loads, 'slow' = 600 ms each way. */
const LOADING_OPACITY = 0.2;
const FADE_MS = 600;
/** Divi scrolls to the module's top this far below the fixed chrome (px). */
const SCROLL_GAP = 50;

/**
 * Blog ajax pagination (`.et_pb_ajax_pagination_container .pagination a`, `.wp-pagenavi a`): a click GETs the
 * link, replaces this container with the same module's container from the answer (sanitized; new modules in it
 * are mounted by the registry), fades the module while loading, scrolls its top below the fixed header, moves
 * focus to the first post link and announces the page. An unusable answer leaves the page as it was and follows
 * the link.
 */
export function ajaxPaging(el: Element, ctx: MountContext<BlogShared>): Cleanup {
  const loads = ctx.latest();
  let busy = false;
  ctx.listen(el, 'click', (event) => {
    const mouse = event as MouseEvent;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const module = el.closest('.et_pb_module');
    if (!link || !module || !link.closest('.pagination, .wp-pagenavi') || !el.contains(link)) return;
    if (mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
    const href = sameOriginUrl(link.getAttribute('href'));
    if (!href) return;
    event.preventDefault();
    if (busy) return;
    busy = true;
    const fade = fadeModule(module);
    void loads
      .run((signal) => loadContainer(ctx.config, href, moduleClasses(module), signal, el.ownerDocument))
      .then((container) => {
        busy = false;
        fade();
        if (container === undefined) return;
        if (container === null) return void navigate(href);
        el.replaceWith(container);
        arrive(module, container, href);
      });
  });
  return () => loads.cancel();
}

/** Fades the module out while it loads; returns the fade back. */
function fadeModule(module: Element): () => void {
  const duration = prefersReducedMotion() ? 0 : FADE_MS;
  module.setAttribute('aria-busy', 'true');
  const out = module.animate([{ opacity: 1 }, { opacity: LOADING_OPACITY }], { duration, fill: 'forwards' });
  return () => {
    module.removeAttribute('aria-busy');
    out.cancel();
    module.animate([{ opacity: LOADING_OPACITY }, { opacity: 1 }], { duration });
  };
}

/** After the new page is in: scroll, focus, announce, and Divi's `post-load` event. */
function arrive(module: Element, container: Element, href: string): void {
  const body = docProp('body', module.ownerDocument);
  void scrollToY(() => module.getBoundingClientRect().top + window.scrollY - fixedHeaderOffset(body) - SCROLL_GAP);
  const target = container.querySelector<HTMLElement>('.entry-title a') ?? container.querySelector<HTMLElement>('a[href]');
  target?.focus({ preventScroll: true });
  announce(`Page ${pageNumber(href)} loaded`);
  emit(body, 'post-load');
}
