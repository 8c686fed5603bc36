/**
 * Lines of the round-18 general fall-through (issue 13, helper fort20; see fortune-fall20.ts). {told} is what the visitor
 * wrote, told back; {ask} their question told back ({ask2} an earlier second question); {near} the told clause nearest the
 * question; {fear} a fear they named. Each form answers in its own form: a reason, a time, a way, one thing, a plan for
 * the worry, or a lean with its reason.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** Answer lines of one form: with the told clause nearest the ask, bare (nothing told), and the step. */
export interface Fall20FormLines { near: string; bare: string; step: string }

export interface Fall20Lines {
  echoTold: string; echoBare: string; echoTwoTold: string; echoTwoBare: string;
  symptom: Fall20FormLines; why: Fall20FormLines; whyTheirs: Fall20FormLines; whenAct: Fall20FormLines; whenEvent: Fall20FormLines; how: Fall20FormLines; howSay: Fall20FormLines; what: Fall20FormLines;
  worry: Fall20FormLines; whether: Fall20FormLines; whetherFear: Fall20FormLines; whetherBad: Fall20FormLines;
}

export const fall20Lines: Readonly<Record<ContentLanguage, Fall20Lines>> = {
  en: {
    echoTold: 'You wrote that {told}, and you’re asking {ask}.',
    echoBare: 'You’re asking {ask}.',
    echoTwoTold: 'You wrote that {told}, and you’re asking two things: {ask2}, and {ask}.',
    echoTwoBare: 'You’re asking two things: {ask2}, and {ask}.',
    symptom: {
      near: 'The cards can’t examine you, so they won’t give you a yes or a no on that. What they can say: what you describe, “{near}”, most often has an everyday cause (sleep, posture, strain, the cold, what you ate or drank) far more often than anything serious, and a doctor can judge it in a few minutes.',
      bare: 'The cards can’t examine you, so they won’t give you a yes or a no on that. What they can say: something like this most often has an everyday cause (sleep, posture, strain, the cold, what you ate or drank) far more often than anything serious, and a doctor can judge it in a few minutes.',
      step: 'One concrete step: for two weeks, note when it comes, how long it lasts and what came before it. If it lasts longer each time, comes with swelling, pain or fever, or hasn’t eased by then, take the note to a doctor rather than waiting on a card.',
    },
    why: {
      near: 'A why gets a reason, not a yes. The cards can’t see the cause for you, but what you wrote points to where it sits: right next to “{near}”. Causes like this are nearly always ordinary ones (sleep, food and drink, screens, a worry carried around), far more often than anything big.',
      bare: 'A why gets a reason, not a yes. The cards can’t see the cause for you, but causes like this are nearly always ordinary ones close at hand (how you slept, what you ate and drank, a worry you carried in), far more often than anything big.',
      step: 'One concrete step: for one week, each time it happens write down the time and what came in the two hours before; the pattern usually shows within days, and then you change that one thing.',
    },
    whyTheirs: {
      near: 'A why about someone else gets a reason only they can give: the cards can’t read another person’s reasons, and guessing them is how small things grow. What you wrote, “{near}”, is what you can see; most often the reason behind a habit like this is ordinary (their schedule, their habits, their own worries), far more often than anything about you.',
      bare: 'A why about someone else gets a reason only they can give: the cards can’t read another person’s reasons, and guessing them is how small things grow. Most often the reason behind a habit like this is ordinary (their schedule, their habits, their own worries), far more often than anything about you.',
      step: 'One concrete step: ask once, lightly and without blame (“I’ve noticed…, is there a reason?”), and take the answer at face value for a few weeks before reading more into it.',
    },
    whenAct: {
      near: 'A when gets a time, not a yes, and the right time is earlier than it feels. You wrote “{near}”: for anything others also want (tickets, a booking, a slot), the first days it opens are the time; for a step of your own, the first quiet weekday once the one thing it needs is ready.',
      bare: 'A when gets a time, not a yes, and the right time is earlier than it feels: for anything others also want (tickets, a booking, a slot), the first days it opens are the time; for a step of your own, the first quiet weekday once the one thing it needs is ready.',
      step: 'One concrete step: put that date on your calendar this week (the day you check, book or ask) instead of waiting for the moment to announce itself.',
    },
    whenEvent: {
      near: 'No card can honestly put a date on that, and anyone who names one is guessing. What you wrote, “{near}”, is where you stand, not how it ends: it comes closer through what you do in the next few months, not through waiting.',
      bare: 'No card can honestly put a date on that, and anyone who names one is guessing. What the cards can say: it comes closer through what you do in the next few months, not through waiting.',
      step: 'One concrete step: pick one thing this month that puts you where it can happen (one new place or person, one application or message you’ve been putting off, one person told plainly what you want) and give it a date.',
    },
    how: {
      near: 'A how gets a way, not a yes. Start from the part you wrote, “{near}”: take the smallest piece of it you can do this week, say it or do it once, plainly, and put a date on it; the rest gets easier once that first piece is done.',
      bare: 'A how gets a way, not a yes: take the smallest piece you can do this week, say it or do it once, plainly, and put a date on it; the rest gets easier once that first piece is done.',
      step: 'One concrete step: write down the one sentence you will say or the one thing you will do first, and the day you will do it.',
    },
    howSay: {
      near: 'A how gets a way, not a yes. Say it in a conversation you ask for, not in passing: one or two sentences with what you want and the plain reason, taken from what you wrote (“{near}”), then stop and let them answer. If the answer is no or not yet, ask what would make it a yes, and when you can talk again.',
      bare: 'A how gets a way, not a yes. Say it in a conversation you ask for, not in passing: one or two sentences with what you want and the plain reason, then stop and let them answer. If the answer is no or not yet, ask what would make it a yes, and when you can talk again.',
      step: 'One concrete step: write those one or two sentences today, say them out loud once, and ask for the conversation this week.',
    },
    what: {
      near: 'A “what” gets one thing to look at, not a yes. What you wrote, “{near}”, is where the answer sits: the part of it you can still change is the thing to work on, and the part you can’t is not a verdict on you.',
      bare: 'A “what” gets one thing to look at, not a yes: the simplest answer that fits your day is usually the right one, and the part you can still change is the thing to work on.',
      step: 'One concrete step: this week, ask the one person who knows this best one plain question (or check the one fact it turns on), and act on that answer rather than on a guess.',
    },
    worry: {
      near: 'It may well be, so plan as if it will: a worry named ahead of time is half handled. Keep a second option ready (another day, another place or a smaller version of the plan) and decide now what would make you switch to it.',
      bare: 'It may well be, so plan as if it will: a worry named ahead of time is half handled. Keep a second option ready (another day, another place or a smaller version of the plan) and decide now what would make you switch to it.',
      step: 'One concrete step: check the one thing the worry depends on (the forecast, how busy it gets, the numbers) two or three days before, and book only what you can still change.',
    },
    whether: {
      near: 'The cards lean yes, and the reason is in your own words: “{near}”. That is the part that decides it, so the yes holds as long as that part is looked at, not skipped.',
      bare: 'The cards lean yes, as long as you go at your own pace and look at what could stand in the way before you start.',
      step: 'One concrete step: before you decide, write down what would have to be true about that part for a clear yes, and check it this week.',
    },
    whetherFear: {
      near: 'You named the fear yourself: “{fear}”. It is a reason to go carefully, not a reason to stay still: the cards lean yes, at a pace where that fear gets its answer before you go further.',
      bare: 'You named the fear yourself: “{fear}”. It is a reason to go carefully, not a reason to stay still: the cards lean yes, at a pace where that fear gets its answer before you go further.',
      step: 'One concrete step: take the smallest version first (a short reply, one conversation, one trial) and decide the next step only after you see how it went.',
    },
    whetherBad: {
      near: 'Not by itself: the cards read it as a question to ask, not a verdict. What you wrote, “{near}”, says where things stand today; what it means is something the other person can tell you, and a sign can’t.',
      bare: 'Not by itself: the cards read it as a question to ask, not a verdict; what it means is something the people involved can tell you, and a sign can’t.',
      step: 'One concrete step: bring it up once, plainly and without blame (“I’ve noticed…, what’s behind it?”), then let the answer and the weeks after it tell you.',
    },
  },
  vi: {
    echoTold: 'Bạn kể: {told}; và bạn hỏi: {ask}.',
    echoBare: 'Bạn hỏi: {ask}.',
    echoTwoTold: 'Bạn kể: {told}; và bạn hỏi hai điều: {ask2}, và {ask}.',
    echoTwoBare: 'Bạn hỏi hai điều: {ask2}, và {ask}.',
    symptom: {
      near: 'Lá bài không khám bệnh được nên sẽ không nói “có” hay “không” cho chuyện đó. Điều lá bài nói được: điều bạn tả, “{near}”, thường có một nguyên do đời thường (giấc ngủ, tư thế, làm quá sức, trời lạnh, ăn uống) hơn hẳn là bệnh gì nặng, và bác sĩ xem vài phút là biết.',
      bare: 'Lá bài không khám bệnh được nên sẽ không nói “có” hay “không” cho chuyện đó. Điều lá bài nói được: chuyện như vậy thường có một nguyên do đời thường (giấc ngủ, tư thế, làm quá sức, trời lạnh, ăn uống) hơn hẳn là bệnh gì nặng, và bác sĩ xem vài phút là biết.',
      step: 'Một bước cụ thể: trong hai tuần, ghi lại lúc nào bị, kéo dài bao lâu và trước đó bạn làm gì. Nếu mỗi lần một lâu hơn, có thêm sưng, đau hay sốt, hoặc đến lúc đó vẫn chưa đỡ, hãy mang ghi chép đó đi khám thay vì chờ một lá bài.',
    },
    why: {
      near: 'Câu hỏi “vì sao” cần một lý do, không phải một chữ “có”. Lá bài không nhìn thấy nguyên nhân thay bạn được, nhưng điều bạn kể cho thấy nó nằm ở đâu: ngay cạnh chuyện “{near}”. Nguyên nhân kiểu này gần như luôn là chuyện thường ngày (giấc ngủ, ăn uống, màn hình, một nỗi lo mang theo), nhiều hơn hẳn là chuyện gì lớn.',
      bare: 'Câu hỏi “vì sao” cần một lý do, không phải một chữ “có”. Lá bài không nhìn thấy nguyên nhân thay bạn được, nhưng nguyên nhân kiểu này gần như luôn là chuyện thường ngày ở ngay gần (ngủ ra sao, ăn uống gì, một nỗi lo mang theo), nhiều hơn hẳn là chuyện gì lớn.',
      step: 'Một bước cụ thể: trong một tuần, mỗi lần như vậy hãy ghi lại giờ và những gì diễn ra trong hai tiếng trước đó; vài hôm là thường thấy quy luật, rồi bạn đổi đúng một điều đó.',
    },
    whyTheirs: {
      near: 'Câu “vì sao” về người khác thì chỉ chính người đó trả lời được: lá bài không đọc được lý do trong lòng ai, và đoán mò là cách chuyện nhỏ hóa to. Điều bạn kể, “{near}”, là những gì bạn thấy; lý do đằng sau một thói quen như vậy thường rất đời thường (lịch làm việc, thói quen, nỗi lo riêng của họ), nhiều hơn hẳn là chuyện gì về bạn.',
      bare: 'Câu “vì sao” về người khác thì chỉ chính người đó trả lời được: lá bài không đọc được lý do trong lòng ai, và đoán mò là cách chuyện nhỏ hóa to. Lý do đằng sau một thói quen như vậy thường rất đời thường (lịch làm việc, thói quen, nỗi lo riêng của họ), nhiều hơn hẳn là chuyện gì về bạn.',
      step: 'Một bước cụ thể: hỏi một lần, nhẹ nhàng và không trách móc (“Mình để ý là…, có lý do gì không?”), rồi tin câu trả lời ấy trong vài tuần trước khi suy diễn thêm.',
    },
    whenAct: {
      near: 'Câu hỏi “khi nào” cần một thời điểm, không phải một chữ “có”, và thời điểm đúng thường sớm hơn bạn nghĩ. Bạn kể “{near}”: với những thứ người khác cũng muốn (vé, chỗ đặt, suất), đó là mấy ngày đầu khi vừa mở; với một việc của riêng bạn, đó là ngày thường yên ả đầu tiên sau khi đã chuẩn bị xong một điều nó cần.',
      bare: 'Câu hỏi “khi nào” cần một thời điểm, không phải một chữ “có”, và thời điểm đúng thường sớm hơn bạn nghĩ: với những thứ người khác cũng muốn (vé, chỗ đặt, suất), đó là mấy ngày đầu khi vừa mở; với một việc của riêng bạn, đó là ngày thường yên ả đầu tiên sau khi đã chuẩn bị xong một điều nó cần.',
      step: 'Một bước cụ thể: ngay tuần này ghi ngày đó vào lịch (ngày bạn xem, đặt hoặc hỏi), thay vì chờ thời điểm tự đến.',
    },
    whenEvent: {
      near: 'Không lá bài nào trung thực mà định được ngày cho chuyện đó, ai nói ra một ngày là đang đoán. Điều bạn kể, “{near}”, là chỗ bạn đang đứng, không phải cái kết: chuyện ấy đến gần hơn nhờ những gì bạn làm trong vài tháng tới, không phải nhờ ngồi chờ.',
      bare: 'Không lá bài nào trung thực mà định được ngày cho chuyện đó, ai nói ra một ngày là đang đoán. Điều lá bài nói được: chuyện ấy đến gần hơn nhờ những gì bạn làm trong vài tháng tới, không phải nhờ ngồi chờ.',
      step: 'Một bước cụ thể: tháng này chọn một việc đưa bạn tới chỗ chuyện ấy có thể xảy ra (một nơi hay một người mới, một hồ sơ hay tin nhắn bạn cứ để đó, nói rõ với một người điều bạn muốn) và gắn cho nó một ngày.',
    },
    how: {
      near: 'Câu hỏi “làm sao” cần một cách làm, không phải một chữ “có”. Bắt đầu từ chính điều bạn kể, “{near}”: lấy phần nhỏ nhất bạn làm được trong tuần này, nói hoặc làm một lần cho rõ ràng, và gắn cho nó một ngày; xong phần đầu thì phần sau dễ hơn nhiều.',
      bare: 'Câu hỏi “làm sao” cần một cách làm, không phải một chữ “có”: lấy phần nhỏ nhất bạn làm được trong tuần này, nói hoặc làm một lần cho rõ ràng, và gắn cho nó một ngày; xong phần đầu thì phần sau dễ hơn nhiều.',
      step: 'Một bước cụ thể: viết ra câu đầu tiên bạn sẽ nói hoặc việc đầu tiên bạn sẽ làm, và ngày bạn làm.',
    },
    howSay: {
      near: 'Câu hỏi “làm sao” cần một cách làm, không phải một chữ “có”. Hãy nói trong một buổi nói chuyện bạn chủ động xin, đừng nói lướt qua: một, hai câu gồm điều bạn muốn và lý do rõ ràng, lấy từ chính điều bạn kể (“{near}”), rồi dừng lại để người kia trả lời. Nếu câu trả lời là chưa hoặc không, hãy hỏi cần gì để thành “có”, và khi nào có thể nói lại.',
      bare: 'Câu hỏi “làm sao” cần một cách làm, không phải một chữ “có”. Hãy nói trong một buổi nói chuyện bạn chủ động xin, đừng nói lướt qua: một, hai câu gồm điều bạn muốn và lý do rõ ràng, rồi dừng lại để người kia trả lời. Nếu câu trả lời là chưa hoặc không, hãy hỏi cần gì để thành “có”, và khi nào có thể nói lại.',
      step: 'Một bước cụ thể: hôm nay viết ra một, hai câu đó, đọc thành tiếng một lần, và xin một buổi nói chuyện ngay trong tuần này.',
    },
    what: {
      near: 'Câu hỏi “gì” cần một điều cụ thể để nhìn vào, không phải một chữ “có”. Điều bạn kể, “{near}”, là chỗ câu trả lời nằm: phần bạn còn thay đổi được là việc cần làm, còn phần không thay đổi được thì không phải lời phán xét về bạn.',
      bare: 'Câu hỏi “gì” cần một điều cụ thể để nhìn vào, không phải một chữ “có”: câu trả lời đơn giản nhất hợp với ngày của bạn thường là câu đúng, và phần bạn còn thay đổi được là việc cần làm.',
      step: 'Một bước cụ thể: trong tuần này, hỏi người hiểu rõ chuyện này nhất một câu thẳng thắn (hoặc kiểm tra đúng một điều mà nó phụ thuộc vào), rồi làm theo câu trả lời đó thay vì theo phỏng đoán.',
    },
    worry: {
      near: 'Có thể có, nên hãy tính như thể nó sẽ xảy ra: một nỗi lo gọi tên trước là đã xử lý được một nửa. Chuẩn bị sẵn phương án hai (ngày khác, chỗ khác, hoặc một bản nhỏ hơn của kế hoạch) và quyết ngay từ giờ điều gì sẽ khiến bạn chuyển sang nó.',
      bare: 'Có thể có, nên hãy tính như thể nó sẽ xảy ra: một nỗi lo gọi tên trước là đã xử lý được một nửa. Chuẩn bị sẵn phương án hai (ngày khác, chỗ khác, hoặc một bản nhỏ hơn của kế hoạch) và quyết ngay từ giờ điều gì sẽ khiến bạn chuyển sang nó.',
      step: 'Một bước cụ thể: hai, ba ngày trước, kiểm tra đúng điều mà nỗi lo dựa vào (dự báo thời tiết, độ đông, con số), và chỉ đặt những gì còn đổi được.',
    },
    whether: {
      near: 'Quẻ nghiêng về “có”, và lý do nằm ngay trong lời bạn: “{near}”. Đó là điều quyết định, nên chữ “có” này đứng vững khi bạn nhìn thẳng vào điều đó, không bỏ qua nó.',
      bare: 'Quẻ nghiêng về “có”, miễn là bạn đi theo nhịp của mình và nhìn trước điều có thể cản đường.',
      step: 'Một bước cụ thể: trước khi quyết, viết ra điều gì về chuyện đó phải đúng thì mới là một chữ “có” rõ ràng, và kiểm tra nó trong tuần này.',
    },
    whetherFear: {
      near: 'Chính bạn đã gọi tên nỗi sợ: “{fear}”. Đó là lý do để đi cẩn thận, không phải lý do để đứng yên: quẻ nghiêng về “có”, với nhịp đủ chậm để nỗi sợ ấy được trả lời trước khi bạn đi tiếp.',
      bare: 'Chính bạn đã gọi tên nỗi sợ: “{fear}”. Đó là lý do để đi cẩn thận, không phải lý do để đứng yên: quẻ nghiêng về “có”, với nhịp đủ chậm để nỗi sợ ấy được trả lời trước khi bạn đi tiếp.',
      step: 'Một bước cụ thể: làm bản nhỏ nhất trước (một tin nhắn ngắn, một lần nói chuyện, một lần thử) và chỉ quyết bước tiếp theo sau khi thấy nó diễn ra thế nào.',
    },
    whetherBad: {
      near: 'Tự nó thì chưa phải: lá bài đọc đây là một câu cần hỏi, không phải một lời phán. Điều bạn kể, “{near}”, cho biết mọi chuyện đang ở đâu hôm nay; còn nó có nghĩa gì thì người kia nói được, một điềm báo thì không.',
      bare: 'Tự nó thì chưa phải: lá bài đọc đây là một câu cần hỏi, không phải một lời phán; nó có nghĩa gì thì người trong cuộc nói được, một điềm báo thì không.',
      step: 'Một bước cụ thể: nói ra một lần, nhẹ nhàng và không trách móc (“Em để ý là…, có chuyện gì không?”), rồi để câu trả lời và mấy tuần sau đó cho bạn biết.',
    },
  },
  ko: {
    echoTold: '{told}, 이렇게 적어 주셨죠. 그리고 ‘{ask}’, 이렇게 물으셨고요.',
    echoBare: '‘{ask}’, 이렇게 물으셨죠.',
    echoTwoTold: '{told}, 이렇게 적어 주셨죠. 그리고 ‘{ask2}’, ‘{ask}’, 두 가지를 물으셨고요.',
    echoTwoBare: '‘{ask2}’, ‘{ask}’, 두 가지를 물으셨죠.',
    symptom: {
      near: '카드는 몸을 진찰할 수 없으니 ‘예’나 ‘아니요’로 답하지 않을게요. 다만 이건 말할 수 있어요. 말씀하신 ‘{near}’, 이런 건 큰 병보다 잠, 자세, 무리한 사용, 추위, 먹고 마신 것 같은 일상적인 원인인 경우가 훨씬 많고, 의사는 몇 분이면 판단할 수 있어요.',
      bare: '카드는 몸을 진찰할 수 없으니 ‘예’나 ‘아니요’로 답하지 않을게요. 다만 이건 말할 수 있어요. 이런 건 큰 병보다 잠, 자세, 무리한 사용, 추위, 먹고 마신 것 같은 일상적인 원인인 경우가 훨씬 많고, 의사는 몇 분이면 판단할 수 있어요.',
      step: '구체적인 한 걸음: 2주 동안 언제 그런지, 얼마나 가는지, 그 전에 뭘 했는지 적어 보세요. 갈수록 오래가거나, 붓기나 통증, 열이 같이 오거나, 그때까지 나아지지 않으면 카드를 기다리지 말고 그 기록을 들고 병원에 가 보세요.',
    },
    why: {
      near: '‘왜’라는 질문에는 ‘예’가 아니라 이유로 답할게요. 카드가 원인을 대신 볼 수는 없지만, 적어 주신 말이 그 자리를 가리켜요. 바로 ‘{near}’, 그 옆이에요. 이런 일의 원인은 큰 문제보다 잠, 먹고 마신 것, 휴대폰 화면, 안고 다니는 걱정 같은 평범한 것인 경우가 훨씬 많아요.',
      bare: '‘왜’라는 질문에는 ‘예’가 아니라 이유로 답할게요. 카드가 원인을 대신 볼 수는 없지만, 이런 일의 원인은 큰 문제보다 가까이 있는 평범한 것, 잠을 어떻게 잤는지, 뭘 먹고 마셨는지, 안고 다니는 걱정 같은 것인 경우가 훨씬 많아요.',
      step: '구체적인 한 걸음: 일주일 동안 그럴 때마다 시간과 그 전 두 시간 동안 있었던 일을 적어 보세요. 며칠이면 대개 패턴이 보이고, 그 한 가지만 바꾸면 돼요.',
    },
    whyTheirs: {
      near: '다른 사람에 대한 ‘왜’는 그 사람만 답할 수 있어요. 카드는 남의 속마음까지는 읽지 못하고, 짐작은 작은 일을 크게 만들어요. 적어 주신 ‘{near}’, 그건 보이는 부분이에요. 이런 습관 뒤의 이유는 대개 평범해요. 그 사람의 일정, 습관, 자기만의 걱정 같은 것이지, 당신에 관한 일인 경우는 훨씬 적어요.',
      bare: '다른 사람에 대한 ‘왜’는 그 사람만 답할 수 있어요. 카드는 남의 속마음까지는 읽지 못하고, 짐작은 작은 일을 크게 만들어요. 이런 습관 뒤의 이유는 대개 평범해요. 그 사람의 일정, 습관, 자기만의 걱정 같은 것이지, 당신에 관한 일인 경우는 훨씬 적어요.',
      step: '구체적인 한 걸음: 탓하지 말고 가볍게 한 번 물어보세요. “요즘 보니까 …하던데, 무슨 이유 있어?” 그리고 몇 주는 그 대답을 그대로 믿어 보세요.',
    },
    whenAct: {
      near: '‘언제’라는 질문에는 ‘예’가 아니라 때로 답할게요. 맞는 때는 생각보다 일러요. ‘{near}’, 이렇게 적어 주셨죠. 다른 사람들도 노리는 것(표, 예약, 자리)이라면 열리자마자 첫 며칠이 그때고, 내 일이라면 필요한 한 가지를 준비해 둔 뒤 처음 오는 조용한 평일이 그때예요.',
      bare: '‘언제’라는 질문에는 ‘예’가 아니라 때로 답할게요. 맞는 때는 생각보다 일러요. 다른 사람들도 노리는 것(표, 예약, 자리)이라면 열리자마자 첫 며칠이 그때고, 내 일이라면 필요한 한 가지를 준비해 둔 뒤 처음 오는 조용한 평일이 그때예요.',
      step: '구체적인 한 걸음: 이번 주 안에 그 날짜(확인할 날, 예약할 날, 말할 날)를 달력에 적어 두세요. 때가 알아서 오길 기다리지 말고요.',
    },
    whenEvent: {
      near: '그 일에 날짜를 정직하게 찍어 줄 수 있는 카드는 없어요. 날짜를 말하는 사람은 짐작하는 거예요. 적어 주신 ‘{near}’, 그건 지금 서 계신 자리지 결말이 아니에요. 그 일은 기다림이 아니라 앞으로 몇 달 동안 하시는 일로 가까워져요.',
      bare: '그 일에 날짜를 정직하게 찍어 줄 수 있는 카드는 없어요. 날짜를 말하는 사람은 짐작하는 거예요. 카드가 말할 수 있는 건 이거예요. 그 일은 기다림이 아니라 앞으로 몇 달 동안 하시는 일로 가까워져요.',
      step: '구체적인 한 걸음: 이번 달에 그 일이 일어날 수 있는 자리로 나를 데려갈 일 하나(새로운 곳이나 사람 한 번 만나 보기, 미뤄 둔 지원서나 연락 하나 보내기, 원하는 걸 한 사람에게 분명히 말하기)를 골라 날짜를 붙이세요.',
    },
    how: {
      near: '‘어떻게’라는 질문에는 ‘예’가 아니라 방법으로 답할게요. 적어 주신 ‘{near}’, 거기서 시작하세요. 이번 주에 할 수 있는 가장 작은 조각 하나를 골라 한 번 담백하게 말하거나 해 보고, 날짜를 붙이세요. 첫 조각을 해 내면 나머지는 훨씬 쉬워져요.',
      bare: '‘어떻게’라는 질문에는 ‘예’가 아니라 방법으로 답할게요. 이번 주에 할 수 있는 가장 작은 조각 하나를 골라 한 번 담백하게 말하거나 해 보고, 날짜를 붙이세요. 첫 조각을 해 내면 나머지는 훨씬 쉬워져요.',
      step: '구체적인 한 걸음: 처음 꺼낼 한 문장이나 처음 할 한 가지, 그리고 그걸 할 날을 적어 두세요.',
    },
    howSay: {
      near: '‘어떻게’라는 질문에는 ‘예’가 아니라 방법으로 답할게요. 지나가듯 말하지 말고 따로 시간을 청해서 말하세요. 원하는 것과 분명한 이유를 한두 문장으로, 적어 주신 ‘{near}’에서 꺼내 말하고, 그다음엔 멈추고 상대의 대답을 기다리세요. 대답이 ‘아직’이나 ‘아니요’라면 무엇이 있으면 ‘예’가 되는지, 언제 다시 이야기할 수 있는지 물어보세요.',
      bare: '‘어떻게’라는 질문에는 ‘예’가 아니라 방법으로 답할게요. 지나가듯 말하지 말고 따로 시간을 청해서 말하세요. 원하는 것과 분명한 이유를 한두 문장으로 말하고, 그다음엔 멈추고 상대의 대답을 기다리세요. 대답이 ‘아직’이나 ‘아니요’라면 무엇이 있으면 ‘예’가 되는지, 언제 다시 이야기할 수 있는지 물어보세요.',
      step: '구체적인 한 걸음: 오늘 그 한두 문장을 적어서 소리 내어 한 번 읽어 보고, 이번 주 안에 이야기할 시간을 청하세요.',
    },
    what: {
      near: '‘무엇’을 묻는 질문에는 ‘예’ 대신 들여다볼 한 가지로 답할게요. 적어 주신 ‘{near}’, 거기에 답이 있어요. 그중 아직 바꿀 수 있는 부분이 할 일이고, 바꿀 수 없는 부분은 당신에 대한 판정이 아니에요.',
      bare: '‘무엇’을 묻는 질문에는 ‘예’ 대신 들여다볼 한 가지로 답할게요. 오늘 하루에 맞는 가장 단순한 답이 대개 맞는 답이고, 아직 바꿀 수 있는 부분이 할 일이에요.',
      step: '구체적인 한 걸음: 이번 주에 이 일을 가장 잘 아는 사람 한 명에게 담백하게 한 가지를 물어보세요. 아니면 이 일이 달린 사실 하나를 확인하세요. 그리고 짐작이 아니라 그 대답대로 움직이세요.',
    },
    worry: {
      near: '그럴 수도 있어요. 그러니 그렇게 된다고 치고 계획하세요. 미리 이름 붙인 걱정은 절반은 해결된 거예요. 두 번째 안(다른 날, 다른 곳, 아니면 계획을 줄인 버전)을 준비해 두고, 무엇이 보이면 그쪽으로 바꿀지 지금 정해 두세요.',
      bare: '그럴 수도 있어요. 그러니 그렇게 된다고 치고 계획하세요. 미리 이름 붙인 걱정은 절반은 해결된 거예요. 두 번째 안(다른 날, 다른 곳, 아니면 계획을 줄인 버전)을 준비해 두고, 무엇이 보이면 그쪽으로 바꿀지 지금 정해 두세요.',
      step: '구체적인 한 걸음: 이삼일 전에 그 걱정이 달린 것 하나(일기예보, 붐비는 정도, 숫자)를 확인하고, 아직 바꿀 수 있는 것만 예약하세요.',
    },
    whether: {
      near: '카드는 ‘예’ 쪽으로 기울어요. 그 이유는 직접 적어 주신 말에 있어요. ‘{near}’. 그게 이 일을 정하는 부분이라, 그 부분을 건너뛰지 않고 들여다보는 한 이 ‘예’는 유효해요.',
      bare: '카드는 ‘예’ 쪽으로 기울어요. 내 속도로 가면서, 시작하기 전에 걸림돌이 될 만한 걸 한 번 살펴본다면요.',
      step: '구체적인 한 걸음: 정하기 전에 그 부분이 어떻게 되어야 분명한 ‘예’가 되는지 적어 보고, 이번 주에 확인하세요.',
    },
    whetherFear: {
      near: '두려움은 직접 이름 붙이셨어요. ‘{fear}’. 그건 멈춰 있을 이유가 아니라 조심해서 갈 이유예요. 카드는 ‘예’ 쪽으로 기울어요. 그 두려움이 먼저 답을 얻을 만큼의 속도로요.',
      bare: '두려움은 직접 이름 붙이셨어요. ‘{fear}’. 그건 멈춰 있을 이유가 아니라 조심해서 갈 이유예요. 카드는 ‘예’ 쪽으로 기울어요. 그 두려움이 먼저 답을 얻을 만큼의 속도로요.',
      step: '구체적인 한 걸음: 가장 작은 버전부터 해 보세요. 짧은 답장 하나, 대화 한 번, 한 번 시험해 보기 같은 거요. 다음 걸음은 그게 어땠는지 본 뒤에 정하세요.',
    },
    whetherBad: {
      near: '그것만으로는 아니에요. 카드는 이걸 판결이 아니라 물어볼 질문으로 읽어요. 적어 주신 ‘{near}’, 그건 오늘 두 사람이 어디쯤 있는지를 말해 줄 뿐이고, 그게 무슨 뜻인지는 징조가 아니라 상대가 말해 줄 수 있어요.',
      bare: '그것만으로는 아니에요. 카드는 이걸 판결이 아니라 물어볼 질문으로 읽어요. 그게 무슨 뜻인지는 징조가 아니라 그 사람이 말해 줄 수 있어요.',
      step: '구체적인 한 걸음: 탓하지 말고 담백하게 한 번 물어보세요. “요즘 보니까 …하던데, 혹시 이유가 있어?” 그리고 그 대답과 그 뒤 몇 주가 알려 주는 걸 보세요.',
    },
  },
  zh: {
    echoTold: '你说{told}，问的是{ask}。',
    echoBare: '你问的是：{ask}。',
    echoTwoTold: '你说{told}，问了两件事：{ask2}；以及{ask}。',
    echoTwoBare: '你问了两件事：{ask2}；以及{ask}。',
    symptom: {
      near: '牌没法替你看病，所以不会对这件事说“是”或“不是”。牌能说的是：你说的“{near}”，多半是日常的原因（睡眠、姿势、用得太多、受凉、吃喝），比什么大病常见得多，而医生几分钟就能判断。',
      bare: '牌没法替你看病，所以不会对这件事说“是”或“不是”。牌能说的是：这种情况多半是日常的原因（睡眠、姿势、用得太多、受凉、吃喝），比什么大病常见得多，而医生几分钟就能判断。',
      step: '具体的一步：接下来两周，记下什么时候出现、持续多久、之前做了什么。如果一次比一次久，伴有肿、痛或发烧，或者到时候还没好转，就别等牌了，带着这份记录去看医生。',
    },
    why: {
      near: '“为什么”要用一个理由来回答，而不是一个“是”。牌没法替你看见原因，但你写的话指出了它在哪儿：就在“{near}”旁边。这类事的原因，几乎总是平常的东西（睡眠、吃喝、手机屏幕、一直带着的心事），比什么大问题常见得多。',
      bare: '“为什么”要用一个理由来回答，而不是一个“是”。牌没法替你看见原因，但这类事的原因几乎总是身边平常的东西（睡得怎样、吃了喝了什么、一直带着的心事），比什么大问题常见得多。',
      step: '具体的一步：接下来一周，每次发生就记下时间，以及之前两个小时里发生了什么；几天之内通常就能看出规律，然后只改那一件事。',
    },
    whyTheirs: {
      near: '关于别人的“为什么”，只有那个人自己能回答：牌读不出别人心里的理由，而瞎猜正是小事变大的开始。你写的“{near}”，是你看得见的部分；这种习惯背后的原因通常很平常（对方的作息、习惯、自己的心事），跟你有关的情况要少得多。',
      bare: '关于别人的“为什么”，只有那个人自己能回答：牌读不出别人心里的理由，而瞎猜正是小事变大的开始。这种习惯背后的原因通常很平常（对方的作息、习惯、自己的心事），跟你有关的情况要少得多。',
      step: '具体的一步：轻松地、不带责怪地问一次（“我发现……，是有什么原因吗？”），然后先照字面相信这个回答几周，再去多想。',
    },
    whenAct: {
      near: '“什么时候”要用一个时间来回答，而不是一个“是”，而对的时间往往比你感觉的更早。你写了“{near}”：别人也在抢的东西（票、预订、名额），就是刚开放的头几天；你自己的事，就是把它需要的那一件准备好之后的第一个安静的工作日。',
      bare: '“什么时候”要用一个时间来回答，而不是一个“是”，而对的时间往往比你感觉的更早：别人也在抢的东西（票、预订、名额），就是刚开放的头几天；你自己的事，就是把它需要的那一件准备好之后的第一个安静的工作日。',
      step: '具体的一步：这周就把那个日子写进日历（查的那天、订的那天或开口的那天），别等时机自己出现。',
    },
    whenEvent: {
      near: '没有哪张牌能诚实地给这件事定一个日子，说得出日子的人都是在猜。你写的“{near}”，是你现在站的位置，不是结局：这件事靠接下来几个月你做的事走近，不是靠等。',
      bare: '没有哪张牌能诚实地给这件事定一个日子，说得出日子的人都是在猜。牌能说的是：这件事靠接下来几个月你做的事走近，不是靠等。',
      step: '具体的一步：这个月挑一件能把你带到它可能发生的地方的事（去一个新地方或认识一个新的人、把拖着没发的申请或消息发出去、跟一个人把你想要的说清楚），给它定一个日子。',
    },
    how: {
      near: '“怎么办”要用一个做法来回答，而不是一个“是”。就从你自己写的“{near}”开始：挑出这周能做的最小的一块，清清楚楚地说一次或做一次，并给它定个日子；第一块做完，后面就容易多了。',
      bare: '“怎么办”要用一个做法来回答，而不是一个“是”：挑出这周能做的最小的一块，清清楚楚地说一次或做一次，并给它定个日子；第一块做完，后面就容易多了。',
      step: '具体的一步：写下你要说的第一句话或要做的第一件事，以及哪天去做。',
    },
    howSay: {
      near: '“怎么办”要用一个做法来回答，而不是一个“是”。专门约一个时间说，别顺口带过：一两句话，说清你想要什么和实实在在的理由，理由就从你写的“{near}”里来，说完就停下，让对方回答。如果回答是“不”或者“还不行”，就问要怎样才能变成“行”，以及什么时候可以再谈。',
      bare: '“怎么办”要用一个做法来回答，而不是一个“是”。专门约一个时间说，别顺口带过：一两句话，说清你想要什么和实实在在的理由，说完就停下，让对方回答。如果回答是“不”或者“还不行”，就问要怎样才能变成“行”，以及什么时候可以再谈。',
      step: '具体的一步：今天把这一两句话写下来，出声念一遍，这周之内约好谈的时间。',
    },
    what: {
      near: '问“什么”，牌给你一件要看的事，而不是一个“是”。你写的“{near}”，答案就在这里：其中你还能改变的部分，就是要做的事；改变不了的部分，不是对你的判决。',
      bare: '问“什么”，牌给你一件要看的事，而不是一个“是”：最简单、最合你今天的那个答案，通常就是对的；你还能改变的部分，就是要做的事。',
      step: '具体的一步：这周去问最清楚这件事的那个人一个直接的问题（或者确认它取决于的那一件事），然后照这个回答去做，而不是照猜测。',
    },
    worry: {
      near: '有可能，所以就按会的情况来打算：提前说出口的担心，已经解决了一半。备好第二个方案（换一天、换个地方，或者把计划缩小一点），现在就定好看到什么情况就换过去。',
      bare: '有可能，所以就按会的情况来打算：提前说出口的担心，已经解决了一半。备好第二个方案（换一天、换个地方，或者把计划缩小一点），现在就定好看到什么情况就换过去。',
      step: '具体的一步：提前两三天，查一下这份担心取决于的那一件事（天气预报、人多不多、数字），只订还能改的东西。',
    },
    whether: {
      near: '牌偏向“可以”，理由就在你自己的话里：“{near}”。这一点决定了答案，所以只要你正视它、不绕过去，这个“可以”就站得住。',
      bare: '牌偏向“可以”，只要按自己的节奏来，开始之前先看一眼可能挡路的东西。',
      step: '具体的一步：决定之前，写下这一点要怎样才算一个清楚的“可以”，这周就去确认。',
    },
    whetherFear: {
      near: '你自己说出了那份害怕：“{fear}”。它是走得小心的理由，不是原地不动的理由：牌偏向“可以”，节奏放慢到能先回答这份害怕。',
      bare: '你自己说出了那份害怕：“{fear}”。它是走得小心的理由，不是原地不动的理由：牌偏向“可以”，节奏放慢到能先回答这份害怕。',
      step: '具体的一步：先做最小的那个版本（一条简短的回复、一次谈话、一次尝试），看看效果再决定下一步。',
    },
    whetherBad: {
      near: '单凭这一点还不算：牌把它读成一个该问的问题，而不是一个判决。你写的“{near}”，说的是你们今天走到了哪里；它意味着什么，对方能告诉你，征兆不能。',
      bare: '单凭这一点还不算：牌把它读成一个该问的问题，而不是一个判决；它意味着什么，当事人能告诉你，征兆不能。',
      step: '具体的一步：不带责怪地、平静地问一次（“我注意到……，是有什么原因吗？”），然后让对方的回答和之后几周的样子告诉你。',
    },
  },
};
