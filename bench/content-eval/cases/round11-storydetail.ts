/**
 * Evaluation cases for the story details helper of the eleventh engine round (issue 13): the sixteen fresh requests
 * written before its fixes (round11-storydetail.before.json): first times with a complication after their turn (a
 * thunderstorm over a first solo camp, a truck battery dying at the market, an oven smoking at a first dinner for the
 * in-laws, a bus breaking down on the way to an interview, smoke from a first birthday cake, rain over a first tour of
 * Đà Lạt, a wallet lost in Busan, a burnt pot of miyeokguk, a friend's flight three hours late, snow in Beijing, a
 * projector dying mid-lesson, mum waiting at the station) and things with words on them (a biscuit tin for whoever
 * lives here next, a letter only addressed to the florist on the third floor, a box for the next resident, a key with
 * my name). Facts check that the complication is told back whole and met by its kind, never by a generic "small
 * problem", and that the words on a thing lead what follows.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, storyCaseBuilder, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** The generic difficulty and clean success a told complication replaces, and the stock mystery of a labelled thing. */
const stock: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /something small went wrong|So I did exactly that, and it worked|the answer turned out to be plain/iu,
  vi: /một chuyện nhỏ trục trặc|mọi chuyện ổn cả|Trễ năm mươi năm/iu,
  ko: /작은 문제가 하나 생겼|정말 그렇게 하자, 일이 풀렸다|좋은 하루처럼 간직/u,
  zh: /出了一点小状况|事情果然顺了|那样的事再也没有发生过/u,
};

const story = storyCaseBuilder(stock);

