/**
 * A thing with words written on it (issue 13, round 11): "a tin box marked 'for the next tenant'", "a key with my
 * name on it", "một cái lọ thủy tinh, trên nắp có dòng chữ 'mở khi buồn'", "'다음 사람에게'라고 적힌 봉투", "一把钥匙，
 * 上面刻着我的名字". The words are read by their grammar — an address (for / to / 에게 / 给: whoever comes is meant), an
 * instruction (an imperative or a prohibition: kept as asked), or the narrator's own name (it was left for me) — and the
 * story answers them instead of returning the thing to an owner nobody named.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { findOpeningQuote } from './story-cast.ts';
import { findActor } from './story-thing-actors.ts';
import { isStoryNounPhrase } from './story-noun-phrase.ts';
import { capitalizeLeading } from './text-tools.ts';

/** What the words on the thing do. */
export type WrittenRole = 'address' | 'instruction' | 'name';

/** A thing with words on it, read from an opening. */
export interface WrittenThing {
  thing: string;
  /** The words as written (null for the narrator's own name). */
  words: string | null;
  role: WrittenRole;
}

/** The narrator's own name written on the thing. */
const ownName: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:with my (?:name|initials) (?:on|engraved|carved|written)|my name (?:on|engraved|carved|written|scratched))\b/iu,
  vi: /(?:có|ghi|khắc|viết)\s+(?:cả\s+)?tên (?:tôi|mình|em)(?![\p{L}\p{M}])/iu,
  ko: /(?:내|제) 이름이 (?:적힌|새겨진|쓰인|써 있는|새겨져|적혀|쓰여)/u,
  zh: /(?:刻|写|印|绣)着我的名字/u,
};

/** The thing that carries the words, before the word of writing ("marked", "trên nắp có dòng chữ", "적힌 봉투", "上面刻着"). */
const carrier: Readonly<Record<ContentLanguage, readonly RegExp[]>> = {
  en: [/\b(?:a|an|the|this|that|my)\s+((?:[a-z-]+\s+){0,2}[a-z]+)(?:\s+(?:in|on|at|from|under)\s+(?:the|my|our|a)\s+[a-z]+)?\s+(?:marked|labell?ed|that (?:said|read|says|reads)|with (?:the words|a (?:note|label|tag) (?:that )?(?:said|saying|reading))|engraved with|with my (?:name|initials))\b/iu],
  vi: [/((?:cái|chiếc|lọ|hộp|phong bì|tấm|mảnh|cuốn|quyển|bức|chùm)\s(?:[\p{L}\p{M}]+\s?){1,3}?)[,\s]+(?:trên (?:nắp|đó|mặt|bìa|lưng)|bên ngoài|ngoài bìa)?\s*(?:có (?:dòng |mấy |hàng )?chữ|ghi|khắc|viết)/iu],
  ko: [/(?:적힌|쓰인|새겨진|써 있는|쓰여 있는|붙은)\s((?:[가-힣]+\s)?[가-힣]+?)(?:을|를|이|가|은|는|하나|한)(?:\s|$)/u],
  zh: [/一([把个只封张本条块枚])([\u4e00-\u9fff]{1,4}?)[，,]\s*(?:上面|背面|盖子上|封面上)(?:刻|写|印|贴)着/u, /(?:写着|刻着|印着)[“"‘'「][^”"’'」]{1,20}[”"’'」]的([\u4e00-\u9fff]{1,4})/u],
};

/** The words are worn by someone (a bell on a collar, cổ đeo, 목에 건, 脖子上挂着): the wearer is the story. */
const wornWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:collar|around (?:its|his|her) neck|wearing|wore)\b/iu,
  vi: /(?:^|\s)(?:đeo|cổ)(?=\s)/iu,
  ko: /목에|달고 있|걸고 있/u,
  zh: /脖子|戴着|挂着/u,
};

/** An address: for whoever comes (for, to, dành cho, gửi, 에게, 给, 致). */
const addressed: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:for|to)\b/iu,
  vi: /^(?:dành cho|gửi|cho)(?![\p{L}\p{M}])/iu,
  ko: /(?:에게|께|한테)$/u,
  zh: /^(?:给|致|送给)/u,
};

/** An instruction: an imperative or a prohibition (do not open until, mở khi buồn, 열지 마세요, 别打开). */
const instructed: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:do not|don['’]t|never|open|keep|read|wait|save|use|please|play|listen|watch|give|call|wear|plant|take|look|remember|share)\b/iu,
  vi: /^(?:đừng|hãy|mở|giữ|đọc|chờ|đợi|cất|xin)(?![\p{L}\p{M}])/iu,
  ko: /(?:마세요|말 것|마시오|지 마|세요|하시오|할 것|열어|읽어)$/u,
  zh: /^(?:别|不要|请|打开|拆开|等|留着|勿)/u,
};

