/** Vietnamese adventure themes: school, zombie, time travel, pirate, cyberpunk. */
import type { AdventureThemeTexts } from './adventure-pack.ts';

/** Vietnamese texts of the last five themes. */
export const viThemesSchoolToCyberpunk: Readonly<Record<'school' | 'zombie' | 'time_travel' | 'pirate' | 'cyberpunk', AdventureThemeTexts>> = {
  school: {
    places: ['phòng nhạc vắng tanh sau giờ học', 'sân thượng trường', 'thư viện mùa thi'],
    companions: ['lớp trưởng', 'cậu học sinh mới ngồi cạnh cửa sổ', 'đứa bạn thân nói nhanh như gió'],
    items: ['tờ rơi câu lạc bộ bí ẩn', 'cuốn vở đầy đáp án', 'chìa khóa phòng thí nghiệm cũ'],
    threats: ['thầy hiệu phó khó tính', 'tin đồn lan khắp nhóm chat lớp', 'bài thi cuối kỳ ngày mai'],
    scene: {
      setting: ['Chuông đã reo từ lâu nhưng bạn vẫn ở {place}, [nắng chiều nhuộm cam mọi thứ|hành lang yên ắng lạ thường].', 'Giờ này chẳng ai lên {place}, nên [bạn hay đến đây để suy nghĩ|bạn giật mình khi nghe tiếng đàn piano].'],
      detail: ['Ai đó để lại {item} trên bàn bạn, [có ghi tên bạn|gấp thành hình hạc giấy].', '[Chiếc ghế vẫn còn ấm|Một ô cửa sổ đang mở], như thể ai đó [vừa rời đi|đang đợi bạn].'],
      event: ['{companion} lao vào, [thở hổn hển|cầm điện thoại], nói [“Cậu phải xem cái này!”|“Tụi mình gặp rắc rối rồi”].', 'Điện thoại sáng lên: [nhóm chat lớp đang nổ tung|tin nhắn từ một số lạ].'],
      hook: ['[Và {threat} đang đi dọc hành lang tới|Ba ngày nữa là lễ hội mà chưa chuẩn bị gì].', '[Tiếng bước chân vang trên cầu thang|Cánh cửa sau lưng bạn khẽ đóng lại].'],
    },
    twists: ['Hóa ra tờ rơi là của [một câu lạc bộ bí mật chuyên giải bí ẩn trường học|một ban nhạc đang tìm giọng ca chính].', 'Tin đồn lan ra rằng [bạn và {companion} đang hẹn hò|ai đó đã lấy trộm đề thi].', 'Cửa phòng thí nghiệm cũ [đã mở sẵn|phủ đầy ký hiệu phấn kỳ lạ].', 'Thầy hiệu phó thông báo [một đợt kiểm tra đột xuất|lễ hội có thể bị hủy].'],
    choices: ['Đi theo {companion} tới phòng thí nghiệm', 'Mở cuốn vở ra đọc', 'Trốn vào kho dụng cụ', 'Bắt chuyện với cậu học sinh mới', 'Trả lời trong nhóm chat lớp', 'Thôi thì ôn thi cho xong', 'Lục phòng nhạc tìm manh mối', 'Nhờ lớp trưởng giúp đỡ'],
  },
  zombie: {
    places: ['siêu thị bị cướp sạch', 'sân thượng bệnh viện thành phố', 'ga tàu điện ngầm chặn kín'],
    companions: ['chị y tá Dana', 'cậu thiếu niên cầm gậy bóng chày', 'người lính lạc đơn vị'],
    items: ['chiếc ba lô còn nửa đồ tiếp tế', 'bộ đàm sắp hết pin', 'cây xà beng'],
    threats: ['đám đông người nhiễm bệnh', 'con zombie chạy nhanh', 'bọn cướp đeo mặt nạ'],
    scene: {
      setting: ['Ngày thứ mười hai của đại dịch: bạn trú trong {place}, [đếm từng hộp đồ hộp|nghe thành phố rên rỉ].', 'Bạn lẻn vào {place} lúc chạng vạng, [cửa đầy dấu tay|kính vỡ lạo xạo dưới giày].'],
      detail: ['Trang bị duy nhất của bạn là {item}, [và nó phải đủ dùng|mà vẫn chưa đủ].', '[Còi hú vọng lại từ xa|Đâu đó một chiếc xe hú báo động], [kéo xác sống tới|rồi im bặt].'],
      event: ['Rồi bộ đàm rè lên: [“Vùng an toàn ở bến cảng, thuyền rời đi lúc bình minh.”|“Có ai ở đó không?”]', 'Một bóng đen rơi xuống từ trên cao—{threat}, [nhanh hơn mọi thứ bạn từng thấy|vẫn còn đeo vòng tay bệnh viện].'],
      hook: ['[Chướng ngại vật rên lên dưới sức đè|Có tiếng nắm đấm đập vào cửa cuốn].', '[{companion} bị cắn—hoặc không, vết thương khó nhìn rõ|Cầu thang là lối thoát duy nhất].'],
    },
    twists: ['Một chiếc trực thăng bay qua đầu, [thả pháo sáng|phớt lờ tín hiệu của bạn].', 'Người nhiễm bệnh bỗng đứng sững, [như đang nghe thứ gì bạn không nghe thấy|tất cả cùng quay về một hướng].', 'Bạn tìm được tấm bản đồ đánh dấu [một nhà an toàn|một trạm kiểm soát quân đội] cách ba dãy nhà.', '{companion} thú nhận [đang giữ một mẫu vắc-xin|đã bị cắn từ mấy ngày trước].'],
    choices: ['Dùng xà beng mở đường máu', 'Lẻn qua con hẻm phía sau', 'Leo lên sân thượng ra tín hiệu cho trực thăng', 'Hỏi {companion} về vết thương', 'Lục hiệu thuốc tìm thuốc men', 'Chạy ra bến cảng trước bình minh', 'Dùng bộ đàm gọi cứu viện', 'Chặn cửa lại và chờ đợi'],
  },
  time_travel: {
    places: ['kinh thành Thăng Long thời Lý', 'Paris năm 1889', 'thành phố neon năm 2199'],
    companions: ['vị thư sinh tưởng bạn là ma', 'chính bạn của tương lai', 'ông thợ đồng hồ chế tạo cỗ máy'],
    items: ['chiếc đồng hồ quả quýt chạy ngược', 'tấm ảnh từ tương lai', 'chiếc điện thoại còn 12% pin'],
    threats: ['Cảnh sát Thời gian', 'nghịch lý xóa sạch ký ức', 'kẻ sưu tầm những khoảnh khắc bị đánh cắp'],
    scene: {
      setting: ['Một tia chớp, một mùi đường cháy, và bạn rơi xuống {place}, [quần áo lạc lõng hoàn toàn|không có đường về].', 'Đồng hồ ngừng chạy, và khi mở mắt bạn đã ở {place}, [khói bụi mù mịt|chuông vang khắp nơi].'],
      detail: ['Trong tay bạn, {item} [phát sáng mờ mờ|hiện một ngày tháng cứ thay đổi liên tục].', '[Người ta nhìn chằm chằm đôi giày thể thao của bạn|Một con ngựa suýt tông trúng bạn], và [có người hét lên|một đứa trẻ chỉ tay vào bạn].'],
      event: ['{companion} nắm chặt tay bạn: [“Cậu đến sớm—những một trăm năm”|“Đừng chạm vào bất cứ thứ gì”].', 'Tấm áp phích trên tường có [khuôn mặt bạn|ngày tháng của ngày mai], và {threat} [đã đang tìm bạn|để lại một lời nhắn].'],
      hook: ['[Hình phản chiếu của bạn chập chờn như đang mờ dần|Chiếc đồng hồ bắt đầu đếm ngược từ sáu mươi].', '[Nếu lịch sử thay đổi, có thể bạn sẽ không bao giờ được sinh ra|Ở đâu đó, cỗ máy đang chờ đưa bạn về].'],
    },
    twists: ['Bạn nhận ra một người lạ trẻ tuổi: [bà của bạn|người phát minh ra cỗ máy].', 'Tấm ảnh bắt đầu thay đổi—[người trong ảnh biến mất|một gương mặt mới xuất hiện].', 'Một phiên bản khác của bạn [đi ngang qua mà không hề để ý|nháy mắt rồi biến mất].', 'Bầu trời chập chờn giữa [ngày và đêm|quá khứ và tương lai] trong một nhịp tim.'],
    choices: ['Đi theo {companion} tới tháp đồng hồ', 'Dùng đồng hồ để nhảy thêm lần nữa', 'Trốn khỏi Cảnh sát Thời gian', 'Bắt chuyện với người lạ trẻ tuổi', 'Đi tìm cỗ máy', 'Cho họ xem chiếc điện thoại', 'Ở lại và thay đổi lịch sử', 'Chờ đến nửa đêm để cổng mở'],
  },
  pirate: {
    places: ['boong tàu Hải Âu Đen', 'vịnh của bọn buôn lậu', 'hòn đảo không tên giữa sương mù'],
    companions: ['thuyền trưởng Rosa Sóng Đỏ', 'chú vẹt nói được ba thứ tiếng', 'cậu bé phục vụ thực ra là công chúa'],
    items: ['nửa tấm bản đồ kho báu', 'chiếc la bàn đồng chỉ về điều ước', 'đồng tiền vàng bị nguyền'],
    threats: ['Hải quân Hoàng gia', 'con rắn biển', 'đám nổi loạn dưới hầm tàu'],
    scene: {
      setting: ['Bụi nước mặn làm cay mắt khi bạn tỉnh dậy trên {place}, [cánh buồm phần phật trong gió|hải âu kêu inh ỏi trên đầu].', 'Bạn lẻn lên {place} lúc nửa đêm, [đèn lồng đung đưa|biển đen như mực].'],
      detail: ['Giắt ở thắt lưng bạn là {item}, [lấy trộm từ tay thống đốc|thắng được trong một ván bài].', '[Đám thủy thủ thì thầm về một lời nguyền|Ai đó đã khắc hình đầu lâu lên cột buồm].'],
      event: ['Đại bác nổ vang, và [chân trời đầy những cánh buồm|nước sôi sục ngay cạnh mạn tàu].', 'Từ màn sương trồi lên {threat}, [to hơn cả con tàu|giương lá cờ đen viền vàng].'],
      hook: ['[La bàn quay loạn xạ rồi chỉ thẳng vào cơn bão|Thuyền trưởng ném cho bạn thanh kiếm: “Biết dùng chứ?”].', '[Một hòn đảo hiện ra nơi bản đồ chỉ có biển|Dưới hầm, ai đó đã cắt dây neo].'],
    },
    twists: ['Hai nửa tấm bản đồ phát sáng khi [chạm vào nhau|gặp ánh trăng].', 'Một cái chai trôi ngang qua, bên trong có [mẩu giấy viết bằng nét chữ của chính bạn|một chiếc chìa khóa].', 'Chú vẹt hét lên [bí mật thuyền trưởng muốn giấu|tên của kẻ phản bội].', 'Mặt biển lặng như tờ, và [con tàu bắt đầu chìm vào sương|một thành phố chìm sáng rực bên dưới].'],
    choices: ['Giương buồm chạy thoát', 'Rút kiếm chiến đấu', 'Đi theo la bàn vào cơn bão', 'Hỏi {companion} về lời nguyền', 'Lặn xuống tìm kho báu chìm', 'Trốn dưới hầm cùng tấm bản đồ', 'Thương lượng với thuyền trưởng đối phương', 'Ném đồng tiền bị nguyền xuống biển'],
  },
  cyberpunk: {
    places: ['những con hẻm neon của Khu 7', 'quán mì trên sân thượng ở Neo-Seoul', 'hầm máy chủ của tập đoàn Helix'],
    companions: ['tin tặc tên Byte', 'cựu thám tử người máy', 'đứa trẻ đường phố có chiếc drone'],
    items: ['con chip ký ức bị đánh cắp', 'quả lựu đạn EMP', 'thẻ nhân viên giả'],
    threats: ['đội drone an ninh của tập đoàn', 'tay săn tiền thưởng tay crôm', 'đội dọn dẹp của Helix'],
    scene: {
      setting: ['Mưa rơi dưới ánh neon hồng trên {place} khi bạn [kéo mũ trùm đầu|kiểm tra pin bộ cấy ghép].', 'Ba giờ sáng ở {place}, [hologram rao bán những giấc mơ|drone đang đi săn].'],
      detail: ['{item} nóng rực trong túi; [ai cũng muốn có nó|nó đáng giá hơn cả mạng bạn].', 'Mắt cấy ghép nháy cảnh báo: [tín hiệu bị truy vết|mã lạ đang chạy].'],
      event: ['Một tin nhắn hiện lên trong tầm nhìn: [“Chúng biết rồi. Chạy đi.”|“Gặp tôi ở quán mì. Đi một mình.”]', 'Đèn pha quét qua con phố—{threat} [đã tìm ra bạn|đang chặn mọi lối ra].'],
      hook: ['[Con chip bắt đầu phát một ký ức không phải của bạn|Tài khoản ngân hàng của bạn tụt về số không].', '[Một cánh cửa bạn chưa từng thấy mở ra trên tường|Đâu đó trong đầu bạn bắt đầu đếm ngược].'],
    },
    twists: ['Ký ức trong chip thuộc về [CEO của Helix|chính bạn, từ một cuộc đời bạn không nhớ].', 'Đèn thành phố [tắt dần từng khu|đổi sang đỏ cùng một lúc].', '{companion} [để lộ một huy hiệu tập đoàn|mất kết nối giữa chừng câu nói].', 'Bộ cấy ghép [mở khóa một năng lực ẩn|bắt đầu nói bằng giọng của người khác].'],
    choices: ['Hack đội drone an ninh', 'Chạy băng qua các mái nhà', 'Cắm con chip vào bộ cấy ghép', 'Hỏi {companion} ai đã gửi tin nhắn', 'Ném quả lựu đạn EMP', 'Trốn vào đám đông chợ đêm', 'Dùng thẻ giả để vào tòa tháp', 'Đối đầu trực diện với {threat}'],
  },
};