/** The sixteen fresh requests of round 11, story details (scored by hand in the report: before 2.1). */
export const cases: EvalCase[] = [
  story('r11sd-story-en-1', 'en', 'It was my first time camping on my own, and then a thunderstorm rolled in just after I pitched the tent.', (o) => [
    afterOpening(o, 'tells the storm back', /a thunderstorm rolled in just after I pitched the tent/u),
    afterOpening(o, 'shelter and a changed plan', /shelter|under cover|somewhere dry/u),
    afterOpening(o, 'nobody beside the narrator', not(/\bwe\b|together with/iu)),
  ]),
  story('r11sd-story-en-2', 'en', "First time driving my dad's truck to the market alone, but the battery died in the parking lot.", (o) => [
    afterOpening(o, 'tells the battery back', /the battery died in the parking lot/u),
    afterOpening(o, 'a workaround without it', /without|another way|old-fashioned/u),
    afterOpening(o, 'dad is not made dead by the battery', not(/something my dad had left|first time without my dad/u)),
  ]),
  story('r11sd-story-en-3', 'en', "Behind the loose brick in the cellar I found a biscuit tin marked 'for whoever lives here next'.", (o) => [
    afterOpening(o, 'a former tenant\'s note', /lived here before/u),
    afterOpening(o, 'passed on', /whoever comes (?:after me|next)|pass it on/u),
  ]),
  story('r11sd-story-en-4', 'en', 'Tonight I cooked dinner for my in-laws for the very first time and then the oven started smoking.', (o) => [
    afterOpening(o, 'tells the smoke back', /the oven started smoking/u),
    afterOpening(o, 'the cause found and a second try', /cause|what had gone wrong/u),
  ]),
  story('r11sd-story-vi-1', 'vi', 'Lần đầu tiên em đi phỏng vấn xin việc một mình, nhưng xe buýt bị hỏng giữa đường.', (o) => [
    afterOpening(o, 'tells the broken bus back', /xe buýt bị hỏng giữa đường/u),
    afterOpening(o, 'a workaround without it', /không cần đến nó|không có nó|cách làm cũ/u),
  ]),
  story('r11sd-story-vi-2', 'vi', 'Lần đầu mình tự nướng bánh sinh nhật cho mẹ, mà cả căn bếp đầy khói.', (o) => [
    afterOpening(o, 'tells the smoke back', /cả căn bếp đầy khói/u),
    afterOpening(o, 'the cause and a second try', /nguyên nhân|chỗ sai/u),
  ]),
  story('r11sd-story-vi-3', 'vi', "Sáng nay trong hộp thư có một lá thư chỉ ghi 'gửi cô bán hoa ở tầng ba'.", (o) => [
    afterOpening(o, 'finds the florist and delivers', /cô bán hoa ở tầng ba/u),
    afterOpening(o, 'never opens someone else\'s letter', not(/Tôi mở lá thư|mới mở lá thư/u)),
  ]),
  story('r11sd-story-vi-4', 'vi', 'Lần đầu tiên Lan dẫn đoàn khách đi Đà Lạt, thì trời đổ mưa suốt buổi chiều.', (o) => [
    afterOpening(o, 'tells the rain back', /trời đổ mưa suốt buổi chiều/u),
    afterOpening(o, 'carries Đà Lạt', /Đà Lạt/u),
    afterOpening(o, 'keeps Lan', /Lan/u),
  ]),
  story('r11sd-story-ko-1', 'ko', '처음으로 혼자 부산에 갔는데, 도착하자마자 지갑을 잃어버렸다.', (o) => [
    afterOpening(o, 'tells the lost wallet back', /지갑을 잃어버렸을 때/u),
    afterOpening(o, 'retraces', /되짚|거슬러/u),
    afterOpening(o, 'carries 부산', /부산/u),
  ]),
  story('r11sd-story-ko-2', 'ko', '처음으로 동생 생일에 미역국을 끓였더니 냄비가 새까맣게 타 버렸다.', (o) => [
    afterOpening(o, 'tells the burnt pot back', /냄비가 새까맣게 타 버렸을 때/u),
    afterOpening(o, 'the cause and a second try', /원인|잘못됐/u),
    afterOpening(o, 'no weather for a pot', not(/몸을 피/u)),
  ]),
  story('r11sd-story-ko-3', 'ko', "이사 온 집 신발장 안에 '다음에 살 분께'라고 적힌 작은 상자가 있었다.", (o) => [
    afterOpening(o, 'a former resident\'s note', /먼저 이 집에 살던 사람/u),
    afterOpening(o, 'carries the box', /상자/u),
  ]),
  story('r11sd-story-ko-4', 'ko', '처음으로 혼자 공항에 친구를 마중 나갔지만 친구 비행기가 세 시간이나 늦었다.', (o) => [
    afterOpening(o, 'tells the delay back', /친구 비행기가 세 시간이나 늦었을 때/u),
    afterOpening(o, 'waiting and a message', /기다/u),
  ]),
  story('r11sd-story-zh-1', 'zh', '我第一次一个人去北京出差，没想到下了飞机就下起了大雪。', (o) => [
    afterOpening(o, 'tells the snow back', /下了飞机就下起了大雪/u),
    afterOpening(o, 'shelter and a changed plan', /躲|避|计划|安排/u),
    afterOpening(o, 'carries 北京', /北京/u),
  ]),
  story('r11sd-story-zh-2', 'zh', '小陈第一次给全班讲课，结果投影仪突然坏了。', (o) => [
    afterOpening(o, 'tells the projector back', /投影仪突然坏了/u),
    afterOpening(o, 'a workaround without it', /不用投影仪|没有投影仪|凑合|老土的办法/u),
    afterOpening(o, 'no strange event', not(/怪事|做梦/u)),
  ]),
  story('r11sd-story-zh-3', 'zh', '抽屉里有一把钥匙，上面贴着我的名字。', (o) => [
    afterOpening(o, 'what it opens', /锁|打开/u),
    afterOpening(o, 'who left it', /纸条|名字|笔迹/u),
    afterOpening(o, 'no key nobody lost', not(/谁也没丢钥匙/u)),
  ]),
  story('r11sd-story-zh-4', 'zh', '妈妈第一次自己坐高铁来看我，可是她在车站等了半天也没见到我。', (o) => [
    afterOpening(o, 'tells the wait back', /她在车站等了半天也没见到我/u),
    afterOpening(o, 'a message', /消息/u),
  ]),
];
