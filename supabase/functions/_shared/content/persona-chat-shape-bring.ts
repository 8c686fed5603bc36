/**
 * Round 10 (shape BRING): "should I bring / do I need X (for Y)?" — a light stick for a first concert, an umbrella, an
 * ID, boots for a hike, ice for a picnic — is answered yes or no with a reason, then one tip about the outing. Recognised
 * from the question form (should I bring, do I need, có cần mang … không, 챙겨야 해요?, 要带…吗) and its object, read as
 * a whole phrase; a thing no entry knows gets an honest "if it fits in your bag" with the visitor's own words.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { bringGenericTip, bringItems, bringOccasions, bringUnknown } from './data/persona-chat/shape-bring-lines.ts';
import { inRegister, toSecondPerson } from './persona-chat-shape-words.ts';

/** A "should I bring X" question: the thing in the visitor's words, the known entry for it, and the outing's tip. */
export interface BringQuestion {
  item: string;
  answer: string | null;
  tip: string | null;
}

/** English: "should I bring…", "do I need (to bring)…", "is it ok to bring…". */
const enBring = /\b(?:should I|should we|do I (?:need|have) to|do we need to|must I|is it (?:ok|okay|fine) to|am I supposed to|do I gotta)\s+(?:bring|take|pack|carry|wear)\s+(.+?)(?=\?|$|[.!,]|\s+(?:for|to|or|when|if|at|on|in|into|tomorrow|tonight|today|this|next)\b)|\bdo (?:I|we) need\s+((?:an?|the|my|some|any|proper|extra)\s+.+?)(?=\?|$|[.!,]|\s+(?:for|to|or|when|if|at|on|in|tomorrow|tonight|today|this|next)\b)/iu;
/** Vietnamese: "có cần mang theo X không", "nên đem X không". */
const viBring = /(?:có cần|cần|có nên|nên|phải|có phải)\s+(?:(?:mang|đem)(?:\s+theo)?|cầm theo|cầm|chuẩn bị|mua|mặc|xách)\s+(.+?)\s+(?:không|ko|hông|hem|chứ|ha)(?=\s|$|[?.,!])/iu;
/** Korean: "응원봉 꼭 챙겨야 해요?", "우산 가져가야 돼?", "편지 써 가도 돼요?", "신분증 필요해?". */
const koBring = /(?:^|\s)([가-힣A-Za-z]+?)(?:을|를|은|는|도)?\s+(?:꼭\s+|좀\s+|미리\s+|따로\s+)?(?:챙겨|가져가|가져와|들고\s?가|준비해\s?가|준비해|사\s?가|써\s?가|입고\s?가|신고\s?가|가지고\s?가|필요해|필요할까|필요한가)(?:야|가야|도|요)?/u;
const koAsk = /[?？]|(?:해|돼|되나|하나|할까|될까|하죠|해요|돼요|까요|나요)\s*[~!.]*$/u;
/** Chinese: "要带水壶吗", "需要带伞吗", "要不要带身份证". */
const zhBring = /(?:要不要|需不需要|用不用|需要|应该|要|得|该)(?:带|准备|穿|拿|买)(?:上|着|个|点)?([\u4e00-\u9fffA-Za-z]{1,8}?)(?:吗|嘛|呢|[？?]|$)/u;

/** Words a visitor uses for "what" instead of a thing. */
/** Round 16: a who-word where the thing goes (누가 가져가는 걸까요, who takes…) is the doer asked about, and an adverb (밥은 잘 챙겨 먹어요) is how, never a thing to bring. */
const openItem = /^(?:what|anything|something|her|him|them|it|one|who|someone|somebody|well|뭐|뭘|무엇|무슨|누가|누군가|누구|잘|다|좀|많이|자주|gì|cái gì|ai|什么|啥)$|^(?:他|她|它|你|我|孩子|谁|有人)/iu;

/** Verbs that only carry a thing along: with them a thing no entry knows is still read ("bring my own knives"). */
const carryVerbs: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:bring|pack|carry)\s/iu,
  vi: /(?:mang|đem|cầm)\s/iu,
  ko: /챙겨|가져가|들고\s?가|가지고\s?가/u,
  zh: /带/u,
};

/** The thing asked about in one sentence, per language, or null. */
function itemIn(sentence: string, language: ContentLanguage): string | null {
  if (language === 'en') {
    const found = enBring.exec(sentence);
    // "bring up the issue" raises a subject; it carries nothing.
    if (found && /^(?:up|it up|this up|that up)\b/iu.test(found[1] ?? '')) return null;
    return (found?.[1] ?? found?.[2])?.trim() ?? null;
  }
  if (language === 'vi') return viBring.exec(sentence)?.[1]?.trim() ?? null;
  if (language === 'ko') return koAsk.test(sentence) ? koBring.exec(sentence)?.[1]?.trim() ?? null : null;
  return zhBring.exec(sentence)?.[1]?.trim() ?? null;
}

/** The "should I bring X" question in a message, or null. */
export function readBringQuestion(text: string, language: ContentLanguage): BringQuestion | null {
  const sentences = text.split(/(?<=[?？!.。！])\s*/u).filter((part) => part.trim().length > 0);
  let item: string | null = null;
  let carried = false;
  for (const sentence of sentences) {
    const found = itemIn(sentence, language);
    if (found && !openItem.test(found) && found.split(/\s+/u).length <= 6) {
      item = found;
      carried = carryVerbs[language].test(sentence);
      break;
    }
  }
  if (!item) return null;
  const known = bringItems.find((entry) => entry.match[language].test(item as string));
  // "Do I need a lawyer?", "should I wear a suit?": a thing no entry knows, not carried along, is not this shape.
  if (!known && !carried) return null;
  const occasion = bringOccasions.find((entry) => entry.match[language].test(text));
  return { item, answer: known ? known.answer[language] : null, tip: occasion ? occasion.tip[language] : null };
}

/** The yes or no with its reason, then one tip about the outing. */
export function writeBringLines(question: BringQuestion, persona: PersonaKey, language: ContentLanguage): string[] {
  const answer = question.answer ?? bringUnknown[language].replace('{item}', toSecondPerson(question.item, language));
  return [inRegister(answer, persona, language), inRegister(question.tip ?? bringGenericTip[language], persona, language)];
}
