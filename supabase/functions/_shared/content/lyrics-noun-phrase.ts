/**
 * Rule A for lyrics (issue 13, third read): a piece of the visitor's theme may fill a noun slot of a line ("I miss {t}")
 * only when it is a complete noun phrase, and a title only when it ends cleanly. Strict per-language checks: English ends
 * on a noun with no subject pronoun or dangling word; Vietnamese neither starts with a verb nor ends on a function word;
 * Korean ends on a noun whose modifier is an adnominal form, not a connective (-는데, -고); Chinese ends on a noun, not a
 * verb or complement (回不, 跟不上), and keeps a measure word with its numeral (一杯奶茶, never 杯奶茶).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isKoreanPredicateForm, koreanParticleNames } from './korean-particles.ts';

/** English words a noun phrase never ends on (articles, possessives, prepositions, conjunctions, pronouns, auxiliaries). */
const englishDangling = new Set([
  'a', 'an', 'the', 'my', 'your', 'his', 'her', 'our', 'their', 'its', 'this', 'that', 'these', 'those', 'some', 'every',
  'of', 'to', 'for', 'with', 'at', 'in', 'on', 'by', 'from', 'into', 'onto', 'about', 'after', 'before', 'when', 'while',
  'since', 'until', 'because', 'if', 'than', 'and', 'or', 'but', 'so', 'as', 'under', 'over', 'behind', 'near',
  'i', 'me', 'she', 'he', 'we', 'they', 'you', 'it', 'him', 'them', 'us', 'who', 'which', 'where', 'whose', 'what', 'how', 'why',
  'is', 'was', 'are', 'were', 'be', 'been', 'am', 'has', 'have', 'had', 'do', 'does', 'did', 'can', 'will', 'would', 'not', 'off', 'up',
]);
/** English subject pronouns: a span holding one is a clause, not a noun phrase. */
const englishSubjects = new Set(['i', 'she', 'he', 'we', 'they', 'you', 'it']);
/** English adjectives that cannot head a noun phrase alone ("the wet", "the old"). */
const englishBareAdjectives = new Set(['wet', 'dry', 'cold', 'warm', 'hot', 'old', 'new', 'young', 'quiet', 'loud', 'dark', 'bright', 'empty', 'late', 'early', 'earlier', 'last', 'first', 'final', 'same', 'other', 'whole', 'little', 'big', 'small']);
/** English adverbs and particles a noun phrase never ends on ("two mugs out", "apart", "the whole street asleep"). */
const englishAdverbEnd = new Set(['out', 'away', 'apart', 'back', 'down', 'asleep', 'awake', 'alone', 'together', 'anymore', 'again', 'already', 'still', 'ever', 'yet', 'too', 'though']);
/** Adjectives of feeling that head no noun phrase alone ("This one's for nervous"). */
const englishFeelingAdjectives = new Set(['stuck', 'gone', 'broken', 'nervous', 'anxious', 'scared', 'afraid', 'happy', 'sad', 'tired', 'excited', 'proud', 'lonely', 'angry', 'sorry', 'ready', 'free', 'lost', 'done', 'sick', 'okay', 'fine', 'broke', 'stressed', 'worried', 'grateful', 'homesick']);
/** Nouns too general to stand for a theme alone ("There's a road that ends in day"). */
const englishGenericNouns = new Set(['day', 'days', 'time', 'times', 'thing', 'things', 'way', 'lot', 'part', 'bit', 'kind', 'stuff', 'one', 'ones', 'try', 'morning', 'evening', 'afternoon', 'night', 'today', 'tonight', 'tomorrow', 'yesterday', 'week', 'month', 'year']);
/** A subject pronoun contracted with its verb ("we've", "I'm", "it's"): a span holding one is a clause. */
const englishSubjectContraction = /^(?:i|we|you|they|he|she|it|that|there)['’](?:ve|re|m|d|ll|s)$/u;

/** English finite verbs that make a span a clause. */
const englishFinite = /^(?:is|was|are|were|am|has|had|got|gets|won|wins|beat|quit|passed|failed|finished|started|went|goes|came|comes|left|moved|moves|said|says|told|tells|felt|feels|made|makes|took|takes|found|finds|lost|loses|knew|knows|saw|sees|wants|wanted|needs|needed|ran|runs|sat|sits|lives|lived|died|dies|taught|teaches|bought|brought|thought|caught|fought|kept|held|built|sent|spent|gave|gives|wrote|writes|rode|rides|drove|drives|met|meets|told|sold|sells|ate|eats|slept|sleeps|began|begins|forgot|forgets)$/u;
/** Words ending in -ed or -ing that are nouns or adjectives, not verbs. */
const englishNotVerbs = /^(?:morning|evening|spring|string|thing|something|nothing|everything|king|ring|wing|ceiling|wedding|building|painting|ending|beginning|meeting|feeling|darling|sibling|swing|bed|red|shed|seed|need|speed|sled|hundred|sacred|beloved|cooking|baking|clothing|housewarming|homecoming|sunbed)$/u;

/** Whether an English span is a complete noun phrase (ends on a noun; no subject pronoun or finite verb inside). */
function englishNounPhrase(span: string): boolean {
  const words = span.toLowerCase().replace(/[^\p{L}\p{N}'’\s-]/gu, ' ').split(/\s+/u).filter((word) => word.length > 0);
  const last = words[words.length - 1];
  if (last === undefined || englishDangling.has(last)) return false;
  // Round 8: "up my dorm room" (of "packing up my dorm room"): a verb's particle cut from its verb starts no noun phrase.
  if (words.length > 1 && /^(?:up|down|out|off|away|back|over|around)$/u.test(words[0] ?? '')) return false;
  // "the third" (round 6): an ordinal heads no noun phrase ("I keep going back to the third").
  if (/^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|next)$/u.test(last)) return false;
  // "college next week" (round 6): a noun with a time adverb after it is the tail of a clause, not a thing to go back to.
  if (words.length > 1 && /\s(?:next|this|last)\s(?:week|month|year|summer|winter|spring|fall|weekend|morning|evening|afternoon|night)$|\s(?:tomorrow|tonight|today|yesterday|soon|already|again|anymore)$/u.test(words.join(' '))) return false;
  if (words.some((word) => englishSubjects.has(word) || englishFinite.test(word) || englishSubjectContraction.test(word))) return false;
  // Round 7: "two mugs out", "apart", "nervous", bare "day" name no thing a line can sing about.
  if (englishAdverbEnd.has(last)) return false;
  // "At 2," (round 7): a bare number cut from "2 a.m." is an hour, not a thing.
  if (words.every((word) => englishDangling.has(word) || /^\d+$/u.test(word))) return false;
  const meaningful = words.filter((word) => !englishDangling.has(word));
  if (meaningful.length === 1 && (englishFeelingAdjectives.has(last) || /(?:ous|ful|less|ive|ish)$/u.test(last))) return false;
  // "This one's for morning": a bare general noun without its determiner ("the morning" stays).
  if (words.length === 1 && englishGenericNouns.has(last)) return false;
  if (/(?:ed|ing)$/u.test(last) && !englishNotVerbs.test(last)) return false;
  const content = words.filter((word) => !englishDangling.has(word));
  return !(content.length === 1 && englishBareAdjectives.has(last));
}

/** Vietnamese words a noun phrase never ends on (prepositions, conjunctions, aspect and verbs that want an object). */
const vietnameseDangling = /(?:^|\s)(?:của|và|với|cho|khi|mà|thì|là|những|các|(?<!(?:lớp|năm|số|phút|tầng|hạng|thứ|top|giải)\s)một|đã|đang|sẽ|bị|được|không|chưa|rồi|ở|trong|trên|dưới|bên|sau|trước|lúc|về|đi|đến|tới|từ|bán|chờ|đợi|làm|ăn|uống|gửi|nói|mua|thấy|nhớ|mỗi|cả|rất|quá|lắm|nhé|nha|ạ|ơi)$/iu;
/** Vietnamese words a noun phrase never starts with (verbs, aspect, passive markers, prepositions). */
const vietnameseVerbStart = /^(?:bị|được|đã|đang|sẽ|chờ|đợi|đi|về|gửi|nhớ|ăn|uống|ngồi|làm|bán|mua|nói|thấy|không|chưa|khi|lúc|ở|trong|trên|dưới|với|và|mà|thì|là|cổ vũ|cùng|ghé|gặp|hẹn|lái|chịu|phải|muốn|cần|nên|thăm|đưa|dẫn|buông|trực|chạy|đứng|nhìn|nghe|hát|viết|đọc|học(?! sinh| trò| kỳ| bổng| phí)|đón|tiễn|chia tay|ôm|khóc|tìm|rời|dọn|chuyển|nấu|xem|chơi|mong|đạp|leo)(?:\s|$)/iu;

/** Whether a Vietnamese span is a noun phrase (no verb or preposition at its start, no function word at its end). */
function vietnameseNounPhrase(span: string): boolean {
  const text = span.trim();
  if (text.length === 0 || /[,.;!?]/u.test(text)) return false;
  // "bạn thân sắp cưới" (round 7): an aspect word inside the span makes it a clause.
  if (/\s(?:sắp|đã|đang|sẽ|vừa|mới|bị|được)\s/iu.test(` ${text} `)) return false;
  // "Người cũ từng ơi" (sixth read): an adverb cut from the verb after it ends no noun phrase.
  if (/(?:^|\s)(?:từng|hay|vẫn|cũng|đều|luôn|thường|mới|vừa|sắp|cứ|lại|nữa|còn|chỉ|đang|hãy|đừng)$/iu.test(text)) return false;
  // Round 7: a bare unit ("năm", "lần") is a count cut from its number, never a theme.
  if (/^(?:năm|ngày|lần|giờ|tháng|tuần|lúc|khi|hôm|bữa|chút)$/iu.test(text)) return false;
  return !vietnameseVerbStart.test(text) && !vietnameseDangling.test(text);
}

/** A Korean word with a trailing particle removed (은/는/이/가/을/를/의/에 …). */
function koreanBare(word: string): string {
  for (const length of [3, 2, 1]) {
    const tail = word.slice(-length);
    if (word.length > length && koreanParticleNames.has(tail)) return word.slice(0, -length);
  }
  return word;
}

/** Korean endings that make a word a predicate, not a noun (including polite and plain sentence endings). */
const koreanSentenceEnding = /(?:요|다|죠|네|까|자|니|지|야|어|아|해|게|서|고|며|면|는데|은데|지만|도록|려고)$/u;
/** Korean adnominal modifiers before a head noun ("타는 직장인", "맞는 겨울 아침", "품은 잠", "갈 곳", "지난 여름"). */
const koreanAdnominal = /(?:는|은|던|ㄴ|한|운|된|른|간|온|난|진|린|신|할|갈|볼|올|을|의)$/u;

/** Korean adverbs a noun phrase never starts with. */
const koreanAdverbStart = /^(?:드디어|아직|아직도|벌써|또|다시|너무|정말|진짜|그냥|항상|자꾸|결국|계속|겨우|방금|이미|곧|늘|막|이제|매일|같이|혼자)$/u;

/** Korean dependent nouns that need the modifier before them ("오는 날", "어릴 때", "갈 곳"). */
const koreanDependentNoun = /^(?:날|때|곳|것|데|줄|적|뿐|듯|무렵|즈음)$/u;

/** Whether a Korean span is a noun phrase: its last word a noun, and the word before it a noun or an adnominal form. */
function koreanNounPhrase(span: string): boolean {
  const words = span.trim().split(/\s+/u).filter((word) => word.length > 0);
  const last = words[words.length - 1];
  // "ㅠㅠ", "ㅋㅋ" (round 6): bare jamo are an emoticon, never a noun ("거기엔 ㅠㅠ가 있었지").
  if (/[\u3131-\u318e]/u.test(span)) return false;
  // A name or word in Latin letters or digits ("June", "BTS", "2호선" aside) is a noun to the Korean line around it.
  if (last !== undefined && !/[가-힣]/u.test(last)) return /^[\p{L}\p{N}'’-]+$/u.test(last);
  if (last === undefined || /[\p{P}]/u.test(span.replace(/[·]/gu, ''))) return false;
  // "날 편의점", "때 우산" (session 5): a dependent noun cut from its modifier ("첫눈 오는 | 날") starts no phrase; bare
  // "날" also reads as 나를.
  if (koreanDependentNoun.test(koreanBare(words[0] ?? ''))) return false;
  // "새벽 네 시 하나면 충분해" (round 7): an hour is a time, not a thing to hold.
  if (/(?:[0-9]+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|열한|열두)\s?시(?:쯤)?$|^(?:새벽|자정|한밤중)$/u.test(span.trim())) return false;
  // "월요일 아침 만원!" (sixth read): 만원 cut from "만원 지하철" (packed) reads as 10,000 won.
  if (/만원$/u.test(span.trim())) return false;
  // Round 7: "드디어 면허", "아직 카페": an adverb cut from its verb starts no noun phrase.
  if (koreanAdverbStart.test(words[0] ?? '')) return false;
  // Round 8: "자기 이름" (of "자기 이름으로 발표했다"): a reflexive points back at a subject the line does not have.
  if (/^(?:자기|자신|저희|제)$/u.test(koreanBare(words[0] ?? '')) && words.length > 1) return false;
  const head = koreanBare(last);
  if (isKoreanPredicateForm(last) || (head.length > 1 && koreanSentenceEnding.test(head) && head === last)) return false;
  const before = words[words.length - 2];
  if (before === undefined) return true;
  // "떴는데 안내방송": a connective before the head noun leaves it without a modifier.
  if (/(?:는데|은데|고|며|면서|지만|아서|어서|해서|니까|다가)$/u.test(before)) return false;
  // "첫 출근이라 잠" (round 7): a copula connective (-이라, -라서) ends a clause before the noun.
  if (words.slice(0, -1).some((word) => /(?:이라|이라서|라서|이니까|이어서|여서)$/u.test(word))) return false;
  return !isKoreanPredicateForm(before) || koreanAdnominal.test(before);
}

/** Chinese characters a noun phrase never ends on (negation, aspect, complements, particles, prepositions, verbs). */
const chineseDanglingEnd = /[不了着过得地吗呢吧啊呀也是在和跟把被给到去来回完住起开很太都就还又才想要会能说做让]$/u;
/** A bare measure word at the start (杯奶茶) — a measure word must follow a numeral or demonstrative. */
const chineseBareMeasure = /^[杯个只张本件条碗瓶双把封盏片块朵首场次顿趟遍份口]/u;

/** Chinese verbs and verb-object words a noun phrase never ends on ("拥抱告别", "老板当众骂", "方案改"). */
const chineseVerbEnd = /(?:相恋|相爱|恋爱|结婚|离婚|告别|拥抱|离开|上班|下班|出发|分手|见面|打工|加班|吵架|和好|回家|出门|搬家|放弃|坚持|毕业|骂|改|挤|哭|笑|吵|等|走|跑|看|听|写|读|吃|喝|送|买|卖|找|问|答|爱|恨|怕)$/u;

/** Whether a Chinese span is a noun phrase: no punctuation, no negated complement, no bare measure word, a noun at the end. */
function chineseNounPhrase(span: string): boolean {
  const text = span.trim();
  if (/^[A-Za-z][A-Za-z' -]*$/u.test(text)) return true;
  if (text.length === 0 || /[\p{P}\s]/u.test(text)) return false;
  if (chineseDanglingEnd.test(text) || /不.?$/u.test(text)) return false;
  // "我一次次回到拥抱告别", "今天又想起老板当众骂" (session 5): a span ending on a verb is a clause.
  if (chineseVerbEnd.test(text) && !/[的之]/u.test(text.slice(-3, -1))) return false;
  // "我扎", "她给我扎": a personal pronoun not followed by 的/们/家 makes the span a clause (session 4: "总是想起我扎").
  // Round 12: "吉他" and "其他" hold 他 inside a word, not the pronoun ("那把旧吉他").
  if (/(?:[我你她它]|(?<![吉其])他)(?![们的家乡])/u.test(text)) return false;
  // "最好", "很冷": an adverb with its adjective is no noun phrase ("总是想起最好").
  if (/^(?:最|很|太|更|非常|特别)[^的]{1,2}$/u.test(text)) return false;
  // "此各奔东西", "而告别" (session 5): a classical function character cut from the word before it (从此, 因此) starts no phrase.
  if (chineseFunctionStart.test(text)) return false;
  // "灯一盏盏灭" (round 6): a noun, a reduplicated measure and a verb make a clause; "一片片落叶" (measure first) stays a noun.
  if (/^.+一(\p{Script=Han})\1.+$/u.test(text) && !chineseNounAfterMeasure.test(text)) return false;
  if (/[灭醒掉完碎熄散]$/u.test(text)) return false;
  // "就要出国", "同桌明天" (round 6): a span opening on an adverb or auxiliary is a predicate, and one closing on a day
  // word is a clause's subject and time ("我把就要出国寄过千山万水", "我还记得同桌明天").
  if (/^(?:就要|就|要|会|想|正在|已经|快要|将要|将|还要|又要|刚刚|刚)/u.test(text) || /(?:明天|今天|昨天|今晚|明晚|后天|马上)$/u.test(text)) return false;
  // Round 7: "考研终于上岸", "妈妈一直", "江边一个人", "自己写首歌": an adverb, "alone" or a reflexive subject makes a clause.
  if (/终于|一直|已经|总是|还在|正在|一个人|独自|自己|(?:上|读|念)大学|上学|骑车|开车|回家|出国|收拾/u.test(text)) return false;
  // "这首歌写给下个月", "偷偷煮泡面" (round 7): a bare time word or a span opening on a manner adverb is no thing to sing to.
  if (/^(?:下|上|这)个?(?:月|周|星期|礼拜)$|^(?:明年|去年|今年|后天|前天|周末|今天|明天|昨天|今晚|明晚|半夜|凌晨|深夜)$/u.test(text)) return false;
  if (/^(?:偷偷|悄悄|默默|慢慢|一起|常常|经常|又|再|还|也|都|刚)/u.test(text) || /(?:偷偷|悄悄|默默|慢慢|一起|一直|终于)$/u.test(text)) return false;
  // "旧自行车修好" (round 7): a verb with its result complement is a clause.
  if (/(?:修|做|弄|搞|办|写|收拾|装|准备|洗|吃|喝|卖|买)(?:好|完|坏|掉|光)$/u.test(text)) return false;
  // "半夜饿了偷偷煮泡面": an aspect 了 inside the span closes a clause before it.
  if (/了(?=\p{Script=Han})(?!解)/u.test(text)) return false;
  if (/[种煮烧织缝摘栽]$/u.test(text) && !/(?:品|火|物|兵|播|树|花)种$/u.test(text)) return false;
  return !chineseBareMeasure.test(text);
}

/** A reduplicated measure that still ends on its noun ("城市里一盏盏的灯", "一片片落叶"). */
const chineseNounAfterMeasure = /一(\p{Script=Han})\1的?[叶灯花雪云窗树星人船]$/u;

/** Function characters a cut span may start on, though only a word before them makes sense of them (从|此, 然|而). */
const chineseFunctionStart = /^[此而之其则且乃亦]/u;

/** Whether a piece of the visitor's theme is a complete noun phrase that may fill a noun slot (rule A). */
export function isLyricsNounPhrase(span: string, language: ContentLanguage): boolean {
  switch (language) {
    case 'en':
      return englishNounPhrase(span);
    case 'vi':
      return vietnameseNounPhrase(span);
    case 'ko':
      return koreanNounPhrase(span);
    case 'zh':
      return chineseNounPhrase(span);
  }
}

/** Counts and durations: a noun phrase, but never a thing a line can sing to or about ("six years is waiting"). */
const countPhrase: Record<ContentLanguage, RegExp> = {
  en: /^(?:(?:a|the|my|those|these|all)\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|a few|several|many)\s+(?:years?|months?|weeks?|days?|hours?|minutes?|seconds?|times?|nights?|summers?|winters?)$/iu,
  vi: /^(?:(?:\d+|một|hai|ba|bốn|năm|sáu|bảy|tám|chín|mười|mấy|vài|bao|những)\s+)+(?:năm|tháng|tuần|ngày|giờ|tiếng|phút|lần|đêm|mùa)(?:\s+trời)?$/iu,
  ko: /^(?:\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|스무|몇|일|이|삼|사|오|육|칠|팔|구|십)+\s?(?:년|개월|달|주|주일|일|시간|분|번|밤|해)(?:째|간|동안)?$/u,
  zh: /^(?:\d+|[一二两三四五六七八九十百几半]+)(?:年|个月|月|周|星期|天|日|小时|分钟|遍|次|回|晚|夜|点|点钟|点半|岁)(?:了|来|多)?$/u,
};

/** Whether a span is only a count or a duration ("six years", "ba năm", "3년", "八遍"): rule A keeps it out of noun slots. */
export function isCountPhrase(span: string, language: ContentLanguage): boolean {
  return countPhrase[language].test(span.trim());
}

/** Whether a span may fill a lyric's noun slot: a complete noun phrase that is not only a count or a duration. */
export function isSingableNounPhrase(span: string, language: ContentLanguage): boolean {
  // "Driving home alone": an English gerund clause is no thing to send across the miles.
  if (language === 'en' && /^\p{L}+ing\s/iu.test(span.trim()) && !englishNotVerbs.test((span.trim().split(/\s+/u)[0] ?? '').toLowerCase())) return false;
  return isLyricsNounPhrase(span, language) && !isCountPhrase(span, language);
}

/** English subordinators that open a clause a title is cut before ("… kitchen | after she moved …"). */
const englishClauseOpener = /\s+(?:after|before|when|while|since|until|because|that|who|which|where|if)\s+(?:she|he|i|we|they|you|it)\b.*$/iu;
/** Vietnamese subordinators a title is cut before. */
const vietnameseClauseOpener = /\s+(?:sau khi|trước khi|khi|vì|bởi vì|mà|để)\s+.*$/iu;

/** English verbs whose prepositional complement cannot be cut off ("got into", "moved to"). */
const englishGoverning = /^(?:got|get|gets|went|go|goes|moved|move|came|come|turned|looked|walked|ran|drove|flew|fell|stepped|made|put|took)$/iu;

/** Words that open a prepositional phrase a cut title drops whole. */
const cutPrepositions: Record<'en' | 'vi' | 'ko', RegExp> = {
  en: /^(?:before|after|during|in|on|at|with|for|to|into|from|near|under|behind|while|when)$/iu,
  vi: /^(?:trước|sau|trong|trên|dưới|với|cho|khi|lúc|ở|bên|từ)$/iu,
  ko: /^$/u,
};

/** Whether a title ends cleanly: not on a dangling word, a cut verb or a complement (a sentence may still be a title). */
export function endsCleanly(title: string, language: ContentLanguage): boolean {
  const text = title.trim();
  if (text.length === 0) return false;
  if (language === 'en') {
    const words = text.toLowerCase().split(/\s+/u);
    const raw = words[words.length - 1] ?? '';
    // "… at 2 a.m." ends cleanly on its hour; "… at 2" (round 7) is a time cut from its a.m.
    if (/^[ap]\.m\.?$/u.test(raw)) return true;
    if (/^\d+$/u.test(raw) && cutPrepositions.en.test(words[words.length - 2] ?? '')) return false;
    const last = raw.replace(/[^\p{L}'’]/gu, '');
    // "My Little Sister Just Got": a verb that wants its object or place leaves the title hanging.
    if (/^(?:got|get|gets|took|gave|put|made|brought|went|moved|turned)$/u.test(last)) return false;
    return !englishDangling.has(last) && !englishBareAdjectives.has(last);
  }
  // "vào lớp một" (round 7): "một" after a class, year or floor is a numeral, not an article left hanging.
  // Round 9b: "Con mèo nhà mình cứ đậu": a verb after an aspect word (cứ, vẫn, đang, đã…) is cut off with it.
  if (language === 'vi' && /(?:^|\s)(?:cứ|vẫn|đang|đã|sẽ|vừa|mới|cũng|còn)\s+\S+$/iu.test(text)) return false;
  if (language === 'vi') return !/(?:^|\s)(?:cứ|đã|sẽ|vừa|của|và|với|cho|khi|mà|thì|là|những|các|(?<!(?:lớp|năm|số|phút|tầng|hạng|thứ|top|giải)\s)một|ở|trong|trên|dưới|bên|sau|trước|lúc|về|từ|mỗi|chờ|đợi|bán|buổi|kỳ|mùa|lời|chiếc|cái|con|cuộc|chuyến|nỗi|niềm|thời|đại|ký|túc|nằm|ngồi|đứng|sang|giờ|cũng|nào|ngày|đang|vẫn|còn|hay|thì)$/iu.test(text);
  if (language === 'zh') return !/[和跟把被给在的地得着不]$/u.test(text) && !/不.$/u.test(text);
  // "…잠이 안 와" (round 7): a 와 standing alone is the verb 오다, not the particle; a title never ends on 안 or 못.
  if (/(?:는데|은데|고|며|면서|지만|아서|어서|해서|니까|다가|의|(?<=[가-힣])와|(?<=[가-힣])과|랑)$/u.test(text) || /(?:^|\s)(?:안|못)$/u.test(text)) return false;
  // "…마지막으로 불을" (session 5), "…텅 빈 원룸을 마지막으로" (round 6): an object or adverbial particle, an adverb or an
  // adnominal at the end leaves the title waiting for its verb or noun; "이사 가는 날" ends on its noun. 가을, 마을, 노을 are nouns.
  return !/(?:(?<![가마노고])을|를|에서|으로|텅|꽉|너무|정말|\s또|\s더|\s빈|가는|오는|하는|되는|있는|없는|던)$/u.test(text);
}

/**
 * The title a theme can carry: its first clause, with an English or Vietnamese subordinate clause cut off and trailing
 * dangling words removed, at most `limit` characters; null when nothing clean is left.
 */
export function cleanTitleSpan(theme: string, language: ContentLanguage, limit = 40): string | null {
  let text = (theme.split(/\s*[,，;；。!?！？]\s*/u)[0] ?? theme).trim();
  if (language === 'en') text = text.replace(englishClauseOpener, '');
  if (language === 'vi') text = text.replace(vietnameseClauseOpener, '');
  if ([...text].length > limit) {
    if (language === 'en' || language === 'vi' || language === 'ko') {
      const words: string[] = [];
      for (const word of text.split(/\s+/u)) {
        if ([...[...words, word].join(' ')].length > limit) break;
        words.push(word);
      }
      // A cut phrase loses its last, unfinished prepositional phrase ("… in the rain | before my morning").
      // "My little sister just got | into nursing school" (sixth read): a preposition a verb governs stays with it.
      const preposition = words.findLastIndex((word, i) => i >= 3 && cutPrepositions[language].test(word) && !(language === 'en' && englishGoverning.test(words[i - 1] ?? '')));
      text = (preposition > 0 ? words.slice(0, preposition) : words).join(' ');
    } else {
      return null;
    }
  }
  const words = text.split(/\s+/u);
  while (words.length > 1 && !endsCleanly(words.join(' '), language)) words.pop();
  const result = words.join(' ');
  return result.length > 0 && endsCleanly(result, language) ? result : null;
}
