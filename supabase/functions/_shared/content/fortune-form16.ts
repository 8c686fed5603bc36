/**
 * Round 15 of issue 13, second wave (helper fort16): more question FORMS read before any topic or stock lean. The first
 * wave (fortune-fear15.ts) read "is it serious", "does that mean", refusals and loans; fresh requests kept arriving in
 * forms it does not read, and an early reader answered them with a stock yes or a coin flip:
 * - cause: "is it because I'm overweight / is it my age", "có phải tại…", "스트레스 때문일까요", "是不是因为…" — the
 *   named cause is a thing to test, not a yes/no;
 * - overthink: "is he losing interest, or am I overthinking?", "还是我想多了", "hay là em nghĩ nhiều", "제가 예민한 걸까요"
 *   after a told event — not a coin flip between the halves: too little to call it, one plain question decides;
 * - backlash: "if I don't drink, will they mark me?", "không đi thì có bị … không", "안 마시면 찍힐까요", "不去的话领导会不会
 *   对我有看法" — a negated act of the visitor as the condition, a consequence that falls on the visitor: no, rarely;
 * - meaning: "what does that mean", "vậy là sao", "무슨 뜻일까요", "这是什么意思" after a told event — what it says
 *   and does not say yet;
 * - howNo / howTell: "how do I tell her no", "怎么开口拒绝", "어떻게 말하죠" — a how answered with how, not yes/no;
 * - stopPain: "should I stop running?" beside a told pain — rest the move that hurts, a check if it stays, never read as
 *   quitting a habit;
 * - forecast: "will her knees hurt on the trip too?" — an additive particle (too, cũng, 도, 也) on a forecast of what was
 *   told: what you know is the best forecast, so plan for it.
 * What is a word list here (said in the report): the overthinking phrases, the adverse consequences in Korean, the verbs
 * of saying and refusing in a how-question, the stop verbs and the pain words; each is a short list of one class.
 * Null when no form fits, or no statement stands before the ask (the form needs something told to take up).
 */
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import { tellAsk, tellClause } from './fortune-asked14.ts';
import { fearClauses } from './fortune-fear15.ts';
import { secondPerson } from './second-person.ts';

/** What the ask's form asks for. */
export type Form16Kind = 'cause' | 'overthink' | 'backlash' | 'meaning' | 'howNo' | 'howTell' | 'stopPain' | 'forecast';

/** A question read by its form. */
export interface FortuneForm16 {
  kind: Form16Kind;
  /** The statement clauses before the ask, in the second person, in order. */
  told: readonly string[];
  /** The ask told back (indirect or quoted, as fortune-asked14 tells it). */
  ask: string;
  /** cause: the named cause with its connective, in the second person ("because you're overweight", "‘스트레스’");
   * overthink: the feared half ("he is losing interest"); otherwise ''. */
  named: string;
  /** meaning: 'mixed' when the told event has two halves that disagree (a contrast, then a negation or a put-off: "answers
   * fast, but is always busy to meet"), 'reached' when the other side did something toward the visitor and nothing is
   * negated (a text at 2 am, a like, a call), 'plain' otherwise; '' for the other kinds. */
  meaning: '' | 'mixed' | 'reached' | 'plain';
}

const pronounVisitor = '(?:em|mình|tôi|tớ|con|cháu)';

/** "…, or am I overthinking?": the feared half captured (empty when it stands in its own clause before). */
const overthinkAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:(.+?)\s*,?\s+)?or\s+(?:am\s+i|is\s+it\s+(?:just\s+)?me)\s+(?:just\s+)?(?:overthinking|overreacting|being\s+(?:paranoid|dramatic|too\s+sensitive)|reading\s+too\s+much\s+into\s+it)(?:\s+(?:it|this|things))?$/iu,
  vi: new RegExp(`^(?:(.+?)\\s*,?\\s+)?(?:hay|hay là|hoặc là)\\s+(?:do\\s+)?${pronounVisitor}\\s+(?:đang\\s+|tự\\s+)?(?:nghĩ nhiều|suy nghĩ nhiều|nghĩ quá nhiều|overthinking|nhạy cảm|lo xa|suy diễn)(?:\\s+quá)?(?:\\s+(?:thôi|ạ|vậy|nhỉ|ta|hả|à))*$`, 'iu'),
  ko: /^(?:(.+?)\s+)?(?:아니면|혹은)\s+(?:제가\s+|내가\s+)?(?:너무\s+|괜히\s+)?(?:예민한|오버하는|과민한|생각이 많은|확대 해석하는|과민 반응하는)\s?(?:걸까요|건가요|거죠|건지|걸까)$/u,
  zh: /^(?:(.+?))?(?:还是|或者|还是说)(?:是)?我(?:自己)?(?:太|有点)?(?:想多了|多想了|想太多了|太敏感了|敏感了|多心了)[吗呢啊吧]*$/u,
};

