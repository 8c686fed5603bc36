/**
 * Round 16 of issue 13 (helper fort17): fortune-telling requests answered by the general paths that answered fresh
 * requests wrongly in the round-16 trace (round16-fort17.scores.md): the stock yes/no stance and category banks (a why
 * about something that keeps coming back, a harm feared from the visitor's own act), a trip situation's stock yes (a
 * condition feared), the stock choice's coin flip (two places for money). The before-set requests these paths now answer
 * (round16-fort17.before.json, written and run before any change) and held-out ones. Facts check the request told back
 * and the answer in its form; negative facts catch the old answers: a stock yes, a coin, a focus's stock advice.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';
import type { ContentLanguage, FortuneCategory } from '../../../supabase/functions/_shared/contract/content-types.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));
/** What the general paths answered with: a stock yes, a coin, a pick with no reason. */
const stockLean = /that’s a yes|go ahead|I see a yes|lean toward|imagine “|nghiêng về “có”|chỉ về “có”|mình chọn|Hoặc tung đồng xu|답은 ‘예’|흐름은 당신 편|‘예’예요|동전을 던져|이미 정했다고 상상|这里我看到|清楚的“是”|抛一次硬币|更明亮的牌/u;
const noStock = { label: 'no stock yes or coin', check: not(stockLean) };

/** One case: its told-back words and its form's answer, both in the reading's first part. */
function formCase(id: string, language: ContentLanguage, category: FortuneCategory, input: string, told: RegExp, answer: RegExp, extra: ReadonlyArray<{ label: string; check: (text: string) => boolean }> = []): EvalCase {
  return evalCase({
    id: `r16fort17-${id}`, type: 'fortune-telling', language, input: { category, input },
    facts: [{ label: 'the request told back', check: inFirst(told) }, { label: 'answered in its form', check: inFirst(answer) }, noStock, ...extra],
  });
}

const whyEn = /The cards can’t examine you[\s\S]*One concrete step: for one week/u;
const whyVi = /Lá bài không khám bệnh được[\s\S]*Một bước cụ thể: trong một tuần/u;
const whyKo = /카드는 몸을 진찰할 수 없으니[\s\S]*일주일 동안/u;
const whyZh = /牌没法替你看病[\s\S]*接下来一周/u;
const recordEn = /The cards lean to no, not by itself: one short stay[\s\S]*next interviewer/u;
const bondEn = /The cards lean to no, not from the telling alone[\s\S]*the friendship matters to you/u;
const condEn = /The cards won’t pretend it won’t be[\s\S]*build the days around it/u;
const noFocusStock = { label: 'no focus stock advice after the weighing', check: not(/start small—a sum|compare three|签约前比较三家|Put the new rent next to/u) };

