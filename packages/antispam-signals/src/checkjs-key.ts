import type { Cleanup, WidgetContext } from '@dropins/core';
import type { PageEnv } from './page-env';

/**
 * The checkjs key goes into the plugin's hidden `ct_checkjs*` inputs; a page served from a cache carries
 * yesterday's key, so there (or when none was printed) `js_keys__get` gives today's.
 */
export function fillCheckjsKey(body: Element, _ctx: WidgetContext, { config }: PageEnv): Cleanup | void {
  const fill = (key: unknown) => {
    if (typeof key !== 'string' || !key) return;
    for (const input of body.querySelectorAll<HTMLInputElement>('input[name^=ct_checkjs]')) input.value = key;
  };
  fill(config.ct_checkjs_key);
  if (config.advancedCacheExists || config.varnishCacheExists || !config.ct_checkjs_key) {
    config.api<{ js_key?: unknown }>('checkjsKey').then((answer) => fill(answer?.js_key), () => undefined);
  }
}
