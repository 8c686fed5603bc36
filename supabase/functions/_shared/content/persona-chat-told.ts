/**
 * Questions the visitor already answered (round 9b of issue 13). A persona's stock questions ("What is your star
 * sign?", "What did you have for lunch?", "Got a song you're hooked on?") must never ask for something the visitor
 * already said in the conversation: this module drops such templates from a list before one is drawn.
 */
import { zodiacSigns } from './data/persona/chat-frames.ts';
import { hasAnyKeyword, matchDocument } from './keyword-match.ts';

/** One thing a stock question asks for: how the question is told apart, and the words by which a visitor already gave it. */
interface AskedThing {
  question: RegExp;
  told: readonly string[];
}

const signWords: readonly string[] = zodiacSigns.flatMap((sign) => sign.match);

const askedThings: readonly AskedThing[] = [
  {
    question: /\b(?:sign|born|birthday|chart)\b|별자리|생일|태어났|cung (?:gì|nào|hoàng đạo)|sinh (?:ngày|tháng|năm) nào|ngày sinh|星座|生日|哪天出生/iu,
    told: [...signWords, 'my birthday', 'born on', 'born in', 'sinh ngày', 'sinh tháng', '생일은', '생일이', '月生', '号生', '我的生日'],
  },
  {
    question: /\b(?:snack|lunch|dinner|breakfast|eat|ate)\b|간식|점심|저녁|먹었|ăn (?:gì|trưa|tối|sáng)|ăn vặt|零食|午饭|晚饭|吃了什么|吃的什么/iu,
    told: ['lunch', 'dinner', 'breakfast', 'snack', 'ate', 'eating', 'ăn trưa', 'ăn tối', 'bữa trưa', 'đã ăn', '점심', '저녁', '간식', '먹었', '午饭', '晚饭', '零食', '吃了'],
  },
  {
    question: /\b(?:song|music|listening)\b|노래|음악|bài hát|nghe nhạc|歌|音乐/iu,
    told: ['song', 'music', 'listening to', 'bài hát', 'nghe nhạc', '노래', '음악', '歌', '音乐'],
  },
];

/** The templates of a list that do not ask for something the visitor's messages already gave (all of them if none would remain). */
export function withoutToldQuestions(list: readonly string[], userTexts: readonly string[]): readonly string[] {
  const doc = matchDocument(userTexts.join('\n'));
  const given = askedThings.filter((thing) => hasAnyKeyword(doc, thing.told));
  if (given.length === 0) return list;
  return list.filter((template) => !given.some((thing) => thing.question.test(template)));
}
