/**
 * Round 14b (issue 13): a theme that is ONE CLAUSE TOLD WHOLE, someone doing something at a time the visitor gave, read
 * from clause grammar, not from topic words:
 * - a head noun after its relative clause is the clause's subject ("매일 저녁 현관 앞에서 아빠를 기다리는 우리 강아지",
 *   "每天放学的时候在校门口卖糖葫芦的老爷爷", "my grandpa who still waves at every train…"): the head does the act, and the
 *   act's object (아빠) is the one waited for, never the singer;
 * - a subject with a finite act and its time or when-clause ("mẹ ngồi chờ cơm con mỗi tối khi con đi làm về muộn",
 *   "mom leaves the porch light on when I come home late", "下大雪的那些夜晚爸爸开车来接我下班").
 * The time phrase keeps its modifier ("những đêm mất điện", "비 오는 날마다"), the when-clause (khi …, when …, -ㄹ 때,
 * …的时候) is its own part, and an act that comes back again and again is sung as going on, never as a loss.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findLyricsPerson } from './lyrics-person.ts';
import { isSingableNounPhrase } from './lyrics-noun-phrase.ts';

/** The parts of a clause told whole. */
export interface ToldClause {
  /** The act as written: finite in en, vi and zh ("still waves at every train", "ngồi chờ cơm con"), adnominal in ko ("아빠를 기다리는"). */
  core: string;
  /** The time phrase as written, its modifier kept ("những trưa hè oi bức", "비 오는 날마다", "每天放学的时候"); '' when none. */
  time: string;
  /** The when-clause as written ("when I come home late", "khi con đi làm về muộn", "내가 늦게 들어올 때"); '' when none. */
  when: string;
  /** Whether the act comes back again and again (every, mỗi, ngày nào, 마다, 每, still, always). */
  habit: boolean;
  /** Whether the clause tells a past act ("waved", "đã", "-던", "那些年"). */
  past: boolean;
}

/** A told scene: its subject, the whole theme, the nouns of its place and its clause. */
export interface ToldScene {
  agent: string;
  whole: string;
  nouns: string[];
  withSinger: boolean;
  told: ToldClause;
}

const englishTimePhrase = /\b(?:(?:every|each)\s+(?:single\s+)?\p{L}+(?:\s+(?:night|morning|evening|afternoon|day|year|week|month|weekend|winter|summer|spring|autumn|fall|holiday|festival))?|(?:on|in|at|during)\s+(?:the\s+)?(?:\p{L}+\s+)?(?:nights?|mornings?|evenings?|afternoons?|days?|weekends?|winters?|summers?|midnight|dawn|dusk|noon)|all\s+(?:night|day)\s+long|all\s+(?:night|day))\b/iu;
const englishWhen = /\s((?:when|whenever|while|after|before|until)\s+(?:i|we|you|he|she|they|it|my|our|the)\b.+)$/iu;
const englishSubjectEnd = /^(?:who|that|which|when|while|and|but|or|to|at|on|in|for|with|from|of|by|is|was|are|were|has|had|have)$/iu;

function capitalI(text: string): string {
  return text.replace(/(?<![\p{L}'’])i(?![\p{L}'’])/gu, 'I');
}

/** Whether an English noun phrase's head is a person (a kin or role word) or an animal someone keeps. */
function livingHead(phrase: string): boolean {
  const head = phrase.split(/\s+/u).pop() ?? '';
  return findLyricsPerson(phrase, 'en') !== null || /^(?:dog|cat|puppy|kitten|pup|bird|parrot|rabbit|bunny|hamster|horse|goat|hen|rooster)s?$/iu.test(head);
}

