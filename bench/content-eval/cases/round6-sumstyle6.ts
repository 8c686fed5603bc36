/**
 * Round 6 (issue 13), summaries and style: sixteen fresh requests written before any fix (round6-sumstyle6.before.json,
 * four per language), with what a good answer must carry and negative facts for the failure classes they showed: a
 * headline that is only the source or the cause ("据市气象台消息，受强冷空气影响"), a child's sentence cut into fragments
 * ("…but also. Apparently, while they sleep."), a short post without its own news, a reunion or a company party read as
 * the office, "sau 10 năm" read as a teenager, a blazer and derbies for "don't want to look like I tried too hard", and
 * stock lines that bring the sea or ice along. Then the eight requests written last, never tuned on (round6-sumstyle6.after.json).
 */
import before from './round6-sumstyle6.before.json' with { type: 'json' };
import after from './round6-sumstyle6.after.json' with { type: 'json' };
import type { EvalCase } from '../eval-case.ts';
import { caseOf, type RawRequest } from '../request-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstLine = (text: string): string => text.split('\n')[0] ?? '';
/** The outfit section of a style answer. */
const outfit = (text: string): string => /👕[^\n]*\n([\s\S]*?)(?:\n🎨|$)/u.exec(text)?.[1] ?? text;

const first = before as unknown as RawRequest[];
const last = after as unknown as RawRequest[];

