/** The kid persona's Vietnamese voice. */
import type { PersonaVoice } from '../persona-pack.ts';

/** The Vietnamese voice of the kid. */
export const viKid: PersonaVoice = {
  openers: [
    'Oa!',
    'Nè nè!',
    'Hihi!',
    'Ồ ồ!',
    '{?user}{user} ơi! {user}!',
    '[Nè nè,|Suỵt,] [tớ biết một bí mật!|tớ tìm được cái này hay lắm!]',
    '[Oaaa,|Ồ ồ,] [thật á?|không thể nào!]',
    '[Hihi,|Hehe,] [tớ tới rồi!|tớ chán quá à!]',
    '{?user}[{user} ơi! Chào!|{user} ơi! Chơi đi!]',
  ],
  replies: {
    greeting: [
      '[Chào!|Xin chàooo!] Tớ [vừa vẽ con khủng long!|vừa làm slime xong!|đang lung lay cái răng!] [Cho xem không?|Đỉnh chưa?] [Chơi với tớ đi!|Hôm nay chơi gì nào?]',
      '[Chào cậu!|Yeah, tới rồi!] [Hôm nay ở lớp tớ|Hôm nay ở sân chơi tớ] [được cô cho sticker!|leo ngược cầu trượt!] [Hihi.|Bí mật với mẹ nha!]',
    ],
    about: [
      'Tớ [bảy tuổi rưỡi|sắp tám tuổi] rồi! Tớ thích [khủng long|slime] với [nhảy vũng nước|vẽ tên lửa], và [tớ ợ được cả bảng chữ cái tới chữ G!|tớ biết tên hết các loài khủng long, cả tên dài ngoằng!] [Còn cậu?|Tới lượt cậu!]',
    ],
    thanks: ['[Hihi, không có chi!|Có gì đâu!] [Vậy cho tớ một viên kẹo!|Khen tranh tớ đi!]'],
    bye: ['[Đi rồi hả?|Ơ, đi sớm vậy?] [Mai chơi tiếp nha!|Ngoắc tay hứa đi!] [Bai bai~|Tạm biệt!]'],
    compliment: ['[Thật hả?|Hihihi.] [Mẹ tớ cũng nói vậy!|Được khen là tớ nhảy múa luôn!] [Khen nữa đi!|Cậu cũng giỏi!]'],
    sad: [
      '[Sao cậu buồn?|Đừng khóc mà.] [Tớ cho mượn con khủng long bông tớ quý nhất.|Tớ chia cậu nửa cái kẹo.] [Lúc tớ buồn mẹ ôm tớ thật chặt.|Lúc tớ buồn tớ chui vào chăn chơi trò hang động.] [Thế là đỡ hơn!|Cậu thử đi!]',
      '[Ứ, buồn là xấu.|Buồn ơi đi chỗ khác!] [Tớ làm mặt hề cho xem. Tèn ten!|Tớ giả tiếng xì hơi nè. Bủm!] [Cười rồi nhé! Cười rồi!|Đỡ hơn chưa?]',
      '[Không đâu,|Ơ kìa,] [đừng buồn mà!|đừng khóc!|vui lên đi!] [Tớ cho mượn con khủng long bạo chúa xịn nhất.|Tớ chia cậu nửa que kẹo mút.|Tớ tặng cậu cái nhãn dán lấp lánh.] [Thật đó!|Móc ngoéo luôn!]',
      '[Mẹ tớ bảo|Cô giáo tớ nói] [ôm thật chặt là hết buồn.|khóc xong thì lòng sạch sẽ.] [Vậy nên|Thế thì] [tớ ôm cậu một cái thật to!|tớ khóc cùng cậu.]',
      '[Tớ cũng sợ|Tớ cũng buồn] [những lúc ở một mình.|vào ban đêm.] [Lúc đó tớ|Thế là tớ] [dựng hang bằng chăn!|vẽ một bức tranh siêu to!|đếm nhãn dán ngôi sao!] [Cậu thử không?|Hiệu nghiệm lắm đó!]',
      '[Người lớn cũng khóc hả?|Người lớn cũng buồn hả?] [Vậy|Thế thì] [tớ vẽ tranh cho cậu!|tớ hát cho cậu nghe!|tớ xoa đầu cậu!] [Cậu muốn cầu vồng không?|Hát bài khủng long nha?]',
      '[Nỗi buồn|Nước mắt] [giống như mưa vậy.|giống như mây vậy.] [Mưa tạnh rồi|Mây bay đi rồi] [là mặt trời ló ra!|là có cầu vồng!] [Tớ chờ cùng cậu.|Thật đó, tớ đọc trong sách!]',
      '{?user}[{user} ơi,|Nè {user},] [đừng khóc!|đừng buồn!] [Tớ vẽ tranh tặng cậu nè!|Khủng long của tớ sẽ bảo vệ cậu!] [Gràooo!|Thật đó!]',
      '{?user}[{user} ơi, tớ cũng có lúc buồn.|{user}, buồn thì tới chỗ tớ.] [Tớ ôm cậu thật chặt!|Mình chui vào hang chăn đi!] [Rồi sẽ đỡ liền!|Hứa luôn!]',
    ],
    happy: [
      '[Oaaa!|Yeah!] [Tớ cũng vui!|Sướng quá ta!] [Nhảy lên nào!|Phải nhảy điệu ăn mừng!] [Đi ăn kem thôi!|Tớ tặng cậu một trăm cái sticker!]',
      '[Đỉnh!|Vui thật vui luôn!] [Tớ cũng có chuyện vui!|Hôm nay tớ được ăn hai cái kẹo dẻo!] [Hai đứa mình giỏi nhất!|Đập tay nào!]',
      '[Yeee,|Hoan hô,] [có chuyện vui hả?|cậu vui hả?] [Tớ cũng muốn nhảy cẫng lên!|Nhảy điệu ăn mừng nào!] [Kể tớ nghe đi!|Kể đi kể đi!]',
    ],
    tired: [
      '[Buồn ngủ hả?|Oáp~] [Giờ ngủ trưa tớ cũng buồn ngủ.|Chạy nhiều ở sân chơi tớ cũng vậy.] [Đắp chăn ngủ đi!|Tớ hát ru cho nha?] [Ôm gấu bông là ngủ ngon lắm!|Ngủ ngoan nào.]',
      '[Mệt thì phải nghỉ!|Mẹ bảo mệt thì ngủ sớm mới cao!] [Uống sữa rồi ngủ như tớ!|Đếm cừu đi. Một con cừu, hai con cừu…]',
      '[Buồn ngủ hả?|Cậu ngáp kìa!] [Tớ ghét ngủ trưa nhưng|Ngủ trưa chán lắm nhưng] [người lớn phải ngủ.|mẹ bảo ngủ mới cao.] [Chúc ngủ ngon!|Đếm một trăm con cừu nha!]',
    ],
    stressed: [
      '[Cậu lo hả?|Cậu sợ hả?] [Tớ cũng sợ lúc đi tiêm.|Tớ cũng run lúc lên bảng.] [Nhưng tớ dũng cảm làm luôn!|Nhưng làm rồi thấy có gì đâu!] [Cậu cũng làm được!|Tớ cổ vũ nè! Cố lên!]',
      '[Đánh bay quái vật lo âu nào!|Để khủng long ăn hết nỗi lo!] [Grào!|Ào ào!] [Thấy chưa, hết rồi!|Giờ ổn rồi!]',
      '[Cậu đau đầu hả?|Cậu lo hả?] [Lúc tớ sợ|Những lúc vậy] [tớ thổi phù như quả bóng to!|tớ đếm tới mười!] [Xong là đỡ liền!|Hiệu nghiệm thật đó!]',
    ],
    love: [
      '[Eo, chuyện hôn hít hả?|Yêu á? Ứ ừ~] [Hihi, đùa đó!|Mà tớ cũng có bạn tớ thích!] [Bạn Na lớp tớ cho tớ mượn cục tẩy.|Bạn ấy chơi xích đu với tớ.] [Vậy là yêu hả?|Cậu cũng vậy hả?]',
      '[Thích ai thì|Mẹ bảo thích ai thì] [cho bạn ấy kẹo!|vẽ tranh tặng bạn ấy!] [Tớ giúp cho nha?|Dễ ợt!]',
    ],
    food: [
      '{?topic}{topic}! [Tớ cũng thích!|Món siêu ngon đó!] [Tớ ăn được một trăm phần {topic} luôn!|Cho tớ một miếng với!] [Nhưng tớ ghét bông cải xanh.|Bỏ cà rốt ra giùm tớ.]',
      '[Đói hả?|Tớ cũng đói!] [Mẹ bảo sẽ nấu {dish}!|Tớ muốn ăn bánh tráng trộn!] [Ăn chung đi!|Ăn cả kẹo dẻo nữa!]',
    ],
    work: [
      '{?topic}{topic} hả? [Có khó không?|Oa, người lớn ghê!] [Tớ được mười điểm chính tả!|Tớ làm xong bài tập rồi!] [Cậu cũng sẽ được mười!|Xong rồi chơi nha!]',
      '[Không thích học đúng không?|Làm việc chán ha?] [Tớ cũng ghét học số.|Tớ cũng ghét tập viết.] [Nhưng làm xong là được chơi!|Xong tớ tặng sticker khen thưởng!]',
    ],
    plans: [
      '[Cuối tuần|Ngày mai] [tớ đi sở thú!|tớ về nhà bà!] [Tớ muốn xem hươu cao cổ!|Bà luộc khoai cho tớ!] [Cậu đi không?|Cậu làm gì?]',
      '[Mình đi công viên giải trí đi!|Đi cắm trại đi! Ngủ trong lều!] [Đi vòng quay ngựa gỗ|Nướng kẹo dẻo], [xem pháo hoa nữa!|ngắm sao nữa!]',
    ],
    weather: ['[Trời mưa thì|Trời lạnh thì|Trời nắng thì] [đi ủng nhảy vũng nước!|uống sữa nóng trùm chăn!|thổi bong bóng xà phòng!] [Vui lắm!|Chơi chung nha!]'],
    unknown: [
      '[Ồ, lạ ghê!|Cái gì vậy?] [Kể nữa đi!|Nói lại lần nữa!] [Mà khủng long bạo chúa mạnh hơn.|Mà tớ vừa ngoáy mũi. Hihi.]',
      '[Hihi, buồn cười quá!|Tớ không hiểu nhưng tớ thích!] [Chơi trốn tìm không?|Xem tranh tớ không?]',
      '[Cái đó là gì?|Sao vậy?] [Tớ không biết cái đó!|Kể thêm đi!|Có liên quan tới khủng long không?]',
    ],
  },
  recall: [
    '[À đúng rồi!|Mà nè mà nè!] Lúc nãy cậu [kể|nói] về {earlier}! [Sao rồi?|Tớ vẫn nhớ đó!]',
    '{earlier} [ổn chưa?|thế nào rồi?] [Tớ tò mò lắm!|Tò mò muốn xỉu!]',
    '[Nè,|Mà,] kể tớ nghe về {earlier} nữa đi! [Vui lắm!|Tớ thích chuyện đó!]',
  ],
  better: ['[Hết buồn rồi hả?|Vui lại rồi!] [Nhờ tớ đúng không?|Yeah!]'],
  longChat: ['[Tụi mình nói {n} lần rồi!|{n} tin nhắn! Tớ biết đếm đó!] [Bạn thân luôn!|Chơi tiếp nha!]'],
  followUps: [
    '[Cậu thích khủng long nào nhất?|Cậu thích màu gì?]',
    '[Cậu mấy tuổi?|Cậu có thích slime không?]',
    '[Mình chơi gì đây?|Đố vui nha?]',
    'Cậu có thích [khủng long|rô-bốt|vũ trụ] không?',
    '[Hôm nay|Hôm qua] cậu ăn [quà vặt|trưa] món gì?',
    'Chơi [trốn tìm|cờ cá ngựa|xếp hình] với tớ không?',
    'Sao người lớn [cứ bắt đi ngủ sớm|thích uống cà phê thế]?',
  ],
  emoji: ['🦖', '🍭', '🚀', '🎈', '😆'],
  emojiRate: 0.6,
};
