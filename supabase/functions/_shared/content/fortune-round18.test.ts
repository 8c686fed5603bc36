import { checkFortuneRows, type FortuneRow } from './fortune-rows-harness.ts';

// Round 18 of issue 13 (helper fort20): the general paths a request reaches when no special reader fits — the situation
// rank (a keyword of a move, a trip, a promotion anywhere in the request called up its stock lines), the stock stance
// ("a careful yes" to a why, a when, a symptom), the omen reader (a partner's behaviour read as an omen), the grounded
// evidence's "sooner than you think" and the first-named lean between two places for money. Every input is held out:
// none is in round18-fort20.before.json or in the hold-out set round18-fort20.after.json.

/** What those paths answered with: a stock yes, an omen's "no", a coin, a first-named lean, a situation's stock lines. */
const stock = /a careful yes|Short answer first|The signs point to yes|lean(?:s)? toward yes, but not in a hurry|not a bad omen|the one you named first|먼저 꺼내신 쪽|你先说出口的那个|조심스러운 ‘예’|흉조로 읽히지|Quẻ nghiêng về “có”, nếu bạn không vội|điềm báo xấu|征兆指向“是”|新 리더|new leader|house move|이사는 운을/u;

const checkRows = (title: string, rows: readonly FortuneRow[]): void => checkFortuneRows(title, rows, stock);

checkRows('a why about the visitor is answered with a reason and a way to find it, never a yes', [
  { language: 'vi', category: 'today', input: 'sao hôm nay em cứ cáu gắt vô cớ vậy', path: 'fall20:why', says: /Bạn hỏi: sao hôm nay bạn cứ cáu gắt vô cớ[\s\S]*cần một lý do[\s\S]*hai tiếng trước đó/u },
  { language: 'ko', category: 'today', input: '오늘 왜 이렇게 아무것도 하기 싫을까요', path: 'fall20:why', says: /‘오늘 왜 이렇게 아무것도 하기 싫을까요’[\s\S]*이유로 답할게요[\s\S]*두 시간/u },
]);

checkRows('a why about someone else is theirs to answer: the ordinary reasons, and one light question', [
  { language: 'en', category: 'love', input: 'why does my boyfriend never text first', path: 'fall20:whyTheirs', says: /“why does your boyfriend never text first”[\s\S]*only they can give[\s\S]*ask once, lightly/u },
  { language: 'vi', category: 'love', input: 'tại sao anh ấy không bao giờ nhắn tin trước vậy', path: 'fall20:whyTheirs', says: /anh ấy không bao giờ nhắn tin trước[\s\S]*chỉ chính người đó trả lời được[\s\S]*hỏi một lần/u },
  { language: 'ko', category: 'love', input: '남친은 왜 먼저 연락을 안 할까요', path: 'fall20:whyTheirs', says: /‘남친은 왜 먼저 연락을 안 할까요’[\s\S]*그 사람만 답할 수 있어요[\s\S]*가볍게 한 번 물어보세요/u },
]);

checkRows('whether what another person does is a bad sign is a question to ask them, never an omen', [
  { language: 'en', category: 'love', input: 'my girlfriend never posts me on instagram. is that a bad sign?', path: 'fall20:whetherBad', says: /your girlfriend never posts you on instagram[\s\S]*Not by itself[\s\S]*bring it up once/u },
  { language: 'vi', category: 'love', input: 'bạn trai em chưa bao giờ đăng ảnh em lên mạng, có phải điềm xấu không', path: 'fall20:whetherBad', says: /bạn trai bạn chưa bao giờ đăng ảnh bạn lên mạng[\s\S]*Tự nó thì chưa phải[\s\S]*nói ra một lần/u },
  { language: 'ko', category: 'love', input: '여친이 친구들한테 저를 소개를 안 해줘요. 안 좋은 징조일까요?', path: 'fall20:whetherBad', says: /‘여친이 친구들한테 저를 소개를 안 해줘요’[\s\S]*그것만으로는 아니에요[\s\S]*한 번 물어보세요/u },
  { language: 'zh', category: 'love', input: '男朋友从来不带我见他的朋友，这是不好的兆头吗', path: 'fall20:whetherBad', says: /男朋友从来不带你见他的朋友[\s\S]*单凭这一点还不算[\s\S]*问一次/u },
]);

