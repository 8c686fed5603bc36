/**
 * Answers that read the story's world and its last scene (issue 13, round 14, second wave). The first wave answered
 * every what-question with "a small brass key in a handkerchief" (asked what a chip holds), every yes/no with yes (a girl
 * dragging a bloody leg: "네. 다친 데 없어요."), and every price in đồng / 원 (a fantasy inn: "Ba trăm nghìn"). Here:
 * - a contents question ("what's on the drive", "trong cái hòm kia có gì", "칩 안에 뭐가 들어 있는지", "信封里装的是什么")
 *   is answered in the kind of its thing, read by the head noun of the phrase after in / trong / 안에 / 里 (a carrier of
 *   data, a piece of writing, a container), and a noun of no known kind by the genre's world (credits, silver, supplies);
 * - a yes/no question about harm to the person ("if she got bitten", "다친 데 없냐고", "có bị thương không", "有没有受伤")
 *   whose own sentence in the story shows a body part or blood is answered yes, with that part named; a person whose
 *   sentence shows unease (looks away) dodges, never a plain yes;
 * - a price with no coin in the story is given in the genre's coin; a peer of a Korean survival or school story (a name
 *   with no role, or a familiar name in -이) answers in plain speech.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';

const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());

/** The kind of thing a contents question asks about. */
export type ThingKind = 'data' | 'writing' | 'container';

/** Contents questions per language: the phrase naming the thing (its head noun is read from it). */
const contentsAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhat(?:'s|\s+is|\s+was|\s+are|\s+were)?(?:\s+[\w']+){0,3}?\s+(?:in|on|inside|within)\s+(?:the|this|that|these|those|his|her|their|my|your|its)\s+([\w-]+(?:\s+[\w-]+){0,2}?)\s*(?:[?.!]|$)/iu,
  vi: /(?:trong|bên trong)\s+(.+?)\s+(?:có|chứa|đựng|là)\s+(?:cái\s+)?gì/iu,
  ko: /([가-힣A-Za-z0-9]+)\s*(?:안에|안엔|속에|속엔|에는|엔|에)\s*(?:뭐가|뭐|무엇이|무엇|무슨)/u,
  zh: /([\p{Script=Han}A-Za-z]+?)(?:里面|里头|里|中)(?:装|放|存|藏|写)?(?:着|的)?(?:是|有)?(?:些)?什么/u,
};

/** A writing asked after by its verb ("what the letter says", "lá thư viết gì", "뭐라고 적혀", "写了什么"). */
const writingAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhat\b.*\b(?:says?|said|written|reads)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:ghi|viết)\s+(?:những\s+)?gì/iu,
  ko: /뭐라고\s?(?:써|적|쓰)|뭐가\s?(?:써|적혀)/u,
  zh: /写(?:了|着|的)(?:是)?什么/u,
};

/** Head nouns by kind: a carrier of data, a piece of writing, a container (a small closed class of things). */
const kindNouns: Readonly<Record<ContentLanguage, readonly (readonly [ThingKind, RegExp])[]>> = {
  en: [['data', /\b(?:drive|chip|disk|disc|file|usb|stick|tape|cartridge|datapad|terminal|memory|card|implant)s?\b/iu], ['writing', /\b(?:letter|note|envelope|scroll|diary|journal|book|page|message|telegram|map)s?\b/iu], ['container', /\b(?:chest|box|crate|bag|trunk|sack|case|barrel|safe|locker|pouch|casket)s?\b/iu]],
  vi: [['data', /(?<![\p{L}\p{M}])(?:chip|ổ|thẻ nhớ|usb|đĩa|băng|tập tin|file)(?![\p{L}\p{M}])/iu], ['writing', /(?<![\p{L}\p{M}])(?:thư|phong bì|mảnh giấy|tờ giấy|nhật ký|cuộn giấy|sách|bản đồ|mẩu giấy)(?![\p{L}\p{M}])/iu], ['container', /(?<![\p{L}\p{M}])(?:hòm|rương|hộp|túi|bao|thùng|két|tráp|va li)(?![\p{L}\p{M}])/iu]],
  ko: [['data', /칩|드라이브|디스크|파일|메모리|usb|USB|카드|단말기/u], ['writing', /편지|쪽지|봉투|일기|두루마리|책|수첩|지도|메모/u], ['container', /상자|궤짝|가방|자루|함|금고|트렁크|통|주머니|사물함/u]],
  zh: [['data', /芯片|U盘|硬盘|光盘|存储卡|磁带|文件|终端/u], ['writing', /信封|信|纸条|日记|卷轴|书|本子|地图|便条/u], ['container', /箱|盒|袋|包|柜|桶|匣/u]],
};

