/**
 * The story writer's development path (issue 13, third read): the opening's central element is sorted into a family
 * (a letter, a song, a key, a place that should not exist, an old date, a stranger's visit, a tree blooming out of
 * season) and the continuation DEVELOPS it with that family's beats — opens the letter and says what it says, describes
 * the song, follows the keys to the door they open — in the opening's tone, then ends on a turn that follows from it.
 * The element is named in the writer's own words; nothing cut from the opening fills a slot unless it passed rule A.
 */
import { personActsOn } from './story-attend14.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { developRules, type RoleWords } from './data/story/develop-rules.ts';
import type { DevelopPack, StoryFamily } from './data/story/develop-types.ts';
import { developEn } from './data/story/develop-en.ts';
import { developRoutesEn } from './data/story/develop-routes-en.ts';
import { developVi } from './data/story/develop-vi.ts';
import { developRoutesVi } from './data/story/develop-routes-vi.ts';
import { developKo } from './data/story/develop-ko.ts';
import { developRoutesKo } from './data/story/develop-routes-ko.ts';
import { developZh } from './data/story/develop-zh.ts';
import { developRoutesZh } from './data/story/develop-routes-zh.ts';

const everyoneWord: Readonly<Record<ContentLanguage, string>> = { en: 'everyone', vi: 'cả nhà', ko: '다들', zh: '大家' };

const packs: Readonly<Record<ContentLanguage, DevelopPack>> = {
  en: { ...developEn, routes: developRoutesEn },
  vi: { ...developVi, routes: developRoutesVi },
  ko: { ...developKo, routes: developRoutesKo },
  zh: { ...developZh, routes: developRoutesZh },
};

/** What the opening turns on, and the side roles its family's beats use. */
export interface StoryFocus {
  family: StoryFamily;
  /** The central element in the writer's own words (the letter, the keys, 라디오, 外卖单). */
  thing: string;
  /** Variables the beats fill: agent, item, visitor, vhe, vhis, deadline, lost, years. */
  vars: Readonly<Record<string, string>>;
  /** The tone the opening set: warm (family, animals, kindness) or quiet and eerie. */
  tone: 'warm' | 'eerie';
}

function firstRole(text: string, words: RoleWords): string | null {
  for (const [pattern, name] of words) if (pattern.test(text)) return name;
  return null;
}

/** A song someone used to sing or loved: known, never the sound family's unknown song. */
const knownSong: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:used to (?:sing|play|hum|whistle)|(?:favou?rite|old) song|song (?:he|she|they|we|i) (?:sang|loved|used)|(?:his|her|their|our|my) song)\b/iu,
  vi: /(?:hay|thường|từng|vẫn) (?:hát|đàn|ngân nga|huýt sáo)|bài hát (?:ruột|quen|yêu thích)/iu,
  ko: /(?:부르시던|부르던|즐겨 부르|자주 부르|좋아하시던|좋아하던|흥얼거리시던|흥얼거리던)\s?(?:노래|곡)/u,
  zh: /(?:常唱|爱唱|以前唱|唱过|最爱|总哼|常哼)的(?:歌|曲子)/u,
};

/** The family of the opening's central element and the roles around it, or null when no family fits. */
export function findStoryFocus(opening: string, language: ContentLanguage): StoryFocus | null {
  const rules = developRules[language];
  const text = opening.trim();
  for (const rule of rules.families) {
    if (!rule.trigger.test(text)) continue;
    // Round 13: the sound family tells a song nobody knew; a song someone used to sing is known, and that plot
    // contradicts it ("It was not any song Grandpa knew").
    if (rule.family === 'sound' && knownSong[language].test(text)) continue;
    const thing = firstRole(text, rule.things) ?? rule.fallback ?? null;
    if (thing === null) continue;
    // Round 14: a sound a person of the opening makes (the kid upstairs practising the piano) is no eerie sound.
    if (rule.family === 'sound' && personActsOn(text, language, thing)) continue;
    const vars: Record<string, string> = {};
    const agent = firstRole(text, rules.agents);
    if (agent !== null && rule.family === 'key') vars.agent = agent;
    const item = firstRole(text, rules.items);
    if (item !== null) vars.item = item;
    const lost = firstRole(text, rules.lost);
    if (lost !== null && rules.returned.test(text)) vars.lost = lost;
    const visitor = rules.visitor.find.exec(text);
    if (visitor) {
      const who = visitor[visitor.length - 1] as string;
      const named = rules.visitor.names.find(([pattern]) => pattern.test(who));
      if (named) Object.assign(vars, { visitor: named[1], vhe: named[2], vhis: named[3] });
    }
    // A stranger's visit is developed only when the opening says who came and what they brought (the beats wash,
    // mend or keep that thing); any other visit is left to the general writer.
    if (rule.family === 'visitor' && (vars.visitor === undefined || vars.item === undefined)) continue;
    const deadline = rules.deadline.exec(text);
    if (deadline) vars.deadline = (deadline[1] as string).trim();
    const years = rules.years.exec(text);
    if (years) vars.years = (years[1] as string).trim();
    if (rule.family === 'letter' && rules.counter.test(text)) vars.counter = 'yes';
    return { family: rule.family, thing, vars, tone: rules.warm.test(text) ? 'warm' : 'eerie' };
  }
  return null;
}

/** Extra threads of the opening the developed story also carries (quoted words, a relative). */
export interface StoryThreads {
  quote: string | null;
  /** A living relative, who may speak in the story. */
  elder: string | null;
  /** Any relative the opening names, living or not (whose handwriting a found letter may be in). */
  kin: string | null;
}

/**
 * Writes the beginning, middle and ending sentences of a developed continuation. The composer already holds the
 * hero's variables; quoted words are carried by the pools `quoteTurn`/`quoteEnd`. No stock second thread is added: the
 * beats already develop the opening's element, and a second mention of a place ("the park") only reads as filler.
 */
export function writeDevelopedStory(c: PhraseComposer, focus: StoryFocus, threads: StoryThreads): [string[], string[], string[]] {
  const pack = packs[c.language];
  // Two routes through each element: a visitor who asks again reads another development, not the same one reworded.
  // A found letter (neither left at a counter nor sent back with something stolen) has one route: it is delivered.
  const found = focus.family === 'letter' && focus.vars.counter === undefined && focus.vars.lost === undefined;
  const beats = found || c.chance(0.5) ? pack.families[focus.family] : pack.routes[focus.family];
  c.set('thing', focus.thing);
  for (const [name, value] of Object.entries(focus.vars)) c.set(name, value).flag(name);
  if (focus.vars.lost !== undefined) c.flag('returned');
  if (threads.elder !== null) c.set('elder', threads.elder).flag('elder');
  if (threads.kin !== null) c.set('kin', threads.kin).flag('kin');
  c.set('elderOr', threads.elder ?? everyoneWord[c.language]);
  if (threads.quote !== null) c.set('quote', threads.quote).flag('quoted');
  if (focus.thing.includes('keys') || focus.vars.agent !== undefined) c.flag('many');
  const begin = beats.begin.map((beat) => c.line(beat));
  const middle = beats.middle.map((beat) => c.line(beat));
  const end = beats.end.map((beat) => c.line(beat));
  // A quote the letter already read out needs no second mention in the middle.
  if (threads.quote !== null && focus.family !== 'letter') middle.splice(1, 0, c.line('quoteTurn'));
  if (threads.quote !== null) end.push(c.line('quoteEnd'));
  end.push(c.line(focus.tone === 'warm' ? pack.warm : pack.eerie));
  return [begin, middle, end];
}
