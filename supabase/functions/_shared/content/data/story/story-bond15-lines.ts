/**
 * Lines of the bond plot (story-bond15.ts), per language and mode: someone who keeps doing a small thing for the
 * narrator (sends a photo every morning, cooks for them) is answered in kind (`gesture`); someone who is angry with
 * the narrator over a thing the narrator did is apologised to and made up with (`mend`); something someone close gave
 * or made for the narrator once (sold his motorbike to buy me a laptop, wrote me a letter) is thanked properly (`gift`). Four beats, three lines each,
 * one drawn by the seed. No line brings a cause, a place or a person the opening did not give. Slots: {I} {me} {my}
 * (the narrator or the named hero), {name} (the person, as the opening names them).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The beats of the bond plot, in order. */
export type BondBeat = 'react' | 'act' | 'find' | 'end';

/** The modes of the bond plot. */
export type BondMode = 'gesture' | 'mend' | 'gift';

/** One language's lines: per mode, per beat. */
export type BondLines = Readonly<Record<BondMode, Readonly<Record<BondBeat, readonly string[]>>>>;

const en: BondLines = {
  gift: {
    react: [
      '{I:cap} did not know what to say. It was more than a thing; it was {name} saying something without words.',
      'For a while {I} only held it, and thought about what it must have cost {name}, and not only in money.',
      '{I:cap} tried to say thank you, and it came out smaller than {I} meant.',
    ],
    act: [
      'So {I} said it again later, properly, looking {name} in the eye.',
      '{I:cap} made sure {name} saw how much it was used, and how carefully.',
      'That night {I} wrote {name} a few lines back, the first in a long time.',
    ],
    find: [
      '{name:cap} waved it away, as if it were nothing. It was not nothing, and both of them knew it.',
      '{name:cap} only said that this was what it was for, and changed the subject.',
      '{name:cap} went quiet, then smiled, and that smile said more than the thank-you had.',
    ],
    end: [
      '{I:cap} kept it, and the feeling of that day with it.',
      'Years later, it was still the first thing {I} would have saved.',
      'Some gifts are really about the giver. This one was, and {I} never forgot it.',
    ],
  },
  gesture: {
    react: [
      'For a long time {I} took it for granted, the way you take the sunrise for granted.',
      '{I:cap} never properly said thank you. But {I} counted on it more than {I} let on.',
      'Some days it was the first good thing {I} saw, and the day went better for it.',
    ],
    act: [
      'One day {I} finally sent something back: a small thing of {my} own, from where {I} was.',
      'So {I} called {name}, not about anything, just to say that every single one had been seen.',
      '{I:cap} started doing the same in return, clumsily at first.',
    ],
    find: [
      '{name:cap} did not make much of it. {name:cap} had only wanted {me} to know that someone was thinking of {me}, every day.',
      'It had never been about the thing itself. It was the way {name} said what was hard to say out loud.',
      '{name:cap} admitted it was the best part of the day on that side too.',
    ],
    end: [
      'After that it went both ways, and nobody missed a day.',
      '{I:cap} kept every one of them.',
      'Some things do not need an answer. They need to be noticed, and {I} had noticed.',
    ],
  },
  mend: {
    react: [
      '{I:cap} had thought it was a small thing. To {name}, it clearly was not, and that was what mattered.',
      'For a day {I} waited for it to blow over. It did not.',
      '{I:cap} kept going over it, and every time, {I} came out of it the one in the wrong.',
    ],
    act: [
      'So {I} said sorry properly, with no "but" at the end of it.',
      '{I:cap} went out, put it right as best {I} could, and left it where {name} would find it, with a note.',
      'In the end {I} knocked, sat down beside {name}, and said the plain thing: {I} had been wrong, and {I} was sorry.',
    ],
    find: [
      '{name:cap} stayed quiet for a long moment. Then it came out: it had never really been about the thing itself, but about not being thought of.',
      '{name:cap} tried to keep a straight face, and failed.',
      'It turned out {name} had been waiting for {me} to come, and had not known how to make the first move either.',
    ],
    end: [
      'By evening {name} and {I} were laughing about it.',
      'After that, {I} asked first. It was a small thing to learn, and {I} learned it.',
      'The quarrel became a story the family liked to tell, and {name} always told it best.',
    ],
  },
};

