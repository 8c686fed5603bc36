/**
 * Question frames of a chat message: what the visitor is asking or proposing, read before any keyword intent so the
 * reply answers it — an invitation (accepted and planned, naming what and when), a case to investigate (reasoning about
 * the clues given: a weekday, a number of keys or people, the thing that goes missing), a fan's message after a concert
 * (the concert, the tears at the encore, the comeback question), two star signs (their compatibility and why they
 * clash), and a question about the persona's own day (what it ate, what it played). Also adapts a Vietnamese reply to
 * the visitor's way of addressing (mày/tao between old friends, "em" for a younger visitor).
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { hasAnyKeyword, lexiconKeysInOrder, matchDocument, type MatchDocument } from './keyword-match.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { readEitherOr } from './fortune-choice.ts';
import { readTimeWords, timePhrase } from './chat-time-words.ts';
import { fanFutureLines } from './data/persona/chat-fan-lines.ts';
import { eventLines } from './data/persona/chat-event-lines.ts';
import {
  astrologerKoreanZodiac, caseKeywords, comebackKeywords, compatibilityKeywords, cryKeywords, futureKeywords, elementNames, elementWays, fanKeywords, frameLines,
  invitationActivities, invitationDefault, invitationTimes, weekdays, zodiacSigns, type ElementBond, type FrameLines, type ZodiacElement,
} from './data/persona/chat-frames.ts';

/** A question frame read from the last message. */
export type ChatFrame =
  | { kind: 'invitation'; activity: number | null; when: number | null; place: string | null }
  | { kind: 'case'; weekday: number | null; count: string | null; item: string | null }
  | { kind: 'fan'; cried: boolean; comeback: boolean; upcoming: boolean; food: boolean; korea: boolean; when: string | null; past: string | null }
  | { kind: 'zodiac'; signs: readonly number[]; future: boolean }
  | { kind: 'day'; ate: boolean; play: string | null };

const indexLexicon = (entries: ReadonlyArray<{ match: readonly string[] }>): Readonly<Record<string, readonly string[]>> =>
  Object.fromEntries(entries.map((entry, index) => [String(index), entry.match]));
const signLexicon = indexLexicon(zodiacSigns);
const weekdayLexicon = indexLexicon(weekdays);
const activityLexicon = indexLexicon(invitationActivities);
const timeLexicon = indexLexicon(invitationTimes);

const firstIndex = (doc: MatchDocument, lexicon: Readonly<Record<string, readonly string[]>>): number | null => {
  const key = lexiconKeysInOrder(doc, lexicon)[0];
  return key === undefined ? null : Number(key);
};

