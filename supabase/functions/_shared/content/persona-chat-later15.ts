/**
 * Round 14, second wave, of issue 13 (the question asked last): a message that tells something first and asks its
 * question in a LATER sentence ("…she swears it was already there. am i wrong to ask her to pay for it?", "…Giờ tao
 * làm gì đây", "…중간에 한 번 멈칫했어요. 다들 눈치챘겠죠?", "…了。他会不会觉得我很烦？") is answered as that last question,
 * with the earlier sentences told back whole as its context. The question is read from its grammar alone: a judgement
 * of the visitor's own act (am I wrong / is that petty / có quá đáng không / 제가 너무한가요 / 我是不是太…), a guess
 * about how it went or how others took it (will they / chắc … lắm ha / -겠죠 / -았을까 / 会不会 / …了吧), or what to do
 * now (what do I do / làm gì đây / 어떡해 / 怎么办). Also "guess who" openers (guess who / đoán xem / 맞혀 봐 / 你猜):
 * the person named after it and their act are told back as theirs, never as a noun echo.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { lowered, secondPerson, trimClause, withoutOpeners } from './persona-chat-clause12.ts';
import { koTurned } from './persona-chat-tellback12.ts';
import { fixRegister, type ByRegister } from './persona-chat-fix-voice.ts';
import { barsHaving, toldAsPast } from './persona-chat-tense15.ts';

/** The form of the question asked last. */
export type LaterKind = 'judge' | 'guess' | 'whatNow' | 'guessWho' | 'barred' | 'pastHard' | 'pastPlain' | 'puzzle';

/** A question asked after the sentences that set it up, or a guess-who opener with its person. */
export interface LaterQuestion {
  kind: LaterKind;
  /** The earlier sentences told back whole in the second person (Korean already turned for the register). */
  context: string;
  /** Someone else is in the context (he, nó, 걔, 他…): the next step is a word with that person. */
  other: boolean;
  /** judge: the act judged is written in the question itself (em nhắc nó có quá đáng không), not only before it. */
  newAct?: boolean;
  /** guessWho: the person named after the opener, in the second person (your old PE teacher). */
  person?: string;
}

/** Sentences of a message, cut at end punctuation (including an ellipsis) and line breaks. */
export function sentencesWithEllipsis(text: string): string[] {
  return text.split(/(?<=[.!?…])(?<!\b(?:Mr|Mrs|Ms|Dr|Prof|St)\.)\s+|[\n。！？!?…]+|\.{3,}/iu).map((part) => part.trim()).filter((part) => part.length > 0);
}

/** A sentence that asks: an end mark, or the language's question word or final particle at its end. */
const asks: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:do|does|did|is|are|am|was|were|will|would|should|can|could|what|how|why|who|which)\b|\bor not$/iu,
  vi: /(?<![\p{L}])(?:không|ko|hông|chưa|hả|ha|nhỉ|à|sao|gì|đây|ta|chăng)(?:\s+(?:mày|bạn|chị|anh|em|cậu|bà|ông|ơi|ạ|vậy|nhỉ))*$/iu,
  ko: /(?:까|죠|지|나요|니|냐|가요|래|데)(?:요)?$/u,
  zh: /(?:吗|呢|吧|么|办|没有|不)$/u,
};

/** A judgement of the visitor's own act or wish. */
const judgeForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:am i (?:wrong|crazy|overreacting|being (?:petty|dramatic|unreasonable|too \w+)|petty|unreasonable|the bad guy|too \w+)|is (?:that|it|this) (?:petty|rude|wrong|weird|too much|unfair|mean|selfish|dramatic|unreasonable|childish)|would (?:it|that) be (?:wrong|rude|weird|petty|mean|too much)|is it wrong)\b/iu,
  vi: /(?:có (?:sai|quá đáng|quá|kỳ|kì|ích kỷ|nhỏ nhen|tính toán|hẹp hòi|vô lý|lố|nhỏ mọn)(?: lắm| quá)? (?:không|ko|hông|hả|ha)|(?:em|tao|mình|tôi|tớ) (?:sai|quá đáng|nhỏ nhen|ích kỷ) (?:hả|à|không|ko|sao))/iu,
  ko: /(?:이상한|잘못한|잘못인|너무한|쪼잔한|예민한|유난인|유난|속 ?좁은|치사한|이기적인)\s?(?:건가|걸까|거야|거예요|거니|건지|가|거)?(?:요)?$/u,
  zh: /(?:我是不是(?:太|很|有点|想多)|过分(?:吗|么|了吗)|小气(?:吗|么)|有错吗|错了吗|是不是(?:太|有点)(?:小气|过分|计较|敏感|矫情))/u,
};

