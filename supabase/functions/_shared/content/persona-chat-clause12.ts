/**
 * Round 12 of issue 13 (the clause a visitor wrote, told back whole): cuts a message into sentences and clauses at
 * edges the grammar is sure of (punctuation, a contrast or temporal connective, a new subject), strips the chat
 * particles at a clause's end (lol, ㅋㅋ, đó, luôn, 啊), and turns the visitor's first person into the second
 * ("my daughter left" → "your daughter left", "mình chuyển vào" → "bạn chuyển vào", "我嘴上恭喜他" → "你嘴上恭喜他").
 * Korean drops the first-person subject (나, 내가, 제가) as a Korean listener would. A span whose edges are unsure is
 * never returned: the callers then name the thing without quoting it.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** Chat particles and laughter at a clause's end, per language. */
const tails: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /(?:\s*(?:\b(?:lol|lmao|haha+|hehe+|omg|tbh|ugh)\b|[!.?~…]+|:\)|:\())+$/iu,
  vi: /(?:\s*(?:(?<![\p{L}])(?:đó|đấy|luôn|nè|nha|nhé|á|à|ạ|ơi|mày ơi|cậu ơi|ghê|quá trời|hihi|haha|hic|huhu|vậy|thế)(?![\p{L}])|[!.?~…]+))+$/iu,
  ko: /(?:\s*(?:ㅋ+|ㅎ+|ㅠ+|ㅜ+|[!.?~…]+|\^\^))+$/u,
  zh: /(?:\s*(?:[啊呀呢啦吧哈嘛哦喔]+|[!！。？?~～…]+))+$/u,
};

/** A clause with its chat particles and end punctuation removed. */
export function trimClause(clause: string, language: ContentLanguage): string {
  let text = clause.trim();
  for (let i = 0; i < 3; i += 1) text = text.replace(tails[language], '').trim();
  return text;
}

/** The sentences of a message (cut at . ! ? 。！？ and line breaks), trimmed, without empty ones. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?。！？])\s+|[\n。！？!?]+/u).map((part) => part.trim()).filter((part) => part.length > 0);
}

/**
 * Words that open a chat message before its clause and belong to no clause: an interjection or a call to the listener
 * ("dude", "omg", "ê", "언니", "야", "哎呀", "姐"). Told back, they would be said as the listener's own ("언니 오늘 해봤군요").
 */
const openersBeforeClause: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:(?:dude|bro|bruh|man|hey|hi|yo|omg|oh my god|ugh|lol|guys|girl|honestly|so|well|ok|okay|okay so|ok so|guess what|listen)\b[,!.…]*\s+)+/iu,
  vi: /^(?:(?:(?:ê|ơi|này|trời ơi|trời|ủa|ôi|mày ơi|bà ơi|cậu ơi|anh ơi|chị ơi|em ơi|bạn ơi)(?![\p{L}])|(?:mày|mi|bồ|cậu|bà|ông|anh|chị|em|bạn)(?=\s*[,!]))[,!.…]*\s*)+/iu,
  ko: /^(?:(?:언니|오빠|형|누나|쌤|선생님|선배|야|아|와|헐|대박|엄마|자기야|저기요|있잖아)(?:[,!.…~]+\s*|\s+))+/u,
  // Round 17: a preface that announces news (跟你说个事, 告诉你一个好消息) is no clause of it.
  zh: /^(?:(?:哎呀|哎|唉|哇|天哪|天啊|姐妹|姐|哥|宝|宝宝|亲爱的|(?:我)?跟你说(?:个事|件事|一件事|个秘密)?|告诉你(?:个|一个|一件)?(?:好消息|消息|事|秘密)?)[，,！!。…～~]*\s*)+/u,
};

/** A sentence without the interjections and calls to the listener that open it. */
export function withoutOpeners(sentence: string, language: ContentLanguage): string {
  const stripped = sentence.replace(openersBeforeClause[language], '');
  return stripped.length > 0 ? stripped : sentence;
}

export { secondPerson } from './second-person.ts';

/** Whether a clause is long enough to be a clause and short enough to be told back in one breath. */
export function tellable(clause: string, language: ContentLanguage): boolean {
  const size = language === 'en' || language === 'vi' ? clause.split(/\s+/u).length : [...clause.replace(/\s/gu, '')].length;
  const [min, max] = language === 'en' ? [3, 18] : language === 'vi' ? [3, 22] : language === 'ko' ? [4, 30] : [4, 26];
  return size >= min && size <= max;
}

/** Sentence openers that are no name: lowered when a clause is told back inside a sentence. */
const openers: Readonly<Record<'en' | 'vi', RegExp>> = {
  en: /^(?:Your|Since|After|The|Every|Ever|When|Now|This|Last|Today|Yesterday|A|An|So|And|But|You|You're|You've|Someone|Somebody|It|They|He|She|There)$/u,
  vi: /^(?:Mình|Tôi|Tớ|Tao|Em|Bạn|Từ|Sau|Kể|Hôm|Tối|Con|Nhà|Dạo|Mấy|Mỗi|Giờ|Cả|Các|Ai|Có)$/u,
};

/** A clause's first letter in lower case when its first word is a sentence opener and no name. */
export function lowered(text: string, language: ContentLanguage): string {
  if (language !== 'en' && language !== 'vi') return text;
  const first = text.split(/\s/u)[0] ?? '';
  return openers[language].test(first) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}
