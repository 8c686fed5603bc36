/**
 * Two kinds of adventure choice that a fresh read of requests kept missing (issue 13, round 6), with a result that
 * names what the visitor wrote instead of a stock find:
 * - SEEK: "look for the IOU", "tìm tờ giấy nợ", "열쇠를 찾는다", "找那张借条": the thing sought (rule A checked) is found,
 *   hidden in a hurry, or is gone with someone there first; the next options follow from which.
 * - BARGAIN: "bargain with the dragon", "thương lượng", "협상한다", "谈条件": the other side weighs the offer and answers.
 * Lines carry no place, weather, named person or object of their own: only the visitor's thing, or nothing.
 */
import { capitalizeLeading as capital } from './text-tools.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { nounPhraseOrNull, trimToNounPhrase } from './adventure-noun-phrase.ts';
import type { PhraseComposer } from './phrase-grammar.ts';

/** A choice read as a seek or a bargain, with its line and the options that follow from it. */
export interface AdventureMove {
  kind: 'seek' | 'bargain' | 'tend' | 'barricade' | 'turn' | 'lure';
  line: string;
  options: readonly string[];
}

const viEdge = '(?<![\\p{L}\\p{M}])';
const viAfter = '(?![\\p{L}\\p{M}])';

/** Verbs of looking for something, with what follows them. */
const seekPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:look(?:s|ing)? for|search(?:es|ing)? for|hunt(?:s|ing)? for|find|finds|dig(?:s)? out)\s+(.+)/iu,
  vi: new RegExp(`${viEdge}(?:tìm kiếm|tìm lại|tìm cho ra|tìm|kiếm)${viAfter}\\s+(.+)`, 'iu'),
  ko: /([가-힣A-Za-z0-9]+(?:\s[가-힣A-Za-z0-9]+)?)(?:을|를)\s*(?:찾는다|찾아본다|찾아 본다|찾아낸다|찾기 시작|찾고 있)/u,
  zh: /(?:寻找|找找|找到|找出|找)([^，。！？、\s,.!?]{2,8})/u,
};

/** A trip made to find something ("go to the market to find parts", "부품을 찾으러 간다"): the scene of going tells it. */
const tripPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:go|goes|head|heads|run|runs|drive|drives|walk|walks|travel|travels|return|returns)\b[^.]*\b(?:to find|to look for|and find|and look for)\b/iu,
  vi: new RegExp(`${viEdge}(?:đi|đến|tới|chạy tới|chạy đến|quay về|quay lại)${viAfter}[^.]*${viEdge}tìm${viAfter}`, 'iu'),
  ko: /찾으러|찾아서\s*(?:간다|가|떠난)/u,
  zh: /(?:去|到|回)[^，。！？]{1,10}(?:找|寻找)/u,
};

/** Words for people: a person looked for is no thing found in a drawer (the caller keeps its other beats). */
const personWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:man|woman|boy|girl|kid|child|friend|sister|brother|mother|father|mom|mum|dad|grandma|grandpa|grandmother|grandfather|son|daughter|wife|husband|boyfriend|girlfriend|teacher|captain|driver|guard|survivor|survivors|people|someone|him|her|them|dog|cat)\b|^(?:the |your )?\p{Lu}\p{Ll}+$/u,
  vi: new RegExp(`${viEdge}(?:người|anh|chị|em|cô|chú|bác|ông|bà|mẹ|bố|ba|má|con|bạn|thầy|cậu|nhóc|chó|mèo)${viAfter}`, 'iu'),
  ko: /사람|씨$|님$|엄마|아빠|친구|언니|오빠|형|누나|동생|선배|후배|할머니|할아버지|아이|강아지|고양이|생존자/u,
  zh: /人|妈|爸|姐|哥|弟|妹|朋友|老师|爷|奶|先生|小姐|阿姨|叔|孩子|狗|猫/u,
};

/** Words a sought English phrase stops before (the rest of the sentence, not the thing). */
const englishCut = /\s+(?:and|before|while|so|to|that|which|in|inside|under|behind|on|at|from|among|between|near|first|again|quickly|quietly)\b.*$/iu;

