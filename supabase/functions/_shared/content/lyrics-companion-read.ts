/**
 * Round 13 (issue 13, lyr5): a scene the singer shares with a companion, read from its clause grammar, so the song sings
 * the companion, the place and the act itself (the verb with its object), never "I keep coming back to my sister
 * painting the fence" or "心里装着黄昏":
 * - en: "me and my sister painting the fence…", "my brother and I skipping stones…" (a possessive noun phrase joined to
 *   the singer, then an -ing act with its object);
 * - vi: "buổi sáng cùng bố đi thả diều ngoài đê", "với chị Hai ngồi nhặt rau" (cùng / với + a person, then the act, cut
 *   at its place or time), "bố và mình …";
 * - ko: "엄마랑 시장에서 떡볶이 먹던 겨울 저녁" (a companion marked 랑 / 이랑 / 하고, or 와 / 과 after a person, then an
 *   adnominal clause before the head noun);
 * - zh: "和爷爷在河边钓鱼的黄昏" (和 / 跟 / 陪 + a person, the place after 在, the act before 的 and its head).
 * The companion is any noun phrase in that slot (a possessive or a marked word), not a list; the act is the clause's own.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isSingableNounPhrase } from './lyrics-noun-phrase.ts';
import { findLyricsPerson } from './lyrics-person.ts';

/** A shared scene: the companion, the act as a whole phrase, and the scene's own noun phrases (at most two). */
export interface CompanionScene {
  agent: string;
  act: string;
  nouns: string[];
}

/** English words that end an object after the act ("the fence | on a hot afternoon"). */
const englishEnd = /^(?:every|each|all|while|when|because|before|after|until|and|but|or|so|then|at|on|in|to|for|with|from|of|by|into|onto|over|under|through|again|today|tonight|yesterday|once|always|as|like|who|that|which|where|near|behind|across|along|around)$/iu;

function english(text: string): CompanionScene | null {
  const m = /^(?:me and\s+((?:my|our)\s+(?:\p{L}+\s+)?\p{L}+)|((?:my|our)\s+(?:\p{L}+\s+)?\p{L}+)\s+and\s+(?:me|i))\s+(\p{L}{3,}ing)\b\s*(.*)$/iu.exec(text);
  if (m === null) return null;
  const agent = (m[1] ?? m[2]) as string;
  const rest = (m[4] as string).split(/\s+/u).filter((word) => word !== '');
  const object: string[] = [];
  for (const word of rest) {
    if (englishEnd.test(word) || object.length >= 4) break;
    object.push(word);
  }
  const act = [m[3] as string, ...object].join(' ').toLowerCase();
  const nouns: string[] = [];
  const place = /\b(?:at|in|on|by|near|behind|across)\s+((?:the|my|our|a)\s+(?:\p{L}+\s+)?\p{L}+)/iu.exec(rest.slice(object.length).join(' '));
  if (place !== null && !/\b(?:afternoon|morning|evening|night|day|weekend|summer|winter|spring|autumn|fall)\b/iu.test(place[1] as string) && isSingableNounPhrase(place[1] as string, 'en')) nouns.push(place[1] as string);
  return { agent, act, nouns };
}

/** Vietnamese words that end the act ("thả diều | ngoài đê"). */
const vietnameseEnd = /^(?:ngoài|trên|dưới|ở|bên|cạnh|trong|giữa|trước|sau|quanh|gần|qua|lúc|khi|mỗi|vào|hôm|ngày|buổi|sáng|chiều|tối|đêm|những|suốt|rồi|mà|và|cho|đến|tới)$/iu;

function vietnamese(text: string): CompanionScene | null {
  const words = text.split(/\s+/u);
  let at = -1;
  let agent = '';
  for (let i = 0; i + 2 < words.length && i < 5; i += 1) {
    if (!/^(?:cùng|với)$/iu.test(words[i] as string)) continue;
    const tail = words.slice(i + 1).join(' ');
    const found = findLyricsPerson(tail, 'vi');
    if (found === null || !tail.toLowerCase().startsWith(found.word.toLowerCase())) continue;
    agent = tail.slice(0, found.word.length);
    // "chị Hai", "bố mình": a name or the singer's possessive belongs to the companion.
    const after = /^\s+((?:tôi|mình|tớ|em|con)(?![\p{L}\p{M}])|\p{Lu}[\p{Ll}\p{M}]*)/u.exec(tail.slice(agent.length));
    if (after !== null) agent = `${agent} ${after[1] as string}`;
    at = i + 1 + agent.split(/\s+/u).length;
    break;
  }
  if (at < 0) return null;
  // "đi thả diều", "cùng nhau …": the going and the togetherness lead into the act.
  const rest = words.slice(at);
  while (rest.length > 1 && /^(?:đi|ra|cùng|nhau)$/iu.test(rest[0] as string)) rest.shift();
  const actWords: string[] = [];
  for (const word of rest) {
    if (vietnameseEnd.test(word) || actWords.length >= 4) break;
    actWords.push(word);
  }
  if (actWords.length === 0) return null;
  const nouns: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    if (!/^(?:ngoài|trên|ở|dưới|bên|cạnh|giữa|trong|trước|sau|quanh|gần)$/iu.test(rest[i] as string)) continue;
    const phrase: string[] = [];
    for (let j = i + 1; j < Math.min(rest.length, i + 4); j += 1) {
      if (vietnameseEnd.test(rest[j] as string) || /^(?:mình|tôi|con|em|ta)$/iu.test(rest[j] as string)) break;
      phrase.push(rest[j] as string);
    }
    if (phrase.length > 0 && isSingableNounPhrase(phrase.join(' '), 'vi')) nouns.push(phrase.join(' '));
  }
  return { agent, act: actWords.join(' '), nouns: nouns.slice(0, 2) };
}

