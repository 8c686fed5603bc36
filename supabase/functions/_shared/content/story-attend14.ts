/**
 * The attended fall-through (issue 13, round 14): the continuation for an opening that no reader gives a plot and
 * whose kind the grounded reader only knows as "plain" (or "strange" from a habit alone). Those openings used to get
 * the moment filler ("the moment tilted, only a little") or a magic "strange thing"; this plot instead goes to the
 * person the opening is about and asks them (`person`), or, with no person, looks after the thing it is about and
 * asks around (`thing`). The person is read from the opening's clauses, last first, as the subject a clause names
 * with person grammar (clause-roles.ts: a kin or role noun, a possessed noun that does a human act, a title), never the
 * narrator, a pronoun (which points back to an earlier clause), or someone who has died. Pure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isPersonNoun, readClauseRoles } from './clause-roles.ts';
import { drawStoryLine } from './story-event-plot.ts';
import { tellerSlots, type DefaultTeller } from './story-default-plot.ts';
import { isStoryNounPhrase } from './story-noun-phrase.ts';
import { attendLines, type AttendBeat } from './data/story/story-attend14-lines.ts';
import { whyLines } from './data/story/story-why19-lines.ts';
import { personPronouns, readAskedAct, type AskedAct } from './story-why19.ts';

/** What the attended plot carries: a person to ask, else a thing to look after. */
export interface AttendRead {
  mode: 'person' | 'thing' | 'creature' | 'mishap';
  /** The person as the opening names them, or the thing as a whole noun phrase. */
  subject: string;
  /** With a person: the thing the opening names beside them, asked about (null when none). */
  about: string | null;
  /** With a person: their act told back as the question, and the reason's kind (round 19), else absent. */
  asked?: AskedAct | null;
  /** With a person: the opening, whose pronouns give a person of no gendered head theirs (he mowed ours too). */
  opening?: string;
}


/** Clause edges: sentence ends, clause commas, and the contrast and time connectives that open a clause of their own. */
const clauseEdges: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /(?<!\b(?:Mr|Mrs|Ms|Dr|Mx|Prof|St))[.!?;:]\s*|,\s*|\s+(?:but|and|so|because|since|when|while|until|though|although)\s+/u,
  vi: /[.!?;:]\s*|,\s*|\s+(?:nhưng|mà|và|vì|nên|khi|từ khi|từ lúc|cho đến khi|dù)\s+/iu,
  ko: /[.!?;:]\s*|,\s*|(?<=[가-힣](?:는데|은데|지만|면서|니까|더니|고))\s+/u,
  zh: /[。！？；：，,!?;:]|(?:但是|可是|不过|却|结果|因为|所以)/u,
};

/** Words that only point back to a person named before (he, ông, 그, 他): the person is in an earlier clause. */
const pronoun: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:he|she|they|him|her|them|it|everyone|everybody|nobody|someone|somebody|people)$/iu,
  vi: /^(?:ông|bà|anh|chị|cô|chú|nó|họ|ai|ai cũng|mọi người|cả nhà|cả xóm|người ta)(?:\s+(?:ấy|ta|đó))?$/iu,
  ko: /^(?:그|그녀|그분|그들|누구|누가|다들|모두|사람들|아무도)$/u,
  zh: /^(?:他|她|它|他们|她们|大家|谁|有人|没人|人们)$/u,
};

/** A person who has died or is only remembered is never gone to and asked. */
const goneWords = /passed away|mất đã|mất được|\bdied\b|\bdead\b|funeral|\blate\s|\bused to\b|qua đời|đã mất|mất rồi|ngày xưa|돌아가신|돌아가셨|세상을 떠|생전|장례|走后|去世|过世|离世|葬礼|不在了|生前/iu;

/** The narrator's own words per language. */
const narratorWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:i|we|me|us)$/iu,
  vi: /^(?:tôi|mình|tớ|em|chúng tôi|chúng mình|bọn mình)$/iu,
  ko: /^(?:나|내|저|제|우리|저희)$/u,
  zh: /^(?:我|我们|咱们)$/u,
};

