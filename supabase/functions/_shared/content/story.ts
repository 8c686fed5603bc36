/**
 * Story writer: continues a visitor's opening into a short story with a beginning, a turn and an ending,
 * keeping the opening's names, setting, time and key objects, in the requested language.
 */
import { tracePath, traceRun } from './content-trace.ts';
import { readSituation, writeSituation } from './story-situation17.ts';
import { readHabit, writeHabit } from './story-habit18.ts';
import { readSurprise, surpriseThing, writeSurprise } from './story-surprise18.ts';
import { surpriseThingEnd } from './data/story/story-surprise18-lines.ts';
import { readBequest, writeBequest } from './story-bequest18.ts';
import { readContents, writeContents } from './story-contents18.ts';
import type { ContentGenerator, ContentLanguage } from '../contract/content-types.ts';
import { PhraseComposer, joinSentences } from './phrase-grammar.ts';
import { detectLanguage } from './text-segments.ts';
import { lowerFirst, matchLexicon } from './text-tools.ts';
import { guessGender, readTextFacts } from './name-finder.ts';
import { storyPacks } from './data/story/packs.ts';
import { premiseLines } from './data/story/premise-lines.ts';
import { findStoryPremise, findStorySecond, type StoryPremise } from './story-premise.ts';
import { findOpeningCast, findOpeningKin, findOpeningQuote, isKinOnStage } from './story-cast.ts';
import { quoteLines } from './data/story/quote-lines.ts';
import { isStoryNounPhrase } from './story-noun-phrase.ts';
import { findStoryFocus, writeDevelopedStory, type StoryFocus } from './story-develop.ts';
import { findEverydayFocus, writeEverydayStory, type EverydayFocus } from './story-everyday.ts';
import { readStoryShape } from './story-shape.ts';
import { findStoryQuest, writeQuestStory, type StoryQuest } from './story-quest.ts';
import { findStoryMystery, writeMysteryStory, type StoryMystery } from './story-mystery.ts';
import { findStoryMoment, writeMomentStory, type StoryMoment } from './story-moment.ts';
import { groundedKindIsWeak, momentSad, personAbsent, readFoundThing, readGroundedHero, readGroundedKind, readGroundedPerson, wishReached, writeGroundedStory, type GroundedRead } from './story-grounded.ts';
import { stockFamilyHolds } from './story-gate.ts';
import { writeShapedPlot } from './story-first-lines.ts';
import { findFirstTimeShape, otherShape } from './story-first-time.ts';
import { findAwayShape, writeAwayStory } from './story-shape-away.ts';
import { firstTimeYields } from './story-guard-precedence.ts';
import { findMissingRoutine, writeMissingRoutine } from './story-guard-routine.ts';
import { findAbsenceTrace, writeAbsenceTrace } from './story-guard-absence.ts';
import { contradictsOpening, readAbsent, readOpeningFacts } from './story-guard-facts.ts';
import { isActingPerson, isCounterOrOrdinal, isPlaceWordName } from './story-guard-nouns.ts';
import { findWrittenThing, writeWrittenThing } from './story-guard-written.ts';
import { readStoryEvent } from './story-event-read.ts';
import { eventPlotAnswers, fillStoryLine, writeEventPlot } from './story-event-plot.ts';
import { isWholeSlotPhrase } from './story-first-slots.ts';
import { readDefaultClause, type DefaultKind } from './story-default-clause.ts';
import { defaultPlotAnswers, tellerSlots, writeDefaultPlot, type DefaultTeller } from './story-default-plot.ts';
import { readStoryTurn, writeStoryTurn } from './story-turn13.ts';
import { findKindnessToHero, writeKindnessToHero } from './story-kind13.ts';
import { findHabitualPerson, writeHabitualPerson } from './story-habit13.ts';
import { findInscription, writeInscription } from './story-inscribed13.ts';
import { findKnownSong, writeKnownSong } from './story-song13.ts';
import { findReunion, writeReunion } from './story-reunion13.ts';
import { findMessageToGone, writeMessageToGone } from './story-message13.ts';
import { findLatelyKin, writeLatelyKin } from './story-lately13.ts';
import { findPerson, firstActToNarrator, lostByTeller, lostThing, readAttend, writeAttend } from './story-attend14.ts';
import { readTracedAct, writeTraced } from './story-traced19.ts';
import { readPersonAct, writePersonAct } from './story-act15.ts';
import { readCare, writeCare } from './story-care15.ts';
import { readBond, writeBond } from './story-bond15.ts';
import { readFarewell, writeFarewell } from './story-farewell15.ts';
import { findErrand, writeErrand } from './story-errand14.ts';
import { usedAsThing, writeFoundThingStory, writeThingShapeStory } from './story-thing-shapes.ts';
import { arcKeywords, motifArcBias, motifKeywords, placeKeywords, timeKeywords } from './data/story/lexicon.ts';
import { storyArcs, storyMotifs, type StoryArc, type StoryMotif, type StoryPack, type StoryPlace, type StoryTime } from './data/story/story-pack.ts';

/** What the story writer took from the opening. */
export interface StoryPlan {
  hero: string;
  heroFromOpening: boolean;
  firstPerson: boolean;
  companion: string;
  companionFromOpening: boolean;
  place: StoryPlace;
  properPlace: string | null;
  time: StoryTime | null;
  motif: StoryMotif;
  motifFromOpening: boolean;
  /** The opening's central object or person in its own words, carried through the turn and the ending. */
  premise: StoryPremise | null;
  /** The words the opening quotes (a tag, a warning, an announcement), carried through the middle and the ending. */
  quote: string | null;
  /** A family member the opening names who is neither hero, companion nor premise: remembered in the middle and the ending. */
  kin: string | null;
  /** The opening's second element beside the premise (the gold coins, the old photo, the exam), carried too. */
  second: string | null;
  arc: StoryArc;
}

const writableMotifs: ReadonlySet<StoryMotif> = new Set(['letter', 'key', 'map', 'umbrella', 'phone', 'book', 'clock', 'box', 'photo', 'lantern', 'mirror', 'robot']);
const touchableMotifs: ReadonlySet<StoryMotif> = new Set([...writableMotifs, 'cat', 'dog', 'dragon', 'bird', 'flower']);
/** Motifs that move by themselves. */
const mobileMotifs: ReadonlySet<StoryMotif> = new Set(['cat', 'dog', 'dragon', 'bird', 'robot']);
const firstPersonPlural: Readonly<Record<ContentLanguage, string>> = { en: 'we', vi: 'chúng tôi', ko: '우리', zh: '我们' };
const thirdPersonPlural: Readonly<Record<ContentLanguage, string>> = { en: 'they', vi: 'họ', ko: '둘', zh: '他们' };
const firstPersonWord: Readonly<Record<ContentLanguage, string>> = { en: 'I', vi: 'tôi', ko: '나', zh: '我' };
/** The narrator's own pronoun in an opening, per language (outside quotes is not checked: a quoted "I" is rare in openings). */
const narratorPronoun: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:I|me|my|I['’]m|I['’]d|I['’]ve|we|us|our)\b/iu,
  vi: /(?<![\p{L}\p{M}])tôi(?![\p{L}\p{M}])/iu,
  ko: /(?:^|\s)(?:나는|내가|나를|나에게|나한테|나도|내|저는|제가|저도|제)(?=\s|$)|(?:^|\s)나에게만|우리 집|(?:^|\s)우리\s/u,
  zh: /我/u,
};

/** The default plot's shapes told before the event plot and the thing shapes (rank 3b). */
const earlyKinds: ReadonlySet<DefaultKind> = new Set(['replaced', 'ended', 'empty', 'written']);

/** Arcs whose stock lines bring slapstick or a quest (a goose, a treasure, a rope bridge): only when the opening asks for them. */
const loudArcs: ReadonlySet<StoryArc> = new Set(['comedy', 'adventure']);

function chooseArc(moods: readonly StoryArc[], motif: StoryMotif | undefined, random: () => number): StoryArc {
  // Tone from the opening's own words: a quiet or eerie opening (an empty flat, a note on a door) never turns into
  // slapstick or a treasure hunt unless it says so itself.
  const arcs = storyArcs.filter((arc) => !loudArcs.has(arc) || moods.includes(arc));
  const weights = new Map<StoryArc, number>(arcs.map((arc) => [arc, 1]));
  for (const mood of moods) weights.set(mood, (weights.get(mood) ?? 1) + 2.5);
  for (const arc of motif ? motifArcBias[motif] ?? [] : []) if (weights.has(arc)) weights.set(arc, (weights.get(arc) ?? 1) + 1.5);
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  let roll = random() * total;
  for (const [arc, weight] of weights) {
    roll -= weight;
    if (roll < 0) return arc;
  }
  return 'warmth';
}

