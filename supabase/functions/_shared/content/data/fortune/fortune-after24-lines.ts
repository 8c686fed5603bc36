/**
 * Round 19 second wave (fort24): a whether asked after an event that is over (a promotion turned down, an exam failed,
 * an interview with no news), answered from the outcome the visitor told ({near}) and what they ask now ({ask}): the
 * outcome is behind them, the next try is read, and the step names the one thing to change.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { Fall20FormLines } from './fortune-fall20-lines.ts';

export const after24Lines: Readonly<Record<ContentLanguage, Fall20FormLines>> = {
  en: {
    near: 'What you wrote, “{near}”, is behind you, and the cards do not replay it; they read what you ask now, {ask}. They lean yes, on one condition: the next time is not a copy of the last one.',
    bare: 'What happened is behind you, and the cards do not replay it; they read what you ask now, {ask}. They lean yes, on one condition: the next time is not a copy of the last one.',
    step: 'One concrete step: write down what made it turn out that way last time and the one thing you would do differently; if you can name it, go again with that change; if you can’t yet, find it out before you decide.',
  },
  vi: {
    near: 'Điều bạn kể, “{near}”, đã ở phía sau, và quẻ không diễn lại nó; quẻ đọc điều bạn hỏi bây giờ: {ask}. Quẻ nghiêng về “có”, với một điều kiện: lần tới không phải là bản sao của lần trước.',
    bare: 'Chuyện đã qua nằm ở phía sau, và quẻ không diễn lại nó; quẻ đọc điều bạn hỏi bây giờ: {ask}. Quẻ nghiêng về “có”, với một điều kiện: lần tới không phải là bản sao của lần trước.',
    step: 'Một bước cụ thể: viết ra điều gì đã khiến lần trước thành ra như vậy và một việc bạn sẽ làm khác đi; gọi tên được thì hãy thử lại với thay đổi đó, chưa gọi tên được thì tìm ra nó trước khi quyết.',
  },
  ko: {
    near: '적어 주신 ‘{near}’, 그 일은 이미 지나간 일이고 카드는 그걸 다시 돌려 보지 않아요. 지금 물으신 ‘{ask}’, 그걸 읽어요. 카드는 ‘예’ 쪽이에요. 단, 다음 번이 지난번을 그대로 되풀이하지 않는다는 조건에서요.',
    bare: '지나간 일은 이미 뒤에 있고 카드는 그걸 다시 돌려 보지 않아요. 지금 물으신 ‘{ask}’, 그걸 읽어요. 카드는 ‘예’ 쪽이에요. 단, 다음 번이 지난번을 그대로 되풀이하지 않는다는 조건에서요.',
    step: '구체적인 한 걸음: 지난번에 왜 그렇게 됐는지, 그리고 다르게 할 한 가지를 적어 보세요. 그걸 말할 수 있으면 그 한 가지를 바꿔서 다시 해 보고, 아직 모르겠으면 정하기 전에 먼저 그걸 알아보세요.',
  },
  zh: {
    near: '你写的“{near}”，已经过去了，牌不会把它重演一遍；牌读的是你现在问的：{ask}。牌偏向“可以”，条件只有一个：下一次不是上一次的翻版。',
    bare: '过去的事已经在身后，牌不会把它重演一遍；牌读的是你现在问的：{ask}。牌偏向“可以”，条件只有一个：下一次不是上一次的翻版。',
    step: '具体的一步：写下上一次为什么会是那个结果，以及这次要换掉的一件事；说得出来，就带着这个改变再试一次；还说不出来，就先把它弄清楚再决定。',
  },
};
