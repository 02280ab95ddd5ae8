/**
 * @dropins/builder-modules: the visitor scripts of the Divi theme and builder. The eager part is this loader: it
 * reads Divi's page globals once, adds the browser class, blocks navigation in builder previews, and downloads
 * only the module families whose markup is on the page; each family is its own widget on core's registry.
 * @example
 * import { boot } from '@dropins/core';
 * import { definition } from '@dropins/builder-modules';
 * boot(definition);
 */
import { defineWidget } from '@dropins/core';
import { readPageConfig } from './config';
import { startPage } from './page/start';

export const definition = defineWidget({
  name: 'builder-modules',
  selector: 'body',
  setup: readPageConfig,
  mount: startPage,
});

export { loadFamilies } from './loader';
export { FAMILIES } from './family-list';
export { sanitizeUnit, unitOf, tagsBalanced, NO_DEFAULT_UNIT } from './shared/layout/css-values';
export { responsiveValue, isResponsive, byDevice } from './shared/devices/responsive';
export { deviceFor, currentDevice, onDeviceChange, watchMaxWidth, type Device } from './shared/devices/breakpoints';
export { browserClass } from './page/browser-class';
export { detectMode } from './page/mode';
export type { Family, PageMode, PageContext } from './family';
