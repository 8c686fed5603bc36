/**
 * Round 13 (issue 13): a theme that is a SCENE, someone doing something somewhere ("my puppy chewing my slippers every
 * morning", "mẹ chở con đi học trên chiếc xe máy cũ", "아빠가 자전거 뒤에 나를 태우고 달리던 여름", "爷爷骑三轮车送我去上学"),
 * read from its clause grammar: a subject at the head (a determiner or possessive noun phrase, a kin word, a Korean
 * subject particle, a Vietnamese animal classifier, "我家的…"), then its act (an English -ing form, a Korean adnominal
 * clause before the head noun, the rest of a Vietnamese or Chinese clause). The song keeps the person and the act
 * together: the whole scene is named, the subject is sung with it, and the scene's own nouns (the slippers, the lake,
 * "chiếc xe máy cũ", "자전거", "作业本") are its images, never "I keep going back to X".
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isSingableNounPhrase } from './lyrics-noun-phrase.ts';
import { findLyricsPerson } from './lyrics-person.ts';
import { readCompanionScene } from './lyrics-companion-read.ts';
import type { ToldClause } from './lyrics-told-read.ts';

/** A scene: the subject, the whole clause as written, and the scene's own noun phrases (at most two). */
export interface ActScene {
  agent: string;
  whole: string;
  nouns: string[];
  /** Whether the singer is part of the act ("teaching me", "chở con", "나를 태우고", "送我"). */
  withSinger: boolean;
  /** Round 13 (lyr5): the act as a whole phrase ("painting the fence", "thả diều", "떡볶이 먹던", "钓鱼"), sung in the verses. */
  act?: string;
  /** Round 13 (lyr5): whether the singer shares the act with a companion ("me and my sister …", "cùng bố …"). */
  shared?: boolean;
  /** Round 14: the place the act happened at, when the theme is headed by it ("the porch where grandpa read to me"). */
  place?: string;
  /** Round 14: the act as written without its time, for a theme headed by its place ("read to me", "이불 덮어 주던"). */
  core?: string;
  /** Round 14: the act's time as written, for a theme headed by its place ("every summer night", "매일 밤"). */
  time?: string;
  /** Round 14b: the clause told whole (a relative head, a finite act with its time or when-clause); its song tells it back. */
  told?: ToldClause;
}

/** Words that end an act phrase read after its verb (a place, a time, a joining word), per language. */
const actEnd: Record<ContentLanguage, RegExp> = {
  en: /^(?:every|each|all|while|when|because|before|after|until|and|but|or|so|then|at|on|in|to|for|with|from|by|into|onto|over|under|through|again|today|tonight|yesterday|once|always|as|like|who|that|which|where|near|behind|across|along|around)$/iu,
  vi: /^(?:ngoài|trên|dưới|ở|bên|cạnh|trong|giữa|trước|sau|quanh|gần|qua|lúc|khi|mỗi|vào|hôm|ngày|buổi|sáng|chiều|tối|đêm|những|suốt|rồi|mà|và|cho|đến|tới|bằng)$/iu,
  ko: /(?!)/u,
  zh: /(?!)/u,
};

/** The act of a watched scene as a whole phrase ("dancing badly", "ngồi câu cá", "내 양말 물고 도망가는", "晒被子"), or ''. */
function actPhrase(text: string, agent: string, language: ContentLanguage): string {
  const rest = text.slice(agent.length).trim();
  if (language === 'en' || language === 'vi') {
    const words: string[] = [];
    for (const word of rest.split(/\s+/u)) {
      if (actEnd[language].test(word) || words.length >= 4) break;
      words.push(word);
    }
    return words.length > 0 && (language === 'vi' || /ing$/iu.test(words[0] as string)) ? words.join(' ') : '';
  }
  if (language === 'ko') {
    // The clause from after the subject to the adnominal before the head noun, its last four words at most.
    const words = rest.split(/\s+/u).slice(1, -1);
    const end = words.length - 1;
    return end >= 0 && /(?:던|는|[은른])$/u.test(words[end] as string) ? words.slice(Math.max(0, end - 3)).join(' ') : '';
  }
  // Chinese: the act after the place (在…上 / 里 / 边), up to 的.
  const act = rest.replace(/^[\p{Script=Han}]{0,2}?在[\p{Script=Han}]{1,7}?[上里下边旁前后]/u, '').replace(/的[\p{Script=Han}]{1,4}$/u, '');
  return /^[\p{Script=Han}]{2,6}$/u.test(act) && !/[在的了]/u.test(act) ? act : '';
}

