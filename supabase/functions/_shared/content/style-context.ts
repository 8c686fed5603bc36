/**
 * What the visitor's day asks of the outfit beyond the occasion (issue 13, round 7): how they get there (a bike, a
 * motorbike, a long walk), an early-autumn month that is not coat weather ("a garden wedding in September"), and one
 * consistent outfit: a tip or a note may only speak of pieces the outfit has (no "roll your shirt sleeves" beside a knit
 * dress, no "sandals" beside loafers). Pure; four languages.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** How the visitor gets to where the outfit is worn. */
export type Commute = 'bike' | 'motorbike' | 'walk';

const commutePatterns: ReadonlyArray<readonly [Commute, RegExp]> = [
  ['motorbike', /\bmotor(?:bike|cycle|scooter)\b|\bscooter\b|xe máy|xe may|chạy xe|chay xe|đi xe (?:số|ga)|오토바이|스쿠터|摩托|电动车|电瓶车|电驴/iu],
  ['bike', /\b(?:bike|bicycle|cycle|cycling|biking|ride my bike)\b|xe đạp|xe dap|자전거|따릉이|单车|自行车|骑车|共享单车/iu],
  ['walk', /\bwalk(?:ing)? (?:\d+|twenty|thirty|fifteen|ten|a long way|to (?:work|the office|school|my))|\b\d+[- ]?min(?:ute)?s?'? walk|đi bộ (?:\d+|đến|tới|đi làm)|di bo (?:\d+|den|toi|di lam)|걸어서|도보로|걸어 다녀|步行|走路(?:上班|上学|去)/iu],
];

/** The way there, when the request names one. */
export function commuteOf(description: string): Commute | undefined {
  return commutePatterns.find(([, pattern]) => pattern.test(description))?.[0];
}

/** Rain named in the request. */
const rainPattern = /\brain(?:y|s|ing|coat)?\b|drizzle|\bwet\b|(?<![\p{L}\p{M}])mưa(?![\p{L}\p{M}])|비가|비 오|장마|下雨|雨天|多雨|梅雨/iu;

export interface CommuteWeather { hot: boolean; cold: boolean; description: string }

const commuteLines: Record<Commute, Record<ContentLanguage, { base: string; hot: string; cold: string; rain: string }>> = {
  bike: {
    en: { base: '• For the bike: trousers with a little stretch you can roll at the ankle, no long or flowing skirt, and a small backpack instead of a shoulder bag.', hot: ' Ride in a quick-dry top and change into the neat one at work.', cold: ' Add gloves and a windproof layer you take off on arrival.', rain: ' A packable rain shell and a cover for the bag keep you dry on the way.' },
    vi: { base: '• Đi xe đạp: chọn quần hơi co giãn, xắn được gấu, tránh váy dài bay, đeo ba lô nhỏ thay cho túi xách.', hot: ' Đạp xe với áo khô nhanh rồi thay áo chỉn chu khi tới nơi.', cold: ' Thêm găng tay và một lớp chắn gió, tới nơi là cởi ra.', rain: ' Mang áo mưa gọn nhẹ và túi chống nước cho ba lô.' },
    ko: { base: '• 자전거로 가신다면 신축성 있어 밑단을 접을 수 있는 바지에 작은 백팩을 추천해요. 길고 펄럭이는 치마는 피하세요.', hot: ' 가는 길엔 빨리 마르는 티셔츠를 입고, 도착해서 단정한 상의로 갈아입으세요.', cold: ' 장갑과 바람막이를 더하고, 도착하면 벗으세요.', rain: ' 접이식 우비와 가방 방수 커버도 챙기세요.' },
    zh: { base: '• 骑车通勤：选有点弹力、裤脚能卷起的裤子，别穿又长又飘的裙子，用双肩包代替单肩包。', hot: '路上穿速干T恤，到公司再换上得体的上衣。', cold: '加一副手套和一件防风外套，到了就脱。', rain: '带一件轻便雨衣，再给包套个防雨罩。' },
  },
  motorbike: {
    en: { base: '• For the scooter: long trousers, closed shoes and a jacket that covers the hips, with gloves; take the outer layer off at work and the outfit underneath stays neat.', hot: ' A thin long-sleeved layer keeps the sun off your arms on the way.', cold: ' Make that jacket windproof, and add a scarf or a neck warmer.', rain: ' Keep a two-piece rain suit under the seat.' },
    vi: { base: '• Đi xe máy: mặc quần dài, giày kín mũi, khoác áo dài qua hông và đeo găng tay; tới công ty cởi lớp ngoài là bộ đồ bên trong vẫn gọn gàng.', hot: ' Áo chống nắng mỏng giúp tay không bị cháy nắng trên đường.', cold: ' Chọn áo khoác chắn gió, thêm khăn quàng cổ và khẩu trang cho đỡ rét.', rain: ' Để sẵn bộ áo mưa hai mảnh trong cốp xe.' },
    ko: { base: '• 오토바이로 다니신다면 긴 바지, 앞이 막힌 신발, 엉덩이까지 덮는 재킷과 장갑을 챙기세요. 도착해서 겉옷만 벗으면 안의 옷은 단정하게 남아요.', hot: ' 얇은 긴소매를 걸치면 팔이 햇볕에 타지 않아요.', cold: ' 재킷은 바람을 막는 걸로 고르고 넥워머까지 더하세요.', rain: ' 상하 분리형 우비를 시트 밑에 넣어 두세요.' },
    zh: { base: '• 骑电动车或摩托：穿长裤、包头鞋，外套要盖过臀部，再戴副手套；到公司脱掉外层，里面的衣服依然整齐。', hot: '穿一件薄的长袖防晒衣，胳膊不会晒伤。', cold: '外套选防风的，再加围巾或护颈。', rain: '座位下常备一套分体雨衣。' },
  },
  walk: {
    en: { base: '• For the walk: shoes you can do the whole way in, and if the office wants smarter ones, carry them and change at your desk.', hot: ' Walk in the lightest layer and carry anything heavier.', cold: ' A warm layer for the way, off as soon as you arrive.', rain: ' A compact umbrella and shoes that shrug off puddles.' },
    vi: { base: '• Đi bộ: chọn giày đi suốt quãng đường vẫn êm; nếu nơi làm việc cần giày lịch sự hơn thì mang theo và thay khi tới.', hot: ' Đi đường chỉ mặc lớp mỏng nhất, lớp dày hơn thì cầm theo.', cold: ' Một lớp ấm cho quãng đường, tới nơi là cởi.', rain: ' Mang ô gấp gọn và giày không ngại nước.' },
    ko: { base: '• 걸어서 가신다면 끝까지 편한 신발을 신고, 회사에서 더 단정한 구두가 필요하면 챙겨 가서 갈아 신으세요.', hot: ' 걷는 동안은 가장 얇은 옷만 입고 나머지는 들고 가세요.', cold: ' 가는 길엔 따뜻한 겉옷을 입고 도착하면 벗으세요.', rain: ' 작은 우산과 물에 강한 신발을 챙기세요.' },
    zh: { base: '• 走路上班：穿能一路走到底的舒服鞋子，公司要穿得更正式的话，带一双到了再换。', hot: '路上只穿最薄的一层，厚的拿在手上。', cold: '路上加一层保暖外套，到了就脱。', rain: '带把折叠伞，穿不怕积水的鞋。' },
  },
};

/** The line for the way there, with the weather the request names. */
export function commuteNote(commute: Commute, language: ContentLanguage, weather: CommuteWeather): string {
  const lines = commuteLines[commute][language];
  let note = lines.base;
  if (weather.hot) note += lines.hot;
  else if (weather.cold) note += lines.cold;
  if (rainPattern.test(weather.description)) note += lines.rain;
  return note;
}

/** An early-autumn month or phrase: autumn colours and fabrics, but no coat ("September", "9월", "tháng 9", "九月", "初秋"). */
const earlyAutumnPattern = /\bseptember\b|\bearly (?:fall|autumn)\b|(?<!1)9월|초가을|tháng 9(?!\d)|thang 9(?!\d)|tháng chín|đầu thu|(?<!十)九月|初秋|早秋/iu;

/** Whether the request dresses for early autumn (no overcoat). */
export function isEarlyAutumn(description: string): boolean {
  return earlyAutumnPattern.test(description.toLowerCase());
}

/** Families of pieces, by the words that name them in each language. */
const pieceFamilies: ReadonlyArray<{ family: string; pattern: RegExp }> = [
  { family: 'shirt', pattern: /(?<![-\p{L}])shirts?\b|sleeves?|\bcollar|sơ mi|tay áo|(?<!티)셔츠|소매|衬衫|袖/iu },
  { family: 'blazer', pattern: /blazer|suit jacket|블레이저|西装外套/iu },
  { family: 'coat', pattern: /\bcoats?\b|overcoat|trench|măng tô|áo dạ|코트|大衣|风衣/iu },
  { family: 'jacket', pattern: /jackets?\b|áo khoác|재킷|자켓|外套|夹克/iu },
  { family: 'skirt', pattern: /skirt|chân váy|스커트|치마|半身裙/iu },
  { family: 'dress', pattern: /\bdress\b|(?<![\p{L}\p{M}])đầm(?![\p{L}\p{M}])|원피스|连衣裙|衬衫裙/iu },
  { family: 'trousers', pattern: /trousers?|\bpants\b|chinos|slacks|jeans|denim|청바지|데님|牛仔裤|(?<![\p{L}\p{M}])quần(?! short| đùi| soóc)|(?<!반)바지|슬랙스|(?<!短)裤(?!袜)/iu },
  { family: 'jeans', pattern: /jeans|denim|quần jeans|청바지|데님|牛仔/iu },
  { family: 'knit', pattern: /\bknit|sweater|jumper|cardigan|áo len|니트|가디건|스웨터|针织|毛衣|开衫/iu },
  { family: 'heels', pattern: /heels?\b|cao gót|힐|高跟/iu },
  { family: 'sandals', pattern: /sandal|espadrille|(?<![\p{L}\p{M}])dép(?![\p{L}\p{M}])|샌들|凉鞋|拖鞋/iu },
  { family: 'boots', pattern: /boots?\b|bốt|부츠|靴/iu },
  { family: 'sneakers', pattern: /sneakers?|trainers|giày thể thao|스니커즈|운동화|运动鞋|板鞋/iu },
  { family: 'leather shoes', pattern: /leather (?:shoes|lace-ups)|derby|derbies|oxford shoes|giày (?:da|derby|tây)|구두|더비|皮鞋|德比鞋/iu },
  { family: 'loafers', pattern: /loafers?|giày lười|로퍼|乐福鞋/iu },
  { family: 'belt', pattern: /\bbelts?\b|thắt lưng|벨트|腰带|皮带/iu },
  { family: 'scarf', pattern: /scarf|khăn (?:choàng|quàng)|스카프|목도리|围巾|丝巾/iu },
];

/** Families already read per line: the stylist checks the same bank lines on every call (bounded, cleared when full). */
const familiesRead = new Map<string, Set<string>>();
const familiesReadLimit = 4096;

/** The families a text names (17 patterns; each line is read once, since V8 may drop compiled patterns on a GC). */
function familiesIn(text: string): Set<string> {
  const known = familiesRead.get(text);
  if (known !== undefined) return known;
  const families = new Set(pieceFamilies.filter(({ pattern }) => pattern.test(text)).map(({ family }) => family));
  if (familiesRead.size >= familiesReadLimit) familiesRead.clear();
  familiesRead.set(text, families);
  return families;
}

/** The last outfit read (one outfit is checked against many lines in a row; reading it once keeps the stylist fast). */
let lastOutfit: { text: string; families: Set<string> } | null = null;

/** The families an outfit names, read once per outfit. */
function outfitFamilies(outfit: string): Set<string> {
  if (lastOutfit === null || lastOutfit.text !== outfit) lastOutfit = { text: outfit, families: familiesIn(outfit) };
  return lastOutfit.families;
}

/** Whether a line speaks only of pieces the outfit has (a line that names no piece always fits). */
export function fitsOutfit(line: string, outfit: string): boolean {
  const named = familiesIn(line);
  if (named.size === 0) return true;
  const worn = outfitFamilies(outfit);
  // A dress is a shirt dress too ("린넨 셔츠 원피스"): the outfit's words decide.
  return [...named].every((family) => worn.has(family));
}

/** A slim or a loose cut of the bottom, in four languages. */
const slimFit = /\bskinny\b|\bslim(?:-fit| fit)? (?:trousers|jeans|pants)|tailored slim|quần (?:âu |jeans )?ôm|ống côn|스키니|슬림 (?:슬랙스|바지|팬츠)|紧身裤|小脚裤|修身(?:西)?裤/iu;
const looseFit = /wide[- ]leg|straight[- ]leg|\bstraight (?:trousers|jeans|cut)|ống (?:suông|rộng|đứng)|와이드|일자 (?:바지|슬랙스|팬츠)|阔腿|直筒/iu;

/** Families that fill one slot of an outfit: what is worn below, and on the feet. */
const slots: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['dress', 'skirt', 'trousers', 'jeans']),
  new Set(['heels', 'sandals', 'boots', 'sneakers', 'loafers', 'leather shoes']),
];

