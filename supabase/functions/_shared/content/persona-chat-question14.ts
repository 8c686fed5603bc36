/**
 * Round 14 of issue 13 (the visitor's own question): a question nothing else answered ("why do I always…", "was that
 * a mistake?", "why do we have leap years? my son asked", "làm sao để … giữ được màu xanh") is read from its grammar,
 * never from topic words: the question form (why / was it a mistake / too soon / how), the clause it asks about (told
 * back whole in the second person, or quoted when it is someone else's question), the visitor's own reason beside it
 * (always / every time / even when, a child who asked) and, for the chef, the class of a dish's failure (colour,
 * texture, sticking, salt) with the visitor's own dish named. The writer answers it in character: an honest take, one
 * reason that follows from what was written, and at most one question back about that.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { secondPerson, sentencesOf, trimClause, withoutOpeners } from './persona-chat-clause12.ts';
import { capitalizeLeading as capitalised } from './text-tools.ts';
import { doughDish, doughNamed } from './persona-chat-dough16.ts';
import { bakePhrase, readBakeFailure, type BakeFailure } from './persona-chat-bake-failure16.ts';
import { fixRegister, type FixRegister } from './persona-chat-fix-voice.ts';
import { questionLines, type QuestionVoice } from './persona-chat-question14-lines.ts';
import { koTurned } from './persona-chat-tellback12.ts';
import { withParticle } from './korean-particles.ts';

/** The kind of question the visitor asked. */
export type QuestionKind = 'mistake' | 'rash' | 'selfWhy' | 'factWhy' | 'kitchen';
/** The class of a dish's failure the chef answers from. */
export type FailureClass = 'bitter' | 'colour' | 'pale' | 'soft' | 'smell' | 'tough' | 'sticking' | 'salt' | 'greasy' | 'cracked' | BakeFailure | 'other';
/** What the visitor wrote beside the question that the answer reasons from. */
export type QuestionReason = 'always' | 'even' | null;

/** A visitor's question, read from its grammar. */
export interface VisitorQuestion {
  kind: QuestionKind;
  /** The clause asked about, in the second person (or the other person's question, quoted as asked). */
  told: string;
  reason: QuestionReason;
  /** Someone who asked the visitor the question (your son, con bạn, 아들, 你女儿), in the second person. */
  asker: string | null;
  failure: FailureClass | null;
  /** The visitor's own dish or ingredient, as written (fried rice, rau muống, 계란말이, 牛肉). */
  dish: string | null;
  /** The dish is cooked slowly (braised, stewed, hầm, 조림, 炖): toughness then means heat, not time. */
  slow: boolean;
  /** Chinese: the cooking verb written before the dish (炖的牛肉 → 炖). */
  cook?: string;
  /** Round 15: asked how to keep it from going wrong (làm sao để … không bị, 怎么做才不会…): never a rescue of tonight's pot. */
  prevent?: boolean;
}

const alwaysMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:always|every (?:single )?(?:time|day|morning|night|evening|week)|everytime|whenever|keeps?|all the time)\b/iu,
  vi: /(?:(?<![\p{L}])(?:lần|lúc|sáng|tối|đêm|ngày|tuần|buổi) nào(?:\s+[\p{L}]+){0,5}?\s+cũng|mỗi (?:lần|sáng|tối|ngày)|(?<![\p{L}])(?:cứ|hoài|mãi|toàn)(?![\p{L}]))/iu,
  ko: /(?:맨날|항상|자꾸|늘|마다|매번|매일|계속)/u,
  zh: /(?:总是|老是|每次|每天|每晚|天天|一直|总)/u,
};
const evenMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\beven (?:if|when|though)\b/iu,
  vi: /(?:(?<![\p{L}])dù(?![\p{L}])|mặc dù|rõ ràng)/iu,
  ko: /(?:는데도|인데도|했는데도|아무리)/u,
  zh: /(?:明明|即使|就算|哪怕)/u,
};

