import type { Cleanup, WidgetContext } from '@dropins/core';
import type { PageEnv } from './protect-page';

/** Typing data of one comment field, in the original's shape. */
export interface Typo {
  isAutoFill: boolean;
  isUseBuffer: boolean;
  speedDelta: number;
  firstKeyTimestamp: number;
  lastKeyTimestamp: number;
  lastDelta: number;
  countOfKey: number;
}

const FLAGS = ['ct_mouse_moved', 'ct_has_scrolled', 'ct_has_input_focused', 'ct_has_key_up'];
/** Mouse sampling: at most one sample per 150 ms, and 50 in all. */
const MOUSE_SAMPLE_MS = 150;
const MOUSE_SAMPLES = 50;
/** How often buffered changes are written. */
const WRITE_MS = 1200;

const newTypo = (): Typo => ({ isAutoFill: false, isUseBuffer: false, speedDelta: 0, firstKeyTimestamp: 0, lastKeyTimestamp: 0, lastDelta: 0, countOfKey: 0 });

/**
 * Listens (passively) to pointer, scroll, focus and key input. Handlers only buffer (in `s.data`); a 1,200 ms
 * timer writes what changed, and `flush` does it at once (before a submission). The mouse is sampled at most
 * every 150 ms, up to 50 samples of [Y, X, ms since start]; between samples, and after the 50th, there is no
 * mousemove listener at all. `env.flushActivity` writes at once.
 */
export function recordVisitorActivity(_body: Element, ctx: WidgetContext, env: PageEnv): Cleanup {
  const s = env.store;
  const { signal } = ctx;
  const data = s.data;
  const t0 = Date.now();
  const pointer: number[][] = (data.ct_pointer_data = []);
  const typo: Typo[] = (data.typo = []);
  const fields = new WeakMap<EventTarget, Typo>();
  const dirty = new Set<string>();
  const on = (type: string, fn: (ev: Event) => void, target: EventTarget = document) => ctx.listen(target, type, fn, { passive: true, capture: true });
  const flag = (k: string) => {
    if (!data[k]) dirty.add(k);
    data[k] = true;
  };
  // The typing record of a comment field (a textarea), made on its first event.
  const field = (t: EventTarget | null) => {
    let d = fields.get(t!);
    if (!d && t instanceof HTMLTextAreaElement) {
      fields.set(t, (d = newTypo()));
      typo.push(d);
    }
    return d;
  };
  for (const k of FLAGS) s.set(k, false, true);

  // One sample, then no mousemove listener for 150 ms: the moves in between cost the page nothing.
  const sampleMouse = (ev: MouseEvent) => {
    flag('ct_mouse_moved');
    dirty.add('ct_pointer_data');
    if (pointer.push([Math.round(ev.clientY), Math.round(ev.clientX), Date.now() - t0]) < MOUSE_SAMPLES) ctx.later(MOUSE_SAMPLE_MS, listenMouse);
  };
  function listenMouse() {
    if (!signal.aborted) document.addEventListener('mousemove', sampleMouse, { passive: true, capture: true, once: true, signal });
  }
  listenMouse();
  on('scroll', () => flag('ct_has_scrolled'), window);
  on('focusin', (ev) => (ev.target as Element).matches?.('input,textarea') && flag('ct_has_input_focused'));
  on('keyup', () => flag('ct_has_key_up'));
  on('keydown', (ev) => {
    const now = Date.now();
    const d = field(ev.target);
    if (!data.ct_fkp_timestamp) {
      data.ct_fkp_timestamp = Math.floor(now / 1000);
      dirty.add('ct_fkp_timestamp');
    }
    if (!d) return;
    if (d.countOfKey) {
      d.lastDelta = now - d.lastKeyTimestamp;
      d.speedDelta = Math.round((now - d.firstKeyTimestamp) / d.countOfKey);
    } else d.firstKeyTimestamp = now;
    d.lastKeyTimestamp = now;
    d.countOfKey++;
    dirty.add('typo');
  });
  on('paste', (ev) => {
    const d = field(ev.target);
    if (d) d.isUseBuffer = true;
  });
  // Text that arrives with no key pressed in the field is the browser's autofill (or a script).
  on('input', (ev) => {
    const d = field(ev.target);
    if (d && !d.countOfKey && !d.isUseBuffer && (ev as InputEvent).inputType !== 'insertFromPaste') d.isAutoFill = true;
  });

  // Typing data stays in memory (it goes with the no-cookie field); so does pointer data in the alternative mode.
  const flush = () => {
    for (const k of dirty) s.set(k, data[k], k === 'typo' || (k === 'ct_pointer_data' && s.mode === 'alternative'));
    dirty.clear();
  };
  env.flushActivity = flush;
  const timer = setInterval(() => dirty.size && ctx.guard(flush), WRITE_MS);
  return () => clearInterval(timer);
}
