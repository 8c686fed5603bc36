/**
 * Round 11 (issue 13): the lines of a song whose centre is the theme's own object, act or coming event (read by
 * lyrics-image-read.ts). Every slot takes a whole phrase: {p} the object with its clause or the act, {o} the object,
 * {e} the event, {a} the act on the eve, {u} the purpose; the lines around them fit any object ("holding it", "the first
 * time I saw it"), and a few image families give an object its natural images (wool and stitches, a chain and a bell,
 * laces and a pinned number, a first bite).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { shuffled } from '../contract/seeded-random.ts';
import type { ImageShape, ImageTheme } from './lyrics-image-read.ts';
import { giverLines, habitLines, imageKind, kindLines } from './lyrics-image2-kinds.ts';

interface ShapeLines {
  opening: readonly string[];
  lines: readonly string[];
  hooks: readonly string[];
  /** Chorus lines for a sad, longing, breakup or angry song (no "it's enough for now" while waiting for results). */
  darkHooks?: readonly string[];
}

interface ImageLines {
  shapes: Record<ImageShape, ShapeLines>;
  /** Lines on the eve naming the act of that night ("오늘 밤은 와이셔츠 다리기"). */
  eveAct: readonly string[];
  purpose: readonly string[];
  alone: readonly string[];
  /** Lines of the company the act is shared with ({c}). */
  company: readonly string[];
  /** Lines of the object's time clause ({w}). */
  when: readonly string[];
}