/** Whether a Korean word ends in an adnominal form (먹던, 보는, 간). */
function koreanAdnominal(word: string): boolean {
  if (/(?:던|는)$/u.test(word)) return true;
  const last = word.charCodeAt(word.length - 1);
  return last >= 0xac00 && last <= 0xd7a3 && (last - 0xac00) % 28 === 4;
}

function korean(text: string): CompanionScene | null {
  const words = text.split(/\s+/u);
  if (words.length < 3) return null;
  const first = words[0] as string;
  const marked = /^(.+?)(이랑|랑|하고|와|과)$/u.exec(first);
  if (marked === null) return null;
  const stem = marked[1] as string;
  // 와 / 과 also join two nouns, and 하고 also ends a verb ("야근하고"): then the stem must be a person.
  if (/^(?:와|과|하고)$/u.test(marked[2] as string) && findLyricsPerson(stem, 'ko')?.word !== stem) return null;
  if (/^(?:나|너|저|우리)$/u.test(stem)) return null;
  // The clause ends in an adnominal before its head ("…먹던 겨울 저녁"): find the last adnominal word.
  let adnominal = -1;
  for (let i = words.length - 2; i >= 1; i -= 1) {
    if (koreanAdnominal(words[i] as string)) {
      adnominal = i;
      break;
    }
  }
  // The head after the clause is one or two bare nouns ("겨울 저녁"): a theme that goes on ("…담근 김치를 택배로
  // 받았는데 통이 다 터져 있었다") is a told event, not a scene.
  if (adnominal < 1 || adnominal < words.length - 3 || words.slice(adnominal + 1).some((word) => /(?:을|를|는데|다|요|어|아|서|고)$/u.test(word))) return null;
  const nouns: string[] = [];
  let objectAt = adnominal;
  for (let i = 1; i < adnominal; i += 1) {
    const word = words[i] as string;
    const place = /^(.{2,})(?:에서|에)$/u.exec(word);
    if (place !== null && isSingableNounPhrase(place[1] as string, 'ko')) nouns.push(place[1] as string);
    else if (i === adnominal - 1 && !/(?:에서|에|으로|로|같이|함께|서로)$/u.test(word)) objectAt = i;
  }
  const act = words.slice(objectAt, adnominal + 1).join(' ');
  return { agent: stem, act, nouns: nouns.slice(0, 2) };
}

function chinese(text: string): CompanionScene | null {
  if (!/^(?:和|跟|陪|同)/u.test(text)) return null;
  const rest = text.slice(1);
  // The companion: a person the finder knows, or the word before the place (在), the going (去) or 一起.
  const found = findLyricsPerson(rest, 'zh');
  const named = /^([\p{Script=Han}]{1,4}?)(?=在|去|一起)/u.exec(rest);
  const agent = found !== null && rest.startsWith(found.word) ? found.word : named !== null ? (named[1] as string) : '';
  if (agent === '' || /^(?:我|你|他|她|我们)$/u.test(agent)) return null;
  const m = /^(?:一起)?(?:[在去]([\p{Script=Han}]{1,4}?[上里下边旁前后]))?(?:一起)?([\p{Script=Han}]{2,6}?)的([\p{Script=Han}]{1,4})$/u.exec(rest.slice(agent.length));
  if (m === null) return null;
  const place = m[1];
  const nouns = place !== undefined && isSingableNounPhrase(place, 'zh') ? [place] : [];
  return { agent, act: m[2] as string, nouns };
}

/** The shared scene a theme is, or null unless its companion and its act are sure. */
export function readCompanionScene(theme: string, language: ContentLanguage): CompanionScene | null {
  const text = theme.trim().replace(/[.!?…。！？]+$/u, '');
  if (text === '' || /[,，;；]/u.test(text)) return null;
  return language === 'en' ? english(text) : language === 'vi' ? vietnamese(text) : language === 'ko' ? korean(text) : chinese(text);
}
