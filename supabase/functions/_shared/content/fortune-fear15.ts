/**
 * Round 15 of issue 13 (helper fort15b): the question's FORM read before any topic or stock lean. Early readers matched a
 * topic word or a yes/no shape and answered another question: "có sao không ạ?" (is it something bad?) got "the answer
 * leans YES", "该不该跟他翻脸" (should I fall out with him?) got "去吧", "is it a bad omen?" got a clear "yes", a loan's
 * "he hasn't paid me back before" was never weighed. This reader looks at the clause that asks and at the clause that
 * changes the answer:
 * - serious: a bare ask about what the visitor just described ("is that bad??", "có sao không ạ", "이거 심각한 건가요",
 *   "会不会是什么大问题啊"), with a statement before it — in a health reading the cards do not diagnose: the pattern is
 *   told back, its trigger tested, and the signs that mean a doctor are said; elsewhere it is read as a sign (below);
 * - omen: "is it a bad sign / điềm xấu / 징조 / 兆头" — the lean answers the fear: no;
 * - sign: "does that mean it's over / có nghĩa là … không / 끝났다는 뜻일까요 / 是不是说明…" — not by itself;
 * - refuse: "should I refuse / push back / từ chối / 거절 / 拒绝" — a no to the part the visitor marked as unfair;
 * - fallOut: "should I fall out with him / 翻脸 / 손절 / cãi nhau" — no to the fall-out, yes to a plain line drawn;
 * - speak: "say I'm hurt, or let it go?" — say it, once, gently;
 * - record: a money act (lend, guarantee, put money in) beside a sentence saying the other side failed with money before
 *   — that sentence is what the cards weigh; the lean is no for the whole sum.
 * What is a word list here (said in the report): the verbs of refusing, falling out, speaking up and letting go, the
 * money acts, and the money failures; each is a short list of one grammatical or semantic class, not read from one input.
 * Null when the ask has none of these forms, or (all but record) no statement stands before the ask.
 */
import { otherPersonActs } from './fortune-fall20.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import { tellAsk, tellClause } from './fortune-asked14.ts';
import { secondPerson } from './second-person.ts';

/** What the ask's form asks for. */
export type FearKind = 'serious' | 'omen' | 'sign' | 'judge' | 'refuse' | 'fallOut' | 'speak' | 'record';

/** A question read by its form. */
export interface FortuneFear {
  kind: FearKind;
  /** The statement clauses before the ask, in the second person, in order. */
  told: readonly string[];
  /** The ask told back in the language's way (an English inversion made indirect, a Chinese A-not-A, a Korean quote). */
  ask: string;
  /** serious: when it comes, as written ("mỗi khi ngồi máy tính lâu", "‘밥만 먹으면’"), or null. */
  trigger: string | null;
  /** sign: what the visitor fears it means, in the second person ("it's over"), or null; judge: the judgment the visitor
   * fears of themselves or their act, as written ("selfish", "a mistake", "너무 끈기가 없는", "太冲动"). */
  feared: string | null;
  /** refuse, fallOut: the told clause with a negation or after a contrast (the part that does not hold), or null. */
  obstacle: string | null;
  /** record: the sentence that says the other side failed with money before, in the second person. */
  record: string | null;
  /** omen: whether the thing read as a sign is a dream. */
  dream: boolean;
  /** serious: whether the visitor wrote that it already changed (got darker, worse, bigger). */
  changed: boolean;
  /** serious: whether the visitor named a sign doctors would rather see early (palpitations, chest pain, breathlessness,
   * fainting, blood). */
  urgent: boolean;
}