/** Judgement questions about something already done: "was that a mistake / too soon", "có sai không", "실수였을까", "是不是太冲动了". */
const judged: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:was (?:that|it|this|i) (?:a )?(?:mistake|wrong|dumb|stupid|bad|rude|weird|too (?:soon|early|fast|much|quick|rash)|rash|impulsive)|did i (?:mess|screw|blow) (?:it|that|up)|did i do (?:something |the )?wrong|should i not have|was i (?:wrong|stupid|dumb|rude|too \w+))\b/iu,
  vi: /(?:có sai (?:không|ko|k)|sai (?:không|ko) (?:nhỉ|ta|ạ)|có (?:quá đáng|vội|ngốc|ngu|dở|kì|kỳ|lố|hấp tấp|bốc đồng)(?: quá)? (?:không|ko)|là sai lầm (?:không|à|hả)|có phải (?:là )?sai lầm)/iu,
  ko: /(?:실수였을까|실수한 걸까|실수인가|실수였나|잘못한 걸까|잘못했나|잘못한 건가|잘못했을까|[가-힣]+(?:았|었|였|했)을까(?:요)?(?=\s*[?？]|\s*$)|너무 (?:성급|급하게|빨리)[가-힣]*[나까])/u,
  zh: /(?:是不是(?:太|有点|做错|错了|不该|傻)|(?:做|说)错了(?:吗|么)|算不算错|会不会太|是不是很(?:傻|蠢|冲动))/u,
};
/** Judgement words of haste (too soon, vội, 성급, 冲动): the answer weighs the timing. */
const rashWord = /\b(?:too (?:soon|early|fast|quick)|rash|impulsive)\b|(?:vội|hấp tấp|bốc đồng)|(?:성급|급하게|너무 빨리)|(?:冲动|太急|太快|太早)/iu;
/** A clause told as already done (past): the answer is never advice for before it. */
const doneMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:\w+ed|did|said|told|went|took|made|gave|sent|had|quit|left|wrote|asked|was|were|couldn'?t|didn'?t|froze|forgot|got|ran|bought|sold|spent)\b/iu,
  vi: /(?<![\p{L}])(?:đã|vừa|mới|rồi|xong|lỡ|hôm qua|hôm nay|tối qua|sáng nay)(?![\p{L}])/iu,
  ko: /(?:[았었였했갔왔봤됐줬췄혔]|못 했|다고 했)/u,
  zh: /(?:了|刚|已经|过|昨天)/u,
};

/** Why-questions about the visitor's own recurring reaction, with the clause after the why-word and the subject. */
const selfWhy: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:but |so |and )?why (?:do|am|did|can'?t|cant|don'?t|dont|is it that|does it feel like) i\b\s*(.*)$/iu,
  vi: /^(?:(?:mà|nhưng) )?(?:tại sao|vì sao|sao|làm sao mà) (?:(?:mà|lại) )?((?:mình|tôi|tớ|tao|em)(?![\p{L}]).*)$/iu,
  ko: /^(?:(?:저는|나는|난|전|제가|내가)\s+)?왜\s+(.+)$/u,
  zh: /^(?:(?:为什么|为啥|怎么)(我(?!家|的|们家|妈|爸|哥|姐|弟|妹).+)|我(?:为什么|为啥)(.+))$/u,
};
/** A why whose clause is only a pro-form pointing elsewhere (do this, feel like that, 这样, như vậy, 이래). */
const proForm = /^(?:always |keep |still )?(?:do|did|feel|act|think|react|get|am|be|behave)(?: like)? (?:this|that|it|so)(?: way)?$|^(?:bạn|mình|em|tớ|tôi|tao)?\s*(?:lại |cứ )?(?:như )?(?:vậy|thế|thế này|như thế)$|^(?:이래|그래|이럴까|그럴까|이러는|그러는)|^我?(?:会|总是|老是)?(?:这样|那样)$/iu;

/** Why-questions about something not the visitor (a cat, leap years, the sky). */
const otherWhy: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:but |so )?why (?:do|does|is|are|did|was|were|can|can't|don't|doesn't|would|will|has|have)\b.*$/iu,
  vi: /(?:^|\s)(?<!làm |thế |ra |hay )(?:tại sao|vì sao|sao)\s+(?!(?:rồi|thế|vậy|nữa)(?![\p{L}]))(.+)$/iu,
  ko: /^(.*?왜\s.+)$/u,
  zh: /^(.*?(?:为什么|为啥).+)$/u,
};
/** Someone who asked the visitor ("my son asked", "con em hỏi", "아들이 물어봤는데", "我女儿问我"). */
const askerPattern: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bmy (\d+[- ]year[- ]old(?: [a-z]+)?|(?:little |youngest |oldest |eldest )?[a-z]+) (?:asked|was asking|wants to know|kept asking|asks)\b/iu,
  vi: /(?<![\p{L}])((?:con|bé|đứa|cháu|học trò|học sinh|thằng|nhỏ)(?: (?!hỏi)[\p{L}]+)?(?: (?:nhà |của )?(?:em|tớ|mình|tôi|tao))?) (?:nó )?(?:hỏi|cứ hỏi|vừa hỏi|mới hỏi)(?![\p{L}])/iu,
  ko: /([가-힣]{1,4})(?:이가|가|이)\s+(?:[^.?!]*?)(?:물어봤|물어보|묻더|묻길래|물었)/u,
  zh: /我([\u4e00-\u9fff]{1,3})问我/u,
};

