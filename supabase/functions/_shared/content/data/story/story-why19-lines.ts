/**
 * Lines of the asked act (story-why19.ts), per language:
 * - `react`: the attended plot's first beat, naming the person's act as the question ({act});
 * - `find`: the attended plot's answer, per reason kind: `toMe` (the act reaches the teller: the teller once did
 *   something for them without knowing it), `gone` (it was someone's who is no longer there), `passedOn` (someone once did
 *   the same for them);
 * - `habitWhy`: a sentence the habit plot adds to its first beat, naming the habit as the question.
 * Slots: {I} {me} {my} (the narrator or the named hero), {name} (the person), {they} {them} {their} (their English
 * pronouns, or their name again), {act} (en/vi/zh: the clause as the opening says it, read after "why"; ko: the clause
 * ending in -는지).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { WhyKind } from '../../story-why19.ts';

/** One language's lines. */
export interface WhyLines {
  react: readonly string[];
  find: Readonly<Record<WhyKind, readonly string[]>>;
  habitWhy: readonly string[];
}

const en: WhyLines = {
  react: [
    '{I:cap} could not stop wondering why {act}, and the only one who could tell {me} was {name}.',
    'For a day {I} said nothing. But {I} still wanted to know why {act}, and only {name} could say.',
    'Everyone had a guess about why {act}. {I:cap} decided {I} would rather hear it from {name}.',
  ],
  find: {
    toMe: [
      '{name:cap} looked almost embarrassed. Once, long before, {I} had done {them} a small kindness without even noticing, and {they} had never forgotten it. This was {their} way of paying it back.',
      'It was because of {me}, it turned out. On a bad day years ago {I} had said one kind thing to {name} in passing, and {name} had decided then to repay it, quietly, for as long as it took.',
      '{name:cap} only shrugged at first. Then {they} told {me}: {I} reminded {them} of someone {they} had once looked after, and doing this for {me} felt like looking after them again.',
    ],
    gone: [
      '{name:cap} told {me} quietly. It had been someone else\'s habit first, someone who was not there any more, and stopping would have felt like letting them go a second time.',
      'It was for someone who used to be there, {name} said. They had done it together for years, and {name} had simply never learned how to stop.',
      '{name:cap} was quiet for a long moment. Then {they} said the place had been kept for someone who had promised to come back one day, and {they} meant to keep the promise for both of them.',
    ],
    passedOn: [
      '{name:cap} told {me}, in the end. Years ago, when {name} had nobody, someone had done just this for {them}, and {they} had been passing it on ever since.',
      '{name:cap} smiled at the question. It had started with a promise, made long ago to someone who had once been kind to {them}, and {they} had kept it ever since.',
      'The answer was a story, not a reason. A long time ago someone had done the same for {name}, at a time when it mattered more than anyone knew, and this was how {they} still said thank you.',
    ],
  },
  habitWhy: [
    'What {I} wanted to know was why {act}.',
    '{I:cap} kept wondering why {act}, and nobody around {me} could say.',
    'Nobody seemed to know why {act}.',
  ],
};

const vi: WhyLines = {
  react: [
    '{I} cứ tự hỏi vì sao {act}, và người duy nhất có thể trả lời {I} là {name}.',
    'Suốt một ngày {I} không nói gì. Nhưng {I} vẫn muốn biết vì sao {act}, và chỉ {name} mới trả lời được.',
    'Ai cũng có một cách đoán vì sao {act}. {I} thì muốn nghe chính {name} nói.',
  ],
  find: {
    toMe: [
      '{name} có vẻ hơi ngượng. Hóa ra từ lâu lắm rồi, {I} đã từng giúp {name} một việc nhỏ mà chẳng để ý, và {name} chưa bao giờ quên. Đây là cách {name} trả ơn.',
      'Hóa ra là vì {I}. Nhiều năm trước, vào một ngày tệ hại, {I} đã buột miệng nói với {name} một câu tử tế, và từ đó {name} lặng lẽ trả lại, bao lâu cũng được.',
      'Lúc đầu {name} chỉ nhún vai. Rồi {name} kể: {I} làm {name} nhớ đến một người {name} từng chăm sóc, và làm việc này cho {I} giống như được chăm sóc người ấy thêm lần nữa.',
    ],
    gone: [
      '{name} kể rất khẽ. Đó vốn là thói quen của một người khác, một người giờ không còn ở đây, và dừng lại thì chẳng khác nào để người ấy đi thêm một lần nữa.',
      '{name} bảo đó là vì một người từng ở đây. Hai người đã cùng làm như thế bao nhiêu năm, và {name} chưa bao giờ học được cách dừng lại.',
      '{name} im lặng rất lâu. Rồi {name} nói chỗ ấy được giữ cho một người đã hứa sẽ có ngày quay về, và {name} muốn giữ lời hứa ấy cho cả hai.',
    ],
    passedOn: [
      'Cuối cùng {name} cũng kể. Nhiều năm trước, lúc {name} chẳng còn ai, có một người đã làm đúng như thế cho {name}, và từ đó {name} cứ thế trao lại cho người khác.',
      '{name} mỉm cười khi nghe hỏi. Mọi chuyện bắt đầu từ một lời hứa, từ rất lâu, với một người từng tử tế với {name}, và {name} đã giữ lời từ đó đến giờ.',
      'Câu trả lời là một câu chuyện chứ không phải một lý do. Ngày xưa có người đã làm y như vậy cho {name}, đúng lúc điều đó quan trọng hơn ai hết có thể biết, và đây là cách {name} vẫn nói lời cảm ơn.',
    ],
  },
  habitWhy: [
    'Điều {I} muốn biết là vì sao {act}.',
    '{I} cứ tự hỏi vì sao {act}, mà quanh {I} chẳng ai trả lời được.',
    'Chẳng ai biết vì sao {act}.',
  ],
};

