/** Built-in lyrics and poems: 10 emotions × 8 forms, composed from per-language image, feeling and hook pools with the theme woven in. */
import { englishHaikuEndings, lyricsEn } from './data/lyrics/en.ts';
import { lyricsKo } from './data/lyrics/ko.ts';
import type { LyricsPack, LyricsTone } from './data/lyrics/types.ts';
import { lyricsVi } from './data/lyrics/vi.ts';
import { lyricsZh } from './data/lyrics/zh.ts';
import { withParticle } from './korean-particles.ts';
import { countSyllables } from './lyrics-syllables.ts';
import { readTheme, type LyricsTheme } from './lyrics-theme.ts';
import { kindLines, type KindMood, type KindPool } from './data/lyrics/kind-lines.ts';
import { fillFamilyLine, matchLyricsFamilies, withoutStockProps, type MatchedFamily } from './lyrics-families.ts';
import { cleanTitleSpan, isSingableNounPhrase } from './lyrics-noun-phrase.ts';
import { findLyricsPerson, inRegister, respectfulPool, withoutRequestFrame, type LyricsPerson } from './lyrics-person.ts';
import { peopleLines } from './data/lyrics/people.ts';
import { neutralLines } from './data/lyrics/neutral-lines.ts';
import { plainLines } from './data/lyrics/lyrics-plain-lines.ts';
import { objectLines } from './data/lyrics/lyrics-object-lines.ts';
import { eventLines } from './data/lyrics/lyrics-event-lines.ts';
import { isMishap, readLyricsEvent } from './lyrics-event.ts';
import { isKoreanVerbForm, isMainEventKind, readMainEvent } from './lyrics-main-clause.ts';
import { companionLines, englishCompanionHaiku, englishEventHaiku, mainEventLines, ownerLines, type LyricsMainEventKind } from './data/lyrics/lyrics-main-event-lines.ts';
import { isCompanionMention, isHeadMention, isSituation } from './lyrics-head-gate.ts';
import { isBackgroundMention } from './lyrics-family-gate.ts';
import { toneRhymes } from './data/lyrics/rhymes-tone.ts';
import { premisePool, readLyricsPremise, type LyricsPremise } from './lyrics-premise.ts';
import { themeNames } from './lyrics-names.ts';
import { isNotOwnAnimal, isSideMention, isSpoiledFood, withoutAddressee } from './lyrics-grounded.ts';
import { readImageTheme, type ImageTheme } from './lyrics-image-read.ts';
import { ImageSong, keepsFamily, notAloneLine, togetherLine } from './lyrics-image-lines.ts';
import { tailJoins } from './lyrics-image2-rap.ts';
import { readSceneTheme } from './lyrics-scene-read.ts';
import { moreClosings, moreFamilyLines, moreToneFeelings } from './data/lyrics/lyrics-more-lines.ts';
import { SceneSong } from './lyrics-scene-song.ts';
import { agreeingLines } from './lyrics-kind-agree.ts';
import { readActScene } from './lyrics-act-read.ts';
import { readMadeKind } from './lyrics-made-read.ts';
import { readClauseTail } from './lyrics-clause-tail.ts';
import { readSettingScene } from './lyrics-setting-read.ts';
import { readToldScene } from './lyrics-told-read.ts';
import { readDeedScene } from './lyrics-deed-read.ts';
import { readDayTheme } from './lyrics-day-read.ts';
import { readAfter } from './lyrics-scene-read.ts';
import { eventFamilies } from './data/lyrics/families-events.ts';
import type { DeedTone } from './data/lyrics/lyrics-deed-lines.ts';
import { tracePath } from './content-trace.ts';
import { readMoment, type Moment } from './lyrics-moment.ts';
import { pick, shuffled } from '../contract/seeded-random.ts';
import { lyricsEmotions, type ContentGenerator, type ContentLanguage, type LyricsEmotion, type LyricsForm } from '../contract/content-types.ts';

/** Round 15: the families of an event sung from within (a confession, a graduation, a match, a last shift). */
const eventFamilyIds = new Set(eventFamilies.map((family) => family.id));

/** Round 15: the word that puts an act after something ended ("after", "sau", "끝나고", "之后"). */
const afterMarker: Record<ContentLanguage, RegExp> = {
  en: /\bafter\b/iu,
  vi: /(?<![\p{L}\p{M}])sau(?![\p{L}\p{M}])/iu,
  ko: /끝나고|끝내고|마치고|끝난 뒤|후에|다음에/u,
  zh: /后|之后|结束/u,
};

/** Round 15: the tone a deed is sung in: a parting (breakup), anger, an ache (sadness, longing), glad, or calm. */
const deedTone: Record<LyricsEmotion, DeedTone> = {
  general: 'soft', comfort: 'soft', breakup: 'letgo', anger: 'fire', sadness: 'ache', longing: 'ache', love: 'bright', hope: 'bright', joy: 'bright', cheering: 'bright',
};

const packs: Record<ContentLanguage, LyricsPack> = { en: lyricsEn, ko: lyricsKo, vi: lyricsVi, zh: lyricsZh };

/**
 * Round 18: the state after something, when the theme names none of its own (no failure, no night shift, no first
 * night), takes the visitor's chosen emotion: a breakup or a sadness is let down, never "released" ("driving home alone
 * after the wedding of the one I loved" sang "my heart is light… and that is all right").
 */
function withEmotionMood(scene: ReturnType<typeof readSceneTheme>, emotion: LyricsEmotion): ReturnType<typeof readSceneTheme> {
  return scene !== null && scene.shape === 'after' && scene.mood === 'released' && emotion === 'breakup' ? { ...scene, mood: 'letdown' } : scene;
}

/** The tone family of each emotion. */
export const emotionTone: Record<LyricsEmotion, LyricsTone> = {
  general: 'soft', breakup: 'dark', love: 'bright', hope: 'bright', sadness: 'dark',
  joy: 'bright', longing: 'dark', cheering: 'bright', comfort: 'soft', anger: 'fire',
};

const formEmoji: Record<LyricsForm, string> = {
  song: '🎵', poem: '📝', rap: '🎤', ballad: '🎹', dance_pop: '💃', indie_folk: '🪕', haiku: '🍃', free_verse: '🖋️',
};

/** Longest theme shown as a title, in characters. */
const themeLimit = 40;
/** Longest title cut from a theme, in characters (English and Vietnamese words are longer). */
const titleLimit: Record<ContentLanguage, number> = { en: 50, vi: 50, ko: 40, zh: 40 };
/** Round 17: the longest told-back clause a chorus sings whole; a longer one is named by its clean title span. */
const heartLimit: Record<ContentLanguage, number> = { en: 36, vi: 36, ko: 26, zh: 16 };
/** Longest theme read for its key, images and settings, in characters (a longer one is cut at a word boundary). */
const readLimit = 120;

/** Words a cut theme must not end on (English and Vietnamese joining words; Korean and Chinese cut inside words). */
const danglingWords = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'of', 'to', 'for', 'with', 'at', 'in', 'on', 'by', 'my', 'your', 'our', 'his', 'her', 'their', 'we', 'i', 'when', 'before', 'after', 'that',
  'và', 'với', 'của', 'cho', 'khi', 'trước', 'sau', 'là', 'mà', 'thì', 'những', 'các', 'một', 'đã', 'đang', 'sẽ', 'đi', 'về', 'ở', 'trong', 'lúc',
  // Vietnamese heads and classifiers cut from their second syllable ("những buổi | chiều", "chiếc | xe đạp").
  'buổi', 'kỳ', 'mùa', 'lời', 'chiếc', 'cái', 'con', 'cuộc', 'chuyến', 'nỗi', 'niềm',
  // Vietnamese prepositions and verbs that leave a title hanging ("… chờ người yêu cũ dưới").
  'dưới', 'trên', 'bên', 'chờ', 'đợi', 'không', 'gửi', 'nuôi', 'bán', 'làm', 'từ',
]);

/** Cleans the visitor's theme: trimmed, single spaces, no surrounding quotes or punctuation, at most 40 characters at a word boundary. */
export function cleanTheme(raw: string, fallback: string, limit = themeLimit): string {
  let theme = raw.replace(/\s+/gu, ' ').trim().replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, '');
  if ([...theme].length > limit) {
    const head = [...theme].slice(0, limit).join('');
    const space = head.lastIndexOf(' ');
    theme = space > limit / 2 ? head.slice(0, space) : head;
    // A cut must not leave the theme hanging on a joining word ("… before college and the", "… với bố trước khi").
    let words = theme.split(' ');
    while (words.length > 1 && danglingWords.has((words[words.length - 1] ?? '').toLowerCase())) words = words.slice(0, -1);
    theme = words.join(' ');
  }
  return theme.length > 0 ? theme : fallback;
}

const minorWords = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'at', 'to', 'for', 'by', 'with']);

/** English title case: every word capitalised except short function words after the first. */
function titleCase(text: string): string {
  // "2 a.m." keeps its lower case (round 7: "Walking the Dog at 2 A.m.").
  return text.split(' ').map((word, i) => (i > 0 && (minorWords.has(word.toLowerCase()) || /^[ap]\.m\.?$/iu.test(word)) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1))).join(' ');
}

/** Fills a template: {t} is the theme, {T} the theme capitalised (English, Vietnamese), {Title} title-cased in English, {t:을} the theme with a Korean particle. */
export function fillTheme(template: string, theme: string, language: ContentLanguage): string {
  const capitalised = language === 'en' || language === 'vi' ? theme.charAt(0).toUpperCase() + theme.slice(1) : theme;
  return template
    .replace(/\{Title\}/gu, language === 'en' ? titleCase(theme) : capitalised)
    .replace(/\{T\}/gu, capitalised)
    .replace(/\{t:([^}]+)\}/gu, (_match, particle: string) => (language === 'ko' ? koreanWithParticle(theme, particle) : theme))
    .replace(/\{t\}/gu, theme);
}

/** Kin and titles called without the vocative 아/야 ("엄마", never "엄마야"; "선생님"). */
const koreanBareVocative = /(?:엄마|아빠|어머니|아버지|할머니|할아버지|언니|오빠|누나|형|선생님|부모님|이모|삼촌|고모|선배|님)$/u;

/** A Korean particle after the theme; a kin word takes no vocative. */
function koreanWithParticle(theme: string, particle: string): string {
  return (particle === '아' || particle === '야') && koreanBareVocative.test(theme) ? theme : withParticle(theme, particle);
}

/** Draws items without repeats until the pool is used up, then reshuffles. */
class Draw<T> {
  private queue: T[] = [];
  constructor(private readonly items: readonly T[], private readonly random: () => number) {}
  next(): T {
    if (this.queue.length === 0) this.queue = shuffled(this.items, this.random);
    const item = this.queue.pop();
    if (item === undefined) throw new RangeError('draw from an empty pool');
    return item;
  }
}

/** The lines of a theme's families, interleaved (one of each family in turn) and drawn without repeats until used up. */
class FamilyLines {
  private queue: string[] = [];
  private last: string | undefined;
  private readonly haikuQueue: string[];
  /** How many lines have been drawn; past the families' line count a draw would repeat a line already sung. */
  private drawn = 0;
  constructor(private readonly families: readonly MatchedFamily[], private readonly language: ContentLanguage, private readonly random: () => number) {
    this.haikuQueue = shuffled(families.flatMap((family) => family.text.haiku.map((line) => fillFamilyLine(line, family, language))), random);
  }
  next(): string {
    if (this.queue.length === 0) {
      // A line that names the theme's own noun ("室友的笑声…", "Hơi ấm từ xôi…") comes first in its family.
      const pools = this.families.map((family) => {
        const own = shuffled(family.text.lines.filter((line) => line.includes('{k')), this.random);
        // Round 8: then a line that names the premise in the theme's own words ("雨" of a rainy night, "Tết", "kẹt xe").
        const naming = shuffled(family.text.lines.filter((line) => !line.includes('{k') && family.names.test(line)), this.random);
        const rest = shuffled(family.text.lines.filter((line) => !line.includes('{k') && !family.names.test(line)), this.random);
        return [...own, ...naming, ...rest].map((line) => fillFamilyLine(line, family, this.language));
      });
      const longest = Math.max(...pools.map((pool) => pool.length));
      for (let i = 0; i < longest; i += 1) for (const pool of pools) if (pool[i] !== undefined) this.queue.push(pool[i] as string);
      // A refilled queue never opens on the line just sung ("One plate, one fork…" twice in a row).
      if (this.queue.length > 1 && this.queue[0] === this.last) this.queue.push(this.queue.shift() as string);
    }
    const line = this.queue.shift();
    this.last = line;
    if (line === undefined) throw new RangeError('a family without lines');
    return line;
  }
  haiku(): string | null {
    return this.haikuQueue.shift() ?? null;
  }
  /** Whether a line not yet sung is left (round 9: a small family is not sung round again in one song). */
  fresh(): boolean {
    return this.drawn < this.size;
  }
  /** Draws a line and counts it. */
  draw(): string {
    this.drawn += 1;
    return this.next();
  }
  /** How many distinct lines the families hold. */
  private get size(): number {
    return this.families.reduce((sum, family) => sum + family.text.lines.length, 0);
  }
}