/** A dish's failure, per class, in each language. */
const failures: Readonly<Record<ContentLanguage, readonly (readonly [FailureClass, RegExp])[]>> = {
  en: [['bitter', /\b(?:bitter|burn(?:s|t|ed)|scorch(?:es|ed)?|charred)\b/iu], ['smell', /\b(?:fishy|gamey|smells? (?:fishy|bad|off|weird))\b/iu], ['greasy', /\b(?:greasy|oily|too much (?:oil|fat))\b/iu], ['cracked', /\b(?:crack(?:s|ed|ing)?|splits? open)\b/iu], ['pale', /\b(?:(?:always|so|too|really|very) pale|(?:stays?|looks?|comes? out) pale|not (?:brown|golden|dark) enough|never browns?|won'?t brown|doesn'?t brown)\b/iu], ['sticking', /\b(?:sticks?|sticking|stuck)\b/iu], ['salt', /\btoo salty\b/iu], ['colour', /\b(?:turns?|goes|going|turning|gets?|getting) (?:all )?(?:dark|black|brown|grey|gray|dull|yellow)\b|\b(?:discolou?r\w*|loses? (?:its|the) colou?r)\b/iu], ['soft', /\b(?:mushy|soggy|porridge|mush|watery|limp|gummy|gluey|gloopy|pasty|gooey|sticky)\b/iu], ['tough', /\b(?:tough|chewy|rubbery|dry|hard|stringy)\b/iu]],
  vi: [['bitter', /(?:(?<![\p{L}])đắng(?![\p{L}])|bị khét|(?<![\p{L}])khét(?![\p{L}])|bị cháy)/iu], ['smell', /(?:bị tanh|tanh mùi|(?<![\p{L}])tanh(?![\p{L}])|mùi hôi|bị hôi)/iu], ['greasy', /(?:bị ngấy|ngấy|nhiều dầu quá|nhiều mỡ quá|bị béo)/iu], ['cracked', /(?:bị nứt|nứt vỏ|nứt|bể vỏ|vỡ vỏ)/iu], ['pale', /(?:không lên màu|nhạt màu|màu nhạt|không có màu|không đẹp màu|không vàng|không đỏ|bị trắng bệch)/iu], ['sticking', /(?:bị dính|dính chảo|dính nồi|dính đáy)/iu], ['salt', /(?:bị mặn|mặn quá|quá mặn)/iu], ['colour', /(?:bị thâm|thâm đen|bị đen|bị xỉn|xỉn màu|mất màu|ngả màu|bị vàng|không xanh|giữ được màu)/iu], ['soft', /(?:bị nhão|nhão|bị bở|bở|bị nát|bị úng|ra nước|bị sũng)/iu], ['tough', /(?:bị dai|dai nhách|bị cứng|cứng|bị khô|khô|bị sượng|sượng|bị xơ)/iu]],
  ko: [['bitter', /(?:쓴맛|쓴 맛|써요|써서|탄 맛|타요|타서|타 버|타버|탄내)/u], ['smell', /(?:비린|비려|잡내|누린내)/u], ['greasy', /(?:느끼|기름져|기름기가 많|기름이 너무)/u], ['cracked', /(?:터져|터지|깨져요|깨져서|금이 가|갈라져|갈라지)/u], ['pale', /(?:색이 (?:안 나|연해|옅어|흐려|허옇)|색깔이 (?:안 나|연해|옅어)|때깔이 안|허옇게)/u], ['sticking', /(?:눌어붙|들러붙|달라붙|붙어요|붙어\s|붙어$|눌러붙)/u], ['salt', /(?:짜요|짜게|짜져|너무 짜|짜다)/u], ['colour', /(?:까매|까맣게|거뭇|누렇게|누래|색이 (?:죽|변|안)|변색|갈색으로)/u], ['soft', /(?:질어|질척|눅눅|흐물|퍼져|퍼지|물러|물컹)/u], ['tough', /(?:질겨|질기|딱딱|퍽퍽|뻣뻣|말라|질깃)/u]],
  zh: [['smell', /(?:腥|膻|有异味)/u], ['greasy', /(?:腻|太油|油腻|很油)/u], ['cracked', /(?:裂开|开裂|裂了|破壳|壳破)/u], ['pale', /(?:颜色[^，。？]{0,3}(?:浅|淡)|不够(?:红|亮)|发白|上不了色|不上色)/u], ['sticking', /(?:粘锅|粘底|糊底|粘在锅)/u], ['bitter', /(?:发苦|很苦|有苦味|苦了|糊了|烧糊|焦了|发焦)/u], ['salt', /(?:太咸|很咸|咸了)/u], ['colour', /(?:变黑|发黑|变色|发黄|不绿|黑了|颜色(?:不|发|变)|颜色[^，。？]{0,3}暗)/u], ['soft', /(?:软塌塌|烂糊|太烂|黏糊|湿答答|出水|全是水|都是水|一盘水|塌)/u], ['tough', /(?:柴|硬|老了|太老|干巴|嚼不动)/u]],
};
/** Vietnamese: the visitor's own dish opening the sentence, marked by "của em" (canh chua của em lúc nào cũng bị…). */
const viOwnDish = /^((?:[\p{L}]+\s){0,2}?[\p{L}]+?)\s+của\s+(?:em|mình|tớ|tôi|tao|con)\s+(?:lúc nào|lần nào|cứ|hay|toàn|bị|nấu|làm)(?![\p{L}])/iu;

