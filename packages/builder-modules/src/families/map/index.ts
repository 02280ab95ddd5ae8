import { defineWidget } from '@dropins/core';
import { setupMap } from './config';
import { mapModule } from './map';

/** Map modules: the Google map with its pins, its script loaded only when the map nears the viewport. */
export const definition = defineWidget({
  name: 'builder-modules-map',
  selector: '.et_pb_map_container',
  observe: true,
  setup: setupMap,
  mount: (el, ctx) => mapModule(el, ctx),
});
