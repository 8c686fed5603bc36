/**
 * Lines of the surprise plot (story-surprise18.ts), per language and kind, in four beats (react | act, find | end), one
 * line of each drawn by the seed:
 * - `thing`: something that cannot be, with nobody behind it in the opening (a tree on the goldfish's grave by morning,
 *   a strange box of cake in the fridge after the power cut, the bus that came to a cancelled trip): every ordinary
 *   explanation tried, a small clue followed, and the one behind it found: someone close who did it in secret because
 *   it mattered, or to return a kindness from long ago;
 * - `person`: someone does what they cannot (the last fare calls Dad by name, a new classmate knows every name on day
 *   one, an old lady brings a watch that runs backwards): asked how, and the answer is a bond from long ago or care
 *   taken in secret, never "a small and kind reason".
 * No line names the opening's thing: the opening has just said it. Slots: {I} {me} {my} (the narrator or the named
 * hero), {who} (the person who did it, `person` only), {they} {them} {their} (their pronoun in English, or the name).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The plot's kinds. */
export type SurpriseKind = 'thing' | 'person';

/** The four beats of one kind. */
export type SurpriseBeats = Readonly<Record<'react' | 'act' | 'find' | 'end', readonly string[]>>;

const en: Readonly<Record<SurpriseKind, SurpriseBeats>> = {
  thing: {
    react: [
      'For a long moment {I} just stared. Then {I} did the sensible things: looked again, looked for the trick, and told no one yet, because {I} could already hear how it would sound.',
      'There had to be an ordinary explanation, and {I} spent the whole evening looking for one. Each one fell apart the moment {I} looked at it closely.',
    ],
    act: [
      'The clue, when it came, was small: something out of place that only one person could have left behind. {I:cap} followed it, feeling slightly ridiculous.',
      '{I:cap} stayed up the next night and watched, and so {I} saw who it was: someone {I} had walked past a hundred times without ever really seeing.',
    ],
    find: [
      'It was no magic at all. Someone close by had done it, quietly and on purpose, because they had seen how much it mattered and had decided not to wait to be asked. They had never meant to be found out.',
      'The whole thing had been arranged in secret by someone who remembered a kindness from long ago and had been waiting years for the right moment to return it. This, it turned out, was the moment.',
    ],
    end: [
      '{I:cap} never told anyone how it was done. Some things are better left a little bit magic, and the person behind it deserved to keep their secret.',
      '{I:cap} said thank you the only way that seemed right: the next time someone nearby needed something to go right, {I} made sure it did, and told nobody.',
    ],
  },
  person: {
    react: [
      '{I:cap} could not make sense of it, and neither could anyone else. {who:cap} did not seem to find it strange at all.',
      'Everyone had a theory, each one stranger than the last. {who:cap} only smiled, as if it were the most ordinary thing in the world.',
    ],
    act: [
      'In the end {I} went to {who} and asked how, straight out, half expecting a trick.',
      'It was {who} who brought it up, in the end, when nobody else was around: "You want to know how."',
    ],
    find: [
      'It was no trick. Long ago, {who} said, someone in {my} family had done {them} a kindness at the very moment {they} needed it most, and {they} had never forgotten a single detail of it. This was {their} way of finally saying so.',
      '{who:cap} had prepared for it, carefully and for a long time. It had mattered more than anyone guessed, because {they} knew what it was like to arrive somewhere and be nobody to anyone.',
    ],
    end: [
      'After that, {who} was no stranger any more. It is odd how one impossible little thing can make a place feel like home.',
      '{I:cap} never looked at {who} the same way again, and {I} made sure {who} was never the one left out.',
    ],
  },
};

