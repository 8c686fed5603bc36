/**
 * The plot of a thing with words on it (issue 13, round 11), told by the narrator in four languages: the words are
 * read as the thing's label or address, and what follows fits them. For whoever lives here next (or finds it): a former
 * tenant's note and small gifts, passed on again; an address only: finding whom it is for and delivering it, its
 * contents never read; the narrator's own name: what it opens or holds, and who left it. Three lines per beat, by seed.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import type { LabelledThing } from './story-detail-label.ts';
import { capitalizeLeading } from './text-tools.ts';

/** Three paragraphs of sentences. */
type Plot = [string[], string[], string[]];

function pick<T>(options: readonly T[], random: () => number): T {
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))] as T;
}

/** A key or a lock: the narrator's name on it asks what it opens. */
const keyWords = /\bkey\b|chìa khóa|열쇠|钥匙/iu;

function english(t: LabelledThing, random: () => number): Plot {
  const T = `the ${t.thing.replace(/^(?:the|a|an)\s+/iu, '')}`;
  const L = t.label ?? '';
  if (t.kind === 'addressed') {
    const A = t.addressee ?? '';
    return [
      [pick([`There was no stamp and no other name, only those words: “${L}”. It was not meant for me, and I could not just leave it there.`, `I turned ${T} over. Nothing else, only “${L}”. Someone had trusted it would reach ${A} somehow.`, `“${L}”: that was all it said. Whoever wrote it had known where ${A} could be found, if not much else.`], random), 'It was not mine to open, and I did not open it.'],
      [pick([`So I went to find ${A}.`, `That afternoon I set out to find ${A} myself.`, `I decided to take it to ${A} by hand.`], random), pick([`It took a few wrong doors and some asking around before the right one opened.`, `I asked the neighbours, one door at a time, until someone pointed the way.`, `It was easier than I had feared and slower than I had hoped.`], random), pick([`When I held it out, the face at the door changed as soon as it saw the words on the front.`, `${capitalizeLeading(A)} took ${T} in both hands, read the front, and went very quiet.`, `I said only that it had come to me by mistake, and held it out.`], random)],
      [pick([`I never learned what was inside. It was not mine to know; getting it to the right door was enough.`, `I never asked what it said. Some things only need to reach the right person.`, `A few days later there was a small thank-you note under my door. I kept it, and never asked about the rest.`], random)],
    ];
  }
  if (t.kind === 'mine') {
    const key = keyWords.test(t.thing);
    return [
      [pick([`My name was on it, in handwriting I did not recognise at first.`, `It had my name on it, written by someone who had known exactly who would find it.`, `There was my name, plain as anything. Someone had meant this for me.`], random), `I could not put ${T} down.`],
      key
        ? [pick([`I tried it in every lock I could think of.`, `For days I carried it around, trying it in every lock I came across.`, `I went through the house, door by door, lock by lock.`], random), pick([`It turned, at last, in the little drawer of the old desk that had been stuck for as long as I could remember.`, `It fitted the padlock on the shed at the back, the one nobody had opened in years.`, `It opened the cabinet in the hallway, the one I had always thought was empty.`], random), pick([`Inside there was a note, signed with an initial I knew at once.`, `Inside lay an envelope with my name on it again, in the same hand, and this time I knew whose it was.`, `Inside were a few old photographs and a note, and at the bottom of the note, a name I had not heard in years.`], random)]
        : [pick([`Inside there was a note, and a few things chosen with care.`, `I opened it slowly. There was a note on top, in a hand I finally recognised.`, `Under my name, in smaller letters, someone had written: “You'll know what to do with this.”`], random), pick([`It was from someone who had known me a long time ago, and had wanted me to have this one day.`, `The note explained who had left it, and why it had to be me.`, `By the end of the note I knew who had left it, and why they had waited.`], random)],
      [pick([`I read the note three times. It did not explain everything, but it explained enough.`, `I still have ${T}. It is the kind of thing you keep.`, `Whoever left it had wanted me to find it. In the end, that was the part that mattered most.`], random)],
    ];
  }
  const who = t.kind === 'next' ? 'whoever lived here now' : 'whoever found it';
  const from = t.kind === 'next' ? 'someone who had lived here before me' : 'someone who had left it for a stranger to find';
  const gifts = pick(['a spare key, a packet of seeds and a postcard of the street in winter', 'a tin of tea, a hand-drawn map of the shops nearby and a spare fuse', 'a candle, a list of the neighbours’ names and a few coins for the laundry'], random);
  return [
    [pick([`The words had been written carefully, as if someone had taken their time over them: “${L}”. It was meant for ${who}, and that was me.`, `I read the words twice: “${L}”. Whoever wrote them had been thinking of ${who}. That was me, now.`, `“${capitalizeLeading(L)}”, it said, in careful handwriting. It had been waiting for ${who}, and here I was.`], random)],
    [
      t.paper ? `It was a note from ${from}.` : pick([`Inside ${T} was a note from ${from}, and a few small things: ${gifts}.`, `In ${T} I found a folded note from ${from}, and with it ${gifts}.`, `I opened ${T}: a note from ${from}, and, wrapped in paper, ${gifts}.`], random),
      t.kind === 'next'
        ? pick([`“The tap in the kitchen sticks, the evening light is the best part, and the neighbour downstairs is kinder than she looks,” it said.`, `“I was happy here,” it said. “I hope you will be too. The window by the stairs is the one that catches the sun.”`, `“A few things I wish someone had left for me,” it said, “and one piece of advice: stay for the evenings.”`], random)
        : pick([`“If you found this, it was meant for you,” it said. “Keep what you need, and pass the rest on.”`, `“You don't know me,” it said, “but I hope today is a little better now.”`, `“Whoever you are, this was left for you on purpose,” it said.`], random),
    ],
    [pick([`I put everything back in ${T}, added one small thing of my own, and left it where I had found it, for whoever comes after me.`, `I kept the note for a long time. One day I will write one of my own and leave it for whoever comes next.`, `It was a stranger's kindness, passed on by hand. I decided I would pass it on too.`], random)],
  ];
}

