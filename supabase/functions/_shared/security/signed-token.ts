/**
 * Stateless signed tokens (HMAC-SHA-256 over a JSON payload, with an expiry), so a game session, a round or a seed
 * issued by one function instance is checked by any other one: hosted Edge Functions run many instances, the local
 * stand-in one. Web Crypto only, so the same code runs in Deno and Node.
 */
import { readEnv } from '../http/env.ts';

/** What every signed token carries besides its own fields. */
export interface SignedClaims {
  /** What the token is for (for example 'rps-session'); a token of one kind is refused as another. */
  kind: string;
  /** Issue time, milliseconds since the epoch. */
  iat: number;
  /** Expiry time, milliseconds since the epoch. */
  exp: number;
}

/** Why a token was refused. */
export type TokenRefusal = 'malformed' | 'bad-signature' | 'wrong-kind' | 'expired';

/** The outcome of verifying a token. */
export type VerifiedToken<T> = { ok: true; claims: T & SignedClaims } | { ok: false; reason: TokenRefusal };

/** Longest token accepted for verification, in characters (a bound before any decoding). */
export const maxTokenLength = 16_384;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
let generatedLocalSecret: string | undefined;

/**
 * The signing secret: GAME_TOKEN_SECRET from the environment; otherwise a random one generated once per process
 * (fine for the local stand-in, where one process issues and checks; hosted deployments must set the variable).
 */
export function tokenSecret(): string {
  const configured = readEnv('GAME_TOKEN_SECRET');
  if (configured !== undefined) return configured;
  if (generatedLocalSecret === undefined) {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    generatedLocalSecret = base64UrlEncode(bytes);
  }
  return generatedLocalSecret;
}

function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = new Uint8Array(new ArrayBuffer(binary.length));
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

const keyCache = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (key === undefined) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keyCache.set(secret, key);
  }
  return key;
}

/** Signs `fields` as a token of `kind` valid for `ttlMs` from `now` (defaults: the secret above, Date.now()). */
export async function signToken<T extends object>(
  kind: string,
  fields: T,
  ttlMs: number,
  options: { secret?: string; now?: number } = {},
): Promise<string> {
  const iat = options.now ?? Date.now();
  const payload = base64UrlEncode(encoder.encode(JSON.stringify({ ...fields, kind, iat, exp: iat + ttlMs })));
  const key = await hmacKey(options.secret ?? tokenSecret());
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
  return `${payload}.${base64UrlEncode(signature)}`;
}

/** Verifies a token's signature (in constant time, by Web Crypto), its kind and its expiry; returns its claims. */
export async function verifyToken<T extends object>(
  token: unknown,
  kind: string,
  options: { secret?: string; now?: number } = {},
): Promise<VerifiedToken<T>> {
  if (typeof token !== 'string' || token.length > maxTokenLength) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 2) return { ok: false, reason: 'malformed' };
  const [payload, signatureText] = parts as [string, string];
  const signature = base64UrlDecode(signatureText);
  const payloadBytes = base64UrlDecode(payload);
  if (signature === null || payloadBytes === null) return { ok: false, reason: 'malformed' };
  const key = await hmacKey(options.secret ?? tokenSecret());
  const valid = await crypto.subtle.verify('HMAC', key, signature, encoder.encode(payload));
  if (!valid) return { ok: false, reason: 'bad-signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(decoder.decode(payloadBytes));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims !== 'object' || claims === null) return { ok: false, reason: 'malformed' };
  const { kind: claimedKind, iat, exp } = claims as Partial<SignedClaims>;
  if (typeof iat !== 'number' || typeof exp !== 'number') return { ok: false, reason: 'malformed' };
  if (claimedKind !== kind) return { ok: false, reason: 'wrong-kind' };
  if ((options.now ?? Date.now()) > exp) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as T & SignedClaims };
}
