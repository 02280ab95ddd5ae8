// The demo server answers `Range` requests (media elements send them; WebKit plays a video only from a server that
// answers them with 206 and Content-Range).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange, createApp } from '../../examples/server/app.mjs';

describe('byteRange', () => {
  it('reads one bytes= range: start-end, start- and -suffix, clamped to the body', () => {
    expect(byteRange('bytes=0-1', 10)).toEqual({ start: 0, end: 1 });
    expect(byteRange('bytes=4-', 10)).toEqual({ start: 4, end: 9 });
    expect(byteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(byteRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
  });
  it('refuses a range past the end, ignores what it cannot read (the whole body is sent)', () => {
    expect(byteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 10)).toBe('unsatisfiable');
    for (const header of [undefined, '', 'bytes=-', 'bytes=5-2', 'bytes=0-1,4-5', 'items=0-1']) expect(byteRange(header, 10)).toBeNull();
  });
});

describe('the demo server', () => {
  let server: Server;
  let base = '';
  const VIDEO = '/wp-content/uploads/2024/01/hero.mp4';
  beforeAll(async () => {
    const root = resolve(import.meta.dirname, '../..');
    const { handle } = await createApp({ root, shared: resolve(process.env.DROPINS_SHARED ?? resolve(root, '../shared')) });
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('answers a video range with 206, Content-Range and those bytes', async () => {
    const whole = await fetch(base + VIDEO);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(100);

    const part = await fetch(base + VIDEO, { headers: { Range: 'bytes=10-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-99/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 100));

    const probe = await fetch(base + VIDEO, { headers: { Range: 'bytes=0-1' } });
    expect(probe.status).toBe(206);
    expect(Buffer.from(await probe.arrayBuffer())).toEqual(bytes.subarray(0, 2));
  });

  it('answers 416 past the end, and static files by range too', async () => {
    const css = await fetch(base + '/assets/demo.css');
    const text = await css.text();
    const past = await fetch(base + '/assets/demo.css', { headers: { Range: `bytes=${Buffer.byteLength(text)}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${Buffer.byteLength(text)}`);
    const head = await fetch(base + '/assets/demo.css', { headers: { Range: 'bytes=0-15' } });
    expect(head.status).toBe(206);
    expect(await head.text()).toBe(Buffer.from(text).subarray(0, 16).toString());
  });
});
