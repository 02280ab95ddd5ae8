import { standDown, type Cleanup, type WidgetContext } from '@dropins/core';
import { prefersReducedMotion } from '@dropins/core/dom';
import { currentDevice, onDeviceChange } from '../../shared/devices/breakpoints';
import { whenInView } from '../../shared/scroll/in-view';
import { hasHoverColors, ringColors, type RingState } from './colors';
import { countUp } from './count-up';
import { exposeFinalValue } from './final-value';
import { formatCount, readTarget, writeCount } from './format';
import { createRing, drawRing, sizeRing } from './ring';

/**
 * Circle counter (`.et_pb_circle_counter_inner`): a canvas ring (bar colour, track colour and alpha from the data
 * attributes for the current device) and `.percent-value` fill from 0 to the target once in view (1800 ms); with
 * reduced motion at once. Hovering switches to the `-hover` colours when there are any, a stuck sticky module to
 * the `-sticky` ones; a width change redraws the ring at the new size.
 */
export function circleCounter(host: HTMLElement, ctx: WidgetContext): Cleanup {
  const target = readTarget(host.getAttribute('data-number-value'));
  const value = host.querySelector('.percent-value');
  const percent = host.querySelector('.percent');
  if (target === null || !value || !percent) standDown('circle counter without a numeric data-number-value or .percent-value');
  const read = (name: string) => host.getAttribute(`data-${name}`) ?? undefined;
  const canvas = createRing(host);
  let shown = 0;
  let hovered = false;
  const state = (): RingState => (hovered ? 'hover' : host.closest('.et_pb_sticky') ? 'sticky' : 'normal');
  const render = () => drawRing(canvas, ringColors(read, currentDevice(), state()), shown);
  const show = (n: number) => {
    shown = n;
    writeCount(value, formatCount(n, ''));
    render();
  };
  const stops = [exposeFinalValue(host, percent, formatCount(target, '') + (host.querySelector('.percent-sign')?.textContent ?? ''))];
  if (prefersReducedMotion()) show(target);
  else {
    show(0);
    stops.push(whenInView(host, () => stops.push(countUp(target, show))));
  }
  if (hasHoverColors(read)) {
    const hover = (on: boolean) => () => {
      hovered = on;
      render();
    };
    ctx.listen(host, 'mouseenter', hover(true));
    ctx.listen(host, 'mouseleave', hover(false));
  }
  // The sticky family announces sticking with Divi's events, bubbling from the module.
  for (const type of ['ETBuilderStickyStart', 'ETBuilderStickyEnd']) {
    ctx.listen(host.ownerDocument, type, (event) => {
      if (event.target instanceof Node && event.target.contains(host)) render();
    });
  }
  stops.push(onDeviceChange(render));
  const resize = new ResizeObserver(() => {
    sizeRing(canvas, host.clientWidth);
    render();
  });
  resize.observe(host);
  return () => {
    resize.disconnect();
    stops.forEach((stop) => stop());
    canvas.remove();
  };
}