const lines: Record<ContentLanguage, ImageLines> = {
  en: {
    shapes: {
      object: {
        opening: ['Let me sing about {p}', 'It all starts with {p}', 'This one is for {p}'],
        lines: ['I hold {o} in both hands again', 'I turn {o} over in my hands', 'Nobody else would look twice at {o}', 'I never said how much {o} meant', 'I could tell you every detail of {o}'],
        hooks: ['Oh, {p}', "Everything I couldn't say is there in {o}", '{P}, still with me now', 'I still carry {o} with me'],
      },
      act: {
        opening: ['Here I am, {p}', 'This is where I am: {p}'],
        lines: ['{P}, one more time', 'Step by step, {p}', "It isn't much, but it is mine", 'Nobody needs to see this part'],
        hooks: ['So here I am, {p}', "It's enough for now, it's enough", 'Just this, and the hours going by'],
        darkHooks: ['So here I am, {p}', 'The hours go slow, and I let them', 'Just this, and the hours going by'],
      },
      eve: {
        opening: ["It's the night before {p}", 'Tomorrow is {p}'],
        lines: ["Everything's laid out for tomorrow", 'I set the alarm, then check it twice', "Tonight I just breathe, tomorrow I'll know", "I can't sleep the night before {p}", 'The clock keeps ticking toward {p}', 'I run it through my head one more time', 'The lights are off, my heart is not'],
        hooks: ["Tomorrow is {p}, and I'm ready", 'One more night until {p}'],
      },
    },
    eveAct: ['Tonight it is {a}', '{A}, so tomorrow goes right'],
    purpose: ['I do it all {u}', 'Every little bit of it, {u}'],
    alone: ['Just me tonight, nobody else', 'One chair, one light, only me', 'No one beside me, and that is all right'],
    company: ['With {c} here, it all feels lighter', '{C} beside me, nobody in a hurry'],
    when: ['It all goes back to {w}'],
  },
  vi: {
    shapes: {
      object: {
        opening: ['Ta hát về {p}', 'Mọi thứ bắt đầu từ {p}'],
        lines: ['Ta ôm {o} trong hai tay', 'Ta lật {o} trong tay, ngắm mãi', 'Chẳng ai nhìn {o} lâu như ta', 'Ta chưa từng nói {o} có ý nghĩa thế nào', 'Từng chi tiết của {o} ta vẫn nhớ'],
        hooks: ['Ơi {p}', 'Bao điều chưa nói đều nằm trong {o}', '{P}, vẫn ở đây với ta', 'Ta vẫn mang theo {o} trong lòng'],
      },
      act: {
        opening: ['Hôm nay ta {p}', 'Chỉ thế thôi: {p}'],
        lines: ['{P}, thêm một lần nữa', 'Từng chút một, ta {p}', 'Chẳng nhiều nhặn gì, nhưng là của ta', 'Chuyện nhỏ thôi, chẳng cần ai thấy'],
        hooks: ['Cứ thế, ta {p}', 'Vậy là đủ rồi, đủ rồi', 'Chỉ vậy thôi, và thời gian trôi'],
        darkHooks: ['Cứ thế, ta {p}', 'Thời gian trôi chậm, ta để mặc', 'Chỉ vậy thôi, và thời gian trôi'],
      },
      eve: {
        opening: ['Đêm trước {p}', 'Ngày mai là {p}'],
        lines: ['Mọi thứ đã sẵn sàng cho ngày mai', 'Báo thức đặt rồi, ta kiểm tra thêm lần nữa', 'Đêm nay chỉ cần thở thật đều', 'Trằn trọc mãi đêm trước {p}', 'Kim đồng hồ cứ nhích dần tới {p}', 'Ta nhẩm lại mọi thứ thêm một lần', 'Đèn đã tắt mà tim vẫn thức'],
        hooks: ['Ngày mai là {p}, ta sẵn sàng rồi', 'Chỉ một đêm nữa thôi là {p}'],
      },
    },
    eveAct: ['Đêm nay ta {a}', '{A}, để ngày mai suôn sẻ'],
    purpose: ['Tất cả là {u}', 'Từng chút một, tất cả {u}'],
    alone: ['Chỉ có mình ta thôi, cũng không sao', 'Một chiếc ghế, một ngọn đèn, một mình ta', 'Không ai bên cạnh, chỉ ta với ta'],
    company: ['Có {c} bên cạnh, lòng nhẹ hơn', '{C} ở đây, chẳng ai vội về'],
    when: ['Từ {w}, {o} vẫn theo ta', 'Nhớ lại {w}, mọi thứ như mới hôm qua'],
  },
  ko: {
    shapes: {
      object: {
        opening: ['오늘은 {p}에 대해 노래할게', '모든 건 {p:에서} 시작돼'],
        lines: ['두 손에 {o:을} 꼭 쥐어 봐', '{o:을} 이리저리 들여다봐', '남들은 모를 거야, {o:이} 내게 뭔지', '{o:이} 얼마나 소중한지 말한 적 없었지', '{o}의 작은 것 하나까지 다 기억해'],
        hooks: ['아, {p}', '못 한 말이 다 {o}에 담겨 있어', '{p}, 지금도 내 곁에', '{o:을} 아직도 마음에 품고 있어'],
      },
      act: {
        opening: ['오늘은 {p}', '결국 오늘은 {p}'],
        lines: ['{p}, 한 번 더', '천천히, {p}', '별거 아닌데 마음이 놓여', '작은 일이라 아무도 몰라도 돼'],
        hooks: ['그래서 오늘은 {p}', '이걸로 충분해, 충분해', '그냥 이렇게, 시간이 흘러가'],
        darkHooks: ['그래서 오늘은 {p}', '시간은 느리게 가고, 난 그냥 둬', '그냥 이렇게, 시간이 흘러가'],
      },
      eve: {
        opening: ['{p} 전날 밤이야', '내일은 {p}'],
        lines: ['내일 챙길 건 다 챙겨 뒀어', '알람을 맞추고 한 번 더 확인해', '오늘 밤엔 숨만 고르자, 내일이면 알게 될 거야', '{p} 전날 밤, 잠이 안 와', '시계는 자꾸 {p} 쪽으로 가', '머릿속으로 한 번 더 그려 봐', '불은 껐는데 마음은 아직 깨어 있어'],
        hooks: ['내일은 {p}, 난 준비됐어', '하룻밤만 지나면 {p}'],
      },
    },
    eveAct: ['오늘 밤은 {a}', '{a}, 내일을 위해서'],
    purpose: ['다 {u} 그런 거야', '서툴러도 괜찮아, 다 {u}'],
    alone: ['오늘은 나 혼자야, 그래도 괜찮아', '의자 하나, 불빛 하나, 나 하나', '곁엔 아무도 없어, 나랑 나뿐'],
    company: ['{c:이랑} 같이라 덜 무거워', '{c:이} 옆에 있어, 아무도 서두르지 않아'],
    when: ['{w}의 일이야'],
  },
  zh: {
    shapes: {
      object: {
        opening: ['我想唱一唱{p}', '一切都从{p}开始'],
        lines: ['我双手捧着{o}', '我把{o}看了又看', '没有人会像我这样看着{o}', '{o}对我有多重要，我从没说出口', '{o}的每一个细节我都记得'],
        hooks: ['啊，{p}', '说不出口的话，都在{o}里', '{p}，一直在我身边', '我一直把{o}放在心上'],
      },
      act: {
        opening: ['今天，我{p}', '就这样，我{p}'],
        lines: ['就这样{p}，一点一点', '我慢慢地{p}', '心慢慢安静下来', '不算什么，但这是我的'],
        hooks: ['就这样{p}，也挺好', '这样就够了，够了', '就这样，时间慢慢过去'],
        darkHooks: ['就这样{p}', '时间走得很慢，我由它去', '就这样，时间慢慢过去'],
      },
      eve: {
        opening: ['明天就是{p}', '{p}前的这一晚'],
        lines: ['明天要用的都已经准备好', '闹钟定好了，又看了一遍', '今晚只管好好呼吸，明天就知道了', '{p}前的夜里，翻来覆去睡不着', '时针一点点走向{p}', '在脑子里又过了一遍', '灯关了，心还醒着'],
        hooks: ['明天就是{p}，我准备好了', '再过一夜，就是{p}'],
      },
    },
    eveAct: ['今晚，我{a}', '{a}，为了明天'],
    purpose: ['这一切都是{u}', '一点一点，都是{u}'],
    alone: ['只有我一个人，也没关系', '一把椅子，一盏灯，一个我', '身边没有别人，只有我自己'],
    company: ['和{c}一起，就轻松一点', '{c}都在身边，谁也不急着走'],
    when: ['那是{w}', '又想起{w}'],
  },
};

