/**
 * Vietnamese mystery beats. Slots: {P} the hero (tôi or the name); {thing} the strange thing in the writer's own words
 * (mẩu giấy, tấm bưu thiếp, trạm dừng); {source} whom the hero asks; {quote} words the opening quotes; {kin} a relative
 * the opening names. Flags: the thing's sort (paper, picture, voice, sound, object, place), mine, dated, quoted, kin.
 */
import type { MysteryPack } from './mystery-types.ts';

export const mysteryVi: MysteryPack = {
  look: [
    '{?paper}{P} đọc lại {thing} dưới ánh đèn, thật chậm, [từng chữ một|từng dòng một]. [Không phải trò đùa, cũng không phải hoa mắt|Chẳng ai đùa, và {P} cũng không nằm mơ]: [nét mực|con chữ] là thật, và [sáng hôm sau nó vẫn nằm nguyên đó|đến sáng nó vẫn chưa biến đi đâu].',
    '{?paper}{P} vuốt phẳng {thing} trên bàn rồi nhìn [rất lâu|đến mỏi mắt]. [Chẳng có gì giả cả|Không có gì là giả]: giấy, mực, từng dòng đều thật.',
    '{?picture}{P} giơ {thing} lên trước cửa sổ, [nhìn rất lâu|nhìn mãi không rời mắt]. [Chi tiết nào cũng đúng|Không có gì sai lệch], và chính điều đó mới là chỗ không ổn.',
    '{?picture}{P} [đem {thing} ra dưới ngọn đèn sáng nhất nhà|soi {thing} dưới đèn]. [Không phải ảnh ghép|Chẳng ai làm giả], và càng nhìn {P} càng thấy vô lý.',
    '{?voice}{P} [xem đi xem lại {thing} ba lần cho chắc|xem lại {thing} đến thuộc lòng]. Là thật, [rõ từng chữ|không sai một chữ], và rõ ràng là dành cho {P}.',
    '{?voice}{P} [mở lại {thing}|xem lại {thing}] trong gian bếp yên ắng. [Không phải lỗi máy|Không nhầm số], cũng chẳng phải ai đùa: nó dành cho {P}.',
    '{?sound}{P} [ngồi dậy, cố ý lắng nghe|tắt đèn rồi nằm im lắng nghe|nín thở lắng nghe]. {thing} lại vang lên, [chậm rãi và rõ ràng|y hệt lần trước], từ một chỗ lẽ ra không thể phát ra âm thanh nào.',
    '{?sound}{P} nằm im trong bóng tối [mà chờ|và đếm từng giây]. {thing} lại vang lên, [y như lần trước|không sai một nhịp], từ nơi không thể có âm thanh nào.',
    '{?object}{P} lật đi lật lại {thing} [trên tay|trên bàn]. Nó có thật, [bình thường đến lạ|chẳng có gì khác thường], và [lẽ ra không bao giờ có mặt ở đây|chẳng có lý do gì để nằm ở đây].',
    '{?object}{P} đặt {thing} xuống [dưới ngọn đèn|trên bàn] và nhìn [rất lâu|mà không dám chạm vào]. Nó có thật, và nó không thuộc về nơi này.',
    '{?order}{P} [đọc đi đọc lại tờ phiếu dán trên {thing}|dò từng dòng trên tờ phiếu dán trên {thing}]. Mọi thứ đều đúng — địa chỉ, số điện thoại, cái tên — và tất cả đều là của {P}.',
    '{?order}{P} [đứng ngay cửa|đứng sững lại], cầm {thing} và đọc lại tờ phiếu. Tên là của {P}, địa chỉ là của {P}, vậy mà {P} chẳng đặt gì cả.',
    '{?place}{!transit}{P} quay lại nhìn {thing} [rất lâu|không rời mắt]. Nó có thật — [chắc chắn|bình thường] như mọi thứ xung quanh — vậy mà lẽ ra không thể có ở đó.',
    '{?place}{?transit}{P} [áp mặt vào cửa kính|nhìn ra ngoài]. {thing} là thật: một tấm biển, một ngọn đèn vàng, một băng ghế [ướt mưa|dưới gốc cây trơ lá].',
    '{?place}{?transit}{P} [lau lớp hơi nước trên cửa kính|ghé sát mặt kính]. {thing} là thật: [một tấm biển|một cái tên trên cột], [một ngọn đèn yếu ớt|một bóng đèn], [và không ai đứng chờ|và một băng ghế trống].',
  ],
  kinds: {
    future: {
      begin: [
        [
          '{?mine}Ngày ghi trên đó còn chưa tới, và cái tên bên cạnh là tên {P}, [đúng nét chữ của {P}|viết đúng kiểu chỉ {P} mới viết].',
          '{!mine}Ngày ghi trên đó còn chưa tới. Nó được viết [bình thản|rõ ràng] như một ngày trên tờ lịch, như thể người viết đã biết trước ngày hôm ấy sẽ diễn ra thế nào.',
        ],
      ],
      middle: [
        [
          '{P} hỏi {source} xem ai có thể để nó lại. Không ai [nhớ mặt ai|trả lời được], dấu vết duy nhất là [một dòng trống chỗ lẽ ra phải ghi tên|một giờ giấc chẳng khớp với gì], như thể {thing} đã [đến trước khi có người gửi|tới từ phía bên kia của ngày mai].',
          'Sáng hôm sau {P} đi hỏi {source}. Người ta [tra hai lần|tra ngay lúc {P} đứng chờ]. [Không có gì giải thích được|Chẳng có manh mối nào]: không tên, không dấu vết, chỉ có ngày tháng ấy, [vẫn nằm chờ|bình thản và chính xác].',
        ],
        [
          '{?mine}Rồi {P} đem nét chữ so với chữ của chính mình, từng nét một, và [thôi tự dối mình|đành phải thừa nhận]. Đúng là chữ của {P}. Người làm ra {thing} [đã sống qua ngày hôm ấy rồi|đã biết trước ngày hôm ấy từ bên trong].',
          '[Thế là {P} chờ đến ngày đó.|Thế là {P} đếm từng ngày chờ tới ngày ấy.] Khi ngày ấy tới, mọi chuyện xảy ra [nhỏ nhặt và chính xác|lặng lẽ, lần lượt từng việc], và {P} hiểu {thing} chưa bao giờ là lời cảnh báo — chỉ là [một lời nhắn|một lời nhắc] gửi ngược về, để {P} đừng bỏ lỡ ngày hôm ấy.',
        ],
      ],
      end: [
        [
          'Đúng ngày ấy, {P} [ngồi xuống bên chiếc bàn cũ|cầm bút lên] và làm điều duy nhất [có lý|thấy là đúng]: tự tay làm ra {thing}, không sai một chữ, rồi để nó ở chỗ sẽ có người tìm thấy. Hóa ra nó là của {P} ngay từ đầu.',
          '{P} vẫn giữ {thing}. Ngày ghi trên đó giờ đã thành quá khứ, và [điều lạ nhất là|điều {P} mãi không quên là]: nó nói đúng mọi chuyện, và nó rất tử tế.',
        ],
      ],
    },
    past: {
      begin: [
        [
          '{?dated}Ngày tháng ấy [không phải vết nhòe, cũng không phải in nhầm|chẳng phải nhòe mực, cũng chẳng phải gõ nhầm]. Nó đã cũ [bao nhiêu năm|cả một đời người], vậy mà {thing} trông như vừa mới làm [sáng nay|hôm qua].',
          '{!dated}Không phải một cái giống giống. Đúng là nó, quay về sau ngần ấy năm, [không một dấu vết thời gian|như thể chỉ vừa vắng đi một ngày].',
        ],
      ],
      middle: [
        [
          '{!dated}{P} đem chuyện ấy hỏi {source}. Thoạt đầu chẳng ai trả lời; rồi sau một hồi im lặng, hơi ngượng ngùng, sự thật mới được kể ra.',
          '{?dated}{P} đi hỏi {source}. Người duy nhất còn nhớ là [một bác đã làm ở đó lâu nhất|một ông cụ ôm cuốn sổ cũ], [im lặng một lúc|tái mặt đi] rồi nói: “Chuyện này tôi biết. Chưa ai làm cho xong cả.”',
          '{?dated}{?desk}{!voice}{!sound}{!place}{P} mang {thing} tới {source}. Phải hai lần mới có người nhớ ra, rồi [một cô đã làm ở đó ba mươi năm|người lớn tuổi nhất ở đó] tái mặt: “Tôi tưởng nó mất hẳn rồi chứ.”',
        ],
        [
          '{?place}{?kin}Người còn nhớ là một người bạn cũ của {kin}. Ngày trước {kin} giữ một thói quen ở đó đến tận cuối — [để đèn sáng cho ai đến sớm|luôn có sẵn thứ gì đó ấm nóng cho khách quen] — và hình như có ai đó vẫn đang giữ thói quen ấy.',
          '{!place}{?kin}Lời giải là {kin}. Từ rất lâu, {kin} đã bắt đầu chuyện này dưới một cái tên mà về sau sẽ là tên của {P}, rồi năm tháng cứ thế trôi, chẳng ai làm cho trọn.',
          '{?place}{!kin}Ai cũng bảo chỗ ấy đóng cửa từ nhiều năm rồi. Nhưng người chủ cũ giữ một thói quen đến tận cuối đời — [mở cửa thật sớm cho ai đến trước|để đèn sáng chờ khách quen] — và có lẽ nơi ấy chỉ là chưa giữ xong thói quen đó.',
          '{!place}{!kin}{?dated}[Hóa ra|Sổ sách cũ cho thấy] nhiều năm trước có một người mang đúng tên {P} từng đứng đúng chỗ {P} đang đứng, và {thing} đã chờ suốt ngần ấy năm để cái tên ấy quay lại. {P} [chỉ là người đầu tiên lên tiếng đáp|chỉ là người đầu tiên quay lại tìm nó].',
          '{!place}{!kin}{!dated}Nó chưa bao giờ thật sự mất. Có người đã giữ nó suốt ngần ấy năm, [định trả lại mà không biết trả bằng cách nào|lần nào cũng định trả mà chưa trả được], và giờ, vì một lý do riêng, họ đã trả.',
        ],
      ],
      end: [
        [
          '{?place}Sáng hôm sau {P} quay lại. {thing} tối om và đóng im ỉm, đúng như mọi người nói. Nhưng thứ {P} mang về từ đó hôm trước vẫn nằm trên bàn bếp, và {P} chưa bao giờ vứt đi.',
          '{!place}{P} làm nốt việc mà ngần ấy năm chưa ai làm, làm đến cùng. Giờ {thing} nằm [trong ngăn kéo|trong chiếc hộp đựng những thứ đáng giữ], và nó không còn giống một sự nhầm lẫn nữa — mà giống một cuộc hẹn cuối cùng cũng được giữ.',
          '{!place}Cuối cùng {P} giữ lại {thing}. Mỗi lần nhìn nó, những năm ở giữa như [ngắn lại|mỏng đi], như thể suốt thời gian ấy vẫn có ai đó giữ cửa chờ.',
        ],
      ],
    },
    nowhere: {
      begin: [
        [
          '{!transit}{P} dò [mọi tấm sơ đồ, mọi bảng chỉ dẫn có thể tìm|bảng chỉ dẫn ở lối vào, rồi mọi tấm sơ đồ khác]. Không tấm nào có {thing}, vậy mà [nó ở ngay đó|nó vẫn sờ sờ ra đấy].',
          '{?transit}{P} mở [bản đồ trên điện thoại|sơ đồ tuyến dán trên vách]. Không hề có {thing}, bản đồ mới không có, bản đồ cũ cũng không, vậy mà [nó ở ngay đó|nó vẫn sờ sờ ra đấy].',
          '{?transit}Không ai khác tỏ ra ngạc nhiên. {P} tìm trên mọi tấm bản đồ có thể tìm: không tấm nào có {thing}.',
        ],
      ],
      middle: [
        [
          '{!transit}Hôm sau {P} đi hỏi {source}. Không ai từng nghe tới, cho đến khi [một bác bảo vệ già|một người đã ở đó bốn mươi năm] [khẽ cười|mỉm cười], bảo chỗ ấy bị bịt lại từ lâu lắm rồi và bị xóa khỏi mọi sơ đồ.',
          '{?transit}Hôm sau {P} đi hỏi {source}. Không ai từng nghe tới, cho đến khi [một bác tài già|một người đã làm ở đó bốn mươi năm] [khẽ cười|mỉm cười], bảo nó bị xóa khỏi bản đồ lâu lắm rồi, từ năm tuyến cũ ngừng chạy.',
          '{?transit}{P} hỏi {source}, bị chỉ từ bàn này sang bàn khác, cho đến khi một ông cụ ôm tập lịch chạy xe đã ố vàng tìm ra: {thing}, đóng cửa từ [năm mươi|bốn mươi] năm trước, chưa mở lại bao giờ.',
        ],
        [
          '{!transit}“Nó vẫn mở ra cho người [cần đến nó|có lý do để tới],” ông cụ nói. “Tôi thấy hai lần rồi. Lần nào cũng có người bước vào, rồi đi ra với nụ cười trên môi.”',
          '{?transit}“Nó vẫn hiện ra với người [có việc phải tới đó|thật sự cần nó],” ông cụ nói. “Đời tôi thấy hai lần. Lần nào cũng có người bước xuống, không ngoái lại.”',
          '{?transit}“Người ta bảo nó chỉ hiện ra cho ai đang trên đường về nhà,” ông nói, rồi cười như thể thế là đủ giải thích.',
        ],
      ],
      end: [
        [
          '{!transit}{P} vẫn đi qua chỗ đó mỗi ngày. {thing} không xuất hiện lại lần nào, nhưng lần nào {P} cũng nhìn, [phòng khi|không sót lần nào].',
          '{?transit}{P} vẫn đi đúng đường ấy mỗi tối. {thing} chưa bao giờ được xướng tên lần nữa, nhưng lần nào qua chỗ đó {P} cũng nhìn ra, [phòng khi|không sót lần nào].',
          '{?transit}Thỉnh thoảng, trên chuyến về muộn, {P} ngước nhìn chỗ lẽ ra phải có {thing}. Có một lần, {P} gần như chắc chắn, ở đó có một ngọn đèn đang sáng.',
        ],
      ],
    },
    absent: {
      begin: [
        [
          'Đêm sau {P} [cố tình thức chờ|thức trắng cho chắc]. Đúng giờ ấy, chuyện lại xảy ra y hệt, đều đặn như [một cuộc hẹn|nhịp tim].',
          'Đêm sau nữa nó lại đến, rồi đêm sau nữa, luôn đúng giờ ấy, luôn y như cũ — và luôn từ nơi không thể có ai.',
        ],
      ],
      middle: [
        [
          '{?kin}{P} hỏi {source}. [Không có gì hỏng|Chẳng hỏng hóc gì], không ai cài đặt gì, và chẳng ai giải thích được.',
          '{!kin}{P} hỏi {source}. Câu trả lời [đúng như {P} sợ|đúng như {P} đoán]: ở đó không có ai có thể làm chuyện ấy. Nhưng [một bác hàng xóm lớn tuổi|một người đã sống ở đây nhiều năm] vẫn nhớ ngày trước là ai.',
          '{!kin}{P} tìm đến {source}. Câu trả lời chỉ là một cái lắc đầu: không có ai cả, lâu lắm rồi. Rồi như sực nhớ ra, họ kể về người từng ở đó.',
        ],
        [
          '{?kin}{?quoted}Rồi {P} sực nhớ: ngày trước {kin} đêm nào cũng nói đúng câu ấy, “{quote}”, đúng giờ ấy, với một người mà cả nhà chưa ai từng gặp. Có thể là [một đoạn ghi âm cũ chẳng ai xóa|một cài đặt chẳng ai nhớ]. [Có thể là điều gì khác.|Cũng có thể không phải.] [{P} không cần phải chọn.|{P} thấy mình không cần biết.]',
          '{?kin}{!quoted}Rồi {P} sực nhớ: ngày trước {kin} đêm nào cũng làm đúng như vậy, đúng giờ ấy, suốt nhiều năm, để một người ở rất xa biết trong nhà vẫn còn người thức. Có thể là [cái hẹn giờ cũ chẳng ai tắt|một cài đặt chẳng ai nhớ]. [Có thể là điều gì khác.|Cũng có thể không phải.] [{P} không cần phải chọn.|{P} thấy mình không cần biết.]',
          '{!kin}{?quoted}Người ở đó ngày trước đêm nào cũng nói đúng câu ấy, “{quote}”, đúng giờ ấy, suốt nhiều năm, cho một người ở rất xa. Có thể là [cái hẹn giờ cũ chẳng ai tắt|một cài đặt chẳng ai nhớ]. [Có thể là điều gì khác.|Cũng có thể không phải.] [{P} không cần phải chọn.|{P} thấy mình không cần biết.]',
          '{!kin}{!quoted}[Người ở đó ngày trước|Người từng sống ở đó] đêm nào cũng làm đúng như vậy, đúng giờ ấy, suốt nhiều năm, để một người ở rất xa biết họ đã về nhà. Có thể là [cái hẹn giờ cũ chẳng ai tắt|một cài đặt chẳng ai nhớ]. [Có thể là điều gì khác.|Cũng có thể không phải.] [{P} không cần phải chọn.|{P} thấy mình không cần biết.]',
        ],
      ],
      end: [
        [
          'Đêm sau, đúng giờ ấy, {P} lên tiếng đáp lại {thing}, [khe khẽ|hơi ngượng]. Từ đó nó [im hẳn|không bao giờ đến nữa], như thể chỉ cần có một người nghe thấy một lần.',
          'Giờ mỗi khi {thing} đến đúng giờ của nó, {P} [dừng tay|tắt đèn] và nghe đến hết. Không giống bị ma ám chút nào, mà giống như đang ngồi cạnh ai đó cho họ đỡ lẻ loi.',
        ],
      ],
    },
    knows: {
      begin: [
        [
          '{?quoted}{P} đọc lại câu ấy: “{quote}.” Người quen của {P} không ai có số này, mà người có số này thì lẽ ra không thể biết {P}.',
          '{!quoted}Giọng nói ấy biết một điều gần như không còn ai biết, và nói ra thật nhẹ, không vội vàng, như một người bạn cũ.',
        ],
      ],
      middle: [
        [
          '{P} hỏi {source} về số máy ấy. Đó là một số cũ, [không đăng ký tên ai|chẳng đứng tên ai], [đã bị khóa từ nhiều năm|bỏ không từ lâu lắm rồi].',
          '{P} gọi lại. Chuông đổ mãi không ai nghe, và sau đó {source} cho biết số ấy đã lâu không thuộc về ai cả.',
        ],
        [
          '{?quoted}{P} làm theo lời nhắn, [thấy mình hơi ngớ ngẩn|vừa làm vừa tự cười mình]. Sáng ra {P} mới hiểu: đêm qua ống nước vỡ ngay trên cửa nhà, cầu thang ngập nước. Người gửi đã biết trước.',
          '{!quoted}Cuối cùng hóa ra là một người từ thời thơ ấu của {P} — bà hàng xóm ở căn nhà {P} lớn lên — vẫn nhớ tên {P} suốt ngần ấy năm mà không biết [chào hỏi|liên lạc] cách nào khác.',
        ],
      ],
      end: [
        [
          '{P} lưu số ấy bằng một cái tên mới. Nó chưa gọi lại lần nào, nhưng mỗi khi điện thoại sáng lên lúc nửa đêm, {P} vẫn nghĩ tới {thing}.',
          'Từ đó {P} luôn nghe máy. {thing} chưa bao giờ là lời đe dọa, chỉ là có người ở xa vẫn để mắt tới {P}.',
        ],
      ],
    },
    never: {
      begin: [
        [
          '{?mine}{?picture}Trong đó đúng là gương mặt {P}, không thể nhầm được, trong khi {P} chưa bao giờ chụp tấm nào như thế.',
          '{?mine}{!picture}Đó đúng là tên {P}, viết đúng kiểu {P} vẫn viết, trong khi {P} chưa từng làm chuyện gì như vậy.',
          '{!mine}[{P} nghĩ lại một lượt.|{P} ngồi nhớ lại từng việc.] {P} chưa từng làm chuyện gì như thế, vậy mà chi tiết nào cũng [khớp|đúng].',
        ],
      ],
      middle: [
        [
          '{!desk}{P} hỏi {source} xem hôm ấy có ai ghé qua không. [Không có ai cả, suốt cả ngày|Cả ngày chẳng ai ra vào] — không ai ngoài {P}.',
          '{?desk}{P} [hỏi {source}|gọi cho {source}]. Người ta [tra hai lần|tra ngay lúc {P} đứng chờ]: mọi thứ đều khớp, tên, chi tiết, và một giờ giấc mà lúc ấy {P} đang ở một nơi khác hẳn.',
          '{?desk}{!voice}{!sound}{!place}{P} mang {thing} tới {source}. Sau một hồi nhìn kỹ, người ta bảo: “Đúng cả mà. Là của anh chị đấy.” Nhưng không phải.',
        ],
        [
          '{!mine}Lời giải, khi tới, lại [gần như bình thường|đơn giản đến phát bực]: có một người khác trùng tên {P} từng ở đây trước, và {thing} vốn dành cho người đó. Một tuần sau {P} tìm được họ, và họ [cười đến chảy nước mắt|cảm ơn {P} mãi không thôi].',
          '{?sleep}Đêm đó {P} để điện thoại quay lại. Đoạn phim cho thấy {P} thức dậy lúc ba giờ, bình thản và cẩn thận, viết mấy dòng ấy rồi quay về giường ngủ tiếp. Lời giải là chính {P} lúc đang ngủ.',
          '{?mine}{!sleep}Lời giải là một người giống hệt: người từng ở đây trước {P}, cùng gương mặt, gần như cùng tên, và đã biệt tăm từ lâu. {thing} là thứ cuối cùng họ để lại.',
        ],
      ],
      end: [
        [
          '{?voice}[{P} không xóa {thing}.|{P} để nguyên {thing} trong máy.] [Thỉnh thoảng|Lâu lâu] {P} mở ra xem lại, và lần nào nó cũng bớt giống một sự nhầm lẫn, mà giống cuộc đời của ai khác vừa lướt qua đời mình.',
          '{?order}Từ đó, mỗi lần đặt gì, {P} đều đọc tên người nhận hai lần — và nghĩ tới {thing}, tới người kia suýt nữa đã là {P}.',
          '{!sleep}{!voice}{!order}{P} giữ lại {thing}. Giờ nó nằm [trong ngăn kéo|trong chiếc hộp trên kệ], và mỗi lần nhìn thấy, {P} lại nhớ một cuộc đời khác đã đi sát cuộc đời mình tới mức nào.',
          '{?sleep}{P} giữ lại {thing}, và giờ tối nào cũng để sẵn một cây bút chì bên cạnh, phòng khi {P} còn điều gì muốn nói.',
        ],
      ],
    },
  },
};
