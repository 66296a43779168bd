import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createWebServer, listen, type RunningServer, type TlsFiles } from '../stack/static-server';

/** A throw-away self-signed certificate for localhost and 127.0.0.1 (the benchmark's Chromium ignores certificate errors). */
export function selfSignedCertificate(): TlsFiles {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers of one HTTP/1.1 hop that an HTTP/2 answer must not carry. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/**
 * The local backend (`target`, HTTP/1.1) behind HTTPS and HTTP/2 on `port`, as the hosted API is reached: requests are
 * passed on as they come, and WebSocket upgrades (realtime) as a byte stream.
 */
export function proxyOverHttp2(target: string, port: number, tls: TlsFiles): Promise<RunningServer> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = createWebServer(tls, (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':')));
    const forward = http.request({ hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...headers, host: upstream.host }, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name))));
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const connection = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      connection.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) connection.write(head);
      socket.pipe(connection).pipe(socket);
    });
    connection.on('error', () => socket.destroy());
    socket.on('error', () => connection.destroy());
  });
  return listen(server, port, '127.0.0.1', 'https');
}
