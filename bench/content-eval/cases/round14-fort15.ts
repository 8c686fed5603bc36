/**
 * Round 14 second wave of issue 13 (helper fort15): eight fresh fortune-telling requests written before any fix
 * (round14-fort15.before.json, two per language), each a proposal or a plan weighed with a reason of the visitor's own:
 * a flat to buy with a loan, a cheaper room with a longer commute, a deposit raise paid with a loan, a ski trip with a
 * sore knee, an ex who wants to meet a month before the wedding. Facts check that the proposal is answered as asked (not
 * as a stock rent rise, a loan for a "new venture" or a favour's "real chance"), that the one step follows from the
 * obstacle the visitor wrote (the two loan numbers before answering the landlord, the commute lived once at its real
 * size, the knee checked first), that a Korean -아도 괜찮을까요 is answered as leave asked (not as a forecast), and that
 * Vietnamese "tụi em" is never told back as "Tụi bạn".
 */
import { evalCase, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));
const stockRent = /lease renews|longer lease|gia hạn hợp đồng|재계약|续约/u;

export const cases: EvalCase[] = [
  evalCase({
    id: 'r14fort15-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: "My landlord is selling the building and asked if I want to buy my flat before it goes on the market, but I'd have to borrow most of it. Should I?" },
    facts: [
      { label: 'the act asked named whole', check: inFirst(/whether you should buy your flat before it goes on the market/u) },
      { label: 'the loan weighed as its price', check: inFirst(/you'd have to borrow most of it/u) },
      { label: 'the step goes back to the landlord with the two numbers', check: inFirst(/before you answer your landlord, get two numbers/u) },
      { label: 'no stock rent rise, no invented venture', check: not(/new venture|lease renews|rent next to your monthly income/u) },
    ],
  }),
  evalCase({
    id: 'r14fort15-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: 'My cousin offered me a room at her place for half what I pay now, though the commute would go from 20 minutes to over an hour. Should I take it?' },
    facts: [
      { label: 'the offer told back', check: inFirst(/[Yy]our cousin offered you a room at her place/u) },
      { label: 'the commute weighed', check: inFirst(/that the commute would go from 20 minutes to over an hour/u) },
      { label: 'the step lives the commute once', check: inFirst(/live that part once at its real size/u) },
      { label: 'no stock rent line, no calendar step', check: not(new RegExp(`${stockRent.source}|from the calendar`, 'u')) },
    ],
  }),
  evalCase({
    id: 'r14fort15-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'Bạn thân rủ em dọn về ở chung cho đỡ tiền nhà, nhưng chỗ đó cách công ty em gần một tiếng đi xe. Em có nên chuyển không?' },
    facts: [
      { label: 'the invitation named', check: inFirst(/dọn về ở chung cho đỡ tiền nhà/u) },
      { label: 'the distance weighed', check: inFirst(/chỗ đó cách công ty bạn gần một tiếng đi xe/u) },
      { label: 'the step lives the distance once', check: inFirst(/sống thử điều ấy một lần/u) },
      { label: 'no stock rent rise', check: not(stockRent) },
    ],
  }),
  evalCase({
    id: 'r14fort15-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'love', input: 'Tụi em yêu xa được một năm rồi, anh ấy muốn cưới trong năm nay mà em chưa ra trường. Tụi em có nên cưới sớm không ạ?' },
    facts: [
      { label: 'the visitor’s own reason named', check: inFirst(/bạn chưa ra trường/u) },
      { label: 'never “Tụi bạn”', check: not(/[Tt]ụi bạn|Tụi em/u) },
    ],
  }),
  evalCase({
    id: 'r14fort15-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'health', input: '무릎만 조금 굽혀도 시큰거리는데 친구들이 주말에 스키 타러 가자고 해요. 따라가도 괜찮을까요?' },
    facts: [
      { label: 'the knee weighed', check: inFirst(/직접 쓰신 ‘무릎만 조금 굽혀도 시큰거리는데’/u) },
      { label: 'answered as leave asked', check: inFirst(/괜찮으냐고 물으신다면/u) },
      { label: 'the step has it checked first', check: inFirst(/병원에서 한 번 확인받고/u) },
      { label: 'no forecast form, no calendar step', check: not(/어떻게 될지 물으신다면|달력에든/u) },
    ],
  }),
  evalCase({
    id: 'r14fort15-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'money', input: '집주인이 보증금을 천만 원 올려 달라고 하는데 그러려면 대출을 더 받아야 해요. 그냥 올려 주는 게 나을까요?' },
    facts: [
      { label: 'the raise asked named', check: inFirst(/요청받은 보증금을 천만 원 올려 주는 일/u) },
      { label: 'the loan weighed as its price', check: inFirst(/그 값, ‘그러려면 대출을 더 받아야 해요’/u) },
      { label: 'the step goes back to the landlord', check: inFirst(/집주인에게 답하기 전에 숫자 두 개/u) },
      { label: 'no favour as a chance, no invented business', check: not(/진짜 기회예요|장사가 잘되든/u) },
    ],
  }),
  evalCase({
    id: 'r14fort15-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'love', input: '大学时的前男友突然发消息说想见一面，可我下个月就要结婚了，要不要去？' },
    facts: [
      { label: 'the ex who wrote first', check: inFirst(/前男友/u) },
      { label: 'the wedding named', check: inFirst(/你下个月就要结婚了/u) },
      { label: 'no first person echoed', check: not(/我下个月/u) },
    ],
  }),
  evalCase({
    id: 'r14fort15-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'money', input: '同事叫我跟她合租，房租能省一半，但是上班要多坐一个小时地铁，值得吗？' },
    facts: [
      { label: 'the ask told back', check: inFirst(/值不值得跟她合租/u) },
      { label: 'the commute weighed', check: inFirst(/上班要多坐一个小时地铁/u) },
      { label: 'the step lives it once', check: inFirst(/按真实的样子过一次/u) },
      { label: 'no stock rent rise', check: not(stockRent) },
    ],
  }),
];
