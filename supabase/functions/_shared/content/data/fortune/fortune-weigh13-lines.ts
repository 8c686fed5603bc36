/**
 * Lines of the round-13 fortune forms (issue 13, helper fort4): a choice between two options (both named whole, a lean
 * with its reason, one step for the pick), an offer with the price the visitor named (the offer answered, the price
 * weighed in their words, one step), and a recurring problem asked "will it get better" (the problem said back, the
 * when answered, one step that fits). Slots: {a}, {b}, {pick}, {other}, {because}; {offer}, {price}; {problem}, {time},
 * {trigger}. Korean options are future-attributive clauses ("중고차를 살") said with 쪽.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { ChoiceReason } from '../../fortune-weigh13.ts';

/** The lines of one language. */
export interface WeighLines {
  /** Both options named, and the lean. */
  choiceLean: readonly string[];
  /** The reason for the lean, by where it came from. */
  choiceWhy: Readonly<Record<ChoiceReason, readonly string[]>>;
  /** One concrete step for the picked option, by the reason. */
  choiceStep: Readonly<Record<ChoiceReason, readonly string[]>>;
  /** The offer answered and its price named. */
  offer: readonly string[];
  /** A statement the visitor added after the price ({extra}), put on the same scale. */
  offerExtra: readonly string[];
  /** The price weighed: when to take it, when not. */
  offerWeigh: readonly string[];
  /** One step before answering the offer. */
  offerStep: readonly string[];
  /** The recurring problem said back. */
  recurring: readonly string[];
  /** The when, against the visitor's own time. */
  whenTimed: readonly string[];
  /** The when, with no time given. */
  whenOpen: readonly string[];
  /** A step built on the trigger the visitor named. */
  stepTrigger: readonly string[];
  /** A step with no trigger named: watch the pattern for a week. */
  stepLog: readonly string[];
}

const en: WeighLines = {
  choiceLean: ['Between “{a}” and “{b}”, the cards lean toward “{pick}”.', 'You asked me to weigh “{a}” against “{b}”: the stronger card falls on “{pick}”.'],
  choiceWhy: {
    purpose: ['{!otherNamed}“{other}” is not wrong either, but the reason is one you wrote yourself: {because}. A choice that already carries its own why is the one that holds.', '{?otherNamed}The reason is one you wrote yourself: {because}. A choice that already carries its own why is the one that holds.'],
    statusQuo: ['“{other}” is the path you already know; “{pick}” is the one you would keep wondering about if you never tried it.'],
    people: ['{!otherNamed}“{other}” is not wrong either, but “{pick}” is the one with someone else in it, and a choice shared with a person tends to hold better than one made alone.', '{?otherNamed}“{pick}” is the one with someone else in it, and a choice shared with a person tends to hold better than one made alone.'],
    first: ['You named it first, and the option named first is usually the one already on your mind; “{other}” stays your fallback.'],
  },
  choiceStep: {
    purpose: ['One concrete step: this week, write down what “{pick}” needs from you in its first month (the money, the hours, who to tell) and set the date you start.'],
    statusQuo: ['One concrete step: name what “{pick}” costs you (the money, the hours, or what gets pushed back) and set a cap on it before you start.'],
    people: ['One concrete step: put “{pick}” on the calendar with a date, and say it out loud to the one person it involves; a plan spoken to someone gets done.'],
    first: ['One concrete step: give “{pick}” one small test this week (one call, one visit or one number written down) and decide by the weekend.'],
  },
  offer: ['{offer:cap}: that is a real door, and the cards don’t tell you to shut it. The catch is the one you named yourself: {price}.'],
  offerExtra: ['You also wrote: {extra}. That goes on the same scale as the catch.'],
  offerWeigh: ['So weigh it in your own words: if that catch has a limit you can name (a date, a distance, a way back), the cards say take it; if it costs something you can’t get back, a clear no keeps the door open for the next one.'],
  offerStep: ['One step before you answer: ask them the one question the catch raises, how long it lasts and whether there is a way back, and give your answer by a date you set yourself.'],
  recurring: ['{problem:cap}: the cards read that as a pattern, not a sentence.'],
  whenTimed: ['And {time}? The card says it eases, not all at once but in steps, starting within two weeks of the first change you make.'],
  whenOpen: ['When? Not overnight: about two to three weeks after you change one thing, the good days start to outnumber the bad ones.'],
  stepTrigger: ['One step that fits: you named the trigger yourself, {trigger}, so change that one thing for two weeks and watch whether it quiets.'],
  stepLog: ['One step that fits: for seven days, write down each time it happens and what came right before it; by the end of the week the one thing to change first will be plain.'],
};

