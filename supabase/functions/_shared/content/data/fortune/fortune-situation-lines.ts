/**
 * Fortune readings per situation family (rule C of issue 13): what the visitor is going through — an interview, an
 * exam, a thesis or a deadline, a move, a partner moving far away, a new relationship, an ex who came back, short
 * sleep from overwork, gold / savings / stocks, a family trip or a drive, lunch — with real content for that situation,
 * in four languages (Korean in 해요체). Slots: {when} (the time the visitor named, guard {?when}), {dest} and {origin}
 * (places the visitor named, guards {?dest} / {?origin}), {hours} (hours of sleep named, guard {?hours}); flags gold,
 * savings, stocks (what a money question weighs), kids (children come along), driving. No line names a place, a person
 * or a time the visitor did not give.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import { stepKeywords, stepLines } from './fortune-situation-step.ts';

/** Situation families of a fortune question. */
export const fortuneSituations = [
  'long_distance', 'ex_back', 'new_relationship', 'interview', 'exam', 'thesis', 'moving', 'sleep_overwork', 'invest', 'family_trip', 'lunch',
  'layoff', 'first_day', 'rent', 'friend_money', 'exercise', 'first_date', 'solo_trip', 'promotion', 'study', 'couple_fight',
  'relationship_step',
] as const;
/** A situation family. */
export type FortuneSituation = (typeof fortuneSituations)[number];

/** The lines of one situation: an opening that names it, advice slots in order, and one line when it comes second. */
export interface SituationLines {
  opening: readonly string[];
  advice: readonly (readonly string[])[];
  second: readonly string[];
}

/** Keywords per situation (multi-word phrases win over the words inside them). */
export const situationKeywords: Readonly<Record<FortuneSituation, readonly string[]>> = {
  long_distance: ['long distance', 'long-distance', '장거리 연애', '장거리', '롱디', 'yêu xa', '异地', '异地恋', '异国恋'],
  ex_back: ['my ex', 'ex texted', 'ex came back', 'ex boyfriend', 'ex girlfriend', '전남친', '전여친', '전 남자친구', '전 여자친구', '헤어진 사람', 'người yêu cũ', 'người cũ', '前任', '前男友', '前女友', '复合'],
  new_relationship: ['just started dating', 'new boyfriend', 'new girlfriend', 'started seeing', '사귄 지', '사귀기 시작', '연애 초반', 'mới quen', 'mới yêu', 'mới hẹn hò', '刚在一起', '刚谈恋爱', '刚交往'],
  interview: ['interview', 'job interview', '면접', 'phỏng vấn', '面试'],
  exam: ['exam', 'exams', 'test', 'driving test', 'finals', '시험', '수능', '면허 시험', '도로주행', 'thi', 'kỳ thi', 'thi cử', 'thi bằng lái', '考试', '驾照', '科目二', '科目三', '考研', '高考', '期末'],
  thesis: ['thesis', 'dissertation', 'draft', 'deadline', 'paper due', '논문', '초안', '마감', '졸업 작품', 'luận văn', 'khóa luận', 'hạn nộp', 'bản nháp', '论文', '初稿', '截止', '交稿', '毕业设计'],
  moving: ['moving', 'move out', 'move house', 'moving house', 'new apartment', 'dorm', '이사', '이삿짐', '기숙사', 'chuyển nhà', 'dọn nhà', 'chuyển phòng', 'ký túc xá', '搬家', '搬宿舍', '宿舍', '搬'],
  sleep_overwork: ['sleep', 'insomnia', 'hours of sleep', 'all-nighter', '잠', '수면', '불면', '밤샘', 'mất ngủ', 'thức khuya', 'ngủ', '失眠', '熬夜', '睡眠', '睡'],
  invest: ['gold', 'savings', 'savings account', 'stocks', 'invest', 'investing', 'fixed deposit', '금', '금값', '적금', '예금', '주식', '투자', 'vàng', 'tiết kiệm', 'gửi tiết kiệm', 'chứng khoán', 'cổ phiếu', 'đầu tư', '黄金', '存款', '定期', '股票', '基金', '理财'],
  family_trip: ['road trip', 'driving', 'drive', 'with the kids', 'with two kids', 'family trip', '가족 여행', '아이들', '드라이브', '운전', 'đi cùng gia đình', 'lái xe', 'chở con', 'cả nhà', '自驾', '带孩子', '全家', '开车'],
  lunch: ['lunch', 'what to eat', 'menu', '점심', '뭐 먹', '메뉴', 'ăn trưa', 'trưa nay ăn', 'ăn gì', '午饭', '午餐', '吃什么', '中午吃'],
  layoff: [
    'layoff', 'layoffs', 'laid off', 'lay off', 'redundancy', 'redundancies', 'made redundant', 'downsizing', 'job cuts', 'cutting jobs',
    '구조조정', '정리해고', '해고', '권고사직', '감원', 'cắt giảm nhân sự', 'sa thải', 'bị cho nghỉ việc', 'giảm biên chế', 'cắt giảm biên chế', '裁员', '被裁', '辞退', '减员',
  ],
  first_day: [
    'first day', 'first day at work', 'first day of work', 'first day of school', 'start my new job', 'starting my new job', 'new job starts',
    '첫 출근', '첫 출근이', '입사 첫날', '첫 등교', '출근 첫날', 'ngày đầu đi làm', 'ngày đầu tiên đi làm', 'buổi đầu đi làm', 'ngày đầu đi học', '第一天上班', '入职第一天', '上班第一天', '开学第一天',
  ],
  rent: ['my rent', 'the rent', 'rent went up', 'rent goes up', 'rent increase', 'raised the rent', 'rent is going up', 'lease', 'landlord', '월세', '전세', '집세', '집주인', 'tiền nhà', 'tiền thuê nhà', 'chủ nhà', 'giá thuê', '房租', '租金', '涨租', '房东'],
  // Derived (a friend and an investment or a loan), never from keywords alone: see fortune-situations.ts.
  friend_money: [],
  first_date: [
    'first date', 'meeting for coffee', 'meet in person', 'meet up for the first time', 'meeting in person', 'blind date', 'first meeting',
    '첫 데이트', '소개팅', '첫 만남', '처음 만나', 'buổi hẹn đầu', 'hẹn hò lần đầu', 'gặp mặt lần đầu', 'lần đầu gặp', 'buổi đầu gặp', 'xem mắt', '第一次约会', '第一次见面', '相亲', '见网友', '奔现',
  ],
  promotion: ['promotion', 'promoted', 'team lead', 'lead role', 'manager role', 'management role', '승진', '팀장', '리더 자리', 'thăng chức', 'trưởng nhóm', 'lên chức', '升职', '晋升', '当组长', '带团队', '升主管', '组长', '主管'],
  study: [
    'grad school', 'graduate school', 'back to school', 'go back to school', 'going back to school', 'nursing school', 'law school', 'med school', "master's", 'masters', 'master’s', 'phd', 'a degree',
    '대학원', '석사', '박사', '다시 공부', '편입', '학교로 돌아', '복학', 'học thạc sĩ', 'thạc sĩ', 'cao học', 'đi học lại', 'học lại', 'học lên', 'nghiên cứu sinh', 'văn bằng hai',
    '读研', '研究生', '读博', '回学校', '重新读书', '读书深造', '深造', '考研究生',
  ],
  // Derived (a partner or a marriage, and arguments), never from keywords alone: see fortune-situations.ts.
  couple_fight: [],
  solo_trip: ['alone', 'solo', 'by myself', 'on my own', 'travel alone', '혼자', '혼행', '나 홀로', 'một mình', 'đi một mình', '一个人', '独自', '独自旅行', '一个人去'],
  // Round 11: a couple's next step, still weighed (fortune-situation-step.ts).
  relationship_step: stepKeywords,
  exercise: ['pilates', 'yoga', 'gym', 'workout', 'workouts', 'start running', 'exercise', 'exercising', '필라테스', '요가', '헬스', '운동', 'tập gym', 'tập yoga', 'tập thể dục', 'chạy bộ', 'đi tập', '普拉提', '瑜伽', '健身', '跑步', '运动'],
};
/** Words of a friend (with money or an investment: a friend's offer). */
export const friendWords: readonly string[] = ['friend', 'my friend', 'best friend', 'buddy', '친구', '절친', 'bạn thân', 'người bạn', 'bạn bè', 'bạn em', 'bạn tôi', 'bạn mình', 'đứa bạn', 'thằng bạn', 'con bạn', '朋友', '好友', '闺蜜', '哥们'];
/** Words of putting money in or lending it. */
export const stakeWords: readonly string[] = ['invest', 'investing', 'put money', 'lend', 'loan', 'borrow', 'partner up', 'co-own', '투자', '빌려', '동업', 'đầu tư', 'góp vốn', 'cho vay', 'cho mượn', 'mượn tiền', 'hùn vốn', '投资', '入股', '借钱', '借给', '合伙', '一起开'];
/** Words of a back (pain) for an exercise reading. */
export const backWords: readonly string[] = ['back', 'back pain', 'lower back', '허리', 'lưng', 'đau lưng', '腰', '腰疼', '腰痛'];
/** Words of a partner (for a partner going abroad: long distance). */
export const partnerWords: readonly string[] = ['boyfriend', 'girlfriend', 'partner', 'husband', 'wife', '남자친구', '여자친구', '남친', '여친', '애인', 'bạn trai', 'bạn gái', 'người yêu', 'chồng', 'vợ', '男朋友', '女朋友', '男友', '女友', '对象', '老公', '老婆'];
/** Words of going abroad or far away for work or study. */
export const abroadWords: readonly string[] = ['abroad', 'overseas', 'moving to', 'another country', 'another city', '해외', '유학', '일본', '미국', '다른 나라', '지방 발령', 'đi làm ở', 'du học', 'nước ngoài', 'đi Nhật', 'ở Nhật', 'xuất khẩu lao động', '出国', '留学', '去日本', '去外地', '外派', '国外'];
export const goldWords: readonly string[] = ['gold', '금', '금값', '골드', 'vàng', '黄金', '金子'];
export const savingsWords: readonly string[] = ['savings', 'savings account', 'deposit', 'fixed deposit', '적금', '예금', 'tiết kiệm', 'gửi tiết kiệm', '存款', '定期', '储蓄'];
export const stockWords: readonly string[] = ['stocks', 'stock', 'stock market', 'shares', 'etf', 'index fund', '주식', '펀드', 'chứng khoán', 'cổ phiếu', '股票', '基金'];
export const kidWords: readonly string[] = ['kids', 'children', 'child', 'son', 'daughter', 'toddler', '아이', '아이들', '애들', '아들', '딸', 'con', 'các con', 'con nhỏ', 'bé', '孩子', '儿子', '女儿', '小孩'];
export const drivingWords: readonly string[] = ['drive', 'driving', 'road trip', 'car', '운전', '드라이브', '차로', 'lái xe', 'ô tô', 'xe hơi', '开车', '自驾', '驾车'];

/** The default part of the day for a situation's lucky time, when the question names none. */
export const situationDayPart: Readonly<Record<FortuneSituation, 'morning' | 'lunch' | 'afternoon' | 'evening' | 'night'>> = {
  long_distance: 'evening', ex_back: 'afternoon', new_relationship: 'evening', interview: 'morning', exam: 'morning', thesis: 'morning',
  moving: 'morning', sleep_overwork: 'night', invest: 'morning', family_trip: 'morning', lunch: 'lunch',
  layoff: 'morning', first_day: 'morning', rent: 'morning', friend_money: 'afternoon', exercise: 'evening', first_date: 'afternoon', solo_trip: 'morning', promotion: 'morning', study: 'morning', couple_fight: 'evening',
  relationship_step: 'evening',
};

/** Lucky-time windows per part of the day, in two wordings. */
export const dayPartTimes: Readonly<Record<ContentLanguage, Readonly<Record<'morning' | 'lunch' | 'afternoon' | 'evening' | 'night', readonly string[]>>>> = {
  en: {
    morning: ['9 to 10 a.m.', 'between 9 and 10 in the morning'], lunch: ['11:30 a.m. to 1:30 p.m.', 'between 11:30 and 1:30, around noon'], afternoon: ['1 to 3 p.m.', 'early afternoon, between 1 and 3'],
    evening: ['7 to 9 p.m.', 'between 7 and 9 in the evening'], night: ['10 to 11 p.m., lights out', 'between 10 and 11 at night, lights out'],
  },
  ko: {
    morning: ['오전 9시~10시', '아침 9시에서 10시 사이'], lunch: ['오전 11시 반~오후 1시 반', '점심때, 11시 반에서 1시 반 사이'], afternoon: ['오후 1시~3시', '이른 오후, 1시에서 3시 사이'],
    evening: ['저녁 7시~9시', '저녁 7시에서 9시 사이'], night: ['밤 10시~11시, 불 끄는 시간', '밤 10시에서 11시 사이, 불 끄는 시간'],
  },
  vi: {
    morning: ['9–10 giờ sáng', 'khoảng 9 đến 10 giờ sáng'], lunch: ['11 giờ 30 đến 13 giờ 30', 'quanh giờ trưa, từ 11 rưỡi đến 1 rưỡi'], afternoon: ['1–3 giờ chiều', 'đầu giờ chiều, từ 1 đến 3 giờ'],
    evening: ['7–9 giờ tối', 'khoảng 7 đến 9 giờ tối'], night: ['10–11 giờ đêm, giờ tắt đèn', 'từ 10 đến 11 giờ đêm, giờ tắt đèn'],
  },
  zh: {
    morning: ['上午9点到10点', '早上9点到10点之间'], lunch: ['上午11点半到下午1点半', '午饭时间，11点半到1点半之间'], afternoon: ['下午1点到3点', '午后1点到3点之间'],
    evening: ['晚上7点到9点', '晚上7点到9点之间'], night: ['晚上10点到11点，关灯时间', '晚上10点到11点之间，关灯时间'],
  },
};

