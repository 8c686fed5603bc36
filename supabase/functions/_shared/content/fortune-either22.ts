/**
 * Round 18 of issue 13 (helper fort22): the either/or fall-through weighed from what the visitor wrote about each side.
 * Where no older reader leans a choice (a purpose, the status quo, people, a debt, a mood), the stock path flipped a coin
 * and form18 leaned to the option named first. Here the two options are weighed by the visitor's own words:
 * - care: one option is a look from someone trained (doctor, khám, 병원, 医院) and the other is not: it wins, with the
 *   symptom the visitor wrote as the reason;
 * - price: a sum of money written beside one option (sửa hết 4 triệu, 私立一年要八万): the known, smaller cost of keeping or
 *   repairing wins; a price on a change leans to the other side, with that sum as the reason;
 * - hardship: a present hardship written beside a choice between keeping things and changing them (insurance up 40%,
 *   출퇴근이 너무 힘들어요): it is the cost of staying, so the change wins, with that hardship as the reason;
 * - even: nothing written leans either side: no coin and no "named first"; both are weighed by name against the
 *   condition the visitor wrote (5 days and she loves art, bố mẹ lớn tuổi), with one test that settles it.
 * The word lists here are short grammatical or domain classes (a trained look, a money unit, a hardship marker, a keep
 * verb), never built from one request. Options are cleaned first (a stray Korean particle, an English lead or a tail
 * shared by both options).
 */
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { secondPerson } from './second-person.ts';

export type EitherReason = 'care' | 'ask' | 'price' | 'hardship' | 'even';

export interface EitherWeight {
  options: readonly [string, string];
  pick: 0 | 1 | null;
  reason: EitherReason;
  /** The visitor's own clause behind the lean (or, for even, the condition both are weighed against), told back. */
  because: string | null;
  /** For price: whether the priced option is the pick. */
  pricedPick: boolean;
}

const trained: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:doctor|dr|gp|clinic|hospital|physio|specialist|dentist|check-?up|checked out|looked at|er)\b/iu,
  vi: /(?:bác sĩ|bệnh viện|khám|phòng khám|nha sĩ)/iu,
  ko: /(?:병원|의사|진료|검사|한의원|치과)/u,
  zh: /(?:医院|医生|看病|检查|就医|门诊|看医生)/u,
};

const money: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\$\s?\d[\d,.]*k?|\b\d[\d,.]*\s?(?:k|grand|dollars|bucks|usd)\b/iu,
  vi: /\d[\d.,]*\s*(?:triệu|tr|nghìn|ngàn|k|củ|tỷ|đồng)(?![\p{L}])/iu,
  ko: /\d[\d,.]*\s*(?:만\s?원|원|천만|억)|[일이삼사오육칠팔구십백천]+\s?만\s?원/u,
  zh: /[\d一二三四五六七八九十两百千]+\s*(?:万|块|元|千)/u,
};

const keepOrRepair: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:keep|stay|wait|stick|repair|fix|save (?:up|more)|hold off|rest)\b|\banother (?:year|month|week)\b/iu,
  vi: /(?:^|\s)(?:cứ|vẫn|chờ|đợi|giữ|sửa|để dành|tiếp tục|ở lại)(?![\p{L}])/iu,
  ko: /(?:더\s?모을|기다릴|버틸|그냥|계속|고칠|수리|남을|모을)/u,
  zh: /(?:继续|再等|先观察|观察|留在|存起来|修|保持)/u,
};

const hardship: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:too|went up|gone up|so hard|exhausted|exhausting|tired of|hate|can'?t|cannot|struggling|killing me|expensive|costs? (?:me )?(?:a lot|too))\b/iu,
  vi: /(?:quá|mệt|khổ|không nổi|tăng|đắt|chịu không)/iu,
  ko: /(?:너무|힘들|지쳐|지치|못\s?하|비싸|올랐|괴로)/u,
  zh: /(?:太|累|受不了|难受|涨了|吃不消)/u,
};

/** Clauses of the request (split at sentence marks and commas), trimmed. */
function clauses(question: string): string[] {
  return question.split(/[.!?。！？;；,，\n]+|\s+(?:but|nhưng|但是)\s+/iu).map((part) => part.trim()).filter((part) => part !== '');
}

