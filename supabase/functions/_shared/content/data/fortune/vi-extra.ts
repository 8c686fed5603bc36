/** Vietnamese fortune lines that fit every category and topic: more pool entries, openings, readings, topic advice and closings. */
import type { FortuneExtras } from './extend-fortune-pack.ts';

/** Extra Vietnamese fortune lines. */
export const fortuneViExtra: FortuneExtras = {
  pools: {
    hour: ['7 rưỡi sáng', '11 giờ trưa', '1 giờ chiều', '5 giờ kém 20 chiều', '6 rưỡi tối', '9 giờ tối'],
    color: ['tím oải hương', 'xanh ô liu', 'hồng đào', 'xanh hải quân'],
    item: ['một chiếc gương bỏ túi', 'chiếc kẹp sách màu xanh lá', 'đôi tai nghe', 'chiếc vòng tay hạt nhỏ', 'một con hạc giấy', 'viên sỏi tròn'],
    person: ['một người anh em họ', 'một người bạn quen năm ngoái', 'cô chủ quán quen', 'một bạn học cũ từ lâu'],
  },
  openings: [
    '{?topic}[Vừa xáo bài xong,|Vừa thắp nến lên,|Vừa trải bản đồ sao ra,] {topic} đã [hiện lên đầu tiên.|sáng rõ nhất.|nổi lên trên cùng.]',
    '{?topic}Hãy xem [số phận đã chuẩn bị gì|các vì sao chỉ về đâu|lá bài thì thầm điều gì] cho {topic}, [điều bạn trăn trở dạo này|câu hỏi bạn mang theo bấy lâu|chuyện bạn quan tâm nhất lúc này].',
    '{?topic}[Câu hỏi hay lắm.|Cảm ơn bạn đã hỏi thật lòng.|Bạn hỏi đúng lúc lắm.] [Dòng chảy quanh {topic} đang đổi chiều.|Với {topic}, mọi thứ đang ở vị trí đáng hy vọng hơn bạn nghĩ.|Với {topic}, tất cả chỉ chờ một quyết định nhỏ.]',
    '{!topic}[Khi đọc câu hỏi của bạn,|Nghe bạn hỏi {question},] [quả cầu pha lê bỗng trong vắt.|một lá bài tự lật lên.|một vì sao lóe sáng hơn hẳn.]',
    '{!topic}[Để mình nhắm mắt lại|Để mình hít một hơi] và lắng nghe [dòng vận may|lời đáp của các vì sao|câu chuyện của lá bài] về {question}.',
  ],
  readings: {
    today: ['[Buổi sáng|Trên đường ra khỏi nhà|Lúc ăn sáng] có [một chút may mắn nhỏ|một tin vui|một sự trùng hợp dễ thương] đang chờ; [hãy mỉm cười đón nhận|hãy tin vào dấu hiệu đó].', '[Hôm nay|Riêng hôm nay] hãy [đi một con đường bạn chưa từng đi|chào người khác trước|gửi tin nhắn bạn còn chần chừ], [một cánh cửa bất ngờ sẽ mở ra|phản hồi sẽ ấm áp hơn bạn nghĩ].', '[Khoảng giờ trưa|Tầm ba giờ chiều|Lúc chiều tối] [câu đùa của ai đó|một lỗi nhỏ|một món ăn vặt bất ngờ] sẽ [làm bạn bật cười|giúp bạn bớt căng thẳng|làm cả ngày nhẹ tênh].'],
    week: ['[Đầu tuần|Từ thứ Hai] [việc cần làm dồn lại|mọi thứ hơi chậm], nhưng [tới thứ Năm|cuối tuần] [mọi thứ sẽ vào nếp|tin vui sẽ bay tới|bạn sẽ thở phào].', '[Chìa khóa của tuần này|Bí quyết may mắn tuần này] là [sự đều đặn|những điều tử tế nhỏ|đi ngủ sớm]: [mỗi ngày thử một lần|thử đúng ba lần thôi] rồi xem điều gì thay đổi nhé.', '[Giữa tuần|Ngay trước cuối tuần] [tin nhắn trả lời bạn chờ lâu|manh mối cho việc đang kẹt|một lời mời bất ngờ] sẽ [đến|tìm tới bạn]; [hãy vui vẻ đón nhận|đừng ngần ngại nhận lời].'],
    love: ['[Ngày đẹp để bày tỏ lòng mình|Làn sóng tình cảm] [đang tới gần|đến ngay trong tuần này]; [một câu thật lòng|một lời hỏi han ngắn] [kéo hai người lại gần hơn|vang xa hơn bạn nghĩ].', '[Để ý những thói quen nhỏ của người ấy|Nhớ cách người ấy nói chuyện]: [tình cảm giấu ở đó|đó là sợi chỉ cho lần trò chuyện sau|sự chân thành lộ ra từ điều nhỏ].', '[Một ánh mắt tình cờ chạm nhau|Khoảnh khắc cùng cười|Món ăn vặt chia đôi] sẽ [đọng lại trong lòng nhiều ngày|làm hơi ấm giữa hai người tăng lên]; [hãy trân trọng nó|hãy chủ động hẹn lần gặp sau].'],
    work: ['[Sự tập trung|Ý tưởng|Động lực] của bạn [mạnh gấp đôi|lên đỉnh vào buổi chiều]; [hãy mở sẵn ứng dụng ghi chú|làm việc bị hoãn trước].', '[Một câu của đồng nghiệp|Một câu hỏi của cấp trên|Một tài liệu tình cờ thấy] [chỉ ra hướng mới|trở thành chìa khóa]; [hãy lắng nghe|đừng bỏ qua].', '[Dọn lại bàn làm việc|Rút danh sách việc còn ba đầu việc|Cất điện thoại đi một lúc] là [đầu óc sẽ sáng ra|kết quả tăng thấy rõ]; [hãy tự khen mình vì một việc đã xong|hãy ghi lại việc đã hoàn thành].'],
    money: ['[Rà lại khoản chi nhỏ|Hủy một gói đăng ký|Gom hóa đơn lại] là [bạn sẽ thấy chỗ rò rỉ|số tiền nhiều hơn bạn tưởng]; [hãy tự thưởng bằng phần chênh lệch|sổ tiết kiệm sẽ mỉm cười].', '[Vận tài chính|Dòng tiền] [đi lên như bậc thang chậm rãi|lặng lẽ nhưng vững]: [thói quen đều đặn thắng một lần trúng lớn|kiên nhẫn lời hơn quyết định vội].', '[Một khoản thu nhỏ bất ngờ|Điểm thưởng bạn quên mất|Khoản tiền người ta còn nợ] [sắp về|sẽ làm ví dày thêm]; [đừng tiêu ngay|đừng vội vui quá], [hãy để dành một nửa|hãy lên kế hoạch chi tiêu].'],
    health: ['[Uống thêm một ly nước|Leo thêm một tầng cầu thang|Giãn cơ năm phút] rồi [lắng nghe cơ thể|đi ngủ]; [cơ thể sẽ cảm ơn bạn ngay|sáng hôm sau nhẹ nhõm hơn].', '[Vai và cổ|Đôi mắt|Vùng thắt lưng] [đang tích mệt mỏi|đang căng cứng] dạo này; [tắm nước ấm|đi dạo nhẹ] là [liều thuốc tốt nhất|cách lấy lại vận may].', '[Mười phút tắm nắng|Một tách trà ấm|Tắt đèn sớm] sẽ [làm tâm trạng tốt lên trước tiên|giúp cơ thể hồi phục nhanh]; [thói quen nhỏ|sự đều đặn] là [liều thuốc bổ tốt nhất|cách nâng vận sức khỏe].'],
    travel: ['[Trong một con hẻm lạ|Ở một quán cà phê nhỏ|Bên cửa sổ tàu] bạn sẽ [gặp một khung cảnh bất ngờ|có khoảnh khắc nhớ mãi]; [hãy ngắm bằng mắt trước khi chụp|cứ để đôi chân dẫn lối].', '[Hành lý càng gọn|Mang càng ít đồ] thì [may mắn càng theo|lòng càng thảnh thơi]; [nhớ thử món địa phương|lạc đường một chút cũng là một phần chuyến đi].', '[Người bạn gặp trên đường|Người dân địa phương bạn hỏi đường|Người ngồi ghế bên] sẽ [chỉ cho bạn một chỗ ít ai biết|trở thành một người quen tốt]; [hãy bắt chuyện trước|hãy mỉm cười chào].'],
    menu: ['[Một bát nước dùng nóng|Món gì đó giòn giòn|Vị chua thanh] sẽ [nạp lại năng lượng hôm nay|xoa dịu lòng mệt mỏi]; [ăn cùng ai đó|ăn thật chậm] thì [may mắn nhân đôi|càng ngon hơn].', '[Thử một món bạn chưa gọi bao giờ|Ghé một quán mới mở]: [vị giác sẽ mở ra cánh cửa mới|có khi bạn tìm được quán ruột mới].', 'Hôm nay [một bát thật no|món theo mùa|loại nước chấm bạn thích] sẽ [nạp đầy vận may|đổi tâm trạng]; [hãy nhai thật chậm|ăn ngon miệng chính là may mắn lớn nhất].'],
    lucky_number: ['[Các con số|Số may mắn của bạn] [đang quanh quẩn bên bạn hôm nay|ẩn trên đồng hồ và hóa đơn]; [khi bắt gặp một số|nếu thấy cùng một số hai lần], [hãy ước một điều nhỏ|hãy coi đó là điềm lành].', '[Con số này|Con số hôm nay] tượng trưng cho [sự cân bằng và hài hòa|một khởi đầu mới|sợi dây kết nối giữa người với người]; [hãy nhớ tới nó trước lựa chọn lớn|hãy khắc nó trong lòng như mật khẩu].', '[Nếu thấy con số này trên lịch|Nếu nó hiện trên hóa đơn|Nếu nó là số xe buýt], [đó là dấu hiệu may mắn|tin vui đang tới gần]; [hãy thầm nói lời cảm ơn|hôm đó hãy can đảm hơn một chút].'],
    future: ['[Bạn của vài tháng nữa|Bạn của năm sau] sẽ [cười khi nhắc lại nỗi lo hôm nay|cảm ơn lựa chọn của hôm nay]; [hạt giống đã được gieo|con đường đang chậm rãi mở ra].', '[Trên con đường phía trước|Những mùa sắp tới] có [bài học mới|một mối duyên đáng quý|một cơ hội bất ngờ] đang chờ; [hãy mạnh dạn đưa tay ra|cứ bước đi như bây giờ].', '[Điều bạn đang học|Trải nghiệm bạn đang tích lũy|Người bạn vừa quen] sẽ [kết trái lớn sau vài năm|mở cánh cửa tới tương lai]; [đừng nôn nóng|đi chậm cũng không muộn đâu].'],
  },
  topicAdvice: [
    'Với {topic}, [chậm lại một nhịp thay vì vội vàng|một thói quen nhỏ thay vì quyết tâm lớn|kể cho một người thay vì lo một mình] [sẽ mở rộng vận may|là lối tắt chắc chắn nhất]. [Hãy bước bước đầu tiên vào {weekday}.|Nghĩ lại thêm một lần vào khoảng {hour}.]',
    '{topic:cap} [đang đứng trên nền vững hơn bạn tưởng|đang đi theo hướng tốt hơn vẻ ngoài]. [Viết một nỗi lo ra giấy rồi gấp lại.|Giữ một món đồ màu {color} bên mình sẽ giúp bạn bình tâm.|Câu trả lời nằm trong lời khuyên của người thân.]',
    'Với {topic}, [chìa khóa tháng này|điều quan trọng nhất lúc này] là [sự thẳng thắn|sự bền bỉ|thời điểm]. [Hoàn thành một việc bạn đã trì hoãn|Tạo một thay đổi nhỏ trong {number} ngày] là [cả dòng chảy sẽ đổi khác|một cánh cửa sẽ mở ra].',
  ],
  closings: [
    '[Quẻ hôm nay đến đây thôi.|Đã đến lúc úp bài lại.] [Vận may đang bước về phía bạn.|Mong năng lượng tốt ở lại thật lâu.|Đừng bỏ lỡ những phép màu nhỏ.]',
    '[Các vì sao luôn đứng về phía bạn.|May mắn nhận ra người đã sẵn sàng.] [Hôm nay hãy tin vào bản thân.|Hãy bước một bước theo tiếng lòng.]',
    '[Nhớ nhé,|Đừng quên,] [quẻ bói chỉ là tấm bản đồ|lá bài chỉ chỉ hướng], [con đường là do bạn đi|bước chân là của bạn].',
    '[Lúc nào cũng có thể quay lại.|Khi nào thắc mắc cứ hỏi lại nhé.] [Các vì sao sẽ có câu chuyện mới cho bạn.|Lần sau có khi một lá bài sáng hơn đang chờ.]',
    '[Hít một hơi thật sâu,|Thả lỏng vai một chút,] rồi [bắt đầu ngày mới|tận hưởng phần còn lại của hôm nay]. [Chúc may mắn.|Tin vui đang chờ bạn.]',
  ],
};
