/**
 * More alternatives for the everyday beats (issue 13, fourth round: variety over seeds): for each family and route,
 * extra templates appended to a beat's alternatives (same slots and flags as everyday-en.ts and its siblings). A beat
 * listed here as [] gets nothing more. Kept apart so each language's main beats stay readable as one story per route.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { EverydayFamily } from './everyday-rules.ts';

/** Extra alternatives per beat of one route: begin, middle (per beat) and end, in the order of the main beats. */
export interface MoreBeats {
  begin: ReadonlyArray<readonly string[]>;
  middle: ReadonlyArray<readonly string[]>;
  end: ReadonlyArray<readonly string[]>;
}

/** Extra alternatives for a family's two routes. */
export type MorePack = Partial<Readonly<Record<EverydayFamily, readonly [MoreBeats, MoreBeats]>>>;

const en: MorePack = {
  found: [
    {
      begin: [[
        '{?back}{P} [held|weighed] {thing} in {their} hand [for a while|a long moment]. [Someone|Somebody] had [brought it back|returned it] on purpose, [and taken care doing it|and that mattered more than the thing itself].',
        '{?picked}{P} [looked at|turned over] {thing} and [thought of|pictured] its owner, [somewhere|not far away], [searching|retracing their steps] right now.',
        '{!back}{!picked}{P} [made a list|thought back] of every place {they} had been, and [went back to each one|checked them one by one]. {thing:cap} [was not there|had vanished].',
      ]],
      middle: [
        ['{?back}{P} [asked around|started with the people nearby], and [one face|one name] kept [coming up|turning up]: someone who had [seen it happen|been there that day].', '{?picked}{P} [checked every pocket|looked at every detail] of {thing} [for a clue|for a name], and [found one|at last found something] [small|easy to miss].', '{!back}{!picked}{P} [put up a note|asked everywhere {they} had been], [with a number|plainly], and [waited|tried not to hope too hard].'],
        ['{?back}[It took a while|It was not quick], but {P} [found|tracked down] that person, who [blushed|laughed] and said they [had only done|would do] the same again [for anyone|any day].', '{?picked}[In the end|At last] the owner [was found|turned up], [so relieved|so grateful] that [they could hardly speak|they laughed out loud].', '{!back}{!picked}[Then|Finally] [a message came|someone called]: {thing} had been found, [safe and sound|not a scratch on it], and [was waiting|could be picked up] [that same day|whenever {P} liked].'],
      ],
      end: [[
        '{?back}{P} [never lost {thing} again|kept {thing} closer after that], and [passed the favour on|returned the kindness] [the first chance {they} got|before the month was out].',
        '{?picked}{P} [gave {thing} back|handed {thing} over] and [walked away lighter|went home smiling]. [It is a good feeling|Few things feel better], giving back what someone [thought was lost|had given up on].',
        '{!back}{!picked}{P} [got {thing} back|held {thing} again] [that evening|before nightfall], and [promised {themself}|decided] to be the one who [hands things back|keeps lost things safe] next time.',
      ]],
    },
    {
      begin: [[
        '{?back}{P} [read the note twice|looked twice] before [believing it|it sank in]. [Someone|Somebody] had [gone out of their way|taken trouble] to bring {thing} back.',
        '{?picked}{P} [decided there and then|made up {their} mind] that {thing} was going [home|back to its owner], [one way or another|however long it took].',
        '{!back}{!picked}{P} [waited a day|gave it a day], [then another|hoping]. {thing:cap} [did not turn up|stayed lost], and [the gap it left|its absence] was [bigger than {P} expected|hard to ignore].',
      ]],
      middle: [
        ['{?back}{P} [went looking|asked around] [for whoever had done it|for the person behind the note], and [found them|they were found] [sooner than expected|by the end of the week].', '{?picked}{P} [asked|showed {thing} to] everyone who [might know|might have seen], until [one of them|somebody] [recognised it|knew at once whose it was].', '{!back}{!picked}{P} [went back over the way once more|tried one last time], [slowly|step by step], and [left word|asked] [wherever {they} could|all the way].'],
        ['{?back}[They|The two of them] [talked|got talking] [for a long time|far longer than planned], [and parted|and said goodbye] [like old friends|as if they had known each other for years].', '{?picked}The owner [could not stop thanking {Pme}|held {thing} tightly] and [explained|said] what it [meant|had meant to them] [all these years|for so long].', '{!back}{!picked}[The next day|Soon after], {thing} [turned up|was back], [with no explanation|as if it had simply found its own way home].'],
      ],
      end: [[
        '{?back}{P} [kept the note with {thing}|kept {thing} and the note together], [a reminder|proof] that [strangers|people] are [kinder|better] than [the news says|we think].',
        '{?picked}[On the way home|Afterwards], {P} [felt lighter|could not stop smiling]. [Giving {thing} back|Returning {thing}] had [cost nothing|taken a little time] and [been worth a great deal|meant everything to someone].',
        '{!back}{!picked}{P} [never learned|never found out] [who had returned {thing}|how {thing} came back], but [after that|from then on] {P} [looked out for|kept an eye out for] [other people’s lost things|anything left behind].',
      ]],
    },
  ],
  changed: [
    {
      begin: [['{?away}[An hour passed|The usual time came and went]. {who:cap} [had never once|had never] [missed it|been late], and {P} [felt it|noticed] [like a step missing on the stairs|like a clock that had stopped].', '{!away}{P} [said nothing|kept quiet] [at first|for a while], [watching|noticing] {who} [closely|more carefully] than usual. [Something|A small thing] had [shifted|changed], and {P} [wanted to know why|could not let it go].']],
      middle: [
        ['{?away}{P} [did not wait|decided not to wait] and [asked|went to find out]. By [evening|nightfall] the answer was [simple|plain]: {who} [was unwell|had been kept at home], [nothing serious|nothing to worry about], and [had not wanted to worry anyone|had told no one].', '{!away}[At last|That evening] {P} [asked|asked gently]. {who:cap} [smiled|paused], and [said|explained] that [today|this day] had [always|quietly] [meant something|been special] — [for a reason {whe} had never shared|ever since long ago].'],
        ['{?away}{P} [called|got in touch] [that night|straight away]. {who:cap} was [surprised|touched] [that anyone had noticed|to be missed], and [said so|admitted it].', '{!away}[It was about|It had to do with] [an old friend|someone] {who} [missed|had not seen in years], and [once a year|on this day] [the habit gave way|the routine bent] to the memory.'],
      ],
      end: [['{?away}[Soon|Before long] {who} [was back to the usual routine|kept the old hours again], and {P} [was glad|smiled] [every time|each time] [it happened|{who} was on time].', '{!away}{P} [stayed a little longer|kept {whim} company], [without more questions|asking nothing else]. [Afterwards|From then on], {P} [remembered the date|knew what the day meant], and {who} [knew it|was glad of it].']],
    },
    {
      begin: [['{?away}{P} [told {themself} not to worry|tried not to worry]. [It did not work|That did not last]. [By the next hour|Soon], {P} [had the phone in {their} hand|was ready to go and look].', '{!away}{P} [watched more closely|paid attention] [the next time|after that]. {who:cap} [looked|seemed] [calm|content], [even pleased|almost cheerful], [as if keeping a secret|like someone with a plan].']],
      middle: [
        ['{?away}[It turned out|As it happened] {who} had [taken a day|stepped away] [for the first time in years|for once], [to do something {whe} had put off|for something just for {whim}self].', '{!away}{P} [asked|finally asked], and {who} [laughed|gave in]: [it was an old promise|a promise made long ago], and [today|at last] [was the day to keep it|the day had come].'],
        ['{?away}{who:cap} [apologised|laughed] [for the worry|for not saying], and {P} [said|told {whim}] it [was fine|did not matter] — [only that it had been missed|only that someone had noticed].', '{!away}[Nobody else knew|It had been a secret]. {who:cap} had [kept it|held on to it] [all these years|quietly], [never expecting|not thinking] anyone [would notice|would ask].'],
      ],
      end: [['{?away}[{who:cap} was back to normal|{who:cap} kept the old routine again], [but|only] [now|from then on] each of {us} [knew|was sure] the other [would notice|was paying attention].', '{!away}{P} [helped|lent a hand], and [when it was done|afterwards] {who} [looked lighter|seemed younger]. [Some habits|Certain routines] [are kept|exist] [just so they can be broken|only for the day they are broken] [for a good reason|for the right reason].']],
    },
  ],
  generic: [
    {
      begin: [['{P} [tried to put it out of {their} mind|told {themself} it was nothing], and [failed|could not]. {thing:cap} [kept coming back|would not be put away], [like a word on the tip of the tongue|like a tune you cannot shake].']],
      middle: [
        ['[That evening|Once it was quiet], {P} sat down and [went through|thought through] {thing} one piece at a time, [the way you untangle a knot|the way you retrace your steps].'],
        ['[Then, all at once, it made sense|And then the pieces fitted]: nothing had been hidden at all, only [overlooked|left unexplained], by people who [meant no harm|had assumed someone else would say].'],
      ],
      end: [['{P} [smiled about {thing} for days|kept {thing} to {themself} for a while], and [when {P} finally told it|whenever {P} told it], it was always as a [good|kind] story.']],
    },
    {
      begin: [['{P} [did not go looking for trouble|was not the kind to make a fuss], but {thing} [deserved an answer|would not let {Pme} be], and so {P} [started asking|began to look].']],
      middle: [
        ['{P} [started with the simplest explanation|ruled out the obvious first], [and then the next|one by one], until only [one|a single] answer was left standing.'],
        ['It was [a small decision|a quiet choice] made [long before|without a word], and [once {P} knew it|knowing it], {thing} [looked different|felt almost gentle].'],
      ],
      end: [['[After that|In time], {thing} [became|turned into] one of those [small stories|odd little stories] {P} [told|liked to tell] [at the end of long days|when someone needed cheering up].']],
    },
  ],
  machine: [
    {
      begin: [['{P} [stood in the doorway|stayed where {they} were] and [listened|watched]. {thing:cap} [went on|kept going], [steady|unhurried], [as if nobody were there|as if it had been waiting for this hour].']],
      middle: [
        ['{P} [pulled up a chair|sat down on the floor] beside {thing} and [waited|let it work], [curious now more than frightened|no longer in any hurry to stop it].'],
        ['{?kin}It was [a piece of work|something] {kin} had [left half done|put aside one day and never finished], still [set up|waiting] inside {thing} [after all this time|all these years later].', '{!kin}[Inside|Deep in] {thing} {P} found [the reason|what it had been doing]: [a job left half done|something someone had started and never finished], [years ago|long ago], [waiting|still waiting] for someone to notice.'],
      ],
      end: [['{thing:cap} [has been quiet ever since|never did it again]. [Sometimes|Now and then] {P} [rests a hand on it|looks at it] [in passing|on the way past], [as if to say thank you|the way you nod to an old friend].']],
    },
    {
      begin: [['{P} [set an alarm|kept an eye on the clock] for the next day, [half hoping|half afraid] it would happen again. [It did|Sure enough, it did], [to the minute|right on time].']],
      middle: [
        ['[Nothing was loose|Nothing was broken] and [nothing was wired wrong|no switch was stuck]. {thing:cap} was [simply|just] [keeping an old appointment|doing what it had once been told to do].'],
        ['[It was an old timer|The answer was an old setting], [forgotten by everyone|long forgotten], that [somebody|someone who lived with {thing} before] had [set|chosen] for [a reason of their own|reasons nobody remembered].'],
      ],
      end: [['{P} [let {thing} keep its hour|left {thing} alone after that], and [the few minutes it took|those minutes] became [the quietest part of the day|a small pause {P} began to look forward to].']],
    },
  ],
};