/** A cause asked about: the cause with its connective captured. */
const causeAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:so\s+)?(?:is|could|might)\s+(?:it|this|that)\s+(?:be\s+)?((?:because(?:\s+of)?|due\s+to|from|caused\s+by)\s+.+|(?:my|all\s+the|too\s+much)\s+(?!(?:right|wrong|best|only|last|first)\b).+)$|^(?:so\s+)?(?:could|can|is|might)\s+((?:my\s+)?\S+(?:\s+(?!be\b)\S+)?)\s+(?:be\s+)?(?:causing\s+(?:it|this|that)|the\s+(?:reason|cause))$/iu,
  vi: /^(?:vậy\s+|thế\s+|liệu\s+)?(?:có\s+phải|phải\s+chăng|có\s+khi)\s+(?:là\s+)?((?:do|tại|vì|bởi)\s+.+?)\s*(?:không|ko|hông|k|à|hả|sao)?(?:\s+(?:ạ|vậy|nhỉ|ta|mọi người))*$|^(?:liệu\s+)?((?:do|tại|vì)\s+.+?)\s+(?:đúng|phải)\s+không(?:\s+(?:ạ|vậy|nhỉ|ta|mọi người))*$/iu,
  ko: /^(?:이거|이게|혹시|그냥|설마)?\s*(.+?)\s?(?:때문|탓)(?:일까요|인가요|인 건가요|인 걸까요|일까|인가|인지)$|^(?:이거|혹시|설마)?\s*(.+?)(?:가|이)\s원인(?:일까요|인가요|인 걸까요|일까)$/u,
  zh: /^(?:这|那)?(?:是不是|会不会是|难道是|是否是?)((?:因为|由于).+?|.+?(?:导致|引起|造成))(?:的原因|的关系|的)?[吗啊呢吧]*$/u,
};

/** Round 17b (fort19): in a health reading, a cause asked with no connective after a told symptom ("is it an ulcer or
 * just stress", "是不是吃饭太快了"): the thing after "is it" / 是不是 is the cause asked about, never two options for a coin. */
const causeAskHealth: Readonly<Record<ContentLanguage, RegExp | null>> = {
  en: /^(?:so\s+)?(?:is|could|might)\s+(?:it|this|that)\s+(?:be\s+)?((?:a|an|just|only|some\s+kind\s+of)\s+.+)$/iu,
  vi: null,
  ko: null,
  zh: /^(?:这|那)?(?:是不是|难道是)((?![^，,]*(?:什么|大问题|严重|大病))[^，,]{2,14}?)(?:了|的)?[吗啊呢吧]*$/u,
};

/** A condition that is the visitor NOT doing something: "if I don't go", "không đi thì", "안 마시면", "不去的话". */
const negatedCondition: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bif\s+i\s+(?:don'?t|don’t|do\s+not|dont|won'?t|skip|say\s+no|refuse|decline|pass|miss\s+it)\b/iu,
  vi: new RegExp(`(?:^|\\s)(?:nếu\\s+)?(?:${pronounVisitor}\\s+)?(?:không|ko|chẳng|từ chối|không thèm)\\s+[^,]*?\\s+thì(?![\\p{L}])`, 'iu'),
  ko: /(?:^|\s)(?:안|못)\s?\S+면(?:\s|$)|\S+지\s?않으면|거절하면|빠지면|불참하면/u,
  zh: /(?:如果|要是|假如)?(?:我)?(?:不|没)[^，,。？?]{1,4}(?:的话|就|，|,)|(?:如果|要是)(?:我)?拒绝/u,
};

/** The consequence that falls on the visitor: the visitor as object or passive subject, or others' displeasure. */
const adverseOnVisitor: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:will|would|could|can|is|are)\s+(?:they|he|she|people|everyone|my\s+\w+|it|that)\b.*\b(?:me|mad|upset|angry|annoyed|offended|rude|weird)\b|\b(?:will|would)\s+i\s+(?:be|get)\s+(?:judged|marked|blamed|hated|left\s+out|in\s+trouble|fired|punished)\b/iu,
  vi: /(?:có\s+)?(?:bị|làm\s+\S+(?:\s+\S+)?\s+(?:giận|ghét|phật ý|khó chịu))/iu,
  ko: /찍히|찍힐|미움|밉보|욕먹|욕 먹|눈치|안 좋게 보|나쁘게 보|싫어하|서운해하|뒷말|불이익|왕따/u,
  zh: /被|对我|觉得我|说我|给我穿小鞋|不高兴|生气|有意见|有看法/u,
};

