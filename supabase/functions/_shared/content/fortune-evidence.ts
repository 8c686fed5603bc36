/**
 * The inverted default of the fortune teller (issue 13, ninth round, third part): the grounded, form-first reading
 * answers every question, and a stock situation or topic adds its specific advice only on strong evidence. Each reader
 * must pass three checks on top of the main-clause gate (fortune-main-clause.ts: the key term is not in a time or
 * reason clause, not in what is told, not in someone else's clause, not another sense):
 * 1. own event: the key term is not inside a help or accompany frame ("help my mom move", "帮我妈搬家", "형이 이사하는 날
 *    도와주기로", "giúp mẹ dọn nhà", "陪外婆去医院") and not in someone else's plan the visitor is invited to join ("my
 *    friend is moving to Lisbon and asked me to come along", "rủ em vào ở chung", "같이 가자고");
 * 2. someone else's clause split at "and" too ("My best friend is moving … and asked me …" is two clauses);
 * 3. premise: nothing in the question contradicts the situation's premise (see `premiseBreakers`).
 *
 * Evidence rule per stock situation (fortune-situations.ts), each on top of checks 1–3:
 * - long_distance: the key term, or a partner word with an abroad word, in the visitor's own clause;
 * - ex_back, new_relationship, first_date: the key term in the visitor's own clause; not when the visitor is married
 *   and asks about a first date (premise);
 * - interview, exam, thesis, first_day, promotion, layoff, study: the visitor's own (someone else's exam is read by the
 *   grounded reader as being there for them);
 * - moving: the visitor's own move, not helping someone move, not a friend's move one is invited along to;
 * - sleep_overwork, exercise: the visitor's own sleep or workout;
 * - invest, rent: the key term in the visitor's own clause; friend_money and couple_fight are derived (friend + stake,
 *   partner + fight) and keep their own rules in fortune-situations.ts;
 * - family_trip: a drive or family trip of the visitor's own; not when the visitor is only invited along;
 * - solo_trip: travelling alone; never when the question names a companion ("시어머니랑 둘이", "with my dad");
 * - lunch: the visitor's own meal.
 * Topics (data/fortune/topics.ts: exam, interview, job, business, crush, partner, breakup, romance, money, health, trip,
 * move, family, friend, food, creative) pass checks 1 and 2 before they speak.
 */
import type { FortuneSituation } from './data/fortune/fortune-situation-lines.ts';
import { othersClauses } from './fortune-main-clause.ts';

/** A help or accompany frame: the visitor helps or goes with someone for that person's event. */
const helpFrame = /\bhelp(?:ing)?\s+(?:my|our|a|him|her|them)\b[^,.?!]{0,40}|\b(?:go(?:ing)? with|tak(?:e|ing)|accompany(?:ing)?)\s+(?:my|our)\s+(?:mom|mum|mother|dad|father|husband|wife|grandma|grandmother|grandpa|grandfather|parents|sister|brother|son|daughter|boyfriend|girlfriend|partner|(?:mother|father)-in-law)\b[^,.?!]{0,40}|(?<![\p{L}])giúp\s+(?:mẹ|bố|ba|má|ông|bà|anh|chị|em gái|em trai|bạn|cô|chú|dì|nhà)(?![\p{L}])[^,.?!]{0,30}|(?<![\p{L}])(?:đi cùng|đưa|chở)\s+(?:mẹ|bố|ba|má|ông|bà|bà ngoại|ông ngoại|bà nội|ông nội)(?![\p{L}])[^,.?!]{0,30}|[^,.?!\s]{0,12}\s*도와(?:주|드리)[^,.?!]{0,6}|[가-힣]{1,5}(?:를|을)?\s*모시고\s*[^,.?!]{0,12}|(?:帮|陪)(?:我)?(?:妈妈?|爸爸?|婆婆|公公|外婆|外公|奶奶|爷爷|哥哥?|姐姐?|弟弟?|妹妹?|朋友|同事|闺蜜|他|她|老公|老婆|儿子|女儿|家里)[^，。？！,.?!]{0,10}/iu;

