import type { Namespace } from './namespaces';

/** The namespaces each route's first screen shows (besides `common`), by path without the leading slash. */
const routeNamespaces: Record<string, readonly Namespace[]> = {
  '': ['home', 'games'],
  games: ['games'],
  about: ['about'],
  contact: ['contact'],
  privacy: ['privacy'],
  terms: ['terms'],
  guidelines: ['guidelines'],
  'ai-story': ['story'],
  'ai-quiz': ['quiz'],
  'ai-persona-chat': ['persona_chat'],
  'ai-fortune-teller': ['fortune'],
  'ai-adventure': ['adventure'],
  'ai-personality-test': ['personality'],
  'ai-stylist': ['stylist'],
  'ai-summarizer': ['summarizer'],
  'ai-lyrics-generator': ['lyrics'],
  'ai-tarot': ['tarot'],
  'rock-paper-scissors': ['rps', 'leaderboard'],
  'click-race': ['click_race'],
  'number-guess': ['number_guess', 'leaderboard'],
  'memory-game': ['memory'],
  'apple-game': ['apple', 'leaderboard'],
  'reaction-test': ['reaction', 'leaderboard'],
};

/**
 * The namespaces to fetch with `common` when the site opens at `pathname`, so the screen's text arrives alongside its
 * code instead of after it (an unknown path gets none: its screen loads what it needs, as before).
 */
export function namespacesForPath(pathname: string): readonly Namespace[] {
  const key = pathname.replace(/^\/+|\/+$/g, '');
  return Object.hasOwn(routeNamespaces, key) ? (routeNamespaces[key] ?? []) : [];
}

/** Paths with a namespace list (for the test that keeps them in step with the routes). */
export const pathsWithNamespaces = Object.keys(routeNamespaces);
