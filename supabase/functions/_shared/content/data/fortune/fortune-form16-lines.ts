/**
 * Lines of the second-wave round-15 fortune readers (issue 13, helper fort16; see fortune-form16.ts): a cause asked
 * (a thing to test, not a yes/no), "A, or am I overthinking?" (no coin flip: too little to call it, ask once), a backlash
 * feared for not doing something (rarely; say it early), "what does that mean" (where they are today, not where it goes),
 * "how do I say no / how do I tell her" (how, not yes/no), "should I stop X?" beside a pain (rest the move that hurts),
 * a forecast of what was told, "…too?" (plan for it). Slots: {told} (the statement clauses), {ask}, {named}.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The lines of one language. */
export interface Form16Lines {
  /** The ask alone, when nothing is told before it. */
  askOnly: readonly string[];
  askEcho: readonly string[];
  causeEcho: readonly string[];
  causeAnswerHealth: readonly string[];
  causeStepHealth: readonly string[];
  causeAnswerOther: readonly string[];
  causeStepOther: readonly string[];
  overthinkEcho: readonly string[];
  overthinkAnswer: readonly string[];
  overthinkStep: readonly string[];
  backlashAnswer: readonly string[];
  backlashStep: readonly string[];
  meaningEcho: readonly string[];
  meaningAnswer: readonly string[];
  /** The two halves of the told event disagree: the half that costs more is the one to believe. */
  meaningMixed: readonly string[];
  /** The other side did something toward the visitor: it says you were on their mind, not yet more. */
  meaningReached: readonly string[];
  meaningStep: readonly string[];
  howNoEcho: readonly string[];
  howNoAnswer: readonly string[];
  howNoStep: readonly string[];
  howTellEcho: readonly string[];
  howTellAnswer: readonly string[];
  howTellStep: readonly string[];
  stopAnswer: readonly string[];
  stopStep: readonly string[];
  forecastAnswer: readonly string[];
  forecastStep: readonly string[];
}

