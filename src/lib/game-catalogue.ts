/** Whether a card is an AI content tool or a simple game. */
export type GameKind = 'ai' | 'simple';

/** One game or tool of the site: its id is its route without the leading slash. */
export interface CatalogueEntry {
  /** Route without the leading slash; also the `game_clicks.game_id`. */
  id: GameId;
  kind: GameKind;
  /** Card artwork under public/. */
  art: string;
  /** Key prefix in the `games` namespace: `<key>.title`, `<key>.description`. */
  key: string;
  /** A locked card shows a lock badge and a toast instead of navigating. */
  locked: boolean;
}

/** The 16 game/tool ids, in the catalogue's own order (used as the tie-breaker when click counts are equal). */
export const gameIds = [
  'ai-story', 'ai-quiz', 'ai-persona-chat', 'ai-fortune-teller', 'ai-adventure',
  'ai-personality-test', 'ai-stylist', 'ai-summarizer', 'ai-lyrics-generator', 'ai-tarot',
  'rock-paper-scissors', 'click-race', 'number-guess', 'memory-game', 'apple-game', 'reaction-test',
] as const;

/** A game/tool id. */
export type GameId = (typeof gameIds)[number];

/** Parses the operator's lock list (`VITE_LOCKED_GAMES`, comma-separated ids); unknown ids are ignored. */
export function parseLockedIds(raw: string | undefined): Set<string> {
  const known = new Set<string>(gameIds);
  return new Set((raw ?? '').split(',').map((id) => id.trim()).filter((id) => known.has(id)));
}

const locked = parseLockedIds(import.meta.env.VITE_LOCKED_GAMES as string | undefined);

/** Builds one entry; `key` turns the id into an i18n key (`ai-story` → `ai_story`). */
function entry(id: GameId, kind: GameKind): CatalogueEntry {
  return { id, kind, art: `/art/${id}.svg`, key: id.replace(/-/g, '_'), locked: locked.has(id) };
}

/** The catalogue of all 16 games and tools. */
export const catalogue: readonly CatalogueEntry[] = gameIds.map((id) => entry(id, id.startsWith('ai-') ? 'ai' : 'simple'));

/** Finds an entry by id. */
export function findGame(id: string): CatalogueEntry | undefined {
  return catalogue.find((game) => game.id === id);
}