const vi: BondLines = {
  gift: {
    react: [
      '{I} không biết nói gì. Đó không chỉ là một món đồ; đó là {name} nói một điều mà không cần lời.',
      'Một lúc lâu {I} chỉ cầm nó trên tay, nghĩ xem {name} đã phải đánh đổi những gì, không chỉ là tiền.',
      '{I} cố nói lời cảm ơn, mà nói ra nghe nhỏ hơn mình định.',
    ],
    act: [
      'Thế là sau đó {I} nói lại lần nữa, cho đàng hoàng, nhìn thẳng vào mắt {name}.',
      '{I} để {name} thấy mình dùng nó nhiều thế nào, và giữ gìn cẩn thận thế nào.',
      'Tối hôm ấy {I} viết cho {name} vài dòng, lần đầu sau một thời gian dài.',
    ],
    find: [
      '{name} gạt đi, như thể chẳng có gì. Nhưng đâu phải chẳng có gì, và cả hai đều biết.',
      '{name} chỉ bảo thì để làm thế mà, rồi lảng sang chuyện khác.',
      '{name} im một lúc, rồi cười, và nụ cười ấy nói nhiều hơn lời cảm ơn.',
    ],
    end: [
      '{I} giữ nó lại, giữ cả cảm giác của ngày hôm ấy.',
      'Nhiều năm sau, đó vẫn là thứ đầu tiên {I} muốn giữ lại.',
      'Có những món quà thật ra là về người tặng. Món quà này là vậy, và {I} chẳng bao giờ quên.',
    ],
  },
  gesture: {
    react: [
      'Lâu lắm {I} cứ coi đó là chuyện đương nhiên, như mặt trời mọc mỗi sáng.',
      '{I} chưa bao giờ cảm ơn cho đàng hoàng. Nhưng {I} mong chờ điều ấy hơn mình thể hiện.',
      'Có những ngày đó là điều tốt đẹp đầu tiên {I} thấy, và cả ngày nhờ thế mà dễ chịu hơn.',
    ],
    act: [
      'Rồi một hôm {I} cũng gửi lại một thứ: một điều nho nhỏ của riêng mình, từ nơi {I} đang ở.',
      'Thế là {I} gọi cho {name}, chẳng vì chuyện gì, chỉ để nói rằng lần nào {I} cũng thấy cả.',
      '{I} bắt đầu làm điều tương tự để đáp lại, lúc đầu còn vụng về.',
    ],
    find: [
      '{name} chẳng nói gì to tát. {name} chỉ muốn {I} biết rằng ngày nào cũng có người nghĩ đến mình.',
      'Chưa bao giờ là vì bản thân món đồ. Đó là cách {name} nói điều khó nói thành lời.',
      '{name} thú nhận đó cũng là lúc vui nhất trong ngày của mình.',
    ],
    end: [
      'Từ đó chuyện ấy đi theo cả hai chiều, và chẳng ai bỏ ngày nào.',
      '{I} giữ lại tất cả.',
      'Có những điều không cần trả lời. Chỉ cần được nhận ra, và {I} đã nhận ra.',
    ],
  },
  mend: {
    react: [
      '{I} cứ tưởng đó là chuyện nhỏ. Với {name} thì rõ ràng không phải, và đó mới là điều quan trọng.',
      'Một ngày trôi qua, {I} chờ mọi chuyện tự nguôi. Nhưng không.',
      '{I} nghĩ đi nghĩ lại, lần nào cũng thấy người sai là mình.',
    ],
    act: [
      'Thế là {I} xin lỗi cho đàng hoàng, không kèm chữ “nhưng” nào ở cuối.',
      '{I} đi ra ngoài, sửa lại được gì thì sửa, rồi để ở chỗ {name} sẽ thấy, kèm một mẩu giấy.',
      'Cuối cùng {I} gõ cửa, ngồi xuống cạnh {name}, nói đúng một điều: {I} sai rồi, {I} xin lỗi.',
    ],
    find: [
      '{name} im lặng một lúc lâu. Rồi mới nói ra: chuyện chưa bao giờ là vì món đồ, mà là vì cảm giác không được ai nghĩ tới.',
      '{name} cố giữ vẻ mặt nghiêm, nhưng không nhịn được cười.',
      'Hóa ra {name} cũng đang chờ {I} đến, chỉ là không biết mở lời trước thế nào.',
    ],
    end: [
      'Đến tối, {name} và {I} đã cùng cười về chuyện ấy.',
      'Từ đó {I} luôn hỏi trước. Một điều nhỏ thôi, và {I} đã học được.',
      'Trận giận dỗi ấy thành chuyện cả nhà hay kể lại, và {name} luôn là người kể hay nhất.',
    ],
  },
};

