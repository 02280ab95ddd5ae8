import type { Cleanup } from '@dropins/core';

/**
 * Responsive embeds (fitvids' role in Divi): each iframe with numeric width and height attributes fills its box's
 * width and keeps its shape through CSS `aspect-ratio`, so no script runs on resize.
 */
export function fitEmbeds(box: Element): Cleanup {
  const restores: Array<() => void> = [];
  for (const iframe of box.querySelectorAll('iframe')) {
    const width = Number(iframe.getAttribute('width'));
    const height = Number(iframe.getAttribute('height'));
    if (!(width > 0 && height > 0)) continue;
    const saved = iframe.style.cssText;
    iframe.style.width = '100%';
    iframe.style.height = 'auto';
    iframe.style.aspectRatio = `${width} / ${height}`;
    restores.push(() => {
      iframe.style.cssText = saved;
    });
  }
  return () => restores.forEach((restore) => restore());
}
