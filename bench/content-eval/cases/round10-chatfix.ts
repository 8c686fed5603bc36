/**
 * Round 10 of issue 13 (helper chatfix): shape answers in the persona chat. Sixteen fresh requests written before any
 * fix (round10-chatfix.before.json): a kitchen problem (the dish as written and rescue steps for THAT problem), a puzzle
 * report (the visitor's facts laid out and a first test), someone else's event (their event and the visitor's feelings,
 * never the visitor's own trip or wedding) and a mask ("I keep telling everyone I'm fine"). Negative facts catch the
 * failure classes: the whole message echoed back, "tell me more: what happened?", a street-food or fried-rice stock
 * line for a kitchen problem, a wedding read as the visitor's own, an invented person for a mask.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
/** The reply does not quote the visitor's message whole. */
const noEcho = (message: string) => ({ label: 'never echoes the whole message', check: (text: string): boolean => !text.includes(message.replace(/[.?!。？！]+$/u, '')) });

const m = {
  en1: "made a big pot of chili for the potluck tmrw and it's WAY too spicy, my kids won't even touch it. any fix?",
  en2: "Every night someone folds in the side mirror of my car. It's parked in a locked garage and only I have the key. Who's doing this??",
  en3: "My dad has heart surgery on Friday and I'm the one holding everyone together. I keep telling everyone I'm fine but honestly I'm not.",
  en4: "my little sister is getting married next month and i'm her maid of honor, so nervous about the speech lol",
  vi1: 'Nồi chè đậu xanh mình nấu bị ngọt quá, khách sắp tới rồi, làm sao giờ?',
  vi2: 'Sáng nào mở tủ lạnh cũng thấy mất một hộp sữa chua, nhà chỉ có em với bà nội. Ai lấy vậy anh?',
  vi3: 'Mẹ tao phải nằm viện cả tuần nay, tao chạy qua chạy lại mệt muốn xỉu luôn.',
  vi4: 'Ở công ty em lúc nào cũng cười nói vui vẻ, nhưng cứ về tới nhà là chỉ muốn khóc.',
  ko1: '김치볶음밥 하다가 밥이 팬에 다 눌어붙었어요ㅠㅠ 살릴 수 있을까요?',
  ko2: '회사 제 책상 위 화분이 월요일마다 자리가 바뀌어 있어요. 주말엔 사무실이 잠겨 있는데 누가 그런 걸까요?',
  ko3: '동생 결혼식이 다음 주인데, 축하해야 하는 건 아는데 마음이 이상하게 허전해요.',
  ko4: '우리 할머니가 병원에 입원하셨어. 나 너무 걱정돼',
  zh1: '红烧肉收汁的时候没看住，锅底糊了，上面的肉还能吃吗？',
  zh2: '公司冰箱里我的酸奶这周已经第三次不见了，盒子上明明写着名字。到底是谁？',
  zh3: '我姐下周要生宝宝了，我比她还紧张哈哈',
  zh4: '每次家里吵架，我都装作没事去劝，其实自己心里很累。',
};
const thinAsk = /tell me (?:a little )?more|what happened\?|kể thêm|더 얘기해|무슨 일이야|再多说一点|发生了什么/iu;

