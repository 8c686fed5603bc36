/**
 * Round 15 (issue 13): a theme that is the SINGER'S OWN DEED, an act done on a thing or for someone, with its time
 * ("returning her hoodie in a paper bag", "giving back his house keys on the last day of our lease", "trả lại chiếc áo
 * khoác cho người yêu cũ", "헤어지고 그 사람 칫솔 버리던 날", "把他送我的围巾寄回去", "教奶奶用微信视频的那个下午",
 * "除夕夜我和妹妹在阳台上等烟花"). Read from grammar: the act opens the theme with no subject but the singer (an English
 * -ing form, a Vietnamese verb or the singer's pronoun, a Chinese 把 or 我), or a Korean clause with no other subject
 * heads a time noun (…던 날, …는 중). The song sings the act as done, whole, with its time: never a noun cut from it.
 * Word lists here are grammatical classes: English state verbs, Vietnamese and Chinese verbs of handling, teaching,
 * waiting and giving (the act must open on one), time nouns, the singer's pronouns.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findLyricsPerson } from './lyrics-person.ts';
import { readDayTheme } from './lyrics-day-read.ts';

/** The singer's deed as the song sings it. */
export interface DeedScene {
  /** Who does it, as sung: '' for the singer alone (en, ko), else the words ("ta", "hai đứa", "我和妹妹"). An English
   *  deed shared with someone ("me and my sister painting…") is the companion reader's, which names them throughout. */
  doer: string;
  /** The act, whole: an English -ing phrase, a Vietnamese or Chinese verb phrase, a Korean adnominal clause. */
  act: string;
  /** The act's time as written ("on the last day of our lease", "tối thứ bảy", "除夕夜", "那个下午"), or ''. */
  time: string;
  /** The thing acted on, a whole noun phrase ("his house keys", "chiếc áo khoác", "칫솔", "围巾"), or ''. */
  thing: string;
  /** The act cut after its thing ("giving back his house keys", "trả lại chiếc áo khoác", "칫솔 버리던", "把围巾寄回去"),
   *  sung in the chorus and the verses so the whole theme is not pasted line after line; the act itself when it is short. */
  core: string;
  /** Whether the singer does it alone ("alone", "một mình", "혼자", "一个人"). */
  alone: boolean;
  /** Korean: the time noun the clause heads ("날", "밤"), or "지금" for an act going on (…는 중). */
  head: string;
  /** Whether the act is going on now (Korean …는 중, an English -ing theme with no past time), else looked back on. */
  now: boolean;
}

/** English -ing words of a state, a feeling or an accident, not a deed ("missing you", "being alone", "losing my keys"). */
const englishNotDeed = /^(?:working|studying|staying|losing|breaking|dropping|spilling|forgetting|being|feeling|missing|loving|hating|thinking|wishing|hoping|wondering|remembering|wanting|needing|knowing|liking|having|getting|trying|falling|growing|becoming|living|dreaming|crying|smiling|laughing|going|coming|leaving|moving|starting|ending)$/iu;

/** English -ing nouns ("the wedding", "a painting"): a verb only before the thing it acts on ("painting the fence"). */
const englishIngNoun = /^(?:morning|evening|wedding|ceiling|building|thing|king|spring|ring|string|painting|meeting|beginning|clothing|darling|sibling|swing|something|nothing|anything|everything|during|outing|landing|lightning|pudding|dumpling|earring)$/iu;

/** English words after the act's verb that make it no deed on a thing or a person ("missing you so much"). */
const englishNoObject = /^(?:you|yourself|myself|alone|so|too|very|like|about|it|over|again|home|away|out)$/iu;

/** English time nouns a time phrase is headed by. */
const englishTimeNoun = '(?:birthday|anniversary|holidays|day|days|night|nights|morning|mornings|evening|evenings|afternoon|afternoons|week|weekend|summer|winter|spring|fall|autumn|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|christmas|eve|midnight|dawn|sunrise|sunset)';

