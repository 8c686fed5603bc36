/**
 * The built-in content engine: dispatches an ai-content type to its generator with a seeded random source.
 * Deterministic: the same type, input, language and seed give the same output.
 */
import { generateAdventureContinue, generateAdventureStart } from './adventure.ts';
import { generateFortune } from './fortune-telling.ts';
import { generateLyrics } from './lyrics-poem.ts';
import { generatePersonaReply } from './persona-chat.ts';
import { generatePersonalityResult } from './personality-test.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { generateStyleSuggestion } from './style-suggestion.ts';
import { generateSummary } from './summarize.ts';
import { generateTarotReading } from './tarot-reading.ts';
import type { ContentGenerator, ContentInputs, ContentLanguage, ContentOutputs, ContentType } from '../contract/content-types.ts';

/** One generator per ai-content type. */
const contentGenerators: { [T in ContentType]: ContentGenerator<T> } = {
  story: generateStory,
  'persona-chat': generatePersonaReply,
  'fortune-telling': generateFortune,
  'adventure-start': generateAdventureStart,
  'adventure-continue': generateAdventureContinue,
  'personality-test': generatePersonalityResult,
  'style-suggestion': generateStyleSuggestion,
  summarize: generateSummary,
  'lyrics-poem': generateLyrics,
  'tarot-reading': generateTarotReading,
};

/** Language and seed of one generation. */
export interface GenerationOptions {
  /** The language to write in. */
  language: ContentLanguage;
  /** Seed of the random source (any integer; taken modulo 2^32). */
  seed: number;
}

/** Generates content of one type with the built-in engine. */
export function generateContent<T extends ContentType>(type: T, input: ContentInputs[T], options: GenerationOptions): ContentOutputs[T] {
  const generator: ContentGenerator<T> = contentGenerators[type];
  return generator(input, { language: options.language, random: seededRandom(options.seed) });
}
