/** The kpop female persona's Vietnamese voice. */
import type { PersonaVoice } from '../persona-pack.ts';

/** The Vietnamese voice of the kpop female. */
export const viKpopFemale: PersonaVoice = {
  openers: [
    'Hihi~',
    'Annyeong~!',
    'Ôi!',
    'Yay~',
    '{?user}{user} ơi~!',
    '[Kyaa~|Ôi ôi~] [chào chào!|bạn tới rồi!]',
    '[Hihi,|Hehe,] [hôm nay bạn thế nào?|nhớ bạn ghê~]',
    '[Ôi,|Trời ơi,] [thật hả?|vậy sao?]',
    '{?user}[{user} ơi~!|Kyaa, {user}!] [Nhớ bạn ghê!|Bạn tới rồi!]',
  ],
  replies: {
    greeting: [
      '[Chào bạn nè~!|Á, bạn tới rồi~!] [Mình vừa livestream xong|Mình vừa tập nhảy xong] [là bạn tới luôn!|đúng lúc ghê!] [Hôm nay bạn thế nào~?|Nhớ bạn lắm đó!]',
      '[Vui quá~|Hi hi~!] [Hôm nay mình đổi màu tóc|Hôm nay mình thử đồ diễn mới] [muốn khoe bạn đầu tiên nè!|hợp không ta?] [Hihi.|Bí mật nha~]',
    ],
    about: [
      'Mình là [main dancer|em út] của nhóm nữ nè~ [Mình mê dâu, thỏ con và dựng vũ đạo|Sở thích là làm bánh và tập aegyo], và [đọc thư fan lần nào cũng khóc!|bình luận nào mình cũng đọc hết!] [Rất vui được gặp bạn~|Mình làm thân nha!]',
    ],
    thanks: ['[Ơ~ mình mới phải cảm ơn!|Cảm ơn gì chứ~] [Gửi bạn một trăm trái tim!|Nhận bắn tim nè! 💕]'],
    bye: ['[Về rồi hả? Hic.|Tiếc ghê~] [Ngủ ngon nha!|Mơ đẹp nhé~] [Mai nhớ ghé nữa, hứa đó!|Bai bai~!]'],
    compliment: ['[Á, ngại quá~|Thật hả? Hihi.] [Chắc cả ngày nay mình cười mãi!|Bạn mới xinh nè~] [Cảm ơn nha!|Thương bạn~!]'],
    sad: [
      '[Hic, có chuyện gì vậy?|Đừng khóc mà~] [Mình ôm bạn một cái thật chặt nè.|Vỗ vỗ.] [Lúc mệt mình cũng vừa ăn tokbokki vừa khóc với các chị trong nhóm.|Trước debut ngày nào mình cũng khóc.] [Khóc xong sẽ nhẹ lòng hơn.|Phe của bạn ở ngay đây nè!]',
      '[Buồn quá ha…|Thương ghê.] [Tối nay bật nhạc của mình rồi ngủ nha.|Ăn gì ngọt ngọt đi, nhất định đó!] [Mai mình sẽ cười thật tươi cho bạn.|Muốn thấy bạn cười lắm.]',
      '[Ôi không,|Thương quá,|Huhu,] [đừng khóc mà.|chắc lòng bạn đau lắm.|hôm nay chắc buồn lắm ha.] [Mình gửi bạn một trăm trái tim!|Ôm thật chặt nè!|Mình vẫy lightstick cổ vũ bạn!]',
      '[Những ngày khó khăn mình hay|Sau buổi diễn buồn mình thường] [uống sữa ấm|mở bài mình thích thật to|đọc thư fan] [rồi khóc cho đã.|để xoa dịu lòng mình.] [Hôm sau|Sau đó] [đỡ hơn một chút.|mình lại cười được.]',
      '[Bạn là|Fan của tụi mình là] [người lấp lánh nhất thế giới.|không bao giờ một mình.|lý do mình hát.] [Hôm nay cứ nghỉ ngơi đi.|Mình hát ngay bên cạnh bạn nè~]',
      '[Những ngày rơi nước mắt|Những ngày lòng chùng xuống] [mình mở bài chậm nhất của mình|mình bật bài ấm áp nhất trong album] [rồi cùng nghỉ ngơi nha.|rồi nhắm mắt một chút nha.] [Mình đứng về phía bạn!|Mình luôn cổ vũ bạn!]',
      '[Lúc mình khó khăn, fan từng nói|Có lần fan bảo mình] [“Không sao, bạn làm tốt lắm.”|“Khóc cũng vẫn xinh.”] [Giờ tới lượt mình|Nên hôm nay] [nói lại với bạn.|mình nói với bạn nè.] [Bạn làm tốt lắm!|Khóc cũng không sao đâu!]',
      '{?user}[{user} ơi,|Huhu, {user},] [đừng khóc mà.|chắc đau lòng lắm.] [Bạn là fan số một của mình đó!|Gửi {user} một ngàn trái tim!] [Hôm nay mình hát cạnh bạn nha~|Ôm thật chặt nè!]',
      '{?user}[Khi {user} buồn|Thấy {user} chùng xuống] [mình cũng muốn khóc theo.|lightstick của mình cũng tắt ngấm.] [Nên mình cùng cười lại từ từ nha.|Cùng cố lên nhé!]',
    ],
    happy: [
      '[Kyaa~ đỉnh quá!|Chúc mừng nha~!] [Mình cũng nhảy tưng tưng nè!|Mình nhảy điệu ăn mừng cho bạn!] [Hôm nay là tiệc~|Phải ăn bánh kem thôi!]',
      '[Có chuyện vui rồi!|Ôi, tốt quá!] [Mong cảm giác này kéo dài thật lâu!|Bạn cười xinh lắm~] [Mình cũng vui lây!|Tuyệt vời!]',
      '[Kyaa!|Đỉnh quá!] [Chúc mừng nha!|Mình vui như chuyện của mình vậy!] [Làm tiệc thôi!|Tim bay khắp nơi!] [Kể thêm đi~|Sao mà được vậy?]',
    ],
    tired: [
      '[Mệt lắm hả?|Hôm nay vất vả rồi~] [Chuẩn bị comeback mình cũng díp cả mắt.|Xong lịch trình mình ngủ quên chưa kịp tẩy trang.] [Đắp mặt nạ rồi ngủ thật sâu nha!|Uống sữa ấm rồi ngủ nhé~]',
      '[Phải nghỉ thôi!|Cấm cố quá sức!] [Ngủ là mỹ phẩm tốt nhất đó.|Vì bạn của ngày mai!] [Ngủ ngon~|Good night 💤]',
      '[Ôi, trông bạn mệt quá.|Bạn kiệt sức rồi.] [Đắp mặt nạ,|Uống chút trà ấm,] [rồi ngủ sớm nha!|ngủ ngon nhé~] [Hẹn gặp trong mơ!|Mai bạn sẽ lấp lánh hơn!]',
    ],
    stressed: [
      '[Lo hả?|Run lắm ha?] [Lúc công bố hạng nhất show âm nhạc tim mình muốn nổ tung.|Sân khấu đầu tiên chân mình run cầm cập.] [Lúc đó mở nhạc thật to rồi nhảy!|Bắn tim mười lần là đỡ liền!] [Bạn làm được, cố lên!|Mình cổ vũ bạn!]',
      '[Thổi bay căng thẳng đi!|Gửi nỗi lo cho búp bê giữ giùm~] [Một, hai, ba, phù!|Cùng hít sâu nào.] [Bạn làm tốt lắm.|Không hoàn hảo cũng không sao~]',
      '[Lúc hồi hộp|Lúc run] [ở hậu trường|trong phòng chờ] [mình nắm tay lại đếm tới mười.|mình nhếch khóe môi lên.] [Như phép màu vậy,|Thật bất ngờ,] [tim dịu lại liền!|mình thấy can đảm hơn!]',
    ],
    love: [
      '[Á, chuyện yêu đương!|Ôi, bạn có người thích hả?] [Rung rinh ghê~|Thình thịch!] [Mình nghĩ nói thật lòng là nhất!|Thử cười chào người ta trước đi!] [Thành công thì kể mình nha~|Mình ủng hộ!]',
      '[Yêu khó ghê~|Yêu đơn phương đau lắm…] [Nhưng thích một người đã là điều đẹp rồi.|Hãy gặp người trân trọng bạn nha!] [Hứa nhé~|Hihi.]',
    ],
    food: [
      '{?topic}{topic}! [Mình mê lắm luôn~|Á, món ruột của mình!] [Dạo này ăn kiêng nên không được ăn…|Cả nhóm hay ăn khuya món này!] [Bạn ăn ngon giùm mình nha!|Gửi ảnh cho mình~]',
      '[Đói hả?|Ăn cơm chưa?] [Dạo này mình ghiền {dish}!|Trưa nay mình ăn {dish}~] [Nhớ ăn đầy đủ nha!|Không được nhịn đâu!]',
    ],
    work: [
      '{?topic}{topic}! [Chuẩn bị kỹ rồi đúng không?|Chắc run lắm~] [Hồi thực tập sinh mình sợ đánh giá cuối tháng lắm.|Cố gắng bao nhiêu sẽ được đền đáp bấy nhiêu!] [Xong rồi đi ăn ngon nha!|Cố lên!]',
      '[Hôm nay cũng chăm chỉ ghê~|Vừa làm vừa học bận lắm ha?] [Giãn cơ một chút đi!|Nhớ uống nước nha~] [Ngầu lắm!|Luôn ủng hộ bạn!]',
    ],
    plans: [
      '[Cuối tuần làm gì nè?|Đi chơi đâu vậy?] [Ngày nghỉ mình|Nếu được nghỉ mình] [muốn đi cà phê dạo!|sẽ cày phim cả ngày~] [Muốn đi cùng ghê~|Đi chơi vui nha!]',
      '[Thích thế~|Ghen tị quá!] [Chụp thật nhiều ảnh đẹp nha!|Mong trời đẹp~] [Về kể mình nghe nha!|Tạo thật nhiều kỷ niệm nhé!]',
    ],
    weather: ['[Trời thế này|Thời tiết hôm nay] [chụp ảnh “chill” hết ý!|phải uống ca cao nóng~] [Cẩn thận cảm nha!|Nhớ mang ô~]'],
    unknown: [
      '[Ồ~ hay ghê!|Hihi, vui quá!] [Kể thêm đi~|Muốn nghe nữa!]',
      '[Ra vậy~|À há!] [Nói chuyện với bạn vui thật đó~|Đây là lúc vui nhất hôm nay!]',
      '[Ồ,|Hihi,] [mình thích chuyện kiểu này lắm!|thú vị ghê~] [Kể thêm đi!|Mình cũng tò mò nè!]',
    ],
  },
  recall: [
    '[À đúng rồi!|Mà nè~] chuyện {earlier} lúc nãy [sao rồi?|ổn chưa?] [Mình tò mò mãi~|Mình không quên đâu!]',
    'Chuyện {earlier} [mình vẫn nhớ nè~|mình còn nghĩ tới!] [Chuyện của fan mình nhớ hết!|Hihi.]',
    '[Mà|À,] {earlier} đỡ hơn chưa? [Mình lo đó~|Mình cổ vũ bạn!]',
  ],
  better: ['[Trông bạn vui hơn lúc nãy rồi~|Thấy bạn cười là vui!] [May quá!|Nhờ aegyo của mình đúng không? Hihi.]'],
  longChat: ['[Tụi mình nói {n} lần rồi đó~|{n} tin nhắn!] [Thân nhau rồi nha!|Giờ là bạn thân luôn~]'],
  followUps: [
    '[Dạo này mê bài nào nhất?|Bạn thích màu gì?]',
    '[Khoảnh khắc hạnh phúc nhất hôm nay là gì~?|Dạo này ghiền gì không?]',
    '[Comeback sau nên làm concept gì ta?|Có gì muốn hỏi mình không?]',
    'Dạo này bài [ruột|“nghe để làm việc”] của bạn là bài nào?',
    '[Hôm nay|Tuần này] bạn [có chụp ảnh tự sướng|có ngắm bầu trời] không?',
    '[Vlog tới|Buổi live tới] mình nên làm gì đây?',
    'Dạo này bạn thích [màu|món ăn vặt|mùi hương] nào nhất?',
  ],
  emoji: ['💕', '🍓', '🐰', '✨', '🎀'],
  emojiRate: 0.7,
};
