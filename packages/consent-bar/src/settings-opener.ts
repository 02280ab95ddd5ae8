import type { WidgetContext } from '@dropins/core';
import type { ModalOptions, SettingsModal } from './settings-modal';

export type SettingsOpener = ReturnType<typeof createSettingsOpener>;

/**
 * Opens and closes the settings modal, whose code (lightbox, tabs, accordion) is not part of the start: most
 * visitors never open it. It is fetched ahead (`prefetch`: at idle once the bar shows, or when an opener is
 * hovered or focused), so that the modal opens in the click's own frame.
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
    prefetch() {
      fetchCode().catch(() => undefined);
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