/** The thing a choice looks for, when it is a complete noun phrase (rule A) and no person; null otherwise. */
export function soughtThing(choice: string, language: ContentLanguage): string | null {
  if (tripPatterns[language].test(choice)) return null;
  const match = seekPatterns[language].exec(choice);
  if (!match) return null;
  let span = (match[1] as string).trim();
  if (language === 'en') span = span.split(/[,.;:!?]/u)[0]?.replace(englishCut, '') ?? '';
  if (language === 'vi') span = span.split(/[,.;:!?]/u)[0] ?? '';
  // "那把备用钥匙": a demonstrative with its measure word stays with the noun it counts.
  const counted = language === 'zh' ? /^([那这][把张只个本封块枚件条盏支瓶盒袋台部])(\p{Script=Han}{2,6})/u.exec(span) : null;
  if (counted && nounPhraseOrNull(counted[2], 'zh') && !personWords.zh.test(counted[2] as string)) return `${counted[1]}${counted[2]}`;
  // "음악실을 뒤져 단서를 찾는다": a verb's connective form (뒤져, 열어, 살펴) is no part of the thing (round 10).
  const koreanWords = language === 'ko' ? span.split(/\s+/u).slice(-2) : [];
  if (koreanWords.length === 2 && /(?:져|쳐|워|려|혀|봐|펴|어서|아서|해서|고서|열어|닫아|찾아)$/u.test(koreanWords[0] as string)) koreanWords.shift();
  const thing = language === 'ko' ? nounPhraseOrNull(koreanWords.join(' '), 'ko') ?? nounPhraseOrNull(span.split(/\s+/u).pop(), 'ko') : trimToNounPhrase(language === 'zh' ? span : span.split(/\s+/u).slice(0, 5).join(' '), language);
  if (!thing || personWords[language].test(thing)) return null;
  // An English phrase needs its article: "the IOU", "your keys"; a bare word after "find" is often a verb ("find out").
  if (language === 'en' && !/^(?:the|a|an|your|his|her|their|that|this|some)\s/iu.test(thing)) return null;
  return thing;
}


/** The thing found (index 0) or gone (index 1), per language. */
function seekLines(thing: string, language: ContentLanguage): readonly [string, string] {
  switch (language) {
    case 'vi':
      return [
        `Mất một lúc, nhưng cuối cùng bạn cũng tìm thấy ${thing}, bị nhét vào chỗ khuất như có ai vội vàng giấu đi, mà mới đây thôi.`,
        `${capital(thing)} không còn ở chỗ lẽ ra phải ở. Chỗ đó chỉ còn một vệt sạch trên lớp bụi, còn rất mới: có người đã đến trước bạn.`,
      ];
    case 'ko':
      return [
        `한참 만에 ${withParticle(thing, '을')} 찾아낸다. 누가 급하게 숨긴 듯 눈에 안 띄는 구석에 밀어 넣어져 있다. 그것도 얼마 전에.`,
        `${withParticle(thing, '은')} 있어야 할 자리에 없다. 그 자리엔 먼지 위에 깨끗한 자국만 남아 있고, 아직 새것이다. 누군가 먼저 다녀갔다.`,
      ];
    case 'zh':
      return [
        `找了好一会儿，你终于找到了${thing}。它被塞在最不起眼的地方，像是有人匆匆藏起来的，而且就在不久前。`,
        `${thing}不在它该在的地方。原处只留下一块干净的印子，还很新：有人比你先到了一步。`,
      ];
    default:
      return [
        `It takes a while, but you find ${thing}, pushed out of sight as if someone hid it in a hurry, and not long ago.`,
        `${capital(thing)} is not where it should be. Where it was, there is only a clean outline in the dust, and it is recent: someone got here first.`,
      ];
  }
}

/** The options after the thing was found (index 0) or was gone (index 1). */
function seekOptions(thing: string, language: ContentLanguage): readonly [readonly string[], readonly string[]] {
  switch (language) {
    case 'vi':
      return [[`Cầm ${thing} đi ngay`, 'Để lại chỗ cũ và coi như chưa thấy gì', 'Tìm xem ai đã giấu nó ở đây'], ['Tìm xem ai đã đến trước', 'Lục soát những chỗ còn lại', 'Rời đi trước khi có người thấy']];
    case 'ko':
      return [[`${withParticle(thing, '을')} 챙겨서 바로 떠난다`, '제자리에 두고 못 본 척한다', '누가 여기에 숨겼는지 알아본다'], ['누가 먼저 다녀갔는지 알아본다', '남은 곳을 마저 뒤진다', '누가 보기 전에 자리를 뜬다']];
    case 'zh':
      return [[`带上${thing}马上离开`, '放回原处，假装没看见', '查查是谁把它藏在这里的'], ['查查是谁先来过', '把剩下的地方也翻一遍', '趁没人看见赶紧离开']];
    default:
      return [[`Take ${thing} and go`, 'Put it back and act as if you never saw it', 'Find out who hid it here'], ['Find out who got here first', 'Search the rest of the place', 'Leave before anyone sees you']];
  }
}

