/**
 * Evaluation cases for the story helper of round 10 (issue 13), shapes B: the sixteen fresh requests written before
 * its fixes (round10-storything.before.json): things received or found (a paper crane from a coffee machine, a
 * postcard after eight years, a letter from Mum found in a bookcase, an umbrella from a stranger, a letter for the
 * previous tenant, a parcel from a teacher after fifteen years, a 1998 cinema ticket in a second-hand book, a parcel
 * from a roommate after five years), broken routines (a piano upstairs, a sticky-rice seller, a shop owner sweeping,
 * a dog waiting at the door) and people who appear (a boy on the swings, a girl on the doorstep in the rain, an old
 * man without an umbrella, a schoolboy in a convenience store). Facts check the shape: the thing is the centre (never
 * its container), it is read / opened / kept, the sender or reason is found; a routine is checked on and explained;
 * a person stays a person.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, inEnding, storyCaseBuilder, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** The stock premises and filler the before-answers carried, which fit none of these openings. */
const stock: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /stared at what had happened|What had happened had|fifty years late|the moment tilted|nothing was broken|never quite the same way/iu,
  vi: /năm mươi năm|lặng lẽ đi theo|cuối ca làm|lời giải tự tìm đến/iu,
  ko: /오십 년|조용히, 온전하게|이 순간이 기억할 만한|비밀을 품은 사람처럼/u,
  zh: /这一刻轻轻地偏了一下|像一个好日子|完完整整|露馅的是时间/u,
};

const story = storyCaseBuilder(stock);

