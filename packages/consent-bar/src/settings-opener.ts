import type { WidgetContext } from '@dropins/core';
import type { ModalOptions, SettingsModal } from './settings-modal';

export type SettingsOpener = ReturnType<typeof createSettingsOpener>;

/**
 * Opens and closes the settings modal, whose code (lightbox, tabs, accordion) is fetched on first use only:
 * most visitors never open it.
 */
export function createSettingsOpener(root: Element, ctx: WidgetContext, options: ModalOptions) {
  let modal: Promise<SettingsModal | null> | undefined;
  let wanted = false;
  const load = () =>
    (modal ??= import('./settings-modal').then(({ createSettingsModal }) => createSettingsModal(root, ctx, options)));

  return {
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
