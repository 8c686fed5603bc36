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
  vi: ['Chúc mừng bạn đã {news}! Giỏi quá đi!', 'Trời ơi! Chúc mừng bạn đã {news}! Bao nhiêu cố gắng cuối cùng cũng được đền đáp.'],
  ko: ['{news} 거 진짜 축하해요! 그동안 고생 많았어요.', '와, {news} 거예요? 진짜 축하해요! 노력한 보람이 있네요.'],
  zh: ['你{news}！恭喜恭喜，努力总算有回报了！', '真的吗？你{news}！太为你高兴了，恭喜！'],
};

/** A question about celebrating, when the message makes no plan of its own. */
export const newsCelebrate: ShapeLines = {
  en: ['How are you going to celebrate?', 'Tell me, how does it feel?'],
  vi: ['Bạn định ăn mừng thế nào?', 'Giờ bạn thấy thế nào?'],
  ko: ['어떻게 축하할 거예요?', '지금 기분 어때요?'],
  zh: ['打算怎么庆祝？', '现在心情怎么样？'],
};

/** A yes to a plan with its time and activity. */
export const planWithActivity: ShapeLines = {
  en: ['{activity_cap} {time}? I’m in!', '{activity_cap} {time}? Yes! Count me in.'],
  vi: ['{time_cap} {activity} hả? Đi chứ!', 'Ok luôn, {time} {activity} nhé!'],
  ko: ['{time} {activity}? 좋아요, 갈게요!', '{time} {activity}, 완전 좋아요!'],
  zh: ['{time}{activity}？好呀，我去！', '好啊，{time}{activity}，算我一个！'],
};

/** A yes to a plan that gives its time only. */
export const planTimeOnly: ShapeLines = {
  en: ['{time_cap} works for me. I’m in!', '{time_cap}? Count me in!'],
  vi: ['{time_cap} hả? Được luôn, mình đi!', 'Ok, {time} nha!'],
  ko: ['{time}? 좋아요, 비워 둘게요!', '{time} 좋아요, 갈게요!'],
  zh: ['{time}？可以呀，我去！', '{time}没问题，算我一个！'],
};

/** A closing line for a plan, never asking the time again. */
export const planClose: ShapeLines = {
  en: ['See you then!', 'I’ll be there, don’t be late.', 'Can’t wait.'],
  vi: ['Hẹn gặp bạn nha!', 'Mình mong lắm rồi đó.'],
  ko: ['그때 봐요!', '벌써 기대돼요.'],
  zh: ['到时候见！', '已经开始期待了。'],
};

/** A result the visitor still hopes for ("I hope I passed"): no congratulation, no question about its date. */
export const newsHoped: ShapeLines = {
  en: ['Fingers crossed for you! Waiting for a result is the hardest part, but the work is already done.', 'I’m keeping my fingers crossed! Whatever comes, you gave it everything.'],
  vi: ['Mình cầu may cho bạn nhé! Chờ kết quả là khúc khó nhất, nhưng phần việc của bạn thì đã làm xong rồi.', 'Mình tin là ổn mà! Dù thế nào, bạn cũng đã cố hết sức rồi.'],
  ko: ['잘됐으면 좋겠어요, 진심으로 응원할게요! 결과 기다리는 게 제일 힘들지만, 할 건 이미 다 했잖아요.', '좋은 소식 있을 거예요! 결과가 어떻든 최선을 다한 건 변하지 않아요.'],
  zh: ['我替你祈祷！等结果是最难熬的，但该做的你都已经做完了。', '一定会有好消息的！不管结果怎样，你已经尽力了。'],
};

/** A result the visitor did not get ("I didn't get it", "没考上", "떨어졌어"): comfort, never congratulations. */
export const newsMissed: ShapeLines = {
  en: ['Oh no… I’m really sorry. That stings, especially after all the work you put in.', 'I’m so sorry. That’s a hard one to hear, and it’s okay to be upset about it.'],
  vi: ['Ôi… mình tiếc quá. Cố gắng nhiều như vậy mà, buồn là phải.', 'Thương bạn ghê. Nghe vậy ai cũng hụt hẫng, buồn một chút cũng không sao đâu.'],
  ko: ['아… 정말 속상하겠어요. 그렇게 열심히 했는데.', '많이 아쉽죠. 속상한 게 당연해요, 오늘은 그냥 속상해해도 돼요.'],
  zh: ['啊……真的好可惜。你那么努力，难过是当然的。', '抱抱你。听到这个谁都会失落，今天难过一下也没关系。'],
};

/** What follows a missed result: company, or the talk the visitor may want. */
export const newsMissedAfter: ShapeLines = {
  en: ['Do you want to talk about it, or should I just keep you company for a bit?', 'This one result doesn’t decide who you are. Want to tell me what happened?'],
  vi: ['Bạn muốn kể mình nghe không, hay để mình ngồi cạnh một lúc thôi?', 'Một kết quả này không quyết định bạn là ai đâu. Kể mình nghe chuyện gì đã xảy ra nhé?'],
  ko: ['얘기하고 싶어요, 아니면 그냥 옆에 있어 줄까요?', '결과 하나가 전부를 말해 주진 않아요. 어떻게 된 건지 얘기해 줄래요?'],
  zh: ['想跟我说说吗？还是我先安静地陪你一会儿？', '一次结果决定不了你是谁。愿意跟我说说发生了什么吗？'],
};
