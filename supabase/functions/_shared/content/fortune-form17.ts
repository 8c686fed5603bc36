/**
 * Round 16 of issue 13 (helper fort17): two question forms that the stock fall-through (a yes/no stance, then the
 * category's bank lines) and the round-14 lean answered wrongly in every language, read before any topic or stock lean:
 * - why: "why do I keep getting sleepy after lunch", "…, vì sao vậy ạ", "…피곤해요 왜 그런 걸까요", "…，这是怎么回事" about
 *   something of the visitor's that keeps coming back — a reason is asked, never a yes;
 * - consequence: the visitor's own act and the harm they fear from it, "if I tell her will I lose her", "leaving after 8
 *   months, will it look bad", "nghỉ sớm vậy có bị đánh giá không", "4개월 만에 퇴사하면 이력서에 안 좋게 남을까요",
 *   "如果我表白了，我们还能做朋友吗" — a cheerful yes would confirm the fear: the answer is about that harm;
 * - condition: a condition feared for a trip or a day, "is it too cold to enjoy", "có hay mưa không", "사람이 너무 많을까요",
 *   "人会不会特别多" — a stock "yes" (or a trip's stock lines) left it unanswered: it may well be so, plan around it.
 * Gates (the reading must fit the whole request): the why is about the visitor's own state (not "why does he…"), not a
 * suggestion ("why don't I just…") and comes back (a frequency word); the consequence follows the visitor's own act
 * (not someone else's, not a negated one: the round-15 backlash reads that), not an act already done.
 * What is a word list here (said in the report): the frequency words, the harms feared (a record, a bond, a plain harm),
 * the other-person subjects and the done-already markers; each is a short list of one class.
 */
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import { tellAsk, tellClause } from './fortune-asked14.ts';
import { fearClauses } from './fortune-fear15.ts';
import { secondPerson } from './second-person.ts';

/** What the ask's form asks for. */
export type Form17Kind = 'why' | 'consequence' | 'condition';
/** The harm feared from the visitor's act: what others will think of a record, losing a bond (bondKeep: asked the other
 * way round, "can we still be friends", so the lean is yes), a plain harm. */
export type Form17Harm = 'record' | 'bond' | 'bondKeep' | 'plain';

/** A question read by its form. */
export interface FortuneForm17 {
  kind: Form17Kind;
  /** The statement clauses before the ask (and, for an English why, the state the why asks about), second person. */
  told: readonly string[];
  /** The ask told back (indirect, as fortune-asked14 tells it), or '' when the why is bare ("vì sao vậy"). */
  ask: string;
  /** consequence: the harm feared; why: 'plain'. */
  harm: Form17Harm;
}

/** A bare why, nothing but the question of reason ("vì sao vậy ạ", "왜 그런 걸까요", "这是怎么回事"). */
const bareWhy: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:but\s+|so\s+|and\s+)?(?:why|how\s+come)(?:\s+(?:is\s+that|does\s+that\s+happen|though))?$|^what(?:'s|’s|\s+is)\s+(?:causing|behind)\s+(?:this|it|that)$|^what\s+causes\s+(?:this|it|that)$/iu,
  vi: /^(?:(?:vì|tại)\s+sao|sao|là\s+do\s+đâu|do\s+đâu|nguyên\s+nhân\s+(?:là\s+)?(?:gì|do\s+đâu)|(?:là\s+)?bị\s+(?:làm\s+sao|sao|gì))(?:\s+(?:vậy|thế|lại\s+(?:vậy|thế|như\s+vậy)|nhỉ))?(?:\s+(?:ạ|mọi người|mn|nhỉ|ta|hả|các bạn|các bác|chị|anh))*$/iu,
  ko: /^(?:이거|이게|이건|대체|도대체)?\s*(?:왜\s?(?:그런|그럴|이런|이럴|그러는|이러는)\S*|원인이\s+(?:뭘까요|뭔가요|뭐예요|뭐죠|뭘까)|이유가\s+(?:뭘까요|뭔가요|뭐예요|뭐죠|뭘까))$/u,
  zh: /^(?:这|那)?(?:是|到底是|究竟是)?(?:怎么回事|咋回事|什么原因|啥原因|什么情况)[啊呀呢吧]*$/u,
};

