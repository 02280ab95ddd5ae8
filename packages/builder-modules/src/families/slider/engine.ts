import { crossFade } from './fade';
import { targetIndex, type Move } from './options';

/**
 * The simple slider's move: from the active slide to the next, the previous or an index (wrapping at both ends);
 * a move asked for while one runs is ignored. The hooks do what surrounds a move (events, controls, videos).
 */
export const ACTIVE_SLIDE = 'et-pb-active-slide';
export const MOVED_SLIDE = 'et-pb-moved-slide';
const TRANSITION_CLASSES = ['et_slide_transition_to_next', 'et_slide_transition_to_previous'];

export interface MoveHooks {
  /** Before the fade starts: the classes are not switched yet. */
  before(from: HTMLElement, to: HTMLElement, move: Move, toIndex: number): void;
  /** When the fade has ended. */
  after(from: HTMLElement, to: HTMLElement): void;
}

export interface Mover {
  /** Starts a move; false when it was ignored (a move runs, or it leads nowhere). */
  move(move: Move): boolean;
  active(): number;
  running(): boolean;
}

/** The move machine of one slider. `duration()` is read per move (0 with reduced motion). */
export function createMover(slider: HTMLElement, slides: readonly HTMLElement[], duration: () => number, hooks: MoveHooks): Mover {
  let active = 0;
  let running = false;
  const move = (m: Move): boolean => {
    const to = running ? null : targetIndex(active, m, slides.length);
    if (to === null) return false;
    const leaving = slides[active];
    const entering = slides[to];
    running = true;
    active = to;
    slider.classList.remove(...TRANSITION_CLASSES);
    slider.classList.add(`et_slide_transition_to_${m}`);
    for (const slide of slides) slide.classList.remove(MOVED_SLIDE);
    const id = entering.getAttribute('data-slide-id');
    if (id !== null) slider.setAttribute('data-active-slide', id);
    hooks.before(leaving, entering, m, to);
    leaving.classList.remove(ACTIVE_SLIDE);
    leaving.classList.add(MOVED_SLIDE);
    entering.classList.add(ACTIVE_SLIDE);
    void crossFade(leaving, entering, duration()).then(() => {
      running = false;
      hooks.after(leaving, entering);
    });
    return true;
  };
  return { move, active: () => active, running: () => running };
}

/** `et_pb_bg_layout_light` when the slide has it, else `et_pb_bg_layout_dark` (Divi's rule). */
export function layoutOf(slide: Element): string {
  return slide.classList.contains('et_pb_bg_layout_light') ? 'et_pb_bg_layout_light' : 'et_pb_bg_layout_dark';
}
