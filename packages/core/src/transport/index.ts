/**
 * `@dropins/core/transport`: the one way a widget reaches the network. `createTransport` speaks WordPress REST,
 * admin-ajax and wc-ajax (nonces, one fresh-nonce retry, a serial queue, timeouts, typed errors); `encodeForm`
 * writes a payload as the form body those endpoints read.
 */
export { createTransport } from './transport';
export { MESSAGES, TransportError } from './types';
export type {
  Endpoint, ErrorKind, FetchLike, Payload, RequestOptions, RouteShape, Routes, Transport, TransportOptions, TypedTransport,
} from './types';
export { encodeForm } from './wire';
export type { WpAnswer } from './wire';
