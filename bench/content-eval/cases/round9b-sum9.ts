/**
 * Round 9b (issue 13), summaries: eight fresh requests written before any fix of this part (round9b-sum9.before.json, two
 * per language: a bridge closing and a Seoul asbestos subsidy told to a child, a diner's last day, a Đà Nẵng motorbike ban
 * and a prize-winning cane as news, a job interview as a post, moths and street lights for a child, a half-marathon as a
 * meme), with what a good answer must carry and negative facts for the classes they showed: a child's version that pastes
 * the text (hard words kept, the why not said); a news piece that pastes a long lead or takes its headline from another
 * sentence; "$5,000" cut at its comma; a Vietnamese post without hashtags; a punchline cut inside its quotation. Then the
 * eight requests written last (round9b-sum9.after.json), their facts written before they were first run, never tuned on.
 */
import before from './round9b-sum9.before.json' with { type: 'json' };
import after from './round9b-sum9.after.json' with { type: 'json' };
import type { EvalCase } from '../eval-case.ts';
import { caseOf, type RawRequest } from '../request-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const headline = (check: (line: string) => boolean) => (text: string): boolean => check(text.split('\n')[0] ?? '');

const first = before as unknown as RawRequest[];
const last = after as unknown as RawRequest[];

export const cases: EvalCase[] = [
  caseOf(first, 1, 'r9b-sum-en-bridge', [
    { label: 'keeps the six-month closing', check: /six months/u },
    { label: 'gives the why (rust or corrosion weakened the cables)', check: /weakened .*cables/u },
    { label: 'hard words made plain (no "corrosion", no "pedestrian", no "routine inspection")', check: not(/corrosion|pedestrian|routine inspection/iu) },
  ]),
  caseOf(first, 2, 'r9b-sum-en-diner', [
    { label: 'the headline names Rosa Delgado', check: headline((line) => /Rosa Delgado/u.test(line)) },
    { label: 'the headline does not open on the 41 years', check: headline((line) => !/:\s*After 41 years/u.test(line)) },
    { label: 'no "$5," cut (no "000 loan")', check: not(/(?:^|\s)000 loan/u) },
    { label: 'keeps why she closes (knees, no successor)', check: /knees|children/u },
  ]),
  caseOf(first, 3, 'r9b-sum-vi-motorbike', [
    { label: 'the headline is the ban, without the date opener', check: headline((line) => /cấm xe máy/u.test(line) && !/Sáng 14\/11/u.test(line)) },
    { label: 'keeps 2030', check: /2030/u },
    { label: 'keeps the 5 million support', check: /5 triệu/u },
    { label: 'the purpose is a sentence of its own', check: /Mục tiêu là giảm ô nhiễm/u },
  ]),
  caseOf(first, 4, 'r9b-sum-vi-interview', [
    { label: 'keeps the outcome (got the job)', check: /được nhận/u },
    { label: 'has hashtags', check: /#\p{L}{3,}/u },
  ]),
  caseOf(first, 5, 'r9b-sum-ko-asbestos', [
    { label: '700만 원 지원을 전한다', check: /700만 원/u },
    { label: '어려운 말을 쉬운 말로 바꾼다 (노후·철거 없음)', check: not(/노후|철거/u) },
    { label: '왜 위험한지 말한다 (폐암·병)', check: /폐암|병/u },
  ]),
  caseOf(first, 6, 'r9b-sum-ko-cane', [
    { label: '제목이 지팡이의 금상이다', check: headline((line) => /지팡이/u.test(line) && /금상/u.test(line)) },
    { label: '제목이 출시 계획이 아니다', check: headline((line) => !/출시/u.test(line)) },
  ]),
  caseOf(first, 7, 'r9b-sum-zh-moths', [
    { label: '讲路灯让昆虫迷失方向', check: /迷失方向/u },
    { label: '难词换成了大白话（没有“夜间昆虫”）', check: not(/夜间昆虫/u) },
  ]),
  caseOf(first, 8, 'r9b-sum-zh-marathon', [
    { label: '保留笑点：志愿者的话完整（恭喜您……最后一名）', check: /恭喜您，您是今天最后一名/u },
    { label: '笑点不是半句（没有以引号结尾的残句开头）', check: not(/^您是今天最后一名/mu) },
  ]),
  caseOf(last, 1, 'r9b-after-sum-en-channel', [
    { label: 'the headline names Grace Okafor and the Channel', check: headline((line) => /Okafor/u.test(line) && /Channel/u.test(line)) },
    { label: 'keeps the time (13 hours and 42 minutes)', check: /13 hours/u },
  ]),
  caseOf(last, 2, 'r9b-after-sum-en-onion', [
    { label: 'says the gas reaches the eyes and stings or makes tears', check: /eyes/u },
    { label: 'gives the why of the crying', check: /acid|sting|wash it away/u },
  ]),
  caseOf(last, 3, 'r9b-after-sum-vi-sun', [
    { label: 'keeps the UV index 11', check: /11/u },
    { label: 'says the sun burns the skin or people get sunstroke', check: /bỏng|say nắng/u },
  ]),
  caseOf(last, 4, 'r9b-after-sum-vi-haircut', [
    { label: 'keeps the punchline (shave it all, 150 nghìn)', check: /cạo hết|150 nghìn/u },
    { label: 'keeps the clipper running out of battery', check: /hết pin/u },
  ]),
  caseOf(last, 5, 'r9b-after-sum-ko-robot', [
    { label: '제목이 로봇의 시범 운행이다', check: headline((line) => /로봇/u.test(line)) },
    { label: '하루 3킬로그램을 전한다', check: /3킬로그램/u },
  ]),
  caseOf(last, 6, 'r9b-after-sum-ko-camping', [
    { label: '결말(해돋이, 침낭)을 남긴다', check: /해 뜨는|침낭/u },
  ]),
  caseOf(last, 7, 'r9b-after-sum-zh-doors', [
    { label: '讲屏蔽门防止乘客掉下轨道', check: /掉下轨道/u },
  ]),
  caseOf(last, 8, 'r9b-after-sum-zh-canteen', [
    { label: '标题是长者食堂开张', check: headline((line) => /食堂/u.test(line)) },
    { label: '保留免费午餐和70岁以上', check: /免费/u },
  ]),
];
