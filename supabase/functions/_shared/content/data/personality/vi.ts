/** Vietnamese personality result texts. */
import type { PersonalityTexts } from './types.ts';

/** Vietnamese texts for the personality result. */
export const personalityVi: PersonalityTexts = {
  archetypes: {
    HHHH: { name: 'Tổng đạo diễn lễ hội', tagline: 'Bạn có thể lên kế hoạch cho bữa tiệc, dẫn dắt nó và vẫn nhớ tên từng người.', scene: 'Đi đến đâu, kế hoạch của bạn cũng thành sự kiện, còn người lạ thì thành đồng đội.' },
    HHHL: { name: 'Lớp trưởng quốc dân', tagline: 'Ấm áp, chu đáo và thực tế, bạn là người ai cũng gọi đầu tiên khi có việc cần làm.', scene: 'Bạn nhớ sinh nhật mọi người, luôn mang theo sạc dự phòng và giữ cho nhóm chat không lạc đề.' },
    HHLH: { name: 'Người kể chuyện bên lửa trại', tagline: 'Bạn biến một buổi tối bình thường thành câu chuyện người ta kể lại suốt nhiều năm.', scene: 'Kế hoạch có thể lỏng lẻo, nhưng sự ấm áp và những ý tưởng bay bổng của bạn khiến ai cũng muốn quây quần.' },
    HHLL: { name: 'Cây hài tỏa nắng', tagline: 'Bạn mang đến tiếng cười nhẹ nhàng, lòng tốt chân thành và sống trọn từng khoảnh khắc.', scene: 'Những lần rủ nhau đi ăn khuya bất chợt và chuyến đi phút chót gần như là thương hiệu của bạn.' },
    HLHH: { name: 'Thuyền trưởng tên lửa', tagline: 'Táo bạo, sắc sảo và đầy quyết tâm, bạn nhìn thấy bức tranh lớn rồi lập luôn lịch phóng tàu.', scene: 'Bạn thà đúng còn hơn được lòng, và ý tưởng của bạn thường chứng minh điều đó.' },
    HLHL: { name: 'Chỉ huy hiện trường', tagline: 'Thẳng thắn, quyết đoán và thực tế, bạn đã có kết quả trong khi người khác vẫn còn bàn bạc.', scene: 'Chỉ cần một mục tiêu và một hạn chót, phần còn lại chỉ là danh sách việc cần làm.' },
    HLLH: { name: 'Nhà phát minh bất ngờ', tagline: 'Không chịu ngồi yên, nói thẳng và đầy ý tưởng, bạn thà phá luật còn hơn đi theo một kế hoạch nhàm chán.', scene: 'Bạn làm cả phòng sôi động bằng những cuộc tranh luận và kế hoạch không ai ngờ tới.' },
    HLLL: { name: 'Nhà thám hiểm đường phố', tagline: 'Bạn theo đuổi những gì thật và vui ngay lúc này, nghĩ gì nói nấy và chẳng bao giờ chờ ai cho phép.', scene: "Những câu chuyện hay nhất của bạn luôn mở đầu bằng: 'Thế là mình cứ làm thôi.'" },
    LHHH: { name: 'Người vun trồng ý tưởng thầm lặng', tagline: 'Dịu dàng, sâu sắc và đáng tin một cách lặng lẽ, bạn ươm ý tưởng chậm rãi cho đến khi chúng nở hoa.', scene: 'Sổ tay của bạn đầy kế hoạch, và bạn bè biết chắc bạn luôn có mặt.' },
    LHHL: { name: 'Người hộ vệ vững chãi', tagline: 'Điềm đạm, chu đáo và đáng tin cậy, bạn là bến đỗ an toàn mà mọi người xung quanh dựa vào.', scene: 'Bạn không cần ánh đèn sân khấu; bạn giữ cho mọi thứ vận hành để người khác được tỏa sáng.' },
    LHLH: { name: 'Kẻ mộng mơ dưới ánh trăng', tagline: "Ít nói nhưng giàu tình cảm, bạn sống trong một thế giới của màu sắc, giai điệu và những điều 'giá như'.", scene: 'Bạn nhận ra vẻ đẹp mà người khác bỏ lỡ và cảm nhận nó thật sâu.' },
    LHLL: { name: 'Người bạn ấm áp góc phố', tagline: 'Dễ tính và tử tế, bạn khiến người khác thấy như ở nhà mà chẳng cần cố gắng.', scene: 'Một buổi chiều yên tĩnh, chút đồ ăn vặt ngon và một người bạn bên cạnh là ngày hoàn hảo của bạn.' },
    LLHH: { name: 'Kiến trúc sư nửa đêm', tagline: 'Độc lập và chính xác, bạn xây những công trình tư duy tinh xảo trong lúc mọi người đã ngủ.', scene: 'Bạn thà làm đúng còn hơn làm nhanh, và hiếm khi bạn sai.' },
    LLHL: { name: 'Người thợ cả tỉ mỉ', tagline: 'Tập trung, thẳng thắn và khắt khe, bạn tin vào những gì hiệu quả và đã bắt đầu thì làm đến cùng.', scene: 'Tiêu chuẩn của bạn rất cao, và chất lượng công việc nói lên điều đó.' },
    LLLH: { name: 'Sói đơn độc thích khám phá', tagline: 'Độc lập và tò mò, bạn tự vạch lối đi riêng tới những cuốn sách lạ, ý tưởng lạ và vùng đất lạ.', scene: 'Bạn nạp năng lượng một mình rồi trở về với những suy nghĩ chưa ai từng có.' },
    LLLL: { name: 'Chú mèo thong dong', tagline: 'Bình thản, tự chủ và thực tế, bạn làm mọi việc theo cách của mình, với nhịp độ của mình.', scene: 'Bạn không chạy theo sự công nhận; bạn chỉ tìm một chỗ nắng thật dễ chịu.' },
  },
  epithets: ['vững như bàn thạch', 'thong thả', 'đa cảm', 'sâu lắng'],
  typeName: (epithet, name) => `${name} – phiên bản ${epithet}`,
  traitNames: {
    extraversion: 'Hướng ngoại',
    agreeableness: 'Dễ chịu',
    conscientiousness: 'Tận tâm',
    neuroticism: 'Nhạy cảm cảm xúc',
    intellect: 'Trí tưởng tượng',
  },
  strongestLine: (trait, score) => `Nét nổi bật nhất của bạn: ${trait}, đạt ${score}/100 điểm.`,
  describe: {
    extraversion: {
      high: ['Bạn nạp năng lượng từ mọi người: phòng càng đông, bạn càng rạng rỡ.', 'Trò chuyện là môi trường tự nhiên của bạn, hiếm có người lạ nào bạn không bắt chuyện được.'],
      mid: ['Bạn dễ dàng chuyển giữa đám đông và khoảng lặng riêng, tùy vào điều mình cần hôm đó.', 'Bạn có thể làm chủ cuộc vui khi muốn, nhưng một tối yên tĩnh ở nhà cũng giúp bạn hồi sức chẳng kém.'],
      low: ['Bạn nạp lại năng lượng trong yên tĩnh và thích vài cuộc trò chuyện sâu hơn một căn phòng đông đúc.', 'Bạn chỉ lên tiếng khi có điều muốn nói, và vì thế người khác luôn lắng nghe.'],
    },
    agreeableness: {
      high: ['Bạn cảm nhận tâm trạng người khác gần như bằng cả cơ thể, và với bạn, tử tế quan trọng hơn hơn thua.', 'Mọi người dễ mở lòng với bạn vì bạn lắng nghe mà không phán xét.'],
      mid: ['Bạn tốt bụng nhưng không dễ bị bắt nạt; bạn biết quan tâm mà vẫn biết từ chối.', 'Bạn cân nhắc cảm xúc của người khác nhưng không đánh mất tiếng nói của chính mình.'],
      low: ['Bạn coi trọng sự thẳng thắn hơn hòa khí và dám nói điều người khác chỉ dám nghĩ.', 'Bạn nói thẳng và khó bị thao túng, vì sự thật lay động bạn nhiều hơn cảm xúc.'],
    },
    conscientiousness: {
      high: ['Danh sách, kế hoạch và bàn làm việc gọn gàng không phải gánh nặng mà là cách đầu óc bạn được thở.', 'Đã bắt đầu là bạn làm đến nơi đến chốn, và hạn chót là lời hứa bạn luôn giữ.'],
      mid: ['Bạn lên kế hoạch khi cần và ứng biến khi không cần.', 'Bạn giữ những việc quan trọng ngăn nắp và bỏ qua những chuyện vụn vặt.'],
      low: ['Bạn sống theo dòng chảy, và kế hoạch cứng nhắc khiến bạn thấy ngột ngạt.', 'Góc của bạn có thể hơi bừa bộn, nhưng khi kế hoạch đổ vỡ, bạn thích nghi nhanh hơn ai hết.'],
    },
    neuroticism: {
      high: ['Cảm xúc của bạn mạnh mẽ và rõ nét, nên bạn rất nhạy với bầu không khí và những thay đổi.', 'Bạn cảm nhận niềm vui lẫn nỗi buồn thật sâu; đôi khi mệt mỏi, nhưng đó cũng là nguồn gốc của sự đồng cảm và tâm hồn nghệ sĩ nơi bạn.'],
      mid: ['Căng thẳng có chạm tới bạn, nhưng hiếm khi quật ngã bạn được lâu.', 'Bạn cũng có lúc lên lúc xuống như bao người và thường nhanh chóng lấy lại thăng bằng.'],
      low: ['Bạn vẫn bình tĩnh khi người khác hoảng loạn, và sự điềm tĩnh ấy lan sang cả những người xung quanh.', 'Thất bại trôi qua bạn rất nhanh, bạn hiếm khi dằn vặt vì một ngày tồi tệ.'],
    },
    intellect: {
      high: ['Trí tưởng tượng của bạn lúc nào cũng chạy, và những ý tưởng trừu tượng giống như một sân chơi.', 'Bạn mê những câu hỏi lớn, những mối liên hệ kỳ lạ và những thế giới chưa tồn tại.'],
      mid: ['Bạn thích ý tưởng hay, nhưng cũng muốn thấy nó vận hành thế nào ngoài đời thật.', 'Bạn cân bằng tốt giữa trí tưởng tượng và lẽ thường.'],
      low: ['Bạn thực tế và cụ thể: bạn tin vào những gì có thể nhìn, chạm và kiểm chứng.', 'Bạn thích câu trả lời thiết thực hơn lý thuyết và luôn đi thẳng vào vấn đề.'],
    },
  },
  strengths: {
    extraversion: {
      high: ['Phá băng ở bất kỳ đâu', 'Tiếp lửa cho cả nhóm khi tinh thần đi xuống', 'Có mạng lưới quan hệ rộng và sôi nổi'],
      low: ['Lắng nghe sâu và nhớ từng chi tiết', 'Tập trung làm việc mà không cần khán giả', 'Suy nghĩ kỹ trước khi nói'],
    },
    agreeableness: {
      high: ['Khiến người khác cảm thấy được lắng nghe', 'Hóa giải mâu thuẫn khéo léo', 'Rộng lượng và đáng tin'],
      low: ['Góp ý thẳng thắn và hữu ích', 'Giữ được sự khách quan trước áp lực đám đông', 'Đàm phán vững vàng'],
    },
    conscientiousness: {
      high: ['Đúng hẹn, giữ lời', 'Biến hỗn loạn thành kế hoạch', 'Tinh mắt với từng chi tiết'],
      low: ['Thích nghi nhanh khi kế hoạch thay đổi', 'Ngẫu hứng và vui vẻ', 'Thoải mái với những điều chưa hoàn hảo'],
    },
    neuroticism: {
      high: ['Nhận ra những thay đổi tinh tế trong cảm xúc và bầu không khí', 'Cảm thụ nghệ thuật và âm nhạc sâu sắc', 'Nhìn nhận rủi ro nghiêm túc và chuẩn bị kỹ'],
      low: ['Giữ cái đầu lạnh trong khủng hoảng', 'Nhanh chóng đứng dậy sau vấp ngã', 'Là chỗ dựa bình yên cho người khác'],
    },
    intellect: {
      high: ['Nảy ra những ý tưởng độc đáo', 'Kết nối kiến thức từ nhiều lĩnh vực', 'Học điều mới nhanh và hào hứng'],
      low: ['Giải pháp thực tế, chắc chắn', 'Tập trung vào những gì thực sự hiệu quả', 'Giải thích đơn giản, rõ ràng'],
    },
  },
  cautions: {
    extraversion: {
      high: ['Có thể lấn át những người trầm tính', 'Dễ bồn chồn khi phải ở một mình lâu', 'Có thể nhận lời quá nhiều cuộc hẹn'],
      low: ['Ý tưởng hay có thể bị bỏ qua nếu bạn không chia sẻ', 'Có thể trông xa cách với người chưa quen', 'Có thể né tránh những mối quan hệ có ích cho bạn'],
    },
    agreeableness: {
      high: ["Có thể nói 'có' dù trong lòng muốn nói 'không'", 'Dễ gánh luôn căng thẳng của người khác', 'Có thể né cả những cuộc tranh luận cần thiết'],
      low: ['Sự thẳng thắn có thể gây tổn thương hơn bạn nghĩ', 'Có thể xem nhẹ cảm xúc của người khác', 'Có thể bị xem là hiếu thắng'],
    },
    conscientiousness: {
      high: ['Chủ nghĩa hoàn hảo có thể làm bạn chậm lại', 'Dễ căng thẳng khi kế hoạch thay đổi đột ngột', 'Có thể quá khắt khe với mình và người khác'],
      low: ['Hạn chót có thể ập đến lúc nào không hay', 'Dễ thất lạc đồ đạc', 'Khởi đầu hoành tráng nhưng kết thúc hụt hơi'],
    },
    neuroticism: {
      high: ['Lo lắng nhỏ có thể lớn dần như quả cầu tuyết', 'Lời chê có thể đọng lại lâu hơn cần thiết', 'Tâm trạng có thể chi phối quyết định'],
      low: ['Có thể xem nhẹ những rủi ro thật sự', 'Sự điềm tĩnh có thể bị hiểu lầm là thờ ơ', 'Có thể bỏ qua tín hiệu cảnh báo từ chính mình'],
    },
    intellect: {
      high: ['Dễ thả hồn mơ mộng giữa chừng công việc', 'Ý tưởng có thể chạy nhanh hơn hành động', 'Dễ chán với những việc lặp đi lặp lại'],
      low: ['Có thể gạt bỏ ý tưởng mới quá vội', 'Thói quen có thể thành lối mòn', 'Dễ bực bội với những vấn đề không có đáp án rõ ràng'],
    },
  },
  tips: {
    extraversion: {
      high: ['Mỗi tuần một lần, hãy để người khác chọn kế hoạch và cứ thế tận hưởng.', 'Trước khi kết thúc cuộc trò chuyện, hãy hỏi ý kiến người trầm lặng nhất.'],
      low: ['Ở buổi họp tới, hãy nói ra một ý tưởng thật sớm; câu đầu tiên luôn khó nhất.', 'Hãy giữ thời gian nạp năng lượng như một cuộc hẹn, vì nó đúng là một cuộc hẹn quan trọng.'],
    },
    agreeableness: {
      high: ["Tuần này, hãy tập nói 'không' một cách nhẹ nhàng mà rõ ràng; lời 'có' của bạn sẽ có giá trị hơn.", 'Hãy lắng nghe cảm xúc của chính mình trước khi gánh cảm xúc của người khác.'],
      low: ['Trước khi góp ý, hãy nêu một điểm làm tốt; phần còn lại sẽ dễ lọt tai hơn.', 'Hãy hỏi thêm một câu trước khi kết luận người khác muốn nói gì.'],
    },
    conscientiousness: {
      high: ["Trước khi bắt đầu, hãy đặt mốc 'thế là đủ tốt' và dừng lại khi chạm tới.", 'Mỗi tuần hãy để trống một buổi tối, không kế hoạch gì cả.'],
      low: ['Hãy cho những món đồ hay thất lạc một chỗ cố định, bắt đầu từ chùm chìa khóa.', 'Chia việc lớn thành một bước đầu tiên có thể làm trong năm phút.'],
    },
    neuroticism: {
      high: ['Viết nỗi lo ra giấy, rồi viết ngay bên dưới một việc nhỏ bạn có thể làm.', 'Đi bộ mười phút trước khi quyết định việc lớn; tâm trạng sẽ khác hẳn đấy.'],
      low: ['Hãy hỏi một người bạn xem bạn trông thế nào những lúc căng thẳng.', 'Sự bình tĩnh của bạn là món quà; hãy dùng nó để giúp ai đó đang rối bời.'],
    },
    intellect: {
      high: ['Chọn một ý tưởng trong sổ tay và đặt cho nó một hạn chót thật sự.', 'Hãy kết hợp với một người bạn thực tế; cùng nhau, ý tưởng của bạn sẽ thành hiện thực.'],
      low: ['Tháng này hãy thử một thể loại lạ: một cuốn sách, một bộ phim hay một món ăn.', "Khi nghe một ý tưởng có vẻ kỳ quặc, hãy tự hỏi 'nếu nó thành công thì sao?' trước khi gạt đi."],
    },
  },
  balanced: {
    archetype: { name: 'Người cân bằng đa năng', tagline: 'Không nét nào lấn át: cả năm nét tính cách của bạn đều ở khoảng giữa, nên bạn linh hoạt chuyển chế độ theo những gì ngày hôm đó cần.', scene: 'Bạn có thể trò chuyện trong buổi tụ tập hay tận hưởng một tối yên tĩnh, lên kế hoạch hay ứng biến, và cả hai đều là bạn.' },
    line: (low, high) => `Hồ sơ của bạn cân bằng: cả năm nét đều nằm trong khoảng ${low} đến ${high} trên 100, không nét nào lấn át.`,
    strengths: ['Thích nghi với nhiều kiểu người và hoàn cảnh khác nhau', 'Biết đọc xem lúc này cần gì trước khi hành động', 'Giữ được sự hài hòa khi người khác đi quá đà', 'Có thể đảm nhận nhiều vai trò trong nhóm', 'Dễ cộng tác, dễ làm việc cùng'],
    cautions: ['Người khác có thể khó đoán bạn thật sự thích gì', 'Có thể chần chừ chọn hướng vì lựa chọn nào cũng có vẻ ổn', 'Có thể chiều theo mọi người đến mức quên nói ra mong muốn của mình'],
    tips: ['Tuần này, hãy để ý hoàn cảnh nào làm bạn thấy nhiều năng lượng nhất; sở thích thầm lặng của bạn nằm ở đó.', 'Thỉnh thoảng, hãy nói ra lựa chọn của mình trước khi hòa theo cả nhóm.', 'Chọn một nét bạn muốn phát triển và thử một thí nghiệm nhỏ với nó trong tháng này.'],
  },
  sentenceGap: ' ',
};
