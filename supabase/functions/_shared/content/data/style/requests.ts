/**
 * Wishes a visitor states beside their looks: a budget, things they will not wear, grey hair, a colour family
 * ("soft colours", "earth tones") and feeling the cold; with how the stylist answers each, per language.
 * Patterns run on the lower-cased description and on its copy without Vietnamese diacritics.
 */
import { withParticle } from '../../korean-particles.ts';
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { ColourKey } from './keywords.ts';

/** Things a visitor can refuse to wear. */
export type Dislike = 'heels' | 'tie' | 'skirt' | 'oldSuit';
/** Colour families a visitor can ask for. */
export type ColourFamily = 'soft' | 'earth' | 'neutral' | 'bright' | 'dark';

/** A budget: the amount as written ("$100", "10만 원"), or only that money matters ("cheap"). */
export interface Budget { amount?: string }

/** Budget words and amounts. The amount pattern's first group is the amount as the visitor wrote it. */
const budgetWord = /budget|afford|cheap|inexpensive|not too expensive|on a shoestring|예산|가성비|저렴|싸게|ngan sach|tiet kiem|gia re|binh dan|预算|平价|便宜|性价比|省钱/u;
const budgetAmounts: readonly RegExp[] = [
  /((?:[$€£¥₩]\s?\d[\d,.]*\s?k?)|(?:\d[\d,.]*\s?(?:dollars|bucks|usd|euros?|pounds)))/u,
  /(\d[\d,.]*\s?(?:만\s?원|천\s?원|원))/u,
  /(\d[\d,.]*\s?(?:triệu|tr|nghìn|ngàn|k|vnđ|vnd|đồng)(?!\p{L}))/u,
  /(\d[\d,.]*\s?(?:元|块|块钱|人民币))/u,
];

/** Finds a stated budget; undefined when money is not mentioned. */
export function findBudget(lower: string, stripped: string): Budget | undefined {
  for (const pattern of budgetAmounts) {
    const amount = pattern.exec(lower)?.[1];
    if (amount && (budgetWord.test(lower) || budgetWord.test(stripped) || /[$€£¥₩]|원|元|块|triệu/u.test(amount))) return { amount: amount.trim().replace(/[.,]+$/u, '') };
  }
  return budgetWord.test(lower) || budgetWord.test(stripped) ? {} : undefined;
}

