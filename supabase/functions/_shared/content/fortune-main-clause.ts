/**
 * The main-clause gate of the fortune teller (issue 13, ninth round, point 3). A stock situation or topic reader fires
 * only when its key term is the main clause's own event, in that sense: not inside a time or reason clause ("when our
 * lease ends", "khi", "결혼식 때", "的时候"), not inside what is told ("tell my roommate that I'm moving out"), not in a
 * clause whose subject is someone else ("儿子下周考驾照", "Chồng em muốn… góp vốn", "엄마가… 수술을 받으시는데"), not a
 * person addressed ("팀장님한테"), and not another sense of the word ("补办驾照" is not a driving test).
 */
import type { FortuneSituation } from './data/fortune/fortune-situation-lines.ts';

/** A person other than the visitor opening a clause as its subject, per script. */
const otherSubject: readonly RegExp[] = [
  /^(?:my|our)\s+(?:\w+\s+)?(?:sister|brother|mom|mum|mother|dad|father|parents|grandma|grandmother|grandpa|grandfather|husband|wife|son|daughter|boss|manager|friend|best friend|roommate|partner|boyfriend|girlfriend|kid|kids)\b|^(?:he|she|they)\b/iu,
  /^(?:chồng|vợ|mẹ|má|bố|ba|cha|bà|ông|con|anh|chị|sếp|bạn trai|bạn gái|người yêu cũ|người cũ|người yêu|bạn thân|em gái|em trai|anh trai|chị gái)(?:\s+(?:em|mình|tôi|tớ|nội|ngoại|gái|trai))?\s/iu,
  /^(?:[가-힣]{0,3}(?:엄마|어머니|아빠|아버지|남편|아내|와이프|동생|언니|누나|오빠|형|아들|딸|할머니|할아버지|친구|팀장님|남자친구|여자친구))(?:께서|이|가|은|는)\s/u,
  /^(?:我?(?:儿子|女儿|老公|老婆|爸爸|妈妈|我爸|我妈|爸|妈|弟弟|妹妹|哥哥|姐姐|奶奶|爷爷|外婆|外公|朋友|闺蜜|男朋友|女朋友|领导|老板))/u,
];

