/**
 * Evaluation cases written in session 4 of issue 13 for lyrics-poem and style-suggestion: 24 fresh requests (3 lyrics
 * + 3 style per language) aimed at the classes the third read and the session-3 own read found — relation words used as
 * names, the wrong register for a parent, theme families without images (exam nights, payday, a fight, moving out, a
 * pet, grandparents, childhood, the commute), a haircut nobody asked for, occasions dressed wrong (a wedding guest in
 * chinos, jeans at a funeral, canvas high-tops on a trail). Then 8 held-out requests scored by hand in the report.
 */
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** A fact checked on a poem's body, without its title line. */
function inBody(label: string, check: RegExp | ((body: string) => boolean)): EvalFact {
  const test = typeof check === 'function' ? check : (body: string) => check.test(body);
  return { label, check: (text) => test(text.split('\n').slice(1).join('\n')) };
}

/** A fact checked on the title line. */
function inTitle(label: string, check: RegExp | ((title: string) => boolean)): EvalFact {
  const test = typeof check === 'function' ? check : (title: string) => check.test(title);
  return { label, check: (text) => test(text.split('\n')[0] ?? '') };
}

/** A section of a style answer by its emoji heading (empty when the answer has none). */
const section = (text: string, emoji: string): string => text.split('\n\n').find((part) => part.startsWith(emoji)) ?? '';
const inOutfit = (label: string, check: RegExp | ((outfit: string) => boolean)): EvalFact => ({ label, check: (text) => (typeof check === 'function' ? check : (s: string) => check.test(s))(section(text, '👕')) });
const inColours = (label: string, check: RegExp | ((colours: string) => boolean)): EvalFact => ({ label, check: (text) => (typeof check === 'function' ? check : (s: string) => check.test(s))(section(text, '🎨')) });
const noHair: EvalFact = { label: 'no haircut nobody asked for', check: (text) => section(text, '✂️') === '' };
const hasHair: EvalFact = { label: 'answers the hair question', check: (text) => section(text, '✂️') !== '' };

