/**
 * An act on a thing of the scene (issue 13, round 17). The trace of set 17 showed acts on an object the story shows
 * (bite the coin, shake and sniff the potion, hold the bottle to the sun, wind the doll's key, blow the dust off the
 * piano, run a finger over the red ink, write under the words on the board) answered by "nothing else around you
 * moves", by a purpose reader that said "the if its real is right there", or by a trip ("Bạn tới vết mực đỏ"). Here the
 * act is read by the kind of contact its verb makes (a short list per language of the verbs of each kind: taste,
 * smell, light, clean, touch, work, write, a close look), its object is the thing of the story the choice names, and the
 * beat says in the second person what the act does to that thing, what it shows or costs, answers a "to see if …" with
 * yes or no, and offers three options that follow from what it showed.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { letterBoundedWords } from './letter-bounded-words.ts';

/** The kind of contact an act makes with a thing. */
export type ContactKind = 'taste' | 'smell' | 'light' | 'clean' | 'touch' | 'work' | 'write' | 'look';

export interface ThingAct {
  kind: ContactKind;
  /** The thing acted on, as the choice names it ("the coin", "lọ thuốc", "병", "琴盖"). */
  thing: string;
  /** What a "to see if …" asks, in the visitor's words ("its real"), or null. */
  whether: string | null;
  /** Whether the story has the thing moving on its own (twitching, ticking backward, ringing by itself). */
  moving: boolean;
}

const vi = (words: string): RegExp => letterBoundedWords(words, true);

/** The verbs of each kind of contact, tried in this order (a close look last: "soi … xem" is light, not a look). */
const contactVerbs: Readonly<Record<ContentLanguage, readonly (readonly [ContactKind, RegExp])[]>> = {
  en: [
    ['taste', /\b(?:bite|bites|lick|licks|taste|tastes)\b/giu],
    ['smell', /\b(?:smell|smells|sniff|sniffs)\b/giu],
    ['light', /\bhold\s+(?:it|the [\w' -]+?)\s+(?:up\s+)?(?:to|against)\s+the\s+(?:light|lamp|sun|window)\b|\bshine\s+(?:a|my|the|your)\s+(?:light|torch|flashlight|phone)\b/giu],
    ['clean', /\b(?:wipe|wipes|blow|blows|dust|dusts|rub|rubs|scrape|scrapes)\b/giu],
    ['touch', /\b(?:touch|touches|poke|pokes|stroke|strokes)\b|\brun\s+(?:a|my|your)\s+finger/giu],
    ['work', /\b(?:wind|winds|twist|twists|press|presses|tap|taps|shake|shakes|spin|spins)\b/giu],
    ['write', /\b(?:write|writes|scribble|scribbles|scrawl|scrawls)\b/giu],
    ['look', /\b(?:look closely at|examine|examines|inspect|inspects|study|studies)\b/giu],
  ],
  vi: [
    ['taste', vi('cắn|liếm|nếm')],
    ['smell', vi('ngửi|hít')],
    ['light', vi('soi|rọi|giơ lên ánh sáng|giơ ra ánh sáng')],
    ['clean', vi('lau|chùi|thổi|phủi|cạo')],
    ['touch', vi('sờ|chạm|miết|vuốt|chọc')],
    ['work', vi('vặn|xoay|bấm|ấn|gõ|lắc|lật|cạy')],
    ['write', vi('viết|ghi')],
    ['look', vi('nhìn kỹ|xem kỹ|ngắm kỹ|săm soi')],
  ],
  ko: [
    ['taste', /깨물|핥|맛을\s*보|맛본/gu],
    ['smell', /냄새(?:를)?\s*맡/gu],
    ['light', /비춰|비추|비친다/gu],
    ['clean', /닦|불어|털어(?!\s*놓)|문질러|긁어/gu],
    ['touch', /만져|만진|쓰다듬|찔러|더듬|문질/gu],
    ['work', /감아\s*(?:본|봄|보)|돌려|돌린|눌러|누른|두드려|두드린|흔들|뒤집/gu],
    ['write', /(?:쓴다|써\s*넣|적는다|적어)/gu],
    ['look', /자세히\s*(?:본다|봄|보다|살펴|들여다)/gu],
  ],
  zh: [
    ['taste', /咬|舔|尝/gu],
    ['smell', /闻|嗅/gu],
    ['light', /对着(?:光|灯|太阳)|照一照|照了照|举到灯下|透光/gu],
    ['clean', /擦|吹掉|吹开|吹了吹|抹掉|拂去|刮/gu],
    ['touch', /摸|戳|碰|抚/gu],
    ['work', /拧|转动|按|敲|摇|晃|翻过来|拨/gu],
    ['write', /写/gu],
    ['look', /仔细看|细看|端详/gu],
  ],
};

/** A light held for someone else. */
const benefactive: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bfor (?:him|her|them|\p{Lu})/u,
  vi: /(?<![\p{L}\p{M}])cho\s+(?:chú|cô|anh|chị|bác|ông|bà|em|cậu|nó|\p{Lu})/u,
  ko: /(?:비춰|비추어)\s*(?:준|줘|주)/u,
  zh: /给[^，。]{0,4}(?:照|看)|帮[^，。]{0,4}照/u,
};

/** A purpose that asks whether ("to see if its real", "xem có … không", "진짜인지 보려고", "看看是不是"). */
const whetherPurpose: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bto (?:see|check|find out|tell)\s+(?:if|whether)\s+(.+?)\s*[.!?]*$/iu,
  vi: /(?<![\p{L}\p{M}])(?:xem|để xem|thử xem)\s+(?:có\s+)?(.+?)\s+(?:không|ko|hông)\s*[.!?]*$/iu,
  ko: /([가-힣\s]+?)(?:인지|는지|은지)\s*(?:보려고|확인하려고|알아보려고|본다|봄)/u,
  zh: /看看(?:是不是|是否|有没有)(.+?)[。！？]*$/u,
};

/** Words that say the strange thing is only an illusion (a fake, a glitch, a dream): the act says it is not. */
const illusion: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:glitch\w*|fake|broken|trick|dream\w*|lying|bug\w*|hallucinat\w*)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:giả|hỏng|lỗi|mơ|ảo giác)(?![\p{L}\p{M}])/iu,
  ko: /가짜|고장|오류|꿈|착각/u,
  zh: /假|坏|故障|做梦|幻觉|错觉/u,
};

