/**
 * Round 17 of issue 13 (helper fort18): three GENERAL question forms that the stock fall-through (a coin flip, a stock
 * yes, a trip's stock lines, the future bank) answered with a stance and no reason tied to what the visitor wrote:
 * - late: "is it too late at 28 to switch into UX design", "30 tuổi rồi mới đi học lại đại học có muộn quá không",
 *   "스물아홉에 간호학과 편입하는 거 늦었을까요", "27岁才开始学钢琴会不会太晚了" — the visitor's age and act are read, the
 *   answer is about them (the two years pass either way), and what they added (no portfolio) is the first step;
 * - season: "is it safe to drive to the mountains in december with regular tires", "tháng 12 đi Đà Lạt bằng xe máy có ổn
 *   không", "12월에 제주도 올레길 걸어도 괜찮을까요", "十二月去哈尔滨…带老人去合适吗" — whether an act is all right in a
 *   month named: the month's weather is said, and the answer turns on the part of the plan the visitor named;
 * - either: a choice between two life steps (grad school or the job, Saigon or home, 接还是不接) that a coin flip or a
 *   "name its cost" line answered: both options are weighed by name, the visitor's own weights are told back on the side
 *   they belong to, the lean says its reason, and a sentence the visitor set after a "but" is kept as the check.
 * Gates: late needs an age (a number or a Korean / Chinese numeral) and a lateness ask; season needs a month and an
 * ok/safe ask, and no choice; either needs two options, a category where a life step is asked (future, work, love, or
 * today / week with a stay-or-change pair), options that are acts (not "the green dress"), and none of the older
 * readers that weigh with a reason of the request's own (money options, a purpose, people, a mood).
 * What is a word list here (said in the report): the lateness and ok/safe ask words, month names, the contrast words,
 * the Korean and Chinese numerals; each is a short list of one grammatical class.
 */
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import { tellAsk, tellClause } from './fortune-asked14.ts';
import { fearClauses } from './fortune-fear15.ts';
import { holdsDecidingFrame, leanOf, type ChoiceReason } from './fortune-weigh13.ts';
import { cleanOption, weighEither, type EitherWeight } from './fortune-either22.ts';
import { leanByCost, splitOptionCost } from './fortune-either23.ts';
import { secondPerson } from './second-person.ts';

/** The month's weather as the answer reads it. */
export type Season = 'cold' | 'hot' | 'mild' | 'wet';
/** What an option does to the visitor's life: changes something, keeps it, or neither reads. */
export type OptionRole = 'change' | 'keep' | 'plain';

export type FortuneForm18 =
  | { kind: 'late'; age: number; act: string; told: readonly string[] }
  | { kind: 'season'; month: string; season: Season; ask: string; told: readonly string[]; part: string | null; weather: string; byWeather: boolean }
  | { kind: 'when'; ask: string; now: string | null; wait: string | null }
  | { kind: 'how'; ask: string; health: boolean }
  | {
    kind: 'either'; options: readonly [string, string]; pick: 0 | 1; reason: ChoiceReason; because: string | null;
    roles: readonly [OptionRole, OptionRole]; weights: readonly string[]; sides: readonly [string | null, string | null]; contrast: string | null;
    /** Round 18 (fort22): where the lean would only be "named first", the choice weighed from the visitor's own words. */
    weighed: EitherWeight | null;
    /** Round 19 (fort23): the cost the visitor wrote on one side that leans a keep-or-change choice, and whether it leans to
     * keeping things (a cost on the change side) rather than to the change (a cost on the keep side). */
    cost: string | null; keeps: boolean;
  };

// ---------------------------------------------------------------- LATE

/** A lateness ask: "too late / too old", "muộn / trễ / già … không", "늦었을까요", "太晚 / 来得及". */
const lateAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\btoo\s+(?:late|old)\b/iu,
  vi: /(?<![\p{L}])(?:muộn|trễ|già)(?:\s+quá)?\s+(?:không|chưa|ko|k|hông)(?![\p{L}])|(?<![\p{L}])quá\s+(?:muộn|trễ|già)(?![\p{L}])/iu,
  ko: /늦었을까|늦은\s?(?:걸까|건가|거|가요)|늦을까|늦었나|늦지\s?않을까|늦었죠|너무\s?늦|나이가\s?(?:너무\s?)?많/u,
  zh: /太晚|晚不晚|晚了吗|来得及|来不来得及|太老|年纪太大/u,
};

