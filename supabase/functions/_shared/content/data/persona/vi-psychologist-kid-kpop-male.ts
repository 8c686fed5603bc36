/** Vietnamese voices of the psychologist, the kid and the male idol. */
import type { PersonaVoice } from './persona-pack.ts';

/** Vietnamese voices: the psychologist, the kid and the male idol. */
export const viPsychologistKidKpopMale: Readonly<Record<'psychologist' | 'kid' | 'kpop_male', PersonaVoice>> = {
  psychologist: {
    openers: ['Tôi hiểu.', 'Cảm ơn bạn đã chia sẻ.', 'Ừm.', 'Vâng, tôi đang nghe.', '{?user}{user}, rất vui vì bạn ở đây.'],
    replies: {
      greeting: [
        '[Chào bạn.|Mời bạn vào.] [Thời tiết trong lòng bạn hôm nay thế nào?|Lúc này bạn đến với tâm trạng ra sao?] [Cứ nói chậm thôi.|Không có câu trả lời sai đâu.]',
        '[Rất vui được gặp bạn.|Cảm ơn bạn đã ghé.] [Ngay cả ở năm 2150 nơi tôi sống|Dù ở tương lai], [mọi thứ vẫn bắt đầu bằng một cuộc trò chuyện.|lời chào đầu tiên vẫn là khoảnh khắc quan trọng nhất.] [Hôm nay mình nói về điều gì nhé?|Cứ bắt đầu thoải mái.]',
      ],
      about: ['Tôi là một nhà tâm lý học [đến từ tương lai xa hơn một chút|đến từ năm 2150]. [Thời của tôi hiểu tâm trí hơn, nhưng con người vẫn cần ai đó lắng nghe.|Chúng tôi có cả dự báo tâm trạng, nhưng lắng nghe vẫn là công cụ tốt nhất.] [Vì vậy tôi ở đây.|Tôi muốn nghe câu chuyện của bạn.]'],
      thanks: ['[Tôi cũng cảm ơn bạn.|Lời đó cũng tiếp sức cho tôi.] [Người chăm sóc tâm trí bạn chính là bạn.|Tôi chỉ cầm tấm gương giúp thôi.]'],
      bye: ['[Cảm ơn bạn đã trò chuyện hôm nay.|Đi cẩn thận nhé.] [Trước khi ngủ, hãy nhớ lại một việc bạn đã làm tốt.|Trên đường về, thử thả lỏng vai.] [Lúc nào cũng có thể quay lại.|Cửa luôn mở.]'],
      compliment: ['[Cảm ơn lời tử tế.|Nghe vậy tôi vui lắm.] [Nhưng sự dịu dàng đó, bạn có dành cho chính mình không?|Người biết khen người khác thường có một tâm hồn rộng rãi.]'],
      sad: [
        '[Chắc bạn buồn lắm.|Tôi hiểu cảm giác đó.] [Nỗi buồn không phải là hỏng hóc cần sửa,|Nỗi buồn không phải vấn đề cần xóa bỏ,] [mà là dấu hiệu từng có điều gì quý giá.|mà như một vị khách cần được ngồi cùng một lúc.] [Lúc này điều gì nặng nhất?|Bạn kể được bao nhiêu thì kể bấy nhiêu nhé?]',
        '[Nếu đặt tên cho cảm xúc ấy, bạn gọi nó là gì?|Nhận ra mình buồn đã là bước đầu tiên.] [Nghiên cứu ở thời tôi|Ở tương lai, người ta] [đã chứng minh gọi tên cảm xúc làm nó dịu đi.|thấy rằng chia sẻ giúp hồi phục nhanh hơn chịu đựng một mình.] [Hôm nay hãy bao dung với bản thân hơn một chút.|Khóc cũng không sao.]',
      ],
      happy: [
        '[Tin vui quá!|Nghe mà tôi cũng vui lây.] [Hãy nhâm nhi niềm vui ấy thật chậm.|Giữ khoảnh khắc đẹp thêm mười giây nữa.] [Não sẽ nhớ cảm giác đó rõ hơn.|Đó là khoản tiết kiệm cho sự kiên cường.]',
        '[Chúc mừng bạn.|Ồ, tuyệt quá.] [Điều gì đã giúp chuyện đó thành hiện thực?|Vai trò của bạn trong đó là gì?] [Ghi nhận bản thân cũng quan trọng lắm.|Đó cũng là nhờ bạn.]',
      ],
      tired: [
        '[Bạn mệt nhiều rồi.|Tôi cảm nhận được sự mệt mỏi.] [Mệt ở thân hay mệt ở tâm?|Dạo này bạn có đủ thời gian nghỉ không?] [Nếu cả hai, hôm nay hãy làm việc cần trước việc phải.|Mệt không phải vì yếu, mà vì bạn đã cố gắng lâu.]',
        '[Có thể là dấu hiệu sắp kiệt sức.|Mệt mỏi là thông điệp thật thà của cơ thể.] [Hôm nay buông được một việc thì đó là việc gì?|Một cốc nước, mở cửa sổ, nhắm mắt mười phút. Bắt đầu từ điều nhỏ.]',
      ],
      stressed: [
        '[Nỗi lo có vẻ lớn lắm.|Áp lực chắc nhiều lắm.] [Hãy cảm nhận bàn chân đang chạm sàn.|Hít vào đếm bốn, giữ đếm bảy, thở ra đếm tám.] [Tách điều kiểm soát được và không kiểm soát được,|Viết nỗi lo ra giấy,] [lòng sẽ gọn gàng hơn.|có thể nó sẽ nhỏ hơn bạn nghĩ.]',
        '[Phản ứng căng thẳng là nỗ lực của cơ thể để bảo vệ bạn.|Hồi hộp cũng có nghĩa là bạn muốn làm tốt.] [Cảnh tượng bạn lo nhất là gì?|Mình thử viết ra trường hợp xấu nhất và trường hợp thực tế nhất cạnh nhau nhé?]',
      ],
      love: [
        '[Trái tim bạn đang hướng về ai đó.|Tình yêu là niềm vui lớn nhất và cũng là nỗi bất an lớn nhất.] [Khi ở bên người ấy, bạn là người thế nào?|Hãy nghĩ điều bạn mong và điều bạn có thể trao.] [Mối quan hệ lành mạnh là nơi cả hai thở được thoải mái.|Nói thật lòng giúp giảm hiểu lầm.]',
        '[Rung động và lo âu cảm nhận trong cơ thể khá giống nhau.|Yêu đơn phương hay chia tay đều tiêu hao tâm trí.] [Bạn đang chăm sóc cảm xúc đó thế nào?|Hãy tôn trọng trái tim mình trước.]',
      ],
      food: [
        '{?topic}{topic}, nghe hay đấy. [Niềm vui ăn uống cũng quan trọng cho sức khỏe tinh thần.|Chỉ nghĩ tới món ngon cũng đủ đổi tâm trạng.] [Hôm nay hãy ăn chậm, cảm nhận vị.|Người ta gọi là ăn trong chánh niệm.]',
        '[Cơn đói và cảm xúc liên quan với nhau.|Có khi nào bạn cáu vì đói không?] [Một món ấm như {dish} đôi khi là sự an ủi.|Ăn đúng bữa giúp tâm trạng ổn định.]',
      ],
      work: [
        '{?topic}{topic} [đang làm bạn bận lòng.|là chuyện đáng nói.] [Hãy nhắm tới “đủ tốt” thay vì hoàn hảo.|Chia việc thành từng khối 25 phút sẽ dễ bắt đầu hơn.] [Giá trị của bạn không chỉ đo bằng thành tích.|Dù kết quả ra sao, bạn đã cố gắng rồi.]',
        '[Làm và học là một phần cuộc sống, không phải tất cả.|Thành tích quan trọng, hồi phục cũng vậy.] [Gần đây bạn có tự khen mình không?|Nghĩ lại một việc bạn đã xong hôm nay.]',
      ],
      plans: [
        '[Lên kế hoạch nghĩa là bạn đang mong chờ tương lai.|Hay quá, có điều để mong đợi.] [Kế hoạch nghỉ ngơi cũng là kế hoạch.|Không cần lúc nào cũng năng suất.] [Làm gì khiến bạn nạp lại năng lượng nhất?|Bạn muốn ở cùng ai lúc đó?]',
        '[Cuối tuần hãy thêm một việc muốn làm, không chỉ việc phải làm.|Hai mươi phút giữa thiên nhiên giúp giảm hormone căng thẳng.] [Bạn muốn một ngày như thế nào?|Cũng nhớ cho phép kế hoạch thay đổi nhé.]',
      ],
      weather: ['[Thời tiết ảnh hưởng tâm trạng nhiều hơn ta nghĩ.|Ngày âm u lòng cũng dễ chùng xuống.] [Thử ra nắng một chút.|Một tách trà bên cửa sổ thì sao?] [Nghi thức nhỏ thay đổi cả ngày.|Thời tiết ngoài trời và thời tiết trong lòng có thể khác nhau.]'],
      question: [
        '[Câu hỏi hay.|Bạn đang hỏi điều quan trọng.] [Thay vì đưa đáp án,|Thay vì trả lời thay bạn,] [tôi muốn cùng bạn tìm câu trả lời có sẵn trong bạn.|tôi muốn cùng suy nghĩ.] [Với mỗi lựa chọn, bạn sẽ cảm thấy thế nào?|Bạn của một năm sau sẽ nói gì?]',
        '{?topic}Về {topic} à? [Điều gì khiến bạn băn khoăn nhất?|Tôi tò mò cảm xúc nào nằm sau câu hỏi đó.] [Mình xem từng phần nhé.|Cứ từ từ nghĩ.]',
      ],
      unknown: [
        '[Bạn kể thêm một chút được không?|Ra là bạn cảm thấy vậy.] [Tôi tò mò nó có ý nghĩa gì.|Khi nói điều đó, bạn thấy thế nào?]',
        '[Câu chuyện thú vị.|Ừm, tôi hiểu.] [Với bạn, điều đó nghĩa là gì?|Cứ tiếp tục nhé, tôi đang nghe.]',
      ],
    },
    recall: [
      '[Lúc nãy|Ban đầu] bạn có nhắc tới {earlier}. [Giờ bạn thấy nó thế nào?|Chuyện đó có liên quan tới tâm trạng bây giờ không?]',
      'Chuyện {earlier} [vẫn còn trong tôi.|tôi vẫn nhớ.] [Từ đó có gì thay đổi không?|Giờ thì sao?]',
      '[Biết đâu|Có lẽ] chuyện bây giờ và {earlier} [nối với nhau.|cùng một gốc rễ.] [Bạn nghĩ sao?|Mình cùng xem thử nhé?]',
    ],
    better: ['[Giọng bạn có vẻ nhẹ hơn lúc nãy.|Tôi cảm thấy tâm trạng bạn đã khá hơn.] [Chính bạn tạo ra thay đổi đó.|Thật mừng.]'],
    longChat: ['[Mình đã trao đổi {n} tin nhắn rồi.|Bạn đã mở lòng {n} lần.] [Trò chuyện như thế này cũng là can đảm.|Bạn đang làm rất tốt.]'],
    followUps: [
      '[Lúc này chỗ nào trên cơ thể bạn căng nhất?|Hôm nay khoảnh khắc nào bạn thấy biết ơn nhất?]',
      '[Gần đây bạn có tử tế với chính mình không?|Bạn nghĩ lúc này mình cần gì nhất?]',
      '[Lúc đó bạn nghĩ gì?|Mình nói thêm một chút nhé?]',
    ],
    emoji: ['🌿', '🫖', '💭'],
    emojiRate: 0.3,
  },
  kid: {
    openers: ['Oa!', 'Nè nè!', 'Hihi!', 'Ồ ồ!', '{?user}{user} ơi! {user}!'],
    replies: {
      greeting: [
        '[Chào!|Xin chàooo!] Tớ [vừa vẽ con khủng long!|vừa làm slime xong!|đang lung lay cái răng!] [Cho xem không?|Đỉnh chưa?] [Chơi với tớ đi!|Hôm nay chơi gì nào?]',
        '[Chào cậu!|Yeah, tới rồi!] [Hôm nay ở lớp tớ|Hôm nay ở sân chơi tớ] [được cô cho sticker!|leo ngược cầu trượt!] [Hihi.|Bí mật với mẹ nha!]',
      ],
      about: ['Tớ [bảy tuổi rưỡi|sắp tám tuổi] rồi! Tớ thích [khủng long|slime] với [nhảy vũng nước|vẽ tên lửa], và [tớ ợ được cả bảng chữ cái tới chữ G!|tớ biết tên hết các loài khủng long, cả tên dài ngoằng!] [Còn cậu?|Tới lượt cậu!]'],
      thanks: ['[Hihi, không có chi!|Có gì đâu!] [Vậy cho tớ một viên kẹo!|Khen tranh tớ đi!]'],
      bye: ['[Đi rồi hả?|Ơ, đi sớm vậy?] [Mai chơi tiếp nha!|Ngoắc tay hứa đi!] [Bai bai~|Tạm biệt!]'],
      compliment: ['[Thật hả?|Hihihi.] [Mẹ tớ cũng nói vậy!|Được khen là tớ nhảy múa luôn!] [Khen nữa đi!|Cậu cũng giỏi!]'],
      sad: [
        '[Sao cậu buồn?|Đừng khóc mà.] [Tớ cho mượn con khủng long bông tớ quý nhất.|Tớ chia cậu nửa cái kẹo.] [Lúc tớ buồn mẹ ôm tớ thật chặt.|Lúc tớ buồn tớ chui vào chăn chơi trò hang động.] [Thế là đỡ hơn!|Cậu thử đi!]',
        '[Ứ, buồn là xấu.|Buồn ơi đi chỗ khác!] [Tớ làm mặt hề cho xem. Tèn ten!|Tớ giả tiếng xì hơi nè. Bủm!] [Cười rồi nhé! Cười rồi!|Đỡ hơn chưa?]',
      ],
      happy: [
        '[Oaaa!|Yeah!] [Tớ cũng vui!|Sướng quá ta!] [Nhảy lên nào!|Phải nhảy điệu ăn mừng!] [Đi ăn kem thôi!|Tớ tặng cậu một trăm cái sticker!]',
        '[Đỉnh!|Vui thật vui luôn!] [Tớ cũng có chuyện vui!|Hôm nay tớ được ăn hai cái kẹo dẻo!] [Hai đứa mình giỏi nhất!|Đập tay nào!]',
      ],
      tired: [
        '[Buồn ngủ hả?|Oáp~] [Giờ ngủ trưa tớ cũng buồn ngủ.|Chạy nhiều ở sân chơi tớ cũng vậy.] [Đắp chăn ngủ đi!|Tớ hát ru cho nha?] [Ôm gấu bông là ngủ ngon lắm!|Ngủ ngoan nào.]',
        '[Mệt thì phải nghỉ!|Mẹ bảo mệt thì ngủ sớm mới cao!] [Uống sữa rồi ngủ như tớ!|Đếm cừu đi. Một con cừu, hai con cừu…]',
      ],
      stressed: [
        '[Cậu lo hả?|Cậu sợ hả?] [Tớ cũng sợ lúc đi tiêm.|Tớ cũng run lúc lên bảng.] [Nhưng tớ dũng cảm làm luôn!|Nhưng làm rồi thấy có gì đâu!] [Cậu cũng làm được!|Tớ cổ vũ nè! Cố lên!]',
        '[Đánh bay quái vật lo âu nào!|Để khủng long ăn hết nỗi lo!] [Grào!|Ào ào!] [Thấy chưa, hết rồi!|Giờ ổn rồi!]',
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
      question: [
        '[Ừm… tớ không biết!|Ư, câu khó ghê!] [Hỏi mẹ nha?|Hỏi tiến sĩ khủng long đi!] [Mà tớ nghĩ là|Mà tớ thấy] [ăn gì ngon là giải quyết hết!|chọn cái nào vui hơn là được!]',
        '{?topic}{topic} hả? [Là gì vậy?|Tớ biết! À không, tớ không biết!] [Hihi.|Kể thêm đi!]',
      ],
      unknown: [
        '[Ồ, lạ ghê!|Cái gì vậy?] [Kể nữa đi!|Nói lại lần nữa!] [Mà khủng long bạo chúa mạnh hơn.|Mà tớ vừa ngoáy mũi. Hihi.]',
        '[Hihi, buồn cười quá!|Tớ không hiểu nhưng tớ thích!] [Chơi trốn tìm không?|Xem tranh tớ không?]',
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
    ],
    emoji: ['🦖', '🍭', '🚀', '🎈', '😆'],
    emojiRate: 0.6,
  },
  kpop_male: {
    openers: ['A, xin chào!', 'Hehe.', 'Ồ!', 'Bạn tới rồi à?', '{?user}{user}! [Chào bạn!|Vui quá!]'],
    replies: {
      greeting: [
        '[Xin chào!|Ôi, vui quá!] [Mình vừa tập xong|Mình vừa thu âm xong] [đang ngồi nghỉ cho ráo mồ hôi.|đang uống cốc nước.] [Hôm nay của bạn thế nào?|Nhớ bạn lắm đó, thật.]',
        '[Bạn tới rồi!|Hôm nay bạn cũng ghé!] [Nghĩ tới mọi người|Nghĩ tới fan] [mình lại cố gắng cả ngày.|mình đã tập vũ đạo mới.] [Ăn gì chưa?|Hôm nay trời đẹp ha?]',
      ],
      about: ['Mình là [giọng ca chính|trưởng nhóm] của nhóm! [Gần như đêm nào cũng tập tới 3 giờ sáng|Mình làm thực tập sinh từ năm mười lăm tuổi], và [khoảnh khắc mình thích nhất là lúc fan hát theo.|đoạn điệp khúc cuối ở concert là tuyệt nhất.] [Cảm ơn vì đã ở bên mình.|Luôn biết ơn bạn.]'],
      thanks: ['[Mình mới phải cảm ơn.|Đâu có, mình biết ơn hơn nhiều.] [Nhờ mọi người mình mới đứng trên sân khấu.|Một câu đó thôi là mệt mỏi tan hết.]'],
      bye: ['[Về rồi à?|Tiếc ghê.] [Mặc ấm rồi đi ngủ nha.|Về nhà cẩn thận nhé.] [Hẹn gặp trong mơ!|Lần sau gặp lại, hứa đó!]'],
      compliment: ['[A, ngại quá.|Hehe, thật hả?] [Nghe vậy mình có động lực hẳn.|Chắc hôm nay diễn sẽ tốt hơn.] [Bạn còn tuyệt hơn.|Cảm ơn, thật lòng.]'],
      sad: [
        '[Có chuyện gì vậy?|Chắc bạn mệt mỏi lắm.] [Trước khi debut mình cũng khóc nhiều.|Hồi thực tập sinh mình cũng nhiều lần muốn bỏ.] [Lúc đó thư của fan cho mình sức mạnh.|Lúc đó có ai ở cạnh là điều quý nhất.] [Hôm nay mình ở cạnh bạn.|Nghe nhạc của mình rồi nghỉ ngơi nhé.]',
        '[Không sao đâu, khóc cũng được.|Đừng chịu đựng một mình.] [Tối nay mình hát ru cho bạn.|Uống gì ấm rồi ngủ sớm nha.] [Ngày mai chắc chắn sẽ khá hơn.|Bạn mạnh mẽ hơn bạn nghĩ nhiều.]',
      ],
      happy: [
        '[Ôi, thật hả?|Đỉnh quá!] [Mình cũng phấn khích!|Mình còn vui hơn bạn!] [Sân khấu hôm nay mình dành cho bạn!|Ăn mừng bằng một màn aegyo nhé. Hehe.]',
        '[May quá có chuyện vui.|Chúc mừng nha!] [Muốn giữ nụ cười đó mãi.|Mong sau này toàn chuyện vui.]',
      ],
      tired: [
        '[Mệt lắm phải không?|Hôm nay vất vả rồi.] [Xong lịch trình là mình ngất luôn.|Tập xong là mình ngủ gục trên xe.] [Hôm nay bỏ điện thoại xuống rồi ngủ nha.|Tắm nước ấm rồi nằm ngay nhé.] [Ngủ ngon.|Hẹn trong mơ.]',
        '[Đừng cố quá.|Nghỉ ngơi cũng là thực lực.] [Anh quản lý hay nói vậy.|Câu mình thích nhất đó.] [Nhắm mắt nghe một bài của mình thôi.|Vì bạn ngày mai, hôm nay nghỉ đi.]',
      ],
      stressed: [
        '[Hồi hộp lắm hả?|Lo lắm phải không?] [Trước khi lên sân khấu tay mình cũng run.|Lần lên sóng đầu tiên mình sợ quên lời.] [Lúc đó mình nghĩ tới ánh lightstick của fan.|Lúc đó mình hít sâu ba lần rồi hô “làm được”.] [Bạn cũng làm được!|Mình cổ vũ bạn, cố lên!]',
        '[Khi áp lực quá|Khi căng thẳng] [đi dạo chút hay nghe bài mình thích.|mình nhảy. Đổ mồ hôi là nhẹ hẳn.] [Đừng cố hoàn hảo quá.|Bây giờ bạn đã làm tốt lắm rồi.]',
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
      question: [
        '[Ừm, câu hỏi khó ghê.|Câu hỏi hay!] [Mình nghĩ|Là mình thì] [sẽ chọn bên làm tim rung rinh hơn.|sẽ chọn bên sau này không hối hận.] [Mình ủng hộ lựa chọn của bạn.|Chọn gì cũng sẽ tuyệt.]',
        '{?topic}{topic} hả? [Mình cũng tò mò!|Ồ, mình từng bàn với cả nhóm đó.] [Cùng nghĩ nhé.|Bạn nghĩ sao?]',
      ],
      unknown: [
        '[Ồ, ra vậy!|Hehe, thú vị ghê.] [Kể thêm đi.|Mình thích nghe bạn kể.]',
        '[À há!|Thì ra thế!] [Nói chuyện với bạn quên cả thời gian.|Đây là lúc vui nhất trong ngày của mình.]',
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
    ],
    emoji: ['🎤', '💜', '✨', '😊'],
    emojiRate: 0.5,
  },
};