/** Splits a request into clauses: sentences, commas, a contrast word inside a clause, a Korean sentence closed by 요. */
export function fearClauses(question: string, language: ContentLanguage): string[] {
  const sentences = question.replace(/\s+/gu, ' ').trim().split(/(?<=[.!?。！？])\s*|\n/u);
  const joint = {
    en: /\s*(?:,(?!\d)|;)\s*|\s+(?=but\s)/iu,
    vi: /\s*(?:,(?!\d)|;)\s*|\s+(?=nhưng\s)|\s+(?=mà\s+(?:(?:em|mình|tôi|tớ|anh|chị)\s+)?(?:vẫn\s+|lại\s+|còn\s+)?(?:chưa|không|chẳng|chả)\s)/iu,
    ko: /\s*[,，]\s*|(?<=[요죠])\s+|(?<=[는은인한던운]데|지만)\s+/u,
    zh: /[，,；;、]\s*|(?<!不)(?=但是|但|可是|不过)/u,
  }[language];
  return sentences.flatMap((sentence) => sentence.split(joint))
    .map((part) => part.replace(/[.!?。！？~～…]+$/u, '').replace(/[ㅠㅜ]+$/u, '').trim())
    .filter((part) => part !== '');
}

/** A bare ask about what the visitor just described: "is that bad", "có sao không", "이거 심각한 건가요", "严重吗". */
const seriousAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:so\s+|but\s+|like\s+)?(?:(?:is|could)\s+(?:that|this|it)\s+(?:be\s+)?(?:something\s+)?(?:really\s+|very\s+|too\s+)?(?:bad|serious|dangerous|normal|worrying|a (?:big |serious )?(?:problem|deal)|something to worry about)|should i (?:be )?(?:worried|worry|concerned)|(?:is )?(?:something|anything) wrong(?: with me)?|should i see a doctor)(?:\s+or not)?(?:\s+(?:lol|tbh|though))?$/iu,
  vi: /^(?:vậy |thế |như vậy |như thế |cái này |chuyện này |liệu )*(?:có |là |bị )?(?:phải )?(?:là )?(?:sao|bệnh gì|gì|nguy hiểm|nghiêm trọng|đáng lo|bình thường|vấn đề gì)\s*(?:không|ko|hông|k)(?:\s+(?:ạ|vậy|nhỉ|ta|hả|chị|anh|mọi người))*$/iu,
  ko: /^(?:이거|이게|이건|이런 (?:게|건)|혹시|그럼|설마|좀|제가|저)?\s*(?:심각한|위험한|큰) (?:건가요|걸까요|거예요|거죠|건지)|^(?:이거|이게|이건|혹시)?\s*(?:괜찮은 (?:건가요|걸까요|거예요)|큰일(?:인가요|일까요|난 건가요|이에요)|(?:무슨 )?(?:문제|병)(?:가|이)? (?:있는 )?(?:건가요|걸까요|인가요|일까요)|병(?:인가요|일까요)|걱정해야 (?:하나요|할까요|하는 건가요)|병원에? 가(?:야|봐야) (?:하나요|할까요|될까요|하는 건가요))$/u,
  zh: /^(?:这|这样|这个|那|这种情况)?(?:会不会|是不是|算不算)?(?:是|有)?(?:什么)?(?:大|严重的)?(?:问题|毛病|病)了?[啊吗呀呢吧]*$|^(?:这|这样|这个|那)?(?:严重吗|严不严重|要紧吗|要不要紧|有事吗|有没有事|正常吗|正不正常|(?:需要|要不要|该不该|用不用)(?:去)?看医生[吗]?)[啊吗呀呢吧]*$/u,
};

/** An omen asked about: the visitor fears a bad sign. */
const omenAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:a )?bad (?:sign|omen)\b|\ban omen\b/iu,
  vi: /điềm (?:xấu|gở|dữ|báo|không lành)/iu,
  ko: /(?:안 좋은|나쁜|불길한)\s*(?:징조|신호)|흉몽|징조/u,
  zh: /兆头|预兆|征兆|不吉利|凶兆/u,
};

