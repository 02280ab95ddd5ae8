import { rawStorage, type Cleanup, type WidgetContext } from '@dropins/core';
import { BAR_CLOSED_KEY, hashAction, presetConsent } from './actions';
import { ALL } from './consent';
import type { BannerDefaults } from './geo';
import type { ConsentPage } from './page';

/** The original opens the modal a page's hash asks for after this long; decisions by hash apply at once. */
const HASH_MODAL_DELAY_MS = 500;
/** Accept on scroll: how far the visitor scrolls. */
const SCROLL_ACCEPT_PX = 200;

/** The banner defaults: the printed ones, or in geo mode the server's (that code is fetched only then). */
const bannerDefaults = (ctx: WidgetContext, settings: ConsentPage['settings']): Promise<BannerDefaults> =>
  settings.geo_location
    ? import('./geo').then(({ readBannerDefaults }) => readBannerDefaults(ctx, settings))
    : Promise.resolve({ displayBanner: settings.display_cookie_banner, enabledDefault: settings.enabled_default });

const wait = (ctx: WidgetContext, ms: number) => new Promise<void>((resolve) => ctx.later(ms, resolve));

/** Accept on scroll and the hide timer, when the site enabled them, while the bar waits for an answer. */
function acceptWhenIgnored(ctx: WidgetContext, page: ConsentPage): void {
  const { settings, actions } = page;
  if (settings.acceptOnScroll) {
    const startY = scrollY;
    ctx.listen(window, 'scroll', () => {
      if (scrollY - startY > SCROLL_ACCEPT_PX) actions.acceptImplied();
    });
  }
  if (settings.acceptAfterSeconds !== null) ctx.later(settings.acceptAfterSeconds * 1000, actions.acceptImplied);
}

/**
 * After the configured delay (and, in geo mode, the server's answer): loads what is consented, or shows the
 * bar with the site's defaults preset; then does what the page's hash asks for.
 */
export function showWhenDue(_element: Element, ctx: WidgetContext, page: ConsentPage): Cleanup {
  const { settings, state, bar, switches, actions } = page;
  async function start() {
    const [defaults] = await Promise.all([bannerDefaults(ctx, settings), wait(ctx, settings.script_delay)]);
    if (ctx.signal.aborted) return;
    page.defaults.enabledDefault = defaults.enabledDefault;
    if (!state.current() && !defaults.displayBanner) state.decide(ALL);
    state.load();
    if (state.current() || rawStorage('session').get(BAR_CLOSED_KEY)) bar.showFloatingButton(true);
    else {
      const preset = presetConsent(defaults.enabledDefault);
      if (preset) switches.set(preset);
      bar.showBar(true);
      acceptWhenIgnored(ctx, page);
    }
    const action = hashAction(location.hash);
    if (action === 'open-settings') ctx.later(HASH_MODAL_DELAY_MS, () => actions.run(action));
    else if (action) actions.run(action);
  }
  start().catch((error: unknown) => ctx.warn(String(error)));
  return () => undefined;
}
