/**
 * Round 18 of issue 13 (helper fort20): the fortune's general fall-through, read from the visitor's own request. In the
 * round-18 before-set the two paths that answered worst were the situation rank (a keyword of a move, a trip, a first
 * date or a promotion anywhere in the request called up the situation's stock lines, whatever was asked) and the stock
 * stance ("a careful yes" to a why, a when, a worry). Both now give way, when the request asks something of its own, to
 * this reading: the statement clauses told back in the second person, the question(s) told back, and an answer in each
 * question's form:
 * - why → a reason (an ordinary one, next to the part the visitor told), when → a time (for the visitor's own act: earlier
 *   than it feels, a date set; for what is not in their hands: no date, what brings it closer), how → a way from the part
 *   they told, what → one thing to do starting from that part, a worry asked ("too many people?", "날씨 괜찮을까요") →
 *   plan as if it will, whether → yes with its reason in their words (and a fear they named answered, not skipped).
 * Reads from clause position and question words only: the question words are a short list of one grammatical class per
 * language (why / when / how / what words, worry words of "too much").
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { clausesOf, limitMark, tellAsk, tellClause } from './fortune-asked14.ts';
import { secondPerson } from './second-person.ts';
import { asksAFear } from './fortune-evidence.ts';
import { namesTime, otherMind, sidesOf, urgent, whetherKind } from './fortune-fall21.ts';
import { actsAgainst, asksWhatToDo23, otherActs, proposes, theirPart } from './fortune-whose23.ts';

/** Whether a clause tells what another person does (a pronoun or a person the visitor names). */
export function otherPersonActs(clause: string, language: ContentLanguage): boolean {
  return otherPerson[language].test(clause);
}

/** The form a question is asked in. */
export type Fall20Form = 'symptom' | 'cause' | 'forecast' | 'whetherMind' | 'howNow' | 'why' | 'whyTheirs' | 'whenAct' | 'whenEvent' | 'how' | 'howSay' | 'what' | 'worry' | 'whether' | 'whetherBad';

/** One question of the request, told back, with its form and its place in the request. */
export interface Fall20Ask { said: string; form: Fall20Form; at: number }

/** The request read for the general fall-through. */
export interface FortuneFall20 {
  /** The statement clauses, in the second person, in order (before and after the question). */
  told: readonly string[];
  /** The told clause nearest the last question (the part that decides it), or null. */
  near: string | null;
  /** A fear the visitor named in a told clause ("scared it folds", "sợ lại tổn thương", "怕被拒绝"), told back, or null. */
  fear: string | null;
  /** The questions, at most two, the main one last. */
  asks: readonly Fall20Ask[];
  /** The main question's clause as written (for a reader's gate: does its reading fit the question asked?). */
  asked: string;
  /** Round 18 (fort21): the whether's sides from the told clauses, told back: a cost named (against taking it on; for a
   * leaving act, the reason for it) and a told clause for it; null when none. */
  pro: string | null;
  con: string | null;
  /** Round 19 second wave (fort24): the told outcome of an event that is over (a promotion turned down, an exam failed),
   * set by the situation gate when it gives way; a whether is then read as the next try. */
  after?: string | null;
  /** Whether the step asked is a leaving act (quit, break up): a hardship told is then its reason. */
  leaving: boolean;
  /** Whether another person acts in the request (a bad sign about the visitor's own life is not theirs to explain). */
  other: boolean;
  /** Whether the main question names the visitor as its subject ("when will I…", "bao giờ em mới…", "我什么时候…"). */
  self: boolean;
  /** Round 19 (fort23, fortune-whose23.ts): whether the main question's subject is another person ("他会答应吗"). */
  theirAsk: boolean;
  /** Round 19 (fort23): the first told clause (or its half after "mà / 但") whose subject is another person acting against
   * the visitor (refusing, avoiding, opposing, or a cost), told back. */
  theirs: string | null;
  /** Round 19 (fort23): for a "what do I do", the first told clause whose subject is another person (an act or a state,
   * not a proposal); else null. */
  theirAny: string | null;
}