/** A contents question's thing: its kind (null when the noun is of no known kind), or undefined when no contents are asked. */
export function readContents(question: string, language: ContentLanguage): { kind: ThingKind | null } | undefined {
  if (writingAsked[language].test(question)) return { kind: 'writing' };
  const phrase = contentsAsked[language].exec(question)?.[1];
  if (phrase === undefined) return undefined;
  return { kind: kindNouns[language].find(([, pattern]) => pattern.test(phrase))?.[0] ?? null };
}

/** The genre's world for things of no known kind and for coins: high-tech, treasure, survival, or everyday. */
type World = 'tech' | 'treasure' | 'fantasy' | 'survival' | 'everyday';

/** The world of an adventure theme. */
function worldOf(theme: string): World {
  if (theme === 'cyberpunk' || theme === 'space') return 'tech';
  if (theme === 'pirate') return 'treasure';
  if (theme === 'fantasy' || theme === 'time_travel') return 'fantasy';
  if (theme === 'zombie') return 'survival';
  return 'everyday';
}

/** A price in the genre's coin, for a story that names no coin of its own. */
export function genrePrice(theme: string, language: ContentLanguage): string {
  const prices: Readonly<Record<World, Readonly<Record<ContentLanguage, string>>>> = {
    tech: { en: 'Three hundred credits', vi: 'Ba trăm tín dụng', ko: '300크레딧', zh: '三百信用点' },
    treasure: { en: 'Five gold doubloons', vi: 'Năm đồng vàng', ko: '금화 다섯 닢', zh: '五枚金币' },
    fantasy: { en: 'Three silver pieces', vi: 'Ba đồng bạc', ko: '은화 세 닢', zh: '三枚银币' },
    survival: { en: 'Two cans of food. Nobody takes cash anymore', vi: 'Hai hộp đồ hộp. Giờ chẳng ai lấy tiền nữa', ko: '통조림 두 개', zh: '两个罐头。现在谁还收钱' },
    everyday: { en: 'Thirty dollars', vi: 'Ba trăm nghìn', ko: '삼만 원', zh: '三百块' },
  };
  return prices[worldOf(theme)][language];
}