/** A dish of rice (fried rice, cơm chiên, 볶음밥, 炒饭): its mushiness is the rice's. */
const riceDish = /\brice\b|(?<![\p{L}])cơm(?![\p{L}])|밥|饭/iu;

/** A dish turning out some way (come out, turn out, bị, 자꾸 …돼, 总是…): its failure may be of no class read above. */
const goesWrong: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:comes? out|turns? out|ends? up|always (?:gets?|turns?|is|goes))\b/iu,
  vi: /(?<![\p{L}])bị(?![\p{L}])/iu,
  ko: /(?:자꾸|맨날|항상|때마다)[^.?!]*(?:돼|져|나와|되어|버려|맛이 나|맛이 없|맛이 안)/u,
  zh: /(?:总是|老是|每次都?)[^，。！？]*(?:变得|会|成了|做成)/u,
};
/** Slow cooking verbs: a tough dish cooked slowly was cooked too hot, not too briefly. */
const slowCook = /\b(?:braise[sd]?|braising|stew(?:s|ed|ing)?|slow[- ]cook\w*|simmer\w*)\b|(?<![\p{L}])(?:hầm|kho|om|ninh)(?![\p{L}])|(?:조림|찜|졸여|졸이|푹 끓|고아)|(?:炖|焖|卤|煲|煨)/iu;
/** How-to and why forms a kitchen failure is asked in. */
const kitchenAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:how (?:do|can|should) i|how to|why (?:does|do|is|are|did)|what am i doing wrong|any tips)\b/iu,
  vi: /(?:làm sao|làm thế nào|sao|tại sao|vì sao|bí quyết|mẹo)/iu,
  ko: /(?:어떻게|왜|방법|비법|팁)/u,
  zh: /(?:怎么|为什么|为啥|如何|诀窍|窍门)/u,
};
/** Round 15: asked how to keep a dish from going wrong: how do I stop/keep…from, làm sao để … không bị, 어떻게 하면 … 안, 怎么做才不会. */
const preventAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bhow (?:do|can|should) (?:i|you) (?:stop|keep|prevent|avoid)\b|\bhow to (?:stop|keep|prevent|avoid)\b|\bwithout (?:it|them) (?:getting|going|turning)\b/iu,
  vi: /(?:làm sao|làm thế nào|cách nào)(?:\s+để)?[^?.!]*?(?<![\p{L}])(?:không|khỏi|đỡ)\s+bị(?![\p{L}])/iu,
  ko: /어떻게\s?(?:하면|해야|해야\s?(?:돼|되))[^?.!]*?(?:안\s|않)/u,
  zh: /(?:怎么|如何|怎样)(?:做|弄|炒|煮|烧|炖|蒸|煎)?(?:才|才能)(?:不会|不|能不)/u,
};
/** The dish named in a prevention question: làm sao để {cơm chiên} không bị, {红烧肉}怎么做才不会. */
const preventDish: Readonly<Record<ContentLanguage, RegExp | null>> = {
  en: null,
  vi: /(?:làm sao|làm thế nào|cách nào)\s+(?:để\s+)?(?:(?:em|tớ|mình|tôi|tao|con)\s+)?(?:(?:xào|luộc|hấp|chiên|rán|nướng|kho|nấu|làm)\s+)?((?:[\p{L}]+\s){0,3}?[\p{L}]+?)\s+(?:(?:lúc nào|lần nào)\s+)?(?:cũng\s+)?(?:không|khỏi|đỡ)\s+bị/iu,
  ko: null,
  zh: /([\u4e00-\u9fff]{2,4}?)(?:要)?(?:怎么|如何|怎样)(?:做|弄|炒|煮|烧|炖|蒸|煎)?(?:才|才能)/u,
};
/** Vietnamese: the visitor's cooking verb before the dish (sao em {luộc} {trứng} lần nào cũng…). */
const viVerbDish = /(?:tại sao|vì sao|sao|làm sao)\s+(?:(?:em|tớ|mình|tôi|tao|con)\s+)(?:xào|luộc|hấp|chiên|rán|nướng|kho|nấu|om|hầm|làm|trộn|ướp)\s+((?:[\p{L}]+\s){0,2}?[\p{L}]+?)\s+(?:lần nào|lúc nào|cứ|bị|hay|toàn|hoài|mà)(?![\p{L}])/iu;

