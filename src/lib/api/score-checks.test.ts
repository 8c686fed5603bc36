import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { leaderboardGameTypes, playerNameMaxLength } from '../../../engines/leaderboard/config';
import { isSavableScore } from '../../../engines/leaderboard/rules';
import { boardDaySchema } from '../../../supabase/functions/_shared/contract/daily-board';
import type { NewScore } from './insert-score';

/** The zod schemas these checks replaced in the browser (issue 14), kept here as the reference they must agree with. */
const newScoreSchema = z
  .object({
    gameType: z.enum(leaderboardGameTypes),
    playerName: z.string().trim().min(1).refine((name) => Array.from(name).length <= playerNameMaxLength),
    score: z.number(),
    proof: z.object({
      token: z.string().min(1),
      moves: z.array(z.object({ column0: z.number(), row0: z.number(), column1: z.number(), row1: z.number(), t: z.number() })).optional(),
      day: boardDaySchema.optional(),
    }),
  })
  .refine(({ gameType, score }) => isSavableScore(gameType, score), { path: ['score'] });
const topScoresSchema = z.array(z.object({ player_name: z.string(), score: z.coerce.number().refine(Number.isFinite), created_at: z.string() })).max(10);

const move = { column0: 1, row0: 2, column1: 3, row1: 2, t: 1200 };
const scores: NewScore[] = [
  { gameType: 'rps', playerName: 'Ada', score: 3, proof: { token: 'tok' } },
  { gameType: 'rps', playerName: '  Ada  ', score: 3, proof: { token: 'tok' } },
  { gameType: 'rps', playerName: '   ', score: 3, proof: { token: 'tok' } },
  { gameType: 'rps', playerName: '가'.repeat(20), score: 3, proof: { token: 'tok' } },
  { gameType: 'rps', playerName: '😀'.repeat(20), score: 3, proof: { token: 'tok' } },
  { gameType: 'rps', playerName: '😀'.repeat(21), score: 3, proof: { token: 'tok' } },
  { gameType: 'rps', playerName: 'Ada', score: 0, proof: { token: 'tok' } },
  { gameType: 'rps', playerName: 'Ada', score: 1001, proof: { token: 'tok' } },
  { gameType: 'rps', playerName: 'Ada', score: 2.5, proof: { token: 'tok' } },
  { gameType: 'rps', playerName: 'Ada', score: Number.NaN, proof: { token: 'tok' } },
  { gameType: 'rps', playerName: 'Ada', score: 3, proof: { token: '' } },
  { gameType: 'reaction', playerName: 'Ada', score: 231.5, proof: { token: 'tok' } },
  { gameType: 'reaction', playerName: 'Ada', score: 49, proof: { token: 'tok' } },
  { gameType: 'number_guess', playerName: 'Ada', score: 7, proof: { token: 'tok' } },
  { gameType: 'apple', playerName: 'Ada', score: 120, proof: { token: 'tok', moves: [move, { ...move, t: 1500 }] } },
  { gameType: 'apple', playerName: 'Ada', score: 125, proof: { token: 'tok', moves: [move] } },
  { gameType: 'apple', playerName: 'Ada', score: 120, proof: { token: 'tok', moves: [move], day: '2026-11-25' } },
  { gameType: 'apple', playerName: 'Ada', score: 120, proof: { token: 'tok', moves: [move], day: '2026-11-31' } },
  { gameType: 'apple', playerName: 'Ada', score: 120, proof: { token: 'tok', moves: [{ ...move, t: Number.POSITIVE_INFINITY }] } },
  { gameType: 'apple', playerName: 'Ada', score: 120, proof: { token: 'tok', moves: [] } },
];

beforeAll(() => {
  // The data client the modules build reads the page's URL (no stored session here).
  vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1:9', hash: '', search: '' } });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('score checks agree with the schemas they replaced', () => {
  it('checkNewScore accepts, trims and refuses as the zod schema did', async () => {
    const { checkNewScore } = await import('./insert-score');
    for (const score of scores) {
      const parsed = newScoreSchema.safeParse(score);
      if (parsed.success) expect(checkNewScore(score)).toEqual(parsed.data);
      else expect(() => checkNewScore(score), JSON.stringify(score)).toThrow(TypeError);
    }
  });

  it('checkNewScore sends only the five numbers of each apple move', async () => {
    const { checkNewScore } = await import('./insert-score');
    const withExtra = { ...move, note: 'dropped' };
    expect(checkNewScore({ gameType: 'apple', playerName: 'Ada', score: 120, proof: { token: 'tok', moves: [withExtra] } }).proof.moves).toEqual([move]);
  });

  it('checkTopScores reads the rows as the zod schema did (numeric strings are numbers)', async () => {
    const { checkTopScores } = await import('./get-top-scores');
    const row = { player_name: 'Ada', score: 12, created_at: '2026-11-25T03:00:00Z' };
    const boards: unknown[] = [
      [],
      [row],
      [{ ...row, score: '231.5' }],
      [{ ...row, score: 'fast' }],
      [{ ...row, score: null }],
      [{ ...row, player_name: 7 }],
      [{ ...row, created_at: undefined }],
      [{ ...row, extra: true }],
      [[row]],
      Array.from({ length: 10 }, () => row),
      Array.from({ length: 11 }, () => row),
      null,
      { rows: [row] },
    ];
    for (const board of boards) {
      const parsed = topScoresSchema.safeParse(board);
      if (parsed.success) expect(checkTopScores(board)).toEqual(parsed.data);
      else expect(() => checkTopScores(board), JSON.stringify(board)).toThrow(TypeError);
    }
  });
});
