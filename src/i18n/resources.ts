import type { namespaces } from './namespaces';
import type common from './locales/en/common.json';
import type home from './locales/en/home.json';
import type games from './locales/en/games.json';
import type about from './locales/en/about.json';
import type contact from './locales/en/contact.json';
import type privacy from './locales/en/privacy.json';
import type terms from './locales/en/terms.json';
import type guidelines from './locales/en/guidelines.json';
import type leaderboard from './locales/en/leaderboard.json';
import type rps from './locales/en/rps.json';
import type number_guess from './locales/en/number_guess.json';
import type reaction from './locales/en/reaction.json';
import type apple from './locales/en/apple.json';
import type memory from './locales/en/memory.json';
import type click_race from './locales/en/click_race.json';
import type story from './locales/en/story.json';
import type quiz from './locales/en/quiz.json';
import type persona_chat from './locales/en/persona_chat.json';
import type fortune from './locales/en/fortune.json';
import type adventure from './locales/en/adventure.json';
import type personality from './locales/en/personality.json';
import type stylist from './locales/en/stylist.json';
import type summarizer from './locales/en/summarizer.json';
import type lyrics from './locales/en/lyrics.json';
import type tarot from './locales/en/tarot.json';

/** English resources: the source of key types for every namespace. */
export interface EnglishResources {
  common: typeof common;
  home: typeof home;
  games: typeof games;
  about: typeof about;
  contact: typeof contact;
  privacy: typeof privacy;
  terms: typeof terms;
  guidelines: typeof guidelines;
  leaderboard: typeof leaderboard;
  rps: typeof rps;
  number_guess: typeof number_guess;
  reaction: typeof reaction;
  apple: typeof apple;
  memory: typeof memory;
  click_race: typeof click_race;
  story: typeof story;
  quiz: typeof quiz;
  persona_chat: typeof persona_chat;
  fortune: typeof fortune;
  adventure: typeof adventure;
  personality: typeof personality;
  stylist: typeof stylist;
  summarizer: typeof summarizer;
  lyrics: typeof lyrics;
  tarot: typeof tarot;
}

// Fails the type check when a namespace is listed without a JSON file or the reverse.
type Check<T extends Record<(typeof namespaces)[number], unknown>> = T;
export type NamespacesMatch = Check<EnglishResources>;
