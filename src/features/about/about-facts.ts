/** The three values shown as cards on the About page, in order; each is a key under `about:values`. */
export const valueIds = ['fun', 'innovation', 'experience'] as const;

/** One value's id. */
export type ValueId = (typeof valueIds)[number];

/** Open works credited on the About page: the key of their text under `about:credits` and where to read more. */
export const credits = [
  { id: 'twemoji', link: { href: 'https://creativecommons.org/licenses/by/4.0/', label: 'creativecommons.org/licenses/by/4.0' } },
  { id: 'ipip', link: { href: 'https://ipip.ori.org/', label: 'ipip.ori.org' } },
  { id: 'tarot', link: null },
] as const;
