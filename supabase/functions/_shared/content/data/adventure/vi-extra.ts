/** Vietnamese adventure lines that fit every theme: more scene settings, details, events, hooks and keepers. */
import type { AdventureExtras } from './extend-adventure-pack.ts';

/** Extra Vietnamese adventure lines. */
export const adventureViExtra: AdventureExtras = {
  scene: {
    setting: [
      '[Khi bạn tỉnh táo lại|Sau một hồi đi bộ thật lâu|Khi bạn ngẩng đầu lên], bạn đang [đứng ở|ở giữa] {place}, [xung quanh im ắng lạ thường|gió mang theo một mùi lạ|đâu đó có tiếng kim đồng hồ tích tắc].',
      '[Hôm nay|Chẳng hiểu sao] {place} [có gì đó khác thường|như đang nín thở|như đã đợi bạn từ lâu], [bóng đổ dài dưới chân|một đốm sáng mờ nhấp nháy phía xa|không khí căng như dây đàn].',
    ],
    detail: [
      '[Đầu ngón tay bạn chạm phải|Sâu trong túi đeo có|Trong túi áo khoác vẫn còn] {item}, [nặng hơn bạn nhớ|vẫn nằm đúng chỗ|ấm một cách kỳ lạ], [dù chẳng ai từng giải thích vì sao nó ở đây|và sau này bạn sẽ biết ai đã đặt nó vào].',
      '{companion:cap} [khẽ hắng giọng|nhíu mày|kéo nhẹ tay áo bạn] rồi [nhìn quanh|định nói gì đó lại thôi|thì thầm rằng có gì đó không ổn].',
    ],
    event: [
      '[Đúng lúc đó,|Ngay khoảnh khắc ấy,|Chưa kịp thở,] [không khí bỗng nặng trĩu|mọi âm thanh cùng tắt lịm|sống lưng bạn lạnh toát], và bạn nhận ra {threat} [đã ở gần hơn bạn tưởng|sẽ chẳng chờ đợi ai].',
      '[Đâu đó gần đây,|Ngay dưới chân,|Trên đầu bạn,] [vang lên một âm thanh lạ|lóe lên một tia sáng mờ], còn [bóng dáng|sự hiện diện] của {threat} [ngày càng rõ|đến gần không thể tránh].',
    ],
    hook: [
      '[Giờ bạn phải chọn|Không còn thời gian để do dự|Mọi thứ phụ thuộc vào bước tiếp theo], và [{companion} chỉ nhìn mỗi bạn|{item} run lên trong tay bạn].',
      '[Không còn đường lui|Đêm nay sẽ thay đổi tất cả|Câu chuyện chỉ vừa mới bắt đầu], và [trái tim bạn đã biết câu trả lời|bước tiếp theo là của bạn].',
      '[Ở phía xa,|Ngay trước mặt,] [có ai đó gọi tên bạn|một cánh cửa từ từ mở ra|một đốm sáng vẫy gọi], và không ai biết [điều gì chờ phía sau|nó dẫn tới đâu].',
    ],
  },
  keepers: [
    '{companion:cap} [lặng lẽ gật đầu|nhìn bạn đầy lo lắng|nhún vai mỉm cười], còn [tay bạn siết chặt {item}|thật may là {item} vẫn còn nguyên].',
    '[Bạn kiểm tra {item} thêm lần nữa|Bạn hít một hơi thật sâu] rồi [nhìn vào mắt {companion}|bước lại gần {companion}], [mừng vì mình không một mình|tin rằng có nhau thì sẽ làm được].',
  ],
};
