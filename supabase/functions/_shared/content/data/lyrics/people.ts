/**
 * Theme lines and hooks for a song about a person a theme names by relation (issue 13, session 4). `elder`: sung TO a
 * parent, grandparent, teacher or boss, in the register the language asks for — Korean calls them by the title and
 * never 너, Chinese says 您, Vietnamese lines say "ta", which becomes con or em for the relation. `about`: sung ABOUT
 * someone, who is named in the third person ({t} is "my little sister", "우리 엄마", "bà nội", "奶奶"). Per mood: warm
 * (bright and soft emotions) and ache (dark and fiery ones).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { KindPool } from './kind-lines.ts';

/** The person pools of one language. */
export interface PeopleLines {
  elder: Record<'warm' | 'ache', KindPool>;
  about: Record<'warm' | 'ache', KindPool>;
}

export const peopleLines: Record<ContentLanguage, PeopleLines> = {
  en: {
    elder: {
      warm: {
        themeLines: ['This one’s for you, {t}, every word of it', '{T}, your hands still know the way to calm me down', 'I said thank you too late, {t}, so I’m singing it now', 'When you laugh, {t}, the whole house laughs along', 'One call with you, {t}, and the day is alright'],
        hooks: ['Thank you, {t}, for all of it', 'Stay with me a long, long time, {t}', 'I love you, {t}, more than a song can hold'],
      },
      ache: {
        themeLines: ['I pick up the phone and put it down, {t}, so you won’t worry', 'I still remember the taste of the dinners you made, {t}', 'Miles away, {t}, your voice is right here', 'I miss you, {t}, more than I say', 'Wait for me, {t}, I’m coming home'],
        hooks: ['{T}, I miss you', 'Wait for me, {t}, I’m on my way', 'Tonight it’s only you on my mind, {t}'],
      },
    },
    about: {
      warm: {
        themeLines: ['This one is about {t}', 'I think of {t} and the whole day softens', '{T} is braver than anyone knows', 'Here’s to {t}, every step of the way', 'I’m so proud of {t} I could sing it from the street'],
        hooks: ['Here’s to {t}', 'Sing it loud for {t}', 'All my love to {t}'],
      },
      ache: {
        themeLines: ['I think of {t} and the room goes quiet', 'Miles away, and {t} is on my mind again', 'I keep {t} in every song I write', 'Somewhere tonight {t} is missing home too'],
        hooks: ['Thinking of {t} tonight', 'All my songs lead back to {t}'],
      },
    },
  },
  vi: {
    elder: {
      warm: {
        themeLines: ['Bài hát này ta viết tặng {t}', '{T} ơi, bàn tay {t} vẫn ấm như ngày nào', 'Lời cảm ơn {t}, ta nói muộn quá rồi', '{T} cười, ta cũng cười theo', 'Chỉ nghe giọng {t} thôi, lòng ta đã yên'],
        hooks: ['{T} ơi, cảm ơn {t} vì tất cả', '{T} ơi, ở mãi bên ta nhé', 'Thương {t} nhiều, nói sao cho hết'],
      },
      ache: {
        themeLines: ['Nhấc máy lên rồi lại đặt xuống, sợ {t} lo', 'Bữa cơm {t} nấu, ta vẫn nhớ mùi vị ấy', 'Xa nhà bao xa, giọng {t} vẫn bên tai', '{T} ơi, ta nhớ {t} nhiều lắm', 'Đợi ta về nhé, {t}'],
        hooks: ['{T} ơi, ta nhớ {t}', 'Đợi ta về, {t} nhé', 'Đêm nay lòng ta chỉ có {t}'],
      },
    },
    about: {
      warm: {
        themeLines: ['Bài hát này kể về {t}', 'Nghĩ về {t}, lòng ta dịu lại', 'Ta tự hào về {t} biết bao', 'Chúc {t} vững vàng trên mỗi bước đi'],
        hooks: ['Bài hát này dành cho {t}', 'Luôn cổ vũ {t}', 'Cảm ơn đời vì có {t}'],
      },
      ache: {
        themeLines: ['Hôm nay lại nhớ {t}', 'Nhắc đến {t}, giọng ta nhỏ lại', 'Xa xôi mấy, {t} vẫn ở trong lòng ta', 'Tiếng cười của {t} vẫn còn bên tai'],
        hooks: ['Đêm nay lại nhớ {t}', 'Nhớ {t} nhiều lắm'],
      },
    },
  },
  ko: {
    elder: {
      warm: {
        themeLines: ['{t:아}, 이 노래는 {t:한테} 보내는 거야', '{t} 손 잡고 걷던 길이 아직 따뜻해', '고맙다는 말, {t:한테} 너무 늦게 했지', '{t:이} 웃으면 나도 따라 웃게 돼', '{t} 목소리만 들어도 하루가 괜찮아져'],
        hooks: ['{t}, 고마워, 정말 고마워', '{t}, 오래오래 내 곁에 있어 줘', '사랑해, {t}, 말로는 다 못 해'],
      },
      ache: {
        themeLines: ['{t} 생각에 전화기를 들었다 놓아', '{t:이} 차려 주던 밥이 오늘따라 그리워', '멀리 있어도 {t} 목소리는 또렷해', '{t}, 보고 싶다는 말을 자꾸 삼켜', '{t:이} 기다리는 집에 곧 갈게'],
        hooks: ['{t}, 보고 싶어', '{t}, 곧 갈게, 조금만 기다려', '오늘 밤은 {t} 생각뿐이야'],
      },
    },
    about: {
      warm: {
        themeLines: ['이 노래는 {t} 이야기야', '{t} 생각만 하면 마음이 따뜻해져', '{t:이} 자랑스러워서 자꾸 웃음이 나', '{t:을} 떠올리면 하루가 환해져'],
        hooks: ['{t:을} 위한 노래', '오늘도 {t:을} 응원해', '고마운 사람, {t}'],
      },
      ache: {
        themeLines: ['오늘따라 {t} 생각이 나', '{t} 얘기를 하면 목소리가 작아져', '멀리 있어도 {t:은} 늘 내 마음에 있어', '{t} 웃음소리가 아직 귀에 남아 있어'],
        hooks: ['오늘 밤도 {t} 생각뿐이야', '{t:이} 보고 싶어'],
      },
    },
  },
  zh: {
    elder: {
      warm: {
        themeLines: ['{t}，这首歌是写给您的', '{t}，您的手还是那么暖', '谢谢您，{t}，这句话我说得太晚', '您一笑，{t}，我也跟着笑了', '听见您的声音，{t}，一天就好了'],
        hooks: ['{t}，谢谢您', '{t}，您要好好的', '{t}，我爱您，怎么也说不完'],
      },
      ache: {
        themeLines: ['{t}，我又想您了', '电话拿起又放下，{t}，怕您担心', '您做的饭，{t}，我还记得那个味道', '离家再远，{t}，您的声音还在耳边', '{t}，等我回家'],
        hooks: ['{t}，我想您', '{t}，等我回来', '今晚满心都是您，{t}'],
      },
    },
    about: {
      warm: {
        themeLines: ['这首歌，写的是{t}', '一想起{t}，心就软了', '{t}比谁都勇敢', '为{t}骄傲，忍不住想唱出来'],
        hooks: ['这首歌送给{t}', '一直为{t}加油', '谢谢{t}'],
      },
      ache: {
        themeLines: ['今天又想起{t}', '一说起{t}，声音就低下来', '{t}的笑声还在耳边', '离得再远，{t}也在心里'],
        hooks: ['今晚又想{t}', '好想{t}'],
      },
    },
  },
};
