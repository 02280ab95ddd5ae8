import { useEffect, useState } from 'react';

export type Presence = 'closed' | 'entering' | 'open' | 'leaving';

/**
 * Keeps an element mounted while it fades: 'entering' for one frame, then 'open'; on close 'leaving'
 * for `outMs`, then 'closed'. CSS transitions on the state classes do the fading.
 */
export function usePresence(open: boolean, outMs: number): Presence {
  const [state, setState] = useState<Presence>(open ? 'entering' : 'closed');
  useEffect(() => {
    if (open) {
      setState('entering');
      const raf = requestAnimationFrame(() => requestAnimationFrame(() => setState('open')));
      return () => cancelAnimationFrame(raf);
    }
    setState((s) => (s === 'closed' ? s : 'leaving'));
    const t = setTimeout(() => setState('closed'), outMs);
    return () => clearTimeout(t);
  }, [open, outMs]);
  return state;
}
