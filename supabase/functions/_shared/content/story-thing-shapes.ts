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
import { tellAbout } from './story-thing-teller.ts';
import { findLostThing, writeLostThing } from './story-thing-lost.ts';
import { findLabelledThing } from './story-detail-label.ts';
import { writeLabelledThing } from './story-detail-label-lines.ts';
import { findSilentThing, writeSilentThing } from './story-shape11b-silent.ts';
import { findActedOn, writeActedOn } from './story-shape12-acted.ts';
import { findEveEvent, writeEveEvent } from './story-shape12-eve.ts';

/** Words a name finder may take for a name that are a time of day (深夜的便利店, 새벽 편의점). */
const timeNotName: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:Tonight|Today|Yesterday|Midnight)$/u,
  vi: /^(?:Đêm|Sáng|Tối|Chiều|Hôm)$/u,
  ko: /^(?:새벽|한밤중|밤|저녁|아침|퇴근길|출근길|오늘|어제)$/u,
  zh: /^(?:深夜|半夜|午夜|凌晨|傍晚|清晨|黄昏|夜里|今晚|昨晚|今天|昨天)$/u,
};

/** Animal words a pet's name follows (our dog Biscuit, con mèo Mướp, 강아지 초코, 小狗豆豆). */
const petWords: Readonly<Record<ContentLanguage, string>> = {
  en: '(?:dog|puppy|cat|kitten|parrot|rabbit|hamster|bird|tortoise|goldfish)',
  vi: '(?:chó|mèo|cún|vẹt|thỏ)',
  ko: '(?:강아지|고양이|개|앵무새|토끼|햄스터)',
  zh: '(?:小狗|小猫|狗|猫|鹦鹉|兔子)',
};

/** The hero is an animal's name: the animal word before it, and how the English shape names that animal (the dog). */
function petName(opening: string, hero: string, language: ContentLanguage): { called: RegExp } | null {
  const match = new RegExp(`${petWords[language]}\\s*(?:named\\s+|called\\s+)?${literal(hero)}`, 'iu').exec(opening);
  if (match === null) return null;
  const word = (new RegExp(petWords[language], 'iu').exec(match[0])?.[0] ?? '').toLowerCase().replace(/^puppy$/u, 'dog').replace(/^kitten$/u, 'cat');
  return { called: new RegExp(`\\b[Tt]he (?:${word}|${match[0].split(/\s+/u)[0]?.toLowerCase() ?? word})\\b`, 'gu') };
}

/** Escapes a text for a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/**
 * Whether a capitalised word is used as a thing, not a person (a Polaroid, inside the iPhone, a copy of Moby Dick,
 * bought iPhones): after an article, "inside" / "copy of", or as the object of bought / ordered. "my friend Mai" stays a name.
 */
export function usedAsThing(opening: string, word: string): boolean {
  const first = literal(word.split(/\s+/u)[0] ?? word);
  return new RegExp(`(?:\\b(?:an?|the)\\s+(?:[\\w-]+\\s+)?|\\b(?:inside|into|copy of|edition of|bought|ordered)\\s+(?:(?:an?|the|my)\\s+)?)${first}\\b`, 'u').test(opening);
}

/**
 * Whether the opening's "hero" is really a person who tells the story: not a word that describes the person after it
 * (편의점 of 편의점 사장님) nor a time of day (深夜).
 */
function isRealHero(opening: string, hero: string, language: ContentLanguage): boolean {
  if (timeNotName[language].test(hero)) return false;
  if (language === 'en' && usedAsThing(opening, hero)) return false;
  const at = opening.indexOf(hero);
  // Nor a person word cut short by the name finder (남자아 of 남자아이가).
  return at < 0 || (!startsWithActor(opening.slice(at + hero.length), language) && !startsWithActor(opening.slice(at), language));
}

/**
 * The sentences of the three paragraphs after the opening for a shape-B opening, or null when none of the shapes fits
 * (`hero`: the opening's named hero, null when the narrator tells it; a named hero is kept, told in the third person;
 * `carried`: the opening has quoted words or a second element a named hero's families carry).
 */
export function writeThingShapeStory(opening: string, language: ContentLanguage, random: () => number, hero: string | null, gender: 'she' | 'he' | null = null, carried = false): string[][] | null {
  const pet = hero === null ? null : petName(opening, hero, language);
  if (pet !== null) {
    // "our dog Biscuit": the name is the animal's; the narrator tells it (English names the animal; others step aside).
    const story = language === 'en' ? narratedShapeStory(opening, language, random) : null;
    return story?.map((sentences) => sentences.map((sentence) => sentence.replace(pet.called, hero as string))) ?? null;
  }
  // Round 12: a "hero" who is the person acting on the narrator (Chen of "Mr. Chen left … on my doormat", 형부 of "우리
  // 형부가 나한테 전화를 했다") is that person: the narrator stays the narrator.
  const acted = hero === null ? null : findActedOn(opening, language);
  const actor = acted !== null && hero !== null && acted.person.includes(hero);
  // A "name" that opens on 的 (的狗 of 天天叫的狗) is the tail of a noun phrase, never a hero (round 11b).
  const told = hero !== null && !actor && isRealHero(opening, hero, language) && !/^的/u.test(hero) ? hero : null;
  // A named hero's opening with quoted words or a second element (`carried`) keeps the families that carry them.
  // Round 11b: a named hero's opening with words on a thing (Grandpa left a shoebox labelled '…') still reaches the label
  // reader: told about the hero only when the opening says the hero found it, otherwise by the narrator who did.
  if (told !== null && carried) {
    const labelled = findLabelledThing(opening, language);
    if (labelled === null || (labelled.kind === 'mine' && findStoryMystery(opening, language) !== null)) return null;
    const story = writeLabelledThing(labelled, language, random);
    return heroFinds(opening, told, language) ? tellAbout(story, language, { name: told, gender }) : story;
  }
  const story = narratedShapeStory(opening, language, random);
  // A named hero keeps the story: the narrator's shape is told about them in the third person.
  return story === null || told === null ? story : tellAbout(story, language, { name: told, gender });
}

