/**
 * The contradiction check in front of the story writer's stock families (issue 13, round 11). The opening's facts are
 * read once from its grammar — a person it says is not there (dead, away, in surgery, or "without" them), and an event
 * it states (something went quiet, stopped, is empty, closed, missing or lost: a state verb or a negation with a subject
 * that is not the narrator) — and a family's continuation is refused when it puts an absent person on stage (beside me,
 * smiled, said) or undoes the opening's event in its first beat (the quiet radio "came back").
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { awayWords, goneWords, personWords } from './story-first-time.ts';

/** Why a person of the opening is not on stage. */
export type AbsenceWhy = 'gone' | 'away' | 'cared' | 'without';

/** A person the opening says is not there, as the opening names them. */
export interface AbsentOne {
  /** The person's own words in the opening ("Grandpa", "bà ngoại", "옆집 아저씨", "爷爷", "Mrs. Alvarez"). */
  who: string;
  why: AbsenceWhy;
}

/** What the opening states that no continuation may contradict. */
export interface OpeningFacts {
  absent: AbsentOne[];
  /** The opening states an event that ended something: it went quiet, stopped, stands empty, closed, went missing. */
  stopped: boolean;
}

/** People beside the kin words: neighbours and the people of a street, named by role (the florist, 옆집 아저씨, 阿姨). */
const rolePeople: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+[A-Z][a-z]+|\b(?:my|our|the|his|her)\s+(?:neighbou?r|roommate|friend|florist|baker|landlady|landlord)\b/gu,
  vi: /(?:cô|chú|bác|bà|ông|anh|chị) hàng xóm|(?:ông|bà|bác|chú|cô) [A-ZĐ][\p{L}]+|anh trai|chị gái|em trai|em gái/gu,
  ko: /(?:옆집|윗집|아랫집|앞집) (?:아저씨|아주머니|아줌마|할머니|할아버지|언니|오빠|누나|형)/gu,
  zh: /(?:隔壁|楼上|楼下|对门)的?(?:阿姨|叔叔|奶奶|爷爷|大爷|大妈)/gu,
};

/** The person's death, absence or care said in the person's own clause (its verb, not a topic word anywhere). */
const caredWords = /\bsurgery\b|\bin (?:the )?hospital\b|\bICU\b|nằm viện|phẫu thuật|\bmổ\b|vào viện|입원|수술|住院|做手术|手术室/iu;
const leftWords = /đi lấy chồng|(?:^|\s)(?:đi|chuyển|dọn) [^,.]{0,14}xa(?![\p{L}\p{M}])|\bmoved (?:away|out)\b|\bleft (?:for|home|town)\b|\bwent (?:abroad|overseas|away)\b|đi du học|du học|đi xa|chuyển đi|dọn đi|이사(?:를)? 가|이사 간|유학|떠난|떠나신|搬走|出国|留学|去外地/iu;

/** The person as the subject of a plain verb of dying right after them (Bà ngoại mất…, 爷爷走了). */
const diedAfter: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^\s+(?:died|passed)\b/iu,
  vi: /^\s+(?:đã\s+|vừa\s+)?(?:mất|đi xa mãi|ra đi)(?![\p{L}\p{M}])/iu,
  ko: /^(?:가|이|께서)?\s?(?:돌아가|떠나신|세상을)/u,
  zh: /^(?:走了|走后|走的|没了)/u,
};

/** The person named again by a short word as the subject of dying (từ hôm bà mất, since she died, 她走后). */
const pronounDied: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:she|he) (?:died|passed)\b/iu,
  vi: /(?:^|\s)(?:bà|ông|mẹ|bố|ba|má|anh|chị|em|cô|chú|bác|cụ)\s+(?:đã\s+)?(?:mất|qua đời|ra đi)(?![\p{L}\p{M}])/iu,
  ko: /(?:^|\s)(?:그분|그가|그녀가)\s?돌아가/u,
  zh: /(?:她|他)(?:走后|走了|去世|过世)/u,
};

/**
 * The subject of a clause of time whose verb is leaving or dying (since the twins left, từ khi anh ấy đi, 형이 떠난 뒤,
 * 爸爸走后): a person the opening says is not there, whatever noun names them.
 */
