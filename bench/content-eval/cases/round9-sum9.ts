/**
 * Round 9 (issue 13), summaries: sixteen fresh requests written before any fix (round9-sum9.before.json, four per
 * language, every style twice), texts of kinds no reader was written for (minutes, release notes, a how-it-works, a
 * lower-case story, a sports report, a club meeting, an app update), with what a good answer must carry and negative
 * facts for the classes they showed: the key figure or the turn at the end dropped; a sentence cut at "a.m." or run
 * together because it starts in lower case; a headline from a title line, from the whole Korean lead or with a broken
 * "$4.99 month"; a verse cut before its punchline; a child's version that pastes the opening. Then the eight requests
 * written last and read once, never tuned on (round9-sum9.after.json).
 */
import before from './round9-sum9.before.json' with { type: 'json' };
import after from './round9-sum9.after.json' with { type: 'json' };
import type { EvalCase } from '../eval-case.ts';
import { caseOf, type RawRequest } from '../request-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const headline = (check: (line: string) => boolean) => (text: string): boolean => check(text.split('\n')[0] ?? '');

const first = before as unknown as RawRequest[];
const last = after as unknown as RawRequest[];

export const cases: EvalCase[] = [
  caseOf(first, 1, 'r9-sum-en-tenants', [
    { label: 'keeps the fee going to $55', check: /\$55/u },
    { label: 'keeps the 14-8 vote', check: /14-8/u },
    { label: 'keeps the treasurer stepping down (the twist at the end)', check: /step down|Osei/u },
  ]),
  caseOf(first, 2, 'r9-sum-en-headphones', [
    { label: 'explains that the new sound cancels the noise', check: /cancel/iu },
    { label: 'no "e.g." aside for a child', check: not(/e\.g\./u) },
  ]),
  caseOf(first, 3, 'r9-sum-en-bakery', [
    { label: 'keeps the start (1979 or $900)', check: /1979|\$900/u },
    { label: 'keeps the magazine list', check: /50 best|magazine/u },
    { label: 'no bar cut at "3 a.m"', check: not(/3 a\.m$/mu) },
    { label: 'more than two bars', check: (text) => text.split('\n').length >= 5 },
  ]),
  caseOf(first, 4, 'r9-sum-en-tally', [
    { label: 'headline is the news, not the title line', check: headline(not(/Release notes/u)) },
    { label: 'keeps the dropped Android 9 support', check: /Android 9/u },
    { label: 'no "$4.99 month"', check: not(/\$4\.99 month/u) },
  ]),
  caseOf(first, 5, 'r9-sum-vi-todanpho', [
    { label: 'keeps the fee going to 45.000', check: /45\.000/u },
    { label: 'keeps the objection', check: /phản đối/u },
    { label: 'keeps the cameras', check: /camera/u },
  ]),
  caseOf(first, 6, 'r9-sum-vi-interview', [
    { label: 'keeps the broken lift', check: /thang máy/u },
    { label: 'keeps the twist (the interviewer, the real question)', check: /trưởng phòng kỹ thuật|câu hỏi thật/u },
  ]),
  caseOf(first, 7, 'r9-sum-vi-coffee', [
    { label: 'keeps 120.000 đồng/kg', check: /120\.000/u },
    { label: 'keeps the drought as the cause', check: /hạn hán/u },
    { label: 'no point cut after "TS."', check: not(/TS\.\s*$/mu) },
  ]),
  caseOf(first, 8, 'r9-sum-vi-swim', [
    { label: 'says she started swimming at 35', check: /học bơi/u },
    { label: 'keeps the outcome (25 metres, swimming with her daughter)', check: /25 mét|bơi cùng nhau/u },
  ]),
  caseOf(first, 9, 'r9-sum-ko-ears', [
    { label: 'names the air pressure', check: /기압/u },
    { label: 'told to a child (해요체)', check: /[대래]요\./u },
    { label: '"이 관" only after the tube it points to', check: (text) => !/이 관/u.test(text) || /유스타키오관/u.test(text) },
  ]),
  caseOf(first, 10, 'r9-sum-ko-soccer', [
    { label: 'a headline, not the whole lead (at most 60 characters)', check: headline((line) => [...line].length <= 60) },
    { label: 'keeps the 3-2 comeback', check: /3대 2/u },
    { label: 'keeps the first title', check: /첫 우승/u },
  ]),
  caseOf(first, 11, 'r9-sum-ko-deposit', [
    { label: 'keeps the 50 million won deposit', check: /5천만 원/u },
    { label: "keeps the landlord's call (the turn at the end)", check: /갑자기 전화|당일에 주겠다/u },
  ]),
  caseOf(first, 12, 'r9-sum-ko-club', [
    { label: 'keeps the fee going to 30,000 won', check: /3만 원/u },
    { label: 'keeps the 18 votes', check: /18표/u },
    { label: 'keeps the new members', check: /신입생/u },
  ]),
  caseOf(first, 13, 'r9-sum-zh-driving', [
    { label: 'keeps the three failed attempts', check: /连挂三次/u },
    { label: 'keeps the pass at the end', check: /一把过/u },
  ]),
  caseOf(first, 14, 'r9-sum-zh-app', [
    { label: 'names the app', check: /小账本/u },
    { label: 'keeps the 6 yuan a month', check: /6元/u },
  ]),
  caseOf(first, 15, 'r9-sum-zh-static', [
    { label: 'explains the rubbing or the charge', check: /摩擦|电荷/u },
    { label: 'keeps why winter (the dry air)', check: /干燥/u },
  ]),
  caseOf(first, 16, 'r9-sum-zh-grandma', [
    { label: 'keeps the punchline (three days without a post)', check: /朋友圈三天没更新/u },
    { label: 'keeps her age', check: /七十六/u },
  ]),
  caseOf(last, 1, 'r9-after-sum-en-sprint', [
    { label: 'keeps the conversion figures', check: /2\.6%/u },
    { label: 'keeps the Safari bug', check: /Safari/u },
  ]),
  caseOf(last, 2, 'r9-after-sum-en-5am', [
    { label: 'keeps the ending (switching to 6:30)', check: /6:30/u },
    { label: 'no time word as a hashtag', check: not(/#week\b/iu) },
  ]),
  caseOf(last, 3, 'r9-after-sum-vi-truck', [
    { label: 'headline is the ban, not the reason', check: headline((line) => /cấm xe tải/u.test(line)) },
    { label: 'keeps the hours or the date', check: /6h đến 22h|1\/12/u },
  ]),
  caseOf(last, 4, 'r9-after-sum-vi-rainbow', [
    { label: 'explains the colours splitting or the reflection', check: /tách ra|phản xạ/u },
  ]),
  caseOf(last, 5, 'r9-after-sum-ko-burger', [
    { label: 'keeps the price or the verdict', check: /1만 4천 원|또 올/u },
  ]),
  caseOf(last, 6, 'r9-after-sum-ko-jobs', [
    { label: 'keeps the 38%', check: /38%/u },
    { label: 'keeps the twenties or the low success rate', check: /52%|3분의 1/u },
  ]),
  caseOf(last, 7, 'r9-after-sum-zh-lift', [
    { label: 'keeps the fifth breakdown', check: /第五次/u },
    { label: 'keeps the decision (the repair fund, 400,000 yuan)', check: /维修基金|四十万/u },
  ]),
  caseOf(last, 8, 'r9-after-sum-zh-expenses', [
    { label: 'keeps the hotel limit', check: /五百元/u },
  ]),
];