const en: Form16Lines = {
  askOnly: ['You’re asking {ask}.'],
  askEcho: ['You wrote that {told}, and you’re asking {ask}.'],
  causeEcho: ['You wrote that {told}, and you’re asking whether it’s {named}.'],
  causeAnswerHealth: ['The cards can’t examine you, so they won’t say yes or no to a cause. What you named may well be part of it, and it’s rarely the whole: it is worth checking rather than assuming.'],
  causeStepHealth: ['For two weeks, keep a short note of when it comes and change what you can around it (rest, sleep, how long you keep at it at a time). If it doesn’t ease, gets worse, or something new comes with it, see a doctor: one visit tells you what a card can’t.'],
  causeAnswerOther: ['The cards read it as one part of it, rarely the whole: what you named is worth checking rather than assuming.'],
  causeStepOther: ['For one week, test it: change that one thing if you can (or ask about it plainly) and watch what moves; what changes tells you how much of it that was.'],
  overthinkEcho: ['You wrote that {told}, and you’re asking whether {named}, or whether you’re overthinking it.'],
  overthinkAnswer: ['No coin flip here: you’re not wrong to notice it, and it’s still too little to call it that. A stretch like this says where things are this week, not how they end.'],
  overthinkStep: ['So ask once, plainly and without blame (“I’ve noticed…, is everything okay?”), then listen to the answer and watch the days after it; that settles which half it was better than any card.'],
  backlashAnswer: ['The cards lean to no: a no said early and calmly is rarely held against anyone for long. What people remember is how it was said, not that you weren’t there once.'],
  backlashStep: ['One step: tell them ahead of time, in one sentence with a short, true reason, and be warm and present at the next thing you do join; that is what they will remember.'],
  meaningEcho: ['You wrote that {told}, and you’re asking what it means.'],
  meaningAnswer: ['Read on its own, it says where they are today, not where it’s going: it’s neither a promise nor a closed door, and the cards won’t read more into it than that.'],
  meaningMixed: ['The two halves of what you wrote don’t match, and that is the reading: when what someone says and what they make time for disagree, the part that costs them more (time, showing up) is the one to believe. So far it says interest, not yet a priority.'],
  meaningReached: ['On its own it says one thing for sure: you were on their mind at that moment. Where it goes from here it doesn’t say yet; it’s neither a promise nor a closed door, and the cards won’t read more into it than that.'],
  meaningStep: ['The meaning shows in what comes next: answer in the same tone, make one small, concrete offer or ask one plain question, and see whether they follow through. That answer is the one to read.'],
  howNoEcho: ['You wrote that {told}, and you’re asking how to say no.'],
  howNoAnswer: ['The cards favour saying it soon and short: a no that keeps things easy is said early, in one sentence, with one true reason and no long apology.'],
  howNoStep: ['For example: “I can’t take that on this time, it doesn’t work for me. I could help with something smaller another time,” the last part only if you mean it. Say it once, kindly, and if they push, repeat the same sentence instead of adding new reasons.'],
  howTellEcho: ['You wrote that {told}, and you’re asking how to say it.'],
  howTellAnswer: ['The cards favour saying it soon and plainly: the longer it waits, the heavier it gets for both of you.'],
  howTellStep: ['Pick a calm moment, not in passing; say the main thing first in one sentence, then your reason, then what you hope for from them. Then stop and let them react, without rushing to fill the silence.'],
  stopAnswer: ['The cards say rest the part that hurts, not everything: a pain that keeps coming back with the same movement is your body marking that movement, and pushing through it is how a small thing becomes a long break.'],
  stopStep: ['Stop the movement that hurts for a week or two and keep what doesn’t hurt; if the pain is sharp, swells, or is still there after two weeks, have a doctor or physiotherapist look at it before you go back to full effort.'],
  forecastAnswer: ['The cards won’t promise it won’t: what you already know is the best forecast there is, so it may well come again. Plan for it rather than hope against it, and it stays small.'],
  forecastStep: ['Take along whatever already helps at home, ask ahead about what can be arranged, and leave room in the plan to rest when it comes; then the day goes on even if it does.'],
};