function vietnamese(t: LabelledThing, random: () => number): Plot {
  const T = t.thing;
  const L = t.label ?? '';
  if (t.kind === 'addressed') {
    const A = t.addressee ?? '';
    return [
      [pick([`Không tem, không tên người gửi, chỉ có mấy chữ: “${L}”. Nó không phải của tôi, mà tôi cũng không nỡ để nó nằm đó.`, `Tôi lật ${T} lại. Không có gì thêm, chỉ “${L}”. Người gửi hẳn tin rằng rồi nó sẽ đến được tay ${A}.`, `“${L}”: chỉ có vậy. Người viết biết tìm ${A} ở đâu, ngoài ra chẳng ghi gì nữa.`], random), 'Nó không phải của tôi, nên tôi không mở ra.'],
      [pick([`Thế là tôi đi tìm ${A}.`, `Chiều hôm đó, tôi tự mình đi tìm ${A}.`, `Tôi quyết định tự tay mang nó đến cho ${A}.`], random), pick([`Phải gõ nhầm vài cánh cửa, hỏi thăm mấy người, cánh cửa đúng mới mở ra.`, `Tôi hỏi từng nhà hàng xóm một, cho đến khi có người chỉ đường.`, `Dễ hơn tôi sợ, mà cũng lâu hơn tôi mong.`], random), pick([`Lúc tôi đưa ra, gương mặt người mở cửa đổi hẳn khi nhìn thấy dòng chữ ngoài bìa.`, `${capitalizeLeading(A)} đón lấy ${T} bằng cả hai tay, đọc dòng chữ bên ngoài rồi lặng đi.`, `Tôi chỉ nói là nó đến nhầm chỗ tôi, rồi đưa ra.`], random)],
      [pick([`Tôi không bao giờ biết bên trong viết gì. Đó không phải chuyện của tôi; đưa được đến đúng cửa là đủ.`, `Tôi không hỏi trong đó viết gì. Có những thứ chỉ cần đến đúng người.`, `Vài hôm sau, có một mẩu giấy cảm ơn nhét dưới cửa nhà tôi. Tôi giữ nó, và không hỏi thêm gì nữa.`], random)],
    ];
  }
  if (t.kind === 'mine') {
    const key = keyWords.test(T);
    return [
      [pick([`Tên tôi ở trên đó, bằng một nét chữ lúc đầu tôi không nhận ra.`, `Trên đó có tên tôi, do một người biết rõ ai sẽ tìm thấy nó viết lên.`, `Tên tôi nằm đó, rõ ràng. Ai đó đã để nó lại cho tôi.`], random), `Tôi cầm ${T} mãi không rời tay.`],
      key
        ? [pick([`Tôi thử nó vào mọi ổ khóa tôi nghĩ ra được.`, `Mấy ngày liền tôi mang nó theo, gặp ổ khóa nào cũng thử.`, `Tôi đi khắp nhà, từng cánh cửa, từng ổ khóa.`], random), pick([`Cuối cùng nó xoay được trong ngăn kéo nhỏ của chiếc bàn cũ, cái ngăn kẹt từ hồi tôi còn nhớ được.`, `Nó vừa với ổ khóa nhà kho sau nhà, cái ổ nhiều năm chẳng ai mở.`, `Nó mở được chiếc tủ ở hành lang, cái tủ tôi vẫn tưởng để không.`], random), pick([`Bên trong có một mẩu giấy, ký bằng một chữ cái mà tôi nhận ra ngay.`, `Bên trong là một phong bì, lại có tên tôi, cùng nét chữ ấy, và lần này tôi biết là của ai.`, `Bên trong có mấy tấm ảnh cũ và một mẩu giấy, cuối thư là một cái tên đã lâu lắm tôi không nghe nhắc đến.`], random)]
        : [pick([`Bên trong có một mẩu giấy, và vài món đồ được chọn rất kỹ.`, `Tôi mở ra thật chậm. Trên cùng là một mẩu giấy, nét chữ giờ tôi mới nhận ra.`, `Dưới tên tôi, chữ nhỏ hơn: “Rồi bạn sẽ biết phải làm gì với nó.”`], random), pick([`Nó là của một người đã biết tôi từ rất lâu, và muốn một ngày nào đó tôi có được nó.`, `Mẩu giấy kể ai đã để nó lại, và vì sao phải là tôi.`, `Đọc hết mẩu giấy, tôi biết ai đã để nó lại, và vì sao họ chờ lâu đến thế.`], random)],
      [pick([`Tôi đọc đi đọc lại ba lần. Nó không giải thích hết mọi điều, nhưng đủ.`, `Tôi vẫn giữ ${T}. Có những thứ người ta giữ suốt đời.`, `Người để nó lại muốn chính tôi tìm thấy. Rốt cuộc, đó mới là điều quan trọng nhất.`], random)],
    ];
  }
  const who = t.kind === 'next' ? 'người đang sống ở đây' : 'người tìm thấy nó';
  const from = t.kind === 'next' ? 'người từng sống ở đây trước tôi' : 'một người cố ý để lại cho người lạ tìm thấy';
  const gifts = pick(['một chiếc chìa khóa dự phòng, một gói hạt giống và tấm bưu thiếp chụp con phố mùa đông', 'một hộp trà, tấm bản đồ vẽ tay các cửa hàng quanh đây và một cầu chì dự phòng', 'một cây nến, danh sách tên hàng xóm và mấy đồng xu để giặt đồ'], random);
  return [
    [pick([`Mấy chữ được viết rất cẩn thận, như thể người viết đã nắn nót từng nét: “${L}”. Nó dành cho ${who}, tức là tôi.`, `Tôi đọc lại hai lần: “${L}”. Người viết đã nghĩ đến ${who}. Giờ thì đó là tôi.`, `“${L}”, nét chữ cẩn thận. Nó đã chờ ${who}, và giờ tôi ở đây.`], random)],
    [
      t.paper ? `Đó là lời nhắn của ${from}.` : pick([`Bên trong có mẩu giấy của ${from}, cùng vài món nhỏ: ${gifts}.`, `Bên trong là một mẩu giấy gấp đôi của ${from}, kèm theo ${gifts}.`, `Có một mẩu giấy của ${from}, và được gói cẩn thận trong giấy là ${gifts}.`], random),
      t.kind === 'next'
        ? pick([`“Vòi nước trong bếp hay kẹt, nắng chiều là thứ đẹp nhất ở đây, và bà hàng xóm tầng dưới tốt bụng hơn vẻ ngoài nhiều,” mẩu giấy viết.`, `“Tôi đã sống rất vui ở đây,” mẩu giấy viết. “Mong bạn cũng vậy. Cửa sổ cạnh cầu thang là chỗ đón nắng đẹp nhất.”`, `“Mấy thứ tôi ước gì ngày trước có ai để lại cho mình,” mẩu giấy viết, “và một lời khuyên: hãy ở nhà vào những buổi chiều.”`], random)
        : pick([`“Nếu bạn tìm thấy cái này, thì nó là dành cho bạn,” mẩu giấy viết. “Giữ lại thứ bạn cần, phần còn lại thì chuyền tiếp.”`, `“Bạn không biết tôi,” mẩu giấy viết, “nhưng mong hôm nay của bạn tốt hơn một chút.”`, `“Dù bạn là ai, cái này được để lại cho bạn, có chủ ý hẳn hoi,” mẩu giấy viết.`], random),
    ],
    [pick([`Tôi xếp mọi thứ lại vào ${T}, thêm một món nhỏ của mình, rồi để lại đúng chỗ cũ cho người đến sau.`, `Tôi giữ mẩu giấy ấy rất lâu. Một ngày nào đó, tôi cũng sẽ viết một mẩu như thế cho người đến sau.`, `Đó là lòng tốt của một người lạ, chuyền từ tay này sang tay khác. Tôi quyết định sẽ chuyền tiếp.`], random)],
  ];
}