/** What the thing holds, in its kind (or the genre's world for a thing of no known kind), as the person says it. */
function contentsSaid(kind: ThingKind | null, theme: string, plain: boolean, language: ContentLanguage): string {
  const world = worldOf(theme);
  const key = kind === 'data' || kind === 'writing' ? kind : world;
  const said: Readonly<Record<'data' | 'writing' | World, Readonly<Record<ContentLanguage, string>>>> = {
    data: { en: 'A list of names and a set of coordinates. Someone paid a lot to keep it buried.', vi: 'Một danh sách tên và một dãy tọa độ. Có kẻ đã trả rất nhiều tiền để giấu nó.', ko: plain ? '이름 목록이랑 좌표 하나. 누가 큰돈 들여서 숨긴 거야.' : '이름 목록이랑 좌표 하나요. 누가 큰돈 들여서 숨긴 거예요.', zh: '一份名单，还有一串坐标。有人花了大价钱把它藏起来。' },
    writing: { en: 'Just a few lines. A name, a place, and a date: tomorrow night.', vi: 'Chỉ vài dòng thôi. Một cái tên, một địa điểm, và một ngày hẹn: tối mai.', ko: plain ? '몇 줄 안 돼. 이름 하나, 장소 하나, 그리고 날짜. 내일 밤.' : '몇 줄 안 돼요. 이름 하나, 장소 하나, 그리고 날짜요. 내일 밤.', zh: '就几行字。一个名字，一个地点，还有一个日子：明天晚上。' },
    tech: { en: 'Credit sticks, and a pistol with the serial filed off.', vi: 'Mấy thẻ tín dụng, và một khẩu súng đã bị mài số hiệu.', ko: plain ? '크레딧 스틱 몇 개랑 일련번호 지운 권총 한 자루.' : '크레딧 스틱 몇 개랑 일련번호를 지운 권총 한 자루요.', zh: '几根信用棒，还有一把磨掉了编号的手枪。' },
    treasure: { en: 'Gold doubloons, and a map wrapped in oilcloth.', vi: 'Đồng vàng, và một tấm bản đồ bọc vải dầu.', ko: plain ? '금화, 그리고 기름천에 싼 지도 한 장.' : '금화요. 그리고 기름천에 싼 지도 한 장.', zh: '金币，还有一张用油布包着的地图。' },
    fantasy: { en: 'Silver coins, and a ring with a black stone.', vi: 'Đồng bạc, và một chiếc nhẫn đính đá đen.', ko: plain ? '은화, 그리고 검은 돌이 박힌 반지 하나.' : '은화요. 그리고 검은 돌이 박힌 반지 하나.', zh: '银币，还有一枚镶着黑石头的戒指。' },
    survival: { en: 'Canned food, bandages, and half a box of shells.', vi: 'Đồ hộp, băng gạc, và nửa hộp đạn.', ko: plain ? '통조림이랑 붕대, 탄약 반 상자.' : '통조림이랑 붕대, 탄약 반 상자요.', zh: '罐头、绷带，还有半盒子弹。' },
    everyday: { en: 'Old letters tied with string, and one photograph.', vi: 'Mấy lá thư cũ buộc dây, và một tấm ảnh.', ko: plain ? '끈으로 묶은 옛날 편지들이랑 사진 한 장.' : '끈으로 묶은 옛날 편지들이랑 사진 한 장이요.', zh: '几封用绳子捆着的旧信，还有一张照片。' },
  };
  return said[key][language];
}

/** The answer to a contents question, in the kind of the thing asked about. */
export function contentsLine(who: string, kind: ThingKind | null, theme: string, plain: boolean, language: ContentLanguage): string {
  const said = contentsSaid(kind, theme, plain, language);
  switch (language) {
    case 'vi':
      return `${cap(who)} hạ giọng: “${said}”`;
    case 'ko':
      return `${withParticle(who, '은')} 목소리를 낮춰 말한다. “${said}”`;
    case 'zh':
      return `${who}压低声音：“${said}”`;
    default:
      return `${cap(who)}'s voice drops low: “${said}”`;
  }
}

/** Options after a contents answer: see it for yourself, then ask the next thing about it by its kind. */
export function contentsOptions(who: string, kind: ThingKind | null, language: ContentLanguage): string[] {
  const by: Readonly<Record<ContentLanguage, Readonly<Record<ThingKind, readonly [string, string]>>>> = {
    en: { data: [`Ask ${who} whose names they are`, `Ask ${who} where the coordinates lead`], writing: [`Ask ${who} to let you read it`, `Ask ${who} who wrote it`], container: [`Ask ${who} to open it`, `Ask ${who} whose it is`] },
    vi: { data: [`Hỏi ${who} đó là tên của những ai`, `Hỏi ${who} tọa độ đó dẫn tới đâu`], writing: [`Nhờ ${who} cho bạn đọc`, `Hỏi ${who} ai đã viết nó`], container: [`Nhờ ${who} mở ra cho xem`, `Hỏi ${who} nó là của ai`] },
    ko: { data: [`${who}에게 누구 이름들인지 묻는다`, `${who}에게 그 좌표가 어디인지 묻는다`], writing: [`${who}에게 직접 읽어 보게 해 달라고 한다`, `${who}에게 누가 쓴 건지 묻는다`], container: [`${who}에게 열어 보여 달라고 한다`, `${who}에게 누구 건지 묻는다`] },
    zh: { data: [`问${who}那些名字都是谁`, `问${who}那串坐标指向哪里`], writing: [`请${who}让你亲眼看看`, `问${who}是谁写的`], container: [`请${who}打开给你看`, `问${who}这是谁的`] },
  };
  return [...by[language][kind ?? 'container']];
}

