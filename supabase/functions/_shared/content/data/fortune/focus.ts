/**
 * Narrower question topics ("focuses") that a reading answers first: starting to invest, an ex who got in touch,
 * changing jobs, sleep, a sore back, a light meal. Each has a parent topic (its category-level name stays the parent's),
 * keywords in the four languages, and per language a name and advice lines (phrase grammar; {topic} is the focus name).
 * Also: the lines that answer a yes/no question first, the words that mark contact (a text, a reply), and destinations.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { FortuneTopic } from './topics.ts';

/** The focuses, most specific first. */
export const fortuneFocuses = ['invest', 'big_purchase', 'raise', 'open_shop', 'ex_contact', 'ex', 'job_change', 'sleep', 'back_pain', 'light_food'] as const;
/** A narrower question topic. */
export type FortuneFocus = (typeof fortuneFocuses)[number];

/** The topic each focus belongs to. */
export const focusParents: Readonly<Record<FortuneFocus, FortuneTopic>> = {
  invest: 'money',
  big_purchase: 'money',
  raise: 'job',
  open_shop: 'business',
  ex_contact: 'breakup',
  ex: 'breakup',
  job_change: 'job',
  sleep: 'health',
  back_pain: 'health',
  light_food: 'food',
};

/** Keywords per focus (see keyword-match.ts for the syntax); `ex_contact` is chosen in code (an ex plus a contact word). */
export const focusKeywords: Readonly<Record<FortuneFocus, readonly string[]>> = {
  invest: [
    'invest*', 'stock', 'stock market', 'shares', 'crypto', 'bitcoin', 'etf', 'index fund', 'portfolio', 'trading',
    '주식', '투자', '코인', '비트코인', '펀드', 'etf', '주식투자', '재테크',
    'đầu tư', 'chứng khoán', 'cổ phiếu', 'tiền ảo', 'tiền điện tử', 'quỹ',
    '炒股', '股票', '投资', '基金', '比特币', '股市', '理财',
  ],
  big_purchase: [
    'buy a car', 'buy a new car', 'buy a house', 'buy a flat', 'buy an apartment', 'new laptop', 'big purchase', 'take out a loan', 'mortgage',
    '차를 사*', '차 사*', '집을 사*', '집 사*', '내 집 마련', '대출',
    'mua xe', 'mua nhà', 'mua ô tô', 'mua căn hộ', 'vay tiền', 'trả góp',
    '买车', '买房', '贷款', '房贷', '分期',
  ],
  raise: [
    'ask for a raise', 'pay rise', 'a raise', 'salary negotiation', 'negotiate my salary', 'promotion',
    '연봉 협상', '연봉 인상', '월급 올려', '승진',
    'tăng lương', 'xin tăng lương', 'thăng chức', 'đàm phán lương',
    '加薪', '涨工资', '升职', '谈薪',
  ],
  open_shop: [
    'open a café', 'open a cafe', 'open a coffee shop', 'open a restaurant', 'open a shop', 'open a bakery', 'open my own', 'my own café',
    '카페 창업', '카페를 차리*', '가게를 차리*', '가게를 열*', '카페를 열*', '식당을 차리*',
    'mở quán', 'mở quán cà phê', 'mở tiệm', 'mở cửa hàng', 'mở nhà hàng', 'mở quán ăn',
    '开咖啡店', '开一家', '开店', '开餐厅', '开奶茶店',
  ],
  ex_contact: [],
  ex: [
    'ex', 'my ex', 'ex-boyfriend', 'ex boyfriend', 'ex-girlfriend', 'ex girlfriend', 'former partner', 'old flame',
    '전 남자친구', '전 여자친구', '전남친', '전여친', '전 애인', '헤어진 남자친구', '헤어진 여자친구', '옛 연인', '전남편', '전 남편', '전처',
    'người yêu cũ', 'người cũ', 'bồ cũ', 'chồng cũ', 'vợ cũ',
    '前任', '前男友', '前女友', '前夫', '前妻', '旧爱',
  ],
  job_change: [
    'change jobs', 'changing jobs', 'switch jobs', 'new job', 'quit my job', 'job hunting', 'job offer', 'leave my job',
    '이직', '퇴사', '전직', '새 직장', '회사를 옮기', '회사 옮기',
    'chuyển việc', 'nhảy việc', 'đổi việc', 'nghỉ việc', 'công việc mới', 'việc mới',
    '换工作', '跳槽', '辞职', '新工作', '离职',
  ],
  sleep: [
    'sleep*', 'insomnia', 'can’t sleep', 'awake at night', 'nightmares',
    '잠', '잠이', '불면', '불면증', '못 자', '잠을 못',
    'mất ngủ', 'ngủ', 'giấc ngủ', 'thức khuya', 'khó ngủ',
    '失眠', '睡不着', '睡眠', '睡觉', '熬夜', '做噩梦',
  ],
  back_pain: [
    'back pain', 'my back', 'back hurts', 'sore back', 'lower back', 'neck pain', 'shoulder pain',
    '허리', '허리가', '허리 통증', '목 통증', '어깨 통증', '디스크',
    'đau lưng', 'lưng', 'đau cổ', 'đau vai', 'cột sống',
    '腰疼', '腰痛', '背疼', '颈椎', '肩膀疼', '腰',
  ],
  light_food: [
    'something light', 'light meal', 'eat light', 'salad', 'not greasy', 'plain food',
    '담백', '가벼운', '가볍게', '샐러드', '건강식', '속 편한',
    'thanh đạm', 'nhẹ bụng', 'món nhẹ', 'ăn nhẹ', 'ăn kiêng', 'salad',
    '清淡', '清爽', '不油腻', '轻食', '沙拉',
  ],
};

/** Words that mark the question as being about a message or a reply (an ex who texted). */
export const contactKeywords: readonly string[] = [
  'text', 'texted', 'texting', 'texts', 'message*', 'messaged', 'reply', 'replied', 'respond', 'answer', 'called me', 'reached out', 'dm', 'contacted',
  '연락', '답장', '문자', '카톡', '메시지', '전화',
  'nhắn', 'nhắn tin', 'tin nhắn', 'trả lời', 'gọi điện', 'liên lạc',
  '消息', '短信', '回复', '要不要回', '联系', '微信', '打电话',
];

/** A focus's name and advice lines in one language. */
export interface FocusTexts {
  name: string;
  advice: readonly string[];
}

/** What the focuses and the yes/no answers read like in one language. */
export interface FortuneAnswerPack {
  focuses: Readonly<Record<FortuneFocus, FocusTexts>>;
  /** First lines for a yes/no question ("Should I…?", "될까요?", "吗？", "có nên…?"). */
  stances: readonly string[];
  /** Advice for a trip to the destination the visitor named ({place}). */
  destinationAdvice: readonly string[];
  /** First lines for an either/or question: the option the cards favour ({pick}) and the other one ({other}), as written. */
  choiceAnswers: readonly string[];
}

