/**
 * Lines of the care plot (story-care15.ts), per language and mode: a pet or a relative who has just died is grieved
 * and remembered (`loss`); one who has stopped eating or fallen ill is taken to be seen and stayed with (`unwell`).
 * Four beats, three lines each, one drawn by the seed. No line brings a cause, a place or a person the opening did
 * not give, and none promises a cure. Slots: {I} {me} {my} (the narrator or the named hero), {name} (the pet or
 * relative as the opening names them).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The beats of the care plot, in order. */
export type CareBeat = 'react' | 'act' | 'find' | 'end';

/** The modes of the care plot. */
export type CareMode = 'loss' | 'unwell';

/** One language's lines: per mode, per beat. */
export type CareLines = Readonly<Record<CareMode, Readonly<Record<CareBeat, readonly string[]>>>>;

const en: CareLines = {
  loss: {
    react: [
      'The house was too quiet that first evening. {I:cap} kept listening for {name} anyway.',
      'For days {I} kept doing the small things out of habit, and each time remembered halfway through.',
      '{I:cap} did not cry at first. That came later, over something small.',
    ],
    act: [
      '{I:cap} put away the things that hurt to see, and kept out the one that did not.',
      'One evening {I} went through the photos, all of them, slowly, and let it hurt.',
      '{I:cap} told someone about {name}, properly, from the beginning, and it helped more than {I} expected.',
    ],
    find: [
      'What stayed was not the last day but the ordinary ones: the way {name} was always there, without asking for anything.',
      'Grief, {I} found, came in waves, and in between the waves there was room for the good memories.',
      'Someone said that missing {name} was the price of having had {name} at all. {I:cap} decided it was worth it.',
    ],
    end: [
      '{I:cap} missed {name} for a long time, and then, slowly, the missing became something softer.',
      'After a while, when {name} came to mind, {I} smiled first, and only then felt the ache.',
      'A photo of {name} went up by the door, and every morning {I} said good morning to it.',
    ],
  },
  unwell: {
    react: [
      'By the second day {I} had stopped pretending that nothing was wrong with {name}.',
      '{I:cap} tried everything {I} could think of, and watched {name} more closely than ever.',
      '{I:cap} kept checking on {name}, every hour, as if checking could fix it.',
    ],
    act: [
      'So {I} stopped waiting and took {name} to be seen that same day.',
      'In the end {I} asked for help with {name} instead of guessing, and wrote down everything {I} had noticed.',
      '{I:cap} made the appointment, and sat up that night keeping watch.',
    ],
    find: [
      'It was not nothing, but it was something that could be treated, and hearing that was like breathing out.',
      'The answer came slowly, and it was a plain one: it would take care and time, and both were things {I} could give.',
      'Nobody could promise anything. But now there was a plan, and {I} was not alone with it.',
    ],
    end: [
      'It took days, not hours. Then one morning {name} seemed a little more like before, and {I} could have cried.',
      'After that {I} learned to notice the small signs, and never again waited so long to ask.',
      'Getting better was slow. {I:cap} stayed close the whole way.',
    ],
  },
};

