/**
 * Round 19 of issue 13 (helper fort23): fortune-telling requests on the paths this round rewrote. The general whether
 * fall-through read by who it turns on (fortune-whose23.ts): a question another person answers is theirs, the visitor's
 * side is read; another person's act against the visitor told beside the question is asked of them plainly; a leaving act
 * takes that act as its reason; "what do I do" beside another person's clause is answered on the visitor's side; a
 * deadline told is the frame of a plain whether. A lucky number given for the visitor's own occasion (fortune-occasion23.ts),
 * and a keep-or-change choice leaned by the cost the visitor wrote on one side (fortune-either23.ts). Before-set requests
 * (round19-fort23.before.json) and held-out ones; negative facts catch the old lines: a lean yes "because of" the nearest
 * told clause, "the change has already started", the job-change stock stance, the crush place's opener.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';
import type { ContentLanguage, FortuneCategory } from '../../../supabase/functions/_shared/contract/content-types.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));
/** The old lines this round replaced. */
const oldLines = /and the reason is in your own words|và lý do nằm ngay trong lời bạn|그 이유는 직접 적어 주신 말에 있어요|理由就在你自己的话里|the change has usually already started|thường thì sự thay đổi đã bắt đầu|대개 변화가 이미 시작돼|改变往往已经在心里开始了|nhờ người ấy giới thiệu một quán ăn trưa/u;
const noOld = { label: 'none of the replaced stock lines', check: not(oldLines) };

function fortuneCase(id: string, language: ContentLanguage, category: FortuneCategory, input: string, facts: readonly [string, RegExp][]): EvalCase {
  return evalCase({
    id: `r19fort23-${id}`, type: 'fortune-telling', language, input: { category, input },
    facts: [...facts.map(([label, pattern]) => ({ label, check: inFirst(pattern) })), noOld],
  });
}

