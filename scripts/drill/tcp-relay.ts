import net from 'node:net';

/**
 * A TCP relay on 127.0.0.1 in front of a database, for fault tests and the drill: `freeze()` is a
 * network partition (every connection stays open, new ones are accepted, nothing passes either
 * way), `thaw()` lets the held bytes through again.
 */
export interface TcpRelay {
  port: number;
  /** connections currently open (client side) */
  readonly connections: number;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  let clients = 0;

  /** Forwards by hand (not pipe()): pipe would resume a source paused by freeze() on the next drain. */
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (!to.write(chunk)) from.pause();
    });
    to.on('drain', () => {
      if (!frozen) from.resume();
    });
  };
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
    if (frozen) s.pause();
  };

  const server = net.createServer((client) => {
    clients += 1;
    client.on('close', () => (clients -= 1));
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    get connections() {
      return clients;
    },
    freeze() {
      frozen = true;
      for (const s of sockets) s.pause();
    },
    thaw() {
      frozen = false;
      for (const s of sockets) s.resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The same connection string, pointed at the relay. */
export function viaRelay(databaseUrl: string, relay: TcpRelay): string {
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${relay.port}`;
  return url.toString();
}
