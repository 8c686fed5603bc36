/**
 * Round 12 of issue 13 (a feeling after a change): "Since my daughter left for college the house is so quiet",
 * "Mình chuyển vào Sài Gòn làm việc, về phòng thấy trống trải lắm", "이사 온 뒤로 집이 너무 적막해요",
 * "室友搬走以后，宿舍空了好多". Recognised by grammar: a clause of change (a temporal connective with a finished verb,
 * since / after / từ hồi / sau khi / -ㄴ 뒤로 / -고 나서 / 自从 / 以后, or a clause whose verb is a move or a leaving) and a
 * predicate of emptiness or loneliness. The change is told back whole in the second person (or, where its edges are
 * unsure, named by its own noun), the feeling is named as such, a helper persona (psychologist, astrologer) adds one
 * small concrete step, and one question about THAT change follows. Never moving-day tips, never "work: 25-minute blocks".
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { lowered, secondPerson, sentencesOf, trimClause } from './persona-chat-clause12.ts';
import { capitalizeLeading as capitalised } from './text-tools.ts';
import { fixRegister, type FixRegister } from './persona-chat-fix-voice.ts';

/** A change and the feeling it left. */
export interface ChangeFeeling {
  /** The change clause in the second person, whole, or null when its edges were unsure. */
  change: string | null;
  /** The change as one noun the visitor wrote (이사, 발령), for Korean when no clause was cut. */
  changeNoun: string | null;
  /** The feeling as a noun phrase in the reply's language (loneliness, sự trống trải, 외로움, 孤单). */
  feeling: string;
  /** The rest of the sentence (the feeling's own clause) in the second person, or null. */
  rest: string | null;
}

