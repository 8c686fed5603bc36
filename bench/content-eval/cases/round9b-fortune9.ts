/**
 * Round 9 of issue 13, second part (helper fortune9): eight fresh fortune-telling requests written before the
 * main-clause gate and the form-first answers (round9b-fortune9.before.json, two per language), and the four untuned
 * requests of the first part that still failed (a parental leave read as a promotion, a licence reissue read as a
 * driving test, an ex's wedding read as a speech, a grandmother's surgery read as the visitor's). Facts check that the
 * answer takes the question's form (a lean for "is it a bad idea", a window for "when should I tell", being there for
 * someone else's day) and keeps whose event it is; negative facts catch a stock situation called up by a side word.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));

export const cases: EvalCase[] = [
  // ── written before the fixes ────────────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'r9bfortune9-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'week', input: "When should I tell my roommate Dana that I'm moving out when our lease ends in March?" },
    facts: [
      { label: 'a window to tell Dana', check: inFirst(/right moment .*your roommate Dana is/u) },
      { label: 'no packing tips for a move', check: not(/Pack one small box|The cards turn to your move/u) },
      { label: 'no "sooner than it feels" wait', check: not(/sooner than it feels/u) },
    ],
  }),
  evalCase({
    id: 'r9bfortune9-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'work', input: 'is it a bad idea to ask for a transfer to the Denver office while my manager is on maternity leave' },
    facts: [
      { label: 'a lean on "bad idea"', check: inFirst(/Not a bad idea/u) },
      { label: 'the timing with the boss away', check: inFirst(/While your boss is away/u) },
      { label: 'no bare "careful yes"', check: not(/careful yes|cautious yes/u) },
    ],
  }),
  evalCase({
    id: 'r9bfortune9-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'week', input: '엄마가 다음 주에 무릎 수술을 받으시는데 제가 연차를 내고 병원에 같이 있는 게 나을까요?' },
    facts: [
      { label: '곁에 있으라는 답', check: inFirst(/곁에 있어 주세요/u) },
      { label: '어머니 수술', check: inFirst(/어머니 수술/u) },
      { label: '본인 수술 후 조언이 아니다', check: not(/부드러운 음식|무거운 건 다른 사람/u) },
    ],
  }),
  evalCase({
    id: 'r9bfortune9-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'future', input: '동생 결혼식 때 축가를 부르기로 했는데 잘 부를 수 있을까요?' },
    facts: [
      { label: '축가를 말한다', check: inFirst(/축가/u) },
      { label: '노래 연습 팁', check: inFirst(/소리 내어 처음부터 끝까지 불러/u) },
      { label: '연설 팁이 아니다', check: not(/첫 문장과 마지막 문장/u) },
    ],
  }),
  evalCase({
    id: 'r9bfortune9-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'work', input: '儿子下周考驾照科目二，我要不要请假陪他去？' },
    facts: [
      { label: '建议陪在身边', check: inFirst(/陪在身边/u) },
      { label: '是儿子的考试', check: inFirst(/儿子的驾照考试/u) },
      { label: '不是教访客自己考试', check: not(/调座椅|后视镜|你练过的/u) },
      { label: '请假不是等审批', check: not(/请假审批/u) },
    ],
  }),
  evalCase({
    id: 'r9bfortune9-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'money', input: '面试的时候HR问我期望薪资，我该报高一点还是报个稳妥的数？' },
    facts: [
      { label: '两边都说到', check: inFirst(/报高一点[\s\S]*报个稳妥的数|报个稳妥的数[\s\S]*报高一点/u) },
      { label: '不是面试技巧', check: not(/面试官|自我介绍/u) },
    ],
  }),
  evalCase({
    id: 'r9bfortune9-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'future', input: 'Khi nào em nên nói với bố mẹ là em muốn chuyển ngành học vậy ạ?' },
    facts: [
      { label: 'thời điểm để nói với bố mẹ', check: inFirst(/Thời điểm hợp để nói chuyện chuyển ngành với bố mẹ bạn/u) },
      { label: 'không phải chờ bố', check: not(/Về bố bạn: sẽ sớm hơn/u) },
    ],
  }),
  evalCase({
    id: 'r9bfortune9-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'Chồng em muốn bán xe máy để góp vốn mở quán cà phê với bạn, em có nên đồng ý không?' },
    facts: [
      { label: 'kế hoạch của chồng', check: inFirst(/mở quán của chồng bạn/u) },
      { label: 'không coi như bạn bè mời chính mình', check: not(/lời mời của bạn bè/u) },
    ],
  }),
  // ── the first part's untuned requests that still failed, fixed by class ─────────────────────────────────────────
  evalCase({
    id: 'r9bfortune9-ko-3', type: 'fortune-telling', language: 'ko',
    input: { category: 'work', input: '다음 달에 육아휴직 쓰려고 하는데 팀장님한테 언제 말하는 게 좋을까요?' },
    facts: [
      { label: '육아휴직 이야기 타이밍', check: inFirst(/육아휴직 이야기를 꺼낼 타이밍은/u) },
      { label: '팀장님과 이야기', check: inFirst(/팀장님과/u) },
      { label: '승진 제안이 아니다', check: not(/승진 제안/u) },
    ],
  }),
  evalCase({
    id: 'r9bfortune9-zh-3', type: 'fortune-telling', language: 'zh',
    input: { category: 'today', input: '今天要去车管所补办驾照，听说要排很久的队，顺不顺利？' },
    facts: [
      { label: '说到补办驾照', check: inFirst(/补办驾照/u) },
      { label: '要留意的一点', check: inFirst(/材料带齐/u) },
      { label: '不是驾照考试', check: not(/调座椅|后视镜|今天的考试/u) },
    ],
  }),
  evalCase({
    id: 'r9bfortune9-en-3', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: "Going to my ex's wedding next Saturday with my new girlfriend Jess. Is that a bad idea?" },
    facts: [
      { label: 'answers "bad idea"', check: inFirst(/Not a bad idea/u) },
      { label: 'Jess as the reason', check: inFirst(/girlfriend Jess: talk it through/u) },
      { label: "the ex's wedding", check: inFirst(/your ex's wedding/u) },
      { label: 'no speech tips', check: not(/first line and your last line/u) },
    ],
  }),
  evalCase({
    id: 'r9bfortune9-vi-3', type: 'fortune-telling', language: 'vi',
    input: { category: 'health', input: 'Mấy hôm nay em bị mất ngủ vì lo bà ngoại nằm viện, tuần sau bà mổ sỏi thận. Em phải làm sao ạ?' },
    facts: [
      { label: 'ca mổ của bà', check: inFirst(/ca mổ của bà của bạn/u) },
      { label: 'giấc ngủ của chính bạn', check: inFirst(/giấc ngủ của bạn/u) },
      { label: 'không khuyên như người vừa mổ', check: not(/ăn đồ mềm, uống đồ mát/u) },
    ],
  }),
];