/** A clause that asks (a yes/no or A-not-A form at its end). */
const yesNoEnd: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:will|would|could|can|is|are|do|does)\b|\bif\s+i\b/iu,
  vi: /(?:không|ko|hông|k|chứ)(?:\s+(?:ạ|vậy|nhỉ|ta|hả|mọi người))*$/iu,
  ko: /(?:까요|나요|가요|을까|ㄹ까)$/u,
  zh: /会不会|是不是|吗|么|呢/u,
};

/** "What does that mean": a bare ask about the meaning of the told event. */
const meaningAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:so\s+)?(?:what\s+(?:does|do|did|could|would)\s+(?:that|this|it)\s+(?:even\s+)?mean|what\s+is\s+(?:that|this)\s+supposed\s+to\s+mean|what'?s\s+that\s+(?:supposed\s+to\s+)?mean|what\s+should\s+i\s+make\s+of\s+(?:that|this|it))(?:\s+(?:lol|tbh|though))?$/iu,
  vi: /^(?:vậy|thế|như vậy|như thế|cái đó|chuyện đó|chuyện này|ý)?\s*(?:là\s+sao|có\s+ý\s+gì|nghĩa\s+là\s+gì|có\s+nghĩa\s+gì|là\s+ý\s+gì)(?:\s+(?:ạ|vậy|nhỉ|ta|hả|mọi người|chị|anh|các bạn|mn))*$/iu,
  ko: /^(?:이거|이게|이건|그게|그럼)?\s*(?:무슨\s+(?:뜻|의미|심리)(?:일까요|인가요|예요|이에요|일까)|뭘\s+의미하는\s+(?:걸까요|건가요)|어떤\s+의미(?:일까요|인가요))$/u,
  zh: /^(?:这|那|他这|她这|这样|这是|那是|他这是|她这是)?(?:是)?(?:什么|啥)(?:意思|信号|情况|心理)[啊呀呢吧]*$|^(?:这|那)?(?:代表|说明|意味着)(?:了)?什么[啊呀呢吧]*$/u,
};

/** A contrast inside the told event: "but", "nhưng / mà", a Korean clause closed by -는데 / -지만, "但 / 可是 / 却". */
const contrastMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bbut\b|\bthough\b/iu,
  vi: /(?<![\p{L}])(?:nhưng|mà)(?![\p{L}])/iu,
  ko: /(?:는데|은데|지만)$/u,
  zh: /但|可是|不过|却|就是/u,
};

/** A negation or a put-off in the told event (the half that holds back): a short grammatical class, plus "busy". */
const holdBack: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:not|never|no|won'?t|doesn'?t|don'?t|didn'?t|isn'?t|can'?t|busy|cancels?|cancelled)\b|n['’]t\b/iu,
  // Vietnamese "không" / "chưa" closing a clause is a question particle ("hỏi ngủ chưa"), not a negation.
  vi: /(?<![\p{L}])(?:chẳng|chả|bận)(?![\p{L}])|(?<![\p{L}])(?:không|chưa)\s+\p{L}/iu,
  ko: /(?:^|\s)(?:안|못)\s?|않|없|바쁘|바빠/u,
  zh: /[不没]|忙/u,
};

/** A how-question about saying something: the saying verb read for a refusal. */
const howAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:so\s+|but\s+)?(?:how\s+(?:(?:do|should|can|would)\s+i\s+|to\s+|i\s+should\s+)(?:even\s+)?(?:tell|say|ask|bring\s+(?:it|this|that)\s+up|break\s+it\s+to|turn\s+(?:\w+\s+)?down|refuse|decline|explain)\b)/iu,
  vi: /(?:làm\s+(?:sao|thế nào)\s+(?:để\s+)?(?:mà\s+)?(?:nói|từ chối|mở lời|bảo|giải thích)|(?:nói|từ chối|mở lời|bảo|giải thích)(?:\s+\S+){0,4}\s+(?:thế nào|như thế nào|sao cho|ra sao)|nên\s+nói\s+sao)/iu,
  ko: /어떻게\s+(?:\S+\s+)?(?:거절|말|얘기|이야기|꺼내|설명|전하)/u,
  zh: /(?:怎么|如何|怎样)(?:跟\S{1,4})?(?:开口|拒绝|说|讲|提|推掉|回绝|解释)/u,
};
const refuseVerb = /\b(?:no|down|refuse|decline)\b|từ chối|거절|안 된다|싫다|拒绝|推掉|回绝|说不/iu;

