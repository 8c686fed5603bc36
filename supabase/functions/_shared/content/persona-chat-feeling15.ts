/**
 * Round 15 of issue 13 (the visitor's own feeling, asked about): a message that tells what happened and asks whether the
 * visitor's REACTION is all right ("am I overreacting?", "is it dumb that it's bothering me", "이거 정상인가요?", "我是不是
 * 想多了", "em có nhạy cảm quá không"), whether they are a bad person for it ("我是不是很不孝", "am I a terrible friend"),
 * or that tells a feeling with its cause and no question ("친구들이 다 결혼하는데 나만 혼자인 것 같아서 우울해요") is
 * answered as that: the context told back whole, the reaction weighed honestly, one question about it. Before this, the
 * early readers took one word of it (lunch → hunger, a fight → "talk calmly", a sad word → a stock sadness line, "am I
 * overreacting" → "you're not wrong to bring it up", read as a fairness dispute).
 *
 * The reading is grammar first: who is judged (the visitor's own reaction, or the visitor as a person), the question
 * form at the end, the clause before it. Two short word lists are lists of a grammatical class: the judging words of a
 * reaction (overreacting, normal, 예민, 敏感…) and the feeling predicates (sad, upset, 우울하다, 难过…).
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { lowered, trimClause, withoutOpeners } from './persona-chat-clause12.ts';
import { sentencesWithEllipsis, toldContext } from './persona-chat-later15.ts';
import { fixRegister, type FixRegister } from './persona-chat-fix-voice.ts';
import { feelingLines } from './persona-chat-feeling15-lines.ts';

/** What the visitor asks about their feeling. */
export type FeelingKind = 'overreact' | 'badSelf' | 'cause' | 'causeGuess' | 'hurtOther' | 'help';

/** A feeling the visitor asks about, with what it is about told back. */
export interface FeelingAsked {
  kind: FeelingKind;
  /** What happened (and the feeling), told back whole in the second person; Korean already turned for the register. */
  context: string;
  /** The feeling keeps coming back after time (still, 아직도, vẫn, 还是): the answer speaks of time, not of size. */
  still: boolean;
  /** Others left the visitor out (nobody asked me, 나 빼고, 没人叫我): the answer speaks of being left out. */
  leftOut: boolean;
  /** The question itself, as written (English names the person hurt from it). */
  asked?: string;
  /** Only the visitor is behind the others (나만, chỉ mình, 只有我): the answer speaks of comparing timings. */
  behind: boolean;
  /** The feeling was told in its own sentence after the event (a later reader that knows the event may answer it). */
  apart?: boolean;
}

/**
 * Judging words that weigh a reaction itself (never an act done to someone): overreacting, normal, 예민, 敏感.
 * Round 17: asked whether the reaction is allowed (should I be mad, có nên giận không, 화내도 돼?, 我该生气吗) weighs it too.
 */
const reactionJudge: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:(?:should|shouldn'?t|can) i (?:be|get|feel) (?:mad|angry|upset|annoyed|hurt|pissed)|is it (?:ok|okay|fair|wrong) (?:to be|that i'?m|if i'?m) (?:mad|angry|upset|annoyed|hurt)|am i (?:just )?(?:overreacting|over reacting|being (?:dramatic|oversensitive|too sensitive|silly|ridiculous|stupid|dumb)|too sensitive|oversensitive|dramatic|silly|ridiculous)|is (?:this|that|it) (?:normal|ok|okay)|is it (?:dumb|stupid|weird|silly|normal|ridiculous|childish|pathetic|bad) (?:that|how)|is it just me)\b/iu,
  vi: /(?:(?:có nên|nên|được) (?:giận|buồn|dỗi|tức|bực)(?: (?:không|ko|hông|ha|hả))?\s*[?？]*$|có bình thường (?:không|ko|hông)|vậy có bình thường|(?:có|bị) (?:nhạy cảm|làm quá|quá lên|làm lố|nghĩ nhiều|để bụng)(?: quá)?(?: lắm)? (?:không|ko|hông)|(?:nhạy cảm|làm quá|quá lên|để bụng) quá (?:không|ko|hả|à|ha))/iu,
  ko: /(?:(?:화내|서운해|섭섭해|삐져|기분 나빠해)도\s?(?:돼|되나|될까|되죠|되는)|정상(?:인가요|일까요|인가|일까|이죠|인 거죠|인 거야|인 건가요|이에요)|예민한\s?(?:건가|걸까|거야|거예요|가)|유난(?:인가|일까|인 건가|떠는 건가|스러운 건가)|오버(?:하는 건가|인가|하는 걸까)|과민 ?반응)/u,
  zh: /(?:我?(?:该不该|应不应该|应该|该)(?:生气|难过|不高兴|吃醋)(?:吗|么|呢)?\s*[?？]*$|有必要生气吗|正常吗|正常么|正常不|是不是(?:我)?(?:太|很|有点)?(?:敏感|矫情|小题大做|想多了|玻璃心)|我是不是想多了|小题大做(?:了)?(?:吗|么)|矫情(?:吗|么))/u,
};

