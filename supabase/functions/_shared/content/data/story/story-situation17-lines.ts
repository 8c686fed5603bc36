/**
 * Lines of the situation plot (story-situation17.ts), per language and kind. Each kind is an everyday situation whose
 * next step any reader expects, told in four beats (react | act, find | end), two lines each, one drawn by the seed:
 * - `creature`: an animal the teller found (a puppy shivering under a slide, 捡到一只鹦鹉) is warmed, fed, and its
 *   owner looked for;
 * - `wild`: a wild animal the teller found hurt (a sparrow with a broken wing, a hedgehog) is looked after until it
 *   can go, then let go where it was found;
 * - `favour`: someone asks the teller to do something (watch my basket, find my dog): it is agreed to and done, and
 *   takes longer than anyone said; {task} is the act asked, in the teller's words;
 * - `sign`: a thing left for the teller by someone unknown (flowers from a stranger, a bike with a red bow at the door)
 *   is asked about and answered in kind;
 * - `mishap`: the teller's blunder in front of someone (soup spilled on a customer) is owned up to and forgiven;
 * - `arrival`: someone close who turns up at the teller's door (mom, with groceries, after weeks of silence) is let in;
 * - `uncanny`: a sound or an act where the opening says nobody can be (a chime with no wind, a baby crying next door
 *   where nobody lives) is listened to, checked, and left gently unexplained;
 * - `waiting`: an animal that sits and waits somewhere and will not move (our dog at a stranger's gate, grandma's old
 *   cat at the door every evening) is waited with, and the one it waits for is found out;
 * - `ahead`: a thing the teller has still to do or to see (a bracelet not yet given, a time capsule to dig up, the
 *   results to be announced) is done, plainly, before the chance passes.
 * No line brings a place, a person or a cause the opening did not give beyond the plain next step. Slots: {I} {me} {my}
 * (the narrator or the named hero), {name} (the animal or the thing, as the opening names it), {who} (the one at the
 * door, or the one the blunder happened to).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The situations the plot tells. */
export type SituationKind = 'creature' | 'sign' | 'mishap' | 'arrival' | 'uncanny' | 'waiting' | 'ahead' | 'wild' | 'favour';

/** The four beats of one situation. */
export type SituationBeats = Readonly<Record<'react' | 'act' | 'find' | 'end', readonly string[]>>;