const koTens: Readonly<Record<string, number>> = { 스물: 20, 서른: 30, 마흔: 40, 쉰: 50, 예순: 60 };
const koUnits: Readonly<Record<string, number>> = { 하나: 1, 한: 1, 둘: 2, 두: 2, 셋: 3, 세: 3, 넷: 4, 네: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9 };
const zhDigits: Readonly<Record<string, number>> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** A Chinese numeral of two places ("二十七", "三十", "四十五") as a number, or null. */
function zhNumber(text: string): number | null {
  const found = /^([二三四五六七八九])?十([一二三四五六七八九])?$/u.exec(text);
  if (!found) return null;
  return (found[1] ? zhDigits[found[1]] ?? 1 : 1) * 10 + (found[2] ? zhDigits[found[2]] ?? 0 : 0);
}

/** The visitor's age and where it ends in the clause, or null. */
function ageOf(clause: string, language: ContentLanguage): { age: number; end: number } | null {
  const patterns: Readonly<Record<ContentLanguage, RegExp>> = {
    en: /\b(?:at|i'?m|i’m|i\s+am|turning|is|being)\s+(\d{2})\b|\b(\d{2})\s*(?:yo|y\/o|years?\s+old)\b/iu,
    vi: /(\d{2})\s*tuổi/iu,
    ko: /(\d{2})\s*(?:살|세)|(스물|서른|마흔|쉰|예순)\s?(하나|한|둘|두|셋|세|넷|네|다섯|여섯|일곱|여덟|아홉)?(?=\s?살|에|인데|이면|이지만|\s)/u,
    zh: /(\d{2}|[二三四五六七八九]?十[一二三四五六七八九]?)\s*岁/u,
  };
  const found = patterns[language].exec(clause);
  if (!found || found.index === undefined) return null;
  const end = found.index + found[0].length;
  if (language === 'ko' && found[2]) return { age: (koTens[found[2]] ?? 0) + (found[3] ? koUnits[found[3]] ?? 0 : 0), end };
  const digits = found[1] ?? found[2] ?? '';
  const age = /^\d+$/u.test(digits) ? Number(digits) : zhNumber(digits);
  return age !== null && age >= 15 && age <= 75 ? { age, end } : null;
}

/** The act the lateness is asked about, as written (second person), or ''. */
function lateAct(clause: string, language: ContentLanguage, ageEnd: number): string {
  switch (language) {
    case 'en': {
      const found = /\btoo\s+(?:late|old)\s+(?:at\s+\d{2}\s+)?(?:to|for)\s+(.+)$/iu.exec(clause) ?? /\bat\s+\d{2}\s+to\s+(.+?)(?:\s+(?:is|too)\b.*)?$/iu.exec(clause);
      return found?.[1] ? secondPerson(found[1].replace(/\s+(?:now|anymore|at\s+this\s+point)$/iu, '').trim(), 'en') : '';
    }
    case 'vi': {
      const after = clause.slice(ageEnd).replace(/^(?:\s+(?:rồi|mới|còn|mà|thì|đã|giờ|bây giờ|mới bắt đầu|muốn|định))+/iu, '').trim();
      const act = after.split(/\s+(?:thì\s+)?(?:có\s+(?:bị\s+)?)?(?:(?:quá\s+)?(?:muộn|trễ|già))(?![\p{L}])|\s+(?:có|liệu)\s+(?:quá|bị|còn)(?![\p{L}])/iu)[0] ?? '';
      return secondPerson(act.replace(/\s+(?:thì|có)$/iu, '').trim(), 'vi');
    }
    case 'ko': {
      const after = clause.slice(ageEnd).replace(/^\s*(?:살|세)?\s*(?:에|인데|이면|이지만|에는|인데도)?\s*/u, '').replace(/^(?:지금|이제|다시|새로)\s+/u, '');
      const byThing = /^(.+?)\s?(?:거|게|건|것)\s?(?:(?:너무\s?)?늦|나이)/u.exec(after)?.[1];
      const byKi = /^(.+?)기(?:에|엔|가|에는)\s?(?:(?:너무\s?)?늦|나이)/u.exec(after)?.[1];
      return (byThing ?? (byKi ? `${byKi}는` : '')).trim();
    }
    default: {
      const after = clause.slice(ageEnd).replace(/^(?:了|才|再|还|的时候|想|去)+/u, '');
      const act = after.split(/会不会|是不是|还来得及|来得及|来不来得及|太晚|晚不晚|晚了|算不算|会太|，|,/u)[0] ?? '';
      return act.replace(/(?:的话|了)$/u, '').trim();
    }
  }
}

function readLate(clauses: readonly string[], language: ContentLanguage): FortuneForm18 | null {
  const at = clauses.findIndex((clause) => lateAsk[language].test(clause));
  if (at < 0) return null;
  const clause = clauses[at] ?? '';
  // The age may sit in the ask or just before it ("i'm 28. is it too late to…").
  const own = ageOf(clause, language);
  const earlier = own ?? clauses.slice(0, at).map((item) => ageOf(item, language)).find((found) => found !== null) ?? null;
  if (earlier === null) return null;
  const act = lateAct(clause, language, own?.end ?? 0);
  if (act === '' || act.length > (language === 'zh' ? 24 : 90)) return null;
  const told = clauses.filter((_, index) => index !== at).filter((item) => ageOf(item, language) === null || item.length > 14)
    .map((item) => tellClause(item, language)).filter((item) => item !== '' && !/[?？]$/u.test(item));
  return { kind: 'late', age: earlier.age, act, told };
}

// ---------------------------------------------------------------- SEASON

const enMonths = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A month named (1–12) with the words as written, or null. */
function monthOf(text: string, language: ContentLanguage): { month: number; said: string } | null {
  switch (language) {
    case 'en': {
      const found = /\b(january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/iu.exec(text);
      if (!found?.[1]) return null;
      const index = enMonths.findIndex((name) => name.startsWith(found[1]?.toLowerCase().slice(0, 3) ?? '-'));
      const name = enMonths[index] ?? '';
      return index < 0 ? null : { month: index + 1, said: `${name.charAt(0).toUpperCase()}${name.slice(1)}` };
    }
    case 'vi': {
      const found = /(?<![\p{L}])tháng\s+(\d{1,2}|chạp|giêng)(?![\p{L}\d])/iu.exec(text);
      if (!found?.[1]) return null;
      const month = found[1] === 'chạp' ? 12 : found[1] === 'giêng' ? 1 : Number(found[1]);
      return month >= 1 && month <= 12 ? { month, said: found[0] } : null;
    }
    case 'ko': {
      const found = /(\d{1,2})\s?월/u.exec(text);
      const month = Number(found?.[1] ?? 0);
      return found && month >= 1 && month <= 12 ? { month, said: `${month}월` } : null;
    }
    default: {
      const found = /(\d{1,2}|十[一二]?|[一二三四五六七八九])月(?!份?[几哪])/u.exec(text);
      if (!found?.[1]) return null;
      const raw = found[1];
      const month = /^\d+$/u.test(raw) ? Number(raw) : raw.startsWith('十') ? 10 + (raw[1] ? zhDigits[raw[1]] ?? 0 : 0) : zhDigits[raw] ?? 0;
      return month >= 1 && month <= 12 ? { month, said: found[0] } : null;
    }
  }
}

/** An ask whether an act is all right, safe or suitable. */
const okAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:is\s+it|would\s+it\s+be|will\s+it\s+be|is\s+that)\s+(?:safe|ok|okay|alright|all\s+right|a\s+good\s+idea|wise|fine|doable|realistic)\b|\bokay\s+to\b|\bsafe\s+to\b/iu,
  vi: /(?<![\p{L}])(?:có\s+)?(?:ổn|an toàn|hợp|được|phù hợp)\s+(?:không|ko|k|hông)(?![\p{L}])/iu,
  ko: /괜찮을까|괜찮나요|괜찮을지|괜찮은가요|안전할까|안전한가요|(?:가도|해도|걸어도|타도)\s?될까|무리일까|무리(?:가)?\s?없을까/u,
  zh: /合适吗|合不合适|可以吗|安全吗|安不安全|行吗|行不行|适合吗|适不适合|没问题吧|会不会有问题|能去吗/u,
};

