import { defineWidget } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { setupMap } from './config';
import { mapModule } from './map';

/** Map modules: the Google map with its pins, its script loaded only when the map nears the viewport. */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-map',
  selector: manifest.selector,
  observe: true,
  setup: setupMap,
  mount: (el, ctx) => mapModule(el, ctx),
});
