/** Built-in stylist: reads a free description (face shape, hair, height, build, occasion, colours, season, age, style words) and suggests hair and an outfit. */
import { ageGroupOf, findAge, findHeightCm, type AgeGroup } from './data/style/age.ts';
import { faceReasons, hairCuts, hairTypeMoreNotes, hairTypeNotes, type HairCut } from './data/style/hair.ts';
import {
  buildKeywords, colourKeywords, faceKeywords, genderKeywords, hairLengthKeywords, hairTypeKeywords, heightKeywords, occasionKeywords,
  seasonKeywords, styleKeywords, undertoneKeywords,
  type Build, type ColourKey, type FaceShape, type Gender, type HairLength, type HairType, type Height, type KeywordTable, type Occasion,
  type Season, type StyleWord, type Undertone,
} from './data/style/keywords.ts';
import { stylePhrases, type StylePhrases } from './data/style/phrases.ts';
import {
  colourFamilies, feelsColdPattern, findBudget, noSuitPattern, findColourFamily, findDislikes, findOwnedOuter, greyHairPattern, requestPhrases,
  type Budget, type ColourFamily, type Dislike, type OwnedOuter,
} from './data/style/requests.ts';
import { pieces, type Formality, type Piece, type PieceRole } from './data/style/pieces.ts';
import { readEitherOr } from './fortune-choice.ts';
import { climateSeasons, placeClimateLines, stylePlaces, type StylePlace } from './data/style/places.ts';
import { findTemperatureC, seasonOfTemperature } from './data/style/temperature.ts';
import { bodyLines, bodyNoteOf, photoPattern, requestNotes, sweatPattern } from './data/style/body.ts';
import { asksAboutHair, asksAboutMakeup, makeupFor, makeupHeader, occasionCore } from './style-occasions.ts';
import { agreesWithOutfit, anyOutfitTip, commuteNote, gardenNote, gardenPattern, jointsNote, jointsPattern, commuteOf, contradictsOutfit, isEarlyAutumn, type Commute } from './style-context.ts';
import { readWeddingRole, weddingRoleCore, weddingRoleLabel, weddingRoleNote, weddingRoleTip, type WeddingRoleReading } from './style-wedding-role.ts';
import { pick, shuffled } from '../contract/seeded-random.ts';
import type { ContentGenerator, ContentLanguage } from '../contract/content-types.ts';

/** What the stylist understood from a description. */
export interface StyleProfile {
  gender?: Gender;
  face?: FaceShape;
  length?: HairLength;
  types: HairType[];
  height?: Height;
  builds: Build[];
  occasion?: Occasion;
  season?: Season;
  undertone?: Undertone;
  styles: StyleWord[];
  colours: ColourKey[];
  age?: AgeGroup;
  /** A stated budget. */
  budget?: Budget;
  /** Things the visitor will not wear. */
  dislikes?: Dislike[];
  /** Grey or white hair was mentioned. */
  greyHair?: boolean;
  /** A colour family asked for ("soft colours"). */
  colourFamily?: ColourFamily;
  /** The visitor feels the cold. */
  feelsCold?: boolean;
  /** An outer layer the visitor already owns. */
  ownedOuter?: OwnedOuter;
  /** The hair is buzzed now. */
  buzzed?: boolean;
  /** A stated temperature of 27 °C or more: no extra layer on top. */
  hot?: boolean;
  /** A place the visitor is going to or lives in, whose climate decides what to pack. */
  place?: StylePlace;
  /** The visitor wants to move beyond hoodies. */
  avoidHoodie?: boolean;
  /** The visitor does not want to look too dressed up. */
  lowKey?: boolean;
  /** A class or school reunion (dressed as a relaxed get-together, not a dance party). */
  reunion?: boolean;
  /** The visitor is pregnant. */
  pregnant?: boolean;
  /** The visitor will not wear a suit or a blazer. */
  noSuit?: boolean;
  /** How the visitor gets there (a bike, a scooter, a long walk). */
  commute?: Commute;
  /** An early-autumn month ("September"): autumn fabrics, but no coat. */
  earlyAutumn?: boolean;
  /** The visitor stands in the wedding party or is a parent of the couple (not a guest). */
  weddingRole?: WeddingRoleReading;
}

/** The answer to "no suit" (rule C: what was asked is answered in its own words). */
const noSuitNote: Record<ContentLanguage, string> = {
  en: '• No suit needed: a crisp shirt or a fine knit with well-cut trousers looks polished without one.',
  vi: '• Không cần vest: sơ mi phẳng phiu hoặc áo len mỏng với quần âu vừa dáng đã đủ chỉn chu.',
  ko: '• 정장 없이도 충분해요. 다림질한 셔츠나 얇은 니트에 핏 좋은 슬랙스면 단정해 보여요.',
  zh: '• 不穿西装也可以：一件挺括的衬衫或细针织衫，配剪裁合身的裤子，就足够得体。',
};

/** Pregnancy named in four languages (Vietnamese also without diacritics). */
const pregnantPattern = /pregnan|expecting a baby|baby bump|임신|임산부|만삭|mang thai|mang bầu|có bầu|bà bầu|mang bau|co bau|ba bau|怀孕|孕期|孕妇|孕[0-9一二三四五六七八九]/u;

/** The answer to a pregnancy: room for the bump, low shoes, layers (round 6: "임신 5개월" was ignored). */
const pregnantNote: Record<ContentLanguage, string> = {
  en: '• For the bump: a stretchy waistband or a dress that falls from under the bust, flat or low shoes, and a layer you can take off when you get warm.',
  vi: '• Cho bụng bầu: chọn quần cạp chun co giãn hoặc đầm suông từ dưới ngực, giày bệt hoặc gót thấp, thêm một lớp khoác dễ cởi khi thấy nóng.',
  ko: '• 임신 중이시니 배를 조이지 않는 밴딩 하의나 가슴 아래부터 떨어지는 원피스, 굽 낮은 신발, 더우면 벗기 쉬운 겉옷을 추천해요.',
  zh: '• 孕期穿搭：选松紧腰的下装或从胸下散开的连衣裙，配平底或低跟鞋，再加一件热了方便脱的外套。',
};

/** A class or school reunion in four languages (Vietnamese also without diacritics). */
const reunionPattern = /\breunion\b|동창회|동창 모임|họp (?:mặt )?lớp|họp khóa|hop (?:mat )?lop|hop khoa|同学(?:聚)?会|同学聚餐/u;

