/**
 * The lexicons of the round-10 "thing received or found" shape (issue 13): the things a visitor finds or is given
 * (a note, a postcard, a photo, a paper crane, 편지, 那张电影票), told apart from their containers (the machine, the
 * book the ticket was in, 우편함); the people who send them, as whole phrases ("my college roommate", "bạn cùng phòng
 * cũ", "초등학교 담임 선생님", "大学室友"); and the time the visitor gave ("after ten years", "십오 년 만에", "五年").
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** The thing of the shape, as later sentences name it. */
export interface FoundThing {
  /** words: read (a letter, a note, a postcard); picture: looked at (a photo, a ticket); object: kept; parcel: opened. */
  kind: 'words' | 'picture' | 'object' | 'parcel';
  name: string;
}

/** A person who sent or wrote the thing, as later sentences name them. */
export interface ThingSender {
  name: string;
  group: 'school' | 'friend' | 'family';
  /** English subject, object and possessive pronouns. */
  pronouns: readonly [string, string, string];
  /** 他 or 她. */
  zhPronoun: string;
  /** Spoken of with respect (Korean honorifics). */
  elder: boolean;
}

type ThingEntry = readonly [pattern: RegExp, name: string, kind: FoundThing['kind']];

const things: Readonly<Record<ContentLanguage, readonly ThingEntry[]>> = {
  en: [
    [/\b(?:hand-?written |old )?letters?\b/iu, 'the letter', 'words'],
    [/\bpostcards?\b/iu, 'the postcard', 'words'],
    [/\bnotes?\b/iu, 'the note', 'words'],
    [/\b(?:birthday |christmas |greeting )?cards?\b/iu, 'the card', 'words'],
    [/\b(?:photo(?:graph)?|polaroid|picture)s?\b/iu, 'the photo', 'picture'],
    [/\b(?:movie |cinema |concert |train )?ticket(?: stub)?s?\b/iu, 'the ticket', 'picture'],
    [/\bdrawings?\b/iu, 'the drawing', 'picture'],
    [/\bpaper cranes?\b/iu, 'the paper crane', 'object'],
    [/\b(?:book|novel|notebook|diary)s?\b/iu, 'the book', 'object'],
    [/\bumbrellas?\b/iu, 'the umbrella', 'object'],
    [/\b(?:leaf|leaves)\b/iu, 'the leaves', 'object'],
    [/\b(?:flower|pebble|stone|shell|feather)s?\b/iu, 'the $&', 'object'],
    [/\b(?:candy|sweet|chocolate|lollipop)\b/iu, 'the $&', 'object'],
    [/\b(?:parcel|package|box)\b/iu, 'the parcel', 'parcel'],
  ],
  vi: [
    [/lá thư|bức thư|thư tay|phong thư|(?<=(?:được|nhận|gửi|viết|đọc|có)\s)thư(?=[\s,.]|$)/iu, 'lá thư', 'words'],
    [/tấm bưu thiếp|bưu thiếp/iu, 'tấm bưu thiếp', 'words'],
    [/mẩu giấy|mảnh giấy|tờ giấy|mẩu giấy nhắn|tờ giấy nhắn/iu, 'mẩu giấy', 'words'],
    [/tấm thiệp|tấm thiếp/iu, 'tấm thiệp', 'words'],
    [/tấm ảnh|bức ảnh|tấm hình|bức hình/iu, 'tấm ảnh', 'picture'],
    [/tấm vé|vé xem phim|vé tàu|vé xe/iu, 'tấm vé', 'picture'],
    [/bức tranh|bức vẽ/iu, 'bức tranh', 'picture'],
    [/hạc giấy/iu, 'con hạc giấy', 'object'],
    [/cuốn sách|quyển sách|cuốn sổ|quyển sổ|cuốn nhật ký/iu, 'cuốn sách', 'object'],
    [/chiếc ô|cái ô|cây dù|chiếc dù|cái dù/iu, 'chiếc ô', 'object'],
    [/chiếc lá|lá khô/iu, 'chiếc lá', 'object'],
    [/bông hoa|đóa hoa|cành hoa/iu, 'bông hoa', 'object'],
    [/viên kẹo|cái kẹo|thanh sô-cô-la/iu, 'viên kẹo', 'object'],
    [/gói hàng|bưu kiện|thùng hàng|hộp quà|cái hộp|chiếc hộp/iu, 'gói hàng', 'parcel'],
  ],
  ko: [
    [/편지/u, '편지', 'words'],
    [/엽서/u, '엽서', 'words'],
    [/쪽지|메모/u, '쪽지', 'words'],
    [/카드/u, '카드', 'words'],
    [/사진/u, '사진', 'picture'],
    [/영화표|기차표|티켓|입장권/u, '표', 'picture'],
    [/그림/u, '그림', 'picture'],
    [/종이학/u, '종이학', 'object'],
    [/책(?![상장임방갈])|공책|일기장/u, '책', 'object'],
    [/우산/u, '우산', 'object'],
    [/나뭇잎|낙엽|잎사귀/u, '나뭇잎', 'object'],
    [/사탕|초콜릿|귤/u, '$&', 'object'],
    [/소포|택배|상자/u, '소포', 'parcel'],
  ],
  zh: [
    [/明信片/u, '那张明信片', 'words'],
    [/(?<![相微短自])信(?![号任息心用])/u, '那封信', 'words'],
    [/纸条|便条|字条|小纸片/u, '那张纸条', 'words'],
    [/贺卡|卡片/u, '那张卡片', 'words'],
    [/照片|相片|合影/u, '那张照片', 'picture'],
    [/火车票|电影票|车票|门票|票根/u, '那张$&', 'picture'],
    [/千纸鹤|纸鹤/u, '那只纸鹤', 'object'],
    [/(?<![读图])书(?![店包架桌法记馆])|日记本|笔记本/u, '那本书', 'object'],
    [/雨伞|伞/u, '那把伞', 'object'],
    [/叶子|树叶|落叶/u, '那些叶子', 'object'],
    [/糖果|一颗糖|一块糖|巧克力/u, '那颗糖', 'object'],
    [/一袋橘子|一兜橘子|橘子/u, '那袋橘子', 'object'],
    [/包裹|快递|箱子|盒子/u, '那个包裹', 'parcel'],
  ],
};

