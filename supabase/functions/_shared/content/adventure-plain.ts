/**
 * Plain outcomes of a chosen adventure action (issue 13, sixth blind read). The read found actions told and then left
 * hanging: a key taken to the lockers never arrives, a notebook handed back "stays in your hand", an antenna fixed on Mars
 * gets "footsteps stop", a recording app is never played back, a biscuit shared with a robot gets "the silence is worse".
 * Here the action's own verb and object are read into a class (cast a spell, record, repair, give, put down, leave, go
 * somewhere, make or rig something) and the outcome is told plainly in the second person: the verb happens to its object,
 * and the consequence follows from that verb (what was given is taken, what was put down stays there, where one went is
 * reached), never a stock twist. The next options follow from the new situation. Every span taken from the visitor's text
 * passes the noun-phrase check (rule A) or is left out; no line brings a place, a person or an object the story did not.
 */
import { capitalizeLeading as capital } from './text-tools.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { withParticle } from './korean-particles.ts';
import { nounPhraseOrNull, trimToNounPhrase } from './adventure-noun-phrase.ts';

/** The class of a plainly told action. */
export type PlainKind = 'spell' | 'record' | 'repair' | 'give' | 'place' | 'leave' | 'arrive' | 'make';

/** An action read into its class, with what it names (each rule A checked, or null). */
export interface PlainAction {
  kind: PlainKind;
  /** What the verb acts on ("the antenna", "답안지", "压缩饼干"). */
  object: string | null;
  /** Who receives, for `give` ("anh ấy", "受伤的机器人", "he"). */
  person: string | null;
  /** Where the action goes or puts something ("the old train station lockers", "선장실", "楼下"). */
  place: string | null;
  /** Whom or what the trip is made to find ("the fortune teller", "算命先生"), rule A checked. */
  sought?: string | null;
}

/** Kinds after which the options offered before no longer fit: the situation they were offered in is over. */
export const committalKinds: ReadonlySet<PlainKind> = new Set<PlainKind>(['give', 'place', 'leave', 'arrive', 'repair', 'spell']);

const viEdge = '(?<![\\p{L}\\p{M}])';
const viAfter = '(?![\\p{L}\\p{M}])';
const vi = (words: string): RegExp => new RegExp(`${viEdge}(?:${words})${viAfter}`, 'iu');

/** English object pronouns as the narration names the person ("give it back to her" → "she"). */
const englishPronoun: Readonly<Record<string, string>> = { him: 'he', her: 'she', them: 'they' };

/** People an English destination may be: "take the note to the teacher" gives it to someone, it goes nowhere. */
const englishPersonWord = /\b(?:teacher|guard|captain|officer|man|woman|boy|girl|kid|child|nephew|niece|mother|father|mom|dad|friend|nurse|doctor|keeper|owner|clerk|boss|stranger|robot|crew|co-?pilot|proctor|monitor)s?$/iu;

/** An English object without what follows it ("the generator with the spare wire" → "the generator"). */
const enCut = (span: string): string => span.replace(/\s+(?:with|using|from|before|after|and|then|so|while|by|into|onto|to|for|until)\b.*$/iu, '');

/**
 * Recording is read only from a verb of starting one (round 9c): "tape a photo over the crack" covers a crack, "switch
 * off the voice recorder" is no recording, a photo or a video named as a thing is no action of taking one.
 */
const recordsEn = /\b(?:take|takes|snap|snaps|grab|grabs|shoot|shoots)\s+(?:a |some |another |more |quick )?(?:photos?|pictures?|snapshots?|shots?|videos?)\b|\b(?:photograph|photographs|film|films|filming|record|records|recording|videotape|videotapes)\s+(?!player|store)(?:it|them|this|that|the|him|her|everything|a|an|what|video|on|with|every|their|his|its)\b|\b(?:start|starts|keep|keeps|begin|begins)\s+(?:recording|filming)\b|\b(?:hit|hits|press|presses)\s+record\b/iu;

/** A recorder or a camera turned off or stopped is no recording started. */
const switchedOff: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:switch|switches|turn|turns|shut|shuts|click|clicks)\s+(?:off|it off)\b|\b(?:switch|switches|turn|turns|shut|shuts)\s+(?:the|your|my)\s+[\w' -]+?\s+off\b|\bstop(?:s)?\s+(?:the\s+)?(?:recording|filming)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:tắt|ngừng|dừng)(?![\p{L}\p{M}])/iu,
  ko: /끈다|꺼서|꺼 |끄고|꺼버|멈춘다|멈추고|중지/u,
  zh: /关掉|关了|关上|关闭|停止|停掉|掐断|按停/u,
};

