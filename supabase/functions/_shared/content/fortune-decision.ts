/**
 * The visitor's own decision (issue 13, round 12): "Should I sell my car and just take the bus?", "Em muốn bỏ trà sữa",
 * "그 사람 군대 가기 전에 고백해도 될까요?", "带着狗自驾去海边". Read from clause grammar, not from a topic list: the act is
 * the clause after the question's modal or plan verb ("should I / có nên / 要不要 / 想…", or, in Korean, the clause before
 * the asking ending -ㄹ까 / -려는데 / -해도), said back whole in the second person; a time the question names ("before we
 * move", "trước Tết", "군대 가기 전에", "年底前", "this week", "이번 달") is cut out of it as the deadline or the window; a
 * person or pet the visitor takes along ("with my dog", "chở mẹ", "엄마랑", "带爸妈") is the companion. Only the act's kind
 * (letting a thing go, quitting or starting a habit, telling someone how you feel) comes from a small closed set of verbs;
 * the thing, the habit, the deadline and the companion are taken from the visitor's words.
 */
import { secondPerson } from './second-person.ts';
import type { ContentLanguage } from '../contract/content-types.ts';

/** The kind of act a decision is: what the reason of the answer is drawn from. */
export type DecisionKind = 'letGo' | 'quitHabit' | 'startHabit' | 'confess' | 'other';

/** A decision the question weighs, in the reading's words. */
export interface FortuneDecision {
  /** The act's kind. */
  kind: DecisionKind;
  /** The act, whole, in the second person ("sell your old piano", "bán con xe tay ga", "아침 달리기 시작하기", "戒掉熬夜"). */
  act: string;
  /** Whether the English act is in the -ing form ("selling your car"): the echo then weighs it rather than "whether to". */
  gerund: boolean;
  /** The deadline the question names ("before you move in March", "trước Tết", "군대 가기 전", "年底前"), or null. */
  before: string | null;
  /** Whether someone else or the calendar sets that deadline (she leaves, the lease ends), not the visitor. */
  theirDeadline: boolean;
  /** A time window the question names ("this week", "tháng này", "이번 달", "这个月", "国庆"), or null. */
  window: string | null;
  /** The person or pet taken along ("your grandma", "mẹ", "엄마", "爸妈"), or null. */
  companion: string | null;
  /** Whether the companion is a pet. */
  pet: boolean;
  /** The habit quit or started, or the thing let go ("energy drinks", "trà sữa", "아침 달리기", "熬夜"), or null. */
  thing: string | null;
  /** What the visitor does once the thing is let go: the money's use ("pay off some debt", "trả bớt nợ", "카드값 갚기")
   * or the replacement ("take the bus", "坐地铁上班"), as written, or null. */
  after: { text: string; purpose: boolean } | null;
}

const petWord = /\b(?:dog|puppy|cat|kitten|pup)\b|\b(?:chó|mèo|cún)\b|강아지|고양이|댕댕이|반려견|반려묘|狗|猫|宠物/iu;

/** The first match of a lead whose subject is the visitor's own (an "I", "em", "我", or none), or null. */
function ownLead(question: string, lead: RegExp, own: (before: string, match: string) => boolean): { index: number; text: string } | null {
  const global = new RegExp(lead.source, `${lead.flags}g`);
  for (const match of question.matchAll(global)) {
    if (own(question.slice(0, match.index), match[0])) return { index: match.index, text: match[0] };
  }
  return null;
}

