/**
 * The contents plot (issue 13, round 18, written after blind set U's read, where a diary of tomorrow's events found on
 * the subway was returned to a lady as a lost gift and a used camera's film of "our house" was posted online as a
 * stranger's memory). A found or bought thing whose contents cannot be ordinary is told through its contents
 * (data/story/story-contents18-lines.ts), before the thing shapes and the lost-thing rank:
 * - `future`: a thing of many entries (a diary, a newspaper, a notebook) whose entries are for a day still to
 *   come (tomorrow's, 明天会发生, ngày mai, 내일);
 * - `home`: photos or pictures (a film, a camera, an album) of the teller's own home (our house, nhà tôi, 우리 집, 我家).
 * Both read from a closed class of nouns (things that hold writing or pictures) beside a word of the time or the place.
 * Pure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { writeFourBeats } from './story-event-plot.ts';
import { tellerSlots, type DefaultTeller } from './story-default-plot.ts';
import { contentsLines, type ContentsKind } from './data/story/story-contents18-lines.ts';

/** What the plot carries: the kind of contents. */
export interface ContentsRead {
  kind: ContentsKind;
}

/** A thing that holds many entries (a single note with tomorrow's date and a warning is the mystery plot's). */
const writing: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:diary|journal|notebook|newspaper|book)\b/iu,
  vi: /nhật ký|cuốn sổ|quyển sổ|tờ báo|cuốn vở|quyển vở|cuốn sách/iu,
  ko: /일기|일기장|수첩|공책|신문|노트|책/u,
  zh: /日记|本子|笔记本|报纸|书/u,
};

/** Entries for a day still to come. */
const toCome: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:tomorrow['’]s|what (?:will|would) happen|(?:things|events) that (?:will|would|haven['’]t|have not) (?:happen|happened)|from the future)\b/iu,
  vi: /(?:chuyện|những gì|điều)\s+(?:sẽ\s+)?xảy ra (?:vào\s+)?ngày mai|ngày mai sẽ xảy ra|đề ngày mai|của ngày mai|chưa xảy ra|từ tương lai/iu,
  ko: /내일 (?:일어날|있을|벌어질)|아직 일어나지 않은|미래의 일/u,
  zh: /明天(?:会|要|将)(?:发生|出现)|明天的(?:新闻|报纸|事)|还没发生|未来(?:的事|会发生)/u,
};

/** Photos or pictures. */
const pictures: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:photos?|photographs?|pictures?|film|roll of film|negatives)\b/iu,
  vi: /ảnh|tấm hình|hình chụp|cuộn phim|phim/iu,
  ko: /사진|필름/u,
  zh: /照片|相片|胶卷|底片/u,
};

/** The teller's own home as what the pictures show. */
const ourHome: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:of|showed|show)\s+(?:our|my)\s+(?:house|home|flat|apartment|street|garden)\b|\b(?:our|my)\s+(?:house|home)\b[^.]*\b(?:in|on) (?:every|all|each)\b/iu,
  vi: /(?:nhà|căn nhà|ngôi nhà)\s+(?:của\s+)?(?:tôi|mình|chúng tôi)(?![\p{L}\p{M}])/iu,
  ko: /(?:우리|내)\s?집(?:\s?사진|이었|이다|을 찍|만)/u,
  zh: /(?:我家|我们家|我住的(?:房子|地方))/u,
};

/** The contents of an opening's found thing, or null when they are ordinary. */
export function readContents(opening: string, language: ContentLanguage): ContentsRead | null {
  if (writing[language].test(opening) && toCome[language].test(opening)) return { kind: 'future' };
  if (pictures[language].test(opening) && ourHome[language].test(opening)) return { kind: 'home' };
  return null;
}

/** Writes the contents plot's three paragraphs (sentences each; the caller puts the opening before the first). */
export function writeContents(read: ContentsRead, teller: DefaultTeller, language: ContentLanguage, random: () => number): string[][] {
  return writeFourBeats(contentsLines[language][read.kind], tellerSlots(teller, language), language, random);
}
