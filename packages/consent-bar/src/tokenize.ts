import { decodeEntities } from '@dropins/core/safety';

/**
 * A category bundle split into what must run (script tags, rebuilt with createElement so they execute) and
 * the markup around them (which goes through core's sanitizer, never into innerHTML).
 */
export type Token = { script: true; attrs: [string, string][]; text: string } | { script: false; html: string };

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Attributes of a start tag's inside (`async src="..."`), values entity-decoded. */
export const parseAttrs = (s: string): [string, string][] =>
  Array.from(s.matchAll(ATTR), (m) => [m[1].toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')]);

/**
 * A comment (kept as markup); a whole script element (quoted `>` inside attributes skipped, `</script` must end
 * the name); or an unterminated script, which swallows the rest (a browser would never run it either).
 */
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<script(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script(?=[\s/>])[^>]*>|<script(?=[\s/>])[\s\S]*/gi;

/**
 * Splits HTML into script and non-script tokens, in order. Commented-out scripts stay comments (and are
 * dropped with the markup); an unterminated script tag and everything after it are dropped.
 * @example tokenize('<div></div><script async src="/a.js"></script>') // [{script:false,...},{script:true,...}]
 */
export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let last = 0;
  const markup = (html: string) => html.trim() && out.push({ script: false, html });
  for (const m of src.matchAll(TOKEN)) {
    if (m[0][1] === '!') continue;
    markup(src.slice(last, m.index));
    last = m.index! + m[0].length;
    if (m[2] !== undefined) out.push({ script: true, attrs: parseAttrs(m[1]), text: m[2] });
  }
  markup(src.slice(last));
  return out;
}