/** Scene lines that state an image exists ("There was …", "Ở đó từng có …", "那里曾有…", "거기엔 … 있었지"). */
const existential = /^(?:There was|There's|Ở đó từng có|Có |那里曾有|曾经有|거기엔)/u;

/** Words that join two parts of a theme. */
const coordinator: Record<ContentLanguage, RegExp> = { en: /\s+and\s+/iu, vi: /\s+và\s+/iu, ko: /\s+그리고\s+/u, zh: /和|与/u };

/** A theme written to someone: the person is then addressed ("…동생한테", "gửi mẹ", "to my dad", "写给妈妈"). */
const dedication: Record<ContentLanguage, RegExp> = {
  en: /(?:^|\s)(?:to|for|dear)\s+(?:my|our)\b|^dear\b/iu,
  vi: /(?:^|\s)(?:gửi|tặng|cho)\s/iu,
  ko: /한테|에게|께/u,
  zh: /给|致|写给/u,
};

/** Deictics that stand in for a theme no noun phrase of which can fill a slot (rule A). */
const deictic: Record<ContentLanguage, string> = { en: 'this', vi: 'điều này', ko: '이 마음', zh: '这一切' };

/** The phrase the theme slots repeat: a person's address, the key, another image, the clean title or a family noun, if a noun phrase. */
function slotTheme(reading: LyricsTheme, language: ContentLanguage, families: readonly MatchedFamily[], person: LyricsPerson | null): string {
  // A relation word names a person, never a name: sung to them by their address ("Mom", "엄마"), about them in the third person.
  if (person !== null) return person.dedicated ? person.address : person.about;
  // Round 9: "6:40 train" is "the 6:40 train" in a line.
  if (language === 'en' && /^\d[\d:.]*\s+\p{L}/u.test(reading.key) && reading.kind !== 'person') return slotTheme({ ...reading, key: `the ${reading.key}` }, language, families, person);
  // Round 9: the clean title stands in only when it is short enough to recall; a long theme is never pasted into a slot.
  const title = cleanTitleSpan(reading.full, language) ?? '';
  const candidates = [reading.kind === 'person' ? reading.address : reading.key, ...reading.images, isRecallable(title, language) ? title : '', ...families.map((family) => family.noun)];
  // "Đừng dừng, AFF" (session 5): an acronym cut from a theme whose family names its world gives way to that family's noun.
  const fits = (candidate: string): boolean => candidate.length > 0 && isSingableNounPhrase(candidate, language) && !(families.length > 0 && /^\p{Lu}{2,6}$/u.test(candidate)) && !(language === 'ko' && koreanCutPredicate(candidate, reading.full));
  return candidates.find(fits) ?? deictic[language];
}

/**
 * Whether a Korean span is a sentence-final verb read as a noun and a particle ("지나" of "…앞을 못 지나가", round 7):
 * the theme's last word is the span with a tail, and a noun with a bare particle never ends a Korean sentence.
 */
export function koreanCutPredicate(span: string, full: string): boolean {
  const words = full.trim().replace(/[.!?…~]+$/u, '').split(/\s+/u);
  const last = words[words.length - 1] ?? '';
  const spanWords = span.trim().split(/\s+/u);
  const head = spanWords[spanWords.length - 1] ?? '';
  return last !== head && last.startsWith(head) && words.slice(-spanWords.length).join(' ').startsWith(span.trim());
}

/** Korean adjectives that stay with the noun they modify ("어린 시절", "작은 방"). */
const koreanKeptModifier = /^(?:어린|작은|오래된|낡은|따뜻한|추운|더운|늦은|이른|조용한|새|옛|첫|좁은|넓은|작던|어리던)$/u;

/**
 * A Korean image cut from its modifier ("시절 여름" of "어린 시절 여름") gets the adjective back; one cut from a verb's
 * modifier ("드린 운동화" → "운동화" is fine, "보낸 여름" is not) is dropped (rule A): null.
 */
function withKoreanModifier(image: string, full: string): string | null {
  const words = full.split(/\s+/u);
  const first = image.split(/\s+/u)[0] ?? image;
  const at = words.indexOf(first);
  const imageWords = image.split(/\s+/u).length;
  // "끓인 | 라면": an adnominal form followed by its noun in the theme is a modifier, never an image on its own.
  if (at >= 0 && at + imageWords < words.length && /(?:인|은|는|던|한|운|된|린|진|낸|간|온|본|쓴|준|할|갈|올|볼)$/u.test(image)) return null;
  if (at <= 0) return image;
  const before = words[at - 1] as string;
  if (koreanKeptModifier.test(before)) return `${before} ${image}`;
  return /(?:은|는|던|린|한|된|낸|운|진|간|온|른)$/u.test(before) && image.includes(' ') ? null : image;
}

/**
 * An English key with the determiner the theme gives it ("my driver's license", "the night shift"), or null when the key
 * has one already, is a name, or the theme writes it bare. Only a lowercase determiner inside the theme is taken, so the
 * key stays a substring of the theme.
 */
export function englishDeterminedKey(key: string, full: string): string | null {
  if (!/^\p{Ll}/u.test(key) || /^(?:my|our|his|her|their|the|this|that|a|an|your)\s/iu.test(key)) return null;
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const found = new RegExp(`(?<![\\p{L}])(my|our|his|her|their|the|this|that)\\s+${escaped}(?![\\p{L}])`, 'u').exec(full);
  return found ? `${found[1] as string} ${key}` : null;
}

/** Line makers for one generation: draws images, feelings, themes and hooks without repeats. */
export class LyricsComposer {
  private readonly feelings: Draw<string>;
  private readonly themeLines: Draw<string>;
  private readonly hooks: Draw<string>;
  private readonly closings: Draw<string>;
  /** Lines that fit any premise, for a theme no family names (round 6: no random image paired with a random action). */
  private readonly neutral: Draw<string>;
  /** How many plain lines have been written (every second is a feeling line). */
  private plainLines = 0;
  /** How many feeling lines the pool holds (a small pool is not drawn for plain lines too). */
  private readonly feelingCount: number;
  /** Scene templates, drawn without repeats so two recalled scenes never open alike. */
  private readonly scenes: Draw<(image: string) => string>;
  private readonly rhymeFamilies: Draw<number>;
  private readonly tails: Draw<string>[];
  /** The theme's own images still to recall, in order (a long theme's other noun phrases). */
  private readonly themeImages: string[];
  /** The theme's own time and place openers still to use. */
  private readonly themeAdverbials: string[];
  /** Whether the whole long theme has been named in a recalled scene. */
  private namedWhole = false;
  /** Whether a scene has been recalled (then the theme's remaining images are used before stock images). */
  private usedScene = false;
  /** The phrase theme slots repeat: the whole theme when short, its key noun phrase when long (a person's address form). */
  readonly theme: string;
  /** The theme's families (rule C): when any matched, lines come from their image banks instead of the stock pools. */
  readonly families: readonly MatchedFamily[];
  /** The families' lines, interleaved so every family is heard; null when no family matched. */
  private readonly familyLines: FamilyLines | null;
  /** The chorus lines of the first family that has them. */
  private readonly familyHooks: Draw<string> | null;
  /** Whether the theme is dedicated to a person ("…동생한테", "gửi mẹ"): then the person is addressed in the theme lines and hooks. */
  private readonly dedicated: boolean;
  /** How many theme lines have been written (a short theme is named in the first one). */
  private themeLinesWritten = 0;
  /** Round 13: whether the slot is an empty head noun (마음, 心情, cảm giác, feeling): the theme is then named whole once. */
  private readonly emptyHead: boolean;
  /** Round 13: whether the theme is Vietnamese typed without its marks (sung whole once, never cut into slots). */
  readonly unmarked: boolean;
  /** Whether no noun phrase of the theme can fill a slot (round 7): theme lines and hooks then carry no slot at all. */
  readonly bare: boolean;
  /** Round 9: whether the theme names no "you" to sing to (a sad song about a thing): lines to one leave the pools. */
  readonly noAddressee: boolean;
  /** The theme's outcome, time and tense (round 7): lines that contradict it leave every pool. */
  readonly premise: LyricsPremise;
  /** Round 9b: lines telling the main clause's event (the thing lost, broken, stolen, found) when no family answers; null otherwise. */
  private readonly events: Draw<string> | null;
  /** How many event lines have been sung (two at most: one in a verse, one in the chorus). */
  private eventsSung = 0;

  /** Round 9c: the companion's line (the one who was there, "with my grandpa"), sung once after the event; null otherwise. */
  private companionLine: string | null = null;
  /** Round 9c: the companion as named (an English haiku's last line names them). */
  readonly companion: string;
  /** Round 9c: the main clause's event, when its lines are sung (an English haiku ends the thing's line on it). */
  readonly mainEvent: LyricsMainEventKind | null = null;
  /** Round 11: the song of the theme's own object, act or coming event (its whole phrase in every slot); null when its grammar is not sure. */
  private readonly imageSong: ImageSong | null;
  /** Round 12: the song of a pair of images, a gift, a person away or the singer's state after something; null otherwise. */
  private readonly sceneSong: SceneSong | null;
  /** Round 12: the scene's lines, when it writes the verses too (null when it only sets the mood of a theme with its own images). */
  private readonly sceneLines: SceneSong | null;
  /** Round 13: the families a scene's act or place names (not its subject), lending images to the scene's verses; null otherwise. */
  private readonly actFamilyLines: FamilyLines | null = null;
  /** Round 17: the request told back as the singer's line, when the families answer a clause; null otherwise. */
  private readonly toldBack: Moment | null = null;
  /** Round 20: a scene song's moment (an act, a deed, a day the visitor told), told in its parts at the head of the second verse. */
  private readonly sceneMoment: Moment | null = null;
  /** Round 19: the moment's parts left for the head of the second verse (then its echo), once the first verse is sung. */
  private toldLater: string[] = [];
  /** Round 19: whether the second verse has taken up the moment again. */
  private retoldDone = false;
  /** Round 17: the rest of a told-back clause (its time, place or second part), sung in the line after the opening. */
  private toldRest = '';
  /** Round 17: whether the chorus has named the told-back clause's heart. */
  private heartSung = false;
  /** How many image lines a scene's song has sung. */
  private sceneImages = 0;

  constructor(readonly pack: LyricsPack, readonly language: ContentLanguage, readonly emotion: LyricsEmotion, readonly reading: LyricsTheme, readonly random: () => number, readonly person: LyricsPerson | null = null, companion = '', owner = '', image: ImageTheme | null = null, scene: SceneSong | null = null) {
    this.companion = companion;
    this.sceneSong = scene;
    this.imageSong = image !== null ? new ImageSong(image, language, random, reading.full, emotionTone[emotion] === 'dark' || emotionTone[emotion] === 'fire') : null;
    const read = readLyricsPremise(reading.full, language, emotion);
    // Round 9: a longing song about a thing or a place misses no one far away unless the theme says so ("거리가 멀어질수록…").
    const nobodyFar = reading.long && person === null && reading.kind !== 'person' && emotion === 'longing' && readLyricsPremise(reading.full, language, 'general').near;
    this.premise = nobodyFar ? { ...read, near: true } : read;
    const premise = this.premise;
    // Round 7: a pass is no consolation, a midnight no sunshine, a move next week not yet an empty room.
    // Round 13: a line naming a kind (a dog's leash, a New Year's dinner, snow) is sung only when the theme agrees with it.
    const fitting = <T extends string>(pool: readonly T[]): readonly T[] => {
      const kept = premisePool(pool, premise, language);
      const agreeing = agreeingLines(kept, reading.full, language);
      return agreeing.length > 0 ? agreeing : kept;
    };
    const agreeing = <T extends string>(pool: readonly T[]): readonly T[] => agreeingLines(premisePool(pool, premise, language), reading.full, language);
    // Round 9: a stray or a neighbour's animal is nobody's pet here: no leash, no bowl, no tail at the door.
    const notOwn = isNotOwnAnimal(reading.full, language);
    // Round 9: spilled coffee on a shirt is a mishap: no steam curling up, no first sip.
    const spoiledFood = isSpoiledFood(reading.full, language);
    this.families = matchLyricsFamilies(reading.full, language, emotionTone[emotion] === 'dark' || emotionTone[emotion] === 'fire', premise.ahead, premise.success ? 'success' : premise.failure ? 'failure' : null).filter((family) => !(notOwn && family.id === 'pet') && !(spoiledFood && family.id === 'food') && (image === null || keepsFamily(family.id, family.noun, image, language))).map((family) => ({ ...family, text: { lines: agreeing([...family.text.lines, ...(moreFamilyLines[family.id]?.[language] ?? [])]), hooks: agreeing(family.text.hooks), haiku: agreeing(family.text.haiku) } })).filter((family) => family.text.lines.length > 0);
    this.familyLines = this.families.length > 0 ? new FamilyLines(this.families, language, random) : null;
    if (scene !== null && scene.scene.shape === 'act') {
      const agent = scene.scene.agent.toLowerCase();
      const acting = this.families.filter((family) => !agent.includes(family.noun.toLowerCase()) && !family.noun.toLowerCase().includes(agent));
      this.actFamilyLines = acting.length > 0 ? new FamilyLines(acting, language, random) : null;
    }
    // Round 9c: a situation no family heads is sung around its main clause: its event about its thing, a whole noun
    // phrase ("茉莉花", "the umbrella", "이어폰"), which is then the key, the opening's image and the slot; nothing else of
    // the sentence (no cut fragment like "外婆一起种" or "받았는데 통") is recalled.
    // A family that fired from the setting ("下雨天", rain) leaves the event to be told too ("车一直没来"), about its own thing.
    const main = reading.long && person === null ? readMainEvent(reading.full, language) : null;
    // Round 12: the state after a shift, an exam or a loss keeps a theme's own images (the diner, the sea, an object's
    // song, its main event) and sets only the mood: the feelings, and the chorus where the stock hooks would sing.
    // A loss ("考研失败后", "after the breakup") is sung as the loss: the families of its lead-up (a study night) are past.
    const letdown = scene !== null && scene.scene.shape === 'after' && scene.scene.mood === 'letdown';
    const hasOwnImages = (this.families.length > 0 && !letdown) || this.imageSong !== null || (main !== null && main.thing !== '');
    this.sceneLines = scene !== null && !(scene.shape === 'after' && hasOwnImages) ? scene : null;
    if (main !== null && main.thing !== '') {
      const thing = main.thing;
      reading = { ...reading, key: thing, named: thing, kind: 'object', address: thing, images: [] };
      this.reading = reading;
    }
    // Round 10: "driver's license" of "finally got my driver's license" is sung with its determiner ("my driver's
    // license"): a bare English common noun in a line reads as broken grammar ("All I can think about is driver's license").
    const determined = language === 'en' && person === null && reading.kind !== 'person' ? englishDeterminedKey(reading.key, reading.full) : null;
    if (determined !== null) {
      reading = { ...reading, key: determined, named: reading.named === reading.key ? determined : reading.named };
      this.reading = reading;
    }
    // Rule A: only a complete noun phrase of the theme fills a slot; a family's own noun, the clean title or a deictic stand in.
    this.theme = this.sceneLines?.slot ?? this.imageSong?.slot ?? slotTheme(reading, language, this.families, person);
    // An empty request keeps the pack's own fallback address ("你", "you") as before.
    // Round 12: the state after something has no phrase to chant ("Sing it out for home"): its chant stands alone.
    // Round 13: Vietnamese typed without its marks ("bo cho minh di hoc bang xe dap") is not read word by word: no piece
    // of it fills a slot ("Ta cứ quay về với minh di hoc bang xe"); it is sung whole once, and the lines carry no slot.
    this.unmarked = language === 'vi' && isUnmarkedVietnamese(reading.full);
    // Round 13: an empty head ("…기다리는 마음", "…的心情", "the feeling of…") is no thing to hold or sing to
    // ("마음을 아직도 마음에 품고 있어"): the theme is named whole once and the lines carry no slot.
    this.emptyHead = emptyHead[language].test(this.theme.trim());
    this.bare = this.unmarked || this.emptyHead || (this.theme === deictic[language] && reading.full !== pack.fallbackTheme) || (this.sceneLines !== null && this.sceneLines.slot === null);
    // Round 9b: a theme no family answers is sung around its main clause's event ("기타 줄이 끊어졌어", "把日记本弄丢了").
    const event = this.families.length === 0 && reading.long && !this.bare && person === null && reading.key === this.theme ? readLyricsEvent(reading.full, language, reading.key) : null;
    const beside = main !== null && main.thing !== '' && this.families.length > 0 && !this.families.some((family) => main.thing.includes(family.noun) || family.noun.includes(main.thing));
    const mainLines = main !== null && main.thing !== '' && (main.thing === this.theme || beside) ? (isMainEventKind(main.kind) ? mainEventLines[language][main.kind] : eventLines[language][main.kind]) : null;
    const told = event !== null ? eventLines[language][event] : mainLines;
    if (event === null && mainLines !== null && main !== null && isMainEventKind(main.kind)) this.mainEvent = main.kind;
    const toldThing = event === null && main !== null && mainLines !== null ? main.thing : this.theme;
    this.events = told === null ? null : new Draw(told.map((line) => fillTheme(line, toldThing, language)), random);
    // Round 9c: the companion is kept as the one who was there, in a family's song too ("和室友们…吃烧烤").
    if (companion !== '') this.companionLine = fillTheme(pick(companionLines[language], random), companion, language);
    // A thing handed down names who kept it first ("할아버지가 쓰시던 손목시계를 물려받았다").
    else if (owner !== '' && this.mainEvent === 'inherited') this.companionLine = fillTheme(pick(ownerLines[language], random), owner, language);
    this.dedicated = person !== null ? person.dedicated : reading.kind === 'person' && dedication[language].test(reading.full);
    // An elder sung to in Korean is never called 너: such lines leave every pool (rule A for people).
    const respectful = <T extends string>(pool: readonly T[]): readonly T[] => fitting(this.dedicated ? respectfulPool(pool, language, person) : pool);
    // A theme with families is written around through their lines: its own images that a family already names ("北漂",
    // "수능", "a care home") are not recalled bare; one that no family covers ("外卖小哥", "成都九眼桥") is recalled once.
    // "At the diner where," (session 5): an English place opener cut before a relative word gives its place as an image.
    // Round 9: "the wall every evening" is the wall: a time after the place is no part of it.
    const placeImages = language === 'en' ? reading.adverbials.map((adverbial) => adverbial.replace(/[,;:]$/u, '').replace(/\s+(?:where|that|which|who|when)$/iu, '').replace(/\s+(?:every|each|this|last|next|all)\s+\p{L}+$|\s+(?:tonight|today|yesterday|again)$/iu, '').split(/\s+/u).slice(1).join(' ')).filter((place) => /^(?:the|my|our|a)\s|^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)*$/u.test(place)) : [];
    // A place key ("the diner") that no family names is recalled once even when families write the rest.
    // Round 9: so is an object key ("老收音机", "chiếc máy khâu cũ") and the theme's fullest image: the song names what the visitor wrote.
    const placeKey = this.families.length > 0 && (reading.kind === 'place' || reading.kind === 'object') && reading.key !== '' ? [reading.key] : [];
    if (this.families.length > 0 && reading.long && reading.named !== reading.full && !placeKey.includes(reading.named) && isRecallable(reading.named, language)) placeKey.push(reading.named);
    const ownImages = [...placeKey, ...reading.images, ...placeImages.filter((place) => !placeKey.includes(place))].map((image) => (language === 'ko' ? withKoreanModifier(image, reading.full) : image)).filter((image): image is string => image !== null && isSingableNounPhrase(image, language) && !(language === 'ko' && koreanCutPredicate(image, reading.full)));
    // Round 8: a place or holiday the theme names ("Canada", "Sài Gòn", "Huế") is recalled first, even when families write the rest.
    const uncovered = ownImages.filter((image) => !this.families.some((family) => image.includes(family.noun) || family.noun.includes(image))).sort((a, b) => [...b].length - [...a].length);
    // Round 9: a name inside an image a family covers ("my dog Biscuit" under the pet family) is still sung: "Biscuit".
    const recalled = this.families.length > 0 ? uncovered : ownImages;
    const names = themeNames(reading.full, language).filter((name) => !recalled.some((image) => image.includes(name)) && !this.families.some((family) => family.noun.includes(name)) && !reading.key.includes(name));
    // Round 9: a key the slot only calls by its name ("our sourdough starter Gerald" sung to as "Gerald") is recalled whole once.
    const slot = slotTheme(reading, language, [], person);
    const wholeKey = this.families.length === 0 && reading.key !== '' && slot !== reading.key && reading.key.includes(slot) && isRecallable(reading.key, language) ? [reading.key] : [];
    // Round 17: a theme the families answer that is a clause (an act, a decision, an event) is told back whole in the
    // opening and named in the chorus; no cut piece of it ("가르쳐 드리기", "飞机", "旅游") is recalled as an image after.
    // The stock fall-through (no family, no scene, no event told) tells such a clause back the same way.
    this.toldBack = (this.families.length > 0 || (this.events === null && !this.dedicated && this.sceneSong === null)) && reading.long && this.sceneLines === null && this.imageSong === null && !this.unmarked ? readMoment(reading.full, language, premise.memory, emotion, this.dedicated) : null;
    // Round 20: a scene's act, deed or day sang the request only in its own frame ("Here I am, <the whole request>",
    // "My dad beside me"); a deed's second verse now tells the moment in its parts (cut by lyrics-moment, never round
    // 17's -ing shape, whose cut the deed's own opening already tells), then the act in the chosen emotion.
    const sceneTelling = this.sceneLines !== null && sceneTold.has(this.sceneLines.shape) && reading.long && !this.dedicated && !this.unmarked ? readMoment(reading.full, language, premise.memory, emotion, false) : null;
    this.sceneMoment = sceneTelling !== null && sceneTelling.whole && sceneTelling.parts.length >= 2 ? sceneTelling : null;
    this.themeImages = this.unmarked || this.toldBack !== null ? [] : (this.families.length > 0 ? [...names, ...uncovered].slice(0, 3) : [...wholeKey, ...names, ...ownImages]).filter((image) => !emptyHead[language].test(image.trim()) && (premise.memory || !isWhereSingerIs(image, reading.full, language)));
    // Rule B: a theme with families takes its time and place from their lines, not from the reader's cut openers.
    this.themeAdverbials = this.families.length > 0 || this.imageSong !== null ? [] : reading.adverbials.filter((adverbial) => isSingableNounPhrase(adverbial.replace(/[,，、]$/u, '').split(/\s+/u).slice(1).join(' '), language));
    const tone = emotionTone[emotion];
    // Round 6: a sad song about a sister leaving does not borrow a breakup's "your side of the bed" (a partner nobody named).
    const siblings = lyricsEmotions.filter((other) => other !== emotion && emotionTone[other] === tone && !(partnerEmotions.has(other) && !partnerEmotions.has(emotion)));
    // A few feelings of the sibling emotions widen the pool that the audit (rule B) narrowed.
    const borrowedFeelings = shuffled(siblings.flatMap((other) => withoutStockProps(pack.feelings[other], language)), random).slice(0, 4);
    // "지친 나를 위해 초를 하나 켜" in a poem for a friend (fifth read): a song for someone else keeps no self-care line.
    // Round 12: the tone's extra prop-free lines widen every pool, so ten seeds do not sing the same few feelings.
    const feelingPool = withoutStockProps([...pack.feelings[emotion], ...pack.toneFeelings[tone], ...moreToneFeelings[language][tone], ...borrowedFeelings], language);
    const forSomeone = this.dedicated || (reading.kind === 'person' && dedication[language].test(reading.full));
    const outward = forSomeone ? feelingPool.filter((line) => !selfCare[language].test(line)) : feelingPool;
    // Round 9: a sad or longing song about a thing or a place, or a love song about someone it is not sung to, has no "you"
    // to miss or hold ("If I close my eyes, you're almost here" for a lost ring): lines addressing one leave the pools.
    // Round 12: a pair of images, a gift or a state has no "you" either; a person away may be sung to.
    this.noAddressee = (this.sceneLines !== null && this.sceneLines.shape !== 'away') || (this.imageSong?.unaddressed ?? false) || (reading.long && !this.dedicated && (((emotion === 'sadness' || emotion === 'longing') && person === null && reading.kind !== 'person') || (emotion === 'love' && person !== null)));
    const unaddressed = <T extends string>(pool: readonly T[]): readonly T[] => (this.noAddressee ? withoutAddressee(pool, language) : pool);
    const feelings = unaddressed(respectful(outward.length >= 4 ? outward : feelingPool));
    this.feelingCount = feelings.length;
    this.feelings = new Draw(feelings, random);
    // A person is addressed, a place described, an event remembered: their own lines replace the emotion's, which
    // treat the key as a thing to chase or hold ("go get 고3 동생, it's yours").
    // Round 7: a theme with no noun phrase to name sings slot-free lines, never "Come back, this, come back".
    // Round 9b: a plain ("general") song about new shoes that gave blisters or a snapped string aches, never "thanks to it, a smiling day".
    const poolEmotion: LyricsEmotion = emotion === 'general' && reading.long && this.families.length === 0 && isMishap(reading.full, language) ? 'sadness' : emotion;
    const kindPool = this.bare ? plainLines[language][kindMood(emotion)] : person !== null ? personPoolFor(language, person, emotion) ?? kindLines[language].person[kindMood(emotion)] : kindPoolFor(language, reading, poolEmotion);
    // Round 7: cheering for what is already won ("마라톤 완주했다") celebrates it; "Go, go, don't stop" is for a race ahead.
    const lineEmotion: LyricsEmotion = premise.success && (emotion === 'cheering' || emotion === 'hope') ? 'joy' : emotion;
    this.themeLines = new Draw(respectful(withoutStockProps(kindPool?.themeLines ?? pack.themeLines[lineEmotion], language)), random);
    this.hooks = new Draw(respectful(withoutStockProps(kindPool?.hooks ?? pack.hooks[lineEmotion], language)), random);
    this.closings = new Draw(unaddressed(respectful(withoutStockProps([...pack.closings[tone], ...moreClosings[language][tone]], language))), random);
    // The chorus lines of the first family that has them, widened by the next families' until there are two (a chorus
    // sings two different hooks; an iced drink leaves a family one).
    const hookLines: string[] = [];
    for (const family of this.families) {
      if (hookLines.length >= 2) break;
      hookLines.push(...family.text.hooks.map((line) => fillFamilyLine(line, family, language)));
    }
    // Session 5: a family's comfort hooks ("Chút ấm áp là đủ rồi") are no chorus for a breakup, sadness or anger song.
    if (tone === 'dark' || tone === 'fire') hookLines.splice(0, hookLines.length, ...hookLines.filter((line) => !comfortHook[language].test(line)));
    if (hookLines.length === 1) hookLines.push(fillTheme(this.hooks.next(), this.theme, language));
    this.familyHooks = hookLines.length > 0 ? new Draw(hookLines, random) : null;
    // Shuffled here, at a different point of the seeded stream than the first line is drawn: seeds a fixed step apart
    // otherwise opened many songs on the same neutral line.
    this.neutral = new Draw(shuffled(unaddressed(respectful([...neutralLines[language][kindMood(emotion)]])), random), random);
    // Round 7: "I still remember…" opens only a song that looks back; a present or coming event is named in the present.
    this.scenes = new Draw(premise.memory ? pack.sceneLines : presentScenes[language], random);
    // An anger rap rhymes on fire, a sad one on ache; only the bright and soft emotions take the uplift tails.
    const rhymes = rhymesFor(language, tone, pack);
    this.rhymeFamilies = new Draw(rhymes.map((_, i) => i), random);
    this.tails = rhymes.map((family) => new Draw(fitting(withoutStockProps(family, language)), random));
    tracePath(() => this.pathName(told !== null ? (event !== null ? `event:${event}` : `main:${main?.kind ?? ''}`) : null, kindPool !== null ? (this.bare ? 'plain' : person !== null ? 'person' : reading.kind) : null));
  }

  /** Round 17: the path that writes this song's verses, for the dev trace tool (bench/content-eval/trace.ts). */
  private pathName(told: string | null, kind: string | null): string {
    if (this.sceneLines !== null) return `lyrics:scene:${this.sceneLines.shape}`;
    const mood = this.sceneSong !== null ? `+mood:${this.sceneSong.shape}` : '';
    if (this.imageSong !== null) return `lyrics:image${mood}`;
    if (this.families.length > 0) return `lyrics:families:${this.families.map((family) => family.id).join(',')}${told !== null ? `+${told}` : ''}${mood}`;
    if (told !== null) return `lyrics:${told}${mood}`;
    return `lyrics:stock:${kind ?? 'emotion'}${mood}`;
  }

  image(): string {
    // Round 17: the rest of a told-back clause follows its act in the very next line, whatever that line's kind.
    const told = this.takeToldRest();
    if (told !== '') return told;
    if (this.sceneLines !== null) return this.sceneLines.line();
    if (this.familyLines) return this.familyLines.haiku() ?? this.familyLines.next();
    return this.neutral.next();
  }
  imageLine(): string {
    const rest = this.takeToldRest();
    if (rest !== '') return rest;
    if (this.sceneLines !== null) return this.sceneImage();
    // Round 11: the object's own images (wool, a chain, laces) first, then the families that belong to its world, then
    // its own lines and plain ones in turn.
    const own = this.imageSong?.image() ?? null;
    if (own !== null) return own;
    if (this.imageSong !== null && !this.familyLines?.fresh()) {
      this.plainLines += 1;
      return this.plainLines % 2 === 1 ? this.imageSong.line() : this.neutral.next();
    }
    // Once a scene has been recalled, the theme's other images ("烧烤", "노을") come before stock ones.
    if (this.usedScene && this.themeImages.length > 0) return this.scene();
    if (this.familyLines?.fresh()) return this.familyLines.draw();
    return this.plainLine();
  }
  /** Round 12: a scene's verse line; after a shift at the diner or by the sea, every second one is the family's own image. */
  private sceneImage(): string {
    const scene = this.sceneLines as SceneSong;
    this.sceneImages += 1;
    if (scene.shape === 'after' && this.familyLines?.fresh() && this.sceneImages % 2 === 1) return this.familyLines.draw();
    // Round 13: a scene's act or place that a family knows ("bán xôi", "rain") lends its images in turn; a family named
    // only by the scene's subject ("mom", "cat") does not (its kitchen is not the lake).
    if (scene.shape === 'act' && this.actFamilyLines?.fresh() && this.sceneImages % 2 === 0) return this.actFamilyLines.draw();
    return scene.line();
  }
  /** A line for a theme no family names: neutral and feeling lines in turn (a small feeling pool is left alone), so neither is heard in every song. */
  private plainLine(): string {
    this.plainLines += 1;
    return this.plainLines % 2 === 0 && this.feelingCount >= 16 ? this.feeling() : this.neutral.next();
  }
  feeling(): string {
    const told = this.takeToldRest();
    if (told !== '') return told;
    // Round 12: a scene's song takes its mood lines, then lines of no place, weather or prop ("거리가 멀어질수록…" is no
    // feeling for a wooden spoon), never the emotion's stock feelings.
    if (this.sceneLines !== null) return this.sceneLines.feeling() ?? this.neutral.next();
    const mood = this.sceneSong?.feeling() ?? null;
    if (mood !== null) return mood;
    let line = this.feelings.next();
    // Round 11: a theme sung alone has nobody "together" with the singer.
    for (let tries = 0; tries < 6 && this.imageSong?.theme.alone === true && togetherLine[this.language].test(line); tries += 1) line = this.feelings.next();
    const own = this.themeAdverbials.shift();
    if (own !== undefined) return this.pack.withAdverbial(own, line);
    // Round 6: only openers with no time, place or weather ("Even now,"), never "After the rain," or "At 3 a.m.," unasked.
    return this.familyLines === null && this.random() < 0.35 ? this.pack.withAdverbial(pick(plainAdverbials[this.language], this.random), line) : line;
  }
  /** The first line of a piece: a long theme is named whole once, as a recalled scene; otherwise an image line. */
  opening(): string {
    if ((this.unmarked || ((this.emptyHead || emptyHead[this.language].test(this.reading.named.trim())) && this.reading.long)) && !this.namedWhole) {
      this.namedWhole = true;
      return this.unmarked ? this.reading.full.charAt(0).toUpperCase() + this.reading.full.slice(1) : this.frame(this.reading.full);
    }
    if (this.sceneLines !== null) {
      if (this.namedWhole) return this.sceneLines.line();
      this.namedWhole = true;
      return this.sceneLines.opening();
    }
    if (this.imageSong !== null && !this.namedWhole) {
      this.namedWhole = true;
      return this.imageSong.opening();
    }
    if (this.familyLines && this.reading.long && !this.namedWhole) {
      // The theme's first clause, when it is a noun phrase shorter than the whole ("my grandmother's kitchen", "北漂十年"),
      // is recalled once; the whole sentence is never pasted as a line, and the families' lines do the rest.
      this.namedWhole = true;
      const clean = cleanTitleSpan(this.reading.full, this.language, titleLimit[this.language]);
      // "mùa thi cuối cấp | và lời hứa…", "the night before my driving test | and my dad's old car": the first of two joined parts.
      const span = clean === this.reading.full ? (clean.split(coordinator[this.language])[0] ?? clean).trim() : clean;
      // Round 9: after the opening, the theme's own images (a name, "a big pitch") come before the families' stock.
      this.usedScene = true;
      // Round 17: a theme that is a clause (an act, a decision, an event) is told back first, in the visitor's words.
      if (this.toldBack !== null) {
        tracePath('lyrics:families:told-back');
        this.toldRest = this.toldBack.rest;
        return this.toldBack.act;
      }
      if (span !== null && span !== this.reading.full && isRecallable(recallForm(span, this.language), this.language)) return this.frame(recallForm(span, this.language));
      return this.familyLines.draw();
    }
    if (this.reading.long && !this.namedWhole) {
      this.namedWhole = true;
      if (this.toldBack !== null) {
        tracePath('lyrics:stock:told-back');
        this.toldRest = this.toldBack.rest;
        return this.toldBack.act;
      }
      // Session 5: "Ta cứ quay về với Cổ vũ đội tuyển…", "我还记得每天挤两小时地铁上班": a whole clause of the request is
      // never pasted as the opening line; only a short noun phrase is recalled, otherwise the song opens on an image.
      // Round 9: the song still opens on what the visitor wrote: the theme's own first image, when it has one.
      if (!isRecallable(this.reading.named, this.language)) return this.themeImages.length > 0 ? this.scene() : this.imageLine();
      // Round 13: "第一次在国外过春节": the place the singer is in now is no place to think back to ("又想起国外").
      if (!this.premise.memory && isWhereSingerIs(this.reading.named, this.reading.full, this.language)) return this.imageLine();
      this.usedScene = true;
      // "I keep going back to a bike" (round 6): the visitor's own image is a known one, "that bike".
      // Round 13: "lời xin lỗi chưa kịp": modal and aspect words cut from their verb are left off ("lời xin lỗi").
      const named = this.language === 'en' ? this.reading.named.replace(/^(?:a|an)\s+/iu, 'that ') : this.language === 'vi' ? this.reading.named.replace(/(?:\s+(?:chưa|kịp|đã|sẽ|đang|vừa|mới|cũng|vẫn|còn|được|phải|muốn|cần|định|không))+$/iu, '') : this.reading.named;
      // "There was driving home…": a scene that names a clause, not a noun, is not written as an existential.
      for (let tries = 0; tries < 4; tries += 1) {
        const line = this.scenes.next()(named);
        if (!clauseLike(named, this.language)) return line;
        if (/^(?:I remember|Still thinking about|All I can think about|My mind keeps|Ta vẫn nhớ|Cứ nghĩ mãi về|Trong đầu chỉ toàn|Lòng cứ nghĩ về|我还记得|总是想起|满脑子都是|心里装着|머릿속엔)/u.test(line)) return line;
      }
      return this.frame(named);
    }
    return this.imageLine();
  }
  themeLine(): string {
    const told = this.takeToldRest();
    if (told !== '') return told;
    this.themeLinesWritten += 1;
    if (this.sceneLines !== null) return this.sceneLines.line();
    if (this.imageSong !== null) return this.imageSong.line();
    // Round 9c: the one who was there ("with my grandpa") is sung once, right after the event, beside the singer.
    if (this.companionLine !== null && (this.eventsSung === 1 || (this.events === null && this.themeLinesWritten >= 2))) {
      const line = this.companionLine;
      this.companionLine = null;
      return line;
    }
    if (this.events !== null && this.eventsSung < 2) {
      this.eventsSung += 1;
      return this.events.next();
    }
    // A short theme ("mưa", "rain") is named once in its own words; a long one was named whole in the opening.
    const namesShort = !this.reading.long && this.themeLinesWritten === 1;
    // A song ABOUT someone names them once in the third person, even when families write the rest ("mẹ bán xôi…").
    const namesPerson = this.person !== null && !this.dedicated && this.themeLinesWritten === 1;
    if (this.familyLines?.fresh() && !this.dedicated && !namesShort && !namesPerson) return this.familyLines.draw();
    return fillTheme(this.themeLines.next(), this.theme, this.language);
  }
  hook(): string {
    if (this.sceneLines !== null) return this.sceneLines.hook();
    if (this.imageSong !== null) return this.imageSong.hook();
    if (this.familyHooks && !this.dedicated) {
      // Round 17: the chorus of a told-back clause first names its heart in a few words (the title's clean span).
      if (this.toldBack !== null && !this.heartSung) {
        this.heartSung = true;
        return this.heart(this.toldBack);
      }
      return this.familyHooks.next();
    }
    // Round 12: after a double shift, no "Oh, the last bus home, you made my day": the mood's own chorus.
    if (this.sceneSong !== null) return this.sceneSong.hook();
    // Round 19: a thing's own song keeps its chorus (the thing held in mind); the moment is told in its verses.
    if (this.toldBack !== null && !this.heartSung && this.familyHooks === null && !(this.person === null && !this.bare && this.reading.kind === 'object')) {
      this.heartSung = true;
      return this.heart(this.toldBack);
    }
    return fillTheme(this.hooks.next(), this.theme, this.language);
  }
  scene(): string {
    const rest = this.takeToldRest();
    if (rest !== '') return rest;
    this.usedScene = true;
    if (this.sceneLines !== null) return this.sceneImage();
    if (this.imageSong !== null) {
      // One of the theme's other whole images outside the phrase ("the diner" the drive home came from) is recalled once.
      // Korean and Chinese cuts ("下夜班", "와이셔츠 다리기") are times and acts as often as things: only a determined English
      // phrase or a Vietnamese phrase of two words is recalled.
      const sung = `${this.imageSong.theme.phrase} ${this.imageSong.theme.act}`;
      const other = this.themeImages.splice(0).find((image) => !sung.includes(image) && (this.language === 'en' ? /^(?:the|my|our|a|an)\s/iu.test(image) : this.language === 'vi' && image.includes(' ')));
      if (other !== undefined) return this.recall(other);
      return this.imageSong.image() ?? (this.familyLines?.fresh() ? this.familyLines.draw() : this.imageSong.line());
    }
    const own = this.themeImages.shift();
    if (this.familyLines) return own !== undefined ? this.recall(own) : this.familyLines.fresh() ? this.familyLines.draw() : this.plainLine();
    // "I keep going back to a bike" (round 6): a recalled English image is one the visitor knows, so "that bike".
    // "There was radio" (round 7): a bare English singular noun the visitor named is "the radio".
    const known = own !== undefined && this.language === 'en' ? withEnglishArticle(own.replace(/^(?:a|an)\s+/iu, 'that ')) : own;
    return known === undefined ? this.plainLine() : this.scenes.next()(known);
  }
  list(): string {
    const told = this.takeToldRest();
    if (told !== '') return told;
    if (this.sceneLines !== null) return this.sceneLines.line();
    if (this.imageSong !== null) return this.imageLine();
    if (this.familyLines?.fresh()) return this.familyLines.draw();
    return this.plainLine();
  }
  /** Round 17: the rest of a told-back clause, once, right after the opening told its act; '' otherwise. */
  private takeToldRest(): string {
    const rest = this.toldRest;
    this.toldRest = '';
    if (rest === '' && this.toldLater.length > 0) return this.toldLater.shift() as string;
    return rest;
  }
  /**
   * Round 19: the first line of the second verse or stanza. A told moment is taken up again there, in the visitor's
   * words: its parts the opening did not sing, then its act in the chosen emotion; any other song sings its own line.
   */
  retold(line: () => string): string {
    if (this.toldBack === null && this.sceneMoment !== null && !this.retoldDone && this.namedWhole) {
      this.retoldDone = true;
      tracePath('lyrics:scene:told-moment');
      const [head, ...parts] = this.sceneMoment.parts;
      this.toldLater = [...parts, this.sceneMoment.echoLine];
      return head as string;
    }
    if (this.toldBack === null || this.retoldDone || !this.namedWhole) return line();
    this.retoldDone = true;
    const [first, ...rest] = this.toldBack.later;
    if (first === undefined) return line();
    this.toldLater = rest;
    return first;
  }
  /** Round 17: the chorus line that names a told-back clause in a few words: its own words when short, else its clean title span. */
  private heart(told: Moment): string {
    if (told.name !== '' && (told.whole || [...told.name].length <= heartLimit[this.language])) return told.name;
    const span = cleanTitleSpan(this.reading.full, this.language, heartLimit[this.language]) ?? '';
    if (span === '' || span === this.reading.full || !this.reading.full.toLowerCase().startsWith(span.toLowerCase())) return told.act;
    return span.charAt(0).toUpperCase() + span.slice(1);
  }
  /** Recalls one of the theme's own images, never as an existential ("There was 楼下", "那里曾有北漂") nor in the opening's frame. */
  private recall(bare: string): string {
    const image = this.language === 'en' ? withEnglishArticle(bare) : bare;
    for (let tries = 0; tries < 6; tries += 1) {
      const line = this.scenes.next()(image);
      if (!existential.test(line) && !line.startsWith(this.frame('').trim())) return line;
    }
    return this.frame(image);
  }
  /** The frame that names a span whole: a memory ("I remember …") only when the theme looks back, else the present. */
  private frame(named: string): string {
    return (this.premise.memory ? rememberFrame : presentFrame)[this.language](named);
  }
  /** Round 9c: the shortest line of the main clause's event for a haiku's middle, or null when the theme tells none. */
  eventHaiku(limit: number): string | null {
    if (this.events === null) return null;
    const lines = Array.from({ length: 4 }, () => (this.events as Draw<string>).next()).filter((line) => [...line].length <= limit);
    return lines.reduce<string | null>((best, line) => (best === null || [...line].length < [...best].length ? line : best), null);
  }
  /** Round 9c: the companion's line for a haiku's last line when it is short enough, or null. */
  companionHaiku(limit: number): string | null {
    return this.companionLine !== null && [...this.companionLine].length <= limit ? this.companionLine : null;
  }
  /** Round 11: the middle of a haiku about the theme's own object, act or eve (never the phrase in a stock frame); null otherwise. */
  imageHaiku(): string | null {
    // A state after something leaves the haiku to the theme's own image ("first snow" after the breakup).
    // Round 13: a scene small enough to make a haiku's lines itself ("mẹ ngồi vá áo | dưới ánh đèn dầu") keeps that path.
    if (this.sceneLines !== null && this.sceneLines.shape === 'act' && this.language !== 'en' && splitHaikuTheme(this.reading.full, this.language) !== null) return null;
    if (this.sceneLines !== null && this.sceneLines.shape !== 'after') return this.sceneLines.haiku(this.language === 'zh' ? 14 : this.language === 'ko' ? 18 : 40);
    return this.imageSong?.haiku() ?? null;
  }
  /** A short haiku line of the theme's families, or null when none matched. */
  familyHaiku(): string | null {
    // Round 15: a deed's haiku takes no family's season word (a word of its time or place fired the family, not the act).
    if (this.sceneLines?.shape === 'deed') return null;
    return this.familyLines?.haiku() ?? null;
  }
  closing(): string {
    // Round 14: a percept song closes on its own lines, which name no time of day or place the theme did not give.
    const own = this.sceneLines?.closing() ?? null;
    if (own !== null) return own;
    let line = this.closings.next();
    for (let tries = 0; tries < 6 && this.imageSong?.theme.alone === true && (notAloneLine[this.language].test(line) || togetherLine[this.language].test(line)); tries += 1) line = this.closings.next();
    return line;
  }
  /** A rhymed couplet: two leads ending in tails of one rhyme family. */
  couplet(leads: readonly string[]): string[] {
    const tails = this.tails[this.rhymeFamilies.next()] as Draw<string>;
    // Round 11b: a tail ends the bar only when lead and tail make one sentence of the singer's (lyrics-image2-rap.ts).
    return leads.map((lead) => {
      const tail = tails.next();
      return tailJoins(lead, tail, this.reading.full, this.language) ? this.pack.bar(lead, tail) : lead;
    });
  }
  title(): string {
    // Round 15: a deed too long to be a title is titled by its core ("Xếp lại mấy lá thư cũ"), never cut mid-phrase.
    const deed = this.sceneLines?.scene.shape === 'deed' ? this.sceneLines.scene : null;
    if (deed !== null && [...this.reading.full].length > titleLimit[this.language]) {
      const core = this.language === 'ko' ? `${deed.core} ${deed.head === '지금' ? '중' : deed.head}` : deed.core;
      const titled = fillTheme(this.language === 'en' || this.language === 'vi' ? '{Title}' : '{t}', core, this.language);
      return this.language === 'en' ? titleCase(titled) : titled;
    }
    // Round 11: an object with its clause or an act is the title as the reader cut it ("The Lunchbox My Dad Packed Every Morning").
    const phrase = this.imageSong !== null && this.imageSong.theme.shape !== 'eve' ? this.imageSong.theme.phrase : '';
    if (phrase !== '' && phrase !== this.reading.full && this.reading.full.toLowerCase().startsWith(phrase.toLowerCase()) && [...phrase].length <= titleLimit[this.language]) return fillTheme(this.language === 'en' || this.language === 'vi' ? '{Title}' : '{t}', phrase, this.language);
    // A long theme is the title as it stands (a situation reads as a title; "Songs for <sentence>" does not), cut at
    // its first clause when that clause can stand alone ("Mùa mưa Sài Gòn", "Gửi mẹ ở quê"), never mid-phrase.
    const cut = cleanTitleSpan(this.reading.full, this.language, titleLimit[this.language]);
    // Round 9: a title is never a bare day cut at a comma ("Monday" of "Monday, 6:40 train…"): the theme is cut cleanly instead.
    const rest = this.reading.full.split(/\s*[,，;；]\s*/u).slice(1).join(', ');
    const cleanCut = cut !== null && isTimeOnly(cut, this.language) && rest.length > 0 ? cleanTitleSpan(rest, this.language, titleLimit[this.language]) : cut;
    // Round 9c: a title never stops inside the main clause's thing ("…Burned the Christmas"): it runs to the thing's end.
    const thingAt = this.mainEvent !== null ? this.reading.full.indexOf(this.reading.key) : -1;
    // A cut that runs past the thing onto a verb ("The Umbrella My Coworker Lent Me Flew") stops at the thing's end instead.
    const thingEnd = thingAt + this.reading.key.length;
    const clean = cleanCut !== null && thingAt >= 0 && cleanCut !== this.reading.full && cleanCut.length > thingAt && this.reading.full.startsWith(cleanCut) && cleanCut.length !== thingEnd ? this.reading.full.slice(0, thingEnd) : cleanCut;
    const plain = this.reading.long || this.families.length > 0 || clean === null || !isSingableNounPhrase(clean, this.language);
    const template = plain ? (this.language === 'en' || this.language === 'vi' ? '{Title}' : '{t}') : pick(this.pack.titles, this.random);
    const title = fillTheme(template, clean ?? titleTheme(this.reading.full, this.language), this.language);
    return this.language === 'en' ? titleCase(title) : title;
  }
}

