/**
 * The premise of a story opening: the central object or person the opening turns on (a dryer that spins by itself,
 * a missing grandmother, a letter in a vending machine), in the opening's own words, so the story writer can carry
 * it through the turn and the ending. Read by position and pattern per language, with no dictionary of objects.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isKoreanPredicateForm } from './korean-particles.ts';

/** The central object or person of an opening. */
export interface StoryPremise {
  /** The phrase as a later sentence names it ("the dryer", "건조기", "chiếc máy sấy", "烘干机"). */
  the: string;
  /** The phrase as first introduced ("a dryer", "건조기 한 대", "một chiếc máy sấy", "一台烘干机"). */
  a: string;
  /** Whether it is a person (a grandmother who went missing) rather than a thing. */
  person: boolean;
  /** Whether the opening has it act on its own (the dryer spins, the streetlight blinks) rather than being found. */
  acts: boolean;
  /** Whether it is a place (a bakery, a shop): it is visited and described, never chased or picked up. */
  place?: boolean;
  /** Whether it is someone seen standing or sitting somewhere (the self of ten years ago on a balcony), not someone missing. */
  seen?: boolean;
}

/** Head words of a premise that is a place, per language (the phrase ends in one). */
const placeHeads: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:bakery|shop|store|caf[eé]|restaurant|diner|bar|pub|house|home|library|school|church|theat(?:er|re)|cinema|hotel|motel|farm|mall|market|museum|hospital|apartment|building|laundromat|station|stop|platform|garage|barn|cabin|bookstore|bookshop)$/iu,
  vi: /(?:^|\s)(?:tiệm|quán|nhà|tiệm bánh|cửa hàng|chợ|trường|thư viện|bệnh viện|khách sạn|chung cư|ga|rạp)(?:\s|$)/iu,
  ko: /(?:빵집|가게|편의점|식당|카페|서점|도서관|학교|병원|집|역|시장|세탁소|빨래방|아파트|극장|호텔|여관)$/u,
  zh: /(?:店|馆|铺|房|楼|站|院|校|场|厅)$/u,
};

/** Marks a premise that names a place (it never acts like a creature). */
function withPlace(premise: StoryPremise | null, language: ContentLanguage): StoryPremise | null {
  if (!premise || premise.person || !placeHeads[language].test(premise.the)) return premise;
  return { ...premise, place: true, acts: false };
}

// ---------------------------------------------------------------- English

const englishDeterminers = new Set(['the', 'a', 'an', 'my', 'his', 'her', 'their', 'our', 'your', 'this', 'that', 'some']);
const englishNounStops = new Set(
  ('in on at by for from with without to into onto of off over under near behind beside outside inside across through after before since until during ' +
    'and or but so then when while where which who that because if as than like was were is are be been had has have did does do would could should will can ' +
    'hadn’t wasn’t didn’t couldn’t wouldn’t won’t can’t isn’t hadn\'t wasn\'t didn\'t couldn\'t wouldn\'t won\'t can\'t isn\'t never always just still ' +
    'one two three four five six seven eight nine ten twice once it he she they we i you me him them us itself himself herself themselves by itself all again too very almost suddenly slowly quietly ' +
    'went came got took made found saw heard kept felt left began begun stood sat ran fell knew brought gave told said sang spoke woke broke rang grew drew flew threw wrote ate hid lay'
  ).split(' '),
);
const englishSkipHeads = new Set(
  ('night day days morning evening afternoon week weeks year years month months time times moment minute minutes hour hours way end rest middle edge top bottom side ' +
    'kind sort lot bit first last only same thing things one hand hands eyes eye head face feet foot heart breath voice name life ' +
    'shift park street city house home room school class basement station office kitchen town village corner world door floor window wall road').split(' '),
);
const englishPeople = new Set([
  'kid', 'boy', 'girl', 'man', 'woman', 'person', 'guy', 'child', 'teenager', 'lady', 'student',
  // People by trade ("the lighthouse keeper"): a character, never the object the story turns on.
  'roommate', 'roomate', 'flatmate', 'friend', 'boyfriend', 'girlfriend', 'boss', 'coworker', 'colleague', 'classmate', 'neighbor', 'neighbour',
  'keeper', 'driver', 'baker', 'postman', 'mailman', 'fisherman', 'teacher', 'nurse', 'doctor', 'waiter', 'waitress', 'janitor', 'guard', 'stranger', 'clerk', 'cashier', 'librarian', 'farmer', 'pilot', 'captain', 'barista',
]);
const englishKin = /^(?:grand(?:mother|ma|mum|father|pa|dad)|mother|father|mom|mum|dad|sister|brother|aunt|uncle|wife|husband|son|daughter|best friend|friend|cousin|neighbou?r)$/iu;

