// The fixture config and forms (../shared/fixtures/cleantalk), loaded for the happy-dom tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '../../../../shared/fixtures/cleantalk');
export const fixture = (path: string): string => readFileSync(resolve(dir, path), 'utf8');
export const ctPublic = (): Record<string, unknown> => JSON.parse(fixture('config/ctPublic.current.json'));
export const ctPublicFunctions = (): Record<string, unknown> => JSON.parse(fixture('config/ctPublicFunctions.current.json'));

/** The fixture page's body (search form, CF7 form, comments, comment form). */
export function fixtureBody(): string {
  const html = fixture('shop-post-with-forms.html');
  return html.slice(html.indexOf('<body'), html.lastIndexOf('</body>')).replace(/^<body[^>]*>/, '');
}

/** Installs the fixture globals with overrides; returns a restore function. */
export function installConfig(pub: Record<string, unknown> = {}, fns: Record<string, unknown> | null = {}): void {
  const w = window as unknown as Record<string, unknown>;
  w.ctPublic = { ...ctPublic(), blog_home: location.origin + '/', ...pub };
  w.ctPublicFunctions = fns === null ? undefined : { ...ctPublicFunctions(), _rest_url: location.origin + '/wp-json/', ...fns };
}