/** "Should I stop / take a break from X": the stop asked. */
const stopAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:so\s+)?(?:should|do)\s+i\s+(?:just\s+)?(?:stop|quit|give\s+up|take\s+a\s+break\s+from|pause|rest\s+from)\b/iu,
  vi: /(?:có\s+)?nên\s+(?:tạm\s+)?(?:nghỉ|ngưng|dừng|bỏ|thôi)(?:\s+\S+){0,4}\s+(?:không|ko|hông|k)(?:\s+(?:ạ|vậy|nhỉ|ta|hả))*$/iu,
  ko: /(?:그만|쉬어야|쉬는 게|중단|끊어야)\S*\s?(?:할까요|하나요|해야 하나요|해야 할까요|될까요|나을까요|맞을까요)|(?:그만둬야|쉬어야|멈춰야)\s?(?:할까요|하나요)/u,
  zh: /(?:要不要|该不该|是不是该|是不是要|需不需要|应不应该)(?:先)?(?:停|别|暂停|不练|不跑|休息)/u,
};

/** Pain or a symptom told: the short class of words for hurting. */
const painWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:pain|pains|hurts?|hurting|aches?|aching|sore|sharp|stabbing|swollen|numb)\b/iu,
  vi: /(?<![\p{L}])(?:đau|nhức|ê ẩm|sưng|tê|nhói)(?![\p{L}])/iu,
  ko: /아프|아파|통증|결리|쑤시|저리|붓/u,
  zh: /疼|痛|酸|麻|肿/u,
};

/** An additive particle on a forecast ("too", "cũng", "…도", "也"): the thing told may come again. */
const additiveForecast: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:will|would|could|is|are)\b.*\b(?:too|also|as\s+well|again)$/iu,
  vi: /(?<![\p{L}])cũng(?![\p{L}]).*(?:không|ko|hông|k)(?:\s+(?:ạ|vậy|nhỉ|ta|hả))*$/iu,
  // Korean: a noun or place marked by 도 ("여행 가서도", "비행기에서도"), not the concessive -아도/-어도 of a permission
  // ("빌려줘도 괜찮을까요").
  ko: /(?:^|\s)\S*[^어아여해워줘와봐져써쳐켜혀려겨셔내대개래새세되돼]도\s(?!.*(?:괜찮을까요|될까요|되나요|괜찮나요)$).*까요$/u,
  zh: /也.*(?:会不会|吗)|会不会也/u,
};

/** A habitual conditional in a told clause ("whenever she rides", "đi ô tô là say", "坐车就晕"): what it tells may come again. */
const habitual: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:whenever|every\s+time|each\s+time|always)\b/iu,
  vi: /(?<![\p{L}])(?:mỗi lần|mỗi khi|hễ|lần nào cũng|cứ)(?![\p{L}])|(?<![\p{L}])\S+\s+\S+\s+là\s+(?:bị\s+)?\S+/iu,
  ko: /(?!)/u,
  zh: /(?:一|每次)[^，。？]{1,8}就|[坐吃走跑][^，。？]{0,4}就/u,
};

/** A yes/no forecast (not a "should"): "will she…", "… có … không" without "nên", "会…吗 / 会不会". */
const forecastAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:will|would|is|are)\s+(?:she|he|they|it|my\s+\w+|mum|mom|dad)\b(?!.*\bshould\b)/iu,
  // Not a permission or an ability ("có được không", "đi được không"): those ask whether to, not what will happen.
  vi: /^(?!.*(?<![\p{L}])(?:nên|được)(?![\p{L}])).*(?<![\p{L}])có\s+(?:bị\s+)?\S+.*(?:không|ko|hông|k)(?:\s+(?:ạ|vậy|nhỉ|ta|hả))*$/iu,
  ko: /(?!)/u,
  zh: /^(?!.*(?:要不要|该不该|应不应该)).*(?:会不会|会[^，。？]{0,6}吗)/u,
};

