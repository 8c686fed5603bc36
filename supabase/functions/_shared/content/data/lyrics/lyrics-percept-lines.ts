/**
 * Round 14 (issue 13): lines of a percept song (lyrics-percept-read.ts): the thing heard, smelt or seen comes and goes,
 * at the theme's own place ({l}) and time ({n}); {p} is the percept as a whole noun phrase ({P} capitalised). No line
 * holds, carries or calls to it, and the mood lines and closings name no time of day, place, weather or prop.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { PerceptSense } from '../../lyrics-percept-read.ts';

/** The mood of a percept song. */
export type PerceptTone = 'dark' | 'bright' | 'soft';

/** The lines of a percept song in one language. */
export interface PerceptLines {
  /** Verse lines of the percept coming and going, per sense. */
  coming: Record<PerceptSense, readonly string[]>;
  /** Verse lines at its place ({l}), per sense. */
  placed: Record<PerceptSense, readonly string[]>;
  /** Verse lines at its time ({n}), when the time comes back ("every evening", "đêm khuya", "새벽마다", "深夜"). */
  timed: readonly string[];
  /** Verse lines at a time that came once ("that afternoon", "hôm ấy", "그날", "那个下午"). */
  once: readonly string[];
  /** Chorus lines, per sense. */
  hooks: Record<PerceptSense, readonly string[]>;
  /** Chorus lines of the mood. */
  toneHooks: Record<PerceptTone, readonly string[]>;
  /** The singer's feelings: no time, place, weather or prop. */
  moods: Record<PerceptTone, readonly string[]>;
  /** Last lines. */
  closings: Record<PerceptTone, readonly string[]>;
}

const en: PerceptLines = {
  coming: {
    sound: ['{P} comes again, then drifts away', 'I lie still and listen to {p}', '{P} rises, then slowly fades', 'I hear {p} before anything else', '{P} passes, and the quiet comes back', 'I listen until {p} is gone', 'Closer, then further, then gone', 'It fades before I can follow it'],
    smell: ['{P} drifts in, then thins away', 'I breathe in {p} before it goes', '{P} finds me, then slips off again', 'I close my eyes, and {p} is there', 'The air takes {p} away too soon', 'It is here, and then it thins away'],
    sight: ['{P} comes on, then fades', 'I watch {p} until it is gone', '{P} flickers, and is gone again', 'I keep my eyes on {p} a little longer', 'It is there, and then it is not'],
    any: ['{P} comes, and then it goes', 'I stay where I am and let {p} come', '{P} fades, and the quiet comes back', 'I do not move while {p} lasts'],
  },
  placed: {
    sound: ['{P} reaches me {l}', 'Somewhere {l}, {p} again'],
    smell: ['{P} finds me {l}', 'Somewhere {l}, {p} again'],
    sight: ['{P} shows {l} again', 'Somewhere {l}, {p} again'],
    any: ['{P} reaches me {l}', 'Somewhere {l}, {p} again'],
  },
  timed: ['{N}, there it is again', '{N}, it finds me once more'],
  once: ['{N}, it came just like this', '{N}, it came and went like this'],
  hooks: {
    sound: ['{P}, coming and going', 'Here it comes, and there it goes', 'I hear {p}, and then it is gone'],
    smell: ['{P}, here and gone', 'I breathe it in, and then it is gone'],
    sight: ['{P}, on and off again', 'I see it, and then it is gone'],
    any: ['{P}, coming and going', 'Here it comes, and there it goes'],
  },
  toneHooks: {
    dark: ['And I do not ask it to stay', 'It never stays, it never did'],
    bright: ['And for a moment, that is enough', 'It comes back, and so do I'],
    soft: ['Let it come, and let it go', 'It comes and goes, and that is fine'],
  },
  moods: {
    dark: ['I do not call it back', 'I let it pass the way it always does', 'Some things only stay a moment', 'The quiet after is the longest part', 'I am still here when it is gone', 'Something in me goes with it'],
    bright: ['Something in me answers it', 'It is a small thing, and it is enough', 'I smile before I know why', 'For a moment everything is kind', 'I feel lighter than I did'],
    soft: ['I let it be what it is', 'It asks nothing of me', 'I breathe a little slower', 'Nothing to do but let it come', 'I do not need to name it'],
  },
  closings: {
    dark: ['Then it is quiet, and I let it be', 'It will come again, I know'],
    bright: ['It will come again, and I will be here', 'And I walk on a little lighter'],
    soft: ['And the quiet comes back, gentle', 'It will come again, and that is enough'],
  },
};

