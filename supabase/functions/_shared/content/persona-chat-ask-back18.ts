/**
 * Round 18 of issue 13 (chat20): the ask-back fall-through answers the question's form before it asks anything.
 * A request nothing above could read used to get its whole text quoted and "what happened? how can I help?" or "tell me
 * the answer": a choice between two people ("should I listen to my mom or my dad", "tao nên nghe ai, ba hay mẹ",
 * "엄마 말 들어야 돼 아빠 말 들어야 돼?", "我该听我妈的还是听我爸的"), whether two people fit ("me and jake compatible?",
 * "tao với con Linh có hợp nhau không", "나랑 민수랑 잘 맞는 것 같아?", "我跟小王合得来吗"), and a kid's two questions.
 * Read from the grammar of each question sentence: two options joined by or / hay / 还是 / a Korean predicate said twice;
 * the visitor and a second person joined by and / với / 랑 / 跟 before a fit verb; a why or a wh-question put to the kid.
 * Each is answered in its form, with the visitor's own words turned to the right person: A or B → both weighed by name
 * and a lean with its reason; do we fit → a stance with its reason; the kid → a pick with its reason, a guess at the why.
 * Only then at most one question. A request with none of these keeps the round-14 ask-back.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { cleanOption } from './persona-chat-choice19.ts';
import { sentencesOf } from './persona-chat-clause12.ts';
import { fixRegister, type ByRegister } from './persona-chat-fix-voice.ts';
import { readEitherOr } from './fortune-choice.ts';
import { readVisitorQuestion } from './persona-chat-question14.ts';
import { isRealChoice, writeKidWhy } from './persona-chat-literal16.ts';
import { readKidWh, writeKidGuess } from './persona-chat-kid-guess17.ts';

/** One question of the request, read by its form. */
export type AskedPart =
  | { kind: 'either'; a: string; b: string }
  | { kind: 'pair'; other: string }
  | { kind: 'kid'; lines: string[]; pick: boolean };

/** The visitor's own words turned to the persona's "you" (my mom → your mom, 我妈 → 你妈). */
function turned(words: string, language: ContentLanguage): string {
  switch (language) {
    case 'en': return words.replace(/\bmy\b/giu, 'your').replace(/\b(?:me|i)\b/giu, 'you').replace(/\bmyself\b/giu, 'yourself');
    case 'vi': return words.replace(/(?<![\p{L}])tao(?![\p{L}])/giu, 'mày').replace(/(?<![\p{L}])tớ(?![\p{L}])/giu, 'cậu').replace(/(?<![\p{L}])(?:mình|tôi)(?![\p{L}])/giu, 'bạn');
    case 'ko': return words.replace(/(?<![가-힣])내(?=\s)/gu, '네').replace(/(?<![가-힣])제(?=\s)/gu, '본인');
    case 'zh': return words.replace(/我/gu, '你');
  }
}

/** Words that open an English option's tail (mom or my dad about which college → my dad). */
const enTail = /\s+(?:about|for|because|since|when|if|so|to pick|to choose|tho|though|lol)\b.*$/iu;
/** A modal or subject before a Chinese option (我该 / 我是该 / 我要 / 该). */
const zhLead = /^(?:我|你)?(?:是)?(?:更)?(?:该|应该|要|得|想|喜欢|爱)?/u;
/** Korean subject / topic particles after a bare option (공룡이 → 공룡). */
const koParticle = /(?:이|가|은|는|을|를)$/u;
/** A Vietnamese option's modal lead or comparative tail (nên nghỉ việc → nghỉ việc, ăn bánh hơn → ăn bánh). */
const viLead = /^(?:(?:tao|tớ|mình|em|tôi|anh|chị)\s+)?(?:nên|có nên|phải|thích|muốn)\s+/iu;
const viTail = /\s+(?:hơn|thì|nhỉ|vậy|ạ|hả|đây|đó|ta)(?:\s.*)?$/iu;

/** A subject or a time word right before "hay": there hay is the adverb often (dạo này hay…, em hay…). A grammatical class. */
const viOften = /(?:^|\s)(?:dạo này|gần đây|hồi này|lúc này|bây giờ|giờ|hồi trước|ngày xưa|em|anh|chị|tao|tớ|mình|nó|tôi|bạn|con|cũng|vẫn|rất|thường|cứ)$/iu;

/** Words that open a noun phrase (my mom, a banner, mấy đứa): the second option opening with one is a noun phrase. */
const determiner = /^(?:my|your|a|an|the|his|her|our|their|some|mấy|cái|con|thằng|bà|ông|chị|anh|em)$/iu;

