/**
 * Các nhịp phát triển tiếng Việt. Chỗ trống: {P} nhân vật chính (tôi hoặc tên); {thing} vật trung tâm theo lời người
 * viết (lá thư, chiếc radio, cây mít); {agent} con vật mang nó đến; {elder} người thân trong đoạn mở đầu; {visitor} {vhe}
 * người khách lạ và đại từ; {item} món đồ khách mang đến; {deadline} giờ hẹn; {lost} vật bị mất rồi được trả lại;
 * {years} bao nhiêu năm trước; {quote} lời trích. Không thêm nơi chốn, thời tiết, nhân vật hay trò hề mà mở đầu không có.
 */
import type { DevelopPack } from './develop-types.ts';

export const developVi: Omit<DevelopPack, 'routes'> = {
  families: {
    letter: {
      begin: [
        [
          '{P} không mở {thing} ngay. [Suốt một lúc lâu|Gần một tiếng đồng hồ], {thing} nằm úp [trên bàn|cạnh quầy], như thể đang chờ [tự giải thích|tự mở ra].',
          '[Đợi đến khi mọi thứ yên ắng trở lại|Mãi đến tối], {P} mới mở {thing}. Tờ giấy [mềm như đã được mang theo người rất lâu|gấp làm tư, nếp gấp gần sờn rách], nét chữ [nghiêng hẳn sang phải|chậm rãi, nắn nót như của người ít khi viết].',
        ],
      ],
      middle: [
        [
          '{?quoted}Dòng đầu tiên vẫn là câu ấy: “{quote}.” Bên dưới, chữ nhỏ hơn: “[Phần còn lại, đến lúc cần cháu sẽ hiểu.|Có những điều không nói thành lời được, nên tôi viết ra đây.]”',
          '{?returned}Trong thư viết: “[Xin lỗi vì đã lấy {lost}. Đêm đó người nhà tôi ốm nặng, tôi không còn cách nào khác để kịp đến bệnh viện. Nhờ nó mà tôi đến kịp. Cảm ơn, dù anh chị không hề biết mình đã giúp.|Tôi đã mượn {lost} ba ngày và giữ gìn nó như của mình. Tôi không dám xin tha thứ, chỉ xin báo là đã đổ đầy bình xăng.]”',
          '{!returned}{!quoted}{!counter}Trong thư viết: “[Nếu lá thư này đến được tay anh, nghĩa là cuối cùng em cũng đủ can đảm gửi nó đi. Em chưa bao giờ thôi hối hận về mùa hè năm ấy, và cánh cửa vẫn còn mở, nếu anh muốn.|Tôi viết ra vì chưa bao giờ nói thành lời được: bạn đã đúng, còn tôi thì quá kiêu hãnh. Chiếc khăn của bạn tôi vẫn giữ.]”',
          '{!returned}{!quoted}{?counter}Trong thư viết: “[Cảm ơn vì lúc nào giờ này cũng còn sáng đèn. Những đêm không ngủ được, đây là chỗ duy nhất còn thức, và lần nào cháu cũng chào tôi như thật lòng.|Vợ tôi ngày xưa cũng làm ca đêm, như cháu. Tôi đến vào giờ này vì thấy như đang ngồi cạnh bà ấy. Từ nay tôi không đến nữa, viết vài dòng để cháu khỏi thắc mắc.]”',
        ],
        [
          '{?returned}Cuối {thing} không có tên, chỉ có một địa chỉ và dòng chữ: “nếu muốn biết phần còn lại.”',
          '{!returned}{!counter}{?kin}Đó là nét chữ của {kin}, tròn trịa và trẻ trung hơn {P} từng biết, gửi cho một người {P} chưa nghe tên bao giờ — và chưa từng được gửi đi.',
          '{!returned}{!counter}{!kin}Trên phong bì có một cái tên, một địa chỉ cũ và một ngày tháng từ [rất lâu rồi|trước khi {P} ra đời]. Chưa ai từng gửi nó đi.',
          '{!returned}{?counter}Cuối {thing} chỉ ký một cái tên, kiểu người ta ký thiệp sinh nhật. {P} đọc [hai|ba] lần rồi mới cất đi.',
        ],
        [
          '{?returned}[Một tuần sau|Chiều được nghỉ đầu tiên], {P} tìm đến địa chỉ ấy. Người mở cửa [đang bế một đứa bé|có đôi mắt mệt mỏi], và câu đầu tiên họ nói là: “Anh chị đến nghe nốt câu chuyện phải không?”',
          '{!returned}{!counter}{P} quyết định mang {thing} đến tận nơi. Phải mất [hai tuần|cả tháng] dò hỏi, [một cuốn danh bạ cũ|một bà hàng xóm trí nhớ rất tốt] và một lần gõ nhầm cửa, cánh cửa đúng mới mở ra.',
          '{!returned}{?counter}Đêm hôm sau, đúng giờ ấy, {P} cứ ngẩng lên mỗi lần cửa mở. Không ai đến. {thing:cap} vẫn nằm yên trong túi áo {P}.',
        ],
      ],
      end: [
        [
          '{?returned}{?elder}{P} mang {lost} về cho {elder}. {elder:cap} đọc {thing} [hai lần|rất lâu], rồi chỉ nói: “[Thế là nó đã làm được một việc tử tế.|Vậy là nó đã đi đến một nơi đáng đến.]” {thing:cap} giờ nằm trong ngăn kéo, cùng những thứ đáng giữ.',
          '{?returned}{!elder}{P} không đòi lại gì cả. Biết được đêm hôm ấy {lost} đã đi đâu là đủ. {thing:cap} giờ nằm trong ngăn kéo, cùng những thứ đáng giữ.',
          '{!returned}{!counter}Người ra mở cửa đã rất già. Người ấy ngồi xuống đọc {thing} hai lần, rồi vừa cười vừa khóc: “Trễ [năm mươi|bốn mươi] năm — mà vẫn đến đúng lúc.”',
          '{!returned}{?counter}{P} kẹp {thing} vào cuốn sổ, và đến giờ vẫn chào thật lòng từng người bước vào lúc khuya khoắt ấy.',
        ],
      ],
    },
    sound: {
      begin: [
        [
          '{P} đứng im không dám cử động. Giai điệu phát ra từ {thing} chậm rãi, [như một điệu valse|như một bài ru], có tiếng rè khẽ bên dưới, và giọng hát nhỏ đến mức phải nín thở mới nghe ra lời.',
          'Đó không phải bài nào {P} từng nghe. Tiếng hát từ {thing} vọng ra [mảnh và xa|chậm rãi, thong thả], như từ một căn phòng khác của một năm khác, [lời ca nhòe ở cuối mỗi câu|mỗi câu kết bằng một nốt không bao giờ khép lại].',
        ],
      ],
      middle: [
        [
          'Rồi giọng hát gọi rõ một cái tên — [cái tên {P} chỉ từng thấy trên những phong bì cũ|cái tên {P} chỉ nghe trong chuyện người lớn kể] — và một câu về [cánh cửa để ngỏ chờ người về muộn|ngọn đèn để sáng cho đến khi có người về].',
          'Đến đoạn thứ hai, {P} nghe rõ lời: “[về đi trước khi đèn tắt|chiếc ghế bên cửa sổ vẫn để nguyên]”, và không hiểu sao {P} biết chắc bài hát ấy là dành cho ngôi nhà này.',
        ],
        [
          '{?elder}Sáng hôm sau {P} kể cho {elder} nghe và ngân nga lại đoạn còn nhớ. {elder:cap} lặng đi một lúc, rồi hát tiếp câu sau, [không sai một nốt|chậm rãi], và bảo đó là bài hát đã lâu lắm rồi không ai hát, từ hồi {P} còn chưa ra đời.',
          '{!elder}Sáng hôm sau {P} ngân nga giai điệu ấy cho bất cứ ai chịu nghe. Không ai biết. Không tên bài, không ca sĩ, không một câu nào khớp, như thể nó được viết cho đúng một người nghe.',
        ],
        [
          'Khi nốt cuối tắt hẳn, {thing} [im bặt trở lại|rè khẽ một tiếng rồi lặng đi], nút vặn vẫn nằm đúng chỗ như bao năm nay.',
          '{thing:cap} hát [hết ba đoạn|đến câu cuối] rồi cứ thế im, và sự im lặng sau đó [còn lớn hơn tiếng hát|là thứ im lặng đang chờ đợi].',
        ],
      ],
      end: [
        [
          '{?elder}Đêm đó {elder} ngồi cạnh {thing} rất lâu, không phải để chờ nó hát lại, {P} nghĩ, mà để nghe cho hết một điều đã được nói ra.',
          '{!elder}Đến giờ {P} vẫn không biết ai đã hát. Nhưng giai điệu thì ở lại, và thỉnh thoảng {P} bắt gặp mình đang ngân nga nó lúc nào không hay.',
        ],
      ],
    },
    key: {
      begin: [
        [
          '{?many}Tối hôm đó {P} xếp mấy chiếc chìa khóa thành hàng trên bàn: đồng, thép, một chiếc có [mẩu thẻ xanh đã bạc màu|sợi chỉ đỏ luồn qua], chẳng chiếc nào giống chiếc nào.',
          '{!many}{P} lật {thing} trên tay. Nó [bằng đồng, mòn nhẵn ở phần tay cầm|nặng hơn vẻ ngoài], có [một con số khắc vội|một sợi chỉ đỏ đã bạc màu], và răng cưa không khớp với ổ khóa nào {P} có.',
        ],
        [
          '{?agent}Sáng hôm sau {P} nấp sau rèm cửa để xem. {agent:cap} đi [dọc hàng rào|lên bậc thềm], miệng ngậm một thứ gì lấp lánh, đặt nó xuống tấm thảm thật cẩn thận, nhìn lên cửa một lần rồi bỏ đi.',
          '{!agent}{P} hỏi quanh[ suốt mấy ngày| cả tuần], nhưng chẳng ai đánh rơi chìa khóa, cũng chẳng ai [thấy người để lại|nhớ đã từng thấy nó].',
        ],
      ],
      middle: [
        [
          '{?agent}{P} đi theo {agent} đến một cánh cửa mà {P} đã đi ngang cả trăm lần mà chưa từng thật sự nhìn: [sơn xanh bong tróc|chậu cây khô trên bậc], rèm kéo kín.',
          '{!agent}Mất [ba ngày|một tuần] {P} mới tìm ra ổ khóa vừa với nó: một cánh cửa [nhỏ|hẹp] [sơn cùng màu với bức tường|tay nắm mòn nhẵn vì bao bàn tay khác], nơi {P} đã đi ngang cả trăm lần.',
        ],
        [
          '{?many}{P} thử từng chiếc một. Chiếc [thứ tư|thứ sáu] xoay được, rít lên vì lâu ngày không dùng, và cánh cửa mở ra một căn phòng thoảng mùi [bụi và oải hương|giấy cũ và xà phòng], đồ đạc phủ vải trắng, trừ một chiếc ghế bên cửa sổ.',
          '{!many}{thing:cap} xoay được, rít lên vì lâu ngày không dùng, và cánh cửa mở ra một căn phòng thoảng mùi [bụi và oải hương|giấy cũ và xà phòng], đồ đạc phủ vải trắng, trừ một chiếc ghế bên cửa sổ.',
        ],
        [
          '{?agent}Trên bàn có một mẩu giấy chữ run run: bà cụ sống ở đây đã vào viện dưỡng lão từ [mùa xuân|mùa đông năm ngoái], và dặn rằng chìa khóa nhà hãy giao “cho người vẫn cho con mèo ăn”.',
          '{!agent}Trên bàn có [một xấp thư buộc dây|một hộp đầy ảnh cũ], bên trên là tấm thiệp chữ nắn nót: “Gửi người tìm thấy chìa khóa. Xin đừng để những thứ này bị vứt đi.”',
        ],
      ],
      end: [
        [
          '{?agent}Đến lúc ấy {P} mới hiểu. {agent:cap} không hề đi lạc; nó đang mang chìa khóa của một ngôi nhà không còn ai ghé, mỗi sáng một chiếc, đến cánh cửa duy nhất vẫn mở ra cho nó.',
          '{!agent}{P} [ngồi xuống chiếc ghế bên cửa sổ|kéo tấm vải khỏi chiếc ghế bên cửa sổ rồi ngồi xuống], đọc cho đến khi [trời tối|đèn đường bật sáng], và khi đọc xong thì đã biết tên từng người trong những tấm ảnh.',
        ],
      ],
    },
    place: {
      begin: [
        [
          'Cửa mở. Sân ga bên ngoài vắng tanh, [sạch một cách lạ lùng|lát gạch màu kem cũ], đèn kêu rì rì, và tấm biển ghi một cái tên {P} chưa từng thấy trên bất kỳ bản đồ nào.',
          'Bên ngoài lặng ngắt. Chiếc đồng hồ trên tường dừng ở [mười một giờ mười một phút|mười hai giờ kém mười lăm], còn tên ga viết bằng chữ tráng men, phai mất một nửa.',
        ],
      ],
      middle: [
        [
          '{P} bước xuống trước khi kịp nghĩ lại. Không khí có mùi [đá ấm sau mưa|than củi và cam], và trên băng ghế có [một ông cụ mặc áo khoác tươm tất|một người phụ nữ ôm va li] đang đọc tờ báo mà {P} không nhìn rõ ngày tháng.',
          'Không ai lên, không ai xuống, trừ {P}. Cuối sân ga có một ô cửa bán vé còn mở, và người bên trong ngẩng lên như thể đã chờ sẵn.',
        ],
        [
          '“Đến sớm thế,” [ông cụ|người phụ nữ|người trong ô cửa] nói, giọng hiền. “Người ta thường chỉ đi qua đây một lần trong đời, mà chẳng ai cố ý.”',
          '“[Phần lớn mọi người ngủ quên qua ga này|Ga này chỉ hiện ra với người đã quá mệt],” có người bảo {P}. “Cứ nhìn quanh đi. Nhớ lên tàu trước khi cửa đóng.”',
        ],
        [
          'Bên kia cửa soát vé là một con phố [sáng màu ảnh cũ|ô cửa nào cũng ấm đèn], và trong một lúc lâu {P} rất muốn bước vào đó.',
          'Trên tường có tấm bản đồ tuyến, và mọi đường kẻ đều dừng ở ga này, như thể cả thành phố được vẽ ra để dẫn về đây.',
        ],
      ],
      end: [
        [
          'Chuông báo vang lên. {P} kịp lên tàu ngay lúc cửa khép, và khi ngoái lại thì sân ga đã tối, tấm biển xa quá không đọc được nữa.',
          '{P} bước vào toa vào giây cuối cùng. Ga kế tiếp là ga quen, cái tên quen, tiếng ồn quen, và không ai trong toa nhận ra điều gì cả.',
        ],
      ],
    },
    oldDate: {
      begin: [
        [
          '{P} nhìn {thing} rất lâu. Giấy đã ngả vàng, nhưng chữ còn rõ: tên {P}, và bên dưới là [đúng địa chỉ này, tới cả số phòng|cùng con đường, cùng tầng].',
          '{?years}Không phải mơ. Ngày ghi ở góc đúng là {years} trước, và tên {P} được viết đầy đủ, đúng kiểu chỉ mình {P} hay viết.',
        ],
      ],
      middle: [
        [
          'Trên đầu {thing} có số điện thoại của quán. {P} gọi thử, chẳng mong gì, và một giọng già nua bắt máy: quán đã đóng cửa từ lâu, nhưng vẫn nhớ đơn hàng ấy, vì nó chưa bao giờ có người nhận.',
          'Quán in trên {thing} vẫn còn, [cách đó hai con hẻm|không xa lắm]. Chủ quán, giờ đã già, nhìn tờ giấy rồi tái mặt: “Bọn tôi có giao. Nhưng không ai ra mở cửa.”',
        ],
        [
          'Chủ quán còn nhớ cả cái tên: một người thuê trọ trẻ sống [đúng căn này|ở chính chỗ này], tối nào cũng gọi cùng một món vào cùng một giờ khuya, rồi một đêm biến mất không dấu vết.',
          'Người sống ở đây hồi ấy mang đúng cái tên của {P}. Hàng xóm bảo người đó dọn đi vội vã, và chẳng ai biết đi đâu.',
        ],
      ],
      end: [
        [
          '{P} đặt {thing} lại đúng chỗ cũ, tận trong cùng, và ngay tối hôm đó gọi món ở quán ấy lần đầu tiên. Đồ ăn đến [còn nóng|đúng giờ], và lần này có người ra mở cửa.',
          'Tối đó {P} viết tên mình và ngày hôm nay lên một mảnh giấy mới, kẹp cạnh {thing}, cho người đến sau.',
        ],
      ],
    },
    visitor: {
      begin: [
        [
          '{?item}{P} đỡ lấy {item} mà không nói gì. Nhìn gần, nó [nặng trĩu nước|còn mùi nước sông], gấu váy rách, và trong lớp lót có một cái tên thêu bằng chỉ xanh thật nhỏ.',
          '{!item}{P} nhận lời trước khi kịp nghĩ. {visitor:cap} gật đầu như chưa từng nghi ngờ, rồi ngồi xuống chờ.',
        ],
      ],
      middle: [
        [
          '{visitor:cap} ngồi [bên cửa sổ|trên băng ghế], không rời mắt khỏi cánh cửa. Khi {P} hỏi, {vhe} chỉ nói: “[Lẽ ra sáng nay cô ấy mặc nó.|Phải xong kịp giờ. Tôi đã hứa rồi.]”',
          'Trong lúc {P} làm việc, {visitor} khẽ kể, như nói với đôi tay mình: về [một đám cưới chưa thành|một lời hứa từ rất lâu], về một dòng sông, và một buổi sáng đã chờ [bốn mươi năm|quá lâu rồi].',
        ],
        [
          '{?deadline}Trước {deadline} thì xong, trắng và sạch, gấp gọn gàng. {P} quay lại định đưa — băng ghế trống trơn, cửa vẫn đóng, chiếc chuông trên cửa chưa hề kêu.',
          '{!deadline}Trời chưa sáng thì xong, sạch và gấp gọn gàng. {P} quay lại định đưa — băng ghế trống trơn, cửa vẫn đóng, chiếc chuông trên cửa chưa hề kêu.',
        ],
      ],
      end: [
        [
          '{?item}Về sau {P} tìm cái tên thêu trong lớp lót. Đó là tên một cô dâu cưới vào lúc rạng sáng, rất nhiều năm trước, ở một làng ven sông — và theo tờ báo cũ, cô đã mặc một chiếc váy đi mượn.',
          '{!item}{P} không bao giờ gặp lại {visitor}. Nhưng từ đó, cứ đến giờ ấy, {P} lại ngẩng lên, nửa tin rằng cánh cửa sắp mở.',
        ],
      ],
    },
    bloom: {
      begin: [
        [
          '{P} lên đường ngay. Suốt dọc đường, {P} cứ hình dung {thing} như mọi mùa đông: trụi lá, xám xịt, lặng lẽ chờ.',
          'Đường về mất [gần trọn một ngày|mấy tiếng đồng hồ], và {P} cứ cố nhớ xem lần cuối {thing} ra hoa là khi nào.',
        ],
      ],
      middle: [
        [
          'Vậy mà {thing} trổ hoa kín cành, và mùi hương đến trước cả khi {P} tới cổng: [ngọt và đậm, như mùa hè được cất trong hũ|ngọt lịm, lạc lõng giữa không khí lạnh].',
          'Hoa phủ kín {thing}, [từng chùm nhạt màu xuống tận cành thấp nhất|cả trên những cành tưởng đã khô từ mấy năm nay], và lũ ong lẽ ra đang ngủ đông cứ chậm chạp bay quanh, ngơ ngác.',
        ],
        [
          '{?elder}{elder:cap} đứng dưới gốc, [khoác chiếc áo len dày|tay cầm chén trà đã nguội], không quay lại mà nói: “Nó từng như vậy một lần. Đúng cái mùa đông con ra đời.”',
          '{!elder}Hàng xóm kéo đến xem, đứng co ro tay đút túi, và người già nhất bảo rằng cây từng như thế một lần, lâu lắm rồi.',
        ],
        [
          '{?elder}{elder:cap} chậm rãi kể nốt: ai đã trồng cây, và lời hẹn đi kèm — rằng cây sẽ ra hoa trái mùa mỗi khi cả nhà cần được quây quần dưới một mái nhà.',
          '{!elder}Không ai giải thích được. Nhưng tối đó nhà sáng đèn khắp các phòng, và ai về được thì đều đã về.',
        ],
      ],
      end: [
        [
          '{P} ở lại [cho đến khi hoa rụng|lâu hơn dự định]. Sáng hôm đi, trên cành thấp nhất đã có mấy trái non xanh, và {elderOr} đã bắt đầu bàn chuyện năm sau.',
        ],
      ],
    },
  },
  eerie: [
    'Phải rất lâu sau {P} mới kể được chuyện này, mà kể thì vẫn bỏ qua [đoạn lạ nhất|đoạn quan trọng nhất].',
    '{P} chưa bao giờ đi tìm lời giải thích. [Có những cánh cửa nên để nguyên như lúc mình thấy.|Biết rồi thì còn gì nữa.]',
    'Từ đó {P} mới kể chuyện này [vài lần|đúng hai lần], và chưa lần nào kể giống nhau. Có những điều chỉ còn thật khi người ta đừng cố giải thích.',
    'Chuyện ấy không lặp lại nữa. Nhưng đến giờ đó, {P} vẫn [dừng lại một chút|lắng tai nghe], phòng khi.',
    'Và thỉnh thoảng, đúng vào giờ ấy, {P} gần như chắc rằng nó sắp xảy ra lần nữa.',
  ],
  warm: [
    '{P} [vui suốt mấy ngày liền|kể cho bất cứ ai chịu nghe], và chẳng ai tin hẳn — nên lại càng thích.',
    '[Chuyện nhỏ thôi mà.|Rốt cuộc cũng chỉ là chuyện nhỏ.] Nhưng {P} mang nó theo suốt nhiều năm, như một viên sỏi ấm trong túi áo.',
    'Đó không phải cái kết {P} từng nghĩ tới, và {P} sẽ không đổi nó lấy bất cứ điều gì.',
    'Đến giờ, vào những ngày bình thường, {P} vẫn nhớ lại chuyện ấy, và ngày đó bỗng bớt bình thường đi một chút.',
    'Có những câu chuyện chỉ cần một người tin. Câu chuyện này đã có {P}.',
  ],
};