/** Whether a word ending in -s reads as a present-tense verb: it is followed by a number, an article, an -ly adverb or by/itself/again. */
function presentVerb(word: string, next: string): boolean {
  if (!/[^s]s$/u.test(word)) return false;
  return /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twice|once|a|an|the|my|his|her|their|our|your|its|me|him|us|them|that|this|by|itself|again|back|up|out|away|open|every|at)$|ly$/u.test(next);
}

function englishPremise(opening: string, hero: string): StoryPremise | null {
  const tokens = [...opening.matchAll(/[\p{L}\p{M}\d'’-]+|[.,;:!?…"“”()]/gu)].map((m) => m[0]);
  let fallback: { determiner: string; phrase: string } | null = null;
  for (let i = 0; i < tokens.length; i += 1) {
    const determiner = (tokens[i] as string).toLowerCase();
    if (!englishDeterminers.has(determiner)) continue;
    const words: string[] = [];
    let ofUsed = false;
    for (let j = i + 1; j < tokens.length && words.length < 5; j += 1) {
      const word = tokens[j] as string;
      const lower = word.toLowerCase();
      if (lower === 'of' && !ofUsed && words.length > 0 && j + 1 < tokens.length && /^\p{Ll}/u.test(tokens[j + 1] as string) && !englishNounStops.has((tokens[j + 1] as string).toLowerCase())) {
        ofUsed = true;
        words.push(word);
        continue;
      }
      if (!/^[\p{L}\d]/u.test(word) || englishNounStops.has(lower) || englishDeterminers.has(lower) || /^\p{Lu}/u.test(word) || (/(?:ing|ed)$/u.test(lower) && words.length > 0)) break;
      if (words.length > 0 && words[words.length - 1] !== 'of' && presentVerb(lower, (tokens[j + 1] ?? '').toLowerCase())) break;
      words.push(word);
    }
    // "a tin box full of old letters": the object is the tin box; a "full of / made of" tail only describes it,
    // and a tail cut short by the word limit would leave "the tin box full of old".
    const describing = words.findIndex((word, k) => k > 0 && /^(?:full|made|covered|filled)$/iu.test(word) && words[k + 1] === 'of');
    if (describing > 0) words.splice(describing);
    if (words.length === 0 || words[words.length - 1] === 'of') continue;
    const phrase = words.join(' ');
    const head = (words[words.length - 1] as string).toLowerCase();
    const next = tokens[i + 1 + words.length];
    if (next === ',' && /^\p{Lu}/u.test(tokens[i + 2 + words.length] ?? '')) continue;
    if (hero && phrase.includes(hero)) continue;
    const kin = englishKin.test(head) || englishKin.test(phrase);
    if (englishSkipHeads.has(head) || (englishPeople.has(head) && !kin)) continue;
    if (/^\d/u.test(phrase)) continue;
    const before = (tokens[i - 1] ?? '.').toLowerCase();
    // "at the bakery", "under the floorboards": a setting, not the premise, when a later phrase may still be one.
    if (englishSettingWords.has(before) && fallback === null) {
      fallback = { determiner, phrase };
      continue;
    }
    if (englishSettingWords.has(before)) continue;
    const after = (tokens[i + 1 + words.length] ?? '').toLowerCase();
    const subjectSlot = /^[.,;:!?…"“]$/u.test(before) || ['when', 'while', 'as', 'until', 'because', 'and', 'but', 'then', 'suddenly'].includes(before);
    const acts = i === 0 || (subjectSlot && after !== '' && !/^[.,;:!?…]$/u.test(after));
    return { ...englishNames(determiner, phrase), person: kin, acts };
  }
  return fallback ? { ...englishNames(fallback.determiner, fallback.phrase), person: englishKin.test(fallback.phrase), acts: false } : null;
}

/** Prepositions that put a phrase in the setting ("at the bakery"). */
const englishSettingWords = new Set(['at', 'in', 'on', 'under', 'inside', 'near', 'behind', 'beside', 'outside', 'into', 'from', 'through', 'across', 'over', 'of']);

/** The later and the first-mention forms of an English noun phrase. */
function englishNames(determiner: string, phrase: string): { the: string; a: string } {
  const possessive = ['my', 'his', 'her', 'their', 'our', 'your'].includes(determiner);
  const the = possessive ? `${determiner} ${phrase}` : `the ${phrase}`;
  const a = possessive || determiner === 'the' || determiner === 'this' || determiner === 'that' ? the : `${/^[aeiou]/iu.test(phrase) ? 'an' : 'a'} ${phrase}`;
  return { the, a };
}

// ---------------------------------------------------------------- Korean

const koreanStops = new Set(
  ('나 너 그 그녀 그들 우리 저 자기 이것 그것 저것 것 수 때 곳 데 줄 적 중 날 밤 낮 아침 저녁 새벽 오늘 어제 내일 시간 순간 잠 눈 손 발 몸 마음 생각 정신 숨 기분 ' +
    '아무 아무도 누구 모두 모든 하나 둘 앞 뒤 옆 안 밖 위 아래 너머 사이 근처 주변 쪽 일 말 듯 뿐 만 지 사흘째 이틀째 첫날 처음 마지막 대신 혼자 퇴근길 등굣길 집 누군 무언 뭔 언젠 어딘 알바 일자리 이름 목소리').split(' '),
);
const koreanPeople = /^(?:할머니|할아버지|외할머니|외할아버지|엄마|아빠|어머니|아버지|언니|오빠|누나|형|동생|이모|삼촌|고모|친구|단짝|선생님|남편|아내|딸|아들)$/u;
const koreanCounter = /^(?:한|두|세|네|다섯|몇)$/u;
const primaryParticle = /^(.+?)(이|가|을|를)$/u;
const secondaryParticle = /^(.+?)(에서|에게|에|으로|로|와|과|랑|이랑)$/u;

function adnominalOrVerb(word: string): boolean {
  const last = word.charAt(word.length - 1);
  const code = last.charCodeAt(0);
  if (code < 0xac00 || code > 0xd7a3) return true;
  const jong = (code - 0xac00) % 28;
  return /[는은던고며서게도에의와과지히이]$/u.test(word) || jong === 4 || jong === 8 || koreanCounter.test(word) || /\d/u.test(word);
}

/** Whether `verb` is an adnominal form (남긴, 쓰던, 보내온) describing `noun`, a full noun of two or more syllables. */
function koreanAdnominalClause(verb: string | undefined, noun: string | undefined): boolean {
  if (verb === undefined || noun === undefined || !/^[가-힣]{2,}$/u.test(verb)) return false;
  const code = verb.charCodeAt(verb.length - 1);
  const jong = (code - 0xac00) % 28;
  const adnominal = /(?:던|는|은|온|간|된|준|쓴|남긴|만든)$/u.test(verb) || jong === 4;
  return adnominal && /^[가-힣]{2,}/u.test(noun) && !koreanStops.has(noun.replace(/[.,]+$/u, ''));
}

/** The object of a discovery ("…삼각김밥을 발견했다", "편지를 주웠다"): what the opening is about, wherever it stands. */
const koreanDiscovery = /([가-힣]{2,8})(?:을|를)\s+(?:발견|찾아냈|찾았|주웠|주워|건네받|받았|열어 보|열었|보았|봤)/u;

function koreanPremise(opening: string, hero: string): StoryPremise | null {
  // A person gone missing stays the premise ("할머니가 사라진 지 사흘째… 지도를 찾았다"); otherwise what was found is.
  const found = missingEvent.test(opening) ? undefined : koreanDiscovery.exec(opening)?.[1];
  if (found && !koreanStops.has(found) && !isKoreanPredicateForm(found) && !(hero && found.startsWith(hero))) return { the: found, a: found, person: koreanPeople.test(found), acts: false };
  const words = opening.replace(/["“”'‘’「」『』]/gu, ' ').split(/\s+/u).filter(Boolean);
  let secondary: StoryPremise | null = null;
  for (let i = 0; i < words.length; i += 1) {
    const word = (words[i] as string).replace(/[.,!?…~]+$/u, '');
    const primary = primaryParticle.exec(word);
    const match = primary ?? secondaryParticle.exec(word);
    if (!match) continue;
    let noun = match[1] as string;
    let at = i;
    if (/^(?:대|통|마리|개|권|장|채|척|명|송이|자루)$/u.test(noun) && koreanCounter.test(words[i - 1] ?? '') && words[i - 2]) {
      noun = (words[i - 2] as string).replace(/[.,]+$/u, '');
      at = i - 2;
    } else if (/^(?:하나|둘|셋|몇몇)$/u.test(noun) && /^[가-힣]{2,6}$/u.test(words[i - 1] ?? '')) {
      // "소주잔 하나를 채워 둔다": the counted thing stands before the number.
      noun = words[i - 1] as string;
      at = i - 1;
    }
    if (noun.length < 2 || koreanStops.has(noun) || (hero && noun.startsWith(hero)) || /[^가-힣]/u.test(noun)) continue;
    // "졸다가 깼는데", "입은 할머니": a verb form with an ending that looks like a particle is not a noun.
    if (at === i && (isKoreanPredicateForm(word) || isKoreanPredicateForm(noun))) continue;
    if (at === i && /기$/u.test(noun) && (match[2] === '를' || match[2] === '가')) continue;
    // "할머니가 남긴 레시피 공책": a subject inside a clause that describes the next noun only owns the element.
    if (primary && (match[2] === '이' || match[2] === '가') && koreanAdnominalClause(words[i + 1], words[i + 2])) continue;
    const before = (words[at - 1] ?? '').replace(/[.,]+$/u, '');
    const phrase = before && at > 0 && !adnominalOrVerb(before) && !koreanStops.has(before) && !(hero && before.startsWith(hero)) && /^[가-힣]{2,4}$/u.test(before) ? `${before} ${noun}` : noun;
    const premise = { the: phrase, a: phrase, person: koreanPeople.test(noun), acts: match[2] === '이' || match[2] === '가' };
    if (primary) return premise;
    secondary ??= premise;
  }
  return secondary;
}

// ---------------------------------------------------------------- Vietnamese

const vietClassifier = /(?:^|[\s,])((?:một|những|các|cái)\s+)?(chiếc|cái|con|lá|bức|cuốn|quyển|tấm|bông|ngọn|căn|ngôi|cuộc|tờ|chậu|đôi|gói|hộp|chai|cây|chú)\s+([\p{L}\p{M}]+(?:\s+[\p{L}\p{M}]+){0,3})/giu;
const vietStops = new Set(
  ('ở trong trên dưới của và lúc từ với đã đang tự bị được cho rằng khi mà thì là vào ra lên xuống bắt đầu suốt dù nhưng rồi sau trước cạnh bên nằm ' +
    'đặt để nay này kia đó ấy vẫn cứ lại nữa mới vừa không chưa cũng sẽ có tìm thấy nhận đứng ngồi chạy bay kêu ôm cầm nhìn giao buộc kèm khắc ghi viết dán treo gói').split(' '),
);
const vietKin = /(?:^|[\s,])(bà nội|bà ngoại|ông nội|ông ngoại|mẹ|bố|cha|chị gái|em gái|anh trai|em trai|người bạn thân|bạn thân)(?=[\s,.]|$)/iu;
const missingEvent = /biến mất|mất tích|không thấy|không về|bỏ đi|missing|vanished|disappeared|gone|사라|실종|없어졌|안 돌아|不见|失踪|消失|走丢|没回来/iu;

/** "tấm ảnh cũ in hình…": a verb of printing or writing after a full noun phrase starts its description ("máy in" stays a printer). */
function vietDescribing(word: string, kept: readonly string[]): boolean {
  return kept.length >= 2 && /^(?:in|có|chụp|vẽ|đề|mang)$/iu.test(word);
}

function vietnamesePremise(opening: string, hero: string): StoryPremise | null {
  const kin = vietKin.exec(opening);
  const candidates: Array<{ at: number; premise: StoryPremise }> = [];
  if (kin && (missingEvent.test(opening) || kin.index < 3)) {
    candidates.push({ at: kin.index, premise: { the: (kin[1] as string).toLowerCase(), a: (kin[1] as string).toLowerCase(), person: true, acts: true } });
  }
  for (const m of opening.matchAll(vietClassifier)) {
    // "bờ Hồ Con Rùa": a capitalised classifier inside a proper name is part of the name, not an object.
    if (/^\p{Lu}/u.test(m[2] as string) && m.index > 0 && /\p{Lu}[\p{Ll}\p{M}]*\s*$/u.test(opening.slice(0, m.index + 1))) continue;
    // "Con mèo mướp nhà tôi tên Bắp": a named animal is a character; the premise is what it brings (the collar).
    if (/^\s*(?:[\p{L}\p{M}]+\s+){0,4}tên\s+\p{Lu}/u.test(opening.slice(m.index + m[0].length - (m[3] as string).length))) continue;
    const words = (m[3] as string).split(/\s+/u);
    const kept: string[] = [];
    for (const word of words) {
      const neighbour = word.toLowerCase() === 'bên' && kept[kept.length - 1] === 'nhà';
      if ((vietStops.has(word.toLowerCase()) && !neighbour) || (hero && word === hero) || (/^\p{Lu}/u.test(word) && kept.length > 0) || vietDescribing(word, kept)) break;
      kept.push(word);
    }
    if (kept.length === 0) continue;
    const classifier = (m[2] as string).toLowerCase();
    const phrase = `${classifier} ${kept.join(' ')}`;
    candidates.push({ at: m.index, premise: { the: phrase, a: `một ${phrase}`, person: false, acts: m.index === 0 && !m[1] } });
    break;
  }
  candidates.sort((x, y) => x.at - y.at);
  return candidates[0]?.premise ?? null;
}

// ---------------------------------------------------------------- Chinese

const chineseKin = /(奶奶|外婆|姥姥|爷爷|外公|妈妈|爸爸|姐姐|哥哥|弟弟|妹妹|老师|好朋友)/u;
const chineseSubjectBefore = /的([\u4e00-\u9fff]{2,4}?)(?=都|也|还|就|自己|突然|竟然|忽然|居然|不见|开始|在|发出|正|一直|又|会|总是|每|已经)/u;
const chineseCounted = /一(?:个|只|把|封|条|本|台|张|件|辆|盏|扇|座|首|瓶|碗|双|盒|部|块|枚|颗|朵|根|支|间|份|段|盘|卷|幅|页|串|袋|包|罐)((?:[^，。！？、]*?的)?)([\u4e00-\u9fff]{1,3}?)(?=[，。！？、,.!?]|$)/u;
/** "那台烤箱只在…", "这只猫突然…": a thing pointed at with 那/这 and a measure word that then acts. */
const chinesePointed = /[那这](?:个|只|把|封|条|本|台|张|件|辆|盏|扇|座|首|瓶|碗|双|盒|部|块|枚|颗|朵|根|支|间|份|段|架)([\u4e00-\u9fff]{1,3}?)(?=只|都|也|还|就|自己|突然|竟然|忽然|居然|不见|开始|在|发出|正|一直|又|会|总是|每|已经|[，。！？])/u;
const chineseNotObject = /^(?:声音|时候|样子|感觉|地方|东西|事情|人)$/u;

/** "一本《百年孤独》": a titled book, film or song is the object the opening turns on. */
const chineseTitled = /(?:一|那|这)?(本|部|首|张)?[^，。！？]{0,6}?《([^》]{1,12})》/u;
/** "看见…站着十年前的自己": the one seen standing, sitting or lying somewhere, at the end of its clause. */
const chineseSeen = /(?:看见|看到|瞥见|发现)[^，。！？]{0,12}?(?:站着|坐着|躺着|蹲着|趴着)(?:一个|一位|一只)?([^，。！？、]{2,10}?)(?=[，。！？]|$)/u;
/** Heads of a Chinese phrase that names a person (the self of ten years ago, a girl, an old man). */
const chinesePersonHead = /(?:自己|人|孩|女|男|老|他|她|先生|太太|阿姨|叔叔|爷爷|奶奶)$/u;
/** "订单备注写着…", "纸条上写着…": the thing whose writing the opening quotes. */
const chineseWrittenOn = /([\u4e00-\u9fff]{2,4}?)(?:上|里)?(?:写着|写的是|印着|刻着)/u;

function chinesePremise(opening: string, hero: string): StoryPremise | null {
  const kin = chineseKin.exec(opening);
  if (kin && missingEvent.test(opening)) return { the: kin[1] as string, a: kin[1] as string, person: true, acts: true };
  const titled = chineseTitled.exec(opening);
  if (titled) {
    const book = `《${titled[2] as string}》`;
    return { the: `那${titled[1] ?? '本'}${book}`, a: `一${titled[1] ?? '本'}${book}`, person: false, acts: false };
  }
  // "一盘磁带，标签上写着…": what was found comes before the label it carries.
  const foundCounted = /(?:发现|找到|捡到|收到|买了|翻出)/u.test(opening) ? chineseCounted.exec(opening) : null;
  if (foundCounted && !chineseNotObject.test(foundCounted[2] as string) && !(hero && (foundCounted[2] as string).includes(hero))) {
    return { the: foundCounted[2] as string, a: foundCounted[2] as string, person: false, acts: false };
  }
  // "看见窗外的阳台上站着十年前的自己": what is seen (standing, sitting) is the premise.
  const seen = chineseSeen.exec(opening);
  if (seen && !chineseNotObject.test(seen[1] as string) && !(hero && (seen[1] as string) === hero)) {
    const who = seen[1] as string;
    return { the: who, a: who, person: chinesePersonHead.test(who), acts: false, seen: chinesePersonHead.test(who) };
  }
  const written = chineseWrittenOn.exec(opening);
  if (written && !/^(?:上面|里面|后面|背面|纸上)$/u.test(written[1] as string)) {
    const thing = (written[1] as string).replace(/^(?:发现|看到|看见|只见)/u, '');
    if (thing.length >= 2 && !(hero && thing.includes(hero))) return { the: thing, a: thing, person: false, acts: false };
  }
  const subject = chineseSubjectBefore.exec(opening);
  if (subject && !(hero && (subject[1] as string).includes(hero)) && !chineseNotObject.test(subject[1] as string)) {
    return { the: subject[1] as string, a: subject[1] as string, person: false, acts: true };
  }
  const pointed = chinesePointed.exec(opening);
  if (pointed && !chineseNotObject.test(pointed[1] as string)) return { the: pointed[1] as string, a: pointed[1] as string, person: false, acts: true };
  const counted = chineseCounted.exec(opening);
  if (counted && !chineseNotObject.test(counted[2] as string)) {
    const noun = counted[2] as string;
    return { the: noun, a: noun, person: false, acts: false };
  }
  if (kin && kin.index < 4) return { the: kin[1] as string, a: kin[1] as string, person: true, acts: true };
  return null;
}

/** The central object or person of a story opening written in `language`, or null when none stands out. */
export function findStoryPremise(opening: string, language: ContentLanguage, hero: string): StoryPremise | null {
  const text = opening.trim();
  if (!text) return null;
  if (language === 'ko') return withPlace(koreanPremise(text, hero), language);
  if (language === 'vi') return withPlace(vietnamesePremise(text, hero), language);
  if (language === 'zh') return withPlace(chinesePremise(text, hero), language);
  return withPlace(englishPremise(text, hero), language);
}

// ---------------------------------------------------------------- Second element

const englishSecondStops = /^(?:night|day|morning|evening|afternoon|time|years?|months?|weeks?|days|hours?|minutes?|silence|tears|rain|snow|the dark|darkness|love|fear|pain|peace|secret|general)$/iu;

/** An English tail "…paid in gold coins.", "…holding a lantern.": the thing a sentence ends on. */
function englishSecond(opening: string, premise: StoryPremise | null): string | null {
  const found: string[] = [];
  for (const sentence of opening.split(/(?<=[.!?…])\s+/u)) {
    const tail = /\b(?:in|with|holding|carrying|clutching|wearing|of)\s+(?:a |an |the |some |his |her |their |my |our |your |its |two |three )?((?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+)\s*[.!?…"”]*\s*$/u.exec(sentence);
    if (tail) found.push(tail[1] as string);
  }
  const phrase = found.pop();
  if (!phrase) return null;
  const head = phrase.split(/\s+/u).pop() as string;
  if (englishSecondStops.test(head) || englishSecondStops.test(phrase) || englishNounStops.has(head) || /(?:ly|ing)$/u.test(head)) return null;
  if (premise && (premise.the.includes(phrase) || phrase.includes(premise.the.replace(/^(?:the|my|his|her|their|our|your)\s+/u, '')))) return null;
  return `the ${phrase}`;
}

function vietnameseSecond(opening: string, premise: StoryPremise | null): string | null {
  for (const m of opening.matchAll(vietClassifier)) {
    if (/^\p{Lu}/u.test(m[2] as string)) continue;
    const kept: string[] = [];
    for (const word of (m[3] as string).split(/\s+/u)) {
      if (vietStops.has(word.toLowerCase()) || (/^\p{Lu}/u.test(word) && kept.length > 0) || vietDescribing(word, kept)) break;
      kept.push(word);
    }
    if (kept.length === 0) continue;
    const phrase = `${(m[2] as string).toLowerCase()} ${kept.join(' ')}`;
    if (premise && (premise.the === phrase || premise.the.includes(phrase) || phrase.includes(premise.the))) continue;
    return phrase;
  }
  return null;
}

/** "수능 전날 밤": the event the night belongs to. */
const koreanEventDay = /([가-힣]{2,5})\s?(?:전날|당일|전야|날 아침|날 밤|하루 전)/u;

function koreanSecond(opening: string, premise: StoryPremise | null, hero: string): string | null {
  const taken = (noun: string): boolean => koreanStops.has(noun) || (hero !== '' && noun.startsWith(hero)) || (premise !== null && (premise.the.includes(noun) || noun.includes(premise.the)));
  const event = koreanEventDay.exec(opening)?.[1];
  if (event && !taken(event) && !isKoreanPredicateForm(event)) return event;
  for (const m of opening.matchAll(/(?:^|\s)([가-힣]{2,6})(?:을|를|\s하나와|\s하나랑|\s한 개와)(?=\s)/gu)) {
    const noun = m[1] as string;
    if (taken(noun) || isKoreanPredicateForm(`${noun}를`) || /기$/u.test(noun) || /^(?:하나|둘|셋)$/u.test(noun)) continue;
    return noun;
  }
  return null;
}

function chineseSecond(opening: string, premise: StoryPremise | null): string | null {
  // A second thing may be a little longer than a premise ("一台旧收音机").
  for (const m of opening.matchAll(new RegExp(chineseCounted.source.replace('{1,3}?', '{1,4}?'), 'gu'))) {
    const noun = m[2] as string;
    // "一个人去看海" is "alone, to the sea": 一个人 is no counted thing, and a span with a verb in it (人去看海) is a fragment.
    if (/^一个人/u.test(m[0]) || /[去看来走说想做是在到把被让给]/u.test(noun)) continue;
    if (chineseNotObject.test(noun) || (premise && (premise.the.includes(noun) || noun.includes(premise.the)))) continue;
    return noun;
  }
  return null;
}

/**
 * The opening's second element beside its premise (the gold coins beside the wet tuxedo, the old photo the girl holds
 * beside her black cat, the exam the night belongs to), so the story carries both; null when the opening has none.
 */
export function findStorySecond(opening: string, language: ContentLanguage, premise: StoryPremise | null, hero: string): string | null {
  const text = opening.trim();
  if (!text) return null;
  if (language === 'ko') return koreanSecond(text, premise, hero);
  if (language === 'vi') return vietnameseSecond(text, premise);
  if (language === 'zh') return chineseSecond(text, premise);
  return englishSecond(text, premise);
}
