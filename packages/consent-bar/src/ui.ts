import type { Cleanup, WidgetContext } from '@dropins/core';
import { afterNextPaint } from '@dropins/core/dom';
import { createActions } from './actions';
import { createBar } from './bar';
import { clickActions, keyboardTriggers } from './click-actions';
import type { ConsentCore, ConsentPage } from './consent-page';
import { prefetchSettings, prepareOnReach } from './prefetch-settings';
import { createSettingsOpener } from './settings-opener';
import { settingsShortcode } from './shortcode';

/**
 * The consent bar's interactive part: the info bar, the buttons, links and keys that decide, the settings shortcode
 * and the settings modal's opener. Fetched at once on a first visit (the bar shows), and only on reach for a
 * returning visitor who has chosen (see `loadOnReach`).
 */
export function startUI(element: Element, ctx: WidgetContext, core: ConsentCore): { page: ConsentPage; dispose: Cleanup } {
  const { settings, state, switches } = core;
  const bar = createBar(element);
  const opener = createSettingsOpener(element, ctx, {
    switches,
    consent: state.current,
    hideSaveButton: settings.hide_save_btn,
    showIcons: settings.show_icons,
    focusAfterClose: bar.focusAfterClose,
  });
  // After the frame, one more task: the one right after it belongs to whatever else waited for it (input first).
  const afterPaint = (apply: () => void) => void afterNextPaint(() => ctx.later(0, apply));
  const actions = createActions({ settings, state, switches, bar, opener, enabledDefault: () => core.defaults.enabledDefault, warn: ctx.warn, afterPaint });
  const cleanups: Cleanup[] = [];
  const prepare = () => void cleanups.push(prepareOnReach(element, ctx, opener, state.prefetch));
  const page: ConsentPage = { ...core, bar, actions, prepare };
  cleanups.push(
    clickActions(element, ctx, page),
    keyboardTriggers(element, ctx),
    settingsShortcode(element, ctx, page),
    prefetchSettings(element, ctx, opener),
  );
  return {
    page,
    dispose: () => {
      opener.close();
      for (const cleanup of cleanups) cleanup();
    },
  };
}