const vi: Form16Lines = {
  askOnly: ['Bạn hỏi {ask}.'],
  askEcho: ['Bạn kể: {told}; và bạn hỏi {ask}.'],
  causeEcho: ['Bạn kể: {told}; và bạn hỏi có phải {named} không.'],
  causeAnswerHealth: ['Lá bài không khám bệnh được nên sẽ không phán “phải” hay “không phải”. Điều bạn nêu có thể là một phần, nhưng hiếm khi là tất cả: nên kiểm tra thay vì đoán chắc.'],
  causeStepHealth: ['Trong hai tuần, ghi lại khi nào nó xuất hiện và thay đổi những gì bạn thay đổi được quanh nó (nghỉ ngơi, giấc ngủ, mỗi lần làm bao lâu). Nếu không đỡ, nặng hơn hoặc có thêm dấu hiệu mới, hãy đi khám: một lần gặp bác sĩ nói được điều mà lá bài không nói được.'],
  causeAnswerOther: ['Lá bài đọc đó là một phần của chuyện, hiếm khi là tất cả: điều bạn nêu nên được kiểm tra thay vì đoán chắc.'],
  causeStepOther: ['Trong một tuần, thử kiểm tra: thay đổi đúng điều đó nếu được (hoặc hỏi thẳng về nó) rồi xem điều gì thay đổi theo; cái thay đổi sẽ cho bạn biết phần đó lớn đến đâu.'],
  overthinkEcho: ['Bạn kể: {told}; và bạn hỏi có phải {named}, hay là bạn đang nghĩ nhiều.'],
  overthinkAnswer: ['Không cần tung đồng xu ở đây: bạn để ý chuyện đó là không sai, nhưng chừng ấy vẫn còn quá ít để kết luận như vậy. Một quãng như thế cho biết tuần này đang ra sao, chưa nói được chuyện sẽ kết thúc thế nào.'],
  overthinkStep: ['Hãy hỏi một lần, thẳng thắn và không trách móc (“Dạo này mình thấy…, có chuyện gì không?”), rồi nghe câu trả lời và để ý những ngày sau đó; điều đó cho bạn biết rõ hơn bất kỳ lá bài nào.'],
  backlashAnswer: ['Quẻ nghiêng về “không”: một lời từ chối nói sớm và nhẹ nhàng hiếm khi bị để bụng lâu. Người ta nhớ cách bạn nói, chứ không nhớ một lần bạn vắng mặt.'],
  backlashStep: ['Một bước cụ thể: báo trước, gói trong một câu kèm một lý do ngắn và thật, rồi lần sau có dịp thì góp mặt vui vẻ; đó mới là điều mọi người nhớ.'],
  meaningEcho: ['Bạn kể: {told}; và bạn hỏi vậy là sao.'],
  meaningAnswer: ['Đứng riêng, nó cho biết người ta đang ở đâu hôm nay, chưa nói được chuyện sẽ đi về đâu: không phải lời hứa, cũng không phải cánh cửa đã đóng, và lá bài không đọc thêm gì hơn thế.'],
  meaningMixed: ['Hai vế bạn kể không khớp nhau, và chính đó là lời đáp: khi lời nói và thời gian người ta dành cho bạn vênh nhau, hãy tin vào phần tốn công hơn (thời gian, việc có mặt). Tới giờ nó cho thấy có quan tâm, nhưng chưa phải ưu tiên.'],
  meaningReached: ['Đứng riêng, nó nói chắc một điều: lúc đó bạn đang ở trong đầu người ta. Chuyện sẽ đi về đâu thì nó chưa nói; không phải lời hứa, cũng không phải cánh cửa đã đóng, và lá bài không đọc thêm gì hơn thế.'],
  meaningStep: ['Ý nghĩa thật nằm ở bước tiếp theo: trả lời đúng giọng người ta, đưa ra một lời mời nhỏ, cụ thể hoặc một câu hỏi thẳng, rồi xem người ta có đáp lại không. Câu trả lời đó mới là điều đáng đọc.'],
  howNoEcho: ['Bạn kể: {told}; và bạn hỏi nên từ chối thế nào.'],
  howNoAnswer: ['Quẻ khuyên nói sớm và nói gọn: một lời từ chối giữ được hòa khí là lời nói sớm, trong một câu, với một lý do thật và không xin lỗi dài dòng.'],
  howNoStep: ['Ví dụ: “Lần này mình không nhận được, mình không sắp xếp được. Lần khác việc nhỏ hơn thì mình phụ được”, vế sau chỉ nói nếu bạn thật lòng. Nói một lần, nhẹ nhàng; nếu người ta nài thêm, nhắc lại đúng câu đó thay vì tìm thêm lý do.'],
  howTellEcho: ['Bạn kể: {told}; và bạn hỏi nên nói thế nào.'],
  howTellAnswer: ['Quẻ khuyên nói sớm và nói thẳng: càng để lâu, chuyện càng nặng cho cả hai.'],
  howTellStep: ['Chọn lúc cả hai bình tĩnh, đừng nói vội lúc đi ngang; nói điều chính trước trong một câu, rồi đến lý do, rồi điều bạn mong ở người kia. Sau đó dừng lại để người ta phản ứng, đừng vội lấp khoảng lặng.'],
  stopAnswer: ['Quẻ khuyên cho phần bị đau nghỉ, chứ không phải bỏ hết: cơn đau cứ quay lại cùng một động tác là cơ thể đang đánh dấu động tác đó, và cố gồng qua là cách một chuyện nhỏ thành một lần nghỉ dài.'],
  stopStep: ['Tạm ngưng động tác gây đau một, hai tuần, giữ những gì không đau; nếu đau buốt, sưng lên, hoặc quá hai tuần vẫn còn, hãy để bác sĩ hoặc chuyên viên vật lý trị liệu xem trước khi tập lại hết sức.'],
  forecastAnswer: ['Lá bài không hứa là sẽ không: điều bạn đã biết là dự báo tốt nhất, nên nó có thể lặp lại. Chuẩn bị cho nó thay vì mong nó đừng đến, thì nó sẽ chỉ là chuyện nhỏ.'],
  forecastStep: ['Mang theo những gì ở nhà vẫn giúp được, hỏi trước xem có thể sắp xếp gì, và chừa chỗ trong lịch để nghỉ khi nó đến; như vậy dù nó có đến, mọi việc vẫn trôi.'],
};

