/**
 * Lines of the turn plots (story-turn13.ts, issue 13 round 13): a regular who did not come, and a thing not told.
 * Slots: {I} {me} {my} {self} the teller ({they}: the teller's pronoun); {who} the person whole, {name} the same
 * person named again, {he} {him} {his} that person's English pronouns. Korean slots take a particle ({name:은}).
 * Past tense throughout, so "I" and a named hero take the same verb forms.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The beats of a turn plot, in order. */
export type TurnBeat = 'react' | 'act' | 'find' | 'end';

type TurnLines = Readonly<Record<'missing' | 'secret', Readonly<Record<TurnBeat, readonly string[]>>>>;

const en: TurnLines = {
  missing: {
    react: [
      'The place where {name} always stood was just empty pavement now. {I} stood there longer than {they} needed to, as if {he} might still come round the corner.',
      'Without {name}, the morning looked like a sentence with a word missing. {I} walked on, then turned back to look again.',
      '{I} only noticed how much {I} had counted on {name} once {he} was not there. The spot stayed empty.',
    ],
    act: [
      'In the end {I} asked at the shop next door. Nobody knew much, only that {name} lived two streets away, so after work {I} went.',
      'The next day the spot was still empty, so {I} asked around until someone gave {me} an address, and {I} went with a bag of oranges.',
      '{I} asked the woman at the kiosk. She had noticed too, and she knew where {name} lived. {I} knocked on the door that evening.',
    ],
    find: [
      '{name} opened the door in slippers, surprised, then pleased. A bad back, nothing worse; the first day {he} had missed in years, and {he} had felt guilty about it all morning.',
      '{name} laughed to see {me} there. A grandchild had been born the night before, and for once {he} had let the day go.',
      '{name} had a cold and a pot of tea, and seemed more touched than {he} wanted to show that anyone had noticed.',
    ],
    end: [
      'Two days later {name} was back in the usual place, and this time {I} stopped to say good morning instead of walking past.',
      'Now, when {I} pass, {name} raises a hand, and {I} raise mine. It all started with the day {he} was not there.',
      '{name} came back the next week, exactly on time. {I} had walked past for years; now {I} knew {his} name, and {he} knew mine.',
    ],
  },
  secret: {
    react: [
      'Keeping it turned out to be harder than the thing itself. Every ordinary question at dinner felt like a door {I} had to hold shut.',
      'For days {I} carried it alone. Each small lie was easy; it was the pile of them that grew heavy.',
      '{I} kept telling {self} there would be a better moment. Every evening passed without one.',
    ],
    act: [
      'It was {name} who noticed first. The small stories did not quite fit together, and one evening {name} simply asked what was wrong.',
      'In the end {I} could not carry it any longer. {I} sat {name} down at the kitchen table and told the whole of it, the first part and then the rest.',
      'One night {I} started to say something ordinary and said the truth instead, to {name}, all at once.',
    ],
    find: [
      '{name} was quiet for a long moment. Then: “You should have told me. Not for my sake, so you didn’t have to carry it alone.”',
      '{name} did not get angry, which was somehow worse and better at once. “How long?” was all {he} asked, and then {he} listened.',
      '{name} took a breath, then reached across the table. “All right,” {he} said. “Now we both know. What do we do first?”',
    ],
    end: [
      'Nothing was solved that night. But the next morning it was no longer a secret, and that made it half its size.',
      'The problem was still there in the morning. The difference was that there were two of them looking at it now.',
      'Later, {I} could hardly explain why {I} had waited so long. Telling {name} had taken five minutes; keeping it had taken days.',
    ],
  },
};

