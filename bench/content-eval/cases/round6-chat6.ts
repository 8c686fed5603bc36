/**
 * Round 6 of issue 13 (helper chat6): sixteen fresh persona-chat and fortune-telling requests written before any fix
 * (round6-chat6.before.json, four per language), then eight more written after the fixes and never tuned on. Facts
 * check what the engine added, never an echo of the request: the detective reasons about an unexplained happening,
 * the kid names its own favourite, the psychologist names the anger and the guilt, the old friend comforts after an
 * interview that already went badly (no preparation advice), the idol calms a contest's stage fright (not an
 * audition, not a family question); fortunes answer the rent rise, the layoffs, the first day, the friend's offer and
 * the back with pilates. Negative facts catch the classes fixed: a quote of the question, stock question lines
 * ("follow your heart", "just kidding", "家人吗"), preparation for a past event, stock tips for a friend's shop.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
/** No quote of the question in the reading (a cut quote broke the grammar in the fifth read). */
const noQuote = not(/[“‘「"][^”’」"]{8,}[”’」"]/u);

export const cases: EvalCase[] = [
  // ── persona-chat, before the fixes ──────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'r6chat6-chat-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'detective', messages: [user("My neighbor's cat keeps showing up in my kitchen even though every window is shut. How is it getting in?")] },
    facts: [
      { label: 'reasons like a case (pattern, ways in, observe)', check: /pattern|every way|watch once|observation/i },
      { label: 'no stock pet-news line', check: not(/officially a legend|How did you react/i) },
    ],
  }),
  evalCase({
    id: 'r6chat6-chat-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'kid', messages: [user('whats ur fav dinosaur lol mine is the one w the long neck')] },
    facts: [
      { label: 'names its own favourite dinosaur', check: /triceratops/i },
      { label: 'takes up that the visitor gave theirs', check: /yours/i },
      { label: 'no stock question line', check: not(/just kidding|Ask my teddy/i) },
    ],
  }),
  evalCase({
    id: 'r6chat6-chat-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'chef', messages: [user('Nhà còn mỗi gói mì, hai quả trứng với ít rau cải, tối nay nấu gì cho ngon hả anh?')] },
    facts: [
      { label: 'cooks the noodles', check: /mì/iu },
      { label: 'uses the eggs', check: /trứng/iu },
    ],
  }),
  evalCase({
    id: 'r6chat6-chat-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('dạo này e hay cáu vs ba mẹ mà ko hiểu tại sao, xong lại thấy có lỗi')] },
    facts: [
      { label: 'names the irritation', check: /cáu|bực|nổi nóng/iu },
      { label: 'names the guilt', check: /có lỗi|áy náy/iu },
      { label: 'gives one concrete step', check: /năm phút|rời phòng|ra chỗ khác/iu },
      { label: 'no stock "good question" line', check: not(/Câu hỏi hay|một năm sau/iu) },
    ],
  }),
  evalCase({
    id: 'r6chat6-chat-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'childhood_friend', messages: [user('야 나 오늘 면접 망한 것 같아… 질문 하나도 제대로 대답 못 했어')] },
    facts: [
      { label: 'comforts about the interview that went badly', check: /면접이 잘 안 풀렸|속상/u },
      { label: 'no preparation advice for an interview already over', check: not(/전날 밤|두 가지만 알아 가|옷은/u) },
      { label: 'no playful opener before comfort', check: not(/^풉|^ㅋㅋ/u) },
    ],
  }),
  evalCase({
    id: 'r6chat6-chat-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'astrologer', messages: [user('요즘 보름달이 뜰 때마다 잠이 안 와요. 달이 사람 기분에 영향을 주나요?')] },
    facts: [
      { label: 'takes up the sleeplessness', check: /잠|밤/u },
    ],
  }),
  evalCase({
    id: 'r6chat6-chat-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'kpop_female', messages: [user('姐姐，我下周要参加学校的歌唱比赛，一上台就手抖，怎么办呀？')] },
    facts: [
      { label: 'calms the stage fright with a concrete step', check: /呼气|吸气|深呼吸/u },
      { label: 'speaks of the stage, not an audition', check: (text) => /上台/u.test(text) && !/试镜/u.test(text) },
      { label: 'no stock question line', check: not(/家人吗|选让心跳加速/u) },
    ],
  }),
  evalCase({
    id: 'r6chat6-chat-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'girl', messages: [user('周末想一起去看樱花吗？听说东湖那边开得正好')] },
    facts: [
      { label: 'accepts for the weekend', check: /周末/u },
    ],
  }),
  // ── fortune-telling, before the fixes ───────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'r6chat6-fortune-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: "I matched with someone on an app and we've been texting for two weeks. She suggested meeting for coffee on Saturday. Is this going anywhere?" },
    facts: [
      { label: 'answers whether it goes anywhere', check: /odds|work out|sign|yes/i },
      { label: 'no quote of the question', check: noQuote },
    ],
  }),
  evalCase({
    id: 'r6chat6-fortune-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: 'rent went up 15%' },
    facts: [
      { label: 'reads the rent', check: /rent/i },
      { label: 'weighs it against income or the lease', check: /income|lease|landlord/i },
      { label: 'no windfall reading', check: not(/windfall|unexpected income/i) },
      { label: 'no quote of the question', check: noQuote },
    ],
  }),
  evalCase({
    id: 'r6chat6-fortune-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'work', input: 'Tháng sau công ty em cắt giảm nhân sự, em lo mình nằm trong danh sách. Em có nên chủ động tìm việc mới không?' },
    facts: [
      { label: 'reads the layoffs', check: /cắt giảm/iu },
      { label: 'says to get ready (CV, looking while employed)', check: /CV|tìm việc khi vẫn còn việc/iu },
      { label: 'no angry-resignation advice', check: not(/bực tức|rời đi êm đẹp/iu) },
    ],
  }),
  evalCase({
    id: 'r6chat6-fortune-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'travel', input: 'Tết này em định đi Đà Nẵng một mình bằng xe khách, có ổn không ạ?' },
    facts: [
      { label: 'names Đà Nẵng', check: /Đà Nẵng/u },
      { label: 'no quote of the question', check: noQuote },
    ],
  }),
  evalCase({
    id: 'r6chat6-fortune-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'health', input: '허리가 계속 아파서 필라테스를 시작할까 고민 중이에요' },
    facts: [
      { label: 'takes up the back', check: /허리/u },
      { label: 'takes up starting the exercise', check: /운동|수업|강사/u },
    ],
  }),
  evalCase({
    id: 'r6chat6-fortune-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'today', input: '오늘 첫 출근이에요!' },
    facts: [
      { label: 'reads the first day', check: /첫날/u },
      { label: 'gives first-day advice', check: /이름|수첩|일찍/u },
      { label: 'no quote of the question', check: noQuote },
    ],
  }),
  evalCase({
    id: 'r6chat6-fortune-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'money', input: '朋友拉我一起投资他的奶茶店，要出五万块，我该不该投？' },
    facts: [
      { label: 'reads the friend’s offer', check: /朋友/u },
      { label: 'says to put in only what can be lost, or to write it down', check: /亏了|写下来/u },
      { label: 'no stock-market tips', check: not(/炒股|股票|梭哈/u) },
    ],
  }),
  evalCase({
    id: 'r6chat6-fortune-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'menu', input: '晚饭吃啥，好冷，想吃点热乎的' },
    facts: [
      { label: 'picks something warm', check: /热|火锅|汤/u },
    ],
  }),
  // ── written after the fixes (round6-chat6.after.json, scored 2.25 before any of it was tuned on; then its classes fixed) ──
  evalCase({
    id: 'r6chat6-after-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'childhood_friend', messages: [user('dude remember when we got lost at the county fair and your mom found us by the funnel cake stand? i drove past there today')] },
    facts: [{ label: 'every sentence ends with a stop (no "ourselves Those")', check: not(/[a-z] (?:Those|Remember|I can|What|Want|Do you)\b/u) }],
  }),
  evalCase({
    id: 'r6chat6-after-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'work', input: 'My boss offered me a team lead role but it means less time with my kids. Should I take it?' },
    facts: [
      { label: 'takes up the role offered', check: /role|step up/i },
      { label: 'weighs the time with the kids', check: /kids/i },
    ],
  }),
  evalCase({
    id: 'r6chat6-after-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'astrologer', messages: [user('Em cung Song Ngư, dạo này hay mơ thấy nước, có điềm gì không ạ?')] },
    facts: [{ label: '"hay" (often) is not read as a choice', check: not(/Giữa “dạo này”|“Dạo này”, khỏi bàn/u) }],
  }),
  evalCase({
    id: 'r6chat6-after-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'chef', messages: [user('셰프님 김치찌개 끓일 때 참치 넣어요 돼지고기 넣어요?')] },
    // Round 19 (chat21): the pick is said by name, quoted or not (난 참치).
    facts: [{ label: 'picks tuna or pork', check: /‘(?:참치|돼지고기)’|(?:난|나는|저는)\s*(?:참치|돼지고기)/u }],
  }),
  evalCase({
    id: 'r6chat6-after-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'week', input: '이번 주에 이사하고 새 회사 첫 출근까지 겹쳤어요' },
    facts: [
      { label: 'reads the move', check: /이사/u },
      { label: 'reads the first day', check: /첫날/u },
    ],
  }),
  evalCase({
    id: 'r6chat6-after-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('我总是拖延，明明知道要交报告，就是一直刷手机，怎么办？')] },
    facts: [
      { label: 'says what putting off usually is', check: /拖延很少是因为懒/u },
      { label: 'gives one small first step', check: /第一步/u },
    ],
  }),
  // ── the final untuned set (round6-chat6.final.json, scored 2.63 before its classes were fixed) ──────────────────────
  evalCase({
    id: 'r6chat6-final-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'future', input: "I'm 45 and thinking about going back to school to become a nurse. Is it too late?" },
    facts: [
      { label: 'no stock "yes" confirming the fear', check: not(/says yes|that’s a yes|leans toward yes/u) },
      { label: 'no "a chance await"', check: not(/chance await;/u) },
    ],
  }),
  evalCase({
    id: 'r6chat6-final-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'love', input: '썸 타는 사람이 요즘 답장이 늦어요. 마음이 식은 걸까요?' },
    facts: [
      { label: 'no stock "yes" confirming the fear', check: not(/‘예’/u) },
      { label: 'no "사람에서"', check: not(/사람에서/u) },
    ],
  }),
  evalCase({
    id: 'r6chat6-final-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'detective', messages: [user('我放在公司冰箱里的蛋糕又被人吃了一半，这已经是第三次了，怎么抓到他？')] },
    facts: [
      { label: 'reasons about catching them', check: /规律|守|排除/u },
      { label: 'no stock food or laughter line', check: not(/哈德森|开怀大笑/u) },
    ],
  }),
  evalCase({
    id: 'r6chat6-final-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_male', messages: [user('오빠 저 내일 수능 봐요… 너무 떨려서 잠이 안 와요')] },
    facts: [{ label: 'cheers for tomorrow’s exam', check: /내일|시험/u }],
  }),
];