/**
 * Whether a line asks for other pieces in a slot the outfit has already filled ("sandals" beside loafers, "straight
 * trousers" beside a dress): such a line contradicts the outfit.
 */
export function contradictsOutfit(line: string, outfit: string): boolean {
  // "quần âu ôm" beside "ống suông": a slim cut and a loose one are not one advice (round 6).
  if ((slimFit.test(line) && looseFit.test(outfit) && !slimFit.test(outfit)) || (looseFit.test(line) && slimFit.test(outfit) && !looseFit.test(outfit))) return true;
  const named = familiesIn(line);
  if (named.size === 0) return false;
  const worn = outfitFamilies(outfit);
  return slots.some((slot) => {
    const asked = [...named].filter((family) => slot.has(family));
    const has = [...worn].filter((family) => slot.has(family));
    return asked.length > 0 && has.length > 0 && !asked.some((family) => has.includes(family));
  });
}

/** Whether a tip agrees with the outfit: it names only pieces the outfit has and asks for no other cut or shoes. */
export function agreesWithOutfit(line: string, outfit: string): boolean {
  return fitsOutfit(line, outfit) && !contradictsOutfit(line, outfit);
}

/** A tip that fits any outfit: about trying it on, not about a piece. */
export const anyOutfitTip: Record<ContentLanguage, readonly string[]> = {
  en: ['Try the whole outfit on the day before, then sit, walk and lift your arms in it: whatever pinches or rides up is what to change.', 'Take a photo of your outfit in a mirror; you will spot what is off in a second.'],
  vi: ['Mặc thử cả bộ từ hôm trước, ngồi xuống, đi lại, giơ tay: chỗ nào bó hay bị kéo lên là chỗ cần đổi.', 'Chụp ảnh bộ đồ trước gương; bạn sẽ thấy ngay chỗ nào chưa ổn.'],
  ko: ['전날 한 번 다 입어 보고 앉고 걷고 팔도 올려 보세요. 조이거나 말려 올라가는 곳이 바꿀 곳이에요.', '거울 앞에서 코디 사진을 찍어 보세요. 어색한 부분이 단번에 보여요.'],
  zh: ['前一天把整套衣服试穿一遍，坐下、走路、抬抬手：哪里勒、哪里往上跑，就换哪件。', '对着镜子给穿搭拍张照，哪里不对一眼就能看出来。'],
};