/** Round 17: the same dish told, not asked, and joined to its failure by mà / thì (em kho thịt mà nước kho lúc nào cũng bị…). */
const viToldVerbDish = /(?<![\p{L}])(?:em|tớ|mình|tôi|tao|con)\s+(?:xào|luộc|hấp|chiên|rán|nướng|kho|nấu|om|hầm|trộn|ướp)\s+((?:[\p{L}]+\s){0,2}?[\p{L}]+?)\s+(?:mà|thì)(?![\p{L}])/iu;

/** The dish a failure is told about, by grammar: the noun phrase the failure is predicated of. */
const dishPattern: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:my|the|our)\s+((?:[a-z]+\s){0,2}?[a-z]+?)\s+(?:from|always|keeps?|gets?|getting|turns?|turning|goes|going|comes? out|is|are|was|were|sticks?|never|ends? up)\b/iu,
  vi: /(?:làm sao để|làm thế nào để|tại sao|vì sao|sao)\s+((?:[\p{L}]+\s){0,3}?[\p{L}]+?)\s+(?:(?:em|tớ|mình|tôi|tao|con)\s+)?(?:xào|luộc|hấp|chiên|rán|nướng|kho|nấu|om|hầm|làm|nướng|trộn|ướp|bị|lần nào|lúc nào|cứ|giữ)(?![\p{L}])/iu,
  ko: /^([가-힣]+(?:\s(?![가-힣]*(?:면|마다|는데)(?:\s|$))[가-힣]+)?)(?:을|를|이|가|은|는)?\s+(?:할 때마다|하면|만들 때마다|만들면|볶으면|볶을 때마다|끓이면|구우면|구울 때마다|삶으면|찌면|자꾸|항상|맨날|왜|(?:하|끓이|만드|볶|굽|삶|찌|부치)는데)/u,
  zh: /(?:我|你)?([炖炒煮烧煎烤蒸焖卤做])的([\u4e00-\u9fff]{1,4}?)(?:总是|老是|每次|一直|又|怎么|为什么|都|就|总|会)/u,
};

const koEnd = /(?:요)?\s*[?？]*$/u;

function reasonOf(text: string, language: ContentLanguage): QuestionReason {
  return alwaysMark[language].test(text) ? 'always' : evenMark[language].test(text) ? 'even' : null;
}

function askerOf(text: string, language: ContentLanguage): string | null {
  const found = askerPattern[language].exec(text)?.[1];
  if (!found) return null;
  switch (language) {
    case 'en': return `your ${found.toLowerCase()}`;
    case 'vi': return secondPerson(`${found.charAt(0).toLowerCase()}${found.slice(1)}`, 'vi');
    case 'ko': return /^(?:나|저|내|제|우리|누가|누구)$/u.test(found) ? null : found;
    case 'zh': return `你${found}`;
  }
}

/** The sentence holding the question, and the others. */
function split(text: string, language: ContentLanguage): { question: string; others: string[] } | null {
  const sentences = sentencesOf(text).map((sentence) => withoutOpeners(sentence, language));
  if (sentences.length === 0) return null;
  const marks = text.match(/[^.!?。！？\n]+[?？]/gu) ?? [];
  const asked = sentences.find((sentence) => marks.some((mark) => mark.includes(sentence) || sentence.includes(mark.trim().replace(/[?？]$/u, ''))));
  const question = asked ?? sentences[sentences.length - 1] ?? '';
  return { question, others: sentences.filter((sentence) => sentence !== question) };
}

function enClause(clause: string): string {
  return secondPerson(trimClause(clause, 'en'), 'en').replace(/^i\b/iu, 'you');
}

