/**
 * The grounded story continuation (issue 13, ninth round): the lines an opening no family reader knows is continued
 * with. They carry only the hero ({P}: a name, "I" or the creature a tale begins with) and the opening's central thing
 * ({thing}: a whole noun phrase of the opening, or a deictic such as "what had happened"), and follow the opening's
 * kind: something strange happens (noticed, looked into, explained by the thing itself), something is found (looked
 * at, asked about, taken care of), a wish (pursued), an event ahead (prepared for, lived through) or a plain moment
 * (it goes on, a small turn, it closes). No line brings a person, place, cause or object the opening did not give.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** What kind of opening the grounded lines continue. */
export type GroundedKind = 'strange' | 'found' | 'wish' | 'coming' | 'plain';

/** One kind's beats: each beat is a list of alternatives; the story takes one line per beat. */
export interface GroundedBeats {
  begin: ReadonlyArray<readonly string[]>;
  middle: ReadonlyArray<readonly string[]>;
  end: ReadonlyArray<readonly string[]>;
}

/** The deictic that stands for the central thing when the opening gives no clean noun phrase, per kind. */
export const groundedDeictics: Readonly<Record<ContentLanguage, Readonly<Record<GroundedKind, string>>>> = {
  en: { strange: 'what had happened', found: 'what {P} had found', wish: 'that wish', coming: 'the big day', plain: 'that moment' },
  vi: { strange: 'chuyện lạ ấy', found: 'thứ vừa tìm thấy', wish: 'ước mơ ấy', coming: 'ngày hôm ấy', plain: 'khoảnh khắc ấy' },
  ko: { strange: '그 일', found: '그것', wish: '그 꿈', coming: '그날', plain: '그 순간' },
  zh: { strange: '那件怪事', found: '那样东西', wish: '那个心愿', coming: '那一天', plain: '那一刻' },
};

