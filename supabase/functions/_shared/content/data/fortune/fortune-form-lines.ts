/**
 * Lines that answer a fortune question by its form first (issue 13, ninth round): "is it a bad idea to…" gets a lean
 * and one reason from what was written, "when should I tell…" a window and a condition (the visitor's own step, not a
 * wait), "should I take the day off to be there" for someone else's surgery or exam a lean toward being there, and
 * someone else's event the visitor only attends a guest's tip. Slots: {subject}, {who}, {window}.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The form-first lines of one language. */
export interface FortuneFormLines {
  /** "Is it a bad idea": a lean with the person the visitor named as the reason, with the thing alone, or with the timing (the person is away). */
  badIdea: { who: readonly string[]; self: readonly string[]; timing: readonly string[] };
  /** "When should I tell / ask": a window and a condition, with the person to tell, without a thing, or alone. */
  act: { who: readonly string[]; whoBare: readonly string[]; self: readonly string[] };
  /** A lean toward being there for someone else's surgery, exam or day. */
  support: readonly string[];
  /** A tip for being there for someone else's day. */
  supportTip: readonly string[];
  /** A tip for a guest at someone else's event. */
  guestTip: readonly string[];
  /** The visitor's own sleep lost to worry about someone ({who}). */
  worrySleep: readonly string[];
  /** "Will it go well" about a plain thing: one thing to watch. */
  watch: readonly string[];
  /** Someone else's exam or wedding: how it goes, said of them, not of the visitor on stage. */
  othersStage: readonly string[];
  /** A tip for singing or performing (not a speech's first and last line). */
  performTip: readonly string[];
  /** The option not picked in a choice, weighed: it stays the fallback ({pick}, {other}). */
  choiceOther: readonly string[];
  /** A test for a choice still wavering, with both options ({pick}, {other}). */
  choiceTest: readonly string[];
  /** Someone else's party or wedding the reading left out ({subject}): their day, enjoyed, not run. */
  othersMention: readonly string[];
}

const en: FortuneFormLines = {
  badIdea: {
    who: ['Not a bad idea in itself, and the cards don’t tell you to stay away. What decides it is {who}: talk it through with them first, plainly, so nothing about {subject} comes as a surprise.'],
    self: ['{subject:cap} is not a bad idea in itself; the card is upright. What would make it one is rushing: give it one calm day of thought and one honest conversation before you commit.'],
    timing: ['Not a bad idea in itself; what decides it is the timing. While {who} is away, raise {subject} with them directly, by a short message, so it never looks as if it went around them.'],
  },
  act: {
    who: ['The right moment to bring up {subject} with {who} is {window}: a calm, unhurried moment, not in passing or at the end of a bad day, with your plan already in hand.'],
    whoBare: ['The right moment to raise it with {who} is {window}: a calm, unhurried moment, not in passing or at the end of a bad day, with your plan already in hand.'],
    self: ['The right moment for {subject} is {window}, once the practical side is written down; with a plan in hand the conversation is half as hard.'],
  },
  support: ['Yes, if you can, be there: for {subject}, having you close matters more than anything the cards could add, and that is the reason to ask for the time now.'],
  supportTip: ['On the day, let them lead; your part is to be the calm, familiar face they can find, and to take one practical worry off their hands.'],
  guestTip: ['Go as a guest, not as the story: greet, stay for the part that matters, and leave while it is still pleasant.'],
  worrySleep: ['And your own sleep: worry keeps the mind on watch. Write tomorrow’s one task down before bed and let the rest wait until morning; you help {who} best when you are rested.'],
  watch: ['One thing to watch: the small practical step you’d rather skip (a paper, a call, an early start) is the one that decides how it goes, so do it first.'],
  othersStage: ['For {subject}, the card is the Sun: it goes better than the nerves say.'],
  performTip: ['Sing it through out loud twice a day this week, not ten times the night before, and on the day find one friendly face and sing to them.'],
  choiceOther: ['“{other}” is not wrong either: keep it as your fallback until “{pick}” is settled in writing.'],
  othersMention: ['And {subject}: the card for it is bright; it is their day, so enjoy it rather than run it.'],
  choiceTest: ['If you still waver, try this: imagine “{pick}” already done and notice what you feel. Relief means it is right; a pang for “{other}” means that one matters more to you than the cards can say.', 'Or flip a coin for “{pick}” against “{other}” and watch which side you hope for while it is in the air; that hope is the answer the cards only confirm.'],
};

