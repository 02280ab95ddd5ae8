import type { WidgetContext } from '@dropins/core';
import type { ModalOptions, SettingsModal } from './settings-modal';

export type SettingsOpener = ReturnType<typeof createSettingsOpener>;

/**
 * Opens and closes the settings modal, whose code (lightbox, tabs, accordion) is not part of the start: most
 * visitors never open it. It is fetched and set up ahead (`prefetch`: when an opener is hovered, touched or
 * focused, or the bar is reached for), so that the click only shows it.
 */
export function createSettingsOpener(root: Element, ctx: WidgetContext, options: ModalOptions) {
  let code: Promise<typeof import('./settings-modal')> | undefined;
  let modal: Promise<SettingsModal | null> | undefined;
  let wanted = false;
  // A failed fetch is tried again on the next use.
  const fetchCode = () =>
    (code ??= import('./settings-modal').catch((error: unknown) => {
      code = undefined;
      throw error;
    }));
  const load = () => (modal ??= fetchCode().then(({ createSettingsModal }) => createSettingsModal(root, ctx, options)));

  return {
    /**
     * Fetches the modal's code, sets the modal up (tabs, accordion) and lays it out hidden in its lightbox: a click
     * then only shows it.
     */
    prefetch() {
      load().then(
        (loaded) => ctx.guard(() => loaded?.prepare()),
        () => {
          modal = undefined;
        },
      );
    },
    open() {
      wanted = true;
      load()
        .then((loaded) => wanted && loaded?.open())
        .catch((error: unknown) => ctx.warn('the settings could not be loaded: ' + String(error)));
    },
    close() {
      wanted = false;
      void modal?.then((loaded) => loaded?.close());
    },
  };
}
