/**
 * Round 15 of issue 13 (helper fort15b): fortune-telling requests whose ask's FORM decides the answer's polarity
 * (fortune-fear15.ts). The twelve before-set requests (round15-fort15b.before.json, written and run before any change),
 * the brief's three dev examples and six held-out ones. Facts check that what the visitor wrote is told back, that the
 * answer takes the question's polarity (a symptom asked "is it serious?" gets no yes and no no, a bad omen gets "no",
 * "does that mean…" gets "not by itself", a refusal a no to the marked part, a fall-out a no, "say it or let it go" says
 * it, a loan beside a money failure weighs that sentence), and negative facts for the failure classes: a stock yes that
 * confirms the fear, a topic word that reads another question (a menu, a sore back), the same clause told twice.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));
/** A stock yes/no lean that would confirm the fear or approve the fall-out. */
const stockYes = /(?<!don’t )lean(?:s)? (?:toward|to) yes|answer is yes|(?<!không )nghiêng về “có”|chữ “có”|점괘는 ‘예’|‘예’라고 해요\. 조용|答案是可以|偏向“可以”|去吧|意思是“去吧”/u;

export const cases: EvalCase[] = [
  // Before-set (seeds as run before the change).
  evalCase({
    id: 'r15fort15b-en-eye', type: 'fortune-telling', language: 'en',
    input: { category: 'health', input: 'my left eye keeps twitching for like a week now. is that bad??' },
    facts: [
      { label: 'the eye told back', check: inFirst(/your left eye keeps twitching for like a week now/u) },
      { label: 'no yes or no on "is it serious"', check: inFirst(/won’t give you a yes or a no/u) },
      { label: 'when to see a doctor', check: inFirst(/see a doctor/u) },
      { label: 'no stock back or stock yes', check: not(new RegExp(`[Yy]our back asks|${stockYes.source}`, 'u')) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-en-train', type: 'fortune-telling', language: 'en',
    input: { category: 'work', input: "my manager wants me to train the new guy who's getting paid more than me. should i do it or push back?" },
    facts: [
      { label: 'the ask and its pay gap told back', check: inFirst(/train the new guy who's getting paid more than you/u) },
      { label: 'the lean answers the refusal form', check: inFirst(/lean to pushing back/u) },
      { label: 'no coin flip', check: not(/flip a coin/u) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-en-break', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: 'my girlfriend of 2 yrs said she needs a break to figure things out. does that mean its over?' },
    facts: [
      { label: 'the break told back', check: inFirst(/she needs a break to figure things out/u) },
      { label: 'the fear named', check: inFirst(/whether that means it’s over/u) },
      { label: 'answered not by itself', check: inFirst(/Not by itself/u) },
      { label: 'no stock yes', check: not(stockYes) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-vi-omen', type: 'fortune-telling', language: 'vi',
    input: { category: 'health', input: 'dạo này em ngủ toàn mơ ác mộng, sáng dậy mệt lắm, có phải điềm xấu không ạ' },
    facts: [
      { label: 'the nightmares told back', check: inFirst(/bạn ngủ toàn mơ ác mộng, sáng dậy mệt lắm/u) },
      { label: 'the omen answered no', check: inFirst(/Quẻ trả lời là không/u) },
      { label: 'never a yes that confirms it', check: not(stockYes) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-vi-milktea', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'Chị họ rủ em góp 50 triệu mở quán trà sữa, mà năm ngoái chị ấy làm ăn lỗ rồi. Em có nên góp không?' },
    facts: [
      { label: 'the loss weighed as the record', check: inFirst(/câu bạn viết thêm: năm ngoái chị ấy làm ăn lỗ rồi/u) },
      { label: 'no yes for the whole sum', check: inFirst(/không nghiêng về “có” cho toàn bộ/u) },
      { label: 'no "leave room for the loss" frame', check: not(/chừa chỗ cho bên thứ hai|Quẻ nghiêng về “có”, với một điều kiện/u) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-vi-refuse', type: 'fortune-telling', language: 'vi',
    input: { category: 'work', input: 'sếp bảo em nhận thêm việc của đồng nghiệp nghỉ sinh mà không tăng lương, em từ chối có bị đánh giá không' },
    facts: [
      { label: 'the work asked told back', check: inFirst(/sếp bảo bạn nhận thêm việc của đồng nghiệp nghỉ sinh/u) },
      { label: 'the refusal leans to the unpaid part', check: inFirst(/Quẻ nghiêng về phía từ chối, ở đúng chỗ chính bạn đã chỉ ra: không tăng lương/u) },
      { label: 'no "leave room" frame', check: not(/chừa chỗ cho bên thứ hai/u) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-ko-acid', type: 'fortune-telling', language: 'ko',
    input: { category: 'health', input: '요즘 밥만 먹으면 속이 더부룩하고 신물이 올라와요 이거 심각한 건가요?' },
    facts: [
      { label: 'the symptom told back', check: inFirst(/‘요즘 밥만 먹으면 속이 더부룩하고 신물이 올라와요’/u) },
      { label: 'the trigger tested', check: inFirst(/‘밥만 먹으면’ 그렇다고/u) },
      { label: 'no diagnosis either way', check: inFirst(/‘그렇다, 아니다’로 답하진 않을게요/u) },
      { label: 'never read as a menu worry', check: not(/메뉴 고민/u) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-ko-birthday', type: 'fortune-telling', language: 'ko',
    input: { category: 'love', input: '남친이 제 생일 까먹었는데 서운하다고 말해도 될까요 아니면 그냥 넘어갈까요' },
    facts: [
      { label: 'the forgotten birthday told back', check: inFirst(/‘남친이 생일 까먹었는데’/u) },
      { label: 'leans to saying it', check: inFirst(/카드는 말하는 쪽으로 기울어요/u) },
      { label: 'no whole sentence quoted as an option', check: not(/‘남친이 제 생일 까먹었는데 서운하다고 말해도 될까’ 쪽/u) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-ko-guarantee', type: 'fortune-telling', language: 'ko',
    input: { category: 'money', input: '동생이 차 산다고 보증 서 달래요. 근데 걔 카드값 밀린 적도 있어서 좀 무서운데 서줘야 하나요' },
    facts: [
      { label: 'the late payments weighed', check: inFirst(/덧붙여 쓰신 ‘걔 카드값 밀린 적도 있어서 좀 무서운데’/u) },
      { label: 'never the whole amount in one’s name', check: inFirst(/전액에 내 이름을 거는 일은 하지 마세요/u) },
      { label: 'no stock yes, no card-interest line', check: not(/점괘는 ‘예’|카드 이자는/u) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-zh-palpitations', type: 'fortune-telling', language: 'zh',
    input: { category: 'health', input: '最近总是凌晨三四点才睡着，白天心慌，会不会是什么大问题啊' },
    facts: [
      { label: 'both symptoms told back', check: inFirst(/凌晨三四点才睡着，白天心慌/u) },
      { label: 'no diagnosis either way', check: inFirst(/不说“是”，也不说“不是”/u) },
      { label: 'palpitations get a visit this week, not a two-week watch', check: inFirst(/这周就约个门诊/u) },
      { label: 'no two-week wait', check: not(/超过两周还这样/u) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-zh-fallout', type: 'fortune-telling', language: 'zh',
    input: { category: 'work', input: '同事老是把他的活推给我，我该不该跟他翻脸？' },
    facts: [
      { label: 'the pushed work told back', check: inFirst(/同事老是把他的活推给你/u) },
      { label: 'no to the fall-out, yes to a line', check: inFirst(/牌对闹翻说不，对把界线画清楚说是/u) },
      { label: 'never "go ahead"', check: not(stockYes) },
    ],
  }),
  // Dev examples of the brief.
  evalCase({
    id: 'r15fort15b-vi-headache', type: 'fortune-telling', language: 'vi',
    input: { category: 'health', input: 'Em hay bị đau đầu mỗi khi ngồi máy tính lâu, có sao không ạ?' },
    facts: [
      { label: 'the headache told back', check: inFirst(/bạn hay bị đau đầu mỗi khi ngồi máy tính lâu/u) },
      { label: 'the screen is the trigger tested', check: inFirst(/xảy ra mỗi khi ngồi máy tính lâu/u) },
      { label: 'never a yes to "is it something bad"', check: not(stockYes) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-zh-overtime', type: 'fortune-telling', language: 'zh',
    input: { category: 'work', input: '领导让我周末加班但不给加班费，我要不要拒绝？' },
    facts: [
      { label: 'told back once', check: (text) => (firstPart(text).match(/周末加班/gu) ?? []).length === 1 },
      { label: 'the refusal aims at the unpaid part', check: inFirst(/牌偏向拒绝，落在你自己点出来的那一处：不给加班费/u) },
      { label: 'no bare "可以"', check: not(/偏向“可以”/u) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-en-brother', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: "Should I lend my brother $3,000 for his car repair? He hasn't paid me back before." },
    facts: [
      { label: 'the loan told back whole', check: inFirst(/whether you should lend your brother \$3,000 for his car repair/u) },
      { label: 'the second sentence weighed', check: inFirst(/the one you added: he hasn't paid you back before/u) },
      { label: 'no yes for the whole sum', check: inFirst(/don’t lean to yes for the whole of it/u) },
    ],
  }),
  // Held out (not in the before-set, not in the unit tests).
  evalCase({
    id: 'r15fort15b-en-mole', type: 'fortune-telling', language: 'en',
    input: { category: 'health', input: 'theres a mole on my arm that got darker this month. is it something serious?' },
    facts: [
      { label: 'the mole told back', check: inFirst(/a mole on your arm that got darker this month/u) },
      { label: 'no yes or no', check: inFirst(/won’t give you a yes or a no/u) },
      { label: 'no stock yes', check: not(stockYes) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-vi-cosign', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'Bạn thân nhờ em đứng tên bảo lãnh khoản vay mua xe, mà trước đây bạn ấy từng bùng nợ. Em có nên nhận không?' },
    facts: [
      { label: 'the record weighed', check: inFirst(/câu bạn viết thêm: trước đây bạn ấy từng bùng nợ/u) },
      { label: 'no yes for the whole sum', check: inFirst(/không nghiêng về “có” cho toàn bộ/u) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-ko-omen', type: 'fortune-telling', language: 'ko',
    input: { category: 'today', input: '아침에 까마귀가 베란다에 앉아 있었어요. 불길한 징조일까요?' },
    facts: [
      { label: 'the crow told back', check: inFirst(/‘아침에 까마귀가 베란다에 앉아 있었어요’/u) },
      { label: 'the omen answered no', check: inFirst(/카드의 답은 ‘아니요’/u) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-ko-meaning', type: 'fortune-telling', language: 'ko',
    input: { category: 'love', input: '썸 타던 사람이 제 스토리를 안 봐요. 관심이 없어졌다는 뜻일까요?' },
    facts: [
      { label: 'the feared meaning told back', check: inFirst(/‘관심이 없어졌다는’ 뜻인지/u) },
      { label: 'not by itself', check: inFirst(/그것만으로는 아니에요/u) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-zh-refuse', type: 'fortune-telling', language: 'zh',
    input: { category: 'today', input: '亲戚让我春节帮忙看店七天，可我只有五天假，要不要推掉？' },
    facts: [
      { label: 'the ask told back', check: inFirst(/亲戚让你春节帮忙看店七天/u) },
      { label: 'the refusal aims at the marked part', check: inFirst(/牌偏向拒绝，落在你自己点出来的那一处：你只有五天假/u) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-en-speak', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: 'my boyfriend made fun of my cooking in front of his friends. should i tell him it hurt or let it slide?' },
    facts: [
      { label: 'the joke told back', check: inFirst(/your boyfriend made fun of your cooking in front of his friends/u) },
      { label: 'leans to saying it', check: inFirst(/lean to saying it, once and gently/u) },
    ],
  }),
  // Dev probes of the self-judgment form (found after the before-set; the lines were written on them).
  evalCase({
    id: 'r15fort15b-vi-judge', type: 'fortune-telling', language: 'vi',
    input: { category: 'work', input: 'Em mới vào công ty được 3 tháng mà đã muốn nghỉ, vậy có phải em dở quá không?' },
    facts: [
      { label: 'the three months told back', check: inFirst(/bạn mới vào công ty được 3 tháng mà đã muốn nghỉ/u) },
      { label: 'the self-judgment answered no', check: inFirst(/Quẻ nói không, ít nhất không phải như một lời phán/u) },
      { label: 'never a yes that confirms it', check: not(stockYes) },
    ],
  }),
  evalCase({
    id: 'r15fort15b-zh-judge', type: 'fortune-telling', language: 'zh',
    input: { category: 'money', input: '我把年终奖全拿去买了基金，现在跌了百分之二十，我是不是太冲动了？' },
    facts: [
      { label: 'the loss told back', check: inFirst(/你把年终奖全拿去买了基金，现在跌了百分之二十/u) },
      { label: 'the self-judgment answered no', check: inFirst(/牌的回答是：不是/u) },
      { label: 'never a clear yes', check: not(/清楚的“是”/u) },
    ],
  }),
];
