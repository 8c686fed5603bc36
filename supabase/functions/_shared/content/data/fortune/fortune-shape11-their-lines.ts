/**
 * Round 11 (fortune, someone else's result): a result waited for by someone the visitor loves (a son's admission, a
 * daughter's application) is read as that person's event and the asker's hope, three lines per beat and language.
 * Slots: {who} (the person, said to the visitor), {event} (their event as written).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The beats of an answer about someone else's result. */
export interface TheirResultLines {
  /** A result waited for: read through the person, with a lean. */
  result: readonly string[];
  /** What helps while the result is waited for. */
  resultTip: readonly string[];
  /** The asker's hope for them, named as the asker's. */
  hope: readonly string[];
}

/** Lines in the four languages. */
export const theirResultLines: Readonly<Record<ContentLanguage, TheirResultLines>> = {
  en: {
    result: [
      'This is {who}’s {event}, not yours, so the cards read it through {who}: what has been sent and done is steadier than the waiting makes it feel, and they lean to yes.',
      'The {event} belongs to {who}; the cards read it from their side, and what they see is work already done that speaks for itself. The lean is yes, at its own pace.',
      'The cards read {who}’s {event} through {who}, not through your worry: the answer is already forming, and it leans kindly.',
    ],
    resultTip: [
      'While you both wait, keep the days ordinary for {who}: a normal dinner, no counting the days out loud, and a plan for something nice whichever way it goes.',
      'The kindest thing now is a quiet house: don’t check the portal for them, and let {who} tell you the news first.',
      'Agree together on one small treat for the day the answer comes, good or not; it takes the weight off the waiting.',
    ],
    hope: [
      'Your hope for {who} is in this reading too: it is a good one to hold, as long as {who} feels it as support and not as a scoreboard.',
      'You are hoping hard for {who}, and the cards honour that; let them know you are proud of the trying, whatever the outcome.',
      'The wish you carry for {who} is half of why you asked; say it to them once, plainly, and then let it rest.',
    ],
  },
  vi: {
    result: [
      'Đây là chuyện {event} của {who}, không phải của bạn, nên quẻ nhìn qua {who}: những gì đã nộp, đã làm vững hơn cảm giác chờ đợi, và quẻ nghiêng về “có”.',
      'Chuyện {event} là của {who}; quẻ đọc từ phía {who} và thấy công sức đã bỏ ra tự nói thay. Quẻ nghiêng về “có”, theo nhịp riêng của nó.',
      'Quẻ đọc chuyện {event} qua {who} chứ không qua nỗi lo của bạn: câu trả lời đang thành hình, và nó nghiêng về phía tốt.',
    ],
    resultTip: [
      'Trong lúc chờ, giữ cho ngày của {who} bình thường: một bữa cơm như mọi khi, đừng đếm ngày thành tiếng, và hẹn một việc vui dù kết quả thế nào.',
      'Điều tử tế nhất lúc này là một căn nhà yên: đừng kiểm tra kết quả thay, để {who} là người báo tin trước.',
      'Cùng hẹn một món quà nhỏ cho ngày có kết quả, tốt hay chưa tốt; chờ đợi sẽ nhẹ đi nhiều.',
    ],
    hope: [
      'Mong ước của bạn dành cho {who} cũng nằm trong quẻ: cứ giữ nó, miễn là {who} thấy đó là chỗ dựa chứ không phải bảng điểm.',
      'Bạn đang mong cho {who} nhiều lắm, quẻ trân trọng điều đó; hãy cho {who} biết bạn tự hào vì {who} đã cố, dù kết quả ra sao.',
      'Nửa lý do bạn hỏi là vì thương {who}; nói điều đó với {who} một lần, thật giản dị, rồi để nó yên.',
    ],
  },
  ko: {
    result: [
      '이번 {event:은} 당신이 아니라 {who:이} 치르는 일이라, 카드는 {who} 쪽에서 읽었어요. 이미 해낸 것들이 기다리는 마음보다 훨씬 단단해요. ‘예’ 쪽이에요.',
      '{event:은} {who}의 일이에요. 카드는 {who} 쪽에서 읽었고, 이미 쌓아 온 노력이 스스로 말해 주고 있어요. 천천히 ‘예’ 쪽이에요.',
      '카드는 {who}의 {event:을} 당신의 걱정이 아니라 {who} 쪽에서 읽었어요. 답은 이미 만들어지고 있고, 좋은 쪽으로 기울어 있어요.',
    ],
    resultTip: [
      '기다리는 동안은 {who}의 하루를 평소처럼 지켜 주세요. 평소 같은 저녁, 날짜 세지 않기, 결과와 상관없이 좋은 계획 하나.',
      '지금 제일 큰 배려는 조용한 집이에요. 결과를 대신 확인하지 말고, {who:이} 먼저 소식을 전하게 두세요.',
      '결과 나오는 날, 좋든 아니든 같이 먹을 맛있는 거 하나 정해 두세요. 기다림이 훨씬 가벼워져요.',
    ],
    hope: [
      '{who:을} 향한 당신의 바람도 이 점에 들어 있어요. {who:이} 그걸 응원으로 느끼게만 해 주세요. 성적표처럼 말고요.',
      '{who:이} 잘되길 간절히 바라는 마음, 카드도 알아요. 결과와 상관없이 애쓴 게 자랑스럽다고 한 번 말해 주세요.',
      '물어보신 이유의 절반은 {who:을} 아끼는 마음이에요. 그 마음을 한 번, 담백하게 전하고 내려놓으세요.',
    ],
  },
  zh: {
    result: [
      '这次{event}是{who}的事，不是你的，所以牌是从{who}那边读的：已经交上去、做完的，比等待的感觉更稳，牌面偏向“能”。',
      '{event}属于{who}；牌从{who}那边读，看到的是已经付出的努力在替他说话。牌面偏向“能”，按它自己的节奏来。',
      '牌通过{who}来读{event}，而不是通过你的担心：答案已经在成形，而且偏向好的一边。',
    ],
    resultTip: [
      '等结果的这段时间，让{who}的日子照常过：平常的晚饭，别把天数挂在嘴上，不管结果如何都约好一件开心的事。',
      '现在最体贴的是一个安静的家：别替他去查结果，让{who}自己先告诉你。',
      '一起约好结果出来那天吃点好的，不管好坏；等待会轻很多。',
    ],
    hope: [
      '你对{who}的期盼也在这次占卜里：好好放着它，只要{who}感受到的是支持，而不是记分牌。',
      '你这么盼着{who}好，牌都看在眼里；告诉{who}你为他的努力骄傲，不管结果怎样。',
      '你来问，一半是因为心疼{who}；把这份心意简单地说一次，然后放下。',
    ],
  },
};
