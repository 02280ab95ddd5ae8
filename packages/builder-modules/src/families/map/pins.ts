import { docCreate } from '@dropins/core';
import { sanitizeHTML } from '@dropins/core/safety';
import type { InfoWindowLike, Listener, MapLike, MapsApi, MarkerLike } from './maps-api';

/** Divi's marker image: 46 × 43 px, its tip at (16, 43). */
const MARKER_SIZE = { width: 46, height: 43 };
const MARKER_TIP = { x: 16, y: 43 };

const coordinate = (raw: string | null) => {
  const n = parseFloat(raw ?? '');
  return Number.isFinite(n) ? n : 0;
};

function markerIcon(api: MapsApi, url: string): Record<string, unknown> | undefined {
  if (!url || !api.Size || !api.Point) return undefined;
  return { url, size: new api.Size(MARKER_SIZE.width, MARKER_SIZE.height), anchor: new api.Point(MARKER_TIP.x, MARKER_TIP.y) };
}

/**
 * One marker per `.et_pb_map_pin` (data-lat, data-lng, data-title); a pin with an `.infowindow` opens an info
 * window with the pin's content (through the sanitizer) on click, closing the one open before; a click on the
 * map closes it. Returns the cleanup.
 */
export function addPins(api: MapsApi, map: MapLike, container: Element, markerUrl: string): () => void {
  const markers: MarkerLike[] = [];
  const listeners: Listener[] = [];
  let open: InfoWindowLike | null = null;
  for (const pin of container.querySelectorAll('.et_pb_map_pin')) {
    const marker = new api.Marker({
      position: new api.LatLng(coordinate(pin.getAttribute('data-lat')), coordinate(pin.getAttribute('data-lng'))),
      map,
      title: pin.getAttribute('data-title') ?? '',
      icon: markerIcon(api, markerUrl),
    });
    markers.push(marker);
    if (!pin.querySelector('.infowindow')) continue;
    const content = docCreate('div', container.ownerDocument);
    content.appendChild(sanitizeHTML(pin.innerHTML, container.ownerDocument));
    const info = new api.InfoWindow({ content });
    listeners.push(
      api.event.addListener(marker, 'click', () => {
        open?.close();
        info.open(map, marker);
        open = info;
      }),
    );
  }
  listeners.push(
    api.event.addListener(map, 'click', () => {
      open?.close();
      open = null;
    }),
  );
  return () => {
    open?.close();
    listeners.forEach((l) => l.remove());
    markers.forEach((m) => m.setMap(null));
  };
}
