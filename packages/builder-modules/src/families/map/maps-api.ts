/** The little of the Google Maps JavaScript API the map module uses (Divi's `et_pb_map_init`). */
export interface Listener {
  remove(): void;
}
export interface MapLike {
  setOptions(options: Record<string, unknown>): void;
}
export interface MarkerLike {
  setMap(map: MapLike | null): void;
}
export interface InfoWindowLike {
  open(map: MapLike, anchor: MarkerLike): void;
  close(): void;
}
export interface MapsApi {
  Map: new (el: Element, options: Record<string, unknown>) => MapLike;
  Marker: new (options: Record<string, unknown>) => MarkerLike;
  InfoWindow: new (options: { content: Node }) => InfoWindowLike;
  LatLng: new (lat: number, lng: number) => unknown;
  Size?: new (width: number, height: number) => unknown;
  Point?: new (x: number, y: number) => unknown;
  MapTypeId: { ROADMAP: unknown };
  ControlPosition: { LEFT_TOP: unknown; LEFT_BOTTOM: unknown };
  event: { addListener(target: object, name: string, handler: () => void): Listener };
}

/** `window.google.maps` when the API is loaded (and looks like it), else null. */
export function loadedApi(win: Window): MapsApi | null {
  const maps = (win as Window & { google?: { maps?: Partial<MapsApi> } }).google?.maps;
  return maps && typeof maps.Map === 'function' && typeof maps.Marker === 'function' && maps.event ? (maps as MapsApi) : null;
}
