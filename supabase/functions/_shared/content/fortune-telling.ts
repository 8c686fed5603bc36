/**
 * Fortune teller: a reading for one of the ten categories that answers the visitor's question first —
 * it reads what the question is about (a topic such as money, and where it can a narrower focus such as starting to
 * invest or an ex who got in touch), answers a yes/no question straight away, gives that focus's advice, then the
 * category reading, and ends with concrete, seeded details (lucky time, colour, number, a dish, the destination the
 * visitor named or one the stars pick).
 */
import { tracePath, traceRun } from './content-trace.ts';
import type { ContentGenerator, ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import { PhraseComposer, joinSentences } from './phrase-grammar.ts';
import { hasAnyKeyword, matchDocument, rankLexicon, type MatchDocument } from './keyword-match.ts';
import { fortuneTopicKeywords, fortuneTopics, type FortuneTopic } from './data/fortune/topics.ts';
import { contactKeywords, destinations, focusKeywords, focusParents, fortuneAnswerPacks, fortuneFocuses, type FortuneFocus } from './data/fortune/focus.ts';
import { fortunePacks } from './data/fortune/packs.ts';
import { readOptionLabels, reasonedPick } from './fortune-option-label.ts';
import { optionReasonLines } from './data/fortune/fortune-option-lines.ts';
import { readFortuneSituation, writeSituationFortune } from './fortune-situations.ts';
import { partnerWords, situationKeywords, type FortuneSituation } from './data/fortune/fortune-situation-lines.ts';
import { fittingSituations, outcomeTold, toldBesideSituation } from './fortune-situation-fit24.ts';
import { askedLines } from './data/fortune/fortune-asked14-lines.ts';
import { readTimeWords, type DayPart } from './chat-time-words.ts';
import { missingPartTips, readFortuneParts, withPartTips } from './fortune-parts.ts';
import { readPastEvent } from './past-event.ts';
import { asksAboutLoan, loanChecks, loanStances } from './fortune-loan.ts';
import { readMenuList } from './fortune-menu-list.ts';
import { keyInMainClause } from './fortune-main-clause.ts';
import { asksAFear, asksWhatToDo, ownText, topicEvidence } from './fortune-evidence.ts';
import { readWholeOptions, tidyOptions } from './fortune-whole-options.ts';
import { namesRain, worryAndCompanionLines, worryIsTheAsk } from './fortune-worry.ts';
import { fortuneFormLines } from './data/fortune/fortune-form-lines.ts';
import { menuListLines } from './data/fortune/menu-list-lines.ts';
import { withParticle } from './korean-particles.ts';
import { writePastEventFortune } from './past-event-reply.ts';
import { readFortuneShape } from './fortune-shape-read.ts';
import { readSwitchPlan, writeSwitchLines } from './fortune-shape11-switch.ts';
import { tidyChoiceFrame } from './fortune-shape11-choice.ts';
import { readTheirStep, writeTheirStep } from './fortune-shape11b-theirs.ts';
import { writeShapeLines } from './fortune-shape-write.ts';
import { readFortuneDecision } from './fortune-decision.ts';
import { readAskedWithReason, type AskedWithReason } from './fortune-asked14.ts';
import { writeAskedLines, writeObstacleAlso } from './fortune-asked14-write.ts';
import { readFortuneFear } from './fortune-fear15.ts';
import { writeFearLines } from './fortune-fear15-write.ts';
import { readFortuneForm16 } from './fortune-form16.ts';
import { writeForm16Lines } from './fortune-form16-write.ts';
import { readFortuneForm17 } from './fortune-form17.ts';
import { writeForm17Lines } from './fortune-form17-write.ts';
import { readFortuneEither, readFortuneForm18, readFortuneHow, readFortuneWhen, type FortuneForm18 } from './fortune-form18.ts';
import { writeForm18Lines } from './fortune-form18-write.ts';
import { weighEither, writeEitherLines } from './fortune-either22.ts';
import { readSecondQuestion } from './fortune-second18.ts';
import { readFortuneAskFirst } from './fortune-form19.ts';
import { writeAskFirstLines } from './fortune-form19-write.ts';
import { secondLines } from './data/fortune/fortune-second18-lines.ts';
import { readNumberOccasion } from './fortune-occasion23.ts';
import { numberOccasionLines } from './data/fortune/fortune-whose23-lines.ts';
import { readFortuneFall20, type FortuneFall20 } from './fortune-fall20.ts';
import { writeFall20Lines } from './fortune-fall20-write.ts';
import { readMoneyOptions, writeMoneyOptionLines } from './fortune-money-options.ts';
import { writeDecisionLead, writeDecisionLines } from './fortune-decision-write.ts';
import { holdsDecidingFrame, leanOf, readChoice, readFortuneWeigh } from './fortune-weigh13.ts';
import { writeChoiceStep, writeLeanLines, writeWeighLines } from './fortune-weigh13-write.ts';
import { groundedHasEvidence, groundedIsStrong, groundedMentions, prefsLine, readContrastSides, readGroundedQuestion, writeGroundedLines, type GroundedQuestion } from './fortune-grounded.ts';
import {
  asksWeather, boughtThing, categoryTopicFamilies, dishesFor, drinksFor, findCrushPlace, isMadePurchase, isOpenQuestion, menuMoods, tripSpot, zodiacAnimal,
} from './fortune-frames.ts';
import {
  caffeineKeywords, caffeineLines, zodiacOpenings, crushLines, crushPlaces, lotteryKeywords, menuLazyExtra, lotteryLines, madePurchaseLines, menuLines, menuOpenings, tripLines, zodiacAnimals, zodiacNumberLines,
} from './data/fortune/frames.ts';

/** The situations' key terms, for the fit gate and the told-beside clause (fortune-situation-fit24.ts). */
const situationLexicon24 = situationKeywords as Readonly<Partial<Record<FortuneSituation, readonly string[]>>>;

/** What the reading understood of a question. */
export interface FortuneQuestionReading {
  /** The question's topic, or null when none was recognised. */
  topic: FortuneTopic | null;
  /** A narrower focus inside the topic (investing, an ex who texted…), or null. */
  focus: FortuneFocus | null;
  /** Whether the question asks for a yes or a no ("Should I…?", "될까요?", "吗？", "có nên…?"). */
  yesNo: boolean;
  /** The destination the question names, in the reading's language, or null. */
  destination: string | null;
  /** The two options of an either/or question ("Berlin or Austin?", "이직할까 버틸까"), as written, or null. */
  options: readonly [string, string] | null;
}

type QuestionKey = FortuneTopic | FortuneFocus;
const questionLexicon: Readonly<Record<QuestionKey, readonly string[]>> = (() => {
  const lexicon: Partial<Record<QuestionKey, readonly string[]>> = {};
  for (const focus of fortuneFocuses) lexicon[focus] = focusKeywords[focus];
  for (const topic of fortuneTopics) lexicon[topic] = fortuneTopicKeywords[topic];
  return lexicon as Record<QuestionKey, readonly string[]>;
})();
const focusSet: ReadonlySet<string> = new Set(fortuneFocuses);
const isFocus = (key: QuestionKey): key is FortuneFocus => focusSet.has(key);
const parentOf = (key: QuestionKey): FortuneTopic => (isFocus(key) ? focusParents[key] : key);

/** Topics a question is about, best first (a narrower focus counts for its topic). */
export function detectFortuneTopics(question: string): FortuneTopic[] {
  const ranked = rankLexicon(question, questionLexicon).map((hit) => parentOf(hit.key));
  return [...new Set(ranked)];
}

const yesNoPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:should|will|would|can|could|is|are|am|do|does|did|shall|may|must)\b|\b(?:should i|will i|will it|is it|can i|do i|am i|would it|is this|worth it|good idea|go well)\b/iu,
  ko: /(?:할까|될까|갈까|볼까|을까|ㄹ까|까요|나요|해도|돼도|가도|봐도|좋을지|괜찮을|괜찮아|맞을까|있을까)/u,
  vi: /(?:có nên|nên không|được không|có .{1,40} không|không\s*[?？]?\s*$|hay không|liệu)/iu,
  zh: /(?:吗|要不要|能不能|会不会|该不该|是不是|好不好|可不可以|行不行|适合不适合|顺利吗|合适吗)/u,
};

/** Whether a question asks for a yes or a no, in whatever language it is written. */
export function isYesNoQuestion(question: string): boolean {
  return Object.values(yesNoPatterns).some((pattern) => pattern.test(question.trim()));
}

const monthsAndDays = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter|Tết|Chủ)$/u;
const genericKoreanPlaces = new Set(['해외', '국내', '가족', '혼자', '이번', '다음', '신혼', '졸업', '첫', '친구', '여름', '겨울', '봄', '가을', '주말', '당일', '배낭', '출장', '이번에', '우리']);
const genericChinesePlaces = new Set(['国外', '外地', '旅行', '旅游', '玩', '出差', '度假', '哪里', '哪儿', '那里', '国内', '海边']);

