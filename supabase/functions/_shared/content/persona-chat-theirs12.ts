/**
 * Round 12 of issue 13 (someone else's news and my own feeling, read by clause): "My brother got into law school and
 * I'm proud of him but I keep comparing myself", "Con bé nhà em được chọn vào đội tuyển, em mừng mà cũng lo",
 * "동생 이번에 대기업 붙었어. 축하는 했는데 나만 제자리인 것 같아서", "同事被选去总部培训了，我嘴上恭喜他，心里却酸酸的",
 * "I'm proud of him but…". Recognised by grammar, not by event words: a finished clause whose subject is another person
 * (a possessive + noun, or a noun that is not the visitor), then the visitor's own clause after a contrast (but, mà,
 * nhưng, 는데, 지만, 却, 但). Both are answered: their news told back whole as theirs, the visitor's feeling told back
 * as the visitor's, both allowed together, and one question about the feeling. Never "congratulations, you did it".
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { lowered, secondPerson, sentencesOf, trimClause } from './persona-chat-clause12.ts';
import { capitalizeLeading as capitalised } from './text-tools.ts';
import { fixRegister, type FixRegister } from './persona-chat-fix-voice.ts';

/** Someone else's news and the visitor's own feeling. */
export interface TheirsReading {
  /** Their news in the second person, whole ("your brother got into law school"), or null when only "him" was said. */
  news: string | null;
  /** The visitor's own clause in the second person ("you're proud of him but you keep comparing yourself"). */
  mine: string;
}

