/**
 * Round 15 of issue 13 (helper chat15): the twelve fresh chat requests written before any change
 * (round15-chat15.before.json, three per language), the three failing dev examples of the task, and held-out requests
 * of each failure class. Positive facts check what a good answer must carry: what happened told back, the visitor's own
 * question answered (the reaction weighed, the person not judged bad, the effect on the other person, the persona's own
 * "me too", what it may mean, the doubt about going, the failure's cause). Negative facts catch the early readers that
 * answered one word or one shape: hunger for "lunch", an invitation for "want to", a slip for "có bị", a stock sadness
 * line, a concert thanks, a fairness dispute for "am I overreacting", the ask-back, tonight's rescue for a prevention.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const askBack = /Tell me a little more|what part of it matters most|Kể thêm một chút|phần nào quan trọng nhất|뭔가 물어보|제대로 답하고 싶|你在问我一件事|你在跟我说发生的一件事/u;

export const cases: EvalCase[] = [
  // Before-set (written before any change of the round).
  evalCase({
    id: 'r15chat15-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user('everyone on my team went to lunch together today and nobody asked me. is it dumb that its bothering me this much')] },
    facts: [{ label: 'what happened told back', check: /nobody asked you/u }, { label: 'the reaction weighed', check: /normal reaction/u }, { label: 'being left out taken up', check: /left out/u }, { label: 'no hunger line', check: not(/Hunger|eaten/iu) }],
  }),
  evalCase({
    id: 'r15chat15-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'girl', messages: [user('i finally told my mom i want to quit piano and she just went quiet... did i hurt her?')] },
    facts: [{ label: 'the deed told back', check: /you finally told your mom you want to quit piano/u }, { label: 'the effect on her answered', check: /Maybe a little/u }, { label: 'no invitation accepted', check: not(/Meeting up|Text me a time/u) }],
  }),
  evalCase({
    id: 'r15chat15-en-3', type: 'persona-chat', language: 'en',
    input: { persona: 'kpop_male', messages: [user('ive been practicing the dance from your new mv for 3 weeks and i STILL cant get the chorus part lol any tips??')] },
    facts: [{ label: 'practice tips', check: /eight counts/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r15chat15-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('dạo này tao ngủ không được, cứ 3h sáng là tỉnh dậy rồi nằm nghĩ lung tung. mày có bị vậy bao giờ chưa')] },
    facts: [{ label: 'told back', check: /cứ 3h sáng là tỉnh dậy/u }, { label: 'the friend answers about itself', check: /tao cũng bị y vậy/u }, { label: 'no slip reassurance', check: not(/chỗ vấp|kết thúc thế nào/u) }],
  }),
  evalCase({
    id: 'r15chat15-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'astrologer', messages: [user('Em cung Sư Tử ạ, dạo này em cãi nhau với người yêu suốt, chị xem giúp em tụi em có hợp nhau không ạ?')] },
    facts: [{ label: 'the sign read', check: /Sư Tử/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r15chat15-vi-3', type: 'persona-chat', language: 'vi',
    input: { persona: 'chef', messages: [user('anh ơi sao em luộc trứng lần nào cũng bị nứt vỏ hết vậy')] },
    facts: [{ label: 'the dish named', check: /^Trứng/u }, { label: 'the cause: a shock of heat', check: /sốc nhiệt/u }, { label: 'no habit-of-mind answer', check: not(/thói quen tâm trí/u) }],
  }),
  evalCase({
    id: 'r15chat15-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'psychologist', messages: [user('남자친구랑 헤어진 지 3달이나 됐는데 아직도 자꾸 생각나요. 이거 정상인가요?')] },
    facts: [{ label: 'told back', check: /헤어진 지 3달이나 됐는데 아직도 자꾸 생각나시는군요/u }, { label: 'normal, with time', check: /정상이에요/u }, { label: 'no stock love line', check: not(/설렘과 불안/u) }],
  }),
  evalCase({
    id: 'r15chat15-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('나 오늘 미용실 갔는데 앞머리 너무 짧게 잘려서 속상해 ㅠㅠ 많이 이상할까?')] },
    facts: [{ label: 'the cause told back', check: /앞머리 너무 짧게 잘려서 속상하구나/u }, { label: 'the guess answered', check: /티 안 나/u }, { label: 'no stock sadness line', check: not(/하늘 봤어|무거운 채로/u) }],
  }),
  evalCase({
    id: 'r15chat15-ko-3', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_female', messages: [user('언니 저 회사 일 때문에 요즘 너무 지쳐서 콘서트 갈 힘도 없어요.. 그래도 가는 게 맞겠죠?')] },
    facts: [{ label: 'the doubt taken up', check: /갈지 말지/u }, { label: 'rest allowed', check: /쉬는 게 맞아요/u }, { label: 'no concert thanks', check: not(/거기 있었어요|함성/u) }],
  }),
  evalCase({
    id: 'r15chat15-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'childhood_friend', messages: [user('我最近一回家就跟我爸吵架，你说我是不是很不孝啊')] },
    facts: [{ label: 'told back', check: /你最近一回家就跟你爸吵架/u }, { label: 'the question answered', check: /不会的/u }],
  }),
  evalCase({
    id: 'r15chat15-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'astrologer', messages: [user('我是天蝎座，最近老是梦到前任，这是什么意思啊？')] },
    facts: [{ label: 'the dream told back', check: /最近老是梦到前任/u }, { label: 'an honest reading', check: /心里还放着一件事/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r15chat15-zh-3', type: 'persona-chat', language: 'zh',
    input: { persona: 'chef', messages: [user('红烧肉怎么做才不会腻啊？我老公总说我做的太油了')] },
    facts: [{ label: 'the dish named', check: /^红烧肉腻/u }, { label: 'the fat skimmed', check: /撇掉/u }, { label: 'no whole recipe', check: not(/这样做。/u) }],
  }),
  // The three dev examples of the task.
  evalCase({
    id: 'r15chat15-dev-ko', type: 'persona-chat', language: 'ko',
    input: { persona: 'psychologist', messages: [user('친구들이 다 결혼하는데 나만 혼자인 것 같아서 우울해요')] },
    facts: [{ label: 'the cause told back', check: /친구들이 다 결혼하는데 나만 혼자인 것 같아서 우울하시군요/u }, { label: 'the comparison taken up', check: /속도/u }, { label: 'no generic sadness line', check: not(/슬픔은 없애야/u) }],
  }),
  evalCase({
    id: 'r15chat15-dev-en', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user("my best friend forgot my birthday and I'm weirdly upset about it. am I overreacting?")] },
    facts: [{ label: 'told back', check: /your best friend forgot your birthday/u }, { label: 'the reaction weighed', check: /not an overreaction/u }, { label: 'no fairness dispute', check: not(/bring it up|fair/u) }],
  }),
  evalCase({
    id: 'r15chat15-dev-vi', type: 'persona-chat', language: 'vi',
    input: { persona: 'chef', messages: [user('làm sao để cơm chiên không bị nhão vậy anh?')] },
    facts: [{ label: 'the dish named whole', check: /^Cơm chiên bị nhão/u }, { label: 'cold day-old rice', check: /cơm nguội để qua đêm/u }, { label: 'no rescue of a mushy pot', check: not(/cơm nhão thì đem chiên|Đừng đổ đi/u) }],
  }),
  // Held out of the before-set, one per class and language not in the tests.
  evalCase({
    id: 'r15chat15-held-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'childhood_friend', messages: [user("my sister didn't invite me to her engagement dinner and i cried in the car after. am i being dramatic?")] },
    facts: [{ label: 'told back', check: /your sister didn't invite you to her engagement dinner/u }, { label: 'the reaction weighed', check: /not an overreaction/u }, { label: 'no fairness dispute', check: not(/bring it up/u) }],
  }),
  evalCase({
    id: 'r15chat15-held-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('Bạn thân em có người yêu rồi ít nhắn tin với em hẳn, em thấy buồn lắm. Em có nhạy cảm quá không ạ?')] },
    facts: [{ label: 'told back', check: /ít nhắn tin với em hẳn/u }, { label: 'the reaction weighed', check: /phản ứng bình thường/u }],
  }),
  evalCase({
    id: 'r15chat15-held-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('단톡방에서 나만 빼고 다들 여행 계획 짜고 있었어. 서운한 내가 예민한 건가?')] },
    facts: [{ label: 'told back', check: /여행 계획 짜고 있었구나/u }, { label: 'the reaction weighed', check: /자연스러운 반응/u }, { label: 'no fairness dispute', check: not(/공평/u) }],
  }),
  evalCase({
    id: 'r15chat15-held-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('男朋友出差一周没怎么联系我，我有点难过。我是不是太敏感了？')] },
    facts: [{ label: 'told back', check: /男朋友出差一周没怎么联系你/u }, { label: 'the reaction weighed', check: /很正常的反应/u }],
  }),
  evalCase({
    id: 'r15chat15-held-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'psychologist', messages: [user('엄마 생신을 깜빡했어요. 제가 나쁜 딸인가요?')] },
    facts: [{ label: 'told back', check: /생신을 깜빡했군요/u }, { label: 'the question answered', check: /아니요/u }],
  }),
  evalCase({
    id: 'r15chat15-held-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'childhood_friend', messages: [user('看到同学都买房了，就我还在租房，心里好失落')] },
    facts: [{ label: 'the cause told back', check: /就你还在租房/u }, { label: 'the comparison taken up', check: /别人的节奏/u }],
  }),
  evalCase({
    id: 'r15chat15-held-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'astrologer', messages: [user('Mấy hôm nay em cứ nhìn đồng hồ là thấy 11:11, vậy là điềm gì vậy chị?')] },
    facts: [{ label: 'told back', check: /nhìn đồng hồ là thấy 11:11/u }, { label: 'an honest reading', check: /không muốn bịa/u }],
  }),
  evalCase({
    id: 'r15chat15-held-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'kpop_female', messages: [user("i have finals the week of your concert and i'm so tired... should i still go?")] },
    facts: [{ label: 'the doubt taken up', check: /whether to come/u }, { label: 'no concert thanks', check: not(/Thank you for coming|were you there/iu) }],
  }),
  evalCase({
    id: 'r15chat15-held-zh-3', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('我总觉得自己不够好，别人夸我我也不信，怎么办')] },
    facts: [{ label: 'told back', check: /你总觉得自己不够好，别人夸你你也不信/u }, { label: 'one small step', check: /写下今天一件/u }, { label: 'no stock sadness line', check: not(/悲伤不是需要消灭/u) }],
  }),
  evalCase({
    id: 'r15chat15-held-en-3', type: 'persona-chat', language: 'en',
    input: { persona: 'kpop_female', messages: [user('i cried at work today because my boss yelled at me in front of everyone')] },
    facts: [{ label: 'told back', check: /you cried at work today because your boss yelled at you/u }, { label: 'no introduction script', check: not(/three-sentence script|Your name and what/u) }],
  }),
  evalCase({
    id: 'r15chat15-held-en-4', type: 'persona-chat', language: 'en',
    input: { persona: 'girl', messages: [user('my roommate keeps eating my snacks without asking and i dont know how to bring it up without it being awkward')] },
    facts: [{ label: 'told back', check: /your roommate keeps eating your snacks/u }, { label: 'no mystery trap', check: not(/keeping count|Set a trap|avoids your eye/u) }],
  }),
];