/** An image family: what names it in the object, act or event, and its natural images. */
interface ImageFamily {
  id: string;
  detect: Record<ContentLanguage, RegExp>;
  lines: Record<ContentLanguage, readonly string[]>;
}

const imageFamilies: readonly ImageFamily[] = [
  {
    id: 'knit',
    detect: { en: /\b(?:sweater|jumper|scarf|cardigan|mittens|beanie|knit\w*)\b/iu, vi: /(?<![\p{L}\p{M}])(?:áo len|khăn|găng tay|mũ len|đan)(?![\p{L}\p{M}])/iu, ko: /스웨터|목도리|장갑|니트|털모자|뜨개|떠\s?준/u, zh: /毛衣|围巾|手套|毛线|织/u },
    lines: {
      en: ['The wool is soft around my fingers', 'Stitch by stitch, row by row', 'The colour I would know anywhere', 'It smells of wool and of winter'],
      vi: ['Sợi len mềm quấn quanh ngón tay', 'Từng mũi đan, từng hàng len', 'Màu len ấy, giữa muôn màu ta vẫn nhận ra', 'Mùi len thơm như mùa đông'],
      ko: ['털실이 손가락에 부드럽게 감겨', '한 코 한 코, 한 줄 한 줄', '어디서든 알아볼 그 색깔', '털실 냄새, 겨울 냄새'],
      zh: ['毛线软软地绕在指尖', '一针一针，一行一行', '那个颜色，我在哪儿都认得出', '闻起来是毛线和冬天的味道'],
    },
  },
  {
    id: 'bike',
    detect: { en: /\b(?:bike|bicycle)\b/iu, vi: /(?<![\p{L}\p{M}])xe đạp(?![\p{L}\p{M}])/iu, ko: /자전거/u, zh: /自行车|单车/u },
    lines: {
      en: ['The chain still clicks the way it used to', 'A drop of oil, a turn of the pedals', 'The bell is rusty, but it rings', 'Two wheels and the same old road'],
      vi: ['Sợi xích vẫn kêu như ngày nào', 'Chút dầu, một vòng bàn đạp', 'Chuông xe rỉ sét mà vẫn kêu', 'Hai bánh xe, con đường cũ'],
      ko: ['체인 소리는 그때랑 똑같아', '기름 한 방울, 페달 한 바퀴', '녹슨 벨이 그래도 울려', '두 바퀴로 같은 길을 달려'],
      zh: ['链条还是当年的声音', '上一点油，踩一圈踏板', '车铃生了锈，还是会响', '两个轮子，还是那条老路'],
    },
  },
  {
    id: 'race',
    detect: { en: /\b(?:marathon|race|half marathon|10k|5k|triathlon)\b/iu, vi: /(?<![\p{L}\p{M}])(?:marathon|chạy bộ|giải chạy|cuộc đua)(?![\p{L}\p{M}])/iu, ko: /마라톤|달리기|레이스/u, zh: /马拉松|长跑|越野跑/u },
    lines: {
      en: ['Laces doubled, number pinned on', 'The start line waits in the dark', 'My legs already know the miles', 'My shoes are lined up by the door'],
      vi: ['Buộc dây giày hai lần cho chắc', 'Số báo danh ghim sẵn lên áo', 'Vạch xuất phát chờ ta trong bóng tối', 'Đôi chân đã thuộc từng cây số'],
      ko: ['운동화 끈을 두 번 묶어', '번호표를 옷에 달아 뒀어', '출발선이 어둠 속에서 기다려', '다리는 벌써 그 길을 알아'],
      zh: ['鞋带系了两遍', '号码布已经别在胸前', '起跑线在黑暗里等着', '双腿早就记住了每一公里'],
    },
  },
  {
    id: 'screen',
    detect: { en: /\b(?:video calls?|facetime|zoom|phone|screen|call)\b/iu, vi: /(?<![\p{L}\p{M}])(?:gọi video|điện thoại|gọi điện|màn hình)(?![\p{L}\p{M}])/iu, ko: /영상통화|영상 통화|전화|화면|휴대폰|핸드폰/u, zh: /视频|电话|手机|屏幕/u },
    lines: {
      en: ['A small face lights up the screen', 'Tap, wait, and the picture comes through', 'The sound cuts out, then comes back', 'A wave from far away, there on the screen'],
      vi: ['Một gương mặt nhỏ sáng lên trên màn hình', 'Bấm, chờ, rồi hình hiện ra', 'Tiếng mất một chút rồi lại về', 'Một cái vẫy tay từ xa trên màn hình'],
      ko: ['작은 얼굴이 화면에 환하게 떠', '누르고, 기다리면, 화면이 켜져', '소리가 잠깐 끊겼다 다시 이어져', '멀리서 흔드는 손이 화면에 보여'],
      zh: ['屏幕上亮起一张小小的脸', '按一下，等一等，画面就出来了', '声音断了一下，又接上了', '隔着屏幕，远远地挥挥手'],
    },
  },
  {
    id: 'food',
    detect: {
      en: /\b(?:lunchbox|lunch|noodles|soup|dumplings|pizza|cake|rice|stew|bread|ramen|dinner|breakfast|cookies)\b/iu,
      vi: /(?<![\p{L}\p{M}])(?:cơm|bánh|mì|canh|phở|bún|xôi|cháo|lẩu|ăn tối|ăn sáng|ăn trưa)(?![\p{L}\p{M}])/iu,
      ko: /김밥|도시락|라면|짜장면|짬뽕|국밥|미역국|떡국|떡볶이|밥상|반찬|국수|찌개|케이크|피자|만두|치킨|(?:^|\s)(?:밥|죽|빵|떡)(?=\s|$|[을이은도])/u,
      zh: /面条|拉面|长寿面|泡面|汤面|炸酱面|一碗面|那碗面|米饭|饭菜|盒饭|年夜饭|饺子|汤圆|便当|关东煮|粥|蛋糕|包子|馄饨|火锅|煎饼/u,
    },
    lines: {
      en: ['Steam fogs up the window glass', 'The smell alone brings it all back', 'The taste is the part that stays', 'Still warm when it reaches my hands'],
      vi: ['Hơi nóng bay lên mờ cả ô kính', 'Chỉ cần ngửi mùi là nhớ hết', 'Vị ấy là thứ ở lại lâu nhất', 'Tới tay ta vẫn còn ấm'],
      ko: ['김이 올라와 창이 뿌예져', '냄새만 맡아도 다 떠올라', '남는 건 결국 그 맛이야', '손에 닿을 때까지 아직 따뜻해'],
      zh: ['热气一下子模糊了窗玻璃', '闻到味道，就全想起来了', '留得最久的，是那个味道', '端到手里，还是热的'],
    },
  },
];

