import { boot, type Cleanup, type MountContext } from '@dropins/core';
import type { PageConfig } from '../config';
import { familyWatcher, loadFamilies } from '../loader';
import { addBrowserClass } from './browser-class';
import { detectMode } from './mode';
import { wrapStrayModules } from './modules-wrapper';
import { blockNavigation } from './preview';

/**
 * The page-level start, on `<body>`: the mode (builder, preview), the browser class, stray module markup wrapped
 * in the builder's layout when the page asks for it, navigation blocked in previews, then the module families the page holds, and those of module markup added later, each family given the
 * page's mode when it boots.
 */
export function startPage(body: Element, ctx: MountContext<PageConfig>): Cleanup {
  const { custom, builderType, strayLayout } = ctx.config;
  const mode = detectMode(body.classList, builderType, custom.ignore_waypoints);
  const page = { mode };
  const cleanups = [addBrowserClass(body)];
  if (strayLayout !== undefined) cleanups.push(wrapStrayModules(body, strayLayout));
  if (mode.blockNavigation) cleanups.push(blockNavigation(body, ctx));
  void loadFamilies(body, ctx, page);
  boot(familyWatcher(page));
  return () => cleanups.forEach((c) => c());
}
