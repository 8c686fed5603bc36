/**
 * Lines of the person's-act plot (story-act15.ts), per language and mode: someone who is on their own (`alone`) is
 * joined; someone who says they will take up something new (`intent`) is helped along and watched doing it; someone
 * who keeps coming to the narrator's door with a question (`asks`) is asked in. Four beats, three lines each, one drawn
 * by the seed; `plan` and `asked` are one extra line each, told only when the opening gives the plan or the question.
 * No line brings a cause, a place or a person the opening did not give. Slots: {I} {me} {my} (the narrator or the
 * opening's named hero), {name} (the person, short), {plan} (what the person will take up), {asked} (their question).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The beats of the person's-act plot, in order. */
export type ActBeat = 'react' | 'act' | 'find' | 'end';

/** The modes of the person's-act plot. */
export type ActMode = 'alone' | 'intent' | 'asks';

/** One language's lines: per mode, the four beats, and the line that names the plan or the question. */
export type ActLines = Readonly<Record<ActMode, Readonly<Record<ActBeat, readonly string[]>> & { told: string }>>;

const en: ActLines = {
  alone: {
    react: [
      '{I:cap} noticed it the way you notice a chair nobody sits in: once, and then every day.',
      'For a while {I} only watched from a distance. It did not seem like {my} business.',
      '{I:cap} kept meaning to say something, and kept finding reasons not to.',
    ],
    act: [
      'One day {I} went over and asked {name} if the seat beside them was free.',
      'In the end {I} just went and sat down beside {name}, with two cups of something warm, and held one out.',
      'So one day {I} stopped pretending not to see, and sat down near {name} without a word.',
    ],
    find: [
      '{name:cap} looked surprised, then moved over a little. Neither {I} nor {name} said much, and that was all right.',
      '{name:cap} did not say much at first. Much later {name} said that being on their own had never been a choice; it had just started that way, and nobody had come over.',
      'It turned out {name} had been waiting for someone to come over, and had long since stopped expecting anyone to.',
    ],
    end: [
      'After that, {name} was not on their own there most days, and sometimes a third person came too.',
      'It was a small thing, sitting down beside someone. {I:cap} kept doing it.',
      'After that, {name} always saved a seat, and {I} never had to ask again.',
    ],
    told: '',
  },
  intent: {
    react: [
      '{I:cap} thought it was one of those things people say and forget by morning. {name:cap} did not forget.',
      'Nobody knew what to say at first. {name:cap} only smiled, as if nothing could have been more expected.',
      '{I:cap} laughed, then saw that {name} was not joking, and stopped.',
    ],
    act: [
      'The first tries were slow and clumsy, and {name} went back the next day anyway. So {I} started going along.',
      '{I:cap} helped where {I} could: found out the times, carried the bag, and otherwise stayed out of the way.',
      '{I:cap} asked {name} what would help, and the answer was simple: nobody making a fuss.',
    ],
    find: [
      'One evening {I} asked, why now? {name:cap} shrugged: there had always been a reason to wait, and {name} was tired of waiting.',
      '{name:cap} was not quick at it, and did not seem to mind. Being bad at something new, {name} said, was its own kind of fun.',
      'Somewhere in the second week {I} heard {name} humming on the way home, and understood it had never been about being good at it.',
    ],
    end: [
      'The day it finally worked, {name} turned round first of all to see whether {I} had seen it. {I:cap} had.',
      'Now {name} talks about what to take up next, and nobody laughs any more.',
      'It took longer than {name} had said it would. It happened anyway, and {I} was there.',
    ],
    told: 'So it was settled: {name} was going to {plan}, and nothing anyone said would change that.',
  },
  asks: {
    react: [
      'The first few times, {I} just answered, and {name} went away content.',
      '{I:cap} gave the same answer every time, and every time {name} said thank you as if it were news.',
      'At first {I} thought it would happen once. Then it happened every time, and {I} began to listen for the knock.',
    ],
    act: [
      'One evening, instead of answering at the door, {I} asked {name} in.',
      'So the next time, {I} answered, and then asked {name} something back.',
      'One day {I} opened the door before the knock came, and {name} burst out laughing.',
    ],
    find: [
      'Sitting down, it came out slowly: the question was only a way to start. What {name} came for was a few minutes with someone.',
      '{name:cap} could have found the answer somewhere else. It was the knock, and a face at the door, that {name} needed.',
      'After a while {I} understood that the answer mattered less than having someone to ask.',
    ],
    end: [
      'After that, the door stayed open a little longer, and {name} stayed a little longer too.',
      'The knock kept coming at the same time, and it became the part of the day {I} waited for.',
      'These days an answer takes a whole pot of tea to give, and nobody minds.',
    ],
    told: '{name:cap} asked again, the same as always: {asked}.',
  },
};