const leftSubject: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:since|after|when|ever since)\s+((?:the|my|our|his|her)\s+[a-z]+)\s+(?:left|moved (?:away|out)|went away|died|passed away)\b/giu,
  vi: /(?:từ khi|từ hôm|từ ngày|kể từ khi|sau khi)\s+((?:[\p{L}\p{M}]+\s){0,2}?[\p{L}\p{M}]+)\s+(?:đi (?:xa|du học|nước ngoài|làm xa)|mất|qua đời|ra đi|chuyển đi|dọn đi)(?![\p{L}\p{M}])/giu,
  ko: /(?<![가-힣])([가-힣]{1,4})(?:가|이|께서)\s(?:(?:떠난|떠나신|이사 간|이사 가신|돌아가신)\s?(?:뒤|후|다음)|돌아가시고|돌아가셨|세상을 떠나시고|세상을 떠나셨)/gu,
  zh: /([\u4e00-\u9fff]{2,3})(?:走后|走了以后|去世以后|去世后|离开以后|离开后|搬走以后|搬走后)/gu,
};

/** "Without X" in each language, read as the preposition or the particle before or after the person. */
function withoutPerson(text: string, who: string, language: ContentLanguage): boolean {
  const at = text.indexOf(who);
  if (at < 0) return false;
  const before = text.slice(Math.max(0, at - 14), at);
  const after = text.slice(at + who.length, at + who.length + 6);
  if (language === 'en') return /\bwithout\s+(?:my\s+|our\s+)?$/iu.test(before);
  if (language === 'vi') return /(?:không có|vắng|thiếu)\s+$/iu.test(before);
  if (language === 'ko') return /^\s?없이|^(?:가|이|께서)?\s?안 계신|^(?:가|이)?\s?없는/u.test(after);
  return /(?:没有|不在)$/u.test(before) || /^不在/u.test(after);
}

/** The clause (between stops and commas) that holds the person's words at `at` (a stop inside them, Mrs., is theirs). */
function clauseAt(text: string, at: number, length: number): string {
  const starts = [...text.slice(0, at).matchAll(/[.!?;,。！？；，]/gu)].map((m) => (m.index ?? 0) + 1);
  const start = starts.length > 0 ? (starts[starts.length - 1] as number) : 0;
  const end = text.slice(at + length).search(/[.!?;,。！？；，]/u);
  return text.slice(start, end < 0 ? text.length : at + length + end);
}

/** Another subject of a clause: the narrator's pronoun (the part after it is theirs). */
const otherSubject: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:I|we|me|us)\b/u,
  vi: /(?:^|\s)(?:tôi|mình|em|con|cháu|chúng tôi)(?=\s|$)/iu,
  ko: /(?:^|\s)(?:나는|내가|나를|나에게|저는|제가|저를)(?=\s|$)/u,
  zh: /我/u,
};

/** The part of a clause that is the person's own: up to another subject after them. */
function ownPart(clause: string, who: string, language: ContentLanguage): string {
  const at = clause.indexOf(who);
  if (at < 0) return clause;
  // A pronoun right after a Vietnamese kin word is its owner (Mẹ tôi: my mother), not another subject.
  const after = language === 'vi' ? clause.slice(at + who.length).replace(/^\s+(?:tôi|mình|em|con|cháu)(?=\s)/iu, ' ') : clause.slice(at + who.length);
  const other = otherSubject[language].exec(after);
  return clause.slice(0, at + who.length) + (other === null ? after : after.slice(0, other.index));
}