/** A going-out act (a trip, a drive, a walk, taking someone along): the month's weather is what the ask turns on. */
const outingAct: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:go|going|drive|driving|travel(?:l?ing)?|trip|hike|hiking|walk|walking|visit(?:ing)?|fly|flying|ride|riding|camp(?:ing)?|swim(?:ming)?|bring|take\s+(?:my|the|our))\b/iu,
  vi: /(?<![\p{L}])(?:đi|phượt|leo|chạy|bơi|cắm trại|du lịch|dẫn|đưa)(?![\p{L}])/iu,
  ko: /가도|가려|갈까|가는|걷|걸어|타고|여행|등산|캠핑|수영|데려/u,
  zh: /去|开车|自驾|旅行|旅游|爬山|游泳|露营|带/u,
};

/** The month's weather in a northern climate (the visitors' own); a plain three-way class. */
const seasonOf = (month: number): Season => (month === 11 || month === 12 || month <= 2 ? 'cold' : month >= 6 && month <= 8 ? 'hot' : 'mild');

/** The Chinese ok-ask told back as its A-not-A form ("带老人去合适吗" → "带老人去合不合适"). */
function chineseOkAsk(clause: string): string {
  const pairs: Readonly<Record<string, string>> = { 合适吗: '合不合适', 可以吗: '可不可以', 安全吗: '安不安全', 行吗: '行不行', 适合吗: '适不适合', 没问题吧: '有没有问题', 能去吗: '能不能去' };
  const bare = clause.replace(/^(?:我|我们)(?=[^们])/u, '');
  for (const [ask, told] of Object.entries(pairs)) if (bare.endsWith(ask)) return `${bare.slice(0, -ask.length)}${told}`;
  return bare.replace(/[吗呢吧]+$/u, '');
}

