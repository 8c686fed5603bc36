/**
 * The surprise plot (issue 13, round 18). Blind sets T and V showed openings about something that cannot be (a tree on
 * the goldfish's grave by morning, a watch brought in that runs backwards, the last fare calling Dad by name, a new
 * classmate who knows every name on day one) answered by the default and attended plots ("I asked, and the reason was
 * small and kind") or the everyday families, which never say how it came to be. Here such an opening is read from
 * grammar (a word of the impossible or the unexpected in its last sentence: anyway, backwards, knew every name,
 * 거꾸로, 竟然, chạy ngược) and told with its explanation (data/story/story-surprise18-lines.ts): a person who did it
 * is asked how, and the answer is a bond from long ago or care taken in secret; a thing with nobody behind it is traced
 * by a small clue to someone close who did it on purpose. A machine that runs by itself keeps the everyday families,
 * which tell the machine; a sound where nobody can be (the situation plot's), a person's habit (the habit plot's) and
 * a death are left to their own ranks. Pure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findPerson } from './story-attend14.ts';
import { isPersonNoun } from './clause-roles.ts';
import { isPersonPhrase, readDefaultClause } from './story-default-clause.ts';
import { fillStoryLine, writeFourBeats } from './story-event-plot.ts';
import { tellerSlots, type DefaultTeller } from './story-default-plot.ts';
import { personPronouns } from './story-why19.ts';
import { surpriseLines, surpriseThingEnd, type SurpriseKind } from './data/story/story-surprise18-lines.ts';
import { findStoryPremise } from './story-premise.ts';
import { isPlaceOrTime } from './clause-roles.ts';
import { isStoryNounPhrase } from './story-noun-phrase.ts';

/** What the plot carries: whether a person did the impossible thing, and who. */
export interface SurpriseRead {
  kind: SurpriseKind;
  /** The person who did it (`person`), as the opening names them, else ''. */
  who: string;
  /** The opening's thing (`thing` only: the blue flower, 合影), never a person or a place, else null. */
  thing: string | null;
}

/** A word of the impossible or the unexpected. */
const unexpected: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:anyway|mysteriously|out of nowhere|impossible|backwards?|the next morning there (?:was|were)|(?:knew|knows) (?:every|all|my|our|his|her)\b[^.]{0,30}\bnames?|called (?:me|him|her|us|my \w+|his|her) by (?:name|(?:my|his|her|our) name)|(?:had|has) never (?:met|seen|been)|I have never|I've never|a town I have never)\b/iu,
  vi: /chạy ngược|không hiểu sao|chẳng hiểu sao|không ai biết|có thêm|biết hết|biết tên|gọi đúng tên|gọi tên|chưa từng gặp|chưa bao giờ gặp/iu,
  ko: /거꾸로|난데없이|어떻게 알았는지|이름을 (?:불렀|알고)|이름을 전부|이름이 내 이름|처음 보는|알 수 없는|모르는 (?:사이|새)/u,
  zh: /(?:竟然|居然)(?!是)|莫名其妙|倒着|倒转|准确地叫出|叫出了|叫出我|知道我的名字|不知道从哪|不知什么时候|多了一/u,
};

/** An impossible act of a person's: knowing every name, calling someone by a name never told. */
const personAct: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:knew|knows) (?:every|all|my|our|his|her)\b[^.]{0,30}\bnames?|\bcalled (?:me|him|her|us|my \w+|his|her) by (?:name|(?:my|his|her|our) name)\b/iu,
  vi: /biết hết|biết tên|gọi đúng tên|gọi tên/iu,
  ko: /어떻게 알았는지|이름을 (?:불렀|알고)|이름을 전부/u,
  zh: /准确地叫出|叫出了|叫出我|知道我的名字/u,
};

/** Left to other ranks: a sound where nobody can be, a death, and a fright (blood, a body, a knife). */
const notThis = /\b(?:heard|sound|noise|voice|crying|knock|died|dead|funeral|blood|knife|body)\b|tiếng|nghe thấy|qua đời|đã mất|(?:ông|bà|bố|mẹ|ba|má|cha|chồng|vợ)\s+mất(?=[\s,.]|$)(?!\s+(?:điện|nước))|máu|소리|들렸|들린|돌아가신|죽은|피가|声音|听见|听到|去世|死了|走后|血/iu;

/** A sentence opened by a pronoun for a person named before it. */
const pronounLead: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:he|she)\s/iu,
  vi: /^(?:anh ấy|cô ấy|chị ấy|ông ấy|bà ấy|nó|cậu ấy)\s/iu,
  ko: /^(?:그는|그가|그녀는|그녀가|걔는|걔가)\s/u,
  zh: /(?:^|，)(?:他|她)/u,
};

