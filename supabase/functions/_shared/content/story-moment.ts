/**
 * The story writer's plain-moment path (issue 13, round 8): an opening with no mystery and no question, but a small
 * scene with someone it names — a spill on the boss's shirt, a kite stuck in a tree with a crying daughter, Grandpa
 * calling about the first red tomato, a stew cooked the way Grandma used to — is continued as that scene: put right,
 * visited or remembered with that person, and ended with them, instead of the generic "knowing it was enough" beats.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { momentRules } from './data/story/moment-rules.ts';
import { momentBeats } from './data/story/moment-beats.ts';

/** What a plain moment turns on. */
export interface StoryMoment {
  /** The person, as later sentences name them (Grandpa, sếp, 할머니, 女儿). */
  who: string;
  /** English pronouns for the person: he, him, his. */
  pronouns: readonly [string, string, string];
  mode: 'mishap' | 'far' | 'memory' | 'near';
  stuck: boolean;
}

/** Words that say someone has died (bà mất đã một năm, 돌아가신 뒤, 去世, passed away). */
const diedWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:died|passed away|passed on|funeral|late (?:grand\w+|mother|father|mom|dad|wife|husband))\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:(?:bà|ông|mẹ|bố|ba|má|cha|anh|chị|em|cô|chú|bác|dì|cậu)(?:\s+(?:nội|ngoại|tôi|mình|em))?\s+(?:đã\s+)?mất|qua đời|đã khuất|tạ thế|đám tang|ngày giỗ)(?![\p{L}\p{M}])/iu,
  ko: /돌아가신|돌아가셨|세상을 떠|장례|기일|별세/u,
  zh: /去世|过世|离世|走了以后|葬礼|忌日/u,
};

/** The person and the mode of a plain moment, or null when the opening names none of the people the rules know. */
export function findStoryMoment(opening: string, language: ContentLanguage): StoryMoment | null {
  const rules = momentRules[language];
  const text = opening.trim();
  const person = rules.people
    .map((entry) => ({ entry, at: text.search(entry[0]) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)[0]?.entry;
  if (person === undefined) return null;
  const [, who, he, him, his] = person;
  const stuck = rules.stuck.test(text);
  const mode = stuck || rules.mishap.test(text) ? 'mishap' : rules.memory.test(text) ? 'memory' : rules.far.test(text) ? 'far' : 'near';
  // Round 10 (set D): a person the opening says has died is never "beside" the narrator: no plain moment with them.
  if (mode === 'near' && diedWords[language].test(text)) return null;
  return { who, pronouns: [he, him, his], mode, stuck };
}

/** Writes the beginning, middle and ending sentences of a plain moment; the composer already holds the hero's variables. */
export function writeMomentStory(c: PhraseComposer, moment: StoryMoment): [string[], string[], string[]] {
  const beats = momentBeats[c.language];
  c.set('who', moment.who).flag(moment.mode).flag('stuck', moment.stuck);
  const [he, him, his] = moment.pronouns;
  c.setAll({ whoHe: he, whoHim: him, whoHis: his });
  return [beats.begin.map((beat) => c.line(beat)), beats.middle.map((beat) => c.line(beat)), beats.end.map((beat) => c.line(beat))];
}
