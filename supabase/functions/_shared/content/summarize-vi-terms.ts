/**
 * Key noun phrases of a Vietnamese text for hashtags when no term repeats (issue 13, round 9b: a post of a personal story
 * came with no hashtag at all). Vietnamese writes a compound noun as separate syllables, so a phrase is read where the
 * grammar is sure: the two syllables after a determiner, a classifier or a verb of going ("một công ty", "đi phỏng vấn",
 * "ở chợ Cồn"), without pronouns or function words. Pure and linear in the text's length.
 */

/** Words after which a noun phrase starts. */
const opener = /(?<=(?<![\p{L}\p{M}])(?:một|các|những|mỗi|cái|chiếc|buổi|cuộc|bài|ở|tại|đi|học|của|trong)\s+)(\p{L}+\s\p{L}+)(?![\p{L}\p{M}])/giu;

/** Syllables that end or break a noun phrase: pronouns, particles, function words, time words. */
const functionWord = /^(?:mình|tôi|bạn|em|anh|chị|nó|họ|của|là|và|với|đã|sẽ|đang|thì|mà|được|bị|vào|ra|lên|xuống|rồi|cũng|này|kia|đó|ấy|nhé|nha|lại|nữa|hết|không|có|chưa|rất|quá|lắm|hôm|qua|nay|mai|sáng|chiều|tối|ngày|tuần|tháng|năm|lúc|khi|nên|vì|do|cho|để|từ|tới|gần|xa|như|thế|vậy|nào|gì|ai|sao|một|hai|ba|nơi|đường|trên|dưới|phải|muốn|thấy|biết|nghĩ)$/iu;

/** Up to `count` key noun phrases of a Vietnamese text, in their order, each once (lower case). */
export function vietnameseNounPhrases(text: string, count: number): string[] {
  const phrases: string[] = [];
  opener.lastIndex = 0;
  for (let match = opener.exec(text); match !== null; match = opener.exec(text)) {
    const phrase = (match[1] ?? '').toLowerCase();
    // A rejected phrase gives back its second syllable: "ở một công ty" is read again from "một".
    opener.lastIndex = match.index + 1;
    if (phrase.split(/\s+/u).some((syllable) => functionWord.test(syllable)) || phrases.includes(phrase)) continue;
    phrases.push(phrase);
    if (phrases.length >= count) break;
  }
  return phrases;
}