/** The person as narration names them again: the possessed kin word bare (Ba tôi → ba, 我爸 stays), a long phrase short. */
function personAgain(phrase: string, language: ContentLanguage): string {
  const text = phrase.trim();
  if (language === 'en') {
    const bare = text.replace(/\s+(?:from|of|in|at|next|across|upstairs|downstairs)\b.*$/u, '');
    return /^(?:The|My|Our|A|An)\s/u.test(bare) ? bare.charAt(0).toLowerCase() + bare.slice(1) : bare;
  }
  if (language === 'vi') {
    const bare = text.replace(/\s+(?:tôi|mình|tớ|nhà tôi|nhà mình)$/iu, '');
    const words = bare.split(/\s+/u);
    // A capitalised word after the classifier is a name (bà Tư): kept whole; a bare kin word is lowercased.
    // A capitalised word after the first is a name (bà Tư, thằng cu Tí): only the first word is lowercased.
    return words.slice(1).some((word) => /^\p{Lu}/u.test(word)) ? (words[0] ?? '').toLowerCase() + bare.slice((words[0] ?? '').length) : bare.toLowerCase();
  }
  if (language === 'ko') return text.replace(/^(?:우리|내|제|저희)\s?/u, '').split(/\s+/u).at(-1) ?? text;
  // 我们班主任 → 班主任; a one-character kin word keeps its possessive (我爸, never 爸).
  const bare = text.replace(/^(?:我们|我的|我)(?=.)/u, '');
  return bare.length === 1 ? text : bare;
}

/**
 * A person phrase where a clause's subject stands, when the clause reader finds none: after a leading time phrase
 * (Every year, Chiều nào, 每天), a determiner or possessive with a person head (my dad, the old man), a Vietnamese
 * person classifier or kin word (bà cụ, đứa cháu gái, ba tôi), a Korean noun before a subject particle with a person
 * head (옆집 꼬마가, 엄마가), a Chinese person head after 的 or at the clause start (楼下的保安, 奶奶). Person heads are the
 * closed class of kin and role words, not topics.
 */