/** A why with its own content ("why do i keep…", "tại sao em cứ…", "왜 자꾸 … 걸까요", "为什么我总是…"). */
const contentWhy: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:but\s+|so\s+|and\s+)?(?:why|how\s+come)\s+\S+\s+\S+/iu,
  vi: /^(?:(?:vì|tại)\s+sao|sao)\s+(?:(?:em|mình|tôi)\s+)?(?:cứ|lại|hay|luôn)\s/iu,
  ko: /^왜\s.+(?:걸까요|건가요|까요|나요|죠)$/u,
  zh: /^(?:为什么|为啥|怎么总是|怎么老是)/u,
};

/** A suggestion or a rhetorical "why should I", not a question of reason. */
const notAReason = /^(?:but\s+|so\s+)?why\s+(?:not|don'?t|don’t|shouldn'?t|should)\s+(?:i|we)\b(?!.*\b(?:keep|always|ever)\b)/iu;

/** A word that says the thing comes back (the why answer reads a pattern): a short class of frequency words. */
const comesBack: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:keep|keeps|kept|always|every|lately|recently|these\s+days|again|constantly|all\s+the\s+time|whenever|each\s+time|every\s+time|still|often)\b/iu,
  vi: /(?<![\p{L}])(?:cứ|hay|lúc nào cũng|mỗi|tối nào|đêm nào|ngày nào|sáng nào|dạo này|gần đây|thường|liên tục|suốt|luôn)(?![\p{L}])/iu,
  ko: /계속|자꾸|요즘|매일|맨날|항상|늘|마다|계속해서|자주|만 되면/u,
  zh: /每天|每晚|每次|总是|老是|经常|最近|一直|天天|常常|动不动/u,
};

/** Someone other than the visitor as the subject of the told state or act: a short class of person words. */
const otherSubject: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:(?:but|so|and)\s+)?(?:why|how\s+come)\s+(?:do|does|did|is|are|was|were|won'?t|doesn'?t|don'?t)?\s*(?:he|she|they|my\s+(?:boyfriend|girlfriend|husband|wife|partner|boss|friend|mom|mum|dad|son|daughter|kid|cat|dog))\b|^(?:if\s+)?(?:he|she|they)\b/iu,
  vi: /^(?:nếu\s+)?(?:anh ấy|cô ấy|người ấy|ảnh|chỉ|ổng|bả|người yêu|bạn trai|bạn gái|sếp|chồng|vợ)(?![\p{L}])/iu,
  ko: /^(?:그 사람|그 남자|그 여자|남친|여친|남자친구|여자친구|남편|아내|팀장님|상사|친구)(?:이|가|은|는)\s/u,
  zh: /^(?:如果|要是)?(?:他|她|他们|男朋友|女朋友|老公|老婆|老板|领导)(?!们做)/u,
};

/** The harm feared in a record others will read (a CV, the next employer, being judged). */
const recordHarm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\blook\s+bad\b|\b(?:cv|resume|résumé|record|career|employers?|recruiters?|red\s+flag|job\s+hopper)\b|\bbe\s+judged\b/iu,
  vi: /bị\s+(?:đánh giá|đánh giá thấp|coi thường|nói|dị nghị)|(?:cv|hồ sơ|sự nghiệp|xin việc|nhà tuyển dụng|công ty sau)/iu,
  ko: /이력서|경력|안\s?좋게\s?(?:남|보)|평판|불리|나쁘게\s?(?:남|보)/u,
  zh: /简历|找工作|前途|职业|不好看|减分|印象|被(?:人)?(?:看不起|说)/u,
};

/** A job the act is about: the record harm is read only there (being judged for an outfit is another question). */
const jobWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:job|work|quit|quitting|leav(?:e|ing)|company|position|role|intern(?:ship)?|employer|months?)\b/iu,
  vi: /công ty|nghỉ việc|đi làm|công việc|(?<![\p{L}])nghỉ(?![\p{L}])|thực tập|nhảy việc/iu,
  ko: /입사|퇴사|회사|이직|직장|그만두|인턴/u,
  zh: /入职|跳槽|辞职|离职|工作|公司|实习/u,
};

