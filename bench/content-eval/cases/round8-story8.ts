/**
 * Evaluation cases for the eighth engine round (issue 13), story: sixteen fresh requests written before tuning (four per
 * language, round8-story8.before.json), then the eight written after the fix and never tuned on (round8-story8.after.json).
 * Most are MYSTERIES — something that should not be (a polaroid of me asleep in a flat I moved into yesterday, a book
 * checked out before I was born, a note in my own hand I never wrote, a parcel from myself dated next month) — which the
 * story must investigate, not drop for an everyday family; four are plain moments with a person (Grandpa's first red
 * tomato, coffee on the boss's shirt, Grandma's stew, a kite in a tree). Facts check only the added text: the strange
 * thing or the person is carried, asked about, and the classes found are absent (pasted fragments, stock families).
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, inEnding, storyCaseBuilder, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** The generic filler and stock families that fitted none of these openings. */
const filler: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /Knowing it was enough|went over what had happened|an old promise|made less sense every time/iu,
  vi: /một lời hứa cũ|lật đi lật lại nhiều lần|chạy đều/iu,
  ko: /오래된 약속|기억나는 것을 전부 적어/u,
  zh: /很久以前的承诺|有人提早来帮了忙|从头到尾地慢慢回想|工作上什么也没变/u,
};

const story = storyCaseBuilder(filler);

