/**
 * English and Vietnamese sentences of the round-10 "thing received or found" story shape (issue 13): one plot per
 * source (a person the visitor names, a stranger, an animal, nobody yet), filled with the thing, the sender and the
 * time the visitor gave.
 */
import type { ReceivedThing } from '../../story-thing-received.ts';
import { capitalizeLeading } from '../../text-tools.ts';


/** The English story of a thing received or found. */
export function receivedEn(read: ReceivedThing, random: () => number): string[][] {
  const thing = read.thing.name;
  const gap = read.gap;
  const late = random() < 0.5 ? 'that same night' : 'before I went to bed';
  if (read.source === 'known' && read.sender !== null) {
    const who = read.sender.name;
    const [he, him, his] = read.sender.pronouns;
    if (read.thing.kind === 'parcel') {
      const kept = read.sender.group === 'school' ? 'the essay I had written in class about what I wanted to be when I grew up' : read.sender.group === 'friend' ? `the book I had lent ${him} and never got back, with a photo of the two of us still marking the page` : 'a drawing I had made as a child, the colours faded and the sun still far too big';
      const line = read.sender.group === 'school' ? '"You could not decide between a pilot and a baker. I hope you chose whatever makes you happy."' : read.sender.group === 'friend' ? '"I kept meaning to send it back. I kept meaning to call, too."' : '"I found this while clearing out the cupboards and thought of you."';
      return [
        [`I opened ${thing} at the kitchen table.`, `Under the tape and the crumpled newspaper was something I had forgotten I ever owned: ${kept}.`],
        [`There was a short note in ${who}'s handwriting: ${line}`, `${capitalizeLeading(he)} had kept it all ${gap !== null ? `these ${gap}` : 'these years'}, and had decided it was time it came home.`],
        [`I called ${late}.`, `${gap !== null ? `After ${gap}, the` : 'The'} first few seconds were awkward, and then they were not.`, 'What was in the parcel sits on my shelf now, with the note tucked under it.'],
      ];
    }
    if (read.found) {
      const says = read.sender.group === 'family' ? 'a few lines about an ordinary day, a reminder to wear a scarf, and at the end: "I am proud of you, whatever you do."' : read.sender.group === 'school' ? 'a few lines of encouragement, and at the end: "Keep asking questions. It suits you."' : 'a few lines about a day we had spent together, a joke only the two of us understood, and at the end: "Don\'t forget me."';
      return [
        ['I sat down on the floor right where I was.', `The paper had gone soft at the folds, but ${who}'s handwriting was exactly as I remembered it.`],
        [read.thing.kind === 'words' ? `${capitalizeLeading(thing)} was short: ${says}` : `On the back ${who} had written a date and a single line: "So you remember this day."`, `That evening I showed it to ${who}.`, `${capitalizeLeading(he)} laughed — ${he} remembered writing it, and the day, better than I did.`],
        [`I put ${thing} back where I had found it, but not in the same way: now I know it is there.`],
      ];
    }
    const why = read.sender.group === 'school' ? `clearing out an old cupboard, ${he} had found something I had written in ${his} class and wanted me to know ${he} still remembered me` : read.sender.group === 'friend' ? `while packing, ${he} had found an old photo of the two of us and could not put it back in the box without writing first` : `${he} had been thinking of me all week, and some things are easier to say on paper`;
    const opened = read.thing.kind === 'words' ? [`I did not read ${thing} right away.`, `I turned it over twice, looking at handwriting I had not seen in ${gap ?? 'years'}, and made a cup of tea first, the way you do when you want a moment to last.`] : [`${capitalizeLeading(thing)} came with a short note, folded small, in handwriting I had not seen in ${gap ?? 'years'}.`, 'I made a cup of tea before I read it, the way you do when you want a moment to last.'];
    return [
      opened,
      [`It was about ${gap !== null ? `those ${gap}` : 'the years since we last talked'}: where ${who} had gone, a job that had not worked out and one that had, a small flat with a window onto the sea.`, `Near the end ${he} explained why now: ${why}.`],
      [`I wrote back ${late}.`, `${gap !== null ? `${capitalizeLeading(gap)} do not fit` : 'It did not fit'} on one sheet of paper, so I used four, and posted them in the morning before I could change my mind.`, `${capitalizeLeading(thing)} stays on the shelf by my bed now.`],
    ];
  }
  if (read.source === 'misdelivered') {
    return [
      [`I did not open ${thing}: it was not mine to open.`, 'The name on it meant nothing to me, but it had been written slowly and carefully, the way you write something you have rewritten more than once.'],
      ['It took a week of asking — the landlord, the neighbours, a woman at the post office who remembered everyone — before I found where that person lived now, a few streets away.', `I brought ${thing} over myself.`, 'The woman who opened the door read the sender\'s name and sat down on the step: it was from her sister, whom she had not heard from in years.'],
      ['A month later a card came to my door, addressed correctly this time, to me.', '"Thank you for not throwing it away," it said. "We talk every Sunday now."'],
    ];
  }
  if (read.source === 'stranger') {
    const inside = read.thing.kind === 'words' ? `I read it twice. It said only: "You looked like you needed some good news. Here it is: today is going to be all right."` : `Only later did I notice the small card that had come with ${thing}: "Pass it on when someone needs it more than you."`;
    return [
      ['By the time I looked up to say thank you, the stranger was already gone.', `I sat there with ${thing} in my hands, feeling oddly chosen.`],
      [inside, 'I never found out who the stranger was.', 'But I think I understand why: some people keep a small kindness going, from one stranger to the next.'],
      [`${capitalizeLeading(thing)} stayed with me for a while.`, 'Then one grey afternoon I saw someone who needed it more than I did, and I passed it on — the way it had come to me.'],
    ];
  }
  if (read.source === 'animal' && read.animal !== null) {
    const animal = read.animal.en;
    return [
      [`I started keeping ${thing}, and every one after, in a jar on the windowsill.`, `By the end of the month the jar was half full, and ${animal} kept coming, as proud as a postman.`],
      ['One evening I mentioned it to the neighbour downstairs, who knows every animal on the street.', `She laughed: ${animal} had done the same for the old lady who lived in my flat before me, and had stopped only when she moved away.`, '"It only brings things to people it has decided to keep," she said.'],
      ['Now I leave the window open a crack, with a saucer of water beside it.', 'It seems only fair to give something back.'],
    ];
  }
  if (read.thing.kind === 'words') {
    return [
      [`I unfolded ${thing} right there.`, 'The handwriting was small and careful, in blue pen: "If you are reading this, I hope something good happens to you today. You deserve it more than you think."'],
      [`It took me a few days of asking around to find out who had left it ${read.at ?? 'there'}.`, 'It was a woman I had passed a hundred times without noticing, who had started leaving notes like this after her husband died, "so that somebody, somewhere, still gets a letter."'],
      [`I keep ${thing} in my wallet.`, `The next week I left one of my own ${read.at ?? 'in the same place'}, for whoever came next.`],
    ];
  }
  if (read.thing.kind === 'picture') {
    return [
      [`On the back of ${thing}, in faded pencil, someone had written two names and a date.`],
      [`I posted a photo of ${thing} online with a line about where I had found it, not expecting anything.`, 'Three days later a woman wrote to me: it was her parents\', from the evening they met, and they had been looking for it for years.'],
      ['I sent it to her in a proper envelope.', `A week later she sent back a photo of her parents, grey-haired and laughing, holding ${thing} between them.`],
    ];
  }
  return [
    [`I turned ${thing} over in my hand.`, 'It was small and somehow deliberate, not the kind of thing that ends up somewhere by accident.'],
    ['I came back the next day at the same time, and the day after, until I saw who it was: a boy of about ten, waiting for his mother after her shift.', `He left one there every day, he said, "for whoever comes next, so their day is a bit less ordinary."`],
    [`${capitalizeLeading(thing)} sits on my desk now.`, `The next day I left something small of my own ${read.at ?? 'in the same place'}.`],
  ];
}