/** The words around a thing that make it a container of another ("in an old book", "책 사이에", "二手书里"). */
function inContainerContext(text: string, at: number, length: number, language: ContentLanguage): boolean {
  const before = text.slice(Math.max(0, at - 24), at);
  const after = text.slice(at + length, at + length + 6);
  if (language === 'en') return /\b(?:in|inside|into|from|out of|between|under)\s+(?:the|a|an|my|his|her|this|that|some)?\s*(?:[\w-]+\s+){0,2}$/iu.test(before);
  if (language === 'vi') return /(?:trong|từ|giữa|kẹp trong|bên trong)\s+(?:\p{L}+\s+){0,3}$/iu.test(before);
  if (language === 'ko') return /^\s?(?:에서|에|속에|속|안에|안|사이에|사이로)/u.test(after);
  return /^(?:的)?(?:里|中|内|里面|中间)/u.test(after) || /从[^，。]{0,6}$/u.test(before);
}

/** The central thing: the first thing the lexicon knows that is not the container of another; a parcel when nothing else. */
export function findThing(text: string, language: ContentLanguage): FoundThing | null {
  const hits = things[language]
    .map(([pattern, name, kind]) => ({ match: pattern.exec(text), name, kind }))
    .filter((hit): hit is { match: RegExpExecArray; name: string; kind: FoundThing['kind'] } => hit.match !== null)
    .sort((a, b) => a.match.index - b.match.index);
  const free = hits.filter((hit) => hit.kind !== 'parcel' && !inContainerContext(text, hit.match.index, hit.match[0].length, language));
  // The subject of "came" (편지가 왔다, 信寄来了) is the thing, whatever came before it (귤 농사).
  const arrived = language === 'ko' ? free.find((hit) => /^\s?(?:이|가)\s?(?:왔|도착)/u.test(text.slice(hit.match.index + hit.match[0].length))) : undefined;
  if (arrived !== undefined) return { kind: arrived.kind, name: arrived.name };
  const chosen = free[0] ?? hits.find((hit) => hit.kind === 'parcel');
  if (chosen === undefined) return null;
  const word = chosen.match[0].trim().toLowerCase().replace(/s$/u, '');
  return { kind: chosen.kind, name: chosen.name.replace('$&', word) };
}