/** The first option cut to the noun phrase the second one parallels (listen to my mom / my dad → my mom / my dad). */
function parallel(a: string, b: string): [string, string] {
  const aw = a.split(/\s+/u);
  const bw = b.split(/\s+/u);
  if (aw.length <= bw.length) return [a, b];
  if (bw[0] && determiner.test(bw[0])) {
    const at = aw.map((word) => word.toLowerCase()).lastIndexOf(bw[0].toLowerCase());
    const from = at > 0 ? at : aw.findLastIndex((word, index) => index > 0 && determiner.test(word));
    return from > 0 ? [aw.slice(from).join(' '), b] : [a, b];
  }
  // Options without a determiner (nấu phở nên dùng xương bò / xương gà): a first option longer by two words or more
  // carries the question's own words before it, so it keeps as many words as the second.
  return bw.length <= 3 && aw.length - bw.length >= 2 ? [aw.slice(-bw.length).join(' '), b] : [a, b];
}

/** A Korean predicate said twice (엄마 말 들어야 돼 아빠 말 들어야 돼, 공룡이 더 세 상어가 더 세): the two heads. */
function koreanTwice(sentence: string): [string, string] | null {
  const words = sentence.replace(/[?？!]+$/u, '').trim().split(/\s+/u);
  for (let cut = 1; cut < words.length; cut += 1) {
    const left = words.slice(0, cut);
    const right = words.slice(cut);
    let shared = 0;
    while (shared < Math.min(left.length, right.length) - 1 && left[left.length - 1 - shared] === right[right.length - 1 - shared]) shared += 1;
    if (shared === 0 || left.length - shared !== right.length - shared) continue;
    const a = left.slice(0, left.length - shared).join(' ').replace(koParticle, '');
    const b = right.slice(0, right.length - shared).join(' ').replace(koParticle, '');
    if (a && b && a !== b) return [a, b];
  }
  return null;
}

/** The two options of one question sentence, or null. */
function readOptions(sentence: string, language: ContentLanguage): [string, string] | null {
  const clean = sentence.replace(/[?？!！。.]+$/u, '').trim();
  if (language === 'ko') {
    const twice = koreanTwice(clean);
    if (twice) return twice;
  }
  if (language === 'zh') {
    const part = clean.split(/[，,]/u).find((segment) => segment.includes('还是'));
    if (part) {
      const [a, b] = part.split('还是');
      const left = (a ?? '').replace(zhLead, '').trim();
      const right = (b ?? '').replace(/[呢啊呀吧]+$/u, '').trim();
      if (left && right && [...left].length <= 10 && [...right].length <= 10) return [left, right];
    }
  }
  if (language === 'vi') {
    const part = clean.split(/[,;]/u).map((segment) => segment.trim()).find((segment) => /\shay\s/iu.test(segment));
    if (part) {
      const [a, b] = part.split(/\s+hay\s+/iu);
      // "dạo này hay mơ thấy nước", "em hay quên": hay after a subject or a time word means often, not or.
      if (viOften.test((a ?? '').trim())) return null;
      const left = (a ?? '').replace(viLead, '').trim();
      const right = (b ?? '').replace(viTail, '').replace(/^(?:nên|thích|muốn)\s+/iu, '').trim();
      if (left && right && left.split(/\s+/u).length <= 6 && right.split(/\s+/u).length <= 6) return parallel(left, right);
    }
  }
  const read = readEitherOr(clean);
  if (!read || !isRealChoice(read) || (language === 'vi' && viOften.test(clean.split(/\s+hay\s+/iu)[0]?.trim() ?? ''))) return null;
  const a = read[0].replace(/^(?:is it |would it be )?(?:better|best) to\s+/iu, '').replace(/^(?:should i|do i|i should)\s+/iu, '').replace(/^(?:(?:do you|would you|you)\s+)?(?:like|love|prefer|want|rather)\s+/iu, '').replace(viLead, '').trim();
  const b = read[1].replace(enTail, '').replace(viTail, '').replace(/^(?:just|should i|do i)\s+/iu, '').trim();
  if (!a || !b || a.split(/\s+/u).length > 8 || b.split(/\s+/u).length > 8) return null;
  if (language === 'zh') return [a.replace(zhLead, '') || a, b];
  return language === 'en' || language === 'vi' ? parallel(a, b) : [a, b];
}

