/**
 * Round 11 (issue 13): the next step of a couple, still being weighed: moving in together, marrying, meeting the
 * parents, a proposal ("My girlfriend wants us to move in together after six months. Is it too soon?", "사귄 지 1년인데
 * 결혼 얘기를 꺼내도 될까요?", "Có nên dọn về sống chung với anh ấy không?", "见家长会不会太早？"). The love reading gave
 * generic lines ("plan something small and new together"); this situation answers the step and its timing. Flags:
 * cohabit (sharing a home), marry (a wedding or a proposal), parents (meeting the family). No line names a time, a
 * place or a person the visitor did not give.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { SituationLines } from './fortune-situation-lines.ts';

/** Keywords of a couple's next step. */
export const stepKeywords: readonly string[] = [
  'move in together', 'moving in together', 'move in with', 'moving in with', 'live together', 'living together', 'get married', 'getting married', 'marry', 'propose', 'proposal', 'meet his parents', 'meet her parents', 'meet the parents', 'meeting the parents', 'meet my parents',
  '동거', '같이 살', '함께 살', '결혼', '프러포즈', '청혼', '상견례', '부모님께 인사', '부모님을 뵙', '부모님 뵈',
  'sống chung', 'ở chung', 'dọn về ở với', 'về chung một nhà', 'cưới', 'kết hôn', 'cầu hôn', 'ra mắt bố mẹ', 'ra mắt gia đình', 'ra mắt nhà', 'gặp bố mẹ anh', 'gặp bố mẹ em',
  '同居', '住在一起', '搬到一起住', '一起住', '结婚', '求婚', '见家长', '见父母', '见他爸妈', '见她爸妈',
];

/** The step's flags: sharing a home, a wedding or proposal, meeting the family. */
export const stepFlags: Readonly<Record<'cohabit' | 'marry' | 'parents', RegExp>> = {
  cohabit: /\b(?:move in|moving in|live together|living together)\b|동거|같이 살|함께 살|sống chung|ở chung|dọn về ở với|về chung một nhà|同居|住在一起|一起住/iu,
  marry: /\b(?:marry|married|propose|proposal|wedding)\b|결혼|프러포즈|청혼|cưới|kết hôn|cầu hôn|结婚|求婚/iu,
  parents: /\bparents\b|상견례|부모님|ra mắt|bố mẹ anh|bố mẹ em|见家长|见父母|爸妈/iu,
};

