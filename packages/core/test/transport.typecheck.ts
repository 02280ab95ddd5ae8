// Compile-time checks of the transport's public types. Not run by vitest: `npx tsc -p tsconfig.json` checks
// this file, and every `@ts-expect-error` below fails the type check if the line ever stops being an error.
import { createTransport, encodeForm, MESSAGES, TransportError, type Endpoint, type ErrorKind, type Transport, type TransportOptions } from '@dropins/core/transport';
import type { FetchLike, TypedTransport } from '../src/transport';

declare const signal: AbortSignal;
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const check = <T extends true>(): T => true as T;

// Endpoints: each mode needs its own fields.
export const endpoints = [
  { kind: 'rest', restUrl: '/wp-json/', namespace: 'cleantalk-antispam/v1' },
  { kind: 'ajax', ajaxUrl: '/wp-admin/admin-ajax.php', nonceField: '_ajax_nonce' },
  { kind: 'ajax', ajaxUrl: '/wp-admin/admin-ajax.php' },
  { kind: 'wc', wcAjaxUrl: '/?wc-ajax=%%endpoint%%' },
] satisfies Endpoint[];
// @ts-expect-error REST needs its namespace
export const noNamespace: Endpoint = { kind: 'rest', restUrl: '/wp-json/' };
// @ts-expect-error wc-ajax takes wcAjaxUrl, not ajaxUrl
export const wrongUrl: Endpoint = { kind: 'wc', ajaxUrl: '/?wc-ajax=%%endpoint%%' };

// Options: the real fetch fits, and so does a minimal double.
export const withFetch = { endpoint: endpoints[0], fetch } satisfies TransportOptions;
const double: FetchLike = async () => ({ status: 200, text: async () => '{}' });
export const withDouble = { endpoint: endpoints[0], fetch: double, timeout: 1000 } satisfies TransportOptions;
// @ts-expect-error timeout is milliseconds, a number
export const badTimeout: TransportOptions = { endpoint: endpoints[0], timeout: '15000' };
// @ts-expect-error refresh needs the plugin name
export const badRefresh: TransportOptions = { endpoint: endpoints[0], refresh: { url: '/' } };

// The untyped transport: as before, the caller names the answer's type.
const t: Transport = createTransport({ endpoint: endpoints[0] });
export const answer = t.request<{ success: boolean }>('apbct_decode_email', { encodedEmails: '{}' }, { signal, as: 'json' });
check<Equal<typeof answer, Promise<{ success: boolean }>>>();
check<Equal<ReturnType<typeof t.request>, Promise<unknown>>>();
// @ts-expect-error data is a record of fields, not a string
t.request('route', 'encodedEmails=1');
// @ts-expect-error 'as' is 'json' or 'text'
t.request('route', {}, { as: 'blob' });
// @ts-expect-error the nonce can be read, not set
t.nonce = 'x';

// A typed transport: routes, payloads and answers are checked.
interface CtRoutes {
  apbct_decode_email: { data: { encodedEmails: string; post_url?: string }; response: { success: boolean; data: Array<{ decoded_email: string }> } };
  apbct_get_pixel_url: { response: string };
  alt_sessions: { data?: { cookies: string }; response: { success: boolean } };
}
const typed = createTransport<CtRoutes>({ endpoint: endpoints[0] });
check<Equal<typeof typed, TypedTransport<CtRoutes>>>();
export const decoded = typed.request('apbct_decode_email', { encodedEmails: '{}' }, { signal });
check<Equal<typeof decoded, Promise<{ success: boolean; data: Array<{ decoded_email: string }> }>>>();
export const pixel = typed.request('apbct_get_pixel_url');
check<Equal<typeof pixel, Promise<string>>>();
typed.request('alt_sessions');
typed.request('alt_sessions', { cookies: '[]' });
// @ts-expect-error unknown route
typed.request('apbct_unknown', {});
// @ts-expect-error missing required field
typed.request('apbct_decode_email', { post_url: '/' });
// @ts-expect-error wrong field type
typed.request('apbct_decode_email', { encodedEmails: 1 });
// @ts-expect-error the payload is required when the route declares one
typed.request('apbct_decode_email');
// @ts-expect-error a route map entry needs a response
createTransport<{ bad: { data: { a: string } } }>({ endpoint: endpoints[0] });

// Errors: the kind is a closed set and the catalogue covers it.
const e = new TransportError('timeout');
check<Equal<typeof e.kind, ErrorKind>>();
export const texts = MESSAGES satisfies Record<ErrorKind, string>;
// @ts-expect-error not a kind
export const badKind = new TransportError('teapot');
// @ts-expect-error kind is read-only
e.kind = 'parse';
export const form: URLSearchParams = encodeForm({ a: 1, b: { c: 2 } });
