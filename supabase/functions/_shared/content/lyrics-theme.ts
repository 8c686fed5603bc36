/**
 * Reads a lyrics theme the way a songwriter would: a short theme ("rain", "첫눈") is used as is; a long one (a whole
 * situation, "my best friend talking behind my back") is split into its key noun phrase, the other images it names and
 * the time or place phrases around it, so lines are written around them instead of pasting the whole sentence into
 * every slot. Heuristic and per language; web standards only.
 */
import { isWholeWordSpan } from './lyrics-word-bounds.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import { isKoreanPredicateForm } from './korean-particles.ts';
import { isSideMention } from './lyrics-grounded.ts';
import { isBackgroundMention } from './lyrics-family-gate.ts';

/** What a theme offers to the lines. */
export interface LyricsTheme {
  /** The whole theme as the visitor wrote it (cleaned). */
  full: string;
  /** The phrase the theme slots repeat: the whole theme when short, its key noun phrase when long. */
  key: string;
  /** Whether the theme is a whole situation (then it is named once in the title and once in a recalled scene). */
  long: boolean;
  /** The whole theme as a noun phrase that a line can recall ("lần bị bạn thân nói xấu", "moving to a new city"). */
  named: string;
  /** Other noun phrases of the theme (usable as the subject of an image line). */
  images: string[];
  /** Time and place phrases of the theme, written as a line opener ("Behind my back,", "Mỗi chiều,"). */
  adverbials: string[];
  /** What the key is: a person is addressed, a place described, an event remembered; objects and feelings use the emotion's own lines. */
  kind: LyricsKeyKind;
  /** The key as a line addresses it: a person without "my" ("Grandpa", "Jess"); otherwise the key itself. */
  address: string;
}

/** The kind of a lyric's key phrase. */
export type LyricsKeyKind = 'person' | 'place' | 'event' | 'object';

/** Words that make a key a place, per language. */
const placeWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?:diner|street|road|highway|freeway|I-\d+|city|town|bridge|river|lake|beach|station|caf[eé]|bar|park|porch|rooftop|kitchen|school|hometown|harbou?r|pier|subway|platform|alley|garden|shore|coast)\b/iu,
  vi: /(?:^|\s)(?:quán|phố|đường|sông|hồ|biển|ga|quê|mái hiên|hiên|sân|trường|chợ|cầu|ngõ|hẻm|bến|làng|Sài Gòn|Hà Nội|Đà Lạt|Huế)(?=\s|$)/iu,
  ko: /한강|다리|바다|거리|골목|역|카페|학교|옥상|공원|강가|동네|시장|바닷가|정류장|기찻길|고향/u,
  zh: /楼下|宿舍|街|路|桥|江|河|海|站|城|校园|操场|天台|巷|胡同|故乡|老家|车站|地铁|店|馆|厅|[^一]里$/u,
};

/** Words that make a key an event (a day, a night, a gathering), per language. */
const eventWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?:shift|graduation|wedding|party|concert|trip|reunion|farewell|exam|finals|game|prom|birthday|holiday|vacation|funeral|first day|last day|summer|night out)\b/iu,
  vi: /(?:^|\s)(?:Tết|đám cưới|tốt nghiệp|chuyến đi|kỳ thi|buổi|bữa|lễ|sinh nhật|liên hoan|họp lớp|chia tay|ngày cuối)(?=\s|$)/iu,
  ko: /수능|졸업|여행|축제|결혼식|생일|회식|마지막 날|첫날|소풍|수학여행|콘서트|공연|입학/u,
  zh: /毕业|烧烤|聚会|婚礼|旅行|生日|考试|高考|年夜饭|演唱会|散伙饭|春节|过年|告别/u,
};

/** The kind of a key phrase: person, place, event, or an object (or a feeling) by default. */
export function keyKind(key: string, language: ContentLanguage): LyricsKeyKind {
  // "my grandmother's kitchen" is a kitchen: an English key is a person only when its head (last word) names one.
  const head = language === 'en' ? key.split(/\s+/u).pop() ?? key : key;
  if (personWords[language].test(head) || (language === 'en' && /(?:^|\s)(?!I\b)\p{Lu}\p{Ll}+$/u.test(key) && !placeWords.en.test(key))) return 'person';
  // Round 9: "my wedding ring" is a ring: an English key is an event only when its head names one.
  const event = eventWords[language].exec(key);
  if (event !== null && (language !== 'en' || event.index + event[0].length === key.length)) return 'event';
  // "đồng hồ" is a clock, not a lake (hồ).
  if (placeWords[language].test(language === 'vi' ? key.replace(/đồng hồ/giu, '') : key)) return 'place';
  return 'object';
}

