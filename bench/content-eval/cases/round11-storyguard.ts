/**
 * Evaluation cases for the eleventh engine round (issue 13), story contradictions and precedence: the sixteen fresh
 * requests written before tuning (round11-storyguard.before.json). Facts check that no family contradicts the opening
 * (a dead or absent person on stage, a stopped thing come back), that the subject of a broken routine is who is
 * missing, that the words written on a thing are answered, and that the opening's own thing is carried.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, storyCaseBuilder, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** Filler these openings never need: a strange event watched, a lost thing returned, an exam or a timer. */
const filler: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /whatever anyone would say|where it belonged|the exam|timer/iu,
  vi: /trò đùa|đúng chỗ của nó|tim tôi đập/iu,
  ko: /돌아가게 해 주었다|노래가 돌아왔|시험해 보기로/u,
  zh: /恶作剧|物归原主|又响了/u,
};

const story = storyCaseBuilder(filler);

/** The sixteen fresh requests of round 11 (scored by hand in the report: before 2.0). */
export const cases: EvalCase[] = [
  story('r11g-story-en-1', 'en', 'Since Grandpa died, his workshop has been quiet. Nobody has touched the radio on his bench.', (o) => [
    afterOpening(o, 'keeps the workshop', /workshop/iu),
    afterOpening(o, 'Grandpa is remembered, never on stage', not(/(?:beside|with) Grandpa\b|Grandpa (?:smiled|said|nodded|laughed)/u)),
  ]),
  story('r11g-story-en-2', 'en', 'The old piano in the hotel lobby went silent last spring when Mrs. Alvarez moved away. Tonight I sat down in front of it', (o) => [
    afterOpening(o, 'keeps the piano', /piano/iu),
    afterOpening(o, 'keeps Mrs. Alvarez', /Mrs\. Alvarez/u),
    afterOpening(o, 'the one who moved away never comes home', not(/came home|was back/iu)),
  ]),
  story('r11g-story-en-3', 'en', 'Every morning the florist on our corner waves at me through her window, but this morning the shop was dark.', (o) => [
    afterOpening(o, 'the florist is the one missing, and is back at the end', /florist was back|florist .{0,30}again/iu),
  ]),
  story('r11g-story-en-4', 'en', "i found a tin box in the attic marked 'do not open until spring'", (o) => [
    afterOpening(o, 'keeps the tin box', /tin box/iu),
    afterOpening(o, 'answers the words: left unopened as they ask', /do not open until spring[\s\S]*(?:asked|word)/iu),
  ]),
  story('r11g-story-vi-1', 'vi', 'Bà ngoại mất được ba năm rồi, vậy mà chiều nay tôi vẫn ngửi thấy mùi chuối nướng trong bếp.', (o) => [
    afterOpening(o, 'remembers bà ngoại', /bà ngoại/iu),
    afterOpening(o, 'bà ngoại is never beside the narrator', not(/cùng bà ngoại|ngắm bà ngoại|bà ngoại (?:chỉ )?(?:mỉm cười|cười|nói)/iu)),
  ]),
  story('r11g-story-vi-2', 'vi', 'Con mèo nhà tôi chiều nào cũng ra đầu ngõ đón tôi đi học về. Hôm nay đầu ngõ trống trơn.', (o) => [
    afterOpening(o, 'the cat is looked for', /tìm/iu),
    afterOpening(o, 'keeps the end of the lane', /đầu ngõ/iu),
    afterOpening(o, 'no fragment "con mèo nhà tôi chiều"', not(/nhà tôi chiều/iu)),
  ]),
  story('r11g-story-vi-3', 'vi', "Cô hàng xóm gửi sang một cái lọ thủy tinh, trên nắp có dòng chữ 'mở khi buồn'.", (o) => [
    afterOpening(o, 'keeps the glass jar', /lọ thủy tinh/iu),
    afterOpening(o, 'answers the words', /mở khi buồn[\s\S]*(?:dặn|giữ lời)|(?:dặn|giữ lời)[\s\S]*mở khi buồn/iu),
  ]),
  story('r11g-story-vi-4', 'vi', 'Từ khi anh trai đi du học, cây đàn guitar trong phòng anh không ai đụng tới', (o) => [
    afterOpening(o, 'keeps the guitar', /đàn guitar/iu),
    afterOpening(o, 'the brother is written to or waited for, never on stage', /gửi cho anh trai|anh trai (?:chưa )?về/iu),
  ]),
  story('r11g-story-ko-1', 'ko', '옆집 아저씨가 입원하신 뒤로 아침마다 들리던 라디오 소리가 끊겼다.', (o) => [
    afterOpening(o, 'keeps the radio', /라디오/u),
    afterOpening(o, 'the neighbour is waited for (a hospital visit)', /병문안|돌아오시/u),
    afterOpening(o, 'the radio does not come back', not(/노래가 돌아왔|다시 들렸/u)),
  ]),
  story('r11g-story-ko-2', 'ko', '매일 저녁 편의점 앞에 앉아 있던 고양이가 오늘은 보이지 않았다.', (o) => [
    afterOpening(o, 'the cat is the one missing', /고양이는 보이지 않|고양이가 .{0,20}다쳐/u),
  ]),
  story('r11g-story-ko-3', 'ko', '할머니가 돌아가시고 맞는 첫 설날, 부엌이 너무 조용했다', (o) => [
    afterOpening(o, 'keeps the kitchen', /부엌/u),
    afterOpening(o, 'grandma is remembered, never beside the narrator', not(/할머니\s?곁에|할머니와 함께|할머니가 던진/u)),
  ]),
  story('r11g-story-ko-4', 'ko', "이사 온 집 신발장 안에서 '다음 사람에게'라고 적힌 봉투를 발견했다.", (o) => [
    afterOpening(o, 'keeps the envelope', /봉투/u),
    afterOpening(o, 'answers the address: the narrator is the next one', /다음에 올 누군가|나 같은 누군가|지금 여기 사는 사람|이제 내가 여기/u),
  ]),
  story('r11g-story-zh-1', 'zh', '爷爷走后，院子里那只鹦鹉再也不说话了。', (o) => [
    afterOpening(o, 'keeps the parrot', /鹦鹉/u),
    afterOpening(o, 'no fragment "鹦鹉再"', not(/鹦鹉再/u)),
    afterOpening(o, 'grandpa is never on stage', not(/在爷爷身边|爷爷(?:笑|说)/u)),
  ]),
  story('r11g-story-zh-2', 'zh', '每天放学，校门口卖糖葫芦的阿姨都会冲我笑，可是今天那个摊位空着。', (o) => [
    afterOpening(o, 'the aunt is the one missing, and is back at the end', /阿姨又/u),
  ]),
  story('r11g-story-zh-3', 'zh', '妈妈在外地出差，家里只剩我和一只不肯吃饭的猫', (o) => [
    afterOpening(o, 'mum is missed and written to, never on stage', /消息/u),
    afterOpening(o, 'mum never beside the narrator', not(/在妈妈身边|妈妈笑/u)),
  ]),
  story('r11g-story-zh-4', 'zh', '我在旧书里发现一把钥匙，上面刻着我的名字。', (o) => [
    afterOpening(o, 'keeps the key', /钥匙/u),
    afterOpening(o, 'answers the name: it was left for the narrator', /我的名字|留给我/u),
    afterOpening(o, 'no invented door and letters', not(/一扇|一沓/u)),
  ]),
];
