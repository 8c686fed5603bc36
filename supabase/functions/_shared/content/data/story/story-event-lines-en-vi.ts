/**
 * Lines of the event plot (story-event-plot.ts) in English and Vietnamese: per event kind, four beats (the narrator's
 * first reaction, the next act, what it finds, an ending that keeps the opening's thing), three lines each, one
 * chosen by the seed. Slots: {thing} (the opening's own phrase), {giver} (who gave or asked), {quote} (their words).
 */
import type { EventLines } from '../../story-event-types.ts';

/** English event-plot lines. */
export const eventLinesEn: EventLines = {
  failed: {
    react: [
      'For a second I just stood there, waiting for {thing} to come back by itself. It did not.',
      'I checked twice more, the way everyone does, as if a second look would change anything.',
      'Everyone looked at me, and I looked at {thing}, and for a moment nobody had a plan.',
    ],
    act: [
      'So I stopped waiting for {thing} and made do the old way, slower, with whatever was at hand.',
      'I knocked next door, borrowed what I could, and pieced together a workaround one small step at a time.',
      'I stopped counting on {thing}, took a breath, and started again from the simplest part, by hand.',
    ],
    find: [
      'It was slower and it was not pretty, but it worked, and people were kinder about it than I had expected.',
      'Halfway through, someone I barely knew rolled up their sleeves and helped, and it stopped being only my problem.',
      'What I had dreaded turned into a small, odd celebration, everyone laughing at how we were managing without it.',
    ],
    end: [
      'By the next day {thing} was back, and it felt strange how well we had done without it.',
      'Later {thing} came back as if nothing had happened, but what I remembered was the hour without it.',
      'I still think of that day whenever I take {thing} for granted.',
    ],
  },
  silent: {
    react: [
      'I checked again, in case I had missed it. Nothing. I told myself it meant nothing, and did not quite believe it.',
      'At first I made excuses for the silence, and then I ran out of excuses.',
      'I kept looking, the way you look at a door you are sure is about to open.',
    ],
    act: [
      'In the end I stopped guessing and asked, plainly, the way I should have at the start.',
      'So I went to find out for myself instead of waiting any longer.',
      'I wrote one more time, shorter and more honest than before, and then I went to ask in person.',
    ],
    find: [
      'The reason was ordinary, almost embarrassing: a busy season, a message lost, nothing to do with me.',
      'It turned out nobody had forgotten me; things had simply piled up on the other side, the way they do.',
      'The answer, when it came, was an apology and an explanation so ordinary that I laughed out loud.',
    ],
    end: [
      'I still remember how long that silence felt, and how small the reason was.',
      'After that I learned to ask sooner, and to wait a little more kindly.',
      'Now, whenever an answer is late, I remember that day and give it one more day.',
    ],
  },
  barren: {
    react: [
      'I looked twice, then a third time, as if I could have missed it. There was nothing.',
      'It felt like a small promise broken, by something that had never promised anything.',
      'I stood beside {thing} longer than I meant to, looking for a reason.',
    ],
    act: [
      'So I started asking: I looked at the soil, the light, the water, and asked someone who knew plants better than I did.',
      'I read what I could and went to ask an old neighbour who had grown things all her life.',
      'I checked everything I could think of, leaf by leaf, and wrote down what I saw.',
    ],
    find: [
      'The reason was plain: the winter had been too mild, and {thing} had simply rested this year.',
      'It was nothing sinister, only tired roots and a season that came at the wrong time.',
      'The answer was ordinary: it needed more light and less fussing, and a year to itself.',
    ],
    end: [
      'I gave {thing} what it needed and let it rest, and I kept an eye on it all the next spring.',
      'I do not know yet what next year will bring, but I still water {thing} every week.',
      'Some years things simply rest, I learned, and {thing} taught me to wait.',
    ],
  },
  given: {
    react: [
      'I held {thing} for a while before doing anything with it, turning it over in my hands.',
      'I did not open {thing} right away; I wanted to be alone with it first.',
      'I thanked {giver} without quite knowing what for, and kept {thing} close all day.',
    ],
    act: [
      'When I finally opened it, I went slowly, as if hurrying would spoil it.',
      'Later, on my own, I opened {thing} carefully.',
      'That evening, when nobody was looking, I opened it at last.',
    ],
    find: [
      'Inside were a few lines from {giver}, written by hand: a thank-you, and a wish for whatever came next.',
      'There was a short note from {giver} in it, saying they had noticed more than I thought, and that they were proud of me.',
      'The note inside said: "I knew you would find your way. Be as kind to yourself as you are to everyone else."',
    ],
    end: [
      'I still keep {thing} in the drawer by my bed.',
      'Years later I still have {thing}, and I still remember the moment {giver} handed it to me.',
      'I kept {thing}, and whenever I need it, I read those lines again.',
    ],
  },
  request: {
    react: [
      'I read "{quote}" twice, trying to hear the tone it was said in.',
      'My first thought was that something was wrong. My second was that I would not find out by standing here.',
      'For a moment I went through everything I might have done; then I stopped guessing.',
    ],
    act: [
      'So I went, as soon as I could, a little nervous.',
      'I did what I was asked and went straight over.',
      'I put on my shoes and went, without letting myself think too long.',
    ],
    find: [
      'It was nothing bad. {giver} simply wanted to talk face to face, and to ask a small favour that was easier in person.',
      'The reason was small and kind: {giver} had something for me and wanted to give it in person.',
      'There was no trouble at all; {giver} had only wanted a hand with something, and a bit of company.',
    ],
    end: [
      'I went home lighter than I had come, and "{quote}" no longer sounded like a warning.',
      'After that, "{quote}" became something we said to each other now and then.',
      'I kept those words, and now I answer them a lot faster.',
    ],
  },
  changed: {
    react: [
      'I stopped in front of it. It took me a moment to understand what was different.',
      'It was such a small change, and it bothered me more than it should have.',
      'I looked at it for a long time, trying to remember exactly how it used to be.',
    ],
    act: [
      'So I asked around, the person nearest first, until someone knew.',
      'I went to ask the people who would know, instead of guessing.',
      'In the end I asked straight out who had changed it, and why.',
    ],
    find: [
      'The answer was ordinary: the old one had worn out, and someone had simply done their job.',
      'Nobody had meant anything by it; it was a plan made long ago, by people who had never stood here.',
      'It turned out someone had noticed it too, and had kept a piece of the old one.',
    ],
    end: [
      'I still stop there sometimes, and remember {thing} as it used to be.',
      'It took a while, but I got used to it, and I kept the old one in my memory.',
      'Things change; I learned that there, and I still think of {thing} when I pass.',
    ],
  },
};

