/**
 * Round 9 of issue 13 (helper fortune9): sixteen fresh fortune-telling requests written before any fix
 * (round9-fortune9.before.json, four per language), then eight more written after the fixes and never tuned on
 * (round9-fortune9.after.json). They aim at the fall-through: questions no situation reader knows (co-signing a
 * sister's lease, a plumber who does not come, a cat missing for three days, a father's bypass surgery, a wedding
 * speech, a jeonse deposit). Facts check that the answer takes up the visitor's own thing, person, pet and date and
 * what was asked (when, whether, which of two); negative facts catch the classes: a stock situation called up by a
 * side word (rent advice for a co-signer, a purchase "already made"), a cheerful yes for a surgery, a stock future.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));

export const cases: EvalCase[] = [
  // ── before the fixes ───────────────────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'r9fortune9-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'future', input: 'My sister Priya wants me to co-sign the lease on her first apartment in Denver. Will it go ok between us if I do?' },
    facts: [
      { label: 'takes up co-signing', check: inFirst(/co-sign/iu) },
      { label: 'names the sister', check: inFirst(/Priya|your sister/u) },
      { label: 'no rent-rise advice', check: not(/rent|renews|landlord/iu) },
    ],
  }),
  evalCase({
    id: 'r9fortune9-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'week', input: "we're repainting the kitchen saturday and my in-laws arrive sunday lol. how's the week looking" },
    facts: [
      { label: 'takes up the painting', check: inFirst(/paint|kitchen/iu) },
      { label: 'takes up the in-laws', check: inFirst(/in-laws/iu) },
    ],
  }),
  evalCase({
    id: 'r9fortune9-en-3', type: 'fortune-telling', language: 'en',
    input: { category: 'health', input: 'Should I keep running the half marathon training plan or switch to swimming since my knee started clicking?' },
    facts: [
      { label: 'picks the gentler option for the knee', check: inFirst(/No fence-sitting: “switch to swimming”|lean toward “switch to swimming”|points to “switch to swimming”|falls on “switch to swimming”|“switch to swimming” drew|“switch to swimming” came up|go with “switch to swimming”|“switch to swimming” is the better bet|your body has the casting vote/u) },
      { label: 'no reason clause quoted inside an option', check: not(/“[^”]*since my knee[^”]*”/u) },
    ],
  }),
  evalCase({
    id: 'r9fortune9-en-4', type: 'fortune-telling', language: 'en',
    input: { category: 'today', input: "When will the plumber finally show up? He said 'sometime today' and I've been waiting since 8." },
    facts: [
      { label: 'names the plumber', check: inFirst(/plumber/u) },
      { label: 'answers when', check: inFirst(/afternoon|by \w+day|within/u) },
    ],
  }),
  evalCase({
    id: 'r9fortune9-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'love', input: 'Bạn trai em muốn dắt em về ra mắt gia đình ở Huế vào dịp 30/4. Em hồi hộp quá, mọi chuyện có suôn sẻ không ạ?' },
    facts: [
      { label: 'takes up meeting the family', check: inFirst(/ra mắt/u) },
      { label: 'names the date', check: inFirst(/30\/4/u) },
      { label: 'no stock couple-boredom advice', check: not(/nhàm chán/u) },
    ],
  }),
  evalCase({
    id: 'r9fortune9-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'Em đang tính mua con Vision trả góp hay mua xe cũ trả thẳng, lương em 9 triệu. Cái nào ổn hơn ạ' },
    facts: [
      { label: 'picks one of the two', check: inFirst(/“(?:mua xe cũ trả thẳng|mua con Vision trả góp|Mua con Vision trả góp)”/u) },
      { label: 'does not read the purchase as already made', check: not(/đã mua rồi/u) },
      { label: 'no asker quoted inside an option', check: not(/“Em đang/u) },
    ],
  }),
  evalCase({
    id: 'r9fortune9-vi-3', type: 'fortune-telling', language: 'vi',
    input: { category: 'work', input: 'Khi nào thì sếp mới duyệt đơn xin nghỉ phép của em vậy, em nộp từ tuần trước rồi' },
    facts: [
      { label: 'takes up the leave request', check: inFirst(/nghỉ phép/u) },
      { label: 'answers when', check: inFirst(/tuần tới|trước thứ|chiều nay/u) },
    ],
  }),
  evalCase({
    id: 'r9fortune9-vi-4', type: 'fortune-telling', language: 'vi',
    input: { category: 'future', input: 'con mèo Mướp nhà em bỏ đi 3 ngày rồi chưa về. liệu nó có quay về ko ạ' },
    facts: [
      { label: 'names the cat', check: inFirst(/Mướp/u) },
      { label: 'says where or when to look', check: inFirst(/chạng vạng|sáng sớm|hàng xóm/u) },
      { label: 'no stock future about study or work', check: not(/việc học|sự nghiệp/u) },
    ],
  }),
  evalCase({
    id: 'r9fortune9-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'week', input: '이번 주 금요일에 동생 결혼식 축사를 맡았는데 너무 떨려요. 잘 해낼 수 있을까요?' },
    facts: [
      { label: '축사를 다룬다', check: inFirst(/축사/u) },
      { label: '금요일을 말한다', check: /금요일/u },
    ],
  }),
  evalCase({
    id: 'r9fortune9-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'money', input: '전세 만기가 두 달 남았는데 집주인이 보증금을 올려 달래요. 그냥 옮길지 올려 줄지 고민이에요' },
    facts: [{ label: '보증금이나 집세 인상을 다룬다', check: inFirst(/보증금|집세|재계약/u) }],
  }),
  evalCase({
    id: 'r9fortune9-ko-3', type: 'fortune-telling', language: 'ko',
    input: { category: 'future', input: '내년에 제주도로 내려가서 작은 카페를 해 볼까 해요. 어떻게 될까요?' },
    facts: [
      { label: '가게 계획을 다룬다', check: inFirst(/가게|카페|창업/u) },
      { label: '엉뚱한 미래 이야기(재능을 알아볼 사람)가 없다', check: not(/재능을 알아볼/u) },
    ],
  }),
  evalCase({
    id: 'r9fortune9-ko-4', type: 'fortune-telling', language: 'ko',
    input: { category: 'today', input: '오늘 고양이 중성화 수술 날이에요 ㅠ 별일 없겠죠?' },
    facts: [
      { label: '고양이 수술을 다룬다', check: inFirst(/고양이 중성화 수술|수술/u) },
      { label: '수술에 가벼운 ‘예’를 주지 않는다', check: not(/‘예’/u) },
    ],
  }),
  evalCase({
    id: 'r9fortune9-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'work', input: '领导让我下个月去成都带一个新项目，但我女儿刚上小学，去还是不去？' },
    facts: [
      { label: '说到新项目', check: inFirst(/项目/u) },
      { label: '说到女儿', check: inFirst(/女儿/u) },
    ],
  }),
  evalCase({
    id: 'r9fortune9-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'love', input: '我和男朋友因为过年回谁家吵了好几次了，今年春节会怎么样？' },
    facts: [{ label: '说到争吵', check: inFirst(/吵|争/u) }],
  }),
  evalCase({
    id: 'r9fortune9-zh-3', type: 'fortune-telling', language: 'zh',
    input: { category: 'future', input: '我爸下周三做心脏搭桥手术，想问问结果会顺利吗' },
    facts: [
      { label: '说到爸爸的手术', check: inFirst(/爸爸[^。]{0,6}手术/u) },
      { label: '说到周三', check: inFirst(/周三/u) },
      { label: '不给手术轻率的“可以”，不讲环境变化', check: not(/“可以”|环境的变化/u) },
    ],
  }),
  evalCase({
    id: 'r9fortune9-zh-4', type: 'fortune-telling', language: 'zh',
    input: { category: 'week', input: '这周要搬家+交论文初稿+周五面试，感觉要炸了，运势怎么样' },
    facts: [
      { label: '说到搬家', check: inFirst(/搬家/u) },
      { label: '说到初稿或论文', check: inFirst(/初稿|论文/u) },
    ],
  }),
];