/** What to do now. */
const whatNowForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhat (?:do|can) i (?:do|say)\b|\bwhat now\b|\bhow do i (?:fix|make (?:it|this) up|make up)\b/iu,
  vi: /(?<!nên )(?:làm (?:gì|sao|thế nào|cách nào)(?: bây giờ| giờ)?(?: đây)?|tính sao(?: đây)?)/iu,
  ko: /(?:어떡해|어떡하지|어떡하죠|어떻게 해야|어쩌지|어쩌죠|어떻게 하지|어떻게 하죠|뭘 해야|뭐 해야)/u,
  zh: /(?:怎么办|咋办|该怎么做|我该做什么|现在该|怎么哄)/u,
};

/** A guess about how the visitor's act went or was taken. */
const guessForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:do you think|you think|will (?:they|he|she|i|everyone|people)|did (?:they|he|she|everyone|anyone|people)|probably|right$)\b/iu,
  vi: /(?<![\p{L}])(?:chắc|liệu|có khi|không biết|có bị)(?![\p{L}])/iu,
  ko: /(?:겠(?:죠|지|어요|어|나요)|[았었였했]을까(?:요)?|[았었였했]나(?:요)?|ㄹ까요)$/u,
  zh: /(?:会不会|是不是|肯定|应该|吧$|了吧)/u,
};

/** Someone else in the context: a third person or a person word the grammar marks (his / my + noun). */
const otherPerson: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:he|she|they|him|her|them|his|their)\b/iu,
  vi: /(?<![\p{L}])(?:nó|ảnh|chỉ|ổng|bả|họ|người ta|ấy|con bồ|bồ|sếp)(?![\p{L}])/iu,
  ko: /(?:걔|그 ?사람|그 ?애|그분|[가-힣]+(?:한테|에게|께서|께))/u,
  zh: /(?:他|她|他们|她们|对方)/u,
};

/** "Guess who" openers, read as the opener form, not a topic. */
const guessWhoOpener: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:guess who|you'?ll never guess who|you won'?t believe who)\b/iu,
  vi: /^(?:(?:mày|bạn|chị|anh|cậu|bà)\s+)?(?:đoán (?:xem|coi|thử)|thử đoán)(?![\p{L}])/iu,
  ko: /(?:맞혀 ?봐|맞춰 ?봐|누군지 알아|누구 만났게|누굴 만났게|누구게)/u,
  zh: /^(?:你猜|猜猜)/u,
};

/** Pronouns and fillers a question holds beside its judgement. */
const pronouns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:i|me|it|that|this|to|so|or|and|is|am|be|of|for|would|just)\b/giu,
  vi: /(?<![\p{L}])(?:em|tao|mình|tôi|tớ|vậy|thế|thì|là|có|không|ko|nhỉ|hả|ha|chị|anh|mày|ạ)(?![\p{L}])/giu,
  ko: /(?:제가|내가|저|나|그게|그건|이게|진짜|좀)/gu,
  zh: /[我你他她它这那了吗呢吧啊的]/gu,
};

/** Words too many for a context told back in one breath. */
function size(text: string, language: ContentLanguage): number {
  return language === 'en' || language === 'vi' ? text.split(/\s+/u).length : [...text.replace(/\s/gu, '')].length;
}

/** The context sentence in the second person, or null when it is too long to tell back whole. */
export function toldContext(sentence: string, language: ContentLanguage, polite: boolean): string | null {
  const clause = trimClause(withoutOpeners(sentence, language), language);
  if (size(clause, language) < 3 || size(clause, language) > (language === 'en' || language === 'vi' ? 24 : 36)) return null;
  if (language === 'ko') {
    const turned = koTurned(clause, polite);
    // The honorific -시- in the past is 셨 (기억하시더라 → 기억하셨구나).
    return turned && !turned.echo ? turned.text.replace(/시었/gu, '셨') : null;
  }
  const told = lowered(secondPerson(clause, language), language);
  // English chat drops the subject before a past verb ("saw the cutest puppy"): said back, the subject is "you".
  // Read from the clause's shape: a first word that is no pronoun or determiner, followed by a determiner (saw the…,
  // gave a…, found your…), or a first word in -ed.
  if (language === 'en' && (/^[a-z]+ed\b/u.test(told) || /^(?!(?:you|your|the|a|an|it|this|that|we|they|he|she|there|some|every|one|so|and|but|what|who|how|why|when|all|both|most|none|many|each)\b)[a-z]+\s+(?:a|an|the|your|his|her|their|some|this|that|these|those)\b/u.test(told))) return `you ${told}`;  // A third-person pronoun that opens the clause is no name (Nó giờ làm… → nó giờ làm…).
  return language === 'vi' ? told.replace(/^(?:Nó|Ảnh|Chỉ|Ổng|Bả|Họ)(?![\p{L}])/u, (word) => word.toLowerCase()) : told;
}

