/**
 * A thing with words on it (issue 13, round 11): "a tin box marked 'for the next tenant'", "a letter addressed only to
 * the florist on the third floor", "a key with my name on it", "lá thư chỉ ghi 'gửi cô bán hoa ở tầng ba'",
 * "'다음에 살 분께'라고 적힌 상자", "写着‘给下一个住户’的铁盒子". The words are read as the thing's label or address,
 * and the plot follows the label: for whoever lives here next (or finds it), a former owner's note and small gifts; an
 * address, finding whom it is for and delivering it; my own name, what it opens or holds and who left it.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { goneWords } from './story-first-time.ts';

/** What the words on a thing make it: for the next one here or its finder, addressed to someone, or the narrator's own. */
export type LabelKind = 'next' | 'finder' | 'addressed' | 'mine';

/** A thing with words on it, read from an opening. */
export interface LabelledThing {
  /** The thing's noun phrase as a later sentence names it (biscuit tin, lá thư, 작은 상자, 铁盒子). */
  thing: string;
  /** The words as written, without quote marks (null when they are the narrator's name). */
  label: string | null;
  kind: LabelKind;
  /** Whom an addressed thing is for, as the label names them (the florist on the third floor, cô bán hoa ở tầng ba). */
  addressee: string | null;
  /** A letter, a note or an envelope: its words are all there is, no gifts inside. */
  paper: boolean;
}

const quoted = String.raw`['"‘“「『]([^'"’”」』]{2,60})['"’”」』]`;

const nextWords = /\bnext (?:tenant|owner|person|resident|family|occupant|one)\b|\bwho(?:ever)? (?:lives|moves|comes) (?:in |here )?(?:next|after)|người (?:thuê|ở|đến|sống)(?: nhà)? sau|chủ (?:nhà )?mới|다음(?:에)? (?:살|올|이사 올|들어올)|다음 (?:세입자|입주자|주인|사람|분)|下一(?:个|位)(?:住户|租客|房客|主人|住在这里|人)|下一任|\bthe next (?:one|person)\b|người (?:tiếp theo|sau)/iu;
const finderWords = /\bwho(?:ever)? finds? (?:this|it)\b|\bthe finder\b|người (?:nhặt|tìm) được|(?:발견한|찾은|주운) (?:사람|분)|(?:捡到|发现|找到)(?:它|这个)?的人/iu;
const paperWords = /\b(?:letter|note|envelope|card|postcard)\b|(?:^|\s)(?:thư|lá thư|bức thư|phong bì|tấm thiệp|mẩu giấy|tờ giấy)(?=\s|$)|편지|쪽지|봉투|엽서|카드|信|纸条|便条|信封|明信片|卡片/iu;

/** The addressee of an address label (to the florist…, gửi cô…, 김 선생님께, 给三楼的花店老板娘), or null. */
function addresseeOf(label: string, language: ContentLanguage): string | null {
  const text = label.trim();
  // Round 11 (set H read): "For Ellie, play on your 18th" is an instruction to whoever it names, not an address to
  // deliver: a label that goes on after its addressee is left to the written-words reader.
  if (/^(?:to|for|gửi|thân gửi|kính gửi|cho|给|致)\s*[^,，;；:：]+[,，;；:：]\s*\S/iu.test(text)) return null;
  if (language === 'en') return /^(?:to|for)\s+(.+)$/iu.exec(text)?.[1] ?? null;
  if (language === 'vi') return /^(?:gửi|thân gửi|kính gửi|cho)\s+(.+)$/iu.exec(text)?.[1] ?? null;
  if (language === 'ko') return /^(.+?)(?:께|에게|한테)$/u.exec(text)?.[1] ?? null;
  return /^(?:给|致|寄给)(.+)$/u.exec(text)?.[1] ?? null;
}

/** An addressee no one can deliver to: the narrator, a future or younger self, someone who has died. */
const undeliverable = /\b(?:me|myself|my (?:future|younger|older) self|you|whoever)\b|(?:^|\s)(?:tôi|mình|chính mình|bạn)(?=\s|$)|미래의|나에게|나한테|^나$|자신|我自己|未来的|^我$|^你$/iu;

