/**
 * Round 10 (issue 13): the shape "I did it myself for the first time / at last" ("lần đầu tự thay bóng đèn mà không cần
 * gọi bố", "finally got my driver's license on the third try", "처음으로 혼자 김치찌개를 끓였다", "第一次自己修好了自行车").
 * The song is the doer's pride in the act, whatever the act: the lead's read found these sung TO the object ("Ơi bóng
 * đèn, cảm ơn vì hôm nay", "Sing it out for driver's license"). Placed after the specific families (a first paycheck or a
 * first apartment keeps its own images first) and before the general ones; no `{k}`: no line names the object.
 */
import type { LyricsFamily } from './families.ts';

/** The round-10 families. */
export const roundTenFamilies: readonly LyricsFamily[] = [
  {
    id: 'did-it-myself',
    ownAct: true,
    adverbial: true,
    detect: {
      en: /\b(?:by myself|on my own|all by myself|myself for the first time|without (?:any )?help)\b/iu,
      vi: /lần đầu(?: tiên)? tự|không cần (?:gọi|nhờ)|tự tay|tự mình/iu,
      ko: /처음으로 혼자|처음 혼자|혼자 힘으로|혼자서 처음|스스로/u,
      zh: /第一次自己|第一次一个人|头一回自己|靠自己|自己动手/u,
    },
    text: {
      en: {
        lines: ['My hands were shaking, but I did it myself', 'Nobody had to show me how this time', 'I keep looking at it like it might undo itself', 'I want to call someone just to say I did it', 'The first time is the hardest, and it is behind me', 'A small thing to the world, a mountain to me'],
        hooks: ['I did it, I did it on my own', 'First time, and it will not be the last'],
        haiku: ['first time, on my own', 'my hands still shaking'],
      },
      vi: {
        lines: ['Tay còn run run, nhưng ta đã tự làm được', 'Lần này chẳng cần ai chỉ cho ta nữa', 'Cứ ngắm mãi như sợ nó bỗng trở lại như cũ', 'Muốn gọi ngay cho ai đó, chỉ để khoe một câu', 'Lần đầu bao giờ cũng khó, và nó đã ở sau lưng', 'Chuyện nhỏ với đời, mà với ta là cả ngọn núi'],
        hooks: ['Ta làm được rồi, tự tay ta làm được', 'Lần đầu tiên, và chẳng phải lần cuối'],
        haiku: ['Lần đầu tự làm', 'Đôi tay vẫn còn run'],
      },
      ko: {
        lines: ['손은 떨렸지만 내 힘으로 해냈어', '이번엔 아무도 가르쳐 주지 않았어', '다시 원래대로 돌아갈까 봐 자꾸 쳐다봐', '누구한테든 전화해서 해냈다고 말하고 싶어', '처음이 제일 어렵다는데 그게 지나갔어', '세상엔 작은 일, 나한텐 산 하나'],
        hooks: ['해냈어, 내 힘으로 해냈어', '처음이지만 마지막은 아니야'],
        haiku: ['처음 혼자서', '손이 아직 떨린다'],
      },
      zh: {
        lines: ['手还在抖，可我自己做到了', '这一次，没有人教我怎么做', '我一直盯着看，怕它又变回原样', '好想马上打个电话，只为说一句我做到了', '第一次总是最难，而它已经过去了', '对世界是件小事，对我是一座山'],
        hooks: ['我做到了，靠我自己做到了', '第一次，但不会是最后一次'],
        haiku: ['第一次自己', '双手还在发抖'],
      },
    },
  },
  {
    id: 'made-it-at-last',
    onlyAlone: true,
    ownAct: true,
    adverbial: true,
    detect: {
      en: /\b(?:finally|at last|on the (?:second|third|fourth|fifth|tenth) try|after (?:\w+ )?(?:tries|attempts))\b/iu,
      vi: /cuối cùng cũng|sau (?:bao|mấy|\d+) lần|lần thứ (?:hai|ba|tư|năm)/iu,
      ko: /드디어|마침내|(?:두|세|네|다섯) 번 만에|\d+수 만에|재수 끝에/u,
      zh: /终于|第[二三四五]次才|考了[二三四五两]次/u,
    },
    text: {
      en: {
        lines: ['I fell short before, and I came back anyway', 'All the times I almost quit are smiling now', 'I read it twice to make sure it is real', 'Somebody tell the old me it worked out', 'It only counts the once, and this time it counted', 'Never again a thing I could not do'],
        hooks: ['Finally, finally, it is mine', 'Took me a while, but look at me now'],
        haiku: ['at last, it is mine', 'all those tries, worth it'],
      },
      vi: {
        lines: ['Từng hụt hơi, nhưng ta vẫn quay lại', 'Những lần suýt bỏ cuộc giờ đều mỉm cười', 'Đọc đi đọc lại cho chắc là thật', 'Ai nói giùm ta ngày trước: mọi chuyện ổn rồi', 'Chỉ cần một lần được, và lần này đã được', 'Từ nay đó chẳng còn là điều ta không làm nổi'],
        hooks: ['Cuối cùng cũng là của ta', 'Mất bao lâu cũng được, nhìn ta bây giờ xem'],
        haiku: ['Cuối cùng cũng được', 'Bao lần thử, đáng cả'],
      },
      ko: {
        lines: ['전엔 모자랐지만 그래도 다시 돌아왔어', '포기할 뻔했던 날들이 이제 웃고 있어', '진짜인지 두 번이나 다시 읽어 봐', '예전의 나한테 말해 줘, 결국 됐다고', '한 번만 되면 되는 거였고, 이번이 그 한 번', '이제 못 하는 일 하나가 줄었어'],
        hooks: ['드디어, 드디어 내 거야', '오래 걸렸지만 지금 날 봐'],
        haiku: ['드디어 내 것', '그 많은 시도 끝에'],
      },
      zh: {
        lines: ['以前差了一点，我还是回来了', '那些差点放弃的日子，现在都在笑', '我读了两遍，确认这是真的', '谁去告诉从前的我：最后成了', '只要成一次就够，这一次成了', '从此这不再是我做不到的事'],
        hooks: ['终于，终于是我的了', '花了好久，可你看看现在的我'],
        haiku: ['终于是我的', '那么多次，值得'],
      },
    },
  },
];