const ko: BondLines = {
  gift: {
    react: [
      '{I:은} 뭐라고 해야 할지 몰랐다. 그건 물건 이상이었다. {name:이} 말없이 건넨 말이었다.',
      '한동안 {I:은} 그걸 손에 들고만 있었다. {name:이} 그걸 위해 무엇을 내려놓았을지, 돈만이 아닐 것 같았다.',
      '{I:은} 고맙다고 말하려 했지만, 생각보다 작은 목소리로 나왔다.',
    ],
    act: [
      '그래서 나중에 {I:은} 다시 말했다. 이번엔 제대로, {name}의 눈을 보면서.',
      '{I:은} 그걸 얼마나 자주, 얼마나 아껴 쓰는지 {name:이} 볼 수 있게 했다.',
      '그날 밤 {I:은} {name:에게} 몇 줄을 적었다. 참 오랜만이었다.',
    ],
    find: [
      '{name:은} 별것 아니라는 듯 손사래를 쳤다. 별것 아닌 게 아니었고, 둘 다 그걸 알았다.',
      '{name:은} 원래 이러라고 있는 거라고만 하고, 말을 돌렸다.',
      '{name:은} 잠시 말이 없다가 웃었다. 그 웃음이 고맙다는 말보다 많은 걸 말해 주었다.',
    ],
    end: [
      '{I:은} 그걸 간직했다. 그날의 마음까지 함께.',
      '몇 년이 지나도, 그건 {I:이} 제일 먼저 챙길 물건이었다.',
      '어떤 선물은 사실 주는 사람에 관한 것이다. 이 선물이 그랬고, {I:은} 한 번도 잊지 않았다.',
    ],
  },
  gesture: {
    react: [
      '처음엔 {I:은} 그게 당연한 줄 알았다. 해가 뜨는 게 당연한 것처럼.',
      '{I:은} 고맙다는 말을 제대로 한 적이 없었다. 그래도 생각보다 훨씬 그걸 기다리고 있었다.',
      '어떤 날은 그게 하루 중 처음 본 좋은 일이었고, 덕분에 하루가 조금 나아졌다.',
    ],
    act: [
      '어느 날 {I:은} 드디어 답을 보냈다. {I:이} 있는 곳에서, 작은 것 하나를.',
      '그래서 {I:은} {name:에게} 전화를 걸었다. 별일은 없고, 하나도 빠짐없이 다 보고 있다고 말하려고.',
      '{I:은} 서툴게나마 똑같이 돌려주기 시작했다.',
    ],
    find: [
      '{name:은} 대수롭지 않다는 듯 말했다. 매일 누군가 생각하고 있다는 걸 알려 주고 싶었을 뿐이라고.',
      '그건 처음부터 그 물건 얘기가 아니었다. 입으로 하기 어려운 말을 {name:이} 전하는 방식이었다.',
      '{name:은} 그게 자기 하루에서도 제일 좋은 시간이라고 털어놓았다.',
    ],
    end: [
      '그 뒤로는 서로 주고받게 되었고, 하루도 거른 적이 없다.',
      '{I:은} 그걸 하나도 빠짐없이 간직했다.',
      '어떤 건 대답이 필요 없다. 알아봐 주기만 하면 된다. 그리고 {I:은} 알아보았다.',
    ],
  },
  mend: {
    react: [
      '{I:은} 별일 아니라고 생각했다. 하지만 {name}에게는 분명 별일이었고, 중요한 건 그거였다.',
      '하루쯤 지나면 풀리겠지 했다. 풀리지 않았다.',
      '{I:은} 몇 번이고 곱씹어 보았고, 그때마다 잘못한 쪽은 {I}였다.',
    ],
    act: [
      '그래서 {I:은} 제대로 사과했다. 끝에 “근데”를 붙이지 않고.',
      '{I:은} 나가서 할 수 있는 만큼 되돌려 놓고, {name:이} 볼 만한 곳에 쪽지와 함께 두었다.',
      '결국 {I:은} 문을 두드리고 {name} 옆에 앉아, 있는 그대로 말했다. 내가 잘못했어, 미안해.',
    ],
    find: [
      '{name:은} 한참 말이 없었다. 그러다 털어놓았다. 사실 그 물건 때문이 아니라, 자기를 생각해 주지 않은 것 같아서였다고.',
      '{name:은} 끝까지 화난 얼굴을 하려다 결국 웃음을 터뜨렸다.',
      '알고 보니 {name}도 {I:이} 먼저 와 주기를 기다리고 있었다. 먼저 말을 꺼낼 방법을 몰랐을 뿐.',
    ],
    end: [
      '저녁쯤엔 {name:과} 둘이 그 일을 두고 웃고 있었다.',
      '그 뒤로 {I:은} 먼저 물어보게 되었다. 작은 일이었지만, 배웠다.',
      '그 다툼은 온 가족이 두고두고 하는 이야기가 되었고, 제일 재미있게 하는 건 늘 {name}였다.',
    ],
  },
};