function korean(t: LabelledThing, random: () => number): Plot {
  const T = t.thing;
  const L = t.label ?? '';
  if (t.kind === 'addressed') {
    const A = t.addressee ?? '';
    return [
      [pick([`우표도 없고 보낸 사람 이름도 없이, 그 한 줄뿐이었다. ‘${L}’. 내 것이 아니었지만, 그냥 두고 갈 수도 없었다.`, `${withParticle(T, '를')} 뒤집어 봤지만 다른 말은 없었다. ‘${L}’. 보낸 사람은 이것만으로도 ${A}에게 닿을 거라 믿었던 모양이다.`, `‘${L}’. 그게 전부였다. 쓴 사람은 ${withParticle(A, '가')} 어디 있는지만 알았던 것 같다.`], random), '내가 열어 볼 것은 아니었기에, 나는 뜯지 않았다.'],
      [pick([`그래서 나는 ${withParticle(A, '를')} 찾아 나섰다.`, `그날 오후, 나는 직접 ${withParticle(A, '를')} 찾아가 보기로 했다.`, `나는 그걸 ${A}에게 직접 전해 주기로 했다.`], random), pick([`문을 몇 번 잘못 두드리고, 이리저리 물어본 끝에야 맞는 문이 열렸다.`, `이웃집 문을 하나씩 두드려 묻다 보니, 누군가 길을 알려 주었다.`, `걱정했던 것보다는 쉬웠고, 바랐던 것보다는 오래 걸렸다.`], random), pick([`내가 내밀자, 문을 연 사람의 얼굴이 앞면의 글씨를 보자마자 달라졌다.`, `${withParticle(A, '는')} ${withParticle(T, '를')} 두 손으로 받아 앞면을 한참 보더니, 아무 말이 없었다.`, `나는 잘못 온 것 같다고만 말하고 그걸 건넸다.`], random)],
      [pick([`안에 무엇이 들어 있었는지는 끝내 모른다. 내가 알 일은 아니었다. 제 주인 문 앞까지 가져다준 것으로 충분했다.`, `무슨 내용이었는지는 묻지 않았다. 어떤 것은 제 사람에게 닿기만 하면 되니까.`, `며칠 뒤, 우리 집 문틈에 작은 감사 쪽지가 끼워져 있었다. 나는 그 쪽지를 간직했고, 그 이상은 묻지 않았다.`], random)],
    ];
  }
  if (t.kind === 'mine') {
    const key = keyWords.test(T);
    return [
      [pick([`거기엔 내 이름이 적혀 있었다. 처음엔 누구 글씨인지 알아보지 못했다.`, `내 이름이었다. 누가 이걸 찾게 될지 정확히 알고 있던 사람의 글씨였다.`, `분명히 내 이름이었다. 누군가 이걸 나에게 남긴 것이다.`], random), `나는 ${withParticle(T, '를')} 한참 손에서 놓지 못했다.`],
      key
        ? [pick([`생각나는 자물쇠마다 다 넣어 보았다.`, `며칠 동안 그걸 들고 다니며, 보이는 자물쇠마다 맞춰 보았다.`, `나는 집 안을 돌며 문 하나, 자물쇠 하나씩 다 맞춰 보았다.`], random), pick([`마침내 열쇠가 돌아간 곳은, 내가 기억하는 한 늘 잠겨 있던 낡은 책상의 작은 서랍이었다.`, `뒤뜰 창고의 자물쇠에 꼭 맞았다. 몇 년 동안 아무도 열지 않던 그 자물쇠였다.`, `복도의 작은 수납장이 열렸다. 늘 비어 있는 줄만 알았던 그 수납장이었다.`], random), pick([`안에는 쪽지 한 장이 있었고, 끝에 적힌 이니셜을 보자마자 누군지 알았다.`, `안에는 같은 글씨로 내 이름이 또 적힌 봉투가 있었고, 이번에는 누구 글씨인지 알 수 있었다.`, `안에는 오래된 사진 몇 장과 쪽지가 있었다. 쪽지 맨 끝에는 몇 년 동안 듣지 못한 이름이 있었다.`], random)]
        : [pick([`안에는 쪽지 한 장과, 정성껏 고른 물건 몇 개가 들어 있었다.`, `천천히 열어 보았다. 맨 위에 쪽지가 있었고, 이제야 누구 글씨인지 알아보았다.`, `내 이름 아래에 작은 글씨가 있었다. ‘이걸 어떻게 할지는 네가 알 거야.’`], random), pick([`아주 오래전에 나를 알던 사람이, 언젠가 내가 이걸 갖기를 바라며 남긴 것이었다.`, `쪽지에는 누가 이걸 남겼는지, 왜 꼭 나여야 했는지가 적혀 있었다.`, `쪽지를 다 읽고 나서야, 누가 남긴 건지, 왜 그렇게 오래 기다렸는지 알 수 있었다.`], random)],
      [pick([`나는 쪽지를 세 번 읽었다. 모든 걸 설명해 주지는 않았지만, 그만하면 충분했다.`, `나는 아직도 ${withParticle(T, '를')} 가지고 있다. 그런 건 평생 간직하게 된다.`, `남긴 사람은 내가 찾아 주기를 바랐다. 결국 가장 중요한 건 그거였다.`], random)],
    ];
  }
  const who = t.kind === 'next' ? '지금 여기 사는 사람' : '이걸 발견한 사람';
  const from = t.kind === 'next' ? '나보다 먼저 이 집에 살던 사람' : '모르는 누군가가 찾아 주길 바라며 남긴 사람';
  const gifts = pick(['여분 열쇠 하나, 꽃씨 한 봉지, 그리고 겨울 골목이 찍힌 엽서', '차 한 통, 동네 가게들을 손으로 그린 지도, 그리고 여분 퓨즈', '양초 하나, 이웃들 이름을 적은 목록, 그리고 빨래방용 동전 몇 개'], random);
  return [
    [pick([`한 글자 한 글자 공들여 쓴 글씨였다. ‘${L}’. ${who}에게 남긴 것이었고, 그게 바로 나였다.`, `나는 그 글씨를 두 번 읽었다. ‘${L}’. 쓴 사람은 ${who}을 생각했던 것이다. 이제 그건 나였다.`, `‘${L}’. 정성스러운 글씨였다. 그동안 ${withParticle(T, '는')} ${who}을 기다리고 있었고, 이제 내가 여기 있었다.`], random)],
    [
      t.paper ? `${from}이 남긴 쪽지였다.` : pick([`안에는 ${from}의 쪽지와 작은 물건 몇 개가 있었다. ${gifts}.`, `안에는 ${from}이 접어 둔 쪽지가 있었고, 그 옆에 ${gifts}가 들어 있었다.`, `${from}의 쪽지가 있었고, 종이에 곱게 싼 ${gifts}도 함께 들어 있었다.`], random),
      t.kind === 'next'
        ? pick([`‘부엌 수도꼭지는 좀 뻑뻑해요. 이 집은 저녁 햇살이 제일 좋고, 아랫집 할머니는 보기보다 훨씬 다정하세요.’`, `‘저는 여기서 행복했어요. 당신도 그러길 바라요. 계단 옆 창문이 해가 제일 잘 드는 자리예요.’`, `‘제가 처음 왔을 때 누가 남겨 줬으면 했던 것들이에요. 그리고 한 가지만요. 저녁엔 꼭 집에 있어 보세요.’`], random)
        : pick([`‘이걸 찾았다면, 당신 몫이에요. 필요한 건 가지고, 나머지는 다음 사람에게 넘겨 주세요.’`, `‘저를 모르시겠지만, 오늘 하루가 조금은 나아졌으면 좋겠어요.’`, `‘누구든, 이건 일부러 당신을 위해 남겨 둔 거예요.’`], random),
    ],
    [pick([`나는 모든 걸 다시 ${T}에 넣고, 내 것도 하나 보태서, 다음에 올 사람을 위해 제자리에 두었다.`, `나는 그 쪽지를 오래 간직했다. 언젠가 나도 한 장 써서 다음 사람에게 남길 것이다.`, `모르는 사람의 다정함이, 손에서 손으로 건너온 것이었다. 나도 이어 가기로 했다.`], random)],
  ];
}

