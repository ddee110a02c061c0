import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/**
 * A TLS-terminating HTTP/2 front for the app server, as visitors reach the product in production
 * (a reverse proxy or load balancer in front of the Node process; PUBLIC_URL is https). Browsers
 * speak HTTP/2 only over TLS, so the Lighthouse gate measures through this front with a
 * throw-away self-signed certificate for 127.0.0.1 (made with the machine's openssl). Requests and
 * answers stream through unchanged; compression stays the app's own.
 */
export interface HttpsFront {
  url: string;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host', 'http2-settings', 'te']);

function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    {
      stdio: 'ignore',
    },
  );
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

export async function startHttpsFront(upstream: string): Promise<HttpsFront> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-gates-tls-'));
  const target = new URL(upstream);
  const server = http2.createSecureServer({ ...selfSignedCertificate(dir), allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = { host: target.host, 'x-forwarded-proto': 'https' };
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    const forward = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `https://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