/** A job named as who the visitor is ("上班族", "직장인", "office worker"), not where the outfit is for. */
const selfDescription = /上班族|打工人|직장인|회사원|office worker|nhân viên văn phòng|dân văn phòng|nhan vien van phong|dan van phong|我是(?:一[个名])?(?:大学生|学生|研究生)|(?:저는\s*)?대학생(?:이고|인데|이에요)|i'?m an? (?:college |university )?student|(?:mình|em|tôi) là sinh viên|minh la sinh vien/gu;

/** What a reunion is dressed for, in place of the party note (no dance floor, no shine). */
const reunionNote: Record<ContentLanguage, string> = {
  en: 'For a reunion, aim for relaxed but put-together: something you feel like yourself in, easy to sit, eat and talk in for hours.',
  vi: 'Đi họp lớp, chỉ cần gọn gàng mà thoải mái: mặc thứ khiến bạn thấy là chính mình, ngồi ăn uống, trò chuyện cả buổi vẫn dễ chịu.',
  ko: '동창회에는 편하지만 정돈된 차림이 좋아요. 몇 시간 앉아서 먹고 이야기해도 편한, 나다운 옷으로 가세요.',
  zh: '同学聚会穿得轻松又利落就好：选让你自在的衣服，坐着吃饭聊几个小时也舒服。',
};

/** The reunion's label in the summary line. */
const reunionLabel: Record<ContentLanguage, string> = { en: 'a reunion', vi: 'họp lớp', ko: '동창회', zh: '同学聚会' };

/** The answer to "not too dressed up" (rule C: the first thing asked is answered in its own words). */
const lowKeyNote: Record<ContentLanguage, string> = {
  en: '• Not too dressed up: one neat piece, the rest relaxed, nothing that looks like you tried too hard.',
  vi: '• Không quá cầu kỳ: một món chỉn chu, phần còn lại thoải mái, trông tự nhiên như không cố gắng.',
  ko: '• 꾸민 티 안 나게: 단정한 아이템 하나에 나머지는 편안하게, 힘 뺀 느낌으로 맞춰요.',
  zh: '• 不用太正式：一件干净利落的单品，其余轻松随意，看起来自然不刻意。',
};

/** "Not too formal / dressed up" in four languages (Vietnamese also without diacritics). */
const lowKeyPattern = /no dress code|dress code is casual|不(?:要求|用|需要)(?:穿)?正装|복장(?:이)? 자유|자율 복장|không (?:cần|bắt buộc) (?:mặc )?(?:đồ )?(?:công sở|vest)|khong (?:can|bat buoc) (?:mac )?(?:do )?(?:cong so|vest)|not (?:too |overly )?(?:formal|dressed[- ]up|fancy)|(?:tried|try|trying) (?:too|so) hard|overdress|too dressy|힘주지|힘준 티|너무 힘|不要太刻意|别太刻意|太用力|không muốn quá trang trọng|ko quá trang trọng|k quá trang trọng|ko qua trang trong|(?:too|overly) (?:formal|dressed[- ]up)|不想(?:穿得)?太(?:正式|隆重|刻意)|别太正式|不要太正式|꾸민 티|너무 꾸민|너무 차려|격식 없|không (?:quá |muốn quá )?(?:trang trọng|cầu kỳ|điệu)|khong (?:qua |muon qua )?(?:trang trong|cau ky|dieu)/u;

const vietnameseMarks = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;
const cjk = /[\p{Script=Hangul}\p{Script=Han}]/u;

/** Lower case without Vietnamese diacritics (đ → d), for matching Vietnamese keywords written without them. */
export function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').replace(/đ/gu, 'd').replace(/Đ/gu, 'D').toLowerCase();
}

/** A description read once: lower case, without diacritics, whether it is Vietnamese, whether it has Hangul or Han. */
interface DescriptionTexts { lower: string; stripped: string; vietnamese: boolean; cjk: boolean }

interface Matcher<K> { value: K; test: (texts: DescriptionTexts) => number }

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Compiles a keyword table once: each matcher returns the first position of a match, or -1. */
function compile<K extends string>(table: KeywordTable<K>): Matcher<K>[] {
  const matchers: Matcher<K>[] = [];
  for (const value of Object.keys(table) as K[]) {
    const lists = table[value];
    const substrings = [...lists.ko, ...lists.zh];
    const wordPattern = (words: readonly string[]): RegExp | null =>
      words.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'u');
    const english = wordPattern(lists.en);
    const vietnamese = wordPattern(lists.vi);
    matchers.push({
      value,
      test: ({ lower, stripped, vietnamese: isVietnamese, cjk: hasCjk }) => {
        let best = -1;
        const note = (index: number): void => {
          if (index >= 0 && (best < 0 || index < best)) best = index;
        };
        if (hasCjk) for (const word of substrings) note(lower.indexOf(word));
        if (english && !isVietnamese) note(lower.search(english));
        if (vietnamese) note(stripped.search(vietnamese));
        return best;
      },
    });
  }
  return matchers;
}

const matchers = {
  face: compile(faceKeywords), length: compile(hairLengthKeywords), type: compile(hairTypeKeywords), gender: compile(genderKeywords),
  height: compile(heightKeywords), build: compile(buildKeywords), occasion: compile(occasionKeywords), season: compile(seasonKeywords),
  undertone: compile(undertoneKeywords), style: compile(styleKeywords), colour: compile(colourKeywords),
};

