/**
 * The marks a prerendered page carries (scripts/prerender-plugin.ts writes them, index.html's head script and
 * src/main.tsx read them): which path the HTML was rendered for, whether the head script hid it, and where the English
 * text of its first screen is inlined.
 */

/** `<html data-prerendered="/games">`: the path whose screen the HTML holds. */
export const prerenderedPathAttribute = 'data-prerendered';

/** Set by the head script when the visitor must not see the prerendered screen (another language or another path). */
export const prerenderHiddenAttribute = 'data-prerender-hidden';

/** Id of the `<script type="application/json">` holding the English namespaces the prerendered screen shows. */
export const prerenderTextId = 'prerender-text';

/** On each head tag the prerender added (title, description, link previews). */
export const prerenderedHeadAttribute = 'data-prerender-head';

/** The language the screens are prerendered in. */
export const prerenderLanguage = 'en';

/** A path as the prerender names it: no trailing slash, "/" for home. */
export function normalisePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * Set by the head script on a prerendered page until React has taken it over (src/prerender/hydration-mark.tsx): the
 * page's controls ignore the pointer and cannot keep the keyboard focus meanwhile (index.html), since a click, key press or
 * typed text on markup without its code would be lost.
 */
export const hydratingAttribute = 'data-hydrating';

/**
 * Set by the head script when this browser keeps a non-empty list of recent or favourite games (src/lib/local-game-lists.ts
 * stores them under `recent-games` and `favourite-games`): `data-has-recent`, `data-has-favourites`. The prerendered
 * home keeps room for those rows only then (index.html), so the rows that arrive after hydration move nothing below.
 */
export const storedListAttributePrefix = 'data-has-';