/** A place word right after a locative ("在国外", "ở Nhật", "타지에서", "in a new city"): where the singer is now. */
const locativeBefore: Record<ContentLanguage, (named: string) => RegExp> = {
  en: (named) => new RegExp(`\\b(?:in|at)\\s+(?:a\\s+|the\\s+)?${escaped(named)}`, 'iu'),
  vi: (named) => new RegExp(`(?:^|\\s)(?:ở|tại)\\s+${escaped(named)}`, 'iu'),
  ko: (named) => new RegExp(`${escaped(named)}(?:에서|에)`, 'u'),
  zh: (named) => new RegExp(`在${escaped(named)}`, 'u'),
};

/** A text as a literal inside a pattern. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Whether a theme puts the singer in the place a span names (never recalled as a place missed). */
export function isWhereSingerIs(named: string, full: string, language: ContentLanguage): boolean {
  return named.trim() !== '' && locativeBefore[language](named.trim()).test(full);
}

/** Round 20: the scene shapes whose second verse tells the request's moment in its parts (the singer's own deed). */
const sceneTold: ReadonlySet<string> = new Set(['deed']);

/** Head nouns that name only a state of mind or a moment: never a slot of their own. */
const emptyHead: Record<ContentLanguage, RegExp> = {
  en: /^(?:the |this |that |my )?(?:feeling|mood|feelings)$/iu,
  vi: /^(?:cảm giác|tâm trạng|nỗi lòng|tâm tư)$/iu,
  ko: /^(?:마음|생각|기분|느낌|심정|감정)$/u,
  zh: /^(?:心情|感觉|心|心境|滋味)$/u,
};

