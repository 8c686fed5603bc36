/**
 * Puzzle-report shape (round 10 of issue 13): something disappears, moves, turns up or is found open, on a schedule
 * ("every night", "월요일마다", "sáng nào", "每天早上") or under a constraint ("doors locked", "only I have the key",
 * "nhà chỉ có em với bà nội", "写着名字"). The detective lays out the visitor's own facts (the thing, the schedule, the
 * constraint), reasons from the constraint and gives a first concrete test; other personas give the test briefly in
 * their own voice. The message is never echoed back whole.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { closingLine, fixRegister, pickOne, type FixRegister } from './persona-chat-fix-voice.ts';

/** What happens to the thing. */
export type PuzzleEvent = 'missing' | 'moved' | 'appears' | 'changed';
/** How the visitor narrowed the suspects. */
export type PuzzleConstraint = 'locked' | 'onlyKey' | 'few' | 'named' | 'alone';
/** How the schedule repeats. */
export type PuzzleRhythm = 'night' | 'weekly' | 'repeat';

/** How a thing was found changed: switched on, open, or broken. */
export type PuzzleState = 'on' | 'open' | 'broken';

const statePatterns: readonly (readonly [PuzzleState, RegExp])[] = [
  ['on', /\b(?:switched on|turned on|turns? (?:itself )?on|comes? on|lights? up|turning on|switching on)\b|(?:tự bật|tự sáng|bật sáng|sáng đèn)|(?:켜져|켜지|켜)|(?:亮|响|自动开)/iu],
  ['open', /\b(?:open(?:s|ed)?|unlocked)\b|(?:mở)|(?:열려|열리|열)|(?:打开|开着|自己开)/iu],
  ['broken', /\b(?:break(?:s|ing)?|broken)\b|(?:hỏng|vỡ)|(?:깨져|부러져)|(?:坏了|碎了)/iu],
];
/** The visitor says it happens by itself. */
const byItself = /\b(?:by itself|on its own|by themselves)\b|(?:(?<![\p{L}])tự (?:bật|mở|sáng|động))|(?:저절로|혼자서? (?:켜|열))|(?:自己(?:亮|开|打开|响|动)|自动)/iu;
/** The visitor shuts or switches it off themselves ("tối nào em cũng đóng kỹ", "I switch it off before bed"). */
const shutByVisitor = /\bI (?:always |even |definitely )?(?:close|shut|lock|turn off|switch off|closed|shut|locked|turned off|switched off)\b|(?:(?:em|mình|tôi|tao|tớ) (?:cũng |đều |đã |luôn )*(?:đóng|tắt|khóa))|(?:(?:닫|끄|꺼|잠가|잠그)(?:고|는데|았|었|어 ?놓|두))|(?:我(?:每天|每晚|睡前|都|明明|已经)*(?:关|锁)(?:好|上|了))/iu;

/** A puzzle read from the visitor's facts. */
export interface PuzzleReport {
  event: PuzzleEvent;
  /** The thing, as a whole noun phrase in the visitor's words (pronouns turned to the second person), or null. */
  thing: string | null;
  /** The schedule as the visitor wrote it, or null. */
  when: string | null;
  rhythm: PuzzleRhythm | null;
  constraint: PuzzleConstraint | null;
  /** The other people named in a "only me and …" constraint. */
  people: string | null;
  /** For a changed thing: how it was found. */
  state?: PuzzleState | null;
  /** The visitor says it happens by itself. */
  byItself?: boolean;
  /** The visitor closes or switches it off themselves. */
  shut?: boolean;
  /** The message, for phrases repeated whole ("少一朵"). */
  said?: string;
}

