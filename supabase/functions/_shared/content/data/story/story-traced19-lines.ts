/**
 * Lines of the traced plot (story-traced19.ts), per language, in four beats (react | act, find | end), one line of
 * each drawn by the seed: the odd thing the opening tells is named as the question ({act}), traced to the person
 * behind it, and their reason told, per kind: `toMe` (it was for the teller), `gone` (for someone no longer there),
 * `passedOn` (someone once did the same for them). Slots: {I} {me} {my} (the narrator), {act} (en/vi/zh: the opening's
 * last sentence as it says it, read after "why"; ko: that sentence ending in -는지).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { WhyKind } from '../../story-why19.ts';

/** One language's lines. */
export interface TracedLines {
  react: readonly string[];
  act: readonly string[];
  find: Readonly<Record<WhyKind, readonly string[]>>;
  end: readonly string[];
}

const en: TracedLines = {
  react: [
    'For a long moment {I} only looked. Then {I} decided {I} had to know why {act}.',
    'There had to be a reason why {act}, and {I} meant to find it.',
    '{I:cap} told nobody yet. But {I} could not stop wondering why {act}.',
  ],
  act: [
    'So {I} watched, and waited, and the next time {I} saw who was behind it: someone {I} had walked past a hundred times without really seeing.',
    'The clue, when it came, was small: something only one person could have left behind. {I:cap} followed it, feeling slightly ridiculous, all the way to a door {I} knew.',
    '{I:cap} asked around, quietly, until one neighbour smiled and said {I} should come back at the right time and look again. {I:cap} did, and saw who it was.',
  ],
  find: {
    passedOn: [
      'It was no magic. Someone close by had been doing it on purpose, quietly, every time, because long ago someone had done the same for them, and they had never stopped passing it on.',
      'The person behind it only smiled when {I} asked. It had started as a promise to someone who had once been kind to them, and they had simply kept it.',
    ],
    gone: [
      'It was no magic. The person behind it was keeping something going for someone who was not there any more, and stopping would have felt like losing them twice.',
      'The person behind it told {me} quietly: it had been someone else\'s idea first, someone long gone, and this was how they kept that person near.',
    ],
    toMe: [
      'It had been done for {me}, it turned out, by someone who remembered a small kindness of {my} from years before and had been waiting for a way to return it.',
      'It was for {me} all along. The person behind it had seen what kind of time {I} was having, and had decided not to wait to be asked.',
    ],
  },
  end: [
    'After that, whenever {I} saw it, {I} knew whose care it was, and kept their secret.',
    '{I:cap} never told anyone how it was done. But the next time someone nearby needed something to go right, {I} made sure it did, and told nobody.',
  ],
};

const vi: TracedLines = {
  react: [
    'Một lúc lâu {I} chỉ đứng nhìn. Rồi {I} quyết định phải biết cho bằng được vì sao {act}.',
    'Hẳn phải có lý do vì sao {act}, và {I} quyết tìm ra.',
    '{I} chưa kể với ai. Nhưng {I} cứ tự hỏi mãi vì sao {act}.',
  ],
  act: [
    'Thế là {I} để ý, chờ đợi, và lần sau {I} thấy được ai đứng sau chuyện ấy: một người {I} đã đi ngang qua cả trăm lần mà chưa từng thật sự nhìn.',
    'Manh mối đến rất nhỏ: một thứ chỉ một người có thể để lại. {I} lần theo nó, thấy mình hơi buồn cười, cho đến tận một cánh cửa {I} quen.',
    '{I} khẽ hỏi quanh, cho đến khi một người hàng xóm mỉm cười bảo {I} hãy quay lại đúng lúc mà nhìn cho kỹ. {I} làm theo, và thấy đó là ai.',
  ],
  find: {
    passedOn: [
      'Chẳng có phép màu nào cả. Có một người ở gần đã lặng lẽ làm vậy, lần nào cũng thế, vì ngày xưa từng có người làm y như vậy cho họ, và họ chưa bao giờ ngừng trao lại.',
      'Người đứng sau chỉ mỉm cười khi {I} hỏi. Mọi chuyện bắt đầu từ một lời hứa với một người từng tử tế với họ, và họ cứ thế giữ lời.',
    ],
    gone: [
      'Chẳng có phép màu nào cả. Người đứng sau đang giữ một điều gì đó cho một người giờ không còn nữa, và dừng lại thì chẳng khác nào mất người ấy thêm lần nữa.',
      'Người đứng sau khẽ kể với {I}: đó vốn là ý của một người khác, một người đã đi xa từ lâu, và đây là cách họ giữ người ấy ở gần.',
    ],
    toMe: [
      'Hóa ra tất cả là vì {I}: một người vẫn nhớ một việc tốt nhỏ {I} làm từ nhiều năm trước, và đã chờ mãi một cách để đáp lại.',
      'Hóa ra từ đầu đến cuối là dành cho {I}. Người đứng sau đã thấy {I} đang trải qua những ngày thế nào, và quyết định không đợi đến khi được nhờ.',
    ],
  },
  end: [
    'Từ đó, mỗi lần nhìn thấy, {I} biết đó là sự chăm chút của ai, và giữ kín bí mật cho họ.',
    '{I} chưa kể với ai chuyện ấy diễn ra thế nào. Nhưng lần sau, khi có người quanh mình cần một điều gì đó suôn sẻ, {I} lặng lẽ lo cho nó suôn sẻ.',
  ],
};

