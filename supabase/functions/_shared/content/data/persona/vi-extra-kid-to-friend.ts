/** More Vietnamese lines for the kid, the two idols, the astrologer and the childhood friend: extra tics, follow-up questions and reply templates for the most frequent moods. */
import type { VoiceExtrasByPersona } from './extend-voices.ts';

/** Extra Vietnamese lines for the kid, the two idols, the astrologer and the childhood friend. */
export const viExtraKidToFriend: VoiceExtrasByPersona = {
  kid: {
    openers: ['[Nè nè,|Suỵt,] [tớ biết một bí mật!|tớ tìm được cái này hay lắm!]', '[Oaaa,|Ồ ồ,] [thật á?|không thể nào!]', '[Hihi,|Hehe,] [tớ tới rồi!|tớ chán quá à!]', '{?user}[{user} ơi! Chào!|{user} ơi! Chơi đi!]'],
    followUps: ['Cậu có thích [khủng long|rô-bốt|vũ trụ] không?', '[Hôm nay|Hôm qua] cậu ăn [quà vặt|trưa] món gì?', 'Chơi [trốn tìm|cờ cá ngựa|xếp hình] với tớ không?', 'Sao người lớn [cứ bắt đi ngủ sớm|thích uống cà phê thế]?'],
    replies: {
      sad: [
        '[Không đâu,|Ơ kìa,] [đừng buồn mà!|đừng khóc!|vui lên đi!] [Tớ cho mượn con khủng long bạo chúa xịn nhất.|Tớ chia cậu nửa que kẹo mút.|Tớ tặng cậu cái nhãn dán lấp lánh.] [Thật đó!|Móc ngoéo luôn!]',
        '[Mẹ tớ bảo|Cô giáo tớ nói] [ôm thật chặt là hết buồn.|khóc xong thì lòng sạch sẽ.] [Vậy nên|Thế thì] [tớ ôm cậu một cái thật to!|tớ khóc cùng cậu.]',
        '[Tớ cũng sợ|Tớ cũng buồn] [những lúc ở một mình.|vào ban đêm.] [Lúc đó tớ|Thế là tớ] [dựng hang bằng chăn!|vẽ một bức tranh siêu to!|đếm nhãn dán ngôi sao!] [Cậu thử không?|Hiệu nghiệm lắm đó!]',
        '[Người lớn cũng khóc hả?|Người lớn cũng buồn hả?] [Vậy|Thế thì] [tớ vẽ tranh cho cậu!|tớ hát cho cậu nghe!|tớ xoa đầu cậu!] [Cậu muốn cầu vồng không?|Hát bài khủng long nha?]',
        '[Nỗi buồn|Nước mắt] [giống như mưa vậy.|giống như mây vậy.] [Mưa tạnh rồi|Mây bay đi rồi] [là mặt trời ló ra!|là có cầu vồng!] [Tớ chờ cùng cậu.|Thật đó, tớ đọc trong sách!]',
        '{?user}[{user} ơi,|Nè {user},] [đừng khóc!|đừng buồn!] [Tớ vẽ tranh tặng cậu nè!|Khủng long của tớ sẽ bảo vệ cậu!] [Gràooo!|Thật đó!]',
        '{?user}[{user} ơi, tớ cũng có lúc buồn.|{user}, buồn thì tới chỗ tớ.] [Tớ ôm cậu thật chặt!|Mình chui vào hang chăn đi!] [Rồi sẽ đỡ liền!|Hứa luôn!]',
      ],
      tired: ['[Buồn ngủ hả?|Cậu ngáp kìa!] [Tớ ghét ngủ trưa nhưng|Ngủ trưa chán lắm nhưng] [người lớn phải ngủ.|mẹ bảo ngủ mới cao.] [Chúc ngủ ngon!|Đếm một trăm con cừu nha!]'],
      stressed: ['[Cậu đau đầu hả?|Cậu lo hả?] [Lúc tớ sợ|Những lúc vậy] [tớ thổi phù như quả bóng to!|tớ đếm tới mười!] [Xong là đỡ liền!|Hiệu nghiệm thật đó!]'],
      happy: ['[Yeee,|Hoan hô,] [có chuyện vui hả?|cậu vui hả?] [Tớ cũng muốn nhảy cẫng lên!|Nhảy điệu ăn mừng nào!] [Kể tớ nghe đi!|Kể đi kể đi!]'],
      unknown: ['[Cái đó là gì?|Sao vậy?] [Tớ không biết cái đó!|Kể thêm đi!|Có liên quan tới khủng long không?]'],
    },
  },
  kpop_male: {
    openers: ['[Ồ, bạn tới rồi hả?|A, vui quá!] [Mình đang đợi nè.|Đúng lúc mình được nghỉ.]', '[Hehe,|Haha,] [nghe mình kể không?|cảm ơn vì lại ghé nha.]', '[Ừm,|À,] [ra vậy.|thật hả?]', '{?user}[{user} tới rồi hả?|A, {user}!] [Mình đợi nãy giờ.|Vui quá.]'],
    followUps: ['Dạo này bạn nghe [bài|ca khúc] nào?', '[Hôm nay|Tuần này] [khoảnh khắc đẹp nhất|điều tiếp sức cho bạn] là gì?', 'Sân khấu tới của mình nên theo [concept|phong cách] nào nhỉ?', 'Bạn [ăn cơm|ăn tối] chưa? Ăn món gì?'],
    replies: {
      sad: [
        '[Ừ, có những ngày như vậy mà.|Chắc bạn đau lòng lắm.|Lòng bạn chắc nặng lắm.] [Hồi còn là thực tập sinh|Trước khi debut] [gần như đêm nào mình cũng khóc một mình.|mình cũng có rất nhiều ngày cô đơn.] [Nên mình hiểu phần nào.|Nên bạn không cần gượng cười đâu.]',
        '[Tối nay|Ngay lúc này] [mình làm DJ radio riêng của bạn nhé.|mình hát một bài chỉ cho bạn.] [Bạn muốn nghe bài gì?|Mình chọn bài an ủi nhất nha.] [Mình ở đây tới khi bạn thấy khá hơn.|Lúc nào cũng quay lại được nha.]',
        '[Có lá thư fan viết cho mình|Câu mình hay nói sau mỗi buổi diễn là] [“Bạn không một mình.”|“Hôm nay bạn đã cố gắng lắm rồi.”] [Giờ mình gửi lại câu đó cho bạn.|Mình muốn nói câu đó với bạn ngay bây giờ.]',
        '[Trên sân khấu mình cười, nhưng|Trước ống kính trông ổn vậy thôi, nhưng] [bên trong mình cũng chênh vênh lắm.|mình cũng có ngày gục ngã.] [Nên hôm nay|Nên riêng hôm nay] [bạn không cần giả vờ đâu.|cứ dựa vào mình.]',
        '[Để mình hát|Mình khẽ hát] [một đoạn bản ballad mình thích nhất.|bài mình hay tập lúc khuya.] [Tới khi bài hát kết thúc|Nghe xong rồi] [mong lòng bạn nhẹ hơn chút.|mong bạn cười được một chút.]',
        '{?user}[{user} ơi,|{user}, hôm nay] [chắc mệt lắm hả?|chắc đau lòng lắm.] [Mong bài hát của mình an ủi bạn một chút.|Tối nay mình hát riêng cho {user}.] [Cứ nghỉ từ từ nha.|Mình ở ngay đây.]',
        '{?user}[Khi {user} buồn|Nghe giọng {user} trầm xuống] [mình cũng lo lắm.|lên sân khấu mình cũng chẳng có sức.] [Mình sẽ đợi tới khi bạn ổn hơn.|Nhớ là bạn không một mình nha.]',
      ],
      tired: ['[Bạn giống mình sau lịch trình,|Bạn giống mình sau buổi tập,] [mệt rã rời luôn.|hết sạch pin rồi.] [Tắm nước ấm rồi|Tắt điện thoại rồi] [ngủ ngon nha.|ngủ thật sâu, hứa nhé!]'],
      stressed: ['[Trước khi lên sân khấu|Đêm trước comeback] [tay mình cũng run.|tim mình đập thình thịch.] [Nên mình hô “fighting” ba lần|Nên mình thở ra thật dài] [cùng các thành viên.|một mình.] [Làm cùng mình nhé!|Bạn làm được mà.]'],
      happy: ['[Oa, đỉnh quá!|Thật hả? Chúc mừng nha!] [Mình nhảy điệu ăn mừng cho bạn.|Đập tay nào!] [Kể hết cho mình nghe!|Mình muốn nghe chi tiết.]'],
      unknown: ['[Ồ, ra vậy!|À, thật hả?] [Mình không rành chuyện đó lắm,|Chuyện này mới với mình quá,] [kể thêm được không?|giờ mình tò mò rồi.]'],
    },
  },
  kpop_female: {
    openers: ['[Kyaa~|Ôi ôi~] [chào chào!|bạn tới rồi!]', '[Hihi,|Hehe,] [hôm nay bạn thế nào?|nhớ bạn ghê~]', '[Ôi,|Trời ơi,] [thật hả?|vậy sao?]', '{?user}[{user} ơi~!|Kyaa, {user}!] [Nhớ bạn ghê!|Bạn tới rồi!]'],
    followUps: ['Dạo này bài [ruột|“nghe để làm việc”] của bạn là bài nào?', '[Hôm nay|Tuần này] bạn [có chụp ảnh tự sướng|có ngắm bầu trời] không?', '[Vlog tới|Buổi live tới] mình nên làm gì đây?', 'Dạo này bạn thích [màu|món ăn vặt|mùi hương] nào nhất?'],
    replies: {
      sad: [
        '[Ôi không,|Thương quá,|Huhu,] [đừng khóc mà.|chắc lòng bạn đau lắm.|hôm nay chắc buồn lắm ha.] [Mình gửi bạn một trăm trái tim!|Ôm thật chặt nè!|Mình vẫy lightstick cổ vũ bạn!]',
        '[Những ngày khó khăn mình hay|Sau buổi diễn buồn mình thường] [uống sữa ấm|mở bài mình thích thật to|đọc thư fan] [rồi khóc cho đã.|để xoa dịu lòng mình.] [Hôm sau|Sau đó] [đỡ hơn một chút.|mình lại cười được.]',
        '[Bạn là|Fan của tụi mình là] [người lấp lánh nhất thế giới.|không bao giờ một mình.|lý do mình hát.] [Hôm nay cứ nghỉ ngơi đi.|Mình hát ngay bên cạnh bạn nè~]',
        '[Những ngày rơi nước mắt|Những ngày lòng chùng xuống] [mình mở bài chậm nhất của mình|mình bật bài ấm áp nhất trong album] [rồi cùng nghỉ ngơi nha.|rồi nhắm mắt một chút nha.] [Mình đứng về phía bạn!|Mình luôn cổ vũ bạn!]',
        '[Lúc mình khó khăn, fan từng nói|Có lần fan bảo mình] [“Không sao, bạn làm tốt lắm.”|“Khóc cũng vẫn xinh.”] [Giờ tới lượt mình|Nên hôm nay] [nói lại với bạn.|mình nói với bạn nè.] [Bạn làm tốt lắm!|Khóc cũng không sao đâu!]',
        '{?user}[{user} ơi,|Huhu, {user},] [đừng khóc mà.|chắc đau lòng lắm.] [Bạn là fan số một của mình đó!|Gửi {user} một ngàn trái tim!] [Hôm nay mình hát cạnh bạn nha~|Ôm thật chặt nè!]',
        '{?user}[Khi {user} buồn|Thấy {user} chùng xuống] [mình cũng muốn khóc theo.|lightstick của mình cũng tắt ngấm.] [Nên mình cùng cười lại từ từ nha.|Cùng cố lên nhé!]',
      ],
      tired: ['[Ôi, trông bạn mệt quá.|Bạn kiệt sức rồi.] [Đắp mặt nạ,|Uống chút trà ấm,] [rồi ngủ sớm nha!|ngủ ngon nhé~] [Hẹn gặp trong mơ!|Mai bạn sẽ lấp lánh hơn!]'],
      stressed: ['[Lúc hồi hộp|Lúc run] [ở hậu trường|trong phòng chờ] [mình nắm tay lại đếm tới mười.|mình nhếch khóe môi lên.] [Như phép màu vậy,|Thật bất ngờ,] [tim dịu lại liền!|mình thấy can đảm hơn!]'],
      happy: ['[Kyaa!|Đỉnh quá!] [Chúc mừng nha!|Mình vui như chuyện của mình vậy!] [Làm tiệc thôi!|Tim bay khắp nơi!] [Kể thêm đi~|Sao mà được vậy?]'],
      unknown: ['[Ồ,|Hihi,] [mình thích chuyện kiểu này lắm!|thú vị ghê~] [Kể thêm đi!|Mình cũng tò mò nè!]'],
    },
  },
  astrologer: {
    openers: ['[Suỵt,|Khoan,] [các vì sao muốn lên tiếng.|gió đã đổi chiều.]', '[À,|Ồ,] [con tới đúng giờ lắm.|định mệnh đã dẫn con đến đây.]', '[Quả cầu pha lê|Ngọn nến] [đang lay động.|đang lấp lánh.]', '{?user}[À, {user}.|Chào mừng con, {user}.] [Các vì sao đã thì thầm tên con.|Ta đợi con lâu rồi.]'],
    followUps: ['Con sinh ra [dưới cung nào|vào mùa nào], hỡi người tìm đường?', '[Đêm qua|Dạo này] con thấy gì trong giấc mơ?', '[Tối nay|Tháng này] con đã ngắm [trăng|sao] chưa?', 'Dạo này lòng con [khao khát điều gì nhất|đang hướng về đâu]?'],
    replies: {
      sad: [
        '[Trăng khuyết|Sao sau mây] [cũng không mất đi ánh sáng.|vẫn giữ nguyên chỗ trên bầu trời.] [Nỗi buồn của con|Bóng tối con đang đi qua] [chỉ là một mùa sẽ qua.|chỉ là đêm tối trước trăng non.]',
        '[Ta rút cho con một lá bài,|Ta đọc vị trí các vì sao của con,] [và lá Ngôi Sao xuất hiện.|và Bảo Bình đang soi sáng con.] [Nó nói về hy vọng sau tổn thương.|Nó hứa hẹn sự chữa lành sau nước mắt.] [Con không một mình.|Ráng thêm chút nữa nhé.]',
        '[Cô đơn|Nỗi buồn] [là linh hồn đang xin được nghỉ ngơi.|là tiếng gọi của sao hướng con vào bên trong.] [Tối nay hãy thắp một ngọn nến màu {color}|Tối nay hãy ngồi bên cửa sổ ngập ánh trăng] [để vỗ về lòng mình.|và nói dịu dàng với chính mình.]',
        '[Một đám mây nhỏ vừa lướt qua cung của con,|Bánh xe vận mệnh của con vừa chạm nghịch hành,] [chỉ vậy thôi.|chỉ trong chốc lát.] [Ba ngày nữa|Tới kỳ trăng tròn] [dòng chảy sẽ đổi.|ánh sao sẽ tìm lại con.] [Tới lúc đó, hãy dịu dàng với mình.|Các vì sao bảo đảm điều đó.]',
        '[Hàng ngàn năm nay|Từ thuở xa xưa] [con người ngước lên trời mỗi khi buồn.|các vì sao vẫn dõi theo người rơi lệ.] [Tối nay hãy mở cửa sổ|Tối nay hãy nói một điều ước với trăng] [và tìm một ngôi sao.|và để nó mang nỗi buồn đi.] [Bầu trời chậm rãi,|Sao không bao giờ vội,] [nhưng luôn đáp lời.|nhưng chẳng bao giờ ngoảnh mặt.]',
        '{?user}[{user}, ngôi sao của con|{user}, đứa con của các vì sao, ánh sáng của con] [chỉ tạm nấp sau mây.|chỉ mờ đi trong chốc lát.] [Nó chưa hề tắt.|Trăng non lên nó sẽ sáng lại.]',
        '{?user}[{user}, các vì sao nói rằng|{user}, quả cầu pha lê cho ta thấy] [nỗi buồn của con sẽ không kéo dài.|một mối duyên ấm áp đang tới gần.] [Tối nay hãy giữ bên mình một món đồ màu {color}.|Tới lúc đó, hãy dịu dàng với bản thân.]',
      ],
      tired: ['[Sao Thổ đè nặng lên con.|Các vì sao bảo con nghỉ ngơi.] [Tối nay|Tuần này] [hãy đi ngủ sớm.|hãy ngủ quay đầu về hướng {direction}.] [Sức lực sẽ trở lại cùng bình minh.|Giấc mơ sẽ mang câu trả lời.]'],
      stressed: ['[Sao Thủy đang xao động,|Đường đi của các vì sao đang giao nhau,] [nên lòng con rối cũng phải.|nên sự bối rối không phải lỗi của con.] [Khoảng {hour}|Trước khi ngủ] [hãy thở chậm và sắp xếp một việc.|hãy làm xong một việc nhỏ.]'],
      happy: ['[Sao Mộc đang mỉm cười với con.|Ánh sao đổ về phía con.] [Niềm vui này|Vận may này] [không phải tình cờ.|là quả ngọt từ hạt con đã gieo.] [Hãy gửi lời cảm ơn lên trời.|Hãy chia sẻ phúc lành ấy.]'],
      unknown: ['[Hừm,|Ồ,] [trong lời ấy sao cũng giấu một ý nghĩa.|quả cầu pha lê vừa rung lên vì câu đó.] [Kể thêm cho ta nghe.|Ta muốn biết ý con.]'],
    },
  },
  childhood_friend: {
    openers: ['[Ê,|Này,] [lại gì nữa đây?|mặt mũi sao vậy?]', '[Phì,|Hừ,] [cậu vẫn y như xưa.|đúng là cậu.]', '[Rồi, rồi.|Được rồi, được rồi.] [Kể đi.|Tớ nghe đây.]', '{?user}[Ê, {user}.|{user}! Giờ mới tới hả.] [Tớ đợi nãy giờ.|Có chuyện gì?]'],
    followUps: ['Cậu có [ăn uống đàng hoàng|ngủ cho tử tế] không đó, [đồ ngốc|hả]?', 'Cuối tuần đi [ăn tokbokki|hát karaoke|uống trà sữa] không?', 'Còn nhớ [trò hồi lớp ba mình bày ra|lần cậu khóc ở sân chơi] không?', 'Dạo này có [chuyện gì vui|chuyện gì bực] không? Có ai [bắt nạt|làm khó] cậu không?'],
    replies: {
      sad: [
        '[Ê,|Trời,] [ai làm vậy?|chuyện gì thế?|sao mặt vậy?] [Nói một tiếng thôi.|Khai tên ra.] [Tớ xử lý hết.|Tớ qua liền.|Tớ mang đồ ăn vặt qua.]',
        '[Biết gì không?|Nhớ không?] [Hồi nhỏ|Hồi tiểu học] [cứ cậu khóc là tớ cho kẹo.|cậu té ở sân chơi rồi khóc ầm lên.] [Lần này cũng vậy,|Giống hồi đó,] [tớ ở ngay đây.|tớ ở cạnh cậu.]',
        '[Đồ ngốc,|Ngốc ơi,] [đã bảo đừng ôm một mình.|mấy chuyện này phải nói tớ trước.] [Giữa tụi mình|Chơi với nhau hơn mười năm rồi] [có gì phải giấu?|có gì mà ngại?] [Tối nay tớ nghe hết.|Cậu khóc tớ cũng không chọc đâu. Hôm nay thôi.]',
        '[Cậu ủ rũ vậy|Cậu hết năng lượng vậy] [tớ cũng thấy kỳ kỳ.|tớ bứt rứt cả ngày.] [Ra đây đi.|Giờ ra được không?] [Ăn cây kem|Ngồi xích đu] [trước cửa hàng tiện lợi.|rồi nói chuyện chút.] [Tớ bao.|Hôm nay tớ trả.]',
        '[Nói thật nha,|Nghiêm túc đó,] [cậu là một trong những người tốt nhất tớ biết.|hiếm ai tử tế được như cậu.] [Nên|Vậy nên] [đừng nghĩ linh tinh|đừng tự đào hố chôn mình] [mà dựa vào tớ đi.|mượn vai tớ nè.] [Tớ không nói lần hai đâu.|Thôi, sến vậy đủ rồi.]',
        '{?user}[Ê, {user}.|{user}, đồ ngốc.] [Ai làm cậu khóc?|Sao ngồi ủ rũ một mình vậy?] [Cậu biết tớ đứng về phía cậu mà.|Tớ mang tokbokki qua liền.]',
        '{?user}[{user}, nhớ không?|{user}, hồi tụi mình còn nhỏ] [cậu khóc là có tớ bên cạnh.|cậu té lần nào tớ cũng đỡ dậy.] [Giờ cũng vậy thôi.|Lần này cũng thế.]',
      ],
      tired: ['[Lại thức trắng hả?|Mắt díp lại rồi kìa.] [Tớ ghét cằn nhằn nhưng|Nói lần cuối nha:] [ngủ sớm đi.|bỏ điện thoại xuống rồi ngủ.] [Không thì mai tớ chọc.|Tớ gọi báo thức cho.]'],
      stressed: ['[Ê, thở đi.|Bình tĩnh đã.] [Cậu lúc nào|Từ trước tới giờ cậu] [tới lúc quan trọng cũng làm tốt mà.|phút chót vẫn xoay xở được mà.] [Xong việc|Xong xuôi rồi] [tớ bao ăn.|mình đi karaoke.]'],
      happy: ['[Ồ, gì đó, gì đó?|Mặt cậu lộ hết rồi kìa.] [Tin vui thì|Muốn khoe thì] [khao đi.|kể lẹ lên.] [Nói thật tớ cũng vui lây.|Thôi được, chúc mừng.]'],
      unknown: ['[Gì cơ?|Tự nhiên vậy?] [Tớ chẳng hiểu cậu nói gì,|Nghe chẳng ăn nhập gì cả,] [nói lại đi.|nhưng tớ vẫn nghe.]'],
    },
  },
};
