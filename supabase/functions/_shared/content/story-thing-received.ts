/**
 * The story writer's "thing received or found" shape (issue 13, round 10): a note falls out of a vending machine, a
 * handwritten letter comes from an old friend after ten years, a stranger on the bus hands me an umbrella, the
 * neighbour's cat brings a leaf every night. The central thing is the thing given or found — never its container or
 * its giver — read from a lexicon of things; the sender from a lexicon of people (whole phrases: "my college
 * roommate", "초등학교 담임 선생님", "大学室友"), the time from "after ten years" / "십오 년 만에" / "五年没联系". The
 * plot is one for any topic: it is read, opened or kept; what it says fits who sent it and the time given; the sender
 * or the reason is found; an ending.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findActor, type ThingActor } from './story-thing-actors.ts';
import { findContainer, findSender, findThing, readGap, type ThingSender, type FoundThing } from './story-thing-lexicon.ts';
import { receivedEn, receivedVi } from './data/story/story-thing-received-en-vi.ts';
import { receivedKo, receivedZh } from './data/story/story-thing-received-ko-zh.ts';
import { kinLetter, selfNote } from './data/story/story-thing-kin-self.ts';
import { readSenderByGrammar } from './story-thing-sender.ts';

/** What a thing-received opening turns on. */
export interface ReceivedThing {
  thing: FoundThing;
  /** Where it came from: a person the visitor names, a stranger, an animal that brings it, nobody yet, or it is someone else's mail. */
  source: 'known' | 'stranger' | 'animal' | 'found' | 'misdelivered' | 'self';
  sender: ThingSender | null;
  animal: ThingActor | null;
  /** The time the visitor gave (eight years, mười năm, 십오 년, 五年), or null. */
  gap: string | null;
  /** Found (an old letter in a drawer) rather than just sent or handed over. */
  found: boolean;
  /** The stranger who handed it over, as the lexicon names them (그분 for an elder), or null. */
  giver: ThingActor | null;
  /** Where a thing nobody sent was found (at the vending machine, 우편함에), or null. */
  at: string | null;
  /** The visitor says it is the first one (처음으로, for the first time, lần đầu, 第一次). */
  first?: boolean;
}

/** A note written to one's future self (to my future self, 미래의 나에게, gửi bản thân tương lai, 写给未来的自己). */
const toSelf: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:to|for)\s+(?:my\s+)?(?:future|older)\s+(?:self|me)\b|\bto myself\b|\btime capsule\b/iu,
  vi: /gửi (?:cho )?(?:chính )?(?:bản thân|mình|tôi)(?: của)?(?: trong)? (?:tương lai|sau này)|viết cho chính mình|hộp thời gian/iu,
  ko: /미래의\s?(?:나|저|내)|(?:나 자신|나|저)(?:에게|한테) (?:쓴|보낸)|타임캡슐/u,
  zh: /(?:写|寄)给(?:未来的?|将来的?|[一二三四五六七八九十两\d]+年后的)?(?:自己|我自己)|时间胶囊/u,
};

const firstTime: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:first|for the first time)\b/iu,
  vi: /lần đầu/iu,
  ko: /처음/u,
  zh: /第一次|头一回|头一次/u,
};

const receiveVerbs: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:there (?:was|were)|got|get|gets|received?|receives|came|arrived|found|finds|find|handed|hands|gave|gives|passed|slipped|dropped out|fell out|brings|brought|left|leaves|sent|sends|mailed|was waiting in|stuck in)\b/iu,
  vi: /nhận được|tìm thấy|thấy|đưa cho|dúi vào tay|dúi cho|tặng|rơi ra|gửi cho|gửi tới|gửi đến|mang (?:về|tới|đến|cho)|tha (?:về|tới|đến)|kẹp|để lại/iu,
  ko: /왔다|왔어|도착했|도착해 있|받았|발견했|발견하|찾았|건네|쥐여|떨어졌|떨어져|꽂혀|끼워져|들어 있|들어있|물어다|물고 와|가져다|남기고|놓고 갔|보내왔|보내 왔/u,
  zh: /收到|寄来|送来|发现|翻出|找到|夹着|掉出|掉了出来|递给|塞给|给了我|叼来|叼着|留下|留了|寄给/u,
};

