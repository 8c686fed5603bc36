/**
 * Round 15 (issue 13): the lines of the singer's own deed (lyrics-deed-read.ts). The opening tells the act whole with its
 * time; the verses tell it again in turn with the tone's lines around it (the thing held, the hands, the quiet); the
 * chorus first names the act; feelings and closings carry no place, weather or prop the theme did not give.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { shuffled } from '../contract/seeded-random.ts';
import { deedLines, type DeedTone } from './data/lyrics/lyrics-deed-lines.ts';
import type { DeedScene } from './lyrics-deed-read.ts';
import { deedSenseLines } from './lyrics-thing-senses.ts';
import { softCut } from './lyrics-moment-cut.ts';
import { vietnameseVerb } from './lyrics-told-back.ts';

/** The pools of one deed song. */
export interface DeedSongLines {
  verses: string[];
  /** The verse lines drawn again once the verses are sung: the tone's lines only, so the act is never told twice over. */
  again: string[];
  hooks: string[];
  openings: string[];
  feelings: string[];
  closings: string[];
}

/** Whether every slot a template names is given. */
function hasSlots(template: string, slots: Readonly<Record<string, string>>): boolean {
  return [...template.matchAll(/\{([a-zA-Z])(?::[^}]+)?\}/gu)].every((m) => (slots[(m[1] as string).toLowerCase()] ?? '') !== '');
}

/** Round 20: the longest act the chorus sings whole: words (en, vi, ko) or characters (zh). */
const hookAct: Record<ContentLanguage, number> = { en: 9, vi: 10, ko: 5, zh: 10 };

/** A long act's head, cut at a soft point (lyrics-moment-cut.ts); null when the act is short enough or has no head. */
function deedHead(act: string, language: ContentLanguage): string | null {
  const size = language === 'zh' ? [...act].length : act.split(/\s+/u).length;
  if (size <= hookAct[language]) return null;
  const cut = softCut(act, language, vietnameseVerb);
  return cut !== null && cut.length === 2 ? (cut[0] as string) : null;
}

/** The slots of a deed in its language. */
function deedSlots(deed: DeedScene, language: ContentLanguage): Record<string, string> {
  if (language === 'en') return { g: deed.act, c: deed.core, t: deed.time, o: deed.thing, b: deed.now ? "I'm" : 'I was', h: deed.now ? 'Here I am' : 'There I was', x: 'I', m: 'me' };
  // Korean: the time the clause heads is sung alone ({n}) only when the act is looked back on (…던 날), never "그 지금".
  if (language === 'ko') return { a: deed.act, c: deed.core, h: deed.head, o: deed.thing, n: deed.now ? '' : deed.head === '날' ? '그날' : `그 ${deed.head}` };
  return { s: deed.doer, a: deed.act, c: deed.core, t: deed.time, o: deed.thing };
}

/** Builds a deed song's lines in a tone (fillScene fills a template's slots). */
export function deedSongLines(deed: DeedScene, language: ContentLanguage, tone: DeedTone, random: () => number, fillScene: (template: string, slots: Readonly<Record<string, string>>, language: ContentLanguage) => string): DeedSongLines {
  const pack = deedLines[language];
  const slots = deedSlots(deed, language);
  const fill = (pool: readonly string[]): string[] => pool.filter((line) => hasSlots(line, slots)).map((line) => fillScene(line, slots, language));
  // Korean: an act going on (…는 중) is told as going on; one that heads a time (…던 날) as that time.
  const told = fill(deed.now && pack.toldNow.length > 0 ? pack.toldNow : pack.told);
  const colour = shuffled(fill(pack.colour[tone]), random);
  const timed = shuffled(fill(pack.timed[tone]), random);
  // Round 20: a long act ("walking past the cafe where we had our first date now that it's a phone store") is told
  // whole in the opening and the verses; the chorus names its core by its head ("walking past the cafe"), never pasted twice.
  const head = deedHead(deed.core, language);
  const hookSlots = head === null ? slots : { ...slots, c: head };
  const hooks = pack.hooks[tone].filter((line) => hasSlots(line, hookSlots)).map((line) => fillScene(line, hookSlots, language));
  const [named, ...others] = hooks;
  // The act is told whole in the opening and once more in the verses (the chorus names it too): never line after line.
  // The opening tells the act's core with its time; the whole act is told once in the verses.
  const [opening, ...retold] = told;
  const again = shuffled(retold.filter((line) => line !== named), random).slice(0, 1);
  const whole = deed.core !== deed.act ? fill(pack.whole).slice(0, 1) : [];
  const alone = deed.alone ? fill(pack.alone).slice(0, 1) : [];
  const extras = [...whole, ...timed.slice(0, 1), ...alone, ...again];
  const told2 = colour.flatMap((line, i) => (i % 2 === 0 && extras[i / 2] !== undefined ? [line, extras[i / 2] as string] : [line]));
  // Round 15 (lyr16): the thing's own senses by its class (a light glows, a fire smokes, cloth is soft) lead the verses
  // in turn with the act's lines, and one is sung in the chorus after the act is named.
  const sensed = deedSenseLines(deed.core, `${deed.act} ${deed.time}`, language);
  const senses = sensed.verses.length > 0 ? { verses: shuffled(sensed.verses, random), hook: sensed.hook } : sensed;
  const verses = senses.verses.length > 0 ? told2.flatMap((line, i) => (i % 3 === 0 && senses.verses[i / 3] !== undefined ? [senses.verses[i / 3] as string, line] : [line])) : told2;
  const rest = shuffled(others, random);
  const sung = senses.hook !== '' ? [senses.hook, ...rest.slice(0, Math.max(0, rest.length - 1))] : rest;
  return {
    verses,
    again: [...colour, ...senses.verses],
    hooks: named !== undefined ? [named, ...sung] : sung,
    openings: opening !== undefined ? [opening] : verses.slice(0, 1),
    feelings: shuffled(fill(pack.feelings[tone]), random),
    closings: shuffled(fill(pack.closings[tone]), random),
  };
}