/** The singer as the act's object or companion, per language. */
const singerInAct: Record<ContentLanguage, RegExp> = {
  en: /\b(?:me|us)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:con|mình|tôi|em|tớ|cháu|tụi mình|chúng mình)(?![\p{L}\p{M}])/iu,
  ko: /(?:^|\s)(?:나를|날|나랑|나와|나한테|나에게|내게|우리를|저를|저랑)(?:\s|$)/u,
  zh: /我(?![的家])|我们/u,
};

/** English -ing words that are nouns, not acts ("my morning", "the wedding"). */
const englishIngNoun = /^(?:morning|evening|wedding|ceiling|building|thing|king|spring|ring|string|painting|feeling|meeting|ending|beginning|clothing|darling|sibling|swing|sing|wing|bling|pudding|stuffing|icing|frosting|dumpling|earring|something|nothing|anything|everything|ping|during|outing|landing|lightning|offspring|morning's)$/iu;

/** English words that end a noun phrase read after the act (a time, a joining word, a clause). */
const englishStop = /^(?:every|each|all|while|when|because|before|after|until|and|but|or|so|then|at|on|in|to|for|with|from|of|by|into|onto|over|under|through|again|today|tonight|yesterday|once|always|sometimes|as|like|who|that|which|where|i|me|we|you|he|she|they|it)$/iu;

function englishNouns(rest: string): string[] {
  const words = rest.split(/\s+/u).filter((word) => word !== '');
  const nouns: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    if (!/^(?:my|the|our|his|her|their)$/iu.test(words[i] as string)) continue;
    const phrase = [words[i] as string];
    for (let j = i + 1; j < Math.min(words.length, i + 4); j += 1) {
      const word = (words[j] as string).replace(/[,.;!?]+$/u, '');
      if (englishStop.test(word) || /ing$/iu.test(word)) break;
      phrase.push(word);
      if (word !== words[j]) break;
    }
    if (phrase.length > 1 && isSingableNounPhrase(phrase.join(' '), 'en')) nouns.push(phrase.join(' '));
  }
  // A named place after a preposition ("at Lake Tahoe", "in Da Nang") is the scene's too.
  for (const place of rest.matchAll(/\b(?:at|in|on|by|near)\s+((?:\p{Lu}\p{Ll}+)(?:\s+\p{Lu}\p{Ll}+)*)/gu)) nouns.push(place[1] as string);
  return nouns;
}

