/**
 * Borrowing in a fortune (eighth round, class LOAN): a visitor about to take a large loan ("vay 200 triệu", "贷款二十万",
 * "a $40,000 loan") never gets a cheerful yes. The stance becomes a careful, conditional one, followed by the check a
 * sensible friend would ask for: the monthly repayment against a bad month, and starting smaller. The lines name no
 * business the visitor did not write (round 14 second wave: a flat bought with a mortgage is no "new venture").
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** Words for taking a loan or borrowing money, in the four languages. */
const loanPattern = /\b(?:loans?|borrow(?:ing)?|mortgage|take out credit|in debt)\b|대출|빚을 ?내|빚내|돈을 빌려|빌려서|빌릴|vay (?:vốn|tiền|ngân hàng|mượn)?|\bvay\b|mượn tiền|thế chấp|贷款|借钱|借款|借(?:[一二两三四五六七八九十百千万\d]+)|网贷|按揭/iu;

/** Whether the question is about borrowing money. */
export function asksAboutLoan(question: string): boolean {
  return loanPattern.test(question);
}

/** A conditional stance for a loan, never a cheerful yes. */
export const loanStances: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: [
    'About the loan, the cards don’t give a cheerful yes: they say “only if”. Borrowed money is a promise your future self has to keep, good month or bad.',
    'The cards are careful with borrowed money: not a no, but a yes only once the numbers hold up on a bad month too.',
  ],
  ko: [
    '대출에 대해서는 카드가 시원한 ‘예’를 주지 않아요. ‘조건이 맞으면’이라고 말해요. 빌린 돈은 벌이가 좋든 나쁘든 미래의 내가 갚아야 하는 약속이니까요.',
    '빌리는 돈 앞에서 카드는 조심스러워요. ‘안 된다’는 아니지만, 안 좋은 달에도 숫자가 버텨 줄 때만 ‘된다’예요.',
  ],
  vi: [
    'Với khoản vay này, quẻ không nói “có” một cách vui vẻ đâu, mà là “chỉ khi”. Tiền vay là lời hứa mà bạn của sau này phải trả, tháng thuận hay tháng nghịch cũng vậy.',
    'Trước tiền đi vay, lá bài rất thận trọng: không phải “không”, nhưng chỉ là “có” khi con số vẫn trụ được cả trong tháng khó khăn nhất.',
  ],
  zh: [
    '关于贷款，牌面没有给一个痛快的“可以”，而是“有条件地可以”。借来的钱，是未来的你不管收入好坏都要兑现的承诺。',
    '面对借来的钱，牌面很谨慎：不是“不行”，而是只有在最差的月份数字也撑得住时，才是“可以”。',
  ],
};

/** The check to make before signing. */
export const loanChecks: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: [
    'Before you sign, work out the monthly repayment and ask whether you could pay it for six months with almost no income coming in. If the answer is no, borrow less or start smaller first.',
  ],
  ko: [
    '서명하기 전에 매달 갚을 금액을 계산해 보고, 수입이 거의 없어도 여섯 달은 버틸 수 있는지 따져 보세요. 아니라면 금액을 줄이거나 작게 먼저 시작하는 게 맞아요.',
  ],
  vi: [
    'Trước khi ký, hãy tính số tiền phải trả mỗi tháng và tự hỏi: nếu gần như chưa có thu nhập, mình có trả nổi trong sáu tháng không? Nếu không, hãy vay ít hơn hoặc bắt đầu nhỏ trước.',
  ],
  zh: [
    '签字之前，先算出每个月要还多少，再问问自己：如果头六个月几乎没有收入，还能不能按时还上？如果不能，就少借一点，或者先从小规模做起。',
  ],
};