const vi: Readonly<Record<SurpriseKind, SurpriseBeats>> = {
  thing: {
    react: [
      'Một lúc lâu {I} chỉ đứng nhìn. Rồi {I} làm những việc tỉnh táo nhất: nhìn lại lần nữa, tìm xem có trò gì không, và chưa kể với ai, vì {I} đã hình dung được nghe nó sẽ kỳ quặc thế nào.',
      'Phải có một lời giải thích bình thường nào đó, và {I} mất cả buổi tối để tìm. Lời giải thích nào cũng đổ vỡ ngay khi {I} nhìn kỹ.',
    ],
    act: [
      'Manh mối, khi đến, rất nhỏ: một thứ nằm sai chỗ mà chỉ một người có thể để lại. {I} lần theo nó, thấy mình hơi buồn cười.',
      'Đêm hôm sau {I} thức canh, và thế là {I} thấy người đó: một người {I} đã đi ngang qua cả trăm lần mà chưa bao giờ thật sự để ý.',
    ],
    find: [
      'Chẳng có phép màu nào cả. Một người ở ngay gần đã làm chuyện đó, lặng lẽ và cố ý, vì họ thấy chuyện ấy quan trọng đến mức nào và quyết định không đợi ai nhờ. Họ chưa từng định để ai biết.',
      'Mọi thứ đã được một người sắp đặt trong bí mật, một người vẫn nhớ một ân tình từ rất lâu và đã đợi nhiều năm để được đáp lại đúng lúc. Hóa ra, lúc ấy chính là bây giờ.',
    ],
    end: [
      '{I} không bao giờ kể với ai chuyện ấy được làm thế nào. Có những điều nên để lại một chút phép màu, và người đứng sau xứng đáng giữ bí mật của mình.',
      '{I} cảm ơn theo cách duy nhất thấy đúng: lần sau, khi có ai quanh mình cần một điều suôn sẻ, {I} lặng lẽ lo cho nó suôn sẻ, và không kể với ai.',
    ],
  },
  person: {
    react: [
      '{I} không sao hiểu nổi, và chẳng ai hiểu nổi. Còn {who} thì có vẻ chẳng thấy có gì lạ.',
      'Ai cũng có một giả thuyết, cái sau lạ hơn cái trước. {who} chỉ mỉm cười, như thể đó là chuyện bình thường nhất đời.',
    ],
    act: [
      'Cuối cùng {I} tìm đến {who} và hỏi thẳng làm sao được như vậy, nửa tin nửa ngờ là có mẹo.',
      'Rốt cuộc chính {who} là người nhắc đến, lúc chỉ còn hai người: “Muốn biết làm sao à?”',
    ],
    find: [
      'Chẳng có mẹo gì. {who} kể, ngày xưa một người trong nhà {I} đã giúp {who} đúng vào lúc cần nhất, và {who} chưa từng quên một chi tiết nào. Đây là cách {who} cuối cùng cũng nói được lời cảm ơn.',
      '{who} đã chuẩn bị cho chuyện ấy, kỹ lưỡng và từ rất lâu. Nó quan trọng hơn mọi người tưởng, vì {who} biết cảm giác đến một nơi mà chẳng là ai với ai.',
    ],
    end: [
      'Từ đó {who} không còn là người lạ nữa. Lạ thật, chỉ một chuyện nhỏ tưởng không thể lại khiến một nơi thành như nhà.',
      '{I} không bao giờ nhìn {who} như trước nữa, và {I} để ý sao cho {who} không bao giờ là người bị bỏ lại.',
    ],
  },
};

const ko: Readonly<Record<SurpriseKind, SurpriseBeats>> = {
  thing: {
    react: [
      '{I:는} 한참을 그냥 바라보기만 했다. 그러고는 할 수 있는 일을 했다. 다시 확인하고, 속임수가 있는지 살피고, 아직은 아무에게도 말하지 않았다. 말하면 어떻게 들릴지 뻔했으니까.',
      '평범한 설명이 있을 게 분명했다. {I:는} 저녁 내내 그걸 찾았다. 그런데 어떤 설명도 자세히 들여다보는 순간 무너졌다.',
    ],
    act: [
      '단서는 아주 작았다. 제자리에 있지 않은 물건 하나, 딱 한 사람만 남길 수 있는 흔적. {I:는} 조금 우스운 기분으로 그걸 따라가 보았다.',
      '다음 날 밤 {I:는} 잠을 참고 지켜보았고, 그래서 누군지 보았다. 백 번은 스쳐 지나갔으면서 한 번도 제대로 본 적 없는 사람이었다.',
    ],
    find: [
      '마법 같은 건 없었다. 가까이 있던 누군가가 조용히, 일부러 한 일이었다. 그게 얼마나 중요한 일인지 알았기에, 부탁받기를 기다리지 않기로 한 것이다. 들킬 생각은 처음부터 없었다.',
      '모든 건 누군가가 몰래 준비한 일이었다. 아주 오래전에 받은 친절을 기억하고, 그걸 갚을 때를 몇 년이나 기다려 온 사람. 알고 보니 바로 지금이 그때였다.',
    ],
    end: [
      '{I:는} 그게 어떻게 된 일인지 아무에게도 말하지 않았다. 어떤 일은 조금쯤 마법으로 남겨 두는 게 낫고, 그 뒤에 있던 사람은 비밀을 지킬 자격이 있었다.',
      '{I:는} 맞다고 생각되는 단 하나의 방법으로 고마움을 전했다. 다음에 주변의 누군가에게 일이 잘 풀려야 할 때, 아무도 모르게 잘 풀리도록 챙긴 것이다.',
    ],
  },
  person: {
    react: [
      '{I:는} 도무지 이해할 수 없었고, 다른 사람들도 마찬가지였다. 정작 {who:은} 그게 조금도 이상하지 않은 눈치였다.',
      '다들 나름의 추측을 내놓았고, 하나같이 앞의 것보다 더 황당했다. {who:은} 그저 웃었다. 세상에서 제일 평범한 일이라는 듯이.',
    ],
    act: [
      '결국 {I:는} {who}에게 가서 어떻게 한 거냐고 대놓고 물었다. 반쯤은 무슨 요령이 있을 거라고 생각하면서.',
      '먼저 꺼낸 건 {who} 쪽이었다. 둘만 남았을 때였다. “어떻게 했는지 궁금하지?”',
    ],
    find: [
      '요령 같은 건 없었다. 아주 오래전, {who:이} 가장 힘들던 순간에 {my} 가족 중 누군가가 손을 내밀어 주었고, {who:은} 그 일을 하나도 잊지 않았다고 했다. 이건 마침내 그 고마움을 전하는 방식이었다.',
      '{who:은} 오랫동안, 꼼꼼하게 준비해 왔다. 누구도 짐작 못 할 만큼 중요한 일이었다. 낯선 곳에 가서 누구에게도 아무것도 아닌 사람이 되는 기분을 알았으니까.',
    ],
    end: [
      '그 뒤로 {who:은} 더 이상 낯선 사람이 아니었다. 말도 안 되는 작은 일 하나가 어떤 곳을 집처럼 느끼게 만들기도 한다.',
      '{I:는} 다시는 {who:을} 예전처럼 보지 않았다. 그리고 {who:이} 혼자 남겨지는 일이 없도록 늘 신경 썼다.',
    ],
  },
};