/** What the visitor fears an act means: the feared reading captured. */
const meaningAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:so\s+)?(?:does|did)\s+(?:that|this|it)\s+mean\s+(.+)$/iu,
  vi: /^(?:vậy |thế |như vậy |như thế )?(?:có )?(?:nghĩa là|phải là)\s+(.+?)\s+(?:rồi\s+)?(?:không|ko|à|hả|sao)(?:\s+(?:ạ|vậy|nhỉ))*$/iu,
  ko: /^(?:이거|이게|그럼|그게|이건)?\s*(.+?(?:라는|다는|자는|냐는))\s(?:뜻|의미|말|신호)(?:일까요|인가요|이에요|예요|이죠|인 거죠|인가)$/u,
  zh: /^(?:这|那|这样)?(?:是不是|是否|难道|会不会)?(?:说明|意味着|代表|表示)(.+?)了?[吗啊呢吧]*$/u,
};

/** A negative judgment the visitor asks of themselves or their act ("Is that selfish?", "Was that a mistake?", "có phải em
 * dở quá không", "제가 너무 끈기가 없는 걸까요", "我是不是太冲动了"): the judgment captured. The judgments are a short list of
 * one class (negative evaluative words), not read from one input. */
const judgeAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:(?:is|was)\s+(?:that|this|it)|am\s+i|was\s+i)\s+(?:being\s+)?((?:a\s+(?:bit\s+)?|too\s+|so\s+|really\s+)?(?:selfish|rude|wrong|mean|petty|dramatic|crazy|stupid|dumb|weak|lazy|overreacting|unfair|impulsive|naive|a mistake|a bad (?:person|friend|parent|daughter|son|partner)))(?:\s+(?:of me|to do))?$|^did\s+i\s+(make a mistake|mess (?:it )?up|screw (?:it )?up)$/iu,
  vi: /^(?:vậy |thế |như vậy )?(?:có phải (?:là )?)?(?:em|mình|tôi|tớ)\s+(?:có\s+)?((?:quá\s+|hơi\s+|rất\s+)?(?:dở|tệ|ích kỷ|kém cỏi|kém|lười|yếu đuối|vô dụng|sai|quá đáng|nhỏ nhen|hấp tấp|bốc đồng|ngốc|thiếu kiên nhẫn|có vấn đề|nông nổi)(?:\s+quá)?)\s+(?:không|ko|à|hả|sao)(?:\s+(?:ạ|vậy|nhỉ))*$/iu,
  ko: /^(?:제가|내가|저|나)\s?((?:너무\s|좀\s|많이\s)?(?:끈기가 없는|이기적인|이상한|예민한|나쁜|못된|한심한|욕심이 많은|유난인|유난스러운|잘못한|성급한|어리석은|경솔한))\s?(?:걸까요|건가요|거죠|걸까|건지|거예요)$/u,
  zh: /^(?:那|这样)?我是不是(?:真的)?((?:太|有点|很)?(?:冲动|自私|矫情|玻璃心|没用|小气|作|懒|笨|错了|做错了|过分|想多了|敏感|不懂事|没出息|傻))了?[吗啊呀呢吧]*$/u,
};

/** Refusing what was asked ("should I refuse", "or push back", "từ chối", "거절", "拒绝"). */
const refuseAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:should|do|can|shall)\s+(?:i|we)\s+(?:just\s+)?(?:refuse|say no|turn (?:it|this|that|him|her|them) down|decline|push back|tell (?:him|her|them) no)\b|\bor (?:should i )?(?:push back|say no|refuse|decline|turn it down)\b/iu,
  vi: /(?<![\p{L}])từ chối(?![\p{L}])/iu,
  ko: /거절/u,
  zh: /拒绝|推掉|回绝/u,
};

/** Someone asking something of the visitor ("wants me to", "bảo em", "하라고 해요", "让我"): a refusal needs one to answer. */
const asksOfVisitor: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:wants?|wanted|asked|asks|told|tells|expects?|needs?|begged)\s+(?:me|us)\b/iu,
  vi: /(?<![\p{L}])(?:bảo|nhờ|kêu|bắt|muốn|rủ|mời|đề nghị|giao|ép)\s+(?:em|mình|tôi|tớ)(?![\p{L}])/iu,
  ko: /(?:라고|달라고|자고)\s*(?:하|했|해)|(?:하|해\s?주|해\s?달)래|달래|시켜|시키/u,
  zh: /让我|叫我|要我|请我|找我|逼我|非要我|派我/u,
};

