/**
 * Evaluation cases from the third blind read (docs/blind-reads/2026-11-25-third-read.*), rows 33–40 (style-suggestion)
 * and 49–56 (lyrics-poem), plus twelve new requests written afterwards (3 per language) that nobody tuned on. The facts
 * say what the reviewer asked for: a lyric reads its theme into parts and writes around them with images of the theme's
 * own world, a complete title, no pasted non-noun fragment, no stock props from nowhere, the meaning right; a style
 * answer obeys gender, body shape, occasion, climate and explicit dislikes, and its tip agrees with its outfit.
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

/** A fact checked on the outfit section of a style answer (between the outfit heading and the colours heading). */
function inOutfit(label: string, check: RegExp | ((outfit: string) => boolean)): EvalFact {
  const test = typeof check === 'function' ? check : (outfit: string) => check.test(outfit);
  return { label, check: (text) => test(/👕[^\n]*\n([\s\S]*?)(?:\n🎨|$)/u.exec(text)?.[1] ?? text) };
}

/** A fact checked on the hair section of a style answer (empty when there is none). */
function inHair(label: string, check: (hair: string) => boolean): EvalFact {
  return { label, check: (text) => check(/✂️[^\n]*\n([\s\S]*?)(?:\n👕|$)/u.exec(text)?.[1] ?? '') };
}