const vi: WeighLines = {
  choiceLean: ['Giữa “{a}” và “{b}”, quẻ nghiêng về “{pick}”.', 'Bạn nhờ mình cân “{a}” với “{b}”: lá bài mạnh hơn rơi vào “{pick}”.'],
  choiceWhy: {
    purpose: ['{!otherNamed}“{other}” cũng không sai, nhưng lý do nằm ngay trong câu bạn viết: “{because}”. Lựa chọn đã mang sẵn lý do của nó thường là lựa chọn bền.', '{?otherNamed}Lý do nằm ngay trong câu bạn viết: “{because}”. Lựa chọn đã mang sẵn lý do của nó thường là lựa chọn bền.'],
    statusQuo: ['“{other}” là con đường bạn đã biết rõ; “{pick}” là điều bạn sẽ còn băn khoăn mãi nếu không thử.'],
    people: ['{!otherNamed}“{other}” cũng không sai, nhưng “{pick}” là lựa chọn có người khác ở trong đó, mà lựa chọn gắn với một người thường bền hơn điều mình quyết một mình.', '{?otherNamed}“{pick}” là lựa chọn có người khác ở trong đó, mà lựa chọn gắn với một người thường bền hơn điều mình quyết một mình.'],
    first: ['Bạn nhắc tới nó trước tiên, mà điều được nói ra trước thường là điều lòng bạn đã nghiêng về; “{other}” cứ để làm phương án dự phòng.'],
  },
  choiceStep: {
    purpose: ['Một bước cụ thể: tuần này, ghi ra tháng đầu của “{pick}” cần ở bạn những gì (tiền, thời gian, báo cho ai) và chọn ngày bắt đầu.'],
    statusQuo: ['Một bước cụ thể: gọi tên cái giá của “{pick}” (tiền, thời gian, hay việc phải lùi lại) và đặt cho nó một mức trần trước khi bắt đầu.'],
    people: ['Một bước cụ thể: ghi “{pick}” vào lịch với một ngày cụ thể, rồi nói ra với người liên quan; kế hoạch đã nói với ai đó thì thường thành.'],
    first: ['Một bước cụ thể: tuần này thử “{pick}” một bước nhỏ (một cuộc gọi, một lần đến xem, hoặc một con số viết ra giấy) rồi quyết trước cuối tuần.'],
  },
  offer: ['{offer:cap}: đây là một cánh cửa thật, và quẻ không bảo bạn đóng nó lại. Cái giá thì chính bạn đã nói: {price}.'],
  offerExtra: ['Bạn còn viết: {extra}. Điều đó cũng đặt lên cùng bàn cân với cái giá.'],
  offerWeigh: ['Vậy hãy cân bằng chính lời của bạn: nếu cái giá đó có giới hạn gọi tên được (một mốc thời gian, một khoảng cách, một đường lui), quẻ bảo nhận; nếu nó lấy đi thứ không lấy lại được, một lời “không” rõ ràng vẫn giữ cửa cho lần sau.'],
  offerStep: ['Một bước trước khi trả lời: hỏi họ đúng câu mà cái giá ấy đặt ra, nó kéo dài bao lâu và có đường lui không, rồi tự hẹn một ngày để trả lời.'],
  recurring: ['{problem:cap}: quẻ đọc chuyện này là một vòng lặp, không phải một bản án.'],
  whenTimed: ['Còn {time} thì sao? Quẻ nói sẽ đỡ, không phải một lần là hết mà từng bước, bắt đầu trong khoảng hai tuần sau thay đổi đầu tiên bạn làm.'],
  whenOpen: ['Khi nào đỡ? Không phải sau một đêm: khoảng hai đến ba tuần sau khi bạn đổi một điều, ngày dễ chịu sẽ nhiều hơn ngày khó chịu.'],
  stepTrigger: ['Một bước hợp với chuyện này: chính bạn đã chỉ ra lúc nó đến, {trigger}, nên hãy đổi đúng điều đó trong hai tuần rồi xem nó có dịu đi không.'],
  stepLog: ['Một bước hợp với chuyện này: bảy ngày tới, mỗi lần nó xảy ra hãy ghi lại giờ giấc và điều xảy ra ngay trước đó; cuối tuần bạn sẽ thấy điều cần đổi trước tiên.'],
};