const why: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhy\b|\bhow come\b/iu,
  vi: /(?<![\p{L}])(?:tại sao|vì sao|sao lại|tại vì sao)(?![\p{L}])|^sao\s|(?<![\p{L}])(?<!làm\s)sao(?=\s*(?:vậy|thế|nhỉ)?\s*(?:ạ)?\s*[?？]?$)/iu,
  ko: /왜/u,
  zh: /为什么|为啥|怎么回事|怎么会/u,
};
const when: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhen\b|\bwhat time\b|\bhow (?:long|soon)\b/iu,
  vi: /(?<![\p{L}])(?:khi nào|bao giờ|lúc nào|bao lâu|chừng nào)(?![\p{L}])/iu,
  ko: /언제|얼마나\s?(?:걸|더|있어야)/u,
  zh: /什么时候|何时|多久|哪天|几时|啥时候/u,
};
/** A when about the visitor's own act: "when should I / the best time to", "nên … khi nào", "언제 …는 게 좋을까", "什么时候…好 / 该". */
const whenOwnAct: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:should|best time|good time|right time|to book|to buy|to ask|to go)\b/iu,
  vi: /(?<![\p{L}])(?:nên|thì tốt|thì hợp|là tốt nhất|đẹp nhất)(?![\p{L}])/iu,
  ko: /게\s?(?:좋을|나을|낫)|야\s?(?:할까|하나)|면\s?좋을/u,
  zh: /该|应该|比较好|最好|合适/u,
};
const how: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bhow\b/iu,
  vi: /(?<![\p{L}])(?:làm sao|thế nào|cách nào|bằng cách nào|làm gì để)(?![\p{L}])/iu,
  ko: /어떻게|어떡/u,
  zh: /怎么|如何|怎样|咋/u,
};
const what: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:what|which|where|who)\b|\brecommend|\bsuggest/iu,
  vi: /(?<![\p{L}])(?:gì|nào|đâu|ai|gợi ý)(?![\p{L}])/iu,
  ko: /뭘|뭐|무엇|무슨|어떤|어디|누구|추천/u,
  zh: /什么|啥|哪|谁|推荐/u,
};
/** How to say something to someone ("how do i ask for…", "xin tăng lương thế nào", "어떻게 말해야", "怎么开口"): verbs of
 * saying, asking and telling, one short class per language. */
const sayVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ask|tell|say|bring (?:it |this |that )?up|talk|mention|raise|confront|apologi[sz]e|text|message|break (?:it|the news)|negotiate|reject|turn (?:him|her|them|it) down)\b/iu,
  vi: /(?<![\p{L}])(?:nói|hỏi|xin|đề nghị|mở lời|nhắn|góp ý|từ chối|xin lỗi|thương lượng|đề cập)(?![\p{L}])/iu,
  ko: /말하|말씀|얘기|이야기|꺼내|부탁|물어|여쭤|거절|사과|연락|협상|요청/u,
  zh: /说|提|开口|问|谈|拒绝|道歉|沟通|表白/u,
};

/** A worry asked as the question: too many, too much, too cold, the weather all right ("人会不会太多", "날씨 괜찮을까요"). */
const worryAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\btoo (?:many|much|crowded|busy|cold|hot|expensive|far|late|early)\b|\bweather\b|\bcrowded\b|\bsold out\b/iu,
  vi: /(?<![\p{L}])(?:quá đông|đông quá|có đông|quá (?:lạnh|nóng|đắt|xa)|(?:lạnh|nóng|đắt|xa) quá|thời tiết|mưa)(?![\p{L}])/iu,
  ko: /너무\s?(?:많|붐비|춥|덥|비싸|멀)|날씨|붐빌|사람\s?많/u,
  zh: /太多|太挤|人多|太冷|太热|太贵|太远|天气|下雨/u,
};
/** A whether that asks if something is bad ("is that a red flag", "이거 안 좋은 신호인가요", "是不是不好"): a lean "yes" would
 * confirm it, so it is answered as a question to ask rather than a verdict. */
const badAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:bad|red flag|wrong|worrying)\b/iu,
  vi: /(?<![\p{L}])(?:xấu|sai|đáng lo|có vấn đề|không ổn)(?![\p{L}])/iu,
  ko: /안\s?좋|나쁜|잘못|이상한\s?(?:건|거)|문제\s?(?:있|인)/u,
  zh: /不好|坏|不对|有问题|不妙|危险/u,
};
/** A fear the visitor names in a statement clause. */
const fearWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:scared|afraid|worried|worry|fear|terrified|nervous)\b/iu,
  vi: /(?<![\p{L}])(?:sợ|lo|ngại|e là)(?![\p{L}])/iu,
  ko: /걱정|무서|두려|겁나|불안/u,
  zh: /怕|担心|害怕|顾虑|不安/u,
};
/** A question with no open form: a yes/no in the language's grammar. */
const yesNoAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:so\s+|but\s+)?(?:should|shall|will|would|can|could|is|are|am|do|does|did|was|were|may|must|have|has)\b/iu,
  vi: /(?<![\p{L}])(?:có nên|nên|liệu|được không|không|chưa|hay không)(?:\s+(?:ạ|nhỉ|vậy|ta|hả|nha))*\s*[?？]?$/iu,
  ko: /(?:까요?|나요|가요|을지|ㄹ지|할지|죠|건가요|인가요|는지)\s*[?？]?$/u,
  zh: /(?:吗|么|呢|吧|要不要|该不该|会不会|能不能|行不行|是不是)\s*[?？]?$|^有没有|(?:该不该|要不要|能不能|是不是该|是不是要|是不是应该)/u,
};

/** The reading's own question, which the situation and stock lines answer: the visitor's luck ("how's my travel luck",
 * "건강운이 어떤가요"), a forecast of how it goes ("how is my money looking", "未来会怎么样", "sẽ ra sao", "thế nào" after a
 * noun, "어떨까요"), a plain "will it be all right" ("괜찮을까요", "có ổn không", "可以吗") and advice asked ("anything to
 * watch out for", "有什么要注意的", "lưu ý gì", "주의할 점"). One class per language: luck, forecast and advice asks. */
const readingAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:luck|lucky|fortune|go well|go smoothly|work out|turn out|looking|looks?|look like|be (?:ok|okay|alright|all right|fine)|advice|tips?|watch out|keep in mind)\b|\bhow(?:'s| is| are| will)\b(?!.*\b(?:to|should|do i|can i|could i)\b)/iu,
  vi: /(?<![\p{L}])(?:vận|suôn sẻ|thuận lợi|may mắn|tốt đẹp|ổn không|có ổn|lưu ý|chú ý|cẩn thận|lời khuyên)(?![\p{L}])|(?<![\p{L}])(?:sẽ\s+)?(?:ra sao|thế nào)(?:\s+(?:ạ|vậy|nhỉ))*\s*[?？]?$/iu,
  ko: /운(?:이|은|세)?(?:\s|$)|운세|재물운|운이|잘\s?(?:될|풀릴|되)|어떨까|어때|어떤가요|어떨지|괜찮을까|괜찮나|괜찮겠|주의|조심|조언/u,
  zh: /运|顺利|顺不顺|会怎么样|怎么样|可以吗|行吗|没问题吗|注意|小心|建议/u,
};

/** The visitor as the subject of a when ("when will i…", "bao giờ em mới…", "제가 언제…", "我什么时候…"), never a thing of
 * theirs ("visa của em"): first-person words in the subject's place, one short list per language. */
const selfWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:will|can|do|should|could|shall)\s+i\b|\bi(?:'ll|’ll|\s+will)\b/iu,
  vi: /(?<![\p{L}])(?:bao giờ|khi nào|lúc nào|chừng nào)\s+(?:thì\s+)?(?:em|mình|tôi|tớ)(?![\p{L}])|(?<![\p{L}])(?:em|mình|tôi|tớ)\s+(?:mới|sẽ|có thể)(?![\p{L}])/iu,
  ko: /(?:^|\s)(?:제가|내가)\s/u,
  zh: /我(?:什么时候|何时|啥时候|几时|才|能|会|要)/u,
};

/** A "too" asked as a whether ("너무 무리일까요", "is it too much", "có quá không", "太贵了吗"): a fear, which a lean yes would
 * confirm; the older readers weigh it. */
const tooWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\btoo\b/iu,
  vi: /(?<![\p{L}])quá(?![\p{L}])/iu,
  ko: /너무|무리/u,
  zh: /太|过分/u,
};

/** A bare ask about what was told ("is that okay?", "괜찮을까요", "vậy có ổn không ạ", "没事吧"): no act of its own (not "is it
 * okay if I play", "나가도 괜찮을까요", "đi diễn có được không", "可以去吗"). */
function bareAsk(text: string, language: ContentLanguage): boolean {
  const bare = text.replace(/[?？.!。！\s]+$/u, '').trim();
  if (language === 'zh') return bare.length <= 6 && !/可以|能|去|该|要不要/u.test(bare);
  if (language === 'ko') return bare.split(/\s+/u).length <= 2 && !/[가-힣]도\s?(?:괜찮|될|되)/u.test(bare);
  return bare.split(/\s+/u).length <= (language === 'vi' ? 5 : 4) && !/\b(?:if|to)\b/iu.test(bare);
}

/** The visitor's luck named in the ask ("건강운이 어떤가요", "vận sức khỏe"): the reading's own question, never a symptom's. */
const luckWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:luck|lucky|fortune)\b/iu,
  vi: /(?<![\p{L}])(?:vận|may mắn)(?![\p{L}])/iu,
  ko: /운(?:이|은|세)?(?:\s|$)|운세|운이/u,
  zh: /运/u,
};

/** Another person as the subject of a why ("why does he always reply so late", "sao anh ấy…", "그 사람은 왜", "他为什么"):
 * a pronoun or a person the visitor names. */
const otherPerson: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:he|she|they|his|her|their|my (?:boyfriend|girlfriend|bf|gf|husband|wife|partner|boss|manager|mom|mum|dad|friend|coworker|roommate))\b/iu,
  vi: /(?<![\p{L}])(?:anh ấy|cô ấy|người ấy|bạn trai|bạn gái|người yêu|chồng|vợ|sếp|bố|mẹ|ba|má)(?![\p{L}])/iu,
  ko: /그 사람|그 남자|그 여자|남친|여친|남자친구|여자친구|남편|아내|와이프|상사|팀장|부장|엄마|아빠|친구/u,
  zh: /他|她|对方|男朋友|女朋友|男友|女友|老公|老婆|领导|老板|爸|妈|朋友|同事/u,
};

/** A why, a when or a how that opens its clause asks, even with no question mark after it. */
const leadWhy: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:but\s+|and\s+|so\s+)?(?:why|how come|(?:when|how)\s+(?:will|should|can|do|does|did|is|are|would|could|to)\b)/iu,
  vi: /^(?:tại sao|vì sao|sao|khi nào|bao giờ|làm sao|làm thế nào)\s/iu,
  ko: /(?:왜|언제|어떻게).*(?:까요?|지|죠|는지|나요)$/u,
  zh: /为什么|为啥|^(?:什么时候|啥时候|怎么)/u,
};

/** A Korean clause split after a statement ending ("멀어요", "했어요", "합니다") followed by more words, and after a
 * coordinating 고 before a new subject ("연봉은 높고 거리가…"); the ask stays with the last piece. */