const subjectPerson: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /(?:^|\s)((?:my|our|the|his|her|their)\s+(?:[a-z-]+\s+){0,2}(?:mom|mum|mother|dad|father|grandma|grandpa|grandmother|grandfather|sister|brother|aunt|uncle|cousin|son|daughter|wife|husband|neighbou?r|roommate|teacher|friend|boss|man|woman|boy|girl|kid|lady|guy|driver|guard|owner|stranger)|(?:Mom|Mum|Dad|Grandma|Grandpa|Granny|Nana)(?:\s[A-Z][a-z]+)?|(?:Mr|Mrs|Ms|Dr)\.?\s[A-Z][a-z]+)(?=\s|$|['’,])/u,
  vi: /(?:^|\s)((?:bà cụ|ông cụ|cô bé|cậu bé|con bé|đứa bé|thằng bé|đứa nhỏ|cậu nhóc|đứa cháu(?: gái| trai)?|đứa con(?: gái| trai)?|ông nội|bà nội|ông ngoại|bà ngoại|anh trai|chị gái|em trai|em gái|ba|bố|mẹ|má|(?:ông|bà|cô|chú|bác|anh|chị|dì|cậu|thằng cu|thằng|cu|bé|con bé|cô bé|cậu bé)\s\p{Lu}[\p{L}\p{M}]*|(?:chú|bác|cô|anh|chị) (?:bảo vệ|hàng xóm|bán [\p{L}\p{M}]+)|người hàng xóm|hàng xóm)(?:\s(?:tôi|mình))?)(?=\s|$|,)/u,
  ko: /(?:^|\s)((?:[가-힣]+\s)?(?:엄마|아빠|어머니|아버지|할머니|할아버지|꼬마|아이|여자|남자|사람|아저씨|아주머니|아줌마|형|누나|언니|오빠|동생|선생님|사장님|기사님|이모|삼촌|고모|전학생|학생|친구|선배|후배|동료|손님|직원|신입|사원|알바생|점원|경비원|청소부))(?:가|이|께서|는|은)(?=\s)/u,
  zh: /(?:^|的|，)((?:我|我们)?(?:那个|这个|那位|这位)?(?:小女孩|小男孩|小姑娘|转学生|新同学|同学|老太太|外婆|奶奶|外公|爷爷|姥姥|姥爷|妈妈|爸爸|妈|爸|老爷爷|老奶奶|保安|师傅|阿姨|大爷|大妈|邻居|同桌|老师|女孩|男孩|孩子|小孩|哥哥|姐姐|弟弟|妹妹|哥|姐|老板娘|老板|室友|同事|实习生|学生|新生|员工))(?=[^的]|$)/u,
};

/** The first English determiner or possessive phrase of a clause (up to three words) that the person grammar names a person. */
function englishPersonPhrase(clause: string): string | null {
  // No second determiner inside the phrase (never "the sandwich my wife").
  for (const m of clause.matchAll(/(?:^|\s)((?:my|our|the|his|her|their)\s+(?:(?!(?:my|our|the|his|her|their)\s)[a-z-]+\s+){0,2}(?!(?:my|our|the|his|her|their)\b)[a-z-]+)(?=\s|$|['’,])/giu)) {
    const words = (m[1] as string).split(/\s+/u);
    // The phrase's head is its last word; a shorter phrase is tried when a longer one runs into the verb (my stepdad never).
    for (let end = words.length; end >= 2; end -= 1) {
      const part = words.slice(0, end).join(' ');
      if (isPersonNoun(part, 'en')) return part;
      // An agent noun (cobbler, florist, librarian, postman) that then acts (waved, said, …) is a person too.
      // A place after the noun may stand between it and its verb (the cobbler on our street waved).
      const rest = clause.slice((m.index ?? 0) + m[0].indexOf(part) + part.length).trim();
      const acts = /^(?:(?:on|in|at|from|across|by|near|next to)\s+(?:\S+\s+){1,3}?)?(?:(?:always|often|never|usually|still|sometimes)\s+[a-z]{2,}s\b|[a-z]+ed|said|told|asked|gave|came|sat|stood|spoke|ran|left|brought|sang|wrote|taught|knew)\b/u.test(rest);
      if (/(?:[a-z]{2}(?:er|or|ist|ian)|man|woman)$/u.test(words[end - 1] ?? '') && acts) return part;
    }
  }
  return null;
}

/**
 * A Vietnamese or Chinese clause's leading noun phrase when the shared person grammar names it a person: Vietnamese
 * "X tôi" before what the person does (Dượng tôi ít nói), Chinese the words before the first adverb or verb marker
 * (我们班主任平时…, 隔壁王奶奶每天…) with a person head.
 */
function leadingPerson(clause: string, language: ContentLanguage): string | null {
  // A leading Vietnamese time phrase (Tối nào, Sáng nay, Năm ngoái) stands before the subject.
  const text = language === 'vi' ? clause.replace(/^(?:(?:sáng|trưa|chiều|tối|đêm|ngày|năm|tuần|tháng|hôm|mùa \S+)\s(?:nào|nay|qua|ấy|đó|kia|ngoái|trước)\s+)/iu, '') : clause;
  const m = language === 'vi'
    ? /^((?!(?:cả|mọi|tất|những|các)\s)[\p{L}\p{M}]+(?:\s[\p{L}\p{M}]+)?\s(?:tôi|mình))(?=\s)/iu.exec(text)
    : language === 'zh'
      ? /^((?:我们|我的|我家|我)?[\u4e00-\u9fff]{1,5}?)(?=平时|平常|每天|每年|每次|每周|第一天|第一次|那天|当天|总是|从来|一直|都|也|会|在|把|说|很|又|还|就|却|今天|昨天|常常|偷偷|突然)/u.exec(clause)
      : null;
  const found = m?.[1] ?? null;
  return found !== null && isPersonNoun(found, language, text) ? found : null;
}

/**
 * A Vietnamese person named by a classifier and a role word at the clause start (cô giáo, thầy chủ nhiệm, bà cụ, chú
 * bảo vệ): the classifier says it is a person, whatever the role; two-word roles of the closed set stay whole.
 */
function vietnameseRolePerson(clause: string): string | null {
  const m = /^((?:ông|bà|anh|chị|cô|chú|bác|dì|cậu|thầy|cụ)\s(?:bảo vệ|hàng xóm|chủ nhà|giáo viên|chủ nhiệm|[\p{L}\p{M}]+))(?=\s|$|,)/u.exec(clause);
  if (m === null) return null;
  // A pronoun-like classifier followed by a verb (ông cũng, bà vẫn) names nobody new.
  // A classifier used as a pronoun before a verb (ông cũng, anh đến, bà nói) names nobody new: an adverb or a common
  // verb after it says so.
  return /\s(?:cũng|vẫn|đã|đang|sẽ|lại|không|chưa|thì|mới|hay|cứ|vừa|bèn|liền|bỗng|bất ngờ|đến|tới|đi|về|ra|vào|lên|xuống|nói|bảo|hỏi|làm|thấy|nhìn|nghe|biết|muốn|thích|có|là|ngồi|đứng|cười|khóc|gọi|đưa|mua|bán|ăn|uống|ngủ|dậy|chạy)$/u.test(m[1] as string) ? null : (m[1] as string);
}

/** The subject of one clause when it names a person: the clause reader's subject, else a person phrase where a subject stands. */
function clausePerson(clause: string, language: ContentLanguage): string | null {
  // The English and Vietnamese clause readers keep a leading time phrase or a verb in the subject (Every year my dad,
  // ông cũng): there only a person phrase where a subject stands is taken.
  const subject = language === 'en' || language === 'vi' ? null : readClauseRoles(clause, language).subject?.trim() ?? null;
  if (subject !== null && subject !== '' && !narratorWords[language].test(subject) && !pronoun[language].test(subject) && isPersonNoun(subject, language, clause)) return subject;
  // A Vietnamese clause's first word is capitalised (Ba tôi, Ông Sáu); a capital after a person word is a name (ông Sáu).
  const text = language === 'vi' || (language === 'en' && /^(?:The|My|Our|His|Her|Their)\s/u.test(clause)) ? clause.charAt(0).toLowerCase() + clause.slice(1) : clause;
  // English: any determiner or possessive phrase the shared person grammar names a person (my stepdad, our landlady).
  const phrase = language === 'en' ? englishPersonPhrase(text) : leadingPerson(text, language);
  const found = phrase ?? subjectPerson[language].exec(text)?.[1]?.trim() ?? (language === 'vi' ? vietnameseRolePerson(text) : null);
  // The person a clause acts on or gives to (cho ông, 给奶奶, 엄마를) is not its subject: Korean marks the subject, so only
  // the other languages check the word before.
  if (found === null) return null;
  const before = text.slice(0, text.indexOf(found)).trim();
  if (/(?:\b(?:to|for|with|at|of|about)|(?:^|\s)(?:cho|với|của|về|tặng)|[给把对跟和被让])$/iu.test(before)) return null;
  // A Chinese person after the copula (她画的每一张都是同一个陌生的男孩) is what the subject is, never the one who acts.
  if (language === 'zh' && /是/u.test(before)) return null;
  // Vietnamese: the subject opens its clause, after a time phrase or "trừ / chỉ có" at most (never "của cả mười đứa cháu").
  if (language === 'vi' && !/^(?:(?:(?:sáng|trưa|chiều|tối|đêm|ngày|năm|tuần|tháng|hôm)\s(?:nào|nay|qua|ấy|đó|kia|ngoái|trước)(?:\s(?:cũng|thì))?)|trừ|ngoại trừ|chỉ có|chỉ|rồi|thì|và|mà)?$/iu.test(before)) return null;
  // English: the subject opens its clause, after a time phrase at most (Every year my dad…), and is no owner (my mom's recipe).
  if (language === 'en') {
    const after = text.slice(text.indexOf(found) + found.length);
    if (/^['’]s?\b/u.test(after)) return null;
    if (!/^(?:(?:every|each|this|last|one|on|that|at|after)(?:\s+[\w:.-]+){1,3}|today|tonight|yesterday|now|then|and|so|since|when|until)?$/iu.test(before)) return null;
  }
  return found;
}

/**
 * Whether a phrase stands whole in the opening: it ends where a word ends (a Chinese word boundary by Intl.Segmenter,
 * a Korean particle or a space, a Latin word edge), so that 她的耳 of 耳机 or 다림질 inside a longer phrase is no thing.
 */
export function standsWhole(opening: string, phrase: string, language: ContentLanguage): boolean {
  const at = opening.indexOf(phrase);
  if (at < 0) return false;
  const end = at + phrase.length;
  const next = opening.slice(end);
  if (language === 'ko') return /^(?:$|[\s.,!?'"’”]|(?:을|를|이|가|은|는|도|에|의|와|과|로|으로|만|에게|한테)(?:[\s.,!?]|$))/u.test(next);
  if (language === 'zh') {
    const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
    for (const part of segmenter.segment(opening)) if (part.index === end) return true;
    return end === opening.length;
  }
  return !/^[\p{L}\p{M}]/u.test(next);
}

/** The person the opening is about: the subject of its last clause that has one, read back to front. */
export function findPerson(opening: string, language: ContentLanguage, hero: string | null): { person: string; object: string | null; clause: string } | null {
  // Quote marks around a clause are no part of it ("Don't open it," Grandma said: Grandma opens her clause).
  const clauses = opening.split(clauseEdges[language]).map((clause) => clause?.trim().replace(/^["“”'‘’「」『』]+\s*|\s*["“”'‘’「」『』]+$/gu, '') ?? '').filter((clause) => clause !== '');
  for (const clause of clauses.reverse()) {
    const subject = clausePerson(clause, language);
    if (subject === null) continue;
    if (goneWords.test(clause)) continue;
    const again = personAgain(subject, language);
    if (again === '' || (hero !== null && (again.includes(hero) || hero.includes(again)))) continue;
    // The hero's own title in apposition (The new kid, Oyelaran, …) is the hero, not a second person.
    if (hero !== null && new RegExp(`${subject.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\s*[,，]\\s*${hero.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'iu').test(opening)) continue;
    // The Korean and Chinese clause readers mark the object (강아지를, 把…): the thing the person acted on.
    // Read over the clause's whole sentence (할머니가 … 올라오시면서 … 강아지를 데려오셨다); a Korean object keeps its head word.
    const sentence = opening.split(/(?<=[.!?。！？])\s*/u).find((part) => part.includes(clause)) ?? clause;
    const raw = language === 'ko' || language === 'zh' ? readClauseRoles(sentence, language).object?.trim() ?? null : null;
    // A Korean count (종이학 천 마리, 사과 두 개) is named by its noun, never by its counter.
    const counted = raw !== null && language === 'ko' ? raw.replace(/\s*(?:[한두세네다섯여섯일곱여덟아홉열스무서른마흔쉰백천만몇]+|\d+)\s*(?:마리|개|장|권|명|송이|켤레|벌|통|병|잔|그릇|봉지|상자|대|묶음)$/u, '') : raw;
    const headWord = counted !== null && language === 'ko' ? counted.split(/\s+/u).at(-1) ?? null : counted;
    // Only an object after the person, in the person's own clause (never 문 of "세탁소 문을 닫은 다음 날, 아빠는 …").
    const personAt = Math.max(0, sentence.indexOf(clause)) + Math.max(0, clause.indexOf(subject));
    const object = headWord !== null && sentence.lastIndexOf(headWord) > personAt ? headWord : null;
    // Only a whole noun phrase (never 일어나 습관처럼 다림질, 她的耳) and only a short one.
    const whole = object !== null && object.length <= 12 && standsWhole(opening, object, language) && !/\s.*\s/u.test(object) && isStoryNounPhrase(object, language) && !isPersonNoun(object, language, clause);
    return { person: again, object: whole ? object : null, clause };
  }
  return null;
}

/**
 * Whether a person the opening names does what happens to a thing (楼上的小孩 … 练钢琴, the kid upstairs practises the
 * piano): the thing is in that person's clause or the clause right after it. A sound someone makes is no eerie sound.
 */
export function personActsOn(opening: string, language: ContentLanguage, thing: string): boolean {
  const found = findPerson(opening, language, null);
  if (found === null) return false;
  const bare = thing.replace(/^(?:the|a|an|my|our|chiếc|cái|con|그|那架|那台)\s*/iu, '');
  const at = opening.indexOf(found.clause);
  const span = opening.slice(Math.max(0, at), Math.max(0, at) + found.clause.length + 40);
  return bare !== '' && span.toLowerCase().includes(bare.toLowerCase());
}

/**
 * The attended plot's read of an opening: its person (never the named hero who tells it), else its thing (a whole
 * noun phrase the caller read, never a place), else null.
 */
export function readAttend(opening: string, language: ContentLanguage, hero: string | null, thing: string | null, about: string | null = null, creature: string | null = null, lost: string | null = null): AttendRead | null {
  const found = findPerson(opening, language, hero);
  const person = found?.person ?? null;
  const near = about === null || about.trim() === '' || !standsWhole(opening, about.trim(), language) || about.includes(person ?? '\u0000') || (person ?? '').includes(about) ? null : about.trim();
  // A Chinese person named by whose they are (邻居家的小孩): the whole phrase, never only the owner (邻居).
  const owned = language === 'zh' && person !== null && found !== null ? new RegExp(`^${person.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}家?的([\\u4e00-\\u9fff]{1,3}?)(?=[每总都会在把给送说是也就又还从一])`, 'u').exec(found.clause.trim()) : null;
  const whole = owned !== null && owned !== undefined && isPersonNoun(owned[1] as string, 'zh') ? owned[0] : null;
  if (person !== null && found !== null) return { mode: 'person', subject: whole ?? person, about: near ?? found.object ?? null, asked: readAskedAct(opening, language, found), opening };
  // A thing only when the caller is sure it is one that can be looked after (the premise reader also returns weather,
  // places, activities and names: 雨, 교무실, 바느질, 名字), so the caller passes one only for a thing left or kept.
  if (creature !== null && creature.trim() !== '') return { mode: 'creature', subject: creature.trim(), about: null };
  if (lost !== null && lost.trim() !== '') return { mode: 'mishap', subject: lost.trim(), about: null };
  return thing === null || thing.trim() === '' ? null : { mode: 'thing', subject: thing.trim(), about: null };
}

/** Writes the attended plot's three paragraphs (sentences each; the caller puts the opening before the first). */
export function writeAttend(read: AttendRead, teller: DefaultTeller, language: ContentLanguage, random: () => number): string[][] {
  const lines = attendLines[language];
  const pool = lines[read.mode];
  const asked = read.mode === 'person' ? read.asked ?? null : null;
  const slots = { ...tellerSlots(teller, language), name: read.subject, who: read.subject, thing: read.about ?? read.subject, ...personPronouns(read.subject, language, read.opening ?? ''), act: asked?.act ?? '' };
  // A person's act that can be told back is the question (react) and is answered with a reason of its kind (find).
  const why = whyLines[language];
  const asks = (beat: AttendBeat): readonly string[] | null => (asked === null ? null : beat === 'react' ? why.react : beat === 'find' ? why.find[asked.kind] : null);
  // A person asked about a thing: the react and act beats name the thing.
  const draw = (beat: AttendBeat): string => drawStoryLine(asks(beat) ?? (read.about !== null && (beat === 'react' || beat === 'act') ? lines.personThing[beat] : pool[beat]), slots, language, random);
  return [[draw('react')], [draw('act'), draw('find')], [draw('end')]];
}

/** A first-time marker, per language. */
const firstTime: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bfor the (?:very )?first time\b/iu,
  vi: /lần đầu(?: tiên)?/iu,
  ko: /처음으로|처음/u,
  zh: /第一次|头一回|头一次/u,
};

/** The narrator as the one an act is done to or aimed at (at me, chào tôi, 나한테, 跟我打招呼). */
const toNarrator: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:at|to|with|for|on) me\b|\b(?:smiled|waved|spoke|talked|called|hugged|thanked|greeted|helped|asked|told|gave|invited|visited|texted) me\b/iu,
  vi: /\s(?:chào|gọi|hỏi|cười với|nói với|nhắn cho|giúp|ôm|cảm ơn|mời|rủ|cho|tặng|đưa cho)\s(?:tôi|mình|em)\b/iu,
  ko: /(?:나한테|나에게|내게|나를|저한테|저에게|제게|저를)/u,
  zh: /(?:跟我|对我|给我|向我|和我|冲我|叫我|找我|问我|帮我)/u,
};

/**
 * Whether the opening tells someone else's first act toward the narrator (the grumpy man smiled at me for the first
 * time): a first-time marker, the narrator as the one the act is aimed at, and a person subject who is not the narrator.
 */
export function firstActToNarrator(opening: string, language: ContentLanguage): boolean {
  if (!firstTime[language].test(opening) || !toNarrator[language].test(opening)) return false;
  const found = findPerson(opening, language, null);
  // A relative's first time (외할머니 sends her first voice message) is theirs to learn, and the relative-first shape
  // tells it; only a first gesture from someone outside the family steps the first-time shapes aside.
  if (found === null || kinWords[language].test(found.person)) return false;
  // The first time is the person's when its marker stands in the person's clause or after it; one before it is the
  // narrator's own (第一次一个人坐夜车，对面的大叔帮我…: my first night train, and he helped).
  const marker = firstTime[language].exec(opening);
  return marker !== null && marker.index >= Math.max(0, opening.indexOf(found.clause));
}

/** Family words: a relative's first act is a first time of theirs (the relative-first shape), not a gesture. */
const kinWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:mom|mum|mother|dad|father|parents?|grandma|grandpa|grandmother|grandfather|granny|nana|sister|brother|aunt|uncle|son|daughter|wife|husband|cousin)\b/iu,
  vi: /^(?:ông nội|bà nội|ông ngoại|bà ngoại|bố|mẹ|ba|má|anh trai|chị gái|em trai|em gái|vợ|chồng|con trai|con gái|anh|chị|em)$|\s(?:tôi|mình)$/iu,
  ko: /(?:엄마|아빠|어머니|아버지|외?할머니|외?할아버지|형|누나|언니|오빠|동생|아내|남편|딸|아들)$/u,
  zh: /(?:外婆|奶奶|外公|爷爷|姥姥|姥爷|妈|爸|哥|姐|弟|妹|老婆|老公|儿子|女儿)$/u,
};

/**
 * The teller lost, forgot, dropped or broke the thing (lost my notes, làm mất, 잃어버렸다, 弄丢了): the test beside
 * `lostThing`, which reads the thing from the same verbs.
 */
export const lostByTeller = /\b(?:lost|forgot|dropped|left behind|broke|spilled|ruined)\b|làm (?:mất|rơi|vỡ|hỏng)|đánh mất|(?:^|\s)quên|잃어버|놓고 왔|두고 왔|놓고 내|두고 내|깜빡|떨어뜨|깨뜨|망쳤|丢了|弄丢|忘了|忘在|落在|摔碎|打碎|弄坏/iu;

/** The thing the teller lost, forgot, dropped or broke, as a whole short phrase (my notes, chiếc vé, 지갑, 钥匙), or null. */
export function lostThing(opening: string, language: ContentLanguage): string | null {
  const m = language === 'en'
    ? /\b(?:lost|forgot|dropped|broke|left behind|spilled)\s+((?:my|our|the|his|her)\s+(?:(?!(?:on|in|at|to|for|with|from|by|before|after|while|down|up|out|off|into|onto|under|somewhere)\b)[a-z-]+\s+)?(?!(?:on|in|at|to|for|with|from|by|before|after|while|down|up|out|off|into|onto|under|somewhere)\b)[a-z-]+)(?=\s|[,.!?]|$)/iu.exec(opening)
    : language === 'vi'
      ? /(?:làm mất|đánh mất|quên|làm rơi|làm vỡ|làm hỏng)\s+((?:cái|chiếc|cuốn|tờ|tấm|con|bộ|đôi)?\s?[\p{L}\p{M}]+(?:\s[\p{L}\p{M}]+)?)(?=\s+(?:của|ở|trên|trong|khi|lúc|ngay|đúng|rồi|mất)|[,.!?]|$)/iu.exec(opening)
      : language === 'ko'
        ? /([가-힣A-Za-z0-9]{1,8})(?:을|를)\s(?:[가-힣]+\s)?(?:잃어버|놓고 왔|두고 왔|놓고 내|두고 내|떨어뜨|깨뜨|망쳤)/u.exec(opening)
        : /(?:把)([\u4e00-\u9fff]{1,6}?)(?:弄丢|丢|忘|落|摔碎|打碎|弄坏)|(?:忘了带|丢了)([\u4e00-\u9fff]{1,5}?)(?=[，。！？,.!?]|$)/u.exec(opening);
  const found = m === null ? null : (m[1] ?? m[2] ?? null);
  return found === null || found.trim() === '' ? null : found.trim().replace(/^(?:My|Our|The|His|Her)\b/u, (word) => word.toLowerCase());
}