const vi: CareLines = {
  loss: {
    react: [
      'Tối đầu tiên nhà yên ắng quá. {I} vẫn cứ vô thức lắng nghe tìm {name}.',
      'Mấy ngày liền {I} vẫn làm những việc nhỏ theo thói quen, rồi giữa chừng mới sực nhớ.',
      'Lúc đầu {I} không khóc. Nước mắt đến sau, vì một chuyện rất nhỏ.',
    ],
    act: [
      '{I} cất đi những thứ nhìn thấy là đau, chỉ giữ lại một thứ nhìn thấy thì không.',
      'Một tối {I} ngồi xem lại hết ảnh, chậm rãi, và cứ để cho mình buồn.',
      '{I} kể với một người về {name}, kể từ đầu, và thấy nhẹ lòng hơn mình tưởng.',
    ],
    find: [
      'Điều còn lại không phải ngày cuối, mà là những ngày bình thường: cái cách {name} luôn ở đó, chẳng đòi hỏi gì.',
      '{I} nhận ra nỗi buồn đến từng đợt, và giữa các đợt vẫn có chỗ cho những kỷ niệm đẹp.',
      'Có người bảo nỗi nhớ là cái giá của việc đã từng có {name}. {I} thấy cái giá ấy xứng đáng.',
    ],
    end: [
      '{I} nhớ {name} rất lâu, rồi dần dần, nỗi nhớ hóa thành một điều dịu dàng hơn.',
      'Một thời gian sau, mỗi khi nghĩ đến {name}, {I} mỉm cười trước, rồi mới thấy nhói.',
      'Tấm ảnh của {name} được đặt cạnh cửa, và sáng nào {I} cũng chào một câu.',
    ],
  },
  unwell: {
    react: [
      'Đến ngày thứ hai {I} thôi tự nhủ là {name} không sao.',
      '{I} thử đủ mọi cách nghĩ ra được, và để ý {name} kỹ hơn bao giờ hết.',
      'Cứ một tiếng {I} lại ngó {name} một lần, như thể ngó thì sẽ khá lên.',
    ],
    act: [
      'Thế là {I} thôi chờ, đưa {name} đi khám ngay hôm ấy.',
      'Cuối cùng {I} nhờ người xem giúp {name} thay vì đoán mò, ghi lại hết những gì mình thấy.',
      '{I} đặt lịch khám, rồi thức canh suốt đêm hôm ấy.',
    ],
    find: [
      'Không phải là không có gì, nhưng là chuyện chữa được, và nghe câu ấy {I} mới thở ra được.',
      'Câu trả lời đến chậm, và giản dị: cần thời gian và sự chăm sóc, cả hai đều là thứ {I} có thể cho.',
      'Chẳng ai hứa chắc điều gì. Nhưng giờ đã có cách, và {I} không còn một mình lo nữa.',
    ],
    end: [
      'Mất mấy ngày chứ không phải mấy tiếng. Rồi một sáng, {name} trông đã giống ngày thường hơn một chút, và {I} suýt khóc.',
      'Từ đó {I} học cách để ý những dấu hiệu nhỏ, và không bao giờ chờ lâu như thế nữa.',
      'Khỏe lại là chuyện chậm rãi. {I} ở bên suốt chặng đường ấy.',
    ],
  },
};

const ko: CareLines = {
  loss: {
    react: [
      '첫날 저녁, 집이 너무 조용했다. 그래도 {I:은} 자꾸 {name}의 기척을 기다렸다.',
      '며칠 동안 {I:은} 습관처럼 작은 일들을 하다가, 중간에야 생각이 나곤 했다.',
      '처음엔 눈물이 나지 않았다. 눈물은 나중에, 아주 사소한 일 앞에서 터졌다.',
    ],
    act: [
      '{I:은} 보기만 해도 아픈 것들은 치우고, 보아도 괜찮은 것 하나만 꺼내 두었다.',
      '어느 저녁 {I:은} 사진을 하나하나 천천히 넘겨 보며, 아픈 대로 그냥 두었다.',
      '{I:은} 누군가에게 {name} 이야기를 처음부터 찬찬히 했다. 생각보다 훨씬 위로가 되었다.',
    ],
    find: [
      '남은 건 마지막 날이 아니라 평범한 날들이었다. 아무것도 바라지 않고 늘 곁에 있던 {name}의 모습.',
      '슬픔은 파도처럼 왔다. 그 사이사이에 좋은 기억이 들어설 자리가 있었다.',
      '누군가 그리움은 {name:과} 함께했던 날들의 값이라고 했다. {I:은} 그 값이 아깝지 않았다.',
    ],
    end: [
      '{I:은} 오래도록 {name:을} 그리워했다. 그러다 천천히, 그리움은 조금 더 부드러운 것이 되었다.',
      '얼마 뒤부터는 {name:이} 떠오르면 먼저 웃음이 났고, 아픔은 그다음이었다.',
      '현관 옆에 {name} 사진을 두었다. 아침마다 {I:은} 사진에 인사를 건넨다.',
    ],
  },
  unwell: {
    react: [
      '이틀째가 되자 {I:은} {name:이} 괜찮다고 스스로를 달래는 일을 그만두었다.',
      '{I:은} 생각나는 건 다 해 보았고, 그 어느 때보다 {name:을} 가까이서 지켜보았다.',
      '{I:은} 한 시간마다 {name:을} 들여다보았다. 들여다보면 나아지기라도 할 것처럼.',
    ],
    act: [
      '결국 {I:은} 더 기다리지 않고 그날 바로 {name:을} 데리고 병원에 갔다.',
      '{I:은} 짐작하는 대신 {name} 일로 도움을 청했고, 그동안 본 것을 하나하나 적어 갔다.',
      '{I:은} 진료를 예약하고, 그날 밤은 곁에서 지켜보며 지새웠다.',
    ],
    find: [
      '아무것도 아닌 건 아니었지만, 치료할 수 있는 일이었다. 그 말을 듣는 순간 숨이 쉬어졌다.',
      '대답은 천천히 왔고, 평범했다. 시간과 돌봄이 필요하다고. 둘 다 {I:이} 줄 수 있는 것이었다.',
      '아무도 장담해 주지는 못했다. 그래도 이제는 할 일이 생겼고, 혼자가 아니었다.',
    ],
    end: [
      '몇 시간이 아니라 며칠이 걸렸다. 그러다 어느 아침, {name:이} 조금 예전처럼 보였고, {I:은} 눈물이 날 뻔했다.',
      '그 뒤로 {I:은} 작은 신호들을 알아보는 법을 배웠고, 다시는 그렇게 오래 기다리지 않았다.',
      '나아지는 건 느렸다. {I:은} 그동안 내내 곁에 있었다.',
    ],
  },
};

