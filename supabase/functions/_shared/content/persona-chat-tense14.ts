/**
 * Round 14 of issue 13 (tense): an interview or an exam the visitor already had ("나 오늘 면접 보고 왔는데", "I had my
 * interview this morning", "vừa phỏng vấn xong", "刚面试完") is over, so it never takes the lines for the day before it
 * ("arrive ten minutes early"). Read from the event word and a past form beside it, in each language.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

const eventDone: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:had|did|took|sat|finished|after|came back from|got back from|done with|through)\b(?:\s+\w+){0,3}\s+(?:interview|exam|test)s?\b|\b(?:interview|exam|test)s?\b(?:\s+\w+){0,2}\s+(?:went|was|were|is over|is done|ended|finished)\b/iu,
  vi: /(?<![\p{L}])(?:vừa|mới|đã)(?: đi)? (?:phỏng vấn|thi)(?![\p{L}])|(?:phỏng vấn|thi)(?: [\p{L}]+){0,3} (?:xong|về|rồi)(?![\p{L}])/iu,
  ko: /(?:면접|시험)(?:을|를)?\s?(?:보고 (?:왔|나왔|나서)|봤|끝났|끝나고|치고 (?:왔|나서)|쳤)/u,
  zh: /(?:面试|考试)(?:完|过了|结束|回来)|(?:刚|已经|今天)(?:去)?(?:面试|考)(?:完|了|过)|面完/u,
};

/** Whether the text tells an interview or an exam that already took place. */
export function tellsEventDone(text: string, language: ContentLanguage): boolean {
  return eventDone[language].test(text);
}