/** A destination named by pattern ("a trip to X", "X 여행", "去X旅行", "đi X"), as written, or null. */
function destinationByPattern(question: string): string | null {
  const en = /\b(?:trip to|travel(?:l?ing)? to|going to|go to|fly(?:ing)? to|visit(?:ing)?|holiday in|vacation in|in)\s+((?:[A-Z][\p{L}'-]+)(?:\s+[A-Z][\p{L}'-]+){0,2})/u.exec(question)?.[1];
  if (en && !monthsAndDays.test(en.split(' ')[0] ?? '') && !/^I\b/u.test(en)) return en;
  const vi = /(?:đi|tới|đến|du lịch|ra|vào|thăm)\s+((?:\p{Lu}[\p{L}]*)(?:\s+\p{Lu}[\p{L}]*){0,3})/u.exec(question)?.[1];
  if (vi && !monthsAndDays.test(vi.split(' ')[0] ?? '')) return vi;
  const ko = /([가-힣]{2,6}?)(?:\s*(?:여행|으로 여행|로 여행|에 여행|에 가|으로 가|로 가|행))/u.exec(question)?.[1];
  if (ko && !genericKoreanPlaces.has(ko)) return ko;
  const zh = /(?:去|到|飞)([\u4e00-\u9fff]{2,4}?)(?:旅行|旅游|玩|度假|出差|看看|[，。！？,.!?\s]|$)/u.exec(question)?.[1];
  if (zh && !genericChinesePlaces.has(zh)) return zh;
  return null;
}

/** The destination a question names: a known place in the reading's language, else the words the visitor used. */
function findDestination(doc: MatchDocument, question: string, language: ContentLanguage): string | null {
  const known = destinations.find((place) => hasAnyKeyword(doc, place.match));
  if (known) return known.name[language];
  return destinationByPattern(question);
}

/**
 * Reads a question's topic, focus, stance and destination. With a category, a topic of that category's family comes
 * first when the question has one (a gym crush asked in a love reading is about the crush, not about health; a trip
 * with a friend is about the trip); an open question (what, where…) is never a yes/no one.
 */
export function readFortuneQuestion(question: string, language: ContentLanguage, category?: FortuneCategory): FortuneQuestionReading {
  // "Will things work out" is not about work.
  const doc = matchDocument(question.replace(/\bwork(?:s|ed|ing)?\s+out\b/giu, 'turn out'));
  const family = category ? categoryTopicFamilies[category] : [];
  // Ninth round (the main-clause gate): a topic or focus read from a side clause or someone else's clause does not speak.
  // Third part: and in the visitor's own event (not helping someone move, not a friend's plan one is invited along to).
  const ranked = rankLexicon(doc, questionLexicon).filter((hit) => keyInMainClause(question, null, (text) => hasAnyKeyword(text, questionLexicon[hit.key]))
    && topicEvidence(question, (text) => hasAnyKeyword(text, questionLexicon[hit.key])));
  const best = (ranked.find((hit) => family.includes(parentOf(hit.key))) ?? ranked[0])?.key ?? null;
  let focus: FortuneFocus | null = best && isFocus(best) ? best : null;
  let topic = best ? parentOf(best) : null;
  // A love question about someone ("the guy I met at the gym") is about that person, whatever place it names.
  if (category === 'love' && (topic === null || !family.includes(topic)) && /\b(?:guy|girl|man|woman|he|she|him|her|boyfriend|girlfriend|crush)\b|그 사람|그 남자|그 여자|anh ấy|cô ấy|người ấy|他|她/iu.test(question)) {
    topic = 'crush';
    focus = null;
  }
  if ((focus === 'ex' || topic === 'breakup') && hasAnyKeyword(doc, contactKeywords)) focus = 'ex_contact';
  if (focus === null && topic === 'breakup' && hasAnyKeyword(doc, focusKeywords.ex)) focus = 'ex';
  // Rule A: options go into a "the stronger card falls on X" slot only when both are quoted whole, never cut
  // mid-phrase ("put my year-end bonus toward paying off…").
  // Third part: whole options first (two amounts, "wear the green dress or the black jumpsuit", "nên A hay B").
  const read = readWholeOptions(question) ?? tidyOptions(readOptionLabels(question, category === 'menu' || category === 'today'));
  // Ninth round: "…Vietcombank, nhưng … một startup ở Đà Nẵng. Nên chọn bên nào?" names its two sides without an "or".
  // Round 11: "毕业后是留在上海还是回老家": the question's frame is cut off the first option (tidyChoiceFrame).
  const sides = tidyChoiceFrame(read && read.every((option) => !option.endsWith('…')) ? read : readContrastSides(question));
  // Round 17: two questions joined by "and" ("왜 그럴까요 그리고 병원 가봐야 할까요") are two questions, not two options.
  const options = sides !== null && /^(?:and|và|그리고|还有|另外|以及)(?![\p{L}])/iu.test(sides[1].trim()) ? null : sides;
  return { topic, focus, yesNo: options === null && !isOpenQuestion(question) && isYesNoQuestion(question), destination: findDestination(doc, question, language), options };
}

/** An option that names a money place the invest lines weigh (gold, savings, stocks). */
const investOption = /gold|savings|deposit|stocks?|shares|index fund|(?<![가-힣])금(?![가-힣])|금값|적금|예금|주식|펀드|vàng|tiết kiệm|chứng khoán|cổ phiếu|黄金|存款|定期|股票|基金/iu;

/** Focuses the opening names instead of their topic (investing stays "your money": the reading still says it's about money). */
const focusNamedInOpening: ReadonlySet<FortuneFocus> = new Set(['big_purchase', 'raise', 'open_shop', 'ex_contact', 'ex', 'job_change', 'sleep', 'back_pain', 'light_food']);

/** Re-exported: a yes/no question that asks whether the feared thing is true (see fortune-evidence.ts). */
export { asksAFear };

/**
 * Whether a yes/no line fits: a yes/no question that fears no outcome, whose own ask is not the worry ("会不会排队排很久":
 * a "yes" would confirm it) and is not "what should I do" ("어떻게 해야 할까요").
 */
function wantsStance(reading: FortuneQuestionReading, question: string): boolean {
  return reading.yesNo && !asksAFear(question) && !worryIsTheAsk(question) && !asksWhatToDo(question);
}

/** The option that pays a card debt when the other saves or invests (index), or null. */
function debtFirst(options: readonly [string, string]): 0 | 1 | null {
  const debt = /credit card|card debt|thẻ tín dụng|nợ thẻ|카드값|카드 빚|신용카드|信用卡|卡债/iu;
  const saving = /savings?|fund|invest|stocks?|tiết kiệm|đầu tư|quỹ|적금|예금|저축|투자|펀드|存|理财|基金|投资/iu;
  const [a, b] = options;
  if (debt.test(a) && !debt.test(b) && saving.test(b)) return 0;
  if (debt.test(b) && !debt.test(a) && saving.test(a)) return 1;
  return null;
}

/** Topics a habit's own thing may read as (coffee reads as food or health): any other is not a habit. */
const habitTopics: ReadonlySet<FortuneTopic> = new Set(['health', 'food', 'money', 'creative']);