const vi: FortuneFormLines = {
  badIdea: {
    who: ['Bản thân chuyện này không phải ý tồi, quẻ cũng không bảo bạn tránh đi. Điều quyết định là {who}: nói rõ với người ấy trước, thẳng thắn, để {subject} không thành chuyện bất ngờ.'],
    self: ['{subject:cap} tự nó không phải ý tồi; lá bài xuôi chiều. Điều có thể biến nó thành ý tồi là sự vội vàng: cho mình một ngày bình tĩnh suy nghĩ và một cuộc nói chuyện thật lòng rồi hãy quyết.'],
    timing: ['Bản thân chuyện này không phải ý tồi; điều quyết định là thời điểm. Trong lúc {who} vắng mặt, hãy nói {subject} trực tiếp với người ấy, dù chỉ bằng một tin nhắn ngắn, để không ai thấy bạn đi vòng qua họ.'],
  },
  act: {
    who: ['Thời điểm hợp để nói {subject} với {who} là {window}: chọn lúc thong thả, đừng nói vội hay sau một ngày mệt, và mang sẵn kế hoạch của bạn.'],
    whoBare: ['Thời điểm hợp để mở lời với {who} là {window}: chọn lúc thong thả, đừng nói vội hay sau một ngày mệt, và mang sẵn kế hoạch của bạn.'],
    self: ['Thời điểm hợp cho {subject} là {window}, sau khi bạn đã ghi ra giấy phần việc cụ thể; có kế hoạch trong tay thì cuộc nói chuyện dễ hơn một nửa.'],
  },
  support: ['Nếu được thì bạn cứ ở bên: với {subject}, có bạn ở gần quý hơn bất cứ lá bài nào, và vì thế nên xin thời gian ngay từ bây giờ.'],
  supportTip: ['Hôm đó hãy để người ấy làm chủ; phần của bạn là một gương mặt quen, bình tĩnh, và gánh giúp một nỗi lo cụ thể.'],
  guestTip: ['Hãy đi với tư cách một vị khách: chào hỏi, ở lại phần quan trọng, và về khi không khí còn vui.'],
  worrySleep: ['Còn giấc ngủ của bạn: lo lắng giữ đầu óc thức canh. Trước khi ngủ ghi ra một việc cần làm ngày mai, phần còn lại để sáng hãy tính; bạn ngủ đủ thì mới đỡ được {who}.'],
  watch: ['Một điều cần để ý: bước nhỏ mà bạn muốn bỏ qua (một tờ giấy, một cuộc gọi, đi sớm một chút) lại là bước quyết định mọi chuyện, nên làm nó trước.'],
  othersStage: ['Với {subject}, lá bài là Mặt Trời: mọi chuyện suôn sẻ hơn nỗi hồi hộp nói.'],
  performTip: ['Tuần này mỗi ngày hát trọn bài thành tiếng hai lần, đừng dồn mười lần vào tối hôm trước; hôm đó tìm một gương mặt thân thiện và hát cho người ấy nghe.'],
  choiceOther: ['“{other}” cũng không sai: giữ nó làm đường lui cho tới khi “{pick}” đã chắc chắn trên giấy.'],
  othersMention: ['Còn {subject}: lá bài ở đó sáng sủa; đó là ngày của người ta, bạn cứ tận hưởng chứ không cần lo toan.'],
  choiceTest: ['Nếu vẫn còn phân vân, thử thế này: tưởng tượng “{pick}” đã xong rồi và để ý cảm giác của mình. Thấy nhẹ nhõm là đúng; thấy tiếc “{other}” thì lựa chọn kia quan trọng với bạn hơn mọi lá bài.', 'Hoặc tung đồng xu giữa “{pick}” và “{other}”, để ý lúc đồng xu còn trên không bạn mong mặt nào; mong ước đó là câu trả lời, lá bài chỉ xác nhận thôi.'],
};

