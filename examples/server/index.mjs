// Serves the demo shop and its reference backend: `node examples/server/index.mjs [--port N]` (or PORT=N).
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { createApp } from './app.mjs';

const root = resolve(import.meta.dirname, '../..');
const argPort = process.argv.indexOf('--port');
const port = Number(argPort > 0 ? process.argv[argPort + 1] : (process.env.PORT ?? 8080));
const shared = resolve(process.env.DROPINS_SHARED ?? resolve(root, '../shared'));
if (!existsSync(resolve(shared, 'fixtures'))) {
  console.error(`Fixtures not found at ${shared}/fixtures (set DROPINS_SHARED to the shared/ folder).`);
  process.exit(1);
}

const { handle } = await createApp({ root, shared });
const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Internal server error.');
  });
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Dropins demo shop: http://localhost:${port}/`);
});
