/**
 * Round 19 (helper fort23): the general whether fall-through by who it turns on (see fortune-whose23.ts). {near} is the told
 * clause nearest the question (the visitor's own side), {theirs} the told clause whose subject is another person.
 * - whetherTheirs: the question's subject is another person ("他会答应吗"): theirs to answer; the visitor's side is read.
 * - whetherThrough: another person's act told ("he keeps dodging me", "부모님이 반대하세요") beside the visitor's own
 *   question: the yes runs through that person: asked plainly, not waited out.
 * - whatThrough: "what should I do" beside another person's act told ("anh ấy có bạn gái rồi"): their part is not the
 *   visitor's to change or wait out; the step is on the visitor's own side.
 * - whetherFrame: a plain whether beside a scene told ("이번 주 안에 집 계약해야 하는데"): that clause is the frame the yes
 *   has to fit, not its reason (the round-18 line called it the reason).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { Fall20FormLines } from './fortune-fall20-lines.ts';

export interface Whose23Lines { whetherTheirs: Fall20FormLines; whetherThrough: Fall20FormLines; whetherFrame: Fall20FormLines; whatThrough: Fall20FormLines }

export const whose23Lines: Readonly<Record<ContentLanguage, Whose23Lines>> = {
  en: {
    whetherTheirs: {
      near: 'That yes or no is theirs to give, not the cards’: no card answers for another person. What the cards can read is your side of it, “{near}”, and there they lean yes: a clear ask, made once at a calm moment with a reason that works for them too, gets a real answer far more often than a hint or a wait.',
      bare: 'That yes or no is theirs to give, not the cards’: no card answers for another person. What the cards can read is your side of it, and there they lean yes: a clear ask, made once at a calm moment with a reason that works for them too, gets a real answer far more often than a hint or a wait.',
      step: 'One concrete step: before it, write down the one sentence you’ll say and the one reason it’s fair to them as well, say it once, then let them answer without rushing to fill the silence.',
    },
    whetherThrough: {
      near: 'It runs through someone else: “{theirs}”. So not by waiting it out: the cards lean yes only for the version where you take it to them plainly, once, instead of working around them.',
      bare: 'It runs through someone else: “{theirs}”. So not by waiting it out: the cards lean yes only for the version where you take it to them plainly, once, instead of working around them.',
      step: 'One concrete step: this week, tell them in one or two sentences exactly what you’re asking for and by when (a date, an amount, a plan), and take what they say as their answer, not as the end of yours.',
    },
    whetherFrame: {
      near: 'The cards lean yes, inside the frame you told me. That frame is not the reason for the yes but what the yes has to fit: it holds if you meet that part early and head on, and it only gets shaky if it is left to the last moment.',
      bare: 'The cards lean yes, as long as you go at your own pace and look at what could stand in the way before you start.',
      step: 'One concrete step: inside “{near}”, pick the one thing that has to go right first and do it in the first days, not the last.',
    },
    whatThrough: {
      near: 'Part of this is someone else’s: “{theirs}”. No card moves another person, and waiting for them to change is not a plan. What is yours is your own side: where it is fair to ask them for something, ask plainly; where it isn’t yours to ask, step back and give your time to what can answer you.',
      bare: 'Part of this is someone else’s: “{theirs}”. No card moves another person, and waiting for them to change is not a plan. What is yours is your own side: where it is fair to ask them for something, ask plainly; where it isn’t yours to ask, step back and give your time to what can answer you.',
      step: 'One concrete step: write down the one thing you’d want from them. If it’s fair to ask, ask it once this week; if it isn’t, pick one thing to do for yourself this week instead, and do it.',
    },
  },
  vi: {
    whetherTheirs: {
      near: 'Câu “có” hay “không” ấy là của người ta, không phải của lá bài: không lá bài nào trả lời thay người khác. Điều quẻ đọc được là phần của bạn, “{near}”, và ở phần đó quẻ nghiêng về “có”: một lời đề nghị rõ ràng, nói một lần lúc bình tĩnh, kèm một lý do mà người ta cũng thấy hợp lý, thường nhận được câu trả lời thật hơn hẳn bóng gió hay chờ đợi.',
      bare: 'Câu “có” hay “không” ấy là của người ta, không phải của lá bài: không lá bài nào trả lời thay người khác. Điều quẻ đọc được là phần của bạn, và ở phần đó quẻ nghiêng về “có”: một lời đề nghị rõ ràng, nói một lần lúc bình tĩnh, kèm một lý do mà người ta cũng thấy hợp lý, thường nhận được câu trả lời thật hơn hẳn bóng gió hay chờ đợi.',
      step: 'Một bước cụ thể: trước đó, viết ra đúng một câu bạn sẽ nói và một lý do khiến điều đó công bằng với cả người ta, nói một lần, rồi để người ta trả lời, đừng vội lấp khoảng im lặng.',
    },
    whetherThrough: {
      near: 'Chuyện này đi qua một người khác: “{theirs}”. Nên chờ thì nó sẽ không tự thành “có”: quẻ chỉ nghiêng về “có” khi bạn mang chuyện đó đến nói thẳng với người ta, một lần, thay vì đi vòng quanh.',
      bare: 'Chuyện này đi qua một người khác: “{theirs}”. Nên chờ thì nó sẽ không tự thành “có”: quẻ chỉ nghiêng về “có” khi bạn mang chuyện đó đến nói thẳng với người ta, một lần, thay vì đi vòng quanh.',
      step: 'Một bước cụ thể: tuần này, nói với người ta trong một hai câu đúng điều bạn muốn và hạn đến khi nào (một ngày, một con số, một kế hoạch), rồi coi điều họ nói là câu trả lời của họ, chứ chưa phải kết thúc của bạn.',
    },
    whetherFrame: {
      near: 'Quẻ nghiêng về “có”, trong đúng cái khung bạn vừa kể. Khung ấy không phải lý do của chữ “có”, mà là thứ chữ “có” phải vừa: chữ “có” đứng vững nếu bạn xử lý phần đó sớm và thẳng thắn, và chỉ lung lay khi để nó đến phút chót.',
      bare: 'Quẻ nghiêng về “có”, miễn là bạn đi theo nhịp của mình và nhìn trước điều có thể cản đường.',
      step: 'Một bước cụ thể: trong khung “{near}”, chọn đúng một việc phải suôn sẻ trước tiên và làm nó trong mấy ngày đầu, đừng để đến ngày cuối.',
    },
    whatThrough: {
      near: 'Một phần chuyện này là của người khác: “{theirs}”. Không lá bài nào xoay được lòng người khác, và chờ người ta thay đổi thì không phải là kế hoạch. Phần của bạn là phía bạn: chỗ nào hỏi người ta là công bằng thì hỏi thẳng; chỗ nào không phải phần mình được đòi, thì lùi lại và dành thời gian cho điều có thể đáp lại bạn.',
      bare: 'Một phần chuyện này là của người khác: “{theirs}”. Không lá bài nào xoay được lòng người khác, và chờ người ta thay đổi thì không phải là kế hoạch. Phần của bạn là phía bạn: chỗ nào hỏi người ta là công bằng thì hỏi thẳng; chỗ nào không phải phần mình được đòi, thì lùi lại và dành thời gian cho điều có thể đáp lại bạn.',
      step: 'Một bước cụ thể: viết ra đúng một điều bạn muốn từ người ta. Nếu hỏi là công bằng, hãy hỏi một lần trong tuần này; nếu không, tuần này hãy chọn một việc làm cho chính mình, và làm nó.',
    },
  },
  ko: {
    whetherTheirs: {
      near: '예, 아니요는 그 사람이 할 대답이지 카드가 대신할 수 있는 게 아니에요. 카드가 읽을 수 있는 건 내 쪽이에요. ‘{near}’. 거기서는 ‘예’ 쪽으로 기울어요. 차분할 때 한 번, 상대도 납득할 만한 이유 하나와 함께 분명하게 꺼낸 말은 돌려 말하거나 기다리는 것보다 훨씬 자주 제대로 된 대답을 받아요.',
      bare: '예, 아니요는 그 사람이 할 대답이지 카드가 대신할 수 있는 게 아니에요. 카드가 읽을 수 있는 건 내 쪽이고, 거기서는 ‘예’ 쪽으로 기울어요. 차분할 때 한 번, 상대도 납득할 만한 이유 하나와 함께 분명하게 꺼낸 말은 돌려 말하거나 기다리는 것보다 훨씬 자주 제대로 된 대답을 받아요.',
      step: '구체적인 한 걸음: 그 전에 할 말 한 문장과 상대에게도 공정한 이유 하나를 적어 두세요. 한 번 말하고, 상대가 대답할 때까지 침묵을 서둘러 채우지 마세요.',
    },
    whetherThrough: {
      near: '이 일은 다른 사람을 거쳐 가요. ‘{theirs}’. 그러니 기다린다고 저절로 ‘예’가 되진 않아요. 돌아가지 않고 직접, 한 번 분명하게 꺼낼 때만 카드는 ‘예’ 쪽으로 기울어요.',
      bare: '이 일은 다른 사람을 거쳐 가요. ‘{theirs}’. 그러니 기다린다고 저절로 ‘예’가 되진 않아요. 돌아가지 않고 직접, 한 번 분명하게 꺼낼 때만 카드는 ‘예’ 쪽으로 기울어요.',
      step: '구체적인 한 걸음: 이번 주에 원하는 게 정확히 무엇인지, 언제까지인지(날짜, 금액, 계획)를 한두 문장으로 전하세요. 그리고 상대의 말은 상대의 대답으로 받되, 그게 내 이야기의 끝이라고 여기진 마세요.',
    },
    whetherFrame: {
      near: '카드는 ‘예’ 쪽으로 기울어요. 다만 적어 주신 그 틀 안에서요. 그 틀은 ‘예’의 이유가 아니라 ‘예’가 들어맞아야 하는 틀이에요. 그 부분을 일찍, 정면으로 다루면 ‘예’는 그대로고, 마지막 순간까지 미룰 때만 흔들려요.',
      bare: '카드는 ‘예’ 쪽으로 기울어요. 내 속도로 가면서, 시작하기 전에 걸림돌이 될 만한 걸 한 번 살펴본다면요.',
      step: '구체적인 한 걸음: ‘{near}’, 이 틀 안에서 가장 먼저 잘 돼야 하는 한 가지를 골라 마지막 날이 아니라 처음 며칠 안에 하세요.',
    },
    whatThrough: {
      near: '이 일의 한 부분은 다른 사람 몫이에요. ‘{theirs}’. 카드는 다른 사람의 마음을 움직이지 못하고, 상대가 바뀌기를 기다리는 건 계획이 아니에요. 내 몫은 내 쪽이에요. 부탁해도 되는 일이라면 분명하게 부탁하고, 내가 요구할 자리가 아니라면 한 걸음 물러나 나에게 답해 줄 수 있는 일에 시간을 쓰세요.',
      bare: '이 일의 한 부분은 다른 사람 몫이에요. ‘{theirs}’. 카드는 다른 사람의 마음을 움직이지 못하고, 상대가 바뀌기를 기다리는 건 계획이 아니에요. 내 몫은 내 쪽이에요. 부탁해도 되는 일이라면 분명하게 부탁하고, 내가 요구할 자리가 아니라면 한 걸음 물러나 나에게 답해 줄 수 있는 일에 시간을 쓰세요.',
      step: '구체적인 한 걸음: 상대에게 바라는 걸 딱 하나 적어 보세요. 부탁해도 되는 일이면 이번 주에 한 번 말하고, 아니라면 이번 주엔 나를 위한 일 하나를 골라 그걸 하세요.',
    },
  },
  zh: {
    whetherTheirs: {
      near: '答不答应是对方的事，牌替不了别人回答。牌能读的是你这一边：“{near}”。在这一边，牌偏向“可以”：挑一个平静的时候说一次，说清楚，再带上一个对对方也说得通的理由，比暗示或者干等更常换来真正的答复。',
      bare: '答不答应是对方的事，牌替不了别人回答。牌能读的是你这一边，在这一边，牌偏向“可以”：挑一个平静的时候说一次，说清楚，再带上一个对对方也说得通的理由，比暗示或者干等更常换来真正的答复。',
      step: '具体的一步：在那之前，写下你要说的那一句话，和一个对对方也公平的理由；说一次，然后让对方回答，别急着填满沉默。',
    },
    whetherThrough: {
      near: '这件事要经过另一个人：“{theirs}”。所以等是等不来“可以”的：只有你把话直接、一次说给对方，而不是绕着对方走，牌才偏向“可以”。',
      bare: '这件事要经过另一个人：“{theirs}”。所以等是等不来“可以”的：只有你把话直接、一次说给对方，而不是绕着对方走，牌才偏向“可以”。',
      step: '具体的一步：这周用一两句话告诉对方你要的到底是什么、到什么时候（一个日期、一个数目、一个计划），对方怎么说，就当作对方的回答，但不当作你这件事的结局。',
    },
    whetherFrame: {
      near: '牌偏向“可以”，不过是在你说的这个框里。这个框不是“可以”的理由，而是“可以”要装进去的框：这一块早点、正面地处理，“可以”就站得住；拖到最后一刻，才会动摇。',
      bare: '牌偏向“可以”，只要按自己的节奏来，开始之前先看一眼可能挡路的东西。',
      step: '具体的一步：在“{near}”这个框里，挑出最先必须顺利的一件事，放在头几天做，别留到最后一天。',
    },
    whatThrough: {
      near: '这件事有一部分是别人的：“{theirs}”。牌改变不了另一个人，等对方改变也算不上计划。你能做的是你这一边：该开口要的，就直接说；不是你该要的，就退一步，把时间留给能回应你的事。',
      bare: '这件事有一部分是别人的：“{theirs}”。牌改变不了另一个人，等对方改变也算不上计划。你能做的是你这一边：该开口要的，就直接说；不是你该要的，就退一步，把时间留给能回应你的事。',
      step: '具体的一步：写下你想从对方那里得到的那一件事。如果开口是公平的，这周就说一次；如果不是，这周就挑一件为自己做的事，把它做完。',
    },
  },
};

/** Round 19 (fort23, fortune-occasion23.ts): the lucky number given for the occasion the visitor wrote, told back. */
export const numberOccasionLines: Readonly<Record<ContentLanguage, string>> = {
  en: 'You wrote “{occasion}”: for that, the cards turn up {number}, with {number2} beside it.',
  vi: 'Bạn viết “{occasion}”: cho đúng chuyện đó, lá bài lật ra số {number}, đi kèm số {number2}.',
  ko: '‘{occasion}’, 이렇게 적어 주셨죠. 그 일에 맞춰 카드가 뽑아 준 숫자는 {number}, 그리고 곁에 {number2}.',
  zh: '你说“{occasion}”：为这件事，牌翻出的数字是{number}，旁边跟着{number2}。',
};