const en: Readonly<Record<GroundedKind, GroundedBeats>> = {
  strange: {
    begin: [[
      '{?asked}The question would not leave {Pme} alone, so {P} set out to find out about {thing} {themself}, one careful step at a time.',
      '{!asked}For a long moment {P} did not move. {P} only looked at {thing}, waiting for it to make sense.',
      '{!asked}At first {P} thought {they} had imagined it, so {P} looked again, slowly. Nothing had changed.',
    ]],
    middle: [
      [
        '{P} went closer and studied {thing} carefully, touching nothing, and noticed one small detail after another.',
        'Nobody else {P} asked had seen anything like it, and nobody could explain {thing}.',
      ],
      [
        'In the end {P} found no cause anyone else would believe, but {P} found a plain answer of {their} own: nothing was broken. {thing:cap} had simply done, for once, what nobody expected of it.',
        'The longer {P} watched, the less it felt like a threat. {thing:cap} was not a trick and not a mistake; it was only stranger than anyone had ever needed it to be.',
      ],
    ],
    end: [[
      '{?asked}{P} never got the answer anyone would put into words. But {P} had seen {thing} with {Ps} own eyes, and that was answer enough.',
      '{!asked}{P} kept an eye on {thing} after that, and it never looked ordinary again.',
      '{!asked}Long afterwards, whenever {P} thought of {thing}, {P} smiled. Some things do not need to be solved, only noticed.',
    ]],
  },
  found: {
    begin: [[
      '{P} looked at {thing} for a long moment before doing anything at all.',
      '{P} bent down for a closer look at {thing}, half afraid to touch it.',
    ]],
    middle: [
      [
        '{P} wondered where {thing} had come from, and how it had ended up right there.',
        'There was nobody around to ask, so {P} decided to look after {thing} until the answer turned up.',
      ],
      [
        'Little by little it made sense: {thing} had not turned up by chance. It had been waiting for someone to notice, and that someone was {Pme}.',
        'The answer turned out to be plain and a little wonderful at once, and it had to do with {thing} itself, not with anything {P} had feared.',
      ],
    ],
    end: [[
      'In the end {P} did what felt right and made sure {thing} got back to where it belonged.',
      '{P} never forgot {thing}, nor the day {P} found it.',
    ]],
  },
  wish: {
    begin: [[
      'For a long time {P} had thought of little else but {thing}.',
      '{P} had carried {thing} around for so long that it had become part of every ordinary day.',
    ]],
    middle: [
      [
        'So {P} made up {their} mind to go after {thing}, one small step at a time.',
        'Wanting alone would not be enough, {P} knew, so {P} started to do something about {thing}.',
      ],
      [
        'It did not go the way {P} had planned, and for a while {P} nearly gave up. But {P} tried again, a little differently, and each day brought {thing} a little closer.',
        'There were days when {thing} seemed further away than ever. {P} kept going anyway.',
      ],
    ],
    end: [[
      'When the moment finally came, {P} could hardly believe it: {thing}, right there, at last.',
      '{P} would remember that day for a long time: not only {thing}, but everything it had taken to get there.',
    ]],
  },
  coming: {
    begin: [[
      '{thing:cap} was getting closer with every hour, and {P} could feel it.',
      '{P} spent the rest of the day getting ready for {thing}, one small thing at a time.',
    ]],
    middle: [
      [
        '{P} changed {their} mind more than once, and for a while nothing felt right.',
        '{P} tried to make everything perfect and only made it harder. In the end {P} stopped, and chose what felt true instead.',
      ],
      [
        'Then {thing} came, as it always had to.',
        'And then, all at once, {thing} was there, and there was no more time to worry.',
      ],
    ],
    end: [[
      'It did not go perfectly, but it went well enough, and {P} was glad not to have given up.',
      'Afterwards {P} went over {thing} again and again, lighter than in days.',
    ]],
  },
  plain: {
    begin: [[
      '{?thing}{P} did not hurry. {P} let the moment go on, taking in {thing} and everything around it.',
      '{!thing}{P} did not hurry. {P} let the moment go on, taking in everything around {Pme}.',
      '{?thing}For a while nobody needed to say anything, and {P} simply stayed there with {thing}.',
      '{!thing}For a while nobody needed to say anything, and {P} simply stayed where {P} was.',
    ]],
    middle: [
      [
        'Then something small happened: a laugh, a look, a word at the right time, and the whole moment shifted a little.',
        'Then, without any warning, the moment shifted a little, the way ordinary moments sometimes do.',
      ],
      [
        '{P} realised that this, exactly this, was worth remembering.',
        'It was nothing anyone would write down, and {P} knew it mattered anyway.',
      ],
    ],
    end: [[
      'When it was over, {P} kept {thing} the way one keeps a good day: quietly, and whole.',
      'It was an ordinary day, and {P} remembered it for a long time anyway.',
    ]],
  },
};

