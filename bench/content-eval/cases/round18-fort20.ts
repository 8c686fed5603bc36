/**
 * Round 18 of issue 13 (helper fort20): fortune-telling requests that reached the general paths — the situation rank's
 * stock lines, the stock stance, the omen reader, the grounded evidence's "sooner than you think", a coin or a
 * first-named lean between two places for money — and now get the round-18 fall-through (fortune-fall20.ts): what the
 * visitor wrote told back, an answer in the question's form and one step. The before-set requests these paths now answer
 * (round18-fort20.before.json, run before any change) and held-out ones. Facts check the request told back and the answer
 * in its form; negative facts catch the old answers.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';
import type { ContentLanguage, FortuneCategory } from '../../../supabase/functions/_shared/contract/content-types.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));
/** What the general paths answered with: a stock yes, an omen's no, a coin, a first-named lean, a situation's lines. */
const stockLean = /a careful yes|Short answer first|not a bad omen|the one you named first|Take the longer route home|The tide around changing jobs|먼저 꺼내신 쪽|你先说出口的那个|조심스러운 ‘예’|흉조로 읽히지|새 리더의 권위|이사는 운을|sẽ sớm hơn bạn tưởng|一两周内|征兆指向“是”/u;
const noStock = { label: 'no stock yes, omen, coin or situation line', check: not(stockLean) };

type Fact = { label: string; check: (text: string) => boolean };

/** One case: its told-back words and its form's answer, both in the reading's first part. */
function formCase(id: string, language: ContentLanguage, category: FortuneCategory, input: string, told: RegExp, answer: RegExp, extra: readonly Fact[] = []): EvalCase {
  return evalCase({
    id: `r18fort20-${id}`, type: 'fortune-telling', language, input: { category, input },
    facts: [{ label: 'the request told back', check: inFirst(told) }, { label: 'answered in its form', check: inFirst(answer) }, noStock, ...extra],
  });
}

export const cases: EvalCase[] = [
  // Before-set requests the fixed paths now answer.
  formCase('en-startup', 'en', 'work', 'got a job offer from a startup, 20% more pay but no pension. should i take it? kinda scared it folds in a year',
    /you got a job offer from a startup[\s\S]*whether you should take it/u, /For it: “20% more pay”[\s\S]*Against it: “no pension”/u), // round 18 fort21: the two sides the visitor named, weighed
  formCase('en-anxious', 'en', 'today', 'why do i feel so anxious today for no reason', /“why do you feel so anxious today for no reason”/u, /A why gets a reason, not a yes[\s\S]*two hours before/u),
  formCase('en-blossom', 'en', 'travel', 'when is the best time to book flights to japan for cherry blossom season', /“when is the best time to book flights to japan for cherry blossom season”/u, /A when gets a time, not a yes[\s\S]*the first days it opens/u,
    [{ label: 'no family-trip lines', check: not(/nobody is rushed on day one/u) }]),
  formCase('en-carloan', 'en', 'money', 'use my bonus to knock out my car loan or put it toward a house deposit', /knock out your car loan/u, /No coin flip for money[\s\S]*interest rate/u),
  formCase('vi-raise', 'vi', 'work', 'làm ở công ty 3 năm chưa được tăng lương, em nên xin tăng lương thế nào cho khéo', /Bạn kể: làm ở công ty 3 năm chưa được tăng lương/u, /cần một cách làm, không phải một chữ “có”/u),
  formCase('vi-marry', 'vi', 'future', 'em 30 tuổi chưa có người yêu, bao giờ em mới lấy chồng được', /bao giờ bạn mới lấy chồng được/u, /Không lá bài nào trung thực mà định được ngày/u),
  formCase('ko-dodge', 'ko', 'love', '남친이 2년 사귀었는데 결혼 얘기만 나오면 말을 돌려요. 이거 안 좋은 신호인가요?', /‘결혼 얘기만 나오면 말을 돌려요’/u, /그것만으로는 아니에요\.[\s\S]*한 번 물어보세요/u,
    [{ label: 'no relationship-step coaching', check: not(/두 사람이 고민할 수 있는 가장 큰 걸음/u) }]),
  formCase('ko-peer', 'ko', 'work', '회사 동기가 저보다 먼저 승진했는데 너무 속상해요. 제가 뭘 잘못한 걸까요', /‘회사 동기가 저보다 먼저 승진했는데’/u, /들여다볼 한 가지/u),
  formCase('ko-weather', 'ko', 'week', '이번 주에 이사하는데 날씨 괜찮을까요? 짐이 많아서 걱정이에요', /‘날씨 괜찮을까요’/u, /그렇게 된다고 치고 계획하세요[\s\S]*일기예보/u),
  formCase('ko-cheongyak', 'ko', 'money', '청약 넣을까 아니면 그 돈으로 ETF 살까 고민이에요', /‘청약 넣을’ 쪽/u, /동전 던지기로 정하지 않을게요[\s\S]*언제 필요하냐/u),
  formCase('zh-mortgage', 'zh', 'money', '手上有十万，是提前还房贷还是买理财', /“提前还房贷”/u, /不靠抛硬币[\s\S]*贷款利率/u),
  formCase('zh-crowds', 'zh', 'travel', '国庆带爸妈去杭州人会不会太多？有没有别的推荐', /国庆带爸妈去杭州人会不会太多；以及有没有别的推荐/u, /按会的情况来打算[\s\S]*换个地方/u),
  // Held-out requests (not in the before-set, not in the hold-out set, not in fortune-round18.test.ts).
  formCase('en-tingle', 'en', 'health', 'my fingers tingle after i type for a while. is that okay?', /your fingers tingle after you type for a while/u, /can’t examine you[\s\S]*to a doctor/u),
  formCase('vi-friends', 'vi', 'love', 'anh ấy không bao giờ giới thiệu em với bạn bè, vậy có phải dấu hiệu xấu không', /anh ấy không bao giờ giới thiệu bạn với bạn bè/u, /Tự nó thì chưa phải/u),
  formCase('ko-single', 'ko', 'future', '제가 언제쯤 연애할 수 있을까요? 벌써 3년째 솔로예요', /‘벌써 3년째 솔로예요’/u, /날짜를 정직하게 찍어 줄 수 있는 카드는 없어요/u),
  formCase('zh-rain', 'zh', 'week', '下周搬家，会不会下雨？我们没请搬家公司', /问的是会不会下雨/u, /按会的情况来打算[\s\S]*天气预报/u),
];
