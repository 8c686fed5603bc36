/**
 * Round 14 of issue 13 (helper fort14): the fortune's fall-through for a question the visitor asked with a reason of
 * their own ("I met someone on a trip and we only had three days together. He lives in Spain. Is it worth trying?",
 * "老板让我去外地分公司待两年，我女儿明年上小学，我该去吗？"). Read from clause position, not from topic nouns:
 * - the ASK is the last clause that asks (ends in ? / ？, or carries the language's question form), and its FORM is read
 *   from that clause's grammar: is it worth (worth / đáng / 가치·만하 / 值得), should I (should / nên / -야 할까·게 맞을까
 *   / 该·要不要), or will it (will / can / liệu / -ㄹ까 / 会·能);
 * - the OBSTACLE is the statement clause after but / though / nhưng / mà / 但 / 可是 / -지만, else the nearest statement
 *   clause with a negation or a limit (not, only, chưa, chỉ, 못, 안, 不, 没, 才), else the statement clause nearest the ask;
 * - every statement clause before the ask (the obstacle among them) is told back whole, in order, in the second person;
 * - a bare ask ("该去吗", "值得吗", "Is it worth it?") takes the act someone asked of the visitor ("让我去外地分公司待两年",
 *   "wants me to…") when the ask's verb opens it or the ask names no act.
 * Null when the request has no ask or no statement beside it (the older readers answer it).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { secondPerson } from './second-person.ts';
import { asksAboutLoan } from './fortune-loan.ts';

/** The question form an ask is written in: is it worth, should I, will it, or may I (is it all right if I…). */
export type AskForm = 'worth' | 'should' | 'will' | 'may';

/** What the obstacle is, read from its grammar, for the one step that follows from it: money to borrow, a measure (an
 * hour more, half the rent, two years) to live once at its real size, or neither. */
export type ObstacleKind = 'borrow' | 'measure' | 'plain';

/** A question read with the visitor's own reason beside it. */
export interface AskedWithReason {
  /** The ask told back in the second person (indirect in English and Chinese, quoted in Korean). */
  ask: string;
  /** The form of the ask. */
  form: AskForm;
  /** The statement clause that weighs against the ask, in the second person. */
  obstacle: string;
  /** The act someone else asked of the visitor, whole, in the second person ("drive him to…", "去外地分公司待两年"), or null. */
  act: string | null;
  /** The clause, as written, where someone else proposes, invites or asks the act ("wants me to…", "让我…", "-라고
   * 하세요", "rủ em…"), or null. */
  proposal: string | null;
  /** Whether a contrast, a negation or a limit marks the obstacle (else it is the statement nearest the ask). */
  marked: boolean;
  /** Every statement clause before the ask, the obstacle among them, in order, in the second person. */
  told: readonly string[];
  /** Who proposed the act, as the subject of the proposal clause in the second person ("your cousin", "đồng nghiệp",
   * "친구들", "同事"), or null. */
  proposer: string | null;
  /** What the obstacle is, for the step. */
  kind: ObstacleKind;
}

/** A clause of the request with the mark that closed it. */
export interface Clause { text: string; asks: boolean }

const questionForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:should|shall|will|would|can|could|is|are|am|do|does|did)\b|\b(?:worth|should I|is it|will (?:it|he|she|they|we|this))\b/iu,
  vi: /(?<![\p{L}])(?:có nên|nên không|có đáng|đáng không|liệu|được không|không\s*(?:ạ|nhỉ|vậy|ta|hả)?$)/iu,
  ko: /(?:까요?|나요|을지|ㄹ지|할지|맞을까|될까)$/u,
  zh: /(?:吗|么|呢|要不要|该不该|值不值|会不会|能不能|行不行)$/u,
};

/** A clause that opens with a contrast: its text is the obstacle. */
const contrastLead: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:but|though|although|however|except|only)\s+/iu,
  vi: /^(?:nhưng(?:\s+mà)?|mà|tuy nhiên|có điều|chỉ có điều|khổ nỗi)\s+/iu,
  ko: /^(?:근데|그런데|하지만|그렇지만)\s+/u,
  zh: /^(?:但是|但|可是|可|不过|只是|然而)/u,
};