function carriedThing(opening: string, language: ContentLanguage): string | null {
  for (const pattern of carrier[language]) {
    const m = pattern.exec(opening);
    if (m === null) continue;
    // "a cassette tape inside labelled…": an adverb of place after the noun is no part of the thing.
    const phrase = language === 'zh' && m[2] !== undefined ? m[2] : (m[1] as string).trim().replace(/\s+(?:inside|outside|there|here|underneath|within)$/iu, '');
    const thing = language === 'en' ? `the ${phrase.toLowerCase()}` : phrase;
    if (isStoryNounPhrase(language === 'en' ? phrase : thing, language)) return thing;
  }
  return null;
}

/** Reads a thing with words on it, or null when the opening has none (or the grammar is not sure of the thing). */
export function findWrittenThing(opening: string, language: ContentLanguage): WrittenThing | null {
  // A creature that wears the words (a kitten with a bell, a dog with a tag) is what the opening turns on, not its tag.
  if (findActor(opening, language)?.kind === 'animal' || wornWords[language].test(opening)) return null;
  const name = ownName[language].test(opening);
  const words = name ? null : findOpeningQuote(opening, language);
  if (!name && words === null) return null;
  const thing = carriedThing(opening, language);
  if (thing === null) return null;
  // Words that open a sentence of the story start with a capital (en, vi), as the visitor's may not.
  const said = words === null ? null : language === 'en' || language === 'vi' ? capitalizeLeading(words) : words;
  // Round 11 (set H read): "For Ellie, play on your 18th": an address followed by an instruction is the instruction.
  const afterAddress = (words ?? '').replace(/^[^,，;；:：]+[,，;；:：]\s*/u, '');
  const addressThenOrder = afterAddress !== words && instructed[language].test(afterAddress);
  const ordered = addressThenOrder || instructed[language].test(words as string);
  const role: WrittenRole = name ? 'name' : addressed[language].test(words as string) && !addressThenOrder ? 'address' : ordered ? 'instruction' : 'address';
  return { thing, words: said, role };
}

/** Three paragraphs of sentences. */
type Plot = [string[], string[], string[]];

function english({ thing, words, role }: WrittenThing): Plot {
  const T = capitalizeLeading(thing);
  if (role === 'name') return [
    [`It was my name, no mistake: there on ${thing}, as if it had been waiting for me.`],
    [`I went over everyone who knew me well enough to leave ${thing} there, and everyone who had been in this place before me.`, 'Nobody fitted, and the not-knowing stayed with me for days.'],
    [`I kept ${thing} close after that. Whoever put my name on it had meant it for me, and that was reason enough to look after it.`],
  ];
  if (role === 'instruction') return [
    [`"${words as string}." The words were plain, almost stern, written by someone who expected to be taken at their word.`],
    [`I turned ${thing} over in my hands and put it down again. Curiosity pulled one way and the words the other, and I let the words win.`, 'I put it where I would see it every day and left it exactly as they asked.'],
    [`${T} is still there, waiting for its time. Whoever wrote "${words as string}" trusted a stranger to keep their word, and I mean to.`],
  ];
  return [
    [`I read the words twice: "${words as string}." Whoever wrote them never knew my name, but they knew someone like me would come.`],
    [`I did not open ${thing} at once. I thought first about the person who had written on it: the careful letters, the hope that it would reach the right hands instead of the bin.`],
    [`I kept ${thing}, and the words with it. One day I will leave something of my own in the same place, with a line for whoever comes after me.`],
  ];
}

function vietnamese({ thing, words, role }: WrittenThing): Plot {
  if (role === 'name') return [
    [`Đúng là tên tôi, không lẫn vào đâu được: ở ngay trên ${thing}, như thể nó đã chờ tôi từ lâu.`],
    [`Tôi nghĩ lần lượt đến từng người đủ thân để để ${thing} lại cho tôi, rồi cả những người từng ở chỗ này trước tôi.`, 'Chẳng ai khớp, và cái cảm giác không biết ấy theo tôi mấy ngày liền.'],
    [`Từ đó tôi giữ ${thing} bên mình. Ai đã viết tên tôi lên đó thì hẳn là dành nó cho tôi, thế là đủ để tôi giữ gìn nó.`],
  ];
  if (role === 'instruction') return [
    [`“${words as string}.” Dòng chữ ngắn gọn, như lời dặn của một người tin rằng mình sẽ được nghe theo.`],
    [`Tôi cầm ${thing} lên, xoay qua xoay lại rồi đặt xuống. Tò mò kéo một đằng, lời dặn kéo một nẻo, và tôi nghe theo lời dặn.`, 'Tôi để nó ở chỗ ngày nào cũng nhìn thấy, đúng như dòng chữ dặn.'],
    [`Nó vẫn nằm đó, chờ đến lúc của nó. Người viết “${words as string}” đã tin một người khác sẽ giữ lời, và tôi định giữ lời.`],
  ];
  return [
    [`Tôi đọc đi đọc lại dòng chữ: “${words as string}”. Người viết không biết tên tôi, nhưng đã tin rằng sẽ có một người như tôi tìm thấy.`],
    [`Tôi chưa vội mở ${thing}. Tôi nghĩ về người đã viết những chữ ấy trước: nét chữ cẩn thận, mong sao nó đến đúng tay người cần, chứ không bị vứt đi.`],
    [`Tôi giữ ${thing} lại, cùng dòng chữ trên đó. Rồi một ngày, tôi cũng sẽ để lại một thứ ở chỗ ấy, kèm vài chữ cho người đến sau.`],
  ];
}