const zh: BondLines = {
  gift: {
    react: [
      '{I}不知道该说什么。那不只是一样东西，是{name}没说出口的话。',
      '{I}拿在手里好一会儿，想着{name}为了它放下了什么，恐怕不只是钱。',
      '{I}想说谢谢，说出来却比想的小声。',
    ],
    act: [
      '于是后来{I}又说了一遍，好好地，看着{name}的眼睛说。',
      '{I}特意让{name}看见，自己用得有多勤，多爱惜。',
      '那天晚上，{I}给{name}写了几行字，好久没这样了。',
    ],
    find: [
      '{name}摆摆手，好像没什么。可那不是没什么，两个人都知道。',
      '{name}只说，本来就是为这个，然后岔开了话题。',
      '{name}沉默了一会儿，笑了，那个笑比一声谢谢说得更多。',
    ],
    end: [
      '{I}把它留着，连同那一天的心情。',
      '很多年以后，那还是{I}会第一个收好的东西。',
      '有些礼物，说的其实是送礼物的人。这一件就是，{I}一直没忘。',
    ],
  },
  gesture: {
    react: [
      '很长一段时间，{I}都觉得这是理所当然的，就像太阳每天都会升起。',
      '{I}从来没好好说过谢谢，可心里比表现出来的更盼着它。',
      '有些日子，那是{I}一天里看到的第一件好事，那一天也因此好过一点。',
    ],
    act: [
      '有一天，{I}终于也回了一样东西：从{I}这边，一件小小的、自己的东西。',
      '于是{I}给{name}打了个电话，没什么事，只是想说，每一次{I}都看到了。',
      '{I}也开始照样回过去，一开始还笨手笨脚的。',
    ],
    find: [
      '{name}说得轻描淡写：只是想让{I}知道，每天都有人惦记着。',
      '从来就不是东西本身。那是{name}说那些说不出口的话的方式。',
      '{name}承认，那也是自己一天里最开心的时候。',
    ],
    end: [
      '从那以后，变成了有来有往，谁也没落下过一天。',
      '{I}把每一个都留着。',
      '有些事不需要回答，只需要被看见。{I}看见了。',
    ],
  },
  mend: {
    react: [
      '{I}本来觉得是件小事。可对{name}来说显然不是，而这才是要紧的。',
      '{I}等了一天，想着过去就好了。没有过去。',
      '{I}翻来覆去地想，每一次，错的都是自己。',
    ],
    act: [
      '于是{I}好好地道了歉，后面没有加“可是”。',
      '{I}出门尽量把事情补回来，放在{name}一眼能看到的地方，还留了张纸条。',
      '最后{I}敲了门，在{name}旁边坐下，说了最简单的话：是我不对，对不起。',
    ],
    find: [
      '{name}沉默了很久，才说出来：其实从来不是为了那样东西，而是觉得自己没被放在心上。',
      '{name}想板着脸，没板住，笑了出来。',
      '原来{name}也一直在等{I}过来，只是不知道怎么先开口。',
    ],
    end: [
      '到了晚上，{name}和{I}已经在为这件事笑了。',
      '从那以后，{I}会先问一声。事情很小，可{I}学会了。',
      '那次吵架成了全家爱讲的故事，讲得最好的总是{name}。',
    ],
  },
};

/** The bond plot's lines per language. */
export const bondLines: Readonly<Record<ContentLanguage, BondLines>> = { en, vi, ko, zh };