const vi: PerceptLines = {
  coming: {
    sound: ['{P} vang lên rồi xa dần', 'Ta nằm im nghe {p} đi qua', '{P} vọng lại, rồi lặng đi', '{P} qua rồi, chỉ còn khoảng lặng', 'Ta lắng nghe đến khi {p} tắt hẳn', '{P} gần lại, rồi xa, rồi xa hơn', 'Gần lại, rồi xa, rồi chẳng còn nghe', 'Chưa kịp theo thì nó đã xa'],
    smell: ['{P} thoảng qua rồi tan', 'Ta hít thật sâu trước khi {p} bay mất', '{P} bay tới, rồi nhạt dần', 'Nhắm mắt lại, {p} đã ở đây', 'Gió mang {p} đi đâu mất', 'Vừa thoảng tới, đã nhạt đi rồi'],
    sight: ['{P} sáng lên, rồi tắt', 'Ta nhìn theo {p} đến khi khuất hẳn', '{P} chập chờn, rồi lại tắt', 'Vừa sáng lên, đã tắt rồi'],
    any: ['{P} đến, rồi lại đi', 'Ta ngồi yên cho {p} đến'],
  },
  placed: {
    sound: ['{P} lại vang lên {l}', '{P} vọng vào từ {l}'],
    smell: ['{P} lại thoảng {l}', '{P} bay vào từ {l}'],
    sight: ['{P} lại sáng lên {l}', '{P} hắt vào từ {l}'],
    any: ['{P} lại về {l}'],
  },
  timed: ['{N}, {p} lại về', '{N}, ta lại đợi {p}'],
  once: ['{N}, {p} đã đến như thế', '{N}, {p} đến rồi đi như thế'],
  hooks: {
    sound: ['{P}, đến rồi lại đi', 'Nghe {p}, rồi chỉ còn im lặng', '{P} xa dần, xa dần'],
    smell: ['{P}, thoảng qua rồi tan', 'Hít vào thật sâu, rồi {p} bay xa'],
    sight: ['{P}, sáng lên rồi tắt', 'Nhìn theo {p}, rồi nó tắt'],
    any: ['{P}, đến rồi lại đi'],
  },
  toneHooks: {
    dark: ['Và ta chẳng xin nó ở lại', 'Nó chẳng bao giờ ở lại lâu'],
    bright: ['Và chừng ấy là đủ cho ta', 'Nó lại về, và ta cũng vậy'],
    soft: ['Cứ đến, rồi cứ đi', 'Đến rồi đi, cũng chẳng sao'],
  },
  moods: {
    dark: ['Ta chẳng gọi lại, cứ để nó đi', 'Có những điều chỉ ghé qua một chút', 'Khoảng lặng sau đó mới là dài nhất', 'Nó xa rồi mà ta vẫn còn đây', 'Lòng ta khẽ chùng xuống theo'],
    bright: ['Lòng ta khẽ đáp lại', 'Chuyện nhỏ thôi mà đủ ấm', 'Ta mỉm cười chẳng biết vì sao', 'Mọi thứ bỗng hiền hơn một chút'],
    soft: ['Ta để nó đến, rồi để nó đi', 'Nó chẳng đòi ta điều gì', 'Hơi thở ta chậm lại', 'Chẳng cần gọi tên, cứ để vậy'],
  },
  closings: {
    dark: ['Rồi mọi thứ lặng im, ta để yên như thế', 'Rồi nó sẽ lại về, ta biết'],
    bright: ['Rồi nó sẽ lại về, và ta vẫn ở đây', 'Ta bước tiếp, lòng nhẹ hơn một chút'],
    soft: ['Và khoảng lặng quay về, thật dịu dàng', 'Rồi nó sẽ lại về, vậy là đủ'],
  },
};

