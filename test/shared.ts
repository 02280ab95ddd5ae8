// Where ../shared (the plugin fixtures, their stylesheets and the look/ references) is: DROPINS_SHARED, else beside
// the repository, as the demo server finds it.
import { resolve } from 'node:path';

export function sharedDir(): string {
  return resolve(process.env.DROPINS_SHARED ?? resolve(import.meta.dirname, '../../shared'));
}
