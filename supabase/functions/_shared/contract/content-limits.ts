/**
 * Limits of the ai-content body fields: plain numbers (no zod), so the browser's forms can read them without loading
 * the schemas (content-schemas.ts builds its checks from the same object and re-exports it).
 */

/** Limits of the ai-content body fields, in characters (after trimming) or items. */
export const contentLimits = {
  /** Story opening: minimum characters. */
  storyStartMin: 10,
  /** Story opening: maximum characters. */
  storyStartMax: 300,
  /** Persona chat: most messages in one request. */
  chatMessagesMax: 30,
  /** Persona chat: most characters per message. */
  chatMessageMax: 1_000,
  /** Fortune question: most characters. */
  fortuneQuestionMax: 1_000,
  /** Adventure: most characters of the story so far. */
  adventureStoryMax: 20_000,
  /** Adventure: most characters of the chosen choice. */
  adventureChoiceMax: 500,
  /** Personality test: most answered questions. */
  personalityAnswersMax: 40,
  /** Personality test: most characters of a question. */
  personalityQuestionMax: 500,
  /** Personality test: most characters of an answer. */
  personalityAnswerMax: 300,
  /** Stylist description: most characters. */
  styleDescriptionMax: 2_000,
  /** Summarizer input: most characters. */
  summaryInputMax: 20_000,
  /** Lyrics theme: most characters. */
  lyricsThemeMax: 1_000,
} as const;
