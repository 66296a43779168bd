import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { proxyOverHttp2, selfSignedCertificate } from '../bench/https-serving';
import { listen, serveStatic, type RunningServer } from './static-server';

/** GET over HTTP/2 with TLS (the certificate is the test's own): status, protocol and body. */
function getOverHttp2(origin: string, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const req = session.request({ ':path': urlPath });
    let status = 0;
    let body = '';
    req.on('response', (headers) => {
      status = Number(headers[':status']);
    });
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      session.close();
      resolve({ status, body });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the production file server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const servers: RunningServer[] = [];
  beforeAll(() => {
    fs.mkdirSync(path.join(dir, 'shell'));
    fs.mkdirSync(path.join(dir, 'section'));
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<p>shell</p>');
    fs.writeFileSync(path.join(dir, 'section', 'remoteEntry.js'), 'var section = 1;');
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves a section under the shell origin over HTTPS and HTTP/2, and a missing section file is a 404, not the app page', async () => {
    const served = await serveStatic({
      root: path.join(dir, 'shell'),
      port: 0,
      spa: true,
      tls: selfSignedCertificate(),
      mounts: { '/section/local/': path.join(dir, 'section') },
    });
    servers.push(served);
    expect(served.url).toMatch(/^https:\/\//);
    expect(await getOverHttp2(served.url, '/section/local/remoteEntry.js')).toEqual({ status: 200, body: 'var section = 1;' });
    expect((await getOverHttp2(served.url, '/section/local/missing.js')).status).toBe(404);
    expect((await getOverHttp2(served.url, '/section/local/deals')).status).toBe(404);
    expect(await getOverHttp2(served.url, '/deals')).toEqual({ status: 200, body: '<p>shell</p>' });
  });

  it('passes requests to an HTTP/1.1 backend over HTTP/2, with its status and body', async () => {
    const backend = await listen(
      http.createServer((req, res) => res.writeHead(201, { 'content-type': 'text/plain' }).end(`${req.method} ${req.url}`)),
      0,
      '127.0.0.1',
      'http',
    );
    servers.push(backend);
    const proxy = await proxyOverHttp2(backend.url, 0, selfSignedCertificate());
    servers.push(proxy);
    expect(await getOverHttp2(proxy.url, '/rest/v1/deals?select=id')).toEqual({ status: 201, body: 'GET /rest/v1/deals?select=id' });
  });
});
