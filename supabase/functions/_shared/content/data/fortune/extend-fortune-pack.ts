/** Appends the category-neutral lines of the `*-extra.ts` files (pool entries, openings, readings, topic advice, closings) to a fortune pack. */
import { fortuneCategories, type FortuneCategory } from '../../../contract/content-types.ts';
import type { FortuneCategoryTexts, FortunePack } from './fortune-pack.ts';
import { fortuneTopics, type FortuneTopic } from './topics.ts';

/** Extra lines that read well in every category and for every topic. */
export interface FortuneExtras {
  /** More entries for the pack's pools (appended to the pools of the same name). */
  pools: Readonly<Record<string, readonly string[]>>;
  /** Openings added to every category (guard with {?topic} / {!topic} like the category's own). */
  openings: readonly string[];
  /** More readings per category. */
  readings: Readonly<Partial<Record<FortuneCategory, readonly string[]>>>;
  /** Advice added to every topic; it names the topic with {topic}. */
  topicAdvice: readonly string[];
  /** Closing lines. */
  closings: readonly string[];
}

/** The pack with the extra openings, topic advice and closings appended. */
export function extendFortunePack(pack: FortunePack, extras: FortuneExtras): FortunePack {
  const categories: Partial<Record<FortuneCategory, FortuneCategoryTexts>> = {};
  for (const category of fortuneCategories) {
    const texts = pack.categories[category];
    categories[category] = { ...texts, openings: [...texts.openings, ...extras.openings], readings: [...texts.readings, ...(extras.readings[category] ?? [])] };
  }
  const topicAdvice: Partial<Record<FortuneTopic, readonly string[]>> = {};
  for (const topic of fortuneTopics) topicAdvice[topic] = [...pack.topicAdvice[topic], ...extras.topicAdvice];
  const pools: Record<string, readonly string[]> = { ...pack.pools };
  for (const [name, more] of Object.entries(extras.pools)) pools[name] = [...(pack.pools[name] ?? []), ...more];
  return {
    ...pack,
    pools,
    categories: { ...pack.categories, ...categories },
    topicAdvice: { ...pack.topicAdvice, ...topicAdvice },
    closings: [...pack.closings, ...extras.closings],
  };
}
