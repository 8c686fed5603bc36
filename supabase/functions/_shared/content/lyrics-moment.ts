/**
 * Round 19 (issue 13): the visitor's moment told in the verses, on the two paths that answer most fresh requests (a
 * family keyword's stock images, and the emotion's stock lines). Round 17 told back only a clause of one shape (an
 * English -ing act, a Korean final verb, a Vietnamese verb first, a Chinese time first) and only in the opening; a theme
 * with a subject ("my son said dada for the first time on a video call…", "옆자리 동료가 맨날 내 점심 반찬 뺏어먹음",
 * "和老婆在菜市场为买哪条鱼吵了十分钟") or with two clauses ("mẹ nằm viện, tối nào mình cũng ngủ…") was sung around a
 * cut noun ("I keep coming back to the im", "满脑子都是老婆") and never told. Now the request is told in its own parts
 * (its clauses, then each long clause cut at its time, place or second clause), turned to the singer (English i/im,
 * Vietnamese mình → ta, a Korean casual -음/-함 note → -어/-해, a Chinese clause with no subject → 我…), the first two
 * in the opening, the rest at the head of the second verse, which then tells the act again in the chosen emotion.
 * Read from grammar: the boundary words are grammatical classes (prepositions, conjunctions, time nouns, Korean
 * connective and subject endings, Chinese prepositions); the closing tails are one line per emotion.
 */
import type { ContentLanguage, LyricsEmotion } from '../contract/content-types.ts';
import { toldBack, vietnameseVerb, type ToldBack } from './lyrics-told-back.ts';
import { softCut } from './lyrics-moment-cut.ts';