/** All values whose keywords occur, in the order they appear in the text. */
function allFound<K>(list: readonly Matcher<K>[], texts: DescriptionTexts): K[] {
  return list
    .map((matcher) => ({ value: matcher.value, at: matcher.test(texts) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((hit) => hit.value);
}

/** The first value in table order whose keywords occur (tables list the more specific values first). */
function firstFound<K>(list: readonly Matcher<K>[], texts: DescriptionTexts): K | undefined {
  return list.find((matcher) => matcher.test(texts) >= 0)?.value;
}

/** Hair length said with words in between ("long wavy hair", "긴 웨이브 머리", "tóc xoăn dài", "长卷发"). */
const lengthPatterns: ReadonlyArray<readonly [HairLength, RegExp]> = [
  ['short', /\bshort(?:[\s,-]+[a-z]+){0,2}[\s-]+hair\b|짧은\s*(?:\S+\s*)?머리|\btoc(?:\s+[a-z]+){0,2}\s+ngan\b|短[^\s，。,.]{0,2}发/u],
  ['long', /\blong(?:[\s,-]+[a-z]+){0,2}[\s-]+hair\b|긴\s*(?:\S+\s*)?머리|\btoc(?:\s+[a-z]+){0,2}\s+dai\b|长[^\s，。,.]{0,2}发/u],
  ['medium', /\b(?:medium|mid)(?:[\s,-]+[a-z]+){0,2}[\s-]+hair\b|\btoc(?:\s+[a-z]+){0,2}\s+ngang vai\b/u],
];

/** Reads a free description in any of the four languages. */
export function analyseDescription(description: string): StyleProfile {
  const lower = description.normalize('NFC').toLowerCase();
  const texts = { lower, stripped: stripDiacritics(lower), vietnamese: vietnameseMarks.test(lower), cjk: cjk.test(lower) };
  const withoutPartners = { ...texts, lower: lower.replace(/남자\s*친구|여자\s*친구|남친|여친|男朋友|女朋友/gu, ' ') };
  const greyHairGlobal = new RegExp(greyHairPattern.source, 'gu');
  const withoutHairColour = { ...texts, lower: lower.replace(greyHairGlobal, ' '), stripped: texts.stripped.replace(greyHairGlobal, ' ') };
  const profile: StyleProfile = {
    gender: firstFound(matchers.gender, withoutPartners),
    face: allFound(matchers.face, texts)[0],
    length: allFound(matchers.length, texts)[0],
    types: allFound(matchers.type, texts).slice(0, 2),
    height: firstFound(matchers.height, texts),
    builds: allFound(matchers.build, texts).slice(0, 2),
    // "上班族, 公司年会": a job that says who the visitor is does not make the outfit an office one (round 6).
    occasion: firstFound(matchers.occasion, { ...texts, lower: lower.replace(selfDescription, ' '), stripped: texts.stripped.replace(selfDescription, ' ') }) ?? firstFound(matchers.occasion, texts),
    season: allFound(matchers.season, texts)[0],
    undertone: allFound(matchers.undertone, texts)[0],
    styles: allFound(matchers.style, texts).slice(0, 2),
    colours: allFound(matchers.colour, withoutHairColour).slice(0, 3),
  };
  if (profile.length === undefined) profile.length = lengthPatterns.find(([, pattern]) => pattern.test(texts.lower) || pattern.test(texts.stripped))?.[0];
  const age = findAge(description);
  if (age !== undefined) profile.age = ageGroupOf(age);
  const heightCm = findHeightCm(description);
  if (heightCm !== undefined) {
    // A stated height decides: "160 cm tall" is not a tall frame, whatever words surround the number.
    profile.height = undefined;
    const [petiteBelow, tallFrom] = profile.gender === 'man' ? [170, 182] : profile.gender === 'woman' ? [158, 170] : [162, 178];
    if (heightCm < petiteBelow) profile.height = 'petite';
    else if (heightCm >= tallFrom) profile.height = 'tall';
  }
  const budget = findBudget(texts.lower, texts.stripped);
  if (budget) profile.budget = budget;
  const dislikes = findDislikes(texts.lower, texts.stripped);
  if (dislikes.length > 0) profile.dislikes = dislikes;
  if (greyHairPattern.test(texts.lower)) profile.greyHair = true;
  const family = findColourFamily(texts.lower, texts.stripped);
  if (family) profile.colourFamily = family;
  if (feelsColdPattern.test(texts.lower) || feelsColdPattern.test(texts.stripped)) profile.feelsCold = true;
  if (profile.occasion === 'beach' && profile.season === undefined) profile.season = 'summer';
  if (/\bbuzz(?:ed|[- ]cut)\b|\bcrew cut\b|버즈컷|스포츠머리|đầu đinh|dau dinh|寸头|板寸/u.test(texts.lower)) profile.buzzed = true;
  const celsius = findTemperatureC(description);
  // A stated temperature decides the season: "35°C in Saigon" dresses for summer whatever month is named.
  // A named winter or summer (a month or the word) stands unless the temperature is two steps away: "December, 14 °C in
  // Hanoi" is winter, not autumn. Spring and autumn dress alike, so there the temperature picks ("a 15° spring evening").
  if (celsius !== undefined) {
    const byTemperature = seasonOfTemperature(celsius);
    const named = profile.season;
    const keepNamed = (named === 'winter' || named === 'summer') && Math.abs(seasonWarmth[named] - seasonWarmth[byTemperature]) <= 1;
    if (!keepNamed) profile.season = byTemperature;
  }
  if (celsius !== undefined && celsius >= 27) profile.hot = true;
  // "Anh đi phỏng vấn…": a Vietnamese speaker who calls himself "anh" is a man.
  if (profile.gender === undefined && /^anh\s/u.test(texts.stripped.trim())) profile.gender = 'man';
  // "Nam, 28 tuổi, …", "Nữ 25 tuổi": a Vietnamese description that opens on its gender (third read: a bob for a man).
  if (profile.gender === undefined) {
    const head = texts.lower.trim();
    if (/^nam(?:\s*[,.:;-]|\s+\d)/u.test(head)) profile.gender = 'man';
    else if (/^nữ(?:\s*[,.:;-]|\s+\d)/u.test(head)) profile.gender = 'woman';
  }
  // "Everyone wears hoodies but I want to look put together", "not hoodies": the hoodie is what the visitor wants to leave.
  if (/hoodie|áo hoodie|후드티|후디|卫衣/iu.test(texts.lower) && /\bbut\b|\bnot\b|beyond|instead|put together|sick of|tired of|nhưng|không muốn|말고|대신|不想|除了|但是/iu.test(texts.lower)) profile.avoidHoodie = true;
  const place = findPlace(texts);
  if (place) {
    profile.place = place;
    profile.season ??= climateSeasons[place.climate];
    // A trip to a seaside resort is a beach trip unless something else was planned there.
    if (place.seaside && (profile.occasion === undefined || profile.occasion === 'travel' || profile.occasion === 'casual')) profile.occasion = 'beach';
  }
  const owned = findOwnedOuter(texts.lower, texts.stripped);
  if (owned) profile.ownedOuter = owned;
  // "Nam, hơi mập bụng": a man's belly is a belly, not curves (no wrap dresses or waist darts in his tip).
  if (profile.gender === 'man' && profile.builds.includes('belly')) profile.builds = profile.builds.filter((build) => build !== 'curvy');
  // "不想穿得太正式", "not too dressed up", "꾸민 티 안 나게": the look stays relaxed.
  if (lowKeyPattern.test(texts.lower) || lowKeyPattern.test(texts.stripped)) profile.lowKey = true;
  // "đi họp lớp" is a reunion, not a work meeting ("đi họp"): a relaxed get-together (round 6).
  if (pregnantPattern.test(texts.lower) || pregnantPattern.test(texts.stripped)) profile.pregnant = true;
  if (noSuitPattern.test(texts.lower) || noSuitPattern.test(texts.stripped)) profile.noSuit = true;
  const commute = commuteOf(texts.lower);
  if (commute) profile.commute = commute;
  if (isEarlyAutumn(texts.lower)) profile.earlyAutumn = true;
  if (reunionPattern.test(texts.lower) || reunionPattern.test(texts.stripped)) {
    profile.occasion = 'party';
    profile.reunion = true;
  }
  // A bridesmaid, a groomsman or a parent of the couple is at a wedding, and not as a guest (round 9: 혼주, mẹ cô dâu).
  const weddingRole = readWeddingRole(description);
  if (weddingRole) {
    // A role without a gender word ("拍婚纱照", "들러리") takes the gender the visitor gave ("我是男生").
    profile.weddingRole = weddingRole.gender === undefined && profile.gender !== undefined ? { ...weddingRole, gender: profile.gender } : weddingRole;
    profile.occasion = 'wedding';
    if (weddingRole.gender) profile.gender = weddingRole.gender;
  }
  return profile;
}

/** The first known place named in the description (ko and zh by substring, en and vi by whole words). */
/** Each place name compiled once: a CJK name is found by position, a Latin one on word edges, with and without diacritics. */
let placeNames: { place: StylePlace; cjk: string | null; exact: RegExp | null; plain: RegExp | null }[] | undefined;

function compiledPlaceNames(): NonNullable<typeof placeNames> {
  placeNames ??= stylePlaces.flatMap((place) =>
    place.match.map((name) =>
      cjk.test(name)
        ? { place, cjk: name, exact: null, plain: null }
        : {
            place,
            cjk: null,
            exact: new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'u'),
            plain: new RegExp(`(?<![\\p{L}\\p{N}])${escape(stripDiacritics(name))}(?![\\p{L}\\p{N}])`, 'u'),
          },
    ),
  );
  return placeNames;
}

/**
 * All Latin place names in two alternations (as written, and without diacritics), compiled once: a description that
 * names none of them (most do not) is answered by two searches instead of two per name. Few regexes matter: V8 drops
 * compiled regexp code on a major GC and recompiles on the next use, so hundreds of small patterns made every style
 * suggestion 2 ms slower in a busy process (bench/content) than alone (0.35 ms).
 */
let placePrefilter: { exact: RegExp; plain: RegExp } | undefined;

function placeNamesNamed(texts: { lower: string; stripped: string }): boolean {
  if (placePrefilter === undefined) {
    const latin = stylePlaces.flatMap((place) => place.match).filter((name) => !cjk.test(name));
    const alternation = (names: string[]): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...new Set(names)].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'u');
    placePrefilter = { exact: alternation(latin), plain: alternation(latin.map(stripDiacritics)) };
  }
  return placePrefilter.exact.test(texts.lower) || placePrefilter.plain.test(texts.stripped);
}