/** The people of the opening with their places, kin words and people named by role. */
function peopleOf(opening: string, language: ContentLanguage): { who: string; at: number }[] {
  const found: { who: string; at: number }[] = [];
  for (const m of opening.matchAll(rolePeople[language])) found.push({ who: m[0].trim(), at: m.index ?? 0 });
  const kin = new RegExp(personWords[language].source, `${personWords[language].flags.replace('g', '')}g`);
  for (const m of opening.matchAll(kin)) {
    const at = (m.index ?? 0) + m[0].length - m[0].trimStart().length;
    if (found.some((one) => at >= one.at && at < one.at + one.who.length)) continue;
    found.push({ who: m[0].trim(), at });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Reads the people an opening says are not there. */
export function readAbsent(opening: string, language: ContentLanguage): AbsentOne[] {
  const absent: AbsentOne[] = [];
  for (const { who, at } of peopleOf(opening, language)) {
    const clause = clauseAt(opening, at, who.length);
    // The death, the trip or the surgery is the person's own: said in their clause ("Since Grandpa died", "爷爷走后"),
    // and not after another subject of that clause (bà gọi điện bảo tôi về quê: the trip is the narrator's).
    const own = ownPart(clause, who, language);
    const why: AbsenceWhy | null = goneWords.test(own) || diedAfter[language].test(opening.slice(at + who.length)) || pronounDied[language].test(own) ? 'gone' : caredWords.test(own) ? 'cared' : awayWords.test(own) || leftWords.test(own) ? 'away' : withoutPerson(opening, who, language) ? 'without' : null;
    if (why !== null) absent.push({ who, why });
  }
  for (const m of opening.matchAll(leftSubject[language])) {
    const who = (m[1] as string).trim();
    if (absent.some((one) => one.who.includes(who) || who.includes(one.who)) || /^(?:I|we|tôi|mình|나|내|我)$/iu.test(who)) continue;
    absent.push({ who, why: goneWords.test(m[0]) || /died|passed|mất|qua đời|ra đi|돌아가|去世|走后|走了/iu.test(m[0]) ? 'gone' : 'away' });
  }
  return absent;
}

/** An event that ended something, told by a state verb or a negation whose subject is not the narrator. */
const stoppedEvent: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:went|has been|had been|have been|fell|is|was|were|grew|stayed|stood)\s+(?:so\s+|very\s+|too\s+|strangely\s+)?(?:quiet|silent|still|dark|empty|closed|shut)\b|\b(?:stopped|ceased)\b|\b(?:nobody|no one) (?:has|had|have) (?:touched|played|opened|used|sat)\b|\b(?:is|was|went) missing\b|\bwas lost\b|\bno longer\b|\bnever again\b|\b(?:has|had|have)(?:n['’]t| not)\s+(?:made a (?:single )?sound|sung|barked|meowed|chirped|crowed|chimed|ticked|rung|said a (?:single )?word)\b|\bfell silent\b/iu,
  vi: /im bặt|im lặng|im ắng|lặng im|ngừng|tắt hẳn|không ai (?:đụng|động|chơi|mở|ngồi)|không còn|trống (?:trơn|không|rỗng|hoác)|vắng tanh|đóng cửa|mất tích|bị mất|làm mất|đánh mất|thôi (?:kêu|hót|sủa|gáy|reo)|(?:kêu|hót|sủa|gáy|reo) nữa/iu,
  ko: /끊겼|끊어졌|멈췄|멈춘|멎었|조용(?:해졌|했|하다)|텅|비어 있|닫혔|문을 닫았|잃어버|사라졌|더 이상 (?:들리|울리|나오)|아무도 (?:손대지|치지|쓰지|열지)|입을 (?:꾹 )?다물|울지 않|짖지 않|울음을 그쳤|소리를 내지 않/u,
  zh: /不再|再也不|再也没|停了|停止了|安静了|安静得|空着|空荡荡|关门了|丢了|不见了|没人(?:碰|动|弹|用|打开)|不叫了|不响了|不唱了|不出声了|没声音了|没了声音|没动静了/u,
};

/** Reads the opening's facts once. */
export function readOpeningFacts(opening: string, language: ContentLanguage): OpeningFacts {
  return { absent: readAbsent(opening, language), stopped: stoppedEvent[language].test(opening) };
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** The head a later sentence names the person by ("my grandpa" → grandpa, "Mrs. Alvarez" → Alvarez, "옆집 아저씨" → 아저씨). */
function headOf(who: string, language: ContentLanguage): string {
  if (language === 'en') return (who.split(/\s+/u).pop() ?? who).replace(/[^\p{L}]/gu, '');
  if (language === 'ko' || language === 'zh') return who.replace(/^(?:옆집|윗집|아랫집|앞집)\s|^(?:隔壁|楼上|楼下|对门)的?/u, '');
  return who;
}

/** A sentence that puts the person on stage: beside, with, or the subject of a present act (smiled, said, handed). */
function onStage(head: string, language: ContentLanguage): RegExp {
  const h = escape(head);
  if (language === 'en') return new RegExp(`\\b(?:beside|next to|with|sat by|hugged|looked at)\\s+(?:my\\s+|our\\s+|the\\s+)?${h}\\b|\\b${h}\\s+(?:just\\s+|only\\s+|simply\\s+|still\\s+)?(?:smiled|said|laughed|nodded|winked|whispered|handed|hugged|sat down|walked in|came in|looked up|turned to me|told me|asked me)\\b|\\bsaid\\s+(?:my\\s+)?${h}\\b`, 'iu');
  if (language === 'vi') return new RegExp(`(?:cùng|bên cạnh|bên|cạnh|với|ngắm|nhìn|nhìn sang)\\s+${h}(?![\\p{L}\\p{M}])|${h}(?:\\s+(?:chỉ|vẫn|lại|khẽ|cũng))?\\s+(?:mỉm cười|cười|nói|gật đầu|nhìn tôi|bảo|hỏi|đưa|ngồi xuống|bước vào)(?![\\p{L}\\p{M}])`, 'iu');
  if (language === 'ko') return new RegExp(`${h}\\s?(?:곁에|옆에)|${h}(?:와|과|랑|하고|께서|가|이|는|은|도)?\\s?(?:그저\\s|가만히\\s|다시\\s)?(?:함께|같이|던진|건넨|건네|웃|말씀하|말했|고개를|쳐다보|바라보|보낸 그날)|${h}(?:을|를)\\s?(?:쳐다보|바라보|안아|껴안)`, 'u');
  return new RegExp(`(?:和|跟|陪着?|在)${h}(?:一起|身边|旁边)|${h}(?:笑了|笑着|说|点头|看着我|递给|坐在)`, 'u');
}

/** A sentence that brings back what the opening says stopped: came back, returned, rang again (its subject not the narrator). */
const undone: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:came back|was back|returned|started (?:up )?again|began again|played again|sang again|rang again|spoke again|lit up again|was there again|turned up)\b/iu,
  vi: /(?:trở lại|quay lại|quay về|vang lên|lại (?:kêu|hát|reo|chạy|sáng|nói))(?![\p{L}\p{M}])/iu,
  ko: /돌아왔|돌아와 있|다시 (?:들렸|들려|울렸|켜졌|나왔|나타났|노래)|들려왔|나타났/u,
  zh: /又(?:响|唱|说|来|出现|亮)|回来了|重新(?:响|亮|开)|再次(?:响|出现)/u,
};

/** The narrator or hero as a sentence's subject (I came back later, 나는 다시 돌아왔다): no undoing of the opening's event. */
const narratorSubject: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:\W*)(?:I|We|[A-Z][a-z]+ and I)\b/u,
  vi: /^(?:\W*)(?:Tôi|Mình|Em|Chúng tôi)(?![\p{L}\p{M}])/u,
  ko: /^(?:\W*)(?:나는|내가|나도|우리는|우리가)/u,
  zh: /^(?:\W*)我/u,
};

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?。！？])\s*/u).filter((sentence) => sentence.trim() !== '');
}

/**
 * Whether a family's continuation (the lines after the opening, paragraphs split by a blank line) contradicts the
 * opening's facts: an absent person on stage anywhere, or (`undoing`) the opening's event undone in the first paragraph
 * — the mystery family passes false: a thing that should have stopped and did not is its own premise.
 */
export function contradictsOpening(continuation: string, facts: OpeningFacts, language: ContentLanguage, undoing = true): boolean {
  const sentences = sentencesOf(continuation);
  for (const one of facts.absent) {
    const stage = onStage(headOf(one.who, language), language);
    if (sentences.some((sentence) => stage.test(sentence))) return true;
  }
  if (!facts.stopped || !undoing) return false;
  const first = continuation.split(/\n\s*\n/u)[0] ?? '';
  return sentencesOf(first).some((sentence) => undone[language].test(sentence) && !narratorSubject[language].test(sentence.trim()));
}
