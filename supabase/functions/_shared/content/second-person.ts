/**
 * The visitor's first person said back to them (issue 13): "my daughter left" → "your daughter left", "mình chuyển vào"
 * → "bạn chuyển vào", "我把旧自行车刷成了黄色" → "你把…", Korean with its first-person subject dropped. One rule for every
 * type that tells the visitor's own words back (the chat tell-back, a fortune's decision, passive good news).
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** English first person → second person, word by word (I → you, my → your, I'm → you're, am → are). */
function enSecondPerson(clause: string): string {
  const swapped = clause
    .replace(/\bI'm\b|\bI’m\b/gu, "you're").replace(/\bI've\b|\bI’ve\b/gu, "you've").replace(/\bI'd\b|\bI’d\b/gu, "you'd").replace(/\bI'll\b|\bI’ll\b/gu, "you'll")
    .replace(/\bI am\b/gu, 'you are').replace(/\bI was\b/gu, 'you were').replace(/\bI\b/gu, 'you')
    // A visitor typing fast writes "i" and "im": the same first person.
    .replace(/\bim\b|\bi'm\b|\bi’m\b/gu, "you're").replace(/\bi've\b|\bi’ve\b/gu, "you've").replace(/\bi\b/gu, 'you')
    .replace(/\b([Mm])y\b/gu, (_m, first: string) => (first === 'M' ? 'Your' : 'your'))
    .replace(/\bmyself\b/giu, 'yourself').replace(/\bmine\b/giu, 'yours')
    .replace(/\b([Oo])ur\b/gu, (_m, first: string) => (first === 'O' ? 'Your' : 'your'))
    .replace(/\bwe\b/giu, 'you').replace(/\bus\b/gu, 'you').replace(/\bme\b/giu, 'you');
  return swapped;
}

/** Vietnamese self-words the visitor uses for "I" (em only when it is not "em gái", "em bé"…). */
const viSelf = /(?<![\p{L}])(?:mình|tôi|tớ|tao|em(?! (?:gái|trai|bé|út|họ|ấy|ruột|rể|dâu|kết nghĩa)(?![\p{L}]))(?![\p{L}]))(?![\p{L}])/giu;

/** Vietnamese first person → "bạn" (the reply's address is adapted to mày / em afterwards). */
function viSecondPerson(clause: string): string {
  // The plural first: "chúng tôi" read word by word would become "chúng bạn".
  return clause.replace(/(?<![\p{L}])(?:chúng tôi|chúng mình|tụi mình|tụi tao|bọn tao|bọn mình)(?![\p{L}])/giu, 'các bạn').replace(viSelf, 'bạn');
}

/** Chinese first person → second person (我们 → 你们, 我 → 你). */
function zhSecondPerson(clause: string): string {
  return clause.replace(/我们/gu, '你们').replace(/咱们/gu, '你们').replace(/我/gu, '你');
}

/** Korean: the first-person subject is dropped, 우리/저희 stay 우리 ("제가 이사 왔어요" → "이사 왔어요"). */
function koSecondPerson(clause: string): string {
  return clause.replace(/(?:^|\s)(?:나는|난|내가|저는|전|제가|나|저)\s+/gu, ' ').replace(/저희/gu, '우리').trim();
}

/** The visitor's clause in the second person. */
export function secondPerson(clause: string, language: ContentLanguage): string {
  switch (language) {
    case 'en': return enSecondPerson(clause);
    case 'vi': return viSecondPerson(clause);
    case 'zh': return zhSecondPerson(clause);
    case 'ko': return koSecondPerson(clause);
  }
}