/** The chef's failure question: its class, the dish, and whether it is cooked slowly. */
function readKitchen(text: string, language: ContentLanguage): VisitorQuestion | null {
  // Asked how or why, or told as happening every time (감자조림 할 때마다 들러붙어): both ask for the cause.
  if (!kitchenAsk[language].test(text) && !alwaysMark[language].test(text)) return null;
  // A failure of no class the chef reads ("comes out weird every time") is still the visitor's dish going wrong.
  // Round 15, second wave: a bake's own failure (spreading, sinking, cakey) before the general classes.
  const failure = readBakeFailure(text, language) ?? failures[language].find(([, pattern]) => pattern.test(text))?.[0] ?? (goesWrong[language].test(text) ? 'other' : null);
  if (!failure) return null;
  const prevent = preventAsk[language].test(text);
  const match = dishPattern[language].exec(text);
  // Round 15: the dish of a prevention question is all the words before its "không bị" (cơm chiên, never cơm), and a
  // Vietnamese dish may follow the visitor's own verb (em luộc trứng).
  const preventFound = prevent ? preventDish[language]?.exec(text)?.[1]?.trim() ?? null : null;
  const verbFound = language === 'vi' ? (viVerbDish.exec(text) ?? (match ? null : viToldVerbDish.exec(text)))?.[1]?.trim() ?? null : null;
  // Round 16: a Vietnamese dish told as the visitor's own at the start (canh chua của em lúc nào cũng bị tanh).
  const ownFound = language === 'vi' && !match ? viOwnDish.exec(withoutOpeners(text, 'vi'))?.[1]?.trim() ?? null : null;
  const raw = preventFound ?? verbFound ?? ownFound ?? (language === 'zh' ? match?.[2] ?? null : match?.[1]?.trim() ?? null);
  // A Korean subject or object particle the greedy read kept (김치찌개가 자꾸…) leaves the dish; a final 이 stays, since so
  // many dish names end in it (계란말이).
  // Round 15: a final 이 after a plain noun is its subject particle (제육볶음이 자꾸…), kept only where 이 forms the dish
  // noun itself (계란말이, 떡볶이, 생선구이: the noun-forming -이 after 말 / 볶 / 구).
  const dish = raw !== null && language === 'ko' && raw.length > 2 ? raw.replace(/(?:가|는|를|은|을)$/u, '').replace(/(?<![말볶구])이$/u, '') : raw;
  const junk = /^(?:it|this|that|food|one|thing|mình|em|tớ|nó|món này|cái này|이거|그거)$/iu;
  // Round 15, second wave: a bake's own failure names its bake when the dish reader found none (bánh bông lan em nướng…).
  const bakeDish = failure === 'spread' || failure === 'sunk' || failure === 'cakey' || failure === 'tough' ? bakePhrase(text, language) ?? (failure === 'tough' ? doughNamed(text) : null) : null;
  if ((!dish || junk.test(dish)) && bakeDish) return { kind: 'kitchen', told: bakeDish, reason: reasonOf(text, language), asker: null, failure, dish: bakeDish, slow: false };
  if (!dish || junk.test(dish)) return null;
  const cook = language === 'zh' && match?.[1] ? { cook: match[1] } : {};
  return { kind: 'kitchen', told: dish, reason: reasonOf(text, language), asker: null, failure, dish, slow: slowCook.test(text), ...cook, ...(prevent ? { prevent } : {}) };
}

/** A judgement question about something already done, with that thing told back. */
function readJudged(text: string, language: ContentLanguage, persona: PersonaKey): VisitorQuestion | null {
  if (!judged[language].test(text)) return null;
  const parts = split(text, language);
  if (!parts) return null;
  const kind: QuestionKind = rashWord.test(parts.question) ? 'rash' : 'mistake';
  // The deed: the sentence before the question, or the question's own first clause (我刚把辞职信交了，是不是太冲动了).
  // The judgement is itself in the past (was that, có sai, 였을까, 做错了): the sentence before it is the deed, whatever its verb.
  const own = parts.others.find((sentence) => doneMark[language].test(sentence)) ?? parts.others[0] ?? null;
  // Or the words before the judgement inside the question's own sentence ("…못 했어요 ㅠㅠ 바보 같았을까요?").
  const at = parts.question.search(judged[language]);
  const before = at > 0 ? parts.question.slice(0, at).replace(/(?:[,，;；]|\s)*(?:(?:and|so|but|nhưng|mà|vậy|thì|그래서|근데|那|那么|所以)\s*)?(?:was (?:that|it)|(?:[가-힣]+\s)?(?=$))?$/iu, '').trim() : '';
  const inline = before.length > 0 ? before : (parts.question.split(/[,，;；]\s*/u)[0] ?? '');
  const deed = own ?? (inline !== parts.question && doneMark[language].test(inline) ? inline : null);
  if (!deed) return null;
  const clause = trimClause(deed, language);
  const size = language === 'en' || language === 'vi' ? clause.split(/\s+/u).length : [...clause.replace(/\s/gu, '')].length;
  if (size < 3 || size > (language === 'en' || language === 'vi' ? 24 : 40)) return null;
  switch (language) {
    case 'en':
      return /^(?:i|my|we|today i|yesterday i|last night i|so i)\b/iu.test(clause) ? { kind, told: enClause(clause), reason: reasonOf(text, language), asker: null, failure: null, dish: null, slow: false } : null;
    case 'vi':
      return /(?<![\p{L}])(?:mình|tôi|tớ|tao|em)(?![\p{L}])/iu.test(clause) ? { kind, told: secondPerson(clause, 'vi'), reason: reasonOf(text, language), asker: null, failure: null, dish: null, slow: false } : null;
    case 'zh':
      return clause.startsWith('我') || clause.includes('我') ? { kind, told: secondPerson(clause, 'zh'), reason: reasonOf(text, language), asker: null, failure: null, dish: null, slow: false } : null;
    case 'ko': {
      // The Korean clause is kept as the visitor's own thought; a long one keeps the part after 는데 (the deed itself).
      const after = /[는은]데\s+(.+)$/u.exec(clause)?.[1];
      const deedKo = [...clause.replace(/\s/gu, '')].length > 36 && after ? after : clause;
      const polite = fixRegister(persona, 'ko') !== 'koPlain';
      const turned = koTurned(deedKo, polite);
      return turned && !turned.echo ? { kind, told: turned.text, reason: reasonOf(text, language), asker: null, failure: null, dish: null, slow: false } : null;
    }
  }
}