function findPlace(texts: { lower: string; stripped: string }): StylePlace | undefined {
  let found: { place: StylePlace; at: number } | undefined;
  const latinNamed = placeNamesNamed(texts);
  for (const name of compiledPlaceNames()) {
    if (name.cjk === null && !latinNamed) continue;
    const at = name.cjk !== null ? texts.lower.indexOf(name.cjk) : Math.max(texts.lower.search(name.exact as RegExp), texts.stripped.search(name.plain as RegExp));
    if (at >= 0 && (found === undefined || at < found.at)) found = { place: name.place, at };
  }
  return found?.place;
}

/** How warm a season dresses: summer 2, spring and autumn 1, winter 0. */
const seasonWarmth: Readonly<Record<Season, number>> = { summer: 2, spring: 1, autumn: 1, winter: 0 };

/** Occasions that ask for a polished look (hair and outfit alike). */
const polishedOccasions: ReadonlySet<Occasion> = new Set<Occasion>(['interview', 'work', 'family', 'stage']);
/** Occasions where a statement cut is a poor first pick (a recruiter, a partner's parents). */
const neatOnlyOccasions: ReadonlySet<Occasion> = new Set<Occasion>(['interview', 'family']);
/** Pieces too loud, bare or casual for meeting a partner's parents. */
const notForFamily = /satin|slip|camisole|tank|denim|jeans|sneakers|high-tops|hoops|bomber|cargo|Breton|tee\b|shorts/iu;
/** "Neat", "polite", "put-together" asked for beside "not too formal". */
const neatPattern = /\bneat\b|put[- ]together|\bsmart\b|polished|lịch sự|lich su|chỉn chu|gọn gàng|깔끔|단정|得体|利落|干净/u;
/** Pieces that read as dressed up: what a "not trying too hard" look leaves out. */
const dressedUp = /blazer|suit|derby|derbies|oxford shoe|heel|polished|pump|tie\b|satin|sequin|tuxedo/iu;
/** Shoes for sand and water. */
const beachShoes = /sandal|espadrille/iu;
/** Accessories for a day on the sand (no watch on a leather strap, no structured tote). */
const beachAccessories = /bucket hat|canvas tote|crossbody/iu;
/** Cuts that make a statement or need a salon perm (a C-curl too): odd first picks for an interview. */
const statementCut = /perm|wolf|shag|hush|buzz|quiff|comma|pixie|curl-by-curl|C-curl/iu;
/** Cuts that read neat and professional. */
const neatCut = /lob|bob|side part|sleek|dandy|two-block|half-up|face-framing/iu;
/** Pieces too casual or too loud for a job interview (linen, satin, tweed, sneakers, dresses are for other days). */
const notForInterviews = /linen|polo|chinos|satin|tweed|sneakers|chelsea|denim|scarf|hoops|muffler|dress|knitted/iu;

