/**
 * Finds who and where a visitor's text is about: personal names (capitalised words, "named X", Korean names with
 * their particles stripped, Chinese names after 叫 or before a verb), proper place names after a preposition,
 * and whether the text is told in the first person.
 */
import { finalSound, isKoreanPredicateForm } from './korean-particles.ts';
import { detectLanguage } from './text-segments.ts';

/** What a short text says about its people and places. */
export interface TextFacts {
  /** Personal names in order of appearance, without particles. */
  readonly names: readonly string[];
  /** Proper place names (Busan, Hà Nội, 上海…). */
  readonly places: readonly string[];
  /** Whether the narrator speaks as "I". */
  firstPerson: boolean;
  /** English pronoun of the main character when the text uses one. */
  gender: 'she' | 'he' | null;
}

const latinWord = /[\p{Lu}][\p{Ll}\p{M}'’-]*/u;
const englishStop = new Set(
  ('I Im Id Ill Ive The A An And But Or So Then When While After Before Once One It Its This That These Those There Their They He She We You My His Her Our Your ' +
    'In On At By For From With Without Into As If No Yes Oh Hey Hello Hi Dear Every Each All Some Someday Today Tomorrow Yesterday Tonight Suddenly Nobody Somebody Someone Everyone ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December ' +
    'God Christmas Halloween English Korean Chinese Vietnamese French Japanese What Why How Where Who Which Maybe Perhaps Not Just Only Still Even Now Here Please Thanks Sorry Ok Okay ' +
    'Một Hôm Ngày Đêm Trời Khi Lúc Sau Trước Và Nhưng Rồi Có Không Ai Tôi Mình Tớ Em Anh Chị Cô Ông Bà Nó Họ Chúng Bỗng Đột Thế Vì Nếu Trong Ngoài Trên Dưới Ở Tại Đã Đang Sẽ ' +
    'Chủ Nhật Thứ Hai Ba Tư Năm Sáu Bảy Tết Giáng Sinh Vào Từ Đến Tới Về Cả Mọi Này Kia Đó Ấy Hay Hoặc Nhà Sáng Chiều Tối Mùa Mưa')
    .split(' '),
);
const knownPlaces = new Set(
  ('Seoul,Busan,Incheon,Jeju,Daegu,Tokyo,Osaka,Paris,London,Rome,Berlin,Madrid,Venice,Prague,Vienna,Sydney,Bangkok,Singapore,Hanoi,Saigon,Beijing,Shanghai,Hong Kong,Taipei,' +
    'New York,California,Texas,Chicago,Boston,Europe,Asia,Africa,America,Korea,China,Vietnam,Japan,France,England,Mars,Venus,Jupiter,Moon,Earth,' +
    'Hà Nội,Sài Gòn,Đà Nẵng,Đà Lạt,Huế,Hội An,Nha Trang,Hạ Long,Sa Pa,Cần Thơ,Phú Quốc,Vũng Tàu,Việt Nam,Hàn Quốc,Trung Quốc,Nhật Bản,Pháp,Mỹ')
    .split(','),
);
/** Vietnamese forms of address that come before a given name (bà Tư, chú Ba, cô Lan). */
const vietTitles = new Set(['bà', 'ông', 'cô', 'chú', 'bác', 'dì', 'thím', 'mợ', 'cậu', 'thầy', 'anh', 'chị', 'em', 'bé']);
/** Brands, apps and chains a visitor names that are never characters. */
const brandNames = new Set(
  ('Grab GrabFood GrabBike Gojek Be Uber Lyft Cinnabon Starbucks McDonald McDonalds KFC Subway Domino Dominos Walmart Costco IKEA Target Netflix Google Apple Samsung ' +
    'Amazon Shopee Lazada Tiki Zalo Facebook Messenger Instagram TikTok YouTube Twitter iPhone Android Tesla Toyota Honda Yamaha Vespa Highlands Circle Starbuck Lotte Emart Uniqlo Zara')
    .split(' '),
);
const placePrepositions = new Set(['in', 'into', 'near', 'toward', 'towards', 'across', 'ở', 'tại', 'đến', 'tới']);
const placeSuffix = /\s(?:Street|Road|Avenue|Lane|Park|Bridge|Station|Square|Hill|Lake|River|Bay|Beach|Café|Cafe|School|Hospital|Tower|Castle|Forest|Mountain|City|Town|Village|Island|Market|Library|Point|Harbor|Harbour|Cove|Pier|Port|Bay)$/u;
const namingWords = /(?:[Nn]amed|[Cc]alled|[Nn]ame is|[Nn]ame was|tên là|tên|gọi là)\s+["“'‘]?([\p{L}\p{M}]+(?:\s[\p{Lu}][\p{Ll}\p{M}]+)?)/u;
/** Vietnamese place nouns that head a proper place name (Hồ Con Rùa, Chợ Lớn, Cầu Rồng); Hồ is also a surname. */
const vietPlaceHeads = new Set('Hồ Sông Chợ Phố Đường Cầu Núi Biển Quận Phường Làng Chùa Đền Ga Bến Vịnh Đảo Đèo Hẻm Ngõ Công'.split(' '));
/** Lower-case words after which a capitalised Hồ is a lake, not a surname (bờ Hồ Gươm, quanh Hồ Tây). */
const vietPlaceLeads = new Set(['bờ', 'ven', 'quanh', 'ở', 'tại', 'ra', 'đến', 'tới', 'gần', 'cạnh', 'về', 'qua', 'trên']);
/** Lower-case place nouns before a capitalised name (hồ Tây, chợ Bến Thành, phố Hàng Mã, đường Lê Lợi). */
const vietPlaceNouns = new Set(['hồ', 'sông', 'chợ', 'phố', 'đường', 'cầu', 'núi', 'biển', 'quận', 'phường', 'làng', 'chùa', 'đền', 'ga', 'bến', 'vịnh', 'đảo', 'đèo', 'hẻm', 'ngõ', 'tỉnh', 'huyện', 'xã', 'thành phố']);
const vietSurnames = new Set('Nguyễn Trần Lê Phạm Hoàng Huỳnh Phan Vũ Võ Đặng Bùi Đỗ Hồ Ngô Dương Lý Trương Đinh Lâm Mai Trịnh Đoàn'.split(' '));
const titleWords = new Set(['Mr', 'Mrs', 'Ms', 'Dr', 'Captain', 'Professor', 'Uncle', 'Aunt', 'Sir', 'Lady', 'Miss', 'Doctor', 'Grandma', 'Grandpa']);
const knownGivenNames = new Set(
  ('Anna Alice Amy Ben Ellie Emma Eva Finn Grace Hana Harry Ivy Jack Jake James Jane Jenny John Julia June Kate Leo Lily Lucy Luna Max Mia Mike Milo Nina Noah Nora Oliver Olivia ' +
    'Paul Rose Ruby Sam Sara Sarah Sophie Theo Tom Zoe Alex Chris Daniel David Ella Ethan Hugo Iris Jonah Kai Lena Maya Mina Minji Jisoo Jimin Yuna Sora ' +
    'Lan Minh An Mai Hoa Linh Nam Hùng Tuấn Trang Hương Long Phong Vy Nhi Khoa Bảo Hà Thảo Ngọc Quân Duy Hiếu Tâm Thu Hạnh Dũng Sơn Huy Việt Khánh My')
    .split(' '),
);

function latinFacts(text: string): { names: string[]; places: string[] } {
  const names: string[] = [];
  const places: string[] = [];
  const named = namingWords.exec(text);
  if (named?.[1]) names.push(cleanLatinName(named[1]));
  const tokens = [...text.matchAll(/[\p{L}\p{M}'’-]+|[.!?…。！？\n]/gu)].map((m) => m[0]);
  let sentenceStart = true;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as string;
    if (/^[.!?…。！？\n]$/.test(token)) {
      sentenceStart = true;
      continue;
    }
    const initial = sentenceStart;
    sentenceStart = false;
    if (!latinWord.test(token) || token !== token.match(latinWord)?.[0]) continue;
    // "Ông Sáu bán vé số…", "Bà Tư…": a capitalised form of address opening a sentence, before a capitalised name.
    const titledNext = tokens[i + 1] ?? '';
    if (initial && vietTitles.has(token.toLowerCase()) && /^\p{Lu}[\p{Ll}\p{M}]*$/u.test(titledNext) && !vietPlaceHeads.has(titledNext)) {
      const titled = `${token.toLowerCase()} ${titledNext}`;
      if (!names.some((name) => name.toLowerCase() === titled.toLowerCase())) names.push(titled);
      i += 1;
      continue;
    }
    const parts = [token];
    while (i + 1 < tokens.length && /^[\p{Lu}]/u.test(tokens[i + 1] as string) && !englishStop.has((tokens[i + 1] as string).replace(/['’]/g, ''))) {
      parts.push(tokens[i + 1] as string);
      i += 1;
    }
    const bare = (parts[0] as string).replace(/['’]s?$/u, '');
    // "bờ Hồ Con Rùa", "chợ Bến Thành", "sông Hương": a place noun before or at the head of a capitalised run names a place.
    const lead = (tokens[i - parts.length] ?? '').toLowerCase();
    if ((parts.length >= 2 && vietPlaceHeads.has(bare) && (bare !== 'Hồ' || vietPlaceLeads.has(lead))) || vietPlaceNouns.has(lead)) {
      const place = parts.join(' ');
      if (!places.includes(place)) places.push(place);
      continue;
    }
    const before = tokens[i - parts.length] ?? '';
    // "bà Tư", "chú Ba", "cô Lan": a Vietnamese form of address before a capitalised word names a person, title and all.
    if (vietTitles.has(before) && parts.length === 1) {
      const titled = `${before} ${token}`;
      if (!names.includes(titled)) names.push(titled);
      continue;
    }
    // Brands and apps (Grab, Cinnabon) and anything after "the" (the Denver airport) are not people.
    if (brandNames.has(bare) || before.toLowerCase() === 'the') continue;
    if (englishStop.has(bare.replace(/['’]/g, '')) && parts.length === 1) continue;
    const phrase = parts.map((p) => p.replace(/['’]s$/u, '')).join(' ');
    const previous = (tokens[i - parts.length] ?? '').toLowerCase();
    // A lone possessive ("in Clara's basement") names the owner of the place, a person, not the place itself.
    const owner = parts.length === 1 && /['’]s$/u.test(token);
    if (knownPlaces.has(phrase) || placeSuffix.test(phrase) || (placePrepositions.has(previous) && !knownGivenNames.has(bare) && !owner)) {
      if (!places.includes(phrase)) places.push(phrase);
      continue;
    }
    if (initial && !knownGivenNames.has(bare) && !titleWords.has(bare) && !appearsLater(tokens, i + 1, bare) && !(parts.length === 1 && actsAsSubject(bare, tokens[i + 1]))) continue;
    const name = cleanLatinName(phrase);
    if (name && !names.includes(name)) names.push(name);
  }
  // A name only introduced by a naming word ("…viết cho một người tên Tuấn") comes in the order the text tells it, after
  // the name the sentence starts from (Lan).
  const at = (name: string): number => {
    const index = text.indexOf(name);
    return index < 0 ? text.length : index;
  };
  return { names: names.sort((a, b) => at(a) - at(b)), places };
}

/** Common English nouns that may start a sentence before a verb ("Rain fell", "Snow covered…") and are not names. */
const englishCommonSubjects = new Set(
  ('Rain Snow Wind Fog Mist Night Morning Evening Dawn Dusk Time Life Everything Nothing Something Anything Somewhere Home School Work Dinner Lunch Breakfast ' +
    'Mom Mum Dad Mother Father Grandma Grandpa Grandmother Grandfather Sister Brother Mama Papa Nobody People Someone Water Fire Light Darkness Silence Music Summer Winter Spring Autumn Fall')
    .split(' '),
);
/** Words that, right after a sentence-initial capitalised word, show it is the subject of a told event (Tobias hadn't…, Khang tìm thấy…). */
const subjectFollowers = new Set(
  ('was were is had has hadn’t hadn\'t wasn’t wasn\'t didn’t didn\'t did could couldn’t couldn\'t would wouldn’t wouldn\'t will can never always just still had also finally ' +
    'suddenly quietly slowly once liked loved hated wanted knew thought said woke ran found saw heard kept felt took made went came got sat stood lived worked ' +
    'đã đang vừa mới sẽ tìm nhận thấy nghe đi về chạy ngồi đứng mở bước nhìn gặp mua có không chưa vẫn luôn bỗng cầm lấy biết là sống làm ở').split(' '),
);

/** Whether a sentence-initial capitalised word reads as a person doing something: followed by a verb or an auxiliary. */
function actsAsSubject(word: string, next: string | undefined): boolean {
  if (!next || englishCommonSubjects.has(word) || /^[\p{Lu}.!?…。！？\n]/u.test(next)) return false;
  const lower = next.toLowerCase();
  return subjectFollowers.has(lower) || (/^[a-z]{3,}ed$/u.test(lower) && !/^(?:red|bed|shed)$/u.test(lower));
}

function appearsLater(tokens: readonly string[], from: number, word: string): boolean {
  for (let i = from; i < tokens.length; i += 1) if ((tokens[i] as string).replace(/['’]s$/u, '') === word) return true;
  return false;
}

function cleanLatinName(phrase: string): string {
  const words = phrase.split(/\s+/).filter(Boolean);
  if (words.length >= 2 && vietSurnames.has(words[0] as string)) return words[words.length - 1] as string;
  if (words.length > 3) return words.slice(0, 3).join(' ');
  return words.join(' ');
}

const feminineNames = new Set(
  ('Anna Alice Amy Ellie Emma Eva Grace Hana Ivy Jane Jenny Julia June Kate Lily Lucy Luna Mia Nina Nora Olivia Rose Ruby Sara Sarah Sophie Zoe Ella Iris Lena Maya Mina ' +
    'Minji Jisoo Yuna Sora Clara Hazel Wren Mabel Mary Emily Chloe Hannah Amelia Ava Isla Freya Alice Jessica Laura Lisa Molly Poppy Tessa Violet').split(' '),
);
const masculineNames = new Set(
  ('Ben Finn Harry Jack Jake James John Leo Max Mike Milo Noah Oliver Paul Sam Theo Tom Daniel David Ethan Hugo Jonah Kai Felix Oscar Eli Arlo Adam Alfie Arthur ' +
    'Charlie George Henry Isaac Jacob Joe Joshua Liam Lucas Mark Matt Nick Peter Ryan Simon Toby William Jimin Minho Taemin').split(' '),
);

/** Guesses an English pronoun for a given name from small lists of common names; null when unknown. */
export function guessGender(name: string): 'she' | 'he' | null {
  const first = name.split(/\s+/)[0] ?? name;
  if (feminineNames.has(first)) return 'she';
  if (masculineNames.has(first)) return 'he';
  return null;
}

// ---------------------------------------------------------------- Korean

const koreanSurnames = '김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄채원천방공현함변염추도소석선설마길연위표명기반왕금옥육인맹제모탁국';
const koreanGivenSyllables = '민지서연준우현수영진은희혜윤하도예채유아빈원호석성훈재태경미정주나다소동상철용인혁규건승보선린율온별솔결찬한슬람름겸이안환완효라세운기범늘봄리비새누란종명숙순옥자';
const koreanCommon = new Set(
  ('고양이 이야기 이상한 이번에 이렇게 이제는 이런 이곳 이것 이날 이웃 오늘밤 오늘은 정말로 조용히 한동안 한참을 한밤중 하나의 하루가 하루는 하늘이 하늘은 강아지 강물이 ' +
    '서랍장 서점에 문득 문밖 문앞 선생님 성당에 소리가 소녀가 소년이 소년은 소녀는 주인공 주머니 우리는 우리가 우산을 우산이 구름이 구석에 나무가 나무는 나비가 지하철 지도를 ' +
    '진짜로 마음이 마을은 마을에 마지막 도서관 도시는 도시의 도착한 공원에 공주는 왕자는 왕국의 기차가 기차는 기억이 유리창 유령이 윤기가 신호가 신발을 안개가 안에서 ' +
    '장난감 전화가 전화를 편지가 편지를 편지는 백화점 바다가 바다는 바람이 모두가 모래가 방안에 방에서 남자가 남자는 여자가 여자는 주변을 석양이 금요일 토요일 일요일 월요일 화요일 수요일 목요일')
    .split(' '),
);
const koreanGivenNames = new Set(
  ('민지 지민 서연 서준 하준 도윤 지우 지호 예준 시우 주원 하은 하윤 서윤 지유 채원 수아 지아 윤서 민서 다은 예은 은서 소율 유나 수빈 지수 민준 현우 준우 건우 ' +
    '우진 선우 연우 유준 정우 승우 승현 시윤 준서 유진 민재 현준 지훈 동현 태윤 은우 하람 나은 가은 수진 혜진 은지 미나 소라 하늘 바다 별이 보라 다솜 솔이 ' +
    '철수 영희 민수 영수 지영 수연 혜원 은비 예린 나연 다현 채영 정연 사나 미연 소연 태오 로운 이안 세아 아린 하린 리아 루아 도하 이준 서아 아윤 채윤 다인 수호')
    .split(' '),
);
const koreanParticleTail = '(?:이는|이가|이를|이의|이와|이랑|이도|이에게|이한테|은|는|이|가|을|를|와|과|의|에게|한테|도|만|야|아|씨|랑|하고|님)';

function koreanNames(text: string): string[] {
  const found: Array<{ name: string; at: number }> = [];
  const add = (name: string, at: number): void => {
    const clean = name.replace(/이$/u, (m) => (name.length === 3 && (koreanGivenNames.has(name.slice(0, 2)) || finalSound(name.charAt(1)) !== 'none') ? '' : m));
    if (clean.length >= 1 && !koreanCommon.has(clean) && !found.some((f) => f.name === clean)) found.push({ name: clean, at });
  };
  // "그게 편지라는 걸 알았다": 라는 before 걸 / 것 / 사실 says what a thing is, it names nobody.
  for (const m of text.matchAll(/([가-힣]{1,4}?)(?:이라는|라는|이라고 하는|라고 하는|이라고 불리는|라고 불리는)(?!\s?(?:걸|것|게|거|사실|말|얘기|소리|생각|뜻))/gu)) add(stripKoreanSuffix(m[1] as string), m.index);
  for (const m of text.matchAll(/이름은\s*["“'‘]?([가-힣]{1,4}?)["”'’]?(?:이었|였|이다|다|이야|야|이에요|예요|이고|고|\s|[.,!?]|$)/gu)) add(m[1] as string, m.index);
  for (const m of text.matchAll(/["“'‘「]([가-힣]{2,4})["”'’」](?:이라는|라는|이|가|은|는|와|과)/gu)) add(m[1] as string, m.index);
  const surnamePattern = new RegExp(`(?:^|[^가-힣])([${koreanSurnames}][${koreanGivenSyllables}]{2})${koreanParticleTail}(?=$|[^가-힣]|[가-힣])`, 'gu');
  for (const m of text.matchAll(surnamePattern)) {
    const candidate = m[1] as string;
    if (!koreanCommon.has(candidate) && !koreanCommon.has(candidate + (m[0].slice(-1) ?? ''))) add(candidate, m.index);
  }
  const givenPattern = new RegExp(`(?:^|[^가-힣])([가-힣]{2})${koreanParticleTail}(?=$|[^가-힣]|[가-힣])`, 'gu');
  for (const m of text.matchAll(givenPattern)) if (koreanGivenNames.has(m[1] as string)) add(m[1] as string, m.index);
  for (const m of text.matchAll(/["“'‘「]([가-힣]{2,3})(?:에게|께|한테|야|아|씨|님)["”'’」]/gu)) {
    if (!koreanCommon.has(m[1] as string) && !koreanNameLookalikes.has(m[1] as string)) add(m[1] as string, m.index);
  }
  const nameSyllable = `[${koreanGivenSyllables}]`;
  const initialPattern = new RegExp(`(?:^|[.!?…,]\\s*|\\n)(${nameSyllable}{2})(이는|이가|이도|은|는|가)(?=\\s)`, 'gu');
  for (const m of text.matchAll(initialPattern)) {
    const candidate = m[1] as string;
    if (koreanCommon.has(candidate) || koreanNameLookalikes.has(candidate)) continue;
    const consonantFinal = finalSound(candidate.charAt(1)) !== 'none';
    if (consonantFinal === ['이는', '이가', '이도', '은'].includes(m[2] as string)) add(candidate, m.index);
  }
  for (const m of text.matchAll(/(?:^|[^가-힣])([가-힣]{2,3})\s?(?:언니|오빠|누나|형|선배|씨|님|선생님|할머니|할아버지|아줌마|아저씨|이모|삼촌|사장님)(?=$|[^가-힣]|[은는이가을를의와과에도])/gu)) {
    // "우비 입은 할머니", "길에서 만난 언니": a verb form before a kin word describes the person; it is not a name.
    // "꽃집 아가씨", "옆집 아저씨": 아가씨 and 아저씨 are words of their own, not a name with 씨 (round 10, set D).
    // "옆집 아저씨", "꽃집 사장님": a place word before a kin or title word says where the person is from.
    const word = m[1] as string;
    // "엄마가 할머니 레시피대로": a common word with its own particle (엄마 + 가) before a kin word is the sentence's subject, no name.
    if (isParticledCommonWord(word)) continue;
    // "아무 말 없이 형 이불을": an adverb before a kin word (없이, 같이, 조용히, 몰래, 함께) is no name.
    if (/(?:없이|같이|히|몰래|함께|혼자|다시|모두)$/u.test(word)) continue;
    if (!koreanCommon.has(word) && !isKoreanPredicateForm(word) && !(m[0].includes('씨') && koreanSsiWords.test(`${word}씨`)) && !koreanPlaceWords.test(word)) add(word, m.index);
  }
  // "클라라네 지하실", "민호의 다락방": the owner of a home or a room is a person of the story.
  for (const m of text.matchAll(/(?:^|[^가-힣])([가-힣]{2,4})(?:네|의)\s+(?:집|지하실|다락방|방|부엌|거실|마당|가게|창고|차고|정원|옥상)(?=$|[^가-힣]|[은는이가을를의에])/gu)) {
    const owner = m[1] as string;
    if (!koreanCommon.has(owner) && !koreanNameLookalikes.has(owner) && !koreanOwnerWords.test(owner)) add(owner, m.index);
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.name);
}

/** A common Korean word followed by its own particle (엄마가, 동생은, 친구를): a subject or an object, never a name. */
function isParticledCommonWord(word: string): boolean {
  const particle = /(?:이|가|은|는|을|를|의|도|와|과)$/u.exec(word);
  if (particle === null) return false;
  const stem = word.slice(0, -particle[0].length);
  return stem.length >= 1 && (koreanCommon.has(stem) || koreanNameLookalikes.has(stem) || koreanOwnerWords.test(stem));
}

/** Korean words that end in 씨 and are no name with the honorific: a young lady, a man, the weather, handwriting. */
const koreanSsiWords = /(?:아가|아저|날|글|말|마음|솜|불|맵)씨$/u;

/** Place words that stand before a person's title ("옆집 아저씨", "꽃집 사장님", "동네 언니"), never a name. */
const koreanPlaceWords = /(?:집|가게|동네|학교|회사|식당|카페|마을|시장)$/u;

/** Owners that are pronouns, kin or time words, not names ("그녀의 방", "할머니네 집", "오늘의"). */
const koreanOwnerWords = /^(?:그녀|그들|우리|저희|너희|자기|누구|이웃|옆집|친구|할머니|할아버지|엄마|아빠|어머니|아버지|이모|삼촌|고모|언니|오빠|누나|동생|오늘|어제|내일|주인|아이)$/u;

/** Two-syllable Korean words made of name syllables that are ordinary words, not names. */
const koreanNameLookalikes = new Set(
  ('세상 아이 우리 오늘 내일 하루 소리 지도 도시 기억 시간 비밀 수업 시험 주인 이웃 미래 과거 운명 마음 사람 모두 누구 그날 이날 한밤 새벽 저녁 아침 ' +
    '동생 친구 엄마 아빠 언니 오빠 누나 아기 아저씨 할머니 하늘 바다 나무 도서 서랍 창문 기차 자리 주변 정원 성문 진실 소원 선물 미소 비누 우유 우정 인연 ' +
    '연기 경기 태양 태도 민원 인형 수호 유리 유령 원래 이제 이번 이곳 이미 지금 진짜 정말 혼자 모습 주말 성적 도움 기분 기운 운동 준비 석양 상자')
    .split(' '),
);

function stripKoreanSuffix(name: string): string {
  return name.replace(/^(?:소녀|소년|아이|남자|여자|고양이|강아지)\s*/u, '');
}

// ---------------------------------------------------------------- Chinese

const chineseSurnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴莫孔向汤';
const chineseFollowers = '说在是把和的看走跑站坐想笑哭推拿发听问喊叫跟对从也都就又正却便才已突刚轻慢醒抬低回转望盯打';
/** Words that may follow a 小/阿/老 + one-character name (小雨放学, 阿杰的) besides the common followers. */
const chineseNickFollowers = '放买收找住去来每总不没很悄抱今昨第一终竟居要会能捡遇梦醒睡吃写读收给';
const chineseCommon = new Set(
  ('小说 高兴 方向 白天 金色 石头 江边 黄色 林子 马上 田野 夏天 周围 万一 许多 向前 于是 龙卷 江水 白色 黄昏 高处 高楼 方便 陈旧 安静 何时 何处 孙子 钱包 武器 ' +
    '程序 宋朝 唐朝 韩国 毛衣 雷声 雷雨 龙王 史上 黎明 顾客 江湖 余光 严肃 陆地 孔雀 苏醒 汤匙 马路 马车 杨树 叶子 罗盘 邱陵 曾经 任何 沈默 莫名 张开 张望 李子 ' +
    '白光 金属 石阶 高声 方才 朱红 杜鹃 贾人 钟声 钟楼 谢谢 万分 万物 龙猫 严冬 秦岭 蔡家 林间 林中 周末 周日 黄金 田间')
    .split(' '),
);

/** 小/阿/老 words that are ordinary nouns, not nicknames. */
const chineseNickLookalikes = new Set(
  '小说 小狗 小猫 小镇 小区 小时 小孩 小店 小屋 小路 小鸟 小心 小偷 小船 小巷 小姐 小学 小组 小河 小岛 小事 小声 小吃 小朋 老师 老板 老人 老家 老鼠 老婆 老公 老式 老街 老屋 老树 老是 阿姨 小哥 小灯 小伙 小贩 小卖 小鱼 小虫 小树 小花 小草 小车 小票 小盒 小瓶 小包 小门 小窗 小院 小桌 小床 小球 小纸 老伯 老头 老太 阿婆 阿公 阿伯'.split(' '),
);

/** A count or an existence before 小/老 + a character ("全是小洞", "一个小坑", "有几只老鼠") makes it a noun, never a nickname. */
const countedBefore = /(?:[个只些条颗张块点几两多]|[全都满就]是|[有满])$/u;

function chineseNames(text: string): string[] {
  const found: Array<{ name: string; at: number }> = [];
  const add = (name: string, at: number): void => {
    if (name.length >= 2 && !chineseCommon.has(name) && !found.some((f) => f.name === name)) found.push({ name, at });
  };
  for (const m of text.matchAll(/(?:名叫|叫做|名字叫|名字是|叫)["“「]?([\u4e00-\u9fff]{2,3}?)["”」]?(?=的|，|。|,|\.|！|？|在|是|和|今年|$)/gu)) add(m[1] as string, m.index);
  for (const m of text.matchAll(/["“「]([\u4e00-\u9fff]{2,3})["”」]/gu)) if (/叫|名/.test(text.slice(Math.max(0, m.index - 3), m.index))) add(m[1] as string, m.index);
  for (const m of text.matchAll(new RegExp(`([小阿老][\\u4e00-\\u9fff])(?=[${chineseFollowers}${chineseNickFollowers}，,。])`, 'gu'))) {
    if (!chineseNickLookalikes.has(m[1] as string) && !countedBefore.test(text.slice(Math.max(0, m.index - 2), m.index))) add(m[1] as string, m.index);
  }
  // "克拉拉家地下室", "明哲的房间": the owner of a home or a room is a person of the story.
  for (const m of text.matchAll(/(?:^|[，。,、：:\s在从到])(?![在从到])([\u4e00-\u9fff]{2,3}?)(?:家的?|的)(?=地下室|房间|阁楼|厨房|院子|卧室|小屋|花园|车库|客厅|书房|[\u4e00-\u9fff]{0,2}店)/gu)) {
    const owner = m[1] as string;
    if (!chineseOwnerWords.test(owner)) add(owner, m.index);
  }
  for (let i = 0; i < text.length; i += 1) {
    if (!chineseSurnames.includes(text.charAt(i))) continue;
    if (i > 0 && /[\u4e00-\u9fff]/u.test(text.charAt(i - 1)) && !/[和跟与对把被给让叫向是着了，。]/u.test(text.charAt(i - 1))) continue;
    const two = text.slice(i, i + 2);
    const three = text.slice(i, i + 3);
    const afterTwo = text.charAt(i + 2);
    const afterThree = text.charAt(i + 3);
    if (/^[\u4e00-\u9fff]{2}$/u.test(two) && chineseFollowers.includes(afterTwo) && afterTwo !== '') add(two, i);
    else if (/^[\u4e00-\u9fff]{3}$/u.test(three) && chineseFollowers.includes(afterThree) && afterThree !== '' && !chineseFollowers.includes(afterTwo)) add(three, i);
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.name);
}

/** Owners that are pronouns, kin or places, not names ("我们家", "奶奶的房间", "邻居家"). */
const chineseOwnerWords = /^(?:我们|你们|他们|她们|咱们|自己|别人|邻居|隔壁|朋友|奶奶|外婆|姥姥|爷爷|外公|妈妈|爸爸|姐姐|哥哥|弟弟|妹妹|老师|阿姨|叔叔|舅舅|姑姑|每天|凌晨|半夜|今天|昨天|旧的|老的|小的)$|[点时]/u;

const chinesePlaces = /(?:在|去|到|来到|回到|从)(北京|上海|广州|深圳|杭州|成都|西安|南京|重庆|香港|台北|首尔|釜山|东京|巴黎|伦敦|纽约|河内|胡志明市|火星|月球)/gu;
const koreanPlaces = /(서울|부산|인천|제주도?|대구|광주|대전|강릉|전주|경주|도쿄|오사카|파리|런던|뉴욕|하노이|베이징|상하이|화성|달나라)(?:에서|에|으로|로|의|은|는|까지)/gu;

// ---------------------------------------------------------------- public

/** The facts of the last text read: a story, a chat reply or an adventure step asks for the same text many times. */
let lastFacts: { text: string; facts: TextFacts } | null = null;

/** Reads names, proper places and the narrative person of a short text in any of the four languages (the last text's facts are kept). */
export function readTextFacts(text: string): TextFacts {
  if (lastFacts?.text !== text) lastFacts = { text, facts: readFacts(text) };
  return lastFacts.facts;
}

function readFacts(text: string): TextFacts {
  const language = detectLanguage(text);
  const names: string[] = [];
  const places: string[] = [];
  if (language === 'ko') {
    names.push(...koreanNames(text));
    for (const m of text.matchAll(koreanPlaces)) places.push(m[1] as string);
  } else if (language === 'zh') {
    names.push(...chineseNames(text));
    for (const m of text.matchAll(chinesePlaces)) places.push(m[1] as string);
  }
  const latin = latinFacts(text);
  // Words inside quotes are what a tag, a note or a sign says ('Return to Platform 9, Brighton Station'), not the
  // story's people or places; only a common given name there still counts ("a letter that said 'Dear Anna'").
  const unquoted = latinFacts(withoutQuotes(text));
  latin.names = latin.names.filter((name) => unquoted.names.includes(name) || knownGivenNames.has(name.split(' ')[0] ?? name));
  latin.places = latin.places.filter((place) => unquoted.places.includes(place));
  for (const name of latin.names) if (!names.includes(name)) names.push(name);
  for (const place of latin.places) if (!places.includes(place)) places.push(place);
  const narration = text.replace(/["“][^"”]*["”]|「[^」]*」|『[^』]*』|‘[^’]*’/gu, ' ');
  const firstPerson =
    /(^|[^\p{L}])(I|I'm|I’m|I've|I'd|I'll)(?=[^\p{L}]|$)|\b(?:me|my|myself)\b|(?:^|[.!?…]\s+)(?:My|Me)\b/u.test(narration) ||
    /(^|\s)(나는|내가|나를|나의|내|난|저는|제가|저를|나도|저도|나만|나밖에|나한테|나에게|내게|나 말고|나 혼자|우리는|우리가)(?=\s|$|[.,!?])/u.test(narration) ||
    /我/u.test(narration) ||
    /(^|[^\p{L}])(tôi|tớ)(?=[^\p{L}]|$)/iu.test(narration) ||
    /(^|[^\p{L}])(?<!(?:của|chính|tự|lấy) )mình(?=[^\p{L}]|$)/iu.test(narration);
  const she = (text.match(/\b(?:she|her|hers|herself)\b/giu) ?? []).length;
  const he = (text.match(/\b(?:he|him|his|himself)\b/giu) ?? []).length;
  const gender = she > he ? 'she' : he > she ? 'he' : null;
  return { names: names.slice(0, 4), places: unique(places).slice(0, 2), firstPerson, gender };
}

/** The text with every quoted span ('…', "…", “…”, ‘…’) blanked; an apostrophe inside a word (wasn't, Marcus's) is not a quote. */
export function withoutQuotes(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])'[^'\n]+'(?![A-Za-z\p{N}])|"[^"\n]*"|“[^”\n]*”|(?<![\p{L}\p{N}])‘[^’\n]+’(?![\p{L}\p{N}])|「[^」]*」|『[^』]*』/gu, ' . ');
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)];
}
