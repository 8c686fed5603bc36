/**
 * Beats of a plain moment with a person (issue 13, round 8), per language. Slots: {P} {Pme} {Ps} {us} the hero;
 * {who} the person the opening names (Grandpa, sếp, 할머니, 女儿). Flags: mishap (a spill, a breakage), stuck (a thing
 * out of reach), far (the person called or texted), memory (the person is only remembered), near (the person is there).
 * Each beat is a list of guarded alternatives; exactly one mode's lines hold for any opening.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { MysteryBeats } from './mystery-types.ts';

export const momentBeats: Readonly<Record<ContentLanguage, MysteryBeats>> = {
  en: {
    begin: [[
      '{?mishap}{!stuck}[For a second nobody moved.|For a moment the whole room went quiet.] Then {P} said sorry more times than was needed and did what {P} could to put it right, [hot in the face|red to the ears].',
      '{?stuck}{P} looked up at it [for a long moment|for a while] and did not say “it’s gone”. Instead {P} [rolled up {Ps} sleeves|looked around] and started looking for a way.',
      '{?far}{!mishap}[That same afternoon|That very evening] {P} went to see {who}, [without waiting for the weekend|as soon as {P} could get away].',
      '{?memory}{!mishap}{!far}{P} did it the way {P} remembered {who} doing it, [slowly and from memory|slowly, by heart], trying not to skip a single step.',
      '{?near}{!mishap}{P} stayed close to {who} and [took it slowly|did not rush], the way you do with small things that turn out to matter.',
    ]],
    middle: [
      [
        '{?mishap}{P} looked at {who}, and {who} looked back, waiting to see what {P} would do. So {P} [took a deep breath|pulled {themself} together] and said, “All right. Let’s see what we can do.”',
        '{?thing}{?far}{!mishap}{who:cap} was already [waiting at the door|out by the gate] and took {Pme} straight to {thing}, as proud as a child, as if it were the most important news in the world. [Maybe it was.|Perhaps it was.|And maybe it was.]',
        '{!thing}{?far}{!mishap}{who:cap} was already [waiting at the door|out by the gate], as proud as a child, and showed {Pme} everything, as if it were the most important news in the world. [Maybe it was.|Perhaps it was.|And maybe it was.]',
        '{?memory}{!mishap}{!far}It did not come out right the first time. Something was missing, and it took {Pme} [a whole evening|two more tries] to remember what {who} used to do at the very end, without even thinking about it.',
        '{?near}{!mishap}[Halfway through|At some point], {who} said something that made {Pme} laugh, and after that neither of {us} was in a hurry.',
      ],
      [
        '{?mishap}It took [longer than it should have|a good while], and it did not go perfectly. But halfway through, {who} was laughing, and the whole thing had turned into something else: a story to tell.',
        '{?far}{!mishap}{P} stayed [until evening|for dinner]. {who:cap} talked the whole time, about [the early days|all the small worries] and what had nearly gone wrong, and {P} listened to every word.',
        '{?memory}{!mishap}{!far}When {P} finally got it right, {P} stood still for a moment, because for a second it felt as if {who} were right there, watching.',
        '{?near}{!mishap}By the end {P} could not have said what had been so special about it. Only that {P} wanted to remember it.',
      ],
    ],
    end: [[
      '{?mishap}[Long after|Years later], it was the part of that day {P} remembered best — not the mess, but {who} laughing, and how quickly a bad moment had turned into a good one.',
      '{?far}{!mishap}[On the way home|Later that night] {P} understood that {who} had never really called about the news. It had been [an invitation|a way of saying come over], and {P} was glad to have [said yes|gone].',
      '{?memory}{!mishap}{!far}It was not exactly the same[, and it never would be|; it never would be]. But it was close enough that, for a while, {who} was there too.',
      '{?near}{!mishap}[Years later|Long after], {P} still remembered that day with {who}: nothing much had happened, and that was exactly what made it good.',
    ]],
  },
  vi: {
    begin: [[
      '{?mishap}{!stuck}[Trong một giây chẳng ai nhúc nhích.|Cả phòng bỗng im phăng phắc.] Rồi {P} rối rít xin lỗi, nhiều hơn cần thiết, [mặt nóng bừng|đỏ cả tai], và làm mọi cách để gỡ lại.',
      '{?stuck}{P} đứng nhìn lên [một lúc lâu|hồi lâu], không nói câu “thôi mất rồi”. Thay vào đó {P} [xắn tay áo lên|nhìn quanh một lượt] và bắt đầu tìm cách.',
      '{?far}{!mishap}[Ngay chiều hôm đó|Ngay tối hôm đó] {P} sang thăm {who}, [chẳng đợi tới cuối tuần|vừa thu xếp được là đi ngay].',
      '{?memory}{!mishap}{!far}{P} làm đúng như ngày xưa từng thấy {who} làm, [chậm rãi, theo trí nhớ|thong thả, dựa cả vào trí nhớ], cố không bỏ sót bước nào.',
      '{?near}{!mishap}{P} ở sát bên {who}, [làm thật chậm|không vội vàng gì], như người ta vẫn làm với những việc nhỏ mà hóa ra lại quan trọng.',
    ]],
    middle: [
      [
        '{?mishap}{P} nhìn {who}, {who} cũng nhìn lại, [như chờ xem {P} sẽ làm gì|chờ xem {P} xoay xở ra sao]. {P} [hít một hơi thật sâu|trấn tĩnh lại] rồi nói: “[Được rồi. Để xem mình làm được gì nào.|Không sao đâu, mình cùng tìm cách nhé.]”',
        '{?thing}{?far}{!mishap}{who} đã [đứng chờ sẵn ở cửa|ra tận cổng đón] rồi dẫn {P} ra xem {thing} ngay, hớn hở như trẻ con, như thể đó là tin quan trọng nhất trên đời. Mà có khi đúng là vậy thật.',
        '{!thing}{?far}{!mishap}{who} đã [đứng chờ sẵn ở cửa|ra tận cổng đón], hớn hở như trẻ con, rồi khoe với {P} từng thứ một, như thể đó là tin quan trọng nhất trên đời. Mà có khi đúng là vậy thật.',
        '{?memory}{!mishap}{!far}Lần đầu làm không ra được như ý. Thiếu một cái gì đó, và {P} mất [nguyên một buổi tối|thêm hai lần thử] mới nhớ ra ngày xưa {who} vẫn làm gì ở bước cuối, làm mà chẳng cần nghĩ.',
        '{?near}{!mishap}[Được nửa chừng|Đang làm dở], {who} nói một câu làm {P} bật cười, và từ đó chẳng ai còn vội gì nữa.',
      ],
      [
        '{?mishap}Mất [nhiều thời gian hơn đáng lẽ|kha khá thời gian], và cũng chẳng suôn sẻ gì. Nhưng [được nửa chừng|chưa xong việc] thì {who} đã bật cười, và cả chuyện ấy biến thành [một thứ khác hẳn: một chuyện để kể lại|một kỷ niệm để sau này nhắc lại].',
        '{?far}{!mishap}{P} ở lại [tới tối|ăn cơm tối]. {who} kể suốt, [chuyện mấy ngày đầu|đủ thứ chuyện lo lắng lặt vặt], chuyện suýt nữa thì hỏng, và {P} nghe không sót chữ nào.',
        '{?memory}{!mishap}{!far}Đến khi làm được, {P} đứng lặng một lúc, vì trong một giây cứ như {who} đang đứng ngay sau lưng, lặng lẽ nhìn.',
        '{?near}{!mishap}Đến cuối, {P} cũng chẳng nói được có gì đặc biệt. Chỉ biết là mình muốn nhớ mãi.',
      ],
    ],
    end: [[
      '{?mishap}[Rất lâu sau|Nhiều năm sau], đó vẫn là đoạn {P} nhớ nhất về ngày hôm ấy — không phải chuyện lộn xộn, mà là tiếng cười của {who}, và một lúc tệ hại đã hóa thành lúc đẹp nhanh đến thế nào.',
      '{?far}{!mishap}Trên đường về {P} mới hiểu cuộc gọi của {who} chưa bao giờ chỉ để báo tin. Đó là một lời mời, và {P} mừng vì mình đã đến.',
      '{?memory}{!mishap}{!far}Không giống hệt được, mà sẽ chẳng bao giờ giống hệt. Nhưng đủ gần để, trong một lúc, {who} như cũng đang ở đây.',
      '{?near}{!mishap}[Nhiều năm sau|Rất lâu sau] {P} vẫn nhớ ngày hôm ấy bên {who}: chẳng có gì to tát xảy ra, và chính vì thế mà nó đẹp.',
    ]],
  },
  ko: {
    begin: [[
      '{?mishap}{!stuck}[잠깐 아무도 움직이지 못했다.|순간 주변이 조용해졌다.] 그러고 나서 {P:는} 필요 이상으로 몇 번이나 사과하고, [얼굴이 화끈거린 채|귀까지 빨개진 채] 어떻게든 수습해 보려고 애썼다.',
      '{?stuck}{P:는} [한참을|한동안] 올려다보았지만 이제 틀렸다는 말은 하지 않았다. 대신 [소매를 걷어붙이고|주위를 둘러보며] 방법을 찾기 시작했다.',
      '{?far}{!mishap}{P:는} [주말까지 기다리지 않고 그날 오후 바로|짬이 나자마자 그날 저녁 바로] {who:을} 보러 갔다.',
      '{?memory}{!mishap}{!far}{P:는} [기억 속 {who:이} 하던 그대로 해 보았다.|{who:이} 하던 모습을 떠올리며 그대로 따라 해 보았다.] [천천히, 기억을 더듬어|서두르지 않고, 기억에 기대어], 한 단계도 빼먹지 않으려고.',
      '{?near}{!mishap}{P:는} {who} 곁에 바짝 붙어 [천천히 했다|서두르지 않았다]. 작지만 알고 보면 중요한 일을 할 때처럼.',
    ]],
    middle: [
      [
        '{?mishap}{P:는} {who:을} 보았고, {who:도} {P:을} 보았다. [{P:이} 어떻게 할지 기다리는 눈치였다.|{P:이} 어떻게 수습할지 지켜보는 얼굴이었다.] {P:는} [숨을 한 번 크게 쉬고|마음을 가다듬고], 같이 방법을 찾아보자고 말했다.',
        '{?thing}{?far}{!mishap}{who:은} 벌써 [문 앞에|대문 밖에] 나와 기다리고 있다가 {P:을} 곧장 {thing} 앞으로 데려갔다. 어린애처럼 신이 나서, 세상에서 제일 중요한 소식이라도 되는 것처럼. 어쩌면 정말 그랬다.',
        '{!thing}{?far}{!mishap}{who:은} 벌써 [문 앞에|대문 밖에] 나와 기다리고 있었다. 어린애처럼 신이 나서 하나하나 다 보여 주었다. 세상에서 제일 중요한 소식이라도 되는 것처럼. 어쩌면 정말 그랬다.',
        '{?memory}{!mishap}{!far}[처음에는 그때 같지가 않았다.|첫 번째는 어딘가 달랐다.] [뭔가 빠져 있었다.|한 가지가 모자랐다.] {P:는} [저녁 내내 애쓰고|두 번을 더 해 보고] 나서야 {who:이} 마지막에 무심하게 하던 그 한 가지를 떠올렸다.',
        '{?near}{!mishap}[하다가 중간에|한창 하던 중에] {who:이} 던진 한마디에 {P:는} 웃음이 터졌고, 그 뒤로는 아무도 서두르지 않았다.',
      ],
      [
        '{?mishap}[생각보다 오래 걸렸고|시간이 꽤 걸렸고], 매끄럽지도 않았다. 그래도 중간쯤 되자 {who:도} 웃고 있었고, 그 일은 어느새 다른 것이 되어 있었다. 두고두고 꺼낼 이야깃거리.',
        '{?far}{!mishap}{P:는} [저녁까지 있었다|저녁까지 먹고 왔다]. {who:은} [처음 며칠 이야기며|자잘한 걱정거리 이야기며] 하마터면 망칠 뻔했던 이야기를 쉬지 않고 했고, {P:는} 한 마디도 놓치지 않고 들었다.',
        '{?memory}{!mishap}{!far}[마침내 제대로 됐을 때|드디어 그때처럼 됐을 때], {P:는} [한동안 가만히 서 있었다|잠시 움직이지 못했다]. 잠깐이지만 {who:이} 바로 뒤에서 지켜보고 있는 것 같았다.',
        '{?near}{!mishap}끝나고 나서도 뭐가 그렇게 특별했는지는 말로 할 수 없었다. 그냥 오래 기억하고 싶었다.',
      ],
    ],
    end: [[
      '{?mishap}[오랜 뒤에도|몇 년이 지나도] 그날 {P:이} 가장 또렷이 기억하는 건 엉망이 된 순간이 아니라 웃던 {who}, 그리고 최악의 순간이 그렇게 빨리 좋은 순간으로 바뀌었다는 사실이었다.',
      '{?far}{!mishap}돌아오는 길에 {P:는} 알았다. {who}의 그 전화는 소식을 전하려던 게 아니었다. 초대였다. 그리고 {P:는} 가길 잘했다고 생각했다.',
      '{?memory}{!mishap}{!far}[똑같지는 않았다.|완전히 같지는 않았다.] [앞으로도 똑같을 수는 없을 것이다.|아마 앞으로도 그럴 것이다.] 그래도 [충분히 가까워서|그만하면 가까워서], 잠시나마 {who:도} 거기 함께 있는 것 같았다.',
      '{?near}{!mishap}[몇 년이 지나도|오랜 뒤에도] {P:는} {who:과} 보낸 그날을 기억했다. 별일은 없었다. 그래서 더 좋았다.',
    ]],
  },
  zh: {
    begin: [[
      '{?mishap}{!stuck}[有那么一秒，谁都没动。|周围一下子安静了。]然后{P}连声道歉，道了好几遍，[脸上发烫|耳朵都红了]，想尽办法补救。',
      '{?stuck}{P}仰头看了[好一会儿|半天]，没有说“算了，拿不回来了”。{P}[卷起袖子|四下看了看]，开始想办法。',
      '{?far}{!mishap}{P}[没等到周末，当天下午|一有空，当天晚上]就去看{who}了。',
      '{?memory}{!mishap}{!far}{P}照着记忆里{who}的做法，[一步一步慢慢来|不慌不忙地]，生怕漏掉哪一步。',
      '{?near}{!mishap}{P}一直待在{who}身边，[慢慢来|一点也不急]，就像对待那些看起来很小、其实很要紧的事。',
    ]],
    middle: [
      [
        '{?mishap}{P}看着{who}，{who}也看着{P}，[像是在等{P}怎么办|等着看{P}怎么收场]。{P}[深吸一口气|定了定神]，说：“没事，我们一起想办法。”',
        '{?thing}{?far}{!mishap}{who}早就[等在门口|站在院门外]了，一见面就拉着{P}去看{thing}，像个孩子一样得意，好像这是天底下最要紧的消息。说不定还真是。',
        '{!thing}{?far}{!mishap}{who}早就[等在门口|站在院门外]了，像个孩子一样得意，一样一样地给{P}看，好像这是天底下最要紧的消息。说不定还真是。',
        '{?memory}{!mishap}{!far}第一次没做对，总觉得少了点什么。{P}[折腾了一整晚|又试了两次]，才想起{who}以前最后总会顺手做的那一步。',
        '{?near}{!mishap}[做到一半|正忙着的时候]，{who}随口一句话把{P}逗笑了，之后谁也不着急了。',
      ],
      [
        '{?mishap}花的时间[比想象的长|可不短]，过程也不算顺利。可[到了一半|还没弄完]，{who}已经笑了，整件事也变了样：成了[一个以后可以拿来讲的故事|以后常常提起的一段回忆]。',
        '{?far}{!mishap}{P}[一直待到傍晚|留下来吃了晚饭]。{who}说个不停，[说头几天的事|说各种小担心]，说差点就搞砸的事，{P}一个字也没漏听。',
        '{?memory}{!mishap}{!far}终于做对的时候，{P}站着愣了好一会儿，因为那一瞬间，好像{who}就站在身后看着。',
        '{?near}{!mishap}到最后，{P}也说不出到底哪里特别，只知道想一直记住。',
      ],
    ],
    end: [[
      '{?mishap}[过了很久|很多年后]，{P}记得最清楚的仍然是那天的这一段——不是那一团糟，而是{who}的笑，还有一个糟糕的时刻竟然那么快就变成了好时刻。',
      '{?far}{!mishap}回家的路上{P}才明白，{who}那通电话从来不只是报个消息。那是一个邀请，而{P}很庆幸自己去了。',
      '{?memory}{!mishap}{!far}不完全一样，以后也不会完全一样。可已经够接近了，近到那一会儿，{who}好像也在。',
      '{?near}{!mishap}[很多年后|过了很久]，{P}还记得和{who}在一起的那一天：没发生什么大事，可正因为这样才好。',
    ]],
  },
};
