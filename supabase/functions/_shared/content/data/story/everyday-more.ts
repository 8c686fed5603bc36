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
  animal: [
    {
      begin: [['{P} [kept an eye on|watched] {thing} [all evening|for the rest of the day]. {thing:cap} [ignored|would not touch] [food|treats] and [kept|went on] [staring|listening] at [one place|the same place], [ears forward|very still].']],
      middle: [
        ['[In the end|At last] {P} [got down|crouched] beside {thing} and [listened too|looked where {thing} was looking]. [Under the silence|Behind the ordinary noises] there was [a tiny scratching|a faint, thin cry].'],
        ['[A young bird|A half-grown kitten] had [got stuck|wedged itself] [where nobody could see|out of sight], and {thing} had [been keeping watch|stood guard] [for days|the whole time].'],
      ],
      end: [['{P} [freed it|lifted it out] [gently|slowly], and {thing} [watched|supervised] [every moment|the whole rescue], [then went back to|and afterwards returned to] [the old habits|the usual spot] [as if nothing had happened|looking very pleased].']],
    },
    {
      begin: [['{P} [noticed|realised] that {thing} [always|only ever] did it at [one|the same] [hour|time of day], [patient|calm], [like someone keeping an appointment|as if expecting a visitor].']],
      middle: [
        ['[Slowly|Bit by bit] {P} [understood|worked it out]: {thing} was waiting for [someone|a person] who [used to come|had always come] at that hour, and [no longer did|had stopped coming].'],
        ['{P} [sat down|waited] beside {thing} at [that hour|the same time] the next day, and {thing} [leaned in|pressed close], [content|satisfied], [as if that would do|as if that was enough for now].'],
      ],
      end: [['[From then on|After that] {thing} and {P} [kept that hour together|waited together for a few minutes each day], and [the waiting|that small habit] [became a walk|turned into something of their own].']],
    },
  ],
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
      begin: [['{?away}[An hour passed|The usual time came and went]. {who:cap} [had never once|had never] [missed it|been late], and {P} [felt it|noticed] [like a step missing on the stairs|like a clock that had stopped].', '{!away}{P} [said nothing|kept quiet] [at first|for a while], [watching|noticing] {who} [more closely|more carefully] than usual. [Something|A small thing] had [shifted|changed], and {P} [wanted to know why|could not let it go].']],
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
  machine: [
    {
      begin: [['{P} [stood in the doorway|stayed where {they} stood] and [listened|watched]. {thing:cap} [went on|kept going], [steady|unhurried], [as if nobody were there|as if it had been waiting for this hour].']],
      middle: [
        ['{P} [pulled up a chair|sat down on the floor] beside {thing} and [waited|let it work], [curious now more than frightened|no longer in any hurry to stop it].'],
        ['{?kin}It was [a piece of work|something] {kin} had [left half done|put aside one day and never finished], still [set up|waiting] inside {thing} [after all this time|all these years later].', '{!kin}[Inside|Deep in] {thing} {P} found [the reason|what it had been doing]: [a job left half done|something someone had started and never finished], [years ago|long ago], [waiting|still waiting] for someone to notice.'],
      ],
      end: [['{thing:cap} [has been quiet ever since|never did it again]. [Sometimes|Now and then] {P} would [rest a hand on it|look at it] [in passing|on the way past], [as if to say thank you|the way you nod to an old friend].']],
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
  found: [
    {
      begin: [[
        '{?back}{P} [cầm|nâng] {thing} trên tay [một lúc lâu|hồi lâu]. [Có người|Ai đó] đã [cố ý mang nó về|trả nó lại], [lại còn giữ gìn cẩn thận|và điều đó quý hơn cả món đồ].',
        '{?picked}{P} [nhìn|lật qua lật lại] {thing} và [nghĩ tới|hình dung ra] người chủ, [ở đâu đó|không xa lắm], [đang tìm|đang lần lại từng bước] ngay lúc này.',
        '{!back}{!picked}{P} [liệt kê|nhớ lại] mọi nơi mình đã qua, rồi [quay lại từng chỗ|kiểm tra lần lượt]. {thing:cap} [không có ở đó|như biến mất].',
      ]],
      middle: [
        ['{?back}{P} [hỏi quanh|hỏi những người gần đó], và [một gương mặt|một cái tên] cứ [được nhắc tới|hiện ra]: một người đã [chứng kiến|có mặt hôm ấy].', '{?picked}{P} [lục từng ngăn|xem từng chi tiết] của {thing} [tìm manh mối|tìm một cái tên], và [tìm thấy một thứ|cuối cùng thấy một dấu vết] [nhỏ|dễ bỏ qua].', '{!back}{!picked}{P} [dán một mẩu tin|hỏi khắp những nơi đã qua], [kèm số điện thoại|nói rõ ràng], rồi [chờ|cố đừng hy vọng quá nhiều].'],
        ['{?back}[Mất một thời gian|Không nhanh chút nào], nhưng {P} [tìm được|lần ra] người ấy. Người ấy [đỏ mặt|bật cười] bảo [ai cũng sẽ làm vậy thôi|gặp ai cũng sẽ làm thế].', '{?picked}[Cuối cùng|Rốt cuộc] người chủ [cũng được tìm thấy|xuất hiện], [nhẹ nhõm|mừng] đến mức [không nói nên lời|bật cười thành tiếng].', '{!back}{!picked}[Rồi|Cuối cùng] [có tin nhắn|có người gọi]: {thing} đã được tìm thấy, [nguyên vẹn|không trầy một vết], và [đang chờ|có thể đến lấy] [ngay hôm ấy|bất cứ lúc nào].'],
      ],
      end: [[
        '{?back}{P} [không bao giờ làm mất {thing} nữa|giữ {thing} kỹ hơn từ đó], và [trả lại ân tình ấy|làm điều tương tự cho người khác] [ngay khi có dịp|trước khi hết tháng].',
        '{?picked}{P} [trả {thing} lại|trao {thing} tận tay] rồi [nhẹ lòng ra về|về nhà mà cứ mỉm cười]. [Ít có cảm giác nào dễ chịu hơn|Thật dễ chịu] khi trả lại thứ người ta [tưởng đã mất|đã thôi hy vọng].',
        '{!back}{!picked}{P} [nhận lại {thing}|được cầm lại {thing}] [ngay tối đó|trước khi trời tối], và [tự hứa|quyết định] lần sau sẽ là người [trả lại đồ cho người khác|giữ giùm đồ thất lạc].',
      ]],
    },
    {
      begin: [[
        '{?back}{P} [đọc mẩu giấy hai lần|nhìn đi nhìn lại] mới [tin|thấm]. [Có người|Ai đó] đã [chịu khó|mất công] mang {thing} về tận nơi.',
        '{?picked}{P} [quyết ngay|nhất quyết] rằng {thing} phải [về với chủ|được trả lại], [bằng cách này hay cách khác|dù mất bao lâu].',
        '{!back}{!picked}{P} [chờ một ngày|đợi thêm một hôm], [rồi thêm ngày nữa|vẫn hy vọng]. {thing:cap} [không xuất hiện|vẫn biệt tăm], và [khoảng trống nó để lại|sự thiếu vắng ấy] [lớn hơn {P} nghĩ|khó mà lờ đi].',
      ]],
      middle: [
        ['{?back}{P} [đi tìm|hỏi han] [người đã làm việc đó|người viết mẩu giấy], và [tìm ra|gặp được] [sớm hơn dự tính|ngay trong tuần].', '{?picked}{P} [hỏi|đưa {thing} cho] tất cả những ai [có thể biết|có thể đã thấy] xem, cho đến khi [một người|có người] [nhận ra|biết ngay của ai].', '{!back}{!picked}{P} [đi lại con đường ấy thêm lần nữa|thử lần cuối], [thật chậm|từng bước], và [nhắn lại|hỏi han] [mọi nơi có thể|suốt dọc đường].'],
        ['{?back}{we:cap} [nói chuyện|trò chuyện] [rất lâu|lâu hơn dự định], [rồi chia tay|rồi chào nhau] [như bạn cũ|như đã quen từ lâu].', '{?picked}Người chủ [cảm ơn {P} mãi|ôm chặt {thing}] và [kể|giải thích] món đồ ấy [có ý nghĩa thế nào|đã gắn bó ra sao] [suốt bao năm|bấy lâu nay].', '{!back}{!picked}[Hôm sau|Ít lâu sau], {thing} [xuất hiện|trở về], [không một lời giải thích|như thể tự tìm được đường về].'],
      ],
      end: [[
        '{?back}{P} [cất mẩu giấy chung với {thing}|giữ {thing} và mẩu giấy cùng một chỗ], [như lời nhắc|như bằng chứng] rằng [người lạ|con người] [tử tế|tốt] hơn [mình tưởng|người ta vẫn nói].',
        '{?picked}[Trên đường về|Sau đó], {P} [thấy nhẹ tênh|cứ mỉm cười mãi]. [Trả lại {thing}|Đưa {thing} về với chủ] [chẳng tốn gì|chỉ mất chút thời gian] mà [đáng giá biết bao|là tất cả với một người].',
        '{!back}{!picked}{P} [không bao giờ biết|chẳng bao giờ rõ] [ai đã trả {thing}|{thing} về bằng cách nào], nhưng [từ đó|kể từ hôm ấy] {P} [hay để ý|luôn để mắt tới] [đồ người khác đánh rơi|những thứ bị bỏ quên].',
      ]],
    },
  ],
  changed: [
    {
      begin: [['{?away}[Một tiếng trôi qua|Giờ quen đến rồi đi]. {who:cap} [chưa từng một lần|chưa bao giờ] [lỡ hẹn|đến muộn], và {P} [thấy hụt hẫng|nhận ra ngay] [như bước hụt một bậc thang|như chiếc đồng hồ chết máy].', '{!away}{P} [chưa nói gì|im lặng] [lúc đầu|một lúc], chỉ [quan sát|để ý] {who} [kỹ|kỹ hơn] mọi khi. [Có điều gì đó|Một điều nhỏ] đã [thay đổi|khác đi], và {P} [muốn biết vì sao|không thể bỏ qua].']],
      middle: [
        ['{?away}{P} [không chờ nữa|quyết không chờ] mà [đi hỏi|đi tìm hiểu]. [Đến tối|Tới đêm] thì rõ: {who} [bị mệt|phải ở nhà], [không có gì nghiêm trọng|chẳng có gì đáng lo], chỉ là [không muốn ai lo|không báo với ai].', '{!away}[Cuối cùng|Tối hôm đó] {P} [hỏi|hỏi thật khẽ]. {who:cap} [mỉm cười|ngừng một chút], rồi [nói|kể] rằng [hôm nay|ngày này] [từ lâu|lặng lẽ] [có một ý nghĩa riêng|là một ngày đặc biệt], [vì một lý do chưa từng kể|từ rất lâu rồi].'],
        ['{?away}{P} [gọi điện|liên lạc] [ngay tối đó|lập tức]. {who:cap} [bất ngờ|cảm động] vì [có người để ý|được nhớ tới], và [nói thật như vậy|thừa nhận thế].', '{!away}[Chuyện liên quan tới|Đó là về] [một người bạn cũ|một người] mà {who} [nhớ|đã nhiều năm không gặp], và [mỗi năm một lần|vào ngày này] [nếp cũ nhường chỗ|thói quen chùng xuống] cho kỷ niệm.'],
      ],
      end: [['{?away}[Chẳng bao lâu|Ít hôm sau] {who} [lại theo nếp cũ|lại đúng giờ như xưa], và {P} [thấy vui|mỉm cười] [mỗi lần|mỗi khi] [như thế|{who} đúng hẹn].', '{!away}{P} [ngồi lại thêm chút nữa|ở bên {who}], [không hỏi gì thêm|chẳng hỏi han gì]. [Về sau|Từ đó], {P} [nhớ ngày ấy|hiểu ngày ấy có nghĩa gì], và {who} [biết điều đó|thấy vui vì thế].']],
    },
    {
      begin: [['{?away}{P} [tự nhủ đừng lo|cố không lo]. [Không được lâu|Chẳng ăn thua]. [Đến giờ sau|Chẳng mấy chốc], {P} [đã cầm điện thoại|đã sẵn sàng đi tìm].', '{!away}{P} [để ý kỹ hơn|quan sát kỹ] [lần sau|từ đó]. {who:cap} [trông|có vẻ] [bình thản|thư thái], [thậm chí vui|gần như phấn khởi], [như đang giữ một bí mật|như người có kế hoạch].']],
      middle: [
        ['{?away}[Hóa ra|Thì ra] {who} đã [nghỉ một ngày|tạm gác mọi việc] [lần đầu sau bao năm|hiếm hoi lắm mới có], [để làm một việc để dành từ lâu|để làm điều gì đó cho riêng mình].', '{!away}{P} [hỏi|cuối cùng cũng hỏi], và {who} [bật cười|chịu thua]: [đó là một lời hứa cũ|một lời hứa từ lâu lắm], và [hôm nay|cuối cùng] [là ngày giữ lời|ngày ấy đã đến].'],
        ['{?away}{who:cap} [xin lỗi|cười xòa] [vì làm mọi người lo|vì không báo trước], còn {P} [bảo|nói với {who}] [không sao đâu|chẳng có gì] — [chỉ là ai cũng nhớ|chỉ là có người để ý].', '{!away}[Không ai khác biết|Đó là một bí mật]. {who:cap} đã [giữ nó|ôm nó] [suốt bao năm|lặng lẽ], [chẳng nghĩ|không ngờ] có ai [để ý|hỏi tới].'],
      ],
      end: [['{?away}[Mọi thứ lại như thường|Nếp cũ trở lại], [nhưng|chỉ có điều] [từ đó|giờ đây] ai trong {us} cũng [biết|chắc] người kia [sẽ để ý|luôn dõi theo].', '{!away}{P} [phụ một tay|giúp {who}], và [khi xong|sau đó] {who} [trông nhẹ nhõm|như trẻ lại]. [Có những thói quen|Có những nếp quen] [được giữ|tồn tại] [chỉ để một ngày phá lệ|chỉ chờ ngày được phá] [vì một lý do đẹp|vì một lý do chính đáng].']],
    },
  ],
  animal: [
    {
      begin: [['{P} [để mắt tới|theo dõi] {thing} [suốt buổi tối|cả ngày hôm đó]. {thing:cap} [chẳng màng|không thèm] [ăn uống|đồ ăn], cứ [nhìn chằm chằm|dỏng tai] về [một chỗ|đúng một chỗ], [im phăng phắc|không nhúc nhích].']],
      middle: [
        ['[Cuối cùng|Rốt cuộc] {P} [cúi xuống|ngồi thụp xuống] cạnh {thing} và [lắng nghe|nhìn theo hướng nó nhìn]. [Dưới sự im lặng|Sau những tiếng động quen thuộc] có [tiếng cào rất khẽ|một tiếng kêu mỏng manh].'],
        ['[Một con chim non|Một chú mèo con] đã [bị kẹt|mắc kẹt] [ở chỗ không ai thấy|khuất trong góc], và {thing} đã [canh chừng|túc trực] [mấy ngày liền|suốt từ đầu].'],
      ],
      end: [['{P} [gỡ nó ra|đưa nó ra] [nhẹ nhàng|từ từ], còn {thing} [theo dõi|giám sát] [từng chút một|cả buổi], [rồi quay về|sau đó trở lại] [nếp cũ|chỗ quen] [như chưa có chuyện gì|vẻ rất hài lòng].']],
    },
    {
      begin: [['{P} [nhận ra|để ý thấy] {thing} [lúc nào cũng|chỉ] làm vậy vào [một giờ|đúng một giờ] nhất định, [kiên nhẫn|bình thản], [như người giữ một cuộc hẹn|như đang chờ khách].']],
      middle: [
        ['[Dần dần|Từng chút một] {P} [hiểu ra|nghĩ ra]: {thing} đang chờ [một người|ai đó] [từng đến|vẫn thường đến] vào giờ ấy, mà [giờ không đến nữa|đã thôi không đến].'],
        ['Hôm sau, đúng [giờ ấy|giờ đó], {P} [ngồi xuống|ngồi chờ] cạnh {thing}, và {thing} [nép vào|dụi vào] {P}, [yên tâm|mãn nguyện], [như thế là đủ|như thế là tạm ổn].'],
      ],
      end: [['[Từ đó|Kể từ hôm ấy] {thing} và {P} [cùng nhau giữ giờ ấy|cùng chờ một lúc mỗi ngày], và [việc chờ đợi|thói quen nhỏ ấy] [thành một cuộc dạo bộ|thành của riêng hai đứa].']],
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
  found: [
    {
      begin: [[
        '{?back}{P:는} {thing:을} [한참|오래도록] 손에 쥐고 있었다. [누군가|어떤 사람이] [일부러 돌려준|애써 가져다준] 것이었다. [게다가 소중히 다뤄 준 티가 났다|그게 물건보다 더 고마웠다].',
        '{?picked}{P:는} {thing:을} [바라보며|이리저리 살피며] 주인을 [떠올렸다|그려 보았다]. [어딘가에서|멀지 않은 곳에서] 지금 이 순간 [찾아 헤매고|지나온 길을 되짚고] 있을 사람을.',
        '{!back}{!picked}{P:는} 다녀간 곳을 [하나하나 적어|차례로 떠올려] 보고 [한 군데씩 다시 가 보았다|빠짐없이 확인했다]. {thing:은} [어디에도 없었다|감쪽같이 사라졌다].',
      ]],
      middle: [
        ['{?back}{P:는} [주변에 물어보았고|가까운 사람들부터 물었고], [한 얼굴이|한 이름이] 자꾸 [나왔다|떠올랐다]. 그날 [그 자리에 있던|그 일을 본] 사람이었다.', '{?picked}{P:는} {thing:을} [구석구석|하나하나] 살피며 [단서를|이름을] 찾았고, [작은|놓치기 쉬운] 흔적 하나를 [찾아냈다|마침내 발견했다].', '{!back}{!picked}{P:는} [다녀간 곳마다 물어보고|쪽지를 붙여 두고], [연락처를 남긴 채|또박또박 적어 둔 채] [기다렸다|너무 기대하지 않으려 애썼다].'],
        ['{?back}[시간은 걸렸지만|쉽지는 않았지만] {P:는} 그 사람을 [찾았다|만났다]. 그 사람은 [얼굴을 붉히며|웃으며] [누구라도 그랬을 거라고|다음에도 그럴 거라고] 했다.', '{?picked}[마침내|결국] 주인이 [나타났다|연락이 닿았다]. [너무 안도한 나머지|너무 반가운 나머지] [말을 잇지 못했다|소리 내어 웃었다].', '{!back}{!picked}[그러다|드디어] [문자가 왔다|전화가 왔다]. {thing:을} 찾았다고, [흠집 하나 없다고|멀쩡하다고], [오늘이라도|언제든] 찾으러 오라고 했다.'],
      ],
      end: [[
        '{?back}{P:는} [다시는 {thing:을} 잃어버리지 않았고|그 뒤로 {thing:을} 더 가까이 두었고], [기회가 오자마자|한 달이 가기 전에] [그 친절을 다른 사람에게 갚았다|누군가에게 똑같이 해 주었다].',
        '{?picked}{P:는} {thing:을} [돌려주고|건네주고] [가벼운 걸음으로|내내 웃으며] 돌아왔다. 누군가 [잃어버린 줄 알았던|포기했던] 것을 돌려주는 일만큼 [기분 좋은 일은 드물다|뿌듯한 일도 없다].',
        '{!back}{!picked}{P:는} [그날 저녁|해가 지기 전에] {thing:을} [돌려받았고|다시 손에 쥐었고], 다음에는 [자기가 돌려주는 사람이|잃어버린 물건을 챙겨 주는 사람이] 되겠다고 [다짐했다|마음먹었다].',
      ]],
    },
    {
      begin: [[
        '{?back}{P:는} 쪽지를 [두 번 읽고 나서야|몇 번이나 보고 나서야] [실감했다|믿을 수 있었다]. [누군가|어떤 사람이] [수고를 마다하지 않고|일부러 시간을 내어] {thing:을} 돌려준 것이다.',
        '{?picked}{P:는} [그 자리에서|곧바로] 마음먹었다. {thing:은} [주인에게 돌아가야 했다|집으로 돌아가야 했다]. [어떻게든|얼마가 걸리든].',
        '{!back}{!picked}{P:는} [하루를 기다렸고|하루를 더 참았고], [또 하루를 기다렸다|그래도 기대했다]. {thing:은} [나타나지 않았고|끝내 보이지 않았고], [그 빈자리는|없어진 티는] [생각보다 컸다|무시하기 어려웠다].',
      ]],
      middle: [
        ['{?back}{P:는} [쪽지를 쓴 사람을|그 일을 한 사람을] [찾아 나섰고|수소문했고], [생각보다 빨리|그 주가 가기 전에] [찾았다|만날 수 있었다].', '{?picked}{P:는} [알 만한 사람|봤을 만한 사람] 모두에게 {thing:을} [보여 주며|내밀며] 물었고, [한 사람이|누군가] [알아보았다|누구 건지 단번에 알았다].', '{!back}{!picked}{P:는} [그 길을 한 번 더|마지막으로 한 번 더] [천천히|한 걸음씩] 되짚으며 [가는 곳마다|할 수 있는 곳마다] [말을 남겼다|물어보았다].'],
        ['{?back}두 사람은 [한참|예정보다 훨씬 오래] [이야기를 나눴고|수다를 떨었고], [오랜 친구처럼|몇 년 알고 지낸 사이처럼] [헤어졌다|인사했다].', '{?picked}주인은 [연신 고맙다고 했고|{thing:을} 꼭 끌어안았고], 그것이 [몇 년 동안|그동안] [어떤 의미였는지|얼마나 소중했는지] [들려주었다|털어놓았다].', '{!back}{!picked}[다음 날|얼마 뒤] {thing:이} [나타났다|돌아왔다]. [아무 설명도 없이|제 발로 길을 찾아온 것처럼].'],
      ],
      end: [[
        '{?back}{P:는} 쪽지를 {thing:과} 함께 [넣어 두었다|간직했다]. [모르는 사람들이|사람들이] [생각보다|뉴스에서 보는 것보다] [다정하다는|따뜻하다는] [증거처럼|걸 잊지 않으려고].',
        '{?picked}[돌아오는 길에|그 뒤로 한참] {P:는} [마음이 가벼웠다|웃음이 멈추지 않았다]. {thing:을} 돌려주는 데는 [돈 한 푼 들지 않았지만|시간이 조금 들었을 뿐이지만] [누군가에게는 전부였다|그만한 가치가 있었다].',
        '{!back}{!picked}{P:는} [누가 {thing:을} 돌려놓았는지|{thing:이} 어떻게 돌아왔는지] 끝내 몰랐다. 하지만 [그 뒤로|그날부터] {P:는} [남이 흘린 물건을|누가 두고 간 물건을] [눈여겨보게 되었다|그냥 지나치지 않게 되었다].',
      ]],
    },
  ],
  changed: [
    {
      begin: [['{?away}[한 시간이 지났다|늘 그 시간이 그냥 지나갔다]. {who:는} [한 번도|여태껏] [빠진 적이|늦은 적이] 없었고, {P:는} [계단 한 칸을 헛디딘 것처럼|멈춘 시계를 본 것처럼] [허전했다|마음이 쓰였다].', '{!away}{P:는} [처음엔|한동안] [아무 말도 하지 않고|입을 다문 채] {who:을} [평소보다 유심히|조용히] [지켜보았다|살폈다]. [무언가|작은 무언가가] [달라져 있었고|바뀌어 있었고], {P:는} [이유가 궁금했다|그냥 넘길 수 없었다].']],
      middle: [
        ['{?away}{P:는} [더 기다리지 않고|기다리는 대신] [알아보러 나섰다|물어보았다]. [저녁 무렵|밤이 되어서야] 답이 나왔다. {who:는} [몸이 좀 안 좋았을 뿐|집에 있었을 뿐], [큰일은 아니었고|걱정할 일은 없었고], [누구에게도 걱정 끼치기 싫었다고|아무에게도 알리지 않았다고] 했다.', '{!away}[마침내|그날 저녁] {P:는} [물었다|조심스럽게 물었다]. {who:는} [웃더니|잠시 머뭇거리더니], 오늘이 [예전부터|남몰래] [의미 있는 날|특별한 날]이라고 [했다|털어놓았다].'],
        ['{?away}{P:는} [그날 밤|바로] [전화를 걸었다|연락했다]. {who:는} [누가 알아챘다는 사실에|자기를 찾아 준 게] [놀라면서도|뭉클해하며] [고마워했다|그렇다고 인정했다].', '{!away}[오래 못 본|몇 년째 만나지 못한] [옛 친구|누군가]에 관한 일이었다. [일 년에 한 번|이날만큼은] [습관이|일상이] 그 기억에 [자리를 내주는|조금 휘어지는] 것이었다.'],
      ],
      end: [['{?away}[곧|머지않아] {who:는} [원래 일상으로 돌아왔고|예전처럼 시간을 지켰고], {P:는} [그때마다|매번] [반가웠다|웃음이 났다].', '{!away}{P:는} [조금 더 곁에 있었다|{who} 곁을 지켰다]. [더는 묻지 않고|아무것도 묻지 않고]. [그 뒤로|그날부터] {P:는} [그날을 기억했고|그날의 뜻을 알았고], {who:도} [그걸 알았다|그게 고마웠다].']],
    },
    {
      begin: [['{?away}{P:는} [걱정하지 말자고|괜찮을 거라고] [스스로를 달랬다|되뇌었다]. [오래가지 못했다|소용없었다]. [한 시간쯤 지나자|금세] {P:는} [휴대폰을 손에 쥐고 있었다|찾아 나설 채비를 하고 있었다].', '{!away}[그다음부터|다음번엔] {P:는} [더 유심히|눈여겨] 보았다. {who:는} [차분해 보였고|편안해 보였고], [오히려 즐거워 보였다|어딘가 들떠 보였다]. [비밀을 품은 사람처럼|계획이 있는 사람처럼].']],
      middle: [
        ['{?away}[알고 보니|알고 봤더니] {who:는} [몇 년 만에 처음으로|모처럼] [하루를 비웠던|일을 내려놓았던] 것이었다. [미뤄 온 일을 하려고|오직 자기 자신을 위해].', '{!away}{P:가} [묻자|마침내 묻자] {who:는} [웃음을 터뜨리며|손을 들며] [털어놓았다|항복했다]. [오래된 약속이었다|아주 오래전에 한 약속이었다]. 그리고 [오늘이|드디어] [그 약속을 지키는 날이었다|그날이 왔다].'],
        ['{?away}{who:는} [걱정 끼쳐서 미안하다고|말 못 해서 미안하다고] [했고|웃었고], {P:는} [괜찮다고|상관없다고] 했다. [다만 다들 찾았다고|그저 누군가 알아챘을 뿐이라고].', '{!away}[아무도 몰랐다|비밀이었다]. {who:는} [그 긴 세월 동안|조용히] [그 약속을 간직해 왔고|그 마음을 품어 왔고], [누가 알아챌 거라고는|누가 물어볼 거라고는] [생각도 못 했다|기대하지 않았다].'],
      ],
      end: [['{?away}[모든 게 제자리로 돌아왔다|일상이 돌아왔다]. [다만|단 하나], [그 뒤로|이제는] {who:과} {P}, 서로가 [알아챌 거라는 걸|지켜보고 있다는 걸] [알았다|믿게 되었다].', '{!away}{P:는} [손을 보탰고|거들었고], [다 끝나자|끝나고 나니] {who:는} [한결 가벼워 보였다|젊어 보였다]. [어떤 습관은|어떤 일상은] [좋은 이유로 깨질 날을 위해|그날 하루를 위해] [지켜지는 법이다|존재하는 법이다].']],
    },
  ],
  animal: [
    {
      begin: [['{P:는} [저녁 내내|그날 하루 종일] {thing:을} [지켜보았다|눈여겨보았다]. {thing:은} [밥도|간식도] [본체만체하고|거들떠보지 않고] [한곳만|같은 자리만] [뚫어지게 보고 있었다|귀를 세우고 지켰다].']],
      middle: [
        ['[결국|마침내] {P:는} {thing} 옆에 [엎드려|쪼그려 앉아] [귀를 기울였다|{thing:이} 보는 곳을 보았다]. [고요함 밑으로|익숙한 소리들 너머로] [아주 작게 긁는 소리가|가느다란 울음소리가] 들렸다.'],
        ['[어린 새 한 마리|새끼 고양이 한 마리]가 [아무도 못 보는 곳에|구석 깊숙이] [끼어 있었고|갇혀 있었고], {thing:은} [며칠째|처음부터 내내] [곁을 지키고|망을 보고] 있었다.'],
      ],
      end: [['{P:는} [살살|천천히] 그것을 [꺼냈고|구해 냈고], {thing:은} [처음부터 끝까지|그 모든 걸] [지켜보더니|감독하듯 보더니] [아무 일 없었다는 듯|아주 흡족한 얼굴로] [늘 있던 자리로|원래 하던 대로] 돌아갔다.']],
    },
    {
      begin: [['{P:는} {thing:이} [늘|꼭] [같은 시각에만|하루 중 같은 때에만] 그런다는 걸 [알아챘다|깨달았다]. [차분하게|참을성 있게], [약속이 있는 사람처럼|손님을 기다리는 것처럼].']],
      middle: [
        ['[천천히|조금씩] {P:는} [알게 되었다|이해했다]. {thing:은} [그 시간이면 오던|늘 그 시간에 들르던] 누군가를 기다리고 있었다. [이제는 오지 않는|어느 날부터 발길이 끊긴] 사람을.'],
        ['다음 날 [그 시각|같은 시간]에 {P:는} {thing} 곁에 [앉았다|함께 앉아 기다렸다]. {thing:은} {P:에게} [몸을 기댔다|바짝 붙었다]. [이걸로 됐다는 듯이|오늘은 이 정도면 충분하다는 듯이].'],
      ],
      end: [['[그 뒤로|그날부터] {thing:과} {P:는} [그 시간을 함께 지켰고|매일 잠깐씩 함께 기다렸고], [그 기다림은|그 작은 습관은] [산책이 되었다|둘만의 것이 되었다].']],
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
  found: [
    {
      begin: [[
        '{?back}{P}把{thing}[握在手里|捧在手上][好一阵子|很久]。是[有人|某个人][特意送回来的|专门还回来的]，[还照看得好好的|这比东西本身更让人感动]。',
        '{?picked}{P}[看着|翻看着]{thing}，[想到了|想象着]它的主人：[在某个地方|离这儿不远]，此刻正[到处找|一步步往回找]。',
        '{!back}{!picked}{P}把去过的地方[一一列出来|挨个想了一遍]，[一处一处回去找|逐个去看]。{thing}[不在那儿|像是凭空消失了]。',
      ]],
      middle: [
        ['{?back}{P}[四处问了问|先问了身边的人]，[有一张脸|有一个名字]总被[提起|想起]：那天[在场|看见了]的那个人。', '{?picked}{P}[仔仔细细|一处不落]地看{thing}，[找线索|找名字]，终于找到了[一点|一个不起眼的]痕迹。', '{!back}{!picked}{P}[贴了张启事|在去过的地方都问了]，[留下电话|写得清清楚楚]，然后[等着|尽量不抱太大希望]。'],
        ['{?back}[花了些时间|并不容易]，可{P}[找到了|见到了]那个人。对方[红了脸|笑着]说，[换谁都会这么做|下次还会这样]。', '{?picked}[最后|终于]，失主[找到了|联系上了]，[松了一大口气|高兴得]，[半天说不出话|笑出了声]。', '{!back}{!picked}[后来|终于][来了条短信|来了个电话]：{thing}找到了，[完好无损|一点没坏]，[当天|随时]就能去拿。'],
      ],
      end: [[
        '{?back}{P}[再也没弄丢过{thing}|从那以后把{thing}看得更紧]，[一有机会|没过一个月]，就把这份好意[传给了别人|还给了另一个人]。',
        '{?picked}{P}把{thing}[还了回去|交到失主手里]，[脚步轻快地|一路笑着]回来。把别人[以为丢了|已经放弃]的东西还回去，[很少有比这更好的感觉|真是件高兴的事]。',
        '{!back}{!picked}{P}[当天晚上|天黑之前]就[拿回了{thing}|又握住了{thing}]，[暗暗决定|对自己说]，下次要做那个[把东西还回去的人|替别人收好失物的人]。',
      ]],
    },
    {
      begin: [[
        '{?back}{P}把纸条[看了两遍|来回看了几遍]才[敢相信|反应过来]。[有人|某个人][不嫌麻烦|特意花了工夫]，把{thing}送了回来。',
        '{?picked}{P}[当场|马上]打定主意：{thing}[得回到主人身边|一定要还回去]，[不管用什么办法|不管花多久]。',
        '{!back}{!picked}{P}[等了一天|又忍了一天]，[又等了一天|还是抱着希望]。{thing}[没有出现|始终不见踪影]，[它留下的空缺|少了它的感觉][比想象中大|让人没法不在意]。',
      ]],
      middle: [
        ['{?back}{P}去找[写纸条的人|做这件事的人]，[比想象中快|不到一个星期]就[找到了|见到了]。', '{?picked}{P}拿着{thing}去问[可能知道的人|可能见过的人]，直到[有一个人|某个人][认了出来|一眼就知道是谁的]。', '{!back}{!picked}{P}把那条路[又走了一遍|最后再走一遍]，[慢慢地|一步一步]，[沿路|能问的地方都]问了。'],
        ['{?back}两个人[聊了很久|聊得比预想的久多了]，[分别时|道别时][像老朋友一样|像认识了好多年]。', '{?picked}失主[一个劲儿地道谢|紧紧抱着{thing}]，讲了它[这些年|一直以来][意味着什么|有多重要]。', '{!back}{!picked}[第二天|没过多久]，{thing}[出现了|回来了]，[没有任何解释|像是自己找到了回家的路]。'],
      ],
      end: [[
        '{?back}{P}把纸条和{thing}[收在一起|放在一处]，[提醒自己|当作证明]：[陌生人|人]比[想象中|新闻里说的][善良|温暖]。',
        '{?picked}[回去的路上|那之后好久]，{P}[心里轻松|一直忍不住笑]。还{thing}[没花一分钱|只花了一点时间]，对某个人来说却[是全部|值得]。',
        '{!back}{!picked}{P}始终[不知道|没弄清][是谁还回了{thing}|{thing}是怎么回来的]，可[从那以后|打那以后]，{P}[总会留意|不再忽略][别人掉的东西|别人落下的东西]。',
      ]],
    },
  ],
  changed: [
    {
      begin: [['{?away}[一个小时过去了|老时间过去了]。{who}[从来没有|一次也没有][错过|迟到]，{P}[心里空落落的|觉得不对劲]，[像踩空了一级台阶|像看见一座停了的钟]。', '{!away}{P}[起初|有一阵子][什么也没说|没吭声]，只是比平时[更仔细地|更留心地][看着|观察着]{who}。[有什么|有一点小事][变了|不一样了]，{P}[想知道为什么|放不下]。']],
      middle: [
        ['{?away}{P}[没再干等|不想再等]，[去打听|去问]。[到了傍晚|天黑时]，答案[很简单|清清楚楚]：{who}[只是有点不舒服|在家歇着]，[不要紧|没什么大事]，[不想让人担心|谁也没告诉]。', '{!away}[终于|那天晚上]，{P}[问了|轻轻地问了]。{who}[笑了笑|顿了顿]，说今天[一直|悄悄地][有特别的意义|是个特别的日子]，[原因从没跟人说过|从很久以前就是]。'],
        ['{?away}{P}[当晚|马上]就[打了电话|联系了{who}]。{who}[很意外|很感动]，[没想到有人注意|被人惦记着]，[也这么说了|承认了]。', '{!away}那[和一个老朋友有关|关乎一个人]，{who}[很想念|好多年没见]，[每年这一天|到了这一天]，[老习惯就给回忆让让路|日常就为那份想念弯一弯]。'],
      ],
      end: [['{?away}[很快|没多久]，{who}又[回到了老样子|准时如初]，{P}[每一回|每次][都很高兴|都笑了]。', '{!away}{P}[多陪了一会儿|在{who}身边待着]，[没再多问|什么也没问]。[后来|从那以后]，{P}[记住了那一天|懂得那一天的意思]，{who}[也知道|也很欣慰]。']],
    },
    {
      begin: [['{?away}{P}[告诉自己别担心|尽量不去担心]。[没撑多久|没用]。[又过了一个钟头|很快]，{P}[已经拿起了手机|准备出门去找]。', '{!away}[之后|下一回]，{P}[看得更仔细了|多留了心]。{who}[看上去|显得][很平静|很安心]，[甚至有点高兴|几乎有点兴奋]，[像藏着一个秘密|像心里有个计划]。']],
      middle: [
        ['{?away}[原来|没想到]，{who}是[这么多年来头一次|难得地][请了一天假|放下了手头的事]，[去做一件拖了很久的事|只为自己做点什么]。', '{!away}{P}[问了|终于问了]，{who}[笑了|认输了]：[那是一个老约定|一个很久以前的承诺]，而[今天|终于][就是兑现的日子|那一天到了]。'],
        ['{?away}{who}[为让大家担心道了歉|笑着说没打招呼]，{P}[说|对{who}说][没关系|不要紧]——[只是大家都惦记|只是有人注意到了]。', '{!away}[别人都不知道|这是个秘密]。{who}[这么多年|一直悄悄地][守着它|记着它]，[没想到|从没想过]会有人[注意到|问起]。'],
      ],
      end: [['{?away}[一切又恢复了老样子|日子又照旧了]，[只是|不过][从那以后|现在]，两个人都[知道|确信]对方[会注意到|一直看在眼里]。', '{!away}{P}[搭了把手|帮了忙]，[做完以后|事后]{who}[轻松了许多|像年轻了几岁]。[有些习惯|有些日常][守着|存在]，[就是为了有一天|只为那一天][为一个好理由|因为一个对的理由]被打破。']],
    },
  ],
  animal: [
    {
      begin: [['{P}[盯着|留意着]{thing}[看了一晚上|看了一整天]。{thing}[不吃东西|连零食都不理]，[一直|只是][盯着|竖着耳朵对着]同一个地方，[一动不动|安安静静]。']],
      middle: [
        ['[最后|终于]，{P}[趴下来|蹲在]{thing}旁边，[也听了听|朝它看的方向看去]。[安静底下|在平常的声响后面]，有[一点点抓挠声|一声细细的叫声]。'],
        ['[一只小鸟|一只小奶猫][卡在|困在][没人看得见的地方|角落深处]，{thing}[已经守了好几天|从头到尾一直守着]。'],
      ],
      end: [['{P}[轻轻地|慢慢地]把它[救了出来|抱了出来]，{thing}[全程|从头到尾][看着|监督着]，[然后|之后][回到老地方|恢复了老样子]，[好像什么都没发生|一脸满意]。']],
    },
    {
      begin: [['{P}[发现|注意到]{thing}[总是|只]在[同一个钟点|每天同一个时间]这样，[很耐心|很平静]，[像在赴一个约|像在等客人]。']],
      middle: [
        ['[慢慢地|一点点地]，{P}[明白了|想通了]：{thing}在等[一个人|某个人]，那个人[以前总在这个时候来|从前每天这时都来]，[后来不来了|现在不再来了]。'],
        ['第二天[那个时间|同一个钟点]，{P}[坐|守]在{thing}旁边，{thing}[靠了过来|贴着{P}]，[很满足|安心了]，[好像这样就够了|好像今天这样也行]。'],
      ],
      end: [['[从那以后|打那以后]，{thing}和{P}[一起守着那个钟点|每天一起等一小会儿]，[那份等待|那个小习惯][变成了散步|成了他们自己的事]。']],
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
