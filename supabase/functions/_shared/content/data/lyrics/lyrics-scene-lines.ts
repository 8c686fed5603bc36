/**
 * Round 12 (issue 13): lines of the four scene shapes read by lyrics-scene-read.ts. Slots take whole phrases only:
 * {x} one image of a pair, {a} / {b} both images, {o} the object and {g} its giver, {p} the person and {l} the place they
 * are in, {w} the visitor's whole theme; a capital ({X}, {O}…) starts a line, {x:을} adds a Korean particle.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** Lines of a theme of two joined images, bright and dark. */
export interface PairLines {
  opening: readonly string[];
  /** Lines of one image ({x}); each image of the pair is sung in its own. */
  single: { bright: readonly string[]; dark: readonly string[] };
  /** Lines that hold both images. */
  join: { bright: readonly string[]; dark: readonly string[] };
  hooks: { bright: readonly string[]; dark: readonly string[] };
}

/** Lines of a shape with one set of verses and hooks. */
export interface PlainSceneLines {
  opening: readonly string[];
  lines: readonly string[];
  hooks: readonly string[];
}

/** Lines of the singer's state after something, per mood. */
export type AfterLines = Record<'weary' | 'letdown' | 'released' | 'new', { lines: readonly string[]; hooks: readonly string[] }>;

/** Every scene shape's lines in one language. */
export interface SceneLines {
  pair: PairLines;
  gift: PlainSceneLines;
  away: PlainSceneLines;
  after: AfterLines;
}

