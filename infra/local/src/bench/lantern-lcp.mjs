// Re-simulates a Lighthouse run's LCP with Lighthouse's own model (Lantern) under changed conditions, to show
// what the simulated figure is made of: `node lantern-lcp.mjs <dir>` reads the report.json, *.trace.json and
// *.devtoolslog.json that `lighthouse --save-assets` wrote there and prints JSON, milliseconds per variant. An ES module
// because Lighthouse is one; the benchmark runs it as a child process, as it runs Lighthouse's CLI.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const lighthouseCore = path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'core');
const { LanternLargestContentfulPaint } = await import(pathToFileURL(path.join(lighthouseCore, 'computed/metrics/lantern-largest-contentful-paint.js')).href);

const dir = process.argv[2];
const read = (suffix) => fs.readFileSync(path.join(dir, fs.readdirSync(dir).find((name) => name.endsWith(suffix))), 'utf8');
const report = JSON.parse(read('report.json'));
const traceText = read('.trace.json');
const logText = read('.devtoolslog.json');
const urls = { requestedUrl: report.requestedUrl, mainDocumentUrl: report.mainDocumentUrl ?? report.finalDisplayedUrl, finalDisplayedUrl: report.finalDisplayedUrl };
const pageOrigin = new URL(report.finalDisplayedUrl).origin;

async function simulate({ traceText, logText, urls, throttling = {} }) {
  const trace = JSON.parse(traceText);
  const settings = { ...report.configSettings, throttling: { ...report.configSettings.throttling, ...throttling } };
  const data = {
    trace: trace.traceEvents ? trace : { traceEvents: trace },
    devtoolsLog: JSON.parse(logText),
    gatherContext: { gatherMode: 'navigation' },
    settings,
    URL: urls,
    simulator: null,
    SourceMaps: [],
    HostDPR: 1,
  };
  const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  return Math.round(result.timing);
}

/** Every http:// URL as https:// and every response as HTTP/2, as CloudFront and the hosted API serve them. */
function overHttp2() {
  const https = (text) => text.replaceAll('http://', 'https://');
  const log = JSON.parse(https(logText));
  for (const event of log) if (event.method === 'Network.responseReceived' && event.params.response) event.params.response.protocol = 'h2';
  const mapped = Object.fromEntries(Object.entries(urls).map(([k, v]) => [k, v && https(v)]));
  return { traceText: https(traceText), logText: JSON.stringify(log), urls: mapped };
}

/** The API's requests on the page's own origin: no CORS preflights, no second origin to connect to. */
function apiOnPageOrigin() {
  const log = JSON.parse(logText);
  const preflights = new Set(log.filter((e) => e.method === 'Network.requestWillBeSent' && e.params.request?.method === 'OPTIONS').map((e) => e.params.requestId));
  const apiOrigins = new Set(
    log
      .filter((e) => e.method === 'Network.requestWillBeSent' && /\/(rest|auth|functions)\/v1\//.test(e.params.request?.url ?? ''))
      .map((e) => new URL(e.params.request.url).origin)
      .filter((origin) => origin !== pageOrigin),
  );
  const move = (text) => [...apiOrigins].reduce((t, origin) => t.split(origin).join(pageOrigin), text);
  const kept = log.filter((e) => !(e.params?.requestId && preflights.has(e.params.requestId)));
  return { traceText: move(traceText), logText: move(JSON.stringify(kept)), urls };
}

const measured = { traceText, logText, urls };
console.log(
  JSON.stringify({
    asMeasured: await simulate(measured),
    unlimitedBandwidth: await simulate({ ...measured, throttling: { throughputKbps: 1e9 } }),
    cpuNotSlowed: await simulate({ ...measured, throttling: { cpuSlowdownMultiplier: 1 } }),
    http2: await simulate(overHttp2()),
    apiOnPageOrigin: await simulate(apiOnPageOrigin()),
  }),
);
