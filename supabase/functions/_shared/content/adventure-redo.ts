/**
 * Options that undo or redo what the visitor just did (issue 13, seventh blind read: "hide the notebook" right after
 * handing it to the teacher; round 8: "ring the silver bell" after giving the bell away, "share the umbrella" after
 * lending it, "go down to the basement for the motorbike" after going down for it). An option goes when it repeats one
 * of the action's steps in other words, when it uses, hides or keeps a thing the action handed over, or when it goes to
 * fetch a thing the action just hid. At least three options always stay.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { normalizeForMatch } from './text-tools.ts';
import { choiceAct } from './adventure-grounded.ts';
import { readPlainAction } from './adventure-plain.ts';
import { secondPersonChoice } from './adventure-person.ts';

/** Words that carry no content when comparing an option with the action (English and Vietnamese). */
const englishStop = new Set(['the', 'a', 'an', 'to', 'and', 'of', 'in', 'on', 'at', 'for', 'with', 'your', 'you', 'my', 'i', 'it', 'them', 'then', 'up', 'down', 'into', 'from', 'out', 'back', 'over']);
const vietnameseStop = new Set(['bạn', 'tôi', 'và', 'rồi', 'cho', 'của', 'với', 'để', 'lại', 'ra', 'vào', 'lên', 'xuống', 'đi', 'cái', 'chiếc', 'con', 'cuốn', 'một', 'những', 'các', 'ngay', 'cả', 'hai']);

/** Content units of a text: words for English and Vietnamese, two-character runs for Korean and Chinese. */
function units(text: string, language: ContentLanguage): string[] {
  const plain = normalizeForMatch(text).replace(/[^\p{L}\p{M}\p{N}\s]/gu, ' ');
  if (language === 'en' || language === 'vi') {
    const stop = language === 'en' ? englishStop : vietnameseStop;
    return plain.split(/\s+/u).filter((word) => word.length > 0 && !stop.has(word)).map((word) => (language === 'en' ? word.replace(/(?:ing|ed|es|s)$/u, '') : word));
  }
  const squashed = plain.replace(/\s+/gu, '');
  return Array.from({ length: Math.max(0, squashed.length - 1) }, (_, i) => squashed.slice(i, i + 2));
}

/** The head word of a thing, to find it again in an option ("the silver bell" → "bell", "cuốn sổ" → "sổ", "折叠伞" → "伞"). */
function headWord(thing: string, language: ContentLanguage): string {
  const clean = normalizeForMatch(thing).trim();
  if (language === 'zh') {
    const head = clean.replace(/^.*的/u, '');
    return head.length <= 2 ? head : head.slice(-2);
  }
  if (language === 'ko') return (clean.split(/\s+/u).pop() ?? clean).replace(/(?:을|를|이|가|은|는)$/u, '');
  if (language === 'vi') return clean.replace(/^(?:chiếc|cái|con|cuốn|quyển|tấm|lá|bức|cây|hộp|chai|nửa)\s+/u, '');
  return clean.split(/\s+/u).pop() ?? clean;
}

/** Verbs of asking or telling: an option that asks about a given thing does not undo the gift. */
const asking: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ask|tell|explain|talk)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:hỏi|kể|giải thích|nói)(?![\p{L}\p{M}])/iu,
  ko: /묻는다|물어|말한다|설명/u,
  zh: /问|告诉|解释|说/u,
};

/** Going back for something, or taking it out again. */
const fetching: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:go back for|fetch|retrieve|get back|take out|pick up)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:quay lại lấy|lấy lại|lấy ra|về lấy)(?![\p{L}\p{M}])/iu,
  ko: /가지러|꺼낸|도로 찾|다시 챙긴/u,
  zh: /回去取|回去拿|取回|拿回|拿出来|掏出/u,
};

/** Hiding something (its object is read with the step's own words). */
const hiding: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:hide|hides|tuck|tucks|pocket|pockets|stash|stashes)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:giấu|cất|nhét|giắt)(?![\p{L}\p{M}])/iu,
  ko: /숨긴|숨기|감춘|감추|감춰/u,
  zh: /藏|塞进|揣进/u,
};

