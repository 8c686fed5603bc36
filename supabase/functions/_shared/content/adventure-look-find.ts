/**
 * A look that no reader above told (issue 13, round 16): "look under the bed", "거울을 자세히 들여다본다", "盯着那个人看，
 * 看他手里拿着什么". The trace of set R showed these falling to the deed reader's "For a moment, nothing else around you
 * moves. What it changes, the next moment will tell" or read as a question said aloud ("…看他手里拿着什么？你压低声音问。
 * 没有人回答"). A look finds something concrete where it looked: when the story left a trace (a footprint, a stain, a
 * note, a photo…), another of that trace, fresh, tied to the scene; else a folded scrap with one line on it. The options
 * follow the find. Read by the look verb at the head of the choice (the last verb in Korean), with its place or thing.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';

/** What was looked at: the place or thing as written (with its preposition in English), and the trace the story left. */
export interface LookFind {
  /** Where the look went, as written: "under the bed", "거울", "背面". */
  where: string;
  /** A trace the story already showed (footprint, note…), found again here, or null. */
  trace: string | null;
  /** The look is at what someone holds ("what's in his hand", "他手里拿着什么"). */
  held: boolean;
}

/** A look at what someone holds. */
const inHand: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:in (?:his|her|their) hands?|(?:he|she|they)(?:'s| is| are)? holding)\b/iu,
  vi: /trong tay|tay (?:hắn|nó|ông ta|bà ta|anh ta|cô ta) cầm|đang cầm/iu,
  ko: /손에\s*(?:든|쥔|들고|뭐)/u,
  zh: /手里|手上|拿着|攥着|握着/u,
};

const L = '[\\p{L}\\p{M}]';

/** A look verb heading the choice, with what follows it (the last verb in Korean, with what comes before it). */
const lookHead: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:(?:take a |have a )?(?:closer |quick |good )?(?:look|peek)|peek|peer|glance|check|search|stare|squint)\s+(?:closely\s+|carefully\s+|quickly\s+)?((?:under|beneath|behind|inside|into|in|at|through|around|on|over)\b.+)$/iu,
  vi: new RegExp(`^(?:cúi xuống\\s+|ghé mắt\\s+)?(?:nhìn kỹ|xem kỹ|nhìn|xem|soi|ngó|liếc|dòm|nhòm)\\s+((?:qua|vào|dưới|sau|trong|lên|xuống)(?!${L}).+)$`, 'iu'),
  ko: /^(?:(.+?)(?:을|를|으로|로|에|속을|안을)\s+)?(?:자세히\s+|가만히\s+|몰래\s+|슬쩍\s+)?(?:들여다본다|들여다봄|살펴본다|쳐다본다|훑어본다|노려본다)$/u,
  zh: /^(?:(?:盯着|看着|仔细看|凑近看|凑过去看|低头看|看了看|看看|瞧瞧|瞄了一眼)(.+?)(?:看)?[，,]\s*)?(?:偷偷|悄悄|仔细|凑近|低头)?(?:看看|看|瞧)(?:清楚)?(.+?)(?:手里|身上|里面|下面|背面)?(?:拿着|有|写着|藏着)?(?:什么|啥)?$/u,
};

/** Traces a story leaves that a closer look finds more of (a small grammatical class of evidence nouns). */
const traces: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(wet footprints?|muddy footprints?|footprints?|bloodstains?|stains?|scratch(?:es)?|scratch marks?|claw marks?|handprints?|fingerprints?|feathers?|notes?|photos?|photographs?|drops? of blood)\b/iu,
  vi: new RegExp(`(?<!${L})(dấu chân(?: ướt)?|vết máu|vết cào|vết bẩn|dấu tay|vân tay|lông vũ|mảnh giấy|tờ giấy|tấm ảnh|bức ảnh)(?!${L})`, 'iu'),
  ko: /(젖은 발자국|발자국|핏자국|얼룩|긁힌 자국|손자국|지문|깃털|쪽지|사진)/u,
  zh: /(湿脚印|脚印|血迹|污渍|划痕|抓痕|手印|指纹|羽毛|纸条|照片)/u,
};

/** A look no reader above told, with the story's trace, or null when the choice is no look. */
export function readLookFind(told: string, story: string, language: ContentLanguage): LookFind | null {
  const text = told.trim().replace(/[.!?。！？]+$/u, '');
  const match = lookHead[language].exec(text);
  if (!match) return null;
  const where = (language === 'zh' ? (match[2] ?? match[1]) : match[1])?.trim() ?? '';
  if (language !== 'ko' && where.length === 0) return null;
  const held = inHand[language].test(text);
  const trace = held ? null : (traces[language].exec(story)?.[1]?.toLowerCase() ?? null);
  return { where: language === 'ko' ? (where.split(/\s+/u)[0] ?? where).replace(/(?:으로|로)$/u, '') : where, trace, held };
}

const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());

/** Singular of an English trace noun ("footprints" → "footprint"). */
function one(trace: string): string {
  return trace.replace(/(?<=scratch)es$|s$/u, '');
}

