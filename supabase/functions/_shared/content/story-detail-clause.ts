/**
 * The complication of a shaped opening (issue 13, round 11): the clause after its turn (but / then / and then, nhưng /
 * mà / thì, 는데 / 지만 / 더니, 却 / 可是 / 结果 / 没想到) is the plot's difficulty. It is read as a whole clause (a
 * subject with its predicate, up to the sentence's end) and kept only when its edges are sure; its kind (weather, a
 * device failing, smoke or a mess, someone absent or late, a thing lost) comes from small families of predicates, and an
 * unknown kind stays 'other' so the plot answers it honestly instead of ignoring it.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isWholeSlotPhrase } from './story-first-slots.ts';

/** What kind of difficulty the clause tells of; 'other' when no family reads it. */
export type TroubleKind = 'weather' | 'device' | 'mess' | 'absent' | 'lost' | 'forgot' | 'other';

/** The opening's complication. */
export interface Complication {
  /** The whole clause, told back as it stands (already past and in the narrator's person), or null when its edges are unsure. */
  clause: string | null;
  kind: TroubleKind;
  /** The clause's subject noun phrase when the grammar is sure of it (the battery, xe buýt, 냄비, 投影仪). */
  subject: string | null;
  /** The whole clause in whatever tense it was written (the forecast says rain, 비가 온다고 한다), for a plot told as it unfolds; null when its edges are unsure. */
  present: string | null;
  /** The thing forgotten or lost, as the clause names it (my charger, 텐트 폴, 钥匙), or null. */
  thing: string | null;
  /** Where the turn begins in the opening: the text before it is the act itself. */
  at: number;
}

/** The turn that opens the complication, and the clause after it up to the sentence's end. */
const turns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /(?:,\s*|\s+)(?:but then|but|and then|then|and|until|till|only to find(?: that)?)\s+(?:suddenly\s+|all of a sudden\s+)?([^.!?;]+)/giu,
  vi: /(?:,\s*(?:nhưng mà|nhưng rồi|nhưng|vậy mà|thế mà|ai ngờ|không ngờ|mà rồi|mà|thì|rồi)|\s+thì)\s+(?:bỗng dưng\s+|tự nhiên\s+|đột nhiên\s+)?([^.!?;]+)/giu,
  ko: /(?:는데|은데|ㄴ데|했는데|지만|더니|(?:았|었|였|했|났|갔|왔|섰|렸|졌|하|가|오|타|먹|자|걷|달리|놀|보)다가)[,，]?\s+([^.!?]+)/gu,
  zh: /(?:[，,]|[。！!？?；;]\s*)(?:结果|没想到|谁知道|谁知|哪知道|可是|但是|可|但|不料)[，,]?([^。！!？?；;]+)|[，,]([^，,。！!？?]{1,8}?)却([^。！!？?；;]+)/gu,
};

