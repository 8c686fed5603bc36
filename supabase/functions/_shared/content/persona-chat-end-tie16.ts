/**
 * Round 15, second wave (chat16) of issue 13: a decision whose act is ending a relationship ("should i just end it?",
 * "我该不该跟他分手", "có nên chia tay không", "헤어져야 할까요?"). The round-14 decision take ("if you can say in one
 * sentence what you hope happens after it … I'd lean yes") is written for an ordinary act; for ending a relationship it
 * reads as a push to leave. This take neither decides nor talks the visitor out of it: what the other does after the
 * visitor says plainly how it lands on them is the answer, and a thing said before that changed nothing is an answer too.
 * The act is read from the told-back action by a small closed class of verbs of ending a tie (a word list, said so).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { ByRegister, FixRegister } from './persona-chat-fix-voice.ts';

/** Verbs of ending a tie with a partner (break up, chia tay, 헤어지다, 分手), in the told-back action. */
const endingVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:break up|breaking up|end (?:it|things|this|the relationship|what we have)|leave (?:him|her|them)|dump (?:him|her|them)|divorce|call it quits|split up)\b/iu,
  vi: /(?:chia tay|ly hôn|ly dị|bỏ (?:anh ấy|ảnh|cô ấy|ổng|bả|người yêu|chồng|vợ)|đường ai nấy đi)/iu,
  ko: /(?:헤어지|헤어져|헤어질|이혼|그만 만나|관계를? 끝내)/u,
  zh: /(?:分手|离婚|分开|断了|结束这段)/u,
};

/** Whether the action told back is ending a relationship. */
export function endsTie(told: string, language: ContentLanguage): boolean {
  return endingVerb[language].test(told);
}

/** The take and the question for a decision to end a relationship. */
export const endTieLines: ByRegister<readonly [take: string, question: string]> = {
  en: ["Honestly, I won't decide that for you, and I won't talk you out of it either. What tells you most is not one bad stretch but what happens after you name it: tell them once, calmly and plainly, how it lands on you, then watch what they do over the next few weeks, not what they promise. If you've said it before and nothing changed, that's an answer in itself.", 'Have you told them how it feels when it happens?'],
  vi: ['Thật lòng, mình không quyết thay bạn được, mà cũng không can bạn. Điều nói lên nhiều nhất không phải một đoạn tệ, mà là chuyện xảy ra sau khi bạn nói thẳng ra: nói với người ấy một lần, bình tĩnh và rõ ràng, rằng chuyện đó làm bạn thấy thế nào, rồi nhìn xem mấy tuần sau người ấy làm gì, chứ đừng nhìn người ấy hứa gì. Nếu bạn nói rồi mà chẳng có gì thay đổi, thì đó cũng đã là câu trả lời.', 'Bạn đã nói với người ấy là mỗi lần như vậy bạn thấy thế nào chưa?'],
  zh: ['说实话，这个决定我没法替你做，也不会劝你别做。最能说明问题的不是一段不顺的日子，而是你把话说开之后会怎样：找个平静的时候，跟对方清楚地说一次这件事让你有什么感受，然后看接下来几周对方怎么做，而不是怎么保证。如果你已经说过、什么都没变，那本身就是答案。', '每次发生这种事，你跟对方说过你的感受吗？'],
  koPlain: ['솔직히 그건 내가 대신 정해 줄 수 없고, 말리지도 않을게. 제일 많이 알려 주는 건 힘든 한때가 아니라 네가 말을 꺼낸 다음이야. 차분할 때 한 번, 그게 너한테 어떻게 느껴지는지 분명하게 말해 보고, 그 사람이 뭘 약속하는지 말고 몇 주 동안 뭘 하는지를 봐. 이미 말했는데 아무것도 안 바뀌었다면, 그게 답이기도 해.', '그럴 때마다 네 마음이 어떤지 그 사람한테 말해 본 적 있어?'],
  koPolite: ['솔직히 그건 제가 대신 정해 드릴 수 없고, 말리지도 않을게요. 가장 많은 걸 알려 주는 건 힘든 한때가 아니라 말을 꺼낸 다음이에요. 차분할 때 한 번, 그게 어떻게 느껴지는지 분명하게 말해 보시고, 상대가 무엇을 약속하는지보다 몇 주 동안 무엇을 하는지를 보세요. 이미 말했는데 아무것도 바뀌지 않았다면, 그게 답이기도 해요.', '그럴 때마다 마음이 어떤지 상대에게 말해 보신 적 있어요?'],
  koHage: ['그건 내가 대신 정할 일이 아닐세. 차분할 때 한 번 마음을 분명히 말하고, 약속 말고 몇 주 동안 하는 걸 보게. 이미 말했는데 그대로라면, 그게 답이지.', '그 마음을 상대에게 말해 본 적은 있나?'],
};

/** The take and question for an ending decision in this register. */
export function endTieTake(register: FixRegister): readonly [string, string] {
  return endTieLines[register];
}
