import { isRecord } from '@dropins/core';
import { TransportError, type Payload, type Transport } from '@dropins/core/transport';

export type DiscountAnswer = Record<string, unknown>;

/**
 * One Woo Discount Rules request: its JSON object answer, or null for anything else. WDR answers a bad nonce with
 * the plain text `Invalid token` (HTTP 200), which is not JSON: that is warned about with what the server said,
 * when `warn` is given. A failed request is null too (the transport has said what went wrong).
 */
export async function askDiscounts(
  transport: Transport,
  action: string,
  data: Payload,
  signal?: AbortSignal,
  warn?: (message: string) => void,
): Promise<DiscountAnswer | null> {
  try {
    const answer = await transport.request<unknown>(action, data, { signal, as: 'json' });
    if (isRecord(answer)) return answer;
    warn?.(`${action} answered ${JSON.stringify(answer).slice(0, 30)}`);
  } catch (error) {
    if (error instanceof TransportError && error.kind === 'parse') warn?.(`${action} answered ${String(error.body).slice(0, 30)}`);
  }
  return null;
}

/** A form field's value ('' when the form has none). */
export const fieldValue = (form: Element, name: string): string =>
  form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '';