const en: Readonly<Record<SituationKind, SituationBeats>> = {
  favour: {
    react: [
      '{I:cap} said yes before {I} had quite thought about it. Saying no to {who} did not seem possible.',
      'It was a small thing to ask, and {I} agreed to {task} at once, with no idea yet what {I} was agreeing to.',
    ],
    act: [
      'So {I} set about it properly, as if it mattered more than it should: to {task}, and to do it well.',
      'Trying to {task} turned out to be harder than it sounded, and it took far longer than anyone had said.',
    ],
    find: [
      'At one point {I} almost gave up. But {I} had promised {who}, and that was that.',
      'Somewhere in the middle {I} understood that {who} had needed someone to ask as much as the help itself.',
    ],
    end: [
      'When it was done, {who} thanked {me} with a look {I} still remember. It was only a small favour, and it turned out to be the start of something.',
      'After that {who} and {I} always nodded to each other, like two people who share a small story nobody else knows.',
    ],
  },
  wild: {
    react: [
      '{name:cap} did not try to get away. It only watched {me}, very still, and {I} crouched down slowly so as not to frighten it more.',
      'Up close {name} was smaller than {I} had thought, and hurt. When {I} reached out, it did not fight; it was too tired.',
    ],
    act: [
      '{I:cap} lined a box with an old towel, set {name} in it, and carried it home as gently as {I} could.',
      '{I:cap} wrapped {name} loosely in {my} scarf and took it somewhere warm and quiet.',
    ],
    find: [
      'Someone who knew about such things told {me} what to do, and for a week {I} did exactly that: warmth, quiet, a little food, and patience.',
      'The first night {I} hardly slept, checking on {name}. By the third day it was eating, and by the fifth it was restless, ready to be gone.',
    ],
    end: [
      'The morning {name} was strong enough, {I} took it back to where {I} had found it and opened {my} hands. It did not look back, and that was how {I} knew it was all right.',
      'When {name} was ready, {I} let it go where it belonged. {I:cap} still look for it there sometimes, and once or twice {I} think {I} have seen it.',
    ],
  },
  ahead: {
    react: [
      'All the way through, {I} kept going over it in {my} head: what {I} would say, what {I} would find, how it would feel.',
      'The hours before went slowly. {I:cap} checked the time far more often than was any use.',
    ],
    act: [
      'When the moment came, {I} did not let it pass. {I:cap} went straight to it, before {I} could change {my} mind.',
      '{I:cap} had imagined this a hundred ways, and in the end it was quicker and plainer than any of them.',
    ],
    find: [
      '{name:cap} was no longer only in {my} head. It was real now, and it weighed more than {I} had thought.',
      'It was not the feeling {I} had expected. It was quieter than that, and better.',
    ],
    end: [
      'Afterwards {I} was glad not to have waited any longer. Some things are better done than carried.',
      'Years later {I} still remembered that day more clearly than most: the day {I} stopped putting it off.',
    ],
  },
  waiting: {
    react: [
      '{I:cap} did not pull {name} away. {I:cap} crouched down beside it and waited too. It never looked at {me}; it kept its eyes on the same spot, as if it were sure of something.',
      '{I:cap} called {name} softly, and it did not come. It was not stubborn, {I} realised; it was waiting, and it knew exactly what for.',
    ],
    act: [
      'So {I} stayed, and watched, and the next day {I} asked the people who had known {name} longest what it might be waiting for.',
      'The next day, at the same hour, {name} was there again, in the same spot. {I:cap} began to ask around, quietly.',
    ],
    find: [
      'The answer was a simple one. Someone {name} had loved used to be there, every day, and {name} had not forgotten.',
      'It turned out someone used to sit there and share a bit of their day with {name}, long ago. {name:cap} had kept the hour ever since.',
    ],
    end: [
      'After that {I} never hurried {name}. {I:cap} sat with it a while, and when it was ready, it got up by itself and came to {me}.',
      'From then on {I} kept {name} company there for a few minutes each day. It seemed to be enough for both.',
    ],
  },
  uncanny: {
    react: [
      '{I:cap} held {my} breath and waited. It came again, exactly the same, and there was no mistaking it this time.',
      'Every sensible explanation went through {my} head at once, and not one of them fitted.',
    ],
    act: [
      '{I:cap} turned on the light and went to look, one careful step at a time.',
      '{I:cap} checked everything that could be checked: the window, the lock, the place it seemed to come from. Everything was as it should be.',
    ],
    find: [
      'There was nobody there. And strangely, the longer {I} stood there, the less it felt like a threat and the more it felt like being reminded of something.',
      'In the morning {I} asked around. An older neighbour listened to the end, went quiet, and then told {me} about the people who had lived there before.',
    ],
    end: [
      'It did not happen again the next night, or the one after. But {I} never quite stopped listening for it.',
      'It happened once more, a week later. This time {I} was not afraid. {I:cap} only said, quietly, "It\'s all right," and it stopped.',
    ],
  },
  creature: {
    react: [
      '{name:cap} did not run. It only made itself smaller and watched {me}, shaking, and {I} crouched down slowly so as not to frighten it.',
      'Up close {name} was thinner than {I} had thought, and cold to the touch. When {I} reached out, it did not run; it leaned in.',
    ],
    act: [
      '{I:cap} took off {my} jacket, wrapped {name} in it and carried it somewhere warm, talking to it the whole way as if it could understand.',
      '{I:cap} found a box, an old towel and a bowl of water, and sat beside {name} until it stopped trembling and drank.',
    ],
    find: [
      'Then came the harder part: asking around, putting up a notice with a photo, checking every lost-pet post nearby.',
      'Nobody nearby knew where {name} had come from. {I:cap} put up a notice anyway, and checked it every day.',
    ],
    end: [
      'In the end nobody came to claim {name}, and by then nobody in the house wanted anyone to. It got a name, and a warm corner of its own.',
      'A few days later a phone call came: someone had been searching everywhere. Handing {name} back was harder than {I} expected, and worth it.',
    ],
  },
  sign: {
    react: [
      '{I:cap} looked up and down the street. Nobody was there, nobody was hurrying away, and there was no card, nothing to say who had left {name}.',
      'For a while {I} just stood there looking at {name}, searching it for some sign of who it was from. There was none.',
    ],
    act: [
      '{I:cap} asked the neighbours, one door at a time. Nobody had seen anyone, though one of them smiled in a way {I} could not quite read.',
      '{I:cap} did not want to make a fuss, so {I} waited instead, and the next day {I} kept an eye on the door.',
    ],
    find: [
      'In the end it was someone close by, someone who had noticed more about {me} than {I} had realised, and had not known how else to say it.',
      'The answer turned out to be small and kind: someone had seen {me} having a hard week and had wanted, without a fuss, to make one day better.',
    ],
    end: [
      '{I:cap} kept {name}, and a week later {I} left something on someone else\'s doorstep too, without a card.',
      '{I:cap} never asked outright. But after that {I} greeted everyone on the street a little more warmly, just in case.',
    ],
  },
  mishap: {
    react: [
      'For one long second nobody moved. Then {I} heard {my} own voice saying sorry, over and over, much too fast.',
      '{I:cap} wanted the floor to open up. {my:cap} face burned, and {my} hands would not stop shaking.',
    ],
    act: [
      '{I:cap} grabbed every napkin in reach, cleaned up what {I} could, and offered to pay for the damage before {who} had said a word.',
      '{I:cap} apologised properly, looking {who} in the eye, and then did the only useful thing: cleaned up the mess and set it right.',
    ],
    find: [
      'And {who} laughed. Not a cruel laugh: {who} told {me} about the worst mistake of their own, back when they were starting out, which was much worse than this.',
      '{who:cap} was kinder about it than {I} had any right to expect. "Everyone has a day like this," was all {who} said.',
    ],
    end: [
      'The next time {I} saw {who}, {who} grinned and asked whether it was safe to stand near {me}. {I:cap} laughed too, and after that it was a story, not a shame.',
      'Years later {I} still told every newcomer about that day and {who}, so that they would know it would be all right.',
    ],
  },
  arrival: {
    react: [
      'For a moment nobody said anything. Then {I} stepped aside and let {who} in.',
      '{I:cap} stood in the doorway longer than {I} meant to. {who:cap} waited, and did not leave.',
    ],
    act: [
      '{I:cap} put the kettle on, because {my} hands needed something to do, and {who} sat down in the old place as if no time had passed.',
      '{who:cap} and {I} sat at the kitchen table, mostly in silence, and somewhere in the middle of a cup of tea the silence stopped being hard.',
    ],
    find: [
      'It was {who} who spoke first, about something small and ordinary. {I:cap} answered, and then the real talking began.',
      'Some things did not need saying. {who:cap} had come, {I} had opened the door, and that said most of it.',
    ],
    end: [
      'When {who} left that night, {I} said "come again", and meant it.',
      'After that {I} called more often, and so did {who}.',
    ],
  },
};

