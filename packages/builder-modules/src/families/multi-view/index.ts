import { defineWidget, readJSONAttribute, standDown } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { currentDevice, onDeviceChange } from '../../shared/devices/breakpoints';
import { applyView, type Applied } from './apply';
import { hasHover, readMultiView, type View } from './schema';

/** `read()`, or `fallback` when the selector it uses is not valid CSS. */
function selectorOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

const LOAD_HIDDEN = ['data-et-multi-view-load-tablet-hidden', 'data-et-multi-view-load-phone-hidden'];

/**
 * Multi-view (`data-et-multi-view`): content, attributes, styles, classes and visibility that differ between
 * desktop, tablet, phone and hover. Applied at mount for the current device, on each breakpoint crossing (one
 * shared media-query listener) and on hover; only what changes is rewritten.
 */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-multi-view',
  selector: manifest.selector,
  observe: true,
  mount(host: HTMLElement, ctx) {
    const parsed = readJSONAttribute(host, 'data-et-multi-view');
    if (!parsed.ok) standDown(parsed.problem);
    const mv = readMultiView(parsed.value);
    if (!mv) standDown('data-et-multi-view is not of the expected shape');
    // `target` and `hover_selector` are selectors from the post's data: one that is not valid CSS means the module.
    const targets = (): HTMLElement[] => {
      const found = mv.target ? selectorOr(() => (host.matches(mv.target) ? [] : [...host.querySelectorAll<HTMLElement>(mv.target)]), []) : [];
      return found.length ? found : [host];
    };
    const applied = new Map<HTMLElement, Applied>();
    const show = (view: View) => {
      for (const t of targets()) {
        // The server printed the desktop view: desktop content counts as already written.
        if (!applied.has(t)) applied.set(t, { content: mv.content.desktop });
        applyView(t, mv, view, applied.get(t) as Applied);
      }
    };
    let device = currentDevice();
    show(device);
    for (const name of LOAD_HIDDEN) host.removeAttribute(name);
    const stop = onDeviceChange((d) => {
      device = d;
      show(d);
    });
    if (hasHover(mv)) {
      const trigger = (mv.hoverSelector && selectorOr(() => host.closest(mv.hoverSelector), null)) || host;
      ctx.listen(trigger, 'mouseenter', () => show('hover'));
      ctx.listen(trigger, 'mouseleave', () => show(device));
    }
    return stop;
  },
});
