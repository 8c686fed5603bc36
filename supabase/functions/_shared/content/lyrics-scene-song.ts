/**
 * Round 12 (issue 13): the song of a scene shape (lyrics-scene-read.ts). A pair sings each image in its own lines and
 * both together in the chorus; a gift sings the object with its giver; a person away is sung in their place (the hour
 * there, the weather, a call); the state after something (weary, let down, let go, new) gives the verses and the chorus
 * their mood. The visitor's whole theme opens the song when it is short enough to be a line; no fragment is pasted.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { shuffled } from '../contract/seeded-random.ts';
import { withParticle } from './korean-particles.ts';
import type { SceneTheme } from './lyrics-scene-read.ts';
import { giftKindDetect, giftKindLines, sceneLines, type GiftKind } from './data/lyrics/lyrics-scene-lines.ts';
import { dishLines, makingLines, usedLine } from './data/lyrics/lyrics-made-lines.ts';
import { readMadeKind } from './lyrics-made-read.ts';
import { actLines } from './data/lyrics/lyrics-act-lines.ts';
import { dayLines, knownDayLines } from './data/lyrics/lyrics-day-lines.ts';
import { perceptLines, type PerceptTone } from './data/lyrics/lyrics-percept-lines.ts';
import { clauseLines } from './data/lyrics/lyrics-clause-lines.ts';
import { toldSongLines } from './lyrics-told-song.ts';
import { readClauseTail } from './lyrics-clause-tail.ts';
import { deedSongLines } from './lyrics-deed-song.ts';

/** Longest whole theme sung as a line, in characters. */
const wholeLimit: Record<ContentLanguage, number> = { en: 60, vi: 60, ko: 30, zh: 24 };

/** Fills a scene template: {k} a slot by its key, {K} capitalised (en, vi), {k:을} with a Korean particle. */
export function fillScene(template: string, slots: Readonly<Record<string, string>>, language: ContentLanguage): string {
  return template.replace(/\{([a-zA-Z])(?::([^}]+))?\}/gu, (_match, key: string, particle: string | undefined) => {
    const value = slots[key.toLowerCase()] ?? '';
    const capital = key !== key.toLowerCase() && (language === 'en' || language === 'vi') ? value.charAt(0).toUpperCase() + value.slice(1) : value;
    return particle !== undefined && language === 'ko' ? withParticle(capital, particle) : capital;
  });
}

/** Lines drawn in order, then reshuffled from the whole pool once used up (never the line just sung twice in a row). */
class Lines {
  private queue: string[];
  private last = '';
  constructor(first: readonly string[], private readonly pool: readonly string[], private readonly random: () => number) {
    this.queue = [...first];
  }
  next(): string {
    if (this.queue.length === 0) {
      this.queue = shuffled(this.pool, this.random);
      if (this.queue.length > 1 && this.queue[0] === this.last) this.queue.push(this.queue.shift() as string);
    }
    const line = this.queue.shift() ?? this.last;
    this.last = line;
    return line;
  }
}

/** The lines of one song whose theme has a scene shape. */
export class SceneSong {
  private readonly verses: Lines;
  private readonly hooks: Lines;
  private readonly openings: Lines;
  /** Lines of the singer's mood (the "after" shape), sung as every second feeling; null for the other shapes. */
  private readonly moods: Lines | null;
  private feelings = 0;
  /** Round 14: a percept song's own last lines (no time of day, place or prop); null for the other shapes. */
  private readonly closings: Lines | null = null;
  /** Round 15: a deed's haiku middle candidates (its chorus line naming the act, then the act's core); empty otherwise. */
  private readonly deedHaiku: readonly string[] = [];
  /** Round 14: whether every feeling is the shape's own mood line (a percept song), not every second one. */
  private readonly ownFeelings: boolean = false;
  /** The phrase a chant may repeat; null when the shape has none (the state after something). */
  readonly slot: string | null;

