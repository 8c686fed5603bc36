/**
 * The shape of one language's persona voices. Templates use the phrase grammar; slots available everywhere:
 * {user} (the visitor's name, guard with {?user}), {topic} (a topic of the last message that fits the intent, guard with {?topic}),
 * {earlier} (in recall lines), {n} (in long-chat lines), and the pools {dish}, {color}, {hour}, {direction}.
 */
import type { PersonaKey } from '../../../contract/content-types.ts';
import type { TemplatePools } from '../../phrase-grammar.ts';

/** What a chat message can be about, in the order they are tried when several match. */
export const chatIntents = [
  'bye', 'thanks', 'compliment', 'about', 'sad', 'stressed', 'tired', 'love', 'happy', 'food', 'work', 'plans', 'weather', 'greeting', 'question', 'unknown',
] as const;
/** A chat intent. */
export type ChatIntent = (typeof chatIntents)[number];

/** One persona's voice in one language. */
export interface PersonaVoice {
  /** Short interjections that open a reply (tics). */
  openers: readonly string[];
  /** Replies per intent; none for a bare question, which gets a question back (persona-chat.ts). */
  replies: Readonly<Record<Exclude<ChatIntent, 'question'>, readonly string[]>>;
  /** Lines that bring back a topic from an earlier message ({earlier}). */
  recall: readonly string[];
  /** Lines for a mood that improved since an earlier message. */
  better: readonly string[];
  /** Lines noticing a long conversation ({n} messages from the visitor). */
  longChat: readonly string[];
  /** Questions that keep the conversation going. */
  followUps: readonly string[];
  /** Emoji this persona uses, and how often (0–1). */
  emoji: readonly string[];
  emojiRate: number;
}

/** All persona voices of one language plus shared pools. */
export interface PersonaPack {
  voices: Readonly<Record<PersonaKey, PersonaVoice>>;
  pools: TemplatePools;
}
