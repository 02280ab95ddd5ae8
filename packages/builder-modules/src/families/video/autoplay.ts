/**
 * The embed URL with `autoplay=1` as its first query parameter (where Divi puts it), or null when the URL already
 * says something about autoplay (Divi then leaves it alone). Divi writes a literal `&amp;` after it, which makes
 * the next parameter's name `amp;…`; here it is a plain `&`.
 * @example withAutoplay('https://www.youtube.com/embed/ID?feature=oembed') // '…/embed/ID?autoplay=1&feature=oembed'
 */
export function withAutoplay(src: string): string | null {
  if (src.includes('autoplay=')) return null;
  const hashAt = src.indexOf('#');
  const hash = hashAt >= 0 ? src.slice(hashAt) : '';
  const bare = hashAt >= 0 ? src.slice(0, hashAt) : src;
  const queryAt = bare.indexOf('?');
  if (queryAt < 0) return `${bare}?autoplay=1${hash}`;
  const query = bare.slice(queryAt + 1);
  return `${bare.slice(0, queryAt)}?autoplay=1${query ? `&${query}` : ''}${hash}`;
}