const vi: Readonly<Record<GroundedKind, GroundedBeats>> = {
  strange: {
    begin: [[
      '{?asked}Câu hỏi ấy cứ bám lấy {P}, nên {P} quyết định tự mình tìm hiểu về {thing}, từng bước một.',
      '{!asked}{P} đứng lặng một lúc lâu, chỉ nhìn {thing}, chờ cho mọi thứ trở nên có lý.',
      '{!asked}Thoạt đầu {P} tưởng mình nhìn nhầm, nên nhìn lại thật chậm. Không có gì thay đổi.',
    ]],
    middle: [
      [
        '{P} lại gần, quan sát {thing} thật kỹ mà không chạm vào, và nhận ra hết chi tiết nhỏ này đến chi tiết nhỏ khác.',
        '{P} hỏi thử vài người, nhưng chưa ai từng thấy chuyện như thế, và cũng chẳng ai giải thích được {thing}.',
      ],
      [
        'Rốt cuộc {P} không tìm ra lý do nào khiến người khác tin được, nhưng tự mình hiểu ra một điều giản dị: chẳng có gì hỏng cả. {thing} chỉ một lần làm điều không ai ngờ tới.',
        'Càng nhìn lâu, {P} càng thấy nó không đáng sợ. {thing} không phải trò đùa, cũng chẳng phải nhầm lẫn; nó chỉ lạ hơn những gì người ta từng nghĩ.',
      ],
    ],
    end: [[
      '{?asked}{P} chưa bao giờ nhận được câu trả lời bằng lời. Nhưng {P} đã tận mắt thấy {thing}, và thế là đủ để hiểu.',
      '{!asked}Từ hôm đó {P} vẫn hay để ý đến {thing}, và chẳng bao giờ thấy nó bình thường nữa.',
      '{!asked}Rất lâu về sau, mỗi lần nghĩ đến {thing}, {P} lại mỉm cười. Có những chuyện không cần lời giải, chỉ cần có người để ý.',
    ]],
  },
  found: {
    begin: [[
      '{P} nhìn {thing} một lúc lâu mà chưa biết phải làm gì.',
      '{P} cúi xuống nhìn {thing} cho kỹ, vừa tò mò vừa hơi ngại chạm vào.',
    ]],
    middle: [
      [
        '{P} tự hỏi {thing} từ đâu ra, và sao lại nằm đúng ở chỗ đó.',
        'Quanh đó chẳng có ai để hỏi, nên {P} quyết định trông chừng {thing} cho đến khi biết được câu trả lời.',
      ],
      [
        'Dần dần mọi chuyện sáng ra: {thing} không phải tình cờ mà xuất hiện. Nó chỉ chờ có người để ý, và người đó chính là {P}.',
        'Câu trả lời hóa ra vừa giản dị vừa có chút diệu kỳ, và nó nằm ở chính {thing}, chứ không phải ở những điều {P} từng lo.',
      ],
    ],
    end: [[
      'Cuối cùng {P} làm điều mình thấy đúng: đưa {thing} về lại nơi nó thuộc về.',
      '{P} không bao giờ quên {thing}, và cả ngày hôm ấy nữa.',
    ]],
  },
  wish: {
    begin: [[
      'Đã từ lâu {P} chẳng nghĩ đến điều gì khác ngoài {thing}.',
      '{P} mang {thing} theo trong lòng lâu đến mức nó thành một phần của mỗi ngày bình thường.',
    ]],
    middle: [
      [
        'Thế là {P} quyết định đi tìm {thing}, từng bước nhỏ một.',
        '{P} biết chỉ mong thôi thì không đủ, nên bắt đầu làm một điều gì đó cho {thing}.',
      ],
      [
        'Mọi chuyện không suôn sẻ như {P} tính, có lúc suýt bỏ cuộc. Nhưng {P} thử lại theo một cách khác, và mỗi ngày {thing} lại gần thêm một chút.',
        'Có những hôm {thing} tưởng như xa hơn bao giờ hết. {P} vẫn cứ bước tiếp.',
      ],
    ],
    end: [[
      'Khi khoảnh khắc ấy cuối cùng cũng đến, {P} gần như không tin nổi: {thing}, ngay trước mắt.',
      '{P} nhớ ngày hôm đó rất lâu: không chỉ {thing}, mà cả quãng đường đã đi để đến được đó.',
    ]],
  },
  coming: {
    begin: [[
      '{thing} mỗi lúc một gần, và {P} cảm nhận được điều đó trong từng giờ.',
      '{P} dành cả phần còn lại của ngày để chuẩn bị cho {thing}, từng việc nhỏ một.',
    ]],
    middle: [
      [
        '{P} đổi ý mấy lần liền, và có lúc chẳng thấy gì ổn cả.',
        '{P} cố làm mọi thứ thật hoàn hảo, rồi chỉ thấy rối thêm. Cuối cùng {P} dừng lại và chọn điều mình thật lòng thấy đúng.',
      ],
      [
        'Rồi {thing} cũng đến, như nó vẫn phải đến.',
        'Rồi bỗng chốc {thing} đã ở ngay đó, và chẳng còn thời gian để lo lắng nữa.',
      ],
    ],
    end: [[
      'Mọi thứ không hoàn hảo, nhưng đủ tốt, và {P} mừng vì đã không bỏ cuộc.',
      'Sau đó {P} nghĩ lại về {thing} mãi, lòng nhẹ hơn hẳn những ngày trước.',
    ]],
  },
  plain: {
    begin: [[
      '{?thing}{P} không vội. {P} để khoảnh khắc cứ thế trôi, lặng lẽ ngắm {thing} và mọi thứ xung quanh.',
      '{!thing}{P} [không vội|chẳng vội vàng gì|không muốn vội]. {P} để [khoảnh khắc|lúc ấy|buổi ấy] cứ thế trôi, [lặng lẽ|chậm rãi|yên lặng] ngắm mọi thứ [xung quanh|quanh mình|trước mắt].',
      '{?thing}Một lúc lâu chẳng ai cần nói gì, và {P} cứ lặng lẽ ở đó, cùng {thing}.',
      '{!thing}[Một lúc lâu|Một hồi lâu|Khá lâu] chẳng ai cần nói gì, và {P} cứ [lặng lẽ|yên lặng|im lặng] ở đó.',
    ]],
    middle: [
      [
        'Rồi [một điều nhỏ|một chuyện rất nhỏ] xảy ra: [một tiếng cười|một ánh mắt|một câu nói đúng lúc|một tiếng thở dài], và cả [khoảnh khắc|buổi ấy] như [khẽ đổi khác|chậm lại|lắng xuống].',
        'Rồi chẳng [báo trước|hiểu vì sao], không khí [khẽ đổi khác|lắng xuống|chậm lại], theo cái cách những lúc bình thường [đôi khi|thỉnh thoảng] vẫn thế.',
      ],
      [
        '{P} [chợt hiểu|bỗng nhận ra|thầm nghĩ] rằng chính lúc này, đúng lúc này, là điều [đáng nhớ|đáng giữ lại|sẽ còn nhớ lâu].',
        'Chẳng ai sẽ [ghi lại|kể lại|nhắc lại] chuyện ấy, vậy mà {P} [biết|hiểu|cảm thấy] nó [quan trọng|có ý nghĩa|đáng giữ].',
      ],
    ],
    end: [[
      'Khi mọi thứ qua đi, {P} giữ {thing} lại như người ta giữ [một ngày đẹp|một kỷ niệm nhỏ|một buổi chiều đáng nhớ]: [lặng lẽ và trọn vẹn|yên lặng và nguyên vẹn|nhẹ nhàng và trọn vẹn].',
      'Đó chỉ là [một ngày bình thường|một buổi rất đỗi bình thường|một ngày như mọi ngày], vậy mà {P} [nhớ mãi|nhớ rất lâu|chẳng bao giờ quên].',
    ]],
  },
};