const en: FortuneAnswerPack = {
  choiceAnswers: [
    '[Between|Of the two,] “{pick}” and “{other}”, [the cards lean toward|my reading points to|the stronger card falls on] “{pick}”.',
    '[You asked me to choose, so I will:|Straight answer:|No fence-sitting:] “{pick}”. [“{other}” isn’t wrong, but its timing is weaker.|“{other}” can wait; its door stays open longer than you think.]',
    '[I laid one card for each path.|One card for each side.] [The one for “{pick}” came up bright|“{pick}” drew the brighter card], [while “{other}” came up asking for patience|and the card for “{other}” says “not yet”].',
    '[If it has to be one of the two|Weighing both], [go with “{pick}”|“{pick}” is the better bet right now]: [it matches the energy around you this month|that path has more doors opening on it].',
  ],
  focuses: {
    invest: {
      name: 'investing',
      advice: [
        'On {topic}: start small—[an amount you could forget about for a year|a sum that would not hurt to lose]—and [buy in a few steps rather than all at once|spread it over several months]; the stars favour the patient investor, not the quick one.',
        'For {topic}, [learn how one company you use every day makes money|read one annual report] before you buy a single share; [a broad index fund suits your luck this year|steady, boring stocks beat hot tips].',
        'As for {topic}, the cards say yes to beginning and no to hurrying: [never invest money you need for rent|keep three months of savings untouched], and [ignore the stock a friend swears by|check prices at most once a week].',
      ],
    },
    big_purchase: {
      name: 'this big purchase',
      advice: [
        'For {topic}, the cards say [yes, but not in a rush|wait one more month and the price will be kinder]: [compare three offers before you sign|keep the monthly payment under a fifth of your income], and [sleep on it twice|decide on a {weekday}, never on a whim]. [The right one will still be there next week|A calm choice brings luck with it].',
        'As for {topic}, [your finances can carry it if you keep a buffer|money flows back slowly, so leave a cushion]: [set aside three months of costs first|read the small print on the loan], and [bargain once—you’ll be surprised|ask for what’s included]. [It turns out to be a good buy|You won’t regret a careful yes].',
      ],
    },
    raise: {
      name: 'asking for a raise',
      advice: [
        'For {topic}, the timing favours you [after a finished project|right after good feedback]: [bring three results with numbers|write down what you did beyond your role], [name a figure rather than waiting for one|ask early in the week, in the morning], and [stay calm if the first answer is “later”|ask what it would take if they hesitate].',
        'As for {topic}, [your work has been noticed more than you think|the people above you already know your value]; [prepare one page of results|practise the first sentence out loud], and [ask for a follow-up date if they can’t decide now|a polite, clear ask is what works this month].',
      ],
    },
    open_shop: {
      name: 'opening your own place',
      advice: [
        'For {topic}, the cards favour [a small start|a modest first step]: [test your idea at a market stall or a pop-up first|count the passers-by at your chosen spot at rush hour], and [keep six months of rent in reserve|sign a short lease before a long one]. [Regulars, not crowds, make it last|The first hundred loyal customers are your real luck].',
        'As for {topic}, [the timing is good if the numbers are clear|luck follows a written plan]: [work out your break-even point before you sign anything|ask two owners what their first year was like], and [open on a {weekday}|choose a sign in {color}]; [a warm welcome will bring people back|word of mouth will do the rest].',
      ],
    },
    ex_contact: {
      name: 'the message from your ex',
      advice: [
        'About {topic}: [wait a day before you reply|let it sit overnight] and ask yourself what you want from it—[closure, friendship or a second chance|an apology or a new start]. Reply only when that answer is clear.',
        'As for {topic}, time has changed you both; [a short, friendly reply is safe|if you answer, be kind and brief], and [their next message will show what they really want|you will see soon whether it is more than a hello].',
        'With {topic}, the cards show an old door knocking, not an order to open it: [you owe them no reply|you may answer, or not], and [whatever you choose, choose it for yourself|your own peace comes first].',
      ],
    },
    ex: {
      name: 'your ex',
      advice: [
        'About {topic}: [what ended had its reasons|the past taught you something], so [look at who they are now, not who they were|remember why it ended before you remember why it started].',
        'With {topic}, [the tie is loosening|your heart is slowly settling]; [a new chapter opens when you stop rereading the old one|someone new fits the person you are now].',
        'As for {topic}, [a door that closed taught you where your boundaries are|the memory is kinder than the reality was]; [if you think of them, wish them well and move your attention to this week|spend {weekday} on something that is only yours], and [the pull fades faster than you expect|a lighter heart is closer than it looks].',
      ],
    },
    job_change: {
      name: 'changing jobs',
      advice: [
        'For {topic}, the timing is [good|better than you think]: [polish your CV this week and send it out on {weekday}|talk to one person who already works where you want to go]. The new place values what your current one overlooks.',
        'On {topic}: [don’t quit before the new offer is signed|keep your current job until the new contract is in hand], and [list three things you want that you don’t have now|ask about the team, not just the salary]; [the move pays off within the year|a better fit is waiting].',
        'With {topic}, [the stars favour a move made calmly, not in anger|timing matters more than speed]: [line up two interviews before you say anything at work|ask a former colleague for an honest reference], and [leave on good terms—your old team may open doors later|keep a list of what you learned; it will help you choose].',
      ],
    },
    sleep: {
      name: 'your sleep',
      advice: [
        'For {topic}, [put the phone in another room an hour before bed|get up at the same time every day, weekends too], and [keep the room cool and dark|drink your last coffee before two]; [within two weeks the nights grow calmer|sleep comes back slowly but surely].',
        'As for {topic}, [a worry you carry to bed keeps you awake|your mind is busier than your body]: [write tomorrow’s list before you lie down|take a warm shower and dim the lights early], and [the restless nights fade by {weekday}|rest returns sooner than you think].',
        'On {topic}: [a short walk in morning light|dinner a little earlier|a warm drink without caffeine in the evening] [resets your body clock|tells your body it’s time to wind down]; [by {weekday} you should notice deeper nights|be patient for a week and the difference shows].',
      ],
    },
    back_pain: {
      name: 'your back',
      advice: [
        'For {topic}, [stand up and stretch every hour|raise your screen to eye level], and [a few days of gentle walking|a warm compress in the evening] eases it more than you expect; [if the pain lasts or spreads, see a doctor|if it keeps coming back, have it checked].',
        'As for {topic}, your body asks for [better posture|a firmer mattress and a softer chair]; [ten minutes of stretching before bed|strengthening your core a little each day] helps, and [see a doctor if it has not improved in two weeks|a check-up will set your mind at ease].',
        'With {topic}, [lift with your knees, not your waist|carry bags on both sides, not just one], and [try ten minutes of gentle yoga in the morning|put a small cushion behind your lower back when you sit]; [most aches ease within weeks|if numbness or sharp pain appears, see a doctor straight away].',
      ],
    },
    light_food: {
      name: 'something light',
      advice: [
        'For {topic}, the stars suggest [a clear vegetable soup|steamed fish with ginger|rice porridge with spring onion|tofu with greens]: [gentle on the stomach|light but warming], exactly what your body wants today.',
        'As for {topic}, [a bowl of plain congee|a simple miso soup with tofu|a fresh salad with grilled chicken] is your lucky dish; [skip the fried food|go easy on the sauce] today.',
        'For {topic}, [steamed vegetables with a little soy sauce|a clear noodle soup|cold tofu with ginger and spring onion] [brings your luck back into balance|is the kindest choice for your stomach]; [drink warm water with it|finish with a piece of fruit].',
      ],
    },
  },
  destinationAdvice: [
    'Your trip to {place} looks [bright|smooth|well starred]: [book the first night before you leave|keep one day with no plans at all], and [the place you stumble on in {place} becomes the story you tell|a local tip in {place} leads somewhere wonderful].',
    'For {place}, [pack a light layer—the weather there changes its mind|leave early on the travel day], and [taste one dish you cannot pronounce|walk one street with no map]; [the journey goes well|luck travels with you].',
    'The road to {place} is open: [small delays turn into lucky detours|a fellow traveller gives you the best advice], so [keep your plans loose|keep some cash for a street snack in {place}].',
  ],
  stances: [
    '[The cards lean toward yes|My answer is a gentle yes|I see a yes here], [as long as you take it step by step|but on your own terms|if you don’t rush it].',
    '[Short answer first:|Let me answer straight away:] [yes, with your eyes open|a careful yes|yes—and patience makes it a better yes].',
    '[The first card I turned says yes,|The signs point to yes,] [but the second one asks for a plan|though the timing matters more than the choice|with one condition: go gently].',
    '[On this, the cards lean toward yes|Here I see a clear yes|To this question, the answer is yes], [as long as you move at your own pace|but not in a hurry|though the details matter].',
    '[If you’re asking whether it will work out|As for whether it goes well]: [yes, more likely than not|the odds are on your side], [provided you keep it simple|if you prepare a little|and sooner than you fear].',
    '[The first card I drew for your question is bright|The card for your question came up the right way]: [that’s a yes|it says go ahead], [with one small caution|but slowly|with open eyes].',
    '[I won’t keep you waiting: the answer leans toward yes|Straight answer: it’s a yes], [but read the advice below before you act|and here is how to make it a good one].',
    '[Yes is what I see|The reading says yes], [not a loud one but a steady one|quiet but firm], [and it asks for a little patience|as long as you keep your promise to yourself].',
  ],
};