export const sceneLines: Record<ContentLanguage, SceneLines> = {
  en: {
    pair: {
      opening: ['It starts with {a}', 'Let me begin with {a}', 'First, {a}'],
      single: {
        bright: ['{X}, and the whole street slows down', 'Give me {x} and I need nothing more', '{X}, every day of the year if I could', 'Nobody told me {x} could feel like this', 'Half of this song belongs to {x}', 'I write {x} on the back of my hand', 'Just thinking of {x} makes me grin', 'With {x} around, the rest can wait', 'I saved the best of today for {x}', '{X}, just the way I remember', '{X} is the best part of the story', 'I could talk about {x} all night', 'Somebody bottle up {x} for me', 'Even thinking of {x} feels good', '{X}, and everything is easy', 'Keep {x} close tonight'],
        dark: ['I still go looking for {x}', 'Some nights I close my eyes and it is {x} again', 'I never thought I would miss {x} this much', '{X} is still out there, only without me', 'Half of this song is only {x}', 'I keep what is left of {x}', 'I would give a year to have {x} back', 'When {x} comes up, my voice goes quiet', '{X}, I can almost reach it', 'I let {x} play over in my head', 'I catch {x} in the corner of my eye', 'Nobody else remembers {x} like I do', '{X} comes back when I least expect it', 'I keep a little of {x} in my pocket', 'I still look for {x} in every season', '{X}, and the ache that came with it'],
      },
      join: {
        bright: ['{A} first, then {b}, that is all it took', 'One hand for {a}, one hand for {b}', 'If you ask me what I keep: {a}, {b}', 'First {a}, then {b}, the same every time'],
        dark: ['{A}, {b}, I keep them both', 'Where did it go, {a}, and where is {b}?', 'I fold {a} into {b}, one small memory', '{A} on one side, {b} on the other, and me in between'],
      },
      hooks: {
        bright: ['Oh, {a}, oh, {b}', 'Oh, {a}, oh, {b}, stay a little longer', 'Give me {a}, give me {b}, and I am fine', 'Give me {a}, give me {b}, one more time', 'Oh, {a}, and oh, {b}'],
        dark: ['Oh, {a}, oh, {b}, where did you go', 'Oh, {a}, oh, {b}, I miss you both', 'Only {a}, only {b}, left in my head', 'Oh, {a}, and oh, {b}, come back', 'Only {a}, only {b}, one more time'],
      },
    },
    gift: {
      opening: ['Let me sing about {w}', 'This one is for {w}', 'It all comes back to {w}'],
      lines: ["{G}'s hands are still in {o}", 'I keep {o} where I can see it', 'Every time I use {o}, I think of {g}', '{G} never said much, and {o} said the rest', 'I know every mark {g} left on {o}', 'Nobody else would look twice at {o}', 'I have never thanked {g} properly for {o}', "{O} still smells a little like {g}'s place", 'I would run back for {o} if the house caught fire', 'In a world of new things, I still pick {o}', 'I can still see {g} with {o}, before it was mine', 'To anyone else it is only {o}'],
      hooks: ['{O}, from {g}, still here with me', "Oh, {o}, {g}'s love I can hold", 'Everything {g} never said is in {o}', 'I keep {o}, and I keep {g} near'],
    },
    away: {
      opening: ['This one is for {w}', 'Let me sing about {w}', 'Tonight I think of {w}'],
      lines: ['I wonder what time it is in {l}', 'I check the weather in {l} before my own', '{P} calls from {l}, and the line breaks up', 'I picture {p} walking home in {l}', 'Somewhere in {l}, {p} is turning off a light', 'The map says {l} is not that far', "We talk about nothing, just to hear each other's voice", 'I save the little news for our next call', "{P}'s laugh comes through the phone a second late", 'I keep a photo of {p} in {l} on my phone', 'One day I will take the long way to {l}', 'The distance is a number, {p} is not', 'I keep the hour there on the corner of my screen', 'I send a photo of the sky so the same sky reaches {p}', '{P} tells me about {l} in short, tired messages', 'I learn the name of a street in {l} I have never seen', 'Birthdays come over a video call now', 'The voice on the line sounds thinner, and I do not say so', 'I wait up until {p} is home safe in {l}', 'A parcel for {l} sits packed by the door'],
      hooks: ['{P} in {l}, so far and so near', 'Goodnight to {p}, all the way in {l}', 'However far {l} is, {p} is here with me', 'Call me when you can, I will be up', 'All the way in {l}, still close to me', 'Say goodnight from {l}, I will hear it', 'Come home when you can, {l} can wait'],
    },
    after: {
      weary: {
        lines: ['My feet know the way better than I do', 'The streetlights hum like they are tired too', 'I count the lights outside with my eyes half closed', 'My phone is on three percent, and so am I', 'The city is asleep and I am almost home', 'My shoulders finally come down from my ears', 'Keys in the door, shoes off, that is all I want', 'Nobody claps at the end of a long day like this', 'The night is quiet, and I let it be', 'Tomorrow can wait until I have slept', 'The last lights in the windows go out one by one', 'I lean my head on the cold glass', 'The smell of the day follows me all the way', 'I hum something just to stay awake', 'The road is empty, and it is mine for a while', 'I am too tired even to be sad', 'I rub my eyes and keep going', 'Every step says almost, almost'],
        hooks: ['Almost home, almost home', 'Almost there, and then I rest', 'It was a long one, and it is done', 'Just the road, the dark and me', 'Take me home, take me home', 'Nothing left tonight but the way back'],
      },
      letdown: {
        lines: ['It did not go the way I hoped', 'I replay it all the way home', 'I keep my face still until the door is shut', 'The world does not stop for one bad day', 'I tell myself this is not the end of everything', 'My hands are empty, and that is all right tonight', 'I will try to be kind to myself tonight', 'The sky looks the same as it did this morning', 'I rehearse what I will tell them', 'The ride home is longer than the way there', 'I let myself be quiet for once', 'I fold the disappointment small', 'It stings, and I let it sting', 'There will be another try, just not tonight'],
        hooks: ['Not this time, not this time', 'I lost this one, and I am still here', 'Let it hurt tonight, let it go tomorrow', 'Not today, but not the end'],
      },
      released: {
        lines: ['It is over, and I can breathe', 'My shoulders drop for the first time in weeks', 'I walk slower, just because I can', 'Everything I carried, I put down', 'The air feels lighter on this side of it', 'I do not have to think about it tonight', 'I let the quiet fill the room', 'I will sleep like I have not slept in weeks', 'I laugh at nothing on the way out', 'The weight I carried turns out to be air', 'I text a friend one word: done', 'My legs are tired and my heart is light', 'I stop and look at the sky for no reason', 'The next thing can wait until tomorrow'],
        hooks: ['It is done, it is done', 'Breathe out, it is over', 'Nothing left to carry tonight', 'Done, and I am still standing'],
      },
      new: {
        lines: ['Nothing in this room knows my name yet', 'The boxes are still taped shut', 'The street outside makes sounds I do not know', 'I find the light switch on the second try', 'I lie awake and learn the new ceiling', 'Tomorrow I will find the nearest shop', 'It is strange, and it is mine', 'I send a message home: I made it', 'The bed is new and does not know my shape', 'I unpack one box and call it a night', 'The tap runs a little differently here', 'A stranger says good evening on the stairs'],
        hooks: ['First night here, first night here', 'New walls, the same heart', 'It will feel like home, give it time'],
      },
    },
  },
  vi: {
    pair: {
      opening: ['Mọi thứ bắt đầu từ {a}', 'Kể trước về {a}', 'Nhắc lại là thấy {a}'],
      single: {
        bright: ['{X}, cả con phố như chậm lại', 'Chỉ cần {x} thôi là đủ', '{X}, ngày nào cũng muốn', 'Chẳng ai bảo {x} lại đẹp đến vậy', 'Nửa bài hát này là của {x}', 'Ta ghi {x} lên mu bàn tay cho khỏi quên', 'Nghĩ tới {x} là tự nhiên bật cười', 'Có {x} rồi, chuyện khác để sau', 'Để dành phần đẹp nhất hôm nay cho {x}', '{X}, vẫn ở nguyên chỗ cũ', '{X} là đoạn hay nhất của câu chuyện', 'Kể về {x} cả đêm cũng được', 'Ai đóng chai {x} lại giùm ta', 'Chỉ nghĩ tới {x} thôi đã thấy vui', '{X}, và mọi thứ thật dễ dàng', 'Giữ {x} thật gần đêm nay'],
        dark: ['Ta vẫn đi tìm {x}', 'Có đêm nhắm mắt lại, lại thấy {x}', 'Chẳng nghĩ có ngày nhớ {x} đến thế', '{X} vẫn ở đó, chỉ thiếu ta', 'Nửa bài hát này chỉ còn {x}', 'Ta giữ lại chút gì còn sót của {x}', 'Đổi cả một năm để có lại {x}', 'Nhắc tới {x}, giọng ta chùng xuống', '{X}, tưởng như với tay là tới', 'Trong đầu cứ chiếu lại {x}', 'Thoáng thấy {x} nơi khóe mắt', 'Chẳng ai nhớ {x} như ta nhớ', '{X} quay về lúc ta chẳng ngờ', 'Ta giữ chút {x} trong túi áo', 'Mùa nào ta cũng tìm {x}', '{X}, và nỗi nhớ đi cùng'],
      },
      join: {
        bright: ['Có {a}, có {b}, chỉ vậy thôi là đủ', 'Một tay {a}, một tay {b}', 'Hỏi ta giữ gì: {a}, {b}', 'Trước là {a}, rồi tới {b}, lần nào cũng thế'],
        dark: ['{A}, {b}, ta giữ cả hai', '{A} đâu rồi, {b} đâu rồi', 'Ta gấp {a}, gấp cả {b}, thành một kỷ niệm nhỏ', 'Một bên {a}, một bên {b}, ta đứng giữa'],
      },
      hooks: {
        bright: ['{A} ơi, {b} ơi', '{A} ơi, {b} ơi, ở lại thêm chút nữa', 'Có {a}, có {b}, ta thấy ổn rồi', 'Thêm {a}, thêm {b}, một lần nữa', '{A} ơi, và {b} ơi'],
        dark: ['{A} ơi, {b} ơi, giờ ở đâu', '{A} ơi, {b} ơi, ta nhớ cả hai', 'Trong đầu chỉ còn {a}, chỉ còn {b}', '{A} ơi, và {b} ơi, quay về đi', 'Chỉ {a}, chỉ {b}, thêm một lần'],
      },
    },
    gift: {
      opening: ['Kể về {w}', 'Mọi thứ bắt đầu từ {w}', 'Bài này cho {w}'],
      lines: ['Đôi tay {g} vẫn còn trong {o}', 'Ta để {o} ở chỗ dễ nhìn thấy nhất', 'Mỗi lần dùng {o}, lại nhớ tới {g}', '{G} chẳng nói nhiều, {o} nói thay', 'Ta thuộc từng dấu vết {g} để lại trên {o}', 'Người khác nhìn qua, chỉ là {o}', 'Chưa một lần cảm ơn {g} cho đàng hoàng', '{O} vẫn còn thoang thoảng mùi nhà {g}', 'Nhà có cháy, ta cũng chạy vào lấy {o}', 'Bao nhiêu đồ mới, ta vẫn chọn {o}', 'Ta vẫn thấy {g} cầm {o}, trước khi nó thành của ta', 'Chuyển nhà mấy lần, {o} vẫn theo ta'],
      hooks: ['{O} của {g}, vẫn ở đây với ta', 'Những điều {g} chưa nói, nằm cả trong {o}', 'Giữ {o} là giữ {g} ở gần', '{O} ơi, chút thương của {g}'],
    },
    away: {
      opening: ['Bài này cho {w}', 'Kể về {w}', 'Đêm nay lại nghĩ về {w}'],
      lines: ['Không biết giờ này ở {l} là mấy giờ', 'Ta xem thời tiết {l} trước cả chỗ mình', '{P} gọi về từ {l}, sóng chập chờn', 'Ta hình dung {p} đi về trên phố {l}', 'Đâu đó ở {l}, {p} vừa tắt đèn', 'Trên bản đồ, {l} đâu có xa', 'Gọi nhau chỉ để nghe giọng nhau, chuyện gì cũng được', 'Ta để dành mấy chuyện nhỏ cho cuộc gọi sau', 'Tiếng cười {p} qua điện thoại chậm mất một nhịp', 'Ta giữ tấm ảnh {p} ở {l} trong máy', 'Một ngày nào đó ta sẽ sang {l}', 'Khoảng cách chỉ là con số, còn {p} thì không', 'Ta để giờ bên ấy ở góc màn hình', 'Gửi tấm ảnh bầu trời để cùng một bầu trời tới chỗ {p}', '{P} kể chuyện {l} bằng mấy tin nhắn ngắn, mệt mỏi', 'Ta thuộc tên một con phố ở {l} chưa từng thấy', 'Sinh nhật giờ qua cuộc gọi video', 'Giọng bên kia mỏng hơn, ta chẳng nói ra', 'Ta thức chờ tới khi {p} về tới chỗ ở bên {l}', 'Gói quà gửi sang {l} đã buộc sẵn bên cửa'],
      hooks: ['{P} ở {l}, xa mà gần', 'Ngủ ngon nhé {p}, tận {l}', '{L} xa mấy, {p} vẫn ở trong lòng', 'Rảnh thì gọi về nhé, ta còn thức', 'Tận {l} mà vẫn gần', 'Chúc ngủ ngon từ {l}, ta nghe thấy mà', 'Khi nào được thì về nhé, {l} đợi được'],
    },
    after: {
      weary: {
        lines: ['Đôi chân thuộc đường hơn cả ta', 'Đèn đường cũng mệt, vàng vọt như ta', 'Mắt nhắm mắt mở, đếm từng ngọn đèn', 'Điện thoại còn ba phần trăm, ta cũng thế', 'Thành phố ngủ rồi, ta sắp về tới nơi', 'Đôi vai cuối cùng cũng được buông xuống', 'Tra chìa vào ổ, cởi giày, chỉ mong vậy thôi', 'Chẳng ai vỗ tay khi hết một ngày dài thế này', 'Đêm yên ắng, cứ để nó yên', 'Chuyện ngày mai để mai tính, ngủ đã', 'Cửa sổ các nhà lần lượt tắt đèn', 'Tựa đầu vào ô kính lạnh', 'Mùi cả ngày làm còn bám theo suốt đường về', 'Ngân nga chút gì cho khỏi ngủ gật', 'Con đường vắng, tạm thời là của riêng ta', 'Mệt tới mức chẳng buồn buồn nữa', 'Dụi mắt rồi lại bước tiếp', 'Mỗi bước chân như nói: sắp rồi, sắp rồi'],
        hooks: ['Sắp về rồi, sắp về rồi', 'Thêm chút nữa thôi là được nghỉ', 'Một ngày dài, và đã xong', 'Chỉ còn đường, bóng tối và ta', 'Đưa ta về, đưa ta về', 'Đêm nay chỉ còn lối về nhà'],
      },
      letdown: {
        lines: ['Mọi chuyện chẳng như ta mong', 'Suốt đường về, cứ tua lại trong đầu', 'Giữ mặt bình thản cho tới khi đóng cửa', 'Thế giới đâu dừng lại vì một ngày tệ', 'Tự nhủ đây chưa phải là hết', 'Tay trắng, và đêm nay thế cũng được', 'Đêm nay ta sẽ dịu dàng với mình', 'Bầu trời vẫn y như sáng nay', 'Ta tập trước câu sẽ nói với mọi người', 'Đường về dài hơn lúc đi', 'Lần này cho phép mình im lặng', 'Ta gấp nỗi thất vọng lại thật nhỏ', 'Đau thì cứ để nó đau', 'Sẽ còn lần khác, chỉ không phải đêm nay'],
        hooks: ['Lần này thì không, lần này thì không', 'Thua một lần, ta vẫn còn đây', 'Đêm nay cứ đau, mai hẵng buông', 'Không phải hôm nay, nhưng chưa phải hết'],
      },
      released: {
        lines: ['Xong rồi, ta thở được rồi', 'Đôi vai nhẹ hẳn sau bao tuần', 'Ta đi chậm lại, chỉ vì có thể', 'Những gì mang theo, giờ đặt xuống', 'Không khí bên này nhẹ tênh', 'Đêm nay chẳng phải nghĩ gì về nó', 'Để sự yên lặng lấp đầy căn phòng', 'Đêm nay sẽ ngủ một giấc thật dài', 'Vừa ra về vừa cười chẳng vì đâu', 'Gánh nặng hóa ra nhẹ như không', 'Nhắn cho bạn một chữ: xong', 'Chân mỏi mà lòng thì nhẹ', 'Dừng lại ngắm trời chẳng vì lý do gì', 'Chuyện tiếp theo để mai hẵng tính'],
        hooks: ['Xong rồi, xong rồi', 'Thở ra đi, qua rồi', 'Đêm nay chẳng còn gì phải mang', 'Xong rồi, ta vẫn đứng vững'],
      },
      new: {
        lines: ['Chưa thứ gì ở đây biết tên ta', 'Mấy thùng đồ vẫn còn dán băng keo', 'Ngoài kia phố xá toàn tiếng lạ', 'Lần thứ hai mới tìm ra công tắc đèn', 'Nằm thức, làm quen với trần nhà mới', 'Mai sẽ đi tìm tiệm tạp hóa gần nhất', 'Lạ lẫm thật, nhưng là của ta', 'Nhắn về nhà một dòng: tới nơi rồi', 'Chiếc giường mới chưa quen dáng ta', 'Mở một thùng đồ rồi thôi, đi ngủ', 'Vòi nước ở đây chảy khác một chút', 'Người lạ trên cầu thang chào buổi tối'],
        hooks: ['Đêm đầu tiên ở đây', 'Tường mới, tim vẫn vậy', 'Rồi sẽ thành nhà thôi, cho nó thời gian'],
      },
    },
  },
  ko: {
    pair: {
      opening: ['먼저 {a} 이야기부터', '떠올리면 먼저 {a}', '{a}, 거기서부터 시작이야'],
      single: {
        bright: ['{x}, 거리가 천천히 흘러가', '{x}만 있으면 더 바랄 게 없어', '{x}, 일 년 내내라도 좋아', '{x:이} 이렇게 좋을 줄 몰랐어', '이 노래 절반은 {x} 몫이야', '손등에 {x:을} 적어 둬, 잊지 않게', '{x:을} 생각하면 자꾸 웃음이 나', '{x:이} 있으니 나머진 나중에', '오늘 제일 좋은 순간은 {x} 몫으로 남겨 둬', '{x}, 늘 있던 그 자리에', '{x:이} 이야기의 제일 좋은 부분이야', '{x} 얘기라면 밤새 할 수 있어', '누가 {x:을} 병에 담아 줬으면', '{x} 생각만 해도 기분이 좋아', '{x}, 그러면 다 쉬워져', '오늘 밤은 {x:을} 곁에 둘래'],
        dark: ['아직도 {x:을} 찾아 헤매', '눈을 감으면 다시 {x}', '{x:이} 이렇게 그리울 줄 몰랐어', '{x:은} 그대로인데 나만 없어', '이 노래 절반은 {x} 얘기야', '{x:이} 남긴 것들을 아직 간직해', '일 년을 다 줘도 {x:을} 되찾고 싶어', '{x} 얘기만 나오면 목소리가 작아져', '{x}, 손을 뻗으면 닿을 것 같아', '머릿속에서 {x:이} 자꾸 다시 재생돼', '눈가에 {x:이} 스쳐', '{x:을} 나만큼 기억하는 사람은 없어', '{x:은} 생각지도 못할 때 돌아와', '{x:을} 조금 주머니에 넣어 다녀', '계절마다 {x:을} 찾아', '{x}, 그리고 같이 온 그리움'],
      },
      join: {
        bright: ['{a}도 {b}도, 그거면 충분했어', '한 손엔 {a}, 한 손엔 {b}', '뭘 간직하냐 물으면 {a}, 그리고 {b}', '먼저 {a}, 그다음 {b}, 늘 그 순서로'],
        dark: ['{a}도 {b}도, 둘 다 놓지 못해', '{a}도 {b}도, 다 어디로 갔을까', '{a}에 {b:을} 겹쳐 작은 기억 하나로 접어 둬', '한쪽엔 {a}, 한쪽엔 {b}, 그 사이에 내가 있어'],
      },
      hooks: {
        bright: ['{a}도, {b}도', '{a}, 그리고 {b}, 조금만 더 머물러 줘', '{a}도 {b}도 있으면 난 괜찮아', '{a}도 {b}도, 한 번 더', '{a}, 그리고 {b}, 또 만나'],
        dark: ['{a}도 {b}도, 어디 있니', '{a}, 그리고 {b}, 둘 다 보고 싶어', '머릿속엔 {a}, 그리고 {b}뿐이야', '{a}도 {b}도, 돌아와 줘', '{a}만, {b}만, 한 번만 더'],
      },
    },
    gift: {
      opening: ['{w}', '{w} 이야기를 할게', '모든 건 {w}에서 시작돼'],
      lines: ['{o}에는 아직 {g}의 손길이 남아 있어', '{o:을} 늘 눈에 보이는 곳에 둬', '{o:을} 쓸 때마다 {g} 생각이 나', '{g:은} 말이 없었지, {o:이} 대신 말해 줘', '{g:이} 남긴 자국 하나하나 다 알아', '남들 눈엔 그냥 {o}일 뿐이야', '{g}에게 제대로 고맙다고 한 적이 없어', '{o}에선 아직 {g} 집 냄새가 조금 나', '새 물건이 아무리 많아도 난 {o:을} 골라', '{o:을} 건네던 {g}의 손이 아직 보여', '누가 뭐래도 {o:은} 내 보물이야', '이사를 몇 번 해도 {o:은} 늘 따라와'],
      hooks: ['{g}의 {o}, 아직 내 곁에', '{g:이} 못다 한 말이 다 {o}에 담겨 있어', '{o:을} 간직하면 {g:이} 가까이 있는 것 같아', '{o}, {g}의 마음 한 조각'],
    },
    away: {
      opening: ['{w}', '{w:을} 생각하며', '오늘 밤도 {w} 생각'],
      lines: ['지금 {l:은} 몇 시일까', '내 날씨보다 {l} 날씨를 먼저 봐', '{l}에서 걸려 온 {p} 전화, 자꾸 끊겨', '{l}의 거리를 걷는 {p:을} 그려 봐', '{l} 어딘가에서 {p:이} 불을 끄고 있겠지', '지도에선 {l}도 그렇게 멀지 않은데', '별일 없어도 목소리 들으려고 전화해', '다음 통화 때 하려고 작은 소식들을 모아 둬', '전화 너머 {p} 웃음소리가 한 박자 늦게 와', '{l}에서 찍은 {p} 사진을 폰에 넣어 뒀어', '언젠가 {l}까지 꼭 가 볼 거야', '거리는 숫자일 뿐, {p:은} 아니야', '{l} 시간을 화면 구석에 띄워 둬', '같은 하늘이 {p}에게 닿게 하늘 사진을 보내', '{p:이} 짧고 지친 메시지로 {l} 얘기를 해 줘', '가 본 적 없는 {l} 거리 이름을 외워', '생일은 이제 영상 통화로 해', '수화기 너머 목소리가 가늘어도 모른 척해', '{p:이} {l}의 집에 들어갈 때까지 기다려', '{l}로 보낼 택배가 문 앞에 싸여 있어'],
      hooks: ['{l}에 있는 {p}, 멀고도 가까워', '잘 자, 저 멀리 {l}의 {p}', '{l:이} 아무리 멀어도 {p:은} 내 맘에 있어', '시간 될 때 전화해, 안 자고 있을게', '저 멀리 {l}, 그래도 가까워', '{l}에서 잘 자라고 해 줘, 다 들려', '올 수 있을 때 와, {l:은} 기다려 줄 거야'],
    },
    after: {
      weary: {
        lines: ['발이 나보다 길을 더 잘 알아', '가로등도 나처럼 지쳐 보여', '반쯤 감긴 눈으로 창밖 불빛을 세', '배터리 3퍼센트, 나도 딱 그만큼', '도시는 잠들었고 나는 거의 다 왔어', '어깨가 이제야 내려와', '현관문 열고 신발 벗는 것, 그거면 돼', '긴 하루 끝에 박수 쳐 주는 사람은 없어도', '밤이 조용해, 그냥 그렇게 둘래', '내일 일은 자고 나서 생각할래', '창문 불빛이 하나씩 꺼져 가', '차가운 유리창에 머리를 기대', '옷에 밴 하루 냄새가 끝까지 따라와', '졸지 않으려고 뭐라도 흥얼거려', '텅 빈 길이 잠깐은 내 거야', '슬퍼할 힘도 없을 만큼 지쳤어', '눈을 비비고 또 가', '한 걸음마다 거의 다 왔다고 말해'],
        hooks: ['거의 다 왔어, 거의 다 왔어', '조금만 더 가면 쉴 수 있어', '길었던 하루, 이제 끝났어', '길과 어둠, 그리고 나', '집에 데려다줘, 집에', '오늘 밤엔 돌아가는 길만 남았어'],
      },
      letdown: {
        lines: ['생각했던 대로 되지 않았어', '집에 가는 내내 머릿속으로 되감아', '문 닫을 때까지는 아무렇지 않은 척해', '하루 망쳤다고 세상이 멈추진 않아', '이게 다 끝난 건 아니라고 되뇌어', '빈손이어도 오늘 밤은 괜찮아', '오늘 밤만큼은 나한테 다정하게', '하늘은 아침이랑 똑같은 얼굴이야', '뭐라고 말할지 미리 연습해', '오는 길보다 가는 길이 더 길어', '이번엔 조용히 있어도 돼', '실망을 작게 접어 넣어', '쓰리면 쓰린 대로 둘래', '다음 기회는 있어, 오늘 밤이 아닐 뿐'],
        hooks: ['이번엔 아니었어, 이번엔', '한 번 졌어도 나는 여기 있어', '오늘 밤은 아파도 돼, 내일은 놓아 줄게', '오늘은 아니지만 끝은 아니야'],
      },
      released: {
        lines: ['끝났어, 이제 숨 쉴 수 있어', '몇 주 만에 어깨가 가벼워', '괜히 천천히 걸어, 그래도 되니까', '들고 있던 걸 다 내려놔', '이쪽 공기는 훨씬 가벼워', '오늘 밤은 아무 생각 안 해도 돼', '고요가 방을 채우게 둬', '오늘은 몇 주 만에 푹 잘 거야', '나오는 길에 괜히 웃음이 나', '짊어졌던 게 알고 보니 공기 같아', '친구한테 한 마디 보내, 끝!', '다리는 무거운데 마음은 가벼워', '이유 없이 멈춰서 하늘을 봐', '다음 일은 내일 생각할래'],
        hooks: ['끝났어, 끝났어', '숨 내쉬어, 다 지나갔어', '오늘 밤엔 짊어질 게 없어', '끝났어, 그래도 나는 서 있어'],
      },
      new: {
        lines: ['이 방의 어떤 것도 아직 내 이름을 몰라', '상자들은 아직 테이프도 안 뜯었어', '창밖에선 처음 듣는 소리가 나', '두 번 만에 겨우 스위치를 찾아', '누워서 낯선 천장을 익혀', '내일은 제일 가까운 가게부터 찾아볼래', '낯설지만, 이제 내 자리야', '집에 문자 하나 보내, 잘 도착했어', '새 침대는 아직 내 모양을 몰라', '상자 하나만 풀고 오늘은 잘래', '여긴 수돗물 소리도 조금 달라', '계단에서 모르는 사람이 인사를 건네'],
        hooks: ['여기서의 첫날 밤', '벽은 새것이고 마음은 그대로', '시간이 지나면 집이 될 거야'],
      },
    },
  },
  zh: {
    pair: {
      opening: ['先从{a}说起', '一想起来，先是{a}', '{a}，一切从这里开始'],
      single: {
        bright: ['{x}，整条街都慢了下来', '只要有{x}就够了', '{x}，一年四季都想要', '没人告诉我{x}会这么好', '这首歌有一半属于{x}', '我把{x}写在手背上，怕忘了', '一想到{x}，就忍不住笑', '有{x}在，别的都可以等', '今天最好的那一刻，留给{x}', '{x}，还在老地方', '{x}是故事里最好的一段', '说起{x}，我能说一整晚', '谁帮我把{x}装进瓶子里', '光是想到{x}就很开心', '{x}，一切都变简单了', '今晚把{x}留在身边'],
        dark: ['我还在找{x}', '一闭上眼，又是{x}', '没想到会这么想念{x}', '{x}还在，只是少了我', '这首歌有一半是{x}', '{x}留下的，我都还留着', '拿一整年去换，也想要回{x}', '一说起{x}，声音就低了', '{x}，好像伸手就能碰到', '脑子里一遍遍放着{x}', '眼角又瞥见{x}', '没有人像我这样记得{x}', '{x}总在我没防备的时候回来', '我口袋里还装着一点{x}', '每个季节，我都在找{x}', '{x}，和跟着来的想念'],
      },
      join: {
        bright: ['有{a}，有{b}，这样就够了', '一只手是{a}，一只手是{b}', '问我留下了什么：{a}，还有{b}', '先是{a}，再是{b}，每次都这样'],
        dark: ['{a}，{b}，我两个都放不下', '{a}去哪儿了，{b}去哪儿了', '我把{a}连同{b}，折成一段小小的回忆', '一边是{a}，一边是{b}，我站在中间'],
      },
      hooks: {
        bright: ['{a}啊，{b}啊', '{a}啊，{b}啊，再多留一会儿', '有{a}，有{b}，我就很好', '{a}啊，{b}啊，再来一次', '{a}，还有{b}，再见面'],
        dark: ['{a}啊，{b}啊，你们在哪里', '{a}啊，{b}啊，两个都想念', '脑海里只剩{a}，只剩{b}', '{a}啊，{b}啊，回来吧', '只要{a}，只要{b}，再一次'],
      },
    },
    gift: {
      opening: ['说说{w}', '一切都从{w}开始', '这首歌写给{w}'],
      lines: ['{o}上还留着{g}的手温', '我把{o}放在一眼就能看见的地方', '每次用到{o}，就想起{g}', '{g}话不多，{o}替{g}说了', '{g}留下的每一道痕迹，我都认得', '在别人眼里，那不过是{o}', '我从没好好谢过{g}', '{o}上还有一点{g}家里的味道', '新东西再多，我还是选{o}', '我还看得见{g}拿着{o}的样子', '搬了好几次家，{o}一直跟着我', '不管谁怎么说，{o}都是我的宝贝'],
      hooks: ['{g}给的{o}，还在我身边', '{g}没说出口的话，都在{o}里', '守着{o}，守着{g}的心意', '{o}啊，{g}的一片心'],
    },
    away: {
      opening: ['这首歌写给{w}', '说说{w}', '今晚又想起{w}'],
      lines: ['不知道{l}现在几点了', '我先看{l}的天气，再看自己的', '{p}从{l}打来电话，信号断断续续', '我想象{p}走在{l}的街上', '{l}的某个地方，{p}刚刚关了灯', '地图上，{l}也没有那么远', '没什么事，也想打个电话听听声音', '攒了一堆小事，留着下次通话说', '电话里{p}的笑声，总慢半拍', '手机里存着{p}在{l}的照片', '总有一天，我要去{l}看看', '距离只是数字，{p}不是', '我把{l}的时间放在屏幕一角', '拍一张天空发过去，让同一片天到{p}那里', '{p}用短短的、累累的消息讲{l}的事', '我记住了{l}一条从没见过的街名', '生日现在都在视频里过', '电话那头的声音变细了，我没说破', '我等着，等{p}在{l}平安到家', '寄去{l}的包裹，已经打好放在门口'],
      hooks: ['{l}的{p}，那么远又那么近', '晚安，远在{l}的{p}', '{l}再远，{p}也在心里', '有空就打个电话，我还没睡', '远在{l}，还是很近', '从{l}说声晚安吧，我听得见', '能回来就回来，{l}可以等'],
    },
    after: {
      weary: {
        lines: ['脚比我更认得回家的路', '路灯也像我一样累', '半睁着眼，数着窗外的灯', '手机只剩百分之三，我也是', '城市睡了，我快到家了', '肩膀终于放了下来', '开门，脱鞋，我只想要这些', '这么长的一天，没有人鼓掌', '夜很安静，就让它安静', '明天的事，睡醒再说', '窗户里的灯一盏一盏灭了', '我把头靠在冰凉的玻璃上', '身上一整天的味道一路跟着我', '随便哼点什么，免得睡着', '空荡荡的路，暂时是我的', '累到连难过的力气都没有', '揉揉眼睛，继续走', '每一步都在说：快了，快了'],
        hooks: ['快到了，快到了', '再撑一会儿就能休息', '漫长的一天，终于结束', '只有路、夜色和我', '带我回家，带我回家', '今晚只剩回去的路'],
      },
      letdown: {
        lines: ['事情没有按我想的那样走', '回家一路上，脑子里一遍遍重放', '在关上门之前，我装作没事', '世界不会因为糟糕的一天停下', '我告诉自己，这不是全部', '两手空空，今晚也没关系', '今晚对自己温柔一点', '天空和早上一样，什么也没变', '我先在心里排练要怎么说', '回去的路比来时更长', '这一次，允许自己安静', '把失望折得小小的', '疼就让它疼吧', '还会有下一次，只是不是今晚'],
        hooks: ['这一次不行，这一次不行', '输了这一回，我还在这里', '今晚就疼吧，明天再放下', '不是今天，但也不是结局'],
      },
      released: {
        lines: ['结束了，我终于能喘口气', '几个星期以来，肩膀第一次轻了', '我故意走慢一点，因为可以', '背了那么久的，全都放下', '这一边的空气轻多了', '今晚什么都不用想', '让安静填满整个房间', '今晚要好好睡一觉', '走出来的时候，莫名其妙地笑了', '背着的东西，原来轻得像空气', '给朋友发了两个字：结束', '腿很累，心很轻', '无缘无故停下来看看天', '下一件事，明天再说'],
        hooks: ['结束了，结束了', '呼一口气，都过去了', '今晚什么都不用扛', '结束了，我还站着'],
      },
      new: {
        lines: ['这里还没有什么认得我的名字', '箱子上的胶带还没拆', '窗外的声音，我一个都不认识', '试了两次才找到电灯开关', '躺着，慢慢认识新的天花板', '明天先去找最近的小卖部', '很陌生，但这是我的地方', '给家里发了条消息：到了', '新床还不认识我的形状', '拆了一个箱子，今晚就到这里', '这里的水龙头声音有点不一样', '楼梯上的陌生人说了声晚上好'],
        hooks: ['在这里的第一个晚上', '墙是新的，心还是原来的', '给它一点时间，会变成家的'],
      },
    },
  },
};

