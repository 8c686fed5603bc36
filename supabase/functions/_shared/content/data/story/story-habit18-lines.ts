/**
 * Lines of the habit plot (story-habit18.ts), per language and kind, in four beats (react | act, find | end), one line
 * of each drawn by the seed:
 * - `habit`: someone keeps doing a thing, day after day (grandma sets a place for someone named Arthur, 爷爷每天去河边
 *   钓鱼却从不带鱼回来): the teller stops guessing and watches the whole of it once, joins in, and the reason comes out
 *   as a story of its own (someone did this for them once; it was a loved one's habit first; a promise to someone who
 *   never came back), never as "the reason was small and kind";
 * - `kinFind` replaces the toMe find beat when the one is the teller's own kin: what they never learned to say aloud;
 * - `habitFor` replaces the habit's find beat when the opening names the one it is done for ({for}: Arthur);
 * - `toMe`: someone keeps doing a small thing for the teller (coffee on the doorstep, one English sentence every
 *   morning, 옆집 아이가 매일 …을 보러 온다): answered in kind, and the reason is someone the teller reminds them of,
 *   or a kindness passed on.
 * Slots: {I} {me} {my} (the narrator or the named hero), {who} (the person, as the opening names them), {they} {them}
 * {their} (their pronoun in English, or their name again), {for} (the one a habit is for), {object} (the thing the
 * habit leaves or tends, when the opening names one).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The plot's kinds. */
export type HabitKind = 'habit' | 'toMe';

/** The four beats of one kind. */
export type HabitBeats = Readonly<Record<'react' | 'act' | 'find' | 'end', readonly string[]>>;

/** One language's lines: the two kinds, and the habit's find beat when the opening names whom it is for. */
export interface HabitLines {
  habit: HabitBeats;
  toMe: HabitBeats;
  habitFor: readonly string[];
  /** The find beat of a habit aimed at the teller by their own kin (Dad cooks for me every morning). */
  kinFind: readonly string[];
  /** A last sentence that names the habit's thing ({object}: the red glove, 苹果), when the opening names one. */
  objectEnd: string;
}

const en: HabitLines = {
  habit: {
    react: [
      'Everyone around {who} had long since stopped asking about it; it had simply become part of how things were. {I:cap} decided not to ask either. {I:cap} would watch.',
      '{I:cap} had seen it so often that {I} had stopped seeing it. Then one day {I} noticed how carefully {who} did it, the same way every time, as if someone were watching who would mind if it were done badly.',
      'It was the care in it that caught {my} eye: {who} never hurried it and never skipped a day, not even when it rained.',
    ],
    act: [
      'So one day {I} stayed and watched the whole of it, from beginning to end. {they:cap} did not hurry. At the end {they} stood still for a moment and quietly said a name, one {I} had never heard before.',
      'The next time, {I} joined in instead of watching. {who:cap} looked up, surprised, then made room without a word and showed {me} how it was done properly.',
      'One evening {I} simply sat down nearby and stayed until it was done. Only then did {who} notice {me} there, and {they} did not seem to mind at all.',
    ],
    find: [
      'Later {who} told {me} the story. Long ago, at a time when {they} had nobody, someone had done exactly this, every day, for {them}. That person had been gone for many years, and this was the only way {who} knew to keep saying thank you.',
      'Then {who} told {me}. It had been someone else\'s habit first, someone {they} had loved, and when that person died, {who} simply picked it up where they had left off, so that it would not stop.',
      'It came out slowly, over tea. It had begun with a promise, made a long time ago to someone who went away and said they would come back. They never did, and {who} knew it. But a promise kept this long was no longer about whether anyone came back.',
    ],
    end: [
      'From then on, whenever {I} was there, {I} did it too, beside {who}. Neither {I} nor {who} ever explained it to anyone. It did not need explaining.',
      'After that, {I} never again saw it as something odd that {who} did. It was the longest thank-you {I} had ever seen.',
      'From then on {I} went along whenever {I} could, and {who} never once had to ask.',
    ],
  },
  habitFor: [
    '{for}, {who} told {me} at last, had been the first person who was ever kind to {them}, a long time ago, and had gone away and never come back. This was the one promise {who} could still keep: if {for} ever came back, everything would be ready.',
    '"It\'s for {for}," {who} said, as if that explained everything. Only later did {I} learn who {for} had been: someone {who} had loved a long time ago, and lost, and never once stopped keeping faith with.',
  ],
  kinFind: [
    'It took {me} years to understand it. {who:cap} had never learned to say certain things out loud; nobody had ever said them to {them} either. So {they} said them the only way {they} knew, every day, in this.',
    'Once {I} asked, and {who} only shrugged and said it was nothing. But later {I} found out how long {they} had been doing it, and what {they} had given up to keep doing it, and {I} understood that it had never been nothing.',
  ],
  objectEnd: 'Whenever {I} saw {object} after that, {I} thought of all the years behind it.',
  toMe: {
    react: [
      'At first {I} did not know what to do with it. Then {I} started to look forward to it, and that worried {me} a little more.',
      'For a while {I} tried to work out what {who} wanted. Nothing, it seemed. It just kept happening, as regular as the morning light.',
    ],
    act: [
      'So one day {I} answered it in kind: {I} got there first and did something small for {who} in return.',
      'In the end {I} waited for {who}, to say thank you properly at least, and to ask for nothing.',
    ],
    find: [
      '{who:cap} looked a little embarrassed, then told {me}: long ago there had been someone {I} reminded {them} of, someone {they} had done the very same thing for, every day. That person was far away now, and {who} had missed the habit more than {they} could say.',
      'It was simple, in the end. {who:cap} had once been new and alone in a place like this, and someone had done exactly this for {them}. {they:cap} had been passing it on ever since, and this time it had come to {me}.',
    ],
    end: [
      'Now it goes both ways. It is a small thing, and it is one of the best parts of the day.',
      '{I:cap} never found a way to pay it back exactly. In the end {I} stopped trying, and passed it on instead.',
    ],
  },
};