/** The part of an outing the visitor named (how they go, whom they bring): "with regular tires", "bằng xe máy", "带老人". */
function partOf(text: string, language: ContentLanguage): string | null {
  const found = {
    en: /\b((?:with|by|on)\s+(?:a\s+|my\s+|our\s+|regular\s+|summer\s+|no\s+)?[\w-]+(?:\s+[\w-]+){0,3}?)(?=\s*(?:[,.?!]|$|\s+(?:in|during|this|next|and)\b))/iu,
    vi: /(?<![\p{L}])((?:bằng|dẫn|đưa|với|mang theo)\s+[^,?]+?)(?=\s+(?:có|thì|được|liệu)(?![\p{L}])|[,?]|$)/iu,
    ko: /([가-힣]+\s?(?:모시고|데리고)|[가-힣]+(?:로|으로|타고))(?=\s)/u,
    zh: /(带[^，,。？?去]{1,6}|开车|自驾|骑车)/u,
  }[language].exec(text);
  const part = found?.[1]?.trim() ?? '';
  return part === '' ? null : language === 'en' || language === 'vi' ? secondPerson(part, language) : part;
}

/** Round 17b (fort19): the weather the visitor names, by class (rain, floods and storms are 'wet'). A short list of one
 * class (weather words) per language; the word is kept as written to be told back. */
const weatherWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:(cold|dark|freezing|snow(?:y|ing)?|icy)|(hot|heat|humid)|(rain(?:y|s|ing)?|floods?|flooding|typhoons?|storms?|stormy|hurricanes?|monsoon))\b/iu,
  vi: /(?<![\p{L}])(?:(lạnh|rét|tuyết)|(nóng|oi)|(mưa(?:\s+nhiều)?|lũ(?:\s+lụt)?|ngập|bão))(?![\p{L}])/iu,
  ko: /((?:추울|추워|춥|눈이|한파))|((?:더울|더워|덥|폭염))|((?:태풍|장마|비가|비\s?(?:많이|올|오)|폭우|홍수))/u,
  zh: /((?<!不)冷|下雪|寒)|((?<!不)热|高温|晒)|(台风|下雨|雨季|暴雨|洪水|梅雨)/u,
};

/** A clause asked as a question in its grammar (the weather ask: "is it too cold?", "có bị lũ không", "추울까요", "冷不冷"). */
const questionClause: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[?]\s*$|^(?:is|will|does|would|are|should)\b/iu,
  vi: /[?]\s*$|(?<![\p{L}])(?:không|ko|hông|chưa)(?:\s+(?:ạ|nhỉ|vậy|ta))*\s*$/iu,
  ko: /[?]\s*$|(?:까요|나요|을까|ㄹ까|가요|지요|죠)\s*$/u,
  zh: /[？?]\s*$|[吗呢]\s*$|(.)不\1|会不会/u,
};

/** The weather the request names, with its class, or null. */
function weatherOf(text: string, language: ContentLanguage): { word: string; season: Season } | null {
  const found = weatherWord[language].exec(text);
  if (!found) return null;
  return { word: found[0], season: found[3] ? 'wet' : found[2] ? 'hot' : 'cold' };
}

