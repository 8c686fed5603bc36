/**
 * Lối phát triển thứ hai bằng tiếng Việt (chỗ trống như develop-vi.ts): lá thư nhờ một việc, chìa khóa là của hàng xóm,
 * bài hát trở lại mỗi đêm, nhà ga lướt qua ngoài cửa sổ, tờ giấy cũ có một chiếc hộp chờ sẵn, con gái người khách đến
 * thay, và cái cây nở hoa cho một lần sum họp.
 */
import type { DevelopBeats, StoryFamily } from './develop-types.ts';

export const developRoutesVi: Readonly<Record<StoryFamily, DevelopBeats>> = {
  letter: {
    begin: [
      [
        '{P} đứng đọc {thing} ngay tại chỗ, [chẳng kịp đắn đo|không kịp ngồi xuống]. Chỉ [một trang|hai trang ngắn], viết bằng bút chì, ấn mạnh tay như sợ chữ sẽ phai.',
        '{thing:cap} [được dán băng keo cẩn thận|nằm trong một phong bì trắng không tem], và bên trong chữ viết kín đến tận mép giấy, như thể điều muốn nói nhiều hơn chỗ để viết.',
      ],
    ],
    middle: [
      [
        '{?returned}“[{lost:cap} đã chở tôi đi gặp mẹ lần cuối|{lost:cap} đã đưa tôi tới bệnh viện đúng đêm con gái tôi chào đời]. Tôi không trả được cái giá của thứ mình đã lấy, nên xin trả bằng sự thật. [Thắng xe bị mòn, tôi đã sửa lại rồi.|Sên xe sắp đứt, tôi đã thay sên mới.]”',
        '{!returned}“[Cháu để đèn thêm một đêm nữa nhé. Cháu gái tôi sẽ đến tìm tôi, tôi dặn nó cứ tìm ô cửa duy nhất còn sáng.|Mai tôi về ở với con trai, xa lắm. Cảm ơn cháu ba tháng trời chào tôi vào cái giờ mệt mỏi nhất. Tôi sẽ nhớ chỗ này hơn cháu tưởng.]”',
      ],
      [
        '{?returned}{?elder}{P} đưa thư cho {elder} xem. {elder:cap} đọc hai lần, lặng đi một lúc rồi bật cười thành tiếng: cái thắng ấy kêu ken két mấy năm trời mà chưa ai chịu sửa.',
        '{?returned}{!elder}Tối đó {P} dắt {lost} ra chạy thử. Xe chạy êm hơn mấy năm nay, và trong cốp xe có [một chiếc khăn lau gấp gọn|một gói bóng đèn dự phòng], để lại như một lời cảm ơn.',
        '{!returned}{P} gấp {thing} cất đi, và suốt đêm hôm ấy cứ [nghe tiếng cửa|nghe tiếng bước chân bên ngoài] là lại ngẩng lên.',
      ],
      [
        '{?returned}{P} không đi tìm người viết. Có những người chỉ muốn được tha thứ từ xa, và {thing} đã nói đủ những gì cần nói.',
        '{!returned}[Tối hôm sau|Gần hết đêm hôm sau], một cô gái trẻ bước vào, rụt rè hỏi có ông cụ nào gửi gì ở đây không. Nhìn cô viết số điện thoại, {P} nhận ra ngay: cùng một nét chữ.',
      ],
    ],
    end: [
      [
        '{?returned}{thing:cap} nằm gấp trong cốp xe từ đó, để {lost} khỏi quên rằng có lần nó đã làm một việc can đảm.',
        '{!returned}{P} đưa {thing} cho cô đọc. Cô che miệng mà đọc, rồi bật cười, và hỏi thỉnh thoảng cô có thể ghé vào giờ này được không.',
      ],
    ],
  },
  sound: {
    begin: [
      [
        'Đêm hôm sau, đúng phút ấy, nó lại vang lên. [Rồi đêm sau nữa.|Cách một đêm, lại thế.] Lần nào cũng bài hát ấy, và lần nào cũng dài thêm một đoạn.',
        'Đêm sau bài hát lại trở về, và lần này {P} đã sẵn sàng, ngồi trong bóng tối cạnh {thing}, điện thoại giơ lên để ghi âm.',
      ],
    ],
    middle: [
      [
        'Đoạn mới hát về một ngôi nhà: [căn bếp có cánh cửa xanh|ngôi nhà nhỏ cạnh đường tàu] và một ô cửa sổ nơi ai đó từng ngồi đợi. Giọng hát mộc đến mức {P} tưởng như ngửi thấy mùi căn phòng.',
        'Mở lại đoạn ghi âm, {P} chỉ nghe thấy tiếng thở của chính mình — vậy mà {P} vẫn ngân nga được từng nốt, [rõ như một bài đồng dao|như thể đã biết nó từ lâu].',
      ],
      [
        '{?elder}{elder:cap} đứng nghe ở ngưỡng cửa, đến câu cuối thì khẽ nói: “Giọng bà đấy.” [Sáu mươi|Năm mươi] năm trước, {elder} đã hát bài ấy đúng một lần vào chiếc micro đi mượn, cho một người sắp đi xa.',
        '{!elder}Khi {P} mở nắp sau {thing}, bên trong chẳng có dây nhợ gì ra hồn — chỉ có bụi và một mẩu giấy gấp, ghi câu đầu của bài hát bằng một nét chữ lạ.',
      ],
    ],
    end: [
      [
        '{?elder}Sau đêm ấy bài hát không vang lên nữa. Nhưng thỉnh thoảng {elder} lại hát nó trong bếp, và cuối cùng {P} cũng thuộc lời.',
        '{!elder}Bài hát không trở lại nữa. {P} giữ mẩu giấy, và những đêm yên ắng, {P} lại khẽ hát câu đầu, xem có gì đáp lại không.',
      ],
    ],
  },
  key: {
    begin: [
      [
        '{?agent}Chiếc chìa nào cũng có một mẩu thẻ giấy nhỏ buộc ở khoen, [mực đã ngả nâu|cùng một nét chữ gọn gàng], ghi một con số: [3, 7, 12|2, 5, 9] — đúng số nhà trong chính con phố của {P}.',
        '{!agent}Buộc vào {thing} bằng [sợi chỉ|một đoạn dây thép] là một mẩu thẻ giấy, mực [đã phai|viết nắn nót], ghi [một địa chỉ ở đầu kia thành phố|tên một con đường và đúng một chữ: “nhà”].',
      ],
    ],
    middle: [
      [
        '{?agent}{P} gõ cửa số nhà đầu tiên. Người đàn ông ra mở nhìn chiếc chìa trong tay {P} rồi nói: “Tôi làm mất nó [từ cái mùa đông vợ tôi mất|hai mươi năm trước]. Tìm khắp nơi mà không thấy.”',
        '{!agent}{P} tìm đến địa chỉ ấy. Bà cụ ra mở cửa [chống gậy|tay còn dính bột], nhìn chiếc chìa khóa rồi ngồi sụp xuống bậc cửa nhà mình [như thể chân không còn đứng vững|không nói được lời nào].',
      ],
      [
        '{?agent}Nhà nào cũng vậy: [chìa một cái kho không ai dùng nữa|chìa một chiếc xe đạp đã mất từ lâu], chìa cửa sau từ trước khi thay ổ khóa. Hóa ra {agent} đã gom chìa khóa thất lạc của cả xóm suốt mấy năm, và giờ quyết định đến lúc trả lại.',
        '{!agent}“Chìa khóa căn nhà đầu tiên của tôi,” bà nói. “Hồi phải dọn đi tôi để quên nó, và cả đời cứ mơ thấy cánh cửa ấy.” Căn nhà vẫn còn đó; chỉ là bà chưa bao giờ đủ can đảm quay lại nhìn.',
      ],
    ],
    end: [
      [
        '{?agent}Hết tuần, {P} đã biết tên từng người trong xóm, còn {agent} ngồi trên bờ tường nhìn xuống tất cả, vẻ mặt hết sức hài lòng.',
        '{!agent}Chủ nhật sau, hai người cùng đến đó. Chìa dĩ nhiên không còn vừa, nhưng chủ mới [mời vào uống trà|dẫn đi xem khắp nhà], và bà đứng trong bếp rất lâu, [mỉm cười với khoảng không|tay đặt lên khung cửa sổ].',
      ],
    ],
  },
  place: {
    begin: [
      [
        '{P} không xuống. Qua ô kính, sân ga trôi qua chầm chậm, [từng ngọn đèn một|từng băng ghế một], và từng người đứng đó lần lượt quay lại nhìn đoàn tàu đi qua.',
        '{P} áp mặt vào kính. Nhà ga sáng một thứ màu như phim cũ, và những người trên sân ga mặc quần áo của [một thời đã xa|rất lâu về trước], đang chờ một chuyến tàu không phải chuyến này.',
      ],
    ],
    middle: [
      [
        'Một người giơ tay vẫy, và {P} giật mình nhận ra gương mặt ấy: [trẻ hơn trong mọi tấm ảnh, nhưng không thể nhầm|đúng nụ cười trong tấm ảnh dán trên tủ lạnh ở nhà].',
        'Nhìn gần, tên ga chính là tên con hẻm nơi {P} lớn lên — viết đúng như {P} từng viết hồi nhỏ, sai cả lỗi chính tả ngày ấy.',
      ],
      [
        'Rồi cửa khép lại không một tiếng động, toa tàu trượt vào đường hầm tối, và ga kế tiếp là ga quen, sáng trưng và ồn ào.',
        'Tàu không dừng. Nó chậm lại một chút như để giữ phép lịch sự, rồi lại tăng tốc, và ánh đèn sân ga thu nhỏ thành một chấm rồi tắt hẳn.',
      ],
    ],
    end: [
      [
        'Sáng hôm sau {P} xem lại bản đồ tuyến. Giữa hai ga chẳng có gì — chỉ có một khoảng trống nhỏ, nơi màu mực trông nhạt hơn một chút.',
        'Từ đó {P} đi chuyến tàu ấy không biết bao nhiêu lần, [tỉnh táo suốt dọc đường|chưa một lần ngủ gật], mà chưa bao giờ thấy lại nhà ga ấy. Nhưng lần nào {P} cũng nhìn vào khoảng tối giữa hai ga.',
      ],
    ],
  },
  oldDate: {
    begin: [
      [
        'Nét chữ trên {thing} khiến {P} lạnh người: đó là chữ của chính {P}. Cùng những nét vòng ấy, cùng chữ cái cuối viết vội — trên một tờ giấy còn cũ hơn quãng thời gian {P} sống ở thành phố này.',
        'Sáng hôm sau {P} đưa {thing} cho chủ nhà xem. {P} tưởng ông sẽ nhún vai; ai ngờ ông ngồi phịch xuống ghế và nói: “Vậy ra là cháu.”',
      ],
    ],
    middle: [
      [
        'Người thuê trước — [mười năm trước|từ rất lâu rồi] — cũng mang đúng cái tên ấy, chủ nhà kể, và đã dọn đi vội vã, để lại một chiếc hộp và một lời dặn: “cho người đến đây mang tên tôi.”',
        'Chủ nhà chỉ nhìn thoáng qua rồi lặng lẽ xuống kho, mang lên một chiếc hộp đã nằm chờ ở đó suốt bao năm. Bên trong là [những lá thư chưa gửi, tất cả cho cùng một người|một xấp bưu thiếp để trống], và trên cùng là mẩu giấy: “Bạn sẽ biết phải làm gì với chúng.”',
      ],
      [
        'Đêm đó {P} đọc hết [bên bàn bếp|ngồi bệt giữa căn phòng trống]. Thư gửi cho một người mà người viết chưa bao giờ dám gọi điện — và cuối lá nào cũng ghi cùng một số điện thoại.',
        'Trên mẩu giấy có một số điện thoại. {P} gọi, tim đập thình thịch, và một giọng nói mệt mỏi mà hiền hậu bắt máy — hóa ra người ấy đã chờ đúng cuộc gọi này.',
      ],
    ],
    end: [
      [
        'Xong xuôi, {P} đặt {thing} trở lại tận trong cùng tủ áo. Có những thứ thuộc về nơi chúng được tìm thấy, và thứ này cuối cùng đã làm xong việc của nó.',
        'Có những người mang một cái tên một thời gian rồi trao lại. {P} giữ {thing}, và lần chuyển nhà sau, {P} để nó lại tận trong cùng tủ áo, cho người đến sau.',
      ],
    ],
  },
  visitor: {
    begin: [
      [
        '{?item}Trong túi {item}, {P} tìm thấy một tấm ảnh [mềm nhũn vì nước|quăn mép]: một đôi vợ chồng trẻ đứng trên bậc thềm, nheo mắt vì nắng, mặt sau ghi ngày bằng bút chì.',
        '{!item}{visitor:cap} không ngồi. Suốt thời gian ấy {vhe} đứng cạnh cửa, như sợ ngồi xuống thì việc mình đến làm sẽ bớt gấp.',
      ],
    ],
    middle: [
      [
        '{visitor:cap} thấy {P} cầm tấm ảnh thì gật đầu. “[Chúng tôi đấy. Bà ấy lúc nào cũng bảo buổi sáng là đẹp nhất.|Chúng tôi cưới nhau trên mấy bậc thềm ấy. Cả đời bà ấy cứ trêu tôi đến muộn.]” {vhe:cap} không nói thêm gì nữa.',
        '{P} lặng lẽ làm việc, còn {visitor} dõi theo từng động tác như nhìn [một chiếc đồng hồ đếm ngược|một món đồ quý dễ vỡ].',
      ],
      [
        '{?deadline}Đúng {deadline}, cửa mở, nhưng không phải {visitor} mà là một người phụ nữ trạc tuổi {P}, thở hổn hển. “Bố tôi nhờ tôi đến lấy,” cô nói. “Bố bảo anh chị sẽ hiểu.”',
        '{!deadline}Trời vừa rạng thì cửa mở, nhưng không phải {visitor} mà là một người phụ nữ trạc tuổi {P}, thở hổn hển. “Bố tôi nhờ tôi đến lấy,” cô nói. “Bố bảo anh chị sẽ hiểu.”',
      ],
    ],
    end: [
      [
        '{P} không hỏi bố cô đang ở đâu. Cô ôm cái bọc sạch sẽ, gấp gọn vào ngực một lúc, cảm ơn hai lần, rồi bước ra ngoài nắng sớm.',
        'Một tuần sau cô quay lại, mang theo [một hộp bánh|một tấm thiệp] và phần còn lại của câu chuyện, và {P} nghe hết, cho đến khi khách buổi sáng bắt đầu kéo đến.',
      ],
    ],
  },
  bloom: {
    begin: [
      [
        'Suốt đường về quê, {P} cứ nhớ lại giọng nói trong điện thoại, và cái giọng ấy nghe [lạ|háo hức] đến thế nào khi nói ra điều đó.',
        '{P} về tới nhà [khi trời đã tối|lúc chiều muộn], và ngửi thấy mùi hoa trước cả khi nhìn thấy, ngọt và ấm giữa không khí lạnh.',
      ],
    ],
    middle: [
      [
        'Sân nhà đông nghịt: những người anh em họ mấy năm rồi {P} chưa gặp, [ông chú đã lâu lắm không về quê|họ hàng ở tận xa], ai cũng đứng dưới {thing}, ngửa mặt lên nhìn những chùm hoa.',
        '{thing:cap} đứng trong nắng lạnh, cành nào cũng trĩu hoa, và dưới gốc ai đó đã kê sẵn mấy chiếc ghế, như thể cây đã gửi thiệp mời.',
      ],
      [
        '{?elder}{elder:cap} nắm lấy tay {P}. “Cây chỉ nở thế này khi cả nhà sắp về đủ,” {elder} nói. “Lần trước là một tuần trước khi ông con về, sau ba năm đi biệt.”',
        '{!elder}Chẳng ai bảo ai phải về. Mỗi người chỉ nghe tin bằng cách nào đó rồi bỏ hết mọi việc mà về, và chẳng ai giải thích được vì sao.',
      ],
    ],
    end: [
      [
        'Tối đó cả nhà ăn cơm dưới gốc {thing} đang trổ hoa, [ai cũng khoác áo ấm|quây quanh bếp lửa], và lần đầu tiên chẳng ai nhìn đồng hồ.',
        'Đến sáng, những cánh hoa đầu tiên bắt đầu rụng khỏi {thing}. Nhưng chẳng ai tiếc; cây đã làm xong điều nó cần làm.',
      ],
    ],
  },
};
