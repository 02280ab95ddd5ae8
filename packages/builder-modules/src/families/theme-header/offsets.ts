/** Divi's `et_header_offset` (in its `custom.js`): the header height less 29 px up to 90 px tall, less 56 px above. */
const SHORT_HEADER_MAX = 90;
const SHORT_HEADER_TRIGGER = 29;
const TALL_HEADER_TRIGGER = 56;

/** Divi's `et_header_offset`: how far from the window top the content must pass for the header to fix. */
export function headerTrigger(headerHeight: number, adminBar: number): number {
  return headerHeight - (headerHeight <= SHORT_HEADER_MAX ? SHORT_HEADER_TRIGGER : TALL_HEADER_TRIGGER) + adminBar;
}

/** Whether the header is in its fixed (shrunk) state at `scrollY`: the content top has passed the trigger. */
export function isPastHeader(scrollY: number, contentTop: number, trigger: number): boolean {
  return scrollY > 0 && contentTop - scrollY <= trigger;
}