const ko: FortuneAnswerPack = {
  choiceAnswers: [
    '두 갈래 중에서 카드는 [‘{pick}’ 쪽을 가리켜요.|‘{pick}’ 쪽으로 기울어요.] [‘{other}’도 나쁘진 않지만, 지금은 타이밍이 약해요.|‘{other}’ 쪽 문은 생각보다 오래 열려 있으니 서두를 필요 없어요.]',
    '[고르라고 하셨으니 바로 말할게요.|돌려 말하지 않을게요.] ‘{pick}’ 쪽이에요. [‘{other}’ 쪽 카드는 ‘아직’이라고 해요.|‘{other}’ 쪽은 조금 더 기다려도 돼요.]',
    '[길마다 카드를 한 장씩 놓아 봤어요.|양쪽에 한 장씩 뽑아 봤어요.] [‘{pick}’ 쪽 카드가 더 밝게 나왔고,|‘{pick}’ 쪽에서 정방향 카드가 나왔고,] [‘{other}’ 쪽은 인내를 부탁하네요.|‘{other}’ 쪽은 아직 준비 중이래요.]',
    '[둘 중 하나라면|둘을 나란히 놓고 보면] ‘{pick}’ 쪽이 [지금 더 좋은 선택이에요.|이번 달 흐름과 맞아요.] [그 길에 열리는 문이 더 많아요.|마음이 덜 무거운 쪽이기도 하고요.]',
  ],
  focuses: {
    invest: {
      name: '주식 투자',
      advice: [
        '{topic:은} 적게, 천천히 시작하세요. [1년쯤 잊고 지내도 괜찮은 돈으로|잃어도 생활이 흔들리지 않을 만큼만] [여러 번 나눠 사는 게|몇 달에 걸쳐 나눠 들어가는 게] 올해 당신 운에 맞아요.',
        '{topic}에 관해서는, 한 주라도 사기 전에 [매일 쓰는 회사 하나가 어떻게 돈을 버는지|관심 있는 회사의 사업 보고서 하나를] 먼저 읽어 보세요. [올해는 꾸준한 지수 투자가|급등주보다 지루한 우량주가] 당신 편이에요.',
        '{topic}, 카드는 시작은 좋지만 서두르지는 말라고 해요. [월세나 생활비는 절대 넣지 마세요.|석 달 치 생활비는 따로 두세요.] [지인이 찍어 준 종목은 흘려들으세요.|시세는 일주일에 한 번만 확인하세요.]',
      ],
    },
    big_purchase: {
      name: '이번 큰 지출',
      advice: [
        '{topic:은} [해도 좋지만 서두르진 마세요.|한 달만 더 기다리면 가격이 더 착해져요.] [계약 전에 세 군데 조건을 비교해 보고|매달 나가는 돈은 수입의 5분의 1 아래로 맞추고] [두 번은 자고 나서 정하세요.|충동 말고 {weekday}에 결정하세요.] [맞는 물건은 다음 주에도 그대로 있어요.|차분한 선택이 운을 데려와요.]',
        '{topic}에 관해서는 [여유 자금만 남겨 두면 충분히 감당할 수 있어요.|돈이 천천히 돌아오니 쿠션을 남겨 두세요.] [석 달 치 생활비는 먼저 떼어 두고|대출 약관의 작은 글씨까지 읽어 보고] [한 번은 꼭 흥정해 보세요.|포함된 게 뭔지 꼭 물어보세요.] [잘 산 선택이 될 거예요.|신중한 ‘예’는 후회가 없어요.]',
      ],
    },
    raise: {
      name: '연봉 협상',
      advice: [
        '{topic:은} [프로젝트를 마친 직후가|좋은 피드백을 받은 직후가] 타이밍이에요. [숫자로 된 성과 세 가지를 챙기고|맡은 일 이상으로 한 걸 적어 가고] [원하는 금액을 먼저 말하세요.|주 초 오전에 이야기를 꺼내세요.] [첫 답이 ‘나중에’여도 차분하게 무엇이 필요하냐고 물어보세요.|망설이면 어떤 조건이면 되는지 물어보세요.]',
        '{topic}에 관해서는 [생각보다 당신의 일이 더 눈에 띄었어요.|윗사람들은 이미 당신의 가치를 알아요.] [성과를 한 장으로 정리하고|첫 문장을 소리 내어 연습해 보고] [지금 못 정하면 다시 이야기할 날짜를 받아 두세요.|이번 달엔 정중하고 분명한 요청이 통해요.]',
      ],
    },
    open_shop: {
      name: '내 가게 열기',
      advice: [
        '{topic:은} 작게 시작할수록 운이 붙어요. [먼저 플리마켓이나 팝업으로 반응을 보세요.|점찍은 자리 앞을 바쁜 시간에 지나가는 사람 수부터 세 보세요.] [여섯 달 치 월세는 따로 두고|긴 계약보다 짧은 계약으로] 시작하세요. [손님이 많은 것보다 단골이 오래가게 해요.|첫 단골 백 명이 진짜 행운이에요.]',
        '{topic}에 관해서는 [숫자가 분명하면 타이밍은 좋아요.|계획을 글로 쓸 때 운이 따라와요.] [계약 전에 손익분기점부터 계산하고|먼저 해 본 사장님 두 분께 첫해 이야기를 들어 보고] [{weekday}에 문을 열어 보세요.|간판에 {color}을 넣어 보세요.] [따뜻한 인사가 손님을 다시 데려와요.|입소문이 나머지를 해 줘요.]',
      ],
    },
    ex_contact: {
      name: '헤어진 연인의 연락',
      advice: [
        '{topic}에 답하기 전에 [하루만 기다려 보세요.|하룻밤 묵혀 두세요.] 그리고 [정리인지, 친구인지, 다시 시작인지|사과를 듣고 싶은 건지, 새로 시작하고 싶은 건지] 내가 원하는 걸 먼저 물어보세요. 답이 분명해졌을 때 답장해도 늦지 않아요.',
        '{topic}, 그동안 두 사람 모두 달라졌어요. [짧고 담담한 답장이라면 괜찮아요.|답장을 한다면 친절하되 짧게 하세요.] [상대의 다음 메시지가 진짜 의도를 보여 줄 거예요.|그냥 안부인지, 그 이상인지는 다음 연락에서 드러나요.]',
        '카드에 보이는 건 옛 문이 두드려지는 모습이지, 꼭 열라는 명령은 아니에요. {topic}에 [답장은 의무가 아니에요.|답해도 되고, 안 해도 돼요.] [무엇을 고르든 나를 위해 고르세요.|내 마음의 평화가 먼저예요.]',
      ],
    },
    ex: {
      name: '헤어진 연인',
      advice: [
        '{topic}에 관해서는, [끝난 데에는 이유가 있었어요.|지난 인연은 분명 뭔가를 가르쳐 줬어요.] [그 사람이 예전에 어땠는지보다 지금 어떤지를 보세요.|왜 시작했는지보다 왜 끝났는지를 먼저 떠올려 보세요.]',
        '{topic:과}의 끈은 [천천히 느슨해지고 있어요.|마음속에서 조용히 정리되고 있어요.] [옛 장을 그만 다시 읽을 때 새 장이 열려요.|지금의 당신에게 맞는 사람이 따로 있어요.]',
        '{topic}에 관해서는 [닫힌 문은 내 경계가 어디인지 알려 줬어요.|기억은 실제보다 늘 더 다정해요.] [생각이 나면 잘 지내길 빌어 주고 이번 주 일에 마음을 돌리세요.|{weekday}은 온전히 나를 위한 일로 채워 보세요.] [끌리는 마음은 생각보다 빨리 옅어져요.|가벼운 마음이 생각보다 가까이 있어요.]',
      ],
    },
    job_change: {
      name: '이직',
      advice: [
        '{topic} 타이밍은 [좋아요.|생각보다 괜찮아요.] [이번 주에 이력서를 다듬어 {weekday}에 보내 보세요.|가고 싶은 곳에서 일하는 사람 한 명과 먼저 이야기해 보세요.] 새 직장은 지금 회사가 놓친 당신의 장점을 알아봐요.',
        '{topic}에 관해서는 [합격 통보를 받기 전엔 사표를 내지 마세요.|새 계약서에 서명할 때까지 지금 자리는 지키세요.] [지금 없는 것 중 원하는 세 가지를 적어 보세요.|연봉만 말고 팀 분위기도 물어보세요.] [1년 안에 옮긴 보람이 있을 거예요.|더 잘 맞는 자리가 기다리고 있어요.]',
        '{topic:은} [화가 나서가 아니라 차분할 때 움직이면 운이 따라요.|속도보다 타이밍이 중요해요.] [회사에 말하기 전에 면접 두 곳부터 잡아 두세요.|예전 동료에게 솔직한 추천을 부탁해 보세요.] [좋게 마무리하고 나오세요. 옛 팀이 나중에 문을 열어 줄 수 있어요.|배운 것들을 적어 두면 고르는 데 도움이 돼요.]',
      ],
    },
    sleep: {
      name: '잠',
      advice: [
        '{topic:을} 되찾으려면 [자기 한 시간 전엔 휴대폰을 다른 방에 두세요.|주말에도 같은 시간에 일어나세요.] [방은 서늘하고 어둡게 하고,|커피는 오후 두 시 전까지만 마시면,] [2주 안에 밤이 한결 조용해져요.|잠은 천천히, 하지만 확실히 돌아와요.]',
        '요즘 [잠자리까지 걱정을 들고 가서|몸보다 머리가 더 바빠서] {topic:이} 얕아요. [자기 전에 내일 할 일을 적어 두세요.|따뜻한 물로 씻고 불을 일찍 줄이세요.] [{weekday}쯤이면 뒤척이는 밤이 줄어요.|생각보다 빨리 푹 자게 돼요.]',
        '{topic}에는 [아침 햇살 아래 짧은 산책|조금 이른 저녁 식사|카페인 없는 따뜻한 차 한 잔]이 [몸의 시계를 되돌려 줘요.|이제 쉴 시간이라고 몸에 알려 줘요.] [{weekday}쯤이면 밤이 깊어지는 걸 느낄 거예요.|일주일만 꾸준히 하면 차이가 보여요.]',
      ],
    },
    back_pain: {
      name: '허리',
      advice: [
        '{topic:은} [한 시간마다 일어나 스트레칭하고|모니터를 눈높이로 올리고] [며칠 가볍게 걸으면|저녁에 따뜻한 찜질을 하면] 생각보다 빨리 풀려요. [통증이 오래가거나 번지면 꼭 병원에 가 보세요.|자꾸 재발하면 검사를 받아 보세요.]',
        '{topic:이} [바른 자세를|조금 단단한 매트리스를] 원하고 있어요. [자기 전 10분 스트레칭|매일 조금씩 하는 코어 운동]이 도움이 되고, [2주가 지나도 그대로면 병원에 가 보세요.|검진 한 번이면 마음도 놓여요.]',
        '{topic:을} 위해 [물건은 허리 말고 무릎으로 들고|가방은 한쪽 말고 양쪽으로 메고] [아침에 10분 가벼운 스트레칭을 해 보세요.|앉을 때 허리 뒤에 작은 쿠션을 받쳐 보세요.] [대부분의 통증은 몇 주 안에 풀려요.|저리거나 찌르는 통증이 있으면 바로 병원에 가세요.]',
      ],
    },
    light_food: {
      name: '담백한 한 끼',
      advice: [
        '{topic:이라}면 [맑은 채소국|생강 넣은 생선찜|파 송송 흰죽|두부 나물 비빔밥]이 제일 잘 맞아요. [속이 편하고|가볍지만 든든해서] 오늘 몸이 원하는 맛이에요.',
        '{topic:으로}는 [맑은 콩나물국|두부 된장국|닭가슴살 샐러드] 한 그릇이 오늘의 행운 메뉴예요. [튀긴 음식은 오늘은 쉬세요.|소스는 조금만 곁들이세요.]',
        '{topic:으로}는 [간장 살짝 찍은 찐 채소|맑은 국수|생강 올린 연두부]가 [운의 균형을 되찾아 줘요.|속에 가장 다정한 선택이에요.] [따뜻한 물을 곁들이세요.|마무리는 과일 한 조각으로 하세요.]',
      ],
    },
  },
  destinationAdvice: [
    '{place} 여행은 [밝아 보여요.|순조로워 보여요.|별이 잘 받쳐 줘요.] [첫날 숙소만큼은 미리 잡아 두세요.|하루쯤은 아무 계획 없이 비워 두세요.] [{place}에서 우연히 들른 곳이 가장 오래 남는 이야기가 돼요.|{place} 현지 사람의 추천 하나가 멋진 곳으로 데려가요.]',
    '{place}에 갈 땐 [날씨가 자주 바뀌니 얇은 겉옷을 챙기세요.|출발 날엔 일찍 나서세요.] [이름도 낯선 현지 음식을 하나 먹어 보면|지도 없이 골목 하나를 걸어 보면] [여행이 잘 풀려요.|운이 함께 따라다녀요.]',
    '{place}로 가는 길은 열려 있어요. [작은 지연이 행운의 샛길이 되고|옆자리 여행자가 최고의 조언을 건네요.] [계획은 느슨하게 잡으세요.|{place} 길거리 간식값은 현금으로 조금 챙기세요.]',
  ],
  stances: [
    '[카드는 ‘예’ 쪽으로 기울어요.|제 대답은 조심스러운 ‘예’예요.|여기엔 ‘예’가 보여요.] [한 걸음씩만 가면요.|다만 내 속도대로요.|서두르지만 않으면요.]',
    '[답부터 말씀드릴게요.|바로 답할게요.] [눈을 크게 뜬 ‘예’예요.|조심스러운 ‘예’예요.|기다릴수록 더 좋아지는 ‘예’예요.]',
    '[첫 카드는 ‘예’라고 해요.|징조는 ‘예’를 가리켜요.] [다만 두 번째 카드는 계획을 세우라고 해요.|선택보다 타이밍이 더 중요해요.|조건은 하나, 천천히 가는 거예요.]',
    '이 일에 관해서라면 [카드는 ‘예’ 쪽이에요.|분명한 ‘예’가 보여요.|답은 ‘예’예요.] [내 속도로만 가면요.|서두르지만 않으면요.|다만 세부가 중요해요.]',
    '잘 풀리겠냐고 물으신다면, [가능성이 더 커요.|흐름은 당신 편이에요.] [단순하게만 가면요.|조금만 준비하면요.|걱정보다 빨리요.]',
    '이 질문에 뽑은 첫 카드가 [밝아요.|정방향이에요.] [해도 좋다는 뜻이에요.|가도 된다는 신호예요.] [작은 주의 하나만 기억하세요.|천천히만 가세요.]',
    '[기다리게 하지 않을게요. 답은 ‘예’ 쪽이에요.|바로 말할게요. ‘예’예요.] [움직이기 전에 아래 조언을 먼저 읽어 보세요.|좋은 ‘예’로 만드는 방법도 알려 드릴게요.]',
    '[제게 보이는 건 ‘예’예요.|점괘는 ‘예’라고 해요.] [요란하지 않고 꾸준한 ‘예’요.|조용하지만 단단해요.] [인내를 조금 요구하네요.|나와의 약속만 지키면요.]',
  ],
};