/** Vietnamese event-plot lines. */
export const eventLinesVi: EventLines = {
  failed: {
    react: [
      'Tôi đứng sững một lúc, chờ {thing} tự trở lại. Nhưng không.',
      'Tôi kiểm tra thêm hai lần nữa, như ai cũng làm, như thể nhìn lại thì sẽ khác.',
      'Mọi người nhìn nhau, rồi nhìn tôi, và trong một lúc chẳng ai biết phải làm gì.',
    ],
    act: [
      'Thế là tôi thôi chờ {thing}, xoay xở theo cách cũ, chậm hơn, với những gì có trong tay.',
      'Tôi sang gõ cửa nhà bên, mượn được gì thì mượn, gỡ từng việc một.',
      'Tôi thôi trông vào {thing}, hít một hơi, rồi bắt đầu lại từ việc đơn giản nhất, làm bằng tay.',
    ],
    find: [
      'Chậm hơn, không đẹp đẽ gì, nhưng được việc, và mọi người dễ chịu hơn tôi tưởng nhiều.',
      'Được nửa chừng thì có người tôi chỉ quen sơ sơ xắn tay áo vào giúp, và chuyện ấy thôi là chuyện của riêng tôi.',
      'Điều tôi lo nhất lại thành một buổi kỳ lạ mà vui, ai cũng bật cười vì cái cách mọi người xoay xở khi thiếu nó.',
    ],
    end: [
      'Hôm sau {thing} lại có như cũ, và tôi thấy lạ là không có nó mà mọi người vẫn xoay xở được.',
      'Rồi {thing} cũng trở lại như chưa có gì, nhưng điều tôi nhớ mãi là những giờ thiếu nó.',
      'Đến giờ, mỗi lần thấy mình coi {thing} là chuyện đương nhiên, tôi lại nhớ đến hôm ấy.',
    ],
  },
  silent: {
    react: [
      'Tôi xem lại lần nữa, phòng khi mình bỏ sót. Không có gì. Tôi tự nhủ chẳng sao, mà không tin lắm.',
      'Lúc đầu tôi còn tìm lý do cho sự im lặng ấy, rồi tôi hết lý do.',
      'Tôi cứ ngóng, như người ta ngóng một cánh cửa sắp mở.',
    ],
    act: [
      'Cuối cùng tôi thôi đoán, hỏi thẳng, như lẽ ra phải làm từ đầu.',
      'Thế là tôi tự đi tìm hiểu, không chờ thêm nữa.',
      'Tôi viết thêm một lần, ngắn hơn và thật lòng hơn, rồi đến tận nơi hỏi.',
    ],
    find: [
      'Lý do bình thường đến mức ngượng: một mùa bận rộn, một tin nhắn bị trôi, chẳng liên quan gì đến tôi.',
      'Hóa ra không ai quên tôi cả; chỉ là bên kia công việc dồn lại, như vẫn thường thế.',
      'Câu trả lời đến kèm một lời xin lỗi và một lý do bình thường đến nỗi tôi bật cười.',
    ],
    end: [
      'Tôi vẫn nhớ sự im lặng ấy dài thế nào, và lý do nhỏ ra sao.',
      'Từ đó tôi học cách hỏi sớm hơn, và chờ đợi nhẹ nhàng hơn.',
      'Giờ mỗi khi một câu trả lời đến muộn, tôi nhớ lại hôm ấy và cho nó thêm một ngày.',
    ],
  },
  barren: {
    react: [
      'Tôi nhìn hai lần, rồi lần thứ ba, như thể mình nhìn sót. Không có gì cả.',
      'Cảm giác như một lời hứa nhỏ bị lỡ, của một thứ chưa từng hứa gì.',
      'Tôi đứng cạnh {thing} lâu hơn mình định, cố tìm ra lý do.',
    ],
    act: [
      'Thế là tôi bắt đầu hỏi: xem đất, xem nắng, xem nước, rồi hỏi một người rành cây cối hơn tôi.',
      'Tôi đọc được gì thì đọc, rồi sang hỏi bà cụ hàng xóm trồng cây cả đời.',
      'Tôi xem xét mọi thứ mình nghĩ ra được, từng chiếc lá một.',
    ],
    find: [
      'Lý do đơn giản thôi: mùa đông năm nay ấm quá, và {thing} chỉ đang nghỉ một năm.',
      'Chẳng có gì đáng sợ, chỉ là rễ đã mỏi và thời tiết đến sai lúc.',
      'Câu trả lời bình thường: cần thêm nắng, bớt chăm chút, và một năm để tự lo cho mình.',
    ],
    end: [
      'Tôi cho {thing} những gì nó cần rồi để nó nghỉ, và suốt mùa sau tôi vẫn để mắt tới nó.',
      'Tôi chưa biết năm sau sẽ ra sao, nhưng tuần nào tôi cũng vẫn tưới {thing}.',
      'Có những năm cây cối chỉ nghỉ ngơi, và {thing} dạy tôi cách chờ.',
    ],
  },
  given: {
    react: [
      'Tôi cầm {thing} một lúc lâu mà chưa làm gì, cứ lật qua lật lại.',
      'Tôi không mở {thing} ngay; tôi muốn ở một mình với nó trước đã.',
      'Tôi cảm ơn {giver} mà chưa biết cảm ơn vì điều gì, và giữ {thing} bên mình cả ngày.',
    ],
    act: [
      'Khi cuối cùng cũng mở ra, tôi làm thật chậm, như sợ vội thì hỏng mất.',
      'Tối đó, khi chỉ còn một mình, tôi mới cẩn thận mở {thing}.',
      'Đến lúc không ai để ý, tôi mới mở ra.',
    ],
    find: [
      'Bên trong là mấy dòng viết tay của {giver}: một lời cảm ơn, và một lời chúc cho chặng đường sắp tới.',
      'Trong đó có một mẩu giấy nhỏ của {giver}, nói rằng họ để ý tôi nhiều hơn tôi tưởng, và họ tự hào về tôi.',
      'Bên trong có mấy dòng viết: “Rồi sẽ tìm được đường của mình thôi. Hãy tử tế với bản thân như vẫn tử tế với mọi người.”',
    ],
    end: [
      'Đến giờ tôi vẫn cất {thing} trong ngăn kéo đầu giường.',
      'Nhiều năm sau tôi vẫn giữ {thing}, và vẫn nhớ cái lúc {giver} đưa nó cho tôi.',
      'Tôi giữ {thing}, và mỗi lần cần, tôi lại đọc những dòng ấy.',
    ],
  },
  request: {
    react: [
      'Tôi đọc "{quote}" hai lần, cố đoán giọng người viết.',
      'Ý nghĩ đầu tiên là có chuyện gì rồi. Ý nghĩ thứ hai là đứng đây thì chẳng biết được gì.',
      'Tôi điểm lại mọi thứ mình có thể đã làm sai, rồi thôi không đoán nữa.',
    ],
    act: [
      'Thế là tôi đi ngay khi có thể, hơi hồi hộp.',
      'Tôi làm đúng như được nhờ, đi thẳng sang.',
      'Tôi xỏ dép đi luôn, không cho mình nghĩ lâu.',
    ],
    find: [
      'Chẳng có gì xấu cả. {giver} chỉ muốn nói chuyện trực tiếp, và nhờ một việc nhỏ nói tận mặt thì dễ hơn.',
      'Lý do nhỏ và ấm áp: {giver} có thứ muốn đưa cho tôi, và muốn đưa tận tay.',
      'Không có rắc rối gì; {giver} chỉ cần một người phụ một tay, và một người để trò chuyện.',
    ],
    end: [
      'Tôi về nhà nhẹ nhõm hơn lúc đi, và "{quote}" không còn nghe như một lời cảnh báo nữa.',
      'Từ đó, "{quote}" thành câu hai bên thỉnh thoảng vẫn nói với nhau.',
      'Tôi giữ lại mấy chữ ấy, và giờ tôi đáp lời nhanh hơn nhiều.',
    ],
  },
  changed: {
    react: [
      'Tôi dừng lại trước nó, mất một lúc mới hiểu cái gì đã khác.',
      'Chỉ là một thay đổi nhỏ, mà lòng tôi chộn rộn hơn mức cần thiết.',
      'Tôi nhìn rất lâu, cố nhớ chính xác trước kia nó trông thế nào.',
    ],
    act: [
      'Thế là tôi hỏi quanh, hỏi người gần nhất trước, cho đến khi có người biết.',
      'Tôi đi hỏi những người chắc là biết, thay vì tự đoán.',
      'Cuối cùng tôi hỏi thẳng ai đã thay nó, và vì sao.',
    ],
    find: [
      'Câu trả lời bình thường: cái cũ đã mục, và có người chỉ làm đúng phần việc của mình.',
      'Chẳng ai có ý gì cả; đó là kế hoạch từ lâu, của những người chưa từng đứng ở đây.',
      'Hóa ra cũng có người để ý như tôi, và họ đã giữ lại một mảnh của cái cũ.',
    ],
    end: [
      'Thỉnh thoảng tôi vẫn dừng lại đó, nhớ {thing} như ngày trước.',
      'Phải một thời gian tôi mới quen, nhưng cái cũ thì tôi vẫn giữ trong trí nhớ.',
      'Mọi thứ rồi cũng đổi thay; tôi học được điều đó ở đây, và mỗi lần đi ngang, tôi vẫn nhớ {thing}.',
    ],
  },
};