const ko: PerceptLines = {
  coming: {
    sound: ['{p:이} 들려왔다가 멀어져', '가만히 누워 {p:을} 들어', '{p:이} 지나가면 다시 조용해져', '보이기도 전에 {p:이} 먼저 들려', '{p:이} 점점 작아지다 사라져', '다 사라질 때까지 {p:을} 듣고 있어', '가까워졌다가, 멀어졌다가, 이제 안 들려', '따라가기도 전에 벌써 멀어져'],
    smell: ['{p:이} 스며들었다가 옅어져', '{p:이} 흩어지기 전에 숨을 깊이 들이쉬어', '눈을 감으면 {p:이} 거기 있어', '바람이 {p:을} 데려가', '왔나 싶으면 벌써 옅어져'],
    sight: ['{p:이} 켜졌다가 꺼져', '{p:이} 사라질 때까지 바라봐', '{p:이} 깜박이다 다시 꺼져', '켜졌나 싶으면 벌써 꺼져'],
    any: ['{p:이} 왔다가 가', '가만히 앉아 {p:이} 오게 둬'],
  },
  placed: {
    sound: ['{l} 쪽에서 {p:이} 또 들려와', '{l} 어딘가에서 {p:이} 울려'],
    smell: ['{l} 쪽에서 {p:이} 풍겨 와', '{l} 어딘가에서 {p:이} 번져 와'],
    sight: ['{l} 쪽에서 {p:이} 또 보여', '{l} 어딘가에 {p:이} 켜져'],
    any: ['{l} 쪽에서 {p:이} 또 와'],
  },
  timed: ['{n}, 어김없이 {p:이} 찾아와', '{n}, 또 {p:을} 기다려'],
  once: ['{n}, {p:이} 그렇게 왔어', '{n}, {p:이} 그렇게 왔다 갔어'],
  hooks: {
    sound: ['들려왔다가 멀어지는 {p}', '{p:이} 오고, 또 가', '{p:이} 지나가면 고요만 남아'],
    smell: ['스며들었다가 흩어지는 {p}', '숨을 들이쉬면, {p:은} 벌써 저만치'],
    sight: ['켜졌다가 꺼지는 {p}', '바라보면, {p:은} 벌써 저만치'],
    any: ['{p:이} 오고, 또 가'],
  },
  toneHooks: {
    dark: ['붙잡지 않을게, 그냥 지나가', '한 번도 오래 머문 적 없지'],
    bright: ['그거면 돼, 오늘은 그거면 돼', '다시 오면, 나도 여기 있을게'],
    soft: ['왔다가 가도 괜찮아', '오면 오는 대로, 가면 가는 대로'],
  },
  moods: {
    dark: ['붙잡지 않고 그냥 보내', '잠깐 머물다 가는 것들이 있어', '지나간 뒤의 고요가 제일 길어', '멀어져도 나는 여기 그대로야', '마음 한쪽이 같이 가라앉아'],
    bright: ['마음 한쪽이 살짝 대답해', '작은 일인데 그걸로 충분해', '이유도 모르고 웃음이 나', '잠깐 모든 게 다정해져'],
    soft: ['오는 대로 그냥 둬', '아무것도 바라지 않는 게 좋아', '숨이 조금 느려져', '이름 붙이지 않아도 괜찮아'],
  },
  closings: {
    dark: ['다시 조용해지고, 나는 그대로 둬', '또 찾아오겠지, 알아'],
    bright: ['또 찾아오겠지, 나도 여기 있을게', '발걸음이 조금 가벼워져'],
    soft: ['고요가 다시 부드럽게 돌아와', '또 찾아오겠지, 그걸로 충분해'],
  },
};

const zh: PerceptLines = {
  coming: {
    sound: ['{p}响起，又慢慢远了', '我静静躺着，听{p}经过', '{p}过去了，只剩一片安静', '还没看见，就先听见{p}', '{p}越来越远，直到听不见', '我一直听着，听到{p}没了', '近了，又远了，再也听不见', '还没来得及跟上，它就远了'],
    smell: ['{p}飘过来，又散了', '趁{p}还没散，深深吸一口', '闭上眼睛，{p}就在这里', '风把{p}带走了', '刚闻到，就淡了'],
    sight: ['{p}亮起，又暗下去', '我看着{p}，直到它消失', '{p}闪了闪，又灭了', '刚亮起来，就暗了'],
    any: ['{p}来了，又走了', '我坐着不动，等{p}来'],
  },
  placed: {
    sound: ['{l}又传来{p}', '{p}从{l}传过来'],
    smell: ['{l}又飘来{p}', '{p}从{l}飘过来'],
    sight: ['{l}又亮起{p}', '{p}从{l}照过来'],
    any: ['{l}又来了{p}'],
  },
  timed: ['{n}，{p}又来了', '{n}，我又等着{p}'],
  once: ['{n}，{p}就这样来了', '{n}，{p}来了又走了'],
  hooks: {
    sound: ['{p}，来了又走', '听见{p}，然后只剩安静', '{p}远了，又远了'],
    smell: ['{p}，飘来又散去', '深深吸一口，{p}已经飘远'],
    sight: ['{p}，亮了又暗', '看着{p}，然后它就暗了'],
    any: ['{p}，来了又走'],
  },
  toneHooks: {
    dark: ['我不求它留下', '它从来不会停留太久'],
    bright: ['这样就够了', '它又来了，我也还在'],
    soft: ['来了又走，也没关系', '来就来，走就走'],
  },
  moods: {
    dark: ['我不去叫住它，就让它走', '有些东西只停留一会儿', '它走了以后，安静最长', '它远了，我还在这里', '心里跟着沉了一下'],
    bright: ['心里有个地方轻轻回应', '小小的事，就够了', '不知道为什么，就笑了', '那一会儿，什么都变温柔了'],
    soft: ['就让它这样来去', '它什么也不要求', '呼吸慢了下来', '不用给它起名字'],
  },
  closings: {
    dark: ['又安静了，我就让它这样', '它还会再来，我知道'],
    bright: ['它还会再来，我也还在', '脚步也轻了一点'],
    soft: ['安静又温柔地回来', '它还会再来，这样就好'],
  },
};

/** Percept song lines per language. */
export const perceptLines: Record<ContentLanguage, PerceptLines> = { en, vi, ko, zh };
