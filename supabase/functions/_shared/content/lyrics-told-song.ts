/**
 * Round 14b (issue 13): the lines of a clause told whole (lyrics-told-read.ts). The verses tell the visitor's clause
 * back in its parts, the subject doing the act at its own time or when-clause; the chorus names the subject with its
 * act, the feelings and the closing name the subject, and no line makes someone gone who is still doing the act.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { shuffled } from '../contract/seeded-random.ts';
import { toldLines, toldWatch } from './data/lyrics/lyrics-told-lines.ts';
import type { ToldClause } from './lyrics-told-read.ts';

/** The pools of one told song: verses in order, chorus lines, openings, feelings and closings. */
export interface ToldSongLines {
  verses: string[];
  hooks: string[];
  openings: string[];
  feelings: string[];
  closings: string[];
}

/** Whether every slot a template names is given. */
function hasSlots(template: string, slots: Readonly<Record<string, string>>): boolean {
  return [...template.matchAll(/\{([a-zA-Z])(?::[^}]+)?\}/gu)].every((m) => (slots[(m[1] as string).toLowerCase()] ?? '') !== '');
}

/** Builds a told song's lines from its subject, its whole theme and its clause (fillScene fills a template's slots). */
export function toldSongLines(agent: string, whole: string, told: ToldClause, language: ContentLanguage, dark: boolean, random: () => number, fillScene: (template: string, slots: Readonly<Record<string, string>>, language: ContentLanguage) => string): ToldSongLines {
  const pack = toldLines[language];
  const tone = dark ? 'dark' : 'bright';
  const slots: Record<string, string> = { a: agent, c: told.core, t: told.time, w: told.when, v: told.past ? '있었어' : '있어' };
  const bare = (text: string): string => text.toLowerCase().replace(/[\p{P}\s]+/gu, '');
  const fill = (pool: readonly string[], keep: (line: string) => boolean = () => true): string[] => pool.filter((line) => hasSlots(line, slots) && keep(line)).map((line) => fillScene(line, slots, language)).filter((line) => bare(line) !== bare(whole));
  // A time is sung as a habit ("{T}, there is {a}") only when the act comes back again and again.
  const habitual = (line: string): boolean => told.habit || !/\{[tT]\}/u.test(line);
  const tellings = [...fill(pack.told), ...(told.habit ? fill(pack.habit) : [])];
  const watch = shuffled(fill(toldWatch[language]), random);
  const verses = tellings.flatMap((line, i) => (watch[i] !== undefined ? [line, watch[i] as string] : [line]));
  const hooks = fill(pack.hooks[tone], habitual);
  const fits = [...whole].length <= (language === 'ko' || language === 'zh' ? 30 : 70);
  const written = language === 'en' ? whole.replace(/(?<![\p{L}'’])i(?![\p{L}'’])/gu, 'I') : whole;
  const opening = language === 'en' || language === 'vi' ? written.charAt(0).toUpperCase() + written.slice(1) : written;
  return {
    verses: [...verses, ...watch.slice(tellings.length)],
    hooks,
    openings: fits ? [opening] : [tellings[0] ?? opening],
    feelings: shuffled(fill(pack.feelings[tone]), random),
    closings: shuffled(fill(pack.closings[tone]), random),
  };
}
