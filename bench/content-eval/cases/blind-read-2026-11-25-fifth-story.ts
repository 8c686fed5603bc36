/**
 * Evaluation cases from the fifth blind read (docs/blind-reads/2026-11-25-fifth-read.*), rows 1–8 (story), then four
 * new requests written afterwards (one per language) that nobody tuned on. Facts check only what the writer ADDED after
 * the visitor's opening: that it keeps and develops the opening's central element (the sewing machine, the ticking
 * clock shop, the kitten's bell, the rooftop, the postcard, the late noodles), and negative facts for the classes the
 * reviewer caught: a machine that should be dead turned into a story about its owner or a work shift, a pasted span in
 * a verb's object slot ("understand my stop"), filler that contradicts the premise ("there was no mystery at all").
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** Stock lines of the generic and work routes the fifth read caught on openings they did not fit. */
const offPremise: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /today had always been special|special anniversary|the one question nobody else had asked|it was simple/iu,
  vi: /ca làm|giúp một tay|trong công việc/iu,
  ko: /아무 일도 없었다는 듯 조용했다|끝내 비밀을 털어놓지 않았다/u,
  zh: /根本没有什么谜|我去找这件事对谁最重要|谁都没问过的问题/u,
};

const story = (id: string, language: ContentLanguage, storyStart: string, facts: (opening: string) => EvalFact[]): EvalCase =>
  evalCase({
    id,
    type: 'story',
    language,
    input: { storyStart },
    facts: [
      ...facts(storyStart),
      afterOpening(storyStart, 'no stock line that ignores the premise (anniversary, work shift, "no mystery at all")', not(offPremise[language])),
      { label: 'no doubled punctuation', check: not(/[.!?。！？]['"’”][.。]|\.\.(?!\.)|。。/u) },
    ],
  });

/** The eight story requests of the fifth read, then four new ones (scored by hand in the report). */
export const cases: EvalCase[] = [
  // ── story (fifth read, rows 1–8) ────────────────────────────────────────────────────────────────────────────────
  story('blind5-story-en-1', 'en', "My grandmother's old sewing machine started humming at midnight, even though it hadn't been plugged in for ten years.", (o) => [
    afterOpening(o, 'develops the sewing machine (it runs, it is making something)', /sewing machine|the machine/iu),
    afterOpening(o, 'never plugs in or switches off a machine that was unplugged', not(/pulled the plug|switched it off|plugged in/iu)),
    afterOpening(o, 'no broken comparative ("closely than usual")', not(/\bclosely than\b/iu)),
    afterOpening(o, 'no first-person agreement slip ("I looks")', not(/\bI (?:looks|rests|says|goes)\b/u)),
  ]),
  story('blind5-story-en-2', 'en', 'The bus driver skipped my stop on purpose and said, without turning around, "Trust me, you don\'t want to get off there today."', (o) => [
    afterOpening(o, 'keeps the driver in the story', /\bdriver\b/iu),
    afterOpening(o, 'no pasted span in a verb slot ("understand my stop", "took out my stop")', not(/(?:understand|took out|smiled about|told) my stop/iu)),
  ]),
  story('blind5-story-vi-1', 'vi', 'Sáng nay mẹ tôi đi chợ về, trong giỏ rau muống có một con mèo con màu cam đang ngủ say, cổ đeo một cái chuông bạc khắc tên tôi.', (o) => [
    afterOpening(o, 'keeps the kitten', /mèo/iu),
    afterOpening(o, 'keeps the silver bell', /chuông/iu),
    afterOpening(o, 'does not treat mum as absent ("mẹ hẳn sẽ thích")', not(/mẹ hẳn sẽ thích|Nếu là mẹ/iu)),
  ]),
  story('blind5-story-vi-2', 'vi', 'Đêm mưa ở Hà Nội, tôi trú dưới mái hiên một tiệm sửa đồng hồ đã đóng cửa mười năm, vậy mà bên trong vẫn vọng ra tiếng tích tắc.', (o) => [
    afterOpening(o, 'develops the clock that still runs', /đồng hồ/iu),
    afterOpening(o, 'no work-shift story', not(/ca làm|công việc/iu)),
  ]),
  story('blind5-story-ko-1', 'ko', "퇴근길 지하철에서 깜빡 졸다가 눈을 떠 보니, 전광판에 처음 보는 역 이름이 떠 있었다. '어제역'.", (o) => [
    afterOpening(o, 'develops the station', /역/u),
    afterOpening(o, 'no empty echo line ("그 말은 처음부터 진심이었다")', not(/처음부터 진심이었다/u)),
  ]),
  story('blind5-story-ko-2', 'ko', '우리 아파트 경비 아저씨는 매일 밤 11시만 되면 손전등을 들고 옥상으로 올라간다. 오늘은 몰래 따라가 보기로 했다.', (o) => [
    afterOpening(o, 'keeps the guard', /경비 아저씨/u),
    afterOpening(o, 'reaches the rooftop', /옥상/u),
  ]),
  story('blind5-story-zh-1', 'zh', '我在旧书店买的一本二手小说里，发现夹着一张写给我的明信片，落款日期是二十年以后。', (o) => [
    afterOpening(o, 'develops the postcard', /明信片/u),
    afterOpening(o, 'says what the postcard says', /写着|上面写|写的是/u),
  ]),
  story('blind5-story-zh-2', 'zh', '外卖小哥敲开门，把一碗热腾腾的牛肉面递给我，说：“这一单是您三年前下的，不好意思，送晚了。”', (o) => [
    afterOpening(o, 'keeps the noodles or the order', /面|这一单|订单|外卖单/u),
    afterOpening(o, 'keeps the three years', /三年/u),
  ]),
  // ── four new requests written after the fifth round (one per language), scored by hand in the report ────────────
  story('own5-story-en-1', 'en', 'The lighthouse on our island has been dark for thirty years, but last night its lamp came on and flashed three times toward our house.', (o) => [
    afterOpening(o, 'develops the lamp or the lighthouse', /lamp|lighthouse/iu),
    afterOpening(o, 'no first-person agreement slip ("I were")', not(/\bI were\b/u)),
    afterOpening(o, 'no timer found in the settings of a dead lamp', not(/settings|set .{0,30} to do this/iu)),
  ]),
  story('own5-story-vi-1', 'vi', 'Bố tôi mất đã năm năm, vậy mà sáng nay chiếc radio cũ của bố tự bật lên, phát đúng bài hát bố hay nghe mỗi sáng.', (o) => [
    afterOpening(o, 'develops the radio or the song', /radio|bài hát|giai điệu/iu),
    afterOpening(o, 'never brings the late father on stage to speak', not(/bố (?:nói|bảo|cười)/iu)),
  ]),
  story('own5-story-ko-1', 'ko', '할머니가 시골에서 올라오시면서 보자기에 싼 작은 강아지를 데려오셨다. 강아지 목줄에는 내가 어릴 때 잃어버린 방울이 달려 있었다.', (o) => [
    afterOpening(o, 'develops the puppy', /강아지/u),
    afterOpening(o, 'never takes "목줄에" for a name ("목줄에가", "목줄에는 나에게")', not(/목줄에(?:가|는|였|의)/u)),
  ]),
  story('own5-story-zh-1', 'zh', '我们小区门口那台停用了五年的自动售货机，今晚突然亮了，还吐出一瓶我小时候最爱喝的橘子汽水。', (o) => [
    afterOpening(o, 'develops the vending machine', /售货机/u),
    afterOpening(o, 'never unplugs or switches off a machine out of use for years', not(/关了开关|拔了插头，等着/u)),
  ]),
];
