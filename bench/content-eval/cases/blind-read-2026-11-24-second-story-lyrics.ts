/**
 * Evaluation cases from the second blind read (docs/blind-reads/2026-11-24-second-read.*), rows 1–8 (story) and 49–56
 * (lyrics-poem), plus eight new requests written afterwards (2 per language) that nobody tuned on. The facts say what
 * the reviewer asked for: quoted words, places and verb forms are not characters; the opening's discovery (a tag, a
 * warning, a collar, an announcement, a book) carries on past the opening; a lyric's key is a noun of the right kind
 * (a person addressed, a place described, an event remembered), never a pasted chunk of the theme.
 */
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, type EvalCase, evalCase, type EvalFact, inEnding } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const all = (...checks: Array<RegExp | ((text: string) => boolean)>) => (text: string): boolean =>
  checks.every((check) => (typeof check === 'function' ? check(text) : check.test(text)));

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

/** No doubled punctuation where a quote closes a sentence ('.  '。  .. 。。). */
const noDoubledStop: EvalFact = { label: 'no doubled punctuation after a closing quote', check: not(/[.!?。！？]['"’”][.。]|\.\.(?!\.)|。。/u) };

/** A whole-word pattern that also works for Vietnamese letters (\\b only knows ASCII). */
const word = (alternatives: string): RegExp => new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{M}])`, 'iu');

const story = (id: string, language: ContentLanguage, storyStart: string, facts: (opening: string) => EvalFact[]): EvalCase =>
  evalCase({ id, type: 'story', language, input: { storyStart }, facts: [...facts(storyStart), noDoubledStop] });

const lyrics = (id: string, language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, facts: EvalFact[]): EvalCase =>
  evalCase({ id, type: 'lyrics-poem', language, input: { input, emotion, lyricStyle }, facts });

/** The 16 story and lyrics requests of the second blind read, then 8 new ones. */
export const cases: EvalCase[] = [
  // ── story (second read, rows 1–8) ───────────────────────────────────────────────────────────────────────────────
  story('blind2-story-en-1', 'en', "Marcus found a wet umbrella hanging on his apartment door at 2 a.m. It wasn't his, and there was a name tag on it that said 'Return to Platform 9, Brighton Station'.", (o) => [
    afterOpening(o, 'keeps Marcus', /\bMarcus\b/),
    afterOpening(o, 'carries the umbrella on', /umbrella/i),
    afterOpening(o, 'carries the tag (Platform 9 / Brighton) on', /Platform 9|Brighton|\btag\b/),
    afterOpening(o, 'the tag text is not a character', not(/(?:Platform|Brighton|Station)['’]?\s*(?:said|suggested|declared|was there|looked|came|whispered|laughed)/)),
  ]),
  story('blind2-story-en-2', 'en', "My grandma's old bakery in Ohio closed ten years ago, but last Tuesday someone posted on Facebook that the lights were on and it smelled like cinnamon rolls again.", (o) => [
    afterOpening(o, 'carries the bakery on', /bakery/i),
    afterOpening(o, 'the bakery is not a creature', not(/(?:caught up with|cornered|chased)[^.]{0,30}bakery|bakery[^.]{0,20}(?:behaved|settled down|ran off)/i)),
    afterOpening(o, 'stays in the first person', /\b(?:I|my|me)\b/),
  ]),
  story('blind2-story-vi-1', 'vi', "Tối thứ sáu, Linh đang ngồi ăn bánh tráng trộn ở bờ Hồ Con Rùa thì có một ông cụ lạ mặt đưa cho cô một chiếc đồng hồ quả quýt cũ và nói: 'Đừng để nó dừng lại trước nửa đêm.'", (o) => [
    afterOpening(o, 'keeps Linh', word('Linh')),
    afterOpening(o, 'carries the pocket watch on', /đồng hồ/iu),
    afterOpening(o, 'carries the midnight warning on', /nửa đêm|dừng lại/iu),
    afterOpening(o, 'the lake (Hồ Con Rùa) is not a character', (added) => !/Rùa/u.test(added.replace(/Hồ Con Rùa/gu, ''))),
  ]),
  story('blind2-story-vi-2', 'vi', "Con mèo mướp nhà tôi tên Bắp tự nhiên biến mất ba ngày, rồi sáng nay nó về với một cái vòng cổ màu đỏ có khắc chữ 'Đà Lạt'.", (o) => [
    afterOpening(o, 'keeps Bắp', word('Bắp')),
    afterOpening(o, 'carries the collar or Đà Lạt on', /vòng cổ|Đà Lạt/iu),
  ]),
  story('blind2-story-ko-1', 'ko', "지하철 2호선 막차에서 졸다가 깼는데, 객실에 나 말고 아무도 없었다. 그런데 다음 역 안내 방송이 '다음 역은 2009년 신촌입니다'라고 나왔다.", (o) => [
    afterOpening(o, "동사 '졸다'를 명사로 쓰지 않는다", not(/졸다(?!가 깼)/)),
    afterOpening(o, '2009년 신촌이나 안내 방송을 이어 간다', /2009|신촌|안내 방송|방송/),
    afterOpening(o, '1인칭(나)을 지키고 다른 주인공을 지어내지 않는다', all(/(?:^|\s)(?:나는|내가|나를|나도|나의|내)\s/u, not(/이안|지우/))),
  ]),
  story('blind2-story-ko-2', 'ko', '편의점 야간 알바 3개월 차 민준이는 매일 새벽 3시에 삼각김밥 하나만 사 가는 노란 우비 입은 할머니가 궁금해졌다.', (o) => [
    afterOpening(o, '민준을 지킨다', /민준/),
    afterOpening(o, '할머니를 이어서 다룬다', /할머니/),
    afterOpening(o, "'입은'을 인물로 쓰지 않는다", not(/입은이|입은(?:은|는|이가)\s/)),
    afterOpening(o, '용 같은 엉뚱한 소품을 들이지 않는다', not(/작은 용|용 한 마리|거울/)),
  ]),
  story('blind2-story-zh-1', 'zh', "外卖小哥阿杰在成都春熙路送最后一单的时候，发现订单备注写着：'请不要敲门，直接把餐放在门口，然后千万别回头。'", (o) => [
    afterOpening(o, '保留阿杰', /阿杰/),
    afterOpening(o, '继续写备注或“别回头”', /别回头|回头|备注|纸条/),
    afterOpening(o, '不凭空出现一把伞', not(/那把伞|黄伞/)),
  ]),
  story('blind2-story-zh-2', 'zh', "高考结束那天，小雨在旧书店买了一本二手的《百年孤独》，扉页上写着她妈妈的名字和一行字：'给二十年后的你'。", (o) => [
    afterOpening(o, '保留小雨', /小雨/),
    afterOpening(o, '继续写那本书', /百年孤独|那本书|这本书|扉页/),
    afterOpening(o, '继续写妈妈或那行字', /妈妈|母亲|二十年后/),
    inEnding('结尾回到那本书、妈妈或那行字', /百年孤独|书|妈妈|二十年/),
  ]),

  // ── lyrics-poem (second read, rows 49–56) ───────────────────────────────────────────────────────────────────────
  lyrics('blind2-lyrics-en-1', 'en', 'driving home alone on the I-95 at 3am after my last shift at the diner', 'longing', 'indie_folk', [
    inBody('the diner, the shift or the I-95 drive', /diner|shift|I-95|highway|interstate|3 ?am|headlights/i),
    { label: 'no pasted ungrammatical "There was driving…"', check: not(/There (?:was|is) driving/i) },
  ]),
  lyrics('blind2-lyrics-en-2', 'en', 'my best friend Jess is moving to Seattle next week', 'sadness', 'haiku', [
    inBody('keeps Jess', /\bJess\b/),
  ]),
  lyrics('blind2-lyrics-vi-1', 'vi', 'mùa mưa Sài Gòn, chờ người yêu cũ dưới mái hiên quán cà phê quen', 'breakup', 'ballad', [
    inTitle('the title is not cut off mid-phrase', not(/(?:dưới|chờ|của|ở|và)\s*$/iu)),
    inBody('rain and the café awning', all(/mưa/iu, /quán|cà phê|mái hiên|hiên/iu)),
    inBody('the ex', /người yêu cũ|người cũ|anh|em|người/iu),
  ]),
  lyrics('blind2-lyrics-vi-2', 'vi', 'gửi mẹ ở quê, con đi làm xa Tết này không về được', 'longing', 'poem', [
    inTitle('the title is not cut off mid-phrase', not(/(?:này|xa|không|của|ở|và)\s*$/iu)),
    inBody('speaks to mother as "con", never "Ta"', all(/mẹ/iu, word('con'), not(/(?:^|\n)\s*Ta\s|\sta\s/u))),
    inBody('Tết far from home', /Tết|xuân|giao thừa|bánh chưng|quê/iu),
    { label: 'no mangled chunk "lần xa Tết này"', check: not(/lần xa Tết/iu) },
  ]),
  lyrics('blind2-lyrics-ko-1', 'ko', '수능 100일 남은 고3 동생한테 힘내라고', 'cheering', 'rap', [
    { label: "'고3 동생'을 잡을 목표처럼 쓰지 않는다", check: not(/동생을 잡아|동생을 향해 달려|동생까지 몇 걸음|동생을 포기하지/) },
    { label: "'힘내라고를' 같은 조각을 붙여 넣지 않는다", check: not(/힘내라고를|힘내라고(?:을|이|가)\s/) },
    inBody('동생에게 말을 건다', /동생아|동생|너/),
    inBody('수능(시험)을 다룬다', /수능|시험|100일|백 일|문제집|교실|책상/),
  ]),
  lyrics('blind2-lyrics-ko-2', 'ko', '퇴근길 한강 다리 위에서 본 노을', 'comfort', 'free_verse', [
    inBody('노을과 한강(다리)을 그린다', all(/노을|석양|해 질/, /한강|다리|강물|강/)),
    { label: "'본 노을' 같은 조각이 없다 (테마 전체를 한 번 부르는 건 괜찮다)", check: not(/(?<!위에서 )본 노을/u) },
  ]),
  lyrics('blind2-lyrics-zh-1', 'zh', '毕业季，和室友们在宿舍楼下最后一次吃烧烤', 'joy', 'song', [
    inBody('写到烧烤', /烧烤|烤串|串|炭火/),
    inBody('写到室友们', /室友|兄弟|你们|我们/),
    { label: '不把“最后一次”当作名词', check: not(/最后一次在我|最后一次，最后一次|用最后一次|回到室友们\s*$/mu) },
  ]),
  lyrics('blind2-lyrics-zh-2', 'zh', '被房东无故涨房租，还要押一付三', 'anger', 'rap', [
    inBody('写到房东或房租', /房东|房租|租金|押金/),
    { label: '不把“还要押一付三”当作名词', check: not(/还要押一付三(?:在|试试|不是|，够了)|碰还要押一付三|打碎了还要押一付三/) },
  ]),

  // ── new requests written after the fixes (2 per language; nobody tuned on them) ──────────────────────────────────
  story('new2-story-en-1', 'en', "On the first day of spring break, Dana opened her late uncle's storage unit in Tucson and found forty identical blue suitcases, each with a luggage tag that read 'Not yet'.", (o) => [
    afterOpening(o, 'keeps Dana', /\bDana\b/),
    afterOpening(o, 'carries the suitcases or the tag on', /suitcase|Not yet|tag/i),
    afterOpening(o, 'Tucson is not a character', not(/Tucson\s+(?:said|smiled|looked|nodded|asked|whispered|suggested|declared)/)),
  ]),
  lyrics('new2-lyrics-en-1', 'en', 'my grandpa teaching me to fish at Lake Tahoe the summer before he got sick', 'longing', 'ballad', [
    inBody('grandpa', /grandpa|grandfather|granddad/i),
    inBody('fishing or the lake', /fish|lake|Tahoe|line|hook|boat|water/i),
  ]),
  story('new2-story-vi-1', 'vi', "Sáng mùng một Tết, bé Na mở bao lì xì của bà ngoại và thấy bên trong không phải tiền mà là một chiếc chìa khóa nhỏ buộc dây đỏ, kèm mẩu giấy: 'Mở cái rương dưới gầm giường.'", (o) => [
    afterOpening(o, 'keeps bé Na', word('Na')),
    afterOpening(o, 'carries the key or the chest on', /chìa khóa|rương|gầm giường/iu),
  ]),
  lyrics('new2-lyrics-vi-1', 'vi', 'bố chở con đi học bằng chiếc xe Cub cũ mỗi sáng', 'love', 'song', [
    inBody('father addressed or named', /bố|ba|cha/iu),
    inBody('the old Cub motorbike or the school run', /xe|Cub|đi học|trường|sáng/iu),
  ]),
  story('new2-story-ko-1', 'ko', "이사 온 첫날 밤, 서진이는 벽지 뒤에서 누군가 연필로 적어 둔 글씨를 발견했다. '여기 살던 아이에게, 303호 문은 열지 마.'", (o) => [
    afterOpening(o, '서진을 지킨다', /서진/),
    afterOpening(o, '벽지 글씨나 303호를 이어 간다', /303|글씨|벽지|문/),
  ]),
  lyrics('new2-lyrics-ko-1', 'ko', '첫 월급으로 엄마한테 사 드린 패딩', 'joy', 'poem', [
    inBody('엄마가 나온다', /엄마|어머니/),
    inBody('패딩이나 첫 월급이 나온다', /패딩|월급|선물/),
    { label: "'사 드린' 같은 동사 조각을 명사로 쓰지 않는다", check: not(/사 드린(?:을|를|이|가|은|는)\s|드린을/) },
  ]),
  story('new2-story-zh-1', 'zh', '奶奶走后第七天，阿明在她的旧收音机里发现了一盘磁带，标签上写着“1998年夏天，给阿明”。', (o) => [
    afterOpening(o, '保留阿明', /阿明/),
    afterOpening(o, '继续写磁带或收音机', /磁带|收音机|标签/),
    afterOpening(o, '继续写奶奶', /奶奶/),
  ]),
  lyrics('new2-lyrics-zh-1', 'zh', '在北京地铁十号线上看到一个人睡着了靠在我肩膀', 'comfort', 'free_verse', [
    inBody('写到地铁', /地铁|车厢|十号线|站/),
    inBody('写到靠在肩膀上的陌生人', /肩膀|肩|陌生人|他|她|那个人/),
  ]),
  // ── round 3: the story/lyrics helper's own fresh requests (2026-11-25), scored in its report ─────────────────────
  story('new3-story-en-1', 'en', 'Every Sunday the lighthouse keeper on Skerry Point mailed a postcard to an address that had been a parking lot since 1974. This Sunday, a reply came back, stamped and signed.', (o) => [
    afterOpening(o, 'does not make Skerry Point the hero', not(/Skerry Point (?:held|kept|said|realised|realized|would|was not|watched|walked)/)),
    afterOpening(o, 'carries the postcard or the reply on', /postcard|reply|letter|card|stamp/i),
  ]),
  story('new3-story-vi-1', 'vi', 'Ông Sáu bán vé số ở chợ Bến Thành suốt ba mươi năm. Sáng nay, một người đàn ông lạ trả lại cho ông một tờ vé số cũ năm 1995 và một chiếc đồng hồ đeo tay.', (o) => [
    afterOpening(o, 'keeps ông Sáu as the hero', word('Sáu')),
    afterOpening(o, 'carries the old lottery ticket on', /vé số/iu),
    afterOpening(o, 'carries the wristwatch on', /đồng hồ/iu),
  ]),
  story('new3-story-ko-1', 'ko', "이사 온 첫날, 서연은 새 아파트 베란다에서 전 주인이 두고 간 화분 하나와 '물은 목요일에만'이라고 적힌 쪽지를 발견했다.", (o) => [
    afterOpening(o, '서연을 지킨다', /서연/),
    afterOpening(o, '쪽지나 그 문구를 이어서 다룬다', /쪽지|목요일/),
    afterOpening(o, '화분을 이어서 다룬다', /화분|식물|꽃/),
  ]),
  story('new3-story-zh-1', 'zh', '下雪的除夕夜，小满在老家阁楼里翻出一台旧收音机，里面夹着一张1998年的电影票。', (o) => [
    afterOpening(o, '保留小满', /小满/),
    afterOpening(o, '继续写电影票', /电影票|票/),
    afterOpening(o, '继续写收音机', /收音机/),
  ]),
  lyrics('new3-lyrics-vi-1', 'vi', 'mẹ ngồi vá áo dưới ánh đèn dầu những đêm mất điện', 'longing', 'haiku', [
    inBody('mẹ appears', /mẹ/iu),
    inBody('the oil lamp or the blackout appears', /đèn dầu|mất điện|ánh đèn/iu),
    { label: 'no contradiction (mẹ sewing yet waiting at a station)', check: not(/sân ga/iu) },
  ]),
  lyrics('new3-lyrics-zh-1', 'zh', '凌晨三点的便利店里，店员和流浪猫一起看雪', 'comfort', 'poem', [
    inBody('写到便利店', /便利店/),
    inBody('写到店员或流浪猫', /店员|流浪猫|猫/),
    { label: '不把“一起”粘在名词上', check: not(/流浪猫一起(?!看)|店员一起(?!看)/) },
  ]),
];
