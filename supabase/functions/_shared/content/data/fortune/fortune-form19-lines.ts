/**
 * Lines of the round-17b whether-ask reader (issue 13, helper fort19; see fortune-form19.ts): the visitor asks whether
 * to ask someone themselves. {told} is what they wrote around it, {ask} their question told back.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

export interface Form19Lines {
  askFirstEcho: readonly string[];
  askFirstAnswer: readonly string[];
  askFirstStep: readonly string[];
}

export const form19Lines: Readonly<Record<ContentLanguage, Form19Lines>> = {
  en: {
    askFirstEcho: ['You wrote that {told}, and you’re asking {ask}.'],
    askFirstAnswer: ['Yes, go ahead. What you wrote is the reason to ask plainly, not the reason to wait. One clear question tells you more than another week of reading signs, whichever way it goes, and a request made once and simply is rarely held against the one who makes it.'],
    askFirstStep: ['One concrete step: ask once, in a sentence or two, with one concrete thing in it (a day, a place, or a trial you propose) and an easy way for them to say no; then let their answer be the answer.'],
  },
  vi: {
    askFirstEcho: ['Bạn kể: {told}; và bạn hỏi {ask}.'],
    askFirstAnswer: ['Có, nên mở lời. Điều bạn kể là lý do để hỏi cho rõ, không phải lý do để chờ. Dù kết quả thế nào, một câu hỏi rõ ràng cũng cho bạn biết nhiều hơn một tuần đoán ý, và một lời đề nghị nói một lần, đơn giản, hiếm khi bị ai để bụng.'],
    askFirstStep: ['Một bước cụ thể: nói một lần, gói trong một hai câu, kèm một điều cụ thể (một ngày, một chỗ, hoặc thử trong một thời gian) và để người kia dễ từ chối; rồi coi câu trả lời của họ là câu trả lời.'],
  },
  ko: {
    askFirstEcho: ['{ask}, 이렇게 물으셨고 {told}, 이렇게 덧붙이셨죠.'],
    askFirstAnswer: ['네, 말해 보세요. 적어 주신 그 마음은 기다릴 이유가 아니라 분명하게 물어볼 이유예요. 어느 쪽으로 답이 오든 한 번의 분명한 질문이 일주일 동안 눈치 보는 것보다 많은 걸 알려 주고, 한 번 담백하게 한 부탁은 좀처럼 흠이 되지 않아요.'],
    askFirstStep: ['구체적인 한 걸음: 한두 문장으로 한 번만 말하세요. 날짜나 장소, 아니면 시험 삼아 해 볼 기간처럼 구체적인 것 하나를 넣고, 상대가 편하게 거절할 수 있게 해 두세요. 그리고 그 대답을 대답으로 받아들이세요.'],
  },
  zh: {
    askFirstEcho: ['你说{told}，问{ask}。'],
    askFirstAnswer: ['要，开口吧。你写的这些，是把话问清楚的理由，不是继续等的理由：不管结果如何，一次说清楚的提问都比再猜一个星期告诉你的多；一次简单、坦白的请求，很少会被人记在账上。'],
    askFirstStep: ['具体的一步：只说一次，一两句话，里面放一件具体的事（一个日子、一个地方，或者先试一段时间），再给对方一个轻松说不的余地；然后把对方的回答当作回答。'],
  },
};
