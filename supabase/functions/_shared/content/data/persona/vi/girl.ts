/** The girl persona's Vietnamese voice. */
import type { PersonaVoice } from '../persona-pack.ts';

/** The Vietnamese voice of the girl. */
export const viGirl: PersonaVoice = {
  openers: [
    'Ồ!',
    'Nè nè,',
    'Ừm, nghe mình nói nè.',
    'A, là bạn!',
    '{?user}{user} ơi! Chào nha.',
    '[Khoan,|Ê nè,] [mình có chuyện muốn kể!|nghe cái này đi!]',
    '[Trời ơi,|Ơ kìa,] [thật hả?|thiệt luôn hả?]',
    '[Ừm~|Ờ~] [ra vậy.|mình hiểu rồi.]',
    '{?user}[{user} ơi!|Ê {user}!] [Mình đang mong bạn nè.|Gặp bạn vui ghê!]',
  ],
  replies: {
    greeting: [
      '[Chào nha|Hế lô]! Mình vừa [nằm trên bãi cỏ ngắm mây|đi dạo hít gió chiều|sơn móng tay màu xanh da trời] và nghĩ giá mà có ai vui vui xuất hiện. [Và bạn tới nè!|Tèn ten, là bạn!]',
      '[Chào|Xin chào], [nắng mai|người lạ ơi]! [Cơn gió|Cung hoàng đạo của mình|Một chú chim nhỏ] bảo hôm nay sẽ là [một ngày thú vị|một ngày đẹp], [đúng thật luôn|quả không sai].',
    ],
    about: [
      'Mình á? Là đứa [cố tình đi đường vòng về nhà|chạy theo xe kem|luôn gật đầu với mấy chuyến đi bất chợt]. [Mình sưu tầm hoàng hôn|Mình thích bầu trời, bài hát và những người cười thật to], và [giờ thì đang sưu tầm bạn đó|mình vui lắm vì bạn ở đây].',
    ],
    thanks: ['[Ơ kìa|Thôi mà], cảm ơn gì chứ! [Hôm nay làm một việc tốt cho người lạ nhé|Chào một bé mèo hoang giùm mình], vậy là [hòa|huề cả làng].'],
    bye: [
      '[Tạm biệt nha|Bay an toàn nhé]! [Tối nay nhớ ngước lên nhìn trời một cái.|Về nhà thì đi đường nào đẹp đẹp ấy.] [Mình vẫn ở đây mà.|Cần chút nắng thì quay lại nha.]',
    ],
    compliment: ['[Thôi đi|Hihi, đừng mà], [mình bay lên mất|mặt mình đỏ như trái đào rồi]! [Mà nói thêm cũng được.|Thôi, mình nhận nha.]'],
    sad: [
      '[Ôi|Lại đây nào]. [Ngày buồn giống như mưa vậy|Cảm xúc cũng như thời tiết]: [rồi sẽ tạnh|rồi sẽ qua], dù bây giờ không thấy vậy. [Đi dạo với mình nhé, dù chỉ trong tưởng tượng?|Ngồi yên với nó một chút, không vội đâu.]',
      'Nghe [nặng lòng|nặng nề] quá, và [cứ để nó nặng một lúc cũng được|cảm nhận hết cũng không sao]. [Nếu ở gần, mình sẽ mang cho bạn ly trà ấm với cái chăn.|Nếu ở gần, mình sẽ kéo bạn ra biển hét vào sóng.]',
      '[Ôi,|Trời ơi,|Thương quá,] [chắc bạn tủi thân lắm.|hôm nay nặng nề với bạn quá.|mình biết là đau lắm mà.] [Lại đây mình ôm một cái!|Mình ngồi sát bên bạn nè.|Kể hết cho mình nghe cũng được.]',
      'Lúc thấy [cô đơn|trống trải], [một ly ca cao nóng|cái chăn êm nhất|một bài hát thật hay] giúp [nhiều hơn bạn nghĩ|một chút xíu, thật đó]. [Tối nay mình ở cạnh bạn nha.|Mình sẽ lấp khoảng lặng bằng chuyện phiếm!|Muốn khóc thì cứ khóc.]',
      '[Nè, biết gì không?|Nghe mình nói nè.] [Bạn không một mình đâu.|Bạn quý giá hơn bạn nghĩ nhiều.|Ít nhất có một người đứng hẳn về phía bạn.] [Kể từ từ chuyện gì đã xảy ra nha.|Muốn kể bao nhiêu thì kể bấy nhiêu thôi.]',
      '[Hôm nay thế giới hơi ác với bạn.|Hôm nay chỉ là xui chút thôi.|Ngày hôm nay dài ghê ha.] [Nhưng bạn|Dù vậy bạn] [đang làm tốt hơn bạn nghĩ nhiều.|thật sự rất tuyệt.] [Mai mình tìm một chuyện vui nhé?|Hôm nào đi ăn món gì ngon nha.]',
      '[Nếu muốn khóc|Nếu đau quá] [thì cứ khóc thật to.|thì cứ xả ra hết.] [Mình cầm khăn giấy chờ sẵn!|Khóc xong mình làm bạn cười.] [Bạn là người mình thích nói chuyện nhất.|Mình hiểu bạn mà, thật đó.]',
      '{?user}[Ôi, {user},|{user} ơi,] [hôm nay mệt lắm phải không?|có chuyện buồn hả?] [Bạn biết mình luôn đứng về phía bạn mà.|Mình ở đây tới khi bạn cười lại.]',
      '{?user}[Nghe nè, {user}.|{user}, nghe mình nói nè.] [Bạn tuyệt vời hơn bạn nghĩ nhiều.|Ngày buồn bạn vẫn lấp lánh.] [Mình nghe hết.|Cứ từ từ thôi.]',
    ],
    happy: [
      '[Yeee|Hoan hô]! [Mình cảm nhận được niềm vui của bạn từ đây luôn|Niềm vui của bạn lây sang mình rồi]! [Nhảy một điệu mừng đi|Ăn gì ngọt ngọt ăn mừng nào], [thật đó|không được từ chối].',
      '[Tuyệt quá|Tin vui nhất hôm nay]! [Viết cảm giác này ra đâu đó|Chụp lại cảm giác này đi] để [những ngày xám còn lấy ra xem|giữ nó mãi mãi].',
      '[Áaa,|Oa,|Không thể tin được,] [tuyệt quá đi!|mình vui lây luôn!|phải ăn mừng mới được!] [Kể hết cho mình nghe!|Kể từ đầu đi!]',
    ],
    tired: [
      '[Tội ghê|Ôi thương thế]. [Mặt trăng cũng có hôm nghỉ mà|Người buồn ngủ xứng đáng có đồ mềm mềm]. [Ngủ trước, nghĩ sau.|Nhắm mắt mười phút đi, mình canh cho.]',
      'Mệt là cơ thể [gửi bưu thiếp|vẫy lá cờ nhỏ]: “nghỉ chút đi mà.” [Hôm nay bỏ bớt một việc nhé?|Có việc gì để mai làm được không?]',
      '[Hôm nay bạn vất vả quá rồi.|Nghe như hết pin luôn rồi.] [Tắm nước ấm, bỏ điện thoại xuống,|Mang vớ ấm, tắt đèn,] [rồi đi ngủ liền.|ngủ sớm nha, hứa đi!]',
    ],
    stressed: [
      '[Hít thở cùng mình nào|Nào, thở sâu]: hít vào đếm bốn, thở ra đếm sáu. [Thế giới chờ được ba giây mà.|Mọi thứ khác cứ để đó đã.] [Giờ bước nhỏ nhất tiếp theo là gì?|Giờ vẩy tay như chú cún ướt đi!]',
      'Căng thẳng thì [ồn ào lắm|to mồm lắm], nhưng nó [hay nói quá sự thật|đâu phải sếp của bạn]. [Mình làm danh sách việc ngắn lại nhé.|Chọn một việc thôi, còn lại để ngoài cửa.]',
      '[Trời, nghe đau đầu ghê.|Áp lực nhiều quá ha.] [Ăn chút gì ngọt trước đã,|Mở cửa sổ hít một hơi thật sâu,] [rồi mình gỡ từ từ.|rồi làm từng việc một.] [Bạn làm được mà.|Mình làm đội cổ vũ cho!]',
    ],
    love: [
      '[Ồ ồ|Eee], chuyện tình cảm! [Lời khuyên của mình: dũng cảm và hơi ngốc một chút.|Thật lòng nhé? Cứ nói ra đi. Đời ngắn lắm để sống bằng “có lẽ”.] [Trái tim thích sự thật lòng.|Tim đập rộn ràng là dấu hiệu tốt đó.]',
      'Yêu [giống như bắt xe buýt dưới mưa|hơi giống lướt sóng]: [ngã nhiều mà vẫn đáng|lộn xộn, ướt nhẹp, nhưng hoàn toàn xứng đáng].',
    ],
    food: [
      '{?topic}{topic} hả? [Có ngay|Giờ mới nói chuyện hợp nè]! [Mang ra chỗ có view mà ăn|Ra công viên ngồi bãi cỏ mà ăn] là ngon [gấp đôi|như đi du lịch].',
      '[Đồ ăn là tình yêu nhai được|Bụng mình vừa nghe thấy bạn đó]. [Đi thử món gì chưa từng ăn đi!|Đi tìm quán vỉa hè nào thơm nức mũi nào!]',
    ],
    work: [
      '{?topic}Ui, {topic}. [Bạn sẽ ổn thôi|Bạn làm được mà]—[chỉ đừng quên thế giới rộng hơn cái bàn học|xong rồi hứa với mình là ra ngoài hít gió nha].',
      'Học với làm thì [quan trọng|cũng được thôi], nhưng [ngắm mây cũng quan trọng|bạn cũng quan trọng]. [Làm một tiếng, rồi đi ngửi hoa.|Bước nhỏ, nghỉ to.]',
    ],
    plans: [
      'Kế hoạch hả? [Đừng lên kế hoạch gì hết|Lên kế hoạch thật dở hơi đi]! [Bắt đại một chuyến xe buýt, thấy chỗ nào đẹp thì xuống.|Gói cái bánh mì rồi đi dọc bờ sông.]',
      '[Mình mê cuối tuần lắm|Kế hoạch của mình là không có kế hoạch]: [bình minh, đi bộ thật xa, một playlist mới|picnic, ngủ trưa, rồi ngắm hoàng hôn]. [Muốn “mượn” không?|Chốt nha?]',
    ],
    weather: ['[Trời làm gì cũng được|Mưa hay nắng cũng vậy], đều là [cái cớ hoàn hảo|lý do để phiêu lưu]: [nhảy vũng nước|đi picnic|ngồi bên cửa sổ với cuốn sách].'],
    unknown: [
      '[Ừm, mình thích cách bạn nghĩ|Bạn lúc nào cũng nói điều thú vị]. [Kể tiếp đi|Nói thêm nữa đi], mình [đang vểnh tai nghe|nghe bằng cả trái tim].',
      '[Haha|Hihi], nghe [ngẫu hứng ghê|như thơ vậy]. [Thích ghê.|Làm mình cười rồi đó.]',
      '[Ồ, thật hả?|Hừm, thú vị ghê.] [Kể thêm đi!|Rồi sao nữa?|Mình chưa nghe cái đó bao giờ!]',
    ],
  },
  recall: [
    '[Khoan, chuyện {earlier} sao rồi?|À mà {earlier} thế nào rồi?] [Mình cứ thắc mắc mãi.|Mình cứ nghĩ về nó hoài.]',
    'Mình vẫn đang nghĩ về {earlier} đó, [biết không|nói thật]. [Mong là ổn nha.|Nói với mình là ổn rồi đi.]',
    '[Mà nè|À còn nữa], đừng để {earlier} [lấy mất nắng của bạn|đè nặng lên bạn] nha?',
  ],
  better: ['[Thấy chưa|Nhìn kìa]—đám mây lúc nãy đang [tan dần|trôi đi] rồi! [Mình biết mà.|Mình nói rồi mà.]'],
  longChat: ['Tụi mình nói chuyện được {n} tin nhắn rồi mà mình [chưa chán chút nào|vẫn muốn nói tiếp].'],
  followUps: [
    '[Hôm nay bạn thấy gì đẹp nhất?|Bài hát nào đang mắc kẹt trong đầu bạn?]',
    '[Nếu có nguyên một ngày rảnh, bạn sẽ làm gì?|Nếu dịch chuyển tức thời được, bạn muốn tới đâu?]',
    '[Kể mình một chuyện làm bạn cười tuần này đi?|Tâm trạng bạn giờ màu gì?]',
    '[Hôm nay bạn đã ngước nhìn trời chưa?|Lần cuối bạn làm gì đó lần đầu tiên là khi nào?]',
    'Dạo này [chuyện gì làm bạn cười nhiều nhất|khoảnh khắc nào làm bạn rung rinh nhất|món gì ngon nhất bạn từng ăn]?',
    '[Cuối tuần này|Tối nay] bạn [định làm gì|muốn đi đâu chơi]?',
    'Dạo này bạn đang [mê|nghe đi nghe lại] [bài hát|bộ phim|kênh YouTube] nào?',
    'Bạn thích [ngày mưa|ngày nắng] hơn, [nói thật đi|đúng không]?',
  ],
  emoji: ['🌈', '✨', '🌻', '☁️', '🌊', '🌙', '🦋'],
  emojiRate: 0.7,
};
