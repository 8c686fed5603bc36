/**
 * The story writer's mystery path (issue 13, round 8): when the opening is about something that should not be — a
 * receipt dated ten years ago, a note with tomorrow's date, an order never placed, a piano from an empty flat, a stop
 * on no map — the story investigates THAT thing: looks at it, asks someone about it, finds a cause or a twist, and ends
 * on it. The thing is named in the writer's own words from a lexicon, never with a span cut from the opening.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { mysteryKinds, mysteryRules, type MysteryKind, type MysteryThing, type MysteryThingKind } from './data/story/mystery-rules.ts';
import type { MysteryPack } from './data/story/mystery-types.ts';
import { mysteryEn } from './data/story/mystery-en.ts';
import { mysteryVi } from './data/story/mystery-vi.ts';
import { mysteryKo } from './data/story/mystery-ko.ts';
import { mysteryZh } from './data/story/mystery-zh.ts';
import { isStoryNounPhrase } from './story-noun-phrase.ts';

const packs: Readonly<Record<ContentLanguage, MysteryPack>> = { en: mysteryEn, vi: mysteryVi, ko: mysteryKo, zh: mysteryZh };

/** What a mystery opening turns on. */
export interface StoryMystery {
  kind: MysteryKind;
  /** The strange thing in the writer's own words (the note, 그 영수증, 那张纸条). */
  thing: string;
  thingKind: MysteryThingKind;
  /** Whom the hero asks about it (the landlord, 관리실, 邮局). */
  source: string;
  /** The one asked keeps records at a desk (a library, a post office, a shop), found from the opening's setting. */
  desk: boolean;
  /** The thing bears the hero's own name, hand or face. */
  mine: boolean;
  dated: boolean;
  /** The thing is in the hero's own handwriting. */
  hand: boolean;
  /** The opening happens on a bus, a train or at a stop. */
  transit: boolean;
}

/**
 * The thing the hero says they never ordered, lost or bought ("우유를 주문한 적이 없다": 그 우유), when that one word is
 * a clean noun (rule A); its sort is the lexicon's when the lexicon knows the word, else an object.
 */
function deniedThing(text: string, language: ContentLanguage): MysteryThing | undefined {
  const denied = mysteryRules[language].denied;
  const match = denied?.find.exec(text);
  const word = match?.[1];
  if (denied === undefined || match == null || word === undefined || denied.refuse.test(word) || !isStoryNounPhrase(word, language)) return undefined;
  const known = mysteryRules[language].things.find(([pattern]) => pattern.test(word));
  // Something the hero "never ordered" came by delivery: it has a slip to read, and is no keepsake for a drawer.
  const ordered = /order|placed|booked|주문|시킨/iu.test(match[0]);
  return [/./u, denied.name(word), ordered ? 'order' : known?.[2] ?? 'object'];
}

/** The place an opening says closed ('the record shop on Elm Street shut down': the shop, not the street). */
function closedPlace(text: string, things: readonly MysteryThing[], closed: RegExp): MysteryThing | undefined {
  const at = text.search(closed);
  if (at < 0) return undefined;
  const places = things.filter(([, , sort]) => sort === 'place').map((thing) => ({ thing, where: text.search(thing[0]) })).filter(({ where }) => where >= 0);
  // The closed place is the subject, named first ('The record shop on Elm Street shut down', 'Quán phở đầu ngõ đã đóng cửa').
  return places.sort((a, b) => a.where - b.where)[0]?.thing;
}

/**
 * The mystery an opening turns on, or null when it states no contradiction. The thing is the lexicon's, else `element`
 * (the opening's own clean noun phrase, rule A, as the writer names it), else there is no mystery to investigate.
 */
export function findStoryMystery(opening: string, language: ContentLanguage, element: string | null = null): StoryMystery | null {
  const rules = mysteryRules[language];
  const text = opening.trim();
  const read = mysteryKinds.find((name) => rules.kinds[name].test(text));
  // A sound from a place closed for years (a ticking from a shop shut ten years ago) is a sound from where nobody is.
  const sounding = read === 'past' && rules.closed.test(text) ? rules.things.find(([pattern, , sort]) => (sort === 'sound' || sort === 'voice') && pattern.test(text)) : undefined;
  const kind = sounding !== undefined ? 'absent' : read;
  if (kind === undefined) return null;
  const own: MysteryThing | undefined = element === null || rules.personal.test(element) ? undefined : [/./u, element, 'object'];
  // A place closed for years that is open again is itself the strange thing, whatever sound or smell comes from it.
  const closure = kind === 'past' ? closedPlace(text, rules.things, rules.closed) : undefined;
  const matched = sounding ?? closure ?? rules.things.find(([pattern]) => pattern.test(text));
  const word = matched?.[0].exec(text)?.[0].toLowerCase() ?? '';
  const lexical: MysteryThing | undefined = matched === undefined ? own : [matched[0], matched[1].replace('$&', word), matched[2]];
  const found = kind === 'never' ? deniedThing(text, language) ?? lexical : lexical;
  if (found === undefined) return null;
  const [, thing, thingKind] = found;
  // A source that is not there (an empty flat, a late mother, a broken clock) is only a mystery for what it sends out:
  // a sound or a voice, night after night. A parcel for an empty building is left to the other paths.
  if (kind === 'absent' && thingKind !== 'sound' && thingKind !== 'voice') return null;
  const setting = rules.sources.find(([pattern]) => pattern.test(text));
  const source = setting?.[1] ?? rules.fallbackSource[thingKind];
  const desk = setting !== undefined ? setting[2] !== false : thingKind === 'order' || thingKind === 'voice';
  return { kind, thing, thingKind, source, desk, mine: rules.mine.test(text), dated: rules.dated.test(text), hand: rules.hand.test(text), transit: rules.transit.test(text) };
}

/** Extra threads of the opening the mystery also carries. */
export interface MysteryThreads {
  quote: string | null;
  kin: string | null;
}

/**
 * Writes the beginning, middle and ending sentences of a mystery continuation. The composer already holds the hero's
 * variables. Every ending beat names the thing, so the story ends on the mystery it opened with.
 */
export function writeMysteryStory(c: PhraseComposer, mystery: StoryMystery, threads: MysteryThreads): [string[], string[], string[]] {
  const pack = packs[c.language];
  const beats = pack.kinds[mystery.kind];
  c.set('thing', mystery.thing).set('source', mystery.source).flag(mystery.thingKind).flag('desk', mystery.desk).flag('transit', mystery.transit);
  c.flag('mine', mystery.mine).flag('dated', mystery.dated);
  // A paper in the hero's own handwriting that the hero never wrote has its own twist: the hero wrote it asleep.
  c.flag('sleep', mystery.hand && mystery.thingKind === 'paper');
  if (threads.quote !== null) c.set('quote', threads.quote).flag('quoted');
  if (threads.kin !== null) c.set('kin', threads.kin).flag('kin');
  const begin = [c.line(pack.look), ...beats.begin.map((beat) => c.line(beat))];
  const middle = beats.middle.map((beat) => c.line(beat));
  const end = beats.end.map((beat) => c.line(beat));
  return [begin, middle, end];
}
