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
];