/** A why-question about the visitor's own reaction, or about something else (quoted). */
/** English: someone asked the visitor an indirect question ("my niece asked why snow is white and i just froze"). */
const enAskedWhy = /\bmy (?:[a-z\d-]+ ){0,2}[a-z]+ (?:asked(?: me)?|was asking(?: me)?|wants to know|kept asking(?: me)?) ((?:why|how|what|where|when|whether|if) [^,.;!?]+?)(?=\s+(?:and|but|so)\b|[,.;!?]|$)/iu;

function readWhy(text: string, language: ContentLanguage): VisitorQuestion | null {
  const parts = split(text, language);
  if (!parts) return null;
  const question = trimClause(parts.question, language);
  const asker = askerOf(text, language);
  const indirect = language === 'en' && asker ? enAskedWhy.exec(text)?.[1] : undefined;
  if (indirect && indirect.split(/\s+/u).length >= 3) return { kind: 'factWhy', told: secondPerson(indirect, 'en'), reason: null, asker, failure: null, dish: null, slow: false };
  const self = selfWhy[language].exec(question);
  const reason = reasonOf(question, language);
  if (self && asker === null) {
    const body = (self[1] ?? self[2] ?? '').trim();
    // A pro-form ("why do I do this?", "为什么我会这样") points back to another sentence: nothing whole to tell back here.
    if (body.length < 3 || proForm.test(body)) return null;
    switch (language) {
      case 'en': return { kind: 'selfWhy', told: `you ${secondPerson(body, 'en')}`.replace(/^you (?:you )/u, 'you '), reason, asker, failure: null, dish: null, slow: false };
      case 'vi': return { kind: 'selfWhy', told: secondPerson(body, 'vi'), reason, asker, failure: null, dish: null, slow: false };
      case 'zh': return { kind: 'selfWhy', told: secondPerson(self[1] ?? `我${body}`, 'zh'), reason, asker, failure: null, dish: null, slow: false };
      case 'ko': {
        // Korean: a why about another named subject (고양이가, 하늘은) is not the visitor's own reaction.
        // Round 16: nor one about everyone (다들, 사람들, 남들: 왜 다들 …라고 해요).
        if ((/^[가-힣]+(?:이가|가|은|는)\s/u.test(body) && !/^(?:나|저|내|제)[가는]?\s/u.test(body)) || /^(?:다들|모두|사람들|남들|애들)\s/u.test(body)) break;
        return { kind: 'selfWhy', told: `왜 ${body.replace(koEnd, '')}`, reason, asker, failure: null, dish: null, slow: false };
      }
    }
  }
  const other = otherWhy[language].exec(question);
  if (!other) return null;
  switch (language) {
    // Someone else's question is quoted as asked ("Why do we have leap years?"); the visitor's own is said back to them.
    case 'en': return { kind: 'factWhy', told: asker ? `"${capitalised(question)}?"` : `${capitalised(secondPerson(question, 'en'))}?`, reason, asker, failure: null, dish: null, slow: false };
    case 'vi': {
      // Someone else's question ends where the visitor's own words begin (…bảy màu mà em chịu, …).
      const whole = (other[1] ?? '').replace(/\s+(?:vậy|thế|hả|à|ạ|nhỉ)(?:\s+(?:anh|chị|em|bạn|cậu|mày|bà|ông|cô|chú))?(?:\s+ơi)?$/iu, '').trim();
      const body = asker ? whole.split(/\s*[,;]\s*|\s+(?:mà|nhưng|thì|nên)\s+/u)[0] ?? whole : whole;
      if (body.split(/\s+/u).length < 3) return null;
      return { kind: 'factWhy', told: asker ? `Tại sao ${body}` : secondPerson(body, 'vi'), reason, asker, failure: null, dish: null, slow: false };
    }
    case 'ko': {
      // Someone else's question keeps its quotative ending (파랗냐고, 파란지): told back as asked, never cut before it.
      const asked = asker ? (/([가-힣\s]*왜[^,.?!]*?(?:냐고|냐며|는지|니|냐))\s/u.exec(text)?.[1]?.replace(/^[가-힣]+(?:이가|가)\s+/u, '').trim() ?? null) : `“${question.replace(koEnd, '')}”`;
      if (!asked || asked.length < 3) return null;
      return { kind: 'factWhy', told: asked, reason, asker, failure: null, dish: null, slow: false };
    }
    case 'zh': {
      const asked = asker ? /问我(.*?(?:为什么|为啥)[^，。！？,]*)/u.exec(text)?.[1] ?? null : question.replace(/^(?:你说|请问)/u, '');
      if (!asked || asked.length < 3) return null;
      return { kind: 'factWhy', told: asker ? asked : secondPerson(asked, 'zh'), reason, asker, failure: null, dish: null, slow: false };
    }
  }
  return null;
}