const vi: Readonly<Record<SituationKind, SituationBeats>> = {
  favour: {
    react: [
      '{I:cap} gật đầu trước cả khi kịp nghĩ. Từ chối {who} có vẻ là điều không thể.',
      'Chuyện nhờ vả nhỏ thôi, và {I} nhận lời {task} ngay, dù chưa biết mình đang nhận lời điều gì.',
    ],
    act: [
      'Thế là {I} làm cho đàng hoàng, như thể nó quan trọng hơn mức cần thiết: {task}, và làm cho tử tế.',
      'Việc {task} hóa ra khó hơn nghe, và mất nhiều thời gian hơn bất cứ ai đã nói.',
    ],
    find: [
      'Có lúc {I} suýt bỏ cuộc. Nhưng {I} đã hứa với {who}, vậy là xong.',
      'Đâu đó giữa chừng, {I} hiểu ra {who} cần một người để nhờ cũng nhiều như cần sự giúp đỡ.',
    ],
    end: [
      'Khi xong việc, {who} cảm ơn {me} bằng một ánh mắt mà {I} vẫn còn nhớ. Chỉ là một việc nhỏ, vậy mà hóa ra lại là khởi đầu của một điều gì đó.',
      'Từ đó {who} và {I} gặp nhau lúc nào cũng gật đầu chào, như hai người cùng giữ một câu chuyện nhỏ không ai khác biết.',
    ],
  },
  wild: {
    react: [
      '{name:cap} không cố chạy trốn, chỉ nằm im nhìn {me}. {I:cap} ngồi thụp xuống thật chậm để nó khỏi sợ thêm.',
      'Nhìn gần mới thấy {name} nhỏ hơn {I} tưởng, lại đang bị thương. {I:cap} đưa tay ra, nó không giãy, có lẽ vì đã quá mệt.',
    ],
    act: [
      '{I:cap} lót một chiếc khăn cũ vào hộp giấy, đặt {name} vào rồi mang về nhà, nhẹ tay hết mức có thể.',
      '{I:cap} quấn hờ {name} trong chiếc khăn quàng cổ rồi mang đến một chỗ ấm và yên tĩnh.',
    ],
    find: [
      'Một người rành chuyện này chỉ cho {I} cách chăm, và suốt một tuần {I} làm đúng như vậy: giữ ấm, để yên, cho ăn chút ít, và kiên nhẫn.',
      'Đêm đầu {I} gần như không ngủ, cứ dậy xem {name}. Đến ngày thứ ba nó chịu ăn, đến ngày thứ năm nó đã bồn chồn, như muốn đi rồi.',
    ],
    end: [
      'Buổi sáng {name} đủ khỏe, {I} mang nó về đúng chỗ đã gặp rồi mở tay ra. Nó không ngoái lại, và nhờ thế {I} biết nó ổn rồi.',
      'Khi {name} đã sẵn sàng, {I} thả nó về nơi của nó. Đôi khi {I} vẫn tìm nó ở đó, và một hai lần {I} nghĩ mình đã thấy.',
    ],
  },
  ahead: {
    react: [
      'Suốt quãng ấy {I} cứ nghĩ đi nghĩ lại trong đầu: sẽ nói gì, sẽ thấy gì, rồi sẽ cảm thấy thế nào.',
      'Những giờ trước đó trôi thật chậm. {I:cap} xem giờ nhiều hơn mức cần thiết rất nhiều.',
    ],
    act: [
      'Khi khoảnh khắc ấy đến, {I} không để nó trôi qua. {I:cap} làm ngay, trước khi kịp đổi ý.',
      '{I:cap} đã tưởng tượng cảnh này cả trăm lần, vậy mà rốt cuộc nó diễn ra nhanh và giản dị hơn mọi lần tưởng tượng.',
    ],
    find: [
      '{name:cap} không còn chỉ nằm trong đầu {I} nữa. Giờ nó là thật, và nặng hơn {I} tưởng.',
      'Cảm giác ấy không giống như {I} đã nghĩ. Nó lặng lẽ hơn, và dễ chịu hơn.',
    ],
    end: [
      'Về sau {I} mừng vì đã không chờ thêm nữa. Có những việc làm rồi thì nhẹ hơn là cứ mang theo.',
      'Nhiều năm sau {I} vẫn nhớ ngày hôm ấy rõ hơn hầu hết những ngày khác: ngày {I} thôi chần chừ.',
    ],
  },
  waiting: {
    react: [
      '{I:cap} không kéo {name} đi. {I:cap} ngồi xuống bên cạnh và cùng chờ. Nó không nhìn {me}, mắt vẫn dán vào một chỗ, như thể nó chắc chắn về một điều gì đó.',
      '{I:cap} khẽ gọi, {name} không lại. {I:cap} hiểu ra nó không bướng: nó đang chờ, và nó biết rõ mình chờ gì.',
    ],
    act: [
      'Thế là {I} ở lại, ngồi nhìn, và hôm sau đi hỏi những người biết {name} lâu nhất xem nó có thể đang chờ gì.',
      'Hôm sau, đúng giờ ấy, {name} lại ở đó, đúng chỗ cũ. {I:cap} bắt đầu lặng lẽ hỏi thăm.',
    ],
    find: [
      'Câu trả lời đơn giản thôi. Từng có một người {name} rất thương ở đó, ngày nào cũng vậy, và {name} chưa hề quên.',
      'Hóa ra ngày trước có người hay ngồi đó, chia cho {name} một chút của ngày mình. Từ đó đến giờ, {name} vẫn giữ đúng giờ hẹn.',
    ],
    end: [
      'Từ đó {I} không bao giờ giục {name}. {I:cap} ngồi với nó một lúc, và khi nó sẵn sàng, nó tự đứng dậy đi về phía {me}.',
      'Từ hôm ấy, ngày nào {I} cũng ngồi với {name} ở đó vài phút. Hình như chừng ấy là đủ cho cả hai.',
    ],
  },
  uncanny: {
    react: [
      '{I:cap} nín thở chờ. Âm thanh ấy lại vang lên, y hệt lần trước, lần này thì không thể nhầm được.',
      'Mọi lời giải thích hợp lý cùng lúc chạy qua đầu {I}, nhưng chẳng cái nào khớp.',
    ],
    act: [
      '{I:cap} bật đèn lên rồi đi xem, từng bước thật khẽ.',
      '{I:cap} kiểm tra mọi thứ có thể kiểm tra: cửa sổ, ổ khóa, chỗ mà âm thanh như phát ra. Mọi thứ vẫn y nguyên.',
    ],
    find: [
      'Không có ai cả. Lạ là càng đứng lâu, {I} càng thấy nó không giống một lời đe dọa, mà giống như có ai đang nhắc {me} nhớ một điều gì.',
      'Sáng hôm sau {I} đi hỏi. Một bác hàng xóm lớn tuổi nghe hết, lặng đi một lúc, rồi kể cho {me} nghe về những người từng sống ở đó.',
    ],
    end: [
      'Đêm sau nó không lặp lại, đêm sau nữa cũng không. Nhưng {I} vẫn luôn lắng tai chờ.',
      'Một tuần sau nó lại vang lên một lần nữa. Lần này {I} không sợ. {I:cap} chỉ khẽ nói: "Không sao đâu," và nó im hẳn.',
    ],
  },
  creature: {
    react: [
      '{name:cap} không bỏ chạy, chỉ co người lại nhìn {me}, run lẩy bẩy. {I:cap} ngồi thụp xuống thật chậm để nó khỏi sợ.',
      'Nhìn gần mới thấy {name} gầy hơn {I} tưởng, người lạnh ngắt. {I:cap} đưa tay ra, nó không chạy mà dụi đầu vào.',
    ],
    act: [
      '{I:cap} cởi áo khoác quấn {name} lại rồi ôm về chỗ ấm, vừa đi vừa nói chuyện với nó như thể nó hiểu.',
      '{I:cap} tìm một cái thùng giấy, một chiếc khăn cũ và một bát nước, rồi ngồi cạnh {name} cho tới khi nó thôi run và chịu uống.',
    ],
    find: [
      'Việc khó hơn là sau đó: đi hỏi khắp nơi, dán thông báo có ảnh, dò từng bài đăng tìm thú lạc quanh đó.',
      'Không ai quanh đó biết {name} từ đâu tới. {I:cap} vẫn dán thông báo, ngày nào cũng ra xem.',
    ],
    end: [
      'Cuối cùng chẳng ai đến nhận {name}, và tới lúc đó cũng chẳng ai trong nhà muốn có người đến nhận nữa. Nó có tên, có một góc nằm ấm của riêng nó.',
      'Vài hôm sau có người gọi điện: họ đã tìm nó khắp nơi. Trao {name} lại khó hơn {I} tưởng, nhưng đáng.',
    ],
  },
  sign: {
    react: [
      '{I:cap} nhìn dọc con đường trước nhà. Không có ai, cũng chẳng thấy ai vội bỏ đi, không một tấm thiệp nào cho biết ai đã để {name} lại.',
      'Một lúc lâu {I} chỉ đứng nhìn {name}, tìm một dấu hiệu xem nó từ ai. Chẳng có gì cả.',
    ],
    act: [
      '{I:cap} đi hỏi hàng xóm, từng nhà một. Không ai thấy gì, chỉ có một người mỉm cười kiểu mà {I} không đoán ra.',
      '{I:cap} không muốn làm rùm beng, nên chỉ chờ, và hôm sau để ý cánh cửa nhiều hơn.',
    ],
    find: [
      'Rốt cuộc đó là một người ở ngay gần đây, một người để ý đến {me} nhiều hơn {I} nghĩ, và không biết nói cách nào khác.',
      'Câu trả lời hóa ra nhỏ bé và tử tế: có người thấy {me} vừa qua một tuần vất vả, và muốn lặng lẽ làm cho một ngày của {me} dễ chịu hơn.',
    ],
    end: [
      '{I:cap} giữ lại {name}, và một tuần sau, {I} cũng để một món quà nhỏ trước cửa nhà người khác, không ghi tên.',
      '{I:cap} chưa bao giờ hỏi thẳng. Nhưng từ đó {I} chào mọi người trong xóm niềm nở hơn, biết đâu đấy.',
    ],
  },
  mishap: {
    react: [
      'Suốt một giây dài chẳng ai nhúc nhích. Rồi {I} nghe giọng mình rối rít xin lỗi, nói nhanh đến líu cả lưỡi.',
      '{I:cap} chỉ muốn độn thổ. Mặt nóng bừng, hai tay run không dừng được.',
    ],
    act: [
      '{I:cap} vơ hết khăn giấy gần đó, lau dọn những gì có thể, và xin đền trước cả khi {who} kịp nói câu nào.',
      '{I:cap} nhìn thẳng {who} mà xin lỗi cho đàng hoàng, rồi làm việc duy nhất có ích: dọn sạch và sửa lại cho tử tế.',
    ],
    find: [
      'Vậy mà {who} bật cười. Không phải cười chê: {who} kể cho {me} nghe lỗi tệ nhất của chính mình hồi mới bắt đầu, còn tệ hơn thế này nhiều.',
      '{who:cap} tử tế với {me} hơn {I} dám mong. "Ai mà chẳng có một ngày như thế," {who} chỉ nói vậy.',
    ],
    end: [
      'Lần sau gặp lại, {who} cười hỏi đứng gần {me} có an toàn không. {I:cap} cũng bật cười, và từ đó chuyện ấy chỉ còn là một câu chuyện vui, không còn là nỗi xấu hổ.',
      'Nhiều năm sau, {I} vẫn kể cho người mới nghe chuyện hôm ấy với {who}, để họ biết rồi sẽ ổn thôi.',
    ],
  },
  arrival: {
    react: [
      'Một lúc chẳng ai nói gì. Rồi {I} đứng tránh sang một bên cho {who} vào.',
      '{I:cap} đứng ở cửa lâu hơn {I} định. {who:cap} vẫn đứng đợi, không bỏ đi.',
    ],
    act: [
      '{I:cap} đi đun nước pha trà, vì tay cần có việc gì đó để làm, còn {who} ngồi xuống chỗ cũ như chưa từng có khoảng cách nào.',
      '{who:cap} với {I} ngồi bên bàn bếp, phần lớn là im lặng, và đâu đó giữa một tách trà, sự im lặng ấy thôi nặng nề.',
    ],
    find: [
      'Chính {who} là người mở lời trước, về một chuyện nhỏ xíu, bình thường. {I:cap} đáp lại, và rồi câu chuyện thật sự mới bắt đầu.',
      'Có những điều không cần nói ra. {who:cap} đã đến, {I} đã mở cửa, vậy là nói được gần hết rồi.',
    ],
    end: [
      'Tối đó lúc {who} về, {I} nói "lần sau lại đến nhé", và thật lòng muốn thế.',
      'Từ đó {I} gọi cho {who} thường hơn, và {who} cũng vậy.',
    ],
  },
};

