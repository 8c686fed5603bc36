/**
 * Round 10 (shape LIKE): "do you like X?" — "do you like rainy days?", "chị có thích mèo không?", "셰프님 민초
 * 좋아하세요?", "你喜欢吃辣吗？" — is answered by the persona about X: a yes with a reason by the kind of thing X is (a
 * food, music, an animal, a place, a season, an activity), a no for what most people dislike, an honest "I don't know it
 * well enough" for an unknown X, then the question asked back. X is the visitor's whole phrase after the verb of liking.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { likeAskBack, likeKinds, likeNo, likeReasons, likeUnknown, likeYes, type LikeKind } from './data/persona-chat/shape-like-lines.ts';
import { capitalFirst, inRegister, speaksPoliteKorean, toSecondPerson } from './persona-chat-shape-words.ts';
import { finalSound } from './korean-particles.ts';

/** A "do you like X?" question: X as the reply says it, and the kind of thing it is (null when unknown). */
export interface LikeQuestion {
  thing: string;
  kind: LikeKind | null;
}

/** "to cook" → "cooking", "to swim" → "swimming". */
function gerund(verb: string): string {
  if (/[^aeiou]e$/iu.test(verb) && !/ee$/iu.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/iu.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/** Adverbs a visitor puts before the verb of liking (English). */
const enAdverbs = '(?:really|actually|honestly|genuinely|truly|even|still|seriously|secretly|personally|legit|ever|also)';

/** English: "do you like X?", "are you into X?". */
function readEnglish(text: string): string | null {
  // Round 11: an adverb may stand before the verb ("do you really like…", "do you actually enjoy…").
  const found = new RegExp(`\\b(?:do|d|don['’]t)\\s*(?:you|u|ya)\\s+(?:${enAdverbs}\\s+)?(?:like|love|enjoy|dig|fancy)\\s+([^?.!,;]+)|\\bare (?:you|u) (?:${enAdverbs}\\s+)?(?:a fan of|into)\\s+([^?.!,;]+)`, 'iu').exec(text);
  if (!found || !/[?]|^\s*(?:do|d|don|are)\b/iu.test(text.slice(found.index))) return null;
  // "do you like jazz or do you just pretend?": the second clause is not part of X.
  let thing = (found[1] ?? found[2] ?? '').replace(/\s+or\s+(?:do|are|is|did|just|you|u)\b.*$/iu, '').trim().replace(/\s+(?:too|at all|much|a lot|lol|haha|btw|though|tho|or not|either)$/iu, '').trim();
  if (thing.length === 0 || thing.split(/\s+/u).length > 5) return null;
  if (/^(?:it|this|that|them|him|her|me|us|what|which|anything|something|someone|anyone|being|to be)\b|\b(?:I|me|my|mine|we|us|our|when|if|how|who|with)\b/iu.test(thing)) return null;
  const to = /^to\s+(\w+)(.*)$/iu.exec(thing);
  if (to) thing = `${gerund(to[1] ?? '')}${to[2] ?? ''}`;
  return toSecondPerson(thing, 'en');
}

/** Vietnamese: "bạn có thích X không?", "chị thích mèo hông". */
function readVietnamese(text: string): string | null {
  const found = /(?:^|[\s,])(?:có\s+)?(?:(?:thật sự|thực sự|thật lòng|thực lòng|thật|thiệt|vẫn|còn|cũng|vẫn còn)\s+)?(?:thích|mê|ghiền|khoái)\s+(.+?)\s+(?:không|ko|hông|hem|hong|hok|k)(?=\s|$|[?.!,])/iu.exec(text);
  if (!found) return null;
  const before = text.slice(0, found.index);
  if (/(?:^|[\s,])(?:mình|tôi|tớ|tao|tui)(?=\s|$)|nên|muốn/iu.test(before)) return null;
  const thing = (found[1] ?? '').trim();
  if (thing.length === 0 || thing.split(/\s+/u).length > 6 || /(?:^|\s)(?:gì|nào|ai|mình|tôi|tớ|tao|tui)(?=\s|$)/iu.test(thing)) return null;
  return toSecondPerson(thing, 'vi', text);
}

/** Words before X that are the one asked or a filler, not part of X. */
const koAddress = /^(?:너|넌|너는|너도|니가|당신|당신은|오빠|오빠는|언니|언니는|누나|누나는|형|형은|쌤|쌤은|혹시|근데|그럼|야|진짜|정말|제일|많이|요즘|요즘도|아직|아직도|원래|되게|엄청|완전|평소에|평소|혹시나|[가-힣]+님(?:은|도)?)$/u;

/** Adverbs a Korean visitor puts right before 좋아하다 ("진짜", "정말로", "솔직히"). */
const koAdverbs = /^(?:진짜|진짜로|정말|정말로|솔직히|되게|엄청|완전|많이|제일|아직도|아직|원래|평소에|혹시|그렇게|그리|찐으로|레알)$/u;

/** Korean: "고양이 좋아해?", "셰프님은 민초 좋아하세요?". */
function readKorean(text: string): string | null {
  const found = /(?:을|를|은|는|도|이|가)?\s*좋아(?:해|하세요|하니|하나요|해요|하냐|하셔요|하시나요|하십니까|하셔|함)\s*[?？~!.ㅎㅋ]*$/u.exec(text.trim());
  if (!found || !/[?？]|(?:세요|니|나요|냐|시나요|십니까)\s*[~!.ㅎㅋ]*$/u.test(text.trim())) return null;
  const words = text.trim().slice(0, found.index).trim().split(/\s+/u).filter((word) => word.length > 0);
  const kept: string[] = [];
  for (let i = words.length - 1; i >= 0 && kept.length < 2; i -= 1) {
    const word = words[i] as string;
    // Round 11: an adverb right before the verb ("민초 진짜 좋아해?") is skipped; one before X ends X.
    if (kept.length === 0 && koAdverbs.test(word)) continue;
    if (koAddress.test(word) || /^(?:나|난|내가|저|전|제가)$/u.test(word)) break;
    kept.unshift(word);
  }
  const thing = kept.join(' ').replace(/(?:을|를)$/u, '');
  if (thing.length === 0 || /뭐|무슨|어떤|누구|어디/u.test(thing)) return null;
  return thing;
}

/** Chinese: "你喜欢猫吗", "你喜不喜欢下雨天", "你爱吃辣吗". */
function readChinese(text: string): string | null {
  const found = /(?:你|您)(?:也|最|还|平时|真的|是真的|到底|其实|确实|真|是不是真的|是不是)?(?:喜欢|喜不喜欢|喜欢不喜欢|爱|爱不爱)((?:吃|喝|听|看|玩|去)?[^，。！？!?,吗呢嘛]{1,10}?)(?:吗|嘛|呢|[？?]|$)/u.exec(text);
  if (!found) return null;
  const thing = (found[1] ?? '').replace(/^(?:不)/u, '');
  if (thing.length === 0 || /什么|哪|谁|我|他|她/u.test(thing)) return null;
  return thing;
}

/** The "do you like X?" question in a message, or null. */
export function readLikeQuestion(text: string, language: ContentLanguage): LikeQuestion | null {
  if (text.trim().length > 90) return null;
  const thing = language === 'en' ? readEnglish(text) : language === 'vi' ? readVietnamese(text) : language === 'ko' ? readKorean(text) : readChinese(text);
  if (!thing) return null;
  const kind = likeKinds.find(([, words]) => words[language].test(thing))?.[0] ?? null;
  return { thing, kind };
}

/** The persona's yes or no with a reason (or an honest "I don't know it"), then the question asked back; `pick` draws one of several lines (round 11: variety across seeds). */
export function writeLikeLines(question: LikeQuestion, persona: PersonaKey, language: ContentLanguage, pick: (lines: readonly string[]) => string = (lines) => lines[0] ?? ''): string[] {
  const register = language === 'ko' && speaksPoliteKorean(persona) ? 'koPolite' : language;
  const yo = register === 'koPolite' ? `${question.thing}${finalSound(question.thing) === 'none' ? '요' : '이요'}` : question.thing;
  const fill = (line: string): string => line.replace(/\{X\}/gu, capitalFirst(question.thing)).replace(/\{x_yo\}/gu, yo).replace(/\{x\}/gu, question.thing);
  const back = likeAskBack[register];
  if (question.kind === null) return [inRegister(fill(likeUnknown[language]), persona, language), fill(back.unknown)];
  if (question.kind === 'disliked') return [inRegister(fill(likeNo[language]), persona, language), fill(pick(back.known))];
  return [fill(likeYes[language][persona]), inRegister(pick(likeReasons[question.kind][language]), persona, language), fill(pick(back.known))];
}