const vi: FortuneAnswerPack = {
  choiceAnswers: [
    '[Giữa|Trong hai lựa chọn] “{pick}” và “{other}”, [quẻ nghiêng về|lá bài mạnh hơn rơi vào|mình chọn] “{pick}”.',
    '[Bạn bảo mình chọn thì mình chọn nhé:|Nói thẳng luôn:] “{pick}”. [“{other}” không sai, nhưng thời điểm chưa tới.|“{other}” cứ để đó, cánh cửa ấy còn mở lâu hơn bạn nghĩ.]',
    '[Mình đặt cho mỗi hướng một lá bài.|Mỗi bên một lá.] [Lá cho “{pick}” lật lên rất sáng,|“{pick}” rút được lá xuôi,] [còn lá cho “{other}” bảo “chưa phải lúc”.|còn “{other}” thì cần thêm kiên nhẫn.]',
    '[Nếu phải chọn một thì|Cân cả hai bên thì] [hãy chọn “{pick}”|“{pick}” là lựa chọn tốt hơn lúc này]: [nó hợp với năng lượng quanh bạn tháng này|con đường đó đang mở ra nhiều cánh cửa hơn].',
  ],
  focuses: {
    invest: {
      name: 'chuyện đầu tư chứng khoán',
      advice: [
        'Về {topic}: hãy bắt đầu nhỏ—[một khoản bạn có thể quên đi cả năm|số tiền mất cũng không ảnh hưởng cuộc sống]—và [mua làm nhiều lần thay vì dồn một lúc|chia ra trong vài tháng]; sao chiếu nhà đầu tư kiên nhẫn, không phải người vội vàng.',
        'Với {topic}, trước khi mua cổ phiếu đầu tiên, [hãy tìm hiểu một công ty bạn dùng hằng ngày kiếm tiền ra sao|hãy đọc một bản báo cáo thường niên]; [năm nay quỹ chỉ số hợp vận bạn|cổ phiếu ổn định, nhàm chán thắng những lời mách nước].',
        'Về {topic}, quẻ nói có cho việc bắt đầu và không cho sự vội vàng: [đừng bao giờ bỏ tiền nhà, tiền ăn vào|giữ nguyên ba tháng tiền tiết kiệm], và [bỏ qua mã cổ phiếu bạn bè mách|chỉ xem giá mỗi tuần một lần].',
      ],
    },
    big_purchase: {
      name: 'khoản chi lớn này',
      advice: [
        'Với {topic}, quẻ nói [có, nhưng đừng vội|đợi thêm một tháng giá sẽ dễ chịu hơn]: [so sánh ba nơi trước khi ký|giữ tiền trả góp mỗi tháng dưới một phần năm thu nhập], và [ngủ một giấc rồi hẵng quyết|quyết vào {weekday}, đừng theo hứng]. [Món hợp với bạn tuần sau vẫn còn đó|Lựa chọn bình tĩnh mang theo may mắn].',
        'Về {topic}, [tài chính của bạn gánh được nếu giữ một khoản dự phòng|tiền về chậm nên hãy chừa một tấm đệm]: [để riêng ba tháng chi tiêu trước|đọc kỹ từng dòng nhỏ của khoản vay], và [mặc cả một lần—bạn sẽ bất ngờ|hỏi rõ những gì đã bao gồm]. [Đây sẽ là một món hời|Một chữ “có” cẩn thận sẽ không làm bạn hối tiếc].',
      ],
    },
    raise: {
      name: 'chuyện xin tăng lương',
      advice: [
        'Với {topic}, thời điểm thuận lợi là [ngay sau khi xong một dự án|ngay sau một lời khen]: [mang theo ba kết quả có số liệu|ghi ra những việc bạn làm vượt phần mình], [tự nêu con số thay vì chờ họ đưa ra|mở lời vào một buổi sáng đầu tuần], và [bình tĩnh nếu câu trả lời đầu là “để sau”|hỏi cần điều kiện gì nếu họ còn lưỡng lự].',
        'Về {topic}, [công sức của bạn được để ý nhiều hơn bạn nghĩ|cấp trên đã biết giá trị của bạn]; [tóm tắt kết quả vào một trang|tập nói câu mở đầu thành tiếng], và [xin hẹn ngày trả lời nếu họ chưa quyết được|tháng này một lời đề nghị lịch sự, rõ ràng sẽ hiệu quả].',
      ],
    },
    open_shop: {
      name: 'chuyện mở quán',
      advice: [
        'Với {topic}, quẻ ưu tiên [khởi đầu nhỏ|một bước đầu khiêm tốn]: [thử bán ở chợ phiên hay sạp tạm trước|đếm người qua lại ở chỗ bạn chọn vào giờ cao điểm], và [giữ sẵn sáu tháng tiền mặt bằng|ký hợp đồng thuê ngắn trước]. [Khách quen chứ không phải đám đông mới giữ quán sống lâu|Một trăm khách quen đầu tiên mới là may mắn thật].',
        'Về {topic}, [thời điểm tốt nếu con số rõ ràng|may mắn đi theo một kế hoạch viết ra giấy]: [tính điểm hòa vốn trước khi ký bất cứ gì|hỏi hai chủ quán về năm đầu tiên của họ], và [khai trương vào {weekday}|chọn biển hiệu màu {color}]; [một lời chào ấm áp sẽ kéo khách quay lại|tiếng lành sẽ lo phần còn lại].',
      ],
    },
    ex_contact: {
      name: 'tin nhắn của người yêu cũ',
      advice: [
        'Về {topic}: [hãy đợi một ngày rồi hãy trả lời|cứ để nó qua một đêm] và tự hỏi mình muốn gì—[khép lại, làm bạn hay một cơ hội nữa|một lời xin lỗi hay một khởi đầu mới]. Chỉ trả lời khi câu trả lời ấy đã rõ.',
        'Với {topic}, thời gian đã thay đổi cả hai; [một câu trả lời ngắn và thân thiện là an toàn|nếu trả lời, hãy tử tế nhưng ngắn gọn], và [tin nhắn tiếp theo sẽ cho thấy ý định thật|bạn sẽ sớm biết đó chỉ là lời hỏi thăm hay hơn thế].',
        'Quẻ cho thấy {topic} như một cánh cửa cũ đang gõ, chứ không phải mệnh lệnh phải mở: [bạn không nợ ai một lời hồi âm|trả lời hay không là quyền của bạn], và [chọn gì thì hãy chọn vì chính mình|sự bình yên của bạn là trước hết].',
      ],
    },
    ex: {
      name: 'người yêu cũ',
      advice: [
        'Về {topic}: [chuyện đã kết thúc đều có lý do|quá khứ đã dạy bạn điều gì đó], nên [hãy nhìn họ của bây giờ chứ không phải ngày xưa|hãy nhớ vì sao chia tay trước khi nhớ vì sao bắt đầu].',
        'Với {topic}, [sợi dây đang lỏng dần|lòng bạn đang lắng xuống từ từ]; [chương mới mở ra khi bạn thôi đọc lại chương cũ|có một người hợp với con người bạn bây giờ hơn].',
        'Về {topic}, [cánh cửa đã đóng dạy bạn biết giới hạn của mình|ký ức luôn dịu dàng hơn thực tế]; [nếu có nghĩ tới, hãy chúc họ bình an rồi dồn tâm trí cho tuần này|dành {weekday} cho một việc chỉ của riêng bạn], và [sức kéo ấy sẽ nhạt nhanh hơn bạn nghĩ|một trái tim nhẹ nhõm đang ở rất gần].',
      ],
    },
    job_change: {
      name: 'chuyện chuyển việc',
      advice: [
        'Với {topic}, thời điểm [đang tốt|tốt hơn bạn nghĩ]: [chỉnh lại CV trong tuần này và gửi đi vào {weekday}|nói chuyện với một người đang làm ở nơi bạn muốn đến]. Nơi mới sẽ trân trọng điều mà chỗ cũ bỏ qua.',
        'Về {topic}: [đừng nghỉ trước khi ký hợp đồng mới|giữ việc hiện tại cho tới khi cầm hợp đồng mới trong tay], và [ghi ra ba điều bạn muốn mà giờ chưa có|hỏi về đội nhóm chứ không chỉ mức lương]; [trong vòng một năm bạn sẽ thấy đáng|một chỗ hợp hơn đang chờ].',
        'Với {topic}, [sao ưu tiên một quyết định bình tĩnh chứ không phải lúc bực tức|thời điểm quan trọng hơn tốc độ]: [xếp sẵn hai buổi phỏng vấn trước khi nói với công ty|nhờ một đồng nghiệp cũ nhận xét thật lòng], và [hãy rời đi êm đẹp—đội cũ có thể mở cửa cho bạn sau này|ghi lại những gì bạn đã học; nó giúp bạn chọn đúng].',
      ],
    },
    sleep: {
      name: 'giấc ngủ',
      advice: [
        'Với {topic}, [hãy để điện thoại ở phòng khác một tiếng trước khi ngủ|hãy dậy cùng một giờ mỗi ngày, cả cuối tuần], và [giữ phòng mát, tối|uống ly cà phê cuối trước hai giờ chiều]; [trong hai tuần đêm sẽ yên hơn|giấc ngủ sẽ quay lại chậm mà chắc].',
        'Về {topic}, [nỗi lo mang lên giường làm bạn thức trắng|đầu óc bạn bận hơn cơ thể]: [viết danh sách việc ngày mai trước khi nằm|tắm nước ấm và tắt bớt đèn sớm], và [tới {weekday} những đêm trằn trọc sẽ bớt|bạn sẽ ngủ ngon sớm hơn mình nghĩ].',
        'Về {topic}: [đi bộ ngắn dưới nắng sáng|ăn tối sớm hơn một chút|một cốc đồ uống ấm không caffeine buổi tối] [giúp chỉnh lại đồng hồ sinh học|báo cho cơ thể biết đã đến giờ nghỉ]; [tới {weekday} bạn sẽ thấy đêm sâu hơn|kiên nhẫn một tuần là thấy khác].',
      ],
    },
    back_pain: {
      name: 'cái lưng',
      advice: [
        'Với {topic}, [cứ mỗi giờ hãy đứng dậy vươn vai|hãy nâng màn hình ngang tầm mắt], và [vài ngày đi bộ nhẹ|chườm ấm buổi tối] sẽ đỡ hơn bạn nghĩ; [nếu cơn đau kéo dài hay lan ra, hãy đi khám|nếu đau lại nhiều lần, hãy đi kiểm tra].',
        'Về {topic}, cơ thể đang xin [một tư thế ngồi đúng hơn|một tấm nệm chắc hơn]; [mười phút giãn cơ trước khi ngủ|tập cơ bụng một chút mỗi ngày] sẽ giúp, và [nếu hai tuần chưa đỡ thì nên đi khám|một lần khám sẽ giúp bạn yên tâm].',
        'Với {topic}, [nâng đồ bằng đầu gối chứ đừng bằng eo|đeo túi hai bên thay vì một bên], và [thử mười phút yoga nhẹ mỗi sáng|kê một chiếc gối nhỏ sau lưng khi ngồi]; [phần lớn cơn đau sẽ dịu trong vài tuần|nếu tê hay đau nhói thì đi khám ngay].',
      ],
    },
    light_food: {
      name: 'một bữa thanh đạm',
      advice: [
        'Với {topic}, quẻ gợi ý [canh rau trong|cá hấp gừng|cháo trắng hành lá|đậu hũ luộc với rau]: [nhẹ bụng|nhẹ mà ấm], đúng thứ cơ thể bạn cần hôm nay.',
        'Về {topic}, [một bát cháo trắng|canh đậu hũ rong biển|đĩa gỏi cuốn tươi] là món may mắn của bạn; hôm nay [bỏ qua đồ chiên|bớt nước sốt lại nhé].',
        'Với {topic}, [rau hấp chấm chút xì dầu|bát bún nước trong|đậu hũ non với gừng và hành] [giúp vận may cân bằng lại|là lựa chọn nhẹ nhàng nhất cho dạ dày]; [uống kèm nước ấm|tráng miệng bằng một miếng trái cây].',
      ],
    },
  },
  destinationAdvice: [
    'Chuyến đi {place} trông [sáng sủa|suôn sẻ|được sao chiếu]: [đặt trước chỗ ở đêm đầu tiên|để trống một ngày không kế hoạch], và [nơi bạn tình cờ ghé ở {place} sẽ thành câu chuyện kể mãi|một lời mách của người dân {place} dẫn bạn tới chỗ tuyệt vời].',
    'Đi {place}, [mang theo áo khoác mỏng vì thời tiết ở đó hay đổi|xuất phát sớm vào ngày đi], và [thử một món địa phương tên còn lạ|đi bộ một con phố không cần bản đồ]; [chuyến đi sẽ suôn sẻ|may mắn đi cùng bạn].',
    'Con đường tới {place} đang mở: [trễ chút cũng hóa ngã rẽ may mắn|một người đồng hành cho bạn lời khuyên quý], nên [giữ kế hoạch thật thoáng|để sẵn ít tiền mặt cho quà vặt ở {place}].',
  ],
  stances: [
    '[Quẻ nghiêng về “có”|Câu trả lời của mình là một chữ “có” nhẹ nhàng|Mình thấy một chữ “có” ở đây], [miễn là bạn đi từng bước|nhưng theo cách của bạn|nếu bạn không vội].',
    '[Trả lời trước nhé:|Nói thẳng luôn:] [có, nhưng hãy tỉnh táo|một chữ “có” thận trọng|có—và càng kiên nhẫn càng tốt].',
    '[Lá bài đầu tiên nói “có”,|Các dấu hiệu chỉ về “có”,] [nhưng lá thứ hai đòi một kế hoạch|dù thời điểm quan trọng hơn lựa chọn|với một điều kiện: đi chậm thôi].',
    '[Về chuyện này, quẻ nghiêng về “có”|Ở đây mình thấy một chữ “có” rõ ràng|Với câu hỏi này, câu trả lời là “có”], [miễn là bạn đi theo nhịp của mình|nhưng đừng vội|dù chi tiết mới là điều quan trọng].',
    '[Nếu bạn hỏi mọi chuyện có suôn sẻ không|Còn chuyện có thuận lợi không]: [có, khả năng cao là vậy|vận may đứng về phía bạn], [miễn là giữ mọi thứ đơn giản|nếu chuẩn bị một chút|và sớm hơn bạn lo].',
    '[Lá đầu tiên cho câu hỏi của bạn rất sáng|Lá bài mình rút cho câu hỏi này ở chiều xuôi]: [nghĩa là “có”|nó bảo cứ tiến lên], [kèm một lưu ý nhỏ|nhưng chậm thôi|với đôi mắt tỉnh táo].',
    '[Mình không để bạn chờ đâu: câu trả lời nghiêng về “có”|Trả lời thẳng nhé: là “có”], [nhưng đọc lời khuyên bên dưới trước khi làm|và đây là cách để nó thành một chữ “có” đẹp].',
    '[Mình thấy chữ “có”|Quẻ nói “có”], [không ồn ào mà vững vàng|nhẹ nhưng chắc], [và nó cần chút kiên nhẫn|nếu bạn giữ lời hứa với chính mình].',
  ],
};