/** The kinds of a gift whose own images are known (a lid and a fridge, stitches, strings); any other gift is sung by its giver. */
export type GiftKind = 'container' | 'knit' | 'instrument';

/** How a gift's object names its kind (a list: an object of no known kind keeps the giver's lines only). */
export const giftKindDetect: Record<GiftKind, Record<ContentLanguage, RegExp>> = {
  container: {
    en: /\b(?:container|jar|tin|tub|tupperware|thermos|lunchbox)\b/iu,
    vi: /(?<![\p{L}\p{M}])(?:hộp|hũ|lọ|cặp lồng|cà mèn)(?![\p{L}\p{M}])/iu,
    ko: /통$|반찬통|도시락|단지$/u,
    zh: /盒|罐|坛子|保温桶/u,
  },
  knit: {
    en: /\b(?:scarf|sweater|jumper|mittens|gloves|beanie|blanket|socks|cardigan)\b/iu,
    vi: /(?<![\p{L}\p{M}])(?:khăn|áo len|găng tay|mũ len|chăn len|tất len)(?![\p{L}\p{M}])/iu,
    ko: /목도리|스웨터|장갑|털모자|담요|털양말|카디건/u,
    zh: /围巾|毛衣|手套|毛线帽|毯子|毛袜/u,
  },
  instrument: {
    en: /\b(?:guitar|piano|violin|ukulele|harmonica|flute)\b/iu,
    vi: /(?<![\p{L}\p{M}])(?:đàn|sáo|kèn)(?![\p{L}\p{M}])/iu,
    ko: /기타|피아노|바이올린|우쿨렐레|하모니카|플루트/u,
    zh: /吉他|钢琴|小提琴|口琴|笛子|尤克里里/u,
  },
};