/** A clause that closes with a contrast ("…, though"). */
const contrastTail: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /,?\s+(?:though|tho|however)$/iu,
  vi: /(?!)/u,
  ko: /(?!)/u,
  zh: /(?!)/u,
};

/** A clause that carries a negation or a limit: the likeliest obstacle when no contrast word marks one. */
export const limitMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:not|never|no|only|just|barely|hardly|already|can't|cannot|don't|doesn't|didn't|won't|haven't|hasn't|isn't|aren't)\b|n't\b/iu,
  vi: /(?<![\p{L}])(?:không|chưa|chẳng|chả|chỉ|đâu có|đã có)(?![\p{L}])/iu,
  // 만 right after a noun, before a space, is the limit particle ("계단만 올라가도"), never 만나다, 10만 or a sum ("300만
  // 원만 빌려 달라는데" softens the sum, it weighs nothing).
  ko: /(?:^|\s)(?:안|못|잘 못|이미)\s|못해|못 해|않|없|밖에|뿐|(?<=[가-힣])(?<![0-9천백십만억]\s?[가-힣]{0,2})(?<![0-9천백십일이삼사오육칠팔구])만\s/u,
  // 只 after a numeral or a demonstrative is a measure word (一只鹦鹉), not "only"; 已经 marks a state already held.
  zh: /[不没才仅]|已经|(?<![一二两三四五六七八九十几这那每])只/u,
};

/** An open question (how, when, what, which, where, why): it asks for a way or a time, not for a lean. */
const openAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:how|when|what|which|where|why|who)\b/iu,
  vi: /(?<![\p{L}])(?:làm sao|thế nào|ra sao|khi nào|bao giờ|gì|ở đâu|đâu|tại sao|vì sao|sao|ai|nào)(?![\p{L}])/iu,
  ko: /어떻게|언제|뭘|무엇|뭐|어디|왜|누구|어느|어떤|어때|어떨/u,
  zh: /怎么|怎样|如何|什么|哪|为什么|为啥|多久|几|谁/u,
};

/** A clause where someone proposes, invites or asks something of the visitor: the act weighed, never the obstacle. */
const proposal: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:suggested|suggests|proposed|offered|offers|invited|invites|asked me|asks me|asked (?:if|whether) (?:I|we)|wants? me to|told me to)\b|\b(?:wants?|would like|plans?|is going) to \w+ me\b/iu,
  vi: /(?<![\p{L}])(?:rủ|mời|đề nghị|gọi|bảo|kêu|muốn)\s+(?:em|mình|tôi|tớ|bạn)(?![\p{L}])/iu,
  ko: /(?:자고|라고|달라고)\s*(?:하|했|해|제안)/u,
  zh: /让我|叫我|要我|请我|约我|喊我|建议我|邀请我/u,
};

