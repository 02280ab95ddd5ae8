import type { Cleanup, WidgetContext } from '@dropins/core';
import { TransportError } from '@dropins/core/transport';
import { createStore } from '@dropins/core/storage';
import { httpUrl } from '@dropins/core/safety';
import type { PageEnv } from './page-env';

/** How long a pixel URL from the server is reused, in seconds. */
const PIXEL_URL_FRESHNESS = 10_800;
/** `pixel__setting`: 1 records the configured URL only; 3 is off when the bot detector runs. */
const PIXEL_URL_ONLY = 1;
const PIXEL_WITHOUT_BOT_DETECTOR = 3;

const isHttpsUrl = (url: unknown): url is string => typeof url === 'string' && url.startsWith('https://') && !!httpUrl(url);

/**
 * `apbct_get_pixel_url` answers the URL as a JSON string (REST) or as plain text (admin-ajax): the JSON reading,
 * else the text the transport kept with its parse error.
 */
const pixelUrlOf = (answer: Promise<unknown>): Promise<unknown> =>
  answer.catch((error: unknown) => (error instanceof TransportError && error.kind === 'parse' ? String(error.body).trim() : undefined));

/**
 * The pixel: off unless enabled; setting 3 together with the bot detector disables it. Setting 1 only records the
 * configured URL; otherwise `apbct_get_pixel_url` gives an https URL, cached 10,800 s, and it is drawn.
 */
export function drawPixel(body: Element, _ctx: WidgetContext, { config, store }: PageEnv): Cleanup | void {
  const setting = config.pixel__setting;
  if (!config.pixel__enabled || !setting || (setting === PIXEL_WITHOUT_BOT_DETECTOR && config.botDetector)) return;
  if (setting === PIXEL_URL_ONLY) {
    if (httpUrl(config.pixel__url)) store.set('apbct_pixel_url', config.pixel__url);
    return;
  }
  const local = createStore('local');
  const draw = (url: string) => {
    store.set('apbct_pixel_url', url);
    const pixel = Object.assign(new Image(1, 1), { id: 'apbct_pixel', alt: '', src: url });
    pixel.style.cssText = 'position:absolute;left:-99999px';
    body.append(pixel);
  };
  const cached = local.get('apbct_pixel_url', PIXEL_URL_FRESHNESS);
  if (isHttpsUrl(cached)) return draw(cached);
  void pixelUrlOf(config.api('pixelUrl')).then((url) => {
    if (!isHttpsUrl(url)) return;
    local.set('apbct_pixel_url', url);
    draw(url);
  });
}