function splitKorean(clause: { text: string; asks: boolean }): { text: string; asks: boolean }[] {
  const pieces = clause.text.split(/(?<=[가-힣](?<![까나가지죠])요|니다)\s+(?=\S)|(?<=[가-힣]고)\s+(?=[가-힣]+[이가은는]\s)/u).filter((piece) => piece.trim() !== '');
  if (pieces.length < 2) return [clause];
  return pieces.map((text, index) => ({ text, asks: index === pieces.length - 1 ? clause.asks : false }));
}

/** The forms a last clause can ask in with no question mark and no question particle ("làm sao để không bị ngập"). */
const openForms: ReadonlySet<Fall20Form> = new Set(['howNow', 'why', 'whyTheirs', 'whenAct', 'whenEvent', 'how', 'howSay', 'what']);

const maxSize = (language: ContentLanguage): number => (language === 'zh' ? 40 : language === 'ko' ? 60 : 160);

/** The form of one question clause; null when it is no question the fall-through can answer. */
function formOf(text: string, language: ContentLanguage): Fall20Form | null {
  if (why[language].test(text)) return otherPerson[language].test(text) ? 'whyTheirs' : 'why';
  if (when[language].test(text)) return whenOwnAct[language].test(text) ? 'whenAct' : 'whenEvent';
  if (worryAsk[language].test(text)) return 'worry';
  // Round 18 (fort21): a how asked in a hurry ("늦을 것 같아요 어떡하죠", "what do i do now") gets the next ten minutes.
  if (how[language].test(text)) return sayVerb[language].test(text) ? 'howSay' : 'how';
  if (what[language].test(text)) return 'what';
  if (!yesNoAsk[language].test(text.trim()) && !/[?？]\s*$/u.test(text)) return null;
  // Round 18 (fort21): a forecast ("will this week be any better") and a cause ("có phải thiếu canxi không") asked as a
  // whether get their own forms, never a lean yes.
  const kind = whetherKind(text, language);
  if (kind === 'forecast') return kind;
  if (badAsk[language].test(text)) return 'whetherBad';
  if (otherMind(text, language)) return 'whetherMind';
  if (kind !== null) return kind;
  // What another person feels ("is he just not into me", "관심 없는 걸까요", "他是不是不喜欢我"): theirs to tell, no lean.
  return otherMind(text, language) ? 'whetherMind' : 'whether';
}

/** An open question told back in the second person, its question mark and sentence particles off. */
function tellOpen(text: string, language: ContentLanguage): string {
  const bare = text.replace(/[?？.!。！~～…\s]+$/u, '').trim();
  const said = secondPerson(bare, language);
  if (language === 'en') return `“${said.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase())}”`;
  if (language === 'ko') return said.replace(/(?:^|\s)(?:제가|내가|저는|전|나는|제|내)\s+/gu, ' ').trim();
  if (language === 'vi') return said.replace(/(?:\s+(?:ạ|nhỉ|vậy|ta|hả|nha))+$/iu, '').trim();
  return said;
}