function korean({ thing, words, role }: WrittenThing): Plot {
  const obj = withParticle(thing, '을');
  if (role === 'name') return [
    [`틀림없는 내 이름이었다. 오래전부터 나를 기다리고 있었던 것처럼, ${thing}에 또렷이 있었다.`],
    [`나는 ${obj} 거기 둘 만큼 나를 잘 아는 사람들을 하나씩 떠올려 보았다. 이곳에 나보다 먼저 머물렀던 사람들까지.`, '짚이는 사람은 없었고, 그 모르는 마음이 며칠이나 나를 따라다녔다.'],
    [`그 뒤로 나는 ${obj} 곁에 두었다. 누가 내 이름을 남겼든 나를 위해 남긴 것이었고, 아끼기에는 그걸로 충분했다.`],
  ];
  if (role === 'instruction') return [
    [`‘${words as string}’. 짧고 단호한 글씨였다. 이 말이 지켜질 거라고 믿은 사람의 글씨.`],
    [`나는 ${obj} 들어 이리저리 돌려 보다가 다시 내려놓았다. 궁금한 마음과 그 한 줄이 서로 잡아당겼고, 나는 그 한 줄을 따르기로 했다.`, '매일 눈에 띄는 자리에, 적힌 그대로 두었다.'],
    [`${withParticle(thing, '은')} 아직 그 자리에서 때를 기다리고 있다. ‘${words as string}’라고 쓴 사람은 모르는 누군가가 약속을 지켜 주리라 믿었고, 나는 그 믿음을 지킬 생각이다.`],
  ];
  return [
    [`나는 그 글씨를 두 번 읽었다. ‘${words as string}’. 쓴 사람은 내 이름을 몰랐겠지만, 나 같은 누군가가 오리라는 건 알았던 모양이다.`],
    [`나는 ${obj} 바로 열지 않았다. 그 글씨를 쓴 사람을 먼저 생각했다. 또박또박 눌러 쓴 글씨, 버려지지 않고 맞는 사람 손에 닿기를 바라는 마음.`],
    [`나는 ${obj} 그 글씨와 함께 간직하기로 했다. 언젠가 나도 이곳을 떠날 때, 다음에 올 누군가를 위해 한 줄 적어 두고 갈 생각이다.`],
  ];
}

function chinese({ thing, words, role }: WrittenThing): Plot {
  if (role === 'name') return [
    [`确实是我的名字，错不了：就在${thing}上，好像早就在等我。`],
    [`我把够熟悉我、会把${thing}留在那儿的人挨个想了一遍，连以前在这里待过的人也想了。`, '一个也对不上，那种想不通的感觉跟了我好几天。'],
    [`从那以后，我把${thing}带在身边。不管是谁留下了我的名字，它都是留给我的，这就够我好好收着它了。`],
  ];
  if (role === 'instruction') return [
    [`“${words as string}”。字不多，语气很笃定，像是写的人相信一定会有人照做。`],
    [`我把${thing}拿起来翻看了几遍，又放下了。好奇心往一边拉，那行字往另一边拉，最后我听了那行字的。`, '我把它放在每天都看得见的地方，照字上说的办。'],
    [`它现在还在那儿，等着它的时候。写下“${words as string}”的人相信一个陌生人会守约，我打算守约。`],
  ];
  return [
    [`我把那行字读了两遍：“${words as string}”。写字的人不知道我的名字，却相信总会有一个像我这样的人来。`],
    [`我没有急着打开${thing}。我先想了想写字的人：一笔一画写得很认真，盼着它落到对的人手里，而不是被扔掉。`],
    [`我把${thing}和那行字一起留了下来。等哪天我离开这里，也要留下一样东西，给下一个来的人写上一句话。`],
  ];
}

/** The three paragraphs of a thing with words on it, told by the narrator. */
export function writeWrittenThing(written: WrittenThing, language: ContentLanguage): Plot {
  if (language === 'en') return english(written);
  if (language === 'vi') return vietnamese(written);
  if (language === 'ko') return korean(written);
  return chinese(written);
}