const zh: FortuneAnswerPack = {
  choiceAnswers: [
    '在“{pick}”和“{other}”之间，[牌面偏向|我看到的答案是|更亮的那张牌落在]“{pick}”。',
    '[你让我选，我就直说：|不绕弯子：]“{pick}”。[“{other}”也不算错，只是时机弱一些。|“{other}”可以等等，那扇门比你想的开得更久。]',
    '[我给每条路各放了一张牌。|两边各抽一张。][“{pick}”那张是正位，很亮，|“{pick}”抽到了更明亮的牌，][“{other}”那张在说“还不是时候”。|“{other}”那边需要多一点耐心。]',
    '[如果只能选一个|两边放在一起看]，[选“{pick}”|“{pick}”是眼下更好的选择]：[它和你这个月的运势更合拍|那条路上打开的门更多]。',
  ],
  focuses: {
    invest: {
      name: '炒股投资',
      advice: [
        '关于{topic}：从小额开始——[用一年不碰也不心疼的钱|用亏了也不影响生活的钱]——[分几次买入，别一次梭哈|分几个月慢慢建仓]；星象青睐耐心的投资者，而不是心急的人。',
        '{topic}方面，买第一股之前，[先弄懂一家你天天用的公司怎么赚钱|先读完一份年报]；[今年指数基金更合你的运势|稳健、无聊的股票胜过小道消息]。',
        '关于{topic}，卦象说：开始可以，着急不行。[房租和生活费绝对不要投进去|留出三个月的生活费不动]，[朋友拍胸脯推荐的股票听听就好|一周最多看一次行情]。',
      ],
    },
    big_purchase: {
      name: '这笔大开销',
      advice: [
        '{topic}，卦象说[可以，但别急|再等一个月，价格会更友好]：[签约前比较三家|月供控制在收入的五分之一以内]，[睡两晚再决定|选在{weekday}决定，别凭一时冲动]。[真正适合的下周还在|冷静的选择自带好运]。',
        '关于{topic}，[留好备用金，你的财务完全扛得住|钱回流得慢，记得留个缓冲]：[先留出三个月的开销|把贷款合同的小字读完]，[砍一次价——会有惊喜|问清楚都包含什么]。[这会是一笔好买卖|谨慎的“可以”不会让你后悔]。',
      ],
    },
    raise: {
      name: '提加薪',
      advice: [
        '{topic}的好时机是[刚做完一个项目之后|刚得到好评之后]：[带上三个有数字的成果|写下你职责之外做的事]，[主动报出数字，别等对方开口|挑周初的上午开口]，[第一次听到“以后再说”也别慌|对方犹豫时，问问需要满足什么条件]。',
        '关于{topic}，[你的付出被看见的比你想的多|上面的人其实知道你的价值]；[把成果整理成一页|把开场的第一句话大声练一遍]，[如果对方现在定不了，约好下次谈的日子|这个月，礼貌而清楚的请求最管用]。',
      ],
    },
    open_shop: {
      name: '开自己的店',
      advice: [
        '{topic}这件事，卦象青睐[从小做起|稳稳的第一步]：[先在市集或快闪摊位试试水|高峰时段去选好的位置数数路过的人]，[预留六个月的房租|先签短租约]。[让店长久的是回头客，不是人潮|最初的一百位熟客才是真正的好运]。',
        '关于{topic}，[账算清楚了，时机就好|把计划写下来，运气就会跟上]：[签约前先算好回本点|问问两位店主他们的第一年]，[选在{weekday}开业|招牌用一点{color}]；[一句温暖的招呼会让客人再来|口碑会帮你做剩下的事]。',
      ],
    },
    ex_contact: {
      name: '前任发来的消息',
      advice: [
        '关于{topic}：[先等一天再回|先放一晚]，问问自己想要什么——[是了结、做朋友，还是再给一次机会|是一句道歉，还是一个新开始]。想清楚了再回复也不迟。',
        '{topic}这件事，时间已经改变了你们俩；[简短友好的回复是安全的|要回就回得客气而简短]，[对方的下一条消息会暴露真正的意图|很快就能看出只是问候还是别有心意]。',
        '卦象里，{topic}像一扇旧门在敲，而不是非开不可的命令：[你不欠对方一个回复|回不回都由你决定]，[无论怎么选，都为自己而选|你自己的平静最重要]。',
      ],
    },
    ex: {
      name: '前任',
      advice: [
        '关于{topic}：[结束总有它的原因|过去一定教会了你什么]，所以[看看对方现在的样子，而不是从前|先想想为什么分开，再想为什么开始]。',
        '{topic}这段缘，[正在慢慢松开|在你心里渐渐平息]；[不再反复翻旧章，新的一章才会打开|有更适合现在的你的人]。',
        '关于{topic}，[关上的门让你知道了自己的边界|回忆总比现实更温柔]；[想起时就祝对方安好，然后把心思放回这一周|把{weekday}留给只属于你的事]，[那份牵挂会比你想的更快变淡|轻松的心情比看上去更近]。',
      ],
    },
    job_change: {
      name: '换工作',
      advice: [
        '{topic}的时机[不错|比你想的好]：[这周把简历改好，{weekday}投出去|先和一位在你想去的地方工作的人聊聊]。新的地方会看重现在公司忽略的你的长处。',
        '关于{topic}：[新offer签下之前先别辞职|新合同到手前守住现在的位置]，[写下三样你想要而现在没有的东西|别只问薪水，也问问团队氛围]；[一年之内你会庆幸这次跳槽|更合适的位置正在等你]。',
        '{topic}，[星象青睐冷静时的决定，而不是气头上的|时机比速度更重要]：[在跟公司开口前先约好两场面试|请一位前同事给你真诚的推荐]，[好好告别——老团队以后可能为你开门|把学到的东西记下来，会帮你做选择]。',
      ],
    },
    sleep: {
      name: '睡眠',
      advice: [
        '关于{topic}，[睡前一小时把手机放到别的房间|每天同一时间起床，周末也一样]，[卧室保持凉爽昏暗|下午两点后不喝咖啡]；[两周内夜晚会安静下来|睡意会慢慢而稳稳地回来]。',
        '{topic}方面，[你把心事带上了床|你的脑子比身体还忙]：[睡前写下明天要做的事|洗个热水澡，早点调暗灯光]，[到{weekday}辗转反侧的夜晚就会变少|你会比想象中更快睡个好觉]。',
        '{topic}方面，[早晨在阳光下散个步|晚饭早一点吃|晚上喝一杯不含咖啡因的热饮][能把生物钟调回来|会告诉身体该休息了]；[到{weekday}你会感到夜里睡得更沉|坚持一周就能看出差别]。',
      ],
    },
    back_pain: {
      name: '腰背',
      advice: [
        '关于{topic}，[每小时起来伸展一下|把屏幕抬到与眼睛齐平]，[几天温和的散步|晚上热敷一下]会比你想的更管用；[如果疼痛持续或扩散，一定去看医生|反复发作的话去做个检查]。',
        '{topic}在提醒你[注意坐姿|换一张硬一点的床垫]；[睡前十分钟拉伸|每天练一点核心]会有帮助，[两周不见好就去医院看看|做次检查也能让你安心]。',
        '{topic}方面，[搬东西用膝盖发力，别用腰|包要两边换着背]，[每天早上做十分钟温和的瑜伽|坐着时在腰后垫个小靠垫]；[大多数酸痛几周内就会缓解|如果出现麻木或刺痛，要马上就医]。',
      ],
    },
    light_food: {
      name: '清淡的一餐',
      advice: [
        '想吃{topic}，卦象推荐[一碗清汤青菜|清蒸鱼|白粥配小菜|小葱拌豆腐]：[对胃温和|清淡又暖身]，正是你今天身体想要的。',
        '{topic}的话，[一碗白粥|豆腐菌菇汤|清炒时蔬配米饭]就是你的幸运菜；今天[别吃油炸的|少放点酱料]。',
        '{topic}的话，[蘸一点酱油的蒸蔬菜|一碗清汤面|姜葱拌嫩豆腐][能让运势回到平衡|是对胃最温柔的选择]；[配一杯温水|最后吃一块水果]。',
      ],
    },
  },
  destinationAdvice: [
    '这趟{place}之行看起来[很明朗|很顺利|星象很好]：[出发前先订好第一晚的住处|留出一天什么都不安排]，[在{place}偶然走进的地方会成为你最爱讲的故事|{place}当地人的一句推荐会带你去很美的地方]。',
    '去{place}的话，[带一件薄外套，那里的天气说变就变|出发当天早点动身]，[尝一道叫不出名字的当地菜|不看地图走一条小街]；[旅途会很顺|好运一路同行]。',
    '通往{place}的路是敞开的：[小小的延误会变成幸运的岔路|同行的旅人会给你最好的建议]，所以[行程安排得松一点|在{place}留点现金买街边小吃]。',
  ],
  stances: [
    '[卦象偏向“可以”|我的回答是温和的“可以”|这里我看到的是“是”]，[只要一步一步来|但要按你自己的节奏|只要不着急]。',
    '[先说答案：|直接回答你：][可以，但要睁大眼睛|是一个谨慎的“可以”|可以——越有耐心越好]。',
    '[翻开的第一张牌说“是”，|征兆指向“是”，][但第二张牌要你先做计划|不过时机比选择更重要|条件只有一个：慢慢来]。',
    '[这件事，卦象偏向“可以”|这里我看到清楚的“是”|对这个问题，答案是“可以”]，[只要按自己的节奏走|但别着急|不过细节更重要]。',
    '[如果你问会不会顺利|至于能不能成]：[大概率会|运气站在你这边]，[只要保持简单|稍微准备一下就行|而且比你担心的更快]。',
    '[为你的问题抽的第一张牌很明亮|我为这个问题抽到的是正位牌]：[意思是“去吧”|它说可以往前走]，[只有一个小提醒|但要慢一点|要睁大眼睛]。',
    '[不让你久等：答案偏向“是”|直说吧：是“可以”]，[但行动前先看看下面的建议|下面告诉你怎么把它变成好的“是”]。',
    '[我看到的是“是”|卦象说“可以”]，[不张扬，但很稳|安静却坚定]，[它需要一点耐心|只要你守住对自己的承诺]。',
  ],
};

