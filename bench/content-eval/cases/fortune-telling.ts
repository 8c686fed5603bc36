/** Evaluation requests for the fortune teller (issue 13): a reading must answer the question first. */
import { evalCase, type EvalCase } from '../eval-case.ts';

const otherPlaces = /Da Nang|Đà Nẵng|다낭|岘港|Kyoto|교토|京都|Lisbon|Lisboa|리스본|里斯本|Hoi An|Hội An|호이안|会安|Chiang Mai|치앙마이|清迈|Tallinn|Hallstatt|Taipei|타이베이|台北|Busan|부산|釜山|Gangneung|강릉|Hangzhou|항저우|杭州|Jeju|제주|济州|Đà Lạt|Sa Pa|Phú Quốc|Kyoto/;
const only = (place: RegExp) => (text: string) => place.test(text) && !otherPlaces.test(text.replace(place, ''));

/** Fortune cases, five per language. */
export const cases: EvalCase[] = [
  evalCase({
    id: 'fortune-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: 'I want to start investing in stocks this year. Is it a good idea?' },
    facts: [{ label: 'talks about investing or stocks', check: /invest|stock|shares|portfolio|market/i }],
  }),
  evalCase({
    id: 'fortune-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'travel', input: 'Will my trip to Yunnan next month go well?' },
    facts: [{ label: 'talks about Yunnan and sends me nowhere else', check: only(/Yunnan/) }],
  }),
  evalCase({
    id: 'fortune-en-3', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: 'My ex texted me after two years of silence. Should I reply?' },
    facts: [
      { label: 'talks about the ex', check: /\bex\b|former|old flame|past love/i },
      { label: 'addresses the message or whether to reply', check: /repl|message|text|answer|respond/i },
    ],
  }),
  evalCase({
    id: 'fortune-en-4', type: 'fortune-telling', language: 'en',
    input: { category: 'work', input: 'I have my driving test on Friday, will I pass?' },
    facts: [{ label: 'talks about the driving test', check: /driving|test|exam/i }],
  }),
  evalCase({
    id: 'fortune-en-5', type: 'fortune-telling', language: 'en',
    input: { category: 'health', input: 'I have been sleeping badly for weeks. Will it get better?' },
    facts: [{ label: 'talks about sleep', check: /sleep|insomnia|bed|rest/i }],
  }),
  evalCase({
    id: 'fortune-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'money', input: '주식 처음 시작해 보려는데 올해 괜찮을까요?' },
    facts: [{ label: '주식이나 투자 이야기를 한다', check: /주식|투자|종목/ }],
  }),
  evalCase({
    id: 'fortune-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'travel', input: '다음 달에 윈난 여행 가는데 괜찮을까요?' },
    facts: [{ label: '윈난을 말하고 다른 여행지를 권하지 않는다', check: only(/윈난/) }],
  }),
  evalCase({
    id: 'fortune-ko-3', type: 'fortune-telling', language: 'ko',
    input: { category: 'love', input: '2년 만에 전 남자친구한테 연락이 왔어요. 답장해도 될까요?' },
    facts: [
      { label: '전 연인 이야기를 한다', check: /전 남자친구|전남친|옛 연인|예전 연인|지난 인연|헤어진/ },
      { label: '연락이나 답장을 다룬다', check: /연락|답장|메시지|문자/ },
    ],
  }),
  evalCase({
    id: 'fortune-ko-4', type: 'fortune-telling', language: 'ko',
    input: { category: 'work', input: '이직 준비 중인데 이번에 붙을 수 있을까요?' },
    facts: [{ label: '이직 이야기를 한다', check: /이직|새 직장|옮기/ }],
  }),
  evalCase({
    id: 'fortune-ko-5', type: 'fortune-telling', language: 'ko',
    input: { category: 'today', input: '오늘 아파트 계약하러 가는데 잘 될까요?' },
    facts: [
      { label: '집 계약 이야기를 한다', check: /계약|아파트|집|이사|서류/ },
      { label: '건강이나 아픔으로 잘못 읽지 않는다', check: (text) => !/건강|아프|아파(?!트)/.test(text) },
    ],
  }),
  evalCase({
    id: 'fortune-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'Năm nay mình có nên bắt đầu đầu tư chứng khoán không?' },
    facts: [{ label: 'nói về đầu tư / chứng khoán', check: /đầu tư|chứng khoán|cổ phiếu/i }],
  }),
  evalCase({
    id: 'fortune-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'travel', input: 'Tháng sau mình đi Vân Nam, chuyến đi có suôn sẻ không?' },
    facts: [{ label: 'nói về Vân Nam, không gợi ý nơi khác', check: only(/Vân Nam/) }],
  }),
  evalCase({
    id: 'fortune-vi-3', type: 'fortune-telling', language: 'vi',
    input: { category: 'future', input: 'Mình định mở quán cà phê, có nên không?' },
    facts: [
      { label: 'nói về việc mở quán / kinh doanh', check: /mở quán|quán|kinh doanh|buôn bán|khách/i },
      { label: 'không coi đó là chuyện ăn uống', check: (text) => !/món ăn|bữa trưa|bữa tối|đói/i.test(text) },
    ],
  }),
  evalCase({
    id: 'fortune-vi-4', type: 'fortune-telling', language: 'vi',
    input: { category: 'love', input: 'Người yêu cũ nhắn tin lại sau hai năm, mình có nên trả lời?' },
    facts: [
      { label: 'nói về người yêu cũ', check: /người yêu cũ|người cũ|chuyện cũ/i },
      { label: 'nói về tin nhắn / trả lời', check: /nhắn|trả lời|hồi âm/i },
    ],
  }),
  evalCase({
    id: 'fortune-vi-5', type: 'fortune-telling', language: 'vi',
    input: { category: 'health', input: 'Dạo này mình hay bị đau lưng, có sao không?' },
    facts: [{ label: 'nói về cái lưng', check: /lưng|cột sống|tư thế/i }],
  }),
  evalCase({
    id: 'fortune-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'money', input: '我想开始炒股，今年合适吗？' },
    facts: [{ label: '说到炒股或投资', check: /股|投资|理财/ }],
  }),
  evalCase({
    id: 'fortune-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'travel', input: '下个月去云南旅行顺利吗？' },
    facts: [{ label: '说到云南，不推荐别处', check: only(/云南/) }],
  }),
  evalCase({
    id: 'fortune-zh-3', type: 'fortune-telling', language: 'zh',
    input: { category: 'love', input: '分手两年的前任突然给我发消息了，要不要回？' },
    facts: [
      { label: '说到前任', check: /前任|旧爱|前男友|前女友/ },
      { label: '说到消息或回不回', check: /消息|回复|回不回|回信|要不要回|联系/ },
    ],
  }),
  evalCase({
    id: 'fortune-zh-4', type: 'fortune-telling', language: 'zh',
    input: { category: 'work', input: '下周要考驾照，能过吗？' },
    facts: [{ label: '说到驾照考试', check: /驾照|考试|科目|考/ }],
  }),
  evalCase({
    id: 'fortune-zh-5', type: 'fortune-telling', language: 'zh',
    input: { category: 'menu', input: '今天想吃点清淡的，吃什么好？' },
    facts: [{ label: '推荐清淡的菜', check: /清淡|粥|清汤|蒸|青菜|蔬菜|豆腐|汤/ }],
  }),
];
