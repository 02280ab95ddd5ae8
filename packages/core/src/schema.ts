/** Names shared across the runtime, in one place. */
export const GLOBAL_NAME = 'Dropins';
export const VERSION = '0.1.0';
/** Class our own small stylesheets are scoped under. */
export const CSS_PREFIX = 'dropins';
/** Visually hidden live region shared by every widget. */
export const LIVE_REGION_ID = 'dropins-live';