const foundVerbs: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:there (?:was|were)|found|finds|find|dropped out|fell out|was waiting in|stuck in|left)\b/iu,
  vi: /tìm thấy|(?:^|\s)thấy|rơi ra|kẹp|để lại/iu,
  ko: /발견|찾았|떨어졌|떨어져|꽂혀|끼워져|들어 있|들어있|남기고|놓고 갔/u,
  zh: /发现|翻出|找到|夹着|掉出|掉了出来|留下|留了/u,
};

const giveVerbs: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:handed|hands|gave|gives|passed|slipped)\b/iu,
  vi: /đưa cho|dúi|tặng/iu,
  ko: /건네|쥐여|주고|주었|줬/u,
  zh: /递给|塞给|给了我/u,
};

const bringVerbs: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:brings?|brought|leaves|left|drops)\b/iu,
  vi: /mang|tha|để lại|ngậm/iu,
  ko: /물어다|물고 와|가져다|놓고 갔|두고 갔/u,
  zh: /叼|带来|带回|留下/u,
};

const strangerWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:stranger|a (?:man|woman|girl|boy|kid|guy|lady|old man|old woman|passenger))\b/iu,
  vi: /người lạ|một (?:người đàn ông|người phụ nữ|cô gái|chàng trai|ông cụ|bà cụ|cậu bé|cô bé)/iu,
  ko: /낯선|모르는 (?:사람|남자|여자|할머니|할아버지|아이)/u,
  zh: /陌生|一个(?:男人|女人|女孩|男孩|老人|大叔|阿姨)|一位/u,
};

/** Mail addressed to someone else (the previous tenant, a stranger's name, a wrong address). */
const misdelivered: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\baddressed to (?!me\b)|\bfor the (?:previous|old|last|former) (?:tenant|owner|resident)s?\b|\b(?:wrong|old) address\b|\bnot (?:for|addressed to) me\b|\bsomeone (?:named|called)\b/iu,
  vi: /người (?:thuê|ở|chủ) (?:nhà )?(?:trước|cũ)|gửi nhầm|nhầm địa chỉ|không phải gửi cho tôi|đề tên một người/iu,
  ko: /앞으로 온|앞으로 된|앞으로 보낸|잘못 배달|주소가 잘못|전에 살던 사람|전 세입자/u,
  zh: /寄错|送错|收件人不是我|前(?:任)?房客|以前住在这里的人|上一任(?:房客|住户)|原来的住户/u,
};

/** Death, a question, or a thing that acts by itself: other readers tell those. */
const notThisShape: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[?]|\b(?:lost|missing|never met|swears? (?:he|she|they) never|passed away|died|dead|funeral|late (?:grand|mother|father|mom|dad)|dated tomorrow|from the future|my own handwriting|by itself|never ordered|ghost)\b/iu,
  vi: /[?]|đánh mất|bị mất|làm mất|chưa từng gặp|chưa bao giờ gặp|qua đời|đã mất|mất đã|mất rồi|mất được|đám tang|ngày mai|tương lai|chữ của chính tôi|tự nó|chưa từng đặt|ma(?=[\s,.]|$)/iu,
  ko: /[?]|잃어버린|잃어버렸|분실|만난 적이 없|본 적이 없|돌아가신|돌아가셨|세상을 떠|장례|내일 날짜|미래|내 글씨|저절로|주문한 적|귀신/u,
  zh: /[?？]|丢了|丢失|弄丢|遗失|从没见过|从来没见过|从没|从来没有|去世|过世|离世|葬礼|不在了|明天的日期|未来|我自己的字|自己[会在动]|没有买过|没订过|鬼/u,
};

/** Escapes a text for a regular expression. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/**
 * Whether the thing is named only to say there was none (round 12): "with no note", "without a card", không có lời nhắn,
 * 쪽지도 없이, 没留纸条 — a thing left with no note is no note found.
 */
function isNegatedThing(text: string, name: string, language: ContentLanguage): boolean {
  const head = escaped(language === 'en' || language === 'vi' ? name.split(/\s+/u).slice(-1)[0] ?? name : name.replace(/^(?:那张|那封|一张|一封|那个)/u, ''));
  const negated: Record<ContentLanguage, string> = {
    en: `\\b(?:no|without(?:\\s+(?:a|an|any))?)\\s+(?:[\\w-]+\\s+)?${head}s?\\b`,
    vi: `(?:không|chẳng)\\s+(?:có\\s+|để\\s+|để lại\\s+)?(?:một\\s+)?(?:[\\p{L}\\p{M}]+\\s+)?${head}(?![\\p{L}\\p{M}])`,
    ko: `${head}\\s?(?:도|는|조차)?\\s?(?:없이|없었|없는|안 남)`,
    zh: `(?:没有?|不)(?:留|写|附|带)?(?:下)?(?:一张|一封|任何|什么)?${head}`,
  };
  return new RegExp(negated[language], 'iu').test(text);
}

