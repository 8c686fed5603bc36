/**
 * Round 17 of issue 13: a who / where / what / when question put to the kid that no reader knew ("너는 세상에서 누가
 * 제일 좋아?", "who's your best friend?", "你长大想住在哪里呀") got the ask-back "that is a big one! tell me the answer!",
 * which answers nothing. A child answers such a question with a guess, quickly and in its own world: who → someone it
 * loves, where → a place it dreams of, when → a day it waits for, what → the first big thing it thinks of. Read from the
 * question word alone (a short grammatical class per language), then the kid asks the visitor theirs.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** The question word the kid answers by. */
export type KidWh = 'who' | 'where' | 'when' | 'what';

/** Question words per language, checked in this order (when before what: 什么时候 holds 什么). */
const whWords: Readonly<Record<ContentLanguage, readonly (readonly [KidWh, RegExp])[]>> = {
  en: [['who', /\bwho(?:'s|s| is| do| would| will)?\b/iu], ['where', /\bwhere\b/iu], ['when', /\bwhen\b/iu], ['what', /\b(?:what|which)\b/iu]],
  vi: [['when', /(?<![\p{L}])(?:khi nào|bao giờ|lúc nào)(?![\p{L}])/iu], ['who', /(?<![\p{L}])ai(?![\p{L}])/iu], ['where', /(?<![\p{L}])(?:ở đâu|đi đâu|chỗ nào|nơi nào)(?![\p{L}])/iu], ['what', /(?<![\p{L}])(?:gì|nào)(?![\p{L}])/iu]],
  ko: [['who', /(?:누가|누구)/u], ['where', /어디/u], ['when', /언제/u], ['what', /(?:뭐|뭘|무엇|무슨|어떤)/u]],
  zh: [['when', /什么时候|哪天/u], ['who', /谁/u], ['where', /哪里|哪儿|什么地方/u], ['what', /什么|哪个|哪种|啥/u]],
};

/** An indefinite under negation or with 也 / cũng / 도 is no question word (谁都, ai cũng, 아무도). */
const indefinite: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:whoever|whatever|wherever|whenever)\b/iu,
  vi: /(?<![\p{L}])(?:ai|gì|đâu|nào)\s+cũng(?![\p{L}])/iu,
  ko: /(?:아무|누구도|누구나|뭐든|어디든|언제든)/u,
  zh: /(?:谁都|谁也|什么都|什么也|哪儿都|哪里都)/u,
};

/** The question is about the kid itself: it holds "you" (your, em / bạn / con, 너 / 넌, 你) and none of the visitor's own I. */
const toYou: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:you|your|u|ur)\b/iu,
  vi: /(?<![\p{L}])(?:em|bạn|con|bé|cậu)(?![\p{L}])/iu,
  ko: /(?:^|\s)(?:너|넌|너는|니가|네가|너의|니)(?=\s|$)/u,
  zh: /你/u,
};
const ownI: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:i|i'm|my|me)\b/iu,
  vi: /(?<![\p{L}])(?:tôi|tớ|tao|mình|cô|chú|dì)(?![\p{L}])/iu,
  ko: /(?:^|\s)(?:나는|난|내가|내|나|저는|제가)(?=\s|$)/u,
  zh: /我/u,
};

/** The question word of a short question put to the kid about itself, or null. */
export function readKidWh(text: string, language: ContentLanguage): KidWh | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > (language === 'en' || language === 'vi' ? 90 : 40) || indefinite[language].test(trimmed)) return null;
  if (!toYou[language].test(trimmed) || ownI[language].test(trimmed)) return null;
  return whWords[language].find(([, pattern]) => pattern.test(trimmed))?.[0] ?? null;
}

/** The kid's guess per question word, then the visitor's asked. */
const guesses: Readonly<Record<ContentLanguage, Readonly<Record<KidWh, readonly string[]>>>> = {
  en: {
    who: ['Ooh, easy! My mom! No wait, and my grandma, and my dog Biscuit! Is that allowed? Who is yours?'],
    where: ['Ooh! In a treehouse by the beach, with a slide that goes right into the water! Where would you pick?'],
    when: ['On my birthday! Or tomorrow! Tomorrow is sooner! When would you say?'],
    what: ['Ooh, hmm… a dinosaur! No wait, ice cream! Okay, a dinosaur that eats ice cream! What about you?'],
  },
  vi: {
    who: ['Dễ ợt! Mẹ nè! À khoan, cả bà ngoại với con cún Bông nữa! Vậy có được không? Còn bạn là ai?'],
    where: ['Ồ! Ở trong một ngôi nhà trên cây gần biển, có cầu tuột chạy thẳng xuống nước luôn! Còn bạn chọn chỗ nào?'],
    when: ['Vào sinh nhật tớ! Hay là ngày mai! Ngày mai gần hơn! Còn bạn thì sao?'],
    what: ['Ừm… khủng long! À không, kem! Thôi, một con khủng long ăn kem! Còn bạn?'],
  },
  ko: {
    who: ['그거 쉬워! 엄마! 아 잠깐, 할머니랑 우리 강아지 콩이도! 그래도 돼? 너는 누구야?'],
    where: ['나는 바닷가 옆에 있는 나무 위 집! 미끄럼틀 타면 바로 물로 풍덩! 너는 어디가 좋아?'],
    when: ['내 생일! 아니다, 내일! 내일이 더 빨라! 너는 언제가 좋아?'],
    what: ['음… 공룡! 아 아니다, 아이스크림! 그럼 아이스크림 먹는 공룡! 너는?'],
  },
  zh: {
    who: ['这个简单！妈妈！等一下，还有外婆，还有我家小狗豆豆！可以都算吗？你呢，是谁？'],
    where: ['我要住在海边的树屋里，滑梯一滑就能掉进水里！你想住哪里？'],
    when: ['我生日那天！不对，明天！明天更快！你说呢？'],
    what: ['嗯……恐龙！不对，冰淇淋！那就是一只吃冰淇淋的恐龙！你呢？'],
  },
};

/** The kid's answer to the question word. */
export function writeKidGuess(wh: KidWh, language: ContentLanguage): string[] {
  return [...guesses[language][wh]];
}
