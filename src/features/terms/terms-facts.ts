/** The eight articles of the terms, in order; each id is the article's anchor and its key under `terms:articles`. */
export const termsArticleIds = ['purpose', 'definitions', 'changes', 'service', 'obligations', 'ip', 'liability', 'law'] as const;

/** Anchor id of the supplementary provision that follows the articles. */
export const supplementId = 'supplement';

/** Day the terms took effect (ISO date). */
export const termsEffectiveDate = '2024-01-01';