/** Offering a deal: the verbs of bargaining. */
const bargainPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:bargain|bargains|negotiate|negotiates|haggle|make a deal|strike a deal|offer (?:a|to) (?:deal|trade)|trade (?:it|him|her|them) )/iu,
  vi: new RegExp(`${viEdge}(?:thương lượng|mặc cả|trả giá|giao kèo|thỏa thuận|đổi lấy|đề nghị đổi|ra điều kiện)${viAfter}`, 'iu'),
  ko: /협상|흥정|거래를|거래한|거래하|조건을 건|조건을 내/u,
  zh: /谈判|谈条件|讨价还价|做个交易|做交易|换取|拿.{1,8}来换|用.{1,8}(?:换|交换)/u,
};

function bargainLines(language: ContentLanguage): readonly string[] {
  switch (language) {
    case 'vi':
      return [
        'Một lúc lâu không có câu trả lời, chỉ có ánh nhìn soi xét thứ bạn đưa ra. Rồi: “Chưa đủ. Nhưng cũng là một khởi đầu. Còn gì nữa không?”',
        'Lời đề nghị được cân nhắc trong im lặng. Rồi chậm rãi: “Thú vị đấy. Nói lại lần nữa, và lần này cho biết vì sao nên tin.”',
      ];
    case 'ko':
      return [
        '한참 동안 대답이 없다. 내민 것을 뚫어지게 볼 뿐이다. 그러다 입을 연다. “부족해. 하지만 시작은 됐군. 또 뭘 줄 수 있지?”',
        '제안을 두고 긴 침묵이 흐른다. 그러다 천천히 말한다. “흥미롭군. 다시 말해 봐. 이번엔 왜 믿어야 하는지도.”',
      ];
    case 'zh':
      return [
        '好一会儿没有回答，对方只是死死盯着你拿出来的东西。然后开口：“不够。不过，算是个开头。你还有什么？”',
        '对方沉默地掂量着你的提议，过了很久才慢慢开口：“有意思。再说一遍，这次告诉我，凭什么信你。”',
      ];
    default:
      return [
        'For a long moment there is no answer, only a hard look at what you are offering. Then: “Not enough. But it is a start. What else have you got?”',
        'Your offer is weighed in silence. Then, slowly: “Interesting. Say that again, and this time tell me why I should believe you.”',
      ];
  }
}

function bargainOptions(language: ContentLanguage): readonly string[] {
  switch (language) {
    case 'vi':
      return ['Đưa thêm một thứ nữa', 'Giữ nguyên lời đề nghị và chờ', 'Nói thật mọi chuyện'];
    case 'ko':
      return ['하나를 더 내놓는다', '제안을 바꾸지 않고 버틴다', '차라리 사실대로 말한다'];
    case 'zh':
      return ['再加一样东西', '咬住条件不松口', '干脆说出实话'];
    default:
      return ['Offer something more', 'Hold firm and wait', 'Tell the truth instead'];
  }
}

