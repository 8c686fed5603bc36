/**
 * The shape of one language's fortune texts. Templates use the phrase grammar; slots available everywhere:
 * {topic} (what the question is about, guard with {?topic}),
 * {number}, {number2}, {percent}, {weekday} and the pools {color}, {hour}, {dish}, {healthyDish}, {place}, {item}, {direction}, {person}.
 */
import type { FortuneCategory } from '../../../contract/content-types.ts';
import type { TemplatePools } from '../../phrase-grammar.ts';
import type { FortuneTopic } from './topics.ts';

/** Texts of one fortune category. */
export interface FortuneCategoryTexts {
  /** Opening lines that frame the reading (may echo {topic}; never a quote of the question: a cut quote breaks the grammar, issue 13 rule A). */
  openings: readonly string[];
  /** The reading itself: several are used per fortune. */
  readings: readonly string[];
  /** Concrete details: lucky time, colour, number, dish, destination…; the first is always given (the menu's dish, the travel destination). */
  details: readonly string[];
}

/** All fortune texts of one language. */
export interface FortunePack {
  pools: TemplatePools;
  /** Names of the question topics, as they read inside a sentence. */
  topicNames: Readonly<Record<FortuneTopic, string>>;
  /** Advice per question topic, said from the angle of any category. */
  topicAdvice: Readonly<Record<FortuneTopic, readonly string[]>>;
  /** Advice that fits every topic (it names the topic with {topic}); drawn after the topic's own. */
  sharedTopicAdvice: readonly string[];
  categories: Readonly<Record<FortuneCategory, FortuneCategoryTexts>>;
  /** Openings that fit every category (guarded with {?topic} / {!topic} like the category's own); drawn after the category's own. */
  sharedOpenings: readonly string[];
  /** Weekday names, Monday first. */
  weekdays: readonly string[];
  /** Closing lines. */
  closings: readonly string[];
}
