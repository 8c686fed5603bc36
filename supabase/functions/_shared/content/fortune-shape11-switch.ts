/**
 * Round 11 (fortune, shape SWITCH): a plan to change one thing for another — "should I switch my major from biology to
 * CS?", "em tính đổi điện thoại mới", "폰 바꿀까 고민이에요", "在考虑换工作" — is an open choice, not a purchase made nor
 * a loan: the thing changed is said back whole (with the from and to the visitor named), the cards lean on one
 * condition (what the new one gives that the old one cannot), and one test to run before deciding. Recognised from a
 * plan word (should / thinking of / nên / tính / 고민 / 想 / 考虑) before a verb of change (switch, change, đổi, chuyển,
 * 바꾸다, 옮기다, 换, 转, 改); never when the change is already made ("I switched", "đã đổi", "바꿨", "换了").
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { isNounPhrase } from './chat-noun-phrase.ts';
import { switchLines } from './data/fortune/fortune-shape11-switch-lines.ts';

/** A change still weighed: the thing changed, and where from and to when the visitor named them. */
export interface SwitchPlan {
  /** "your major", "điện thoại", "폰", "工作". */
  thing: string;
  from: string | null;
  to: string | null;
  /** The complication the visitor set against it ("your savings are low", "tiền tiết kiệm còn ít"), or null. */
  but: string | null;
}

/** What a language's reader finds, before the complication is read. */
type Read = Omit<SwitchPlan, 'but'>;

/** The clause after "but" / "mà" / "nhưng" / "근데" / "但", whole up to the next sign, said to the visitor; null when unsure. */
function butClause(q: string, language: ContentLanguage): string | null {
  const patterns: Readonly<Record<ContentLanguage, RegExp>> = {
    en: /\b(?:but|though|although)\s+([^,.?!;]{4,60})/iu,
    vi: /(?<![\p{L}])(?:mà|nhưng|có điều)\s+([^,.?!;]{4,60})/iu,
    ko: /(?:^|[.!?]\s*|\s)(?:근데|그런데|하지만|다만)\s+([^,.?!;]{3,40})/u,
    zh: /(?:但是|可是|不过|但)([^，,。？?！!；;]{2,20})/u,
  };
  const found = patterns[language].exec(q)?.[1]?.trim();
  if (!found) return null;
  // A question tail is no complication ("mà có nên không", "but should I").
  if (/(?:^|\s)(?:có nên|nên|liệu|should|would|will|is it|do you)(?:\s|$)|吗|呢|까/iu.test(found)) return null;
  if (language === 'en') {
    return found
      .replace(/\bI['’]m\b/gu, 'you’re').replace(/\bI am\b/gu, 'you are').replace(/\bI['’]ve\b/gu, 'you’ve')
      .replace(/\bI\b/gu, 'you').replace(/\bmy\b/giu, 'your').replace(/\bme\b/giu, 'you').replace(/\bmine\b/giu, 'yours');
  }
  if (language === 'vi') return found.replace(/(?<![\p{L}])(?:em|mình|tôi|tớ)(?![\p{L}])/giu, 'bạn').replace(/\s+(?:ạ|à|nhé|nha)$/iu, '');
  if (language === 'zh') return /我/u.test(found) ? found.replace(/我/gu, '你') : found;
  return /(?:^|\s)(?:저|제가|나|내가|저는|나는)(?:\s|$)/u.test(found) ? null : found;
}