const vi: MorePack = {
  generic: [
    {
      begin: [['{P} [cố gạt đi|tự nhủ chẳng có gì], nhưng [không được|không sao gạt nổi]. {thing:cap} [cứ quay lại trong đầu|không chịu rời đi], [như một chữ cứ chực trên đầu lưỡi|như một giai điệu cứ vương vấn].']],
      middle: [
        ['[Tối hôm ấy|Lúc mọi thứ yên ắng], {P} ngồi xuống [xem lại|nghĩ lại] {thing} từng chút một, [như gỡ một nút thắt|như lần lại từng bước mình đã đi].'],
        ['[Rồi bỗng nhiên mọi thứ sáng tỏ|Rồi các mảnh ghép khớp lại]: chẳng có gì bị giấu cả, chỉ là [bị bỏ sót|chưa ai giải thích], bởi những người [không có ý gì xấu|tưởng người khác sẽ nói].'],
      ],
      end: [['{P} [mỉm cười về {thing} suốt mấy ngày|giữ {thing} cho riêng mình một thời gian], và [khi cuối cùng kể ra|mỗi lần kể lại], đó luôn là một câu chuyện [đẹp|dễ thương].']],
    },
    {
      begin: [['{P} [không phải người thích chuyện rắc rối|không hay làm ầm lên], nhưng {thing} [đáng được giải thích|không để {P} yên], nên {P} [bắt đầu hỏi han|bắt đầu tìm hiểu].']],
      middle: [
        ['{P} [bắt đầu từ lời giải đơn giản nhất|loại trừ những điều hiển nhiên trước], [rồi đến cái tiếp theo|từng cái một], cho đến khi chỉ còn [một|đúng một] lời giải.'],
        ['Đó là [một quyết định nhỏ|một lựa chọn lặng lẽ] được đưa ra [từ lâu|không một lời], và [khi đã biết|biết rồi], {thing} [trông khác hẳn|bỗng thấy dịu dàng].'],
      ],
      end: [['[Về sau|Dần dần], {thing} [trở thành|thành] một trong những [chuyện nhỏ|chuyện lạ nho nhỏ] mà {P} [hay kể|thích kể] [sau những ngày dài|khi có ai cần vui lên].']],
    },
  ],
  machine: [
    {
      begin: [['{P} [đứng ở cửa|đứng yên tại chỗ] mà [nghe|nhìn]. {thing:cap} [vẫn chạy|cứ thế chạy], [đều đều|không vội], [như thể không có ai ở đó|như thể đã chờ đúng giờ này].']],
      middle: [
        ['{P} [kéo ghế|ngồi bệt xuống] cạnh {thing} mà [chờ|để nó làm], [giờ tò mò nhiều hơn sợ|chẳng còn vội tắt nó đi nữa].'],
        ['{?kin}Đó là [một món|một việc] {kin} đã [làm dở|gác lại một hôm rồi không làm tiếp], vẫn [nằm sẵn|chờ] trong {thing} [sau ngần ấy thời gian|sau bao nhiêu năm].', '{!kin}[Bên trong|Sâu trong] {thing}, {P} tìm ra [lý do|điều nó đang làm]: [một việc làm dở|một thứ ai đó đã bắt đầu mà chưa xong], [từ nhiều năm trước|từ lâu lắm], [đang chờ|vẫn chờ] có người để ý.'],
      ],
      end: [['{thing:cap} [im lặng từ đó|không bao giờ như vậy nữa]. [Thỉnh thoảng|Đôi khi] {P} [đặt tay lên nó|nhìn nó] [khi đi ngang|lúc đi qua], [như để cảm ơn|như gật đầu chào một người bạn cũ].']],
    },
    {
      begin: [['{P} [đặt báo thức|canh đồng hồ] cho hôm sau, [nửa mong|nửa sợ] nó lặp lại. [Nó lặp lại thật|Quả nhiên là vậy], [đúng từng phút|không sai một giây].']],
      middle: [
        ['[Không có gì lỏng|Không có gì hỏng], [dây điện không sai|không công tắc nào kẹt]. {thing:cap} [chỉ|đơn giản là] [đang giữ một cuộc hẹn cũ|đang làm điều nó từng được dặn].'],
        ['[Đó là một bộ hẹn giờ cũ|Lời giải là một cài đặt cũ], [ai cũng quên|đã bị quên từ lâu], do [ai đó|người từng dùng {thing} trước đây] [đặt|chọn] vì [một lý do riêng|một lý do chẳng ai còn nhớ].'],
      ],
      end: [['{P} [để {thing} giữ giờ của nó|từ đó để {thing} yên], và [mấy phút ấy|khoảng thời gian ngắn ấy] thành [lúc yên tĩnh nhất trong ngày|một quãng nghỉ nhỏ {P} bắt đầu mong chờ].']],
    },
  ],
};

