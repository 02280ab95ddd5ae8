import { decodeEntities } from '@dropins/core';

/**
 * A category bundle split into what must run (script tags, rebuilt with createElement so they execute) and
 * the markup around them (which goes through core's sanitizer, never into innerHTML).
 */
export type Token = { script: true; attrs: [string, string][]; text: string } | { script: false; html: string };

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Attributes of a start tag's inside (`async src="..."`), values entity-decoded. */
export function parseAttrs(s: string): [string, string][] {
  const out: [string, string][] = [];
  for (const m of s.matchAll(ATTR)) out.push([m[1].toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')]);
  return out;
}

/** Index of the `>` closing a start tag, skipping quoted attribute values; -1 when unterminated. */
function tagEnd(src: string, from: number): number {
  for (let i = from; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'") {
      i = src.indexOf(c, i + 1);
      if (i < 0) return -1;
    } else if (c === '>') return i;
  }
  return -1;
}

const isEnd = (c: string | undefined) => c === undefined || /[\s/>]/.test(c);

/**
 * Splits HTML into script and non-script tokens, in order. Commented-out scripts stay comments (and are
 * dropped with the markup); an unterminated script tag and everything after it are dropped, as a browser
 * would never run it either.
 * @example tokenize('<div></div><script async src="/a.js"></script>') // [{script:false,...},{script:true,...}]
 */
export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  const lower = src.toLowerCase();
  let last = 0;
  let i = 0;
  while ((i = src.indexOf('<', i)) >= 0) {
    if (src.startsWith('<!--', i)) {
      const end = src.indexOf('-->', i + 4);
      i = end < 0 ? src.length : end + 3;
      continue;
    }
    if (!lower.startsWith('<script', i) || !isEnd(src[i + 7])) {
      i++;
      continue;
    }
    const open = tagEnd(src, i + 7);
    let close = open < 0 ? -1 : lower.indexOf('</script', open);
    while (close >= 0 && !isEnd(src[close + 8])) close = lower.indexOf('</script', close + 1);
    const closeEnd = close < 0 ? -1 : src.indexOf('>', close);
    if (closeEnd < 0) {
      src = src.slice(0, i);
      break;
    }
    if (i > last) out.push({ script: false, html: src.slice(last, i) });
    out.push({ script: true, attrs: parseAttrs(src.slice(i + 7, open)), text: src.slice(open + 1, close) });
    i = last = closeEnd + 1;
  }
  if (last < src.length) out.push({ script: false, html: src.slice(last) });
  return out.filter((t) => t.script || t.html.trim() !== '');
}
