/**
 * Round 13 (issue 13): lines of a scene theme (lyrics-act-read.ts), someone doing something somewhere. Slots take whole
 * phrases only: {w} the visitor's whole scene, {a} its subject (the person or animal who acts), {n} one of the scene's own
 * noun phrases; a capital ({W}, {A}, {N}) starts a line, {a:을} adds a Korean particle. The whole scene is named once (the
 * opening); the chorus names it by its subject and first noun. The subject is always sung with
 * the scene it belongs to; no line treats a noun of the scene as a thing the singer keeps going back to.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** A scene's lines, bright and dark: the opening, the subject's verses, the nouns' verses and the chorus. */
export interface ActLines {
  opening: { bright: readonly string[]; dark: readonly string[] };
  lines: { bright: readonly string[]; dark: readonly string[] };
  /** Lines of a scene the singer is part of ("mom teaching me to swim"): beside the subject, never watching them. */
  together: { bright: readonly string[]; dark: readonly string[] };
  nouns: readonly string[];
  /** The first hook names the scene by its subject and its first noun ({n}); the whole scene is named once, in the opening. */
  sceneHook: { bright: readonly string[]; dark: readonly string[] };
  /** The same for a scene with no noun of its own. */
  bareHook: { bright: readonly string[]; dark: readonly string[] };
  hooks: { bright: readonly string[]; dark: readonly string[] };
  /** Round 13 (lyr5): lines of the act itself, {v} the act as a whole phrase, {a} the companion. */
  acts: readonly string[];
  /** Round 13 (lyr5): lines of the act of a scene the singer watches, {v} the act, {a} the one who does it. */
  watched: readonly string[];
}

