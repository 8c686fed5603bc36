/**
 * The request and result types of the server functions, and the catalogues (languages, categories, themes, styles, personas).
 * Part of the contract: the only server code the site may import. Web standards only; imported by Deno, Node and Vite.
 */

/** Languages the engine writes in. */
export const contentLanguages = ['en', 'vi', 'ko', 'zh'] as const;
/** A language code. */
export type ContentLanguage = (typeof contentLanguages)[number];

/** The ten fortune categories of spec §9, in the spec's order. */
export const fortuneCategories = ['today', 'week', 'love', 'work', 'money', 'health', 'travel', 'menu', 'lucky_number', 'future'] as const;
/** A fortune category key. */
export type FortuneCategory = (typeof fortuneCategories)[number];

/** The ten adventure themes of spec §9, in the spec's order. */
export const adventureThemes = ['fantasy', 'space', 'mystery', 'horror', 'romance', 'school', 'zombie', 'time_travel', 'pirate', 'cyberpunk'] as const;
/** An adventure theme key. */
export type AdventureTheme = (typeof adventureThemes)[number];

/** The eight summary styles of spec §9; `general` is the default. */
export const summaryStyles = ['general', 'key_points', 'meme', 'hiphop', 'news', 'sns', 'eli5', 'expert'] as const;
/** A summary style key. */
export type SummaryStyle = (typeof summaryStyles)[number];

/** How long a summary should be (beyond the spec: the summarizer's length choice); `medium` is the default. */
export const summaryLengths = ['short', 'medium', 'long'] as const;
/** A summary length key. */
export type SummaryLength = (typeof summaryLengths)[number];

/** The ten lyrics emotions of spec §9. */
export const lyricsEmotions = ['general', 'breakup', 'love', 'hope', 'sadness', 'joy', 'longing', 'cheering', 'comfort', 'anger'] as const;
/** A lyrics emotion key. */
export type LyricsEmotion = (typeof lyricsEmotions)[number];

/** The eight lyrics forms of spec §9. */
export const lyricsForms = ['song', 'poem', 'rap', 'ballad', 'dance_pop', 'indie_folk', 'haiku', 'free_verse'] as const;
/** A lyrics form key. */
export type LyricsForm = (typeof lyricsForms)[number];

/** Persona keys: the seven of the spec plus the catalogue's astrologer and childhood friend (DESIGN §7). */
export const personaKeys = ['girl', 'chef', 'detective', 'psychologist', 'kid', 'kpop_male', 'kpop_female', 'astrologer', 'childhood_friend'] as const;
/** A persona key. */
export type PersonaKey = (typeof personaKeys)[number];

/** Image-quiz categories of spec §9. */
export const quizCategories = ['animals', 'objects', 'food', 'nature', 'vehicles'] as const;
/** A quiz category key. */
export type QuizCategory = (typeof quizCategories)[number];

/** One chat message. */
export interface ChatMessage { role: 'user' | 'assistant'; content: string }

/** One answered personality question. */
export interface PersonalityAnswer { question: string; answer: string }

/** What every generator receives besides its input: the language to write in and a seeded random source in [0, 1). */
export interface ContentContext { language: ContentLanguage; random: () => number }

/** Inputs per ai-content type (already validated and trimmed by the function's zod schemas). */
export interface ContentInputs {
  story: { storyStart: string };
  'persona-chat': { persona: PersonaKey; messages: ChatMessage[] };
  'fortune-telling': { category: FortuneCategory; input: string };
  'adventure-start': { input: AdventureTheme };
  'adventure-continue': { currentStory: string; choice: string; input: AdventureTheme };
  'personality-test': { answers: PersonalityAnswer[] };
  'style-suggestion': { input: string };
  summarize: { input: string; summaryStyle: SummaryStyle; length?: SummaryLength };
  'lyrics-poem': { input: string; emotion: LyricsEmotion; lyricStyle: LyricsForm };
  'tarot-reading': Record<string, never>;
}

/** The ai-content types. */
export type ContentType = keyof ContentInputs;

/** One tarot card of reading A. */
export interface TarotCardReading {
  name: string;
  direction: 'upright' | 'reversed';
  emoji: string;
  keywords: string[];
  interpretation: string;
}

/** Tarot reading A (spec §3): past, present, future. */
export interface TarotReading {
  cards: [TarotCardReading, TarotCardReading, TarotCardReading];
  overallMessage: string;
  luckyColor: string;
  luckyItem: string;
}

/** Big Five trait keys of the Mini-IPIP, as 0–100 scores in a personality result. */
export type PersonalityTrait = 'extraversion' | 'agreeableness' | 'conscientiousness' | 'neuroticism' | 'intellect';

/** Personality test result. */
export interface PersonalityResult {
  type: string;
  traits: Record<PersonalityTrait, number>;
  description: string;
  strengths: string[];
  cautions: string[];
  tip: string;
}

/** Output per ai-content type: text, except tarot (reading A) and the personality result. */
export interface ContentOutputs {
  story: string;
  'persona-chat': string;
  'fortune-telling': string;
  'adventure-start': string;
  'adventure-continue': string;
  'personality-test': PersonalityResult;
  'style-suggestion': string;
  summarize: string;
  'lyrics-poem': string;
  'tarot-reading': TarotReading;
}

/** A generator of one type. */
export type ContentGenerator<T extends ContentType> = (input: ContentInputs[T], context: ContentContext) => ContentOutputs[T];
