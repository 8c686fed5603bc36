/**
 * The story writer's everyday path (issue 13, fourth round): an opening outside the seven premise families is no longer
 * handed to the stock writer. Its central element is found — an animal acting oddly, a machine running by itself, a thing
 * lost or returned, someone close acting unlike themselves, a food made or given out of the ordinary, a scene at work
 * or school — and the middle and ending develop THAT element: the hero notices, looks into it, a turn follows from it,
 * and the ending resolves it. Whatever fits no family (or a family without its own evidence, story-gate.ts) is
 * continued by the grounded fall-through (story-grounded.ts). The beats bring no companion, vehicle, place or weather the opening did not give.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { everydayRules, type EverydayFamily, type EverydayRule } from './data/story/everyday-rules.ts';
import type { EverydayFamilyPack, EverydayPack } from './data/story/everyday-types.ts';
import { everydayEn } from './data/story/everyday-en.ts';
import { everydayVi } from './data/story/everyday-vi.ts';
import { everydayKo } from './data/story/everyday-ko.ts';
import { everydayZh } from './data/story/everyday-zh.ts';
import { everydayMore, type MoreBeats } from './data/story/everyday-more.ts';
import type { DevelopBeats } from './data/story/develop-types.ts';

/** A route's beats with the extra alternatives of everyday-more.ts appended beat by beat. */
function withMore(route: DevelopBeats, more: MoreBeats | undefined): DevelopBeats {
  if (more === undefined) return route;
  const join = (beats: ReadonlyArray<readonly string[]>, extra: ReadonlyArray<readonly string[]>): string[][] => beats.map((beat, index) => [...beat, ...(extra[index] ?? [])]);
  return { begin: join(route.begin, more.begin), middle: join(route.middle, more.middle), end: join(route.end, more.end) };
}

function merged(pack: EverydayFamilyPack, language: ContentLanguage): EverydayPack {
  const more = everydayMore[language];
  const entries = Object.entries(pack).map(([family, routes]) => {
    const extra = more[family as EverydayFamily];
    return [family, [withMore(routes[0], extra?.[0]), withMore(routes[1], extra?.[1])]] as const;
  });
  return Object.fromEntries(entries) as unknown as EverydayPack;
}

const packs: Readonly<Record<ContentLanguage, EverydayPack>> = {
  en: merged(everydayEn, 'en'),
  vi: merged(everydayVi, 'vi'),
  ko: merged(everydayKo, 'ko'),
  zh: merged(everydayZh, 'zh'),
};

/** A family a rule recognises: the only ones with beats of their own (an opening of no family is continued by story-grounded.ts). */
export type RecognisedFamily = Exclude<EverydayFamily, 'generic'>;

/** What an everyday opening turns on. */
export interface EverydayFocus {
  family: EverydayFamily;
  /** The central element in the writer's own words (the dog or its name, the printer, 지갑, 那杯奶茶, or a deictic). */
  thing: string;
  /** A person the opening names (the changed one, the patient, the teacher), with pronouns; null when none. */
  who: { name: string; he: string; him: string; his: string } | null;
  /** Flags the beats test: named, back, picked, away. */
  flags: readonly string[];
}

/** The element a rule finds and where the opening first names it. */
/**
 * A machine named only as the place where something is (在电梯里, 엘리베이터 안에, trong thang máy, in the lift): the
 * story is about what is there (a new button), not a machine running by itself.
 */
function machineAsPlace(text: string, at: number, length: number): boolean {
  const before = text.slice(Math.max(0, at - 12), at);
  const after = text.slice(at + length, at + length + 4);
  return /(?:\b(?:in|inside|into)\s+(?:the|our|my|a|an)\s+|(?:trong|bên trong|vào)\s+(?:\S+\s+)?)$/iu.test(before) || /^(?:里|内|中|안|속)/u.test(after) || /^\s*(?:안|속)(?:에|에서)?/u.test(after);
}