function english(text: string): ToldScene | null {
  let agent = '';
  let rest = '';
  const relative = /^((?:my|our|his|her|their|the)\s+(?:\p{L}+\s+){0,2}\p{L}+)\s+(?:who|that)\s+(.+)$/iu.exec(text);
  if (relative !== null) {
    agent = relative[1] as string;
    rest = relative[2] as string;
    if (/\sthat\s/iu.test(text.slice(agent.length, agent.length + 6)) && !livingHead(agent)) return null;
    if ((agent.split(/\s+/u).slice(1)).some((word) => englishSubjectEnd.test(word))) return null;
  } else {
    const main = /^((?:my|our|his|her|their)\s+(?:\p{L}+\s+){0,2}?\p{L}+|\p{L}+)\s+((?:(?:still|always|never|often|usually|sometimes|used\s+to|would)\s+)?\p{L}+)\s+(.+)$/iu.exec(text);
    if (main === null) return null;
    agent = main[1] as string;
    const verb = main[2] as string;
    const bare = !/^(?:my|our|his|her|their)\s/iu.test(agent);
    if (bare && findLyricsPerson(agent, 'en')?.word.toLowerCase() !== agent.toLowerCase()) return null;
    if (!bare && !livingHead(agent)) return null;
    // A finite act: an adverb of habit, or a verb in -s / -ed ("leaves", "waited"), never a possessive or a noun in -ing.
    if (!/^(?:still|always|never|often|usually|sometimes|used|would)\s/iu.test(verb) && !/^\p{L}{2,}(?:s|ed)$/iu.test(verb)) return null;
    if (/(?:ss|us|is)$/iu.test(verb) && !/\s/u.test(verb)) return null;
    rest = `${verb} ${main[3] as string}`;
  }
  let core = rest;
  let when = '';
  const w = englishWhen.exec(core);
  if (w !== null) {
    when = capitalI(w[1] as string);
    core = core.slice(0, w.index).trim();
  }
  let time = '';
  const t = englishTimePhrase.exec(core);
  // A time phrase after the act is cut from it when it ends the act ("…at night"); inside a relative it stays whole.
  if (t !== null && t.index + t[0].length === core.length && t.index > 0) {
    time = t[0];
    core = core.slice(0, t.index).trim();
  }
  const words = core.split(/\s+/u).filter((word) => word !== '');
  if (words.length < 2 || words.length > 12 || (relative === null && time === '' && when === '')) return null;
  const habit = /^(?:every|each|on\s|in\s+the)/iu.test(time) || /^(?:still|always|often|usually|never|sometimes)\b/iu.test(core) || /^whenever/iu.test(when) || /\b(?:every|each)\b/iu.test(when);
  const past = /^(?:used|would)\b|^\p{L}+ed\b/iu.test(core);
  return { agent, whole: text, nouns: [], withSinger: /\b(?:me|us)\b/iu.test(core), told: { core: capitalI(core), time, when, habit, past } };
}

/** A Vietnamese word that opens a time phrase. */
const viTimeWord = /^(?:hôm|mỗi|những|buổi|ngày|đêm|sáng|chiều|tối|trưa|khuya|suốt|hồi|mùa)$/iu;
/** A Vietnamese aspect or frequency word right after the subject: the act starts there. */
const viAspect = /^(?:vẫn|cũng|đang|hay|cứ|luôn|thường|đã|sẽ|từng|chẳng|không|chưa|lại)$/iu;

function vietnamese(text: string): ToldScene | null {
  const words = text.split(/\s+/u);
  if (words.length < 5) return null;
  let size = 0;
  const found = findLyricsPerson(text, 'vi');
  if (found !== null && text.toLowerCase().startsWith(found.word.toLowerCase())) {
    size = found.word.split(/\s+/u).length;
    if (/^(?:tôi|mình|em|con|cháu)$/iu.test(words[size] as string) && !viAspect.test(words[size + 1] as string)) size += 1;
  } else if (/^(?:con|chú|bé|cô|cậu|chị|anh|bác|ông|bà)$/iu.test(words[0] as string) && !/^con\s+(?:đường|sông|dốc|phố|hẻm|tàu|thuyền|số|mắt|đò|suối|ngõ)$/iu.test(words.slice(0, 2).join(' '))) {
    // A classifier and its noun, with at most one word more ("chú chó nhỏ"), up to the first time or aspect word.
    const stop = words.findIndex((word, i) => i >= 2 && (viTimeWord.test(word) || viAspect.test(word)));
    if (stop < 2 || stop > 3) return null;
    size = stop;
  }
  if (size === 0) return null;
  const agent = words.slice(0, size).join(' ');
  let rest = words.slice(size);
  let time: string[] = [];
  // "ngày nào cũng …", "đêm nào cũng …": a time phrase before the act.
  if (rest.length > 3 && viTimeWord.test(rest[0] as string) && rest[1] === 'nào') {
    time = rest.slice(0, 2);
    // "ngày nào cũng nằm đợi": the "cũng" of "every … also" belongs to the time, not to the act sung alone.
    rest = rest.slice(rest[2] === 'cũng' ? 3 : 2);
  }
  let when: string[] = [];
  const at = rest.findIndex((word, i) => i > 0 && /^(?:khi|lúc)$/iu.test(word));
  if (at > 0) {
    when = rest.slice(at);
    rest = rest.slice(0, at);
  }
  if (time.length === 0) {
    const t = rest.findIndex((word, i) => i > 0 && viTimeWord.test(word) && !/^(?:sáng|tối|trưa|chiều|đêm)$/iu.test(rest[i - 1] as string));
    if (t > 0) {
      time = rest.slice(t);
      rest = rest.slice(0, t);
    }
  }
  if (rest.length < 2 || rest.length > 9 || time.length > 6 || when.length > 9 || (time.length === 0 && when.length === 0)) return null;
  const core = rest.join(' ');
  const nouns: string[] = [];
  const place = /(?<![\p{L}\p{M}])(?:ở|trên|dưới|bên|cạnh|trước|ngoài)\s+((?:[\p{L}\p{M}]+\s*){1,3})$/iu.exec(core);
  if (place !== null && isSingableNounPhrase((place[1] as string).trim(), 'vi')) nouns.push((place[1] as string).trim());
  const timeText = time.join(' ');
  const habit = /^(?:mỗi|những|suốt|\p{L}+\s+nào)/iu.test(timeText) || /^(?:vẫn|cũng|hay|cứ|luôn|thường)\s/iu.test(core);
  return { agent, whole: text, nouns, withSinger: /(?<![\p{L}\p{M}])(?:con|em|mình|tôi|cháu)(?![\p{L}\p{M}])/iu.test(rest.slice(1).join(' ')), told: { core, time: timeText, when: when.join(' '), habit, past: /^(?:đã|từng)\s/iu.test(core) || /^hồi/iu.test(timeText) } };
}