/** Detail labels, with a few wordings each so that readings of one question do not all read alike. */
export const detailLabels: Readonly<Record<ContentLanguage, { time: readonly string[]; day: readonly string[]; colour: readonly string[]; numbers: readonly string[] }>> = {
  en: { time: ['Lucky time', 'Best hours', 'Your strongest hours'], day: ['Lucky day', 'Best day'], colour: ['Lucky colour', 'Colour to carry', 'Colour of the day'], numbers: ['Lucky numbers', 'Numbers to keep in mind'] },
  ko: { time: ['행운의 시간', '기운이 좋은 시간', '가장 힘이 나는 시간'], day: ['행운의 날', '기운이 좋은 날'], colour: ['행운의 색', '곁에 둘 색', '오늘의 색'], numbers: ['행운의 숫자', '기억할 숫자'] },
  vi: { time: ['Giờ may mắn', 'Khung giờ tốt', 'Giờ vượng nhất'], day: ['Ngày may mắn', 'Ngày tốt'], colour: ['Màu may mắn', 'Màu nên mang theo', 'Màu của ngày'], numbers: ['Số may mắn', 'Con số nên nhớ'] },
  zh: { time: ['幸运时段', '运势最好的时段', '状态最好的时间'], day: ['幸运日', '吉日'], colour: ['幸运色', '随身的颜色', '今日颜色'], numbers: ['幸运数字', '值得记住的数字'] },
};

/** A first line that lays the cards out: seeded, and safe for any premise. */
export const introLines: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['[I shuffled the deck|The cards are laid out|I drew three cards|The candle is lit and the cards are out|I cut the deck twice] [for your question|for you|with your words in mind].'],
  vi: ['[Mình đã xào bài|Bài đã trải ra|Mình rút ba lá|Nến đã thắp, bài đã bày|Mình cắt bộ bài hai lần] [cho câu hỏi của bạn|cho bạn|với lời bạn vừa kể].'],
  zh: ['[我为你的问题洗好了牌|牌已经为你摊开了|我为你抽了三张牌|蜡烛点上了，牌也为你摆好了|我想着你说的话，把牌切了两次]，[我们来看看|就从这里说起|牌面很清楚]。'],
  ko: ['[카드를 섞었어요.|카드를 펼쳤어요.|세 장을 뽑았어요.|촛불을 켜고 카드를 놓았어요.|카드를 두 번 떼었어요.] [당신의 질문을 떠올리면서요.|당신을 위해서요.|들려준 이야기를 마음에 두고요.]'],
};

const en: Readonly<Record<FortuneSituation, SituationLines>> = {
  relationship_step: stepLines.en,
  long_distance: {
    opening: ['{!already}[Your cards turned to the distance that is coming between you two.|The reading settles on the distance ahead of you two.]', '{?already}[Your cards turned to the distance you two have already crossed.|The reading settles on the time you have already spent apart.]'],
    advice: [
      ['{!already}{?years}{years} years together is a real root: distance tests a couple, but it rarely breaks one that already talks well.', '{!years}A bond like yours does not snap because of kilometres; it frays only when the talking stops.', '{?already}{?years}{years} years apart and still together is the strongest sign the cards can show: the distance has already tested you, and you passed.'],
      ['{!already}Agree on a rhythm before the move (one long call a week, short messages on the days between), and learn the time difference by heart.', '{!already}Set one fixed call each week and put the next visit on a calendar before the goodbye: a date to count down to keeps both of you steady.', '{?already}{?return}Now the work changes: talk about the first months after the return (which city, whose friends, what each of you gives up), because living in one place is a new start, not the end of the story.', '{?already}{!return}Now is the time to put a date on the end of the distance: a couple that knows when it will live in one city plans instead of only waiting.'],
      ['{!already}The hardest stretch is the first two months; after that you will have your own way of being close.', '{?already}{?marry}As for marriage: the cards see it in your path, and the moment to talk about it is once you have lived in the same city for a few months; say so plainly before then.', '{?already}{!marry}Keep the small rituals you built while apart; they will hold you together once you are close again too.'],
    ],
    second: ['The distance ahead asks for one fixed weekly call and a next visit on the calendar.'],
  },
  ex_back: {
    opening: ['[The cards turn to your ex, the one who came back.|Your reading is about your ex getting in touch again.]'],
    advice: [
      ['Before you answer, ask what has actually changed since you parted; if nothing has, the same ending is waiting.', 'A message after a long silence is curiosity more often than a plan.'],
      ['Reply in daylight, keep it short and friendly, and see whether they ask about your life or only about the past.'],
    ],
    second: ['About the one who came back: answer slowly, and watch what has changed.'],
  },
  new_relationship: {
    opening: ['[The cards turn to the new love in your life.|Your reading is about a relationship that has just begun.]'],
    advice: [
      ['The first months run on curiosity; let it stay light and do not rush the labels.'],
      ['Plan one ordinary day together, not only special ones: how they are on a dull afternoon tells you more than a perfect date.'],
    ],
    second: ['The new relationship does best when nobody rushes the labels.'],
  },
  interview: {
    opening: ['{?when}[The cards turn to your interview {when}.|Your reading is about the interview {when}.]', '{!when}[The cards turn to your interview.|Your reading is about the interview ahead.]'],
    advice: [
      ['{?bank}For a bank, they will test that you are reliable and careful: have one example ready where you caught a mistake or handled numbers or money responsibly.', '{!bank}Have one concrete story ready about a problem you solved; interviewers remember stories, not adjectives.'],
      ['{?afternoon}An afternoon slot is a good one: eat a real lunch, arrive fifteen minutes early and read your notes once in the waiting room.', '{!afternoon}Arrive fifteen minutes early and read your notes once, then put them away.'],
      ['Prepare one question for them about the team; people like candidates who are curious.'],
    ],
    second: ['The interview goes best with one concrete story ready.'],
  },
  exam: {
    opening: ['{?when}[The cards turn to your exam {when}.|Your reading is about your exam {when}.|Everything in the spread points at your exam {when}.|Let me read the cards for your exam {when}.]', '{!when}[The cards turn to your exam.|Your reading is about your exam.]'],
    advice: [
      ['{?retry}Having failed before means you already know the course; the card shows you calmer this time than last.', '{!retry}[The card is steady|This is a steady card|The spread is calm]: what you have practised is already in your hands, and [nerves are louder than the risk|the nerves are louder than the real danger|your worry is bigger than the risk].'],
      ['{?driving}Before you start the car, adjust the seat and mirrors slowly; the calm you show in the first minute carries through the course.', '{!driving}The night before, [sleep at your usual hour|go to bed at your normal time] instead of [reviewing|cramming]; [one last look in the morning is enough|a short look over your notes in the morning is plenty].'],
      ['[When a question or a move goes wrong|If one part goes badly], [breathe once|take one slow breath] and do the next one well; one mistake rarely decides the whole result.', 'Read each instruction twice before you start; [most lost points come from hurry, not from not knowing|hurry costs more points than gaps do].'],
    ],
    second: ['The exam goes well if you sleep at your usual hour the night before.'],
  },
  thesis: {
    opening: ['{?when}[The cards turn to your thesis draft, due {when}.|Your reading is about the draft that is due {when}.]', '{!when}[The cards turn to your thesis draft and its deadline.|Your reading is about the draft that is due.]'],
    advice: [
      ['A first draft is meant to be imperfect: finish every section at a rough level before polishing any of them.'],
      ['Work in the morning, in 50-minute blocks, and write the conclusion before you reread the introduction.'],
      ['Send it a day early if you can; the relief is worth more than one more round of edits.'],
    ],
    second: ['For the draft, finish every section roughly before polishing one.'],
  },
  moving: {
    opening: ['[The cards turn to your move.|Your reading is about the move ahead.]'],
    advice: [
      ['A move reshuffles your luck in a good way: what you leave behind makes room.', 'Moving is tiring, but the cards show the new place settling quickly around you.'],
      ['Pack one small box of essentials (charger, documents, a towel, something to eat) and carry it yourself.'],
    ],
    second: ['For the move, pack one box of essentials and carry it yourself, so the tiring day does not eat into your focus.'],
  },
  sleep_overwork: {
    opening: ['{?overwork}[The cards turn to your sleep and the long working hours behind it.|Your reading is about your short nights and the late work.]', '{!overwork}[The cards turn to your sleep.|Your reading is about your short nights.]'],
    advice: [
      ['{?hours}{hours} hours a night is a debt your body will collect: this month, health luck depends on paying some of it back.', '{!hours}Short nights add up to a debt your body will collect: this month, health luck depends on paying some of it back.'],
      ['Protect one fixed bedtime even on late-work days, and keep screens and coffee away for the last hour before it.', 'No caffeine after 2 p.m., and on late days, eat something light rather than skipping dinner.'],
      ['{?overwork}If the late nights are set by work, name one day a week you leave on time and say it out loud to the team; the card shows people will respect it.'],
    ],
    second: ['Your sleep needs one fixed bedtime this month.'],
  },
  invest: {
    opening: ['{?when}[The cards turn to your money {when}.|Your reading is about where to put your money {when}.]', '{!when}[The cards turn to your money and your savings.|Your reading is about where to put your money.]'],
    advice: [
      ['{?gold}{?savings}Between gold and a savings account, the cards favour splitting rather than choosing: savings for the part you may need within a year, gold for a smaller share you can leave alone for years.', '{?gold}{!savings}Gold keeps value over years, not weeks: buy in small portions over several months rather than all at once.', '{!gold}{?savings}{!stocks}A savings account is slow but certain; lock in the part you will not need for a year.', '{?savings}{?stocks}Savings first, then stocks: keep what you may need within a year in the savings account, and move only the rest into an index fund, bit by bit.', '{!savings}{?stocks}Stocks reward patience: start small, spread it out (an index fund rather than one company), and do not check the price every day.', '{!gold}{!savings}{!stocks}Put aside the money you may need soon first; only what is left can take a risk.'],
      ['{?gold}Gold prices swing in the short run, so do not buy on a day everyone is talking about it.', 'Decide the amount before you look at prices, not after.'],
    ],
    second: ['Your money does best split between safe and patient.'],
  },
  family_trip: {
    opening: ['{?dest}{?kids}The cards turn to your trip to {dest} with the kids.', '{?dest}{!kids}The cards turn to the road to {dest}.', '{!dest}{?kids}The cards turn to your trip with the kids.', '{!dest}{!kids}[The cards turn to your trip and the road ahead.|Your reading is about your trip.]'],
    advice: [
      ['{?driving}{?kids}Plan a stop every two hours; with children in the car, a break before anyone asks for one keeps the mood good.', '{?driving}{!kids}Plan a stop every two hours; a break before anyone needs one keeps the drive calm and the driver sharp.', '{!driving}Keep the first day light; the trip goes well when nobody is rushed on day one.'],
      ['{?kids}Pack snacks, water and one surprise per child for the slow stretch of the road.', 'Keep a little slack in the schedule: the detours are what you will remember.'],
      ['{?dest}{!flying}At {dest}, follow the marked paths and keep the children close; wild places deserve respect.', '{?driving}{!flying}Start early, drive in daylight, and check the road and weather once before you leave.', '{!driving}{!flying}Start early, and before you leave, check the weather and how you get from where you arrive to the first night’s bed.', '{?flying}Keep the passports, tickets and the first night’s address in one pocket, and get to the airport two hours early; a calm check-in sets the tone for the whole trip.'],
    ],
    second: ['On the trip, start early and plan a break every two hours.'],
  },
  lunch: {
    opening: ['[Your lunch reading is ready.|The cards have looked at your lunch.]'],
    advice: [
      ['Today the cards point to something warm and simple: a rice bowl or a noodle soup near work beats a long queue.', 'The cards favour something light with vegetables at lunch, so the afternoon does not get heavy.'],
      ['Ask a colleague to come along; lunch luck is shared luck today.'],
    ],
    second: ['At lunch, pick something warm and simple.'],
  },
  layoff: {
    opening: ['{?when}[The cards turn to the layoffs at your company {when}.|Your reading is about the job cuts coming {when}.]', '{!when}[The cards turn to the layoffs at your company.|Your reading is about the job cuts hanging over your team.]'],
    advice: [
      ['You cannot control the list, but you can control how ready you are: update your CV this week and tell two people in your field, quietly, that you are open to offers.'],
      ['Looking while you still have the job is not disloyal; it is the calm option, and it gives you choices instead of a deadline.'],
      ['Meanwhile keep your work solid and visible, and write your results down in numbers: they help whether you stay or go.'],
    ],
    second: ['With job cuts in the air, update your CV this week, quietly.'],
  },
  first_day: {
    opening: ['{?when}[Your reading is about your first day {when}.|The cards turn to your first day {when}.]', '{!when}[The cards turn to your first day.|Your reading is about the first day ahead.]'],
    advice: [
      ['A first day is for learning names and where things are, not for proving yourself: ask a lot and write names down.'],
      ['Arrive ten minutes early, bring a notebook, and say yes to the first invitation to lunch or coffee.'],
      ['By the end of the first week, ask what a good first month looks like to them; it turns worry into a plan.'],
    ],
    second: ['On the first day, learn names and ask a lot.'],
  },
  rent: {
    opening: ['[The cards turn to your rent.|Your reading is about the rent and your budget.]'],
    advice: [
      ['Put the new rent next to your monthly income: if it takes much more than a third, start comparing other places before the lease renews.'],
      ['Ask the landlord once, politely, whether a longer lease could keep the price lower; it works more often than people think.'],
      ['Then trim one fixed cost, a subscription or a phone plan, so the rise does not eat into your savings.'],
    ],
    second: ['For the rent, compare the new total with your income before the lease renews.'],
  },
  friend_money: {
    opening: ['[The cards turn to the money your friend asked you to put in.|Your reading is about your friend’s offer and your money.]'],
    advice: [
      ['Put in only what you could lose without resenting your friend; money lost between friends costs twice.'],
      ['Ask to see the numbers first: the rent, the monthly costs, and how much it must sell each day to break even.'],
      ['Write it down, even between friends: your share, who decides what, and what happens if one of you wants out.'],
    ],
    second: ['With your friend’s offer, put in only what you could lose without resentment.'],
  },
  exercise: {
    opening: ['[The cards favour starting to move.|Your reading is about the exercise you want to start.]'],
    advice: [
      ['{?back}With a sore back, tell the instructor on the first day and start in a beginners’ or one-to-one class; gentle core work usually helps, and sharp pain means stop and see a doctor.', '{!back}Two short sessions a week beat one heroic one; book them like appointments.'],
      ['Give it six weeks before you judge it; the first two always feel clumsy.'],
    ],
    second: ['For the exercise, start small and keep it regular.'],
  },
  first_date: {
    opening: ['{?when}[The cards turn to your first meeting {when}.|Your reading is about the first date {when}.]', '{!when}[The cards turn to your first meeting.|Your reading is about the first date ahead.]'],
    advice: [
      ['A meeting that comes after steady messages is a good sign: the interest goes both ways.'],
      ['Keep it short and easy, an hour or so; leaving while it is still fun makes a second meeting likely.'],
      ['Bring up one thing from your messages; it shows you listened, and it starts the talk on familiar ground.'],
    ],
    second: ['For the first meeting, keep it short and easy.'],
  },
  solo_trip: {
    opening: ['{?dest}[The cards turn to your trip to {dest} on your own.|Your reading is about travelling to {dest} by yourself.]', '{!dest}[The cards turn to your trip on your own.|Your reading is about travelling by yourself.]'],
    advice: [
      ['Travelling alone goes best with a light plan: book the first night and one thing you want to see, and leave the rest open.'],
      ['{!flying}Send your route and where you sleep to one person at home, and keep your phone charged on the way.', '{?flying}For the flight, keep your passport, ticket and the first night’s address together and get to the airport two hours early, and sort a local SIM or eSIM before you land, so maps work from the arrivals hall. Send your route to one person at home.'],
      ['Eating alone at a counter or a busy local place is easier than it sounds, and it is where people start talking to you.'],
    ],
    second: ['On your own, share your route with one person at home.'],
  },
  promotion: {
    opening: ['{!promoted}[The cards turn to the new role you were offered.|Your reading is about the step up you were offered.]', '{?promoted}[The cards turn to the team you now lead.|Your reading is about your first months as the one in charge.]'],
    advice: [
      ['{!promoted}{?kids}Before you answer, ask what the role really asks of your evenings and weeks: ask for the hours in writing, and whether some days can stay fixed for your kids.', '{!promoted}{!kids}Before you answer, ask what the role really asks of your time, and what you would stop doing to make room for it.', '{?promoted}A new lead earns authority by listening first: this week, meet each person on your team alone and ask what one thing they would fix.'],
      ['{!promoted}A yes is right when you can name what you would gain besides the title; a no said clearly keeps the door open for later.', '{?promoted}Then fix one of those things quickly and say whose idea it was; people follow a lead who keeps small promises.'],
      ['{!promoted}Give yourself until the end of the week, and decide on paper: two columns, and the one that weighs more on a calm morning wins.', '{?promoted}Aim to be predictable rather than liked or feared: one fixed weekly meeting, clear deadlines, and the same rules for everyone.'],
    ],
    second: ['For the new role, ask what it asks of your time before you answer.'],
  },
  study: {
    opening: ['{?quit}[The cards turn to leaving your job to study again.|Your reading is about trading a salary for a classroom.]', '{!quit}[The cards turn to going back to study.|Your reading is about returning to school.]'],
    advice: [
      ['{?late}It is not too late: people start a new course of study at thirty and at forty, and the cards side with those who arrive with experience.'],
      ['{?years}{years} years of work are not lost: they are why you will understand the material faster than classmates straight out of school.', '{!years}Going back to study is not starting over: what you learned at work comes with you into every class.'],
      ['{?quit}Before you hand in your notice, count the months: tuition plus a year of living costs, saved or covered, turns the leap into a plan.', '{!quit}Count the cost first: tuition plus what you live on, and which part you can keep earning while you study.'],
      ['Try it before you leap: this month, sit in on one class or talk to two people who finished the same programme.'],
    ],
    second: ['About studying again: count the months of money before you leap.'],
  },
  couple_fight: {
    opening: ['{?money}[The cards turn to the arguments between you two, and the money behind them.|Your reading is about the money fights in your marriage.]', '{!money}[The cards turn to the arguments between you two.|Your reading is about the fights that keep coming back.]'],
    advice: [
      ['{?money}Money fights are rarely about the amount; they are about what each of you fears. On a calm day, each say what money is for to you: safety, freedom, family.', '{!money}Most repeated fights are one fight in different clothes: on a calm day, name together the one underneath.'],
      ['{?money}Then agree on one rule you both keep: a shared pot for the household, and a small sum each of you spends without asking.', '{!money}Agree on one rule for the next argument: stop when voices rise, and come back to it within a day.'],
      ['{?years}{years} years together are a real foundation; this year the cards favour the couple that talks about plans, not blame.', '{!years}This year the cards favour the couple that talks about plans, not blame.'],
    ],
    second: ['The arguments between you ask for one calm talk and one shared rule.'],
  },
};