/** A small, stable hash of a question (FNV-1a over UTF-16 code units). */
function questionHash(question: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < question.length; i += 1) hash = Math.imul(hash ^ question.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * Advice that answers what the question tells beyond its topic: the crush where the visitor sees them, a purchase
 * already made, the menu's weather and mood, the trip's spot and weather, the zodiac's numbers. Empty when none applies.
 */
function framedAdvice(category: FortuneCategory, reading: FortuneQuestionReading, question: string, doc: MatchDocument, c: PhraseComposer, menuFramed: boolean): { lines: string[]; replaces: boolean; tripLines: number } {
  const { language } = c;
  const lines: string[] = [];
  const extras: string[] = [];
  let tripCount = 0;
  const romantic = reading.topic === 'crush' || reading.topic === 'romance' || reading.topic === 'partner';
  // Texting for weeks is past first contact: no "how to open a conversation" line for where they met.
  const texting = readFortuneParts(question).includes('texting');
  // A visitor who names their own partner has no crush to approach at the office (third part: the premise holds).
  const partnered = /\b(?:my (?:boyfriend|girlfriend|husband|wife|partner))\b|người yêu (?:em|mình|tôi)|bạn trai (?:em|mình|tôi)|chồng (?:em|mình|tôi)|남자친구|여자친구|남편|아내|我男朋友|我女朋友|我老公|我老婆/iu.test(question);
  // The place must be the visitor's own ("she's dating my coworker" is someone else's clause), and the question about a crush.
  const crushAsk = reading.topic === 'crush' || (reading.topic === null && category === 'love');
  const place = (category === 'love' || romantic) && crushAsk && !texting && !partnered ? findCrushPlace(matchDocument(ownText(question))) : null;
  if (place !== null && (category === 'love' || reading.topic === 'crush')) {
    const found = crushPlaces[place];
    if (found) {
      c.setAll({ where: found.name[language], opener: found.opener[language] });
      lines.push(c.line(crushLines[language]));
    }
  }
  // A purchase weighed in a choice ("trả góp hay trả thẳng") is not made yet (ninth round).
  if ((category === 'money' || reading.topic === 'money') && isMadePurchase(doc) && reading.options === null) {
    const thing = boughtThing(question);
    if (thing) c.set('thing', thing).flag('thing');
    lines.push(c.line(madePurchaseLines[language]));
  }
  if (menuFramed) {
    const mood = menuMoods(doc);
    lines.push(c.line(menuLines[language][mood[0] ?? 'plain']));
    if (mood[0] !== 'lazy' && mood.includes('lazy')) lines.push(c.line(menuLazyExtra[language]));
  }
  if (category === 'travel' || reading.topic === 'trip') {
    const spot = tripSpot(question, reading.destination);
    if (spot) {
      c.set('spot', spot).flag('dest', reading.destination !== null);
      extras.push(c.line(tripLines[language].spot));
    }
    // A rain the visitor names is answered by its own line, never by a "mostly sunny" forecast (third part).
    if (asksWeather(doc) && !namesRain(question)) extras.push(c.line(tripLines[language].weather));
    tripCount = extras.length;
  }
  if ((category === 'health' || reading.topic === 'health') && hasAnyKeyword(doc, caffeineKeywords)) extras.push(c.line(caffeineLines[language]));
  if (category === 'lucky_number' || category === 'money') {
    const animal = zodiacAnimal(question);
    const found = animal === null ? undefined : zodiacAnimals[animal];
    if (found) {
      const digits = found.digits;
      const a = digits[c.int(0, digits.length - 1)] ?? 3;
      let b = digits[c.int(0, digits.length - 1)] ?? 6;
      if (b === a) b = digits[(digits.indexOf(a) + 1) % digits.length] ?? b;
      const first = a * 10 + b <= 45 ? a * 10 + b : b * 10 + a <= 45 ? b * 10 + a : a;
      const second = b === a ? a + 10 : b;
      c.setAll({ animal: found.name[language], digits: digits.join(language === 'zh' ? '、' : ', '), number: String(first), number2: String(second) });
      extras.push(c.line(zodiacNumberLines[language]));
    }
    if (category === 'lucky_number' && hasAnyKeyword(doc, lotteryKeywords)) extras.push(c.line(lotteryLines[language]));
  }
  // Crush, purchase and menu lines replace the topic's advice; a trip's spot and weather, coffee and numbers add to it
  // (a trip's own lines stand in for the general destination advice).
  return { lines: [...lines, ...extras], replaces: lines.length > 0, tripLines: tripCount };
}

/** One hour per part of the day, for the {hour} slot when the question names that part. */
const fittingHours: Readonly<Record<ContentLanguage, Readonly<Record<DayPart, string>>>> = {
  en: { morning: '9 a.m.', lunch: '12:30 p.m.', afternoon: '2 p.m.', evening: '7 p.m.', night: '10 p.m.' },
  ko: { morning: '오전 9시', lunch: '낮 12시 반', afternoon: '오후 2시', evening: '저녁 7시', night: '밤 10시' },
  vi: { morning: '9 giờ sáng', lunch: '12 giờ 30 trưa', afternoon: '2 giờ chiều', evening: '7 giờ tối', night: '10 giờ đêm' },
  zh: { morning: '上午9点', lunch: '中午12点半', afternoon: '下午2点', evening: '晚上7点', night: '晚上10点' },
};

/** A list in the reading's language: "A, B and C", "A, B와 C", "A、B和C". */
function joinOptions(items: readonly string[], language: ContentLanguage): string {
  const head = items.slice(0, -1);
  const last = items[items.length - 1] ?? '';
  if (language === 'zh') return `${head.join('、')}和${last}`;
  if (language === 'ko') return `${head.slice(0, -1).map((item) => `${item}, `).join('')}${withParticle(head[head.length - 1] ?? '', '과')} ${last}`;
  return `${head.join(', ')}${language === 'en' && head.length > 1 ? ',' : ''} ${language === 'en' ? 'and' : 'và'} ${last}`;
}

/** A menu reading over the options the visitor listed: each gets a card, one of them is picked, the rest can wait. */
function writeMenuList(items: readonly string[], c: PhraseComposer, details: readonly string[], closing: string): string {
  const lines = menuListLines[c.language];
  const index = c.int(0, items.length - 1);
  const pick = items[index] ?? items[0] ?? '';
  c.setAll({ all: joinOptions(items, c.language), n: lines.counts[items.length] ?? String(items.length), pick, dish: pick, others: joinOptions(items.filter((_, i) => i !== index), c.language) });
  const [keyDetail] = details;
  const parts = [c.line(menuOpenings[c.language]), c.line(lines.pick), c.line(lines.rest)];
  return [joinSentences(parts, c.language), keyDetail ? c.line([keyDetail]) : '', closing].filter((part) => part !== '').join('\n\n');
}

/** What one generation saw: the grounded reading, whether a shape answered, a companion planned, decision lines to lead with,
 * whether the worry and companion lines were already written. */
interface FortuneSeen {
  grounded: GroundedQuestion | null; shape: boolean; companion: boolean; lead: { lead: string[]; tail: string[] }; owed: boolean;
}

/** A reading with lines said right after its opening sentence (the visitor's act named back) and at the end of its first part. */
function withLead(text: string, { lead, tail }: FortuneSeen['lead'], language: ContentLanguage): string {
  if (lead.length === 0 && tail.length === 0) return text;
  const [first = '', ...rest] = text.split('\n\n');
  // A Korean sentence closed by a connective plus 요 (…위해서요, …두고요) still belongs to the opening before it.
  const cut = /^.+?[.!?。！？](?:\s+|(?=\S))(?:[^.!?。！？]*(?:서요|고요|면서요)\.\s*)?/u.exec(first);
  const opening = cut ? cut[0].trim() : '';
  const body = cut ? first.slice(cut[0].length) : first;
  return [joinSentences([opening, ...lead, body, ...tail].filter((part) => part !== ''), language), ...rest].join('\n\n');
}

/** A round-17 reading (fortune-form18.ts) with the category's opening, one detail and a closing. */
function writeForm18Fortune(form: FortuneForm18, category: FortuneCategory, c: PhraseComposer, seen: FortuneSeen): string {
  tracePath(`form18:${form.kind}${form.kind === 'either' ? `:${form.weighed !== null ? `either22-${form.weighed.reason}` : form.cost !== null ? `${form.reason}:cost23-${form.keeps ? 'keep' : 'change'}` : form.reason}` : form.kind === 'season' ? `:${form.season}` : ''}`);
  seen.shape = true;
  seen.owed = true;
  const pack = fortunePacks[c.language];
  const texts = pack.categories[category];
  const [keyDetail, ...otherDetails] = texts.details;
  const detail = category === 'travel' ? otherDetails[0] : keyDetail;
  const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writeForm18Lines(form, c)];
  return [joinSentences(parts, c.language), detail ? c.line([detail]) : '', c.line(pack.closings)].filter((part) => part !== '').join('\n\n');
}

