/**
 * The grounded story continuation (issue 13, ninth round): the lines an opening no family reader knows is continued
 * with. They carry only the hero ({P}: a name, "I" or the creature a tale begins with), the opening's central thing
 * ({thing}: a whole noun phrase of the opening, or a deictic such as "what had happened") and, for the `someone` kind,
 * the person the opening watches ({who}), and follow the opening's kind: something strange happens (noticed, looked
 * into, explained by the thing itself), something is found (looked at, asked about, taken care of), a wish (pursued, or
 * reached when the opening says "finally"), an event ahead (prepared for, lived through), someone acts oddly or is
 * missing (noticed, asked, a plain reason) or a plain moment (it goes on, a small turn, it closes). Flags: `thing` (a
 * real noun phrase, not the deictic), `asked` (the opening asks a question), `reached`, `absent`. No line brings a
 * person, place, cause or object the opening did not give.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** What kind of opening the grounded lines continue. */
export type GroundedKind = 'strange' | 'found' | 'wish' | 'coming' | 'someone' | 'plain';

/** One kind's beats: each beat is a list of alternatives; the story takes one line per beat. */
export interface GroundedBeats {
  begin: ReadonlyArray<readonly string[]>;
  middle: ReadonlyArray<readonly string[]>;
  end: ReadonlyArray<readonly string[]>;
}

/** The deictic that stands for the central thing when the opening gives no clean noun phrase, per kind. */
export const groundedDeictics: Readonly<Record<ContentLanguage, Readonly<Record<GroundedKind, string>>>> = {
  en: { strange: 'what had happened', found: 'what {P} had found', wish: 'that wish', coming: 'the big day', someone: 'it', plain: 'that moment' },
  vi: { strange: 'chuyện lạ ấy', found: 'thứ vừa tìm thấy', wish: 'ước mơ ấy', coming: 'ngày hôm ấy', someone: 'chuyện ấy', plain: 'khoảnh khắc ấy' },
  ko: { strange: '그 일', found: '그것', wish: '그 꿈', coming: '그날', someone: '그 일', plain: '그 순간' },
  zh: { strange: '那件怪事', found: '那样东西', wish: '那个心愿', coming: '那一天', someone: '这件事', plain: '那一刻' },
};