const feelingWords: Readonly<Record<ContentLanguage, readonly (readonly [RegExp, string])[]>> = {
  en: [[/\blonel(?:y|iness)\b|\balone\b|\bisolated\b/iu, 'loneliness'], [/\bhomesick\b/iu, 'homesickness'], [/\bempty\b|\bhollow\b|\btoo big\b|\bhuge\b|don'?t know what to do with (?:myself|my (?:evenings|days|weekends|time|nights))/iu, 'emptiness'], [/\bquiet\b|\bsilent\b|\bsilence\b/iu, 'quiet']],
  vi: [[/cô đơn|lẻ loi|lạc lõng|một mình/iu, 'sự cô đơn'], [/nhớ nhà/iu, 'nỗi nhớ nhà'], [/trống trải|trống vắng|trống rỗng|hụt hẫng|hiu quạnh|vắng vẻ|vắng tanh|buồn tẻ/iu, 'cảm giác trống trải']],
  ko: [[/외로|외롭/u, '외로움'], [/허전/u, '허전함'], [/쓸쓸/u, '쓸쓸함'], [/적막/u, '적막함'], [/적적/u, '적적함'], [/공허/u, '공허함'], [/텅 ?비|텅 ?빈|휑/u, '빈자리'], [/그리워|그립/u, '그리움'], [/조용/u, '고요함']],
  zh: [[/孤单|孤独|一个人/u, '孤单'], [/寂寞/u, '寂寞'], [/想家/u, '想家'], [/冷清|空荡荡|空落落|空了|空空|安静得/u, '空落落'], [/不习惯/u, '不习惯']],
};

/** Temporal connectives that open a clause of change. */
const enConnective = /\b(?:ever since|since|after|now that|ever after)\s+/iu;
/** An English clause with a finished verb (a change happened, not "after work"). */
const enFinished = /\b(?:\w+ed|left|went|came|got|began|took|became|grew|lost|split|broke|quit|gone|moved)\b/iu;
/** English verbs of a move or a leaving, for a change told without a connective. */
const enChangeVerb = /\b(?:moved|left|relocated|transferred|went off|flew the nest|started (?:college|uni|university)|came here)\b/iu;
/** Where the next English clause's subject starts (the change clause ends there). */
const enNextSubject = /\s(?=(?:(?:the|my|our|this|that) [\w'’ ]{1,24}? (?:is|feels|seems|has|looks|sounds|gets|got|became)\b|(?:it|everything|home|nothing|I|evenings?|nights?|weekends?|there)(?:'s|’s| is| feels| am| feel| don'?t| can'?t| have| get| seems| was)\b))/u;

/** Vietnamese connectives of time after which a change is told. */
const viConnective = /(?:^|\s|,)(kể từ khi|kể từ lúc|từ hồi|từ khi|từ lúc|từ ngày|sau khi|từ dạo)\s+/iu;
/** Vietnamese verbs of a move or a leaving. */
const viChangeVerb = /(?:chuyển (?:vào|ra|lên|về|đến|sang|nhà|trọ|đi|công tác)|dọn (?:vào|ra|đi|về|đến|sang|nhà)|ra ở riêng|đi (?:du học|học xa|làm xa)|lên thành phố|xa nhà|lấy chồng xa)/iu;
/** Where the next Vietnamese clause starts (a time of day, coming home, the visitor's own subject). */
const viNextClause = /\s(?=(?:(?:tối|đêm|ngày|sáng|chiều|cuối tuần) nào|giờ(?![\p{L}])|bây giờ|dạo này|mỗi (?:tối|ngày|lần|khi|đêm)|về (?:nhà|phòng)|(?:mình|tôi|tớ|tao|em) (?:cũng|thấy|cứ|hay|lại|chỉ|chẳng|không|buồn)|(?:nhà|phòng|căn)[\p{L} ]{0,16} (?:cứ|thấy|trống|vắng)))/iu;
/** Vietnamese self-words at a clause's start. */
const viSubject = /^(?:mình|tôi|tớ|tao|em|bọn mình|tụi mình|chúng tôi)(?![\p{L}])/iu;

/** Korean connectives that close a clause of change ("이사 온 뒤로", "독립하고 나서"). */
const koConnective = /(뒤로|후로|이후로|뒤부터|후부터|다음부터|이후부터|고 나서|고나서|고 나니까|고 나니|면서부터)(?=[\s,]|$)/u;
/** Korean nouns of a move or a leaving, for a change told without a connective. */
const koChangeNoun = /(이사|독립|발령|전학|이직|유학|자취|분가|이민|입대|퇴사)/u;

/** Chinese connectives of time after a change (以后, 之后, 后) and the verbs that make it one. */
const zhConnective = /(?:自从)?([^，。！？,]{2,18}?)(?:以后|之后|后|以来)(?=$|[，,]|[^，。！？,]{1,3})/u;
const zhChangeVerb = /(?:自从|搬|离开|走了|走以后|走之后|去了|来了|来到|来这|毕业|分手|调到|调去|出国|上大学|去上学|结婚|退休|嫁|工作以后)/u;

/** Whether the Korean syllable before an index ends in ㄴ (온, 간, 한: a finished verb before 뒤로). */
function endsInNieun(text: string, index: number): boolean {
  const code = text.charCodeAt(index - 1);
  return code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 === 4;
}

function feelingOf(text: string, language: ContentLanguage): string | null {
  return feelingWords[language].find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

function readEn(sentence: string): Pick<ChangeFeeling, 'change' | 'rest'> | null {
  const opened = enConnective.exec(sentence);
  if (opened) {
    const after = sentence.slice(opened.index);
    const comma = after.search(/[,;]/u);
    const subject = enNextSubject.exec(after);
    const end = comma >= 0 && (!subject || comma < subject.index) ? comma : subject?.index ?? -1;
    const clause = end > 0 ? after.slice(0, end) : null;
    if (!clause || !enFinished.test(clause.slice(opened[0].length)) || clause.split(/\s+/u).length < 3) return clause === null && enFinished.test(after) ? { change: null, rest: null } : null;
    const rest = trimClause(after.slice(end).replace(/^[,;]\s*/u, '').replace(/^and\s+/iu, ''), 'en');
    return { change: secondPerson(clause.trim(), 'en'), rest: rest.split(/\s+/u).length >= 3 ? secondPerson(rest, 'en') : null };
  }
  const first = /^([^,;]+?)(?:,\s*|\s+and\s+|\s+so\s+|\s+now\s+)(.+)$/iu.exec(sentence);
  if (!first?.[1] || !first[2] || !enChangeVerb.test(first[1])) return null;
  return { change: secondPerson(first[1].trim(), 'en'), rest: secondPerson(trimClause(first[2], 'en'), 'en') };
}

/** Vietnamese verbs that open a clause whose subject was left out (the visitor's own: "chuyển ra Hà Nội"). */
const viVerbFirst = /^(?:chuyển|dọn|ra|đi|lên|về|sang|vào|đến|xa|lấy|bắt đầu|nghỉ|chia tay)(?![\p{L}])/iu;

/** A Vietnamese change clause with its subject: the visitor's own is said "bạn"; a clause opened by a verb gets "bạn". */
function viWithSubject(clause: string): string {
  return viSubject.test(clause) || !viVerbFirst.test(clause) ? secondPerson(clause, 'vi') : `bạn ${secondPerson(clause, 'vi')}`;
}

function readVi(sentence: string): Pick<ChangeFeeling, 'change' | 'rest'> | null {
  const opened = viConnective.exec(sentence);
  const start = opened ? opened.index + opened[0].length - opened[0].trimStart().length : 0;
  const body = sentence.slice(start);
  if (!opened && !viChangeVerb.test(body.split(/[,;]/u)[0] ?? '')) return null;
  const comma = body.search(/[,;]/u);
  const next = viNextClause.exec(body);
  const end = comma >= 0 && (!next || comma < next.index) ? comma : next?.index ?? -1;
  if (end <= 0) return { change: null, rest: null };
  const clause = body.slice(0, end).trim();
  const restRaw = trimClause(body.slice(end).replace(/^[,;]\s*/u, ''), 'vi');
  const lead = opened?.[1] ?? '';
  const inner = lead ? clause.slice(lead.length).trim() : clause;
  if (inner.split(/\s+/u).length < 2) return null;
  const change = lead ? `${lead.toLowerCase()} ${viWithSubject(inner)}` : viWithSubject(inner);
  const rest = restRaw.split(/\s+/u).length >= 2 ? secondPerson(restRaw, 'vi').replace(/^(thấy|cảm thấy)(?![\p{L}])/iu, (verb: string) => (/(?<![\p{L}])bạn(?![\p{L}])/iu.test(secondPerson(restRaw, 'vi')) ? verb : `bạn ${verb}`)) : null;
  return { change, rest };
}

function readKo(sentence: string): Pick<ChangeFeeling, 'change' | 'changeNoun'> | null {
  const found = koConnective.exec(sentence);
  if (found && (found[1]?.startsWith('고') || found[1]?.startsWith('면서') || endsInNieun(sentence, found.index - (sentence.charAt(found.index - 1) === ' ' ? 1 : 0)))) {
    const before = sentence.slice(0, found.index + found[0].length);
    const from = Math.max(before.lastIndexOf(','), before.lastIndexOf('，')) + 1;
    const clause = secondPerson(before.slice(from).trim(), 'ko').replace(/고 ?나(?:니까|니)$/u, '고 나서');
    if (clause.replace(/\s/gu, '').length >= 4) return { change: clause, changeNoun: koChangeNoun.exec(clause)?.[1] ?? null };
  }
  const noun = koChangeNoun.exec(sentence)?.[1];
  return noun ? { change: null, changeNoun: noun } : null;
}

function readZh(sentence: string): Pick<ChangeFeeling, 'change' | 'rest'> | null {
  const clauses = sentence.split(/[，,；;]/u);
  for (let i = 0; i < clauses.length; i += 1) {
    const clause = clauses[i] as string;
    const found = zhConnective.exec(clause);
    if (!found || !zhChangeVerb.test(clause)) continue;
    const cut = clause.search(/以后|之后|以来|后/u);
    const tail = clause.slice(cut).match(/^(?:以后|之后|以来|后)/u)?.[0] ?? '';
    const change = secondPerson(clause.slice(0, cut + tail.length).trim(), 'zh');
    const restParts = [clause.slice(cut + tail.length), ...clauses.slice(i + 1)].map((part) => trimClause(part, 'zh')).filter((part) => part.length > 0);
    return { change, rest: restParts.length > 0 ? secondPerson(restParts.join('，'), 'zh') : null };
  }
  const first = clauses[0] ?? '';
  return /(?:搬走|搬出去|搬来|搬到|离开家|去上大学|出国了)/u.test(first) && clauses.length > 1 ? { change: secondPerson(trimClause(first, 'zh'), 'zh'), rest: secondPerson(clauses.slice(1).map((part) => trimClause(part, 'zh')).filter(Boolean).join('，'), 'zh') } : null;
}

/** A feeling of emptiness or loneliness after a change the message tells, or null. */
export function readChangeFeeling(text: string, language: ContentLanguage): ChangeFeeling | null {
  for (const sentence of sentencesOf(text)) {
    const feeling = feelingOf(sentence, language);
    if (!feeling) continue;
    if (language === 'ko') {
      const read = readKo(sentence);
      if (read) return { ...read, feeling, rest: null };
      continue;
    }
    const read = language === 'en' ? readEn(sentence) : language === 'vi' ? readVi(sentence) : readZh(sentence);
    if (!read) continue;
    // The feeling must sit in the part after the change, not inside it ("after a lonely year I moved").
    if (read.change && !feelingOf(read.rest ?? sentence.slice(sentence.indexOf(read.change.slice(-4)) + 4), language) && read.rest !== null) continue;
    return { change: read.change, changeNoun: null, feeling, rest: read.rest };
  }
  return null;
}

/** Personas who help with a step; the others answer as company. */
const helpers: ReadonlySet<PersonaKey> = new Set(['psychologist', 'astrologer']);
/** Personas who answer as a close friend. */
const close: ReadonlySet<PersonaKey> = new Set(['childhood_friend', 'girl', 'kid']);

type Voice = 'helper' | 'close' | 'other';

function voiceOf(persona: PersonaKey): Voice {
  return helpers.has(persona) ? 'helper' : close.has(persona) ? 'close' : 'other';
}

function koObject(noun: string): string {
  const code = noun.charCodeAt(noun.length - 1);
  return code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 !== 0 ? '이' : '가';
}

function tellBack(reading: ChangeFeeling, register: FixRegister): string {
  const { change, rest } = reading;
  switch (register) {
    case 'en':
      if (change && rest) return `${capitalised(lowered(change, 'en'))}, ${lowered(rest, 'en').replace(/, (?=you )/u, ' and ')}.`;
      return change ? `${capitalised(lowered(change, 'en'))}, and now there's this ${reading.feeling}.` : `Something changed around you, and now there's this ${reading.feeling}.`;
    case 'vi':
      if (change && rest) return `${capitalised(change)}, ${/^(?:kể từ|từ|sau khi)/iu.test(change) ? '' : 'rồi '}${lowered(rest, 'vi')}.`;
      return change ? `${capitalised(change)}, và giờ bạn mang ${reading.feeling}.` : `Sau thay đổi đó, bạn mang ${reading.feeling}.`;
    case 'zh':
      if (change && rest) return `${change}，${rest}。`;
      return change ? `${change}，心里${reading.feeling}。` : `生活一下子变了，心里${reading.feeling}。`;
    default: {
      const what = reading.change ? `${reading.change} 찾아온 ${reading.feeling}` : reading.changeNoun ? `${reading.changeNoun} 뒤에 찾아온 ${reading.feeling}` : `달라진 생활 뒤에 찾아온 ${reading.feeling}`;
      return register === 'koPlain' ? `${what}${koObject(reading.feeling)} 크구나.` : register === 'koHage' ? `${what}${koObject(reading.feeling)} 크다는 말이군.` : `${what}${koObject(reading.feeling)} 크시군요.`;
    }
  }
}

function nameFeeling(reading: ChangeFeeling, register: FixRegister, voice: Voice): string {
  const f = reading.feeling;
  switch (register) {
    case 'en':
      return voice === 'close' ? `That's a big change, so of course the ${f} hits; you're feeling the space it left.` : `That ${f} after a big change is real, and it makes sense: life around you moved faster than your days could fill back in.`;
    case 'vi':
      return voice === 'close' ? `Thay đổi lớn vậy mà, thấy ${f.replace(/^(?:sự|cảm giác|nỗi) /u, '')} là đương nhiên, không phải do bạn yếu đâu.` : `${capitalised(f)} sau một thay đổi lớn là rất thật, và hoàn toàn dễ hiểu: cuộc sống quanh bạn đổi nhanh hơn những ngày của bạn kịp đầy lại.`;
    case 'zh':
      return voice === 'close' ? `变化这么大，觉得${f}太正常了，不是你矫情。` : `大的变化之后觉得${f}，是很真实也很正常的：身边的生活变得比日子重新被填满要快。`;
    case 'koPlain':
      return `그렇게 큰 변화 뒤면 ${f}${koObject(f)} 드는 게 당연해. 네가 약해서 그런 거 아니야.`;
    case 'koPolite':
      return `큰 변화 뒤에 찾아오는 ${f}${koObject(f) === '이' ? '은' : '는'} 아주 자연스러운 마음이에요. 생활은 바뀌었는데 하루가 아직 다시 채워지지 않은 거예요.`;
    case 'koHage':
      return `큰 변화 뒤라면 ${f}${koObject(f)} 드는 게 당연하네.`;
  }
}

function step(register: FixRegister): string {
  return {
    en: 'One small step for this week: give one evening a fixed plan (a call with someone, a class, a walk at the same hour), so the quiet has one thing in it.',
    vi: 'Một bước nhỏ cho tuần này: chọn một buổi tối cố định để làm một việc có hẹn (gọi cho một người thân, một lớp học, đi dạo cùng giờ), để khoảng trống có một điểm tựa.',
    zh: '这周先做一件小事：固定一个晚上安排一件事（给一个人打电话、报个课、同一时间出去走走），让空下来的时间有个着落。',
    koPlain: '이번 주엔 작은 것 하나만 해 보자. 저녁 하나를 정해서 약속을 만들어 둬(누구한테 전화하기, 수업 하나, 같은 시간 산책).',
    koPolite: '이번 주에는 작은 걸음 하나만 해 보세요. 저녁 하루를 정해 고정된 약속을 만들어 두는 거예요(누군가에게 전화하기, 수업 하나, 같은 시간 산책).',
    koHage: '이번 주엔 저녁 하루를 정해 약속 하나를 만들어 두게.',
  }[register];
}

function question(register: FixRegister, voice: Voice): string {
  return {
    en: voice === 'close' ? "What do you miss most about how it was before? I'm right here." : 'What do you miss most about how it was before the change?',
    vi: voice === 'close' ? 'Bạn nhớ nhất điều gì của hồi trước? Kể mình nghe đi.' : 'Điều bạn nhớ nhất của khoảng thời gian trước thay đổi đó là gì?',
    zh: voice === 'close' ? '你最想念以前的什么？跟我说说。' : '变化之前的日子里，你最想念的是什么？',
    koPlain: '예전이랑 비교하면 뭐가 제일 그리워? 나한테 얘기해 봐.',
    koPolite: '바뀌기 전의 생활에서 가장 그리운 건 무엇인가요?',
    koHage: '바뀌기 전에서 가장 그리운 게 무엇인가?',
  }[register];
}

/** The answer: the change and its feeling told back, the feeling named, a step for a helper, one question. */
export function writeChangeFeeling(reading: ChangeFeeling, persona: PersonaKey, language: ContentLanguage): string[] {
  const register = fixRegister(persona, language);
  const voice = voiceOf(persona);
  const lines = [tellBack(reading, register), nameFeeling(reading, register, voice)];
  if (voice === 'helper') lines.push(step(register));
  lines.push(question(register, voice));
  return lines;
}