/** The visitor named in a clause, in any script ("me", "em", "제가", "我"; not "my mother", "mẹ em", "我爸"). */
const anySelf = /\b(?:I|I'm|I am|me|myself)\b|(?:^|\s)(?:em|mình|tôi|tớ)(?=\s|$)|제가|내가|저한테|나한테|저를|저에게|저랑|같이|함께|자고|하라는|하래|(?:cùng|rủ)\s(?:em|mình|tôi)|一起|我(?!爸|妈|儿|女|老|家|的|们家)/u;

/** Whether a clause is someone else's (another person opens it and the visitor is not in it). */
export function isOthersClause(clause: string): boolean {
  return othersClauses(clause).length > 0;
}

/** Words that open a side clause (time, reason, what is told) in the middle of a sentence. */
const sideOpeners = /\s(?:when|while|because|that|if)\s|\s(?:khi|lúc|trong lúc|trong khi|vì|bởi vì|rằng|nếu)\s|(?<=(?:nói|báo|kể|bảo)\s.{0,40})\slà\s/iu;

/** A sentence's clauses split at commas and sentence ends. */
function clauses(question: string): string[] {
  return question.split(/[,.;!?，。；！？\n]+/u).map((clause) => clause.trim()).filter((clause) => clause !== '');
}

/** Korean connective endings after which the main clause is still to come (to find whose clause each piece is). */
const koreanSide = /(?:는데|은데|던데|을 때|ㄹ 때|때|니까|면서|려고|어서|아서|해서|고 나서|지만)\s+/u;
/** Korean time clauses ("결혼식 때", "갈 때"): a background "-는데" clause is often the topic itself and stays. */
const koreanWhen = /(?:을 때|ㄹ 때|때)\s+/u;

/** The parts of a clause that are side clauses (time, reason, what is told), for every script. */
function sideParts(clause: string): string[] {
  const out: string[] = [];
  // A question that opens with "When should…" asks when; "When our lease ends, …" opens a side clause.
  const body = clause.replace(/^(?:when|khi nào|lúc nào)\s+(?=(?:should|will|would|can|do|does|is|are|nên|thì|em|mình|tôi)\b)/iu, '');
  const side = sideOpeners.exec(` ${body}`);
  if (side) out.push(body.slice(Math.max(0, side.index - 1)));
  if (/^(?:when|while|because|if|khi|lúc|vì|nếu)\s/iu.test(body)) out.push(body);
  // Korean: every piece before a time ending ("때") is a side clause.
  const pieces = clause.split(koreanWhen);
  if (pieces.length > 1) out.push(...pieces.slice(0, -1));
  // Chinese: "…的时候" is a time clause.
  const zhWhen = /^(.*?(?:的时候|时候|之前|之后|以后))/u.exec(clause)?.[1];
  if (zhWhen) out.push(zhWhen);
  return out;
}

/** The events of clauses whose subject is someone else (a son's exam, a husband's plan, a mother's surgery), without that subject. */
export function othersClauses(question: string): string[] {
  const out: string[] = [];
  for (const clause of clauses(question).flatMap((text) => text.split(koreanSide))) {
    const start = clause.replace(/^(?:(?:next|this|last)\s+\w+|tuần sau|tuần này|tháng sau|mấy hôm nay|hôm nay|ngày mai|다음 주에?|이번 주에?|내일|오늘|下周|这周|明天|今天|下个月)\s*/iu, '');
    const subject = otherSubject.map((pattern) => pattern.exec(start)?.[0]).find((found) => found !== undefined);
    // "My boss wants me to lead", "领导让我带项目": the visitor is the one who does it.
    // The person stays readable ("Người yêu cũ nhắn tin lại" is still about the ex); their event does not.
    if (subject !== undefined && !anySelf.test(start.slice(subject.length))) out.push(start.slice(subject.length));
    // "my ex's wedding", "của mẹ em": the event is someone else's.
    const owned = /\b(?:my|our|his|her|their)\s+[\w-]+(?:\s[\w-]+)?['’]s\s+[\w-]+(?:\s[\w-]+)?/iu.exec(clause)?.[0];
    if (owned) out.push(owned);
  }
  return out;
}

/**
 * Other senses of a key term, taken out before the gate looks ("补办驾照" is an errand, not a driving test; "팀장님한테" is
 * a person addressed, not a promotion; round 14: any "팀장님", honoured with 님, is a person, "팀장님이 옮기라고 하세요" no promotion).
 */
const otherSense: Partial<Record<FortuneSituation, RegExp>> = {
  exam: /(?:补办|换领|挂失|年审)[^，。？！,.?!]{0,6}驾照|驾照[^，。？！,.?!]{0,4}(?:补办|丢|掉|过期|到期|年审)|\b(?:reissu|replac|renew)\w*\s+(?:of\s+)?(?:my|a)\s+(?:driver'?s\s+)?licen[cs]e|\b(?:test results|blood test)\b|(?:cấp lại|làm lại|gia hạn)\s+bằng lái|면허(?:증)?\s*(?:재발급|갱신)/giu,
  promotion: /팀장님|팀장(?:한테|께서|께|에게|이랑|하고|과|와)|(?:tell|ask|with|to)\s+my\s+(?:team lead|manager)|(?:跟|和|告诉|向)(?:组长|主管)|(?:với|cho|nói với)\s+trưởng nhóm/giu,
  moving: /\b(?:moving on|move on|moving forward)\b/giu,
  first_day: /\bfirst day\s+(?!at\b|of\b|in\b|on\b)\w+ing\b/giu,
};

/** Whether a key term found by a reader stands in the question's main clause, in the visitor's own event and sense. */
export function keyInMainClause(question: string, key: FortuneSituation | null, match: (text: string) => boolean): boolean {
  const sense = key === null ? undefined : otherSense[key];
  const text = sense === undefined ? question : question.replace(sense, ' ');
  const others = othersClauses(text);
  for (const clause of clauses(text)) {
    if (!match(clause)) continue;
    let rest = clause;
    for (const side of sideParts(clause)) rest = rest.replace(side, ' ');
    for (const other of others) rest = rest.replace(other, ' ');
    if (match(rest)) return true;
  }
  return false;
}

/** A question that asks whether something is a bad idea ("is that a bad idea?", "có dở không", "별로일까요", "是不是不太好"). */
export function asksBadIdea(question: string): boolean {
  return /\bbad idea\b|\bmistake\b|\bterrible idea\b|ý tồi|có dở không|có sai không|có kỳ không|별로일까|안 좋을까|실수일까|이상할까|是不是不好|是不是不太好|不合适吗|是不是个坏主意|是不是错/iu.test(question);
}

/** A "when should I (tell / ask / bring it up)" question: the visitor's own step to time, not a wait. */
export function asksWhenToAct(question: string): boolean {
  return /\bwhen should (?:i|we)\b|\bwhen(?:'s| is) the (?:best|right) time\b|khi nào (?:thì )?(?:em|mình|tôi|tớ)?\s*nên|lúc nào (?:em|mình|tôi)?\s*nên|nên .{0,30}(?:khi nào|lúc nào)|언제 .{0,20}(?:게 좋을까|는 게 나을까|할까|해야|말할까|꺼낼까)|什么时候(?:跟|和|说|提|开口|告诉)|该什么时候|什么时候.{0,10}(?:比较好|合适)/iu.test(question);
}

/** A "should I be there for them" question: taking time off, going with, staying beside someone. */
export function asksToBeThere(question: string): boolean {
  return /\b(?:take (?:a day|the day|time|some days?) off|be there|go with (?:him|her|them)|stay with (?:him|her|them)|visit (?:him|her|them))\b|xin nghỉ|về thăm|ở bên|đi cùng|vào viện (?:với|chăm)|chăm (?:bà|ông|mẹ|bố)|연차|휴가를 내|같이 있|옆에 있|같이 가|请假|陪(?:他|她|着)?/iu.test(question);
}
