import { describe, expect, it } from 'vitest';
import { withAutoplay } from '../src/families/video/autoplay';

describe('video autoplay URL', () => {
  it('puts autoplay=1 first, keeps the query and the hash', () => {
    expect(withAutoplay('https://www.youtube.com/embed/ID?feature=oembed')).toBe('https://www.youtube.com/embed/ID?autoplay=1&feature=oembed');
    expect(withAutoplay('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1?autoplay=1');
    expect(withAutoplay('https://x.test/v?a=1#t=5')).toBe('https://x.test/v?autoplay=1&a=1#t=5');
  });
  it('leaves a URL that already says autoplay alone', () => {
    expect(withAutoplay('https://x.test/v?autoplay=0')).toBeNull();
  });
});
