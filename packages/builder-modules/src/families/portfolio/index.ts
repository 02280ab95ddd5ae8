import { defineWidget } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { readPagerTexts } from '../../shared/contracts/pager-texts';
import { runPortfolio } from './portfolio';

/**
 * Filterable portfolio (`.et_pb_filterable_portfolio`): the category filter shows only that category, client-side
 * pages of `data-posts-number` items with Divi's pager, and the state in the hash (`#<id>|<slug>|<page>`) 500 ms
 * after each click, restored from the hash on load and on `hashchange`.
 */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-portfolio',
  selector: manifest.selector,
  observe: true,
  setup: readPagerTexts,
  mount: (el: HTMLElement, ctx) => runPortfolio(el, ctx, ctx.config),
});
