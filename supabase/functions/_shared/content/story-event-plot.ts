/**
 * The event plot (issue 13, round 11b): an opening no shape takes, whose main clause tells an event
 * (story-event-read.ts), is continued in three paragraphs: the narrator's first reaction to THAT event; the natural
 * next act (a workaround, a question, opening the thing, going where asked) and what it finds; an ending that keeps
 * the opening's thing. The story stays the narrator's: a person who acts on the narrator is named as the giver or
 * the asker, never as the hero. Lines per beat come from data/story/story-event-lines-*.ts, one of three by the seed.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { eventLinesEn, eventLinesVi } from './data/story/story-event-lines-en-vi.ts';
import { eventLinesKo, eventLinesZh } from './data/story/story-event-lines-ko-zh.ts';
import type { EventBeat, EventLines, StoryEvent, StoryEventKind } from './story-event-types.ts';

const lines: Readonly<Record<ContentLanguage, EventLines>> = { en: eventLinesEn, vi: eventLinesVi, ko: eventLinesKo, zh: eventLinesZh };

/** Words for a slot the opening left empty: the giver or asker nobody named, a plant nobody named. */
const fallback: Readonly<Record<ContentLanguage, Readonly<Record<'giver' | 'plant', string>>>> = {
  en: { giver: 'they', plant: 'the plant' },
  vi: { giver: 'người ta', plant: 'cái cây' },
  ko: { giver: '그분', plant: '나무' },
  zh: { giver: '对方', plant: '它' },
};

/** Kinds whose plot needs the opening's thing: without it the event plot does not answer. */
const needsThing: ReadonlySet<StoryEventKind> = new Set(['failed', 'given', 'changed']);

/**
 * Fills a story line: {slot}, {slot:cap} (the value with a capital first letter) and, in Korean, {slot:particle};
 * capitalises an English or Vietnamese sentence start.
 */
export function fillStoryLine(line: string, slots: Readonly<Record<string, string>>, language: ContentLanguage): string {
  const text = line.replace(/\{(\w+)(?::([^}]+))?\}/gu, (_, name: string, particle: string | undefined) => {
    const value = slots[name] ?? '';
    if (particle === 'cap') return value.charAt(0).toUpperCase() + value.slice(1);
    return particle !== undefined && language === 'ko' ? withParticle(value, particle) : value;
  });
  if (language !== 'en' && language !== 'vi') return text;
  return text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}

/** One line of a pool, drawn by the seed (the round-13 plots draw every beat this way). */
export function drawStoryLine(pool: readonly string[], slots: Readonly<Record<string, string>>, language: ContentLanguage, random: () => number): string {
  return fillStoryLine(pool[Math.floor(random() * pool.length)] ?? '', slots, language);
}

/** The four beats of the round-15 plots, one line of each pool drawn in order: react | act, find | end. */
export function writeFourBeats(pool: Readonly<Record<'react' | 'act' | 'find' | 'end', readonly string[]>>, slots: Readonly<Record<string, string>>, language: ContentLanguage, random: () => number): string[][] {
  const react = drawStoryLine(pool.react, slots, language, random);
  const act = drawStoryLine(pool.act, slots, language, random);
  const find = drawStoryLine(pool.find, slots, language, random);
  return [[react], [act, find], [drawStoryLine(pool.end, slots, language, random)]];
}

/** Whether the event plot can tell this event (the kinds that need a thing have one). */
export function eventPlotAnswers(event: StoryEvent): boolean {
  return !needsThing.has(event.kind) || event.thing !== null;
}

/** Writes the event plot's three paragraphs (sentences each; the caller puts the opening before the first). */
export function writeEventPlot(event: StoryEvent, language: ContentLanguage, random: () => number): string[][] {
  const kind = lines[language][event.kind];
  const slots: Record<string, string> = {
    thing: event.thing ?? fallback[language].plant,
    giver: event.giver ?? fallback[language].giver,
    quote: event.quote ?? '',
  };
  const pick = (beat: EventBeat): string => {
    // A line that quotes words the opening did not give is left out.
    const pool = kind[beat].filter((line) => event.quote !== null || !line.includes('{quote}'));
    return fillStoryLine(pool[Math.floor(random() * pool.length)] ?? pool[0] ?? '', slots, language);
  };
  return [[pick('react')], [pick('act'), pick('find')], [pick('end')]];
}