/** Whether a Hangul syllable has a final consonant. */
function hasBatchim(syllable: string): boolean {
  const code = syllable.charCodeAt(0);
  return code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 !== 0;
}

/** Whether a Korean word ends in an adnominal form (기다리는, 두시는, 들리던, 준). */
function koreanAdnominal(word: string): boolean {
  if (/(?:던|는)$/u.test(word)) return true;
  const last = word.charCodeAt(word.length - 1);
  return last >= 0xac00 && last <= 0xd7a3 && (last - 0xac00) % 28 === 4;
}

/** A Korean time word standing alone (매일, 저녁, 밤마다). */
const koreanTimeWord = /^(?:매일|매일같이|날마다|늘|항상|새벽|아침|저녁|밤|낮|오후|오전|주말|여름밤|겨울밤|퇴근길|등굣길|하굣길|어릴\s?적)(?:마다|에|엔|이면)?$|마다$/u;

function korean(text: string): ToldScene | null {
  const words = text.split(/\s+/u);
  if (words.length < 3) return null;
  // The head: the last word, with a possessive before it ("우리 강아지"); a person or one owned by the singer.
  const owned = words.length >= 4 && /^(?:우리|내|제|옆집|동네)$/u.test(words[words.length - 2] as string);
  const headWords = owned ? 2 : 1;
  const agent = words.slice(-headWords).join(' ');
  const head = words[words.length - 1] as string;
  const person = findLyricsPerson(head, 'ko');
  const clause = words.slice(0, -headWords);
  if (clause.length < 2 || !koreanAdnominal(clause[clause.length - 1] as string)) return null;
  // An honorific act (구워 주시는, 차려 두신, 기다리시던) has an elder person for its subject, whatever the head's word.
  const honorific = /(?:시는|신|시던|셨던)$/u.test(clause[clause.length - 1] as string);
  if (!owned && !honorific && (person === null || !head.endsWith(person.word))) return null;
  // The when-clause or time: from the start to its last word ending in 때 / 마다 / a time word.
  let end = -1;
  clause.forEach((word, i) => {
    if (i < clause.length - 1 && (/(?:때|때면|때마다|마다)$/u.test(word) || (koreanTimeWord.test(word) && i === end + 1))) end = i;
  });
  const lead = clause.slice(0, end + 1);
  const core = clause.slice(end + 1);
  if (core.length < 1 || core.length > 7) return null;
  // The head is the act's subject only when no word of the act carries a subject particle ("엄마가 … 주던 방" is a setting).
  if (core.some((word) => /(?:께서|[^\s]가)$/u.test(word) || (/^.+이$/u.test(word) && hasBatchim(word.slice(-2, -1))))) return null;
  // A head owned by the singer ("우리 강아지") does an act with an object or at a place ("아빠를 기다리는", "현관 앞에서").
  if (owned && !core.some((word) => /(?:[을를]|에서)$/u.test(word))) return null;
  const leadText = lead.join(' ');
  const isWhen = /때(?:면|마다)?$/u.test(leadText);
  const nouns: string[] = [];
  core.forEach((word, i) => {
    const place = /^(.+?)(?:에서|에)$/u.exec(word);
    if (place === null) return;
    const noun = /^(?:앞|뒤|옆|위|밑|아래|안)$/u.test(place[1] as string) && i > 0 ? `${core[i - 1] as string} ${place[1] as string}` : (place[1] as string);
    if (isSingableNounPhrase(noun, 'ko')) nouns.push(noun);
  });
  const habit = /마다|^매일|^날마다|^늘|^항상/u.test(leadText) || /(?:때면|때마다)$/u.test(leadText) || /(?:^|\s)(?:늘|항상|매일)(?:\s|$)/u.test(core.join(' '));
  return { agent, whole: text, nouns: nouns.slice(0, 1), withSinger: /(?:^|\s)(?:나를|날|나한테|나에게|내게|저를)(?:\s|$)/u.test(core.join(' ')), told: { core: core.join(' '), time: isWhen ? '' : leadText, when: isWhen ? leadText : '', habit, past: /던$/u.test(clause[clause.length - 1] as string) } };
}