const ko: FortuneFormLines = {
  badIdea: {
    who: ['그 자체로 나쁜 생각은 아니에요. 카드도 가지 말라고는 하지 않아요. 관건은 {who}예요. {subject:을} 앞두고 먼저 솔직하게 이야기해 두면 서로 놀랄 일이 없어요.'],
    self: ['{subject} 자체는 나쁜 생각이 아니에요. 카드는 정방향이에요. 나쁜 생각이 되는 건 서두를 때뿐이에요. 하루만 차분히 생각하고, 한 번 솔직하게 이야기한 뒤에 정하세요.'],
    timing: ['그 자체로 나쁜 생각은 아니에요. 관건은 타이밍이에요. {who:이} 자리에 없는 동안이라도 {subject} 이야기는 짧은 메시지로 직접 먼저 전하세요. 그래야 건너뛰고 진행한 것처럼 보이지 않아요.'],
  },
  act: {
    who: ['{subject} 이야기를 꺼낼 타이밍은 {window}예요. {who:과} 따로 짧게 시간을 잡고, 지나가듯 말하지 말고 계획을 들고 분명하게 말하세요.'],
    whoBare: ['이야기를 꺼낼 타이밍은 {window}예요. {who:과} 따로 짧게 시간을 잡고, 지나가듯 말하지 말고 계획을 들고 분명하게 말하세요.'],
    self: ['{subject}의 타이밍은 {window}예요. 현실적인 부분을 먼저 적어 두면 이야기가 절반은 쉬워져요.'],
  },
  support: ['할 수 있다면 곁에 있어 주세요. {subject}에는 어떤 카드보다 당신이 옆에 있다는 게 더 커요. 그러니 시간은 지금 미리 내 두세요.'],
  supportTip: ['당일의 주인공은 그분이에요. 당신 몫은 찾으면 바로 보이는 차분한 얼굴이 되어 주고, 현실적인 걱정 하나를 대신 맡아 주는 거예요.'],
  guestTip: ['손님으로 가세요. 인사하고, 중요한 순간까지 함께하고, 분위기가 좋을 때 일어나면 돼요.'],
  worrySleep: ['그리고 당신의 잠. 걱정은 머리를 계속 깨어 있게 해요. 자기 전에 내일 할 일 하나만 적고 나머지는 아침에 맡기세요. 잘 쉬어야 {who:을} 잘 도울 수 있어요.'],
  watch: ['조심할 한 가지: 건너뛰고 싶은 작은 준비(서류 한 장, 전화 한 통, 조금 일찍 나서기)가 결과를 갈라요. 그것부터 하세요.'],
  othersStage: ['{subject}에는 태양 카드가 나왔어요. 긴장한 마음보다 훨씬 잘 흘러가요.'],
  performTip: ['이번 주에는 하루 두 번, 소리 내어 처음부터 끝까지 불러 보세요. 전날 밤 열 번보다 나아요. 당일에는 반가운 얼굴 하나를 찾아 그 사람에게 불러 주듯 하세요.'],
  choiceOther: ['‘{other}’도 틀린 답은 아니에요. ‘{pick}’ 쪽이 확실해질 때까지 대안으로 남겨 두세요.'],
  othersMention: ['그리고 {subject}, 그쪽 카드는 밝아요. 주인공의 날이니 챙기기보다 즐기세요.'],
  choiceTest: ['그래도 망설여지면 이렇게 해 보세요. ‘{pick}’ 쪽으로 이미 정했다고 상상하고 마음을 살펴보세요. 홀가분하면 맞는 답이고, ‘{other}’ 쪽이 아쉽다면 그쪽이 카드보다 더 중요한 거예요.', '아니면 ‘{pick}’ 쪽과 ‘{other}’ 쪽을 두고 동전을 던져 보세요. 동전이 공중에 있는 동안 어느 쪽을 바라는지가 답이고, 카드는 그걸 확인해 줄 뿐이에요.'],
};

const zh: FortuneFormLines = {
  badIdea: {
    who: ['这件事本身不算坏主意，牌也没让你躲开。关键在{who}：事先坦白地跟对方说清楚，别让{subject}变成一个意外。'],
    self: ['{subject}本身不是坏主意，牌是正位。会让它变坏的只有着急：先给自己一天冷静想想，再认真谈一次，然后再决定。'],
    timing: ['这件事本身不算坏主意，关键在时机。{who}不在的这段时间，{subject}也要先直接跟对方说一声，哪怕只是一条简短的消息，免得看起来像是绕过了对方。'],
  },
  act: {
    who: ['跟{who}提{subject}，时机在{window}：挑一个不赶的时候单独说，别顺嘴一提，带着你的安排说清楚。'],
    whoBare: ['跟{who}开口，时机在{window}：挑一个不赶的时候单独说，别顺嘴一提，带着你的安排说清楚。'],
    self: ['{subject}的时机在{window}，前提是先把实际的部分写下来；手里有安排，话就好说一半。'],
  },
  support: ['能去就去，陪在身边：对{subject}来说，有你在旁边比任何一张牌都管用，所以现在就把时间安排好。'],
  supportTip: ['当天让对方做主角；你的任务是当一张让人安心的熟悉面孔，再替对方扛下一件具体的小事。'],
  guestTip: ['以客人的身份去：打个招呼，待到最重要的环节，在气氛还好的时候离开。'],
  worrySleep: ['还有你自己的睡眠：担心会让脑子一直站岗。睡前把明天要做的一件事写下来，其余的留给早上；你休息好了，才能更好地照顾{who}。'],
  watch: ['要留意的一点：你最想省掉的那个小步骤（一张材料、一个电话、早点出门）往往决定结果，先把它做了。'],
  othersStage: ['{subject}抽到的是太阳牌：会比紧张的心情顺利得多。'],
  performTip: ['这周每天完整地出声唱两遍，别等到前一晚唱十遍；当天找一张友善的脸，就当唱给那个人听。'],
  choiceOther: ['“{other}”也不算错：在“{pick}”定下来之前，先把它留作退路。'],
  othersMention: ['还有{subject}：那张牌很明亮；那是对方的日子，好好享受，不用操持。'],
  choiceTest: ['如果还在犹豫，试试这样：想象已经选了“{pick}”，留意自己的感觉。松一口气就说明选对了；要是惦记着“{other}”，那它对你比任何一张牌都重要。', '或者为“{pick}”和“{other}”抛一次硬币，硬币在空中时你盼着哪一面，那就是答案，牌只是替你确认。'],
};

/** Form-first lines per language. */
export const fortuneFormLines: Readonly<Record<ContentLanguage, FortuneFormLines>> = { en, vi, ko, zh };