const en: Readonly<Record<GroundedKind, GroundedBeats>> = {
  strange: {
    begin: [[
      '{?asked}The question would not leave {Pme} alone, so {P} set out to find out about {thing} {themself}, one [careful|small] step at a time.',
      '{?asked}[Nobody|No one] would give {Pme} a straight answer, so {P} [decided|made up {their} mind] to look into {thing} {themself}.',
      '{!asked}For a [long|good] moment {P} did not move. {P} only [looked at|stared at] {thing}, waiting for {it} to make sense.',
      '{!asked}At first {P} thought {they} had [imagined it|been dreaming|misread it], so {P} looked again, [slowly|carefully]. Nothing had changed.',
      '{!asked}{P} [rubbed {their} eyes|blinked twice] and looked at {thing} again. It was [real|still true], [however little sense it made|whatever anyone would say].',
    ], [
      '{Ps} heart was beating [faster than usual|a little too fast].',
      'For a second {P} [wanted to call someone|thought about walking away], and then did not.',
      'Everything around {thing} looked [perfectly ordinary|exactly as always], which somehow made it stranger.',
    ]],
    middle: [
      [
        '{P} [went closer|stepped nearer|moved a little closer] and studied {thing} [carefully|closely|for a long time], touching nothing, and noticed one small detail after another.',
        '[Nobody else|No one] {P} asked had [seen|heard of] anything like it, and [nobody|no one] could explain {thing}.',
        '{P} [tried|went through] every ordinary explanation first: [a joke|a prank], [a mistake|a mix-up], [a tired mind|too little sleep]. None of them [fitted|held up].',
        '{P} [came back|looked again] [the next morning|later that day|an hour later], half expecting {thing} to be [ordinary|back to normal] again. It was not.',
      ],
      [
        'In the end {P} found no cause anyone else would believe, but {P} [found|came to] a plain answer of {their} own: nothing was [broken|wrong]. {thing:cap} had simply done, for once, what nobody expected of {it}.',
        'The longer {P} watched, the less it felt like a threat. {thing:cap} {was} not a trick and not a mistake, only [stranger|more wonderful] than anyone had ever needed {it} to be.',
        'Slowly {P} understood that {thing} {was} not asking to be fixed, only to be [noticed|seen], and {P} had noticed.',
      ],
    ],
    end: [[
      '{?asked}{P} never got the answer anyone would put into words. But {P} had seen {thing} with {Ps} own eyes, and that was [answer enough|enough of an answer].',
      '{?asked}{P} stopped asking after that. [Having seen|Watching] {thing} up close had told {Pme} more than any answer could.',
      '{!asked}{P} kept an eye on {thing} after that, and {it} never looked [ordinary|quite the same] again.',
      '{!asked}[Long afterwards|Years later|Even much later], whenever {P} thought of {thing}, {P} [smiled|had to smile]. Some things do not need to be solved, only noticed.',
      '{!asked}{P} told [almost nobody|only one or two people] about {thing}. [Some things|Things like that] are easier to keep than to explain.',
    ]],
  },
  found: {
    begin: [[
      '{P} looked at {thing} for a [long|good] moment before doing anything at all.',
      '{P} bent down for a closer look at {thing}, [half afraid|almost afraid|not quite daring] to touch {it}.',
      '{P} [stayed very still|held {their} breath] and looked at {thing}, as if {it} might [vanish|disappear] if {P} moved too fast.',
    ], [
      '{P} [had never seen anything quite like {it}|could not look away].',
      '{P} [glanced around|looked over {their} shoulder], but nobody seemed to be watching.',
      'Up close, {thing} looked [smaller|quieter|more ordinary] than {P} had expected, and somehow that made {it} more [real|important].',
    ]],
    middle: [
      [
        '{P} wondered where {thing} had come from, and how {it} had ended up [right there|in that very spot].',
        'There was nobody around to ask, so {P} decided to [look after|keep] {thing} [safe |]until the answer turned up.',
        '{P} [looked around|checked all around] for a clue: [nothing|not a sign], only {thing} and the quiet.',
      ],
      [
        '{!sad}[Little by little|Slowly] it made sense: {thing} had not turned up by chance. Someone had been meant to notice, and that someone was {Pme}.',
        '{!sad}The answer turned out to be [plain|simple] and a little [wonderful|magical] at once, and it had to do with {thing} {itself}, not with anything {P} had feared.',
        '{!sad}[Bit by bit|Over the next hours], {P} pieced it together, and the story of {thing} turned out [simpler|kinder] than {P} had imagined.',
        '{?sad}{P} did not ask where {thing} had come from any more. {P} [found a box and something soft|made a safe, warm place] for {it}, and [stayed close|kept watch] all the rest of the day.',
      ],
    ],
    end: [[
      'In the end {P} did what felt right and made sure {thing} got back to where {it} belonged[.| — and felt lighter for it.]',
      '{P} never forgot {thing}, nor the [day|moment] {P} found {it}.',
      '{!sad}When it was all over, {P} [thought|realised] that finding {thing} had been the [best|strangest and best] part of [that day|the whole year].',
      '{?sad}It was not an easy day. But {P} had not looked away, and [that was what mattered|that counted for something].',
    ]],
  },
  wish: {
    begin: [[
      '{?reached}{P} could hardly believe it: after all that [time|waiting], {thing} {was} [finally|at last] within reach.',
      '{?reached}[For a moment|For a while] {P} just [sat|stood] there, [counting it all again|going over it again], to be sure {thing} {was} really within reach.',
      '{!reached}For a [long time|very long time|whole year, it seemed,] {P} had thought of little else but {thing}.',
      '{!reached}{P} had carried {thing} around [in {their} heart|in {their} head] for so long that it had become part of every [ordinary|single] day.',
    ], [
      'Sometimes {P} [closed {their} eyes|stopped in the middle of the day] and pictured {thing}, [just for a moment|for a few seconds].',
      '{P} [had never told anyone|had told only a few people] how much {thing} mattered.',
    ]],
    middle: [
      [
        '{?reached}{P} thought of every [small|little] sacrifice it had taken, and of every time {P} had nearly given up on {thing}.',
        '{?reached}{P} did not rush. {P} wanted to remember every [step|moment] of the way to {thing}.',
        '{!reached}So {P} made up {their} mind to go after {thing}, one [small|careful] step at a time.',
        '{!reached}Wanting alone would not be enough, {P} knew, so {P} started [to do something|doing something real] about {thing}.',
      ],
      [
        '{?reached}Then {P} took the last step, and there it was: {thing}, [real and close|no longer just a wish].',
        '{!reached}It did not go the way {P} had planned, and for a while {P} nearly gave up. But {P} tried again, a little differently, and [each day|every week] brought {thing} a little closer.',
        '{!reached}There were days when {thing} seemed further away than ever. {P} kept going [anyway|all the same].',
      ],
    ],
    end: [[
      '{!reached}When the moment finally came, {P} could hardly believe it: {thing}, [right there|close enough to touch], at last.',
      '{P} would remember that day for a long time: not only {thing}, but [everything|every step] it had taken to get there.',
      '[That evening|Later], {P} thought that {thing} {was} even better than {P} had dreamed, because {P} had [earned|waited for] it.',
    ]],
  },
  coming: {
    begin: [[
      '{thing:cap} {was} getting closer with every hour, and {P} could feel it [in {their} chest|all day long].',
      '{P} spent the rest of the [day|evening] getting ready for {thing}, one small thing at a time.',
      '{P} [could not stop thinking|kept thinking] about {thing}, [going over|running through] every part of {it} [again and again|in {their} head].',
    ], [
      '{Ps} stomach [fluttered|tightened] every time {P} thought about {it}.',
      '{P} [wrote a list|made a plan], then [crossed half of it out|started over].',
    ]],
    middle: [
      [
        '{P} changed {their} mind [more than once|again and again], and for a while nothing felt right.',
        '{P} tried to make everything perfect and only made it harder. In the end {P} stopped, and chose what felt [true|right] instead.',
        '[Late that night|In the end], {P} [put everything aside|stopped worrying] and [made a choice|decided], [simply|quietly], and it felt right.',
      ],
      [
        'Then {thing} came, as {itsub} always [had to|would].',
        'And then, all at once, {thing} {was} there, and there was no more time to [worry|think].',
        'When {thing} [finally came|arrived], {P} took a deep breath and [began|stepped forward].',
      ],
    ],
    end: [[
      'It did not go perfectly, but it went [well enough|better than {P} had feared], and {P} was glad not to have given up.',
      'Afterwards {P} went over {thing} again and again, [lighter than in days|smiling to {themself}].',
      'Later {P} [laughed|smiled] at how much {P} had worried. {thing:cap} had gone [better than expected|just fine].',
    ]],
  },
  someone: {
    begin: [[
      '{?absent}[All evening|For a long while] {P} kept looking towards the door, half expecting {who} to walk in.',
      '{?absent}Everyone noticed that {who} was missing, but [nobody said it out loud|no one mentioned it] at first.',
      '{!absent}{P} could not stop noticing {who}, and after a [while|few days] {P} stopped pretending not to.',
      '{!absent}[Again and again|Every so often] {P} found {themself} watching {who}, wondering what it was all about.',
    ], [
      '{!absent}{P} [tried not to stare|kept {their} distance], but it was hard not to wonder.',
      '{!absent}Nobody else seemed to [notice|mind], which only made {Pme} more curious.',
      '{?absent}The empty place [was hard to ignore|stayed empty all evening].',
    ]],
    middle: [
      [
        '{?absent}Later {P} asked around about {who}, but nobody knew [much|anything for sure].',
        '{?absent}[That night|Afterwards] {P} [sent {who} a short message|tried to reach {who}], after a long hesitation.',
        '{!absent}In the end {P} did the simplest thing and asked {who} [directly|straight out].',
        '{!absent}Later {P} quietly followed, just far enough [to see|not to be noticed].',
      ],
      [
        '{?absent}The answer, when it came, was simple and a little sad, and it made {Pme} understand {who} better than [before|ever].',
        '{!absent}{!thing}The reason was [small and ordinary|simple and ordinary], the kind nobody thinks to ask about, and once {P} knew it, {who} did not seem strange at all.',
        '{!absent}{!thing}It turned out to be [nothing to be afraid of|something quite ordinary], and {P} felt a little foolish, and a little relieved.',
        '{!absent}{?thing}The reason was [small and ordinary|simple], and it had to do with {thing}, though not in the way {P} had feared. Once {P} knew it, {who} did not seem strange [at all|any more].',
        '{!absent}{?thing}It had to do with {thing} after all, but in a [plain|gentle], ordinary way, and {P} felt a little foolish for [having worried|all that worrying].',
      ],
    ],
    end: [[
      '{?absent}[The next time|After that], {P} made sure {who} knew {who} had been missed.',
      '{!absent}After that, {who} and {P} [always nodded|never failed to nod] to each other in passing, as if sharing something small and good.',
      '{P} never forgot {who}, nor how little it had taken to [understand|understand each other].',
    ]],
  },
  plain: {
    begin: [[
      '{?thing}{P} did not hurry. {P} let the moment go on, [taking in|paying attention to] {thing} and everything around it.',
      '{!thing}{P} [did not hurry|was in no hurry]. {P} let the moment go on, [taking in|paying attention to] everything around {Pme}.',
      '{?thing}For a [while|long while] nobody needed to say anything, and {P} simply stayed there with {thing}.',
      '{!thing}For a [while|long while] nobody needed to say anything, and {P} simply stayed where {P} was.',
      '{?thing}{P} [stood|stayed] there [a while|a little longer than needed], and let {thing} be the only thing that mattered.',
      '{!thing}{P} [stood|stayed] there [a while|a little longer than needed], and let the [minutes|moment] pass [at their own pace|without counting them].',
      '{!thing}{P} took a [slow|deep] breath and [looked around|let {their} shoulders drop], [as if|as though] there was [all the time in the world|nowhere else to be].',
    ], [
      '{!sad}Everything was [quiet|ordinary], and that was exactly what made it [good|worth it].',
      '{?sad}Everything was [quiet|grey|very still], and {P} let it be.',
      '{P} noticed the details, one after another: [the light|the sounds|the smallest movements] around {Pme}.',
      '{!sad}Nothing [special|much] was happening, and {P} [found|discovered] {they} did not mind at all.',
      '{?sad}{P} did not try to [cheer up|put on a brave face]. {P} [simply|just] stayed with it.',
      'The details [stood out|caught {Ps} eye]: [a sound far off|the way the air felt|how quiet it had become].',
    ]],
    middle: [
      [
        'Then something small happened: [a laugh|a look|a sigh|a word at the right time], and the whole moment [shifted a little|changed, just slightly|felt different].',
        'Then, without any warning, the moment [shifted a little|grew quieter|slowed down], the way ordinary moments sometimes do.',
        '[Somewhere close by|Just then], something ordinary caught {Ps} attention, and for a second everything seemed [clearer|brighter|closer].',
        'Then the moment [turned|tilted], [only a little|just slightly], and {P} [felt it|noticed] before [finding a word for it|being able to explain it].',
        'After a while {P} [caught {themself} smiling|let out a long breath], without [quite knowing|being sure] why.',
      ],
      [
        '{P} [realised|understood|thought] that this, exactly this, was worth [remembering|keeping].',
        'It was nothing anyone would [write down|tell as a story], and {P} knew it mattered anyway.',
        '{!sad}{P} [did not say so out loud|kept the thought to {themself}], but {P} wanted to hold on to [this|that] [for as long as possible|a little longer].',
        '{?sad}{P} did not try to make sense of it yet. It was enough to [get through it|let it be what it was].',
        '{P} [thought|decided] that some moments [do not need|need no] [a reason|an explanation], and this was one of them.',
        '{!sad}{P} [tucked the moment away|made a note of it] somewhere [safe|inside], [for later|for a harder day].',
        '{?sad}{P} [let the heaviness stay|did not push the feeling away]. It would [ease|pass] [in its own time|when it was ready].',
      ],
    ],
    end: [[
      '{!sad}When it was over, {P} kept {thing} the way one keeps a [good day|small treasure|warm memory]: [quietly, and whole|quietly, all of it].',
      '{?sad}It was not a good day, but it was a true one, and {P} [kept it|carried it] [quietly|with care].',
      'It was an ordinary [day|evening|afternoon], and {P} remembered it [for a long time anyway|for years all the same].',
      '[Much later|Years later], {P} could still [see|remember] it [clearly|exactly], down to the smallest detail.',
      '{!sad}{P} went on [a little lighter|quieter than before], and [did not need to tell anyone|kept it to {themself}].',
      '{?sad}{P} [went on|carried on] [slowly|one step at a time], and in time the heaviness [eased|grew lighter].',
      'Of all the [days|moments] of that [year|time], it was that one {P} [kept coming back to|remembered best].',
    ]],
  },
};

