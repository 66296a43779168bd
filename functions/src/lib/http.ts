import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import { badRequest, HttpError } from './errors';

export interface HttpRequest {
  method: string;
  path: string;
  /** lower-cased names */
  headers: Record<string, string | undefined>;
  /** the raw body, base64-decoded when API Gateway encoded it */
  body: string;
  requestId: string;
}

export interface HttpResult {
  status: number;
  body: unknown;
}

type Log = (line: Record<string, unknown>) => void;
const jsonLog: Log = (line) => console.log(JSON.stringify(line));

/**
 * One HTTP function: decode the event, answer CORS for the site's origins, run `fn`, and turn every
 * outcome into JSON: a refusal is its 4xx with {error: {code, message}}, anything unexpected a 500 without
 * internals. One structured log line per request, with its request id.
 */
export function httpFunction(name: string, deps: () => { siteOrigins: string[] }, fn: (req: HttpRequest) => Promise<HttpResult>, log: Log = jsonLog) {
  return async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const started = Date.now();
    const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const requestId = event.requestContext?.requestId || randomUUID();
    const method = event.requestContext?.http?.method ?? 'POST';
    let status = 500;
    let code: string | undefined;
    let cors: Record<string, string> = {};
    const respond = (s: number, body: unknown): APIGatewayProxyStructuredResultV2 => {
      status = s;
      return { statusCode: s, headers: { 'content-type': 'application/json', 'x-request-id': requestId, ...cors }, body: body === undefined ? '' : JSON.stringify(body) };
    };
    try {
      const origin = headers.origin;
      const origins = deps().siteOrigins;
      if (origin && origins.includes(origin)) {
        cors = { 'access-control-allow-origin': origin, vary: 'Origin', 'access-control-allow-headers': 'authorization, content-type', 'access-control-allow-methods': 'POST, OPTIONS' };
      }
      if (method === 'OPTIONS') return respond(origin && !cors['access-control-allow-origin'] ? 403 : 204, undefined);
      const body = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
      const result = await fn({ method, path: event.rawPath ?? '', headers, body, requestId });
      return respond(result.status, result.body);
    } catch (e) {
      if (e instanceof HttpError) {
        code = e.code;
        return respond(e.status, { error: { code: e.code, message: e.message } });
      }
      code = 'internal';
      log({ level: 'error', fn: name, request_id: requestId, error: e instanceof Error ? e.message : String(e) });
      return respond(500, { error: { code: 'internal', message: 'Something went wrong on our side. Nothing was charged; please try again.' } });
    } finally {
      log({ level: 'info', fn: name, request_id: requestId, method, path: event.rawPath, status, ms: Date.now() - started, ...(code ? { code } : {}) });
    }
  };
}

/** The JSON body checked against its schema; the first problems are named in the 400. */
export function parseBody<S extends z.ZodType>(req: HttpRequest, schema: S): z.infer<S> {
  let value: unknown;
  try {
    value = JSON.parse(req.body || 'null');
  } catch {
    throw badRequest('The request body must be JSON.', 'invalid_json');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const detail = parsed.error.issues.slice(0, 3).map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
    throw badRequest(detail, 'invalid_body');
  }
  return parsed.data;
}

/** A value computed once, on first use (the clients and the config of a warm Lambda). */
export function once<T>(make: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: make() }).v;
}