/** Writes a fortune for a category and a question; `seen` keeps the grounded reading (read once per generation) and whether a shape answered. */
function writeFortune(category: FortuneCategory, question: string, c: PhraseComposer, seen: FortuneSeen): string {
  const pack = fortunePacks[c.language];
  const answers = fortuneAnswerPacks[c.language];
  const texts = pack.categories[category];
  const reading = readFortuneQuestion(question, c.language, category);
  const { topic, focus } = reading;
  const doc = matchDocument(question);
  // Different questions asked with the same seed should not get the same sentences: skip a few draws per question.
  for (let skip = questionHash(question) % 7; skip > 0; skip -= 1) c.chance(0.5);
  const first = c.int(1, 45);
  let second = c.int(1, 45);
  if (second === first) second = (first % 45) + 1;
  c.setAll({
    number: String(first),
    number2: String(second),
    percent: String(c.int(13, 19) * 5),
    weekday: c.pick(pack.weekdays),
  });
  for (const name of ['dish', 'place', 'color', 'hour', 'item', 'direction']) c.set(name, c.expand(c.pick(c.pool(name))));
  if (reading.destination) c.set('place', reading.destination);
  // Premise (seventh round): a visitor who names a partner or a marriage gets no "if you are single" line.
  if (hasAnyKeyword(doc, partnerWords) || /\b(?:married|my partner|my husband|my wife)\b|cưới nhau|vợ chồng|kết hôn|결혼한|결혼했|남편|아내|结婚了|老公|老婆|在一起/iu.test(question)) c.flag('couple');
  // Rule B: times fit the question — a lunch question gets a lunch hour, a Thursday question Thursday.
  const time = readTimeWords(doc);
  if (time.part) c.set('hour', fittingHours[c.language][time.part]);
  if (time.weekday !== null) c.set('weekday', pack.weekdays[time.weekday] ?? c.get('weekday'));
  // Round 17 (fortune-form18.ts): a lateness asked with the visitor's age ("too late at 28 to…", "30 tuổi … có muộn
  // không") and an outing asked about in a month named ("is it safe to drive … in december", "12월에 … 괜찮을까요") are
  // answered about that age and that month, before a cause, a condition or a trip's stock yes reads one of their words.
  const form18 = category === 'menu' || category === 'lucky_number' || reading.options ? null : readFortuneForm18(question, c.language, category === 'travel');
  if (form18) return writeForm18Fortune(form18, category, c, seen);
  // Round 15, second wave (fortune-form16.ts): a cause asked ("is it my age?"), "A, or am I overthinking?", a backlash
  // feared for not doing something, "what does that mean", "how do I say no", "should I stop X?" beside a pain, and a
  // forecast of what was told ("…too?") are answered in their form, before a stock yes or a coin flip between halves.
  const form16 = category === 'menu' || category === 'lucky_number' ? null : readFortuneForm16(question, c.language, category);
  if (form16) {
    tracePath(`form16:${form16.kind}`);
    seen.shape = true;
    seen.owed = true;
    const [keyDetail, ...otherDetails] = texts.details;
    const detail = category === 'travel' ? otherDetails[0] : keyDetail;
    const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writeForm16Lines(form16, c, category === 'health')];
    return [joinSentences(parts, c.language), detail ? c.line([detail]) : '', c.line(pack.closings)].filter((part) => part !== '').join('\n\n');
  }
  // Round 16 (fortune-form17.ts): a why about something of the visitor's that keeps coming back, and the harm feared from
  // the visitor's own act ("if I tell her will I lose her", "nghỉ sớm có bị đánh giá không"), are answered in their form,
  // before a stock yes (which would confirm the fear, or answer a why) or bare category-bank lines.
  const form17 = category === 'menu' || category === 'lucky_number' ? null : readFortuneForm17(question, c.language, category);
  if (form17) {
    tracePath(`form17:${form17.kind}:${form17.harm}`);
    seen.shape = true;
    seen.owed = true;
    const [keyDetail, ...otherDetails] = texts.details;
    const detail = category === 'travel' ? otherDetails[0] : keyDetail;
    const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writeForm17Lines(form17, c, category === 'health')];
    return [joinSentences(parts, c.language), detail ? c.line([detail]) : '', c.line(pack.closings)].filter((part) => part !== '').join('\n\n');
  }
  // Round 15 (the ask's form first): "is that bad?", "có phải điềm xấu không", "该不该跟他翻脸", "should I refuse", a loan
  // beside "he hasn't paid me back before" are answered in the polarity their form asks, before a reader that matched one
  // keyword or a bare yes/no shape answers another question.
  const fear = category === 'menu' || category === 'lucky_number' ? null : readFortuneFear(question, c.language, category);
  if (fear) {
    tracePath(`fear15:${fear.kind}`);
    seen.shape = true;
    seen.owed = true;
    const [keyDetail, ...otherDetails] = texts.details;
    const detail = category === 'travel' ? otherDetails[0] : keyDetail;
    // A health focus the question names (a sore back, short sleep) keeps its tuned advice beside the pattern's test.
    const focusAdvice = fear.kind === 'serious' && focus !== null && focusParents[focus] === 'health' ? c.set('topic', answers.focuses[focus].name).line(answers.focuses[focus].advice) : null;
    const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writeFearLines(fear, c, focusAdvice)];
    return [joinSentences(parts, c.language), detail ? c.line([detail]) : '', c.line(pack.closings)].filter((part) => part !== '').join('\n\n');
  }
  // Eighth round (class PAST): an interview already done and not yet answered, an exam already failed, is read as the
  // wait or what comes after; the situation lines would coach a day that is over.
  const past = category === 'menu' || category === 'lucky_number' ? null : readPastEvent(question);
  if (past) {
    tracePath('past-event');
    const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writePastEventFortune(past, c)];
    const [keyDetail] = texts.details;
    const details = keyDetail ? [c.line([keyDetail])] : [];
    return [joinSentences(parts, c.language), joinSentences(details, c.language), c.line(pack.closings)].join('\n\n');
  }
  // Round 17b (fortune-form19.ts): whether the visitor should ask someone themselves ("should i just ask him?", "có nên
  // nói không", "말씀드려도 될까요", "要不要主动约他") beside what holds them back: yes with its reason and how to ask, before
  // the round-14 fall-through, the grounded evidence's bare yes or a stock stance.
  const askFirst = category === 'menu' || category === 'lucky_number' || reading.options ? null : readFortuneAskFirst(question, c.language);
  if (askFirst) {
    tracePath('form19:askFirst');
    seen.shape = true;
    seen.owed = true;
    const [keyDetail] = texts.details;
    const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writeAskFirstLines(askFirst, c)];
    return [joinSentences(parts, c.language), keyDetail ? c.line([keyDetail]) : '', c.line(pack.closings)].filter((part) => part !== '').join('\n\n');
  }
  // Round 17 (fortune-form18.ts): a choice between two life steps (grad school or the job, Saigon or home, 接还是不接)
  // with no reason the older readers weigh (money places, a mood, a debt, a preference) is weighed by name, the
  // visitor's own words on each side, before the round-13 "name its cost" line or the stock coin flip.
  // Round 17: a when about the visitor's own act ("when is a good day this week to ask my landlord…", "khi nào thì nên
  // mua xe, bây giờ hay đợi…", "언제 … 꺼내는 게 좋을까요") gets a time: a day in the middle of the week, or, between now and
  // a named wait, the wait while what they have still works.
  const when = category === 'menu' || category === 'lucky_number' ? null : readFortuneWhen(question, c.language, reading.options ?? readChoice(question, c.language));
  if (when) return writeForm18Fortune(when, category, c, seen);
  const either = category === 'menu' || category === 'lucky_number' || (reading.options !== null && (reasonedPick(reading.options, question) !== null || debtFirst(reading.options) !== null || readMoneyOptions(reading.options) !== null))
    ? null : readFortuneEither(question, c.language, category, reading.options ?? readChoice(question, c.language));
  if (either && readGroundedQuestion(question, c.language, true).prefs === null) return writeForm18Fortune(either, category, c, seen);
  // Round 14: a question asked with a reason of the visitor's own (read once; answered below, where the older readers don't).
  // Round 14 second wave: a loan the visitor needs for what someone proposed ("the landlord offered us first dibs, but we'd
  // need a loan") is read too: the proposal with its reason is what was asked.
  const askedAny = category === 'menu' || category === 'lucky_number' || reading.options ? null : readAskedWithReason(question, c.language);
  const askedRead = askedAny !== null && (!asksAboutLoan(question) || askedAny.proposal !== null) ? askedAny : null;
  // Round 14 second wave: what someone asks of the visitor that they would have to borrow for ("집주인이 보증금을 올려 달라고
  // 하는데 대출을 더 받아야 해요") is answered as asked, with the two numbers to get first, never as a favour's chance.
  // A measure still ahead that the visitor set against the proposal ("…아끼지만 아침에 사십 분 일찍 나가야 해요") is answered
  // the same way: its step (that part lived once at its real size) follows from their words.
  if (askedRead && askedRead.proposal !== null && (askedRead.kind === 'borrow' || (askedRead.kind === 'measure' && askedRead.marked))) {
    tracePath(`asked14-early:${askedRead.kind}`);
    return writeAskedFortune(askedRead, category, question, reading, doc, c, seen);
  }
  // Round 13 (question forms): a choice between two whole options, an offer with the price the visitor named, a recurring
  // problem asked "will it get better" are answered from the clause grammar, before any stock family a side word calls up.
  // A choice the older options reader already read whole keeps its tuned path (prefs, amounts, investing); this one answers
  // where that reader found no options, or left the question's deciding frame on one ("…내려갈지 정하질 못하겠어요").
  const found13 = category === 'menu' || category === 'lucky_number' ? null : readFortuneWeigh(question, c.language);
  const weigh = found13?.kind === 'choice' && reading.options !== null && !reading.options.some(holdsDecidingFrame) ? null : found13;
  // Round 18: two places for money with no reason of the visitor's own ("청약 넣을까 아니면 ETF 살까", "提前还房贷还是买理财")
  // are weighed as the money things they are, with the number that decides the pair, never by which was named first.
  const weighMoney = weigh?.kind === 'choice' && weigh.reason === 'first' ? readMoneyOptions(weigh.options) : null;
  if (weighMoney) {
    tracePath(`weigh13:choice:money-${weighMoney.rule}`);
    seen.shape = true;
    const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writeMoneyOptionLines(weighMoney, c)];
    return [joinSentences(parts, c.language), texts.details[0] ? c.line([texts.details[0]]) : '', c.line(pack.closings)].filter((part) => part !== '').join('\n\n');
  }
  // Round 18 (fort22): a choice the round-13 grammar could only lean by "named first" is weighed from the visitor's words.
  const weighed13 = weigh?.kind === 'choice' && weigh.reason === 'first' ? weighEither(weigh.options, question, c.language, category) : null;
  if (weighed13) {
    tracePath(`weigh13:choice:either22-${weighed13.reason}`);
    seen.shape = true;
    const [keyDetail, ...otherDetails] = texts.details;
    const detail = category === 'travel' ? otherDetails[0] : keyDetail;
    const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writeEitherLines(weighed13, c, true)];
    return [joinSentences(parts, c.language), detail ? c.line([detail]) : '', c.line(pack.closings)].filter((part) => part !== '').join('\n\n');
  }
  if (weigh) {
    tracePath(`weigh13:${weigh.kind}`);
    seen.shape = true;
    const [keyDetail, ...otherDetails] = texts.details;
    const detail = category === 'travel' ? otherDetails[0] : keyDetail;
    const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writeWeighLines(weigh, c)];
    return [joinSentences(parts, c.language), detail ? c.line([detail]) : '', c.line(pack.closings)].filter((part) => part !== '').join('\n\n');
  }
  // Round 10 (shapes): a plan not made yet, the direction of a contact or an ask, "quit X to do Y" are answered by the
  // shape's own lines with its slots, before any stock family a side word would call up.
  // Round 10: a question that sets "now" against a named wait is the when shape even where the options reader saw two sides.
  const read = category === 'menu' || category === 'lucky_number' ? null : readFortuneShape(question, c.language);
  // Someone else's surgery that the grounded reading reads strongly (a named procedure with its owner) stays with it.
  const groundedOwns = read?.kind === 'theirEvent' && read.question?.eventKind === 'surgery' && groundedIsStrong(readGroundedQuestion(question, c.language, false));
  const shape = (reading.options && read?.kind !== 'when') || groundedOwns ? null : read;
  // Round 11: a change still weighed (a phone, a major, "đổi điện thoại", "폰 바꿀까") is an open choice, when no shape,
  // no two options and no job-change reading answers it already.
  // Round 11 wave 2: someone else's step asked about ("my sister is meeting her boyfriend's parents, will it go well?")
  // is read for that person, never as the visitor's own love life or family.
  const theirs = shape === null && reading.options === null && category !== 'menu' && category !== 'lucky_number' ? readTheirStep(question, c.language) : null;
  if (theirs) {
    tracePath('their-step');
    seen.shape = true;
    const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writeTheirStep(theirs, c)];
    // Round 14: an obstacle the visitor named beside it ("chưa gặp lần nào") is weighed too.
    const also = writeObstacleAlso(askedRead, parts.join(' '), c);
    return [joinSentences(also === null ? parts : [...parts, also], c.language), c.line(pack.closings)].join('\n\n');
  }
  const change = shape === null && reading.options === null && focus !== 'job_change' && category !== 'menu' && category !== 'lucky_number' ? readSwitchPlan(question, c.language) : null;
  if (change) {
    tracePath('switch-plan');
    seen.shape = true;
    const [keyDetail] = texts.details;
    const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writeSwitchLines(change, c)];
    return [joinSentences(parts, c.language), keyDetail ? c.line([keyDetail]) : '', c.line(pack.closings)].filter((part) => part !== '').join('\n\n');
  }
  // A plan paid with a loan keeps the loan's conditional stance; going back to study keeps the study reading.
  const studyAhead = shape?.kind === 'quitFor' && (readFortuneSituation(question, category)?.situations ?? []).includes('study');
  if (shape && !(shape.kind === 'plan' && asksAboutLoan(question)) && !studyAhead) {
    tracePath(`shape10:${shape.kind}`);
    seen.shape = true;
    // Plans, asks and quits carry their own lean; a contact asked as a yes or a no ("should I answer?") gets one first.
    const contact = (shape.kind === 'reachOut' && !shape.fear) || shape.kind === 'theyReached';
    const stance = contact && wantsStance(reading, question) ? [c.line(answers.stances)] : [];
    const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...stance, ...writeShapeLines(shape, c)];
    // Round 14: an obstacle the visitor named beside the plan ("mà tháng này còn phải đóng tiền nhà") is weighed too.
    const also = writeObstacleAlso(askedRead, parts.join(' '), c);
    if (also !== null) parts.push(also);
    const [keyDetail] = texts.details;
    return [joinSentences(parts, c.language), keyDetail ? c.line([keyDetail]) : '', c.line(pack.closings)].filter((part) => part !== '').join('\n\n');
  }
  // Round 12 (the visitor's own decision): "should I sell my old piano before we move", "bỏ trà sữa tháng này", "그 사람
  // 군대 가기 전에 고백해도 될까요", "带爸妈去云南自驾" are answered about that act, with its deadline and companion kept.
  const decision = category === 'menu' || category === 'lucky_number' || reading.options || theirs || change || shape ? null : readFortuneDecision(question, c.language, category === 'travel' || topic === 'trip');
  // A situation the question names (layoffs, back pain with a new exercise) keeps its own reading for a habit to start or
  // an act with no date and no companion: its advice is about that situation.
  // A "habit" whose thing reads as a job, a partner or a study (quitting my job, bỏ người yêu), or a quit asked in a
  // work reading (bỏ việc), is no habit: the readings for that topic answer it.
  const notAHabit = decision !== null && (decision.kind === 'quitHabit' || decision.kind === 'startHabit')
    && (detectFortuneTopics(decision.thing ?? '').some((found) => !habitTopics.has(found)) || (category === 'work' && decision.kind === 'quitHabit'));
  // A habit to start or a trip with someone, with no date, that a situation reading knows (back pain and Pilates, a
  // flight abroad with one's parents) keeps that reading; the act and the companion are said in it (seen.lead).
  const situated = decision !== null && !notAHabit && decision.before === null && (decision.kind === 'startHabit' || decision.kind === 'other')
    && readFortuneSituation(question, category, category === 'travel' && !reading.destination && (topic === null || topic === 'trip')) !== null;
  if (decision && situated) {
    tracePath(`decision-lead:${decision.kind}`);
    seen.lead = writeDecisionLead(decision, c);
    seen.companion = decision.companion !== null;
    const also = writeObstacleAlso(askedRead, seen.lead.lead.join(' '), c);
    if (also !== null) seen.lead.tail.push(also);
  }
  if (decision && !notAHabit && !situated) {
    tracePath(`decision12:${decision.kind}`);
    seen.shape = true;
    seen.companion = decision.companion !== null;
    const [keyDetail, ...otherDetails] = texts.details;
    // A trip's first detail recommends a destination: the visitor already named where they go.
    const detail = category === 'travel' ? otherDetails[0] : keyDetail;
    const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writeDecisionLines(decision, c)];
    // Round 14: an obstacle the visitor named beside the act ("mà tháng này còn phải đóng tiền nhà") is weighed too.
    const also = writeObstacleAlso(askedRead, parts.join(' '), c);
    if (also !== null) parts.push(also);
    return [joinSentences(parts, c.language), detail ? c.line([detail]) : '', c.line(pack.closings)].filter((part) => part !== '').join('\n\n');
  }
  // Round 14 (the fall-through for a question asked with a reason): the visitor's statements and question are told back
  // whole, the obstacle they named (the clause after but / nhưng / 但, else the one with a negation or a limit) weighed,
  // the lean given in the question's own form and one step set. An act someone else asks of the visitor ("my manager
  // wants to put me on…", "老板让我去…", "팀장님이 옮기라고 하세요") is answered here, before a stock reading its side words
  // call up (a wedding read as a speech, a transfer as a promotion, a parent's wish as the visitor's own job change).
  // A narrower focus of the visitor's own plan (a job change, an ex who wrote) keeps its tuned advice. A grounded reading
  // whose thing is the act asked ("lead the new project", "外派") keeps its tuned weighing; one whose thing sits in the
  // visitor's other clause (a wedding the project clashes with) would answer the wrong event, so this answers first.
  const asked = askedRead && (askedRead.proposal !== null || !focus) ? askedRead : null;
  // Ninth round (the grounded fall-through): a question about a surgery, a speech, an approval waited for, co-signing,
  // a missing pet is answered from what it names, before any stock situation a side word would call up.
  const grounded = readGroundedQuestion(question, c.language, reading.options !== null);
  seen.grounded = grounded;
  // Guaranteeing someone else's loan is a promise, not a loan of one's own (a loan shared "so we can open a shop
  // together" stays the visitor's loan).
  const shared = /\b(?:we|together|us)\b|cùng nhau|chung vốn|같이|함께|一起|合伙/iu.test(question);
  const guarantee = grounded.things.some((thing) => thing.kind === 'deal') && !shared;
  const proposalClause = asked?.proposal ?? null;
  const groundedReadsTheAct = proposalClause !== null && grounded.things.some((thing) => thing.match.test(proposalClause));
  if (asked && proposalClause !== null && groundedIsStrong(grounded) && !groundedReadsTheAct) {
    tracePath('asked14:proposal-over-grounded');
    return writeAskedFortune(asked, category, question, reading, doc, c, seen);
  }
  if (category !== 'menu' && category !== 'lucky_number' && !reading.options && (!asksAboutLoan(question) || guarantee) && groundedIsStrong(grounded)) {
    tracePath(`grounded:strong:${grounded.ask}`);
    return writeGroundedFortune(grounded, category, question, c, wantsStance(reading, question) ? c.line(answers.stances) : null);
  }
  // Rule C: a question about a situation (an interview, a move, a partner going abroad, short sleep…) is answered
  // from its parts; a trip with no named place is read as the trip itself, never sent to a place the stars pick.
  const forceTrip = category === 'travel' && !reading.destination && !reading.options && (topic === null || topic === 'trip');
  const found0 = category === 'menu' ? null : readFortuneSituation(question, category, forceTrip);
  // Round 19 second wave (fort24, fortune-situation-fit24.ts): a situation read answers only when the request's own clause
  // with its key term fits it (not negated, no outcome told of an event still ahead; a rent that rises; a trip, not a move
  // to live); a situation that does not fit gives way to the next one read, else to the fall-through.
  const misfits: string[] = [];
  const fitting = found0 === null ? [] : fittingSituations(question, c.language, found0.situations,
    (key: FortuneSituation, text: string) => hasAnyKeyword(matchDocument(text), situationLexicon24[key] ?? []), (name) => misfits.push(name));
  const found = found0 === null || fitting.length === 0 ? null : fitting.length === found0.situations.length ? found0 : { ...found0, situations: fitting, flags: misfits.some((name) => name.startsWith('family_trip')) ? new Set([...found0.flags].filter((flag) => flag !== 'driving')) : found0.flags };
  // An either/or question keeps its choice answer, unless the situation itself weighs the two (gold or savings).
  // Seventh round: only when both options are money places the invest lines weigh (gold or savings); "stocks or the
  // rent deposit" is the visitor's choice and gets it, never a third place ("savings first").
  // Eighth round (class LOAN): a loan gets a conditional stance and the repayment check, never a cheerful yes.
  const loan = asksAboutLoan(question);
  const loanStance = (): string => joinSentences([c.line(loanStances[c.language]), c.line(loanChecks[c.language])], c.language);
  const weighsBoth = reading.options !== null && reading.options.every((option) => investOption.test(option));
  const situation = found && (!reading.options || (found.situations[0] === 'invest' && weighsBoth)) ? found : null;
  // Round 14 second wave: an act someone proposed, weighed with a reason the visitor marked ("친구가 같이 살자고 하는데 …
  // 출퇴근이 한 시간 늘어요", "offered us first dibs, but we'd need a loan") is answered as asked, before a stock situation
  // (a rent rise, a loan for a new venture) that a side word calls up.
  if (situation && asked && asked.proposal !== null && asked.marked && !loan) {
    tracePath('asked14:proposal-over-situation');
    return writeAskedFortune(asked, category, question, reading, doc, c, seen);
  }
  // Round 18 (fortune-fall20.ts): a situation read from a told clause answers only when the question asked reads as that
  // situation too ("이번 주에 이사하는데 날씨 괜찮을까요?" asks about the weather, not the move; "动机先升职了…我做错了什么" is
  // not the visitor's promotion); else the request's own question is answered in its form.
  const fall = readFortuneFall20(question, c.language, category === 'health');
  if (found0 !== null && found === null && fall && category !== 'lucky_number' && !(found0.situations[0] === 'invest' && reading.options)) {
    tracePath(`situation-fit24:gave-way:${misfits.join('+')}`);
    // An event that is over is answered as the next try, from the outcome told.
    const after = misfits.some((name) => name.endsWith(':over')) ? outcomeTold(fall.told, c.language) : null;
    return writeFall20Fortune(after === null ? fall : { ...fall, after }, category, c, seen);
  }
  // Only a why, a what, a worry asked (the weather, the crowds) or a how with words of its own gives way: a whether, a when
  // and a bare "what do I do" are about the situation told, and its lines answer them.
  const fallForm = fall?.asks[fall.asks.length - 1]?.form;
  const timeOrReason = fallForm === 'why' || fallForm === 'whenAct' || fallForm === 'whenEvent';
  const ownAsk = fall !== null && ((timeOrReason && fall.asked === question.trim())
    || (fall.asked !== question.trim() && readFortuneSituation(fall.asked, category)?.situations[0] !== situation?.situations[0]))
    && (fallForm === 'why' || fallForm === 'whyTheirs' || fallForm === 'howNow' || fallForm === 'cause' || fallForm === 'whetherMind' || fallForm === 'forecast' || fallForm === 'whetherBad' || fallForm === 'whenAct' || fallForm === 'whenEvent' || fallForm === 'what' || ((fallForm === 'how' || fallForm === 'howSay') && !asksWhatToDo(fall.asked))
      // A trip's weather asked is answered by the trip's own weather line.
      || (fallForm === 'worry' && !(situation?.situations.some((key) => key.endsWith('_trip')) && asksWeather(matchDocument(fall.asked)))));
  const situationFits = situation !== null && !ownAsk;
  if (situation && !situationFits && fall && category !== 'lucky_number') return writeFall20Fortune(fall, category, c, seen);
  if (situation && situationFits) {
    tracePath(`situation:${situation.situations.join('+')}`);
    // Round 14: an obstacle the visitor named beside the situation ("영어를 거의 못해요", "可我家里希望我回老家") is weighed too.
    const also = seen.lead.tail.length > 0 ? null : writeObstacleAlso(askedRead, '', c);
    if (also !== null) seen.lead.tail.push(also);
    // Round 19 second wave (fort24): the visitor's own told clause beside the situation ("nobody talks to me", "we keep
    // fighting about the budget", "对方迟到了半小时") is told back as the terms of the answer, not left out.
    const beside = also !== null || seen.lead.tail.length > 0 || !fall ? null : toldBesideSituation(fall.told, c.language, (text) => situation.situations.some((key) => hasAnyKeyword(matchDocument(text), situationLexicon24[key] ?? [])));
    if (beside !== null) {
      tracePath('situation-fit24:told-beside');
      seen.lead.tail.push(c.set('obstacle', beside).line(askedLines[c.language].alsoWeigh));
    }
    const stance = loan ? loanStance() : wantsStance(reading, question) ? c.line(answers.stances) : null;
    const numbers = category === 'lucky_number' ? [first, second].join(c.language === 'zh' ? '、' : ', ') : null;
    return writeSituationFortune(situation, c, stance, c.line(pack.closings), { color: c.get('color'), numbers });
  }
  // Eighth round (class OPTIONS): three or more places or dishes listed are the choice; the pick is one of them.
  const listed = category === 'menu' ? readMenuList(question, c.language) : null;
  if (listed) {
    tracePath('menu-list');
    return writeMenuList(listed, c, texts.details, c.line(pack.closings));
  }
  const moods = category === 'menu' ? menuMoods(doc) : [];
  // A menu question about food or the weather gets a framed menu reading; a menu asked with another topic keeps it.
  const menuFramed = category === 'menu' && (topic === null || topic === 'food') && (moods.length > 0 || topic === 'food');
  if (menuFramed && moods.length > 0) c.set('dish', c.pick(dishesFor(moods, c.language)));
  c.set('drink', c.pick(drinksFor(moods, c.language)));
  // An either/or question is about its two options: a topic read from them ("khởi nghiệp" → business) would only add
  // advice about something else (regular customers for a job choice), so a choice names no topic (seventh round).
  // Ninth round: a question that names its own thing, pet or person and no focus is answered from those, not from a
  // topic's stock advice (the confidence gate: a topic read from a side word no longer speaks first).
  const useGrounded = !reading.options && !focus && !menuFramed && !loan && category !== 'lucky_number' && category !== 'menu'
    && !(reading.destination && (topic === 'trip' || category === 'travel')) && groundedHasEvidence(grounded)
    && (topic === null || grounded.things.length > 0 || grounded.pet !== null || grounded.ask === 'statement' || grounded.ask === 'when')
    && !(grounded.ask === 'which' && grounded.things.length === 0);
  // Round 14: an act someone asked of the visitor is answered as that act, not as the person who asked ("팀장님 쪽에는…"),
  // unless the grounded reading's own thing is that act.
  // Round 18: whether what someone does is a bad sign, a why about someone else, a symptom's "is it ok?" and a when about
  // the visitor's own life ("bao giờ em mới lấy chồng được") are answered in their form, before the round-14 fall-through
  // (whose lean would confirm the bad sign) and the grounded evidence, which has only the thing's name to say ("sooner
  // than you think… a polite reminder" fits a plumber, not a wedding).
  const fallEarly = fall?.asks[fall.asks.length - 1]?.form;
  if (fall && category !== 'lucky_number' && !reading.options && !focus && (useGrounded || (asked !== null && asked.proposal === null))
    && (fallEarly === 'whetherBad' || fallEarly === 'whyTheirs' || fallEarly === 'symptom' || (fallEarly === 'whenEvent' && fall.self)
      // Round 18 (fort21): a cause or a forecast asked gets its own form, not the round-14 lean or the evidence's ask-back.
      || fallEarly === 'cause' || fallEarly === 'forecast' || fallEarly === 'whetherMind'
      // … and a whether beside facts of the visitor's own is weighed from them, not asked back ("孩子还小").
      || (fallEarly === 'whether' && useGrounded && (grounded.ask === 'statement' || grounded.ask === 'open') && (fall.pro !== null || fall.con !== null))
      // Round 19 (fort23): … and a whether that turns on another person (theirs to answer, or their act told beside it) is
      // read by who it turns on, not leaned on the told clause nearest it.
      || (fallEarly === 'whether' && (fall.theirAsk || (fall.theirs !== null && !fall.leaving)))
      // … and a "what do I do" beside another person's clause ("but he has a girlfriend") is answered on the visitor's side.
      || (fallEarly === 'what' && fall.theirAny !== null)
      // The grounded evidence has only the thing's name for a how or a why ("房东的事我听到了… 什么样的结果会让你高兴？").
      || (useGrounded && fall.told.length > 0 && (grounded.ask === 'statement' || grounded.ask === 'open') && (fallEarly === 'how' || fallEarly === 'howSay' || fallEarly === 'why')))) {
    seen.owed = true;
    return writeFall20Fortune(fall, category, c, seen, worryAndCompanionLines(question, '', grounded, category, c, false));
  }
  if (asked && ((asked.proposal !== null && !groundedReadsTheAct) || !useGrounded)) {
    tracePath('asked14:fall-through');
    return writeAskedFortune(asked, category, question, reading, doc, c, seen);
  }
  // Round 17 (fortune-form18.ts): a how of the visitor's own that no reader took and no focus answers gets a way and a
  // step, before the grounded evidence (which has only the thing's name to say) and a topic's or category's bank lines.
  const how = !reading.options && !focus && !loan && !menuFramed && category !== 'menu' && category !== 'lucky_number' ? readFortuneHow(question, c.language, category === 'health') : null;
  if (how) return writeForm18Fortune(how, category, c, seen);
  if (useGrounded) {
    tracePath(`grounded:evidence:${grounded.ask}`);
    return writeGroundedFortune(grounded, category, question, c, wantsStance(reading, question) ? c.line(answers.stances) : null);
  }

  // Round 18 (fortune-fall20.ts): the stock fall-through (a stance, a topic's advice, the category's bank) gives way to the
  // request's own question answered in its form, told back in the visitor's words; a plain whether (or a symptom's "will it
  // get better") about a narrower focus (a job change, an ex who wrote, short sleep) with no fear named keeps that focus's
  // tuned advice.
  // The stock lines written from what the request names (a trip's named place and its weather, a crush's place, a purchase
  // already made) answer it better than a form alone, and keep it.
  const fallMain = fall?.asks[fall.asks.length - 1];
  const stockOwnLines = ((category === 'travel' || topic === 'trip') && (reading.destination !== null || tripSpot(question, reading.destination) !== null))
    // Round 19 (fort23): … unless another person's act is told beside it ("mà anh ấy có bạn gái rồi"): the place's opener
    // would coach an approach the visitor's own words rule out.
    || (category === 'love' && findCrushPlace(matchDocument(ownText(question))) !== null && fall?.theirAny == null)
    // Round 18 (fort21): a when is never about a purchase already made ("khi nào em mới mua được nhà" asks when it can be).
    || (isMadePurchase(doc) && fallMain?.form !== 'whenEvent' && fallMain?.form !== 'whenAct');
  if (fall && fallMain && !reading.options && !loan && !menuFramed && !stockOwnLines && category !== 'menu' && category !== 'lucky_number'
    && !(focus && (fallMain.form === 'whether' || fallMain.form === 'symptom') && fall.fear === null
      // Round 18 (fort21): a whether beside facts of the visitor's own ("연봉은 높고 거리가 멀어요") is weighed from them.
      && !(fallMain.form === 'whether' && (fall.pro !== null || fall.con !== null)))) {
    // A worry or a companion the visitor named (her knees, car sickness, parents along) keeps its tuned line beside the answer.
    seen.owed = true;
    return writeFall20Fortune(fall, category, c, seen, worryAndCompanionLines(question, '', grounded, category, c, false));
  }
  if (topic && !reading.options && !(category === 'menu' && topic === 'food')) c.set('topic', focus && focusNamedInOpening.has(focus) ? answers.focuses[focus].name : pack.topicNames[topic]).flag('topic');
  // A menu question is its own topic: a framed opening instead of "with what to eat in mind" or a quoted chunk.
  // A lucky-number question that gives a zodiac year opens with that year instead of quoting the question.
  const animal = category === 'lucky_number' && !topic ? zodiacAnimal(question) : null;
  const animalName = animal === null ? undefined : zodiacAnimals[animal]?.name[c.language];
  if (animalName) c.set('animal', animalName);
  const openings = menuFramed ? menuOpenings[c.language] : animalName ? zodiacOpenings[c.language] : [...texts.openings, ...pack.sharedOpenings];
  const parts: string[] = [c.line(openings)];
  tracePath(`stock:opening:${menuFramed ? 'menu' : animalName ? 'zodiac' : 'category'}`);
  // Round 19 (fort23, fortune-occasion23.ts): a lucky number is given for the occasion the visitor wrote beside the ask.
  // A zodiac year gives its own numbers below: the occasion line would name two others.
  // A dated event the grounded reading names (a wedding on 10月1日) gets its own line after the reading instead.
  const occasion = category === 'lucky_number' && zodiacAnimal(question) === null && grounded.things.length === 0 ? readNumberOccasion(question, c.language) : null;
  if (occasion !== null) {
    tracePath('stock:number-occasion23');
    parts.push(c.set('occasion', occasion).line([numberOccasionLines[c.language]]));
  }
  // Round 16 (fortune-money-options.ts): two places for money with no reason of the question's own are weighed as the
  // things they are (a debt's sure return, a deposit, a fund, gold, a property, renting) and settled by the number that
  // decides the pair, never by a coin.
  const moneyOptions = reading.options && category !== 'menu' && grounded.prefs === null && reasonedPick(reading.options, question) === null && debtFirst(reading.options) === null
    ? readMoneyOptions(reading.options) : null;
  // Round 18 (fort22): a choice no older reader leans (no reason of its own, no debt, no grammar lean) is weighed from
  // what the visitor wrote about each side (a trained look, a price, a hardship, the condition), never by a coin.
  const either22 = moneyOptions === null && reading.options && category !== 'menu' && grounded.prefs === null && reasonedPick(reading.options, question) === null
    && debtFirst(reading.options) === null && (c.language === 'ko' || leanOf(reading.options, c.language).reason === 'first')
    ? weighEither(reading.options, question, c.language, category) : null;
  if (moneyOptions) {
    tracePath(`stock:choice:money-${moneyOptions.rule}`);
    parts.push(...writeMoneyOptionLines(moneyOptions, c));
  } else if (either22) {
    tracePath(`stock:choice:either22-${either22.reason}`);
    parts.push(...writeEitherLines(either22, c, true));
  } else if (reading.options) {
    // The favoured option is the one the question argues for (a hot soup on a freezing day); else the seed's.
    const reasoned = reasonedPick(reading.options, question);
    const seeded = c.chance(0.5);
    // Third part: a card debt weighed against savings is paid first (the card's part tip says so; the pick must agree).
    const debt = debtFirst(reading.options);
    // Round 13: with no reason of the question's own, a lean read from the options' grammar (a purpose written on one, the
    // status quo against a change, people named) decides and is said, with one step (quoted options only: not Korean).
    const lean13 = !reasoned && debt === null && c.language !== 'ko' && category !== 'menu' && grounded.prefs === null ? leanOf(reading.options, c.language) : null;
    const leaned = lean13 !== null && lean13.reason !== 'first' ? lean13 : null;
    const pickFirst = reasoned ? reasoned.index === 0 : debt !== null ? debt === 0 : leaned ? leaned.pick === 0 : seeded;
    c.setAll({ pick: reading.options[pickFirst ? 0 : 1], other: reading.options[pickFirst ? 1 : 0] });
    tracePath(`stock:choice:${reasoned ? `reasoned-${reasoned.reason}` : debt !== null ? 'debt-first' : leaned ? `lean-${leaned.reason}` : 'coin'}`);
    // A menu choice is the day's dish: the lines and the details name the pick, never a third dish.
    if (category === 'menu') c.set('dish', c.get('pick'));
    parts.push(c.line(answers.choiceAnswers));
    if (reasoned && !menuFramed) parts.push(c.line(optionReasonLines[c.language][reasoned.reason]));
    // Ninth round: a choice the visitor weighs with reasons of their own ("sợ lạnh nhưng mê săn mây") is weighed with them.
    const prefs = prefsLine(grounded, c);
    if (prefs) parts.push(prefs);
    else if (leaned) parts.push(...writeLeanLines(leaned, c, /isn’t wrong|not wrong|không sai|틀린 답은 아니|나쁘진 않|不算错/u.test(parts.join(' '))));
    // Ninth round (form first): "X or Y" weighs both; the option not picked stays the fallback.
    else if (!reasoned && category !== 'menu' && !/“\{other\}”|‘\{other\}’|\{other\}/u.test(parts.join(' ')) && !parts.join(' ').toLowerCase().includes(c.get('other').toLowerCase())) parts.push(c.line(fortuneFormLines[c.language].choiceOther));
    // Third part: a choice with no reason of its own gets one test to settle it, with both options named.
    else if (!reasoned && category !== 'menu') parts.push(c.line(fortuneFormLines[c.language].choiceTest));
    // Round 13: a choice with no reason of its own also gets one small step for the pick (quoted options: not Korean).
    if (lean13 !== null && leaned === null && !prefs) parts.push(writeChoiceStep(c));
  } else if (loan) {
    tracePath('stock:loan-stance');
    parts.push(loanStance());
  } else if (wantsStance(reading, question) && (topic || c.chance(0.5))) {
    tracePath('stock:yes-no-stance');
    parts.push(c.line(answers.stances));
  }
  // A menu mood line ("it's cold, so eat something hot: {dish}") names the pick only when the pick follows that mood.
  const moodFits = reading.options === null || reasonedPick(reading.options, question) !== null;
  const framed = framedAdvice(category, reading, question, doc, c, menuFramed && moodFits);
  // Crush, purchase and menu lines say what the topic's advice would have said, about what was written.
  if (framed.lines.length > 0) tracePath(`stock:framed${framed.replaces ? '-replaces' : ''}`);
  if (framed.replaces) parts.push(...framed.lines);
  else if (focus && moneyOptions === null) {
    tracePath(`stock:focus-advice:${focus}`);
    c.set('topic', answers.focuses[focus].name);
    parts.push(c.line(answers.focuses[focus].advice));
  } else if (reading.destination && (topic === 'trip' || category === 'travel') && (either22 === null || either22.pick !== null)) {
    if (framed.tripLines === 0) parts.push(c.line(answers.destinationAdvice));
    tracePath('stock:destination');
  } else if (topic && !reading.options) {
    tracePath(`stock:topic-advice:${topic}`);
    // A choice is answered by its pick; the topic's advice would name another dish, another plan.
    parts.push(c.line([...pack.topicAdvice[topic], ...pack.sharedTopicAdvice]));
  }
  if (!framed.replaces) parts.push(...framed.lines);
  // Third part: a choice between the visitor's own options gets no stock category line ("haggle for a discount" beside a fee
  // and a repair); its pick, the other side and the details answer it.
  if (!reading.options || category === 'menu') parts.push(c.line(texts.readings));
  // Round 18 (fort22): a choice weighed from the visitor's words gets no stock category line beside it.
  if (!focus && !topic && either22 === null) parts.push(c.line(texts.readings));
  if (!reading.options || category === 'menu' || (!focus && !topic && either22 === null)) tracePath(`stock:category-reading:${category}${!focus && !topic ? 'x2' : ''}`);
  const [keyDetail, ...otherDetails] = texts.details;
  // A trip to a place the visitor named needs no "recommended destination: that place".
  // Round 19 (fort23): nor does a choice between two places the visitor named need a third one recommended.
  const circular = category === 'travel' && (reading.destination !== null || reading.options !== null);
  const detailLines: string[] = keyDetail && !circular ? [c.line([keyDetail])] : [];
  const extra = c.int(1, 2);
  for (let i = 0; i < extra && otherDetails.length > 0; i += 1) detailLines.push(c.line(otherDetails));
  const closing = c.line(pack.closings);
  return [joinSentences(parts, c.language), joinSentences(detailLines, c.language), closing].join('\n\n');
}

