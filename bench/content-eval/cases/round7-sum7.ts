/**
 * Round 7 (issue 13), summaries and style: sixteen fresh requests written before any fix (round7-sum7.before.json, four
 * per language), with what a good answer must carry and negative facts for the classes they showed: a family celebration
 * (christening, 칠순, tân gia, 满月酒) read as a weekend or a wedding, a hike read as the dinner after it, the way there
 * (a walk, a bike, a scooter) ignored, a tip about pieces the outfit lacks, a notice that leads with its envelope
 * ("Dear Parents", "THÔNG BÁO", "各位家长：") and keeps its signature, a numbered list run into one bullet, and a
 * child's cut left as a fragment. Then the eight requests written last, never tuned on (round7-sum7.after.json).
 */
import before from './round7-sum7.before.json' with { type: 'json' };
import after from './round7-sum7.after.json' with { type: 'json' };
import type { EvalCase } from '../eval-case.ts';
import { caseOf, type RawRequest } from '../request-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
/** The outfit section of a style answer. */
const outfit = (text: string): string => /👕[^\n]*\n([\s\S]*?)(?:\n🎨|$)/u.exec(text)?.[1] ?? text;

const first = before as unknown as RawRequest[];
const last = after as unknown as RawRequest[];

export const cases: EvalCase[] = [
  caseOf(first, 1, 'r7-style-en-christening', [
    { label: 'reads a family celebration', check: /family celebration|family party/iu },
    { label: 'a collar or a fine knit, not a Breton top, jeans or a bomber', check: (t) => /collar|knit/iu.test(outfit(t)) && !/Breton|jeans|bomber/iu.test(outfit(t)) },
  ]),
  caseOf(first, 2, 'r7-style-en-walk', [
    { label: 'answers the walk', check: /For the walk/u },
    { label: 'answers the sweat', check: /sweat/iu },
    { label: 'no jacket layered on top in July', check: (t) => !/Layer [^\n]* on top/u.test(outfit(t)) },
  ]),
  caseOf(first, 3, 'r7-style-vi-tangia', [
    { label: 'reads a family party', check: /tiệc gia đình/u },
    { label: 'no sandals beside leather shoes', check: (t) => !/sandal/iu.test(outfit(t)) },
  ]),
  caseOf(first, 4, 'r7-style-vi-xemay', [
    { label: 'answers the motorbike ride', check: /xe máy/u },
    { label: 'gloves or a windproof layer for 10 degrees', check: /găng tay|chắn gió/u },
    { label: 'no blazer under the scooter jacket', check: (t) => !/blazer/iu.test(outfit(t)) },
  ]),
  caseOf(first, 5, 'r7-style-ko-hike', [
    { label: 'boots that grip for the hike', check: /등산화|트레일/u },
    { label: 'not a party look, no blazer or loafers', check: (t) => !/블레이저|로퍼|파티룩/u.test(outfit(t)) },
  ]),
  caseOf(first, 6, 'r7-style-ko-chilsun', [
    { label: 'reads a family celebration', check: /가족 잔치|가족 행사/u },
    { label: 'no bucket hat, sunglasses or espadrilles', check: (t) => !/버킷햇|선글라스|에스파드리유/u.test(outfit(t)) },
  ]),
  caseOf(first, 7, 'r7-style-zh-manyue', [
    { label: 'reads a family banquet', check: /家庭宴席/u },
    { label: 'no T-shirt or jeans', check: (t) => !/T恤|牛仔裤/u.test(outfit(t)) },
    { label: 'warm for a winter guest who feels the cold', check: /大衣|保暖|围巾/u },
  ]),
  caseOf(first, 8, 'r7-style-zh-bike', [
    { label: 'answers the bike ride', check: /骑车/u },
    { label: 'answers "no formal dress needed"', check: /不用太正式|轻松/u },
    { label: 'no blazer on a summer ride', check: (t) => !/西装外套/u.test(outfit(t)) },
  ]),
  caseOf(first, 9, 'r7-sum-en-bus', [
    { label: 'keeps the earlier pickup', check: /15 minutes earlier/u },
    { label: 'no greeting, thanks or signature', check: not(/Dear Parents|finds you well|Thank you for your patience|Principal Davis/u) },
  ]),
  caseOf(first, 10, 'r7-sum-en-vaccines', [
    { label: 'keeps how a vaccine trains the body', check: /training the immune system|immune system/iu },
    { label: 'no fragment cut from a list or an aside', check: not(/\b(?:bacterium|surface|years)\.\s+(?:Or|Such|Which)\b/u) },
  ]),
  caseOf(first, 11, 'r7-sum-vi-mat-dien', [
    { label: 'keeps when the power is cut', check: /8h00 đến 16h00/u },
    { label: 'no header, salutation or announcing lead-in', check: not(/THÔNG BÁO|Kính gửi|xin trân trọng thông báo|Trân trọng cảm ơn/u) },
  ]),
  caseOf(first, 12, 'r7-sum-vi-meme', [
    { label: 'keeps the 68% fact', check: /68%/u },
  ]),
  caseOf(first, 13, 'r7-sum-ko-bus', [
    { label: 'keeps the two routes', check: /강남역|홍대입구역/u },
    { label: 'keeps the fare or the safety record', check: /2,500원|사고는 한 건도/u },
  ]),
  caseOf(first, 14, 'r7-sum-ko-rainbow', [
    { label: 'says what makes a rainbow', check: /물방울/u },
  ]),
  caseOf(first, 15, 'r7-sum-zh-canteen', [
    { label: 'keeps the numbered rules as separate points', check: (t) => (t.match(/^• [一二三四]、/gmu) ?? []).length >= 3 },
    { label: 'no salutation, thanks or sender', check: not(/各位家长|您好|感谢您的理解|总务处/u) },
  ]),
  caseOf(first, 16, 'r7-sum-zh-elevator', [
    { label: 'keeps the subsidy', check: /20万元/u },
    { label: 'is not a near-verbatim copy', check: (t) => t.length < 0.8 * ((first[15] as RawRequest).input.input ?? '').length },
  ]),
  // The eight written last, never tuned on (scored before the fixes that followed them).
  caseOf(last, 1, 'r7-after-style-en-funeral', [
    { label: 'dark and plain for a funeral', check: /black|charcoal|dark/iu },
    { label: 'answers the $60 budget', check: /\$60/u },
    { label: 'no hoodie or sneakers in the outfit', check: (t) => !/hoodie|sneaker/iu.test(outfit(t)) },
  ]),
  caseOf(last, 2, 'r7-after-sum-en-pool', [
    { label: 'keeps the reopening date', check: /June 1/u },
  ]),
  caseOf(last, 3, 'r7-after-style-vi-phucvu', [
    { label: 'reads the interview', check: /phỏng vấn/u },
    { label: 'a light fabric for the heat', check: /thoáng|linen|lanh|cotton/iu },
  ]),
  caseOf(last, 4, 'r7-after-sum-vi-nuocbien', [
    { label: 'says where the salt comes from', check: /muối khoáng|khoáng chất/u },
    { label: 'says why the salt stays', check: /bốc hơi/u },
  ]),
  caseOf(last, 5, 'r7-after-style-ko-olle', [
    { label: 'shoes for sore knees', check: /쿠션|워킹화|등산화/u },
    { label: 'answers the wind', check: /바람/u },
    { label: 'no loafers for a trail walk', check: (t) => !/페니 로퍼와/u.test(outfit(t)) },
  ]),
  caseOf(last, 6, 'r7-after-sum-ko-cat', [
    { label: 'keeps the adoption', check: /입양/u },
    { label: 'no hashtag in a verb form', check: (t) => !(t.match(/#\S+/gu) ?? []).some((tag) => /(?:아서|어서|와서|는데|했다)$/u.test(tag)) },
  ]),
  caseOf(last, 7, 'r7-after-style-zh-lawfirm', [
    { label: 'reads the interview', check: /面试/u },
    { label: 'reads the petite frame', check: /娇小|个子不高|显高/u },
  ]),
  caseOf(last, 8, 'r7-after-sum-zh-heat', [
    { label: 'keeps the 41 degrees', check: /41/u },
    { label: 'keeps the warning or the cooling spots', check: /红色预警|避暑纳凉点/u },
  ]),
];
