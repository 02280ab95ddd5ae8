export interface ViewTimelineCtor {
  new (options: { subject: Element; axis?: 'block' | 'inline' }): AnimationTimeline;
}

/** The browser's ViewTimeline (CSS scroll-driven animations from script), when it has one. */
export function viewTimeline(): ViewTimelineCtor | null {
  const ctor = (window as unknown as { ViewTimeline?: ViewTimelineCtor }).ViewTimeline;
  return typeof ctor === 'function' && typeof CSS !== 'undefined' && CSS.supports('animation-timeline: view()') ? ctor : null;
}
