/**
 * Turns a visitor's free-text adventure choice into the second person of the narration, in the four languages:
 * "lock the door behind me" → "lock the door behind you", 나는/내가 → 당신은/당신이, tôi → bạn, 我 → 你.
 * A leading first-person subject is dropped so the choice reads as an action the narration can tell ("you …");
 * a choice that keeps a subject of its own ("I'm hiding…" → "you're hiding…") is marked as a clause.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** A choice rewritten for the narration. */
export interface SecondPersonChoice {
  /** The choice with first-person words turned into the second person. */
  text: string;
  /** True when the text carries its own subject and must be told as a sentence of its own. */
  clause: boolean;
  /** True when the visitor wrote in the first person (anything was rewritten). */
  rewritten: boolean;
}

const englishLead =
  /^(?:I|[Ww]e)(?:\s+(?:will|shall|want to|wanna|would like to|try to|am going to|decide to|choose to|need to|have to|must|should|can|could|then))*\s+|^(?:I|[Ww]e)['’](?:ll|d like to)\s+|^(?:I['’]m|I am|[Ww]e['’]re|[Ww]e are) going to\s+|^[Ll]et(?: me|['’]s)\s+/u;
const englishWords: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bI['’]m\b/gu, 'you’re'], [/\bI am\b/gu, 'you are'], [/\bI['’]ve\b/gu, 'you’ve'], [/\bI['’]ll\b/gu, 'you’ll'], [/\bI['’]d\b/gu, 'you’d'],
  [/\bI\b/gu, 'you'], [/\bmyself\b/giu, 'yourself'], [/\bourselves\b/giu, 'yourselves'], [/\bme\b/giu, 'you'], [/\bmy\b/giu, 'your'], [/\bmine\b/giu, 'yours'],
  [/\bwe['’]re\b/giu, 'you’re'], [/\bwe\b/giu, 'you'], [/\bus\b/giu, 'you'], [/\bour\b/giu, 'your'], [/\bours\b/giu, 'yours'],
];

/** Chat shorthand a visitor types ("w the dragon", "u", "lol"), written out so the narration can tell it (round 6). */
const englishShorthand: ReadonlyArray<readonly [RegExp, string]> = [
  [/\s*\b(?:lol|lmao|rofl|haha+|hehe+|tbh|idk|pls|plz|xd)\b[.!]*/giu, ''], [/\bw\/\s*/giu, 'with '], [/\bw\b(?=\s+\p{L})/gu, 'with'],
  [/\bu\b/gu, 'you'], [/\bur\b/gu, 'your'], [/\bn\b(?=\s+\p{L})/gu, 'and'], [/\bgonna\b/giu, 'going to'], [/\bim\b/gu, 'I’m'],
  [/\bi(?=['’]|\b)/gu, 'I'], [/\bcuz\b/giu, 'because'], [/\s{2,}/gu, ' '],
];

/** A choice typed in chat shorthand, written out. */
export function expandEnglishShorthand(choice: string): string {
  return englishShorthand.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), choice).trim();
}

function englishChoice(raw: string): SecondPersonChoice {
  const choice = expandEnglishShorthand(raw);
  const clauseStart = /^(?:I['’]m|I am|[Ww]e['’]re|[Ww]e are)\s+(?!going to\b)/u.test(choice);
  const lead = clauseStart ? null : englishLead.exec(choice);
  let text = lead ? choice.slice(lead[0].length) : choice;
  for (const [pattern, replacement] of englishWords) text = text.replace(pattern, replacement);
  return { text, clause: clauseStart, rewritten: text !== raw };
}

const koreanTokens: Readonly<Record<string, string>> = {
  나는: '당신은', 난: '당신은', 내가: '당신이', 나를: '당신을', 날: '당신을', 나랑: '당신과', 나와: '당신과', 나하고: '당신과', 나한테: '당신에게', 나에게: '당신에게',
  내게: '당신에게', 나도: '당신도', 나의: '당신의', 내: '당신의', 나만: '당신만', 저는: '당신은', 제가: '당신이', 저를: '당신을', 저랑: '당신과', 저와: '당신과',
  저한테: '당신에게', 저에게: '당신에게', 제게: '당신에게', 제: '당신의', 저도: '당신도', 저의: '당신의',
};
const koreanLead = /^(?:나는|난|내가|저는|제가|나도|저도)\s+/u;
const koreanEndings: ReadonlyArray<readonly [RegExp, string]> = [
  [/할(?:게요|게|래요|래)$/u, '한다'], [/하겠(?:어요|어|습니다|다)$/u, '한다'], [/해야지$/u, '한다'], [/해 볼(?:게요|게|래)$/u, '해 본다'],
  [/갈(?:게요|게|래요|래)$/u, '간다'], [/봄$/u, '본다'], [/름$/u, '른다'], [/함$/u, '한다'], [/감$/u, '간다'], [/옴$/u, '온다'], [/줌$/u, '준다'], [/볼(?:게요|게|래요|래)$/u, '본다'], [/올(?:게요|게|래)$/u, '온다'], [/줄(?:게요|게|래)$/u, '준다'],
];

/**
 * A choice typed in the informal -어/-아(요) form ("거울에 수건을 덮어", "문을 닫아요") as the plain narrative form (덮는다, 닫는다):
 * only where the stem is sure, a syllable with a final consonant other than ㄹ (덮어 → 덮, never 들어 or 걸어), and 해 → 한다.
 */
function koreanPlainForm(text: string): string {
  if (/(?:^|\s)[가-힣]*해(?:요)?$/u.test(text) && !/(?:^|\s)해(?:요)?$/u.test(text)) return text.replace(/해(?:요)?$/u, '한다');
  const informal = /([가-힣])[어아](?:요)?$/u.exec(text);
  if (!informal) return text;
  const jong = ((informal[1] as string).charCodeAt(0) - 0xac00) % 28;
  if (jong === 0 || jong === 8) return text;
  return `${text.slice(0, informal.index)}${informal[1] as string}는다`;
}

function koreanChoice(choice: string): SecondPersonChoice {
  let text = choice.replace(koreanLead, '');
  text = text
    .split(/(\s+)/u)
    .map((token, index) => {
      const core = /^([가-힣]+)([^가-힣]*)$/u.exec(token);
      // 난 / 날 are "I" / "me" only as the first word: "고장 난 나침반" is broken, "그 날" is a day.
      const ambiguous = core !== null && index > 0 && /^(?:난|날)$/u.test(core[1] as string);
      const replacement = core && !ambiguous ? koreanTokens[core[1] as string] : undefined;
      return replacement && core ? replacement + (core[2] ?? '') : token;
    })
    .join('');
  for (const [pattern, replacement] of koreanEndings) text = text.replace(pattern, replacement);
  text = koreanPlainForm(text);
  return { text, clause: /^당신[은이]\s/u.test(text), rewritten: text !== choice };
}

const vietLead = /^(?:tôi|tớ|mình|chúng tôi|chúng mình|chúng ta|tao)\s+(?:(?:sẽ|muốn|định|phải|đang|cần|thử|quyết định)\s+)*/iu;

function vietnameseChoice(choice: string): SecondPersonChoice {
  let text = choice.replace(vietLead, '');
  text = text
    .replace(/(?<![\p{L}\p{M}])(?:chúng tôi|chúng mình|chúng ta)(?![\p{L}\p{M}])/giu, 'các bạn')
    // Round 15 (adv16): a spoken "tụi mình / bọn tui" (the player with company) stays as said, never "tụi bạn".
    .replace(/(?<![\p{L}\p{M}])(?<!(?:tụi|bọn) )(tôi|tớ|tao)(?![\p{L}\p{M}])/giu, (word: string) => (/^\p{Lu}/u.test(word) ? 'Bạn' : 'bạn'))
    .replace(/(?<![\p{L}\p{M}])(?<!(?:của|chính|tự|lấy|tụi|bọn) )mình(?![\p{L}\p{M}])/giu, 'bạn');
  return { text, clause: false, rewritten: text !== choice };
}

function chineseChoice(choice: string): SecondPersonChoice {
  let text = choice.replace(/^(?:我们|咱们|我)(?:要|想|会|打算|决定|先|就|还是)?/u, '');
  text = text.replace(/我们|咱们/gu, '你们').replace(/我/gu, '你');
  return { text, clause: false, rewritten: text !== choice };
}

/** A free-text choice in the second person of the narration (see the module comment). */
export function secondPersonChoice(choice: string, language: ContentLanguage): SecondPersonChoice {
  const trimmed = choice.trim().replace(/[.!?。！？…]+$/u, '');
  if (language === 'ko') return koreanChoice(trimmed);
  if (language === 'vi') return vietnameseChoice(trimmed);
  if (language === 'zh') return chineseChoice(trimmed);
  return englishChoice(trimmed);
}
