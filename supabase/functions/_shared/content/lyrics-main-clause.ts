/**
 * Round 9c (issue 13): the main clause of a lyrics theme no family heads: its event (the thing flowered, was spilled,
 * soaked, burnt, ruined, deleted, left behind, dropped or carried off) and the whole noun phrase it happens to ("围巾" of
 * "生日那天收到的围巾被洗衣机洗缩水了", "이어폰" of "이어폰 한 쪽을 떨어뜨렸어", "the umbrella" of "the umbrella my coworker
 * lent me flew off the bridge"). When no whole noun phrase can be read, the event is still told, without a slot.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { LyricsMainEventKind } from './data/lyrics/lyrics-main-event-lines.ts';
import type { LyricsEventKind } from './data/lyrics/lyrics-event-lines.ts';
import { eventVerbs } from './lyrics-event.ts';
import { firstEvidence } from './lyrics-family-gate.ts';
import { isSingableNounPhrase } from './lyrics-noun-phrase.ts';

/** The main clause's event and its thing ('' when no whole noun phrase names it). */
export interface LyricsMainEvent {
  kind: LyricsMainEventKind | LyricsEventKind;
  thing: string;
}

/** Event verbs per language and class; `object` verbs take their thing after them (English, Vietnamese active). */
const verbs: Record<ContentLanguage, ReadonlyArray<readonly [LyricsMainEventKind, RegExp]>> = {
  en: [
    ['eaten', /\b(?:ate|eaten|finished off|scarfed)\b(?=\s+(?:my|the|our|all|his|her)\b)|\bgot eaten\b/iu],
    ['inherited', /\b(?:inherited|handed down to me|passed down to me|left (?:it )?to me)\b/iu],
    ['bloomed', /\b(?:flowered|bloomed|blossomed|finally flowered|came into bloom|put out (?:a )?flowers?|(?:have|has|had|got) (?:their |its |a |the )?(?:first )?(?:flowers?|blooms?|blossoms?))\b/iu],
    ['deleted', /\b(?:deleted|erased|wiped)\b/iu],
    ['spilled', /\b(?:spilled|spilt|knocked over)\b/iu],
    ['soaked', /\b(?:soaked|drenched|got wet|got rained on)\b/iu],
    ['burnt', /\b(?:burned|burnt|scorched)\b(?!\s+out)/iu],
    ['flat', /\b(?:went flat|got a flat(?: tire| tyre)?|flat tire|flat tyre|punctured)\b/iu],
    ['stained', /\b(?:stained|got (?:a |an )?(?:\w+ )?stain|(?:coffee|wine|ink|grease|tea) stain)\b/iu],
    ['ruined', /\b(?:shrank|shrunk|chewed(?: up)?|ruined|popped|burst)\b/iu],
    ['gone', /\b(?:flew (?:off|away)|blew (?:off|away)|got blown away|floated away|washed away)\b/iu],
    ['dropped', /\b(?:dropped|slipped (?:into|out of|off|from)|fell (?:into|in|off|out of|down))\b/iu],
    ['waited', /\b(?:never (?:came|showed(?: up)?|arrived)|didn'?t (?:come|show up|arrive)|was a no-show)\b/iu],
    ['left', /\bforgot\b|\bleft\b(?=\s+(?:my|the|our|his|her)\s[^,.;!?]{1,30}?\b(?:on|at|in) the\b|\s+(?:it|them)\s+behind\b)/iu],
  ],
  vi: [
    ['eaten', /ăn mất|ăn vụng|ăn sạch|ăn hết (?:phần|cái|miếng|chiếc)/iu],
    ['inherited', /được (?:\p{L}+ )?(?:để lại|truyền lại|trao lại)|(?:để lại|truyền lại|trao lại) cho (?:tôi|mình|em|con|cháu)/iu],
    ['bloomed', /nở hoa|ra hoa|trổ bông|đã nở|cũng nở|nở rồi/iu],
    ['deleted', /(?:lỡ |bị |vô tình )?(?:xóa|xoá)(?: mất| nhầm)?/iu],
    ['spilled', /làm đổ|đánh đổ|đổ hết|đổ tràn/iu],
    ['soaked', /bị ướt|ướt sũng|ướt hết|ướt nhẹp|ngấm nước/iu],
    ['burnt', /bị cháy|cháy khét|(?<![\p{L}\p{M}])khét(?![\p{L}\p{M}])|nướng cháy/iu],
    ['flat', /xẹp lốp|thủng lốp|bể lốp|nổ lốp|xẹp bánh/iu],
    ['stained', /dính vết|bị dính|bị bẩn|bị lem|vết bẩn|vết ố/iu],
    ['ruined', /cắn nát|gặm nát|cắn rách|bị co|co rút|bị thủng|nát bét/iu],
    ['gone', /bay mất|gió cuốn|bị cuốn|trôi mất|bay đi/iu],
    ['dropped', /đánh rơi|làm rơi|rơi mất|rớt mất/iu],
    ['left', /bỏ quên|để quên|quên mang|quên đem|quên cầm/iu],
    ['waited', /(?:không|chẳng|chưa) (?:đến|tới)(?=\s*(?:$|[,.!?]))|mãi (?:không|chẳng) (?:đến|tới|thấy)|(?:không|chẳng) thấy (?:đến|tới)|vẫn (?:không|chưa|chẳng) (?:đến|tới)/iu],
  ],
  ko: [
    ['eaten', /먹어 ?버렸|먹어 ?치웠|다 먹었/u],
    ['inherited', /물려받았|물려받은|물려주셨|물려줬/u],
    ['bloomed', /꽃이 (?:피었|폈|피어|활짝)|꽃을 피웠|꽃망울|(?<=\S이\s|\S가\s)(?:피었|폈)/u],
    ['deleted', /지워 ?버렸|지웠|삭제/u],
    ['spilled', /쏟았|쏟아 ?버렸|쏟아졌|엎질렀|엎었/u],
    ['soaked', /젖었|젖어 ?버렸|젖어서|흠뻑/u],
    ['burnt', /태웠|태워 ?버렸|타 ?버렸|새까맣게|(?<=(?:이|가|다|홀랑|까맣게)\s)탔/u],
    ['flat', /펑크|바람이 빠졌/u],
    ['stained', /얼룩(?:이|져|졌|을)/u],
    ['ruined', /줄어들었|줄어 ?버렸|터져 ?있|터졌|물어뜯|씹어 ?놨/u],
    ['gone', /날아갔|날아가 ?버렸|떠내려갔/u],
    ['dropped', /떨어뜨렸|떨어뜨려|흘렸/u],
    ['left', /두고 ?내렸|두고 ?왔|놓고 ?내렸|놓고 ?왔|깜빡하고 ?안/u],
    ['waited', /안 ?왔|오지 ?않았|안 ?오더라|안 ?와서|끝내 ?안 ?와/u],
  ],
  zh: [
    ['eaten', /吃掉|吃光|偷吃/u],
    ['inherited', /传给了?我|留给了?我|交给了?我/u],
    ['bloomed', /开了(?:第一朵|一朵|几朵|满|满枝)?花|(?<=[花梅兰菊莲樱桃](?:又|都|也|终于|总算)?)开了|开花了|开了花|开花/u],
    ['deleted', /删掉|删了|删除|误删/u],
    ['spilled', /洒了|洒在|洒到|打翻|弄洒|泼了|泼在|泼到/u],
    ['soaked', /淋湿|湿透|泡了水|弄湿/u],
    ['burnt', /烤糊|烧糊|煮糊|烧焦|糊了/u],
    ['flat', /爆胎|扎胎|漏气|没气了|瘪了/u],
    ['stained', /弄脏|沾上了|沾了|染上了|污渍|蹭脏/u],
    ['ruined', /洗变形|变形了|洗坏|缩水|咬烂|咬坏|咬破|爆了|扎破|碰倒|推倒|压坏|撞倒|碰碎|打碎/u],
    ['gone', /吹走|飞走|刮走|冲走/u],
    ['dropped', /掉进|掉在|掉了/u],
    ['left', /落在|忘在|忘带|忘了带|落下/u],
    ['waited', /(?:一直|始终|迟迟|还是|都)?没来|迟迟不来|一直不来|没等到/u],
  ],
};

/** Leading words of an English phrase that are no part of its noun phrase. */
const englishLead = /^(?:so|and|but|then|today|yesterday|this morning|last night|finally)\s+/iu;

/** English words that end or cannot start a noun phrase. */
const englishStop = /^(?:today|tonight|yesterday|tomorrow|again|lately|finally|ever|i|we|he|she|they|you|me|it|my|our|his|her|their|that|which|who|and|on|in|at|to|off|from|with|for|of|by|got|was|were|is|are|had|has|because|while|when|all|right|over|up|out|away|down|again|so|just)$/iu;

/** English verbs whose thing is their subject (it flowered, it flew off, it got soaked). */
const englishIntransitive = /^(?:slipped|fell|flowered|bloomed|blossomed|finally flowered|came into bloom|flew|blew|got|floated|washed|shrank|shrunk|popped|burst|went flat|drenched|soaked)/iu;

/** An English noun phrase: a determiner and up to three words, cut before a pronoun, a verb or a function word. */
function englishPhrase(text: string): string {
  const words = text.trim().replace(englishLead, '').split(/\s+/u);
  const first = words[0] ?? '';
  // "spilled coffee all over my notes": a bare noun of one or two words is a whole object too.
  const determined = /^(?:the|my|our|his|her|their|a|an|some|grandma's|grandpa's|mom's|dad's)$/iu.test(first);
  if (!determined && (englishStop.test(first) || !/^[a-z]+$/u.test(first))) return '';
  const kept = [first];
  for (const word of words.slice(1, determined ? 4 : 2)) {
    if (englishStop.test(word) || /(?:ed|ly)$/iu.test(word) || /[,.;!?]/u.test(word)) break;
    kept.push(word);
  }
  // "the last slice of pizza": a determined phrase keeps an "of" and the one word after it.
  const rest = words.slice(kept.length);
  if (determined && rest[0]?.toLowerCase() === 'of' && rest[1] !== undefined && /^[a-z]+$/iu.test(rest[1]) && !englishStop.test(rest[1])) kept.push('of', rest[1]);
  return kept.length >= (determined ? 2 : 1) ? kept.join(' ') : '';
}

/** Vietnamese words that end a noun phrase. */
const vietnameseStop = /^(?:cả|vì|bị|đã|vừa|mới|lại|rồi|cũng|giờ|nay|đang|thì|mà|của|ở|tại|hồi|từ|khi|lúc|trên|giữa|dưới|trong|năm|hôm|sáng|chiều|tối|với|cùng|và|nhà|cuối cùng|đã)$/iu;

/** Vietnamese person words: "chậu hoa giấy ông ngoại trồng" is the pot, not its planter. */
const vietnamesePerson = /^(?:ông|bà|mẹ|bố|ba|má|anh|chị|em|cô|chú|dì|bác|bạn|con)$/iu;

/** Vietnamese everyday things a bare word names whole ("quên mang ví", "đánh rơi ô"). */
const vietnameseBareThing = /^(?:ví|ô|dù|áo|mũ|nón|khăn|kính|sách|vở|chìa khóa|điện thoại|bóp|cặp|balo)$/iu;

/** Chinese one-character things a bare word names whole ("车一直没来", "伞被吹走了"). */
const chineseBareThing = /^(?:车|伞|猫|狗|花|书|表|票|船|鞋|包)$/u;

/** A Vietnamese noun phrase: up to four words from its head, cut before a function word or a time. */
function vietnamesePhrase(words: readonly string[]): string {
  const kept: string[] = [];
  for (const word of words) {
    if (vietnameseStop.test(word) || kept.length === 4 || (kept.length >= 2 && vietnamesePerson.test(word))) break;
    // "quên mang ví, hai mẹ con…": a word before a comma ends the phrase.
    const bare = word.replace(/[,.;!?]+$/u, '');
    if (bare !== '') kept.push(bare);
    if (bare !== word) break;
  }
  return kept.join(' ');
}

/** The thing of a clause before or after an event verb, per language, or ''. */
function thingOf(clause: string, at: number, length: number, language: ContentLanguage): string {
  const before = clause.slice(0, at);
  const after = clause.slice(at + length);
  if (language === 'en') {
    const object = englishPhrase(after.replace(/^\s*(?:up|over|out|away|off)?\s*/iu, ''));
    const subject = englishPhrase(before.replace(/^.*\b(?:and|but|so|then)\s+(?=(?:the|my|our)\s)/iu, ''));
    const passive = /\b(?:got|was|were|been|is|are)\s+$/iu.test(before);
    return passive || englishIntransitive.test(clause.slice(at, at + length)) ? subject || object : object || subject;
  }
  if (language === 'vi') {
    const object = vietnamesePhrase(after.trim().replace(/^(?:mất|hết|cả|luôn)\s+/iu, '').split(/\s+/u));
    const words = before.trim().replace(/\s+(?:bị|đã|cũng|cuối cùng|lại|vừa|mới)(?:\s+(?:bị|đã|cũng|cuối cùng|lại|vừa|mới))*$/iu, '').split(/\s+/u);
    const subject = vietnamesePhrase(words.slice(Math.max(0, words.findIndex((word) => /^(?:chiếc|cái|con|cây|cuốn|quyển|bức|tấm|bộ|đôi|ly|cốc|hộp|lọ|chậu|giàn|khóm|gói)$/iu.test(word)))));
    // "bị mưa làm ướt hết sách vở": a causative (or a clause with no subject) has its thing after the verb.
    return /^\s*(?:mất\s+|hết\s+)?(?:chiếc|cái|con|cây|cuốn|quyển|tấm|bộ|đôi|ly|cốc|hộp|ví|điện thoại|chìa khóa|ô|dù)/iu.test(after) || /(?:làm|khiến)\s*$/iu.test(before) ? object || subject : subject || object;
  }
  if (language === 'ko') {
    // Lead's read of round 9: "…에서 발견한 어릴 적 키 재던 자국": an adnominal verb names its thing after it, as the
    // clause's last noun ("자국"), never a piece of a word before it ("이사 가는" gave "가").
    const adnominal = /^(?:한|은|던|ㄴ)?\s+(\S[\s\S]*)$/u.exec(after);
    if (adnominal !== null) {
      const last = (adnominal[1] as string).trim().split(/\s+/u).pop() ?? '';
      const noun = last.replace(/(?:이었|이었다|였다|이다|을|를|이|가|은|는|도|만)$/u, '');
      if (/^[가-힣]{2,}$/u.test(noun)) return noun;
    }
    const words = before.trim().split(/\s+/u).filter((word) => !/^(?:다|또|그만|결국|드디어|완전|진짜|너무|한|두|세|그냥|같이|함께)$/u.test(word));
    for (let i = words.length - 1; i >= 0; i -= 1) {
      const found = /^(\S+?)(?:을|를|이|가|은|는)$/u.exec(words[i] as string);
      if (found === null) continue;
      const noun = found[1] as string;
      // A one-syllable "noun" before 은/는 is a verb's adnominal form ("가는", "사는"), not a thing.
      if (noun.length < 2 && /[은는]$/u.test(words[i] as string)) continue;
      // "이어폰 한 쪽을": a count word is no thing; the noun before its count is.
      if (/^(?:쪽|짝|개|장|권|잔|병|벌|켤레)$/u.test(noun)) return words.slice(0, i).reverse().find((word) => /^[가-힣]{2,}$/u.test(word) && !/(?:에서|에|로|길)$/u.test(word)) ?? '';
      // "김치를 … 통이 터져": a container is named with what it holds ("김치 통").
      const held = /^(?:통|병|상자|박스|봉지|컵|그릇|용기)$/u.test(noun) ? words.slice(0, i).reverse().map((word) => /^([가-힣]{2,})(?:을|를)$/u.exec(word)?.[1]).find((word) => word !== undefined) : undefined;
      return held !== undefined ? `${held} ${noun}` : noun;
    }
    return '';
  }
  // Chinese: the thing before 被 or after 把, else the phrase before the verb; a modifier ends at its last 的.
  const clauseRest = before.replace(/^.*(?:时候|以后|之后|那天|那年|的时)/u, '');
  const span = clauseRest.includes('把') ? (clauseRest.split('把').pop() ?? '') : clauseRest.includes('被') ? (clauseRest.split('被')[0] ?? '') : clauseRest;
  const head = (span.split('的').pop() ?? '').replace(/(?:今年|去年|终于|又|都|已经|也|竟然|居然|突然|不小心|昨天|今天|刚刚|刚|全都|全|一下子|还是|就|我们|我|他|她|总算)+$/u, '').replace(/^(?:我们|我|他|她|今年|去年|昨天|今天)+/u, '');
  return /^\p{Script=Han}{1,6}$/u.test(head) ? head.replace(/(?:一直|始终|迟迟|还是|都)$/u, '') : '';
}

/** The main clause's event and its thing, or null when the theme tells none of these events in its main clause. */
export function readMainEvent(theme: string, language: ContentLanguage): LyricsMainEvent | null {
  // Round 9c: a loss, a breakage, a theft or a find ("con mèo làm vỡ cái cốc") is read for its thing too.
  const all: ReadonlyArray<readonly [LyricsMainEventKind | LyricsEventKind, RegExp]> = [...verbs[language], ...eventVerbs[language]];
  for (const [kind, pattern] of all) {
    const found = firstEvidence(pattern, theme, language);
    if (found === null) continue;
    const marks = /[,.;!?，。；！？]/gu;
    let from = 0;
    for (let mark = marks.exec(theme); mark !== null && mark.index < found.index; mark = marks.exec(theme)) from = mark.index + 1;
    const clause = theme.slice(from);
    const thing = thingOf(clause, found.index - from, found[0].length, language).trim();
    const whole = thing !== '' && (isSingableNounPhrase(thing, language) || (language === 'vi' && vietnameseBareThing.test(thing)) || (language === 'zh' && chineseBareThing.test(thing)));
    return { kind, thing: whole ? thing : '' };
  }
  return null;
}

/** Whether a Korean span is a verb form the reader took for a noun: after a negation ("안 켜져"), or before an auxiliary or the theme's end ("터져 있었다"). */
export function isKoreanVerbForm(span: string, full: string): boolean {
  if (!/(?:져|쳐|워|와|해|돼|줘|켜|꺼|려|여|놔|봐|어|아)$/u.test(span)) return false;
  const at = full.indexOf(span);
  if (at < 0) return false;
  const before = full.slice(0, at);
  const after = full.slice(at + span.length);
  return /(?:^|\s)(?:안|못)\s$/u.test(before) || /^\s+(?:있|버리|버렸|버려|주|줬|놓|놨|두|뒀|보|봤|가|갔|와|왔|서)/u.test(after) || /^[\s.!?~…ㅠㅜ]*$/u.test(after);
}

/** Whether an event kind is one of the main clause's own (with its lines in lyrics-main-event-lines.ts), not a loss, a breakage, a theft or a find. */
export function isMainEventKind(kind: LyricsMainEventKind | LyricsEventKind): kind is LyricsMainEventKind {
  return kind !== 'lost' && kind !== 'broken' && kind !== 'stolen' && kind !== 'found';
}
