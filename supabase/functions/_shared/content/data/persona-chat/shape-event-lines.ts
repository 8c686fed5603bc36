/**
 * Round 10 (shapes NEWS and PLAN): congratulations on an achievement the visitor names ({news}: "You passed your exam",
 * "đã nhận được học bổng", "운전면허 딴", "考试及格了"), and a yes to a plan for the time and activity the visitor gave
 * ({time}, {activity}). Korean is written in 해요체; casual personas drop the 요 (persona-chat-shape-words.ts).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** Lines of one shape, per language. */
type ShapeLines = Readonly<Record<ContentLanguage, readonly string[]>>;

/** The congratulation that names the achievement. */
export const newsNamed: ShapeLines = {
  en: ['{news}! Congratulations, that’s huge!', '{news}? Congratulations! All that work paid off.', 'Wait, {news_lower}? Congratulations, I’m so happy for you!'],
  vi: ['Chúc mừng bạn đã {news}! Giỏi quá đi!', 'Trời ơi! Chúc mừng bạn đã {news}! Bao nhiêu cố gắng cuối cùng cũng được đền đáp.', 'Thật hả? Chúc mừng bạn đã {news}, mình mừng cho bạn ghê!'],
  ko: ['{news} 거 진짜 축하해요! 그동안 고생 많았어요.', '와, {news} 거예요? 진짜 축하해요! 노력한 보람이 있네요.', '대박, {news} 거 맞아요? 축하해요! 생각만 해도 신나요.'],
  zh: ['你{news}！恭喜恭喜，努力总算有回报了！', '真的吗？你{news}！太为你高兴了，恭喜！', '哇，你{news}？恭喜你！这么久的辛苦没白费。'],
};

/** A question about celebrating, when the message makes no plan of its own. */
export const newsCelebrate: ShapeLines = {
  en: ['How are you going to celebrate?', 'Tell me, how does it feel?', 'Who was the first person you told?'],
  vi: ['Bạn định ăn mừng thế nào?', 'Giờ bạn thấy thế nào?', 'Bạn khoe với ai đầu tiên vậy?'],
  ko: ['어떻게 축하할 거예요?', '지금 기분 어때요?', '제일 먼저 누구한테 말했어요?'],
  zh: ['打算怎么庆祝？', '现在心情怎么样？', '你第一个告诉的是谁？'],
};

/** A yes to a plan with its time and activity. */
export const planWithActivity: ShapeLines = {
  en: ['{activity_cap} {time}? I’m in!', '{activity_cap} {time}? Yes! Count me in.', '{activity_cap} {time} sounds perfect. I’ll be there.'],
  vi: ['{time_cap} {activity} hả? Đi chứ!', 'Ok luôn, {time} {activity} nhé!', '{time_cap} {activity}, nghe hay quá, chốt luôn!'],
  ko: ['{time} {activity}? 좋아요, 갈게요!', '{time} {activity}, 완전 좋아요!', '{time} {activity}라니, 딱 좋아요. 꼭 갈게요!'],
  zh: ['{time}{activity}？好呀，我去！', '好啊，{time}{activity}，算我一个！', '{time}{activity}，听起来太棒了，就这么定！'],
};

/** A yes to a plan that gives its time only. */
export const planTimeOnly: ShapeLines = {
  en: ['{time_cap} works for me. I’m in!', '{time_cap}? Count me in!', '{time_cap} it is, I’m keeping it free.'],
  vi: ['{time_cap} hả? Được luôn, mình đi!', 'Ok, {time} nha!', '{time_cap} thì mình rảnh, chốt nha!'],
  ko: ['{time}? 좋아요, 비워 둘게요!', '{time} 좋아요, 갈게요!', '{time}, 달력에 바로 적어 둘게요!'],
  zh: ['{time}？可以呀，我去！', '{time}没问题，算我一个！', '{time}，我空出来了，就这么说定！'],
};

