import { defineWidget } from '@dropins/core';
import type { FamilyContext } from '../../family';
import { setupLinkOptions } from './config';
import { followLinkOptions } from './follow';

/**
 * Link options (`et_link_options_data`): a module with a link acts as one. A click on it opens the URL in a new
 * window, scrolls smoothly to an in-page anchor (or opens the reviews tab), or navigates; only http(s) and in-page
 * URLs are followed. Keyboard users get the same with Tab and Enter. Not in the builders.
 */
export const family = ({ mode }: FamilyContext) => defineWidget({
  name: 'builder-modules-link-options',
  selector: 'body',
  setup: setupLinkOptions,
  mount(body: HTMLElement, ctx) {
    if (mode.builder || !ctx.config.length) return;
    return followLinkOptions(body, ctx, ctx.config);
  },
});
