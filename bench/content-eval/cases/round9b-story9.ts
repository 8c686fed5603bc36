/**
 * Evaluation cases for the second story helper of the ninth engine round (issue 13): the eight fresh requests written
 * before its fixes (round9b-story9.before.json): a night nurse's habit, a borrowed bike, a neighbour's cat, a mother
 * who keeps calling, a persimmon tree without fruit, an instructor who changes the lesson, a turtle that will not eat,
 * a shared earbud. Facts check the inverted default: the grounded path answers unless a stock family has its own
 * evidence, so no stock premise (someone who used to come, a day never talked about, a trapped kitten, a finder
 * thanked) appears, a role noun is a person, and a sad moment or a lack is never called good.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, storyCaseBuilder, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** The stock family premises none of these openings gave. */
const stock: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /returned it on purpose|found that person|an old promise|a day (?:she|he|they) had always remembered|timer/iu,
  vi: /từng có một người hay ghé|một lời hứa cũ|nhiều năm không gặp|ý nghĩa riêng/iu,
  ko: /오래 못 본 누군가|오래된 약속|한 번도 입 밖에 낸 적 없는/u,
  zh: /小奶猫|卡着一个小东西|老约定|在等一个人/u,
};

const story = storyCaseBuilder(stock);

/** The eight fresh requests of round 9b (scored by hand in the report: before 1.50). */
export const cases: EvalCase[] = [
  story('r9b-story-en-1', 'en', 'The new night nurse on Ward 6 hums the same lullaby to every patient, even the ones who are already asleep.', (o) => [
    afterOpening(o, 'keeps the nurse as a person', /the (?:new )?(?:night )?nurse/iu),
    afterOpening(o, '"Ward 6" is no hero', not(/\bWard (?:did|let|could|was|wanted|kept)\b/u)),
  ]),
  story('r9b-story-en-2', 'en', 'my little brother borrowed my bike without asking and came back with a flat tyre and a huge grin', (o) => [
    afterOpening(o, 'keeps the bike or the brother', /bike|brother/iu),
    afterOpening(o, 'no lost-and-found premise', not(/dropped it|kindness|somebody had returned|someone had found/iu)),
  ]),
  story('r9b-story-vi-1', 'vi', 'Chiều nào con mèo mướp nhà bên cũng nhảy qua hàng rào, nằm phơi nắng trên mái hiên nhà tôi.', (o) => [
    afterOpening(o, 'keeps the cat', /con mèo/iu),
    afterOpening(o, 'no trapped creature', not(/kẹt|mắc kẹt/iu)),
  ]),
  story('r9b-story-vi-2', 'vi', 'Mẹ tôi dạo này hay gọi điện hỏi tôi đã ăn cơm chưa, dù ngày nào cũng gặp nhau.', (o) => [
    afterOpening(o, 'keeps the mother', /mẹ/iu),
    afterOpening(o, 'the mother is never "nó"', not(/thấy nó|nó bình thường/iu)),
  ]),
  story('r9b-story-ko-1', 'ko', '할아버지 댁 마당에 있는 감나무에 올해는 감이 하나도 안 열렸다.', (o) => [
    afterOpening(o, 'keeps the persimmon tree', /감나무/u),
    afterOpening(o, 'a tree without fruit is never called good', not(/바로 그래서 좋았다|좋은 하루처럼|바로 그래서 소중했다/u)),
  ]),
  story('r9b-story-ko-2', 'ko', '교관님이 오늘은 비행 훈련 대신 활주로 끝까지 걸어가 보자고 하셨다.', (o) => [
    afterOpening(o, 'keeps the instructor', /교관/u),
    afterOpening(o, 'the instructor is no hero and 걸어 no thing', not(/교관은 |걸어와 |걸어를 |걸어와 관련/u)),
  ]),
  story('r9b-story-zh-1', 'zh', '我养的那只乌龟已经三天没吃东西了，一直趴在缸底不动。', (o) => [
    afterOpening(o, 'keeps the turtle', /乌龟/u),
    afterOpening(o, 'a sick pet is never called good', not(/可正因为这样才好|像一个好日子/u)),
  ]),
  story('r9b-story-zh-2', 'zh', '同桌把她的耳机分了我一只，我们一起听完了一整张专辑。', (o) => [afterOpening(o, 'keeps the deskmate, the earbuds or the album', /同桌|耳机|专辑/u)]),
];
