/**
 * Evaluation cases for round 12 (issue 13), the story's default path: the sixteen fresh requests written before
 * tuning (round12-sdefault.before.json). Facts check that the opening's own clause is told on (its person asked, its
 * thing looked at, the newcomer asked about the missed one, the keeper of a long routine visited), that the narrator
 * stays the narrator, and that no contentless stock line stands in for the clause.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, inEnding, storyCaseBuilder, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** Lines that say nothing about any clause: the stock moment family and the generic mystery. */
const filler: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /moment turned|something ordinary caught|stranger than anyone needed|the way the air felt|worth remembering/iu,
  vi: /khoảnh khắc khẽ nghiêng|điều rất bình thường|đáng nhớ/iu,
  ko: /순간이 살짝|평범한 무언가가 눈에|기억할 만한 것/u,
  zh: /这一刻轻轻|一个小小的瞬间|普普通通的东西/u,
};

const story = storyCaseBuilder(filler);

/** The sixteen fresh requests of round 12 (scored by hand in the report: before 2.19). */
export const cases: EvalCase[] = [
  story('r12d-story-en-1', 'en', 'The vending machine on the third floor ate my last dollar and gave me a can of tomato soup instead of a cola.', (o) => [
    afterOpening(o, 'names the vending machine again', /the vending machine/u),
    afterOpening(o, 'carries the can of soup on', /tomato soup/u),
    afterOpening(o, 'never keeps the machine like a treasure', not(/kept the vending machine/iu)),
  ]),
  story('r12d-story-en-2', 'en', 'My neighbour Mr. Alvarez has been painting his fence bright purple every night this week', (o) => [
    afterOpening(o, 'Mr. Alvarez is asked', /asked (?:my neighbour )?Mr\. Alvarez|Mr\. Alvarez[^.]*\basked\b/u),
    afterOpening(o, 'the narrator stays I', /\bI\b/u),
    afterOpening(o, 'no unnamed "the neighbour" standing in for him', not(/watching the neighbour/iu)),
  ]),
  story('r12d-story-en-3', 'en', 'When I opened my lunchbox at work, the sandwich my wife packed was gone and there was only a folded napkin inside.', (o) => [
    afterOpening(o, 'the narrator stays I', /\bI\b/u),
    afterOpening(o, 'keeps the lunchbox or the sandwich', /lunchbox|sandwich/iu),
  ]),
  story('r12d-story-en-4', 'en', "The old ferryman who rowed us across the river every summer wasn't at the dock this year; a girl of maybe sixteen held the oars instead.", (o) => [
    afterOpening(o, 'the girl is asked', /asked the girl|went up to the girl|asked[^.]*the girl/iu),
    afterOpening(o, 'the ferryman is asked about, not followed', /the old ferryman/u),
    afterOpening(o, 'no stalking of the girl', not(/quietly followed/iu)),
  ]),
  story('r12d-story-vi-1', 'vi', 'Chiều nay con mèo nhà hàng xóm tha về một chiếc tất đỏ rồi đặt ngay trước cửa nhà tôi.', (o) => [
    afterOpening(o, 'keeps the cat', /con mèo/u),
    afterOpening(o, 'keeps the red sock', /chiếc tất đỏ/u),
    afterOpening(o, 'the cat is no dream to work for', not(/chẳng mơ đến|cố gắng cho con mèo/u)),
  ]),
  story('r12d-story-vi-2', 'vi', 'Ông bán bánh mì đầu hẻm hôm nay không thấy đâu, thay vào đó là một cậu thanh niên lạ hoắc', (o) => [
    afterOpening(o, 'the young man is asked', /cậu thanh niên|cậu ấy/u),
    afterOpening(o, 'the old man is asked about', /ông bán bánh mì|ông ấy|ông cụ/u),
  ]),
  story('r12d-story-vi-3', 'vi', "Mẹ nhắn cho tôi lúc 3 giờ sáng, chỉ có hai chữ: 'ngủ chưa'.", (o) => [
    afterOpening(o, 'mẹ is asked', /hỏi mẹ|mẹ[^.]*hỏi|hỏi[^.]*mẹ/iu),
    afterOpening(o, 'keeps the words', /ngủ chưa/u),
    afterOpening(o, 'mẹ is no companion beside me at 3 a.m.', not(/cùng mẹ/u)),
  ]),
  story('r12d-story-vi-4', 'vi', 'Thằng em tôi lén lấy xe máy của bố chạy ra biển lúc nửa đêm.', (o) => [
    afterOpening(o, 'the brother is asked', /hỏi thằng em|thằng em tôi/iu),
    afterOpening(o, 'keeps the motorbike', /xe máy/u),
    afterOpening(o, 'no father beside me', not(/bên bố|sát bên bố/u)),
  ]),
  story('r12d-story-ko-1', 'ko', '30년 동안 하루도 안 쉬던 동네 목욕탕이 오늘 문을 닫았다.', (o) => [
    afterOpening(o, '목욕탕을 다시 부른다', /목욕탕/u),
    afterOpening(o, '지켜 온 사람(주인)을 찾아간다', /주인|사람을|분이/u),
    inEnding('결말에도 목욕탕', /목욕탕/u),
  ]),
  story('r12d-story-ko-2', 'ko', '아빠가 쓰던 낡은 수첩 맨 뒷장에 내 이름이랑 모르는 전화번호가 적혀 있었다.', (o) => [
    afterOpening(o, '전화번호나 수첩을 이어 간다', /전화번호|수첩/u),
    afterOpening(o, '나(화자)가 이야기한다', /나는|내가|나도/u),
  ]),
  story('r12d-story-ko-3', 'ko', '옆집 꼬마가 우리 집 초인종 누르고 도망가는 걸 벌써 세 번째 봤다', (o) => [
    afterOpening(o, '옆집 꼬마에게 묻는다', /꼬마에게|꼬마한테|꼬마를/u),
    afterOpening(o, '초인종을 기계처럼 다루지 않는다', not(/초인종은 멀쩡|설정/u)),
  ]),
  story('r12d-story-ko-4', 'ko', '동생이 내 패딩을 몰래 입고 나가서 주머니에 영수증을 잔뜩 넣어 왔다.', (o) => [
    afterOpening(o, '동생에게 묻는다', /동생에게|동생한테/u),
    afterOpening(o, '영수증이나 패딩을 이어 간다', /영수증|패딩/u),
    afterOpening(o, '동생이 곁에서 함께 일하지 않는다', not(/동생 곁에 바짝/u)),
  ]),
  story('r12d-story-zh-1', 'zh', '公司楼下那家开了十几年的修鞋铺今天突然关门了。', (o) => [
    afterOpening(o, '继续写修鞋铺', /修鞋铺/u),
    afterOpening(o, '去找照看它的人', /照看|主人|撑着/u),
    afterOpening(o, '不写无关的道谢', not(/一声谢谢/u)),
  ]),
  story('r12d-story-zh-2', 'zh', '我妈把我小时候的作文本翻出来了，最后一页写着我想当宇航员。', (o) => [
    afterOpening(o, '写到作文本或宇航员', /作文本|宇航员/u),
    afterOpening(o, '“最后一页”不是梦想', not(/为最后一页真正努力/u)),
  ]),
  story('r12d-story-zh-3', 'zh', '同事小王每天中午都偷偷往我桌上放一个苹果', (o) => [
    afterOpening(o, '问小王', /问了?(?:同事)?小王|小王[^。]*问/u),
    afterOpening(o, '继续写苹果', /苹果/u),
    afterOpening(o, '不跟踪同事', not(/悄悄跟了过去/u)),
  ]),
  story('r12d-story-zh-4', 'zh', '外公的收音机里夹着一张很旧的火车票，日期是1978年。', (o) => [
    afterOpening(o, '继续写火车票', /火车票/u),
    afterOpening(o, '我来讲', /我/u),
  ]),
];