/** Judging words that weigh only the visitor's inner reaction (normal, too sensitive, 예민, 想多): never an act on someone. */
const innerJudge: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:(?:should|shouldn'?t|can) i (?:be|get|feel) (?:mad|angry|upset|annoyed|hurt|pissed)|too sensitive|oversensitive|normal|is it just me)\b/iu,
  vi: /(?:(?:có nên|nên|được) (?:giận|buồn|dỗi|tức|bực)(?: (?:không|ko|hông|ha|hả))?\s*[?？]*$|bình thường|nhạy cảm|nghĩ nhiều|để bụng)/iu,
  ko: /(?:(?:화내|서운해|섭섭해|삐져|기분 나빠해)도\s?(?:돼|되나|될까|되죠|되는)|정상|예민)/u,
  zh: /(?:我?(?:该不该|应不应该|应该|该)(?:生气|难过|不高兴|吃醋)(?:吗|么|呢)?\s*[?？]*$|正常|敏感|想多|玻璃心|矫情)/u,
};

/** Generic judging words (dumb, weird, 이상, 奇怪): a reaction only when what they judge is a feeling. */
const plainJudge: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bis it (?:dumb|stupid|weird|silly) (?:that )?(?:i'?m|im|it'?s|its|i)\b/iu,
  vi: /(?:có (?:kỳ|kì|ngốc|ngu|dở hơi|vô lý)(?: quá| lắm)? (?:không|ko|hông))/iu,
  ko: /(?:이상한\s?(?:건가|걸까|거야|거예요|가)(?:요)?)\s*[?？]*$/u,
  zh: /(?:是不是很(?:奇怪|傻)|奇怪吗|傻吗)/u,
};

/** Feeling predicates of the first person (a grammatical class, kept short): what a reaction is. */
const feelingWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:bother(?:s|ing|ed)?|upset|sad|hurt|jealous|miss|missing|lonely|left out|down|depressed|anxious|annoyed|cry|cried|crying|think(?:ing)? about|can'?t stop thinking|stings?|affect(?:s|ing|ed)?)\b/iu,
  vi: /(?:buồn|tủi|ghen|nhớ|cô đơn|chạnh lòng|hụt hẫng|khó chịu|để ý|nghĩ hoài|nghĩ mãi|khóc|lo|bận tâm|giận)/iu,
  ko: /(?:생각나|신경 쓰|신경쓰|서운|속상|우울|슬프|슬퍼|외로|질투|허전|불안|눈물|울었|울어|마음이 안 좋|기분이 안 좋|아파|힘들)/u,
  zh: /(?:难过|伤心|在意|放不下|想他|想她|吃醋|嫉妒|失落|郁闷|委屈|哭|难受|心酸|不开心|孤单|焦虑)/u,
};

/** The visitor judged as a person (a bad friend, 불효, 不孝, bất hiếu). */
const badSelfJudge: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bam i (?:a |an |the )?(?:bad|terrible|awful|horrible|selfish|toxic|the worst|horrible) ?(?:friend|daughter|son|person|mom|mother|dad|father|sister|brother|girlfriend|boyfriend|wife|husband|parent|kid|child)?\b/iu,
  vi: /(?:(?:có phải )?(?:là )?(?:đứa|người|đứa con|người con|đứa bạn) (?:con |bạn )?(?:tệ|bất hiếu|ích kỷ|tồi|hư)(?: lắm| quá)? (?:không|ko|hông)|có (?:bất hiếu|tệ bạc)(?: quá| lắm)? (?:không|ko|hông))/iu,
  ko: /(?:(?:나쁜|못된|이기적인|못난)\s?(?:딸|아들|친구|사람|엄마|아빠|언니|누나|형|오빠|동생|여친|남친|여자친구|남자친구)(?:인가|일까|인 건가|인 걸까|이야|이에요|예요)|불효(?:자|녀)?(?:인가|일까|인 건가|인 걸까|하는 건가))/u,
  zh: /(?:我是不是|我算不算|我是个|我真是)(?:很|太|特别|有点)?(?:不孝|自私|坏|差劲|没良心)/u,
};

