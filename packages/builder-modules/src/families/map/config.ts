import { readConfig, readGlobal, str, type WidgetContext } from '@dropins/core';

/** The one key of `et_pb_custom` the map uses: where Divi's marker image lives. */
const SCHEMA = { builder_images_uri: str('') };

export interface MapConfig {
  /** Divi's marker icon (`builder_images_uri/marker.png`), or '' for the API's default marker. */
  markerUrl: string;
}

export function setupMap(ctx: WidgetContext): MapConfig {
  const custom = readConfig(readGlobal('et_pb_custom'), SCHEMA, 'et_pb_custom', (m) => ctx.warn(m));
  const base = custom.builder_images_uri.replace(/\/+$/, '');
  return { markerUrl: base ? `${base}/marker.png` : '' };
}