const events: Readonly<Record<PuzzleEvent, RegExp>> = {
  missing: /\b(?:disappear(?:s|ed|ing)?|go(?:es)? missing|gone missing|is missing|vanish(?:es|ed)?|one (?:less|fewer)|(?:keeps?|kept) (?:taking|stealing|eating))\b|(?:biến mất|không thấy đâu|(?<![\p{L}])mất (?:một|1|hết|tiêu)|cũng mất|lại mất|ai lấy|ai ăn)|(?:없어지|없어졌|없어져|사라지|사라졌|사라져|줄어들|하나씩 줄|하나씩 없)|(?:不见了|少一|少了一|没了|丢了|被人(?:吃|拿|偷)|消失)/iu,
  moved: /\b(?:moved|keeps? moving|rearranged|turned around|folds? (?:in|down|up)|folded (?:in|down|up)|flipped|in a different (?:place|spot)|not where I left)\b|(?:bị dời|bị xê dịch|đổi chỗ|nằm chỗ khác|bị lật|bị xoay)|(?:자리가 바뀌|옮겨져|옮겨 있|위치가 바뀌|돌아가 있|뒤집혀|접혀 있)|(?:换了位置|被挪|挪了|被移动|位置变了|被翻过|被折)/iu,
  appears: /\b(?:appear(?:s|ed)?|shows? up|turns? up|(?:someone|somebody) (?:keeps? )?(?:leaving|putting|leaves|puts)|there(?:'s|’s| is| are) (?:a|an|another|one|some|a single|two|three)|I (?:keep )?find(?:ing)? (?:a|an|another|some))\b|(?:xuất hiện|tự nhiên có|ai để|ai bỏ)|(?:생겨 있|놓여 있|누가 (?:두고|놓고)|나타나)|(?:多了|多出|出现|有人放)/iu,
  changed: /\b(?:left open|found (?:it )?open|unlocked|switched on|turned on|turns? (?:itself )?on|comes? on|lights? up|keeps? (?:opening|breaking|turning on|switching on)|opens? (?:by itself|on its own|up)|(?:is|was) open)\b|(?:bị mở|mở toang|mở ra|tự bật|tự mở|tự sáng|bật sáng|sáng đèn|bị hỏng|bị vỡ)|(?:열려 있|열려있|깨져 있|부러져 있|켜져 있|켜져있|저절로 (?:켜|열)|혼자 (?:켜|열))|(?:被打开|开着|坏了|碎了|亮着|自己(?:亮|开|打开|响)|自动(?:亮|开)|亮了|亮起来)/iu,
};

const whenPattern = /\b(?:every (?:single )?(?:night|morning|day|evening|week|weekend|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|each (?:night|morning|week)|overnight|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)|(?:the )?(?:second|third|fourth|fifth) time (?:this|in a) week)\b|(?:(?:sáng|tối|đêm|ngày|sáng thứ \p{L}+|thứ \p{L}+) nào|mỗi (?:sáng|tối|đêm|ngày|tuần|lần)|hằng (?:đêm|ngày|sáng)|lần thứ (?:hai|ba|tư|năm) trong tuần)|(?:(?:[월화수목금토일]요일|주말|아침|밤|새벽|저녁)마다|매일 ?(?:아침|밤|저녁)?|매주|밤사이|밤새)|(?:(?:tuần này |tháng này )?(?:đã )?(?:hai|ba|bốn|năm|\d+) lần)|\b(?:(?:two|three|four|five|\d+) times (?:this|a|in a) (?:week|month))\b|(?:(?:이번 주에?만? |요즘 )?(?:두|세|네|다섯|\d+) ?번째?)|(?:(?:这周|这个月)?(?:已经)?(?:两|三|四|五|\d+)次)|(?:每天(?:早上|晚上|夜里|半夜|凌晨)?|每晚|每周[一二三四五六日天]?|这周已经第[二三四五六]次|一到晚上|每个周[一二三四五六日])/iu;

const rhythmOf = (when: string): PuzzleRhythm =>
  /times|lần|번|次/iu.test(when) && !/lần thứ|第/iu.test(when) ? 'repeat' : /week(?:end)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tuần|thứ|요일|주말|매주|周/iu.test(when) && !/this week|lần thứ|第/iu.test(when)
    ? 'weekly'
    : /time|lần|第|次/iu.test(when) ? 'repeat' : 'night';

const constraints: readonly (readonly [PuzzleConstraint, RegExp])[] = [
  ['alone', /\bI live (?:alone|by myself|on my own)\b|\b(?:live|living) alone\b|(?:(?:sống|ở) (?:có )?một mình)|(?:혼자 (?:살|사는|지내|있)|자취)|(?:一个人住|独居|就我一个人)/iu],
  ['onlyKey', /\bonly (?:I|me) (?:have|has|had) (?:the |a )?keys?\b|(?:chỉ (?:em|mình|tôi|tao|tớ) có chìa)|(?:열쇠는 (?:나|저)만|열쇠가 (?:나|저)한테만)|(?:钥匙只有我|只有我有钥匙)/iu],
  ['locked', /\b(?:locked|lock the (?:door|doors|windows))\b|(?:khóa|khoá)|(?:잠겨 있|잠갔|잠가|잠긴|문단속)|(?:锁着|锁好|锁了|反锁|都锁)/iu],
  ['few', /\bonly (?:me and|my \w+ and I|the two of us|we|(?:\d+|two|three|four|five|six) (?:people|of us|coworkers|colleagues|roommates|guys))\b|(?:chỉ có (?:\d+|hai|ba|bốn|năm) người)|(?:(?:\d+|두|세|네|다섯) ?명(?:밖에|만))|(?:只有(?:\d+|两|三|四|五)个人)|\bno ?one else\b|\bnobody else\b|(?:chỉ có (?:em|mình|tôi|tao|tớ) (?:với|và)|không ai (?:khác|vào))|(?:(?:나|저)밖에 없|(?:나|저)랑 [가-힣]+밖에)|(?:只有我和|只有我们|没有别人)/iu],
  ['named', /\bname (?:is )?(?:on|written)|\blabell?ed\b|(?:ghi tên|dán tên)|(?:이름(?:을|이) (?:써|붙어|적))|(?:写着名字|贴着名字|写了名字|写明名字)/iu],
];

/** Words that close a whole noun phrase in English. */
const enStop = new Set(['every', 'each', 'is', 'was', 'are', 'keeps', 'kept', 'in', 'at', 'on', 'and', 'but', 'from', 'overnight', 'always', 'again', 'has', 'goes', 'gets', 'disappears', 'vanishes', 'for', 'to', 'that', 'which', 'when', 'after', 'before', 'since']);
const enNotThing = /^(?:key|keys|door|doors|window|windows|house|room|garage|apartment|flat|family|husband|wife|roommate|roommates|kids|neighbou?rs?|morning|night|week|time|office|building|place)$/iu;

/** The English thing nearest the event, with "my"/"our" as "your". */
function enThing(text: string, eventAt: number, fixtures = false): string | null {
  const phrase = /\b(my|our|the) ((?:[a-z'-]+ ){0,5}[a-z'-]+)/giu;
  let best: { text: string; distance: number } | null = null;
  for (const found of text.matchAll(phrase)) {
    const words: string[] = [];
    const run = (found[2] ?? '').split(' ');
    for (let i = 0; i < run.length; i += 1) {
      const word = run[i] as string;
      const owner = run[i + 1]?.toLowerCase();
      if (word.toLowerCase() === 'of' && words.length > 0 && (owner === 'my' || owner === 'our' || owner === 'the') && run[i + 2] && !enStop.has((run[i + 2] as string).toLowerCase())) {
        words.push('of', owner === 'the' ? 'the' : 'my', run[i + 2] as string);
        break;
      }
      if (enStop.has(word.toLowerCase()) || ['my', 'our', 'the', 'of', 'a', 'an', 'i', 'someone', 'somebody'].includes(word.toLowerCase())) break;
      words.push(word);
    }
    const head = words.join(' ');
    const notThing = (word: string): boolean => enNotThing.test(word) && !(fixtures && /^(?:door|doors|window|windows)$/iu.test(word));
    if (words.length === 0 || notThing(head) || notThing(words[words.length - 1] ?? '')) continue;
    const distance = Math.abs((found.index ?? 0) - eventAt);
    const owner = (found[1] ?? 'the').toLowerCase() === 'the' ? 'the' : 'your';
    const whole = `${owner} ${head}`.replace(/ of (?:my|our) /iu, ' of your ');
    if (best === null || distance < best.distance) best = { text: whole, distance };
  }
  return best?.text ?? null;
}

const viStop = new Set(['mỗi', 'sáng', 'tối', 'đêm', 'nhà', 'mà', 'nhưng', 'thì', 'cũng', 'vậy', 'ai', 'của', 'ở', 'trong', 'đi', 'rồi', 'luôn', 'hoài', 'lại', 'nữa']);

const viBackStop = new Set(['đã', 'lần', 'này', 'nào', 'tuần', 'tháng', 'mỗi', 'sáng', 'tối', 'đêm', 'dù', 'mà', 'là', 'thì', 'cũng', 'vẫn', 'bị', 'em', 'tôi', 'mình', 'tao', 'tớ', 'nhưng', 'hai', 'ba', 'bốn', 'năm', 'cứ', 'lại', 'tự', 'nhà', 'có', 'ai']);

/** The Vietnamese noun phrase just before a state verb ("cửa sổ phòng khách mở toang"), read backwards to a stop word. */
function viThingBefore(text: string): string | null {
  const found = /(?:mở toang|mở ra|bị mở|tự bật|tự mở|tự sáng|bật sáng|sáng đèn|bị hỏng|bị vỡ)/iu.exec(text);
  if (!found) return null;
  const words = text.slice(0, found.index).trim().split(/\s+/u);
  const kept: string[] = [];
  for (let i = words.length - 1; i >= 0 && kept.length < 4; i -= 1) {
    const word = words[i] as string;
    if (/[,.!?;:]$/u.test(word) || viBackStop.has(word.toLowerCase())) break;
    kept.unshift(word);
  }
  return kept.length > 0 ? kept.join(' ').replace(/^(\p{Lu})/u, (first) => first.toLowerCase()) : null;
}

/** The Vietnamese thing: the noun phrase after "mất"/"thiếu", or before "bị đổi chỗ"/"biến mất". */
function viThing(text: string): string | null {
  const changed = viThingBefore(text);
  if (changed) return changed;
  const after = /(?:mất|thiếu|lấy|ăn) ((?:một |1 |hai |cái |con |chiếc |hộp |quả )?(?:[\p{L}]+ ){0,3}[\p{L}]+)/iu.exec(text)?.[1];
  const before = /(?:^|[,.]\s*)((?:[\p{L}]+ ){0,3}[\p{L}]+) (?:của (?:em|mình|tôi|tao|tớ) )?(?:bị dời|bị xê dịch|đổi chỗ|biến mất|nằm chỗ khác|bị lật)/iu.exec(text)?.[1];
  for (const run of [after, before]) {
    if (!run) continue;
    const words: string[] = [];
    for (const word of run.split(' ')) {
      if (viStop.has(word.toLowerCase()) && words.length > 0) break;
      words.push(word);
    }
    if (words.length > 0 && !viStop.has((words[0] ?? '').toLowerCase())) return words.join(' ').replace(/^(\p{Lu})/u, (first) => first.toLowerCase());
  }
  return null;
}

const koNotThing = /^(?:자리|누가|누군가|제가|내가|문|창문|사무실|집|아무도|위치|오늘|매일|아침|밤)$/u;

/** The Korean thing: the noun (with a place before it, "책상 위 화분") marked as subject before the event. */
function koThing(text: string): string | null {
  const found = /((?:[가-힣]+ (?:위|옆|안|밑|앞|속) )?[가-힣]{1,8}?)(?:이|가|은|는|을|를) (?:[가-힣]+ ){0,2}(?:없어|사라|줄어|하나씩|자리가|옮겨|생겨|놓여|열려|깨져|부러져|켜져|켜지|열리|저절로|혼자|위치가|돌아가|뒤집혀|접혀)/u.exec(text)?.[1];
  if (!found) return null;
  const last = found.split(' ').pop() ?? '';
  if (koNotThing.test(last)) return null;
  // A noun just before ("욕실 불", "거실 창문") belongs to the thing when it carries no particle or verb ending.
  const before = text.slice(0, text.indexOf(found)).trimEnd().split(/\s+/u).pop() ?? '';
  return !found.includes(' ') && /^[가-힣]{2,4}$/u.test(before) && !/[은는이가을를에도만고서면요다데게며지로와과랑의]$/u.test(before) && !koNotThing.test(before) ? `${before} ${found}` : found;
}

/** The Chinese thing: "放在阳台的花", "我的酸奶" (as "你的…"). */
function zhThing(text: string): string | null {
  const placed = /放在([\u4e00-\u9fff]{1,6}?)的([\u4e00-\u9fff]{1,4}?)(?=每|总|又|都|老|已经|这|不见|少|没)/u.exec(text);
  if (placed) return `你放在${placed[1]}的${placed[2]}`;
  const mine = /我的([\u4e00-\u9fff]{1,4}?)(?=这周|又|已经|每|总|老|都|不见|没了|少了|被)/u.exec(text);
  if (mine) return `你的${mine[1]}`;
  const owned = /([\u4e00-\u9fff]{1,6}的[\u4e00-\u9fff]{1,3}?)(?=都|会|又|总|老|自己|自动|每|就|突然|开着|亮着|被)/u.exec(text)?.[1];
  const bare = owned?.replace(/^(?:每天|每晚|每周|半夜|早上|晚上|凌晨|夜里|这周|最近|我家|家里)+/u, '');
  return bare && /^[\u4e00-\u9fff]{1,4}的/u.test(bare) ? bare : null;
}

/** The English thing that turns up: "there's a single sock", "I find a note". */
function enAppearing(text: string): string | null {
  const run = /\b(?:there(?:'s|’s| is| are)|find(?:ing)?) ((?:a|an|another|one|some|two|three) (?:[a-z'-]+ ){0,2}[a-z'-]+)/iu.exec(text)?.[1];
  if (!run) return null;
  const words: string[] = [];
  for (const word of run.split(' ')) {
    if (words.length > 0 && (enStop.has(word.toLowerCase()) || ['my', 'our', 'the', 'of'].includes(word.toLowerCase()))) break;
    words.push(word);
  }
  return words.length > 1 ? words.join(' ') : null;
}

/** The other people of a "only me and …" constraint, as written. */
function readPeople(text: string, language: ContentLanguage): string | null {
  const counted = /\bonly ((?:\d+|two|three|four|five|six) (?:people|of us|coworkers|colleagues|roommates|guys))\b|chỉ có ((?:\d+|hai|ba|bốn|năm) người)|((?:\d+|두|세|네|다섯) ?명)(?:밖에|만)|只有((?:\d+|两|三|四|五)个人)/iu.exec(text);
  const count = counted?.slice(1).find((group) => group !== undefined);
  if (count) return count;
  if (language === 'vi') return /chỉ có (?:em|mình|tôi|tao|tớ) (?:với|và) ((?:[\p{L}]+ ){0,2}[\p{L}]+)/iu.exec(text)?.[1] ?? null;
  if (language === 'zh') return /只有我和([\u4e00-\u9fff]{1,4}?)(?=[，。！？,.!?]|两个|俩|$)/u.exec(text)?.[1] ?? null;
  if (language === 'ko') return /(?:나|저)랑 ([가-힣]{1,6})밖에/u.exec(text)?.[1] ?? null;
  return null;
}

/** Reads a puzzle report, or null: an event plus a schedule or a constraint. */
export function readPuzzleReport(text: string, language: ContentLanguage): PuzzleReport | null {
  let event: PuzzleEvent | null = null;
  let at = 0;
  for (const [key, pattern] of Object.entries(events) as [PuzzleEvent, RegExp][]) {
    const found = pattern.exec(text);
    if (found && (event === null || found.index < at)) {
      event = key;
      at = found.index;
    }
  }
  if (!event) return null;
  const whenFound = whenPattern.exec(text);
  const shutAt = shutByVisitor.exec(text)?.index ?? -1;
  // "I shut it every night": the schedule of the visitor's own routine is not the schedule of the event.
  const routine = whenFound !== null && shutAt >= 0 && whenFound.index > shutAt && whenFound.index - shutAt < 30;
  const when = routine ? null : whenFound?.[0] ?? null;
  const constraint = constraints.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
  if (!when && !constraint && !byItself.test(text) && shutAt < 0) return null;
  const thing = language === 'en' ? enThing(text, at, event === 'changed') : language === 'vi' ? viThing(text) : language === 'ko' ? koThing(text) : zhThing(text);
  const people = constraint === 'few' ? readPeople(text, language) : null;
  const appearing = language === 'en' && event === 'appears' ? enAppearing(text) : null;
  const state = event === 'changed' ? statePatterns.find(([, pattern]) => pattern.test(text))?.[0] ?? null : null;
  return { event, thing: appearing ?? thing, when: when ? when.trim() : null, rhythm: when ? rhythmOf(when) : null, constraint, people, said: text, state, byItself: byItself.test(text), shut: shutByVisitor.test(text) };
}

/** The facts laid out, per register (a summary, never the message). */
function facts(report: PuzzleReport, register: FixRegister): string {
  const { event, when, constraint, people } = report;
  switch (register) {
    case 'en': {
      const thing = report.thing ?? 'something';
      const changed = { on: `${thing} turns on${report.byItself ? ' by itself' : ''}`, open: `${thing} is found open${report.shut ? ' although you shut it' : ''}`, broken: `${thing} is found broken` }[report.state ?? 'open'];
      const happens = { missing: `${thing} goes missing`, moved: `${thing} gets moved`, appears: `${thing} turns up`, changed }[event];
      const limit = constraint ? { locked: 'and everything is locked', onlyKey: 'and you hold the only key', few: people ? `and only ${people} can get to it` : 'and hardly anyone else can get in', named: 'and it has a name on it', alone: 'and you live alone' }[constraint] : '';
      return `So: ${when ? `${when.replace(/^\p{Lu}/u, (first) => first.toLowerCase())}, ` : ''}${happens}${limit ? `, ${limit}` : ''}.`;
    }
    case 'vi': {
      const thing = report.thing ?? 'đồ';
      const lead = when ? (/nào$/u.test(when) ? `${when.replace(/^\p{Lu}/u, (first) => first.toLowerCase())} cũng ` : `${when.replace(/^\p{Lu}/u, (first) => first.toLowerCase())}, `) : '';
      const changed = { on: `${thing} tự bật`, open: `${thing} bị mở ra`, broken: `${thing} bị hỏng` }[report.state ?? 'open'];
      const happens = { missing: `mất ${thing}`, moved: `${thing} bị đổi chỗ`, appears: `tự nhiên có ${thing}`, changed }[event];
      const shutNote = event === 'changed' && report.shut ? `, dù bạn đã ${report.state === 'on' ? 'tắt' : 'đóng'} trước đó` : '';
      const limit = constraint ? { locked: 'mà cửa đã khóa', onlyKey: 'mà chỉ bạn có chìa khóa', few: people ? (/người$/u.test(people) ? `mà chỉ có ${people} vào được` : `mà nhà chỉ có bạn với ${people}`) : 'mà chẳng có ai khác', named: 'mà đã ghi tên rõ ràng', alone: 'mà bạn sống một mình' }[constraint] : '';
      return `Tóm lại sự kiện: ${lead}${happens}${shutNote}${limit ? `, ${limit}` : ''}.`;
    }
    case 'zh': {
      const thing = report.thing ?? '东西';
      const limit = constraint ? { locked: '可门窗都锁着', onlyKey: '可钥匙只有你有', few: people ? (/个人$/u.test(people) ? `可只有${people}能进来` : `可家里只有你和${people}`) : '可没有别人能进来', named: '上面还写着名字', alone: '可家里只有你一个人住' }[constraint] : '';
      const zhChanged = { on: `${thing}会自己亮`, open: `${thing}会被打开`, broken: `${thing}会坏掉` }[report.state ?? 'open'];
      if (when && /第.次/u.test(when)) {
        const done = { missing: '不见了', moved: '被挪了位置', appears: '出现了', changed: { on: '自己亮了', open: '被打开了', broken: '坏了' }[report.state ?? 'open'] }[event];
        return `先把事实理一理：${thing}${when}${done}${limit ? `，${limit}` : ''}。`;
      }
      const fewer = /少了?一[\u4e00-\u9fff]/u.exec(report.said ?? '')?.[0];
      const happens = { missing: fewer ? `${thing}都${fewer}` : `${thing}会不见`, moved: `${thing}会换位置`, appears: `会多出${thing}`, changed: zhChanged }[event];
      return `先把事实理一理：${when ? `${when}，` : ''}${happens}${limit ? `，${limit}` : ''}。`;
    }
    default: {
      const thing = report.thing;
      const koChanged = { on: '켜져 있', open: '열려 있', broken: '망가져 있' }[report.state ?? 'open'];
      const koEvent = { missing: '없어지', moved: '자리가 바뀌', appears: '생기', changed: koChanged }[event];
      const subject = thing ? (event === 'moved' ? `${thing} ` : `${withParticle(thing, '이')} `) : '';
      const you = register === 'koHage' ? '자네와' : register === 'koPolite' ? '본인과' : '너랑';
      const limit = constraint ? { locked: '문은 잠겨 있', onlyKey: '열쇠는 혼자만 갖고 있', few: people ? (/명$/u.test(people) ? `${people}밖에 없` : `${you} ${people}밖에 없`) : '다른 사람은 없', named: '이름까지 써 놨', alone: '혼자 살고 있' }[constraint] : '';
      const tail = register === 'koHage' ? '다, 이거지?' : register === 'koPolite' ? '다는 거죠?' : '다는 거지?';
      const body = limit ? `${when ? `${when} ` : ''}${subject}${koEvent}는데 ${limit}${tail}` : `${when ? `${when} ` : ''}${subject}${koEvent === '생기' ? '생긴' : koEvent === '없어지' ? '없어진' : koEvent === '자리가 바뀌' ? '자리가 바뀐' : koEvent}${tail}`;
      return body;
    }
  }
}

/** The detective's reasoning from the constraint (or from the schedule). */
const reasoning: Readonly<Record<PuzzleConstraint | 'schedule', Readonly<Record<'en' | 'vi' | 'zh' | 'koHage', string>>>> = {
  locked: {
    en: "Locked doors leave three roads: someone who has a key, a way in nobody counted (a window, a balcony, a vent), or something that needs no door at all: an animal, the wind, or the thing itself.",
    vi: 'Cửa khóa thì chỉ còn ba đường: người có chìa, một lối vào chưa ai tính tới (cửa sổ, ban công, lỗ thông gió), hoặc thứ không cần cửa: con vật, gió, hay chính món đồ đó.',
    zh: '门窗锁着，就只剩三条路：有钥匙的人、没人想到的入口（窗缝、阳台、通风口），或者根本不需要门的东西：动物、风，或者东西本身。',
    koHage: '문이 잠겨 있다면 길은 셋뿐일세. 열쇠가 있는 사람, 아무도 따져 보지 않은 통로(창문, 베란다, 환풍구), 아니면 문이 필요 없는 것. 동물이나 바람, 혹은 물건 그 자체지.',
  },
  onlyKey: {
    en: "If you hold the only key, either there's a key you don't know about, or nothing needs to come in at all: ask who ever had a spare, and what could happen there by itself.",
    vi: 'Nếu chỉ bạn có chìa, thì hoặc còn một chiếc chìa bạn không biết, hoặc chẳng cần ai vào cả: hỏi xem ai từng giữ chìa dự phòng, và thứ gì có thể tự xảy ra ở đó.',
    zh: '钥匙只有你有，那要么还有一把你不知道的钥匙，要么根本没人需要进来：问问谁拿过备用钥匙，再想想那里有什么会自己发生。',
    koHage: '열쇠가 자네한테만 있다면, 자네가 모르는 열쇠가 하나 더 있거나 애초에 아무도 들어올 필요가 없는 걸세. 예전에 보조 열쇠를 가졌던 사람이 있는지, 저절로 일어날 수 있는 일은 없는지부터 보게.',
  },
  few: {
    en: 'With so few people who can reach it, the list is short: start with the simplest explanation, not the worst one, and ask before you accuse.',
    vi: 'Ít người như vậy thì danh sách rất ngắn: bắt đầu từ lời giải đơn giản nhất chứ đừng nghĩ tới điều tệ nhất, và hỏi nhẹ nhàng trước khi nghi ai.',
    zh: '能碰到它的人这么少，名单就很短：先从最简单的解释开始，别先往最坏处想，怀疑谁之前先问一句。',
    koHage: '손댈 수 있는 사람이 그렇게 적다면 명단은 짧네. 최악이 아니라 가장 단순한 설명부터 보고, 의심하기 전에 먼저 물어보게.',
  },
  named: {
    en: 'A name on it rules out an honest mix-up: whoever takes it either knows whose it is or never reads labels, and that tells you something about them.',
    vi: 'Đã ghi tên thì khó mà nhầm: người lấy hoặc biết rõ là của ai, hoặc chẳng bao giờ đọc nhãn, và điều đó cũng nói lên nhiều về họ.',
    zh: '写了名字，就排除了拿错的可能：拿走的人要么知道是谁的，要么从来不看标签，这本身就说明了一些事。',
    koHage: '이름이 적혀 있으니 실수는 아닐세. 가져가는 사람은 누구 건지 알거나, 이름표를 아예 안 읽는 사람이지. 그것만으로도 단서가 되네.',
  },
  alone: {
    en: 'With nobody else at home, before any person, rule out the thing itself and whatever can act without a person.',
    vi: 'Nhà không có ai khác, nên trước khi nghĩ tới người nào, hãy loại trừ chính món đồ và những thứ tự tác động được mà không cần người.',
    zh: '家里没有别人，所以先别想人，先排除东西本身，以及不需要人也能起作用的因素。',
    koHage: '집에 다른 사람이 없으니, 사람을 의심하기 전에 물건 자체와 사람 없이도 일어날 수 있는 원인부터 지워 나가야 하네.',
  },
  schedule: {
    en: "A pattern like this is rarely chance: it's someone or something with a routine that matches it.",
    vi: 'Một quy luật đều đặn như vậy hiếm khi là ngẫu nhiên: đó là ai đó hoặc thứ gì đó có nếp sinh hoạt trùng với giờ đó.',
    zh: '这样的规律很少是巧合：那是某个人或某样东西，有着和这个时间对得上的习惯。',
    koHage: '이런 패턴은 우연이 아닐세. 그 시간과 맞는 습관을 가진 누군가, 혹은 무언가가 있는 거지.',
  },
};

/** What can change a thing with no person, per state (said after the reasoning). */
const selfCause: Readonly<Record<PuzzleState, Readonly<Record<'en' | 'vi' | 'zh' | 'koHage', string>>>> = {
  on: {
    en: 'A light or device that switches on by itself usually has a cause you can check: a timer or smart-plug schedule, a motion sensor, an app on a shared account, or a loose switch or wiring fault.',
    vi: 'Đồ điện tự bật thường có nguyên nhân kiểm tra được: hẹn giờ hoặc ổ cắm thông minh, cảm biến chuyển động, một ứng dụng dùng chung tài khoản, hay công tắc lỏng, dây điện chập chờn.',
    zh: '灯或电器自己亮，通常有能查的原因：定时器或智能插座的设定、人体感应器、共用账号的手机应用，或者开关松动、线路接触不良。',
    koHage: '저절로 켜지는 불이나 기기는 대개 확인할 수 있는 원인이 있네. 타이머나 스마트 플러그 예약, 동작 감지 센서, 같이 쓰는 계정의 앱, 아니면 헐거운 스위치나 배선 문제지.',
  },
  open: {
    en: 'Something found open that you closed usually points to the latch not catching, a draught or pressure change pushing it, or a frame that swells and springs back.',
    vi: 'Thứ đã đóng mà lại thấy mở thường là do chốt không ăn khớp, gió lùa hay chênh áp đẩy ra, hoặc khung bị nở rồi bật lại.',
    zh: '关好的东西被发现开着，常见原因是锁扣没扣上、穿堂风或气压变化把它推开，或者框受潮变形又弹开。',
    koHage: '닫아 둔 것이 열려 있다면 걸쇠가 제대로 안 걸렸거나, 바람이나 기압 차가 밀었거나, 틀이 부풀었다 튕겨 나간 경우가 많네.',
  },
  broken: {
    en: 'Something that keeps breaking is often worn or under strain: check how it is fixed and what leans on it.',
    vi: 'Thứ cứ hỏng hoài thường là do mòn hoặc bị đè lực: xem nó được gắn thế nào và có gì tì lên không.',
    zh: '老是坏的东西，多半是磨损或受力：看看它怎么固定、有什么压着它。',
    koHage: '자꾸 망가지는 물건은 닳았거나 힘을 받고 있는 경우가 많네. 어떻게 고정돼 있고 무엇이 기대고 있는지 보게.',
  },
};

/** The first test, as an imperative (en, vi, zh) or a note ending in -기 (ko), by event and rhythm. */
function firstTest(report: PuzzleReport, language: ContentLanguage): string {
  const rhythm = report.rhythm ?? 'night';
  const time = {
    en: { night: 'Tonight', weekly: 'Before the next time it usually happens', repeat: 'Next time' },
    vi: { night: 'Tối nay', weekly: 'Trước lần tới nó hay xảy ra', repeat: 'Lần tới' },
    ko: { night: '오늘 밤', weekly: '다음에 그 일이 생기기 전날', repeat: '다음번에' },
    zh: { night: '今晚', weekly: '下次它通常发生之前', repeat: '下次' },
  }[language][rhythm];
  const act = {
    en: { missing: 'count it and take a photo, then leave your phone recording the spot (or dust a little flour around it), and you will know whether it is a person, an animal, or nothing at all', moved: 'mark exactly where it sits with a strip of tape and take a photo, then leave your phone recording it', appears: 'photograph the spot empty and note the time, then leave your phone recording it', changed: 'photograph it as you leave it and note the time, then leave your phone recording it' },
    vi: { missing: 'đếm và chụp ảnh lại, rồi để điện thoại quay chỗ đó (hoặc rắc ít bột quanh đó), rồi sẽ biết là người, con vật hay chẳng có gì', moved: 'dán một mẩu băng keo đánh dấu đúng chỗ nó nằm và chụp ảnh, rồi để điện thoại quay lại', appears: 'chụp chỗ đó lúc còn trống và ghi giờ, rồi để điện thoại quay lại', changed: 'chụp lại lúc bạn rời đi và ghi giờ, rồi để điện thoại quay lại' },
    ko: { missing: '개수를 세고 사진 찍어 두기, 그리고 휴대폰으로 그 자리를 녹화해 두거나 주변에 밀가루를 살짝 뿌려 두기', moved: '놓인 자리를 테이프로 정확히 표시하고 사진 찍어 두기, 그리고 휴대폰으로 녹화해 두기', appears: '비어 있는 자리를 사진 찍고 시간을 적어 두기, 그리고 휴대폰으로 녹화해 두기', changed: '두고 나올 때 모습을 사진 찍고 시간을 적어 두기, 그리고 휴대폰으로 녹화해 두기' },
    zh: { missing: '先数清楚、拍张照，再用手机对着那里录一晚（或者在周围撒一点面粉），就知道是人、是动物，还是别的原因', moved: '用一小段胶带标出它的准确位置并拍照，再用手机录下来', appears: '先拍下空着的样子、记下时间，再用手机录下来', changed: '离开时拍照、记下时间，再用手机录下来' },
  }[language][report.event];
  const stateAct = report.event === 'changed' && report.state === 'on'
    ? { en: 'check the switch, any timer, smart plug or app first, then leave your phone recording the room', vi: 'kiểm tra công tắc, hẹn giờ, ổ cắm thông minh hay ứng dụng trước, rồi để điện thoại quay cả phòng', ko: '스위치, 타이머, 스마트 플러그나 앱 설정부터 확인하고, 휴대폰으로 방 전체를 녹화해 두기', zh: '先查开关、定时器、智能插座和手机应用的设定，再用手机把房间录一晚' }[language]
    : report.event === 'changed' && report.state === 'open'
      ? { en: 'when you close it, stick a strip of tape across the gap and take a photo, then leave your phone recording it', vi: 'lúc đóng lại, dán một mẩu băng keo ngang khe rồi chụp ảnh, sau đó để điện thoại quay lại', ko: '닫을 때 틈에 테이프를 한 줄 붙이고 사진 찍어 두기, 그리고 휴대폰으로 녹화해 두기', zh: '关好的时候在缝上贴一条胶带并拍照，再用手机录下来' }[language]
      : null;
  if (stateAct) return language === 'ko' ? `${time}: ${stateAct}.` : language === 'zh' ? `${time}，${stateAct}。` : `${time}, ${stateAct}.`;
  if (language === 'ko') return `${time}: ${act}.`;
  if (language === 'zh') return `${time}，${act}。`;
  return `${time}, ${act}.`;
}

/** "Did someone get in?": asked directly, per language. */
const someoneAsk = /\b(?:did|has|is|could|was) (?:someone|somebody|anyone|anybody)\b|\b(?:someone|somebody) (?:coming|getting|got|breaking) in\b|(?:có ai (?:vào|lẻn|đột nhập|ở)|có người (?:vào|lẻn))|(?:누가 (?:들어|몰래|침입)|누군가 (?:들어|있))|(?:有人(?:进来|进过|来过)|是不是有人)/iu;
/** The direct answer to "did someone get in?", from what the visitor reported. */
const someoneAnswer: Readonly<Record<'en' | 'vi' | 'zh' | 'koHage', string>> = {
  en: 'Not necessarily: nothing you described yet needs a person.',
  vi: 'Chưa chắc đâu: những gì bạn kể tới giờ chưa có gì bắt buộc phải có người vào.',
  zh: '不一定：你说的这些，目前还没有哪一点非得是人干的。',
  koHage: '꼭 그렇다고 할 순 없네. 지금까지 말한 것 중에 사람이 있어야만 하는 건 아직 없네.',
};

/** The detective's closing question: what the test shows. */
const detectiveAsk: Readonly<Record<'en' | 'vi' | 'zh' | 'koHage', string>> = {
  en: 'Bring me what the recording shows, and we will name the culprit.',
  vi: 'Mang về cho tôi những gì đoạn quay cho thấy, rồi ta sẽ gọi tên thủ phạm.',
  zh: '把录到的东西拿给我看，我们再来点名真凶。',
  koHage: '녹화에 뭐가 찍혔는지 가져오게. 그때 범인의 이름을 부르지.',
};

/** Brief openings of the other personas, per register. */
const briefOpen: Readonly<Record<FixRegister, readonly string[]>> = {
  en: ['Ooh, that is a real mystery!', "Wait, that's so strange!"],
  vi: ['Ôi, đúng là bí ẩn thật!', 'Lạ ghê luôn á!'],
  koPlain: ['헐, 완전 미스터리다!', '와, 진짜 이상하다!'],
  koPolite: ['와, 진짜 미스터리네요!', '어머, 정말 이상하네요!'],
  koHage: ['허, 수수께끼로군.'],
  zh: ['哇，这也太神秘了吧！', '好奇怪啊！'],
};
const briefLead: Readonly<Record<FixRegister, string>> = {
  en: 'My first try would be this:', vi: 'Nếu là mình, mình sẽ thử thế này:', koPlain: '나라면 이렇게 해 볼래.', koPolite: '저라면 이렇게 해 볼 것 같아요.', koHage: '나라면 이렇게 해 보겠네.', zh: '要是我，会先这样试试：',
};

/** Writes the puzzle answer: the detective's facts, reasoning, first test and ask; others' brief test in voice. */
export function writePuzzleAnswer(report: PuzzleReport, persona: PersonaKey, language: ContentLanguage, int: (min: number, max: number) => number): string[] {
  const register = fixRegister(persona, language);
  if (persona === 'detective') {
    const key = register === 'koHage' ? 'koHage' : (register as 'en' | 'vi' | 'zh');
    const cause = report.event === 'changed' && report.state ? [selfCause[report.state][key]] : [];
    const direct = someoneAsk.test(report.said ?? '') ? [someoneAnswer[key]] : [];
    return [...direct, facts(report, register), reasoning[report.constraint ?? 'schedule'][key], ...cause, firstTest(report, language), detectiveAsk[key]];
  }
  return [pickOne(briefOpen[register], int), facts(report, register), briefLead[register], firstTest(report, language), closingLine(persona, register)];
}
