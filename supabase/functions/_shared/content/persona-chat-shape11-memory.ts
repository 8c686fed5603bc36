/**
 * Round 11 (chat, a shared memory): "do you remember when we…?", "mày còn nhớ hồi lớp 9…không", "우리 중학교 때 … 기억나?",
 * "你还记得高三那年我们…吗" is answered as a memory the two share, never by quoting the message back and never as an
 * invitation to the food or the place in it. The reply names the memory's first clause only (cut at its connective: and
 * / bị / 가서 / 被), turned to the persona's side, reacts to one detail the visitor told (being caught, getting lost,
 * the food, a night up), asks one question back, and answers an invitation only when one is made for a time to come.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { memoryLines, type MemoryDetail } from './data/persona-chat/shape11-memory-lines.ts';
import { inRegister } from './persona-chat-shape-words.ts';

/** A shared memory asked about: its first clause in the persona's words (or null) and the detail to react to. */
export interface SharedMemory {
  core: string | null;
  detail: MemoryDetail;
}

/** The memory asked about is shared: "we", "us", the persona as "you", or a time in the past. */
const shared: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:we|us|our|you)\b/iu,
  vi: /(?<![\p{L}])(?:tụi mình|chúng mình|tụi tao|bọn mình|bọn tao|hai đứa|mình với mày|tao với mày|hồi|lúc|năm)(?![\p{L}])/iu,
  ko: /우리|때|그때|옛날/u,
  zh: /我们|咱们|咱俩|那年|那时|那次|小时候|初中|高中|大学|高三|小学/u,
};

/** The question of remembering, with the span that holds the memory. */
const asks: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:do|d|don['’]t)?\s*(?:you|u)\s+(?:still\s+)?remember\s+([^?.!]{3,160})|^\s*(?:dude\s+|hey\s+|omg\s+)?remember\s+([^?.!]{3,160})/iu,
  vi: /(?:còn nhớ|có nhớ|nhớ)\s+(.{3,160}?)\s+(?:không|ko|hông|hem|chứ|hok)(?=\s|$|[?!.,~])/iu,
  ko: /^(?:(?:너|야|혹시|너도|너는|넌)\s+)*(.{3,80}?)\s*(?:거|것|일|때|날)?\s*기억(?:나|해|하니|하냐|나요|하세요|나니|남)/u,
  zh: /(?:还记得|记不记得|记得)(.{2,60}?)(?:吗|嘛|不|没|没有)?[？?。！!~]*$/u,
};

/** Where the memory's first clause ends: the next clause's connective. */
const clauseEnd: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\s+(?:and|then|but|so|lol|lmao|haha+|until|because)\b.*$/iu,
  vi: /\s+(?:bị|rồi|xong|thì|mà|nên|để|cuối cùng)(?![\p{L}]).*$/iu,
  ko: /\s+[가-힣]*(?:가서|와서|다가|다|고|는데|서)\s.*$/u,
  zh: /(?:被|然后|结果|后来|，|,).*$/u,
};

/** Where a place phrase starts in a long English or Vietnamese clause. */
const placeStart: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\s+(?:at|in|on|near|behind|by)\s/iu,
  vi: /\s+(?:ở|tại|sau nhà|trước nhà|gần)\s/iu,
  ko: /$^/u,
  zh: /$^/u,
};

/** The detail a memory tells, per kind. */
const details: ReadonlyArray<readonly [MemoryDetail, RegExp]> = [
  ['caught', /\b(?:caught|busted|got in trouble)\b|bắt được|bị bắt|bị phạt|bị la|걸린|걸렸|들켰|혼났|抓到|被抓|被骂|挨骂|逮到/iu],
  ['lost', /\bgot lost\b|lạc đường|bị lạc|길을 잃|길 잃|헤맸|迷路|走丢/iu],
  ['night', /\ball night\b|\bstayed up\b|thức trắng|thức khuya|thâu đêm|밤새|밤을 새|通宵|熬夜/iu],
  ['food', /\b(?:eat|ate|eating|food|stall|snack)\b|(?<![\p{L}])ăn(?![\p{L}])|먹|吃|麻辣烫|烧烤/iu],
];

