import { createTransport, type Transport } from '@dropins/core/transport';

/** What every blog module on the page shares: one transport for the site's own pages and one answer cache. */
export interface BlogShared {
  transport: Transport;
  /** Sanitized pagination containers by link URL and module classes (Divi's `et_pb_ajax_pagination_cache`). */
  cache: Map<string, Element>;
}

export function setupBlog(): BlogShared {
  return { transport: createTransport({ endpoint: { kind: 'page' } }), cache: new Map() };
}
