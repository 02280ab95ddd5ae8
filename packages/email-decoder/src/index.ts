import { defineWidget, readGlobal } from '@dropins/core';
import { readDecoderConfig } from './config';
import { createDecoder, type Decoder } from './decoder';
import { mountPopup } from './popup';

export type { DecoderConfig, Texts } from './config';
export type { Decoder, View } from './decoder';
export type { Outcome } from './result';
export { readDecoderConfig } from './config';
export { createDecoder, WAIT_MS, FILL_MS } from './decoder';
export { interpret, unescapeText } from './result';

/**
 * `email-decoder`: CleanTalk's obfuscated emails and phones (`[data-original-string]`) become buttons; a click
 * decodes every contact on the page through `apbct_decode_email` and shows the address in `#apbct_popup`.
 * @example
 * import { boot } from '@dropins/core';
 * import { definition } from '@dropins/email-decoder';
 * boot(definition);
 */
export const definition = defineWidget<Decoder>({
  name: 'email-decoder',
  selector: '[data-original-string]',
  setup: (ctx) => createDecoder(readDecoderConfig(readGlobal('ctPublic'), readGlobal('ctPublicFunctions'), ctx.warn), ctx, mountPopup),
  mount: (el, ctx) => ctx.config.add(el as HTMLElement, ctx),
});