checkRows('a symptom asked "is it ok?" gets its everyday cause and when to see a doctor, never a stance', [
  { language: 'en', category: 'health', input: 'my ankles swell a bit at night. is that ok?', path: 'fall20:symptom', says: /your ankles swell a bit at night[\s\S]*can’t examine you[\s\S]*everyday cause[\s\S]*doctor/u },
  { language: 'vi', category: 'health', input: 'dạo này sáng dậy em hay bị tê tay, vậy có ổn không ạ', path: 'fall20:symptom', says: /sáng dậy bạn hay bị tê tay[\s\S]*không khám bệnh được[\s\S]*đi khám/u },
  { language: 'ko', category: 'health', input: '요즘 계단 오르면 무릎이 시큰해요. 괜찮을까요?', path: 'fall20:symptom', says: /무릎이 시큰해요[\s\S]*진찰할 수 없으니[\s\S]*병원에 가 보세요/u },
  { language: 'zh', category: 'health', input: '最近早上起来脚后跟疼，走几步就好了，没事吧？', path: 'fall20:symptom', says: /脚后跟疼[\s\S]*没法替你看病[\s\S]*去看医生/u },
]);

checkRows('a when about the visitor’s own life gets no invented date: what brings it closer, and a dated step', [
  { language: 'en', category: 'future', input: 'been applying for months, when will i finally land a job', path: 'fall20:whenEvent', says: /you’ve been applying for months[\s\S]*No card can honestly put a date[\s\S]*give it a date/u },
  { language: 'vi', category: 'future', input: 'em nộp hồ sơ mấy tháng rồi, bao giờ em mới có việc làm', path: 'fall20:whenEvent', says: /bao giờ bạn mới có việc làm[\s\S]*định được ngày[\s\S]*gắn cho nó một ngày/u },
  { language: 'zh', category: 'future', input: '投了好几个月简历了，我什么时候才能找到工作', path: 'fall20:whenEvent', says: /你什么时候才能找到工作[\s\S]*定一个日子/u },
]);

checkRows('a worry asked beside a situation told (the weather on a moving day) is planned for, not met with the situation’s yes', [
  { language: 'en', category: 'week', input: 'moving apartments this saturday, is the weather going to be bad? we have no movers', path: 'fall20:worry', says: /you’re moving apartments this saturday[\s\S]*plan as if it will[\s\S]*forecast/u },
  { language: 'vi', category: 'week', input: 'thứ bảy này em chuyển nhà, thời tiết có xấu không, đồ đạc nhiều lắm', path: 'fall20:worry', says: /thời tiết có xấu không[\s\S]*tính như thể nó sẽ xảy ra[\s\S]*dự báo thời tiết/u },
  { language: 'zh', category: 'week', input: '这周六搬家，天气会不会不好？东西特别多', path: 'fall20:worry', says: /天气会不会不好[\s\S]*按会的情况来打算[\s\S]*天气预报/u },
]);

checkRows('a what asked about what happened to the visitor gives one thing to look at, never the situation’s coaching', [
  { language: 'ko', category: 'work', input: '입사 동기가 먼저 팀장이 됐는데 저는 뭐가 부족한 걸까요', path: 'fall20:what', says: /‘입사 동기가 먼저 팀장이 됐는데’[\s\S]*들여다볼 한 가지[\s\S]*그 대답대로 움직이세요/u },
]);

checkRows('a how about saying something gets a way to say it, never the grounded evidence asking back', [
  { language: 'zh', category: 'work', input: '房东又要涨房租，我该怎么跟他谈', path: 'fall20:howSay', says: /房东又要涨房租[\s\S]*专门约一个时间说[\s\S]*什么时候可以再谈/u },
]);

checkRows('two places for money are weighed as money things, never by which was named first', [
  { language: 'ko', category: 'money', input: '적금 깰까 아니면 그 돈으로 펀드 들까 고민돼요', path: 'weigh13:choice:money-horizon', says: /동전 던지기로 정하지 않을게요[\s\S]*언제 필요하냐/u },
  { language: 'zh', category: 'money', input: '年终奖是先还车贷还是拿去买基金', path: 'weigh13:choice:money-rate', says: /不靠抛硬币[\s\S]*贷款利率/u },
]);
