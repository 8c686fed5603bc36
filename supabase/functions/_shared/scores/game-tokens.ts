/**
 * The signed tokens of the score functions (HMAC, with kind and expiry: ../security/signed-token.ts). Stateless, so
 * any function instance checks them; each step's token is spent once in the database (spend-token.ts), so an earlier
 * step cannot be replayed. Nothing secret is in a token's payload (it is signed, not encrypted): the number-guess
 * secret is derived on the server from the session id with the server's key.
 */
import { signToken, tokenSecret, verifyToken, type TokenRefusal } from '../security/signed-token.ts';
import { readFlagEnv } from '../http/env.ts';
import { ScoreError } from './score-error.ts';

/** How long a game session or seed stays valid, in milliseconds (a slow game of number guess fits). */
export const sessionTtlMs = 60 * 60_000;
/** How long a reaction round token stays valid: the red wait plus 10 s to press. */
export const roundTtlMs = 20_000;
/** How long a finished game's proof may wait for its name, in milliseconds. */
export const proofTtlMs = 30 * 60_000;

/** Token kinds. */
export const tokenKinds = {
  rps: 'rps-session',
  guess: 'guess-session',
  reactionRound: 'reaction-round',
  reactionResult: 'reaction-result',
  appleSeed: 'apple-seed',
} as const;

/** A rock-paper-scissors session after `round` rounds. */
export interface RpsClaims { sid: string; round: number; streak: number; over: boolean; seed?: number }
/** A number-guess session after `attempts` valid guesses. */
export interface GuessClaims { sid: string; attempts: number; won: boolean; seed?: number }
/** A reaction round: its red wait (green is due at iat + wait). */
export interface ReactionRoundClaims { sid: string; wait: number }
/** A reaction round the server timed: the accepted milliseconds. */
export interface ReactionResultClaims { sid: string; ms: number }
/** An apple board's seed; `day` (YYYY-MM-DD, UTC) marks the daily board of that day. */
export interface AppleSeedClaims { sid: string; seed: number; day?: string }

/** Whether `seed` from the request may fix a game (only on a server started for end-to-end tests). */
export function fixedSeedsAllowed(): boolean {
  return readFlagEnv('GAME_FIXED_SEEDS', false);
}

/** A fresh random session id (128 bits, URL-safe). */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A uniform integer in [0, n) from the platform's cryptographic random source (rejection sampling, no bias). */
export function secureRandomInt(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1)) as unknown as [number];
    if (value < limit) return value % n;
  }
}

const derivationKeys = new Map<string, Promise<CryptoKey>>();

/** 32 bits of HMAC(server key, `derived:<label>`): fixed per label, unknown without the key. */
async function derivedUint32(label: string): Promise<number> {
  const secret = tokenSecret();
  let key = derivationKeys.get(secret);
  if (key === undefined) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    derivationKeys.set(secret, key);
  }
  const digest = new DataView(await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(`derived:${label}`)));
  return digest.getUint32(0);
}

/** A uniform number in [0, 1) from a value of HMAC(server key, label): fixed per label, unknown without the key. */
export async function derivedRandom(label: string): Promise<number> {
  return (await derivedUint32(label)) / 0x1_0000_0000;
}

/**
 * The seed of the daily apple board of `day` (YYYY-MM-DD, UTC): the same for everyone that day, derived from the
 * server key and the date, so nobody can compute a day's board before the server deals it.
 */
export function dailyAppleSeed(day: string): Promise<number> {
  return derivedUint32(`apple-daily:${day}`);
}

/** Signs claims as a token of `kind`. */
export function issue<T extends object>(kind: string, claims: T, ttlMs: number, now?: number): Promise<string> {
  return signToken(kind, claims, ttlMs, now === undefined ? {} : { now });
}

const refusalErrors: Readonly<Record<TokenRefusal, () => ScoreError>> = {
  malformed: () => new ScoreError(400, 'missing_proof', 'The token is missing or malformed.'),
  'bad-signature': () => new ScoreError(403, 'tampered_proof', 'The token was not signed by this server or was changed.'),
  'wrong-kind': () => new ScoreError(403, 'tampered_proof', 'The token belongs to another game or step.'),
  expired: () => new ScoreError(403, 'expired_proof', 'The token has expired; play a new game.'),
};

/** Verifies a token of `kind` and returns its claims (with iat and exp); a ScoreError otherwise. */
export async function accept<T extends object>(token: string, kind: string) {
  const verified = await verifyToken<T>(token, kind);
  if (!verified.ok) throw refusalErrors[verified.reason]();
  return verified.claims;
}
