/**
 * The care plot (issue 13, round 15): an opening whose subject is the narrator's pet or relative, and whose verb says
 * they have just died (`loss`: died, qua đời, 죽었다, 走了) or stopped eating or fallen ill (`unwell`: hasn't eaten,
 * bỏ ăn, 밥을 안 먹는다, 不吃东西). The moment filler used to answer these ("the moment tilted, only a little", "I kept
 * the dog like a good day"). The one cared for is a closed class of pet and kin nouns; the verbs are closed classes of
 * dying and of illness. An opening about a death long ago (years ago, used to) is a memory, not this plot. Pure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { writeFourBeats } from './story-event-plot.ts';
import { tellerSlots, type DefaultTeller } from './story-default-plot.ts';
import { careLines, type CareMode } from './data/story/story-care15-lines.ts';

/** What the plot carries: the mode and the one cared for, as the opening names them. */
export interface CareRead {
  mode: CareMode;
  name: string;
}

/** The pet or relative, with the narrator's possessive where the opening gives one; the name is the first group. */
const cared: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b((?:my|our)\s+(?:(?:old|little|baby|big|sweet|elderly|\w+-year-old)\s+)?(?:dog|cat|puppy|kitten|hamster|rabbit|bunny|parrot|bird|goldfish|fish|turtle|tortoise|grandma|grandpa|grandmother|grandfather|granny|mom|mum|dad|mother|father|sister|brother|aunt|uncle))\b/iu,
  vi: /((?:con|chú|bé|em)\s(?:chó|mèo|cún|mèo con|chó con|thỏ|vẹt|chim|cá|rùa|hamster)|(?:bà|ông)\s(?:nội|ngoại)|bố|mẹ|ba|má)(?:\s(?:nhà tôi|nhà mình|của tôi|tôi|mình))?(?=\s)/iu,
  ko: /(강아지|고양이|햄스터|토끼|앵무새|거북이|외?할머니|외?할아버지|엄마|아빠|어머니|아버지)(?:가|이|는|은|께서)\s/u,
  zh: /(狗狗|小狗|狗|猫咪|小猫|猫|仓鼠|兔子|鹦鹉|乌龟|外婆|奶奶|外公|爷爷|姥姥|姥爷|妈妈|爸爸)/u,
};

/** Verbs of having just died. */
const died: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:died|passed away|passed on|was put down|had to be put (?:down|to sleep))\b/iu,
  vi: /(?:qua đời|đã mất|vừa mất|mất rồi|mất hôm|mất tối|mất sáng|chết rồi|đã chết|vừa chết|ra đi)/iu,
  ko: /(?:죽었다|죽었어|무지개다리를 건넜|하늘나라로 갔|세상을 떠났|돌아가셨)/u,
  zh: /(?:走了|去世了|去世|死了|离开了我们|不在了)/u,
};

/** Verbs of not eating or of having fallen ill. */
const ill: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:(?:has|have)n['’]t eaten|won['’]t eat|stopped eating|(?:isn['’]t|is not|hasn['’]t been) eating|(?:has been|is|got|fell) (?:sick|ill)|has been (?:coughing|throwing up|limping))\b/iu,
  vi: /(?:bỏ ăn|không chịu ăn|không ăn gì|bị ốm|ốm mấy|bệnh mấy|bị bệnh|nôn mấy)/iu,
  ko: /(?:밥을 안 먹|사료를 안 먹|아무것도 안 먹|밥을 못 먹|앓고 있|아파한다|토한다|토했다|기침을 한다)/u,
  zh: /(?:不吃东西|不吃饭|不肯吃|不吃不喝|病了|生病了|发烧|一直吐)/u,
};

/** A death long ago is a memory, told by the absence ranks, not this plot. */
const longAgo = /\b(?:years ago|used to|when I was)\b|năm trước|ngày xưa|hồi (?:nhỏ|bé)|년 전|예전에|어릴 때|年前|小时候|以前/iu;

/** The care read of an opening: its pet or relative, then a verb of dying or of illness after it. */
export function readCare(opening: string, language: ContentLanguage): CareRead | null {
  const one = cared[language].exec(opening);
  if (one === null) return null;
  const rest = opening.slice(one.index + one[0].length);
  // The verb belongs to the one cared for: it follows them in the same sentence.
  const sentence = rest.split(/[.!?。！？]/u)[0] ?? '';
  // A sentence-initial capital is no part of the name (My dog, Con mèo nhà tôi).
  const found = one[1] ?? '';
  const name = language === 'vi' ? found.charAt(0).toLowerCase() + found.slice(1) : found.replace(/^(?:My|Our)\b/u, (word) => word.toLowerCase());
  // A death told as the time of another event (after Grandma died, 外婆去世后, 돌아가신 뒤, sau khi bà mất) leaves the
  // story to that event.
  const death = died[language].exec(sentence);
  const asTime = death !== null && (/^\s*(?:后|以后|之后|那年|那天|的时候|뒤|후|다음)/u.test(sentence.slice(death.index + death[0].length)) || /\b(?:after|since|when)\s+$|(?:sau khi|từ khi|kể từ khi|khi)\s+$/iu.test(opening.slice(0, one.index)));
  if (death !== null && !asTime && !longAgo.test(opening)) return { mode: 'loss', name };
  if (ill[language].test(sentence)) return { mode: 'unwell', name };
  return null;
}

/** Writes the care plot's three paragraphs (sentences each; the caller puts the opening before the first). */
export function writeCare(read: CareRead, teller: DefaultTeller, language: ContentLanguage, random: () => number): string[][] {
  return writeFourBeats(careLines[language][read.mode], { ...tellerSlots(teller, language), name: read.name }, language, random);
}