const zh: Readonly<Record<SurpriseKind, SurpriseBeats>> = {
  thing: {
    react: [
      '{I}愣愣地看了很久。然后{I}做了该做的事：再看一遍，找找有没有什么机关，暂时谁也没告诉，因为{I}已经想象得到说出来会有多离谱。',
      '一定有个普通的解释，{I}找了整整一个晚上。可每一个解释，仔细一看就站不住了。',
    ],
    act: [
      '线索来得很小：一样放错了地方的东西，只有一个人可能留下。{I}跟着它找了过去，自己都觉得有点好笑。',
      '第二天晚上{I}熬着没睡，守在那里，于是看见了是谁：一个{I}从身边走过上百次、却从没真正注意过的人。',
    ],
    find: [
      '根本没有什么魔法。是身边的一个人悄悄做的，是故意的。那个人看出这件事有多要紧，就决定不等谁开口了。那个人从来没打算被发现。',
      '这一切是有人悄悄安排的。那个人记得很多年前受过的一份好意，等了好多年，想在对的时候还回来。原来，就是现在。',
    ],
    end: [
      '{I}从来没跟任何人说过这是怎么回事。有些事留着一点魔法更好，而背后那个人，也值得守住自己的秘密。',
      '{I}用唯一觉得对的方式道了谢：下一次身边有人需要一件事顺顺利利的时候，{I}悄悄让它顺利了，谁也没说。',
    ],
  },
  person: {
    react: [
      '{I}怎么也想不明白，别人也一样。{who}自己倒好像一点也不觉得奇怪。',
      '大家各有各的猜测，一个比一个离谱。{who}只是笑笑，好像这是世界上最平常的事。',
    ],
    act: [
      '最后{I}去找{who}，直接问是怎么做到的，心里还半信半疑，以为有什么窍门。',
      '最后是{who}先提起来的，那时身边没有别人：“想知道是怎么回事吧？”',
    ],
    find: [
      '没有什么窍门。{who}说，很多年前，在{who}最难的时候，{my}家里有人帮过{who}一把，{who}一个细节都没忘。这是{who}终于说出谢谢的方式。',
      '{who}为这件事准备了很久，很用心。它比谁想的都重要，因为{who}知道，到一个陌生的地方、谁也不认识自己是什么滋味。',
    ],
    end: [
      '从那以后，{who}再也不是陌生人了。一件不可思议的小事，有时就能让一个地方变得像家。',
      '{I}再也没用从前的眼光看过{who}，也总留意着，不让{who}成为被落下的那一个。',
    ],
  },
};

/** A last sentence that names the opening's thing ({thing}: the blue flower, 合影), when the opening names one. */
export const surpriseThingEnd: Readonly<Record<ContentLanguage, string>> = {
  en: 'Long afterwards, {thing} could still make {me} smile.',
  vi: 'Rất lâu về sau, {thing} vẫn làm {I} mỉm cười.',
  ko: '오랜 시간이 지나도 {thing:은} 여전히 {me:를} 웃게 한다.',
  zh: '很久以后，{thing}还是会让{I}笑起来。',
};

/** The surprise plot's lines per language. */
export const surpriseLines: Readonly<Record<ContentLanguage, Readonly<Record<SurpriseKind, SurpriseBeats>>>> = { en, vi, ko, zh };