/** Words that say someone has died, looked for right after the person a changed-family rule found. */
const deathNear = /passed away|\bdied\b|\bdead\b|\blate\b|qua đời|mất đã|đã mất|mất được|mất rồi|돌아가신|돌아가셨|세상을 떠|去世|过世|离世|走了|不在了/iu;

/** Words just before a relative that say they have died ("my late grandfather", "돌아가신 할아버지", "已故的爷爷"). */
const deathBefore = /\blate\s+(?:\S+\s+)?$|(?:돌아가신|세상을 떠난)\s*$|(?:已故的|过世的|去世的|死去的)$|(?:quá cố|đã khuất)\s*$/iu;

/**
 * A school or shop named only as a landmark (the bus stop in front of my school, 学校门口, 학교 앞): nobody in the
 * opening is at work or in class there, so it is no scene at work.
 */
function workAsLandmark(text: string, at: number, length: number): boolean {
  const before = text.slice(Math.max(0, at - 16), at);
  const after = text.slice(at + length, at + length + 5);
  return /(?:\b(?:in front of|near|outside|opposite|across from|next to|behind)\s+(?:the|our|my|a)\s+|(?:trước|gần|cạnh|ngoài|đối diện|sau)\s+(?:cổng\s+)?)$/iu.test(before) || /^\s*(?:앞|근처|건너편|맞은편)/u.test(after) || /^(?:门口|附近|对面|旁边|外面)/u.test(after);
}

function firstElement(text: string, rule: EverydayRule): { at: number; name: string } | null {
  let best: { at: number; name: string } | null = null;
  for (const [pattern, name] of rule.things) {
    const match = pattern.exec(text);
    if (match === null || (best !== null && match.index >= best.at)) continue;
    if (rule.family === 'machine' && machineAsPlace(text, match.index, match[0].length)) continue;
    if (rule.family === 'work' && workAsLandmark(text, match.index, match[0].length)) continue;
    best = { at: match.index, name: name.replace('$1', match[1] ?? '') };
  }
  return best;
}

/** English pronouns for a person the rules leave unmarked: from the opening's own he/she, else they. */
function pronounsFromOpening(text: string): [string, string, string] {
  if (/\b(?:he|him|his)\b/iu.test(text) && !/\b(?:she|her)\b/iu.test(text)) return ['he', 'him', 'his'];
  if (/\b(?:she|her)\b/iu.test(text) && !/\b(?:he|him|his)\b/iu.test(text)) return ['she', 'her', 'her'];
  return ['they', 'them', 'their'];
}

/** The person an opening names, by the language's people words (the first word of the list that matches wins: a name before a role). */
function findPerson(text: string, language: ContentLanguage): EverydayFocus['who'] {
  for (const [pattern, name, he, him, his] of everydayRules[language].people) {
    const match = pattern.exec(text);
    if (match === null) continue;
    const [dhe, dhim, dhis] = pronounsFromOpening(text);
    const filled = name.replace('$1', match[1] ?? '');
    return he === '' ? { name: filled, he: language === 'en' ? dhe : filled, him: language === 'en' ? dhim : filled, his: language === 'en' ? dhis : filled } : { name: filled, he, him, his };
  }
  return null;
}

/**
 * The everyday family of an opening and its element: of the families whose condition holds, the one whose element the
 * opening names first (ties go to the earlier family); `generic` with the language's deictic when none applies.
 */
