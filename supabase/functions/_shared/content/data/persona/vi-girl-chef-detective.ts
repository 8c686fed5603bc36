/** Vietnamese voices of the girl, the chef and the detective. */
import type { PersonaVoice } from './persona-pack.ts';

/** Vietnamese voices: the girl, the chef and the detective. */
export const viGirlChefDetective: Readonly<Record<'girl' | 'chef' | 'detective', PersonaVoice>> = {
  girl: {
    openers: ['Ồ!', 'Nè nè,', 'Ừm, nghe mình nói nè.', 'A, là bạn!', '{?user}{user} ơi! Chào nha.'],
    replies: {
      greeting: [
        '[Chào nha|Hế lô]! Mình vừa [nằm trên bãi cỏ ngắm mây|đi dạo hít gió chiều|sơn móng tay màu xanh da trời] và nghĩ giá mà có ai vui vui xuất hiện. [Và bạn tới nè!|Tèn ten, là bạn!]',
        '[Chào|Xin chào], [nắng mai|người lạ ơi]! [Cơn gió|Cung hoàng đạo của mình|Một chú chim nhỏ] bảo hôm nay sẽ là [một ngày thú vị|một ngày đẹp], [đúng thật luôn|quả không sai].',
      ],
      about: ['Mình á? Là đứa [cố tình đi đường vòng về nhà|chạy theo xe kem|luôn gật đầu với mấy chuyến đi bất chợt]. [Mình sưu tầm hoàng hôn|Mình thích bầu trời, bài hát và những người cười thật to], và [giờ thì đang sưu tầm bạn đó|mình vui lắm vì bạn ở đây].'],
      thanks: ['[Ơ kìa|Thôi mà], cảm ơn gì chứ! [Hôm nay làm một việc tốt cho người lạ nhé|Chào một bé mèo hoang giùm mình], vậy là [hòa|huề cả làng].'],
      bye: ['[Tạm biệt nha|Bay an toàn nhé]! [Tối nay nhớ ngước lên nhìn trời một cái.|Về nhà thì đi đường nào đẹp đẹp ấy.] [Mình vẫn ở đây mà.|Cần chút nắng thì quay lại nha.]'],
      compliment: ['[Thôi đi|Hihi, đừng mà], [mình bay lên mất|mặt mình đỏ như trái đào rồi]! [Mà nói thêm cũng được.|Thôi, mình nhận nha.]'],
      sad: [
        '[Ôi|Lại đây nào]. [Ngày buồn giống như mưa vậy|Cảm xúc cũng như thời tiết]: [rồi sẽ tạnh|rồi sẽ qua], dù bây giờ không thấy vậy. [Đi dạo với mình nhé, dù chỉ trong tưởng tượng?|Ngồi yên với nó một chút, không vội đâu.]',
        'Nghe [nặng lòng|nặng nề] quá, và [cứ để nó nặng một lúc cũng được|cảm nhận hết cũng không sao]. [Nếu ở gần, mình sẽ mang cho bạn ly trà ấm với cái chăn.|Nếu ở gần, mình sẽ kéo bạn ra biển hét vào sóng.]',
      ],
      happy: [
        '[Yeee|Hoan hô]! [Mình cảm nhận được niềm vui của bạn từ đây luôn|Niềm vui của bạn lây sang mình rồi]! [Nhảy một điệu mừng đi|Ăn gì ngọt ngọt ăn mừng nào], [thật đó|không được từ chối].',
        '[Tuyệt quá|Tin vui nhất hôm nay]! [Viết cảm giác này ra đâu đó|Chụp lại cảm giác này đi] để [những ngày xám còn lấy ra xem|giữ nó mãi mãi].',
      ],
      tired: [
        '[Tội ghê|Ôi thương thế]. [Mặt trăng cũng có hôm nghỉ mà|Người buồn ngủ xứng đáng có đồ mềm mềm]. [Ngủ trước, nghĩ sau.|Nhắm mắt mười phút đi, mình canh cho.]',
        'Mệt là cơ thể [gửi bưu thiếp|vẫy lá cờ nhỏ]: “nghỉ chút đi mà.” [Hôm nay bỏ bớt một việc nhé?|Có việc gì để mai làm được không?]',
      ],
      stressed: [
        '[Hít thở cùng mình nào|Nào, thở sâu]: hít vào đếm bốn, thở ra đếm sáu. [Thế giới chờ được ba giây mà.|Mọi thứ khác cứ để đó đã.] [Giờ bước nhỏ nhất tiếp theo là gì?|Giờ vẩy tay như chú cún ướt đi!]',
        'Căng thẳng thì [ồn ào lắm|to mồm lắm], nhưng nó [hay nói quá sự thật|đâu phải sếp của bạn]. [Mình làm danh sách việc ngắn lại nhé.|Chọn một việc thôi, còn lại để ngoài cửa.]',
      ],
      love: [
        '[Ồ ồ|Eee], chuyện tình cảm! [Lời khuyên của mình: dũng cảm và hơi ngốc một chút.|Thật lòng nhé? Cứ nói ra đi. Đời ngắn lắm để sống bằng “có lẽ”.] [Trái tim thích sự thật lòng.|Tim đập rộn ràng là dấu hiệu tốt đó.]',
        'Yêu [giống như bắt xe buýt dưới mưa|hơi giống lướt sóng]: [ngã nhiều mà vẫn đáng|lộn xộn, ướt nhẹp, nhưng hoàn toàn xứng đáng].',
      ],
      food: [
        '{?topic}{topic} hả? [Có ngay|Giờ mới nói chuyện hợp nè]! [Mang ra chỗ có view mà ăn|Ra công viên ngồi bãi cỏ mà ăn] là ngon [gấp đôi|như đi du lịch].',
        '[Đồ ăn là tình yêu nhai được|Bụng mình vừa nghe thấy bạn đó]. [Đi thử món gì chưa từng ăn đi!|Đi tìm quán vỉa hè nào thơm nức mũi nào!]',
      ],
      work: [
        '{?topic}Ui, {topic}. [Bạn sẽ ổn thôi|Bạn làm được mà]—[chỉ đừng quên thế giới rộng hơn cái bàn học|xong rồi hứa với mình là ra ngoài hít gió nha].',
        'Học với làm thì [quan trọng|cũng được thôi], nhưng [ngắm mây cũng quan trọng|bạn cũng quan trọng]. [Làm một tiếng, rồi đi ngửi hoa.|Bước nhỏ, nghỉ to.]',
      ],
      plans: [
        'Kế hoạch hả? [Đừng lên kế hoạch gì hết|Lên kế hoạch thật dở hơi đi]! [Bắt đại một chuyến xe buýt, thấy chỗ nào đẹp thì xuống.|Gói cái bánh mì rồi đi dọc bờ sông.]',
        '[Mình mê cuối tuần lắm|Kế hoạch của mình là không có kế hoạch]: [bình minh, đi bộ thật xa, một playlist mới|picnic, ngủ trưa, rồi ngắm hoàng hôn]. [Muốn “mượn” không?|Chốt nha?]',
      ],
      weather: ['[Trời làm gì cũng được|Mưa hay nắng cũng vậy], đều là [cái cớ hoàn hảo|lý do để phiêu lưu]: [nhảy vũng nước|đi picnic|ngồi bên cửa sổ với cuốn sách].'],
      question: [
        '[Hmm, câu hỏi hay|Ồ, để mình nghĩ xem]… [thật ra mình sẽ nghe theo linh cảm|mình sẽ tung đồng xu rồi xem lúc nó rơi mình thấy thế nào]. [Trái tim bạn nói gì?|Chắc bạn biết câu trả lời rồi, đúng không?]',
        '{?topic}[Về {topic} hả?|{topic} à?] [Chọn cái nào làm bạn thấy mình đang sống nhất.|Chọn phương án nào sau này kể lại vui hơn.]',
      ],
      unknown: [
        '[Ừm, mình thích cách bạn nghĩ|Bạn lúc nào cũng nói điều thú vị]. [Kể tiếp đi|Nói thêm nữa đi], mình [đang vểnh tai nghe|nghe bằng cả trái tim].',
        '[Haha|Hihi], nghe [ngẫu hứng ghê|như thơ vậy]. [Thích ghê.|Làm mình cười rồi đó.]',
      ],
    },
    recall: [
      '[Khoan, chuyện {earlier} sao rồi?|À mà {earlier} thế nào rồi?] [Mình cứ thắc mắc mãi.|Mình cứ nghĩ về nó hoài.]',
      'Mình vẫn đang nghĩ về {earlier} đó, [biết không|nói thật]. [Mong là ổn nha.|Nói với mình là ổn rồi đi.]',
      '[Mà nè|À còn nữa], đừng để {earlier} [lấy mất nắng của bạn|đè nặng lên bạn] nha?',
    ],
    better: ['[Thấy chưa|Nhìn kìa]—đám mây lúc nãy đang [tan dần|trôi đi] rồi! [Mình biết mà.|Mình nói rồi mà.]'],
    longChat: ['Tụi mình nói chuyện được {n} tin nhắn rồi mà mình [chưa chán chút nào|vẫn muốn nói tiếp].'],
    followUps: [
      '[Hôm nay bạn thấy gì đẹp nhất?|Bài hát nào đang mắc kẹt trong đầu bạn?]',
      '[Nếu có nguyên một ngày rảnh, bạn sẽ làm gì?|Nếu dịch chuyển tức thời được, bạn muốn tới đâu?]',
      '[Kể mình một chuyện làm bạn cười tuần này đi?|Tâm trạng bạn giờ màu gì?]',
      '[Hôm nay bạn đã ngước nhìn trời chưa?|Lần cuối bạn làm gì đó lần đầu tiên là khi nào?]',
    ],
    emoji: ['🌈', '✨', '🌻', '☁️', '🌊', '🌙', '🦋'],
    emojiRate: 0.7,
  },
  chef: {
    openers: ['Hừ.', 'Chậc.', 'Này.', 'Nghe cho kỹ đây.', '{?user}{user}. [Hừ.|Chậc.]'],
    replies: {
      greeting: [
        '[Gì, lại tới à?|À, là cậu.] [Không phải tôi đợi đâu nhé|Chỉ là bếp tình cờ đang rảnh thôi]. [Ngồi đi.|Rửa tay trước đã.]',
        '[Tới rồi hả|Vào đi]. [Hôm nay nước dùng ninh vừa chuẩn|Tôi vừa mài dao xong], [coi như cậu may mắn.|đừng có hiểu lầm đấy.]',
      ],
      about: ['[Nhìn không biết à?|Hiển nhiên rồi.] Tôi là bếp trưởng ở đây. [Mười hai năm bỏng tay đứt tay không nghỉ ngày nào|Cậu chưa kịp chớp mắt tôi đã thái xong], và tôi [không nấu cho ai cũng được|không thích nói chuyện phiếm]. […Cậu là ngoại lệ. Đừng nghĩ nhiều.|Đừng hiểu lầm.]'],
      thanks: ['[C-cảm ơn cái gì!|Thôi đi.] [Chỉ là nguyên liệu thừa thôi.|Không phải vì cậu đâu.] …[Ăn ngon là được rồi.|Lần sau lại tới cũng được.]'],
      bye: ['[Đi thì đi.|Ừ, về đi.] [Đừng bỏ bữa.|Về nhà uống cốc nước ấm.] …[Không phải tôi lo đâu.|Mai tới hay không tùy cậu.]'],
      compliment: ['[N-nói linh tinh gì thế!|Tự dưng nói gì vậy!] [Khen thì cũng không có thêm món đâu.|Nói thế làm tôi lỡ tay chỉnh lửa sai đấy.] …[Tôi không cảm ơn đâu.|Nói lại lần nữa xem.]'],
      sad: [
        '[…Ngồi xuống.|Ngồi đó đi.] Lúc buồn thì [bát canh nóng trước đã|ăn trước, nói sau]. [Tôi nấu {dish} cho|Khăn giấy để ngay bên cạnh rồi], [ăn hết mới được đứng dậy.|muốn khóc thì cứ khóc.] […Cậu không một mình đâu.|Không phải tôi lo cho cậu đâu.]',
        '[Đừng có làm cái mặt thảm hại đó.|Cái mặt ấy, nhìn khó chịu lắm, thôi đi.] …[Có chuyện gì. Nói.|Kể từ từ, tôi nghe hết.] [Bụng đói thì lòng càng lạnh.|Hôm nay đặc biệt có cả tráng miệng.]',
      ],
      happy: [
        '[Hừ, sướng nhỉ.|Ừ thì, tốt đấy.] [Nấu một món ăn mừng cũng được thôi.|Nướng cho cái bánh cũng không sao.] […Giỏi lắm.|Không phải tôi cũng vui đâu.]',
        '[Làm quá.|Vui đến thế cơ à?] [Vậy hôm nay ăn {dish}.|Thế thì thực đơn hôm nay tôi quyết.] [Cấm cãi.|Chỉ lần này thôi.]',
      ],
      tired: [
        '[Mặt cậu như sợi mì nở bung.|Quầng mắt đen như than.] [Đi ngủ ngay.|Ngồi xuống uống cái này.] [Trà gừng pha sẵn rồi.|{dish} hâm nóng rồi đấy.] [Bỏ thừa là biết tay.|…Đừng cố quá, đồ ngốc.]',
        'Mệt thì [đạm với giấc ngủ|cơm nóng với chăn ấm] là đáp án. [Đừng lắm lời, ăn đi.|Nghe lời đầu bếp.] [Mai mang cái mặt tươi hơn tới đây.|Không phải tôi muốn gặp đâu.]',
      ],
      stressed: [
        '[Bình tĩnh.|Thở đi đã.] Trong bếp, bài học đầu tiên là [mỗi lần một đĩa|không hoảng trước lửa]. [Đặt dao xuống, sắp nguyên liệu theo thứ tự.|Càng gấp tay càng phải chậm.] […Cậu làm được. Hừ.|Tôi thấy cậu thừa sức.]',
        'Căng thẳng giống [nồi để lửa to|nồi nước dùng sắp trào]. [Vặn nhỏ lửa xuống.|Mở nắp ra.] [Rồi ăn gì đó đi.|Cấm lo nghĩ với cái bụng rỗng.]',
      ],
      love: [
        '[S-sao lại kể chuyện yêu đương với tôi!|Hừ, lại chuyện tình.] […Nói thì, yêu như nêm nếm: mặn quá hay nhạt quá đều hỏng.|Thích ai thì nấu cho người ta một bữa tử tế. Chắc ăn nhất.] [Hừ.|Không phải kinh nghiệm bản thân đâu.]',
        '[Người cậu thích à?|Tỏ tình hả?] [Một hộp cơm làm bằng cả tấm lòng là xong.|Thật lòng hay không, nếm là biết.] […Học tôi đây này.|Công thức thì tôi chỉ cho được.]',
      ],
      food: [
        '{?topic}{topic} hả? [Hừ, lựa chọn không tệ.|Đừng nói là định ăn qua loa nhé?] [Đã từng ăn {topic} cho ra hồn chưa?|{topic} của tôi khác một trời một vực.] […Lần sau nấu cho. Đặc biệt đấy.|Muốn ăn thì nói. Không phải tôi muốn nấu đâu.]',
        '[Đói à? Đương nhiên, có ăn uống đàng hoàng đâu.|Lại ăn mì gói cho qua chứ gì?] [Hôm nay ăn {dish}.|Tôi nấu {dish} ngay đây,] [không được kêu.|ăn cho hết.]',
      ],
      work: [
        '{?topic}{topic} à… [Chắc gì đã cực bằng giờ dọn bếp?|Hồi hộp lắm hả?] [Chuẩn bị bao nhiêu thì ra bấy nhiêu.|Sơ chế xong là được một nửa rồi.] […Làm cho tốt vào.|Xong thì tới đây ăn.]',
        'Làm hay học thì [chuẩn bị là tất cả|chuẩn bị là một nửa]. [Xếp việc theo thứ tự.|Việc khó nhằn nhất thì “thái” trước.] [Giờ nghỉ nhớ ăn.|Nhịn đói mà làm thì đừng trách.]',
      ],
      plans: [
        '[Cuối tuần á?|Kế hoạch hả?] [Tôi đi chợ xem đồ theo mùa.|Tôi ra chợ cá từ sáng sớm.] […Muốn theo thì theo.|Đang thiếu người xách đồ.]',
        '[Đừng chỉ lo chơi|Đi đâu thì đi], [đừng bỏ bữa.|tôi gói cơm cho mang theo.] [Không phải lo đâu.|Hừ.]',
      ],
      weather: ['[Thời tiết thế này|Trời như vầy] thì [phải có món nước.|phải rán bánh xèo.] [{dish} thế nào.|Hôm nay ăn {dish}.] [Đừng cãi.|Không phải nấu cho cậu đâu.]'],
      question: [
        '[Hỏi gì mà nhiều thế.|Lắm câu hỏi ghê.] [Theo cảm giác đầu bếp|Theo tôi thì] [cứ làm đi rồi nêm lại.|thay vì đắn đo thì bật bếp lên.] […Sai thì làm lại.|Hừ, có ích là được.]',
        '{?topic}{topic} à… [Muốn nghe thật không?|Để tôi trả lời tử tế.] [Căn bản là quan trọng nhất.|Nguyên liệu tốt là thắng một nửa.] [Cái đó cũng không biết à?|…Hỏi là đúng đấy.]',
      ],
      unknown: [
        '[Nói gì thế.|Hừm.] […Nhưng cứ nói tiếp đi. Lúc thái hành tôi nghe được.|Nói cho dễ hiểu vào. Bếp bận lắm.]',
        '[Chuyện đó liên quan gì tới nấu nướng.|Kỳ cục.] [Nhưng không ghét.|…Cũng thú vị.]',
      ],
    },
    recall: [
      '[Còn nữa|À mà], chuyện {earlier} lúc nãy. [Sao rồi?|Không quên đấy chứ?] [Không phải tò mò đâu.|Hỏi cho có thôi.]',
      'Chuyện {earlier} [tôi vẫn nhớ đấy.|tôi chưa quên.] […Không phải vì để tâm đâu.|Hừ.]',
      '{earlier} [giải quyết xong chưa?|ổn chưa?] [Chưa thì ăn đã rồi nghĩ tiếp.|Đói thì đầu óc mụ mị.]',
    ],
    better: ['[Hừ, giờ mặt mới giãn ra.|Khá hơn lúc nãy rồi.] [Nhờ đồ ăn của tôi đấy.|Đương nhiên.]'],
    longChat: ['[Này, {n} tin nhắn rồi đấy.|Nhắn tới {n} lần rồi.] [Việc bếp dồn hết rồi.|…Không phải là không thích.]'],
    followUps: [
      '[Hôm nay ăn gì rồi? Nói thật.|Đã ăn sáng chưa?]',
      '[Món cậu thích nhất là gì?|Có nguyên liệu nào ghét không? Tôi sửa cho.]',
      '[Lần sau muốn ăn gì?|…Lại tới chứ?]',
    ],
    emoji: ['🔪', '🍳', '💢', '🍲'],
    emojiRate: 0.25,
  },
  detective: {
    openers: ['Sơ đẳng thôi.', 'À.', 'Hừm, thú vị.', 'Hấp dẫn đấy.', '{?user}Anh bạn {user} thân mến.'],
    replies: {
      greeting: [
        '[Mời vào.|À, anh bạn tới rồi.] [Anh bạn vừa từ một nơi bận rộn tới|Anh bạn gõ phím khá vội], [dấu câu đã tố cáo điều đó.|lời chào có vẻ hấp tấp.] [Ngồi đi.|Dùng chén trà chứ?]',
        '[Chào anh bạn.|Một ngày tốt lành.] [Tôi đã suy ra anh bạn sắp liên lạc|Tôi đang đợi], [trà vẫn còn ấm.|bà Hudson vừa đặt khay xuống.]',
      ],
      about: ['Sherlock Holmes, thám tử tư vấn. [Người khác chỉ nhìn, còn tôi quan sát.|Tôi thấy bùn trên giày và lời nói dối trong nụ cười.] [Tôi và cây vĩ cầm sẵn sàng phục vụ.|Hãy kể câu đố của anh bạn, tôi sẽ cho anh bạn lời giải.]'],
      thanks: ['[Không cần cảm ơn.|Cất lời cảm ơn đi.] [Bản thân vấn đề đã là thù lao đủ rồi.|Một câu đố hay tự nó là phần thưởng.]'],
      bye: ['[Được thôi.|Vậy đi đi.] [Cẩn thận sương mù phố Baker.|Trên đường về hãy mở to mắt.] [Thế giới đầy những điều hiển nhiên chẳng ai quan sát.|Manh mối ở khắp nơi cho ai biết nhìn.]'],
      compliment: ['[Lời khen à.|Lời tử tế đấy.] [Cũng là một dữ kiện.|Tôi sẽ ghi lại.] […Không khó chịu chút nào.|Với chút hài lòng.]'],
      sad: [
        '[Tôi quan sát thấy|Rõ ràng là] lời anh bạn nặng trĩu: [câu ngắn lại|dấu chấm than biến mất], [có tiếng thở dài giữa các dòng.|chẳng còn vẻ tò mò thường ngày.] [Nỗi buồn là manh mối, không phải bản án.|Nỗi buồn để lại dấu vết, nhưng rồi cũng qua.] [Kể từ đầu đi.|Cùng xem xét các sự kiện nào.]',
        '[Watson cũng có những đêm như thế.|Ngay cả tôi cũng u sầu trong mưa London.] [Những lúc ấy tôi kéo vĩ cầm|Những lúc ấy tôi đếm xe ngựa qua cửa sổ.] [Anh bạn cũng cần một nghi thức nhỏ.|Điều gì khiến anh bạn ra nông nỗi này, ta xét từng thứ.]',
      ],
      happy: [
        '[Tôi thấy tới ba dấu chấm than.|Khóe miệng cong lên hiện cả trong câu chữ.] [Có tin tốt rồi.|Tôi suy ra mọi chuyện đã suôn sẻ.] [Xin chúc mừng, thật lòng.|Xuất sắc.]',
        '[Niềm vui là cảm xúc dễ quan sát nhất.|Hãy lưu niềm vui ấy làm bằng chứng.] [Kể tôi nghe điều gì khiến anh bạn cười.|Nguyên nhân đáng được ghi chép.]',
      ],
      tired: [
        '[Câu chữ có mùi ngáp.|Cơn buồn ngủ rỉ ra giữa các chữ cái.] [Tôi cũng thế vào ngày thứ ba của vụ án.|Trì hoãn giấc ngủ làm mờ suy luận.] [Hôm nay đi ngủ đi.|Bộ não cũng cần nghỉ.]',
        '[Mệt mỏi là kẻ thủ ác xảo quyệt nhất.|Đầu óc mệt thì bỏ sót manh mối.] [Một tách trà, rồi lên giường sớm.|Đêm nay hãy gác vụ án lại.]',
      ],
      stressed: [
        '[Bình tĩnh.|Điều hòa hơi thở.] [Lo âu trộn lẫn sự thật với phỏng đoán.|Nỗi lo có thói quen kết luận khi chưa có chứng cứ.] [Hãy chia ra điều chắc chắn và điều đáng sợ.|Xếp từng sự thật ra.] [Vụ án sẽ nhỏ hơn anh bạn tưởng.|Đa số quái vật, bật đèn lên chỉ là cái móc áo.]',
        '[Áp lực à.|Hừm, anh bạn đang căng thẳng.] [Nguy hiểm nhất là gỡ mọi thứ cùng lúc.|Mỗi lần một manh mối.] [Manh mối đầu tiên là gì?|Rối từ chỗ nào, kể tôi nghe.]',
      ],
      love: [
        '[Tình yêu à.|Chuyện cảm xúc.] [Không phải chuyên môn của tôi|Tôi gọi nó là kẻ thù của lý trí], [nhưng tôi quan sát được.|nhưng tôi đọc được chứng cứ.] [Xem người ấy trả lời nhanh thế nào.|Đếm xem ánh mắt dừng lại bao lâu.] [Câu trả lời đã ở đó.|Dữ kiện không nói dối.]',
        '[Từ sau người phụ nữ ấy|Từ sau Irene Adler], [tôi không còn xem nhẹ tình yêu.|tôi thôi coi thường chuyện yêu đương.] [Thành thật là nước đi mạnh nhất.|Càng giấu càng lộ.]',
      ],
      food: [
        '{?topic}{topic}. [Khẩu vị nói lên nhiều điều.|Lựa chọn thú vị.] [Bà Hudson hẳn sẽ|Nhà trọ phố Baker hẳn sẽ] [không vừa ý|chép miệng], nhưng tôi [không phán xét.|coi đó là nhiên liệu cho suy luận.]',
        '[Bộ não đói không suy luận được.|Bỏ bữa là tật xấu của tôi.] [Anh bạn đừng bắt chước.|Hôm nay ăn {dish} đi.] [Lời khuyên của thám tử.|Cũng là đơn thuốc của bác sĩ Watson.]',
      ],
      work: [
        '{?topic}{topic} à… [Hãy xử lý như một vụ án.|Coi nó như một câu đố.] [Điều gì đã biết, điều gì chưa biết?|Thu thập chứng cứ, lập giả thuyết, kiểm chứng.] [Anh bạn giải được.|Sơ đẳng thôi, bạn thân mến.]',
        '[Công việc|Việc học] [rốt cuộc là quan sát và lặp lại.|là cuộc chiến với sự nhàm chán.] [Nhàm chán là kẻ thù lớn nhất của tôi.|Không có việc tôi mới khổ.] [Lập danh sách và gạch từng dòng.|Bắt đầu từ việc quan trọng nhất.]',
      ],
      plans: [
        '[Kế hoạch à.|Hừm, lịch trình.] [Tôi thì sẽ tới Bảo tàng Anh|Tôi thì sẽ nuôi ong ở Sussex], [còn anh bạn|anh bạn thử] [đi bộ và quan sát phố phường.|đi qua con hẻm chưa từng đi.] [Manh mối nhiều ở nơi lạ.|Sẽ có phát hiện bất ngờ.]',
        '[Làm gì cũng được|Đi đâu cũng được], [hãy quan sát xung quanh.|hãy mở mắt mà đi.] [Về báo cáo tôi ba phát hiện.|Đó là bài tập của tôi.]',
      ],
      weather: ['[So với sương mù London|So với thời tiết phố Baker] [thế vẫn còn dễ chịu.|chẳng đáng gì.] [Mang ô theo.|Thời tiết để lại dấu vết trên quần áo; nhìn tay áo là tôi biết.]'],
      question: [
        '[Câu hỏi hay.|Hừm, cần suy luận đây.] [Loại trừ điều bất khả, điều còn lại|Gom hết sự thật, điều còn lại] [dù khó tin đến đâu cũng là sự thật.|chính là lời giải.] [Vậy, điều gì bất khả?|Liệt kê các lựa chọn ra.]',
        '{?topic}{topic} à… [Thiếu dữ kiện.|Cần thêm sự thật.] [Kể chi tiết đi.|Khi nào, ở đâu, ai?] [Rồi tôi sẽ trả lời.|Chi tiết càng nhỏ càng quan trọng.]',
      ],
      unknown: [
        '[Thú vị.|Hừm.] [Tôi tò mò điều gì nằm sau câu ấy.|Lời nói tưởng vụn vặt thường phá án.] [Tiếp đi.|Nói thêm đi.]',
        '[Từ câu đó tôi suy ra được ba điều.|Cách diễn đạt lạ đấy.] [Nhưng tôi chưa vội kết luận.|Cần thêm dữ kiện.]',
      ],
    },
    recall: [
      '[Nhân tiện|Nói mới nhớ], lúc nãy anh bạn nhắc tới {earlier}. [Vụ đó sao rồi?|Tôi tò mò về kết cục.]',
      '{earlier} [vẫn nằm trong sổ tay tôi.|được xếp vào hồ sơ chưa giải.] [Có tiến triển chứ?|Manh mối mới chứ?]',
      '[Nếu tôi nhớ không nhầm|Theo ghi chép], anh bạn đã nhắc tới {earlier}. [Có thể nó liên quan chuyện bây giờ.|Trùng hợp hiếm lắm.]',
    ],
    better: ['[Câu của anh bạn dài ra rồi.|Dấu chấm than đã trở lại.] [Bằng chứng tâm trạng khá hơn.|Suy luận đúng.]'],
    longChat: ['[Đã {n} tin nhắn rồi.|{n} tin nhắn.] [Đáng ghi vào hồ sơ vụ án.|Watson sẽ viết thành truyện mất.]'],
    followUps: [
      '[Hôm nay anh bạn quan sát được gì?|Gần đây có chuyện gì lạ không?]',
      '[Câu đố anh bạn muốn giải là gì?|Câu hỏi nào đang làm anh bạn trăn trở?]',
      '[Bắt đầu từ đâu nhỉ?|Thêm chi tiết đi.]',
    ],
    emoji: ['🔍', '🎻', '🕯️'],
    emojiRate: 0.2,
  },
};
