import { isRecord, parseJSON } from '@dropins/core';

/** What a blocked answer carries. */
export interface Block {
  message: string;
  stopScript: boolean;
  integration?: unknown;
}

/**
 * Reads a response body the way the original does: a body mentioning `"apbct` (and not an HTML page) with
 * `apbct.blocked` and a comment; or a WordPress JSON error whose `data.message` names the plugin (any other
 * plugin's error is none of our business). Returns null for everything else.
 */
export function parseBlock(text: string, brand: string): Block | null {
  const ours = text.includes('"apbct');
  const body = (ours || text.includes(brand)) && !text.includes('DOCTYPE') ? parseJSON(text) : null;
  if (!isRecord(body)) return null;
  const apbct = isRecord(body.apbct) ? body.apbct : {};
  const data = isRecord(body.data) ? body.data : {};
  const blocked = ours && apbct.blocked && Number(apbct.blocked) !== 0;
  const message = blocked ? apbct.comment : String(data.message).includes(brand) && data.message;
  return typeof message === 'string' && message.trim() ? { message, stopScript: Number(apbct.stop_script) === 1, integration: apbct.integration } : null;
}