/** What the look finds there: more of the story's trace, else a folded scrap with one line on it. */
export function lookFindLines(find: LookFind, language: ContentLanguage): string[] {
  const { where, trace } = find;
  if (find.held) return [...heldLines[language]];
  switch (language) {
    case 'vi':
      return trace
        ? [`Ở đó có thêm một ${trace} nữa, còn mới, như vừa có ai để lại cách đây vài phút.`, 'Nó chỉ về đúng hướng mà bạn chưa nhìn tới.']
        : [`Ở đó có một mẩu giấy gấp nhỏ, bị nhét vào thật sâu như để không ai thấy.`, 'Trên đó chỉ có một dòng chữ viết vội.'];
    case 'ko': {
      const place = where.length > 0 ? `${where.replace(/\s+/gu, ' ')} 쪽에` : '거기에';
      return trace
        ? [`${place} ${withParticle(trace, '이')} 하나 더 있다. 방금 생긴 것처럼 선명하다.`, '그 흔적은 당신이 아직 보지 않은 쪽을 향하고 있다.']
        : [`${place} 작게 접힌 종이 한 장이 끼워져 있다. 누가 보지 못하게 깊숙이 숨겨 둔 것 같다.`, '펼쳐 보니 급하게 쓴 한 줄뿐이다.'];
    }
    case 'zh':
      return trace
        ? [`那里又有一个${trace}，还很新，像是几分钟前才留下的。`, '它正对着你还没看过的那个方向。']
        : ['那里塞着一张折得很小的纸条，藏得很深，像是不想让人发现。', '上面只有一行匆匆写下的字。'];
    default:
      return trace
        ? [`${cap(where)}, there's another ${one(trace)}, fresh, as if it was left only minutes ago.`, "It points the way you haven't looked yet."]
        : [`${cap(where)}, something has been pushed well out of sight: a small folded scrap of paper.`, 'There is one line on it, written in a hurry.'];
  }
}

/** What a held thing looks like from where the player stands: small, kept close, and the hand tightening on it. */
const heldLines: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['It is something small, wrapped in dark cloth, held close as if it matters a great deal.', 'As you watch, the hand tightens on it.'],
  vi: ['Đó là một vật nhỏ bọc trong mảnh vải sẫm màu, được giữ sát người như thứ gì rất quan trọng.', 'Bạn vừa nhìn thì bàn tay ấy siết chặt lại.'],
  ko: ['어두운 천에 싸인 작은 물건이다. 아주 중요한 것처럼 몸에 바싹 붙여 쥐고 있다.', '당신이 쳐다보자 그 손에 힘이 들어간다.'],
  zh: ['是个用深色布包着的小东西，被紧紧贴身握着，像是很要紧。', '你一盯着看，那只手就攥得更紧了。'],
};

/** Options after the find: follow or read it, take it, or show it. */
export function lookFindOptions(find: LookFind, language: ContentLanguage): string[] {
  if (find.held) {
    return { en: ['Walk over and ask what it is', 'Keep watching from where you are', 'Slip away before you are noticed'], vi: ['Bước tới hỏi đó là gì', 'Đứng yên tiếp tục quan sát', 'Lặng lẽ rời đi trước khi bị phát hiện'], ko: ['다가가서 그게 뭐냐고 묻는다', '그 자리에서 계속 지켜본다', '들키기 전에 슬쩍 자리를 뜬다'], zh: ['走过去问那是什么', '站在原地继续盯着', '趁没被发现悄悄走开'] }[language];
  }
  const trace = find.trace;
  switch (language) {
    case 'vi':
      return trace ? [`Lần theo ${trace} đó`, 'Chụp lại rồi đi tiếp', 'Quay lại chỗ lúc nãy'] : ['Đọc dòng chữ trên mẩu giấy', 'Cất mẩu giấy vào túi', 'Để nó lại chỗ cũ như chưa ai động vào'];
    case 'ko':
      return trace ? [`${withParticle(trace, '을')} 따라가 본다`, '사진을 찍어 두고 계속 간다', '아까 있던 곳으로 돌아간다'] : ['종이에 적힌 글을 읽는다', '종이를 주머니에 넣는다', '아무도 손대지 않은 것처럼 제자리에 둔다'];
    case 'zh':
      return trace ? [`顺着那个${trace}找过去`, '拍下来，继续往前', '回到刚才的地方'] : ['看看纸条上写了什么', '把纸条收进口袋', '原样放回去，当作没动过'];
    default:
      return trace ? [`Follow where the ${one(trace)} leads`, 'Take a photo of it and move on', 'Go back to where you were'] : ['Read the line on the paper', 'Pocket the paper', 'Put it back exactly as it was'];
  }
}

/** A gap, a door or a window a peek goes through ("through the crack", "khe cửa", "문틈", "门缝"): the peek family's own look. */
const gapWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:gap|crack|keyhole|peephole|door|doors|window|windows|curtain|curtains|blinds|slats)\b/iu,
  vi: /khe|cửa|lỗ khóa|mắt thần|mắt mèo|rèm/iu,
  ko: /틈|문|창|열쇠\s*구멍|커튼|블라인드/u,
  zh: /缝|门|窗|猫眼|锁孔|帘/u,
};

/** Whether a peek goes through a gap, a door or a window (else it is a look at a place or a thing, told by the find). */
export function peeksThrough(told: string, language: ContentLanguage): boolean {
  return gapWord[language].test(told);
}
