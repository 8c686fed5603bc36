/**
 * The default plot (issue 13, round 12): an opening with a finite clause that no earlier rank answers is continued
 * from that clause (story-default-clause.ts), never from a stock family. Paragraph one takes up the clause's own
 * person and thing; paragraph two is the natural next act ON that person or thing (ask the person, go and look,
 * try the thing again, ask the newcomer where the missed one is, go to see the keeper, do without the empty thing)
 * and the ordinary reason it finds; paragraph three ends on the opening's thing. Told in the narration's person:
 * "I" for an opening told by its narrator (or naming nobody), else the opening's named hero. No stock companion or
 * prop: every slot is a whole phrase of the opening or the narrator. Lines per beat: three, one chosen by the seed.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { fillStoryLine } from './story-event-plot.ts';
import { defaultLinesEn, defaultLinesVi } from './data/story/story-default-lines-en-vi.ts';
import { defaultLinesKo, defaultLinesZh } from './data/story/story-default-lines-ko-zh.ts';
import type { DefaultClause, DefaultKind } from './story-default-clause.ts';

/** The beats of the default plot, in order. */
export type DefaultBeat = 'react' | 'act' | 'find' | 'end';

/**
 * Lines of one language: per clause shape, per beat, three lines; `deed` holds a person's lines for a clause with
 * no object of its own (Mr. Alvarez has been painting every night): what they did, without naming a thing.
 */
export type DefaultLines = Readonly<Record<DefaultKind | 'deed', Readonly<Record<DefaultBeat, readonly string[]>>>>;

/** Who tells the story: the narrator, or the opening's named hero with a pronoun. */
export interface DefaultTeller {
  name: string;
  first: boolean;
  gender: 'she' | 'he' | null;
}

const lines: Readonly<Record<ContentLanguage, DefaultLines>> = { en: defaultLinesEn, vi: defaultLinesVi, ko: defaultLinesKo, zh: defaultLinesZh };

/** The narrator's own word per language. */
const narrator: Readonly<Record<ContentLanguage, string>> = { en: 'I', vi: 'tôi', ko: '나', zh: '我' };

/**
 * A person named by a long phrase is named shortly after the first time: by the name (my neighbour Mr. Alvarez →
 * Mr. Alvarez), the head noun (楼下修车的师傅 → 师傅, 경비실 할아버지 → 할아버지), or the kin word (bà bán xôi → bà ấy).
 */
function shortName(who: string, language: ContentLanguage): string {
  if (language === 'en') return /\b((?:Mr|Mrs|Ms|Dr)\.?\s[A-Z][a-z]+)$/u.exec(who)?.[1] ?? who;
  if (language === 'zh') return who.includes('的') ? who.slice(who.lastIndexOf('的') + 1) : who;
  if (language === 'ko') return who.split(' ').at(-1) ?? who;
  const words = who.split(' ');
  const lead = words.slice(0, /^(?:cô bé|cậu bé|con bé|bà cụ|ông cụ)\s/iu.test(who) ? 2 : 1).join(' ');
  return words.length > 2 && /^(?:bà|ông|cô|chú|bác|anh|chị|cậu|cô bé|cậu bé|con bé|bà cụ|ông cụ)$/iu.test(lead) ? `${lead} ấy` : who;
}

/** The hero's slots: the subject, object and possessive forms (shared with the attended plot, story-attend14.ts). */
export function tellerSlots(teller: DefaultTeller, language: ContentLanguage): Record<string, string> {
  if (teller.first) {
    const me = language === 'en' ? 'me' : narrator[language];
    return { I: narrator[language], me, my: language === 'en' ? 'my' : language === 'ko' ? '내' : narrator[language] };
  }
  if (language !== 'en') return { I: teller.name, me: teller.name, my: teller.name };
  const [me, my] = teller.gender === 'she' ? ['her', 'her'] : teller.gender === 'he' ? ['him', 'his'] : ['them', 'their'];
  return { I: teller.name, me: me as string, my: my as string };
}

