/**
 * The traced plot (issue 13, round 19). An opening whose last sentence tells an odd thing that happens, with no person
 * behind it in view (the neighbourhood cats gather at six every evening, the vending machine only gives what you need,
 * 우리 동네 고양이들이 매일 저녁 6시에 놀이터에 모인다), fell to the everyday fall-through, which stayed with "the thing"
 * ("nobody could explain it; it was only a little wonderful", "let the moment be the only thing that mattered") and never
 * said why. Here that sentence is told back as the question (why the cats …, vì sao …, 왜 …는지, 为什么…), traced to
 * the person behind it, and their reason told in the asked act's three kinds (story-why19.ts): for the teller, for
 * someone gone, or passed on (data/story/story-traced19-lines.ts). Pure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { actAfterWhy, longest, speech, unclean, whyKindOf, type AskedAct } from './story-why19.ts';
import { drawStoryLine } from './story-event-plot.ts';
import { tracedLines } from './data/story/story-traced19-lines.ts';

/** A sentence the teller opens (I, we), or everyone or nobody: an act of people, never a thing that happens. */
const tellerLead: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:I|We|I'm|I've|I'd|We're|We've|Nobody|No one|Everyone|Everybody|Somebody|Someone)\b/iu,
  vi: /^(?:Tôi|Mình|Tớ|Chúng tôi|Chúng mình|Bọn mình|Em|Không ai|Chẳng ai|Ai cũng|Mọi người)(?![\p{L}\p{M}])/iu,
  ko: /^(?:나는|내가|나도|저는|제가|우리는|우리가|아무도|모두|다들)\s/u,
  zh: /^(?:我|我们|没人|没有人|大家|谁)/u,
};

/** A person in view in the sentence (the man opposite keeps staring, a student alone): someone to ask, never someone to trace. */
const personInView: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:man|woman|boy|girl|guy|lady|stranger|kid|child|neighbou?r|driver|teacher|student|classmate|alone)\b/iu,
  vi: /người đàn ông|người phụ nữ|cô gái|chàng trai|ông lão|bà cụ|đứa bé|cậu bé|cô bé|người lạ|anh chàng|học sinh|bạn cùng lớp|một mình/iu,
  ko: /(?:남자|여자|아저씨|아주머니|아줌마|할머니|할아버지|아이|낯선 사람|학생|친구|전학생)(?:가|이|는|은)\s|혼자/u,
  zh: /男人|女人|男孩|女孩|大爷|大妈|阿姨|叔叔|老人|老太太|老头|小孩|孩子|陌生人|同学|学生|转校生|同桌|老师|师傅|一个人|独自/u,
};

/** A sentence opened by a time or condition clause (When I…, Khi…, 自从…): it only dates what follows. */
const clauseLead: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:When|Since|After|Before|If|As|While|Because|Once|Although|Though|Until)\b/u,
  vi: /^(?:Khi|Từ khi|Từ lúc|Sau khi|Trước khi|Nếu|Vì|Dù|Lúc)(?![\p{L}\p{M}])/u,
  ko: /^(?!)/u,
  zh: /^(?:自从|因为|如果|虽然|等到|直到|当)/u,
};

/** The opening's last sentence as the question of the traced plot, with its reason's kind; null when it cannot be told back. */
export function readTracedAct(opening: string, language: ContentLanguage): AskedAct | null {
  const sentences = opening.trim().split(/(?<=[.!?。！？])\s*/u).filter((part) => part.trim() !== '');
  const last = (sentences.at(-1) ?? '').trim();
  if (tellerLead[language].test(last) || clauseLead[language].test(last) || speech[language].test(last) || personInView[language].test(last)) return null;
  let act = last.replace(/[.!。！]+$/u, '');
  if (language === 'en') act = act.split(/,\s*|;\s*|\s+but\s+/u)[0] ?? act;
  if (act.length > longest[language] || act.length < 8 || unclean.test(act)) return null;
  const told = actAfterWhy(act, language);
  if (told === null) return null;
  const rest = last.slice(Math.min(last.length, language === 'en' || language === 'vi' ? last.indexOf(' ') + 1 : 2));
  return { act: told, kind: whyKindOf(rest, last, language) };
}

/** Writes the traced plot's three paragraphs for a first-person teller (the caller puts the opening before the first). */
export function writeTraced(read: AskedAct, slots: Readonly<Record<string, string>>, language: ContentLanguage, random: () => number): string[][] {
  const lines = tracedLines[language];
  const all = { ...slots, act: read.act };
  const draw = (pool: readonly string[]): string => drawStoryLine(pool, all, language, random);
  return [[draw(lines.react)], [draw(lines.act), draw(lines.find[read.kind])], [draw(lines.end)]];
}
