import type { Cleanup, WidgetContext } from '@dropins/core';
import { rawStorage } from '@dropins/core/storage';
import { ALL, BAR_CLOSED_KEY, presetConsent } from './consent';
import { FLOATING_BUTTON, show } from './dom';
import type { BannerDefaults } from './geo';
import type { ConsentCore, ConsentPage } from './consent-page';
import { hashAction } from './triggers';

/** The original opens the modal a page's hash asks for after this long. */
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
 * bar with the site's defaults preset (its code, `ui`, is there by then: a first visit fetches it at once); then
 * answers the page's hash. An arriving URL's hash never decides: a link from another site, an email or an ad to
 * `#gdpr-accept-cookies` is not the visitor's choice. It may only lead to where the visitor chooses: the settings
 * hashes open the settings; the accept and reject hashes leave the bar up, or open the settings when the bar is not
 * shown (the visitor chose before, or closed it this session). A click on such a link in the page still decides.
 */
export function showWhenDue(element: Element, ctx: WidgetContext, core: ConsentCore, ui: () => Promise<ConsentPage | null>): Cleanup {
  const { settings, state, switches } = core;
  async function start() {
    const [defaults] = await Promise.all([bannerDefaults(ctx, settings), wait(ctx, settings.script_delay)]);
    if (ctx.signal.aborted) return;
    core.defaults.enabledDefault = defaults.enabledDefault;
    if (!state.current() && !defaults.displayBanner) state.decide(ALL);
    state.load();
    const barShown = !state.current() && !rawStorage('session').get(BAR_CLOSED_KEY);
    if (!barShown) show(element.querySelector(`#${FLOATING_BUTTON}`), true);
    else {
      const page = await ui();
      if (!page || ctx.signal.aborted) return;
      const preset = presetConsent(defaults.enabledDefault);
      if (preset) switches.set(preset);
      page.bar.showBar(true);
      page.prepare();
      acceptWhenIgnored(ctx, page);
    }
    const asked = hashAction(location.hash);
    // The accept and reject hashes: the bar, when it shows, is where the visitor answers them.
    const opensSettings = asked === 'open-settings' || (asked !== undefined && !barShown);
    if (!opensSettings) return;
    const page = await ui();
    if (!page || ctx.signal.aborted) return;
    ctx.later(HASH_MODAL_DELAY_MS, () => page.actions.run('open-settings'));
  }
  start().catch((error: unknown) => ctx.warn(String(error)));
  return () => undefined;
}
