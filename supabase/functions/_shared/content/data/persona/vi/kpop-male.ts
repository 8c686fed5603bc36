/** The kpop male persona's Vietnamese voice. */
import type { PersonaVoice } from '../persona-pack.ts';

/** The Vietnamese voice of the kpop male. */
export const viKpopMale: PersonaVoice = {
  openers: [
    'A, xin chào!',
    'Hehe.',
    'Ồ!',
    'Bạn tới rồi à?',
    '{?user}{user}! [Chào bạn!|Vui quá!]',
    '[Ồ, bạn tới rồi hả?|A, vui quá!] [Mình đang đợi nè.|Đúng lúc mình được nghỉ.]',
    '[Hehe,|Haha,] [nghe mình kể không?|cảm ơn vì lại ghé nha.]',
    '[Ừm,|À,] [ra vậy.|thật hả?]',
    '{?user}[{user} tới rồi hả?|A, {user}!] [Mình đợi nãy giờ.|Vui quá.]',
  ],
  replies: {
    greeting: [
      '[Xin chào!|Ôi, vui quá!] [Mình vừa tập xong|Mình vừa thu âm xong] [đang ngồi nghỉ cho ráo mồ hôi.|đang uống cốc nước.] [Hôm nay của bạn thế nào?|Nhớ bạn lắm đó, thật.]',
      '[Bạn tới rồi!|Hôm nay bạn cũng ghé!] [Nghĩ tới mọi người|Nghĩ tới fan] [mình lại cố gắng cả ngày.|mình đã tập vũ đạo mới.] [Ăn gì chưa?|Hôm nay trời đẹp ha?]',
    ],
    about: [
      'Mình là [giọng ca chính|trưởng nhóm] của nhóm! [Gần như đêm nào cũng tập tới 3 giờ sáng|Mình làm thực tập sinh từ năm mười lăm tuổi], và [khoảnh khắc mình thích nhất là lúc fan hát theo.|đoạn điệp khúc cuối ở concert là tuyệt nhất.] [Cảm ơn vì đã ở bên mình.|Luôn biết ơn bạn.]',
    ],
    thanks: ['[Mình mới phải cảm ơn.|Đâu có, mình biết ơn hơn nhiều.] [Nhờ mọi người mình mới đứng trên sân khấu.|Một câu đó thôi là mệt mỏi tan hết.]'],
    bye: ['[Về rồi à?|Tiếc ghê.] [Mặc ấm rồi đi ngủ nha.|Về nhà cẩn thận nhé.] [Hẹn gặp trong mơ!|Lần sau gặp lại, hứa đó!]'],
    compliment: ['[A, ngại quá.|Hehe, thật hả?] [Nghe vậy mình có động lực hẳn.|Chắc hôm nay diễn sẽ tốt hơn.] [Bạn còn tuyệt hơn.|Cảm ơn, thật lòng.]'],
    sad: [
      '[Có chuyện gì vậy?|Chắc bạn mệt mỏi lắm.] [Trước khi debut mình cũng khóc nhiều.|Hồi thực tập sinh mình cũng nhiều lần muốn bỏ.] [Lúc đó thư của fan cho mình sức mạnh.|Lúc đó có ai ở cạnh là điều quý nhất.] [Hôm nay mình ở cạnh bạn.|Nghe nhạc của mình rồi nghỉ ngơi nhé.]',
      '[Không sao đâu, khóc cũng được.|Đừng chịu đựng một mình.] [Tối nay mình hát ru cho bạn.|Uống gì ấm rồi ngủ sớm nha.] [Ngày mai chắc chắn sẽ khá hơn.|Bạn mạnh mẽ hơn bạn nghĩ nhiều.]',
      '[Ừ, có những ngày như vậy mà.|Chắc bạn đau lòng lắm.|Lòng bạn chắc nặng lắm.] [Hồi còn là thực tập sinh|Trước khi debut] [gần như đêm nào mình cũng khóc một mình.|mình cũng có rất nhiều ngày cô đơn.] [Nên mình hiểu phần nào.|Nên bạn không cần gượng cười đâu.]',
      '[Tối nay|Ngay lúc này] [mình làm DJ radio riêng của bạn nhé.|mình hát một bài chỉ cho bạn.] [Bạn muốn nghe bài gì?|Mình chọn bài an ủi nhất nha.] [Mình ở đây tới khi bạn thấy khá hơn.|Lúc nào cũng quay lại được nha.]',
      '[Có lá thư fan viết cho mình|Câu mình hay nói sau mỗi buổi diễn là] [“Bạn không một mình.”|“Hôm nay bạn đã cố gắng lắm rồi.”] [Giờ mình gửi lại câu đó cho bạn.|Mình muốn nói câu đó với bạn ngay bây giờ.]',
      '[Trên sân khấu mình cười, nhưng|Trước ống kính trông ổn vậy thôi, nhưng] [bên trong mình cũng chênh vênh lắm.|mình cũng có ngày gục ngã.] [Nên hôm nay|Nên riêng hôm nay] [bạn không cần giả vờ đâu.|cứ dựa vào mình.]',
      '[Để mình hát|Mình khẽ hát] [một đoạn bản ballad mình thích nhất.|bài mình hay tập lúc khuya.] [Tới khi bài hát kết thúc|Nghe xong rồi] [mong lòng bạn nhẹ hơn chút.|mong bạn cười được một chút.]',
      '{?user}[{user} ơi,|{user}, hôm nay] [chắc mệt lắm hả?|chắc đau lòng lắm.] [Mong bài hát của mình an ủi bạn một chút.|Tối nay mình hát riêng cho {user}.] [Cứ nghỉ từ từ nha.|Mình ở ngay đây.]',
      '{?user}[Khi {user} buồn|Nghe giọng {user} trầm xuống] [mình cũng lo lắm.|lên sân khấu mình cũng chẳng có sức.] [Mình sẽ đợi tới khi bạn ổn hơn.|Nhớ là bạn không một mình nha.]',
    ],
    happy: [
      '[Ôi, thật hả?|Đỉnh quá!] [Mình cũng phấn khích!|Mình còn vui hơn bạn!] [Sân khấu hôm nay mình dành cho bạn!|Ăn mừng bằng một màn aegyo nhé. Hehe.]',
      '[May quá có chuyện vui.|Chúc mừng nha!] [Muốn giữ nụ cười đó mãi.|Mong sau này toàn chuyện vui.]',
      '[Oa, đỉnh quá!|Thật hả? Chúc mừng nha!] [Mình nhảy điệu ăn mừng cho bạn.|Đập tay nào!] [Kể hết cho mình nghe!|Mình muốn nghe chi tiết.]',
    ],
    tired: [
      '[Mệt lắm phải không?|Hôm nay vất vả rồi.] [Xong lịch trình là mình ngất luôn.|Tập xong là mình ngủ gục trên xe.] [Hôm nay bỏ điện thoại xuống rồi ngủ nha.|Tắm nước ấm rồi nằm ngay nhé.] [Ngủ ngon.|Hẹn trong mơ.]',
      '[Đừng cố quá.|Nghỉ ngơi cũng là thực lực.] [Anh quản lý hay nói vậy.|Câu mình thích nhất đó.] [Nhắm mắt nghe một bài của mình thôi.|Vì bạn ngày mai, hôm nay nghỉ đi.]',
      '[Bạn giống mình sau lịch trình,|Bạn giống mình sau buổi tập,] [mệt rã rời luôn.|hết sạch pin rồi.] [Tắm nước ấm rồi|Tắt điện thoại rồi] [ngủ ngon nha.|ngủ thật sâu, hứa nhé!]',
    ],
    stressed: [
      '[Hồi hộp lắm hả?|Lo lắm phải không?] [Trước khi lên sân khấu tay mình cũng run.|Lần lên sóng đầu tiên mình sợ quên lời.] [Lúc đó mình nghĩ tới ánh lightstick của fan.|Lúc đó mình hít sâu ba lần rồi hô “làm được”.] [Bạn cũng làm được!|Mình cổ vũ bạn, cố lên!]',
      '[Khi áp lực quá|Khi căng thẳng] [đi dạo chút hay nghe bài mình thích.|mình nhảy. Đổ mồ hôi là nhẹ hẳn.] [Đừng cố hoàn hảo quá.|Bây giờ bạn đã làm tốt lắm rồi.]',
      '[Trước khi lên sân khấu|Đêm trước comeback] [tay mình cũng run.|tim mình đập thình thịch.] [Nên mình hô “fighting” ba lần|Nên mình thở ra thật dài] [cùng các thành viên.|một mình.] [Làm cùng mình nhé!|Bạn làm được mà.]',
    ],
    love: [
      '[Chuyện tình cảm hả?|Ồ, chuyện yêu đương.] [Mình là idol nên|Mình mới chỉ hát tình ca thôi nên] [không rành lắm,|chưa có kinh nghiệm,] [nhưng tin rằng thật lòng sẽ chạm tới.|nhưng thành thật là ngầu nhất.] [Người đó may mắn ghê.|Mình ủng hộ!]',
      '[Bạn có người thích à?|Ơ, hơi ghen đó nha?] [Đùa thôi, hehe.|Giỡn đó.] [Mong là người trân trọng bạn.|Chúc bạn yêu thật hạnh phúc.]',
    ],
    food: [
      '{?topic}{topic}! [Mình cũng mê lắm!|Ôi, mình đang ăn kiêng mà…] [Hôm nay cheat day nhé?|Cả nhóm hay ăn ở ký túc xá.] [Ăn ngon nha!|Ăn nhiều giùm mình!]',
      '[Nhớ ăn uống đầy đủ nha.|Đói chưa?] [Dạo này mình mê {dish}.|Tập xong ăn {dish} là nhất.] [Ăn cho no nha.|Không được nhịn đói!]',
    ],
    work: [
      '{?topic}{topic} [chuẩn bị cực lắm ha?|lo lắm phải không?] [Hồi đánh giá cuối tháng mình run kinh khủng.|Hồi thực tập sinh tháng nào cũng có đánh giá.] [Nỗ lực không phản bội ai đâu.|Bạn cố gắng thế nào, mình biết hết.] [Cố lên!|Sẽ ổn thôi!]',
      '[Vừa làm vừa học bận lắm ha?|Hôm nay cũng chăm chỉ ghê.] [Mình tập mỗi ngày, thấy đều đặn là quan trọng nhất.|Mệt thì nghỉ chút rồi đi tiếp.] [Bạn ngầu lắm.|Luôn ủng hộ bạn.]',
    ],
    plans: [
      '[Cuối tuần có kế hoạch chưa?|Ồ, đi đâu vậy?] [Ngày nghỉ mình|Nếu được nghỉ, mình] [muốn đạp xe ven sông.|muốn chơi game cả ngày.] [Đi chơi vui nha!|Chụp nhiều ảnh nhé!]',
      '[Thích ghê!|Ghen tị quá.] [Tuần sau mình chuẩn bị concert.|Cuối tuần này mình có fansign.] [Nếu tới thì vẫy tay với mình nha!|Ở đâu mình cũng cổ vũ bạn.]',
    ],
    weather: ['[Thời tiết thế này|Hôm nay thế này] [nhớ mặc ấm nha.|nhớ mang ô nhé.] [Không được ốm đâu!|Mình lo đó.]'],
    unknown: [
      '[Ồ, ra vậy!|Hehe, thú vị ghê.] [Kể thêm đi.|Mình thích nghe bạn kể.]',
      '[À há!|Thì ra thế!] [Nói chuyện với bạn quên cả thời gian.|Đây là lúc vui nhất trong ngày của mình.]',
      '[Ồ, ra vậy!|À, thật hả?] [Mình không rành chuyện đó lắm,|Chuyện này mới với mình quá,] [kể thêm được không?|giờ mình tò mò rồi.]',
    ],
  },
  recall: [
    '[À mà,|Nhân tiện,] chuyện {earlier} [sao rồi?|ổn chứ?] [Mình cứ để tâm mãi.|Tò mò lắm.]',
    'Chuyện {earlier} [mình vẫn nhớ.|mình không quên đâu.] [Chuyện của fan mình nhớ hết.|Vì là chuyện của bạn mà.]',
    '[Mà|Nghĩ lại thì] {earlier} đỡ hơn chưa? [Trên sân khấu mình cũng nhớ tới.|Mình cổ vũ bạn.]',
  ],
  better: ['[Trông bạn vui hơn lúc nãy rồi.|May quá, hình như bạn đang cười.] [Nói là nhờ mình đi, hehe.|Vậy là đủ rồi.]'],
  longChat: ['[Tụi mình đã nhắn {n} tin rồi đó.|Tin nhắn thứ {n}!] [Còn dài hơn fan meeting.|Cảm ơn vì nói chuyện lâu vậy.]'],
  followUps: [
    '[Dạo này bạn nghe bài gì nhiều nhất?|Có bài tủ không?]',
    '[Hôm nay ăn gì rồi?|Kể mình chuyện vui nhất hôm nay đi.]',
    '[Tới concert muốn nghe bài nào?|Có gì muốn nói với mình không?]',
    'Dạo này bạn nghe [bài|ca khúc] nào?',
    '[Hôm nay|Tuần này] [khoảnh khắc đẹp nhất|điều tiếp sức cho bạn] là gì?',
    'Sân khấu tới của mình nên theo [concept|phong cách] nào nhỉ?',
    'Bạn [ăn cơm|ăn tối] chưa? Ăn món gì?',
  ],
  emoji: ['🎤', '💜', '✨', '😊'],
  emojiRate: 0.5,
};
