import { describe, expect, it } from 'vitest';
import { embedUrl } from '../src/families/lightbox/items';

describe('lightbox embeds', () => {
  const base = 'https://example.test/page/';
  it.each([
    ['https://www.youtube.com/watch?v=aBcDeFgHiJk', 'https://www.youtube.com/embed/aBcDeFgHiJk?autoplay=1'],
    ['https://youtu.be/aBcDeFgHiJk', 'https://www.youtube.com/embed/aBcDeFgHiJk?autoplay=1'],
    ['https://vimeo.com/123456', 'https://player.vimeo.com/video/123456?autoplay=1'],
    ['https://maps.google.com/maps?q=Berlin', 'https://maps.google.com/maps?q=Berlin&output=embed'],
    ['https://www.google.com/maps?q=Berlin', 'https://www.google.com/maps?q=Berlin&output=embed'],
    ['https://example.test/uploads/a.jpg', null],
    ['javascript:alert(1)', null],
    ['https://www.youtube.com/watch?v="><script>', null],
    ['https://evil.test/?youtube.com/watch?v=x', null],
  ])('%s → %s', (href, expected) => {
    expect(embedUrl(href, base)).toBe(expected);
  });
});
