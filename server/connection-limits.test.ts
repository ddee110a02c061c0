/**
 * Issue 24 points 1 and 3 on a plain Node server with the app's settings: silent connections are closed,
 * the cap displaces silent connections before refusing anyone, and a drain answers `Connection: close`
 * and waits for requests in progress.
 */
import http, { type Server } from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { capConnections, connectionServerOptions } from './connection-limits.ts';
import { drainable } from './graceful-drain.ts';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(null));
  server = null;
});

async function listen(handler: http.RequestListener, max = 1000, headersTimeout = connectionServerOptions().headersTimeout) {
  server = http.createServer({ ...connectionServerOptions(), headersTimeout, connectionsCheckingInterval: 50 }, handler);
  const limits = capConnections(server, max);
  const port = await new Promise<number>((resolve) => server!.listen(0, '127.0.0.1', () => resolve((server!.address() as net.AddressInfo).port)));
  return { port, limits, drain: drainable(server) };
}

/** A connection that sends nothing; resolves with what the server sent once the server closed it. */
function silentConnection(port: number): { closed: Promise<string>; connected: Promise<void> } {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  return {
    connected: new Promise((resolve) => socket.once('connect', () => resolve())),
    closed: new Promise((resolve) => socket.once('close', () => resolve(received))),
  };
}

function get(port: number, agent: http.Agent | false = false): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: '/', agent }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

describe('connection limits', () => {
  it('closes a connection that sends no request, with a 408', async () => {
    const { port, limits } = await listen((_req, res) => res.end('ok'), 1000, 300);
    const silent = silentConnection(port);
    await silent.connected;
    expect(await silent.closed).toMatch(/^HTTP\/1\.1 408/);
    await expect.poll(() => limits.open()).toBe(0);
  });

  it('at the cap, a newcomer displaces the oldest silent connection; it is refused only when all are in use', async () => {
    const holds: (() => void)[] = [];
    const { port, limits } = await listen((req, res) => (req.url === '/hold' ? holds.push(() => res.end('held')) : res.end('ok')), 2);
    const silent = silentConnection(port);
    await silent.connected;
    await expect.poll(() => limits.open()).toBe(1);
    const held = () =>
      new Promise<string>((resolve) =>
        http.get({ port, host: '127.0.0.1', path: '/hold', agent: false }, (res) => res.on('data', (d: Buffer) => resolve(d.toString()))),
      );
    const first = held();
    await expect.poll(() => holds.length).toBe(1);
    // The cap is reached: the next request's connection displaces the silent one.
    const second = held();
    expect(await silent.closed).toBe('');
    await expect.poll(() => holds.length).toBe(2);
    // Both connections are in use: a newcomer is closed at once, without an answer.
    const refused = silentConnection(port);
    expect(await refused.closed).toBe('');
    for (const release of holds) release();
    expect([await first, await second]).toEqual(['held', 'held']);
  });
});

describe('drain', () => {
  it('answers with Connection: close, finishes a request in progress and then ends', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => undefined;
    const inProgress = new Promise<void>((resolve) => (arrived = resolve));
    const { port, drain } = await listen((req, res) => {
      if (req.url !== '/slow') return void res.end('ok');
      arrived();
      void held.then(() => res.end('slow'));
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, agent)).connection).toBe('keep-alive');
    const slow = new Promise<{ body: string; connection: string | undefined }>((resolve) =>
      http.get({ port, host: '127.0.0.1', path: '/slow', agent: false }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ body, connection: res.headers.connection }));
      }),
    );
    await inProgress;
    const drained = drain.drain(60_000);
    // The kept-alive connection is not cut while idle: its next request is answered, with Connection: close.
    expect(await get(port, agent)).toMatchObject({ status: 200, connection: 'close' });
    release();
    expect(await slow).toEqual({ body: 'slow', connection: 'close' });
    expect(await drained).toEqual({ cut: false });
    agent.destroy();
  });

  it('cuts what is still open after the drain time', async () => {
    let arrived: () => void = () => undefined;
    const inProgress = new Promise<void>((resolve) => (arrived = resolve));
    const { port, drain } = await listen(() => arrived());
    const hanging = new Promise<string>((resolve) =>
      http.get({ port, host: '127.0.0.1', path: '/', agent: false }).on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message)),
    );
    await inProgress;
    expect(await drain.drain(50)).toEqual({ cut: true });
    expect(await hanging).toBe('ECONNRESET');
  });
});