/** Where an English time phrase starts in the rest of an -ing theme: it runs to the end (a journey home, "on the
 *  train home", is its occasion, sung as its time). Its time noun ends a phrase
 *  ("the night | we…", "the last day | of…"), never heads a noun ("the night bus"). */
const englishTimeEnd = `(?=\\s+(?:of|we|i|you|he|she|they|when|before|after|that|in|at|on|and)\\b|\\s*$)`;
const englishTime = new RegExp(`\\s(?:(?:on|in|at|during|through)\\s+(?:(?:the|a|that|this|my|our|one)\\s+)?(?:[\\p{L}'’]+\\s+){0,2}${englishTimeNoun}${englishTimeEnd}|(?:the|that|this|last|every|each|one)\\s+(?:[\\p{L}'’]+\\s+)?${englishTimeNoun}${englishTimeEnd}|(?:on|in)\\s+(?:the|my|a)\\s+(?:train|bus|way|drive|walk|ride|plane|flight|subway|ferry|car)\\s+(?:home|back|to|from)\\b|(?:before|after|when|while|once|until)\\s|(?:tonight|today|yesterday)\\b)`, 'iu');

/** A past told in an English time phrase ("the week we sold the house", "two years ago"): the deed is looked back on. */
const englishPastTime = /\b(?:ago|yesterday)\b|\b(?:i|we|you|he|she|they|it|mom|dad)\s+(?:\p{L}+ed|sold|left|lost|went|came|gave|took|made|said|told|got|had|was|were|broke|moved)\b/iu;