/** Content words of a clause, for finding the told thing the forecast repeats (Hangul and Han by two-letter pieces). */
function pieces(text: string, language: ContentLanguage): Set<string> {
  if (language === 'zh') {
    return new Set([...text.replace(/[^\p{Script=Han}]/gu, '')].filter((char) => !/[我你他她它们的了是会不也就吗呢啊吧在有这那要去坐到还都很最近时候次每一]/u.test(char)));
  }
  if (language === 'ko') {
    const letters = text.replace(/[^\p{Script=Hangul}\p{Script=Han}]/gu, '');
    const out = new Set<string>();
    for (let index = 0; index + 1 < letters.length; index += 1) out.add(letters.slice(index, index + 2));
    return out;
  }
  const stop = /^(?:the|and|that|this|she|her|his|him|they|will|too|also|get|got|gets|with|when|from|have|has|been|for|she's|on|in|em|mình|không|có|thì|là|bị|cũng|khi|lúc|đi|mẹ|bố|anh|chị|ấy)$/iu;
  return new Set(text.toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length >= (language === 'vi' ? 2 : 4) && !stop.test(word)));
}

/** Korean and Chinese pieces that are grammar, not content (a shared one proves nothing). */
const gluePieces = /^(?:할머|머니|어머|아버|버지|엄마|아빠|는데|거든|까요|해요|어요|아요|가서|니까|我妈|我爸|妈妈|爸爸|会不|不会|的话|什么|最近|时候)$/u;

/** Whether the ask repeats a predicate of a told clause (a shared content piece). */
function repeatsTold(ask: string, statements: readonly string[], language: ContentLanguage): boolean {
  const asked = pieces(ask, language);
  const latin = language === 'en' || language === 'vi';
  return statements.some((clause) => [...pieces(clause, language)].some((piece) => !gluePieces.test(piece)
    && (asked.has(piece) || (latin && [...asked].some((word) => word.length >= 4 && piece.includes(word))))));
}

/** The told clauses said back in the second person (Korean quoted by the writer). */
function tellAll(statements: readonly string[], language: ContentLanguage): string[] {
  // Korean "전 남친" (an ex) is no "전" (I): it is joined so the told clause keeps it.
  const kept = language === 'ko' ? statements.map((clause) => clause.replace(/(?:^|\s)전\s(?=(?:남친|여친|애인|남자\s?친구|여자\s?친구|연인|남편|아내|회사|직장))/gu, (hit) => hit.replace(/전\s/u, '전'))) : statements;
  return kept.map((clause) => tellClause(clause, language)).filter((clause) => clause !== '');
}

/** The feared half of "A or am I overthinking", said as a statement: "is he losing interest" → "he is losing interest". */
function fearedHalf(half: string, language: ContentLanguage): string {
  const bare = half.trim().replace(/[,，、]$/u, '').trim();
  switch (language) {
    case 'en': return secondPerson(bare.replace(/^(is|are|was|does|do|did|has|have)\s+(he|she|they|it|this|that)\s+(.+)$/iu, (_, aux: string, who: string, rest: string) => (/^(?:does|do|did)$/iu.test(aux) ? `${who} ${rest}` : `${who} ${aux.toLowerCase()} ${rest}`)), 'en');
    case 'vi': return secondPerson(bare.replace(/^(?:có phải|liệu)\s+(?:là\s+)?/iu, '').replace(/\s+(?:không|ko|hông|à|hả)(?:\s+(?:ạ|vậy|nhỉ))*$/iu, ''), 'vi');
    // Chinese keeps its own A-not-A ("他是不是不在乎你了"); a plain statement is marked with 是.
    case 'zh': {
      const said = secondPerson(bare.replace(/[吗呢啊吧]+$/u, ''), 'zh');
      return /是不是|是否|会不会/u.test(said) ? said : `是${said}`;
    }
    default: return `‘${bare.replace(/\s?(?:걸까요|건가요|거죠|건지|걸까)$/u, '')}’`;
  }
}