/** Verbs of finding after the hero's name (Mia found, Lan tìm thấy, 민지가 … 발견했다, 小林在…发现): the hero is the finder. */
function heroFinds(opening: string, hero: string, language: ContentLanguage): boolean {
  const h = literal(hero);
  const verbs = {
    en: `${h}\\s+(?:just\\s+|finally\\s+)?(?:found|discovered|came across|dug up|pulled out|spotted|unearthed|opened)\\b`,
    vi: `${h}\\s+(?:vừa\\s+|mới\\s+)?(?:tìm thấy|phát hiện|nhặt được|lục ra|bới ra|mở)`,
    ko: `${h}(?:이|가|는|은)\\s.*(?:발견|찾았|찾아냈|주웠|꺼냈)`,
    zh: `${h}(?:在[^，。]*)?(?:发现|找到|捡到|翻出|挖出)`,
  }[language];
  return new RegExp(verbs, 'u').test(opening);
}

/** The shape story told by the narrator "I", or null when no shape fits. */
function narratedShapeStory(opening: string, language: ContentLanguage, random: () => number): string[][] | null {
  // Round 12: something that happened the night before the narrator's event (the power went out, 정전이 됐다) is met.
  const eve = findEveEvent(opening, language);
  if (eve !== null) return writeEveEvent(eve, language);
  // Round 11: words on a thing read as its label or address (for the next tenant, to the florist, my name) lead the plot.
  const labelled = findLabelledThing(opening, language);
  // My name on a thing that should not be (dated ten years ago) stays a mystery; a label or an address leads.
  if (labelled !== null && (labelled.kind !== 'mine' || findStoryMystery(opening, language) === null)) return writeLabelledThing(labelled, language, random);
  // Round 11b: an animal or a thing gone silent (hasn't made a sound, 입을 다물었다, 不叫了) is gone to, never made to sound
  // again; its silence is surer than a habit's break around it (那只天天叫的狗，今天突然不叫了).
  const silent = findSilentThing(opening, language);
  if (silent !== null) return writeSilentThing(silent, language);
  const routine = findBrokenRoutine(opening, language);
  if (routine !== null) return writeBrokenRoutine(routine, language, random);
  const received = findReceivedThing(opening, language);
  // A note to one's future self is found and read, however much its words speak of the future.
  if (received !== null && received.source === 'self') return writeReceivedThing(received, language, random);
  // A thing that should not be (a photo of me asleep here, a letter in a dead man's hand) is a mystery, and a note with
  // an address or a plea is a quest: their readers are surer than these two shapes.
  if (findStoryMystery(opening, language) !== null || findStoryQuest(opening, language, null, false) !== null) return null;
  if (received !== null) return writeReceivedThing(received, language, random);
  const person = findAppearingPerson(opening, language);
  if (person !== null) return writeAppearingPerson(person, language);
  // Round 12: a person who acted on the narrator or on what is theirs (called me, 把我叫住, cửa nhà tôi, 우리 집 강아지).
  const acted = findActedOn(opening, language);
  return acted === null ? null : writeActedOn(acted, language, random);
}

/**
 * The fall-through for an opening no shape and no family read (before the grounded everyday writer): any thing found,
 * read by grammar (a brass key, chiếc găng tay, 열쇠, 那把钥匙), is a lost thing returned; a named hero keeps the story;
 * an opening with quoted words, or a second element beside the thing, keeps the grounded writer that carries them.
 */
export function writeFoundThingStory(opening: string, language: ContentLanguage, hero: string | null, gender: 'she' | 'he' | null, quoted: boolean, second: string | null): string[][] | null {
  const lost = quoted ? null : findLostThing(opening, language);
  // A second element other than the thing itself (the exam night of 수능) is carried by the grounded writer.
  if (lost === null || (second !== null && !lost.name.toLowerCase().includes(second.toLowerCase()))) return null;
  const story = writeLostThing(lost, language);
  const told = hero !== null && isRealHero(opening, hero, language) && petName(opening, hero, language) === null ? hero : null;
  return told === null ? story : tellAbout(story, language, { name: told, gender });
}
