import { defineWidget } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { runTabs } from './tabs';

/**
 * Tabs and Woo Tabs (`.et_pb_tabs`): click and the WAI-ARIA tabs keyboard pattern, Divi's `et_pb_tab_active` /
 * `et_pb_active_content` classes and 500 + 500 ms fade, the state in the hash (`#<id>|<index>`), a location hash
 * `#tab-x` (or an anchor inside a pane, such as `#reviews`) opening its tab, and the stacked layout below 768 px.
 */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-tabs',
  selector: manifest.selector,
  observe: true,
  mount: (el: HTMLElement, ctx) => runTabs(el, ctx),
});