/** The round-18 general fall-through (fortune-fall20.ts): the category's opening, the visitor's words and question told
 * back, an answer in the question's form and one step, a detail and a closing. */
function writeFall20Fortune(fall: FortuneFall20, category: FortuneCategory, c: PhraseComposer, seen: FortuneSeen, own: readonly string[] = []): string {
  const sides = fall.asks.at(-1)?.form === 'whether' ? `${fall.theirAsk ? ':theirAsk' : fall.after ? ':after24' : fall.theirs !== null ? ':theirs' : ''}${fall.pro !== null ? ':pro' : ''}${fall.con !== null ? ':con' : ''}` : '';
  tracePath(`fall20:${fall.asks.map((ask) => ask.form).join('+')}${fall.fear !== null ? ':fear' : ''}${sides}`);
  // A companion or a worry the visitor named (knees, car sickness, the cost) still gets its tuned line after this one.
  seen.shape = true;
  const pack = fortunePacks[c.language];
  const texts = pack.categories[category];
  const [keyDetail, ...otherDetails] = texts.details;
  const detail = category === 'travel' ? otherDetails[0] : keyDetail;
  if (own.length > 0) tracePath('fall20:own-worry-lines');
  const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writeFall20Lines(fall, c), ...own];
  return [joinSentences(parts, c.language), detail ? c.line([detail]) : '', c.line(pack.closings)].filter((part) => part !== '').join('\n\n');
}