/** Harm asked about in a yes/no question (bitten, hurt, bleeding; 물리다 / 다치다; bị cắn / bị thương; 咬 / 受伤). */
const harmAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:bit|bitten|hurt|injured|wounded|infected|bleeding|scratched|cut|shot|stabbed|ok|okay|all right|alright)\b/iu,
  vi: /cắn|bị thương|chảy máu|nhiễm|đau|trầy|bị trúng|ổn/iu,
  ko: /물린|물렸|다친|다쳤|감염|피\s?나|긁힌|괜찮/u,
  zh: /咬|受伤|伤|感染|流血|抓|没事|还好/u,
};

/** A body part or blood in the person's own sentence: the scene's evidence of a wound, with the part named. */
const woundShown: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b((?:fore)?arm|leg|hand|shoulder|neck|wrist|side|ankle|calf|thigh|blood|bandage)s?\b/iu,
  vi: /(?<![\p{L}\p{M}])(tay|chân|vai|cổ|cổ tay|mắt cá|máu|băng)(?![\p{L}\p{M}])/iu,
  ko: /(팔|다리|손목|손|어깨|목덜미|발목|옆구리|피|붕대)/u,
  zh: /(胳膊|手臂|手腕|手|腿|肩膀|脖子|脚踝|血|绷带)/u,
};

/** The wound the scene shows on a person asked whether they are harmed, or null (the body part or blood, as the story says it). */
export function shownWound(question: string, personText: string, language: ContentLanguage): string | null {
  if (!harmAsked[language].test(question)) return null;
  // A body part named is the better detail than the blood on it ("피 묻은 다리" → 다리), and the part held is the last one
  // named ("一只手死死捂着胳膊" → 胳膊, "một tay giữ chặt bắp chân" → chân).
  const found = [...personText.matchAll(new RegExp(woundShown[language].source, 'giu'))].map((match) => match[1] ?? '');
  return found.filter((part) => !bloodWord.test(part)).pop() ?? found[0] ?? null;
}

/** Blood or a bandage: a sign of a wound that names no body part. */
const bloodWord = /^(?:blood|bandage|máu|băng|피|붕대|血|绷带)$/iu;

/** The admission of a wound the scene shows, the part named ("…Yeah. My arm. It got me on the way in."). */
export function woundLine(who: string, part: string, plain: boolean, language: ContentLanguage): string {
  const blood = bloodWord.test(part);
  switch (language) {
    case 'vi':
      return blood ? `${cap(who)} cúi nhìn vệt máu, im một lúc rồi gật đầu: “…Có. Lúc chạy vào đây.”` : `${cap(who)} cúi nhìn ${part} mình, im một lúc rồi gật đầu: “…Có. Ở ${part}. Lúc chạy vào đây.”`;
    case 'ko': {
      const spoken = plain ? '…응. 아까 들어오다가.' : '…네. 아까 들어오다가요.';
      return blood ? `${withParticle(who, '은')} 피를 내려다보다가 한참 만에 고개를 끄덕인다. “${spoken}”` : `${withParticle(who, '은')} 자기 ${withParticle(part, '을')} 내려다보다가 한참 만에 고개를 끄덕인다. “${spoken}”`;
    }
    case 'zh':
      return blood ? `${who}低头看了看那片血，沉默了一会儿，点了点头：“……嗯。刚才进来的时候。”` : `${who}低头看了看自己的${part}，沉默了一会儿，点了点头：“……嗯。${part}。刚才进来的时候。”`;
    default:
      return blood ? `${cap(who)} looks down at the blood and is quiet for a moment, then nods. “…Yeah. On the way in.”` : `${cap(who)} looks down at the ${part.toLowerCase()} and is quiet for a moment, then nods. “…Yeah. My ${part.toLowerCase()}. On the way in.”`;
  }
}