const vi: Readonly<Record<GroundedKind, GroundedBeats>> = {
  strange: {
    begin: [[
      '{?asked}Câu hỏi ấy cứ bám lấy {P}, nên {P} quyết định tự mình tìm hiểu về {thing}, từng bước một.',
      '{?asked}Chẳng ai chịu trả lời thẳng, nên {P} [quyết định|đành] tự đi tìm hiểu {thing}.',
      '{!asked}{P} đứng lặng một lúc lâu, chỉ [nhìn|nhìn chăm chăm vào] {thing}, chờ cho mọi thứ trở nên có lý.',
      '{!asked}Thoạt đầu {P} tưởng mình [nhìn nhầm|đang mơ], nên nhìn lại thật [chậm|kỹ]. Không có gì thay đổi.',
      '{!asked}{P} [dụi mắt|chớp mắt mấy lần] rồi nhìn lại {thing}. Vẫn [thật|y như cũ], dù vô lý đến đâu.',
    ], [
      'Tim {P} đập [nhanh hơn thường lệ|thình thịch].',
      'Trong một giây {P} [muốn gọi ai đó|định bỏ đi], rồi lại thôi.',
      'Mọi thứ quanh {thing} trông [hết sức bình thường|y như mọi ngày], và chính điều đó khiến chuyện càng lạ.',
    ]],
    middle: [
      [
        '{P} [lại gần|bước lại gần hơn], quan sát {thing} thật [kỹ|lâu] mà không chạm vào, và nhận ra hết chi tiết nhỏ này đến chi tiết nhỏ khác.',
        '{P} [hỏi thử vài người|hỏi quanh một lượt], nhưng chưa ai từng [thấy|nghe] chuyện như thế, và cũng chẳng ai giải thích được {thing}.',
        '{P} thử nghĩ đến mọi lời giải thích bình thường trước: một trò đùa, một sự nhầm lẫn, do mệt. Chẳng cái nào [khớp|đúng].',
        '[Sáng hôm sau|Một lúc sau|Chiều hôm ấy] {P} quay lại nhìn, nửa mong {thing} đã trở lại bình thường. Nhưng không.',
      ],
      [
        'Rốt cuộc {P} không tìm ra lý do nào khiến người khác tin được, nhưng tự mình [hiểu ra|nghĩ ra] một điều giản dị: chẳng có gì [hỏng|sai] cả. {thing} chỉ một lần làm điều không ai ngờ tới.',
        'Càng nhìn lâu, {P} càng thấy nó không đáng sợ. {thing} không phải trò đùa, cũng chẳng phải nhầm lẫn; nó chỉ [lạ|kỳ diệu] hơn những gì người ta từng nghĩ.',
        'Dần dần {P} hiểu rằng {thing} không cần ai sửa. Nó chỉ cần có người [để ý|nhìn thấy], và {P} đã nhìn thấy.',
      ],
    ],
    end: [[
      '{?asked}{P} chưa bao giờ nhận được câu trả lời bằng lời. Nhưng {P} đã tận mắt thấy {thing}, và thế là đủ để hiểu.',
      '{?asked}Từ đó {P} thôi hỏi. Tận mắt nhìn {thing} đã nói với {P} nhiều hơn mọi câu trả lời.',
      '{!asked}Từ hôm đó {P} vẫn hay [để ý đến|ghé nhìn] {thing}, và chẳng bao giờ thấy nó [bình thường|như trước] nữa.',
      '{!asked}[Rất lâu về sau|Nhiều năm sau|Mãi về sau], mỗi lần nghĩ đến {thing}, {P} lại [mỉm cười|bật cười khẽ]. Có những chuyện không cần lời giải, chỉ cần có người để ý.',
      '{!asked}{P} [gần như chẳng kể|chỉ kể cho một hai người] về {thing}. Có những chuyện giữ lại dễ hơn là giải thích.',
    ]],
  },
  found: {
    begin: [[
      '{P} nhìn {thing} [một lúc lâu|hồi lâu] mà chưa biết phải làm gì.',
      '{P} cúi xuống nhìn {thing} cho kỹ, vừa tò mò vừa [hơi ngại|chưa dám] chạm vào.',
      '{P} đứng im, [nín thở|không dám động đậy] nhìn {thing}, như thể nó sẽ biến mất nếu mình cử động mạnh.',
    ], [
      '{P} [chưa từng thấy thứ gì giống vậy|không sao rời mắt được].',
      '{P} [nhìn quanh|ngoái lại phía sau], nhưng chẳng có ai để ý.',
      'Nhìn gần, {thing} trông [nhỏ hơn|bình thường hơn] {P} tưởng, mà chính vì thế lại càng [thật|quan trọng] hơn.',
    ]],
    middle: [
      [
        '{P} tự hỏi {thing} từ đâu ra, và sao lại nằm [đúng ở chỗ đó|ngay chỗ ấy].',
        'Quanh đó chẳng có ai để hỏi, nên {P} quyết định [trông chừng|giữ gìn] {thing} cho đến khi [biết được câu trả lời|mọi chuyện rõ ràng].',
        '{P} nhìn quanh tìm một dấu vết: [chẳng có gì|không một dấu hiệu], chỉ có {thing} và sự yên lặng.',
      ],
      [
        '{!sad}[Dần dần|Từ từ] mọi chuyện sáng ra: {thing} không phải tình cờ mà xuất hiện. Nó chỉ chờ có người để ý, và người đó chính là {P}.',
        '{!sad}Câu trả lời hóa ra vừa giản dị vừa có chút diệu kỳ, và nó nằm ở chính {thing}, chứ không phải ở những điều {P} từng lo.',
        '{!sad}[Từng chút một|Qua mấy giờ sau], {P} ghép lại được câu chuyện của {thing}, và nó [đơn giản|dịu dàng] hơn {P} tưởng.',
        '{?sad}{P} không còn hỏi {thing} từ đâu đến nữa. {P} [tìm một chiếc hộp lót khăn mềm|làm một chỗ ấm và an toàn] cho {thing}, rồi [ở cạnh|canh chừng] suốt cả ngày.',
      ],
    ],
    end: [[
      'Cuối cùng {P} làm điều mình thấy đúng: đưa {thing} về lại nơi nó thuộc về[.|, và thấy lòng nhẹ hẳn.]',
      '{P} không bao giờ quên {thing}, và cả [ngày hôm ấy|khoảnh khắc tìm thấy nó] nữa.',
      '{!sad}Khi mọi chuyện qua đi, {P} nghĩ việc tìm thấy {thing} là điều [đẹp nhất|lạ và đẹp nhất] của [ngày hôm ấy|cả năm].',
      '{?sad}Đó không phải một ngày dễ dàng. Nhưng {P} đã không quay đi, và [thế là đủ|điều đó mới là quan trọng].',
    ]],
  },
  wish: {
    begin: [[
      '{?reached}{P} gần như không tin nổi: sau ngần ấy [thời gian|chờ đợi], {thing} cuối cùng đã ở trong tầm tay.',
      '{?reached}[Một lúc lâu|Một hồi] {P} cứ ngồi yên, [đếm lại mọi thứ|nghĩ lại từ đầu], cho chắc rằng {thing} thật sự đã trong tầm tay.',
      '{!reached}Đã từ [lâu|rất lâu] {P} chẳng [nghĩ đến|mơ đến] điều gì khác ngoài {thing}.',
      '{!reached}{P} mang {thing} theo trong lòng lâu đến mức nó thành một phần của [mỗi ngày bình thường|từng ngày một].',
    ], [
      'Đôi khi {P} [nhắm mắt lại|dừng lại giữa ngày] và hình dung ra {thing}, [chỉ một chút thôi|vài giây thôi].',
      '{P} [chưa từng kể với ai|chỉ kể với vài người] rằng {thing} quan trọng đến thế nào.',
    ]],
    middle: [
      [
        '{?reached}{P} nghĩ đến từng chút hy sinh, và từng lần suýt bỏ cuộc vì {thing}.',
        '{?reached}{P} không vội. {P} muốn nhớ từng [bước|khoảnh khắc] trên đường đến với {thing}.',
        '{!reached}Thế là {P} quyết định [đi tìm|theo đuổi] {thing}, từng bước nhỏ một.',
        '{!reached}{P} biết chỉ mong thôi thì không đủ, nên bắt đầu [làm một điều gì đó|thật sự cố gắng] cho {thing}.',
      ],
      [
        '{?reached}Rồi {P} bước bước cuối cùng, và nó ở đó: {thing}, [thật và gần|không còn chỉ là ước mơ].',
        '{!reached}Mọi chuyện không suôn sẻ như {P} tính, có lúc suýt bỏ cuộc. Nhưng {P} thử lại theo một cách khác, và [mỗi ngày|mỗi tuần] {thing} lại gần thêm một chút.',
        '{!reached}Có những hôm {thing} tưởng như xa hơn bao giờ hết. {P} vẫn cứ [bước tiếp|kiên nhẫn].',
      ],
    ],
    end: [[
      '{!reached}Khi khoảnh khắc ấy cuối cùng cũng đến, {P} gần như không tin nổi: {thing}, [ngay trước mắt|gần đến mức chạm tay được].',
      '{P} nhớ ngày hôm đó [rất lâu|mãi]: không chỉ {thing}, mà cả quãng đường đã đi để đến được đó.',
      '[Tối hôm ấy|Về sau], {P} nghĩ {thing} còn đẹp hơn cả trong mơ, vì đó là thứ {P} đã [tự mình giành lấy|chờ đợi bấy lâu].',
    ]],
  },
  coming: {
    begin: [[
      '{thing} mỗi lúc một gần, và {P} cảm nhận được điều đó [trong từng giờ|suốt cả ngày].',
      '{P} dành cả phần còn lại của [ngày|buổi tối] để chuẩn bị cho {thing}, từng việc nhỏ một.',
      '{P} cứ nghĩ mãi về {thing}, [nghĩ đi nghĩ lại|hình dung] từng chút một trong đầu.',
    ], [
      'Cứ nghĩ đến là bụng {P} lại [nôn nao|thắt lại].',
      '{P} [viết ra một danh sách|lên một kế hoạch], rồi [gạch đi một nửa|làm lại từ đầu].',
    ]],
    middle: [
      [
        '{P} đổi ý [mấy lần liền|hết lần này đến lần khác], và có lúc chẳng thấy gì ổn cả.',
        '{P} cố làm mọi thứ thật hoàn hảo, rồi chỉ thấy rối thêm. Cuối cùng {P} dừng lại và chọn điều mình thật lòng thấy đúng.',
        '[Khuya hôm ấy|Cuối cùng], {P} [gác hết lo lắng sang một bên|thôi lo nghĩ] và quyết định, thật nhẹ nhàng, và thấy đúng.',
      ],
      [
        'Rồi {thing} cũng [đến|tới], như nó vẫn phải đến.',
        'Rồi bỗng chốc {thing} đã ở ngay đó, và chẳng còn thời gian để lo lắng nữa.',
        'Khi {thing} [đến|tới], {P} hít một hơi thật sâu và [bắt đầu|bước lên].',
      ],
    ],
    end: [[
      'Mọi thứ không hoàn hảo, nhưng [đủ tốt|tốt hơn {P} lo], và {P} mừng vì đã không bỏ cuộc.',
      'Sau đó {P} nghĩ lại về {thing} mãi, [lòng nhẹ hơn hẳn những ngày trước|miệng cứ mỉm cười].',
      'Về sau {P} [bật cười|mỉm cười] vì mình đã lo lắng nhiều đến thế. {thing} [tốt hơn mong đợi|diễn ra ổn cả].',
    ]],
  },
  someone: {
    begin: [[
      '{?absent}[Cả buổi|Suốt buổi] {P} cứ nhìn ra cửa, nửa mong {who} sẽ bước vào.',
      '{?absent}Ai cũng nhận ra {who} vắng mặt, nhưng lúc đầu [chẳng ai nói ra|không ai nhắc tới].',
      '{!absent}{P} không sao thôi để ý đến {who}, và [một lúc sau|chẳng bao lâu] thì cũng chẳng giả vờ nữa.',
      '{!absent}[Hết lần này đến lần khác|Cứ chốc chốc] {P} thấy mình lại nhìn {who}, tự hỏi chuyện gì đang xảy ra.',
    ], [
      '{!absent}{P} [cố không nhìn chằm chằm|giữ khoảng cách], nhưng khó mà không thắc mắc.',
      '{!absent}Hình như chẳng ai khác [để ý|bận tâm], và điều đó càng khiến {P} tò mò.',
      '{?absent}Chỗ trống ấy [khó mà làm ngơ|cứ để trống suốt buổi].',
    ]],
    middle: [
      [
        '{?absent}Sau đó {P} hỏi thăm về {who}, nhưng chẳng ai biết [nhiều|gì chắc chắn].',
        '{?absent}[Tối hôm ấy|Về sau] {P} [nhắn cho {who} một tin ngắn|tìm cách liên lạc với {who}], sau một hồi lưỡng lự.',
        '{!absent}Cuối cùng {P} làm điều đơn giản nhất: hỏi thẳng {who}.',
        '{!absent}Về sau {P} lặng lẽ đi theo, vừa đủ xa [để nhìn thấy|để không bị phát hiện].',
      ],
      [
        '{?absent}Câu trả lời, khi đến, giản dị và hơi buồn, và nó giúp {P} hiểu {who} hơn trước.',
        '{!absent}{!thing}Lý do hóa ra [nhỏ bé và bình thường|giản dị lắm], loại chuyện chẳng ai nghĩ đến mà hỏi, và khi đã biết, {P} chẳng còn thấy {who} lạ chút nào.',
        '{!absent}{!thing}Hóa ra [chẳng có gì đáng sợ|chỉ là chuyện rất bình thường], và {P} thấy mình hơi buồn cười, mà cũng nhẹ cả người.',
        '{!absent}{?thing}Lý do hóa ra [nhỏ bé và bình thường|giản dị lắm], có liên quan đến {thing}, nhưng không theo cách {P} từng lo. Biết rồi, {P} chẳng còn thấy {who} lạ [chút nào|nữa].',
        '{!absent}{?thing}Chuyện ấy đúng là có liên quan đến {thing}, nhưng theo một cách [giản dị|nhẹ nhàng] và bình thường, và {P} thấy mình đã lo [hơi thừa|quá nhiều].',
      ],
    ],
    end: [[
      '{?absent}[Lần sau|Từ đó], {P} nhớ nói cho {who} biết rằng mọi người đã nhớ đến {who}.',
      '{!absent}Từ đó, mỗi lần gặp nhau, {P} và {who} lại gật đầu chào, như cùng giữ một điều nhỏ mà đẹp.',
      '{P} không bao giờ quên {who}, và cả việc để hiểu một người đôi khi chỉ cần [rất ít|một câu hỏi].',
    ]],
  },
  plain: {
    begin: [[
      '{?thing}{P} không vội. {P} để khoảnh khắc cứ thế trôi, [lặng lẽ|chậm rãi] ngắm {thing} và mọi thứ xung quanh.',
      '{!thing}{P} [không vội|chẳng vội vàng gì|không muốn vội]. {P} để [khoảnh khắc|lúc ấy|buổi ấy] cứ thế trôi, [lặng lẽ|chậm rãi|yên lặng] ngắm mọi thứ [xung quanh|quanh mình|trước mắt].',
      '{?thing}[Một lúc lâu|Một hồi lâu] chẳng ai cần nói gì, và {P} cứ lặng lẽ ở đó, cùng {thing}.',
      '{!thing}[Một lúc lâu|Một hồi lâu|Khá lâu] chẳng ai cần nói gì, và {P} cứ [lặng lẽ|yên lặng|im lặng] ở đó.',
      '{?thing}{P} ở lại đó [thêm một lúc|khá lâu], lúc ấy ngoài {thing} ra chẳng còn gì quan trọng.',
      '{!thing}{P} ở lại đó [thêm một lúc|khá lâu], chẳng buồn đếm [thời gian|đã bao lâu].',
      '{!thing}{P} hít một hơi [thật sâu|thật chậm], [thả lỏng vai|nhìn quanh một lượt], như thể [chẳng phải đi đâu cả|còn cả ngày dài phía trước].',
    ], [
      '{!sad}Mọi thứ [yên ả|bình thường], và chính vì thế mà [dễ chịu|đáng quý].',
      '{?sad}Mọi thứ [lặng lẽ|xám xịt|im ắng], và {P} cứ để mặc như thế.',
      '{P} để ý những điều nhỏ, cái này nối cái kia: [ánh sáng|âm thanh|từng chuyển động nhỏ] xung quanh.',
      '{!sad}Chẳng có gì đặc biệt xảy ra, vậy mà {P} [thấy lòng nhẹ tênh|lại thấy dễ chịu].',
      '{?sad}{P} không cố [tỏ ra ổn|gượng vui]. {P} chỉ [ở yên|lặng lẽ ở lại] cùng cảm giác ấy.',
      'Những điều nhỏ bỗng [hiện rõ|trở nên rõ ràng]: [một tiếng động xa xa|mùi của không khí|sự yên ắng chợt đến].',
    ]],
    middle: [
      [
        'Rồi [một điều nhỏ|một chuyện rất nhỏ] xảy ra: [một tiếng cười|một ánh mắt|một câu nói đúng lúc|một tiếng thở dài], và cả [khoảnh khắc|buổi ấy] như [khẽ đổi khác|chậm lại|lắng xuống].',
        'Rồi chẳng [báo trước|hiểu vì sao], không khí [khẽ đổi khác|lắng xuống|chậm lại], theo cái cách những lúc bình thường [đôi khi|thỉnh thoảng] vẫn thế.',
        '[Ngay lúc ấy|Bỗng], một điều rất bình thường [lọt vào mắt|khiến] {P} [chú ý|để ý], và trong một giây mọi thứ như [rõ hơn|sáng hơn|gần hơn].',
        'Rồi khoảnh khắc [khẽ nghiêng đi|chuyển đi một chút], và {P} cảm thấy nó trước cả khi [gọi được tên|kịp hiểu].',
        'Một lúc sau, {P} [chợt thấy mình đang mỉm cười|thở ra một hơi dài], cũng chẳng rõ vì sao.',
      ],
      [
        '{P} [chợt hiểu|bỗng nhận ra|thầm nghĩ] rằng chính lúc này, đúng lúc này, là điều [đáng nhớ|đáng giữ lại|sẽ còn nhớ lâu].',
        'Chẳng ai sẽ [ghi lại|kể lại|nhắc lại] chuyện ấy, vậy mà {P} [biết|hiểu|cảm thấy] nó [quan trọng|có ý nghĩa|đáng giữ].',
        '{!sad}{P} [không nói ra|chỉ nghĩ thầm], nhưng muốn giữ lấy lúc này [thêm chút nữa|lâu nhất có thể].',
        '{?sad}{P} chưa cố hiểu cho ra lẽ. Lúc ấy, [vượt qua được|để mọi thứ như nó vốn là] đã là đủ.',
        '{P} nghĩ, có những khoảnh khắc [chẳng cần lý do|không cần giải thích], và đây là một trong số đó.',
        '{!sad}{P} [cất khoảnh khắc ấy|xếp lúc ấy] vào một góc trong lòng, [để dành cho những ngày khó khăn|để sau này nhớ lại].',
        '{?sad}{P} không [xua đi|gạt đi] nỗi nặng lòng. [Rồi đến lúc|Dần dần] nó sẽ nhẹ bớt.',
      ],
    ],
    end: [[
      '{?sad}Đó không phải một ngày đẹp, nhưng là một ngày thật, và {P} [giữ nó lại|mang nó theo] [lặng lẽ|cẩn thận].',
      '{!sad}Khi mọi thứ qua đi, {P} giữ {thing} lại như người ta giữ [một ngày đẹp|một kỷ niệm nhỏ|một buổi chiều đáng nhớ]: [lặng lẽ và trọn vẹn|yên lặng và nguyên vẹn|nhẹ nhàng và trọn vẹn].',
      'Đó chỉ là [một ngày bình thường|một buổi rất đỗi bình thường|một ngày như mọi ngày], vậy mà {P} [nhớ mãi|nhớ rất lâu|chẳng bao giờ quên].',
      '[Rất lâu sau|Nhiều năm sau], {P} vẫn [nhớ|hình dung] rõ [từng chi tiết|mọi thứ] của lúc ấy.',
      '{!sad}{P} [trở về với lòng nhẹ hơn|ra về, lòng yên hơn lúc đến], và chẳng cần kể với ai.',
      '{?sad}{P} [bước tiếp|đi tiếp] [chậm rãi|từng bước một], và rồi nỗi nặng lòng cũng [vơi dần|nhẹ đi].',
      'Trong [bao nhiêu ngày|bao nhiêu khoảnh khắc] của quãng thời gian ấy, ngày {P} [nhớ nhất|hay nghĩ lại nhất] lại chính là ngày hôm đó.',
    ]],
  },
};