const ko: WeighLines = {
  choiceLean: ['{a} 쪽과 {b} 쪽 사이에서, 카드는 {pick} 쪽으로 기울어요.', '{a} 쪽이냐 {b} 쪽이냐, 더 힘 있는 카드는 {pick} 쪽에 떨어졌어요.'],
  choiceWhy: {
    purpose: ['{!otherNamed}{other} 쪽도 틀린 답은 아니지만, 이유는 직접 쓰신 말 안에 있어요. ‘{because}’. 이유가 이미 붙어 있는 선택이 오래 가요.', '{?otherNamed}이유는 직접 쓰신 말 안에 있어요. ‘{because}’. 이유가 이미 붙어 있는 선택이 오래 가요.'],
    statusQuo: ['{other} 쪽은 이미 아는 길이고, {pick} 쪽은 해 보지 않으면 계속 마음에 남을 길이거든요.'],
    people: ['{!otherNamed}{other} 쪽도 틀린 답은 아니지만, {pick} 쪽에는 다른 사람이 얽혀 있고, 사람이 얽힌 선택은 혼자 정한 것보다 오래 가거든요.', '{?otherNamed}{pick} 쪽에는 다른 사람이 얽혀 있고, 사람이 얽힌 선택은 혼자 정한 것보다 오래 가거든요.'],
    first: ['먼저 꺼내신 쪽이 대개 마음이 이미 가 있는 쪽이에요. {other} 쪽은 대안으로 남겨 두세요.'],
  },
  choiceStep: {
    purpose: ['구체적인 한 걸음: 이번 주 안에 {pick} 쪽의 첫 한 달에 필요한 것(돈, 시간, 알릴 사람)을 적고 시작할 날짜를 정하세요.'],
    statusQuo: ['구체적인 한 걸음: {pick} 쪽에 드는 대가(돈, 시간, 뒤로 밀리는 일)를 하나 적고, 시작하기 전에 상한선을 정해 두세요.'],
    people: ['구체적인 한 걸음: {pick} 쪽을 날짜와 함께 달력에 적고, 관련된 사람에게 직접 말해 두세요. 누군가에게 말한 계획은 대개 지켜져요.'],
    first: ['구체적인 한 걸음: 이번 주에 {pick} 쪽을 작게 시험해 보세요. 전화 한 통, 한 번 가 보기, 숫자 하나 적어 보기. 그리고 주말까지 정하세요.'],
  },
  offer: ['{offer}, 그 자체는 진짜 기회예요. 카드가 그 문을 닫으라고 하지는 않아요. 다만 대가는 직접 적으신 그대로, {price} 한다는 점이에요.'],
  offerExtra: ['그리고 ‘{extra}’라고 하셨죠. 그것도 같은 저울에 올려놓으세요.'],
  offerWeigh: ['그러니 본인 말로 저울질해 보세요. 그 대가에 끝이나 한도가 보이면(기간, 금액, 돌아올 길) 카드는 해 보라는 쪽이고, 되돌릴 수 없는 걸 내줘야 한다면 분명하게 거절하는 게 다음 기회를 지키는 길이에요.'],
  offerStep: ['답하기 전에 한 걸음: 그 대가가 얼마나 오래 가는지, 중간에 돌아올 길은 있는지 상대에게 물어보고, 답할 날짜도 직접 정해 두세요.'],
  recurring: ['{problem}, 카드는 이걸 되풀이되는 흐름으로 읽어요. 정해진 판결이 아니에요.'],
  whenTimed: ['{time:은}요? 나아져요. 한 번에 싹 사라지기보다는 계단처럼요. 처음 뭔가를 바꾸고 2주 안에 달라진 게 느껴질 거예요.'],
  whenOpen: ['언제쯤이냐면, 하룻밤 사이는 아니에요. 한 가지를 바꾸고 2~3주쯤 지나면 괜찮은 날이 힘든 날보다 많아져요.'],
  stepTrigger: ['잘 맞는 한 걸음: 계기는 직접 말씀하셨어요. ‘{trigger}’. 2주 동안 바로 그 순간 하나만 바꿔 보고 잠잠해지는지 지켜보세요.'],
  stepLog: ['잘 맞는 한 걸음: 일주일 동안 그 일이 생길 때마다 시간과 바로 직전에 있었던 일을 적어 두세요. 주말쯤이면 먼저 바꿀 한 가지가 보여요.'],
};