/** An event held outdoors on grass ("garden wedding", "야외 결혼식", "tiệc ngoài trời", "草坪婚礼"). */
export const gardenPattern = /\bgarden\b|\boutdoor (?:wedding|ceremony|party|reception)|\blawn\b|야외|정원|ngoài trời|ngoai troi|sân vườn|san vuon|草坪|花园|户外/iu;

/** What grass and open air ask of a guest: no thin heels, fabric that breathes, a layer for the evening. */
export const gardenNote: Record<ContentLanguage, string> = {
  en: '• On grass, thin heels sink: block heels, wedges or smart flats, and a breathable fabric with a light layer for when the sun goes down.',
  vi: '• Trên bãi cỏ, gót nhọn sẽ lún: chọn gót vuông, đế xuồng hoặc giày bệt, vải thoáng và một lớp mỏng khi trời về chiều.',
  ko: '• 잔디에서는 얇은 굽이 빠져요. 블록힐이나 웨지, 단정한 플랫슈즈에 통기성 좋은 소재, 해 질 녘을 위한 얇은 겉옷을 챙기세요.',
  zh: '• 草地上细跟会陷进去：选粗跟、坡跟或精致平底鞋，面料要透气，再备一件傍晚用的薄外套。',
};

/** Sore knees, a bad back or sore feet named in the request (a long walk on them needs cushioned shoes). */
export const jointsPattern = /\b(?:bad|sore|weak|dodgy) (?:knees?|back|feet|ankles?)|knee (?:pain|problems?)|back pain|무릎이?\s*(?:좀|조금|많이)?\s*(?:안 좋|아프|약하|시리)|무릎 통증|허리가?\s*(?:좀|조금)?\s*(?:안 좋|아프)|발목이? (?:안 좋|약하)|đau (?:đầu gối|lưng|chân)|đầu gối (?:yếu|đau|không tốt)|膝盖(?:不好|疼|痛|不太好)|腰(?:不好|疼)|脚踝(?:不好|受过伤)/iu;

/** What sore joints ask of the shoes on a day of walking. */
export const jointsNote: Record<ContentLanguage, string> = {
  en: '• For your knees: cushioned walking shoes or trainers with a firm heel and a thick sole, not loafers, heels or thin flats; a light bag on the back keeps the weight even.',
  vi: '• Vì đầu gối yếu: chọn giày đi bộ hoặc giày thể thao đế dày êm, gót chắc, tránh giày lười, giày cao gót hay giày bệt đế mỏng; đeo ba lô nhẹ để chia đều sức nặng.',
  ko: '• 무릎을 위해 쿠션 좋은 워킹화나 운동화처럼 굽이 단단하고 밑창이 두꺼운 신발을 신으세요. 로퍼, 힐, 밑창 얇은 플랫은 피하고 가방은 가벼운 백팩으로요.',
  zh: '• 为了膝盖：穿鞋底厚、有缓冲、后跟稳的健步鞋或运动鞋，别穿乐福鞋、高跟鞋和薄底平底鞋；背个轻便双肩包，重量更均匀。',
};
