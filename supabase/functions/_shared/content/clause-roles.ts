/**
 * A clause's roles (issue 13, round 12): its subject, its finite verb and its object as whole phrases, read from
 * particles and word order, and where the narrator stands in it (the one who acts, the one acted on, or the owner of
 * the thing or place acted on). Korean marks roles with particles (이/가/께서/은/는, 을/를, 에게/한테/께); Chinese with
 * 把 / 被 / 给 / 让 around an SVO order; Vietnamese and English are SVO with a classifier or a determiner before the
 * noun. `isPersonNoun` says a phrase names a person from its grammar: a title before a name, a person classifier, or a
 * possessive before a noun that then does a human act (says, calls, cries; 说, 哭; 말했다; nói), so that a kin or role
 * noun no list holds ("my brother-in-law", 우리 형부, anh rể tôi, 我们班主任) is still a person. Pure and shared.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** Where the narrator stands in a clause: its subject, its object (or the one it is done to), the owner of what is acted on, or nowhere. */
export type NarratorRole = 'subject' | 'object' | 'owner' | null;

/** The roles of one clause, as whole phrases cut at edges the grammar is sure of (null where it is not sure). */
export interface ClauseRoles {
  subject: string | null;
  verb: string | null;
  object: string | null;
  narrator: NarratorRole;
}

/** The first clause of a text: up to the first sentence end or clause comma. */
export function firstClause(text: string): string {
  const trimmed = text.trim();
  // A title's full stop (Mr. Chen, Dr. Park) ends no clause.
  const end = /(?<!\b(?:Mr|Mrs|Ms|Dr|Mx|Prof|St))[.!?。！？,，;；\n]/u.exec(trimmed);
  return (end === null ? trimmed : trimmed.slice(0, end.index)).trim();
}

/** The first sentence of a Chinese text with the clauses after it that have no subject of their own (我哥喝多了，半夜把我…). */
function chineseSentence(text: string): string {
  const sentence = (/^[^。！？\n]+/u.exec(text.trim())?.[0] ?? text).trim();
  const clauses = sentence.split(/[，,；;]/u);
  const kept = [clauses[0] ?? ''];
  for (const clause of clauses.slice(1)) {
    if (!zhHinge.test(clause.trim()) && !/^(?:就|便|才|结果)/u.test(clause.trim())) break;
    kept.push(clause.trim());
  }
  return kept.join('，');
}

// ── English ──────────────────────────────────────────────────────────────────────────────────────────────────────────

