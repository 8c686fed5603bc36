/** Address for general questions, shown on the page and in the success toast. */
export const generalEmail = 'hello@playground.example';

/** Address of the privacy officer. */
export const privacyEmail = 'privacy@playground.example';

/** Address that receives reports of content breaking the guidelines. */
export const reportEmail = 'report@playground.example';

/** The four FAQ entries, in order; each is a key under `contact:faq`. */
export const faqIds = ['password', 'ai', 'save', 'commercial'] as const;