export const cases: EvalCase[] = [
  // Before-set requests.
  fortuneCase('en-cousin', 'en', 'money', 'lent my cousin 2000 bucks last year and he keeps dodging me. will i ever get it back', [
    ['the visitor told back with a subject', /you lent your cousin 2000 bucks/u], ['his dodging is what it runs through', /runs through someone else: “he keeps dodging you”/u], ['asked plainly, by a date or an amount', /by when \(a date, an amount/u]]),
  fortuneCase('en-austin', 'en', 'work', 'should i stay at my current job where im comfortable or take the offer in austin that pays more but i know nobody there', [
    ['the option without its contrast', /“take the offer in austin that pays more”/u], ['leans to staying, for the visitor’s own cost', /lean to “stay at your current job where you're comfortable” for now, and the reason is your own: “you know nobody there”/u]]),
  fortuneCase('vi-sep', 'vi', 'work', 'sếp mới vào toàn bắt bẻ em, có nên nghỉ việc không ạ', [
    ['the boss’s act is the reason to leave', /Lý do của bạn là thật[\s\S]*“sếp mới vào toàn bắt bẻ bạn”/u], ['try once, then line up the next job', /lo xong chỗ mới rồi hẵng đi/u]]),
  fortuneCase('vi-dongnghiep', 'vi', 'love', 'em thích một anh đồng nghiệp mà anh ấy có bạn gái rồi, em nên làm gì', [
    ['his girlfriend is his part', /Một phần chuyện này là của người khác: “anh ấy có bạn gái rồi”/u], ['step back where it is not hers to ask', /lùi lại/u]]),
  fortuneCase('ko-house', 'ko', 'week', '이번 주 안에 집 계약해야 하는데 괜찮은 집 구할 수 있을까요', [
    ['the deadline is the frame, not the reason', /‘예’의 이유가 아니라 ‘예’가 들어맞아야 하는 틀/u], ['the step inside that week', /‘이번 주 안에 집 계약해야 하는데’, 이 틀 안에서/u]]),
  fortuneCase('ko-wh', 'ko', 'future', '내년에 워킹홀리데이 가고 싶은데 부모님이 반대하세요. 가도 될까요?', [
    ['the parents’ no is what it runs through', /다른 사람을 거쳐 가요\. ‘부모님이 반대하세요’/u], ['not waited out', /기다린다고 저절로 ‘예’가 되진 않아요/u]]),
  fortuneCase('zh-raise', 'zh', 'week', '这周要跟老板提加薪，他会答应吗', [
    ['his answer is his', /答不答应是对方的事/u], ['the visitor’s side read', /你这一边：“这周要跟老板提加薪”/u]]),
  fortuneCase('en-lotto', 'en', 'lucky_number', 'buying a lottery ticket for my moms birthday, whats my lucky number', [
    ['the number for the visitor’s occasion', /You wrote “buying a lottery ticket for your moms birthday”: for that, the cards turn up \d+/u]]),
  fortuneCase('zh-lotto', 'zh', 'lucky_number', '明天买彩票，给我一个幸运数字吧，最近运气太差了', [
    ['the number for the visitor’s occasion', /你说“明天买彩票，最近运气太差了”：为这件事，牌翻出的数字是\d+/u]]),
  // Held-out requests (not in the before-set or the hold-out).
  fortuneCase('en-heater', 'en', 'work', 'asking my landlord to fix the heater this week, will he actually do it', [
    ['his answer is his', /theirs to give/u], ['the visitor’s side read', /your side of it, “you’re asking your landlord to fix the heater this week”/u]]),
  fortuneCase('vi-phep', 'vi', 'work', 'mai em xin sếp cho nghỉ phép 3 ngày, anh ấy có đồng ý không', [
    ['the boss’s answer is his', /là của người ta/u], ['the visitor’s side read', /“mai bạn xin sếp cho nghỉ phép 3 ngày”/u]]),
  fortuneCase('ko-prof', 'ko', 'week', '이번 주에 교수님께 추천서 부탁드리려고 하는데 그 교수님이 써 주실까요', [
    ['the professor’s answer is his', /그 사람이 할 대답/u]]),
  fortuneCase('en-roommate', 'en', 'money', 'my roommate still hasnt paid his half of the rent. will i see that money', [
    ['the roommate’s act is what it runs through', /runs through someone else: “your roommate still hasnt paid his half of the rent”/u]]),
  fortuneCase('zh-abroad', 'zh', 'future', '想出国读书，可是爸妈不同意，我能去成吗', [
    ['the parents’ no is what it runs through', /要经过另一个人：“爸妈不同意”/u]]),
  fortuneCase('zh-boss', 'zh', 'work', '领导天天挑刺，要不要辞职', [
    ['the boss’s act is the reason to leave', /你的理由是真的[\s\S]*“领导天天挑刺”/u]]),
  fortuneCase('en-gym', 'en', 'love', 'i have a crush on a guy at my gym but he has a girlfriend, what do i do', [
    ['his girlfriend is his part', /Part of this is someone else’s: “he has a girlfriend”/u]]),
  fortuneCase('ko-flower', 'ko', 'lucky_number', '다음 달에 작은 꽃집을 여는데 행운의 숫자 알려 주세요', [
    ['the number for the visitor’s occasion', /‘다음 달에 작은 꽃집을 여는데’, 이렇게 적어 주셨죠\. 그 일에 맞춰/u]]),
  fortuneCase('vi-banh', 'vi', 'lucky_number', 'tháng sau em khai trương tiệm bánh, cho em xin con số may mắn', [
    ['the number for the visitor’s occasion', /“tháng sau bạn khai trương tiệm bánh”: cho đúng chuyện đó/u]]),
  fortuneCase('vi-cho-moi', 'vi', 'work', 'em nên ở lại công ty hay chuyển sang chỗ mới, chỗ mới lương cao hơn nhưng không quen ai', [
    ['leans to staying, for the visitor’s own cost', /Quẻ nghiêng về “ở lại công ty”, ít nhất là lúc này[\s\S]*“không quen ai”/u]]),
  fortuneCase('ko-yageun', 'ko', 'work', '지금 회사에 계속 다닐까요 아니면 이직할까요? 지금 회사는 야근이 너무 많아요', [
    ['leans to the change, for the cost of staying', /카드는 ‘이직할까’ 쪽으로 기울어요\. 이유는 직접 적어 주신 말이에요\. ‘지금 회사는 야근이 너무 많아요’/u]]),
];