const enNarratorSubject = /^(?:I|we)$/iu;
const enNarratorObject = /^(?:me|us|myself|ourselves)$/iu;
const enPossessive = /^(?:my|our|his|her|their|your|[A-Z][a-z]+['’]s)$/u;
const enDeterminer = /^(?:the|a|an|this|that|these|those|some|every|one)$/iu;
/** Function words that are never a finite verb nor part of a noun phrase's head. */
const enPrepositions = /^(?:from|of|in|at|on|across|next|by|with|near|upstairs|downstairs|down|up|behind)$/iu;
/** A finite verb form: a past or third-person ending, an auxiliary, or an irregular past (a closed class of English grammar). */
const enFinite = /^(?:[a-z]+(?:ed|ies)|is|was|were|are|am|has|had|have|does|did|do|will|would|can|could|should|must|might|may|keeps|kept|made|left|took|gave|came|went|got|told|said|held|brought|ran|sat|stood|saw|found|put|let|woke|threw|caught|sent|lent|fell|broke|forgot|drove|rode|wrote|spoke|began|became|bought|sold|paid|met|heard|felt|lost|won|ate|drank|stole|hid|hit|shut|swept|taught|thought|knew|grew|blew|flew|drew|wore|tore|shook|stuck|hung|dug|spun|sang|rang|swam|led|fed|read|meant|sent|spent|built|bent|dealt|slept|wept|kept|crept|leapt|[a-z]{2,}(?<!s)s)$/u;
/** Title words that stay whole with the name after them. */
const enTitle = /^(?:Mr|Mrs|Ms|Miss|Dr|Mx|Prof|Uncle|Aunt|Auntie|Grandma|Grandpa|Coach|Officer|Nurse)\.?$/u;

function englishRoles(clause: string): ClauseRoles {
  const words = clause.split(/\s+/u).filter((word) => word !== '');
  let at = 0;
  const subjectWords: string[] = [];
  if (words[0] !== undefined && enTitle.test(words[0]) && /^[A-Z]/u.test(words[1] ?? '')) {
    subjectWords.push(words[0], words[1] as string);
    at = 2;
  } else {
    while (at < words.length) {
      const word = (words[at] as string).replace(/[,;:]$/u, '');
      // The head ends at the first finite verb after at least one word of the phrase.
      if (subjectWords.length > 0 && !enPrepositions.test(word) && enFinite.test(word.toLowerCase()) && !enPossessive.test(word) && !enDeterminer.test(word)) break;
      // An adverb between the subject and its verb (Grandpa finally agreed, my sister quietly left) is no part of the person.
      const next = words[at + 1]?.replace(/[,;:]$/u, '').toLowerCase() ?? '';
      if (subjectWords.length > 0 && /^[a-z]{3,}ly$/u.test(word) && enFinite.test(next)) {
        at += 1;
        break;
      }
      subjectWords.push(word);
      at += 1;
      if (subjectWords.length > 6) return { subject: null, verb: null, object: null, narrator: null };
    }
  }
  // "Mr. Chen from 4B": a place after the title and name stays with them.
  while (at < words.length && enPrepositions.test(words[at] as string) && subjectWords.length > 0 && at + 1 < words.length && !enFinite.test((words[at + 1] as string).toLowerCase())) {
    subjectWords.push(words[at] as string, words[at + 1] as string);
    at += 2;
  }
  const verb = words[at]?.replace(/[,;:]$/u, '') ?? null;
  const subject = subjectWords.length > 0 ? subjectWords.join(' ') : null;
  const rest = words.slice(at + 1);
  const object = englishObject(rest);
  const narrator: NarratorRole = subject !== null && enNarratorSubject.test(subject) ? 'subject'
    : object !== null && enNarratorObject.test(object) ? 'object'
    : rest.some((word) => /^(?:me|us)[,.]?$/iu.test(word)) ? 'object'
    : rest.some((word) => /^(?:my|our)$/iu.test(word)) ? 'owner'
    : null;
  return { subject, verb, object, narrator };
}

/** The noun phrase right after the verb: a pronoun, or a determiner or possessive with the words up to the next preposition. */
function englishObject(rest: readonly string[]): string | null {
  const first = rest[0]?.replace(/[,.;:]$/u, '');
  if (first === undefined) return null;
  if (/^(?:me|us|him|her|them|it|myself)$/iu.test(first)) return first;
  if (!enPossessive.test(first) && !enDeterminer.test(first)) return null;
  const phrase: string[] = [first];
  for (const word of rest.slice(1)) {
    const bare = word.replace(/[,.;:]$/u, '');
    if ((enPrepositions.test(bare) && bare !== 'of') || /^(?:and|but|while|when|to|with|for|last|this|next|yesterday|today|tonight)$/iu.test(bare) || phrase.length > 4) break;
    phrase.push(bare);
    if (bare !== word) break;
  }
  return phrase.length > 1 ? phrase.join(' ') : null;
}

// ── Korean ───────────────────────────────────────────────────────────────────────────────────────────────────────────

const koNarrator = /^(?:나|내|저|제|우리|저희)$/u;
/** A word that ends a phrase (a particle or a verb ending): no word before the head noun of a phrase ends so. */
const koEnded = /(?:이|가|께서|은|는|을|를|에게|한테|께|에서|에|로|으로|와|과|하고|도|만|고|서|며|면|었다|았다|였다|했다|한다|는다|된다|요|데|지만|니까|듯)$/u;

/** A phrase of bare words ending in a word with `particle`, e.g. 우리 형부가 → 우리 형부. */
function koreanPhrase(words: readonly string[], index: number, particle: RegExp): string | null {
  const word = words[index] ?? '';
  const head = word.replace(particle, '');
  if (head === '' || head === word) return null;
  const before: string[] = [];
  for (let at = index - 1; at >= 0 && before.length < 2; at -= 1) {
    const previous = words[at] as string;
    // A comma ends the phrase before it (졸업하는 날, 뒷집 누나가: 뒷집 누나).
    if (/[,，]$/u.test(previous)) break;
    if (koEnded.test(previous) && !koNarrator.test(previous) && !/(?:의|집|네)$/u.test(previous)) break;
    // A time word (올해, 오늘, 새벽) is no part of a noun phrase.
    if (/^(?:올해|작년|내년|오늘|어제|내일|새벽|아침|저녁|밤|낮|지난|이번|요즘)$/u.test(previous)) break;
    before.unshift(previous);
  }
  return [...before, head].join(' ');
}

function koreanRoles(clause: string): ClauseRoles {
  const words = clause.replace(/[.!?]+$/u, '').split(/\s+/u).filter((word) => word !== '');
  let subject: string | null = null;
  let object: string | null = null;
  let recipient: string | null = null;
  words.forEach((word, index) => {
    if (subject === null && /(?:께서|[가-힣](?:이|가)|[가-힣](?:은|는))$/u.test(word) && !/(?:는데|은데|던|었는|았는|하는|있는|없는)$/u.test(word)) {
      subject = koreanPhrase(words, index, /(?:께서|이|가|은|는)$/u);
      if (subject !== null && /^(?:올해|작년|오늘|어제|요즘|이번|지난)$/u.test(subject)) subject = null;
    } else if (object === null && /[가-힣](?:을|를)$/u.test(word)) object = koreanPhrase(words, index, /(?:을|를)$/u);
    else if (recipient === null && /[가-힣](?:에게|한테|께)$/u.test(word)) recipient = koreanPhrase(words, index, /(?:에게|한테|께)$/u);
  });
  if (subject === null && /^(?:날|나를|저를)$/u.test(words[0] ?? '')) object = '나';
  const verb = words[words.length - 1] ?? null;
  const isNarrator = (phrase: string | null): boolean => phrase !== null && koNarrator.test(phrase);
  const owns = (phrase: string | null): boolean => phrase !== null && /^(?:우리|내|제|저희)\s/u.test(phrase);
  const narrator: NarratorRole = isNarrator(subject) ? 'subject'
    : isNarrator(object) || isNarrator(recipient) || /(?:^|\s)(?:날|나를|저를)(?=\s|$)/u.test(clause) ? 'object'
    : owns(object) || owns(recipient) || /(?:^|\s)(?:우리|내|제)\s?(?:집|방|가게)/u.test(clause) ? 'owner'
    : null;
  return { subject, verb, object: object ?? recipient, narrator };
}

// ── Chinese ──────────────────────────────────────────────────────────────────────────────────────────────────────────

const zhPossessive = '(?:我们|我|你们|你|他们|他|她们|她|咱们|咱)(?:的)?';
/** A text that opens with a Chinese pronoun, possessive or not (我的, 我们, 他). */
const zhPossessiveLead = new RegExp(`^${zhPossessive}`, 'u');
/** Where a subject phrase ends: a time word, an adverb, a preposition of role (把, 被, 给, 让) or of place. */
const zhHinge = /^(?:第一次|第一天|头一回|头一次|首次|每天|那天|当天|今天|昨天|明天|今年|去年|前天|刚才|刚刚|半夜|深夜|凌晨|早上|晚上|中午|下午|上午|突然|忽然|又|也|还|都|就|一直|居然|竟然|终于|已经|在|把|被|给|让|叫|从|跟|和|对|向|替|帮|不|没|是|要|会|说|哭|笑|喊|骂|问|打|喝|答应|下课|放学|下班|课间|午休|饭后)/u;

function chineseRoles(clause: string): ClauseRoles {
  const text = clause.replace(/[。！？]+$/u, '');
  const ba = /^(.*?)(?:把|将)(我们|我|[^\s，。]{1,6}?)(?=[从在往到向给]|[^\s，。]{0,2}(?:了|起来|出来|过来|住|走|醒|叫|拉|拽|推|抱|带|骂|送|扔|放))/u.exec(text);
  if (ba !== null) {
    const subject = chineseSubject(ba[1] ?? '');
    const object = ba[2] ?? null;
    return { subject, verb: null, object, narrator: object === '我' || object === '我们' ? 'object' : zhPossessiveLead.test(object ?? '') && /^我/u.test(object ?? '') ? 'owner' : subject === '我' ? 'subject' : null };
  }
  const bei = /^(.*?)被(.*?)(?=[\u4e00-\u9fff]{1,3}(?:了|走|掉|坏))/u.exec(text);
  if (bei !== null) {
    const patient = chineseSubject(bei[1] ?? '');
    return { subject: bei[2] === '' ? null : bei[2] ?? null, verb: null, object: patient, narrator: patient === '我' || patient === '我们' ? 'object' : null };
  }
  const subject = chineseSubject(text);
  const toMe = /(?:给|让|叫|帮|替|陪|送|带|教|约|请|接|拉|喊)(?:我们|我)(?![们的])|(?:我们|我)(?=[一-龥]{0,2}(?:打电话|发消息))/u.test(text.slice(subject?.length ?? 0));
  const mine = /(?:我们|我)(?:的|家|们家)/u.test(text.slice(subject?.length ?? 0));
  const narrator: NarratorRole = subject === '我' || subject === '我们' ? 'subject' : toMe ? 'object' : mine ? 'owner' : null;
  return { subject, verb: null, object: null, narrator };
}

/** The subject phrase at the start of a Chinese clause: a possessive and its noun, or the words up to a hinge. */
function chineseSubject(text: string): string | null {
  const lead = text.replace(/^(?:今天|昨天|今年|去年|半夜|刚才|那天|早上|晚上)/u, '');
  if (/^(?:我们|我)(?![一-龥])|^(?:我们|我)(?=[在把被给让又也还都就一突刚今昨已不没是要会])/u.test(lead)) return /^我们/u.test(lead) ? '我们' : '我';
  // Round 17: a bare pronoun before a hinge (他第一天就…) is the whole subject, never the owner of a time word.
  const pronounLead = /^(?:他们|她们|他|她|它)/u.exec(lead)?.[0];
  if (pronounLead !== undefined && zhHinge.test(lead.slice(pronounLead.length))) return pronounLead;
  const possessed = zhPossessiveLead.exec(lead);
  const start = possessed?.[0].length ?? 0;
  // The shortest head whose rest starts at a hinge (我们班主任|今天, 我哥|喝多了); else up to four characters.
  for (let length = 1; length <= 5 && start + length <= lead.length; length += 1) {
    const rest = lead.slice(start + length);
    if (rest === '' || zhHinge.test(rest)) return lead.slice(0, start + length);
  }
  return null;
}

// ── Vietnamese ───────────────────────────────────────────────────────────────────────────────────────────────────────

const viNarrator = /^(?:tôi|mình|tớ|tao|em|con|cháu|chúng tôi|bọn mình|chúng mình)$/iu;
/** Person classifiers: a noun after them is a person (ông hàng xóm, bà bán xôi, người lạ, thằng em). */
export const viPersonClassifier = /^(?:ông|bà|anh|chị|cô|chú|bác|dì|cậu|mợ|thím|người|thằng|con bé|cô bé|cậu bé|thầy|cụ|em)$/iu;
/** Words that end a Vietnamese subject: a time word, an aspect or negation word, an adverb. */
const viHinge = /^(?:hôm|sáng|tối|chiều|trưa|đêm|năm|lúc|vừa|mới|đã|đang|sẽ|cứ|lại|bỗng|cũng|không|chưa|chẳng|vẫn|còn|lần|hay|thường|luôn|rồi|thì|mà|bị|được)$/iu;

/** Common Vietnamese verbs a subject noun never runs into (a closed set of frequent acts; unknown verbs fall back to three words). */
const viVerb = /^(?:gọi|nói|bảo|kể|hỏi|nhắn|khóc|cười|la|mắng|hứa|dặn|gõ|đi|đến|tới|về|vào|ra|lên|xuống|mang|đưa|trả|đứng|ngồi|nấu|làm|cho|gửi|tặng|bắt|kéo|dắt|ôm|để|bỏ|lấy|mua|bán|nhìn|thấy|chạy|ghé|sang|qua|mở|đóng|ăn|uống|ngủ|mượn|rủ|hẹn|dạy|chở|đón|giúp|khen|trêu|chờ|đợi|nhờ|mời|giấu|dẫn|kêu|vẽ|nuôi|xin|đòi|cấm|ép|hôn|nắm|đánh|cõng|bế|chỉ)$/iu;

/** The narrator's own word as a possessor or an object (tôi, mình, tớ): never a kin word like em or con. */
const viSelf = /^(?:tôi|mình|tớ)$/u;

function vietnameseRoles(clause: string): ClauseRoles {
  const all = clause.replace(/[.!?]+$/u, '').split(/\s+/u).filter((word) => word !== '');
  // A time word before the subject (Năm nay, Hôm qua, Sáng nay) is no part of it.
  const lead = /^(?:năm|hôm|sáng|tối|chiều|trưa|đêm|tuần|tháng)$/iu.test(all[0] ?? '') && /^(?:nay|qua|ngoái|trước|rồi|kia)$/iu.test(all[1] ?? '') ? 2 : 0;
  const words = all.slice(lead);
  const lower = words.map((word) => word.toLowerCase());
  let end = 0;
  // A possessive pronoun after a kin noun ends the subject (anh rể tôi, mẹ mình).
  const found = lower.findIndex((word, at) => at > 0 && at <= 4 && viNarrator.test(word) && !viNarrator.test(lower[0] as string));
  // A kin word that is also a narrator word (em, con, cháu) before the possessive is the noun: thằng em | tôi.
  const kinFirst = /^(?:em|con|cháu)$/u.test(lower[0] ?? '') && !viSelf.test(lower[1] ?? '') ? lower.findIndex((word, at) => at > 0 && at <= 2 && viSelf.test(word)) : -1;
  const own = kinFirst > 0 ? kinFirst : found > 0 && viSelf.test(lower[found + 1] ?? '') ? found + 1 : found;
  // The first known verb: it ends the subject; before the narrator word it makes that word its object (ông nội | rủ tôi).
  const verbAt = lower.findIndex((word, at) => at > 0 && viVerb.test(word));
  // A bare name (Lan hẹn tôi…) is the subject on its own: the narrator word after its verb is the verb's object.
  const bareName = /^[A-ZĐ\p{Lu}]/u.test(words[0] ?? '') && !viPersonClassifier.test(lower[0] ?? '') && !viPersonClassifier.test(`${lower[0]} ${lower[1]}`) && /^[a-zđ\p{Ll}]/u.test(words[1] ?? '');
  if (kinFirst > 0) end = kinFirst + 1;
  else if (viNarrator.test(lower[0] ?? '')) end = lower[0] === 'chúng' || lower[0] === 'bọn' ? 2 : 1;
  else if (bareName && own === 2) end = 1;
  else if (own > 0 && verbAt > 0 && verbAt < own) end = verbAt;
  else if (own > 0) end = own + 1;
  else {
    const hinge = lower.findIndex((word, at) => at > 0 && viHinge.test(word));
    // After a person classifier, the noun runs up to three words (four before a known verb) and stops before a verb (bà ngoại | gọi, ông hàng xóm | gõ).
    const cap = verbAt > 0 ? Math.min(4, verbAt) : Math.min(3, words.length - 1);
    end = hinge > 0 && hinge <= 4 ? (verbAt > 0 ? Math.min(hinge, verbAt) : hinge) : viPersonClassifier.test(lower[0] ?? '') ? cap : 0;
    // A superlative runs to its place (ông hàng xóm khó tính nhất khu phố | vừa gõ): no adjective is cut in two.
    const most = lower.indexOf('nhất');
    if (end > 0 && viPersonClassifier.test(lower[0] ?? '') && most >= end && most <= 6 && (verbAt < 0 || most < verbAt)) {
      const after = lower.findIndex((word, at) => at > most && (viHinge.test(word) || viVerb.test(word)));
      end = after > most && after <= most + 3 ? after : most + 1;
    }
  }
  const subject = end > 0 ? words.slice(0, end).join(' ') : null;
  const rest = lower.slice(end);
  const isNarrator = subject !== null && viNarrator.test(subject.toLowerCase());
  // A classifier after a number (một con chó, hai đứa em) is no narrator word.
  const objectAt = rest.findIndex((word, at) => at > 0 && at <= 3 && viNarrator.test(word) && !/^(?:một|hai|ba|bốn|năm|mấy|vài|những|các|\d+)$/u.test(rest[at - 1] ?? ''));
  const ownerAt = rest.findIndex((word, at) => at > 0 && viSelf.test(word) && /^(?:nhà|của|cửa|phòng|con|xe)$/u.test(rest[at - 1] ?? ''));
  const narrator: NarratorRole = isNarrator ? 'subject' : ownerAt > 0 ? 'owner' : objectAt > 0 ? 'object' : null;
  return { subject, verb: rest.find((word) => !viHinge.test(word)) ?? null, object: objectAt > 0 ? rest[objectAt] ?? null : null, narrator };
}

/** Reads the roles of one clause in `language` (the first clause of `text` when it holds several). */
export function readClauseRoles(text: string, language: ContentLanguage): ClauseRoles {
  const clause = language === 'ko' ? firstKoreanClause(text) : language === 'zh' ? chineseSentence(text) : firstClause(text);
  if (language === 'en') return englishRoles(clause);
  if (language === 'ko') return koreanRoles(clause);
  if (language === 'zh') return chineseRoles(clause);
  return vietnameseRoles(clause);
}

/** A Korean clause ends at a connective ending (…해서, …했는데) or a sentence end. */
function firstKoreanClause(text: string): string {
  const sentence = (/^[^.!?\n]+/u.exec(text.trim())?.[0] ?? text).trim();
  // …해서 and …고 share their subject with the clause after them; …는데 and …지만 open a clause of its own.
  const cut = /[가-힣]+(?:는데|은데|지만),?\s/u.exec(sentence);
  return cut === null ? sentence : sentence.slice(0, cut.index + cut[0].length).trim();
}

// ── Persons ──────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Human acts: speaking, calling, crying, asking — a possessed noun that does one of them is a person. */
const humanAct: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:said|says|told|tells|asked|asks|called|calls|phoned|texted|cried|cries|laughed|smiled|shouted|yelled|whispered|sighed|apologi[sz]ed|promised|insisted|hugged|waved|knocked|made (?:me|us)|taught|scolded|invited|begged|refused|agreed|lied)\b/iu,
  vi: /(?:^|\s)(?:nói|bảo|kể|hỏi|gọi|nhắn|khóc|cười|la|mắng|hứa|dặn|xin lỗi|than|thở dài|gõ cửa|ôm|mời|bắt (?:tôi|mình|em))(?=[\s,.]|$)/iu,
  ko: /말했|말씀하|물었|물어|불렀|전화(?:를)?\s?했|전화(?:가)?\s?왔|울었|울면서|웃었|웃으며|소리쳤|화를 냈|혼냈|약속했|부탁했|사과했|문자(?:를)?\s?보냈|찾아왔|안아|안고|데려왔|말을 걸|잡아 주/u,
  zh: /说|讲|问|叫|喊|骂|哭|笑|打电话|发消息|道歉|答应|求|劝|拽|拉着|抱着|喝多|喝醉|敲门/u,
};

