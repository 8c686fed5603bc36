/**
 * Round 12 of issue 13 (helper chat3): the sixteen fresh chat requests written before any change
 * (round12-chat3.before.json, four per language). Positive facts check what a good answer must carry: a feeling after
 * a change told back with the change and named (loneliness, trống trải, 적막함, 空落落), the visitor's own main clause
 * told back whole in the second person with one question, someone else's news kept theirs beside the visitor's own
 * feeling, a Vietnamese kitchen problem told back with its subject, an intercom weighed as the building's line.
 * Negative facts catch the failure classes: a fragment pasted into a slot ("your daughter left", "your old bike bright
 * yellow"), the visitor congratulated for someone else's news, moving-day tips for a feeling, the whole message quoted
 * back with a generic question, an auto-dialler for an intercom, re-crisping vegetables that let out their water.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

export const cases: EvalCase[] = [
  evalCase({
    id: 'r12chat3-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user("Since my daughter left for college the house is so quiet, I don't know what to do with my evenings anymore.")] },
    facts: [{ label: 'tells the change back whole', check: /Since your daughter left for college/u }, { label: 'names the emptiness', check: /emptiness|lonel/iu }, { label: 'one small step', check: /small step/iu }, { label: 'no fragment in a slot', check: not(/about your daughter left/u) }],
  }),
  evalCase({
    id: 'r12chat3-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'girl', messages: [user('I repainted my old bike bright yellow today, took me all afternoon lol')] },
    facts: [{ label: 'tells the clause back whole', check: /you repainted your old bike bright yellow today/u }, { label: 'one question about it', check: /How did it turn out/u }, { label: 'no fragment', check: not(/about your old bike bright yellow/u) }],
  }),
  evalCase({
    id: 'r12chat3-en-3', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user('my pancakes always come out flat and rubbery, no idea why')] },
    facts: [{ label: 'names the pancakes', check: /Pancakes/u }, { label: 'a fix for the batter', check: /batter/u }, { label: 'no quote', check: not(/“/u) }],
  }),
  evalCase({
    id: 'r12chat3-en-4', type: 'persona-chat', language: 'en',
    input: { persona: 'detective', messages: [user("someone keeps buzzing our intercom at like 11pm and when I answer nobody's there")] },
    facts: [{ label: 'keeps the time', check: /11pm/u }, { label: 'the building intercom line', check: /intercom line/u }, { label: 'no phone-call advice', check: not(/auto-dialler|block the number/u) }],
  }),
  evalCase({
    id: 'r12chat3-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('Từ hồi chuyển ra Hà Nội làm việc tối nào về phòng trọ tao cũng thấy trống trải ghê mày ơi')] },
    facts: [{ label: 'tells the change back', check: /mày chuyển ra Hà Nội làm việc/u }, { label: 'names the emptiness', check: /trống trải/u }, { label: 'not a moving farewell', check: not(/tự hào về mày|vào Hà Nội thăm/u) }, { label: 'no stray bạn', check: not(/(?<![\p{L}])bạn cũng/u) }],
  }),
  evalCase({
    id: 'r12chat3-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('Con bé nhà em được chọn vào đội tuyển học sinh giỏi, em mừng mà cũng lo nó áp lực quá')] },
    facts: [{ label: 'the news stays the daughter’s', check: /Con bé nhà em được chọn vào đội tuyển học sinh giỏi/u }, { label: 'answers the worry', check: /lo nó áp lực/u }, { label: 'never congratulates the visitor', check: not(/chúc mừng bạn|Sao lại chọn bạn/iu) }],
  }),
  evalCase({
    id: 'r12chat3-vi-3', type: 'persona-chat', language: 'vi',
    input: { persona: 'chef', messages: [user('Em rán đậu phụ lần nào cũng bị vỡ hết, không giữ được miếng')] },
    facts: [{ label: 'tells the problem back with its subject', check: /Em rán đậu phụ lần nào cũng bị vỡ hết/u }, { label: 'asks how it is done', check: /từng bước/u }, { label: 'no whole-message quote', check: not(/“|phần nào quan trọng/u) }],
  }),
  evalCase({
    id: 'r12chat3-vi-4', type: 'persona-chat', language: 'vi',
    input: { persona: 'girl', messages: [user('Hôm nay tớ tự thay bóng đèn phòng tắm đó, lần đầu luôn')] },
    facts: [{ label: 'tells the clause back in the second person', check: /Hôm nay bạn tự thay bóng đèn phòng tắm/u }, { label: 'cheers it', check: /Giỏi/u }, { label: 'no whole-message quote', check: not(/“|phần nào quan trọng/u) }],
  }),
  evalCase({
    id: 'r12chat3-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'psychologist', messages: [user('지방으로 발령 나서 이사 온 뒤로 퇴근하고 집에 오면 너무 적막해요')] },
    facts: [{ label: '변화를 그대로 말한다', check: /이사 온 뒤로/u }, { label: '적막함을 받는다', check: /적막함/u }, { label: '작은 한 걸음', check: /작은 걸음/u }, { label: '이사 팁 없음', check: not(/길일|상자|짐 싸기/u) }],
  }),
  evalCase({
    id: 'r12chat3-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'childhood_friend', messages: [user('동생 이번에 대기업 붙었어. 축하는 했는데 나만 제자리인 것 같아서 좀 그렇다')] },
    facts: [{ label: '동생의 소식으로 말한다', check: /동생 이번에 대기업 붙었구나/u }, { label: '내 마음을 받는다', check: /너만 제자리인 것 같은 마음/u }, { label: '나를 축하하지 않는다', check: not(/붙은 거 맞아|축하해!/u) }],
  }),
  evalCase({
    id: 'r12chat3-ko-3', type: 'persona-chat', language: 'ko',
    input: { persona: 'chef', messages: [user('계란말이 하면 자꾸 찢어지고 안 말려요')] },
    facts: [{ label: '문제를 되묻는다', check: /계란말이 하면 자꾸 찢어지고 안 말려\?/u }, { label: '순서를 묻는다', check: /순서대로/u }, { label: '통째 인용 없음', check: not(/“/u) }],
  }),
  evalCase({
    id: 'r12chat3-ko-4', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('오늘 화분 분갈이 처음 해봤다 손에 흙 잔뜩 묻음ㅋㅋ')] },
    facts: [{ label: '한 일을 그대로 말한다', check: /오늘 화분 분갈이 처음 해봤구나/u }, { label: '그 일에 대해 묻는다', check: /어땠어/u }, { label: '막연한 질문 없음', check: not(/어디부터 같이 볼까/u) }],
  }),
  evalCase({
    id: 'r12chat3-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'girl', messages: [user('室友搬走以后，宿舍一下子空了好多，晚上有点不习惯')] },
    facts: [{ label: '说回变化', check: /室友搬走以后/u }, { label: '接住空落落', check: /空落落|不习惯/u }, { label: '不是空泛追问', check: not(/室友，我明白了/u) }],
  }),
  evalCase({
    id: 'r12chat3-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('同事被选去总部培训了，我嘴上恭喜他，心里却酸酸的')] },
    facts: [{ label: '消息是同事的', check: /同事被选去总部培训了/u }, { label: '接住心里的酸', check: /你嘴上恭喜他，心里却酸酸的/u }, { label: '不是空泛二选一', check: not(/你想先从哪儿聊/u) }],
  }),
  evalCase({
    id: 'r12chat3-zh-3', type: 'persona-chat', language: 'zh',
    input: { persona: 'chef', messages: [user('炒青菜每次都出一堆水，软塌塌的')] },
    facts: [{ label: '说回出水', check: /出了一堆水/u }, { label: '大火快炒', check: /大火快炒/u }, { label: '不是回烤变脆', check: not(/重新变脆|不脆了/u) }],
  }),
  evalCase({
    id: 'r12chat3-zh-4', type: 'persona-chat', language: 'zh',
    input: { persona: 'detective', messages: [user('楼下的门铃半夜老响，我去看又没人')] },
    facts: [{ label: '故障对恶作剧', check: /故障[\s\S]*恶作剧/u }, { label: '楼里的对讲线路', check: /对讲/u }, { label: '没有丢东西', check: not(/东西不见|丢了什么/u) }],
  }),
];