/** The families a theme's own song drops: a person's world (a grandparent's radio, a mother's kitchen) or a crowd's game the object or the act is no part of. */
const droppedFamilies = new Set(['grandparents', 'home', 'care-home', 'childhood', 'match', 'apart', 'visit-ahead', 'city', 'leaving', 'leaving-ahead']);

/** Families of the weather and the season: the theme's own weather is sung wherever it was named. */
const weatherFamilies = new Set(['rain', 'winter', 'autumn']);

/**
 * Whether a lyric family still sings beside a theme's own song: the weather, or a family named inside the sung phrase
 * (the object with its clause, the act or the event: "cơm" of "cái nồi cơm điện cũ", "first day" of "my first day as a
 * nurse"); never one named only in a clause around it ("passed" of "before she passed", "야근" before the act).
 */
export function keepsFamily(id: string, noun: string, image: ImageTheme, language: ContentLanguage): boolean {
  if (droppedFamilies.has(id)) return false;
  if (weatherFamilies.has(id)) return true;
  if (noun === '' || !image.phrase.toLowerCase().includes(noun.toLowerCase())) return false;
  // Round 11b: the clause's own verb right after its giver ("bà ngoại tết": braided, no New Year) names no family.
  if (image.giver !== '' && image.phrase.toLowerCase().includes(`${image.giver} ${noun}`.toLowerCase())) return false;
  // An eve whose event has its own images (laces, a pinned number) drops the families' stock of the same night.
  return !(image.shape === 'eve' && ownFamily(image, language) !== null);
}