/** The lines of the step, per language. */
export const stepLines: Readonly<Record<ContentLanguage, SituationLines>> = {
  en: {
    opening: ['{?cohabit}[The cards turn to the home you two are thinking of sharing.|Your reading is about moving in together, and whether now is its time.]', '{!cohabit}{?marry}[The cards turn to the question of marrying, and its timing.|Your reading is about the biggest step two people can weigh.]', '{!cohabit}{!marry}[The cards turn to the next step you two are weighing.|Your reading is about meeting the family, and whether it is time.]'],
    advice: [
      ['Too soon is not a number of months; it is whether you have seen each other tired, ill, short of money and still kind. If you have, the calendar matters less than you fear.', 'The right time for a step like this is measured in what you have lived through together, not in months: a bad week handled well counts for more than a good season.'],
      ['{?cohabit}Before you say yes, talk through the ordinary things out loud: rent and bills, chores, time alone, and what each of you does when upset. Where you disagree, you will know what to settle first.', '{!cohabit}{?marry}Before the answer, talk through what marriage would change day to day: money, where you live, family duties and children. Where you disagree, you will know what to settle first.', '{!cohabit}{!marry}Before the visit, ask what matters to the family and what to avoid saying, and agree on how you will answer the question everyone asks: when are you two settling down?'],
      ['The cards favour a step taken because you both want it, not because one of you fears losing the other; ask yourself which it is, and answer honestly.', 'Say yes to the step and no to the rush: agree on a date, a few months after, to look back together at how it is going.'],
    ],
    second: ['The step you two are weighing asks for one honest talk about the ordinary things first.'],
  },
  vi: {
    opening: ['{?cohabit}[Lá bài dừng lại ở mái nhà hai người đang tính về chung.|Quẻ của bạn xoay quanh chuyện dọn về sống chung, và liệu đã đến lúc chưa.]', '{!cohabit}{?marry}[Lá bài dừng lại ở chuyện cưới xin, và thời điểm của nó.|Quẻ của bạn xoay quanh bước lớn nhất hai người có thể cân nhắc.]', '{!cohabit}{!marry}[Lá bài dừng lại ở bước tiếp theo hai người đang cân nhắc.|Quẻ của bạn xoay quanh chuyện ra mắt gia đình, và liệu đã đến lúc chưa.]'],
    advice: [
      ['Sớm hay muộn không đo bằng số tháng, mà bằng việc hai người đã thấy nhau lúc mệt, lúc ốm, lúc thiếu tiền mà vẫn tử tế với nhau chưa. Nếu rồi, lịch không quan trọng như bạn lo.', 'Thời điểm cho một bước như vậy đo bằng những gì hai người đã cùng trải qua, không phải bằng tháng: một tuần khó khăn mà vượt qua êm đẹp đáng giá hơn cả một mùa vui.'],
      ['{?cohabit}Trước khi gật đầu, hãy nói thẳng những chuyện thường ngày: tiền nhà, hóa đơn, việc nhà, thời gian riêng, và mỗi người làm gì khi bực. Chỗ nào chưa khớp thì đó là việc cần thống nhất trước.', '{!cohabit}{?marry}Trước khi trả lời, hãy bàn xem cưới rồi mỗi ngày sẽ đổi gì: tiền bạc, ở đâu, trách nhiệm với hai bên gia đình, chuyện con cái. Chỗ nào chưa khớp thì đó là việc cần thống nhất trước.', '{!cohabit}{!marry}Trước buổi ra mắt, hỏi xem gia đình coi trọng điều gì, nên tránh nói gì, và thống nhất cách trả lời câu ai cũng hỏi: bao giờ hai đứa tính chuyện lâu dài?'],
      ['Lá bài đứng về phía bước đi mà cả hai cùng muốn, chứ không phải vì một người sợ mất người kia; hãy tự hỏi mình thuộc trường hợp nào, và trả lời thật lòng.', 'Gật đầu với bước đi, nhưng đừng gật đầu với sự vội vàng: hẹn nhau một ngày, vài tháng sau, để cùng nhìn lại mọi chuyện thế nào.'],
    ],
    second: ['Bước hai người đang cân nhắc cần một cuộc nói chuyện thật lòng về những chuyện thường ngày trước đã.'],
  },
  ko: {
    opening: ['{?cohabit}[카드가 두 사람이 함께 꾸리려는 집을 비추고 있어요.|이번 점괘는 같이 사는 일, 그리고 지금이 그때인지에 대한 이야기예요.]', '{!cohabit}{?marry}[카드가 결혼이라는 질문과 그 시기를 비추고 있어요.|이번 점괘는 두 사람이 고민할 수 있는 가장 큰 걸음 이야기예요.]', '{!cohabit}{!marry}[카드가 두 사람이 고민하는 다음 걸음을 비추고 있어요.|이번 점괘는 가족에게 인사드리는 일, 그리고 지금이 그때인지에 대한 이야기예요.]'],
    advice: [
      ['이르다는 건 몇 개월이냐가 아니라, 서로 지치고 아프고 돈이 빠듯할 때도 다정했는지를 봤느냐의 문제예요. 봤다면 달력은 생각보다 덜 중요해요.', '이런 걸음의 때는 개월 수가 아니라 함께 지나온 일로 재요. 힘든 한 주를 잘 넘긴 게 좋은 한 계절보다 더 많은 걸 말해 줘요.'],
      ['{?cohabit}대답하기 전에 평범한 것들을 소리 내어 이야기해 보세요. 월세와 공과금, 집안일, 혼자만의 시간, 화가 날 때 각자 어떻게 하는지요. 엇갈리는 곳이 먼저 정할 일이에요.', '{!cohabit}{?marry}대답하기 전에 결혼이 하루하루 무엇을 바꿀지 이야기해 보세요. 돈, 사는 곳, 양가에 대한 도리, 아이 문제요. 엇갈리는 곳이 먼저 정할 일이에요.', '{!cohabit}{!marry}인사드리기 전에 그 집에서 무엇을 중요하게 여기는지, 피해야 할 말은 무엇인지 물어보고, 다들 묻는 질문에 어떻게 답할지 미리 맞춰 두세요. 언제 결혼할 거냐는 질문이요.'],
      ['카드는 둘 다 원해서 내딛는 걸음 편이에요. 한 사람이 상대를 잃을까 봐 서두르는 걸음이 아니라요. 어느 쪽인지 스스로에게 솔직하게 물어보세요.', '걸음에는 예라고, 서두름에는 아니라고 하세요. 몇 달 뒤로 날을 하나 잡아 두고, 그날 함께 어땠는지 돌아보세요.'],
    ],
    second: ['두 사람이 고민하는 걸음에는 먼저 평범한 일들에 대한 솔직한 대화 한 번이 필요해요.'],
  },
  zh: {
    opening: ['{?cohabit}[牌面落在你们打算一起安的那个家上。|这次的牌说的是同居这件事，以及现在是不是时候。]', '{!cohabit}{?marry}[牌面落在结婚这个问题和它的时机上。|这次的牌说的是两个人能考虑的最大的一步。]', '{!cohabit}{!marry}[牌面落在你们在考虑的下一步上。|这次的牌说的是见家长这件事，以及现在是不是时候。]'],
    advice: [
      ['太早不太早，不看几个月，而看你们有没有见过彼此累的时候、病的时候、缺钱的时候，还对对方好。见过的话，日历没有你担心的那么重要。', '这样一步的时机，要用一起经历过的事来量，而不是月份：好好熬过的一个难关，比一整季的甜蜜更说明问题。'],
      ['{?cohabit}答应之前，把日常的事摊开说：房租水电、家务、各自独处的时间、生气的时候各自会怎样。有分歧的地方，就是要先商量好的事。', '{!cohabit}{?marry}回答之前，先聊聊结婚会让每一天变成什么样：钱、住哪里、对两边家里的责任、要不要孩子。有分歧的地方，就是要先商量好的事。', '{!cohabit}{!marry}见面之前，先问问对方家里看重什么、哪些话别说，再一起想好怎么回答那个人人都会问的问题：你们打算什么时候定下来？'],
      ['牌站在两个人都想迈出的那一步这边，而不是一方怕失去另一方才迈的那一步；问问自己是哪一种，诚实地回答。', '答应这一步，但别答应匆忙：约好几个月后的一天，两个人一起回头看看过得怎么样。'],
    ],
    second: ['你们在考虑的这一步，需要先就日常的事好好谈一次。'],
  },
};
