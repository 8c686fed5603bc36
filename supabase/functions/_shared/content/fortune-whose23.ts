/**
 * Round 19 of issue 13 (helper fort23): WHO a whether turns on. The general whether fall-through (fortune-fall20.ts) leaned
 * yes "because of" the told clause nearest the question whoever acted in it: "这周要跟老板提加薪，他会答应吗" got "the reason is
 * in your own words: 这周要跟老板提加薪"; "he keeps dodging me. will i ever get it back" counted his dodging FOR getting the
 * money back; "부모님이 반대하세요. 가도 될까요?" counted the parents' no as the reason to go. Read by clause roles:
 * - the question's own subject is another person ("will he say yes", "他会答应吗", "anh ấy có … không", "부모님이 허락하실까요"):
 *   the answer is theirs to give; the reading is of the visitor's side of it;
 * - a told clause whose subject is another person (he keeps dodging me, 부모님이 반대하세요, sếp … bắt bẻ em) and a question
 *   about the visitor's own outcome: the yes runs through that person, so it comes from asking them plainly, not waiting;
 *   for a leaving act (quit, break up) that person's act is the reason to go.
 * Only another person's act AGAINST the visitor counts (a cost mark, or a verb of refusing, avoiding, opposing): a state
 * ("he lives in Spain") or a proposal made to the visitor ("老板让我…", "friend asked me to come") is the visitor's own
 * decision, answered by the older readers.
 * A plain whether beside a deadline or an obligation told ("이번 주 안에 집 계약해야 하는데") reads that clause as the frame the
 * yes has to fit, not as its reason.
 * The person words are one grammatical class per language (third-person pronouns and the people a visitor names by role),
 * read only in the subject position: clause-initial in English, Vietnamese and Chinese, before a subject particle in Korean.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { marksCost } from './fortune-fall21.ts';

const people: Readonly<Record<ContentLanguage, string>> = {
  en: String.raw`(?:he|she|they|my\s+(?:\w+\s+)?(?:boyfriend|girlfriend|bf|gf|husband|wife|partner|boss|manager|mom|mum|dad|parents|cousin|brother|sister|friend|coworker|roommate|landlord|ex|family|in-laws))`,
  vi: String.raw`(?:anh ấy|cô ấy|chị ấy|người ấy|ảnh|bạn trai|bạn gái|người yêu|chồng|vợ|sếp(?:\s+(?:mới|cũ))?|bố mẹ|ba mẹ|bố|mẹ|ba|má|gia đình|chủ nhà|anh họ|em họ|bạn em|nó|họ)`,
  ko: String.raw`(?:그 사람|그 남자|그 여자|그|걔|남친|여친|남자친구|여자친구|남편|아내|와이프|상사|팀장님|팀장|부장님|사장님|부모님|엄마|아빠|친구|집주인|사촌)`,
  zh: String.raw`(?:他们|她们|他|她|对方|男朋友|女朋友|男友|女友|老公|老婆|领导|老板|上司|爸妈|父母|家里人|家里|我爸|我妈|爸爸|妈妈|房东|表哥|表弟|朋友|同事)`,
};

/** The person as the subject of a clause: at its start (after a contrast word) or, in Korean, before a subject particle. */
const subjectOf: Readonly<Record<ContentLanguage, RegExp>> = {
  en: new RegExp(String.raw`^(?:(?:and|but|so|now)\s+)?(?:(?:will|would|does|did|is|was|can|could|should|do|are|has|have)(?:n['’]t)?\s+)?${people.en}\b(?!\s+(?:and i|and me))`, 'iu'),
  vi: new RegExp(String.raw`^(?:(?:mà|nhưng|giờ|thì|mà giờ)\s+)?${people.vi}(?![\p{L}])`, 'iu'),
  // Korean: any title with the honorific 님 (교수님, 선생님) is a person too.
  ko: new RegExp(String.raw`(?:^|\s)(?:그\s)?(?:${people.ko}|[가-힣]{1,4}님)(?:이|가|은|는|께서|께선)(?![가-힣])`, 'u'),
  zh: new RegExp(String.raw`^(?:但是|可是|但|可|而且|现在)?${people.zh}(?!的)`, 'u'),
};

/** Whether another person is the subject of the clause ("he keeps dodging me", "부모님이 반대하세요", "他会答应吗"). */
export function otherActs(clause: string, language: ContentLanguage): boolean {
  return subjectOf[language].test(clause.trim());
}