type SenderEntry = readonly [pattern: RegExp, group: ThingSender['group'], pronoun: 'he' | 'she' | 'they', elder: boolean];

const senders: Readonly<Record<ContentLanguage, readonly SenderEntry[]>> = {
  en: [
    [/\b(?:my|an?|the)\s+(?:(?:old|oldest|best|former|favou?rite|college|childhood|high school|school|university|elementary school|primary school|first|dear)\s+)*(?:teacher|professor|coach)\b/iu, 'school', 'they', false],
    [/\b(?:my|an?|the)\s+(?:(?:old|oldest|best|former|college|childhood|high school|school|university|elementary school|primary school|first|dear)\s+)*(?:friend|roommate|room-?mate|classmate|pen ?pal)\b/iu, 'friend', 'they', false],
    [/\b(?:my|the)\s+(?:mom|mum|mother|grandma|grandmother|sister|aunt)\b/iu, 'family', 'she', false],
    [/\b(?:my|the)\s+(?:dad|father|grandpa|grandfather|brother|uncle)\b/iu, 'family', 'he', false],
    [/\b(?:my|the)\s+cousin\b/iu, 'family', 'they', false],
  ],
  vi: [
    [/(?:cô giáo|thầy giáo|thầy chủ nhiệm|cô chủ nhiệm)(?: cũ)?/iu, 'school', 'they', false],
    [/(?:người )?bạn (?:thân|cũ|cùng phòng|đại học|học cũ|thời thơ ấu|cùng lớp)(?: cũ)?/iu, 'friend', 'they', false],
    [/(?:^|[\s,.])(?:mẹ|má|bà ngoại|bà nội|chị gái|cô tôi|dì tôi)(?=[\s,.]|$)/iu, 'family', 'she', false],
    [/(?:^|[\s,.])(?:bố|ba|ông ngoại|ông nội|anh trai|chú tôi|bác tôi)(?=[\s,.]|$)/iu, 'family', 'he', false],
  ],
  ko: [
    [/(?:(?:초등학교|중학교|고등학교|대학교|대학|고등학생 때|어릴 적)\s?)?(?:담임\s?)?선생님/u, 'school', 'they', true],
    [/(?:(?:오랜|옛|대학|대학교|고등학교|중학교|초등학교|어릴 적|고향|군대)\s?)?(?:친구|룸메이트|동창|단짝)/u, 'friend', 'they', false],
    [/어머니|할머니|외할머니/u, 'family', 'she', true],
    [/아버지|할아버지|외할아버지/u, 'family', 'he', true],
    [/엄마|언니|누나|이모|고모/u, 'family', 'she', false],
    [/아빠|오빠|형(?![태식편])|삼촌/u, 'family', 'he', false],
  ],
  zh: [
    [/(?:(?:大学|高中|初中|小学)的?)?(?:班主任|老师)/u, 'school', 'he', false],
    [/(?:(?:大学|高中|初中|小学|儿时|小时候的|多年的|老)的?)?(?:室友|同学|朋友|好友|发小|闺蜜|笔友)/u, 'friend', 'he', false],
    [/妈妈|母亲|(?<!老)奶奶|外婆|姐姐|妹妹|姑姑/u, 'family', 'she', false],
    [/爸爸|父亲|(?<!老)爷爷|外公|哥哥|弟弟|叔叔/u, 'family', 'he', false],
  ],
};

const englishPronouns = { he: ['he', 'him', 'his'], she: ['she', 'her', 'her'], they: ['they', 'them', 'their'] } as const;

/** A person the thing was written or sent to, not by ("a letter to my mom", "写给我妈妈的信", "엄마에게 보낸"). */
function isAddressee(text: string, match: RegExpExecArray, language: ContentLanguage): boolean {
  const before = text.slice(Math.max(0, match.index - 8), match.index);
  const after = text.slice(match.index + match[0].length, match.index + match[0].length + 8);
  if (language === 'en') return /\b(?:to|for)\s*$/iu.test(before);
  if (language === 'vi') return /(?:gửi|viết|cho)\s*$/iu.test(before);
  if (language === 'ko') return /^(?:(?:에게|한테|께)(?!서)|\s?앞으로)/u.test(after);
  return /(?:写给|寄给|送给|给)(?:我)?$/u.test(before);
}