/** The visitor and a second person before a fit verb (me and jake … compatible, tao với Linh … hợp, 나랑 민수랑 잘 맞, 我跟小王合得来). */
const pairReaders: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:me and ([a-z]+)|([a-z]+) and (?:me|i))\b.*\b(?:compatible|work out|work|good together|a good match|match|fit|click)\b/iu,
  vi: /(?<![\p{L}])(?:tao|tớ|mình|em|tôi)\s+(?:với|và)\s+(?:con\s+|thằng\s+|anh\s+|chị\s+|bạn\s+)?(\p{L}+)(?:\s+\p{L}+)?\s+(?:có\s+)?hợp/iu,
  ko: /(?:나랑|나하고|나와|저랑|저하고|저와)\s*([가-힣]+?)(?:이랑|랑|하고|와|과|이하고)?\s+(?:.*\s)?(?:잘\s*맞|맞는|맞을|어울리|어울려|궁합)/u,
  zh: /我(?:跟|和|与)([\u4e00-\u9fff]{1,4}?)(?:合得来|合不来|合适|合不合|配不配|般配|能不能在一起)/u,
};

function readPair(sentence: string, language: ContentLanguage): string | null {
  const match = pairReaders[language].exec(sentence);
  const other = match?.[1] ?? match?.[2] ?? null;
  if (!other) return null;
  return language === 'en' ? `${other.charAt(0).toUpperCase()}${other.slice(1)}` : other;
}

/** A kid's answer to one question sentence: its pick, its guess at a why, its guess at a who/where/when; null when none. */
function kidLines(sentence: string, language: ContentLanguage): string[] | null {
  const asked = readVisitorQuestion(sentence, language, 'kid');
  if (asked?.kind === 'factWhy' && asked.asker === null) return writeKidWhy(asked.told, language).slice(0, 2);
  const wh = readKidWh(sentence, language);
  return wh ? writeKidGuess(wh, language) : null;
}

/** The question sentences of the request read by their forms, at most two; empty when none reads. */
export function readAskedParts(text: string, language: ContentLanguage, persona: PersonaKey): AskedPart[] {
  const sentences = sentencesOf(text).map((sentence) => sentence.trim()).filter((sentence) => sentence !== '');
  const parts: AskedPart[] = [];
  for (const sentence of sentences.slice(0, 3)) {
    if (persona === 'kid') {
      const options = readOptions(sentence, language);
      // Round 19 (chat22): the options cut to the things offered (cake more → cake), as the choice line cuts them.
      const lines = options ? kidPick(cleanOption(options[0], language), cleanOption(options[1], language), language) : kidLines(sentence, language);
      if (lines) parts.push({ kind: 'kid', lines, pick: options !== null });
      continue;
    }
    const other = readPair(sentence, language);
    if (other) {
      parts.push({ kind: 'pair', other });
      continue;
    }
    const options = readOptions(sentence, language);
    if (options) parts.push({ kind: 'either', a: turned(options[0], language), b: turned(options[1], language) });
  }
  return parts.slice(0, 2);
}

/** The first letter made capital (your mom → Your mom), for an option that opens the answer. */
const cap = (word: string): string => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** A Korean particle chosen by the last syllable's final consonant (민수랑 / 지훈이랑). */
function hasBatchim(word: string): boolean {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code <= 11171 && code % 28 !== 0;
}

function kidPick(a: string, b: string, language: ContentLanguage): string[] {
  switch (language) {
    case 'en': return [`Hmm… ${a}! That's my pick, because it popped into my head first.`, `But ${b} is pretty cool too!`];
    case 'vi': return [`Hmm… ${a}! Con chọn ${a}, vì con nghĩ tới nó trước tiên.`, `Nhưng ${b} cũng hay lắm nha!`];
    case 'ko': return [`음… ${a}! 내 생각엔 그거야. 제일 먼저 떠올랐거든.`, `그래도 ${b}도 멋지긴 해!`];
    case 'zh': return [`嗯……${a}！我选${a}，因为我第一个想到的就是它。`, `不过${b}也很棒哦！`];
  }
}

