import { isRecord, readGlobal, standDown, type WidgetContext } from '@dropins/core';
import { httpUrl } from '@dropins/core/safety';

/** One entry of `et_link_options_data`: the module's order class, the link URL and its target. */
export interface LinkOption {
  class: string;
  url: string;
  newWindow: boolean;
}

/** WordPress's shortcode parser escapes square brackets in attribute values; Divi decodes them before use. */
export function decodeBrackets(url: string): string {
  return url.replace(/&#91;/g, '[').replace(/&#93;/g, ']');
}

/** Whether the URL may be followed: an in-page `#anchor`, or an http(s) URL (on any site, as a link may point anywhere). */
export function allowedUrl(url: string, base: string): boolean {
  return url.startsWith('#') ? url.length > 1 : httpUrl(url, base) !== null;
}

const isEntry = (raw: unknown): raw is { class: string; url: string; target?: unknown } =>
  isRecord(raw) && typeof raw.class === 'string' && /^[\w-]+$/.test(raw.class) && typeof raw.url === 'string';

/**
 * `et_link_options_data`: a list of `{class, url, target}`. A value that is not such a list makes the family stand
 * down (one warning); entries whose URL is neither http(s) nor an in-page anchor (`javascript:`, `data:` ...) are
 * dropped, each with a warning.
 */
export function readLinkOptions(raw: unknown, base: string, warn: (message: string) => void): LinkOption[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || !raw.every(isEntry)) standDown('et_link_options_data is not a list of {class, url, target}');
  const options: LinkOption[] = [];
  for (const entry of raw) {
    const url = decodeBrackets(entry.url.trim());
    if (!allowedUrl(url, base)) {
      warn(`the link of .${entry.class} is not an http(s) or in-page URL; it is ignored`);
      continue;
    }
    options.push({ class: entry.class, url, newWindow: entry.target === '_blank' });
  }
  return options;
}

/** `et_link_options_data`, read once per page against the page's URL. */
export const setupLinkOptions = (ctx: WidgetContext): LinkOption[] => readLinkOptions(readGlobal('et_link_options_data'), location.href, (m) => ctx.warn(m));