/** The round-14 fall-through: the category's opening, the visitor's words told back and weighed, a step (or the crush's
 * place, the trip's spot the stock path would name), a detail and a closing. */
function writeAskedFortune(asked: AskedWithReason, category: FortuneCategory, question: string, reading: FortuneQuestionReading, doc: MatchDocument, c: PhraseComposer, seen: FortuneSeen): string {
  const pack = fortunePacks[c.language];
  const texts = pack.categories[category];
  seen.shape = true;
  const [keyDetail, ...otherDetails] = texts.details;
  const detail = category === 'travel' ? otherDetails[0] : keyDetail;
  // A worry the visitor named (car sickness, the cost, a clash), a companion, an invitation: their tuned lines are the
  // step, written here because the told-back words would otherwise read as already answered.
  const grounded = seen.grounded ?? readGroundedQuestion(question, c.language);
  seen.grounded = grounded;
  seen.owed = true;
  const own = [...framedAdvice(category, reading, question, doc, c, false).lines, ...worryAndCompanionLines(question, '', grounded, category, c, false)];
  if (own.length > 0) tracePath('asked14:own-worry-lines');
  const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writeAskedLines(asked, c, own.length > 0, category === 'health'), ...own];
  return [joinSentences(parts, c.language), detail ? c.line([detail]) : '', c.line(pack.closings)].filter((part) => part !== '').join('\n\n');
}