/** Words whose content the opening tells: thanking everyone, saying…, ghi rằng, 라고 적혀, 写着. */
const toldContent: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:thanking|saying|that (?:said|says|read|reads)|which (?:said|read)|asking (?:us|me|everyone|people)|telling (?:us|me|everyone|people)|with the words)\b|[:：]\s*["“]/iu,
  vi: /(?:cảm ơn|ghi rằng|viết rằng|nói rằng|ghi là|viết là|với dòng chữ|dặn)/iu,
  ko: /(?:라고 (?:쓰여|적혀)|이라고 (?:쓰여|적혀)|고맙다는|감사하다는|적혀 있었|쓰여 있었)/u,
  zh: /(?:写着|上面写|感谢|谢谢|说[：:])/u,
};

/** The thing-received shape of an opening, or null when it has no verb of receiving or finding and no thing the lexicon knows. */
export function findReceivedThing(opening: string, language: ContentLanguage): ReceivedThing | null {
  const text = opening.trim();
  if (!receiveVerbs[language].test(text)) return null;
  const thing = findThing(text, language);
  if (thing === null || isNegatedThing(text, thing.name, language)) return null;
  const gap = readGap(text, language);
  // Written to one's future self: a found letter from one's past self (the future in it is no mystery).
  if (toSelf[language].test(text) && thing.kind !== 'parcel') return { thing, source: 'self', sender: null, animal: null, giver: null, gap, found: true, at: null };
  if (notThisShape[language].test(text)) return null;
  const actor = findActor(text, language);
  if (actor !== null && actor.kind === 'animal' && bringVerbs[language].test(text)) return { thing, source: 'animal', sender: null, animal: actor, giver: null, gap, found: false, at: null };
  if (misdelivered[language].test(text) && thing.kind !== 'object') return { thing, source: 'misdelivered', sender: null, animal: null, giver: null, gap, found: false, at: null };
  // A stranger who hands it over is a stranger, even when the lexicon knows their word (모르는 할머니 is nobody's grandmother).
  if (strangerWords[language].test(text) && giveVerbs[language].test(text)) return { thing, source: 'stranger', sender: null, animal: null, giver: actor, gap, found: false, at: null };
  // The grammar's whole phrase (제주도에서 귤 농사짓는 외삼촌) names a sender the lexicon found only in part (삼촌).
  const listed = findSender(text, language);
  const read = readSenderByGrammar(text, language);
  const sender = listed !== null && read !== null && read.name.includes(listed.name.replace(/^my /u, '')) ? { ...listed, name: read.name } : listed ?? read;
  const found = foundVerbs[language].test(text);
  if (sender !== null) return { thing, source: 'known', sender, animal: null, giver: null, gap, found, at: null, first: firstTime[language].test(text) };
  // A parcel nobody sent and a thing that merely arrived are other stories (a mystery, a delivery): only a found thing is this one.
  // Someone the opening names left it (an old man at the counter): the story is theirs, not a stranger's note to find.
  if (!found || thing.kind === 'parcel' || actor?.kind === 'person') return null;
  // Round 15: words whose content the opening already tells (a note thanking everyone, 写着…) are not a stranger's
  // note to unfold and quote: the found-words plot would put other words in it.
  if (thing.kind === 'words' && toldContent[language].test(text)) return null;
  return { thing, source: 'found', sender: null, animal: null, giver: null, gap, found: true, at: findContainer(text, language, thing) };
}

/** Writes the beginning, middle and ending sentences of a thing received or found, told by the opening's narrator. */
export function writeReceivedThing(read: ReceivedThing, language: ContentLanguage, random: () => number): string[][] {
  if (read.source === 'self') return selfNote(read, language);
  // A letter from the narrator's own family with no years of silence tells of their days away, not of lost years.
  if (read.source === 'known' && read.sender?.group === 'family' && !read.found && read.gap === null && read.thing.kind === 'words') {
    const letter = kinLetter(read, language, random);
    if (letter !== null) return letter;
  }
  if (language === 'en') return receivedEn(read, random);
  if (language === 'vi') return receivedVi(read, random);
  if (language === 'ko') return receivedKo(read, random);
  return receivedZh(read, random);
}
