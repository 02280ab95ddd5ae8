import { boot, defineWidget, pageResource, readGlobal, type WidgetContext } from '@dropins/core';
import type { Family, PageContext } from './family';
import { FAMILIES } from './family-list';

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

/**
 * Whether `root` holds the family's markup, or the page localized its config. A selector list is looked up one
 * selector at a time: the browser finds a lone class or id by a fast path, and a list by matching every element
 * against each of its selectors, which on a page of thousands of modules is several times slower (and runs in the
 * page's first task of ours, for every family not on the page). The manifests' selectors have no comma inside a
 * selector (a unit test holds every family to it), so the list splits at its commas.
 */
export function isPresent(family: Family, root: ParentNode): boolean {
  return (
    (family.selector !== undefined && family.selector.split(',').some((selector) => root.querySelector(selector) !== null)) ||
    (family.global !== undefined && configured(family.global)) ||
    family.page?.(root) === true
  );
}

/** The families started on this page. */
const started = pageResource(() => new Set<string>());

/**
 * Downloads and boots one family (at most once per page); resolves with its name, or '' when it did not start. Never
 * rejects: a download that fails shows what Divi's stylesheet hides until the family runs (its manifest's `reveal`)
 * and warns once; a boot that throws warns once; either way the family is not left marked started, so later markup
 * retries it.
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
        family.reveal?.(root);
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

/** Matches no element: the selector of a watcher with no family left to start (an empty selector is not CSS). */
const NOTHING = ':not(*)';

/**
 * A widget on the module elements of families that have not started: markup added later (by another script, or
 * through `Dropins.scan(root)`) downloads its family too. Once the family runs, its own widget mounts the element.
 * The selector is read at each scan and names only the families not started then (a family whose download failed
 * is not started, and its later markup tries again): on a page of thousands of modules whose families already run,
 * the watcher mounts on none of them, where one mount per module would add a third to the page's mounting.
 */
export function familyWatcher(page: PageContext, families: readonly Family[] = FAMILIES) {
  const withMarkup = families.filter((f): f is Family & { selector: string } => f.selector !== undefined);
  return defineWidget({
    name: 'builder-modules-loader',
    get selector() {
      return withMarkup.filter((f) => !started().has(f.name)).map((f) => f.selector).join(', ') || NOTHING;
    },
    observe: true,
    mount(el, ctx) {
      for (const family of withMarkup) if (!started().has(family.name) && el.matches(family.selector)) void startFamily(family, el, page, ctx.warn);
    },
  });
}
