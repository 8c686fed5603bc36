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