const enOwn = (before: string, match: string): boolean => /\bi\b|\bi'?m\b|\bim\b/iu.test(match) || before.trim() === '' || /[.?!,;:]\s*$/u.test(before) || /\b(?:i'?m|im|i am|i|we|we're|was|been|and|so|but|lol)\s*$/iu.test(before);
const viOwn = (before: string): boolean => {
  // "Chồng em muốn…" is the husband's plan: a pronoun owns the lead only alone or after a pause or a time word.
  const rest = before.replace(/(?:\s+(?:đang|cũng|vẫn|có|thật sự|thực sự|rất|đã|sắp|lại|thì|liệu|ạ))+\s*$/iu, '').trim();
  return rest === '' || /[.?!,;:]$/u.test(rest) || /(?:^|[.?!,;:]\s*|(?:^|\s)(?:này|nay|sau|tới|tết|hè|mai|rồi|thì|nên|vậy)\s+)(?:em|mình|tôi|tớ|tao|con|cháu|bọn em|chúng em|tụi em|vợ chồng em)$/iu.test(rest) || /(?:này|nay|sau|tới)$/iu.test(rest);
};
const zhOwn = (before: string): boolean => !/(?:[他她它]|[他她]们|对方|老公|老婆|男朋友|女朋友|妈妈?|爸爸?|朋友|同事|老板|儿子|女儿)(?:也|还|就|都|真的|很|一直)?$/u.test(before);