const vi: Readonly<Record<FortuneSituation, SituationLines>> = {
  relationship_step: stepLines.vi,
  long_distance: {
    opening: ['{!already}[Quẻ của bạn xoay quanh khoảng cách sắp có giữa hai người.|Lá bài dừng lại ở chặng yêu xa phía trước.]', '{?already}[Quẻ của bạn xoay quanh chặng yêu xa hai người đã đi qua.|Lá bài dừng lại ở quãng thời gian hai người đã xa nhau.]'],
    advice: [
      ['{!already}{?years}{years} năm bên nhau là một gốc rễ thật: khoảng cách thử thách một cặp đôi, nhưng hiếm khi làm gãy một cặp vẫn nói chuyện được với nhau.', '{!years}Gắn bó như hai người thì không đứt vì cây số; chỉ sờn đi khi hai người thôi trò chuyện.', '{?already}{?years}Yêu xa {years} năm mà vẫn bên nhau là dấu hiệu mạnh nhất lá bài có thể cho thấy: khoảng cách đã thử thách hai người, và hai người đã vượt qua.'],
      ['{!already}Trước khi người ấy đi, hãy thống nhất nhịp liên lạc (một cuộc gọi dài mỗi tuần, tin nhắn ngắn những ngày còn lại) và nhớ kỹ chuyện lệch giờ.', '{!already}Chốt một cuộc gọi cố định mỗi tuần và ghi lịch lần gặp tới trước ngày chia tay: có ngày để đếm ngược thì cả hai đều vững.', '{?already}{?return}Giờ việc cần làm đã khác: hãy bàn về mấy tháng đầu sau khi người ấy về (sống ở thành phố nào, mỗi người nhường điều gì), vì sống chung một nơi là một khởi đầu mới chứ không phải cái kết.', '{?already}{!return}Đã đến lúc đặt một mốc cho ngày hết xa cách: cặp đôi biết khi nào sống chung một thành phố thì lên kế hoạch chứ không chỉ chờ đợi.'],
      ['{!already}Hai tháng đầu là khó nhất; sau đó hai người sẽ có cách gần nhau của riêng mình.', '{?already}{?marry}Còn chuyện hôn nhân: lá bài thấy nó nằm trên con đường của hai người, và lúc nên bàn thật kỹ là sau vài tháng sống gần nhau; trước đó cứ nói rõ mong muốn của mình.', '{?already}{!marry}Giữ lại những thói quen nhỏ hai người đã tạo ra lúc xa nhau; chúng sẽ giữ hai người gần nhau cả khi đã ở cạnh nhau.'],
    ],
    second: ['Chặng xa cách cần một cuộc gọi cố định mỗi tuần và một ngày gặp lại trên lịch.'],
  },
  ex_back: {
    opening: ['[Quẻ hướng về người yêu cũ vừa quay lại.|Lá bài nói về người yêu cũ vừa liên lạc lại.]'],
    advice: [
      ['Trước khi trả lời, hãy hỏi điều gì đã thật sự thay đổi từ lúc chia tay; nếu chẳng có gì, cái kết cũ vẫn đang chờ.'],
      ['Trả lời vào ban ngày, ngắn và nhẹ nhàng, rồi xem người ta hỏi về cuộc sống hiện tại của bạn hay chỉ nhắc chuyện cũ.'],
    ],
    second: ['Với người cũ, trả lời chậm thôi và xem điều gì đã đổi khác.'],
  },
  new_relationship: {
    opening: ['[Quẻ hướng về mối tình mới bắt đầu.|Lá bài nói về chuyện tình vừa chớm.]'],
    advice: [
      ['Những tháng đầu chạy bằng sự tò mò; cứ để nó nhẹ nhàng, đừng vội đặt tên cho mối quan hệ.'],
      ['Hãy có một ngày bình thường bên nhau chứ không chỉ những buổi hẹn đặc biệt: cách người ta cư xử vào một buổi chiều chán nói nhiều hơn một buổi hẹn hoàn hảo.'],
    ],
    second: ['Chuyện tình mới sẽ đẹp nhất khi không ai vội vàng.'],
  },
  interview: {
    opening: ['{?when}[Quẻ hướng về buổi phỏng vấn {when} của bạn.|Lá bài nói về buổi phỏng vấn {when}.]', '{!when}[Quẻ hướng về buổi phỏng vấn của bạn.|Lá bài nói về buổi phỏng vấn sắp tới.]'],
    advice: [
      ['{?bank}Phỏng vấn ngân hàng sẽ xem bạn có cẩn thận và đáng tin không: chuẩn bị sẵn một ví dụ bạn từng phát hiện sai sót hay xử lý số liệu, tiền bạc có trách nhiệm.', '{!bank}Chuẩn bị sẵn một câu chuyện cụ thể về vấn đề bạn từng giải quyết; người phỏng vấn nhớ câu chuyện chứ không nhớ tính từ.'],
      ['{?afternoon}Lịch buổi chiều là lịch tốt: ăn trưa đàng hoàng, đến sớm mười lăm phút và đọc lại ghi chú một lần.', '{!afternoon}Đến sớm mười lăm phút, đọc lại ghi chú một lần rồi cất đi.'],
      ['Chuẩn bị một câu hỏi cho họ về nhóm làm việc; người ta thích ứng viên biết tò mò.'],
    ],
    second: ['Buổi phỏng vấn sẽ suôn sẻ nếu bạn có sẵn một câu chuyện cụ thể.'],
  },
  exam: {
    opening: ['{?when}[Quẻ hướng về kỳ thi {when} của bạn.|Lá bài nói về kỳ thi {when}.|Cả trải bài đều chỉ về kỳ thi {when}.|Mình đọc bài cho kỳ thi {when} của bạn nhé.]', '{!when}[Quẻ hướng về kỳ thi của bạn.|Lá bài nói về kỳ thi sắp tới.]'],
    advice: [
      ['{?retry}Từng trượt nghĩa là bạn đã biết rõ bài thi; lá bài cho thấy lần này bạn bình tĩnh hơn lần trước.', '{!retry}[Lá bài vững vàng|Quẻ này rất vững|Trải bài rất bình lặng]: những gì bạn đã luyện đã nằm trong tay bạn, [nỗi lo chỉ ồn hơn rủi ro thật|nỗi lo lớn hơn rủi ro thật nhiều].'],
      ['{?driving}Trước khi nổ máy, chỉnh ghế và gương thật từ tốn; sự bình tĩnh ở phút đầu sẽ theo bạn hết bài thi.', '{!driving}Đêm trước [đi ngủ đúng giờ quen thuộc|ngủ đúng giờ như mọi ngày] thay vì [ôn thêm|thức khuya ôn bài]; sáng hôm sau [xem lại một lượt là đủ|liếc qua ghi chú một lần là đủ].'],
      ['[Lỡ sai một câu hay một thao tác|Nếu một phần không như ý], [hít một hơi|thở chậm một nhịp] rồi làm tốt phần tiếp theo; một lỗi hiếm khi quyết định cả kết quả.', 'Đọc kỹ yêu cầu hai lần trước khi làm; [điểm mất thường do vội chứ không phải do không biết|vội vàng làm mất điểm nhiều hơn chỗ hổng kiến thức].'],
    ],
    second: ['Kỳ thi sẽ ổn nếu đêm trước bạn ngủ đúng giờ.'],
  },
  thesis: {
    opening: ['{?when}[Quẻ hướng về bản thảo phải nộp {when}.|Lá bài nói về bản nháp phải nộp {when}.]', '{!when}Quẻ hướng về bản thảo luận văn và hạn nộp.'],
    advice: [
      ['Bản nháp đầu tiên vốn không cần hoàn hảo: viết xong mọi phần ở mức thô trước rồi mới trau chuốt.'],
      ['Làm vào buổi sáng, từng khối 50 phút, và viết phần kết luận trước khi đọc lại phần mở đầu.'],
      ['Nộp sớm một ngày nếu được; cảm giác nhẹ nhõm đáng giá hơn một vòng sửa nữa.'],
    ],
    second: ['Với bản nháp, viết thô hết các phần rồi mới sửa.'],
  },
  moving: {
    opening: ['[Quẻ hướng về chuyện chuyển chỗ ở.|Lá bài nói về lần dọn nhà sắp tới.]'],
    advice: [
      ['Chuyển chỗ ở xáo lại vận may theo hướng tốt: thứ bạn bỏ lại sẽ nhường chỗ cho điều mới.'],
      ['Đóng riêng một thùng nhỏ đồ thiết yếu (sạc, giấy tờ, khăn, chút đồ ăn) và tự mang theo người.'],
    ],
    second: ['Chuyện dọn chỗ ở: đóng một thùng đồ thiết yếu và tự mang theo, để ngày mệt không lấy mất sự tập trung.'],
  },
  sleep_overwork: {
    opening: ['{?overwork}[Quẻ hướng về giấc ngủ và những giờ làm muộn của bạn.|Lá bài nói về những đêm ngủ ít vì tăng ca.]', '{!overwork}[Quẻ hướng về giấc ngủ của bạn.|Lá bài nói về những đêm ngủ quá ít.]'],
    advice: [
      ['{?hours}Ngủ {hours} tiếng mỗi đêm là món nợ cơ thể sẽ đòi: tháng này, vận sức khỏe tùy vào việc trả bớt món nợ đó.', '{!hours}Những đêm ngủ ít cộng lại thành món nợ cơ thể sẽ đòi: tháng này, vận sức khỏe tùy vào việc trả bớt món nợ đó.'],
      ['Giữ một giờ đi ngủ cố định kể cả hôm làm muộn, tránh điện thoại và cà phê trong một tiếng trước đó.'],
      ['{?overwork}Nếu phải tăng ca vì công việc, chọn một ngày mỗi tuần về đúng giờ và nói rõ với cả nhóm; lá bài cho thấy mọi người sẽ tôn trọng điều đó.'],
    ],
    second: ['Giấc ngủ của bạn cần một giờ đi ngủ cố định trong tháng này.'],
  },
  invest: {
    opening: ['{?when}[Quẻ tiền bạc của bạn {when} hướng về khoản để dành.|Lá bài nói về tiền bạc của bạn {when}.]', '{!when}[Quẻ tiền bạc của bạn hướng về khoản để dành.|Lá bài nói về tiền bạc và chỗ đặt tiền của bạn.]'],
    advice: [
      ['{?gold}{?savings}Giữa mua vàng và gửi tiết kiệm, lá bài nghiêng về chia ra thay vì chọn một: phần có thể cần trong năm thì gửi tiết kiệm, một phần nhỏ hơn để lâu năm thì mua vàng.', '{?gold}{!savings}Vàng giữ giá theo năm chứ không theo tuần: mua rải từng ít trong vài tháng thay vì dồn một lần.', '{!gold}{?savings}{!stocks}Gửi tiết kiệm chậm mà chắc; khóa lại phần tiền bạn không cần đến trong một năm.', '{?savings}{?stocks}Tiết kiệm trước, chứng khoán sau: phần có thể cần trong năm thì gửi tiết kiệm, chỉ phần còn lại mới chia dần vào quỹ chỉ số.', '{!savings}{?stocks}Chứng khoán thưởng cho người kiên nhẫn: bắt đầu nhỏ, chia đều (quỹ chỉ số thay vì một mã), và đừng xem giá mỗi ngày.', '{!gold}{!savings}{!stocks}Để riêng phần tiền có thể cần sớm trước; chỉ phần còn lại mới được mạo hiểm.'],
      ['{?gold}Giá vàng lên xuống mạnh trong ngắn hạn, đừng mua vào hôm ai cũng bàn tán.', 'Quyết định số tiền trước khi xem giá, đừng để giá quyết định thay.'],
    ],
    second: ['Tiền bạc của bạn nên chia ra: phần an toàn và phần kiên nhẫn.'],
  },
  family_trip: {
    opening: ['{?dest}{?kids}Quẻ hướng về chuyến đi tới {dest} cùng các con.', '{?dest}{!kids}Quẻ hướng về chặng đường tới {dest}.', '{!dest}{?kids}Quẻ hướng về chuyến đi cùng các con.', '{!dest}{!kids}[Quẻ hướng về chuyến đi của bạn.|Lá bài nói về chuyến đi sắp tới.]'],
    advice: [
      ['{?driving}{?kids}Cứ hai tiếng dừng nghỉ một lần; có trẻ con trên xe, nghỉ trước khi ai đòi thì ai cũng vui.', '{?driving}{!kids}Cứ hai tiếng dừng nghỉ một lần; nghỉ trước khi ai cần thì người lái vẫn tỉnh táo, cả xe đều thoải mái.', '{!driving}Ngày đầu đi nhẹ nhàng; chuyến đi suôn sẻ khi không ai bị vội ngay hôm đầu.'],
      ['{?kids}Mang đồ ăn vặt, nước và một món bất ngờ cho mỗi bé cho đoạn đường dài.', 'Để dư thời gian trong lịch trình: những chỗ rẽ ngang mới là điều đáng nhớ.'],
      ['{?driving}{!flying}Đi sớm, chạy xe ban ngày, và xem tình hình đường sá, thời tiết một lần trước khi đi.', '{!driving}{!flying}Đi sớm, và trước khi đi, xem thời tiết và cách đi từ chỗ đến tới chỗ ngủ đêm đầu.', '{?flying}Để hộ chiếu, vé máy bay và địa chỉ chỗ ở đêm đầu chung một chỗ, và ra sân bay sớm hai tiếng; làm thủ tục thong thả thì cả chuyến đi cũng thong thả.'],
    ],
    second: ['Chuyến đi: khởi hành sớm và nghỉ mỗi hai tiếng.'],
  },
  lunch: {
    opening: ['[Quẻ bữa trưa của bạn đây.|Lá bài đã xem bữa trưa của bạn.]'],
    advice: [
      ['Hôm nay lá bài chỉ về món nóng và đơn giản: một tô bún, một đĩa cơm gần chỗ làm còn hơn xếp hàng dài.', 'Lá bài chuộng món nhẹ có rau cho bữa trưa, để buổi chiều không nặng người.'],
      ['Rủ một đồng nghiệp đi cùng; hôm nay may mắn bữa trưa là may mắn chia đôi.'],
    ],
    second: ['Bữa trưa: chọn món nóng và đơn giản.'],
  },
  layoff: {
    opening: ['{?when}[Quẻ hướng về đợt cắt giảm nhân sự {when} ở công ty bạn.|Lá bài nói về đợt cắt giảm {when}.]', '{!when}[Quẻ hướng về đợt cắt giảm nhân sự ở công ty bạn.|Lá bài nói về nỗi lo cắt giảm đang treo trên đầu nhóm bạn.]'],
    advice: [
      ['Bạn không quyết định được danh sách, nhưng quyết định được mình sẵn sàng tới đâu: tuần này cập nhật CV và lặng lẽ báo cho hai người trong ngành rằng bạn sẵn lòng nhận lời mời.'],
      ['Tìm việc khi vẫn còn việc không phải là thiếu trung thành; đó là lựa chọn bình tĩnh, cho bạn nhiều đường đi thay vì một hạn chót.'],
      ['Trong lúc đó cứ làm việc chắc tay và để người khác thấy, ghi lại kết quả bằng con số: ở lại hay đi đều cần đến.'],
    ],
    second: ['Khi có tin cắt giảm, tuần này hãy lặng lẽ cập nhật CV.'],
  },
  first_day: {
    opening: ['{?when}[Quẻ nói về ngày đầu tiên {when} của bạn.|Lá bài hướng về ngày đầu tiên {when}.]', '{!when}[Lá bài hướng về ngày đầu tiên của bạn.|Quẻ nói về ngày đầu tiên sắp tới.]'],
    advice: [
      ['Ngày đầu là để học tên người và biết đồ đạc ở đâu, không phải để chứng tỏ bản thân: cứ hỏi nhiều và ghi tên lại.'],
      ['Đến sớm mười phút, mang theo một cuốn sổ, và nhận lời rủ ăn trưa hay cà phê đầu tiên.'],
      ['Cuối tuần đầu, hỏi xem với họ một tháng đầu thế nào là tốt; nỗi lo sẽ thành kế hoạch.'],
    ],
    second: ['Ngày đầu tiên, cứ học tên mọi người và hỏi thật nhiều.'],
  },
  rent: {
    opening: ['[Quẻ hướng về tiền nhà của bạn.|Lá bài nói về tiền thuê nhà và chi tiêu của bạn.]'],
    advice: [
      ['Đặt tiền nhà mới cạnh thu nhập mỗi tháng: nếu nó chiếm hơn một phần ba khá nhiều, hãy bắt đầu xem chỗ khác trước khi gia hạn hợp đồng.'],
      ['Hỏi chủ nhà một lần, thật lịch sự, xem ký hợp đồng dài hơn có giữ được giá thấp hơn không; cách này hiệu quả hơn bạn nghĩ.'],
      ['Sau đó cắt bớt một khoản cố định, một gói đăng ký hay gói cước điện thoại, để khoản tăng không ăn vào tiền tiết kiệm.'],
    ],
    second: ['Với tiền nhà, so khoản mới với thu nhập trước khi gia hạn hợp đồng.'],
  },
  friend_money: {
    opening: ['[Quẻ hướng về khoản tiền người bạn rủ bạn góp.|Lá bài nói về lời mời của bạn bè và chuyện tiền bạc.]'],
    advice: [
      ['Chỉ góp số tiền mà lỡ mất bạn vẫn không trách bạn mình; tiền mất giữa bạn bè là mất hai lần.'],
      ['Xin xem số liệu trước: tiền mặt bằng, chi phí mỗi tháng, và mỗi ngày phải bán được bao nhiêu mới hòa vốn.'],
      ['Dù là bạn thân cũng nên ghi ra giấy: phần của bạn, ai quyết việc gì, và nếu một người muốn rút thì sao.'],
    ],
    second: ['Với lời rủ góp vốn, chỉ bỏ số tiền lỡ mất vẫn không oán trách.'],
  },
  exercise: {
    opening: ['[Lá bài ủng hộ bạn bắt đầu vận động.|Quẻ nói về môn tập bạn định bắt đầu.]'],
    advice: [
      ['{?back}Đang đau lưng thì báo huấn luyện viên ngay buổi đầu và bắt đầu ở lớp cơ bản hoặc tập kèm riêng; bài tập cơ lõi nhẹ nhàng thường giúp ích, còn đau nhói là phải dừng và đi khám.', '{!back}Hai buổi ngắn mỗi tuần tốt hơn một buổi gắng sức; ghi lịch như một cuộc hẹn.'],
      ['Cho nó sáu tuần rồi hãy đánh giá; hai tuần đầu lúc nào cũng vụng về.'],
    ],
    second: ['Với việc tập luyện, bắt đầu nhỏ và đều đặn.'],
  },
  first_date: {
    opening: ['{?when}[Quẻ hướng về buổi gặp đầu tiên {when}.|Lá bài nói về buổi hẹn đầu {when}.]', '{!when}[Quẻ hướng về buổi gặp đầu tiên.|Lá bài nói về buổi hẹn đầu sắp tới.]'],
    advice: [
      ['Một buổi hẹn đến sau những tin nhắn đều đặn là dấu hiệu tốt: sự quan tâm đến từ cả hai phía.'],
      ['Giữ buổi gặp ngắn và nhẹ nhàng, chừng một tiếng; chia tay khi còn đang vui thì dễ có lần hai.'],
      ['Nhắc lại một chuyện từ tin nhắn của hai người; nó cho thấy bạn có lắng nghe và mở đầu câu chuyện thật tự nhiên.'],
    ],
    second: ['Buổi gặp đầu tiên, cứ giữ ngắn và nhẹ nhàng.'],
  },
  solo_trip: {
    opening: ['{?dest}[Quẻ hướng về chuyến đi {dest} một mình của bạn.|Lá bài nói về chuyến một mình tới {dest}.]', '{!dest}[Quẻ hướng về chuyến đi một mình của bạn.|Lá bài nói về chuyến tự mình lên đường.]'],
    advice: [
      ['Đi một mình hợp nhất với một kế hoạch nhẹ: đặt trước đêm đầu tiên và một nơi bạn muốn xem, phần còn lại để ngỏ.'],
      ['{!flying}Gửi lộ trình và chỗ ngủ cho một người ở nhà, và giữ điện thoại luôn đủ pin trên đường.', '{?flying}Trước chuyến bay, để hộ chiếu, vé và địa chỉ chỗ ở đêm đầu chung một chỗ, ra sân bay sớm hai tiếng, và mua sẵn SIM hoặc eSIM du lịch để vừa hạ cánh là mở được bản đồ. Gửi lộ trình cho một người ở nhà.'],
      ['Ăn một mình ở quán đông người địa phương dễ hơn bạn nghĩ, và đó là nơi người ta bắt chuyện với bạn.'],
    ],
    second: ['Đi một mình thì gửi lộ trình cho một người ở nhà.'],
  },
  promotion: {
    opening: ['{!promoted}[Quẻ hướng về vị trí mới người ta đề nghị cho bạn.|Lá bài nói về bước thăng tiến trước mặt bạn.]', '{?promoted}[Quẻ hướng về nhóm mà giờ bạn đang dẫn dắt.|Lá bài nói về những tháng đầu bạn làm người phụ trách.]'],
    advice: [
      ['{!promoted}{?kids}Trước khi trả lời, hỏi rõ vị trí này cần bao nhiêu buổi tối và cuối tuần: xin giờ giấc cụ thể, và xem có giữ được vài ngày cố định cho con không.', '{!promoted}{!kids}Trước khi trả lời, hỏi rõ vị trí này cần bao nhiêu thời gian, và bạn sẽ bớt việc gì để có chỗ cho nó.', '{?promoted}Trưởng nhóm mới có uy tín nhờ lắng nghe trước: tuần này, gặp riêng từng người trong nhóm và hỏi họ muốn sửa một điều gì.'],
      ['{!promoted}Nói “có” khi bạn gọi tên được điều mình nhận thêm ngoài chức danh; một lời “không” rõ ràng vẫn giữ cửa mở cho lần sau.', '{?promoted}Rồi sửa nhanh một trong những điều đó và nói rõ đó là ý của ai; người ta đi theo người giữ được những lời hứa nhỏ.'],
      ['{!promoted}Cho mình đến cuối tuần, và quyết trên giấy: hai cột, cột nào nặng hơn vào một buổi sáng bình tĩnh thì chọn cột đó.', '{?promoted}Hãy là người dễ đoán hơn là người được yêu hay bị sợ: một buổi họp cố định mỗi tuần, hạn chót rõ ràng, và cùng một luật cho mọi người.'],
    ],
    second: ['Với vị trí mới, hỏi rõ nó cần bao nhiêu thời gian trước khi trả lời.'],
  },
  study: {
    opening: ['{?quit}[Lá bài hướng về chuyện nghỉ việc để đi học lại.|Quẻ của bạn nói về việc đổi đồng lương lấy giảng đường.]', '{!quit}[Lá bài hướng về chuyện đi học lại.|Quẻ của bạn nói về con đường quay lại trường học.]'],
    advice: [
      ['{?late}Chưa muộn đâu: người ta bắt đầu học lại ở tuổi ba mươi, bốn mươi, và lá bài đứng về phía người đến lớp với kinh nghiệm.'],
      ['{?years}{years} năm đi làm không mất đi đâu: nhờ nó mà bạn hiểu bài nhanh hơn những bạn học vừa ra trường.', '{!years}Đi học lại không phải bắt đầu từ số không: những gì bạn học được khi đi làm sẽ theo bạn vào từng buổi học.'],
      ['{?quit}Trước khi nộp đơn nghỉ, hãy đếm số tháng: học phí cộng một năm sinh hoạt phí, có sẵn hoặc có người lo, thì cú nhảy thành một kế hoạch.', '{!quit}Tính chi phí trước: học phí cộng tiền sinh hoạt, và phần nào bạn vẫn kiếm được trong lúc đi học.'],
      ['Thử trước khi nhảy: tháng này, hãy dự thử một buổi học hoặc nói chuyện với hai người đã học xong đúng chương trình đó.'],
    ],
    second: ['Về chuyện đi học lại: đếm số tháng tiền trước khi quyết.'],
  },
  couple_fight: {
    opening: ['{?money}[Lá bài hướng về những lần cãi nhau của hai người, và chuyện tiền bạc phía sau.|Quẻ của bạn nói về chuyện tiền bạc làm hai vợ chồng cãi nhau.]', '{!money}[Lá bài hướng về những lần cãi nhau của hai người.|Quẻ của bạn nói về những trận cãi cứ lặp lại.]'],
    advice: [
      ['{?money}Cãi nhau vì tiền hiếm khi là vì con số; đó là vì nỗi lo của mỗi người. Chọn một ngày bình tĩnh, mỗi người nói tiền với mình là gì: an toàn, tự do hay gia đình.', '{!money}Những trận cãi lặp lại thường là một chuyện khoác áo khác nhau: chọn một ngày bình tĩnh, cùng gọi tên chuyện nằm bên dưới.'],
      ['{?money}Rồi thống nhất một luật cả hai cùng giữ: một quỹ chung cho việc nhà, và một khoản nhỏ mỗi người tự tiêu không cần hỏi.', '{!money}Thống nhất một luật cho lần cãi tới: thấy giọng to lên thì dừng, và nói lại trong vòng một ngày.'],
      ['{?years}{years} năm bên nhau là một nền móng thật; năm nay lá bài đứng về phía cặp đôi bàn chuyện kế hoạch, không phải chuyện đổ lỗi.', '{!years}Năm nay lá bài đứng về phía cặp đôi bàn chuyện kế hoạch, không phải chuyện đổ lỗi.'],
    ],
    second: ['Những lần cãi nhau cần một buổi nói chuyện bình tĩnh và một luật chung.'],
  },
};

