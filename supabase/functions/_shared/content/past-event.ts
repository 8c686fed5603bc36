/**
 * Tense of the visitor's event (eighth round, class PAST): an exam already failed, an interview already done and not
 * yet answered, a driving test lost on one move. Such a message gets no preparation tips ("arrive 15 minutes early",
 * "you can do it"): it is answered as what comes after, with what the visitor added (who scolded them, the salary they
 * regret, the wait). Shared by persona chat and the fortune teller.
 */

/** The kind of event a message is about. */
export type EventKind = 'interview' | 'driving' | 'exam' | 'audition' | 'presentation';

/** How the finished event went: badly, or done and still without an answer. */
export type EventOutcome = 'bad' | 'waiting';

/** A finished event read from a message. */
export interface PastEvent {
  event: EventKind;
  outcome: EventOutcome;
  /** Someone at home or work scolded the visitor for it (a parent, the boss). */
  scolded: 'parent' | 'boss' | null;
  /** The visitor regrets one thing they said (the salary they named, a wrong answer). */
  slip: 'salary' | 'answer' | null;
}

/** Events, most specific first (a driving test is also a test). */
const eventPatterns: ReadonlyArray<readonly [EventKind, RegExp]> = [
  ['driving', /driving test|road test|driver['’]?s (?:license|licence) test|운전면허|도로주행|기능 ?시험|bằng lái|thi lái|sát hạch|驾照|科目[二三]|路考/iu],
  ['interview', /\binterview|면접|phỏng vấn|面试|[一二三终]面|面了|复试/iu],
  ['audition', /\baudition|오디션|thử giọng|casting|试镜|海选/iu],
  ['presentation', /\bpresentation|\bpitch\b|발표|thuyết trình|汇报|演讲|答辩/iu],
  ['exam', /\bexams?\b|\btests?\b|\bquiz|\bfinals\b|\bSAT\b|시험|수능|모의고사|중간고사|기말고사|bài thi|(?<![\p{L}\p{M}])thi(?![\p{L}\p{M}])|kiểm tra|考试|考砸|没考好|考得|期中|期末|高考|测验/iu],
];

/** It went badly and it is over. */
const badPattern = /\b(?:failed|flunked|bombed|blew it|messed (?:it )?up|screwed (?:it )?up|didn['’]?t pass|did not pass|got rejected|rejected me|went (?:badly|terribly|awfully)|didn['’]?t go well|did not go well|froze|regret(?:s|ted)?|wish I hadn['’]t|kicking myself)\b|후회|떨어졌|떨어짐|떨어져서|망쳤|망함|망했|실격|불합격|탈락|못 봤|못봤|말실수|혼났|혼나서|trượt|rớt|không đậu|không qua|bị loại|(?:làm bài|bài thi|thi)[^.!?]{0,24}(?:tệ|không tốt|kém|dở)|hối hận|tiếc (?:ghê|quá|lắm)|nói hớ|lỡ nói|没考好|考砸|挂了|没过|没通过|落选|被刷|搞砸|说错|没发挥好|失误|后悔/iu;

/** It is over and no answer has come yet. */
const waitingPattern = /\b(?:haven['’]?t heard|have not heard|not heard back|no word (?:yet|from)|still waiting|waiting (?:for|on) (?:the )?(?:results?|an answer|a call|their call))\b|연락이 (?:없|안)|연락 (?:없|안)|결과(?:가)? (?:안|아직)|소식이 없|chưa (?:có|thấy|nhận)[^.?!]{0,24}(?:kết quả|tin|gọi|phản hồi)|đang chờ kết quả|还没(?:有)?(?:消息|通知|回复|结果|回音)|没(?:有)?消息|在等(?:结果|通知)/iu;

/** Fear of what is still ahead ("I'm afraid I'll fail", "떨어질까 봐", "sợ trượt", "怕考不好"): not a finished event. */
const fearPattern = /\b(?:afraid (?:I['’]?ll|I will|of failing)|scared (?:I['’]?ll|of failing)|might fail|will fail|going to fail|gonna fail|what if I fail)\b|떨어질까|떨어지면|망칠까|망하면|sợ (?:bị )?(?:trượt|rớt)|lỡ (?:bị )?(?:trượt|rớt)|怕(?:考不好|没过|挂|搞砸)|会不会(?:挂|没过)/iu;

const parentPattern = /\b(?:my (?:mom|mum|dad|mother|father|parents))\b|엄마|아빠|부모님|어머니|아버지|(?:bố|mẹ|ba|má)(?=[\s,.!?]|$)|妈妈|爸爸|我妈|我爸|父母/iu;
const bossPattern = /\b(?:my boss|my manager)\b|상사|부장님|팀장님|sếp|老板|领导/iu;
const scoldPattern = /\b(?:yelled|shouted|scolded|told me off|called me|lectured)\b|혼났|혼나|뭐라고 (?:하|했)|잔소리|한소리|bị (?:\p{L}+ )?(?:mắng|la|chửi|nói là)|nói (?:em|con|tôi|mình) là|骂|训|说我/iu;
const salaryPattern = /\bsalary\b|\bpay (?:range|expectations?)\b|연봉|급여|희망 연봉|lương|薪资|薪水|工资|期望薪|待遇/iu;
const answerSlipPattern = /\b(?:said the wrong|wrong answer|said something stupid)\b|말실수|잘못 말|대답을 잘못|nói hớ|lỡ nói|trả lời sai|说错|答错|说了个/iu;

/** The kind of event a text is about, or null. */
export function eventKindOf(text: string): EventKind | null {
  return eventPatterns.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** A finished event the text tells about (failed, or done and waiting), or null for one still ahead or none. */
export function readPastEvent(text: string): PastEvent | null {
  const event = eventKindOf(text);
  if (!event || fearPattern.test(text)) return null;
  const outcome: EventOutcome | null = waitingPattern.test(text) ? 'waiting' : badPattern.test(text) ? 'bad' : null;
  if (!outcome) return null;
  const scolded = scoldPattern.test(text) ? (bossPattern.test(text) ? 'boss' : parentPattern.test(text) ? 'parent' : null) : null;
  const slip = salaryPattern.test(text) ? 'salary' : answerSlipPattern.test(text) ? 'answer' : null;
  return { event, outcome, scolded, slip };
}