export function findEverydayFocus(opening: string, language: ContentLanguage): EverydayFocus {
  const rules = everydayRules[language];
  const text = opening.trim();
  const found = new Map<EverydayFamily, { at: number; name: string }>();
  for (const rule of rules.rules) {
    if (rule.when !== undefined && !rule.when.test(text)) continue;
    const element = firstElement(text, rule);
    // A family may have more than one rule (a machine; a clock that ticks): the element named first is its element.
    const earlier = found.get(rule.family);
    if (element !== null && (earlier === undefined || element.at < earlier.at)) found.set(rule.family, element);
  }
  // A machine or clock that runs though it should be dead (unplugged for ten years, in a shop closed for ten years) is
  // what the story is about: the grandmother who owned it or the shop around it is only its frame.
  if (found.has('machine') && rules.stillRuns.test(text)) {
    found.delete('changed');
    found.delete('work');
    found.delete('found');
  }
  // A lost or returned thing is more concrete than the person who lost it (爷爷's bike); a hero who works where food
  // is served serves it (the work family), not receives it; a scene at work is only the frame for any other element.
  if (found.has('found')) found.delete('changed');
  // A relative who has died (bà ngoại mất đã ba năm, 할머니가 돌아가신 지) is remembered, never watched acting unlike themselves.
  const changed = found.get('changed');
  if (changed !== undefined && (deathNear.test(text.slice(changed.at, changed.at + 28)) || deathBefore.test(text.slice(Math.max(0, changed.at - 16), changed.at)))) found.delete('changed');
  // A pet the opening names (고양이 나비) is what the story is about, not the owner who is also named.
  // An animal the opening brings in (a kitten asleep in mum's basket) is more concrete than the one who brought it, too.
  if (found.has('animal') && (rules.animalName.test(text) || !rules.personChanged.test(text))) found.delete('changed');
  if (found.has('work') && found.has('meal')) found.delete('meal');
  if (found.size > 1) found.delete('work');
  let chosen: { family: EverydayFamily; at: number; name: string } | null = null;
  for (const [family, element] of found) if (chosen === null || element.at < chosen.at) chosen = { family, ...element };
  const flags: string[] = [];
  if (chosen === null) return { family: 'generic', thing: rules.deictic, who: findPerson(text, language), flags };
  let thing = chosen.name;
  if (chosen.family === 'animal') {
    const named = rules.animalName.exec(text);
    if (named !== null) {
      thing = named[1] as string;
      flags.push('named');
    }
  }
  if (chosen.family === 'animal' && rules.watchesHome.test(text)) flags.push('waits');
  if (chosen.family === 'found') {
    if (rules.picked.test(text)) flags.push('picked');
    else if (rules.back.test(text)) flags.push('back');
  }
  const who = chosen.family === 'changed' ? findPerson(text, language) ?? { name: chosen.name, he: chosen.name, him: chosen.name, his: chosen.name } : findPerson(text, language);
  // The changed one is the element: "Mr. Okafor", not the "teacher" the opening names first.
  if (chosen.family === 'changed' && who !== null) thing = who.name;
  if (rules.away.test(text) && chosen.family === 'changed') flags.push('away');
  // A machine that should be dead is never switched off at the wall, nor found to be on a timer in its settings.
  if (chosen.family === 'machine' && rules.stillRuns.test(text)) flags.push('dead');
  return { family: chosen.family, thing, who, flags };
}

/**
 * Writes the beginning, middle and ending of an everyday continuation. The composer holds the hero's variables;
 * `kin` is a relative the opening names (whose unfinished work a machine may carry on).
 */
export function writeEverydayStory(c: PhraseComposer, focus: EverydayFocus & { family: RecognisedFamily }, kin: string | null): [string[], string[], string[]] {
  const routes = packs[c.language][focus.family];
  // An animal keeping watch on the hero's home is waiting for someone (the second route), never guarding a trapped creature.
  const beats = focus.flags.includes('dead') || (!focus.flags.includes('waits') && c.chance(0.5)) ? routes[0] : routes[1];
  c.set('thing', focus.thing);
  for (const flag of focus.flags) c.flag(flag);
  // Without a person the beats that name one fall back to the element itself (the 'who' flag stays off).
  const en = c.language === 'en';
  const who = focus.who ?? { name: focus.thing, he: en ? 'they' : focus.thing, him: en ? 'them' : focus.thing, his: en ? 'their' : focus.thing };
  c.setAll({ who: who.name, whe: who.he, whim: who.him, whis: who.his }).flag('who', focus.who !== null);
  if (kin !== null) c.set('kin', kin).flag('kin');
  const begin = beats.begin.map((beat) => c.line(beat));
  const middle = beats.middle.map((beat) => c.line(beat));
  const end = beats.end.map((beat) => c.line(beat));
  return [begin, middle, end];
}
