/**
 * Evaluation cases for the "who is who" helper of round 12 (issue 13): the fresh requests written before its fixes
 * (round12-sroles.before.json). Someone who acted on the narrator or on what is theirs (a brother-in-law and a drill, a
 * PE teacher, Mr. Chen's oranges with no note, ông hàng xóm and the cat, 형부's call at 2 a.m., 옆집 아저씨 with our dog,
 * 我哥 pulling me out of bed, 班主任 stopping me); an event the night before an exam (a power cut); a first time that
 * failed (a light shade broken, stripped bolts); another person's first time (anh rể's sour soup); a plant that gave
 * nothing this year. Facts check that the person stays a person and is asked, the narrator stays the narrator, the eve's
 * event is met rather than the exam rehearsed, and a failed first time is never a triumph.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, storyCaseBuilder, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** The stock moment lines that answered these requests before: a turn "just slightly", a person kept like a treasure. */
const stock: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /nobody needed to say anything|the moment turned, just slightly|the way one keeps a small treasure|stayed there with the school day/iu,
  vi: /khoảnh khắc chuyển đi một chút|như người ta giữ một kỷ niệm nhỏ/iu,
  ko: /순간이 살짝 기울었다|그 곁의 모든 것을 가만히/u,
  zh: /这一刻轻轻地偏了一下|和那天的课待在一起/u,
};

const story = storyCaseBuilder(stock);

/** A first time or an exam told as a triumph. */
const triumph: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /I had done it on my own|found out I could|it had gone well|better than I had dared/iu,
  vi: /tự mình làm được|biết mình làm được|suôn sẻ|tốt hơn tôi dám mong/iu,
  ko: /혼자서 해낸|할 수 있다는 걸|잘 됐다|감히 바란 것보다/u,
  zh: /是我自己做到的|是我自己做完的|知道自己能行|比我敢想的/u,
};

/** The sixteen tuned requests of round 12, who is who (scored by hand in the report: before 2.19). */
export const cases: EvalCase[] = [
  story('r12-sroles-en-1', 'en', 'My brother-in-law borrowed my drill last spring, and this morning I spotted it on a table at his yard sale.', (o) => [
    afterOpening(o, 'the brother-in-law is asked about the drill, whole', /asked my brother-in-law about my drill/u),
    afterOpening(o, 'never shortened to "my brother" nor kept as a thing', not(/my brother\b(?!-)|kept my brother/u)),
  ]),
  story('r12-sroles-en-2', 'en', 'Our new PE teacher made me run the first lap alone while the whole class watched.', (o) => [
    afterOpening(o, 'the teacher is asked why', /I asked our new PE teacher why/u),
    afterOpening(o, 'the narrator stays "I"', /\bI\b/u),
  ]),
  story('r12-sroles-en-3', 'en', 'The night before my driving test, the power went out in our whole building.', (o) => [
    afterOpening(o, 'the eve is met', /Of all the nights/u),
    afterOpening(o, 'the test is not claimed a success', not(triumph.en)),
  ]),
  story('r12-sroles-en-4', 'en', 'Mr. Chen from 4B left a bag of oranges on my doormat with no note.', (o) => [
    afterOpening(o, 'Mr. Chen is named whole and thanked for a kindness', /thanked Mr\. Chen/u),
    afterOpening(o, 'no note is read when there was none', not(/unfolded the note|handwriting|a woman I had passed/u)),
  ]),
  story('r12-sroles-vi-1', 'vi', 'Anh rể tôi lần đầu tiên vào bếp nấu canh chua cho cả nhà, mà quên bỏ muối.', (o) => [
    afterOpening(o, 'the first time is the brother-in-law\'s', /anh rể/u),
    afterOpening(o, 'the narrator does not take over his first time', not(/Tôi đã hình dung cảnh này|Tôi đã tự mình làm được/u)),
  ]),
  story('r12-sroles-vi-2', 'vi', 'Năm nay cây xoài sau nhà không ra trái nào.', (o) => [
    afterOpening(o, 'the tree is gone to', /cái cây|cây xoài/u),
    afterOpening(o, 'năm nay is no hero or plant', not(/(?:cạnh|tưới) năm nay/u)),
  ]),
  story('r12-sroles-vi-3', 'vi', 'Ông hàng xóm gõ cửa nhà tôi lúc nửa đêm để trả lại con mèo.', (o) => [
    afterOpening(o, 'the neighbour is thanked for bringing the cat back', /cảm ơn ông hàng xóm/u),
    afterOpening(o, 'the cat is not kept as a memory', not(/giữ con mèo lại/u)),
  ]),
  story('r12-sroles-vi-4', 'vi', 'Lần đầu tôi tự thay bóng đèn, kết quả làm vỡ luôn cái chụp đèn.', (o) => [
    afterOpening(o, 'the failure is owned', /Lần này không thành/u),
    afterOpening(o, 'never a triumph', not(triumph.vi)),
  ]),
  story('r12-sroles-ko-1', 'ko', '우리 형부가 술에 취해서 새벽 두 시에 나한테 전화를 했다.', (o) => [
    afterOpening(o, '형부 is asked why', /형부에게 왜 그랬느냐고/u),
    afterOpening(o, 'the call is no thing remembered', not(/그날의 전화까지|전화 생각도 떨칠/u)),
  ]),
  story('r12-sroles-ko-2', 'ko', '수능 전날 밤에 아파트 전체가 정전이 됐다.', (o) => [
    afterOpening(o, 'the eve is met', /하필이면 수능 전날 밤/u),
    afterOpening(o, 'the exam is not claimed a success', not(triumph.ko)),
  ]),
  story('r12-sroles-ko-3', 'ko', '옆집 아저씨가 우리 집 강아지를 안고 찾아왔다.', (o) => [
    afterOpening(o, 'the neighbour is thanked for bringing the dog back', /옆집 아저씨에게 고맙다고/u),
    afterOpening(o, 'the neighbour is no thing remembered', not(/그날의 옆집 아저씨까지|옆집 아저씨 생각도 떨칠/u)),
  ]),
  story('r12-sroles-ko-4', 'ko', '올해는 베란다 고추가 하나도 안 열렸다.', (o) => [
    afterOpening(o, 'the pepper plant is gone to', /고추/u),
    afterOpening(o, '올해 is no plant', not(/올해(?:에게|에 물을| 곁에)/u)),
  ]),
  story('r12-sroles-zh-1', 'zh', '阳台的草莓今年一颗都没长出来。', (o) => [
    afterOpening(o, 'the strawberries are gone to', /草莓/u),
    afterOpening(o, '今年 is no plant', not(/给今年浇水|今年旁边/u)),
  ]),
  story('r12-sroles-zh-2', 'zh', '第一次一个人换轮胎，结果螺丝全拧滑了。', (o) => [
    afterOpening(o, 'the failure is owned', /这一次没有成功/u),
    afterOpening(o, 'never a triumph', not(triumph.zh)),
  ]),
  story('r12-sroles-zh-3', 'zh', '我哥喝多了，半夜把我从床上拽起来聊人生。', (o) => [
    afterOpening(o, 'my brother is asked', /我问我哥/u),
    afterOpening(o, 'the narrator stays 我', /我/u),
  ]),
  story('r12-sroles-zh-4', 'zh', '我们班主任今天在走廊上把我叫住了。', (o) => [
    // Round 16: stopped in the corridor, the narrator stops and hears the teacher out (was: asked why, an "annoyed or touched" shape).
    afterOpening(o, 'the teacher is heard out', /我停下脚步.*我让我们班主任把想说的话说完/su),
  ]),
];