/** Falling out with someone, an act stronger than a refusal. */
const fallOutAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:confront|blow up at|cut (?:him|her|them) off|fall out with|call (?:him|her|them) out)\b/iu,
  vi: /cãi (?:nhau|một trận|tay đôi)|làm căng|làm lớn chuyện|nghỉ chơi|cạch mặt/iu,
  ko: /손절|대판|싸워야|싸울까|따져야|따질까/u,
  zh: /翻脸|撕破脸|闹翻|吵一架|摊牌/u,
};

/** Speaking up and letting it go, asked as two sides of one ask. */
const speakVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:tell|say|bring (?:it )?up|talk to)\b/iu,
  vi: /(?<![\p{L}])(?:nói|góp ý|bày tỏ)(?![\p{L}])/iu,
  ko: /말해|말할|말씀드|얘기해|얘기할|티 내/u,
  zh: /说|提|讲/u,
};
const letGoVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\blet it (?:go|slide)\b|\bsay nothing\b|\bkeep quiet\b/iu,
  vi: /bỏ qua|cho qua|im lặng|lờ đi/iu,
  ko: /넘어갈|참을까|참아야|모른 척|그냥 둘까/u,
  zh: /算了|忍了|忍着|当没发生|不说/u,
};

/** A money act the visitor is asked to do (lend, guarantee, put money in). */
const moneyAct: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:lend|loan (?:him|her|them|my)|co-?sign|guarantor|guarantee|invest|put (?:money|\$?\d[\d,]*) in|chip in)\b|\b(?:wants?|asked|asks|needs?) to borrow\b/iu,
  vi: /cho (?:\S+\s+){0,2}(?:vay|mượn)|(?<![\p{L}])góp(?![\p{L}])|bảo lãnh|đứng tên|(?<![\p{L}])hùn(?![\p{L}])/iu,
  ko: /빌려|보증|투자|돈을? (?:대|넣)/u,
  zh: /借(?:给|钱)|担保|作保|投资|入股|出钱/u,
};

/** The other side failed with money before: not paid back, lost it, late, gone under. */
const moneyFailure: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:hasn'?t|hasn’t|has not|never|didn'?t|didn’t|did not|still hasn'?t)\s+(?:\w+\s+)?(?:paid|pay)\b|\bstill owes\b|\bowes me\b|\blost (?:money|everything|it all)\b|\b(?:went|gone) (?:under|bust|bankrupt)\b|\bmissed (?:payments?|(?:his|her|their) payments?)\b|\bbehind on\b|\bdefaulted\b/iu,
  vi: /chưa trả|không trả|còn nợ|làm ăn lỗ|bị lỗ|lỗ vốn|thua lỗ|lỗ (?:nặng|to|mất|hết|rồi)|phá sản|vỡ nợ|trễ hạn|nợ xấu|(?<![\p{L}])bùng(?![\p{L}])/iu,
  ko: /안 갚|못 갚|못 받|밀린 적|밀렸|연체|망했|망한|손해|적자|떼였|떼인/u,
  zh: /没还|不还|欠我|欠着|亏了|亏本|亏损|赔了|倒闭|逾期|拖欠|赖账/u,
};

/** A clause that asks: a question mark closed it, or it carries the language's yes/no or A-not-A form. */
const asksForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:should|shall|will|would|can|could|is|are|am|do|does|did)\b/iu,
  vi: /(?<![\p{L}])(?:có nên|nên không|không|ko)(?:\s+(?:ạ|nhỉ|vậy|ta|hả))*$/iu,
  ko: /(?:까요?|나요|하나|을지|ㄹ지|할지)$/u,
  zh: /(?:吗|么|呢|啊)$|要不要|该不该|会不会|能不能|可不可以|值不值/u,
};