function readEnglish(text: string): PlainAction | null {
  const none = { object: null, person: null, place: null };
  if (/\b(?:spell|counter-?spell|incantation|chant|charm|ward)\b/iu.test(text) && /\b(?:read|reads|say|says|cast|casts|recite|recites|chant|chants|speak|speaks|whisper|whispers|shout|shouts)\b/iu.test(text)) return { kind: 'spell', ...none };
  if (recordsEn.test(text) && !switchedOff.en.test(text)) return { kind: 'record', ...none };
  const repair = /\b(?:fix|fixes|repair|repairs|patch|patches|mend|mends|reconnect|reconnects|rewire|rewires)\s+((?:the|a|an|your)\s+[\w' -]+)/iu.exec(text);
  if (repair) return { kind: 'repair', object: trimToNounPhrase(enCut(repair[1] as string), 'en'), person: null, place: null };
  const give = /\b(?:give|gives|hand|hands|return|returns|pass|passes|share|shares|split|splits|offer|offers|lend|lends|slide|slides|push|pushes)\b(.*?)\b(?:back\s+)?(?:to|with)\s+(him|her|them|(?:the|your)\s+[\w' -]+|\p{Lu}[\w'-]*)/u.exec(text);
  if (give) {
    const who = give[2] as string;
    const person = englishPronoun[who] ?? trimToNounPhrase(who.replace(/\s+(?:and|then)\b.*$/u, ''), 'en');
    // What is given starts with an article ("slide it across the counter" gives "it", not "across the counter").
    const given = (give[1] as string).replace(/\b(?:back|half|some|it|them)\b/gu, '').trim().replace(/^of\s+/u, '');
    if (person) return { kind: 'give', object: /^(?:the|a|an|your|my)\s/iu.test(given) ? trimToNounPhrase(enCut(given), 'en') : null, person, place: null };
  }
  const place = /\b(?:put|puts|set|sets|leave|leaves|lay|lays|place|places|slide|slides|drop|drops)\s+((?:the|a|an|your)\s+[\w' -]+?|it|them)\s+(?:back\s+)?(?:on|onto|in|into|under|inside|beside|next to)\s+((?:the|a|an|your)\s+[\w' -]+)/iu.exec(text);
  if (place) return { kind: 'place', object: trimToNounPhrase(place[1], 'en'), person: null, place: trimToNounPhrase(place[2], 'en') };
  const leave = /\b(?:slip|slips|sneak|sneaks|walk|walks|get|gets|creep|creeps)\s+out of\s+((?:the|your)\s+[\w' -]+)|\bleave(?:s)?\s+((?:the|your)\s+(?:room|classroom|house|building|office|party|cafe|café|shop|station|hall|library|class))\b/iu.exec(text);
  if (leave) return { kind: 'leave', object: null, person: null, place: trimToNounPhrase(leave[1] ?? leave[2], 'en') };
  // "sprint for the pharmacy", "make a run for the boats": a run with a goal ends there (round 8).
  const dash = /\b(?:run|runs|sprint|sprints|dash|dashes|race|races|bolt|bolts|make a (?:run|break|dash))\s+for\s+((?:the|a|an|your)\s+[\w' -]+)/iu.exec(text);
  const dashPlace = dash ? trimToNounPhrase(enCut(dash[1] as string), 'en') : null;
  if (dashPlace) return { kind: 'arrive', object: null, person: null, place: dashPlace };
  const way = /\b(?:go|goes|head|heads|walk|walks|climb|climbs|run|runs|hurry|hurries|creep|creeps|sneak|sneaks)\s+(downstairs|upstairs|outside|inside|down the stairs|up the stairs)\b/iu.exec(text);
  if (way) return { kind: 'arrive', object: null, person: null, place: (way[1] as string).toLowerCase() };
  if (/\bfollow(?:s)?\s+the\s+(?:address|map|directions)\b/iu.test(text)) return { kind: 'arrive', object: null, person: null, place: 'the address' };
  const arrive = /\b(?:go|goes|head|heads|walk|walks|take|takes|bring|brings|carry|carries|sneak|sneaks|slip|slips|climb|climbs|hurry|hurries|make (?:your|my) way|return|returns|drive|drives|ride|rides|run|runs|rush|rushes|race|races|dash|dashes)\b(.*?)\b(?:to|into|towards|toward|inside)\s+((?:the|a|an|your)\s+[\w' -]+|\p{Lu}[\w'-]*(?:\s\p{Lu}[\w'-]*)*)/u.exec(text);
  if (arrive) {
    const where = trimToNounPhrase((arrive[2] as string).replace(/\s+(?:and|then|to|before|while)\b.*$/u, ''), 'en');
    const carried = trimToNounPhrase((arrive[1] as string).trim(), 'en');
    if (where && englishPersonWord.test(where)) return { kind: 'give', object: carried, person: where, place: null };
    // "climb into the shaft to reach the bridge": the bridge is where the trip ends.
    const goal = trimToNounPhrase(enCut(/\bto (?:reach|get to)\s+((?:the|a|an|your)\s+[\w' -]+)/iu.exec(text)?.[1] ?? ''), 'en');
    const sought = trimToNounPhrase(enCut(/\b(?:to find|and find|looking for|to look for)\s+((?:the|a|an|your)\s+[\w' -]+|\p{Lu}[\w'-]*)/u.exec(text)?.[1] ?? ''), 'en');
    if (where) return { kind: 'arrive', object: carried, person: null, place: goal ?? where, sought };
  }
  const make = /\b(?:siphon|siphons|fill|fills|tie|ties|tape|tapes|build|builds|barricade|barricades|block|blocks|paint|paints|draw|draws|rig|rigs|wedge|wedges|nail|nails|knot|knots|board up|boards up|set up|sets up|make|makes)\s+((?:the|a|an|your|some)\s+[\w' -]+|[\w'-]+)/iu.exec(text);
  if (make) return { kind: 'make', object: trimToNounPhrase(enCut((make[1] as string).replace(/^some\s+/iu, '')), 'en'), person: null, place: null };
  return null;
}

/** A Vietnamese person after "cho": a kin title with its pronoun ("anh ấy"), or a short noun phrase ("con robot"). */
function viPerson(span: string | undefined): string | null {
  if (!span) return null;
  const words = span.trim().replace(/[,.;:!?…].*$/u, '').split(/\s+/u);
  const kin = /^(?:anh|chị|cô|cậu|em|bà|ông|bác|chú|thầy|bạn|con|cháu|mẹ|bố|ba|má)$/iu.test(words[0] ?? '');
  // "anh ấy", "cô bé": a kin title with its pronoun names the person as it is.
  if (kin && /^(?:ấy|ta|kia|này|đó|bé|nhỏ)$/iu.test(words[1] ?? '')) return `${words[0]} ${words[1]}`;
  // "anh Dũng", "chị Thu Hà": a kin title with a name keeps the name (round 9c).
  if (kin && /^\p{Lu}/u.test(words[1] ?? '')) return [words[0], ...words.slice(1, 3).filter((word, i, rest) => /^\p{Lu}/u.test(word) && rest.slice(0, i).every((before) => /^\p{Lu}/u.test(before)))].join(' ');
  if (/^(?:chúng|bọn|tụi|mọi)$/iu.test(words[0] ?? '')) return /^(?:nó|ta|họ|người)$/iu.test(words[1] ?? '') ? `${words[0]} ${words[1]}` : null;
  // The person ends before what is given ("cho anh ta một chiếc…", "cho bé hai cái…").
  const end = words.findIndex((word, i) => i > 0 && /^(?:một|hai|ba|nửa|cái|chiếc|những|các|tấm|cuốn|quyển|lá|ly|cốc|chén|hộp|chai|bó|gói|miếng|và|rồi|để|xem)$/iu.test(word));
  return trimToNounPhrase(words.slice(0, kin ? 1 : end > 0 ? Math.min(end, 3) : 3).join(' '), 'vi');
}

function readVietnamese(text: string): PlainAction | null {
  const none = { object: null, person: null, place: null };
  if (vi('thần chú|câu chú|niệm chú|đọc chú|phép giải|bùa').test(text)) return { kind: 'spell', ...none };
  if (vi('chụp|chụp ảnh|chụp hình|quay phim|quay video|ghi âm|ghi hình').test(text.replace(/(?:máy|bút|thiết bị)\s+(?:ghi âm|ghi hình|quay phim|chụp ảnh|chụp hình)/giu, '')) && !switchedOff.vi.test(text)) return { kind: 'record', ...none };
  const repair = new RegExp(`${viEdge}(?:sửa lại|sửa chữa|sửa|nối lại|vá lại|vá)\\s+((?:lại\\s+)?[\\p{L}\\p{M}\\s]+)`, 'iu').exec(text);
  if (repair) return { kind: 'repair', object: trimToNounPhrase((repair[1] as string).replace(/^lại\s+/u, ''), 'vi'), person: null, place: null };
  // "trả lại cho anh ấy", "trả lại chiếc ô cho cô ấy", "chia cho bé một nửa": the person follows "cho".
  const give = new RegExp(`${viEdge}(?:trả lại|trả|đưa lại|đưa|tặng|chia|nhường|mời|cho mượn)(?:\\s+([^,.;]+?))?\\s+cho\\s+(.+)`, 'iu').exec(text);
  const person = viPerson(give?.[2]);
  if (give && person) {
    const before = new RegExp(`${viEdge}(?:nhặt|cầm|lấy|bẻ)\\s+(?:lại\\s+|đôi\\s+|làm đôi\\s+)?([\\p{L}\\p{M}\\s]+?)(?=\\s+(?:lên|ra|đôi|làm|và|rồi)${viAfter}|$)`, 'iu').exec(text.slice(0, give.index));
    return { kind: 'give', object: trimToNounPhrase(give[1]?.replace(/^lại\s+/u, ''), 'vi') ?? trimToNounPhrase(before?.[1], 'vi'), person, place: null };
  }
  const place = new RegExp(`${viEdge}(?:đặt|để|bỏ)\\s+(?:lại\\s+)?(.+?)\\s+(?:lên trên|lên|vào trong|vào|xuống|dưới|trên)\\s+(.+)`, 'iu').exec(text);
  if (place) return { kind: 'place', object: trimToNounPhrase(place[1], 'vi'), person: null, place: trimToNounPhrase((place[2] as string).replace(/[,.;].*$/u, ''), 'vi') };
  const leave = new RegExp(`${viEdge}(?:lẻn ra khỏi|ra khỏi|rời khỏi|chuồn khỏi|chuồn ra khỏi|bước ra khỏi)\\s+([\\p{L}\\p{M}\\s]+)`, 'iu').exec(text);
  // "kéo cái tủ gỗ ra khỏi tường" moves a thing out: only a clause whose own verb is "ra khỏi" (or a motion verb before it) leaves.
  const leaveHead = leave ? text.slice(0, leave.index).trim() : '';
  const selfLeaves = leaveHead === '' || new RegExp(`(?:^|\\s)(?:bạn|mình|tôi|đi|chạy|bước|lẻn|trèo|bò|nhảy|lao|vội|vội vàng|nhanh|lặng lẽ|rồi|và|liền|lập tức)$`, 'iu').test(leaveHead);
  if (leave && selfLeaves) return { kind: 'leave', object: null, person: null, place: trimToNounPhrase(leave[1], 'vi') };
  if (vi('đi theo địa chỉ|theo địa chỉ|tìm đến địa chỉ|tìm tới địa chỉ|tới địa chỉ|đến địa chỉ').test(text)) return { kind: 'arrive', object: null, person: null, place: 'địa chỉ đó' };
  // The first verb is the action: "dán băng keo lên chốt khóa" tapes (lên is where), it goes nowhere.
  const viMake = new RegExp(`${viEdge}(?:buộc|cột|nối|dán|chặn|dựng|chèn|đổ đầy|hút|rút|vẽ|bện|kết)\\s+([\\p{L}\\p{M}\\s]+)`, 'iu').exec(text);
  const arrive = new RegExp(`${viEdge}(?:đi tới|đi đến|chạy tới|chạy đến|lẻn vào|đi vào|bước vào|mang .+? tới|mang .+? đến|đem .+? tới|đem .+? đến|lẻn ra|chạy ra|đi ra|bước ra|trèo ra|chạy về phía|lao về phía|lao tới|chạy vào|chạy sang|tới|đến|xuống|leo lên|lên|sang)\\s+([\\p{L}\\p{M}\\s]+)`, 'iu').exec(text);
  // "trèo lên nóc xe buýt rồi dùng loa…": the place ends where the next clause starts.
  // "thả xuống cho bé Na", "đặt lên bàn": a thing let down or put somewhere, no trip (round 9); "cho …" is for whom, no place.
  // A bare direction word goes somewhere only after a verb of moving or at the start: "viết công thức lên lòng bàn tay"
  // writes on the palm, it is no trip to it (round 9).
  const bareDirection = arrive !== null && /^(?:tới|đến|xuống|lên|sang)\s/iu.test(arrive[0]);
  const movedThere = !bareDirection || !new RegExp(`${viEdge}(?:viết|ghi|vẽ|dán|treo|khắc|chép|kẻ|đổ|rắc|xịt|bôi|thoa|xoa|gắn|đính|ấn|nhấn|úp|trải|phủ|lau|chùi|in)${viAfter}`, 'iu').test(text.slice(0, arrive?.index ?? 0));
  const placedThing = arrive !== null && (!movedThere || new RegExp(`${viEdge}(?:đặt|để|thả|ném|bỏ|treo|đẩy|hạ)\\s*$`, 'iu').test(text.slice(0, arrive.index)));
  const where = arrive && !placedThing && !/^cho(?![\p{L}\p{M}])/iu.test(arrive[1] as string) ? trimToNounPhrase((arrive[1] as string).replace(/\s+(?:rồi|và|để|cho|mà|thì)(?:\s.*)?$/iu, ''), 'vi') : null;
  const viSought = viPerson(new RegExp(`${viEdge}tìm\\s+(?!kiếm|cách|chỗ|đường)(.+)`, 'iu').exec(text.slice(arrive?.index ?? 0))?.[1]);
  if (viMake && (!arrive || viMake.index < arrive.index)) return { kind: 'make', object: trimToNounPhrase(viMake[1], 'vi'), person: null, place: null };
  if (arrive && where && !/^(?:xem|thử|coi|nhìn)/iu.test(where)) return { kind: 'arrive', object: null, person: null, place: where, sought: viSought };
  const make = new RegExp(`${viEdge}(?:buộc|cột|nối|dán|chặn|dựng|chèn|đổ đầy|hút|rút|vẽ|bện|kết)\\s+([\\p{L}\\p{M}\\s]+)`, 'iu').exec(text);
  if (make) return { kind: 'make', object: trimToNounPhrase(make[1], 'vi'), person: null, place: null };
  return null;
}

function readKorean(text: string): PlainAction | null {
  const none = { object: null, person: null, place: null };
  if (/주문을|주문 을|주술|마법진/u.test(text)) return { kind: 'spell', ...none };
  if (/녹음(?!기|테이프|파일)|촬영(?!기)|사진을 찍|사진으로 찍|사진을 남|동영상을 찍|영상을 찍|영상으로 남/u.test(text) && !switchedOff.ko.test(text)) return { kind: 'record', ...none };
  const repair = /([가-힣]+)(?:을|를)\s*(?:고친다|고쳐|수리한다|수리해|복구한다|복구해|다시 연결한다|이어 붙인다)/u.exec(text);
  if (repair) return { kind: 'repair', object: nounPhraseOrNull(repair[1], 'ko'), person: null, place: null };
  const give = /([가-힣]+(?:\s[가-힣]+)?)(?:에게|한테|께)\s(?:.*?\s)?(?:건넨다|건네|준다|줘|돌려준다|돌려주|나눠 준다|나눠 주|나눠준다|내민다|내밀|빌려준다|빌려 준다)/u.exec(text);
  const receiver = give ? nounPhraseOrNull((give[1] as string).split(/\s+/u).pop(), 'ko') : null;
  if (give && receiver) return { kind: 'give', object: nounPhraseOrNull(/([가-힣]+)(?:을|를)\s/u.exec(text)?.[1], 'ko'), person: receiver, place: null };
  const place = /([가-힣]+(?:\s[가-힣]+)?)\s*(?:위에|안에|밑에|옆에|앞에)\s*(?:그대로\s*|살짝\s*|조용히\s*)?(?:올려|놓|둔다|둬|내려놓|넣어 둔|넣어 놓)/u.exec(text);
  if (place) {
    const things = [...text.matchAll(/([가-힣]+)(?:을|를)\s/gu)].map((m) => m[1] as string);
    return { kind: 'place', object: nounPhraseOrNull(things[things.length - 1], 'ko'), person: null, place: nounPhraseOrNull(place[1], 'ko') ?? nounPhraseOrNull((place[1] as string).split(/\s+/u).pop(), 'ko') };
  }
  // "선체 밖으로 나간다": out of the hull.
  const outOf = /([가-힣]+)\s밖으로\s*(?:나간다|나가|빠져나간다|나온다)/u.exec(text);
  if (outOf && nounPhraseOrNull(outOf[1], 'ko')) return { kind: 'leave', object: null, person: null, place: outOf[1] as string };
  const leave = /([가-힣]+)(?:에서|을|를)\s*(?:몰래\s*|조용히\s*|슬쩍\s*)?(?:빠져나간다|빠져나가|나간다|나온다|벗어난다)/u.exec(text);
  if (leave && !/^(?:밖|집)$/u.test(leave[1] as string)) return { kind: 'leave', object: null, person: null, place: nounPhraseOrNull(leave[1], 'ko') };
  const arrive = /((?:[가-힣]+\s)?[가-힣]+?)(?:으로|로|에)\s*(?:[가-힣]+(?:을|를)\s*[가-힣]+러\s*)?(?:몰래\s*|조심스럽게\s*|곧장\s*|바로\s*|혼자\s*|서둘러\s*)?(?:간다|가서|가 본다|들어간다|들어가|올라간다|올라가|내려간다|내려가|향한다|찾아간다|찾아가|빠져나간다|빠져나가|숨어든다|숨어들|뛰어간다|달려간다|달린다|뛴다)/u.exec(text);
  const spot = arrive ? (arrive[1] as string).split(/\s+/u) : [];
  // "옛 동네" keeps its one-syllable modifier; "가리키는 대로 선장실" keeps only its noun.
  // "다리 위", "건물 뒤": a position word keeps the noun it is the position of (round 8: "당신은 위에 닿는다").
  const position = spot.length === 2 && /^(?:위|아래|밑|앞|뒤|옆|너머|건너편)$/u.test(spot[1] as string) && nounPhraseOrNull(spot[0], 'ko') ? spot.join(' ') : null;
  const where = arrive ? position ?? (spot.length === 2 && (spot[0] as string).length === 1 ? nounPhraseOrNull(spot.join(' '), 'ko') : null) ?? nounPhraseOrNull(spot[spot.length - 1], 'ko') : null;
  const koSought = nounPhraseOrNull(/([가-힣]+)(?:을|를)\s*찾(?:는다|아|으러)/u.exec(text)?.[1], 'ko');
  if (where && !/(?:쪽|대로|밖|안|뒤|앞|속)$/u.test(where)) return { kind: 'arrive', object: null, person: null, place: where, sought: koSought };
  // "우물 안으로 내려간다": the inside of the well.
  const inside = /^(?:안|속)$/u.test(spot[spot.length - 1] ?? '') && spot.length === 2 ? nounPhraseOrNull(spot[0], 'ko') : null;
  if (inside) return { kind: 'arrive', object: null, person: null, place: `${inside} ${spot[1]}`, sought: koSought };
  const make = /([가-힣]+)(?:을|를)\s*(?:붙인다|붙이고|막는다|막아|묶는다|묶어|쌓는다|쌓아|만든다|만들어|채운다|채워|그린다|그려|밀어 놓|밀어 둔)/u.exec(text);
  if (make) return { kind: 'make', object: nounPhraseOrNull(make[1], 'ko'), person: null, place: null };
  return null;
}

function readChinese(text: string): PlainAction | null {
  const none = { object: null, person: null, place: null };
  if (/咒语|咒文|念咒|法术|符咒/u.test(text)) return { kind: 'spell', ...none };
  if (/拍照|拍下|拍了|拍张|录音(?![笔机带])|录像(?![机带])|录下|拍视频/u.test(text) && !switchedOff.zh.test(text)) return { kind: 'record', ...none };
  const repair = /(?:修好|修理|修复|接好|重新接上)(?:了)?([\p{Script=Han}A-Za-z0-9]{2,8}?)(?=[，。；！？]|$|再|然后)/u.exec(text);
  if (repair) return { kind: 'repair', object: trimToNounPhrase(repair[1], 'zh'), person: null, place: null };
  const give = /(?:分给|递给|送给|交给|还给|塞给|借给|(?<=一半|一块|一份|一颗)给)(?:了)?([\p{Script=Han}A-Za-z0-9]{1,8}?)(?=一半|一块|一些|[，。；！？]|$)/u.exec(text);
  const person = give ? (/^[他她]们?$/u.test(give[1] as string) ? (give[1] as string) : trimToNounPhrase(give[1], 'zh')) : null;
  if (give && person) return { kind: 'give', object: trimToNounPhrase(/把([\p{Script=Han}]{1,10}?)(?:掰|递|送|交|还|塞|分|借|给)/u.exec(text)?.[1]?.replace(/^(?:最后)?一[块个张把本封只件条瓶盒袋]/u, ''), 'zh'), person, place: null };
  const place = /把([\p{Script=Han}A-Za-z0-9]{1,8}?)(?:放在|放到|放回|搁在|留在|摆在)([\p{Script=Han}A-Za-z0-9]{1,8}?)(?:上|里|下|前)?(?=[，。；！？]|$)/u.exec(text);
  if (place) return { kind: 'place', object: trimToNounPhrase(place[1], 'zh'), person: null, place: trimToNounPhrase(place[2], 'zh') };
  const leave = /(?:溜出|走出|逃出|跑出|离开)(?:了)?([\p{Script=Han}]{1,6}?)(?=[，。；！？]|$)/u.exec(text);
  if (leave) return { kind: 'leave', object: null, person: null, place: trimToNounPhrase(leave[1], 'zh') };
  if (/下楼/u.test(text)) return { kind: 'arrive', object: null, person: null, place: '楼下' };
  if (/上楼/u.test(text)) return { kind: 'arrive', object: null, person: null, place: '楼上' };
  const arrive = /(?:走进|钻进|进入|来到|回到|跑到|走到|赶到|潜入|溜进|混进|挤进|跑去|赶去|冲向|跑向|逃向|去)(?:了)?([\p{Script=Han}A-Za-z0-9]{2,12}?)(?=[，。；！？]|$|看看|找|里|深处|打听|问|买|拿|取|借|等)/u.exec(text) ?? /(?:往|朝|向)([\p{Script=Han}]{2,8}?)(?:跑|冲|逃|奔)/u.exec(text);
  // "去开门" opens a door, it goes to no place called 开门.
  const spot = (arrive?.[1] ?? '').replace(/(?:那边|这边|那儿|这儿|的方向|方向)$/u, '');
  const where = arrive && !/^(?:开|关|看|找|问|拿|买|接|见|敲|喊|叫|帮|救(?![护生援]))/u.test(spot) ? trimToNounPhrase(spot, 'zh') : null;
  // "跟着那个穿长衫的年轻人走进茶馆": the one followed is there too.
  const zhSought = trimToNounPhrase(/找(?:那个|这个|一个)?([\p{Script=Han}]{2,6}?)(?=打听|问|帮|[，。；！？]|$)/u.exec(text)?.[1], 'zh') ?? trimToNounPhrase(/跟着(?:那个|这个|那位)?([\p{Script=Han}]{2,10}?)(?:走进|进了|进|去|到)/u.exec(text)?.[1], 'zh');
  // "拿着火车票去火车站": what the player takes along.
  const zhCarried = trimToNounPhrase(/(?:拿着|带着|揣着|握着|抱着)([\p{Script=Han}]{1,6}?)(?=去|到|来|走|跑|赶|回)/u.exec(text)?.[1], 'zh');
  if (where) return { kind: 'arrive', object: zhCarried, person: null, place: where, sought: zhSought };
  const make = /(?:绑|系|堵|封住|搭|做了|做一个|灌满|装满|贴|涂|画|抽)([\p{Script=Han}]{0,8})/u.exec(text);
  if (make) return { kind: 'make', object: trimToNounPhrase(make[1], 'zh'), person: null, place: null };
  return null;
}

/** Holes, cracks and leaks: patched, they are sealed, they do not "work again". */
const sealable: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:hole|holes|crack|cracks|leak|leaks|breach|gap|tear|rip|puncture)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:lỗ thủng|lỗ|vết nứt|chỗ rò|chỗ thủng|khe hở)(?![\p{L}\p{M}])/iu,
  ko: /구멍|틈|균열|누수|금/u,
  zh: /洞|裂缝|缺口|漏/u,
};

/** The plain class of a chosen action (told in the second person), or null when none reads. */
export function readPlainAction(told: string, language: ContentLanguage): PlainAction | null {
  if (language === 'vi') return readVietnamese(told);
  if (language === 'ko') return readKorean(told);
  if (language === 'zh') return readChinese(told);
  // A numbered choice starts with its verb in capitals ("Take the key…"); names inside it keep theirs.
  return readEnglish(told.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase()));
}


/** What the story so far tells that a plain outcome may use. */
export interface PlainContext {
  /** A romance, a school or an everyday story: no threat in the outcome. */
  light: boolean;
  /** The story had a sound (a voice, a call, knocks, scratching). */
  heard: boolean;
  /** What the player holds (the key taken along), rule A checked. */
  held: string | null;
  /** The trip was a run (away from something): reaching the place is making it. */
  rushed?: boolean;
}

/** English "the X" for a subject at a sentence start, and "he/she/they" kept as they are. */
function enWho(person: string): string {
  return capital(person);
}

function englishOutcome(c: PhraseComposer, act: PlainAction, ctx: PlainContext): string[] {
  const thing = act.object ?? 'it';
  switch (act.kind) {
    case 'spell':
      return ctx.light
        ? ['The words come out steadier than you feel, and when the last one is spoken, the air around you settles, as if something has agreed to listen.']
        : [c.pick(['The words come out steadier than you feel. With the last one, whatever was pressing in on you pulls back to the edge of the circle and stops there, held, but not gone.', 'Your voice shakes, but the words hold. Everything around you slows, then draws back, and for the first time since this began you have room to breathe.'])];
    case 'record':
      return ctx.light
        ? ['The pictures come out clear: everything that just happened is there, exactly as it was, in case anyone asks later.']
        : [c.pick(['You keep it running. Most of it is dark and shaky, but when you play it back, one moment shows something you did not see with your own eyes.', 'When you check what you caught, most of it is blurred. Except one frame: at its very edge there is a shape that should not be there.'])];
    case 'repair':
      if (act.object && sealable.en.test(act.object)) return [`It is slow, fiddly work, but at last ${act.object} is sealed.`, ctx.light ? 'For now, that is one problem fewer.' : 'It will not hold forever, but it buys you time.'];
      return [`It is slow, fiddly work, but at last ${act.object ?? 'it'} works again.`, ctx.light ? 'For now, that is one problem fewer.' : 'It will not hold forever, but it buys you time.'];
    case 'give': {
      const who = enWho(act.person ?? 'they');
      const them = act.person === 'he' ? 'him' : act.person === 'she' ? 'her' : act.person === 'they' ? 'them' : act.person ?? 'them';
      return ctx.light
        ? [`${who} takes ${thing === 'it' ? 'it' : thing} and, for a second, looks at you as if seeing you properly for the first time.`, c.pick([`Neither of you says anything right away, but something between you and ${them} has changed.`, 'The moment stretches, and neither of you hurries to end it.'])]
        : [`${who} takes ${thing === 'it' ? 'it' : thing}. The wariness goes out of the way ${act.person && /^(?:he|she|they)$/u.test(act.person) ? act.person : 'they'} look${act.person === 'he' || act.person === 'she' ? 's' : ''} at you; for now, you are on the same side.`];
    }
    case 'place':
      return [`You let go of ${thing} and step back. It is out of your hands now.`, ctx.light ? 'Whoever finds it next will know what to do with it.' : 'Whoever comes next will find it exactly there.'];
    case 'leave':
      return [`You are out of ${act.place ?? 'there'} before anyone can say a word.`, ctx.light ? 'Nobody calls after you, not yet, and the noise behind the door carries on without you.' : 'Nobody follows, at least not yet, and the way ahead is open.'];
    case 'arrive': {
      const where = act.place ?? 'there';
      const reach = /^(?:downstairs|upstairs|outside|inside)$/u.test(where) ? `You make it ${where}.` : where === 'the address' ? 'You find the address.' : `You reach ${where}.`;
      if (act.sought) return [reach, `${capital(act.sought)} is there, and looks up as you come closer.`];
      if (ctx.held) return [reach, `${capital(ctx.held)} is still in your hand. Whatever it belongs to must be here, close.`];
      if (ctx.heard && !ctx.light) return [reach, 'The sound that brought you here has stopped. Whoever made it is not in sight, but the air still feels used.'];
      if (ctx.rushed && !ctx.light) return [reach, 'You made it. Behind you nothing seems to have followed, not yet.'];
      return [reach, ctx.light ? 'Nobody stops you, and for a moment you can take it all in.' : 'Nobody stops you. It is quieter than you expected, and that makes you look twice.'];
    }
    default:
      return ['It takes longer than you would like, but it is done.', ctx.light ? 'Now you only have to see what comes of it.' : ctx.heard ? 'All the while, the sound does not stop, and it is no further away.' : 'It cost you time you did not really have.'];
  }
}

function vietnameseOutcome(c: PhraseComposer, act: PlainAction, ctx: PlainContext): string[] {
  const thing = act.object ?? 'nó';
  switch (act.kind) {
    case 'spell':
      return ctx.light
        ? ['Câu chú bật ra chắc chắn hơn bạn tưởng, và khi chữ cuối cùng dứt, không khí quanh bạn lắng xuống.']
        : [c.pick(['Giọng bạn run nhưng từng chữ vẫn giữ được. Đến chữ cuối cùng, thứ đang ép sát bạn lùi ra tận mép vòng và dừng lại ở đó, bị giữ chân nhưng chưa biến mất.', 'Câu chú vừa dứt, mọi thứ quanh bạn chậm lại rồi lùi ra xa, và lần đầu tiên từ lúc bắt đầu, bạn thở được.'])];
    case 'record':
      return ctx.light
        ? ['Ảnh chụp rất rõ: mọi chuyện vừa xảy ra đều nằm trong đó, phòng khi có ai hỏi tới.']
        : [c.pick(['Phần lớn ảnh tối và nhòe. Chỉ một tấm thì không: ở sát mép khung hình có một hình dạng lẽ ra không được ở đó.', 'Bạn xem lại những gì vừa chụp. Hầu hết chỉ là bóng tối, nhưng có một tấm cho thấy thứ mắt bạn đã không kịp nhìn ra.'])];
    case 'repair':
      if (sealable.vi.test(thing)) return [`Việc vá chậm và khó, nhưng cuối cùng ${thing} cũng được bịt kín.`, ctx.light ? 'Ít nhất bây giờ bớt được một chuyện phải lo.' : 'Nó sẽ không trụ được mãi, nhưng bạn đã có thêm thời gian.'];
      return [`Việc sửa chậm và khó, nhưng cuối cùng ${thing} cũng hoạt động lại.`, ctx.light ? 'Ít nhất bây giờ bớt được một chuyện phải lo.' : 'Nó sẽ không trụ được mãi, nhưng bạn đã có thêm thời gian.'];
    case 'give': {
      const who = capital(act.person ?? 'người đó');
      return ctx.light
        ? [`${who} nhận lấy ${thing}, và trong một giây nhìn bạn như lần đầu tiên thật sự nhìn thấy bạn.`, c.pick(['Chưa ai nói gì, nhưng có điều gì đó giữa hai người vừa khác đi.', 'Khoảnh khắc ấy kéo dài, và không ai vội kết thúc nó.'])]
        : [`${who} nhận lấy ${thing}. Ánh nhìn dè chừng dịu xuống; ít nhất lúc này, hai bên đứng về cùng một phía.`];
    }
    case 'place':
      return [`Bạn buông ${thing} ra rồi lùi lại. Chuyện đó giờ không còn nằm trong tay bạn nữa.`, ctx.light ? 'Người tìm thấy nó tiếp theo sẽ biết phải làm gì.' : 'Ai tới sau sẽ thấy nó nằm đúng ở đó.'];
    case 'leave':
      return [`Bạn ra khỏi ${act.place ?? 'đó'} trước khi có ai kịp nói gì.`, ctx.light ? 'Chưa ai gọi với theo, và sau cánh cửa mọi thứ vẫn tiếp tục như không có bạn.' : 'Chưa ai đuổi theo, ít nhất là lúc này, và con đường phía trước vẫn mở.'];
    case 'arrive': {
      const reach = act.place === 'địa chỉ đó' ? 'Bạn tìm tới đúng địa chỉ ấy.' : `Bạn tới được ${act.place ?? 'nơi đó'}.`;
      if (act.sought) return [reach, `${capital(act.sought)} ở ngay đó, và ngẩng lên khi bạn lại gần.`];
      if (ctx.held) return [reach, `${capital(ctx.held)} vẫn nằm trong tay bạn. Thứ nó thuộc về hẳn ở đâu đây thôi.`];
      if (ctx.heard && !ctx.light) return [reach, 'Âm thanh dẫn bạn tới đây đã tắt. Không thấy ai, nhưng không khí như vừa có người ở.'];
      if (ctx.rushed && !ctx.light) return [reach, 'Bạn đã tới nơi. Phía sau, chưa thấy thứ gì bám theo, ít nhất là lúc này.'];
      return [reach, ctx.light ? 'Không ai cản bạn, và bạn có một lúc để nhìn quanh.' : 'Không ai cản bạn. Nơi này yên hơn bạn tưởng, và chính điều đó khiến bạn dè chừng.'];
    }
    default:
      return ['Mất nhiều thời gian hơn bạn muốn, nhưng cuối cùng cũng xong.', ctx.light ? 'Giờ chỉ còn chờ xem kết quả ra sao.' : ctx.heard ? 'Suốt lúc đó, âm thanh kia vẫn không dứt, và nó không hề xa hơn.' : 'Việc đó tốn khoảng thời gian bạn vốn không có.'];
  }
}

function koreanOutcome(c: PhraseComposer, act: PlainAction, ctx: PlainContext): string[] {
  const thing = act.object ?? '그것';
  switch (act.kind) {
    case 'spell':
      return ctx.light
        ? ['주문은 생각보다 또렷하게 나오고, 마지막 구절이 끝나자 주위의 공기가 가라앉는다.']
        : [c.pick(['목소리는 떨리지만 주문은 끊기지 않는다. 마지막 구절과 함께, 당신을 조여 오던 것이 원 가장자리까지 밀려나 멈춘다. 사라진 건 아니지만 더는 들어오지 못한다.', '주문이 끝나자 주위의 모든 것이 느려지더니 물러난다. 이 일이 시작된 뒤 처음으로 숨을 돌릴 틈이 생긴다.'])];
    case 'record':
      return ctx.light
        ? ['사진은 선명하게 나온다. 방금 있었던 일이 그대로 담겨 있어서, 나중에 누가 물어도 보여 줄 수 있다.']
        : [c.pick(['녹음은 계속 돌아간다. 나중에 다시 들어 보니 대부분은 잡음인데, 한 군데에 당신이 그때 듣지 못한 소리가 또렷하게 남아 있다.', '찍힌 것을 확인해 보니 대부분 흐릿하다. 딱 한 장만 다르다. 화면 가장자리에 있어서는 안 될 형체가 찍혀 있다.'])];
    case 'repair':
      if (sealable.ko.test(thing)) return [`느리고 손이 많이 가는 작업이지만, 마침내 ${withParticle(thing, '이')} 막힌다.`, ctx.light ? '적어도 걱정거리 하나는 줄었다.' : '오래 버티지는 못하겠지만, 시간은 벌었다.'];
      return [`느리고 손이 많이 가는 작업이지만, 마침내 ${withParticle(thing, '이')} 다시 작동한다.`, ctx.light ? '적어도 걱정거리 하나는 줄었다.' : '오래 버티지는 못하겠지만, 시간은 벌었다.'];
    case 'give': {
      const who = act.person ?? '그 사람';
      return ctx.light
        ? [`${withParticle(who, '이')} ${withParticle(thing, '을')} 받아 들고, 잠깐 처음 보는 사람처럼 당신을 바라본다.`, c.pick(['둘 다 바로 말을 꺼내지 못하지만, 둘 사이의 무언가가 달라졌다.', '그 순간이 길게 이어지고, 누구도 서둘러 끝내려 하지 않는다.'])]
        : [`${withParticle(who, '이')} ${withParticle(thing, '을')} 받아 든다. 경계하던 눈빛이 누그러진다. 적어도 지금은 같은 편이다.`];
    }
    case 'place':
      return [`${withParticle(thing, '을')} 내려놓고 한 걸음 물러선다. 이제 당신 손을 떠난 일이다.`, ctx.light ? '다음에 발견하는 사람이 알아서 할 것이다.' : '다음에 오는 사람은 그것을 정확히 그 자리에서 보게 될 것이다.'];
    case 'leave':
      return [`누가 뭐라고 하기도 전에 ${act.place ? `${act.place}에서 ` : ''}빠져나온다.`, ctx.light ? '아직은 아무도 뒤에서 부르지 않고, 문 너머는 당신 없이 그대로 흘러간다.' : '아직 따라오는 사람은 없고, 앞길은 열려 있다.'];
    case 'arrive': {
      const reach = `당신은 ${act.place ?? '그곳'}에 닿는다.`;
      if (act.sought) return [reach, `${withParticle(act.sought, '이')} 거기 있다. 당신이 다가가자 고개를 든다.`];
      if (ctx.held) return [reach, `${withParticle(ctx.held, '은')} 아직 당신 손에 있다. 그것이 맞는 자리는 이 근처 어딘가에 있을 것이다.`];
      if (ctx.heard && !ctx.light) return [reach, '당신을 여기까지 이끈 소리는 그쳤다. 아무도 보이지 않지만, 방금까지 누가 있었던 것 같은 기척이 남아 있다.'];
      if (ctx.rushed && !ctx.light) return [reach, '해냈다. 뒤를 돌아보니 아직은 아무것도 따라오지 않았다.'];
      return [reach, ctx.light ? '아무도 막지 않아서, 잠시 주위를 찬찬히 둘러볼 여유가 생긴다.' : '아무도 막지 않는다. 생각보다 조용해서 오히려 한 번 더 주위를 살피게 된다.'];
    }
    default:
      return ['생각보다 오래 걸리지만, 결국 해낸다.', ctx.light ? '이제 어떻게 될지 지켜볼 일만 남았다.' : ctx.heard ? '그동안에도 그 소리는 멈추지 않고, 조금도 멀어지지 않는다.' : '없는 시간을 쪼개 쓴 셈이다.'];
  }
}

function chineseOutcome(c: PhraseComposer, act: PlainAction, ctx: PlainContext): string[] {
  const thing = act.object ?? '它';
  switch (act.kind) {
    case 'spell':
      return ctx.light
        ? ['咒语念得比你想的还稳，最后一个字落下，周围的空气安静了下来。']
        : [c.pick(['你的声音在抖，可咒语一个字也没断。念到最后一句，逼近你的东西退到了圈的边缘，停在那里，被挡住了，却没有消失。', '咒语一念完，周围的一切先是慢了下来，接着往后退去。从这件事开始到现在，你第一次能喘口气。'])];
    case 'record':
      return ctx.light
        ? ['照片拍得很清楚：刚才发生的一切都在里面，以后谁问起都说得清。']
        : [c.pick(['你回头翻看拍到的东西，大多又黑又糊，只有一张不一样：画面边上有个本不该在那里的影子。', '录下来的大多是杂音，可回放到一半，有一段声音是你当时根本没听见的。'])];
    case 'repair':
      if (sealable.zh.test(thing)) return [`活儿又慢又磨人，但${thing}终于堵住了。`, ctx.light ? '至少少了一件要操心的事。' : '撑不了太久，但总算给你争取到了时间。'];
      return [`活儿又慢又磨人，但${thing}终于又能用了。`, ctx.light ? '至少少了一件要操心的事。' : '撑不了太久，但总算给你争取到了时间。'];
    case 'give': {
      const who = act.person ?? '对方';
      return ctx.light
        ? [`${who}接过${thing}，有那么一秒，像是第一次认真地看着你。`, c.pick(['谁都没有马上开口，可你们之间有什么东西已经不一样了。', '那一刻被拉得很长，谁也不急着打破它。'])]
        : [`${who}接过了${thing}。戒备的眼神松了下来；至少现在，你们站在同一边。`];
    }
    case 'place':
      return [`你松开手，往后退了一步。${thing === '它' ? '这件事' : thing}已经不在你手里了。`, ctx.light ? '下一个发现它的人，自然知道该怎么办。' : '下一个来的人，会在那个位置原样看到它。'];
    case 'leave':
      return [`没等任何人开口，你已经出了${act.place ?? '那里'}。`, ctx.light ? '暂时没人叫住你，门里的一切照常进行，好像你从没来过。' : '暂时没人跟上来，前面的路还开着。'];
    case 'arrive': {
      const reach = act.place === '楼下' || act.place === '楼上' ? `你到了${act.place}。` : `你来到了${act.place ?? '那里'}。`;
      if (act.sought) return [reach, `${act.sought}果然在那儿，见你走近，抬起了头。`];
      if (ctx.held) return [reach, `${ctx.held}还握在你手里。它该用在哪儿，答案应该就在附近。`];
      if (ctx.heard && !ctx.light) return [reach, '把你引来的那个声音停了。四下一个人也没有，可空气里还留着刚有人待过的感觉。'];
      if (ctx.rushed && !ctx.light) return [reach, '你做到了。回头看，暂时还没有东西跟上来。'];
      return [reach, ctx.light ? '没有人拦你，你有片刻工夫好好看看四周。' : '没有人拦你。这里比你想的安静，反倒让你多看了两眼。'];
    }
    default:
      return ['花的时间比你想的长，但总算弄好了。', ctx.light ? '现在只等着看结果了。' : ctx.heard ? '这期间，那个声音一直没停，也一点没有远去。' : '这花掉了你本来就不多的时间。'];
  }
}

/** The plain outcome of an action: its verb done to its object, and a consequence that follows from that verb. */
export function plainOutcome(c: PhraseComposer, act: PlainAction, ctx: PlainContext): string[] {
  if (c.language === 'vi') return vietnameseOutcome(c, act, ctx);
  if (c.language === 'ko') return koreanOutcome(c, act, ctx);
  if (c.language === 'zh') return chineseOutcome(c, act, ctx);
  return englishOutcome(c, act, ctx);
}

/** The next options after a plain outcome: what one does in the new situation. */
export function plainChoices(act: PlainAction, ctx: PlainContext, language: ContentLanguage): string[] {
  const held = ctx.held;
  switch (language) {
    case 'vi':
      switch (act.kind) {
        case 'spell': return ['Đọc nốt phần còn lại của câu chú', 'Bước ra khỏi vòng tròn', 'Chờ xem thứ kia có quay lại không'];
        case 'record': return ['Xem lại thật kỹ tấm ảnh đó', 'Gửi cho người bạn tin', 'Lại gần hơn để nhìn tận mắt'];
        case 'repair': return [act.object && !sealable.vi.test(act.object) ? `Thử ${act.object} ngay` : 'Kiểm tra lại chỗ vừa sửa', 'Quay về báo cho mọi người', 'Tranh thủ thời gian vừa có để lo việc tiếp theo'];
        case 'give': return ctx.light ? ['Nói điều bạn muốn nói từ nãy', 'Hỏi một câu để giữ cuộc trò chuyện', 'Mỉm cười rồi rời đi'] : ['Hỏi người đó biết những gì', 'Cùng nhau tính bước tiếp theo', 'Giữ khoảng cách và quan sát thêm'];
        case 'place': return ['Rời đi trước khi có ai tới', 'Nấp gần đó xem ai tìm thấy nó', 'Kể cho một người bạn tin'];
        case 'leave': return ctx.light ? ['Tìm một chỗ yên tĩnh để nghĩ', 'Quay vào giải thích', 'Chờ xem ai đi ra theo'] : ['Đi tiếp khi đường còn trống', 'Tìm chỗ nấp để lấy hơi', 'Ngoái lại xem có ai theo không'];
        case 'arrive': return act.sought ? [`Lại gần ${act.sought}`, `Quan sát ${act.sought} từ xa trước`, 'Quay về trước khi có người để ý'] : [held ? `Thử dùng ${held} ở đây` : 'Nhìn quanh thật kỹ', 'Nấp một chỗ và xem ai tới', 'Quay về trước khi có người để ý'];
        default: return ['Dùng nó ngay', 'Đi tiếp trước khi quá muộn', 'Xem lại có ai thấy mình không'];
      }
    case 'ko':
      switch (act.kind) {
        case 'spell': return ['주문의 나머지 부분을 마저 읽는다', '원 밖으로 나간다', '그것이 다시 오는지 지켜본다'];
        case 'record': return ['그 장면을 다시 꼼꼼히 확인한다', '믿을 수 있는 사람에게 보낸다', '더 가까이 가서 직접 본다'];
        case 'repair': return [act.object && !sealable.ko.test(act.object) ? `${withParticle(act.object, '을')} 바로 시험해 본다` : '고친 곳을 다시 점검한다', '돌아가서 다들에게 알린다', '번 시간으로 다음 일을 준비한다'];
        case 'give': return ctx.light ? ['아까부터 하고 싶던 말을 꺼낸다', '대화를 이어 갈 질문을 하나 던진다', '웃으며 자리를 뜬다'] : ['그 사람이 아는 것을 묻는다', '함께 다음 일을 궁리한다', '거리를 두고 조금 더 지켜본다'];
        case 'place': return ['누가 오기 전에 자리를 뜬다', '근처에 숨어 누가 발견하는지 본다', '믿을 만한 사람에게 말한다'];
        case 'leave': return ctx.light ? ['조용한 곳을 찾아 생각을 정리한다', '다시 들어가 사정을 설명한다', '누가 따라 나오는지 기다린다'] : ['길이 비어 있을 때 계속 간다', '숨을 곳을 찾아 숨을 고른다', '누가 따라오는지 돌아본다'];
        case 'arrive': return act.sought ? [`${act.sought} 쪽으로 다가간다`, `먼저 멀리서 ${withParticle(act.sought, '을')} 지켜본다`, '누가 눈치채기 전에 돌아간다'] : [held ? `${withParticle(held, '을')} 여기서 써 본다` : '주위를 꼼꼼히 살핀다', '숨어서 누가 오는지 지켜본다', '누가 눈치채기 전에 돌아간다'];
        default: return ['바로 써 본다', '늦기 전에 움직인다', '누가 보지 않았는지 살핀다'];
      }
    case 'zh':
      switch (act.kind) {
        case 'spell': return ['把咒语剩下的部分念完', '走出那个圈', '等着看它会不会回来'];
        case 'record': return ['把那张照片仔细再看一遍', '发给信得过的人', '走近些亲眼看看'];
        case 'repair': return [act.object && !sealable.zh.test(act.object) ? `马上试试${act.object}` : '再检查一遍修好的地方', '回去告诉大家', '趁争取到的时间做下一步准备'];
        case 'give': return ctx.light ? ['把一直想说的话说出来', '找个话题接着聊', '笑一笑，转身离开'] : [`问问${act.person ?? '对方'}知道些什么`, '一起商量下一步', '保持距离，再观察一会儿'];
        case 'place': return ['趁没人来赶紧离开', '躲在附近，看谁会发现它', '告诉一个信得过的人'];
        case 'leave': return ctx.light ? ['找个安静的地方想一想', '回去把话说清楚', '等等看谁会跟出来'] : ['趁路上没人继续走', '找个地方躲一躲，喘口气', '回头看看有没有人跟来'];
        case 'arrive': return act.sought ? [`走近${act.sought}`, `先远远地观察${act.sought}`, '趁没人发现赶紧回去'] : [held ? `在这里试试${held}` : '仔细看看四周', '躲起来，看谁会来', '趁没人发现赶紧回去'];
        default: return ['马上用上它', '趁还来得及继续行动', '看看有没有人看见你'];
      }
    default:
      switch (act.kind) {
        case 'spell': return ['Read the rest of the spell', 'Step out of the circle', 'Wait to see whether it comes back'];
        case 'record': return ['Look at that frame again, closely', 'Send it to someone you trust', 'Go closer and see it with your own eyes'];
        case 'repair': return [act.object && !sealable.en.test(act.object) ? `Test ${act.object} right away` : 'Check the repair once more', 'Go back and tell the others', 'Use the time you bought for the next step'];
        case 'give': return ctx.light ? ['Say what you have wanted to say', 'Ask a question to keep the moment going', 'Smile and walk away'] : [`Ask what ${act.person && /^(?:he|she|they)$/u.test(act.person) ? act.person : 'they'} know${act.person === 'he' || act.person === 'she' ? 's' : ''}`, 'Work out the next step together', 'Keep your distance and watch a little longer'];
        case 'place': return ['Leave before anyone comes', 'Hide nearby and see who finds it', 'Tell someone you trust'];
        case 'leave': return ctx.light ? ['Find somewhere quiet to think', 'Go back in and explain', 'Wait to see who comes out after you'] : ['Keep going while the way is clear', 'Find cover and catch your breath', 'Look back to see if anyone follows'];
        case 'arrive': return act.sought ? [`Go up to ${act.sought}`, `Watch ${act.sought} from a distance first`, 'Head back before anyone misses you'] : [held ? `Try ${held} here` : 'Look around carefully', 'Hide and watch who comes', 'Head back before anyone misses you'];
        default: return ['Use it right away', 'Move on before it is too late', 'Check that nobody saw you'];
      }
  }
}
