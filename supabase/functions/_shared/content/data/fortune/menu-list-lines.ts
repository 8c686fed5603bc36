/**
 * A menu reading over three to five options the visitor listed (fortune-menu-list.ts): {all} the options as written,
 * {n} how many, {pick} the one the cards favour, {others} the rest. The pick is always one of the visitor's own.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** Menu-list lines per language. */
export const menuListLines: Readonly<Record<ContentLanguage, { counts: readonly string[]; pick: readonly string[]; rest: readonly string[] }>> = {
  en: {
    counts: ['', '', 'two', 'three', 'four', 'five'],
    pick: [
      'I laid one card for each of your {n} options: {all}. The brightest card today landed on {pick}.',
      'Your {n} options, {all}, each got a card, and {pick} drew the warmest one.',
    ],
    rest: ['{others:cap} can wait for another day; today’s luck sits with {pick}.', 'Save {others} for later in the week.'],
  },
  ko: {
    counts: ['', '', '두', '세', '네', '다섯'],
    pick: [
      '{all}, 이렇게 {n} 가지에 카드를 한 장씩 놓아 봤어요. 오늘 가장 밝게 뒤집힌 건 {pick:이에요}.',
      '말씀하신 {all} 중에서 오늘 기운이 제일 좋은 건 {pick:이에요}.',
    ],
    rest: ['{others:은} 다음 기회에 양보하세요. 오늘의 운은 {pick} 쪽에 있어요.', '{others:은} 이번 주 다른 날을 위해 아껴 두세요.'],
  },
  vi: {
    counts: ['', '', 'hai', 'ba', 'bốn', 'năm'],
    pick: [
      'Bạn kể {n} lựa chọn: {all}. Mình đặt cho mỗi cái một lá bài, và lá sáng nhất hôm nay rơi vào {pick}.',
      'Trong {all}, hôm nay vận may nghiêng hẳn về {pick}.',
    ],
    rest: ['{others:cap} để dành cho hôm khác nhé; hôm nay lộc nằm ở {pick}.', 'Còn {others} thì để dành cho một ngày khác trong tuần.'],
  },
  zh: {
    counts: ['', '', '两', '三', '四', '五'],
    pick: ['我给{all}这{n}个选项各摆了一张牌，今天最亮的那张落在{pick}上。', '在{all}里，今天的好运明显偏向{pick}。'],
    rest: ['{others}就留到下次吧，今天的运气在{pick}这边。', '{others}可以留给这周别的日子。'],
  },
};
