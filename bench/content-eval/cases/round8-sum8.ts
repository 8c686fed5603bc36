/**
 * Round 8 (issue 13), summaries: sixteen fresh requests written before any fix (round8-sum8.before.json, four per
 * language, two per style), with what a good answer must carry and negative facts for the classes they showed: the key
 * fact (a fine and its sum, a fee, a date and time, a review's verdict) dropped for plainer sentences; a child's version
 * that keeps the opening and the closing tip instead of the mechanism; a lifted sentence that opens on a connective
 * leaning on a dropped one ("During this period", "Ngược lại"); a notice that keeps its plea for patience; a meme or a
 * verse that loses the turn of the story. Then the eight requests written last, never tuned on (round8-sum8.after.json).
 */
import before from './round8-sum8.before.json' with { type: 'json' };
import after from './round8-sum8.after.json' with { type: 'json' };
import type { EvalCase } from '../eval-case.ts';
import { caseOf, type RawRequest } from '../request-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

const first = before as unknown as RawRequest[];
const last = after as unknown as RawRequest[];

export const cases: EvalCase[] = [
  caseOf(first, 1, 'r8-sum-en-library', [
    { label: 'keeps the closing date', check: /March 9/u },
    { label: 'keeps the study rooms or the waived fees', check: /April 1|late fees/u },
    { label: 'no dangling "During this period" and no plea for patience', check: not(/During this period|appreciate your patience/u) },
  ]),
  caseOf(first, 2, 'r8-sum-en-onion', [
    { label: 'explains the gas reaching the eyes or the tears', check: /gas|acid|tears/u },
    { label: 'not the closing tip', check: not(/sharp knife/u) },
  ]),
  caseOf(first, 3, 'r8-sum-en-ramen', [
    { label: 'keeps the verdict or the price', check: /worth|\$17|go back/u },
  ]),
  caseOf(first, 4, 'r8-sum-en-blowers', [
    { label: 'keeps the fines', check: /\$250|\$500/u },
  ]),
  caseOf(first, 5, 'r8-sum-vi-guitar', [
    { label: 'keeps the turn (the breakup)', check: /chia tay/u },
    { label: 'keeps the cat punchline', check: /con mèo/iu },
  ]),
  caseOf(first, 6, 'r8-sum-vi-hangbai', [
    { label: 'keeps the hours', check: /19h đến 24h/u },
    { label: 'keeps the fine', check: /400\.000|600\.000/u },
  ]),
  caseOf(first, 7, 'r8-sum-vi-survey', [
    { label: 'keeps the 62% figure', check: /62%/u },
    { label: 'no dangling "Ngược lại"', check: not(/:\s*Ngược lại/u) },
  ]),
  caseOf(first, 8, 'r8-sum-vi-xoi', [
    { label: 'keeps the 30 years', check: /30 năm/u },
    { label: 'keeps the price or the crowd', check: /15 nghìn|xếp hàng|lượt xem/u },
  ]),
  caseOf(first, 9, 'r8-sum-ko-subway', [
    { label: 'keeps the 1 a.m. last train', check: /새벽 1시/u },
  ]),
  caseOf(first, 10, 'r8-sum-ko-elevator', [
    { label: 'keeps the date and hours', check: /11월 20일/u },
    { label: 'no header, greeting or contact', check: not(/관리사무소 안내|여러분께 알려드립니다|02-123-4567/u) },
  ]),
  caseOf(first, 11, 'r8-sum-ko-yeast', [
    { label: 'explains the gas the yeast gives off', check: /이산화탄소|기체/u },
  ]),
  caseOf(first, 12, 'r8-sum-ko-lunchvote', [
    { label: 'keeps the turn (the boss overrules the vote)', check: /김치찌개로 정해/u },
  ]),
  caseOf(first, 13, 'r8-sum-zh-hotpot', [
    { label: 'keeps the price or the verdict', check: /人均|觉得值|还会来/u },
  ]),
  caseOf(first, 14, 'r8-sum-zh-sleep', [
    { label: 'keeps the 41 percent', check: /百分之四十一/u },
    { label: 'keeps the cause', check: /作业量大|手机/u },
  ]),
  caseOf(first, 15, 'r8-sum-zh-outage', [
    { label: 'keeps the date and hours', check: /12月14日/u },
    { label: 'no salutation, apology or sender', check: not(/各位业主|敬请谅解|物业服务中心/u) },
  ]),
  caseOf(first, 16, 'r8-sum-zh-shoes', [
    { label: 'keeps the viral video', check: /三百多万|短视频/u },
  ]),
  ...afterCases(),
];

/** The eight written last, never tuned on (scored before anything followed them). */
function afterCases(): EvalCase[] {
  return [
    caseOf(last, 1, 'r8-after-sum-en-bus', [
      { label: 'keeps the stop that closes', check: /Pine Street/u },
      { label: 'keeps the temporary stop or the discount', check: /Cedar Avenue|20 percent/u },
    ]),
    caseOf(last, 2, 'r8-after-sum-en-cookies', [
      { label: 'keeps the turn (salt in the sugar jar)', check: /salt/u },
    ]),
    caseOf(last, 3, 'r8-after-sum-vi-hop', [
      { label: 'keeps the time and date', check: /8 giờ sáng|12\/1/u },
    ]),
    caseOf(last, 4, 'r8-after-sum-vi-cauvong', [
      { label: 'explains the bending of light into colours', check: /bẻ cong/u },
      { label: 'not the closing tip', check: not(/quay lưng/u) },
    ]),
    caseOf(last, 5, 'r8-after-sum-ko-brunch', [
      { label: 'keeps the price or the verdict', check: /5만 원|나쁘지 않/u },
    ]),
    caseOf(last, 6, 'r8-after-sum-ko-dolbom', [
      { label: 'keeps the 8 p.m. care hours', check: /오후 8시/u },
      { label: 'keeps the budget or the teachers\' objection', check: /2천억|교사 단체/u },
    ]),
    caseOf(last, 7, 'r8-after-sum-zh-metro', [
      { label: 'keeps the new last train', check: /十二点/u },
    ]),
    caseOf(last, 8, 'r8-after-sum-zh-mom', [
      { label: 'keeps the turn (ten jin of walnuts)', check: /核桃/u },
    ]),
  ];
}
