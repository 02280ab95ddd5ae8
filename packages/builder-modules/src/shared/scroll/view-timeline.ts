export interface ViewTimelineCtor {
  new (options: { subject: Element; axis?: 'block' | 'inline' }): AnimationTimeline;
}

declare global {
  interface Window {
    /** Not in TypeScript's DOM types yet. */
    ViewTimeline?: ViewTimelineCtor;
  }
}

/** The browser's ViewTimeline (CSS scroll-driven animations from script), when it has one. */
export function viewTimeline(): ViewTimelineCtor | null {
  const ctor = window.ViewTimeline;
  return typeof ctor === 'function' && typeof CSS !== 'undefined' && CSS.supports('animation-timeline: view()') ? ctor : null;
}