/** A dream of the memory, or someone met again: not this shape. */
const dreamOrMeeting = /\bdream(?:ed|t|s)?\b|\bbumped into\b|\bran into\b|\bmet\b|mơ thấy|nằm mơ|gặp lại|tình cờ gặp|꿈|만났|마주쳤|梦|遇到|碰到|碰见/iu;

/**
 * The one asked to remember is the persona: the question starts the sentence or follows "you" ("mày còn nhớ", "你还记得");
 * "cô vẫn còn nhớ tớ", "她还记得我" tell that someone else remembers.
 */
function askedOfPersona(text: string, at: number, language: ContentLanguage): boolean {
  const head = text.slice(0, at).trimEnd();
  if (language === 'vi') return head === '' || /[.!?,]$/u.test(head) || /(?<![\p{L}])(?:mày|bạn|cậu|anh|chị|em|ông|bà|cô|chú|thầy|ê)(?:\s+(?:có|vẫn|còn))?$/iu.test(head);
  if (language === 'zh') return at === 0 || /(?:你|您|[，。！？!?,\s])$/u.test(text.slice(0, at)) && !/(?:她|他|它)$/u.test(text.slice(0, at));
  return true;
}

/** "I" and "you" swapped, so the visitor's memory is said from the persona's side. */
function personaSide(phrase: string, language: ContentLanguage): string {
  if (language === 'en') {
    const swaps: Readonly<Record<string, string>> = { i: 'you', me: 'you', my: 'your', mine: 'yours', you: 'I', your: 'my', yours: 'mine' };
    return phrase.replace(/\b(?:I|me|my|mine|you|your|yours)\b/giu, (word) => swaps[word.toLowerCase()] ?? word);
  }
  if (language === 'vi') return phrase.replace(/(?<![\p{L}])(mày|tao)(?![\p{L}])/giu, (word) => (word.toLowerCase() === 'mày' ? 'tao' : 'mày'));
  if (language === 'zh') return phrase.replace(/你|我(?!们)/gu, (word) => (word === '你' ? '我' : '你'));
  return phrase.replace(/(?<![가-힣])너(?:랑|와|하고)\s?/u, '');
}

/** The shared memory a message asks about, or null. */
export function readSharedMemory(text: string, language: ContentLanguage): SharedMemory | null {
  // A memory dreamed of, or someone met again who remembers, is the ask readers' (the dream, the titled name).
  if (dreamOrMeeting.test(text)) return null;
  const found = asks[language].exec(text.trim());
  const span = (found?.[1] ?? found?.[2] ?? '').trim();
  if (!found || span === '' || !shared[language].test(text) || !askedOfPersona(text.trim(), found.index, language)) return null;
  // "do you remember my name / what I said?" asks about the visitor, not a memory the two share.
  if (language === 'en' && /^(?:my|me|what I|who I|where I)\b/iu.test(span)) return null;
  const detail = details.find(([, pattern]) => pattern.test(span))?.[0] ?? 'other';
  let cut = span.replace(clauseEnd[language], '').replace(/[\s,~]+$/u, '').trim();
  // A clause still too long loses its place phrase ("… đi bắt dế ở cánh đồng sau nhà thằng Tí" → "… đi bắt dế").
  const place = placeStart[language].exec(cut);
  if (place && cut.split(/\s+/u).length > 12 && cut.slice(0, place.index).split(/\s+/u).length >= 5) cut = cut.slice(0, place.index).trim();
  const size = language === 'zh' ? cut.length : language === 'ko' ? cut.split(/\s+/u).length * 3 : cut.split(/\s+/u).length;
  const sure = cut.length >= 2 && size <= (language === 'zh' ? 16 : language === 'ko' ? 15 : language === 'vi' ? 16 : 12);
  return { core: sure ? personaSide(cut, language) : null, detail };
}

/** The persona's answer to a shared memory: remembered, one reaction, one question back. */
export function writeMemoryLines(memory: SharedMemory, persona: PersonaKey, language: ContentLanguage, c: PhraseComposer): string[] {
  const lines = memoryLines[language];
  if (memory.core !== null) c.set('core', memory.core);
  const first = c.line(memory.core !== null ? lines.remembered : lines.rememberedBare);
  return [first, c.line(lines.detail[memory.detail]), c.line(lines.ask)].map((line) => inRegister(line, persona, language));
}