const zh: Readonly<Record<FortuneSituation, SituationLines>> = {
  relationship_step: stepLines.zh,
  long_distance: {
    opening: ['{!already}[牌面落在你们之间即将出现的距离上。|这次的牌说的是你们前面的异地。]', '{?already}[牌面落在你们已经走过的这段异地上。|这次的牌说的是你们已经分开的这些日子。]'],
    advice: [
      ['{!already}{?years}{years}年的感情是真的扎了根：距离会考验一对情侣，但很少拆散一对还愿意好好说话的人。', '{!years}你们的感情不会因为距离就断，只会在不再说话的时候变薄。', '{?already}{?years}异地{years}年还在一起，这是牌能给出的最强信号：距离已经考验过你们，而你们过关了。'],
      ['{!already}分开前先约好节奏：每周一次长电话，其余日子短消息，把时差记清楚。', '{!already}每周固定一个通话时间，告别前就把下次见面写进日历：有个日子可以倒数，两个人都更稳。', '{?already}{?return}现在要做的事变了：先聊聊对方回来后的头几个月，住哪座城市、各自让出什么，因为住在一起是新的开始，不是故事的结尾。', '{?already}{!return}现在该给异地定一个结束的日子了：知道哪天能住在同一座城市的两个人，是在计划，而不只是在等。'],
      ['{!already}最难的是头两个月，熬过去你们就会有自己的靠近方式。', '{?already}{?marry}至于结婚：牌面看得到这条路，最适合认真谈的时候，是在同一座城市生活几个月之后；在那之前，先把自己的心意说清楚。', '{?already}{!marry}异地时养成的小习惯别丢，等你们在一起了，它们一样能把你们连在一起。'],
    ],
    second: ['异地这件事需要每周一次固定通话，和日历上的下一次见面。'],
  },
  ex_back: {
    opening: ['[牌面转向那个回来找你的前任。|这次的牌说的是重新联系你的前任。]'],
    advice: [
      ['回复之前先问问自己：分开以后真正变了什么？如果什么都没变，同样的结局还在那里等着。'],
      ['白天回复，简短友好，看对方是问你现在的生活，还是只提过去。'],
    ],
    second: ['对前任，慢一点回复，看清楚变了什么。'],
  },
  new_relationship: {
    opening: ['[牌面转向刚开始的新恋情。|这次的牌说的是刚萌芽的感情。]'],
    advice: [
      ['头几个月靠的是好奇心，让它轻松一点，别急着定义关系。'],
      ['除了特别的约会，也安排一个普通的日子在一起：一个无聊的下午比完美约会更能看清一个人。'],
    ],
    second: ['新恋情最好的节奏是谁都不着急。'],
  },
  interview: {
    opening: ['{?when}[牌面转向你{when}的面试。|这次的牌说的是{when}的面试。]', '{!when}[牌面转向你的面试。|这次的牌说的是眼前的面试。]'],
    advice: [
      ['{?bank}银行面试看重的是稳妥和细心：准备一个你发现错误、或者负责任地处理数字和钱的例子。', '{!bank}准备一个你解决过具体问题的故事，面试官记得住故事，记不住形容词。'],
      ['{?afternoon}下午的时段很好：午饭好好吃，提前十五分钟到，在等候区把笔记看一遍。', '{!afternoon}提前十五分钟到，把笔记看一遍就收起来。'],
      ['准备一个关于团队的问题问他们，面试官喜欢有好奇心的人。'],
    ],
    second: ['面试最好准备一个具体的故事。'],
  },
  exam: {
    opening: ['{?when}[牌面转向你{when}的考试。|这次的牌说的是{when}的考试。|整副牌都指向你{when}的考试。|我来为你{when}的考试读一读牌。]', '{!when}[牌面转向你的考试。|这次的牌说的是眼前的考试。]'],
    advice: [
      ['{?retry}之前没过，说明你已经熟悉考试了；牌面显示这次的你比上次更从容。', '{!retry}[这张牌很稳|这次的牌面很平稳|牌阵很安静]：你练过的都已经在你手里，[紧张的声音比真正的风险大|担心比真正的风险大得多]。'],
      ['{?driving}上车先慢慢调座椅和后视镜，开头一分钟的从容会一直带到考完。', '{!driving}考前一晚[按平时的时间睡觉|照常时间上床]，别熬夜复习，[早上再看一遍就够了|早上翻一遍笔记就够了]。'],
      ['[哪一步出错了|要是有一步没做好]，[深呼吸一次|慢慢吸一口气]，把下一步做好；一个失误很少决定整个结果。', '开始前把要求读两遍，[丢分多半是因为急，不是因为不会|着急丢的分比不会丢的还多]。'],
    ],
    second: ['考试前一晚按平时的时间睡，就会顺利。'],
  },
  thesis: {
    opening: ['{?when}[牌面转向你{when}要交的论文初稿。|这次的牌说的是{when}要交的初稿。]', '{!when}牌面转向你的论文初稿和截止日期。'],
    advice: [
      ['初稿本来就不需要完美：先把每一部分粗略写完，再去打磨任何一部分。'],
      ['上午写，每次50分钟，先写结论，再回头看引言。'],
      ['能提前一天交就提前交，那份轻松比多改一轮更值。'],
    ],
    second: ['初稿要先把每一部分粗略写完，再打磨。'],
  },
  moving: {
    opening: ['[牌面转向你的搬迁。|这次的牌说的是眼前的搬家。]'],
    advice: [
      ['搬家会把运势往好的方向重新洗一遍：留下的东西会腾出新的位置。'],
      ['单独装一个小箱子放必需品（充电器、证件、毛巾、一点吃的），自己随身带。'],
    ],
    second: ['搬家那边，单独装一箱必需品随身带，别让累人的一天吃掉你的专注。'],
  },
  sleep_overwork: {
    opening: ['{?overwork}[牌面转向你的睡眠和背后的加班。|这次的牌说的是你因为加班而太短的夜晚。]', '{!overwork}[牌面转向你的睡眠。|这次的牌说的是你太短的夜晚。]'],
    advice: [
      ['{?hours}每晚只睡{hours}个小时，是身体迟早要讨的债：这个月的健康运，取决于你还回去多少。', '{!hours}睡得太少会积成一笔身体迟早要讨的债：这个月的健康运，取决于你还回去多少。'],
      ['就算加班，也守住一个固定的睡觉时间，睡前一小时不碰手机和咖啡。'],
      ['{?overwork}如果加班是工作定的，每周选一天准时下班，并跟团队说清楚；牌面显示大家会尊重。'],
    ],
    second: ['这个月你的睡眠需要一个固定的入睡时间。'],
  },
  invest: {
    opening: ['{?when}[牌面转向你{when}的钱财和存钱打算。|这次的牌说的是你{when}的钱财该放在哪里。]', '{!when}[牌面转向你的钱财和存钱打算。|这次的牌说的是你的钱财该放在哪里。]'],
    advice: [
      ['{?gold}{?savings}黄金和存款之间，牌面建议分开放而不是二选一：一年内可能要用的钱存定期，小一部分能放好几年的买黄金。', '{?gold}{!savings}黄金保值看的是年，不是周：分几个月小额买入，别一次买满。', '{!gold}{?savings}{!stocks}存款慢但稳，把一年内用不到的部分锁定下来。', '{?savings}{?stocks}先存款，后股票：一年内可能要用的钱放存款，剩下的才分批放进指数基金。', '{!savings}{?stocks}股票奖励耐心：从小额开始，分散一点（指数基金而不是单只股票），别天天看价格。', '{!gold}{!savings}{!stocks}先把近期可能要用的钱留出来，剩下的才可以冒险。'],
      ['{?gold}金价短期波动大，别在人人都在讨论的那天买。', '先定好金额再看价格，别让价格替你做决定。'],
    ],
    second: ['你的钱最好分成稳妥的和耐心的两份。'],
  },
  family_trip: {
    opening: ['{?dest}{?kids}牌面转向你们带孩子去{dest}的旅程。', '{?dest}{!kids}牌面转向你们去{dest}的路。', '{!dest}{?kids}牌面转向你们带孩子的旅程。', '{!dest}{!kids}[牌面转向你的旅行。|这次的牌说的是你这趟旅行。]'],
    advice: [
      ['{?driving}{?kids}每两小时停一次，车上有孩子，在有人开口之前就休息，大家心情都好。', '{?driving}{!kids}每两小时停一次，在谁都还没累之前就休息，开车的人清醒，一车人都舒服。', '{!driving}第一天安排轻松一点，头一天谁都不赶，整趟旅程就顺。'],
      ['{?kids}给每个孩子准备零食、水和一个小惊喜，留着路上最无聊的那段用。', '行程里留点余地，绕的路往往最难忘。'],
      ['{?driving}{!flying}早点出发，白天开车，出发前看一眼路况和天气。', '{!driving}{!flying}早点出发；出发前看一眼天气，再查好从落脚的地方到第一晚住处怎么走。', '{?flying}护照、机票和第一晚的住址放在同一个口袋里，提前两小时到机场；值机从容了，整趟旅行都会从容。'],
    ],
    second: ['旅程方面，早点出发，每两小时休息一次。'],
  },
  lunch: {
    opening: ['[你的午饭运势来了。|牌面已经看过你的午饭了。]'],
    advice: [
      ['今天的牌指向热乎又简单的东西：公司附近一碗面或一份盖饭，比排长队强。', '牌面偏向清淡带蔬菜的午饭，下午才不会犯困。'],
      ['叫上一个同事一起去，今天的午饭运是分享出来的。'],
    ],
    second: ['午饭选热乎简单的。'],
  },
  layoff: {
    opening: ['{?when}[牌面转向你们公司{when}的裁员。|这次的牌说的是{when}的裁员。]', '{!when}[牌面转向你们公司的裁员。|这次的牌说的是悬在团队头上的裁员。]'],
    advice: [
      ['名单你决定不了，但准备到什么程度你能决定：这周更新简历，悄悄告诉两个同行你愿意看看机会。'],
      ['还在职的时候看机会不是不忠诚，而是最冷静的做法，让你手里有选择，而不是一个期限。'],
      ['同时把手上的工作做扎实、让人看得见，把成果用数字记下来：留下还是离开都用得上。'],
    ],
    second: ['裁员的风声里，这周悄悄把简历更新好。'],
  },
  first_day: {
    opening: ['{?when}[这次的牌说的是你{when}的第一天。|牌面转向你{when}的第一天。]', '{!when}[牌面转向你的第一天。|这次的牌说的是眼前的第一天。]'],
    advice: [
      ['第一天是用来记名字、认地方的，不是用来证明自己的：多问，把名字记在本子上。'],
      ['提前十分钟到，带个本子，第一次有人约午饭或咖啡就答应。'],
      ['第一周结束时，问问他们眼里一个好的第一个月是什么样的，担心就变成了计划。'],
    ],
    second: ['第一天，多记名字、多提问。'],
  },
  rent: {
    opening: ['[牌面转向你的房租。|这次的牌说的是房租和你的开销。]'],
    advice: [
      ['把新房租和月收入放在一起看：如果明显超过三分之一，续约之前就开始比较别的房子。'],
      ['客气地问房东一次，签长一点的合同能不能把价格压低一些；这一招比你想的更常管用。'],
      ['再砍掉一项固定支出，比如一个订阅或话费套餐，别让涨的房租吃掉你的存款。'],
    ],
    second: ['房租的事，续约前先拿新金额和收入比一比。'],
  },
  friend_money: {
    opening: ['[牌面转向朋友拉你投的这笔钱。|这次的牌说的是朋友的邀请和你的钱。]'],
    advice: [
      ['只投就算亏了也不会怨朋友的钱；朋友之间亏的钱，要亏两次。'],
      ['先要看数字：房租、每月成本，以及每天要卖多少才能回本。'],
      ['就算是好朋友也要写下来：你占多少、谁决定什么、一方想退出时怎么办。'],
    ],
    second: ['朋友拉你投资，只投亏了也不怨的钱。'],
  },
  exercise: {
    opening: ['[牌面支持你动起来。|这次的牌说的是你想开始的运动。]'],
    advice: [
      ['{?back}腰不舒服的话，第一节课就告诉教练，从入门班或私教课开始；温和的核心训练通常有帮助，刺痛就要停下来去看医生。', '{!back}每周两次短时间的练习，胜过一次拼命；像约会一样排进日程。'],
      ['给它六个星期再下结论，头两周总是笨手笨脚的。'],
    ],
    second: ['运动这件事，从小量开始，保持规律。'],
  },
  first_date: {
    opening: ['{?when}[牌面转向你{when}的第一次见面。|这次的牌说的是{when}的第一次约会。]', '{!when}[牌面转向你们的第一次见面。|这次的牌说的是眼前的第一次约会。]'],
    advice: [
      ['聊了一阵之后才约见面，是好兆头：兴趣是双向的。'],
      ['见面别太长，一个小时左右就好；趁还开心的时候道别，第二次见面就更容易。'],
      ['提一件你们聊天时说过的事，说明你认真听了，话题也好开头。'],
    ],
    second: ['第一次见面，短一点、轻松一点。'],
  },
  solo_trip: {
    opening: ['{?dest}[牌面转向你一个人去{dest}的旅程。|这次的牌说的是你独自去{dest}。]', '{!dest}[牌面转向你一个人的旅程。|这次的牌说的是独自出发这件事。]'],
    advice: [
      ['一个人旅行，计划轻一点最好：订好第一晚的住处和一个最想去的地方，其余留白。'],
      ['{!flying}把路线和住处发给家里一个人，路上手机保持有电。', '{?flying}坐飞机前，把护照、机票和第一晚的住址放在一起，提前两小时到机场，再提前买好当地的电话卡或eSIM，落地就能打开地图。路线发给家里一个人。'],
      ['一个人吃饭，去本地人多的小店坐吧台，比想象中容易，也最容易有人跟你搭话。'],
    ],
    second: ['一个人出门，把路线发给家里一个人。'],
  },
  promotion: {
    opening: ['{!promoted}[牌面转向别人给你的新职位。|这次的牌说的是摆在你面前的升职机会。]', '{?promoted}[牌面转向你现在带的这个团队。|这次的牌说的是你当上负责人后的头几个月。]'],
    advice: [
      ['{!promoted}{?kids}答复之前，先问清楚这个职位要占用多少晚上和周末：要一份具体的时间安排，再看能不能固定留几天给孩子。', '{!promoted}{!kids}答复之前，先问清楚这个职位要占用多少时间，以及你要放下什么来腾出空间。', '{?promoted}新组长的威信从倾听开始：这周和组里每个人单独聊一次，问他们最想改的一件事。'],
      ['{!promoted}除了头衔，你说得出自己能多得到什么，答应就是对的；清楚地说“不”，也能为以后留着门。', '{?promoted}然后尽快改掉其中一件，并说清楚是谁的主意；大家愿意跟着说到做到的人。'],
      ['{!promoted}给自己到周末的时间，在纸上做决定：列两栏，哪一栏在一个平静的早上看起来更重，就选哪边。', '{?promoted}与其让人喜欢或害怕，不如让人能预期：每周一次固定例会，截止时间说清楚，规矩对所有人一样。'],
    ],
    second: ['新职位的事，答复前先问清楚它要占你多少时间。'],
  },
  study: {
    opening: ['{?quit}[牌面落在辞职去读书这件事上。|这次的牌说的是用工资换一间教室。]', '{!quit}[牌面落在重新读书这件事上。|这次的牌说的是回到学校这条路。]'],
    advice: [
      ['{?late}不晚：三十岁、四十岁重新读书的人很多，牌面站在带着经验回来的人这边。'],
      ['{?years}{years}年的工作不会白费：正因为有它，你会比刚毕业的同学更快听懂课。', '{!years}重新读书不是从零开始：工作里学到的东西会跟着你走进每一堂课。'],
      ['{?quit}递辞职信之前先算月份：学费加一年的生活费，存够了或有人兜底，这一步就从冒险变成计划。', '{!quit}先算成本：学费加生活费，还有读书期间哪部分收入能继续保住。'],
      ['跳之前先试一试：这个月去旁听一节课，或者找两个读完同一个项目的人聊聊。'],
    ],
    second: ['至于重新读书：先算清楚能撑几个月，再做决定。'],
  },
  couple_fight: {
    opening: ['{?money}[牌面落在你们的争吵上，还有争吵背后的钱。|这次的牌说的是你们因为钱吵架的事。]', '{!money}[牌面落在你们之间的争吵上。|这次的牌说的是一再重复的争吵。]'],
    advice: [
      ['{?money}为钱吵架，很少是为了数字本身，而是各自的担心。找个平静的日子，各自说说钱对自己意味着什么：安全、自由，还是家。', '{!money}反复的争吵，往往是同一件事换了衣服：找个平静的日子，一起说出底下那件事。'],
      ['{?money}然后定一条两个人都守的规矩：家里开销放一个共同账户，每人再留一小笔不用商量就能花的钱。', '{!money}给下次争吵定一条规矩：声音一高就停，一天之内再回来谈。'],
      ['{?years}{years}年的感情是实打实的地基；今年的牌站在谈计划、不谈责怪的那一对这边。', '{!years}今年的牌站在谈计划、不谈责怪的那一对这边。'],
    ],
    second: ['你们的争吵需要一次心平气和的谈话，和一条共同的规矩。'],
  },
};

