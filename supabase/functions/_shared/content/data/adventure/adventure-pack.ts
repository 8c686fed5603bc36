/**
 * The shape of one language's adventure texts. Templates use the phrase grammar; slots available everywhere:
 * {place}, {companion}, {item}, {threat} (fixed for one text, carried over from the story so far when it names them)
 * and, in reactions, {choice} (the chosen choice as written).
 */
import type { AdventureTheme } from '../../../contract/content-types.ts';
import type { ChoiceKind } from './choice-kinds.ts';

/** Opening-scene lines, one sentence from each list in order. */
export interface AdventureScene {
  setting: readonly string[];
  detail: readonly string[];
  event: readonly string[];
  hook: readonly string[];
}

/** Texts of one adventure theme. */
export interface AdventureThemeTexts {
  places: readonly string[];
  companions: readonly string[];
  items: readonly string[];
  threats: readonly string[];
  /** Opening scene lines of this theme. */
  scene: AdventureScene;
  /** New developments after a choice. */
  twists: readonly string[];
  /** Choices, written as short imperative actions. */
  choices: readonly string[];
}

/** All adventure texts of one language. */
export interface AdventurePack {
  themes: Readonly<Record<AdventureTheme, AdventureThemeTexts>>;
  /** Scene lines that fit every theme (they name the story's elements only through slots); drawn after the theme's own. */
  sharedScene: AdventureScene;
  /** How the chosen choice is retold: `plain` when it reads as an action phrase, `quoted` otherwise. */
  retell: { plain: readonly string[]; quoted: readonly string[] };
  /** Outcomes per kind of choice. */
  reactions: Readonly<Record<ChoiceKind, readonly string[]>>;
  /** Lines that keep the companion or the item present. */
  keepers: readonly string[];
  /** The line before the numbered choices. */
  prompts: readonly string[];
  /** New developments that fit every theme (slots only), drawn when a theme's own twists were all told. */
  sharedTwists: readonly string[];
  /** Choices that fit every theme, offered when the theme's own are used up or need what the player lacks. */
  sharedChoices: readonly string[];
  /**
   * For languages whose narration may drop the pronoun (Korean): lines that address the player, added to an opening
   * scene that never names them (`marker` is the pronoun looked for, e.g. 당신).
   */
  addressLines?: { marker: string; lines: readonly string[] };
}