/** A gift's own images, per kind ({o} the object, {g} its giver). */
export const giftKindLines: Record<GiftKind, Record<ContentLanguage, readonly string[]>> = {
  container: {
    en: ['The lid still clicks the way it did', 'It sits in the fridge like a letter from {g}', 'The smell when I open {o} is the whole kitchen', 'I wash {o} and cannot bring myself to fill it with anything else'],
    vi: ['Cái nắp vẫn kêu tách như ngày nào', '{O} nằm trong tủ lạnh như lá thư của {g}', 'Mở {o} ra là thấy cả căn bếp', 'Rửa sạch {o} rồi chẳng nỡ đựng thứ gì khác'],
    ko: ['뚜껑 닫히는 소리가 그때랑 똑같아', '냉장고 속 {o:이} {g}의 편지 같아', '{o:을} 열면 그 부엌 냄새가 한가득', '{o:을} 씻어 놓고 다른 걸 담지 못해'],
    zh: ['盖子扣上的声音，还和当年一样', '冰箱里的{o}，像{g}写来的一封信', '一打开{o}，整个厨房的味道都出来了', '{o}洗干净了，却舍不得装别的东西'],
  },
  knit: {
    en: ["Every stitch is a minute of {g}'s evenings", 'The wool is softest where it has worn thin', 'I pull {o} close and the cold gives up', 'One loose thread, and I never cut it'],
    vi: ['Mỗi mũi len là một buổi tối của {g}', 'Chỗ đã sờn, len lại càng mềm', 'Có {o} rồi, cái lạnh cũng chịu thua', 'Một sợi len lỏng, ta chẳng nỡ cắt'],
    ko: ['한 코 한 코가 {g}의 저녁이었어', '닳은 자리일수록 더 부드러워', '{o} 하나면 추위도 물러나', '풀린 실 하나, 끝내 자르지 못했어'],
    zh: ['每一针，都是{g}的一个晚上', '磨薄的地方，反而更软了', '有了{o}，冷就退了', '有一根线头松了，我一直没剪'],
  },
  instrument: {
    en: ["The strings still remember {g}'s hands", 'My fingers find the worn spots on {o}', 'I play the first song I ever learned on {o}', 'The case smells of dust and old songs'],
    vi: ['Dây đàn vẫn nhớ đôi tay {g}', 'Ngón tay ta tìm chỗ mòn trên {o}', 'Ta chơi lại bài đầu tiên tập trên {o}', 'Hộp đàn thơm mùi bụi và những bài hát cũ'],
    ko: ['줄은 아직 {g}의 손을 기억해', '손가락이 {o}의 닳은 자리를 찾아가', '처음 배운 노래를 다시 쳐 봐', '케이스에선 먼지와 옛 노래 냄새가 나'],
    zh: ['琴弦还记得{g}的手', '手指找到{o}上磨旧的地方', '我弹起在{o}上学会的第一首歌', '琴盒里是灰尘和旧歌的味道'],
  },
};