/** Splits a request into clauses: sentences, then the language's clause joints. */
export function clausesOf(question: string, language: ContentLanguage): Clause[] {
  const sentences = [...question.replace(/\s+/gu, ' ').matchAll(/[^.!?。！？]+[.!?。！？]*/gu)].map((found) => found[0].trim()).filter((part) => part !== '');
  const out: Clause[] = [];
  for (const sentence of sentences) {
    const asked = /[?？]\s*$/u.test(sentence);
    // "…, though." closes its clause: the comma before it is no clause edge.
    const body = sentence.replace(/[.!?。！？\s]+$/u, '').replace(/,\s*(though|tho|however)$/iu, ' $1');
    const parts = language === 'zh' ? body.split(/[，,；;]\s*/u)
      : language === 'ko' ? body.split(/(?<=[는은인한던운]데|지만)\s+|[,，]\s*/u)
        : language === 'vi' ? body.split(/\s*[,;]\s*|\s+(?=nhưng\s|mà\s+(?:(?:em|mình|tôi|tớ|anh|chị)\s+)?(?:vẫn\s+|lại\s+|còn\s+)?(?:chưa|không|chẳng|chả)\s)/iu)
          : body.split(/\s*[,;]\s*|\s+(?=but\s)|\s+and\s+(?=(?:I|I'm|I've|we|we're|he|she|it|they|my|our|his|her|the)\b)/u);
    parts.map((part) => part.trim()).filter((part) => part !== '').forEach((part, index, all) => {
      out.push({ text: part, asks: (asked && index === all.length - 1) || (index === all.length - 1 && questionForm[language].test(part)) });
    });
  }
  return out;
}

/** The form of an ask. */
function formOf(ask: string, language: ContentLanguage): AskForm {
  const worth = { en: /\bworth\b/iu, vi: /(?<![\p{L}])đáng(?![\p{L}])/iu, ko: /가치|만할까|만한가|보람/u, zh: /值得|值不值/u }[language];
  const should = {
    en: /\b(?:should|shall|do I|is it (?:a )?(?:good|bad|right|wise|smart|okay|ok)|am I)\b/iu,
    vi: /(?<![\p{L}])nên(?![\p{L}])/iu,
    ko: /야\s?(?:할까|하나|하는|돼|될까)|게\s?맞|해도\s?될까|도\s?될까|말까/u,
    zh: /该|应该|要不要|要.{0,12}吗|([^\s会能])(?:还是)?不\1/u,
  }[language];
  // Asking leave ("가도 괜찮을까요", "is it okay if I go", "đi có được không", "可以去吗") is may-I, not will-it.
  const may = {
    en: /\b(?:is it (?:ok|okay|all right|alright|safe) (?:if|to|for)|can I still|may I)\b/iu,
    vi: /(?<![\p{L}])(?:có được không|có sao không|được phép)(?![\p{L}])/iu,
    ko: /(?<=[가-힣])도\s?(?:괜찮을까|괜찮나|괜찮겠|될까|되나|돼)/u,
    zh: /可以.{0,8}吗|可不可以|行吗|没问题吗|没关系吗/u,
  }[language];
  if (worth.test(ask)) return 'worth';
  if (may.test(ask)) return 'may';
  return should.test(ask) || (language === 'ko' && /게\s?(?:나을|낫|좋을)/u.test(ask)) ? 'should' : 'will';
}

/** A Korean verb stem whose last syllable closes in ㄹ drops it before -는 ("같이 살" → "같이 사", so "같이 사는 일"). */
function withoutRieul(stem: string): string {
  const last = stem.charCodeAt(stem.length - 1);
  const rieul = 8;
  if (last < 0xac00 || last > 0xd7a3 || (last - 0xac00) % 28 !== rieul) return stem;
  return `${stem.slice(0, -1)}${String.fromCharCode(last - rieul)}`;
}

/** An act someone asked of the visitor ("wants me to put…", "让我去…", "rủ em ra…", "옮기라고"), whole, or null. */
function askedAct(clause: string, language: ContentLanguage): string | null {
  const found = {
    en: /\b(?:wants? me to|asked me to|told me to|invited me to|offered to|asked (?:if|whether) (?:I|we) (?:want|would like|wanted) to)\s+(.+)$/iu,
    vi: /(?<![\p{L}])(?:rủ|mời|bảo|kêu|gọi|muốn)\s+(?:em|mình|tôi|tớ)\s+(.+)$/iu,
    ko: /(?:[이가]|께서|님이)\s+(.+?)(?:으)?(?:라고|자고)\s*(?:하|했|해)/u,
    zh: /(?:想让我|让我|叫我|要我|请我|喊我|想要我)(.+)$/u,
  }[language].exec(clause);
  const act = found?.[1]?.trim();
  if (!act) return null;
  // "사회를 봐 달라고" asks a favour: said back as "사회를 봐 주는 일".
  return language === 'ko' ? `${withoutRieul(act.replace(/([아어])?\s?달$/u, (_m, vowel: string | undefined) => (vowel ? `${vowel} 주` : ' 주')))}는 일` : secondPerson(act, language);
}

/** Who proposed the act: the subject before the proposal verb, short and whole ("My cousin offered me…" → "your cousin",
 * "Bạn thân rủ em…" → "bạn thân", "친구들이 …자고 해요" → "친구들", "同事叫我…" → "同事"), or null. */
function proposerOf(clause: string, language: ContentLanguage): string | null {
  const found = {
    en: /^((?:my|our|the|his|her)\s+(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+|[A-Z][\p{L}'’-]+)\s+(?:[^,]*?\s+and\s+)?(?:just\s+|has\s+|had\s+|also\s+)?(?:suggested|suggests|proposed|offered|offers|invited|invites|asked|asks|wants?|would like|told|plans?|is going)\b/iu,
    vi: /^((?:[\p{L}]+\s+){0,3}?[\p{L}]+)\s+(?:vừa\s+|lại\s+|cứ\s+)?(?:rủ|mời|đề nghị|gọi|bảo|kêu|muốn)\s+(?:em|mình|tôi|tớ)(?![\p{L}])/iu,
    ko: /^((?:\S+\s)?\S+?)(?:이|가|께서|님이)\s/u,
    zh: /^(.{1,6}?)(?:突然|一直|又|也|就|想|非要)*(?:让我|叫我|要我|请我|约我|喊我|建议我|邀请我)/u,
  }[language].exec(clause.trim());
  const who = found?.[1]?.trim();
  if (!who || (language === 'ko' && /^(?:제|내|저|나)$/u.test(who))) return null;
  // A lone capitalised English word may be a name or a noun that opens the sentence ("Landlord says…"): not said back.
  if (language === 'en' && /^\p{Lu}[\p{L}'’-]*$/u.test(who)) return null;
  if (language === 'ko' && who.length > 8) return null;
  const said = secondPerson(who, language);
  // Its capital dropped when it is a common word ("Sếp" → "sếp", "My cousin" → "your cousin").
  return language === 'en' || language === 'vi' ? lowerLead(`${said} x`, language).slice(0, -2) : said;
}

/** Vietnamese "we" of the visitor and one other ("tụi em", "bọn mình", "chúng em") said back: "hai bạn" beside a partner
 * or one other person, else "các bạn"; its capital dropped mid-sentence. */
function viPlural(text: string, pair: boolean): string {
  return text.replace(/(?<![\p{L}])(?:tụi|bọn|chúng|hai đứa)\s+(?:em|mình|tớ|tôi|tao)(?![\p{L}])/giu, pair ? 'hai bạn' : 'các bạn');
}

/** One other person beside a Vietnamese visitor (a partner, "anh ấy"): their "tụi em" is the two of them. */
const viOneOther = /(?<![\p{L}])(?:người yêu|anh ấy|chị ấy|cô ấy|ảnh|bạn trai|bạn gái|vợ|chồng)(?![\p{L}])/iu;

/** A clause told in the past ("we only had three days", "đã gặp", "만났었는데"): a measure already lived, not one to try. */
const pastClause = /\b(?:had|was|were|did|went|met|spent)\b|\b(?!need|feed|speed|exceed|proceed)\w{2,}ed\b|(?<![\p{L}])đã(?![\p{L}])|[았었였했]었?(?:어요|는데|지만|다|고)|过了?$/iu;

/** What the obstacle is: money to borrow, a measure ahead (a number, a duration, a fraction), or neither. */
function obstacleKind(obstacle: string): ObstacleKind {
  if (asksAboutLoan(obstacle)) return 'borrow';
  if (pastClause.test(obstacle)) return 'plain';
  return /\d|\b(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+ty|few|extra|half)\s+(?:an?\s+)?(?:hours?|minutes?|days?|weeks?|months?|years?|the)\b|\bhalf\b|(?<![\p{L}])(?:một|hai|ba|bốn|năm|sáu|bảy|tám|chín|mười|mấy|nửa|gấp đôi)\s+(?:tiếng|giờ|phút|ngày|tuần|tháng|năm|tiền)(?![\p{L}])|(?:한|두|세|네|다섯|여섯|반|몇|[일이삼사오육칠팔구]?십|백)\s?(?:시간|분|달|개월|해|년|주|배)|반으로|[一二两三四五六七八九十半几]\s?(?:个)?(?:小时|分钟|天|周|个月|月|年|倍)|一半/iu.test(obstacle) ? 'measure' : 'plain';
}

/** The English ask turned indirect ("Should I tell her?" → "whether you should tell her"), or quoted when it is no inversion. */
function englishAsk(ask: string, act: string | null): string {
  // A bare "Should I?" asks about the act someone proposed: "whether you should buy your flat before…".
  const bare = /^(should|shall|can|could)\s+(?:I|we)$/iu.exec(ask.trim());
  if (bare?.[1]) return `whether you ${bare[1].toLowerCase()} ${act ?? 'do it'}`;
  // A bare "Worth looking into?" / "Worth it?" is whether it is worth that.
  if (/^worth\b/iu.test(ask.trim())) return `whether it’s ${ask.trim().replace(/^worth/iu, 'worth')}`;
  const inverted = /^(should|shall|will|would|can|could|is|are|am|was|were|do|does|did)\s+(I|it|he|she|we|they|this|that|there|you)\s+(.+)$/iu.exec(ask);
  if (!inverted?.[1] || !inverted[2] || !inverted[3]) return `“${secondPerson(ask, 'en')}”`;
  const aux = inverted[1].toLowerCase();
  const subject = secondPerson(inverted[2], 'en').toLowerCase();
  const rest = secondPerson(inverted[3], 'en');
  if (aux === 'do' || aux === 'does' || aux === 'did') return `whether ${subject} ${aux === 'did' ? 'did ' : ''}${rest}`;
  const verb = aux === 'am' ? 'are' : aux;
  return `whether ${subject} ${verb} ${rest}`;
}

/** The Chinese ask said as its A-not-A form ("我该去吗" → "该不该去", "换了会更好吗" → "换了会不会更好"), a bare verb made whole. */
function chineseAsk(ask: string, act: string | null): string {
  const bare = secondPerson(ask, 'zh').replace(/^(?:你们?|我们|那|到底|真的)+/u, '').replace(/[吗么呢]$/u, '');
  if (/(?:该不该|值不值得?|可不可以|能不能|会不会|要不要|是不是|好不好|行不行)/u.test(bare)) return bare;
  const found = /(应该|该|值得|可以|还能|能|会|要)/u.exec(bare);
  if (!found || found.index === undefined) return bare;
  const modal = found[1] ?? '';
  const pair = ({ 应该: '该不该', 该: '该不该', 值得: '值不值得', 可以: '可不可以', 还能: '还能不能', 能: '能不能', 会: '会不会', 要: '要不要' } as Readonly<Record<string, string>>)[modal] ?? modal;
  const head = bare.slice(0, found.index);
  const verb = bare.slice(found.index + modal.length);
  // A bare verb that opens the act someone asked of the visitor ("该去" after "让我去外地分公司待两年") is that act, whole.
  const whole = head === '' && act !== null && (verb === '' || (act.startsWith(verb) && verb.length <= 2)) ? act : verb;
  return `${head}${pair}${whole}`;
}

/** The ask told back in the language's way. */
export function tellAsk(ask: string, language: ContentLanguage, act: string | null): string {
  switch (language) {
    case 'en': return englishAsk(ask, act);
    case 'zh': return chineseAsk(ask, act);
    case 'ko': return secondPerson(ask, 'ko').replace(/(?:^|\s)(?:제|내|저는|전|저도)\s+/gu, ' ').trim();
    default: return lowerLead(secondPerson(ask, 'vi').replace(/^(?:liệu|vậy|thế)\s+/iu, '').replace(/(?:\s+(?:ạ|nhỉ|vậy|ta|hả|nha))+$/iu, '').replace(/^bạn\s+/u, '').trim(), 'vi');
  }
}

/** A clause's capital dropped when its first word is a pronoun, a determiner or a common noun ("She just…", "Anh ấy rủ…"), never a name's. */
function lowerLead(clause: string, language: ContentLanguage): string {
  const common = {
    en: /^(?:She|He|It|They|We|You|Your|My|The|A|An|His|Her|Their|Our|This|That|There|These|Those)\b/u,
    vi: /^(?:Anh|Chị|Em|Bạn|Hai|Các|Tụi|Bọn|Chúng|Cả|Mình|Cô|Chú|Bác|Ông|Bà|Công|Sếp|Nhà|Người|Lương|Tiền|Bố|Mẹ|Ba|Má|Chồng|Vợ|Con|Gia|Tháng|Năm|Tuần|Hôm|Ngày|Có|Nên|Liệu|Giờ|Bây|Lần|Chuyện|Việc)(?=\s+\p{Ll})/u,
    ko: /(?!)/u,
    zh: /(?!)/u,
  }[language];
  return common.test(clause) ? `${clause.charAt(0).toLowerCase()}${clause.slice(1)}` : clause;
}

/** A statement clause said back whole in the second person, its contrast word off. */
export function tellClause(clause: string, language: ContentLanguage, pair = false): string {
  const bare = (language === 'vi' ? viPlural(clause, pair) : clause).replace(contrastLead[language], '').replace(contrastTail[language], '').trim();
  // Round 19 second wave (fort24): "một mình" is "alone", not the first person "mình" ("sống một mình" never "sống một bạn").
  const turned = lowerLead(secondPerson(bare, language), language);
  const said = language === 'vi' && /(?<![\p{L}])một mình(?![\p{L}])/u.test(bare) ? turned.replace(/(?<![\p{L}])một bạn(?![\p{L}])/gu, 'một mình') : turned;
  return language === 'ko' ? said.replace(/(?:^|\s)(?:제가|내가|저는|전|나는|제|내)\s+/gu, ' ').trim() : said;
}

const maxSize = (language: ContentLanguage): number => (language === 'zh' ? 40 : language === 'ko' ? 60 : 160);

/** The question read with the visitor's own reason beside it, or null when there is no ask or no reason. */
export function readAskedWithReason(question: string, language: ContentLanguage): AskedWithReason | null {
  const clauses = clausesOf(question, language);
  const askAt = clauses.map((clause) => clause.asks).lastIndexOf(true);
  const askClause = clauses[askAt];
  if (!askClause || askAt === 0) return null;
  // Only the statements before the ask, and no second ask among them (two questions are not one).
  const statements = clauses.slice(0, askAt);
  if (statements.some((clause) => clause.asks) || statements.some((clause) => clause.text.length > maxSize(language))) return null;
  // A Korean clause closed by -지만 hands the contrast to the clause after it ("월세는 반으로 줄지만 출퇴근이 한 시간 늘어요").
  const contrast = statements.map((clause, index) => contrastLead[language].test(clause.text) || contrastTail[language].test(clause.text)
    || (language === 'ko' && /지만$/u.test(statements[index - 1]?.text ?? ''))).lastIndexOf(true);
  const limit = statements.map((clause) => limitMark[language].test(clause.text)).lastIndexOf(true);
  if (openAsk[language].test(askClause.text)) return null;
  // With no contrast and no limit, the obstacle is the statement nearest the ask that proposes nothing, when there are two.
  const plain = statements.map((clause) => !proposal[language].test(clause.text)).lastIndexOf(true);
  const obstacleAt = contrast >= 0 ? contrast : limit >= 0 ? limit : statements.length >= 2 ? plain : -1;
  const obstacle = statements[obstacleAt];
  if (!obstacle) return null;
  const act = statements.map((clause) => askedAct(clause.text, language)).find((found) => found !== null) ?? null;
  // A Vietnamese "tụi em" beside one other person (anh ấy, người yêu…) is the two of them: "hai bạn".
  const pair = language === 'vi' && viOneOther.test(question);
  const ask = tellAsk(language === 'vi' ? viPlural(askClause.text, pair) : askClause.text, language, act);
  if (ask.length < 2) return null;
  const proposalText = statements.find((clause) => proposal[language].test(clause.text))?.text ?? null;
  return {
    ask,
    form: formOf(askClause.text, language),
    act: act !== null && act !== obstacle.text ? act : null,
    proposal: proposalText,
    marked: contrast >= 0 || limit >= 0,
    obstacle: tellClause(obstacle.text, language, pair),
    told: statements.map((clause) => tellClause(clause.text, language, pair)),
    proposer: proposalText === null ? null : proposerOf(proposalText, language),
    kind: obstacleKind(obstacle.text),
  };
}