function kindOf(label: string, language: ContentLanguage): { kind: LabelKind; addressee: string | null } | null {
  if (nextWords.test(label)) return { kind: 'next', addressee: null };
  if (finderWords.test(label)) return { kind: 'finder', addressee: null };
  const addressee = addresseeOf(label, language);
  return addressee === null || undeliverable.test(addressee) || goneWords.test(addressee) ? null : { kind: 'addressed', addressee };
}

/** English: a noun phrase with marked / labelled / addressed to / with my name on it. */
function englishLabel(text: string): LabelledThing | null {
  // The thing's noun phrase, and a place phrase that may stand between it and its words (a letter in my mailbox addressed to…).
  const noun = String.raw`\b(?:a|an|the|one|some|this|that)\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)(?:,?\s+(?:in|on|from|under|at|inside|behind)\s+(?:my|the|our|a|an|her|his)\s+(?:[a-z-]+\s+)?[a-z-]+,?)?`;
  const mine = new RegExp(`${noun}\\s+(?:with|bearing|that had)\\s+my (?:name|initials)\\s+(?:on|written on|engraved on|scratched into|stuck on)\\s+it`, 'iu').exec(text)
    ?? new RegExp(`${noun}\\s+(?:marked|labell?ed|addressed to|tagged)\\s+(?:with\\s+)?(?:my name|me)\\b`, 'iu').exec(text);
  if (mine !== null) return { thing: mine[1] as string, label: null, kind: 'mine', addressee: null, paper: paperWords.test(mine[1] as string) };
  const addressed = new RegExp(`${noun}\\s+addressed\\s+(?:only\\s+|simply\\s+|just\\s+)?(to\\s+(?:the|my|our|a|an|mr\\.?|mrs\\.?|ms\\.?|miss|dr\\.?)\\s+[^.,!?;]+)`, 'iu').exec(text);
  if (addressed !== null) {
    const label = (addressed[2] as string).trim();
    if (kindOf(label, 'en') === null) return null;
    return { thing: addressed[1] as string, label, kind: 'addressed', addressee: label.replace(/^to\s+/iu, ''), paper: paperWords.test(addressed[1] as string) };
  }
  const marked = new RegExp(`${noun}\\s+(?:marked|labell?ed|that (?:said|read)|reading|with\\s+(?:the words\\s+)?|inscribed|addressed)\\s*:?\\s*${quoted}`, 'iu').exec(text);
  if (marked === null) return null;
  const label = (marked[2] as string).replace(/[.!,]$/u, '');
  const read = kindOf(label, 'en');
  return read === null ? null : { thing: marked[1] as string, label, ...read, paper: paperWords.test(marked[1] as string) };
}

/** Vietnamese: a thing that ghi / đề / có dòng chữ '…', or có tên tôi. */
function vietnameseLabel(text: string): LabelledThing | null {
  const noun = String.raw`(?:một|cái|chiếc|này|ấy)?\s*((?:lá|bức|cái|chiếc|hộp|gói|phong|tấm|mẩu|chùm|cuốn)\s+(?:[\p{L}\p{M}]+\s+){0,2}?[\p{L}\p{M}]+?)`;
  const mine = new RegExp(`${noun}\\s+(?:có|ghi|khắc|dán)\\s+(?:(?:ghi|khắc|dán)\\s+)?tên\\s+(?:của\\s+)?(?:tôi|mình|em)(?![\\p{L}\\p{M}])`, 'iu').exec(text);
  if (mine !== null) return { thing: mine[1] as string, label: null, kind: 'mine', addressee: null, paper: paperWords.test(mine[1] as string) };
  const marked = new RegExp(`${noun}\\s+(?:chỉ\\s+)?(?:ghi|đề|viết|có dòng chữ|có chữ)\\s*:?\\s*${quoted}`, 'iu').exec(text);
  if (marked === null) return null;
  const label = (marked[2] as string).replace(/[.!,]$/u, '');
  const read = kindOf(label, 'vi');
  return read === null ? null : { thing: marked[1] as string, label, ...read, paper: paperWords.test(marked[1] as string) };
}