const vi: ActLines = {
  alone: {
    react: [
      '{I} để ý chuyện ấy như để ý một chiếc ghế không ai ngồi: một lần, rồi ngày nào cũng thấy.',
      'Một thời gian {I} chỉ nhìn từ xa, nghĩ rằng đó chẳng phải việc của mình.',
      '{I} cứ định nói gì đó, rồi lại tìm ra lý do để thôi.',
    ],
    act: [
      'Một hôm {I} bước tới, hỏi {name} chỗ bên cạnh đã có ai ngồi chưa.',
      'Cuối cùng {I} cứ thế ngồi xuống cạnh {name}, mang theo hai cốc nước ấm, đưa sang một cốc.',
      'Rồi một hôm {I} thôi giả vờ không thấy, ngồi xuống gần {name}, chẳng nói câu nào.',
    ],
    find: [
      '{name} hơi ngạc nhiên, rồi xích sang một chút. Cả hai chẳng nói nhiều, mà cũng chẳng cần.',
      'Lúc đầu {name} ít nói. Mãi sau {name} mới kể, chẳng phải vì thích ở một mình; chỉ là từ đầu đã thế, và chưa ai đến ngồi cùng.',
      'Hóa ra {name} vẫn chờ có ai đó lại gần, chờ lâu đến mức thôi không chờ nữa.',
    ],
    end: [
      'Từ đó chỗ ấy hầu như ngày nào cũng có hai người, thỉnh thoảng là ba.',
      'Ngồi xuống cạnh một người là chuyện nhỏ thôi. {I} cứ thế làm mãi.',
      'Từ đó {name} lúc nào cũng chừa sẵn một chỗ, và {I} chẳng phải hỏi lại lần nào nữa.',
    ],
    told: '',
  },
  intent: {
    react: [
      '{I} tưởng đó chỉ là câu nói cho vui, sáng ra là quên. Vậy mà {name} không quên.',
      'Lúc đầu chẳng ai biết nói gì. {name} chỉ cười, như thể đã đoán trước cả rồi.',
      '{I} bật cười, rồi thấy {name} không hề đùa, nên thôi.',
    ],
    act: [
      'Mấy buổi đầu chậm chạp, vụng về, vậy mà hôm sau {name} vẫn đi tiếp. Thế là {I} bắt đầu đi cùng.',
      '{I} giúp được gì thì giúp: hỏi giờ giấc, xách đồ, còn lại thì đứng ngoài cho khỏi vướng.',
      '{I} hỏi {name} cần gì, và câu trả lời đơn giản lắm: đừng ai làm ầm lên.',
    ],
    find: [
      'Một tối {I} hỏi sao lại là bây giờ. {name} nhún vai: lúc nào cũng có lý do để đợi, mà đợi mãi cũng mệt.',
      '{name} không nhanh, mà cũng chẳng bận tâm. Làm dở một việc mới, {name} bảo, cũng vui theo kiểu của nó.',
      'Đến tuần thứ hai, {I} nghe {name} ngân nga trên đường về, và hiểu rằng chuyện này chưa bao giờ là để giỏi.',
    ],
    end: [
      'Cái hôm mọi thứ cuối cùng cũng xuôi, {name} quay sang xem {I} có thấy không. {I} thấy.',
      'Giờ {name} đã tính đến việc tiếp theo, và chẳng ai cười nữa.',
      'Lâu hơn {name} nói. Nhưng rồi cũng thành, và {I} đã ở đó.',
    ],
    told: 'Vậy là quyết rồi: {name} sẽ {plan}, ai nói gì cũng vậy thôi.',
  },
  asks: {
    react: [
      'Mấy lần đầu {I} chỉ trả lời cho xong, rồi {name} về.',
      'Lần nào {I} cũng trả lời giống nhau, và lần nào {name} cũng cảm ơn như thể vừa được nghe chuyện mới.',
      'Ban đầu {I} tưởng chỉ một lần. Rồi lần nào cũng vậy, và {I} bắt đầu chờ tiếng gõ cửa.',
    ],
    act: [
      'Một tối, thay vì trả lời ở cửa, {I} mời {name} vào nhà.',
      'Thế là lần sau, trả lời xong, {I} hỏi lại {name} một câu.',
      'Một hôm {I} mở cửa trước cả khi tiếng gõ vang lên, và {name} bật cười.',
    ],
    find: [
      'Ngồi xuống rồi, chuyện mới chậm rãi kể ra: câu hỏi chỉ là cái cớ. Điều {name} cần là vài phút có người bên cạnh.',
      '{name} có thể hỏi ở chỗ khác. Điều {name} cần là tiếng gõ cửa, và một gương mặt mở cửa ra.',
      'Một thời gian sau {I} hiểu rằng câu trả lời không quan trọng bằng việc có người để hỏi.',
    ],
    end: [
      'Từ đó cửa mở lâu hơn một chút, và {name} cũng ở lại lâu hơn một chút.',
      'Tiếng gõ cửa vẫn đến đúng giờ, và thành ra lúc {I} mong nhất trong ngày.',
      'Bây giờ trả lời một câu hỏi mất cả một ấm trà, mà chẳng ai phiền lòng.',
    ],
    told: '{name} lại sang, như mọi lần: {asked}.',
  },
};