/** The person the visitor says sent or wrote the thing, as a whole phrase of the lexicon, or null. */
export function findSender(text: string, language: ContentLanguage): ThingSender | null {
  const hit = senders[language]
    .map((entry) => ({ entry, match: entry[0].exec(text) }))
    .filter((found): found is { entry: SenderEntry; match: RegExpExecArray } => found.match !== null && !isAddressee(text, found.match, language))
    .sort((a, b) => a.match.index - b.match.index)[0];
  if (hit === undefined) return null;
  const [, group, pronoun, elder] = hit.entry;
  const phrase = hit.match[0].trim();
  // "from an old friend" is "my old friend" once the story knows who it is; other languages name the phrase as written.
  const name = language === 'en' ? phrase.replace(/^(?:an?|the|my)\s+/iu, 'my ') : phrase.replace(/^[\s,.]+/u, '');
  return { name, group, pronouns: englishPronouns[pronoun], zhPronoun: pronoun === 'she' ? '她' : '他', elder };
}

const gaps: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)\s+years\b/iu,
  vi: /(\d{1,2}|hai|ba|bốn|năm|sáu|bảy|tám|chín|mười|mười lăm|hai mươi|ba mươi)\s+năm/iu,
  ko: /((?:\d{1,2}|[일이삼사오육칠팔구십]{1,3})\s?년)\s?(?:만에|동안|넘게|이 지나|전)/u,
  zh: /(?<![\d])((?:\d{1,2}|[一二两三四五六七八九十]{1,3})年)/u,
};

/** The time the visitor gave for the gap (eight years, mười năm, 십오 년, 五年), or null. */
export function readGap(text: string, language: ContentLanguage): string | null {
  const match = gaps[language].exec(text);
  if (match === null) return null;
  if (language === 'en') return `${(match[1] as string).toLowerCase()} years`;
  if (language === 'vi') return `${(match[1] as string).toLowerCase()} năm`;
  return match[1] as string;
}

const containers: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [RegExp, string]>>> = {
  en: [
    [/\bvending machine\b/iu, 'at the vending machine'],
    [/\bmachine\b/iu, 'at the machine'],
    [/\b(?:mailbox|letterbox)\b/iu, 'in the mailbox'],
    [/\bdrawer\b/iu, 'in the drawer'],
    [/\bbench\b/iu, 'on the bench'],
    [/\bbook\b/iu, 'in the book'],
  ],
  vi: [
    [/máy bán (?:hàng|nước)(?: tự động)?/iu, 'ở máy bán hàng tự động'],
    [/hộp thư/iu, 'trong hộp thư'],
    [/ngăn kéo/iu, 'trong ngăn kéo'],
    [/ghế đá/iu, 'trên chiếc ghế đá'],
    [/cuốn sách|quyển sách/iu, 'trong cuốn sách'],
  ],
  ko: [
    [/자판기/u, '자판기에'],
    [/우편함/u, '우편함에'],
    [/서랍/u, '서랍에'],
    [/벤치/u, '벤치에'],
    [/책(?![상장임방갈])/u, '책 사이에'],
  ],
  zh: [
    [/自动售货机|售货机|贩卖机/u, '在售货机里'],
    [/信箱|邮箱/u, '在信箱里'],
    [/抽屉/u, '在抽屉里'],
    [/长椅/u, '在长椅上'],
    [/(?<![读图])书(?![店包架桌法记馆])/u, '在书里'],
  ],
};

/** Where the thing was found (at the vending machine, 우편함에, 在书里), in the writer's own words, or null. */
export function findContainer(text: string, language: ContentLanguage, thing: FoundThing): string | null {
  const bare = thing.name.replace(/^(?:the|那[张封本把只些个])\s*/u, '');
  const found = containers[language].find(([pattern, at]) => pattern.test(text) && !at.includes(bare));
  return found?.[1] ?? null;
}