/** How much of an option a clause shares: two-character runs for Korean and Chinese, words of 3+ letters otherwise. */
function overlap(clause: string, option: string, language: ContentLanguage): number {
  if (language === 'ko' || language === 'zh') {
    const bare = option.replace(/\s+/gu, '');
    let shared = 0;
    for (let i = 0; i + 2 <= bare.length; i += 1) if (clause.includes(bare.slice(i, i + 2))) shared += 1;
    // A Chinese verb said once ("修要八百块" on "修一修") shares no two-character run: its first character counts.
    if (shared === 0 && language === 'zh' && bare.length > 0 && clause.startsWith(bare.charAt(0))) return 1;
    return shared;
  }
  const theirs = new Set(clause.toLowerCase().split(/[^\p{L}\d]+/u));
  return option.toLowerCase().split(/[^\p{L}\d]+/u).filter((word) => word.length >= 3 && theirs.has(word)).length;
}

/** Whether a clause is (mostly) one of the options or the choice itself rather than something told beside it. */
function holdsOption(clause: string, options: readonly [string, string]): boolean {
  if (/还是|\bor\b|(?<![\p{L}])hay(?![\p{L}])|아니면|까요?$|중에|which|nên\s/iu.test(clause)) return true;
  return options.some((option) => clause.includes(option) || option.includes(clause));
}

/** An option with a stray lead or a tail the two options share taken off. */
export function cleanOption(option: string, other: string, language: ContentLanguage): string {
  let text = option.trim();
  // "요즘 잠을 못 자는데 병원 가볼까": the -는데 clause is told beside the option, not part of it.
  if (language === 'ko') text = text.replace(/^.*?[가-힣](?:는데|은데|ㄴ데|인데)\s+/u, '').replace(/^(?:에|엔|에는|은|는)\s+/u, '').replace(/^(?:내년|올해|요즘|이번\s?[가-힣]{1,3}|다음\s?[가-힣]{1,3})(?:에|엔)?\s+/u, '');
  if (language === 'en') {
    text = text.replace(/^(?:thinking|maybe|like|either|prob(?:ably)?|idk)\s+/iu, '');
    // "paris" or "rome for our anniversary in october": the tail is the trip's, not the option's.
    const otherWords = other.trim().split(/\s+/u).length;
    const cut = /^(\S+(?:\s\S+)?)\s+(?:for|in|on|during|this|next|with)\s+\S.*$/iu.exec(text);
    if (otherWords <= 2 && cut?.[1] && text.split(/\s+/u).length > 2) text = cut[1];
  }
  return text === '' ? option : text;
}

/** The told-back form of a clause of the visitor's (second person, trailing particles off). */
function tell(clause: string, language: ContentLanguage): string {
  const said = secondPerson(clause.replace(/[?？!！~…ㅠㅜ]+$/u, '').trim(), language);
  return language === 'en' ? said.replace(/^(?:and|so|but|also)\s+/iu, '') : said.replace(/^(?:mà|với lại|nhưng|그리고|근데|而且|并且|但是|但|可是)\s*/u, '');
}

