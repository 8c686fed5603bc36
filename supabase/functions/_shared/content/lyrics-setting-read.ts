/**
 * Round 14 (issue 13): a place where someone did something, told as a relative clause headed by the place ("the porch
 * where grandpa read to me every summer night", "chiếc chõng tre nơi bà quạt cho con", "엄마가 매일 밤 이불 덮어 주던 방",
 * "外婆夏天晚上给我扇扇子的院子"). The grammar says the head is a setting, not a thing made or given: English "where",
 * Vietnamese "nơi / chỗ", a Korean clause whose verb already has its own object (이불 덮어, 책을 읽어), a Chinese clause
 * whose benefactive verb already has its own object (给我扇扇子). The song sings the person doing the act there, at its
 * time, never the place as a thing held ("방을 아직도 마음에 품고 있어", "我双手捧着院子").
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findLyricsPerson } from './lyrics-person.ts';
import { englishTime, koreanTime, vietnameseTime } from './lyrics-clause-tail.ts';

/** A setting scene: who did what there, when, and whether the singer was part of it. */
export interface SettingScene {
  place: string;
  agent: string;
  /** The act as written, without its time ("read to me", "quạt cho con", "이불 덮어 주던", "给我扇扇子"). */
  core: string;
  time: string;
  withSinger: boolean;
  /** Whether the act came back again and again (every, mỗi, 마다, 每). */
  habit: boolean;
}

/** The person heading a clause: a kin or role word the person reader knows, a determined noun phrase or a name. */
function englishAgent(clause: string): string {
  const determined = /^((?:my|our|his|her|their|the)\s+(?:\p{L}+\s+)?\p{L}+?)\s+(?=\p{L}+(?:ed|ew|ang|ung|ought|aught|ode|ote|ore|ang|ept|ave|ead|ung|ade|old|ook|ent|at|ent))/iu.exec(clause);
  if (determined !== null) return determined[1] as string;
  const first = clause.split(/\s+/u)[0] ?? '';
  if (findLyricsPerson(first, 'en')?.word.toLowerCase() === first.toLowerCase() || /^\p{Lu}\p{Ll}+$/u.test(first)) return first;
  return '';
}

function english(text: string): SettingScene | null {
  const m = /^((?:the|my|our|that|grandma's|grandpa's|\p{L}+['’]s)\s+(?:\p{L}+\s+){0,2}?\p{L}+)\s+where\s+(.+)$/iu.exec(text);
  if (m === null) return null;
  const clause = m[2] as string;
  const agent = englishAgent(clause);
  if (agent === '' || /^(?:i|we|you)$/iu.test(agent)) return null;
  let rest = clause.slice(agent.length).trim();
  const t = englishTime.exec(rest);
  const time = t?.[0] ?? '';
  if (t !== null) rest = `${rest.slice(0, t.index)} ${rest.slice(t.index + t[0].length)}`.replace(/\s+/gu, ' ').trim();
  if (rest === '' || rest.split(/\s+/u).length > 6) return null;
  return { place: m[1] as string, agent, core: rest, time, withSinger: /\b(?:me|us)\b/iu.test(rest), habit: /^(?:every|each)\s/iu.test(time) };
}

function vietnamese(text: string): SettingScene | null {
  const m = /^(.+?)\s+(?:nơi|chỗ)(?:\s+mà)?\s+(.+)$/iu.exec(text);
  if (m === null) return null;
  const clause = m[2] as string;
  const person = findLyricsPerson(clause, 'vi');
  if (person === null || !clause.toLowerCase().startsWith(person.word.toLowerCase())) return null;
  const agent = clause.slice(0, person.word.length);
  const words = clause.slice(agent.length).trim().split(/\s+/u);
  const at = words.findIndex((word, i) => i > 0 && vietnameseTime.test(word));
  const core = (at < 0 ? words : words.slice(0, at)).join(' ');
  const time = at < 0 ? '' : words.slice(at).join(' ');
  if (core === '' || words.length > 10) return null;
  return { place: m[1] as string, agent, core, time, withSinger: /(?<![\p{L}\p{M}])(?:con|mình|tôi|em|cháu)(?![\p{L}\p{M}])/iu.test(core), habit: /^(?:mỗi|những|suốt)/iu.test(time) };
}

/** Korean adverbs that stand bare before a verb (손수, 몰래, 늘): no object. */
const koreanAdverb = /^(?:손수|직접|몰래|늘|항상|자주|같이|함께|가끔|혼자|처음|또|다시|일찍|늦게|꼭|살짝|천천히|조용히|매번|언제나|맨날|날마다)$/u;

function korean(text: string): SettingScene | null {
  const words = text.split(/\s+/u);
  if (words.length < 4) return null;
  const marked = /^(.+?)(께서|가|이)$/u.exec(words[0] as string);
  if (marked === null || findLyricsPerson(marked[1] as string, 'ko') === null) return null;
  const agent = marked[1] as string;
  const head = words[words.length - 1] as string;
  const clause = words.slice(1, -1);
  const last = clause[clause.length - 1] ?? '';
  if (!/(?:던|는|준|신|운)$/u.test(last)) return null;
  // The main verb: the word before an auxiliary 주던 / 주신 / 준, else the adnominal itself.
  const verbAt = /^(?:주던|주신|준|주는|주시던)$/u.test(last) ? clause.length - 2 : clause.length - 1;
  const before = clause[verbAt - 1];
  const marksObject = clause.slice(0, verbAt).some((word) => /[을를]$/u.test(word));
  const bareObject = before !== undefined && !koreanTime.test(before) && !koreanAdverb.test(before) && !/(?:에|에서|로|으로|와|과|랑|하고|께|한테|에게|도|만|는|은|가|이|게|히|고|서|며)$/u.test(before);
  if (verbAt < 0 || !(marksObject || bareObject)) return null;
  const time = clause.filter((word) => koreanTime.test(word)).join(' ');
  const core = clause.filter((word) => !koreanTime.test(word)).join(' ');
  // "…덮어 주던": an act done for someone (주다) is done for the singer unless the clause names another.
  const forSomeone = /^(?:주던|주신|준|주는|주시던)$/u.test(last) && !/(?:한테|에게|께)$/u.test(clause.join(' '));
  return { place: head, agent, core, time, withSinger: forSomeone || /(?:^|\s)(?:나를|날|나랑|나한테|나에게|내게|저를)(?:\s|$)/u.test(core), habit: /마다|매일/u.test(time) };
}

function chinese(text: string): SettingScene | null {
  const person = findLyricsPerson(text, 'zh');
  if (person === null || !text.startsWith(person.word)) return null;
  const m = /^((?:每天|每年|小时候)?(?:春天|夏天|秋天|冬天)?(?:早上|中午|下午|傍晚|晚上|夜里)?)((?:给|帮|陪|为|带|教)我(?!亲手|专门|特地|偷偷)[\p{Script=Han}]{2,6})的([\p{Script=Han}]{1,4})$/u.exec(text.slice(person.word.length));
  if (m === null) return null;
  const time = m[1] as string;
  return { place: m[3] as string, agent: person.word, core: m[2] as string, time, withSinger: true, habit: time.startsWith('每') };
}

/** Reads a setting scene, or null when the head is not sure to be the place of the act. */
export function readSettingScene(theme: string, language: ContentLanguage): SettingScene | null {
  const text = theme.trim().replace(/[.!?…。！？]+$/u, '');
  if (text === '' || /[,，;；]/u.test(text)) return null;
  return language === 'en' ? english(text) : language === 'vi' ? vietnamese(text) : language === 'ko' ? korean(text) : chinese(text);
}