/** English: "should I switch my major from X to Y", "thinking about changing jobs", "is it time to swap my phone". */
function readEnglish(q: string): Read | null {
  const found = /\b(?:should I|shall I|do I|thinking (?:about|of)|planning (?:to|on)|want to|wanna|considering|is it (?:smart|wise|time|worth it|a good idea|ok(?:ay)?) to|going to|about to|hoping to)\s+(?:finally\s+)?(switch(?:ing)?|chang(?:e|ing)|swap(?:ping)?|trad(?:e|ing) in|upgrad(?:e|ing))\s+([^,.?!]{2,60})/iu.exec(q);
  if (!found) return null;
  const verb = enGerund((found[1] ?? '').toLowerCase());
  const span = (found[2] ?? '').replace(/\s+(?:now|this (?:year|month|week|spring|summer|fall|autumn|winter)|next (?:year|month)|or not|right now|soon|already)\b.*$/iu, '').trim();
  const fromTo = /^(.+?)\s+from\s+(.+?)\s+to\s+(.+)$/iu.exec(span);
  const toOnly = /^(?:to|over to)\s+(.+)$/iu.exec(span);
  const yours = (text: string): string => text.replace(/\bmy\b/giu, 'your').trim();
  if (fromTo) return { thing: `${verb} ${yours(fromTo[1] ?? '')}`, from: yours(fromTo[2] ?? ''), to: yours(fromTo[3] ?? '') };
  if (toOnly) return isNounPhrase(toOnly[1] ?? '', 'en') ? { thing: `${verb} to ${yours(toOnly[1] ?? '')}`, from: null, to: yours(toOnly[1] ?? '') } : null;
  const thing = span.replace(/\s+(?:to|for|because|since|but|and|if|when|while|so)\b.*$/iu, '').trim();
  return thing.split(/\s+/u).length <= 5 && isNounPhrase(thing, 'en') ? { thing: `${verb} ${yours(thing)}`, from: null, to: null } : null;
}

/** "switch" → "switching", "trade in" → "trading in" (the verb as the visitor used it, as a gerund). */
function enGerund(verb: string): string {
  if (verb.endsWith('ing') || verb.includes('ing ')) return verb;
  if (verb === 'trade in') return 'trading in';
  if (verb.endsWith('e')) return `${verb.slice(0, -1)}ing`;
  if (verb === 'swap') return 'swapping';
  return `${verb}ing`;
}

/** Vietnamese: "em tính đổi con điện thoại mới", "có nên chuyển ngành từ kế toán sang IT không". */
function readVietnamese(q: string): Read | null {
  const found = /(?:có nên|nên|định|tính|muốn|dự định|đang tính|đang định|đang nghĩ tới chuyện|chuẩn bị|sắp|phân vân có nên)\s+(đổi|chuyển|thay)\s+([^,.?!]{2,60})/iu.exec(q);
  if (!found) return null;
  const verb = (found[1] ?? '').toLowerCase();
  const span = (found[2] ?? '').trim();
  const fromTo = /^(.+?)\s+từ\s+(.+?)\s+sang\s+(.+?)(?=\s+(?:không|ko|hông|được|thì|ạ|nhỉ|hay)(?![\p{L}])|$)/iu.exec(span);
  if (fromTo) return { thing: `${verb} ${fromTo[1] ?? ''}`.trim(), from: (fromTo[2] ?? '').trim(), to: (fromTo[3] ?? '').trim() };
  const cut = span
    .replace(/\s+(?:mà|nhưng|vì|tại|do|không|ko|hông|hay|thì|liệu|có|được|để|cho|năm nay|tháng này|bây giờ|lúc này|ạ|nhé|à|đợt này|sắp tới)(?![\p{L}]).*$/iu, '')
    .replace(/^(?:con|cái|chiếc|bộ)\s+/iu, '')
    .trim();
  if (cut === '' || cut.split(/\s+/u).length > 6 || !isNounPhrase(cut, 'vi')) return null;
  return { thing: `${verb} ${cut}`, from: null, to: null };
}