/** Whether a Vietnamese theme of three words or more carries none of the language's marks (typed on a plain keyboard). */
export function isUnmarkedVietnamese(theme: string): boolean {
  return theme.trim().split(/\s+/u).length >= 3 && /^[\x20-\x7e]+$/u.test(theme) && /[a-z]/iu.test(theme);
}

/** A bare lower-case English singular noun gets "the" ("radio" → "the radio"); plurals, names and phrases stay as they are. */
export function withEnglishArticle(image: string): string {
  return /^[a-z]+$/u.test(image) && !/(?:s|ing)$/u.test(image) && !/^(?:coffee|rain|snow|music|love|home|bread|tea|water|time|work|school|college|church|class|bed|town|dinner|lunch|breakfast|chemo|therapy)$/u.test(image) ? `the ${image}` : image;
}

/** Lines of care for the singer's own self ("for the tired parts of me", "지친 나를 위해"): not in a song for someone else. */
const selfCare: Record<ContentLanguage, RegExp> = {
  en: /parts of me|for myself|to myself|be kind to me/iu,
  vi: /trong mình|cho chính mình|cho bản thân/iu,
  ko: /나를 위해|나 자신|내 자신/u,
  zh: /给自己|为自己|疲惫的自己|我自己/u,
};

/** Openers that bring no time, place or weather, for a feeling line of a theme no family names. */
const plainAdverbials: Record<ContentLanguage, readonly string[]> = {
  en: ['In the quiet,', 'Again,', 'Some days,', 'Even now,', 'Still,'],
  vi: ['Trong tĩnh lặng,', 'Lại một lần nữa,', 'Có những ngày,', 'Cả lúc này,', 'Vẫn thế,'],
  ko: ['고요 속에서', '또다시', '어떤 날엔', '지금도', '여전히'],
  zh: ['在安静里，', '又一次，', '有些日子，', '直到现在，', '依然，'],
};

