/**
 * Spends a game token once: inserts its id into `game_token_uses` with the service role. A second use is a unique
 * violation, answered as `replayed` (409). Stateless tokens need this one shared fact, kept by the database every
 * function instance talks to.
 */
import { serviceRoleClient } from '../http/supabase-admin.ts';
import { ScoreError } from './score-error.ts';

/** Marks token `id` (valid until `expiresAt` ms) as spent; throws `replayed` when it was spent already. */
export async function spendToken(id: string, expiresAt: number): Promise<void> {
  const client = serviceRoleClient();
  if (client === undefined) throw new ScoreError(503, 'storage_failed', 'The score store is not configured.');
  const { error } = await client.from('game_token_uses').insert({ token_id: id, expires_at: new Date(expiresAt).toISOString() });
  if (error === null) return;
  if (error.code === '23505') throw new ScoreError(409, 'replayed', 'This step of the game was already played; an earlier step cannot be replayed.');
  console.error('[game-session] could not spend a token', error.message);
  throw new ScoreError(503, 'storage_failed', 'The score store could not be reached; try again.');
}