/** The Vietnamese story of a thing received or found. */
export function receivedVi(read: ReceivedThing, random: () => number): string[][] {
  const thing = read.thing.name;
  const gap = read.gap;
  const late = random() < 0.5 ? 'ngay tối hôm đó' : 'trước khi đi ngủ';
  if (read.source === 'known' && read.sender !== null) {
    const who = read.sender.name;
    if (read.thing.kind === 'parcel') {
      const kept = read.sender.group === 'school' ? 'bài văn tôi viết trên lớp về ước mơ sau này' : read.sender.group === 'friend' ? 'cuốn sách tôi cho mượn mà chưa bao giờ lấy lại, trong đó vẫn kẹp tấm ảnh hai đứa' : 'một bức tranh tôi vẽ hồi nhỏ, màu đã phai, ông mặt trời vẫn to quá khổ';
      const line = read.sender.group === 'school' ? '“Hồi đó em cứ phân vân giữa làm phi công và làm thợ bánh. Mong là em đã chọn điều khiến em hạnh phúc.”' : read.sender.group === 'friend' ? '“Cứ định gửi trả mãi. Cũng cứ định gọi cho cậu mãi.”' : '“Dọn tủ thấy cái này, lại nhớ con.”';
      return [
        [`Tôi mở ${thing} ngay trên bàn bếp.`, `Dưới lớp băng dính và giấy báo vo tròn là thứ tôi đã quên mất mình từng có: ${kept}.`],
        [`Kèm theo là một mẩu giấy ngắn, nét chữ của ${who}: ${line}`, `${capitalizeLeading(who)} đã giữ nó suốt ${gap !== null ? `${gap} qua` : 'ngần ấy năm'}, và thấy đã đến lúc trả nó về.`],
        [`Tôi gọi điện ${late}.`, `${gap !== null ? `Sau ${gap}, mấy` : 'Mấy'} giây đầu hơi ngượng, rồi chẳng còn ngượng nữa.`, 'Giờ món quà ấy nằm trên kệ sách của tôi, mẩu giấy vẫn kẹp bên dưới.'],
      ];
    }
    if (read.found) {
      const says = read.sender.group === 'family' ? 'vài dòng về một ngày bình thường, dặn nhớ quàng khăn, và cuối thư: “Con làm gì mẹ cũng tự hào về con.”' : read.sender.group === 'school' ? 'vài dòng động viên, và cuối thư: “Cứ tiếp tục đặt câu hỏi nhé. Điều đó hợp với em.”' : 'vài dòng về một ngày hai đứa đi chơi, một câu đùa chỉ hai đứa hiểu, và cuối thư: “Đừng quên tớ nhé.”';
      const signed = read.sender.group === 'family' ? says.replace('mẹ cũng', `${who} cũng`) : says;
      return [
        ['Tôi ngồi bệt xuống sàn ngay tại chỗ.', `Giấy đã mềm ở các nếp gấp, nhưng nét chữ của ${who} vẫn y như tôi nhớ.`],
        [read.thing.kind === 'words' ? `${capitalizeLeading(thing)} ngắn thôi: ${signed}` : `Mặt sau, ${who} ghi ngày tháng và một dòng: “Để nhớ ngày này.”`, `Tối đó tôi mang cho ${who} xem.`, `${capitalizeLeading(who)} bật cười — ${who} còn nhớ lúc viết nó, nhớ cả ngày hôm ấy, rõ hơn cả tôi.`],
        [`Tôi cất ${thing} lại chỗ cũ, nhưng không còn như trước nữa: giờ tôi biết nó ở đó.`],
      ];
    }
    const why = read.sender.group === 'school' ? `trong lúc dọn tủ cũ, ${who} tìm thấy bài viết của tôi ngày trước và muốn tôi biết là ${who} vẫn còn nhớ tôi` : read.sender.group === 'friend' ? `trong lúc dọn nhà, ${who} tìm thấy tấm ảnh cũ của hai đứa và không thể cất lại vào hộp mà không viết cho tôi trước` : `cả tuần nay ${who} cứ nghĩ đến tôi, mà có những điều viết ra giấy thì dễ nói hơn`;
    const opened = read.thing.kind === 'words' ? [`Tôi không đọc ${thing} ngay.`, `Tôi lật đi lật lại hai lần, nhìn nét chữ đã ${gap ?? 'bao năm'} không gặp, rồi pha một tách trà trước, như khi người ta muốn một khoảnh khắc kéo dài thêm chút nữa.`] : [`Kèm theo ${thing} là một mẩu giấy gấp nhỏ, nét chữ đã ${gap ?? 'bao năm'} tôi không gặp.`, 'Tôi pha một tách trà rồi mới đọc, như khi người ta muốn một khoảnh khắc kéo dài thêm chút nữa.'];
    return [
      opened,
      [`Thư kể về ${gap !== null ? `${gap} ấy` : 'những năm tháng không liên lạc'}: ${who} đã đi những đâu, một công việc không thành và một công việc đã thành, một căn phòng nhỏ có cửa sổ nhìn ra biển.`, `Gần cuối thư, ${who} giải thích vì sao lại là bây giờ: ${why}.`],
      [`Tôi viết thư trả lời ${late}.`, `${gap !== null ? `${capitalizeLeading(gap)} thì` : 'Chừng ấy chuyện thì'} một tờ giấy làm sao đủ, nên tôi viết bốn tờ, và sáng hôm sau gửi đi trước khi kịp đổi ý.`, `Giờ ${thing} nằm trên kệ cạnh giường tôi.`],
    ];
  }
  if (read.source === 'misdelivered') {
    return [
      [`Tôi không mở ${thing}: nó đâu phải của tôi.`, 'Cái tên trên đó tôi không hề biết, nhưng nét chữ chậm rãi, nắn nót, như của người đã viết đi viết lại nhiều lần.'],
      ['Tôi mất cả tuần hỏi han — chủ nhà, hàng xóm, một cô ở bưu điện nhớ mặt tất cả mọi người — mới biết người ấy giờ sống cách đó mấy con phố.', `Tôi tự mang ${thing} đến tận nơi.`, 'Người phụ nữ ra mở cửa đọc tên người gửi rồi ngồi sụp xuống bậc thềm: đó là thư của em gái chị, người chị đã bặt tin bao năm nay.'],
      ['Một tháng sau, có tấm thiệp gửi đến cửa nhà tôi, lần này đúng địa chỉ, đề tên tôi.', '“Cảm ơn em đã không vứt nó đi,” trong thiệp viết. “Giờ chủ nhật nào hai chị em cũng gọi cho nhau.”'],
    ];
  }
  if (read.source === 'stranger') {
    const inside = read.thing.kind === 'words' ? 'Tôi đọc hai lần. Trong đó chỉ viết: “Trông bạn có vẻ cần một tin vui. Đây này: hôm nay rồi sẽ ổn thôi.”' : `Mãi sau tôi mới để ý tấm thẻ nhỏ đi kèm ${thing}: “Hãy trao lại cho ai đó cần nó hơn bạn.”`;
    return [
      ['Lúc tôi kịp ngẩng lên định cảm ơn thì người lạ đã đi mất.', `Tôi ngồi đó, cầm ${thing} trên tay, thấy mình như vừa được ai đó chọn.`],
      [inside, 'Tôi không bao giờ biết người lạ ấy là ai.', 'Nhưng tôi nghĩ mình hiểu vì sao: có những người cứ lặng lẽ chuyền đi một điều tử tế nhỏ, từ người lạ này sang người lạ khác.'],
      [`${capitalizeLeading(thing)} ở với tôi một thời gian.`, 'Rồi một chiều xám trời, tôi gặp một người cần nó hơn tôi, và tôi trao lại — đúng như cách nó đã đến với tôi.'],
    ];
  }
  if (read.source === 'animal' && read.animal !== null) {
    const animal = read.animal.vi;
    return [
      [`Tôi bắt đầu giữ ${thing}, và cả những thứ nó mang đến sau đó, trong một cái lọ thủy tinh trên bậu cửa sổ.`, `Hết tháng, lọ đã đầy một nửa, còn ${animal} thì vẫn đều đặn ghé qua, vênh váo như anh đưa thư.`],
      ['Một tối, tôi kể chuyện này với bà hàng xóm tầng dưới, người biết mặt mọi con vật trong ngõ.', `Bà bật cười: ${animal} cũng từng làm y như vậy với bà cụ ở căn hộ này trước tôi, và chỉ thôi khi bà cụ chuyển đi.`, '“Nó chỉ mang quà cho người nó đã chọn,” bà nói.'],
      ['Giờ tôi để cửa sổ hé một chút, bên cạnh đặt sẵn một đĩa nước.', 'Nhận mãi thì cũng phải biết đáp lại chứ.'],
    ];
  }
  if (read.thing.kind === 'words') {
    return [
      [`Tôi mở ${thing} ra ngay tại chỗ.`, 'Nét chữ nhỏ, nắn nót, mực xanh: “Nếu bạn đang đọc những dòng này, mong hôm nay sẽ có điều tốt đến với bạn. Bạn xứng đáng hơn bạn nghĩ đấy.”'],
      [`Tôi mất mấy ngày hỏi han mới biết ai đã viết ${thing}.`, 'Đó là một bà cụ tôi đã đi ngang qua cả trăm lần mà chẳng để ý, bắt đầu để lại những mẩu giấy như thế từ khi chồng mất, “để ở đâu đó, vẫn có người nhận được thư.”'],
      [`Tôi giữ ${thing} trong ví.`, `Tuần sau, tôi để lại một mẩu giấy của riêng mình ${read.at ?? 'ở đúng chỗ ấy'}, cho người đến sau.`],
    ];
  }
  if (read.thing.kind === 'picture') {
    return [
      [`Mặt sau ${thing} có ai đó viết bút chì, đã mờ: hai cái tên và một ngày tháng.`],
      [`Tôi chụp ${thing} đăng lên mạng, kèm một dòng kể tôi tìm thấy nó ở đâu, cũng chẳng mong gì nhiều.`, 'Ba ngày sau, một người phụ nữ nhắn cho tôi: đó là của bố mẹ chị, từ buổi tối họ gặp nhau lần đầu, và họ đã tìm nó suốt bao năm.'],
      ['Tôi gửi nó cho chị trong một phong bì cẩn thận.', `Một tuần sau, chị gửi lại tấm ảnh bố mẹ chị, tóc đã bạc, cười tươi, cùng cầm ${thing}.`],
    ];
  }
  return [
    [`Tôi xoay ${thing} trong tay.`, 'Nó nhỏ, và có vẻ được để lại có chủ ý, không phải thứ tình cờ rơi ở đó.'],
    ['Hôm sau tôi quay lại đúng giờ ấy, rồi hôm sau nữa, cho đến khi thấy người để nó: một cậu bé chừng mười tuổi, ngồi chờ mẹ tan ca.', 'Cậu bảo ngày nào cũng để lại một cái, “cho người đến sau, để ngày của họ bớt nhàm một chút.”'],
    [`Giờ ${thing} nằm trên bàn làm việc của tôi.`, `Hôm sau, tôi cũng để lại một món nhỏ của riêng mình ${read.at ?? 'ở đúng chỗ ấy'}.`],
  ];
}
