/**
 * Lines of the money either/or (issue 13, round 16, helper fort17; see fortune-money-options.ts): no coin, each option said
 * as the thing it is ({x}), and the number that decides the pair, with its step. Slots: {x}; {a}, {b} (the options as
 * written), {sure} (the debt, deposit or rent side), {other}.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** What an option does with the money. */
export type MoneyKind = 'debt' | 'deposit' | 'market' | 'gold' | 'property' | 'rent';
/** What settles a pair: the loan's rate, a cushion first, when the money is needed, the years of staying, what one understands. */
export type MoneyRule = 'rate' | 'cushion' | 'horizon' | 'stayYears' | 'understand';

/** The lines of one language. */
export interface MoneyOptionLines {
  noCoin: readonly string[];
  kinds: Readonly<Record<MoneyKind, readonly string[]>>;
  rules: Readonly<Record<MoneyRule, readonly string[]>>;
}

const en: MoneyOptionLines = {
  noCoin: ['No coin flip for money: the two sides are different kinds of thing, and one number decides between them.'],
  kinds: {
    debt: ['“{x}” is a sure return: every amount paid off saves the interest on it, whatever the markets do.'],
    deposit: ['“{x}” is safe and stays within reach, but it grows slowly, often only just ahead of prices.'],
    market: ['“{x}” tends to grow more over the years, but it can lose a fifth in a bad year and needs time to come back.'],
    gold: ['“{x}” holds its value when other things fall, but it pays nothing while you hold it, and buying and selling costs a margin.'],
    property: ['“{x}” is big and slow: hard to sell quickly, with costs to hold (fees, tax, repairs), and it pays off over years, not months.'],
    rent: ['“{x}” keeps you free to move and keeps your cash in hand; what you pay buys no share of the place.'],
  },
  rules: {
    rate: ['What decides it is the loan’s interest rate. If it is around 5 % a year or more, paying it off is the better bet, since nothing safe earns that for sure; if it is low, “{other}” usually wins over five years or more, as long as you won’t need the money before then. One concrete step: look up that rate today and write it beside the sum.'],
    cushion: ['What decides it is the cushion: keep about three months of expenses in the deposit first, then put the rest toward the loan, because a loan’s rate is almost always higher than a deposit’s. One concrete step: work out that three-month figure this week.'],
    horizon: ['What decides it is when you will need this money. Needed within about two years, or as your safety cushion: “{sure}”. Left alone for five years or more, and you could watch it drop a while without selling: “{other}”. One concrete step: write down the date you might need it, and let that date choose.'],
    stayYears: ['What decides it is how many years you will stay and what owning really costs each month (the loan payment with its interest, fees, repairs) next to the rent. If you will stay five years or more and that total is close to the rent, buying wins; if not, “{sure}” keeps you free. One concrete step: put those two monthly figures side by side this week.'],
    understand: ['Both of these swing, so what decides it is which one you understand well enough to hold through a bad year without selling; if neither, split the sum rather than bet it all on one. One concrete step: write one sentence on why each would grow, and keep the one you could explain.'],
  },
};