/** Whether the visitor's act hurt someone (did I hurt her, 상처 줬을까, 是不是伤到她了, có làm mẹ buồn không). */
const hurtJudge: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:did|do you think|would|could) i (?:have )?(?:hurt|upset|offend(?:ed)?|disappoint(?:ed)?|hurted) (?:her|him|them|my \w+|\w+'?s feelings)\b|\bwas i too (?:harsh|hard|mean|blunt) (?:on|with)\b/iu,
  vi: /(?:có )?làm (?:(?:[\p{L}]+\s){0,2})(?:buồn|tổn thương|giận|thất vọng|phật lòng)(?: lắm)? (?:không|ko|hông)/iu,
  ko: /(?:상처(?:를)? ?(?:줬|준) ?(?:걸까|건가|을까)|상처 ?받았(?:겠죠|을까|나|겠지)|서운했을까|실망했을까|실망하셨을까|기분 나빴을까|기분 상했을까)/u,
  zh: /(?:是不是|会不会)(?:伤到|伤害|伤了|让[\u4e00-\u9fff]{1,2}(?:失望|难过|伤心|生气))/u,
};

/** A still-going feeling: still, 아직도, vẫn, 还是. */
const stillMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:still|months|weeks|years)\b/iu,
  vi: /(?<![\p{L}])(?:vẫn|vẫn còn|mấy tháng|mấy tuần|mấy năm)(?![\p{L}])/iu,
  // 아직 alone is "not yet" (아직 한 점도 못 끝낸); 아직도 is "still".
  ko: /(?:아직도|몇 달|[0-9]+ ?달|개월|년이나|달이나|년이 넘)/u,
  zh: /(?:还是|仍然|一直|几个月|好几个月|[0-9一二三四五六七八九十]+个月)/u,
};

/** The visitor left out by others (nobody asked me, 나 빼고, 没人叫我, không ai rủ): the answer speaks of being left out. */
const leftOutMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:nobody|no one) (?:asked|invited|told|called|texted) me\b|\b(?:everyone but me|except me|without me|left (?:me )?out)\b/iu,
  vi: /(?:không ai (?:rủ|mời|gọi|hỏi)|trừ (?:em|tao|tớ|mình|tôi)|bỏ (?:em|tao|tớ|mình|tôi) lại|không rủ (?:em|tao|tớ|mình|tôi))/iu,
  ko: /(?:나 빼고|저 빼고|나만 빼고|저만 빼고|아무도 (?:안 |나를 |저를 )?(?:불러|부르|안 불|말 안|연락 안))/u,
  zh: /(?:除了我|没人(?:叫|约)我|没有人(?:叫|约)我|(?:没|不)(?:叫|喊|约|带)(?:上)?我|把我落下)/u,
};

/** Only the visitor behind the others (only me, 나만, chỉ mình, 只有我): the answer speaks of comparing timings. */
const behindMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:only (?:me|one (?:who|still|not))|everyone (?:else )?(?:is|has|'s) (?:getting|already))\b/iu,
  vi: /(?:chỉ (?:có )?mình (?:em|tao|tớ|tôi|mình)|mỗi (?:em|tao|tớ|mình) (?:là )?(?:còn|chưa|vẫn))/iu,
  ko: /(?:나만|저만)(?! 빼고)/u,
  zh: /(?:只有我|就我(?:还|一个))/u,
};

/** A Korean feeling predicate at a clause's end: its stem and the ending that shows how it conjugates. */
const koFeelingEnd = /^([가-힣]+?)(해요|해|합니다|하다|나요|나|워요|워|퍼요|퍼|파요|파|들어요|들어)$/u;

/** A Hangul syllable with ㅂ added as its final (외로 → 외롭), for the plain stem of a ㅂ-irregular adjective. */
function withFinalB(syllable: string): string {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code < 0 || code > 11171 || code % 28 !== 0 ? syllable : String.fromCharCode(syllable.charCodeAt(0) + 17);
}

