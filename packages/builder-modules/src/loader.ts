import { boot, defineWidget, pageResource, readGlobal, type WidgetContext } from '@dropins/core';
import type { FamilyManifest, FamilyModule, PageContext } from './family';
import { manifest as animations } from './families/animations/manifest';
import { manifest as blog } from './families/blog/manifest';
import { manifest as contactForm } from './families/contact-form/manifest';
import { manifest as contentExtras } from './families/content-extras/manifest';
import { manifest as countdown } from './families/countdown/manifest';
import { manifest as counters } from './families/counters/manifest';
import { manifest as galleryGrid } from './families/gallery-grid/manifest';
import { manifest as header } from './families/header/manifest';
import { manifest as lightbox } from './families/lightbox/manifest';
import { manifest as linkOptions } from './families/link-options/manifest';
import { manifest as map } from './families/map/manifest';
import { manifest as menu } from './families/menu/manifest';
import { manifest as motion } from './families/motion/manifest';
import { manifest as multiView } from './families/multi-view/manifest';
import { manifest as newsletter } from './families/newsletter/manifest';
import { manifest as pageNav } from './families/page-nav/manifest';
import { manifest as parallax } from './families/parallax/manifest';
import { manifest as portfolio } from './families/portfolio/manifest';
import { manifest as portfolioCarousel } from './families/portfolio-carousel/manifest';
import { manifest as slider } from './families/slider/manifest';
import { manifest as splitTest } from './families/split-test/manifest';
import { manifest as sticky } from './families/sticky/manifest';
import { manifest as tabs } from './families/tabs/manifest';
import { manifest as themeHeader } from './families/theme-header/manifest';
import { manifest as toggles } from './families/toggles/manifest';
import { manifest as video } from './families/video/manifest';
import { manifest as videoBg } from './families/video-bg/manifest';
import { revealWithoutScript } from './reveal';

/**
 * The module families and how to tell that a page needs one: each family's manifest (`families/<name>/manifest.ts`,
 * read by the family's widget too) and its code, a separate file downloaded (a plain dynamic import; the build turns
 * each into its own chunk) only when its markup or config is on the page, at load or in markup added later.
 */
export interface Family extends FamilyManifest {
  /** The family's code: a module whose `family(page)` makes its widget. */
  load(): Promise<FamilyModule>;
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

export const FAMILIES: readonly Family[] = [
  { ...multiView, load: () => import('./families/multi-view/index') },
  { ...animations, load: () => import('./families/animations/index') },
  { ...motion, load: () => import('./families/motion/index') },
  { ...sticky, load: () => import('./families/sticky/index') },
  { ...parallax, load: () => import('./families/parallax/index') },
  { ...videoBg, load: () => import('./families/video-bg/index') },
  // Sliders and carousels.
  { ...slider, load: () => import('./families/slider/index') },
  { ...portfolioCarousel, load: () => import('./families/portfolio-carousel/index') },
  // Portfolios, galleries, toggles and tabs.
  { ...portfolio, load: () => import('./families/portfolio/index') },
  { ...galleryGrid, load: () => import('./families/gallery-grid/index') },
  { ...lightbox, load: () => import('./families/lightbox/index') },
  { ...toggles, load: () => import('./families/toggles/index') },
  { ...tabs, load: () => import('./families/tabs/index') },
  // Counters, video, blog, map and the other content modules.
  { ...counters, load: () => import('./families/counters/index') },
  { ...countdown, load: () => import('./families/countdown/index') },
  { ...video, load: () => import('./families/video/index') },
  { ...blog, load: () => import('./families/blog/index') },
  { ...map, load: () => import('./families/map/index') },
  { ...header, load: () => import('./families/header/index') },
  { ...contentExtras, load: () => import('./families/content-extras/index') },
  // Forms and split tests.
  { ...contactForm, load: () => import('./families/contact-form/index') },
  { ...newsletter, load: () => import('./families/newsletter/index') },
  { ...splitTest, load: () => import('./families/split-test/index') },
  // Links, menus, header and navigation.
  { ...linkOptions, load: () => import('./families/link-options/index') },
  { ...menu, load: () => import('./families/menu/index') },
  { ...themeHeader, load: () => import('./families/theme-header/index') },
  { ...pageNav, load: () => import('./families/page-nav/index') },
];

/** The families started on this page. */
const started = pageResource(() => new Set<string>());

/**
 * Downloads and boots one family (at most once per page); resolves with its name, or '' when it did not start. Never
 * rejects: a download that fails shows what Divi's stylesheet hides until the family runs (reveal.ts) and warns once;
 * a boot that throws warns once; either way the family is not left marked started, so later markup retries it.
 */
function startFamily(family: Family, root: ParentNode, page: PageContext, warn: (message: string) => void): Promise<string> {
  if (started().has(family.name)) return Promise.resolve('');
  started().add(family.name);
  const failed = (message: string) => {
    started().delete(family.name);
    warn(message);
    return '';
  };
  return family.load().then(
    (mod) => {
      try {
        boot(mod.family({ ...page, manifest: family }));
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
 * per page), each made for `page`. Resolves with the names started by this call.
 * @example await loadFamilies(document.body, ctx, { mode: detectMode(document.body.classList, 'fe', 'no') })
 */
export async function loadFamilies(root: ParentNode, ctx: WidgetContext, page: PageContext, families: readonly Family[] = FAMILIES): Promise<string[]> {
  const wanted = families.filter((f) => !started().has(f.name) && ctx.guard(() => isPresent(f, root)) === true);
  const names = await Promise.all(wanted.map((f) => startFamily(f, root, page, ctx.warn)));
  return names.filter(Boolean);
}

/**
 * A widget on every module element of a family with markup: markup added later (by another script, or through
 * `Dropins.scan(root)`) downloads its family too. Once the family runs, its own widget mounts the element.
 */
export function familyWatcher(page: PageContext, families: readonly Family[] = FAMILIES) {
  const withMarkup = families.filter((f): f is Family & { selector: string } => f.selector !== undefined);
  return defineWidget({
    name: 'builder-modules-loader',
    selector: withMarkup.map((f) => f.selector).join(', '),
    observe: true,
    mount(el, ctx) {
      for (const family of withMarkup) if (!started().has(family.name) && el.matches(family.selector)) void startFamily(family, el, page, ctx.warn);
    },
  });
}
