/**
 * The confidence gate on the story writer's stock everyday families (issue 13, ninth round). The default is the
 * grounded fall-through (story-grounded.ts): it continues any opening from what can be read safely. A stock family's
 * beats bring a premise of their own, so a family fires only when the opening says that premise itself:
 * - machine: a machine that acts at a set time or again and again, or one that should be dead and runs anyway;
 * - animal: an animal that waits, or keeps watching or going back to one spot (its beats: waiting for someone, or
 *   listening to something trapped) — a cat that sunbathes or a turtle that will not eat is not that;
 * - changed: someone close who has changed, acts unlike themselves, hides something, or did not come (its beats: a day
 *   they never talk about, an old promise, an absence) — a first visit or a phone call is not that;
 * - found: a thing lost, left, dropped or picked up — not a thing the opening says someone borrowed or took;
 * - meal: a meal made, brought, given or left for someone;
 * - work: something puzzling at work or school — an odd or repeated act, a habit broken, being called in (its beats: an
 *   odd thing explained) — not a plain shift or lesson.
 * The other readers of story.ts (mystery, quest, the seven developed premise families, the plain moment) fire only on
 * their own specific patterns (a note dated tomorrow, an address to go to, a letter or a song, a call or a mishap with a
 * named person) and need no gate here.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { everydayRules, type EverydayFamily } from './data/story/everyday-rules.ts';
import { calledIn, readGroundedKind } from './story-grounded.ts';

const strange = (text: string, language: ContentLanguage): boolean => readGroundedKind(text, language) === 'strange';

/** A repeated or set-time act: every night, again, at 3 a.m., 밤마다, 每天, ngày nào cũng. */
const repeated: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:every|each|again|always|keeps?|kept|whenever|same (?:time|spot|place|minute)|at (?:midnight|noon|dawn|\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)?)|(?:for|since) (?:days|weeks|a week|\w+ (?:days|weeks|nights))|(?:\w+) times|(?:nightly|daily))\b/iu,
  vi: /(?:mỗi|hằng|ngày nào|đêm nào|sáng nào|tối nào|chiều nào|lúc nào|cứ|lại|suốt|liên tục|đúng \d|mấy hôm|mấy ngày|cả tuần|lần nào)/iu,
  ko: /(?:매일|마다|날마다|(?:^|\s)(?:또|늘)(?=\s)|다시|항상|계속|자꾸|꼬박|(?:일|주|달|년|날|번)째|정각|\d+시)/u,
  zh: /(?:每天|每晚|每次|每个|每到|总是|又|一直|天天|连续|准时|整点|\d+点|[一二三四五六七八九十两]点)/u,
};

/** An animal that waits, watches or keeps going to one spot (the animal family's own premise). */
const animalWaits: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:wait(?:s|ed|ing)?|sits? (?:by|at|in front of)|sat (?:by|at|in front of)|star(?:es|ed|ing) at|listen(?:s|ed|ing)|bark(?:s|ed|ing) at|scratch(?:es|ed|ing) at|goes back to|went back to|keeps? (?:going|coming|looking)|kept (?:going|coming|looking)|(?:comes?|came) to (?:my|our|the) (?:window|door|front door|gate|porch|doorstep))\b/iu,
  vi: /(?:chờ|đợi|ngồi (?:trước|ngoài|ở) (?:cửa|cổng)|nhìn chằm chằm|nhìn (?:về phía|lên) (?:cửa|nhà)|cứ nhìn|ngồi nhìn|nghe ngóng|sủa (?:vào|về phía)|cào (?:cửa|cổng)|quay lại chỗ|ra chỗ cũ)/iu,
  ko: /(?:기다[리린렸려]|쳐다보|바라보|(?:창문|창밖|현관|문)만? (?:보고|보며)|빤히|짖|긁|앉아 있|같은 자리|그 자리)/u,
  zh: /(?:等|守在|蹲在[^，。]{0,6}(?:门|窗)|盯着|望着|看着[^，。]{0,4}(?:门|窗)|冲着[^，。]{0,4}叫|挠门|同一个地方|老地方)/u,
};