/** The sixteen fresh requests of round 10, shapes B (scored by hand in the report: before 1.56). */
export const cases: EvalCase[] = [
  story('r10-thing-en-1', 'en', 'I bought a coffee from the machine at the bus depot and a folded paper crane dropped out with the change.', (o) => [
    afterOpening(o, 'the paper crane is the thing', /paper crane/iu),
    afterOpening(o, 'neither the coffee nor the change is the thing', not(/the coffee|the change\b/iu)),
    afterOpening(o, 'who left it or why is found', /who it was|left one|for whoever/iu),
  ]),
  story('r10-thing-en-2', 'en', 'Every night around 11 the guy in the flat upstairs plays the same sad song on his piano. Tonight it was silent.', (o) => [
    afterOpening(o, 'goes to check on him', /asked around|went over|knocked/iu),
    afterOpening(o, 'an ordinary reason', /cold|wrist|grandchild|rest/iu),
    afterOpening(o, 'no ghost in the piano', not(/recording|wiring|breathing|nobody explains/iu)),
  ]),
  story('r10-thing-en-3', 'en', 'got a postcard today from my college roommate, we havent talked in like eight years', (o) => [
    afterOpening(o, 'the postcard is read', /the postcard/iu),
    afterOpening(o, 'it tells of the eight years', /eight years/iu),
    afterOpening(o, 'the roommate is the sender', /roommate/iu),
    inEnding('writes back or calls', /wrote back|called|posted/iu),
  ]),
  story('r10-thing-en-4', 'en', 'A little boy was sitting alone on the swings when I walked my dog past the park at dusk.', (o) => [
    afterOpening(o, 'the boy is "he", never "it"', (added) => /\bhe\b/iu.test(added) && !/the (?:little )?boy[^.]*\bit\b(?! was nothing)/iu.test(added)),
    afterOpening(o, 'asks if he is all right', /all right|okay|asked/iu),
    afterOpening(o, 'no fragment "my dog past"', not(/dog past and/iu)),
  ]),
  story('r10-thing-vi-1', 'vi', 'Sáng nào bà bán xôi đầu ngõ cũng để dành cho tôi một gói. Hôm nay quầy xôi không mở.', (o) => [
    afterOpening(o, 'asks around or goes to check', /hỏi|tìm đến|gõ cửa/iu),
    afterOpening(o, 'an ordinary reason', /cảm|cháu|bong gân|nghỉ/iu),
    afterOpening(o, 'the seller stays a person', /bà ấy|bà cụ|bà bán xôi/iu),
  ]),
  story('r10-thing-vi-2', 'vi', 'Dọn tủ sách cũ, tôi tìm thấy một bức thư mẹ viết cho tôi từ hồi tôi còn học lớp một.', (o) => [
    afterOpening(o, 'the letter is read', /lá thư|bức thư/iu),
    afterOpening(o, 'it stays Mum\'s letter to me', /mẹ/iu),
    afterOpening(o, 'no unsent letter to a stranger', not(/năm mươi năm|người tôi chưa nghe tên|chưa từng được gửi đi/iu)),
  ]),
  story('r10-thing-vi-3', 'vi', 'Có một cô gái lạ ngồi ở bậc thềm nhà tôi lúc trời mưa to', (o) => [
    afterOpening(o, 'keeps the girl as a person', /cô gái/iu),
    afterOpening(o, 'the rain is kept', /mưa|ô/iu),
    afterOpening(o, 'the girl is never "nó" and never followed', not(/cô gái ấy lạ|đi theo|thấy nó/iu)),
  ]),
  story('r10-thing-vi-4', 'vi', 'Một người lạ trên xe buýt đưa cho tôi một chiếc ô rồi xuống xe.', (o) => [
    afterOpening(o, 'the umbrella is the thing', /chiếc ô/iu),
    afterOpening(o, 'the stranger got off: never asked face to face', not(/hỏi thẳng người lạ/iu)),
    inEnding('kept or passed on', /trao lại|giữ|ở với tôi/iu),
  ]),
  story('r10-thing-ko-1', 'ko', '매일 아침 8시면 편의점 사장님이 가게 앞을 쓸고 계셨다. 그런데 오늘은 셔터가 내려가 있었다.', (o) => [
    afterOpening(o, 'the owner stays a person with honorifics', /사장님께서/u),
    afterOpening(o, 'the shop is no hero', not(/편의점은 |편의점이 묻/u)),
    afterOpening(o, 'an ordinary reason', /감기|손주|누워/u),
  ]),
  story('r10-thing-ko-2', 'ko', '이사 온 집 우편함에 전에 살던 사람 앞으로 온 편지가 한 통 꽂혀 있었다.', (o) => [
    afterOpening(o, 'the letter is not mine to open', /뜯지 않았다|열어 볼 것이 아니/u),
    afterOpening(o, 'the addressee is found', /찾아갔다|전해|들고/u),
    afterOpening(o, 'no fifty-year-late twist', not(/오십 년|태어나기도 전/u)),
  ]),
  story('r10-thing-ko-3', 'ko', '퇴근길 버스 정류장에 한 할아버지가 우산도 없이 서 계셨다', (o) => [
    afterOpening(o, 'the grandfather is spoken of with honorifics', /할아버지께서/u),
    afterOpening(o, 'the missing umbrella is answered', /우산을 같이|씌워/u),
    afterOpening(o, 'no smile invented before anything happens', not(/그날 저녁 할아버지는 나를 보며/u)),
  ]),
  story('r10-thing-ko-4', 'ko', '십오 년 만에 초등학교 담임 선생님한테서 소포가 왔다', (o) => [
    afterOpening(o, 'the parcel is opened', /뜯었다|열었다|풀었다/u),
    afterOpening(o, 'the fifteen years are kept', /십오 년/u),
    afterOpening(o, 'the teacher is the sender', /선생님/u),
  ]),
  story('r10-thing-zh-1', 'zh', '每天傍晚六点，楼下的小狗都会在门口等我回家。今天它没有出现。', (o) => [
    afterOpening(o, 'keeps the dog', /小狗/u),
    afterOpening(o, '都会 is no name', not(/都会和|跟都会|都会靠|到都会/u)),
    afterOpening(o, 'goes to check and finds why', /主人|敲/u),
  ]),
  story('r10-thing-zh-2', 'zh', '在旧书店买的一本二手书里，夹着一张1998年的电影票。', (o) => [
    afterOpening(o, 'the ticket is the thing', /电影票/u),
    afterOpening(o, 'the book is no thing to miss', not(/二手书里，那件事|说起二手书里/u)),
    afterOpening(o, 'its owner is found', /联系|父母|寄/u),
  ]),
  story('r10-thing-zh-3', 'zh', '深夜的便利店里，一个穿校服的男孩一直站在杂志架前。', (o) => [
    afterOpening(o, 'the boy is 他, never 它', (added) => /他/u.test(added) && !/男孩[^。]*它/u.test(added)),
    afterOpening(o, '深夜 is no hero', not(/深夜只是|深夜还|深夜没有/u)),
    afterOpening(o, 'asks him', /问/u),
  ]),
  story('r10-thing-zh-4', 'zh', '快递员送来一个包裹，寄件人是我已经五年没联系的大学室友。', (o) => [
    afterOpening(o, 'the parcel is opened', /拆开|打开/u),
    afterOpening(o, 'the five years are kept', /五年/u),
    afterOpening(o, 'the roommate is the sender', /室友/u),
  ]),
  // Round 10 second pass (shapes generalised): the classes the untuned read found, one case per class and language mix.
  story('r10b-thing-ko-1', 'ko', '제주도에서 귤 농사짓는 외삼촌한테서 처음으로 편지가 왔다.', (o) => [
    afterOpening(o, 'the uncle is the sender, whole', /외삼촌/u),
    afterOpening(o, 'a letter of ordinary days, answered', /답장/u),
    afterOpening(o, 'no lost years, no unsent letter', not(/연락이 끊긴|오십 년|부치지 않았/u)),
  ]),
  story('r10b-thing-en-1', 'en', 'every day a crow sits on the railing outside my kitchen and i throw it a bit of bread. this morning the railing was empty', (o) => [
    afterOpening(o, 'the crow keeps its name', /the crow/iu),
    afterOpening(o, 'a wild crow is fed and watched', /put out|watched/iu),
    afterOpening(o, 'no owner for a wild bird', not(/owner/iu)),
  ]),
  story('r10b-thing-vi-1', 'vi', 'Chiều nào ông bán kem đầu hẻm cũng rung chuông đúng năm giờ. Hôm nay cả con hẻm im phăng phắc.', (o) => [
    afterOpening(o, 'the ice-cream seller is checked on', /hỏi/u),
    afterOpening(o, 'an ordinary reason', /cảm|cháu|bong gân/u),
    afterOpening(o, 'never followed as a strange thing', not(/đi theo|lén theo/u)),
  ]),
  story('r10b-thing-zh-1', 'zh', '小周每天傍晚都会在楼下看到一位遛狗的老爷爷。今天却只有那只狗自己趴在长椅边。', (o) => [
    afterOpening(o, 'told about 小周', /小周/u),
    afterOpening(o, 'the old man is checked on', /打听|问/u),
    afterOpening(o, 'no narrator 我 outside quotes', (added) => !/我/u.test(added.replace(/“[^”]*”/gu, ''))),
  ]),
  story('r10b-thing-en-2', 'en', 'Found a Nikon in a thrift store bin with a half-used roll of film still inside.', (o) => [
    afterOpening(o, 'Nikon is no hero', not(/Nikon (?:bent|looked|never|found|was|went)/u)),
    afterOpening(o, 'the narrator stays "I"', /\bI\b/u),
  ]),
  story('r10b-thing-ko-2', 'ko', '놀이터 벤치에 한 남자아이가 혼자 앉아 노래를 부르고 있었다.', (o) => [
    afterOpening(o, 'the boy keeps singing', /노래/u),
    afterOpening(o, 'never "doing nothing"', not(/아무것도 하지 않/u)),
  ]),
  story('r10b-thing-vi-2', 'vi', 'Dọn tủ sách, tôi thấy lá thư tôi viết gửi bản thân trong tương lai hồi lớp chín.', (o) => [
    afterOpening(o, 'read as a letter from the past self', /nét chữ của chính tôi|Tôi của ngày ấy/u),
    afterOpening(o, 'answered with a new one', /lá thư mới/u),
  ]),
  story('r10b-thing-zh-2', 'zh', '我在地铁站的楼梯上捡到一只毛线手套。', (o) => [
    afterOpening(o, 'the glove is the thing', /手套/u),
    afterOpening(o, 'its owner is found', /打来电话|见了面/u),
    afterOpening(o, 'no grounded filler', not(/凑近一看|答案既简单/u)),
  ]),
];