/** The body's lines without section labels. */
const bodyLines = (text: string): string[] => text.split('\n').slice(1).map((line) => line.trim()).filter((line) => line.length > 0 && !/^[[【［(]/u.test(line));

/** No line of the body appears more than three times (a chorus sung twice, plus one echo at most). */
const noOverRepeat: EvalFact = {
  label: 'no line repeated more than three times',
  check: (text) => {
    const counts = new Map<string, number>();
    for (const line of bodyLines(text)) counts.set(line, (counts.get(line) ?? 0) + 1);
    return [...counts.values()].every((count) => count <= 3);
  },
};

/** Stock props the reviewer found pasted from nowhere (rule B). */
const stockProps: Record<ContentLanguage, RegExp> = {
  en: /hoodie|coffee mug|highway|running shoes|rooftop|ice-cream truck|mountain trail|throne/iu,
  vi: /đường cao tốc|giày chạy|cột đèn|hoa giấy/iu,
  ko: /러닝화|고속도로|전광판|엔진 소리|관중석/u,
  zh: /灯塔|高速公路|跑鞋|门廊/u,
};
const noStock = (language: ContentLanguage): EvalFact => inBody('no stock prop the theme never named', not(stockProps[language]));

/** Rule A spans the read found pasted into noun slots. */
const noFragment = (fragment: RegExp): EvalFact => ({ label: 'no pasted non-noun fragment', check: not(fragment) });

const lyrics = (id: string, language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, facts: EvalFact[]): EvalCase =>
  evalCase({ id, type: 'lyrics-poem', language, input: { input, emotion, lyricStyle }, facts: [...facts, noStock(language), noOverRepeat] });

const style = (id: string, language: ContentLanguage, input: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id, type: 'style-suggestion', language, input: { input }, facts });

/** Women's pieces that a man's outfit must not carry. */
const womenswear: Record<ContentLanguage, RegExp> = {
  en: /\b(?:dress|skirt|blouse|heels|bob)\b/iu,
  vi: /đầm|váy|chân váy|áo kiểu|giày cao gót|tóc bob/iu,
  ko: /원피스|스커트|블라우스|힐|단발|보브/u,
  zh: /连衣裙|半身裙|裙|衬衫裙|高跟|波波头/u,
};

/** The 16 lyrics and style requests of the third blind read, then 12 new ones. */
export const cases: EvalCase[] = [
  // ── lyrics-poem (third read, rows 49–56) ────────────────────────────────────────────────────────────────────────
  lyrics('blind3-lyrics-en-1', 'en', 'my grandmother\'s kitchen after she moved into a care home', 'longing', 'indie_folk', [
    inTitle('complete title (not cut after "after she")', not(/\b(?:after|she|a|the|of|into|before|when)$/iu)),
    inBody('the kitchen is not addressed as a person', not(/(?:laughing|miss you)[^\n]*,\s*grandmother's kitchen|grandmother's kitchen, i miss/iu)),
    inBody('kitchen images of her own world (stove, kettle, apron, recipe, flour, pot, jars…)', /stove|kettle|apron|recipe|flour|pot\b|jar|spoon|table|oven|dough/iu),
    inBody('she is still alive, in a care home (a visit, her room, she asks)', /care home|visit|her room|she asks|she still/iu),
  ]),
  lyrics('blind3-lyrics-en-2', 'en', 'finally paying off my student loans', 'joy', 'rap', [
    inBody('the debt is paid, not owned (zero, last payment, paid off, debt-free)', /zero|last payment|paid (?:it )?off|paid in full|debt[- ]free|balance/iu),
    inBody('does not celebrate having the loans', not(/(?:we got|i found|i love|dancing|got) (?:my )?student loans|student loans is dancing/iu)),
  ]),
  lyrics('blind3-lyrics-vi-1', 'vi', 'mùa mưa Sài Gòn, chờ người yêu cũ dưới mái hiên', 'breakup', 'ballad', [
    inBody('Saigon rain in the lines', /mưa/iu),
    inBody('the waiting under the awning', /mái hiên|hiên|chờ|đợi/iu),
    inBody('no "người yêu cũ" twice in one line', (body) => body.split('\n').every((line) => (line.match(/người yêu cũ/giu) ?? []).length < 2)),
  ]),
  lyrics('blind3-lyrics-vi-2', 'vi', 'mẹ tôi bán xôi ở đầu ngõ mỗi sáng sớm', 'love', 'poem', [
    inBody('the xôi is there', /xôi/iu),
    inBody('the mother at work (gánh, nồi, lá chuối, dậy sớm, hàng, bếp, khách)', /gánh|nồi|lá chuối|lá sen|dậy|hàng|bếp|khách|đồ xôi|hấp/iu),
    inBody('does not imply she is gone', not(/từng có mẹ|mẹ đã đi xa|vắng mẹ/iu)),
  ]),
  lyrics('blind3-lyrics-ko-1', 'ko', '수능 끝나고 처음 맞는 겨울 아침', 'hope', 'free_verse', [
    inBody('winter-morning images (입김, 이불, 햇살, 서리, 창문…)', /입김|이불|햇살|서리|창문|늦잠|알람|목도리|김이/u),
    inBody('the exam is over (수험표, 시험, 문제집, 끝난…)', /수험표|시험|문제집|끝났|끝난|독서실|교복/u),
  ]),
  lyrics('blind3-lyrics-ko-2', 'ko', '야근하고 막차 타는 직장인', 'cheering', 'dance_pop', [
    inBody('the last train is there', /막차/u),
    inBody('overtime is there (야근, 퇴근, 사무실, 모니터…)', /야근|퇴근|사무실|모니터|사원증|넥타이|노트북/u),
    inBody('the worker is not a goal ("직장인까지", "직장인을 포기")', not(/직장인까지|직장인을 포기|직장인을 위해/u)),
  ]),
  lyrics('blind3-lyrics-zh-1', 'zh', '北漂十年，过年回不了家', 'sadness', 'song', [
    noFragment(/年回不(?!了)/u),
    inBody('Beijing / New Year / home in the lines', /北京|春节|过年|年夜饭|老家|家里|回家/u),
    inBody('ten years away', /十年/u),
  ]),
  lyrics('blind3-lyrics-zh-2', 'zh', '秋天的第一杯奶茶', 'comfort', 'haiku', [
    noFragment(/(?<![一第两这那每半])杯奶茶/u),
    inBody('autumn in the lines', /秋/u),
    inBody('three short lines', (body) => bodyLines(`t\n${body}`).length === 3),
  ]),
  // ── style-suggestion (third read, rows 33–40) ───────────────────────────────────────────────────────────────────
  style('blind3-style-en-1', 'en', "I'm 34, a bit curvy, going to an outdoor fall wedding in Vermont as a guest. I want something warm but not frumpy, budget around $150.", [
    inOutfit('a wedding-guest dress or jumpsuit', /dress|jumpsuit/iu),
    inOutfit('a warm layer for outdoors in the fall', /coat|wrap|shawl|cardigan|tights|boots|jacket/iu),
    inOutfit('no office poplin shirt with wool trousers', not(/poplin shirt/iu)),
    inHair('no trendy haircut unasked', not(/wolf cut|shag|buzz|bob/iu)),
    { label: 'keeps to the budget', check: /\$150|budget/iu },
  ]),
  style('blind3-style-en-2', 'en', 'Tall skinny guy, 22, starting an internship at a tech startup. Everyone wears hoodies but I want to look slightly more put together.', [
    inOutfit('no hoodie in the outfit', (outfit) => !/hoodie/iu.test(outfit) || /instead of (?:a |the )?hoodie|beyond (?:the )?hoodie|swap (?:the )?hoodie/iu.test(outfit)),
    inOutfit('a step up from a hoodie (overshirt, oxford, knit, polo, chore jacket)', /overshirt|oxford|knit|polo|chore jacket|merino|bomber/iu),
    { label: 'no womenswear for a guy', check: not(womenswear.en) },
  ]),
  style('blind3-style-vi-1', 'vi', 'Mình là nữ, 1m55, hơi mập bụng, sắp đi Đà Lạt 4 ngày. Nên mặc gì vừa ấm vừa chụp ảnh đẹp?', [
    inOutfit('a warm layer', /áo khoác|len|măng tô|cardigan|áo dạ/iu),
    { label: 'photo advice', check: /ảnh|chụp/iu },
    { label: 'no clumsy doubled "dáng … dáng"', check: not(/dáng [^,]+, dáng/iu) },
  ]),
  style('blind3-style-vi-2', 'vi', 'Nam, 28 tuổi, làm văn phòng ở Sài Gòn, trời nóng quanh năm. Muốn mặc lịch sự mà không bị bí mồ hôi.', [
    { label: 'no womenswear or bob for a man', check: not(womenswear.vi) },
    inOutfit('breathable fabric', /thoáng|lanh|linen|cotton|thấm/iu),
    { label: 'age read right (not "tuổi đôi mươi")', check: not(/đôi mươi/iu) },
    { label: 'no tourist temple tip for an office worker', check: not(/chùa/iu) },
  ]),
  style('blind3-style-ko-1', 'ko', '20대 후반 여자고 키 163이에요. 다음 주에 소개팅이 있는데 너무 꾸민 티 안 나게 입고 싶어요. 장소는 성수동 카페예요.', [
    inOutfit('a soft date look (blouse, knit, dress, skirt)', /블라우스|니트|원피스|스커트|가디건/u),
    { label: 'the tip does not talk about a shirt the outfit lacks', check: (text) => !/셔츠 앞자락|소매를 두 번/u.test(text) || /셔츠/u.test(/👕[\s\S]*?🎨/u.exec(text)?.[0] ?? '') },
    { label: 'not too dressed up (low-key, 힘 뺀, 편안)', check: /꾸민 티|힘을 뺀|힘 뺀|편안|자연스럽|캐주얼/u },
  ]),
  style('blind3-style-ko-2', 'ko', '40대 남자, 배가 좀 나왔어요. 주말에 아이들이랑 캠핑 가는데 편하면서도 아저씨 같지 않은 옷 추천해 주세요.', [
    inOutfit('no tucking in over a belly', not(/넣어 입기|넣어 입어/u)),
    { label: 'no womenswear for a man', check: not(womenswear.ko) },
    inOutfit('camping wear', /바람막이|플리스|조거|아웃도어|캠핑|후드 집업|셔켓/u),
  ]),
  style('blind3-style-zh-1', 'zh', '我是大学生，男，175cm，偏瘦。下个月要去面试国企，不想穿得太老气，有什么建议？', [
    inOutfit('interview pieces (shirt, trousers, blazer)', /衬衫|西裤|西装|夹克/u),
    { label: 'answers "not too old-fashioned"', check: /老气|年轻|利落|清爽|有朝气/u },
    { label: 'no womenswear for a man', check: not(womenswear.zh) },
  ]),
  style('blind3-style-zh-2', 'zh', '女，30岁，梨形身材，冬天在北京上班，想要保暖又显瘦的通勤穿搭。', [
    { label: '梨形 is not read as plump', check: not(/丰满/u) },
    { label: 'pear shape balanced (hips, A-line, shoulders)', check: /臀|胯|下半身|A字|肩/u },
    inOutfit('no white sneakers in a Beijing winter', not(/白色[^\n]*运动鞋|小白鞋/u)),
    inOutfit('warm winter pieces', /羽绒|大衣|保暖|靴/u),
  ]),
  // ── twelve new requests written after the fixes (3 per language), scored by hand in the report ──────────────────
  lyrics('own3-lyrics-en-1', 'en', "my little brother's first day of kindergarten", 'hope', 'ballad', [
    inBody('no possessive used as a name', not(/brother's,|, little brother's/iu)),
  ]),
  lyrics('own3-lyrics-vi-1', 'vi', 'ly cà phê sữa đá sáng thứ hai trước giờ làm', 'joy', 'song', [
    inTitle('title does not end on "trước giờ"', not(/trước giờ$/iu)),
    inBody('iced coffee is not steaming', not(/hơi ấm từ cà phê/iu)),
  ]),
  lyrics('own3-lyrics-ko-1', 'ko', '명절에 고향 못 가고 자취방에서 끓인 라면', 'longing', 'poem', [
    inBody('the ramen is there', /라면/u),
    noFragment(/끓인으로|끓인을|끓인이/u),
  ]),
  lyrics('own3-lyrics-zh-1', 'zh', '和最好的朋友吵架以后的雨夜', 'sadness', 'indie_folk', [
    inBody('the rain is there', /雨/u),
    noFragment(/想起最好|回到最好/u),
  ]),
  lyrics('own3-lyrics-en-2', 'en', 'first snow after the breakup', 'comfort', 'haiku', [inBody('snow in the haiku', /snow/iu)]),
  lyrics('own3-lyrics-zh-2', 'zh', '考研失败后的冬天', 'cheering', 'rap', [inBody('winter in the lines', /冬|白气|围巾|暖气|霜/u)]),
  lyrics('own3-lyrics-vi-2', 'vi', 'bà ngoại ngồi têm trầu bên hiên nhà', 'love', 'haiku', [inBody('the betel and the grandmother', /trầu/iu)]),
  lyrics('own3-lyrics-ko-2', 'ko', '월급날 엄마한테 처음 보낸 용돈', 'joy', 'free_verse', [
    inBody('the mother is not called "너" or "월급날 엄마"', not(/월급날 엄마,|엄마, 너를/u)),
  ]),
  style('own3-style-en-1', 'en', "Woman, 45, pear-shaped, need something for a winter office party that isn't too dressed up.", [
    { label: 'pear shape read as such', check: /pear/iu },
    inOutfit('no white sneakers in winter', not(/white[^\n]*sneaker/iu)),
  ]),
  style('own3-style-vi-1', 'vi', 'Nữ, 24 tuổi, dáng quả lê, đi phỏng vấn ngân hàng tuần sau, không muốn trông già.', [
    { label: 'pear shape read as such', check: /quả lê/iu },
    { label: 'no "đôi mươi"', check: not(/đôi mươi/iu) },
  ]),
  style('own3-style-ko-1', 'ko', '30대 남자예요. 후드티 말고 주말에 입을 깔끔한 옷 추천해 주세요.', [
    inOutfit('no hoodie', not(/후드/u)),
    { label: 'no womenswear for a man', check: not(womenswear.ko) },
  ]),
  style('own3-style-zh-1', 'zh', '男，26岁，偏胖，夏天去厦门旅游，想穿得清爽一点。', [
    { label: 'no womenswear for a man', check: not(womenswear.zh) },
    inOutfit('nothing tucked over a belly', not(/塞进/u)),
  ]),
];
