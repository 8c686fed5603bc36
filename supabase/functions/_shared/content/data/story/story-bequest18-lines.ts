/**
 * Lines of the bequest plot (story-bequest18.ts), per language: a thing left to the teller by someone who has died,
 * with written words that tell them to do something ("Ride it to the lake. You'll understand."), is answered by doing
 * it: the handwriting known, the errand done, the place or the act found to be one they once shared, and kept up. Four
 * beats (react | act, find | end), two lines each, one drawn by the seed. The ask is quoted whole ({ask}), so no verb is
 * turned by hand. Slots: {I} {me} {my} (the narrator or the named hero), {ask} (the written instruction).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The four beats of the plot. */
export type BequestBeats = Readonly<Record<'react' | 'act' | 'find' | 'end', readonly string[]>>;

const en: BequestBeats = {
  react: [
    '{I:cap} knew the handwriting before reading a word. It had always been like that: an instruction, short, and never with the reason attached. “{ask}.”',
    'The note was short, the way every note in that handwriting had always been: “{ask}.” No reason given. There had never been a reason given in advance.',
  ],
  act: [
    'So, one clear morning, {I} did exactly what it said, and told no one where {I} was going.',
    'It took {me} a few weeks to be ready. Then {I} went, the way the note said, without asking anyone why.',
  ],
  find: [
    'Halfway there, {I} understood. It was a way once taken together, long ago, when {I} was small enough to be carried part of it. {I:cap} had forgotten it completely, and it had been kept all this time.',
    'At the end of it there was no treasure and no letter. Only the place itself, exactly as it had been that last time, long ago, and a feeling, sudden and certain, of not being there alone.',
  ],
  end: [
    '{I:cap} understood, the way the note had promised. Every year since, on the same day, {I} have gone back.',
    '{I:cap} kept the note after that. Some instructions are not for doing once; they are for remembering how.',
  ],
};

const vi: BequestBeats = {
  react: [
    '{I} nhận ra nét chữ trước cả khi đọc. Lúc nào cũng vậy: một lời dặn ngắn gọn, không bao giờ kèm lý do. “{ask}.”',
    'Mảnh giấy ngắn, như mọi mảnh giấy viết bằng nét chữ ấy: “{ask}.” Không có lý do. Chưa bao giờ có lý do nói trước.',
  ],
  act: [
    'Thế là vào một buổi sáng trời trong, {I} làm đúng như lời dặn, và không nói với ai mình đi đâu.',
    '{I} mất mấy tuần mới sẵn sàng. Rồi {I} đi, đúng như mảnh giấy dặn, không hỏi ai lý do.',
  ],
  find: [
    'Đi được nửa đường thì {I} hiểu. Đó là con đường hai người từng đi cùng nhau ngày xưa, hồi {I} còn bé đến mức được bế một đoạn. {I} đã quên sạch, vậy mà nó vẫn được giữ lại suốt bấy lâu.',
    'Cuối đường chẳng có kho báu hay lá thư nào. Chỉ có chính nơi ấy, y như lần cuối hai người ở đó cùng nhau, và một cảm giác bất chợt mà chắc chắn rằng mình không ở đó một mình.',
  ],
  end: [
    '{I} đã hiểu, đúng như mảnh giấy hứa. Từ đó, năm nào cũng vào ngày ấy, {I} lại quay về.',
    '{I} giữ mảnh giấy từ đó. Có những lời dặn không phải để làm một lần, mà để nhớ cách làm.',
  ],
};

const ko: BequestBeats = {
  react: [
    '읽기도 전에 글씨부터 알아보았다. 늘 그랬다. 짧은 한마디, 이유는 한 번도 붙이지 않는. “{ask}.”',
    '쪽지는 짧았다. 그 글씨로 쓴 쪽지는 언제나 그랬다. “{ask}.” 이유는 없었다. 이유를 미리 말해 준 적은 한 번도 없었다.',
  ],
  act: [
    '그래서 어느 맑은 아침, {I:는} 쪽지에 적힌 그대로 했다. 어디 가는지는 아무에게도 말하지 않았다.',
    '마음의 준비를 하는 데 몇 주가 걸렸다. 그러고는 쪽지에 적힌 대로, 아무에게도 이유를 묻지 않고 떠났다.',
  ],
  find: [
    '반쯤 갔을 때 {I:는} 알았다. 아주 오래전 둘이 함께 다니던 길이었다. {I:이} 너무 어려서 중간에 업혀 가던 길. 까맣게 잊고 있었는데, 그 길은 내내 {me}를 위해 남겨져 있었다.',
    '그 끝에는 보물도, 편지도 없었다. 둘이 마지막으로 함께 왔을 때 그대로인 그곳과, 혼자가 아니라는 갑작스럽고도 분명한 느낌뿐이었다.',
  ],
  end: [
    '쪽지가 약속한 대로, {I:는} 알게 되었다. 그 뒤로 해마다 같은 날이면 {I:는} 그곳에 간다.',
    '그 뒤로 {I:는} 쪽지를 간직했다. 어떤 당부는 한 번 하고 끝내라는 게 아니라, 그 방법을 기억하라는 것이다.',
  ],
};

const zh: BequestBeats = {
  react: [
    '还没读，{I}就先认出了那笔字。一直都是这样：一句嘱咐，很短，从来不附理由。“{ask}。”',
    '纸条很短，那笔字写的纸条向来如此：“{ask}。”没有理由。理由从来都不会提前说。',
  ],
  act: [
    '于是在一个晴朗的早上，{I}照着纸条上说的做了，没告诉任何人要去哪儿。',
    '{I}花了好几个星期才准备好。然后就照纸条说的去了，没有问任何人为什么。',
  ],
  find: [
    '走到一半，{I}明白了。那是很多年前两个人一起走过的路，那时{I}还小，有一段是被背着走的。{I}早就忘得一干二净，可这条路一直替{I}留着。',
    '尽头没有宝藏，也没有信。只有那个地方本身，和两个人最后一次一起来时一模一样，还有一种突如其来、却很确定的感觉：{I}不是一个人在那里。',
  ],
  end: [
    '就像纸条说的，{I}明白了。从那以后，每年的同一天，{I}都会回去。',
    '从那以后{I}一直留着那张纸条。有些嘱咐不是让人做一次，而是让人记住怎么做。',
  ],
};

/** The bequest plot's lines per language. */
export const bequestLines: Readonly<Record<ContentLanguage, BequestBeats>> = { en, vi, ko, zh };