/** English past forms a clause's predicate may hold (besides regular -ed). */
const englishPast = /\b(?:was|were|had|did|went|came|broke|died|fell|froze|blew|began|stopped|caught|got|left|lost|forgot|ran|rang|took|gave|made|hit|set|shut|cut|spilt|burnt|stood|sat|rose|drove|flew|wouldn['’]t|couldn['’]t|didn['’]t|wasn['’]t|weren['’]t|hadn['’]t|[a-z]{2,}ed)\b/iu;
/** English words a clause's subject may begin with: a determiner, a pronoun, or a bare plural / mass noun. */
const englishSubject = /^(?:(the|my|our|his|her|their|a|an|its|your|this|that|every|all|half)\s+((?:[a-z'’-]+\s+){0,3}?[a-z'’-]+)\s+(?=(?:was|were|had|did|just|suddenly|started|began|kept|would|could|is|are|has|have|will|won['’]t|wouldn['’]t|didn['’]t|[a-z]+ed|died|broke|fell|froze|blew|went|caught|got|ran|rang|came|left|lost|forgot|took|gave|made|hit|shut|cut|burnt|sank|stood|sat|rose|said|[a-z]{3,}s)\b)|(i|it|she|he|they|we|nobody|no one|everything|nothing)\s)/iu;

const kindWords: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [TroubleKind, RegExp]>>> = {
  en: [
    ['weather', /\b(?:rain(?:ed|ing|s)?|pour(?:ed|ing)|storm|thunderstorm|thunder|lightning|snow(?:ed|ing|storm)?|blizzard|hail(?:ed)?|wind|gale|typhoon|hurricane|fog|heatwave|downpour|drizzl(?:e|ed|ing)|sleet)\b/iu],
    ['mess', /\b(?:smok(?:e|ed|ing|y)|burn(?:ed|t|ing)|charred|caught fire|on fire|scorch(?:ed)?|spill(?:ed|t)|flood(?:ed)|overflow(?:ed)|collaps(?:ed|e)|sank|cracked|exploded|mess|melted|curdled|too (?:salty|sweet|sour|dry|runny)|undercooked|raw in the middle)\b/iu],
    ['forgot', /\b(?:forgot|left (?:it|them|my|her|his|the)\b[^.!?]*\b(?:behind|at home|in the car|on the (?:train|bus|table|counter))|without (?:my|her|his|the) [a-z]+ (?:and|so)\b)/iu],
    ['lost', /\b(?:lost|missing|couldn['’]t find|could not find|dropped|vanished|got lost|took a wrong turn)\b/iu],
    ['absent', /\b(?:late|delayed|cancel(?:l)?ed|didn['’]t (?:show|come|turn up)|never (?:showed|came|turned up)|no-show|stood (?:me|us|her|him) up|nobody (?:came|showed)|no one (?:came|showed)|wasn['’]t there|weren['’]t there|held up|stuck in traffic)\b/iu],
    ['device', /\b(?:died|dead|broke(?: down)?|broken|stopped working|stopped|crashed|froze|went (?:dead|out|blank|black|silent)|cut out|wouldn['’]t (?:start|work|turn on|open|load)|didn['’]t work|failed|jammed|flat|glitch(?:ed)?|short-circuited|blew a fuse|power (?:went|cut)|blackout)\b/iu],
  ],
  vi: [
    ['weather', /(?:^|\s)(?:mưa|bão|giông|sấm|tuyết|gió (?:to|lớn|mạnh)|sương mù|nắng gắt|nắng như đổ lửa|rét|lạnh cóng|mưa đá|lũ)(?=[\s,.]|$)/iu],
    ['mess', /(?:^|\s)(?:khói|khét|khét lẹt|cháy|bốc cháy|đổ tung|đổ hết|tràn|ngập|vỡ|sập|nứt|bừa bộn|tung tóe|lênh láng|xẹp|xẹp lép|chảy|mặn chát|quá mặn|sống|nhão|vón cục)(?=[\s,.]|$)/iu],
    ['forgot', /(?:^|\s)(?:quên|bỏ quên|để quên|quên mang|quên đem)(?=[\s,.]|$)/iu],
    ['lost', /(?:^|\s)(?:mất|đánh rơi|rơi mất|lạc|lạc đường|không tìm thấy|tìm không thấy)(?=[\s,.]|$)/iu],
    ['absent', /(?:^|\s)(?:trễ|muộn|hoãn|bị hủy|không đến|không tới|chẳng thấy|không thấy ai|chờ mãi|đợi mãi|không xuất hiện|cho leo cây|kẹt xe|tắc đường)(?=[\s,.]|$)/iu],
    ['device', /(?:^|\s)(?:hỏng|hư|chết máy|hết pin|sập nguồn|mất điện|mất sóng|mất tiếng|tắt ngúm|đơ|treo máy|không lên|không chạy|không nổ|xịt lốp|thủng lốp|kẹt)(?=[\s,.]|$)/iu],
  ],
  ko: [
    ['weather', /(?:^|\s)(?:비가|비를|비까지|눈이|눈까지|바람이|바람까지)|폭우|소나기|장마|태풍|눈보라|폭설|강풍|안개|천둥|번개|우박|폭염|한파/u],
    ['mess', /연기|탔|타 버렸|타버렸|눌어붙|그을|불이 났|넘쳤|넘치|쏟|엎질|엉망|무너|깨졌|터졌|물바다|짜게|짰다|싱거|설익|덜 익|녹아|꺼져 버렸|주저앉/u],
    ['forgot', /두고 왔|놓고 왔|두고 온|놓고 온|두고 나왔|깜빡|안 챙겼|못 챙겼|잊어버리고|잊고 (?:안|왔)/u],
    ['lost', /잃어버|잃었|없어졌|사라졌|두고 내렸|못 찾|찾을 수 없|분실|길을 잃|떨어뜨/u],
    ['absent', /늦었|늦는|늦어|연착|지연|결항|취소|안 왔|오지 않|나타나지 않|안 나타|못 만났|연락이 안|바람맞/u],
    ['device', /고장|꺼졌|꺼져|먹통|멈췄|멈춰|방전|배터리가 (?:다 )?(?:나갔|닳았|없)|전원이 나갔|안 나왔|안 나와|소리가 안|작동하지|안 켜|시동이|펑크|끊겼|정전/u],
  ],
  zh: [
    ['weather', /雨|雪|台风|大风|刮风|雾|雷|冰雹|暴晒|高温|降温|寒潮/u],
    ['mess', /烟|糊|焦|烧着|着火|起火|洒|溢|塌|裂|碎了|一团糟|乱成|翻了|漏水|化了|太咸|咸得|夹生|没熟|结块/u],
    ['forgot', /忘带|忘了带|落在家|忘在家|没带/u],
    ['lost', /丢了|丢失|弄丢|不见了|找不到|落在|落下|迷路|走错/u],
    ['absent', /晚点|延误|迟到|没来|没到|没出现|没见到|没看到我|等了半天|放鸽子|取消|堵车|联系不上/u],
    ['device', /坏了|没声|没电|死机|黑屏|失灵|停电|断电|卡住|卡死|打不开|开不了|启动不了|罢工|爆胎|没信号|断网/u],
  ],
};

/** The kind of difficulty a clause (or, when it is unsure, the text after the turn) tells of. */
export function troubleKind(text: string, language: ContentLanguage): TroubleKind {
  for (const [kind, words] of kindWords[language]) if (words.test(text)) return kind;
  return 'other';
}

/** The English clause and its subject, when a subject opens it and a past predicate follows. */
function englishClause(rest: string, past = true): { clause: string; subject: string | null } | null {
  const clause = rest.trim().replace(/\s+/gu, ' ');
  const subject = englishSubject.exec(clause);
  if (subject === null || (past && !englishPast.test(clause)) || clause.split(' ').length > 18) return null;
  const noun = subject[1] !== undefined ? `${(subject[1] as string).toLowerCase()} ${subject[2] as string}` : null;
  // A subject with an article of its own is named "the …" afterwards; a possessive keeps its owner.
  const named = noun === null ? null : noun.replace(/^(?:a|an|this|that|every|all|half)\s/u, 'the ');
  return { clause: clause.replace(/^[A-Z](?=[a-z])/u, (c) => c.toLowerCase()), subject: named };
}

/** A Vietnamese clause (no tense to change) and its subject before the first predicate word. */
function vietnameseClause(rest: string): { clause: string; subject: string | null } | null {
  const clause = rest.trim().replace(/\s+/gu, ' ');
  const words = clause.split(' ');
  if (words.length < 2 || words.length > 16) return null;
  const verb = /^(?:bị|bỗng|đã|lại|cứ|vừa|chợt|hết|không|chẳng|đổ|hỏng|hư|đầy|mất|tắt|chết|trễ|muộn|kêu|bốc|cháy|tràn|ngập|vỡ|sập|rơi)$/iu;
  const at = words.findIndex((w) => verb.test(w));
  const subject = at >= 1 && at <= 4 ? words.slice(0, at).join(' ') : null;
  // A clause that opens on a pronoun or a verb keeps no subject noun; the clause itself still reads whole.
  return { clause: clause.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()), subject: subject !== null && !/^(?:tôi|em|mình|anh|chị|nó|họ|ta|trời|cả)$/iu.test(subject) ? subject.replace(/^cả\s+/iu, '') : null };
}

/** Whether a Korean word ends in a past plain form (…었다, …았다, …졌다): its syllable before 다 holds ㅆ. */
function koreanPastEnd(word: string): boolean {
  const m = /([가-힣])다$/u.exec(word);
  if (m === null) return false;
  const code = (m[1] as string).charCodeAt(0) - 0xac00;
  return code % 28 === 20;
}

/** A Korean clause ending in a past plain form, and the subject marked by 이 / 가 in it. */
function koreanClause(rest: string): { clause: string; subject: string | null } | null {
  const clause = rest.trim().replace(/\s+/gu, ' ');
  const words = clause.split(' ');
  if (words.length > 12 || !koreanPastEnd(words[words.length - 1] as string)) return null;
  const subjectAt = words.findIndex((w) => /[가-힣](?:이|가)$/u.test(w) && !/(?:까지|부터|마자|면서)$/u.test(w));
  const subject = subjectAt < 0 ? null : [...words.slice(Math.max(0, subjectAt - 1), subjectAt).filter((w) => !/[은는을를에서도]$/u.test(w)), (words[subjectAt] as string).replace(/(?:이|가)$/u, '')].join(' ');
  return { clause, subject };
}

/** A Chinese clause as a sentence, and a subject at its head before an adverb or the predicate. */
function chineseClause(rest: string): { clause: string; subject: string | null } | null {
  const clause = rest.trim();
  if (clause.length < 3 || clause.length > 24) return null;
  // A position or a time at the clause's head (半路上, 中途, 半夜) is no part of its subject.
  const subject = /^(?:半路上?|路上|中途|途中|一路上|半夜|晚上|早上|夜里|后来)?([\u4e00-\u9fff]{2,5}?)(?:突然|忽然|竟然|居然|一下子|又|也|就|却|没|不|在|开始|坏|丢|找|晚|停|烧|着|冒|起)/u.exec(clause)?.[1] ?? null;
  return { clause, subject: subject !== null && !/^(?:下了|到了|刚|一|天|我|他|她|它)/u.test(subject) ? subject : null };
}

/** The object a clause of forgetting or losing names, when the grammar is sure of it. */
function lostObject(rest: string, language: ContentLanguage): string | null {
  if (language === 'en') {
    return /\b(?:forgot|left|lost|dropped|couldn['’]t find|could not find)\s+((?:my|her|his|their|the|our)\s+(?:[a-z'’-]+\s+){0,2}?[a-z'’-]+)(?=\s+(?:at|behind|in|on|and|so|somewhere|back)\b|\s*[,.!?;]|\s*$)/iu.exec(rest)?.[1] ?? null;
  }
  if (language === 'vi') {
    const m = /(?:quên mang|quên đem|bỏ quên|để quên|quên|làm mất|đánh rơi|mất)\s+(?:luôn\s+|cả\s+|mất\s+)?((?:[\p{L}\p{M}]+\s+){0,2}?[\p{L}\p{M}]+)(?=\s+(?:ở|tại|trên|trong|dưới|ngoài|mất|rồi)(?![\p{L}\p{M}])|\s*[,.!?;]|\s*$)/iu.exec(rest);
    const thing = m?.[1];
    return thing !== undefined && isWholeSlotPhrase(thing, 'vi') && !/^(?:tiêu|hết|rồi|tích|mình|tôi|em)$/iu.test(thing) ? thing : null;
  }
  if (language === 'ko') {
    const m = /(?:^|\s)((?:[가-힣]+\s)?[가-힣]+?)(?:을|를)\s+(?:[가-힣]+\s+){0,2}?(?:두고|놓고|잃어버|잃었|깜빡|떨어뜨|안 챙|못 챙|못 찾)/u.exec(rest);
    const words = (m?.[1] ?? '').split(' ').filter((w) => w !== '');
    if (words.length === 2 && /(?:자|마자|고|서|며|면|다가|에|에서|는|은|이|가|도|게)$/u.test(words[0] as string)) words.shift();
    return words.length === 0 ? null : words.join(' ');
  }
  const m = /(?:忘带了?|忘了带|没带|丢了|弄丢了|找不到)([\u4e00-\u9fff]{1,5}?)了?(?=[，,。！!；;]|$)/u.exec(rest) ?? /把([\u4e00-\u9fff]{1,5}?)(?:忘在|落在|丢在|弄丢)/u.exec(rest);
  const thing = m?.[1];
  return thing === undefined || /[了着过我你他她]/u.test(thing) ? null : thing;
}

/** A clause in the present with sure edges: a subject at its head (en), a plain ending in 다 (ko), a short clause (vi, zh). */
function presentClause(rest: string, language: ContentLanguage): string | null {
  const clause = rest.trim().replace(/\s+/gu, ' ');
  const words = clause.split(' ');
  if (language === 'en') return englishSubject.test(clause) && words.length <= 14 ? clause.replace(/^[A-Z](?=[a-z])/u, (c) => c.toLowerCase()) : null;
  if (language === 'ko') return /[가-힣]다$/u.test(clause) && words.length <= 10 ? clause : null;
  if (language === 'vi') return words.length >= 2 && words.length <= 14 ? clause : null;
  return clause.length >= 3 && clause.length <= 24 ? clause : null;
}

/** The opening's complication after its turn, or null when it has no turn with a clause after it. */
export function findComplication(opening: string, language: ContentLanguage, after = 0): Complication | null {
  const text = opening.trim();
  for (const m of text.matchAll(turns[language])) {
    // A turn before the act (… but this year I went alone for the first time) opens the act itself, not its difficulty.
    if (m.index < after) continue;
    const rest = language === 'zh' && m[1] === undefined ? `${m[2] ?? ''}${m[3] ?? ''}` : (m[1] as string);
    if (rest.trim() === '') continue;
    const kind = troubleKind(rest, language);
    // English "and" joins many things; only an "and" whose clause tells a difficulty is a turn.
    if (language === 'en' && /^,?\s*and\s/iu.test(m[0]) && kind === 'other') continue;
    const read = language === 'en' ? englishClause(rest) : language === 'vi' ? vietnameseClause(rest) : language === 'ko' ? koreanClause(rest) : chineseClause(rest);
    if (read === null && kind === 'other') continue;
    const thing = kind === 'forgot' || kind === 'lost' ? lostObject(rest, language) : null;
    const subject = read?.subject ?? (language === 'en' ? englishClause(rest, false)?.subject ?? null : null);
    return { clause: read?.clause ?? null, present: read?.clause ?? presentClause(rest, language), kind, subject, thing, at: m.index };
  }
  return null;
}
