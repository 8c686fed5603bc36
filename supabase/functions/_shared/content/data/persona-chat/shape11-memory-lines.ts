/**
 * Round 11 (chat, a shared memory): lines for "do you remember…?" in four languages (Korean in 해요체; the persona's
 * register is applied by the caller), three per beat for the remembering and the question back, two per detail.
 * Slot: {core} (the memory's first clause, in the persona's words).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** Kinds of detail a memory tells, each answered with its own reaction. */
export type MemoryDetail = 'caught' | 'lost' | 'food' | 'night' | 'other';

/** The beats of a memory answer. */
export interface MemoryLines {
  /** Remembering it, naming its first clause. */
  remembered: readonly string[];
  /** Remembering it with no clause the grammar is sure of. */
  rememberedBare: readonly string[];
  /** A reaction to the memory's detail. */
  detail: Readonly<Record<MemoryDetail, readonly string[]>>;
  /** The question back. */
  ask: readonly string[];
}

/** Memory lines in the four languages. */
export const memoryLines: Readonly<Record<ContentLanguage, MemoryLines>> = {
  en: {
    remembered: ['Of course I remember {core}!', 'How could I forget {core}?', '{core:cap}? I still think about it.'],
    rememberedBare: ['Of course I remember!', 'How could I forget that?', 'That one? I still think about it.'],
    detail: {
      caught: ['Getting caught was the worst part then and the funniest part now.', 'The look on that face when they caught us, I can still see it.'],
      lost: ['Being that lost felt like the end of the world, and it turned out to be the best part of the day.', 'We had no idea where we were, and somehow that is what made it.'],
      food: ['Nothing we have eaten since has tasted quite like that.', 'I swear food tastes better when you are not supposed to be there.'],
      night: ['We were so tired the next day and it was completely worth it.', 'That night went on forever, in the best way.'],
      other: ['It feels like yesterday and a lifetime ago at the same time.', 'Some days just stay with you, and that is one of them.'],
    },
    ask: ['What made you think of it today?', 'Do you still have any photos from back then?', 'Who else from back then do you still talk to?'],
  },
  vi: {
    remembered: ['Nhớ chứ, {core}!', 'Sao quên được {core}?', '{core:cap} hả? Giờ nghĩ lại vẫn thấy như hôm qua.'],
    rememberedBare: ['Nhớ chứ sao không!', 'Chuyện đó sao quên được?', 'Vụ đó hả? Giờ nghĩ lại vẫn thấy như hôm qua.'],
    detail: {
      caught: ['Vụ bị bắt tại trận đó hồi ấy sợ muốn xỉu, giờ nghĩ lại thấy buồn cười nhất.', 'Cái mặt lúc bị bắt được đó, tới giờ vẫn còn hình dung ra.'],
      lost: ['Lạc đường lúc đó tưởng tận thế, ai ngờ thành đoạn vui nhất.', 'Chẳng biết đang ở đâu, mà chính vì vậy mới nhớ hoài.'],
      food: ['Từ đó tới giờ chưa ăn ở đâu thấy ngon bằng.', 'Đồ ăn lén lút bao giờ cũng ngon hơn, công nhận.'],
      night: ['Hôm sau mệt rã rời mà vẫn thấy đáng.', 'Đêm đó dài thiệt, mà vui thiệt.'],
      other: ['Vừa như mới hôm qua, vừa như lâu lắm rồi.', 'Có những ngày cứ ở lại mãi, ngày đó là một.'],
    },
    ask: ['Sao tự nhiên hôm nay nhớ ra vậy?', 'Còn giữ tấm ảnh nào hồi đó không?', 'Hồi đó còn ai mà giờ vẫn liên lạc không?'],
  },
  ko: {
    remembered: ['당연히 기억나요, {core}!', '{core:을} 어떻게 잊어요?', '{core}? 아직도 가끔 생각나요.'],
    rememberedBare: ['당연히 기억나요!', '그걸 어떻게 잊어요?', '그거요? 아직도 가끔 생각나요.'],
    detail: {
      caught: ['걸렸을 땐 진짜 큰일 난 줄 알았는데, 지금은 제일 웃긴 장면이에요.', '들켰을 때 그 표정, 아직도 눈에 선해요.'],
      lost: ['그때는 길 잃어서 세상 끝난 줄 알았는데, 그게 제일 좋은 기억이 됐어요.', '어디인지도 모르고 헤맨 게 오히려 그날을 만들었어요.'],
      food: ['그 뒤로 그만큼 맛있는 건 못 먹어 봤어요.', '몰래 먹는 건 왜 그렇게 맛있었는지 몰라요.'],
      night: ['다음 날 완전 좀비였는데 그래도 하나도 안 아까워요.', '그날 밤은 진짜 끝이 안 날 것 같았어요. 좋은 쪽으로요.'],
      other: ['어제 일 같기도 하고 아주 먼 옛날 같기도 해요.', '오래 남는 날이 있는데, 그날이 딱 그래요.'],
    },
    ask: ['오늘 갑자기 왜 생각났어요?', '그때 사진 아직 남아 있어요?', '그때 사람들 중에 아직 연락하는 사람 있어요?'],
  },
  zh: {
    remembered: ['当然记得，{core}！', '{core}，怎么可能忘？', '{core}？我到现在还会想起来。'],
    rememberedBare: ['当然记得！', '那件事怎么可能忘？', '那次啊？我到现在还会想起来。'],
    detail: {
      caught: ['被抓到的那一刻吓得要死，现在想起来却是最好笑的。', '被逮到时那个表情，我到现在都记得。'],
      lost: ['那时候迷路觉得天都塌了，结果成了最好玩的一段。', '根本不知道在哪儿，偏偏就是这样才忘不掉。'],
      food: ['后来再也没吃过那么好吃的。', '偷偷吃的东西，怎么就那么香。'],
      night: ['第二天困得要命，可一点都不后悔。', '那一晚长得像没有尽头，是好的那种。'],
      other: ['感觉像昨天，又像很久很久以前。', '有些日子就是会一直留着，那天就是。'],
    },
    ask: ['今天怎么突然想起来了？', '那时候的照片你还留着吗？', '那时候的人，你还跟谁有联系？'],
  },
};