const vi: TurnLines = {
  missing: {
    react: [
      'Chỗ quen của {name} hôm ấy chỉ còn khoảng trống. {I} đứng đó lâu hơn cần thiết, như thể {name} sắp từ đầu ngõ đi ra.',
      'Thiếu {name}, cả buổi sáng trông như một câu văn bị mất chữ. {I} đi qua rồi lại quay đầu nhìn lần nữa.',
      'Đến lúc {name} không có ở đó, {I} mới biết mình đã quen với sự có mặt ấy đến thế nào.',
    ],
    act: [
      'Cuối cùng {I} hỏi cô bán tạp hóa bên cạnh. Cô chỉ biết {name} ở cách đó hai con hẻm, thế là chiều đó {I} tìm đến.',
      'Hôm sau chỗ ấy vẫn trống. {I} hỏi quanh một vòng mới có người chỉ nhà, {I} xách theo túi cam ghé qua.',
      '{I} hỏi chú xe ôm đầu ngõ. Chú cũng để ý, và biết nhà {name}. Tối đó {I} gõ cửa.',
    ],
    find: [
      '{name} ra mở cửa, ngạc nhiên rồi mừng ra mặt. Chỉ là đau lưng thôi, lần đầu nghỉ sau bao nhiêu năm, mà cả buổi sáng cứ áy náy mãi.',
      '{name} bật cười khi thấy {I}. Tối qua nhà vừa có cháu nội, nên lần này mới chịu nghỉ một hôm.',
      '{name} bị cảm, đang ngồi với ấm trà, và cảm động hơn mức muốn để lộ ra vì có người để ý.',
    ],
    end: [
      'Hai hôm sau {name} lại ở chỗ cũ, và lần này {I} dừng lại chào một câu chứ không đi lướt qua nữa.',
      'Giờ mỗi lần đi ngang, {name} giơ tay chào, {I} cũng giơ tay chào lại. Mọi chuyện bắt đầu từ cái hôm vắng mặt ấy.',
      'Tuần sau {name} quay lại, đúng giờ như chưa từng vắng. Bao năm đi ngang, giờ {I} mới biết tên, và {name} cũng nhớ mặt {I}.',
    ],
  },
  secret: {
    react: [
      'Giữ kín hóa ra còn khó hơn chính chuyện đó. Câu hỏi bình thường nào trong bữa cơm cũng như một cánh cửa {I} phải giữ cho khỏi bật ra.',
      'Mấy ngày liền {I} ôm chuyện đó một mình. Từng lời nói dối nhỏ thì dễ, chất lại thành đống mới nặng.',
      '{I} cứ tự nhủ sẽ có lúc thích hợp hơn. Tối nào cũng trôi qua mà không có lúc nào như thế.',
    ],
    act: [
      'Người nhận ra trước lại là {name}. Mấy câu chuyện nhỏ không khớp với nhau, và một tối {name} chỉ hỏi: “Có chuyện gì vậy?”',
      'Cuối cùng {I} không giữ nổi nữa. {I} ngồi xuống bàn ăn với {name} và kể hết, từ đầu đến cuối.',
      'Một tối {I} định nói một câu bình thường, rồi lại nói ra sự thật, với {name}, một mạch.',
    ],
    find: [
      '{name} im lặng một lúc lâu, rồi nói: “Sao không nói sớm? Không phải vì mình đâu, mà để không phải gánh một mình.”',
      '{name} không nổi giận, điều đó vừa khó chịu vừa nhẹ nhõm. “Bao lâu rồi?” là tất cả những gì {name} hỏi, rồi ngồi nghe.',
      '{name} hít một hơi, rồi đưa tay qua bàn. “Được rồi. Giờ cả hai cùng biết. Mình làm gì trước đây?”',
    ],
    end: [
      'Đêm đó chưa giải quyết được gì. Nhưng sáng hôm sau, chuyện ấy không còn là bí mật, và nó nhẹ đi một nửa.',
      'Sáng ra vấn đề vẫn còn nguyên. Chỉ khác là giờ có hai người cùng nhìn vào nó.',
      'Về sau {I} cũng không hiểu sao mình chờ lâu đến thế. Nói với {name} chỉ mất năm phút; giữ kín thì mất mấy ngày.',
    ],
  },
};

