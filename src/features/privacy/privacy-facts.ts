/** The nine sections of the privacy policy, in order; each id is the section's anchor and its key under `privacy:sections`. */
export const privacySectionIds = ['purpose', 'use', 'retention', 'sharing', 'storage', 'rights', 'children', 'security', 'changes'] as const;

/** Day the privacy policy took effect (ISO date). */
export const privacyEffectiveDate = '2024-01-01';

/** Address of the privacy officer. */
export const privacyOfficerEmail = 'privacy@playground.example';