/** How a line addresses a person key: "my best friend Jess" → "Jess", "my grandpa" → "Grandpa"; other keys as they are. */
function addressForm(key: string, kind: LyricsKeyKind, language: ContentLanguage): string {
  if (kind !== 'person' || language !== 'en') return key;
  const name = /\b(\p{Lu}\p{Ll}+)$/u.exec(key)?.[1];
  if (name && name !== 'I') return name;
  const bare = key.replace(/^(?:my|our|your|the)\s+/iu, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

const englishDeterminers = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'his', 'her', 'their', 'its', 'this', 'that', 'these', 'those', 'some']);
const englishPronouns = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', 'me', 'us', 'them', 'him', 'who', 'which', 'whom']);
/** Prepositions whose phrase sets a time or place (an opener); others only bound a noun phrase. */
const englishSettingPrepositions = new Set(['at', 'on', 'in', 'behind', 'under', 'after', 'before', 'near', 'across', 'through', 'during', 'beside', 'inside', 'outside', 'above', 'below', 'along', 'around', 'since', 'until']);
const englishLinkPrepositions = new Set(['to', 'of', 'for', 'with', 'from', 'by', 'into', 'about', 'without', 'than', 'and', 'or', 'but', 'when', 'while', 'because', 'so', 'if', 'as']);
const englishVerbs = new Set([
  'is', 'are', 'was', 'were', 'be', 'been', 'am', 'have', 'has', 'had', 'do', 'does', 'did', 'go', 'goes', 'went', 'gone', 'come', 'came', 'get', 'got',
  'lost', 'left', 'made', 'make', 'took', 'take', 'gave', 'give', 'met', 'meet', 'said', 'say', 'feel', 'felt', 'know', 'knew', 'see', 'saw', 'seen',
  'love', 'loves', 'miss', 'misses', 'sent', 'send', 'never', 'not', "can't", "won't", "don't", "didn't", 'can', 'will', 'would', 'could', 'still',
  'alone', 'again', 'away', 'back', 'forgot', 'found', 'broke', 'broken', 'ran', 'run', 'wrote', 'told', 'tell', 'keep', 'kept', 'let', 'quit', 'fell',
  'leave', 'lose', 'want', 'wanted', 'need', 'try', 'tried', 'just', 'finally', 'first', 'ever', 'always', 'almost',
  'waits', 'sits', 'stands', 'sleeps', 'lives', 'runs', 'walks', 'says', 'comes', 'goes', 'looks', 'calls', 'keeps', 'passed', 'spilled', 'spill', 'wait',
]);
/** Words after which an English word is a verb, not a noun (modals, subject pronouns, manner adverbs): "I can hear", "finally rose". */
const englishVerbSignal = /^(?:can|could|will|would|should|shall|must|might|may|finally|just|still|never|always|really|suddenly|actually|almost|barely|i|we|he|she|they|you|it|didn't|don't|doesn't|won't|can't|couldn't|wouldn't|never)$/u;
/** Words ending in -ing or -ed that are nouns or adjectives, not verbs. */
const englishNotVerbs = new Set(['parking', 'shopping', 'swimming', 'living', 'dining', 'waiting', 'washing', 'sleeping', 'boarding', 'morning', 'evening', 'spring', 'string', 'thing', 'something', 'nothing', 'everything', 'king', 'ring', 'wing', 'ceiling', 'wedding', 'building', 'painting', 'ending', 'beginning', 'meeting', 'feeling', 'darling', 'sibling', 'ping', 'swing', 'sing', 'bed', 'red', 'shed', 'seed', 'need', 'speed', 'feed', 'sled', 'hundred', 'sacred', 'naked', 'wicked', 'beloved']);
/** Noun-phrase heads that name a time: such a phrase is an opener ("last winter" → "Last winter,"). */
const englishTimeStarts = new Set(['last', 'every', 'next', 'one', 'all']);

function isEnglishVerb(word: string): boolean {
  if (englishNotVerbs.has(word)) return false;
  return englishVerbs.has(word) || (word.length > 4 && /(?:ing|ed)$/u.test(word));
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A noun phrase without its leading determiner. */
function bareEnglish(phrase: string): string {
  const words = phrase.split(' ');
  while (words.length > 1 && englishDeterminers.has((words[0] ?? '').toLowerCase())) words.shift();
  // Round 9: "son's first soccer goal": a possessor stays with what it owns (never "my first soccer goal").
  const owner = words.findIndex((word) => /['’]s$/u.test(word));
  if (owner >= 0 && words.length - owner <= 4) return words.slice(owner).join(' ');
  return words.slice(-3).join(' ');
}

/** An English key phrase: at most three content words, keeping a possessive or article in front ("my best friend"). */
function englishKey(phrase: string): string {
  const words = phrase.split(' ');
  const first = words[0] ?? '';
  const bare = bareEnglish(phrase);
  return englishDeterminers.has(first.toLowerCase()) && bare !== phrase ? `${first.toLowerCase()} ${bare}` : bare;
}

function englishParts(theme: string): { phrases: string[]; adverbials: string[] } {
  const words = theme.split(' ');
  const phrases: string[] = [];
  const adverbials: string[] = [];
  let current: string[] = [];
  let setting: string | null = null;
  const close = (): void => {
    const content = current.filter((word) => !englishDeterminers.has(word.toLowerCase()));
    if (content.length > 0) {
      const phrase = current.join(' ');
      const first = (current[0] ?? '').toLowerCase();
      if (setting !== null) adverbials.push(`${capitalise(setting)} ${phrase},`);
      else if (englishTimeStarts.has(first)) adverbials.push(`${capitalise(phrase)},`);
      else phrases.push(phrase);
    }
    current = [];
    setting = null;
  };
  let previous = '';
  for (const word of words) {
    const lower = word.toLowerCase().replace(/[^\p{L}'’]/gu, '');
    const before = previous;
    previous = lower;
    // "teaching me to fish", "before he got sick": a word right after "to" or a linking verb is a verb or an adjective.
    // Round 9: so is a word right after a modal, a subject pronoun or a manner adverb ("I can hear", "Gerald finally rose").
    if (current.length === 0 && setting === null && (/^(?:to|got|get|gets|is|was|were|are|feel|felt|became|become|seems|seemed|so|too)$/u.test(before) || englishVerbSignal.test(before))) continue;
    // Round 9: "my neighbor's old piano that I can hear": a relative word after a noun ends the phrase.
    if (current.length > 0 && /^(?:that|which|who|whose|where)$/u.test(lower)) {
      close();
      continue;
    }
    // Round 9: "my son's first soccer goal": a possessive is never a phrase's end, whatever word follows it.
    if (current.length > 0 && /['’]s$/u.test(current[current.length - 1] ?? '') && !englishPronouns.has(lower) && !englishLinkPrepositions.has(lower) && !englishSettingPrepositions.has(lower) && !/[,;:]$/u.test(word)) {
      current.push(word);
      continue;
    }
    // Round 9: "the day our sourdough starter": a possessive determiner inside a phrase starts a new one.
    if (current.length > 0 && /^(?:my|our|your|his|her|their)$/u.test(lower) && setting === null) close();
    // "at Lake Tahoe the summer before…": a determiner after a name starts a new phrase.
    if (englishDeterminers.has(lower) && current.length > 0 && /^\p{Lu}/u.test(current[current.length - 1] ?? '')) close();
    if (englishSettingPrepositions.has(lower)) {
      close();
      setting = lower;
    } else if (englishLinkPrepositions.has(lower) || englishPronouns.has(lower) || isEnglishVerb(lower)) {
      close();
    } else if (/[,;:]$/u.test(word)) {
      // "Monday, 6:40 train", "my dad, who…": a comma ends the phrase.
      current.push(word.replace(/[,;:]+$/u, ''));
      close();
    } else {
      current.push(word);
    }
  }
  close();
  return { phrases, adverbials };
}

/** Vietnamese function words and verbs that end a noun phrase. */
const vietnameseBreaks = new Set([
  'bị', 'được', 'của', 'và', 'với', 'cho', 'là', 'có', 'không', 'đã', 'đang', 'sẽ', 'vẫn', 'cứ', 'mà', 'thì', 'để', 'những', 'các', 'một', 'nhiều',
  'nói', 'xấu', 'nấu', 'ôn', 'thi', 'rời', 'vào', 'ra', 'đi', 'về', 'lập', 'nghiệp', 'làm', 'chạm', 'nhớ', 'yêu', 'thương', 'mất', 'gặp', 'chia', 'tay',
  'nuôi', 'bán', 'sang', 'từ',
  'ăn', 'uống', 'viết', 'gửi', 'chờ', 'đợi', 'khóc', 'cười', 'hát', 'bỏ', 'quên', 'thấy', 'nghe', 'xem', 'đến', 'tới', 'lên', 'xuống', 'qua',
  'bên', 'cùng', 'từ', 'tại', 'rồi', 'lại', 'còn', 'đều', 'cũng', 'hay', 'hoặc', 'nhưng', 'vì', 'nên', 'ai', 'tôi', 'mình', 'em', 'anh', 'tớ',
  'chặn', 'đánh', 'mắng', 'giận', 'hứa', 'tặng', 'mua', 'bán', 'đọc', 'học', 'chơi', 'ngủ', 'sống', 'trốn', 'tìm', 'giữ', 'mở', 'đóng', 'kể', 'hỏi',
  'ôn thi', 'đi làm', 'xa nhà', 'về nhà', 'chia tay', 'tốt nghiệp', 'lập nghiệp',
  'chở', 'dắt', 'cõng', 'bằng', 'trả', 'nhắn', 'gọi', 'đón', 'đưa', 'tiễn', 'thua', 'thắng', 'đỗ', 'trượt', 'rớt', 'tập', 'dọn', 'chuyển', 'kết', 'bắt', 'dạy', 'khen', 'chê',
  // Round 9: verbs of a plain event ("sang nằm trên mái tôn", "tự thay bóng đèn", "bị chặt rồi") and "now" (giờ, nay).
  // Round 9b: "hàng xóm đậu xe chắn cửa", "bị mượn rồi làm gãy": parking and damage are verbs, never part of a noun.
  'đậu', 'chắn', 'mượn', 'đứt', 'rách', 'nứt', 'bể',
  'nằm', 'sang', 'thay', 'tự', 'cần', 'chặt', 'nở', 'rơi', 'bay', 'đứng', 'ngồi', 'chạy', 'kêu', 'sủa', 'hỏng', 'vỡ', 'gãy', 'mọc', 'chết', 'sửa', 'giờ', 'nay', 'bây giờ', 'nào', 'phải', 'muốn', 'thích', 'ghét', 'sợ', 'treo', 'cất', 'đặt', 'để', 'phơi', 'trồng', 'nuôi', 'tưới', 'hái', 'may', 'khâu', 'đan', 'vá',
]);
/** Vietnamese words that open a time or place phrase. */
const vietnameseSettings = new Set(['ở', 'sau', 'trước', 'trong', 'ngoài', 'trên', 'dưới', 'giữa', 'mỗi', 'lúc', 'khi', 'suốt', 'ngày', 'đêm', 'chiều', 'sáng', 'tối']);
/** Setting words that are a phrase of their own only when something follows ("ngày rời Hà Nội" is a time, "đêm" alone is a noun). */
const vietnameseTimeNouns = new Set(['ngày', 'đêm', 'chiều', 'sáng', 'tối']);

/** Vietnamese function words: they always end a noun phrase, even right after a head noun. */
const vietnameseFunctionWords = new Set([
  'bị', 'được', 'của', 'và', 'với', 'cho', 'là', 'có', 'không', 'đã', 'đang', 'sẽ', 'vẫn', 'cứ', 'mà', 'thì', 'để', 'những', 'các', 'một', 'nhiều',
  'bên', 'cùng', 'từ', 'tại', 'rồi', 'lại', 'còn', 'đều', 'cũng', 'hay', 'hoặc', 'nhưng', 'vì', 'nên', 'ai', 'tôi', 'mình', 'em', 'anh', 'tớ', 'vào', 'ra', 'bằng',
]);
/**
 * Vietnamese head nouns that take a verb as their second syllable in a compound noun (mùa thi, lời hứa, chuyến đi,
 * giấc mơ, nụ cười): the verb then belongs to the noun and does not end the phrase.
 */
const vietnameseCompoundHeads = new Set([
  'mùa', 'kỳ', 'kì', 'lời', 'buổi', 'chuyến', 'cuộc', 'bữa', 'nụ', 'ánh', 'nỗi', 'niềm', 'giấc', 'bài', 'trận', 'tiếng', 'người', 'bạn', 'tình',
  'chuyện', 'phút', 'lễ', 'tiệc', 'sân', 'phòng', 'trường', 'lớp', 'bàn', 'vé', 'thư', 'quà', 'đường', 'cánh', 'câu', 'tuổi', 'thời', 'khoảnh', 'ngày', 'đêm',
]);

/** Two-syllable Vietnamese words whose syllables must never be split into different phrases (cuối cùng, một mình, du học). */
const vietnameseCompounds = new Set([
  'cuối cùng', 'cuối cấp', 'cuối năm', 'đầu tiên', 'một mình', 'bạn thân', 'bạn bè', 'người yêu', 'tình yêu', 'chia tay', 'tốt nghiệp', 'lập nghiệp',
  'du học', 'ca sĩ', 'học sinh', 'sinh viên', 'thanh xuân', 'tuổi trẻ', 'quê hương', 'gia đình', 'thầy cô', 'mái trường', 'kỷ niệm', 'hạnh phúc',
  'thành phố', 'nhà trọ', 'lời hứa', 'giấc mơ', 'ước mơ', 'nụ cười', 'nước mắt', 'mùa hè', 'mùa đông', 'mùa thu', 'mùa xuân', 'mùa thi', 'kỳ thi',
  'kỳ nghỉ', 'nghỉ hè', 'quê ngoại', 'quê nội', 'xe đạp', 'xe máy', 'xin lỗi', 'ký túc', 'ôn thi', 'đi làm', 'xa nhà', 'về nhà', 'đại học', 'trung học', 'tiểu học', 'cao học', 'năm học', 'giờ học', 'bài học', 'mẹ già', 'cha mẹ', 'bố mẹ', 'ông bà', 'anh em', 'chị em', 'hàng xóm', 'máy khâu', 'máy may', 'may mắn', 'bóng đèn', 'bây giờ', 'áo len', 'khăn len', 'đồng nghiệp', 'công việc', 'ngày mai',
]);

/** The words of a Vietnamese theme with each known compound kept as one word. */
function vietnameseWords(theme: string): string[] {
  const syllables = theme.split(' ');
  const words: string[] = [];
  for (let i = 0; i < syllables.length; i += 1) {
    const pair = `${syllables[i] ?? ''} ${syllables[i + 1] ?? ''}`;
    if (i + 1 < syllables.length && vietnameseCompounds.has(pair.toLowerCase())) {
      words.push(pair);
      i += 1;
    } else words.push(syllables[i] as string);
  }
  return words;
}

function vietnameseParts(theme: string): { phrases: string[]; adverbials: string[] } {
  const words = vietnameseWords(theme);
  const phrases: string[] = [];
  const adverbials: string[] = [];
  let current: string[] = [];
  let setting: string | null = null;
  const close = (): void => {
    if (current.length > 0) {
      const phrase = current.join(' ');
      if (setting !== null) adverbials.push(`${capitalise(`${setting} ${phrase}`)},`);
      else phrases.push(phrase);
    }
    current = [];
    setting = null;
  };
  // "mùa thi", "lời hứa": a verb right after a compound head is the head's second syllable, not a new clause.
  const compoundTail = (phrase: readonly string[], lower: string): boolean =>
    phrase.length > 0 && vietnameseCompoundHeads.has((phrase[phrase.length - 1] ?? '').toLowerCase()) && !vietnameseFunctionWords.has(lower);
  words.forEach((word, index) => {
    const lower = word.toLowerCase();
    const timeNounAlone = vietnameseTimeNouns.has(lower) && (setting !== null || current.length > 0 || index === words.length - 1);
    if (vietnameseSettings.has(lower) && !timeNounAlone && !/^\p{Lu}/u.test(word)) {
      close();
      setting = lower;
    } else if (vietnameseBreaks.has(lower) && !/^\p{Lu}/u.test(word) && !(compoundTail(current, lower))) {
      if (setting !== null && current.length === 0) setting = null;
      // "trước ngày bố | đi xa": a verb inside a time phrase makes it a clause; cut there it would read "Trước ngày bố,".
      if (setting !== null && !vietnameseFunctionWords.has(lower)) {
        setting = null;
        current = [];
      }
      close();
    } else {
      current.push(word);
    }
  });
  close();
  return { phrases, adverbials };
}

const koreanParticleEnd = /(?:으로|에게서|에게|에서|한테|께서|께|와|과|의|에|로|을|를|이|가|은|는|도|랑|이랑|하고|까지|부터|처럼|만)$/u;
/** Korean words that end in a verb or adnominal ending (a predicate, not a noun). */
const koreanPredicate = /(?:[다고며면서지]|[진린한된던운낸친쓴준간온본픈쁜운는]|드린|보낸|못한|하는|있는|없는|같은)$/u;
const koreanNouns = new Set(['사진', '부진', '지진', '한', '간', '본', '아들', '하늘', '바다', '노을', '마음', '가을', '겨울', '아침', '저녁', '하루', '바닷가', '강가', '물가', '길가', '창가', '노래', '놀이', '고양이', '아이', '어린이', '종이', '나이', '오이', '거북이', '강아지', '다리', '머리', '소리', '자리']);
const koreanAdverbs = new Set(['끝내', '결국', '다시', '아직', '이제', '또', '늘', '매일', '함께', '같이', '혼자', '처음', '너무', '정말', '사', '못', '안', '잘', '다',
  // Round 9: "몰래 내 자전거", "처음 빨갛게 익었다": adverbs of manner and time are no part of a noun phrase.
  '텅', '꽉', '몰래', '문득', '갑자기', '자꾸', '벌써', '오늘', '어제', '드디어', '아직도', '맨날', '계속', '겨우', '방금', '이미', '곧', '막', '그냥', '진짜', '완전']);
/** Korean adverbs made from adjectives ("빨갛게", "조용히", "말없이"). */
const koreanAdverbForm = /(?:[갛렇얗맣랗쁘]게|하게|롭게|답게|스럽게|없이|있게|없게|하히|히)$/u;
/** Korean sentence-final forms of a theme's last word ("닫는대", "익었다", "왔어요", "했냐"). */
const koreanFinal = /(?:다|대|래|요|냐|죠|네|까|음|함)$/u;
/** Korean verb stems before an adnominal 은 ("칠해놓은", "잃어버린" aside): "놓은" is a verb, "사람은" a noun with its topic particle. */
const koreanVerbStemBeforeEun = /^빈$|(?:놓|았|었|였|했|있|없|좋|많|같|받|잃|찾|먹|익|읽|닫|앉|웃|넣|잡|쌓|남|심|찍|씻|갔|왔|녹|작|짧|높|낮|붉|밝|맑|늙|젊|깊|넓|좁|싫|괜찮|낡)은$/u;
/** Korean dependent nouns that end a cause or a thing ("층간소음 때문에", "칠해놓은 거"): never a key. */
// Round 9b: 줄 after a noun is a string ("기타 줄"); only a lone 줄 ("할 줄") is the dependent noun.
const koreanDependentTail = /\s?(?:때문|덕분|탓|거|것|수|뿐|적)$|^줄$/u;
/** Korean nouns too general to be a song's key ("이야기", "날"). */
const koreanGeneric = new Set(['이야기', '날', '순간', '기억', '것', '때', '생각', '얘기', '마지막', '처음']);

/** Round 9b: a predicate nominalised with ㅁ at a theme's end ("물집 잡힘", "망함", "끝남", "했음"): no image. */
const koreanNominalPredicate = /^[가-힣]{1,3}(?:힘|혔음|했음|됐음|됨|졌음|었음|았음|함|남|옴|짐)$/u;

/** Round 9b: a past predicate in the casual register at a theme's end ("끊어졌어", "찾았어", "잃어버렸지"): no image. */
const koreanPastFinal = /(?:었|았|졌|였|했|됐|겼|렸|쳤|났|왔|갔|봤|줬|웠)(?:어|어요|지|네)$/u;

function koreanParts(theme: string): { phrases: string[]; adverbials: string[] } {
  const phrases: string[] = [];
  let current: string[] = [];
  const close = (): void => {
    if (current.length > 0) phrases.push(current.join(' '));
    current = [];
  };
  const words = theme.split(' ');
  for (const [index, word] of words.entries()) {
    if (koreanAdverbs.has(word) || (word.length > 2 && koreanAdverbForm.test(word) && !koreanNouns.has(word))) {
      close();
      continue;
    }
    // Round 9: the theme's last word in a sentence-final form ("…문을 닫는대", "…익었다") is a predicate, never an image.
    if (index === words.length - 1 && (koreanFinal.test(word) || koreanNominalPredicate.test(word) || koreanPastFinal.test(word)) && !koreanNouns.has(word) && !/^(?:바다|포도|사다리)$/u.test(word)) {
      close();
      continue;
    }
    if (koreanVerbStemBeforeEun.test(word)) {
      close();
      continue;
    }
    // "위에서 본 노을", "같이 간 곳": a one-syllable past adnominal before a noun is a verb, not the noun 본/간.
    const adnominal = /^(?:본|간|온|한|든|탄|산|준|쓴|친|갈|볼|할|올)$/u.test(word) || (index < words.length - 1 && /^[가-힣][은는]$/u.test(word) && !/^(?:나는|너는|난|넌)$/u.test(word));
    if ((adnominal || (!koreanNouns.has(word) && koreanPredicate.test(word))) && !/\d/u.test(word)) {
      // "싸 준", "해 준": a lone syllable right before a predicate is a verb stem, not a noun.
      if (current.length === 1 && (current[0] ?? '').length === 1) current = [];
      close();
      continue;
    }
    // "친구와의", "바다에서의": a particle may follow another particle; both go.
    const once = word.length > 1 && !koreanNouns.has(word) ? word.replace(koreanParticleEnd, '') : word;
    const stripped = once !== word && once.length > 1 ? once.replace(koreanParticleEnd, '') : once;
    const hadParticle = stripped !== word && stripped.length > 0;
    current.push(stripped.length > 0 ? stripped : word);
    if (hadParticle) close();
  }
  close();
  // Round 9: "층간소음 때문" is "층간소음"; a lone dependent noun ("거") is nothing.
  const bare = phrases.map((phrase) => phrase.replace(koreanDependentTail, '').trim()).filter((phrase) => phrase.length > 0);
  return { phrases: bare.filter((phrase) => !koreanGeneric.has(phrase)), adverbials: [] };
}

/** Chinese markers that end a phrase (prepositions, passive, verbs of motion and speech). */
const chineseBreak = /[被在把和与跟给从让到去说是向对为着了过吗呢吧喝吃等送聊唱哭骑睡涨交搬看靠见听坐]|以后|之后|的时候|还要|还得|无故|突然|最后一次|第一次|又一次|一次次|押[一二三]付[一二三]|[一二三四五六七八九十两几\d]+(?:分钟|个小时|小时|秒钟|秒|个月|年|天|次|遍)/gu;
/** Chinese phrases that say how or when, not what: kept as openers. */
const chineseOpeners = new Set(['一个人', '独自', '每天', '那天', '深夜', '凌晨', '清晨', '半夜', '今晚', '昨天', '楼下', '楼上', '门口', '窗外', '路边', '街角', '隔壁']);

/** Chinese adverbs and modals that end a noun phrase before its verb ("收音机又能响了", "流浪狗今天没有来"). */
const chineseAdverbBreak = /又|能|没有|没|今天|昨天|明天|今晚|已经|突然|一直|还是|竟然|居然|偷偷|终于|早就|早已|从来|总是|不用|不再|不会/gu;
/** A one-character verb before 了 at the end of a phrase ("乐高拆了", "桂花开了"); a two-character event ("下雪了") stays. */
const chineseVerbBeforeLe = /(\p{Script=Han}{2,}?)(\p{Script=Han})了/gu;
/** A verb with its result complement before 了 ("弄丢了", "摔坏了", "撕破了"). */
const chineseResultative = /(弄|摔|打|撕|扔|卖|送|修|找|拿|偷|吃|喝|用|写|做|洗|剪|烧|砸|踩|碰|咬|搞|忘|撞|压|泡|淋|冻|磨|掰|折|剪|刮|烫)(丢|坏|碎|断|掉|走|好|到|完|破|翻|倒|死|湿|脏|乱|裂|错|丢|烂|折)了/gu;
/** A demonstrative or numeral with its measure word opens a new noun phrase ("楼下那只流浪狗" → "楼下", "那只流浪狗"). */
const chineseMeasureStart = /(?<=\p{Script=Han})(?=[这那](?:只|个|条|棵|台|辆|把|张|本|件|位|座|家|盏|间|首))/gu;
/** One-character nouns a theme may name alone ("去看海", "等雪"). */
const chineseSingleNouns = /^[海山雪雨花月星猫狗湖河江风云]$/u;

function chineseParts(theme: string): { phrases: string[]; adverbials: string[] } {
  const phrases: string[] = [];
  const adverbials: string[] = [];
  // Round 9: the verb before 了 is no part of the noun phrase before it, unless the two make an event (下雪, 毕业).
  // Round 9b: a resultative verb (弄丢, 摔坏, 打碎) before 了 is cut whole, never "日记本弄".
  const unverbed = theme.replace(chineseResultative, '的$1$2了').replace(chineseVerbBeforeLe, (match, before: string, verb: string) => (/(?:下雪|下雨|起风|刮风|天亮|天黑|开学|放假|毕业|分手|结婚|离婚|上岸|回家|出国|来了|去了)$/u.test(`${before.slice(-1)}${verb}`) ? match : `${before}的${verb}了`));
  const pieces = unverbed.replace(chineseMeasureStart, '的').replace(/[\s，。！？、]+/gu, '的').replace(chineseAdverbBreak, '的').replace(chineseBreak, '的').split('的');
  for (const piece of pieces) {
    let chunk = piece
      .replace(/^(?:我们|我|你们|你|他们|他|她们|她)(?=[\u4e00-\u9fff]{2})/u, '')
      .replace(/^(?:第一次|最后一次|第一|最|很|好)/u, (prefix) => (prefix === '最' || prefix === '很' || prefix === '好' ? prefix : ''));
    if (chunk.length === 0) continue;
    const opener = [...chineseOpeners].find((word) => chunk.startsWith(word));
    if (opener) {
      adverbials.push(`${opener}，`);
      chunk = chunk.slice(opener.length);
      if (chunk.length === 0) continue;
    }
    phrases.push(chunk);
  }
  // "最好的朋友": a one- or two-character modifier stays with its noun.
  const joined: string[] = [];
  for (const phrase of phrases) {
    const last = joined[joined.length - 1];
    if (last !== undefined && /^(?:最|很|好|最好|新|旧|老|小)$/u.test(last) && phrase.length <= 3) joined[joined.length - 1] = `${last}的${phrase}`;
    else joined.push(phrase);
  }
  // "那口", "这台": a demonstrative with its measure word and no noun names nothing.
  // Round 9b: "五站", "三次", "两个小时" count something; they name nothing.
  return { phrases: joined.filter((phrase) => (phrase.length >= 2 || chineseSingleNouns.test(phrase)) && !/^[这那一每][口只个条棵台辆把张本件位座家盏间首]$/u.test(phrase) && !/^[一二两三四五六七八九十百几半\d]+[个]?(?:站|次|天|年|岁|点|分钟?|块|遍|趟|回|小时|周|个月|层|楼|圈)$/u.test(phrase)), adverbials };
}

/** Words for the people a song is usually about: a phrase naming one of them is the best key. */
const personWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?:grand(?:ma|pa|mother|father)|mom|mum|mother|dad|father|sister|brother|friend|lover|ex|boyfriend|girlfriend|husband|wife|son|daughter|baby|teacher|roommates?|landlord|boss|coach)\b/iu,
  // Round 9: "con mèo", "con chó": con before an animal is a classifier, not a child.
  vi: /(?:^|\s)(?:mẹ|má|ba|bố|cha|bà|ông|chị|anh|em|bạn thân|bạn|người yêu|thầy|cô|con(?=\s(?:trai|gái|tôi|mình|út|cả)|$))(?=\s|$)/iu,
  ko: /엄마|아빠|어머니|아버지|부모님|할머니|할아버지|친구|연인|언니|오빠|누나|동생|선생님|아이|집주인|룸메이트|동료|팀장/u,
  zh: /妈妈|爸爸|母亲|父亲|外婆|奶奶|爷爷|外公|姥姥|朋友|恋人|闺蜜|兄弟|姐姐|哥哥|弟弟|妹妹|老师|孩子|室友|同学|房东|老板|同事/u,
};

/** Vietnamese words that start a theme with a verb: the theme is recalled as "lần …" (the time when …). */
const vietnameseVerbStart = /^(?:bị|được|rời|đi|về|ôn|học|làm|gặp|mất|chia tay|nhớ|yêu|xa|chờ|đợi|viết|gửi|nói|khóc|quên)\s/iu;

/** Words that join two situations in one theme ("… and …", "… và …", "…和…"): a recalled scene holds only the first. */
const coordinators: Record<ContentLanguage, RegExp> = {
  en: /\s(?:and|but|when|before|after|because|while)\s/iu,
  vi: /\s(?:và|nhưng|khi|trước khi|sau khi|vì|trong khi)\s/iu,
  ko: /(?<=[가-힣])(?:와|과)\s|\s그리고\s/u,
  zh: /[和与跟及，,]/u,
};
/** Above this size a recalled scene pastes too much of the theme into one line. */
const sceneSize: Record<ContentLanguage, number> = { en: 8, vi: 8, ko: 18, zh: 14 };

/**
 * The part of a long theme a recalled scene names: the first of two joined situations, or the whole theme when it is
 * one situation short enough for a line; null when neither fits (the scene then recalls the theme's first image).
 */
function sceneTheme(theme: string, language: ContentLanguage): string | null {
  const joined = coordinators[language].exec(theme);
  // "친구와 걷던 길": a Korean 와/과 before a predicate means "with", not "and".
  const nextWord = joined ? theme.slice(joined.index + joined[0].length).split(' ')[0] ?? '' : '';
  const coordinated = joined !== null && joined.index > 0 && !(language === 'ko' && koreanPredicate.test(nextWord));
  const first = coordinated ? theme.slice(0, joined.index).trim() : theme;
  // "…동생한테 힘내라고": a Korean scene ending in a verb form or a particle cannot take 을/이 after it.
  if (language === 'ko') {
    const last = first.split(' ').at(-1) ?? '';
    if (isKoreanPredicateForm(last) || (!koreanNouns.has(last) && koreanPredicate.test(last)) || /(?:한테|에게|에서|으로|까지|부터|처럼|하고)$/u.test(last)) return null;
  }
  if (first !== theme && themeSize(first, language) < 2) return null;
  return themeSize(first, language) <= sceneSize[language] ? first : null;
}

/** The whole theme as a noun phrase a recalled scene can hold. */
function namedTheme(theme: string, language: ContentLanguage): string {
  if (language === 'vi' && vietnameseVerbStart.test(theme)) return `lần ${theme.charAt(0).toLowerCase()}${theme.slice(1)}`;
  if (language === 'en' && /^[A-Z][a-z]/u.test(theme)) {
    const first = theme.split(' ')[0]?.toLowerCase() ?? '';
    if (englishDeterminers.has(first) || /ing$/u.test(first)) return `${theme.charAt(0).toLowerCase()}${theme.slice(1)}`;
  }
  return theme;
}

/** Length of a theme in words (en, vi) or syllables/characters without spaces (ko, zh). */
function themeSize(theme: string, language: ContentLanguage): number {
  return language === 'en' || language === 'vi' ? theme.split(' ').length : [...theme.replace(/\s/gu, '')].length;
}

/** Above this size a theme is a whole situation, not a word to repeat. */
const longSize: Record<ContentLanguage, number> = { en: 4, vi: 5, ko: 8, zh: 6 };

/** Korean time words that open a phrase ("새벽 세 시 편의점 알바" → "새벽 세 시,"), not its subject. */
const koreanTimeWord = /^(?:새벽|아침|오전|낮|오후|저녁|밤|한밤|자정|매일|주말|\d+시|[한두세네다섯여섯일곱여덟아홉열]+|시|반)$/u;

/**
 * Korean and Chinese noun phrases too long for a key ("새벽 세 시 편의점 알바", "成都九眼桥毕业那年"): heads come last in
 * both, so the last words (Korean) or characters (Chinese) become the key and the rest an image or an opener.
 */
function splitLongPhrases(parts: { phrases: string[]; adverbials: string[] }, language: 'ko' | 'zh'): void {
  const out: string[] = [];
  for (const phrase of parts.phrases) {
    if (themeSize(phrase, language) <= longSize[language]) {
      out.push(phrase);
      continue;
    }
    if (language === 'ko') {
      const words = phrase.split(' ');
      let time = 0;
      while (time < words.length - 1 && koreanTimeWord.test(words[time] ?? '')) time += 1;
      if (time > 0) parts.adverbials.push(`${words.slice(0, time).join(' ')},`);
      const rest = words.slice(time);
      // "다리 위 노을": a position word (위, 아래, 앞…) belongs with the noun before it.
      const headSize = /^(?:위|아래|앞|뒤|옆|속|안|밖|너머|사이|근처)$/u.test(rest.at(-2) ?? '') ? 3 : 2;
      const head = rest.slice(-headSize).join(' ');
      const before = rest.slice(0, -headSize).join(' ');
      if (before.length >= 2) out.push(before);
      out.push(head);
    } else {
      // "北京地铁十号线上": a locative ending goes, and a numbered line stays whole ("十号线", not "地铁十" + "号线上").
      const bare = phrase.replace(/[上里中下边]$/u, '');
      const numbered = /^(.+?)([一二三四五六七八九十百\d]+(?:号线|路|号))$/u.exec(bare);
      if (numbered) out.push(numbered[1] as string, numbered[2] as string);
      else out.push(bare.slice(0, -4), bare.slice(-4));
    }
  }
  parts.phrases.splice(0, parts.phrases.length, ...out.filter((phrase) => phrase.length >= 2 || (language === 'zh' && chineseSingleNouns.test(phrase))));
}

/** A long Vietnamese phrase cut to its head: the first words, up to and including a name, at most four. */
function vietnameseHead(phrase: string): string {
  const words = phrase.split(' ');
  if (words.length <= longSize.vi) return phrase;
  const name = words.findIndex((word, i) => i > 0 && /^\p{Lu}/u.test(word));
  if (name > 0 && name < 4) return words.slice(0, name + 1).join(' ');
  // "chiếc đồng hồ quả lắc cũ": the head and its modifiers up to the size of a key, never cut inside a two-word compound.
  const head = words.slice(0, longSize.vi);
  return vietnameseCompounds.has(`${head[head.length - 1] ?? ''} ${words[longSize.vi] ?? ''}`.toLowerCase()) ? head.slice(0, -1).join(' ') : head.join(' ');
}

/** Round 9b: Vietnamese sound words ("cọt kẹt", "lộp độp", "tích tắc") describe a sound; they are no image to recall. */
const vietnameseSoundWords = /^(?:cọt kẹt|cót két|kẽo kẹt|cót ca cót két|lạch cạch|lách cách|tí tách|rì rào|ầm ầm|lộp độp|róc rách|vù vù|leng keng|tích tắc|ríu rít|xào xạc|ù ù|rè rè|loảng xoảng|thình thịch|oang oang|lanh canh|tò te|bíp bíp|ò ó o|meo meo|gâu gâu|ì ạch|rột roạt|sột soạt|lích rích|o o)$/iu;

/** Whether a phrase of the theme stands only in a background clause (an instrumental relative, a time clause, a trailing place). */
function inBackground(phrase: string, theme: string, language: ContentLanguage): boolean {
  const at = theme.indexOf(phrase);
  return at >= 0 && isBackgroundMention(theme, at, at + phrase.length, language);
}

/** Splits a cleaned theme into its key phrase, images and openers (see the module comment). */
export function readTheme(theme: string, language: ContentLanguage): LyricsTheme {
  const shortKind = keyKind(theme, language);
  const short: LyricsTheme = { full: theme, named: theme, key: theme, long: false, images: [], adverbials: [], kind: shortKind, address: addressForm(theme, shortKind, language) };
  if (themeSize(theme, language) <= longSize[language]) return short;
  const parts = language === 'en' ? englishParts(theme) : language === 'vi' ? vietnameseParts(theme) : language === 'ko' ? koreanParts(theme) : chineseParts(theme);
  if (language === 'ko' || language === 'zh') splitLongPhrases(parts, language);
  // "店员和流浪猫一起看雪": 一起 (together) belongs to the verb after it, never to the noun before it.
  if (language === 'zh') {
    // …and what follows 一起 is the act done together (一起扔帽子), never a phrase cut after its 一 ("起扔帽子", blind set M).
    const bare = parts.phrases.map((phrase) => phrase.replace(/(?:一起|一块儿?|一同|一道)$/u, '')).filter((phrase) => (phrase.length >= 2 || chineseSingleNouns.test(phrase)) && !(/^(?:起|块|同|道)/u.test(phrase) && theme.includes(`一${phrase}`)));
    parts.phrases.splice(0, parts.phrases.length, ...bare);
  }
  // "summer nights at my grandma's porch": a person named only in a setting phrase still makes the best key.
  if (language === 'en' && !parts.phrases.some((phrase) => personWords.en.test(phrase))) {
    const personal = parts.adverbials.find((adverbial) => personWords.en.test(adverbial));
    if (personal) {
      parts.adverbials.splice(parts.adverbials.indexOf(personal), 1);
      parts.phrases.unshift(personal.replace(/^\S+\s+/u, '').replace(/,$/u, ''));
    }
  }
  // "driving home alone … at the diner": a lone generic word ("home") is no key when a setting names the place or the event.
  if (language === 'en' && parts.phrases.every((phrase) => /^(?:home|alone|away|back|out|there|here|it)$/iu.test(phrase))) {
    const setting = [...parts.adverbials].reverse().find((adverbial) => placeWords.en.test(adverbial) || eventWords.en.test(adverbial));
    if (setting) {
      parts.adverbials.splice(parts.adverbials.indexOf(setting), 1);
      parts.phrases.unshift(setting.replace(/^\S+\s+/u, '').replace(/,$/u, ''));
    }
  }
  // Round 9: "the day", "the way" name nothing of the theme's own; an English phrase is measured without its determiners.
  if (language === 'en') parts.phrases = parts.phrases.filter((phrase) => !/^(?:the|a|that|this)\s+(?:\S+\s+)?(?:day|way|time|thing|night|morning|one|moment|lot|bit)$/iu.test(phrase));
  if (language === 'vi') parts.phrases = parts.phrases.filter((phrase) => !/^(?:lần đầu|lần cuối|lần này|hôm nay|hôm qua|ngày mai|bây giờ|ngày nào)$/iu.test(phrase));
  // Round 9: "con mèo Mướp nhà hàng xóm": a Vietnamese head comes first, so a long phrase keeps its head (up to a name).
  if (language === 'vi') parts.phrases = parts.phrases.map((phrase) => vietnameseHead(phrase));
  // Lead's read of round 9: a Chinese phrase cut inside a word ("最好的朋友因", "学会用微") is no phrase at all.
  if (language === 'zh') parts.phrases = parts.phrases.filter((phrase) => isWholeWordSpan(phrase, theme, language));
  const candidates = parts.phrases.filter((phrase) => themeSize(language === 'en' ? bareEnglish(phrase) : phrase, language) <= longSize[language]);
  // Round 9: a long theme none of whose phrases fits a slot has no key: it is never pasted whole into a line.
  if (candidates.length === 0) return { ...short, long: true, key: '', address: '' };
  const size = (phrase: string): number => themeSize(language === 'en' ? bareEnglish(phrase) : phrase, language);
  // The key: a phrase naming a person first (a song is about someone); else the longest noun phrase (most specific),
  // the first on a tie (Chinese heads come last, so the last there).
  // Round 9: a person named only as an owner or as someone not needed ("của bà ngoại", "không cần gọi bố") is not the key.
  // Round 9b: a phrase in a background clause ("my first paycheck" the guitar was bought with, "졸업식 때", "搬家的时候")
  // is no key while the main clause names one: then the main clause's first phrase (the thing the event happens to) is.
  const main = candidates.filter((phrase) => !inBackground(phrase, theme, language));
  const people = main.filter((phrase) => personWords[language].test(phrase) && !isSideMention(phrase, theme, language));
  const backgrounded = main.length > 0 && main.length < candidates.length;
  const pool = people.length > 0 ? people : main.length > 0 ? main : candidates;
  let key = pool[0] as string;
  for (const phrase of backgrounded && people.length === 0 && language !== 'zh' ? [] : pool) {
    if (size(phrase) > size(key) || (language === 'zh' && size(phrase) === size(key))) key = phrase;
  }
  // A lone capitalised word ("Nam" in "vào Nam") is a direction or a name fragment, and a lone Vietnamese syllable
  // ("mùa", "lần") a piece of a word: neither is an image.
  const sceneRead = sceneTheme(theme, language);
  const scene = sceneRead !== null && isWholeWordSpan(sceneRead, theme, language) ? sceneRead : null;
  // "xa Tết này" → "Tết này": a Vietnamese image does not start with a verb; "home", "alone" are no images.
  if (language === 'vi') parts.phrases = parts.phrases.map((phrase) => phrase.replace(/^(?:xa|đi|về|chờ|đợi|gửi|ở)\s+(?=\S)/iu, ''));
  if (language === 'en') parts.phrases = parts.phrases.filter((phrase) => phrase === key || !/^(?:home|alone|away|back|out|there|here|it)$/iu.test(phrase));
  const images = parts.phrases.filter((phrase) => phrase !== key && !(backgrounded && inBackground(phrase, theme, language)) && !(language === 'vi' && vietnameseSoundWords.test(phrase)) && !(scene !== null && scene.includes(phrase) && themeSize(phrase, language) * 2 > themeSize(scene, language)) && !(language === 'vi' && (/^\p{Lu}\p{Ll}*$/u.test(phrase) || !phrase.includes(' '))) && !(language === 'ko' && phrase.length < 2));
  // Without a short scene, the scene recalls the theme's fullest image ("된장찌개 냄새" rather than a stray word).
  // Round 9b: the scene is the main clause's image, never the background's ("my first paycheck" the guitar was bought with).
  const foreground = images.filter((phrase) => !inBackground(phrase, theme, language));
  const fullest = (backgrounded && foreground.length > 0 ? foreground : images).reduce<string | undefined>((best, phrase) => (best === undefined || themeSize(phrase, language) > themeSize(best, language) ? phrase : best), undefined);
  if (scene === null && fullest !== undefined) images.splice(images.indexOf(fullest), 1);
  const named = scene ?? fullest ?? key;
  const finalKey = language === 'en' ? englishKey(key) : key;
  const kind = keyKind(finalKey, language);
  return { full: theme, named: namedTheme(named.replace(/[\s,，;；:：]+$/u, ''), language), key: finalKey, long: true, images, adverbials: parts.adverbials, kind, address: addressForm(finalKey, kind, language) };
}