const vi: MoneyOptionLines = {
  noCoin: ['Chuyện tiền thì không tung đồng xu: hai bên là hai loại khác nhau, và một con số sẽ quyết định.'],
  kinds: {
    debt: ['“{x}” là khoản lời chắc chắn: trả được bao nhiêu là bớt được tiền lãi bấy nhiêu, thị trường lên xuống thế nào cũng vậy.'],
    deposit: ['“{x}” an toàn và rút ra được khi cần, nhưng tiền lớn chậm, nhiều khi chỉ nhỉnh hơn trượt giá một chút.'],
    market: ['“{x}” về lâu dài thường sinh lời hơn, nhưng năm xấu có thể mất cả phần năm, và cần thời gian để hồi lại.'],
    gold: ['“{x}” giữ giá khi những thứ khác đi xuống, nhưng nằm yên thì không sinh lời, và mua vào bán ra bị chênh giá.'],
    property: ['“{x}” là món lớn và chậm: khó bán gấp, giữ cũng tốn (thuế, phí, sửa chữa), và phải tính bằng năm chứ không bằng tháng.'],
    rent: ['“{x}” giúp bạn tự do chuyển đi và giữ tiền mặt trong tay; có điều tiền trả đi không đổi lại được phần nào của căn nhà.'],
  },
  rules: {
    rate: ['Điều quyết định là lãi suất của khoản vay. Nếu khoảng 5 % một năm trở lên thì trả nợ trước là nước đi chắc hơn, vì không có chỗ an toàn nào chắc chắn trả được mức đó; nếu lãi thấp, “{other}” thường thắng khi để từ năm năm trở lên, miễn là bạn không cần tiền trước đó. Một bước cụ thể: hôm nay tra lại lãi suất đó và ghi ngay cạnh số tiền.'],
    cushion: ['Điều quyết định là khoản dự phòng: để trước khoảng ba tháng chi tiêu trong sổ tiết kiệm, phần còn lại dồn vào trả nợ, vì lãi vay gần như luôn cao hơn lãi gửi. Một bước cụ thể: tuần này tính ra con số ba tháng đó.'],
    horizon: ['Điều quyết định là khi nào bạn cần đến số tiền này. Cần trong khoảng hai năm tới, hoặc đây là tiền phòng thân: “{sure}”. Để yên được từ năm năm trở lên, và chịu được cảnh nó giảm một thời gian mà không bán: “{other}”. Một bước cụ thể: ghi ra ngày bạn có thể cần đến nó, và để ngày đó chọn giúp bạn.'],
    stayYears: ['Điều quyết định là bạn sẽ ở đó bao nhiêu năm, và mỗi tháng sở hữu thật sự tốn bao nhiêu (tiền trả góp cả lãi, phí, sửa chữa) so với tiền thuê. Ở từ năm năm trở lên và tổng đó gần bằng tiền thuê thì mua có lợi; nếu không, “{sure}” giữ cho bạn sự tự do. Một bước cụ thể: tuần này đặt hai con số hằng tháng đó cạnh nhau.'],
    understand: ['Cả hai bên đều lên xuống, nên điều quyết định là bạn hiểu bên nào đủ rõ để giữ qua một năm xấu mà không bán; nếu bên nào cũng chưa hiểu, hãy chia đôi thay vì dồn hết vào một chỗ. Một bước cụ thể: viết một câu vì sao mỗi bên sẽ tăng giá, và giữ bên bạn giải thích được.'],
  },
};

const ko: MoneyOptionLines = {
  noCoin: ['돈 문제는 동전 던지기로 정하지 않을게요. 두 쪽은 성격이 다른 선택이고, 숫자 하나가 답을 정해 줘요.'],
  kinds: {
    debt: ['‘{x}’ 쪽은 확실한 수익이에요. 갚은 만큼 이자가 줄어드니까요. 시장이 어떻게 움직이든 상관없이요.'],
    deposit: ['‘{x}’ 쪽은 안전하고 필요할 때 돌려받거나 꺼내 쓸 수 있지만, 크게 불어나지는 않아요.'],
    market: ['‘{x}’ 쪽은 길게 보면 더 불어나는 편이지만, 나쁜 해엔 5분의 1쯤 빠질 수 있고 회복에 시간이 걸려요.'],
    gold: ['‘{x}’ 쪽은 다른 게 떨어질 때 값을 지켜 주지만, 들고 있는 동안엔 아무것도 낳지 않고 사고팔 때 차액이 들어요.'],
    property: ['‘{x}’ 쪽은 크고 느린 선택이에요. 급하게 팔기 어렵고 들고 있는 데도 돈(세금, 관리비, 수리비)이 들어서, 몇 달이 아니라 몇 년 단위로 봐야 해요.'],
    rent: ['‘{x}’ 쪽은 옮겨 다닐 자유가 있고, 집값이 떨어져도 떠안을 게 없어요. 다만 집값이 올라도 그 몫은 내 것이 되지 않아요.'],
  },
  rules: {
    rate: ['답을 정하는 건 대출 금리예요. 연 5% 안팎이거나 그보다 높으면 먼저 갚는 쪽이 나아요. 안전하면서 그만큼 확실히 주는 곳은 없으니까요. 금리가 낮다면 다섯 해 이상 묵혀 둘 수 있고 그 전에 쓸 일이 없을 때 ‘{other}’ 쪽이 대개 이겨요. 구체적인 한 걸음: 오늘 그 금리를 확인해서 금액 옆에 적어 두세요.'],
    cushion: ['답을 정하는 건 비상금이에요. 생활비 석 달 치쯤은 먼저 예금에 남겨 두고, 나머지로 대출을 갚으세요. 대출 금리가 예금 금리보다 거의 항상 높거든요. 구체적인 한 걸음: 이번 주에 석 달 치가 얼마인지 계산해 보세요.'],
    horizon: ['답을 정하는 건 이 돈이 언제 필요하냐예요. 2년 안에 쓸 돈이거나 비상금이라면 ‘{sure}’ 쪽, 다섯 해 이상 그냥 둘 수 있고 한동안 떨어져도 팔지 않고 버틸 수 있다면 ‘{other}’ 쪽이에요. 구체적인 한 걸음: 이 돈이 필요해질 수 있는 날짜를 적어 보고, 그 날짜가 고르게 하세요.'],
    stayYears: ['답을 정하는 건 그 집에 몇 년을 살지, 그리고 집을 가지면 매달 실제로 드는 돈(이자까지 포함한 상환액, 세금, 수리비)이 지금 주거비와 얼마나 차이 나는지예요. 다섯 해 이상 살 거고 그 합이 지금과 비슷하다면 사는 쪽이 이기고, 아니라면 ‘{sure}’ 쪽이 자유를 지켜 줘요. 구체적인 한 걸음: 이번 주에 그 두 가지 한 달 비용을 나란히 적어 보세요.'],
    understand: ['두 쪽 다 오르내리는 선택이라, 답을 정하는 건 나쁜 해에도 팔지 않고 버틸 만큼 잘 아는 쪽이 어디냐예요. 둘 다 잘 모르겠다면 한쪽에 다 걸지 말고 나눠 두세요. 구체적인 한 걸음: 각각 왜 오를지 한 문장씩 적어 보고, 설명할 수 있는 쪽을 남기세요.'],
  },
};