const ko: TracedLines = {
  react: [
    '{I:은} 한참 동안 바라보기만 했다. 그러다 왜 {act} 꼭 알아내야겠다고 마음먹었다.',
    '왜 {act}, 분명 이유가 있을 것이었다. {I:은} 그걸 찾아내기로 했다.',
    '{I:은} 아직 아무에게도 말하지 않았다. 하지만 왜 {act} 궁금해서 견딜 수가 없었다.',
  ],
  act: [
    '그래서 {I:은} 지켜보며 기다렸고, 다음번에 그 뒤에 누가 있는지 보았다. 백 번은 스쳐 지나갔으면서도 제대로 본 적 없던 사람이었다.',
    '단서는 아주 작았다. 딱 한 사람만 남길 수 있는 흔적. {I:은} 조금 우스운 기분으로 그걸 따라갔고, 도착한 곳은 {I:이} 아는 문 앞이었다.',
    '{I:은} 조용히 여기저기 물어보았다. 그러다 한 이웃이 웃으며, 때를 맞춰 다시 가서 잘 보라고 했다. 그대로 했더니 누구인지 보였다.',
  ],
  find: {
    passedOn: [
      '마법 같은 건 없었다. 가까운 누군가가 매번 조용히, 일부러 해 온 일이었다. 오래전 누군가 그 사람에게 똑같이 해 주었고, 그 뒤로 그 사람은 그걸 계속 건네 왔다.',
      '그 뒤에 있던 사람은 {I:이} 묻자 웃기만 했다. 시작은 예전에 자기에게 다정했던 누군가와의 약속이었고, 그 사람은 그 약속을 그냥 지켜 온 것이었다.',
    ],
    gone: [
      '마법 같은 건 없었다. 그 뒤에 있던 사람은 이제 곁에 없는 누군가를 위해 그 일을 이어 가고 있었다. 그만두면 그 사람을 두 번 잃는 것 같다고 했다.',
      '그 뒤에 있던 사람이 조용히 말해 주었다. 원래는 오래전에 떠난 다른 사람의 생각이었고, 이렇게 해야 그 사람을 곁에 둘 수 있다고.',
    ],
    toMe: [
      '알고 보니 전부 {me:를} 위한 일이었다. 몇 해 전 {I:이} 베푼 작은 친절을 기억하는 누군가가, 그걸 갚을 방법을 오래 기다려 온 것이었다.',
      '그건 {me:를} 생각해서 한 일이었다. 그 사람은 {I:이} 요즘 어떤 시간을 보내는지 보고, 부탁받기 전에 먼저 하기로 한 것이었다.',
    ],
  },
  end: [
    '그 뒤로 그걸 볼 때마다 {I:은} 그게 누구의 마음인지 알았고, 그 비밀을 지켜 주었다.',
    '{I:은} 그게 어떻게 된 일인지 아무에게도 말하지 않았다. 다만 다음에 가까운 누군가에게 일이 잘 풀려야 할 때, 아무도 모르게 잘 풀리도록 챙겼다.',
  ],
};

const zh: TracedLines = {
  react: [
    '{I}愣愣地看了很久，然后下定决心，一定要弄明白为什么{act}。',
    '为什么{act}，一定有原因。{I}决定把它找出来。',
    '{I}还没告诉任何人，可就是忍不住一直在想，为什么{act}。',
  ],
  act: [
    '于是{I}留心等着，下一次终于看见了背后的人：一个{I}擦肩而过上百次、却从没真正看清过的人。',
    '线索很小，是只有一个人才会留下的东西。{I}有点好笑地跟着它走，一直走到一扇{I}认得的门前。',
    '{I}悄悄四处打听，直到一个邻居笑着说，到时候再去好好看看。{I}照做了，看清了是谁。',
  ],
  find: {
    passedOn: [
      '根本没有什么魔法。是附近的一个人，每一次都悄悄地、特意这么做的，因为很久以前有人也这样为他做过，他就一直传了下去。',
      '背后那个人听{I}问起，只是笑了笑。一切始于一个约定，是和一个曾经对他好的人定下的，他就这样一直守着。',
    ],
    gone: [
      '根本没有什么魔法。背后那个人是在替一个已经不在的人把这件事做下去，要是停下来，就像又失去那个人一次。',
      '背后那个人轻声告诉{me}：这本来是另一个人的主意，那个人很早以前就走了，这样做，就好像那个人还在身边。',
    ],
    toMe: [
      '原来这一切都是为了{me}：有个人一直记得{I}好几年前的一个小小的善意，一直在等一个回报的机会。',
      '原来从头到尾都是为了{me}。那个人看出了{I}这段日子过得怎么样，决定不等{I}开口就先做了。',
    ],
  },
  end: [
    '从那以后，{I}每次看见它，都知道那是谁的心意，也替那个人守着这个秘密。',
    '{I}从没告诉别人这是怎么回事。只是下一次身边有人需要一件事顺顺利利的时候，{I}也悄悄地让它顺顺利利。',
  ],
};

/** The traced plot's lines per language. */
export const tracedLines: Readonly<Record<ContentLanguage, TracedLines>> = { en, vi, ko, zh };
