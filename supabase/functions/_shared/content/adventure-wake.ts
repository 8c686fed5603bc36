/**
 * Waking someone and the story's clock (issue 13, round 9b). "我去冬眠舱，试着唤醒指令长王蕾" was read as a plain trip
 * ("你来到了冬眠舱。没有人拦你。"): the person to wake and the 36 hours of oxygen were gone. Here a wake is its own beat
 * (the person stirs and comes round, asking what happened), a deadline the story set in hours stays in view, and a
 * pronoun that opens the beat's reaction is given the name when the story names one person only.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { storyCast } from './adventure-cast.ts';

/** Waking verbs with the person as the first group, per language. */
const wakePatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:wake|wakes|shake awake|shakes awake)\s+(?:up\s+)?((?:Dr\.\s|Captain\s|Commander\s)?\p{Lu}[\p{Ll}'-]+(?:\s\p{Lu}[\p{Ll}'-]+)?|him|her|them)\b/u,
  vi: /(?<![\p{L}\p{M}])(?:đánh thức|gọi dậy|lay dậy|lay tỉnh)\s+((?:(?:thằng|bé|anh|chị|em|cô|chú|bác)\s+)?\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?)/u,
  ko: /([가-힣]{2,4}?)(?:이를|을|를)\s(?:[가-힣]+\s)?(?:깨운|깨워|흔들어 깨)/u,
  zh: /(?:唤醒|叫醒|摇醒)([\p{Script=Han}]{2,6})(?=[，。！!？?]|$)/u,
};

/** The person a choice wakes, as the visitor wrote them (a name, or a role with a name), or null. */
export function wakeTarget(told: string, language: ContentLanguage): string | null {
  const found = wakePatterns[language].exec(told)?.[1]?.trim();
  if (!found || /^(?:him|her|them)$/u.test(found)) return null;
  return found;
}

/** The person coming round, per language; `{p}` is who. */
const wakeLines: Readonly<Record<ContentLanguage, string>> = {
  en: '{p} stirs, blinks up at you and slowly comes round. “What… what happened?”',
  vi: '{p} cựa mình, mở mắt nhìn bạn rồi từ từ tỉnh lại. “Chuyện… chuyện gì vậy?”',
  ko: '{p} 몸을 뒤척이다 눈을 뜨고, 천천히 정신을 차린다. “무슨… 무슨 일이야?”',
  zh: '{p}动了动，睁开眼睛看着你，慢慢醒了过来：“出……出什么事了？”',
};

/** A deadline the story set in hours ("氧气只够维持36小时", "36 hours of air"), as its number, or null. */
export function storyDeadline(story: string, language: ContentLanguage): string | null {
  const pattern = { en: /(\d+)\s*hours?\b/u, vi: /(\d+)\s*(?:giờ|tiếng)(?![\p{L}\p{M}])/u, ko: /(\d+)\s*시간/u, zh: /(\d+)\s*(?:个)?小时/u }[language];
  return pattern.exec(story)?.[1] ?? null;
}

/** The line that keeps the story's clock running. */
export function deadlineLine(language: ContentLanguage, hours: string): string {
  return {
    en: `And the clock is still running: ${hours} hours, no more.`,
    vi: `Và thời gian vẫn trôi: chỉ còn ${hours} giờ.`,
    ko: `그리고 시간은 계속 흐른다. 남은 건 ${hours}시간뿐이다.`,
    zh: `而时间还在一分一秒地走，只剩${hours}小时了。`,
  }[language];
}

/** The beat of waking someone: they come round and ask; the story's clock is still running. */
export function wakeBeatLines(language: ContentLanguage, person: string, story: string): string[] {
  const who = language === 'ko' ? withParticle(person, '이') : person.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
  const lines = [wakeLines[language].replace('{p}', who)];
  const hours = storyDeadline(story, language);
  if (hours) lines.push(deadlineLine(language, hours));
  return lines;
}

/** The options after waking someone: telling them, helping them up, and the clock (or a look around). */
export function wakeOptions(language: ContentLanguage, person: string, story: string): string[] {
  const third = storyDeadline(story, language)
    ? { en: 'Work out how much time is really left', vi: 'Tính xem thực sự còn bao nhiêu thời gian', ko: '정말 남은 시간이 얼마인지 따져 본다', zh: '算算到底还剩多少时间' }[language]
    : { en: 'Take a moment to look around', vi: 'Dừng lại một chút để nhìn quanh', ko: '잠깐 멈춰 주위를 살핀다', zh: '停下来看看四周' }[language];
  const own = {
    en: [`Tell ${person} what is going on`, `Help ${person} to their feet`],
    vi: [`Kể cho ${person} nghe chuyện gì đang xảy ra`, `Đỡ ${person} dậy`],
    ko: [`${person}에게 지금 상황을 설명한다`, `${withParticle(person, '을')} 부축해 일으킨다`],
    zh: [`告诉${person}现在的情况`, `扶${person}起来`],
  }[language];
  return [...own, third];
}

/** Pronouns that may open a reaction to the one person a story names. */
const openingPronoun: Readonly<Partial<Record<ContentLanguage, RegExp>>> = {
  en: /(?<=[.!?]\s)(?:She|He)(?=\s)/u,
  vi: /(?<=[.!?]\s)(?:Cô ấy|Anh ấy|Cậu ấy|Bạn ấy)(?=\s)/u,
  zh: /(?<=[。！？])(?:她|他)(?=[\p{Script=Han}])/u,
};

/** The beat with the first pronoun that opens a sentence replaced by the name, when the story names one person only. */
export function namedReaction(beat: string, story: string, language: ContentLanguage): string {
  const pattern = openingPronoun[language];
  const cast = storyCast(story, language);
  if (!pattern || cast.length !== 1) return beat;
  const name = (cast[0] as { name: string }).name;
  if (beat.includes(name)) return beat;
  return beat.replace(pattern, language === 'vi' ? name.replace(/^\p{Ll}/u, (first) => first.toUpperCase()) : name);
}