/** A grounded reading: the category's opening, the lines built from what the question names, its details and a closing. */
function writeGroundedFortune(grounded: GroundedQuestion, category: FortuneCategory, question: string, c: PhraseComposer, stance: string | null): string {
  const pack = fortunePacks[c.language];
  const texts = pack.categories[category];
  const parts = [c.line([...texts.openings, ...pack.sharedOpenings]), ...writeGroundedLines(grounded, c, category, question, stance)];
  const [keyDetail, ...otherDetails] = texts.details;
  const circular = category === 'travel' && grounded.things.length === 0;
  const details = keyDetail && !circular ? [c.line([keyDetail])] : [];
  if (otherDetails.length > 0) details.push(c.line(otherDetails));
  return [joinSentences(parts, c.language), joinSentences(details, c.language), c.line(pack.closings)].join('\n\n');
}

/** ai-content type `fortune-telling`. */
export const generateFortune: ContentGenerator<'fortune-telling'> = (request, options) => writeWholeFortune(request, options);

/** Dev tracing (bench/content-eval/trace.ts): the reading the production call writes, with the names of the ranks,
 * readers and banks that wrote it, in order. */
export function explainFortune(request: Parameters<typeof generateFortune>[0], options: Parameters<typeof generateFortune>[1]): { text: string; path: string[] } {
  const { value, path } = traceRun(() => writeWholeFortune(request, options));
  return { text: value, path };
}