/** Picks two haircuts that fit the profile, with a little randomness among equally good ones. */
function chooseCuts(profile: StyleProfile, random: () => number): HairCut[] {
  const scored = hairCuts.map((cut) => {
    let score = random() * 1.5;
    if (profile.gender) score += cut.wearer === 'any' || cut.wearer === profile.gender ? 3 : -20;
    else score += cut.wearer === 'any' ? 1.5 : 0;
    if (profile.length) score += cut.lengths.includes(profile.length) ? 3 : -2.5;
    // With no length given, a cut that needs long hair (a bun, long layers) assumes too much.
    else if (!cut.lengths.includes('short') && !cut.lengths.includes('medium')) score -= 2.5;
    if (profile.face) score += cut.faces.includes(profile.face) ? 2.5 : -1;
    for (const type of profile.types) score += cut.types.includes(type) ? 1.5 : type === 'curly' ? -2 : 0;
    if (profile.types.includes('curly') && cut.types.includes('curly')) score += 2;
    if (!profile.types.includes('curly') && cut.types.length === 1 && cut.types[0] === 'curly') score -= 8;
    // Hair already buzzed cannot take a perm or a flowing cut yet: keep the buzz or grow into a short crop.
    if (profile.buzzed) score += cut.name.en === 'Buzz cut' ? 5 : /perm|comma|flow|knot|curl/iu.test(cut.name.en) ? -10 : 0;
    // An interview or the office asks for a neat, low-upkeep cut first; a perm or a statement cut is for another day.
    // A wolf cut or a shag is a poor first pick past fifty unless asked for (round 6: both offered to a retired teacher of 62).
    if ((profile.age === 'fiftyPlus' || profile.age === 'forties') && /wolf|shag|hush|comma|perm/iu.test(cut.name.en)) score -= profile.age === 'fiftyPlus' ? 12 : 4;
    // The bride or the groom is photographed all day: a neat cut first, as for an interview (round 12).
    if (profile.weddingRole?.role === 'couple' && statementCut.test(cut.name.en)) score -= 3;
    if (profile.occasion && polishedOccasions.has(profile.occasion)) {
      if (statementCut.test(cut.name.en)) score -= neatOnlyOccasions.has(profile.occasion) ? 6 : 3;
      else if (neatCut.test(cut.name.en)) score += 2;
    }
    return { cut, score };
  });
  scored.sort((a, b) => b.score - a.score);
  const first = scored[0]?.cut;
  const second = scored.slice(1).find(({ cut }) => profile.gender !== undefined || first === undefined || cut.wearer === first.wearer || cut.wearer === 'any')?.cut;
  return [first, second].filter((cut): cut is HairCut => cut !== undefined);
}

const occasionFormality: Record<Occasion, readonly Formality[]> = {
  work: ['smart'], interview: ['smart'], date: ['evening', 'casual'], wedding: ['smart', 'evening'], party: ['evening'],
  casual: ['casual'], travel: ['casual'], school: ['casual'], sport: ['active'], festival: ['casual', 'active'],
  outdoor: ['active', 'casual'], beach: ['casual'], family: ['smart'], stage: ['smart', 'evening'], funeral: ['smart'], ceremony: ['smart', 'casual'], celebration: ['smart', 'casual'],
};
/** Occasions where shoes must be dressy enough for the evening (no sneakers at a wedding). */
const dressyOccasions: ReadonlySet<Occasion> = new Set<Occasion>(['interview', 'wedding', 'party', 'family', 'stage']);

/** Whether a piece is something the visitor refused (heels, skirts and dresses). */
function refused(piece: Piece, dislikes: readonly Dislike[]): boolean {
  if (dislikes.includes('heels') && /heel/iu.test(piece.name.en)) return true;
  return dislikes.includes('skirt') && (piece.role === 'dress' || /skirt/iu.test(piece.name.en));
}

/** Candidates for one outfit role that fit the formality, season and wearer; falls back step by step when none fits. */
function candidates(role: PieceRole, formality: readonly Formality[], season: Season | undefined, gender: Gender | undefined, profile?: StyleProfile): Piece[] {
  const wearerOk = (piece: Piece): boolean => piece.wearer === 'any' || piece.wearer === gender;
  const seasonOk = (piece: Piece): boolean => (season ? piece.seasons.includes(season) : piece.seasons.length >= 3);
  const dislikes = profile?.dislikes ?? [];
  const dressy = role === 'shoes' && profile?.occasion !== undefined && dressyOccasions.has(profile.occasion);
  // A winter outfit gets no white or canvas sneakers (third read: white leather sneakers for a Beijing winter commute).
  const weatherOk = (piece: Piece): boolean => !(season === 'winter' && /white[^,]*sneaker|canvas/iu.test(piece.name.en));
  const fitting = pieces.filter((piece) => piece.role === role && wearerOk(piece) && !refused(piece, dislikes) && weatherOk(piece) && !(profile?.avoidHoodie === true && /hoodie/iu.test(piece.name.en)) && !(profile?.noSuit === true && /suit|blazer|tie\b/iu.test(piece.name.en)));
  const occasion = profile?.occasion;
  const interviewReady =
    occasion === 'interview' ? fitting.filter((piece) => !notForInterviews.test(piece.name.en))
    : occasion === 'family' ? fitting.filter((piece) => !notForFamily.test(piece.name.en))
    : occasion === 'beach' && role === 'shoes' ? fitting.filter((piece) => beachShoes.test(piece.name.en))
    : occasion === 'beach' && role === 'accessory' ? fitting.filter((piece) => beachAccessories.test(piece.name.en))
    : occasion === 'stage' && role === 'outer' ? fitting.filter((piece) => /blazer/iu.test(piece.name.en))
    // "Don't want to look like I tried too hard": no blazer, suit, polished shoes or heels (round 6: a blazer and derbies for bowling).
    : profile?.lowKey === true && occasion !== 'funeral' && occasion !== 'wedding' ? fitting.filter((piece) => !dressedUp.test(piece.name.en))
    : fitting;
  const all = interviewReady.length > 0 ? interviewReady : fitting;
  const dressed = dressy ? all.filter((piece) => piece.formality.includes('evening')) : all;
  const base = dressed.length > 0 ? dressed : all;
  const primary = formality[0] as Formality;
  const steps = [
    base.filter((piece) => piece.formality.includes(primary) && seasonOk(piece)),
    base.filter((piece) => piece.formality.some((level) => formality.includes(level)) && seasonOk(piece)),
    base.filter((piece) => piece.formality.some((level) => formality.includes(level))),
    base,
  ];
  return steps.find((list) => list.length > 0) ?? [];
}

/** Colour partners for each colour. */
const colourPartners: Record<ColourKey, readonly ColourKey[]> = {
  black: ['white', 'camel', 'red', 'grey'], white: ['navy', 'beige', 'olive', 'blue'], grey: ['white', 'navy', 'pink', 'burgundy'],
  navy: ['white', 'camel', 'grey', 'cream'], blue: ['white', 'beige', 'navy', 'cream'], beige: ['white', 'navy', 'brown', 'olive'],
  brown: ['cream', 'olive', 'beige', 'blue'], camel: ['navy', 'black', 'white', 'cream'], green: ['beige', 'white', 'navy', 'cream'],
  olive: ['cream', 'brown', 'navy', 'white'], red: ['black', 'white', 'navy', 'beige'], burgundy: ['grey', 'navy', 'camel', 'cream'],
  pink: ['grey', 'navy', 'white', 'burgundy'], purple: ['grey', 'white', 'navy', 'cream'], yellow: ['navy', 'white', 'grey', 'blue'],
  orange: ['navy', 'white', 'brown', 'cream'], mint: ['white', 'beige', 'grey', 'navy'], cream: ['brown', 'navy', 'olive', 'camel'],
};
const seasonPalettes: Record<Season, readonly ColourKey[]> = {
  spring: ['mint', 'cream', 'pink', 'blue', 'yellow'], summer: ['white', 'blue', 'beige', 'yellow', 'mint'],
  autumn: ['camel', 'burgundy', 'olive', 'brown', 'orange'], winter: ['navy', 'grey', 'black', 'burgundy', 'cream'],
};
const undertonePalettes: Record<Undertone, readonly ColourKey[]> = {
  warm: ['camel', 'olive', 'cream', 'orange', 'brown', 'yellow'], cool: ['navy', 'grey', 'pink', 'purple', 'white', 'blue'],
  deep: ['burgundy', 'green', 'yellow', 'red', 'purple', 'white', 'orange'],
};
const everydayAnchors: readonly ColourKey[] = ['navy', 'beige', 'grey', 'olive', 'cream', 'blue', 'camel'];