/** A moment told back: the opening's act and rest (round 17's shape), the parts left for the second verse, and its echo. */
export interface Moment extends ToldBack {
  /** The parts after the first two, sung at the head of the second verse, then the echo. */
  later: string[];
  /** Whether the chorus sings the name as it stands, whatever its length (it is already a line of the song's own). */
  whole: boolean;
  /** Round 20: every part of the moment in order, with no lead-in (empty for round 17's shapes), for a scene's second verse. */
  parts: string[];
  /** Round 20: the act told again in the chosen emotion (the echo that closes `later`). */
  echoLine: string;
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Chat noise after a request ("lol", "ㅋㅋ", "哈哈", "!!"), never sung. */
const trailingNoise = /(?:\s+(?:lol|lmao|haha+|ugh|tbh|ngl|huhu|hic|kkk)|\s*(?:ㅋ+|ㅠ+|ㅜ+|哈+|呜+)|[\s.!?。！？~…]+)+$/iu;

/** English words a long clause is cut before (prepositions of time and place, conjunctions). */
const englishBoundary = /^(?:on|in|at|before|after|when|while|and|but|because|so|until|since|during|from|without|every|tonight|yesterday)$/iu;
/** English words after which no cut is made ("the | last"), since the next word belongs to them. */
const englishBinder = /^(?:the|a|an|my|your|his|her|our|their|this|that|for|of|to|into|onto|than|just|even|only)$/iu;

/** Vietnamese words a long clause is cut before (conjunctions, time nouns, place prepositions). */
const vietnameseBoundary = /^(?:mà|nhưng|rồi|để|vì|khi|lúc|sau|trước|đêm|tối|sáng|chiều|trưa|hôm|ở|tại|trong|dưới|đúng|ngay)$/iu;
/** Vietnamese words that bind the next word ("những buổi chiều", "mỗi sáng", "đêm | hôm qua", round 20: "4 giờ sáng"): no cut after one. */
const vietnameseBinder = /^(?:những|buổi|các|mấy|mỗi|một|cả|hai|ba|bao|vài|từng|đúng|ngay|đêm|tối|sáng|chiều|trưa|ngày|hôm|lúc|khi|ở|tại|trong|sau|trước|nào|vẫn|còn|đã|đang|sẽ|cũng|chưa|không|mới|vừa|hay|thường|cứ|giờ)$/iu;

/** Korean connective endings that close a clause's part (…고, …서, …는데), never a purpose (…려고) nor a place (…에서). */
const koreanConnective = /(?:[^려]고|며|면서|는데|니까|다가|[^에]서)$/u;
/** A Korean subject after a vowel (…동료가, …엄마가): a cut only near the clause's head. */
const koreanSubject = /[^이]가$/u;

/** Whether a Korean word modifies the next noun (…던, …는, or one syllable closed by ㄴ or ㄹ: 산, 갈): no cut before it. */
function koreanAdnominal(word: string): boolean {
  if (/(?:던|는)$/u.test(word)) return true;
  // Round 20: the negations 안 and 못 ("아직도 안 갚음") close in ㄴ/ㅅ but modify the verb after them, never a noun.
  if (word === '안' || word === '못') return false;
  const code = word.charCodeAt(0) - 0xac00;
  return word.length === 1 && code >= 0 && code <= 11171 && [4, 8].includes(code % 28);
}

/** A Korean past final (…땄다, …했다, …갔다): a sentence's end inside the request, never a noun in 다 (바다). */
function koreanPastFinal(word: string): boolean {
  if (!/[가-힣]다$/u.test(word)) return false;
  const before = word.charCodeAt(word.length - 2) - 0xac00;
  return before >= 0 && before % 28 === 20;
}

/** Chinese prepositions and adverbs a long clause is cut before (为, 因为, 跟…), never at the first characters. */
const chineseCut = /(?:为了|因为|为|跟|和|一边|然后|结果|可是|但是|却|还在|又在|总是|还没)/u;
/** A Chinese clause that opens on its act, with no subject: the singer's 我 is put before it. */
const chineseSubjectless = /^(?:和|跟|被|把|给|在|去|又|还|没|刚|终于|一个人|第一次|每天|每年|带)/u;

/** Cuts words at boundary words, each part at least `min` words long (the last at least `last`); at most three parts. */
function cutWords(words: readonly string[], boundary: RegExp, binder: RegExp, min: number, last: number): string[] {
  const parts: string[][] = [[]];
  for (const [i, word] of words.entries()) {
    const current = parts[parts.length - 1] as string[];
    const left = words.length - i;
    if (current.length >= min && left >= last && boundary.test(word) && !binder.test(words[i - 1] ?? '') && parts.length < 3) parts.push([word]);
    else current.push(word);
  }
  return parts.map((part) => part.join(' '));
}

/** The singer's own words in English: i, im, ive, dont… written as a lyric writes them. */
function englishVoice(text: string): string {
  return text
    .replace(/\bim\b/giu, "I'm").replace(/\bive\b/giu, "I've").replace(/\bid\b(?=\s+(?:\p{L}+ed|love|never|rather)\b)/giu, "I'd")
    .replace(/\b(do|does|did|is|was|have|has|had|ca|wo|could|would|should)nt\b/giu, (_, head: string) => `${head}n't`)
    .replace(/\bi\b/gu, 'I')
    .replace(/\bu\b/giu, 'you');
}

/** Korean nouns that end in ㅁ (마음, 사람, 여름…), never a casual note's verb (먹음, 잡힘, 불안함). */
const koreanMNoun = /^(?:마음|사람|처음|다음|여름|이름|얼음|기쁨|슬픔|아픔|그림|꿈|봄|밤|몸|힘|맘|잠|삶|점심|바람|가슴|보름|요즘|지금|조금|마감|고음|모임|그림|게임|느낌|처음|마음)$/u;

/** The spoken ending of a syllable closed by ㅁ: 함 → 해, 잡힘 → 잡혀, 됨 → 돼, 봄 → 봐 (its vowel joined to 아/어). */
const spokenVowel: Record<number, number> = { 0: 0, 1: 1, 4: 4, 5: 5, 8: 9, 11: 10, 13: 14, 18: 4, 20: 6 };

/**
 * A Korean casual note ending (…먹음, …불안함, …잡힘) turned to the singer's spoken ending (…먹어, …불안해, …잡혀), on
 * the request's last word only, when it is a verb's note: not a noun in ㅁ, not a noun an adnominal word modifies.
 */
function koreanVoice(text: string): string {
  const words = text.split(/\s+/u);
  const last = words[words.length - 1] ?? '';
  const before = words[words.length - 2] ?? '';
  if (words.length < 2 || [...last].length < 2 || koreanMNoun.test(last) || koreanAdnominal(before)) return text;
  const code = last.charCodeAt(last.length - 1) - 0xac00;
  // Only a verb's note: …음 after a stem, …함/…됨 (불안함, 취소됨), a passive or causative …힘/…김/…림/…짐/…임 (잡힘, 걸림).
  if (code < 0 || code > 11171 || !/[음함됨힘김림짐임]$/u.test(last)) return text;
  const initial = Math.floor(code / 588);
  const medial = Math.floor((code % 588) / 28);
  const stem = last.slice(0, -1);
  let spoken: string;
  if (initial === 11 && medial === 18) {
    // 먹음 → 먹어, 잡음 → 잡아, 했음 → 했어: the vowel of the stem's last syllable picks 아 or 어.
    const vowel = Math.floor(((stem.charCodeAt(stem.length - 1) - 0xac00) % 588) / 28);
    spoken = `${stem}${vowel === 0 || vowel === 8 ? '아' : '어'}`;
  } else {
    const turned = initial === 18 && medial === 0 ? 1 : spokenVowel[medial];
    if (turned === undefined) return text;
    spoken = `${stem}${String.fromCharCode(0xac00 + initial * 588 + turned * 28)}`;
  }
  return [...words.slice(0, -1), spoken].join(' ');
}

/** One clause of the request cut into parts and turned to the singer (in the visitor's case; each part is capitalised when sung). */
function clauseParts(clause: string, language: ContentLanguage, first: boolean): string[] {
  if (language === 'en') {
    // "finally got my driver's license…": an act with no subject is the singer's ("I finally got…").
    const own = first && /^(?:(?:finally|just|still|never|always|almost|accidentally)\s+)?(?:\p{L}{2,}ed|got|went|came|took|made|left|lost|found|met|ran|bought|saw|ate|kept|told|gave|won|broke|spent|sent|drove|rode|fell|sang|wrote|taught|brought|held)\s/iu.test(clause);
    const words = englishVoice(own ? `I ${clause.charAt(0).toLowerCase()}${clause.slice(1)}` : clause).split(/\s+/u);
    return words.length > 8 ? cutWords(words, englishBoundary, englishBinder, 3, 3) : [words.join(' ')];
  }
  if (language === 'vi') {
    // "cổ vũ đội tuyển…", "đi biển…": an act that opens on a verb has the singer as its subject ("Ta cổ vũ…").
    const own = first && (vietnameseVerb.test(clause.split(/\s+/u)[0] ?? '') || /^(?:cổ vũ|ủng hộ|chúc mừng|luyện|chơi)\s/iu.test(clause));
    const words = (own ? `ta ${clause.charAt(0).toLowerCase()}${clause.slice(1)}` : clause).split(/\s+/u).map((word) => (/^mình$/iu.test(word) ? 'ta' : word));
    return words.length > 8 ? cutWords(words, vietnameseBoundary, vietnameseBinder, 3, 3) : [words.join(' ')];
  }
  if (language === 'ko') {
    const words = koreanVoice(clause).split(/\s+/u);
    if (words.length < 4) return [words.join(' ')];
    // "옆자리 동료가 | 맨날 내 점심 반찬 뺏어먹어", "드디어 운전면허 땄다 | 이번 주말에 바다 갈 거야": one cut, after the
    // first closing ending that leaves two words or more on each side.
    // A subject is cut off only from a finite clause ("남자친구가 | 또 내 생일을 까먹어"), never from a noun phrase its
    // clause modifies ("아빠가 몰래 … 칠해놓은 거").
    const end = words[words.length - 1] ?? '';
    const finite = /(?:어|아|해|요|네|래|워|와|봐|줘|져|혀|돼)$/u.test(end) || koreanPastFinal(end);
    const at = words.findIndex((word, i) => i <= words.length - 3 && !koreanAdnominal(words[i + 1] ?? '') && (koreanConnective.test(word) || (i >= 1 && koreanPastFinal(word)) || (finite && i <= 2 && koreanSubject.test(word) && (i >= 1 || word.length >= 3))));
    return at < 0 ? [words.join(' ')] : [words.slice(0, at + 1).join(' '), words.slice(at + 1).join(' ')];
  }
  const told = first && chineseSubjectless.test(clause) ? `我${clause}` : clause;
  if ([...told].length < 10) return [told];
  const match = chineseCut.exec(told.slice(4));
  // "下周就要 | 和…见面了": no cut after an auxiliary or adverb, whose verb comes after the cut.
  if (match === null || /[要想会能该得就也还都去]$/u.test(told.slice(0, 4 + match.index))) return [told];
  const at = 4 + match.index;
  return [told.slice(0, at), told.slice(at)];
}

/** The closing tail of the echo: the act told again in the chosen emotion. */
const echoTail: Record<ContentLanguage, Record<LyricsEmotion, string>> = {
  en: {
    general: 'and the day goes on', breakup: "and I'm letting go", love: 'and my heart goes with it', hope: "and I know it's a start",
    sadness: 'and it still aches', joy: "and I can't stop smiling", longing: 'and I miss it still', cheering: "and it's not over yet",
    comfort: "and that's okay for now", anger: "and I'm done keeping quiet",
  },
  vi: {
    general: 'rồi ngày cứ thế trôi', breakup: 'thôi thì ta buông tay', love: 'lòng ta ấm cả', hope: 'ta tin rồi sẽ ổn',
    sadness: 'lòng vẫn còn đau', joy: 'ta cười mãi không thôi', longing: 'ta nhớ hoài không thôi', cheering: 'chưa hết đâu, cố lên',
    comfort: 'không sao, cứ từ từ', anger: 'ta chẳng im lặng nữa đâu',
  },
  ko: {
    general: '그렇게 하루가 지나가', breakup: '이제는 놓아줄게', love: '그래서 더 사랑하게 돼', hope: '그래도 내일은 괜찮을 거야',
    sadness: '아직도 마음이 아파', joy: '생각만 해도 웃음이 나', longing: '그때가 자꾸 그리워', cheering: '아직 끝난 거 아니야, 힘내',
    comfort: '괜찮아, 천천히 해도 돼', anger: '더는 참지 않을 거야',
  },
  zh: {
    general: '日子就这样过去', breakup: '这一次我放手了', love: '想到这里心就软了', hope: '明天会更好的',
    sadness: '心里还是好疼', joy: '想起来就忍不住笑', longing: '好想回到那时候', cheering: '还没结束，加油',
    comfort: '没关系，慢慢来', anger: '我不会再忍了',
  },
};

/** The act told again with the emotion's tail ("My son said dada for the first time, and my heart goes with it"). */
function echo(act: string, language: ContentLanguage, emotion: LyricsEmotion): string {
  const tail = echoTail[language][emotion];
  const bare = act.replace(/[,，、]$/u, '');
  return language === 'zh' ? `${bare}，${tail}` : `${bare}, ${tail}`;
}

/**
 * The opening's lead-in before the act, so the opening is never the chorus's naming line sung a fourth time: a memory
 * ("I remember …") when the theme looks back, else a teller's opener ("Let me tell you: …", "있잖아, …").
 */
const lead: Record<ContentLanguage, { memory: (act: string) => string; now: (act: string) => string }> = {
  en: { memory: (act) => `I remember ${lowerFirst(act)}`, now: (act) => `Let me tell you: ${lowerFirst(act)}` },
  vi: { memory: (act) => `Ta vẫn nhớ ${lowerFirst(act)}`, now: (act) => `Chuyện là thế này, ${lowerFirst(act)}` },
  ko: { memory: (act) => `아직도 생각나, ${act}`, now: (act) => `있잖아, ${act}` },
  zh: { memory: (act) => `我还记得，${act}`, now: (act) => `你知道吗，${act}` },
};

/** A part's first letter in lower case mid-line, unless it is I or a name the visitor capitalised past its first letter. */
function lowerFirst(text: string): string {
  return /^(?:I\b|I'|\p{Lu}\p{L}*\s+\p{Lu})/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** A part that opens on a conjunction or a purpose (and, but, mà, để…): no chorus line of its own. */
const conjunctionFirst = /^(?:and|but|because|so|or|mà|nhưng|rồi|vì|để|và|hay)\s/iu;

/** The longest act that names nothing alone (a time or a lead: "周末", "下周就要"), in characters. */
const weakAct: Record<ContentLanguage, number> = { en: 8, vi: 8, ko: 4, zh: 4 };

/** A part that is only a time (…的时候, …那天, …날, …때): it names no act. */
const timeHead: Record<ContentLanguage, RegExp> = {
  en: /^(?:on|in|at|every|after|before|during)\s|^(?:the\s+)?(?:(?:last|first|next|same)\s+)?(?:night|day|morning|evening|week|weekend|summer|winter|spring|autumn|fall)$/iu,
  vi: /^(?:sau|trước|lúc|khi|hôm|ngày|đêm|tối|sáng)\s/iu,
  ko: /(?:날|때|후에|뒤에|다음에|아침|저녁|밤|새벽)$/u,
  zh: /(?:的时候|时候|那天|那年|以后|之后|以前|之前|后|时)$/u,
};

/** Round 20: the longest time lead and act named together in the chorus, in characters. */
const joinedLine: Record<ContentLanguage, number> = { en: 40, vi: 40, ko: 20, zh: 12 };

/** An English past verb (a grammatical class: -ed and the common irregular pasts). */
const englishPast = /\b(?:\p{L}{2,}ed|was|were|had|did|said|went|came|took|made|got|left|told|gave|saw|ate|kept|lost|found|met|sat|ran|bought|thought|taught|brought|felt|heard|held|sang|wrote|drove|rode|fell|won|broke|spent|sent)\b/iu;

/** The longest first clause told whole before a second one, in characters. */
const shortClause: Record<ContentLanguage, number> = { en: 24, vi: 24, ko: 12, zh: 8 };

/** Whether a request is long enough to be a moment rather than a noun phrase. */
function momentLength(text: string, language: ContentLanguage): boolean {
  const words = text.split(/\s+/u).length;
  if (language === 'zh') return [...text.replace(/\s+/gu, '')].length >= 7;
  return words >= (language === 'ko' ? 3 : 5);
}

/**
 * The request told in its own parts, or null when it is too short to be a moment. Round 17's told-back shapes keep
 * their opening ("Here I am, …", "凌晨三点，我还在改论文"); every other long request is told in its clauses' parts.
 */
export function readMoment(theme: string, language: ContentLanguage, memory: boolean, emotion: LyricsEmotion, dedicated = false): Moment | null {
  const text = theme.trim().replace(trailingNoise, '').trim();
  const told = toldBack(text, language, memory);
  // Round 17's shapes: the echo takes its naming words, unless they are a small tail of the act ("해주고 싶어").
  if (told !== null) {
    const echoLine = echo(told.name !== '' && [...told.name].length * 2 >= [...told.act].length ? told.name : told.act, language, emotion);
    return { ...told, whole: false, later: [echoLine], parts: told.rest !== '' ? [told.act, capital(told.rest)] : [], echoLine };
  }
  // A song sent to someone ("gửi mẹ ở quê…", "…한테") is sung to them, never told as an act ("Ta vẫn nhớ gửi mẹ…").
  if (dedicated || !momentLength(text, language)) return null;
  // A full stop ends a clause only after a word ("… the night. Then …"), never inside "2 a.m.".
  const clauses = text.split(/\s*(?:[,，;；。!?！？]|(?<=[\p{L}\d]{2})\.(?=\s))+\s*/u).filter((clause) => clause !== '');
  const split = clauses.map((clause, i) => clauseParts(clause, language, i === 0).filter((part) => part !== ''));
  // A first clause with no part to cut it at is never sung whole (a pasted request reads as a machine): it gives way,
  // unless it is a short clause before another one ("mẹ nằm viện, tối nào mình cũng…", "被裁员了，还没敢…").
  const short = split.length >= 2 && [...(split[0]?.[0] ?? '')].length <= shortClause[language];
  // Round 20: such a clause is first cut at a softer point (a relative word, a preposition, a time clause's end); only
  // one with no such point still gives way.
  if ((split[0]?.length ?? 0) < 2 && !short) {
    const soft = softCut(split[0]?.[0] ?? '', language, vietnameseVerb);
    if (soft === null) return null;
    split[0] = soft;
  }
  const parts = split.flat().map(capital);
  const [act, rest = '', ...more] = parts.slice(0, 4) as [string, ...string[]];
  // An English memory lead only before a past act ("I remember my dad taught me…"), never "I remember we've been apart".
  const looksBack = memory && (language !== 'en' || englishPast.test(act));
  const opening = (looksBack ? lead[language].memory : lead[language].now)(act);
  // The chorus names the act, unless it is a subject or a lead alone ("옆자리 동료가 | 맨날 내 점심 반찬 뺏어먹어",
  // "周五下班 | 和同事去吃火锅"): then its second part; a part opening on a conjunction ("And I can see…") names nothing.
  const weak = (language === 'ko' && (koreanSubject.test(act) || koreanConnective.test(act))) || [...act].length <= weakAct[language] || timeHead[language].test(act);
  // Its second part is then sung in the first verse already: the chorus sings it with the emotion's tail, so no line
  // is heard four times, and the second verse takes only the parts left.
  if (weak && rest !== '' && !conjunctionFirst.test(rest)) {
    // Round 20: a time lead and its act short enough for one line are named together ("同桌毕业后去了深圳", never "去了深圳"
    // with its subject lost); a longer pair, or a subject alone, is named by its second part as round 19 did.
    const joined = language === 'zh' ? `${act}${rest}` : `${act} ${lowerFirst(rest)}`;
    const named = timeHead[language].test(act) && [...joined].length <= joinedLine[language] ? joined : rest;
    return { act: opening, rest, name: echo(named, language, emotion), whole: true, later: more, parts, echoLine: echo(named, language, emotion) };
  }
  const name = act;
  return { act: opening, rest, name, whole: true, later: [...more, echo(name, language, emotion)], parts, echoLine: echo(name, language, emotion) };
}
