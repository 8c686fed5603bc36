/**
 * Round 16 of issue 13 (helper fort17): an either/or between two places for money ("pay off my student loan early or an
 * index fund", "mua đất hay gửi tiết kiệm", "전세로 살까 대출 받아서 집을 살까", "提前还房贷还是买基金") was answered by the
 * stock choice path with a coin flip that pasted one option and said nothing about either as a thing. Each option is read
 * for its kind (a debt paid off, a deposit, a market investment, gold, a property bought, renting), each is said as what
 * it is, and the choice is settled by the number that decides it for that pair (the loan's rate, when the money is
 * needed, the years the visitor will stay), never by a coin.
 * What is a word list here (said in the report): the words of each money kind, one short class each.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { moneyOptionLines, type MoneyKind, type MoneyRule } from './data/fortune/money-option-lines.ts';

/** Each kind's words, checked in this order: a debt paid off is named by its repaying verb ("trả bớt nợ vay mua nhà" pays a
 * loan, it buys no house); a house bought with a loan has no such verb and is a property. */
const kindWords: ReadonlyArray<readonly [MoneyKind, RegExp]> = [
  ['debt', /\b(?:pay(?:ing)?\s+(?:off|down)|prepay(?:ing)?|repay(?:ing)?|clear(?:ing)?|knock(?:ing)?\s+out|wip(?:e|ing)\s+out|get(?:ting)?\s+rid\s+of)\b|trả\s+(?:nợ|bớt|trước)|tất toán|(?:빚|대출|학자금)(?:을|를)?\s?(?:먼저\s)?(?:갚|상환)|중도\s?상환|提前还|还(?:房贷|车贷|贷款|债|信用卡|花呗)/iu],
  ['property', /\b(?:house|home)\s+deposit\b|\bdown\s?payment\b|\bbuy(?:ing)?\s+(?:a\s+|an\s+|the\s+|my\s+own\s+)?(?:\w+\s+)?(?:house|home|condo|flat|apartment|place|land|property)\b|\breal\s+estate\b|mua\s+(?:nhà|đất|chung cư|căn hộ|miếng đất|mảnh đất)|(?<![\p{L}])đất(?![\p{L}])|bất động sản|집을?\s?(?:사|살|매매)|아파트를?\s?(?:사|살)|내\s?집\s?마련|부동산|买房|买地|买个房|房产|首付|买套房/iu],
  ['rent', /\b(?:keep\s+)?rent(?:ing)?\b|\blease\b|(?<![\p{L}])(?:thuê|ở thuê)(?![\p{L}])|(?:전세|월세)(?:로|에)?\s?(?:계속\s)?(?:살|지내|사는|있)|租房|继续租|租着/iu],
  ['deposit', /\bsavings?\b|\b(?:bank\s+)?deposit\b|\bhigh[- ]yield\b|\bin\s+the\s+bank\b|gửi\s+(?:tiết kiệm|ngân hàng)|tiết kiệm|예금|적금|저축|청약|보증금|存(?:银行|定期|起来|着)|定期|存款|余额宝/iu],
  ['gold', /\bgold\b|(?<![\p{L}])vàng(?![\p{L}])|(?<![가-힣])금(?:을|에)?(?:\s?(?:사|살|투자))|골드바|金条|黄金|买金/iu],
  ['market', /\b(?:index\s+fund|funds?|stocks?|shares|etfs?|invest(?:ing|ment)?|crypto|bitcoin)\b|chứng khoán|cổ phiếu|(?<![\p{L}])quỹ(?![\p{L}])|đầu tư|주식|펀드|ETF|코인|투자|基金|股票|理财|炒股|定投/iu],
];

/** The kind of one option, or null when it names no place for money. */
export function moneyKindOf(option: string): MoneyKind | null {
  return kindWords.find(([, words]) => words.test(option))?.[0] ?? null;
}

/** Two options read as places for money: each with its kind, and the rule that settles the pair. */
export interface MoneyOptions { options: readonly [string, string]; kinds: readonly [MoneyKind, MoneyKind]; rule: MoneyRule; sure: 0 | 1 }

const sureKinds: ReadonlySet<MoneyKind> = new Set(['debt', 'deposit', 'rent']);

/** The two options read as places for money, or null when either names none or both are of one kind. */
export function readMoneyOptions(options: readonly [string, string]): MoneyOptions | null {
  const a = moneyKindOf(options[0]);
  const b = moneyKindOf(options[1]);
  if (a === null || b === null || a === b) return null;
  const pair = new Set([a, b]);
  const rule: MoneyRule = pair.has('rent') && pair.has('property') ? 'stayYears'
    : pair.has('debt') && pair.has('deposit') ? 'cushion'
      : pair.has('debt') ? 'rate'
        : sureKinds.has(a) || sureKinds.has(b) ? 'horizon' : 'understand';
  // The sure side (the debt, the deposit, the rent), or the first option when both swing.
  const sure: 0 | 1 = sureKinds.has(b) && !sureKinds.has(a) ? 1 : 0;
  return { options, kinds: [a, b], rule, sure };
}

/** Korean options keep their question ending inside the quote ("‘전세로 계속 살까’ 쪽"), as the other choice lines do;
 * only a polite 요 is dropped. */
function bare(option: string, language: ContentLanguage): string {
  return language === 'ko' ? option.replace(/까요$/u, '까') : option;
}

/** Each option said as the thing it is, then the number that decides between them and the step to find it. */
export function writeMoneyOptionLines(read: MoneyOptions, c: PhraseComposer): string[] {
  const lines = moneyOptionLines[c.language];
  const [a, b] = read.options.map((option) => bare(option, c.language));
  const sure = read.sure === 0 ? a : b;
  const other = read.sure === 0 ? b : a;
  const said = read.kinds.map((kind, index) => c.set('x', index === 0 ? a ?? '' : b ?? '').line(lines.kinds[kind]));
  c.setAll({ a: a ?? '', b: b ?? '', sure: sure ?? '', other: other ?? '' });
  return [c.line(lines.noCoin), ...said, c.line(lines.rules[read.rule])];
}