/** A clause that fears a failure still ahead ("sợ nó không trả", "he might not pay", "안 갚을까 봐", "怕他不还"), not a
 * record of one already lived: its modality (fear, may, will) marks it. */
const fearedAhead: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:afraid|scared|worried|worry|might|may|will|won'?t|won’t|could)\b/iu,
  vi: /(?<![\p{L}])(?:sợ|lo|ngại|e là|liệu|sẽ|có thể|nhỡ|lỡ như)(?![\p{L}])/iu,
  ko: /을까|[가-힣]까\s?봐|지도 몰라|것 같아/u,
  zh: /怕|担心|万一|会不会|可能|会/u,
};

/** A clause whose subject is the visitor ("I haven't paid", "我自己的房贷还没还完", "em còn nợ", "제 카드값"): their own
 * money, not the other side's record. */
const ownSubject: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:but\s+|though\s+)?(?:I|I'm|I’m|I've|I’ve|my|we|our)\b/u,
  vi: /^(?:nhưng(?:\s+mà)?\s+|mà\s+)?(?:em|mình|tôi|tớ|chúng em|tụi em)(?![\p{L}])/iu,
  ko: /^(?:근데\s+|그런데\s+|하지만\s+)?(?:제|내|저|나|저희|우리)(?:가|는|도)?\s/u,
  zh: /^(?:但是|但|可是|可|不过)?(?:我|我们)/u,
};

/** A negation or a limit: the told clause that marks what does not hold. */
const negation: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:not|never|no|without|only|won'?t|doesn'?t|don'?t|isn'?t|aren'?t|can'?t)\b|n['’]t\b/iu,
  vi: /(?<![\p{L}])(?:không|chưa|chẳng|chả|chỉ)(?![\p{L}])/iu,
  ko: /(?:^|\s)(?:안|못)\s|않|없|밖에/u,
  zh: /[不没]|只/u,
};

/** A contrast word opening a clause: what follows is the part that does not hold. */
const contrastOpen = /^(?:but|though|nhưng(?:\s+mà)?|mà|근데|그런데|하지만|但是|但|可是|不过)\s*/iu;

/** A dream named anywhere in the request (the thing read as a sign). */
const dreamWord = /\b(?:dream\w*|nightmares?)\b|(?<![\p{L}])(?:mơ|ác mộng|chiêm bao)(?![\p{L}])|꿈|악몽|梦/iu;

/** When a symptom comes, as the visitor wrote it: "whenever I sit…", "mỗi khi ngồi…", "밥만 먹으면", "一坐电脑就". */
const triggerOf: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b((?:whenever|every time|each time|when(?:ever)?|after)\s+[^,.;!?]+)/iu,
  vi: /((?:mỗi khi|mỗi lần|cứ mỗi lần|hễ|sau khi|khi)\s+[^,.;!?]+)/iu,
  ko: /((?:\S+\s)?\S+\s때마다|\S+만\s(?:하|\S+)면)(?=\s|$)/u,
  zh: /((?:每次|每当|一)[^，。！？,.!?]{1,10}?(?:就|的时候|后|以后))/u,
};

/** A symptom told as already changing: a comparative of change ("got darker", "ngày càng", "점점 심해져", "越来越"). */
const changeWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:got|gotten|getting|became|grew|growing|grown)\s+(?:\w+er|worse|more \w+)\b|\bworse\b/iu,
  vi: /ngày càng|nặng hơn|to hơn|đậm hơn|tệ hơn|lan rộng/iu,
  ko: /점점|심해졌|심해져|커졌|커져|진해졌|진해져|번졌/u,
  zh: /越来越|变大|变深|变黑|加重|更严重|更厉害/u,
};

/** Signs doctors would rather see early (a short list of one class, not read from one input): palpitations, chest pain or
 * tightness, breathlessness, fainting, blood. */