/**
 * A Korean feeling clause turned for the register (…속상해 → …속상하구나 / 속상하시군요 / 속상하군): a verb (생각나다)
 * takes -는-, a ㅂ adjective (외롭다) keeps its ㅂ in the plain form, 힘들다 drops its ㄹ before -시-.
 */
function koFeelingTold(clause: string, register: FixRegister): string | null {
  const words = clause.split(/\s+/u);
  // A bare 나다 after its noun (눈물이 나요, 화가 나) is one predicate with it: the noun joins the stem.
  const bare = words.length >= 2 && /^나(?:요)?$/u.test(words[words.length - 1] ?? '');
  const lastWord = bare ? `${words[words.length - 2] ?? ''} ${words[words.length - 1] ?? ''}` : words[words.length - 1] ?? '';
  const found = bare ? /^(.+ )(나요|나)$/u.exec(lastWord) : koFeelingEnd.exec(lastWord);
  if (!found || !feelingWord.ko.test(lastWord)) return null;
  const stem = found[1] ?? '';
  const ending = found[2] ?? '';
  const head = words.slice(0, bare ? -2 : -1).join(' ').replace(/^(?:나|저|난|전|나는|저는)\s+/u, '');
  const kind = /^(?:해|합|하)/u.test(ending) ? 'ha' : /^나/u.test(ending) ? 'verb' : /^워/u.test(ending) ? 'b' : /^들/u.test(ending) ? 'l' : 'eu';
  const plain = kind === 'ha' ? `${stem}하` : kind === 'verb' ? `${stem}나는` : kind === 'b' ? `${stem.slice(0, -1)}${withFinalB(stem.slice(-1))}` : kind === 'l' ? `${stem}들` : `${stem}프`;
  const polite = kind === 'ha' ? `${stem}하시` : kind === 'verb' ? `${stem}나시는` : kind === 'b' ? `${stem}우시` : kind === 'l' ? `${stem}드시` : `${stem}프시`;
  const told = register === 'koPlain' ? `${plain}구나` : register === 'koHage' ? `${plain}군` : `${polite}군요`;
  return `${head} ${told}`.trim();
}

/** A Vietnamese third-person pronoun phrase opening a clause told back mid-sentence (Anh ấy xem… → anh ấy xem…). */
export function viPronounLowered(clause: string): string {
  return clause.replace(/^(?:Anh|Cô|Chị|Em|Ông|Bà|Cậu) ấy(?![\p{L}])/u, (phrase) => phrase.toLowerCase());
}

/** The clause(s) told back: the sentences before the question, or the part of the question's sentence before its judge. */
export function contextOf(text: string, judge: RegExp | null, language: ContentLanguage, persona: PersonaKey): string | null {
  const register = fixRegister(persona, language);
  const polite = register !== 'koPlain';
  const sentences = sentencesWithEllipsis(text);
  const last = sentences[sentences.length - 1] ?? '';
  const at = judge ? last.search(judge) : -1;
  const inline = at > 0 ? last.slice(0, at).replace(/(?:[,，;；:]|\s)*(?:(?:and|so|but|like|i mean|nhưng|mà|vậy|thì|tao|em|mình|근데|그래서|이거|이게|你说|所以|那|这样|这|那样)\s*)*$/iu, '').trim() : '';
  const told = inline.length > 0 ? [...sentences.slice(0, -1), inline] : judge ? sentences.slice(0, -1) : sentences;
  if (told.length === 0) return null;
  if (language === 'ko') {
    // The nearest clause that turns: the words before the judge may be only its subject (서운한 내가 | 예민한 건가), then
    // the sentence before it is what happened.
    for (const part of [...told].reverse()) {
      const clause = trimClause(withoutOpeners(part, 'ko'), 'ko').replace(/\s*(?:ㅠ+|ㅜ+)\s*/gu, ' ').trim();
      const turned = koFeelingTold(clause, register) ?? toldContext(clause, 'ko', polite);
      if (turned) return turned;
    }
    return null;
  }
  const toldFirst = toldContext(told[0] ?? '', language, polite);
  if (toldFirst === null) return null;
  const first = language === 'vi' ? viPronounLowered(toldFirst) : toldFirst;
  const second = told.length > 1 ? toldContext(told[told.length - 1] ?? '', language, polite) : null;
  const words = (part: string): number => (language === 'zh' ? [...part].length / 2 : part.split(/\s+/u).length);
  return second && words(first) + words(second) <= 30 ? `${first}${language === 'zh' ? '，' : language === 'vi' ? ', rồi ' : ', and '}${second}` : first;
}