/** Emotions whose lines presuppose a partner ("your side of the bed"): only each other borrow them. */
const partnerEmotions: ReadonlySet<LyricsEmotion> = new Set(['breakup', 'love']);

/** The mood of an emotion for the kind pools. */
function kindMood(emotion: LyricsEmotion): KindMood {
  const tone = emotionTone[emotion];
  return tone === 'fire' ? 'fire' : tone === 'dark' ? 'ache' : 'warm';
}

/** The pool for a person named by relation: an elder sung to, or anyone sung about; null for a peer sung to (the kind pool). */
function personPoolFor(language: ContentLanguage, person: LyricsPerson, emotion: LyricsEmotion): KindPool | null {
  // Round 8: an anger song about the boss is no "I miss him, my voice goes small at his name": the fire pool sings it.
  if (kindMood(emotion) === 'fire' && !person.dedicated) return null;
  const mood = kindMood(emotion) === 'warm' ? 'warm' : 'ache';
  if (!person.dedicated) return peopleLines[language].about[mood];
  return person.elder ? peopleLines[language].elder[mood] : null;
}

/** The theme lines and hooks for the key's kind and the emotion's mood; null for objects and feelings. */
function kindPoolFor(language: ContentLanguage, reading: LyricsTheme, emotion: LyricsEmotion): KindPool | null {
  const lines = kindLines[language];
  const mood = kindMood(emotion);
  if (reading.kind === 'person') return lines.person[mood];
  if (reading.kind === 'place') return lines.place[mood === 'fire' ? 'ache' : mood];
  if (reading.kind === 'event') return lines.event[mood === 'fire' ? 'ache' : mood];
  // Round 9: a thing named inside a whole situation ("my neighbor's old piano that I hear…") is held in mind, never chased.
  if (reading.long && reading.key !== '') return objectLines[language][mood];
  return null;
}