const ko: TurnLines = {
  missing: {
    react: [
      '{name:이} 늘 있던 자리는 그날 텅 비어 있었다. {I:는} 필요 이상으로 오래 서 있었다. 골목 끝에서 금방이라도 나타날 것처럼.',
      '{name:이} 없으니 아침이 글자 하나 빠진 문장 같았다. {I:는} 지나갔다가 다시 돌아와 한 번 더 보았다.',
      '{name:이} 없고 나서야 {I:는} 그 자리에 얼마나 기대고 있었는지 알았다. 그 자리는 계속 비어 있었다.',
    ],
    act: [
      '결국 {I:는} 옆 가게에 물어보았다. 아는 건 많지 않았다. 두 골목 건너에 산다는 것뿐. 퇴근길에 {I:는} 그 집을 찾아갔다.',
      '다음 날도 자리는 비어 있었다. {I:는} 여기저기 물어 겨우 집을 알아냈고, 귤 한 봉지를 사 들고 갔다.',
      '{I:는} 편의점 사장님께 여쭤봤다. 사장님도 눈치채고 계셨고, {name:이} 사는 곳을 알고 계셨다. 그날 저녁 {I:는} 문을 두드렸다.',
    ],
    find: [
      '{name:은} 슬리퍼 차림으로 문을 열고 놀라더니 이내 반가워했다. 허리를 좀 삐끗했을 뿐이라고, 몇 년 만에 처음 쉰 날이라 아침 내내 마음이 쓰였다고 했다.',
      '{name:은} {I:를} 보고 웃음을 터뜨렸다. 어젯밤 손주가 태어나서, 이번만은 하루 쉬었다고.',
      '{name:은} 감기에 걸려 차를 끓여 두고 있었다. 누가 알아봐 줬다는 게 보여 주고 싶은 것보다 더 고마운 얼굴이었다.',
    ],
    end: [
      '이틀 뒤 {name:은} 늘 있던 자리로 돌아왔다. 이번에는 {I:도} 그냥 지나치지 않고 멈춰서 인사를 했다.',
      '이제 {I:는} 지나갈 때마다 손을 흔들고, {name:도} 손을 흔들어 준다. 모든 건 그 자리가 비어 있던 날부터였다.',
      '다음 주에 {name:은} 아무 일 없었다는 듯 제시간에 돌아왔다. 몇 년을 그냥 지나쳤는데, 이제는 서로 안부를 묻는다.',
    ],
  },
  secret: {
    react: [
      '숨기는 게 그 일 자체보다 더 힘들었다. 저녁 식탁의 평범한 질문 하나하나가 {I:이} 몸으로 막고 있어야 하는 문 같았다.',
      '며칠 동안 {I:는} 혼자 그걸 안고 지냈다. 작은 거짓말 하나는 쉬웠다. 그게 쌓이니까 무거워졌다.',
      '{I:는} 더 좋은 때가 올 거라고 스스로를 달랬다. 그런 때는 하루도 오지 않았다.',
    ],
    act: [
      '{name:이} 먼저 눈치챘다. 작은 이야기들이 아귀가 맞지 않았고, 어느 저녁 {name:은} 그냥 물었다. “무슨 일 있어?”',
      '결국 {I:는} 더 버티지 못했다. 식탁에 {name:과} 마주 앉아 처음부터 끝까지 다 이야기했다.',
      '어느 밤 {I:는} 아무렇지 않은 말을 하려다가, 대신 진짜 이야기를 한꺼번에 꺼냈다.',
    ],
    find: [
      '{name:은} 한참 말이 없었다. 그러다 말했다. “왜 진작 말 안 했어. 나 때문이 아니라, 혼자 짊어지지 않게.”',
      '{name:은} 화를 내지 않았다. 그게 더 아프기도 하고 다행이기도 했다. “언제부터야?” 그 한마디만 묻고는 끝까지 들어 주었다.',
      '{name:은} 숨을 한 번 고르고 식탁 너머로 손을 뻗었다. “알았어. 이제 둘 다 아네. 뭐부터 할까?”',
    ],
    end: [
      '그날 밤 해결된 건 없었다. 하지만 다음 날 아침, 그건 더 이상 비밀이 아니었고 무게는 절반이 되어 있었다.',
      '아침이 되어도 문제는 그대로였다. 다른 건 이제 그걸 둘이 같이 보고 있다는 것이었다.',
      '나중에 {I:는} 왜 그렇게 오래 망설였는지 설명하지 못했다. 말하는 데는 오 분이 걸렸고, 숨기는 데는 며칠이 걸렸다.',
    ],
  },
};

