// The XSS corpora from /work/shared/fixtures/xss (372 vectors; licences in its README), and the helpers the
// browser tests use to run them through the harness.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { RunResult } from './xss-paths';

const dir = resolve(import.meta.dirname, '../../../shared/fixtures/xss');
const read = (file: string) => (JSON.parse(readFileSync(resolve(dir, file), 'utf8')) as Array<{ payload: string }>).map((v) => v.payload);

export const corpus: string[] = [...read('dompurify-vectors.json'), ...read('h5sc-vectors.json')];

/** Index of the corpus vector that starts with `prefix` (throws when the corpus lost it). */
export function vector(prefix: string): number {
  const i = corpus.findIndex((p) => p.startsWith(prefix));
  if (i < 0) throw new Error(`no vector starts with ${prefix}`);
  return i;
}

/** Runs core render paths over corpus vectors in the harness page. */
export function runPaths(page: Page, paths: string[], indices?: number[], group = 1, payloads = corpus): Promise<RunResult> {
  return page.evaluate(([p, v, i, g]) => window.harness.xss.run(p, v, i ?? undefined, g), [paths, payloads, indices ?? null, group] as const);
}

/** Every (vector, path) that executed, attributed one by one, for a readable failure message. */
export async function attribute(page: Page, paths: string[], result: RunResult): Promise<string[]> {
  const suspects = [...new Set(result.hits.flatMap((h) => h.vectors))];
  if (!suspects.length) return result.hits.map((h) => `${h.channel}: ${h.detail}`);
  const lines: string[] = [];
  for (const path of paths) {
    const again = await runPaths(page, [path], suspects, 1);
    for (const h of again.hits) lines.push(`${path} #${h.vectors[0]} ${h.channel} ${h.detail} :: ${corpus[h.vectors[0]].slice(0, 100)}`);
  }
  return lines;
}

/** Hits per vector: { index: ['alert', ...] } (single-vector frames only). */
export function byVector(result: RunResult): Record<number, string[]> {
  const out: Record<number, string[]> = {};
  for (const h of result.hits) for (const v of h.vectors) (out[v] ??= []).push(h.channel);
  return out;
}
