/**
 * Round 17 of issue 13 (helper fort18): fortune-telling requests answered by the general paths that answered fresh
 * requests with a stance and no reason tied to what the visitor wrote, in the round-17 trace (round17-fort18.scores.md):
 * a lateness asked with an age, an outing asked about in a month, a choice between two life steps (a coin flip or "name
 * its cost"), a when inside this week or between now and a named wait, and a second question joined by "and". The
 * before-set requests these paths now answer (round17-fort18.before.json, run before any change) and held-out ones.
 * Facts check the request told back and the answer in its form; negative facts catch the old answers.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';
import type { ContentLanguage, FortuneCategory } from '../../../supabase/functions/_shared/contract/content-types.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));
/** What the general paths answered with: a stock yes, a coin, "name its cost", investing or trip stock lines. */
const stockLean = /that’s a yes|go ahead|I see a yes|imagine “|flip a coin|toss a coin|start small—a sum|matches the energy around you|là “có”|mình chọn “|tung đồng xu|gọi tên cái giá|답은 ‘예’(?:예요|입니다)|흐름은 당신 편|동전을 던져|이미 정했다고 상상|抛一次硬币|写下“[^”]+”要你付出|更明亮的牌|那条路上打开的门更多/u;
const noStock = { label: 'no stock yes, coin or “name its cost”', check: not(stockLean) };

type Fact = { label: string; check: (text: string) => boolean };

/** One case: its told-back words and its form's answer, both in the reading's first part. */
function formCase(id: string, language: ContentLanguage, category: FortuneCategory, input: string, told: RegExp, answer: RegExp, extra: readonly Fact[] = [], stock = true): EvalCase {
  return evalCase({
    id: `r17fort18-${id}`, type: 'fortune-telling', language, input: { category, input },
    facts: [{ label: 'the request told back', check: inFirst(told) }, { label: 'answered in its form', check: inFirst(answer) }, ...(stock ? [noStock] : []), ...extra],
  });
}

const lateEn = /Two years from now you will be \d+ either way[\s\S]*One concrete step: this month/u;
const coldEn = /is a cold month[\s\S]*So the cards say yes, on one condition/u;
const eitherStepEn = /One concrete step: this week, ask one person who chose/u;

