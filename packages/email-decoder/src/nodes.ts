/** One element carrying `data-original-string`, as the decoder tracks it. */
export interface EncodedNode {
  encoded: string;
  /** 'mailto:' or 'tel:' for an encoded link, else ''. */
  scheme: string;
  /** For a span inside an encoded link, that link: it is the clickable node, and this one is filled with it. */
  host: HTMLElement | null;
  /** We gave it tabindex="0" (links are focusable already). */
  tabbed: boolean;
  done: boolean;
}

const SCHEME = /^(mailto|tel):/i;

/** 'mailto:' / 'tel:' when `el` is a link of that kind, else ''. */
export function schemeOf(el: Element): string {
  const m = el.tagName === 'A' ? SCHEME.exec(el.getAttribute('href') ?? '') : null;
  return m ? m[0].toLowerCase() : '';
}

/** Reads an element into a node record; null when its encoded string is empty. */
export function readNode(el: HTMLElement): EncodedNode | null {
  const encoded = (el.getAttribute('data-original-string') ?? '').trim();
  if (!encoded) return null;
  const link = el.parentElement?.closest<HTMLElement>('a[data-original-string]');
  return { encoded, scheme: schemeOf(el), host: link && schemeOf(link) ? link : null, tabbed: false, done: false };
}

/** Makes a node an accessible button that opens the decoder dialog (links keep their own focusability). */
export function makeButton(el: HTMLElement, node: EncodedNode): void {
  el.setAttribute('role', 'button');
  el.setAttribute('aria-haspopup', 'dialog');
  if (!node.scheme && !el.hasAttribute('tabindex')) {
    el.tabIndex = 0;
    node.tabbed = true;
  }
}

/** Takes our button semantics off again. A span keeps tabindex -1 so focus can still return to it. */
export function unmakeButton(el: HTMLElement, node: EncodedNode, keepFocusable: boolean): void {
  el.removeAttribute('role');
  el.removeAttribute('aria-haspopup');
  if (node.tabbed) {
    if (keepFocusable) el.tabIndex = -1;
    else el.removeAttribute('tabindex');
  }
}

/**
 * Right after 'got it': the blur goes and a link gets its real href (so a click in the next 2 s works).
 * Returns the link's obfuscated text (its old href without the scheme) for `fillText`.
 */
export function release(el: HTMLElement, node: EncodedNode, value: string): string {
  const obfuscated = node.scheme ? (el.getAttribute('href') ?? '').slice(node.scheme.length) : '';
  node.done = true;
  unmakeButton(el, node, true);
  el.classList.add('no-blur');
  el.removeAttribute('title');
  if (node.scheme) el.setAttribute('href', node.scheme + value);
  return obfuscated;
}

/**
 * Writes the decoded text (as text, never HTML). A link fills its inner encoded spans with their own values;
 * a link without them gets its obfuscated text replaced.
 */
export function fillText(el: HTMLElement, node: EncodedNode, value: string, decoded: Map<string, string>, obfuscated: string): void {
  const shown = node.scheme ? value.split(/[?&]/)[0] : value;
  if (!node.scheme) {
    el.textContent = value;
    return;
  }
  const inner = el.querySelectorAll<HTMLElement>('[data-original-string]');
  for (const span of inner) {
    span.classList.add('no-blur');
    span.removeAttribute('title');
    span.textContent = decoded.get(span.getAttribute('data-original-string') ?? '') ?? shown;
  }
  const text = el.textContent ?? '';
  if (!inner.length && obfuscated && text.includes(obfuscated)) el.textContent = text.replace(obfuscated, shown);
}