function setHeroVariables(c: PhraseComposer, plan: StoryPlan, gender: 'she' | 'he' | null): void {
  const name = plan.hero;
  c.set('we', plan.firstPerson ? firstPersonPlural[c.language] : thirdPersonPlural[c.language]);
  c.set('us', plan.firstPerson && c.language === 'en' ? 'us' : c.get('we') === 'they' ? 'them' : c.get('we'));
  if (c.language !== 'en') {
    c.setAll({ P: name, Pme: name, Ps: name, they: name, them: name, their: name, themself: name });
    // Korean possessive: 내 for 나, 민지의 for a name.
    if (c.language === 'ko') c.set('Pu', plan.firstPerson ? '내' : `${name}의`);
    return;
  }
  if (plan.firstPerson) {
    c.setAll({ P: 'I', Pme: 'me', Ps: 'my', they: 'I', them: 'me', their: 'my', themself: 'myself' });
    return;
  }
  const possessive = /s$/i.test(name) ? `${name}’` : `${name}’s`;
  const pronouns = gender === 'she' ? ['she', 'her', 'her'] : gender === 'he' ? ['he', 'him', 'his'] : ['they', 'them', 'their'];
  const themself = gender === 'she' ? 'herself' : gender === 'he' ? 'himself' : 'themselves';
  c.setAll({ P: name, Pme: name, Ps: possessive, they: pronouns[0] as string, them: pronouns[1] as string, their: pronouns[2] as string, themself });
}

/** A premise as a later sentence names it when it stands in for the motif (그 건조기; other languages as found). */
function demonstrative(phrase: string, language: ContentLanguage): string {
  return language === 'ko' ? `그 ${phrase}` : phrase;
}

function properPlaceWords(language: ContentLanguage, name: string): { noun: string; at: string } {
  if (language === 'ko') return { noun: name, at: `${name}에서` };
  if (language === 'zh') return { noun: name, at: `在${name}` };
  if (language === 'vi') return { noun: name, at: `ở ${name}` };
  return { noun: name, at: `in ${name}` };
}

function closeOpening(opening: string, language: ContentLanguage): string {
  const text = opening.trim();
  // A closing quote after the sentence's own stop ('…nửa đêm.'  '…别回头。') already ends it.
  if (/[.!?…。！？"”’」』)]$/u.test(text) || /[.!?…。！？]['"]$/u.test(text)) return text;
  if (language === 'zh') return `${text}。`;
  if (language === 'ko') return /[다요까죠네]$/u.test(text) ? `${text}.` : `${text}…`;
  const last = (text.split(/\s+/).pop() ?? '').toLowerCase();
  const dangling = new Set(['a', 'an', 'the', 'and', 'or', 'but', 'of', 'to', 'with', 'in', 'on', 'at', 'my', 'her', 'his', 'một', 'và', 'của', 'là', 'những', 'các', 'với', 'thì', 'mà']);
  return dangling.has(last) || last.length < 2 ? `${text}…` : `${text}.`;
}

/** A family member of the opening who plays no other part in the story (not hero, companion or premise). */
function kinToRemember(opening: string, language: ContentLanguage, sameLanguage: boolean, hero: string, companion: string | undefined, premise: StoryPremise | null): string | null {
  const kin = sameLanguage ? findOpeningKin(opening, language) : null;
  if (kin === null) return null;
  const bare = kin.replace(/^(?:my|his|her|their|our)\s+(?:late\s+)?/iu, '').toLowerCase();
  const taken = [hero, companion ?? '', premise?.person ? premise.the : ''].map((part) => part.toLowerCase());
  return taken.some((part) => part !== '' && (part.includes(bare) || bare.includes(part))) ? null : kin;
}

/**
 * The visitor's own "your X" as the narrator of the story names it ("What would you do if your reflection blinked…":
 * the story is told by "I", so it is "my reflection"), per language.
 */
function ownPremise(phrase: string, language: ContentLanguage): string {
  if (language === 'en') return phrase.replace(/^your\s/iu, 'my ');
  if (language === 'zh') return phrase.replace(/^你的/u, '我的');
  if (language === 'ko') return phrase.replace(/^(?:너의|네)\s/u, '내 ');
  return phrase.replace(/\s(?:của bạn|của cậu)$/iu, ' của tôi');
}

/** Reads the opening and decides the hero, companion, setting, time, motif and arc. */
function planStory(opening: string, language: ContentLanguage, random: () => number): { plan: StoryPlan; gender: 'she' | 'he' | null } {
  const pack: StoryPack = storyPacks[language];
  const facts = readTextFacts(opening);
  // A locative word the name finder took for a name (楼下 of 楼下的面包店) is nobody (story-guard-nouns.ts).
  const names = facts.names.filter((name) => !isPlaceWordName(name, language));
  // "…나에게만 사탕을…", "…gửi cho tôi…": the narrator's own pronoun makes the story first-person even when a role
  // word ("기사님") looks like a name, unless the opening starts with that name.
  const firstPerson = facts.firstPerson || (narratorPronoun[language].test(opening) && !(names[0] !== undefined && opening.trimStart().startsWith(names[0])));
  let hero: string;
  let heroFromOpening = true;
  let gender = facts.gender;
  if (firstPerson) hero = firstPersonWord[language];
  else if (names.length > 0) {
    hero = names.shift() as string;
    gender ??= guessGender(hero);
  }
  else {
    const invented = pack.heroes[Math.floor(random() * pack.heroes.length)] ?? pack.heroes[0];
    hero = invented?.name ?? firstPersonWord[language];
    gender = invented?.gender ?? null;
    heroFromOpening = false;
  }
  const sameLanguage = detectLanguage(opening) === language;
  // A second person the opening names, or brings in unnamed (an old man, 할머니), plays the companion: the story
  // never invents a stock character when the visitor gave one.
  const cast = sameLanguage ? findOpeningCast(opening, language) : null;
  const premiseFound = sameLanguage ? findStoryPremise(opening, language, !firstPerson && names.length === 0 ? '' : hero) : null;
  const companionName = names.find((n) => n !== hero) ?? (cast !== null && cast !== premiseFound?.the ? cast : undefined);
  const places = matchLexicon(opening, placeKeywords);
  const times = matchLexicon(opening, timeKeywords);
  const motifs = matchLexicon(opening, motifKeywords);
  const moods = matchLexicon(opening, arcKeywords);
  const motif = motifs[0] ?? (storyMotifs[Math.floor(random() * storyMotifs.length)] as StoryMotif);
  // Rule A: a span of the opening fills a noun slot only when it is a complete noun phrase ("the wet", "떴는데 안내방송" are not).
  const premiseSpan = sameLanguage ? findStoryPremise(opening, language, heroFromOpening && !firstPerson ? hero : '') : null;
  const whole = premiseSpan !== null && isStoryNounPhrase(premiseSpan.the, language) && isWholeSlotPhrase(premiseSpan.the, language) && !isCounterOrOrdinal(premiseSpan.the, opening, language) ? premiseSpan : null;
  // Round 11: a role noun that acts on the narrator (the florist gave me…) is a person, never a thing kept or looked at.
  const premise = whole !== null && !whole.person && isActingPerson(whole.the, opening, language) ? { ...whole, person: true, acts: false, seen: true } : whole;
  const quote = sameLanguage ? findOpeningQuote(opening, language) : null;
  const plan: StoryPlan = {
    hero,
    heroFromOpening,
    firstPerson,
    companion: companionName ?? '',
    companionFromOpening: companionName !== undefined,
    place: places[0] ?? 'neutral',
    properPlace: facts.places[0] ?? null,
    time: times[0] ?? null,
    motif,
    // With a premise of its own (even a person) or quoted words, the opening needs no stock object (a dragon, a mirror).
    motifFromOpening: motifs.length > 0 || premise !== null || quote !== null,
    premise,
    quote,
    kin: kinToRemember(opening, language, sameLanguage, hero, companionName, premise),
    second: sameLanguage ? findStorySecond(opening, language, premise, heroFromOpening && !firstPerson ? hero : '') : null,
    arc: chooseArc(moods, motifs[0], random),
  };
  if (plan.second !== null && (!isStoryNounPhrase(plan.second, language) || !isWholeSlotPhrase(plan.second, language) || isCounterOrOrdinal(plan.second, opening, language))) plan.second = null;
  if (plan.second !== null && [plan.companion, plan.kin ?? '', plan.quote ?? ''].some((part) => part !== '' && part.includes(plan.second as string))) plan.second = null;
  return { plan, gender };
}

const deathWords = /passed away|\bdied\b|\bdead\b|funeral|\blate\s+(?:grand|mother|father|mom|dad|uncle|aunt)|qua đời|\bmất đã|đã mất|mất rồi|돌아가신|돌아가셨|세상을 떠|장례|走后|去世|过世|离世|葬礼|不在了/iu;

/** A relative the opening names, as a later sentence names them ("my grandma", "bà ngoại", "외할머니", "外婆"). */
function elderOf(opening: string, language: ContentLanguage): string | null {
  const kin = findOpeningKin(opening, language);
  // A relative who has died ("my late grandfather", "외할머니가 돌아가신 뒤") is remembered by the general lines, never
  // brought on stage to speak.
  if (kin === null || /\blate\b/iu.test(kin) || deathWords.test(opening)) return null;
  return language === 'en' || language === 'vi' ? lowerFirst(kin) : kin;
}