export const cases: EvalCase[] = [
  // Before-set requests the fixed paths now answer.
  formCase('en-grad', 'en', 'future', "grad school or take the job offer i got? the offer is decent but i feel like i'd regret not doing the masters", /You’re weighing “grad school” against “take the job offer you got”/u, /On the side of “take the job offer you got” you wrote that the offer is decent[\s\S]*after your “but”: you feel like you'd regret not doing the masters[\s\S]*/u, [{ label: 'both named in the step', check: inFirst(eitherStepEn) }, { label: 'no job-change stock advice', check: not(/line up two interviews/u) }]),
  formCase('en-ux28', 'en', 'future', 'is it too late at 28 to switch into UX design? i have zero portfolio', /No, 28 is not too late to switch into UX design/u, lateEn, [{ label: 'the obstacle taken up', check: inFirst(/You added that you have zero portfolio: that is not a reason to stop/u) }, { label: 'no investing advice', check: not(/On investing/u) }]),
  formCase('en-tires', 'en', 'travel', 'is it safe to drive to the mountains in december with regular tires', /You’re asking whether it is safe to drive to the mountains in december with regular tires/u, coldEn, [{ label: 'the part named', check: inFirst(/“with regular tires” has to be right for December/u) }]),
  formCase('en-heater', 'en', 'week', 'when is a good day this week to ask my landlord about fixing the heater', /You’re asking “when is a good day this week to ask your landlord about fixing the heater”/u, /The cards pick (?:Tuesday|Wednesday|Thursday), [^:]+: the middle of the week/u, [{ label: 'no rent-rise tips', check: not(/Put the new rent next to/u) }]),
  formCase('en-lend-say', 'en', 'money', 'should i lend my brother 3000 again? he never paid back the last time. and what do i say if i say no', /he never paid back the last time/u, /And your second question, “what do you say if you say no”: one or two plain, kind sentences/u, [{ label: 'no garbled told-back', check: not(/You wrote that and what/u) }]),
  formCase('vi-saigon', 'vi', 'future', 'em nên chuyển vào Sài Gòn làm hay ở lại quê gần bố mẹ ạ, lương trong đó cao hơn nhiều', /Bạn đang cân “chuyển vào Sài Gòn làm” với “ở lại quê gần bố mẹ”, và bạn kể thêm là lương trong đó cao hơn nhiều/u, /“Ở lại quê gần bố mẹ” giữ lại những gì bạn đã có/u),
  formCase('vi-30', 'vi', 'future', '30 tuổi rồi mới đi học lại đại học có muộn quá không', /Không, 30 tuổi chưa muộn để đi học lại đại học/u, /Hai năm nữa đằng nào bạn cũng 32 tuổi/u, [{ label: 'no weather plan', check: not(/áo ấm hoặc ô/u) }]),
  formCase('vi-dalat', 'vi', 'travel', 'tháng 12 đi Đà Lạt bằng xe máy có ổn không ạ', /Bạn hỏi tháng 12 đi Đà Lạt bằng xe máy có ổn không/u, /Tháng 12 là tháng lạnh[\s\S]*“bằng xe máy” phải hợp với tháng 12/u),
  formCase('vi-overload', 'vi', 'work', 'có nên nói với sếp là em bị quá tải không hay cứ im lặng làm tiếp', /Bạn đang cân “nói với sếp là bạn bị quá tải” với “cứ im lặng làm tiếp”/u, /“Cứ im lặng làm tiếp” giữ lại[\s\S]*Một bước cụ thể: tuần này/u, [{ label: 'no “không” pasted into the option', check: not(/quá tải không”/u) }]),
  formCase('vi-car', 'vi', 'money', 'khi nào thì nên mua xe, bây giờ hay đợi cuối năm giảm giá', /Bạn hỏi khi nào thì nên mua xe/u, /Giữa “bây giờ” và “đợi cuối năm giảm giá”, quẻ nghiêng về chờ/u),
  formCase('vi-ex-again', 'vi', 'love', 'người yêu cũ nhắn muốn quay lại, em có nên đồng ý không, và nếu quay lại thì có lặp lại chuyện cũ không', /người yêu cũ/u, /Còn câu hỏi thứ hai, nếu quay lại thì có lặp lại chuyện cũ không: chỉ khi điều gây ra nó lần trước vẫn còn đó/u, [], false),
  formCase('ko-grad', 'ko', 'future', '대학원 갈까 취업할까 고민이에요. 교수님은 대학원 추천하시는데 집이 넉넉하지 않아서요', /‘대학원 갈’ 쪽과 ‘취업할’ 쪽을 저울질하고 계시죠/u, /‘대학원 갈’ 쪽에는 직접 이렇게 적으셨어요\. 교수님은 대학원 추천하시는데[\s\S]*집이 넉넉하지 않아서요\. 그 문장이 ‘취업할’ 쪽 편이라면/u),
  formCase('ko-nursing', 'ko', 'future', '스물아홉에 간호학과 편입하는 거 늦었을까요?', /아니요, 29살에 간호학과 편입하는 것, 늦지 않았어요/u, /2년이 지나면 어차피 31살이 돼요/u),
  formCase('ko-olle', 'ko', 'travel', '12월에 제주도 올레길 걸어도 괜찮을까요? 바람 많이 불까봐요', /12월에 제주도 올레길 걸어도 괜찮을까요, 이렇게 물으셨고 ‘바람 많이 불까봐요’/u, /12월은 추운 달이에요[\s\S]*구체적인 한 걸음: 이틀 전과 당일 아침에/u),
  formCase('ko-breakup', 'ko', 'love', '여자친구한테 헤어지자고 말할까 그냥 참을까. 요즘 싸우기만 해요', /‘여자친구한테 헤어지자고 말할까’ 쪽과 ‘그냥 참을까’ 쪽을 저울질하고 계시고, ‘요즘 싸우기만 해요’/u, /‘그냥 참을까’ 쪽은 이미 가진 것[\s\S]*구체적인 한 걸음/u),
  formCase('ko-offer', 'ko', 'work', '이직 제안이 왔는데 연봉은 높은데 야근이 많대요. 옮길까요 남을까요', /‘옮길까’ 쪽과 ‘남을까’ 쪽을 저울질하고 계시고/u, /‘남을까’ 쪽은 이미 가진 것/u, [{ label: 'no job-change cheer for the other side', check: not(/이직 타이밍은 생각보다 괜찮아요/u) }]),
  formCase('ko-digest', 'ko', 'health', '요즘 계속 소화가 안 되는데 왜 그럴까요 그리고 병원 가봐야 할까요', /그게 왜 그런지 물으셨고요/u, /병원에 가 보세요/u, [{ label: 'no coin between the two questions', check: not(/쪽이에요\. ‘그리고 병원/u) }]),
  formCase('zh-beijing', 'zh', 'future', '是留在北京还是回老家考公务员，真的纠结死了', /你在掂量“留在北京”和“回老家考公务员”。/u, /“留在北京”是你已经熟悉的路[\s\S]*具体的一步：这周问一个选了/u),
  formCase('zh-piano', 'zh', 'future', '27岁才开始学钢琴会不会太晚了', /不晚，27岁开始学钢琴不算晚/u, /两年后你无论如何都是29岁/u),
  formCase('zh-harbin', 'zh', 'travel', '十二月去哈尔滨看冰雪大世界，带老人去合适吗', /你问的是带老人去合不合适，还说十二月去哈尔滨看冰雪大世界/u, /十二月是冷的月份[\s\S]*“带老人”这一部分/u, [{ label: 'no seaside stock line', check: not(/在海边/u) }]),
  formCase('zh-project', 'zh', 'work', '领导让我带新项目，接还是不接？接了压力大，不接怕被边缘化', /你在掂量“接”和“不接”，还说领导让你带新项目/u, /在“接”这边，你自己写的是：接了压力大。在“不接”这边，你自己写的是：不接怕被边缘化/u),
  formCase('zh-phone', 'zh', 'money', '什么时候换手机比较好，现在还是等双十一', /你问的是什么时候换手机比较好/u, /在“现在”和“等双十一”之间，牌偏向等/u),
  formCase('en-knee', 'en', 'health', 'how do i get back into running after a knee injury without hurting it again', /You’re asking “how do you get back into running after a knee injury without hurting it again”/u, /The cards answer a how with a way[\s\S]*a doctor or a physiotherapist[\s\S]*One concrete step: today/u, [{ label: 'no sleep or neck bank lines', check: not(/avoid screens an hour before sleep|Stretch your neck/u) }]),
  // Held out (not in the before-set, not in the unit tests, not in the hold-out set).
  formCase('en-held-late', 'en', 'future', "i'm 33, is it too late to start a phd?", /No, 33 is not too late to start a phd/u, lateEn),
  formCase('vi-held-either', 'vi', 'love', 'em nên nói thật với bạn trai hay cứ giữ im lặng cho êm chuyện', /Bạn đang cân “nói thật với bạn trai” với “cứ giữ im lặng cho êm chuyện”/u, /Quẻ nghiêng về “nói thật với bạn trai”/u),
  formCase('ko-held-season', 'ko', 'travel', '8월에 부모님 모시고 베트남 가도 괜찮을까요', /8월에 부모님 모시고 베트남 가도 괜찮을까요, 이렇게 물으셨죠/u, /8월은 덥고 갑자기 비가 오기 쉬운 달이에요[\s\S]*‘부모님 모시고’, 이 부분이/u),
  formCase('zh-held-when', 'zh', 'work', '这周哪天跟领导说我想调岗比较合适', /你问的是这周哪天跟领导说你想调岗比较合适/u, /牌选的是周[二三四]/u),
  // Gates: a when outside this week, a recovery asked "when", a decision in a month, a choice of goods: not these forms.
  evalCase({
    id: 'r17fort18-en-gate-lease', type: 'fortune-telling', language: 'en',
    input: { category: 'week', input: 'When should I tell my landlord I am moving out when my lease ends in June?' },
    facts: [{ label: 'no mid-week day for a lease window', check: not(/the middle of the week, when people have settled in/u) }],
  }),
  formCase('zh-held-how', 'zh', 'today', '我该怎么改掉拖延的习惯', /你问的是你该怎么改掉拖延的习惯|你问的是该怎么改掉拖延的习惯|你问的是怎么改掉拖延的习惯/u, /牌回答“怎么做”用的是办法/u),
  evalCase({
    id: 'r17fort18-ko-gate-bare-how', type: 'fortune-telling', language: 'ko',
    input: { category: 'work', input: '이번 주말에 형 이사를 돕기로 했는데 그날 회사 행사가 잡혔어요. 어떻게 해야 할까요' },
    facts: [{ label: 'a bare “what should I do” is about the sentences before it', check: not(/카드는 ‘어떻게’에 ‘예’가 아니라 방법으로 답해요/u) }],
  }),
  evalCase({
    id: 'r17fort18-vi-gate-decide', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'tháng này có nên mua điện thoại mới không' },
    facts: [{ label: 'a purchase in a month is no outing', check: not(/là tháng (?:lạnh|nóng|dễ chịu)/u) }],
  }),
  evalCase({
    id: 'r17fort18-en-gate-dress', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: 'should i wear the red dress or the navy suit to his sister’s wedding' },
    facts: [{ label: 'a choice of clothes is not weighed as a life step', check: not(/is the step that changes something/u) }],
  }),
];
