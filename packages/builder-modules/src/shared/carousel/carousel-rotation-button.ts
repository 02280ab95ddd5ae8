import { type WidgetContext, docCreate } from '@dropins/core';
import { injectStyle } from '@dropins/core/ui';
import type { Rotation } from './carousel-rotation';

/**
 * The stop / start control WAI-ARIA asks of a carousel that rotates by itself: a real button, first in the
 * module's tab order, labelled with what it will do. Divi has none, so its stylesheet has no rule for it: a small
 * scoped style gives it a look (a round button in the module's top corner, with a visible focus ring). It takes no
 * layout (absolutely placed) and, like Divi's arrows, shows only while the pointer is over the module, or while it
 * has the keyboard focus; a stopped rotation keeps it shown (the visitor needs to see how to start it again).
 */
export const ROTATION_TEXT = { stop: 'Stop automatic slide show', start: 'Start automatic slide show' };

const CSS = `.dropins-rotation{position:absolute;top:8px;right:8px;z-index:10;width:32px;height:32px;padding:0;border:2px solid #fff;border-radius:50%;background:rgba(0,0,0,.6);color:#fff;font:14px/1 sans-serif;cursor:pointer}
.dropins-rotation{opacity:0;transition:opacity .3s}
:hover>.dropins-rotation,.dropins-rotation:focus-visible,.dropins-rotation[data-stopped]{opacity:1}
.dropins-rotation:focus-visible{outline:3px solid #fff;outline-offset:2px;box-shadow:0 0 0 5px #000}
.dropins-rotation::before{content:"\\275A\\275A";font-size:10px;letter-spacing:-1px}
.dropins-rotation[data-stopped]::before{content:"\\25B6";font-size:12px}`;

/**
 * Adds the button to `host` (at its start) and keeps its label in step with the rotation. Returns the button.
 */
export function addRotationButton(host: HTMLElement, ctx: WidgetContext, rotation: () => Rotation | null): HTMLButtonElement {
  injectStyle('dropins-rotation-style', CSS);
  const button = docCreate('button', host.ownerDocument);
  button.type = 'button';
  button.className = 'dropins-rotation';
  host.prepend(button);
  ctx.listen(button, 'click', () => {
    const r = rotation();
    r?.setStopped(!r.isStopped());
  });
  return button;
}

/** Shows the button's state: its label says what a press will do. */
export function showRotationState(button: HTMLButtonElement, stopped: boolean): void {
  button.setAttribute('aria-label', stopped ? ROTATION_TEXT.start : ROTATION_TEXT.stop);
  button.toggleAttribute('data-stopped', stopped);
}
