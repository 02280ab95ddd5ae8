import { docProp, type Cleanup, type MountContext } from '@dropins/core';
import { currentDevice, onDeviceChange } from '../../shared/devices/breakpoints';
import { MOBILE_UA } from '../../shared/contracts/family-contracts';
import { watchInView } from '../../shared/scroll/in-view';
import type { MapConfig } from './config';
import { grayscaleStyles, saturation } from './grayscale';
import { mapsApi } from './load-api';
import type { MapsApi } from './maps-api';
import { addPins } from './pins';

/** How far ahead of the viewport the maps script starts loading. */
const NEAR_VIEWPORT = '400px 0px';

/**
 * Map module (`.et_pb_map_container`): when it nears the viewport, loads the Maps API (see `mapsApi`) and draws
 * the map of its `.et_pb_map` (centre, zoom, road map, scroll-wheel zoom only when `data-mouse-wheel="on"`, no
 * dragging on mobile devices when `data-mobile-dragging="off"`, grayscale for the current device) with its pins.
 */
export function mapModule(el: Element, ctx: MountContext<MapConfig>): Cleanup {
  const target = el.querySelector('.et_pb_map');
  if (!target) return () => undefined;
  let stopMap: Cleanup = () => undefined;
  const stopWatch = watchInView(el, (entry) => {
    if (!entry.isIntersecting) return;
    stopWatch();
    void mapsApi(el.ownerDocument).then((api) => {
      if (api && !ctx.signal.aborted) stopMap = ctx.guard(() => drawMap(api, el, target, ctx.config)) ?? stopMap;
    });
  }, NEAR_VIEWPORT);
  return () => {
    stopWatch();
    stopMap();
  };
}

function drawMap(api: MapsApi, el: Element, target: Element, config: MapConfig): Cleanup {
  const data = (name: string) => target.getAttribute(name);
  const body = docProp('body', el.ownerDocument);
  const corner = body.classList.contains('et_transparent_nav') ? api.ControlPosition.LEFT_BOTTOM : api.ControlPosition.LEFT_TOP;
  const mobile = MOBILE_UA.test(navigator.userAgent);
  const styles = () => grayscaleStyles(saturation((name) => el.getAttribute(name), currentDevice()));
  const map = new api.Map(target, {
    zoom: parseInt(data('data-zoom') ?? '', 10) || 0,
    center: new api.LatLng(parseFloat(data('data-center-lat') ?? '') || 0, parseFloat(data('data-center-lng') ?? '') || 0),
    mapTypeId: api.MapTypeId.ROADMAP,
    scrollwheel: data('data-mouse-wheel') === 'on',
    draggable: !(mobile && data('data-mobile-dragging') === 'off'),
    panControlOptions: { position: corner },
    zoomControlOptions: { position: corner },
    streetViewControlOptions: { position: corner },
    styles: styles(),
  });
  const stopPins = addPins(api, map, el, config.markerUrl);
  const stopDevice = onDeviceChange(() => map.setOptions({ styles: styles() }));
  return () => {
    stopDevice();
    stopPins();
  };
}