/** A place or vehicle head at the end of a phrase, per language. */
const placeHead: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:floor|room|street|road|stop|station|corner|door|window|hall|roof|yard|garden|park|building|house|flat|lift|elevator|stairs|platform|car|bus|train|bridge|shop|store|office|school|classroom|kitchen)s?$/iu,
  vi: /(?:^|\s)(?:tầng|phòng|đường|phố|trạm|ga|góc|cửa|sân|vườn|công viên|tòa nhà|nhà|thang máy|cầu thang|xe|cầu|cửa hàng|văn phòng|trường|lớp|bếp)(?:\s|$)/iu,
  ko: /(?:층|방|길|거리|정류장|역|모퉁이|문|창문|마당|정원|공원|건물|집|엘리베이터|계단|차|버스|기차|다리|가게|사무실|학교|교실|부엌)$/u,
  zh: /(?:楼|层|房间|街|路|站|角|门|窗|院子|花园|公园|大楼|家|电梯|楼梯|车|桥|店|办公室|学校|教室|厨房)$/u,
};

/** A line in which the teller keeps the clause's object (I kept {object}, {I} giữ lại {object}, {object:은} 결국 내가 가졌다, {object}最后留在了{I}这儿). */
const keptObject = /kept \{object\}|giữ lại \{object\}|\{object\}最后留在了|\{object:은\} 결국 내가 가졌다/u;

/** Whether the default plot can tell this clause: each shape needs the phrases its lines name. */
export function defaultPlotAnswers(clause: DefaultClause): boolean {
  if (clause.kind === 'replaced') return clause.who !== null && clause.newcomer !== null;
  if (clause.kind === 'person') return clause.who !== null;
  // A thing that only moved or came (the fog rolled in) is a scene, no event to act on: a thing acts on an object.
  if (clause.kind === 'thing') return clause.thing !== null && clause.object !== null;
  return clause.thing !== null;
}

/** Writes the default plot's three paragraphs (sentences each; the caller puts the opening before the first). */
export function writeDefaultPlot(clause: DefaultClause, teller: DefaultTeller, language: ContentLanguage, random: () => number): string[][] {
  const kind = lines[language][clause.kind === 'person' && clause.thing === null ? 'deed' : clause.kind];
  // An English phrase the opening brought in with "a" is known by now: "the" (a can of soup → the can of soup).
  const known = (phrase: string | null): string | null => (phrase !== null && language === 'en' ? phrase.replace(/^an?\s/iu, 'the ') : phrase);
  // A Vietnamese adverb after the subject (ông nội tự dưng, mẹ bỗng) is no part of the person's name.
  const who = language === 'vi' ? (clause.who ?? '').replace(/(?:\s(?:tự dưng|bỗng nhiên|bỗng|đột nhiên|tự nhiên|chợt))+$/iu, '') : clause.who ?? '';
  const slots: Record<string, string> = {
    ...tellerSlots(teller, language),
    who: known(who) ?? '',
    name: known(shortName(who, language)) ?? '',
    newcomer: known(clause.newcomer) ?? '',
    newName: known(shortName(clause.newcomer ?? '', language)) ?? '',
    thing: known(clause.thing) ?? '',
    object: known(clause.object) ?? '',
    quote: clause.quote ?? '',
  };
  // Round 14: an object that is a place or a vehicle (the ninth floor, their car, 九楼) is never "kept" like a small gift.
  const unkeepable = clause.object !== null && placeHead[language].test(clause.object.trim());
  const pick = (beat: DefaultBeat): string => {
    // A line that names an object the clause does not have is left out.
    const pool = kind[beat].filter((line) => (clause.object !== null || !line.includes('{object')) && !(unkeepable && keptObject.test(line)));
    return fillStoryLine(pool[Math.floor(random() * pool.length)] ?? pool[0] ?? '', slots, language);
  };
  return [[pick('react')], [pick('act'), pick('find')], [pick('end')]];
}
