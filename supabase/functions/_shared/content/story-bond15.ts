/**
 * The bond plot (issue 13, round 15): an opening about the narrator and one person, read by the verb aimed at the
 * narrator.
 *  - `gesture`: the person keeps doing a small thing for the narrator (sends me a photo every morning, nấu cho tôi,
 *    나한테 … 보내 준다, 每天给我发…): the narrator answers in kind. A recurrence word is needed.
 *  - `gift`: the person gave or made the narrator something once (bought me, mua cho tôi, 사 주셨다, 给我买): thanked;
 *    a letter or message sent is the received-thing plot's, and a gift before an event ahead is the event's.
 *  - `mend`: the person is angry with the narrator, or will not speak to them (mad at me, giận tôi, 나한테 화가,
 *    生我的气): the narrator apologises and they make up.
 * The default and attended plots used to go and ask the person "why", and find "only a habit I had not known about".
 * The verbs are closed classes of giving and of quarrelling; the person is the attended plot's (story-attend14.ts).
 * Pure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findPerson } from './story-attend14.ts';
import { writeFourBeats } from './story-event-plot.ts';
import { tellerSlots, type DefaultTeller } from './story-default-plot.ts';
import { bondLines, type BondMode } from './data/story/story-bond15-lines.ts';

/** What the plot carries: the mode and the person. */
export interface BondRead {
  mode: BondMode;
  name: string;
}

/** A small thing done for the narrator: a giving, sending or cooking verb aimed at the narrator. */
const forNarrator: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:sends?|sending|has been sending|texts?|texting|leaves?|leaving|makes?|making|cooks?|cooking|brings?|bringing|writes?|writing|packs?|packing)\s+me\b|\b(?:cooks?|cooking|makes?|making|leaves?|leaving|saves?|saving)\s+(?:\S+\s+){1,4}?for me\b/iu,
  vi: /(?:gửi|nhắn|nấu|để lại|gói|mang|đem|chuẩn bị|pha)\s(?:[\p{L}\p{M}]+\s){0,4}?cho\s(?:tôi|mình|em|con)\b/iu,
  ko: /(?:나한테|나에게|내게|저한테|저에게|제게)\s(?:[가-힣0-9]+\s){0,4}?[가-힣]*(?:보낸다|보내 준다|보내 주신다|보내신다|보내온다|챙겨 준다|챙겨 주신다|싸 준다|싸 주신다|해 준다|해 주신다)/u,
  zh: /(?:给我|为我)(?:发|寄|做|留|带|煮|送|打)/u,
};

/** A recurrence word: the gesture happens again and again. */
const recurs: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bevery\b|\balways\b|\beach (?:day|morning|evening|night|week)\b|\b(?:has|have) been [a-z]+ing\b/iu,
  vi: /(?:nào|hôm nào|ngày nào)[\s,]+(?:[\p{L}\p{M}]+[\s,]+){0,5}?cũng\b|\bmỗi (?:ngày|tối|sáng|chiều|lần|tuần|khi)\b|\bngày ngày\b/iu,
  ko: /매일|매주|매달|마다|날마다|맨날|매번|꼬박꼬박|빠짐없이/u,
  zh: /每天|每次|每晚|每个|每周|天天|总是|总会|从来没断过/u,
};

/** A routine broken today (but today she did not call): the missing-routine rank's, not a gesture to answer. */
const brokenToday = /\b(?:today|tonight|this morning)\b[^.!?]*\b(?:not|no|didn['’]t|hasn['’]t|never|nothing)\b|\b(?:but|until)\b[^.!?]*\b(?:today|tonight|this morning)\b|(?:hôm nay|sáng nay|tối nay)[^.!?]*(?:không|chẳng|chưa)|(?:nhưng|mà)\s[^.!?]*(?:hôm nay|sáng nay|tối nay)|오늘(?:은|따라)?[^.!?]*(?:안 |없|않)|(?:그런데|근데) 오늘|(?:今天|今晚|今早)[^。！？]*(?:没|不)|(?:可|但|可是|但是)[^。！？]*(?:今天|今晚|今早)/iu;