/** Tending a wound, and blocking a way in: two acts of survival stories, each with a result that invents no one. */
const tendPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:bandage|bandages|dress the wound|patch (?:up|him|her|them)|treat (?:the|his|her|their|your) wound|stop the bleeding|clean the wound)\b/iu,
  vi: new RegExp(`${viEdge}(?:băng bó|băng vết thương|băng lại|sơ cứu|cầm máu|rửa vết thương)${viAfter}`, 'iu'),
  ko: /붕대|지혈|응급 처치|응급처치|상처를 (?:감|싸|치료|소독|닦)/u,
  zh: /包扎|止血|处理伤口|清理伤口|上药/u,
};
const barricadePatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:barricade|barricades|board up|block the (?:door|doors|entrance|window|windows|way in)|wedge the door)\b/iu,
  vi: new RegExp(`${viEdge}(?:chặn cửa|chèn cửa|chắn cửa|chặn lối vào|chặn kín|rào cửa)${viAfter}`, 'iu'),
  ko: /바리케이드|(?:문|입구|창문|셔터|출입구)(?:을|를)?\s?(?:막|틀어막)/u,
  zh: /堵住|堵门|顶住门|挡住门|封住门|封死|堵死/u,
};
const tendLines: Readonly<Record<ContentLanguage, string>> = {
  en: 'You clean the wound and bind it as tightly as you can. The bleeding slows, and for the first time in a while the pain eases enough to think.',
  vi: 'Bạn lau sạch vết thương rồi băng lại thật chặt. Máu chảy chậm dần, và lần đầu tiên sau một lúc lâu, cơn đau dịu đi đủ để nghĩ tiếp.',
  ko: '상처를 닦고 할 수 있는 만큼 단단히 감싼다. 피가 서서히 멎고, 한참 만에 처음으로 생각할 여유가 생긴다.',
  zh: '你把伤口清理干净，尽量扎紧。血慢慢止住了，疼痛也终于缓了下来，总算能喘口气，想想下一步。',
};
const tendOptions: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Ask what happened', 'Rest a moment longer', 'Move on while you still can'],
  vi: ['Hỏi chuyện gì đã xảy ra', 'Nghỉ thêm một lát', 'Đi tiếp khi còn có thể'],
  ko: ['무슨 일이 있었는지 묻는다', '조금 더 쉬었다 간다', '아직 움직일 수 있을 때 떠난다'],
  zh: ['问问到底发生了什么', '再歇一会儿', '趁还走得动，继续赶路'],
};
const barricadeLines: Readonly<Record<ContentLanguage, string>> = {
  en: 'It takes everything you have, but the way in is blocked. Something outside hits it once, twice, and then goes quiet. It holds, for now.',
  vi: 'Phải dốc hết sức, nhưng lối vào đã bị chặn. Có thứ gì bên ngoài đập vào một lần, hai lần, rồi im bặt. Tạm thời nó vẫn trụ được.',
  ko: '온 힘을 다해 입구를 막는다. 바깥에서 무언가가 한 번, 두 번 부딪치더니 조용해진다. 일단은 버틴다.',
  zh: '你用尽全身力气，总算把入口堵死了。外面有什么东西撞了一下，两下，然后没了动静。至少现在，还撑得住。',
};
const barricadeOptions: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Look for another way out', 'Check who is still with you', 'Watch whether it holds'],
  vi: ['Tìm một lối ra khác', 'Xem những ai vẫn còn ở bên bạn', 'Canh xem nó có trụ được không'],
  ko: ['다른 출구를 찾는다', '곁에 누가 남았는지 살핀다', '막아 둔 것이 버티는지 지켜본다'],
  zh: ['找找别的出口', '看看身边还剩谁', '守着看它能不能撑住'],
};

/** Turning round to face what the story put behind the player (a tap on the shoulder, a cough at one's back). */
const turnPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:turn around|turn round|turns around|look behind|look back|spin around)\b/iu,
  vi: new RegExp(`${viEdge}(?:quay lại nhìn|quay người lại|ngoảnh lại|quay đầu lại|quay lại)${viAfter}`, 'iu'),
  ko: /뒤를 돌아|뒤돌아|돌아본다|돌아보/u,
  zh: /回头|转身|转过身|扭头/u,
};
const behindPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bbehind you\b|\byour shoulder\b|\bat your back\b/iu,
  vi: new RegExp(`${viEdge}(?:sau lưng|phía sau bạn|vai bạn)${viAfter}`, 'iu'),
  ko: /뒤에서|등 뒤|어깨를 두드/u,
  zh: /身后|背后|拍了拍你|拍你的肩/u,
};
const turnLines: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['You turn. Someone is standing right behind you, close enough to touch, and does not step back.', 'You turn slowly. There is someone there, much closer than you thought, waiting for you to speak first.'],
  vi: ['Bạn quay lại. Có người đang đứng ngay sau lưng, gần đến mức chạm được, và không hề lùi lại.', 'Bạn từ từ quay lại. Có người ở đó thật, gần hơn bạn tưởng rất nhiều, như đang chờ bạn lên tiếng trước.'],
  ko: ['돌아보니 바로 뒤에 누군가 서 있다. 손이 닿을 만큼 가까운데, 물러서지 않는다.', '천천히 돌아본다. 생각보다 훨씬 가까이에 누군가 서서, 네가 먼저 입을 열기를 기다리고 있다.'],
  zh: ['你转过身。有个人就站在你身后，近得伸手就能碰到，却一步也没退。', '你慢慢回过头。那里真的有人，比你想的近得多，像是在等你先开口。'],
};
const turnOptions: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Ask who they are', 'Step back slowly', 'Stay still and say nothing'],
  vi: ['Hỏi người đó là ai', 'Từ từ lùi lại', 'Đứng yên, không nói gì'],
  ko: ['누구냐고 묻는다', '천천히 뒤로 물러난다', '가만히 서서 아무 말도 하지 않는다'],
  zh: ['问对方是谁', '慢慢往后退', '站着不动，一句话也不说'],
};