/** Body lines without section labels. */
const bodyLines = (text: string): string[] => text.split('\n').slice(1).map((line) => line.trim()).filter((line) => line.length > 0 && !/^[[【［(]/u.test(line));
const noOverRepeat: EvalFact = {
  label: 'no line repeated more than three times',
  check: (text) => {
    const counts = new Map<string, number>();
    for (const line of bodyLines(text)) counts.set(line, (counts.get(line) ?? 0) + 1);
    return [...counts.values()].every((count) => count <= 3);
  },
};

const lyrics = (id: string, language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, facts: EvalFact[]): EvalCase =>
  evalCase({ id, type: 'lyrics-poem', language, input: { input, emotion, lyricStyle }, facts: [...facts, noOverRepeat] });
const style = (id: string, language: ContentLanguage, input: string, facts: EvalFact[]): EvalCase => evalCase({ id, type: 'style-suggestion', language, input: { input }, facts });

/** Korean second person (너, 네, 넌, 널) — never said to a parent. */
const koreanYou = /(?<![가-힣])(?:너|네|넌|널|너를|너의|니가)(?![가-힣])/u;

export const cases: EvalCase[] = [
  // ── lyrics-poem: 12 fresh requests (session 4) ─────────────────────────────────────────────────────────────────
  lyrics('own4-lyrics-en-1', 'en', 'a song for my mom on her 60th birthday, she raised three of us alone', 'love', 'ballad', [
    inBody('sung to Mom', /\bMom\b/u),
    inBody('birthday images (candle, cake, another year, card)', /candle|cake|another year|card|birthday|wish/iu),
    inBody('the request frame is not pasted ("a song for my mom")', not(/a song for my mom/iu)),
    inTitle('the title is not "A Song for …"', not(/^\S+ A Song for/iu)),
  ]),
  lyrics('own4-lyrics-en-2', 'en', 'my little sister moving into her first apartment', 'hope', 'indie_folk', [
    inTitle('complete title (not cut after "her first")', /Apartment$/u),
    inBody('"little sister" is a person, not a capitalised name mid-line', not(/[\p{Ll},] Little sister|Little sister's/u)),
    inBody('moving-in images (boxes, keys, plate, walls, floorboard)', /boxes|keys?\b|plate|walls|floorboard|fridge/iu),
    inBody('she is sung about, not addressed', not(/(?:Hey|for you),? little sister/iu)),
  ]),
  lyrics('own4-lyrics-en-3', 'en', 'walking the dog in the rain before my morning commute', 'comfort', 'song', [
    inTitle('title does not end on a cut phrase', not(/\b(?:Before My Morning|Before My|My Morning)$/u)),
    inBody('the dog is there (tail, paw, leash, fur, nose)', /tail|paw|leash|fur|nose|dog/iu),
    inBody('the rain is there', /rain/iu),
  ]),
  lyrics('own4-lyrics-vi-1', 'vi', 'gửi bà nội ở quê, con nhớ mùi khói bếp', 'longing', 'ballad', [
    inBody('the singer is "con", never "ta", to a grandmother', (body) => /(?<![\p{L}\p{M}])[Cc]on(?![\p{L}\p{M}])/u.test(body) && !/(?<![\p{L}\p{M}])[Tt]a(?![\p{L}\p{M}])/u.test(body)),
    inBody('the grandmother is named', /bà nội/iu),
    inBody('a grandmother\'s world (hộp bánh, radio, kính lão, khăn len, đồng hồ, quả cam, khói bếp)', /hộp bánh|radio|kính lão|khăn len|đồng hồ|quả cam|khói bếp/iu),
  ]),
  lyrics('own4-lyrics-vi-2', 'vi', 'cãi nhau với bạn thân rồi làm lành', 'hope', 'song', [
    inBody('the fight and the making up (xin lỗi, tin nhắn, giận, cốc)', /xin lỗi|tin nhắn|giận|chiếc cốc/iu),
    inBody('no pasted verb fragment ("về cãi nhau")', not(/về cãi nhau/iu)),
  ]),
  lyrics('own4-lyrics-vi-3', 'vi', 'đêm ôn thi đại học với gói mì tôm', 'cheering', 'rap', [
    inBody('a study night (đèn bàn, trang, công thức, đề cương)', /đèn bàn|trang|công thức|đề cương/iu),
    inBody('not the morning after the exam', not(/Thi xong|ngủ quên|Thẻ dự thi cất/iu)),
  ]),
  lyrics('own4-lyrics-ko-1', 'ko', '할머니 댁 마당에서 보낸 어린 시절 여름', 'longing', 'poem', [
    inBody('no cut fragment ("시절 여름" without 어린)', not(/(?<!어린 )시절 여름/u)),
    inBody('childhood or grandmother images (매미, 마당, 맨발, 귤, 라디오, 벽시계, 자전거)', /매미|마당|맨발|귤|라디오|벽시계|자전거/u),
  ]),
  lyrics('own4-lyrics-ko-2', 'ko', '독립해서 처음 혼자 사는 원룸', 'hope', 'indie_folk', [
    inBody('first-flat images (열쇠, 상자, 접시, 냉장고, 벽)', /열쇠|상자|접시|냉장고|벽/u),
    inBody('no stock props from nowhere (바닷가의 강아지, 색종이)', not(/바닷가의 강아지|색종이/u)),
    inBody('the room is not a thing to hold on to', not(/원룸을 꼭 붙잡아/u)),
  ]),
  lyrics('own4-lyrics-ko-3', 'ko', '아빠한테 첫 월급으로 사 드린 운동화', 'love', 'song', [
    inBody('아빠 is never called 너', not(koreanYou)),
    inBody('아빠 is addressed', /아빠/u),
    inBody('payday images (월급, 월세, 알림, 적금)', /월급|월세|알림|적금/u),
  ]),
  lyrics('own4-lyrics-zh-1', 'zh', '写给奶奶：小时候她给我扎的辫子', 'love', 'ballad', [
    inBody('奶奶 is addressed with 您, never 你', (body) => /您/u.test(body) && !/你/u.test(body)),
    inBody('no verb fragment used as a name ("我扎")', not(/我扎/u)),
    inBody('奶奶 is named', /奶奶/u),
  ]),
  lyrics('own4-lyrics-zh-2', 'zh', '和男朋友吵架后坐末班地铁回家', 'sadness', 'song', [
    inBody('the fight (对不起, 已读, 杯子, 消息)', /对不起|已读|杯子|消息/u),
    inBody('the late subway (车窗, 站, 隧道, 扶手)', /车窗|站|隧道|扶手/u),
    // Round 8: "男朋友的笑声" reads the boyfriend as a boyfriend; only the friendship family's bare "朋友的笑声" misreads him.
    inBody('a boyfriend is not read as a friend', not(/(?<![男女])朋友的笑声/u)),
  ]),
  lyrics('own4-lyrics-zh-3', 'zh', '我家的猫十五岁了', 'comfort', 'poem', [
    inBody('a cat\'s world (尾巴, 脚印, 沙发, 碗, 鼻子)', /尾巴|脚印|沙发|碗|鼻子/u),
    inBody('no kitchen lines from "我家" (围裙, 电饭锅)', not(/围裙|电饭锅/u)),
  ]),
  // ── style-suggestion: 12 fresh requests (session 4) ────────────────────────────────────────────────────────────
  style('own4-style-en-1', 'en', "Woman, 29, going to my cousin's outdoor garden wedding in June as a guest. I'm petite, 155 cm, budget about $100.", [
    inOutfit('a wedding-guest dress', /dress|jumpsuit/iu),
    inColours('no white or cream in the palette for a guest', not(/white|cream|ivory/iu)),
    { label: 'keeps the budget', check: /\$100/u },
    { label: 'keeps the petite frame', check: /petite|height|tonal/iu },
    noHair,
  ]),
  style('own4-style-en-2', 'en', "Man, 52, I have to attend a funeral next week and it's winter. What should I wear?", [
    inOutfit('a dark suit', /dark suit|black|charcoal/iu),
    inOutfit('no jeans, puffer or sneakers at a funeral', not(/jeans|puffer|sneaker|denim/iu)),
    inColours('dark colours', /black|grey|charcoal|navy/iu),
    noHair,
  ]),
  style('own4-style-en-3', 'en', '19-year-old guy going hiking in the mountains for a weekend this autumn. What should I wear, and what do I do with my long hair?', [
    hasHair,
    inOutfit('boots or trail shoes that grip', /hiking boots|trail shoes|grip/iu),
    inOutfit('no canvas high-tops on a trail', not(/canvas|high-top/iu)),
  ]),
  style('own4-style-vi-1', 'vi', 'Nữ, 26 tuổi, đi dự đám cưới bạn thân vào tháng 12 ở Hà Nội, muốn mặc váy nhưng sợ lạnh.', [
    inOutfit('a dress, as asked', /đầm|váy/iu),
    inOutfit('warm over the dress (măng tô, áo khoác, quần tất)', /măng tô|áo khoác|quần tất/iu),
    inColours('no white for a guest', not(/trắng|kem/iu)),
    noHair,
  ]),
  style('own4-style-vi-2', 'vi', 'Nam, 35 tuổi, hơi mập bụng, đi biển Nha Trang với gia đình 3 ngày.', [
    inOutfit('no tucking over a belly', not(/sơ vin(?! hờ phía trước)/iu)),
    inOutfit('beach pieces (quần short, quần bơi, sandal, dép, espadrille)', /quần short|quần bơi|sandal|dép|espadrille/iu),
    { label: 'no waist-darts or wrap tip for a man', check: not(/vạt quấn|chiết eo|đầm|váy/iu) },
    noHair,
  ]),
  style('own4-style-vi-3', 'vi', 'Mình là nữ, 22 tuổi, sắp đi phỏng vấn ở công ty kiểm toán, nên trang điểm và mặc thế nào?', [
    { label: 'answers the make-up question', check: (text) => /tự nhiên|nền mỏng|son/iu.test(section(text, '💄')) },
    inOutfit('interview pieces (sơ mi, blazer, quần âu)', /sơ mi|blazer|quần âu|áo kiểu/iu),
    noHair,
  ]),
  style('own4-style-ko-1', 'ko', '30대 초반 여자예요. 5월에 친구 결혼식 가는데 하객룩 추천해 주세요. 예산은 10만 원 정도예요.', [
    inOutfit('a guest dress', /원피스|점프슈트/u),
    inColours('no white or cream for a guest', not(/화이트|크림|아이보리/u)),
    { label: 'keeps the budget', check: /10만 원/u },
    noHair,
  ]),
  style('own4-style-ko-2', 'ko', '20대 남자, 키 178에 마른 편이에요. 다음 달 첫 출근인데 사무실에 입을 옷 추천해 주세요.', [
    inOutfit('office pieces (셔츠, 슬랙스, 니트, 블레이저)', /셔츠|슬랙스|니트|블레이저/u),
    { label: 'no womenswear', check: not(/원피스|스커트|블라우스|힐/u) },
    noHair,
  ]),
  style('own4-style-ko-3', 'ko', '아이 고등학교 졸업식에 가는 40대 후반 엄마예요. 2월이라 추워요.', [
    inOutfit('a warm coat for February', /코트/u),
    { label: 'a ceremony, not a campus day', check: (text) => /졸업식|사진/u.test(text) && !/강의실|캠퍼스/u.test(text) },
    inOutfit('dressed as a woman at a ceremony (블라우스, 니트, 슬랙스, 스커트)', /블라우스|니트|슬랙스|스커트/u),
    noHair,
  ]),
  style('own4-style-zh-1', 'zh', '女，35岁，下周要参加同事父亲的葬礼，穿什么合适？', [
    inOutfit('dark and plain', /黑|炭灰|深色/u),
    inOutfit('no jeans or canvas shoes at a funeral', not(/牛仔|帆布|运动鞋/u)),
    noHair,
  ]),
  style('own4-style-zh-2', 'zh', '男，24岁，秋天第一次约会，在咖啡馆，不想穿得太正式。', [
    { label: 'answers "not too formal"', check: /不用太正式|轻松|随意|不刻意/u },
    inOutfit('no silk scarf or patent shoes for a café date', not(/丝巾|亮面/u)),
    noHair,
  ]),
  style('own4-style-zh-3', 'zh', '女，28岁，微胖，周末去三亚海边，想拍照好看，发型怎么弄？', [
    hasHair,
    inOutfit('nothing tucked in', not(/塞进/u)),
    inOutfit('beach pieces (凉鞋, 罩衫, 衬衫裙, 草编, 泳衣)', /凉鞋|罩衫|衬衫裙|草编|泳衣/u),
  ]),
  // ── 8 held-out requests, never tuned on, scored by hand in the session-4 report ───────────────────────────────
  lyrics('held4-lyrics-en-1', 'en', 'to my dad who taught me to ride a bike in the parking lot', 'longing', 'song', [
    inBody('no verb or cut noun pasted as an image ("There was taught", "about lot")', not(/There was taught|about lot\b|to a bike$/imu)),
    inBody('Dad is addressed', /\bDad\b/u),
  ]),
  style('held4-style-en-1', 'en', 'Woman, 41, plus-size, first date at a wine bar in November, I want to feel confident but not overdressed.', [
    { label: 'answers "not overdressed"', check: /not too dressed up|overdressed|relaxed/iu },
    noHair,
  ]),
  lyrics('held4-lyrics-vi-1', 'vi', 'con mèo mướp của bà ngoại nằm phơi nắng trên hiên', 'comfort', 'haiku', [
    inBody('the cat is in the haiku', /mèo|nắng|hiên/iu),
    inBody('the grandmother is not a blanket over the singer', not(/bà ngoại phủ lên/iu)),
  ]),
  style('held4-style-vi-1', 'vi', 'Nam, 23 tuổi, cao 1m80, sắp đi leo núi Fansipan tháng 1, nên mặc gì cho đủ ấm?', [
    inOutfit('warm layers for a January summit (áo phao, fleece, len)', /áo phao|fleece|len|giữ nhiệt/iu),
    inOutfit('boots that grip', /giày leo núi|giày trail/iu),
  ]),
  lyrics('held4-lyrics-ko-1', 'ko', '시험 끝나고 친구랑 화해한 날', 'joy', 'dance_pop', [
    inBody('the exam is over and the friends made up (not still fighting)', not(/오늘 밤을 이렇게 끝내지 말자/u)),
  ]),
  style('held4-style-ko-1', 'ko', '50대 남자예요. 딸 결혼식에 혼주로 참석하는데 어떻게 입어야 할까요?', [
    inOutfit('a suit', /정장/u),
    { label: 'the father of the bride is not treated as a guest', check: not(/하객/u) },
  ]),
  lyrics('held4-lyrics-zh-1', 'zh', '第一次发工资给妈妈买了一件羽绒服', 'love', 'free_verse', [
    inBody('the down jacket is there', /羽绒服/u),
    inBody('妈妈 with 您', /您/u),
  ]),
  style('held4-style-zh-1', 'zh', '男，30岁，下个月去参加大学同学的婚礼当伴郎，夏天，有点啤酒肚。', [
    inOutfit('a suit', /西装/u),
    { label: 'no womenswear for a man', check: not(/连衣裙|半身裙|高跟/u) },
  ]),
];