function ownFamily(image: ImageTheme, language: ContentLanguage): ImageFamily | null {
  const text = `${image.phrase} ${image.object} ${image.act}`;
  return imageFamilies.find((family) => family.detect[language].test(text)) ?? null;
}

/** A theme whose food is cold ("cold pizza", "cơm nguội", "식은 밥", "凉了的面"): no steam, nothing warm. */
const cold: Record<ContentLanguage, RegExp> = { en: /\bcold\b|\bleftover/iu, vi: /nguội|lạnh/iu, ko: /식은|차가운|찬\s/u, zh: /凉|冷/u };
const warmth: Record<ContentLanguage, RegExp> = { en: /steam|warm/iu, vi: /hơi nóng|ấm/iu, ko: /김이|따뜻/u, zh: /热/u };

const capitalised = (text: string, language: ContentLanguage): string => (language === 'en' || language === 'vi' ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** Fills {p} {o} {a} {u} {c} {w} {g} {h} (capitalised {P} {O} {A} {G} {H}; Korean {p:을} with its particle). */
function fill(template: string, image: ImageTheme, language: ContentLanguage): string {
  const slots: Record<string, string> = { p: image.phrase, o: image.object !== '' ? image.object : image.phrase, a: image.act, u: image.purpose, c: image.company, w: image.when, g: image.giver, h: image.habit };
  return template.replace(/\{([pPoOaAucCwgGhH])(?::([^}]+))?\}/gu, (_match, key: string, particle: string | undefined) => {
    const value = slots[key.toLowerCase()] ?? '';
    const word = key === key.toUpperCase() ? capitalised(value, language) : value;
    return particle !== undefined ? (language === 'ko' ? withParticle(word, particle) : word) : word;
  });
}

