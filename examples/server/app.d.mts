// Types for the parts of app.mjs the unit tests use.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function byteRange(header: string | null | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null;

export function createApp(options: { root: string; shared: string; nonceTtl?: number; errorProbe?: boolean }): Promise<{
  app: unknown;
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}>;