/** An English clause about another person: a possessive and a noun, a finished verb. */
const enTheirs = /(?:^|[,;]\s*)((?:[Mm]y|[Oo]ur) [a-z]+(?:[- ][a-z]+)? (?:just |finally |recently |also )?(?:(?:was|has been|got) \w+ed|\w+ed|got|won|made|became|bought|began|took|passed|landed|sold|opened|found|wrote|ran|built|had|gave|went|came|flew|drew|grew)\b[^,;]*?)(?=,| and I\b| but\b| and I'm\b|$)/u;
/** An English clause of the visitor's own with a contrast: "I'm proud of him but I…". */
const enMine = /\b(I(?:'m|’m| am| feel| was)? [^.!?]*?\b(?:but|yet|though)\b[^.!?]+)/u;

/** Vietnamese: the visitor's clause, from a self-word to the end, holding a contrast. */
const viMine = /(?:^|[,;.]\s*)((?:em|mình|tôi|tớ|tao)(?![\p{L}]) [^.!?]*?(?<![\p{L}])(?:mà|nhưng|nhưng mà)(?![\p{L}])[^.!?]+)/iu;
/** Vietnamese: a possessive self-word in a clause's first words ("con bé nhà em", "thằng bạn thân tao"): a person of the visitor's. */
const viPossessed = /^(?:[\p{L}]+ ){1,4}(?:(?:nhà|của) )?(?:em|mình|tôi|tớ|tao)(?![\p{L}])/iu;
/** Vietnamese: a clause opened by a kin or role noun. */
const viKin = /^(?:em gái|em trai|chị gái|anh trai|vợ|chồng|đồng nghiệp|sếp|bố|mẹ|ba|con gái|con trai|cháu)(?![\p{L}])/iu;
/** Vietnamese marks of a finished or received event (được, vừa, đã, đậu). */
const viDone = /(?<![\p{L}])(?:được|vừa|đã|mới|rồi|đậu|đỗ|trúng|xong)(?![\p{L}])/iu;
/** Vietnamese self-words opening a clause (the visitor's own, not another person's). */
const viSelfStart = /^(?:em|mình|tôi|tớ|tao)(?![\p{L}])/iu;

/** Korean: a contrast closing the visitor's own clause (축하는 했는데, 기쁘지만). */
const koContrast = /(는데|은데|한데|했는데|지만|면서도)(?=[\s,]|$)/u;
/** Korean first-person words: the clause after them is the visitor's. */
const koMe = /(?:^|\s)(?:나만|나는|난|내가|나도|저만|저는|제가|저도|나|저)(?=\s)/u;
/** A Korean sentence end after a stem (었어, 됐다, 냈어요): the syllable before it carries the past ㅆ. */
const koPast = /([가-힣])(?:어요|어|다|대|습니다)$/u;

/** Whether a Hangul syllable ends in ㅆ (the past-tense mark: 었, 냈, 붙었). */
function hasPastMark(syllable: string): boolean {
  const code = syllable.charCodeAt(0);
  return code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 === 20;
}

/** Chinese: a clause of the visitor's own with a contrast (却, 但, 可是, 不过). */
const zhMine = /(我[^。！？]*?(?:却|但是|但|可是|不过|又)[^。！？]+)/u;

function readEn(text: string): TheirsReading | null {
  const mine = enMine.exec(text);
  if (!mine?.[1]) return null;
  const before = text.slice(0, mine.index);
  const theirs = enTheirs.exec(before.trim());
  const clause = trimClause(mine[1], 'en');
  // Someone else must be in it: their clause, or "him / her / them / for …" in the visitor's own.
  if (!theirs?.[1] && !/\b(?:him|her|them|for (?:him|her|them))\b/u.test(clause.split(/\b(?:but|yet|though)\b/u)[0] ?? '')) return null;
  return { news: theirs?.[1] ? secondPerson(trimClause(theirs[1], 'en'), 'en') : null, mine: secondPerson(clause, 'en') };
}

function readVi(text: string): TheirsReading | null {
  const mine = viMine.exec(text);
  if (!mine?.[1]) return null;
  mine.index += mine[0].length - mine[1].length;
  const before = trimClause(text.slice(0, mine.index).replace(/[,;.]\s*$/u, ''), 'vi').split(/[,;.]\s*/u).pop() ?? '';
  if (viSelfStart.test(before) || !(viPossessed.test(before) || viKin.test(before)) || !viDone.test(before) || before.split(/\s+/u).length < 4) return null;
  return { news: secondPerson(before, 'vi'), mine: secondPerson(trimClause(mine[1], 'vi'), 'vi') };
}

function koFinished(clause: string, polite: boolean): string | null {
  const found = koPast.exec(clause);
  if (!found?.[1] || !hasPastMark(found[1])) return null;
  return `${clause.slice(0, found.index)}${found[1]}${polite ? '군요' : '구나'}`;
}

function readKo(text: string, polite: boolean): TheirsReading | null {
  const sentences = sentencesOf(text);
  const first = trimClause(sentences[0] ?? '', 'ko');
  if (sentences.length < 2 || koMe.test(` ${first} `) || /^(?:나|저|내|제)/u.test(first)) return null;
  const rest = sentences.slice(1).join(' ');
  if (!koContrast.test(rest) || !koMe.test(` ${rest} `)) return null;
  const news = koFinished(first, polite);
  if (!news) return null;
  // "나만 제자리인 것 같아서" → "너만 제자리인 것 같은 마음": the visitor's clause from its first-person word to 것 같.
  const contrast = koContrast.exec(rest);
  const after = contrast ? rest.slice(contrast.index + contrast[0].length) : rest;
  const seems = /(?:^|\s)(나만|저만|나는|저는|난|전|내가|제가|나도|저도)\s([가-힣\s]{2,24}?) 것 같/u.exec(after);
  const own = seems?.[1] === '나만' || seems?.[1] === '저만' ? (polite ? '혼자만 ' : '너만 ') : '';
  const feeling = seems?.[2] ? `${own}${seems[2].trim()} 것 같은 마음` : null;
  return { news, mine: feeling ?? '복잡한 마음' };
}

function readZh(text: string): TheirsReading | null {
  const mine = zhMine.exec(text);
  if (!mine?.[1]) return null;
  const before = text.slice(0, mine.index).replace(/[，,；;]\s*$/u, '');
  const theirs = trimClause(before.split(/[。！？]/u).pop() ?? '', 'zh');
  if (theirs.length < 4 || theirs.includes('我') || !/了|过|被/u.test(theirs)) return null;
  return { news: secondPerson(theirs, 'zh'), mine: secondPerson(trimClause(mine[1], 'zh'), 'zh') };
}

/** Someone else's news beside the visitor's own feeling, or null. */
export function readTheirs(text: string, language: ContentLanguage, persona: PersonaKey): TheirsReading | null {
  switch (language) {
    case 'en': return readEn(text);
    case 'vi': return readVi(text);
    case 'zh': return readZh(text);
    case 'ko': return readKo(text, fixRegister(persona, 'ko') !== 'koPlain');
  }
}

const close: ReadonlySet<PersonaKey> = new Set(['childhood_friend', 'girl', 'kid']);

function lines(reading: TheirsReading, register: FixRegister, near: boolean): string[] {
  const { news, mine } = reading;
  switch (register) {
    case 'en':
      return [
        news ? `${capitalised(lowered(news, 'en'))}, and ${lowered(mine, 'en')}.` : `${capitalised(lowered(mine, 'en'))}.`,
        near ? "Both of those are allowed at once, honestly. Being glad for someone doesn't switch off what it stirs up in you." : 'Both can be true at the same time: being glad for someone does not cancel what their news stirs up in you, and neither makes you a bad person.',
        news ? 'Which part of it stings the most for you right now?' : 'What was the news, and which part of it stings the most for you?',
      ];
    case 'vi':
      return [
        `${capitalised(news ?? '')}, còn ${lowered(mine, 'vi')}.`,
        near ? 'Hai cảm xúc đó đi cùng nhau được mà, mừng cho người ta đâu có nghĩa là không được lo hay chạnh lòng.' : 'Cả hai cảm xúc đều có chỗ cùng lúc: mừng cho người khác không xoá đi điều tin vui ấy khơi lên trong bạn.',
        'Điều gì trong chuyện này làm bạn bận lòng nhất?',
      ];
    case 'zh':
      return [
        `${news}，${mine}。`,
        near ? '这两种心情同时有，一点都不奇怪，替人高兴不代表你不能心里不是滋味。' : '两种感受可以同时存在：替别人高兴，并不抵消这件事在你心里激起的东西，你也不会因此变成坏人。',
        '这件事里，最让你心里不舒服的是哪一点？',
      ];
    case 'koPlain':
      return [`${news}. 잘된 일인데도 ${mine}이 드는구나.`, '둘 다 있어도 돼. 축하하는 마음이랑 내 마음이 따로 노는 거, 이상한 거 아니야.', '그중에 제일 마음에 걸리는 게 뭐야?'];
    case 'koPolite':
      return [`${news}. 반가운 소식인데도 ${mine}이 드시는군요.`, '두 마음이 함께 있어도 괜찮아요. 축하하는 마음이 다른 마음을 지워야 하는 건 아니에요.', '그중에서 가장 마음에 걸리는 건 어떤 부분인가요?'];
    case 'koHage':
      return [`${news}. 반가운 소식인데도 ${mine}이 드는군.`, '두 마음이 함께 있어도 괜찮네.', '그중에 가장 마음에 걸리는 게 무엇인가?'];
  }
}

/** The answer: their news told back as theirs, the visitor's feeling as theirs, both allowed, one question. */
export function writeTheirs(reading: TheirsReading, persona: PersonaKey, language: ContentLanguage): string[] {
  return lines(reading, fixRegister(persona, language), close.has(persona));
}
