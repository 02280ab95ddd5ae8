import { boot, defineWidget, readGlobal, type WidgetContext, type WidgetDefinition } from '@dropins/core';
import { revealWithoutScript } from './reveal';

/**
 * The module families and how to tell that a page needs one. Each family's code is a separate file, downloaded
 * (a plain dynamic import; the build turns each into its own chunk) only when its markup or config is on the page,
 * at load or in markup added later.
 */
export interface Family {
  name: string;
  /** The module elements this family works on (their root elements: one match per module). */
  selector?: string;
  /** A config global the page localizes for this family (`et_pb_motion_elements` ...); entries mean it is needed. */
  global?: string;
  /** A page-level test on `<body>`, made once at start (body classes, links anywhere on the page). */
  page?: (body: ParentNode) => boolean;
  /** The family's code: a module whose `definition` is a widget definition (typed per family). */
  load(): Promise<{ definition: object }>;
}

/** Whether a config-driven family has entries (a global printed as `[]` or `{}` means none). */
function configured(name: string): boolean {
  let raw: unknown;
  try {
    raw = readGlobal(name);
  } catch {
    // A post's element in the global's place: the family loads and its own setup stands down, naming itself.
    return true;
  }
  if (Array.isArray(raw)) return raw.length > 0;
  if (typeof raw !== 'object' || raw === null) return false;
  // et_pb_motion_elements is { desktop: [...], tablet: [...], phone: [...] }.
  return Object.values(raw).some((v) => (Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined));
}

/** Whether `root` holds the family's markup, or the page localized its config. */
export function isPresent(family: Family, root: ParentNode): boolean {
  return (
    (family.selector !== undefined && root.querySelector(family.selector) !== null) ||
    (family.global !== undefined && configured(family.global)) ||
    family.page?.(root) === true
  );
}

/** In-page links Divi scrolls to smoothly. */
const IN_PAGE_LINK = 'a[href*="#"]:not([href="#"])';

export const FAMILIES: readonly Family[] = [
  { name: 'multi-view', selector: '[data-et-multi-view]', load: () => import('./families/multi-view/index') },
  { name: 'animations', selector: '.et_animated, .et-waypoint', global: 'et_animation_data', load: () => import('./families/animations/index') },
  { name: 'motion', global: 'et_pb_motion_elements', load: () => import('./families/motion/index') },
  { name: 'sticky', global: 'et_pb_sticky_elements', load: () => import('./families/sticky/index') },
  { name: 'parallax', selector: '.et_parallax_bg', load: () => import('./families/parallax/index') },
  { name: 'video-bg', selector: '.et_pb_section_video_bg', load: () => import('./families/video-bg/index') },
  // Sliders and carousels.
  { name: 'slider', selector: '.et_pb_slider, .et_pb_gallery_fullwidth', load: () => import('./families/slider/index') },
  { name: 'portfolio-carousel', selector: '.et_pb_fullwidth_portfolio', load: () => import('./families/portfolio-carousel/index') },

  // Portfolios, galleries, toggles and tabs.
  { name: 'portfolio', selector: '.et_pb_filterable_portfolio', load: () => import('./families/portfolio/index') },
  { name: 'gallery-grid', selector: '.et_pb_gallery_grid', load: () => import('./families/gallery-grid/index') },
  { name: 'lightbox', selector: '.et_post_gallery, a.et_pb_lightbox_image', load: () => import('./families/lightbox/index') },
  { name: 'toggles', selector: '.et_pb_toggle', load: () => import('./families/toggles/index') },
  { name: 'tabs', selector: '.et_pb_tabs', load: () => import('./families/tabs/index') },

  // Counters, video, blog, map and the other content modules.
  { name: 'counters', selector: '.et_pb_number_counter, .et_pb_circle_counter_inner', load: () => import('./families/counters/index') },
  { name: 'countdown', selector: '.et_pb_countdown_timer', load: () => import('./families/countdown/index') },
  { name: 'video', selector: '.et_pb_video_overlay, .et_pb_video_box, .et_main_video_container', load: () => import('./families/video/index') },
  { name: 'blog', selector: '.et_pb_ajax_pagination_container, .et_pb_salvattore_content[data-columns]', load: () => import('./families/blog/index') },
  { name: 'map', selector: '.et_pb_map_container', load: () => import('./families/map/index') },
  { name: 'header', selector: '.et_pb_fullwidth_header', load: () => import('./families/header/index') },
  {
    name: 'content-extras',
    selector: '.et_pb_testimonial, .et_pb_pricing_table, .et_pb_shop, [data-background-layout-hover]',
    load: () => import('./families/content-extras/index'),
  },

  // Forms and split tests.
  { name: 'contact-form', selector: '.et_pb_contact_form_container', load: () => import('./families/contact-form/index') },
  { name: 'newsletter', selector: '.et_pb_newsletter', load: () => import('./families/newsletter/index') },
  {
    name: 'split-test',
    selector: '.et_pb_ab_subject, .et_pb_ab_goal, .et_pb_subject_placeholder, .et_pb_ab_split_track',
    load: () => import('./families/split-test/index'),
  },

  // Links, menus, header and navigation.
  { name: 'link-options', global: 'et_link_options_data', load: () => import('./families/link-options/index') },
  { name: 'menu', selector: '.et-menu-nav, #top-menu', load: () => import('./families/menu/index') },
  { name: 'theme-header', selector: '#main-header', load: () => import('./families/theme-header/index') },
  {
    name: 'page-nav',
    selector: '.et_pb_scroll_top',
    page: (body) => (body instanceof Element && body.classList.contains('et_pb_side_nav_page')) || body.querySelector(IN_PAGE_LINK) !== null,
    load: () => import('./families/page-nav/index'),
  },

];