/** The either/or weighed by what the visitor wrote about each side; null when the options are missing. */
export function weighEither(read: readonly [string, string], question: string, language: ContentLanguage, category: FortuneCategory): EitherWeight {
  const options: readonly [string, string] = [cleanOption(read[0], read[1], language), cleanOption(read[1], read[0], language)];
  // A Korean -는데 lead cut off an option is a told clause of its own.
  const leads = language === 'ko' ? read.map((option) => /^(.*?[가-힣](?:는데|은데|ㄴ데|인데))\s+/u.exec(option.trim())?.[1] ?? '').filter((lead) => lead !== '') : [];
  const told = [...leads, ...clauses(question).filter((clause) => !holdsOption(clause, read) && !holdsOption(clause, options))];
  // "I'm torn" tells nothing to weigh by.
  const firstTold = told.find((clause) => !/纠结|犹豫|\btorn\b|phân vân|lăn tăn|고민/iu.test(clause)) ?? null;
  const base = { options, pricedPick: false };
  // care: one side is a look from someone trained.
  const [ca, cb] = options.map((option) => trained[language].test(option));
  if (ca !== cb) return { ...base, pick: ca ? 0 : 1, reason: 'care', because: firstTold === null ? null : tell(firstTold, language) };
  // price: a sum written on one side (in the option itself, or in a told clause that shares its words).
  // Only a sum told beside the choice counts (never one inside an option: "10만 원 or 15만 원" is the choice itself).
  const priced = told.find((clause) => money[language].test(clause));
  if (priced !== undefined && !options.some((option) => money[language].test(option))) {
    const [sa, sb] = [overlap(priced, options[0], language), overlap(priced, options[1], language)];
    const side = sa > sb ? 0 : sb > sa ? 1 : -1;
    if (side === 0 || side === 1) {
      const keeps = keepOrRepair[language].test(options[side]);
      const other = side === 0 ? 1 : 0;
      return { options, pick: keeps ? side : other, reason: 'price', because: tell(priced, language), pricedPick: keeps };
    }
  }
  // hardship: the cost of staying, written beside a keep-or-change choice.
  const [ka, kb] = options.map((option) => keepOrRepair[language].test(option));
  const hard = told.find((clause) => hardship[language].test(clause));
  if (ka !== kb && hard !== undefined) return { ...base, pick: ka ? 1 : 0, reason: 'hardship', because: tell(hard, language) };
  // A health choice with no trained side (surgery now or wait and watch) is taken to the one who can weigh it.
  if (category === 'health') return { ...base, pick: null, reason: 'ask', because: firstTold === null ? null : tell(firstTold, language) };
  // Nothing tips it: a light lean to the side named first, said as light, and tested against the visitor's own words.
  return { ...base, pick: 0, reason: 'even', because: firstTold === null ? null : tell(firstTold, language) };
}

type Lines = Readonly<Record<'care' | 'careBare' | 'ask' | 'askBare' | 'pricePick' | 'priceOther' | 'hardship' | 'even' | 'evenBare' | 'echo', string>>;