const ko: ActLines = {
  alone: {
    react: [
      '아무도 앉지 않는 의자를 알아채듯, {I:은} 한 번 알아챈 뒤로 매일 그게 눈에 들어왔다.',
      '한동안 {I:은} 멀리서 보기만 했다. 상관할 일은 아니라고 생각했다.',
      '{I:은} 몇 번이나 말을 걸려다가, 그때마다 그만둘 핑계를 찾았다.',
    ],
    act: [
      '어느 날 {I:은} {name:에게} 다가가 옆자리에 앉아도 되냐고 물었다.',
      '결국 {I:은} 따뜻한 음료 두 잔을 들고 가 {name} 옆에 앉아, 한 잔을 내밀었다.',
      '그러다 어느 날 {I:은} 못 본 척하기를 그만두고, 아무 말 없이 {name} 곁에 앉았다.',
    ],
    find: [
      '{name:은} 조금 놀라더니 옆으로 살짝 자리를 내주었다. 둘 다 말이 많지 않았고, 그거면 충분했다.',
      '처음엔 말이 별로 없었다. 한참 뒤에야 {name:은} 혼자 있고 싶어서 그런 게 아니었다고 했다. 처음부터 그렇게 됐고, 다가오는 사람이 없었을 뿐이라고.',
      '알고 보니 {name:은} 누가 다가와 주기를 기다리다가, 기다리는 것마저 그만둔 참이었다.',
    ],
    end: [
      '이제 그 자리에는 대개 두 사람이 앉는다. 가끔은 세 사람이.',
      '누군가의 곁에 앉는 건 작은 일이다. {I:은} 그 뒤로도 계속 그렇게 했다.',
      '그 뒤로 {name:은} 늘 옆자리를 비워 두었다. 다시 물어볼 필요는 없었다.',
    ],
    told: '',
  },
  intent: {
    react: [
      '{I:은} 그냥 한번 해 보는 말이겠거니 했다. 하지만 {name:은} 잊지 않았다.',
      '처음엔 다들 뭐라고 해야 할지 몰랐다. {name:은} 그럴 줄 알았다는 듯 웃기만 했다.',
      '{I:은} 웃음이 났다가, 농담이 아니라는 걸 알고 웃음을 거두었다.',
    ],
    act: [
      '처음 몇 번은 느리고 서툴렀다. 그래도 {name:은} 다음 날 또 나섰고, {I}도 따라나서기 시작했다.',
      '{I:은} 할 수 있는 걸 도왔다. 시간을 알아봐 주고, 가방을 들어 주고, 나머지는 방해가 되지 않게 비켜 있었다.',
      '{I:은} 뭐가 필요하냐고 물었다. 대답은 간단했다. 괜히 호들갑 떨지만 말아 달라고.',
    ],
    find: [
      '어느 저녁 {I:은} 왜 하필 지금이냐고 물었다. {name:은} 어깨를 으쓱했다. 기다릴 이유는 늘 있었고, 이제 기다리는 게 지겨웠다고.',
      '{name:은} 빠르지 않았고, 그걸 신경 쓰지도 않았다. 새로운 걸 서툴게 하는 것도 나름 재미있다고 했다.',
      '둘째 주쯤, 돌아오는 길에 {name:이} 콧노래를 흥얼거리는 걸 들었다. 잘하려고 시작한 게 아니었구나, 그때 알았다.',
    ],
    end: [
      '마침내 제대로 해낸 날, {name:은} 제일 먼저 {me:을} 돌아보았다.',
      '이제 {name:은} 다음에 배울 걸 이야기한다. 아무도 웃지 않는다.',
      '{name:이} 말한 것보다 오래 걸렸다. 그래도 결국 해냈고, {I:은} 그 자리에 있었다.',
    ],
    told: '그렇게 {name}의 {plan:이} 시작되었다.',
  },
  asks: {
    react: [
      '처음 몇 번은 {I:은} 대답만 하고 문을 닫았다.',
      '{I:은} 매번 똑같이 대답했고, {name:은} 매번 처음 듣는 얘기처럼 고맙다고 했다.',
      '처음엔 한 번뿐인 줄 알았다. 그런데 매번 그랬고, 어느새 {I:은} 그 소리를 기다리고 있었다.',
    ],
    act: [
      '어느 저녁, {I:은} 문간에서 대답하는 대신 {name:에게} 들어오시라고 했다.',
      '그래서 다음번엔 대답을 한 뒤, {I:은} {name:에게} 하나를 되물었다.',
      '어느 날은 소리가 나기도 전에 문을 열었고, {name:은} 웃음을 터뜨렸다.',
    ],
    find: [
      '마주 앉고 나서야 천천히 알게 되었다. 질문은 핑계였다. {name:이} 원한 건 누군가와 보내는 몇 분이었다.',
      '그 대답은 다른 데서도 들을 수 있었을 것이다. {name}에게 필요했던 건 문을 두드리는 일, 그리고 문을 열어 주는 얼굴이었다.',
      '얼마 지나 {I:은} 알았다. 대답보다, 물어볼 사람이 있다는 게 더 중요했다는 걸.',
    ],
    end: [
      '이제 문은 조금 더 오래 열려 있고, {name}도 조금 더 오래 머문다.',
      '그 소리는 여전히 같은 시간에 들린다. 어느새 하루 중 제일 기다려지는 소리가 되었다.',
      '요즘은 대답 하나에 차 한 주전자가 걸린다. 아무도 싫어하지 않는다.',
    ],
    told: '이번에도 {name:은} {asked} 물었다.',
  },
};