function readSeason(clauses: readonly string[], language: ContentLanguage, whole: string, travel: boolean): FortuneForm18 | null {
  // The ask is an ok / safe ask, or (round 17b) a weather asked about as a question in any clause, with the rest of the
  // request (the companion, how they go) in other clauses: "thinking of iceland in february, is it too dark and cold? my
  // husband hates the cold", "tháng 10 đi Hội An có bị lũ không, em đi với bà ngoại 70 tuổi".
  const okAt = clauses.findIndex((clause) => okAsk[language].test(clause));
  // A weather ask that is the last clause stays with the round-16 condition reader (fortune-form17.ts: "the cards won't
  // pretend it won't be"); this reads the one with the rest of the plan told after it.
  const weatherAt = clauses.findIndex((clause) => weatherWord[language].test(clause) && questionClause[language].test(clause.trim()));
  const at = okAt >= 0 ? okAt : weatherAt < clauses.length - 1 ? weatherAt : -1;
  if (at < 0) return null;
  const month = monthOf(whole, language);
  // A travel reading is an outing by its category ("thinking of iceland in february"), with no going verb written.
  if (month === null || !(outingAct[language].test(whole) || (travel && okAt < 0))) return null;
  const weather = weatherOf(whole, language);
  const askClause = clauses[at] ?? '';
  const told = clauses.filter((_, index) => index !== at).map((item) => tellClause(item, language)).filter((item) => item !== '');
  const ask = language === 'zh' ? chineseOkAsk(askClause) : tellAsk(askClause, language, null);
  const part = partOf(whole, language);
  // A wet weather named (rain, floods, a typhoon) is what the answer turns on, whatever the month's warmth.
  const season = weather?.season === 'wet' ? 'wet' : seasonOf(month.month);
  return ask === '' ? null : { kind: 'season', month: month.said, season, ask, told, part, weather: weather?.word ?? '', byWeather: okAt < 0 };
}

// ---------------------------------------------------------------- EITHER

/** Categories where a choice between two life steps is asked (today and week only with a stay-or-change pair). */
const lifeCategories: ReadonlySet<FortuneCategory> = new Set(['future', 'work', 'love']);

/** An option that keeps things as they are (the round-13 class, with Korean and Chinese verb stems of staying). */
const keepOption: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:just\s+)?(?:keep|stay|wait|stick|remain|hold\s+off|continue|leave\s+it|not\s+\w+)\b|\b(?:as\s+it\s+is|for\s+now)\b|\bkeep\s+quiet\b/iu,
  vi: /^(?:cứ\s+|vẫn\s+|tiếp tục\s+|ở lại\s+|chờ\s+|đợi\s+|giữ\s+|im lặng)|(?<![\p{L}])(?:như cũ|như bây giờ)(?![\p{L}])/iu,
  ko: /(?:^|\s)(?:그냥|계속|그대로|원래대로|지금처럼|참을|버틸|남을|남는|있을|기다릴)/u,
  zh: /^(?:继续|留在|留下|待在|保持|等|不)|(?:照旧|不动)/u,
};

/** An option that is a thing, not an act ("the green dress", "a tiny studio"): a choice of goods is weighed elsewhere. */
const thingOption = /^(?:the|a|an|my|your|this|that)\s/iu;

/** A contrast word that opens the sentence the visitor set against the rest ("but", "nhưng", "지만 / 는데", "但 / 可是"). */
const contrastLead: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:but|though|although|however)\b/iu,
  vi: /^(?:nhưng|mà|tuy nhiên)(?![\p{L}])/iu,
  ko: /^(?:근데|그런데|하지만|그래도)\s/u,
  zh: /^(?:但是|但|可是|不过|然而)/u,
};

/** A clause that only says the visitor is torn or asks which ("真的纠结死了", "Which one?", "Nên chọn bên nào ạ"). */
const onlyTorn: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:which\s+(?:one|is\s+better|should\s+i)|any\s+(?:advice|thoughts)|help|i\s+(?:can'?t|can’t)\s+decide|(?:so\s+)?(?:torn|confused|stuck))\b/iu,
  vi: /(?<![\p{L}])(?:bên nào|cái nào|nên chọn|giúp em|phân vân quá|rối quá)(?![\p{L}])|^(?:nên|chọn)\s+(?:sao|gì)/iu,
  ko: /^(?:고민(?:이에요|돼요|입니다|중이에요)?|어떡하죠|어떻게 하죠|뭐가 (?:나을|좋을)까요|결정을 못 하겠어요)$/u,
  zh: /纠结|怎么选|选哪个|哪个好|帮我|不知道怎么办/u,
};