/** The sixteen fresh requests of round 8 (scored by hand in the report: before 1.69). */
export const cases: EvalCase[] = [
  story('r8-story-en-1', 'en', "I found a polaroid at the back of my new apartment's closet. It shows me asleep in this exact room, and I only moved in yesterday.", (o) => [
    afterOpening(o, 'keeps the polaroid', /polaroid|photo/iu),
    afterOpening(o, 'asks someone about it', /asked|landlord/iu),
    afterOpening(o, 'no broken "the yesterday"', not(/the yesterday/iu)),
  ]),
  story('r8-story-en-2', 'en', "Every night at 2:17 my smart speaker whispers \"goodnight, Ellie\" in my late mother's voice. Nobody in this house is called Ellie.", (o) => [
    afterOpening(o, 'keeps Ellie or the voice', /Ellie|voice|speaker/iu),
    afterOpening(o, 'no pasted fragment "my smart speaker whispers"', not(/speaker whispers/iu)),
  ]),
  story('r8-story-en-3', 'en', "The library emailed to say a book on my card is overdue. It was checked out in 1998, five years before I was born.", (o) => [
    afterOpening(o, 'keeps the book', /book/iu),
    afterOpening(o, 'asks the library', /library|asked/iu),
  ]),
  story('r8-story-en-4', 'en', "Grandpa and I planted tomatoes together in April, and this morning he called to say the first one is finally red.", (o) => [
    afterOpening(o, 'keeps Grandpa', /Grandpa/u),
    inEnding('Grandpa or the tomato in the ending', /Grandpa|tomato/iu),
  ]),
  story('r8-story-vi-1', 'vi', "Tối qua về quê, tôi thấy trong thùng thư nhà bà một tấm bưu thiếp gửi từ Đà Lạt, đề tên tôi, dấu bưu điện năm 1995 — năm tôi mới chào đời.", (o) => [
    afterOpening(o, 'keeps the postcard', /bưu thiếp/iu),
    afterOpening(o, 'no pasted fragment "tấm bưu thiếp gửi"', not(/bưu thiếp gửi/iu)),
  ]),
  story('r8-story-vi-2', 'vi', "Chiếc đồng hồ treo tường ở phòng khách đã hỏng từ hồi ông mất, vậy mà đêm qua nó lại đánh đúng mười ba tiếng.", (o) => [
    afterOpening(o, 'keeps the clock', /đồng hồ/iu),
    afterOpening(o, 'asks someone', /hỏi|tìm đến/iu),
    afterOpening(o, 'no machine that runs', not(/chạy đều/iu)),
  ]),
  story('r8-story-vi-3', 'vi', "Trong danh bạ của tôi tự nhiên có một số lưu tên \"Đừng nghe máy\", và sáng nay số đó gọi tới ba lần.", (o) => [
    afterOpening(o, 'keeps the number or the call', /số|cuộc gọi|nghe máy/iu),
    afterOpening(o, 'looks into it', /hỏi|gọi lại|tra/iu),
  ]),
  story('r8-story-vi-4', 'vi', "Hôm nay là ngày đầu tiên tôi đi làm ở công ty mới, và tôi lỡ tay làm đổ cà phê lên áo sơ mi của sếp.", (o) => [
    afterOpening(o, 'keeps the boss', /sếp/iu),
    afterOpening(o, 'no stock shy request', not(/một lời nhờ/iu)),
  ]),
  story('r8-story-ko-1', 'ko', "퇴근하고 집에 오니 식탁 위에 내 글씨로 쓴 메모가 놓여 있었다. \"냉장고 열지 마.\" 나는 그런 걸 쓴 기억이 없다.", (o) => [
    afterOpening(o, 'keeps the note', /메모|쪽지/u),
    afterOpening(o, 'no fridge machine template', not(/냉장고가 움직일 때마다/u)),
  ]),
  story('r8-story-ko-2', 'ko', "지하철 분실물 센터에서 내가 잃어버린 우산을 찾았다고 전화가 왔다. 나는 우산을 잃어버린 적이 없다.", (o) => [
    afterOpening(o, 'keeps the umbrella', /우산/u),
    afterOpening(o, 'the never-lost umbrella is not "returned"', not(/우산이 돌아왔다/u)),
  ]),
  story('r8-story-ko-3', 'ko', "동네 사진관 쇼윈도에 걸린 가족사진 속에 우리 가족이 웃고 있다. 우리는 그런 사진을 찍은 적이 없다.", (o) => [
    afterOpening(o, 'keeps the photo', /사진/u),
    afterOpening(o, 'asks the photo studio', /사진관/u),
  ]),
  story('r8-story-ko-4', 'ko', "할머니가 끓여 주시던 된장찌개 맛을 흉내 내 보려고 오늘 처음으로 혼자 시장에 가서 장을 봤다.", (o) => [
    afterOpening(o, 'keeps grandma', /할머니/u),
    afterOpening(o, 'grandma is remembered, not on stage with a promise', not(/오래된 약속|속상해 보이지 않았다/u)),
  ]),
  story('r8-story-zh-1', 'zh', "搬进新租的房子第三天，我在衣柜里发现一件绣着我名字的校服，可我从来没在这座城市上过学。", (o) => [
    afterOpening(o, 'keeps the uniform', /校服|衣服/u),
    afterOpening(o, 'asks someone', /房东|问/u),
  ]),
  story('r8-story-zh-2', 'zh', "每天早上六点，楼下的公用电话都会响。今天我终于接了，对面的人叫出了我小时候的小名。", (o) => [
    afterOpening(o, 'keeps the phone call', /电话/u),
    afterOpening(o, 'looks into the number', /回拨|号码|问/u),
  ]),
  story('r8-story-zh-3', 'zh', "快递柜里多了一个寄给我的包裹，寄件人写的是我自己，寄件日期是下个月。", (o) => [
    afterOpening(o, 'keeps the parcel', /包裹/u),
    afterOpening(o, 'keeps the date not yet come', /日期|那一天/u),
    afterOpening(o, 'no pasted sender looked at', not(/看看寄件人|把寄件人/u)),
  ]),
  story('r8-story-zh-4', 'zh', "周末带女儿去公园放风筝，结果风筝挂在了树上，女儿哭个不停。", (o) => [
    afterOpening(o, 'keeps the daughter', /女儿/u),
    inEnding('the daughter in the ending', /女儿/u),
  ]),
];
