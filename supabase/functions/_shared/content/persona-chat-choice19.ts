/**
 * Round 19 of issue 13 (chat21): the compose path's CHOICE line (a taste asked between two: "whats better, a puppy or a
 * kitten?", "bạn thích mèo hay chó hơn? tớ thích mèo", "너는 바다가 좋아 산이 좋아?", "你喜欢下雪天还是下雨天？") quoted the
 * options as the reader cut them, with their question words still on ("chó hơn" against "bạn thích mèo", ‘바다가’, ‘산이’,
 * “喜欢下雪天”), gave no reason, picked against the visitor's own stated liking, and was followed by an adult stock question
 * ("what was your gut saying?") or, for a pet, by a pet-news line about a cat the visitor does not have yet. Now:
 *   1. the options are cut to the things offered (a like-verb lead, a comparative tail, a Korean subject particle off);
 *   2. the visitor's own liking said beside the question (i like pizza, tớ thích mèo, 난 바다, 我喜欢下雪) is the pick,
 *      agreed with; otherwise the seed picks, and the pick is weighed against the other by name, never contradicted;
 *   3. one question about this choice: which one the visitor would take, or what they like most about theirs.
 * The lead and tail words are a short grammatical list per language.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { fixRegister, type ByRegister } from './persona-chat-fix-voice.ts';

/** A like-verb or subject before an option (bạn thích mèo, 你喜欢下雪天, do you like pizza). */
const leads: Readonly<Record<ContentLanguage, RegExp>> = {
  // The reader may have cut "do you" already and left the bare verb ("like pizza"), and visitors write "u" / "ya".
  en: /^(?:(?:what'?s|whats|which is|which'?s)\s+(?:better|best|cuter|nicer)[,:]?\s+|(?:(?:do|would|d'?|wud|wd)\s*)?(?:(?:you|u|ya)\s+)?(?:like|love|prefer|want|rather|pick|choose)\s+)/iu,
  vi: /^(?:(?:bạn|cậu|mày|em|anh|chị|tớ|mình)\s+)?(?:thích|mê|chọn|muốn)\s+/iu,
  ko: /^(?:너는|넌|너|언니는|오빠는|형은|누나는)\s*/u,
  zh: /^(?:你|您)?(?:更)?(?:喜欢|爱|想要|选)/u,
};
/** A comparative or particle tail after an option (chó hơn, 下雨天呢). */
const tails: Readonly<Record<ContentLanguage, RegExp>> = {
  // A comparative, or a purpose both options share ("beach or mountains for a weekend trip").
  en: /\s+(?:better|more|most|best|(?:for|on|in)\s+(?:a|an|the|my|our|this|next)\s+[\w' -]{2,30})$/iu,
  vi: /\s+(?:hơn|nhất|nè|nhỉ|vậy|thế)$/iu,
  ko: /(?!)/u,
  zh: /(?:呢|呀|啊|吧|更好|好)$/u,
};

/** An option cut to the thing offered. */
export function cleanOption(option: string, language: ContentLanguage): string {
  let text = option.trim().replace(/^[“‘"']|[”’"']$/gu, '');
  for (let i = 0; i < 2; i += 1) text = text.replace(leads[language], '').replace(tails[language], '').trim();
  if (language === 'ko') text = withoutKoreanParticle(text);
  return text === '' ? option.trim() : text;
}

/** Whether a Hangul syllable has a final consonant. */
function hasFinal(syllable: string): boolean {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code <= 11171 && code % 28 !== 0;
}

/**
 * A Korean subject or object particle cut off an option (바다가 → 바다, 산이 → 산), only where the particle fits the
 * syllable before it: 가 / 는 / 를 after a vowel, 이 / 은 / 을 after a consonant, and 이 only on a one-syllable noun
 * (떡볶이 and 고양이 keep their 이).
 */
function withoutKoreanParticle(word: string): string {
  const last = word.slice(-1);
  const before = word.slice(-2, -1);
  if (before === '' || !/[가-힣]/u.test(before)) return word;
  if (/[가는를]/u.test(last) && !hasFinal(before)) return word.slice(0, -1);
  if (/[은을]/u.test(last) && hasFinal(before)) return word.slice(0, -1);
  if (last === '이' && hasFinal(before) && word.length === 2) return word.slice(0, -1);
  return word;
}

/** The visitor's own liking said beside the question (i like pizza, tớ thích mèo, 난 바다가 좋아, 我喜欢下雪天). */
const ownLiking: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:i|me)\s+(?:like|love|prefer|pick|choose|want|vote)\s+(?:the\s+|a\s+|an\s+)?([\w' -]{2,24})/iu,
  vi: /(?<![\p{L}])(?:tớ|mình|tôi|tao|em|con)\s+(?:thì\s+)?(?:thích|chọn|mê|muốn)\s+([\p{L} ]{1,20})/iu,
  ko: /(?:나는|난|저는|전|내가|제가)\s*([가-힣]{1,8}?)(?:이|가|을|를)?\s*(?:좋아|더 좋|골라|고를|선택)/u,
  zh: /我(?:更|还是|比较)?(?:喜欢|爱|选|想要)([\u4e00-\u9fff]{1,6})/u,
};

/** Which offered option the visitor said they like, or null. */
export function likedOption(text: string, options: readonly [string, string], language: ContentLanguage): 0 | 1 | null {
  // The liking is said outside the question sentence (tớ thích mèo after "bạn thích mèo hay chó hơn?").
  const told = text.split(/[?？]/u).slice(1).join(' ');
  const found = ownLiking[language].exec(told)?.[1]?.toLowerCase();
  if (!found) return null;
  const at = options.findIndex((option) => {
    const word = option.toLowerCase().replace(/^(?:a|an|the)\s+/u, '');
    return word !== '' && (found.includes(word) || word.includes(found.trim()));
  });
  return at === 0 || at === 1 ? at : null;
}

/** The first letter made capital, for an option that opens the answer. */
const cap = (word: string): string => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

type ChoiceLines = { pick: string; agree: string; askWhich: string; askWhy: string };
const kidLines: ByRegister<ChoiceLines> = {
  en: { pick: '{Pick}! If I could only have one, I’d pick {pick}. I like {other} too, but I’d still go for {pick}.', agree: '{Pick}, same as you! I’d pick {pick} too. I like {other}, but my favourite is {pick}.', askWhich: 'What about you: {pick} or {other}?', askWhy: 'What do you like best about {pick}?' },
  vi: { pick: '{Pick}! Nếu chỉ được chọn một thì mình chọn {pick}. Mình cũng thích {other}, nhưng {pick} vẫn hơn.', agree: '{Pick}, giống bạn luôn! Mình cũng chọn {pick}. Mình cũng thích {other}, mà {pick} là nhất.', askWhich: 'Còn bạn, bạn chọn {pick} hay {other}?', askWhy: 'Bạn thích {pick} ở chỗ nào nhất?' },
  koPlain: { pick: '{pick}! 하나만 고르라면 난 {pick:이야}. {other}도 좋긴 한데, 나는 {pick:이} 더 좋아.', agree: '{pick}! 나도 너랑 똑같아. 나도 {pick:을} 고를래. {other}도 괜찮지만 {pick:이} 최고야.', askWhich: '너는? {pick}, 아니면 {other}?', askWhy: '{pick}의 어떤 점이 제일 좋아?' },
  koPolite: { pick: '{pick}! 하나만 고르라면 저는 {pick:이에요}. {other}도 좋지만, 저는 {pick:이} 더 좋아요.', agree: '{pick}! 저도 똑같아요. 저도 {pick:을} 고를래요. {other}도 괜찮지만 {pick:이} 최고예요.', askWhich: '그쪽은요? {pick}, 아니면 {other}?', askWhy: '{pick}의 어떤 점이 제일 좋아요?' },
  koHage: { pick: '{pick}! 하나만 고르라면 나는 {pick:이라}네. {other}도 좋지만, 나는 {pick:이} 더 좋네.', agree: '{pick}! 자네와 같네. 나도 {pick:을} 고르겠네. {other}도 괜찮지만 {pick:이} 제일일세.', askWhich: '자네는? {pick}인가, {other}인가?', askWhy: '{pick}의 어떤 점이 제일 좋은가?' },
  zh: { pick: '{pick}！只能选一个的话，我选{pick}。{other}也不错，可我还是更喜欢{pick}。', agree: '{pick}，跟你一样！我也选{pick}。{other}也还行，可{pick}最棒。', askWhich: '那你呢，{pick}还是{other}？', askWhy: '你最喜欢{pick}哪一点？' },
};
const adultLines: ByRegister<ChoiceLines> = {
  en: { pick: 'Between {pick} and {other}? I’d take {pick}. I like {other} too, but if I get one, it’s {pick}.', agree: '{Pick}, same as you. I like {other} too, but I’m with you on {pick}.', askWhich: 'And you: {pick} or {other}?', askWhy: 'What is it about {pick} for you?' },
  vi: { pick: 'Giữa {pick} và {other} hả? Mình chọn {pick}. Mình cũng thích {other}, nhưng được chọn một thì là {pick}.', agree: '{Pick}, giống bạn. Mình cũng thích {other}, nhưng mình đứng về phía {pick} với bạn.', askWhich: 'Còn bạn: {pick} hay {other}?', askWhy: 'Với bạn, {pick} hay ở chỗ nào?' },
  koPlain: { pick: '{pick}, {other} 중에? 난 {pick}. {other}도 좋은 날이 있지만, 하나만 고르면 {pick:이야}.', agree: '{pick}, 나도 너랑 같아. {other}도 좋지만 {pick} 쪽이야.', askWhich: '너는? {pick}, 아니면 {other}?', askWhy: '너한테 {pick:은} 뭐가 좋아?' },
  koPolite: { pick: '{pick}, {other} 중에요? 저는 {pick}. {other}도 좋은 날이 있지만, 하나만 고르면 {pick:이에요}.', agree: '{pick}, 저도 같아요. {other}도 좋지만 저도 {pick} 쪽이에요.', askWhich: '그쪽은요? {pick}, 아니면 {other}?', askWhy: '{pick:은} 어떤 점이 좋으세요?' },
  koHage: { pick: '{pick}, {other} 중에? 나는 {pick}일세. {other}도 좋은 날이 있지만, 하나만 고르면 {pick:이라}네.', agree: '{pick}, 나도 같네. {other}도 좋지만 {pick} 쪽일세.', askWhich: '자네는? {pick}인가, {other}인가?', askWhy: '자네에게 {pick:은} 무엇이 좋은가?' },
  zh: { pick: '{pick}和{other}之间？我选{pick}。{other}也有它好的时候，可只能选一个的话，就是{pick}。', agree: '{pick}，跟你一样。{other}也不错，不过我站{pick}。', askWhich: '那你呢：{pick}还是{other}？', askWhy: '{pick}最打动你的是哪一点？' },
};

/** The choice answered: the pick weighed against the other by name, and one question about it (templates for {pick} / {other}). */
export function writeChoice(options: readonly [string, string], text: string, persona: PersonaKey, language: ContentLanguage, pickFirst: boolean): { lines: string[]; pick: string; other: string } {
  // A Korean option that is a clause (양도라도 받을까) is named as a side (‘양도라도 받을까’ 쪽), never given a noun's particle.
  const side = (option: string): string => (language === 'ko' && option.length > 3 && /(?:까|게|요|어|아|지|래|자|다|니)$/u.test(option) ? `‘${option}’ 쪽` : option);
  const clean: [string, string] = [side(cleanOption(options[0], language)), side(cleanOption(options[1], language))];
  const liked = likedOption(text, clean, language);
  const at = liked ?? (pickFirst ? 0 : 1);
  const pick = clean[at] ?? clean[0];
  const other = clean[at === 0 ? 1 : 0] ?? clean[1];
  const register = fixRegister(persona, language);
  const own = (persona === 'kid' ? kidLines : adultLines)[register];
  const fill = (line: string): string => line
    .replace(/\{Pick\}/gu, cap(pick)).replace(/\{Other:cap\}/gu, cap(other));
  return { lines: liked !== null ? [fill(own.agree), fill(own.askWhy)] : [fill(own.pick), fill(own.askWhich)], pick, other };
}