const started = new Set<string>();

/**
 * Downloads and boots one family (at most once per page); resolves with its name, or '' when it did not start. Never
 * rejects: a download that fails shows what Divi's stylesheet hides until the family runs (reveal.ts) and warns once;
 * a boot that throws warns once; either way the family is not left marked started, so later markup retries it.
 */
function startFamily(family: Family, root: ParentNode, warn: (message: string) => void): Promise<string> {
  if (started.has(family.name)) return Promise.resolve('');
  started.add(family.name);
  const failed = (message: string) => {
    started.delete(family.name);
    warn(message);
    return '';
  };
  return family.load().then(
    (mod) => {
      try {
        boot(mod.definition as WidgetDefinition<unknown>);
        return family.name;
      } catch (error) {
        return failed(`the ${family.name} module code failed to start: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    () => {
      try {
        revealWithoutScript(family.name, root);
      } catch {
        /* markup that cannot be revealed stays as the server printed it */
      }
      return failed(`could not download the ${family.name} module code; its content is shown as without scripts`);
    },
  );
}

/**
 * Downloads and starts the families whose markup is in `root` or whose config the page holds (each at most once
 * per page). Resolves with the names started by this call.
 * @example await loadFamilies(document.body, ctx)
 */
export async function loadFamilies(root: ParentNode, ctx: WidgetContext, families: readonly Family[] = FAMILIES): Promise<string[]> {
  const wanted = families.filter((f) => !started.has(f.name) && ctx.guard(() => isPresent(f, root)) === true);
  const names = await Promise.all(wanted.map((f) => startFamily(f, root, ctx.warn)));
  return names.filter(Boolean);
}

/**
 * A widget on every module element of a family with markup: markup added later (by another script, or through
 * `Dropins.scan(root)`) downloads its family too. Once the family runs, its own widget mounts the element.
 */
export function familyWatcher(families: readonly Family[] = FAMILIES) {
  const withMarkup = families.filter((f): f is Family & { selector: string } => f.selector !== undefined);
  return defineWidget({
    name: 'builder-modules-loader',
    selector: withMarkup.map((f) => f.selector).join(', '),
    observe: true,
    mount(el, ctx) {
      for (const family of withMarkup) if (!started.has(family.name) && el.matches(family.selector)) void startFamily(family, el, ctx.warn);
    },
  });
}

/** For tests: forget which families started. */
export function resetFamilies(): void {
  started.clear();
}