/** The person angry with the narrator, or not speaking to them. */
const angryAtNarrator: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:mad|angry|upset|furious|annoyed|cross)\s+(?:at|with)\s+me\b|\bwon['’]t (?:talk|speak) to me\b|\b(?:isn['’]t|is not|hasn['’]t been|has not been) (?:talking|speaking) to me\b|\bgiving me the silent treatment\b/iu,
  vi: /(?:giận|dỗi|hờn|tức)\s(?:tôi|mình|em)\b|không thèm (?:nói chuyện|nhìn mặt|nhìn)\s(?:với\s)?(?:tôi|mình|em)\b/iu,
  ko: /(?:나한테|나에게|저한테|저에게)\s(?:[가-힣]+\s)?(?:화가 났|화났|삐졌|서운해|토라졌)|(?:나랑|저랑)\s(?:[가-힣]+\s)?말을 안/u,
  zh: /生我的气|跟我生气|不理我|和我冷战|跟我冷战|不跟我说话/u,
};

/** Something given or made for the narrator once: a giving verb with the narrator as receiver. */
const giftToNarrator: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:bought|got|made|knitted|knit|sewed|built|gave|saved up (?:for|to buy))\s+me\b|\bto buy me\b/iu,
  vi: /(?:mua|tặng|may|đan|làm|để dành)\s(?:[\p{L}\p{M}]+\s){0,4}?cho\s(?:tôi|mình|em|con)\b|(?:mua|tặng)\s(?:tôi|mình|em|con)\s/iu,
  ko: /(?:나한테|나에게|내게|저한테|저에게|제게|내\s[가-힣]+(?:에|날))\s(?:[가-힣0-9]+\s){0,4}?[가-힣]*(?:사|만들어|떠|챙겨|사다)\s?(?:주셨|줬|주었)/u,
  zh: /给我(?:买|做|织|包)|送(?:了)?我(?!到|去|回)/u,
};

/** A turn after the act: but, nhưng, 그런데 / -지만, 但 / 可是 / 却. */
const turnAfter = /\b(?:but|yet|except)\b|(?:nhưng|vậy mà|thế mà)|(?:그런데|근데|지만|는데)|(?:但|可是|却|不过)/iu;

/** An event ahead the gift is for: the night before, trước ngày, 전날, 前一天. */
const eventAhead = /\b(?:the (?:night|day|morning|evening) before|before my)\b|trước (?:ngày|hôm|kỳ|buổi)|전날|하루 전|前一天|前一晚|前夕|之前/iu;

/** Acts no one thanks for (made me, took my, without asking): never a gift. */
const imposed = /\b(?:made (?:me|us)|without asking|took (?:my|our))\b|bắt (?:tôi|mình)|tự ý|시켰|허락도 없이|逼我|非要我|没问我/iu;

/** The bond read of an opening: its person, then a verb aimed at the narrator after them. */
export function readBond(opening: string, language: ContentLanguage, hero: string | null): BondRead | null {
  const found = findPerson(opening, language, hero);
  if (found === null) return null;
  const after = opening.slice(Math.max(0, opening.indexOf(found.clause)));
  if (angryAtNarrator[language].test(after)) return { mode: 'mend', name: found.person };
  // A gesture or a gift with a turn after it (…, but this year the handwriting was not his) is that turn's story.
  const turnsAfter = (m: RegExpExecArray | null): boolean => m !== null && turnAfter.test(after.slice(m.index + m[0].length));
  const gesture = forNarrator[language].exec(after);
  if (gesture !== null && recurs[language].test(opening) && !brokenToday.test(opening) && !turnsAfter(gesture)) return { mode: 'gesture', name: found.person };
  // A gift given once (no recurrence: a kept-up gesture is answered in kind above).
  const gift = giftToNarrator[language].exec(after);
  // A gift before an event ahead (the night before my exam, my aunt gave me…) or with quoted words is theirs to tell.
  if (gift !== null && !recurs[language].test(opening) && !imposed.test(opening) && !turnsAfter(gift) && !eventAhead.test(opening) && !/["“”「」『』]/u.test(opening)) return { mode: 'gift', name: found.person };
  return null;
}

/** Writes the bond plot's three paragraphs (sentences each; the caller puts the opening before the first). */
export function writeBond(read: BondRead, teller: DefaultTeller, language: ContentLanguage, random: () => number): string[][] {
  return writeFourBeats(bondLines[language][read.mode], { ...tellerSlots(teller, language), name: read.name }, language, random);
}