/** Korean: '…'(이)라고 적힌 / 쓰인 thing, or 내 이름이 적힌 thing. */
function koreanLabel(text: string): LabelledThing | null {
  const noun = String.raw`((?:[가-힣]+\s)?[가-힣]+?)(?:이|가|을|를|은|는|에|도|하나|\s|$)`;
  const mine = new RegExp(`(?:내|제)\\s?이름(?:이|을)?\\s+(?:적힌|쓰인|써 있는|새겨진|붙은|붙어 있는)\\s+${noun}`, 'u').exec(text);
  if (mine !== null) return { thing: mine[1] as string, label: null, kind: 'mine', addressee: null, paper: paperWords.test(mine[1] as string) };
  const marked = new RegExp(`${quoted}(?:이?라고|라는 말이)\\s+(?:적힌|쓰인|써 있는|쓰여 있는|붙은)\\s+${noun}`, 'u').exec(text);
  if (marked === null) return null;
  const label = (marked[1] as string).replace(/[.!,]$/u, '');
  const read = kindOf(label, 'ko');
  return read === null ? null : { thing: marked[2] as string, label, ...read, paper: paperWords.test(marked[2] as string) };
}

/** Chinese: 写着‘…’的 thing, or a thing whose 上面写着 / 贴着 我的名字. */
function chineseLabel(text: string): LabelledThing | null {
  const mine = /(?:一|这|那)?(?:把|个|只|封|张|串|盒|本|枚)([\u4e00-\u9fff]{1,4}?)[，,]?\s*上面(?:写|贴|刻|印)着我的名字/u.exec(text)
    ?? /(?:写|贴|刻|印)着我(?:的)?名字的([\u4e00-\u9fff]{1,5}?)(?=[，,。！!]|$|[放在里上])/u.exec(text);
  if (mine !== null) return { thing: mine[1] as string, label: null, kind: 'mine', addressee: null, paper: paperWords.test(mine[1] as string) };
  const before = new RegExp(`(?:写|贴|刻|印)着${quoted}的([\\u4e00-\\u9fff]{1,5}?)(?=[，,。！!]|$|[放在里上])`, 'u').exec(text);
  const after = before === null ? new RegExp(`(?:一|这|那)?(?:把|个|只|封|张|串|盒|本|枚)([\\u4e00-\\u9fff]{1,4}?)[，,]?\\s*上面(?:只)?(?:写|贴|刻|印)着${quoted}`, 'u').exec(text) : null;
  const m = before ?? after;
  if (m === null) return null;
  const label = (before !== null ? m[1] : m[2]) as string;
  const thing = (before !== null ? m[2] : m[1]) as string;
  const read = kindOf(label, 'zh');
  return read === null ? null : { thing, label, ...read, paper: paperWords.test(thing) };
}

/** Things a name on them makes the narrator's to open or read: a key, a box, an envelope, a parcel, a letter. */
const keptForMe = /\b(?:key|box|tin|envelope|parcel|package|bag|case|chest|letter|note|card)s?\b|chìa khóa|(?:^|\s)(?:hộp|phong bì|gói|túi|rương|thư|thiệp)(?=\s|$)|열쇠|상자|봉투|소포|가방|편지|쪽지|카드|钥匙|盒|信封|包裹|袋|箱|信|纸条|卡片/iu;

/** The thing with words on it an opening in `language` tells of, or null when the words make no label or address this reads. */
export function findLabelledThing(opening: string, language: ContentLanguage): LabelledThing | null {
  const text = opening.trim();
  const found = language === 'en' ? englishLabel(text) : language === 'vi' ? vietnameseLabel(text) : language === 'ko' ? koreanLabel(text) : chineseLabel(text);
  // A name on a bell or an old receipt is a detail of another story (a kitten, a mystery); only a key or a box is left for me.
  return found !== null && found.kind === 'mine' && !keptForMe.test(found.thing) ? null : found;
}
