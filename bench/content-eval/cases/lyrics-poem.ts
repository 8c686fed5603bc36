/**
 * Evaluation cases for lyrics and poems: themes as visitors type them (often a whole situation, not one word). A good
 * answer writes around the theme's key images instead of pasting the whole sentence into every slot, and repeats a
 * phrase no more often than a real chorus would.
 */
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

/** The whole theme appears at most twice (a long theme pasted into every slot reads as a machine). */
function notPasted(theme: string): EvalFact {
  const needle = theme.toLowerCase();
  return {
    label: 'does not paste the whole theme into line after line',
    check: (text) => text.toLowerCase().split(needle).length - 1 <= 2,
  };
}

/** No line (ignoring case and punctuation) occurs more than four times: a chorus sung twice with its hook doubled. */
const chorusLike: EvalFact = {
  label: 'repeats no line more often than a chorus would',
  check: (text) => {
    const counts = new Map<string, number>();
    for (const raw of text.split('\n')) {
      const line = raw.toLowerCase().replace(/[\p{P}\p{S}\s]+/gu, ' ').trim();
      if (line.length < 4) continue;
      counts.set(line, (counts.get(line) ?? 0) + 1);
    }
    return Math.max(0, ...counts.values()) <= 4;
  },
};

/** The first lyric line (after the title and any section label) does not hold the whole theme. */
function notInFirstLine(theme: string): EvalFact {
  return {
    label: 'does not paste the whole theme into the first line',
    check: (text) => {
      const lines = text.split('\n').slice(1).map((line) => line.trim()).filter((line) => line && !/^[[【(（]/u.test(line) && !/…$/u.test(line));
      return !(lines[0] ?? '').toLowerCase().includes(theme.toLowerCase());
    },
  };
}

/** No line ends on the first syllable of a Vietnamese compound ("… với mùa", "… có cuối"), i.e. a word cut in half. */
function noCutCompound(label: string, cut: RegExp): EvalFact {
  return { label, check: (text) => !text.split('\n').slice(1).some((line) => cut.test(line.trim())) };
}

/** No line (the title included) ends on a joining word or a bare head noun ("… và", "… với bố trước", "Ta vẫn nhớ buổi"). */
const noDanglingVi: EvalFact = {
  label: 'không dòng nào (kể cả tựa) kết thúc lửng bằng từ nối hay danh từ cụt',
  // "về phía trước" (forward) is a whole phrase, not a dangling "trước".
  check: (text) => !text.split('\n').some((line) => /(?:^|\s)(?:và|với|của|(?<!phía )trước|sau|những|các|buổi|lời|kỳ|mùa|khi)$/iu.test(line.trim())),
};

/** Cases. */
export const cases: EvalCase[] = [
  evalCase({
    id: 'lyrics-en-1', type: 'lyrics-poem', language: 'en',
    input: { input: 'my best friend talking behind my back', emotion: 'anger', lyricStyle: 'song' },
    facts: [
      { label: 'is about a (best) friend', check: /\bfriend/i },
      { label: 'talks about gossip, lies or words behind one’s back', check: /behind my back|gossip|rumou?r|whisper|lie[sd]?\b|lying|talk(?:ed|ing)?\b|words?\b/i },
      notPasted('my best friend talking behind my back'), chorusLike,
    ],
  }),
  evalCase({
    id: 'lyrics-en-2', type: 'lyrics-poem', language: 'en',
    input: { input: 'Moving to a new city alone at thirty', emotion: 'hope', lyricStyle: 'indie_folk' },
    facts: [
      { label: 'is about a new city or town', check: /\bcity|\btown|\bstreets?\b/i },
      { label: 'mentions moving, starting over or being alone', check: /\bmov(?:e|ing)|boxes|\balone|start(?:ing)? over|new start|fresh start|\bnew\b/i },
      notPasted('moving to a new city alone at thirty'), chorusLike,
    ],
  }),
  evalCase({
    id: 'lyrics-en-3', type: 'lyrics-poem', language: 'en',
    input: { input: "grandma's kimchi stew on a rainy day", emotion: 'longing', lyricStyle: 'ballad' },
    facts: [
      { label: 'mentions grandma', check: /grand(?:ma|mother|mom)/i },
      { label: 'mentions the stew, soup or her kitchen', check: /\bstew|\bsoup|kitchen|\bpot\b/i },
      notPasted("grandma's kimchi stew on a rainy day"), chorusLike,
    ],
  }),
  evalCase({
    id: 'lyrics-en-4', type: 'lyrics-poem', language: 'en',
    input: { input: 'working the night shift at the hospital', emotion: 'cheering', lyricStyle: 'rap' },
    facts: [
      { label: 'is about the hospital or nurses', check: /hospital|\bward\b|nurse|scrubs/i },
      { label: 'mentions the night or the shift', check: /\bnight|\bshift|3 a\.m|midnight|dawn/i },
      notPasted('working the night shift at the hospital'), chorusLike,
    ],
  }),
  evalCase({
    id: 'lyrics-en-5', type: 'lyrics-poem', language: 'en',
    input: { input: 'the dog we lost last winter', emotion: 'sadness', lyricStyle: 'poem' },
    facts: [
      { label: 'is about the dog', check: /\bdog|\bpup|\bleash|\bcollar/i },
      { label: 'mentions the winter or snow', check: /winter|\bsnow|\bcold|\bfrost/i },
      notPasted('the dog we lost last winter'),
    ],
  }),
  evalCase({
    id: 'lyrics-ko-1', type: 'lyrics-poem', language: 'ko',
    input: { input: '첫 월급으로 부모님께 선물 사 드린 날', emotion: 'joy', lyricStyle: 'song' },
    facts: [
      { label: '월급 이야기가 나온다', check: /월급/ },
      { label: '부모님(엄마, 아빠)이 나온다', check: /부모님|엄마|아빠|어머니|아버지/ },
      notPasted('첫 월급으로 부모님께 선물 사 드린 날'), chorusLike,
    ],
  }),
  evalCase({
    id: 'lyrics-ko-2', type: 'lyrics-poem', language: 'ko',
    input: { input: '10년 지기 친구와 멀어진 이야기', emotion: 'sadness', lyricStyle: 'ballad' },
    facts: [
      { label: '친구 이야기다', check: /친구/ },
      { label: '멀어짐, 거리, 연락이 끊긴 것을 말한다', check: /멀어|거리|연락|닿지|사이/ },
      notPasted('10년 지기 친구와 멀어진 이야기'), chorusLike,
    ],
  }),
  evalCase({
    id: 'lyrics-ko-3', type: 'lyrics-poem', language: 'ko',
    input: { input: '새벽 편의점 알바', emotion: 'cheering', lyricStyle: 'rap' },
    facts: [
      { label: '편의점이 나온다', check: /편의점/ },
      { label: '새벽이나 밤을 말한다', check: /새벽|밤|자정/ },
      chorusLike,
    ],
  }),
  evalCase({
    id: 'lyrics-ko-4', type: 'lyrics-poem', language: 'ko',
    input: { input: '헤어진 연인에게 끝내 보내지 못한 문자', emotion: 'breakup', lyricStyle: 'poem' },
    facts: [
      { label: '문자나 메시지가 나온다', check: /문자|메시지|답장/ },
      { label: '보내지 못한 것을 말한다', check: /보내지 못|못 보낸|보내지 않|전송|지우|보낼/ },
      notPasted('헤어진 연인에게 끝내 보내지 못한 문자'),
    ],
  }),
  evalCase({
    id: 'lyrics-ko-5', type: 'lyrics-poem', language: 'ko',
    input: { input: '고양이와 함께하는 겨울 아침', emotion: 'comfort', lyricStyle: 'free_verse' },
    facts: [
      { label: '고양이가 나온다', check: /고양이/ },
      { label: '겨울이나 아침이 나온다', check: /겨울|아침|눈 내리|입김/ },
      notPasted('고양이와 함께하는 겨울 아침'),
    ],
  }),
  evalCase({
    id: 'lyrics-vi-1', type: 'lyrics-poem', language: 'vi',
    input: { input: 'bị bạn thân nói xấu sau lưng', emotion: 'anger', lyricStyle: 'song' },
    facts: [
      { label: 'nói về bạn thân', check: /bạn thân|người bạn/i },
      { label: 'nói về lời nói xấu sau lưng', check: /nói xấu|sau lưng|lời đồn|dối trá|thì thầm/i },
      { label: 'không ghép câu sai kiểu "chạm vào bị …"', check: (text) => !/(?:chạm vào|vì|cho|của|với) bị /iu.test(text) },
      notPasted('bị bạn thân nói xấu sau lưng'), chorusLike,
    ],
  }),
  evalCase({
    id: 'lyrics-vi-2', type: 'lyrics-poem', language: 'vi',
    input: { input: 'mẹ nấu canh chua mỗi chiều', emotion: 'longing', lyricStyle: 'ballad' },
    facts: [
      { label: 'nhắc đến mẹ', check: /(?:^|[^\p{L}])mẹ(?!\p{L})/iu },
      { label: 'nhắc đến canh chua, bếp hay bữa cơm', check: /canh chua|căn bếp|gian bếp|bếp|bữa cơm|nồi canh/iu },
      notPasted('mẹ nấu canh chua mỗi chiều'), chorusLike,
    ],
  }),
  evalCase({
    id: 'lyrics-vi-3', type: 'lyrics-poem', language: 'vi',
    input: { input: 'những đêm ôn thi đại học', emotion: 'cheering', lyricStyle: 'rap' },
    facts: [
      { label: 'nói về kỳ thi, ôn bài', check: /thi|ôn bài|sách vở|trang sách|đề/iu },
      { label: 'nhắc đến đại học hoặc giấc mơ phía trước', check: /đại học|giảng đường|ước mơ|giấc mơ/iu },
      notPasted('những đêm ôn thi đại học'), chorusLike,
    ],
  }),
  evalCase({
    id: 'lyrics-vi-4', type: 'lyrics-poem', language: 'vi',
    input: { input: 'mưa Sài Gòn tháng sáu', emotion: 'love', lyricStyle: 'poem' },
    facts: [
      { label: 'có mưa', check: /mưa/iu },
      { label: 'nhắc đến Sài Gòn', check: /Sài Gòn/u },
    ],
  }),
  evalCase({
    id: 'lyrics-vi-5', type: 'lyrics-poem', language: 'vi',
    input: { input: 'ngày rời Hà Nội vào Nam lập nghiệp', emotion: 'longing', lyricStyle: 'indie_folk' },
    facts: [
      { label: 'nhắc đến Hà Nội', check: /Hà Nội/u },
      { label: 'nói về việc ra đi, rời xa', check: /rời|ra đi|xa|chuyến|tàu|hành lý|vali/iu },
      notPasted('ngày rời Hà Nội vào Nam lập nghiệp'), chorusLike,
    ],
  }),
  evalCase({
    id: 'lyrics-zh-1', type: 'lyrics-poem', language: 'zh',
    input: { input: '毕业那天的告别', emotion: 'longing', lyricStyle: 'song' },
    facts: [
      { label: '写到毕业', check: /毕业/ },
      { label: '写到告别或分别', check: /告别|再见|分别|离别|挥手|散场/ },
      notPasted('毕业那天的告别'), chorusLike,
    ],
  }),
  evalCase({
    id: 'lyrics-zh-2', type: 'lyrics-poem', language: 'zh',
    input: { input: '被最好的朋友在背后说坏话', emotion: 'anger', lyricStyle: 'rap' },
    facts: [
      { label: '写到朋友', check: /朋友|闺蜜|兄弟/ },
      { label: '写到背后说坏话或流言', check: /背后|坏话|流言|谣言|闲话/ },
      notPasted('被最好的朋友在背后说坏话'), chorusLike,
    ],
  }),
  evalCase({
    id: 'lyrics-zh-3', type: 'lyrics-poem', language: 'zh',
    input: { input: '外婆家的老院子', emotion: 'longing', lyricStyle: 'poem' },
    facts: [
      { label: '写到外婆', check: /外婆|姥姥/ },
      { label: '写到院子', check: /院子|院|庭/ },
      notPasted('外婆家的老院子'),
    ],
  }),
  evalCase({
    id: 'lyrics-zh-4', type: 'lyrics-poem', language: 'zh',
    input: { input: '第一次一个人去旅行', emotion: 'hope', lyricStyle: 'indie_folk' },
    facts: [
      { label: '写到旅行或出发', check: /旅行|旅途|出发|远方|车票|背包/ },
      { label: '写到一个人、独自', check: /一个人|独自|自己/ },
      notPasted('第一次一个人去旅行'), chorusLike,
    ],
  }),
  evalCase({
    id: 'lyrics-zh-5', type: 'lyrics-poem', language: 'zh',
    input: { input: '加班到深夜的最后一班地铁', emotion: 'comfort', lyricStyle: 'ballad' },
    facts: [
      { label: '写到地铁或末班车', check: /地铁|末班/ },
      { label: '写到加班或深夜', check: /加班|深夜|夜/ },
      notPasted('加班到深夜的最后一班地铁'), chorusLike,
    ],
  }),

  // Issue 13, second blind read: a long theme joining two situations ("… và …") is not pasted whole into the first
  // line, and Vietnamese compound words (mùa thi, cuối cấp, lời hứa, bạn thân) are never cut in half.
  evalCase({
    id: 'lyrics-vi-6', type: 'lyrics-poem', language: 'vi',
    input: { input: 'kỳ nghỉ hè cuối cùng ở quê ngoại và chiếc xe đạp cũ', emotion: 'longing', lyricStyle: 'song' },
    facts: [
      { label: 'nhắc đến quê ngoại, mùa hè hoặc chiếc xe đạp', check: /quê ngoại|nghỉ hè|xe đạp/iu },
      notInFirstLine('kỳ nghỉ hè cuối cùng ở quê ngoại và chiếc xe đạp cũ'),
      noCutCompound('không cắt đôi từ ghép (kỳ nghỉ, xe đạp, quê ngoại)', /(?:^|\s)(?:kỳ|xe|quê)$/iu),
      noDanglingVi,
    ],
  }),
  evalCase({
    id: 'lyrics-vi-7', type: 'lyrics-poem', language: 'vi',
    input: { input: 'lời xin lỗi chưa kịp nói với bố trước ngày bố đi xa', emotion: 'longing', lyricStyle: 'ballad' },
    facts: [
      { label: 'nói về bố', check: /(?<![\p{L}])bố(?![\p{L}])/iu },
      { label: 'nhắc đến lời xin lỗi', check: /xin lỗi/iu },
      notPasted('lời xin lỗi chưa kịp nói với bố trước ngày bố đi xa'),
      noCutCompound('không cắt đôi "lời xin lỗi"', /(?:^|\s)(?:lời|xin)$/iu),
      noDanglingVi,
    ],
  }),
  evalCase({
    id: 'lyrics-vi-8', type: 'lyrics-poem', language: 'vi',
    input: { input: 'tình bạn thời đại học và những buổi chiều ở ký túc xá', emotion: 'joy', lyricStyle: 'indie_folk' },
    facts: [
      { label: 'nói về tình bạn hoặc bạn bè', check: /tình bạn|bạn bè|bạn/iu },
      notInFirstLine('tình bạn thời đại học và những buổi chiều ở ký túc xá'),
      noCutCompound('không cắt đôi "đại học", "ký túc xá"', /(?:^|\s)(?:đại|ký|túc|thời)$/iu),
      noDanglingVi,
    ],
  }),
  evalCase({
    id: 'lyrics-en-6', type: 'lyrics-poem', language: 'en',
    input: { input: "the night before my driving test and my dad's old car", emotion: 'cheering', lyricStyle: 'song' },
    facts: [
      { label: 'mentions the test, driving or the car', check: /driv|\bcar\b|\btest\b|wheel|road/i },
      notInFirstLine("the night before my driving test and my dad's old car"),
      notPasted("the night before my driving test and my dad's old car"),
    ],
  }),
  evalCase({
    id: 'lyrics-en-7', type: 'lyrics-poem', language: 'en',
    input: { input: 'saying goodbye to my childhood home and the lemon tree in the yard', emotion: 'longing', lyricStyle: 'ballad' },
    facts: [
      { label: 'talks about home or the house', check: /\bhome\b|\bhouse\b/i },
      notInFirstLine('saying goodbye to my childhood home and the lemon tree in the yard'),
    ],
  }),
  evalCase({
    id: 'lyrics-en-8', type: 'lyrics-poem', language: 'en',
    input: { input: 'my first paycheck and the dinner I bought for my parents', emotion: 'joy', lyricStyle: 'poem' },
    facts: [
      { label: 'mentions the paycheck or the parents', check: /paycheck|parents|dinner/i },
      notInFirstLine('my first paycheck and the dinner I bought for my parents'),
    ],
  }),
  evalCase({
    id: 'lyrics-ko-6', type: 'lyrics-poem', language: 'ko',
    input: { input: '수능 전날 밤과 엄마가 싸 준 도시락', emotion: 'cheering', lyricStyle: 'ballad' },
    facts: [
      { label: '수능이나 엄마, 도시락 이야기', check: /수능|엄마|도시락/u },
      notInFirstLine('수능 전날 밤과 엄마가 싸 준 도시락'),
    ],
  }),
  evalCase({
    id: 'lyrics-ko-7', type: 'lyrics-poem', language: 'ko',
    input: { input: '졸업식 날 단짝이랑 찍은 마지막 사진', emotion: 'longing', lyricStyle: 'song' },
    facts: [
      { label: '사진이나 단짝, 졸업 이야기', check: /사진|단짝|졸업/u },
      notPasted('졸업식 날 단짝이랑 찍은 마지막 사진'),
    ],
  }),
  evalCase({
    id: 'lyrics-ko-8', type: 'lyrics-poem', language: 'ko',
    input: { input: '이사 가는 날 텅 빈 방과 벽에 남은 키 재기 자국', emotion: 'longing', lyricStyle: 'poem' },
    facts: [
      { label: '방, 이사, 자국 이야기', check: /방|이사|자국|벽/u },
      notInFirstLine('이사 가는 날 텅 빈 방과 벽에 남은 키 재기 자국'),
    ],
  }),
  evalCase({
    id: 'lyrics-zh-6', type: 'lyrics-poem', language: 'zh',
    input: { input: '高考前一晚和妈妈做的那碗面', emotion: 'cheering', lyricStyle: 'ballad' },
    facts: [
      { label: '写到高考、妈妈或那碗面', check: /高考|妈妈|面/u },
      notInFirstLine('高考前一晚和妈妈做的那碗面'),
    ],
  }),
  evalCase({
    id: 'lyrics-zh-7', type: 'lyrics-poem', language: 'zh',
    input: { input: '毕业那天和同桌的最后一张合照', emotion: 'longing', lyricStyle: 'song' },
    facts: [
      { label: '写到同桌、合照或毕业', check: /同桌|合照|照片|毕业/u },
      notInFirstLine('毕业那天和同桌的最后一张合照'),
    ],
  }),
  evalCase({
    id: 'lyrics-zh-8', type: 'lyrics-poem', language: 'zh',
    input: { input: '搬家那天空荡荡的房间和墙上的身高刻痕', emotion: 'longing', lyricStyle: 'poem' },
    facts: [
      { label: '写到房间、搬家或刻痕', check: /房间|搬家|刻痕|墙/u },
      notInFirstLine('搬家那天空荡荡的房间和墙上的身高刻痕'),
    ],
  }),
];
