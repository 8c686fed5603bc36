/**
 * Options that use again a thing the chosen action spent (issue 13, round 9b). The deed beat dropped an option only when
 * the action's effect verb was one it knew and its object sat right after it; "우산을 접고 같이 비를 맞는다" still offered
 * "우산을 씌워 준다", and "我把龙鳞磨成粉撒进井里" still offered "把龙鳞交给镇长". Here the object of any spending verb in the
 * whole choice (burned, ground, torn, broken, closed or folded away, given away, poured out, covered) is read, and the
 * final option list loses every option that names it again (an option that only asks about it stays).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { normalizeForMatch } from './text-tools.ts';

/** Spending verbs with their object, per language; the first group is the thing. */
const spendPatterns: Readonly<Record<ContentLanguage, readonly RegExp[]>> = {
  en: [
    /\b(?:burn|burns|tear|tears|rip|rips|shred|shreds|smash|smashes|break|breaks|grind|grinds|crush|crushes|destroy|destroys|close|closes|fold|folds|give away|gives away|throw away|throws away|pour|pours|drink|drinks|eat|eats|cover|covers|drop|drops)\s+(?:up\s+)?(?:the|my|your|his|her|their|that|this)\s+([a-z]+(?:\s(?!over|into|onto|on|in|at|to|with|and|under|up|down|out)[a-z]+)?)/giu,
  ],
  vi: [
    /(?<![\p{L}\p{M}])(?:đốt|xé|đập vỡ|đập nát|nghiền|xay|tán|vứt|ném đi|đổ|uống|ăn|gập|che|phủ)\s+(?:hết\s+)?(?:lá|con|cái|chiếc|tấm|cuốn|quyển|bức|tờ|can|chai|ly)?\s*([\p{Ll}\p{M}]+(?:\s(?!ra|vào|lên|xuống|đi|rồi|và|cho|thành|bằng|quanh)[\p{Ll}\p{M}]+)?)/gu,
  ],
  ko: [
    /([가-힣]{2,6})(?:을|를)\s(?:[가-힣]+\s)?(?:접|찢|태우|태워|태운|불태|버리|버린|버려|부수|부순|부숴|갈아|빻|깨뜨|깬다|마시|먹는|먹어)/gu,
    /([가-힣]{2,6})에\s(?:[가-힣]+(?:을|를)\s)?(?:덮|씌운|씌워)/gu,
  ],
  zh: [
    /把(?:那|这)?(?:一)?[封张个本只条根块片瓶把]?([\p{Script=Han}]{1,4}?)(?:磨|碾|捣|烧|撕|砸|扔|丢|折|交给|送给|给了|吃|喝|倒|收起|合上|盖住|蒙住)/gu,
    /(?:收起|合上|烧掉|撕掉|砸碎)(?:了)?([\p{Script=Han}]{1,3}?)(?=[，。,、]|$|然后|再|和|跟)/gu,
  ],
};

/** Words that look like things but are no thing ("it", "all"). */
const notThings = /^(?:it|them|all|everything|nó|hết|그것|이것|它)$/iu;

/** The things the whole choice spends (burned, ground, closed, given away…), as they would appear in an option. */
export function spentThings(told: string, language: ContentLanguage): string[] {
  const out: string[] = [];
  for (const pattern of spendPatterns[language]) {
    for (const match of told.matchAll(pattern)) {
      const words = (match[1] ?? '').trim();
      // English: the head noun is the last word ("the laptop keyboard" → "keyboard"); elsewhere the phrase as read.
      const thing = language === 'en' ? (words.split(/\s+/u).pop() ?? '') : words;
      if (thing.length >= (language === 'zh' ? 1 : 2) && !notThings.test(thing) && !out.includes(thing)) out.push(thing.toLowerCase());
    }
  }
  return out;
}

/** Options that only ask or tell about a thing, never use it. */
const askingAbout: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ask|tell|explain)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:hỏi|kể|nói)(?![\p{L}\p{M}])/iu,
  ko: /묻는다|물어|묻고|설명/u,
  zh: /问|告诉|解释/u,
};

/**
 * A thing with its head noun (round 9c): 日记本 is also 日记, 录音笔 is also 录音, 일기장 is also 일기, so "继续读日记" after
 * the 日记本 burned is spent too. A bound suffix of a book or a sheet is dropped only when a word of two syllables or more stays.
 */
export function spentForms(thing: string, language: ContentLanguage): string[] {
  if (language === 'zh' && thing.length >= 3 && /[本册纸页片条张子笔机器]$/u.test(thing)) return [thing, thing.slice(0, -1)];
  if (language === 'ko' && thing.length >= 3 && /[장책지첩]$/u.test(thing)) return [thing, thing.slice(0, -1)];
  return [thing];
}

/** Whether an option names a spent thing again (as a whole word; a one-character Chinese thing only as 把's object). */
export function namesSpent(option: string, thing: string, language: ContentLanguage): boolean {
  return spentForms(thing, language).some((form) => namesSpentForm(option, form, language));
}

/** Whether an option names one form of a spent thing. */
function namesSpentForm(option: string, thing: string, language: ContentLanguage): boolean {
  const text = normalizeForMatch(option);
  if (askingAbout[language].test(text)) return false;
  const word = normalizeForMatch(thing).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  if (language === 'en' || language === 'vi') return new RegExp(`(?<![\\p{L}\\p{M}])${word}(?:s|es)?(?![\\p{L}\\p{M}])`, 'u').test(text);
  if (language === 'zh' && word.length === 1) return new RegExp(`把[^，。]{0,2}${word}`, 'u').test(text);
  return text.includes(normalizeForMatch(thing));
}

/** Options that fit after anything, for a list left short. */
const fillers: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Take a moment to look around', 'Keep moving before anything changes'],
  vi: ['Dừng lại một chút để nhìn quanh', 'Đi tiếp trước khi mọi thứ đổi khác'],
  ko: ['잠깐 멈춰 주위를 살핀다', '상황이 바뀌기 전에 계속 움직인다'],
  zh: ['停下来看看四周', '趁情况还没变，继续往前走'],
};

/** The answer without any final option that uses a thing the choice spent; a short list is filled with plain options. */
export function dropSpentOptions(text: string, told: string, language: ContentLanguage): string {
  const spent = spentThings(told, language);
  if (spent.length === 0) return text;
  const lines = text.split('\n');
  const firstOption = lines.findIndex((line, index) => /^1\.\s/u.test(line) && lines.slice(index).every((rest) => /^\d+\.\s/u.test(rest)));
  if (firstOption < 0) return text;
  const options = lines.slice(firstOption).map((line) => line.replace(/^\d+\.\s/u, ''));
  const keep = options.filter((option) => !spent.some((thing) => namesSpent(option, thing, language)));
  if (keep.length === options.length) return text;
  for (const filler of fillers[language]) if (keep.length < 3 && !keep.includes(filler)) keep.push(filler);
  return [...lines.slice(0, firstOption), ...keep.map((option, i) => `${i + 1}. ${option}`)].join('\n');
}
