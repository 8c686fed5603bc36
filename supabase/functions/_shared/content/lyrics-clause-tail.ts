/**
 * Round 14 (issue 13): the clause of a scene theme kept whole (lyrics-act-read.ts reads its subject): who does what
 * (the act with its place), when (every evening, hôm trời mưa, 여름밤마다, 每天傍晚), for whom ("for my late husband") and
 * what else at the same time ("while she braided my hair"). The song sings the subject doing the act at that place and
 * time, never at another time of day and never for another person. Each part is cut at an edge the grammar is sure of
 * (a time phrase, "for", "while"); a part the grammar cannot cut is left empty and never pasted.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** The parts of a scene's clause after its subject. */
export interface ClauseTail {
  /** The act with its place, as written ("waiting by the window", "đứng đợi con ở cổng trường", "站在阳台上等我放学"). */
  core: string;
  /** The time, as written ("every evening", "hôm trời mưa", "여름밤마다", "每天傍晚"); '' when none. */
  time: string;
  /** Whom the act is for, as written ("for my late husband"); '' when none. */
  goal: string;
  /** A clause at the same time ("while she braided my hair"); '' when none. */
  also: string;
  /** Whether the act comes back again and again (every, mỗi, 마다, 每): then it is sung in the present. */
  habit: boolean;
}

/** An English time phrase (every evening, at night, in the morning, on Sundays, before school). */
export const englishTime = /\b(?:(?:every|each)\s+(?:single\s+)?\p{L}+(?:\s+(?:night|morning|evening|afternoon|day|year|week|month|weekend|winter|summer|spring|autumn|fall|holiday|festival))?|at\s+(?:night|midnight|dawn|dusk|noon)|in\s+the\s+(?:morning|evening|afternoon|night)|on\s+\p{L}+days?|(?:before|after)\s+(?:school|work|dinner|lunch|breakfast|church|class)|all\s+(?:night|day)|tonight|this\s+morning)\b/iu;

function english(rest: string): ClauseTail | null {
  let text = rest;
  let time = '';
  const t = englishTime.exec(text);
  if (t !== null) {
    time = t[0];
    text = `${text.slice(0, t.index)} ${text.slice(t.index + t[0].length)}`.replace(/\s+/gu, ' ').trim();
  }
  let also = '';
  const w = /\s(while|as|when)\s+(.+)$/iu.exec(text);
  if (w !== null) {
    also = `${(w[1] as string).toLowerCase()} ${w[2] as string}`;
    text = text.slice(0, w.index).trim();
  }
  let goal = '';
  const g = /\sfor\s+((?:my|our|his|her|their|the)\s+.+)$/iu.exec(text);
  if (g !== null) {
    goal = `for ${g[1] as string}`;
    text = text.slice(0, g.index).trim();
  }
  if (!/^\p{L}+ing\b/iu.test(text) || text.split(/\s+/u).length > 7) return null;
  return { core: text, time, goal, also, habit: /^(?:every|each|on)\s/iu.test(time) };
}

/** A Vietnamese word that opens a time phrase. */
export const vietnameseTime = /(?<![\p{L}\p{M}])(?:hôm|mỗi|những|buổi|lúc|khi|ngày|đêm|sáng|chiều|tối|trưa|khuya|suốt|hồi)(?![\p{L}\p{M}])/iu;

function vietnamese(rest: string): ClauseTail | null {
  const words = rest.split(/\s+/u);
  // The time starts at its first word after the verb; what comes before it is the act with its place.
  const at = words.findIndex((word, i) => i > 0 && vietnameseTime.test(word) && !/^(?:sáng|tối)$/iu.test(words[i - 1] as string));
  const core = (at < 0 ? words : words.slice(0, at)).join(' ');
  const time = at < 0 ? '' : words.slice(at).join(' ');
  if (core.split(/\s+/u).length < 2 || core.split(/\s+/u).length > 9 || time.split(/\s+/u).length > 6) return null;
  return { core, time, goal: '', also: '', habit: /^(?:mỗi|những|suốt)/iu.test(time) };
}

/** A Korean time word (새벽, 밤마다, 여름밤, 매일…). */
export const koreanTime = /^(?:새벽|아침|저녁|밤|낮|오후|오전|여름밤|겨울밤|주말|일요일|퇴근길|등굣길|하굣길|출근길|매일|그날|어릴\s?적)(?:마다|에|엔)?$|마다$/u;

function korean(rest: string): ClauseTail | null {
  // The act runs from after the subject to the adnominal before the head noun ("자전거 뒤에 나를 태우고 달리던").
  const words = rest.split(/\s+/u).slice(0, -1);
  if (words.length < 1 || !/(?:던|는|[은ㄴ]|준|신|운)$/u.test(words[words.length - 1] as string)) return null;
  const timeWords = words.filter((word) => koreanTime.test(word));
  const core = words.filter((word) => !koreanTime.test(word)).join(' ');
  if (core === '' || words.length > 7) return null;
  return { core, time: timeWords.join(' '), goal: '', also: '', habit: timeWords.some((word) => /마다$|^매일/u.test(word)) };
}

const chineseTime = /^(?:每天|每晚|每个?周末|每年|每次|小时候|那天|那年)?(?:早上|清晨|上午|中午|下午|傍晚|黄昏|晚上|深夜|半夜|夜里)?/u;

function chinese(rest: string): ClauseTail | null {
  const time = chineseTime.exec(rest)?.[0] ?? '';
  const core = rest.slice(time.length).replace(/的[\p{Script=Han}]{1,4}$/u, '');
  if ([...core].length < 2 || [...core].length > 14 || /[，,。]/u.test(core)) return null;
  return { core, time, goal: '', also: '', habit: /^每/u.test(time) };
}

/** Reads the clause after a scene's subject; null when its parts cannot be cut with certainty. */
export function readClauseTail(whole: string, agent: string, language: ContentLanguage): ClauseTail | null {
  if (!whole.toLowerCase().startsWith(agent.toLowerCase())) return null;
  // Round 15: "동생이랑 옥상에서…": a person before a companion particle shares the singer's act; they are no subject
  // whose clause could be told ("동생이 이랑 옥상에서 별 보던 모습").
  if (language === 'ko' && /^(?:이랑|랑|하고|와|과|이하고)(?=\s)/u.test(whole.slice(agent.length))) return null;
  const rest = whole.slice(agent.length).replace(/^(?:께서|가|이)(?=\s)/u, '').replace(/[.!?…。！？]+$/u, '').trim();
  if (rest === '') return null;
  switch (language) {
    case 'en':
      return english(rest);
    case 'vi':
      return vietnamese(rest);
    case 'ko':
      return korean(rest);
    case 'zh':
      return chinese(rest);
  }
}