function englishDeed(written: string): DeedScene | null {
  // "Teaching my daughter…": a capital that only opens the sentence is not sung mid-line.
  const text = /^\p{Lu}\p{Ll}/u.test(written) ? written.charAt(0).toLowerCase() + written.slice(1) : written;
  const words = text.split(/\s+/u);
  const verb = (words[0] ?? '').toLowerCase();
  const next = (words[1] ?? '').toLowerCase();
  if (words.length < 3 || !/^\p{L}{2,}ing$/u.test(verb) || englishNotDeed.test(verb)) return null;
  if (englishIngNoun.test(verb) && !/^(?:the|my|his|her|our|their|your|a|an|all|both)$/u.test(next)) return null;
  // "throwing out his gym bag": a particle before a determined thing is part of the verb, not its end.
  const particle = /^(?:out|away|over|up|off|down|back)$/u.test(next) && /^(?:the|my|his|her|our|their|your|all|both)$/iu.test(words[2] ?? '');
  if ((englishNoObject.test(next) && !particle) || /^(?:i|me|we|us|he|she|they|them|and|or|but|with)$/u.test(next)) return null;
  // A second subject anywhere ("…and he said…") makes it more than the singer's deed: left to the other readers.
  if (/\b(?:he|she|they)\s+(?:\p{L}+ed|said|says|is|was|left|came)\b/iu.test(text)) return null;
  // So is a clause of someone else's beside it ("…while my roommate cries", "…so my daughter can ride it"): their act.
  if (/\b(?:while|when|so|as|because|before|until)\s+(?:(?:my|his|her|our|their|the)\s+\p{L}+|he|she|they)\b/iu.test(text)) return null;
  const cut = englishTime.exec(text);
  // "in november", "on sunday": a month or a day typed in lower case is sung with its capital.
  const named = (span: string): string => span.replace(/\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|christmas)\b/giu, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  const act = cut !== null ? text.slice(0, cut.index).trim() : text;
  const time = cut !== null ? text.slice(cut.index).trim() : '';
  if (act.split(/\s+/u).length < 2) return null;
  // The thing: a determined noun phrase right after the verb and its particle, up to a preposition.
  const thing = /^\p{L}+ing\s+(?:(?:back|out|up|away|off|down|over)\s+|(?:goodbye\s+)?(?:to|for|with|at)\s+)?((?:(?:all|both)\s+(?:of\s+)?)?(?:my|his|her|our|their|the|your)\s+(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+?)(?=\s+(?:in|into|on|at|to|for|from|with|by|under|back|away|out|up|off|and|of)\b|$)/iu.exec(act);
  // "writing her a letter": a second determiner makes the first word the one it is for, no thing of its own.
  const noun = thing !== null && !/^(?:(?:all|both)\s+(?:of\s+)?)?(?:my|his|her|our|their|the|your)\s+\p{L}+ing$/iu.test(thing[1] as string) && !/\s(?:a|an|the|my|his|her|our|their|your)\s/iu.test(` ${(thing[1] as string).replace(/^(?:all|both)\s+(?:of\s+)?/iu, '').split(/\s+/u).slice(1).join(' ')} `) ? (thing[1] as string) : '';
  // A person taught or waited for ("teaching my daughter to ride a bike") keeps the act up to its place; a thing after
  // a preposition ("saying goodbye to my childhood home") is no thing held in the hands.
  const person = noun !== '' && findLyricsPerson(noun, 'en') !== null;
  const direct = thing !== null && !/\s(?:to|for|with|at)\s/iu.test(` ${(thing[0] as string).slice(0, (thing[0] as string).length - noun.length)}`);
  const thingText = person || !direct ? '' : noun;
  const placeAt = /\s(?:in|at|on|by|near|under|behind|outside|inside|into)\s/iu.exec(act);
  const core = person ? (placeAt !== null ? act.slice(0, placeAt.index) : act) : thing !== null && noun !== '' ? act.slice(0, (thing.index ?? 0) + (thing[0] as string).length) : act;
  return { doer: '', act: named(act), core: named(core), alone: /\balone\b|\bby myself\b/iu.test(text), time: named(time), thing: named(thingText), head: '', now: !englishPastTime.test(time) };
}

/** Vietnamese verbs a deed opens on: handling, giving, teaching, waiting, cooking, eating (a grammatical class). */
const vietnameseDeedVerb = /^(?:trả|gửi|vứt|dọn|xếp|gói|cất|đốt|xoá|xóa|dạy|chờ|đợi|đưa|tặng|mang|giặt|gấp|sửa|đóng|viết|đọc|tập|ăn|uống|nấu|đạp|chở|ôm|nắm|cầm|nhặt|treo|dán|vẽ|hát|ngắm|đón|tiễn|chia|nhường|lau|quét|tưới|trồng|đan|khâu|cắt|gội|chải|bế|cõng|dắt|thả|hái|gỡ|tháo|bóc|rửa|phơi|ủi|nướng|luộc|gánh|kéo|đẩy|khiêng|xách|đếm|bày|chọn)$/iu;

/** What follows a Vietnamese verb that makes it a holiday, not a deed ("ăn tết", "đón giao thừa"). */
const vietnameseHoliday = /^(?:tết|giao|năm|trung|noel|rằm)$/iu;

/** A Vietnamese posture verb before the deed's verb ("ngồi ăn ốc", "đứng chờ"). */
const vietnamesePosture = /^(?:ngồi|nằm|đứng|cùng|lại|đi|ra|về)$/iu;

/** The singer, or the singer with someone, as a Vietnamese subject. */
const vietnameseSinger = /^(?:(?:hai|ba)\s+đứa(?:\s+mình)?|tụi\s+mình|chúng\s+mình|chúng\s+tôi|tụi\s+tớ|cả\s+nhà|mình|tôi|tớ|ta)\s+/iu;

/** Vietnamese words a time phrase at the end of a deed opens on. */
const vietnameseTime = /^(?:tối|sáng|chiều|trưa|đêm|hôm|ngày|mùa|những|mỗi|lúc|khi|buổi|năm|tuần|dịp|sau|trước|giữa|cuối|đầu)$/iu;

/** Vietnamese words of a part or a side ("đầu", "cuối", "giữa", "trước", "sau"): a time only before a time noun ("cuối
 *  thu", "đầu năm", "sau giờ học"); before a place they are the place ("đầu làng", "trước cổng", "sau nhà"). */
const vietnamesePartWord = /^(?:đầu|cuối|giữa|trước|sau)$/iu;
const vietnameseTimeNoun = /^(?:năm|tháng|tuần|ngày|đêm|hôm|tối|sáng|chiều|trưa|buổi|giờ|mùa|thu|xuân|hạ|hè|đông|tết|kỳ|khi|lúc|bữa|ca|tiết|học|làm|thứ)$/iu;

/** Vietnamese verbs a thing follows (a grammatical class a deed may open on when its thing is a classifier phrase). */
const vietnameseDirection = /^(?:lại|lên|xuống|ra|vào|đi|về|hết|sẵn|gọn)$/iu;

/** Vietnamese classifiers a thing opens on ("chiếc áo khoác", "cuốn sổ"). */
const vietnameseClassifier = /^(?:chiếc|cái|cuốn|quyển|bức|tấm|đôi|bó|lá|chùm|bộ|hộp|gói|chai|cốc|ly|chùm|sợi|tờ|mấy|bình|lọ|nồi|mâm|giỏ|túi|cành|bông|chậu|xấp)$/iu;

function vietnameseDeed(text: string): DeedScene | null {
  const subject = vietnameseSinger.exec(text);
  // The singer who calls themself "con" beside a parent ("dạy mẹ … nhắn tin cho con") sings as "con", else "ta".
  // Round 15 (lyr16): so does one who does it for a parent ("nấu cháo cho ba").
  const child = (/(?<![\p{L}\p{M}])con(?![\p{L}\p{M}])/iu.test(text) && /(?<![\p{L}\p{M}])(?:mẹ|má|bố|ba|cha|bà|ông)(?![\p{L}\p{M}])/iu.test(text)) || /(?<![\p{L}\p{M}])cho\s+(?:mẹ|má|bố|ba|cha)(?![\p{L}\p{M}])/iu.test(text);
  const doer = subject !== null ? (subject[0] as string).trim() : child ? 'con' : 'ta';
  const words = text.slice(subject !== null ? (subject[0] as string).length : 0).split(/\s+/u);
  let at = 0;
  while (at < 2 && vietnamesePosture.test(words[at] ?? '') && at + 1 < words.length) at += 1;
  // Round 15 (lyr16): a verb outside the class is still a deed's when a classifier phrase, its thing, follows it, alone
  // or after a direction ("cắm lại bình hoa cúc", "lồng mấy tấm ảnh"): the object makes the word a verb.
  const objectNext = vietnameseClassifier.test(words[at + 1] ?? '') || (vietnameseDirection.test(words[at + 1] ?? '') && vietnameseClassifier.test(words[at + 2] ?? ''));
  const verbWord = words[at] ?? '';
  const verbLike = vietnameseDeedVerb.test(verbWord) || (objectNext && /^[\p{L}\p{M}]{2,}$/u.test(verbWord) && !vietnameseTime.test(verbWord) && !vietnameseClassifier.test(verbWord));
  if (!verbLike || words.length < at + 2 || vietnameseHoliday.test(words[at + 1] ?? '')) return null;
  // A person opening the theme ("mẹ dạy con…") is the one acting: left to the scene readers.
  const person = findLyricsPerson(text, 'vi');
  if (person !== null && subject === null && text.toLowerCase().startsWith(person.word.toLowerCase())) return null;
  // The time: from the last time word (after the verb and its object) to the end, when what follows is short.
  let cut = -1;
  // Round 15 (lyr16): a time followed by the one it is shared with ("đêm rằm với đứa bạn thân") ends before them; they
  // are sung with the act ("… trên sông hoài với đứa bạn thân").
  let company: string[] = [];
  const withAt = words.findIndex((word, i) => i > at + 2 && /^(?:với|cùng)$/iu.test(word) && words.length - i <= 5);
  if (withAt > 0) {
    const timeAt = words.findIndex((word, i) => i > at + 1 && i < withAt && withAt - i <= 4 && vietnameseTime.test(word) && !(vietnamesePartWord.test(word) && !vietnameseTimeNoun.test(words[i + 1] ?? '')));
    if (timeAt > 0) {
      company = words.slice(withAt);
      words.splice(withAt);
    }
  }
  for (let i = at + 2; i < words.length; i += 1) {
    if (vietnamesePartWord.test(words[i] as string) && !vietnameseTimeNoun.test(words[i + 1] ?? '')) continue;
    if (vietnameseTime.test(words[i] as string) && words.length - i <= 5) {
      cut = i;
      break;
    }
  }
  // Round 15 (lyr16): a quantifier before the time word is the time's own ("mấy ngày nắng", "những chiều mưa").
  if (cut > at + 2 && /^(?:mấy|những|vài|các)$/iu.test(words[cut - 1] as string)) cut -= 1;
  const act = [...(cut >= 0 ? words.slice(0, cut) : words), ...company].join(' ');
  const time = cut >= 0 ? words.slice(cut).join(' ') : '';
  let thing = '';
  let end = -1;
  for (let i = at + 1; i < Math.min(words.length, at + 3); i += 1) {
    if (!vietnameseClassifier.test(words[i] as string)) continue;
    const phrase = [words[i] as string];
    for (let j = i + 1; j < Math.min(cut >= 0 ? cut : words.length, i + 5); j += 1) {
      if (/^(?:cho|ở|trên|vào|với|để|tại|lúc|khi|của|mà|rồi|và|lại|đi|về|ra)$/iu.test(words[j] as string)) break;
      phrase.push(words[j] as string);
    }
    if (phrase.length > 1) {
      thing = phrase.join(' ');
      end = i + phrase.length;
    }
    break;
  }
  // The core: the verb with its thing, else the act up to its purpose or place (để, ở, cho…), else the act.
  // Round 15 (lyr16): a part word that is no time is the act's place ("… kẹo kéo đầu làng"), where the core ends too.
  const stop = words.findIndex((word, i) => i > at + 1 && (/^(?:để|ở|tại|cho|trên|trong|ngoài|bên|dưới|giữa)$/iu.test(word) || (vietnamesePartWord.test(word) && !vietnameseTimeNoun.test(words[i + 1] ?? '') && i > at + 3)));
  const coreEnd = end > 0 ? end : stop > 0 && (cut < 0 || stop < cut) ? stop : cut >= 0 ? cut : words.length;
  const core = words.slice(0, coreEnd).join(' ');
  return { doer, act, core, alone: /(?<![\p{L}\p{M}])một mình(?![\p{L}\p{M}])/iu.test(text), time, thing, head: '', now: true };
}

/** Korean time nouns a deed's clause heads ("…버리던 날", "…먹던 밤", "…보던 여름밤", "…가던 일요일"). */
const koreanTimeHead = /^(?:그날|[가-힣]{0,3}(?:날|밤|아침|저녁|오후|새벽|주말|하루|순간|여름|겨울|봄|가을|요일))$/u;

/** Korean adverbs and nouns ending in 가 or 이 that are no subject ("둘이", "같이", "창가"). */
const koreanNotSubject = /^(?:내가|제가|우리가|둘이|셋이|넷이|같이|많이|깊이|높이|없이|길이|(?:바닷|강|창|물|길|냇|호숫)가)$/u;

/** Whether a Hangul syllable has a final consonant. */
function hasBatchim(syllable: string): boolean {
  const code = syllable.charCodeAt(0);
  return code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 !== 0;
}

/** A Korean subject that is not the singer (…가, …께서; …이 after a final consonant on a person: "엄마가", "동생이"),
 *  never a noun that ends in 이 ("불꽃놀이", "고양이"). */
function koreanOtherSubject(word: string): boolean {
  if (word.length < 2 || koreanNotSubject.test(word)) return false;
  const stem = word.slice(0, -1);
  return /(?:께서|가)$/u.test(word) || (/이$/u.test(word) && hasBatchim(word.slice(-2, -1)) && findLyricsPerson(stem, 'ko')?.word === stem);
}

/** Whether a Korean word is an adnominal verb (준, 만든, 쓰던, 보는): it ends in 던 or 는, or its last syllable has ㄴ. */
function koreanAdnominalWord(word: string): boolean {
  if (/(?:던|는)$/u.test(word)) return true;
  const last = word.charCodeAt(word.length - 1);
  return last >= 0xac00 && last <= 0xd7a3 && (last - 0xac00) % 28 === 4;
}

function koreanDeed(text: string): DeedScene | null {
  const words = text.split(/\s+/u);
  const last = words[words.length - 1] ?? '';
  const going = /^중(?:이야|이에요|이다)?$/u.test(last);
  if (words.length < 3 || (!going && !koreanTimeHead.test(last))) return null;
  // A named day (설날, 생일날) is a holiday the families sing; a day of an act (출근날) is one the day reader reads plainly.
  if (!going && /^[가-힣]+날$/u.test(last) && last !== '그날' && readDayTheme(text, 'ko') === null) return null;
  const verb = words[words.length - 2] as string;
  // A clause looked back on (…던) or going on (…는); a past told once (…한 날, …사 드린 날) is an event the other readers sing.
  if (!/(?:던|는)$/u.test(verb) || (going && !/는$/u.test(verb))) return null;
  const clause = words.slice(0, -1);
  // Round 15 (lyr16): a subject inside the thing's own relative clause ("전 남친이 준 반지 … 팔던 날": 남친이 gave the
  // ring) is not the act's: its verb, an adnominal (준, 만든, 쓰던), comes right after it, before the clause's own verb.
  const ownSubject = (word: string, i: number): boolean => koreanOtherSubject(word) && !(i + 1 < clause.length - 1 && koreanAdnominalWord(clause[i + 1] as string));
  if (clause.some(ownSubject)) return null;
  // The thing: an object marked 을/를, else the bare noun right before the verb ("칫솔 버리던").
  const marked = clause.find((word) => /^[가-힣]{2,}(?:을|를)$/u.test(word));
  const before = clause.length >= 2 ? (clause[clause.length - 2] as string) : '';
  const bare = /^[가-힣]{2,}$/u.test(before) && !/(?:고|서|며|게|지|도|만|는|은|던|랑|하고|이랑|에|에서|로)$/u.test(before) && !/^(?:혼자|같이|함께|둘이|다시|처음|마지막|오늘|어제|그냥|몰래|조용히|천천히)$/u.test(before) ? before : '';
  // "불꽃놀이 하던": a noun before 하다 is the act itself, no thing held.
  // Round 15 (lyr16): a noun its own relative clause heads ("남친이 준 반지") is the thing, when nothing is marked.
  const headed = clause.findIndex((word, i) => i > 1 && i < clause.length - 1 && koreanOtherSubject(clause[i - 2] as string) && koreanAdnominalWord(clause[i - 1] as string) && /^[가-힣]+$/u.test(word) && !/(?:로|으로|에|에서|고|서)$/u.test(word));
  const thing = marked !== undefined ? marked.replace(/(?:을|를)$/u, '') : /^하/u.test(verb) ? '' : headed > 0 ? (clause[headed] as string) : bare;
  // The chorus's core keeps the one the act was shared with ("아빠랑 … 컵라면 먹던"): a person before 랑, 하고, 와, 과.
  // Round 15 (lyr16): 랑 / 이랑 join only a companion, whoever it is ("조카랑"); 하고, 와, 과 also end a verb or join two
  // nouns ("야근하고", "빵과"), so there the word must be a person.
  const withWord = clause.find((word) => {
    const loose = /^(.+?)(?:이랑|랑)$/u.exec(word)?.[1];
    if (loose !== undefined && !/^(?:나|너|저|우리)$/u.test(loose)) return true;
    const stem = /^(.+?)(?:하고|와|과)$/u.exec(word)?.[1];
    return stem !== undefined && findLyricsPerson(stem, 'ko')?.word === stem;
  });
  // "호떡 사 먹던": a one-syllable word before the verb (a serial verb, a short noun) keeps the word before it too.
  const base = marked === undefined && headed > 0 && !/^하/u.test(verb) ? clause.slice(headed) : clause.slice((clause[clause.length - 2] ?? '').length === 1 ? -3 : -2);
  // "헤어지고 칫솔…": a joined clause's verb (…고, …서, …며) is no part of the core.
  const own = /(?:고|(?<!에)서|며)$/u.test(base[0] as string) ? base.slice(1) : base;
  const withCompanion = withWord !== undefined && !own.includes(withWord) ? [withWord, ...own] : own;
  // The core is shorter than the clause, so the chorus never pastes the whole theme; a two-word clause is its own core.
  const core = withCompanion.length < clause.length ? withCompanion.join(' ') : own.length < clause.length ? own.join(' ') : clause.join(' ');
  return { doer: '', act: clause.join(' '), core, alone: clause.includes('혼자'), time: '', thing, head: going ? '지금' : last, now: going };
}

/** Chinese verbs a deed with no 我 opens on (teaching, handing, packing, waiting; a grammatical class). */
const chineseDeedVerb = /^(?:教|陪|帮|给|等|收拾|打包|搬|扔|寄|还|退|洗|叠|学|写|带|接|送|挑|整理|装|拆|烧|删|种|做|煮|包|织|修|剪|贴|挂|擦|晒|放)/u;

/** Chinese verbs of a feeling or a state, which make 我… no deed ("我想你", "我好累"). */
const chineseNotDeed = /^(?:想|爱|喜欢|讨厌|怕|恨|觉得|希望|是|有|好|很|太|不|没|要|会|能|可以|该|终于|也|还|又|真|的|家)/u;

/** A Chinese time that opens a theme ("除夕夜", "那年冬天", "下雨的晚上"). */
const chineseOpeningTime = /^([\p{Script=Han}]{0,6}?(?:夜|天|晚|晚上|早上|清晨|中午|下午|傍晚|黄昏|凌晨|那年|时候|节|周末|假期|寒假|暑假|冬天|夏天|春天|秋天))(?=我|一个人|独自)/u;

/** A Chinese time a deed's clause heads after 的 ("…的那个下午"). */
const chineseHeadTime = /的((?:那个|那些|那|这个)?(?:[\p{Script=Han}]{0,2}?)(?:下午|晚上|夜晚|夜里|早上|清晨|黄昏|傍晚|中午|凌晨|一天|那天|天|晚|夜|冬天|夏天|春天|秋天|周末|假期|年))$/u;

/** Chinese verbs that end a disposal (把 X V…): the thing is what comes before one. */
const chineseDisposalVerb = /(?:寄|还|扔|退|烧|删|收|放|装|搬|挂|洗|叠|交|留|藏|埋|拿|带|丢|送|剪|撕|擦|折|卷|塞|戴|换|倒|捐|卖|取|摘|拆|关|打)/u;

/** The person right after 我和 ("妹妹", "爷爷", "他"), or ''. */
function chinesePartner(text: string): string {
  for (let size = 3; size >= 1; size -= 1) {
    const head = [...text].slice(0, size).join('');
    if (/^(?:他|她|你|朋友|同学|室友)$/u.test(head) || findLyricsPerson(head, 'zh')?.word === head) return head;
  }
  // Anyone named in one to three characters before the act's place or 一起 ("我和同桌在操场上…").
  return /^([\p{Script=Han}]{1,3}?)(?=在|一起)/u.exec(text)?.[1] ?? '';
}

function chineseDeed(text: string): DeedScene | null {
  // A thing lost or broken (弄丢, 摔碎) is an event the other readers sing; a 把 deed may be told done (…捐掉了).
  if ([...text].length < 5 || /[，,。；]/u.test(text) || /弄|丢了|摔|碎|坏了|破了|忘/u.test(text) || (/了$/u.test(text) && !/把/u.test(text))) return null;
  const lead = chineseOpeningTime.exec(text);
  let time = lead !== null ? (lead[1] as string) : '';
  let rest = text.slice(time.length);
  const tail = chineseHeadTime.exec(rest);
  if (tail !== null) {
    time = time === '' ? (tail[1] as string) : time;
    rest = rest.slice(0, tail.index);
  }
  // The doer: 我, or 我 with someone (我和妹妹), or no one written (the singer) before a deed's verb or 把.
  let doer = '我';
  let act = rest;
  if (/^我(?:和|跟|陪)/u.test(rest)) {
    const partner = chinesePartner(rest.slice(2));
    if (partner === '') return null;
    doer = rest.slice(0, 2 + partner.length);
    act = rest.slice(doer.length);
  } else if (rest.startsWith('我')) {
    act = rest.slice(1);
  } else if (/^(?:一个人|独自)/u.test(rest)) {
    // Round 15 (lyr16): "一个人…" with no one else named is the singer alone ("中秋节一个人在出租屋煮汤圆").
    act = rest.replace(/^(?:一个人|独自)/u, '');
  } else if (!rest.startsWith('把') && !chineseDeedVerb.test(rest)) {
    return null;
  }
  act = act.replace(/^一起/u, '');
  if ([...act].length < 3 || chineseNotDeed.test(act) || /的$/u.test(act)) return null;
  // A deed with no 我 and no time is only read when it is a disposal (把…寄回去) or its time heads it.
  if (!/^(?:我|一个人|独自)/u.test(rest) && !rest.startsWith('把') && time === '') return null;
  // 在 + place must be followed by an act, not only be the place.
  if (/^在[\p{Script=Han}]{1,6}[上里下边旁前后]$/u.test(act)) return null;
  // A person opening the act ("爸爸骑车送我") is the one acting, not the singer.
  const person = findLyricsPerson(act, 'zh');
  if (person !== null && act.startsWith(person.word)) return null;
  const disposal = new RegExp(`把(?:[\\p{Script=Han}]*的)?([\\p{Script=Han}]{1,3}?)(?:都|全|全部|统统)?(?=${chineseDisposalVerb.source})`, 'u').exec(act);
  // Round 15 (lyr16): a pronoun is the thing's owner, never the thing, when a relative clause follows it ("把他挂在我窗边
  // 的风铃取下来"): the thing is then the noun after the clause's 的, up to the act's verb.
  const owned = disposal !== null && /^[他她你它]$/u.test(disposal[1] as string) ? new RegExp(`把[\\p{Script=Han}]*的([\\p{Script=Han}]{1,3}?)(?=${chineseDisposalVerb.source})`, 'u').exec(act) : null;
  if (disposal !== null && /的/u.test(act) && /^[他她你它]$/u.test(disposal[1] as string) && owned === null) return null;
  const thing = owned !== null ? (owned[1] as string) : disposal !== null ? (disposal[1] as string) : '';
  // The core: a disposal with its thing alone (把围巾寄回去), else the act with its place (在楼下便利店吃关东煮).
  const taken = owned ?? disposal;
  const core = taken !== null ? `把${thing}${act.slice(taken.index + (taken[0] as string).length)}` : act;
  return { doer, act, core: [...core].length >= 2 ? core : act, alone: /一个人|独自/u.test(text), time, thing, head: '', now: tail === null && lead === null };
}

/** The singer's deed a theme is, or null unless the whole theme reads as one. */
export function readDeedScene(theme: string, language: ContentLanguage): DeedScene | null {
  const text = theme.trim().replace(/[.!?…。！？]+$/u, '');
  if (text === '' || /[,，;；]/u.test(text)) return null;
  if (language === 'en') return englishDeed(text);
  if (language === 'vi') return vietnameseDeed(text);
  if (language === 'ko') return koreanDeed(text);
  return chineseDeed(text);
}
