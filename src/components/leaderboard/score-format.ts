import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardGameType } from '../../../engines/leaderboard/config';

/** Formats scores in a game's unit: wins, attempts, points or milliseconds, in the current language. */
export function useScoreFormatter(gameType: LeaderboardGameType) {
  const { t, i18n } = useTranslation('leaderboard');
  const language = i18n.resolvedLanguage ?? 'en';
  return useCallback(
    (score: number) => t(`units.${gameType}`, { count: score, value: new Intl.NumberFormat(language).format(score) }),
    [t, gameType, language],
  );
}

/** A leaderboard date (`created_at`) in the current language; the raw date part if the text does not parse. */
export function formatScoreDate(createdAt: string, language: string): string {
  const date = new Date(createdAt.includes('T') ? createdAt : createdAt.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return createdAt.slice(0, 10);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