const ko: Readonly<Record<GroundedKind, GroundedBeats>> = {
  strange: {
    begin: [[
      '{?asked}그 물음이 머리를 떠나지 않았다. 그래서 {P:는} {thing:을} 직접 알아보기로 했다. 한 걸음씩, 조심스럽게.',
      '{!asked}{P:는} 한참 동안 꼼짝도 못 하고 {thing:을} 바라보았다. 이게 무슨 일인지 머리가 따라오기를 기다리면서.',
      '{!asked}처음엔 잘못 본 줄 알았다. 그래서 {P:는} 천천히 다시 보았다. 달라진 건 없었다.',
    ]],
    middle: [
      [
        '{P:는} 조금 더 가까이 가서 아무것도 건드리지 않고 {thing:을} 찬찬히 살폈다. 처음엔 못 본 것들이 하나씩 눈에 들어왔다.',
        '주변에 물어봐도 그런 걸 본 사람은 없었고, {thing:을} 설명해 주는 사람도 없었다.',
      ],
      [
        '결국 남들이 믿을 만한 이유는 찾지 못했다. 대신 {P:는} 한 가지는 알 수 있었다. 고장 난 건 없었다. {thing:은} 그저 처음으로, 아무도 기대하지 않은 일을 해 보였을 뿐이었다.',
        '오래 지켜볼수록 무섭지 않았다. {thing:은} 장난도 실수도 아니었다. 다만 누구도 생각해 본 적 없을 만큼 조금 이상할 뿐이었다.',
      ],
    ],
    end: [[
      '{?asked}{P:는} 누구에게서도 말로 된 답을 듣지 못했다. 하지만 {thing:을} 두 눈으로 보았고, 그걸로 답은 충분했다.',
      '{!asked}그 뒤로도 {P:는} 자주 {thing:을} 들여다보았다. 다시는 예사롭게 보이지 않았다.',
      '{!asked}오랜 시간이 지나도 {thing:을} 떠올리면 웃음이 났다. 어떤 일은 풀지 않아도 된다. 알아봐 주기만 하면 된다.',
    ]],
  },
  found: {
    begin: [[
      '{P:는} 한동안 아무것도 못 하고 {thing:을} 내려다보았다.',
      '{P:는} 몸을 숙여 {thing:을} 가만히 들여다보았다. 선뜻 손대기가 조심스러웠다.',
    ]],
    middle: [
      [
        '{thing:이} 어디서 왔는지, 왜 하필 거기 있었는지 {P:는} 궁금해졌다.',
        '주위에 물어볼 사람도 없어서 {P:는} 답을 알게 될 때까지 {thing:을} 돌봐 주기로 했다.',
      ],
      [
        '조금씩 이해가 됐다. {thing:은} 우연히 거기 있었던 게 아니었다. 누군가 알아봐 주기를 기다리고 있었고, 그 누군가가 바로 {P}였다.',
        '답은 싱겁고도 조금 신기했다. 그건 {P:가} 걱정하던 무엇과도 상관없이, {thing} 그 자체에 있었다.',
      ],
    ],
    end: [[
      '결국 {P:는} 옳다고 느낀 대로 했다. {thing:이} 있어야 할 곳으로 돌아가게 해 주었다.',
      '{P:는} {thing:과} 그날을 오래도록 잊지 못했다.',
    ]],
  },
  wish: {
    begin: [[
      '{P:는} 오래전부터 {thing} 생각뿐이었다.',
      '{thing:은} 너무 오래 마음에 품고 있어서 어느새 {P}의 하루하루가 되어 있었다.',
    ]],
    middle: [
      [
        '그래서 {P:는} 마음을 먹었다. {thing:을} 향해 한 걸음씩 가 보기로.',
        '바라기만 해서는 안 된다는 걸 {P:는} 알았다. 그래서 {thing:을} 위해 뭔가를 시작했다.',
      ],
      [
        '생각대로 되지는 않았다. 포기할 뻔한 날도 있었다. 하지만 {P:는} 방법을 조금 바꿔 다시 해 보았고, 하루하루 {thing:이} 조금씩 가까워졌다.',
        '{thing:이} 그 어느 때보다 멀게 느껴지는 날도 있었다. 그래도 {P:는} 멈추지 않았다.',
      ],
    ],
    end: [[
      '마침내 그 순간이 왔을 때 {P:는} 믿기지가 않았다. {thing:이} 바로 눈앞에 있었다.',
      '{P:는} 그날을 오래 기억했다. {thing}만이 아니라, 거기까지 오는 데 걸린 모든 날들까지.',
    ]],
  },
  coming: {
    begin: [[
      '{thing:은} 시간이 갈수록 성큼성큼 다가왔고, {P:는} 그걸 온몸으로 느꼈다.',
      '{P:는} 남은 하루를 {thing:을} 준비하며 보냈다. 작은 것부터 하나씩.',
    ]],
    middle: [
      [
        '{P:는} 마음을 몇 번이나 바꿨고, 한동안은 뭘 해도 마음에 들지 않았다.',
        '완벽하게 하려고 할수록 더 꼬이기만 했다. 결국 {P:는} 손을 멈추고, 마음이 가는 쪽을 골랐다.',
      ],
      [
        '그리고 {thing:이} 왔다. 올 수밖에 없었다.',
        '그러다 어느 순간 {thing:이} 코앞에 와 있었고, 더는 걱정할 시간도 없었다.',
      ],
    ],
    end: [[
      '완벽하지는 않았지만 충분히 괜찮았다. {P:는} 포기하지 않은 게 다행이라고 생각했다.',
      '끝나고 나서도 {P:는} {thing:을} 몇 번이고 다시 떠올렸다. 며칠 만에 마음이 가벼웠다.',
    ]],
  },
  plain: {
    begin: [[
      '{?thing}{P:는} 서두르지 않았다. {thing:과} 그 곁의 모든 것을 가만히 느끼며 그 순간이 흘러가게 두었다.',
      '{!thing}{P:는} 서두르지 않았다. 주위의 모든 것을 가만히 느끼며 그 순간이 천천히 흘러가게 두었다.',
      '{?thing}한동안 아무도 말할 필요가 없었다. {P:는} {thing:과} 함께 그저 거기 있었다.',
      '{!thing}한동안 아무도 말할 필요가 없었다. {P:는} 그저 가만히 거기 있었다.',
    ]],
    middle: [
      [
        '그러다 작은 일이 하나 생겼다. 웃음 한 번, 눈빛 한 번, 딱 맞는 때에 나온 말 한마디. 그것만으로 분위기가 조금 달라졌다.',
        '그러다 아무 예고도 없이 공기가 조금 달라졌다. 평범한 순간들이 가끔 그러듯이.',
      ],
      [
        '{P:는} 알았다. 바로 지금, 이 순간이 기억할 만한 것이라는 걸.',
        '누가 적어 둘 만한 일은 아니었다. 그래도 {P:는} 그게 소중하다는 걸 알았다.',
      ],
    ],
    end: [[
      '다 지나간 뒤에도 {P:는} {thing:을} 좋은 하루처럼 간직했다. 조용히, 온전하게.',
      '평범한 하루였다. 그런데도 {P:는} 그날을 오래 기억했다.',
    ]],
  },
};

