/**
 * Round 9 (issue 13): theme lines and hooks for a long theme whose key is a thing (an old piano, a sewing machine, 층간소음,
 * 老收音机), per mood. The emotion's own lines treat the key as a goal or a lover ("Go get {t}, it's yours", "감히 {t}를
 * 건드리지 마"); these only hold it in mind, say what it means to the singer and carry no premise of their own (nothing
 * gone, nothing far, nothing won), so they fit whatever the visitor told about it. {t} is the key ({T} capitalised, {t:을}
 * with a Korean particle).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { KindMood, KindPool } from './kind-lines.ts';

/** Object pools per language and mood. */
export const objectLines: Record<ContentLanguage, Record<KindMood, KindPool>> = {
  en: {
    warm: {
      themeLines: ['I keep thinking about {t}, and my chest goes light', 'Of all the small things, {t} is the one I’ll keep', 'Write it down: {t}, and a day that felt like this', 'Someday I’ll tell this story, and it starts with {t}', 'The whole day leans toward {t}'],
      hooks: ['Oh, {t}, you made my day', 'Here’s to {t}, here’s to today', 'Sing it out for {t}'],
    },
    ache: {
      themeLines: ['I keep turning {t} over in my mind', 'Of all the things tonight, it’s {t} I can’t put down', 'I say {t} out loud, and the room goes quiet', 'Maybe it’s small to anyone else, {t}, but not to me', 'Every quiet thought ends up at {t}'],
      hooks: ['Oh, {t}, oh', '{T}, still on my mind', 'I can’t let go of {t}'],
    },
    fire: {
      themeLines: ['Every time I think of {t}, my jaw goes tight', 'Don’t tell me {t} is no big deal', 'I’m writing {t} down in capital letters', 'I held it in, but {t} is where it ends', 'Say sorry for {t}, and mean it this time'],
      hooks: ['{T}! I’m saying it loud', 'Not okay, {t}, not okay', 'I’m done being quiet about {t}'],
    },
  },
  vi: {
    warm: {
      themeLines: ['Ta cứ nghĩ mãi về {t}, lòng nhẹ tênh', 'Trong bao điều nhỏ bé, {t} là điều ta muốn giữ', 'Ghi lại đây thôi: {t}, và một ngày như thế', 'Mai này kể lại, câu chuyện sẽ bắt đầu từ {t}', 'Cả ngày hôm nay cứ nghiêng về phía {t}'],
      hooks: ['Ơi {t}, cảm ơn vì hôm nay', 'Hát vang lên cho {t}', 'Vì {t}, ta hát thêm một lần'],
    },
    ache: {
      themeLines: ['Ta cứ lật đi lật lại {t} trong đầu', 'Giữa bao điều đêm nay, chỉ {t} là ta chẳng thể buông', 'Ta khẽ gọi {t}, căn phòng bỗng lặng im', 'Với ai đó có lẽ là chuyện nhỏ, {t}, nhưng với ta thì không', 'Mọi suy nghĩ lặng lẽ đều dừng lại ở {t}'],
      hooks: ['Ơi {t}, ơi', '{T}, vẫn trong tâm trí ta', 'Ta chẳng thể buông {t}'],
    },
    fire: {
      themeLines: ['Cứ nghĩ đến {t} là ta nghiến răng', 'Đừng bảo {t} là chuyện chẳng đáng gì', 'Ta viết {t} bằng chữ in hoa', 'Nhịn đủ rồi, {t} là giọt nước tràn ly', 'Xin lỗi vì {t} đi, và nói cho thật lòng'],
      hooks: ['{T}! Ta nói thật to', 'Không ổn đâu, {t}, không ổn chút nào', 'Ta thôi im lặng về {t}'],
    },
  },
  ko: {
    warm: {
      themeLines: ['자꾸 {t:이} 생각나서 웃음이 나', '작은 것들 중에 {t:은} 오래 간직할 거야', '적어 둘게, {t}, 그리고 이런 하루', '언젠가 이 얘기를 하면 {t:으로} 시작할 거야', '오늘 하루가 온통 {t} 쪽으로 기울어'],
      hooks: ['{t}, 덕분에 웃는 하루', '{t:을} 위해 크게 불러', '{t}, 라라라, 오늘을 기억해'],
    },
    ache: {
      themeLines: ['{t:을} 마음속에서 자꾸 뒤집어 봐', '오늘 밤 무엇보다 {t:을} 내려놓지 못해', '{t:을} 소리 내 불러 보면 방이 조용해져', '남들한텐 별거 아니어도 {t:은} 내게 커', '조용한 생각은 다 {t:으로} 흘러가'],
      hooks: ['{t}, 아직 마음에 있어', '{t:을} 놓지 못해', '아, {t}, 아'],
    },
    fire: {
      themeLines: ['{t:을} 생각하면 이가 갈려', '{t:이} 별일 아니라고 하지 마', '{t}, 이번엔 그냥 못 넘어가', '참을 만큼 참았어, {t:은} 여기까지야', '{t}, 대충 넘어가지 마'],
      hooks: ['{t}! 크게 말할 거야', '괜찮지 않아, {t}, 하나도', '{t}에 대해 더는 조용히 안 해'],
    },
  },
  zh: {
    warm: {
      themeLines: ['一想到{t}，我就忍不住笑', '所有小事里，{t}是我想留住的那一件', '记下来吧：{t}，还有这样的一天', '以后说起这个故事，要从{t}讲起', '今天的每一刻都偏向{t}'],
      hooks: ['{t}，谢谢你让今天发光', '为{t}唱出来', '{t}啊，啦啦啦'],
    },
    ache: {
      themeLines: ['我在心里把{t}翻来覆去', '今晚所有事里，我放不下的是{t}', '轻轻念一声{t}，屋里就安静了', '对别人也许是小事，{t}，对我不是', '每个安静的念头都停在{t}'],
      hooks: ['{t}，还在我心上', '放不下{t}', '{t}啊，{t}'],
    },
    fire: {
      themeLines: ['一想到{t}，我就咬紧牙关', '别跟我说{t}没什么大不了', '{t}这笔账，我一笔一笔记着', '忍够了，{t}就到此为止', '为{t}道个歉，这次要真心'],
      hooks: ['{t}！我要大声说', '不行，{t}，这次不行', '{t}的事，我不再沉默'],
    },
  },
};