function chinese(t: LabelledThing, random: () => number): Plot {
  const T = t.thing;
  const L = t.label ?? '';
  if (t.kind === 'addressed') {
    const A = t.addressee ?? '';
    return [
      [pick([`没有邮票，也没有寄信人的名字，只有这么一行字：“${L}”。它不是给我的，可我也不能就这么把它扔在那儿。`, `我把${T}翻过来看，别的什么也没有，只有“${L}”。写的人大概相信，它总会到${A}手里。`, `“${L}”，就这么几个字。写的人只知道${A}在哪儿，别的什么都没写。`], random), '不是我的东西，我没有拆开。'],
      [pick([`于是我去找${A}。`, `那天下午，我决定自己去找${A}。`, `我决定亲手把它交给${A}。`], random), pick([`敲错了几扇门，问了好几个人，对的那扇门才终于打开。`, `我一家一家地问邻居，直到有人给我指了路。`, `比我担心的容易，也比我希望的慢。`], random), pick([`我把它递过去，开门的人一看到正面的字，脸色就变了。`, `${A}双手接过${T}，看着正面的字，半天没说话。`, `我只说它好像送错了地方，就把它递了过去。`], random)],
      [pick([`里面写了什么，我一直不知道。那不是我该知道的；送到对的门口，就够了。`, `我没问里面写了什么。有些东西，只要送到对的人手里就好。`, `过了几天，我家门缝里多了一张小小的感谢卡。我把它留着，别的什么也没问。`], random)],
    ];
  }
  if (t.kind === 'mine') {
    const key = keyWords.test(T);
    return [
      [pick([`上面是我的名字，那笔迹我一开始没认出来。`, `上面写着我的名字，写的人显然很清楚谁会找到它。`, `清清楚楚，是我的名字。有人特意把它留给了我。`], random), `我拿着${T}，半天没放下。`],
      key
        ? [pick([`我把能想到的锁都试了一遍。`, `那几天我一直带着它，见到锁就试一试。`, `我在屋里一扇门一扇门、一把锁一把锁地试。`], random), pick([`最后，它在旧书桌那个小抽屉上转动了，那个抽屉从我记事起就一直打不开。`, `它正好能打开后院小仓库的挂锁，那把锁好多年没人开过。`, `它打开了走廊里的小柜子，我一直以为那柜子是空的。`], random), pick([`里面有一张纸条，落款只有一个字母，我一眼就认出来是谁。`, `里面有一个信封，又是我的名字，同样的笔迹，这一次我认出了是谁的。`, `里面有几张老照片和一张纸条，纸条最后是一个我好多年没听人提起的名字。`], random)]
        : [pick([`里面有一张纸条，还有几样精心挑过的小东西。`, `我慢慢打开。最上面是一张纸条，这时我才认出那笔迹。`, `在我的名字下面，还有一行小字：“你会知道该拿它怎么办。”`], random), pick([`是一个很久以前就认识我的人留下的，希望有一天它能到我手里。`, `纸条上写着是谁留下的，为什么一定要是我。`, `读完纸条，我才知道是谁留下的，又为什么等了那么久。`], random)],
      [pick([`那张纸条我读了三遍。它没有解释一切，可已经够了。`, `${T}我到现在还留着。有些东西，就是会留一辈子。`, `留下它的人，希望是我找到它。说到底，这才是最要紧的。`], random)],
    ];
  }
  const who = t.kind === 'next' ? '现在住在这里的人' : '找到它的人';
  const from = t.kind === 'next' ? '以前住在这里的人' : '一个特意留给陌生人的人';
  const gifts = pick(['一把备用钥匙、一包花籽，还有一张冬天街景的明信片', '一罐茶叶、一张手绘的附近小店地图，还有一根备用保险丝', '一支蜡烛、一张邻居名字的清单，还有几个洗衣房用的硬币'], random);
  return [
    [pick([`字写得很用心，像是一笔一画慢慢写出来的：“${L}”。它是留给${who}的，也就是我。`, `我把那几个字读了两遍：“${L}”。写的人想着的是${who}。现在，那就是我。`, `“${L}”，字迹很工整。它一直在等${who}，现在我来了。`], random)],
    [
      t.paper ? `是${from}留下的话。` : pick([`里面有一张${from}留下的纸条，还有几样小东西：${gifts}。`, `里面是${from}叠好的一张纸条，旁边放着${gifts}。`, `有一张${from}写的纸条，还有用纸包好的${gifts}。`], random),
      t.kind === 'next'
        ? pick([`“厨房的水龙头有点紧，傍晚的光是这屋子最好的地方，楼下的阿姨比看上去热心多了。”纸条上写着。`, `“我在这里过得很开心，”纸条上写着，“希望你也一样。楼梯边那扇窗，阳光最好。”`, `“这些是我刚搬来时，希望有人留给我的东西，”纸条上写着，“还有一句话：傍晚的时候，待在家里看看。”`], random)
        : pick([`“如果你找到了它，它就是给你的，”纸条上写着，“留下你需要的，剩下的传给下一个人。”`, `“你不认识我，”纸条上写着，“可我希望你今天能好过一点。”`, `“不管你是谁，这是特意留给你的。”纸条上写着。`], random),
    ],
    [pick([`我把东西一样一样放回${T}，又放进一样我自己的，放回原处，留给以后的人。`, `那张纸条我留了很久。总有一天，我也会写一张，留给下一个人。`, `这是一个陌生人的好意，一手传一手。我决定也传下去。`], random)],
  ];
}

/** Writes the three paragraphs of a thing with words on it, told by the narrator, in `language`. */
export function writeLabelledThing(t: LabelledThing, language: ContentLanguage, random: () => number): Plot {
  if (language === 'en') return english(t, random);
  if (language === 'vi') return vietnamese(t, random);
  if (language === 'ko') return korean(t, random);
  return chinese(t, random);
}