/** A closing line for a plan, never asking the time again. */
export const planClose: ShapeLines = {
  en: ['See you then!', 'I’ll be there, don’t be late.', 'Can’t wait.'],
  vi: ['Hẹn gặp bạn nha!', 'Mình mong lắm rồi đó.', 'Nhớ đúng giờ đó nha!'],
  ko: ['그때 봐요!', '벌써 기대돼요.', '늦지 말기예요!'],
  zh: ['到时候见！', '已经开始期待了。', '别迟到哦！'],
};

/** A result the visitor still hopes for ("I hope I passed"): no congratulation, no question about its date. */
export const newsHoped: ShapeLines = {
  en: ['Fingers crossed for you! Waiting for a result is the hardest part, but the work is already done.', 'I’m keeping my fingers crossed! Whatever comes, you gave it everything.', 'The waiting is the worst bit. Want to keep me posted the second you hear?'],
  vi: ['Mình cầu may cho bạn nhé! Chờ kết quả là khúc khó nhất, nhưng phần việc của bạn thì đã làm xong rồi.', 'Mình tin là ổn mà! Dù thế nào, bạn cũng đã cố hết sức rồi.', 'Chờ đợi là khúc mệt nhất. Có tin gì báo mình liền nha!'],
  ko: ['잘됐으면 좋겠어요, 진심으로 응원할게요! 결과 기다리는 게 제일 힘들지만, 할 건 이미 다 했잖아요.', '좋은 소식 있을 거예요! 결과가 어떻든 최선을 다한 건 변하지 않아요.', '기다리는 게 제일 힘들죠. 결과 나오면 제일 먼저 알려 줘요!'],
  zh: ['我替你祈祷！等结果是最难熬的，但该做的你都已经做完了。', '一定会有好消息的！不管结果怎样，你已经尽力了。', '等待最磨人了。一有消息就第一个告诉我好不好？'],
};

/** A result the visitor did not get ("I didn't get it", "没考上", "떨어졌어"): comfort, never congratulations. */
export const newsMissed: ShapeLines = {
  en: ['Oh no… I’m really sorry. That stings, especially after all the work you put in.', 'I’m so sorry. That’s a hard one to hear, and it’s okay to be upset about it.', 'Ugh, that hurts. You don’t have to be okay about it today.'],
  vi: ['Ôi… mình tiếc quá. Cố gắng nhiều như vậy mà, buồn là phải.', 'Thương bạn ghê. Nghe vậy ai cũng hụt hẫng, buồn một chút cũng không sao đâu.', 'Tiếc thật sự. Hôm nay chưa ổn cũng không sao hết.'],
  ko: ['아… 정말 속상하겠어요. 그렇게 열심히 했는데.', '많이 아쉽죠. 속상한 게 당연해요, 오늘은 그냥 속상해해도 돼요.', '아, 마음 아파요. 오늘은 괜찮은 척 안 해도 돼요.'],
  zh: ['啊……真的好可惜。你那么努力，难过是当然的。', '抱抱你。听到这个谁都会失落，今天难过一下也没关系。', '唉，好心疼。今天不用假装没事。'],
};

/** What follows a missed result: company, or the talk the visitor may want. */
export const newsMissedAfter: ShapeLines = {
  en: ['Do you want to talk about it, or should I just keep you company for a bit?', 'This one result doesn’t decide who you are. Want to tell me what happened?', 'When you’re ready, tell me the part that stings most. I’m not going anywhere.'],
  vi: ['Bạn muốn kể mình nghe không, hay để mình ngồi cạnh một lúc thôi?', 'Một kết quả này không quyết định bạn là ai đâu. Kể mình nghe chuyện gì đã xảy ra nhé?', 'Lúc nào sẵn sàng thì kể mình nghe phần làm bạn buồn nhất nha, mình ở đây.'],
  ko: ['얘기하고 싶어요, 아니면 그냥 옆에 있어 줄까요?', '결과 하나가 전부를 말해 주진 않아요. 어떻게 된 건지 얘기해 줄래요?', '준비되면 제일 속상한 부분부터 말해 줘요. 어디 안 가요.'],
  zh: ['想跟我说说吗？还是我先安静地陪你一会儿？', '一次结果决定不了你是谁。愿意跟我说说发生了什么吗？', '等你准备好了，先跟我说说最难受的那部分，我一直在。'],
};