/** The cause said back: the second person in English, Vietnamese and Chinese, quoted in Korean. */
function namedCause(cause: string, language: ContentLanguage): string {
  const bare = cause.trim();
  if (language === 'ko') return `‘${bare}’`;
  const said = secondPerson(language === 'en' ? bare.replace(/\bim\b/iu, 'I’m') : bare, language);
  return language === 'en' ? said.replace(/'/gu, '’') : said;
}

/** The request read by one of the second-wave forms, or null. */
export function readFortuneForm16(question: string, language: ContentLanguage, category: FortuneCategory): FortuneForm16 | null {
  const clauses = fearClauses(question, language);
  if (clauses.length < 2) return null;
  const last = clauses[clauses.length - 1] ?? '';
  const prev = clauses[clauses.length - 2] ?? '';
  const before = clauses.slice(0, -1);
  // A statement clause that itself asks makes two questions: not one of these forms (the feared half of "A, or am I
  // overthinking" is the one allowed exception, read below).
  const twoQuestions = before.slice(0, -1).some((clause) => /[?？]/u.test(clause));
  if (twoQuestions) return null;

  const over = overthinkAsk[language].exec(last.trim());
  if (over) {
    const inClause = over[1] ?? '';
    const half = inClause !== '' ? inClause : prev;
    const statements = inClause !== '' ? before : clauses.slice(0, -2);
    if (statements.length === 0 || half === '') return null;
    return { kind: 'overthink', told: tellAll(statements, language), ask: '', named: fearedHalf(half, language), meaning: '' };
  }

  // A negated act of the visitor as the condition, a consequence on the visitor: read over the last two clauses when
  // the condition stands in its own clause ("if i don't drink, will they mark me?").
  const conditionAt = negatedCondition[language].test(last) ? clauses.length - 1 : negatedCondition[language].test(prev) && !yesNoEnd[language].test(prev.trim()) ? clauses.length - 2 : -1;
  const zone = conditionAt === clauses.length - 2 ? `${prev} ${last}` : last;
  if (conditionAt >= 0 && yesNoEnd[language].test(last.trim()) && adverseOnVisitor[language].test(last)) {
    const statements = clauses.slice(0, conditionAt);
    return { kind: 'backlash', told: tellAll(statements, language), ask: tellAsk(zone, language, null), named: '', meaning: '' };
  }

  if (meaningAsk[language].test(last.trim())) {
    const contrastAt = before.findIndex((clause, index) => contrastMark[language].test(clause) && (language !== 'ko' || index < before.length - 1));
    const mixed = contrastAt >= 0 && before.slice(language === 'ko' ? contrastAt + 1 : contrastAt).some((clause) => holdBack[language].test(clause));
    const meaning = mixed ? 'mixed' : before.some((clause) => holdBack[language].test(clause)) ? 'plain' : 'reached';
    return { kind: 'meaning', told: tellAll(before, language), ask: '', named: '', meaning };
  }

  // A how whose manner clause was split off ("làm sao để từ chối | mà không mất lòng"): the ask is the clause before it.
  const howAt = howAsk[language].test(last) ? clauses.length - 1 : /^(?:mà|without|而|又)(?![\p{L}])/iu.test(last) && howAsk[language].test(prev) ? clauses.length - 2 : -1;
  if (howAt >= 0) {
    const asked = clauses.slice(howAt).join(' ');
    const statements = clauses.slice(0, howAt);
    if (statements.length === 0) return null;
    return { kind: refuseVerb.test(asked) ? 'howNo' : 'howTell', told: tellAll(statements, language), ask: tellAsk(asked, language, null), named: '', meaning: '' };
  }

  const cause = causeAsk[language].exec(last.trim());
  const causeHealth = category === 'health' ? causeAskHealth[language]?.exec(last.trim().replace(/[?？]+$/u, '')) : null;
  const causeNamed = cause?.[1] ?? cause?.[2] ?? causeHealth?.[1];
  if (causeNamed) return { kind: 'cause', told: tellAll(before, language), ask: '', named: namedCause(causeNamed, language), meaning: '' };

  if (stopAsk[language].test(last.trim()) && before.some((clause) => painWord[language].test(clause))) {
    return { kind: 'stopPain', told: tellAll(before, language), ask: tellAsk(last, language, null), named: '', meaning: '' };
  }

  // Without an additive, the forecast must repeat the RESULT of a habitual conditional told before (Vietnamese after "là",
  // Chinese after "就"; English the whole clause): the told consequence is what may come again.
  const results = before.filter((clause) => habitual[language].test(clause)).map((clause) => (language === 'vi' ? clause.split(/\s+là\s+/u).slice(1).join(' ') : language === 'zh' ? clause.split('就').slice(1).join('') : clause));
  const additive = additiveForecast[language].test(last.trim()) && repeatsTold(last, before, language);
  const habitualRepeat = forecastAsk[language].test(last.trim()) && results.length > 0 && repeatsTold(last, results, language);
  if (category !== 'menu' && (additive || habitualRepeat)) {
    return { kind: 'forecast', told: tellAll(before, language), ask: tellAsk(last, language, null), named: '', meaning: '' };
  }
  return null;
}