/** The visitor invited to join someone else's plan ("asked me to come along", "rủ em", "같이 가자고", "叫我一起"). */
const inviteFrame = /(?:같이|함께)\s*[가-힣 ]{0,10}자고|拉我|约我一起|\b(?:asked|invited|wants?|begged|told)\s+me\s+to\s+(?:come|join|go|move)\b|\b(?:come|tag)\s+along\b|\brủ\s+(?:em|mình|tôi|tớ)\b|\bmời\s+(?:em|mình|tôi)\b|같이\s*(?:가자|살자|오라)|오라고|叫我|邀请我|让我(?:一起|跟)|喊我/iu;

/** Someone proposing a shared event to the visitor (the event is the visitor's too). */
const proposal = /\b(?:suggest\w*|propos\w*|invit\w*|asked (?:me )?(?:out|to meet))\b|(?<![\p{L}])(?:rủ|mời|hẹn)(?![\p{L}])|제안|하자고|만나자고|约我|邀请|提议/iu;

/** In-laws named as one word, whose parts are other words ("mẹ chồng", "mother-in-law", "시어머니", "婆婆"). */
const inLaws = /\b(?:mother|father|sister|brother)-in-law\b|(?<![\p{L}])(?:mẹ|bố|ba|má)\s+(?:chồng|vợ)(?![\p{L}])|시어머니|시아버지|시댁|장모님?|장인어른|婆婆|公公|岳母|岳父|丈母娘/giu;

/** A companion named with the visitor ("with my dad", "시어머니랑 둘이", "和婆婆一起", "với mẹ chồng"). */
export const companionFrame = /\b(?:with|taking|take|bringing|bring)\s+(?:my|our)\s+\w+(?:-in-law)?\b|\bdrive\s+(?:him|her|them)\b|(?<![\p{L}])(?:với|cùng|dẫn|đưa)\s+(?:mẹ|bố|ba|má|bà|ông|chồng|vợ|con|em|anh|chị|bạn)(?:\s+(?:chồng|vợ|nội|ngoại|gái|trai|thân))?(?![\p{L}])|[가-힣]{1,5}(?:랑|이랑|하고|와|과)\s*(?:둘이|같이|함께|단둘이)|(?:和|跟|带|陪)(?:我)?(?:爸妈|父母|家人|婆婆|公公|妈妈|爸爸|我妈|我爸|外婆|奶奶|爷爷|外公|老公|老婆|孩子|女儿|儿子|朋友|闺蜜)/iu;

/** What in a question breaks a situation's premise. */
/** What a situation's premise needs somewhere in the question ("혼자" alone is no solo trip: taking a cat to the vet alone). */
const premiseNeeds: Partial<Record<FortuneSituation, (question: string) => boolean>> = {
  solo_trip: (question) => /\b(?:trip|travel\w*|vacation|holiday|backpack\w*|abroad|visit\w*|fly\w*|flight)\b|du lịch|đi chơi|phượt|chuyến đi|nước ngoài|xuất hành|여행|혼행|배낭|해외|旅行|旅游|出游|出国|去[\u4e00-\u9fff]{1,4}玩|自由行/iu.test(question)
    || /\b(?:to|in)\s+\p{Lu}|(?<![\p{L}])(?:đi|bay|ra|vào|tới|đến|sang)\s+\p{Lu}|[가-힣]{2,}(?:에|로|으로)\s*(?:가|떠나|갈)|(?:去|飞|到)[\u4e00-\u9fff]{2,4}(?:玩|旅行|旅游|度假|看看)/u.test(question),
};

const premiseBreakers: Partial<Record<FortuneSituation, RegExp>> = {
  solo_trip: companionFrame,
  first_date: /\b(?:my (?:husband|wife)|married)\b|vợ chồng|남편|아내|老公|老婆/iu,
};

