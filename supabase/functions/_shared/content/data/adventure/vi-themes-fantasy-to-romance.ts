/** Vietnamese adventure themes: fantasy, space, mystery, horror, romance. */
import type { AdventureThemeTexts } from './adventure-pack.ts';

/** Vietnamese texts of the first five themes. */
export const viThemesFantasyToRomance: Readonly<Record<'fantasy' | 'space' | 'mystery' | 'horror' | 'romance', AdventureThemeTexts>> = {
  fantasy: {
    places: ['Khu rừng Thì Thầm', 'ngọn tháp tiên tộc đổ nát', 'cây cầu bắc qua sông Thác Sương'],
    companions: ['hồ ly tinh lắm lời', 'lão hiệp sĩ Bren', 'cậu pháp sư trẻ tay dính mực'],
    items: ['viên đá cổ ngữ phát sáng', 'tấm bản đồ vẽ trên da rồng', 'con dao găm bạc'],
    threats: ['con sói bóng tối', 'Phù thủy Gai', 'gã khổng lồ đá'],
    scene: {
      setting: ['Bạn tỉnh dậy ở bìa {place}, [rêu lạnh dưới lòng bàn tay|sương đọng trên áo choàng], [chẳng nhớ mình đến đây bằng cách nào|khi những vì sao cuối cùng tắt dần].', 'Con đường dừng lại ở {place}, nơi [đom đóm trôi lững lờ giữa những thân cây|không khí thoảng mùi mưa và phép thuật cổ xưa].'],
      detail: ['Trong túi bạn có {item}, [khẽ rung lên|ấm như vừa có ai cầm].', '[Những ký tự khắc trên tảng đá gần đó|Hoa văn trên cột đá đổ] viết nên một lời cảnh báo mà bạn [chỉ hiểu một nửa|gần như không đọc nổi].'],
      event: ['[Tiếng tù và vang lên từ xa|Cành cây gãy răng rắc ngay gần], và [chim chóc im bặt|ánh sáng rút khỏi bầu trời].', 'Không báo trước, {threat} [bước ra từ màn sương|chặn ngang lối đi], [mắt rực lửa|hơi thở đóng băng].'],
      hook: ['[Viên đá cổ ngữ chớp sáng về phía đông|Một giọng nói thì thầm trong đầu bạn: chọn nhanh lên].', '[Đâu đó xa xa, chuông ngân ba tiếng|Sau lưng bạn, con đường vừa đi đã biến mất].'],
    },
    twists: ['Một cánh cửa bí mật mở ra giữa rễ cây sồi cổ thụ, [tràn ngập ánh vàng|phả ra hơi ấm].', 'Gió mang tiếng hát từ {place}, và [cây cối nghiêng mình lắng nghe|những phiến đá bắt đầu phát sáng].', 'Một con quạ đậu xuống vai bạn, [chân buộc một cuộn giấy nhỏ|ngậm lời nhắn bằng thứ tiếng lạ].', 'Trên cao, [bóng một con rồng lướt qua mặt trăng|mây tách ra để lộ một hòn đảo bay].'],
    choices: ['Đi theo vệt sáng vào rừng', 'Rút dao găm bạc đối đầu với {threat}', 'Hỏi {companion} ý nghĩa của các ký tự', 'Đọc bản đồ dưới ánh sáng của viên đá', 'Nấp sau cột đá đổ và quan sát', 'Leo lên tháp để nhìn xa hơn', 'Gọi to người vừa rung chuông', 'Vượt cầu trước khi sương dày thêm'],
  },
  space: {
    places: ['trạm nghiên cứu Kepler-9', 'khoang hàng của phi thuyền Aurora', 'một vệ tinh băng của sao Mộc'],
    companions: ['con robot bảo trì hay mỉa mai', 'trung úy phi công Park', 'đứa trẻ ngoài hành tinh nói bằng màu sắc'],
    items: ['con chip dữ liệu bị nứt', 'máy cắt plasma', 'bình oxy chỉ còn một nửa'],
    threats: ['trí tuệ nhân tạo nổi loạn', 'bầy côn trùng kim loại', 'cơn bão ion đang ập tới'],
    scene: {
      setting: ['Đèn khẩn cấp nhuộm đỏ {place} khi bạn [trôi ra khỏi buồng ngủ đông|gỡ mình khỏi dây đai ghế].', 'Bạn đã ở một mình trên {place} được [mười chín ngày|ba tuần] thì [sự im lặng bị phá vỡ|bộ đàm rè rè].'],
      detail: ['Màn hình bộ đồ nhấp nháy: [oxy thấp|thủng thân tàu ở boong 3], còn {item} vẫn móc bên thắt lưng.', '[Băng giá lan trên ô cửa quan sát|Những vì sao xoay chầm chậm ngoài cửa sổ], [quá gần|sai hẳn vị trí].'],
      event: ['Một tín hiệu đến từ hư không: [tiếng ngân nga của một đứa trẻ|tọa độ lặp đi lặp lại].', 'Cả trạm rung chuyển khi {threat} [khóa mục tiêu vào bạn|đâm sầm vào vỏ ngoài].'],
      hook: ['[Đâu đó trong bóng tối, một cánh cửa tự rít lên mở ra|Máy tính chính chào bạn bằng một cái tên không phải của bạn].', '[Khoang thoát hiểm chỉ còn một chiếc|Màn hình định vị bắt đầu đếm ngược].'],
    },
    twists: ['Một ngăn bí mật trượt mở, để lộ [bản đồ sao chưa con người nào vẽ|kho hạt giống đông lạnh].', 'Bộ đàm bắt được giọng thứ hai—[giọng bạn, ghi âm từ nhiều năm sau|một con tàu mất tích cả trăm năm trước].', 'Trọng lực chập chờn, [mọi đồ vật trôi lên trần|bạn thoáng thấy một hành tinh lẽ ra không tồn tại].', 'Cảnh báo hiện lên: {threat} [đang học cách bạn di chuyển|đã tìm ra lò phản ứng].'],
    choices: ['Lần theo tín hiệu đến nguồn phát', 'Dùng máy cắt plasma phá vách ngăn', 'Nhờ {companion} quét khu vực', 'Đóng kín cửa và chuyển hướng nguồn điện', 'Trốn vào đường ống bảo trì', 'Phóng khoang thoát hiểm', 'Hack máy tính chính', 'Ra ngoài không gian sửa thân tàu'],
  },
  mystery: {
    places: ['thư viện dinh thự Ashford', 'nhà kho bến cảng đầy sương', 'chuyến tàu đêm đi Edinburgh'],
    companions: ['thanh tra Hale', 'ông quản gia bồn chồn', 'nhà báo biết quá nhiều'],
    items: ['lá thư bị xé', 'chiếc đồng hồ quả quýt dừng ở 11 giờ 47', 'chiếc chìa khóa buộc ruy băng đỏ'],
    threats: ['gã đàn ông mặc áo khoác xám', 'kẻ đầu độc giấu mặt', 'kẻ tống tiền'],
    scene: {
      setting: ['Mưa gõ lên cửa sổ {place} khi [đồng hồ điểm nửa đêm|vị khách cuối cùng bước vào].', 'Bạn được mời tới {place} vì [một nhà sưu tầm nổi tiếng vừa mất tích|người ta tìm thấy một thi thể lúc rạng sáng].'],
      detail: ['Trên sàn là {item}, [đặt ngay ngắn đến mức không thể là tình cờ|nằm khuất một nửa dưới tấm thảm].', '[Ai đó vừa lau sàn rất kỹ|Trong không khí phảng phất mùi hạnh nhân], và [không ai chịu nhận|mọi người đều lảng tránh ánh mắt].'],
      event: ['Rồi đèn tắt phụt, [trên lầu một cánh cửa đóng sầm|có ai đó hét lên].', '[Một mẩu giấy bị luồn qua khe cửa|Một bức điện tín được gửi tới]: “[Đừng hỏi nữa|Kẻ tiếp theo là ngươi].”'],
      hook: ['[Vị khách nào cũng có động cơ|Lời khai của quản gia không khớp với đồng hồ].', '[Dấu chân dẫn tới phòng làm việc bị khóa|Bên ngoài, {threat} đứng dưới ngọn đèn đường nhìn vào].'],
    },
    twists: ['Nét chữ trên {item} trùng với [nhật ký của chủ nhà|một lá thư viết mười năm trước].', 'Một ngăn kéo bí mật bật mở, bên trong là [bản di chúc thứ hai|tấm ảnh có một khuôn mặt bị cào mất].', 'Ai đó đã [chỉnh giờ tất cả đồng hồ|lấy chìa khóa khỏi áo khoác của bạn].', '{companion} thừa nhận [đã nói dối về chỗ mình ở lúc đó|nhận ra mùi nước hoa kia].'],
    choices: ['Xem xét kỹ lá thư bị xé', 'Hỏi quản gia về chiếc đồng hồ', 'Lần theo dấu chân tới phòng làm việc', 'Hỏi {companion} đã ở đâu lúc nửa đêm', 'Lặng lẽ lục soát các phòng khách', 'Đối mặt với {threat} dưới ngọn đèn', 'Mở phòng làm việc bằng chiếc chìa khóa', 'Chờ trong bóng tối xem ai quay lại'],
  },
  horror: {
    places: ['bệnh viện bỏ hoang', 'căn chòi bên hồ đóng băng', 'tầng hầm ngôi nhà mới chuyển đến'],
    companions: ['Minh, người bạn thân nhất', 'con chó hoang không chịu rời bạn', 'người trông coi không bao giờ chớp mắt'],
    items: ['cây đèn pin chập chờn', 'chiếc máy quay cũ', 'chiếc chìa khóa gỉ sét'],
    threats: ['thứ gì đó bò trên trần nhà', 'người phụ nữ trong bức ảnh ở hành lang', 'giọng nói thì thầm'],
    scene: {
      setting: ['Cửa {place} khẽ đóng tách sau lưng bạn, [và ổ khóa tự xoay|và nhiệt độ tụt hẳn].', 'Đã [ba mươi năm|hàng chục năm] không ai bước vào {place}, vậy mà [sàn nhà như vừa được quét|có những dấu chân còn ướt].'],
      detail: ['{item} trong tay bạn [cứ vài giây lại chập chờn|là nguồn sáng duy nhất].', '[Đâu đó trên lầu, một hộp nhạc đang chơi|Có tiếng cào từ bên trong tường], [chậm rãi và kiên nhẫn|mỗi lúc một gần].'],
      event: ['Một giọng quen gọi tên bạn từ [cuối hành lang|cầu thang bên dưới]—nhưng đó là giọng của [người đã mất năm ngoái|người đang đứng ngay cạnh bạn].', 'Từ khóe mắt, bạn thấy {threat} [cử động|chỉ đứng đó, chờ đợi].'],
      hook: ['[Biển lối thoát cuối hành lang chập chờn rồi tắt hẳn|Điện thoại mất sóng và hiện 3 giờ 33 sáng].', '[Mọi cánh cửa trong hành lang giờ đều mở|Tiếng bước chân dừng ngay sau lưng bạn].'],
    },
    twists: ['Đoạn phim trong máy quay cho thấy [bạn đang ngủ, quay từ trên trần|một căn phòng không hề có trong tòa nhà này].', 'Bức vẽ của trẻ con trên tường có [khuôn mặt bạn|chính khoảnh khắc này].', 'Con chó bắt đầu gầm gừ với [cái bóng của chính nó|một chiếc ghế trống].', 'Một cánh cửa bật mở và {threat} [thở ra một hơi dài|gọi ngược tên bạn].'],
    choices: ['Chạy ra lối thoát, không ngoái lại', 'Trốn vào tủ và nín thở', 'Rọi đèn pin vào {threat}', 'Xem lại đoạn phim trong máy quay', 'Đáp lại giọng nói', 'Đi theo dấu chân ướt xuống tầng dưới', 'Khóa cửa ở lại cùng {companion}', 'Mở cửa bằng chiếc chìa khóa gỉ'],
  },
  romance: {
    places: ['hiệu sách nhỏ trên con phố mưa', 'lễ hội mùa hè bên sông', 'quán cà phê sân thượng giữa Sài Gòn'],
    companions: ['Vy, cô bạn thanh mai trúc mã', 'chàng nhạc sĩ bí ẩn', 'người bạn cùng phòng vui tính'],
    items: ['chiếc ô mượn', 'lá thư viết tay', 'hai vé xem hòa nhạc'],
    threats: ['một hiểu lầm cũ', 'kẻ tình địch luôn đến đúng lúc', 'lời mời làm việc ở thành phố khác'],
    scene: {
      setting: ['Trời đổ mưa đúng lúc bạn tới {place}, [và bạn không phải người duy nhất chạy vào trú|và ánh đèn bên trong trông thật ấm].', 'Tối nay bạn chẳng có kế hoạch gì, vậy mà lại đứng ở {place}, [pháo hoa sắp bắt đầu|tiếng nhạc lan trong gió].'],
      detail: ['Ai đó với tay lấy cùng cuốn sách với bạn—[ngón tay khẽ chạm nhau|cả hai cùng bật cười].', 'Trong túi bạn là {item}, [thứ bạn chưa từng trả lại|thứ bạn vẫn chưa đủ can đảm dùng].'],
      event: ['{companion} [bỗng xuất hiện|vẫy tay từ bên kia đám đông], [cầm hai cốc ca cao nóng|trông có vẻ hồi hộp].', 'Điện thoại rung: [“Tối nay rảnh không?”|tin nhắn từ người bạn tưởng đã quên mình].'],
      hook: ['[Tim bạn đập hơi to quá|Khoảnh khắc này như câu mở đầu của một bài hát].', '[Nhưng bạn vẫn nhớ tới {threat}|Rồi bạn nghĩ tới {threat}, và nụ cười chùng xuống].'],
    },
    twists: ['Một cơn gió thổi {item} bay khỏi tay bạn, và [có người bắt được|nó rơi ngay dưới chân người ấy].', 'Pháo hoa bắt đầu, và [một lúc lâu không ai nói gì|ánh mắt hai người chạm nhau đúng khoảnh khắc ấy].', '{companion} nói [“Mình có chuyện muốn nói”|tên bạn theo cách chưa từng nói].', 'Một bài hát cả hai cùng biết vang lên từ [anh nghệ sĩ đường phố|loa của quán].'],
    choices: ['Che chung ô và cùng đi bộ', 'Thành thật thổ lộ tình cảm', 'Xin {companion} ở lại thêm chút nữa', 'Trao lá thư viết tay', 'Giả vờ như không có gì và pha trò', 'Rủ người ấy đi xem hòa nhạc', 'Tạm rời đi để suy nghĩ', 'Giải tỏa hiểu lầm ngay bây giờ'],
  },
};