// ── English ───────────────────────────────────────────────────────────────────────────────────────────────────────
const enLead = /\b(?:should i|shall i|can i|could i|do i|would it be (?:ok|okay|smart|wise|crazy) to|is it (?:a )?(?:good|bad|right|smart|wise|ok|okay)(?: idea| time| day| week| month| year| moment)? to|is (?:this|it) the (?:week|month|day|year|time|summer|spring|winter) (?:that )?i|am i ready to|(?:i'?m|i am) (?:thinking (?:about|of)|planning (?:on|to)|going to|gonna|trying to|about to|hoping to)|thinking (?:about|of)|planning (?:on|to)|i (?:want|plan|need|hope|intend|mean) to|i wanna)\s+(?:finally\s+|just\s+|actually\s+|really\s+)?/iu;
const enStop = /\s*(?:[?!.;,]|\s(?:or not|lol|haha|tbh|though|any ?way)\b|\s[-–—]\s).*$/isu;
const enQuit = /^(?:stop|stopping|quit|quitting|give up|giving up|cut out|cutting out|cut back on|cutting back on|kick|kicking|ditch|ditching)\s+(.+)$/iu;
const enStart = /^(?:start|starting|begin|beginning|take up|taking up|get into|getting into|pick up|picking up)\s+(.+)$/iu;
const enLetGo = /^(?:sell|selling|give away|giving away|get rid of|getting rid of|part with|parting with|donate|donating|let go of|letting go of|trade in|trading in)\s+(.+?)(?:\s+(?:and|then|so|to)\b.*)?$/iu;
const enConfess = /^(?:(?:tell|telling)\s+.+\b(?:i|you) (?:like|love|have feelings for)\b|(?:confess|confessing)\b|(?:ask|asking)\s+.+\bout\b)/iu;
const enWindow = /\b(?:this|next) (?:week(?:end)?|month|year|summer|spring|autumn|fall|winter|semester)\b|\btonight\b|\btomorrow\b|\bin (?:January|February|March|April|May|June|July|August|September|October|November|December)\b/iu;
const enBefore = /\s+(?:before|by|until|ahead of)\s+(.+)$/iu;
const enCompanion = /\b(?:with|take|taking|bring|bringing)\s+(your\s+[a-z]+(?:\s+(?!up\b|to\b|on\b|in\b|for\b|along\b|out\b|down\b|over\b|with\b|and\b|this\b|next\b|the\b|a\b|to\b)[a-z]+)?)/iu;

/** A question that opens with its act as an -ing clause and asks about it after ("Taking my dog to the coast, good idea?"). */
const enBareAct = /^([a-z]+ing\s+(?:my|our|the|a|an)\b[^?!.,;]*)[,\s\-–—]+(?:good idea|bad idea|ok|okay|worth it|yes or no|thoughts|is (?:it|that|this) (?:ok|okay|wise|smart|a good idea))\b/iu;

function readEnglish(question: string): FortuneDecision | null {
  const lead = ownLead(question, enLead, enOwn) ?? (enBareAct.test(question) ? { index: 0, text: '' } : null);
  if (!lead) return null;
  let act = question.slice(lead.index + lead.text.length).replace(enStop, '').trim();
  if (act.split(/\s+/u).length < 2 || /^(?:it|this|that|so|too|be|get)\b/iu.test(act)) return null;
  const leadWindow = /\bthe (week|month|day|year|summer|spring|winter)\b/iu.exec(lead.text)?.[1];
  // "give up X for lent", "quit X for a month": the span the visitor gives the habit is its window.
  const forSpan = /\b(?:quit|quitting|stop|stopping|give up|giving up|cut out|start|starting)\b.*?\s(for\s+(?!good\b)(?:[a-z]+\s+){0,2}[a-z]+)$/iu.exec(act.replace(enStop, ''))?.[1] ?? null;
  const window = enWindow.exec(act)?.[0] ?? enWindow.exec(question)?.[0] ?? (leadWindow ? `this ${leadWindow.toLowerCase()}` : null) ?? forSpan;
  let before: string | null = null;
  let theirDeadline = false;
  const cut = enBefore.exec(act);
  if (cut && cut[1] !== undefined && cut[1].split(/\s+/u).length <= 8) {
    before = secondPerson(cut[0].trim(), 'en');
    theirDeadline = !/^(?:i|we)\b/iu.test(cut[1]);
    act = act.slice(0, cut.index).trim();
  }
  act = secondPerson(act, 'en').replace(/^(?:just|finally)\s+/iu, '');
  // "V my N along": the particle "along" marks whom the visitor takes, whatever the verb.
  const companion = enCompanion.exec(act)?.[1] ?? /\b(your\s+[a-z]+(?:\s+[a-z]+)?)\s+along\b/iu.exec(act)?.[1] ?? null;
  // "selling" is an -ing form; "bring" is not (no vowel before -ing).
  const gerund = /^\w*[aeiouy]\w*ing\b/iu.test(act);
  const quit = enQuit.exec(act)?.[1];
  const start = enStart.exec(act)?.[1];
  const letGo = enLetGo.exec(act)?.[1];
  const habitOf = (text: string): string => text.replace(/\s+(?:for|cold turkey|completely|altogether|again|every (?:day|morning|night)|this \w+|next \w+)\b.*$/iu, '').trim();
  const kind: DecisionKind = quit ? 'quitHabit' : start ? 'startHabit' : letGo ? 'letGo' : enConfess.test(act) ? 'confess' : 'other';
  const thing = quit ? habitOf(quit).replace(/^(?:drinking|eating|having|buying|using)\s+(?=\S)/iu, '') : start ? habitOf(start) : letGo ?? null;
  // "sell your car and just take the bus" / "… to pay off the card": the clause after the thing, whole.
  const next = letGo ? /^.+?\s(?:(and|then|so (?:you|i) can|to)\s+(?:just\s+|then\s+)?)(.+)$/iu.exec(act.slice(act.indexOf(letGo))) : null;
  const after = next?.[2] !== undefined && next[2].split(/\s+/u).length >= 2 ? { text: next[2], purpose: !/^(?:and|then)$/iu.test(next[1] ?? '') } : null;
  return { kind, act, gerund, before, theirDeadline, window, companion: kind === 'confess' ? null : companion, pet: companion !== null && petWord.test(companion), thing, after };
}

// ── Vietnamese ────────────────────────────────────────────────────────────────────────────────────────────────────
const viLead = /(?:^|\s|,)(?:có nên|nên|định|muốn|tính|đang tính|dự định|chuẩn bị|sắp)\s+(?:là\s+)?/iu;
const viStop = /\s*(?:[?!.;,]|\s(?:không|ko|k|hông|hok|nên không|nên k|được không|đc không|có ổn không|ổn không|có được không|hay không|thì sao|liệu|ạ|nhỉ|nha)(?=\s|$|[?!.,])).*$/iu;
const viQuit = /^(?:bỏ|cai|ngưng|dừng|bớt|từ bỏ|giảm)\s+(.+)$/iu;
const viStart = /^(?:bắt đầu|tập|thử)\s+(.+)$/iu;
const viLetGo = /^(?:bán|thanh lý|pass lại|pass|nhượng lại|cho đi|cho lại)\s+(.+?)(?:\s+(?:để|rồi|và)(?![\p{L}]).*)?$/iu;
const viConfess = /^(?:tỏ tình|thổ lộ|nói thích|nói là (?:em|mình|tôi|bạn) thích|rủ|mời|hẹn)(?![\p{L}])/iu;
const viWindow = /(?:cuối tuần này|cuối tuần sau|tuần này|tuần sau|tháng này|tháng sau|năm nay|dịp [\p{L}0-9/]+|hè này|tết này)/iu;
const viBefore = /\s+trước\s+(khi\s+)?(.+)$/iu;
const viThird = /^(?:anh ấy|cô ấy|bạn ấy|người ấy|crush|người ta|ảnh|chỉ|nó|họ|anh|chị|cậu ấy)(?![\p{L}])/iu;
const viCompanion = /(?:^|\s)(?<!bạn\s)(?:chở|với|cùng|dẫn|đưa|dắt)\s+((?:(?!(?:về|đi|ra|vào|lên|xuống|tới|đến|sang|qua|bằng|trước|sau|để|thăm|xem|chơi|ăn|với)(?![\p{L}]))[\p{L}]+\s?){1,4})/iu;

/** A question that opens with its act and asks about it after ("Dắt chó đi biển cuối tuần, ổn không?"). */
const viBareAct = /^(?!(?:anh|chị|em|mình|tôi|bạn|nó|họ|có)(?![\p{L}]))[\p{Ll}\p{Lu}][^?!.,]*,?\s*(?:có ổn không|ổn không|được không|có được không|có nên không|nên không)\s*[?]?\s*$/iu;

function readVietnamese(question: string): FortuneDecision | null {
  const lead = ownLead(question, viLead, viOwn) ?? (viBareAct.test(question) ? { index: 0, text: '' } : null);
  if (!lead) return null;
  let act = question.slice(lead.index + lead.text.length).replace(viStop, '').trim();
  if (act.split(/\s+/u).length < 2) return null;
  const window = (viWindow.exec(act)?.[0] ?? viWindow.exec(question)?.[0])?.toLowerCase() ?? null;
  let before: string | null = null;
  let theirDeadline = false;
  const cut = viBefore.exec(act);
  if (cut && cut[2] !== undefined && cut[2].split(/\s+/u).length <= 8) {
    before = secondPerson(cut[0].trim(), 'vi');
    theirDeadline = viThird.test(cut[2]) || !/^(?:em|mình|tôi|tớ|chúng)(?![\p{L}])/iu.test(cut[2]);
    act = act.slice(0, cut.index).trim();
  }
  if (window !== null) act = act.replace(new RegExp(`\\s*(?:trong\\s+)?${window}`, 'iu'), '').trim();
  act = secondPerson(act, 'vi');
  const companionRaw = viCompanion.exec(act)?.[1]?.trim() ?? null;
  const companion = companionRaw === null ? null : companionRaw.replace(/\s+bạn$/u, ' của bạn');
  const quit = viQuit.exec(act)?.[1];
  const start = viStart.exec(act)?.[1];
  const letGo = viLetGo.exec(act)?.[1];
  const kind: DecisionKind = quit ? 'quitHabit' : start ? 'startHabit' : letGo ? 'letGo' : viConfess.test(act) ? 'confess' : 'other';
  const thing = quit ?? start ?? letGo ?? null;
  const next = letGo ? /(?:^|\s)(để|rồi|xong)\s+(.+)$/iu.exec(act) : null;
  const after = next?.[2] !== undefined && next[2].split(/\s+/u).length >= 2 ? { text: next[2], purpose: /^để$/iu.test(next[1] ?? '') } : null;
  return { kind, act, gerund: false, before, theirDeadline, window, companion: kind === 'confess' ? null : companion, pet: companion !== null && petWord.test(companion), thing, after };
}

// ── Korean ────────────────────────────────────────────────────────────────────────────────────────────────────────
/** Verbs whose stem ends in ㄹ and keeps it before -기 (팔까 is 팔다, not 파다). */
const koLStems = new Set(['팔', '놀', '만들', '열', '걸', '벌', '풀', '늘', '줄', '밀']);
const koAsk = /^(.+?)(해도|해야|할까요?|하려는데|하려고|하는데|하고 싶은데|해 보려는데|해 볼까요?|을까요?|으려는데|으려고|는데|려는데|려고|ㄹ까요?|어도|아도)$/u;
const koLead = /(?:^|\s)(?:이번|다음|올해|내년|연말|주말|오늘|내일|요즘|이번에|다음에)\s?(?:달|주|해|주말|겨울|여름|봄|가을)?(?:부터|에|안에|까지|중에)?\s/u;

/** The stem of a Korean predicate word with an asking ending (갚을까 → 갚, 고백해도 → 고백하, 갈까 → 가), or null. */
function koStem(word: string): string | null {
  const hit = koAsk.exec(word);
  if (hit?.[1] !== undefined && hit[2] !== undefined) {
    const [base, ending] = [hit[1], hit[2]];
    if (/^(?:해|할|하)/u.test(ending)) return `${base}하`;
    return base;
  }
  // 갈까 / 볼까 / 팔까: the last syllable carries ㄹ (the future ending) before 까.
  const lk = /^(.*)([가-힣])까요?$/u.exec(word);
  if (lk?.[2] !== undefined) {
    const code = lk[2].charCodeAt(0) - 0xac00;
    if (code % 28 === 8) {
      const syllable = lk[2];
      if (koLStems.has(`${lk[1] ?? ''}${syllable}`.slice(-syllable.length)) && koLStems.has(syllable)) return `${lk[1] ?? ''}${syllable}`;
      return `${lk[1] ?? ''}${String.fromCharCode(0xac00 + code - 8)}`;
    }
  }
  return null;
}

function readKorean(question: string): FortuneDecision | null {
  const clause = question.split(/[?？!.。\n]/u)[0] ?? question;
  const words = clause.trim().split(/\s+/u);
  let verbAt = -1;
  let stem: string | null = null;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    if (/^(?:보려는데|보려고|볼까요?|봐도)$/u.test(word) && i > 0 && /해$/u.test(words[i - 1] ?? '')) {
      verbAt = i;
      stem = `${(words[i - 1] ?? '').slice(0, -1)}하`;
      words.splice(i - 1, 1);
      verbAt = i - 1;
      break;
    }
    // "담배 끊을 수 있을까요?", "혼자 갈 수 있을까요?": the verb before 수 있을까 is the act (끊기, 가기).
    if (word === '수' && i > 0 && /^있을까요?$/u.test(words[i + 1] ?? '')) {
      const before = words[i - 1] ?? '';
      const last = before.charCodeAt(before.length - 1) - 0xac00;
      const able = before.endsWith('을') && before.length > 1 ? before.slice(0, -1) : last >= 0 && last % 28 === 8 ? (koLStems.has(before.slice(-1)) ? before : `${before.slice(0, -1)}${String.fromCharCode(0xac00 + last - 8)}`) : null;
      if (able !== null) {
        stem = able;
        verbAt = i - 1;
        break;
      }
    }
    if (/^(?:고민|괜찮을까요?|될까요?|돼요?)/u.test(word)) break;
    // 가도 / 서도 before 될까요: a vowel stem that swallowed -아도 / -어도 (제주도 before anything else is a place).
    const fused = /^(.*[가-힣])도$/u.exec(word)?.[1];
    const fusedStem = fused !== undefined && /^(?:될까|돼|괜찮)/u.test(words[i + 1] ?? '') && (fused.charCodeAt(fused.length - 1) - 0xac00) % 28 === 0 && !/[하해되돼]$/u.test(fused) ? fused : null;
    const found = fusedStem ?? koStem(word);
    // A judgment (별로일까, 나을까, 괜찮을까) weighs the act, it is not one: nothing to name back.
    if (found !== null && /(?:이|괜찮|좋|낫|나|어떻|맞|되)$/u.test(found) && !/하$/u.test(found)) return null;
    if (found !== null && found.length > 0 && !/^(?:그|이|저|좀|다|잘|안|못)$/u.test(found)) {
      verbAt = i;
      stem = found;
      break;
    }
  }
  if (verbAt < 1 || stem === null) return null;
  let head = words.slice(0, verbAt).join(' ');
  // The window: a time said up front (이번 달부터, 다음 주에).
  const windowHit = koLead.exec(` ${head} `);
  let window: string | null = null;
  if (windowHit && windowHit.index < 2) {
    window = windowHit[0].trim().replace(/(?:부터|에|중에)$/u, '');
    head = head.slice(Math.max(0, windowHit[0].trim().length)).trim();
    // "이번 달 안에 담배 끊기": the window's own postposition (안에, 내에, 중에) belongs to it, never to the act.
    head = head.replace(/^(?:안에|내에|중에|동안|중으로|안으로)(?:\s+|$)/u, '');
  }
  let before: string | null = null;
  let theirDeadline = false;
  const deadline = /^(.*?)\s*(\S+\s?전에|\S+\s?안에|\S+까지)(?:\s+(.*))?$/u.exec(head);
  // "결혼 전에 타던 차": a time before a verb that modifies a noun (타던, 살던, 쓰던) describes the thing, no deadline.
  if (deadline?.[2] !== undefined && !/^\S+던\s/u.test(deadline[3] ?? '')) {
    before = `${deadline[1] ?? ''} ${deadline[2]}`.trim().replace(/에$/u, '');
    // "이사 가기 전" (no subject before the verb phrase) is the visitor's own step; "그 사람 군대 가기 전" or a date is not.
    theirDeadline = !/^(?:(?:내가|제가|우리가)\s)?(?:\S+\s)?\S+기 전$/u.test(before);
    head = deadline[3] ?? '';
  }
  head = head.replace(/(?:^|\s)(?:제|내)\s/gu, ' ').trim();
  const act = `${head ? `${head} ` : ''}${stem}기`.trim();
  const companion = /(\S+?)(?:랑|이랑|하고|와|과)\s(?:둘이|같이|함께|단둘이)?/u.exec(head)?.[1]?.replace(/이$/u, '')
    ?? /(\S+?)(?:를|을)?\s(?:데리고|데려가고|태우고|모시고)(?:\s|$)/u.exec(`${head} `)?.[1] ?? null;
  const quit = /(?:^|\s)(\S+(?:\s\S+)?)\s?(?:끊|그만하|줄이)$/u.exec(`${head} ${stem}`.replace(/\s+/gu, ' '));
  const start = /(\S+(?:\s\S+)?)\s+시작하$/u.exec(`${head} ${stem}`);
  const letGo = /^(.+?)\s+(?:다\s)?(?:팔고|팔아서|처분하고|정리하고)(?:\s|$)|^(.+?)(?:\s다)?\s+(?:팔|처분하)$/u.exec(`${head} ${stem}`);
  const kind: DecisionKind = quit ? 'quitHabit' : start ? 'startHabit' : letGo ? 'letGo' : /고백/u.test(stem) ? 'confess' : 'other';
  const thing = quit?.[1] ?? start?.[1] ?? letGo?.[1] ?? letGo?.[2] ?? null;
  // "팔고 그 돈으로 카드값 갚기" is what the money is for; "팔고 버스 타고 다니기" the replacement.
  const next = letGo?.[1] !== undefined ? /(?:팔고|팔아서|처분하고|정리하고)\s+(그 돈으로\s+)?(.+)$/u.exec(act) : null;
  const after = next?.[2] !== undefined ? { text: next[2], purpose: next[1] !== undefined || /팔아서/u.test(act) } : null;
  return { kind, act, gerund: false, before, theirDeadline, window, companion: kind === 'confess' ? null : companion, pet: companion !== null && petWord.test(companion), thing, after };
}

// ── Chinese ───────────────────────────────────────────────────────────────────────────────────────────────────────
const zhLead = /(?:要不要|该不该|应不应该|应该|可不可以|能不能|想要|想|打算|准备|计划)/u;
const zhWindow = /(?:这周末|这个周末|下周|这周|这个月|下个月|今年|明年|年底|年前|国庆|五一|春节|寒假|暑假|周末)/u;

/** A question that opens with its act and asks about it after ("带着狗自驾去海边，可以吗"). */
const zhBareAct = /^(?![我你他她它])[\u4e00-\u9fff]{3,}[，,]?\s*(?:可以吗|合适吗|好吗|行吗|靠谱吗|怎么样)[？?]?$/u;

function readChinese(question: string): FortuneDecision | null {
  const lead = ownLead(question, zhLead, zhOwn) ?? (zhBareAct.test(question) ? { index: 0, text: '' } : null);
  if (!lead) return null;
  let act = question.slice(lead.index + lead.text.length).split(/[，。？！,?!；;]/u)[0] ?? '';
  act = act.replace(/(?:吗|呢|好不好|好吗|行不行|合适吗|可以吗|对不对|比较好)$/u, '').trim();
  if (act.length < 2) return null;
  const window = zhWindow.exec(question)?.[0] ?? null;
  let before: string | null = null;
  let theirDeadline = false;
  const inner = /^(?:在|赶在)?([\u4e00-\u9fff]{1,8}?)(?:之前|以前)/u.exec(act);
  const outer = /([\u4e00-\u9fff]{1,6}?(?:之前|以前|前))(?:要不要|该不该|想|打算|准备|能不能)/u.exec(question);
  if (inner?.[1] !== undefined) {
    before = `${inner[1]}之前`;
    theirDeadline = !/^我/u.test(inner[1]);
    act = act.slice(inner[0].length).trim();
  } else if (outer?.[1] !== undefined && !/^(?:目前|以前)$/u.test(outer[1])) {
    before = outer[1].replace(/^[我你]/u, '');
    theirDeadline = !/^我/u.test(outer[1]);
  }
  act = act.replace(/我们/gu, '你们').replace(/我/gu, '你');
  if (act.length < 2) return null;
  const companion = /(?:带着?|跟|和|陪)(?:着)?((?:你的?)?[\u4e00-\u9fff]{1,3}?)(?=去|一起|回|出|到|第|自驾|旅|玩|散步|逛|爬|看|吃|住|$)/u.exec(act)?.[1] ?? null;
  const quit = /^(?:戒掉|戒了|戒|不再|停掉|少)([\u4e00-\u9fff]{1,8})/u.exec(act)?.[1];
  const start = /^(?:开始|养成|坚持)([\u4e00-\u9fff]{1,8})/u.exec(act)?.[1];
  const letGo = /^把(.{1,12}?)(?:都|全)?(?:卖了|卖掉|出掉|转手|处理掉|送人)/u.exec(act)?.[1] ?? /^(?:卖掉|卖了|转手|处理掉)(.{1,10})/u.exec(act)?.[1];
  const kind: DecisionKind = quit ? 'quitHabit' : start ? 'startHabit' : letGo ? 'letGo' : /表白|告白|^约/u.test(act) ? 'confess' : 'other';
  const thing = quit ?? start ?? letGo ?? null;
  const next = letGo ? /(?:卖了|卖掉|出掉|转手|处理掉)(?:以后|之后|然后|后)?(?:[，,]\s*)?((?:用|拿)?[\u4e00-\u9fff]{2,})$/u.exec(act) : null;
  const after = next?.[1] !== undefined ? { text: next[1], purpose: /^(?:用|拿|还|存|换)/u.test(next[1]) } : null;
  return { kind, act, gerund: false, before, theirDeadline, window, companion: kind === 'confess' ? null : companion, pet: companion !== null && petWord.test(companion), thing, after };
}

const readers: Readonly<Record<ContentLanguage, (question: string) => FortuneDecision | null>> = {
  en: readEnglish, vi: readVietnamese, ko: readKorean, zh: readChinese,
};

/**
 * The decision a question weighs, or null. It answers only when the act has a kind the answer can reason from, or
 * names a deadline or a companion (`trip`: whether a person named along is a travel companion): a bare "should I go?"
 * stays with the readings that already answer it.
 */
export function readFortuneDecision(question: string, language: ContentLanguage, trip = true): FortuneDecision | null {
  const read = readers[language](question.trim());
  if (!read) return null;
  // A person is planned for as a companion on a trip only (a boss one talks to, a boyfriend at a party are not cared
  // for on the road); a pet taken along always is.
  const found = read.companion !== null && !trip && !read.pet ? { ...read, companion: null } : read;
  if ((found.kind === 'other' || found.kind === 'confess') && found.before === null && found.companion === null) return null;
  return found;
}