function englishAct(text: string): Omit<ActScene, 'withSinger'> | null {
  const m = /^((?:my|our|his|her|their|the)\s+(?:\p{L}+['’]s\s+)?(?:\p{L}+\s+)?\p{L}+?|\p{L}+)\s+(\p{L}{3,}ing)\b\s*(.*)$/iu.exec(text);
  if (m === null) return null;
  const agent = m[1] as string;
  const verb = m[2] as string;
  const head = agent.split(/\s+/u).pop() ?? '';
  if (englishIngNoun.test(verb) || englishIngNoun.test(head) || /ing$/iu.test(head) || /^(?:i|me|we|you|it|this|that|when|after|before|while|just|still)$/iu.test(agent)) return null;
  // A bare subject is a person the list knows or a name; a determined one ("my puppy", "the old man") is any noun phrase.
  const determined = /^(?:my|our|his|her|their|the)\s/iu.test(agent);
  if (!determined && findLyricsPerson(agent, 'en')?.word.toLowerCase() !== agent.toLowerCase() && !/^\p{Lu}\p{Ll}+$/u.test(agent)) return null;
  if (determined && agent.split(/\s+/u).some((word, i) => i > 0 && englishStop.test(word))) return null;
  const rest = m[3] as string;
  if (rest.split(/\s+/u).filter((word) => word !== '').length < 1) return null;
  return { agent, whole: text, nouns: englishNouns(rest).filter((noun) => noun.toLowerCase() !== agent.toLowerCase()).slice(0, 2) };
}

/** Vietnamese verbs that follow the pronoun "con" ("con đi học"): then "con" is the child, not an animal's classifier. */
const vietnameseCommonVerb = /^(?:đi|về|ngồi|nằm|ăn|học|chạy|làm|ngủ|được|là|có|muốn|nhớ|thương|yêu|xem|chơi|đang|đã|sẽ|vẫn|cũng|không|chưa|mới|hay|thích|tập|nghe|ở|cùng|với)$/iu;

/** The singer as a Vietnamese verb's object ("chở con", "dạy tôi"). */
const singerObject = /^(?:con|mình|tôi|em|tớ|cháu)$/iu;

/** Vietnamese words that end a place phrase ("bàn phím | lúc mình…"). */
const vietnameseStop = /^(?:lúc|khi|những|mỗi|vào|mà|để|rồi|và|trong|ngày|hôm|buổi|sáng|chiều|tối|đêm|cho|với|đến|tới|từ|suốt|mình|tôi|con|em|ta)$/iu;

function vietnameseAct(text: string): Omit<ActScene, 'withSinger'> | null {
  const words = text.split(/\s+/u);
  if (words.length < 4) return null;
  const found = findLyricsPerson(text, 'vi');
  let agent = '';
  if (found !== null && text.toLowerCase().startsWith(found.word.toLowerCase())) agent = text.slice(0, found.word.length);
  else if (/^(?:con|chú|bé|em|cô|cậu)$/iu.test(words[0] as string) && !vietnameseCommonVerb.test(words[1] as string)) agent = `${words[0]} ${words[1]}`;
  if (agent === '') return null;
  // "mẹ tôi", "bà ngoại mình": the possessor belongs to the subject; so does a name ("con mèo Mướp").
  const after = /^\s+((?:tôi|mình|tao|tớ|em|con|cháu)(?![\p{L}\p{M}])|\p{Lu}[\p{Ll}\p{M}]*(?:\s+\p{Lu}[\p{Ll}\p{M}]*)*)/u.exec(text.slice(agent.length));
  if (after !== null) agent = `${agent} ${after[1] as string}`;
  const rest = text.slice(agent.length).trim().split(/\s+/u);
  // "mẹ của mình", "bố ơi": a possessive or a call is no act.
  if (rest.length < 2 || /^(?:của|ơi|à|và|với|mà|là)$/iu.test(rest[0] as string)) return null;
  // A clause, not a noun phrase ("con đường đất đỏ ngày xưa"): its act has a place, an aspect, a habit or the singer as its object.
  const clause = /(?<![\p{L}\p{M}])(?:trên|dưới|ở|bên|cạnh|bằng|qua|trong|ngoài|đang|cứ|hay|mỗi|suốt|lúc|khi|cùng|đi|về|sang|ra|vào|lên|xuống)(?![\p{L}\p{M}])/iu.test(rest.join(' ')) || singerObject.test(rest.slice(1, 2).join(' '));
  if (!clause) return null;
  const nouns: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    if (!/^(?:trên|bằng|ở|dưới|bên|cạnh|qua|ngoài|giữa)$/iu.test(rest[i] as string)) continue;
    const phrase: string[] = [];
    for (let j = i + 1; j < Math.min(rest.length, i + 5); j += 1) {
      if (vietnameseStop.test(rest[j] as string)) break;
      phrase.push(rest[j] as string);
    }
    if (phrase.length > 0 && isSingableNounPhrase(phrase.join(' '), 'vi')) nouns.push(phrase.join(' '));
  }
  return { agent, whole: text, nouns: nouns.slice(0, 2) };
}

/** Whether a Korean word ends in an adnominal form (주신, 준, 달리던, 가는). */
function koreanAdnominal(word: string): boolean {
  if (/(?:던|는)$/u.test(word)) return true;
  const last = word.charCodeAt(word.length - 1);
  return last >= 0xac00 && last <= 0xd7a3 && (last - 0xac00) % 28 === 4;
}

/** Whether a Hangul syllable has a final consonant. */
function hasBatchim(syllable: string): boolean {
  const code = syllable.charCodeAt(0);
  return code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 !== 0;
}

function koreanAct(text: string): Omit<ActScene, 'withSinger'> | null {
  const words = text.split(/\s+/u);
  if (words.length < 3) return null;
  // The subject: one or two words ("우리 강아지가"), ending in 가, 께서 or 이 after a final consonant.
  let agent = '';
  let at = -1;
  for (let i = 0; i < Math.min(2, words.length - 2); i += 1) {
    const word = words[i] as string;
    const marked = /^(.+?)(께서|가)$/u.exec(word) ?? (/^(.+)이$/u.exec(word) !== null && hasBatchim(word.slice(-2, -1)) && findLyricsPerson(word, 'ko')?.word !== word ? /^(.+)(이)$/u.exec(word) : null);
    if (marked === null) continue;
    agent = [...words.slice(0, i), marked[1] as string].join(' ');
    at = i;
    break;
  }
  if (agent === '' || (at === 1 && !/^(?:내|우리|옆집|동네)$/u.test(words[0] as string))) return null;
  // The clause ends in an adnominal before its head noun: "…도망가는 아침", "…달리던 여름".
  const last = words.length - 1;
  const adnominal = koreanAdnominal(words[last - 1] as string) ? last - 1 : -1;
  // "…칠해놓은 거", "…한 적": a bound noun makes the clause a fact or an event, not a scene.
  if (adnominal <= at || /^(?:거|것|게|일|줄|수|데|적|뿐|때문|듯|만큼)$/u.test(words[last] as string) || !isSingableNounPhrase(words[last] as string, 'ko')) return null;
  const nouns: string[] = [];
  for (let i = at + 1; i < adnominal; i += 1) {
    const word = words[i] as string;
    // "자전거 뒤에": a place noun names the thing before it.
    if (/^(?:뒤|위|앞|옆|밑|아래|안)(?:에|에서|에서도)?$/u.test(word) && i > at + 1) {
      nouns.push(words[i - 1] as string);
      continue;
    }
    // "내 양말 물고": a possessive names the noun after it.
    if (/^(?:내|우리|제)$/u.test(word) && i + 1 < adnominal) {
      const owned = (words[i + 1] as string).replace(/(?:에서|에|을|를|으로|로|이|가)$/u, '');
      if (isSingableNounPhrase(owned, 'ko')) nouns.push(`${word} ${owned}`);
      i += 1;
      continue;
    }
    const stripped = /^(.{2,})(?:에서|에|을|를|으로|로)$/u.exec(word);
    if (stripped !== null && !/^(?:나|너|날|저|우리)$/u.test(stripped[1] as string) && isSingableNounPhrase(stripped[1] as string, 'ko')) nouns.push(stripped[1] as string);
  }
  return { agent, whole: text, nouns: [...new Set(nouns)].slice(0, 2) };
}

function chineseAct(text: string, animal: RegExp): Omit<ActScene, 'withSinger'> | null {
  if ([...text].length < 6 || /[，,。；]/u.test(text)) return null;
  let agent = '';
  const found = findLyricsPerson(text, 'zh');
  const own = /^我(?:家的?|的)([\p{Script=Han}]{1,3}?)(?=[在把从往跟和又总每一正趴躺坐站睡骑跑跳追咬叼抱背送带陪])/u.exec(text);
  const pet = animal.exec(text);
  if (found !== null && text.startsWith(found.word)) agent = found.word;
  else if (own !== null) agent = own[0];
  else if (pet !== null && pet.index === 0) agent = pet[0];
  if (agent === '') return null;
  const rest = text.slice(agent.length);
  // "爸爸的旧自行车": a possessive is a noun phrase, not an act.
  // "弟弟把乐高拆了", "被…": a disposal or a passive is an event; a clause ending in 了 is a thing done, not a scene.
  // Round 13 (lyr5): 被 of a noun (被子, 被褥, 被单: a quilt) is no passive.
  if (rest.length < 3 || /^(?:的|和|与|跟|呀|啊)/u.test(rest) || /把|被(?![子褥单套])/u.test(rest) || /了$/u.test(rest)) return null;
  const nouns: string[] = [];
  for (const place of rest.matchAll(/在((?:我的|我家的?)?[\p{Script=Han}]{1,5}?)[上里下边旁前后]/gu)) {
    const noun = place[1] as string;
    if (isSingableNounPhrase(noun, 'zh')) nouns.push(noun);
  }
  return { agent, whole: text, nouns: nouns.slice(0, 2) };
}

/** Animals a Chinese theme may open on (猫咪趴在…): the same words the pet family reads. */
const chineseAnimal = /^(?:猫咪|小猫|猫|狗狗|小狗|狗|宠物|金毛|柯基|泰迪|哈士奇|柴犬|拉布拉多|边牧|兔子|仓鼠|鹦鹉)/u;

/** The scene a theme is, or null unless its subject and act are sure. */
export function readActScene(theme: string, language: ContentLanguage): ActScene | null {
  const text = theme.trim().replace(/[.!?…。！？]+$/u, '');
  // A theme of two clauses ("…bằng chiếc xe Cub cũ, đứng chờ…") is more than one scene.
  if (text === '' || /[,，;；]/u.test(text)) return null;
  const read = language === 'en' ? englishAct(text) : language === 'vi' ? vietnameseAct(text) : language === 'ko' ? koreanAct(text) : chineseAct(text, chineseAnimal);
  if (read === null) {
    // Round 13 (lyr5): a scene shared with a companion ("me and my sister painting…", "cùng bố đi thả diều", "엄마랑 …
    // 먹던", "和爷爷在河边钓鱼的黄昏"): the singer is part of it, and the act is sung whole.
    const shared = readCompanionScene(text, language);
    return shared !== null ? { agent: shared.agent, whole: text, nouns: shared.nouns, withSinger: true, act: shared.act, shared: true } : null;
  }
  const rest = text.slice(read.agent.length);
  // Vietnamese: the singer is the act's object right after its verb ("chở con", "dạy mình"), not a clause beside it ("lúc mình…").
  const span = language === 'vi' ? rest.trim().split(/\s+/u).slice(0, 2).join(' ') : rest;
  const withSinger = singerInAct[language].test(span);
  // Round 13 (lyr5): a scene the singer watches sings its act too ("I can still see my husband dancing badly").
  const act = withSinger ? '' : actPhrase(text, read.agent, language);
  return act !== '' ? { ...read, withSinger, act } : { ...read, withSinger };
}
