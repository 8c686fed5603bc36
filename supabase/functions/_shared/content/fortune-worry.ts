/**
 * What a fortune question names besides its main ask gets a line of its own (issue 13, ninth round, third part): a
 * worry the visitor names (rain, the cost, car sickness, someone's knees, a long wait, two things on one day), the
 * companion of a trip, an invitation to join someone else's plan, and helping someone with their day. Each line is
 * added only when the reading does not already take it up; people are said back only as the grounded reader's whole
 * phrases.
 */
import type { FortuneCategory } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import type { GroundedQuestion } from './fortune-grounded.ts';
import { companionFrame, isHelpingSomeone, isInvitedAlong } from './fortune-evidence.ts';
import { fortuneWorryLines, type FortuneWorry } from './data/fortune/fortune-worry-lines.ts';

/** How each worry is named in a question (and how a reading that already answers it names it). */
const worryPatterns: Readonly<Record<FortuneWorry, RegExp>> = {
  rain: /\brain(?:s|ing|y)?\b|\b(?:pouring|downpour|rainstorm|thunderstorm)\b|(?<![\p{L}])mưa(?![\p{L}])|비(?:가)?\s*(?:온|오|올|와)|우천|下雨|有雨|雨天|会下雨/iu,
  cost: /\btoo (?:much money|expensive|pricey)\b|\bspend(?:ing)? too much\b|무리일까|무리인가|너무 비쌀|너무 비싼|quá đắt|tốn quá|quá sức túi tiền|太贵|太破费|花太多|\b(?:afraid|scared|worried|worry|nervous)\b[^.?!]{0,30}\b(?:cost|costs|expensive|money|afford|price|prices)\b|\b(?:can't|cannot|can not) afford\b|(?<![\p{L}])(?:sợ|lo|ngại)(?![\p{L}])[^.?!,]{0,20}(?:chi phí|đắt|tốn kém|tốn tiền|tiền)|(?:비용|돈|비싸)[^.?!]{0,10}걱정|걱정[^.?!]{0,10}(?:비용|돈)|(?:怕|担心)[^，。？！,.?!]{0,8}(?:贵|花钱|费用|开销)/iu,
  carsick: /\b(?:carsick|car sick|car-sick|motion sick(?:ness)?|travel sick)\b|say xe|say tàu|say sóng|멀미|晕车|晕船/iu,
  knees: /\bknees?\b|đầu gối|무릎|膝盖/iu,
  queue: /\b(?:queue|queues|queuing|long line|wait(?:ing)? (?:long|for hours|forever))\b|xếp hàng|chờ lâu|đợi lâu|줄(?:을|이)?\s*(?:서|오래|길)|대기(?:가|시간)|排队|等很久|等好久/iu,
  clash: /\b(?:clash(?:es)?|overlaps?|same day as|conflicts? with)\b|(?<![\p{L}])trùng(?![\p{L}])|겹쳐|겹치|겹쳤|撞(?:上|了)|冲突|同一天/iu,
  shy: /\b(?:shy|socially awkward|social anxiety|introvert\w*|awkward around)\b|ngại giao tiếp|nhút nhát|sợ giao tiếp|낯가림|낯을 (?:많이 )?가려|내성적|社恐|害羞|内向|怕生/iu,
  cope: /\bcan['’]?t (?:handle|cope|manage) it\b|\bnot (?:up to|ready for) it\b|\bin over my head\b|(?:làm|gánh) không nổi|không kham nổi|không đủ sức|감당(?:을)? 못|감당이 안|자신이 없|做不来|搞不定|扛不住|胜任不了/iu,
  drink: /\b(?:can['’]?t|don['’]?t|cannot) drink\b|không uống được (?:rượu|bia)|không biết uống|술을 (?:잘 )?못 마|술을 못해|不能喝酒|不会喝酒|喝不了酒/iu,
  crowds: /\b(?:crowds?|crowded|packed with (?:people|tourists))\b|đông người|đông quá|chen chúc|사람이 (?:너무 )?많|붐빌|붐비|人太多|人多|人挤人|拥挤/iu,
};

const worryOrder: readonly FortuneWorry[] = ['rain', 'cost', 'carsick', 'knees', 'queue', 'clash', 'shy', 'cope', 'drink', 'crowds'];

/** The worries a question names, in a fixed order. */
export function namedWorries(question: string): FortuneWorry[] {
  return worryOrder.filter((worry) => worryPatterns[worry].test(question));
}

/** Whether a question names rain (a "mostly sunny" weather line would contradict it). */
export function namesRain(question: string): boolean {
  return worryPatterns.rain.test(question);
}

/** Whether the question's own ask is the worry ("会不会下雨？", "will it rain?"): the last clause names it. */
export function worryIsTheAsk(question: string): boolean {
  const parts = question.split(/[,.;!?，。；！？\n]+/u).map((part) => part.trim()).filter((part) => part !== '');
  const last = parts[parts.length - 1] ?? '';
  return worryOrder.some((worry) => worryPatterns[worry].test(last));
}

/** Words of a trip, to tell a companion on a trip from any person named. */
const tripWords = /\b(?:trip|travel\w*|vacation|holiday|drive|road|flight|fly)\b|du lịch|đi chơi|chuyến đi|여행|드라이브|旅行|旅游|去.{1,4}玩|出游|自驾/iu;

/** The person named inside a frame (a help frame, a companion frame), as the grounded reader says them, or null. */
function personIn(g: GroundedQuestion, text: string | undefined): string | null {
  if (text === undefined) return null;
  // The most specific person in the frame ("mẹ chồng", not "chồng" inside it): the longest match.
  const found = g.people
    .map((person) => ({ say: person.say, length: person.match.exec(text)?.[0].length ?? 0 }))
    .filter((person) => person.length > 0)
    .sort((a, b) => b.length - a.length)[0];
  if (found) return found.say;
  return /\b(?:him|her|them)\b|(?<![\p{L}])(?:ấy)(?![\p{L}])|그분|他|她/iu.test(text) ? g.who : null;
}

/** The frame a pattern finds in a question, as text. */
function frameText(pattern: RegExp, question: string): string | undefined {
  return pattern.exec(question)?.[0];
}

/** Rain falling now or today. */
const rainingNow = /\b(?:it['’]?s (?:raining|pouring)|raining (?:today|now)|today)\b|hôm nay|chiều nay|sáng nay|tối nay|đang mưa|trời lại mưa|오늘|지금 비|비가 와요|비가 오네|今天|正在下雨|下着雨|又下雨/iu;

/** Going with someone rather than doing a task for them. */
const accompanyWords = /\b(?:go(?:ing)? with|take|taking|drive|driving|accompany\w*)\b|(?<![\p{L}])(?:đi cùng|đưa|chở)(?![\p{L}])|모시고|陪/iu;

/** "Should I see a doctor" in any script. */
const asksDoctor = /\b(?:see a doctor|go to the doctor|see someone about|get (?:it )?checked)\b|đi khám|khám bác sĩ|gặp bác sĩ|병원에 가|병원 가|진료(?:를)? 받|검사(?:를)? 받|看医生|看中医|看西医|去医院看|检查一下/iu;

/** A symptom worth a doctor's look (dizziness, fainting, chest pain). */
const symptomWords = /\b(?:dizzy|dizziness|faint\w*|chest pain|blacked out|palpitations)\b|chóng mặt|choáng|ngất|tức ngực|어지러|어지럼|현기증|가슴이 (?:아파|답답)|头晕|晕倒|胸闷|胸口疼|心慌/iu;

/** The help frame of a question, as text (for the person helped). */
const helpText = /\b(?:help(?:ing)?|go(?:ing)? with|tak(?:e|ing)|accompany(?:ing)?)\s+(?:my|our|a|him|her|them)\b[^,.?!]{0,40}|(?<![\p{L}])(?:giúp|đi cùng|đưa|chở)\s+[^,.?!]{0,20}|[가-힣]{1,5}(?:이|가)\s+[^,.?!]{0,12}도와|[가-힣]{1,5}(?:를|을)?\s*모시고|(?:帮|陪)[^，。？！,.?!]{0,6}/iu;

/**
 * The lines a reading still owes: being invited along, helping someone, a trip's companion, each named worry. At most
 * three, none the reading already says.
 */
export function worryAndCompanionLines(question: string, reading: string, g: GroundedQuestion, category: FortuneCategory, c: PhraseComposer, companionPlanned = false): string[] {
  const lines = fortuneWorryLines[c.language];
  const out: string[] = [];
  // Round 12: a companion the decision answer already planned for gets no second line.
  const companion = !companionPlanned && (category === 'travel' || tripWords.test(question)) ? personIn(g, frameText(companionFrame, question)) : null;
  if (isInvitedAlong(question) && (g.ask === 'whether' || g.ask === 'which' || g.ask === 'statement')) {
    const who = g.who !== null && !/^(?:the|người thợ)\b/u.test(g.who) ? g.who : null;
    if (who !== null) c.set('who', who);
    out.push(c.line(who === null ? lines.join.bare : lines.join.who));
  } else if (companion === null && !companionPlanned && isHelpingSomeone(question)) {
    const frame = frameText(helpText, question);
    const who = personIn(g, frame);
    if (who !== null) {
      c.set('who', who);
      // Going with someone (to a checkup, to their family) is being there, not a task to split.
      out.push(c.line(frame !== undefined && accompanyWords.test(frame) ? lines.accompany : lines.help));
    }
  }
  if ((asksDoctor.test(question) || (category === 'health' && symptomWords.test(question))) && !/doctor|bác sĩ|의사|医生/iu.test(reading)) out.push(c.line(lines.doctor));
  if (companion !== null && !reading.includes(companion) && !out.some((line) => line.includes(companion))) {
    c.set('who', companion);
    out.push(c.line(lines.companion));
  }
  for (const worry of namedWorries(question)) {
    if (out.length >= 3) break;
    if (worryPatterns[worry].test(reading)) continue;
    if (worry === 'knees') {
      const owner = companion ?? (g.who !== null && !/^(?:the|người thợ)\b/u.test(g.who) ? g.who : null);
      if (owner === null) continue;
      c.set('who', owner);
    }
    // Rain on the day itself ('trời lại mưa to', 'it's pouring today') needs no forecast to wait for.
    out.push(c.line(worry === 'rain' && rainingNow.test(question) ? lines.rainNow : lines.worry[worry]));
  }
  return out;
}