/** Options after an admitted wound: tend it, then keep watch over the one hurt. */
export function woundOptions(who: string, language: ContentLanguage): string[] {
  const by: Readonly<Record<ContentLanguage, readonly [string, string]>> = {
    en: [`Look at ${who}'s wound`, `Keep ${who} close and watch for changes`],
    vi: [`Xem vết thương của ${who}`, `Giữ ${who} bên cạnh và để ý từng thay đổi`],
    ko: [`${who}의 상처를 살펴본다`, `${who} 곁을 지키며 상태를 지켜본다`],
    zh: [`看看${who}的伤口`, `守在${who}身边，留意变化`],
  };
  return [...by[language]];
}

/** A dodge from a person whose own sentence shows unease: the question thrown back, eyes elsewhere, never a plain yes. */
export function dodgeLine(who: string, me: string, plain: boolean, closed: boolean, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return `${cap(who)} không trả lời ngay, mắt vẫn lảng đi chỗ khác. “Sao lại hỏi ${me} chuyện đó?” ${closed ? 'Đó không phải là câu “không”.' : 'Đó đâu phải câu trả lời.'}`;
    case 'ko':
      return `${withParticle(who, '은')} 바로 대답하지 않고 시선을 피한다. “${plain ? '그걸 왜 나한테 물어?' : '그걸 왜 저한테 물어요?'}” ${closed ? '아니라는 대답은 아니다.' : '대답이 아니다.'}`;
    case 'zh':
      return `${who}没有马上回答，眼睛还是躲着你：“你问我干什么？”${closed ? '这可不是“没有”。' : '这根本不算回答。'}`;
    default:
      return `${cap(who)} doesn't answer at once, and still won't look at you. “Why would you ask me that?” ${closed ? "It isn't a no." : "It's no answer at all."}`;
  }
}

/** Options after a dodge: say you don't believe it, or find what proves it either way. */
export function dodgeOptions(who: string, language: ContentLanguage): string[] {
  const by: Readonly<Record<ContentLanguage, readonly [string, string]>> = {
    en: [`Tell ${who} you don't believe it`, `Look for something that proves or breaks it`],
    vi: [`Nói thẳng với ${who} là bạn không tin`, `Tìm thứ gì chứng minh chuyện đó`],
    ko: [`${who}에게 못 믿겠다고 말한다`, `사실인지 확인할 증거를 찾는다`],
    zh: [`直接告诉${who}你不信`, `找证据看看到底是不是`],
  };
  return [...by[language]];
}

/** Korean titles and roles: a person named with one is no peer. */
const koTitled = /씨|님|선생|할머니|할아버지|아저씨|아줌마|아주머니|사장|반장|대장|박사|교수|형사|경비|해커|브로커|상인|선장|기사|의사/u;

/** A Korean peer who answers plainly: a familiar name in -이 (지훈이), or a bare name in a survival, school or love story. */
export function koPeer(who: string, theme: string): boolean {
  if (koTitled.test(who) || /\s/u.test(who) || !/^[가-힣]{2,4}$/u.test(who)) return false;
  const beforeI = who.length >= 3 && who.endsWith('이') ? who.charCodeAt(who.length - 2) - 0xac00 : -1;
  if (beforeI >= 0 && beforeI < 11172 && beforeI % 28 !== 0) return true;
  return who.length <= 3 && (theme === 'zombie' || theme === 'school' || theme === 'romance');
}
