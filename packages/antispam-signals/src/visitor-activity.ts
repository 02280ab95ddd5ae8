import type { Cleanup, WidgetContext } from '@dropins/core';
import type { PageEnv } from './page-env';
import { addListener } from '@dropins/core';

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

/** The signals buffered in memory until the next write: `data` is the store's, `dirty` the keys that changed. */
interface Buffer {
  data: Record<string, unknown>;
  dirty: Set<string>;
}

const listenPassively = (ctx: WidgetContext, target: EventTarget, type: string, handler: (event: Event) => void) =>
  ctx.listen(target, type, handler, { passive: true, capture: true });

/** Sets a yes/no signal, marking it for the next write only when it changes. */
function raiseFlag(buffer: Buffer, key: string): void {
  if (!buffer.data[key]) buffer.dirty.add(key);
  buffer.data[key] = true;
}

/**
 * The mouse: one sample of [Y, X, ms since start], then no mousemove listener for 150 ms (the moves in between
 * cost the page nothing), and none at all after 50 samples.
 */
function sampleMouse(ctx: WidgetContext, buffer: Buffer, startedAt: number): void {
  const samples: number[][] = (buffer.data.ct_pointer_data = []);
  const takeSample = (event: MouseEvent) => {
    raiseFlag(buffer, 'ct_mouse_moved');
    buffer.dirty.add('ct_pointer_data');
    const count = samples.push([Math.round(event.clientY), Math.round(event.clientX), Date.now() - startedAt]);
    if (count < MOUSE_SAMPLES) ctx.later(MOUSE_SAMPLE_MS, listen);
  };
  function listen() {
    if (!ctx.signal.aborted) addListener(document, 'mousemove', takeSample, { passive: true, capture: true, once: true, signal: ctx.signal });
  }
  listen();
}

/** One keystroke in a comment field: its count, first and last times and speeds. */
function recordKey(record: Typo, now: number): void {
  if (record.countOfKey) {
    record.lastDelta = now - record.lastKeyTimestamp;
    record.speedDelta = Math.round((now - record.firstKeyTimestamp) / record.countOfKey);
  } else record.firstKeyTimestamp = now;
  record.lastKeyTimestamp = now;
  record.countOfKey++;
}

/** Typing in comment fields (textareas), one record per field made on its first event; and the first key press. */
function watchTyping(ctx: WidgetContext, buffer: Buffer): void {
  const records: Typo[] = (buffer.data.typo = []);
  const byField = new WeakMap<EventTarget, Typo>();
  const recordOf = (target: EventTarget | null): Typo | undefined => {
    if (!(target instanceof HTMLTextAreaElement)) return undefined;
    let record = byField.get(target);
    if (!record) {
      byField.set(target, (record = newTypo()));
      records.push(record);
    }
    return record;
  };
  listenPassively(ctx, document, 'keydown', (event) => {
    const now = Date.now();
    if (!buffer.data.ct_fkp_timestamp) {
      buffer.data.ct_fkp_timestamp = Math.floor(now / 1000);
      buffer.dirty.add('ct_fkp_timestamp');
    }
    const record = recordOf(event.target);
    if (!record) return;
    recordKey(record, now);
    buffer.dirty.add('typo');
  });
  listenPassively(ctx, document, 'paste', (event) => {
    const record = recordOf(event.target);
    if (record) record.isUseBuffer = true;
  });
  // Text that arrives with no key pressed in the field is the browser's autofill (or a script).
  listenPassively(ctx, document, 'input', (event) => {
    const record = recordOf(event.target);
    if (record && !record.countOfKey && !record.isUseBuffer && (event as InputEvent).inputType !== 'insertFromPaste') record.isAutoFill = true;
  });
}

/**
 * Listens (passively) to pointer, scroll, focus and key input. Handlers only buffer; a 1,200 ms timer writes what
 * changed, and `env.flushActivity` does it at once (before a submission). Typing data stays in memory (it goes
 * with the no-cookie field); so does pointer data in the alternative mode.
 */
export function recordVisitorActivity(_body: Element, ctx: WidgetContext, env: PageEnv): Cleanup {
  const store = env.store;
  const buffer: Buffer = { data: store.data, dirty: new Set() };
  for (const key of FLAGS) store.set(key, false, true);
  sampleMouse(ctx, buffer, Date.now());
  watchTyping(ctx, buffer);
  listenPassively(ctx, window, 'scroll', () => raiseFlag(buffer, 'ct_has_scrolled'));
  listenPassively(ctx, document, 'focusin', (event) => (event.target as Element).matches?.('input,textarea') && raiseFlag(buffer, 'ct_has_input_focused'));
  listenPassively(ctx, document, 'keyup', () => raiseFlag(buffer, 'ct_has_key_up'));

  const keptInMemory = (key: string) => key === 'typo' || (key === 'ct_pointer_data' && store.mode === 'alternative');
  const flush = () => {
    for (const key of buffer.dirty) store.set(key, buffer.data[key], keptInMemory(key));
    buffer.dirty.clear();
  };
  env.flushActivity = flush;
  const timer = setInterval(() => buffer.dirty.size && ctx.guard(flush), WRITE_MS);
  return () => clearInterval(timer);
}