/** Drawing the danger away with a noise or a thrown thing. */
const lurePatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:distract|distracts|lure|lures|draw (?:them|it|the \w+) away|decoy)\b/iu,
  vi: new RegExp(`${viEdge}(?:dụ|nhử|đánh lạc hướng|thu hút sự chú ý|dụ chúng)${viAfter}`, 'iu'),
  ko: /유인|주의를 돌|시선을 끌|관심을 돌/u,
  zh: /引开|引走|吸引.{0,4}注意|调虎离山|转移.{0,4}注意/u,
};
const lureLines: Readonly<Record<ContentLanguage, string>> = {
  en: 'It works: the noise draws them. One by one the shapes turn and drift toward the sound, away from you. You have a minute, maybe less.',
  vi: 'Mẹo đó có tác dụng: tiếng động kéo chúng đi. Từng bóng một quay lại, lừ đừ tiến về phía âm thanh, xa dần chỗ bạn. Bạn có một phút, có khi còn ít hơn.',
  ko: '통한다. 소리에 이끌린 그림자들이 하나둘 방향을 틀더니, 당신 쪽이 아니라 소리 나는 쪽으로 몰려간다. 시간은 1분, 어쩌면 그보다 짧다.',
  zh: '成了：声音把它们引了过去。一个接一个，那些身影转过身，朝声音的方向挪去，离你越来越远。你只有一分钟，也许更短。',
};
const lureOptions: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Move now, while they are distracted', 'Wait until they are all gone', 'Check that the way is really clear'],
  vi: ['Đi ngay khi chúng còn bị dụ', 'Chờ cho chúng đi hết', 'Kiểm tra xem đường đã thật sự trống chưa'],
  ko: ['한눈판 틈에 바로 움직인다', '전부 사라질 때까지 기다린다', '길이 정말 비었는지 확인한다'],
  zh: ['趁它们被引开，马上行动', '等它们全走光再说', '先确认路上真的没东西了'],
};

/** The move a choice makes (a seek, a bargain, tending a wound, a barricade, a turn) with its line and options, or null. */
export function readMove(c: PhraseComposer, choice: string, story = ''): AdventureMove | null {
  const language = c.language;
  if (turnPatterns[language].test(choice) && behindPatterns[language].test(story)) return { kind: 'turn', line: c.pick(turnLines[language]), options: turnOptions[language] };
  if (lurePatterns[language].test(choice)) return { kind: 'lure', line: lureLines[language], options: lureOptions[language] };
  if (barricadePatterns[language].test(choice)) return { kind: 'barricade', line: barricadeLines[language], options: barricadeOptions[language] };
  if (tendPatterns[language].test(choice)) return { kind: 'tend', line: tendLines[language], options: tendOptions[language] };
  if (bargainPatterns[language].test(choice)) return { kind: 'bargain', line: c.pick(bargainLines(language)), options: bargainOptions(language) };
  const thing = soughtThing(choice, language);
  if (!thing) return null;
  const which = c.int(0, 1);
  return { kind: 'seek', line: seekLines(thing, language)[which] as string, options: seekOptions(thing, language)[which] as readonly string[] };
}

/** What a question is about: "ask the master about the sword", "hỏi về vị khách", "검에 대해 묻는다", "打听借条的事". */
const topicPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\babout\s+([^,.;:!?]+)/iu,
  vi: new RegExp(`${viEdge}về${viAfter}\\s+([^,.;:!?]+)`, 'iu'),
  ko: /([가-힣A-Za-z0-9]+(?:\s[가-힣A-Za-z0-9]+)?)(?:에\s*대해|에\s*대해서|에\s*관해|에\s*관해서|에\s*대한)/u,
  zh: /(?:关于|打听|问起)([^，。！？、\s,.!?]{2,8}?)(?:的事情|的事|的下落|的来历|，|。|$)/u,
};

/** The topic a question names, when it is a complete noun phrase (rule A), or null. */
export function askedTopic(choice: string, language: ContentLanguage): string | null {
  const match = topicPatterns[language].exec(choice);
  if (!match) return null;
  const span = (match[1] as string).trim();
  // "스승님에게 검에 대해": a first word with a particle is no modifier of the topic.
  if (language === 'ko') return (/^\S+(?:에게|한테|께|에서|을|를|이|가|은|는|의|에|로|와|과|도)\s/u.test(span) ? null : nounPhraseOrNull(span, 'ko')) ?? nounPhraseOrNull(span.split(/\s+/u).pop(), 'ko');
  if (language === 'zh') return nounPhraseOrNull(span, 'zh');
  const topic = trimToNounPhrase(span.split(/\s+/u).slice(0, language === 'vi' ? 4 : 5).join(' '), language);
  // An English topic needs its determiner ("the egg", "your letters"), else it reads as a bare word in the reply.
  return topic && (language !== 'en' || /^(?:the|a|an|your|his|her|their|that|this)\s/iu.test(topic)) ? topic : null;
}