export const cases: EvalCase[] = [
  // Before-set requests the fixed paths now answer (as run before the change: a stock yes, bank lines, a coin).
  formCase('en-lunch', 'en', 'health', 'why do i keep getting sleepy right after lunch every single day', /you keep getting sleepy right after lunch every single day, and you’re asking why/u, whyEn),
  formCase('en-8months', 'en', 'work', 'thinking of leaving my job after only 8 months, will it look bad to the next employer?', /you’re thinking of leaving your job after only 8 months, and you’re asking whether it will look bad to the next employer/u, recordEn),
  formCase('en-bestfriend', 'en', 'love', "we've been best friends since high school and i think i like her. if i tell her will i lose her?", /whether you will lose her if you tell her/u, bondEn),
  formCase('en-japan', 'en', 'travel', 'solo trip to japan in december, is it too cold to enjoy it?', /about your solo trip to japan in december, and you’re asking whether it is too cold to enjoy it/u, condEn),
  formCase('en-loan-fund', 'en', 'money', 'got 20k saved. pay off my student loan early or put it in an index fund?', /“Pay off your student loan early” is a sure return/u, /What decides it is the loan’s interest rate/u, [noFocusStock]),
  formCase('vi-5months', 'vi', 'work', 'em mới đi làm được 5 tháng mà muốn nghỉ rồi, nghỉ sớm vậy có bị đánh giá không', /bạn mới đi làm được 5 tháng mà muốn nghỉ rồi; và bạn hỏi nghỉ sớm vậy có bị đánh giá không/u, /Quẻ nghiêng về “không”[\s\S]*nhà tuyển dụng sau/u),
  formCase('vi-4am', 'vi', 'health', 'tối nào em cũng tỉnh dậy lúc 4h sáng rồi không ngủ lại được, vì sao vậy ạ', /tối nào bạn cũng tỉnh dậy lúc 4h sáng rồi không ngủ lại được; và bạn hỏi vì sao/u, whyVi),
  formCase('vi-7years', 'vi', 'love', 'em với anh ấy chơi thân 7 năm rồi, giờ em tỏ tình thì có mất luôn tình bạn không', /bạn với anh ấy chơi thân 7 năm rồi; và bạn hỏi giờ bạn tỏ tình thì có mất luôn tình bạn không/u, /tình bạn nhiều năm hiếm khi mất chỉ vì một câu chân thành/u),
  formCase('vi-land', 'vi', 'money', 'em có 100 triệu, nên mua đất hay gửi tiết kiệm ạ', /“Mua đất” là món lớn và chậm[\s\S]*“Gửi tiết kiệm” an toàn/u, /Điều quyết định là khi nào bạn cần đến số tiền này/u),
  formCase('vi-phuquoc', 'vi', 'travel', 'tháng 9 đi Phú Quốc có hay mưa không mọi người', /Bạn hỏi tháng 9 đi Phú Quốc có hay mưa không\./u, /Lá bài không giả vờ là sẽ không[\s\S]*kế hoạch trong nhà/u),
  formCase('ko-4months', 'ko', 'work', '입사 4개월 만에 퇴사하면 이력서에 안 좋게 남을까요?', /‘입사 4개월 만에 퇴사하면 이력서에 안 좋게 남을까요’ 하고 물으셨죠/u, /점괘는 ‘아니요’ 쪽이에요[\s\S]*다음 면접에서/u),
  formCase('ko-tired', 'ko', 'health', '요즘 자고 일어나도 계속 피곤해요 왜 그런 걸까요', /‘요즘 자고 일어나도 계속 피곤해요’, 이렇게 적어 주셨죠/u, whyKo),
  formCase('ko-10years', 'ko', 'love', '10년 된 남사친한테 고백하면 친구로도 못 지내게 될까요', /친구로도 못 지내게 될까요’ 하고 물으셨죠/u, /오래된 우정이 진심 어린 한마디로 끝나는 일은 드물어요/u),
  formCase('ko-jeonse', 'ko', 'money', '전세로 계속 살까요 아니면 대출 받아서 집을 살까요', /‘전세로 계속 살까’ 쪽은[\s\S]*‘대출 받아서 집을 살까’ 쪽은/u, /답을 정하는 건 그 집에 몇 년을 살지/u),
  formCase('zh-halfyear', 'zh', 'work', '刚入职半年就想跳槽，会不会影响以后找工作', /你说刚入职半年就想跳槽，问的是会不会影响以后找工作/u, /牌偏向“不会”[\s\S]*下一次面试/u),
  formCase('zh-3am', 'zh', 'health', '最近每天凌晨三点就醒，然后再也睡不着，这是怎么回事', /你说最近每天凌晨三点就醒，然后再也睡不着，问的是为什么/u, whyZh),
  formCase('zh-8years', 'zh', 'love', '跟他做了八年朋友，如果我表白了，我们还能做朋友吗', /问的是还能不能做朋友/u, /牌偏向“能”/u, [{ label: 'no “不会” for “can we still be friends”', check: not(/牌偏向“不会”/u) }]),
  formCase('zh-mortgage', 'zh', 'money', '手里有十万，是提前还房贷还是拿去买基金？', /“提前还房贷”是稳赚的[\s\S]*“拿去买基金”长期来看/u, /决定这件事的是贷款利率/u, [noFocusStock]),
  formCase('zh-xian', 'zh', 'travel', '国庆去西安人会不会特别多？', /你问的是国庆去西安人会不会特别多/u, /牌不会假装说不会/u),
  formCase('zh-lend', 'zh', 'money', '朋友找我借两万块，说下个月还，借不借？', /借两万块给朋友，是钱从你手里出去/u, /就算这笔钱回不来/u, [{ label: 'no contact reading', check: not(/先联系你|好感信号/u) }]),
  // Held out (not in the before-set, not in the unit tests).
  formCase('en-held-lend', 'en', 'money', 'my brother wants to borrow 1500 dollars for a new laptop, should i', /Lending 1500 dollars to your brother is money leaving your hands/u, /could you lose it/u, [{ label: 'not the visitor’s own loan', check: not(/monthly repayment/u) }]),
  formCase('en-held-why', 'en', 'health', 'why do my hands keep going numb when i sleep', /your hands keep going numb when you sleep, and you’re asking why/u, whyEn),
  formCase('vi-held-harm', 'vi', 'work', 'em định nghỉ việc sau 3 tháng thử việc, nghỉ vậy có ảnh hưởng tới hồ sơ xin việc sau này không', /và bạn hỏi/u, /Quẻ nghiêng về “không”[\s\S]*nhà tuyển dụng sau/u),
  formCase('ko-held-cond', 'ko', 'travel', '이번 설에 부산 여행 가는데 너무 추울까요', /하고 물으(?:셨죠|신 거고요)/u, /카드는 아니라고 둘러대지 않을게요/u),
  formCase('zh-held-money', 'zh', 'money', '二十万是买套房付首付还是继续租房？', /“买套房付首付”又大又慢|“继续租房”让你来去自由/u, /决定这件事的是你会住几年/u),
  // Gates: someone else's why, an act already done, a time fear: not these forms.
  evalCase({
    id: 'r16fort17-en-gate-his', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: 'why does he always reply so late at night' },
    facts: [{ label: 'not read as the visitor’s own recurring state', check: not(/you’re asking why\. The cards can’t examine you/u) }],
  }),
  evalCase({
    id: 'r16fort17-zh-gate-moving', type: 'fortune-telling', language: 'zh',
    input: { category: 'week', input: '周六帮我妈搬家，会不会下雨' },
    facts: [{ label: 'a moving day’s rain is no trip condition', check: not(/围着它来排行程/u) }],
  }),
];