const zh: WeighLines = {
  choiceLean: ['在“{a}”和“{b}”之间，牌偏向“{pick}”。', '你让我掂量“{a}”和“{b}”：更有力的那张牌落在“{pick}”上。'],
  choiceWhy: {
    purpose: ['{!otherNamed}“{other}”也不算错，不过理由就在你自己写的话里：“{because}”。自带理由的选择，走得更稳。', '{?otherNamed}理由就在你自己写的话里：“{because}”。自带理由的选择，走得更稳。'],
    statusQuo: ['“{other}”是你已经熟悉的路；“{pick}”是不试一次就会一直惦记的那条。'],
    people: ['{!otherNamed}“{other}”也不算错，只是“{pick}”牵涉到别人，和人有关的选择，往往比一个人闷头做的决定更站得住。', '{?otherNamed}“{pick}”牵涉到别人，和人有关的选择，往往比一个人闷头做的决定更站得住。'],
    first: ['你先说出口的那个，往往就是心里已经偏向的；“{other}”留作退路。'],
  },
  choiceStep: {
    purpose: ['具体的一步：这周之内，把“{pick}”第一个月要你拿出的东西写下来（钱、时间、要告诉谁），再定一个开始的日子。'],
    statusQuo: ['具体的一步：写下“{pick}”要你付出的一样东西（钱、时间，或被往后推的事），开始之前先给它定个上限。'],
    people: ['具体的一步：把“{pick}”连同日期写进日程，再亲口告诉它牵涉的那个人；说出口的计划，通常会做到。'],
    first: ['具体的一步：这周给“{pick}”做一个小测试（打一个电话、去看一次，或者把一个数字写下来），周末前做决定。'],
  },
  offer: ['{offer}——这本身是一扇真的门，牌没有让你把它关上。代价你自己已经说了：{price}。'],
  offerExtra: ['你还写了：{extra}。这也要和代价放在同一杆秤上。'],
  offerWeigh: ['那就用你自己的话来掂量：如果这个代价有说得出的期限或上限（多久、多远、能不能回头），牌偏向接受；如果它要拿走你拿不回来的东西，干脆地说“不”，下一次的门也还开着。'],
  offerStep: ['答复之前的一步：问清楚这个代价引出的那个问题，要持续多久、中途有没有退路；再给自己定一个答复的日子。'],
  recurring: ['{problem}——牌把这看作一个循环，而不是定局。'],
  whenTimed: ['那{time}呢？会好转，不是一下子全好，而是一步一步：你做出第一个改变后两周之内，就会感觉到不同。'],
  whenOpen: ['什么时候会好？不是一夜之间：改掉一件事之后大约两三周，好过的日子会比难受的日子多。'],
  stepTrigger: ['适合这件事的一步：触发点你自己已经说了——{trigger}——接下来两周只改这一处，看看它会不会安静下来。'],
  stepLog: ['适合这件事的一步：接下来七天，每次发生都记下时间和它发生前刚做了什么；到周末，你就知道该先改哪一件。'],
};

/** The round-13 form lines per language. */
export const weighLines: Readonly<Record<ContentLanguage, WeighLines>> = { en, vi, ko, zh };
