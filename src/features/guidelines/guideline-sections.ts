/** The rule sections of the guidelines, in order; each id is the anchor and the key of its text in `guidelines`. */
export const ruleSectionIds = ['allowed', 'prohibited', 'duties'] as const;

/** One rule section's id. */
export type RuleSectionId = (typeof ruleSectionIds)[number];

/** Address that receives reports of content breaking the guidelines. */
export const reportEmail = 'report@playground.example';