/** A saying act (telling, confessing): the bond lines are about a sentence said; another act's bond harm is a plain one. */
const sayingAct: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:tell|telling|confess|confessing|say|saying|ask\s+(?:her|him|them)\s+out|admit)\b/iu,
  vi: /tỏ tình|thổ lộ|(?<![\p{L}])nói(?![\p{L}])|thú nhận|tỏ ý/iu,
  ko: /고백|말하|털어놓|마음을 전/u,
  zh: /表白|告诉|坦白|说出/u,
};

/** The harm feared for a bond (losing the friend, things turning awkward). */
const bondHarm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\blose\s+(?:her|him|them|you|our\s+friendship|the\s+friendship|my\s+(?:best\s+)?friend)\b|\bruin\s+(?:it|things|the\s+friendship|our\s+friendship|everything)\b|\bstill\s+be\s+friends\b|\b(?:get|be|make\s+it)\s+(?:weird|awkward)\b/iu,
  vi: /mất\s+(?:luôn\s+)?(?:cả\s+)?(?:tình bạn|bạn|người bạn|anh ấy|cô ấy|người ấy)|hết\s+(?:làm\s+)?bạn|khó\s+xử|ngại\s+nhau|(?:còn|vẫn)\s+(?:là|làm)\s+bạn/iu,
  ko: /친구로도\s?못|친구로\s?못|친구도\s?못|친구로\s?(?:남|지내)|사이가\s?(?:멀어|어색|틀어)|관계가\s?(?:깨|틀어|어색)|어색해질|잃을|잃게/u,
  zh: /还能做朋友|做不成朋友|朋友都做不成|连朋友都|还是朋友|尴尬|失去(?:他|她|这个朋友)/u,
};

/** A bond asked the other way round, whether it stays ("can we still be friends", "还能做朋友吗"): the lean is then yes. */
const bondKept: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bstill\s+be\s+friends\b/iu,
  vi: /(?:còn|vẫn)\s+(?:là|làm)\s+bạn/iu,
  ko: /친구로\s?(?:남|지내)(?:을|게)\s?(?:수|될)/u,
  zh: /还能做朋友|还是朋友/u,
};

/** A plain harm of the visitor's own act: "will it hurt / backfire / affect", "có ảnh hưởng", "손해", "会不会影响". */
const plainHarm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:hurt|ruin|damage|mess\s+up|backfire|cost\s+me|affect|hold\s+it\s+against|regret)\b/iu,
  vi: /ảnh hưởng|hỏng|hối hận|thiệt|mang tiếng/iu,
  ko: /망칠|망할|손해|후회할|영향/u,
  zh: /影响|毁|后悔|吃亏/u,
};

/** A condition of a place or a day asked in a yes/no ("too cold", "crowded", "hay mưa", "붐빌까요", "人会不会特别多"): the
 * excess degree words and a short class of weather, crowd and price conditions. The visitor is never its subject. */
const conditionAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:(?:but|so|and)\s+)?(?:is|will|would|isn'?t|won'?t)\s+(?:it|that|this|there|the\s+\w+)\s+(?:be\s+)?(?:(?:too|way\s+too|super|really|very)\s+)?(?:crowded|packed|busy|cold|hot|rainy|humid|freezing|snowy|windy|expensive|pricey|touristy)\b|^(?:(?:but|so|and)\s+)?(?:will|are)\s+there\s+be\s+(?:too\s+)?many\s+(?:people|tourists)/iu,
  vi: /(?<![\p{L}])có\s+(?:hay\s+|bị\s+)?(?:quá\s+\S+|\S+\s+quá|đông|lạnh|nóng|mưa|đắt|chật|kẹt xe|bão)(?:\s+\S+){0,2}\s+(?:không|ko|hông|k)(?:\s+(?:ạ|vậy|nhỉ|ta|hả|mọi người|mn))*$/iu,
  ko: /(?:너무|많이|엄청|사람이\s?(?:너무\s?|많이\s?)?)?(?:추울|더울|붐빌|많을|비가\s(?:많이\s)?올|비쌀|복잡할|막힐)\S*까요$/u,
  zh: /(?:会不会|会)(?:很|特别|太|非常)?(?:冷|热|挤|多|贵|下雨|堵)|人(?:会不会)?(?:特别|很|太|非常)多/u,
};

