import { docCall, docCreate, docProp, pageResource } from '@dropins/core';
import { httpUrl } from '@dropins/core/safety';
import { loadedApi, type MapsApi } from './maps-api';

/** The id WordPress prints on the `google-maps-api` script handle (framework.php). */
const API_SCRIPT_ID = 'google-maps-api-js';
const JS_TYPES = ['', 'text/javascript', 'application/javascript', 'module'];

const loading = pageResource(() => new Map<string, Promise<void>>());

/** Adds `<script src=url async>` once per URL; resolves when it has run (a failed load resolves too). */
function loadScript(doc: Document, url: string): Promise<void> {
  let found = loading().get(url);
  if (!found) {
    found = new Promise<void>((done) => {
      const script = docCreate('script', doc);
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => done(), { once: true });
      script.addEventListener('error', () => done(), { once: true });
      docProp('head', doc).appendChild(script);
    });
    loading().set(url, found);
  }
  return found;
}

/** Resolves once the window has loaded (at once when it has). */
function windowLoaded(doc: Document): Promise<void> {
  if (docProp('readyState', doc) === 'complete') return Promise.resolve();
  return new Promise((done) => docProp('defaultView', doc)?.addEventListener('load', () => done(), { once: true }));
}

/**
 * The Maps API, loading it on first need: already on the page → it; the page's `google-maps-api` script printed
 * inert (`type="text/plain"`, so the browser did not fetch it at load) → its URL is loaded now; printed as a
 * normal script → wait for the window's load, as Divi does; no such script → null (Divi draws no map then).
 */
export async function mapsApi(doc: Document): Promise<MapsApi | null> {
  const win = docProp('defaultView', doc);
  if (!win) return null;
  const ready = loadedApi(win);
  if (ready) return ready;
  const tag = docCall('getElementById', doc, API_SCRIPT_ID);
  if (!(tag instanceof HTMLScriptElement)) return null;
  const url = httpUrl(tag.getAttribute('src') ?? tag.getAttribute('data-src'));
  if (JS_TYPES.includes(tag.type.trim().toLowerCase())) await windowLoaded(doc);
  else if (url) await loadScript(doc, url);
  return loadedApi(win);
}