/** Patterns of a proposal to do something together, per script. */
const invitationPatterns: readonly RegExp[] = [
  /\b(?:wanna|want to|shall we|let'?s|let’s|how about|are you free|you free|fancy|up for|join me|care to|are you coming|will you come|can you come|you coming)\b/iu,
  /(?:(?:^|\s)đi\s[^.?!]{1,40}(?:nha|nhé|nhe|hông|không|ko|k)(?:\s+(?:mày|mầy|m|bạn|cậu|em|anh|chị|ông|bà|bà con|tụi bây))?(?:\s*[?!.]|\s*$)|rảnh không|có rảnh|rảnh ko|đi chơi không|hẹn\s|có (?:về|đi|tới|đến|qua|ghé)\s?(?:dự|chơi|được)?\s*(?:không|ko|hông|k)(?![\p{L}]))/iu,
  /(?:갈래|갈까|할래|볼래|먹을래|마실래|만날래|놀래|시간\s*(?:있|돼|되)|어때\s*[?？]|올 거지|올 거야|올 수 있|와 줄|올래)/u,
  /(?:有空吗|有空嘛|有时间吗|一起去|要不要一起|去不去|走走吧|约吗|出来玩|来不来|你来吗|你会来吗|能来吗|你去吗)/u,
];

/** A place named in an invitation ("去西湖边走走", "to the river", "한강에 가"), as written, or null. */
function invitationPlace(text: string): string | null {
  const zh = /(?:去|到)([\u4e00-\u9fff]{2,3}?)(?:边|那边|附近|一带)?(?:走走|逛逛|玩|散步|看看|坐坐)/u.exec(text)?.[1];
  if (zh) return zh;
  const en = /\b(?:to|at|by|around|along)\s+(?:the\s+)?((?:[A-Z][\p{L}'-]+)(?:\s+[A-Z][\p{L}'-]+){0,2})/u.exec(text)?.[1];
  if (en && !/^(?:I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/u.test(en)) return en;
  const vi = /(?:ra|lên|xuống|tới|đến|ở)\s+((?:\p{Lu}[\p{L}]*)(?:\s+\p{Lu}[\p{L}]*){0,2})/u.exec(text)?.[1];
  if (vi) return vi;
  const ko = /([가-힣]{2,5}?)(?:에서|에|으로|로)\s*(?:가|놀러|산책|걷)/u.exec(text)?.[1];
  if (ko && !/^(?:다음|이번|주말|내일|오늘|같이|우리|카페|영화)/u.test(ko)) return ko;
  return null;
}

/** The number of people or keys a case gives ("only 4 people have keys", "열쇠가 4개", "4 người", "4个人"), or null. */
function caseCount(text: string): string | null {
  const digits = /(\d{1,2})\s*(?:people|persons|keys|colleagues|coworkers|suspects|명|개|người|chìa|个人|把钥匙|个同事|人)/iu.exec(text)?.[1];
  if (digits) return digits;
  const words: Record<string, string> = { two: '2', three: '3', four: '4', five: '5', six: '6' };
  const word = /\b(two|three|four|five|six)\s+(?:people|persons|keys|colleagues|coworkers|of us)\b/iu.exec(text)?.[1];
  return word ? words[word.toLowerCase()] ?? null : null;
}

/** What goes missing in a case ("eating my yogurt", "제 요거트를", "偷吃我的酸奶", "ăn mất hộp sữa chua"), or null. */
function caseItem(text: string): string | null {
  const en = /\b(?:eating|eats|ate|taking|takes|took|stealing|steals|stole|drinking|drinks|using|moving)\s+my\s+([a-z]+(?:\s[a-z]+)?)\b/iu.exec(text)?.[1];
  if (en) return en.replace(/\s+(?:from|in|at|on|every|again)$/iu, '');
  const zh = /(?:偷吃|偷喝|偷拿|吃|喝|拿)(?:了)?我的([\u4e00-\u9fff]{1,4}?)(?:[，。！？,.!?\s]|$|，)/u.exec(text)?.[1];
  if (zh) return zh;
  const ko = /(?:제|내|나의)\s+([가-힣]{1,5}?)(?:을|를)\s/u.exec(text)?.[1];
  if (ko) return ko;
  const vi = /(?:ăn|lấy|uống)\s+(?:mất\s+|trộm\s+)?((?:hộp|cái|chai|ly|gói)?\s?[\p{L}]+(?:\s[\p{L}]+)?)\s+của\s+(?:em|mình|tôi|tớ)/iu.exec(text)?.[1];
  return vi ? vi.trim() : null;
}

/** Whether a message asks the persona what it ate ("what did you eat", "你…吃了什么", "뭐 먹었어", "ăn gì"). */
const askedWhatYouAte = /(?:what did you (?:eat|have)|what(?:'s| was| did) (?:you|u) (?:have )?for (?:lunch|dinner|breakfast)|吃了什么|吃什么了|吃的什么|吃了啥|뭐\s*먹었|뭘\s*먹었|무엇을\s*먹었|ăn (?:gì|món gì|những gì)|ăn cơm chưa)/iu;

/** What the persona was asked to have played ("玩滑滑梯", "play on the slide", "미끄럼틀 탔", "chơi cầu trượt"), or null. */
function playedThing(text: string): string | null {
  const zh = /玩(?:了)?([\u4e00-\u9fff]{2,4}?)(?:吗|呀|吧|呢|没|[？?。，,！!]|$)/u.exec(text)?.[1];
  if (zh) return zh;
  const en = /\bplay(?:ed)?\s+(?:on\s+|with\s+)?(?:the\s+)?([a-z]+(?:\s[a-z]+)?)\b/iu.exec(text)?.[1];
  if (en && !/^(?:with|a|any|some|today|together)$/iu.test(en)) return en.replace(/\s+(?:today|with|together|at|in)$/iu, '');
  const ko = /([가-힣]{2,5}?)(?:을|를)?\s*(?:탔|타고|하고 놀|갖고 놀|가지고 놀)/u.exec(text)?.[1];
  if (ko) return ko;
  const vi = /chơi\s+([\p{L}]+(?:\s[\p{L}]+)?)(?=\s+(?:không|chưa|với|nữa|à|hả)|\s*[?.!,]|$)/iu.exec(text)?.[1];
  return vi && !/^(?:với|gì|cùng)$/iu.test(vi) ? vi : null;
}

/** A fan meeting or a fan sign named ("fan meeting", "팬미팅", "见面会", "fan meeting"). */
const fanMeeting = /\bfan ?(?:meeting|meet|sign)s?\b|팬미팅|팬싸|팬사인회|见面会|签售|fan ?meeting|họp fan/iu;
const pastWords = /\b(?:went|was|were|came|yesterday|last night)\b|어제|다녀왔|갔었|갔다 왔|봤어|보고 왔|昨天|昨晚|去了|看完|hôm qua|tối qua|vừa đi|đã đi|mới đi/iu;
/** A past time word a fan dates the concert with, said back as written. */
const pastSpan = /\b(?:last night|yesterday)\b|어젯밤|어제|昨晚|昨天|tối qua|hôm qua/iu;
const futureWords = /\b(?:going to|gonna|will|coming to|flying|fly to|can't wait|cannot wait|next|in (?:a|one|two|three|four|\d+) (?:days?|weeks?|months?))\b|sẽ|sắp|chuẩn bị|tháng sau|tuần sau|갈 거|갈게|가요|보러 가|예정|할 거|다음 달|다음 주|要去|要来|准备去|快到了|下个月|下周|下星期/iu;
const asksFood = /\b(?:eat|food|restaurant|must-try|snack)\b|ăn gì|món gì|món ăn|먹을|먹어야|먹으면|맛집|음식|吃|美食|小吃/iu;
const koreaWords = /seoul|korea|busan|서울|한국|부산|首尔|韩国|釜山|hàn quốc|xê un|seoul/iu;

/** Whether a fan's message is about a concert still ahead (named in the future, never told as past). */
function isUpcoming(text: string, doc: MatchDocument): boolean {
  if (pastWords.test(text)) return false;
  const when = readTimeWords(doc).when;
  return (when !== null && when !== 'today') || futureWords.test(text);
}

/** The time a fan names for the concert, as a phrase the idol can say back ("next month", "in three weeks", "下个月"). */
function futurePhrase(text: string, doc: MatchDocument): string | null {
  const inSpan = /\bin (?:a|one|two|three|four|\d+) (?:days?|weeks?|months?)\b/iu.exec(text)?.[0];
  if (inSpan) return inSpan;
  const language: ContentLanguage = /[가-힣]/u.test(text) ? 'ko' : /[\u4e00-\u9fff]/u.test(text) ? 'zh' : /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu.test(text) ? 'vi' : 'en';
  return timePhrase(readTimeWords(doc), language);
}

/** The question frame of the last message, or null when it sets none (an either/or question is answered as a choice). */
export function readChatFrame(text: string): ChatFrame | null {
  if (readEitherOr(text)) return null;
  const doc = matchDocument(text);
  const signs = lexiconKeysInOrder(doc, signLexicon).map(Number);
  if (signs.length >= 2 || (signs.length === 1 && hasAnyKeyword(doc, compatibilityKeywords))) return { kind: 'zodiac', signs, future: hasAnyKeyword(doc, futureKeywords) };
  if (hasAnyKeyword(doc, fanKeywords) || fanMeeting.test(text)) {
    // Time sense (seventh round): a concert next month is ahead, not tonight's; a food question gets food.
    const upcoming = isUpcoming(text, doc);
    return {
      kind: 'fan', cried: !upcoming && hasAnyKeyword(doc, cryKeywords), comeback: hasAnyKeyword(doc, comebackKeywords), upcoming,
      food: asksFood.test(text), korea: koreaWords.test(text), when: upcoming ? futurePhrase(text, doc) : null,
      past: upcoming ? null : pastSpan.exec(text)?.[0] ?? null,
    };
  }
  const weekday = firstIndex(doc, weekdayLexicon);
  const count = caseCount(text);
  if (hasAnyKeyword(doc, caseKeywords)) return { kind: 'case', weekday, count, item: caseItem(text) };
  const ate = askedWhatYouAte.test(text);
  // Korean leaves the listener unsaid ("미끄럼틀 탔어?"); elsewhere the question must be put to the persona.
  const play = /(?:you|你|너|넌|con|em|cháu|bé)/iu.test(text) || /[가-힣]/u.test(text) ? playedThing(text) : null;
  if (ate || play) return { kind: 'day', ate, play };
  if (invitationPatterns.some((pattern) => pattern.test(text))) {
    return { kind: 'invitation', activity: firstIndex(doc, activityLexicon), when: firstIndex(doc, timeLexicon), place: invitationPlace(text) };
  }
  return null;
}

/** Whether a frame is an invitation to an event (a wedding, a party…): no situation line comes before it (no "happy birthday" today for a party on Saturday). */
export const isEventInvitation = (frame: ChatFrame): boolean => frame.kind === 'invitation' && frame.activity !== null && invitationActivities[frame.activity]?.event === true;

/** Personas that speak Korean politely (해요체) in frame lines; the astrologer has its own register for signs. */
const politeKoreanFrames: ReadonlySet<PersonaKey> = new Set(['psychologist', 'kpop_male', 'kpop_female', 'astrologer', 'detective', 'chef']);

function linesFor(language: ContentLanguage, persona: PersonaKey): FrameLines {
  if (language === 'ko') return politeKoreanFrames.has(persona) ? frameLines.koPolite : frameLines.koPlain;
  return frameLines[language];
}

const bondOf = (a: ZodiacElement, b: ZodiacElement): ElementBond => {
  if (a === b) return 'same';
  const pair = new Set([a, b]);
  return (pair.has('fire') && pair.has('air')) || (pair.has('earth') && pair.has('water')) ? 'natural' : 'learning';
};

/** Whether the visitor says they are worn out (for the invitation's cheer line). */
export interface FrameContext {
  persona: PersonaKey;
  tired: boolean;
}

/** Writes the sentences that answer a frame (the caller adds the persona's opener and joins them). */
export function writeFrameReply(frame: ChatFrame, context: FrameContext, c: PhraseComposer): string[] {
  const { language } = c;
  const lines = linesFor(language, context.persona);
  const parts: string[] = [];
  switch (frame.kind) {
    case 'zodiac': {
      const first = zodiacSigns[frame.signs[0] ?? 0];
      const second = zodiacSigns[frame.signs[1] ?? frame.signs[0] ?? 0];
      if (!first || !second) return parts;
      const zodiac = language === 'ko' && context.persona === 'astrologer' ? astrologerKoreanZodiac : lines.zodiac;
      c.setAll({
        sign1: first.name[language], sign2: second.name[language],
        element1: elementNames[first.element][language], element2: elementNames[second.element][language],
        way1: elementWays[first.element][language], way2: elementWays[second.element][language],
      });
      parts.push(c.line(zodiac.bond[bondOf(first.element, second.element)]));
      if (first.key !== second.key || frame.signs.length >= 2) parts.push(c.line(zodiac.fights));
      parts.push(c.line(zodiac.advice));
      if (frame.future) parts.push(c.line(zodiac.future));
      return parts;
    }
    case 'fan': {
      const idol = context.persona === 'kpop_female' || context.persona === 'kpop_male';
      if (frame.upcoming || frame.food) {
        const register = language === 'ko' ? (politeKoreanFrames.has(context.persona) ? 'koPolite' : 'koPlain') : language;
        const future = fanFutureLines[idol ? 'idol' : 'fan'][register];
        if (frame.when) c.set('when', frame.when).flag('when');
        if (frame.korea) c.flag('korea');
        if (frame.upcoming) parts.push(c.line(future.upcoming));
        if (frame.food) parts.push(c.line(future.food));
        if (frame.comeback) parts.push(c.line((idol ? lines.idol : lines.fan).comeback));
        return parts;
      }
      const voice = idol ? lines.idol : lines.fan;
      const dated = idol && frame.past ? fanFutureLines.idol[language === 'ko' ? 'koPolite' : language].past : undefined;
      if (dated && frame.past) {
        c.set('when', frame.past);
        parts.push(c.line(dated));
        if (frame.cried) parts.push(c.line(voice.cried));
        if (frame.comeback) parts.push(c.line(voice.comeback));
        return parts;
      }
      parts.push(c.line(voice.concert));
      if (frame.cried) parts.push(c.line(voice.cried));
      if (frame.comeback) parts.push(c.line(voice.comeback));
      return parts;
    }
    case 'case': {
      const { weekday, count, item } = frame;
      const fallbackItem = { en: 'it', ko: '물건', vi: 'món đó', zh: '东西' }[language];
      const dayName = weekday === null ? null : weekdays[weekday]?.name[language] ?? null;
      c.setAll({ weekday: dayName ?? { en: 'the day it happens', ko: '그날', vi: 'hôm đó', zh: '出事那天' }[language], count: count ?? '', item: item ?? fallbackItem });
      if (!dayName && !count && !item) {
        parts.push(c.line(lines.case.askClues));
        return parts;
      }
      if (context.persona === 'detective' || c.chance(0.5)) parts.push(c.line(lines.case.opening));
      if (dayName) parts.push(c.line(lines.case.weekday));
      if (count) parts.push(c.line(lines.case.count));
      parts.push(c.line(lines.case.trap));
      return parts;
    }
    case 'day': {
      c.set('meal', c.pick(lines.meals));
      if (frame.ate || !frame.play) parts.push(c.line(lines.day.ate));
      if (frame.play) {
        c.set('play', frame.play);
        parts.push(c.line(lines.day.played));
      }
      return parts;
    }
    case 'invitation': {
      const activity = frame.activity === null ? invitationDefault : invitationActivities[frame.activity]?.name ?? invitationDefault;
      const whenName = frame.when === null ? '' : invitationTimes[frame.when]?.name[language] ?? '';
      const when = whenName === '' ? '' : language === 'ko' ? `${whenName} ` : language === 'zh' ? whenName : ` ${whenName}`;
      c.setAll({ activity: activity[language], when });
      if (frame.place) c.set('place', frame.place).flag('place');
      // An event the visitor asks us to come to (a wedding, a party) is accepted as that event, with its time and place.
      const event = frame.activity !== null && invitationActivities[frame.activity]?.event === true;
      if (event) {
        const register = language === 'ko' ? (politeKoreanFrames.has(context.persona) ? 'koPolite' : 'koPlain') : language;
        parts.push(c.line(eventLines[register].accept), c.line(eventLines[register].plan));
        return parts;
      }
      parts.push(c.line(lines.invitation.accept));
      if (context.tired) parts.push(c.line(lines.invitation.cheer));
      // A named place is the plan's anchor: say where to meet.
      const plan = frame.place ? lines.invitation.plan.filter((line) => line.includes('{?place}')) : lines.invitation.plan;
      parts.push(c.line(plan.length > 0 ? plan : lines.invitation.plan));
      return parts;
    }
  }
}

/** Vietnamese second-person "bạn" not part of a compound (bạn bè, bạn thân, bạn trai…). */
const viBan = /(?<![\p{L}])(?<!người |những |các |mấy |hai |ba )([Bb])ạn(?![\p{L}])(?! bè| thân| trai| gái| đời| học| cùng| cũ(?![\p{L}])| nhỏ| lớp| tốt| à(?![\p{L}]))/gu;
const viCau = /(?<![\p{L}])([Cc])ậu(?![\p{L}])(?! bé| ấy| ta)/gu;
const viMinh = /(?<![\p{L}])(?<!tụi |chúng |bọn |của |cho |tự |một |phía |thân |trong |riêng |về |giữa |cả )([Mm])ình(?![\p{L}])(?! với nhau)/gu;
const viTo = /(?<![\p{L}])([Tt])ớ(?![\p{L}])/gu;

/** Whether a Vietnamese message uses the mày/tao register. */
const usesMayTao = (text: string): boolean => /(?<![\p{L}])(?:mày|tao|tụi mày|bọn mày)(?![\p{L}])/iu.test(text);
/** Whether a Vietnamese visitor calls themselves "em" ("Dạo này em…", "em nên làm gì ạ"). */
const callsSelfEm = (text: string): boolean =>
  /(?:^|[\s,.!?])[Ee]m\s+(?:hay|nên|bị|muốn|thích|đang|có|không|chưa|đã|sẽ|mới|cứ|là|thấy|lỡ|vừa|cần|phải|làm|đi|mất|sợ|buồn|mệt|mừng|lo|vui)(?![\p{L}])|(?:^|\s)ạ(?:[\s.!?]|$)|^Em\s(?!gái|trai|bé|út|họ|ấy)/u.test(text);

/** Personas who would answer mày/tao with mày/tao. */
const mayTaoPersonas: ReadonlySet<PersonaKey> = new Set(['childhood_friend']);
/** Personas older than the visitor, who call an "em" visitor "em". */
const elderPersonas: ReadonlySet<PersonaKey> = new Set(['psychologist', 'astrologer', 'chef', 'detective', 'kpop_male', 'kpop_female']);

const keepCase = (first: string, word: string): string => (first === first.toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word);

/** Adapts a Vietnamese reply to how the visitor addresses the persona (mày/tao, or "em" for themselves). */
export function adaptVietnameseAddress(reply: string, visitorText: string, persona: PersonaKey): string {
  if (usesMayTao(visitorText) && mayTaoPersonas.has(persona)) {
    return reply
      .replace(viCau, (_m, first: string) => keepCase(first, 'mày'))
      .replace(viBan, (_m, first: string) => keepCase(first, 'mày'))
      .replace(viTo, (_m, first: string) => keepCase(first, 'tao'))
      .replace(viMinh, (_m, first: string) => keepCase(first, 'tao'));
  }
  if (callsSelfEm(visitorText) && elderPersonas.has(persona)) return reply.replace(viBan, (_m, first: string) => keepCase(first, 'em'));
  return reply;
}
