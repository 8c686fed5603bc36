/**
 * Theme lines and hooks by the kind of the lyric's key: a person is addressed ({t} is the address form: "Jess",
 * "Grandpa", "동생", "室友们"), a place is described, an event is remembered. Per mood: `warm` (bright and soft
 * emotions), `ache` (sadness, longing, breakup) and `fire` (anger; people only — a place or an event in anger uses
 * `ache`). Templates mark the key as {t} ({T} capitalised; {t:아} etc. add a Korean particle). Objects and feelings
 * keep the emotion's own lines.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The mood of a kind pool. */
export type KindMood = 'warm' | 'ache' | 'fire';

/** Theme lines and hooks of one kind and mood. */
export interface KindPool {
  themeLines: readonly string[];
  hooks: readonly string[];
}

/** Kind pools of one language. */
export interface KindLines {
  person: Record<KindMood, KindPool>;
  place: Record<'warm' | 'ache', KindPool>;
  event: Record<'warm' | 'ache', KindPool>;
}

/** The kind pools per language. */
export const kindLines: Record<ContentLanguage, KindLines> = {
  en: {
    person: {
      warm: {
        themeLines: ['This one’s for you, {t}, every word of it', '{T}, I kept a little light on just for you', 'Whatever comes, {t}, I’m right here beside you', 'I wrote your name, {t}, in the margin of my day', 'You’ve got this, {t}, and I’ve got you'],
        hooks: ['Hey {t}, this song is yours', '{T}, you’re not alone tonight', 'Sing it back to me, {t}'],
      },
      ache: {
        themeLines: ['{T}, I still set a cup out for you', 'I keep your voice, {t}, folded in my coat', 'Miles between us, {t}, and I miss you all the same', 'Every road I take still bends toward you, {t}', 'I hear you laughing, {t}, in a quiet room'],
        hooks: ['{T}, I miss you more tonight', 'Oh {t}, come back around', 'I still call your name, {t}'],
      },
      fire: {
        themeLines: ['{T}, you don’t get to take what’s mine', 'I’m done keeping quiet, {t}, hear me now', 'You pushed too far, {t}, and I’m pushing back', 'Not this time, {t}, not anymore', 'Count the cost, {t}, I’m counting too'],
        hooks: ['Hey {t}, I’m not afraid of you', '{T}, this time I say no', 'Not anymore, {t}, not anymore'],
      },
    },
    place: {
      warm: {
        themeLines: ['{T} is glowing like it knows my name', 'I leave a little of my heart at {t}', 'The light at {t} falls soft on everything', 'Take me back to {t}, the long way round', 'Everything slows down at {t}'],
        hooks: ['Oh, {t}, hold this moment still', 'Meet me at {t} again', '{T}, you feel like home'],
      },
      ache: {
        themeLines: ['I pass {t} and the lights are still on', '{T} remembers more than I can say', 'Nobody waits for me at {t} anymore', 'I left a piece of me back at {t}', 'The road from {t} runs on without me'],
        hooks: ['{T}, I still see you in the rearview', 'Oh {t}, don’t let me go', 'Every road leads me back to {t}'],
      },
    },
    event: {
      warm: {
        themeLines: ['I’ll keep {t} like a photo in my pocket', 'We made {t} ours, and nobody can take it', 'Years from now I’ll still be smiling about {t}', 'Hold on to {t}, it goes by so fast', 'I want to live {t} one more time'],
        hooks: ['Here’s to {t}, here’s to us', 'Don’t let {t} end', 'Oh, {t}, one more time'],
      },
      ache: {
        themeLines: ['I replay {t} when the night gets long', '{T} is over, but I’m not', 'Everybody left {t}, but I stayed a while', 'I still carry {t} home with me', 'The quiet after {t} is the loudest thing I know'],
        hooks: ['Take me back to {t}', 'Oh, {t}, why’d you end so soon', 'I’m still living in {t}'],
      },
    },
  },
  vi: {
    person: {
      warm: {
        themeLines: ['Bài hát này ta viết cho {t}, từng chữ một', '{T} ơi, ta vẫn để đèn chờ', 'Dù thế nào, {t} ơi, ta vẫn ở ngay bên', 'Ta gọi tên {t} giữa một ngày rất thường', '{T} cứ bước đi, đã có ta ở đây'],
        hooks: ['{T} ơi, bài hát này là của {t}', '{T} ơi, đêm nay {t} không một mình', 'Hát cùng ta nhé, {t} ơi'],
      },
      ache: {
        themeLines: ['{T} ơi, ta vẫn để phần {t} một chén cơm', 'Giọng {t} ta cất kỹ trong ngực áo', 'Xa nhau muôn dặm, ta vẫn nhớ {t} như ngày đầu', 'Đường nào ta đi cũng rẽ về phía {t}', 'Căn phòng im quá, ta nghe như có {t} cười'],
        hooks: ['{T} ơi, đêm nay ta nhớ {t} nhiều hơn', '{T} ơi, ta vẫn gọi tên', 'Nhớ {t}, nhớ {t} thật nhiều'],
      },
      fire: {
        themeLines: ['{T}, đừng hòng lấy đi những gì của ta', 'Ta im lặng đủ rồi, {t}, nghe cho rõ', '{T} đã đi quá xa, và ta sẽ không lùi', 'Lần này thì không, {t}, không bao giờ nữa', '{T} cứ tính toán đi, ta cũng đang đếm'],
        hooks: ['{T}, ta chẳng sợ đâu', 'Lần này ta nói không, {t}', 'Đủ rồi, {t}, đủ rồi'],
      },
    },
    place: {
      warm: {
        themeLines: ['{T} sáng lên như thể biết tên ta', 'Ta để lại một chút lòng mình ở {t}', 'Ánh đèn {t} rơi dịu trên mọi thứ', 'Đưa ta về {t}, đi đường vòng cũng được', 'Mọi thứ chậm lại khi ta ở {t}'],
        hooks: ['{T} ơi, giữ giùm ta khoảnh khắc này', 'Hẹn nhau ở {t} lần nữa', '{T} ơi, nơi này là nhà'],
      },
      ache: {
        themeLines: ['Đi ngang {t}, đèn vẫn còn sáng', '{T} nhớ nhiều hơn những gì ta nói được', 'Chẳng còn ai đợi ta ở {t}', 'Ta bỏ quên một phần mình ở {t}', 'Con đường từ {t} cứ thế dài ra'],
        hooks: ['{T} ơi, ta vẫn thấy người trong mưa', '{T} ơi, đừng để ta đi', 'Đường nào cũng dẫn ta về {t}'],
      },
    },
    event: {
      warm: {
        themeLines: ['Ta giữ {t} như tấm ảnh trong túi áo', '{T} là của chúng ta, chẳng ai lấy được', 'Mai này nhớ lại {t}, ta vẫn sẽ mỉm cười', 'Giữ lấy {t} nhé, vì nó trôi nhanh lắm', 'Cho ta sống lại {t} thêm một lần'],
        hooks: ['Vì {t}, vì chúng ta', 'Đừng để {t} qua mau', '{T} ơi, thêm một lần nữa'],
      },
      ache: {
        themeLines: ['Đêm dài, ta lại tua {t} trong đầu', '{T} đã qua, mà lòng ta chưa qua', 'Mọi người rời {t} cả rồi, ta ngồi thêm chút nữa', 'Ta mang {t} theo về đến tận nhà', 'Khoảng lặng sau {t} là điều ồn ào nhất'],
        hooks: ['Cho ta về lại {t}', '{T} sao vội qua', 'Ta vẫn còn ở lại trong {t}'],
      },
    },
  },
  ko: {
    person: {
      warm: {
        themeLines: ['이 노래는 {t:에게} 보내는 거야, 한 글자도 빠짐없이', '{t:아}, 너를 위해 불 하나 켜 둘게', '무슨 일이 있어도 {t:아}, 내가 옆에 있을게', '평범한 하루 한가운데 {t:을} 불러 봐', '넌 할 수 있어, {t:아}, 내가 다 봤잖아'],
        hooks: ['{t:아}, 이 노래는 네 거야', '{t:아}, 오늘 밤 넌 혼자가 아냐', '같이 불러 줘, {t:아}'],
      },
      ache: {
        themeLines: ['{t:아}, 아직도 네 컵을 꺼내 놓아', '네 목소리를 외투 안에 접어 두었어, {t:아}', '멀리 떨어져도 {t:이} 그대로 보고 싶어', '어느 길로 가도 {t} 쪽으로 휘어져', '조용한 방에서 {t} 웃음소리가 들려'],
        hooks: ['{t:아}, 오늘 밤 더 보고 싶어', '{t:아}, 다시 돌아와 줘', '아직도 너를 불러, {t:아}'],
      },
      fire: {
        themeLines: ['{t:아}, 내 걸 함부로 가져가지 마', '이제 참지 않아, {t:아}, 똑똑히 들어', '선을 넘은 건 너야, {t:아}, 이젠 나도 안 물러서', '이번엔 아니야, {t:아}, 더는 아니야', '계산기 두드려 봐, {t:아}, 나도 세고 있어'],
        hooks: ['{t:아}, 난 네가 안 무서워', '{t:아}, 이번엔 싫다고 말해', '이젠 끝이야, {t:아}'],
      },
    },
    place: {
      warm: {
        themeLines: ['{t:이} 내 이름을 아는 것처럼 빛나', '{t:에} 마음 한 조각 두고 와', '{t} 위로 빛이 부드럽게 내려앉아', '{t:으로} 데려가 줘, 먼 길로 돌아서라도', '{t:에서는} 모든 게 느려져'],
        hooks: ['{t:아}, 이 순간을 붙잡아 줘', '{t:에서} 다시 만나', '{t:은} 집 같아'],
      },
      ache: {
        themeLines: ['{t:을} 지나치면 아직 불이 켜져 있어', '{t:은} 내가 말 못 한 걸 다 기억해', '{t:에서} 나를 기다리는 사람은 이제 없어', '{t:에} 나를 조금 두고 왔어', '{t:에서} 시작된 길이 나 없이 길어져'],
        hooks: ['{t:아}, 아직 거기 있니', '{t:아}, 날 보내지 마', '모든 길이 {t:으로} 돌아가'],
      },
    },
    event: {
      warm: {
        themeLines: ['{t:을} 사진처럼 주머니에 넣어 둘게', '{t:은} 우리 거야, 아무도 못 가져가', '몇 년이 지나도 {t:을} 떠올리면 웃을 거야', '{t:을} 꼭 붙잡아, 금방 지나가니까', '{t:을} 한 번만 더 살아 보고 싶어'],
        hooks: ['{t:을} 위하여, 우리를 위하여', '{t:이} 끝나지 않게', '{t:아}, 한 번만 더'],
      },
      ache: {
        themeLines: ['밤이 길어지면 {t:을} 다시 돌려 봐', '{t:은} 끝났는데 나는 아직이야', '다들 {t:을} 떠났는데 나는 조금 더 남았어', '{t:을} 집까지 데리고 왔어', '{t} 뒤의 고요가 제일 시끄러워'],
        hooks: ['{t:으로} 돌아가고 싶어', '{t:은} 왜 이렇게 빨리 끝났을까', '난 아직 {t} 안에 살아'],
      },
    },
  },
  zh: {
    person: {
      warm: {
        themeLines: ['这首歌写给{t}，一字一句都是真心', '{t}，我为你留了一盏灯', '不管发生什么，{t}，我都在你身边', '在平凡的一天里，我喊了一声{t}', '你可以的，{t}，我一直都看在眼里'],
        hooks: ['{t}，这首歌是你的', '{t}，今晚你不是一个人', '跟我一起唱吧，{t}'],
      },
      ache: {
        themeLines: ['{t}，我还是会多摆一只杯子', '你的声音，{t}，我折好放在外套里', '隔着千山万水，{t}，我还是一样想你', '我走的每条路，都拐向{t}', '安静的房间里，我好像听见{t}在笑'],
        hooks: ['{t}，今晚更想你', '{t}，回来吧', '我还在喊你的名字，{t}'],
      },
      fire: {
        themeLines: ['{t}，别想拿走属于我的东西', '我不再沉默，{t}，你给我听好', '是你先越界，{t}，这次我不退', '这次不行，{t}，再也不行', '你会算账，{t}，我也会'],
        hooks: ['{t}，我不怕你', '{t}，这次我说不', '够了，{t}，够了'],
      },
    },
    place: {
      warm: {
        themeLines: ['{t}亮着灯，像是认得我', '我把一点点心留在了{t}', '{t}的光温柔地落在每样东西上', '带我回{t}吧，绕远路也没关系', '在{t}，一切都慢了下来'],
        hooks: ['{t}啊，留住这一刻', '我们在{t}再见', '{t}，就像家一样'],
      },
      ache: {
        themeLines: ['路过{t}，灯还亮着', '{t}记得的，比我说得出的还多', '{t}再也没有人等我', '我把一部分自己落在了{t}', '从{t}出发的路，没有我也一直延伸'],
        hooks: ['{t}啊，你还在吗', '{t}，别让我走', '每条路都把我带回{t}'],
      },
    },
    event: {
      warm: {
        themeLines: ['我把{t}像照片一样揣进口袋', '{t}是我们的，谁也拿不走', '很多年后想起{t}，我还是会笑', '抓紧{t}吧，它过得太快', '好想把{t}再过一遍'],
        hooks: ['为了{t}，为了我们', '别让{t}结束', '{t}，再来一次'],
      },
      ache: {
        themeLines: ['夜太长，我又把{t}倒带重放', '{t}结束了，我还没有', '大家都离开了{t}，我多坐了一会儿', '我把{t}一路带回了家', '{t}之后的安静，最吵'],
        hooks: ['带我回到{t}', '{t}怎么这么快就结束了', '我还活在{t}里'],
      },
    },
  },
};