/** A possessive or a person determiner before a noun (my, our, Lan's; 우리, 내, 옆집; 我, 我们; tôi after the noun). */
const possessed: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:my|our|his|her|their|your|[A-Z][a-z]+['’]s)\s+(?:[\w-]+\s+){0,3}[\w-]+$/iu,
  vi: /^(?:[\p{L}\p{M}]+\s+){1,3}(?:tôi|mình|tớ|em|nhà tôi|nhà mình)$/iu,
  ko: /^(?:우리|내|제|저희|옆집|앞집|윗집|아랫집|건넛집|동네|[가-힣]+네)\s?[가-힣]+$/u,
  zh: new RegExp(`^${zhPossessive}[一-龥]{1,4}$`, 'u'),
};

/** Nouns that always name a person whatever surrounds them (a person suffix: -in-law, 님, 씨; a classifier: người). */
const personForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /-in-law$|^(?:step|grand)|(?:grandma|grandpa|granny|nana|auntie|mommy|daddy|papa|mama|teacher|neighbou?r|friend|boss|coach|doctor|nurse|mother|father|mom|mum|dad|parent|sister|brother|aunt|uncle|cousin|wife|husband|son|daughter|roommate|classmate|kid|child|baby|guy|girl|boy|man|woman|lady)s?$/iu,
  vi: /^(?:ông|bà|anh|chị|cô|chú|bác|dì|cậu|mợ|thím|người|thằng|thầy|cụ|em|bố|mẹ|ba|má|con)\s/iu,
  ko: /(?:님|씨|아저씨|아줌마|아주머니|할머니|할아버지|형|오빠|언니|누나|동생|선생|친구|사장|이모|삼촌|고모)$/u,
  zh: /(?:哥|姐|弟|妹|爸|妈|爷|奶|叔|姨|舅|婶|公|婆|老师|班主任|同学|同桌|室友|朋友|师傅|大爷|大妈|阿姨|邻居|老板|医生|孩子|小孩|男孩|女孩|儿子|女儿|老公|老婆|师|学生|实习生|考生|新生|先生|男生|女生|留学生|研究生|员工|同学们|主任|校长|经理|店长|教练|队长|班长|组长|警察|保安|司机)$/u,
};