const ko: WhyLines = {
  react: [
    '왜 {act} 자꾸 궁금했다. 그걸 말해 줄 수 있는 사람은 {name}뿐이었다.',
    '하루 동안 {I:은} 아무 말도 하지 않았다. 그래도 왜 {act} 알고 싶었고, 대답해 줄 사람은 {name}밖에 없었다.',
    '왜 {act}, 사람들마다 짐작이 달랐다. {I:은} {name:에게서} 직접 듣고 싶었다.',
  ],
  find: {
    toMe: [
      '{name:은} 조금 쑥스러운 얼굴이었다. 오래전에 {I:이} 별생각 없이 {name:에게} 작은 친절을 베푼 적이 있었고, {name:은} 그걸 한 번도 잊지 않았다. 이건 {name} 나름의 갚는 방식이었다.',
      '알고 보니 {me} 때문이었다. 몇 해 전 유난히 힘들던 날, {I:이} 지나가며 건넨 다정한 한마디를 {name:은} 잊지 않았고, 그때부터 조용히 갚아 오고 있었다.',
      '{name:은} 처음엔 어깨만 으쓱했다. 그러다 말해 주었다. {I:이} 예전에 돌봐 주던 누군가를 닮아서, 이렇게 해 주면 그 사람을 다시 돌보는 것 같다고.',
    ],
    gone: [
      '{name:은} 조용히 말해 주었다. 원래는 다른 사람의 습관이었다고. 지금은 곁에 없는 사람이고, 그만두면 그 사람을 두 번 보내는 것 같다고.',
      '예전에 여기 있던 사람 때문이라고 {name:은} 말했다. 둘이서 몇 년을 함께 그렇게 했고, {name:은} 그만두는 법을 끝내 배우지 못했다고.',
      '{name:은} 한참 말이 없었다. 그러다 언젠가 돌아오겠다고 약속한 사람을 위해 그 자리를 비워 두는 거라고, 그 약속을 둘 몫으로 지키고 싶다고 했다.',
    ],
    passedOn: [
      '결국 {name:은} 이야기해 주었다. 오래전 곁에 아무도 없던 시절, 누군가 {name:에게} 꼭 이렇게 해 주었고, 그 뒤로 {name:은} 그걸 다른 사람에게 건네 왔다고.',
      '{name:은} 그 질문에 웃었다. 시작은 약속이었다고 했다. 오래전 자기에게 다정했던 사람과 한 약속, 그리고 {name:은} 지금까지 그걸 지켜 왔다.',
      '대답은 이유가 아니라 이야기였다. 아주 오래전 누군가 {name:에게} 똑같이 해 주었는데, 그게 그때 누구도 모를 만큼 큰 힘이 되었다고. 이건 {name:이} 아직도 고맙다고 말하는 방법이었다.',
    ],
  },
  habitWhy: [
    '{I:이} 알고 싶은 건 왜 {act}였다.',
    '{I:은} 왜 {act} 계속 궁금했지만, 주변 누구도 알지 못했다.',
    '왜 {act} 아는 사람은 아무도 없는 것 같았다.',
  ],
};

const zh: WhyLines = {
  react: [
    '{I}一直想不通，为什么{act}。能告诉{me}的，只有{name}。',
    '{I}一整天什么也没说。可{I}还是想知道为什么{act}，而只有{name}能回答。',
    '为什么{act}，每个人都有自己的猜测。{I}更想听{name}自己说。',
  ],
  find: {
    toMe: [
      '{name}有点不好意思。原来很久以前，{I}曾经随手帮过{name}一个小忙，自己都没在意，{name}却一直记着。这是{name}还这份情的方式。',
      '原来是因为{me}。好几年前一个很糟糕的日子里，{I}随口对{name}说过一句暖心的话，从那以后{name}就决定悄悄地还，还多久都行。',
      '{name}一开始只是耸耸肩。后来才说，{I}让{name}想起了一个曾经照顾过的人，为{me}做这件事，就像又照顾了那个人一次。',
    ],
    gone: [
      '{name}轻轻地告诉{me}，这原本是另一个人的习惯。那个人已经不在了，要是停下来，就好像又送走了那个人一次。',
      '{name}说，是为了一个以前在这儿的人。他们一起这样做了好多年，{name}一直没学会怎么停下来。',
      '{name}沉默了很久，才说那个位置是留给一个答应过总有一天会回来的人的，{name}想替两个人把这个约定守下去。',
    ],
    passedOn: [
      '最后{name}还是说了。很多年前，{name}身边一个人都没有的时候，有人正是这样为{name}做的，从那以后{name}就一直把它传下去。',
      '{name}听到这个问题笑了。一切从一个约定开始，很久以前和一个曾经对{name}好的人约定的，{name}一直守到了今天。',
      '答案不是一个理由，而是一个故事。很久以前有人也这样为{name}做过，那时候它的分量比谁都想不到的还重，这是{name}到现在还在说谢谢的方式。',
    ],
  },
  habitWhy: [
    '{I}想知道的是，为什么{act}。',
    '{I}一直在想，为什么{act}，可身边没有一个人说得清。',
    '为什么{act}，好像谁也不知道。',
  ],
};

/** The asked act's lines per language. */
export const whyLines: Readonly<Record<ContentLanguage, WhyLines>> = { en, vi, ko, zh };
