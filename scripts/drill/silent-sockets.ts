/**
 * Child process of the connection drill: opens COUNT TCP connections to TARGET_PORT on 127.0.0.1
 * from the source address SOURCE (one address gives at most ~28,000 ports) and sends nothing on
 * them. Reports as JSON lines: how many connected, and how many the server has closed since.
 */
import net from 'node:net';

const count = Number(process.env.COUNT);
const port = Number(process.env.TARGET_PORT);
const source = process.env.SOURCE ?? '127.0.0.1';
let connected = 0;
let closed = 0;
let failed = 0;
const sockets: net.Socket[] = [];

const report = () => process.stdout.write(`${JSON.stringify({ connected, closed, failed })}\n`);
setInterval(report, 250);

for (let i = 0; i < count; i++) {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: source });
  sockets.push(socket);
  let opened = false;
  socket.on('connect', () => {
    opened = true;
    connected++;
  });
  socket.on('error', () => undefined);
  // Read what the server sends (its 408), or the socket never sees the server's close.
  socket.resume();
  socket.on('close', () => (opened ? closed++ : failed++));
  // Open in bursts, so the kernel's accept queue is not the only thing measured.
  if (i % 500 === 499) await new Promise((resolve) => setImmediate(resolve));
}
process.on('SIGTERM', () => {
  for (const s of sockets) s.destroy();
  report();
  process.exit(0);
});