const ko: Form16Lines = {
  askOnly: ['‘{ask}’ 하고 물으셨죠.'],
  askEcho: ['{told}, 이렇게 적어 주셨죠. 그래서 ‘{ask}’ 하고 물으신 거고요.'],
  causeEcho: ['{told}, 이렇게 적어 주셨죠. 그게 {named} 때문인지 물으셨고요.'],
  causeAnswerHealth: ['카드는 진찰을 할 수 없어서 원인을 ‘맞다, 아니다’로 말하진 않을게요. 짚으신 게 원인의 한 부분일 수는 있어도, 전부인 경우는 드물어요. 짐작으로 정하기보다 확인해 볼 일이에요.'],
  causeStepHealth: ['2주 동안 언제 그런지 짧게 적어 두고, 그 주변에서 바꿀 수 있는 건 바꿔 보세요. 쉬는 시간, 잠, 한 번에 하는 양 같은 것들이요. 나아지지 않거나 심해지거나 다른 증상이 같이 오면 병원에 가 보세요. 카드가 못 하는 말을 한 번의 진료가 해 줘요.'],
  causeAnswerOther: ['카드는 그걸 한 부분으로 읽어요. 전부인 경우는 드물어요. 짐작으로 정하기보다 확인해 볼 일이에요.'],
  causeStepOther: ['일주일 동안 확인해 보세요. 그 한 가지를 바꿀 수 있으면 바꿔 보고, 아니면 직접 물어보세요. 무엇이 달라지는지 보면 그게 얼마만큼이었는지 알 수 있어요.'],
  overthinkEcho: ['{told}, 이렇게 적어 주셨죠. 그게 {named} 건지, 아니면 예민하신 건지 물으셨고요.'],
  overthinkAnswer: ['동전 던지기로 정할 일은 아니에요. 그걸 알아챈 건 틀리지 않았지만, 그것만으로 결론 내리기엔 아직 너무 적어요. 이런 며칠은 이번 주의 상태를 말해 줄 뿐, 끝을 말해 주진 않아요.'],
  overthinkStep: ['한 번, 탓하지 않고 담백하게 물어보세요. “요즘 좀 그런 것 같은데, 무슨 일 있어?” 그 대답과 그다음 며칠이 어느 쪽인지 카드보다 분명하게 알려 줄 거예요.'],
  backlashAnswer: ['점괘는 ‘아니요’ 쪽이에요. 미리, 차분하게 한 거절은 오래 마음에 담아 두는 경우가 드물어요. 사람들이 기억하는 건 한 번 빠졌다는 사실보다 어떻게 말했느냐예요.'],
  backlashStep: ['하나만 해 보세요. 미리 한 문장으로, 짧고 솔직한 이유와 함께 말하고, 다음에 함께할 수 있는 자리에선 밝게 어울리세요. 사람들은 그걸 기억해요.'],
  meaningEcho: ['{told}, 이렇게 적어 주셨죠. 그게 무슨 뜻인지 물으셨고요.'],
  meaningAnswer: ['그것만 놓고 보면 지금 그 사람이 어디쯤 있는지를 말해 줄 뿐, 어디로 갈지는 아직 말해 주지 않아요. 약속도 아니고 닫힌 문도 아니에요. 카드도 그 이상은 읽지 않을게요.'],
  meaningMixed: ['적어 주신 두 가지가 서로 맞지 않는데, 그게 바로 답이에요. 하는 말과 내주는 시간이 다를 때는 더 품이 드는 쪽, 그러니까 시간을 내고 직접 나오는 쪽을 믿으세요. 지금까지로 보면 관심은 있지만 아직 우선순위는 아니에요.'],
  meaningReached: ['그것만 놓고 보면 확실한 건 하나예요. 그 순간 그 사람 마음에 당신이 있었다는 거요. 어디로 갈지는 아직 말해 주지 않아요. 약속도 아니고 닫힌 문도 아니에요. 카드도 그 이상은 읽지 않을게요.'],
  meaningStep: ['뜻은 다음 걸음에서 드러나요. 같은 온도로 답하고, 작고 구체적인 제안이나 솔직한 질문을 하나 해 보세요. 그걸 받아 주는지가 읽어야 할 대답이에요.'],
  howNoEcho: ['{told}, 이렇게 적어 주셨죠. 어떻게 거절하면 좋을지 물으셨고요.'],
  howNoAnswer: ['점괘는 빨리, 짧게 말하라고 해요. 관계를 지키는 거절은 일찍, 한 문장으로, 진짜 이유 하나와 함께, 긴 사과 없이 하는 거예요.'],
  howNoStep: ['예를 들면 “이번엔 제가 맡기 어려워요. 사정이 안 돼요. 다음에 작은 건 도와드릴 수 있어요.” 뒷말은 진심일 때만 하세요. 한 번, 부드럽게 말하고, 또 부탁하면 새 이유를 찾지 말고 같은 말을 되풀이하세요.'],
  howTellEcho: ['{told}, 이렇게 적어 주셨죠. 어떻게 말을 꺼내면 좋을지 물으셨고요.'],
  howTellAnswer: ['점괘는 빨리, 솔직하게 말하라고 해요. 미룰수록 두 사람 모두에게 더 무거워져요.'],
  howTellStep: ['지나가는 말 말고 차분한 때를 고르세요. 핵심을 먼저 한 문장으로, 그다음 이유, 그다음 상대에게 바라는 걸 말하세요. 그리고 멈춰서 상대가 반응할 시간을 주세요. 침묵을 서둘러 채우지 않아도 돼요.'],
  stopAnswer: ['점괘는 전부 그만두기보다 아픈 부분을 쉬게 하라고 해요. 같은 동작마다 돌아오는 통증은 몸이 그 동작에 표시를 해 두는 거고, 참고 밀어붙이면 작은 일이 긴 휴식이 돼요.'],
  stopStep: ['아픈 동작은 1~2주 쉬고, 안 아픈 건 이어 가세요. 찌르듯 아프거나 붓거나 2주가 지나도 그대로면, 다시 세게 하기 전에 병원이나 물리치료사에게 보여 주세요.'],
  forecastAnswer: ['카드는 안 그럴 거라고 약속하진 않아요. 이미 아시는 게 가장 좋은 예보라서, 다시 그럴 수 있어요. 안 오길 바라기보다 올 걸 대비하면 작은 일로 지나가요.'],
  forecastStep: ['집에서 도움이 되던 걸 챙기고, 미리 부탁할 수 있는 건 알아보고, 그럴 때 쉴 틈을 일정에 남겨 두세요. 그러면 그런 일이 와도 하루는 잘 흘러가요.'],
};

