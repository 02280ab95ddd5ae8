import { boot, readGlobal, type WidgetContext, type WidgetDefinition } from '@dropins/core';

/**
 * The module families and how to tell that a page needs one. Each family's code is a separate file, downloaded
 * (a plain dynamic import; the build turns each into its own chunk) only when its markup or config is on the page.
 */
export interface Family {
  name: string;
  /** Whether `root` holds markup this family works on (or the page localized its config). */
  present(root: ParentNode): boolean;
  /** The family's code: a module whose `definition` is a widget definition (typed per family). */
  load(): Promise<{ definition: object }>;
}

const has = (selector: string) => (root: ParentNode) => root.querySelector(selector) !== null;

/** Whether a config-driven family has entries (a global printed as `[]` or `{}` means none). */
function configured(name: string): boolean {
  const raw = readGlobal(name);
  if (Array.isArray(raw)) return raw.length > 0;
  if (typeof raw !== 'object' || raw === null) return false;
  // et_pb_motion_elements is { desktop: [...], tablet: [...], phone: [...] }.
  return Object.values(raw).some((v) => (Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined));
}

export const FAMILIES: readonly Family[] = [
  { name: 'multi-view', present: has('[data-et-multi-view]'), load: () => import('./families/multi-view/index') },
  {
    name: 'animations',
    present: (root) => has('.et_animated, .et-waypoint')(root) || configured('et_animation_data'),
    load: () => import('./families/animations/index'),
  },
  { name: 'motion', present: () => configured('et_pb_motion_elements'), load: () => import('./families/motion/index') },
  { name: 'sticky', present: () => configured('et_pb_sticky_elements'), load: () => import('./families/sticky/index') },
  { name: 'parallax', present: has('.et_parallax_bg'), load: () => import('./families/parallax/index') },
  { name: 'video-bg', present: has('.et_pb_section_video_bg'), load: () => import('./families/video-bg/index') },
  // Sliders and carousels.

  // Portfolios, galleries, toggles and tabs.

  // Counters, video, blog, map and the other content modules.

  // Forms and split tests.

  // Links, menus, header and navigation.
  { name: 'link-options', present: () => configured('et_link_options_data'), load: () => import('./families/link-options/index') },
  { name: 'menu', present: has('.et-menu-nav, #top-menu'), load: () => import('./families/menu/index') },
  { name: 'theme-header', present: has('#main-header'), load: () => import('./families/theme-header/index') },
  {
    name: 'page-nav',
    present: (root) => has('.et_pb_scroll_top, a[href*="#"]:not([href="#"])')(root) || (root instanceof Element && root.classList.contains('et_pb_side_nav_page')),
    load: () => import('./families/page-nav/index'),
  },

];

const started = new Set<string>();

/**
 * Downloads and starts the families whose markup is in `root` (each at most once per page). Resolves with the
 * names started by this call.
 * @example await loadFamilies(document.body, ctx)
 */
export async function loadFamilies(root: ParentNode, ctx: WidgetContext, families: readonly Family[] = FAMILIES): Promise<string[]> {
  const wanted = families.filter((f) => !started.has(f.name) && ctx.guard(() => f.present(root)) === true);
  for (const f of wanted) started.add(f.name);
  const results = await Promise.all(
    wanted.map((f) =>
      f.load().then(
        (mod) => {
          boot(mod.definition as WidgetDefinition<unknown>);
          return f.name;
        },
        () => {
          started.delete(f.name);
          ctx.warn(`could not download the ${f.name} module code`);
          return '';
        },
      ),
    ),
  );
  return results.filter(Boolean);
}

/** For tests: forget which families started. */
export function resetFamilies(): void {
  started.clear();
}