const ko: Readonly<Record<FortuneSituation, SituationLines>> = {
  relationship_step: stepLines.ko,
  long_distance: {
    opening: ['{!already}[카드가 두 사람 사이에 생길 거리를 비추고 있어요.|이번 점괘는 앞으로의 장거리 연애 이야기예요.]', '{?already}[카드가 두 사람이 이미 건너온 거리를 비추고 있어요.|이번 점괘는 두 사람이 떨어져 지낸 시간 이야기예요.]'],
    advice: [
      ['{!already}오래 쌓은 관계는 뿌리가 깊어요. 거리는 커플을 시험하지만, 대화가 되는 두 사람을 갈라놓는 일은 드물어요.', '{?already}{?years}{years}년을 떨어져 지내고도 함께라는 건 카드가 보여 줄 수 있는 가장 강한 신호예요. 거리는 이미 두 사람을 시험했고, 두 사람은 통과했어요.', '{?already}{!years}떨어져 지내고도 지금까지 함께라는 건 카드가 보여 줄 수 있는 가장 강한 신호예요.'],
      ['{!already}떠나기 전에 연락 리듬부터 정하세요. 일주일에 한 번은 긴 통화, 나머지 날은 짧은 메시지, 그리고 시차는 외워 두세요.', '{!already}매주 고정 통화 시간을 하나 정하고, 작별 전에 다음 만남을 달력에 적어 두세요. 기다릴 날짜가 있으면 둘 다 단단해져요.', '{?already}{?return}이제 할 일이 달라져요. 돌아온 뒤 처음 몇 달을 먼저 이야기해 보세요. 어느 도시에서 살지, 각자 무엇을 양보할지요. 한곳에서 사는 건 끝이 아니라 새 시작이에요.', '{?already}{!return}이제 거리의 끝에 날짜를 붙일 때예요. 언제 한 도시에서 살지 아는 커플은 기다리기만 하지 않고 계획을 세워요.'],
      ['{!already}제일 힘든 건 처음 두 달이에요. 그 뒤엔 두 사람만의 가까워지는 방법이 생겨요.', '{?already}{?marry}결혼은 카드가 두 사람의 길 위에 보고 있어요. 진지하게 이야기할 때는 같은 도시에서 몇 달 지내 본 뒤예요. 그 전까지는 마음을 분명히 말해 두세요.', '{?already}{!marry}떨어져 있는 동안 만든 작은 습관은 버리지 마세요. 가까이 있을 때도 두 사람을 이어 줘요.'],
    ],
    second: ['장거리 연애에는 매주 고정 통화 하나와 달력 위의 다음 만남이 필요해요.'],
  },
  ex_back: {
    opening: ['[카드가 다시 연락해 온 옛 연인을 비추고 있어요.|이번 점괘는 다시 돌아온 옛 연인 이야기예요.]'],
    advice: [
      ['답하기 전에, 헤어진 뒤로 정말 달라진 게 뭔지 먼저 물어보세요. 아무것도 없다면 같은 결말이 기다리고 있어요.'],
      ['답장은 낮에, 짧고 다정하게 보내고, 그 사람이 지금의 당신을 묻는지 옛날 얘기만 하는지 지켜보세요.'],
    ],
    second: ['옛사람에게는 천천히 답하고, 뭐가 달라졌는지 보세요.'],
  },
  new_relationship: {
    opening: ['[카드가 막 시작된 연애를 비추고 있어요.|이번 점괘는 새로 시작한 사랑 이야기예요.]'],
    advice: [
      ['처음 몇 달은 호기심으로 굴러가요. 가볍게 두고, 관계의 이름은 서두르지 마세요.'],
      ['특별한 데이트 말고 평범한 하루도 함께 보내 보세요. 심심한 오후의 모습이 완벽한 데이트보다 더 많은 걸 알려 줘요.'],
    ],
    second: ['새 연애는 누구도 서두르지 않을 때 가장 좋아요.'],
  },
  interview: {
    opening: ['{?when}[카드가 {when} 면접을 비추고 있어요.|이번 점괘는 {when} 면접 이야기예요.]', '{!when}[카드가 다가오는 면접을 비추고 있어요.|이번 점괘는 면접 이야기예요.]'],
    advice: [
      ['{?bank}은행 면접은 꼼꼼함과 믿음직함을 봐요. 실수를 잡아냈거나 숫자와 돈을 책임 있게 다룬 경험 하나를 준비해 가세요.', '{!bank}직접 해결한 문제 하나를 구체적인 이야기로 준비하세요. 면접관은 형용사보다 이야기를 기억해요.'],
      ['{?afternoon}오후 면접은 좋은 시간대예요. 점심을 든든히 먹고, 15분 일찍 도착해 대기실에서 메모를 한 번만 읽으세요.', '{!afternoon}15분 일찍 도착해 메모를 한 번 읽고 넣어 두세요.'],
      ['팀에 대해 물어볼 질문 하나를 준비하세요. 궁금해하는 지원자는 기억에 남아요.'],
    ],
    second: ['면접은 구체적인 이야기 하나를 준비하면 잘 풀려요.'],
  },
  exam: {
    opening: ['{?when}[카드가 {when} 시험을 비추고 있어요.|이번 점괘는 {when} 시험 이야기예요.|{when} 시험 쪽으로 카드가 모였어요.|{when} 시험을 두고 카드를 읽어 볼게요.]', '{!when}[카드가 다가오는 시험을 비추고 있어요.|이번 점괘는 시험 이야기예요.]'],
    advice: [
      ['{?retry}전에 떨어진 경험은 코스를 이미 안다는 뜻이에요. 카드는 이번의 당신이 그때보다 훨씬 침착하다고 해요.', '{!retry}[카드가 안정적이에요.|이번 카드는 차분해요.|배열이 고요해요.] [연습한 건 이미 손에 있고,|준비한 건 이미 몸에 배어 있고,|해 온 만큼은 이미 당신 것이고,] [긴장은 실제 위험보다 목소리만 커요.|걱정이 실제 위험보다 훨씬 커요.]'],
      ['{?driving}운전석에 앉으면 의자와 거울부터 천천히 맞추세요. 처음 1분의 침착함이 코스 끝까지 가요.', '{!driving}전날 밤엔 [더 공부하지 말고|벼락치기 말고] 평소 시간에 주무세요. [아침에 한 번 훑어보면 충분해요.|아침에 메모를 한 번 보면 돼요.]'],
      ['[하나를 틀려도|한 부분이 꼬여도] [숨 한 번 쉬고|천천히 숨을 고르고] 다음 것을 잘하면 돼요. [실수 하나가 결과 전체를 정하는 일은 드물어요.|실수 하나로 전부가 정해지진 않아요.|한 번의 실수는 생각보다 작아요.]', '[시작 전에 지시 사항을 두 번 읽으세요.|시작하기 전에 문제를 두 번 읽으세요.|첫 1분은 읽는 데만 쓰세요.] [잃는 점수는 대부분 몰라서가 아니라 서둘러서예요.|서두르다 잃는 점수가 몰라서 잃는 점수보다 많아요.]'],
    ],
    second: ['시험은 전날 평소 시간에 자면 잘 풀려요.'],
  },
  thesis: {
    opening: ['{?when}[카드가 {when} 내야 하는 논문 초안을 비추고 있어요.|이번 점괘는 {when} 내야 하는 초안 이야기예요.]', '{!when}카드가 논문 초안과 마감을 비추고 있어요.'],
    advice: [
      ['초안은 원래 완벽하지 않아도 돼요. 모든 부분을 거칠게라도 끝낸 다음에 다듬으세요.'],
      ['오전에 50분씩 끊어서 쓰고, 서론을 다시 읽기 전에 결론부터 써 두세요.'],
      ['할 수 있다면 하루 일찍 내세요. 그 홀가분함이 한 번 더 고치는 것보다 값져요.'],
    ],
    second: ['초안은 모든 부분을 거칠게 끝낸 다음 다듬으세요.'],
  },
  moving: {
    opening: ['[카드가 이사를 비추고 있어요.|이번 점괘는 앞둔 이사 이야기예요.]'],
    advice: [
      ['이사는 운을 좋은 쪽으로 섞어요. 두고 오는 것이 새 자리를 만들어요.'],
      ['충전기, 서류, 수건, 먹을 것을 넣은 작은 필수품 상자 하나는 직접 들고 가세요.'],
    ],
    second: ['이사 날엔 필수품 상자 하나를 직접 들고 가세요. 피곤한 하루가 집중력을 다 가져가지 않게요.'],
  },
  sleep_overwork: {
    opening: ['{?overwork}[카드가 당신의 잠과 그 뒤의 야근을 비추고 있어요.|이번 점괘는 야근으로 짧아진 밤 이야기예요.]', '{!overwork}[카드가 당신의 잠을 비추고 있어요.|이번 점괘는 너무 짧은 밤 이야기예요.]'],
    advice: [
      ['{?hours}하루 {hours}시간 수면은 몸이 언젠가 받아 갈 빚이에요. 이번 달 건강운은 그 빚을 조금이라도 갚는 데 달려 있어요.', '{!hours}짧은 밤이 쌓이면 몸이 받아 갈 빚이 돼요. 이번 달 건강운은 그 빚을 조금이라도 갚는 데 달려 있어요.'],
      ['야근하는 날에도 잠드는 시간 하나는 지키고, 그 전 한 시간은 휴대폰과 커피를 멀리하세요.'],
      ['{?overwork}야근이 계속된다면 일주일에 하루는 정시에 퇴근하겠다고 팀에 분명히 말하세요. 카드는 사람들이 그걸 존중해 줄 거라고 해요.'],
    ],
    second: ['이번 달 당신의 잠에는 정해진 취침 시간이 필요해요.'],
  },
  invest: {
    opening: ['{?when}카드가 {when} 돈을 어디에 둘지 비추고 있어요.', '{!when}[카드가 돈을 어디에 둘지 비추고 있어요.|이번 점괘는 당신의 돈과 저축 이야기예요.]'],
    advice: [
      ['{?gold}{?savings}금과 적금 사이에서 카드는 하나를 고르기보다 나누라고 해요. 1년 안에 쓸 수도 있는 돈은 적금에, 몇 년 묵혀 둘 작은 몫은 금에요.', '{?gold}{!savings}금은 몇 주가 아니라 몇 년으로 가치를 지켜요. 한 번에 사지 말고 몇 달에 나눠 조금씩 사세요.', '{!gold}{?savings}{!stocks}적금은 느리지만 확실해요. 1년 동안 안 쓸 돈은 묶어 두세요.', '{?savings}{?stocks}적금이 먼저, 주식은 그다음이에요. 1년 안에 쓸 수도 있는 돈은 적금에 두고, 남은 돈만 지수 펀드에 조금씩 넣으세요.', '{!savings}{?stocks}주식은 인내에 보답해요. 작게 시작해 나눠 담고(한 종목보다 지수 펀드), 매일 시세를 보지 마세요.', '{!gold}{!savings}{!stocks}곧 쓸 수도 있는 돈부터 따로 떼어 두세요. 남은 돈만 모험할 수 있어요.'],
      ['{?gold}금값은 단기로 크게 출렁여요. 모두가 금 얘기를 하는 날엔 사지 마세요.', '가격을 보기 전에 금액부터 정하세요.'],
    ],
    second: ['당신의 돈은 안전한 몫과 기다리는 몫으로 나눌 때 좋아요.'],
  },
  family_trip: {
    opening: ['{?dest}{?kids}카드가 아이들과 함께 {dest}까지 가는 여행길을 비추고 있어요.', '{?dest}{!kids}카드가 {dest}까지 가는 여행길을 비추고 있어요.', '{!dest}{?kids}카드가 아이들과 함께하는 여행길을 비추고 있어요.', '{!dest}{!kids}[카드가 앞으로의 여행길을 비추고 있어요.|이번 점괘는 당신의 여행 이야기예요.]'],
    advice: [
      ['{?driving}{?kids}두 시간마다 한 번씩 쉬세요. 아이가 타 있으면 누가 조르기 전에 쉬는 게 분위기를 지켜요.', '{?driving}{!kids}두 시간마다 한 번씩 쉬세요. 지치기 전에 쉬어야 운전하는 사람도 맑고 차 안도 편해요.', '{!driving}첫날은 가볍게 잡으세요. 첫날 아무도 서두르지 않으면 여행 전체가 순해요.'],
      ['{?kids}간식, 물, 그리고 아이마다 깜짝 선물 하나를 지루한 구간용으로 챙기세요.', '일정에 여유를 남겨 두세요. 돌아가는 길이 가장 오래 기억나요.'],
      ['{?driving}{!flying}일찍 출발해 낮에 운전하고, 떠나기 전에 도로와 날씨를 한 번 확인하세요.', '{!driving}{!flying}일찍 출발하고, 떠나기 전에 날씨와 도착한 곳에서 첫날 숙소까지 가는 길을 한 번 확인해 두세요.', '{?flying}여권, 항공권, 첫날 숙소 주소는 한곳에 모아 두고 공항에는 두 시간 일찍 가세요. 탑승 수속이 여유로우면 여행 전체가 여유로워요.'],
    ],
    second: ['여행길은 일찍 출발하고 두 시간마다 쉬세요.'],
  },
  lunch: {
    opening: ['[오늘의 점심 점괘가 나왔어요.|카드가 당신의 점심을 살펴봤어요.]'],
    advice: [
      ['오늘 카드는 따뜻하고 단순한 메뉴를 가리켜요. 긴 줄보다 회사 근처 국밥이나 덮밥 한 그릇이 나아요.', '오늘은 채소가 든 가벼운 점심이 좋아요. 오후가 무거워지지 않아요.'],
      ['동료 한 명과 같이 가세요. 오늘 점심 운은 나눌수록 커져요.'],
    ],
    second: ['점심은 따뜻하고 단순한 걸로 고르세요.'],
  },
  layoff: {
    opening: ['{?when}[카드가 {when} 회사 구조조정을 가리켜요.|이번 점괘는 {when} 있을 구조조정 이야기예요.]', '{!when}[카드가 회사 구조조정을 가리켜요.|이번 점괘는 팀에 드리운 구조조정 이야기예요.]'],
    advice: [
      ['명단은 내가 정할 수 없지만, 얼마나 준비돼 있을지는 정할 수 있어요. 이번 주에 이력서를 고치고, 같은 업계 지인 두 명에게 조용히 기회가 있으면 알려 달라고 해 두세요.'],
      ['회사에 다니면서 알아보는 건 배신이 아니에요. 가장 차분한 선택이고, 마감 대신 선택지를 줘요.'],
      ['그동안 맡은 일은 눈에 띄게 단단히 하고, 성과를 숫자로 적어 두세요. 남든 떠나든 쓸모가 있어요.'],
    ],
    second: ['구조조정 소식이 돌 땐 이번 주에 조용히 이력서를 고쳐 두세요.'],
  },
  first_day: {
    opening: ['{?when}[이번 점괘는 {when} 첫날 이야기예요.|카드가 {when} 첫날을 가리켜요.]', '{!when}[카드가 첫날을 가리켜요.|이번 점괘는 다가오는 첫날 이야기예요.]'],
    advice: [
      ['첫날은 나를 증명하는 날이 아니라 이름과 자리를 익히는 날이에요. 많이 묻고, 이름은 수첩에 적어 두세요.'],
      ['10분 일찍 가고, 수첩을 챙기고, 처음 받는 점심이나 커피 제안은 받아들이세요.'],
      ['첫 주가 끝날 때쯤 첫 한 달을 잘 보냈다는 게 어떤 모습인지 물어보세요. 걱정이 계획으로 바뀌어요.'],
    ],
    second: ['첫날엔 이름을 익히고 많이 물어보세요.'],
  },
  rent: {
    opening: ['[카드가 집세 문제를 가리켜요.|이번 점괘는 집세와 생활비 이야기예요.]'],
    advice: [
      ['오른 집세를 월수입 옆에 놓고 보세요. 3분의 1을 훌쩍 넘는다면 재계약 전에 다른 집도 비교해 보기 시작하세요.'],
      ['집주인에게 한 번, 정중하게 계약 기간을 늘리면 금액을 조정할 수 있는지 물어보세요. 생각보다 자주 통해요.'],
      ['그다음 구독이나 요금제 같은 고정비 하나를 줄여서, 오른 만큼이 저축을 갉아먹지 않게 하세요.'],
    ],
    second: ['집세는 재계약 전에 새 금액을 수입과 먼저 비교해 보세요.'],
  },
  friend_money: {
    opening: ['[카드가 친구가 제안한 투자금을 가리켜요.|이번 점괘는 친구의 제안과 돈 이야기예요.]'],
    advice: [
      ['잃어도 친구를 원망하지 않을 만큼만 넣으세요. 친구 사이에서 잃은 돈은 두 번 잃는 돈이에요.'],
      ['먼저 숫자를 보여 달라고 하세요. 임대료, 한 달 비용, 하루에 얼마를 팔아야 본전인지요.'],
      ['친한 사이라도 글로 남기세요. 내 지분, 누가 무엇을 정하는지, 한 사람이 빠지고 싶을 때 어떻게 할지요.'],
    ],
    second: ['친구의 투자 제안엔 잃어도 원망하지 않을 만큼만 넣으세요.'],
  },
  exercise: {
    opening: ['[카드가 몸을 움직이기 시작하라고 해요.|이번 점괘는 시작하려는 운동 이야기예요.]'],
    advice: [
      ['{?back}허리가 아프다면 첫 수업에서 강사에게 꼭 말하고, 입문반이나 개인 수업으로 시작하세요. 가벼운 코어 운동은 대개 도움이 되지만, 찌르는 통증이 오면 멈추고 병원에 가 보세요.', '{!back}일주일에 짧게 두 번이 한 번 무리하는 것보다 나아요. 약속처럼 일정에 넣어 두세요.'],
      ['판단은 6주 뒤에 하세요. 처음 2주는 누구나 어색해요.'],
    ],
    second: ['운동은 작게 시작해서 꾸준히 하세요.'],
  },
  first_date: {
    opening: ['{?when}[카드가 {when} 첫 만남을 가리켜요.|이번 점괘는 {when} 첫 데이트 이야기예요.]', '{!when}[카드가 첫 만남을 가리켜요.|이번 점괘는 다가오는 첫 데이트 이야기예요.]'],
    advice: [
      ['꾸준히 연락한 뒤에 잡힌 만남은 좋은 신호예요. 관심이 양쪽에서 오가고 있다는 뜻이에요.'],
      ['한 시간쯤, 짧고 가볍게 만나세요. 아직 즐거울 때 헤어져야 다음 만남이 잡혀요.'],
      ['주고받은 메시지 속 이야기 하나를 꺼내 보세요. 잘 들었다는 게 전해지고, 대화도 편하게 시작돼요.'],
    ],
    second: ['첫 만남은 짧고 가볍게 하세요.'],
  },
  solo_trip: {
    opening: ['{?dest}[카드가 혼자 떠나는 {dest} 여행을 가리켜요.|이번 점괘는 혼자 가는 {dest} 여행 이야기예요.]', '{!dest}[카드가 혼자 떠나는 여행을 가리켜요.|이번 점괘는 혼자 가는 여행 이야기예요.]'],
    advice: [
      ['혼자 하는 여행은 가벼운 계획이 제일이에요. 첫날 숙소와 꼭 보고 싶은 곳 하나만 정하고 나머지는 비워 두세요.'],
      ['{!flying}동선과 숙소를 집에 있는 한 사람에게 보내 두고, 가는 내내 휴대폰 배터리를 넉넉히 챙기세요.', '{?flying}비행기 타기 전에 여권, 항공권, 첫날 숙소 주소를 한곳에 모아 두고, 공항에는 두 시간 일찍 가세요. 현지 유심이나 eSIM을 미리 사 두면 내리자마자 지도를 볼 수 있어요. 동선은 집에 있는 한 사람에게 보내 두세요.'],
      ['현지 사람이 많은 식당 바 자리에서 혼자 먹는 건 생각보다 쉽고, 그런 데서 말을 걸어 오는 사람도 생겨요.'],
    ],
    second: ['혼자 갈 땐 동선을 집에 있는 한 사람에게 보내 두세요.'],
  },
  promotion: {
    opening: ['{!promoted}[카드가 제안받은 새 자리를 가리켜요.|이번 점괘는 눈앞의 승진 제안 이야기예요.]', '{?promoted}[카드가 지금 이끌고 있는 팀을 가리켜요.|이번 점괘는 리더가 된 뒤 처음 몇 달 이야기예요.]'],
    advice: [
      ['{!promoted}{?kids}답하기 전에 그 자리가 저녁과 주말을 얼마나 가져가는지 물어보세요. 근무 시간을 구체적으로 받아 보고, 아이들을 위한 요일을 고정할 수 있는지도 확인하세요.', '{!promoted}{!kids}답하기 전에 그 자리가 시간을 얼마나 가져가는지, 그만큼 무엇을 내려놓아야 하는지 물어보세요.', '{?promoted}새 리더의 권위는 먼저 듣는 데서 생겨요. 이번 주에 팀원 한 명 한 명을 따로 만나 가장 고치고 싶은 한 가지를 물어보세요.'],
      ['{!promoted}직함 말고도 얻는 게 무엇인지 말할 수 있다면 수락이 맞아요. 분명하게 거절해도 다음 기회의 문은 열려 있어요.', '{?promoted}그중 하나를 빨리 고치고, 누구 아이디어였는지 밝히세요. 사람들은 작은 약속을 지키는 리더를 따라가요.'],
      ['{!promoted}이번 주말까지 시간을 두고 종이에 적어 결정하세요. 두 칸으로 나눠, 차분한 아침에 더 무겁게 느껴지는 쪽을 고르세요.', '{?promoted}사랑받거나 무서운 리더보다 예측 가능한 리더가 되세요. 매주 고정 회의 하나, 분명한 마감, 모두에게 같은 규칙이요.'],
    ],
    second: ['새 자리는 답하기 전에 시간을 얼마나 가져가는지 먼저 물어보세요.'],
  },
  study: {
    opening: ['{?quit}[카드가 회사를 그만두고 다시 공부하는 길을 비추고 있어요.|이번 점괘는 월급 대신 강의실을 고르는 이야기예요.]', '{!quit}[카드가 다시 공부하는 길을 비추고 있어요.|이번 점괘는 학교로 돌아가는 이야기예요.]'],
    advice: [
      ['{?late}늦지 않았어요. 서른, 마흔에 다시 공부를 시작하는 사람은 많고, 카드는 경험을 안고 돌아온 사람 편이에요.'],
      ['{?years}{years}년의 경력은 사라지지 않아요. 그 덕분에 갓 졸업한 동기들보다 수업을 더 빨리 이해하게 돼요.', '{!years}다시 공부한다고 처음부터 시작하는 건 아니에요. 일하며 배운 것이 모든 수업에 같이 들어가요.'],
      ['{?quit}사표를 내기 전에 개월 수부터 세어 보세요. 등록금에 1년 생활비까지 모아 두었거나 마련돼 있으면, 모험이 계획이 돼요.', '{!quit}비용부터 계산해 보세요. 등록금과 생활비, 그리고 공부하는 동안 계속 벌 수 있는 돈이 얼마인지요.'],
      ['뛰어들기 전에 먼저 맛보세요. 이번 달에 수업 하나를 청강하거나, 같은 과정을 마친 사람 두 명과 이야기해 보세요.'],
    ],
    second: ['다시 공부하는 일은, 버틸 수 있는 개월 수부터 세고 정하세요.'],
  },
  couple_fight: {
    opening: ['{?money}[카드가 두 사람의 다툼과 그 뒤에 있는 돈 문제를 비추고 있어요.|이번 점괘는 돈 때문에 생기는 부부 싸움 이야기예요.]', '{!money}[카드가 두 사람 사이의 다툼을 비추고 있어요.|이번 점괘는 자꾸 되풀이되는 싸움 이야기예요.]'],
    advice: [
      ['{?money}돈 싸움은 액수 때문이 아니라 각자의 불안 때문인 경우가 많아요. 차분한 날을 골라 서로에게 돈이 무엇인지 말해 보세요. 안정인지, 자유인지, 가족인지요.', '{!money}되풀이되는 싸움은 대개 옷만 바꿔 입은 같은 싸움이에요. 차분한 날, 그 밑에 있는 진짜 이유를 함께 이름 붙여 보세요.'],
      ['{?money}그리고 둘 다 지킬 규칙을 하나 정하세요. 생활비는 공동 통장으로, 각자 묻지 않고 쓸 수 있는 작은 돈은 따로요.', '{!money}다음 싸움을 위한 규칙을 하나 정하세요. 목소리가 커지면 멈추고, 하루 안에 다시 이야기하기요.'],
      ['{?years}함께한 {years}년은 진짜 기초예요. 올해 카드는 탓하기보다 계획을 이야기하는 부부 편이에요.', '{!years}올해 카드는 탓하기보다 계획을 이야기하는 두 사람 편이에요.'],
    ],
    second: ['두 사람의 다툼에는 차분한 대화 한 번과 함께 지킬 규칙 하나가 필요해요.'],
  },
};