/** Focus names, advice and yes/no answers per language. */
export const fortuneAnswerPacks: Readonly<Record<ContentLanguage, FortuneAnswerPack>> = { en, ko, vi, zh };

/** A destination a visitor may name, with its keywords and its name in each language. */
export interface Destination {
  match: readonly string[];
  name: Readonly<Record<ContentLanguage, string>>;
}

/** Destinations the reading can name in any of the four languages. */
export const destinations: readonly Destination[] = [
  { match: ['yunnan', 'vân nam', '윈난', '운남', '云南'], name: { en: 'Yunnan', vi: 'Vân Nam', ko: '윈난', zh: '云南' } },
  { match: ['lijiang', 'lệ giang', '리장', '丽江'], name: { en: 'Lijiang', vi: 'Lệ Giang', ko: '리장', zh: '丽江' } },
  { match: ['chengdu', 'thành đô', '청두', '成都'], name: { en: 'Chengdu', vi: 'Thành Đô', ko: '청두', zh: '成都' } },
  { match: ['beijing', 'bắc kinh', '베이징', '북경', '北京'], name: { en: 'Beijing', vi: 'Bắc Kinh', ko: '베이징', zh: '北京' } },
  { match: ['shanghai', 'thượng hải', '상하이', '上海'], name: { en: 'Shanghai', vi: 'Thượng Hải', ko: '상하이', zh: '上海' } },
  { match: ['hong kong', 'hồng kông', '홍콩', '香港'], name: { en: 'Hong Kong', vi: 'Hồng Kông', ko: '홍콩', zh: '香港' } },
  { match: ['taipei', 'đài bắc', '타이베이', '台北'], name: { en: 'Taipei', vi: 'Đài Bắc', ko: '타이베이', zh: '台北' } },
  { match: ['tokyo', 'tô-ki-ô', '도쿄', '东京'], name: { en: 'Tokyo', vi: 'Tokyo', ko: '도쿄', zh: '东京' } },
  { match: ['osaka', '오사카', '大阪'], name: { en: 'Osaka', vi: 'Osaka', ko: '오사카', zh: '大阪' } },
  { match: ['kyoto', '교토', '京都'], name: { en: 'Kyoto', vi: 'Kyoto', ko: '교토', zh: '京都' } },
  { match: ['seoul', 'xơ-un', '서울', '首尔'], name: { en: 'Seoul', vi: 'Seoul', ko: '서울', zh: '首尔' } },
  { match: ['busan', '부산', '釜山'], name: { en: 'Busan', vi: 'Busan', ko: '부산', zh: '釜山' } },
  { match: ['jeju', 'đảo jeju', '제주', '제주도', '济州'], name: { en: 'Jeju Island', vi: 'đảo Jeju', ko: '제주도', zh: '济州岛' } },
  { match: ['da nang', 'danang', 'đà nẵng', '다낭', '岘港'], name: { en: 'Da Nang', vi: 'Đà Nẵng', ko: '다낭', zh: '岘港' } },
  { match: ['hoi an', 'hội an', '호이안', '会安'], name: { en: 'Hoi An', vi: 'Hội An', ko: '호이안', zh: '会安' } },
  { match: ['hanoi', 'ha noi', 'hà nội', '하노이', '河内'], name: { en: 'Hanoi', vi: 'Hà Nội', ko: '하노이', zh: '河内' } },
  { match: ['ho chi minh city', 'saigon', 'sài gòn', 'hồ chí minh', '호찌민', '호치민', '胡志明市', '西贡'], name: { en: 'Ho Chi Minh City', vi: 'Sài Gòn', ko: '호찌민', zh: '胡志明市' } },
  { match: ['da lat', 'dalat', 'đà lạt', '달랏', '大叻'], name: { en: 'Da Lat', vi: 'Đà Lạt', ko: '달랏', zh: '大叻' } },
  { match: ['sapa', 'sa pa', '사파', '沙坝'], name: { en: 'Sa Pa', vi: 'Sa Pa', ko: '사파', zh: '沙坝' } },
  { match: ['phu quoc', 'phú quốc', '푸꾸옥', '富国岛'], name: { en: 'Phu Quoc', vi: 'Phú Quốc', ko: '푸꾸옥', zh: '富国岛' } },
  { match: ['bangkok', 'băng cốc', '방콕', '曼谷'], name: { en: 'Bangkok', vi: 'Bangkok', ko: '방콕', zh: '曼谷' } },
  { match: ['bali', '발리', '巴厘岛'], name: { en: 'Bali', vi: 'Bali', ko: '발리', zh: '巴厘岛' } },
  { match: ['singapore', '싱가포르', '新加坡'], name: { en: 'Singapore', vi: 'Singapore', ko: '싱가포르', zh: '新加坡' } },
  { match: ['paris', '파리', '巴黎'], name: { en: 'Paris', vi: 'Paris', ko: '파리', zh: '巴黎' } },
  { match: ['london', 'luân đôn', '런던', '伦敦'], name: { en: 'London', vi: 'London', ko: '런던', zh: '伦敦' } },
  { match: ['new york', '뉴욕', '纽约'], name: { en: 'New York', vi: 'New York', ko: '뉴욕', zh: '纽约' } },
];
