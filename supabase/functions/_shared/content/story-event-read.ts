/**
 * The event plot's reader (issue 13, round 11b): an opening no shape takes is read for its main event clause and the
 * kind of that event, from grammar (negation, a finite verb with its subject, a verb whose object goes to the
 * narrator, an imperative in quoted words) plus small predicate families: something failed or ran out, something
 * expected did not happen (an answer, a visitor; a plant's flowers or fruit), something handed to the narrator, a
 * request to the narrator, a thing replaced or moved. Its subject and object are taken as whole noun phrases only
 * (isStoryNounPhrase); a phrase the grammar is unsure of is left out and the lines do without it.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { quotedWords } from './story-cast.ts';
import { isStoryNounPhrase } from './story-noun-phrase.ts';
import { isKoreanPredicateForm } from './korean-particles.ts';
import type { StoryEvent, StoryEventKind } from './story-event-types.ts';

/** Reads the main clause; the whole opening names the giver or asker (who may stand before a contrast). */
type Reader = (main: string, opening: string) => StoryEvent | null;

const event = (kind: StoryEventKind, thing: string | null, giver: string | null = null, quote: string | null = null): StoryEvent => ({ kind, thing, giver, quote });

/**
 * A Korean span the grammar already bounds (the word before 을/를 or 이/가): one or two Hangul words, the last no
 * predicate form (상자, 편지, 담임 선생님).
 */
function koreanBounded(text: string): boolean {
  return /^[가-힣]{1,8}(?:\s[가-힣]{1,8})?$/u.test(text) && !isKoreanPredicateForm(text.split(' ').at(-1) ?? '');
}

/** The phrase when it is a whole noun phrase of the language, else null. */
function whole(phrase: string | undefined, language: ContentLanguage): string | null {
  const text = (phrase ?? '').trim();
  return text !== '' && (isStoryNounPhrase(text, language) || (language === 'ko' && koreanBounded(text))) ? text : null;
}

/** The last match of a global pattern whose first group is a whole noun phrase. */
function lastPhrase(opening: string, pattern: RegExp, language: ContentLanguage, clean: (phrase: string) => string = (p) => p): string | null {
  let found: string | null = null;
  for (const m of opening.matchAll(pattern)) {
    const phrase = whole(clean(m[1] ?? ''), language);
    if (phrase !== null) found = phrase;
  }
  return found;
}


/**
 * Things handed over that hold words or something inside (an envelope, a box, a note): the given plot opens them and
 * reads what they say. A key or an umbrella handed over is not told by this plot.
 */
const openable: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:envelope|letter|note|card|box|bag|package|parcel|packet|gift|present|folder|notebook|tin)s?\b/iu,
  vi: /(?:phong bì|bao thư|lá thư|bức thư|thư|mẩu giấy|tờ giấy|tấm thiệp|thiệp|hộp|túi|gói|quà|cuốn sổ)/iu,
  ko: /(?:봉투|편지|쪽지|카드|상자|박스|꾸러미|선물|주머니|종이|메모|수첩|공책|통)$/u,
  zh: /(?:信封|信|纸条|卡片|贺卡|盒子?|袋子?|包裹|礼物|红包|本子|笔记本)$/u,
};

/** Quoted words that ask something of the narrator (please come over, 내려와 주세요, qua nhà nhé, 来一趟). */
const asking: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:please|pls|can you|could you|would you|come (?:over|down|up|by|round|see)|call me|meet me|when you get a)\b/iu,
  vi: /(?:^|\s)(?:qua|ghé|sang|xuống|lên|đến|tới|giúp|nhé|nha|làm ơn|hãy)(?:\s|$)|được không/iu,
  ko: /주세요|주실래요|줄래|와 ?줘|와요|오세요|와라|와 주|부탁|해 주|봐요|봅시다|갈래/u,
  zh: /请|来一趟|过来|下来|上来|帮我|能不能|可以吗|一下|来找我/u,
};

