import { pageResource } from './page-state';

/**
 * One page-lifetime value per key (one observer per margin, one media query per width), each created on first
 * use of its key; on reset each goes to `dispose`. Beside `pageResource`, not in its file: the runtime every widget
 * loads holds page-state.ts, and only some widgets need this.
 * @example const queryFor = pageResources((width: number) => matchMedia(`(max-width: ${width}px)`));
 */
/*@__NO_SIDE_EFFECTS__*/
export function pageResources<K, T>(create: (key: K) => T, dispose?: (value: T) => void): (key: K) => T {
  const all = pageResource(
    () => new Map<K, T>(),
    (map) => {
      if (dispose) for (const value of map.values()) dispose(value);
    },
  );
  return (key) => {
    const map = all();
    let value = map.get(key);
    if (value === undefined) map.set(key, (value = create(key)));
    return value;
  };
}