/** Fabrics that breathe, as the outfit lines name them. */
const breathableFabric = /linen|cotton|seersucker|breathab|lanh|thoáng|린넨|리넨|면 소재|면 셔츠|면이나|면 혼방|코튼|시어서커|통기|亚麻|棉|泡泡纱|透气/iu;

/** A note on fabrics for a polished outfit on a hot day. */
const heatFabricNote: Record<ContentLanguage, string> = {
  en: '• In the heat, choose light, breathable fabrics such as cotton or a linen blend, so you stay fresh all day.',
  vi: '• Trời nóng thì chọn vải mỏng, thoáng như cotton hay vải pha lanh để cả ngày vẫn khô thoáng.',
  ko: '• 더운 날엔 면이나 린넨 혼방처럼 얇고 통기성 좋은 소재를 고르면 하루 종일 쾌적해요.',
  zh: '• 天热就选纯棉或亚麻混纺这类轻薄透气的面料，一整天都清爽。',
};

/** Colours an occasion rules out: a wedding guest wears no white or cream (the bride's colours). */
const bannedColours: Partial<Record<Occasion, ReadonlySet<ColourKey>>> = { wedding: new Set<ColourKey>(['white', 'cream']) };

function colourSection(profile: StyleProfile, phrases: StylePhrases, random: () => number): string[] {
  const name = (key: ColourKey): string => phrases.colourNames[key];
  // A funeral is dressed in dark, plain colours whatever the season.
  if (profile.occasion === 'funeral') return [phrases.colourLines[2]?.(name('black'), name('grey'), name('navy')) ?? name('black')];
  const banned = (profile.occasion ? bannedColours[profile.occasion] : undefined) ?? new Set<ColourKey>();
  const allowed = (keys: readonly ColourKey[]): ColourKey[] => keys.filter((key) => !banned.has(key));
  const lines: string[] = [];
  const wanted = allowed(profile.colours.length > 0 ? profile.colours : profile.colourFamily ? shuffled(colourFamilies[profile.colourFamily].colours, random).slice(0, 3) : []);
  if (wanted.length > 0) {
    const [main, ...rest] = wanted as [ColourKey, ...ColourKey[]];
    const partners = allowed([...rest, ...shuffled(colourPartners[main], random)]).filter((key, i, all) => key !== main && all.indexOf(key) === i);
    lines.push(pick(phrases.colourLines, random)(name(main), name(partners[0] ?? 'white'), name(partners[1] ?? 'navy')));
  }
  if (profile.undertone) {
    const [a, b, c] = shuffled(allowed(undertonePalettes[profile.undertone]), random) as [ColourKey, ColourKey, ColourKey];
    lines.push(phrases.undertonePalette(profile.undertone, name(a), name(b), name(c)));
  } else if (profile.season && lines.length < 1) {
    const [a, b, c] = shuffled(allowed(seasonPalettes[profile.season]), random) as [ColourKey, ColourKey, ColourKey];
    lines.push(phrases.seasonPalette(phrases.labels.season[profile.season], name(a), name(b), name(c)));
  }
  if (lines.length === 0) {
    const main = pick(allowed(everydayAnchors), random);
    const [b, c] = shuffled(allowed(colourPartners[main]), random) as [ColourKey, ColourKey];
    lines.push(pick(phrases.colourLines, random)(name(main), name(b), name(c)));
  }
  return lines;
}

