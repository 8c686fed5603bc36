/**
 * The round-10 story shapes B (issue 13), tried in order of how sure their evidence is: a broken routine ("every
 * morning … today not"), a thing received or found, a person who appears. Each returns the story's three paragraphs
 * as sentences, told by the opening's narrator, or null when the opening is not of that shape.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findBrokenRoutine, writeBrokenRoutine } from './story-routine-broken.ts';
import { findReceivedThing, writeReceivedThing } from './story-thing-received.ts';
import { findAppearingPerson, writeAppearingPerson } from './story-thing-person.ts';
import { startsWithActor } from './story-thing-actors.ts';
import { findStoryMystery } from './story-mystery.ts';
import { findStoryQuest } from './story-quest.ts';

/** Words a name finder may take for a name that are a time of day (深夜的便利店, 새벽 편의점). */
const timeNotName: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:Tonight|Today|Yesterday|Midnight)$/u,
  vi: /^(?:Đêm|Sáng|Tối|Chiều|Hôm)$/u,
  ko: /^(?:새벽|한밤중|밤|저녁|아침|퇴근길|출근길|오늘|어제)$/u,
  zh: /^(?:深夜|半夜|午夜|凌晨|傍晚|清晨|黄昏|夜里|今晚|昨晚|今天|昨天)$/u,
};

/**
 * Whether the opening's "hero" is really a person who tells the story: not a word that describes the person after it
 * (편의점 of 편의점 사장님) nor a time of day (深夜).
 */
function isRealHero(opening: string, hero: string, language: ContentLanguage): boolean {
  if (timeNotName[language].test(hero)) return false;
  const at = opening.indexOf(hero);
  return at < 0 || !startsWithActor(opening.slice(at + hero.length), language);
}

/**
 * The sentences of the three paragraphs after the opening for a shape-B opening, or null when none of the shapes fits
 * or the opening has a named hero of its own (`hero`; null when the narrator tells it): that story keeps its hero.
 */
export function writeThingShapeStory(opening: string, language: ContentLanguage, random: () => number, hero: string | null): string[][] | null {
  if (hero !== null && isRealHero(opening, hero, language)) return null;
  const routine = findBrokenRoutine(opening, language);
  if (routine !== null) return writeBrokenRoutine(routine, language, random);
  // A thing that should not be (a photo of me asleep here, a letter in a dead man's hand) is a mystery, and a note with
  // an address or a plea is a quest: their readers are surer than these two shapes.
  if (findStoryMystery(opening, language) !== null || findStoryQuest(opening, language, null, false) !== null) return null;
  const received = findReceivedThing(opening, language);
  if (received !== null) return writeReceivedThing(received, language, random);
  const person = findAppearingPerson(opening, language);
  return person === null ? null : writeAppearingPerson(person, language);
}
