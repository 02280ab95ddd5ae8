import { standDown, type Cleanup, type WidgetContext } from '@dropins/core';
import { prefersReducedMotion } from '@dropins/core/dom';
import { whenInView } from '../../shared/scroll/in-view';
import { countUp } from './count-up';
import { exposeFinalValue } from './final-value';
import { formatCount, readTarget, writeCount } from './format';

/**
 * Number counter (`.et_pb_number_counter[data-number-value][data-number-separator]`): `.percent-value` counts
 * from 0 to the target once the module scrolls into view (1800 ms); with reduced motion it shows the target at
 * once. Screen readers get the final value only.
 */
export function numberCounter(el: Element, _ctx: WidgetContext): Cleanup {
  const target = readTarget(el.getAttribute('data-number-value'));
  const value = el.querySelector('.percent-value');
  const percent = el.querySelector('.percent');
  if (target === null || !value || !percent) standDown('number counter without a numeric data-number-value or .percent-value');
  const separator = el.getAttribute('data-number-separator') ?? '';
  const sign = el.querySelector('.percent-sign')?.textContent ?? '';
  const show = (n: number) => {
    writeCount(value, formatCount(n, separator));
  };
  const stops = [exposeFinalValue(el, percent, formatCount(target, separator) + sign)];
  if (prefersReducedMotion()) show(target);
  else {
    show(0);
    stops.push(whenInView(el, () => stops.push(countUp(target, show))));
  }
  return () => stops.forEach((stop) => stop());
}