/** Whether a Korean persona speaks politely (their lines and the turned clause). */
function politeKo(persona: PersonaKey): boolean {
  return fixRegister(persona, 'ko') !== 'koPlain';
}

/** Reads a guess-who opener: the person named right after it and what they did. */
function readGuessWho(sentences: readonly string[], language: ContentLanguage, persona: PersonaKey): LaterQuestion | null {
  const at = sentences.findIndex((sentence) => guessWhoOpener[language].test(withoutOpeners(sentence, language)));
  if (at < 0) return null;
  // The person may follow a dash or a colon in the opener's own sentence ("guess who I met — Mrs. Okafor!").
  const inline = /\s[—–:-]\s*(\S.*)$/u.exec(sentences[at] ?? '')?.[1];
  const parts = inline ? [...sentences.slice(0, at), sentences[at] ?? '', inline, ...sentences.slice(at + 1)] : sentences;
  if (at + 2 > parts.length) return null;
  const named = trimClause(parts[at + 1] ?? '', language);
  if (size(named, language) < 1 || size(named, language) > (language === 'en' || language === 'vi' ? 7 : 12)) return null;
  const person = secondPerson(named.replace(/^(?:it was|it's|là|是)\s*/iu, ''), language).replace(/^(?:nó là\s+)/iu, '');
  const rest = parts[at + 2];
  const context = rest ? toldContext(rest, language, politeKo(persona)) : null;
  return { kind: 'guessWho', context: context ?? '', other: true, person: language === 'ko' ? person.replace(/(?:이었어|였어|이었어요|였어요|이야|야|예요|이에요)$/u, '') : person };
}

/** The contrast that turns a wish into a "but I may not": but / nhưng / mà / 는데 / 지만 / 可是 / 但是. */
const contrast: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /,?\s+(?:but|except|only)\s+/iu,
  vi: /,?\s+(?:nhưng|mà|có điều)\s+/iu,
  ko: /(?:는데|지만|는데요|데)[,\s]+/u,
  // A lone 可 or 但 is a contrast only before a subject (可我明明…), never inside a word (可爱, 但愿).
  zh: /[，,]?(?:可是|但是|不过|(?:可|但)(?=[我你他她家这那]))/u,
};

/** A contrast word that opens a sentence (But…, Nhưng…, 근데…, 可是…). */
const contrastOpener: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:but|except|only)\s+/iu,
  vi: /^(?:nhưng|mà|có điều)\s+/iu,
  ko: /^(?:근데|그런데|하지만|그렇지만)\s*/u,
  zh: /^(?:可是|但是|不过|可)[，,]?/u,
};

/** Reads something the visitor wants and may not keep: the wish and the clause that bars it, told back whole. */
function readBarred(text: string, language: ContentLanguage, persona: PersonaKey): LaterQuestion | null {
  if (!barsHaving(text)) return null;
  const sentences = sentencesWithEllipsis(text);
  const at = sentences.findIndex((part) => barsHaving(part));
  const sentence = sentences[at] ?? '';
  // The wish is the clause before the contrast, or the sentence before one that opens with it (…보고 왔어. 근데 못 키워).
  const opened = contrastOpener[language].exec(sentence);
  const cut = opened ? null : contrast[language].exec(sentence);
  const [before, after] = opened && at > 0 ? [sentences[at - 1] ?? '', sentence.slice(opened[0].length)] : cut && cut.index > 0 ? [sentence.slice(0, cut.index), sentence.slice(cut.index + cut[0].length)] : ['', ''];
  const wish = toldContext(before, language, politeKo(persona));
  const barred = trimClause(after, language);
  if (wish === null || size(barred, language) < 2) return null;
  const told = language === 'ko' ? barred : lowered(secondPerson(barred, language), language);
  return { kind: 'barred', context: wish, other: false, person: told };
}