const stop = new Set(['the', 'a', 'an', 'it', 'its', 'to', 'see', 'if', 'and', 'then', 'with', 'my', 'your', 'his', 'her', 'off', 'on', 'at', 'of', 'up', 'under', 'over', 'into', 'quietly', 'slowly', 'carefully', 'i', 'you']);

/** Vietnamese words of place and relation (prepositions, conjunctions) that start no thing's name. */
const viRelation = /^(?:trên|dưới|trong|ngoài|giữa|cạnh|sau|trước|của|và|với|lên|xuống|vào|ra|rồi|ở|tại|từ|cho|bằng|thử|xem)$/iu;

/** The thing of the story the choice names, after its verb: the longest run of the choice's words the story wrote. */
function namedThing(told: string, verbEnd: number, story: string, language: ContentLanguage): string | null {
  const low = story.toLowerCase();
  if (language === 'zh') {
    const rest = told.slice(verbEnd);
    let best = '';
    // The last noun of the longest run wins a tie: in "画里女人的眼睛" the eyes are touched, not the woman.
    for (let start = 0; start < rest.length; start += 1) for (let end = start + 2; end <= Math.min(rest.length, start + 6); end += 1) if (end - start >= best.length && story.includes(rest.slice(start, end)) && !/[的了一下]$|^[的了一上里]/u.test(rest.slice(start, end))) best = rest.slice(start, end);
    // "镜子上的字": the mark on the thing is what is touched.
    const on = best ? new RegExp(`^${best.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(上?的[\\p{Script=Han}]{1,2})`, 'u').exec(rest.slice(rest.indexOf(best))) : null;
    if (best) return on && markThing.zh.test(on[1] as string) ? `${best}${on[1] as string}` : best.replace(/上$/u, '');
    for (let start = 0; start < verbEnd; start += 1) for (let end = start + 2; end <= Math.min(verbEnd, start + 5); end += 1) if (end - start > best.length && story.includes(told.slice(start, end))) best = told.slice(start, end);
    return best || null;
  }
  if (language === 'ko') {
    // "약병 냄새를 맡는다": the smell is no thing; the word before it is.
    const object = /(?:([가-힣]+)(?:의)?\s)?([가-힣]+?)(?:을|를)\s/u.exec(told);
    if (object && /^(?:냄새|맛|소리|먼지|때)$/u.test(object[2] as string) && object[1]) return object[1] as string;
    if (object && (object[2] as string).length >= 1 && !/^(?:냄새|맛|소리|먼지|때)$/u.test(object[2] as string)) return object[2] as string;
    const word = told.split(/\s+/u).map((token) => token.replace(/(?:을|를|이|가|은|는|에|에서|의|도)$/u, '')).find((token) => token.length >= 2 && story.includes(token));
    return word ?? null;
  }
  const words = told.slice(verbEnd).split(/\s+/u).map((word) => word.replace(/[.,!?'"“”]/gu, ''));
  for (let start = 0; start < words.length; start += 1) {
    // A word of place or relation the story also uses ("trên", "dưới", "over") is no thing: the noun after it is; a
    // classifier (chiếc, cái) is told before the noun, not counted in its four words ("chiếc đồng hồ quả lắc").
    if (stop.has((words[start] as string).toLowerCase()) || (language === 'vi' && (viRelation.test(words[start] as string) || /^(?:chiếc|cái|lọ|tấm|cuốn|bức|hòn|viên|cây)$/iu.test(words[start] as string)))) continue;
    for (let end = Math.min(words.length, start + 4); end > start; end -= 1) {
      const phrase = words.slice(start, end).join(' ');
      if (phrase.length >= 3 && letterBoundedWords(phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).test(low)) {
        const lead = language === 'vi' ? (/(?:^|\s)(chiếc|cái|lọ|tấm|cuốn|bức|vết|hòn|viên|cây)$/iu.exec(words.slice(0, start).join(' '))?.[1] ?? '') : '';
        return language === 'en' ? `the ${phrase.toLowerCase()}` : `${lead ? `${lead} ` : ''}${phrase}`;
      }
    }
  }
  return null;
}

/** The surface the story wrote words on ("written 'HE KNOWS' on the whiteboard" → the whiteboard), for "write under it". */
function writtenOn(story: string, language: ContentLanguage): string | null {
  const found = {
    en: /\b(?:written|wrote|scrawled|painted|carved)\b[^.]*?\bon\s+(?:the\s+)?([\w-]+)/iu,
    vi: /(?:viết|ghi|vẽ|khắc)[^.]*?(?:lên|trên)\s+((?:[\p{L}\p{M}]+\s?){1,2})/iu,
    ko: /([가-힣]+)에\s[^.]*?(?:써|적혀|쓰여|적어)/u,
    zh: /在([\p{Script=Han}]{1,4}?)上[^。]*?写/u,
  }[language].exec(story)?.[1]?.trim();
  if (!found) return null;
  return language === 'en' ? `the ${found}` : found;
}

/** An act on a thing of the scene, read from the told choice; null when no contact verb or no thing of the story is named. */
export function readThingAct(toldQuoted: string, story: string, language: ContentLanguage, fallbackThing: string | null): ThingAct | null {
  // Words quoted ("write 'who knows what?' under it") are what is written, not the thing written on.
  const told = toldQuoted.replace(/(?:^|\s)['"“‘「](.+?)['"”’」](?=\s|$)/gu, (quoted) => ' '.repeat(quoted.length));
  let found: { kind: ContactKind; end: number; at: number } | null = null;
  for (const [kind, pattern] of contactVerbs[language]) {
    for (const match of told.matchAll(pattern)) {
      const at = match.index ?? 0;
      // English verbs that are also nouns ("the dust cloud", "a tap") are verbs only where a clause starts.
      const before = told.slice(0, at).trimEnd();
      if (language === 'en' && before.length > 0 && !/(?:^|\b)(?:i|you|we|and|then|to|quietly|slowly|carefully|gently|just)$|[,;:]$/iu.test(before)) continue;
      // A Vietnamese verb that ends a noun the story writes ("quả lắc" of "đồng hồ quả lắc") is that noun, not an act.
      const prevWord = language === 'vi' ? /(?:^|\s)([\p{L}\p{M}]+)\s*$/u.exec(before)?.[1] : undefined;
      if (prevWord && story.toLowerCase().includes(`${prevWord.toLowerCase()} ${match[0].toLowerCase()}`)) continue;
      // The last act of the line is the one the beat tells ("lắc lọ thuốc rồi ngửi thử" smells); a close look yields to any other.
      if (!found || (at > found.at && !(kind === 'look' && found.kind !== 'look'))) found = { kind, at, end: at + match[0].length };
    }
  }
  if (!found) return null;
  // A light held for someone ("soi cho chú Tư", "비춰 준다", "照给他看") is help given, not a look at a thing.
  if (found.kind === 'light' && benefactive[language].test(told.slice(found.at))) return null;
  const firstVerb = Math.min(found.at, ...contactVerbs[language].flatMap(([, pattern]) => [...told.matchAll(pattern)].map((match) => match.index ?? 0)).filter((at) => language !== 'en' || at >= found.at));
  const pronoun = /\b(?:it|that|this)\b/iu.test(told.slice(found.end));
  const thing = namedThing(told, language === 'ko' ? 0 : firstVerb, story, language) ?? (found.kind === 'write' ? writtenOn(story, language) : null) ?? (pronoun || found.kind === 'write' ? fallbackThing : null);
  if (!thing) return null;
  const whether = whetherPurpose[language].exec(told)?.[1]?.trim() ?? null;
  return { kind: found.kind, thing, whether, moving: movesOnItsOwn(thing, story, language) };
}

/** Words that say a thing moves of itself (by itself, keeps twitching, backward, 저절로, 自己): a short grammatical class. */
const selfMotion: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:by itself|on its own|keeps? \w+ing|still \w+ing|twitch\w*|backwards?|humming|vibrat\w*|ticking|ringing|rocking)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:tự|cứ|ngược|liên tục|rung|giật giật|nhúc nhích)(?![\p{L}\p{M}])/iu,
  ko: /저절로|혼자|계속|거꾸로|떨리|떨고|움찔|돌고\s*있|움직이/u,
  zh: /自己|自动|一直|倒着|倒转|不停|抽动|抖|转动|响了起来|在动/u,
};

/** Whether the story has the thing moving of itself, in the sentence that names it or the next. */
function movesOnItsOwn(thing: string, story: string, language: ContentLanguage): boolean {
  const name = thing.replace(/^(?:the|a|an)\s+/iu, '').replace(/^(?:chiếc|cái|lọ|tấm|cuốn|bức|vết|hòn|viên|cây)\s+/iu, '').toLowerCase();
  if (name.length < 2) return false;
  // The sentence that names it, or the one right after (its state told with a pronoun: "它的手指一直在抽动").
  const sentences = story.split(/[.!?。！？\n]+/u);
  return sentences.some((sentence, index) => sentence.toLowerCase().includes(name) && (selfMotion[language].test(sentence) || selfMotion[language].test(sentences[index + 1] ?? '')));
}

/** What touching, working or wiping a thing that moves of itself shows: it does not stop for the hand. */
const movingShows: Readonly<Record<ContentLanguage, string>> = {
  en: '{O} does not stop for you. Whatever moves it keeps on under your hand, steady, and for a moment you feel it push back against your fingers.',
  vi: '{O} không hề dừng lại vì bạn. Thứ gì đang làm nó chuyển động vẫn tiếp tục ngay dưới tay bạn, đều đều, và trong một thoáng bạn thấy nó đẩy ngược lại ngón tay mình.',
  ko: '{o_은} 당신 손에도 멈추지 않는다. 무엇이 그걸 움직이든 손 밑에서 한결같이 계속되고, 한순간 손가락을 밀어내는 힘이 느껴진다.',
  zh: '{o}并没有因为你停下来。不管是什么在让它动，它在你手底下照样动着，有那么一瞬，你觉得它在往回推你的手指。',
};

/** Words that say a person has gone from the scene ("Mr. Hale stepped out", "đã ra ngoài", "나갔다", "出去了"). */
const gone: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:stepped out|left|went (?:out|away|upstairs|downstairs)|is gone|isn't here|is away|has gone)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:ra ngoài|đi vắng|đã đi|bỏ đi|rời đi|đi mất)(?![\p{L}\p{M}])/iu,
  ko: /나갔|떠났|사라졌|자리를 비/u,
  zh: /出去了|离开了|走了|不见了|不在/u,
};

/** The person, when the story still has them in the scene (no sentence naming them says they left). */
export function stillPresent(person: string | null, story: string, language: ContentLanguage): string | null {
  if (!person) return null;
  const sentences = story.split(/(?<!\b(?:Mr|Mrs|Ms|Dr|St)\.)(?<=[.!?。！？])\s*/u).filter((sentence) => sentence.toLowerCase().includes(person.toLowerCase()));
  return sentences.some((sentence) => gone[language].test(sentence)) ? null : person;
}

const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());