/** A feeling told with its cause and no question (…해서 우울해요, I'm sad because…, buồn vì…, 因为…所以很难过). */
const causeForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:i'?m|im|i am|i feel|feeling|it makes me(?: feel)?|makes me(?: feel)?)\s+(?:so |really |kinda |kind of |a bit |super |very |pretty )?(?:sad|down|depressed|lonely|upset|left out|jealous|miserable|bummed|low)\b.*\b(?:because|since|cuz|bc|that)\b|\bi (?:cried|broke down|teared up|was crying|have been crying|'ve been crying)\b.*\b(?:because|since|cuz|bc|after)\b|\b(?:and|so) (?:it )?(?:makes me|i feel|i'?m) (?:so |really |kinda |a bit )?(?:sad|down|depressed|lonely|upset|miserable)\b/iu,
  vi: /(?:(?:buồn|tủi thân|tủi|chán|cô đơn|hụt hẫng|chạnh lòng|khóc)(?: quá| lắm| ghê| luôn)? (?:vì|tại)\s|(?:vì|tại)\s.+?\s(?:nên|làm)\s.*?(?:buồn|tủi|chán|cô đơn|hụt hẫng|chạnh lòng))/iu,
  ko: /[가-힣]서\s+(?:(?:너무|좀|많이|진짜|넘|괜히|자꾸|되게|엄청)\s)?(?:우울|속상|서운|슬퍼|슬프|외로|허전|불안|답답|힘들|비참|초라|울었|눈물이 났)/u,
  zh: /(?:(?:因为|看到|想到).+?(?:所以|就|心里|我)?(?:好|很|特别|有点|挺|超)?(?:难过|伤心|郁闷|失落|委屈|心酸|孤单|低落|不开心|哭了)|(?:好|很|特别|有点|挺|超)(?:难过|伤心|郁闷|失落|委屈|心酸|孤单|低落)[，,]?(?:因为|就因为))/u,
};

/** A guess about how it looks or how others see it, asked after a feeling with its cause (많이 이상할까?, will people notice?). */
const guessAfter: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:will (?:people|everyone|anyone|they) (?:notice|care|think)|do you think (?:it|people|everyone|they)|does it look|is it (?:that|really) (?:bad|noticeable|obvious)|did (?:everyone|anyone|people) notice)\b[^.!?]*[?]?$/iu,
  vi: /(?:(?:có|trông|nhìn)\s+(?:[\p{L}]+\s+){0,2}(?:kỳ|kì|lạ|xấu|lộ|dở|quê)(?: lắm| quá)?\s+(?:không|ko|hông)|(?:người ta|mọi người|tụi nó)\s+(?:có\s+)?(?:để ý|nhận ra|thấy)\s+(?:không|ko|hông))[^.!?]*[?]?$/iu,
  ko: /(?:(?:많이|너무|좀|진짜|다들|사람들이|남들이|티)\s?)*[가-힣]*(?:ㄹ까|을까|할까|일까|날까|볼까|겠죠|겠지)(?:요)?\s*[?？]*$/u,
  zh: /(?:会不会|是不是)(?:很|特别|有点)?(?:奇怪|难看|丑|明显|被看出来)[^，。！？]*[吗呢啊]?[?？]?$/u,
};

/** What to do about it, asked after a heavy feeling (…别人夸我我也不信，怎么办): a small step, never a stock mood line. */
const whatNowAfter: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:what (?:do|should|can) i (?:even )?do|how do i (?:stop|deal with|get over|cope with|handle|fix|get rid of) (?:this|it|that|these)|what now)\b[^.!?]*[?]?\s*$/iu,
  vi: /(?:phải làm sao(?: bây giờ| đây| giờ)?|làm sao (?:bây giờ|đây|giờ)|làm gì bây giờ|tính sao đây|giờ sao đây)(?:\s+(?:ạ|chị|anh|em|bạn|mày|cậu|ơi|vậy|hả|đây))*\s*[?？]*\s*$/iu,
  ko: /(?:어떡해|어떡하죠|어떡하지|어쩌죠|어쩌지|어떻게 해야 (?:해|돼|할까|하죠|될까|하나요|할지))(?:요)?\s*[?？ㅠㅜ.]*\s*$/u,
  zh: /(?:怎么办|咋办|该怎么办|我该怎么做)[啊呀呢吗？?。\s]*$/u,
};

