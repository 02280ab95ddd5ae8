// Every path by which a server string can reach the page, plus the raw controls that must still fire.
import { flushSync } from 'react-dom';
import { sanitizeHTML, setHTML, sanitizeElement, decodeEntities } from '@dropins/core/safety';
import { renderRoot } from '@dropins/core/ui';
import { runVectors, type Hit, type Render } from './xss-oracle';

/** A text-only component: the string as content and as an attribute, as widgets render server text. */
function Text(props: { s: string }) {
  return (
    <p className="text" title={props.s} data-note={props.s} aria-label={props.s}>
      {props.s}
    </p>
  );
}

export const PATHS: Record<string, Render> = {
  sanitizeHTML: (c, p) => c.appendChild(sanitizeHTML(p, c.ownerDocument)),
  setHTML: (c, p) => setHTML(c, p),
  sanitizeElement: (c, p) => {
    const el = sanitizeElement(p, c.ownerDocument);
    if (el) c.appendChild(el);
  },
  decodeEntities: (c, p) => {
    c.textContent = decodeEntities(p);
  },
  // flushSync: React renders a new root later (concurrently); the checks must see it rendered.
  component: (c, p) => flushSync(() => void renderRoot(c, <Text s={p} />, 'xss-harness')),
};

/** Positive controls: raw innerHTML, and the throwaway-element decode the lesson warns about. */
export const CONTROLS: Record<string, Render> = {
  innerHTML: (c, p) => {
    c.innerHTML = p;
  },
  throwawayDecode: (c, p) => {
    const tmp = c.ownerDocument.createElement('div');
    tmp.innerHTML = p;
    c.textContent = tmp.textContent;
  },
  contextualFragment: (c, p) => {
    c.appendChild(c.ownerDocument.createRange().createContextualFragment(p));
  },
};

const XLINK = 'http://www.w3.org/1999/xlink';
const ACTIVE_TAGS = /^(script|iframe|frame|object|embed|applet|form|input|button|textarea|select|style|link|meta|base|svg|math|template|noscript|portal|frameset)$/;
const URL_ATTRS = /^(href|src|action|formaction|data|poster|background|cite|ping|srcdoc|codebase|xlink:href|lowsrc|dynsrc)$/;
const SAFE = /^(https?|mailto|tel):$/;

function protocolOf(value: string, base: string): string {
  try {
    return new URL(value, base).protocol;
  } catch {
    return '';
  }
}

/** Active content that survived rendering: elements, handlers, styles or URLs that could run or load script. */
export function activeContent(root: Element): string[] {
  const found: string[] = [];
  const base = root.ownerDocument.baseURI;
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (ACTIVE_TAGS.test(el.localName) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`<${el.localName}>`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'is' || name === 'srcdoc') found.push(`${el.localName}[${name}]`);
      else if (URL_ATTRS.test(name) || (attr.namespaceURI === XLINK && attr.localName === 'href')) {
        const protocol = protocolOf(attr.value, base);
        if (protocol && !SAFE.test(protocol)) found.push(`${el.localName}[${name}=${protocol}]`);
      } else if (name === 'srcset') {
        for (const candidate of attr.value.split(',')) {
          const protocol = protocolOf(candidate.trim().split(/\s+/)[0], base);
          if (protocol && !SAFE.test(protocol)) found.push(`${el.localName}[srcset=${protocol}]`);
        }
      }
    }
  }
  return found;
}

export interface RunResult {
  hits: Hit[];
  /** Renderings whose DOM still held active content. */
  findings: Array<{ vector: number; path: string; what: string[] }>;
  /** Text-only renderings that produced elements or lost text. */
  notText: Array<{ vector: number; path: string }>;
}

/**
 * Runs the named paths (or controls) over `indices` of the payloads (default all), `group` vectors per frame.
 * @example await harness.xss.run(['setHTML'], payloads, undefined, 8)
 */
export async function run(names: string[], payloads: string[], indices?: number[], group = 1): Promise<RunResult> {
  const renders: Record<string, Render> = {};
  for (const name of names) {
    renders[name] = PATHS[name] ?? CONTROLS[name];
    if (!renders[name]) throw new Error(`unknown path ${name}`);
  }
  const all = indices ?? payloads.map((_, i) => i);
  const { hits, rendered, dispose } = await runVectors(renders, payloads, all, group);
  const findings: RunResult['findings'] = [];
  const notText: RunResult['notText'] = [];
  for (const { vector, path, root } of rendered) {
    if (path in CONTROLS) continue;
    const what = activeContent(root);
    if (what.length) findings.push({ vector, path, what });
    const text = root.textContent === (path === 'component' ? payloads[vector] : root.textContent);
    if ((path === 'decodeEntities' && root.children.length) || (path === 'component' && (root.querySelectorAll('*').length !== 1 || !text))) notText.push({ vector, path });
  }
  dispose();
  return { hits, findings, notText };
}