const vi: HabitLines = {
  habit: {
    react: [
      'Mọi người quanh {who} từ lâu đã thôi thắc mắc; chuyện ấy đã thành một phần của cuộc sống. {I} quyết định cũng không hỏi. {I} sẽ để ý.',
      '{I} đã thấy cảnh ấy nhiều đến mức không còn thật sự nhìn nữa. Rồi một hôm {I} để ý {who} làm việc đó cẩn thận biết bao, lần nào cũng y như nhau, như thể có ai đang nhìn và sẽ buồn nếu làm qua loa.',
      'Điều khiến {I} chú ý là sự chăm chút: {who} chưa bao giờ vội, chưa bỏ một ngày nào, kể cả hôm trời mưa.',
    ],
    act: [
      'Thế là một hôm {I} ở lại xem từ đầu đến cuối. {who} không vội. Xong việc, {who} đứng lặng một lúc rồi khẽ gọi một cái tên, một cái tên {I} chưa nghe bao giờ.',
      'Lần sau, thay vì đứng nhìn, {I} làm cùng. {who} ngẩng lên, hơi ngạc nhiên, rồi lặng lẽ nhường chỗ và chỉ cho {I} làm sao cho đúng.',
      'Một chiều {I} chỉ lặng lẽ ngồi gần đó cho đến khi xong việc. Lúc ấy {who} mới thấy {I}, và có vẻ chẳng phiền chút nào.',
    ],
    find: [
      'Sau đó {who} kể cho {I} nghe. Ngày xưa, lúc {who} chẳng còn ai, có một người ngày nào cũng làm đúng như vậy cho {who}. Người ấy đã đi xa nhiều năm rồi, và đây là cách duy nhất {who} biết để tiếp tục nói lời cảm ơn.',
      'Rồi {who} kể. Thói quen ấy vốn là của một người khác, một người {who} rất thương. Khi người ấy mất, {who} cứ thế làm tiếp từ chỗ người ấy bỏ dở, để nó đừng dừng lại.',
      'Câu chuyện đến chậm rãi, bên ấm trà. Tất cả bắt đầu từ một lời hứa, hứa từ rất lâu với một người đã đi xa và bảo sẽ quay về. Người ấy không về, và {who} biết thế. Nhưng một lời hứa giữ lâu đến vậy thì không còn là chuyện có ai về hay không nữa.',
    ],
    end: [
      'Giờ mỗi lần ở đó, {I} cũng làm cùng {who}. Chẳng ai giải thích với ai. Chuyện ấy không cần giải thích.',
      'Từ đó {I} không còn thấy đó là chuyện lạ của {who} nữa. Đó là lời cảm ơn dài nhất {I} từng thấy.',
      'Từ hôm ấy, hễ được là {I} đi cùng, và {who} chưa phải gọi lần nào.',
    ],
  },
  habitFor: [
    'Cuối cùng {who} kể: {for} là người đầu tiên từng tử tế với {who}, từ rất lâu rồi, rồi đi xa và không bao giờ trở lại. Đây là lời hứa duy nhất {who} còn giữ được: nếu một ngày {for} quay về, mọi thứ vẫn sẵn sàng.',
    '“Cho {for} đấy,” {who} nói, như thể thế là đủ. Mãi sau {I} mới biết {for} là ai: một người {who} từng thương, từ rất lâu, đã mất đi, nhưng {who} chưa bao giờ thôi giữ lời.',
  ],
  kinFind: [
    'Phải nhiều năm sau {I} mới hiểu. {who} chưa bao giờ học được cách nói những lời ấy thành tiếng; hồi nhỏ cũng chẳng ai nói với {who}. Nên {who} nói bằng cách duy nhất mình biết, ngày nào cũng vậy, bằng chính việc này.',
    'Có lần {I} hỏi, {who} chỉ nhún vai bảo chẳng có gì. Nhưng về sau {I} mới biết {who} đã làm vậy bao lâu, và đã bỏ lại những gì để làm được, và {I} hiểu đó chưa bao giờ là chẳng có gì.',
  ],
  objectEnd: 'Từ đó, mỗi lần nhìn thấy {object}, {I} lại nghĩ đến tất cả những năm tháng phía sau.',
  toMe: {
    react: [
      'Lúc đầu {I} không biết phải đáp lại thế nào. Rồi {I} bắt đầu mong chờ nó, và điều đó làm {I} hơi lo.',
      '{I} mất một thời gian cố đoán {who} muốn gì. Hình như chẳng muốn gì cả. Chuyện ấy cứ đều đặn diễn ra, như nắng sớm.',
    ],
    act: [
      'Thế là một hôm {I} đáp lại theo cách của mình: {I} đến trước và làm một việc nhỏ cho {who}.',
      'Cuối cùng {I} đứng đợi {who}, ít nhất để cảm ơn cho đàng hoàng, và không hỏi gì thêm.',
    ],
    find: [
      '{who} hơi ngượng, rồi kể: ngày xưa có một người mà {I} làm {who} nhớ đến, một người {who} ngày nào cũng làm y như vậy cho. Giờ người ấy ở xa lắm, và {who} nhớ thói quen ấy hơn mình tưởng.',
      'Hóa ra rất đơn giản. {who} cũng từng là người mới, lạc lõng ở một nơi như thế này, và có người đã làm đúng điều ấy cho {who}. Từ đó {who} cứ thế trao lại cho người khác, và lần này đến lượt {I}.',
    ],
    end: [
      'Giờ thì chuyện ấy đến từ cả hai phía. Chỉ là một việc nhỏ, nhưng là một trong những khoảnh khắc đẹp nhất trong ngày.',
      '{I} chưa bao giờ tìm được cách trả lại cho đúng. Rồi {I} thôi tìm, và trao nó tiếp cho người khác.',
    ],
  },
};

