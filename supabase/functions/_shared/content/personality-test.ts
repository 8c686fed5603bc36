/** Built-in personality result: Mini-IPIP answers → five 0–100 trait scores → a fun type with description, strengths, cautions and a tip. */
import { personalityTraits, resolvePersonalityAnswers, scorePersonality } from '../contract/personality-questions.ts';
import { personalityEn } from './data/personality/en.ts';
import { personalityKo } from './data/personality/ko.ts';
import { personalityVi } from './data/personality/vi.ts';
import { personalityZh } from './data/personality/zh.ts';
import type { ArchetypeKey, PersonalityTexts, TraitBand, TraitPole } from './data/personality/types.ts';
import { pick } from '../contract/seeded-random.ts';
import type { ContentGenerator, ContentLanguage, PersonalityResult, PersonalityTrait } from '../contract/content-types.ts';

const textsByLanguage: Record<ContentLanguage, PersonalityTexts> = { en: personalityEn, ko: personalityKo, vi: personalityVi, zh: personalityZh };

/** Emoji per archetype (language-neutral picture of the type). */
const archetypeEmoji: Record<ArchetypeKey, string> = {
  HHHH: '🎪', HHHL: '🧭', HHLH: '🔥', HHLL: '☀️', HLHH: '🚀', HLHL: '🏆', HLLH: '🃏', HLLL: '🏄',
  LHHH: '🌿', LHHL: '🛡️', LHLH: '🌙', LHLL: '☕', LLHH: '🏛️', LLHL: '🔧', LLLH: '🐺', LLLL: '🐈',
};

const letter = (score: number): 'H' | 'L' => (score >= 50 ? 'H' : 'L');
const pole = (score: number): TraitPole => (score >= 50 ? 'high' : 'low');
const band = (score: number): TraitBand => (score > 65 ? 'high' : score < 35 ? 'low' : 'mid');

/** The archetype of a profile: high/low of extraversion, agreeableness, conscientiousness and intellect. */
export function archetypeOf(traits: Record<PersonalityTrait, number>): ArchetypeKey {
  return `${letter(traits.extraversion)}${letter(traits.agreeableness)}${letter(traits.conscientiousness)}${letter(traits.intellect)}`;
}

/** The epithet band (0–3) of an emotional-sensitivity score. */
function epithetBand(neuroticism: number): 0 | 1 | 2 | 3 {
  return neuroticism < 25 ? 0 : neuroticism < 50 ? 1 : neuroticism < 75 ? 2 : 3;
}

/** Lowest and highest score of a balanced profile: every trait inside this range reads as "in the middle". */
export const balancedRange = { low: 35, high: 65 } as const;

/** Whether every trait sits near the middle (35–65): such a flat profile gets the balanced family, not a 16-type caricature. */
export function isBalanced(traits: Record<PersonalityTrait, number>): boolean {
  return personalityTraits.every((trait) => traits[trait] >= balancedRange.low && traits[trait] <= balancedRange.high);
}

/** The fun type name for a profile in a language, e.g. "🔥 Easygoing Campfire Storyteller" or "⚖️ Easygoing All-Rounder". */
export function personalityTypeName(traits: Record<PersonalityTrait, number>, language: ContentLanguage): string {
  const texts = textsByLanguage[language];
  const epithet = texts.epithets[epithetBand(traits.neuroticism)];
  if (isBalanced(traits)) return `⚖️ ${texts.typeName(epithet, texts.balanced.archetype.name)}`;
  const key = archetypeOf(traits);
  return `${archetypeEmoji[key]} ${texts.typeName(epithet, texts.archetypes[key].name)}`;
}

/** Draws `count` distinct items of a list in a seeded order. */
function pickDistinct(items: readonly string[], count: number, random: () => number): string[] {
  const pool = [...items];
  const chosen: string[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as string);
  return chosen;
}

/** A trait this close to 50 says little about its pole: its strength or caution comes from the balanced lists instead. */
const nearMiddle = 10;

/** Traits ordered from the most to the least pronounced (distance from 50), ties in display order. */
function byProminence(traits: Record<PersonalityTrait, number>): PersonalityTrait[] {
  return [...personalityTraits].sort((a, b) => Math.abs(traits[b] - 50) - Math.abs(traits[a] - 50));
}

/** Generates the personality result from answers given as question and answer texts in any of the four languages. */
export const generatePersonalityResult: ContentGenerator<'personality-test'> = (input, { language, random }) => {
  const texts = textsByLanguage[language];
  const traits = scorePersonality(resolvePersonalityAnswers(input.answers));
  if (isBalanced(traits)) return balancedResult(texts, traits, language, random);
  const archetype = texts.archetypes[archetypeOf(traits)];
  const ordered = byProminence(traits);
  const [first, second, third] = ordered as [PersonalityTrait, PersonalityTrait, PersonalityTrait];
  const extra: PersonalityTrait = first !== 'neuroticism' && second !== 'neuroticism' ? 'neuroticism' : third;

  const description = [
    archetype.tagline,
    archetype.scene,
    texts.strongestLine(texts.traitNames[first], traits[first]),
    pick(texts.describe[first][band(traits[first])], random),
    pick(texts.describe[second][band(traits[second])], random),
    pick(texts.describe[extra][band(traits[extra])], random),
  ].join(texts.sentenceGap);

  const spareStrengths = pickDistinct(texts.balanced.strengths, 3, random);
  const spareCautions = pickDistinct(texts.balanced.cautions, 2, random);
  const near = (trait: PersonalityTrait): boolean => Math.abs(traits[trait] - 50) < nearMiddle;
  const strengths = [first, second, third].map((trait, i) => (near(trait) ? (spareStrengths[i] as string) : pick(texts.strengths[trait][pole(traits[trait])], random)));
  const cautions = [first, second].map((trait, i) => (near(trait) ? (spareCautions[i] as string) : pick(texts.cautions[trait][pole(traits[trait])], random)));
  const tipTrait = random() < 0.6 ? first : second;
  const tip = pick(texts.tips[tipTrait][pole(traits[tipTrait])], random);

  return { type: personalityTypeName(traits, language), traits, description, strengths, cautions, tip };
};

/** The result of a flat profile: the balanced family, the range of the scores, mid-band descriptions and balanced advice. */
function balancedResult(texts: PersonalityTexts, traits: Record<PersonalityTrait, number>, language: ContentLanguage, random: () => number): PersonalityResult {
  const scores = personalityTraits.map((trait) => traits[trait]);
  const ordered = byProminence(traits);
  const described = [ordered[0], ordered[1], ordered[2]] as PersonalityTrait[];
  const description = [
    texts.balanced.archetype.tagline,
    texts.balanced.archetype.scene,
    texts.balanced.line(Math.min(...scores), Math.max(...scores)),
    ...described.map((trait) => pick(texts.describe[trait].mid, random)),
  ].join(texts.sentenceGap);
  return {
    type: personalityTypeName(traits, language),
    traits,
    description,
    strengths: pickDistinct(texts.balanced.strengths, 3, random),
    cautions: pickDistinct(texts.balanced.cautions, 2, random),
    tip: pick(texts.balanced.tips, random),
  };
}