/** A hard part in a past event: a negation, a slip or nerves, read from grammar and a few state words. */
const hardPart: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:couldn'?t|didn'?t|wasn'?t|not|never|no one|nobody|shaking|shook|nervous|froze|messed|forgot|blanked)\b/iu,
  vi: /(?<![\p{L}])(?:không|chẳng|chả|chưa|run|lỡ|quên|hỏng|ngượng)(?![\p{L}])/iu,
  ko: /(?:못|안 |않|떨려|떨렸|떨리|망|까먹|실수)/u,
  zh: /(?:没|不|紧张|抖|忘|砸)/u,
};

/**
 * Reads an event the visitor already had, told with no question (the fall-through's case): the first sentence told back
 * whole, and whether it holds a hard part. Never the lines for the day before it.
 */
export function readPastTold(text: string, language: ContentLanguage, persona: PersonaKey): LaterQuestion | null {
  if (/[?？]/u.test(text)) return null;
  const sentences = sentencesWithEllipsis(text);
  // The sentence told back is the one in the past (a plan beside it is another reader's).
  if (sentences.length > 2 || !toldAsPast(sentences[0] ?? '')) return null;
  const context = toldContext(sentences[0] ?? '', language, politeKo(persona));
  if (context === null) return null;
  return { kind: hardPart[language].test(text) ? 'pastHard' : 'pastPlain', context, other: otherPerson[language].test(text) };
}

/** The visitor's certainty about how things were left (I'm sure / nhớ rõ / 분명 / 明明). */
const sureMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:i'?m (?:sure|positive|certain)|i (?:know|swear) i|i definitely|i def|i clearly)\b/iu,
  vi: /(?<![\p{L}])(?:chắc chắn|nhớ rõ|nhớ là|rõ ràng)(?![\p{L}])/iu,
  ko: /(?:분명|확실히|분명히|틀림없이)/u,
  zh: /(?:明明|肯定|确定|记得)/u,
};

/**
 * The detective's small puzzle with nobody seen: what the visitor found, and the contrast clause with their certainty of
 * how it was left ("…gương bị gập vào, mà tối qua em chắc chắn đã mở ra"), both told back whole.
 */
function readPuzzle(text: string, language: ContentLanguage, persona: PersonaKey): LaterQuestion | null {
  if (persona !== 'detective' || !sureMark[language].test(text)) return null;
  const sentences = sentencesWithEllipsis(text);
  const at = sentences.findIndex((sentence) => sureMark[language].test(sentence));
  const sentence = sentences[at] ?? '';
  const cut = contrast[language].exec(sentence);
  const [found, sure] = cut && cut.index > 0 ? [sentence.slice(0, cut.index), sentence.slice(cut.index + cut[0].length)] : at > 0 ? [sentences[at - 1] ?? '', sentence] : ['', ''];
  const foundTold = toldContext(found, language, politeKo(persona));
  // Korean: the certainty told as reported speech (닫고 나갔는데요 → 닫고 나갔다고).
  const sureTold = size(sure, language) < 2 ? null : language === 'ko'
    ? `${secondPerson(trimClause(sure, language), 'ko').replace(/(?:는데요|는데|어요|아요|어|아|다|요)$/u, '')}다고`
    : lowered(secondPerson(trimClause(sure, language), language), language);
  if (foundTold === null || sureTold === null) return null;
  return { kind: 'puzzle', context: foundTold, other: false, person: sureTold };
}

/** Reads the question asked last, after the sentences that set it up. */
export function readLaterQuestion(text: string, language: ContentLanguage, persona: PersonaKey): LaterQuestion | null {
  const sentences = sentencesWithEllipsis(text);
  const guessWho = readGuessWho(sentences, language, persona);
  if (guessWho) return guessWho;
  const barred = readBarred(text, language, persona);
  if (barred) return barred;
  const puzzle = readPuzzle(text, language, persona);
  if (puzzle) return puzzle;
  if (sentences.length < 2) return null;
  const last = trimClause(withoutOpeners(sentences[sentences.length - 1] ?? '', language), language);
  const marked = /[?？]\s*$/u.test(text.trim());
  if (!marked && !asks[language].test(last) && !whatNowForm[language].test(last)) return null;
  const kind: LaterKind | null = judgeForm[language].test(last) ? 'judge' : whatNowForm[language].test(last) ? 'whatNow' : guessForm[language].test(last) ? 'guess' : null;
  if (kind === null) return null;
  const earlier = sentences.slice(0, -1);
  // The first earlier sentence tells what happened; a second one adds the latest turn (she swears it was already there).
  const first = toldContext(earlier[0] ?? '', language, politeKo(persona));
  if (first === null) return null;
  const second = earlier.length > 1 ? toldContext(earlier[earlier.length - 1] ?? '', language, politeKo(persona)) : null;
  const context = second && language !== 'ko' && size(first, language) + size(second, language) <= (language === 'en' || language === 'vi' ? 30 : 40)
    ? `${first}${language === 'zh' ? '，' : language === 'vi' ? ', rồi ' : ', and '}${second}` : first;
  // The act judged stands in the question when, without the judgement and the pronouns, words are left (is it petty to
  // bring it up, 我让她赔是不是太小气, 돌려 달라고 하면 내가 쪼잔한 거야), unlike "Tớ có sai không" or "그게 실수였을까".
  const rest = last.replace(judgeForm[language], ' ').replace(pronouns[language], ' ').trim();
  const newAct = kind === 'judge' && size(rest, language) >= (language === 'ko' ? 4 : 2);
  return { kind, context, other: otherPerson[language].test(earlier.join(' ')), newAct };
}