const urgentSign: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:palpitations?|heart(?: is| keeps| was)? (?:racing|pounding)|chest (?:pain|hurts|tight\w*)|short(?:ness)? of breath|out of breath|can'?t breathe|faint(?:ed|ing)?|passed out|blood|bleeding)\b/iu,
  vi: /tim đập nhanh|hồi hộp|đánh trống ngực|tức ngực|đau ngực|khó thở|hụt hơi|ngất|xỉu|chảy máu|ra máu/iu,
  ko: /두근거|가슴이\s?(?:아프|답답|조이)|가슴 통증|숨이\s?차|숨차|숨쉬기 힘들|기절|쓰러졌|피가\s?(?:나|섞)|출혈/u,
  zh: /心慌|心悸|心跳(?:很快|加速)|胸闷|胸痛|喘不上气|呼吸困难|晕倒|昏倒|出血|带血/u,
};

/** Korean: a statement clause is quoted whole; the other languages tell it in the second person. */
function told(clause: string, language: ContentLanguage): string {
  const said = tellClause(clause.replace(contrastOpen, ''), language);
  // A Vietnamese clause opened by a time or frequency word ("Dạo này…", "Mấy hôm nay…") or a common noun for people or
  // things ("Đồng nghiệp…", "Hàng xóm…") is no name: its capital drops.
  return language === 'vi' && /^(?:Dạo|Gần|Hồi|Mấy|Từ|Sáng|Tối|Trưa|Chiều|Đêm|Cứ|Hay|Mỗi|Hôm|Tuần|Tháng|Năm|Đợt|Lúc|Khi|Tự nhiên|Tự dưng|Đồng|Hàng|Thằng|Đứa|Nhỏ|Cái|Lớp|Nhóm|Phòng|Trưởng)(?=\s)/u.test(said)
    ? `${said.charAt(0).toLowerCase()}${said.slice(1)}` : said;
}

/** Whether a clause asks (its form); the last clause of a request that ends with a question mark always asks. */
function clauseAsks(clause: string, language: ContentLanguage): boolean {
  return asksForm[language].test(clause.trim());
}

/** The trigger told back: English and Vietnamese in the second person, Korean quoted, Chinese with 我 made 你. */
function tellTrigger(found: string, language: ContentLanguage): string {
  const said = secondPerson(found.trim(), language);
  return language === 'ko' ? `‘${said}’` : said;
}

