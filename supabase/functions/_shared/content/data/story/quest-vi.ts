/** Vietnamese quest beats (see quest-types.ts). */
import type { QuestPack } from './quest-types.ts';

export const questVi: QuestPack = {
  event: {
    begin: [[
      '{?later}{?gift}Những ngày trước {event}, {P} để {thing} [ngay trên bàn|trong tầm tay], [tối nào cũng ngắm một lúc|thỉnh thoảng lại chạm vào cho may].',
      '{?later}{!gift}Những ngày trước {event} trôi qua [thật chậm|nhanh đến phát sợ]. {P} [tối nào cũng luyện tập|ôn đi ôn lại mọi thứ], và đêm cuối thì gần như không ngủ.',
      '{?today}{?gift}Chỉ còn vài tiếng nữa là tới {event}. {P} giữ {thing} [trong túi|ngay bên mình] suốt, [thỉnh thoảng lại sờ tay vào|chốc chốc lại kiểm tra xem còn đó không].',
      '{?today}{!gift}Chỉ còn vài tiếng nữa là tới {event}, và {P} dùng hết chỗ thời gian ấy để [ôn lại mọi thứ lần cuối|đi tới đi lui, cố không nghĩ tới nó].',
      '{!today}{!later}{?gift}Đêm ấy {P} [gần như không ngủ|trằn trọc mãi]. {thing:cap} nằm [ngay đầu giường|trong tầm tay] đến sáng, và {P} [còn bật đèn xem lại nó hai lần|cứ chốc chốc lại nhìn sang nó trong bóng tối].',
      '{!today}{!later}{!gift}Đêm trước {event}, {P} [gần như không ngủ|trằn trọc mãi], nghĩ đi nghĩ lại [mọi điều có thể sai|từng câu hỏi có thể gặp].',
    ]],
    middle: [
      [
        '{?later}{?gift}Đến ngày, {P} mang {thing} theo đến {eventAt}, [bỏ trong túi áo|để ngay trong cặp], [cũng chẳng rõ vì sao|thấy mình hơi buồn cười].',
        '{?later}{!gift}Đến ngày, {P} đến {eventAt} [sớm|sớm hơn giờ hẹn], [tay lạnh ngắt|tim đập thình thịch], tự nhủ rằng đây chỉ là một ngày thôi.',
        '{?today}{?gift}Tới giờ, {P} mang {thing} theo đến {eventAt}, [cũng chẳng rõ vì sao|thấy mình hơi buồn cười].',
        '{?today}{!gift}Tới giờ, {P} đến {eventAt}, [tay lạnh ngắt|tim đập thình thịch], tự nhủ rằng đây chỉ là một buổi chiều thôi.',
        '{!today}{!later}{?gift}Sáng hôm sau {P} mang {thing} theo đến {eventAt}, [bỏ trong túi áo|để ngay trong cặp], [cũng chẳng rõ vì sao|thấy mình hơi buồn cười].',
        '{!today}{!later}{!gift}Sáng hôm sau {P} đến {eventAt} [sớm|sớm hơn giờ hẹn], [tay lạnh ngắt|tim đập thình thịch], tự nhủ rằng đây chỉ là một buổi sáng thôi.',
      ],
      [
        '{?quoted}Được nửa chừng, khi cơn run [quay lại|lại dâng lên], {P} nhớ tới câu dặn: “{quote}”. [Câu ấy giúp {P} vững lại.|{P} suýt bật cười, và tay thôi run.]',
        '{!quoted}{?gift}Được nửa chừng, khi cơn run [quay lại|lại dâng lên], {P} nghĩ tới {thing} và người đã trao nó, và tay {P} [vững lại|thôi run].',
        '{!quoted}{!gift}Được nửa chừng, {P} [lỡ sai một chỗ nhỏ|bị khựng lại một lúc], dừng lại hít một hơi rồi làm tiếp như chưa có gì xảy ra.',
      ],
      [
        'Khi mọi thứ kết thúc, {P} bước ra [chậm rãi|mà chân vẫn còn run] và [thở phào một hơi dài|đứng lặng một lúc]: mọi việc đã suôn sẻ, [tốt hơn {P} dám mong|tốt hơn {P} nghĩ lúc đầu].',
        'Mọi thứ kết thúc nhanh hơn {P} nghĩ. {P} không làm hoàn hảo, nhưng thế là đủ: mọi việc đã suôn sẻ, và {P} đứng lặng ngoài cửa một lúc chỉ để thở.',
      ],
    ],
    end: [
      [
        '{?kin}{?gift}{P} về thẳng nhà, trả {thing} lại cho {kin}. {kin:cap} chỉ [mỉm cười|gật đầu], như thể chưa bao giờ lo về kết quả.',
        '{?kin}{!gift}Người đầu tiên {P} báo tin là {kin}. {kin:cap} chỉ [mỉm cười|gật đầu], như thể chưa bao giờ lo về kết quả.',
        '{!kin}{?gift}Về sau {P} vẫn giữ {thing} [trong ngăn kéo|ở một chỗ cẩn thận], để dành cho [buổi sáng khó khăn tiếp theo|người nào cần đến nó].',
        '{!kin}{!gift}Đêm đó {P} ngủ một mạch [tới sáng|mười tiếng], và sáng hôm sau {event} chỉ còn là một chuyện để kể.',
      ],
      [
        '{?quoted}{P} chưa bao giờ biết câu “{quote}” là nói đùa hay thật, nhưng về sau, [mỗi lần gặp chuyện khó|trước mỗi ngày quan trọng], {P} lại tự nhắc mình câu ấy.',
        '{!quoted}Nhiều năm sau, [mỗi lần gặp chuyện khó|trước mỗi ngày quan trọng], {P} vẫn nhớ tới ngày hôm ấy, và lần nào cũng thấy vững lòng hơn.',
      ],
    ],
  },
  seek: {
    begin: [[
      '{!absent}{?thing}{P} đọc lại {thing} [thêm một lần|lần nữa] rồi quyết định làm đúng như lời nhờ: đi tìm {who}.',
      '{!absent}{!thing}{P} đọc lại những dòng chữ ấy rồi quyết định làm đúng như lời nhờ: đi tìm {who}.',
      '{?absent}Thêm [vài ngày|ba buổi sáng] trống chỗ, {P} thôi chờ và quyết định đi tìm xem {who} ra sao.',
    ]],
    middle: [
      [
        '{!absent}[Mấy ngày liền|Suốt hai tuần], {P} hỏi bất cứ ai có thể còn nhớ {who}: [hàng xóm lâu năm|mấy người bán hàng quanh đó], những người lớn tuổi nhất {P} gặp được. Phần lớn lắc đầu. Chỉ một người gật.',
        '{?absent}{P} hỏi dần từng người quanh đó. Chẳng ai biết nhiều, cho tới khi một người nhớ ra [tên con hẻm|số nhà] nơi {who} ở.',
      ],
      [
        '{!absent}{?thing}Hóa ra {who} sống [cách đó không xa|chỉ cách mấy con phố], [khác hẳn|không giống] những gì {P} hình dung. {P} đưa {thing} ra, và {whe} nhìn nó rất lâu, không nói gì.',
        '{!absent}{!thing}Hóa ra {who} sống [cách đó không xa|chỉ cách mấy con phố]. Khi {P} đọc lại những dòng chữ ấy, {whe} [chậm rãi ngồi xuống|lặng đi một lúc lâu].',
        '{?absent}{who:cap} ra mở cửa, [ngạc nhiên|sững lại] vì có người tìm tới. Hóa ra {whe} [bị ốm|đau lưng phải nằm nhà] mấy hôm nay mà không báo cho ai.',
      ],
      [
        '{!absent}Rồi {whe} kể cho {Pme} nghe nửa còn lại của câu chuyện: có một người đã [lạc mất|xa cách] {whim} từ rất lâu, và chưa bao giờ thôi mong có ngày được tìm thấy.',
        '{?absent}{who:cap} cười ngượng, bảo không nghĩ sẽ có ai để ý.',
      ],
    ],
    end: [
      [
        '{!absent}{?thing}{P} để {thing} lại cho {whim}. {whe:cap} bảo thế là nó đã về đúng chỗ, và theo một cách nào đó, {whe} cũng vậy.',
        '{!absent}{!thing}Sau đó {P} còn quay lại [vài lần|nhiều lần]. Lần nào {whe} cũng có chuyện để kể, và {P} lần nào cũng ngồi nghe.',
        '{?absent}[Một tuần sau|Ít hôm sau], {who} đã trở lại đúng giờ cũ, và việc đầu tiên {whe} làm là [vẫy tay|gật đầu] chào {Pme}.',
      ],
      [
        '{?quoted}Chỉ cần câu “{quote}” và một người chịu đi tìm. {P} chưa bao giờ hối hận vì đã đi.',
        '{!quoted}{P} chưa bao giờ hối hận vì đã đi tìm.',
      ],
    ],
  },
  goto: {
    begin: [[
      '{?dest}{?thing}{P} không để yên được. [Cuối tuần đó|Ngay ngày nghỉ đầu tiên], {P} mang theo {thing} đi tìm {destFull}.',
      '{?dest}{!thing}{P} không để yên được. [Cuối tuần đó|Ngay ngày nghỉ đầu tiên], {P} đi tìm {destFull}, [chẳng biết sẽ gặp gì|nửa tin nửa ngờ là nó còn].',
      '{!dest}{P} không để yên được. [Cuối tuần đó|Ngay ngày nghỉ đầu tiên], {P} lần theo địa chỉ ấy, [chẳng biết sẽ gặp gì|nửa tin nửa ngờ là nơi đó còn].',
    ]],
    middle: [
      [
        '{?dest}{dest:cap} vẫn còn đó, [nhỏ hơn {P} tưởng|cũ hơn mọi thứ xung quanh], [tấm biển đã bạc màu|cửa mở hé].',
        '{!dest}Nơi đó vẫn còn: một cánh cửa hẹp với tấm biển bạc màu, [cũ hơn mọi thứ xung quanh|dễ đi ngang qua mà không thấy].',
      ],
      [
        '{?kin}Khi {P} nhắc tới {kin}, [người chủ|cụ chủ quán|người đứng sau quầy] đặt hết mọi thứ xuống rồi ngồi lặng đi.',
        '{!kin}{?thing}{P} đưa {thing} cho [người chủ|người đứng sau quầy] xem. Người ấy [lặng đi|dừng tay] và nhìn nó rất lâu.',
        '{!kin}{!thing}{P} hỏi [người chủ|người đứng sau quầy] về địa chỉ ấy, và một lúc lâu không ai trả lời.',
      ],
      [
        '{?kin}Hóa ra {kin} từng tới đây [mỗi tuần|suốt nhiều năm], từ hồi {P} còn chưa ra đời, và đã gửi lại [một lá thư|một gói nhỏ] chưa ai đến lấy. Trên đó có tên {P}.',
        '{!kin}Hóa ra ngày trước có người tuần nào cũng tới đây, rồi gửi lại [một lá thư|một gói nhỏ] chưa ai đến lấy, kèm lời dặn: [đưa cho ai tìm đến hỏi|đưa cho người tìm ra địa chỉ này].',
      ],
    ],
    end: [
      [
        '{P} [ngồi lại|ở lại] tới lúc đóng cửa, [đọc đi đọc lại|lật qua lật lại], và không ai giục {Pme} về.',
      ],
      [
        '{?dest}Từ đó, [tháng nào {P} cũng|thỉnh thoảng {P} lại] ghé {dest}, và lúc nào cũng có sẵn một chỗ cho {Pme}.',
        '{!dest}Từ đó, [tháng nào {P} cũng|thỉnh thoảng {P} lại] ghé qua, và lần nào cũng được gọi đúng tên.',
      ],
    ],
  },
  test: {
    begin: [[
      'Lúc đầu {P} không tin, nên {P} thử lại cho chắc: [hôm sau|tối hôm đó], [vào một giờ khác|ở một chỗ khác], {P} lại thử với {thing}.',
      '{P} tự nhủ đó chỉ là trùng hợp. Để chắc chắn, {P} thử lại với {thing} [ở chỗ khác|vào giờ khác], lần này có [người khác|một người quen] đứng xem.',
    ]],
    middle: [
      [
        'Chuyện lại xảy ra, y hệt lần trước. {P} thử thêm [ba|bốn] lần nữa và [ghi lại từng lần|đếm cẩn thận]; lần nào cũng vậy.',
      ],
      [
        'Sau [một tuần|vài hôm], {P} tìm ra quy luật duy nhất của nó: chỉ khi {P} là người dùng thì mới linh. Vào tay người khác, {thing} [hoàn toàn bình thường|chẳng có gì lạ].',
        'Nó cũng không hề ngẫu nhiên: lần nào cũng diễn ra [y như nhau|đúng một kiểu], như thể {thing} có [luật lệ riêng|những thói quen rất riêng].',
      ],
    ],
    end: [[
      'Cuối cùng {P} thôi không thử nữa. {thing:cap} vẫn y như cũ, và {P} tập sống chung với nó, thậm chí có những ngày còn [thấy mừng vì có nó|trông cậy vào nó].',
      'Chẳng ai giải thích được. {P} chỉ kể chuyện {thing} cho [đúng một người|rất ít người], và vẫn giữ nó lại như cũ.',
    ]],
  },
  knows: {
    begin: [[
      '{P} [nghĩ mãi cả buổi tối|không sao bỏ qua được]. Lần sau gặp {who}, {P} hỏi thẳng: “Sao lại biết tên tôi vậy?”',
      '{P} không muốn đoán mò. [Ngay sáng hôm sau|Hôm sau], {P} gọi {who} lại và hỏi, [cố giữ giọng thật nhẹ|thật lịch sự]: “Sao lại biết tên tôi vậy?”',
    ]],
    middle: [
      ['{whe:cap} [gãi đầu, có vẻ ngượng,|bật cười, hơi ngượng,] rồi giải thích ngay.'],
      [
        '“Có [một gói hàng|một lá thư] đề đúng cái tên này gửi tới [từ mấy tuần trước|cả tháng trước], trước cả khi dọn tới,” {whe} nói. “Tôi giữ lại, rồi cứ để ý chờ mãi tới giờ.”',
        '“Từ lâu trước khi dọn tới, có người đã nhờ tôi để ý giùm,” {whe} nói. “Người ta còn dặn kỹ cái tên, để gặp là nhận ra ngay.”',
      ],
      ['{P} hỏi ai đứng sau chuyện đó. Cái tên {whe} nói ra là một cái tên {P} đã nhiều năm không nghe tới: một người từ hồi {P} còn nhỏ, chưa bao giờ thôi nhớ tới {Pme}.'],
    ],
    end: [
      ['Từ đó {P} cũng hỏi tên {who}, và [sáng nào|ngày nào] hai người cũng chào nhau như hàng xóm lâu năm.'],
      ['[Ngay tuần đó|Ít lâu sau], {P} tìm cách liên lạc với cái tên cũ ấy. Mọi chuyện bắt đầu từ một người lạ biết tên {P}.'],
    ],
  },
  map: {
    begin: [['{P} không để yên được. [Cuối tuần đó|Ngay ngày nghỉ đầu tiên], {P} lên đường đi tìm {dest}.']],
    middle: [
      ['Phải mất [gần hết buổi sáng|một quãng đi bộ dài] mới tới nơi, nhưng chỗ ấy nằm đúng như bản đồ vẽ, [dưới một gốc cây già|cạnh một tảng đá phẳng trông lạc chỗ].'],
      [
        '{?kin}[Ngay dưới lớp đất mỏng|Đào xuống chừng một gang tay] là [một chiếc hộp thiếc|một chiếc hộp nhỏ bọc vải dầu], trong đó có một lá thư viết bằng nét chữ của {kin}.',
        '{!kin}[Ngay dưới lớp đất mỏng|Đào xuống chừng một gang tay] là [một chiếc hộp thiếc|một chiếc hộp nhỏ bọc vải dầu], trong đó có một lá thư gửi cho người nào tìm đến.',
      ],
      ['{P} ngồi đọc ngay tại chỗ. Thư viết [những điều chưa ai từng nói thành lời|những điều {P} đã cần được nghe từ nhiều năm nay], và thêm một điều chỉ dành riêng cho {Pme}.'],
    ],
    end: [
      ['{P} ngồi đó tới khi nắng đổi màu, rồi đặt chiếc hộp lại chỗ cũ, chỉ mang lá thư về.'],
      ['Từ đó, [năm nào {P} cũng|thỉnh thoảng {P} lại] quay lại chỗ ấy, [và chưa bao giờ kể cho ai biết nó ở đâu|lần nào cũng đi một mình].'],
    ],
  },
  meet: {
    begin: [[
      '{P} đọc lại dòng chữ. Người viết biết một nơi mà {P} đã nhiều năm không nghĩ tới, và {P} hiểu ngay đó là đâu.',
      '{P} không phải đoán lâu: chỉ có đúng một nơi như thế.',
    ]],
    middle: [
      ['Đúng giờ hẹn, {P} tới đó, [nửa tin nửa ngờ sẽ chẳng có ai|tự nhủ chắc chỉ là trò đùa].'],
      ['Đã có người đứng chờ sẵn, [già đi nhiều|có vẻ hồi hộp], rồi [mỉm cười|đứng dậy] như thể chưa từng có năm tháng nào trôi qua.'],
      ['{we:cap} ngồi nói chuyện tới khi [quán đóng cửa|trời tối hẳn], về [những năm ở giữa|mọi điều chưa kịp nói].'],
    ],
    end: [[
      '{?quoted}{P} giữ lại câu “{quote}”, và [năm nào cũng quay lại nơi ấy|chưa từng lỡ hẹn thêm lần nào].',
      '{!quoted}{P} giữ lại mẩu giấy, và [năm nào cũng quay lại nơi ấy|chưa từng lỡ hẹn thêm lần nào].',
    ]],
  },
};
