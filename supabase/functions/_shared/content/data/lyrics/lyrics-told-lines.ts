/**
 * Round 14b (issue 13): lines of a clause told whole (lyrics-told-read.ts): {a} the subject, {c} the act as written
 * (finite in en, vi, zh; adnominal before the subject in ko), {t} the time with its modifier, {w} the when-clause,
 * {v} Korean "있어" or "있었어". A line is sung only when every slot it names is given. No line makes the subject gone,
 * far or missed: an act that goes on is sung as going on, and the chorus and the closing name the subject or the act.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** Bright and dark variants of a pool. */
interface Toned {
  bright: readonly string[];
  dark: readonly string[];
}

/** A told clause's lines in one language. */
export interface ToldLines {
  /** Verse lines telling the clause back in its parts (the act at its time, at its when-clause, alone). */
  told: readonly string[];
  /** Verse lines of an act that comes back again and again, at its time. */
  habit: readonly string[];
  /** Chorus lines naming the subject and its act or time. */
  hooks: Toned;
  /** Feeling lines that name the subject or stay with the act, never a loss. */
  feelings: Toned;
  /** Last lines naming the subject or the act. */
  closings: Toned;
}

/** Told-clause lines per language. */
export const toldLines: Record<ContentLanguage, ToldLines> = {
  en: {
    told: ['{T}, {a} {c}', '{W}, {a} {c}', '{A} {c}'],
    habit: [],
    hooks: {
      bright: ['{A} {c}', '{T}, there is {a}', 'That is {a}, and that is love'],
      dark: ['{A} {c}', '{T}, there is {a}', 'That is {a}, and it stays with me'],
    },
    feelings: {
      bright: ['I never once said thank you to {a} for that', 'Such a small thing, and it says everything', 'Some love looks exactly like that', 'I keep this picture of {a} close', '{A} never makes a big deal of it', 'Nobody else would notice, but I do'],
      dark: ['I keep this picture of {a} close', 'Such a small thing, and it stays with me', 'I think of {a} and my throat goes tight', 'I never once said thank you to {a} for that', 'Nobody else would notice, but I do', 'Some love looks exactly like that'],
    },
    closings: {
      bright: ['This one is for {a}', 'That is {a}. That is the whole song'],
      dark: ['This one is for {a}', 'That is {a}, and I carry it with me'],
    },
  },
  vi: {
    told: ['{T}, {a} {c}', '{W}, {a} {c}', '{A} {c}'],
    habit: [],
    hooks: {
      bright: ['{A} {c}', '{T}, vẫn là {a}', 'Thương yêu giản dị thế thôi'],
      dark: ['{A} {c}', '{T}, vẫn là {a}', 'Chuyện nhỏ thôi, mà lòng cứ nghẹn'],
    },
    feelings: {
      bright: ['Chưa một lần ta nói cảm ơn {a}', 'Chuyện nhỏ thôi, mà là tất cả', 'Thương yêu đôi khi giản dị thế', 'Ta giữ hình ảnh {a} thật gần', '{A} chẳng bao giờ kể công', 'Chẳng ai để ý, chỉ ta biết thôi'],
      dark: ['Ta giữ hình ảnh {a} thật gần', 'Chuyện nhỏ thôi, mà lòng cứ nghẹn', 'Nghĩ đến {a} là sống mũi cay cay', 'Chưa một lần ta nói cảm ơn {a}', 'Chẳng ai để ý, chỉ ta biết thôi', 'Thương yêu đôi khi giản dị thế'],
    },
    closings: {
      bright: ['Bài hát này dành cho {a}', 'Là {a} đó, vậy là đủ'],
      dark: ['Bài hát này dành cho {a}', 'Là {a} đó, ta giữ trong lòng'],
    },
  },
  ko: {
    told: ['{t}, {c} {a:이} {v}', '{w}, {c} {a:이} {v}', '{c} {a}, 그 모습이 보여'],
    habit: [],
    hooks: {
      bright: ['{c} {a}', '{t}, 거기 {a:이} {v}', '그게 {a}의 사랑이야'],
      dark: ['{c} {a}', '{t}, 거기 {a:이} {v}', '그 모습이 자꾸 마음에 남아'],
    },
    feelings: {
      bright: ['{a}에게 고맙다는 말은 늘 한 박자 늦어', '작은 일인데, 그게 다 사랑이야', '그 모습을 마음에 꼭 담아 둬', '별것 아닌 장면이 제일 오래 남아', '{a:은} 한 번도 생색낸 적이 없어', '아무도 모르겠지만 나는 알아'],
      dark: ['그 모습을 마음에 꼭 담아 둬', '별것 아닌 장면이 제일 오래 남아', '{a:을} 생각하면 가슴이 먹먹해', '{a}에게 고맙다는 말은 늘 한 박자 늦어', '아무도 모르겠지만 나는 알아', '작은 일인데, 그게 다 사랑이야'],
    },
    closings: {
      bright: ['이 노래는 {a}에게', '그런 {a}, 그거면 돼'],
      dark: ['이 노래는 {a}에게', '{c} {a:을} 오래 기억할게'],
    },
  },
  zh: {
    told: ['{t}，{a}{c}', '{w}，{a}{c}', '{a}{c}'],
    habit: ['{t}，总是{a}{c}'],
    hooks: {
      bright: ['{a}{c}', '{t}，总有{a}', '爱就是这个样子'],
      dark: ['{a}{c}', '{t}，总有{a}', '这么小的事，我一直记着'],
    },
    feelings: {
      bright: ['我从没好好谢过{a}', '小小的一件事，却是全部', '爱有时候就是这个样子', '我把{a}这个样子放在心上', '{a}从来不说什么', '别人不会注意，可我都知道'],
      dark: ['我把{a}这个样子放在心上', '小小的一件事，一想起就鼻酸', '想起{a}，心里就软了', '我从没好好谢过{a}', '别人不会注意，可我都知道', '爱有时候就是这个样子'],
    },
    closings: {
      bright: ['这首歌，写给{a}', '就是{a}，这样就好'],
      dark: ['这首歌，写给{a}', '我会一直记得{a}这个样子'],
    },
  },
};

/** Verse lines of the singer seeing the act, in turn with the told lines: no time, no place, no loss. */
export const toldWatch: Record<ContentLanguage, readonly string[]> = {
  en: ['I know that picture by heart', 'The little things {a} does without a word', 'I stand there a while and just watch {a}', 'It happens so quietly, nobody claps'],
  vi: ['Ta thuộc lòng khung cảnh ấy', 'Những điều nhỏ {a} làm chẳng nói một lời', 'Ta đứng lặng một lúc, chỉ nhìn {a}', 'Lặng lẽ thế thôi, chẳng ai vỗ tay'],
  ko: ['그 장면을 나는 다 외우고 있어', '{a:은} 아무 말 없이 그 일을 해', '한참을 서서 {a:을} 바라봐', '아무도 박수 치지 않는 조용한 일'],
  zh: ['那个画面，我早就记在心里', '{a}什么也不说，就这样做着', '我站了好一会儿，只是看着{a}', '安安静静的，没人为它鼓掌'],
};