const ko: Readonly<Record<GroundedKind, GroundedBeats>> = {
  strange: {
    begin: [[
      '{?asked}그 물음이 머리를 떠나지 않았다. 그래서 {P:는} {thing:을} 직접 알아보기로 했다. 한 걸음씩, [조심스럽게|천천히].',
      '{?asked}아무도 똑바로 대답해 주지 않았다. 그래서 {P:는} {thing:을} [혼자|직접] 알아보기로 마음먹었다.',
      '{!asked}{P:는} [한참 동안|한동안] 꼼짝도 못 하고 {thing:을} 바라보았다. 이게 무슨 일인지 머리가 따라오기를 기다리면서.',
      '{!asked}처음엔 [잘못 본|꿈을 꾸는] 줄 알았다. 그래서 {P:는} [천천히|찬찬히] 다시 보았다. 달라진 건 없었다.',
      '{!asked}{P:는} 눈을 [비비고|몇 번 깜빡이고] {thing:을} 다시 보았다. 말이 안 되는데도, [진짜였다|그대로였다].',
    ], [
      '{Ps} 심장이 [평소보다 빨리|쿵쾅쿵쾅] 뛰었다.',
      '잠깐 {P:는} [누군가에게 전화하고|그냥 돌아서고] 싶었지만, 그러지 않았다.',
      '{thing} 주변은 [아무렇지도 않게|여느 때와 똑같이] 평범해 보였고, 그래서 더 이상했다.',
    ]],
    middle: [
      [
        '{P:는} 조금 더 가까이 가서 아무것도 건드리지 않고 {thing:을} [찬찬히|오래도록] 살폈다. 처음엔 못 본 것들이 하나씩 눈에 들어왔다.',
        '[주변에|이 사람 저 사람에게] 물어봐도 그런 걸 [본|들어 본] 사람은 없었고, {thing:을} 설명해 주는 사람도 없었다.',
        '{P:는} 평범한 설명부터 떠올려 보았다. 장난일까, 착각일까, 피곤해서일까. 어느 것도 [맞지 않았다|들어맞지 않았다].',
        '[다음 날 아침|한 시간 뒤|그날 저녁] {P:는} 다시 가 보았다. {thing:이} 평소대로 돌아가 있기를 반쯤 바라면서. 그렇지 않았다.',
      ],
      [
        '결국 남들이 믿을 만한 이유는 찾지 못했다. 대신 {P:는} 한 가지는 알 수 있었다. 고장 난 건 없었다. {thing:은} 그저 처음으로, 아무도 기대하지 않은 일을 해 보였을 뿐이었다.',
        '오래 지켜볼수록 무섭지 않았다. {thing:은} 장난도 실수도 아니었다. 다만 누구도 생각해 본 적 없을 만큼 [조금 이상할|조금 신기할] 뿐이었다.',
        '{P:는} 천천히 깨달았다. {thing:은} 고쳐 달라는 게 아니었다. 누군가 알아봐 주기를 바랐을 뿐이고, {P:가} 알아보았다.',
      ],
    ],
    end: [[
      '{?asked}{P:는} 누구에게서도 말로 된 답을 듣지 못했다. 하지만 {thing:을} 두 눈으로 보았고, 그걸로 답은 충분했다.',
      '{?asked}그 뒤로 {P:는} 더 묻지 않았다. 가까이서 본 {thing:이} 어떤 대답보다 많은 걸 말해 주었으니까.',
      '{!asked}그 뒤로도 {P:는} [자주|가끔] {thing:을} 들여다보았다. 다시는 [예사롭게|평범하게] 보이지 않았다.',
      '{!asked}[오랜 시간이 지나도|몇 년이 지나도] {thing:을} 떠올리면 [웃음이 났다|슬며시 웃음이 났다]. 어떤 일은 풀지 않아도 된다. 알아봐 주기만 하면 된다.',
      '{!asked}{P:는} {thing} 이야기를 [거의 아무에게도|한두 사람에게만] 하지 않았다. 어떤 일은 설명하기보다 간직하기가 쉽다.',
    ]],
  },
  found: {
    begin: [[
      '{P:는} [한동안|한참을] 아무것도 못 하고 {thing:을} 내려다보았다.',
      '{P:는} 몸을 숙여 {thing:을} 가만히 들여다보았다. 선뜻 손대기가 [조심스러웠다|망설여졌다].',
      '{P:는} 숨을 죽이고 {thing:을} 바라보았다. 조금만 움직여도 [사라져 버릴|달아나 버릴] 것처럼.',
    ], [
      '{P:는} [그런 건 처음 보았다|눈을 뗄 수가 없었다].',
      '{P:는} [주위를 둘러보았지만|어깨 너머를 돌아보았지만] 지켜보는 사람은 없었다.',
      '가까이서 보니 {thing:은} 생각보다 [작고|평범하고] 조용했다. 그래서 오히려 더 [진짜 같았다|소중해 보였다].',
    ]],
    middle: [
      [
        '{thing:이} 어디서 왔는지, 왜 하필 거기 있었는지 {P:는} 궁금해졌다.',
        '주위에 물어볼 사람도 없어서 {P:는} 답을 알게 될 때까지 {thing:을} [돌봐 주기로|잘 맡아 두기로] 했다.',
        '{P:는} 주위를 둘러보며 단서를 찾았다. [아무것도 없었다|흔적 하나 없었다]. {thing}, 그리고 고요함뿐이었다.',
      ],
      [
        '{!sad}조금씩 이해가 됐다. {thing:은} 우연히 거기 있었던 게 아니었다. 누군가 알아봐 주기를 기다리고 있었고, 그 누군가가 바로 {P:이었다}.',
        '{!sad}답은 싱겁고도 조금 신기했다. 그건 {P:가} 걱정하던 무엇과도 상관없이, {thing} 그 자체에 있었다.',
        '{!sad}[조금씩|몇 시간에 걸쳐] {P:는} 이야기를 맞춰 갔다. {thing}의 사연은 생각보다 [단순했다|따뜻했다].',
        '{?sad}{P:는} {thing:이} 어디서 왔는지 더는 묻지 않았다. [부드러운 수건을 깐 상자를|따뜻하고 안전한 자리를] 마련해 주고, 하루 내내 [곁을 지켰다|눈을 떼지 않았다].',
      ],
    ],
    end: [[
      '결국 {P:는} 옳다고 느낀 대로 했다. {thing:이} 있어야 할 곳으로 돌아가게 해 주었다.[| 마음이 한결 가벼워졌다.]',
      '{P:는} {thing:과} 그날을 [오래도록|두고두고] 잊지 못했다.',
      '{!sad}다 지나고 나서 {P:는} 생각했다. {thing:을} 발견한 게 [그날|그해] 가장 [좋은|신기하고 좋은] 일이었다고.',
      '{?sad}쉬운 하루는 아니었다. 그래도 {P:는} 외면하지 않았고, [그거면 됐다|그게 제일 중요했다].',
    ]],
  },
  wish: {
    begin: [[
      '{?reached}{P:는} 믿기지가 않았다. 그렇게 오래 [기다린|바라 온] 끝에, {thing:이} 드디어 손에 닿을 곳에 있었다.',
      '{?reached}{P:는} 한참을 그대로 앉아 [다시 세어 보고|처음부터 되짚어 보고] 또 확인했다. {thing:이} 정말로 눈앞에 있다는 걸.',
      '{!reached}{P:는} [오래전부터|한참 전부터] {thing} 생각뿐이었다.',
      '{!reached}{thing:은} 너무 오래 마음에 품고 있어서 어느새 {P}의 [하루하루가|일상이] 되어 있었다.',
    ], [
      '가끔 {P:는} [눈을 감고|하루 중간에 멈춰 서서] {thing:을} 그려 보았다. [아주 잠깐|몇 초 동안].',
      '{thing:이} 얼마나 소중한지 {P:는} [아무에게도 말한 적이 없었다|몇 사람에게만 말했다].',
    ]],
    middle: [
      [
        '{?reached}{P:는} 그동안 참아 온 작은 것들과, {thing:을} 포기할 뻔했던 날들을 하나하나 떠올렸다.',
        '{?reached}{P:는} 서두르지 않았다. {thing:까지} 오는 길을 [하나도 빠짐없이|한 걸음 한 걸음] 기억하고 싶었다.',
        '{!reached}그래서 {P:는} 마음을 먹었다. {thing:을} 향해 [한 걸음씩|천천히] 가 보기로.',
        '{!reached}바라기만 해서는 안 된다는 걸 {P:는} 알았다. 그래서 {thing:을} 위해 [뭔가를|작은 일부터] 시작했다.',
      ],
      [
        '{?reached}그리고 마지막 한 걸음을 내디뎠다. {thing:이} 거기 있었다. [더는 꿈이 아니었다|손을 뻗으면 닿았다].',
        '{!reached}생각대로 되지는 않았다. 포기할 뻔한 날도 있었다. 하지만 {P:는} 방법을 조금 바꿔 다시 해 보았고, [하루하루|한 주 한 주] {thing:이} 조금씩 가까워졌다.',
        '{!reached}{thing:이} 그 어느 때보다 멀게 느껴지는 날도 있었다. 그래도 {P:는} [멈추지 않았다|계속 나아갔다].',
      ],
    ],
    end: [[
      '{!reached}마침내 그 순간이 왔을 때 {P:는} 믿기지가 않았다. {thing:이} [바로 눈앞에|손 닿는 곳에] 있었다.',
      '{P:는} 그날을 [오래|두고두고] 기억했다. {thing}만이 아니라, 거기까지 오는 데 걸린 모든 날들까지.',
      '[그날 밤|나중에] {P:는} 생각했다. {thing:은} 꿈꾸던 것보다 더 좋았다고. 오래 [기다려서|애써서] 얻은 것이니까.',
    ]],
  },
  coming: {
    begin: [[
      '{thing:은} 시간이 갈수록 성큼성큼 다가왔고, {P:는} 그걸 [온몸으로|하루 종일] 느꼈다.',
      '{P:는} 남은 [하루를|저녁을] {thing:을} 준비하며 보냈다. 작은 것부터 하나씩.',
      '{P:는} {thing} 생각을 떨칠 수가 없었다. 머릿속으로 [몇 번이고|처음부터 끝까지] 그려 보았다.',
    ], [
      '생각만 해도 {P:는} [속이 울렁거렸다|가슴이 조여 왔다].',
      '{P:는} [할 일을 적어 보았다가|계획을 세웠다가] [반을 지웠다|처음부터 다시 했다].',
    ]],
    middle: [
      [
        '{P:는} 마음을 [몇 번이나|자꾸] 바꿨고, 한동안은 뭘 해도 마음에 들지 않았다.',
        '완벽하게 하려고 할수록 더 꼬이기만 했다. 결국 {P:는} 손을 멈추고, 마음이 가는 쪽을 골랐다.',
        '[밤늦게|결국] {P:는} 걱정을 [내려놓고|접어 두고] 하나를 골랐다. 이상하게도 그게 맞다는 느낌이 들었다.',
      ],
      [
        '그리고 {thing:이} [왔다|찾아왔다]. 올 수밖에 없었다.',
        '그러다 어느 순간 {thing:이} 코앞에 와 있었고, 더는 걱정할 시간도 없었다.',
        '{thing:이} 오자 {P:는} 숨을 크게 한 번 쉬고 [시작했다|앞으로 나섰다].',
      ],
    ],
    end: [[
      '완벽하지는 않았지만 [충분히 괜찮았다|걱정했던 것보다 훨씬 나았다]. {P:는} 포기하지 않은 게 다행이라고 생각했다.',
      '끝나고 나서도 {P:는} {thing:을} 몇 번이고 다시 떠올렸다. [며칠 만에 마음이 가벼웠다|저절로 웃음이 났다].',
      '나중에 {P:는} 그렇게 걱정했던 게 우스워서 [웃었다|피식 웃었다]. {thing:은} [생각보다 잘 지나갔다|무사히 끝났다].',
    ]],
  },
  someone: {
    begin: [[
      '{?absent}[저녁 내내|한참 동안] {P:는} 자꾸 문 쪽을 돌아보았다. {who:이} 들어올 것만 같아서.',
      '{?absent}{who:이} 없다는 걸 다들 알아챘지만, 처음엔 [아무도 입 밖에 내지 않았다|누구도 먼저 말하지 않았다].',
      '{!absent}{P:는} 자꾸만 {who:을} 눈으로 좇았다. [나중엔|며칠 뒤엔] 아닌 척하는 것도 그만두었다.',
      '{!absent}[자꾸만|볼 때마다] {P:는} 어느새 {who:을} 지켜보며 무슨 일일까 궁금해하고 있었다.',
    ], [
      '{!absent}{P:는} [빤히 보지 않으려고 했지만|거리를 두려고 했지만], 궁금한 건 어쩔 수 없었다.',
      '{!absent}다른 사람들은 [신경 쓰지 않는|눈치채지 못한] 것 같았고, 그래서 {P:는} 더 궁금해졌다.',
      '{?absent}빈자리는 [자꾸 눈에 밟혔다|끝까지 비어 있었다].',
    ]],
    middle: [
      [
        '{?absent}나중에 {P:는} {who} 소식을 여기저기 물어보았지만, [아는 사람이 별로 없었다|확실히 아는 사람은 없었다].',
        '{?absent}[그날 밤|며칠 뒤] {P:는} 한참 망설이다 {who}에게 짧은 메시지를 보냈다.',
        '{!absent}결국 {P:는} 가장 [간단한|쉬운] 방법을 택했다. {who}에게 직접 물어본 것이다.',
        '{!absent}나중에 {P:는} 들키지 않을 만큼 떨어져서 [조용히|살금살금] 뒤따라가 보았다.',
      ],
      [
        '{?absent}돌아온 대답은 단순하고 조금 쓸쓸했다. 그래도 덕분에 {P:는} {who:을} 전보다 더 잘 알게 되었다.',
        '{!absent}{!thing}이유는 [작고 평범했다|싱거울 만큼 평범했다]. 아무도 굳이 묻지 않을 그런 이유. 알고 나니 {who:은} 조금도 이상하지 않았다.',
        '{!absent}{!thing}알고 보니 [무서워할 일이 아니었다|아주 평범한 일이었다]. {P:는} 조금 머쓱하고, 조금 안심이 되었다.',
        '{!absent}{?thing}이유는 [작고 평범했다|싱거울 만큼 평범했다]. {thing:과} 관련이 있긴 했지만, {P:가} 걱정하던 식은 아니었다. 알고 나니 {who:은} [조금도|하나도] 이상하지 않았다.',
        '{!absent}{?thing}역시 {thing:과} 관련이 있었다. 다만 [소박하고|조용하고] 평범한 이유였고, {P:는} 괜히 걱정했던 게 조금 머쓱해졌다.',
      ],
    ],
    end: [[
      '{?absent}[다음에 만났을 때|그 뒤로] {P:는} {who}에게 꼭 말해 주었다. 다들 보고 싶어 했다고.',
      '{!absent}그 뒤로 {P:와} {who:은} 마주칠 때마다 가볍게 고개를 끄덕였다. 작고 좋은 무언가를 함께 아는 사람들처럼.',
      '{P:는} {who:을} [오래|두고두고] 잊지 못했다. 누군가를 이해하는 데 생각보다 많은 게 필요하지 않다는 것도.',
    ]],
  },
  plain: {
    begin: [[
      '{?thing}{P:는} [서두르지 않았다|급할 게 없었다]. {thing:과} 그 곁의 모든 것을 가만히 느끼며 그 순간이 흘러가게 두었다.',
      '{!thing}{P:는} [서두르지 않았다|급할 게 없었다]. 주위의 모든 것을 [가만히|천천히] 느끼며 그 순간이 흘러가게 두었다.',
      '{?thing}[한동안|한참 동안] [아무도 말할 필요가 없었다|누구도 말을 꺼내지 않았다|말은 필요 없었다]. {P:는} {thing:과} 함께 그저 [거기 있었다|가만히 있었다|그 자리를 지켰다].',
      '{!thing}[한동안|한참 동안] [아무도 말할 필요가 없었다|누구도 말을 꺼내지 않았다|말은 필요 없었다]. {P:는} 그저 [가만히 거기 있었다|조용히 그 자리에 있었다|그 시간에 머물렀다].',
      '{?thing}{P:는} [한참을|꽤 오래|한동안] 그 자리에 [머물렀다|서 있었다]. 지금은 {thing} 말고 다른 건 [중요하지 않았다|생각나지 않았다].',
      '{!thing}{P:는} [한참을|꽤 오래|한동안] 그 자리에 [머물렀다|서 있었다]. [시간이 가는 것도|몇 분이 흘렀는지도] 세지 않았다.',
      '{!thing}{P:는} 숨을 [천천히|깊게] 들이쉬고 [주위를 둘러보았다|어깨에 힘을 뺐다]. 서둘러 갈 데는 [없었다|어디에도 없었다].',
      '{?thing}{P:는} [말없이|가만히] {thing:을} [바라보았다|오래 바라보았다]. [서두를 이유가|급할 것이] 하나도 없었다.',
    ], [
      '{!sad}모든 게 [조용했고|평범했고], 바로 그래서 [좋았다|소중했다].',
      '{?sad}모든 게 [조용했고|잿빛이었고|가만히 멈춰 있었고], {P:는} 그냥 그대로 두었다.',
      '{P:는} 작은 것들을 하나씩 [알아차렸다|눈여겨보았다]. [빛|소리|작은 움직임|바람결] 같은 것들을.',
      '{!sad}[딱히|별다른] 일이 일어나는 건 아니었는데, 이상하게 그게 [싫지 않았다|마음에 들었다].',
      '{?sad}{P:는} 애써 [괜찮은 척하지|기운을 내려 하지] 않았다. 그냥 그 마음과 함께 있었다.',
      '[멀리서 들리는 소리|공기의 느낌|갑자기 찾아온 고요] 같은 작은 것들이 [유난히|새삼] 마음에 와닿았다.',
    ]],
    middle: [
      [
        '[그러다 작은 일이 하나 생겼다|그때 사소한 일이 하나 있었다|그러던 중 아주 작은 일이 있었다]. [웃음 한 번|눈빛 한 번|한숨 한 번|딱 맞는 때에 나온 말 한마디]. [그것만으로 분위기가 조금 달라졌다|그 하나로 공기가 달라졌다|고작 그것뿐인데 모든 게 조금 달라 보였다].',
        '그러다 아무 예고도 없이 공기가 [조금 달라졌다|조용해졌다|천천히 가라앉았다]. [평범한 순간들이 가끔 그러듯이|흔한 하루에도 가끔 그런 때가 있듯이].',
        '[바로 그때|문득] 아주 평범한 무언가가 눈에 들어왔고, 한순간 모든 게 [또렷해졌다|환해졌다|가까워졌다].',
        '그러다 순간이 [아주 조금|살짝] 기울었다. {P:는} 그게 뭔지 [말로 하기도 전에|설명하기도 전에] 먼저 느꼈다.',
        '얼마쯤 지나자 {P:는} [저도 모르게 웃고 있었다|길게 숨을 내쉬었다]. 왜인지는 [잘 몰랐다|알 수 없었다].',
      ],
      [
        '{P:는} [알았다|깨달았다]. [바로 지금, 이 순간이 기억할 만한 것이라는 걸|지금 이 순간이 오래 남으리라는 걸|이런 순간이야말로 간직할 만하다는 걸].',
        '누가 [적어 둘|이야기로 남길|굳이 기억할] 만한 일은 아니었다. 그래도 {P:는} 그게 [소중하다는 걸 알았다|귀하다는 걸 알았다|의미 있다는 걸 느꼈다].',
        '{!sad}{P:는} [입 밖에 내지는 않았지만|속으로만 생각했지만], 이 순간을 [조금 더|할 수 있는 한 오래] 붙잡아 두고 싶었다.',
        '{?sad}{P:는} 아직 그 일을 이해하려 애쓰지 않았다. 지금은 [견디는 것만으로|있는 그대로 두는 것만으로] 충분했다.',
        '어떤 순간에는 [이유가|설명이] 필요 없다고 {P:는} 생각했다. 지금이 바로 그런 순간이었다.',
        '{!sad}{P:는} 이 순간을 마음 [한구석|깊은 곳]에 [접어 두었다|넣어 두었다]. [힘든 날에 꺼내 보려고|나중을 위해].',
        '{?sad}{P:는} 무거운 마음을 [밀어내지 않았다|억지로 털어내지 않았다]. [때가 되면|시간이 지나면] 가벼워질 테니까.',
      ],
    ],
    end: [[
      '{?sad}좋은 날은 아니었다. 하지만 진짜였던 날이었고, {P:는} 그날을 [조용히|조심스럽게] 품고 지냈다.',
      '{!sad}다 지나간 뒤에도 {P:는} {thing:을} 좋은 하루처럼 간직했다. [조용히, 온전하게|조용히, 빠짐없이].',
      '[평범한 하루였다|여느 날과 다르지 않은 하루였다]. 그런데도 {P:는} 그날을 [오래 기억했다|잊지 못했다|두고두고 떠올렸다].',
      '[한참 뒤에도|몇 년이 지나도] {P:는} 그때를 [또렷이|작은 것 하나까지] 기억했다.',
      '{!sad}{P:는} [조금 가벼워진 마음으로|전보다 조용한 마음으로] 발길을 돌렸다. 누구에게 말할 필요는 없었다.',
      '{?sad}{P:는} [천천히|한 걸음씩] 다시 걸었고, 시간이 지나자 무거운 마음도 [조금씩 풀렸다|옅어졌다].',
      '그 [해|무렵]의 [수많은 날|많은 순간] 가운데 {P:는} 유독 그날을 [자꾸 떠올렸다|가장 오래 기억했다].',
      '{!sad}[시간이 한참 흐른 뒤에도|어른이 되고 나서도] {P:는} 그날의 [공기|고요함|느낌]을 [또렷하게|선명하게] 떠올릴 수 있었다.',
    ]],
  },
};

