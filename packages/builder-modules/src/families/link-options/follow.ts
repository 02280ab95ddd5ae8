import type { Cleanup, WidgetContext } from '@dropins/core';
import { docProp } from '@dropins/core';
import { focusables } from '@dropins/core/ui';
import { scrollToElement } from '../../shared/scroll/smooth-scroll';
import { linkAction, type LinkAction } from './action';
import type { LinkOption } from './config';

/**
 * Clicks on these keep their own behaviour (Divi's list): real links and buttons, form fields, toggles' titles,
 * media players, tab controls, slider dots, the menu module's search and the fullwidth header's scroll button.
 */
const OWN_BEHAVIOUR = [
  'a', 'button', 'input', 'select', 'textarea', 'label', '.et_pb_toggle_title', '.mejs-container',
  '.et_pb_contact_captcha', '.et_pb_tabs_controls', '.flex-control-nav', '.et_pb_menu__search-button',
  '.et_pb_menu__close-search-button', '.et_pb_menu__search-container', '.et_pb_fullwidth_header_scroll',
].join(', ');

/** The module (an element carrying one of the order classes) `target` is in, with its option. */
function moduleOf(target: EventTarget | null, body: HTMLElement, options: readonly LinkOption[]): { el: HTMLElement; option: LinkOption } | null {
  for (let node = target instanceof Element ? target : null; node && node !== body; node = node.parentElement) {
    const option = options.find((o) => node.classList.contains(o.class));
    if (option && node instanceof HTMLElement) return { el: node, option };
  }
  return null;
}

/** The element with this id on the page (the widget sits on `<body>`: in-page targets are under it). */
const byId = (body: HTMLElement, id: string): HTMLElement | null => body.querySelector<HTMLElement>(`#${CSS.escape(id)}`);

function run(action: LinkAction, body: HTMLElement): void {
  const doc = body.ownerDocument;
  if (action.kind === 'new-window') {
    docProp('defaultView', doc)?.open(action.href, '_blank', 'noopener');
  } else if (action.kind === 'navigate') {
    docProp('defaultView', doc)?.location.assign(action.href);
  } else {
    const target = action.kind === 'anchor' ? byId(body, action.id) : body.querySelector('.reviews_tab');
    if (action.kind === 'reviews-tab') body.querySelector<HTMLElement>('.reviews_tab a')?.click();
    if (target) void scrollToElement(target, body);
    history.pushState(null, '', action.href);
  }
}

/**
 * Makes each module with a link option act as a link: a click anywhere on it (except on its own links, buttons
 * and fields) follows the option; keyboard users reach it with Tab (tabindex 0, role link) and follow it with Enter.
 * A module that already holds links or buttons keeps them as the keyboard route instead (no nested controls).
 */
export function followLinkOptions(body: HTMLElement, ctx: WidgetContext, options: readonly LinkOption[]): Cleanup {
  const marked: HTMLElement[] = [];
  for (const option of options) {
    for (const el of body.getElementsByClassName(option.class)) {
      if (!(el instanceof HTMLElement) || el.hasAttribute('tabindex') || focusables(el).length) continue;
      el.tabIndex = 0;
      el.setAttribute('role', 'link');
      marked.push(el);
    }
  }
  const follow = (event: Event, found: { el: HTMLElement; option: LinkOption }) => {
    const action = linkAction(found.option.url, found.option.newWindow, location.href, (id) => byId(body, id) !== null);
    if (!action) return;
    event.preventDefault();
    run(action, body);
  };
  ctx.listen(body, 'click', (event) => {
    const found = moduleOf(event.target, body, options);
    if (!found || event.defaultPrevented) return;
    const own = (event.target as Element).closest(OWN_BEHAVIOUR);
    if (own && found.el.contains(own)) return;
    follow(event, found);
  });
  ctx.listen(body, 'keydown', (event) => {
    const found = event.key === 'Enter' ? moduleOf(event.target, body, options) : null;
    if (found && found.el === event.target) follow(event, found);
  });
  return () => {
    for (const el of marked) {
      el.removeAttribute('tabindex');
      el.removeAttribute('role');
    }
  };
}