/** The visitor's question read from its grammar, or null when it is not one of these forms. */
export function readVisitorQuestion(text: string, language: ContentLanguage, persona: PersonaKey): VisitorQuestion | null {
  if (persona === 'chef') {
    const kitchen = readKitchen(text, language);
    if (kitchen) return kitchen;
  }
  const why = readJudged(text, language, persona) ?? readWhy(text, language);
  // The chef's own why about a dish ("sao bánh flan em hấp lần nào cũng bị rỗ mặt") is a kitchen question, not a fact.
  return why?.kind === 'factWhy' && persona === 'chef' && kitchenAsk[language].test(text) ? null : why;
}

const voices: Readonly<Record<PersonaKey, QuestionVoice>> = {
  girl: 'close', childhood_friend: 'close', kid: 'close', psychologist: 'helper', astrologer: 'helper', chef: 'other', detective: 'other', kpop_male: 'idol', kpop_female: 'idol',
};

function fill(line: string, slots: Readonly<Record<string, string>>): string {
  return line.replace(/\{(\w+)\}/gu, (_m, key: string) => slots[key] ?? '');
}

/** The answer to the visitor's question: told back, an honest take, one reason, at most one question back. */
export function writeVisitorQuestion(question: VisitorQuestion, persona: PersonaKey, language: ContentLanguage): string[] {
  const register: FixRegister = fixRegister(persona, language);
  const lines = questionLines[register];
  const voice = voices[persona];
  const asker = question.asker ?? '';
  const dish = question.dish ?? '';
  const slots: Readonly<Record<string, string>> = {
    told: question.told, Told: capitalised(question.told), asker, Asker: capitalised(asker), dish, Dish: capitalised(dish), cook: question.cook ?? '炖',
    askerGa: withParticle(asker, '이'), askerNeun: withParticle(asker, '은'), dishGa: withParticle(dish, '이'), dishEul: withParticle(dish, '을'),
  };
  switch (question.kind) {
    case 'kitchen': {
      const failure = question.failure ?? 'soft';
      // Round 15, second wave: a thing of dough or batter (葱油饼, pancakes, bánh, 부침개) is tough from its dough, never
      // meat's "slice it against the grain".
      // Round 16: day-old rice is advice for rice; a watery sauce or wet greens are reduced and dried instead.
      const key = failure === 'tough' && doughDish(question.dish ?? '') ? 'toughDough' : failure === 'tough' && question.slow ? 'toughSlow'
        : failure === 'soft' && riceDish.test(question.dish ?? '') ? 'softRice' : failure;
      return lines.kitchen[key].map((line) => fill(line, slots));
    }
    case 'mistake':
    case 'rash':
      return lines[question.kind][voice].map((line) => fill(line, slots));
    case 'selfWhy': {
      const [told, take, question1] = lines.selfWhy[voice];
      const why = lines.reason[question.reason ?? 'none'];
      return [fill(told, slots), fill(take, slots), why, question1].filter((line) => line.length > 0);
    }
    case 'factWhy': {
      if (question.asker) return lines.askedBy.map((line) => fill(line, slots));
      // Something that keeps happening can be watched; a fact is looked up.
      const [told, watch, look, back, since] = lines.factWhy;
      return [fill(told, slots), ...(question.reason === 'always' ? [watch, since] : [look, back])];
    }
  }
}
