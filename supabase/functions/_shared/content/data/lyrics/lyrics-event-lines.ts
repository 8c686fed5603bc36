/**
 * Round 9b (issue 13): lines for the event of a theme's main clause when no stock family answers: the thing was lost,
 * broke, was stolen or was found again ("the guitar I bought with my first paycheck got stolen", "기타 줄이 끊어졌어",
 * "把日记本弄丢了", "tìm thấy lá thư cũ"). Each names the key ({t}, {T} capitalised, {t:이} with a Korean particle) and
 * tells only the event the visitor wrote: nobody far, nothing won, no one addressed.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The event classes a theme's main clause can tell about its thing. */
export type LyricsEventKind = 'lost' | 'broken' | 'stolen' | 'found';

/** Event lines per language and class. */
export const eventLines: Record<ContentLanguage, Record<LyricsEventKind, readonly string[]>> = {
  en: {
    lost: ['I lost {t}, and the day lost its shape', 'I checked every pocket twice for {t}', 'Somewhere out there, {t} is waiting to be found', 'I keep looking for {t} in places I already looked'],
    broken: ['I hold what is left of {t} in my hands', 'Some things can be fixed, but not {t}, not like before', 'I heard the moment {t} broke, and I still hear it', 'I sit with {t} in pieces on the floor'],
    stolen: ['Someone took {t}, and left an empty space behind', 'I keep checking the spot where {t} should be', 'Whoever took {t} will never know what it was to me', 'Somewhere a stranger has {t}, and I have the empty space'],
    found: ['I found {t}, and the years came back with it', 'I hold {t}, and the room goes still', 'Of all the things I could have found, it was {t}', 'I blow the dust off {t}, and the years come back'],
  },
  vi: {
    lost: ['Ta làm mất {t}, và ngày cứ trống một chỗ', 'Lục tìm {t} khắp nơi mà chẳng thấy đâu', '{T} giờ ở đâu, chẳng ai biết', 'Mất {t} rồi, ta mới biết mình thương đến thế'],
    broken: ['{T} hỏng rồi, ta ngồi nhìn thật lâu', 'Có thứ sửa được, còn {t} thì chẳng như xưa', 'Ta ôm {t} mà lòng cũng nứt theo', 'Tiếng {t} hỏng cứ vang mãi trong đầu'],
    stolen: ['Ai đó lấy mất {t}, chỉ để lại chỗ trống', 'Ta cứ nhìn mãi chỗ {t} từng nằm', 'Người lấy {t} sẽ chẳng hiểu nó quý với ta thế nào', '{T} giờ nằm trong tay người lạ'],
    found: ['Ta tìm thấy {t}, bao năm cũ ùa về', 'Cầm {t} trên tay, căn phòng lặng đi', 'Phủi lớp bụi trên {t}, ta đọc lại từ đầu', 'Hóa ra {t} vẫn nằm đó bấy lâu'],
  },
  ko: {
    lost: ['{t:을} 잃어버리고 하루가 텅 비었어', '주머니를 몇 번이고 뒤져 봐도 {t:은} 없어', '{t:은} 지금 어디에 있을까', '잃고 나서야 {t:이} 얼마나 소중했는지 알아'],
    broken: ['망가진 {t:을} 손에 들고 한참 앉아 있어', '{t:은} 다시 예전처럼 돌아오지 않겠지', '고칠 수 있을까, {t:을} 몇 번이고 들여다봐', '{t:이} 망가지던 순간이 자꾸 귀에 맴돌아'],
    stolen: ['누군가 {t:을} 가져가 버렸어', '{t:이} 있던 자리만 자꾸 보게 돼', '가져간 사람은 {t:이} 나한테 뭐였는지 모르겠지', '{t:은} 이제 낯선 사람 손에 있어'],
    found: ['{t:을} 찾았어, 그 시절이 같이 딸려 나왔어', '먼지 쌓인 {t:을} 한참 들여다봐', '잊고 있던 {t:이} 거기 있었어', '{t:을} 손에 쥐니 방이 조용해져'],
  },
  zh: {
    lost: ['{t}丢了，心里空了一块', '翻遍了每个抽屉，也找不到{t}', '{t}现在会在哪里呢', '丢了{t}，才知道它有多重要'],
    broken: ['{t}坏了，我捧着它坐了很久', '修不好的{t}，我还是舍不得扔', '看着{t}，心也跟着裂了一道缝', '{t}坏掉的那一声，还在耳边'],
    stolen: ['有人拿走了{t}，只留下一块空位', '我总是看向{t}原来在的地方', '拿走{t}的人，不会知道它对我意味着什么', '{t}如今在陌生人的手里'],
    found: ['找到了{t}，那些年也跟着回来了', '落满灰的{t}，我看了很久', '原来{t}一直在那里等我', '把{t}捧在手里，屋子安静了下来'],
  },
};
