/**
 * DOM clobbering: a post's Author keeps `id` (and `name` on some elements), and the browser exposes such elements as
 * properties of `window` (`<a id="ctPublic">` is `window.ctPublic`) and of `document` (`<object id="body">`,
 * `<img name="currentScript">` shadow `document.body` and `document.currentScript`). These helpers read what the
 * browser defines, never an element named after it. No imports: the classic loader bundles this file too.
 */

/**
 * Whether a value read from `window` or `document` is page markup (an element, a collection of same-named elements,
 * a frame's window) rather than what a script put there.
 * @example isPageElement(window.ctPublic) // true for <a id="ctPublic">
 */
export function isPageElement(value: unknown): boolean {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false;
  try {
    if (typeof (value as { nodeType?: unknown }).nodeType === 'number') return true;
    return /^\[object (HTML\w*|SVG\w*|Element|NodeList|RadioNodeList|Window|Document)\]$/.test(Object.prototype.toString.call(value));
  } catch {
    // A cross-origin frame's window throws on every read: it is not ours either.
    return true;
  }
}

/**
 * The page's globals by name, untyped: what plugins and tags share on `window` (Google's `dataLayer`, a plugin's
 * flags). A value read here can be a page element (`<a id="dataLayer">`): check it, or read settings through
 * `readGlobal`, which does.
 * @example pageGlobals()['ga-disable-G-123'] = true;
 */
export function pageGlobals(): Record<string, unknown> {
  return window as unknown as Record<string, unknown>;
}

/**
 * The descriptor of `name` that is not a page element: an own property a script defined on the document (a consent
 * tool's `document.cookie` accessor) counts; a named element, exposed as an own data property, does not, and then the
 * browser's own descriptor on the prototype chain is used.
 */
function descriptor(doc: Document, name: string): PropertyDescriptor | undefined {
  const own = Object.getOwnPropertyDescriptor(doc, name);
  if (own && (own.get || own.set || !isPageElement(own.value))) return own;
  for (let proto = Object.getPrototypeOf(doc); proto; proto = Object.getPrototypeOf(proto)) {
    const d = Object.getOwnPropertyDescriptor(proto, name);
    if (d) return d;
  }
  return undefined;
}

/**
 * Reads a `document` property as the browser defines it, never an element an Author named after it.
 * @example docProp('body') // the real <body> even with <object id="body"> in a post
 */
export function docProp<K extends keyof Document>(name: K, doc: Document = document): Document[K] {
  const d = descriptor(doc, name);
  if (!d) return doc[name];
  return (d.get ? d.get.call(doc) : d.value) as Document[K];
}

/** The method `document[K]` (never: not a method). */
type DocumentMethod<K extends keyof Document> = Extract<Document[K], (...args: never[]) => unknown>;

/**
 * Calls a `document` method as the browser defines it, never an element an Author named after it (Document's named
 * properties shadow its own methods too: `<object id="getElementById">`).
 * @example docCall('getElementById', document, 'main')
 */
export function docCall<K extends keyof Document>(name: K, doc: Document, ...args: Parameters<DocumentMethod<K>>): ReturnType<DocumentMethod<K>> {
  return (docProp(name, doc) as (...a: unknown[]) => ReturnType<DocumentMethod<K>>).apply(doc, args);
}

/**
 * `doc.createElement(tag)` through the browser's own method (`<object id="createElement">` in a post replaces it).
 * @example docCreate('div', el.ownerDocument)
 */
export function docCreate<K extends keyof HTMLElementTagNameMap>(tag: K, doc?: Document): HTMLElementTagNameMap[K];
export function docCreate(tag: string, doc?: Document): HTMLElement;
export function docCreate(tag: string, doc: Document = document): HTMLElement {
  return docCall('createElement', doc, tag);
}

/**
 * `target.addEventListener(type, listener, options)` through EventTarget's own method (a document's can be an element
 * of the page); returns the removal.
 * @example const off = addListener(document, 'keydown', onKey);
 */
export function addListener<K extends keyof DocumentEventMap>(target: EventTarget, type: K, listener: (event: DocumentEventMap[K]) => void, options?: AddEventListenerOptions): () => void;
export function addListener(target: EventTarget, type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): () => void;
export function addListener(target: EventTarget, type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): () => void {
  own(target, 'addEventListener').call(target, type, listener, options);
  return () => own(target, 'removeEventListener').call(target, type, listener, options);
}

/** `target.dispatchEvent(event)` through EventTarget's own method. */
export function dispatch(target: EventTarget, event: Event): boolean {
  return own(target, 'dispatchEvent').call(target, event);
}

/**
 * EventTarget's own `name` method for `target`: the prototype's (an element of the page named after it cannot stand
 * in), except for a target of another realm whose own method is a real one (a frame's window, a test DOM's global).
 */
function own<K extends 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>(target: EventTarget, name: K): EventTarget[K] {
  const its = target[name];
  return target instanceof EventTarget || typeof its !== 'function' ? EventTarget.prototype[name] : its;
}

/** Writes a `document` accessor (`cookie`) through the browser's own setter. */
export function setDocProp(name: 'cookie', value: string, doc: Document = document): void {
  const d = descriptor(doc, name);
  if (d?.set) d.set.call(doc, value);
  else doc[name] = value;
}

/** Whether `node` is a document (through Node's own getter: a document's `nodeType` can be an element). */
export function isDocument(node: unknown): node is Document {
  return docProp('nodeType', node as Document) === 9;
}

/** `root.querySelectorAll(selector)`, through the browser's own method (a document's can be an element). */
export function queryAll(root: ParentNode, selector: string): NodeListOf<Element> {
  // docProp walks `root`'s own prototype chain: Document's, Element's or DocumentFragment's method.
  return docProp('querySelectorAll', root as Document).call(root, selector);
}