/** A trip or an outing the condition is about (the lines plan the days of one); a moving day's rain is another question. */
const tripWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:trip|travel(?:l?ing)?|holiday|vacation|visit(?:ing)?|go(?:ing)?\s+to|festival|sightseeing)\b/iu,
  vi: /du lịch|đi chơi|(?<![\p{L}])đi\s+\p{Lu}|chuyến|tham quan|lễ hội/iu,
  ko: /여행|놀러|관광|축제|가려는데|가는데|갈 건데/u,
  zh: /旅行|旅游|去\S{1,4}玩|出游|去[\u4e00-\u9fff]{2,3}(?:人|玩|看)|景点|国庆去|五一去/u,
};

/** The visitor as the subject of the condition ("am I too old", "em có quá…"): another question. */
const selfCondition = /^(?:am\s+i|are\s+we)\b|(?<![\p{L}])(?:em|mình|tôi)\s+có\s+(?:quá|bị)|제가|내가|我(?:会不会|是不是)?太/iu;

/** A yes/no ask at the clause's end (the form of a consequence asked). */
const yesNoAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:(?:and|but|so)\s+)?(?:will|would|could|can|is|does|do|am)\b|,\s*(?:will|would|could|can|is|does)\s+(?:it|that|this|i|we|they|she|he)\b|\bif\s+i\b.*\b(?:will|would|could|can)\s+(?:i|it|we|that|this|she|he|they)\b/iu,
  vi: /(?:không|ko|hông|k|chứ)(?:\s+(?:ạ|vậy|nhỉ|ta|hả|mọi người|mn))*$/iu,
  ko: /(?:까요|나요|을까|ㄹ까|될까|지 않을까요)$/u,
  zh: /会不会|是不是|吗|么|能不能/u,
};

/** The visitor's own act as a condition or a plan in the told text (a dropped subject counts in vi, ko, zh). */
const ownAct: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bif\s+i\b|\bwhen\s+i\b|^(?:i(?:'m|’m|\s+am|m)?\s+)?(?:thinking\s+(?:of|about)|planning\s+(?:on|to)|going\s+to|want\s+to|wanna|about\s+to)\b|^(?:\w+ing)\b|\bi\s+(?:tell|quit|leave|confess|ask|say)\b/iu,
  vi: /(?:thì|mà)(?![\p{L}])|(?<![\p{L}])(?:nếu|muốn|định|tính)(?![\p{L}])/iu,
  ko: /\S면(?:\s|$)|려고|하고 싶/u,
  zh: /如果|要是|假如|的话|想|打算|准备/u,
};

/** An act the visitor already did: the consequence is then about what is done, a different question. */
const doneAlready: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:already|just)\s+(?:told|quit|left|confessed|said|did)\b|\bi\s+(?:told|quit|left|confessed)\b/iu,
  vi: /(?<![\p{L}])đã\s+(?:tỏ tình|nghỉ|nói|bỏ)|(?:tỏ tình|nghỉ việc|nói)\s+rồi(?![\p{L}])(?!\s+thì)/iu,
  ko: /이미|벌써|해버렸|했는데|했어요/u,
  zh: /已经|刚才(?:表白|辞职)|表白过/u,
};

