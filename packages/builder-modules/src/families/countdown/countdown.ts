import { standDown, type Cleanup, type WidgetContext } from '@dropins/core';
import { screenReaderText } from '../../shared/a11y/content-sr-text';
import { padUnit, remaining, UNITS, type Unit } from './time';

/** Divi's countdown refresh (`setInterval(…, 1000)`). */
export const TICK_MS = 1000;

/**
 * Countdown timer (`.et_pb_countdown_timer[data-end-timestamp]`): each unit's `.value` shows the time left,
 * refreshed every second, never negative, stopping at zero. Screen readers are not told every second: the
 * container is a `timer` (not live) whose ticking sections are hidden from them, with one readable text
 * ("12 Day(s) 04 Hour(s) …", the module's own labels) that they read when they reach it.
 */
export function countdown(el: Element, ctx: WidgetContext): Cleanup {
  const end = Number(el.getAttribute('data-end-timestamp'));
  const container = el.querySelector('.et_pb_countdown_timer_container');
  if (!Number.isFinite(end) || el.getAttribute('data-end-timestamp')?.trim() === '' || !container) {
    standDown('countdown without a numeric data-end-timestamp');
  }
  const parts = UNITS.flatMap((unit) => {
    const section = container.querySelector(`.section.${unit}`);
    const value = section?.querySelector('.value');
    return section && value ? [{ unit, section, value, label: section.querySelector('.label')?.textContent?.trim() ?? unit }] : [];
  });
  const readable = screenReaderText(el.ownerDocument);
  container.setAttribute('role', 'timer');
  container.setAttribute('aria-live', 'off');
  const hidden = Array.from(container.querySelectorAll('.section'));
  for (const section of hidden) section.setAttribute('aria-hidden', 'true');
  container.appendChild(readable);
  let timer = 0;
  const update = () => {
    const left = remaining(end, Date.now());
    for (const part of parts) part.value.textContent = padUnit(part.unit, left[part.unit as Unit]);
    readable.textContent = parts.map((part) => `${padUnit(part.unit, left[part.unit])} ${part.label}`).join(' ');
    if (left.total === 0) window.clearInterval(timer);
  };
  update();
  if (remaining(end, Date.now()).total > 0) timer = window.setInterval(() => ctx.guard(update), TICK_MS);
  return () => {
    window.clearInterval(timer);
    readable.remove();
    for (const section of hidden) section.removeAttribute('aria-hidden');
    container.removeAttribute('role');
    container.removeAttribute('aria-live');
  };
}
