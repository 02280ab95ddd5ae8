import type { Latest, WidgetContext } from '@dropins/core';
import { TransportError, type Transport } from '@dropins/core/transport';
import { readImages, type GalleryImage } from './images';

/** The two wc-ajax routes WVG answers, and the console text its script logs when the answer is falsy. */
export const ROUTES = {
  get_default_gallery: 'Variation Gallery not available on variation id',
  get_variation_gallery: 'Variation Gallery variations images not available on variation id',
} as const;
export type Route = keyof typeof ROUTES;

/**
 * POSTs `product_id` to one of WVG's wc-ajax routes. A run aborts the previous run of the same route (`latest`),
 * so at most one of each kind is in flight. A falsy answer logs the original's exact console error; anything else
 * unusable (an HTML page, not a list, a failed or timed-out request) one warning; both give null and the
 * server-printed gallery stays.
 */
export async function requestGallery(ctx: WidgetContext, transport: Transport, runner: Latest, route: Route, productId: string): Promise<GalleryImage[] | null> {
  const images = await runner.run(async (signal) => {
    let answer: unknown;
    try {
      answer = await transport.request(route, { product_id: productId }, { signal });
    } catch (error) {
      if (!(error instanceof TransportError && error.kind === 'abort')) ctx.warn(`${route} failed (${error instanceof TransportError ? error.kind : 'error'}); keeping the gallery as it is`);
      return null;
    }
    if (signal.aborted) return null;
    if (!answer) {
      console.error(`${ROUTES[route]} ${productId}.`);
      return null;
    }
    const read = readImages(answer);
    if (!read || read.bad) ctx.warn(`${route} answered ${read ? `${read.bad} entries that are not images` : 'something other than a list'}; ${read ? 'skipping them' : 'keeping the gallery as it is'}`);
    return read ? read.images : null;
  });
  // Undefined: a newer run (or the unmount) superseded this one.
  return images ?? null;
}
