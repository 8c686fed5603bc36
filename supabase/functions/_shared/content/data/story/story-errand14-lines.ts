/**
 * Lines of the errand plot (story-errand14.ts), per language: written words that ask their finder to do something are
 * read, done exactly as asked, and answered where they were found. Four beats, three lines each, one drawn by the seed.
 * The ask is quoted whole ({ask}); no line names what the ask was, so no verb is ever turned by hand.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The beats of the errand plot, in order. */
export type ErrandBeat = 'react' | 'act' | 'find' | 'end';

const en: Readonly<Record<ErrandBeat, readonly string[]>> = {
  react: [
    'I read it twice. It asked one thing of whoever found it: “{ask}”.',
    'The words were meant for whoever found them, and that, it turned out, was me: “{ask}”.',
    'I sat down right there and read the last line again, slowly: “{ask}”.',
  ],
  act: [
    'I could have put it back and walked away. Instead, that weekend, I did exactly what it asked.',
    'It took me a few days to make up my mind, and then I went and did it, the way the words asked.',
    'So I did it. Nobody would ever know, and that was not the point.',
  ],
  find: [
    'It was a small thing to do for a stranger, and somewhere in the middle of it I stopped feeling like one.',
    'The whole time, I kept thinking of the person who had written it, and hoped, somehow, they would know.',
    'It was easier than I had feared and stranger than I had expected, doing something with a stranger’s words in my pocket.',
  ],
  end: [
    'Afterwards I left a short note of my own beside the words: “Done. Thank you for asking.”',
    'I kept the words after that. Some requests are meant for whoever happens to find them.',
    'I never found out who wrote it. But I had done what it asked, and that felt like an answer.',
  ],
};

const vi: Readonly<Record<ErrandBeat, readonly string[]>> = {
  react: [
    'Tôi đọc lại hai lần. Dòng chữ chỉ xin người tìm thấy nó một điều: “{ask}”.',
    'Những chữ ấy viết cho bất kỳ ai tìm thấy, và hóa ra người đó là tôi: “{ask}”.',
    'Tôi ngồi xuống ngay tại chỗ và đọc chậm lại dòng cuối: “{ask}”.',
  ],
  act: [
    'Tôi có thể để nó lại chỗ cũ rồi đi. Nhưng cuối tuần ấy, tôi làm đúng như lời nhờ.',
    'Mất mấy ngày tôi mới quyết, rồi tôi đi làm, đúng như những chữ ấy xin.',
    'Thế là tôi làm. Sẽ chẳng ai biết, mà cũng chẳng cần ai biết.',
  ],
  find: [
    'Chỉ là một việc nhỏ làm cho một người lạ, vậy mà làm được nửa chừng thì tôi thôi thấy họ là người lạ.',
    'Suốt lúc ấy, tôi cứ nghĩ đến người đã viết, và mong bằng cách nào đó họ sẽ biết.',
    'Việc ấy dễ hơn tôi sợ, mà cũng lạ hơn tôi nghĩ: làm một điều với lời nhờ của người lạ trong túi áo.',
  ],
  end: [
    'Xong rồi, tôi để lại một dòng của mình bên cạnh: “Tôi làm rồi. Cảm ơn vì đã nhờ.”',
    'Từ đó tôi giữ những dòng chữ ấy. Có những lời nhờ vốn dành cho bất kỳ ai tình cờ tìm thấy.',
    'Tôi chưa bao giờ biết ai đã viết. Nhưng tôi đã làm điều họ xin, và thế cũng như một lời đáp.',
  ],
};

const ko: Readonly<Record<ErrandBeat, readonly string[]>> = {
  react: [
    '나는 두 번 읽었다. 그 글은 그걸 발견한 사람에게 딱 한 가지를 부탁하고 있었다. “{ask}”',
    '누구든 발견한 사람에게 쓴 글이었고, 그 누군가는 결국 나였다. “{ask}”',
    '나는 그 자리에 앉아 마지막 줄을 천천히 다시 읽었다. “{ask}”',
  ],
  act: [
    '그냥 제자리에 두고 갈 수도 있었다. 하지만 그 주말, 나는 적힌 그대로 했다.',
    '마음을 정하는 데 며칠이 걸렸다. 그러고 나서 나는 부탁받은 그대로 했다.',
    '그래서 했다. 아무도 모를 테지만, 그건 중요하지 않았다.',
  ],
  find: [
    '모르는 사람을 위한 작은 일이었는데, 하다 보니 어느새 그 사람이 모르는 사람 같지 않았다.',
    '하는 내내 그 글을 쓴 사람을 생각했다. 어떻게든 그 사람이 알게 되기를 바랐다.',
    '걱정했던 것보다 쉬웠고, 생각했던 것보다 이상했다. 모르는 사람의 부탁을 주머니에 넣고 하는 일이라니.',
  ],
  end: [
    '다 하고 나서 나는 그 글 옆에 한 줄을 남겼다. “했어요. 부탁해 줘서 고마워요.”',
    '그 뒤로 나는 그 글을 간직했다. 어떤 부탁은 우연히 발견한 누군가를 위해 쓰이는 법이다.',
    '누가 썼는지는 끝내 알지 못했다. 하지만 부탁받은 일을 했고, 그걸로 대답이 된 것 같았다.',
  ],
};

const zh: Readonly<Record<ErrandBeat, readonly string[]>> = {
  react: [
    '我读了两遍。那几行字只拜托捡到它的人一件事：“{ask}”',
    '这些字是写给随便哪个捡到它的人的，结果那个人就是我：“{ask}”',
    '我就地坐下，把最后一行又慢慢读了一遍：“{ask}”',
  ],
  act: [
    '我本可以把它放回原处走开。可那个周末，我照着上面写的做了。',
    '我犹豫了好几天，然后就去了，完全照着那几行字拜托的那样。',
    '于是我去做了。没有人会知道，可这本来就不重要。',
  ],
  find: [
    '不过是替一个陌生人做的一件小事，做着做着，我就不觉得那是个陌生人了。',
    '那一路上，我一直想着写下这些字的人，希望他不管怎样都能知道。',
    '这件事比我担心的容易，也比我想的奇妙：口袋里揣着一个陌生人的托付去做一件事。',
  ],
  end: [
    '做完以后，我在那几行字旁边留了一句：“做到了。谢谢你托付给我。”',
    '从那以后，我一直留着那几行字。有些托付，本来就是写给碰巧捡到它的人的。',
    '我始终不知道是谁写的。可我做了上面拜托的事，这就像是一个回答。',
  ],
};

/** The errand plot's lines per language. */
export const errandLines: Readonly<Record<ContentLanguage, Readonly<Record<ErrandBeat, readonly string[]>>>> = { en, vi, ko, zh };
