/**
 * Round 17 (issue 13): the visitor's request told back as the singer's own line, when it is a clause (an act, an event,
 * a decision) rather than a noun phrase. The families' path (a theme matched by a keyword of its world: work, home,
 * study, a graduation) sang its stock images and never told what the visitor wrote ("회사 그만두고 제주도 내려가기로
 * 결심했어" opened on "사무실 불이 한 층씩 꺼져 가"; "第一次带爸妈坐飞机去旅游" on a kitchen): the song now opens on the
 * clause itself, in the visitor's words, turned to the singer, and the families' lines follow it as its details.
 * Read from grammar only: an English -ing act or a possessive subject with its -ing verb, a Korean final verb ending or
 * a -기 nominal, a Vietnamese clause with a verb (clause-roles), a Chinese sentence with no 的-headed noun phrase.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { readClauseRoles } from './clause-roles.ts';

/** English -ing nouns that open a noun phrase, never an act ("the morning", "wedding bells"). */
const englishIngNoun = /^(?:morning|evening|wedding|ceiling|building|thing|king|spring|ring|string|painting|meeting|beginning|clothing|darling|sibling|swing|something|nothing|anything|everything|during|outing|landing|lightning|pudding|dumpling|earring|ending|feeling|ing)$/iu;

function english(theme: string, memory: boolean): string | null {
  const words = theme.split(/\s+/u);
  if (words.length < 3) return null;
  const first = (words[0] ?? '').toLowerCase();
  // "missing the last train home…": the singer's act, sung as going on (or remembered, when the theme looks back).
  if (/^\p{L}{2,}ing$/u.test(first) && !englishIngNoun.test(first) && !/^(?:of|and)$/iu.test(words[1] ?? '')) return memory ? `I remember ${theme}` : `Here I am, ${theme}`;
  // "my best friend moving to another country": the possessive subject and its act, told as a sentence.
  const owned = /^((?:my|our|his|her|their)\s+(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)\s+(\p{L}{2,}ing)\s+(.+)$/iu.exec(theme);
  if (owned !== null && !englishIngNoun.test(owned[2] as string)) {
    const subject = owned[1] as string;
    const plural = /^our\s/iu.test(subject) || /[^s]s$/iu.test(subject);
    const told = `${subject} ${plural ? 'are' : 'is'} ${owned[2] as string} ${owned[3] as string}`;
    return told.charAt(0).toUpperCase() + told.slice(1);
  }
  // "I quit my job today": a finite clause of the singer is already a line.
  if (/^(?:i|we)\s+\p{L}+/iu.test(theme) && !/^(?:i|we)\s+(?:am|was|were|are)\s*$/iu.test(theme)) return theme.charAt(0).toUpperCase() + theme.slice(1);
  return null;
}

function korean(theme: string): string | null {
  const words = theme.split(/\s+/u);
  const last = words[words.length - 1] ?? '';
  if (words.length < 3) return null;
  // "할머니한테 스마트폰 가르쳐 드리기": a -기 nominal is the act, sung as the day it is done ("…가르쳐 드리는 날").
  if (/[가-힣]기$/u.test(last) && last.length >= 2) return `${words.slice(0, -1).join(' ')} ${last.slice(0, -1)}는 날`;
  // "…내려가기로 결심했어", "…잠이 안 와": a final verb ending is already the singer's sentence.
  if (/(?:어|아|해|다|요|네|지|야|와|봐|워|져|줘|겠어)$/u.test(last)) return theme;
  return null;
}

function vietnamese(theme: string): string | null {
  if (theme.split(/\s+/u).length < 4) return null;
  const roles = readClauseRoles(theme, 'vi');
  // A noun phrase read as a subject with no verb ("chiếc áo len mẹ đan") is no clause to tell back.
  if (roles.verb === null) return null;
  return theme.charAt(0).toUpperCase() + theme.slice(1);
}

function chinese(theme: string): string | null {
  // "外婆家的老房子": a 的-headed noun phrase is named by the families' lines, not told as an act.
  if ([...theme].length < 6 || /的/u.test(theme)) return null;
  return theme;
}

/** The request told back as one line of the singer, or null when it is a noun phrase (or too short to be a clause). */
export function toldBackLine(theme: string, language: ContentLanguage, memory: boolean): string | null {
  const text = theme.trim().replace(/[.!?。！？,，;；…~]+$/u, '');
  if (/[,，;；.。!?！？]/u.test(text)) return null;
  if (language === 'en') return english(text, memory);
  if (language === 'ko') return korean(text);
  if (language === 'vi') return vietnamese(text);
  return chinese(text);
}