const zh: Readonly<Record<GroundedKind, GroundedBeats>> = {
  strange: {
    begin: [[
      '{?asked}这个问题一直在{P}心里打转，于是{P}决定亲自去弄清楚{thing}，一步一步来。',
      '{!asked}{P}愣了好一会儿，一动不动地看着{thing}，等着自己想明白。',
      '{!asked}一开始{P}以为是自己看错了，于是又慢慢看了一遍。什么都没变。',
    ]],
    middle: [
      [
        '{P}走近了些，什么也没碰，仔仔细细地看着{thing}，一个又一个小细节慢慢浮现出来。',
        '{P}问了几个人，谁都没见过这样的事，也没有人能解释{thing}。',
      ],
      [
        '最后{P}没找到能让别人信服的原因，却自己想通了一件简单的事：什么都没坏。{thing}只是这一次，做了谁都没想到的事。',
        '看得越久，{P}越不觉得害怕。{thing}不是恶作剧，也不是弄错了，只是比所有人以为的都要奇妙一点。',
      ],
    ],
    end: [[
      '{?asked}{P}始终没有听到谁亲口说出答案。可{P}亲眼看到了{thing}，这就是最好的答案。',
      '{!asked}从那以后，{P}常常留意{thing}，再也不觉得它平常了。',
      '{!asked}很久以后，{P}想起{thing}还是会笑。有些事不需要答案，只需要有人注意到。',
    ]],
  },
  found: {
    begin: [[
      '{P}盯着{thing}看了好久，一时不知道该怎么办。',
      '{P}弯下腰仔细看着{thing}，既好奇，又有点不敢碰。',
    ]],
    middle: [
      [
        '{P}忍不住想：{thing}是从哪儿来的，怎么偏偏在这儿？',
        '附近没有人可以问，{P}决定先照看好{thing}，等弄清楚再说。',
      ],
      [
        '慢慢地，{P}明白了：{thing}不是碰巧出现的。它一直在等有人注意到它，而那个人正是{P}。',
        '答案既简单，又有点奇妙，它就藏在{thing}本身，和{P}担心的那些事都没有关系。',
      ],
    ],
    end: [[
      '最后，{P}照着自己觉得对的去做，让{thing}回到了它该去的地方。',
      '{P}一直没有忘记{thing}，也没有忘记那一天。',
    ]],
  },
  wish: {
    begin: [[
      '很久以来，{P}心里想的几乎只有{thing}。',
      '{thing}在{P}心里放了太久，久到成了每个平常日子的一部分。',
    ]],
    middle: [
      [
        '于是{P}下定决心，一步一步朝{thing}走过去。',
        '{P}知道光是想是不够的，于是开始为{thing}做点什么。',
      ],
      [
        '事情没有按计划进行，{P}好几次差点放弃。可{P}换了个办法又试了一次，{thing}一天比一天近了。',
        '有些日子，{thing}好像比任何时候都远。{P}还是没有停下来。',
      ],
    ],
    end: [[
      '那一刻终于到来的时候，{P}几乎不敢相信：{thing}，就在眼前。',
      '{P}把那一天记了很久：不只是{thing}，还有走到那里的每一步。',
    ]],
  },
  coming: {
    begin: [[
      '{thing}一小时比一小时近，{P}能清清楚楚地感觉到。',
      '那天剩下的时间，{P}都在为{thing}做准备，一件小事接着一件小事。',
    ]],
    middle: [
      [
        '{P}改了好几次主意，有一阵子怎么做都觉得不对。',
        '{P}越想做到完美，就越乱。最后{P}停下来，选了自己心里真正想要的那个。',
      ],
      [
        '然后，{thing}终于来了。',
        '忽然之间，{thing}就到了眼前，再也没有时间担心了。',
      ],
    ],
    end: [[
      '一切并不完美，但已经足够好了。{P}很庆幸自己没有放弃。',
      '事后{P}一遍遍回想{thing}，心里比前几天轻松多了。',
    ]],
  },
  plain: {
    begin: [[
      '{?thing}{P}不着急，就让这一刻慢慢过去，静静地感受着{thing}和身边的一切。',
      '{!thing}{P}不着急，就让这一刻慢慢过去，静静地感受着身边的一切。',
      '{?thing}好一会儿谁都不用说话，{P}只是和{thing}待在一起。',
      '{!thing}好一会儿谁都不用说话，{P}只是静静地待在那里。',
    ]],
    middle: [
      [
        '然后，一个小小的瞬间改变了气氛：一声笑，一个眼神，或是一句来得正好的话。',
        '然后，没有任何预兆，气氛悄悄变了一点，就像平凡的时刻偶尔会的那样。',
      ],
      [
        '{P}忽然明白，就是现在，就是这一刻，值得记住。',
        '没有人会把这样的事写下来，可{P}知道它很重要。',
      ],
    ],
    end: [[
      '等一切过去，{P}把{thing}像一个好日子那样收在心里，安安静静，完完整整。',
      '那只是平凡的一天，可{P}记了很久很久。',
    ]],
  },
};

/** The grounded beats per language and kind. */
export const groundedLines: Readonly<Record<ContentLanguage, Readonly<Record<GroundedKind, GroundedBeats>>>> = { en, vi, ko, zh };
