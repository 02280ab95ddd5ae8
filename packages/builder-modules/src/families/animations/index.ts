import { defineWidget, type Cleanup } from '@dropins/core';
import { prefersReducedMotion } from '@dropins/core/dom';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { currentDevice } from '../../shared/devices/breakpoints';
import { whenInView } from '../../shared/scroll/in-view';
import { animate, finish } from './animate';
import { readAnimationConfig } from './config';
import { animationFor } from './data';

/**
 * Entrance animations (`et_animation_data`, elements marked `et_animated`) and waypoint classes (`.et-waypoint`
 * gets `et-animated`), started the first time the element scrolls into view (one shared IntersectionObserver).
 * In the builders, or with `ignore_waypoints`, they apply at once; with reduced motion the element is shown in
 * its resting state at once.
 */
export const family = ({ mode, manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-animations',
  selector: manifest.selector,
  observe: true,
  setup: readAnimationConfig,
  mount(host: HTMLElement, ctx) {
    const start = (fn: () => void): Cleanup => {
      if (!mode.immediate) return whenInView(host, fn);
      fn();
      return () => undefined;
    };
    if (host.classList.contains('et-waypoint') && !host.classList.contains('et_animated')) {
      return start(() => host.classList.add(mode.builder ? 'et-animated--vb' : 'et-animated'));
    }
    const item = ctx.config.find((entry) => host.classList.contains(entry.class));
    if (!item) return;
    const animation = animationFor(item, currentDevice());
    if (prefersReducedMotion()) return finish(host, animation);
    let stopEnd: Cleanup = () => undefined;
    const stop = start(() => (stopEnd = animate(host, animation, ctx.guard)));
    return () => {
      stop();
      stopEnd();
    };
  },
});
