/**
 * Lines of the farewell plot (story-farewell15.ts), per language: a place the narrator knew (a bakery, a noodle shop,
 * a bookshop) has closed or is closing; the narrator remembers it, goes to say the thanks they never said, finds they
 * were not the only one, and keeps something of it. Four beats, three lines each, one drawn by the seed. Slots: {I}
 * {me} {my} (the narrator or the named hero), {place} (the place as the opening names it).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The beats of the farewell plot, in order. */
export type FarewellBeat = 'react' | 'act' | 'find' | 'end';

/** One language's lines, per beat. */
export type FarewellLines = Readonly<Record<FarewellBeat, readonly string[]>>;

const en: FarewellLines = {
  react: [
    '{I:cap} stood outside {place} longer than {I} meant to, reading the window as if it might change.',
    '{I:cap} had not been inside {place} in months. Now that {I} could not go in, {I} wanted to more than anything.',
    'For a while {I} only stood there, remembering all the small, ordinary times in {place}.',
  ],
  act: [
    '{I:cap} went to find the owner, to say the thank-you {I} had never thought to say.',
    '{I:cap} wrote a few lines on a card and tucked it into the door, beside the others already there.',
    '{I:cap} asked around until someone knew where the owner could be found, and went to say goodbye properly.',
  ],
  find: [
    'There were more cards in the door than {I} expected. Everyone, it seemed, had a small memory of {place}.',
    'The owner laughed when {I} explained who {I} was: they remembered, down to what {I} always ordered.',
    'It turned out {I} was not the only one. People had been coming by all week to say the same thing.',
  ],
  end: [
    'Something else will open there one day. {I:cap} still slowed down every time {I} passed.',
    '{I:cap} kept the last receipt. It was a silly thing to keep, and {I} kept it anyway.',
    'Places close. What happened in them stays with the people who were there, and {I} was one of them.',
  ],
};

const vi: FarewellLines = {
  react: [
    '{I} đứng trước {place} lâu hơn mình định, đọc đi đọc lại tấm biển như thể nó sẽ đổi khác.',
    'Mấy tháng rồi {I} không ghé {place}. Giờ không vào được nữa, {I} lại muốn vào hơn bao giờ hết.',
    'Một lúc {I} chỉ đứng đó, nhớ lại bao lần bình thường, nho nhỏ ở {place}.',
  ],
  act: [
    '{I} đi tìm chủ quán, để nói lời cảm ơn mà trước giờ chưa từng nghĩ sẽ nói.',
    '{I} viết vài dòng lên một tấm thiệp, nhét vào khe cửa, cạnh những tấm thiệp đã có sẵn ở đó.',
    '{I} hỏi quanh cho đến khi có người biết chủ quán giờ ở đâu, rồi tìm đến chào một lời cho đàng hoàng.',
  ],
  find: [
    'Khe cửa có nhiều thiệp hơn {I} tưởng. Hóa ra ai cũng có một kỷ niệm nhỏ với {place}.',
    'Chủ quán bật cười khi {I} nói mình là ai: họ vẫn nhớ, nhớ cả món {I} hay gọi.',
    'Hóa ra {I} không phải người duy nhất. Cả tuần nay người ta cứ ghé qua, nói đúng một câu như thế.',
  ],
  end: [
    'Rồi sẽ có thứ khác mở ở đó. Nhưng mỗi lần đi ngang, {I} vẫn chậm bước lại.',
    '{I} giữ lại tờ hóa đơn cuối cùng. Giữ thứ ấy thì hơi ngớ ngẩn, nhưng {I} vẫn giữ.',
    'Quán rồi cũng đóng. Nhưng những gì đã xảy ra trong đó thì ở lại với những người từng có mặt, trong đó có {I}.',
  ],
};

const ko: FarewellLines = {
  react: [
    '{I:은} 생각보다 오래 {place} 앞에 서서, 안내문이 바뀌기라도 할 것처럼 읽고 또 읽었다.',
    '몇 달째 {place}에 가지 않았었다. 이제 들어갈 수 없게 되자, 그 어느 때보다 들어가고 싶었다.',
    '한동안 {I:은} 그 앞에 서서, {place}에서 보낸 작고 평범한 시간들을 떠올렸다.',
  ],
  act: [
    '{I:은} 사장님을 찾아갔다. 한 번도 해 볼 생각을 못 했던 고맙다는 말을 하려고.',
    '{I:은} 카드에 몇 줄을 적어 문틈에 끼워 두었다. 이미 꽂혀 있는 다른 카드들 옆에.',
    '{I:은} 여기저기 물어 사장님이 어디 계신지 알아냈고, 제대로 인사를 하러 갔다.',
  ],
  find: [
    '문틈에는 생각보다 카드가 많았다. 다들 {place}에 작은 추억 하나씩은 있었던 거다.',
    '누구인지 말하자 사장님이 웃으셨다. 기억하고 계셨다. {I:이} 늘 시키던 메뉴까지.',
    '알고 보니 {I}만 그런 게 아니었다. 일주일 내내 사람들이 찾아와 똑같은 말을 하고 갔다고 했다.',
  ],
  end: [
    '언젠가 그 자리에 다른 가게가 들어설 것이다. 그래도 {I:은} 지날 때마다 걸음을 늦췄다.',
    '{I:은} 마지막 영수증을 간직했다. 별것 아닌 종이인데, 그래도 간직했다.',
    '가게는 문을 닫는다. 하지만 그 안에서 있었던 일은 거기 있던 사람들과 함께 남는다.',
  ],
};

const zh: FarewellLines = {
  react: [
    '{I}在{place}门口站了很久，把门上的告示读了一遍又一遍，好像它会变似的。',
    '{I}已经好几个月没去{place}了。现在进不去了，反而比什么时候都想进去。',
    '{I}在那儿站了一会儿，想起在{place}度过的那些平平常常的小时光。',
  ],
  act: [
    '{I}去找了老板，想把从来没想过要说的那声谢谢说出来。',
    '{I}在一张卡片上写了几行字，塞进门缝，和已经塞在那儿的卡片放在一起。',
    '{I}到处打听，终于知道老板现在在哪儿，专门去好好道了个别。',
  ],
  find: [
    '门缝里的卡片比{I}想的还多。原来每个人都有一点关于{place}的回忆。',
    '{I}说了自己是谁，老板笑了：还记得，连{I}每次点什么都记得。',
    '原来不只是{I}。这一个星期，一直有人来，说的都是同一句话。',
  ],
  end: [
    '总有一天那里会开别的店。可每次经过，{I}还是会放慢脚步。',
    '{I}留着最后那张小票。留这种东西有点傻，可{I}还是留着。',
    '店会关门。可在店里发生过的事，会留在当时在场的人心里，{I}也是其中一个。',
  ],
};

/** The farewell plot's lines per language. */
export const farewellLines: Readonly<Record<ContentLanguage, FarewellLines>> = { en, vi, ko, zh };