/** Any relative the opening names, living or not, as a later sentence names them ("my grandmother", "外婆"). */
function kinOf(opening: string, language: ContentLanguage): string | null {
  const kin = findOpeningKin(opening, language);
  if (kin === null) return null;
  const bare = kin.replace(/\blate\s+/iu, '');
  return language === 'en' || language === 'vi' ? lowerFirst(bare) : bare;
}

/**
 * Whether the animal is the one that acts (a stray goat has followed me, 고양이가 따라온다, 流浪狗跟着我), not an animal
 * someone walks or holds (Mina was walking her dog, 강아지와 함께, 牵着狗): the subject of the first clause.
 */
function animalIsSubject(opening: string, language: ContentLanguage, animal: string): boolean {
  const first = opening.split(/[,，.。;；!?！？]/u)[0] ?? opening;
  const at = first.toLowerCase().indexOf(animal.toLowerCase());
  if (at < 0) return false;
  const before = first.slice(0, at).trim();
  if (language === 'en') return /^(?:(?:a|an|the|this|that|one)(?:\s+[\w'’-]+){0,3})?$/iu.test(before);
  if (language === 'vi') return before.split(/\s+/u).filter((word) => word !== '').length <= 4 && !/\s(?:dắt|ôm|bế|cho|với|cùng|dẫn)$/iu.test(` ${before}`);
  if (language === 'ko') return /^(?:가|이|는|은|도|까지)(?:\s|$)/u.test(first.slice(at + animal.length).replace(/^[가-힣]*?(?=가|이|는|은|도)/u, ''));
  return !/[着了把牵抱带跟和与]$/u.test(before);
}


/** A tale's opening formula, in the four languages. */
const taleOpening = /\bonce upon a time\b|\blong,? long ago\b|\bthere (?:once )?lived\b|ngày xửa ngày xưa|ngày xưa,? (?:có|ở)|옛날 ?옛적|옛날 어느|[가-힣]+(?:이|가) 살았(?:어요|습니다|다)|从前|很久很久以前|很久以前/iu;

/** An opening whose thing was left behind or has stayed where it is: the attended plot may look after it. */
const leftThingWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:left (?:behind|there|outside|on|in|at)|(?:has|have) (?:had|sat|stayed|been sitting|been lying)\b.*\bfor\b|remain(?:s|ed)|still (?:there|sits|hangs|stands))\b/iu,
  vi: /(?:bỏ lại|để lại|còn (?:nguyên|lại|đó|nằm)|nằm (?:im|yên) (?:ở|trong|đó))/iu,
  ko: /(?:남아 있|남겨져 있|두고 간|버려져 있|그대로 놓여)/u,
  zh: /(?:留下|剩下|落下|扔在|一直放在|放了[一二三四五六七八九十几\d]+年|还留着)/u,
};

/** The everyday focus of an opening and whether the everyday writer would fall to its grounded beats (no stock family holds). */
interface EverydayGrounding {
  focus: EverydayFocus;
  grounded: boolean;
}

/**
 * The attended fall-through (story-attend14.ts): told only where the everyday writer would fall to its grounded
 * beats with a kind that is a guess (plain, or strange from a habit alone). The named hero tells it; else the narrator.
 */
function writeAttended(opening: string, language: ContentLanguage, plan: StoryPlan, gender: 'she' | 'he' | null, random: () => number, { focus, grounded }: EverydayGrounding): string | null {
  // A tale (Once upon a time, 옛날 어느 마을에, ngày xửa ngày xưa, 从前) is told in its own third person, never asked about.
  if (taleOpening.test(opening)) return null;
  if (!grounded || !groundedKindIsWeak(opening, language)) return null;
  const named = plan.heroFromOpening && !plan.firstPerson;
  const premise = plan.premise;
  // A thing is looked after only when the opening says it was left or has stayed (남아 있었다, has had … for years).
  const left = leftThingWords[language].test(opening);
  // The premise thing beside a person (the puppy Grandma brought) is what the person is asked about.
  const about = premise !== null && !premise.person && premise.place !== true && isStoryNounPhrase(premise.the, language) ? ownPremise(premise.the, language) : null;
  // An animal the opening is about (a stray that followed me home) is looked after like a thing left.
  // The opening's own words for it (流浪狗, con mèo hoang) when the premise holds the family's animal word.
  const animalWord = focus.thing.replace(/^(?:the|a|an|my|our|con|chú|그|那只|这只)\s*/u, '');
  // Chinese: the compound the opening writes before the family's word (流浪狗 for 狗), never across 的.
  const compound = language === 'zh' && animalWord !== '' ? new RegExp(`[^\\s的了在是和跟，。]{0,2}${animalWord}`, 'u').exec(opening)?.[0] ?? null : null;
  // Only an animal the narrator does not own (a stray, a neighbour's cat): my parrot, 我养的乌龟 is no stranger to ask about.
  const at = animalWord === '' ? -1 : opening.indexOf(animalWord);
  const owned = at >= 0 && /(?:\bmy\b|\bour\b|nhà tôi|nhà mình|của tôi|tôi nuôi|mình nuôi|우리 집|우리|내|我家|我们家|我养|我的)[^,.，。]{0,10}$/iu.test(opening.slice(Math.max(0, at - 14), at));
  const animal = focus.family !== 'animal' || animalWord === '' || owned || !animalIsSubject(opening, language, animalWord) ? null : compound ?? (about !== null && about.includes(animalWord) && about.length <= animalWord.length + 8 ? about : ownPremise(focus.thing, language));
  // A thing the teller lost or broke before what they had to do (lost my notes on the way to the wedding) is done without.
  const lost = lostByTeller.test(opening) ? lostThing(opening, language) : null;
  const read = readAttend(opening, language, named ? plan.hero : null, left ? about : null, about, animal, lost);
  if (read === null) return null;
  return afterOpening(opening, language, writeAttend(read, storyTeller(plan, gender, language), language, random));
}

/**
 * The traced plot (story-traced19.ts): an opening the everyday families would only fill, whose last sentence tells an
 * odd thing with nobody in view (no person the attended plot could ask), of a strange or plain grounded kind.
 */
function writeTracedStory(opening: string, language: ContentLanguage, plan: StoryPlan, gender: 'she' | 'he' | null, random: () => number, { grounded }: EverydayGrounding): string | null {
  if (taleOpening.test(opening)) return null;
  if (!grounded) return null;
  // Only a strange kind: a plain moment (the rain stopped, we grilled corn) has nothing behind it to trace. The narrator
  // tells it: a named hero's own act (Linh opened her lunch box) is theirs, and a death (grandma's smell in the kitchen)
  // is remembered, never traced to a neighbour.
  if (readGroundedKind(opening, language) !== 'strange' || (plan.heroFromOpening && !plan.firstPerson) || deathWords.test(opening)) return null;
  if (findPerson(opening, language, null) !== null) return null;
  const read = readTracedAct(opening, language);
  if (read === null) return null;
  const slots = tellerSlots(storyTeller(plan, gender, language), language);
  const story = writeTraced(read, slots, language, random);
  // The thing itself stays to the end (the dryer, 건조기), as in the surprise plot.
  const thing = surpriseThing(opening, language);
  const told = thing === null ? story : [...story.slice(0, -1), [...(story.at(-1) ?? []), fillStoryLine(surpriseThingEnd[language], { ...slots, thing }, language)]];
  return afterOpening(opening, language, told);
}

/** Who tells a plot: the opening's named hero, else the narrator. */
function storyTeller(plan: StoryPlan, gender: 'she' | 'he' | null, language: ContentLanguage): DefaultTeller {
  const named = plan.heroFromOpening && !plan.firstPerson;
  return named ? { name: plan.hero, first: false, gender } : { name: firstPersonWord[language], first: true, gender: null };
}

/** The developed continuation: the opening's central element is taken up and developed by its family's beats. */
function writeDeveloped(opening: string, language: ContentLanguage, plan: StoryPlan, focus: StoryFocus, c: PhraseComposer): string {
  c.addPools(quoteLines[language]);
  const parts = writeDevelopedStory(c, focus, { quote: plan.quote, elder: elderOf(opening, language), kin: kinOf(opening, language) });
  const paragraphs = parts.map((sentences) => joinSentences(sentences, language));
  paragraphs[0] = joinSentences([closeOpening(opening, language), paragraphs[0] as string], language);
  return paragraphs.join('\n\n');
}

/**
 * The hero of an everyday story: the opening's hero unless that "name" is really the element or the person the story
 * turns on (our dog Biscuit, Grandpa who made the pancakes, "Mr" of Mr. Okafor): then the narrator tells it.
 */
function everydayHero(opening: string, plan: StoryPlan, focus: EverydayFocus, language: ContentLanguage): StoryPlan {
  const narrator = { ...plan, hero: firstPersonWord[language], heroFromOpening: true, firstPerson: true };
  // "Dana's bus driver…": a name that opens the story in the possessive is its hero, though the name finder skips it.
  const owner = language === 'en' && !plan.heroFromOpening ? /^([A-Z][a-z]{2,})['’]s\s/u.exec(opening.trim()) : null;
  if (owner !== null && !/^(?:The|This|That|Our|My|His|Her|Their|Grandpa|Grandma|Mum|Mom|Dad|Today|Yesterday|Everyone|Nobody|Someone)$/u.test(owner[1] as string)) {
    return { ...plan, hero: owner[1] as string, heroFromOpening: true, firstPerson: false };
  }
  if (!plan.heroFromOpening) return narrator;
  if (plan.firstPerson) return plan;
  // The hero is the name the opening starts from, never one it only mentions ("…hỏi về một người tên là Phúc").
  const mentioned = (name: string): boolean => new RegExp(`(?:tên là|tên|named|called|名叫|叫做|叫)\\s*${name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'u').test(opening);
  if (mentioned(plan.hero)) {
    const other = readTextFacts(opening).names.filter((name) => !mentioned(name)).sort((a, b) => opening.indexOf(a) - opening.indexOf(b))[0];
    return other === undefined ? narrator : { ...plan, hero: other };
  }
  const hero = plan.hero.toLowerCase();
  const taken = [focus.thing, focus.who?.name ?? ''].map((part) => part.toLowerCase()).filter((part) => part !== '');
  return taken.some((part) => part.includes(hero) || hero.includes(part.replace(/^(?:the|my)\s+/u, ''))) ? narrator : plan;
}

/**
 * What the grounded continuation carries: the hero (a name, "I", or a tale's creature), the central thing as a whole
 * noun phrase of the opening (or the stock family's own name for it, else a deictic), and the opening's kind.
 */
function readGrounded(opening: string, language: ContentLanguage, plan: StoryPlan, familyThing: string | null): GroundedRead {
  const hero = readGroundedHero(opening, language, plan.firstPerson, readTextFacts(opening).names);
  const premise = plan.premise !== null && !plan.premise.person ? ownPremise(plan.premise.the, language) : null;
  const bare = (phrase: string): string => phrase.toLowerCase().replace(/^(?:the|a|an|my|our)\s+/u, '');
  // The premise is no thing when it is the hero, the person watched (the examiner) or a relative (할머니 of 할머니 댁).
  const kin = findOpeningKin(opening, language);
  // A relative the opening starts from ("Mẹ tôi dạo này…", "My mom has been…") is the person the story watches.
  // One who has died or only left something behind (할머니가 남긴 공책) is remembered, never watched.
  const gone = deathWords.test(opening) || /남긴|남기신|물려주신|\bleft (?:me|us|behind)\b|để lại|留下|遗物/iu.test(opening);
  const kinFirst = kin !== null && !gone && opening.trimStart().toLowerCase().replace(/^(?:my|our)\s+/u, '').startsWith(bare(kin)) ? (language === 'en' || language === 'vi' ? lowerFirst(kin) : kin) : null;
  const who = readGroundedPerson(opening, language, hero.person === 'first' ? '' : hero.name) ?? kinFirst;
  const people = [hero.person === 'first' ? '' : hero.name, who ?? '', kin ?? ''].map(bare).filter((part) => part !== '');
  const isPerson = (phrase: string): boolean => people.some((part) => bare(phrase).includes(part) || part.includes(bare(phrase)));
  const placed = language === 'ko' ? /[가-힣]{1,6}에 있는 ([가-힣]{2,6}?)(?:이|가|은|는|을|를|에|도)?(?=\s|$)/u.exec(opening) : null;
  const held = placed !== null && isStoryNounPhrase(placed[1] as string, language) ? (placed[1] as string) : null;
  const own = held ?? (premise !== null && isPerson(premise) ? null : premise);
  // A stock family's element the opening names before its premise (售货机 before 饮料) is what acted: it leads.
  const spareThing = familyThing !== null && isPerson(familyThing) ? null : familyThing;
  const head = spareThing?.replace(/^(?:the|那[台个部块副条辆把枚杯碗盘笼锅份顿盒]|chiếc|con|cái|그)\s*/u, '') ?? '';
  const familyFirst = head !== '' && opening.includes(head) && (own === null || opening.indexOf(head) < opening.indexOf(plan.premise?.the ?? ''));
  const kind = readGroundedKind(opening, language, who);
  // A thing found inside the premise (a goldfish in the lunch box) is what the opening turns on; one found before it
  // (the radio that held the ticket) is only its frame.
  const found = readFoundThing(opening, language);
  const inside = found !== null && (own === null || opening.indexOf(found.replace(/^the\s+/u, '')) > opening.indexOf(plan.premise?.the ?? found));
  // A stock family's element that is the opening's own name for it (the cat Bắp) is the thing whatever else is found.
  const named = familyThing !== null && /^\p{Lu}/u.test(familyThing) && language !== 'en' && opening.includes(familyThing);
  const thing = named ? familyThing : inside || (found !== null && found === own) ? found : familyFirst && kind !== 'found' ? spareThing : own ?? found ?? spareThing;
  // A plain moment shared with the person the opening names (同桌 who lent an earbud) stays with that person.
  // A person the opening says is not there (엄마 없이 맞는 생일) is never the moment's companion nor its thing.
  const away = who !== null && readAbsent(opening, language).some((one) => one.who.includes(who) || who.includes(one.who));
  const shared = thing === null && kind === 'plain' && who !== null && !away ? who : thing;
  return { hero, thing: shared, kind, asked: readStoryShape(opening, language).asked, who: kind === 'someone' ? who : null, person: who, reached: wishReached(opening, language), absent: personAbsent(opening, language), sad: momentSad(opening, language) };
}

/** The everyday continuation: the opening's central element (an animal, a machine, a lost thing, a person…) developed. */
function writeEveryday(opening: string, language: ContentLanguage, plan: StoryPlan, gender: 'she' | 'he' | null, c: PhraseComposer, groundedOnly = false): string {
  let found = findEverydayFocus(opening, language);
  const premise = plan.premise;
  // Nothing fits a family: the story turns on the opening's own premise when it is a clean noun phrase (rule A), else on a deictic.
  // A scene at work is only the frame: an opening whose own premise is a thing (a new button in the office lift) is
  // developed around that thing, never with the work family's stock helpers and shifts.
  const frameOnly = found.family === 'work' && premise !== null && premise.place !== true;
  if (frameOnly) found = { ...found, family: 'generic', thing: premise.the };
  // The fall-through (round 9): an opening no family knows, or one whose stock family lacks its own evidence (a
  // machine that did something once, not at a set time), is continued from what can be read safely: who, the thing, the kind.
  // `groundedOnly`: the stock family's continuation contradicted the opening (story-guard-facts.ts).
  const grounded = groundedOnly || found.family === 'generic' || !stockFamilyHolds(opening, language, found.family);
  // The changed family's element is a person (mẹ, 할아버지): never the grounded story's thing nor its second element.
  const familyThing = found.family === 'generic' || found.family === 'changed' ? null : found.thing;
  if (grounded) found = { ...found, family: 'generic' };
  const generic = found.family === 'generic';
  // A place the opening names (my stop, the bakery) is not gone over like a thing: the deictic stands in unless something strange happens there.
  const shapeOdd = readStoryShape(opening, language).odd;
  const named = generic && premise !== null && !premise.person && (premise.place !== true || shapeOdd) ? { ...found, thing: ownPremise(premise.the, language) } : found;
  const focus = named;
  const kin = kinOf(opening, language);
  let told: StoryPlan;
  let parts: [string[], string[], string[]];
  let groundedThing: string | null = null;
  let groundedWho = '';
  if (grounded || focus.family === 'generic') {
    const read = readGrounded(opening, language, plan, familyThing);
    groundedThing = read.thing;
    // The person the grounded beats name (the one watched, or the one a plain moment is shared with) is on stage.
    groundedWho = read.who ?? (read.person !== undefined && read.person !== null && read.thing === read.person ? read.person : '');
    told = { ...plan, hero: read.hero.name, heroFromOpening: true, firstPerson: read.hero.person === 'first' };
    const heroGender = read.hero.person === 'name' ? gender ?? guessGender(read.hero.name) : null;
    setHeroVariables(c, told, heroGender);
    parts = writeGroundedStory(c, read, heroGender);
  } else {
    told = everydayHero(opening, plan, focus, language);
    setHeroVariables(c, told, told === plan ? gender : told.firstPerson ? null : guessGender(told.hero));
    parts = writeEverydayStory(c, { ...focus, family: focus.family }, kin !== null && kin !== focus.who?.name ? kin : null);
  }
  // The opening's premise and second element (the pawn shop, the gold coins) are carried through the middle and the ending.
  const sameAsFocus = premise !== null && (focus.thing.includes(premise.the) || premise.the.includes(focus.thing.replace(/^(?:the|那[台个部块副条辆把枚杯碗盘笼锅份顿盒]|chiếc|con|cái)\s*/u, '')));
  // A changed person is the focus already; the premise of such an opening is that person under another name ("my roommate").
  // The generic beats already name a premise thing in every paragraph: stock premise lines only carry a premise person.
  // A premise person the grounded beats already watch (my mom) is not missed in stock lines beside them.
  const watchedPremise = premise !== null && groundedWho !== '' && (groundedWho.toLowerCase().includes(premise.the.toLowerCase().replace(/^(?:the|my|our)\s+/u, '')) || premise.the.toLowerCase().includes(groundedWho.toLowerCase().replace(/^(?:the|my|our)\s+/u, '')));
  if (premise !== null && !watchedPremise && (generic ? premise.person : !(focus.family === 'changed' && premise.person) && !sameAsFocus)) {
    // Lines that lean on a companion ({comp}) are left out: the everyday story brings none the opening did not give.
    const alone = (name: string): string[] => (premiseLines[language][name] ?? []).filter((line) => !line.includes('{comp'));
    c.addPools({ premiseTurn: alone('premiseTurn'), premiseEnd: alone('premiseEnd') }).set('premise', premise.the).flag('premiseThing', !premise.person).flag('premisePerson', premise.person && premise.seen !== true);
    c.flag('premiseSeen', premise.seen === true).flag('premiseActs', premise.acts && !premise.person).flag('thing', !premise.acts && premise.place !== true);
    parts[1].splice(1, 0, c.line('premiseTurn'));
    parts[2].splice(Math.max(0, parts[2].length - 1), 0, c.line('premiseEnd'));
  }
  // The grounded beats may name the opening's second element already: then its premise is carried as the second.
  // A stock family's element the grounded beats did not take (the vending machine of the drink) is carried as the second.
  // Only when the opening names it in those words: the fish of a goldfish is the same animal, never a second one.
  const spareHead = familyThing?.replace(/^(?:the|那[台个部块副条辆把枚杯碗盘笼锅份顿盒]|chiếc|con|cái|그)\s*/u, '') ?? '';
  const spare = grounded && familyThing !== null && spareHead !== '' && opening.includes(spareHead) && !(groundedThing ?? '').includes(spareHead) ? familyThing : null;
  const second = groundedThing !== null && plan.second === groundedThing ? (premise !== null && !premise.person && premise.the !== groundedThing ? premise.the : spare) : plan.second ?? spare;
  if (second !== null) {
    c.addPools({ secondTurn: premiseLines[language].secondTurn ?? [], secondEnd: premiseLines[language].secondEnd ?? [] }).set('second', second);
    parts[1].push(c.line('secondTurn'));
    parts[2].splice(Math.max(0, parts[2].length - 1), 0, c.line('secondEnd'));
  }
  if (plan.quote !== null) {
    c.addPools(quoteLines[language]).set('quote', plan.quote);
    parts[1].splice(1, 0, c.line('quoteTurn'));
    parts[2].push(c.line('quoteEnd'));
  }
  // A relative the opening names who plays no part of the family's beats (奶奶 of the cassette) is remembered too.
  const remembered = plan.kin ?? kin;
  // The person the grounded beats watch (my mom) is on stage already: never remembered as missed beside them.
  const whoInBeats = grounded ? groundedWho : focus.family === 'changed' || focus.family === 'work' ? focus.who?.name ?? '' : '';
  const inBeats = [whoInBeats, told.hero].some((part) => part !== '' && remembered !== null && (part.includes(remembered) || remembered.includes(part)));
  if (remembered !== null && !inBeats && focus.family !== 'machine') {
    c.addPools(quoteLines[language]).set('kin', language === 'en' || language === 'vi' ? lowerFirst(remembered) : remembered);
    // A relative on stage in the opening (mum just back from the market) is looked at, not missed.
    const near = isKinOnStage(opening, remembered, language);
    parts[1].push(c.line(near ? 'kinTurnNear' : 'kinTurn'));
    parts[2].splice(Math.max(0, parts[2].length - 1), 0, c.line(near ? 'kinEndNear' : 'kinEnd'));
  }
  const paragraphs = parts.map((sentences) => joinSentences(sentences, language));
  paragraphs[0] = joinSentences([closeOpening(opening, language), paragraphs[0] as string], language);
  return paragraphs.join('\n\n');
}

/**
 * The quest continuation (rule C for a story): the opening asks for something — an event ahead, a person to find, an
 * address to go to, a thing to test — and the story does it, told by the opening's hero or its narrator.
 */
function writeQuest(opening: string, language: ContentLanguage, plan: StoryPlan, gender: 'she' | 'he' | null, quest: StoryQuest, c: PhraseComposer): string {
  // A "name" that is really a role the opening honours ("선생님이 … 빌려주셨다": 선생) gives the thing; the narrator receives it.
  const role = language === 'ko' && !plan.firstPerson && opening.includes(`${plan.hero}님`);
  const told = plan.heroFromOpening && !role ? plan : { ...plan, hero: firstPersonWord[language], heroFromOpening: true, firstPerson: true };
  setHeroVariables(c, told, told === plan ? gender : null);
  // A relative who is alive takes back the thing lent for the day; the place a relative sent the hero to remembers them either way.
  const kin = quest.kind === 'event' ? elderOf(opening, language) : quest.kind === 'goto' || quest.kind === 'map' ? kinOf(opening, language) : null;
  const taken = kin !== null && [told.hero, quest.who?.name ?? ''].some((part) => part !== '' && (part.includes(kin) || kin.includes(part)));
  const parts = writeQuestStory(c, quest, { quote: plan.quote, kin: taken ? null : kin });
  const paragraphs = parts.map((sentences) => joinSentences(sentences, language));
  paragraphs[0] = joinSentences([closeOpening(opening, language), paragraphs[0] as string], language);
  return paragraphs.join('\n\n');
}

/**
 * The mystery continuation: the opening's strange thing (a note dated tomorrow, an order never placed, a stop on no
 * map) is looked at, asked about, explained by a cause or a twist, and the story ends on it, told by its narrator.
 */
function writeMystery(opening: string, language: ContentLanguage, plan: StoryPlan, gender: 'she' | 'he' | null, mystery: StoryMystery, c: PhraseComposer): string {
  const told = plan.heroFromOpening ? plan : { ...plan, hero: firstPersonWord[language], heroFromOpening: true, firstPerson: true };
  setHeroVariables(c, told, plan.heroFromOpening ? gender : null);
  const kin = kinOf(opening, language);
  const parts = writeMysteryStory(c, mystery, { quote: plan.quote, kin: kin !== null && !told.hero.includes(kin) ? kin : null });
  const paragraphs = parts.map((sentences) => joinSentences(sentences, language));
  paragraphs[0] = joinSentences([closeOpening(opening, language), paragraphs[0] as string], language);
  return paragraphs.join('\n\n');
}

/** The plain-moment continuation: the small scene with the opening's person is put right, visited or remembered. */
function writeMoment(opening: string, language: ContentLanguage, plan: StoryPlan, gender: 'she' | 'he' | null, moment: StoryMoment, element: string | null, c: PhraseComposer): string {
  // The person the moment is shared with is never its teller: an opening that starts from "Grandpa" is told by "I".
  const own = plan.heroFromOpening && !plan.firstPerson && !plan.hero.includes(moment.who) && !moment.who.includes(plan.hero);
  const told = own ? plan : { ...plan, hero: firstPersonWord[language], heroFromOpening: true, firstPerson: true };
  setHeroVariables(c, told, own ? gender : null);
  if (element !== null) c.set('thing', ownPremise(element, language)).flag('thing');
  const paragraphs = writeMomentStory(c, moment).map((sentences) => joinSentences(sentences, language));
  paragraphs[0] = joinSentences([closeOpening(opening, language), paragraphs[0] as string], language);
  return paragraphs.join('\n\n');
}

/**
 * A plain moment is told as such only when nothing else reads the opening better: no strange event or question; a
 * mishap or a remembered person in any case, a call or a plain scene only when the everyday reader found no family.
 */
function plainMoment(opening: string, language: ContentLanguage): StoryMoment | null {
  const shape = readStoryShape(opening, language);
  const moment = findStoryMoment(opening, language);
  // A remembered person's dish or song is no strange event, even when the opening says "alone" (혼자).
  if (moment === null || shape.asked || (shape.odd && moment.mode !== 'memory')) return null;
  // A mishap and a remembered person's way of doing things are the scene whatever family the reader found (a stock
  // "meal for someone" or "changed person" family would take them over); a call or a plain scene only when none fits.
  if (moment.mode === 'mishap' || moment.mode === 'memory') return moment;
  const family = findEverydayFocus(opening, language).family;
  return family === 'generic' ? moment : null;
}

/**
 * The default continuation (story-default-plot.ts): the opening's main clause told on. The named hero who acts in it
 * tells it (Amara found the tin: Amara is no one to go and ask); else the narrator.
 */
function writeDefault(opening: string, language: ContentLanguage, plan: StoryPlan, gender: 'she' | 'he' | null, random: () => number, kinds?: ReadonlySet<DefaultKind>): string | null {
  const read = readDefaultClause(opening, language);
  if (read === null || (kinds !== undefined && !kinds.has(read.kind))) return null;
  const bare = (part: string): string => part.toLowerCase().replace(/^(?:the|my|our)\s+/u, '').replace(/['’]s$/u, '');
  const named = plan.heroFromOpening && !plan.firstPerson;
  const holds = (part: string | null): boolean => part !== null && (bare(part).includes(bare(plan.hero)) || bare(plan.hero).includes(bare(part)));
  const heroActs = named && holds(read.who);
  // The empty thing's owner (Maya's sketchbook, 小林手里的稿子) is the one who does without it.
  const owner = read.kind === 'empty' ? read.who : null;
  const clause = heroActs && read.kind === 'person' ? { ...read, kind: 'self' as const, who: null } : read;
  if (!defaultPlotAnswers(clause)) return null;
  // Round 14: a thing the teller lost, forgot or broke is not there to go back to ("there was my notes, as if waiting"):
  // the self plot is not this opening's.
  if (clause.kind === 'self' && lostByTeller.test(opening)) return null;
  // A named hero tells the plots the hero acts in; an opening whose named "hero" is only part of the clause's person
  // or thing (ông Tư of quán phở của ông Tư) is told by the narrator; any other named hero's opening is not this plot's.
  const own = clause.kind === 'self' || clause.kind === 'empty';
  const inClause = [read.who, read.thing, read.newcomer].some(holds);
  if (named && !own && !inClause) return null;
  const teller = owner !== null ? { name: owner, first: false, gender: guessGender(owner) } : named && own ? { name: plan.hero, first: false, gender } : { name: firstPersonWord[language], first: true, gender: null };
  return afterOpening(opening, language, writeDefaultPlot(clause, teller, language, random));
}

/** The plot's paragraphs after the opening, which opens the first one. */
function afterOpening(opening: string, language: ContentLanguage, plot: readonly (readonly string[])[]): string {
  return plot.map((sentences, at) => joinSentences(at === 0 ? [closeOpening(opening, language), ...sentences] : [...sentences], language)).join('\n\n');
}

/**
 * Writes the story for a plan; the opening is kept as the first lines when it is in the requested language.
 * One precedence order (issue 13, round 11): the first rank that answers writes the story.
 *  1. A first time or a last time (story-first-lines.ts) — unless its first time is a thing that arrived or its last
 *     day only dates a find (story-guard-precedence.ts): those fall to the thing shapes of ranks 4 and 10.
 *  2. A person dead, away or in surgery and a thing of theirs that stopped since (story-guard-absence.ts): surer than
 *     rank 3, which tells the day without the person and not their thing (a strange event or a question is not this).
 *  3. Someone away or in surgery (story-shape-away.ts).
 *  4. Shapes B (story-thing-shapes.ts): a broken routine, a thing received, a person who appears.
 *  4b. An event plot (story-event-plot.ts) for an opening told by its narrator whose main clause tells an event (a thing
 *     failed, something expected did not happen, a thing handed to the narrator, a request, a change); a request, a
 *     change or a thing handed over is told before rank 4, and an expected thing that did not happen yields to rank 5
 *     when it is a routine's missing subject.
 *  5. A routine whose subject is missing today (story-guard-routine.ts): the dog not at the gate is looked for.
 *  6. The mystery family, only when its continuation does not contradict the opening (story-guard-facts.ts: an absent
 *     person on stage; a thing that should have stopped and did not is the mystery's own premise).
 *  7. The quest family (the same check, and the opening's event never undone in the first beat).
 *  8. A thing with words written on it (story-guard-written.ts): the words are answered, not the thing returned.
 *  9. The developed families, then a plain moment (the same check as rank 7).
 *  10. A thing found that nothing above read (the lost-thing shape).
 *  11. The everyday family (the same check; a contradicting family leaves the opening to the grounded fall-through),
 *     and when even that contradicts, the person's absence told without a thing (rank 2's plot).
 *  12. An opening in another language: the stock writer.
 */
function writeStory(opening: string, language: ContentLanguage, random: () => number): string {
  const done = (name: string, story: string): string => {
    tracePath(name);
    return story;
  };
  const same = detectLanguage(opening) === language;
  // Round 13 (story-message13.ts): a message meant for someone who has died is answered with the truth, before the
  // absence ranks, which would tell the grief without the message.
  const toGone = same ? findMessageToGone(opening, language) : null;
  if (toGone !== null) return done('message-to-gone', afterOpening(opening, language, writeMessageToGone(toGone, language, random)));
  // Rank 0 (round 15, story-farewell15.ts), before the last-time shape (which keeps the narrator in a place already
  // closed) and the early default shapes (which tell it like a clock that stopped): a place the narrator knew that has
  // closed is said goodbye to.
  const farewell = same ? readFarewell(opening, language) : null;
  if (farewell !== null) {
    const { plan: told, gender: toldGender } = planStory(opening, language, random);
    const story = afterOpening(opening, language, writeFarewell(farewell, storyTeller(told, toldGender, language), language, random));
    if (!contradictsOpening(story.slice(closeOpening(opening, language).length), readOpeningFacts(opening, language), language, true)) return done('farewell15', story);
  }
  // Rank 1, then rank 2 before the away shape of rank 3 (writeShapedPlot tells ranks 1 and 3 in that order).
  const yields = same && firstTimeYields(opening, language);
  const firstOrLast = same && !yields && findFirstTimeShape(opening, language) !== null;
  const trace = !same || firstOrLast || otherShape[language].test(opening) ? null : findAbsenceTrace(opening, language, true);
  if (trace !== null) return done('absence-trace', afterOpening(opening, language, writeAbsenceTrace(trace, language)));
  const away = yields ? findAwayShape(opening, language) : null;
  // Round 14: someone else's first act toward the narrator (the grumpy man smiled at me for the first time, 아주머니가
  // 나한테 처음으로 말을 거셨다) is no first time of the narrator's: the first-time shapes, which tell the teller's nerves,
  // step aside for the later ranks (the attended plot goes to that person).
  const othersFirst = same && firstActToNarrator(opening, language);
  const shaped = !same || othersFirst ? null : yields ? (away === null ? null : writeAwayStory(away, language)) : writeShapedPlot(opening, language, random);
  if (shaped !== null) return done('shaped(first/last/away)', afterOpening(opening, language, shaped));
  const pack = storyPacks[language];
  const planned = planStory(opening, language, random);
  // Round 10: a capitalised thing the name finder took for a hero (a Polaroid, the Nikon) leaves the story to its narrator.
  const thingHero = language === 'en' && !planned.plan.firstPerson && planned.plan.heroFromOpening && usedAsThing(opening, planned.plan.hero);
  const { plan, gender } = thingHero ? { plan: { ...planned.plan, hero: firstPersonWord[language], firstPerson: true }, gender: null } : planned;
  const composer = (): PhraseComposer => new PhraseComposer(language, random).addPools(pack.pools);
  if (same) {
    const facts = readOpeningFacts(opening, language);
    const closed = closeOpening(opening, language);
    const holds = (story: string, undoing = true): boolean => !contradictsOpening(story.slice(closed.length), facts, language, undoing);
    // A round-13 plot: told when its reader found its shape, kept when it holds the opening's facts.
    const plotHeld = <T,>(found: T | null, write: (found: T, language: ContentLanguage, random: () => number) => string[][]): string | null => {
      if (found === null) return null;
      const story = afterOpening(opening, language, write(found, language, random));
      return holds(story) ? story : null;
    };
    // Rank 3 (round 18, story-bequest18.ts), before the reunion, the default plot's early shapes and the thing shapes,
    // which read the note and showed it to the one who had died: a thing left in a will with written words that tell
    // the teller to do something is answered by doing it.
    const bequestStory = plotHeld(readBequest(opening, language), (read, lang, draw) => writeBequest(read, storyTeller(plan, gender, lang), lang, draw));
    if (bequestStory !== null) return done('bequest18', bequestStory);
    // Rank 3a (round 13, story-reunion13.ts): someone met again after years is recognised and caught up with.
    const reunionStory = plotHeld(findReunion(opening, language), writeReunion);
    if (reunionStory !== null) return done('reunion13', reunionStory);
    // Rank 3a (round 13, story-inscribed13.ts): words written to a named person in an old or second-hand thing.
    const inscribedStory = plotHeld(findInscription(opening, language), writeInscription);
    if (inscribedStory !== null) return done('inscribed13', inscribedStory);
    // Rank 3b (round 12): a person replaced by another, a thing that ran for long years and stopped, a thing that
    // should hold something and is empty, words a person wrote on a thing they left or gave: the default plot's own
    // shapes, surer than the event and thing shapes below.
    const shapedDefault = writeDefault(opening, language, plan, gender, random, earlyKinds);
    if (shapedDefault !== null && holds(shapedDefault)) return done('default-early-shapes', shapedDefault);
    // Rank 4b (story-event-plot.ts): the narrator's event. A thing handed to the narrator or a request to them keeps
    // the narrator whoever the name finder took for a hero (담임 of "담임 선생님이 나한테만…"); a named hero's other
    // events keep the families that tell a hero. A request, a change or a thing handed over is answered before rank 4
    // (a broken routine whose note asks "Please come over" is a request; the teacher who hands me an envelope is its
    // giver, never the hero of a received-thing plot); the other kinds after it, and an expected thing that did not
    // happen yields to rank 5 when it is a routine's missing subject.
    const missing = findMissingRoutine(opening, language);
    const event = readStoryEvent(opening, language);
    // A quest the opening asks for (a place to meet, a regular to look for, a gift before an event ahead) is rank 7's;
    // so is a thing that should not be (a room I never booked), which is the mystery's (rank 6).
    // The opening's quest (rank 7), read once: rank 4b and the errand of rank 4a only ask whether there is one.
    let questRead: StoryQuest | null | undefined;
    const questOf = (): StoryQuest | null => (questRead === undefined ? (questRead = findStoryQuest(opening, language, plan.premise?.the ?? null, plan.premise?.person ?? false)) : questRead);
    const questAhead = event !== null && (questOf() !== null || findStoryMystery(opening, language, null) !== null);
    const told = event !== null && !questAhead && eventPlotAnswers(event) && (plan.firstPerson || !plan.heroFromOpening || event.kind === 'given' || event.kind === 'request');
    // Written only where it answers, so that the seed's draws reach the later ranks untouched otherwise.
    const eventStory = (): string | null => {
      const story = told ? afterOpening(opening, language, writeEventPlot(event, language, random)) : null;
      return story !== null && holds(story) ? story : null;
    };
    // Rank 4a (round 14, story-errand14.ts): written words that ask their finder to do something (a diary's last page:
    // please go and see the sea for me) are done, told by the narrator, before the event plot answers them as a
    // neighbour's request, rank 8 obeys them by leaving the thing alone, or rank 10 returns the thing as lost. A person
    // to find or a message to pass on stays rank 7's quest.
    const errandFound = plan.firstPerson || !plan.heroFromOpening ? findErrand(opening, language) : null;
    const errand = errandFound !== null && questOf() === null ? errandFound : null;
    if (errand !== null) return done('errand14', afterOpening(opening, language, writeErrand(errand, language, random)));
    const early = told && (event.kind === 'request' || event.kind === 'changed' || event.kind === 'given') ? eventStory() : null;
    if (early !== null) return done('event-early', early);
    // Rank 3c (round 13, story-turn13.ts): a regular who did not come today, or a thing not told to a person.
    const turn = readStoryTurn(opening, language);
    const turnStory = turn === null ? null : afterOpening(opening, language, writeStoryTurn(turn, language, random));
    // The regular who did not come is visited in the plot: only the opening's other absent people stay off stage.
    const turnFacts = turn?.kind === 'missing' ? { ...facts, absent: facts.absent.filter((one) => !turn.who.includes(one.who) && !one.who.includes(turn.name)) } : facts;
    if (turnStory !== null && !contradictsOpening(turnStory.slice(closed.length), turnFacts, language)) return done('turn13', turnStory);
    // Rank 3d (round 13, story-kind13.ts): a person did something for the opening's named hero (짝꿍이 … 놓아 주었다).
    const kindStory = plotHeld(findKindnessToHero(opening, language), writeKindnessToHero);
    if (kindStory !== null) return done('kind13', kindStory);
    // Rank 3d' (round 13, story-song13.ts): a song someone used to sing, heard again, is listened to and sung along.
    const songStory = plotHeld(findKnownSong(opening, language), writeKnownSong);
    if (songStory !== null) return done('song13', songStory);
    // Rank 3e''' (round 15, story-bond15.ts): a person who keeps doing a small thing for the narrator is answered in kind;
    // one angry with the narrator is apologised to (never asked "why" and found to have "only a habit").
    const bondStory = plotHeld(readBond(opening, language, !plan.firstPerson && plan.heroFromOpening ? plan.hero : null), (read, lang, draw) => writeBond(read, storyTeller(plan, gender, lang), lang, draw));
    if (bondStory !== null) return done('bond15', bondStory);
    // Rank 3e'' (round 15, story-care15.ts): the narrator's pet or relative who has just died is grieved, one who stopped
    // eating or fell ill is taken to be seen (the moment filler used to answer both).
    const careStory = plotHeld(readCare(opening, language), (read, lang, draw) => writeCare(read, storyTeller(plan, gender, lang), lang, draw));
    if (careStory !== null) return done('care15', careStory);
    // Rank 3e' (round 15, story-act15.ts), before the habit plot, which would give a person alone a gone someone to wait
    // for: a person on their own, a person taking up something new, a person who keeps
    // coming to the narrator's door to ask: joined, helped along, asked in (never "only a habit I had not known about").
    const actStory = plotHeld(readPersonAct(opening, language, !plan.firstPerson && plan.heroFromOpening ? plan.hero : null), (read, lang, draw) => writePersonAct(read, storyTeller(plan, gender, lang), lang, draw));
    if (actStory !== null) return done('act15', actStory);
    // Rank 3e (round 13, story-habit13.ts): someone at the same place every day is kept company, never "late today".
    const habitStory = plotHeld(findHabitualPerson(opening, language), writeHabitualPerson);
    if (habitStory !== null) return done('habit13', habitStory);
    // Rank 3g (round 13, story-lately13.ts): a relative doing something new lately, on their own, is asked at last.
    const latelyStory = plotHeld(findLatelyKin(opening, language), writeLatelyKin);
    if (latelyStory !== null) return done('lately13', latelyStory);
    // Rank 4. A named hero's opening with quoted words or a second element keeps the families that carry them.
    const namedHero = !plan.firstPerson && plan.heroFromOpening;
    // Rank 3h (round 18, story-habit18.ts), before the thing shapes (which told a habit as a surprise) and the default
    // and attended plots (which asked the person and found "a small and kind reason"): someone's habit is watched to its
    // end and joined, and its reason told as a story.
    const habit18Story = plotHeld(readHabit(opening, language, namedHero ? plan.hero : null), (read, lang, draw) => writeHabit(read, storyTeller(plan, gender, lang), lang, draw));
    if (habit18Story !== null) return done('habit18', habit18Story);
    // Rank 3i (round 18, story-contents18.ts), before the thing shapes and the lost-thing rank, which returned a diary of
    // tomorrow's events as a stranger's lost gift: a found thing whose contents cannot be ordinary is told through them.
    const contentsStory = plotHeld(readContents(opening, language), (read, lang, draw) => writeContents(read, storyTeller(plan, gender, lang), lang, draw));
    if (contentsStory !== null) return done('contents18', contentsStory);
    const shapeB = writeThingShapeStory(opening, language, random, namedHero ? plan.hero : null, gender, plan.quote !== null || plan.second !== null);
    if (shapeB !== null) return done('thing-shape', afterOpening(opening, language, shapeB));
    const late = told && (missing === null || (event.kind !== 'silent' && event.kind !== 'barren')) ? eventStory() : null;
    if (late !== null) return done('event-late', late);
    // Rank 5.
    if (missing !== null) return done('missing-routine', afterOpening(opening, language, writeMissingRoutine(missing, language, random)));
    // Rank 6: an opening about something that should not be is investigated before any family or quest reads it as everyday.
    const strange = plan.premise !== null && !plan.premise.person && plan.premise.place !== true ? ownPremise(plan.premise.the, language) : null;
    const mystery = findStoryMystery(opening, language, strange);
    const mysteryStory = mystery === null ? null : writeMystery(opening, language, plan, gender, mystery, composer());
    if (mysteryStory !== null && holds(mysteryStory, false)) return done('mystery', mysteryStory);
    // Rank 7: a note with a plea or an address to go to is a quest.
    const quest = questOf();
    const questStory = quest === null ? null : writeQuest(opening, language, plan, gender, quest, composer());
    if (questStory !== null && holds(questStory)) return done('quest', questStory);
    // Rank 8: a thing with words written on it, told by the narrator: the words are answered (story-guard-written.ts).
    const written = plan.firstPerson || !plan.heroFromOpening ? findWrittenThing(opening, language) : null;
    if (written !== null) return done('written-thing', afterOpening(opening, language, writeWrittenThing(written, language)));
    // Rank 8b (round 17, story-situation17.ts), before the developed families and the default plot, which answered these
    // with a stock letter or "I asked why": an everyday situation with a next step every reader expects (an animal
    // found, a thing left by someone unknown, a blunder on someone, a relative at the door) is told through that step,
    // never by the contentless everyday families below.
    // A sound where nobody can be that the developed families know (a dead radio that plays, a piano in an empty flat)
    // is theirs: they tell the song and the thing, which the situation's lines never name.
    const focus = findStoryFocus(opening, language);
    const situation = readSituation(opening, language);
    const situationFirst = situation !== null && !(situation.kind === 'uncanny' && focus !== null) ? situation : null;
    const situationStory = plotHeld(situationFirst, (read, lang, draw) => writeSituation(read, storyTeller(plan, gender, lang), lang, draw));
    if (situationStory !== null) return done('situation17', situationStory);
    // Rank 9. An opening about a letter, a song or a station that names nobody ("퇴근길 지하철에서 졸다가…") is told by
    // its narrator: the developed story stays in the first person and invents no hero.
    if (focus !== null) {
      const c = composer();
      const told = plan.heroFromOpening ? plan : { ...plan, hero: firstPersonWord[language], heroFromOpening: true, firstPerson: true };
      setHeroVariables(c, told, plan.heroFromOpening ? gender : null);
      const developed = writeDeveloped(opening, language, told, focus, c);
      if (holds(developed)) return done('developed-focus', developed);
    }
    // Rank 9a (round 18, story-surprise18.ts), before the default, attended and everyday plots, which asked why and
    // found "a small and kind reason" or said only that it was strange: something that cannot be is explained, by the
    // person who did it or by someone close who did it in secret.
    const surpriseStory = plotHeld(readSurprise(opening, language, namedHero ? plan.hero : null), (read, lang, draw) => writeSurprise(read, storyTeller(plan, gender, lang), lang, draw));
    if (surpriseStory !== null) return done('surprise18', surpriseStory);
    // Rank 9b (round 12): the default path. An opening with a finite clause the grammar is sure of is continued
    // from that clause (its person, its thing, the next act on them), never by the contentless families below.
    const defaultStory = writeDefault(opening, language, plan, gender, random);
    if (defaultStory !== null && holds(defaultStory)) return done('default-plot', defaultStory);
    // A scene with no mode of its own beside an element of its own (a book from Mom, a tape from Grandma) keeps
    // the everyday development that carries that element.
    const found = plainMoment(opening, language);
    const element = plan.premise !== null && !plan.premise.person ? plan.premise.the : null;
    const moment = found !== null && (found.mode !== 'near' || element === null) ? found : null;
    const momentStory = moment === null ? null : writeMoment(opening, language, plan, gender, moment, element, composer());
    if (momentStory !== null && holds(momentStory)) return done('moment', momentStory);
    // Rank 10 (round 10 shapes B): a thing found that nothing above read is a lost thing returned, not the grounded filler.
    const lost = writeFoundThingStory(opening, language, namedHero ? plan.hero : null, gender, plan.quote !== null, plan.second);
    if (lost !== null) return done('found-thing-lost', afterOpening(opening, language, lost));
    // Rank 11. Every other opening in the requested language is developed around its own central element: the stock
    // writer below (which invents companions, places and props) only serves an opening written in another language.
    // Rank 10b (round 14, story-attend14.ts): an opening the everyday families would only fill (no stock family with
    // its own evidence, and a grounded kind that is a guess) goes to its person and asks, or looks after its thing.
    // The everyday focus and whether its stock family holds, read once for the attended and traced ranks.
    const everydayFocus = findEverydayFocus(opening, language);
    const grounding: EverydayGrounding = { focus: everydayFocus, grounded: everydayFocus.family === 'generic' || !stockFamilyHolds(opening, language, everydayFocus.family) };
    const attended = writeAttended(opening, language, plan, gender, random, grounding);
    if (attended !== null && holds(attended)) return done('attended14', attended);
    // Rank 10c (round 19, story-traced19.ts): an odd thing the last sentence tells with no person in view is traced to
    // the one behind it, never left as "only a little wonderful".
    const traced = writeTracedStory(opening, language, plan, gender, random, grounding);
    if (traced !== null && holds(traced)) return done('traced19', traced);
    const everyday = writeEveryday(opening, language, plan, gender, composer());
    if (holds(everyday)) return done('everyday', everyday);
    const grounded = writeEveryday(opening, language, plan, gender, composer(), true);
    if (holds(grounded)) return done('everyday-grounded', grounded);
    const remembered = findAbsenceTrace(opening, language, false);
    return remembered === null ? done('everyday-grounded', grounded) : done('absence-remembered', afterOpening(opening, language, writeAbsenceTrace(remembered, language)));
  }
  // Rank 12.
  const c = composer();
  setHeroVariables(c, plan, gender);
  const placeWords = pack.places[plan.place];
  const proper = plan.place === 'neutral' && plan.properPlace ? properPlaceWords(language, plan.properPlace) : null;
  c.setAll({ place: proper?.noun ?? placeWords.noun, at: proper?.at ?? placeWords.at });
  c.set('when', plan.time ? pack.timeWords[plan.time] : c.expand(c.pick(c.pool('when'))));
  const premise = plan.premise;
  const premiseIsMotif = premise !== null && !premise.person && matchLexicon(opening, motifKeywords).length === 0;
  if (premiseIsMotif) {
    c.setAll({ motif: demonstrative(premise.the, language), motifA: premise.a });
    // A found object can be picked up, written on and carried off; one that acts by itself (a dryer that spins) is not,
    // a place (a bakery) neither, and no found thing is chased down like a runaway creature.
    const portable = !premise.acts && premise.place !== true;
    c.flag('thing', portable).flag('touchable', portable).flag('still');
  } else if (premise?.person && matchLexicon(opening, motifKeywords).length === 0) {
    // A person the opening turns on (a missing grandmother, the self of ten years ago) stands in for the motif: no stock flower.
    c.setAll({ motif: premise.the, motifA: premise.a });
    c.flag('still');
  } else {
    c.setAll({ motif: pack.motifs[plan.motif].the, motifA: pack.motifs[plan.motif].a });
    c.flag('thing', writableMotifs.has(plan.motif)).flag('touchable', touchableMotifs.has(plan.motif)).flag('abstract', plan.motif === 'music' || plan.motif === 'star');
    // Only a creature or a robot runs off and gets cornered; an umbrella or a letter stays where it is.
    c.flag('still', !mobileMotifs.has(plan.motif));
  }
  if (premise) {
    // Lines that lean on a companion ({comp}) are left out: the everyday story brings none the opening did not give.
    const alone = (name: string): string[] => (premiseLines[language][name] ?? []).filter((line) => !line.includes('{comp'));
    c.addPools({ premiseTurn: alone('premiseTurn'), premiseEnd: alone('premiseEnd') }).set('premise', premise.the).flag('premiseThing', !premise.person).flag('premisePerson', premise.person && premise.seen !== true).flag('premiseSeen', premise.seen === true);
    c.flag('premiseActs', premise.acts && !premise.person);
  }
  if (plan.second) c.addPools({ secondTurn: premiseLines[language].secondTurn ?? [], secondEnd: premiseLines[language].secondEnd ?? [] }).set('second', plan.second);
  if (plan.quote || plan.kin) c.addPools(quoteLines[language]);
  if (plan.quote) c.set('quote', plan.quote);
  if (plan.kin) c.set('kin', plan.kin);
  if (plan.companionFromOpening) c.setAll({ comp: plan.companion, compIntro: plan.companion });
  else {
    const companion = c.pick(pack.companions);
    c.set('compIntro', c.expand(companion.intro));
    c.set('comp', c.expand(companion.ref));
  }
  const arc = pack.arcs[plan.arc];
  const detail = (): string => {
    const sentence = c.line(placeWords.details);
    if (!c.chance(0.5)) return sentence;
    const lead = c.expand(c.pick(c.pool('detailLead')));
    return c.finish(lead + (language === 'en' || language === 'vi' ? lowerFirst(sentence) : sentence));
  };
  const beginning: string[] = [];
  if (!plan.heroFromOpening && !plan.firstPerson) beginning.push(c.line(pack.heroIntro));
  beginning.push(c.line(pack.bridge));
  beginning.push(detail());
  if (plan.time) beginning.push(c.line(pack.times[plan.time]));
  else if (c.chance(0.5)) beginning.push(detail());
  if (!plan.motifFromOpening) beginning.push(c.line(pack.motifIntro));
  beginning.push(c.line(arc.setup));
  // A newcomer the opening did not name is brought in through the premise, never as a stray stock character.
  const companionLine = plan.companionFromOpening ? c.line(pack.companionKnown) : premise ? c.line('premiseCompanion') : c.line(pack.companionIntro);
  const middle: string[] = [companionLine, c.line(arc.turn), c.line(arc.turn)];
  if (c.chance(0.4)) middle.splice(2, 0, detail());
  if (premise) middle.splice(c.int(1, 2), 0, c.line('premiseTurn'));
  if (plan.quote) middle.splice(c.int(1, middle.length - 1), 0, c.line('quoteTurn'));
  if (plan.kin) middle.splice(c.int(1, middle.length), 0, c.line('kinTurn'));
  if (plan.second) middle.splice(c.int(1, middle.length), 0, c.line('secondTurn'));
  const ending: string[] = [c.line(arc.resolve), c.line(arc.resolve), c.line(arc.end)];
  if (c.chance(0.35)) ending.splice(1, 1);
  if (premise) ending.splice(ending.length - 1, 0, c.line('premiseEnd'));
  if (plan.quote) ending.splice(ending.length - 1, 0, c.line('quoteEnd'));
  if (plan.kin) ending.splice(ending.length - 1, 0, c.line('kinEnd'));
  if (plan.second) ending.splice(ending.length - 1, 0, c.line('secondEnd'));
  const paragraphs = [beginning, middle, ending].map((sentences) => joinSentences(sentences, language));
  if (detectLanguage(opening) === language) {
    paragraphs[0] = joinSentences([closeOpening(opening, language), paragraphs[0] as string], language);
  }
  return done('stock-other-language', paragraphs.join('\n\n'));
}

/** ai-content type `story`. */
export const generateStory: ContentGenerator<'story'> = ({ storyStart }, { language, random }) => writeStory(storyStart, language, random);

/** The same story as generateStory, with the name of the rank that wrote it (a dev aid: bench/content-eval/trace.ts). */
export function explainStory(storyStart: string, language: ContentLanguage, random: () => number): { text: string; path: string } {
  const { value, path } = traceRun(() => writeStory(storyStart, language, random));
  return { text: value, path: path.at(-1) ?? '' };
}