/** Whether a clause shares a word with an option (a syllable pair in Korean and Chinese, a content word elsewhere). */
function sideOf(clause: string, options: readonly [string, string], language: ContentLanguage): 0 | 1 | null {
  const score = (option: string): number => {
    if (language === 'zh' || language === 'ko') {
      // An option a clause opens with ("接了压力大" → 接, "不接怕…" → 不接) is that option's side.
      if (clause.startsWith(option.replace(/\s+/gu, ''))) return 100 + option.length;
      const stem = option.replace(/\s+/gu, '').replace(/(?:을|ㄹ|할|갈|까|요)$/u, '');
      let best = 0;
      for (let i = 0; i + 2 <= stem.length; i += 1) if (clause.includes(stem.slice(i, i + 2))) best = Math.max(best, 2);
      return best;
    }
    const stop = /^(?:the|and|your|you|with|for|that|this|from|into|over|just|more|less|than|them|then|their|there|một|những|các|cho|của|với|bạn|không|được|người|làm)$/iu;
    const own = option.toLowerCase().split(/[^\p{L}\d]+/u).filter((word) => word.length >= (language === 'vi' ? 2 : 4) && !stop.test(word));
    const theirs = new Set(clause.toLowerCase().split(/[^\p{L}\d]+/u));
    return own.filter((word) => theirs.has(word)).length;
  };
  const [a, b] = [score(options[0]), score(options[1])];
  return a > b && a > 0 ? 0 : b > a && b > 0 ? 1 : null;
}

/** "X还是不X" (take it or not): the Chinese A-not-A choice, which the option reader leaves to a single character. */
function chineseAnotA(question: string): readonly [string, string] | null {
  const found = /([\u4e00-\u9fff]{1,4})还是不\1/u.exec(question);
  return found?.[1] ? [found[1], `不${found[1]}`] : null;
}

/** The request read as a choice between two life steps, weighed by name; null where the gates do not hold. */
export function readFortuneEither(question: string, language: ContentLanguage, category: FortuneCategory, found: readonly [string, string] | null): FortuneForm18 | null {
  const read = (language === 'zh' ? chineseAnotA(question) : null) ?? found;
  if (read === null) return null;
  // An option said back in the second person, with a Vietnamese "…không" left by "có nên A không hay B" cut off.
  // A told clause an option reader left after a comma ("한국에서 취업할까, 부모님은 유학을 반대하세요") is no part of it.
  const said = (option: string): string => {
    const own = option.split(/[,，]\s*/u)[0]?.trim() ?? option;
    return (language === 'en' || language === 'vi' ? secondPerson(own, language) : own).replace(/\s+(?:không|ko)$/iu, '').trim();
  };
  // Round 18 (fort22): a stray particle or lead ("에 대학원에 가는 것") or a tail both options share is cleaned off.
  // Round 19 (fort23): an option's own contrast ("… but i know nobody there") is what the visitor wrote on that side.
  const split = [splitOptionCost(said(read[0]), language), splitOptionCost(said(read[1]), language)] as const;
  const saidBoth: readonly [string, string] = [split[0].label, split[1].label];
  const options: readonly [string, string] = [cleanOption(saidBoth[0], saidBoth[1], language), cleanOption(saidBoth[1], saidBoth[0], language)];
  // Now against a named wait ("sell my car now or wait until spring") is the round-10 when shape's, which weighs the wait.
  // (An option reader may have cut "now" off its option: the question holds it.)
  if (options.some((option) => waitOption[language].test(option)) && nowOption[language].test(question)) return null;
  if (options.some((option) => option.trim() === '' || holdsDecidingFrame(option) || thingOption.test(option.trim()) || /[?？]/u.test(option))) return null;
  const roles = options.map((option): OptionRole => (keepOption[language].test(option.trim()) ? 'keep' : 'plain')) as [OptionRole, OptionRole];
  const pair: [OptionRole, OptionRole] = roles[0] === 'keep' && roles[1] !== 'keep' ? ['keep', 'change'] : roles[1] === 'keep' && roles[0] !== 'keep' ? ['change', 'keep'] : roles;
  const stayOrChange = pair.includes('keep') && pair.includes('change');
  if (!lifeCategories.has(category) && !((category === 'today' || category === 'week') && stayOrChange)) return null;
  const clauses = fearClauses(question, language);
  // The weights: the visitor's statements beside the choice, told back (not the choice itself, not "I'm torn").
  const holdsChoice = (clause: string): boolean => /还是|\bor\b|(?<![\p{L}])hay(?![\p{L}])|까요?$|까\s.*까|아니면/iu.test(clause);
  const kept = clauses.filter((clause) => !holdsChoice(clause) && !onlyTorn[language].test(clause.trim()) && !/[?？]$/u.test(clause));
  const weights = kept.map((clause) => tellClause(clause, language)).filter((clause) => clause !== '');
  const sides: [string | null, string | null] = [null, null];
  kept.forEach((clause, index) => {
    const side = sideOf(clause, options, language);
    const told = weights[index];
    if (side !== null && told !== undefined && sides[side] === null) sides[side] = told;
  });
  split.forEach((part, index) => {
    if (part.tail !== null && sides[index] === null) sides[index] = tellClause(part.tail, language);
  });
  // The contrast: a clause that opens on but / nhưng / 但, or (Korean) follows a clause closed by -는데 / -지만.
  // The last such clause: a Korean background -는데 ("이직 제안이 왔는데 연봉은 높은데 야근이 많대요") comes before it.
  const contrastAt = kept.findLastIndex((clause, index) => contrastLead[language].test(clause.trim())
    || (language === 'ko' && index > 0 && /(?:[는은인한]데|지만)$/u.test((kept[index - 1] ?? '').trim())));
  const contrast = contrastAt >= 0 ? weights[contrastAt] ?? null : null;
  const leaned = leanOf(options, language);
  // Round 19 (fort23): a keep-or-change choice leans the way the costs the visitor wrote on its sides lean it.
  // A contrast told right after one side's clause ("新公司工资高，但是离家太远") is that side's cost.
  const contrastSide = contrastAt > 0 ? sideOf(kept[contrastAt - 1] ?? '', options, language) : null;
  const costSides: [string | null, string | null] = contrast !== null && contrastSide !== null && sideOf(kept[contrastAt] ?? '', options, language) === null
    ? (contrastSide === 0 ? [contrast, sides[1]] : [sides[0], contrast]) : sides;
  const byCost = leaned.reason === 'statusQuo' ? leanByCost(costSides, leaned.pick, language) : null;
  const lean = byCost === null ? leaned : { ...leaned, pick: byCost.pick };
  return {
    kind: 'either', options, pick: lean.pick, reason: lean.reason, because: lean.because, cost: byCost?.cost ?? null, keeps: byCost !== null && byCost.pick !== leaned.pick,
    roles: pair, weights: weights.filter((weight) => !sides.includes(weight) && weight !== contrast), sides, contrast,
    weighed: lean.reason === 'first' ? weighEither(options, question, language, category) : null,
  };
}