const zh: TurnLines = {
  missing: {
    react: [
      '{name}平时待的那个地方，那天空空的。{I}在那儿站了好一会儿，好像{name}随时会从路口拐过来。',
      '少了{name}，整个早上像一句话掉了一个字。{I}走过去，又回头看了一眼。',
      '直到{name}不在了，{I}才发现自己有多习惯那个身影。那个位置一直空着。',
    ],
    act: [
      '最后{I}去问了隔壁小卖部的阿姨。她知道的不多，只知道{name}住在隔两条街的地方。下班后{I}找了过去。',
      '第二天那儿还是空的。{I}到处打听，总算问到了住址，拎了一袋橘子过去。',
      '{I}问了门口的保安。保安也注意到了，而且知道{name}住哪儿。那天晚上{I}敲了门。',
    ],
    find: [
      '{name}穿着拖鞋来开门，先是一愣，接着高兴起来。只是闪了腰，没什么大事；这么多年头一回歇，一上午心里都过意不去。',
      '{name}一看见{I}就笑了。昨晚家里添了个孙子，这回才破例歇了一天。',
      '{name}感冒了，正守着一壶热茶。有人惦记着，{name}嘴上不说，脸上却藏不住。',
    ],
    end: [
      '两天后，{name}又回到了老地方。这一次{I}没有直接走过去，而是停下来说了声早。',
      '现在{I}每次经过，{name}都会抬手打个招呼，{I}也抬手回一个。这一切，都是从那天那个空位置开始的。',
      '下个星期{name}准时回来了，像从没缺过一样。走过了那么多年，如今两个人见面总要问一句好。',
    ],
  },
  secret: {
    react: [
      '瞒着比这件事本身还难。饭桌上每一句平常的问话，都像一扇{I}得用身子顶住的门。',
      '好几天，{I}一个人扛着这件事。一个小谎很容易，攒多了才压得人喘不过气。',
      '{I}一直告诉自己，会有更好的时机。可是一个晚上接一个晚上，那个时机始终没来。',
    ],
    act: [
      '最先察觉的反而是{name}。几件小事对不上，有天晚上，{name}只问了一句：“出什么事了？”',
      '最后{I}实在撑不住了，拉着{name}在饭桌边坐下，从头到尾全说了。',
      '有天夜里，{I}本想说句平常话，结果一开口，全是实话。',
    ],
    find: [
      '{name}沉默了很久，然后说：“你怎么不早说？不是为了我，是别让你一个人扛着。”',
      '{name}没有发火，这让人又难受又松了口气。“多久了？”{name}只问了这一句，然后一直听到最后。',
      '{name}深吸一口气，把手伸过桌子。“好。现在我们都知道了。先从哪儿开始？”',
    ],
    end: [
      '那天晚上什么也没解决。可第二天早上，它已经不是秘密了，分量也轻了一半。',
      '早上醒来，问题还在。不同的是，现在是两个人一起看着它。',
      '后来{I}也说不清当初为什么拖了那么久。说出口只用了五分钟，瞒着却用了好几天。',
    ],
  },
};

/** The turn plots' lines per language. */
export const turnLines: Readonly<Record<ContentLanguage, TurnLines>> = { en, vi, ko, zh };