const zh: CareLines = {
  loss: {
    react: [
      '第一个晚上，家里太安静了。{I}还是下意识地竖着耳朵，等着{name}的动静。',
      '好几天，{I}还是习惯性地做着那些小事，做到一半才想起来。',
      '一开始{I}没有哭。眼泪是后来才来的，为了一件很小的事。',
    ],
    act: [
      '{I}把看了会难受的东西收了起来，只留下一样看了不难受的。',
      '有一天晚上，{I}把照片一张一张慢慢翻完，让自己难过个够。',
      '{I}跟一个人从头到尾讲了{name}的事，比想象中好受多了。',
    ],
    find: [
      '留下来的不是最后那一天，而是那些平常的日子：{name}总在那儿，什么也不要。',
      '{I}发现，难过是一阵一阵的，两阵之间，还有地方放那些好的回忆。',
      '有人说，想念是曾经拥有{name}的代价。{I}觉得值得。',
    ],
    end: [
      '{I}想了{name}很久。后来，慢慢地，想念变成了一种更柔软的东西。',
      '过了一阵子，再想起{name}，{I}会先笑，然后才觉得心疼。',
      '门边放了一张{name}的照片，每天早上{I}都跟它说声早。',
    ],
  },
  unwell: {
    react: [
      '到了第二天，{I}不再假装{name}没事了。',
      '{I}把能想到的办法都试了，从来没有这么仔细地看着{name}。',
      '{I}每隔一个小时就去看看{name}，好像看一看就会好起来。',
    ],
    act: [
      '于是{I}不再等了，当天就带{name}去看医生。',
      '最后{I}不再瞎猜，为{name}去找人帮忙，把自己看到的都一条一条记了下来。',
      '{I}约好了医生，那天晚上守了一整夜。',
    ],
    find: [
      '不是没事，但是能治。听到这句话，{I}才终于喘过气来。',
      '答案来得很慢，也很平常：需要时间，需要照顾，这两样{I}都给得起。',
      '谁也不能打包票。可现在有了办法，{I}也不再是一个人扛着。',
    ],
    end: [
      '不是几个小时，而是好几天。后来有一天早上，{name}看起来有点像从前了，{I}差点哭出来。',
      '从那以后，{I}学会了留意那些小信号，再也没有等那么久。',
      '好起来是慢慢的。{I}一直陪在旁边。',
    ],
  },
};

/** The care plot's lines per language. */
export const careLines: Readonly<Record<ContentLanguage, CareLines>> = { en, vi, ko, zh };
