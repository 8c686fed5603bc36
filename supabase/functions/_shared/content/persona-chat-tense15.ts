/**
 * Round 14, second wave, of issue 13 (tense as grammar): an event the visitor already had is over, whatever it was (an
 * audition, a recital, a first date, a match), so it never takes the lines for the day before it nor an invitation's
 * "see you there". Read from the grammar of the past, never from the event's noun: a past time word (yesterday, last
 * week, hôm qua, tuần trước, 어제, 지난주, 昨天, 上周), a past verb form (had my / went on a, vừa … xong, đã … rồi, a Korean
 * stem with the past ㅆ before -는데 / -어요 / -다 as in 봤는데 / 했는데, 完了 / 过了 / 刚…了).
 * Round 14 second wave too (having is not seeing): something the visitor may not keep ("my landlord won't let me have
 * pets", "nhà không cho nuôi", "못 키워", "不让养") is no pet of theirs: a stock line about their pet would contradict them.
 */

/** Past time words and past verb forms in en / vi / zh (Korean morphology is read below). */
const pastMarks: readonly RegExp[] = [
  /\b(?:yesterday|last (?:night|week|weekend|month|year|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|earlier today|the other day|(?:a|two|three|few|couple of) (?:days|weeks) ago|just (?:had|did|got back|finished|came back|played|sang|gave))\b/iu,
  /\b(?:had|did|went to|went on|played|sang|gave|finished|got through) (?:my|our|a|the|an|his|her)\b/iu,
  /(?<![\p{L}])(?:hôm qua|tối qua|đêm qua|sáng qua|trưa qua|tuần trước|tháng trước|năm ngoái|hôm trước|bữa trước|bữa hổm|hôm kia|hồi nãy|lúc nãy|vừa rồi)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:vừa|mới|đã)(?:\s+[\p{L}]+){1,4}\s+(?:xong|rồi|về)(?![\p{L}])/iu,
  /(?:어제|그저께|지난주|지난번|저번 ?주|저번에|지난달|작년|아까)/u,
  /(?:昨天|昨晚|前天|上周|上星期|上个?月|上次|刚才|刚刚|那天|去年)/u,
  /[\u4e00-\u9fff](?:完了|过了)|(?:已经|刚)[\u4e00-\u9fff]{1,4}(?:了|完|过)/u,
  // Round 16: today's event told with a done verb and no word of what is ahead (今天第一次上台唱歌，唱到一半忘词了;
  // today I froze on stage): over, never "see you there" and tips for the minute before it.
  /(?:今天|今晚|今早|刚才)(?![^。！？?!]*(?:要|快|就要|待会|等会|明天|准备|打算|会不会))[^。！？?!]*[\u4e00-\u9fff]了(?![\u4e00-\u9fff]*(?:吗|没))/u,
  /\btoday I (?!(?:have|need|want|will|am|'m)\b)(?:\w+ed|forgot|froze|sang|went|had|got|messed up|blanked|fell|lost|broke)\b/iu,
];

/** A Korean predicate in the past: a stem syllable with the final ㅆ (봤, 했, 갔, 쳤) before a clause ending. */
function koreanPast(text: string): boolean {
  for (const match of text.matchAll(/([가-힣])(?:는데|어요|어|다|습니다|더니|고 나서)(?![가-힣])|([가-힣])(?:는데)/gu)) {
    const syllable = match[1] ?? match[2] ?? '';
    const code = syllable.charCodeAt(0) - 0xac00;
    // 있 (there is) and 겠 (a guess about what is ahead) carry the same final without being past.
    if (code >= 0 && code % 28 === 20 && syllable !== '있' && syllable !== '겠') return true;
  }
  return false;
}

/** Whether the text tells what it is about as already past (a time word or a past verb form). */
export function toldAsPast(text: string): boolean {
  return pastMarks.some((pattern) => pattern.test(text)) || koreanPast(text);
}

/** Something the visitor may not keep or have: a negated permission before a having verb. */
const barredHaving = /\b(?:can'?t|cannot|not allowed to|(?:won'?t|doesn'?t|don'?t|isn'?t|aren'?t) (?:let|letting|allow|allowing) (?:me|us)(?: to)?)\s+(?:have|keep|get|own)\b|\bno pets? (?:allowed|policy)\b|(?<![\p{L}])(?:không|chẳng)\s+(?:được|cho|cho phép)\s+(?:\p{L}+\s+){0,2}nuôi(?![\p{L}])|(?:못 키우|못 키워|못 길러|못 기르|키우면 안|키울 수 없|키우지 말|키우지 못|기르면 안)|(?:不让|不许|不准|不能|不可以|禁止)养/iu;

/** Whether the visitor says they may not keep something (a pet, a plant, an instrument). */
export function barsHaving(text: string): boolean {
  return barredHaving.test(text);
}