/** What the act does to the thing and what that shows, per kind of contact, with {o} for the thing. */
const shows: Readonly<Record<ContentLanguage, Readonly<Record<ContactKind, string>>>> = {
  en: {
    taste: 'Your teeth leave a small dent in {o}, and it tastes of salt and old metal.',
    smell: 'You bring {o} close and breathe in. Under its own smell there is another one that does not belong: smoke, faint but fresh.',
    light: 'Against the light, {o} shows what you could not see before: thin lines inside it, a shape that only appears when light comes through.',
    clean: 'Under what covered {o} there are fingerprints, clear and fresh: someone else handled it, and not long ago.',
    touch: 'Under your fingers {o} is still faintly tacky, not dry the way it should be: whatever was done to it was done not long ago.',
    work: '{O} answers with a small click, and something inside it moves that was not moving before. You have started something, and you cannot tell yet what.',
    write: 'Your words stay on {o}, right under what was there. Whoever wrote the first line will know someone answered.',
    look: 'Up close, {o} shows what a glance missed: a thin scratch along one edge, too straight to be an accident, and fresh.',
  },
  vi: {
    taste: 'Răng bạn để lại một vết lõm nhỏ trên {o}, và nó có vị mặn lẫn mùi kim loại cũ.',
    smell: 'Bạn đưa {o} lại gần và hít vào. Dưới mùi của chính nó còn một mùi khác không nên có ở đó: mùi khói, nhạt nhưng còn mới.',
    light: 'Dưới ánh sáng, {o} hiện ra thứ lúc nãy bạn không thấy: những đường mảnh bên trong, một hình chỉ lộ ra khi ánh sáng xuyên qua.',
    clean: 'Bên dưới lớp phủ trên {o} là mấy dấu vân tay, rõ và còn mới: đã có người khác cầm vào nó, cách đây chưa lâu.',
    touch: 'Dưới ngón tay bạn, {o} vẫn còn hơi dính, chưa khô như lẽ ra phải thế: việc gì đã xảy ra với nó thì mới xảy ra thôi.',
    work: '{O} kêu tách một tiếng nhỏ, và có thứ gì bên trong bắt đầu chuyển động, thứ lúc nãy còn nằm im. Bạn vừa khởi động một điều gì đó, chưa biết là gì.',
    write: 'Chữ của bạn nằm lại trên {o}, ngay dưới dòng chữ cũ. Người viết dòng đầu tiên sẽ biết đã có người trả lời.',
    look: 'Nhìn gần, {o} lộ ra thứ mà liếc qua thì bỏ sót: một vết xước mảnh dọc một cạnh, thẳng quá nên không thể là tình cờ, và còn mới.',
  },
  ko: {
    taste: '{o_을} 깨물자 이 자국이 살짝 남는다. 짠맛과 오래된 쇠 맛이 난다.',
    smell: '{o_을} 코에 가까이 대고 숨을 들이쉰다. 원래 냄새 밑에 있으면 안 될 냄새가 하나 더 섞여 있다. 희미하지만 아직 생생한 연기 냄새.',
    light: '빛에 비추자 {o_이} 아까는 안 보이던 것을 드러낸다. 안쪽의 가는 선들, 빛이 통과할 때만 떠오르는 모양 하나.',
    clean: '{o}에 덮여 있던 것이 걷히자 지문이 드러난다. 선명하고 새것이다. 얼마 전에 누군가 이걸 만졌다.',
    touch: '손끝에 닿은 {o_은} 아직 살짝 끈적하다. 말라 있어야 할 텐데. 무슨 일이 있었든 얼마 안 된 일이다.',
    work: '딸깍, 작은 소리와 함께 {o} 안에서 아까는 멈춰 있던 무언가가 움직이기 시작한다. 무언가를 작동시켰다. 그게 뭔지는 아직 모른다.',
    write: '당신의 글씨가 {o}에 남는다. 원래 있던 글 바로 아래에. 처음 쓴 사람은 누군가 대답했다는 걸 알게 될 것이다.',
    look: '가까이서 보니 {o_이} 대충 볼 때 놓친 것을 보여 준다. 한쪽 모서리를 따라 난 가는 긁힌 자국. 우연이라기엔 너무 곧고, 아직 새것이다.',
  },
  zh: {
    taste: '你一口咬下去，{o}上留下一个浅浅的牙印，嘴里是咸味和旧铁的味道。',
    smell: '你把{o}凑到鼻子前吸了一口气。在它本来的气味底下，还有一股不该有的味道：烟味，很淡，但是新的。',
    light: '对着光，{o}显出了刚才看不见的东西：里面有几道细线，还有一个只有光透过时才会出现的图案。',
    clean: '{o}上盖着的那层一去掉，底下露出几个清楚的指印，还是新的：不久前有别人碰过它。',
    touch: '你的指尖碰到{o}，还有点黏，本该早就干了：不管它经历了什么，都是不久前的事。',
    work: '{o}轻轻“咔”了一声，里面有个刚才还静止的东西开始动了。你启动了什么，但还不知道是什么。',
    write: '你的字留在了{o}上，就在原来那行字下面。写第一行的人会知道有人回应了。',
    look: '凑近一看，{o}露出了匆匆一瞥时漏掉的东西：一条沿着边缘的细划痕，直得不像是意外，而且是新的。',
  },
};