// ---------------------------------------------------------------- WHEN

/** A when asked about the visitor's own act ("when is a good day to…", "khi nào thì nên…", "언제 … 좋을까요", "什么时候…"). */
const whenAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhen\s+(?:is|'s|’s|would\s+be|should\s+i|do\s+i|to)\b|\bwhat\s+(?:day|time)\s+(?:is|would|should)\b|\bwhich\s+day\b/iu,
  vi: /(?<![\p{L}])(?:khi nào|lúc nào|bao giờ|hôm nào|thời điểm nào)(?![\p{L}])(?!\s+cũng)/iu,
  ko: /언제|무슨\s?요일|며칠에/u,
  zh: /什么时候|啥时候|哪天|哪一天|几号|何时/u,
};

/** Someone else's act asked about ("when will he…", "khi nào anh ấy…", "他什么时候…"): another question. */
const whenOther: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhen\s+(?:will|would|is|does|did|do)\s+(?:he|she|they|my\s+\w+|it)\b/iu,
  vi: /(?:khi nào|lúc nào|bao giờ)\s+(?:thì\s+)?(?:anh ấy|cô ấy|người ấy|sếp|họ|nó|người yêu)(?![\p{L}])/iu,
  ko: /(?:그 사람|그 남자|그 여자|남친|여친|상사|팀장님)(?:이|가|은|는)\s.*언제/u,
  zh: /(?:他|她|他们|对方)(?:到底)?(?:什么时候|啥时候|哪天)/u,
};

/** This week named as the when's scope. */
const thisWeek: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bthis\s+week\b/iu,
  vi: /(?<![\p{L}])tuần này(?![\p{L}])/iu,
  ko: /이번\s?주/u,
  zh: /这周|这个星期|本周|这礼拜/u,
};

const nowOption: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:now|right\s+away|today|this\s+week)\b/iu,
  vi: /(?<![\p{L}])(?:bây giờ|giờ luôn|ngay|luôn bây giờ)(?![\p{L}])/iu,
  ko: /지금|당장|바로/u,
  zh: /现在|马上|立刻/u,
};
const waitOption: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:wait|hold\s+off|until|after)\b/iu,
  vi: /(?<![\p{L}])(?:đợi|chờ|để sau)(?![\p{L}])/iu,
  ko: /기다|까지|이후|후에/u,
  zh: /^等|等到|以后/u,
};