function outfitSection(profile: StyleProfile, phrases: StylePhrases, language: ContentLanguage, random: () => number, description: string): string[] {
  const relaxed = profile.lowKey === true && profile.occasion !== 'funeral' && profile.occasion !== 'interview';
  // "Lịch sự mà không quá trang trọng", "neat but not too formal", a reunion: smart-casual, not a hoodie (round 6).
  const smartCasual = profile.reunion === true || (relaxed && neatPattern.test(description.toLowerCase()));
  // "Comfortable but elegant", "chic": a casual occasion is dressed smart-casual, not in a tee and jeans (round 6).
  const elegant = !relaxed && profile.styles.some((style) => style === 'classic' || style === 'chic') && occasionFormality[profile.occasion ?? 'casual'].every((level) => level === 'casual');
  const formality: readonly Formality[] = smartCasual || elegant ? ['smart', 'casual'] : relaxed ? (profile.occasion === 'date' ? ['casual', 'evening'] : ['casual']) : occasionFormality[profile.occasion ?? 'casual'];
  const choose = (role: PieceRole): string => pick(candidates(role, formality, profile.season, profile.gender, profile), random).name[language];
  const lines: string[] = [];
  const options = readEitherOr(description);
  if (options) {
    // Asked "áo dài or a dress?", the stylist answers that first; which one is the seed's pick, as every other choice here.
    const pickFirst = random() < 0.5;
    lines.push(pick(requestPhrases[language].choice, random)(options[pickFirst ? 0 : 1], options[pickFirst ? 1 : 0]));
  }
  // A wedding guest, a funeral, a hike, a school ceremony: the occasion decides the core of the outfit (a dress, never white,
  // for a woman guest; a dark suit for a funeral; boots that grip on a trail).
  const warm = profile.hot === true || profile.season === 'summer' || profile.place?.climate === 'hot';
  const occasionLook = occasionCore(profile.occasion, profile.gender, language, (profile.dislikes ?? []).includes('skirt'), warm);
  // A visitor who will not wear a suit gets no suit core (a wedding guest's "navy suit and a tie").
  const roleLook = profile.weddingRole ? weddingRoleCore(profile.weddingRole, language) : null;
  const core = roleLook ?? (occasionLook !== null && profile.noSuit === true && /suit|vest|정장|西装/iu.test(occasionLook.main) ? null : occasionLook);
  const dresses = profile.gender === 'woman' ? candidates('dress', formality, profile.season, profile.gender, profile) : [];
  // A freezing trip (哈尔滨, Sa Pa in winter) or a visitor who feels the cold is not dressed in a knit dress (round 6).
  const freezing = profile.place?.climate === 'cold' || profile.feelsCold === true;
  // A bike or a scooter is not ridden in a dress (round 7).
  const riding = profile.commute === 'bike' || profile.commute === 'motorbike';
  const wantsDress = profile.occasion !== 'interview' && !freezing && !riding && dresses.length > 0 && formality.some((level) => level !== 'active') && random() < (profile.styles.includes('romantic') ? 0.7 : 0.35);
  if (core) lines.push(core.main);
  else if (wantsDress) lines.push(pick(phrases.dressLine, random)(pick(dresses, random).name[language]));
  // A belly or a pear shape is not tucked in (third read: "넣어 입기" beside a tip to leave the hem out); the first main line never tucks.
  else lines.push(pick(profile.builds.some((build) => build === 'belly' || build === 'pear' || build === 'curvy') ? phrases.mainLine.slice(0, 1) : phrases.mainLine, random)(choose('top'), choose('bottom')));
  const hot = profile.hot === true || profile.season === 'summer' || profile.place?.climate === 'hot';
  const needsOuter = profile.occasion === 'stage' ? true : profile.hot || profile.place?.climate === 'hot' ? false : profile.season ? profile.season !== 'summer' || formality.includes('smart') : random() < 0.7;
  const requests = requestPhrases[language];
  // September is autumn but not coat weather, nor is autumn in a hot place (round 7: "dark wool overcoat" for a September garden wedding).
  const cold = profile.season === 'winter' || (profile.season === 'autumn' && profile.earlyAutumn !== true && profile.place?.climate !== 'hot') || profile.feelsCold === true;
  if (profile.ownedOuter) lines.push(pick(requests.owned, random)(requests.ownedNames[profile.ownedOuter]));
  // An occasion that fixes its own layer (a suit has its jacket; a dress gets a coat or a wrap) uses it.
  else if (core?.outer) {
    // A hot day takes no layer at all.
    const layer = cold ? core.outer.cold : warm ? undefined : core.outer.mild;
    if (layer !== undefined) lines.push(layer);
  }
  // In summer (and on stage) the layer is worn on top, never "when it cools down".
  // A scooter ride's own jacket is in its note; a summer ride or walk gets no jacket on top (round 7: a linen blazer for a
  // summer bike commute, a blazer under a scooter jacket).
  else if (needsOuter && !(hot && profile.commute !== undefined) && profile.commute !== 'motorbike' && !formality.every((level) => level === 'active')) lines.push((hot || cold || profile.occasion === 'stage' ? phrases.outerLine[0] ?? pick(phrases.outerLine, random) : pick(phrases.outerLine, random))(choose('outer')));
  lines.push(core?.shoes ?? pick(phrases.finishLine, random)(choose('shoes'), choose('accessory')));
  const body = bodyNoteOf(profile.height, profile.builds, hot);
  // One consistent fit advice: a body line that builds on pieces the outfit does not have ("a cotton shirt and straight
  // trousers" beside a shirt dress) gives way to one that fits, or to none (round 7).
  if (body) {
    const sofar = lines.join('\n');
    const chosen = pick(bodyLines[language][body], random);
    const fitting = contradictsOutfit(chosen, sofar) ? bodyLines[language][body].find((line) => !contradictsOutfit(line, sofar)) : chosen;
    if (fitting !== undefined) lines.push(fitting);
  }
  if (hot && sweatPattern.test(description.toLowerCase())) lines.push(pick(requestNotes[language].sweat, random));
  // A polished outfit on a hot day names a fabric that breathes (round 9: an Oxford shirt and tailored trousers for a
  // summer interview in Saigon, with nothing about the heat).
  else if (hot && polishedOccasions.has(profile.occasion ?? 'casual') && !breathableFabric.test(lines.join('\n'))) lines.push(heatFabricNote[language]);
  if (photoPattern.test(description.toLowerCase())) lines.push(pick(requestNotes[language].photo, random));
  if ((profile.occasion === 'wedding' || profile.occasion === 'celebration') && gardenPattern.test(description)) lines.push(gardenNote[language]);
  // Sore knees on a walking day: cushioned shoes replace the generic pair (round 7: penny loafers for a coastal trail).
  if (jointsPattern.test(description)) {
    const shoeAt = lines.findIndex((line, index) => index > 0 && line === (core?.shoes ?? '') );
    const finishAt = shoeAt >= 0 ? shoeAt : lines.findIndex((line) => /loafer|heel|derby|oxford|sneaker|trainer|boot|shoe|giày|bốt|로퍼|힐|구두|슈즈|스니커즈|부츠|运动鞋|乐福|鞋|靴/iu.test(line));
    if (finishAt > 0 && !/등산화|hiking boots|giày leo núi|登山鞋/iu.test(lines[finishAt] ?? '')) lines.splice(finishAt, 1);
    lines.push(jointsNote[language]);
  }
  if (profile.commute) lines.push(commuteNote(profile.commute, language, { hot, cold, description }));
  // One consistent outfit: a place's packing line that names other shoes or pieces ("sandals" beside loafers) is left out.
  if (profile.place) {
    const placeLine = pick(placeClimateLines[language][profile.place.climate], random)(profile.place.name[language]);
    if (!contradictsOutfit(placeLine, lines.join('\n'))) lines.push(placeLine);
  }
  for (const item of profile.dislikes ?? []) lines.push(pick(requests.dislike[item], random));
  if (profile.budget) lines.push(pick(requests.budget, random)(profile.budget.amount));
  if (profile.pregnant === true) lines.push(pregnantNote[language]);
  if (profile.noSuit === true) lines.push(noSuitNote[language]);
  if (relaxed) lines.push(lowKeyNote[language]);
  if (windPattern.test(description.toLowerCase())) lines.push(windNote[language]);
  if (profile.reunion === true) lines.push(reunionNote[language]);
  else if (profile.weddingRole) lines.push(weddingRoleNote(profile.weddingRole, language));
  else if (profile.occasion) lines.push(pick(phrases.occasionNote[profile.occasion], random));
  const style = profile.styles[0];
  if (style) lines.push(phrases.styleDirection[style]);
  return lines;
}