/** An English clause told back with no subject ("got a job offer", "kinda scared it folds") gets "you" ("you got…"). */
function withSubject(said: string, language: ContentLanguage): string {
  if (language !== 'en') return said;
  if (/^been\b/iu.test(said)) return `you’ve ${said}`;
  if (/^(?:scared|afraid|worried|kinda|kind of|so|really|still|not)\b|^\w+ing\b/iu.test(said) && !/^(?:nothing|something|everything|anything|morning|evening|thing)\b/iu.test(said)) return `you’re ${said}`;
  // Round 19 (fort23): a clause opened by a past verb with its subject dropped ("lent my cousin 2000 bucks") is the visitor's.
  return /^(?:got|had|have|was|just|already|feel|tried|started|lost|found|met|went|can't|cannot|don't|didn't|lent|gave|paid|bought|sold|told|sent|left|quit|spent|saved|took|made|broke|borrowed|moved|applied|asked|signed)\b/iu.test(said) ? `you ${said}` : said;
}

/** The request read for the general fall-through, or null when it asks nothing, or asks a bare yes/no with nothing told
 * beside it (the stock stance and the topic readers answer those). */
export function readFortuneFall20(question: string, language: ContentLanguage, health = false): FortuneFall20 | null {
  // Round 18 (fort21): a Korean sentence closed with a statement ending and no mark ("거리가 멀어요 갈까요") and a coordinated
  // fact with its own subject ("연봉은 높고 거리가 멀어요") are told apart, so each fact can stand on its side.
  const clauses = clausesOf(question, language).flatMap((clause) => language !== 'ko' ? [clause] : splitKorean(clause))
    .filter((clause) => clause.text.replace(/[^\p{L}\p{N}]/gu, '') !== '');
  if (clauses.length === 0 || clauses.some((clause) => clause.text.length > maxSize(language))) return null;
  // The questions: the clauses that ask, else a last clause in an open form ("làm sao để không bị ngập").
  // A clause asks when it closes a question, when its own grammar asks (a final particle: "có nên trả lời không", "괜찮을까요",
  // "该拒绝吗", "有没有…" in Vietnamese, Korean and Chinese), or when it is the last clause and asks in an open form.
  const asking = clauses.map((clause, index) => {
    const asks = clause.asks || (language !== 'en' && yesNoAsk[language].test(clause.text.trim()))
      // Round 18 (fort21): a why opening a clause asks, with or without its mark ("why does everything go wrong on mondays, will…").
      || (index < clauses.length - 1 && leadWhy[language].test(clause.text.trim()))
      || (index === clauses.length - 1 && openForms.has(formOf(clause.text, language) ?? 'whether'));
    return { ...clause, asks, index, form: asks ? formOf(clause.text, language) : null };
  });
  let asks = asking.filter((clause) => clause.asks && clause.form !== null);
  if (asks.length === 0) {
    const last = asking[asking.length - 1];
    const form = last ? formOf(last.text, language) : null;
    // A last clause that does not close with a question asks only in an open form ("làm sao để không bị ngập").
    if (!last || form === null || form === 'whether' || form === 'whetherBad' || form === 'worry') return null;
    asks = [{ ...last, form }];
  }
  // Two questions: a bare follow-up "what" ("có gợi ý nào không", "有没有别的推荐") rides on the first, which stays the main one.
  const two = asks.slice(-2);
  const main = two.length === 2 && two[1]?.form === 'what' && two[0]?.form !== 'what' ? [two[1], two[0]] : two;
  const mainAsk = main[main.length - 1];
  // The reading's own question (luck, a forecast, "will it be all right", advice), or a fear asked as a whether ("is it too late?", "is it too soon?": a lean yes would confirm
  // it), stays with the readers tuned for them.
  if (!mainAsk) return null;
  // In a health reading, "is it ok?", "should I worry?" or any whether beside a symptom told is about that symptom: its
  // likely everyday cause and when to see a doctor, never a stance.
  const toldAny = asking.some((clause) => !clause.asks);
  // Round 18 (fort21): a forecast is of a stretch of time named ("this week", "tuần này", "이번 주", "这周"); in a health
  // reading "will it get better" stays the symptom's.
  if (mainAsk.form === 'forecast' && (health || !namesTime(question, language))) mainAsk.form = 'whether';
  if (health && toldAny && !luckWord[language].test(mainAsk.text) && bareAsk(mainAsk.text, language) && (mainAsk.form === 'whether' || mainAsk.form === 'whetherBad' || (mainAsk.form !== 'worry' && readingAsk[language].test(mainAsk.text)))) mainAsk.form = 'symptom';
  else if ((mainAsk.form !== 'worry' && readingAsk[language].test(mainAsk.text)) || (asksAFear(mainAsk.text) && mainAsk.form !== 'whetherMind')
    || (mainAsk.form === 'whether' && tooWord[language].test(mainAsk.text))) return null;
  const mainAt = mainAsk?.index ?? 0;
  const statements = asking.filter((clause) => !main.some((ask) => ask.index === clause.index) && !(clause.asks && clause.form !== null));
  // A bare yes/no with nothing told is the stock stance's; a question with something told, or an open one, is ours.
  const open = main.some((ask) => ask.form !== 'whether' && ask.form !== 'whetherBad' && ask.form !== 'whetherMind' && ask.form !== 'symptom');
  // With nothing told, a what ("nên đi đâu?", "what should I eat") is the stock pick's (a place, a dish), not ours.
  if (statements.length === 0 && (!open || main.every((ask) => ask.form === 'what' || ask.form === 'whether'))) return null;
  const told = statements.map((clause) => withSubject(tellClause(clause.text, language), language)).filter((said) => said !== '');
  // The part that decides it: the told clause before the question with a negation or a limit ("no pension", "3 năm chưa
  // được tăng lương"), else the first one told (the event, not the feeling after it), else any told clause.
  const before = statements.filter((clause) => clause.index < mainAt);
  // A plain how or what beside a now or a lateness told is urgent: the next ten minutes, not a week's plan.
  for (const ask of main) if (ask && (ask.form === 'how' || ask.form === 'what') && urgent(question, language)) ask.form = 'howNow';
  // Round 18 (fort21): for a how in a hurry, the part that decides it is the clause that tells the hurry ("늦을 것 같아요").
  const hurried = main.some((ask) => ask?.form === 'howNow') ? statements.find((clause) => urgent(clause.text, language)) : undefined;
  const nearClause = hurried ?? [...before].reverse().find((clause) => limitMark[language].test(clause.text)) ?? before[0] ?? statements[0];
  const fearClause = statements.find((clause) => fearWord[language].test(clause.text));
  const sides = sidesOf(statements.map((clause) => ({ raw: clause.text, said: withSubject(tellClause(clause.text, language), language) })).filter((side) => side.said !== ''), mainAsk.text, language);
  // Round 19 (fort23): another person's act told beside the question; for a leaving act it is the reason to go.
  const theirParts = statements.map((clause) => theirPart(clause.text, language)).filter((part): part is string => part !== null && !proposes(part, language));
  const theirRaw = theirParts.find((part) => actsAgainst(part, language)) ?? null;
  const theirs = theirRaw === null ? null : withSubject(tellClause(theirRaw, language), language) || null;
  // Only a "what do I do" about it is answered on the visitor's own side ("뭐가 부족한 걸까요" asks about the visitor).
  const theirAnyRaw = asksWhatToDo23(mainAsk.text, language) ? theirParts[0] ?? null : null;
  const theirAny = theirAnyRaw === null ? null : withSubject(tellClause(theirAnyRaw, language), language) || null;
  return {
    ...sides,
    pro: sides.leaving && sides.pro === null ? theirs : sides.pro,
    theirAsk: otherActs(mainAsk.text, language) && !selfWord[language].test(mainAsk.text),
    theirs,
    theirAny,
    other: otherPerson[language].test(question),
    told,
    near: nearClause ? withSubject(tellClause(nearClause.text, language), language) : null,
    fear: fearClause ? withSubject(tellClause(fearClause.text, language), language) : null,
    asked: mainAsk.text,
    self: selfWord[language].test(mainAsk.text),
    asks: main.filter((ask) => ask !== undefined).map((ask) => ({ said: ask.form === 'whether' || ask.form === 'whetherBad' || ask.form === 'whetherMind' || ask.form === 'cause' || ask.form === 'forecast' || ask.form === 'symptom' ? tellAsk(ask.text.replace(/[?？\s]+$/u, ''), language, null) : tellOpen(ask.text, language), form: ask.form ?? 'whether', at: ask.index })),
  };
}