/** A thing that is itself a mark (a print, a stain, ink): wiped or touched, it smears. */
const markThing: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:mark|marks|print|prints|stain|stains|ink|smudge|lipstick|writing)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:vết|mực|dấu|chữ)(?![\p{L}\p{M}])/iu,
  ko: /자국|얼룩|잉크|글씨/u,
  zh: /印|渍|痕|墨|字/u,
};

/** What wiping or touching a mark shows: it smears, fresher than it looked. */
const markShows: Readonly<Record<ContentLanguage, string>> = {
  en: '{O} smears under your fingers instead of holding: it is fresher than it looked, and the colour underneath is darker than on top. Whoever left it was here today.',
  vi: '{O} nhòe ra dưới ngón tay bạn thay vì nằm yên: nó mới hơn vẻ ngoài, và màu bên dưới đậm hơn lớp trên. Người để lại nó đã ở đây ngay hôm nay.',
  ko: '{o_이} 손끝에서 번진다. 보기보다 새것이고, 밑의 색이 겉보다 진하다. 이걸 남긴 사람은 오늘 여기 있었다.',
  zh: '{o}在你指下晕开了，没有干透：比看上去新得多，底下的颜色比表面更深。留下它的人，今天就在这里。',
};

/** The answer to a "to see if …": yes, or no when it asks whether the strange thing is only an illusion. */
function whetherLine(whether: string, language: ContentLanguage): string {
  const no = illusion[language].test(whether);
  switch (language) {
    case 'vi':
      return no ? `Bạn có câu trả lời: không, không phải ${whether}. Nó có thật, và chính vì thế mới đáng lo.` : `Bạn có câu trả lời: có, ${whether} thật. Chỉ là không theo cách bạn nghĩ.`;
    case 'ko':
      return no ? `답이 나왔다. ${whether}인 게 아니다. 진짜다. 그래서 더 걱정된다.` : `답이 나왔다. 그렇다, ${whether}. 다만 당신이 생각한 방식은 아니다.`;
    case 'zh':
      return no ? `你有了答案：不是${whether}。它是真的，这才让人不安。` : `你有了答案：是的，${whether}。只是和你想的不太一样。`;
    default: {
      const turned = whether.replace(/^(?:its|it's|it is)\s+/iu, '');
      return no ? `You have your answer: no, it is not ${turned}. It is real, and that is what worries you.` : `You have your answer: yes, it is ${turned}. Just not in the way you thought.`;
    }
  }
}

/** Korean: {o_을} and the like take the particle the thing's last syllable needs. */
function fill(template: string, thing: string, language: ContentLanguage): string {
  if (language !== 'ko') return template.replace('{O}', cap(thing)).replace(/\{o\}/gu, thing);
  return template.replace(/\{o_(을|이|은)\}/gu, (_, particle: string) => withParticle(thing, particle)).replace(/\{o\}/gu, thing);
}

/** The beat: what the act does to the thing and shows, the answer to its "to see if", and what it costs. */
export function thingActLines(act: ThingAct, person: string | null, light: boolean, language: ContentLanguage): string[] {
  const onMark = (act.kind === 'clean' || act.kind === 'touch') && markThing[language].test(act.thing);
  // A thing the story has moving of itself (an arm twitching, a clock running backward) is told by that, not by the stock reveal.
  const moving = act.moving && (act.kind === 'touch' || act.kind === 'work' || act.kind === 'clean');
  const lines = [fill(onMark ? markShows[language] : moving ? movingShows[language] : shows[language][act.kind], act.thing, language)];
  if (act.whether && act.whether.length > 1) lines.push(whetherLine(act.whether, language));
  if (person) lines.push(costLine(person, light, language));
  return lines;
}

/** What the act costs: the person there saw it, or the time it took. */
function costLine(person: string | null, light: boolean, language: ContentLanguage): string {
  const P = person ? cap(person) : '';
  switch (language) {
    case 'vi':
      return person ? (light ? `${P} đã thấy bạn làm vậy, và đang cố nhịn cười.` : `${P} đã thấy bạn làm vậy, và không nói gì. Thế còn đáng lo hơn.`) : 'Việc đó mất lâu hơn bạn tưởng; xung quanh yên ắng quá, như đang chờ xem bạn làm gì tiếp.';
    case 'ko':
      return person ? (light ? `${withParticle(person, '은')} 그걸 보고 웃음을 참고 있다.` : `${withParticle(person, '은')} 그걸 다 봤다. 그리고 아무 말도 하지 않는다. 그게 더 신경 쓰인다.`) : '생각보다 오래 걸렸다. 주위가 너무 조용하다. 당신이 다음에 뭘 할지 기다리는 것처럼.';
    case 'zh':
      return person ? (light ? `${person}看见了，正忍着不笑出来。` : `${person}全看见了，却一句话也没说，这更让人不安。`) : '这比你想的花了更久。四周安静得过分，像是在等你下一步。';
    default:
      return person ? (light ? `${P} saw you do it and is trying not to smile.` : `${P} saw you do it and says nothing, which is worse.`) : 'It took longer than you meant it to. The quiet around you feels like it is waiting to see what you do next.';
  }
}

/** Three options that follow from what the act showed. */
export function thingActOptions(act: ThingAct, person: string | null, language: ContentLanguage): string[] {
  const o = act.thing;
  const own: Readonly<Record<ContentLanguage, Readonly<Record<ContactKind, string>>>> = {
    en: { taste: `Keep ${o}`, smell: 'Follow the smell of smoke', light: 'Copy down the shape the light showed', clean: 'Find out whose fingerprints they are', touch: `Find out who was here before you`, work: 'Wait and watch what it does', write: 'Hide nearby and see who reads it', look: 'Follow where the scratch leads' },
    vi: { taste: `Giữ ${o} lại`, smell: 'Lần theo mùi khói', light: 'Chép lại hình vừa hiện ra', clean: 'Tìm xem dấu vân tay đó là của ai', touch: 'Tìm xem ai đã ở đây trước bạn', work: 'Đứng chờ xem nó làm gì', write: 'Nấp gần đó xem ai đọc', look: 'Lần theo vết xước' },
    ko: { taste: `${withParticle(o, '을')} 챙긴다`, smell: '연기 냄새를 따라간다', light: '빛에 떠오른 모양을 베껴 둔다', clean: '지문의 주인을 찾는다', touch: '당신보다 먼저 여기 온 사람을 찾는다', work: '무슨 일이 일어나는지 지켜본다', write: '근처에 숨어 누가 읽는지 본다', look: '긁힌 자국이 이어진 곳을 따라간다' },
    zh: { taste: `收好${o}`, smell: '循着烟味找过去', light: '把光里显出的图案描下来', clean: '查出这些指印是谁的', touch: '查查在你之前谁来过', work: '站着看它接下来会怎样', write: '躲在附近，看谁会来读', look: '顺着划痕找下去' },
  };
  const ask = person && act.kind !== 'write' ? { en: `Ask ${person} about what you found`, vi: `Hỏi ${person} về điều bạn vừa thấy`, ko: `${person}에게 방금 찾은 것에 대해 묻는다`, zh: `问${person}这是怎么回事` }[language] : null;
  return [cap(own[language][act.kind]), ...(ask ? [ask] : [])];
}