/**
 * Round 15, second wave (chat16): a feeling in its own short sentence after what happened, with no question ("…told
 * everyone before me lol. not mad just kinda stung ngl", "…한소리 들었어.. 진짜 우울하다", "…没人问我。有点难过"). The
 * cause form reads a feeling only inside the sentence of its cause; said apart, the early readers took the event. The
 * last sentence must be short (a predicate with its degree words, no new event) and hold a feeling predicate; these
 * few predicates join the class for this form only (stung, salty, taking it personally, 不是滋味).
 */
const ownSentenceFeeling: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:stung|salty|bummed|taking it personally|take it personally|sucks)\b/iu,
  vi: /(?:tủi thân|buồn|chạnh lòng|hụt hẫng)/iu,
  ko: /(?:서운|속상|우울|섭섭|씁쓸)/u,
  zh: /(?:不是滋味|心里酸|难过|委屈|失落)/u,
};

/**
 * Words that may stand before the feeling in its own sentence: the first person, degree words and fillers (a closed
 * class). Anyone else before it (Mẹ tớ khóc luôn á: the mother cries) makes it another person's act, not the feeling.
 */
const apartPrefix: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:(?:i|i'?m|im|am|i feel|feel|feeling|it|it'?s|its|not|mad|just|kinda|kind of|sort of|a|bit|little|lowkey|ngl|honestly|tbh|so|really|pretty|but|and|still|lol|makes me|made me|that|this|ok|okay|whatever)\b[\s,.]*)*$/iu,
  vi: /^(?:(?:tao|tớ|em|mình|tôi|tui|thấy|cũng|hơi|khá|thật|thiệt|nói chung|nên|mà|thì|giờ|cảm giác|đang|bị|chắc|tự nhiên|có chút|chút)(?![\p{L}\p{M}])[\s,.]*)*$/iu,
  ko: /^(?:(?:나|난|저|전|진짜|좀|너무|괜히|그냥|되게|엄청|많이|조금|살짝|왠지|은근|은근히|약간|솔직히|아|하)(?![가-힣])[\s,.]*)*$/u,
  zh: /^[我心里有点好很挺真的就还是有些其实但可是感觉觉得总之反正，,\s]*$/u,
};

/** Whether a sentence is short enough to be only a feeling predicate with its degree words. */
function shortClause(sentence: string, language: ContentLanguage): boolean {
  return language === 'zh' ? [...sentence.replace(/[。！!…~～\s]/gu, '')].length <= 10 : language === 'ko' ? sentence.trim().split(/\s+/u).length <= 4 : sentence.trim().split(/\s+/u).length <= 8;
}

/** A feeling in its own short sentence after the sentence that tells what happened, no question anywhere. */
function feelingApart(text: string, language: ContentLanguage): boolean {
  const sentences = sentencesWithEllipsis(text);
  const last = sentences[sentences.length - 1] ?? '';
  if (sentences.length < 2 || /[?？]/u.test(text) || !shortClause(last, language)) return false;
  // "thinking about calling in sick" is a plan, not a feeling: that predicate needs its object to be one.
  if (language === 'en' && /\bthink(?:ing)? about\b/iu.test(last) && !ownSentenceFeeling.en.test(last)) return false;
  const at = [feelingWord[language].exec(last)?.index, ownSentenceFeeling[language].exec(last)?.index].filter((index): index is number => index !== undefined);
  if (at.length === 0) return false;
  return apartPrefix[language].test(last.slice(0, Math.min(...at)).trim());
}

/**
 * Reads the visitor's question about their own feeling (or a feeling told with its cause), or null. `heavy`: the chat's
 * intent reader found a heavy mood (sad, tired, stressed) in the message; then "what do I do?" after it asks for a step.
 */
