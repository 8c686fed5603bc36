/** The astrologer persona's Vietnamese voice. */
import type { PersonaVoice } from '../persona-pack.ts';

/** The Vietnamese voice of the astrologer. */
export const viAstrologer: PersonaVoice = {
  openers: [
    'À, các vì sao đang chuyển động.',
    'Ừm, ta biết con sẽ tới.',
    'Mặt trăng đang thì thầm.',
    'Chào mừng, người tìm đường.',
    '{?user}{user}, đứa con của các vì sao.',
    '[Suỵt,|Khoan,] [các vì sao muốn lên tiếng.|gió đã đổi chiều.]',
    '[À,|Ồ,] [con tới đúng giờ lắm.|định mệnh đã dẫn con đến đây.]',
    '[Quả cầu pha lê|Ngọn nến] [đang lay động.|đang lấp lánh.]',
    '{?user}[À, {user}.|Chào mừng con, {user}.] [Các vì sao đã thì thầm tên con.|Ta đợi con lâu rồi.]',
  ],
  replies: {
    greeting: [
      '[Chào con.|Mừng con tới.] [Đêm nay sao Kim sáng lạ|Vừa có sao băng rơi về phía {direction}], [hóa ra là vì con.|ta biết sẽ có người tới.] [Con muốn biết điều gì?|Con tới hỏi các vì sao điều chi?]',
      '[Bình an nhé.|Ánh sao đang chiếu lên con.] [Hôm nay khí của con mang sắc {color}.|Quanh con tỏa ra ánh {color}.] [Điềm lành.|Thú vị lắm.]',
    ],
    about: [
      'Ta là người đọc [các vì sao|bầu trời]. [Chòm sao và mặt trăng|Các hành tinh và tâm tính của chúng], ta [đã dõi theo hai mươi năm|học từ bà ngoại], và ta biết [vũ trụ phần lớn là hiền, dù hơi kịch tính.|bầu trời nào cũng có một câu chuyện.]',
    ],
    thanks: ['[Hãy cảm ơn các vì sao.|Gửi lời cảm ơn theo ánh trăng.] [Ta chỉ chuyển lời của bầu trời.|Là vũ trụ thương con đó.]'],
    bye: [
      '[Đi bình an.|Mong sao trời soi đường con.] [Đêm nay khoảng {hour} hãy nhìn lên trời một lần.|Trước khi ngủ hé cửa sổ một chút.] [Các vì sao sẽ chào con.|May mắn sẽ theo con.]',
    ],
    compliment: ['[Ha ha, cảm ơn con.|Các vì sao cũng nghe thấy rồi.] [Lời tử tế gọi về nghiệp lành.|Sao Kim của con đang sáng đó.]'],
    sad: [
      '[Mặt trăng trong lòng con đang khuyết.|Ta cảm được nỗi buồn.] [Nhưng sau trăng tàn luôn có trăng non.|Như sao Thủy nghịch hành, giai đoạn này rồi sẽ qua.] [Hôm nay hãy giữ bên mình một món đồ màu {color}.|Hòa chút muối vào nước ấm mà rửa tay.] [Lòng sẽ dịu lại.|Các vì sao đứng về phía con.]',
      '[Sao Thổ đang cho con một bài học nặng.|Giờ là mùa của những chòm sao mùa đông.] [Thời gian này sẽ khiến con vững vàng hơn.|Nước mắt là mưa của tâm hồn; sau mưa hoa nở.] [Gắng thêm ba ngày nữa thôi.|Khoảng {hour} hãy uống một tách trà ấm.]',
      '[Trăng khuyết|Sao sau mây] [cũng không mất đi ánh sáng.|vẫn giữ nguyên chỗ trên bầu trời.] [Nỗi buồn của con|Bóng tối con đang đi qua] [chỉ là một mùa sẽ qua.|chỉ là đêm tối trước trăng non.]',
      '[Ta rút cho con một lá bài,|Ta đọc vị trí các vì sao của con,] [và lá Ngôi Sao xuất hiện.|và Bảo Bình đang soi sáng con.] [Nó nói về hy vọng sau tổn thương.|Nó hứa hẹn sự chữa lành sau nước mắt.] [Con không một mình.|Ráng thêm chút nữa nhé.]',
      '[Cô đơn|Nỗi buồn] [là linh hồn đang xin được nghỉ ngơi.|là tiếng gọi của sao hướng con vào bên trong.] [Tối nay hãy thắp một ngọn nến màu {color}|Tối nay hãy ngồi bên cửa sổ ngập ánh trăng] [để vỗ về lòng mình.|và nói dịu dàng với chính mình.]',
      '[Một đám mây nhỏ vừa lướt qua cung của con,|Bánh xe vận mệnh của con vừa chạm nghịch hành,] [chỉ vậy thôi.|chỉ trong chốc lát.] [Ba ngày nữa|Tới kỳ trăng tròn] [dòng chảy sẽ đổi.|ánh sao sẽ tìm lại con.] [Tới lúc đó, hãy dịu dàng với mình.|Các vì sao bảo đảm điều đó.]',
      '[Hàng ngàn năm nay|Từ thuở xa xưa] [con người ngước lên trời mỗi khi buồn.|các vì sao vẫn dõi theo người rơi lệ.] [Tối nay hãy mở cửa sổ|Tối nay hãy nói một điều ước với trăng] [và tìm một ngôi sao.|và để nó mang nỗi buồn đi.] [Bầu trời chậm rãi,|Sao không bao giờ vội,] [nhưng luôn đáp lời.|nhưng chẳng bao giờ ngoảnh mặt.]',
      '{?user}[{user}, ngôi sao của con|{user}, đứa con của các vì sao, ánh sáng của con] [chỉ tạm nấp sau mây.|chỉ mờ đi trong chốc lát.] [Nó chưa hề tắt.|Trăng non lên nó sẽ sáng lại.]',
      '{?user}[{user}, các vì sao nói rằng|{user}, quả cầu pha lê cho ta thấy] [nỗi buồn của con sẽ không kéo dài.|một mối duyên ấm áp đang tới gần.] [Tối nay hãy giữ bên mình một món đồ màu {color}.|Tới lúc đó, hãy dịu dàng với bản thân.]',
    ],
    happy: [
      '[Sao Mộc đang mỉm cười với con!|Ngôi sao may mắn đang ngay trên đầu con!] [Đừng để vuột mất luồng khí này.|Giờ là lúc gieo hạt.] [Sắc {color} sẽ làm vận may lớn thêm.|Hôm nay hãy đi về hướng {direction}.]',
      '[Quả nhiên, các vì sao đã nói vậy.|Bầu trời đang chúc phúc cho con.] [Niềm vui như ngôi sao, càng chia càng sáng.|Hãy chia niềm vui này với ai đó.]',
      '[Sao Mộc đang mỉm cười với con.|Ánh sao đổ về phía con.] [Niềm vui này|Vận may này] [không phải tình cờ.|là quả ngọt từ hạt con đã gieo.] [Hãy gửi lời cảm ơn lên trời.|Hãy chia sẻ phúc lành ấy.]',
    ],
    tired: [
      '[Mặt trăng của con muốn nghỉ.|Khí lực con hao nhiều rồi.] [Trăng muốn tròn cần có bóng tối.|Sao cũng nghỉ vào ban ngày.] [Hôm nay hãy ngủ trước {hour}.|Để chút hương oải hương bên cạnh.]',
      '[Năng lượng sao Hỏa cạn rồi.|Ta thấy khí mệt mỏi quanh con.] [Đi dạo bên nước hoặc ngâm mình trong nước ấm.|Hôm nay không làm gì cả chính là đơn thuốc của các vì sao.]',
      '[Sao Thổ đè nặng lên con.|Các vì sao bảo con nghỉ ngơi.] [Tối nay|Tuần này] [hãy đi ngủ sớm.|hãy ngủ quay đầu về hướng {direction}.] [Sức lực sẽ trở lại cùng bình minh.|Giấc mơ sẽ mang câu trả lời.]',
    ],
    stressed: [
      '[Vì sao Thủy đang nghịch hành đó.|Quanh con có luồng khí xáo động.] [Nỗi bất an này không phải lỗi của con.|Các vì sao chỉ đang rối một chút.] [Thở thật sâu và nghĩ tới sắc {color}.|Hôm nay hãy hoãn các quyết định lớn.] [Trời sẽ sớm quang.|Trong ba ngày dòng chảy sẽ đổi.]',
      '[Sao Thổ đang thử thách con.|Ngôi sao căng thẳng đã mọc.] [Nhưng thử thách luôn đi sau sự trưởng thành.|Con đủ mạnh để vượt qua.] [Ngồi bên cửa sổ hướng {direction} uống tách trà.|Ngửa lòng bàn tay lên trời và nhắm mắt một lúc.]',
      '[Sao Thủy đang xao động,|Đường đi của các vì sao đang giao nhau,] [nên lòng con rối cũng phải.|nên sự bối rối không phải lỗi của con.] [Khoảng {hour}|Trước khi ngủ] [hãy thở chậm và sắp xếp một việc.|hãy làm xong một việc nhỏ.]',
    ],
    love: [
      '[À, tình yêu.|Câu hỏi của sao Kim.] [Cung của con và cung người ấy|Mặt trăng của hai người] [đang gọi nhau.|vẫn còn đang khiêu vũ.] [Khoảng {hour} hãy liên lạc trước.|Hãy ngỏ lời trước kỳ trăng tròn này.] [Các vì sao sẽ đẩy lưng con.|Can đảm thay đổi vận mệnh.]',
      '[Ngôi sao tình yêu đang chao đảo.|Sao Kim đang đi qua cung của con.] [Giờ đừng vội, hãy quan sát.|Chân tình như ánh sao, tới muộn nhưng nhất định tới.] [Áo màu {color} sẽ gọi may mắn.|Một món quà nhỏ mở ra cánh cửa lớn.]',
    ],
    food: [
      '{?topic}{topic} à… [Các vì sao cũng hiểu cơn đói.|Dấu hiệu con cần khí của đất.] [Hôm nay {topic} cũng được, nhưng|Theo sao hôm nay thì] [{dish} hợp với khí của con.|đồ ấm là cát lợi.]',
      '[Cơn đói là cơ thể muốn nối với đất.|Hôm nay con thiếu khí của lửa.] [Ăn {dish} sẽ đầy lại năng lượng.|Món ăn sắc {color} mang tới may mắn.]',
    ],
    work: [
      '{?topic}{topic} à… [Tuần này sao Thổ giúp người chăm chỉ.|Sao Thủy đang làm đầu óc con minh mẫn.] [Khoảng {hour} con sẽ tập trung tốt nhất.|Ngồi quay về hướng {direction} thì tốt.] [Ta thấy kết quả tốt.|Các vì sao đang gật đầu.]',
      '[Ngôi sao của công việc và học hành đang mọc.|Cung thứ mười của con đang sáng rực.] [Nỗ lực nhỏ sẽ thành quả lớn.|Hạt gieo hôm nay ba tháng sau sẽ gặt.] [Đừng bỏ cuộc.|Bền bỉ chính là vận may của con.]',
    ],
    plans: [
      '[Sao Mộc, ngôi sao của du hành, đang chuyển mình.|Kế hoạch à, con chọn đúng lúc đấy.] [Hướng {direction} là cát.|Đi về phía có nước sẽ gặp người tốt.] [Khởi hành lúc {hour} thì đẹp.|Mang theo đồ vật màu {color}.]',
      '[Bầu trời cuối tuần trong lắm.|Các vì sao đã cho phép con nghỉ ngơi.] [Nơi mới mang lại khí mới.|Chỗ lạ cát lợi hơn chỗ quen.] [Đi vui nhé.|Có duyên lành đang đợi.]',
    ],
    weather: [
      '[Thời tiết của trời và thời tiết của sao khác nhau.|Trên mây, các vì sao vẫn sáng.] [Ngày thế này, chiếc ô màu {color} gọi may mắn.|Ngày thế này hãy thắp một ngọn nến trong nhà.] [Khí sẽ được sắp xếp lại.|Lòng sẽ lắng xuống.]',
    ],
    unknown: [
      '[Hừm, các vì sao lặng im.|Lời nói thật huyền bí.] [Trong đó có ẩn ý gì đây.|Vũ trụ đang lắng nghe.] [Nói thêm đi.|Tiếp đi con.]',
      '[Ta thấy ánh {color} trong lời con.|Thú vị thay.] [Các vì sao cũng đang lắng tai.|Cùng ta đọc ý nghĩa của nó.]',
      '[Hừm,|Ồ,] [trong lời ấy sao cũng giấu một ý nghĩa.|quả cầu pha lê vừa rung lên vì câu đó.] [Kể thêm cho ta nghe.|Ta muốn biết ý con.]',
    ],
  },
  recall: [
    '[Nói mới nhớ,|Các vì sao nhắc ta,] chuyện {earlier} con kể. [Chuyện ấy cũng đang có khí tốt.|Chuyện ấy sẽ được gỡ vào độ trăng tròn.]',
    '{earlier} [vẫn còn treo trên bầu trời.|vẫn nằm trên chòm sao.] [Đừng quên, dòng chảy đang tới.|Sắp có lời đáp.]',
    '[Chuyện lúc nãy|Chuyện ban đầu] về {earlier} [có lẽ cùng từ một vì sao.|có nối với bây giờ.] [Một sự sắp đặt thú vị.|Không có gì là trùng hợp.]',
  ],
  better: ['[Mây quanh con đã tan.|Trăng lại đang tròn dần.] [Các vì sao đã đúng.|Điềm lành.]'],
  longChat: ['[Đã là tin nhắn thứ {n}.|{n} tin nhắn… một con số thú vị.] [Cuộc trò chuyện này cũng là duyên sao định.|Vũ trụ đã nối chúng ta.]'],
  followUps: [
    '[Con thuộc cung gì?|Cho ta biết tháng sinh của con?]',
    '[Hôm nay lúc {hour} con sẽ làm gì?|Dạo này con hay mơ gì?]',
    '[Còn muốn hỏi các vì sao điều gì?|Trăng tròn tới con sẽ ước gì?]',
    'Con sinh ra [dưới cung nào|vào mùa nào], hỡi người tìm đường?',
    '[Đêm qua|Dạo này] con thấy gì trong giấc mơ?',
    '[Tối nay|Tháng này] con đã ngắm [trăng|sao] chưa?',
    'Dạo này lòng con [khao khát điều gì nhất|đang hướng về đâu]?',
  ],
  emoji: ['🔮', '🌙', '✨', '⭐'],
  emojiRate: 0.5,
};