/** Korean: "폰 바꿀까", "전공을 경영에서 컴공으로 바꿔도 될까요", "회사 옮길까 고민". */
function readKorean(q: string): Read | null {
  const found = /(?:^|\s)([가-힣A-Za-z0-9]+)(?:을|를)?\s+(?:([가-힣A-Za-z0-9]+)에서\s+([가-힣A-Za-z0-9]+?)(?:으로|로)\s+)?(바꿀까|바꿔도|바꾸려|바꾸고 싶|바꾸는 게|바꿔야|바꿀지|옮길까|옮겨도|옮기려|옮기고 싶|옮기는 게|옮길지|갈아탈까|갈아타도|갈아타는 게)/u.exec(q);
  if (!found) return null;
  const thing = (found[1] ?? '').replace(/(?:을|를)$/u, '');
  if (/^(?:지금|올해|이번|요즘|내년|당장|그냥|진짜|정말|좀|이제|다|확)$/u.test(thing) || !isNounPhrase(thing, 'ko')) return null;
  const act = /^옮/u.test(found[4] ?? '') ? '옮기기' : /^갈아/u.test(found[4] ?? '') ? '갈아타기' : '바꾸기';
  return { thing: `${thing} ${act}`, from: found[2] ?? null, to: found[3] ?? null };
}

/** Chinese: "在考虑换工作", "要不要换手机", "想从会计转到计算机专业". */
function readChinese(q: string): Read | null {
  const fromTo = /(?:想|打算|准备|要不要|该不该|考虑|在考虑|计划)从([\u4e00-\u9fff]{1,6})(?:转|换|改)(?:到|成|去)([\u4e00-\u9fff]{1,8}?)(?=[，,。？?！!吗呢]|$|好|比较|会)/u.exec(q);
  if (fromTo) return { thing: '换方向', from: fromTo[1] ?? null, to: fromTo[2] ?? null };
  const found = /(?:想|打算|准备|要不要|该不该|考虑|在考虑|计划|纠结要不要|犹豫要不要)(换|转|改)([\u4e00-\u9fff]{1,6}?)(?=[，,。？?！!吗呢]|$|好|比较|会|还是)/u.exec(q);
  if (!found) return null;
  const thing = `${found[1] ?? ''}${found[2] ?? ''}`;
  return /^(?:换|转|改)(?:了|过|掉)?$/u.test(thing) ? null : { thing, from: null, to: null };
}

/** Changes already made: not a plan ("I switched", "đã đổi", "바꿨", "换了"). */
const madeAlready = /\b(?:I|we)\s+(?:just\s+|already\s+)?(?:switched|changed|swapped|upgraded)\b|(?:đã|vừa|mới)\s+(?:đổi|chuyển|thay)|바꿨|옮겼|갈아탔|(?:已经|刚)(?:换|转|改)|(?:换|转|改)了(?!吗)/iu;

/** A question about when ("when should I tell my parents I want to switch"), per language. */
const asksWhen = /\bwhen\b|khi nào|bao giờ|lúc nào|thời điểm|언제|시기|什么时候|何时|哪天|时机/iu;

/** The change a question weighs, or null. */
export function readSwitchPlan(question: string, language: ContentLanguage): SwitchPlan | null {
  // Asked when (to tell someone, to do it), the change is the time question's, not a choice still weighed.
  if (madeAlready.test(question) || asksWhen.test(question)) return null;
  const read = language === 'en' ? readEnglish(question) : language === 'vi' ? readVietnamese(question) : language === 'ko' ? readKorean(question) : readChinese(question);
  return read === null ? null : { ...read, but: butClause(question, language) };
}

/** The answer to a change weighed: the open choice named, the lean with its condition, the from and to, one test. */
export function writeSwitchLines(plan: SwitchPlan, c: PhraseComposer): string[] {
  const lines = switchLines[c.language];
  c.setAll({ thing: plan.thing, from: plan.from ?? '', to: plan.to ?? '' });
  const out = [c.line(lines.open), c.line(lines.lean)];
  if (plan.from !== null && plan.to !== null) out.push(c.line(lines.fromTo));
  else if (plan.to !== null) out.push(c.line(lines.toOnly));
  if (plan.but !== null) out.push(c.set('but', plan.but).line(lines.but));
  out.push(c.line(lines.test));
  return out;
}