/** A frame that recalls a clause ("I remember driving home…", "我还记得被房东…"). */
const rememberFrame: Record<ContentLanguage, (named: string) => string> = {
  en: (named) => `I remember ${named}`,
  vi: (named) => `Ta vẫn nhớ ${named}`,
  ko: (named) => `아직도 그날이 생각나, ${named}`,
  zh: (named) => `我还记得${named}`,
};

/** A frame that names a clause in the present, for a theme that does not look back ("All I can think about is …"). */
const presentFrame: Record<ContentLanguage, (named: string) => string> = {
  en: (named) => `All I can think about is ${named}`,
  vi: (named) => `Trong đầu chỉ toàn là ${named}`,
  ko: (named) => `머릿속엔 온통 ${named}`,
  zh: (named) => `满脑子都是${named}`,
};

/** Scene frames in the present, for a theme that does not look back (no "I remember", "There was", "那里曾有"). */
const presentScenes: Record<ContentLanguage, readonly ((image: string) => string)[]> = {
  // Round 8: "This one's for the hallway", "这首歌写给火车票": a dedication fits a person, never a recalled object or place.
  en: [presentFrame.en, (image) => `My mind keeps drifting to ${image}`, (image) => `I keep coming back to ${image}`],
  vi: [presentFrame.vi, (image) => `Lòng cứ nghĩ về ${image}`, (image) => `Ta cứ ngoái lại nhìn ${image}`],
  ko: [presentFrame.ko, (image) => `자꾸 ${withParticle(image, '이')} 눈에 밟혀`, (image) => `자꾸 ${withParticle(image, '을')} 돌아보게 돼`],
  zh: [presentFrame.zh, (image) => `心里装着${image}`, (image) => `又想起${image}`],
};

/** The rap rhyme families of a tone: fire for anger, ache for the dark emotions, the pack's uplift tails otherwise. */
export function rhymesFor(language: ContentLanguage, tone: LyricsTone, pack: LyricsPack): readonly (readonly string[])[] {
  if (tone === 'fire') return toneRhymes[language].fire;
  if (tone === 'dark') return toneRhymes[language].ache;
  return pack.rhymes;
}

/** Hooks of warmth and small comforts, which a dark or fiery song does not sing as its chorus. */
const comfortHook: Record<ContentLanguage, RegExp> = {
  en: /warm|comfort|little comforts|cozy/iu,
  vi: /ấm áp|an ủi|ấm lòng/iu,
  ko: /따뜻|위로|온기/u,
  zh: /温暖|安慰|暖暖|小确幸/u,
};

/** A span that is only a day or a time of day ("Monday", "tonight", "thứ hai", "월요일 아침", "周一"). */
const timeOnly: Record<ContentLanguage, RegExp> = {
  en: /^(?:(?:on|this|next|last)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tonight|tomorrow|yesterday|weekend)(?:\s+(?:morning|night|evening|afternoon))?$/iu,
  vi: /^(?:sáng |tối |chiều )?(?:thứ (?:hai|ba|tư|năm|sáu|bảy)|chủ nhật|hôm nay|hôm qua|ngày mai|tối nay|đêm nay)$/iu,
  ko: /^(?:[월화수목금토일]요일|오늘|어제|내일|주말)(?:\s?(?:아침|밤|저녁|오후))?$/u,
  zh: /^(?:周[一二三四五六日天]|星期[一二三四五六日天]|今天|昨天|明天|今晚|周末)(?:早上|晚上|下午)?$/u,
};

/** Whether a span is only a day or a time of day. */
export function isTimeOnly(span: string, language: ContentLanguage): boolean {
  return timeOnly[language].test(span.trim());
}

/** Longest span of the request an opening line may recall, in words (en, vi) or characters (ko, zh). */
const recallLimit: Record<ContentLanguage, number> = { en: 7, vi: 5, ko: 10, zh: 8 };

/**
 * Whether a span of the request may be recalled whole in an opening line ("I remember {span}"): a short noun phrase that
 * is not a count, carries no clause marker (zh 在/被/把/挤…, vi verb openers such as "cổ vũ") and no sentence capital.
 */
export function isRecallable(span: string, language: ContentLanguage): boolean {
  // Round 9: "Monday", "thứ hai", "월요일", "周一" alone are a time, never a thing to recall or a title.
  if (isTimeOnly(span, language)) return false;
  const size = language === 'en' || language === 'vi' ? span.split(/\s+/u).length : [...span.replace(/\s+/gu, '')].length;
  if (size > recallLimit[language] || !isSingableNounPhrase(span, language)) return false;
  if (language === 'zh' && /(?<![现存实自])在|被|把(?=[^手伞椅])|挤|骂|拥抱|每天/u.test(span)) return false;
  if (language === 'vi' && /^(?:cổ vũ|cùng|đi ngang|ghé|gặp|hẹn|lái|chạy|đứng|nhìn|nghe|hát|viết|đọc|học|thi|tập|đón|tiễn|chia tay)(?:\s|$)/iu.test(span)) return false;
  // A Vietnamese capital only the start of the visitor's sentence gave ("Mưa Sài Gòn…") would stand capitalised mid-line
  // (an English one is lowered by recallForm).
  return !(language === 'vi' && /^\p{Lu}\p{Ll}*\s+\p{Ll}/u.test(span));
}

/** The span as an opening line recalls it: an English sentence capital lowered ("My dog Biscuit" → "my dog Biscuit"). */
function recallForm(span: string, language: ContentLanguage): string {
  return language === 'en' && /^(?:My|The|Our|A|An|Your)\s/u.test(span) ? span.charAt(0).toLowerCase() + span.slice(1) : span;
}

/** Whether a named scene is a clause (starts with a verb) rather than a noun phrase. */
function clauseLike(named: string, language: ContentLanguage): boolean {
  if (language === 'en') return /^(?:\w+ing|is|was|are|were|got|went|came|left|lost)\b/iu.test(named);
  if (language === 'vi') return /^(?:lần|chờ|đợi|đi|về|gửi|nhớ|ăn|ngồi)\s/iu.test(named);
  if (language === 'zh') return /^(?:被|在|和|跟|把|给|从|我)/u.test(named);
  return false;
}

/** The title of a long theme: its first clause when it has at least two words (or four characters), else the theme cut cleanly. */
function titleTheme(full: string, language: ContentLanguage): string {
  const first = full.split(/\s*[,，;；]\s*/u)[0] ?? full;
  const enough = language === 'en' || language === 'vi' ? first.split(' ').length >= 2 : [...first].length >= 4;
  return cleanTheme(first !== full && enough ? first : full, full);
}

type Section = { label?: string; lines: string[] };

function render(composer: LyricsComposer, form: LyricsForm, sections: readonly Section[]): string {
  const { wrap } = composer.pack.sections;
  const body = sections.map((section) => (section.label ? [wrap(section.label), ...section.lines] : section.lines).join('\n'));
  const text = [`${formEmoji[form]} ${composer.title()}`, ...body].join('\n\n');
  if (composer.person !== null && composer.person.dedicated) return inRegister(text, composer.language, composer.person);
  return composer.language === 'vi' && speaksToParent(composer.reading.full) ? asChild(text) : text;
}

function song(c: LyricsComposer): Section[] {
  const s = c.pack.sections;
  const chorus = [c.hook(), c.themeLine(), c.hook(), c.feeling()];
  const sections: Section[] = [
    { label: s.verse(1), lines: [c.opening(), c.imageLine(), c.feeling(), c.themeLine()] },
    { label: s.chorus, lines: chorus },
    { label: s.verse(2), lines: [c.retold(() => c.scene()), c.imageLine(), c.feeling(), c.themeLine()] },
    { label: s.chorus, lines: chorus },
  ];
  if (c.random() < 0.7) sections.push({ label: s.bridge, lines: [c.feeling(), c.imageLine()] });
  sections.push({ label: s.outro, lines: [chorus[0] ?? c.hook(), c.closing()] });
  return sections;
}