/** The teller's own words: never the one who did it. */
const tellerWords = /^(?:i|we|tôi|mình|chúng tôi|나|내가|우리|我|我们)$/iu;

/** Whether a phrase names a person by its head (the new bus driver: driver; never the printer). */
function personByHead(phrase: string, language: ContentLanguage): boolean {
  const head = language === 'en' ? phrase.trim().split(/\s+/u).at(-1) ?? phrase : phrase.trim();
  return isPersonPhrase(head, language) || isPersonNoun(phrase, language) || (language === 'en' ? agentEn : language === 'zh' ? agentZh : /^$/u).test(head);
}

/** Agent nouns the person readers leave out (driver, courier; 快递员, 司机). */
const agentEn = /^(?:driver|courier|guard|cashier|waiter|waitress|clerk|janitor|mailman|postman|porter|barber|baker|butcher|cook|chef|pilot|officer|ranger|caretaker|receptionist|librarian|newcomer|conductor)s?$/iu;
const agentZh = /(?:员|师傅|司机|保安|保姆|医生|护士)$/u;
/** A Chinese newcomer introduced before a subjectless clause (新来的快递员，第一天就…). */
const zhNewcomer = /(?:新来的|新搬来的|转来的|一个|一位|那个|这个)([\u4e00-\u9fff]{1,4}?(?:员|同学|老师|师傅|邻居|阿姨|叔叔|大爷|医生|司机|保安))(?=[，,。]|$)/u;

/** The surprise of an opening, or null when its last sentence says nothing impossible or unexpected. */
export function readSurprise(opening: string, language: ContentLanguage, hero: string | null): SurpriseRead | null {
  const sentences = opening.split(/(?<=[.!?。！？])\s*/u).filter((part) => part.trim() !== '');
  const last = sentences.at(-1) ?? opening;
  if (!unexpected[language].test(last) || notThis.test(opening)) return null;
  // A person in the clause that says the impossible thing did it (他第一天就准确地叫出了…, 마지막 손님이 아버지 이름을 불렀다).
  // A pronoun that opens it (他第一天就…, she knew…) stands for the person of the sentence before.
  const found = findPerson(opening, language, hero);
  const said = found !== null && !tellerWords.test(found.person.trim()) && personByHead(found.person, language);
  const led = pronounLead[language].test(last);
  // A newcomer the clause reader keeps as its subject or thing (我们班转来一个新同学, 新来的快递员，第一天就…) when the
  // person finder has none.
  const clause = said ? null : readDefaultClause(opening, language);
  const before = [clause?.who ?? null, clause?.thing ?? null].find((phrase) => phrase !== null && personByHead(phrase, language) && !tellerWords.test(phrase)) ?? null;
  const newcomer = language === 'zh' && !said && before === null ? zhNewcomer.exec(opening)?.[1] ?? null : null;
  const doer = !personAct[language].test(last) ? null : said && (personAct[language].test(found.clause) || led) ? found.person : before ?? newcomer;
  return doer === null ? { kind: 'thing', who: '', thing: surpriseThing(opening, language) } : { kind: 'person', who: doer, thing: null };
}

/** The opening's thing: its premise when that is a thing, else the clause's thing, as a whole noun phrase. */
export function surpriseThing(opening: string, language: ContentLanguage): string | null {
  const premise = findStoryPremise(opening, language, '');
  const phrase = premise !== null && !premise.person && premise.place !== true ? premise.the : readDefaultClause(opening, language)?.thing ?? null;
  if (phrase === null || personByHead(phrase, language) || isPlaceOrTime(phrase, language) || !isStoryNounPhrase(phrase, language)) return null;
  // A possessive the premise reader kept whole (the tomorrow's field trip) is no phrase to name again.
  if (language === 'en' && /['’]s\b/u.test(phrase)) return null;
  return language === 'en' ? phrase.replace(/^an?\s/iu, 'the ') : phrase;
}

/** Writes the surprise plot's three paragraphs (sentences each; the caller puts the opening before the first). */
export function writeSurprise(read: SurpriseRead, teller: DefaultTeller, language: ContentLanguage, random: () => number): string[][] {
  const who = language === 'en' ? read.who.replace(/^an?\s/iu, 'the ') : read.who;
  const slots = { ...tellerSlots(teller, language), who, ...personPronouns(who, language) };
  const story = writeFourBeats(surpriseLines[language][read.kind], slots, language, random);
  if (read.thing === null) return story;
  return [...story.slice(0, -1), [...(story.at(-1) ?? []), fillStoryLine(surpriseThingEnd[language], { ...slots, thing: read.thing }, language)]];
}