const zh: MoneyOptionLines = {
  noCoin: ['钱的事不靠抛硬币：这两边是两种不同的东西，由一个数字来定。'],
  kinds: {
    debt: ['“{x}”是稳赚的：还掉多少，就省下多少利息，市场怎么涨跌都一样。'],
    deposit: ['“{x}”安全，要用时取得出来，但涨得慢，常常只比物价快一点点。'],
    market: ['“{x}”长期来看通常涨得多，但行情不好的年份可能跌掉五分之一，还要时间才能涨回来。'],
    gold: ['“{x}”在别的东西下跌时能保值，但拿在手里不会生钱，买进卖出还有差价。'],
    property: ['“{x}”又大又慢：急着卖很难，持有也要花钱（税费、物业、维修），要按年算，不是按月算。'],
    rent: ['“{x}”让你来去自由，手里留着现金；只是付出去的钱换不来房子的一部分。'],
  },
  rules: {
    rate: ['决定这件事的是贷款利率。年利率在5%左右或更高，先还贷更稳，因为没有哪个安全的地方能稳稳给你这么多；利率低的话，只要五年内用不到这笔钱，“{other}”通常更划算。具体的一步：今天就查一下这个利率，写在这笔钱旁边。'],
    cushion: ['决定这件事的是应急钱：先在存款里留出大约三个月的开销，剩下的拿去还贷，因为贷款利率几乎总是比存款利率高。具体的一步：这周算出这三个月是多少。'],
    horizon: ['决定这件事的是这笔钱什么时候要用。两年内可能要用，或者这是你的应急钱：“{sure}”。能放五年以上，而且看着它跌一阵也不会卖：“{other}”。具体的一步：写下你可能用到这笔钱的日期，让这个日期替你选。'],
    stayYears: ['决定这件事的是你会住几年，以及买下之后每个月真正要花多少（连本带息的月供、税费、维修）和房租比。住五年以上、而且这个数和房租差不多，买更划算；否则，“{sure}”让你保持自由。具体的一步：这周把这两个月度数字并排写下来。'],
    understand: ['这两样都会涨跌，所以决定这件事的是：哪一样你懂到熊市里也拿得住、不会卖；如果都不太懂，就分开放，别全押在一边。具体的一步：给每一样写一句它为什么会涨，留下你说得清的那一样。'],
  },
};

/** The money either/or lines, by language. */
export const moneyOptionLines: Readonly<Record<ContentLanguage, MoneyOptionLines>> = { en, vi, ko, zh };