/** A question's clauses split at commas, sentence ends and "and" (two subjects, two clauses). */
function smallClauses(question: string): string[] {
  return question.split(/[,.;!?，。；！？\n]+|\s(?:and|but|và|nhưng|rồi)\s|그리고|(?<=[가-힣])고\s|然后|并且|而且/iu).map((part) => part.trim()).filter((part) => part !== '');
}

/** The question with the parts the visitor does not own taken out: help frames, someone else's clauses, the plan before an invitation. */
export function ownText(question: string): string {
  // An in-law is one person: "chồng" inside "mẹ chồng" is not the visitor's husband.
  let text = question.replace(inLaws, ' ');
  for (;;) {
    const found = helpFrame.exec(text);
    if (!found) break;
    text = `${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}`;
  }
  // Someone else's clause is taken out, unless it proposes the event to the visitor ("she suggested meeting for coffee").
  for (const clause of smallClauses(text)) {
    if (proposal.test(clause)) continue;
    for (const other of othersClauses(clause)) text = text.replace(other, ' ');
  }
  const invite = inviteFrame.exec(text);
  if (invite) text = text.slice(invite.index + invite[0].length);
  return text;
}

/** Whether the visitor is invited to join someone else's plan. */
export function isInvitedAlong(question: string): boolean {
  return inviteFrame.test(question);
}

/** Whether the visitor helps or accompanies someone (for their move, their checkup). */
export function isHelpingSomeone(question: string): boolean {
  return helpFrame.test(question);
}

/** Whether a stock situation has strong evidence: its key term in the visitor's own event and its premise intact. */
export function situationEvidence(question: string, situation: FortuneSituation, match: (text: string) => boolean): boolean {
  if (situation === 'friend_money' || situation === 'couple_fight' || situation === 'long_distance') return true;
  const breaker = premiseBreakers[situation];
  if (breaker !== undefined && breaker.test(question)) return false;
  const needs = premiseNeeds[situation];
  if (needs !== undefined && !needs(question)) return false;
  return match(ownText(question));
}

/** Whether a topic's key term stands in the visitor's own event (checks 1 and 2). */
export function topicEvidence(question: string, match: (text: string) => boolean): boolean {
  return match(ownText(question));
}

/** A "what should I do" question ("어떻게 해야 할까요", "nên làm sao", "怎么办"): advice is asked, not a yes or a no. */
export function asksWhatToDo(question: string): boolean {
  return /\bwhat should I do\b|\bhow should I (?:handle|deal|do)\b|어떻게 (?:해야|하면|할까|하죠)|làm sao|làm thế nào|nên làm gì|怎么办|该怎么(?:做|办|选)/iu.test(question);
}

/**
 * A yes/no question that asks whether the feared thing is true ("has their heart cooled?", "is it too late?", "are we
 * doomed?"): a stock "yes" would confirm the fear, so such a question gets no yes/no stance line (sixth round).
 */
export function asksAFear(question: string): boolean {
  return /\b(?:too late|too old|doomed|losing interest|lost interest|over between us|is it over|hate me|ghosting|mess (?:it |this |things )?up|screw (?:it )?up|go wrong)\b|làm hỏng|hỏng bét|망칠|망하|망할까|실수할까|翻车|搞砸|出丑|식은|식었|끝난 걸까|끝인가|늦은 걸까|너무 늦|싫어진|hết yêu|hết thương|quá muộn|quá trễ|chán mình|muộn rồi|凉了|太晚|不喜欢我了|变心|没戏|完了吗/iu.test(question)
    // Round 11: "is it too soon?" is the same: a stock "yes" would say it is too soon, then advise the step.
    || /\btoo (?:soon|early|fast|quick|quickly)\b|quá sớm|sớm quá|vội quá|quá vội|너무 (?:이른|이르|빠른|빠르|성급)|太早|太快|太急/iu.test(question);
}