  constructor(readonly scene: SceneTheme, readonly language: ContentLanguage, whole: string, dark: boolean, random: () => number, soft = false) {
    const pack = sceneLines[language];
    const fits = [...whole].length <= wholeLimit[language] && !/[,，;；.!?。！？]/u.test(whole);
    const mix = (pool: readonly string[], slots: Record<string, string>): string[] => shuffled(pool, random).map((line) => fillScene(line, slots, language));
    switch (scene.shape) {
      case 'pair': {
        const slots = { a: scene.first, b: scene.second };
        const tone = dark ? 'dark' : 'bright';
        // Each image takes its own lines from one shuffled bank, so the two never share a template in one song.
        const singles = shuffled(pack.pair.single[tone], random);
        const joins = mix(pack.pair.join[tone], slots);
        const ordered: string[] = [];
        for (let i = 0; i + 1 < singles.length; i += 2) {
          ordered.push(fillScene(singles[i] as string, { x: scene.first }, language), fillScene(singles[i + 1] as string, { x: scene.second }, language));
          const join = joins[i / 2];
          if (join !== undefined) ordered.push(join);
        }
        this.verses = new Lines(ordered, ordered, random);
        this.hooks = new Lines([], mix(pack.pair.hooks[tone], slots), random);
        this.openings = new Lines([], mix(pack.pair.opening, slots), random);
        this.moods = null;
        this.slot = scene.first;
        break;
      }
      case 'gift':
      case 'away': {
        const slots: Record<string, string> = scene.shape === 'gift' ? { o: scene.object, g: scene.giver, w: whole } : { p: scene.person, l: scene.place, w: whole };
        // Round 13: a dish its giver cooked is made, eaten and smelled with its maker; a thing made by hand is never "used".
        const made = scene.shape === 'gift' ? readMadeKind(whole, scene.giver, scene.object, language) : 'given';
        const giftLines = pack[scene.shape];
        const lines = made === 'dish' ? dishLines[language] : made === 'made' ? { ...giftLines, lines: [...giftLines.lines.filter((line) => !usedLine[language].test(line)), ...makingLines[language]] } : giftLines;
        // A gift of a known kind (a container, a knitted thing, an instrument) sings its own images first, in turn with the giver's lines.
        const kind = scene.shape === 'gift' && made !== 'dish' ? (Object.keys(giftKindDetect) as GiftKind[]).find((name) => giftKindDetect[name][language].test(scene.object)) : undefined;
        const own = kind !== undefined ? mix(giftKindLines[kind][language], slots) : [];
        const giver = mix(lines.lines, slots);
        const verses = giver.flatMap((line, i) => (own[i] !== undefined ? [own[i] as string, line] : [line]));
        this.verses = new Lines(verses, verses, random);
        const hooks = mix(lines.hooks, slots);
        this.hooks = new Lines([], hooks, random);
        // A long theme is never pasted as the opening: the chorus's first line names the object or the person instead.
        this.openings = new Lines([], fits ? mix(lines.opening, slots) : hooks, random);
        this.moods = null;
        this.slot = scene.shape === 'gift' ? scene.object : scene.person;
        break;
      }
      case 'deed': {
        // Round 15: the singer's own deed is sung as done, whole, with its time; the tone colours the lines around it.
        const deed = deedSongLines(scene, language, scene.tone, random, fillScene);
        this.verses = new Lines(deed.verses, deed.again, random);
        this.hooks = new Lines(deed.hooks, deed.hooks, random);
        this.openings = new Lines([], deed.openings, random);
        this.moods = new Lines([], deed.feelings, random);
        this.ownFeelings = true;
        this.closings = new Lines([], deed.closings, random);
        this.deedHaiku = [deed.hooks[0] ?? '', language === 'zh' ? `${scene.doer}${scene.core}` : language === 'ko' ? `${scene.core} ${scene.head}` : scene.core].filter((line) => line !== '');
        this.slot = null;
        break;
      }
      case 'act': {
        // Round 14b: a clause told whole is told back in its parts; its chorus, feelings and closing name its subject.
        if (scene.told !== undefined) {
          const told = toldSongLines(scene.agent, whole, scene.told, language, dark, random, fillScene);
          this.verses = new Lines(told.verses, told.verses, random);
          this.hooks = new Lines(told.hooks, told.hooks, random);
          this.openings = new Lines([], told.openings, random);
          this.moods = new Lines([], told.feelings, random);
          this.ownFeelings = true;
          this.closings = new Lines([], told.closings, random);
          this.slot = scene.agent;
          break;
        }
        // Round 13: the subject is sung with its scene, the scene's own nouns are its images, and the chorus names the
        // whole scene once (its first hook), when it is short enough to be a line.
        const act = actLines[language];
        const tone = dark ? 'dark' : 'bright';
        const slots = { w: scene.whole, a: scene.agent };
        // Round 14: the clause is kept whole: the subject does the act at its own place and time, for its own person; a sad
        // song about an act that goes on again and again is watched in silence (nobody is gone who is still there).
        // Round 14: a theme headed by the act's place ("the porch where grandpa read to me") brings its act and time.
        const tail = scene.place !== undefined && scene.core !== undefined ? { core: scene.core, time: scene.time ?? '', goal: '', also: '', habit: /^(?:every|each|mỗi|những|매일|每)|마다/iu.test(scene.time ?? '') } : readClauseTail(scene.whole, scene.agent, language);
        const clause = clauseLines[language];
        const present = dark && tail !== null && tail.habit && !scene.withSinger;
        const place = scene.place ?? '';
        const clauseSlots: Record<string, string> = tail === null ? {} : { a: scene.agent, c: tail.core, t: tail.time, g: tail.goal, w: tail.also, b: dark && !tail.habit ? 'was' : 'is', v: /던$/u.test(tail.core) ? '떠올라' : '보여', l: language === 'zh' && !/[里上下边口外]$/u.test(place) ? `${place}里` : place };
        // The act at its time, else with its place alone; then for whom and what else (the chorus names the act with its place).
        // A line that only repeats the whole clause (no time or person cut from it) is left to the opening.
        const bare = (text: string): string => text.toLowerCase().replace(/[\p{P}\s]+/gu, '');
        const repeatsWhole = (line: string): boolean => bare(line).includes(bare(scene.whole));
        const parts = place !== '' ? [...(tail?.time ? clause.timedPlaced : []), ...clause.placed] : [...(tail?.time ? clause.timed : clause.plain), ...(tail?.goal ? clause.goal : []), ...(tail?.also ? clause.also : [])];
        const told = tail === null ? [] : parts.map((line) => fillScene(line, clauseSlots, language)).filter((line) => !repeatsWhole(line));
        const agents = present ? mix(clause.present, slots) : mix((scene.withSinger ? act.together : act.lines)[tone], slots);
        const nouns = scene.nouns.flatMap((noun) => shuffled(act.nouns, random).slice(0, 2).map((line) => fillScene(line, { ...slots, n: noun }, language)));
        const withNouns = agents.flatMap((line, i) => (nouns[i] !== undefined ? [line, nouns[i] as string] : [line]));
        // The opening names the whole clause: its parts come from the verse's second line on, one in turn with the others.
        const toldAll = told.length > 0 ? withNouns.flatMap((line, i) => (told[i] !== undefined ? [line, told[i] as string] : [line])) : withNouns;
        // Round 13 (lyr5): a shared scene sings its act (the verb with its object) in the verses, every other line.
        const acts = scene.act !== undefined ? mix(scene.shared === true ? act.acts : act.watched, { ...slots, v: scene.act }) : [];
        const verses = acts.length > 0 && told.length === 0 ? toldAll.flatMap((line, i) => (i % 2 === 0 && acts[i / 2] !== undefined ? [acts[i / 2] as string, line] : [line])) : toldAll;
        this.verses = new Lines(verses, verses, random);
        const hooks = mix(act.hooks[tone], slots);
        const first = scene.nouns[0];
        const named = first !== undefined ? act.sceneHook[tone].map((line) => fillScene(line, { ...slots, n: first }, language)) : mix(act.bareHook[tone], slots);
        const clauseHooks = tail === null ? [] : (place !== '' ? clause.placed : clause.hooks).map((line) => fillScene(line, clauseSlots, language)).filter((line) => !repeatsWhole(line));
        // A sad song about an act that goes on again and again misses nobody: its chorus is watched in silence too.
        const quiet = present ? mix(clause.presentHooks, slots) : [];
        this.hooks = present ? new Lines([...clauseHooks, ...quiet], [...clauseHooks, ...quiet], random) : new Lines([...clauseHooks, ...named, ...hooks], hooks, random);
        this.openings = new Lines([], fits ? mix(act.opening[tone], slots) : agents, random);
        this.moods = null;
        this.slot = scene.agent;
        break;
      }
      case 'day': {
        // Round 13 (lyr5): the day away or at home; the singer's own clause is sung whole, first, in their own person.
        const day = dayLines[language];
        const side = scene.away ? 'away' : 'home';
        const slots = { f: scene.day };
        const plain = mix(day.lines[side], slots);
        // A day a family knows is sung with its own images, in turn with the day's lines.
        const own = scene.kind !== '' ? shuffled(knownDayLines[language][scene.kind], random) : [];
        // The day is named early in the verses (a poem sings no chorus): a line naming it comes first.
        const naming = plain.findIndex((line) => line.includes(scene.day));
        const ordered = naming > 0 ? [plain[naming] as string, ...plain.filter((_line, i) => i !== naming)] : plain;
        const lines = ordered.flatMap((line, i) => (own[i] !== undefined ? [line, own[i] as string] : [line]));
        const clause = scene.clause !== '' ? [language === 'en' || language === 'vi' ? scene.clause.charAt(0).toUpperCase() + scene.clause.slice(1) : scene.clause] : [];
        this.verses = new Lines([...clause, ...lines], lines, random);
        const hooks = mix(day.hooks[side], slots);
        this.hooks = new Lines([], hooks, random);
        this.openings = new Lines([], mix(day.opening[side], slots), random);
        this.moods = null;
        this.slot = scene.day;
        break;
      }
      case 'percept': {
        // Round 14: the percept comes and goes at its own place and time; the whole theme opens the song when it is a line.
        const lines = perceptLines[language];
        const tone: PerceptTone = dark ? 'dark' : soft ? 'soft' : 'bright';
        const slots = { p: scene.percept, l: scene.place, n: scene.time };
        const coming = mix(lines.coming[scene.sense], slots);
        const placed = scene.place !== '' ? mix(lines.placed[scene.sense], slots) : [];
        const timed = scene.time !== '' ? mix(scene.once ? lines.once : lines.timed, slots) : [];
        const verses = [...coming];
        if (placed[0] !== undefined) verses.splice(1, 0, placed[0]);
        if (timed[0] !== undefined) verses.splice(3, 0, timed[0]);
        const pool = [...coming, ...placed, ...timed];
        this.verses = new Lines(verses, pool, random);
        const hooks = mix(lines.hooks[scene.sense], slots);
        const moodHooks = mix(lines.toneHooks[tone], slots);
        this.hooks = new Lines([hooks[0] as string, moodHooks[0] as string], [...hooks, ...moodHooks], random);
        const capital = language === 'en' || language === 'vi' ? whole.charAt(0).toUpperCase() + whole.slice(1) : whole;
        this.openings = new Lines([], fits ? [capital] : [placed[0] ?? (coming[0] as string)], random);
        this.moods = new Lines([], shuffled(lines.moods[tone], random), random);
        this.ownFeelings = true;
        this.closings = new Lines([], shuffled(lines.closings[tone], random), random);
        this.slot = scene.percept;
        break;
      }
      case 'after': {
        const mood = pack.after[scene.mood];
        const lines = shuffled(mood.lines, random);
        this.verses = new Lines(lines, lines, random);
        this.hooks = new Lines([], shuffled(mood.hooks, random), random);
        const capital = language === 'en' || language === 'vi' ? whole.charAt(0).toUpperCase() + whole.slice(1) : whole;
        this.openings = new Lines([], fits ? [capital] : lines, random);
        // The mood lines and the verses are one pool, so a feeling never repeats a verse line of the same song.
        this.moods = this.verses;
        this.slot = null;
        break;
      }
    }
  }
  /** The first line: the whole theme, or a line naming the shape's own phrases. */
  opening(): string {
    return this.openings.next();
  }
  /** A verse line. */
  line(): string {
    return this.verses.next();
  }
  /** A chorus line. */
  hook(): string {
    return this.hooks.next();
  }
  /** Every second feeling of an "after" song is one of its mood lines; null otherwise (the composer's own feeling). */
  feeling(): string | null {
    this.feelings += 1;
    return this.moods !== null && (this.ownFeelings || this.feelings % 2 === 1) ? this.moods.next() : null;
  }
  /** Round 14: a percept song's own last line; null for the other shapes (the composer's closing). */
  closing(): string | null {
    return this.closings?.next() ?? null;
  }
  /** A short line for a haiku's middle: the shortest of a few verse lines. */
  haiku(limit: number): string {
    // Round 15: a deed's haiku sings the act (its chorus line, else its core), never only a mood line.
    const deed = this.deedHaiku.find((line) => [...line].length <= limit) ?? this.deedHaiku[this.deedHaiku.length - 1];
    if (deed !== undefined) return deed;
    const drawn = Array.from({ length: 4 }, () => this.verses.next());
    // Round 13: a scene's haiku names its subject or one of its nouns.
    if (this.scene.shape === 'act') {
      const scene = this.scene;
      const naming = drawn.filter((line) => [scene.agent, ...scene.nouns].some((word) => line.toLowerCase().includes(word.toLowerCase())) && [...line].length <= limit);
      const best = naming.sort((a, b) => [...a].length - [...b].length)[0];
      if (best !== undefined) return best;
    }
    // Round 14: a percept's haiku names the percept (never only "Closer, then further, then gone").
    if (this.scene.shape === 'percept') {
      const percept = this.scene.percept.toLowerCase();
      const naming = [...drawn, ...Array.from({ length: 8 }, () => this.verses.next())].filter((line) => line.toLowerCase().includes(percept));
      const best = naming.filter((line) => [...line].length <= limit).sort((a, b) => [...a].length - [...b].length)[0] ?? naming.sort((a, b) => [...a].length - [...b].length)[0];
      if (best !== undefined) return best;
    }
    return drawn.filter((line) => [...line].length <= limit).sort((a, b) => [...a].length - [...b].length)[0] ?? (drawn[0] as string);
  }
  /** The shape's name, for the composer's gates. */
  get shape(): SceneTheme['shape'] {
    return this.scene.shape;
  }
}
