import type { Signals } from './signals';

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

export interface Collector {
  /** Writes what the handlers buffered now (before a submission), instead of waiting for the timer. */
  flush(): void;
  stop(): void;
}

const SAMPLE_MS = 150;
const WRITE_MS = 1200;
const MAX_SAMPLES = 50;

/**
 * Listens (passively) to pointer, scroll, focus and key input. Handlers only buffer; the 1,200 ms timer writes.
 * The mouse is sampled at most every 150 ms, up to 50 samples of [Y, X, ms since start]; between samples,
 * and after the 50th, there is no mousemove listener.
 */
export function startCollector(s: Signals, signal: AbortSignal, report: (e: unknown) => void): Collector {
  const t0 = Date.now();
  const pointer: number[][] = [];
  const typo: Typo[] = [];
  const fields = new WeakMap<EventTarget, Typo>();
  const dirty = new Set<string>();
  const flags: Record<string, boolean> = { ct_mouse_moved: false, ct_has_scrolled: false, ct_has_input_focused: false, ct_has_key_up: false };
  const activity = { clicks: 0, mouseMovementsInsideForm: false };
  for (const k in flags) s.set(k, false, true);

  const on = <E extends Event>(target: EventTarget, type: string, fn: (e: E) => void, once = false) =>
    target.addEventListener(type, (e) => {
      try {
        fn(e as E);
      } catch (error) {
        report(error);
      }
    }, { passive: true, capture: true, signal, once });
  const flag = (k: string) => {
    if (!flags[k]) dirty.add(k);
    flags[k] = true;
  };
  const field = (t: EventTarget | null): Typo | undefined => {
    if (!(t instanceof HTMLTextAreaElement)) return undefined;
    let d = fields.get(t);
    if (!d) {
      d = { isAutoFill: false, isUseBuffer: false, speedDelta: 0, firstKeyTimestamp: 0, lastKeyTimestamp: 0, lastDelta: 0, countOfKey: 0 };
      fields.set(t, d);
      typo.push(d);
    }
    return d;
  };

  // One sample, then no mousemove listener at all for 150 ms: the moves in between cost the page nothing.
  const sample = (e: MouseEvent) => {
    flag('ct_mouse_moved');
    pointer.push([Math.round(e.clientY), Math.round(e.clientX), Date.now() - t0]);
    if (!activity.mouseMovementsInsideForm && e.target instanceof Element && e.target.closest('form')) activity.mouseMovementsInsideForm = true;
    dirty.add('ct_pointer_data');
    if (pointer.length < MAX_SAMPLES) setTimeout(listenMouse, SAMPLE_MS);
  };
  const listenMouse = () => signal.aborted || on(document, 'mousemove', sample, true);
  listenMouse();
  on(window, 'scroll', () => flag('ct_has_scrolled'));
  on(document, 'focusin', (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) flag('ct_has_input_focused');
  });
  on(document, 'keyup', () => flag('ct_has_key_up'));
  on(document, 'click', () => activity.clicks++);
  on<KeyboardEvent>(document, 'keydown', (e) => {
    const now = Date.now();
    if (!s.data.ct_fkp_timestamp) {
      s.data.ct_fkp_timestamp = Math.floor(now / 1000);
      dirty.add('ct_fkp_timestamp');
    }
    const d = field(e.target);
    if (!d) return;
    if (d.countOfKey) {
      d.lastDelta = now - d.lastKeyTimestamp;
      d.speedDelta = Math.round((now - d.firstKeyTimestamp) / d.countOfKey);
    } else d.firstKeyTimestamp = now;
    d.lastKeyTimestamp = now;
    d.countOfKey++;
    dirty.add('typo');
  });
  on(document, 'paste', (e) => {
    const d = field(e.target);
    if (d) d.isUseBuffer = true;
  });
  // Text that arrives with no key pressed in the field is the browser's autofill (or a script).
  on<InputEvent>(document, 'input', (e) => {
    const d = field(e.target);
    if (d && !d.countOfKey && !d.isUseBuffer && e.inputType !== 'insertFromPaste') d.isAutoFill = true;
  });

  const flush = () => {
    try {
      for (const k of dirty) {
        if (k in flags) s.set(k, true);
        else if (k === 'ct_pointer_data') s.set(k, pointer, s.mode === 'alternative');
        else if (k === 'typo') s.set(k, typo, true);
        else s.set(k, s.data[k]);
      }
      dirty.clear();
      s.set('collecting_user_activity_data', activity, true);
    } catch (error) {
      report(error);
    }
  };
  const timer = setInterval(() => dirty.size && flush(), WRITE_MS);
  return { flush, stop: () => clearInterval(timer) };
}
