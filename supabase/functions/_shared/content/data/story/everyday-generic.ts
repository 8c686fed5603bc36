/**
 * The generic everyday family (issue 13, sixth round): an opening no family fits is developed in a few plain, safe
 * beats about its own element ({thing}: the opening's premise when it passed rule A, else the language's deictic).
 * The beats bring no explanation, person, place, time or sound the opening did not give; they follow two flags read
 * from the opening (story-shape.ts): `asked` (it asks a question: the beginning takes the question up and the ending
 * answers it as far as the story can) and `odd` (something strange happens: it is checked, tested and kept); with
 * neither, a plain moment is gone over and remembered. Every beat has alternatives for each flag.
 * Replaces the old generic banks ("asked the one question nobody asked", "someone had meant well"), which fitted no premise.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { DevelopBeats } from './develop-types.ts';

export const genericRoutes: Readonly<Record<ContentLanguage, readonly [DevelopBeats, DevelopBeats]>> = {
  en: [
    {
      begin: [[
        '{?asked}[Nobody|No one] gave {Pme} a straight answer about {thing}, so {P} [stopped asking|gave up asking] and went to find out {themself}.',
        '{?asked}{P} [asked again|tried once more], [politely|carefully], and got [the same silence|only shrugs]. So {P} decided to look into {thing} without anyone’s help.',
        '{!asked}{P} did not tell anyone about {thing} [at first|to begin with]. {P} needed [a little time|some time] with it first.',
        '{!asked}{P} [said nothing|kept quiet] [that day|for a while] and [simply|just] thought about {thing}, [turning it over|going back over it] [again and again|more than once].',
      ]],
      middle: [
        [
          '{?odd}[The next day|The following day] {P} looked at {thing} again, calmly, to be sure {P} had not imagined it. Nothing had changed, and this time {P} took a proper look.',
          '{?odd}{P} went back to {thing} [that evening|the next morning] and [stood|sat] [very still|quietly] for a [long|good] while, [watching|paying attention to] every detail.',
          '{!odd}[Later|That evening] {P} went over {thing} once more, [slowly|without hurrying], and noticed details {P} had missed the first time.',
          '{!odd}{P} [let the day go on|carried on with the day], but [every now and then|more than once] {Ps} thoughts went back to {thing}.',
        ],
        [
          '{?odd}{P} tried every ordinary explanation first: a joke, a mistake, a tired mind. None of them fitted, and {P} [crossed them out one by one|stopped forcing them to].',
          '{?odd}[Whatever it was|However it worked], it was no accident: it was too [precise|exact] for that, and too [quiet|patient].',
          '{!odd}It stayed with {Pme} for the rest of the day, [quietly|in the background], like a tune {P} could not put down.',
          '{!odd}{P} did not try to put it into words yet. [It was enough|For now it was enough] to [let it be|let it settle].',
        ],
      ],
      end: [[
        '{?asked}{P} still could not say why, not in words anyone else would believe. But {P} had seen it with {Ps} own eyes, and [after that|from then on] {P} stopped asking and [simply|just] paid attention.',
        '{?asked}{P} [never got|did not get] the answer nobody would give. {P} got [a better one|something better]: {P} had seen it for {themself}, and needed no one’s word for it [any more|after that].',
        '{!asked}{P} kept {thing} to {themself} [for a long time|for years], and thought of it more often than {P} would admit.',
        '{!asked}{?odd}{P} never learned the whole of it. But {P} [went back|checked] [now and then|from time to time], and [every time|each time] {P} was [a little less afraid|a little more curious].',
      ]],
    },
    {
      begin: [[
        '{?asked}The question would not leave {Pme} alone, so {P} decided to find out about {thing} properly, one step at a time.',
        '{?asked}{P} [could not|couldn’t] stop wondering [about it|why]. [In the end|At last] {P} [made up {Ps} mind|decided] to find out about {thing} {themself}.',
        '{!asked}{P} wrote down everything {P} could remember about {thing}, so that nothing would get lost in the telling.',
        '{!asked}[That night|Later] {P} [went over|thought through] {thing} [from the beginning|step by step], [slowly|carefully], so as not to miss anything.',
      ]],
      middle: [
        [
          '{?odd}Then {P} did the only sensible thing and checked it again, on purpose, to be sure it was real. It was.',
          '{?odd}{P} [waited|gave it a day] and [looked again|checked again], [half hoping|half expecting] it would have gone. It had not.',
          '{!odd}[A day later|The next day] {P} [came back to it|thought of it again] and saw it more clearly than on the day itself.',
          '{!odd}Seen again [a day later|the next day], it [looked|seemed] [quieter|clearer], and {P} could [think about it|look at it] without [hurrying|looking away].',
        ],
        [
          '{?odd}{P} did not try to stop it. It had not hurt anyone, and the longer {P} watched, the less it felt like a threat and the more it felt like a message.',
          '{?odd}{P} [told no one yet|kept it quiet]. [Some things|Things like that] [are easier to watch|are best watched] before anyone starts explaining them away.',
          '{!odd}There was nothing more to do. {P} only wanted to remember it properly.',
          '{!odd}{P} did not [need|want] to change anything. [Knowing it|Having noticed it] was enough.',
        ],
      ],
      end: [[
        '{?odd}From that day {P} kept a [small|little] notebook about it: the date, the time, what happened. The first page filled up [quickly|fast].',
        '{?odd}[After that|From then on] {P} [checked on|looked in on] {thing} [from time to time|now and then]. It never [explained itself|gave up its reason], and {P} stopped [minding|needing it to].',
        '{!odd}[Years later|Long after], {P} could still feel exactly what that day had been like.',
        '{!odd}[In the end|After all that], {thing} [became|turned into] one of the things {P} [remembered best|carried longest].',
      ]],
    },
  ],
  vi: [
    {
      begin: [[
        '{?asked}Không ai trả lời {Pme} cho rõ ràng về {thing}, nên {P} [thôi hỏi|không hỏi nữa] và tự mình đi tìm hiểu.',
        '{?asked}{P} [hỏi thêm|thử hỏi lại] [một lần|vài lần] nữa, [thật nhẹ nhàng|thật khéo], nhưng chỉ nhận về [những cái lắc đầu|sự im lặng]. Thế là {P} quyết định tự mình tìm hiểu về {thing}.',
        '{!asked}[Lúc đầu|Ban đầu] {P} không kể với ai về {thing}. {P} cần [một chút thời gian|ít thời gian] [với nó đã|để nghĩ cho kỹ đã].',
        '{!asked}{P} [im lặng|không nói gì] [suốt hôm đó|một thời gian] và chỉ nghĩ về {thing}, [nghĩ đi nghĩ lại|lật đi lật lại] [mãi|nhiều lần].',
      ]],
      middle: [
        [
          '{?odd}[Hôm sau|Ngày hôm sau] {P} xem lại {thing} một lần nữa, thật bình tĩnh, để chắc là mình không tưởng tượng ra. Mọi thứ vẫn y như lần trước, và lần này {P} nhìn thật kỹ.',
          '{?odd}[Tối hôm đó|Sáng hôm sau] {P} quay lại với {thing}, [đứng|ngồi] [thật yên|lặng im] một lúc [lâu|khá lâu], để ý từng chi tiết.',
          '{!odd}[Tối đó|Tối hôm ấy|Về đến nhà] {P} nghĩ lại về {thing} một lần nữa, [thật chậm|không vội vàng], và nhận ra những [chi tiết|điều nhỏ] lần đầu mình đã bỏ qua.',
          '{!odd}{P} vẫn [làm việc của mình|sống tiếp một ngày như thường], nhưng [thỉnh thoảng|chốc chốc] lại nghĩ về {thing}.',
        ],
        [
          '{?odd}{P} nghĩ đến mọi lời giải thích bình thường trước: một trò đùa, một sự nhầm lẫn, hay chỉ là do mệt. Không lời giải thích nào khớp cả.',
          '{?odd}Dù là gì đi nữa, đó không phải chuyện tình cờ: nó quá [chính xác|đều đặn] để là tình cờ, và quá [lặng lẽ|kiên nhẫn].',
          '{!odd}Nó [cứ lặng lẽ|cứ âm thầm] theo {Pme} suốt [cả ngày hôm đó|mấy ngày liền], như một giai điệu không dứt ra được.',
          '{!odd}{P} chưa cố nói thành lời. [Lúc này|Tạm thời], để nó [lắng xuống|yên đó] là đủ.',
        ],
      ],
      end: [[
        '{?asked}Đến giờ {P} vẫn chưa nói được vì sao, ít nhất là theo cách người khác chịu tin. Nhưng {P} đã tận mắt thấy, và từ đó {P} thôi hỏi, chỉ lặng lẽ để ý.',
        '{?asked}{P} [không bao giờ|chưa bao giờ] nhận được câu trả lời mà không ai chịu nói. Nhưng {P} đã tự mình nhìn thấy, và [từ đó|sau hôm ấy] không cần ai xác nhận nữa.',
        '{!asked}{P} giữ kín {thing} [rất lâu|suốt mấy năm], và nghĩ về nó [nhiều hơn {P} muốn thừa nhận|thường hơn {P} tưởng].',
        '{!asked}{?odd}{P} chưa bao giờ hiểu hết mọi chuyện. Nhưng [thỉnh thoảng|lâu lâu] {P} lại quay lại xem, và [mỗi lần|lần nào] cũng [bớt sợ|tò mò] hơn một chút.',
      ]],
    },
    {
      begin: [[
        '{?asked}Câu hỏi ấy cứ bám lấy {Pme}, nên {P} quyết định tìm hiểu về {thing} cho ra lẽ, từng bước một.',
        '{?asked}{P} [không thôi thắc mắc|cứ thắc mắc mãi]. [Cuối cùng|Rốt cuộc] {P} quyết định tự mình tìm hiểu về {thing}.',
        '{!asked}{P} [ghi lại|viết ra] tất cả những gì mình nhớ về {thing}, để lúc kể lại không sót [điều gì|chi tiết nào].',
        '{!asked}[Tối hôm đó|Về sau] {P} nghĩ lại về {thing} [từ đầu|từng chút một], [thật chậm|thật kỹ], để không bỏ sót gì.',
      ]],
      middle: [
        [
          '{?odd}Rồi {P} làm điều hợp lý duy nhất: cố ý kiểm tra lại một lần nữa, để chắc rằng mình không tưởng tượng. Đó là thật.',
          '{?odd}{P} [đợi một ngày|chờ thêm một hôm] rồi [xem lại|kiểm tra lại], [nửa mong|nửa ngờ] rằng nó đã biến mất. Nó vẫn còn đó.',
          '{!odd}[Hôm sau|Một ngày sau] {P} nghĩ lại và thấy mọi chuyện rõ hơn cả lúc nó [xảy ra|mới diễn ra].',
          '{!odd}Nhìn lại [một ngày sau|hôm sau], mọi chuyện [lặng hơn|rõ ràng hơn], và {P} có thể nghĩ về nó mà không [vội vàng|né tránh].',
        ],
        [
          '{?odd}{P} không tìm cách ngăn nó lại. Nó chưa làm hại ai, và càng nhìn lâu, {P} càng thấy nó giống một lời nhắn hơn là một mối đe dọa.',
          '{?odd}{P} [chưa kể với ai|giữ im lặng]. Có những chuyện nên quan sát cho kỹ trước khi có ai đó vội giải thích cho qua.',
          '{!odd}{P} không cần làm gì thêm. {P} chỉ muốn [nhớ cho thật đúng|giữ nó lại trong trí nhớ cho thật trọn].',
          '{!odd}{P} không [cần|muốn] thay đổi gì cả. [Biết vậy là đủ|Nhận ra nó đã là đủ].',
        ],
      ],
      end: [[
        '{?odd}Từ hôm đó {P} ghi vào một cuốn sổ nhỏ: ngày, giờ, và chuyện gì đã xảy ra. Trang đầu tiên kín chữ rất nhanh.',
        '{?odd}[Đến giờ|Tới tận bây giờ] {P} vẫn [thỉnh thoảng|lâu lâu] xem lại {thing}. Nó vẫn chưa chịu giải thích, và {P} cũng thôi cần nó phải giải thích.',
        '{!odd}[Nhiều năm sau|Rất lâu về sau], {P} vẫn nhớ rõ ngày hôm đó ra sao.',
        '{!odd}[Rốt cuộc|Sau tất cả], {thing} trở thành một trong những điều {P} nhớ [lâu nhất|rõ nhất].',
      ]],
    },
  ],
  ko: [
    {
      begin: [[
        '{?asked}{thing}에 대해 누구도 {P:에게} 속 시원한 대답을 해 주지 않았다. 그래서 {P:는} [묻는 걸 그만두고|더 묻지 않고] 직접 알아보기로 했다.',
        '{?asked}{P:는} [한 번 더|몇 번 더] [조심스럽게|공손하게] 물어보았지만 돌아온 건 [침묵뿐이었다|어깨를 으쓱하는 몸짓뿐이었다]. 그래서 {thing}에 대해 혼자 알아보기로 했다.',
        '{!asked}{P:는} 처음엔 {thing} 이야기를 아무에게도 하지 않았다. [조금|잠시] 혼자 [간직할|곱씹을] 시간이 필요했다.',
        '{!asked}{P:는} [그날 하루|한동안] 아무 말 없이 {thing} 생각만 했다. [몇 번이고|자꾸만] 다시 곱씹었다.',
      ]],
      middle: [
        [
          '{?odd}[다음 날|이튿날] {P:는} 헛것을 본 게 아닌지 {thing:을} 차분히 다시 확인했다. 모든 게 전과 똑같았고, 이번에는 {P:가} 찬찬히 들여다보았다.',
          '{?odd}[그날 저녁|다음 날 아침] {P:는} 다시 {thing} 앞에 [서서|앉아서] 한참을 [가만히|조용히] 지켜보았다. 작은 것 하나도 놓치지 않으려고.',
          '{!odd}[그날 저녁|그날 밤] {P:는} {thing:을} 천천히 다시 떠올려 보았다. 처음에는 지나쳤던 것들이 하나씩 보였다.',
          '{!odd}{P:는} [하던 일을 계속했지만|하루를 그대로 보냈지만], [틈틈이|자꾸만] 생각이 {thing} 쪽으로 돌아갔다.',
        ],
        [
          '{?odd}{P:는} 평범한 설명부터 하나씩 따져 보았다. 장난일까, 착각일까, 피곤해서일까. 어느 것도 들어맞지 않았다.',
          '{?odd}무엇이든 우연은 아니었다. 우연이라기엔 너무 [정확했고|꼼꼼했고], 너무 [조용했다|끈질겼다].',
          '{!odd}그 일은 그날 하루 내내 [조용히|가만히] 마음에 남아 있었다. 떨쳐지지 않는 노래처럼.',
          '{!odd}{P:는} 아직 그 일을 말로 옮기려 하지 않았다. [지금은|당분간은] 가라앉게 두는 것으로 충분했다.',
        ],
      ],
      end: [[
        '{?asked}{P:는} 지금도 그 이유를 남들이 믿을 만한 말로는 설명하지 못한다. 하지만 두 눈으로 보았고, 그 뒤로는 묻는 대신 가만히 지켜보게 되었다.',
        '{?asked}아무도 해 주지 않던 대답을 {P:는} 끝내 듣지 못했다. 대신 직접 보았고, [그 뒤로는|그걸로] 누구의 말도 필요 없었다.',
        '{!asked}{P:는} {thing:을} 오랫동안 혼자만 알고 있었다. 그리고 생각보다 자주 떠올렸다.',
        '{!asked}{?odd}{P:는} 끝내 전부를 알아내지는 못했다. 하지만 [가끔|이따금] 다시 가 보았고, [그때마다|갈 때마다] 조금 덜 무섭고 조금 더 궁금해졌다.',
      ]],
    },
    {
      begin: [[
        '{?asked}그 질문이 머릿속을 떠나지 않았다. {P:는} {thing}에 대해 하나씩 차근차근 알아보기로 했다.',
        '{?asked}{P:는} [궁금해서 견딜 수가 없었다|자꾸만 궁금해졌다]. [결국|마침내] {thing}에 대해 직접 알아보기로 마음먹었다.',
        '{!asked}{P:는} {thing}에 대해 기억나는 것을 전부 적어 두었다. 나중에 이야기할 때 하나도 빠뜨리지 않도록.',
        '{!asked}[그날 밤|나중에] {P:는} {thing} 이야기를 [처음부터|하나하나] [천천히|꼼꼼히] 되짚어 보았다. 놓치는 게 없도록.',
      ]],
      middle: [
        [
          '{?odd}그리고 {P:는} 할 수 있는 유일한 일을 했다. 헛것을 본 게 아닌지 일부러 한 번 더 확인해 본 것이다. 진짜였다.',
          '{?odd}{P:는} [하루를 기다렸다가|하루 지나서] 다시 확인했다. [사라졌기를 반쯤 바랐지만|없어졌을 거라고 반쯤 생각했지만] 그대로였다.',
          '{!odd}[하루 지나|다음 날] 다시 떠올려 보니, 그때보다 오히려 더 또렷하게 보였다.',
          '{!odd}[며칠이 지나|시간이 조금 지나] 다시 보니 그 일은 [한결 조용해 보였다|조금 또렷해졌다]. {P:는} 이제 서두르지 않고 그 일을 생각할 수 있었다.',
        ],
        [
          '{?odd}{P:는} 그 일을 막으려 하지 않았다. 아무도 다치지 않았고, 오래 지켜볼수록 위협이라기보다 누군가 남긴 신호처럼 느껴졌다.',
          '{?odd}{P:는} [아직 아무에게도 말하지 않았다|입을 다물었다]. 이런 일은 누가 섣불리 설명해 버리기 전에 먼저 잘 지켜봐야 했다.',
          '{!odd}더 할 일은 없었다. {P:는} 그저 그날을 제대로 기억해 두고 싶었다.',
          '{!odd}{P:는} 아무것도 바꿀 [필요가|생각이] 없었다. [알아챈 것만으로|안 것만으로] 충분했다.',
        ],
      ],
      end: [[
        '{?odd}그날부터 {P:는} 작은 공책에 그 일을 적기 시작했다. 날짜와 시간, 그리고 무슨 일이 있었는지. 첫 장은 금방 채워졌다.',
        '{?odd}{P:는} [지금도|요즘도] [가끔|이따금] {thing:을} 확인한다. 아직 이유를 알려 주지 않았지만, {P:는} 더는 [그게 필요하지 않다|답을 재촉하지 않는다].',
        '{!odd}몇 년이 지나도 {P:는} 그날이 어땠는지 생생히 떠올릴 수 있었다.',
        '{!odd}[결국|그렇게] {thing:은} {P:가} 가장 오래 기억하는 일 가운데 하나가 되었다.',
      ]],
    },
  ],
  zh: [
    {
      begin: [[
        '{?asked}关于{thing}，没有人给{Pme}一个痛快的回答，于是{P}[不再追问|不问了]，决定自己去弄清楚。',
        '{?asked}{P}又[客客气气地|小心地]问了[一次|几次]，换来的只有[沉默|摇头]。于是{P}决定自己去弄清{thing}。',
        '{!asked}一开始，{P}没跟任何人提起{thing}。{P}需要[一点|一些]时间，自己先消化一下。',
        '{!asked}{P}[那一整天|好一阵子]什么也没说，只是[反反复复|一遍又一遍]地想着{thing}。',
      ]],
      middle: [
        [
          '{?odd}第二天，{P}又冷静地把{thing}看了一遍，确认不是自己的幻觉。一切和上次一模一样，这一次{P}看得清清楚楚。',
          '{?odd}[那天晚上|第二天一早]，{P}又回到{thing}跟前，[静静地|一动不动地][站|坐]了好一会儿，留意着每一个细节。',
          '{!odd}那天晚上，{P}又慢慢回想了一遍{thing}，发现了好些第一次没注意到的细节。',
          '{!odd}{P}[照常过完了这一天|该做什么还做什么]，可[时不时|隔一会儿]，心思又回到{thing}上。',
        ],
        [
          '{?odd}{P}先把所有普通的解释都想了一遍：恶作剧、看错了、太累了。没有一个说得通。',
          '{?odd}不管那是什么，都不是巧合：它太[准|有规律]了，也太[安静|耐心]了。',
          '{!odd}它在{P}心里[静静地|悄悄地]停留了一整天，像一段甩不掉的旋律。',
          '{!odd}{P}还没打算把它说出口。[眼下|暂时]，让它慢慢沉下来就好。',
        ],
      ],
      end: [[
        '{?asked}直到现在，{P}也说不出一个别人会相信的原因。可{P}亲眼见过，从那以后，{P}不再追问，只是安静地留意着。',
        '{?asked}那个没人肯说的答案，{P}始终没有听到。可{P}亲眼看见了，[从那以后|这就够了]，不再需要谁来证明。',
        '{!asked}{P}把{thing}藏在心里很久，想起它的次数比自己愿意承认的还多。',
        '{!asked}{?odd}{P}始终没弄明白全部。可{P}[时不时|隔一阵子]会再去看看，[每一次|每回]都少害怕一点，多好奇一点。',
      ]],
    },
    {
      begin: [[
        '{?asked}这个问题一直在{P}脑子里打转，于是{P}决定把{thing}一步一步弄个明白。',
        '{?asked}{P}[怎么也放不下这个疑问|越想越好奇]，[最后|终于]决定亲自去弄清{thing}。',
        '{!asked}{P}把关于{thing}能记得的一切都写了下来，免得以后讲的时候漏掉什么。',
        '{!asked}[那天晚上|后来]，{P}把{thing}[从头到尾|一点一点]地[慢慢|仔细]回想了一遍，生怕漏掉什么。',
      ]],
      middle: [
        [
          '{?odd}接着{P}做了唯一合理的事：故意再确认一次，确定不是自己的幻觉。是真的。',
          '{?odd}{P}[等了一天|隔了一天]再去看，[心里一半盼着|还以为]它已经不见了。它还在。',
          '{!odd}[隔了一天|第二天]再想起来，{P}反而比当时看得更清楚。',
          '{!odd}[过了几天|过了一阵]再看，这件事显得[平静了一些|清楚了一些]，{P}终于可以不慌不忙地去想它了。',
        ],
        [
          '{?odd}{P}没有想办法阻止它。它没有伤害任何人，而且看得越久，{P}越觉得它不像威胁，更像是有人留下的一句话。',
          '{?odd}{P}[暂时谁也没告诉|没有声张]。这种事，最好先好好看清楚，免得有人急着把它解释过去。',
          '{!odd}{P}不需要再做什么，只想把那一天好好记住。',
          '{!odd}{P}什么也不[需要|想]改变。[知道了|注意到了]，就够了。',
        ],
      ],
      end: [[
        '{?odd}从那天起，{P}开始在一个小本子上记下这件事：日期、时间、发生了什么。第一页很快就写满了。',
        '{?odd}{P}[现在|到今天]还会[时不时|偶尔]去看看{thing}。它还没有给出理由，{P}也不再非要一个理由不可。',
        '{!odd}多年以后，那天的样子在{P}心里依然清清楚楚。',
        '{!odd}[到头来|就这样]，{thing}成了{P}记得最久的事之一。',
      ]],
    },
  ],
};
