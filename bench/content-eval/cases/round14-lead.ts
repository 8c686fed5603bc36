/**
 * Round 14 (issue 13): the lead's cases for the attended fall-through (story-attend14.ts). Openings that no reader gives
 * a plot, and that used to get the moment filler ("the moment tilted, only a little") or a magic strange thing, go to
 * the person the opening is about and ask them. Inputs from the spent blind set K and the round-14 dev set L.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const story = (id: string, language: ContentLanguage, storyStart: string, facts: EvalFact[]): EvalCase => evalCase({ id, type: 'story', language, input: { storyStart }, facts });
const noFiller = { label: 'no moment or strange-thing filler', check: not(/tilted|moment (?:turned|shifted)|khẽ nghiêng|kỳ diệu hơn|chuyện lạ ấy|순간이 살짝 기울|누구도 생각해 본 적 없을 만큼|轻轻地偏|那件怪事/iu) };

export const cases: EvalCase[] = [
  story('r14-lead-story-en-dog', 'en', "Our dog has started sleeping outside my parents' bedroom door since Dad came home from the hospital.", [
    { label: 'goes to Dad and asks', check: (text) => /\bDad\b/u.test(text.slice(90)) && /ask/iu.test(text) },
    noFiller,
  ]),
  story('r14-lead-story-vi-lixi', 'vi', 'Năm nào đến Tết, ông ngoại cũng gửi cho mình một phong bao lì xì qua bưu điện. Năm nay phong bao đến, nhưng chữ viết ngoài bìa không phải chữ ông.', [
    { label: 'asks ông ngoại', check: (text) => /hỏi/u.test(text) && /ông ngoại/u.test(text.slice(150)) },
    noFiller,
  ]),
  story('r14-lead-story-zh-clock', 'zh', '爷爷的老座钟停在了三点十五分，奶奶说谁都不许去修。', [
    { label: 'asks 奶奶', check: (text) => /问/u.test(text) && /奶奶/u.test(text.slice(25)) },
    noFiller,
  ]),
  story('r14-lead-story-vi-dad', 'vi', 'Ba tôi chưa bao giờ nói thương tôi, nhưng sáng nào ông cũng dậy sớm nấu cơm cho tôi mang đi học.', [
    { label: 'the narrator goes to ba (never a dream or a strange thing)', check: (text) => /\bba\b/iu.test(text.slice(100)) && !/(?:^|[\s,.])(?:mơ|lạ)(?=[\s,.]|$)/u.test(text.slice(100)) },
    noFiller,
  ]),
  story('r14-lead-story-ko-plants', 'ko', '이사 온 집 베란다에 누가 키우던 화분이 스무 개나 남아 있었다.', [
    { label: 'the plants are asked about or looked after, never a strange thing', check: (text) => /화분/u.test(text.slice(40)) && !/이상할 뿐|말이 안 되는데/u.test(text) },
    noFiller,
  ]),
  story('r14-lead-story-vi-goose', 'vi', 'Bọn trẻ trong hẻm đều sợ con ngỗng nhà bà Năm, trừ thằng cu Tí.', [
    { label: 'no magic', check: not(/kỳ diệu|trò đùa/u) },
    noFiller,
  ]),
  story('r14-lead-story-zh-errand', 'zh', '我在地铁上捡到一本日记，最后一页写着：如果你看到这里，请替我去看一次海。', [
    { label: 'the ask is told back and done, never a lost diary returned', check: (text) => /看一次海/u.test(text.slice(40)) && !/失主|还给/u.test(text) },
  ]),
  story('r14-lead-story-en-errand', 'en', 'Inside the library book was a card that said: "Whoever finds this, please feed the ducks at Miller\'s Pond for me."', [
    { label: 'the narrator does what the card asks', check: (text) => /feed the ducks/u.test(text.slice(110)) && /did (?:exactly )?what it asked|did it/u.test(text) },
  ]),
  story('r14-lead-story-vi-errand', 'vi', 'Trong túi chiếc áo mua ở chợ đồ cũ có mảnh giấy ghi: làm ơn gửi giùm tôi lá thư này cho mẹ.', [
    { label: 'the letter is sent as asked', check: (text) => /gửi giùm tôi lá thư này cho mẹ/u.test(text.slice(90)) && /làm đúng|đã làm/u.test(text) },
  ]),
  story('r14-lead-story-ko-errand', 'ko', "중고 서점에서 산 시집 마지막 장에 '이 책을 읽은 사람은 대신 바다 좀 보고 와 주세요'라고 적혀 있었다.", [
    { label: 'the ask is done, never a neighbour who wanted a hand', check: (text) => /바다 좀 보고 와 주세요/u.test(text.slice(60)) && !/손이 좀 필요/u.test(text) },
  ]),
];
