import { docProp } from '@dropins/core';
import { httpUrl } from '@dropins/core/safety';

/** What the lightbox shows for one link: an image, or an embedded player or map (iframe). */
export interface LightboxEntry {
  kind: 'image' | 'iframe';
  src: string;
  alt: string;
  caption: string;
}

const YOUTUBE_HOSTS: ReadonlySet<string> = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const VIMEO_HOSTS: ReadonlySet<string> = new Set(['vimeo.com', 'www.vimeo.com']);
const VIDEO_ID = /^[\w-]{1,64}$/;

/**
 * The embed address for a YouTube, Vimeo or Google Maps link (magnific's iframe patterns), or null for any other
 * address. Only http(s) addresses are read.
 * @example embedUrl('https://www.youtube.com/watch?v=abc') // 'https://www.youtube.com/embed/abc?autoplay=1'
 */
export function embedUrl(raw: string, base: string): string | null {
  const href = httpUrl(raw, base);
  if (!href) return null;
  const url = new URL(href);
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host) && url.pathname === '/watch') {
    const id = url.searchParams.get('v') ?? '';
    return VIDEO_ID.test(id) ? `https://www.youtube.com/embed/${id}?autoplay=1` : null;
  }
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return VIDEO_ID.test(id) ? `https://www.youtube.com/embed/${id}?autoplay=1` : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = url.pathname.split('/').filter(Boolean).pop() ?? '';
    return /^\d{1,20}$/.test(id) ? `https://player.vimeo.com/video/${id}?autoplay=1` : null;
  }
  const isMaps = host.startsWith('maps.google.') || (/^(www\.)?google\.[a-z.]+$/.test(host) && url.pathname.startsWith('/maps'));
  if (isMaps) {
    url.searchParams.set('output', 'embed');
    return url.href;
  }
  return null;
}

/** The entry for an opener link: an embed for video/map services, else the linked image. Null for unsafe links. */
export function entryFor(link: HTMLAnchorElement): LightboxEntry | null {
  const raw = link.getAttribute('href') ?? '';
  const base = docProp('baseURI', link.ownerDocument);
  const img = link.querySelector('img');
  const alt = img?.getAttribute('alt') ?? '';
  const caption = link.getAttribute('title') ?? '';
  const embed = embedUrl(raw, base);
  if (embed) return { kind: 'iframe', src: embed, alt, caption: caption || alt };
  const src = httpUrl(raw, base);
  return src ? { kind: 'image', src, alt, caption } : null;
}