const ko: MorePack = {
  generic: [
    {
      begin: [['{P:는} [잊어버리려고|별일 아니라고 넘기려고] 했지만 [잘되지 않았다|그럴 수 없었다]. {thing:은} [자꾸 떠올랐다|머릿속을 떠나지 않았다]. [혀끝에서 맴도는 말처럼|귀에 붙은 노래처럼].']],
      middle: [
        ['[그날 저녁|주위가 조용해지자] {P:는} 자리에 앉아 {thing:을} 하나하나 [되짚어 보았다|따져 보았다]. [엉킨 실을 풀듯이|지나온 길을 되밟듯이].'],
        ['[그러다 한순간에 모든 게 풀렸다|그러자 조각들이 맞아떨어졌다]. 숨겨진 건 없었다. [그저 놓치고 있었을|아무도 설명하지 않았을] 뿐이었다. [나쁜 뜻은 하나도 없었다|다들 누군가 말해 줄 거라 여겼던 것이다].'],
      ],
      end: [['{P:는} [며칠 동안 {thing:을} 떠올리며 웃었고|한동안 {thing:을} 혼자만 간직했고], [마침내 이야기를 꺼냈을 때|이야기할 때마다] 그건 늘 [좋은|따뜻한] 이야기였다.']],
    },
    {
      begin: [['{P:는} [일을 키우는 성격이|소란 떠는 사람이] 아니었다. 하지만 {thing:은} [답을 들을 만했고|{P:을} 가만두지 않았고], 그래서 {P:는} [묻기 시작했다|알아보기 시작했다].']],
      middle: [
        ['{P:는} [가장 단순한 설명부터|뻔한 것부터] [하나씩|차례로] 지워 나갔고, 마침내 [답 하나만|딱 하나의 답만] 남았다.'],
        ['[오래전에|말없이] 내려진 [작은 결정|조용한 선택] 하나였다. [그걸 알고 나니|알고 보니] {thing:이} [전혀 달라 보였다|어쩐지 다정하게 느껴졌다].'],
      ],
      end: [['[그 뒤로|시간이 지나] {thing:은} {P:이} [긴 하루 끝에|누군가 기운이 필요할 때] [꺼내는|즐겨 하는] [작은 이야기|조금 이상한 이야기] 가운데 하나가 되었다.']],
    },
  ],
  machine: [
    {
      begin: [['{P:는} [문간에 선 채|그 자리에 선 채] [귀를 기울였다|지켜보았다]. {thing:은} [계속 움직였다|멈추지 않았다]. [한결같이|서두르지 않고], [아무도 없다는 듯이|이 시간을 기다려 왔다는 듯이].']],
      middle: [
        ['{P:는} {thing} 옆에 [의자를 끌어다 앉아|바닥에 주저앉아] [기다렸다|하는 대로 두었다]. [이제는 무섭기보다 궁금했다|더는 서둘러 끌 생각이 없었다].'],
        ['{?kin}그것은 {kin:이} [반쯤 하다 만|어느 날 밀어 두고 끝내지 못한] 일이었다. [그 오랜 세월이 지나도록|몇 해가 지나도록] {thing} 안에서 [그대로|기다리며] 남아 있었다.', '{!kin}{thing} [안에서|깊숙한 곳에서] {P:는} [이유를|그것이 하던 일을] 찾아냈다. [누군가 시작해 놓고 끝내지 못한 일|반쯤 하다 만 일]이 [몇 해 전부터|아주 오래전부터] 누군가 알아봐 주기를 [기다리고|아직 기다리고] 있었다.'],
      ],
      end: [['{thing:은} 그 뒤로 [내내 조용했다|다시는 그러지 않았다]. [가끔|이따금] {P:는} [지나가다 그 위에 손을 얹는다|지나가며 그것을 바라본다]. [고맙다고 말하듯이|오랜 친구에게 고개를 끄덕이듯이].']],
    },
    {
      begin: [['{P:는} 다음 날을 위해 [알람을 맞춰 두었다|시계를 지켜보았다]. [반은 기대하고|반은 겁내며]. [정말로 또 그랬다|아니나 다를까 또 그랬다]. [분 단위까지 똑같이|정확히 그 시각에].']],
      middle: [
        ['[헐거운 곳도|고장 난 곳도] 없었고 [배선도 멀쩡했다|걸린 스위치도 없었다]. {thing:은} [그저|단지] [오래된 약속을 지키고|예전에 들은 대로 하고] 있을 뿐이었다.'],
        ['[오래된 타이머였다|답은 오래된 설정이었다]. [모두가 잊어버린|까맣게 잊힌] 그 설정은 [누군가|예전에 {thing:을} 쓰던 사람이] [자기만의 이유로|아무도 기억하지 못하는 이유로] 맞춰 둔 것이었다.'],
      ],
      end: [['{P:는} [{thing:이} 자기 시간을 지키게 두었고|그 뒤로 {thing:을} 그냥 두었고], [그 몇 분은|그 짧은 시간은] [하루 중 가장 조용한 때가|{P:이} 은근히 기다리는 쉼표가] 되었다.']],
    },
  ],
};