/** A card drawn for the situation: seeded, and safe for any premise (no place, person, time or object). */
export const cardLines: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['[The Star|The Sun|Temperance|Strength|The Chariot|The Magician|The World|The Empress] [came up the right way|turned up first|sits at the centre of the spread]: [a card of steady progress|a card of calm confidence|a card that rewards preparation|a promise of a clear head].'],
  vi: ['[Lá Ngôi Sao|Lá Mặt Trời|Lá Tiết Chế|Lá Sức Mạnh|Lá Cỗ Xe|Lá Pháp Sư|Lá Thế Giới|Lá Nữ Hoàng] [lật lên xuôi chiều|ra đầu tiên|nằm giữa trải bài]: [lá của tiến bộ đều đặn|lá của sự tự tin bình thản|lá thưởng cho người chuẩn bị kỹ|lá báo hiệu đầu óc sáng suốt].'],
  zh: ['[星星牌|太阳牌|节制牌|力量牌|战车牌|魔术师牌|世界牌|皇后牌][正位出现|第一个翻开|落在牌阵中央]：[这是稳步前进的牌|这是从容自信的牌|准备充分的人会被奖励|预示你头脑清醒]。'],
  ko: ['[별|태양|절제|힘|전차|마법사|세계|여황제] 카드가 [정방향으로 나왔어요.|가장 먼저 뒤집혔어요.|배열 한가운데 놓였어요.] [꾸준한 전진의 카드예요.|차분한 자신감의 카드예요.|준비한 사람에게 상을 주는 카드예요.|맑은 머리를 약속하는 카드예요.]'],
};

/** Situation lines per language. */
export const situationLines: Readonly<Record<ContentLanguage, Readonly<Record<FortuneSituation, SituationLines>>>> = { en, ko, vi, zh };