/** "Today" in an opening line. */
const todayWord: Record<ContentLanguage, RegExp> = { en: /\btoday\b/iu, vi: /hôm nay/iu, ko: /오늘/u, zh: /今天/u };

/** Chorus lines that hold, carry or keep words inside the object: sung only of a thing of no known kind. */
const holdingHook = /carry \{o\}|there in \{o\}|mang theo \{o\}|nằm trong \{o\}|\{o\}에 담겨|\{o:을\} 아직도 마음에|都在\{o\}里|把\{o\}放在心上/u;

/** Draws lines in order, reshuffling the pool when used up. */
class Queue {
  private queue: string[];
  constructor(private readonly first: readonly string[], private readonly pool: readonly string[], private readonly random: () => number) {
    this.queue = [...first, ...shuffled(pool, random)];
  }
  private last = '';
  next(): string {
    if (this.queue.length === 0) {
      this.queue = shuffled(this.pool.length > 0 ? this.pool : this.first, this.random);
      // A refilled queue never opens on the line just sung.
      if (this.queue.length > 1 && this.queue[0] === this.last) this.queue.push(this.queue.shift() as string);
    }
    this.last = this.queue.shift() ?? '';
    return this.last;
  }
}

/** The lines of one song about the theme's object, act or coming event. */
export class ImageSong {
  private readonly openings: Queue;
  private readonly themeLines: Queue;
  private readonly hooks: Queue;
  private readonly images: string[];
  /** The phrase a short slot (a chant) may repeat. */
  readonly slot: string;