/** The request read by its ask's form, or null. */
export function readFortuneFear(question: string, language: ContentLanguage, category: FortuneCategory): FortuneFear | null {
  const clauses = fearClauses(question, language);
  if (clauses.length === 0) return null;
  const base = { trigger: null, feared: null, obstacle: null, record: null, dream: false, changed: false, urgent: false };
  // Record: the money act asked anywhere, and another clause that says the other side failed with money before.
  const asked = /[?？]/u.test(question) || clauses.some((clause) => clauseAsks(clause, language));
  const actAt = clauses.findIndex((clause) => moneyAct[language].test(clause));
  const failAt = clauses.findIndex((clause, index) => index !== actAt && moneyFailure[language].test(clause) && !clauseAsks(clause, language)
    && !ownSubject[language].test(clause.trim()) && !fearedAhead[language].test(clause));
  if (asked && actAt >= 0 && failAt >= 0) {
    const lastAsks = /[?？]\s*$/u.test(question.trim()) ? clauses[clauses.length - 1] : undefined;
    const askClause = lastAsks ?? [...clauses].reverse().find((clause) => clauseAsks(clause, language)) ?? clauses[actAt] ?? '';
    const record = told(clauses[failAt] ?? '', language);
    return { ...base, kind: 'record', told: clauses.filter((_, index) => index !== failAt && clauses[index] !== askClause).map((clause) => told(clause, language)), ask: tellAsk(askClause, language, null), record };
  }
  const last = clauses[clauses.length - 1] ?? '';
  const statements = clauses.slice(0, -1);
  if (statements.length === 0) return null;
  // A statement clause that itself asks makes two questions: not one of these forms.
  if (statements.some((clause) => /[?？]/u.test(clause))) return null;
  // An English "but" stays in what is told back ("…a whole month, but you're away two weekends"); the obstacle drops it.
  const toldAll = statements.map((clause) => told(clause, language));
  const toldBack = language === 'en' ? statements.map((clause, index) => (/^but\s/iu.test(clause) ? `but ${toldAll[index] ?? ''}` : (toldAll[index] ?? ''))) : toldAll;
  // The part that does not hold: a clause opened by a contrast, else the last with a negation or a limit.
  const contrastAt = statements.map((clause) => contrastOpen.test(clause)).lastIndexOf(true);
  const negAt = statements.map((clause) => negation[language].test(clause)).lastIndexOf(true);
  const obstacleAt = contrastAt >= 0 ? contrastAt : negAt;
  // A single told clause is the whole story, not a part of it: no part is singled out.
  const obstacle = obstacleAt >= 0 && toldAll.length > 1 ? (toldAll[obstacleAt] ?? null) : null;
  // The ask zone: the last clause, with the one before it when the last opens with "or" / "아니면" / "hay" / "还是".
  const prev = statements[statements.length - 1] ?? '';
  const zone = /^(?:or|hay|hay là|아니면|还是|或者)\b|^(?:아니면|还是|或者)/iu.test(last) ? `${prev} ${last}` : last;
  if (speakVerb[language].test(zone) && letGoVerb[language].test(zone)) {
    const toldSpeak = /^(?:or|hay|hay là|아니면|还是|或者)/iu.test(last) ? toldAll.slice(0, -1) : toldAll;
    // "남친이 제 생일 까먹었는데 서운하다고 말해도 될까요": the told part sits in the ask's own clause; it is said back.
    const own = toldSpeak.length > 0 ? toldSpeak : [told(prev.replace(/\s*\S*(?:말해|얘기해)\S*\s+\S+$/u, ''), language)];
    return { ...base, kind: 'speak', told: own.filter((clause) => clause !== ''), ask: '', obstacle };
  }
  if (fallOutAsk[language].test(zone)) return { ...base, kind: 'fallOut', told: toldBack, ask: tellAsk(last, language, null), obstacle };
  if (refuseAsk[language].test(zone) && statements.some((clause) => asksOfVisitor[language].test(clause))) return { ...base, kind: 'refuse', told: toldBack, ask: tellAsk(last, language, null), obstacle };
  const judged = judgeAsk[language].exec(last.trim());
  const judgment = judged?.[1] ?? judged?.[2];
  if (judgment) return { ...base, kind: 'judge', told: toldAll, ask: '', feared: language === 'ko' ? `‘${judgment}’` : judgment.replace(/\s+quá$/u, ' quá') };
  // Round 18: what another person does or doesn't do ("he still hasn't introduced me to his parents", "남친이 … 말을 돌려요")
  // is no omen: whether it is a bad sign is a question about them, which the general fall-through answers.
  if (omenAsk[language].test(last) && (dreamWord.test(question) || !statements.some((clause) => otherPersonActs(clause, language)))) return { ...base, kind: 'omen', told: toldAll, ask: '', dream: dreamWord.test(question) };
  const meaning = meaningAsk[language].exec(last);
  if (meaning?.[1]) {
    const feared = language === 'ko' ? `‘${meaning[1]}’` : secondPerson(meaning[1].replace(/\bits\b/u, 'it’s'), language);
    return { ...base, kind: 'sign', told: toldAll, ask: '', feared };
  }
  if (seriousAsk[language].test(last.trim())) {
    if (category !== 'health') return { ...base, kind: 'sign', told: toldAll, ask: '' };
    const found = statements.map((clause) => triggerOf[language].exec(clause)?.[1] ?? null).find((hit) => hit !== null) ?? null;
    return { ...base, kind: 'serious', told: toldAll, ask: '', trigger: found === null ? null : tellTrigger(found, language), changed: statements.some((clause) => changeWord[language].test(clause)), urgent: statements.some((clause) => urgentSign[language].test(clause)) };
  }
  return null;
}
