/**
 * Theme lines and hooks that carry no slot (issue 13, round 7, rule A): when no piece of the visitor's theme is a noun
 * phrase a line can name ("we've already been apart for three years…", "凌晨两点在江边一个人骑车"), the chorus never sings a
 * deictic in its place ("Come back, this, come back", "Day is rising"). These lines fit any premise of their mood: no place,
 * weather, time of day, person or object, and the warm ones neither cheer nor console (joy and comfort share them).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { KindMood, KindPool } from './kind-lines.ts';

/** Slot-free theme lines and hooks per language and mood. */
export const plainLines: Record<ContentLanguage, Record<KindMood, KindPool>> = {
  en: {
    warm: {
      themeLines: ["I write it down so I won't lose it", 'I say it plain, no need to dress it up', 'Every word of this is true', 'Let me keep this one a little longer'],
      hooks: ['Hold it close and sing it back', 'This one is ours, sing it back', 'Say it once more, soft and sure'],
    },
    ache: {
      themeLines: ['I tell it plain, the way it is', 'I carry this the long way round', 'I write it down so I can breathe', 'Some words only come out in a song'],
      hooks: ['Let it hurt, then let it go', 'Say it soft, it still rings true', 'Some things stay when the song is through'],
    },
    fire: {
      themeLines: ['I am done swallowing the words', 'Hear me now, I mean every word', 'I will not smile and let it slide', 'I kept it in too long'],
      hooks: ['Enough, I said enough', 'No more keeping quiet', 'I say it loud and I mean it'],
    },
  },
  vi: {
    warm: {
      themeLines: ['Ta viết ra đây để không quên', 'Nói thật lòng, chẳng cần hoa mỹ', 'Từng chữ ở đây đều là thật', 'Cho ta giữ điều này thêm chút nữa'],
      hooks: ['Giữ thật gần rồi hát lại', 'Bài này là của mình, hát theo đi', 'Nói thêm lần nữa, nhẹ mà chắc'],
    },
    ache: {
      themeLines: ['Ta kể lại đúng như nó đã là', 'Ta mang điều này đi suốt quãng đường dài', 'Viết ra đây để thở được nhẹ hơn', 'Có những lời chỉ nói được bằng bài hát'],
      hooks: ['Đau một chút rồi sẽ qua', 'Hát khẽ thôi mà vẫn thật lòng', 'Có những điều ở lại khi bài hát đã dừng'],
    },
    fire: {
      themeLines: ['Ta thôi nuốt những lời muốn nói', 'Nghe đây, từng chữ đều là thật', 'Ta không cười cho qua nữa đâu', 'Ta đã giữ trong lòng quá lâu'],
      hooks: ['Đủ rồi, ta nói đủ rồi', 'Không im lặng thêm nữa', 'Ta nói to và ta nói thật'],
    },
  },
  ko: {
    warm: {
      themeLines: ['잊지 않으려고 여기 적어 둬', '꾸미지 않고 있는 그대로 말할게', '여기 적은 말은 다 진심이야', '이 마음 조금만 더 품고 있을래'],
      hooks: ['꼭 안고 다시 불러 줘', '이 노래는 우리 거야, 같이 불러', '한 번 더, 조용하지만 분명하게'],
    },
    ache: {
      themeLines: ['있었던 그대로 말해 볼게', '이 마음을 먼 길 돌아 데려가', '숨 좀 쉬려고 여기 적어 둬', '노래로만 꺼낼 수 있는 말이 있어'],
      hooks: ['아프고 나면 놓아줄게', '작게 불러도 진심은 그대로야', '노래가 끝나도 남는 게 있어'],
    },
    fire: {
      themeLines: ['삼켜 온 말들을 이제 꺼낼게', '잘 들어, 한 마디도 빈말 없어', '웃으면서 넘기는 건 이제 끝이야', '너무 오래 참아 왔어'],
      hooks: ['그만, 이제 그만', '더는 가만히 있지 않아', '크게 말할게, 진심이야'],
    },
  },
  zh: {
    warm: {
      themeLines: ['我把它写下来，免得忘了', '实话实说，不用修饰', '这里的每个字都是真的', '让我把这份心情多留一会儿'],
      hooks: ['抱紧它，再唱一遍', '这首歌是我们的，一起唱', '再说一次，轻轻地，也笃定'],
    },
    ache: {
      themeLines: ['我照它本来的样子说', '这份心情我带着走了很远', '写下来，才能喘口气', '有些话只能唱出来'],
      hooks: ['疼过了，就放下', '轻轻地唱，也是真心', '歌停了，有些东西还在'],
    },
    fire: {
      themeLines: ['咽下去的话，我现在说出来', '听好了，每个字都算数', '我不会再笑着算了', '我忍得太久了'],
      hooks: ['够了，我说够了', '不再沉默', '我大声说，我是认真的'],
    },
  },
};
