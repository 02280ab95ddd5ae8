import { defineWidget } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { runToggles } from './toggle';

/**
 * Toggles and accordions (`.et_pb_toggle`, `.et_pb_accordion`): a title click, Enter or Space opens or closes the
 * content with Divi's 700 ms slide and its `et_pb_toggle_open` / `et_pb_toggle_close` classes; in an accordion,
 * opening one closes the others, and a click on the open one or during a slide does nothing. Mounted on the
 * accordion module (which owns its items) or on a standalone toggle.
 */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-toggles',
  selector: manifest.selector,
  observe: true,
  mount: (el: HTMLElement, ctx) => runToggles(el, ctx),
});