/** What each step handed over, as head words. */
function givenThings(steps: readonly string[], language: ContentLanguage): string[] {
  const out: string[] = [];
  for (const step of steps) {
    const told = secondPersonChoice(step, language).text;
    const gift = choiceAct(told, language, ['give'])?.gift ?? (readPlainAction(told, language)?.kind === 'give' ? readPlainAction(told, language)?.object : null);
    if (gift) out.push(headWord(gift, language));
  }
  return out.filter((word) => word.length >= (language === 'zh' || language === 'vi' ? 1 : 2));
}

/** What an action's steps did, read once: their content units, the things handed over, the steps that hid something. */
interface ActionRead {
  steps: ReadonlyArray<ReadonlySet<string>>;
  given: readonly string[];
  hid: ReadonlyArray<ReadonlySet<string>>;
}

function readAction(steps: readonly string[], language: ContentLanguage): ActionRead {
  return {
    steps: steps.map((step) => new Set(units(step, language))),
    given: givenThings(steps, language),
    hid: steps.filter((step) => hiding[language].test(step)).map((step) => new Set(units(step, language))),
  };
}

function undoes(option: string, read: ActionRead, language: ContentLanguage): boolean {
  const mine = units(option, language);
  const threshold = language === 'en' || language === 'vi' ? 0.75 : 0.7;
  if (mine.length >= 2 && read.steps.some((done) => mine.filter((unit) => done.has(unit)).length / mine.length >= threshold)) return true;
  const text = normalizeForMatch(option);
  // English and Vietnamese words are matched whole ("ô" is no part of "không").
  const names = (word: string): boolean => (language === 'en' || language === 'vi' ? new RegExp(`(?<![\\p{L}\\p{M}])${word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}\\p{M}])`, 'u').test(text) : text.includes(word));
  if (read.given.some(names) && !asking[language].test(option)) return true;
  return read.hid.length > 0 && fetching[language].test(option) && read.hid.some((done) => mine.some((unit) => unit.length >= 2 && done.has(unit)));
}

/** Whether an option undoes or redoes the action's steps (see the module comment). */
export function undoesAction(option: string, steps: readonly string[], language: ContentLanguage): boolean {
  return undoes(option, readAction(steps, language), language);
}

/** Options that undo nothing, for a list left with fewer than three. */
const fillers: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Take a moment to look around', 'Wait and see what happens next', 'Keep moving before anything changes'],
  vi: ['Dừng lại một chút để nhìn quanh', 'Chờ xem chuyện gì xảy ra tiếp', 'Đi tiếp trước khi mọi thứ đổi khác'],
  ko: ['잠깐 멈춰 주위를 살핀다', '무슨 일이 일어나는지 지켜본다', '상황이 바뀌기 전에 계속 움직인다'],
  zh: ['停下来看看四周', '等等看接下来会发生什么', '趁情况还没变，继续往前走'],
};

/** The options of a written continuation without those that undo or redo the action, keeping at least three. */
export function dropUndoingOptions(text: string, steps: readonly string[], language: ContentLanguage): string {
  const lines = text.split('\n');
  const optionLines = lines.map((line, index) => ({ line, index, match: /^(\d+)\.\s(.+)$/u.exec(line) })).filter((entry) => entry.match !== null);
  const firstOption = optionLines[0]?.index ?? lines.length;
  // Only the final list (after the last narration line) is the options.
  const options = optionLines.filter((entry) => entry.index >= firstOption);
  const read = readAction(steps, language);
  const keep = options.filter((entry) => !undoes(entry.match?.[2] ?? '', read, language));
  if (keep.length === options.length) return text;
  const chosen = keep.map((entry) => entry.match?.[2] ?? '');
  // Fewer than three left: plain options that undo nothing fill the list up.
  for (const filler of fillers[language]) if (chosen.length < 3 && !chosen.includes(filler)) chosen.push(filler);
  const kept = chosen.map((option, i) => `${i + 1}. ${option}`);
  return [...lines.slice(0, firstOption), ...kept].join('\n');
}