function weighEither(a: string, b: string, persona: PersonaKey, language: ContentLanguage): string[] {
  const lines: ByRegister<string[]> = {
    en: [`${cap(a)} or ${b}? Weigh them by what each one actually gives you, not by which one sounds surer: go with the one whose reason you could say out loud in one sentence.`, `If it is still a tie, I'd lean “${a}”: the one we name first is usually where we already stand.`, `What's the best case for “${b}”?`],
    vi: [`${cap(a)} hay ${b} hả? Cân hai bên bằng cái mỗi bên thật sự mang lại, đừng bằng việc bên nào nghe chắc hơn: chọn bên mà bạn nói được lý do trong một câu.`, `Nếu vẫn ngang nhau thì mình nghiêng về ${a}, vì cái mình nói ra trước thường là cái trong lòng đã chọn.`, `Lý do tốt nhất để chọn “${b}” là gì?`],
    koPlain: [`${a}, 아니면 ${b}? 어느 쪽이 더 그럴듯하게 들리는지 말고, 각각 실제로 뭘 주는지로 따져 봐. 이유를 한 문장으로 말할 수 있는 쪽으로 가.`, `그래도 비슷하면 난 ${a} 쪽이야. 먼저 꺼낸 쪽이 보통 마음이 이미 가 있는 쪽이거든.`, `${b} 쪽의 제일 좋은 이유는 뭐야?`],
    koPolite: [`${a}, 아니면 ${b}? 어느 쪽이 더 그럴듯하게 들리는지 말고, 각각 실제로 뭘 주는지로 따져 보세요. 이유를 한 문장으로 말할 수 있는 쪽으로 가세요.`, `그래도 비슷하면 저는 ${a} 쪽이에요. 먼저 꺼낸 쪽이 보통 마음이 이미 가 있는 쪽이거든요.`, `${b} 쪽의 제일 좋은 이유는 뭐예요?`],
    koHage: [`${a}, 아니면 ${b}? 어느 쪽이 더 그럴듯하게 들리는지 말고, 각각 실제로 뭘 주는지로 따져 보게. 이유를 한 문장으로 말할 수 있는 쪽으로 가게.`, `그래도 비슷하면 나는 ${a} 쪽이네. 먼저 꺼낸 쪽이 대개 마음이 이미 가 있는 쪽이거든.`, `${b} 쪽의 제일 좋은 이유는 뭔가?`],
    zh: [`${a}还是${b}？别看哪个听起来更靠谱，要看它们各自实际给你带来什么：选那个你能用一句话说出理由的。`, `要是还分不出来，我偏向${a}：人先说出口的那个，往往就是心里已经选的。`, `${b}那边最好的理由是什么？`],
  };
  return lines[fixRegister(persona, language)];
}

function judgePair(other: string, persona: PersonaKey, language: ContentLanguage): string[] {
  const with_ = `${other}${hasBatchim(other) ? '이랑' : '랑'}`;
  const lines: ByRegister<string[]> = {
    en: [`You and ${other}? Honestly, I think it can work: fitting is not about never clashing, it is about whether you two can talk after you do.`, `What usually happens between you and ${other} after a fight?`],
    vi: [`Bạn với ${other} hả? Mình nghĩ là hợp được: hợp nhau không phải là không bao giờ cãi, mà là cãi xong hai người có nói chuyện lại được không.`, `Sau mỗi lần giận nhau, bạn với ${other} thường làm gì?`],
    koPlain: [`너랑 ${other}? 난 잘 맞을 수 있다고 봐. 잘 맞는다는 건 안 부딪히는 게 아니라 부딪힌 다음에 둘이 다시 얘기할 수 있느냐거든.`, `${with_} 부딪히고 나면 보통 어떻게 돼?`],
    koPolite: [`${other} 님이랑요? 저는 잘 맞을 수 있다고 봐요. 잘 맞는다는 건 안 부딪히는 게 아니라 부딪힌 다음에 둘이 다시 얘기할 수 있느냐거든요.`, `${with_} 부딪히고 나면 보통 어떻게 돼요?`],
    koHage: [`자네랑 ${other}? 나는 잘 맞을 수 있다고 보네. 잘 맞는다는 건 안 부딪히는 게 아니라 부딪힌 다음에 둘이 다시 얘기할 수 있느냐거든.`, `${with_} 부딪히고 나면 보통 어떻게 되나?`],
    zh: [`你和${other}？我觉得合得来：合不合不在于吵不吵，而在于吵完以后两个人还能不能好好说话。`, `你们俩闹别扭以后，一般会怎么样？`],
  };
  return lines[fixRegister(persona, language)];
}

/** The answer: each part in its form, one question at most (the last part's); null when no part reads. */
export function writeAskedParts(parts: readonly AskedPart[], persona: PersonaKey, language: ContentLanguage): string[] | null {
  if (parts.length === 0) return null;
  const out: string[] = [];
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    const lines = part.kind === 'kid' ? part.lines : part.kind === 'either' ? weighEither(part.a, part.b, persona, language) : judgePair(part.other, persona, language);
    // Only the last part keeps its closing question.
    out.push(...(last || part.kind === 'kid' ? lines : lines.slice(0, -1)));
  });
  return out;
}