// ---------------------------------------------------------------- English

const enDet = '(?:the|my|our|his|her|their|a|an)';
const enWord = "[a-z'’-]+";
const enNp = `(${enDet}\\s+(?:${enWord}\\s+){0,2}?${enWord})`;
const enFailed = new RegExp(`\\b${enNp}\\s+(?:(?:suddenly|just|finally|completely|also|then)\\s+)?(?:died|broke(?:\\s+down)?|stopped working|went (?:out|dead|off|dark|down)|quit|crashed|froze|gave out|cut out|conked out|(?:wouldn['’]t|won['’]t|didn['’]t) (?:start|turn on|work)|(?:was|is) (?:broken|dead|out of order))\\b`, 'giu');
const enBarren = /\b(?:didn['’]t|did not|hasn['’]t|has not|never|won['’]t|wouldn['’]t)\s+(?:bloom|blossom|flower|fruit|sprout|grow|produce|bear)\b|\bnot (?:a single|one) (?:flower|bloom|blossom|fruit|apple|orange|lemon|fig|tomato|plum|peach|persimmon)s?\b|\bno (?:flowers|blooms|fruit|blossoms)\b/iu;
const enBarrenSubject = new RegExp(`\\b((?:the|my|our|his|her|their|${enWord}['’]s)\\s+(?:${enWord}\\s+){0,2}?${enWord})\\s+(?:didn|did not|hasn|has not|had not|never|won|wouldn|(?:this|last) (?:year|spring|summer))`, 'giu');
const enSilent = /\b(?:haven['’]t|hasn['’]t|didn['’]t|never|won['’]t|wouldn['’]t|has not|have not|did not)\s+(?:(?:even|ever|yet)\s+)?(?:answered|answer|replied|reply|called|call|written back|write back|texted back|text back|gotten back|got back|come|came|shown up|show up|showed up|arrived|responded|respond|returned)\b|\b(?:no one|nobody|not one|not a single)\b[^.]{0,30}?\b(?:came|answered|replied|showed up|called|wrote)\b|\bno (?:answer|reply|response)\b/iu;
const enGiven = new RegExp(`\\b(?:handed|gave|slipped|passed|pressed|tucked)\\s+me\\s+((?:a|an|the|this|one|some)\\s+(?:${enWord}\\s+){0,3}?${enWord})(?=\\s*(?:[,.;!?]|$)|\\s(?:and|but|to|with|before|after|when|as|that|then|at|in|on|for|without|while|from)\\b)`, 'giu');
const enGiver = new RegExp(`((?:my|our|the|his|her)\\s+(?:${enWord}\\s+){0,2}?${enWord}|(?:Mr|Mrs|Ms|Dr)\\.?\\s[A-Z][a-z]+)\\s+(?:(?:quietly|silently|just|secretly|suddenly|then|also)\\s+)?(?:handed|gave|slipped|passed|pressed|tucked|texted|wrote|left|leaves|said|asked|called|messaged|emailed|sent)`, 'gu');
const enChanged = new RegExp(`\\b${enNp}\\s+(?:(?:had|has)\\s+been|was|were|got)\\s+(?:(?:quietly|suddenly|just)\\s+)?(?:replaced|swapped|moved|taken down|torn down|removed|painted over|cut down)\\b`, 'giu');
const enPower = /\b(?:power (?:cut|outage|failure)|blackout)\b/iu;

/**
 * The clause's first determiner phrase (the subject of "The lemon tree my dad planted did not bloom", "The old swing
 * in the schoolyard had been replaced"): the longest span of up to three words after the determiner that is whole.
 */
function enFirstPhrase(clause: string): string | null {
  const start = /\b(?:the|my|our|his|her|their)\s/iu.exec(clause);
  if (start === null) return null;
  const words = clause.slice(start.index).split(/\s+/u).map((word) => word.replace(/[,.;:!?]+$/u, ''));
  for (let size = 4; size >= 2; size -= 1) {
    const phrase = whole(words.slice(0, size).join(' '), 'en');
    if (phrase !== null && words.length > size) return phrase.replace(/^The\s/u, 'the ');
  }
  return null;
}

/** A titled name (Mr. Okafor) is a whole phrase even with its stop. */
const enTitled = /^(?:Mr|Mrs|Ms|Dr)\.?\s[A-Z][a-z]+$/u;

/** A phrase that opened the sentence ("Our car broke down") is told mid-sentence with its determiner in lower case. */
const midSentence = (phrase: string | null): string | null => phrase?.replace(/^(?:The|My|Our|His|Her|Their|This|That|These|Those|A|An)\s/u, (found) => found.toLowerCase()) ?? null;

const readEn: Reader = (opening, full) => {
  const giver = [...full.matchAll(enGiver)].map((m) => m[1] ?? '').filter((phrase) => enTitled.test(phrase) || whole(phrase, 'en') !== null).at(-1) ?? null;
  const quote = quotedWords(opening, 'en');
  if (quote !== null && asking.en.test(quote)) return event('request', null, giver, quote);
  const given = lastPhrase(opening, enGiven, 'en');
  if (given !== null && openable.en.test(given)) return event('given', given, giver);
  if (enBarren.test(opening)) return event('barren', midSentence(enFirstPhrase(opening) ?? lastPhrase(opening, enBarrenSubject, 'en')));
  if (enSilent.test(opening)) return event('silent', null, giver);
  const failed = midSentence(lastPhrase(opening, enFailed, 'en')) ?? (enPower.test(opening) ? 'the power' : null);
  if (failed !== null) return event('failed', failed.replace(/^(?:a|an)\s/iu, 'the '));
  const changed = lastPhrase(opening, enChanged, 'en');
  return changed === null ? null : event('changed', midSentence(enFirstPhrase(opening) ?? changed));
};

// ---------------------------------------------------------------- Vietnamese

const viWord = '[\\p{L}\\p{M}]+';
const viFailed = new RegExp(`(?:^|[,.;]\\s*|\\s(?:thì|mà|nhưng)\\s)((?:${viWord}\\s){0,5}?${viWord})\\s(?:(?:đột nhiên|bỗng|bỗng dưng|lại|tự nhiên|bất ngờ|cũng)\\s)?(?:bị hỏng|hỏng|chết máy|tắt ngấm|hết pin|sập nguồn|không chạy|không lên|không nổ máy|đứng hình|dở chứng|bị kẹt)`, 'giu');
const viPower = /(?:mất|cúp|cắt)\s(điện|nước|mạng)/iu;
const viBarren = /(?:không|chẳng|chưa)\s(?:hề\s)?(?:ra|nở|kết|trổ|đậu|đơm|cho|có)\s?(?:nổi\s)?(?:một\s)?(?:(?:bông|quả|trái|chùm)\s)?(?:hoa|quả|trái|bông|lộc)|(?:không|chẳng)\s(?:nở|ra hoa|ra quả|đậu quả)/iu;
const viBarrenSubject = new RegExp(`(?:^|[,.]\\s*)((?:cây|chậu|cái|khóm|giàn|luống|mấy|những)\\s(?:${viWord}\\s){0,4}?${viWord})\\s(?:(?:năm nay|mùa này|lại|vẫn|đã|bỗng)\\s)*(?:không|chẳng|chưa)`, 'giu');
const viSilent = /(?:chưa|không|chẳng)\s(?:hề\s)?(?:trả lời|hồi âm|nhắn lại|gọi lại|đến|tới|xuất hiện|rep|đọc)|(?:không|chẳng|chưa)\s(?:có\s)?(?:ai|một ai|người nào)\s(?:đến|tới|trả lời)|không một (?:tin nhắn|cuộc gọi|lời)|bặt tin/iu;
const viGiven = new RegExp(`(?:dúi|đưa|trao|tặng|gửi|nhét)\\s(?:cho\\s)?tôi\\s((?:một|hai|ba|cái|chiếc|tấm|bức|lá|cuốn|hộp)\\s(?:${viWord}\\s){0,4}?${viWord})(?=\\s*(?:[,.;!?]|$)|\\s(?:và|rồi|mà|nói|bảo|dặn|kèm)\\s)`, 'giu');
const viGiver = new RegExp(`(?:^|[,.]\\s*)((?:${viWord}\\s){0,3}?${viWord})\\s(?:(?:lặng lẽ|bỗng|khẽ|lén|đã|vội|âm thầm)\\s)?(?:dúi|đưa|trao|tặng|gửi|nhét)\\s(?:cho\\s)?tôi`, 'giu');
const viChanged = /(?:bị|được|đã bị|đã được)\s(?:thay|thay thế|dời|chuyển|dỡ|chặt|phá|sơn lại|đổi)/iu;
const viChangedSubject = new RegExp(`^((?:chiếc|cái|cây|tấm|bức|ngôi|căn|con|tiệm|quán)\\s(?:${viWord}\\s){0,4}?${viWord})(?=\\s*,|\\s(?:đã|bị|được|hôm nay|trong|ở|của|trên|dưới|bên|nơi)\\s)`, 'iu');
const lowerVi = (phrase: string): string => phrase.charAt(0).toLowerCase() + phrase.slice(1);

const readVi: Reader = (opening, full) => {
  const quote = quotedWords(opening, 'vi');
  if (quote !== null && asking.vi.test(quote)) return event('request', null, null, quote);
  const given = lastPhrase(opening, viGiven, 'vi', (p) => p.replace(/^một\s/iu, ''));
  if (given !== null && openable.vi.test(given)) return event('given', given, lastPhrase(full, viGiver, 'vi', lowerVi));
  if (viBarren.test(opening)) return event('barren', lastPhrase(opening, viBarrenSubject, 'vi', lowerVi));
  if (viSilent.test(opening)) return event('silent', null);
  const power = viPower.exec(opening);
  const failed = power !== null ? (power[1] as string).toLowerCase() : lastPhrase(opening, viFailed, 'vi', lowerVi);
  if (failed !== null) return event('failed', failed);
  if (!viChanged.test(opening)) return null;
  const changed = whole(lowerVi(viChangedSubject.exec(opening.trim())?.[1] ?? ''), 'vi');
  return changed === null ? null : event('changed', changed);
};

// ---------------------------------------------------------------- Korean

const koFailed = /(?:^|[\s,])((?:[가-힣]+의\s)?[가-힣]+?)(?:이|가)\s(?:(?:갑자기|또|하필|결국|완전히|그만|아예|또다시)\s)*(?:고장\s?(?:이\s)?났|고장나|고장이 났|멈췄|멈춰|꺼졌|꺼져|나갔|끊겼|안 켜|먹통|망가졌|방전|터졌|말라)/gu;
const koPower = /정전|단전|전기가\s(?:나갔|끊겼)|단수|물이\s(?:끊겼|안 나)/u;
const koBarren = /(?:피지|맺지|열리지|달리지|돋지|나지)\s?않|(?:안|못)\s(?:피었|맺었|열렸|폈|달렸)|(?:꽃|열매|감|싹|꽃봉오리)(?:이|은|도)?\s(?:하나도|한 송이도|한 개도)\s(?:없|안)/u;
const koSilent = /(?:답장|답|연락|대답|회신|소식|답문)(?:이|은|도)\s?(?:아직\s|여전히\s|전혀\s|통\s)?없|(?:아무도|한 명도)\s(?:안\s|오지|연락|답)|(?:답장|연락|대답|답)(?:을|를|도)?\s(?:안|하지 않|주지 않)|(?:오지|나타나지|답하지|연락하지|읽지)\s?않|읽씹|안 읽/u;
const koGiven = /(?:나한테|나에게|내게|저한테|저에게|제게)만?\s(?:[가-힣]+\s){0,2}?([가-힣]+?)(?:\s(?:하나|한 장|한 통|한 개|한 권|한 상자|한 봉지))?(?:을|를)\s(?:[가-힣]+\s)?(?:건네|주셨|주었|줬|주고|쥐여|내밀|선물|놓고)/gu;
const koGiver = /((?:[가-힣]+\s)?[가-힣]+?)(?:이|가|께서)\s(?:[가-힣]+\s){0,2}?(?:나한테|나에게|내게|저한테|저에게|제게)/gu;
const koAsker = /([가-힣]+?)(?:이|가|께서|에서)\s(?:[가-힣]+\s){0,3}?(?:쪽지|문자|메시지|편지|메모|카톡|연락)/gu;
const koChanged = /(?:으로|로)\s?바뀌|바뀌어\s?있|교체|옮겨졌|옮겨져|치워졌|치워져|베어졌|베어져|사라지고|없어지고/u;
const koSubject = /(?:^|[\s,])((?:[가-힣]+의\s)?[가-힣]+?)(?:이|가)(?=\s)/gu;
/** The plant that bears, when the subject is its fruit or flower (감나무에 올해는 감이 …: 감나무). */
const koHost = /(?:^|[\s,])([가-힣]+)에\s(?:(?:올해는|올해도|올해|이번엔|이번에는)\s)?[가-힣]+(?:이|가)\s/gu;
const koTimeWords = /^(?:올해|이번|오늘|어제|요즘|매년|매일|아침|저녁|밤|낮|그날|처음|한 달)$/u;

const koNoun = (phrase: string): string => (koTimeWords.test(phrase) ? '' : phrase);

const readKo: Reader = (opening, full) => {
  const quote = quotedWords(opening, 'ko');
  if (quote !== null && asking.ko.test(quote)) {
    const asker = lastPhrase(full, koAsker, 'ko', koNoun);
    // A household that sent the note (아랫집에서) is named by its people: 아랫집 분.
    const giver = asker !== null && /집$/u.test(asker) ? `${asker} 분` : asker;
    return event('request', null, giver, quote);
  }
  const given = lastPhrase(opening, koGiven, 'ko', koNoun);
  if (given !== null && openable.ko.test(given)) return event('given', given, lastPhrase(full, koGiver, 'ko', koNoun));
  if (koBarren.test(opening)) return event('barren', lastPhrase(opening, koHost, 'ko', koNoun) ?? lastPhrase(opening, koSubject, 'ko', koNoun));
  if (koSilent.test(opening)) return event('silent', null);
  const failed = lastPhrase(opening, koFailed, 'ko', koNoun) ?? (koPower.test(opening) ? (/단수|물이/u.test(opening) ? '물' : '전기') : null);
  if (failed !== null) return event('failed', failed);
  if (!koChanged.test(opening)) return null;
  const changed = lastPhrase(opening, koSubject, 'ko', koNoun);
  return changed === null ? null : event('changed', changed);
};

// ---------------------------------------------------------------- Chinese

const zhFailed = /(?:^|[，。,！？；、])([\u4e00-\u9fff]{1,8}?)(?:偏偏|突然|又|竟然|居然|也|忽然|一下子|彻底|直接)?(?:坏了|停了|断了|没电了|死机了|不动了|罢工了|熄火了|灭了|打不开了|打不着火|出故障|坏掉了|卡住了)/gu;
const zhPower = /停电|断电|跳闸|停水|断网/u;
const zhBarren = /没(?:有)?(?:开花|结果|结|发芽|长出)|一(?:朵|个|颗|只)(?:花|果子?|[\u4e00-\u9fff]{1,2})?都没(?:开|结|长)|不(?:开花|结果)/u;
const zhSilent = /(?:一[条个句封次]都没|都没|一直没|还没|没有?|不)(?:回|回复|回音|回信|来|理我|接)|没人来|谁都没来|杳无音信|石沉大海|没有回音/u;
const zhGiven = /(?:递给|塞给|交给|送给|给了|拿给|转交给)我(?:了)?(一?[个封张本只件盒份块条把枚袋]?[\u4e00-\u9fff]{1,6}?)(?=[，。,！？；]|$|让|说|叫|并)/gu;
const zhGiver = /(?:^|[，。,])([\u4e00-\u9fff]{1,6}?)(?:悄悄|偷偷|突然|默默|轻轻|特意|临走前)?地?(?:递给|塞给|交给|送给|给了|拿给)我/gu;
const zhChanged = /换成了|被换掉|被换成|被拆了|被拆掉|被搬走|被移走|被砍了|被砍掉|改成了/u;
const zhSubject = /(?:^|[，。,])([\u4e00-\u9fff]{1,12}?)(?:今天|今年|已经|竟然|居然|突然|却)?(?:被|换成|改成|一[朵个颗只]|都没|没有?|不)/gu;
/** The head of a long Chinese phrase: what follows its last 的 (奶奶家院子里的柿子树 → 柿子树), and no count word. */
const zhHead = (phrase: string): string => {
  const head = phrase.length > 6 && phrase.includes('的') ? phrase.slice(phrase.lastIndexOf('的') + 1) : phrase;
  return head.replace(/^一[个封张本只件盒份块条把枚袋]/u, '').replace(/^(?:我们|我|他|她)/u, '');
};

const readZh: Reader = (opening, full) => {
  const quote = quotedWords(opening, 'zh');
  if (quote !== null && asking.zh.test(quote)) return event('request', null, null, quote);
  const given = lastPhrase(opening, zhGiven, 'zh', zhHead);
  if (given !== null && openable.zh.test(given)) return event('given', given, lastPhrase(full, zhGiver, 'zh'));
  if (zhBarren.test(opening)) return event('barren', lastPhrase(opening, zhSubject, 'zh', zhHead));
  if (zhSilent.test(opening)) return event('silent', null);
  const power = zhPower.exec(opening)?.[0];
  const failed = lastPhrase(opening, zhFailed, 'zh', zhHead) ?? (power === undefined ? null : power === '停水' ? '水' : power === '断网' ? '网' : '电');
  if (failed !== null) return event('failed', failed);
  if (!zhChanged.test(opening)) return null;
  const changed = lastPhrase(opening, zhSubject, 'zh', zhHead);
  return changed === null ? null : event('changed', changed);
};

const readers: Readonly<Record<ContentLanguage, Reader>> = { en: readEn, vi: readVi, ko: readKo, zh: readZh };

/** A contrast connective: what follows it is the opening's main clause (…坏了三十年，可昨天夜里它突然自己响了). */
const contrast: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[\s,;]+(?:but|yet|however|except)\s/giu,
  vi: /[\s,;]+(?:nhưng|vậy mà|thế mà|có điều|chỉ có|chỉ riêng|riêng)\s/giu,
  ko: /(?:는데|지만|그런데|근데)[\s,]|[,]\s?(?=[가-힣]+만\s)/gu,
  zh: /[，,](?:可是?|但是?|却|结果|没想到|只有|唯独)/gu,
};

/**
 * The opening's main event and its kind, or null when no event clause is read. After a contrast connective only the
 * clause that follows it is read: an event it turns away from is not the main one.
 */
export function readStoryEvent(opening: string, language: ContentLanguage): StoryEvent | null {
  const turns = [...opening.matchAll(contrast[language])];
  const last = turns.at(-1);
  const main = last === undefined ? opening : opening.slice((last.index ?? 0) + last[0].length);
  return readers[language](main, opening);
}