const zh: MorePack = {
  generic: [
    {
      begin: [['{P}[想把它抛到脑后|告诉自己没什么]，却[做不到|怎么也放不下]。{thing}[总是又冒出来|挥之不去]，[像一个到了嘴边却想不起来的词|像一首甩不掉的歌]。']],
      middle: [
        ['[那天晚上|等四下安静下来]，{P}坐下来，把{thing}一点一点[重新理了一遍|想了一遍]，[像解一个结|像把走过的路再走一遍]。'],
        ['[忽然之间，一切都说得通了|接着，碎片一块块拼上了]：什么也没被藏起来，只是[被忽略了|没人解释]，那些人[并没有恶意|都以为别人会说]。'],
      ],
      end: [['{P}[想起{thing}就笑了好几天|把{thing}在心里藏了一阵子]，[等终于讲出来的时候|每次讲起来]，它都是一个[好|温暖的]故事。']],
    },
    {
      begin: [['{P}[不是爱惹事的人|不是爱大惊小怪的人]，可{thing}[值得一个答案|让{P}放不下]，于是{P}[开始打听|开始找]。']],
      middle: [
        ['{P}[从最简单的解释开始|先排除了最明显的可能]，[一个接一个|一条一条]，直到只剩下[一个|唯一的]答案。'],
        ['那是[很久以前|一声不响地]做下的[一个小决定|一个安静的选择]，[知道了以后|一旦知道]，{thing}[看起来完全不一样了|竟显得有点温柔]。'],
      ],
      end: [['[后来|慢慢地]，{thing}成了{P}[在漫长的一天结束时|有人需要打打气时][爱讲|常讲]的[小故事|有点奇怪的小故事]之一。']],
    },
  ],
  machine: [
    {
      begin: [['{P}[站在门口|站在原地][听着|看着]。{thing}[还在运转|一直没停]，[不急不慢|稳稳的]，[好像根本没人在场|好像等的就是这个钟点]。']],
      middle: [
        ['{P}在{thing}旁边[拉了把椅子坐下|席地坐下]，[等着|由它去做]，[现在好奇多过害怕|再也不急着关掉它]。'],
        ['{?kin}那是{kin}[做了一半|有一天放下、再没做完]的活儿，[过了这么久|这么多年过去]，还[原样|等着]留在{thing}里。', '{!kin}在{thing}[里面|深处]，{P}找到了[原因|它一直在做的事]：[一件做了一半的活儿|有人开了头却没做完的东西]，[好多年前|很久以前]就在那儿，[等着|一直等着]有人发现。'],
      ],
      end: [['从那以后，{thing}[一直很安静|再也没有那样过]。[有时候|偶尔]，{P}[路过时会把手搭在它上面|经过时会看它一眼]，[像是说声谢谢|像对老朋友点点头]。']],
    },
    {
      begin: [['{P}给第二天[定了闹钟|盯着钟]，[一半盼着|一半怕着]它再来一次。[它果然又来了|果不其然，又来了]，[一分不差|准准的]。']],
      middle: [
        ['[没有松动的地方|没有坏的地方]，[线路也没问题|开关也没卡住]。{thing}[只是|不过是]在[守一个老约定|照很久以前的吩咐做事]。'],
        ['[那是一个旧定时|答案是一个旧设置]，[谁都忘了|早就被遗忘]，是[某个人|以前用{thing}的人]为了[自己的理由|一个没人记得的理由][设好|选好]的。'],
      ],
      end: [['{P}[让{thing}守着它的钟点|从此就由{thing}去了]，[那几分钟|那一小段时间]成了[一天里最安静的时刻|{P}开始期待的一个小小停顿]。']],
    },
  ],
};

/** Every language's extra alternatives. */
export const everydayMore: Readonly<Record<ContentLanguage, MorePack>> = { en, vi, ko, zh };
