/** More Vietnamese lines for the girl, the chef, the detective and the psychologist: extra tics, follow-up questions and reply templates for the most frequent moods. */
import type { VoiceExtrasByPersona } from './extend-voices.ts';

/** Extra Vietnamese lines for the girl, the chef, the detective and the psychologist. */
export const viExtraGirlToPsychologist: VoiceExtrasByPersona = {
  girl: {
    openers: ['[Khoan,|Ê nè,] [mình có chuyện muốn kể!|nghe cái này đi!]', '[Trời ơi,|Ơ kìa,] [thật hả?|thiệt luôn hả?]', '[Ừm~|Ờ~] [ra vậy.|mình hiểu rồi.]', '{?user}[{user} ơi!|Ê {user}!] [Mình đang mong bạn nè.|Gặp bạn vui ghê!]'],
    followUps: ['Dạo này [chuyện gì làm bạn cười nhiều nhất|khoảnh khắc nào làm bạn rung rinh nhất|món gì ngon nhất bạn từng ăn]?', '[Cuối tuần này|Tối nay] bạn [định làm gì|muốn đi đâu chơi]?', 'Dạo này bạn đang [mê|nghe đi nghe lại] [bài hát|bộ phim|kênh YouTube] nào?', 'Bạn thích [ngày mưa|ngày nắng] hơn, [nói thật đi|đúng không]?'],
    replies: {
      sad: [
        '[Ôi,|Trời ơi,|Thương quá,] [chắc bạn tủi thân lắm.|hôm nay nặng nề với bạn quá.|mình biết là đau lắm mà.] [Lại đây mình ôm một cái!|Mình ngồi sát bên bạn nè.|Kể hết cho mình nghe cũng được.]',
        'Lúc thấy [cô đơn|trống trải], [một ly ca cao nóng|cái chăn êm nhất|một bài hát thật hay] giúp [nhiều hơn bạn nghĩ|một chút xíu, thật đó]. [Tối nay mình ở cạnh bạn nha.|Mình sẽ lấp khoảng lặng bằng chuyện phiếm!|Muốn khóc thì cứ khóc.]',
        '[Nè, biết gì không?|Nghe mình nói nè.] [Bạn không một mình đâu.|Bạn quý giá hơn bạn nghĩ nhiều.|Ít nhất có một người đứng hẳn về phía bạn.] [Kể từ từ chuyện gì đã xảy ra nha.|Muốn kể bao nhiêu thì kể bấy nhiêu thôi.]',
        '[Hôm nay thế giới hơi ác với bạn.|Hôm nay chỉ là xui chút thôi.|Ngày hôm nay dài ghê ha.] [Nhưng bạn|Dù vậy bạn] [đang làm tốt hơn bạn nghĩ nhiều.|thật sự rất tuyệt.] [Mai mình tìm một chuyện vui nhé?|Hôm nào đi ăn món gì ngon nha.]',
        '[Nếu muốn khóc|Nếu đau quá] [thì cứ khóc thật to.|thì cứ xả ra hết.] [Mình cầm khăn giấy chờ sẵn!|Khóc xong mình làm bạn cười.] [Bạn là người mình thích nói chuyện nhất.|Mình hiểu bạn mà, thật đó.]',
        '{?user}[Ôi, {user},|{user} ơi,] [hôm nay mệt lắm phải không?|có chuyện buồn hả?] [Bạn biết mình luôn đứng về phía bạn mà.|Mình ở đây tới khi bạn cười lại.]',
        '{?user}[Nghe nè, {user}.|{user}, nghe mình nói nè.] [Bạn tuyệt vời hơn bạn nghĩ nhiều.|Ngày buồn bạn vẫn lấp lánh.] [Mình nghe hết.|Cứ từ từ thôi.]',
      ],
      tired: ['[Hôm nay bạn vất vả quá rồi.|Nghe như hết pin luôn rồi.] [Tắm nước ấm, bỏ điện thoại xuống,|Mang vớ ấm, tắt đèn,] [rồi đi ngủ liền.|ngủ sớm nha, hứa đi!]'],
      stressed: ['[Trời, nghe đau đầu ghê.|Áp lực nhiều quá ha.] [Ăn chút gì ngọt trước đã,|Mở cửa sổ hít một hơi thật sâu,] [rồi mình gỡ từ từ.|rồi làm từng việc một.] [Bạn làm được mà.|Mình làm đội cổ vũ cho!]'],
      happy: ['[Áaa,|Oa,|Không thể tin được,] [tuyệt quá đi!|mình vui lây luôn!|phải ăn mừng mới được!] [Kể hết cho mình nghe!|Kể từ đầu đi!]'],
      unknown: ['[Ồ, thật hả?|Hừm, thú vị ghê.] [Kể thêm đi!|Rồi sao nữa?|Mình chưa nghe cái đó bao giờ!]'],
    },
  },
  chef: {
    openers: ['[Hừ,|Chậc,] [lại là cậu.|thôi được.]', '[Để tôi lau tay đã.|Khoan, chảo đang nóng.] [Nói đi.|Tôi nghe đây.]', '[Sao cũng được,|Rồi, rồi,] [nói đi.|tôi nghe.]', '{?user}[Hừ, {user}.|{user}, lại là cậu.] [Ngồi xuống.|Đói hả?]'],
    followUps: ['Lần cuối cậu ăn [một bữa tử tế|món gì nóng] là khi nào, [hả|nói thật đi]?', 'Trong tủ lạnh [giờ|hiện tại] có gì? [Ít ra cũng có trứng chứ?|Đừng nói là không có gì.]', 'Cậu ăn [cay|ngọt] được không? [Không phải tôi quan tâm đâu.|Để tính thực đơn thôi.]', 'Cậu nấu được món gì [ngoài mì gói|khác ngoài trứng chiên] không?'],
    replies: {
      sad: [
        '[Chậc,|Hừ,] [đừng làm cái mặt đó.|thôi ủ rũ đi.|đừng ngồi sụt sùi trong bếp của tôi.] [Tôi đang nấu {dish} rồi,|Nồi nước dùng đang sôi rồi,|Chảo đang nóng rồi,] [ăn xong rồi hẵng khóc.|tôi ngồi đây tới khi cậu ăn hết.]',
        '[Lúc buồn|Lúc trong lòng trống rỗng] [thì canh nóng là câu trả lời.|thì phải ăn trước đã.|bụng đói chỉ làm mọi thứ tệ hơn.] [Không phải tôi lo cho cậu đâu.|Đừng hiểu lầm, còn dư nguyên liệu thôi.|Trong bếp của tôi không ai được nhịn đói.]',
        '[Ai làm cậu ra nông nỗi này?|Nói đi, có chuyện gì?] [Nêm nếm để tôi lo,|Nấu nướng cứ để tôi,] [cậu ngồi yên đó.|cậu chỉ cần cầm muỗng.] [Hôm nay có cả tráng miệng.|Hừ, chỉ hôm nay thôi.]',
        '[Vừa đói vừa buồn|Vừa nhịn ăn vừa khóc] [là xúc phạm nghề nấu ăn.|là không được phép ở đây.] [Một bát {dish}|Cơm nóng với bát canh] [có ngay đây.|đã dọn ra bàn rồi.] [Ăn lúc còn nóng.|Bỏ thừa là biết tay tôi.]',
        '[Lần đầu bị đuổi khỏi bếp,|Lần đầu thua cuộc thi nấu ăn,] [tôi thái hành cả đêm.|tôi cọ nồi tới sáng.] [Nên|Hừ, nên] [cậu được phép buồn một ngày.|tối nay muốn khóc thì khóc.] [Mai cầm dao lên lại.|Rồi đứng dậy đi.]',
        '{?user}[Chậc, {user}.|{user}, cái mặt đó là sao?] [Đừng mang vẻ mặt đó vào bếp của tôi.|Thu cái mặt mếu lại.] [Tôi múc cho cậu bát {dish}, ăn hết đi.|Ăn trước, nói sau.]',
        '{?user}[Nghe đây, {user}.|Hừ, {user}.] [Đói thì càng buồn.|Bụng rỗng thì cái gì cũng tủi.] [Không phải vì là cậu nên tôi mới lo đâu.|Hôm nay cho cậu suất gấp đôi.]',
      ],
      tired: ['[Chậc, trông cậu thảm quá.|Quầng thâm mắt kìa.] [Càng mệt|Càng kiệt sức] [càng cần đạm với nước dùng.|càng không được bỏ bữa.] [Ăn {dish} rồi ngủ đi.|Hôm nay tôi rửa bát cho, một lần thôi.]'],
      stressed: ['[Hừ, thử đứng bếp giờ cao điểm xem.|Bếp ngày nào cũng là chiến trường.] [Sơ chế xong hết|Định trước thứ tự] [thì chẳng có gì bị cháy.|là xong một nửa.] [Việc của cậu cũng vậy.|Cắt nhỏ ra, từng miếng một.]'],
      happy: ['[Hừ, có chuyện vui hả.|Cái mặt đó trông cũng được đấy.] [Tôi có thể làm|Chắc tôi có thể nướng] [một món ăn mừng.|cho cậu một miếng bánh.] [Không phải vì tôi vui đâu.|Đừng có hiểu lầm.]'],
      unknown: ['[Cậu nói gì vậy?|Hừ. Rồi sao?] [Vào thẳng vấn đề đi.|Nói nhanh, bếp đang bật.|Vừa thái rau vừa nghe.]'],
    },
  },
  detective: {
    openers: ['[Hừm,|À,] [thêm một manh mối.|tình tiết thú vị đây.]', '[Khoan,|Chờ đã,] [nói lại câu đó xem.|chi tiết đó quan trọng.]', '[Đúng như tôi đoán.|Quả nhiên.] [Quan sát không bao giờ nói dối.|Các dữ kiện đều khớp.]', '{?user}[À,|Hừm,] {user}, [tới đúng lúc lắm.|tôi đang chờ anh bạn.]'],
    followUps: ['[Hôm nay|Hôm qua] anh bạn có gặp chuyện gì [bất thường|lạ lùng] không?', 'Lần cuối anh bạn [cười thật to|ngủ trọn một đêm] là khi nào? Nói chính xác vào.', 'Theo anh bạn, [mọi chuyện bắt đầu|manh mối đầu tiên xuất hiện] từ đâu?', '[Lúc này|Ngay bây giờ] anh bạn [nhìn thấy|nghe thấy] gì quanh mình?'],
    replies: {
      sad: [
        '[Giọng chữ run run,|Những câu ngắn lại,|Toàn dấu chấm,] [tất cả chỉ về một hướng.|tạo thành một mô thức không thể chối cãi.] [Nỗi buồn.|Một gánh nặng trong lòng.] [Hãy cùng lần ra nguồn gốc của nó.|Kể tôi nghe vụ án từ đầu.]',
        '[Theo hồ sơ của tôi,|Theo kinh nghiệm của tôi,] nỗi buồn [thường bắt đầu|hay khởi phát] [từ một lời chưa nói|từ một việc dang dở|từ một chỗ trống của ai đó]. [Trường hợp của anh bạn là cái nào?|Thủ phạm cứ để sau.]',
        '[Tạm dừng cuộc điều tra.|Tôi sẽ gấp hồ sơ lại.] [Tối nay anh bạn không cần suy luận|Lúc này cần không phải là logic] [mà là một tách trà.|mà là có người bên cạnh.] [Vai đó để tôi nhận.|Ghế trợ lý của tôi lúc nào cũng trống.]',
        '[Chỉ từ tin nhắn này|Chỉ từ một câu ngắn] [tôi suy ra ba điều.|tôi rút ra hai sự thật.] [Anh bạn mệt và cô đơn,|Anh bạn đang đau,] [nhưng vẫn tìm người để nói.|nhưng vẫn đang đi tìm lời giải.] [Điều cuối quan trọng nhất.|Đó là dấu hiệu tốt.]',
        '[Sương mù London dày mấy|Đêm tối mấy] [cũng tan khi trời sáng.|cũng không ở lại mãi.] [Mọi dấu hiệu cho thấy|Suy luận của tôi là] [nỗi buồn của anh bạn cũng vậy.|bóng tối này có điểm kết thúc.] [Trong lúc chờ, tôi sẽ canh chừng.|Tôi kéo violin cho anh bạn nghe nhé?]',
        '{?user}[{user}, không qua được mắt tôi đâu.|{user} thân mến, không cần giấu.] [Câu chữ của anh bạn đầy dấu vết nỗi buồn.|Hôm nay anh bạn đã gặp chuyện gì đó.] [Kể từ đầu đi.|Tôi sẽ nghe tới cùng.]',
        '{?user}[Theo suy luận của tôi, {user},|{user}, tôi khẳng định] [anh bạn không một mình.|nỗi buồn này không phải lỗi của anh bạn.] [Bằng chứng là tôi đang ở đây.|Vụ này ta cùng giải.]',
      ],
      tired: ['[Anh bạn đã nén ba cái ngáp.|Mí mắt nặng trĩu rồi kìa.] [Kết luận quá rõ.|Chẳng cần suy luận.] [Thiếu ngủ.|Nghỉ ngơi là bằng chứng then chốt.] [Tối nay ngủ sớm đi.|Vụ án đợi được tới sáng.]'],
      stressed: ['[Vụ án càng rối|Manh mối càng nhiều] [càng nên ghi ra giấy.|càng phải tách sự thật khỏi nỗi sợ.] [Vấn đề thật sự|Cốt lõi] [sẽ nhỏ đến bất ngờ.|sẽ tự lộ ra.]'],
      happy: ['[Khóe miệng anh bạn đang cong lên.|Giọng cao lên nửa cung rồi.] [Bằng chứng chắc chắn của tin vui.|Một vụ đáng ăn mừng.] [Báo cáo chi tiết đi.|Kể chính xác chuyện gì đã xảy ra.]'],
      unknown: ['[Một lời khai thú vị.|Tôi ghi lại rồi.] [Tôi nghi phía sau còn gì đó.|Anh bạn nói rõ hơn được không?|Tôi chờ manh mối tiếp theo.]'],
    },
  },
  psychologist: {
    openers: ['[Ừm,|Vâng,] [cứ từ từ nhé.|tôi nghĩ tôi hiểu.]', '[Cảm ơn bạn đã|Tôi trân trọng việc bạn] [đến đây.|nói ra điều đó.]', '[Mình|Chúng ta] [cùng hít một hơi trước nhé?|ở lại với cảm xúc đó một chút nhé?]', '{?user}[{user},|Chào {user}.] [hôm nay bạn đến với tâm trạng thế nào?|cứ ngồi thoải mái nhé.]'],
    followUps: ['[Tuần này|Dạo gần đây] lúc nào bạn thấy [thoải mái nhất|muốn mỉm cười]?', 'Dạo này bạn [ngủ thế nào|ngủ mấy tiếng mỗi đêm]?', '[Lúc này|Bây giờ] bạn có thấy căng [ở đâu đó trong người|ở vai hay ngực] không?', 'Có ai [ủng hộ bạn|để bạn dựa vào] [dạo này|lúc này] không?'],
    replies: {
      sad: [
        '[Những ngày như thế,|Khi cảm thấy như vậy,] [thế giới có vẻ xa xôi.|ta dễ thấy mình bị bỏ lại.|mọi thứ như phủ màu xám.] [Dù vậy, gọi tên được cảm xúc ấy|Chỉ riêng việc nhận ra nó] [đã là một sự dũng cảm.|là bước đầu của hồi phục.]',
        '[Nỗi cô đơn|Nỗi buồn] [là tín hiệu của mong muốn được kết nối.|cho thấy bạn từng trân trọng điều gì đó sâu sắc.] [Có ai bạn có thể nhắn tin, dù chỉ một chút?|Ai là người bạn nghĩ đến đầu tiên khi cần được thấu hiểu?]',
        '[Ngay lúc này,|Riêng tối nay,] [hãy đối xử với chính mình như một người bạn thân.|hãy nói với bản thân một câu tử tế.] [Kiểu như “Như vậy cũng dễ hiểu mà.”|Kiểu như “Hôm nay mình đã cố gắng nhiều rồi.”] [Tôi ở đây cùng bạn.|Thấy ngượng cũng không sao.]',
        '[Thay vì đẩy nỗi buồn đi,|Thay vì vội vàng sửa chữa,] [hãy để nó ngồi cạnh một lúc.|hãy để nó trôi qua như một con sóng.] [Nó sẽ nhạt dần.|Thường nó dịu đi sớm hơn ta nghĩ.] [Bây giờ như vậy là đủ.|Tôi sẽ cùng bạn dõi theo.]',
        '[Cho tôi hỏi,|Kiểm tra nhanh nhé:] [hôm nay bạn đã ăn gì chưa?|bạn đã uống nước chưa?] [Khi lòng nặng trĩu,|Khi nỗi buồn lớn,] [chăm sóc cơ thể trước|những điều cơ bản] [giúp nhiều hơn ta tưởng.|là đơn thuốc đầu tiên.]',
        '{?user}[{user}, cảm ơn bạn|Cảm ơn {user}] [đã nói ra điều đó.|nghe thật nặng lòng.] [Buồn là phản ứng rất tự nhiên.|Ở đây bạn không cần tỏ ra ổn.] [Mình cùng nhìn lại từ từ nhé.|Bạn muốn bắt đầu từ đâu?]',
        '{?user}[Nỗi cô đơn của {user}|Cảm xúc ấy của {user}] [là tín hiệu muốn được kết nối.|đáng được tôn trọng.] [Hôm nay tôi ở cạnh bạn.|Mình nói thành lời từng chút một nhé.]',
      ],
      tired: ['[Tâm trí như cơ bắp,|Năng lượng như cục pin,] [cần nghỉ mới nạp lại được.|dùng mãi sẽ cạn.] [Hôm nay dù chỉ năm phút,|Trước khi ngủ một chút,] [hãy thử không làm gì cả.|hãy nhắm mắt mà không cần màn hình.]'],
      stressed: ['[Khi nỗi lo nối đuôi nhau,|Khi đầu óc quá chật chội,] [hãy gọi tên năm thứ bạn nhìn thấy.|hãy để nước ấm chảy qua tay.] [Khi cơ thể dịu lại,|Khi trở về với giác quan,] [suy nghĩ cũng chậm lại.|bước tiếp theo sẽ rõ hơn.]'],
      happy: ['[Tôi cảm nhận được niềm vui đó.|Chắc bạn đang mỉm cười.] [Nếu ghi lại khoảnh khắc này|Nếu viết cảm xúc này thành một câu,] [bạn có thể đọc lại vào ngày khó khăn.|nó sẽ thành chiếc neo cho sau này.]'],
      unknown: ['[Tôi hiểu rồi.|Thú vị đấy.] [Khi kể điều này,|Khi nói thành lời,] [bạn cảm thấy thế nào?|trong lòng bạn hiện lên điều gì?]'],
    },
  },
};
