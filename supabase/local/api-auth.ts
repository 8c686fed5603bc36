/**
 * Key check in front of the data API and the functions, like hosted Supabase's gateway: the
 * request's role comes from `Authorization: Bearer <key>`, else the `apikey` header (or query
 * parameter). Only the configured anon and service keys are accepted.
 */
import { roleForKey, type ApiKeys, type ApiRole } from './local-keys.ts';
import type { PostgrestErrorBody } from './postgrest-errors.ts';

/** The outcome of checking a request's keys. */
export type AuthResult = { ok: true; role: ApiRole; claims: string } | { ok: false; error: PostgrestErrorBody };

const KEY_HINT = 'Send the anon key (or the service_role key) in the apikey header and as Authorization: Bearer <key>; see supabase/README.md for the local keys.';

/** The JWT payload of a key as JSON text (what PostgREST puts in `request.jwt.claims`). */
function claimsOf(key: string, role: ApiRole): string {
  const payload = key.split('.')[1];
  if (payload) {
    try {
      const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
      if (typeof decoded === 'object' && decoded !== null && !Array.isArray(decoded)) return JSON.stringify(decoded);
    } catch {
      // Not a JWT: fall back to the bare role claim.
    }
  }
  return JSON.stringify({ role });
}

/** Checks the keys of a request and resolves its role. */
export function authenticate(headers: Headers, params: URLSearchParams, keys: ApiKeys): AuthResult {
  const apikey = headers.get('apikey') ?? params.get('apikey');
  const authorization = headers.get('authorization');
  const bearer = authorization && /^bearer\s+/i.test(authorization) ? authorization.replace(/^bearer\s+/i, '').trim() : null;
  if (apikey === null && bearer === null) {
    return { ok: false, error: { code: 'PGRST302', details: null, hint: KEY_HINT, message: 'No API key found in request' } };
  }
  if (apikey !== null && roleForKey(keys, apikey) === null) {
    return { ok: false, error: { code: 'PGRST301', details: null, hint: KEY_HINT, message: 'Invalid API key' } };
  }
  const token = bearer ?? apikey ?? '';
  const role = roleForKey(keys, token);
  if (role === null) return { ok: false, error: { code: 'PGRST301', details: null, hint: KEY_HINT, message: 'Invalid JWT' } };
  return { ok: true, role, claims: claimsOf(token, role) };
}
