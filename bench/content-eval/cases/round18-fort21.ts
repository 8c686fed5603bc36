/**
 * Round 18 of issue 13 (helper fort21): fortune-telling requests whose whether reached the general fall-through (or the
 * stock stance, the round-14 lean, the grounded ask-back) and now get it answered from the visitor's own facts
 * (fortune-fall21.ts): both sides named and weighed, a cost to solve first, a leaving act's reason tried once, a cause
 * asked as maybe-and-how-to-tell, a forecast as a card reading tied to what was told, what another person feels as
 * theirs to tell, a how in a hurry as the next ten minutes. Before-set requests (round18-fort21.before.json) and held-out
 * ones; negative facts catch the lean yes "because of" the nearest clause and the stock yes.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';
import type { ContentLanguage, FortuneCategory } from '../../../supabase/functions/_shared/contract/content-types.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));
/** The old whether: a lean yes because of the nearest clause, a stock yes, the grounded ask-back. */
const oldLean = /and the reason is in your own words|và lý do nằm ngay trong lời bạn|그 이유는 직접 적어 주신 말에 있어요|理由就在你自己的话里|Yes is what I see|Quẻ nói “có”|눈을 크게 뜬 ‘예’|점괘는 ‘예’라고 해요|再告诉我一件事/u;
const noLean = { label: 'no lean yes from the nearest clause, no stock yes, no ask-back', check: not(oldLean) };

function formCase(id: string, language: ContentLanguage, category: FortuneCategory, input: string, told: RegExp, answer: RegExp): EvalCase {
  return evalCase({
    id: `r18fort21-${id}`, type: 'fortune-telling', language, input: { category, input },
    facts: [{ label: 'the request told back', check: inFirst(told) }, { label: 'answered from its own facts', check: inFirst(answer) }, noLean],
  });
}

export const cases: EvalCase[] = [
  // Before-set requests.
  formCase('en-buddy', 'en', 'love', 'we\'ve been talking for 3 months and he still calls me buddy, is he just not into me?', /he still calls you buddy/u, /Not by itself[\s\S]*“he still calls you buddy”/u),
  formCase('en-awful', 'en', 'week', 'last week was awful honestly. is this one gonna be any better', /last week was awful/u, /Wheel of Fortune[\s\S]*first day/u),
  formCase('en-sleep5', 'en', 'health', 'is it bad that i only sleep 5 hours a night? i feel fine tho', /you only sleep 5 hours a night/u, /Not by itself\.[\s\S]*next few weeks/u),
  formCase('vi-boss', 'vi', 'work', 'sếp mới khó tính quá, em có nên nghỉ việc không', /sếp mới khó tính quá/u, /Lý do của bạn là thật[\s\S]*thử thay đổi nó một lần/u),
  formCase('ko-offer', 'ko', 'work', '이직 제안 받았는데 연봉은 높고 거리가 멀어요 갈까요 말까요', /‘거리가 멀어요’/u, /해야 할 이유는 ‘연봉은 높고’, 망설여지는 이유는 ‘거리가 멀어요’/u),
  formCase('ko-once', 'ko', 'love', '썸 타는 사람이 답장을 하루에 한 번만 해요 관심 없는 걸까요', /‘관심 없는 걸까요’/u, /그것만으로는 아니에요/u),
  formCase('zh-hotcold', 'zh', 'love', '我喜欢的人好像对我忽冷忽热，是我想多了吗', /忽冷忽热/u, /有可能[\s\S]*去问真正能回答的人/u),
  formCase('zh-trip', 'zh', 'work', '老板让我下个月去外地出差三个月，我该不该答应，孩子还小', /该不该答应/u, /决定这件事的[\s\S]*“孩子还小”/u),
  // The round18-fort20 hold-out (spent; tuned to).
  formCase('f20-calcium', 'vi', 'health', 'dạo này em hay bị chuột rút bắp chân ban đêm, có phải thiếu canxi không ạ', /có phải thiếu canxi không/u, /Có thể:[\s\S]*bác sĩ/u),
  formCase('f20-late', 'ko', 'today', '오늘 면접 보러 가는데 지하철 잘못 타서 늦을 것 같아요 어떡하죠', /‘지하철 잘못 타서 늦을 것 같아요’/u, /지금 당장이에요[\s\S]*10분/u),
  formCase('f20-coin', 'ko', 'money', '친구가 코인 같이 하자고 계속 조르는데 해도 될까요? 저는 잘 몰라요', /‘잘 몰라요’/u, /걸림돌이에요\. ‘잘 몰라요’/u),
  formCase('f20-games', 'zh', 'love', '男朋友总是不回我消息，但是打游戏就有时间，我是不是该分手', /不回你消息/u, /你的理由是真的[\s\S]*试着改变过一次/u),
  // Held-out requests (not in the before-set, the hold-out set, or the unit tests).
  formCase('en-gym', 'en', 'week', 'this week was a total mess at the gym and at work. will next week be any better', /total mess/u, /Wheel of Fortune/u),
  formCase('vi-cold', 'vi', 'love', 'bạn trai em dạo này trả lời tin nhắn rất chậm, có phải anh ấy không còn tình cảm không', /trả lời tin nhắn rất chậm/u, /Tự nó thì chưa phải/u),
  formCase('ko-mind', 'ko', 'love', '여자친구가 요즘 만나자는 말을 안 해요 저한테 마음이 없는 걸까요', /만나자는 말을 안 해요/u, /그것만으로는 아니에요/u),
  formCase('zh-quit', 'zh', 'work', '领导天天骂人，压力太大了，我该不该辞职', /压力太大了|领导天天骂人/u, /你的理由是真的/u),
];