const ko: Readonly<Record<SituationKind, SituationBeats>> = {
  favour: {
    react: [
      '{I:는} 생각할 틈도 없이 그러겠다고 했다. {who}의 부탁을 거절할 수는 없을 것 같았다.',
      '어려운 부탁은 아니었다. {I:는} 그 자리에서 {task} 주기로 했다. 무엇을 맡은 건지도 아직 모르면서.',
    ],
    act: [
      '{I:는} 제대로 해 보기로 했다. 생각보다 중요한 일인 것처럼, {task} 주려고 애썼다.',
      '{task} 주는 일은 말처럼 쉽지 않았고, 누가 말한 것보다 훨씬 오래 걸렸다.',
    ],
    find: [
      '중간에 그만두고 싶은 순간도 있었다. 하지만 {who}에게 약속했으니, 그걸로 끝이었다.',
      '그러다 {I:는} 알게 되었다. {who}에게 필요했던 건 도움만큼이나, 부탁할 수 있는 누군가였다는 걸.',
    ],
    end: [
      '다 끝났을 때 {who:은} 고맙다는 눈빛으로 {me:를} 보았다. 지금도 그 눈빛이 기억난다. 작은 부탁 하나였는데, 그게 무언가의 시작이었다.',
      '그 뒤로 {who:와} {I:는} 마주칠 때마다 고개를 끄덕였다. 둘만 아는 작은 이야기를 나눠 가진 사람들처럼.',
    ],
  },
  wild: {
    react: [
      '{name:은} 도망치려 하지 않았다. 꼼짝하지 않고 {me:를} 바라볼 뿐이었다. {I:는} 더 놀라지 않게 천천히 쪼그려 앉았다.',
      '가까이서 보니 {name:은} 생각보다 작았고, 다쳐 있었다. 손을 내밀어도 버둥거리지 않았다. 너무 지쳐 있었다.',
    ],
    act: [
      '{I:는} 상자에 낡은 수건을 깔고 {name:을} 눕힌 다음, 최대한 조심스럽게 집으로 데려왔다.',
      '{I:는} 목도리로 {name:을} 느슨하게 감싸서 따뜻하고 조용한 곳으로 옮겼다.',
    ],
    find: [
      '이런 일을 잘 아는 사람이 방법을 알려 주었고, 일주일 동안 {I:는} 그대로 했다. 따뜻하게, 조용히, 먹이는 조금씩, 그리고 참을성 있게.',
      '첫날 밤엔 {name:이} 걱정돼 거의 잠을 못 잤다. 사흘째에는 먹이를 먹었고, 닷새째에는 어서 떠나고 싶은 듯 안절부절못했다.',
    ],
    end: [
      '{name:이} 충분히 기운을 차린 아침, {I:는} 처음 만난 그 자리로 가서 두 손을 펼쳤다. {name:은} 뒤돌아보지 않았고, 그래서 괜찮다는 걸 알았다.',
      '준비가 되자 {I:는} {name:을} 원래 있어야 할 곳으로 돌려보냈다. 지금도 가끔 그곳에서 찾아보는데, 한두 번은 본 것 같기도 하다.',
    ],
  },
  ahead: {
    react: [
      '그동안 {I:는} 머릿속으로 몇 번이고 되짚었다. 무슨 말을 할지, 무엇을 보게 될지, 어떤 기분일지.',
      '그 전의 시간은 느리게 흘렀다. {I:는} 쓸데없이 자꾸 시계를 보았다.',
    ],
    act: [
      '그 순간이 오자 {I:는} 그냥 흘려보내지 않았다. 마음이 바뀌기 전에 곧장 해 버렸다.',
      '백 번도 넘게 상상했던 장면이었는데, 막상 닥치니 어떤 상상보다 빠르고 담담하게 지나갔다.',
    ],
    find: [
      '{name:은} 이제 머릿속에만 있는 게 아니었다. 진짜였고, 생각보다 무거웠다.',
      '예상했던 기분은 아니었다. 그보다 조용했고, 더 좋았다.',
    ],
    end: [
      '나중에 {I:는} 더 미루지 않은 게 다행이라고 생각했다. 어떤 일은 품고 다니는 것보다 해 버리는 게 낫다.',
      '몇 년이 지나도 {I:는} 그날을 다른 날보다 또렷이 기억했다. 더는 미루지 않기로 한 날.',
    ],
  },
  waiting: {
    react: [
      '{I:는} {name:을} 억지로 끌지 않았다. 옆에 쪼그려 앉아 같이 기다렸다. {name:은} {me:를} 보지 않고 한곳만 바라보았다. 무언가를 확신하는 것처럼.',
      '{I:는} 나지막이 불렀지만 {name:은} 오지 않았다. 고집이 아니었다. 기다리는 거였다. 무엇을 기다리는지 정확히 아는 얼굴로.',
    ],
    act: [
      '그래서 {I:는} 그 곁에 남아 지켜보았고, 다음 날 {name:을} 가장 오래 알아 온 사람들에게 무엇을 기다리는 것 같으냐고 물었다.',
      '다음 날 같은 시간, {name:은} 또 그 자리에 있었다. {I:는} 조용히 이리저리 물어보기 시작했다.',
    ],
    find: [
      '답은 단순했다. {name:이} 아끼던 누군가가 매일 그곳에 있었고, {name:은} 그걸 잊지 않았던 것이다.',
      '예전에 그 자리에 앉아 {name}에게 하루를 조금씩 나눠 주던 사람이 있었다고 했다. {name:은} 그 뒤로도 그 시간을 지켜 온 것이다.',
    ],
    end: [
      '그 뒤로 {I:는} {name:을} 재촉하지 않았다. 잠시 같이 앉아 있으면, {name:은} 준비가 되었을 때 스스로 일어나 {me}에게 왔다.',
      '그날부터 {I:는} 매일 몇 분씩 그곳에서 {name} 곁에 있어 주었다. 둘 다에게 그거면 충분한 것 같았다.',
    ],
  },
  uncanny: {
    react: [
      '{I:는} 숨을 죽이고 기다렸다. 다시 들렸다. 아까와 똑같이. 이번에는 잘못 들었을 리가 없었다.',
      '그럴듯한 설명이 한꺼번에 머릿속을 스쳤지만, 어느 것도 들어맞지 않았다.',
    ],
    act: [
      '{I:는} 불을 켜고 한 걸음씩 조심조심 가 보았다.',
      '{I:는} 확인할 수 있는 건 다 확인했다. 창문, 잠금장치, 소리가 나는 것 같던 곳까지. 모든 게 그대로였다.',
    ],
    find: [
      '아무도 없었다. 이상하게도 그 앞에 오래 서 있을수록, 그건 위협이라기보다 무언가를 떠올리게 하려는 것처럼 느껴졌다.',
      '다음 날 아침 {I:는} 이웃에게 물어보았다. 나이 지긋한 이웃은 끝까지 듣더니 한참 말이 없다가, 예전에 거기 살던 사람들 이야기를 해 주었다.',
    ],
    end: [
      '다음 날 밤에도, 그다음 날 밤에도 다시는 들리지 않았다. 그래도 {I:는} 가끔 귀를 기울이곤 했다.',
      '일주일 뒤 딱 한 번 더 들렸다. 이번에는 무섭지 않았다. {I:는} 조용히 "괜찮아"라고 말했고, 소리는 멎었다.',
    ],
  },
  creature: {
    react: [
      '{name:은} 도망가지 않았다. 몸을 잔뜩 웅크린 채 떨면서 {me:를} 쳐다볼 뿐이었다. {I:는} 놀라지 않게 천천히 쪼그려 앉았다.',
      '가까이서 보니 {name:은} 생각보다 말랐고 몸이 차가웠다. 손을 내밀자 도망가는 대신 머리를 기대 왔다.',
    ],
    act: [
      '{I:는} 겉옷을 벗어 {name:을} 감싸 안고 따뜻한 곳으로 데려갔다. 알아듣기라도 하는 것처럼 가는 내내 말을 걸면서.',
      '{I:는} 상자 하나와 낡은 수건, 물 한 그릇을 찾아 놓고, {name:이} 떨림을 멈추고 물을 마실 때까지 옆에 앉아 있었다.',
    ],
    find: [
      '어려운 건 그다음이었다. 사진을 붙인 전단을 만들고, 동네 사람들에게 묻고, 근처 실종 동물 글을 하나하나 찾아보았다.',
      '동네 누구도 {name:이} 어디서 왔는지 몰랐다. 그래도 {I:는} 전단을 붙이고 날마다 확인했다.',
    ],
    end: [
      '끝내 {name:을} 찾으러 오는 사람은 없었고, 그즈음엔 집에서 아무도 누가 오기를 바라지 않았다. 그렇게 {name:은} 이름도 생기고 따뜻한 자기 자리도 생겼다.',
      '며칠 뒤 전화가 왔다. 여기저기 애타게 찾고 있었다고 했다. {name:을} 돌려보내는 건 생각보다 어려웠지만, 그럴 만한 일이었다.',
    ],
  },
  sign: {
    react: [
      '{I:는} 골목 이쪽저쪽을 둘러보았다. 아무도 없었고, 서둘러 가는 사람도 없었다. 누가 두고 갔는지 알려 줄 카드 한 장 없었다.',
      '한참 동안 {I:는} {name} 앞에 서서, 누가 보낸 건지 알 만한 흔적을 찾았다. 아무것도 없었다.',
    ],
    act: [
      '{I:는} 이웃들에게 한 집씩 물어보았다. 본 사람은 없었는데, 한 사람만 무슨 뜻인지 모를 미소를 지었다.',
      '{I:는} 소란을 피우고 싶지 않아서 그냥 기다려 보기로 했다. 다음 날에는 자꾸 현관 쪽을 내다보았다.',
    ],
    find: [
      '결국 답은 가까이에 있었다. 가까이 사는 누군가가 생각보다 오래 {me:를} 지켜봐 왔고, 다른 방법으로는 말할 줄 몰랐던 것이다.',
      '답은 작고 다정한 것이었다. 힘든 한 주를 보내는 {me:를} 누군가 알아보고, 티 내지 않고 하루쯤은 나아지게 해 주고 싶었던 것이다.',
    ],
    end: [
      '{I:는} {name:을} 소중히 간직했다. 그리고 일주일 뒤, {I:도} 이름 없이 누군가의 문 앞에 작은 선물을 두고 왔다.',
      '{I:는} 끝내 대놓고 묻지 않았다. 다만 그 뒤로 동네 사람들에게 조금 더 다정하게 인사했다. 혹시 몰라서.',
    ],
  },
  mishap: {
    react: [
      '긴 일 초 동안 아무도 움직이지 않았다. 그러고 나서야 {I:는} 정신없이 죄송하다는 말을 쏟아 내고 있었다.',
      '{I:는} 쥐구멍에라도 숨고 싶었다. 얼굴이 화끈거렸고 손이 계속 떨렸다.',
    ],
    act: [
      '{I:는} 손에 닿는 휴지를 전부 집어 들고 할 수 있는 만큼 치웠다. {who:이} 한마디 하기도 전에 물어 드리겠다고 먼저 말했다.',
      '{I:는} {who}에게 눈을 맞추고 제대로 사과했다. 그리고 할 수 있는 유일한 일을 했다. 깨끗이 치우고 바로잡는 것.',
    ],
    find: [
      '그런데 {who:이} 웃었다. 비웃는 웃음이 아니었다. 처음 시작했을 때 자기가 저지른 최악의 실수를 들려주었는데, 이것보다 훨씬 심했다.',
      '{who:은} 생각보다 훨씬 너그러웠다. "누구나 이런 날이 있어요." 그 한마디뿐이었다.',
    ],
    end: [
      '다음에 다시 만났을 때 {who:은} 웃으며 {me}한테서 좀 떨어져 있어야 하냐고 물었다. {I:도} 웃음이 났고, 그 뒤로 그 일은 창피가 아니라 이야깃거리가 되었다.',
      '몇 년이 지나서도 {I:는} 새로 온 사람에게 그날 {who:와} 있었던 이야기를 꼭 해 주었다. 괜찮아질 거라고 알려 주려고.',
    ],
  },
  arrival: {
    react: [
      '한동안 아무도 말이 없었다. 그러다 {I:는} 옆으로 비켜서서 {who:을} 안으로 들였다.',
      '{I:는} 생각보다 오래 문간에 서 있었다. {who:은} 돌아가지 않고 기다렸다.',
    ],
    act: [
      '{I:는} 괜히 손이 할 일을 찾아 물을 올렸고, {who:은} 아무 일도 없었던 것처럼 늘 앉던 자리에 앉았다.',
      '{who:와} {I:는} 식탁에 마주 앉았다. 거의 말이 없었지만, 차 한 잔을 다 마셔 갈 즈음 그 침묵은 더 이상 무겁지 않았다.',
    ],
    find: [
      '{who:이} 먼저 입을 뗐다. 아주 사소하고 평범한 이야기로. {I:도} 대답했고, 그제야 진짜 이야기가 시작되었다.',
      '굳이 말하지 않아도 되는 것들이 있었다. {who:이} 찾아왔고, {I:는} 문을 열었다. 그걸로 거의 다 말한 셈이었다.',
    ],
    end: [
      '그날 밤 {who:이} 돌아갈 때, {I:는} "또 와"라고 말했다. 진심이었다.',
      '그 뒤로 {I:는} 전보다 자주 전화했고, {who:도} 그랬다.',
    ],
  },
};

