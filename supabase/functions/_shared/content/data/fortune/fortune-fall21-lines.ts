/**
 * Round 18 (helper fort21): the general fall-through's whether, answered from the visitor's own facts (see
 * fortune-fall21.ts). {pro} and {con} are told clauses (for it / against it), {near} the one nearest the question.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { Fall20FormLines } from './fortune-fall20-lines.ts';

export interface Fall21Lines {
  cause: Fall20FormLines; howNow: Fall20FormLines; forecast: Fall20FormLines; whetherWeigh: Fall20FormLines; whetherCon: Fall20FormLines;
  whetherPro: Fall20FormLines; whetherLeave: Fall20FormLines; whetherBadOwn: Fall20FormLines;
}

export const fall21Lines: Readonly<Record<ContentLanguage, Fall21Lines>> = {
  en: {
    cause: {
      near: 'Maybe: it can be part of it, but the cards won’t guess at a cause when a check can tell you. What you described, “{near}”, is the thing to watch: if it changes when that one suspect changes, that’s your answer; if it doesn’t, the cause is somewhere else.',
      bare: 'Maybe: it can be part of it, but the cards won’t guess at a cause when a check can tell you. If things change when that one suspect changes, that’s your answer; if they don’t, the cause is somewhere else.',
      step: 'One concrete step: for two weeks change only that one suspect and note what happens; if nothing moves, ask someone who can actually tell (a doctor for the body, the person themselves for what they feel).',
    },
    howNow: {
      near: 'Right now, not this week. What you wrote, “{near}”, is the part to handle in the next ten minutes: tell the person waiting on you before they notice (one short call or message, the honest reason and the time you’ll be there), then fix the one thing you still can. Most people forgive a delay they hear about early; what they remember is the silence.',
      bare: 'Right now, not this week: tell the person waiting on you before they notice (one short call or message, the honest reason and the time you’ll be there), then fix the one thing you still can. Most people forgive a delay they hear about early; what they remember is the silence.',
      step: 'One concrete step: send that message now, before anything else, and then take the fastest way still open.',
    },
    forecast: {
      near: 'The card that turns up for the days ahead is the Wheel of Fortune: it turns, and what you wrote, “{near}”, doesn’t carry over by itself. It reads better than the last stretch, on one condition: the first day sets the tone, so don’t wait to see how it goes, change one thing about how you start.',
      bare: 'The card that turns up for the days ahead is the Wheel of Fortune: it turns. It reads better than the last stretch, on one condition: the first day sets the tone, so don’t wait to see how it goes, change one thing about how you start.',
      step: 'One concrete step: tonight, pick the one thing that went wrong most often before and plan the first day around it (earlier, lighter, or one task fewer).',
    },
    whetherWeigh: {
      near: 'Your own words hold both sides, so the cards won’t toss a coin over them. For it: “{pro}”. Against it: “{con}”. It’s a yes if the first is what you’ll still care about a year from now, and a no if the second is what you’d feel every single day.',
      bare: 'Your own words hold both sides, so the cards won’t toss a coin over them. For it: “{pro}”. Against it: “{con}”. It’s a yes if the first is what you’ll still care about a year from now, and a no if the second is what you’d feel every single day.',
      step: 'One concrete step: next to each side write how much it matters to you (1 to 5), check the one fact behind the higher number this week, and answer from that.',
    },
    whetherCon: {
      near: 'What decides it is the part you wrote against it: “{con}”. The cards say yes only if that part can be solved or lived with first; if it can’t, no is a fair answer, and you’re allowed to give it plainly.',
      bare: 'What decides it is the part you wrote against it: “{con}”. The cards say yes only if that part can be solved or lived with first; if it can’t, no is a fair answer, and you’re allowed to give it plainly.',
      step: 'One concrete step: before you answer, find out the one thing that would cover that part (ask, arrange it, or set a limit in writing), and say yes only if it’s there.',
    },
    whetherPro: {
      near: 'The cards lean yes, and the reason is yours: “{pro}”. You named nothing against it yet, so look once at what could stand in the way; if nothing does, the yes holds.',
      bare: 'The cards lean yes, and the reason is yours: “{pro}”. You named nothing against it yet, so look once at what could stand in the way; if nothing does, the yes holds.',
      step: 'One concrete step: write down the one thing that would make it a no, and check it this week before you commit.',
    },
    whetherLeave: {
      near: 'Your reason is real and it’s yours: “{pro}”. The cards lean yes only if it still holds after you’ve tried once to change it: a leap taken in the heat of a bad stretch is the one people regret, and one taken after a real try almost never is.',
      bare: 'Your reason is real and it’s yours: “{pro}”. The cards lean yes only if it still holds after you’ve tried once to change it: a leap taken in the heat of a bad stretch is the one people regret, and one taken after a real try almost never is.',
      step: 'One concrete step: this week, try the one thing that could change it (one honest conversation, one request), give it a few weeks, and if nothing moves, line up the next thing before you go.',
    },
    whetherBadOwn: {
      near: 'Not by itself. What you wrote, “{near}”, counts for something, but one sign doesn’t settle it: what settles it is how you are over the next few weeks.',
      bare: 'Not by itself: one sign doesn’t settle it; what settles it is how you are over the next few weeks.',
      step: 'One concrete step: for two weeks, note it each day along with how you feel by mid-afternoon; if it slips, change one thing about it, and if that doesn’t help, ask someone who can check (a doctor, for the body).',
    },
  },
  vi: {
    cause: {
      near: 'Có thể: đó có thể là một phần, nhưng lá bài không đoán nguyên nhân khi một lần kiểm tra nói được. Điều bạn tả, “{near}”, là thứ cần theo dõi: nếu nó thay đổi khi đúng điều bạn nghi thay đổi, đó là câu trả lời; nếu không, nguyên nhân nằm ở chỗ khác.',
      bare: 'Có thể: đó có thể là một phần, nhưng lá bài không đoán nguyên nhân khi một lần kiểm tra nói được. Nếu mọi thứ thay đổi khi đúng điều bạn nghi thay đổi, đó là câu trả lời; nếu không, nguyên nhân nằm ở chỗ khác.',
      step: 'Một bước cụ thể: trong hai tuần chỉ đổi đúng điều bạn nghi và ghi lại chuyện gì xảy ra; nếu không có gì thay đổi, hãy hỏi người thật sự trả lời được (bác sĩ nếu là chuyện cơ thể, chính người kia nếu là chuyện lòng họ).',
    },
    howNow: {
      near: 'Ngay bây giờ, không phải tuần này. Điều bạn kể, “{near}”, là việc cần lo trong mười phút tới: báo cho người đang chờ bạn trước khi họ nhận ra (một cuộc gọi hay tin nhắn ngắn, lý do thật và giờ bạn sẽ đến), rồi sửa đúng một điều bạn còn sửa được. Người ta thường bỏ qua một lần trễ được báo sớm; điều họ nhớ là sự im lặng.',
      bare: 'Ngay bây giờ, không phải tuần này: báo cho người đang chờ bạn trước khi họ nhận ra (một cuộc gọi hay tin nhắn ngắn, lý do thật và giờ bạn sẽ đến), rồi sửa đúng một điều bạn còn sửa được. Người ta thường bỏ qua một lần trễ được báo sớm; điều họ nhớ là sự im lặng.',
      step: 'Một bước cụ thể: gửi tin nhắn đó ngay bây giờ, trước mọi việc khác, rồi đi đường nhanh nhất còn lại.',
    },
    forecast: {
      near: 'Lá bài lật lên cho những ngày tới là Bánh Xe Số Phận: nó quay, và chuyện bạn kể, “{near}”, không tự kéo sang. Quẻ sáng hơn chặng vừa qua, với một điều kiện: ngày đầu quyết định nhịp, nên đừng ngồi chờ xem sao, hãy đổi một điều trong cách bạn bắt đầu.',
      bare: 'Lá bài lật lên cho những ngày tới là Bánh Xe Số Phận: nó quay. Quẻ sáng hơn chặng vừa qua, với một điều kiện: ngày đầu quyết định nhịp, nên đừng ngồi chờ xem sao, hãy đổi một điều trong cách bạn bắt đầu.',
      step: 'Một bước cụ thể: tối nay chọn đúng điều hay trục trặc nhất lần trước và sắp ngày đầu xoay quanh nó (sớm hơn, nhẹ hơn, hoặc bớt một việc).',
    },
    whetherWeigh: {
      near: 'Chính lời bạn đã có đủ hai phía, nên lá bài không tung đồng xu. Phía nên: “{pro}”. Phía không nên: “{con}”. Là “có” nếu điều thứ nhất vẫn là điều bạn quan tâm sau một năm nữa, và là “không” nếu điều thứ hai là thứ bạn phải chịu mỗi ngày.',
      bare: 'Chính lời bạn đã có đủ hai phía, nên lá bài không tung đồng xu. Phía nên: “{pro}”. Phía không nên: “{con}”. Là “có” nếu điều thứ nhất vẫn là điều bạn quan tâm sau một năm nữa, và là “không” nếu điều thứ hai là thứ bạn phải chịu mỗi ngày.',
      step: 'Một bước cụ thể: cạnh mỗi phía ghi nó quan trọng với bạn mấy điểm (1 đến 5), tuần này kiểm tra đúng một điều đứng sau phía điểm cao hơn, rồi trả lời theo đó.',
    },
    whetherCon: {
      near: 'Điều quyết định là phần chính bạn kể ở phía không nên: “{con}”. Quẻ chỉ nói “có” nếu phần đó giải quyết được hoặc sống chung được trước đã; nếu không, “không” là câu trả lời công bằng, và bạn được phép nói thẳng như vậy.',
      bare: 'Điều quyết định là phần chính bạn kể ở phía không nên: “{con}”. Quẻ chỉ nói “có” nếu phần đó giải quyết được hoặc sống chung được trước đã; nếu không, “không” là câu trả lời công bằng, và bạn được phép nói thẳng như vậy.',
      step: 'Một bước cụ thể: trước khi trả lời, tìm ra đúng một điều giúp lo được phần đó (hỏi, sắp xếp, hoặc ghi rõ giới hạn ra giấy), và chỉ nói “có” khi đã có nó.',
    },
    whetherPro: {
      near: 'Quẻ nghiêng về “có”, và lý do là của chính bạn: “{pro}”. Bạn chưa kể điều gì ở phía ngược lại, nên hãy nhìn một lần xem có gì cản đường không; nếu không có, chữ “có” đứng vững.',
      bare: 'Quẻ nghiêng về “có”, và lý do là của chính bạn: “{pro}”. Bạn chưa kể điều gì ở phía ngược lại, nên hãy nhìn một lần xem có gì cản đường không; nếu không có, chữ “có” đứng vững.',
      step: 'Một bước cụ thể: viết ra đúng một điều sẽ khiến câu trả lời thành “không”, và kiểm tra nó trong tuần này trước khi quyết.',
    },
    whetherLeave: {
      near: 'Lý do của bạn là thật và là của chính bạn: “{pro}”. Quẻ chỉ nghiêng về “có” nếu điều đó vẫn còn sau khi bạn đã thử thay đổi nó một lần: quyết định trong lúc đang bực là quyết định người ta hay hối hận, còn quyết định sau khi đã thử thật thì hầu như không.',
      bare: 'Lý do của bạn là thật và là của chính bạn: “{pro}”. Quẻ chỉ nghiêng về “có” nếu điều đó vẫn còn sau khi bạn đã thử thay đổi nó một lần: quyết định trong lúc đang bực là quyết định người ta hay hối hận, còn quyết định sau khi đã thử thật thì hầu như không.',
      step: 'Một bước cụ thể: tuần này thử đúng một việc có thể thay đổi nó (một lần nói chuyện thẳng thắn, một lời đề nghị), cho nó vài tuần, và nếu không có gì chuyển biến thì lo xong chỗ mới rồi hẵng đi.',
    },
    whetherBadOwn: {
      near: 'Tự nó thì chưa phải. Điều bạn kể, “{near}”, có ý nghĩa, nhưng một dấu hiệu không quyết được: điều quyết định là bạn thấy thế nào trong vài tuần tới.',
      bare: 'Tự nó thì chưa phải: một dấu hiệu không quyết được; điều quyết định là bạn thấy thế nào trong vài tuần tới.',
      step: 'Một bước cụ thể: trong hai tuần, mỗi ngày ghi lại nó cùng cảm giác của bạn vào giữa buổi chiều; nếu thấy đi xuống, đổi một điều, và nếu vẫn không đỡ, hãy hỏi người kiểm tra được (bác sĩ, nếu là chuyện cơ thể).',
    },
  },
  ko: {
    cause: {
      near: '그럴 수도 있어요. 원인의 일부일 수는 있지만, 확인해 보면 알 수 있는 걸 카드가 짐작하진 않을게요. 말씀하신 ‘{near}’, 이걸 지켜보세요. 의심 가는 그 한 가지를 바꿨을 때 달라지면 그게 답이고, 그대로면 원인은 다른 데 있어요.',
      bare: '그럴 수도 있어요. 원인의 일부일 수는 있지만, 확인해 보면 알 수 있는 걸 카드가 짐작하진 않을게요. 의심 가는 그 한 가지를 바꿨을 때 달라지면 그게 답이고, 그대로면 원인은 다른 데 있어요.',
      step: '구체적인 한 걸음: 2주 동안 의심 가는 그 한 가지만 바꾸고 어떻게 되는지 적어 보세요. 아무것도 달라지지 않으면 정말 답해 줄 수 있는 사람에게 물어보세요. 몸이라면 의사에게, 마음이라면 그 사람 본인에게요.',
    },
    howNow: {
      near: '이번 주가 아니라 지금 당장이에요. 적어 주신 ‘{near}’, 이건 앞으로 10분 안에 처리할 일이에요. 기다리는 쪽이 알아차리기 전에 먼저 알리세요. 짧은 전화나 문자 하나로, 솔직한 이유와 도착할 시간을요. 그다음에 아직 바로잡을 수 있는 한 가지를 하세요. 미리 들은 지각은 대개 이해받아요. 사람들이 기억하는 건 연락 없는 침묵이에요.',
      bare: '이번 주가 아니라 지금 당장이에요. 기다리는 쪽이 알아차리기 전에 먼저 알리세요. 짧은 전화나 문자 하나로, 솔직한 이유와 도착할 시간을요. 그다음에 아직 바로잡을 수 있는 한 가지를 하세요. 미리 들은 지각은 대개 이해받아요. 사람들이 기억하는 건 연락 없는 침묵이에요.',
      step: '구체적인 한 걸음: 다른 것보다 먼저 그 연락부터 지금 보내고, 그다음 남은 가장 빠른 길로 가세요.',
    },
    forecast: {
      near: '앞날에 뒤집힌 카드는 운명의 수레바퀴예요. 바퀴는 돌아요. 적어 주신 ‘{near}’, 그게 저절로 이어지지는 않아요. 지난번보다 밝게 읽히는데, 조건이 하나 있어요. 첫날이 흐름을 정하니까, 어떻게 되나 기다리지 말고 시작하는 방식을 하나만 바꿔 보세요.',
      bare: '앞날에 뒤집힌 카드는 운명의 수레바퀴예요. 바퀴는 돌아요. 지난번보다 밝게 읽히는데, 조건이 하나 있어요. 첫날이 흐름을 정하니까, 어떻게 되나 기다리지 말고 시작하는 방식을 하나만 바꿔 보세요.',
      step: '구체적인 한 걸음: 오늘 밤, 지난번에 가장 자주 꼬였던 한 가지를 골라 첫날을 거기에 맞춰 짜 보세요. 더 일찍, 더 가볍게, 아니면 할 일 하나 줄여서요.',
    },
    whetherWeigh: {
      near: '적어 주신 말에 양쪽이 다 있으니, 카드가 동전을 던지진 않을게요. 해야 할 이유는 ‘{pro}’, 망설여지는 이유는 ‘{con}’. 1년 뒤에도 앞의 것이 더 중요하다면 ‘예’, 뒤의 것을 매일 견뎌야 한다면 ‘아니요’예요.',
      bare: '적어 주신 말에 양쪽이 다 있으니, 카드가 동전을 던지진 않을게요. 해야 할 이유는 ‘{pro}’, 망설여지는 이유는 ‘{con}’. 1년 뒤에도 앞의 것이 더 중요하다면 ‘예’, 뒤의 것을 매일 견뎌야 한다면 ‘아니요’예요.',
      step: '구체적인 한 걸음: 양쪽 옆에 각각 얼마나 중요한지 1부터 5까지 점수를 적고, 점수가 높은 쪽을 받치는 사실 하나를 이번 주에 확인한 뒤 그걸로 답하세요.',
    },
    whetherCon: {
      near: '이 일을 정하는 건 직접 적어 주신 걸림돌이에요. ‘{con}’. 그 부분을 먼저 해결하거나 감당할 수 있을 때만 카드는 ‘예’라고 해요. 그게 안 된다면 ‘아니요’도 정당한 답이고, 그렇게 분명히 말해도 괜찮아요.',
      bare: '이 일을 정하는 건 직접 적어 주신 걸림돌이에요. ‘{con}’. 그 부분을 먼저 해결하거나 감당할 수 있을 때만 카드는 ‘예’라고 해요. 그게 안 된다면 ‘아니요’도 정당한 답이고, 그렇게 분명히 말해도 괜찮아요.',
      step: '구체적인 한 걸음: 답하기 전에 그 부분을 메워 줄 한 가지(물어보기, 미리 정해 두기, 한도를 글로 적어 두기)를 찾아보고, 그게 있을 때만 ‘예’라고 하세요.',
    },
    whetherPro: {
      near: '카드는 ‘예’ 쪽으로 기울어요. 이유는 직접 적어 주신 ‘{pro}’. 반대쪽 이유는 아직 적지 않으셨으니, 걸림돌이 될 만한 게 있는지 한 번만 살펴보세요. 없다면 이 ‘예’는 유효해요.',
      bare: '카드는 ‘예’ 쪽으로 기울어요. 이유는 직접 적어 주신 ‘{pro}’. 반대쪽 이유는 아직 적지 않으셨으니, 걸림돌이 될 만한 게 있는지 한 번만 살펴보세요. 없다면 이 ‘예’는 유효해요.',
      step: '구체적인 한 걸음: ‘아니요’가 될 만한 이유 하나를 적어 보고, 정하기 전에 이번 주에 확인하세요.',
    },
    whetherLeave: {
      near: '그 이유는 진짜고, 직접 적어 주신 거예요. ‘{pro}’. 카드는 한 번 바꿔 보려고 해 본 뒤에도 그대로일 때만 ‘예’ 쪽으로 기울어요. 힘든 시기의 열기 속에서 내린 결정은 후회하기 쉽고, 제대로 해 본 뒤의 결정은 거의 후회하지 않아요.',
      bare: '그 이유는 진짜고, 직접 적어 주신 거예요. ‘{pro}’. 카드는 한 번 바꿔 보려고 해 본 뒤에도 그대로일 때만 ‘예’ 쪽으로 기울어요. 힘든 시기의 열기 속에서 내린 결정은 후회하기 쉽고, 제대로 해 본 뒤의 결정은 거의 후회하지 않아요.',
      step: '구체적인 한 걸음: 이번 주에 그걸 바꿀 수 있는 한 가지(솔직한 대화 한 번, 요청 하나)를 해 보고 몇 주 지켜보세요. 그래도 달라지는 게 없으면 다음 자리를 먼저 정해 두고 떠나세요.',
    },
    whetherBadOwn: {
      near: '그것만으로는 아니에요. 적어 주신 ‘{near}’, 의미가 없진 않지만 신호 하나로 정해지진 않아요. 정하는 건 앞으로 몇 주 동안 내가 어떤지예요.',
      bare: '그것만으로는 아니에요. 신호 하나로 정해지진 않아요. 정하는 건 앞으로 몇 주 동안 내가 어떤지예요.',
      step: '구체적인 한 걸음: 2주 동안 매일 그걸 적고, 오후 중간쯤 컨디션이 어떤지도 같이 적어 보세요. 처지는 게 보이면 한 가지를 바꾸고, 그래도 안 나아지면 확인해 줄 수 있는 사람(몸이라면 의사)에게 물어보세요.',
    },
  },
  zh: {
    cause: {
      near: '有可能：它可能是原因之一，但能查清楚的事，牌不替你猜。你说的“{near}”，就是要观察的东西：你怀疑的那一点变了，它也跟着变，那就是答案；不变，原因就在别处。',
      bare: '有可能：它可能是原因之一，但能查清楚的事，牌不替你猜。你怀疑的那一点变了，情况也跟着变，那就是答案；不变，原因就在别处。',
      step: '具体的一步：两周内只改你怀疑的那一点，记下发生了什么；如果什么都没变，就去问真正能回答的人（身体的事问医生，心里的事问对方本人）。',
    },
    howNow: {
      near: '是现在，不是这周。你说的“{near}”，是接下来十分钟要处理的事：在对方发现之前先告诉他（一个简短的电话或消息，说实话，说清你几点能到），再去补救你还能补救的那一件。提前知道的迟到，大多数人都能理解；让人记住的是一声不吭。',
      bare: '是现在，不是这周：在对方发现之前先告诉他（一个简短的电话或消息，说实话，说清你几点能到），再去补救你还能补救的那一件。提前知道的迟到，大多数人都能理解；让人记住的是一声不吭。',
      step: '具体的一步：先把那条消息发出去，别的都放后面，然后走还来得及的最快的那条路。',
    },
    forecast: {
      near: '为接下来这段日子翻开的是命运之轮：轮子会转，你说的“{near}”不会自己延续下去。牌面比上一段亮，只有一个条件：第一天定调子，所以别等着看会怎样，先把开头的方式改一处。',
      bare: '为接下来这段日子翻开的是命运之轮：轮子会转。牌面比上一段亮，只有一个条件：第一天定调子，所以别等着看会怎样，先把开头的方式改一处。',
      step: '具体的一步：今晚挑出上次最常出岔子的那一件事，把第一天围绕它安排好（早一点、轻一点，或者少做一件）。',
    },
    whetherWeigh: {
      near: '你自己的话里两边都有，所以牌不替你抛硬币。支持的一边：“{pro}”。反对的一边：“{con}”。如果一年后你在乎的还是前者，答案是“可以”；如果后者是你每天都要扛的，答案是“不”。',
      bare: '你自己的话里两边都有，所以牌不替你抛硬币。支持的一边：“{pro}”。反对的一边：“{con}”。如果一年后你在乎的还是前者，答案是“可以”；如果后者是你每天都要扛的，答案是“不”。',
      step: '具体的一步：给两边各打个分（1到5，对你有多重要），这周把分高那边背后的那件事确认一下，再按它来回答。',
    },
    whetherCon: {
      near: '决定这件事的，是你自己写下的那个顾虑：“{con}”。只有这一点能先解决、或者你能扛得住，牌才说“可以”；做不到的话，“不”也是公道的回答，你可以直接说出来。',
      bare: '决定这件事的，是你自己写下的那个顾虑：“{con}”。只有这一点能先解决、或者你能扛得住，牌才说“可以”；做不到的话，“不”也是公道的回答，你可以直接说出来。',
      step: '具体的一步：回答之前，先找到能兜住这一点的那件事（问清楚、安排好，或者把底线写下来），有了它再答应。',
    },
    whetherPro: {
      near: '牌偏向“可以”，理由是你自己的：“{pro}”。你还没写下反对的理由，所以先看一眼有没有什么挡路；没有的话，这个“可以”就站得住。',
      bare: '牌偏向“可以”，理由是你自己的：“{pro}”。你还没写下反对的理由，所以先看一眼有没有什么挡路；没有的话，这个“可以”就站得住。',
      step: '具体的一步：写下一个会让答案变成“不”的理由，这周确认它，再做决定。',
    },
    whetherLeave: {
      near: '你的理由是真的，也是你自己的：“{pro}”。只有试着改变过一次之后它还在，牌才偏向“可以”：在最难受的那阵子里做的决定最容易后悔，认真试过之后做的决定几乎不会。',
      bare: '你的理由是真的，也是你自己的：“{pro}”。只有试着改变过一次之后它还在，牌才偏向“可以”：在最难受的那阵子里做的决定最容易后悔，认真试过之后做的决定几乎不会。',
      step: '具体的一步：这周做一件可能改变它的事（一次坦白的谈话、一个请求），给它几周时间；如果还是没有变化，先把下一个去处找好再走。',
    },
    whetherBadOwn: {
      near: '单凭这一点还不算。你写的“{near}”有它的分量，但一个信号定不了：定下来的，是接下来几周你的状态。',
      bare: '单凭这一点还不算：一个信号定不了；定下来的，是接下来几周你的状态。',
      step: '具体的一步：两周里每天记下它，再记下你下午过半时的状态；如果在往下走，就改一处，改了还不见好，就去问能检查的人（身体的事问医生）。',
    },
  },
};