/** The English why clause as the state it asks about: "why do i keep getting sleepy" → "you keep getting sleepy". */
function whyToState(clause: string): string {
  const bare = clause.trim().replace(/^(?:but|so|and)\s+/iu, '');
  const found = /^(?:why|how\s+come)\s+(?:(do|does|did|am|is|are|can'?t|can’t|don'?t|don’t|won'?t|won’t|didn'?t|didn’t)\s+)?(i|my\s+\S+|it|this)\s+(.+)$/iu.exec(bare);
  if (!found) return '';
  const [, aux = '', subject = '', rest = ''] = found;
  const keepAux = aux !== '' && !/^(?:do|does|did)$/iu.test(aux);
  return secondPerson(`${subject} ${keepAux ? `${aux.toLowerCase()} ` : ''}${rest}`.replace(/^i am\b/iu, 'I am'), 'en').replace(/'/gu, '’');
}

/** An English told clause that opens on a plan's gerund ("thinking of leaving…") gets its subject back ("you’re thinking…"). */
function planned(clause: string): string {
  return /^(?:thinking|planning|considering|hoping|about\s+to)\b/iu.test(clause) ? `you’re ${clause}` : clause;
}

/** The request read as a why or a consequence asked, or null when neither form fits the whole request. */
export function readFortuneForm17(question: string, language: ContentLanguage, category: FortuneCategory): FortuneForm17 | null {
  const clauses = fearClauses(question, language);
  if (clauses.length === 0) return null;
  const last = (clauses[clauses.length - 1] ?? '').trim();
  const before = clauses.slice(0, -1);
  // A statement clause that itself asks makes two questions: not one of these forms.
  if (before.some((clause) => /[?？]/u.test(clause))) return null;
  const whole = clauses.join(' ');

  const bare = bareWhy[language].test(last);
  if ((bare || contentWhy[language].test(last)) && !notAReason.test(last) && comesBack[language].test(whole)) {
    if (otherSubject[language].test(last) || before.some((clause) => otherSubject[language].test(clause.trim()))) return null;
    const state = language === 'en' ? whyToState(last) : '';
    const told = [...before.map((clause) => tellClause(clause, language)), ...(state === '' ? [] : [state])].filter((clause) => clause !== '');
    // The English why is told back as its state; a bare why with nothing told ("vì sao vậy") has nothing to take up.
    const ask = bare || state !== '' ? '' : tellAsk(last, language, null);
    if (told.length === 0 && ask === '') return null;
    return { kind: 'why', told, ask, harm: 'plain' };
  }

  if (conditionAsk[language].test(last) && !selfCondition.test(last) && (category === 'travel' || tripWord[language].test(whole))) {
    // An English told clause with no subject ("solo trip to japan in december") is told as what the question is about.
    const told = before.map((clause) => tellClause(clause, language)).filter((clause) => clause !== '')
      .map((clause) => (language === 'en' && !/^(?:i|you|we|my|your|our|it|he|she|they|there|this|that|the\s+\w+\s+(?:is|are|was|were))\b/iu.test(clause) ? `about ${/^(?:a|an|the|my)\s+/iu.test(clause) ? clause.replace(/^(?:a|an|the|my)\s+/iu, 'your ') : /^\w+ing\b/iu.test(clause) ? clause : `your ${clause}`}` : clause));
    return { kind: 'condition', told, ask: tellAsk(last.replace(/\s+(?:mọi người|mn|các bạn|cả nhà)$/iu, ''), language, null), harm: 'plain' };
  }

  // The consequence: a yes/no ask naming a harm, after (or around) the visitor's own act.
  if (!yesNoAsk[language].test(last)) return null;
  const harm: Form17Harm | null = bondHarm[language].test(last) && sayingAct[language].test(whole) ? (bondKept[language].test(last) ? 'bondKeep' : 'bond')
    : recordHarm[language].test(last) && jobWord[language].test(whole) ? 'record'
      : bondHarm[language].test(last) || plainHarm[language].test(last) ? 'plain' : null;
  if (harm === null) return null;
  // The act: a told clause or the ask's own condition ("if i tell her will i lose her", "nghỉ sớm vậy có bị…").
  const actText = before.length > 0 ? before.join(' ') : last;
  if (!ownAct[language].test(actText) && !ownAct[language].test(last)) return null;
  if (before.some((clause) => otherSubject[language].test(clause.trim())) || otherSubject[language].test(last)) return null;
  if (doneAlready[language].test(whole)) return null;
  const told = before.map((clause) => tellClause(clause, language)).filter((clause) => clause !== '').map((clause) => (language === 'en' ? planned(clause) : clause));
  // "if i tell her, will i lose her" is told as "whether you will lose her if you tell her".
  const conditionFirst = language === 'en' ? /^if\s+(.+?),?\s+((?:will|would|could|can)\s+.+)$/iu.exec(last) : null;
  const ask = conditionFirst ? `${conditionFirst[2] ?? ''} if ${conditionFirst[1] ?? ''}` : last;
  return { kind: 'consequence', told, ask: tellAsk(ask, language, null), harm };
}