export const actLines: Record<ContentLanguage, ActLines> = {
  en: {
    opening: { bright: ['{W}', 'Picture this: {w}'], dark: ['I remember {w}', 'I still see it: {w}'] },
    lines: {
      bright: ['I stop what I am doing just to watch {a}', "{A} has no idea I'm smiling", 'I keep this picture of {a} for the grey days', 'If I could, I would stay right here, watching {a}', '{A}, right in the middle of it all', 'Some days are made of small things like this', 'I hold still so the moment does not end', 'Nobody told {a} this would end up in a song'],
      dark: ['I can still see {a} there, just like that', 'I would give anything to watch {a} once more', 'It was such a small thing, and I keep it', 'I did not know then how much I would miss this', 'Some nights I close my eyes and it is {a} again', 'That picture of {a} has never faded', 'It was an ordinary day, and I hold on to it', '{A}, just as I remember'],
    },
    together: {
      bright: ['Just {a} and me, and the day ahead of us', '{A} beside me, and nothing could go wrong', 'I would not trade that time with {a} for anything', 'With {a} there, I was never afraid', '{A}, right in the middle of it all', 'Some days are made of small things like this', 'I hold still so the moment does not end', 'Nobody told {a} this would end up in a song'],
      dark: ['I can still feel {a} beside me', 'I would give anything for one more day like that with {a}', 'I did not know then how lucky I was', 'It was such a small thing, and I keep it', 'Some nights I close my eyes and {a} is there again', '{A}, just as I remember', 'It was an ordinary day, and I hold on to it', 'I never thanked {a} for days like that'],
    },
    nouns: ['{N}, right where it all happened', 'Even {n} belongs in this song', '{N}, just the way I remember', 'I would know {n} anywhere'],
    sceneHook: { bright: ['{A} and {n}, and that is all I need'], dark: ['{A} and {n}, just once more'] },
    bareHook: { bright: ['{A}, just like that, and that is all I need'], dark: ['{A}, just like that, once more'] },
    hooks: {
      bright: ['{A} and me, and nothing more', 'Stay right here, little moment', 'Another day I smile because of {a}', 'Nothing big, and everything to me'],
      dark: ['Take me back to that moment', 'It feels like it is still there', '{A}, the way it was that day', 'Such a small thing, and I miss it so'],
    },
    acts: ['Just {a} and me, {v}', 'I still remember us {v}', '{V}, {a} beside me, and the day was ours', 'Nobody hurried us, {v}'],
    watched: ['I can still see {a} {v}', '{A}, {v}, like there was all the time in the world', 'Nobody else saw {a} {v} the way I did', '{A}, {v}, and I would not change a thing'],
  },
  vi: {
    opening: { bright: ['{W}', 'Kể về cảnh {w}'], dark: ['Vẫn nhớ cảnh {w}', 'Nhớ hoài cảnh {w}'] },
    lines: {
      bright: ['Ta dừng tay chỉ để ngắm {a}', '{A} đâu biết có người đang mỉm cười', 'Giữ lại hình ảnh {a} cho những ngày xám', 'Ước gì cứ ở mãi đây mà ngắm {a}', '{A}, ngay giữa khung cảnh ấy', 'Những ngày đẹp làm từ những điều nhỏ thế', 'Ta nín thở cho khoảnh khắc đừng trôi', 'Nhìn {a} thôi mà lòng đã vui'],
      dark: ['Ta vẫn thấy {a} ở đó, y như vậy', 'Giá được nhìn {a} thêm một lần', 'Chuyện nhỏ thôi mà ta giữ mãi', 'Ngày ấy đâu biết sau này sẽ nhớ đến thế', 'Nhắm mắt lại là thấy {a} như ngày ấy', 'Hình ảnh {a} chẳng phai đi', 'Một ngày bình thường thôi, mà ta giữ chặt', '{A}, y như trong trí nhớ'],
    },
    together: {
      bright: ['Chỉ {a} với ta, cả ngày dài phía trước', 'Có {a} bên cạnh, chẳng gì phải sợ', 'Chẳng đổi những ngày ấy với {a} lấy điều gì', '{A}, ngay giữa khung cảnh ấy', 'Những ngày đẹp làm từ những điều nhỏ thế', 'Ta nín thở cho khoảnh khắc đừng trôi', 'Ngày ấy ta đâu biết mình may mắn thế nào', 'Bên {a}, ta cười to nhất'],
      dark: ['Ta vẫn thấy {a} bên cạnh mình', 'Giá được thêm một ngày như thế với {a}', 'Ngày ấy đâu biết mình may mắn thế nào', 'Chuyện nhỏ thôi mà ta giữ mãi', 'Nhắm mắt lại là thấy {a} như ngày ấy', '{A}, y như trong trí nhớ', 'Một ngày bình thường thôi, mà ta giữ chặt', 'Chưa từng cảm ơn {a} vì những ngày như thế'],
    },
    nouns: ['{N}, ngay chỗ mọi chuyện diễn ra', 'Cả {n} cũng có trong bài hát này', '{N}, y như trong trí nhớ', 'Ở đâu ta cũng nhận ra {n}'],
    sceneHook: { bright: ['{A} và {n}, vậy thôi mà vui'], dark: ['{A} và {n}, giá được thêm lần nữa'] },
    bareHook: { bright: ['{A}, y như thế, vậy thôi mà vui'], dark: ['{A}, y như thế, giá được thêm lần nữa'] },
    hooks: {
      bright: ['Chỉ {a} với ta, vậy là đủ', 'Khoảnh khắc này, xin đứng yên', 'Lại một ngày cười vì {a}', 'Chẳng có gì to tát, mà là tất cả'],
      dark: ['Cho ta về lại khoảnh khắc ấy', 'Như vẫn còn ở đó', '{A}, như ngày hôm ấy', 'Chuyện nhỏ thôi, mà nhớ đến vậy'],
    },
    acts: ['Ta với {a} {v}, chẳng cần gì thêm', 'Nhớ những lần {v} cùng {a}', '{V} cùng {a}, ngày dài mà thấy ngắn', 'Chẳng ai giục, cứ thế {v}'],
    watched: ['Ta vẫn thấy {a} {v}', '{A} cứ thế {v}, chẳng vội gì', 'Chẳng ai nhìn {a} {v} như ta nhìn', '{A} {v}, ta chẳng muốn đổi gì'],
  },
  ko: {
    opening: { bright: ['{w}', '{w}, 그 장면부터 노래할게'], dark: ['{w:을} 기억해', '아직도 {w:이} 떠올라'] },
    lines: {
      bright: ['하던 일을 멈추고 {a:을} 바라봐', '{a:은} 내가 웃고 있는 줄도 모를 거야', '흐린 날을 위해 {a}의 그 모습을 간직해', '할 수만 있다면 여기서 {a:을} 계속 보고 싶어', '{a}, 그 장면 한가운데', '좋은 날은 이런 작은 것들로 만들어져', '이 순간이 끝나지 않게 숨을 죽여', '{a:을} 보고 있으면 웃음이 나'],
      dark: ['지금도 거기 그렇게 있는 {a:이} 보여', '한 번만 더 {a:을} 볼 수 있다면', '아주 작은 장면인데 놓지 못해', '그땐 몰랐어, 이렇게 그리울 줄', '눈을 감으면 다시 그날의 {a}', '{a}의 그 모습은 바래지 않아', '별것 아닌 하루였는데, 난 그걸 간직해', '{a}, 기억 속 그대로'],
    },
    together: {
      bright: ['{a}, 그리고 나, 하루가 통째로 우리 거였어', '{a:이} 곁에 있으면 무서울 게 없었어', '그 시간은 무엇과도 안 바꿔', '{a}, 그 장면 한가운데', '좋은 날은 이런 작은 것들로 만들어져', '이 순간이 끝나지 않게 숨을 죽여', '그땐 몰랐지, 내가 얼마나 운이 좋은지', '{a} 곁에서 나는 마음껏 웃었어'],
      dark: ['아직도 곁에 있는 {a:이} 느껴져', '그런 하루가 한 번만 더 있다면', '그땐 몰랐어, 내가 얼마나 운이 좋은지', '아주 작은 장면인데 놓지 못해', '눈을 감으면 다시 그날의 {a}', '{a}, 기억 속 그대로', '별것 아닌 하루였는데, 난 그걸 간직해', '그런 날들에 대해 {a}에게 고맙다고 한 적이 없어'],
    },
    nouns: ['{n}, 모든 게 있었던 그 자리', '{n}까지 이 노래에 담아', '{n}, 기억 속 그대로', '어디서든 {n:을} 알아볼 거야'],
    sceneHook: { bright: ['{a}, 그리고 {n}, 그거면 충분해'], dark: ['{a}, 그리고 {n}, 한 번만 더'] },
    bareHook: { bright: ['{a}, 딱 그 모습이면 충분해'], dark: ['{a}, 그 모습 한 번만 더'] },
    hooks: {
      bright: ['{a}, 그리고 나, 그거면 돼', '이 순간 그대로 멈춰 줘', '오늘도 {a} 덕분에 웃어', '별것 아닌데, 나한텐 전부야'],
      dark: ['그 순간으로 돌아가고 싶어', '아직도 거기 있는 것 같아', '{a}, 그날 그대로', '작은 장면인데 이렇게 그리워'],
    },
    acts: ['{a} 옆에서 {v} 그 시간', '{v} 그때가 자꾸 생각나', '서두를 것 없이 {v} 날들', '{v} 그 자리에 {a}도 나도 있었지'],
    watched: ['{v} {a}, 그 모습이 자꾸 떠올라', '아직도 보여, {v} {a}', '나만 아는 모습, {v} {a}', '{v} {a}, 아무것도 바꾸고 싶지 않아'],
  },
  zh: {
    opening: { bright: ['{w}', '就从{w}说起'], dark: ['我还记得{w}', '总是想起{w}'] },
    lines: {
      bright: ['我停下手里的事，只为看看{a}', '{a}不知道，我在一旁偷偷笑', '把{a}这个样子，留给阴天', '要是可以，我就一直在这里看着{a}', '{a}，就在这一幕的正中间', '好日子，就是这些小事拼成的', '我屏住呼吸，怕这一刻溜走', '一看见{a}，嘴角就上扬'],
      dark: ['我还看得见{a}在那里，就是那样', '要是能再看{a}一次就好了', '那么小的一件事，我一直留着', '那时不知道，后来会这么想念', '一闭上眼，又是那天的{a}', '{a}那个样子，一直没有褪色', '只是平常的一天，我却紧紧握着', '{a}，还是记忆里的样子'],
    },
    together: {
      bright: ['只有{a}和我，一整天都在前面', '有{a}在身边，什么都不怕', '和{a}一起的那些时光，拿什么都不换', '{a}，就在这一幕的正中间', '好日子，就是这些小事拼成的', '我屏住呼吸，怕这一刻溜走', '那时候不知道，自己有多幸运', '在{a}身边，我笑得最大声'],
      dark: ['我还能感觉到{a}就在身边', '要是能再和{a}过一天那样的日子', '那时候不知道，自己有多幸运', '那么小的一件事，我一直留着', '一闭上眼，又是那天的{a}', '{a}，还是记忆里的样子', '只是平常的一天，我却紧紧握着', '我从没为那些日子，好好谢过{a}'],
    },
    nouns: ['{n}，就在一切发生的地方', '连{n}也写进这首歌', '{n}，还是记忆里的样子', '走到哪里，我都认得{n}'],
    sceneHook: { bright: ['{a}和{n}，这样就好'], dark: ['{a}和{n}，多想再一次'] },
    bareHook: { bright: ['{a}，就那个样子，这样就好'], dark: ['{a}，就那个样子，多想再一次'] },
    hooks: {
      bright: ['有{a}在，就够了', '这一刻，请停一停', '今天又因为{a}笑了', '不是什么大事，却是我的全部'],
      dark: ['真想回到那一刻', '好像一切还在那里', '{a}啊，还像那天一样', '那么小的事，却这么想念'],
    },
    acts: ['和{a}一起{v}，一句话也不用说', '还记得和{a}{v}的样子', '{v}的时候，{a}就在我身边', '谁也不催谁，就这样{v}'],
    watched: ['{a}{v}，一点也不着急', '我还看得见{a}{v}的样子', '没人像我这样看过{a}{v}', '{a}{v}，我什么都不想改变'],
  },
};
