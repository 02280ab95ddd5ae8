import { defineWidget } from '@dropins/core';
import { readDecoderSettings } from './config';
import { decodeOnClick } from './decode-on-click';
import { createDecodeSession } from './session';


/**
 * `email-decoder`: CleanTalk's obfuscated emails and phones (`[data-original-string]`) become buttons; a click
 * decodes every contact still encoded through one `apbct_decode_email` request and shows the address in the
 * plugin's `#apbct_popup`.
 * @example
 * import { boot } from '@dropins/core';
 * import { definition } from '@dropins/email-decoder';
 * boot(definition);
 */
export const definition = defineWidget({
  name: 'email-decoder',
  selector: '[data-original-string]',
  setup: (ctx) => createDecodeSession(ctx, readDecoderSettings(ctx)),
  mount: (element: HTMLElement, ctx) => decodeOnClick(element, ctx, ctx.config),
});
