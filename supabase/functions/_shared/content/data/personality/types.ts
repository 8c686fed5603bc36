/** Shapes of the personality result texts, one object per language. */
import type { PersonalityTrait } from '../../../contract/content-types.ts';

/** A trait pole: score at or above 50 is high. */
export type TraitPole = 'high' | 'low';
/** A trait band for descriptions: low < 35 ≤ mid ≤ 65 < high. */
export type TraitBand = 'high' | 'mid' | 'low';
/** High/low letters for extraversion, agreeableness, conscientiousness and intellect, in that order. */
export type ArchetypeKey = `${'H' | 'L'}${'H' | 'L'}${'H' | 'L'}${'H' | 'L'}`;

/** One archetype's text. */
export interface ArchetypeText {
  /** Archetype name without epithet. */
  name: string;
  /** One sentence that sums the archetype up. */
  tagline: string;
  /** One concrete everyday scene. */
  scene: string;
}

/** Per trait, texts per pole. */
export type PoleTexts = Record<PersonalityTrait, Record<TraitPole, readonly string[]>>;

/** All personality result texts of one language. */
export interface PersonalityTexts {
  /** The sixteen archetypes. */
  archetypes: Record<ArchetypeKey, ArchetypeText>;
  /** Epithets by emotional-sensitivity band: 0–24, 25–49, 50–74, 75–100. */
  epithets: readonly [string, string, string, string];
  /** Joins an epithet and an archetype name into the type name. */
  typeName: (epithet: string, name: string) => string;
  /** Display names of the traits. */
  traitNames: Record<PersonalityTrait, string>;
  /** A sentence naming the most pronounced trait and its 0–100 score. */
  strongestLine: (trait: string, score: number) => string;
  /** Description sentences per trait and band (two variants each). */
  describe: Record<PersonalityTrait, Record<TraitBand, readonly string[]>>;
  /** Strength phrases per trait and pole. */
  strengths: PoleTexts;
  /** Caution phrases per trait and pole. */
  cautions: PoleTexts;
  /** Tips per trait and pole. */
  tips: PoleTexts;
  /** The balanced family: a profile with every trait near the middle (no trait below 35 or above 65). */
  balanced: {
    archetype: ArchetypeText;
    /** A sentence giving the range all five scores fall in. */
    line: (low: number, high: number) => string;
    strengths: readonly string[];
    cautions: readonly string[];
    tips: readonly string[];
  };
  /** Separator between sentences ("" for Chinese). */
  sentenceGap: string;
}
