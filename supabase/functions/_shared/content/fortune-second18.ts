/**
 * Round 17 of issue 13 (helper fort18): a request with TWO questions joined by "and" ("should I lend my brother 3000
 * again? … and what do I say if I say no", "em có nên đồng ý không, và nếu quay lại thì có lặp lại chuyện cũ không",
 * "왜 그럴까요 그리고 병원 가봐야 할까요", "要不要跟他表白？表白失败了以后还怎么相处"): every reader answered one of them
 * and the second was never taken up. The first question is read by the readers as if asked alone; the second gets one
 * line in its own form: what to say (one plain sentence), a how (the smallest first piece), whether it happens again
 * (only if its cause is still there), whether to see a doctor (when to go, with notes).
 * Gates: both parts are questions in their grammar, the second is joined by a coordinator (and / và / 그리고 / 还有) or
 * is a second sentence asked after a first question mark (round 17b, fort19: in every language, not only Chinese:
 * "is it an ulcer or just stress? do i need to see someone", "… 때문일까요? 병원 가야 하나요"), and its form is one of the four; otherwise null and the
 * request is read whole as before. The coordinators and the form words are short lists of one grammatical class each.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { tellAsk } from './fortune-asked14.ts';

/** The second question's form. */
export type SecondForm = 'say' | 'doctor' | 'again' | 'how';

/** The request split into its first question (read by the readers) and the second one told back with its form. */
export interface SecondQuestion {
  first: string;
  ask: string;
  form: SecondForm;
}

/** Where the second question starts: after a coordinator, or after the first question's mark. */
const joint: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /(?:[,.?!]\s*|\s+)(?:and|also|plus)\s+(?=(?:what|how|will|would|should|can|could|is|do|does|if)\b)/iu,
  vi: /(?:[,.?]\s*|\s+)(?:và|với lại|còn|thêm nữa là)\s+(?=(?:nếu|có|làm sao|làm thế nào|nên|liệu|khi nào|phải)(?![\p{L}]))/iu,
  ko: /(?:[,.?]\s*|\s+)(?:그리고|또|그리고요)\s+/u,
  zh: /[？?]\s*(?=\S)|[，,]\s*(?:还有|另外|以及)/u,
};

/** Round 17b (fort19): with no coordinator, a second question asked right after the first question mark, as one
 * sentence of its own with nothing told in between ("is it an ulcer or just stress? do i need to see someone"). */
const markJoint = /[?？]\s*(?=[^.!?。！？]+[.!?。！？~]*$)/u;

/** A clause asked as a question in its grammar. */
const asked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[?]\s*$|^(?:(?:and|also|plus)\s+)?(?:what|how|will|would|should|can|could|is|do|does|if|am|are|when|why)\b/iu,
  vi: /[?]\s*$|(?:không|chưa|sao|gì|nào|nhỉ|hả)(?:\s+(?:ạ|vậy|ta|nhỉ))*\s*$|(?<![\p{L}])(?:có nên|nên|làm sao|liệu)(?![\p{L}])/iu,
  ko: /[?]\s*$|(?:까요|나요|ㄹ까|을까|죠|가요|건가요|할지)\s*[?]?\s*$/u,
  zh: /[？?]\s*$|[吗呢么]\s*[？?]?\s*$|怎么|要不要|会不会|是不是|该不该|能不能/u,
};

const forms: ReadonlyArray<[SecondForm, Readonly<Record<ContentLanguage, RegExp>>]> = [
  ['say', {
    en: /\bwhat\s+(?:do|should|would|can)\s+i\s+(?:say|tell)|\bhow\s+(?:do|should|would|can)\s+i\s+(?:say|tell|word|bring\s+(?:it|this)\s+up|put\s+it)\b/iu,
    vi: /nói\s+(?:gì|sao|thế nào|như thế nào|làm sao)|mở lời|nói với .+ (?:thế nào|sao)/iu,
    ko: /뭐라고|어떻게\s?말|어떻게\s?꺼내|어떻게\s?얘기/u,
    zh: /怎么说|说什么|怎么开口|如何开口|怎么讲/u,
  }],
  ['doctor', {
    en: /\b(?:doctor|clinic|hospital|get\s+it\s+checked|see\s+someone|tests?|scan|x-?ray|physio(?:therapist)?|gp|specialist|dentist|dermatologist)\b/iu,
    vi: /bác sĩ|đi khám|bệnh viện|phòng khám/iu,
    ko: /병원|의사|진료|검사/u,
    zh: /医院|医生|看病|检查|就医|[胃肠]镜|体检|拍片|验血/u,
  }],
  ['again', {
    en: /\b(?:again|repeat|same\s+thing|all\s+over)\b/iu,
    vi: /lặp lại|như cũ|tái diễn|chuyện cũ|lại như/iu,
    ko: /또\s?(?:그럴|반복)|반복|다시\s?(?:그럴|똑같)/u,
    zh: /重蹈覆辙|重演|又会|再次|老样子/u,
  }],
  ['how', {
    en: /^(?:(?:and|also|plus)\s+)?how\b/iu,
    vi: /làm sao|làm thế nào|như thế nào|thế nào/iu,
    ko: /어떻게/u,
    zh: /怎么|如何/u,
  }],
];

/** The request read as two questions, or null (then the request is read whole). */
export function readSecondQuestion(question: string, language: ContentLanguage): SecondQuestion | null {
  const text = question.replace(/\s+/gu, ' ').trim();
  const found = joint[language].exec(text) ?? (language === 'zh' ? null : markJoint.exec(text));
  if (!found || found.index === undefined || found.index < 6) return null;
  const first = text.slice(0, found.index + (/^[?？]/u.test(found[0]) ? 1 : 0)).trim();
  const second = text.slice(found.index + found[0].length).replace(/[.!?。！？~]+$/u, '').trim();
  if (second === '' || !asked[language].test(first) || !asked[language].test(second)) return null;
  const form = forms.find(([, pattern]) => pattern[language].test(second))?.[0];
  if (form === undefined) return null;
  const ask = tellAsk(second, language, null);
  return ask === '' ? null : { first, ask, form };
}