/** A Chinese time phrase at the head of a clause ("每天放学的时候", "下大雪的那些夜晚", "每天傍晚"). */
const chineseLeadTime = /^(?:(?:每天|每晚|每年|每次|每逢|每个?周末|小时候|那些年)?[\p{Script=Han}]{1,6}?(?:的时候|时候|的那些[\p{Script=Han}]{1,2}|的那个[\p{Script=Han}]{1,2}|的日子)|(?:每天|每晚|每个?周末|每年)(?:早上|清晨|上午|中午|下午|傍晚|黄昏|晚上|深夜|半夜|夜里)?)/u;

function chinese(text: string): ToldScene | null {
  if ([...text].length < 7 || /[，,。；\s]/u.test(text)) return null;
  let agent = '';
  let clause = '';
  const relative = /^(.{4,})的([\p{Script=Han}]{1,4})$/u.exec(text);
  const headPerson = relative !== null ? findLyricsPerson(relative[2] as string, 'zh') : null;
  if (relative !== null && headPerson !== null && (relative[2] as string).endsWith(headPerson.word)) {
    agent = relative[2] as string;
    clause = relative[1] as string;
  }
  const time = chineseLeadTime.exec(agent === '' ? text : clause)?.[0] ?? '';
  if (agent === '') {
    // A time phrase first, then the subject ("下大雪的那些夜晚爸爸开车来接我下班").
    if (time === '') return null;
    const after = text.slice(time.length);
    const found = findLyricsPerson(after, 'zh');
    if (found === null || !after.startsWith(found.word)) return null;
    agent = found.word;
    clause = after.slice(found.word.length);
  } else {
    clause = clause.slice(time.length);
  }
  if ([...clause].length < 2 || [...clause].length > 14 || /把|被(?![子褥单套])|了$/u.test(clause)) return null;
  if (time === '' && agent === '') return null;
  const nouns: string[] = [];
  for (const place of clause.matchAll(/在([\p{Script=Han}]{1,5}?)[上里下边旁前后口]/gu)) {
    const noun = place[0].slice(1);
    if (isSingableNounPhrase(noun, 'zh')) nouns.push(noun);
  }
  return { agent, whole: text, nouns: nouns.slice(0, 1), withSinger: /我(?![的家])|我们/u.test(clause), told: { core: clause, time, when: '', habit: /^每|那些/u.test(time) || /^(?:总|每天|天天|一直|常常)/u.test(clause), past: /^(?:小时候|那些年)/u.test(time) } };
}

/** Reads a theme told as one clause with its subject and its time or relative head; null unless its parts are sure. */
export function readToldScene(theme: string, language: ContentLanguage): ToldScene | null {
  const text = theme.trim().replace(/[.!?…。！？]+$/u, '');
  if (text === '' || /[,，;；]/u.test(text)) return null;
  switch (language) {
    case 'en':
      return english(text);
    case 'vi':
      return vietnamese(text);
    case 'ko':
      return korean(text);
    case 'zh':
      return chinese(text);
  }
}