const zh: Readonly<Record<SituationKind, SituationBeats>> = {
  favour: {
    react: [
      '{I}还没来得及多想，就答应了。拒绝{who}，好像是不可能的事。',
      '只是一件小事，{I}当场就答应{task}，其实还不知道自己答应了什么。',
    ],
    act: [
      '于是{I}认认真真地去做，好像这件事比它本该有的更重要：{task}，而且要做好。',
      '{task}，比听起来难得多，花的时间也比谁说的都长。',
    ],
    find: [
      '有那么一会儿，{I}差点放弃。可{I}答应过{who}，那就没什么好说的。',
      '做到一半，{I}才明白，{who}需要的不只是帮忙，还有一个可以开口相求的人。',
    ],
    end: [
      '事情办完的时候，{who}看着{me}道谢，那个眼神{I}到现在还记得。只是一个小忙，却成了一段缘分的开始。',
      '从那以后，{who}和{I}每次碰见都会点点头，像两个共同守着一个小秘密的人。',
    ],
  },
  wild: {
    react: [
      '{name}没有想逃，只是一动不动地看着{me}。{I}慢慢蹲下来，怕它更害怕。',
      '凑近一看，{name}比{I}想的还小，而且受了伤。{I}伸出手，它没有挣扎，大概是累坏了。',
    ],
    act: [
      '{I}在纸箱里垫上一条旧毛巾，把{name}放进去，尽量轻手轻脚地带回了家。',
      '{I}用围巾松松地裹住{name}，把它带到一个暖和又安静的地方。',
    ],
    find: [
      '一个懂行的人告诉{me}该怎么做，一个星期里，{I}照着做：保暖，安静，喂一点点吃的，再加上耐心。',
      '第一天夜里，{I}几乎没睡，一直起来看{name}。到第三天它开始吃东西，第五天已经坐立不安，像是急着要走了。',
    ],
    end: [
      '{name}恢复力气的那个早上，{I}把它带回当初遇见它的地方，张开了手。它没有回头，{I}就知道，它没事了。',
      '等{name}准备好了，{I}把它放回了它该去的地方。后来{I}还常常在那儿找它，有一两次，好像真的看见了。',
    ],
  },
  ahead: {
    react: [
      '这一路上，{I}在心里翻来覆去地想：要说什么，会看到什么，会是什么感觉。',
      '之前的几个小时过得特别慢。{I}看时间的次数多得毫无必要。',
    ],
    act: [
      '那一刻到来的时候，{I}没有让它溜走，趁自己还没改主意，直接就去做了。',
      '这个场面{I}想象过上百遍，真到了那一刻，却比哪一遍都快，也都平淡。',
    ],
    find: [
      '{name}不再只是在{I}脑子里了。它是真的，而且比{I}想的还要沉。',
      '那种感觉和{I}预想的不一样，更安静，也更好。',
    ],
    end: [
      '后来{I}很庆幸自己没有再拖下去。有些事，做了总比一直揣着强。',
      '很多年后，{I}还记得那一天，比大多数日子都清楚：那是{I}不再拖延的一天。',
    ],
  },
  waiting: {
    react: [
      '{I}没有硬把{name}拉走，而是在它旁边蹲下来，陪它一起等。它一眼也没看{me}，只盯着同一个地方，好像笃定了什么。',
      '{I}轻轻叫了一声，{name}没有过来。{I}这才明白，它不是倔，它是在等，而且清清楚楚知道自己在等什么。',
    ],
    act: [
      '于是{I}留下来看着，第二天去问了认识{name}最久的人，它可能在等什么。',
      '第二天同一个时候，{name}又在老地方了。{I}开始悄悄地四处打听。',
    ],
    find: [
      '答案很简单：曾经有一个{name}很亲的人，天天都在那里，而{name}一直没有忘。',
      '原来以前有人常坐在那儿，把自己的一点时光分给{name}。从那以后，{name}一直守着那个时间。',
    ],
    end: [
      '从那以后，{I}再也不催{name}。{I}陪它坐一会儿，等它准备好了，它会自己站起来，走到{me}身边。',
      '从那天起，{I}每天都在那儿陪{name}待上几分钟。对它，对{I}，这样好像就够了。',
    ],
  },
  uncanny: {
    react: [
      '{I}屏住呼吸等着。声音又来了，和刚才一模一样，这一次绝不会听错。',
      '所有说得通的解释一下子全涌进脑子里，可没有一个对得上。',
    ],
    act: [
      '{I}打开灯，一步一步，小心地走过去看。',
      '{I}把能查的都查了一遍：窗户、门锁、声音传来的地方。一切都好好的。',
    ],
    find: [
      '那里一个人也没有。奇怪的是，{I}站得越久，越觉得那不是威胁，倒像是有什么在提醒{me}记起一件事。',
      '第二天早上，{I}去问了问。一位上了年纪的邻居听完，沉默了好一会儿，才跟{me}讲起以前住在那里的人。',
    ],
    end: [
      '第二天夜里没有再响，第三天也没有。可{I}还是常常不自觉地侧耳去听。',
      '一个星期后，又响了一次。这一次{I}没有害怕，只是轻轻说了一句"没事的"，声音就停了。',
    ],
  },
  creature: {
    react: [
      '{name}没有跑，只是缩成一团，一边发抖一边看着{me}。{I}慢慢蹲下来，怕吓着它。',
      '凑近一看，{name}比{I}想的还瘦，身上冰凉。{I}伸出手，它没有躲，反而把头靠了过来。',
    ],
    act: [
      '{I}脱下外套把{name}裹起来，抱到暖和的地方，一路上跟它说话，好像它听得懂一样。',
      '{I}找来一个纸箱、一条旧毛巾和一碗水，一直陪在{name}旁边，直到它不再发抖，肯喝水了。',
    ],
    find: [
      '难的是接下来的事：到处打听，贴出带照片的启事，把附近的寻宠帖一条一条看过去。',
      '附近谁也不知道{name}是从哪儿来的。{I}还是贴了启事，每天都去看一眼。',
    ],
    end: [
      '最后也没有人来认领{name}，到那时候，家里也没人希望有人来了。它有了名字，也有了一个属于自己的暖和角落。',
      '几天后来了一个电话：对方一直在到处找它。把{name}交回去比{I}想的难，可是值得。',
    ],
  },
  sign: {
    react: [
      '{I}往街两头看了看，一个人也没有，也没有谁匆匆走开。没有卡片，什么都说明不了{name}是谁留下的。',
      '{I}在{name}前面站了好一会儿，想找出一点是谁送的线索，可什么也没有。',
    ],
    act: [
      '{I}挨家挨户问了邻居。谁都说没看见，只有一个人笑了笑，那笑容{I}看不太懂。',
      '{I}不想声张，就先等着。第二天，{I}总忍不住往门口看。',
    ],
    find: [
      '原来答案就在身边：住在附近的一个人，比{I}以为的更早注意到了{me}，只是不知道还能怎么说。',
      '答案小小的，却很暖：有人看见{me}这一周过得不容易，不声不响地想让{me}有一天好过一点。',
    ],
    end: [
      '{I}把{name}留了下来。一个星期后，{I}也在别人家门口放了一份小礼物，没有署名。',
      '{I}始终没有当面问。只是从那以后，{I}跟街坊打招呼都更热情了一点，万一就是他们呢。',
    ],
  },
  mishap: {
    react: [
      '漫长的一秒钟里，谁都没有动。然后{I}才听见自己一连串地说着对不起，快得舌头都打结了。',
      '{I}恨不得找个地缝钻进去，脸烧得通红，手一直在抖。',
    ],
    act: [
      '{I}抓起手边所有的纸巾，能擦的都擦了，{who}还没开口，{I}就先说要赔。',
      '{I}看着{who}的眼睛，好好地道了歉，然后做了唯一有用的事：收拾干净，把事情弥补好。',
    ],
    find: [
      '没想到{who}笑了。不是嘲笑：{who}讲起自己刚开始时犯过的最糟的错，比这严重多了。',
      '{who}比{I}想的宽容得多。"谁都有这样的一天。"只说了这么一句。',
    ],
    end: [
      '下次再见到{who}，{who}笑着问站在{me}旁边安不安全。{I}也笑了，从那以后，那件事不再是丢脸，而成了一个笑谈。',
      '很多年后，{I}还总会把那天和{who}的事讲给新来的人听，让他们知道，会没事的。',
    ],
  },
  arrival: {
    react: [
      '有一会儿，谁都没说话。后来{I}侧身让开，让{who}进了门。',
      '{I}在门口站得比自己想的还久。{who}一直等着，没有走。',
    ],
    act: [
      '{I}去烧了壶水，好让手有点事做；{who}在老位置坐下，好像中间什么都没发生过。',
      '{who}和{I}在餐桌边坐下，大多时候没说话，一杯茶快喝完的时候，那份沉默已经不再沉重了。',
    ],
    find: [
      '先开口的是{who}，说的是一件很小很平常的事。{I}接了话，真正的谈话这才开始。',
      '有些话不用说出口。{who}来了，{I}开了门，这就说明了大半。',
    ],
    end: [
      '那天晚上{who}走的时候，{I}说"下次再来"，是真心的。',
      '从那以后，{I}给{who}打电话打得勤了，{who}也是。',
    ],
  },
};

/** Every language's lines. */
export const situationLines: Readonly<Record<ContentLanguage, Readonly<Record<SituationKind, SituationBeats>>>> = { en, vi, ko, zh };