export const cases: EvalCase[] = [
  evalCase({
    id: 'r10chatfix-en-1', type: 'persona-chat', language: 'en', input: { persona: 'chef', messages: [user(m.en1)] },
    facts: [
      { label: 'names the chili', check: /chili/iu },
      { label: 'a fix for too spicy (dilute, creamy)', check: /yogurt|sour cream|coconut milk|milder|mild base/iu },
      { label: 'no thin ask back', check: not(thinAsk) },
      noEcho(m.en1),
    ],
  }),
  evalCase({
    id: 'r10chatfix-en-2', type: 'persona-chat', language: 'en', input: { persona: 'detective', messages: [user(m.en2)] },
    facts: [
      { label: 'names the side mirror', check: /side mirror/iu },
      { label: 'reasons from the only key', check: /only key|spare/iu },
      { label: 'a first concrete test', check: /tape|record|photo/iu },
      { label: 'never asks what goes missing', check: not(/what exactly goes missing|when does it happen/iu) },
    ],
  }),
  evalCase({
    id: 'r10chatfix-en-3', type: 'persona-chat', language: 'en', input: { persona: 'psychologist', messages: [user(m.en3)] },
    facts: [
      { label: "the dad's surgery on Friday", check: (text) => /dad/iu.test(text) && /surgery|operation/iu.test(text) },
      { label: 'answers the mask (saying fine while not)', check: /(?:you're|you are) fine while|pretend|true version/iu },
      { label: 'never asks the day again', check: not(/when is (?:the|his) surgery/iu) },
    ],
  }),
  evalCase({
    id: 'r10chatfix-en-4', type: 'persona-chat', language: 'en', input: { persona: 'kpop_female', messages: [user(m.en4)] },
    facts: [
      { label: "the sister's wedding, not the visitor's", check: /sister's wedding|sister is getting married/iu },
      { label: 'takes up the nerves', check: /nervous/iu },
      { label: 'no own-wedding misread', check: not(/What part of the wedding worries you|your wedding/iu) },
    ],
  }),
  evalCase({
    id: 'r10chatfix-vi-1', type: 'persona-chat', language: 'vi', input: { persona: 'girl', messages: [user(m.vi1)] },
    facts: [
      { label: 'names the chè đậu xanh', check: /chè đậu xanh/u },
      { label: 'a fix for too sweet', check: /muối|chanh|không đường/u },
      { label: 'no street-food stock line', check: not(/quán vỉa hè|Bụng mình/u) },
    ],
  }),
  evalCase({
    id: 'r10chatfix-vi-2', type: 'persona-chat', language: 'vi', input: { persona: 'detective', messages: [user(m.vi2)] },
    facts: [
      { label: 'uses the yoghurt and the morning', check: (text) => /sữa chua/u.test(text) && /sáng/u.test(text) },
      { label: 'uses the grandmother', check: /bà nội/u },
      { label: 'a first concrete test', check: /quay|chụp|đếm/u },
      noEcho(m.vi2),
    ],
  }),
  evalCase({
    id: 'r10chatfix-vi-3', type: 'persona-chat', language: 'vi', input: { persona: 'childhood_friend', messages: [user(m.vi3)] },
    facts: [
      { label: 'the mother in hospital', check: /[Mm]ẹ/u },
      { label: 'takes up the exhaustion', check: /mệt|nghỉ|ăn ngủ/u },
      { label: 'keeps mày/tao', check: /mày|tao/u },
    ],
  }),
  evalCase({
    id: 'r10chatfix-vi-4', type: 'persona-chat', language: 'vi', input: { persona: 'psychologist', messages: [user(m.vi4)] },
    facts: [
      { label: 'answers the mask', check: /tỏ ra|giả vờ|gồng/u },
      { label: 'takes up crying at home', check: /nhà/u },
      { label: 'no invented person', check: not(/người đó|người ấy/u) },
    ],
  }),
  evalCase({
    id: 'r10chatfix-ko-1', type: 'persona-chat', language: 'ko', input: { persona: 'chef', messages: [user(m.ko1)] },
    facts: [
      { label: '김치볶음밥을 말한다', check: /김치볶음밥/u },
      { label: '눌어붙은 것에 대한 처치', check: /물|불리|누룽지/u },
      { label: '밥으로 볶음밥 만들라는 오독 없음', check: not(/배달 앱 끄고|그걸로 볶음밥/u) },
    ],
  }),
  evalCase({
    id: 'r10chatfix-ko-2', type: 'persona-chat', language: 'ko', input: { persona: 'detective', messages: [user(m.ko2)] },
    facts: [
      { label: '화분과 월요일을 쓴다', check: (text) => /화분/u.test(text) && /월요일/u.test(text) },
      { label: '잠긴 문에서 추리한다', check: /잠겨|열쇠/u },
      { label: '첫 번째 확인 방법', check: /테이프|녹화|사진/u },
      noEcho(m.ko2),
    ],
  }),
  evalCase({
    id: 'r10chatfix-ko-3', type: 'persona-chat', language: 'ko', input: { persona: 'psychologist', messages: [user(m.ko3)] },
    facts: [
      { label: '동생의 결혼으로 읽는다', check: /동생/u },
      { label: '허전한 마음을 받는다', check: /허전/u },
      { label: '방문자 본인의 결혼 준비로 읽지 않는다', check: not(/결혼식 준비는 어떻게/u) },
    ],
  }),
  evalCase({
    id: 'r10chatfix-ko-4', type: 'persona-chat', language: 'ko', input: { persona: 'kid', messages: [user(m.ko4)] },
    facts: [
      { label: '할머니를 말한다', check: /할머니/u },
      { label: '걱정을 받는다', check: /걱정/u },
      { label: '엉뚱한 발표 이야기 없음', check: not(/발표할 때/u) },
    ],
  }),
  evalCase({
    id: 'r10chatfix-zh-1', type: 'persona-chat', language: 'zh', input: { persona: 'chef', messages: [user(m.zh1)] },
    facts: [
      { label: '说出红烧肉', check: /红烧肉/u },
      { label: '先回答上面能不能吃', check: /^能/u },
      { label: '糊底的处理', check: /别搅|铲底|干净的锅/u },
      noEcho(m.zh1),
    ],
  }),
  evalCase({
    id: 'r10chatfix-zh-2', type: 'persona-chat', language: 'zh', input: { persona: 'detective', messages: [user(m.zh2)] },
    facts: [
      { label: '用到酸奶和第三次', check: (text) => /酸奶/u.test(text) && /第三次/u.test(text) },
      { label: '从写着名字推理', check: /名字|标签/u },
      { label: '第一步测试', check: /录|拍照|数/u },
    ],
  }),
  evalCase({
    id: 'r10chatfix-zh-3', type: 'persona-chat', language: 'zh', input: { persona: 'girl', messages: [user(m.zh3)] },
    facts: [
      { label: '是姐姐生宝宝', check: /你姐/u },
      { label: '接住紧张', check: /紧张/u },
      { label: '没有无关的深呼吸套话', check: not(/世界可以等三秒/u) },
    ],
  }),
  evalCase({
    id: 'r10chatfix-zh-4', type: 'persona-chat', language: 'zh', input: { persona: 'psychologist', messages: [user(m.zh4)] },
    facts: [
      { label: '回应装作没事', check: /装作没事|我没事/u },
      { label: '没有误读成和对方吵架', check: not(/跟对方吵架|这个人对你很重要/u) },
    ],
  }),
];

/** Second pass (general shapes): the 8 requests of round10-chatfix.after.json, tuned on after their untuned read. */
const g = {
  en1: "grandpa's gravy went all lumpy and thanksgiving dinner is in an hour, help!!",
  en2: "My roommate's dog died yesterday and she's been crying all night. I don't know what to say to her.",
  vi1: 'Tuần này đã ba lần cửa sổ phòng khách mở toang vào buổi sáng dù tối nào em cũng đóng kỹ. Có ai vào nhà không anh?',
  vi2: 'Bánh flan em hấp bị rỗ hết mặt rồi, còn ăn được không chị?',
  ko1: '남자친구가 다음 달에 군대 가요. 기다릴 수 있을지 모르겠어요.',
  ko2: '미역국 끓였는데 너무 싱거워요. 간장 더 넣으면 될까요?',
  zh1: '每天半夜客厅的灯都会自己亮，家里就我一个人住。',
  zh2: '我爸下个月退休了，他说没事，但我感觉他其实挺失落的。',
};

cases.push(
  evalCase({
    id: 'r10chatfix2-en-1', type: 'persona-chat', language: 'en', input: { persona: 'kid', messages: [user(g.en1)] },
    facts: [
      { label: 'names the gravy', check: /gravy/iu },
      { label: 'a rescue for lumps (whisk / sieve / blend)', check: /whisk|sieve|blend/iu },
      { label: 'not the Thanksgiving small talk', check: not(/How did the rest of Thanksgiving/iu) },
      noEcho(g.en1),
    ],
  }),
  evalCase({
    id: 'r10chatfix2-en-2', type: 'persona-chat', language: 'en', input: { persona: 'psychologist', messages: [user(g.en2)] },
    facts: [
      { label: "the roommate's dog, as a loss", check: /sorry about your roommate's dog/iu },
      { label: 'what to say to her', check: /words|say/iu },
      { label: 'no stock pet line', check: not(/well done|secret life|I love this/iu) },
    ],
  }),
  evalCase({
    id: 'r10chatfix2-vi-1', type: 'persona-chat', language: 'vi', input: { persona: 'detective', messages: [user(g.vi1)] },
    facts: [
      { label: 'cửa sổ phòng khách, đọc trọn cụm', check: /cửa sổ phòng khách/u },
      { label: 'trả lời câu có ai vào không', check: /Chưa chắc/u },
      { label: 'không có cụm gãy "đồ bị mở"', check: not(/đồ bị mở/u) },
      noEcho(g.vi1),
    ],
  }),
  evalCase({
    id: 'r10chatfix2-vi-2', type: 'persona-chat', language: 'vi', input: { persona: 'chef', messages: [user(g.vi2)] },
    facts: [
      { label: 'trả lời ăn được trước', check: /^Ăn được/u },
      { label: 'gọi tên bánh flan', check: /bánh flan/iu },
      { label: 'không có câu đói à / bún chả', check: not(/bún chả|Đói à/u) },
    ],
  }),
  evalCase({
    id: 'r10chatfix2-ko-1', type: 'persona-chat', language: 'ko', input: { persona: 'astrologer', messages: [user(g.ko1)] },
    facts: [
      { label: '남자친구의 입대로 읽음', check: /남자친구가 다음 달에 입대/u },
      { label: '금성 운세 상투어가 아님', check: not(/금성|오전 7시/u) },
    ],
  }),
  evalCase({
    id: 'r10chatfix2-ko-2', type: 'persona-chat', language: 'ko', input: { persona: 'chef', messages: [user(g.ko2)] },
    facts: [
      { label: '예/아니오에 먼저 답함', check: /^응, 간장 넣으면 돼/u },
      { label: '국간장으로 조금씩', check: /국간장/u },
    ],
  }),
  evalCase({
    id: 'r10chatfix2-zh-1', type: 'persona-chat', language: 'zh', input: { persona: 'detective', messages: [user(g.zh1)] },
    facts: [
      { label: '客厅的灯自己亮', check: /客厅的灯会自己亮/u },
      { label: '一个人住这个条件', check: /一个人住|没有别人/u },
      { label: '电器原因的检查', check: /定时器|开关/u },
      noEcho(g.zh1),
    ],
  }),
  evalCase({
    id: 'r10chatfix2-zh-2', type: 'persona-chat', language: 'zh', input: { persona: 'childhood_friend', messages: [user(g.zh2)] },
    facts: [
      { label: '是爸爸退休', check: /你爸下个月退休/u },
      { label: '他说没事是对他的担心', check: /他说没事/u },
      { label: '不是访客自己装没事', check: not(/明明不好还要装作没事/u) },
    ],
  }),
);
