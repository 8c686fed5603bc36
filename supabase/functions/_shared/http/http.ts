/**
 * Web-standard HTTP helpers shared by every server function: JSON responses, CORS, error bodies and a size-capped body reader.
 * Works unchanged in Deno (hosted functions) and Node (local stand-in).
 */
import { exceedsJsonDepth, maxJsonDepth } from './json-depth.ts';

/** Largest request body a function reads, in bytes (64 KiB). */
export const maxBodyBytes = 64 * 1024;

/** CORS headers hosted functions send on every response so the site can call them from any origin. */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region, x-retry-count, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
  // Without this a cross-origin page cannot read how long a 429 asks it to wait, nor who wrote a result.
  'Access-Control-Expose-Headers': 'Retry-After, X-Content-Source',
};

/** Stable error codes of the `{error: {code, message}}` body. */
export type ErrorCode =
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'invalid_json'
  | 'invalid_body'
  | 'unknown_type'
  | 'not_found'
  | 'rate_limited'
  | 'provider_failed'
  | 'cancelled'
  | 'storage_failed'
  | 'internal_error';

/** An error that becomes a JSON error response with the given status. */
export class HttpError extends Error {
  /** HTTP status of the response. */
  readonly status: number;
  /** Machine-readable error code. */
  readonly code: ErrorCode;
  /** Extra response headers (for example Allow or Retry-After). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

/** A JSON response with CORS headers. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A JSON error response `{error: {code, message}}` with CORS headers. */
export function errorResponse(status: number, code: ErrorCode, message: string, headers: Record<string, string> = {}): Response {
  return jsonResponse({ error: { code, message } }, status, headers);
}

/** The answer to a CORS preflight request, naming the methods the function accepts (default POST, OPTIONS). */
export function preflightResponse(allowMethods = 'POST, OPTIONS'): Response {
  return new Response(null, { status: 204, headers: { ...corsHeaders, 'Access-Control-Allow-Methods': allowMethods } });
}

/** Reads the raw body bytes, refusing more than `limit` bytes with a 413 HttpError. */
async function readBodyBytes(req: Request, limit: number): Promise<Uint8Array> {
  const declared = req.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared.trim()) > limit) {
    throw new HttpError(413, 'payload_too_large', `The request body exceeds ${limit} bytes.`);
  }
  if (req.body === null) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw new HttpError(413, 'payload_too_large', `The request body exceeds ${limit} bytes.`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'invalid_body', 'The request body could not be read.');
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads and parses a JSON body of at most `limit` bytes; 413 when larger, 400 when empty, not UTF-8 or not JSON. */
export async function readJsonBody(req: Request, limit = maxBodyBytes): Promise<unknown> {
  const bytes = await readBodyBytes(req, limit);
  if (bytes.byteLength === 0) throw new HttpError(400, 'invalid_json', 'The request body is empty; a JSON object is expected.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid UTF-8.');
  }
  if (exceedsJsonDepth(text)) throw new HttpError(400, 'invalid_json', `The request body nests arrays or objects deeper than ${maxJsonDepth} levels.`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
}

/** Reads a JSON object body; 400 when the JSON is not a plain object. */
export async function readJsonObject(req: Request, limit = maxBodyBytes): Promise<Record<string, unknown>> {
  const body = await readJsonBody(req, limit);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'invalid_body', 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}