/** The request read as a when about the visitor's own act (with a now-or-wait pair when the options hold one), or null. */
export function readFortuneWhen(question: string, language: ContentLanguage, options: readonly [string, string] | null): FortuneForm18 | null {
  const clauses = fearClauses(question, language);
  const at = clauses.findIndex((clause) => whenAsk[language].test(clause));
  if (at < 0 || whenOther[language].test(question)) return null;
  const waitAt = options === null ? -1 : options.findIndex((option) => waitOption[language].test(option));
  const nowAt = options === null ? -1 : options.findIndex((option, index) => index !== waitAt && nowOption[language].test(option));
  const paired = options !== null && waitAt >= 0 && nowAt >= 0;
  // A when with two options that are not now and a wait ("when, Kyoto or Lisbon") is a choice, read elsewhere; with no
  // pair, the day answer holds only for a when inside this week (a lease ending in March asks for another window).
  if (options !== null && !paired) return null;
  if (!paired && !thisWeek[language].test(question)) return null;
  const clause = clauses[at] ?? '';
  const ask = language === 'zh' ? secondPerson(clause.replace(/[吗呢吧？?]+$/u, ''), 'zh') : tellAsk(clause, language, null);
  if (ask === '') return null;
  // "mua xe, bây giờ": the option's own part after a comma is the time weighed.
  const said = (option: string): string => {
    const part = option.split(/[,，]\s*/u).pop()?.trim() ?? option;
    return language === 'en' || language === 'vi' ? secondPerson(part, language) : part;
  };
  return { kind: 'when', ask, now: paired ? said(options[nowAt] ?? '') : null, wait: paired ? said(options[waitAt] ?? '') : null };
}

// ---------------------------------------------------------------- HOW (the stock fall-through's how)

/** A how about the visitor's own act ("how do i get back into…", "làm sao để…", "어떻게 해야…", "我该怎么…"). */
const howAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:(?:so|and|but|ok|okay)\s+)?how\s+(?:do|can|should|could|would)\s+i\b|^(?:(?:so|and|but)\s+)?how\s+to\b/iu,
  vi: /(?<![\p{L}])(?:làm sao|làm thế nào|làm cách nào|cách nào)(?:\s+(?:để|mới|cho))?(?![\p{L}])/iu,
  ko: /어떻게\s?(?:해야|하면|하죠|할까|고칠|극복|시작|줄일|끊)/u,
  zh: /(?:我)?(?:该|要|应该)?(?:怎么|怎样|如何)(?:才能|做|改|戒|开始|坚持)/u,
};

/** The how with its own act: what is left once the how words and the ask's ending are taken off ("어떻게 해야 할까요"
 * alone, "làm sao bây giờ", "what do I do" ask what to do about the sentences before it, which their readers answer). */
const howBare: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:(?:so|and|but|ok|okay)\s+)?how\s+(?:do|can|should|could|would)\s+i\s+|^(?:(?:so|and|but)\s+)?how\s+to\s+|[?]+$/giu,
  vi: /(?<![\p{L}])(?:làm sao|làm thế nào|làm cách nào|cách nào)(?:\s+(?:để|mới|cho))?(?![\p{L}])|(?:\s+(?:bây giờ|đây|ạ|nhỉ|vậy|ta|hả))+$|[?]+$/giu,
  ko: /어떻게\s?(?:해야|하면|하죠|할까)\S*|(?:할까요|하나요|좋을까요|될까요|하죠)$|[?]+$/gu,
  zh: /(?:我)?(?:该|要|应该)?(?:怎么|怎样|如何)|[吗呢吧？?]+$/gu,
};
const minAct: Readonly<Record<ContentLanguage, number>> = { en: 10, vi: 8, ko: 4, zh: 3 };

/** The request read as a how with no reader of its own (the stock fall-through would answer with bank lines), or null. */
export function readFortuneHow(question: string, language: ContentLanguage, health: boolean): FortuneForm18 | null {
  const clauses = fearClauses(question, language);
  if (clauses.length === 0 || clauses.length > 3) return null;
  const at = clauses.findIndex((clause) => howAsk[language].test(clause.trim()));
  if (at < 0) return null;
  const clause = (clauses[at] ?? '').trim();
  if (clause.replace(howBare[language], '').replace(/\s+/gu, ' ').trim().length < minAct[language]) return null;
  const ask = language === 'zh' ? secondPerson(clause.replace(/[吗呢吧？?]+$/u, ''), 'zh') : tellAsk(clause, language, null);
  return ask === '' ? null : { kind: 'how', ask, health };
}

/** The request read as a lateness or a month's ask, or null. */
export function readFortuneForm18(question: string, language: ContentLanguage, travel = false): FortuneForm18 | null {
  const clauses = fearClauses(question, language);
  if (clauses.length === 0) return null;
  return readLate(clauses, language) ?? readSeason(clauses, language, clauses.join(' '), travel);
}
