import { isRecord, parseJSON, type Payload, type Transport } from '@dropins/core';

/** The request was replaced or the form went away: nothing to show, nothing to warn about. */
export const ABORTED = Symbol('aborted');

/**
 * One Woo Discount Rules request. WDR answers a bad nonce with the plain text `Invalid token` (HTTP 200), so
 * the body is read as text and must parse to an object; anything else is an error (null), warned about once.
 */
export async function ask(
  transport: Transport,
  action: string,
  data: Payload,
  signal: AbortSignal,
  warn: (m: string) => void,
): Promise<Record<string, unknown> | null | typeof ABORTED> {
  try {
    const text = await transport.request<string>(action, data, { signal, as: 'text' });
    const body = parseJSON(text);
    if (isRecord(body)) return body;
    warn(`${action} answered ${text.trim() === 'Invalid token' ? 'Invalid token' : 'no JSON object'}`);
  } catch {
    if (signal.aborted) return ABORTED;
  }
  return null;
}
