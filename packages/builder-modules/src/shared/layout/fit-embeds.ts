import type { Cleanup } from '@dropins/core';

/** The wrapper fitvids puts around an embed (Divi prints it already in some saved layouts). */
const WRAPPER = 'fluid-width-video-wrapper';

/**
 * Responsive embeds (fitvids' role in Divi: `.et_pb_module` and `.et_pb_slide_video`): each iframe with numeric
 * width and height attributes fills its box's width and keeps its shape through CSS `aspect-ratio`, so no script
 * runs on resize. An iframe already in a `.fluid-width-video-wrapper` is left to it as fitvids leaves it: fitvids
 * skips such iframes, and its stylesheet fills the wrapper with them (absolute, 100 % by 100 %), so the wrapper's
 * own padding gives the height.
 */
export function fitEmbeds(box: Element): Cleanup {
  const restores: Array<() => void> = [];
  for (const iframe of box.querySelectorAll('iframe')) {
    const saved = iframe.style.cssText;
    const wrapper = iframe.parentElement?.classList.contains(WRAPPER) ? iframe.parentElement : null;
    if (wrapper) {
      const savedWrapper = wrapper.style.cssText;
      Object.assign(wrapper.style, { position: 'relative', width: '100%' });
      Object.assign(iframe.style, { position: 'absolute', top: '0', left: '0', width: '100%', height: '100%' });
      restores.push(() => {
        wrapper.style.cssText = savedWrapper;
      });
    } else {
      const width = Number(iframe.getAttribute('width'));
      const height = Number(iframe.getAttribute('height'));
      if (!(width > 0 && height > 0)) continue;
      iframe.style.width = '100%';
      iframe.style.height = 'auto';
      iframe.style.aspectRatio = `${width} / ${height}`;
    }
    restores.push(() => {
      iframe.style.cssText = saved;
    });
  }
  return () => restores.forEach((restore) => restore());
}