export function readFeelingAsked(text: string, language: ContentLanguage, persona: PersonaKey, heavy = false): FeelingAsked | null {
  const sentences = sentencesWithEllipsis(text);
  const last = sentences[sentences.length - 1] ?? '';
  const flags = { still: stillMark[language].test(text), leftOut: leftOutMark[language].test(text), behind: behindMark[language].test(text) };
  if (hurtJudge[language].test(last)) {
    const context = contextOf(text, hurtJudge[language], language, persona);
    return context ? { kind: 'hurtOther', context, ...flags, asked: last } : null;
  }
  if (badSelfJudge[language].test(last)) {
    const context = contextOf(text, badSelfJudge[language], language, persona);
    return context ? { kind: 'badSelf', context, ...flags } : null;
  }
  // A plain judging word weighs a reaction only when a feeling stands in what it judges (never "is it weird to talk to my plants").
  // "Am I overreacting?" after an act done to the visitor and no feeling named (Jess ate my lasagna) weighs the complaint,
  // the later-question reader's fairness answer; with a feeling named (I'm weirdly upset) or an inner word, it is this.
  const felt = feelingWord[language].test(text);
  const reaction = reactionJudge[language].test(last) && (felt || innerJudge[language].test(last)) ? reactionJudge[language] : plainJudge[language].test(last) && felt ? plainJudge[language] : null;
  if (reaction) {
    const context = contextOf(text, reaction, language, persona);
    return context ? { kind: 'overreact', context, ...flags } : null;
  }
  // A feeling with its cause, then a guess about how it looks (앞머리가 너무 짧게 잘려서 속상해 ㅠㅠ 많이 이상할까?).
  if (causeForm[language].test(text) && guessAfter[language].test(last) && sentences.length <= 2) {
    const context = contextOf(text, guessAfter[language], language, persona);
    return context ? { kind: 'causeGuess', context, ...flags } : null;
  }
  // A heavy feeling, then "what do I do?" (我总觉得自己不够好…，怎么办): a small step for the feeling, not a mishap's repair.
  if (heavy && persona !== 'chef' && whatNowAfter[language].test(last)) {
    const context = contextOf(text, whatNowAfter[language], language, persona);
    return context ? { kind: 'help', context, ...flags } : null;
  }
  // A feeling with its cause and no question of another kind: the cause told back with the feeling.
  // One sentence only: a feeling after someone else's news told first (친구가 먼저 개인전을 열었어요. 기쁘긴 한데…) is the
  // mixed-feeling reader's, which tells their news back as theirs.
  // A feeling in its own sentence after the event: the event told back (Korean: the event, then the feeling), never the
  // feeling sentence's own words raw ("and not mad just kinda stung ngl").
  if (feelingApart(text, language) && !causeForm[language].test(text)) {
    const event = sentences.slice(0, -1).join(' ');
    const eventTold = contextOf(event, null, language, persona);
    const feelingTold = language === 'ko' ? contextOf(last, null, language, persona) : null;
    const context = language === 'ko' ? (eventTold && feelingTold ? `${eventTold}. ${feelingTold}` : feelingTold) : eventTold;
    return context ? { kind: 'cause', context, ...flags, apart: true } : null;
  }
  if (!/[?？]/u.test(text) && causeForm[language].test(text) && sentences.length === 1) {
    const context = contextOf(text, null, language, persona);
    return context ? { kind: 'cause', context, ...flags } : null;
  }
  return null;
}

/** The answer: the context told back, the reaction weighed honestly, one question about it. */
export function writeFeelingAsked(reading: FeelingAsked, persona: PersonaKey, language: ContentLanguage): string[] {
  const register = fixRegister(persona, language);
  const lines = feelingLines[register];
  const told = language === 'ko' ? reading.context : lowered(reading.context, language);
  const opening = lines.told(told);
  const take = lines[reading.kind];
  // Hurting someone else is about them: the visitor's own flags (left out, behind, still) do not change its middle line.
  const middle = reading.kind === 'hurtOther' || reading.kind === 'causeGuess' || reading.kind === 'help' ? take[1] : reading.leftOut ? lines.leftOut : reading.behind ? lines.behind : reading.still ? lines.still : take[1];
  // English names the person hurt as the visitor did (her, him), else "them".
  const object = /\b(?:hurt|upset|offend(?:ed)?|disappoint(?:ed)?|on|with) (her|him)\b/iu.exec(reading.asked ?? '')?.[1]?.toLowerCase();
  const pronoun = object === 'her' ? { them: 'her', they: 'she' } : object === 'him' ? { them: 'him', they: 'he' } : { them: 'them', they: 'they' };
  return [opening, take[0], middle, take[2]].map((line) => line.replace(/\{(them|they)\}/gu, (_m, key: 'them' | 'they') => pronoun[key])).map((line) => (language === 'en' || language === 'vi' ? line.replace(/^./u, (first) => first.toUpperCase()) : line));
}

