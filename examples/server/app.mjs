// The demo shop's reference backend: WordPress-shaped endpoints (admin-ajax.php, /?wc-ajax=, /wp-json/,
// remote calls on /) with in-memory state. Plugin behaviour lives in routes/*.mjs, one file per plugin.
import { readFileSync, existsSync, statSync, readdirSync } from 'node:fs';
import { resolve, extname, join, normalize } from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

/** Hosts the fixtures were written for; pages and answers are served with this server's origin instead. */
export const FIXTURE_HOSTS = ['https://shop.example.test', 'https://oakandiron.shop', 'https://example.test'];

export function rewriteHosts(text, origin) {
  let out = text;
  for (const host of FIXTURE_HOSTS) {
    out = out.split(host).join(origin).split(host.replace(/\//g, '\\/')).join(origin.replace(/\//g, '\\/'));
  }
  return out;
}

/** A reply other than plain JSON 200. */
export function reply(status, body, { type, headers = {} } = {}) {
  return { __reply: true, status, body, type, headers };
}

function parseCookies(header = '') {
  const out = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return out;
}

function parseBody(raw, type = '') {
  if (type.includes('application/json')) {
    try {
      return JSON.parse(raw);
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/**
 * The byte range a `Range` header asks of a body of `size` bytes: `{ start, end }` (inclusive), `'unsatisfiable'`,
 * or null when the header is absent or not one `bytes=` range (then the whole body is sent, as RFC 9110 allows).
 * @example byteRange('bytes=0-1', 10) // { start: 0, end: 1 }
 */
export function byteRange(header, size) {
  const m = /^bytes=(\d*)-(\d*)$/.exec(String(header ?? '').trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * A 206 (or 416) reply to a GET or HEAD with a `Range` header, as media elements send (WebKit plays a video only
 * from a server that answers them), or null to send the whole body.
 */
export function rangeReply(method, header, body) {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const range = byteRange(header, body.length);
  if (!range) return null;
  if (range === 'unsatisfiable') return { status: 416, body: Buffer.alloc(0), headers: { 'Content-Range': `bytes */${body.length}` } };
  return { status: 206, body: body.subarray(range.start, range.end + 1), headers: { 'Content-Range': `bytes ${range.start}-${range.end}/${body.length}` } };
}

/** The error-event recorder (examples/assets/error-probe.js) as the first script of a page's <head>. */
function withErrorProbe(html) {
  const tag = '<script src="/assets/error-probe.js"></script>';
  const head = /<head\b[^>]*>/i.exec(html);
  return head ? html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length) : tag + html;
}

/**
 * The demo app. `errorProbe` (DEMO_ERROR_PROBE=1) puts the error-event recorder first in every page, for browsers
 * whose driver cannot add a script before the page's own (WebKit's WebDriver).
 */
export async function createApp({ root, shared, nonceTtl = Number(process.env.NONCE_TTL ?? 600), errorProbe = process.env.DEMO_ERROR_PROBE === '1' }) {
  const handlers = { ajax: new Map(), rest: new Map(), wc: new Map(), remote: new Map(), get: new Map(), post: new Map() };
  const sessions = new Map();
  const issued = new Map(); // nonce -> { scope, expires }
  const log = [];

  const nonces = {
    /** A fresh nonce for `scope`, valid for NONCE_TTL seconds. */
    issue(scope) {
      const value = randomBytes(5).toString('hex');
      issued.set(value, { scope, expires: Date.now() + nonceTtl * 1000 });
      return value;
    },
    valid(scope, value) {
      const n = issued.get(String(value ?? ''));
      return !!n && n.scope === scope && n.expires > Date.now();
    },
  };

  const app = {
    root,
    shared,
    nonces,
    state: {},
    log,
    reply,
    /** admin-ajax.php action */
    ajax: (action, fn) => handlers.ajax.set(action, fn),
    /** REST route, e.g. 'cleantalk-antispam/v1/apbct_decode_email' */
    rest: (route, fn) => handlers.rest.set(route.replace(/^\/|\/$/g, ''), fn),
    /** /?wc-ajax=endpoint */
    wc: (endpoint, fn) => handlers.wc.set(endpoint, fn),
    /** POST / with spbc_remote_call_action */
    remote: (action, fn) => handlers.remote.set(action, fn),
    /** GET path (exact) */
    get: (path, fn) => handlers.get.set(path, fn),
    /** POST to a path (exact), e.g. a form that posts to its own page URL; GETs of the path are left to the page. */
    post: (path, fn) => handlers.post.set(path, fn),
    /** Reads a fixture file from ../shared/fixtures (text). */
    fixture: (path) => readFileSync(resolve(shared, 'fixtures', path), 'utf8'),
    fixtureJSON: (path) => JSON.parse(readFileSync(resolve(shared, 'fixtures', path), 'utf8')),
    /** The demo's placeholder for an image under /wp-content/uploads/ (SVG text), for routes that take over such a path. */
    placeholderImage: (path) => placeholderImage(path),
  };

  const routesDir = resolve(root, 'examples/server/routes');
  for (const file of readdirSync(routesDir).filter((f) => f.endsWith('.mjs')).sort()) {
    const mod = await import(pathToFileURL(join(routesDir, file)).href);
    await mod.default(app);
  }

  function renderPage(file, ctx) {
    let html = readFileSync(file, 'utf8');
    for (let i = 0; i < 3; i++) {
      html = html.replace(/\{\{include:([\w./-]+)\}\}/g, (_, name) => readFileSync(resolve(root, 'examples/partials', name), 'utf8'));
    }
    html = html
      .replace(/\{\{nonce:([\w-]+)\}\}/g, (_, scope) => (ctx.staleNonce ? `stale${scope.length}0000` : nonces.issue(scope)))
      .replace(/\{\{origin\}\}/g, ctx.origin);
    return rewriteHosts(html, ctx.origin);
  }

  const assetRoots = readdirSync(resolve(shared, 'fixtures'))
    .map((plugin) => resolve(shared, 'fixtures', plugin, 'assets'))
    .filter((dir) => existsSync(dir));
  /** The file of ../shared/fixtures/<plugin>/assets/ a real site serves at `path` (wp-content or wp-includes), if any. */
  function pluginAsset(path) {
    if (!/^\/wp-(content|includes)\//.test(path)) return null;
    let decoded;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    for (const dir of assetRoots) {
      const file = resolve(dir, normalize('.' + decoded));
      if (file.startsWith(dir + '/') && existsSync(file) && statSync(file).isFile()) return file;
    }
    return null;
  }

  function placeholderImage(path) {
    const label = path.split('/').pop().replace(/\.[a-z]+$/i, '').replace(/-\d+x\d+$/, '');
    let hue = 0;
    for (const ch of label) hue = (hue * 31 + ch.charCodeAt(0)) % 360;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="hsl(${hue},45%,78%)"/><text x="300" y="310" font-family="sans-serif" font-size="32" text-anchor="middle" fill="#222">${label.replace(/[<&>]/g, '')}</text></svg>`;
  }

  /** A valid one-page blank PDF (A4), its cross-reference offsets computed. */
  function placeholderPdf() {
    const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
    let pdf = '%PDF-1.4\n';
    const offsets = objects.map((body, i) => {
      const at = pdf.length;
      pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
      return at;
    });
    const xref = pdf.length;
    pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    return `${pdf}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  }

  async function dispatch(kind, key, req) {
    const fn = handlers[kind].get(key);
    if (!fn) return null;
    return fn(req, app);
  }

  function send(res, status, body, type, headers = {}) {
    if (errorProbe && type.startsWith('text/html')) body = withErrorProbe(String(body));
    const range = status === 200 ? rangeReply(res.req.method, res.req.headers.range, Buffer.from(body)) : null;
    if (range) ({ status, body, headers } = { ...range, headers: { ...headers, ...range.headers } });
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Accept-Ranges': 'bytes', ...headers });
    res.end(body);
  }

  async function handle(req, res) {
    const origin = `http://${req.headers.host}`;
    const url = new URL(req.url, origin);
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const raw = Buffer.concat(chunks).toString('utf8');
    const cookies = parseCookies(req.headers.cookie);
    let sid = cookies.demo_sid;
    const setCookies = [];
    if (!sid || !sessions.has(sid)) {
      sid = randomBytes(8).toString('hex');
      sessions.set(sid, {});
      setCookies.push(`demo_sid=${sid}; Path=/; SameSite=Lax`);
    }
    const request = {
      method: req.method,
      url,
      origin,
      query: Object.fromEntries(url.searchParams),
      body: parseBody(raw, req.headers['content-type']),
      raw,
      headers: req.headers,
      cookies,
      session: sessions.get(sid),
      sid,
      setCookie: (c) => setCookies.push(c),
    };

    let result = null;
    let matched = false;
    const path = url.pathname;
    if (req.method === 'POST' && path.endsWith('/admin-ajax.php')) {
      const action = request.body.action ?? request.query.action;
      matched = handlers.ajax.has(action);
      result = matched ? await dispatch('ajax', action, request) : reply(400, '0', { type: 'text/plain' });
      matched = true;
    } else if (path.startsWith('/wp-json/')) {
      const route = path.slice('/wp-json/'.length).replace(/\/$/, '');
      matched = true;
      result = handlers.rest.has(route)
        ? await dispatch('rest', route, request)
        : reply(404, JSON.stringify({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }));
    } else if (url.searchParams.has('wc-ajax')) {
      const ep = url.searchParams.get('wc-ajax');
      matched = true;
      result = handlers.wc.has(ep) ? await dispatch('wc', ep, request) : reply(200, '-1', { type: 'text/plain' });
    } else if (req.method === 'POST' && request.body.spbc_remote_call_action) {
      matched = true;
      result = handlers.remote.has(request.body.spbc_remote_call_action)
        ? await dispatch('remote', request.body.spbc_remote_call_action, request)
        : reply(400, 'FAIL', { type: 'text/plain' });
    } else if (req.method === 'POST' && handlers.post.has(path)) {
      matched = true;
      result = await dispatch('post', path, request);
    } else if (handlers.get.has(path)) {
      matched = true;
      result = await dispatch('get', path, request);
    }
    const headers = setCookies.length ? { 'Set-Cookie': setCookies } : {};
    log.push({ sid, method: req.method, path, query: request.query, body: request.body, headers: { nonce: req.headers['x-wp-nonce'] } });
    if (log.length > 5000) log.shift();

    if (matched) {
      if (result && result.__reply) {
        if (Buffer.isBuffer(result.body)) return send(res, result.status, result.body, result.type ?? 'application/octet-stream', { ...headers, ...result.headers });
        const isText = typeof result.body === 'string';
        const body = isText ? rewriteHosts(result.body, origin) : rewriteHosts(JSON.stringify(result.body), origin);
        return send(res, result.status, body, result.type ?? (isText ? 'application/json; charset=utf-8' : 'application/json; charset=utf-8'), { ...headers, ...result.headers });
      }
      return send(res, 200, rewriteHosts(JSON.stringify(result ?? null), origin), 'application/json; charset=utf-8', headers);
    }

    if (path === '/favicon.ico') return send(res, 204, '', 'image/x-icon', headers);
    // The plugins' real stylesheets (and their fonts and images), served from ../shared/fixtures/<plugin>/assets/ at
    // the URL path a real site serves them at; never copied into this repository.
    const asset = pluginAsset(path);
    if (asset) return send(res, 200, readFileSync(asset), TYPES[extname(asset)] ?? 'application/octet-stream', headers);
    // Static files: built bundles, demo assets, placeholder product images, pages.
    // An uploaded PDF (what WordPress's File block embeds in an <object>): a one-page blank PDF.
    if (path.startsWith('/wp-content/uploads/') && path.endsWith('.pdf')) return send(res, 200, placeholderPdf(), 'application/pdf', headers);
    if (path.startsWith('/wp-content/uploads/') || path.startsWith('/wp-content/plugins/')) {
      return send(res, 200, placeholderImage(path), 'image/svg+xml', headers);
    }
    let file = null;
    if (path.startsWith('/dist/')) file = resolve(root, normalize('.' + path));
    else if (path.startsWith('/assets/')) file = resolve(root, 'examples', normalize('.' + path));
    else {
      const name = path === '/' ? 'index' : path.replace(/^\/|\/$/g, '').replace(/\.html$/, '');
      if (/^[\w-]+$/.test(name)) file = resolve(root, 'examples/pages', `${name}.html`);
    }
    if (file && file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      if (file.endsWith('.html')) {
        return send(res, 200, renderPage(file, { origin, staleNonce: url.searchParams.has('stale_nonce') }), type, headers);
      }
      return send(res, 200, readFileSync(file), type, headers);
    }
    send(res, 404, 'Not found', 'text/plain; charset=utf-8', headers);
  }

  return { app, handle };
}