const ko: HabitLines = {
  habit: {
    react: [
      '{who} 곁의 사람들은 오래전에 묻기를 그만두었다. 그냥 원래 그런 일이 되어 있었다. {I:도} 묻지 않기로 했다. 대신 지켜보기로 했다.',
      '너무 자주 봐서 오히려 보이지 않던 장면이었다. 그러다 어느 날 {who:이} 그 일을 얼마나 정성껏 하는지 눈에 들어왔다. 누가 지켜보고 있어서 대충 하면 서운해할 것처럼, 매번 똑같이.',
      '눈에 밟힌 건 그 정성이었다. {who:은} 한 번도 서두르지 않았고, 비가 오는 날에도 하루를 거르지 않았다.',
    ],
    act: [
      '그래서 어느 날 {I:는} 처음부터 끝까지 지켜보았다. {who:은} 서두르지 않았다. 다 끝나자 잠깐 가만히 서 있다가, {I:이} 한 번도 들어 본 적 없는 이름 하나를 조용히 불렀다.',
      '다음번엔 지켜보는 대신 옆에서 같이 했다. {who:은} 조금 놀란 얼굴로 고개를 들더니, 말없이 자리를 내주고 제대로 하는 법을 알려 주었다.',
      '어느 저녁 {I:는} 그냥 근처에 앉아 끝날 때까지 기다렸다. 다 끝나고서야 {who:은} {me:를} 알아보았고, 조금도 싫은 기색이 없었다.',
    ],
    find: [
      '나중에 {who:은} 이야기해 주었다. 아주 오래전 곁에 아무도 없던 시절, 누군가 매일 똑같이 {who:을} 위해 이 일을 해 주었다고. 그 사람은 떠난 지 오래였고, 이건 {who:이} 아는 유일한 고맙다는 인사였다.',
      '그제야 {who:은} 말해 주었다. 원래는 다른 사람의 습관이었다고. 무척 아끼던 사람이었는데, 그 사람이 세상을 떠나자 그 사람이 멈춘 자리에서 그대로 이어서 하기 시작했다고. 멈추지 않게.',
      '이야기는 찻잔을 사이에 두고 천천히 나왔다. 시작은 약속이었다. 아주 오래전, 멀리 떠나면서 꼭 돌아오겠다고 한 사람에게 한 약속. 그 사람은 돌아오지 않았고, {who:도} 그걸 알았다. 하지만 그렇게 오래 지킨 약속은 이제 누가 돌아오느냐의 문제가 아니었다.',
    ],
    end: [
      '이제 {I:는} 그곳에 있을 때면 {who} 옆에서 같이 한다. 누구에게도 설명하지 않는다. 설명할 필요가 없는 일이니까.',
      '그 뒤로 {I:는} 그걸 {who}의 별난 버릇으로 보지 않게 되었다. {I:이} 본 것 중 가장 긴 고맙다는 인사였다.',
      '그날 이후 {I:는} 틈이 날 때마다 따라나섰고, {who:은} 한 번도 {me:를} 부를 필요가 없었다.',
    ],
  },
  habitFor: [
    '{for:은} 아주 오래전 처음으로 따뜻하게 대해 준 사람이었다고, {who:은} 마침내 말했다. 멀리 떠나서 다시는 돌아오지 않은 사람. 언젠가 {for:이} 돌아오면 모든 게 준비되어 있도록. 그게 {who:이} 아직 지킬 수 있는 단 하나의 약속이었다.',
    '“{for} 거야.” {who:은} 그 말이면 다 설명된다는 듯이 말했다. 한참 뒤에야 {I:는} {for:이} 누구였는지 알게 되었다. 오래전 사랑했고, 잃었고, 그래도 한 번도 약속을 저버리지 않은 사람.',
  ],
  kinFind: [
    '그걸 이해하기까지 몇 년이 걸렸다. {who:은} 어떤 말들을 소리 내어 하는 법을 끝내 배우지 못했다. 어릴 적 누구도 그런 말을 해 준 적이 없었으니까. 그래서 아는 유일한 방법으로, 매일, 이렇게 말하고 있었던 것이다.',
    '한번은 {I:이} 물었지만, {who:은} 별거 아니라며 어깨만 으쓱했다. 나중에야 알았다. 그걸 얼마나 오래 해 왔는지, 계속하려고 무엇을 포기했는지. 그제야 {I:는} 그게 한 번도 별거 아닌 적이 없었다는 걸 알았다.',
  ],
  objectEnd: '그 뒤로 {object:을} 볼 때마다 {I:는} 그 뒤에 쌓인 세월을 생각한다.',
  toMe: {
    react: [
      '처음엔 어떻게 받아들여야 할지 몰랐다. 그러다 어느새 그걸 기다리게 되었고, 그게 조금 더 마음에 걸렸다.',
      '한동안 {I:는} {who:이} 원하는 게 뭘까 생각해 보았다. 아무것도 없는 것 같았다. 그 일은 아침 햇살처럼 꼬박꼬박 되풀이될 뿐이었다.',
    ],
    act: [
      '그래서 어느 날 {I:도} 똑같이 답하기로 했다. 먼저 가서, {who}에게 작은 무언가를 해 두었다.',
      '결국 {I:는} {who:을} 기다렸다. 적어도 고맙다는 말은 제대로 하고 싶었고, 다른 건 묻지 않기로 했다.',
    ],
    find: [
      '{who:은} 조금 쑥스러워하더니 말해 주었다. 오래전 {I:이} 떠올리게 하는 누군가가 있었고, 그 사람에게 매일 똑같이 해 주었다고. 그 사람은 지금 아주 멀리 있고, 그 습관이 생각보다 훨씬 그리웠다고.',
      '답은 단순했다. {who:도} 한때 이런 곳에서 낯설고 외로운 사람이었고, 누군가 꼭 이렇게 해 주었다고. 그때부터 그걸 다른 사람에게 건네 왔고, 이번엔 그게 {me}에게 온 것이었다.',
    ],
    end: [
      '이제는 양쪽에서 오간다. 작은 일이지만, 하루 중 가장 좋은 순간 중 하나다.',
      '똑같이 갚을 방법은 끝내 찾지 못했다. {I:는} 찾기를 그만두고, 대신 다른 사람에게 건네기로 했다.',
    ],
  },
};

