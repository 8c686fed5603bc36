/**
 * Lines of the default plot (story-default-plot.ts) in English and Vietnamese: per clause shape, four beats (the
 * opening's clause taken up, the next act on that person or thing, the ordinary reason it finds, an ending that keeps
 * the thing), three lines each, one chosen by the seed. Slots: {I} {me} {my} (the narrator or the named hero), {who}
 * (the person of the clause), {thing}, {object} (the clause's object beside a thing subject), {newcomer}.
 */
import type { DefaultLines } from '../../story-default-plot.ts';

/** English default-plot lines. */
export const defaultLinesEn: DefaultLines = {
  written: {
    react: [
      '{I} turned {thing} over and read the words again: “{quote}”.',
      'For a long time {I} only looked at the words on {thing}: “{quote}”.',
      'The words were short, and {I} read them more times than {I} could count: “{quote}”.',
    ],
    act: [
      'So {I} did the honest thing and took {thing} to be checked, to see what the words had been waiting for.',
      '{I} decided to answer the words rather than just keep them, and went to find out what {thing} was still worth.',
      '{I} put {thing} in a pocket and went to ask the people who would know what the words had meant back then.',
    ],
    find: [
      'What {thing} was worth turned out to be very little. The words were worth everything.',
      'The answer was ordinary and small, and it did not matter: the words on {thing} were the part that counted.',
      'Nothing on {thing} had come true, except the words themselves, which had been true the whole time.',
    ],
    end: [
      '{I} kept {thing}, words up, where {I} would see it every day: “{quote}”.',
      'Now {thing} sits in a frame by the door, and everyone who asks gets to read: “{quote}”.',
      '{thing} is still in the drawer. It never needed to be anything more than the words on it.',
    ],
  },
  deed: {
    react: [
      'I did not say anything at first. I watched, and waited for it to make sense on its own.',
      'I could not stop wondering why {who} would do a thing like that.',
      'For a day I let it be. But it stayed on my mind, and so did {name}.',
    ],
    act: [
      'So the next time I saw {name}, I asked about it, straight out.',
      'In the end I went over and asked {name}, as plainly as I could, what it was all about.',
      'I stopped guessing and asked {name} myself.',
    ],
    find: [
      '{name} laughed a little and explained. The reason was small and ordinary, and nothing like the stories I had made up.',
      'The answer was an everyday one: {name} had a plain reason, and had simply never thought anyone would ask.',
      'It turned out {name} had been meaning to tell me anyway; the reason was a small one, and a kind one, and I had simply never asked.',
    ],
    end: [
      'After that, {name} and I had one more thing to talk about, and I never wondered about it again.',
      'I still think of {name} sometimes, and of how one plain question was all it took.',
      'Whenever it comes up now, {name} and I both smile, and neither of us has to explain why.',
    ],
  },
  person: {
    react: [
      'I did not say anything at first. I only looked at {thing}, then at {who}, and waited for it to make sense on its own.',
      'It was {thing} I could not stop thinking about, and why {who} had bothered with it at all.',
      'For a day I let it be. But {thing} stayed on my mind, and so did {who}.',
    ],
    act: [
      'So the next time I saw {name}, I asked about {thing}, straight out.',
      'In the end I went over to {who} and asked, as plainly as I could, about {thing}.',
      'I stopped guessing and asked {who} myself, with {thing} right there between us.',
    ],
    find: [
      '{name} laughed a little and explained. The reason was small and ordinary, and nothing like the stories I had made up.',
      'The answer was an everyday one: {name} had a plain reason, and had simply never thought anyone would ask.',
      'It turned out {name} had been meaning to tell me anyway; the reason was a small one, and a kind one, and I had simply never asked.',
    ],
    end: [
      'After that, {thing} never looked quite the same to me, and {name} and I had one more thing to talk about.',
      'I still think of {thing} sometimes, and of {name}, and of how one plain question was all it took.',
      'Whenever {thing} comes up now, {name} and I both smile, and neither of us has to explain why.',
    ],
  },
  thing: {
    react: [
      'I stood there looking at {thing} and {object} for longer than I meant to.',
      'I looked from {thing} to {object} and back again, as if one of them might explain the other.',
      'For a moment I only stared at {thing}, and at {object}. Nobody else seemed to think it was odd at all.',
    ],
    act: [
      'So I went up to {thing} and had a proper look, the way I should have at the start.',
      'The next time, I stayed close to {thing} and watched exactly what happened, slowly, from the start.',
      'I waited beside {thing} a while and watched, and then I asked the first person who came past about it.',
    ],
    find: [
      'The reason was ordinary: someone who knew {thing} better than I did told me it had happened before, and there was a simple, everyday cause behind it.',
      'Up close it made sense. Nothing was wrong in any way that mattered; {thing} simply had its own habits, and I had never looked closely before.',
      'A neighbour who had seen it before shrugged and told me what it was: a plain, everyday reason, nothing to worry about.',
    ],
    end: [
      'I kept {object}, though I could not quite say why. It was a small, strange thing to have been given.',
      'I still walk past {thing} most days, and I still think of {object} and glance at it, just in case.',
      'After that, {thing} was just {thing} again, and {object} was only {object}; but now I knew their little secret.',
    ],
  },
  self: {
    react: [
      'Only afterwards did {I} really look at {thing}, and wonder what had started it all.',
      'It was done before anyone had thought about it, and there was {thing}, as if waiting to see what {I} would do next.',
      '{I} sat down with {thing} and took it all in, slowly.',
    ],
    act: [
      'So the next day {I} went back to {thing}, slowly, paying attention this time.',
      '{I} did the simplest thing there was: went back to {thing} and looked at it properly.',
      '{I} asked the one person who might understand {thing} better.',
    ],
    find: [
      'What {I} found was ordinary, and somehow that was the best part: {thing} had been exactly what it seemed.',
      'There was a plain explanation, the kind that makes you laugh at yourself a little.',
      'Nothing dramatic came of it, only a small, clear answer nobody had expected.',
    ],
    end: [
      '{I} kept {thing} close after that, as a reminder of the day.',
      '{thing} is still there. Every time {I} sees it, the day comes back, and the moment of looking again.',
      'In the end {thing} stayed where it belonged, and {I} was glad not to have let it go unnoticed.',
    ],
  },
  replaced: {
    react: [
      'I looked past {newcomer} for {who}, out of habit, but {who} was not there.',
      'It took me a moment to understand. Everything was where it always was, except {who}; only {newcomer} was there.',
      'I almost walked on. But it did not feel right not to ask where {who} had gone.',
    ],
    act: [
      'So I asked {newcomer}, as politely as I could, where {who} was.',
      'I waited until there was a quiet moment, then asked {newcomer} about {who}.',
      'I went up to {newcomer} and said I had known {who} a long time, and asked if everything was all right.',
    ],
    find: [
      '{newName} smiled and explained: {name} was all right, only resting for a while, and had asked {newName} to keep things going until then.',
      'It was simpler than I feared. {newName} was family, filling in while {name} took some long-overdue days off.',
      '{newName} knew exactly who I meant. {name} had talked about regulars like me, and had left word that it was only for a little while.',
    ],
    end: [
      'Before I left, I asked {newName} to say hello to {name} for me.',
      'I came back the next week, and the week after, and {newName} always had a little news of {name} for me.',
      'When {name} finally came back, I told them {newName} had done a fine job, and {name} looked as proud as anything.',
    ],
  },
  ended: {
    react: [
      '{thing} had kept going for as long as anyone could remember, and now it had simply stopped.',
      'People gathered and talked in low voices. Nobody could remember {thing} ever stopping before.',
      'It felt wrong, the way a clock you never noticed feels wrong when it goes quiet: {thing} had always just been there.',
    ],
    act: [
      'The next morning I went to {thing} myself, to find whoever looked after it.',
      'I could not leave it at that, so I went to see the person who had kept {thing} going all those years.',
      'I went over to {thing} and asked around until I found whoever had looked after it.',
    ],
    find: [
      'The keeper was there, tired but well. The reason was ordinary: the years had worn something out, and there was no one left to make the part.',
      'It was nobody’s fault. The one who had kept {thing} going was getting older, and had decided, quietly, that it was time to rest.',
      'Inside, everything was tidy and still. The reason was plain enough: a small repair that would take a while, and no one to hurry it.',
    ],
    end: [
      'Before I left, I promised to come back, and I did. {thing} was not what it had been, but I kept going back.',
      'I still pass {thing} most days. I still look at it, and think of all the years it did not stop.',
      'A few of us started calling in to help. {thing} had looked after us for so long; it seemed only fair.',
    ],
  },
  empty: {
    react: [
      '{I} looked down at {thing}, and there was nothing there. Not one word.',
      'For a long second {I} just held {thing}, and everything {I} had meant to have ready was not there.',
      'The room went quiet, and {thing} stayed empty in {my} hands.',
    ],
    act: [
      'So {I} set {thing} aside and did without it, in {my} own plain words, whatever came first.',
      '{I} took a breath, folded {thing} away and began from the one thing {I} was sure of.',
      'Instead of looking for what was missing, {I} looked up at the people there and simply started.',
    ],
    find: [
      'It came out plainer than planned, and it was enough. Nobody was waiting for anything clever.',
      'Halfway through, {I} noticed people nodding, and understood that what was in {my} head had been there all along.',
      'It was not what {I} had meant to say, but it was true, and people heard it.',
    ],
    end: [
      '{I} kept {thing} afterwards, still empty, because of what had happened without it.',
      'Later {I} found {thing} again in a pocket, still blank, and did not throw it away.',
      'Years later {thing} is still with {me}, empty as ever, and it says more than anything written could.',
    ],
  },
};