function ballad(c: LyricsComposer): Section[] {
  const s = c.pack.sections;
  const chorus = [c.hook(), c.feeling(), c.themeLine(), c.hook()];
  return [
    { label: s.verse(1), lines: [c.opening(), c.scene(), c.feeling(), c.feeling()] },
    { label: s.preChorus, lines: [c.themeLine(), c.imageLine()] },
    { label: s.chorus, lines: chorus },
    { label: s.verse(2), lines: [c.retold(() => c.imageLine()), c.scene(), c.feeling(), c.themeLine()] },
    { label: s.chorus, lines: chorus },
    { label: s.outro, lines: [c.feeling(), c.closing()] },
  ];
}

function dancePop(c: LyricsComposer): Section[] {
  const s = c.pack.sections;
  const chant = pick(c.pack.chants, c.random);
  const [comma, bang] = c.language === 'zh' ? ['，', '！'] : [', ', '!'];
  // "헤이!, 헤이!": a chant joined by a comma drops its own exclamation mark.
  const bare = chant.replace(/[!！]+$/u, '');
  // Two different hooks open and close the chorus, so no line is sung more than a real chorus would repeat it.
  // Round 7: a theme with no noun phrase is never chanted as "Hey, this!"; the chant stands alone.
  const chorus = [c.hook(), c.feeling(), c.bare ? `${bare}${comma}${bare}${bang}` : `${bare}${comma}${c.theme}${bang}`, c.hook()];
  const chantLine = c.bare ? `${bare}${comma}${bare}${comma}${chant}` : `${c.theme}${comma}${c.theme}${comma}${chant}`;
  return [
    { label: s.intro, lines: [`${bare}${comma}${chant}`, c.imageLine()] },
    { label: s.verse(1), lines: [c.opening(), c.imageLine(), c.feeling(), c.themeLine()] },
    { label: s.preChorus, lines: [c.themeLine(), `${bare}${bang}`] },
    { label: s.chorus, lines: chorus },
    { label: s.postChorus, lines: [chantLine, chantLine] },
    { label: s.verse(2), lines: [c.retold(() => c.imageLine()), c.feeling(), c.themeLine(), c.imageLine()] },
    { label: s.chorus, lines: chorus },
    { label: s.bridge, lines: [c.feeling(), c.closing()] },
  ];
}

function indieFolk(c: LyricsComposer): Section[] {
  const s = c.pack.sections;
  const chorus = [c.themeLine(), c.hook(), c.themeLine()];
  return [
    { label: s.verse(1), lines: [c.opening(), c.scene(), c.list(), c.feeling()] },
    { label: s.chorus, lines: chorus },
    { label: s.verse(2), lines: [c.retold(() => c.list()), c.imageLine(), c.scene(), c.feeling()] },
    { label: s.chorus, lines: chorus },
    { label: s.outro, lines: [c.feeling(), c.closing()] },
  ];
}

function rap(c: LyricsComposer): Section[] {
  const s = c.pack.sections;
  const verse = (bars: number, second = false): string[] => {
    const lines: string[] = [];
    for (let i = 0; i < bars; i += 2) {
      const first = (): string => (i % 4 === 0 ? c.imageLine() : c.feeling());
      const leads = [second && i === 0 ? c.retold(first) : first(), i % 4 === 0 ? c.feeling() : c.themeLine()];
      lines.push(...c.couplet(leads));
    }
    return lines;
  };
  const hook = [c.hook(), c.themeLine(), c.hook(), c.themeLine()];
  return [
    { label: s.intro, lines: [`${pick(c.pack.adlibs, c.random)}…`, ...(c.reading.long ? [c.opening()] : [])] },
    { label: s.verse(1), lines: verse(8) },
    { label: s.hook, lines: hook },
    { label: s.verse(2), lines: verse(4, true) },
    { label: s.hook, lines: hook },
    { label: s.outro, lines: [c.closing()] },
  ];
}

function poem(c: LyricsComposer): Section[] {
  const patterns: Array<() => Section[]> = [
    () => [
      { lines: [c.opening(), c.imageLine(), c.feeling(), c.themeLine()] },
      { lines: [c.retold(() => c.feeling()), c.scene(), c.themeLine(), c.feeling()] },
      { lines: [c.imageLine(), c.themeLine(), c.feeling(), c.closing()] },
    ],
    () => [
      { lines: [c.opening(), c.feeling(), c.scene(), c.themeLine()] },
      { lines: [c.retold(() => c.list()), c.imageLine(), c.feeling(), c.feeling()] },
      { lines: [c.themeLine(), c.imageLine(), c.closing()] },
    ],
  ];
  return pick(patterns, c.random)();
}

function freeVerse(c: LyricsComposer): Section[] {
  const indent = (line: string, depth: number): string => `${' '.repeat(depth * 4)}${line}`;
  return [
    { lines: [c.image(), indent(c.opening(), 1), c.feeling()] },
    { lines: [c.retold(() => c.themeLine()), indent(c.scene(), 2), indent(c.feeling(), 1), c.imageLine(), indent(c.image(), 3)] },
    { lines: [c.feeling(), c.themeLine(), indent(c.closing(), 2)] },
  ];
}

/** Shortens a theme word by word until it has at most `max` syllables; empty when even one word is too long. */
function fitTheme(theme: string, max: number): string {
  const words = theme.split(' ');
  // "my old golden retriever" (session 5): a noun phrase too long for the line loses modifiers from the front and keeps
  // its head noun ("my golden retriever"); cutting its end would leave an adjective as the head ("my old golden is in bloom").
  if (isSingableNounPhrase(theme, 'en')) {
    while (countSyllables(words.join(' ')) > max) {
      const first = words.findIndex((word) => !/^(?:my|our|your|the|a|an|his|her|their)$/iu.test(word));
      if (first < 0 || words.length - first <= 1) return '';
      words.splice(first, 1);
    }
    return words.join(' ');
  }
  while (words.length > 0 && countSyllables(words.join(' ')) > max) words.pop();
  return words.join(' ');
}

/**
 * A scene-like theme cut into a haiku's first two lines at its last words (ko, vi) or its last 的 (zh):
 * "고양이 두부가 키보드 위에서 자는 / 겨울 오후", "Con mèo ngủ trên bàn phím / chiều đông", "猫在键盘上睡着的 / 冬日午后".
 * A longer Vietnamese scene makes all three lines where it opens settings ("…/ dưới ánh đèn dầu / những đêm mất điện").
 * Null when the theme is too short to be a scene or too long for the lines.
 */
export function splitHaikuTheme(theme: string, language: ContentLanguage): string[] | null {
  const text = theme.replace(/[.!?…。！？]+$/u, '').trim();
  if (/[,，;；:：]/u.test(text)) return null;
  if (language === 'zh') {
    const at = text.lastIndexOf('的');
    // Round 9b: "阳台上养的 / 那盆茉莉开了第一朵花" — a tail with 了 is a sentence, never a haiku's lines pasted whole.
    if (text.length < 8 || text.length > 24 || at < 3 || text.length - at - 1 < 2 || text.slice(at + 1).includes('了')) return null;
    return [text.slice(0, at + 1), text.slice(at + 1)];
  }
  const words = text.split(/\s+/u);
  if (language === 'vi' && words.length >= 8 && words.length <= 14) {
    // "mẹ ngồi vá áo / dưới ánh đèn dầu / những đêm mất điện": three lines at the words that open a setting.
    const lines: string[][] = [[]];
    for (const word of words) {
      const current = lines[lines.length - 1] as string[];
      if (current.length >= 2 && lines.length < 3 && /^(?:trên|dưới|trong|ở|bên|cạnh|giữa|lúc|khi|những|mỗi|suốt|ngoài)$/iu.test(word)) lines.push([word]);
      else current.push(word);
    }
    if (lines.length === 3 && lines.every((line) => line.length >= 2)) return lines.map((line) => line.join(' '));
  }
  if (words.length < (language === 'ko' ? 4 : 5) || [...text].length > 36) return null;
  // Round 9: a Korean sentence ("…방울토마토가 처음 빨갛게 익었다") is no scene: pasted whole it would be the haiku.
  if (language === 'ko' && /(?:다|대|래|요|어|아|지|네|냐|죠)$/u.test(words[words.length - 1] ?? '') && !/(?:바다|베란다)$/u.test(words[words.length - 1] ?? '')) return null;
  let tailSize = words.length >= 6 ? 2 : 1;
  // "…ngủ quên trên / bàn phím": a preposition goes down with the words it governs.
  if (language === 'vi' && /^(?:trên|dưới|trong|ở|của|với|về|bên|cạnh|giữa|lúc|khi)$/iu.test(words[words.length - tailSize - 1] ?? '')) tailSize += 1;
  return [words.slice(0, -tailSize).join(' '), words.slice(-tailSize).join(' ')];
}

/** A key short enough for a haiku's long line, cut at a word (never "buổi chiề") where words are spaced. */
export function haikuTheme(theme: string, language: ContentLanguage): string {
  if (language === 'zh' || [...theme].length <= 16) return [...theme].slice(0, 16).join('').trim();
  const kept: string[] = [];
  for (const word of theme.split(/\s+/u)) {
    if ([...[...kept, word].join(' ')].length > 16) break;
    kept.push(word);
  }
  return kept.join(' ');
}

/** The three lines of a haiku: 5-7-5 syllables in English, short-long-short elsewhere (the theme sits in the long line). */
export function haikuLines(c: LyricsComposer): [string, string, string] {
  const tone = emotionTone[c.emotion];
  const { haiku } = c.pack;
  const own = c.familyHaiku();
  // Round 7: no "morning sun" first line for a midnight theme.
  // Round 9: "ta lại nhớ người rồi" misses a "you" a haiku about a felled tree never named.
  const unaddressed = (pool: readonly string[]): readonly string[] => (c.noAddressee ? withoutAddressee(pool, c.language, 1) : pool);
  const first = own ?? pick(premisePool(unaddressed(withoutStockProps(haiku.first[tone], c.language)), c.premise, c.language), c.random);
  const last = pick(premisePool(unaddressed(withoutStockProps(haiku.last[tone], c.language)), c.premise, c.language), c.random);
  // Round 11: "在便利店吃关东煮像被子一样盖着我": a theme's own object or act takes the middle line from its own song.
  const image = c.imageHaiku();
  if (image !== null) return [first, image, last];
  if (c.language !== 'en' && own !== null && splitHaikuTheme(c.reading.full, c.language) === null) {
    // The theme's families give the season word and the scene; the theme itself is the long middle line when it is a
    // noun phrase longer than the short lines, else the pack's long line carries it.
    const theme = cleanTitleSpan(c.reading.full, c.language, c.language === 'zh' ? 12 : 20);
    const longer = theme !== null && [...theme].length > Math.max([...first].length, [...last].length);
    const middle = longer && isSingableNounPhrase(theme, c.language) ? theme : fillTheme(pick(haiku.middle[tone], c.random), haikuTheme(c.theme, c.language), c.language);
    return [first, middle, last];
  }
  // Round 9c: a haiku about a main clause's event sings the event (and the companion who was there), not the sentence cut.
  const told = c.language !== 'en' ? c.eventHaiku(c.language === 'zh' ? 15 : c.language === 'ko' ? 20 : 32) : null;
  if (told !== null) return [first, told, c.companionHaiku(c.language === 'zh' ? 10 : c.language === 'ko' ? 14 : 26) ?? last];
  if (c.language !== 'en') {
    const split = splitHaikuTheme(c.reading.full, c.language);
    // A theme that is already a small scene ("고양이 두부가 키보드 위에서 자는 겨울 오후") makes the first two lines itself.
    if (split) return [split[0] as string, split[1] as string, split[2] ?? last];
    // Round 7: a theme with no noun phrase is its own long line when it ends cleanly (a clause makes a haiku line), never "这一切".
    const whole = c.bare ? cleanTitleSpan(c.reading.full, c.language, c.language === 'zh' ? 16 : 24) : null;
    if (c.bare) {
      const others = premisePool(withoutStockProps(haiku.first[tone], c.language), c.premise, c.language).filter((line) => line !== first);
      return [first, whole ?? (others.length > 0 ? pick(others, c.random) : last), last];
    }
    const short = haikuTheme(c.theme, c.language);
    return [first, fillTheme(pick(haiku.middle[tone], c.random), short, c.language), last];
  }
  const theme = fitTheme(c.theme, 6);
  const syllables = countSyllables(theme);
  // Round 9c: a thing's event ends its line ("the tomato seedlings | bloomed at last"), never a stock "holds me close".
  const endings = (c.mainEvent !== null ? englishEventHaiku[c.mainEvent] : englishHaikuEndings[tone])[7 - syllables];
  const fits = theme.length > 0 && syllables >= 1 && isSingableNounPhrase(theme, 'en') && endings !== undefined && endings.length > 0;
  const middle = fits ? `${theme} ${pick(endings, c.random)}` : pick(withoutStockProps(haiku.middle[tone], 'en'), c.random);
  // Round 9c: the one who was there ("planted with my grandpa") closes the haiku when a five-syllable line names them.
  const beside = c.companion !== '' && c.mainEvent !== null ? englishCompanionHaiku.map((line) => fillTheme(line, c.companion, 'en')).find((line) => countSyllables(line) === 5) : undefined;
  return [first, middle, beside ?? last];
}