  constructor(readonly theme: ImageTheme, readonly language: ContentLanguage, random: () => number, full = '', dark = false) {
    const pack = lines[language];
    const given = pack.shapes[theme.shape];
    const base: ShapeLines = dark && given.darkHooks !== undefined ? { ...given, hooks: given.darkHooks } : given;
    // A phrase that is the whole theme (the title already shows it) is sung whole once, in the opening; the chorus names
    // the object it heads, so the whole sentence is not pasted line after line.
    const whole = (theme.shape === 'act' || (theme.shape === 'object' && theme.object !== '')) && theme.phrase.toLowerCase() === full.trim().toLowerCase();
    // Never the object alone in a call ("아, 김밥", "Oh, marathon"): the chorus keeps the lines that use it in a sentence.
    const called: ShapeLines = whole ? { ...base, hooks: base.hooks.filter((line) => !/\{[pP][:}]/u.test(line)) } : base;
    // Round 11b: an object of a known kind (hair, food, a radio, a watch, a sea) is sung with the verbs that fit it; the
    // generic lines (held in both hands, turned over) and the chorus lines that keep words inside it are dropped.
    const kind = imageKind(theme.object, theme.phrase, language);
    const kinded = kind !== null ? kindLines(kind, language) : null;
    const kindHooks = called.hooks.filter((line) => !holdingHook.test(line));
    const shape: ShapeLines = kinded !== null && theme.shape === 'object' ? { ...called, lines: kinded.lines, hooks: kindHooks.length > 0 ? kindHooks : kinded.lines } : called;
    const own = (pool: readonly string[]): string[] => shuffled(pool, random).map((line) => fill(line, theme, language));
    const purpose = theme.purpose !== '' ? own(pack.purpose) : [];
    const eveAct = theme.act !== '' ? own(pack.eveAct) : [];
    const alone = theme.alone ? own(pack.alone) : [];
    const company = theme.company !== '' ? own(pack.company) : [];
    const when = theme.when !== '' ? own(pack.when) : [];
    // The purpose, the act of the eve, being alone, the company and the time are sung first: they are what the visitor
    // wrote beside the object.
    // Round 11b: the one who did it (her hands, the mirror) and the habit as a repeated scene.
    const giver = theme.giver !== '' ? own(kinded !== null && kinded.giver.length > 0 ? kinded.giver : giverLines[language]) : [];
    // The habit is named first ("Every morning, the same small scene"), then the singer who took it for granted.
    const habit = theme.habit !== '' ? [...own(habitLines[language].filter((line) => /\{[hH]\}/u.test(line))), ...own(habitLines[language].filter((line) => !/\{[hH]\}/u.test(line)))] : [];
    const first = [...giver.slice(0, 1), ...habit.slice(0, 1), ...purpose.slice(0, 1), ...eveAct.slice(0, 1), ...alone.slice(0, 1), ...company.slice(0, 1), ...when.slice(0, 1)];
    const rest = [...own(shape.lines), ...giver.slice(1), ...habit.slice(1), ...purpose.slice(1), ...alone.slice(1), ...eveAct.slice(1), ...company.slice(1), ...when.slice(1)];
    // A past time ("毕业那天晚上") is never sung as today.
    const openings = theme.when !== '' ? shape.opening.filter((line) => !todayWord[language].test(line)) : shape.opening;
    this.openings = new Queue([], own(openings.length > 0 ? openings : shape.opening), random);
    this.themeLines = new Queue(first, rest, random);
    this.hooks = new Queue([], own(shape.hooks), random);
    const images = [...(kinded?.images ?? []), ...(ownFamily(theme, language)?.lines[language] ?? [])];
    this.images = shuffled(cold[language].test(theme.phrase) ? images.filter((line) => !warmth[language].test(line)) : images, random);
    this.slot = theme.shape === 'object' && theme.object !== '' ? theme.object : theme.phrase;
  }
  /** Whether the song's centre is a thing or an act (no one it is sung to), not an event ahead. */
  get unaddressed(): boolean {
    return this.theme.shape !== 'eve';
  }
  /** The first line: the whole phrase named once. */
  opening(): string {
    return this.openings.next();
  }
  /** A line around the whole phrase (purpose, alone, the eve's act first). */
  line(): string {
    return this.themeLines.next();
  }
  /** A chorus line. */
  hook(): string {
    return this.hooks.next();
  }
  /** A short line for a haiku's middle: one of the object's images, else the song's own line. */
  haiku(): string {
    return this.image() ?? this.line();
  }
  /** One of the object's natural images, or null when its family has none left (or none knows the object). */
  image(): string | null {
    return this.images.shift() ?? null;
  }
}

/** Lines that put the singer with others ("together", "cùng nhau", "우리 함께", "一起"): no line for a theme sung alone. */
/** Lines that say the singer is not alone ("you're not alone", "넌 혼자가 아니야"): no line for a theme sung alone. */
export const notAloneLine: Record<ContentLanguage, RegExp> = {
  en: /not alone|never alone/iu,
  vi: /không (?:hề )?(?:cô đơn|một mình)|chẳng (?:cô đơn|một mình)/iu,
  ko: /혼자가 아니|혼자 아니/u,
  zh: /不是一个人|不孤单|并不孤单/u,
};

export const togetherLine: Record<ContentLanguage, RegExp> = {
  en: /\btogether\b|\bwe\b|\bour\b|\bus\b/iu,
  vi: /cùng nhau|chúng ta|chúng mình|bên nhau/iu,
  ko: /함께|우리|같이/u,
  zh: /一起|我们|咱们/u,
};