const zh: ActLines = {
  alone: {
    react: [
      '{I}注意到这件事，就像注意到一把从没人坐的椅子：注意到一次，之后每天都看得见。',
      '有一阵子{I}只是远远地看着，觉得这不关自己的事。',
      '{I}好几次想开口，又好几次找到理由作罢。',
    ],
    act: [
      '有一天，{I}走过去，问{name}旁边的位子有没有人。',
      '后来{I}干脆端着两杯热饮过去，在{name}旁边坐下，递过去一杯。',
      '终于有一天，{I}不再假装没看见，在{name}旁边坐了下来，一句话也没说。',
    ],
    find: [
      '{name}愣了一下，往旁边挪了挪。两个人都没怎么说话，可也不需要。',
      '一开始{name}话很少。过了很久{name}才说，不是喜欢一个人，只是一开始就这样了，也一直没有人过来。',
      '原来{name}一直在等有人走过来，等得久了，连等都不等了。',
    ],
    end: [
      '现在那里大多数时候是两个人，偶尔是三个。',
      '在一个人旁边坐下，是件小事。{I}后来一直这么做。',
      '从那以后，{name}总会留一个位子，{I}再也不用问了。',
    ],
    told: '',
  },
  intent: {
    react: [
      '{I}以为那只是随口一说，第二天就忘了。可{name}没有忘。',
      '一开始谁都不知道说什么好。{name}只是笑，好像早就料到了。',
      '{I}先是笑了，后来看出{name}不是在开玩笑，就不笑了。',
    ],
    act: [
      '头几次又慢又笨，可{name}第二天还是接着来。于是{I}也开始跟着。',
      '{I}能帮的就帮：问时间，拎东西，其余时候就站远一点，不添乱。',
      '{I}问{name}需要什么，回答很简单：别大惊小怪就行。',
    ],
    find: [
      '有一天晚上{I}问，为什么偏偏是现在。{name}耸耸肩：等的理由总是有的，可等了这么多年，也等累了。',
      '{name}学得不快，也不在乎。{name}说，把一件新事做得笨笨的，也有它的乐趣。',
      '大概第二个星期，{I}听见{name}在回家的路上哼着歌，这才明白，这件事从来不是为了做得多好。',
    ],
    end: [
      '终于成了的那天，{name}第一个回头看{me}。',
      '现在{name}已经在说下一件要学的事了，再也没有人笑。',
      '比{name}说的要久。可到底还是成了，而{I}一直在旁边。',
    ],
    told: '就这么定了：{name}要{plan}，谁说什么也没用。',
  },
  asks: {
    react: [
      '头几次，{I}只是回答一句，{name}就满意地走了。',
      '{I}每次都一样地回答，{name}每次都像第一次听到一样说谢谢。',
      '一开始{I}以为只是一次。后来次次都这样，{I}反倒开始等那一声敲门。',
    ],
    act: [
      '有一天晚上，{I}没在门口回答，而是请{name}进屋坐坐。',
      '于是下一次，{I}回答完，也反过来问了{name}一句。',
      '有一天{I}在敲门声响起之前就开了门，{name}一下子笑了。',
    ],
    find: [
      '坐下来以后，话才慢慢说开：问题只是个由头。{name}要的，是有人陪着说几分钟话。',
      '那个答案{name}在别处也问得到。{name}需要的是敲门这件事，和门后的一张脸。',
      '过了一阵子{I}才明白，答案远没有“有人可以问”重要。',
    ],
    end: [
      '现在门会多开一会儿，{name}也会多待一会儿。',
      '敲门声还是每天准时响起，成了{I}一天里最盼着的声音。',
      '现在回答一个问题要喝掉一壶茶，谁也不嫌麻烦。',
    ],
    told: '{name}又来了，和往常一样：{asked}。',
  },
};

/** The person's-act plot's lines per language. */
export const actLines: Readonly<Record<ContentLanguage, ActLines>> = { en, vi, ko, zh };