/** Whether a Vietnamese theme speaks to a parent or grandparent ("gửi mẹ ở quê", "con nhớ ba"): the singer is then "con". */
export function speaksToParent(theme: string): boolean {
  return /(?:^|[\s,])(?:mẹ|má|bố|ba|cha|bà|ông)(?=[\s,.!?]|$)/iu.test(theme) && /(?:^|[\s,])(?:gửi|con|thưa)(?=[\s,])|(?:mẹ|má|bố|ba|cha|bà|ông) ơi/iu.test(theme);
}

/** Vietnamese lyrics with the singer's "ta" turned into "con", as a child speaks to a parent. */
export function asChild(text: string): string {
  return text.replace(/(?<![\p{L}\p{M}])(T|t)a(?![\p{L}\p{M}])/gu, (_match, initial: string) => (initial === 'T' ? 'Con' : 'con'));
}

/** How a companion is named in a line: with the theme's English possessive ("my grandpa"), else as written. */
function companionName(word: string, theme: string, language: ContentLanguage): string {
  if (language !== 'en') return word;
  const owned = new RegExp(`\\b(?:my|our)\\s+(?:little\\s+|big\\s+|older\\s+|younger\\s+)?${word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\b`, 'iu').exec(theme);
  return owned !== null ? owned[0].toLowerCase() : word;
}

/** Creates the line composer for one generation (exported for tests). */
export function lyricsComposer(language: ContentLanguage, emotion: LyricsEmotion, rawTheme: string, random: () => number): LyricsComposer {
  const pack = packs[language];
  // "편지 ㅠㅠ", "crush 😭" (round 6): emoticons and emoji are no part of a theme a line may name.
  const cleaned = cleanTheme(rawTheme.replace(/[\u3131-\u318e]+|\p{Extended_Pictographic}\uFE0F?/gu, ' '), pack.fallbackTheme, readLimit);
  // "a song for my mom on her birthday": the request frame is no part of the theme; the person it names is read from the whole.
  // Round 9: a person named only as an owner or as someone not needed ("máy khâu của bà ngoại", "không cần gọi bố") is not sung to or about.
  const found = findLyricsPerson(cleaned, language);
  // Round 9b: so is one named only in a background clause ("엄마가 써준 편지를 찾았어", "the mixtape my roommate made me").
  const at = found === null ? -1 : cleaned.toLowerCase().indexOf(found.word.toLowerCase());
  const background = found !== null && at >= 0 && isBackgroundMention(cleaned, at, at + found.word.length, language);
  // Round 9c: one named as a companion in a situation ("with my grandpa", "할머니랑 같이", "和外婆一起") is no one the song is
  // sung to or about: they are kept as the one who was there.
  const companion = found !== null && at >= 0 && isSituation(cleaned, language) && isCompanionMention(cleaned, at, at + found.word.length, language);
  // Round 9c: nor one named beside a main clause's event that happens to a thing ("the umbrella my coworker lent me flew off").
  const thingEvent = found !== null && isSituation(cleaned, language) ? readMainEvent(cleaned, language) : null;
  // The one who did it ("my roommate ate the last slice") heads the clause and keeps the song.
  const agent = found !== null && at >= 0 && isHeadMention(cleaned, at, at + found.word.length, language, true);
  const aside = thingEvent !== null && thingEvent.thing !== '' && !agent && !thingEvent.thing.toLowerCase().includes(found?.word.toLowerCase() ?? '');
  const theme = cleanTheme(withoutRequestFrame(cleaned, language), pack.fallbackTheme, readLimit);
  // Round 11: a theme that is an object with its clause, an act with its purpose or an eve is sung around that phrase;
  // the person who made the object or whom the act is for is part of the phrase, never the one the song is about.
  // Round 13: an object that is only an empty head ("…기다리는 마음") has no song of its own.
  const image12 = readImageTheme(theme, language);
  const read12 = image12 !== null && image12.shape === 'object' && emptyHead[language].test(image12.object.trim()) ? null : image12;
  // Round 12: a pair of images, a gift, a person away or the state after something is sung as that scene; an object the
  // image reader heads with its giver, habit or eve keeps its own song (round 11b).
  // Round 12: a gift the image reader also reads with its giver and no habit ("the scarf mum knitted") is sung as a gift;
  // one with its time or purpose ("…gave me when I moved out") keeps the image song, which sings them.
  // Round 13: a scene is sung as a cherished one: never in an angry or breakup song, in a sad one only when the singer
  // is part of it ("mom teaching me…", not "my friend talking behind my back"), and never for a told outcome (passed, lost).
  const act = readActScene(theme, language);
  const outcome = readLyricsPremise(theme, language, emotion);
  // Round 14: a sad song may watch an act that comes back again and again ("my dog waiting by the window every evening").
  const sceneFits = act !== null && emotionTone[emotion] !== 'fire' && emotion !== 'breakup' && (emotion !== 'sadness' || act.withSinger || readClauseTail(act.whole, act.agent, language)?.habit === true) && !outcome.success && !outcome.failure && !outcome.ahead && !outcome.farAhead;
  // Round 13 (lyr5): a dish its maker cooked ("爸爸煮的那碗阳春面", "the soup my aunt boiled") is sung as the dish with its
  // maker, whatever its classifier, never as an object carried from room to room; a habit keeps the image song, which sings it.
  // Round 14: a theme headed by the place of an act ("the porch where grandpa read to me", "엄마가 이불 덮어 주던 방") is
  // that scene, the person doing the act there, never the place as a thing held or given.
  const setting = readSettingScene(theme, language);
  const settingFits = setting !== null && emotionTone[emotion] !== 'fire' && emotion !== 'breakup' && (emotion !== 'sadness' || setting.withSinger || setting.habit);
  const madeDish = read12 !== null && read12.shape === 'object' && read12.giver !== '' && read12.habit === '' && readMadeKind(theme, read12.giver, read12.object, language) === 'dish';
  // Round 14b: a clause told whole (a head noun after its relative clause, a finite act with its time or when-clause) is
  // told back in its parts, its head the one who does the act, never a loss while the act goes on.
  const told = readToldScene(theme, language);
  const toldFits = told !== null && emotionTone[emotion] !== 'fire' && emotion !== 'breakup' && !outcome.success && !outcome.failure && !outcome.ahead && !outcome.farAhead;
  const scene13 = setting !== null && settingFits ? { shape: 'act' as const, agent: setting.agent, whole: theme, nouns: [setting.place], withSinger: setting.withSinger, place: setting.place, core: setting.core, time: setting.time } : madeDish && read12 !== null && read12.shape === 'object' ? { shape: 'gift' as const, object: read12.object, giver: read12.giver } : withEmotionMood(readSceneTheme(theme, language, sceneFits), emotion);
  // A gift, a pair of images or a percept keeps its own song (the state after work is only the told act's mood); so does a person away ("my sister who moved to Berlin", "在深圳打工的爸爸").
  // A person away is only read so when the told act has no habit, no when-clause and no singer beside them ("나를 기다리는
  // 엄마" at the bus stop is here, waiting).
  const toldHere = told !== null && (told.withSinger || told.told.habit || told.told.when !== '');
  const toldTaken = told !== null && toldFits && (scene13 === null || scene13.shape === 'act' || scene13.shape === 'after' || scene13.shape === 'day' || (scene13.shape === 'away' && toldHere));
  const scene12 = toldTaken ? { shape: 'act' as const, ...told } : scene13;
  // Round 14: a thing heard, smelt or seen is sung as perceived, whatever the image reader read around it (a habit, a giver).
  const imageKeeps = scene12?.shape !== 'percept' && !toldTaken && !(setting !== null && settingFits) && !madeDish && read12 !== null && (read12.habit !== '' || read12.shape === 'eve' || (read12.giver !== '' && (scene12?.shape !== 'gift' || read12.when !== '' || read12.purpose !== '')));
  // Round 15: a theme that is the singer's own deed ("returning her hoodie in a paper bag", "헤어지고 그 사람 칫솔 버리던
  // 날", "把他送我的围巾寄回去") is sung as that act done, whole, with its time, in every emotion; no reader before it
  // pastes a noun cut from it ("I can't let go of her hoodie") or answers another theme (the rent of "our lease").
  // A named day the day reader sings away from home or with its own images ("端午节我一个人在宿舍包粽子") keeps its own
  // song; a plain day of the act ("마지막 출근날") is the deed's time, never a family gathering.
  const day = readDayTheme(theme, language);
  // So does an act shared with company the image reader sings ("grabbing noodles with my coworkers"), an act a family
  // knows from within (confessing; a graduation, a match, a last shift), and the singer's state after something ended
  // ("리허설 끝나고 혼자 걷는 밤", "…after the breakup"), whose mood the after reader sings.
  const shared = read12 !== null && read12.shape === 'act' && read12.company !== '';
  const ended = readAfter(theme, language) !== null && afterMarker[language].test(theme);
  const read15 = (day === null || (!day.away && day.kind === '')) && !shared && !ended ? readDeedScene(theme, language) : null;
  // The event family counts only when its word is the act itself (confessing), not the act's time (마지막 출근날 … 정리하는 중).
  const known = read15 !== null && matchLyricsFamilies(theme, language).some((family) => eventFamilyIds.has(family.id) && read15.core.toLowerCase().includes(family.noun.toLowerCase()));
  const deed = known ? null : read15;
  const sceneTheme = deed !== null ? { shape: 'deed' as const, tone: deedTone[emotion], ...deed } : imageKeeps ? null : scene12;
  // The state after something only sets the mood of a theme that has its own images (an object, a family's world).
  const leads = sceneTheme !== null && sceneTheme.shape !== 'after';
  const image = leads ? null : read12;
  const sceneSong = sceneTheme !== null ? new SceneSong(sceneTheme, language, theme, emotionTone[emotion] === 'dark' || emotionTone[emotion] === 'fire', random, emotionTone[emotion] === 'soft') : null;
  // Round 13: the subject of a scene ("my dad teaching me…") stays the song's person.
  const actor = sceneTheme !== null && sceneTheme.shape === 'act' && found !== null && sceneTheme.agent.toLowerCase().includes(found.word.toLowerCase());
  const person = leads && !actor ? null : found !== null && (isSideMention(found.word, cleaned, language) || background || companion || aside || (image !== null && image.shape !== 'eve')) ? null : found;
  // Round 9c: "켜져" of "화면이 안 켜져", "터져" of "통이 다 터져 있었다" are verbs, never an image to recall.
  const read = readTheme(theme, language);
  const reading = language === 'ko' ? { ...read, images: read.images.filter((image) => !isKoreanVerbForm(image, read.full)) } : read;
  const owner = found !== null && person === null && !companion ? companionName(found.word, cleaned, language) : '';
  return new LyricsComposer(pack, language, emotion, reading, random, person, !leads && companion && found !== null ? companionName(found.word, cleaned, language) : '', leads ? '' : owner, image, sceneSong);
}

/** Generates lyrics or a poem for an emotion and a form with the theme woven in. */
export const generateLyrics: ContentGenerator<'lyrics-poem'> = (input, { language, random }) => {
  const composer = lyricsComposer(language, input.emotion, input.input, random);
  switch (input.lyricStyle) {
    case 'song':
      return render(composer, 'song', song(composer));
    case 'ballad':
      return render(composer, 'ballad', ballad(composer));
    case 'dance_pop':
      return render(composer, 'dance_pop', dancePop(composer));
    case 'indie_folk':
      return render(composer, 'indie_folk', indieFolk(composer));
    case 'rap':
      return render(composer, 'rap', rap(composer));
    case 'poem':
      return render(composer, 'poem', poem(composer));
    case 'free_verse':
      return render(composer, 'free_verse', freeVerse(composer));
    case 'haiku':
      return render(composer, 'haiku', [{ lines: haikuLines(composer) }]);
  }
};