const zh: HabitLines = {
  habit: {
    react: [
      '{who}身边的人早就不再问了，这件事好像本来就是日子的一部分。{I}也决定不问。{I}要自己看。',
      '这个场景{I}见过太多次，多到反而视而不见。直到有一天，{I}才注意到{who}做得有多认真，每次都一模一样，好像有人在看着，做得马虎了那人会难过。',
      '让{I}在意的是那份用心：{who}从来不急，一天也没落下，下雨天也一样。',
    ],
    act: [
      '于是有一天，{I}从头到尾看完了。{who}一点也不急。做完以后，{who}静静站了一会儿，轻轻念了一个名字，一个{I}从没听过的名字。',
      '下一次，{I}没有在旁边看，而是一起做。{who}抬起头，有点意外，然后默默让出位置，还教{I}怎么做才对。',
      '有一天傍晚，{I}就在旁边坐着，一直等到做完。那时{who}才看见{I}，一点也没有不高兴的样子。',
    ],
    find: [
      '后来{who}给{I}讲了。很多年前，{who}身边一个人都没有的时候，有个人每天都这样为{who}做这件事。那个人已经走了很多年，这是{who}知道的唯一一种继续说谢谢的方法。',
      '那天{who}终于说了。这原本是另一个人的习惯，一个{who}很爱的人。那个人去世以后，{who}就从那个人停下的地方接着做下去，不让它断。',
      '故事是就着一壶茶慢慢讲出来的。一切起于一个约定，很久以前跟一个要远行、说一定会回来的人定下的。那个人没有回来，{who}也知道。可是一个守了这么久的约定，早就不是等不等得到人的事了。',
    ],
    end: [
      '现在只要{I}在，就跟{who}一起做。谁也不跟别人解释。这种事不需要解释。',
      '从那以后，{I}再也不觉得那是{who}的怪习惯了。那是{I}见过的最长的一句谢谢。',
      '从那天起，只要有空{I}就跟着去，{who}一次也没叫过{I}。',
    ],
  },
  habitFor: [
    '{who}终于告诉{I}：{for}是很久以前第一个对{who}好的人，后来去了远方，再也没有回来。这是{who}还能守住的唯一一个约定：万一哪天{for}回来了，一切都是准备好的。',
    '“是给{for}的。”{who}说，好像这句话就解释了一切。很久以后{I}才知道{for}是谁：很久以前{who}爱过、失去过，却从没失约过的人。',
  ],
  kinFind: [
    '{I}过了好多年才明白。{who}从来没学会把有些话说出口，小时候也没有人对{who}说过。所以{who}用自己知道的唯一方式，每天，用这件事说着。',
    '有一次{I}问起，{who}只是耸耸肩，说没什么。可后来{I}才知道{who}这样做了多久，又为此放弃了什么，{I}才明白，那从来都不是“没什么”。',
  ],
  objectEnd: '从那以后，每次看到{object}，{I}都会想起它背后的那些年。',
  toMe: {
    react: [
      '一开始{I}不知道该怎么回应。后来{I}居然开始期待它，这反而让{I}有点不安。',
      '有一阵子{I}一直在猜{who}想要什么。好像什么也不要。这件事就像早上的太阳一样，每天照常发生。',
    ],
    act: [
      '于是有一天，{I}也用同样的方式回应：{I}先到一步，为{who}做了一件小事。',
      '最后{I}特意等着{who}，至少要好好说一声谢谢，别的什么也不问。',
    ],
    find: [
      '{who}有点不好意思，然后告诉{I}：很久以前有一个人，{I}让{who}想起了那个人，{who}以前每天都为那个人这样做。那个人现在在很远的地方，{who}比自己以为的更想念这个习惯。',
      '原因很简单。{who}也曾经是一个在陌生地方孤零零的新人，有人就是这样对{who}的。从那以后{who}一直把它传下去，这一次轮到了{I}。',
    ],
    end: [
      '现在它是双向的了。一件小事，却是一天里最好的时刻之一。',
      '{I}一直没找到一模一样还回去的办法。后来{I}不找了，把它传给了别人。',
    ],
  },
};

/** The habit plot's lines per language. */
export const habitLines: Readonly<Record<ContentLanguage, HabitLines>> = { en, vi, ko, zh };