/** Vietnamese and Chinese often put the other person's clause after "mà / nhưng / 但" inside one clause: its second half. */
const innerContrast: Readonly<Record<ContentLanguage, RegExp | null>> = {
  en: /\s(?:but|and)\s(?=(?:he|she|they)\b)/iu,
  vi: /\s(?=(?:mà|nhưng)\s)/iu,
  ko: null,
  zh: /[，,]?(?=(?:但是|可是|但|可)(?!以|能))/u,
};

/** The part of a told clause whose subject is another person, or null: the clause itself, or its half after a contrast. */
export function theirPart(clause: string, language: ContentLanguage): string | null {
  if (otherActs(clause, language)) return clause;
  const split = innerContrast[language];
  if (!split) return null;
  const halves = clause.split(split).map((half) => half.trim()).filter((half) => half !== '');
  const found = halves.slice(1).find((half) => otherActs(half, language));
  return found ?? null;
}

/** Verbs of refusing, avoiding, opposing or finding fault (one class per language). */
const opposing: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:keeps?\s+\w+ing|dodg\w*|avoid\w*|ignor\w*|refus\w*|won['’]?t|doesn['’]?t|don['’]?t|didn['’]?t|never|against|oppos\w*|block\w*|ghost\w*|nitpick\w*|yell\w*|criticiz\w*|blam\w*)\b/iu,
  vi: /(?<![\p{L}])(?:phản đối|không cho|không chịu|né|tránh|lơ|bơ|bắt bẻ|chê|mắng|cấm|không trả|chưa trả|cản)(?![\p{L}])/iu,
  ko: /반대|안\s?(?:받|해|줘|돼|갚)|피하|피해|무시|못\s?하게|말리|거절|잔소리|갈구|뭐라/u,
  zh: /反对|不让|不同意|躲|不理|拖着|不还|挑刺|骂|拦|不准|不肯/u,
};
/** A proposal or a request made to the visitor (theirs to make, the visitor's to answer). */
const proposing: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:suggest\w*|propos\w*|offer\w*|invit\w*|asked me|asks me|asked (?:if|whether) (?:I|we)|wants? me to|told me to|asked (?:me|you) to)\b/iu,
  vi: /(?<![\p{L}])(?:rủ|mời|đề nghị|bảo|kêu|muốn)\s+(?:em|mình|tôi|tớ|bạn)(?![\p{L}])/iu,
  ko: /(?:자고|라고|달라고)/u,
  zh: /让我|叫我|要我|请我|约我|喊我|建议我|邀请我|让你|叫你|要你/u,
};

/** Whether another person's act told works against the visitor (not a state, not a proposal to them). */
export function actsAgainst(part: string, language: ContentLanguage): boolean {
  // "just" of recency ("she just got out of a relationship") is no limit.
  return !proposing[language].test(part) && (opposing[language].test(part) || marksCost(language === 'en' ? part.replace(/\bjust\b/giu, '') : part, language));
}

/** Whether another person's clause is a proposal or a request made to the visitor. */
export function proposes(part: string, language: ContentLanguage): boolean {
  return proposing[language].test(part);
}

/** A deadline or an obligation told: a short class of modals and limits per language. */
const deadline: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:have to|has to|need to|must|got to|gotta|by (?:friday|monday|tomorrow|the end)|within|deadline)\b/iu,
  vi: /(?<![\p{L}])(?:phải|trong vòng|hạn chót|trước ngày)(?![\p{L}])/iu,
  ko: /해야|야\s?(?:하|돼)|안에|까지/u,
  zh: /必须|得在|之前|以内|截止|要在/u,
};

/** Whether a told clause sets a deadline or an obligation (the frame a yes must fit). */
export function setsDeadline(clause: string, language: ContentLanguage): boolean {
  return deadline[language].test(clause);
}

/** "What do I do" about it (not "what am I lacking", "what does it mean"): one class of phrases per language. */
const whatToDo: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhat (?:should|do|can|would|shall) i do\b|\bwhat now\b|\bwhat do i do now\b/iu,
  vi: /(?<![\p{L}])(?:nên làm gì|phải làm gì|làm gì bây giờ|phải làm sao|nên làm sao|làm sao bây giờ)(?![\p{L}])/iu,
  ko: /어떻게\s?(?:해야|하면|할까|하죠|하나요)|어떡해|어떡하|뭘\s?해야|무엇을\s?해야/u,
  zh: /怎么办|该怎么做|我该做什么|该做些什么|能做什么/u,
};

/** Whether a question asks what the visitor should do. */
export function asksWhatToDo23(question: string, language: ContentLanguage): boolean {
  return whatToDo[language].test(question);
}