/** Vietnamese default-plot lines. */
export const defaultLinesVi: DefaultLines = {
  written: {
    react: [
      '{I} lật {thing} lại, đọc lần nữa dòng chữ: “{quote}”.',
      'Một hồi lâu {I} chỉ nhìn mấy chữ trên {thing}: “{quote}”.',
      'Dòng chữ ngắn thôi, vậy mà {I} đọc đi đọc lại không biết bao nhiêu lần: “{quote}”.',
    ],
    act: [
      'Rồi {I} làm điều ngay thẳng nhất: mang {thing} đi dò, xem mấy chữ ấy đã chờ điều gì.',
      '{I} quyết định không chỉ cất giữ mà phải trả lời mấy chữ ấy, nên đi hỏi xem {thing} giờ còn giá trị gì.',
      '{I} bỏ {thing} vào túi, đi hỏi những người có thể biết ngày ấy mấy chữ này có nghĩa là gì.',
    ],
    find: [
      'Hóa ra {thing} chẳng còn đáng bao nhiêu. Còn mấy chữ kia thì đáng cả một đời.',
      'Câu trả lời nhỏ và bình thường, mà cũng chẳng sao: điều quan trọng là mấy chữ trên {thing}.',
      'Chẳng điều gì trên {thing} thành sự thật, trừ chính dòng chữ ấy, vốn đã thật từ đầu.',
    ],
    end: [
      '{I} giữ {thing}, để mặt có chữ hướng lên, ở chỗ ngày nào cũng nhìn thấy: “{quote}”.',
      'Giờ {thing} nằm trong khung kính cạnh cửa, ai hỏi {I} cũng cho đọc: “{quote}”.',
      '{thing} vẫn nằm trong ngăn kéo. Nó chưa bao giờ cần là gì hơn mấy chữ viết trên đó.',
    ],
  },
  deed: {
    react: [
      'Lúc đầu {I} chẳng nói gì, chỉ lặng lẽ nhìn, chờ xem mọi chuyện có tự sáng ra không.',
      '{I} cứ thắc mắc mãi sao {who} lại làm vậy.',
      '{I} để yên một ngày. Nhưng chuyện đó cứ lởn vởn trong đầu, cả {who} nữa.',
    ],
    act: [
      'Thế nên lần sau gặp {who}, {I} hỏi thẳng.',
      'Cuối cùng {I} tìm {who}, hỏi thật đơn giản xem chuyện là thế nào.',
      '{I} thôi đoán già đoán non, tự đi hỏi {who}.',
    ],
    find: [
      '{who} cười khẽ rồi giải thích. Lý do nhỏ xíu và bình thường, chẳng giống chút nào những gì {I} đã tưởng tượng.',
      '{who} trả lời rất đời thường: có lý do riêng, chỉ là chưa từng nghĩ sẽ có ai hỏi.',
      '{who} bảo cũng định kể từ lâu; lý do nhỏ thôi, lại tử tế nữa, chỉ là {I} chưa bao giờ hỏi.',
    ],
    end: [
      'Từ đó, {I} với {who} có thêm một chuyện để nói với nhau, và {I} chẳng còn thắc mắc nữa.',
      'Thỉnh thoảng {I} vẫn nghĩ về {who}, và về chuyện chỉ cần một câu hỏi là đủ.',
      'Giờ mỗi lần nhắc lại chuyện ấy, {I} và {who} lại cùng bật cười, chẳng ai cần giải thích.',
    ],
  },
  person: {
    react: [
      'Lúc đầu {I} chẳng nói gì, chỉ nhìn {thing} rồi nhìn {who}, chờ xem mọi chuyện có tự sáng ra không.',
      'Điều làm {I} cứ nghĩ mãi là {thing}, và vì sao {who} lại bận tâm đến nó.',
      '{I} để yên một ngày. Nhưng {thing} cứ lởn vởn trong đầu, cả {who} nữa.',
    ],
    act: [
      'Thế nên lần sau gặp {who}, {I} hỏi thẳng về {thing}.',
      'Cuối cùng {I} tìm {who}, hỏi thật đơn giản về {thing}.',
      '{I} thôi đoán già đoán non, tự đi hỏi {who} về {thing}.',
    ],
    find: [
      '{who} cười khẽ rồi giải thích. Lý do nhỏ xíu và bình thường, chẳng giống chút nào những gì {I} đã tưởng tượng.',
      '{who} trả lời rất đời thường: có lý do riêng, chỉ là chưa từng nghĩ sẽ có ai hỏi.',
      '{who} bảo cũng định kể từ lâu; lý do nhỏ thôi, lại tử tế nữa, chỉ là {I} chưa bao giờ hỏi.',
    ],
    end: [
      'Từ đó, {I} không còn nhìn {thing} như trước nữa, và {I} với {who} có thêm một chuyện để nói với nhau.',
      'Thỉnh thoảng {I} vẫn nghĩ về {thing}, về {who}, và về chuyện chỉ cần một câu hỏi là đủ.',
      'Giờ mỗi lần nhắc đến {thing}, {I} và {who} lại cùng bật cười, chẳng ai cần giải thích.',
    ],
  },
  thing: {
    react: [
      '{I} đứng nhìn {thing} và {object} lâu hơn mình định.',
      '{I} nhìn {thing} rồi nhìn {object}, như thể cái này sẽ giải thích cho cái kia.',
      'Một lúc lâu {I} chỉ nhìn {thing}, rồi nhìn {object}. Hình như chẳng ai khác thấy có gì lạ.',
    ],
    act: [
      'Thế là {I} lại gần {thing}, xem cho thật kỹ, đáng lẽ phải làm vậy từ đầu.',
      'Lần sau, {I} đứng gần {thing} hơn, chậm rãi quan sát từ đầu xem chuyện gì xảy ra.',
      '{I} đứng chờ bên {thing} một lúc, rồi hỏi người đầu tiên đi ngang qua.',
    ],
    find: [
      'Lý do rất bình thường: một người rành {thing} hơn {I} kể rằng chuyện này từng có rồi, và nguyên nhân đơn giản thôi.',
      'Nhìn gần thì mọi chuyện sáng ra. Chẳng có gì đáng lo, {thing} chỉ có thói quen riêng, mà trước giờ {I} chưa để ý.',
      'Một người hàng xóm từng thấy chuyện này nhún vai, kể cho {I} nghe: một lý do rất đời thường, chẳng có gì phải lo.',
    ],
    end: [
      '{I} giữ lại {object}, dù chẳng nói được vì sao. Một món quà nhỏ và lạ.',
      'Ngày nào {I} cũng đi ngang {thing}, vẫn nhớ đến {object} và liếc nhìn một cái, phòng khi.',
      'Từ hôm đó, {thing} lại chỉ là {thing}, {object} cũng chỉ là {object}, có điều giờ {I} biết bí mật nhỏ của chúng.',
    ],
  },
  self: {
    react: [
      'Mãi sau {I} mới thật sự nhìn kỹ {thing}, và tự hỏi điều gì đã khiến mình làm vậy.',
      'Làm xong rồi {I} mới kịp nghĩ, và {thing} vẫn ở đó, như chờ xem {I} sẽ làm gì tiếp.',
      '{I} ngồi xuống cạnh {thing}, để cho mình từ từ hiểu ra.',
    ],
    act: [
      'Hôm sau {I} thử lại với {thing}, thật chậm, lần này để ý từng chút.',
      '{I} làm việc đơn giản nhất có thể: quay lại với {thing} và nhìn cho kỹ.',
      '{I} đi hỏi người duy nhất mình biết có thể hiểu {thing} hơn mình.',
    ],
    find: [
      'Điều {I} tìm ra rất bình thường, và chính vì thế mà hay: {thing} đúng là như vẻ ngoài của nó.',
      'Lời giải thích đơn giản đến mức {I} phải bật cười với chính mình.',
      'Chẳng có gì to tát, chỉ là một câu trả lời nhỏ và rõ ràng mà {I} không ngờ tới.',
    ],
    end: [
      'Từ đó {I} giữ {thing} bên mình, như để nhớ ngày hôm ấy.',
      '{I} vẫn còn giữ {thing}. Mỗi lần nhìn thấy, {I} lại nhớ lúc mình quyết định nhìn lại lần nữa.',
      'Cuối cùng {thing} vẫn ở đúng chỗ của nó, và {I} mừng vì đã không bỏ qua.',
    ],
  },
  replaced: {
    react: [
      '{I} theo thói quen nhìn qua {newcomer} để tìm {who}, nhưng {who} không có ở đó.',
      'Phải một lúc {I} mới hiểu ra. Mọi thứ vẫn y như cũ, chỉ thiếu {who}; chỉ có {newcomer} ở đó.',
      '{I} suýt nữa thì đi luôn. Nhưng không hỏi {who} đi đâu thì thấy không đành.',
    ],
    act: [
      'Thế là {I} hỏi {newcomer}, thật lễ phép, {who} đâu rồi.',
      '{I} đợi lúc vắng khách rồi mới hỏi {newcomer} về {who}.',
      '{I} lại gần {newcomer}, bảo mình quen {who} lâu lắm rồi, và hỏi mọi chuyện có ổn không.',
    ],
    find: [
      '{newName} cười, kể rằng {name} vẫn khỏe, chỉ nghỉ ngơi ít hôm, và nhờ {newName} trông hộ.',
      'Chuyện đơn giản hơn {I} lo. {newName} là người nhà, đứng thay cho {name} mấy hôm nghỉ mà lâu lắm rồi chưa được nghỉ.',
      '{newName} biết ngay {I} hỏi ai. {name} hay kể về những khách quen như {I}, và có dặn lại là chỉ vắng ít lâu thôi.',
    ],
    end: [
      'Trước khi đi, {I} nhờ {newName} gửi lời hỏi thăm {name}.',
      'Tuần sau {I} quay lại, rồi tuần sau nữa, và lần nào {newName} cũng có chút tin về {name} cho {I}.',
      'Đến khi {name} quay lại, {I} kể rằng {newName} làm tốt lắm, và {name} trông tự hào ra mặt.',
    ],
  },
  ended: {
    react: [
      '{thing} đã chạy suốt bao nhiêu năm, lâu đến mức không ai nhớ nổi, vậy mà giờ dừng hẳn.',
      'Người ta tụ lại, nói chuyện khe khẽ. Chẳng ai nhớ nổi đã có lúc nào {thing} ngừng như thế.',
      'Cảm giác thật lạ, như chiếc đồng hồ mình chưa từng để ý bỗng im bặt: {thing} vốn lúc nào cũng ở đó.',
    ],
    act: [
      'Sáng hôm sau {I} tự mình đến {thing}, tìm người vẫn trông coi nó.',
      '{I} không để yên được, nên đi tìm người đã giữ {thing} suốt ngần ấy năm.',
      '{I} đến chỗ {thing}, hỏi quanh cho đến khi tìm được người vẫn trông nom nó.',
    ],
    find: [
      'Người trông coi vẫn ở đó, mệt nhưng khỏe. Lý do rất bình thường: năm tháng làm mòn một thứ gì đó, và chẳng còn ai làm được món đồ thay.',
      'Chẳng phải lỗi của ai. Người giữ {thing} suốt bao năm giờ đã có tuổi, và lặng lẽ quyết định đã đến lúc nghỉ.',
      'Bên trong mọi thứ gọn gàng, yên ắng. Lý do đơn giản thôi: một chỗ cần sửa, sẽ mất ít lâu, và chẳng ai hối.',
    ],
    end: [
      'Trước khi về, {I} hứa sẽ quay lại, và {I} giữ lời. {thing} không còn như xưa, nhưng {I} vẫn cứ ghé.',
      'Ngày nào {I} cũng đi ngang {thing}, vẫn nhìn vào, và nghĩ về ngần ấy năm nó chưa từng dừng.',
      'Vài người chúng tôi bắt đầu ghé qua phụ một tay. {thing} đã ở bên mọi người lâu như thế; giờ đến lượt mọi người.',
    ],
  },
  empty: {
    react: [
      '{I} nhìn xuống {thing}, và chẳng có gì cả. Không một chữ.',
      '{I} cầm {thing} một lúc lâu, và mọi thứ đáng lẽ đã chuẩn bị sẵn đều không có ở đó.',
      'Căn phòng lặng đi, và {thing} vẫn trống trơn trong tay {I}.',
    ],
    act: [
      'Thế là {I} để {thing} sang một bên, nói bằng lời của chính mình, điều gì đến trước thì nói trước.',
      '{I} hít một hơi, gấp {thing} lại, và bắt đầu từ điều duy nhất mình chắc chắn.',
      'Thay vì tìm cái còn thiếu, {I} ngẩng lên nhìn mọi người và cứ thế bắt đầu.',
    ],
    find: [
      'Nó mộc mạc hơn dự định, nhưng vậy là đủ. Chẳng ai chờ điều gì hoa mỹ cả.',
      'Được nửa chừng, {I} thấy mọi người gật đầu, và hiểu ra những điều cần nói vẫn luôn ở trong đầu mình.',
      'Không phải những gì {I} định nói, nhưng là thật, và mọi người đều nghe thấy.',
    ],
    end: [
      'Sau đó {I} vẫn giữ {thing}, vẫn trống trơn, vì những gì đã xảy ra khi không có nó.',
      'Mãi sau {I} tìm lại {thing} trong túi áo, vẫn trắng tinh, và không nỡ vứt đi.',
      'Nhiều năm sau {I} vẫn giữ {thing}, trống như ngày ấy, và nó nói với {I} nhiều hơn bất cứ chữ nào.',
    ],
  },
};
