/**
 * The psychologist's reflection of several things the visitor listed (persona-chat-stressors.ts): {things} is the
 * visitor's own list, person-swapped, {n} how many. English, Vietnamese and Chinese (Korean is left to the other paths).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** Languages the reflection is written in. */
export type StressorLanguage = Exclude<ContentLanguage, 'ko'>;

/** One language's reflection lines. */
export interface StressorLines {
  /** Counts as words, by index (2 → "two"). */
  counts: readonly string[];
  reflect: readonly string[];
  weight: readonly string[];
  ask: readonly string[];
}

/** Reflection lines per language. */
export const stressorLines: Readonly<Record<StressorLanguage, StressorLines>> = {
  en: {
    counts: ['', 'one', 'two', 'three', 'four'],
    reflect: [
      'So it’s {n} things landing on you at once: {things}.',
      'Let me make sure I have it: {things}. That’s {n} things at the same time.',
    ],
    weight: [
      'No wonder it’s wearing you down; each of those would be manageable alone, but together they leave you no slack.',
      'That’s a lot to carry at once, and when there’s no slack left, it comes out somewhere: in sleep, in patience, in mood.',
    ],
    ask: [
      'We don’t have to untangle all {n} today. If just one of them got a little lighter this week, which would make the biggest difference?',
      'Let’s pick one, not all {n}: which of them feels most within your reach to change a little, even for three days?',
    ],
  },
  vi: {
    counts: ['', 'một', 'hai', 'ba', 'bốn'],
    reflect: [
      'Vậy là có {n} chuyện cùng dồn lên bạn một lúc: {things}.',
      'Để mình xem mình hiểu đúng chưa: {things}. Tức là {n} chuyện cùng lúc.',
    ],
    weight: [
      'Thảo nào bạn thấy kiệt sức; từng chuyện riêng lẻ thì còn xoay xở được, nhưng dồn lại thì không còn chỗ để thở.',
      'Gánh nhiều thứ như vậy cùng lúc, cơ thể sẽ lên tiếng ở đâu đó: giấc ngủ, sự kiên nhẫn, tâm trạng.',
    ],
    ask: [
      'Mình không cần gỡ cả {n} chuyện trong hôm nay. Nếu tuần này chỉ một chuyện nhẹ bớt đi một chút, chuyện nào sẽ giúp bạn nhiều nhất?',
      'Mình chọn một thôi, đừng ôm cả {n}: chuyện nào bạn thấy có thể thay đổi một chút, dù chỉ trong ba ngày?',
    ],
  },
  zh: {
    counts: ['', '一', '两', '三', '四'],
    reflect: [
      '所以是{n}件事一起压在你身上：{things}。',
      '我确认一下我理解得对不对：{things}。这是{n}件事同时发生。',
    ],
    weight: [
      '难怪你会被拖得这么累；每一件单独拿出来都还能应付，叠在一起就一点余地都没有了。',
      '这么多事一起扛着，身体总会在某个地方抗议：睡眠、耐心、情绪。',
    ],
    ask: [
      '我们不用今天就把这{n}件事都解决。如果这周只能让其中一件轻一点，哪一件对你帮助最大？',
      '先挑一件，不用{n}件一起来：哪一件是你觉得稍微改变一下、哪怕只坚持三天，也做得到的？',
    ],
  },
};