type Lines = ByRegister<(context: string, other: boolean, person: string) => string[]>;

/** The answers, per question form and register: the context told back, an honest answer, one question about it. */
const laterLines: Readonly<Record<LaterKind, Lines>> = {
  judge: {
    en: (ctx) => [`So ${ctx}.`, "No, you're not wrong to bring it up: asking for what's fair is not the same as picking a fight.", 'Say it once, calmly, about what happened rather than about who they are.', 'What would feel fair to you?'],
    vi: (ctx) => [`Vậy là ${ctx}.`, 'Không, bạn nói ra chuyện này không có gì sai đâu: đòi điều công bằng khác với gây sự.', 'Nói một lần thôi, bình tĩnh, về chuyện đã xảy ra chứ đừng nói về con người họ.', 'Với bạn thế nào thì mới thấy công bằng?'],
    zh: (ctx) => [`所以是${ctx}。`, '不，你提出来一点都不过分：要一个公平，和找茬不是一回事。', '心平气和地说一次，说发生了什么，别说对方是什么样的人。', '怎样你才觉得公平？'],
    koPlain: (ctx) => [`${ctx}.`, '아니, 그 얘기 꺼내는 거 전혀 이상한 거 아니야. 공평하게 해 달라는 거랑 싸우자는 건 다른 거야.', '한 번만 차분하게, 그 사람이 어떤 사람인지 말고 무슨 일이 있었는지만 말해.', '너는 어떻게 되면 공평하다고 느낄 것 같아?'],
    koPolite: (ctx) => [`${ctx}.`, '아니요, 그 얘기를 꺼내는 건 전혀 이상한 게 아니에요. 공평하게 해 달라는 것과 싸우자는 건 다른 일이에요.', '한 번만 차분하게, 상대가 어떤 사람인지 말고 무슨 일이 있었는지만 말씀해 보세요.', '어떻게 되면 공평하다고 느끼실 것 같아요?'],
    koHage: (ctx) => [`${ctx}.`, '아닐세, 그 얘기를 꺼내는 건 잘못이 아니네. 공평을 청하는 것과 싸움을 거는 건 다른 일이지.', '한 번만 차분히, 사람 말고 일어난 일만 말하게.', '자네는 어떻게 돼야 공평하다고 보나?'],
  },
  guess: {
    en: (ctx) => [`So ${ctx}.`, 'Honestly? Probably far less than you fear: that moment is huge in your head and small in everyone else\'s.', 'People remember how you carried on after it, not the one slip.', 'How did it end, after that?'],
    vi: (ctx) => [`Vậy là ${ctx}.`, 'Nói thật nha: chắc không tệ như bạn nghĩ đâu. Khoảnh khắc đó trong đầu bạn thì to, trong đầu người khác thì nhỏ xíu.', 'Người ta nhớ cách bạn tiếp tục sau đó, chứ không nhớ một chỗ vấp.', 'Sau đó thì mọi chuyện kết thúc thế nào?'],
    zh: (ctx) => [`所以是${ctx}。`, '说实话，大概没有你担心的那么严重：那一下在你脑子里很大，在别人那里很小。', '大家记住的是你后来怎么接着来的，不是那一个小失误。', '那后来是怎么收尾的？'],
    koPlain: (ctx) => [`${ctx}.`, '솔직히? 네가 걱정하는 것보다 훨씬 덜할 거야. 그 순간은 네 머릿속에서만 크고, 다른 사람들한테는 작아.', '사람들은 실수 하나보다 그 뒤에 네가 어떻게 이어 갔는지를 기억해.', '그 뒤엔 어떻게 마무리됐어?'],
    koPolite: (ctx) => [`${ctx}.`, '솔직히요? 걱정하시는 것보다 훨씬 덜할 거예요. 그 순간은 본인 머릿속에서만 크고, 다른 사람들한테는 작거든요.', '사람들은 실수 하나보다 그 뒤에 어떻게 이어 가셨는지를 기억해요.', '그 뒤엔 어떻게 마무리됐어요?'],
    koHage: (ctx) => [`${ctx}.`, '솔직히 말하지. 자네가 걱정하는 것보다 훨씬 덜할 걸세. 그 순간은 자네 머릿속에서만 크네.', '사람들은 실수 하나보다 그 뒤를 기억하지.', '그 뒤엔 어떻게 마무리됐나?'],
  },
  whatNow: {
    en: (ctx, other) => [`So ${ctx}.`, other ? 'First step: one honest sentence, no excuses, saying you know what happened and you\'re sorry it did; then let them talk.' : 'First step: write down the one part you can fix today and do only that; the rest can wait a day.', other ? 'Fixing it is a small thing done after that, not a speech.' : 'A plan this small is easier to start than a big one.', 'What do you think they need to hear most?'],
    vi: (ctx, other) => [`Vậy là ${ctx}.`, other ? 'Bước đầu: một câu thật lòng, không viện cớ, rằng bạn biết chuyện gì đã xảy ra và bạn xin lỗi; rồi để người ta nói.' : 'Bước đầu: ghi ra đúng một phần bạn sửa được hôm nay và chỉ làm phần đó thôi.', other ? 'Bù đắp là một việc nhỏ làm sau đó, chứ không phải một bài diễn văn.' : 'Kế hoạch nhỏ vậy thì dễ bắt đầu hơn.', 'Bạn nghĩ người ta cần nghe điều gì nhất?'],
    zh: (ctx, other) => [`所以是${ctx}。`, other ? '第一步：一句真心话，别找借口，说你知道发生了什么、你很抱歉；然后让对方说。' : '第一步：写下今天就能补救的那一件事，只做那一件。', other ? '弥补是之后做的一件小事，不是一篇演讲。' : '这么小的计划，更容易开始。', '你觉得对方最想听到的是什么？'],
    koPlain: (ctx, other) => [`${ctx}.`, other ? '일단 변명 없이 진심으로 한 마디 해. 무슨 일인지 알고 미안하다고. 그다음엔 상대가 말하게 둬.' : '일단 오늘 바로 고칠 수 있는 거 하나만 적고 그것만 해.', other ? '만회는 그 뒤에 하는 작은 행동이지, 긴 연설이 아니야.' : '작은 계획이 시작하기 쉬워.', '상대가 제일 듣고 싶은 말이 뭘 것 같아?'],
    koPolite: (ctx, other) => [`${ctx}.`, other ? '먼저 변명 없이 진심으로 한 마디 하세요. 무슨 일인지 알고 미안하다고요. 그다음엔 상대가 말하게 두세요.' : '먼저 오늘 바로 고칠 수 있는 것 하나만 적고 그것만 해 보세요.', other ? '만회는 그 뒤에 하는 작은 행동이지, 긴 연설이 아니에요.' : '작은 계획이 시작하기 쉬워요.', '상대가 제일 듣고 싶은 말이 뭘 것 같아요?'],
    koHage: (ctx, other) => [`${ctx}.`, other ? '먼저 변명 없이 진심으로 한 마디 하게. 그다음엔 상대가 말하게 두게.' : '오늘 고칠 수 있는 것 하나만 하게.', '만회는 그 뒤의 작은 행동일세.', '상대가 제일 듣고 싶은 말이 뭐겠나?'],
  },
  barred: {
    en: (ctx, _other, rule) => [`So ${ctx}, but ${rule}.`, "That's a real pull: wanting one and being told no. The wanting isn't silly, it just has nowhere to go yet.", 'Is there a smaller way to have a bit of it until things change: visiting, helping out, a friend\'s one to borrow?', 'What was it about this one that got you?'],
    vi: (ctx, _other, rule) => [`Vậy là ${ctx}, mà ${rule}.`, 'Muốn mà không được thì khó chịu thật. Muốn vậy không có gì ngốc đâu, chỉ là chưa có chỗ cho nó thôi.', 'Có cách nào nhỏ hơn để có một chút niềm vui đó trong lúc chờ không: ghé thăm, phụ giúp, mượn của bạn bè?', 'Điều gì ở lần này làm bạn mê vậy?'],
    zh: (ctx, _other, rule) => [`所以是${ctx}，可是${rule}。`, '想要却不能，这种滋味真不好受。想要一点都不傻，只是暂时没地方放。', '有没有小一点的办法先过过瘾：去看看、帮帮忙、借朋友的陪一陪？', '这一次是哪一点最打动你？'],
    koPlain: (ctx, _other, rule) => [`${ctx}. 근데 ${rule}.`, '갖고 싶은데 안 된다는 거, 진짜 속상하지. 그 마음이 이상한 게 아니라 아직 둘 데가 없는 거야.', '조건이 바뀔 때까지 조금이라도 누릴 방법은 없을까? 보러 가거나, 도와주거나, 친구 걸 잠깐 같이 하거나.', '이번엔 뭐가 그렇게 마음을 끌었어?'],
    koPolite: (ctx, _other, rule) => [`${ctx}. 그런데 ${rule}.`, '갖고 싶은데 안 된다는 거, 정말 속상하죠. 그 마음이 이상한 게 아니라 아직 둘 곳이 없는 거예요.', '조건이 바뀔 때까지 조금이라도 누릴 방법은 없을까요? 보러 가거나, 돕거나, 지인 것을 잠깐 함께하거나요.', '이번엔 뭐가 그렇게 마음을 끌었어요?'],
    koHage: (ctx, _other, rule) => [`${ctx}. 그런데 ${rule}.`, '갖고 싶은데 안 된다니 속이 상하겠군. 그 마음은 잘못이 아닐세.', '조건이 바뀔 때까지 조금이라도 누릴 길은 없겠나?', '이번엔 무엇이 그리 마음을 끌었나?'],
  },
  puzzle: {
    en: (found, _other, sure) => [`So ${found}, yet ${sure}. That gap is the whole case.`, 'Three ways it happens: someone else with access, something that does it on its own (a timer, the wind, a setting), or a memory that is really a habit: you remember doing it because you always do.', 'Test it: next time, take a quick photo of how you left it before you go.', 'Who else can get to it?'],
    vi: (found, _other, sure) => [`Vậy là ${found}, mà ${sure}. Cái khoảng hở đó chính là vụ án.`, 'Có ba khả năng: một người khác cũng đụng tới được, một thứ tự nó xảy ra (hẹn giờ, gió, một chế độ cài sẵn), hoặc trí nhớ thật ra là thói quen: bạn nhớ mình làm vì ngày nào cũng làm.', 'Thử nghiệm: lần tới trước khi đi, chụp nhanh một tấm xem bạn để nó thế nào.', 'Còn ai khác tới gần được nó không?'],
    zh: (found, _other, sure) => [`所以是${found}，可${sure}。这中间的差距就是案子本身。`, '一般有三种可能：别人也碰得到它；它自己会变（定时、风、某个设置）；或者那段记忆其实是习惯，你记得做了，是因为你每次都做。', '做个实验：下次离开前，拍一张照片记下它的样子。', '还有谁能接触到它？'],
    koPlain: (found, _other, sure) => [`${found}. 그런데 ${sure} 했잖아. 바로 그 틈이 사건이야.`, '가능성은 셋이야. 다른 누가 손댈 수 있거나, 저절로 그렇게 되는 장치(타이머, 바람, 설정)가 있거나, 기억이 사실은 습관이거나. 늘 하니까 했다고 기억하는 거지.', '다음엔 나가기 전에 어떻게 두고 가는지 사진 한 장 찍어 둬.', '그거 손댈 수 있는 사람, 또 누가 있어?'],
    koPolite: (found, _other, sure) => [`${found}. 그런데 ${sure} 하셨죠. 바로 그 틈이 사건이에요.`, '가능성은 셋이에요. 다른 누가 손댈 수 있거나, 저절로 그렇게 되는 장치(타이머, 바람, 설정)가 있거나, 기억이 사실은 습관이거나요.', '다음엔 나가기 전에 어떻게 두고 가는지 사진 한 장 찍어 두세요.', '그걸 손댈 수 있는 사람이 또 누가 있나요?'],
    koHage: (found, _other, sure) => [`${found}. 그런데 ${sure} 했지. 바로 그 틈이 사건일세.`, '가능성은 셋이네. 다른 누가 손댈 수 있거나, 저절로 그리 되는 장치(타이머, 바람, 설정)가 있거나, 기억이 실은 습관이거나.', '다음엔 나가기 전에 어떻게 두고 가는지 사진을 한 장 찍어 두게.', '그걸 손댈 수 있는 자가 또 누군가?'],
  },
  pastHard: {
    en: (ctx) => [`So ${ctx}.`, "That part sounds hard, and it's behind you now: you went through with it anyway, and that counts.", 'How do you feel about it today, looking back?'],
    vi: (ctx) => [`Vậy là ${ctx}.`, 'Đoạn đó nghe khó thật, nhưng nó qua rồi: bạn vẫn làm tới cùng, vậy là đáng kể lắm.', 'Giờ nhìn lại, bạn thấy sao?'],
    zh: (ctx) => [`所以是${ctx}。`, '那一段听着确实不容易，不过已经过去了：你还是坚持做完了，这很算数。', '现在回头看，你感觉怎么样？'],
    koPlain: (ctx) => [`${ctx}.`, '그 부분 진짜 힘들었겠다. 그래도 이미 지나갔고, 끝까지 해낸 건 너야.', '지금 돌아보면 기분이 어때?'],
    koPolite: (ctx) => [`${ctx}.`, '그 부분 정말 힘드셨겠어요. 그래도 이미 지나갔고, 끝까지 해내신 거예요.', '지금 돌아보면 기분이 어떠세요?'],
    koHage: (ctx) => [`${ctx}.`, '그 대목은 힘들었겠군. 그래도 이미 지났고, 끝까지 해낸 건 자넬세.', '지금 돌아보니 어떤가?'],
  },
  pastPlain: {
    en: (ctx) => [`So ${ctx}.`, 'Tell me the part you keep thinking about: how did it go?'],
    vi: (ctx) => [`Vậy là ${ctx}.`, 'Kể mình nghe đoạn bạn cứ nghĩ tới mãi đi: mọi chuyện diễn ra sao?'],
    zh: (ctx) => [`所以是${ctx}。`, '说说你一直在想的那一段：后来怎么样了？'],
    koPlain: (ctx) => [`${ctx}.`, '계속 생각나는 장면 있으면 얘기해 줘. 어땠어?'],
    koPolite: (ctx) => [`${ctx}.`, '계속 떠오르는 장면이 있으면 얘기해 주세요. 어떠셨어요?'],
    koHage: (ctx) => [`${ctx}.`, '자꾸 떠오르는 대목이 있으면 말해 보게. 어땠나?'],
  },
  guessWho: {
    en: (ctx, _other, person) => [`${person}? No way!`, ...(ctx ? [`And ${ctx}: that's such a nice surprise.`] : ["That's such a nice surprise."]), 'How did it feel, after all this time?'],
    vi: (ctx, _other, person) => [`${person} hả? Trời ơi, bất ngờ ghê!`, ...(ctx ? [`Mà ${ctx} nữa, nghe mà vui lây.`] : []), 'Gặp lại sau ngần ấy năm bạn thấy sao?'],
    zh: (ctx, _other, person) => [`${person}？不会吧！`, ...(ctx ? [`${ctx}，这也太暖了。`] : []), '隔了这么多年再见，你什么感觉？'],
    koPlain: (ctx, _other, person) => [`헐, ${person}? 대박!`, ...(ctx ? [`${ctx}, 진짜 반가웠겠다.`] : []), '그렇게 오랜만에 보니까 기분이 어땠어?'],
    koPolite: (ctx, _other, person) => [`와, ${person}요? 정말요?`, ...(ctx ? [`${ctx}. 정말 반가우셨겠어요.`] : []), '그렇게 오랜만에 보니까 기분이 어떠셨어요?'],
    koHage: (ctx, _other, person) => [`${person}라니, 뜻밖이군.`, ...(ctx ? [`${ctx}.`] : []), '오랜만에 보니 기분이 어떻던가?'],
  },
};

/** The reply to a question asked last (or a guess-who opener), in the persona's register. */
export function writeLaterQuestion(reading: LaterQuestion, persona: PersonaKey, language: ContentLanguage): string[] {
  const register = fixRegister(persona, language);
  // The 하게체 persona ends a turned clause with -군, never the polite -군요.
  const context = register === 'koHage' ? reading.context.replace(/군요$/u, '군') : reading.context;
  const lines = laterLines[reading.kind][register](context, reading.other, reading.person ?? '');
  // A sentence that opens the reply starts with a capital letter.
  return lines.map((line) => (language === 'en' || language === 'vi' ? line.replace(/^./u, (first) => first.toUpperCase()) : line));
}
