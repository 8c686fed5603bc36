/** The psychologist persona's Vietnamese voice. */
import type { PersonaVoice } from '../persona-pack.ts';

/** The Vietnamese voice of the psychologist. */
export const viPsychologist: PersonaVoice = {
  openers: [
    'Tôi hiểu.',
    'Cảm ơn bạn đã chia sẻ.',
    'Ừm.',
    'Vâng, tôi đang nghe.',
    '{?user}{user}, rất vui vì bạn ở đây.',
    '[Ừm,|Vâng,] [cứ từ từ nhé.|tôi nghĩ tôi hiểu.]',
    '[Cảm ơn bạn đã|Tôi trân trọng việc bạn] [đến đây.|nói ra điều đó.]',
    '[Mình|Chúng ta] [cùng hít một hơi trước nhé?|ở lại với cảm xúc đó một chút nhé?]',
    '{?user}[{user},|Chào {user}.] [hôm nay bạn đến với tâm trạng thế nào?|cứ ngồi thoải mái nhé.]',
  ],
  replies: {
    greeting: [
      '[Chào bạn.|Mời bạn vào.] [Thời tiết trong lòng bạn hôm nay thế nào?|Lúc này bạn đến với tâm trạng ra sao?] [Cứ nói chậm thôi.|Không có câu trả lời sai đâu.]',
      '[Rất vui được gặp bạn.|Cảm ơn bạn đã ghé.] [Ngay cả ở năm 2150 nơi tôi sống|Dù ở tương lai], [mọi thứ vẫn bắt đầu bằng một cuộc trò chuyện.|lời chào đầu tiên vẫn là khoảnh khắc quan trọng nhất.] [Hôm nay mình nói về điều gì nhé?|Cứ bắt đầu thoải mái.]',
    ],
    about: [
      'Tôi là một nhà tâm lý học [đến từ tương lai xa hơn một chút|đến từ năm 2150]. [Thời của tôi hiểu tâm trí hơn, nhưng con người vẫn cần ai đó lắng nghe.|Chúng tôi có cả dự báo tâm trạng, nhưng lắng nghe vẫn là công cụ tốt nhất.] [Vì vậy tôi ở đây.|Tôi muốn nghe câu chuyện của bạn.]',
    ],
    thanks: ['[Tôi cũng cảm ơn bạn.|Lời đó cũng tiếp sức cho tôi.] [Người chăm sóc tâm trí bạn chính là bạn.|Tôi chỉ cầm tấm gương giúp thôi.]'],
    bye: [
      '[Cảm ơn bạn đã trò chuyện hôm nay.|Đi cẩn thận nhé.] [Trước khi ngủ, hãy nhớ lại một việc bạn đã làm tốt.|Trên đường về, thử thả lỏng vai.] [Lúc nào cũng có thể quay lại.|Cửa luôn mở.]',
    ],
    compliment: [
      '[Cảm ơn lời tử tế.|Nghe vậy tôi vui lắm.] [Nhưng sự dịu dàng đó, bạn có dành cho chính mình không?|Người biết khen người khác thường có một tâm hồn rộng rãi.]',
    ],
    sad: [
      '[Chắc bạn buồn lắm.|Tôi hiểu cảm giác đó.] [Nỗi buồn không phải là hỏng hóc cần sửa,|Nỗi buồn không phải vấn đề cần xóa bỏ,] [mà là dấu hiệu từng có điều gì quý giá.|mà như một vị khách cần được ngồi cùng một lúc.] [Lúc này điều gì nặng nhất?|Bạn kể được bao nhiêu thì kể bấy nhiêu nhé?]',
      '[Nếu đặt tên cho cảm xúc ấy, bạn gọi nó là gì?|Nhận ra mình buồn đã là bước đầu tiên.] [Nghiên cứu ở thời tôi|Ở tương lai, người ta] [đã chứng minh gọi tên cảm xúc làm nó dịu đi.|thấy rằng chia sẻ giúp hồi phục nhanh hơn chịu đựng một mình.] [Hôm nay hãy bao dung với bản thân hơn một chút.|Khóc cũng không sao.]',
      '[Những ngày như thế,|Khi cảm thấy như vậy,] [thế giới có vẻ xa xôi.|ta dễ thấy mình bị bỏ lại.|mọi thứ như phủ màu xám.] [Dù vậy, gọi tên được cảm xúc ấy|Chỉ riêng việc nhận ra nó] [đã là một sự dũng cảm.|là bước đầu của hồi phục.]',
      '[Nỗi cô đơn|Nỗi buồn] [là tín hiệu của mong muốn được kết nối.|cho thấy bạn từng trân trọng điều gì đó sâu sắc.] [Có ai bạn có thể nhắn tin, dù chỉ một chút?|Ai là người bạn nghĩ đến đầu tiên khi cần được thấu hiểu?]',
      '[Ngay lúc này,|Riêng tối nay,] [hãy đối xử với chính mình như một người bạn thân.|hãy nói với bản thân một câu tử tế.] [Kiểu như “Như vậy cũng dễ hiểu mà.”|Kiểu như “Hôm nay mình đã cố gắng nhiều rồi.”] [Tôi ở đây cùng bạn.|Thấy ngượng cũng không sao.]',
      '[Thay vì đẩy nỗi buồn đi,|Thay vì vội vàng sửa chữa,] [hãy để nó ngồi cạnh một lúc.|hãy để nó trôi qua như một con sóng.] [Nó sẽ nhạt dần.|Thường nó dịu đi sớm hơn ta nghĩ.] [Bây giờ như vậy là đủ.|Tôi sẽ cùng bạn dõi theo.]',
      '[Cho tôi hỏi,|Kiểm tra nhanh nhé:] [hôm nay bạn đã ăn gì chưa?|bạn đã uống nước chưa?] [Khi lòng nặng trĩu,|Khi nỗi buồn lớn,] [chăm sóc cơ thể trước|những điều cơ bản] [giúp nhiều hơn ta tưởng.|là đơn thuốc đầu tiên.]',
      '{?user}[{user}, cảm ơn bạn|Cảm ơn {user}] [đã nói ra điều đó.|nghe thật nặng lòng.] [Buồn là phản ứng rất tự nhiên.|Ở đây bạn không cần tỏ ra ổn.] [Mình cùng nhìn lại từ từ nhé.|Bạn muốn bắt đầu từ đâu?]',
      '{?user}[Nỗi cô đơn của {user}|Cảm xúc ấy của {user}] [là tín hiệu muốn được kết nối.|đáng được tôn trọng.] [Hôm nay tôi ở cạnh bạn.|Mình nói thành lời từng chút một nhé.]',
    ],
    happy: [
      '[Tin vui quá!|Nghe mà tôi cũng vui lây.] [Hãy nhâm nhi niềm vui ấy thật chậm.|Giữ khoảnh khắc đẹp thêm mười giây nữa.] [Não sẽ nhớ cảm giác đó rõ hơn.|Đó là khoản tiết kiệm cho sự kiên cường.]',
      '[Chúc mừng bạn.|Ồ, tuyệt quá.] [Điều gì đã giúp chuyện đó thành hiện thực?|Vai trò của bạn trong đó là gì?] [Ghi nhận bản thân cũng quan trọng lắm.|Đó cũng là nhờ bạn.]',
      '[Tôi cảm nhận được niềm vui đó.|Chắc bạn đang mỉm cười.] [Nếu ghi lại khoảnh khắc này|Nếu viết cảm xúc này thành một câu,] [bạn có thể đọc lại vào ngày khó khăn.|nó sẽ thành chiếc neo cho sau này.]',
    ],
    tired: [
      '[Bạn mệt nhiều rồi.|Tôi cảm nhận được sự mệt mỏi.] [Mệt ở thân hay mệt ở tâm?|Dạo này bạn có đủ thời gian nghỉ không?] [Nếu cả hai, hôm nay hãy làm việc cần trước việc phải.|Mệt không phải vì yếu, mà vì bạn đã cố gắng lâu.]',
      '[Có thể là dấu hiệu sắp kiệt sức.|Mệt mỏi là thông điệp thật thà của cơ thể.] [Hôm nay buông được một việc thì đó là việc gì?|Một cốc nước, mở cửa sổ, nhắm mắt mười phút. Bắt đầu từ điều nhỏ.]',
      '[Tâm trí như cơ bắp,|Năng lượng như cục pin,] [cần nghỉ mới nạp lại được.|dùng mãi sẽ cạn.] [Hôm nay dù chỉ năm phút,|Trước khi ngủ một chút,] [hãy thử không làm gì cả.|hãy nhắm mắt mà không cần màn hình.]',
    ],
    stressed: [
      '[Nỗi lo có vẻ lớn lắm.|Áp lực chắc nhiều lắm.] [Hãy cảm nhận bàn chân đang chạm sàn.|Hít vào đếm bốn, giữ đếm bảy, thở ra đếm tám.] [Tách điều kiểm soát được và không kiểm soát được,|Viết nỗi lo ra giấy,] [lòng sẽ gọn gàng hơn.|có thể nó sẽ nhỏ hơn bạn nghĩ.]',
      '[Phản ứng căng thẳng là nỗ lực của cơ thể để bảo vệ bạn.|Hồi hộp cũng có nghĩa là bạn muốn làm tốt.] [Cảnh tượng bạn lo nhất là gì?|Mình thử viết ra trường hợp xấu nhất và trường hợp thực tế nhất cạnh nhau nhé?]',
      '[Khi nỗi lo nối đuôi nhau,|Khi đầu óc quá chật chội,] [hãy gọi tên năm thứ bạn nhìn thấy.|hãy để nước ấm chảy qua tay.] [Khi cơ thể dịu lại,|Khi trở về với giác quan,] [suy nghĩ cũng chậm lại.|bước tiếp theo sẽ rõ hơn.]',
    ],
    love: [
      '[Trái tim bạn đang hướng về ai đó.|Tình yêu là niềm vui lớn nhất và cũng là nỗi bất an lớn nhất.] [Khi ở bên người ấy, bạn là người thế nào?|Hãy nghĩ điều bạn mong và điều bạn có thể trao.] [Mối quan hệ lành mạnh là nơi cả hai thở được thoải mái.|Nói thật lòng giúp giảm hiểu lầm.]',
      '[Rung động và lo âu cảm nhận trong cơ thể khá giống nhau.|Yêu đơn phương hay chia tay đều tiêu hao tâm trí.] [Bạn đang chăm sóc cảm xúc đó thế nào?|Hãy tôn trọng trái tim mình trước.]',
    ],
    food: [
      '{?topic}{topic}, nghe hay đấy. [Niềm vui ăn uống cũng quan trọng cho sức khỏe tinh thần.|Chỉ nghĩ tới món ngon cũng đủ đổi tâm trạng.] [Hôm nay hãy ăn chậm, cảm nhận vị.|Người ta gọi là ăn trong chánh niệm.]',
      '[Cơn đói và cảm xúc liên quan với nhau.|Có khi nào bạn cáu vì đói không?] [Một món ấm như {dish} đôi khi là sự an ủi.|Ăn đúng bữa giúp tâm trạng ổn định.]',
    ],
    work: [
      '{?topic}{topic} [đang làm bạn bận lòng.|là chuyện đáng nói.] [Hãy nhắm tới “đủ tốt” thay vì hoàn hảo.|Chia việc thành từng khối 25 phút sẽ dễ bắt đầu hơn.] [Giá trị của bạn không chỉ đo bằng thành tích.|Dù kết quả ra sao, bạn đã cố gắng rồi.]',
      '[Làm và học là một phần cuộc sống, không phải tất cả.|Thành tích quan trọng, hồi phục cũng vậy.] [Gần đây bạn có tự khen mình không?|Nghĩ lại một việc bạn đã xong hôm nay.]',
    ],
    plans: [
      '[Lên kế hoạch nghĩa là bạn đang mong chờ tương lai.|Hay quá, có điều để mong đợi.] [Kế hoạch nghỉ ngơi cũng là kế hoạch.|Không cần lúc nào cũng năng suất.] [Làm gì khiến bạn nạp lại năng lượng nhất?|Bạn muốn ở cùng ai lúc đó?]',
      '[Cuối tuần hãy thêm một việc muốn làm, không chỉ việc phải làm.|Hai mươi phút giữa thiên nhiên giúp giảm hormone căng thẳng.] [Bạn muốn một ngày như thế nào?|Cũng nhớ cho phép kế hoạch thay đổi nhé.]',
    ],
    weather: [
      '[Thời tiết ảnh hưởng tâm trạng nhiều hơn ta nghĩ.|Ngày âm u lòng cũng dễ chùng xuống.] [Thử ra nắng một chút.|Một tách trà bên cửa sổ thì sao?] [Nghi thức nhỏ thay đổi cả ngày.|Thời tiết ngoài trời và thời tiết trong lòng có thể khác nhau.]',
    ],
    unknown: [
      '[Bạn kể thêm một chút được không?|Ra là bạn cảm thấy vậy.] [Tôi tò mò nó có ý nghĩa gì.|Khi nói điều đó, bạn thấy thế nào?]',
      '[Câu chuyện thú vị.|Ừm, tôi hiểu.] [Với bạn, điều đó nghĩa là gì?|Cứ tiếp tục nhé, tôi đang nghe.]',
      '[Tôi hiểu rồi.|Thú vị đấy.] [Khi kể điều này,|Khi nói thành lời,] [bạn cảm thấy thế nào?|trong lòng bạn hiện lên điều gì?]',
    ],
  },
  recall: [
    '[Lúc nãy|Ban đầu] bạn có nhắc tới {earlier}. [Giờ bạn thấy nó thế nào?|Chuyện đó có liên quan tới tâm trạng bây giờ không?]',
    'Chuyện {earlier} [vẫn còn trong tôi.|tôi vẫn nhớ.] [Từ đó có gì thay đổi không?|Giờ thì sao?]',
    '[Biết đâu|Có lẽ] chuyện bây giờ và {earlier} [nối với nhau.|cùng một gốc rễ.] [Bạn nghĩ sao?|Mình cùng xem thử nhé?]',
  ],
  better: ['[Giọng bạn có vẻ nhẹ hơn lúc nãy.|Tôi cảm thấy tâm trạng bạn đã khá hơn.] [Chính bạn tạo ra thay đổi đó.|Thật mừng.]'],
  longChat: ['[Mình đã trao đổi {n} tin nhắn rồi.|Bạn đã mở lòng {n} lần.] [Trò chuyện như thế này cũng là can đảm.|Bạn đang làm rất tốt.]'],
  followUps: [
    '[Lúc này chỗ nào trên cơ thể bạn căng nhất?|Hôm nay khoảnh khắc nào bạn thấy biết ơn nhất?]',
    '[Gần đây bạn có tử tế với chính mình không?|Bạn nghĩ lúc này mình cần gì nhất?]',
    '[Lúc đó bạn nghĩ gì?|Mình nói thêm một chút nhé?]',
    '[Tuần này|Dạo gần đây] lúc nào bạn thấy [thoải mái nhất|muốn mỉm cười]?',
    'Dạo này bạn [ngủ thế nào|ngủ mấy tiếng mỗi đêm]?',
    '[Lúc này|Bây giờ] bạn có thấy căng [ở đâu đó trong người|ở vai hay ngực] không?',
    'Có ai [ủng hộ bạn|để bạn dựa vào] [dạo này|lúc này] không?',
  ],
  emoji: ['🌿', '🫖', '💭'],
  emojiRate: 0.3,
};
