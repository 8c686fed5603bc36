/** Vietnamese adventure texts: the ten themes, the scene lines that fit every theme, retelling, reactions, keepers and prompts. */
import type { AdventurePack } from './adventure-pack.ts';

/** Vietnamese adventure pack. */
export const adventureVi: AdventurePack = {
  themes: {
    fantasy: {
      places: ['Khu rừng Thì Thầm', 'ngọn tháp tiên tộc đổ nát', 'cây cầu bắc qua sông Thác Sương'],
      companions: ['hồ ly tinh lắm lời', 'lão hiệp sĩ Bren', 'cậu pháp sư trẻ tay dính mực'],
      items: ['viên đá cổ ngữ phát sáng', 'tấm bản đồ vẽ trên da rồng', 'con dao găm bạc'],
      threats: ['con sói bóng tối', 'Phù thủy Gai', 'gã khổng lồ đá'],
      scene: {
        setting: [
          'Bạn tỉnh dậy ở bìa {place}, [rêu lạnh dưới lòng bàn tay|sương đọng trên áo choàng], [chẳng nhớ mình đến đây bằng cách nào|khi những vì sao cuối cùng tắt dần].',
          'Con đường dừng lại ở {place}, nơi [đom đóm trôi lững lờ giữa những thân cây|không khí thoảng mùi mưa và phép thuật cổ xưa].',
        ],
        detail: [
          'Trong túi bạn có {item}, [khẽ rung lên|ấm như vừa có ai cầm].',
          '[Những ký tự khắc trên tảng đá gần đó|Hoa văn trên cột đá đổ] viết nên một lời cảnh báo mà bạn [chỉ hiểu một nửa|gần như không đọc nổi].',
        ],
        event: [
          '[Tiếng tù và vang lên từ xa|Cành cây gãy răng rắc ngay gần], và [chim chóc im bặt|ánh sáng rút khỏi bầu trời].',
          'Không báo trước, {threat} [bước ra từ màn sương|chặn ngang lối đi], [mắt rực lửa|hơi thở đóng băng].',
        ],
        hook: [
          '[Viên đá cổ ngữ chớp sáng về phía đông|Một giọng nói thì thầm trong đầu bạn: chọn nhanh lên].',
          '[Đâu đó xa xa, chuông ngân ba tiếng|Sau lưng bạn, con đường vừa đi đã biến mất].',
        ],
      },
      twists: [
        'Một cánh cửa bí mật mở ra giữa rễ cây sồi cổ thụ, [tràn ngập ánh vàng|phả ra hơi ấm].',
        'Gió mang tiếng hát từ {place}, và [cây cối nghiêng mình lắng nghe|những phiến đá bắt đầu phát sáng].',
        'Một con quạ đậu xuống vai bạn, [chân buộc một cuộn giấy nhỏ|ngậm lời nhắn bằng thứ tiếng lạ].',
        'Trên cao, [bóng một con rồng lướt qua mặt trăng|mây tách ra để lộ một hòn đảo bay].',
      ],
      choices: [
        'Đi theo vệt sáng vào rừng',
        'Rút dao găm bạc đối đầu với {threat}',
        'Hỏi {companion} ý nghĩa của các ký tự',
        'Đọc bản đồ dưới ánh sáng của viên đá',
        'Nấp sau cột đá đổ và quan sát',
        'Leo lên tháp để nhìn xa hơn',
        'Gọi to người vừa rung chuông',
        'Vượt cầu trước khi sương dày thêm',
      ],
    },
    space: {
      places: ['trạm nghiên cứu Kepler-9', 'khoang hàng của phi thuyền Aurora', 'một vệ tinh băng của sao Mộc'],
      companions: ['con robot bảo trì hay mỉa mai', 'trung úy phi công Park', 'đứa trẻ ngoài hành tinh nói bằng màu sắc'],
      items: ['con chip dữ liệu bị nứt', 'máy cắt plasma', 'bình oxy chỉ còn một nửa'],
      threats: ['trí tuệ nhân tạo nổi loạn', 'bầy côn trùng kim loại', 'cơn bão ion đang ập tới'],
      scene: {
        setting: [
          'Đèn khẩn cấp nhuộm đỏ {place} khi bạn [trôi ra khỏi buồng ngủ đông|gỡ mình khỏi dây đai ghế].',
          'Bạn đã ở một mình trên {place} được [mười chín ngày|ba tuần] thì [sự im lặng bị phá vỡ|bộ đàm rè rè].',
        ],
        detail: [
          'Màn hình bộ đồ nhấp nháy: [oxy thấp|thủng thân tàu ở boong 3], còn {item} vẫn móc bên thắt lưng.',
          '[Băng giá lan trên ô cửa quan sát|Những vì sao xoay chầm chậm ngoài cửa sổ], [quá gần|sai hẳn vị trí].',
        ],
        event: [
          'Một tín hiệu đến từ hư không: [tiếng ngân nga của một đứa trẻ|tọa độ lặp đi lặp lại].',
          'Cả trạm rung chuyển khi {threat} [khóa mục tiêu vào bạn|đâm sầm vào vỏ ngoài].',
        ],
        hook: [
          '[Đâu đó trong bóng tối, một cánh cửa tự rít lên mở ra|Máy tính chính chào bạn bằng một cái tên không phải của bạn].',
          '[Khoang thoát hiểm chỉ còn một chiếc|Màn hình định vị bắt đầu đếm ngược].',
        ],
      },
      twists: [
        'Một ngăn bí mật trượt mở, để lộ [bản đồ sao chưa con người nào vẽ|kho hạt giống đông lạnh].',
        'Bộ đàm bắt được giọng thứ hai—[giọng bạn, ghi âm từ nhiều năm sau|một con tàu mất tích cả trăm năm trước].',
        'Trọng lực chập chờn, [mọi đồ vật trôi lên trần|bạn thoáng thấy một hành tinh lẽ ra không tồn tại].',
        'Cảnh báo hiện lên: {threat} [đang học cách bạn di chuyển|đã tìm ra lò phản ứng].',
      ],
      choices: [
        'Lần theo tín hiệu đến nguồn phát',
        'Dùng máy cắt plasma phá vách ngăn',
        'Nhờ {companion} quét khu vực',
        'Đóng kín cửa và chuyển hướng nguồn điện',
        'Trốn vào đường ống bảo trì',
        'Phóng khoang thoát hiểm',
        'Hack máy tính chính',
        'Ra ngoài không gian sửa thân tàu',
      ],
    },
    mystery: {
      places: ['thư viện dinh thự Ashford', 'nhà kho bến cảng đầy sương', 'chuyến tàu đêm đi Edinburgh'],
      companions: ['thanh tra Hale', 'ông quản gia bồn chồn', 'nhà báo biết quá nhiều'],
      items: ['lá thư bị xé', 'chiếc đồng hồ quả quýt dừng ở 11 giờ 47', 'chiếc chìa khóa buộc ruy băng đỏ'],
      threats: ['gã đàn ông mặc áo khoác xám', 'kẻ đầu độc giấu mặt', 'kẻ tống tiền'],
      scene: {
        setting: [
          'Mưa gõ lên cửa sổ {place} khi [đồng hồ điểm nửa đêm|vị khách cuối cùng bước vào].',
          'Bạn được mời tới {place} vì [một nhà sưu tầm nổi tiếng vừa mất tích|người ta tìm thấy một thi thể lúc rạng sáng].',
        ],
        detail: [
          'Trên sàn là {item}, [đặt ngay ngắn đến mức không thể là tình cờ|nằm khuất một nửa dưới tấm thảm].',
          '[Ai đó vừa lau sàn rất kỹ|Trong không khí phảng phất mùi hạnh nhân], và [không ai chịu nhận|mọi người đều lảng tránh ánh mắt].',
        ],
        event: [
          'Rồi đèn tắt phụt, [trên lầu một cánh cửa đóng sầm|có ai đó hét lên].',
          '[Một mẩu giấy bị luồn qua khe cửa|Một bức điện tín được gửi tới]: “[Đừng hỏi nữa|Kẻ tiếp theo là ngươi].”',
        ],
        hook: [
          '[Vị khách nào cũng có động cơ|Lời khai của quản gia không khớp với đồng hồ].',
          '[Dấu chân dẫn tới phòng làm việc bị khóa|Bên ngoài, {threat} đứng dưới ngọn đèn đường nhìn vào].',
        ],
      },
      twists: [
        'Nét chữ trên {item} trùng với [nhật ký của chủ nhà|một lá thư viết mười năm trước].',
        'Một ngăn kéo bí mật bật mở, bên trong là [bản di chúc thứ hai|tấm ảnh có một khuôn mặt bị cào mất].',
        'Ai đó đã [chỉnh giờ tất cả đồng hồ|lấy chìa khóa khỏi áo khoác của bạn].',
        '{companion} thừa nhận [đã nói dối về chỗ mình ở lúc đó|nhận ra mùi nước hoa kia].',
      ],
      choices: [
        'Xem xét kỹ lá thư bị xé',
        'Hỏi quản gia về chiếc đồng hồ',
        'Lần theo dấu chân tới phòng làm việc',
        'Hỏi {companion} đã ở đâu lúc nửa đêm',
        'Lặng lẽ lục soát các phòng khách',
        'Đối mặt với {threat} dưới ngọn đèn',
        'Mở phòng làm việc bằng chiếc chìa khóa',
        'Chờ trong bóng tối xem ai quay lại',
      ],
    },
    horror: {
      places: ['bệnh viện bỏ hoang', 'căn chòi bên hồ đóng băng', 'tầng hầm ngôi nhà mới chuyển đến'],
      companions: ['Minh, người bạn thân nhất', 'cô bé không chịu rời bạn', 'người trông coi không bao giờ chớp mắt'],
      items: ['cây đèn pin chập chờn', 'chiếc máy quay cũ', 'chiếc chìa khóa gỉ sét'],
      threats: ['thứ gì đó bò trên trần nhà', 'người phụ nữ trong bức ảnh ở hành lang', 'giọng nói thì thầm'],
      scene: {
        setting: [
          'Cửa {place} khẽ đóng tách sau lưng bạn, [và ổ khóa tự xoay|và nhiệt độ tụt hẳn].',
          'Đã [ba mươi năm|hàng chục năm] không ai bước vào {place}, vậy mà [sàn nhà như vừa được quét|có những dấu chân còn ướt].',
        ],
        detail: [
          '{item} trong tay bạn [cứ vài giây lại chập chờn|là nguồn sáng duy nhất].',
          '[Đâu đó trên lầu, một hộp nhạc đang chơi|Có tiếng cào từ bên trong tường], [chậm rãi và kiên nhẫn|mỗi lúc một gần].',
        ],
        event: [
          'Một giọng quen gọi tên bạn từ [cuối hành lang|cầu thang bên dưới]—nhưng đó là giọng của [người đã mất năm ngoái|người đang đứng ngay cạnh bạn].',
          'Từ khóe mắt, bạn thấy {threat} [cử động|chỉ đứng đó, chờ đợi].',
        ],
        hook: [
          '[Biển lối thoát cuối hành lang chập chờn rồi tắt hẳn|Điện thoại mất sóng và hiện 3 giờ 33 sáng].',
          '[Mọi cánh cửa trong hành lang giờ đều mở|Tiếng bước chân dừng ngay sau lưng bạn].',
        ],
      },
      twists: [
        'Đoạn phim trong máy quay cho thấy [bạn đang ngủ, quay từ trên trần|một căn phòng không hề có trong tòa nhà này].',
        'Bức vẽ của trẻ con trên tường có [khuôn mặt bạn|chính khoảnh khắc này].',
        'Con chó bắt đầu gầm gừ với [cái bóng của chính nó|một chiếc ghế trống].',
        'Một cánh cửa bật mở và {threat} [thở ra một hơi dài|gọi ngược tên bạn].',
      ],
      choices: [
        'Chạy ra lối thoát, không ngoái lại',
        'Trốn vào tủ và nín thở',
        'Rọi đèn pin vào {threat}',
        'Xem lại đoạn phim trong máy quay',
        'Đáp lại giọng nói',
        'Đi theo dấu chân ướt xuống tầng dưới',
        'Khóa cửa ở lại cùng {companion}',
        'Mở cửa bằng chiếc chìa khóa gỉ',
      ],
    },
    romance: {
      places: ['hiệu sách nhỏ trên con phố mưa', 'lễ hội mùa hè bên sông', 'quán cà phê sân thượng giữa Sài Gòn'],
      companions: ['Vy, cô bạn thanh mai trúc mã', 'chàng nhạc sĩ bí ẩn', 'người bạn cùng phòng vui tính'],
      items: ['chiếc ô mượn', 'lá thư viết tay', 'hai vé xem hòa nhạc'],
      threats: ['một hiểu lầm cũ', 'kẻ tình địch luôn đến đúng lúc', 'lời mời làm việc ở thành phố khác'],
      scene: {
        setting: [
          'Trời đổ mưa đúng lúc bạn tới {place}, [và bạn không phải người duy nhất chạy vào trú|và ánh đèn bên trong trông thật ấm].',
          'Tối nay bạn chẳng có kế hoạch gì, vậy mà lại đứng ở {place}, [pháo hoa sắp bắt đầu|tiếng nhạc lan trong gió].',
        ],
        detail: [
          'Ai đó với tay lấy cùng cuốn sách với bạn—[ngón tay khẽ chạm nhau|cả hai cùng bật cười].',
          'Trong túi bạn là {item}, [thứ bạn chưa từng trả lại|thứ bạn vẫn chưa đủ can đảm dùng].',
        ],
        event: [
          '{companion} [bỗng xuất hiện|vẫy tay từ bên kia đám đông], [cầm hai cốc ca cao nóng|trông có vẻ hồi hộp].',
          'Điện thoại rung: [“Tối nay rảnh không?”|tin nhắn từ người bạn tưởng đã quên mình].',
        ],
        hook: [
          '[Tim bạn đập hơi to quá|Khoảnh khắc này như câu mở đầu của một bài hát].',
          '[Nhưng bạn vẫn nhớ tới {threat}|Rồi bạn nghĩ tới {threat}, và nụ cười chùng xuống].',
        ],
      },
      twists: [
        'Một cơn gió thổi {item} bay khỏi tay bạn, và [có người bắt được|nó rơi ngay dưới chân người ấy].',
        'Pháo hoa bắt đầu, và [một lúc lâu không ai nói gì|ánh mắt hai người chạm nhau đúng khoảnh khắc ấy].',
        '{companion} nói [“Mình có chuyện muốn nói”|tên bạn theo cách chưa từng nói].',
        'Một bài hát cả hai cùng biết vang lên từ [anh nghệ sĩ đường phố|loa của quán].',
      ],
      choices: [
        'Che chung ô và cùng đi bộ',
        'Thành thật thổ lộ tình cảm',
        'Xin {companion} ở lại thêm chút nữa',
        'Trao lá thư viết tay',
        'Giả vờ như không có gì và pha trò',
        'Rủ người ấy đi xem hòa nhạc',
        'Tạm rời đi để suy nghĩ',
        'Giải tỏa hiểu lầm ngay bây giờ',
      ],
    },
    school: {
      places: ['phòng nhạc vắng tanh sau giờ học', 'sân thượng trường', 'thư viện mùa thi'],
      companions: ['lớp trưởng', 'cậu học sinh mới ngồi cạnh cửa sổ', 'đứa bạn thân nói nhanh như gió'],
      items: ['tờ rơi câu lạc bộ bí ẩn', 'cuốn vở đầy đáp án', 'chìa khóa phòng thí nghiệm cũ'],
      threats: ['thầy hiệu phó khó tính', 'tin đồn lan khắp nhóm chat lớp', 'bài thi cuối kỳ ngày mai'],
      scene: {
        setting: [
          'Chuông đã reo từ lâu nhưng bạn vẫn ở {place}, [nắng chiều nhuộm cam mọi thứ|hành lang yên ắng lạ thường].',
          'Giờ này chẳng ai lên {place}, nên [bạn hay đến đây để suy nghĩ|bạn giật mình khi nghe tiếng đàn piano].',
        ],
        detail: [
          'Ai đó để lại {item} trên bàn bạn, [có ghi tên bạn|gấp thành hình hạc giấy].',
          '[Chiếc ghế vẫn còn ấm|Một ô cửa sổ đang mở], như thể ai đó [vừa rời đi|đang đợi bạn].',
        ],
        event: [
          '{companion} lao vào, [thở hổn hển|cầm điện thoại], nói [“Cậu phải xem cái này!”|“Tụi mình gặp rắc rối rồi”].',
          'Điện thoại sáng lên: [nhóm chat lớp đang nổ tung|tin nhắn từ một số lạ].',
        ],
        hook: [
          '[Và {threat} đang đi dọc hành lang tới|Ba ngày nữa là lễ hội mà chưa chuẩn bị gì].',
          '[Tiếng bước chân vang trên cầu thang|Cánh cửa sau lưng bạn khẽ đóng lại].',
        ],
      },
      twists: [
        'Hóa ra tờ rơi là của [một câu lạc bộ bí mật chuyên giải bí ẩn trường học|một ban nhạc đang tìm giọng ca chính].',
        'Tin đồn lan ra rằng [bạn và {companion} đang hẹn hò|ai đó đã lấy trộm đề thi].',
        'Cửa phòng thí nghiệm cũ [đã mở sẵn|phủ đầy ký hiệu phấn kỳ lạ].',
        'Thầy hiệu phó thông báo [một đợt kiểm tra đột xuất|lễ hội có thể bị hủy].',
      ],
      choices: [
        'Đi theo {companion} tới phòng thí nghiệm',
        'Mở cuốn vở ra đọc',
        'Trốn vào kho dụng cụ',
        'Bắt chuyện với cậu học sinh mới',
        'Trả lời trong nhóm chat lớp',
        'Thôi thì ôn thi cho xong',
        'Lục phòng nhạc tìm manh mối',
        'Nhờ lớp trưởng giúp đỡ',
      ],
    },
    zombie: {
      places: ['siêu thị bị cướp sạch', 'sân thượng bệnh viện thành phố', 'ga tàu điện ngầm chặn kín'],
      companions: ['chị y tá Dana', 'cậu thiếu niên cầm gậy bóng chày', 'người lính lạc đơn vị'],
      items: ['chiếc ba lô còn nửa đồ tiếp tế', 'bộ đàm sắp hết pin', 'cây xà beng'],
      threats: ['đám đông người nhiễm bệnh', 'con zombie chạy nhanh', 'bọn cướp đeo mặt nạ'],
      scene: {
        setting: [
          'Ngày thứ mười hai của đại dịch: bạn trú trong {place}, [đếm từng hộp đồ hộp|nghe thành phố rên rỉ].',
          'Bạn lẻn vào {place} lúc chạng vạng, [cửa đầy dấu tay máu|kính vỡ lạo xạo dưới giày], [tai căng ra nghe tiếng xác sống|cầu mong không con zombie nào nghe thấy].',
        ],
        detail: [
          'Trang bị duy nhất của bạn là {item}, [và nó phải đủ dùng|mà vẫn chưa đủ].',
          '[Còi hú vọng lại từ xa|Đâu đó một chiếc xe hú báo động], [kéo xác sống tới|rồi im bặt].',
        ],
        event: [
          'Rồi bộ đàm rè lên: [“Vùng an toàn ở bến cảng, thuyền rời đi lúc bình minh.”|“Có ai ở đó không?”]',
          'Một bóng đen rơi xuống từ trên cao—{threat}, [nhanh hơn mọi thứ bạn từng thấy|vẫn còn đeo vòng tay bệnh viện].',
        ],
        hook: [
          '[Chướng ngại vật rên lên dưới sức đè|Có tiếng nắm đấm đập vào cửa cuốn].',
          '[{companion} bị cắn—hoặc không, vết thương khó nhìn rõ|Cầu thang là lối thoát duy nhất].',
        ],
      },
      twists: [
        'Một chiếc trực thăng bay qua đầu, [thả pháo sáng|phớt lờ tín hiệu của bạn].',
        'Người nhiễm bệnh bỗng đứng sững, [như đang nghe thứ gì bạn không nghe thấy|tất cả cùng quay về một hướng].',
        'Bạn tìm được tấm bản đồ đánh dấu [một nhà an toàn|một trạm kiểm soát quân đội] cách ba dãy nhà.',
        '{companion} thú nhận [đang giữ một mẫu vắc-xin|đã bị cắn từ mấy ngày trước].',
      ],
      choices: [
        'Dùng xà beng mở đường máu',
        'Lẻn qua con hẻm phía sau',
        'Leo lên sân thượng ra tín hiệu cho trực thăng',
        'Hỏi {companion} về vết thương',
        'Lục hiệu thuốc tìm thuốc men',
        'Chạy ra bến cảng trước bình minh',
        'Dùng bộ đàm gọi cứu viện',
        'Chặn cửa lại và chờ đợi',
      ],
    },
    time_travel: {
      places: ['kinh thành Thăng Long thời Lý', 'Paris năm 1889', 'thành phố neon năm 2199'],
      companions: ['vị thư sinh tưởng bạn là ma', 'chính bạn của tương lai', 'ông thợ đồng hồ chế tạo cỗ máy'],
      items: ['chiếc đồng hồ quả quýt chạy ngược', 'tấm ảnh từ tương lai', 'chiếc điện thoại còn 12% pin'],
      threats: ['Cảnh sát Thời gian', 'nghịch lý xóa sạch ký ức', 'kẻ sưu tầm những khoảnh khắc bị đánh cắp'],
      scene: {
        setting: [
          'Một tia chớp, một mùi đường cháy, và bạn rơi xuống {place}, [quần áo lạc lõng hoàn toàn|không có đường về].',
          'Đồng hồ ngừng chạy, và khi mở mắt bạn đã ở {place}, [khói bụi mù mịt|chuông vang khắp nơi].',
        ],
        detail: [
          'Trong tay bạn, {item} [phát sáng mờ mờ|hiện một ngày tháng cứ thay đổi liên tục].',
          '[Người ta nhìn chằm chằm đôi giày thể thao của bạn|Một con ngựa suýt tông trúng bạn], và [có người hét lên|một đứa trẻ chỉ tay vào bạn].',
        ],
        event: [
          '{companion} nắm chặt tay bạn: [“Cậu đến sớm—những một trăm năm”|“Đừng chạm vào bất cứ thứ gì”].',
          'Tấm áp phích trên tường có [khuôn mặt bạn|ngày tháng của ngày mai], và {threat} [đã đang tìm bạn|để lại một lời nhắn].',
        ],
        hook: [
          '[Hình phản chiếu của bạn chập chờn như đang mờ dần|Chiếc đồng hồ bắt đầu đếm ngược từ sáu mươi].',
          '[Nếu lịch sử thay đổi, có thể bạn sẽ không bao giờ được sinh ra|Ở đâu đó, cỗ máy đang chờ đưa bạn về].',
        ],
      },
      twists: [
        'Bạn nhận ra một người lạ trẻ tuổi: [bà của bạn|người phát minh ra cỗ máy].',
        'Tấm ảnh bắt đầu thay đổi—[người trong ảnh biến mất|một gương mặt mới xuất hiện].',
        'Một phiên bản khác của bạn [đi ngang qua mà không hề để ý|nháy mắt rồi biến mất].',
        'Bầu trời chập chờn giữa [ngày và đêm|quá khứ và tương lai] trong một nhịp tim.',
      ],
      choices: [
        'Đi theo {companion} tới tháp đồng hồ',
        'Dùng đồng hồ để nhảy thêm lần nữa',
        'Trốn khỏi Cảnh sát Thời gian',
        'Bắt chuyện với người lạ trẻ tuổi',
        'Đi tìm cỗ máy',
        'Cho họ xem chiếc điện thoại',
        'Ở lại và thay đổi lịch sử',
        'Chờ đến nửa đêm để cổng mở',
      ],
    },
    pirate: {
      places: ['boong tàu Hải Âu Đen', 'vịnh của bọn buôn lậu', 'hòn đảo không tên giữa sương mù'],
      companions: ['thuyền trưởng Rosa Sóng Đỏ', 'chú vẹt nói được ba thứ tiếng', 'cậu bé phục vụ thực ra là công chúa'],
      items: ['nửa tấm bản đồ kho báu', 'chiếc la bàn đồng chỉ về điều ước', 'đồng tiền vàng bị nguyền'],
      threats: ['Hải quân Hoàng gia', 'con rắn biển', 'đám nổi loạn dưới hầm tàu'],
      scene: {
        setting: [
          'Bụi nước mặn làm cay mắt khi bạn tỉnh dậy trên {place}, [cánh buồm phần phật trong gió|hải âu kêu inh ỏi trên đầu].',
          'Bạn lẻn lên {place} lúc nửa đêm, [đèn lồng đung đưa|biển đen như mực].',
        ],
        detail: [
          'Giắt ở thắt lưng bạn là {item}, [lấy trộm từ tay thống đốc|thắng được trong một ván bài].',
          '[Đám thủy thủ thì thầm về một lời nguyền|Ai đó đã khắc hình đầu lâu lên cột buồm].',
        ],
        event: [
          'Đại bác nổ vang, và [chân trời đầy những cánh buồm|nước sôi sục ngay cạnh mạn tàu].',
          'Từ trong sương vọng ra một tiếng hét: {threat} [đã áp sát mạn tàu|đang chắn ngay trước mũi tàu|đang lao tới rất nhanh].',
        ],
        hook: [
          '[La bàn quay loạn xạ rồi chỉ thẳng vào cơn bão|Thuyền trưởng ném cho bạn thanh kiếm: “Biết dùng chứ?”].',
          '[Một hòn đảo hiện ra nơi bản đồ chỉ có biển|Dưới hầm, ai đó đã cắt dây neo].',
        ],
      },
      twists: [
        'Hai nửa tấm bản đồ phát sáng khi [chạm vào nhau|gặp ánh trăng].',
        'Một cái chai trôi ngang qua, bên trong có [mẩu giấy viết bằng nét chữ của chính bạn|một chiếc chìa khóa].',
        'Chú vẹt hét lên [bí mật thuyền trưởng muốn giấu|tên của kẻ phản bội].',
        'Mặt biển lặng như tờ, và [con tàu bắt đầu chìm vào sương|một thành phố chìm sáng rực bên dưới].',
      ],
      choices: [
        'Giương buồm chạy thoát',
        'Rút kiếm chiến đấu',
        'Đi theo la bàn vào cơn bão',
        'Hỏi {companion} về lời nguyền',
        'Lặn xuống tìm kho báu chìm',
        'Trốn dưới hầm cùng tấm bản đồ',
        'Thương lượng với thuyền trưởng đối phương',
        'Ném đồng tiền bị nguyền xuống biển',
      ],
    },
    cyberpunk: {
      places: ['những con hẻm neon của Khu 7', 'quán mì trên sân thượng ở Neo-Seoul', 'hầm máy chủ của tập đoàn Helix'],
      companions: ['tin tặc tên Byte', 'cựu thám tử người máy', 'đứa trẻ đường phố có chiếc drone'],
      items: ['con chip ký ức bị đánh cắp', 'quả lựu đạn EMP', 'thẻ nhân viên giả'],
      threats: ['đội drone an ninh của tập đoàn', 'tay săn tiền thưởng tay crôm', 'đội dọn dẹp của Helix'],
      scene: {
        setting: [
          'Mưa rơi dưới ánh neon hồng trên {place} khi bạn [kéo mũ trùm đầu|kiểm tra pin bộ cấy ghép].',
          'Ba giờ sáng ở {place}, [hologram rao bán những giấc mơ|drone đang đi săn].',
        ],
        detail: ['{item} nóng rực trong túi; [ai cũng muốn có nó|nó đáng giá hơn cả mạng bạn].', 'Mắt cấy ghép nháy cảnh báo: [tín hiệu bị truy vết|mã lạ đang chạy].'],
        event: [
          'Một tin nhắn hiện lên trong tầm nhìn: [“Chúng biết rồi. Chạy đi.”|“Gặp tôi ở quán mì. Đi một mình.”]',
          'Đèn pha quét qua con phố—{threat} [đã tìm ra bạn|đang chặn mọi lối ra].',
        ],
        hook: [
          '[Con chip bắt đầu phát một ký ức không phải của bạn|Tài khoản ngân hàng của bạn tụt về số không].',
          '[Một cánh cửa bạn chưa từng thấy mở ra trên tường|Đâu đó trong đầu bạn bắt đầu đếm ngược].',
        ],
      },
      twists: [
        'Ký ức trong chip thuộc về [CEO của Helix|chính bạn, từ một cuộc đời bạn không nhớ].',
        'Đèn thành phố [tắt dần từng khu|đổi sang đỏ cùng một lúc].',
        '{companion} [để lộ một huy hiệu tập đoàn|mất kết nối giữa chừng câu nói].',
        'Bộ cấy ghép [mở khóa một năng lực ẩn|bắt đầu nói bằng giọng của người khác].',
      ],
      choices: [
        'Hack đội drone an ninh',
        'Chạy băng qua các mái nhà',
        'Cắm con chip vào bộ cấy ghép',
        'Hỏi {companion} ai đã gửi tin nhắn',
        'Ném quả lựu đạn EMP',
        'Trốn vào đám đông chợ đêm',
        'Dùng thẻ giả để vào tòa tháp',
        'Đối đầu trực diện với {threat}',
      ],
    },
  },
  sharedScene: {
    setting: [
      '[Khi bạn tỉnh táo lại|Sau một hồi đi bộ thật lâu|Khi bạn ngẩng đầu lên], bạn đang [đứng ở|ở giữa] {place}, [xung quanh im ắng lạ thường|gió mang theo một mùi lạ|đâu đó có tiếng kim đồng hồ tích tắc].',
      '[Hôm nay|Chẳng hiểu sao] {place} [có gì đó khác thường|như đang nín thở|như đã đợi bạn từ lâu], [bóng đổ dài dưới chân|một đốm sáng mờ nhấp nháy phía xa|không khí căng như dây đàn].',
    ],
    detail: [
      '[Đầu ngón tay bạn chạm phải|Sâu trong túi đeo có|Trong túi áo khoác vẫn còn] {item}, [nặng hơn bạn nhớ|vẫn nằm đúng chỗ|ấm một cách kỳ lạ], [dù chẳng ai từng giải thích vì sao nó ở đây|và sau này bạn sẽ biết ai đã đặt nó vào].',
      '{companion:cap} [khẽ hắng giọng|nhíu mày|kéo nhẹ tay áo bạn] rồi [nhìn quanh|định nói gì đó lại thôi|thì thầm rằng có gì đó không ổn].',
      '[Đồng hồ của bạn|Chiếc đồng hồ duy nhất quanh đây] [đã đứng im|chỉ một giờ không thể đúng|đang chạy ngược], và [{companion} giả vờ như không thấy|bạn quyết định chưa nói với {companion}|bạn thấy {item} lạnh đi trong túi].',
    ],
    event: [
      '[Đúng lúc đó,|Ngay khoảnh khắc ấy,|Chưa kịp thở,] [không khí bỗng nặng trĩu|mọi âm thanh cùng tắt lịm|sống lưng bạn lạnh toát], và bạn nhận ra {threat} [đã ở gần hơn bạn tưởng|sẽ chẳng chờ đợi ai].',
      '[Đâu đó gần đây,|Ngay dưới chân,|Trên đầu bạn,] [vang lên một âm thanh lạ|lóe lên một tia sáng mờ], còn [bóng dáng|sự hiện diện] của {threat} [ngày càng rõ|đến gần không thể tránh].',
    ],
    hook: [
      '[Giờ bạn phải chọn|Không còn thời gian để do dự|Mọi thứ phụ thuộc vào bước tiếp theo], và [{companion} chỉ nhìn mỗi bạn|{item} run lên trong tay bạn].',
      '[Có gì đó khẽ động ngay ngoài tầm mắt|Gần đó, một âm thanh bỗng tắt ngang|Một đốm sáng gần đó vụt tắt], và [dù là ai, người đó biết bạn đang ở đây|bạn nhận ra mình không hề một mình|bạn nín thở trong một giây].',
      '[Ở phía xa,|Ngay trước mặt,] [có ai đó gọi tên bạn|một cánh cửa từ từ mở ra|một đốm sáng vẫy gọi], và không ai biết [điều gì chờ phía sau|nó dẫn tới đâu].',
      '[Đâu đó sau lưng|Không xa phía trước], [một tiếng chuông vang lên|có tiếng kính vỡ|một con chó bắt đầu sủa], và [bạn biết mình sắp hết thời gian|điều gì xảy ra tiếp theo là do bạn].',
    ],
  },
  retell: {
    plain: ['Bạn [quyết định|chọn] {choice}.', 'Tim đập thình thịch, bạn {choice}.', 'Không chút do dự, bạn {choice}.', 'Hít một hơi thật sâu, bạn {choice}.'],
    quoted: ['Bạn đã chọn: “{choice}”.', '“{choice}”—bạn quyết định, và không còn đường lui.'],
  },
  reactions: {
    fight: [
      'Bạn ra tay trước khi nỗi sợ kịp ngăn lại, và {threat} [bị bất ngờ|không ngờ có người dám chống trả]; [nó sẽ nhớ chuyện này|lúc này nó đành lùi lại].',
      '[Cuộc đụng độ kết thúc trong vài giây|Mọi thứ kết thúc đột ngột như khi bắt đầu]: bạn [run rẩy|bầm dập] nhưng vẫn đứng vững, còn {threat} [đã chùn bước|rút lui liếm vết thương].',
      'Thép chạm bóng tối; {threat} [lảo đảo lùi lại|rít lên rồi rút lui], [nhưng chẳng được bao lâu|bị thương và giận dữ].',
      'Trận đánh nhanh và hỗn loạn, [bạn chỉ kịp tung một đòn|cánh tay bạn tê dại], nhưng {threat} [phải lùi bước|ngừng tấn công].',
    ],
    flee: [
      'Bạn [nhảy qua|lách qua] mọi thứ cản đường và không dừng lại cho tới khi [đôi chân rã rời|nguy hiểm chỉ còn là tiếng vọng phía sau].',
      '[Những cánh cửa|Những góc tường|Những cái bóng] lướt qua; khi dừng lại, [bạn đang ở một nơi chưa từng đến|bạn chỉ nghe thấy tiếng tim mình].',
      'Bạn chạy cho tới khi [phổi bỏng rát|tiếng động lắng xuống], [và {threat} mất dấu bạn|để rồi thấy mình ở một nơi xa lạ].',
      'Bạn thoát ra [chỉ trong gang tấc|với một vết xước trên tay], [bỏ {place} lại phía sau|tiếng truy đuổi nhỏ dần].',
    ],
    hide: [
      'Bạn thu mình thật nhỏ và im lặng. [Từng giây dài như từng phút|Tim bạn là thứ ồn nhất quanh đây], và không gì tìm thấy bạn.',
      'Từ chỗ nấp, bạn [nhìn thấy|nghe lỏm được] điều lẽ ra không dành cho bạn: [một cái tên|một kế hoạch|một cuộc gặp bí mật].',
      'Bạn [nín thở|ép sát vào bóng tối] khi {threat} đi qua [gần tới mức chạm được|không một tiếng động].',
      'Một lúc lâu không gì nhúc nhích; rồi [tiếng bước chân xa dần|hiểm nguy trôi đi], và bạn nhận ra [thứ gì đó lấp lánh gần đó|một lối đi mình đã bỏ sót].',
    ],
    talk: [
      '[Họ lắng nghe|Một khoảng lặng dài trôi qua], rồi câu trả lời đến [chậm rãi|một lèo]: [nhiều hơn bạn hỏi|hoàn toàn không như bạn nghĩ].',
      'Lời bạn nói [phá tan bầu không khí căng thẳng|chạm đúng chỗ đau], và [một câu chuyện tuôn ra|cuối cùng cũng có người nói thật].',
      'Lời nói [có tác dụng hơn bạn mong|lơ lửng trong không khí một lúc], và [một nụ cười hé nở|một câu trả lời thật lòng vọng lại].',
      'Cuộc trò chuyện [hé lộ một bí mật|bất ngờ trở nên riêng tư]: có người đã giấu sự thật.',
    ],
    use: [
      '[Tay bạn hơi run|Phải thử tới hai lần], nhưng {item} [đáp lại|hoạt động], và [một lối đi mở ra|mối nguy chần chừ].',
      'Bạn tin vào {item}, và nó [không phụ lòng bạn|khiến bạn bất ngờ]: [một điều bị giấu được hé lộ|không khí ngân lên đầy hứa hẹn].',
      '{item} [bừng sáng|làm đúng như bạn hy vọng], [soi rõ đường phía trước|khiến cả không khí như nín thở].',
      'Bạn dùng {item}, và [có gì đó khớp vào vị trí|một cơ chế ẩn đáp lại], [dù cái giá đắt hơn dự tính|mở ra một con đường mới].',
    ],
    search: [
      'Bạn xem xét mọi thứ [hai lần|từng tấc một], và [một tấm ván lỏng|một mẩu giấy|một vết xước trên tường] [để lộ bí mật|kể một câu chuyện không ai để ý].',
      'Lúc đầu chẳng có gì. Rồi [ngón tay bạn chạm phải một khe hở|ánh sáng lóe lên trên một thứ gì đó], và bạn biết mình tìm đúng chỗ.',
      'Tìm kiếm cẩn thận, bạn phát hiện [một ký hiệu bị cào|một ngăn bí mật] [làm thay đổi tất cả|mà ai đó muốn chôn vùi].',
      'Sự kiên nhẫn được đền đáp: [một chi tiết lạc lõng|một dấu vết mờ] chỉ về [nơi chẳng ai nghĩ tới|hướng bạn không ngờ].',
    ],
    follow: [
      'Bạn tiếp tục đi, [từng bước thận trọng|nhanh hơn mức khôn ngoan], và [lối đi thay đổi quanh bạn|con đường mở ra một điều bất ngờ].',
      'Con đường phía trước [hẹp dần|ngoằn ngoèo] cho tới khi [bạn đến một nơi không bản đồ nào ghi|bạn không còn biết mình đã đi bao xa].',
      'Dấu vết dẫn [sâu hơn bạn tưởng|vòng qua một khúc quanh bạn chưa từng để ý], [dừng lại trước một cánh cửa|mở ra một nơi bí ẩn].',
      'Bạn đi tiếp, và mỗi bước chân {place} lại [kỳ lạ hơn|sống động hơn], cho tới khi [con đường rẽ đôi|có thứ gì đó đang chờ].',
    ],
    open: [
      'Nó kháng cự, rồi bất ngờ bật ra, và [bụi|ánh sáng|một luồng gió lạnh] [ùa ra|tràn qua người bạn] như một hơi thở bị nén lâu.',
      '[Phía sau nó|Bên trong], như thể đã luôn nằm chờ ở đó, là [một lối đi tiếp|một thứ làm thay đổi kế hoạch của bạn].',
      'Nó mở ra với [một tiếng kẽo kẹt|một tiếng tách khẽ], để lộ [một lối đi hẹp|nhiều thứ hơn bạn tưởng].',
      'Ổ khóa bật ra, [luồng khí lạnh tràn ra|bên trong một ngọn đèn bật sáng], [như thể nó đã chờ sẵn|như thể có người biết bạn sẽ tới].',
    ],
    wait: [
      'Bạn đứng yên và để khoảnh khắc tự tìm đến. [Nó đến thật|Có gì đó chuyển động], [lặng lẽ|cuối cùng], và bạn đã sẵn sàng.',
      'Thời gian kéo dài; [đâu đó đồng hồ tích tắc|hơi thở bạn chậm lại], rồi [cơ hội bạn chờ đã tới|manh mối đầu tiên lộ diện].',
      'Bạn chờ, và sự im lặng [nói nhiều hơn lời|kéo dài mãi], cho tới khi [một âm thanh phá vỡ nó|cuối cùng có thứ gì đó cử động].',
      'Kiên nhẫn cho bạn thấy [quy luật của hiểm nguy|một khoảnh khắc cơ hội], [nhỏ nhưng có thật|chỉ tồn tại vài giây].',
    ],
    other: [
      'Bạn làm ngay, trước khi kịp đổi ý.',
      'Bạn cố làm thật bình tĩnh, mắt không rời xung quanh.',
      'Bạn làm thật nhanh, rồi nín thở chờ xem mọi chuyện sẽ ra sao.',
    ],
  },
  keepers: [
    '{companion:cap} [vẫn sát cánh bên bạn|theo sát sau lưng bạn nửa bước], chưa nói một lời nào.',
    '{companion} [vẫn sát cánh bên bạn|lầm bầm rằng đây là ý tưởng tệ nhất], còn {item} [nặng hơn lúc trước|vẫn an toàn trong tay bạn].',
    'Bạn kiểm tra xem {item} còn đó không, [rồi liếc nhìn {companion}|nhẹ nhõm vì có {companion} bên cạnh].',
    '{companion:cap} [lặng lẽ gật đầu|nhìn bạn đầy lo lắng|nhún vai mỉm cười], còn [tay bạn siết chặt {item}|thật may là {item} vẫn còn nguyên].',
    '[Bạn kiểm tra {item} thêm lần nữa|Bạn hít một hơi thật sâu] rồi [nhìn vào mắt {companion}|bước lại gần {companion}], [mừng vì mình không một mình|tin rằng có nhau thì sẽ làm được].',
  ],
  sharedTwists: [
    'Ở đâu đó rất gần, [tiếng chuông ngân ba lần|một cánh cửa đóng sầm|chiếc radio bỗng rè lên], rồi mọi thứ lại im bặt.',
    'Bạn để ý thấy [những dấu chân mới|một vệt phấn|một mảnh vải rách] [mà một phút trước chưa hề có|rõ ràng có người muốn bạn nhìn thấy].',
    'Không khí thay đổi: [lạnh hơn|nặng hơn|ngọt một cách lạ lùng], như thể chính {place} [đã nhận ra bạn|đang nín thở].',
    'Từ xa vọng lại [một tiếng cười|một tiếng hét|tên của chính bạn], [đứt quãng|theo làn gió], và bạn không biết đó là giọng của ai.',
    'Trong một nhịp tim, bạn chắc chắn mình [đã từng ở đây|đã thấy đúng khoảnh khắc này trong mơ], và cảm giác ấy không chịu biến mất.',
    'Một mẩu giấy [nhỏ|nhàu nát] rơi xuống chân bạn. Trên đó chỉ viết: “[Đừng đi lối đó.|Đừng tin ai cả.|Bạn đến muộn rồi.]”',
    '[Ánh sáng chập chờn|Mặt đất rung lên|Mọi âm thanh tắt lịm], và khi nó qua đi, {threat} dường như [gần hơn nhiều|đã lùi xa, ít nhất là lúc này].',
    '{companion:cap} [tái mặt|đứng sững lại|túm lấy tay bạn] rồi chỉ vào một thứ bạn đã bỏ sót.',
  ],
  sharedChoices: [
    'Quan sát kỹ xung quanh trước khi đi tiếp',
    'Đứng yên và lắng nghe',
    'Quay lại con đường cũ',
    'Hỏi {companion} nghĩ gì',
    'Đánh dấu lối đi để tìm đường quay lại',
    'Lần theo âm thanh vừa nghe thấy',
  ],
  prompts: ['Bạn sẽ làm gì?', 'Bước tiếp theo của bạn là gì?', 'Hãy chọn con đường:'],
};
