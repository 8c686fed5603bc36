/**
 * Vietnamese beats for everyday openings, two routes per family (slots and flags as in everyday-en.ts; in Vietnamese
 * {P} and {who} also stand where English has a pronoun). No companion, vehicle, place or weather the opening did not give.
 */
import type { EverydayFamilyPack } from './everyday-types.ts';

export const everydayVi: EverydayFamilyPack = {
  animal: [
    {
      begin: [[
        '{P} [để ý|chú ý] {thing} [suốt một buổi tối|hai ngày liền] rồi mới làm gì đó. {thing:cap} không ốm, cũng không đùa nghịch; nó [chờ đợi|dỏng tai nghe], lần nào cũng nhìn đúng một chỗ.',
        '[Lúc đầu|Ban đầu] {P} tưởng chẳng có gì. Nhưng {thing} cứ quay lại đúng chỗ đó [hết lần này đến lần khác|mãi không thôi], gọi thế nào cũng không chịu đi, kể cả khi có đồ ăn.',
      ]],
      middle: [
        [
          'Thế là một tối {P} [quỳ xuống|ngồi bệt xuống sàn] cạnh {thing} và nhìn đúng chỗ nó nhìn, lần đầu tiên nhìn cho kỹ. Phải [[một lúc|một lát] lâu|mười phút im lặng], {P} mới nghe thấy: một tiếng kêu mỏng, yếu, [lúc có lúc không|nhỏ đến mức [gần như|hầu như] không có].',
          '{P} thôi không gọi {thing} đi nữa mà đi theo nó. Ngay chỗ nó canh có một khe hở [chẳng ai|không ai] [để ý|chú ý], và từ trong đó vọng ra một tiếng kêu [nhỏ xíu|bé tí], mệt lả.',
        ],
        [
          'Có một sinh linh bé xíu bị kẹt trong đó, [một con chim non|một chú mèo con] yếu đến mức chỉ {thing} mới nghe được tiếng, và nó đã [kêu|chờ] ở đó mấy ngày rồi.',
          'Đó là [một con chim non|một chú mèo con] bị mắc kẹt, sợ đến không dám nhúc nhích. {thing:cap} đã biết từ đầu, và cứ ở bên nó theo cách duy nhất mà một con vật có thể làm.',
        ],
      ],
      end: [[
        '{P} nhẹ tay đưa nó ra, chăm cho đến khi nó đủ khỏe để đi. {thing:cap} theo dõi từng phút, và hôm sau lại trở về nếp cũ như chưa từng có chuyện gì.',
        'Phải mất [một cái hộp, một chiếc khăn và rất nhiều kiên nhẫn|bao nhiêu kiên nhẫn], nhưng {P} đã đưa được nó ra an toàn. {thing:cap} [hít hít nó một cái|nhìn nó thật lâu], rồi yên tâm quay về chỗ quen, [như thể|cứ như] xong việc.',
      ]],
    },
    {
      begin: [[
        'Chính giờ giấc đã để lộ mọi chuyện. {thing:cap} làm vậy đúng một giờ mỗi ngày, kiên nhẫn và chắc chắn, [như thể|cứ như] có [ai đó|một người nào đó] đã hứa sẽ tới.',
        '{P} bắt đầu [để ý|chú ý] giờ. Lúc nào cũng là giờ ấy, và {thing} lúc nào cũng nhìn về một hướng: không sợ hãi, chỉ là đang chờ [ai đó|một người nào đó].',
      ]],
      middle: [
        [
          'Phải [một thời gian|mấy ngày] {P} mới hiểu. {thing:cap} không chờ chuyện gì xảy ra; nó chờ một người từng đến vào giờ ấy, rồi thôi không đến nữa.',
          '{P} [lục lại ảnh cũ|nghĩ lại mấy tháng qua], và nhận ra: từng có một người hay ghé đúng giờ ấy, với một lời hỏi han và một bàn tay xoa đầu {thing}, mà dạo này không thấy đâu.',
        ],
        [
          '{P} không thể đưa người đó về. Nhưng hôm sau {P} ra [ngồi|chờ] cạnh {thing}, đúng giờ ấy, và {thing} tựa vào {P}, thở ra một hơi dài, [như thể|cứ như] vậy cũng tạm được.',
          'Thế là {P} dò hỏi xem người đó giờ ở đâu, rồi gọi điện. Giọng bên kia dịu hẳn: “[Có phải là nó không?|Nói tôi nghe, nó vẫn còn chờ à?]”',
        ],
      ],
      end: [[
        '[Từ đó|Từ hôm ấy] ngày nào {P} và {thing} cũng chờ cùng nhau [một lúc|một lát], rồi dần dần việc chờ đợi thành [một cuộc dạo bộ|một thói quen của riêng hai đứa]. Đến giờ ấy {thing} vẫn ngẩng lên, nhưng giờ là để nhìn {P}.',
        'Một tuần sau, đúng giờ cũ, có tiếng gõ cửa, và {thing} chạy ra trước cả nhà, [mừng quýnh|đuôi vẫy tít]. Có những lời hứa được giữ muộn, nhưng vẫn được giữ.',
      ]],
    },
  ],
  machine: [
    {
      begin: [[
        '{!dead}{P} [tắt công tắc|rút phích cắm] rồi đứng chờ. Một phút sau, {thing} khẽ kêu “tách” một tiếng rồi chạy lại, kiên nhẫn, [như thể|cứ như] còn việc dở chưa xong.',
        '{P} chạy ra xem ngay. Không ai đứng gần {thing}, không nút nào bị bấm, vậy mà nó vẫn chạy đều, [bình thản như một thói quen cũ|vững vàng], như biết rõ mình đang làm gì.',
      ]],
      middle: [
        [
          '{!dead}Thế là {P} thôi không cố tắt nó nữa mà đứng xem. {thing:cap} chạy [chậm rãi|[cẩn thận|kỹ càng]] và [đều đặn|không vội vàng]; dù là gì đi nữa, đây không phải chuyện hỏng hóc.',
          '{P} ở cạnh {thing} đến khi nó dừng. Nó không vấp, không kẹt lần nào. Nó làm việc như [một người đang làm cho xong việc|một người đang giữ lời hứa].',
        ],
        [
          '{?kin}Khi nó dừng hẳn, {P} mới thấy nó đang làm dở cái gì: một thứ {kin} đã bắt đầu [từ lâu lắm|từ nhiều năm trước] mà chưa bao giờ làm xong, vẫn nằm nguyên chỗ {kin} để lại.',
          '{!kin}Khi nó dừng hẳn, {P} mới thấy nó đang làm dở cái gì: một thứ [ai đó|một người nào đó] đã để lại trong nó [từ lâu lắm|từ nhiều năm trước], rồi không bao giờ quay lại lấy.',
        ],
      ],
      end: [[
        '{P} làm nốt phần còn lại bằng tay, trong mấy buổi tối, đúng như lẽ ra nó phải được làm xong. {thing:cap} không bao giờ tự chạy nữa. Hình như nó chỉ muốn có người [để ý|chú ý].',
        '{P} giữ lại thứ {thing} đã làm ra, và để {thing} [nguyên chỗ cũ|y như cũ]. [Từ đó|Từ hôm ấy] nó im lặng, [như thể|cứ như] việc đã xong và nó được nghỉ.',
      ]],
    },
    {
      begin: [[
        '{P} ghi lại giờ, và hôm sau ngồi chờ cạnh {thing} xem nó có lặp lại không. Nó lặp lại, đúng từng phút.',
        '[Hôm sau|Ngày hôm sau] nó lại chạy, đúng phút ấy, rồi hôm sau nữa. {P} bắt đầu [chờ nó|đoán trước được nó], [gần như|hầu như] một cuộc hẹn.',
      ]],
      middle: [
        [
          'Điện không có vấn đề, {thing} cũng không. [Dù là gì, nó có giờ giấc riêng.|Nó giữ đúng giờ của nó, như một người có hẹn.]',
          '{P} kiểm tra [mọi thứ|mọi chuyện] có thể kiểm tra. {thing:cap} hoàn toàn [bình thường|thường ngày]; nó chỉ làm vậy, mỗi ngày một lần, không đòi hỏi gì.',
        ],
        [
          'Rồi {P} nhận ra điều mình bỏ sót: lần nào {thing} chạy, {P} cũng dừng tay, ngẩng lên và [hít một hơi|đứng yên], và trong mấy phút ấy mọi việc khác đều có thể chờ.',
          'Trong phần cài đặt cũ, cuối cùng {P} cũng tìm ra lời giải: nhiều năm trước, có người đã hẹn giờ cho {thing} làm đúng việc này vào đúng giờ ấy, [để nhắc một điều|vì một lý do chỉ người đó biết], và chưa ai từng tắt đi.',
        ],
      ],
      end: [[
        '{P} không bao giờ đổi lại. Khi {thing} chạy, {P} cứ để nó chạy, và nhận lấy mấy phút ấy như [một lúc|một lát] nghỉ mà [ai đó|một người nào đó] đã cố ý dành sẵn.',
        '{P} có thể tắt cài đặt của {thing} trong một giây. Nhưng {P} để nguyên, và lần gián đoạn nho nhỏ ấy thành một phần của ngày, như chiếc đồng hồ cũ thành một phần của căn phòng.',
      ]],
    },
  ],
  found: [
    {
      begin: [[
        '{?back}{P} cầm {thing} lên, lật qua lật lại. Đúng là của {P}, không lẫn vào đâu được, lại còn [sạch hơn lúc {P} làm mất|y hệt như {P} nhớ], [như thể|cứ như] có ai đã giữ gìn nó suốt đường về.',
        '{?picked}{P} không giữ {thing}, mà cũng không bỏ nó lại. Ngay lúc này, ở đâu đó, có người đang [cuống lên tìm nó|lục tung túi áo], và {P} biết rõ cảm giác ấy thế nào.',
        '{!back}{!picked}{P} đi lại từng bước mình đã đi, [hai lần|[thật chậm|chầm chậm]], nhìn cả vào những chỗ [chẳng ai|không ai] nhìn. {thing:cap} không ở chỗ nào cả.',
      ]],
      middle: [
        [
          '{?back}Chẳng ai {P} hỏi biết vì sao nó lại ở đó. Nhưng {P} nhớ ra một gương mặt hôm ấy: một người đã ngẩng lên khi {P} vội vã đi qua, như định gọi với theo.',
          '{?picked}{P} tìm một cái tên, một số điện thoại, bất cứ thứ gì. Chỉ có đúng một manh mối, nhỏ và dễ bỏ qua, và {P} lần theo nó.',
          '{!back}{!picked}{P} nhắn lại ở mọi chỗ có thể, kèm số điện thoại và một dòng: “Nếu ai nhặt được, nó quý hơn vẻ ngoài nhiều.”',
        ],
        [
          '{?back}Mất [vài ngày|một tuần], nhưng {P} tìm được người ấy. Người ấy cười: “Lúc đó vội quá nên làm rơi đấy. Tôi hỏi mãi mới biết là của ai.”',
          '{?picked}Cuối con đường ấy là chủ của {thing}, [thở không ra hơi|[gần như|hầu như] bật khóc], người đã tìm khắp nơi và [gần như|hầu như] hết hy vọng.',
          '{!back}{!picked}[Hai ngày sau|Đến ngày thứ ba], điện thoại reo. Có người đã nhặt được {thing}, giữ [cẩn thận|kỹ càng], chỉ muốn chắc là trả đúng người.',
        ],
      ],
      end: [[
        '{?back}[Từ đó|Từ hôm ấy] {P} giữ {thing} kỹ hơn một chút. Và lần sau thấy ai làm rơi đồ, {P} chạy theo ngay, không nghĩ ngợi gì.',
        '{?picked}{P} trả lại {thing}, và người chủ ôm nó bằng cả hai tay [rất lâu|thật lâu]. Người ấy bảo nó chẳng đáng bao nhiêu tiền; nó chỉ là [tất cả|kỷ niệm cuối cùng về một người].',
        '{!back}{!picked}Tối hôm đó {P} nhận lại {thing}, [hơi trầy một chút|vẫn y như cũ], và cầm nó lâu hơn cần thiết. Có những thứ chỉ [bình thường|thường ngày] cho đến khi mình làm mất.',
      ]],
    },
    {
      begin: [[
        '{?back}Kèm theo {thing} là một mẩu giấy gấp nhỏ, nét chữ {P} không quen: “[Chắc cái này là của bạn. Trông nó được quý lắm, không nên bị mất.|Tôi nhặt được. Xin lỗi vì trả muộn.]”',
        '{?picked}{P} [cất {thing} vào túi [cẩn thận|kỹ càng]|giữ {thing} lại] và quyết tìm cho ra người chủ, dù mất bao lâu.',
        '{!back}{!picked}{P} tự nhủ rồi nó sẽ xuất hiện. Nhưng không. Đến ngày thứ hai, {P} thôi giả vờ như không bận tâm.',
      ]],
      middle: [
        [
          '{?back}{P} không thể để chuyện dừng ở đó. {P} hỏi tất cả những ai có thể đã thấy, cho đến khi một người mỉm cười thừa nhận: “[Tôi thấy nó rơi. Chỉ muốn chắc là của bạn thôi.|Nó nằm đó. Tôi hỏi quanh mãi mới biết là của ai.]”',
          '{?picked}{P} hỏi tất cả những ai có thể đã thấy gì đó, trong lúc vẫn giữ {thing} [cẩn thận|kỹ càng]. Đến ngày thứ hai có người nhớ ra: “[À, cái đó của người lúc nào trông cũng mệt mỏi ấy.|Tôi biết của ai rồi.]”',
          '{!back}{!picked}{P} quay lại thêm một lần, lần này đi [thật chậm|chầm chậm], hỏi từng người dọc đường. Chẳng ai thấy {thing}, nhưng ai cũng hứa sẽ [để ý|chú ý] giùm.',
        ],
        [
          '{?back}Trước đó {we} chưa từng gặp nhau. Vậy mà {we} nói chuyện [lâu hơn cả hai định|hết cả tiếng đồng hồ], như người ta vẫn thế khi một việc tốt nhỏ đã phá tan khoảng cách.',
          '{?picked}Khi {P} tìm thấy người chủ, người ấy chưa cảm ơn ngay. Người ấy chỉ [bật cười|ngồi xuống], ôm {thing}, và nói: “Bạn không biết đâu.”',
          '{!back}{!picked}Sáng hôm sau, {thing} nằm ngay chỗ {P} bắt đầu tìm, [được gói [cẩn thận|kỹ càng]|đặt ngay ngắn], không một lời nhắn, [như thể|cứ như] nó chỉ vừa đi dạo về.',
        ],
      ],
      end: [[
        '{?back}{P} giữ {thing} [từ đó|từ hôm ấy], giữ cả mẩu giấy, để chung một chỗ, vì cái này đã trở về cùng cái kia.',
        '{?picked}Trả xong {thing}, {P} về nhà thấy nhẹ lòng hơn cả mấy tuần qua. Lạ thật, trả lại cho ai một thứ mà mình lại thấy dễ chịu đến thế.',
        '{!back}{!picked}{P} không bao giờ biết ai đã mang {thing} trả lại. Nhưng [từ đó|từ hôm ấy] {P} hay nói một lời tử tế với người lạ, phòng khi chính họ là người ấy.',
      ]],
    },
  ],
  changed: [
    {
      begin: [[
        '{?away}{P} chờ, [nhìn đồng hồ hết lần này đến lần khác|rồi lại chờ thêm]. {who:cap} xưa nay lúc nào cũng đúng giờ như đồng hồ, và sự vắng mặt ấy còn lớn tiếng hơn mọi tin tức.',
        '{!away}[Lúc đầu|Ban đầu] {P} không nói gì. {P} chỉ [lặng lẽ|âm thầm] nhìn {who}, cố hiểu xem có gì khác, và càng nhìn càng thấy đó không phải chuyện tình cờ.',
      ]],
      middle: [
        [
          '{?away}{P} không chờ ai báo. {P} hỏi han đến khi có người biết, và tới cuối ngày thì rõ: {who} [bị mệt, không có gì nghiêm trọng|đau lưng phải nằm nhà], mà không nói với ai vì ngại làm phiền.',
          '{!away}[Cuối cùng|Rốt cuộc] {P} hỏi thẳng. {who:cap} không trả lời ngay, rồi mới nói hôm nay là một ngày {who} luôn nhớ mà chưa bao giờ kể ra.',
        ],
        [
          '{?away}Ngay tối đó {P} liên lạc. {who:cap} nghe có vẻ ngạc nhiên, rồi [vui|mừng] hẳn, bảo [bao nhiêu năm|ngần ấy năm] nay chưa ai [[để ý|chú ý]|hỏi han] như thế.',
          '{!away}Chuyện là về một người {who} đã [rất lâu|thật lâu] không gặp. Mỗi năm một lần, nếp cũ lại chùng xuống một chút vì nỗi nhớ ấy, và hôm nay là ngày đó.',
        ],
      ],
      end: [[
        '{?away}[Vài hôm sau|Sang tuần sau] [mọi thứ|mọi chuyện] lại như xưa, {who} lại đúng giờ như đồng hồ. Chỉ khác là giờ đây, mỗi lần {who} có mặt đúng giờ quen, {P} đều [để ý|chú ý], và thấy [vui|mừng].',
        '{!away}{P} ngồi lại với {who} thêm [một lúc|một lát], không hỏi gì nữa. Lần sau [mọi thứ|mọi chuyện] lại như thường, nhưng {P} đã biết ngày ấy có nghĩa gì, và {who} cũng biết điều đó.',
      ]],
    },
    {
      begin: [[
        '{?away}Giờ đầu, {P} tự nhủ chẳng có gì đâu. Sang giờ thứ hai, {P} [thôi tự dối mình|cầm điện thoại lên rồi đặt xuống hai lần].',
        '{!away}Lần sau, {P} [để ý|chú ý] kỹ hơn. {who:cap} không có vẻ buồn, chỉ [bận rộn|[lặng lẽ|âm thầm] quyết tâm], như người có một kế hoạch chưa muốn kể.',
      ]],
      middle: [
        [
          '{?away}{P} tự đi tìm hiểu. [Hóa ra|Thì ra] lần đầu tiên sau [bao nhiêu năm|ngần ấy năm], {who} làm một việc cho riêng mình: [một ngày nghỉ không báo ai|một việc đã để dành suốt mười năm].',
          '{!away}[Cuối cùng|Rốt cuộc] {P} hỏi, và {who} bật cười vì bị bắt quả tang, rồi kể hết. Đó là một lời hứa cũ: từ [rất lâu|thật lâu], {who} đã hứa với một người rằng sẽ có ngày làm đúng việc này, và hôm nay là ngày ấy.',
        ],
        [
          '{?away}“Lẽ ra phải nói một tiếng,” {who} nhận. “Cứ nghĩ [chẳng ai|không ai] [để ý|chú ý].” {P} bảo dĩ nhiên là có người [để ý|chú ý] chứ, và {who} [im lặng|quay đi], [vui|mừng] trong lòng.',
          '{!away}Không ai khác biết chuyện. {who:cap} đã giữ lời hứa với chính mình suốt bấy nhiêu năm, chẳng ngờ lại có người nhìn thấy.',
        ],
      ],
      end: [[
        '{?away}Sau đó {who} lại theo nếp cũ, chỉ khác một điều: giờ ai trong {us} cũng biết người kia sẽ [để ý|chú ý].',
        '{!away}{P} giúp {who} làm cho trọn, và khi xong, {who} trông [nhẹ nhõm hẳn|trẻ ra cả chục tuổi]. [Hóa ra|Thì ra] có những thói quen được giữ chỉ để một ngày nào đó phá lệ vì một lý do thật đẹp.',
      ]],
    },
  ],
  meal: [
    {
      begin: [[
        '{P} nhìn {thing} thật lâu. Chẳng có gì khác lạ, vậy mà cách nó đến với {P} hôm ấy chẳng [bình thường|thường ngày] chút nào.',
        '[Lúc đầu|Ban đầu] {P} chưa đụng tới {thing}. [Những chuyện nhỏ thế này bao giờ cũng có lý do.|Chuyện nhỏ thôi, nhưng [chẳng ai|không ai] làm vậy mà không có lý do.]',
      ]],
      middle: [
        [
          '{P} hỏi. Câu trả lời đến chậm rãi: hôm nay là ngày tưởng nhớ một người từng mê {thing} hơn ai hết, người luôn được chừa sẵn một chỗ.',
          'Lý do hóa ra rất giản dị. Suốt thời gian qua, {P} đã được [để ý|chú ý]: cùng một giờ, cùng một lời chào, cùng một tiếng cảm ơn, và điều đó có ý nghĩa với [ai đó|một người nào đó] hơn {P} tưởng.',
        ],
        [
          'Thế là {P} làm điều duy nhất hợp lẽ: {P} [ngồi xuống|ở lại] ăn, [thật chậm|chầm chậm], và xin được nghe kể về người ấy, và chuyện cứ thế nối nhau kể mãi.',
          'Đằng sau còn có một tin nữa: [mọi thứ|mọi chuyện] sắp thay đổi, và đây là cách nói ra điều ấy mà không cần một lời nào to tát.',
        ],
      ],
      end: [[
        '{thing:cap} hôm ấy vẫn vị như mọi khi mà cũng khác hẳn. Chưa hết tháng, {P} đã học được cách làm, để một ngày nào đó chính {P} có thể làm.',
        '[Hôm sau|Ngày hôm sau] {P} vẫn quay lại, mang theo một chút gì đó để đáp lễ. [Từ đó|Từ hôm ấy] {thing} không còn như trước nữa, và khoảng thời gian ấy trong ngày cũng vậy.',
      ]],
    },
    {
      begin: [[
        '{P} đếm lại cho chắc. Nhiều hơn hẳn mọi khi, lại được làm rất chu đáo, thế mới càng lạ.',
        '{P} không biết nói gì, nên chỉ cảm ơn, rồi cứ thắc mắc mãi.',
      ]],
      middle: [
        [
          '{P} hỏi, và câu trả lời đến hơi ngập ngừng: {thing} được làm [cho một người hôm nay không thể có mặt|cho một người từng cùng ăn], và hôm nay làm ít đi thì thấy không phải.',
          '{P} hỏi, và nhận được một câu trả lời thật lòng: từ lâu lắm rồi, vào một ngày khó khăn, có người đã làm đúng như thế cho mình, và mình đã tự hứa sẽ có ngày trao lại.',
        ],
        [
          'Không ai nói lời nào to tát. {P} chỉ [ngồi ăn|ở lại], lắng nghe, và đến cuối thì {thing} đã hết, còn lý do thì chẳng cần nói ra nữa.',
          'Hôm nay chính là ngày ấy. {P} được chọn chẳng vì lý do gì lớn lao, chỉ vì ngày nào cũng có mặt, và ngày nào cũng nói cảm ơn.',
        ],
      ],
      end: [[
        'Sau đó {P} phụ dọn dẹp, và nghĩ rằng {thing} chưa bao giờ chỉ là chuyện ăn uống.',
        '{P} không quên {thing} hôm ấy. Mấy tháng sau, vào một ngày [bình thường|thường ngày], {P} làm y như vậy cho một người khác, mà chẳng nói vì sao.',
      ]],
    },
  ],
  work: [
    {
      begin: [[
        '{P} làm như mọi khi: giữ bình tĩnh và lo cho xong {thing}. Nhưng suốt lúc đó {P} cứ nghĩ mãi, xoay chuyện ấy qua lại trong đầu.',
        'Suốt {thing} còn lại, {P} vẫn làm việc như thường, không nói gì. Nhưng giờ {P} [để ý|chú ý] từng chi tiết nhỏ không khớp.',
      ]],
      middle: [
        [
          '{?who}Lúc rảnh tay, {P} tìm đến {who} và hỏi thẳng, [nhẹ nhàng|từ tốn] nhất có thể, xem chuyện là thế nào.',
          '{!who}Lúc vắng việc, {P} quay lại từ đầu xem xét từng bước, như khi gỡ bất kỳ rắc rối nào trong công việc.',
        ],
        [
          '{?who}Câu trả lời không như {P} nghĩ. Nó liên quan đến một việc {P} đã làm từ mấy tuần trước mà chẳng để tâm, nhưng có người thì chưa bao giờ quên.',
          '{!who}[Hóa ra|Thì ra] lời giải rất [bình thường|thường ngày] mà tử tế: có người đã đến sớm để giúp một tay, và không muốn được cảm ơn.',
        ],
      ],
      end: [[
        'Hết {thing} hôm đó, {P} về muộn hơn mọi khi, nhưng lòng nhẹ tênh. Công việc vẫn là công việc ấy; chỉ là {P} hiểu thêm một chút về những con người trong đó.',
        'Công việc sau đó chẳng có gì thay đổi. Nhưng {P} không bao giờ còn coi {thing} chỉ là chuyện thường ngày nữa.',
      ]],
    },
    {
      begin: [[
        '{P} [hít một hơi|giữ vẻ mặt bình thản] rồi làm tiếp, nhưng khoảnh khắc ấy cứ theo {P} suốt {thing}.',
        'Sau đó thật khó mà tập trung. {P} cứ ngẩng lên, chờ điều tiếp theo giúp [mọi thứ|mọi chuyện] sáng tỏ.',
      ]],
      middle: [
        [
          '{?who}Về sau, lúc không còn ai xung quanh, {who} tự nhắc lại chuyện ấy và giải thích, hơi ngượng ngùng, [như thể|cứ như] điều đó khó nói lắm.',
          '{!who}Về sau, lúc yên ắng, lời giải tự tìm đến như vẫn thường thế: có người [buột miệng nhắc tới|để lại một mẩu giấy ngắn].',
        ],
        [
          'Đó là một lời nhờ, nhỏ thôi và hơi rụt rè, mà trước giờ [chẳng ai|không ai] để tâm, và nó được để dành cho {P} vì {P} là người luôn chịu lắng nghe.',
          '[Thật ra|Kỳ thực] đó là một lời cảm ơn, vì một việc {P} đã quên từ lâu, và phải đến giờ người ta mới đủ can đảm để nói.',
        ],
      ],
      end: [[
        '{P} nhận lời ngay trong {thing}. Chỉ mất [nửa tiếng|một buổi tối], và đó là việc tốt nhất {P} làm trong tuần ấy.',
        'Đến cuối {thing}, [mọi thứ|mọi chuyện] lại như thường. Chỉ khác là trên đường về {P} có một điều để nghĩ, và đó là một điều tốt.',
      ]],
    },
  ],
};