/** Someone who has changed, acts unlike themselves or hides something (the changed family's own premise). */
const personChangedOutright: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:chang(?:ed|es)|instead|stopped|no longer|not (?:like )?(?:him|her|them)sel(?:f|ves)|unlike (?:him|her|them)|acting (?:strange|odd|weird)|(?:hid(?:es|den|ing)?|hiding) (?:something|it|a)|secret(?:ly)?|won['’]t (?:tell|say)|without a word|skipped|refused|for the first time in (?:years|\w+ years|decades))\b/iu,
  vi: /(?:thay đổi|khác hẳn|khác lạ|không còn|thay vì|không như mọi khi|lại không|giấu|bí mật|không chịu nói|lén|bỏ (?:bữa|qua)|từ chối|lần đầu tiên sau)/iu,
  ko: /(?:달라졌|변했|대신|더 이상|평소와 달리|평소 같지|숨기|숨겨|비밀|말을 안 하|말하지 않|몰래|거르|건너뛰)/u,
  zh: /(?:变了|不再|一反常态|反而|却没|没有像往常|瞒着|藏着|秘密|不肯说|偷偷|不像以前)/u,
};

/** A habit the opening says was broken today: every Saturday … but this Saturday, 매일 … 그런데 오늘은, 每天 … 今天却. */
const habitBroken: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:always|every|each|same|usually|for (?:\w+ )?(?:years|decades)|as usual)\b[^.!?]*\b(?:but|until|yet)\b[^.!?]*\b(?:today|tonight|this (?:morning|evening|time|week|saturday|sunday|monday|tuesday|wednesday|thursday|friday)|yesterday)\b/iu,
  vi: /(?:ngày nào|mọi khi|lúc nào|bao năm|mỗi [\p{L}\p{M}]+(?: [\p{L}\p{M}]+)?|hằng ngày|suốt)[\s\S]{0,120}?(?:nhưng|vậy mà|thế mà)[^.!?]*(?:hôm nay|sáng nay|tối nay|lần này)/iu,
  ko: /(?:매일|마다|(?:^|\s)늘\s|항상|평소|년 동안|년째|언제나)[\s\S]{0,120}?(?:그런데|근데|는데|지만)[^.!?]*(?:오늘은|오늘 |이번엔|어젯밤)/u,
  zh: /(?:每天|每次|每晚|总是|往常|一直|多年|每个)[\s\S]{0,80}?(?:可是|但是|可|却|然而)[^。！？]*(?:今天|今晚|这次|昨天)/u,
};

/** The opening says who has the thing (borrowed, took, lent): nobody found or returned it, the found family's premise. */
const thingTaken: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:borrow(?:s|ed|ing)?|lent|lend(?:s|ing)?|took|takes|taken|stole|stolen)\b/iu,
  vi: /(?:mượn|cho mượn|lấy mất|lấy trộm|lấy đi|đem đi)/iu,
  ko: /(?:빌려|빌린|빌렸|가져갔|가져간|훔쳐)/u,
  zh: /(?:借走|借了|借去|拿走|偷走|偷了)/u,
};

/** A meal made, brought, given or left for someone. */
const mealGiven: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:made|makes|making|cooked|cooks|baked|bakes|brought|brings|gave|gives|left|leaves|sent|sends|packed|packs|served|serves|ordered|share[ds]?)\b/iu,
  vi: /(?:nấu|làm|mang|đưa|cho|tặng|để lại|gửi|gói|dọn|mời|đặt|chia)/iu,
  ko: /(?:만들|끓|구워|굽|가져|갖다|주셨|주었|줬|주고|주는|주시|남겨|두고|놓고|보내|싸 ?주|싸 ?준|차려|시켜|나눠)/u,
  zh: /(?:做|煮|烤|带|送|给|留|寄|包|端|请|点了|分给)/u,
};

/** Whether a stock everyday family has the evidence its beats need in this opening (no evidence: the grounded path answers). */
export function stockFamilyHolds(opening: string, language: ContentLanguage, family: EverydayFamily): boolean {
  const text = opening.trim();
  const rules = everydayRules[language];
  if (family === 'machine') return repeated[language].test(text) || rules.stillRuns.test(text);
  if (family === 'animal') return animalWaits[language].test(text);
  if (family === 'changed') return personChangedOutright[language].test(text) || habitBroken[language].test(text) || rules.away.test(text);
  if (family === 'found') return !thingTaken[language].test(text);
  if (family === 'meal') return mealGiven[language].test(text);
  if (family === 'work') return strange(text, language) || calledIn(text, language) || personChangedOutright[language].test(text) || habitBroken[language].test(text) || repeated[language].test(text);
  return false;
}