const zh: Readonly<Record<GroundedKind, GroundedBeats>> = {
  strange: {
    begin: [[
      '{?asked}这个问题一直在{P}心里打转，于是{P}决定亲自去弄清楚{thing}，一步一步来。',
      '{?asked}没有人肯正面回答，{P}只好[自己|亲自]去弄清楚{thing}。',
      '{!asked}{P}愣了[好一会儿|半天]，一动不动地看着{thing}，等着自己想明白。',
      '{!asked}一开始{P}以为是自己[看错了|在做梦]，于是又[慢慢|仔细]看了一遍。什么都没变。',
      '{!asked}{P}[揉了揉眼睛|眨了好几下眼]，再看{thing}。不管多么说不通，它就是[真的|还在那儿]。',
    ], [
      '{P}的心跳得[比平时快|有点太快了]。',
      '有那么一秒，{P}[想给谁打个电话|想转身走开]，可终究没有。',
      '{thing}周围的一切都[再平常不过|和往常一模一样]，反倒让这件事更奇怪了。',
    ]],
    middle: [
      [
        '{P}[走近了些|又靠近了一点]，什么也没碰，仔仔细细地看着{thing}，一个又一个小细节[慢慢浮现出来|渐渐看清了]。',
        '{P}[问了几个人|四处问了问]，谁都没[见过|听说过]这样的事，也没有人能解释{thing}。',
        '{P}先把所有平常的解释都想了一遍：恶作剧？看错了？太累了？没有一个[对得上|说得通]。',
        '[第二天一早|过了一个小时|那天傍晚]，{P}又去看了一次，有点希望{thing}已经恢复正常。并没有。',
      ],
      [
        '最后{P}没找到能让别人信服的原因，却自己想通了一件简单的事：什么都没坏。{thing}只是这一次，做了谁都没想到的事。',
        '看得越久，{P}越不觉得害怕。{thing}不是恶作剧，也不是弄错了，只是比所有人以为的都要[奇妙|奇怪]一点。',
        '{P}慢慢明白，{thing}并不需要谁去修好。它只是需要有人[注意到|看见]，而{P}看见了。',
      ],
    ],
    end: [[
      '{?asked}{P}始终没有听到谁亲口说出答案。可{P}亲眼看到了{thing}，这就是最好的答案。',
      '{?asked}从那以后{P}不再追问了。亲眼看过{thing}，比任何回答都更清楚。',
      '{!asked}从那以后，{P}[常常|时不时]留意{thing}，再也不觉得它[平常|普通]了。',
      '{!asked}[很久以后|好多年以后|直到现在]，{P}想起{thing}还是会[笑|忍不住笑]。有些事不需要答案，只需要有人注意到。',
      '{!asked}关于{thing}，{P}[几乎没对别人说过|只跟一两个人提过]。有些事，留在心里比解释清楚容易。',
    ]],
  },
  found: {
    begin: [[
      '{P}盯着{thing}看了[好久|半天]，一时不知道该怎么办。',
      '{P}弯下腰仔细看着{thing}，既好奇，又有点[不敢碰|犹豫]。',
      '{P}屏住呼吸看着{thing}，好像动作一大，它就会[消失|溜走]。',
    ], [
      '{P}[从没见过这样的东西|怎么也移不开眼睛]。',
      '{P}[看了看四周|回头望了一眼]，可没有人在看。',
      '凑近一看，{thing}比{P}想的[小|普通|安静]，可正因为这样，反而显得更[真实|重要]。',
    ]],
    middle: [
      [
        '{P}忍不住想：{thing}是从哪儿来的，怎么偏偏在这儿？',
        '附近没有人可以问，{P}决定先[照看好|收好]{thing}，等弄清楚再说。',
        '{P}在四周找了找线索：[什么也没有|一点痕迹都没有]，只有{thing}和一片安静。',
      ],
      [
        '{!sad}慢慢地，{P}明白了：{thing}不是碰巧出现的。它一直在等有人注意到它，而那个人正是{P}。',
        '{!sad}答案既简单，又有点奇妙，它就藏在{thing}本身，和{P}担心的那些事都没有关系。',
        '{!sad}[一点一点地|接下来的几个小时里]，{P}拼出了{thing}的来历，比想象中[简单|温暖]得多。',
        '{?sad}{P}不再去想{thing}是从哪儿来的，[找来一个垫着软毛巾的纸箱|给它弄了一个暖和又安全的地方]，一整天都[守在旁边|没离开过]。',
      ],
    ],
    end: [[
      '最后，{P}照着自己觉得对的去做，让{thing}回到了它该去的地方[。|，心里一下子轻松了。]',
      '{P}一直没有忘记{thing}，也没有忘记[那一天|发现它的那一刻]。',
      '{!sad}事情过去以后，{P}觉得发现{thing}是[那一天|那一年]里[最好|最奇妙也最好]的事。',
      '{?sad}那不是轻松的一天。可{P}没有转身走开，[这就够了|这才是最要紧的]。',
    ]],
  },
  wish: {
    begin: [[
      '{?reached}{P}几乎不敢相信：[等了|盼了]那么久，{thing}终于就在眼前了。',
      '{?reached}{P}愣愣地[坐|站]了好一会儿，[又数了一遍|从头想了一遍]，确定{thing}真的近在眼前。',
      '{!reached}[很久以来|好长一段时间]，{P}心里想的几乎只有{thing}。',
      '{!reached}{thing}在{P}心里放了太久，久到成了[每个平常日子|每一天]的一部分。',
    ], [
      '有时候{P}会[闭上眼睛|在一天当中停下来]，想象一下{thing}，[只想一小会儿|就几秒钟]。',
      '{thing}对{P}有多重要，{P}[从没跟人说过|只跟几个人说过]。',
    ]],
    middle: [
      [
        '{?reached}{P}想起了为{thing}忍下的每一件小事，还有好几次差点放弃的时候。',
        '{?reached}{P}不着急。{P}想把走向{thing}的[每一步|每一刻]都记住。',
        '{!reached}于是{P}下定决心，[一步一步|慢慢地]朝{thing}走过去。',
        '{!reached}{P}知道光是想是不够的，于是开始为{thing}[做点什么|真正努力]。',
      ],
      [
        '{?reached}然后{P}迈出了最后一步，{thing}就在那里，[真真切切|不再只是一个心愿]。',
        '{!reached}事情没有按计划进行，{P}好几次差点放弃。可{P}换了个办法又试了一次，{thing}[一天比一天|一点一点]近了。',
        '{!reached}有些日子，{thing}好像比任何时候都远。{P}还是[没有停下来|坚持着]。',
      ],
    ],
    end: [[
      '{!reached}那一刻终于到来的时候，{P}几乎不敢相信：{thing}，[就在眼前|伸手就能碰到]。',
      '{P}把那一天记了[很久|一辈子]：不只是{thing}，还有走到那里的每一步。',
      '[那天晚上|后来]，{P}觉得{thing}比梦里的还要好，因为那是自己[一点点争取来的|等了很久的]。',
    ]],
  },
  coming: {
    begin: [[
      '{thing}一小时比一小时近，{P}[能清清楚楚地感觉到|一整天都心神不宁]。',
      '那天剩下的[时间|晚上]，{P}都在为{thing}做准备，一件小事接着一件小事。',
      '{P}满脑子都是{thing}，在心里[一遍遍|从头到尾]地想象着。',
    ], [
      '一想到这个，{P}心里就[七上八下|一阵发紧]。',
      '{P}[列了一张清单|定了个计划]，又[划掉了一半|从头来过]。',
    ]],
    middle: [
      [
        '{P}改了[好几次|一次又一次]主意，有一阵子怎么做都觉得不对。',
        '{P}越想做到完美，就越乱。最后{P}停下来，选了自己心里真正想要的那个。',
        '[夜深了|到最后]，{P}[把担心放到一边|不再纠结]，做了决定，心里一下子踏实了。',
      ],
      [
        '然后，{thing}[终于来了|如期而至]。',
        '忽然之间，{thing}就到了眼前，再也没有时间担心了。',
        '{thing}一到，{P}深吸一口气，[开始了|走了上去]。',
      ],
    ],
    end: [[
      '一切并不完美，但[已经足够好了|比担心的好多了]。{P}很庆幸自己没有放弃。',
      '事后{P}一遍遍回想{thing}，[心里比前几天轻松多了|忍不住笑了]。',
      '后来{P}想起自己那么紧张，忍不住[笑了|笑出声来]。{thing}[比预想的顺利|平平安安地过去了]。',
    ]],
  },
  someone: {
    begin: [[
      '{?absent}[整个晚上|好一阵子]，{P}总忍不住往门口看，觉得{who}随时会推门进来。',
      '{?absent}大家都注意到{who}没来，可一开始[谁也没说出口|没有人先提起]。',
      '{!absent}{P}总是忍不住注意{who}，[后来|没过几天]干脆也不假装没看见了。',
      '{!absent}[一次又一次|时不时地]，{P}发现自己又在看着{who}，心里琢磨这到底是怎么回事。',
    ], [
      '{!absent}{P}[尽量不盯着看|保持着距离]，可还是忍不住好奇。',
      '{!absent}别人好像都[没注意到|不在意]，这让{P}更好奇了。',
      '{?absent}那个空位子[怎么也让人忽略不了|一直空到最后]。',
    ]],
    middle: [
      [
        '{?absent}后来{P}四处打听{who}的消息，可[谁也知道得不多|没有人说得准]。',
        '{?absent}[那天晚上|过了几天]，{P}犹豫了很久，还是给{who}发了一条短短的消息。',
        '{!absent}最后{P}做了最[简单|直接]的事：直接去问{who}。',
        '{!absent}后来，{P}悄悄跟了过去，只[远远地看着|保持着距离]。',
      ],
      [
        '{?absent}回答来得很简单，还有一点难过，却让{P}比从前更懂{who}了。',
        '{!absent}{!thing}原因[又小又平常|简单得很]，是那种谁都不会想到去问的事。知道以后，{P}一点也不觉得{who}奇怪了。',
        '{!absent}{!thing}原来[根本没什么可怕的|只是一件很平常的事]，{P}有点不好意思，也松了一口气。',
        '{!absent}{?thing}原因[又小又平常|简单得很]，确实和{thing}有关，只是和{P}担心的完全不一样。知道以后，{P}[一点也不|再也不]觉得{who}奇怪了。',
        '{!absent}{?thing}果然和{thing}有关，不过是个[朴素|平平常常]的理由，{P}反倒为自己[白担心|想太多]有点不好意思。',
      ],
    ],
    end: [[
      '{?absent}[下一次见面|后来]，{P}特意告诉{who}：大家都很想念。',
      '{!absent}从那以后，{P}和{who}每次碰见都会点点头，好像一起知道一件小小的好事。',
      '{P}[一直|很久以后还]记得{who}，也记得要懂一个人，有时只需要那么一点点。',
    ]],
  },
  plain: {
    begin: [[
      '{?thing}{P}[不着急|一点也不急]，就让这一刻慢慢过去，静静地感受着{thing}和身边的一切。',
      '{!thing}{P}[不着急|一点也不急]，就让这一刻慢慢过去，[静静地|慢慢地]感受着身边的一切。',
      '{?thing}[好一会儿|很久]谁都不用说话，{P}只是和{thing}待在一起。',
      '{!thing}[好一会儿|很久]谁都不用说话，{P}只是静静地待在那里。',
      '{?thing}{P}在那里[待了好一会儿|多待了一会儿]，此刻除了{thing}，别的都不重要。',
      '{!thing}{P}在那里[待了好一会儿|多待了一会儿]，也没去数[过了多久|时间]。',
      '{!thing}{P}[慢慢地|深深地]吸了一口气，[放松了肩膀|看了看四周]，好像[哪儿也不用去|时间多的是]。',
    ], [
      '{!sad}一切都[静静的|平平常常]，可正因为这样才[好|珍贵]。',
      '{?sad}一切都[静悄悄的|灰蒙蒙的|一动不动]，{P}也就由它去了。',
      '{P}一点点注意到身边的小东西：[光线|声音|细小的动静]。',
      '{!sad}其实什么特别的事也没发生，可{P}[一点也不在意|反倒觉得挺好]。',
      '{?sad}{P}没有[硬撑着|强打精神]，只是[陪着|守着]这份心情。',
      '[远处的一点声响|空气的味道|忽然安静下来的四周]，这些小事[格外|一下子]清楚起来。',
    ]],
    middle: [
      [
        '然后，一个小小的瞬间改变了气氛：[一声笑|一个眼神|一声叹气|一句来得正好的话]。',
        '然后，没有任何预兆，气氛[悄悄变了一点|安静了下来|慢了下来]，就像平凡的时刻偶尔会的那样。',
        '[就在这时|忽然]，一件再平常不过的小东西吸引了{P}的目光，那一秒一切都显得[格外清楚|亮了起来|近了]。',
        '后来，这一刻[轻轻地|悄悄地]偏了一下，{P}还没[说出|想明白]是什么，就先感觉到了。',
        '过了一会儿，{P}发现自己[不知不觉笑了|长长地舒了一口气]，也说不清为什么。',
      ],
      [
        '{P}[忽然明白|忽然觉得]，就是现在，就是这一刻，值得记住。',
        '没有人会把这样的事[写下来|讲给别人听]，可{P}知道它很重要。',
        '{!sad}{P}[没有说出口|只在心里想着]，却很想把这一刻[再留久一点|留得越久越好]。',
        '{?sad}{P}还没有试着去想明白。那时候，[撑过去|让它就这样]就已经够了。',
        '{P}想，有些时刻[不需要理由|用不着解释]，这就是其中一个。',
        '{!sad}{P}把这一刻[悄悄收好|折起来放在心里]，[留到难过的日子再拿出来|留着以后慢慢想]。',
        '{?sad}{P}没有把沉重的心情[推开|硬甩掉]，[到了时候|慢慢地]，它自己会轻一点。',
      ],
    ],
    end: [[
      '{?sad}那不是一个好日子，却是真实的一天，{P}把它[静静地|小心地]收在了心里。',
      '{!sad}等一切过去，{P}把{thing}像一个好日子那样收在心里，[安安静静，完完整整|安安静静，一点不少]。',
      '[那只是平凡的一天|那天和平常没什么两样]，可{P}记了很久很久。',
      '[很久以后|好多年后]，{P}还能[清清楚楚|一点不差]地想起那时的样子。',
      '{!sad}{P}带着[轻了一点的心|比来时安静的心]往回走，这件事不用告诉任何人。',
      '{?sad}{P}[慢慢地|一步一步]往前走，日子久了，那份沉重也[淡了|轻了一些]。',
      '那段日子里有[那么多天|那么多时刻]，{P}[最常想起的|记得最清楚的]偏偏是那一天。',
    ]],
  },
};

/** The grounded beats per language and kind. */
export const groundedLines: Readonly<Record<ContentLanguage, Readonly<Record<GroundedKind, GroundedBeats>>>> = { en, vi, ko, zh };