const lines: Readonly<Record<ContentLanguage, Lines>> = {
  en: {
    echo: 'You’re weighing “{a}” against “{b}”.',
    care: 'With what you wrote, {because}, the cards side with “{pick}”: something your body keeps telling you deserves a look from someone trained, and “{other}” can go alongside it, not instead of it. One concrete step: book “{pick}” this week and note when it started, how long it lasts and what eases it, to take with you.',
    careBare: 'The cards side with “{pick}”: a look from someone trained settles what guessing can’t, and “{other}” can go alongside it, not instead of it. One concrete step: book “{pick}” this week and note when it started and what eases it, to take with you.',
    ask: 'Both sides are medical calls about what you wrote, {because}, and the one who can weigh them is a doctor who has seen it: take “{a}” and “{b}” to them as your two questions and ask what would make them pick each. One concrete step: write both down with the date it was found and ask for that conversation this week.',
    askBare: 'Both sides are medical calls, and the one who can weigh them is a doctor who has seen you: take “{a}” and “{b}” to them as your two questions and ask what would make them pick each. One concrete step: write both down and ask for that conversation this week.',
    pricePick: 'You put a number on it yourself: {because}. That is a cost you already know, while “{other}” costs more than that and you haven’t counted it yet, so the cards lean to “{pick}”. One concrete step: this week, write the real price of “{other}” next to it; only if the gap is small does “{other}” earn a second look.',
    priceOther: 'You wrote the price of “{other}” yourself: {because}. That number is the weight here, and the cards lean to “{pick}”. One concrete step: write down what that money would do for you in a year if it went elsewhere; if “{other}” still wins after that, it has earned it.',
    hardship: 'You also wrote {because}: that is what staying as you are already costs you, and you are paying it now. So the cards lean to “{pick}”, for that reason and not a coin, while “{other}” keeps that cost running. One concrete step: this week, put one number and one date on “{pick}”, and check that it really eases what you wrote.',
    even: 'Nothing you wrote tips it either way, so the cards lean to “{pick}” only lightly, never on a coin: what decides it is what you wrote, {because}. One concrete step: take “{a}” and then “{b}” and write down, for each, what it does to that; if “{other}” comes out with the shorter list of problems, it wins, and the cards will back it.',
    evenBare: 'Nothing you wrote tips it either way, so the cards lean to “{pick}” only lightly, never on a coin. One concrete step: for “{a}” and then for “{b}”, write what it costs you in time, in money and in people; if “{other}” turns out to be the cost you can name and carry, it wins.',
  },
  vi: {
    echo: 'Bạn đang cân “{a}” với “{b}”.',
    care: 'Với điều bạn kể, {because}, quẻ đứng về phía “{pick}”: điều cơ thể cứ báo mãi thì đáng để người có chuyên môn xem, còn “{other}” có thể làm song song chứ không thay được. Một bước cụ thể: tuần này đặt lịch “{pick}”, ghi lại bắt đầu từ khi nào, kéo dài bao lâu, làm gì thì đỡ để kể lại.',
    careBare: 'Quẻ đứng về phía “{pick}”: người có chuyên môn xem một lần thì chắc hơn mọi phỏng đoán, còn “{other}” có thể làm song song chứ không thay được. Một bước cụ thể: tuần này đặt lịch “{pick}”, ghi lại bắt đầu từ khi nào và làm gì thì đỡ.',
    ask: 'Cả hai bên đều là quyết định y khoa về điều bạn kể, {because}, và người cân được chúng là bác sĩ đã xem cho bạn: mang “{a}” và “{b}” đến hỏi như hai câu hỏi của bạn, và hỏi điều gì khiến bác sĩ chọn mỗi bên. Một bước cụ thể: tuần này ghi cả hai ra giấy, kèm ngày phát hiện, rồi xin một buổi nói chuyện đó.',
    askBare: 'Cả hai bên đều là quyết định y khoa, và người cân được chúng là bác sĩ đã xem cho bạn: mang “{a}” và “{b}” đến hỏi như hai câu hỏi của bạn, và hỏi điều gì khiến bác sĩ chọn mỗi bên. Một bước cụ thể: tuần này ghi cả hai ra giấy rồi xin một buổi nói chuyện đó.',
    pricePick: 'Chính bạn đã ghi con số: {because}. Đó là cái giá bạn đã biết, còn “{other}” tốn hơn thế mà bạn chưa tính, nên quẻ nghiêng về “{pick}”. Một bước cụ thể: tuần này ghi giá thật của “{other}” cạnh con số đó; chỉ khi chênh lệch nhỏ thì “{other}” mới đáng xem lại.',
    priceOther: 'Chính bạn đã ghi giá của “{other}”: {because}. Con số đó là sức nặng ở đây, và quẻ nghiêng về “{pick}”. Một bước cụ thể: viết ra số tiền đó sẽ làm được gì cho bạn trong một năm nếu dùng vào việc khác; nếu “{other}” vẫn thắng thì nó xứng đáng.',
    hardship: 'Bạn còn viết {because}: đó là cái giá của việc giữ nguyên, và bạn đang trả nó ngay lúc này. Nên quẻ nghiêng về “{pick}”, vì lý do đó chứ không phải tung đồng xu, còn “{other}” thì cái giá ấy vẫn tiếp tục. Một bước cụ thể: tuần này gắn cho “{pick}” một con số và một ngày, rồi xem nó có thật sự làm nhẹ điều bạn viết không.',
    even: 'Chưa có điều gì bạn viết làm lệch cán cân, nên quẻ chỉ hơi nghiêng về “{pick}”, không phải tung đồng xu: điều quyết định là điều bạn đã viết, {because}. Một bước cụ thể: lấy “{a}” rồi đến “{b}”, ghi ra mỗi bên làm gì với điều đó; nếu “{other}” ít vấn đề hơn thì “{other}” thắng, và quẻ sẽ đứng về phía đó.',
    evenBare: 'Chưa có điều gì bạn viết làm lệch cán cân, nên quẻ chỉ hơi nghiêng về “{pick}”, không phải tung đồng xu. Một bước cụ thể: với “{a}” rồi với “{b}”, ghi ra mỗi bên tốn của bạn bao nhiêu thời gian, tiền bạc và người thân; nếu cái giá của “{other}” là cái bạn gọi tên được và gánh được thì “{other}” thắng.',
  },
  ko: {
    echo: '‘{a}’ 쪽과 ‘{b}’ 쪽을 저울질하고 계시죠.',
    care: '적어 주신 대로 {because}, 카드는 ‘{pick}’ 쪽 편이에요. 몸이 계속 보내는 신호는 전문가가 한 번 봐야 하고, ‘{other}’ 쪽은 그 대신이 아니라 함께 하면 돼요. 구체적인 한 걸음: 이번 주에 ‘{pick}’ 쪽으로 예약하고, 언제부터, 얼마나, 뭘 하면 나아지는지 적어 가세요.',
    careBare: '카드는 ‘{pick}’ 쪽 편이에요. 전문가가 한 번 보는 게 어떤 짐작보다 확실하고, ‘{other}’ 쪽은 그 대신이 아니라 함께 하면 돼요. 구체적인 한 걸음: 이번 주에 ‘{pick}’ 쪽으로 예약하고, 언제부터 그랬는지 적어 가세요.',
    ask: '두 쪽 다 적어 주신 일({because})에 대한 의학적인 판단이라, 저울질할 수 있는 사람은 직접 본 의사예요. ‘{a}’ 쪽과 ‘{b}’ 쪽을 두 가지 질문으로 들고 가서, 어떤 경우에 각각을 고르는지 물어보세요. 구체적인 한 걸음: 이번 주에 두 질문과 발견한 날짜를 적어 그 상담을 잡으세요.',
    askBare: '두 쪽 다 의학적인 판단이라, 저울질할 수 있는 사람은 직접 본 의사예요. ‘{a}’ 쪽과 ‘{b}’ 쪽을 두 가지 질문으로 들고 가서, 어떤 경우에 각각을 고르는지 물어보세요. 구체적인 한 걸음: 이번 주에 두 질문을 적어 그 상담을 잡으세요.',
    pricePick: '숫자는 직접 적으셨어요. {because}. 이미 아는 비용이고, ‘{other}’ 쪽은 그보다 더 드는데 아직 따져 보지 않으셨죠. 그래서 카드는 ‘{pick}’ 쪽으로 기울어요. 구체적인 한 걸음: 이번 주에 ‘{other}’ 쪽의 실제 값을 그 옆에 적어 보세요. 차이가 작을 때만 ‘{other}’ 쪽을 다시 볼 만해요.',
    priceOther: '‘{other}’ 쪽의 값은 직접 적으셨어요. {because}. 그 숫자가 여기서 가장 무겁고, 카드는 ‘{pick}’ 쪽으로 기울어요. 구체적인 한 걸음: 그 돈을 다른 데 쓰면 1년 동안 무엇을 해 줄지 적어 보세요. 그래도 ‘{other}’ 쪽이 이기면 그럴 만한 거예요.',
    hardship: '이렇게도 적으셨죠. {because}. 그게 지금 그대로 있는 대가이고, 이미 치르고 계신 거예요. 그래서 카드는 동전이 아니라 그 이유로 ‘{pick}’ 쪽으로 기울어요. ‘{other}’ 쪽은 그 대가가 계속돼요. 구체적인 한 걸음: 이번 주에 ‘{pick}’ 쪽에 숫자 하나와 날짜 하나를 붙여 보고, 적으신 그 힘듦이 정말 줄어드는지 확인하세요.',
    even: '적어 주신 것 중에 어느 쪽으로 기울게 하는 말은 아직 없어서, 카드는 ‘{pick}’ 쪽으로 살짝만 기울어요. 동전으로 정할 일은 아니에요. 정하는 건 직접 적으신 이 말이에요. {because}. 구체적인 한 걸음: ‘{a}’ 쪽, ‘{b}’ 쪽 차례로 그 말에 어떤 영향을 주는지 적어 보세요. ‘{other}’ 쪽이 걸리는 게 더 적으면 그쪽이 답이고, 카드도 그쪽을 밀어 줄 거예요.',
    evenBare: '적어 주신 것 중에 어느 쪽으로 기울게 하는 말은 아직 없어서, 카드는 ‘{pick}’ 쪽으로 살짝만 기울어요. 동전으로 정할 일은 아니에요. 구체적인 한 걸음: ‘{a}’ 쪽, ‘{b}’ 쪽 차례로 시간, 돈, 사람에서 무엇을 치르는지 적어 보세요. ‘{other}’ 쪽 대가가 이미 말할 수 있고 감당할 수 있는 것이라면 그쪽이 답이에요.',
  },
  zh: {
    echo: '你在掂量“{a}”和“{b}”。',
    care: '照你写的，{because}，牌站在“{pick}”这边：身体一直在提醒的事，值得让专业的人看一次，“{other}”可以一起做，但不能代替它。具体的一步：这周就约“{pick}”，把什么时候开始、持续多久、做什么会好一点写下来带去。',
    careBare: '牌站在“{pick}”这边：让专业的人看一次，比任何猜测都踏实，“{other}”可以一起做，但不能代替它。具体的一步：这周就约“{pick}”，把什么时候开始的写下来带去。',
    ask: '两边都是关于你写的这件事（{because}）的医学判断，能掂量它们的，是看过的医生：把“{a}”和“{b}”当成你的两个问题带去，问医生在什么情况下会选哪一边。具体的一步：这周把两个问题和发现的日期写下来，约上这次面谈。',
    askBare: '两边都是医学判断，能掂量它们的，是看过你的医生：把“{a}”和“{b}”当成你的两个问题带去，问医生在什么情况下会选哪一边。具体的一步：这周把两个问题写下来，约上这次面谈。',
    pricePick: '数字是你自己写的：{because}。这是你已经知道的花费，而“{other}”比这更贵，你还没算过，所以牌偏向“{pick}”。具体的一步：这周把“{other}”的真实价钱写在旁边；只有差距很小，“{other}”才值得再看一眼。',
    priceOther: '“{other}”的价钱是你自己写的：{because}。这个数字才是这里的分量，牌偏向“{pick}”。具体的一步：写下这笔钱如果用在别处，一年能为你做什么；如果这样比完“{other}”还是赢，那它就值得。',
    hardship: '你还写了：{because}。这就是维持现状的代价，而且你现在就在付。所以牌偏向“{pick}”，是因为这个，不是抛硬币；选“{other}”，这个代价就会继续。具体的一步：这周给“{pick}”定一个数字和一个日子，看看它是不是真的能减轻你写的那件事。',
    even: '你写的话里还没有哪一句让天平偏过去，所以牌只是轻轻偏向“{pick}”，不是抛硬币：决定它的，是你自己写的那句，{because}。具体的一步：先拿“{a}”，再拿“{b}”，各写下它对这件事意味着什么；如果“{other}”的麻烦更少，那就是“{other}”，牌会站在那边。',
    evenBare: '你写的话里还没有哪一句让天平偏过去，所以牌只是轻轻偏向“{pick}”，不是抛硬币。具体的一步：先为“{a}”，再为“{b}”，写下它要你在时间、钱和人上付出什么；如果“{other}”的代价是你说得出、也担得起的，那就选“{other}”。',
  },
};

/** The lines of a weighed either/or: the echo (unless the caller already echoed), the lean with its reason, one step. */
export function writeEitherLines(weight: EitherWeight, c: PhraseComposer, echo: boolean, toldAlready = false): string[] {
  const own = lines[c.language];
  const [a, b] = weight.options;
  const pick = weight.pick === null ? a : weight.options[weight.pick];
  const other = weight.pick === null ? b : weight.options[weight.pick === 0 ? 1 : 0];
  c.setAll({ a, b, pick, other, because: weight.because ?? '' });
  const body = weight.reason === 'care' ? (weight.because === null ? own.careBare : own.care)
    : weight.reason === 'ask' ? (weight.because === null ? own.askBare : own.ask)
    : weight.reason === 'price' ? (weight.pricedPick ? own.pricePick : own.priceOther)
      : weight.reason === 'hardship' ? own.hardship
        : weight.because === null ? own.evenBare : own.even;
  // Where the caller already told the priced clause back, the price line starts at its weighing.
  const said = toldAlready && weight.reason === 'price' ? body.replace(/^[^.。]*?\{because\}[.。]\s*/u, '') : body;
  return [...(echo ? [c.line([own.echo])] : []), c.line([said])];
}