function writeWholeFortune({ category, input }: Parameters<typeof generateFortune>[0], { language, random }: Parameters<typeof generateFortune>[1]): string {
  const c = new PhraseComposer(language, random).addPools(fortunePacks[language].pools);
  const seen: FortuneSeen = { grounded: null, shape: false, companion: false, lead: { lead: [], tail: [] }, owed: false };
  // Round 17 (fortune-second18.ts): a request with two questions joined by "and" is read by its first question; the
  // second gets one line in its own form at the end of the reading.
  const second = category === 'menu' || category === 'lucky_number' ? null : readSecondQuestion(input, language);
  const written = withLead(writeFortune(category, second?.first ?? input, c, seen), seen.lead, language);
  // Ninth round: a thing the visitor named (a wedding on 5月20日, a used Civic also weighed) that the reading left out is
  // taken up; the grounded reading is the one the generation already made (read once, not twice).
  const grounded = seen.grounded ?? readGroundedQuestion(input, language);
  const mentions = groundedMentions(grounded, written, c, input);
  if (mentions.length > 0) tracePath('post:grounded-mentions');
  const text = withPartTips(written, mentions, language);
  // Third part: a worry the visitor names, a trip's companion, an invitation or a helping day gets its own line.
  const owed = seen.owed ? [] : worryAndCompanionLines(input, text, grounded, category, c, seen.companion);
  if (owed.length > 0) tracePath('post:worry-companion');
  const owedText = withPartTips(text, owed, language);
  // Every part the visitor named (parents, a Friday report, a milk-tea shop back home…) gets a tip if the reading left it out.
  // Round 10: a shape answer already weighs its own parts (a quit's savings, a message's direction): no stock part tip.
  const tips = seen.shape ? [] : missingPartTips(input, owedText.split('\n\n')[0] ?? '', c);
  if (tips.length > 0) tracePath('post:part-tips');
  const tipped = seen.shape ? owedText : withPartTips(owedText, tips, language);
  // The second question's line, unless the reading already answered it (a doctor already named in a health reading).
  const secondAnswered = second?.form === 'doctor' && /doctor|bác sĩ|đi khám|병원|의사|医院|医生|就医/iu.test(tipped.split('\n\n')[0] ?? '');
  if (second && !secondAnswered) tracePath(`second18:${second.form}`);
  const done = second && !secondAnswered ? withPartTips(tipped, [c.set('ask', second.ask).line(secondLines[language][second.form])], language) : tipped;
  // One full stop after a time, never two ("7 p.m..").
  return done.replace(/([ap]\.m\.)\./gu, '$1');
};
