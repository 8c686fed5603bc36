/**
 * The farewell plot (issue 13, round 15): an opening whose subject is a place the narrator knew (a shop, a café, a
 * bookshop, a noodle stall, a cinema) and whose verb says it has closed or is closing (closed down, đóng cửa, 문을
 * 닫았다, 关门了; a closing still ahead is the last-day shape's). The default plot used to answer it as a thing with "a plain, everyday reason, nothing to worry
 * about", and the found-note plot put a stranger's words in the owner's note. The place heads and the closing verbs
 * are closed classes. Pure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { writeFourBeats } from './story-event-plot.ts';
import { tellerSlots, type DefaultTeller } from './story-default-plot.ts';
import { farewellLines } from './data/story/story-farewell15-lines.ts';

/** A place that closed, then the closing verb, in one sentence; the place is the first group. */
const closedPlace: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b((?:the|our|my)\s+(?:[\w'-]+\s+){0,2}?(?:bakery|shop|store|caf[eé]|coffee shop|bookstore|bookshop|restaurant|diner|bar|pub|cinema|library|market|stall|pharmacy|barbershop|barber|salon|arcade|deli|newsagent|laundromat|bistro))\b(?:\s+(?:on|at|in|across|near|next to|by|down)\s+(?:[\w'-]+\s+){1,3}?)?\s*(?:has\s+|had\s+|finally\s+|just\s+)*(?:closed|shut)\b(?!\s+(?:on|at|every|early|for (?:lunch|the day|the night|the holidays)))/iu,
  vi: /((?:quán|tiệm|hiệu|cửa hàng|tạp hóa|rạp|sạp|xe)(?:\s(?!(?:ở|trên|trong|gần|cạnh|đầu|cuối|nhà|đã|vừa|sắp)\s)[\p{L}\p{M}]+){1,4})\s(?:[\p{L}\p{M}]+\s){0,4}?(?:đã\s|vừa\s)?(?<!sắp\s)(?:đóng cửa|dẹp tiệm|dẹp quán|nghỉ bán|ngừng bán|sập tiệm|không bán nữa)/iu,
  ko: /((?:[가-힣]+\s)?[가-힣]*(?:가게|빵집|서점|책방|카페|식당|분식집|문방구|슈퍼|떡집|세탁소|꽃집|미용실|국숫집|극장|만화방|오락실|약국|철물점))(?:이|가|은|는)\s(?:[가-힣0-9]+\s){0,4}?(?:문을 닫았|폐업했|없어졌|문 닫았)/u,
  zh: /((?:那家|这家|楼下的|楼下那家|巷口的|街角的|学校门口的|小区门口的)?[\u4e00-\u9fff]{0,5}?(?:店|面馆|书店|咖啡馆|小卖部|餐馆|饭馆|电影院|理发店|包子铺|铺子|小吃摊))[^。，,]{0,10}?(?<![要快将])(?:关门了|倒闭了|停业了|关张了|不开了)/u,
};

/** The closing long ago: the place's absence is no news. */
const longAgo = /\b(?:years|decades) ago\b|\bago\b|\bfor (?:years|decades)\b|(?:mười|hai mươi|ba mươi|mấy|nhiều)\s năm (?:rồi|nay|trước)|đóng cửa (?:đã\s)?(?:mấy|nhiều|\d+|mười|hai mươi)\s?năm|년 전|년째|年前|多年/iu;

/** Something the closed place still does after its closing: a contrast follows (but, vậy mà, 그런데, 却). */
const afterClosing: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:but|yet|still)\b/iu,
  vi: /(?:nhưng|vậy mà|thế mà|mà vẫn|vẫn còn)/iu,
  ko: /(?:그런데|근데|하지만|는데|지만)/u,
  zh: /(?:但是|可是|却|竟然|居然)/u,
};

/** The farewell read of an opening: the place that closed, as the opening names it (our → the), or null. */
export function readFarewell(opening: string, language: ContentLanguage): string | null {
  const m = closedPlace[language].exec(opening);
  if (m === null) return null;
  // A place closed long ago, where something happens now (the lights were on again), a note that sends the narrator
  // somewhere, or a closing told before "but": the story is that event, not the goodbye.
  if (longAgo.test(opening) || afterClosing[language].test(opening.slice(m.index + m[0].length)) || /[:：]\s*["“「]/u.test(opening)) return null;
  const place = (m[1] ?? '').trim();
  if (place === '') return null;
  if (language === 'en') return place.replace(/^(?:The|Our|My|our|my)\b/u, 'the');
  if (language === 'vi') return place.charAt(0).toLowerCase() + place.slice(1);
  // Chinese: the place's head after its last 的 (开了二十年的面馆 → 面馆), a demonstrative kept (那家面馆).
  if (language === 'zh') return place.includes('的') ? place.slice(place.lastIndexOf('的') + 1) : place;
  return place;
}

/** Writes the farewell plot's three paragraphs (sentences each; the caller puts the opening before the first). */
export function writeFarewell(place: string, teller: DefaultTeller, language: ContentLanguage, random: () => number): string[][] {
  return writeFourBeats(farewellLines[language], { ...tellerSlots(teller, language), place }, language, random);
}
