import { defineWidget, type Cleanup } from '@dropins/core';
import type { FamilyContext } from '../../family';
import { currentDevice, onDeviceChange, type Device } from '../../shared/devices/breakpoints';
import { setupSticky, stickyFor } from './config';
import { runSticky } from './engine';

/**
 * Sticky modules (`et_pb_sticky_elements`): top, bottom or both, with offsets, limits (body, section, row,
 * column) where they pause, stacking under earlier top-sticky modules, Divi's marker classes and z-index,
 * per-device options, and a placeholder that keeps the page from jumping. Not in the builders.
 */
export const family = ({ mode }: FamilyContext) => defineWidget({
  name: 'builder-modules-sticky-modules',
  selector: 'body',
  setup: setupSticky,
  mount(body, ctx) {
    if (mode.builder || !ctx.config.length) return;
    const start = (device: Device): Cleanup => {
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const items = ctx.config
        .map((item) => stickyFor(item, device, viewport))
        .filter((s) => s.position !== 'none')
        .flatMap((sticky) => [...(ctx.guard(() => body.querySelectorAll<HTMLElement>(sticky.selector), 'mount') ?? [])].map((el) => ({ el, sticky })));
      return runSticky(items);
    };
    let stop = start(currentDevice());
    const unsubscribe = onDeviceChange((device) => {
      stop();
      stop = start(device);
    });
    return () => {
      unsubscribe();
      stop();
    };
  },
});