/** A title before a name keeps them whole (Mr. Chen, Dr. Park, 陈老师, 김 선생님, cô Lan). */
const titled: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:Mr|Mrs|Ms|Miss|Dr|Mx|Prof|Coach|Officer|Nurse)\.?\s+[A-Z][\w'-]*$/u,
  vi: /^(?:ông|bà|anh|chị|cô|chú|bác|thầy|cụ)\s+[A-ZĐ\p{Lu}][\p{L}\p{M}]*$/u,
  ko: /^[가-힣]{1,3}\s?(?:선생님|씨|님|교수님|사장님)$/u,
  zh: /^[一-龥]{1,2}(?:老师|先生|女士|医生|师傅|阿姨|叔叔|大爷|大妈)$/u,
};

/**
 * Whether a phrase names a person: a title before a name, a person form or classifier, or a possessed noun that does a
 * human act in `clause` (the opening's clause the phrase is the subject of). A place or a time (楼下, 今年, this year,
 * năm nay, 올해) is never a person.
 */
export function isPersonNoun(phrase: string, language: ContentLanguage, clause = ''): boolean {
  // A place after a person stays with them and says nothing of who they are (Mr. Chen from 4B, the man next door).
  const text = language === 'en' ? phrase.trim().replace(/\s+(?:from|of|in|at|next|across|upstairs|downstairs)\b.*$/u, '') : phrase.trim();
  if (text === '' || isPlaceOrTime(text, language)) return false;
  if (titled[language].test(text) || personForm[language].test(text)) return true;
  if (!possessed[language].test(text)) return false;
  // A Korean kin word after 우리 / 내 ends as kin words do (형부, 고모부, 시어머니, 조카): the possessive says it is family.
  if (language === 'ko' && /^(?:우리|내|제|저희)\s/u.test(text) && /(?:부|모|님|형|누나|언니|오빠|동생|매|숙|카|녀|딸|들|아빠|엄마)$/u.test(text)) return true;
  const after = clause === '' ? '' : clause.slice(clause.indexOf(text) + text.length);
  return humanAct[language].test(after);
}

/** Words that name a place or a time, never a person nor a thing a story keeps. */
const placeOrTime: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:this|last|next) (?:year|month|week|summer|winter|spring|autumn|fall|morning|evening|night)$|^(?:today|tonight|yesterday|tomorrow|upstairs|downstairs|outside|inside|home)$/iu,
  vi: /^(?:năm nay|năm ngoái|năm sau|tháng này|tuần này|hôm nay|hôm qua|tối nay|sáng nay|đêm qua|trên lầu|dưới lầu|ngoài sân|trong nhà)$/iu,
  ko: /^(?:올해|작년|내년|이번 달|이번 주|오늘|어제|내일|새벽|위층|아래층|밖|안)$/u,
  zh: /^(?:今年|去年|明年|今天|昨天|明天|这个月|这周|楼下|楼上|外面|里面|门口|家里)$/u,
};

/** Whether a phrase is a place or time word (楼下, 今年, this year, năm nay, 올해). */
export function isPlaceOrTime(phrase: string, language: ContentLanguage): boolean {
  return placeOrTime[language].test(phrase.trim());
}
