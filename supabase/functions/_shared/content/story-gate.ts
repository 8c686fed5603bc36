/**
 * The confidence gate on the story writer's stock everyday families (issue 13, ninth round). A family's beats bring a
 * premise of their own — a machine that runs at the same minute every day, an animal that keeps going back to one
 * spot, a meal someone makes or gives — so the family fires only when the opening carries that premise's evidence:
 * a repeated or set-time act (or a machine that should be dead) for a machine or an animal, a making or giving for a
 * meal. Without it the grounded fall-through (story-grounded.ts) continues the opening instead.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { everydayRules, type EverydayFamily } from './data/story/everyday-rules.ts';
import { readGroundedKind } from './story-grounded.ts';

const strange = (text: string, language: ContentLanguage): boolean => readGroundedKind(text, language) === 'strange';

/** A repeated or set-time act: every night, again, at 3 a.m., 밤마다, 每天, ngày nào cũng. */
const repeated: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:every|each|again|always|keeps?|kept|whenever|same (?:time|spot|place|minute)|at (?:midnight|noon|dawn|\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)?)|(?:for|since) (?:days|weeks|a week|\w+ (?:days|weeks|nights))|(?:\w+) times|(?:nightly|daily))\b/iu,
  vi: /(?:mỗi|hằng|ngày nào|đêm nào|sáng nào|tối nào|chiều nào|lúc nào|cứ|lại|suốt|liên tục|đúng \d|mấy hôm|mấy ngày|cả tuần|lần nào)/iu,
  ko: /(?:매일|마다|날마다|(?:^|\s)(?:또|늘)(?=\s)|다시|항상|계속|자꾸|꼬박|(?:일|주|달|년|날|번)째|정각|\d+시)/u,
  zh: /(?:每天|每晚|每次|每个|每到|总是|又|一直|天天|连续|准时|整点|\d+点|[一二三四五六七八九十两]点)/u,
};

/** A meal made, brought, given or left for someone. */
const mealGiven: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:made|makes|making|cooked|cooks|baked|bakes|brought|brings|gave|gives|left|leaves|sent|sends|packed|packs|served|serves|ordered|share[ds]?)\b/iu,
  vi: /(?:nấu|làm|mang|đưa|cho|tặng|để lại|gửi|gói|dọn|mời|đặt|chia)/iu,
  ko: /(?:만들|끓|구워|굽|가져|갖다|주셨|주었|줬|주고|주는|주시|남겨|두고|놓고|보내|싸 ?주|싸 ?준|차려|시켜|나눠)/u,
  zh: /(?:做|煮|烤|带|送|给|留|寄|包|端|请|点了|分给)/u,
};

/** Whether a stock everyday family has the evidence its beats need in this opening (families without a gate always hold). */
export function stockFamilyHolds(opening: string, language: ContentLanguage, family: EverydayFamily): boolean {
  const text = opening.trim();
  const rules = everydayRules[language];
  if (family === 'machine') return repeated[language].test(text) || rules.stillRuns.test(text);
  // An animal is gated only when the opening says outright that something strange happened once (a goldfish out of its
  // bowl): a plain walk with the dog keeps the animal family's beats.
  if (family === 'animal') return !strange(text, language) || repeated[language].test(text) || rules.watchesHome.test(text) || rules.animalName.test(text);
  if (family === 'meal') return mealGiven[language].test(text);
  return true;
}