function hairSection(profile: StyleProfile, phrases: StylePhrases, language: ContentLanguage, random: () => number): string[] {
  const lines = chooseCuts(profile, random).map((cut) => phrases.hairLine(cut.name[language], cut.why[language]));
  if (profile.face) lines.push(pick(faceReasons[profile.face][language], random));
  const type = profile.types[0];
  if (type) lines.push(pick([hairTypeNotes, hairTypeMoreNotes], random)[type][language]);
  if (profile.greyHair) lines.push(pick(requestPhrases[language].greyHair, random));
  return lines;
}

/** Cold-weather pieces a hot day's tip leaves out. */
const coldPieces = /knit|wool|merino|quilted|coat|cashmere|áo len|len |dạ|măng tô|gile trần bông|니트|울|코트|패딩|퀼팅|针织|羊毛|大衣|毛衣|绗缝/iu;

/** Wind named in the request ("windy", "바람 많이", "gió to", "风大"). */
const windPattern = /\bwind(?:y|s)?\b|바람(?:이| 많| 불|이 세)|(?<![\p{L}\p{M}])gió(?![\p{L}\p{M}])|风大|大风|刮风|海风/u;

/** The answer to wind: a layer that blocks it and hair kept in place. */
const windNote: Record<ContentLanguage, string> = {
  en: '• For the wind, a layer that blocks it (a trench or a light windbreaker) and a hair tie or a cap keep you comfortable and your photos tidy.',
  vi: '• Trời gió nên chọn lớp khoác chắn gió (trench coat hoặc áo gió mỏng), mang theo dây buộc tóc hay mũ để ảnh chụp gọn gàng.',
  ko: '• 바람이 세니 트렌치나 얇은 바람막이처럼 바람을 막는 겉옷을 입고, 머리끈이나 모자를 챙기면 사진도 깔끔하게 나와요.',
  zh: '• 风大的话，穿一件能挡风的外套（风衣或薄冲锋衣），带上发圈或帽子，拍照也不会乱。',
};

function tipOf(profile: StyleProfile, phrases: StylePhrases, language: ContentLanguage, random: () => number, outfit: string): string {
  const { tips } = phrases;
  if (profile.feelsCold) return pick(requestPhrases[language].feelsCold, random);
  const specific: string[] = [];
  if (profile.height) specific.push(...tips.height[profile.height]);
  for (const build of profile.builds) specific.push(...tips.build[build]);
  if (profile.season) specific.push(...tips.season[profile.season]);
  if (profile.age) specific.push(...tips.age[profile.age]);
  if (profile.weddingRole) specific.push(weddingRoleTip(profile.weddingRole, language));
  else if (profile.occasion) specific.push(...(tips.occasion[profile.occasion] ?? []));
  // A hot day gets no knit, wool or coat in its tip (a slim build's "knit over poplin" at 35 °C).
  const warmDay = profile.hot === true || profile.season === 'summer' || profile.place?.climate === 'hot';
  // A tip speaks only of pieces the outfit has (round 7: a shirt-sleeve tip beside a knit dress).
  // The seed's pick is checked first; the rest are read only when it does not fit (keeps the stylist fast).
  const fitting = warmDay ? specific.filter((tip) => !coldPieces.test(tip)) : specific;
  const agrees = (tip: string): boolean => agreesWithOutfit(tip, outfit);
  if (fitting.length > 0 && random() < 0.85) {
    const chosen = pick(fitting, random);
    if (agrees(chosen)) return chosen;
    const others = fitting.filter(agrees);
    if (others.length > 0) return pick(others, random);
  }
  const general = pick(tips.general, random);
  if (agrees(general)) return general;
  const others = tips.general.filter(agrees);
  return pick(others.length > 0 ? others : anyOutfitTip[language], random);
}

function featureLabels(profile: StyleProfile, phrases: StylePhrases, language: ContentLanguage): string[] {
  const { labels } = phrases;
  const list: string[] = [];
  if (profile.face) list.push(labels.face[profile.face]);
  if (profile.length) list.push(labels.length[profile.length]);
  for (const type of profile.types) list.push(labels.type[type]);
  if (profile.height) list.push(labels.height[profile.height]);
  for (const build of profile.builds) list.push(labels.build[build]);
  if (profile.reunion === true) list.push(reunionLabel[language]);
  else if (profile.weddingRole) list.push(weddingRoleLabel(profile.weddingRole, language));
  else if (profile.occasion) list.push(labels.occasion[profile.occasion]);
  if (profile.place) list.push(profile.place.name[language]);
  if (profile.ownedOuter) list.push(requestPhrases[language].ownedLabel(requestPhrases[language].ownedNames[profile.ownedOuter]));
  if (profile.season) list.push(labels.season[profile.season]);
  if (profile.undertone) list.push(labels.undertone[profile.undertone]);
  const style = profile.styles[0];
  if (style) list.push(labels.style[style]);
  if (profile.age) list.push(labels.age[profile.age]);
  for (const colour of profile.colours) list.push(phrases.colourNames[colour]);
  return list;
}

/** Suggests a hairstyle and an outfit from a free description, with colours and a tip, in short headed sections. */
export const generateStyleSuggestion: ContentGenerator<'style-suggestion'> = (input, { language, random }) => {
  const phrases = stylePhrases[language];
  const profile = analyseDescription(input.input);
  const features = featureLabels(profile, phrases, language);
  // One feature is no list of "points": a lone label takes only the intros that read right for one (round 6: "등교, 이 포인트들을").
  const intros = features.length > 1 ? phrases.intro : phrases.intro.filter((_, index) => !(language === 'ko' && index === 1));
  const intro = features.length > 0 ? pick(intros, random)(phrases.joinList(features)) : pick(phrases.introEmpty, random);
  const { headers } = phrases;
  // Hair only when the request asks about it (or names a hair or face feature); make-up only when asked (session 4).
  const hair = asksAboutHair(input.input) || profile.face !== undefined || profile.length !== undefined || profile.types.length > 0 || profile.greyHair === true || profile.buzzed === true;
  const makeup = asksAboutMakeup(input.input);
  // Drawn in the order they are shown (the seed's picks stay as they were); the tip then reads the outfit.
  const hairLines = hair ? hairSection(profile, phrases, language, random) : [];
  const outfit = outfitSection(profile, phrases, language, random, input.input);
  return [
    intro,
    ...(hair ? [[headers.hair, ...hairLines].join('\n')] : []),
    ...(makeup ? [[makeupHeader[language], ...makeupFor(profile.occasion, language)].join('\n')] : []),
    [headers.outfit, ...outfit].join('\n'),
    [headers.colours, ...colourSection(profile, phrases, random)].join('\n'),
    [headers.tip, tipOf(profile, phrases, language, random, outfit.join('\n'))].join('\n'),
  ].join('\n\n');
};