export const cases: EvalCase[] = [
  caseOf(first, 1, 'r6-style-en-1', [
    { label: 'builds on the navy blazer', check: /blazer/iu },
    { label: 'addresses the middle', check: /tummy|middle|waist/iu },
    { label: 'no denim or sneakers for a bank interview', check: (t) => !/sneaker|denim|jeans/iu.test(outfit(t)) },
  ]),
  caseOf(first, 2, 'r6-style-en-2', [
    { label: 'answers "not trying too hard"', check: /tried too hard|relaxed|not too dressed/iu },
    { label: 'no blazer, derbies or heels', check: (t) => !/blazer|derby|heel/iu.test(outfit(t)) },
    { label: 'reads the slim build', check: /slim/iu },
  ]),
  caseOf(first, 3, 'r6-style-vi-1', [
    { label: 'names Sa Pa', check: /Sa ?Pa/u },
    { label: 'a warm layer', check: /áo phao|măng tô|áo len|giữ nhiệt/u },
    { label: 'answers the photos', check: /ảnh|hình/u },
    { label: 'no sea, sand or ice', check: not(/biển|cát|đóng băng/u) },
  ]),
  caseOf(first, 4, 'r6-style-vi-2', [
    { label: 'reads the reunion', check: /họp lớp/u },
    { label: 'addresses the belly', check: /vòng hai|bụng|eo/u },
    { label: 'not the office, not a teenager, no hoodie', check: not(/đi làm|tuổi teen|hoodie/iu) },
  ]),
  caseOf(first, 5, 'r6-style-ko-1', [
    { label: 'a guest dress or outfit', check: /하객|원피스/u },
    { label: 'addresses the fuller lower body', check: /하체|A라인|통통|볼륨/u },
    { label: 'spring', check: /봄/u },
  ]),
  caseOf(first, 6, 'r6-style-ko-2', [
    { label: 'answers the budget', check: /10만원/u },
    { label: 'reads the first day of classes', check: /등교|개강|캠퍼스|학교/u },
    { label: 'a lone feature is not "these points"', check: not(/^[^,\n]+, 이 포인트들을/u) },
  ]),
  caseOf(first, 7, 'r6-style-zh-1', [
    { label: 'reads the company party, not a commute', check: (t) => /派对|年会/u.test(t) && !/通勤|上班/u.test(t) },
    { label: 'gives the one highlight asked for', check: /闪亮|大胆|主角|亮点|反光/u },
  ]),
  caseOf(first, 8, 'r6-style-zh-2', [
    { label: 'reads the solid frame', check: /骨架|宽肩|偏大|壮/u },
    { label: 'summer clothes, no down or wool coat', check: (t) => /夏/u.test(t) && !/羽绒|大衣/u.test(t) },
  ]),
  caseOf(first, 9, 'r6-sum-en-1', [
    { label: 'keeps the closing dates', check: /March 3|June 30/u },
    { label: 'keeps what changes for patrons (holds, late fees, temporary branch)', check: /holds|[Ll]ate fees|temporary branch/u },
  ]),
  caseOf(first, 10, 'r6-sum-en-2', [
    { label: 'no sentence opened on a subordinator or an aside', check: not(/(?:^|[.!?]\s)(?:Apparently|Since|That the|For example)\b/mu) },
    { label: 'no sentence ending on "also" or "but"', check: not(/\b(?:also|but)\.\s/u) },
    { label: 'keeps sleep and colour', check: (t) => /sleep/iu.test(t) && /colou?r/iu.test(t) },
  ]),
  caseOf(first, 11, 'r6-sum-vi-1', [
    { label: 'keeps the date and the hours', check: (t) => /15\/12/u.test(t) && /12 tiếng|20 giờ/u.test(t) },
    { label: 'keeps the tanker trucks or the advice', check: /xe bồn|trữ nước|xả vòi/u },
  ]),
  caseOf(first, 12, 'r6-sum-vi-2', [
    { label: 'keeps the boss\'s punchline', check: /tập thể dục về/u },
    { label: 'a short meme is short (at most 7 lines)', check: (t) => t.split('\n').filter((line) => line.trim() !== '').length <= 7 },
  ]),
  caseOf(first, 13, 'r6-sum-ko-1', [
    { label: 'headline names the delivery zones', check: (t) => /배달/u.test(firstLine(t)) },
    { label: 'keeps the figures (8곳 → 15곳)', check: /15곳/u },
  ]),
  caseOf(first, 14, 'r6-sum-ko-2', [
    { label: 'keeps the news: the licence', check: /운전면허/u },
    { label: 'keeps a detail (100만원, tries)', check: /100만원|세 번째|두 번/u },
  ]),
  caseOf(first, 15, 'r6-sum-zh-1', [
    { label: 'keeps the bakery and the naan', check: /馕|面包店/u },
    { label: 'keeps a figure (五块钱, 六点)', check: /五块钱|六点/u },
  ]),
  caseOf(first, 16, 'r6-sum-zh-2', [
    { label: 'headline is the weather, not the source or the cause', check: (t) => /降温|大风/u.test(firstLine(t)) && !/据|影响$/u.test(firstLine(t)) },
    { label: 'keeps the drop (零下2度, 14度)', check: /零下2度|14度/u },
  ]),
  caseOf(last, 1, 'r6-after-style-en-1', [
    { label: 'answers "shorts ok?" for a hot backyard party', check: /shorts/iu },
    { label: 'no coat, wool or boots at 30 degrees', check: (t) => !/coat|wool|boots|merino/iu.test(outfit(t)) },
  ]),
  caseOf(last, 2, 'r6-after-style-vi-1', [
    { label: 'addresses the belly', check: /bụng|vòng hai|eo/u },
    { label: 'dresses for the bank office', check: /đi làm|công sở|văn phòng|ngân hàng/u },
  ]),
  caseOf(last, 3, 'r6-after-style-ko-1', [
    { label: 'comfortable walking shoes for bad knees', check: /걷|편한 (?:신발|운동화)|쿠션|운동화|스니커/u },
    { label: 'autumn layers', check: /가을|겹쳐|카디건|가디건|트렌치|재킷/u },
  ]),
  caseOf(last, 4, 'r6-after-style-zh-1', [
    { label: 'no suit, as asked (its own "不穿西装也可以" aside)', check: (t) => !/西装(?!裤)|领带/u.test(outfit(t).replace(/不穿西装/gu, '')) },
    { label: 'dresses for the interview', check: /面试/u },
  ]),
  caseOf(last, 5, 'r6-after-sum-en-1', [
    { label: 'headline is the later start, not the source', check: (t) => /start|8:45/iu.test(firstLine(t)) && !/^[^\n]*According/iu.test(firstLine(t)) },
    { label: 'keeps 8:45 a.m.', check: /8:45/u },
  ]),
  caseOf(last, 6, 'r6-after-sum-vi-1', [
    { label: 'keeps the new frog and its size', check: (t) => /ếch/u.test(t) && /2 cm/u.test(t) },
    { label: 'keeps the bird-like call or the threat', check: /tiếng chim|chim|đe dọa|bảo tồn/u },
  ]),
  caseOf(last, 7, 'r6-after-sum-ko-1', [
    { label: 'keeps the price rise (5만 원 → 6만 5천 원)', check: /6만 5천 원/u },
    { label: 'keeps what members get or keep', check: /운영 시간|샤워실|요가|필라테스|기존 가격/u },
  ]),
  caseOf(last, 8, 'r6-after-sum-zh-1', [
    { label: 'keeps Mount Tai', check: /泰山/u },
    { label: 'keeps the fog or the stars', check: /雾|星星/u },
  ]),
];
