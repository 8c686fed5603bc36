/**
 * Story evaluation cases (issue 13): fresh openings in the four languages. A good continuation keeps the hero's
 * name and carries the opening's central object or event past the opening itself (checked on the text after it).
 */
import { afterOpening, type EvalCase, evalCase, type EvalFact, inEnding } from '../eval-case.ts';

/** A whole-word pattern that also works for Vietnamese letters (\\b only knows ASCII). */
const word = (alternatives: string): RegExp => new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{M}])`, 'iu');

const story = (id: string, language: EvalCase['language'], storyStart: string, facts: (opening: string) => EvalFact[]): EvalCase =>
  evalCase({ id, type: 'story', language, input: { storyStart }, facts: facts(storyStart) });

/** The story cases. */
export const cases: EvalCase[] = [
  story('story-en-1', 'en', "Tobias hadn't slept in two days when the dryer in the basement started spinning by itself at 3 a.m.", (o) => [
    afterOpening(o, 'keeps the hero Tobias', /\bTobias\b/),
    afterOpening(o, 'carries the dryer on', /\bdryer\b/i),
    inEnding('the ending comes back to the dryer or Tobias', /\bdryer\b|\bTobias\b/i),
  ]),
  story('story-en-2', 'en', 'My grandmother went missing on the morning of her eightieth birthday, and the only clue was a bus ticket to the coast.', (o) => [
    afterOpening(o, 'carries the missing grandmother on', /grand(?:mother|ma|mum)/i),
    afterOpening(o, 'stays in the first person', /\b(?:I|my|me)\b/),
  ]),
  story('story-en-3', 'en', "There was a letter waiting in the vending machine where the cola should have been. It had Priya's name on it.", (o) => [
    afterOpening(o, 'keeps the hero Priya', /\bPriya\b/),
    afterOpening(o, 'carries the letter or the vending machine on', /\bletter\b|vending machine/i),
  ]),
  story('story-en-4', 'en', "Every night at exactly 9:14, the streetlight outside Marcus's window blinks three times.", (o) => [
    afterOpening(o, 'keeps the hero Marcus', /\bMarcus\b/),
    afterOpening(o, 'carries the blinking streetlight on', /streetlight|street light|lamp/i),
  ]),
  story('story-en-5', 'en', 'The new kid, Oyelaran, brought a jar of fireflies to class and said they had belonged to his grandfather.', (o) => [
    afterOpening(o, 'keeps the hero Oyelaran', /\bOyelaran\b/),
    afterOpening(o, 'carries the fireflies or the jar on', /firefl(?:y|ies)|\bjar\b/i),
  ]),
  story('story-ko-1', 'ko', '준호는 퇴근길에 편의점 앞에서 혼자 떨고 있는 강아지를 발견했다.', (o) => [
    afterOpening(o, '주인공 이름 준호를 지킨다', /준호/),
    afterOpening(o, '강아지 이야기를 이어 간다', /강아지/),
  ]),
  story('story-ko-2', 'ko', '새벽 세 시, 아무도 없는 빨래방에서 건조기 한 대가 저절로 돌아가기 시작했다.', (o) => [
    afterOpening(o, '건조기를 이어서 다룬다', /건조기/),
    inEnding('결말에서도 건조기나 빨래방이 나온다', /건조기|빨래방/),
  ]),
  story('story-ko-3', 'ko', '할머니가 사라진 지 사흘째 되는 날, 서윤이는 할머니의 뜨개질 바구니에서 낡은 지도를 찾았다.', (o) => [
    afterOpening(o, '주인공 이름 서윤을 지킨다', /서윤/),
    afterOpening(o, '사라진 할머니를 이어서 다룬다', /할머니/),
  ]),
  story('story-ko-4', 'ko', "자판기에서 음료수 대신 편지 한 통이 떨어졌다. 봉투에는 '태현에게'라고 적혀 있었다.", (o) => [
    afterOpening(o, '이름 태현을 지킨다', /태현/),
    afterOpening(o, '편지를 이어서 다룬다', /편지|봉투/),
  ]),
  story('story-ko-5', 'ko', '도겸이는 이사 온 첫날 밤, 벽 너머에서 들려오는 피아노 소리에 잠을 깼다.', (o) => [
    afterOpening(o, '주인공 이름 도겸을 지킨다', /도겸/),
    afterOpening(o, '벽 너머 피아노 소리를 이어 간다', /피아노/),
  ]),
  story('story-vi-1', 'vi', 'Minh nhận được một cuộc gọi lúc nửa đêm từ chính số điện thoại của mình.', (o) => [
    afterOpening(o, 'giữ tên nhân vật Minh', word('Minh')),
    afterOpening(o, 'tiếp tục chuyện cuộc gọi / điện thoại', /cuộc gọi|điện thoại/i),
  ]),
  story('story-vi-2', 'vi', 'Bà nội của Thư biến mất vào buổi sáng hôm đó, chỉ để lại chiếc nón lá trên bậc cửa.', (o) => [
    afterOpening(o, 'giữ tên nhân vật Thư', word('Thư')),
    afterOpening(o, 'tiếp tục chuyện bà nội mất tích', word('bà nội|bà')),
  ]),
  story('story-vi-3', 'vi', 'Chiếc máy sấy ở tiệm giặt tự quay suốt đêm dù không ai bỏ đồng xu vào.', (o) => [
    afterOpening(o, 'tiếp tục chuyện chiếc máy sấy', /máy sấy/i),
    inEnding('kết thúc vẫn nhắc tới máy sấy hoặc tiệm giặt', /máy sấy|tiệm giặt/i),
  ]),
  story('story-vi-4', 'vi', 'Khang tìm thấy một lá thư trong máy bán hàng tự động ở ga tàu.', (o) => [
    afterOpening(o, 'giữ tên nhân vật Khang', word('Khang')),
    afterOpening(o, 'tiếp tục chuyện lá thư', word('thư')),
  ]),
  story('story-vi-5', 'vi', 'Tôi chưa bao giờ tin chuyện ma cho đến khi con mèo nhà bên bắt đầu nói chuyện với tôi.', (o) => [
    afterOpening(o, 'tiếp tục chuyện con mèo', word('mèo')),
    afterOpening(o, 'vẫn kể ở ngôi thứ nhất', word('tôi')),
  ]),
  story('story-zh-1', 'zh', '小雨放学回家，发现奶奶不见了，桌上只留下一碗还冒着热气的面。', (o) => [
    afterOpening(o, '保留主人公小雨', /小雨/),
    afterOpening(o, '继续写不见了的奶奶', /奶奶/),
  ]),
  story('story-zh-2', 'zh', '凌晨三点，洗衣房里的烘干机自己转了起来。', (o) => [
    afterOpening(o, '继续写烘干机', /烘干机/),
    inEnding('结尾仍回到烘干机或洗衣房', /烘干机|洗衣房/),
  ]),
  story('story-zh-3', 'zh', '林晓在自动售货机里发现了一封写给她的信。', (o) => [
    afterOpening(o, '保留主人公林晓', /林晓/),
    afterOpening(o, '继续写那封信', /信/),
  ]),
  story('story-zh-4', 'zh', '阿杰的旧手机突然收到一条来自十年前的短信。', (o) => [
    afterOpening(o, '保留主人公阿杰', /阿杰/),
    afterOpening(o, '继续写那条短信或旧手机', /短信|手机/),
  ]),
  story('story-zh-5', 'zh', '周末，陈默在旧书店买到一本写满批注的小说。', (o) => [
    afterOpening(o, '保留主人公陈默', /陈默/),
    afterOpening(o, '继续写那本小说或批注', /小说|批注|书/),
  ]),

  // Issue 13, second blind read: a hero named only through a possessive ("Clara's basement") or a family home
  // ("지한이네", "思远家", "nhà Quang") must stay the hero, and anyone new must come in through the premise.
  story('story-en-6', 'en', "The fridge in Oskar's kitchen hums a lullaby every time he opens it after midnight.", (o) => [
    afterOpening(o, 'keeps the hero Oskar', /\bOskar\b/),
    afterOpening(o, 'names Oskar more than once', (text: string) => (text.match(/\bOskar\b/g) ?? []).length >= 2),
    afterOpening(o, 'carries the fridge on', /\bfridge\b|lullaby/i),
  ]),
  story('story-en-7', 'en', "Under the floorboards of Amara's bedroom, she found a tin box full of old letters.", (o) => [
    afterOpening(o, 'keeps the hero Amara', /\bAmara\b/),
    afterOpening(o, 'carries the tin box or the letters on', /\bbox\b|\bletters?\b/i),
    inEnding('the ending comes back to Amara', /\bAmara\b/),
  ]),
  story('story-en-8', 'en', 'Nobody at the bakery knew that the oven in Luca\'s shop only burned the bread when he lied.', (o) => [
    afterOpening(o, 'keeps the hero Luca', /\bLuca\b/),
    afterOpening(o, 'carries the oven or the bread on', /\boven\b|\bbread\b/i),
  ]),
  story('story-ko-6', 'ko', '매일 새벽 두 시, 지한이네 지하실의 낡은 피아노가 혼자 노래를 연주한다.', (o) => [
    afterOpening(o, '주인공 지한을 지킨다', /지한/),
    afterOpening(o, '피아노를 이어서 다룬다', /피아노|노래/),
  ]),
  story('story-ko-7', 'ko', '수아의 방 창문에는 매일 밤 누군가 종이학을 하나씩 올려 두고 간다.', (o) => [
    afterOpening(o, '주인공 수아를 지킨다', /수아/),
    afterOpening(o, '종이학을 이어서 다룬다', /종이학|창문/),
  ]),
  story('story-ko-8', 'ko', '도윤이네 옥상 화분에서 어느 날 아침 은색 열쇠가 자라나 있었다.', (o) => [
    afterOpening(o, '주인공 도윤을 지킨다', /도윤/),
    afterOpening(o, '열쇠를 이어서 다룬다', /열쇠/),
    inEnding('결말에서 도윤이나 열쇠가 나온다', /도윤|열쇠/),
  ]),
  story('story-vi-6', 'vi', 'Chiếc tủ lạnh trong bếp nhà Quang cứ nửa đêm lại ngân nga một bài hát ru.', (o) => [
    afterOpening(o, 'giữ tên nhân vật Quang', word('Quang')),
    afterOpening(o, 'tiếp tục chuyện chiếc tủ lạnh', /tủ lạnh|hát ru/i),
  ]),
  story('story-vi-7', 'vi', 'Dưới sàn phòng của Ngân, cô tìm thấy một hộp thiếc đầy thư cũ.', (o) => [
    afterOpening(o, 'giữ tên nhân vật Ngân', word('Ngân')),
    afterOpening(o, 'tiếp tục chuyện chiếc hộp hoặc những lá thư', /hộp|thư/i),
  ]),
  story('story-vi-8', 'vi', 'Cái lò nướng trong tiệm bánh của Tùng chỉ làm cháy bánh mỗi khi anh nói dối.', (o) => [
    afterOpening(o, 'giữ tên nhân vật Tùng', word('Tùng')),
    afterOpening(o, 'tiếp tục chuyện cái lò nướng', /lò nướng|bánh/i),
  ]),
  story('story-zh-6', 'zh', '每到半夜，思远家厨房的冰箱就会哼起一首摇篮曲。', (o) => [
    afterOpening(o, '主角思远不变', /思远/),
    afterOpening(o, '继续写冰箱', /冰箱|摇篮曲/),
  ]),
  story('story-zh-7', 'zh', '在雨桐的房间地板下，她找到了一个装满旧信的铁盒。', (o) => [
    afterOpening(o, '主角雨桐不变', /雨桐/),
    afterOpening(o, '继续写铁盒或旧信', /铁盒|信/),
  ]),
  story('story-zh-8', 'zh', '没有人知道，子轩的面包店里那台烤箱只在他说谎时才会把面包烤焦。', (o) => [
    afterOpening(o, '主角子轩不变', /子轩/),
    afterOpening(o, '继续写烤箱', /烤箱|面包/),
  ]),
];