const zh: Form16Lines = {
  askOnly: ['你问的是{ask}。'],
  askEcho: ['你说{told}，问的是{ask}。'],
  causeEcho: ['你说{told}，问是不是{named}。'],
  causeAnswerHealth: ['牌没法替你看病，所以不会对原因说“是”或“不是”。你说的这个可能是原因之一，但很少是全部：与其猜定，不如去确认。'],
  causeStepHealth: ['接下来两周，记下它什么时候出现，把能改的先改一改（休息、睡眠、一次做多久）；如果没有好转、变重了，或者出现了新的症状，就去看医生：一次门诊能告诉你牌说不了的事。'],
  causeAnswerOther: ['牌把它读作原因之一，很少是全部：你说的这个，与其猜定，不如去确认。'],
  causeStepOther: ['这一周试着确认一下：能改就只改这一件事（或者直接问清楚），看看什么跟着变了；变了多少，就说明它占了多少。'],
  overthinkEcho: ['你说{told}，问{named}，还是你想多了。'],
  overthinkAnswer: ['这不用抛硬币：你注意到这件事没有错，但光凭这些还不够下这个结论。这样的几天只说明这阵子怎么样，说明不了结局。'],
  overthinkStep: ['找个时间直接问一次，不带责怪（“最近我感觉……，是有什么事吗？”），听完回答，再看接下来几天；这比任何一张牌都更能告诉你是哪一种。'],
  backlashAnswer: ['牌偏向“不会”：早点说、好好说的一次拒绝，很少会被人长久记着。别人记住的是你怎么说的，而不是你哪一次没到。'],
  backlashStep: ['具体的一步：提前打个招呼，一句话，带一个简短真实的理由；下次能参加的场合，就高高兴兴地去。大家记得的是这个。'],
  meaningEcho: ['你说{told}，问这是什么意思。'],
  meaningAnswer: ['单看这一件事，它说明的是对方今天在哪儿，还说明不了以后往哪儿走：它不是承诺，也不是关上的门，牌也不会替它多读出什么。'],
  meaningMixed: ['你说的两件事对不上，这本身就是答案：一个人说的和他愿意花的时间不一致时，要信更费力的那一边——花时间、真的出现。到目前为止，它说明有好感，但还不是优先。'],
  meaningReached: ['单看这一件事，能确定的只有一点：那一刻，对方心里有你。以后往哪儿走，它还说明不了；它不是承诺，也不是关上的门，牌也不会替它多读出什么。'],
  meaningStep: ['意思要看下一步：用同样的语气回应，提一个具体的小邀约或者问一句直接的话，看对方接不接。那个回应才是值得读的答案。'],
  howNoEcho: ['你说{told}，问该怎么开口拒绝。'],
  howNoAnswer: ['牌的意思是早说、短说：不伤和气的拒绝，是早一点、一句话、一个真实的理由，不用长篇道歉。'],
  howNoStep: ['比如：“这次我真的接不了，安排不过来。以后小一点的忙我可以帮。”后半句只在你真心愿意时说。说一次，语气温和；对方再磨，就重复同一句话，不用再找新理由。'],
  howTellEcho: ['你说{told}，问该怎么开口。'],
  howTellAnswer: ['牌的意思是早说、直说：拖得越久，对两个人都越沉。'],
  howTellStep: ['挑一个两个人都平静的时候，别顺口带过；先用一句话说最重要的事，再说理由，再说你希望对方怎么做。然后停下来，让对方有时间反应，不用急着填满沉默。'],
  stopAnswer: ['牌的意思是让疼的那部分休息，而不是全部放弃：每次同一个动作就疼，是身体在给这个动作做记号，硬撑下去，小问题会变成长时间的休息。'],
  stopStep: ['疼的动作先停一两周，不疼的照常做；如果是刺痛、肿了，或者两周后还在，先让医生或康复师看看，再恢复全力。'],
  forecastAnswer: ['牌不会保证它不来：你已经知道的情况就是最好的预报，所以它可能还会出现。与其盼着它别来，不如提前准备，它就只是小事。'],
  forecastStep: ['把在家里管用的东西带上，能提前安排的事先问好，行程里留出休息的空当；这样就算它来了，事情也照样顺顺地走。'],
};

/** The second-wave form lines by language. */
export const form16Lines: Readonly<Record<ContentLanguage, Form16Lines>> = { en, vi, ko, zh };