/** Refusals: a negation or dislike near the item, in each language. */
const dislikePatterns: Record<Exclude<Dislike, 'oldSuit'>, readonly RegExp[]> = {
  heels: [
    /(?:hate|no|not|don'?t|never|can'?t|without|avoid|skip)\b[^.!?]{0,25}\bheels?\b|\bheels?\b[^.!?]{0,15}(?:hurt|kill|are a no|no way)/u,
    /(?:힐|하이힐|구두)[^.!?]{0,12}(?:싫|못 신|안 신|불편|말고|빼고|피하)/u,
    /(?:khong|ghet|ne|tranh|so)[^.!?]{0,20}(?:giay cao got|cao got)/u,
    /(?:不想|不要|不穿|不喜欢|讨厌|别|不能|不会)[^。！？]{0,6}(?:高跟鞋|高跟|细跟)/u,
  ],
  tie: [
    /(?:hate|no|not|don'?t|never|without|avoid|skip)\b[^.!?]{0,25}\b(?:ties|a tie|neckties?)\b/u,
    /(?:넥타이)[^.!?]{0,12}(?:싫|안 매|못 매|말고|빼고|답답)/u,
    /(?:khong|ghet|ne|tranh)[^.!?]{0,20}(?:ca vat|ca-vat)/u,
    /(?:不想|不要|不打|不喜欢|讨厌|别)[^。！？]{0,4}领带/u,
  ],
  skirt: [
    /(?:hate|no|not|don'?t|never|without|avoid)\b[^.!?]{0,25}\b(?:skirts?|dress(?:es)?)\b/u,
    /(?:치마|스커트|원피스)[^.!?]{0,12}(?:싫|안 입|못 입|불편|말고|빼고)/u,
    /(?:khong|ghet|ne|tranh)[^.!?]{0,20}(?:vay|dam)\b/u,
    /(?:不想|不要|不穿|不喜欢|讨厌|别)[^。！？]{0,4}(?:裙子|裙|连衣裙)/u,
  ],
};

/** Old-fashioned, stuffy suits: "a suit, but not an old one" asks for a modern suit, not for no suit. */
const oldSuitWords = {
  en: /(?:not?|don'?t|never|without|avoid|hate|nothing)\b[^.!?]{0,30}\b(?:old-fashioned|old fashioned|stuffy|boring|dated|frumpy|old-man|old man|grandpa|dad)\b[^.!?]{0,15}\b(?:suits?|tux(?:edo)?s?)\b/u,
  ko: /(?:올드한|아저씨\s*같은|고리타분한|촌스러운|딱딱한|나이 들어\s*보이는)\s*(?:정장|수트|양복)|(?:정장|수트|양복)[^.!?]{0,10}(?:올드|아저씨|고리타분|촌스럽|딱딱)/u,
  vi: /(?:khong|ghet|ne|tranh|so)[^.!?]{0,25}(?:vest|com le|suit)[^.!?]{0,12}(?:gia|cu ky|loi thoi|cung nhac|nha quan|chu|gia dan)/u,
  zh: /(?:不想|不要|不喜欢|讨厌|别|不穿)[^。！？，,]{0,8}(?:老气|老土|土气|死板|古板|呆板|过时)[^。！？，,]{0,4}(?:西装|西服|正装)/u,
};

/** The things the visitor says they will not wear. */
export function findDislikes(lower: string, stripped: string): Dislike[] {
  const found: Dislike[] = (Object.keys(dislikePatterns) as Array<Exclude<Dislike, 'oldSuit'>>).filter((item) => dislikePatterns[item].some((pattern) => pattern.test(lower) || pattern.test(stripped)));
  if (Object.values(oldSuitWords).some((pattern) => pattern.test(lower) || pattern.test(stripped))) found.push('oldSuit');
  return found;
}

/** Grey or white hair (흰머리, tóc bạc, 白发); also removed before colour words are read, so "흰머리" is not a wish for white. */
export const greyHairPattern = /\b(?:grey|gray|white|silver|salt[- ]and[- ]pepper)(?:ing)? hair\b|\bgoing grey\b|흰머리|흰 머리|새치|백발|은발|tóc bạc|toc bac|白发|白头发|银发/u;

/** Colour families and the colours that express them. */
export const colourFamilies: Record<ColourFamily, { pattern: RegExp; colours: readonly ColourKey[] }> = {
  soft: { pattern: /soft colou?rs?|pastels?|muted colou?rs?|파스텔|연한 (?:색|컬러)|부드러운 (?:색|컬러)|màu pastel|mau pastel|tông nhẹ|tong nhe|màu nhẹ nhàng|mau nhe nhang|màu dịu|mau diu|马卡龙|浅色|柔和的颜色|莫兰迪|奶油色系/u, colours: ['pink', 'cream', 'mint', 'purple'] },
  earth: { pattern: /earth(?:y)? tones?|earthy colou?rs?|어스 톤|얼스 ?톤|흙색|màu đất|mau dat|大地色/u, colours: ['camel', 'olive', 'brown', 'beige'] },
  neutral: { pattern: /neutrals?|neutral colou?rs?|무채색|뉴트럴|màu trung tính|mau trung tinh|中性色|无彩色|黑白灰/u, colours: ['grey', 'beige', 'white', 'black'] },
  bright: { pattern: /bright colou?rs?|bold colou?rs?|colou?rful|vivid|비비드|밝은 (?:색|컬러)|원색|màu sáng|mau sang|màu rực rỡ|mau ruc ro|亮色|鲜艳|撞色/u, colours: ['red', 'yellow', 'blue', 'orange'] },
  dark: { pattern: /dark colou?rs?|all black|어두운 (?:색|컬러)|올블랙|màu tối|mau toi|深色|暗色|全黑/u, colours: ['black', 'navy', 'burgundy', 'grey'] },
};

/** Finds a colour family the visitor asks for. */
export function findColourFamily(lower: string, stripped: string): ColourFamily | undefined {
  return (Object.keys(colourFamilies) as ColourFamily[]).find((family) => colourFamilies[family].pattern.test(lower) || colourFamilies[family].pattern.test(stripped));
}

/** Feeling the cold ("I get cold easily", 추위를 많이 타요, sợ lạnh, 怕冷). */
export const feelsColdPattern = /get cold easily|always cold|feel the cold|hate the cold|추위를 (?:많이 )?타|추위 많이|추위에 약|so lanh|sợ lạnh|chiu lanh kem|chịu lạnh kém|怕冷|很冷/u;

/** Outer layers a visitor can say they already own. */
export type OwnedOuter = 'coat' | 'blazer' | 'jacket';

/** Words for each owned layer per language (en, ko, vi without diacritics, zh). */
const ownedWords: Record<OwnedOuter, { en: string; ko: string; vi: string; zh: string }> = {
  coat: { en: 'coat|trench(?: coat)?', ko: '코트|트렌치', vi: 'mang to|ao da|trench', zh: '大衣|风衣' },
  blazer: { en: 'blazer|suit jacket', ko: '블레이저|정장 재킷|수트', vi: 'blazer|ao vest', zh: '西装|西服' },
  jacket: { en: 'jacket', ko: '재킷|자켓|점퍼|패딩', vi: 'ao khoac|ao phao', zh: '外套|夹克|羽绒服' },
};

/** Ways of saying "I have this layer" or "how do I style this layer" per language. */
function ownedPatternsOf(words: { en: string; ko: string; vi: string; zh: string }): readonly RegExp[] {
  return [
    new RegExp(`\\b(?:i (?:only |just |already )?(?:have|own|got|bought)|my|this|that)\\b[^.!?]{0,30}\\b(?:${words.en})\\b`, 'u'),
    new RegExp(`\\b(?:style|wear|pair|match)\\b[^.!?]{0,25}\\b(?:an old|the old|my old)\\b[^.!?]{0,15}\\b(?:${words.en})\\b`, 'u'),
    new RegExp(`(?:${words.ko})[^.!?]{0,10}(?:있어|있는데|있습니다|있고|가지고|어떻게|코디|매치|활용)`, 'u'),
    new RegExp(`(?:co san|dang co|minh co|toi co|em co|anh co|cai|chiec)[^.!?]{0,25}(?:${words.vi})|(?:${words.vi})[^.!?]{0,20}(?:phoi|mac sao|ket hop)`, 'u'),
    new RegExp(`(?:有一件|有件|已经有|有个|那件|这件|我的|旧)[^。！？]{0,10}(?:${words.zh})|(?:${words.zh})[^。！？]{0,8}(?:怎么搭|如何搭|怎么穿|怎么配)`, 'u'),
  ];
}

const ownedPatterns: Record<OwnedOuter, readonly RegExp[]> = {
  coat: ownedPatternsOf(ownedWords.coat),
  blazer: ownedPatternsOf(ownedWords.blazer),
  jacket: ownedPatternsOf(ownedWords.jacket),
};

/**
 * A suit or blazer the visitor will not wear ("不想穿西装", "I don't want to wear a suit", "정장은 싫어요", "không muốn mặc
 * vest"); a suit refused only for its kind ("아저씨 같은 정장은 싫어요", "vest già") is not refused.
 */
export const noSuitPattern = /(?:不想|不要|不用|别|不)穿?(?:西装|西服|正装)|(?:don'?t|do not|don’t|won'?t|never|not) (?:want to |wanna )?(?:wear |wearing )?(?:a )?(?:suit|blazer)|hate (?:wearing )?(?:a )?(?:suit|blazer)s?|no suit|(?<!같은 |스러운 |느낌의 |느낌 나는 )(?:정장|수트|블레이저)(?:은|는|까지는)? ?(?:싫|말고|안 입|빼고)|(?:không|ko|k) (?:muốn |thích )?mặc (?:vest|com lê|blazer)(?! già| cũ| lỗi thời| quê)|khong (?:muon |thich )?mac (?:vest|com le|blazer)(?! gia| cu| loi thoi| que)/u;

/** An outer layer the visitor already owns, to build the outfit around (a refused one is not owned: "不想穿西装，怎么搭？"). */
export function findOwnedOuter(lower: string, stripped: string): OwnedOuter | undefined {
  const refused = new RegExp(noSuitPattern.source, 'gu');
  const [plain, bare] = [lower.replace(refused, ' '), stripped.replace(refused, ' ')];
  return (Object.keys(ownedPatterns) as OwnedOuter[]).find((kind) => ownedPatterns[kind].some((pattern) => pattern.test(plain) || pattern.test(bare)));
}

/** How the stylist answers these wishes, in one language. */
export interface RequestPhrases {
  /** A budget line; `amount` as the visitor wrote it, when given. */
  budget: readonly ((amount: string | undefined) => string)[];
  /** A line per refused item. */
  dislike: Record<Dislike, readonly string[]>;
  /** Advice for grey hair. */
  greyHair: readonly string[];
  /** Advice for someone who feels the cold. */
  feelsCold: readonly string[];
  /** Names of owned outer layers. */
  ownedNames: Record<OwnedOuter, string>;
  /** The answer to an either/or question ("áo dài or a dress?"): the option picked and the other, as written. */
  choice: readonly ((pick: string, other: string) => string)[];
  /** How the owned layer is named in the opening's list of what the visitor told. */
  ownedLabel: (name: string) => string;
  /** A line building the outfit around the owned layer. */
  owned: readonly ((name: string) => string)[];
}

/** Phrases per language. */
export const requestPhrases: Record<ContentLanguage, RequestPhrases> = {
  en: {
    ownedNames: { coat: 'coat', blazer: 'blazer', jacket: 'jacket' },
    ownedLabel: (n) => `the ${n} you already have`,
    choice: [
      (p, o) => `• “${p}” or “${o}”? Go with “${p}”: it suits the occasion and you will move more freely in it.`,
      (p, o) => `• Of the two, choose “${p}”; keep “${o}” for a more relaxed day.`,
    ],
    owned: [(n) => `• Put the ${n} you already own on top; it anchors the whole look, so keep what goes under it slim.`, (n) => `• Your own ${n} is the finishing layer: build everything else in colours that sit well beside it.`],
    budget: [
      (amount) => `• Budget${amount ? ` (${amount})` : ''}: spend most of it on the piece people see first, the top or the shoes, and take the basics from a high-street brand.`,
      (amount) => `• To keep to ${amount ?? 'your budget'}: one new hero piece is enough; build the rest from what you already own and check outlet or second-hand shops.`,
    ],
    dislike: {
      heels: ['• No heels needed: loafers, pointed flats or flat ankle boots look just as polished and you can stand all day.', '• Skip the heels: a sleek flat or a smart loafer keeps the outfit dressy and your feet happy.'],
      tie: ['• No tie: an open collar or a fine knit under the jacket looks modern and still sharp.', '• Leave the tie at home; a crisp collar, buttoned to the top or left open, does the same job.'],
      skirt: ['• No skirts or dresses: well-cut trousers with a defined waist do the same job.', '• Keep to trousers: a wide or straight leg with a tucked top looks just as put-together as a dress.'],
      oldSuit: ['• A suit, just not an old-fashioned one: a slim, modern cut in deep navy or charcoal, trousers ending neatly at the ankle, and a fine turtleneck or an open collar instead of shirt and tie.', '• Skip the stuffy suit, not the suit: a softly structured jacket with matching tapered trousers and a knit or band-collar shirt underneath looks sharp and young.'],
    },
    greyHair: ['Grey hair looks deliberate with a sharp cut and a purple shampoo once a week to keep yellow tones away.', 'Let the grey show: a clean, modern cut and cool colours like navy, grey or burgundy near the face make it look chic.'],
    feelsCold: ['Since you feel the cold, layer thin and warm: a thermal base, a knit and a windproof outer beat one bulky coat.', 'For someone who gets cold easily: warm feet and neck first, so thick socks, lined boots and a scarf matter most.'],
  },
  ko: {
    ownedNames: { coat: '코트', blazer: '블레이저', jacket: '재킷' },
    ownedLabel: (n) => `이미 가진 ${n}`,
    choice: [
      (p, o) => `• ‘${p}’ 쪽과 ‘${o}’ 쪽 중에서는 ‘${p}’ 쪽을 추천해요. 자리에도 어울리고 움직이기도 편해요.`,
      (p, o) => `• 둘 중에서는 ‘${p}’ 쪽이에요. ‘${o}’ 쪽은 좀 더 편한 날을 위해 아껴 두세요.`,
    ],
    owned: [(n) => `• 가지고 계신 ${withParticle(n, '을')} 맨 위에 걸치세요. 전체 룩의 중심이 되니 안쪽은 슬림하게 입는 게 좋아요.`, (n) => `• 갖고 있는 ${withParticle(n, '이')} 마무리 레이어예요. 나머지는 그 색과 잘 어울리는 톤으로 맞추세요.`],
    budget: [
      (amount) => `• 예산${amount ? ` ${amount}` : ''}: 가장 먼저 눈에 띄는 상의나 신발에 대부분을 쓰고, 기본템은 SPA 브랜드로 채우세요.`,
      (amount) => `• ${amount ? `${amount} 안에서` : '예산 안에서'} 맞추려면 새로 살 주인공 아이템은 하나만, 나머지는 가진 옷과 아울렛·중고로 채워 보세요.`,
    ],
    dislike: {
      heels: ['• 힐은 필요 없어요. 로퍼나 앞코가 뾰족한 플랫, 굽 없는 앵클부츠도 충분히 단정하고 하루 종일 편해요.', '• 힐 대신 날렵한 플랫이나 로퍼면 격식도 지키고 발도 편해요.'],
      tie: ['• 넥타이는 빼세요. 칼라를 열거나 재킷 안에 얇은 니트를 입으면 요즘 느낌으로 단정해요.', '• 넥타이 없이도 빳빳한 칼라 하나면 충분히 격식 있어 보여요.'],
      skirt: ['• 치마 대신 허리 라인이 잡힌 잘 재단된 팬츠로 같은 효과를 낼 수 있어요.', '• 팬츠로 가요. 와이드나 스트레이트 핏에 상의를 넣어 입으면 원피스만큼 갖춰 보여요.'],
      oldSuit: ['• 정장은 입되 올드하지 않게: 딥 네이비나 차콜의 슬림한 요즘 핏, 발목에서 깔끔하게 끝나는 바지, 셔츠와 넥타이 대신 얇은 터틀넥이나 오픈 칼라로 가볍게 풀어 주세요.', '• 딱딱한 정장 대신 어깨가 부드러운 재킷에 같은 색 테이퍼드 팬츠, 안에는 니트나 밴드 칼라 셔츠를 입으면 단정하면서도 젊어 보여요.'],
    },
    greyHair: ['흰머리는 깔끔한 커트와 일주일에 한 번 보라색 샴푸로 누런 기를 잡아 주면 멋으로 보여요.', '흰머리를 굳이 가리지 않아도 돼요. 모던한 커트에 네이비, 그레이, 버건디를 얼굴 가까이 두면 세련돼 보여요.'],
    feelsCold: ['추위를 많이 타신다면 두꺼운 옷 하나보다 발열 내의, 니트, 바람막이 아우터를 얇게 겹치는 게 따뜻해요.', '추위를 타는 분은 발과 목부터 챙기세요. 두꺼운 양말, 기모 부츠, 머플러가 가장 효과가 커요.'],
  },
  vi: {
    ownedNames: { coat: 'áo măng tô', blazer: 'áo blazer', jacket: 'áo khoác' },
    ownedLabel: (n) => `chiếc ${n} bạn đang có`,
    choice: [
      (p, o) => `• “${p}” hay “${o}”? Chọn “${p}” nhé: hợp dịp này mà bạn cũng thoải mái di chuyển hơn.`,
      (p, o) => `• Trong hai lựa chọn, mình chọn “${p}”; “${o}” để dành cho hôm nào thoải mái hơn.`,
    ],
    owned: [(n) => `• Khoác chiếc ${n} bạn đang có lên ngoài; nó là điểm neo của cả set, nên bên trong mặc gọn gàng.`, (n) => `• Chiếc ${n} sẵn có là lớp ngoài cùng: phối phần còn lại theo tông màu hợp với nó.`],
    budget: [
      (amount) => `• Ngân sách${amount ? ` ${amount}` : ''}: dồn phần lớn cho món người ta nhìn thấy đầu tiên, áo hoặc giày, còn đồ cơ bản thì chọn thương hiệu bình dân.`,
      (amount) => `• Để vừa ${amount ?? 'ngân sách'}: chỉ cần mua mới một món điểm nhấn, phần còn lại tận dụng đồ sẵn có hoặc săn đồ si, hàng giảm giá.`,
    ],
    dislike: {
      heels: ['• Không cần giày cao gót: giày lười, giày búp bê mũi nhọn hay bốt đế bằng vẫn thanh lịch mà đứng cả ngày không mỏi.', '• Bỏ qua giày cao gót: một đôi giày bệt thanh mảnh hoặc giày lười vẫn đủ trang trọng.'],
      tie: ['• Không cần cà vạt: mở một cúc cổ hoặc mặc áo len mỏng bên trong áo khoác vẫn gọn gàng, hiện đại.', '• Bỏ cà vạt ở nhà; một chiếc cổ áo sơ mi đứng form là đủ chỉn chu.'],
      skirt: ['• Không mặc váy: quần âu cắt may khéo, tôn eo cũng thanh lịch không kém.', '• Chọn quần thay váy: ống rộng hoặc ống đứng, sơ vin áo là trông chỉn chu như mặc đầm.'],
      oldSuit: ['• Vẫn mặc vest, chỉ là đừng già: chọn phom slim hiện đại màu xanh navy đậm hoặc xám than, quần dài vừa mắt cá, bên trong là áo len cổ lọ mỏng hoặc sơ mi cổ mở thay cho cà vạt.', '• Bỏ kiểu vest cứng nhắc chứ không bỏ vest: áo vest vai mềm đi cùng quần côn cùng màu, bên trong áo len mỏng hoặc sơ mi cổ tàu trông gọn gàng và trẻ trung.'],
    },
    greyHair: ['Tóc bạc trông có chủ ý khi cắt gọn gàng và gội dầu tím mỗi tuần một lần để khỏi ngả vàng.', 'Không cần giấu tóc bạc: một kiểu cắt hiện đại cùng các màu navy, xám, đỏ rượu vang gần khuôn mặt sẽ rất sang.'],
    feelsCold: ['Nếu bạn dễ lạnh, hãy mặc nhiều lớp mỏng: áo giữ nhiệt, áo len rồi áo khoác chắn gió ấm hơn một chiếc áo dày cộp.', 'Người sợ lạnh nên giữ ấm chân và cổ trước: tất dày, boots lót lông và khăn quàng là quan trọng nhất.'],
  },
  zh: {
    ownedNames: { coat: '大衣', blazer: '西装外套', jacket: '外套' },
    ownedLabel: (n) => `你已有的${n}`,
    choice: [
      (p, o) => `• “${p}”还是“${o}”？选“${p}”：更合场合，行动也更自在。`,
      (p, o) => `• 两个里我选“${p}”，“${o}”留给更轻松的日子。`,
    ],
    owned: [(n) => `• 把你已有的那件${n}穿在最外面，它是整套造型的重心，里面穿得利落些。`, (n) => `• 你现有的${n}就是最后一层，其余单品按和它相配的颜色来选。`],
    budget: [
      (amount) => `• 预算${amount ? `${amount}` : ''}：把大部分钱花在最先被看到的上衣或鞋子上，基础款选平价品牌就好。`,
      (amount) => `• 想控制在${amount ?? '预算'}以内：只买一件新的主角单品，其余用衣柜里现有的，或去奥莱、二手店淘。`,
    ],
    dislike: {
      heels: ['• 不穿高跟也完全可以：乐福鞋、尖头平底鞋或平底短靴一样得体，站一整天也不累。', '• 换成精致的平底鞋或乐福鞋，既正式又舒服。'],
      tie: ['• 不用系领带：敞开领口，或在西装里穿一件薄针织，利落又不拘谨。', '• 领带可以省掉，一件挺括的衬衫领就足够正式。'],
      skirt: ['• 不穿裙子也行：一条剪裁好、收腰的长裤同样优雅。', '• 选裤装：阔腿或直筒，上衣塞进去，和连衣裙一样精致。'],
      oldSuit: ['• 西装照穿，只是不要老气：选深藏青或炭灰色的修身新款，裤长刚到脚踝，里面用细针织高领或开领衬衫代替衬衫领带。', '• 不要死板的西装，但不放弃西装：软肩外套配同色锥形西裤，里面穿针织衫或立领衬衫，利落又年轻。'],
    },
    greyHair: ['白发配上利落的剪裁，每周用一次紫色洗发水去黄，反而显得有型。', '白发不必遮：现代感的发型，加上脸旁的藏青、灰色或酒红，会很高级。'],
    feelsCold: ['怕冷的话，与其穿一件厚外套，不如薄叠穿：保暖内衣、毛衣再加防风外套。', '怕冷先护住脚和脖子：厚袜子、加绒靴子和围巾最管用。'],
  },
};
