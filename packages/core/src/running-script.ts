import { docProp } from './clobber';

/**
 * The classic `<script>` running now, only when it really is a script element (never `<img name="currentScript">`).
 * In a file of its own, beside clobber.ts: the loaders and consent-bar's script injector need it, and the bundles
 * then carry it only with them, not in the runtime every widget loads.
 */
export function runningScript(doc: Document = document): HTMLScriptElement | null {
  const el = docProp('currentScript', doc) as unknown;
  const view = docProp('defaultView', doc);
  return view && el instanceof view.HTMLScriptElement ? el : null;
}
