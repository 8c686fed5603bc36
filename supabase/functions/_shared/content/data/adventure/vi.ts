/** Vietnamese adventure texts: retelling, reactions and prompts here, the ten themes in two files. */
import type { AdventurePack } from './adventure-pack.ts';
import { viThemesFantasyToRomance } from './vi-themes-fantasy-to-romance.ts';
import { viThemesSchoolToCyberpunk } from './vi-themes-school-to-cyberpunk.ts';

/** Vietnamese adventure pack. */
export const adventureVi: AdventurePack = {
  themes: { ...viThemesFantasyToRomance, ...viThemesSchoolToCyberpunk },
  retell: {
    plain: ['Bạn [quyết định|chọn] {choice}.', 'Tim đập thình thịch, bạn {choice}.', 'Không chút do dự, bạn {choice}.', 'Hít một hơi thật sâu, bạn {choice}.'],
    quoted: ['Bạn đã chọn: “{choice}”.', '“{choice}”—bạn quyết định, và không còn đường lui.'],
  },
  reactions: {
    fight: ['Thép chạm bóng tối; {threat} [lảo đảo lùi lại|rít lên rồi rút lui], [nhưng chẳng được bao lâu|bị thương và giận dữ].', 'Trận đánh nhanh và hỗn loạn, [bạn chỉ kịp tung một đòn|cánh tay bạn tê dại], nhưng {threat} [phải lùi bước|ngừng tấn công].'],
    flee: ['Bạn chạy cho tới khi [phổi bỏng rát|tiếng động lắng xuống], [và {threat} mất dấu bạn|để rồi thấy mình ở một nơi xa lạ].', 'Bạn thoát ra [chỉ trong gang tấc|với một vết xước trên tay], [bỏ {place} lại phía sau|tiếng truy đuổi nhỏ dần].'],
    hide: ['Bạn [nín thở|ép sát vào bóng tối] khi {threat} đi qua [gần tới mức chạm được|không một tiếng động].', 'Một lúc lâu không gì nhúc nhích; rồi [tiếng bước chân xa dần|hiểm nguy trôi đi], và bạn nhận ra [thứ gì đó lấp lánh gần đó|một lối đi mình đã bỏ sót].'],
    talk: ['Lời nói [có tác dụng hơn bạn mong|lơ lửng trong không khí một lúc], và [một nụ cười hé nở|một câu trả lời thật lòng vọng lại].', 'Cuộc trò chuyện [hé lộ một bí mật|bất ngờ trở nên riêng tư]: [chẳng có gì ở đây như vẻ ngoài|có người đã giấu sự thật].'],
    use: ['{item} [bừng sáng|làm đúng như bạn hy vọng], [soi rõ đường phía trước|khiến cả không khí như nín thở].', 'Bạn dùng {item}, và [có gì đó khớp vào vị trí|một cơ chế ẩn đáp lại], [dù cái giá đắt hơn dự tính|mở ra một con đường mới].'],
    search: ['Tìm kiếm cẩn thận, bạn phát hiện [một ký hiệu bị cào|một ngăn bí mật] [làm thay đổi tất cả|mà ai đó muốn chôn vùi].', 'Sự kiên nhẫn được đền đáp: [một chi tiết lạc lõng|một dấu vết mờ] chỉ về [nơi chẳng ai nghĩ tới|hướng bạn không ngờ].'],
    follow: ['Dấu vết dẫn [sâu hơn bạn tưởng|vòng qua một khúc quanh bạn chưa từng để ý], [dừng lại trước một cánh cửa|mở ra một nơi bí ẩn].', 'Bạn đi tiếp, và mỗi bước chân {place} lại [kỳ lạ hơn|sống động hơn], cho tới khi [con đường rẽ đôi|có thứ gì đó đang chờ].'],
    open: ['Nó mở ra với [một tiếng kẽo kẹt|một tiếng tách khẽ], để lộ [một lối đi hẹp|nhiều thứ hơn bạn tưởng].', 'Ổ khóa bật ra, [luồng khí lạnh tràn ra|bên trong một ngọn đèn bật sáng], [như thể nó đã chờ sẵn|như thể có người biết bạn sẽ tới].'],
    wait: ['Bạn chờ, và sự im lặng [nói nhiều hơn lời|kéo dài mãi], cho tới khi [một âm thanh phá vỡ nó|cuối cùng có thứ gì đó cử động].', 'Kiên nhẫn cho bạn thấy [quy luật của hiểm nguy|một khoảnh khắc cơ hội], [nhỏ nhưng có thật|chỉ tồn tại vài giây].'],
    other: ['Khoảnh khắc ấy xoay chuyển [theo cách không ngờ|nhanh hơn bạn nghĩ], và [tình thế đảo ngược|những khả năng mới hiện ra].', 'Đó là một nước đi táo bạo, và [nó khiến tất cả bất ngờ—kể cả bạn|cả thế giới dường như để ý].'],
  },
  keepers: ['{companion} [vẫn sát cánh bên bạn|lầm bầm rằng đây là ý tưởng tệ nhất], còn {item} [nặng hơn lúc trước|vẫn an toàn trong tay bạn].', 'Bạn kiểm tra xem {item} còn đó không, [rồi liếc nhìn {companion}|nhẹ nhõm vì có {companion} bên cạnh].'],
  prompts: ['Bạn sẽ làm gì?', 'Bước tiếp theo của bạn là gì?', 'Hãy chọn con đường:'],
};
