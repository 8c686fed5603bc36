/**
 * Evaluation cases for round 11b (issue 13), the story event plot: the twelve fresh requests written before tuning
 * (round11b-sevent.before.json). Facts check that the opening's event is answered (the thing that failed is worked
 * around and named, the silence is asked about, a thing handed to the narrator is opened, a request is done, a change
 * is asked about), that the narrator stays the narrator, and that no contentless stock line stands in for the event.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, storyCaseBuilder, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** Lines that say nothing about any event: the stock moment family and the generic mystery. */
const filler: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /moment turned|moment slowed|something small happened|the way the air felt|worth remembering/iu,
  vi: /khoảnh khắc ấy|đáng nhớ|thứ rất bình thường/iu,
  ko: /순간이 살짝|평범한 무언가|기억할 만한 것|장난도 실수도/u,
  zh: /这一刻轻轻|一个小小的瞬间|这些小事/u,
};

const story = storyCaseBuilder(filler);

/** The twelve fresh requests of round 11b (scored by hand in the report: before 1.7). */
export const cases: EvalCase[] = [
  story('r11s-story-en-1', 'en', 'Halfway through my shift at the diner, the coffee machine died and there was a line out the door.', (o) => [
    afterOpening(o, 'names the coffee machine again', /the coffee machine/u),
    afterOpening(o, 'a workaround: made do without it', /without it|made do|by hand|borrowed|workaround/iu),
  ]),
  story('r11s-story-en-2', 'en', "I sent my application to the art school in March and it's almost July and they still haven't answered.", (o) => [
    afterOpening(o, 'the narrator asks or finds out why', /\basked\b|find out|\bask\b/iu),
    afterOpening(o, 'an ordinary reason, not a mystery', /ordinary|busy|lost|piled up/iu),
  ]),
  story('r11s-story-en-3', 'en', "my landlord texted me this morning: 'can you come down to the basement when you get a sec'", (o) => [
    afterOpening(o, 'the narrator goes, as asked', /\bwent\b/iu),
    afterOpening(o, 'the landlord is the asker', /my landlord|Landlord/iu),
    afterOpening(o, 'never stays there with the landlord', not(/stayed there with the landlord/iu)),
  ]),
  story('r11s-story-vi-1', 'vi', 'Đêm giao thừa, cả xóm mất nước, mà nồi bánh chưng của mẹ còn đang sôi.', (o) => [
    afterOpening(o, 'the water is the thing that failed', /nước/iu),
    afterOpening(o, 'a workaround', /xoay xở|mượn|làm bằng tay|bắt đầu lại/iu),
    afterOpening(o, 'no stock quest for the bánh', not(/theo đuổi/iu)),
  ]),
  story('r11s-story-vi-2', 'vi', 'Ngày cuối cùng đi làm ở công ty cũ, chị trưởng phòng dúi cho tôi một cái phong bì nhỏ.', (o) => [
    afterOpening(o, 'keeps the old company', /công ty cũ/iu),
  ]),
  story('r11s-story-vi-3', 'vi', 'Chiếc ghế đá quen thuộc trong công viên, nơi ông cụ ngày nào cũng ngồi, hôm nay đã bị thay bằng một cái ghế sắt mới.', (o) => [
    afterOpening(o, 'the narrator asks about the change', /hỏi/iu),
    afterOpening(o, 'invents no illness for ông cụ', not(/bị cảm|ốm|nằm viện/iu)),
  ]),
  story('r11s-story-ko-1', 'ko', "이사 온 지 한 달 됐는데 아랫집에서 쪽지가 붙어 있었다. '시간 되실 때 한번 내려와 주세요.'", (o) => [
    afterOpening(o, '부탁대로 내려가 본다', /갔다|나섰다|가 봤다/u),
    afterOpening(o, '아랫집 사람을 만난다', /아랫집/u),
  ]),
  story('r11s-story-ko-2', 'ko', '수능 전날 밤, 우리 아파트 전체가 정전이 됐다.', (o) => [
    afterOpening(o, '수능을 이어 간다', /수능|시험/u),
  ]),
  story('r11s-story-ko-3', 'ko', '매년 봄마다 피던 베란다 화분의 꽃이 올해는 한 송이도 피지 않았다', (o) => [
    afterOpening(o, '이유를 알아본다', /물었|따져|확인|이유/u),
    afterOpening(o, '꽃을 이어 간다', /꽃/u),
  ]),
  story('r11s-story-zh-1', 'zh', '搬家那天，电梯偏偏坏了，我们家住十八楼。', (o) => [
    afterOpening(o, 'names the lift again', /电梯/u),
    afterOpening(o, 'never stays with the lift as with a person', not(/和那部电梯待在一起/u)),
  ]),
  story('r11s-story-zh-2', 'zh', '毕业那年，班主任悄悄递给我一个信封，让我上了火车再打开。', (o) => [
    afterOpening(o, 'opens the envelope', /打开|拆/u),
    afterOpening(o, 'the teacher is the giver', /班主任/u),
    afterOpening(o, 'no years without contact', not(/没联系的这些年|好多年没见过/u)),
  ]),
  story('r11s-story-zh-3', 'zh', '我给老同学发了三条消息，他一条都没回。', (o) => [
    afterOpening(o, 'the narrator asks', /问/u),
    afterOpening(o, 'never beside the classmate who did not answer', not(/和同学待在一起/u)),
  ]),
];
