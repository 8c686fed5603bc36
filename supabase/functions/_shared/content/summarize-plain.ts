/**
 * Plain language for the "explain like I'm five" summary (issue 13, third blind read): a real rewrite of each kept
 * sentence, not the news sentence pasted. Korean is told in 해요체 as a relay ("시작한대요", "놓을 거래요") with simpler
 * words; Chinese swaps official words for everyday ones (发布通知 → 告诉大家); Vietnamese swaps bureaucratic phrases for
 * short everyday ones (đẩy mạnh → làm nhiều hơn). Sentences are split short elsewhere (summarize-rewrite.ts).
 * Pure string work, web standards only.
 */
import { withParticle } from './korean-particles.ts';

/** Korean nouns a child knows better in other words, as [word, plain]; a particle after the word is re-attached. */
const koreanWords: ReadonlyArray<readonly [string, string]> = [
  ['다회용기', '여러 번 쓰는 그릇'], ['일회용', '한 번 쓰고 버리는'], ['배달 용기', '배달 그릇'], ['용기', '그릇'], ['반납함', '돌려놓는 통'],
  ['이용자', '쓰는 사람'], ['시민들', '사람들'], ['시민', '사람들'], ['보증금 제도', '맡겨 두는 돈'],
  ['전액', '전부'], ['하반기', '연말쯤'], ['상반기', '여름쯤'], ['협조', '도움'], ['관계자', '담당하는 사람'], ['참여', '함께하기'],
  ['환경 단체', '자연을 지키는 모임'], ['분실', '잃어버리는 일'], ['세척 비용', '씻는 데 드는 돈'], ['정책', '규칙'], ['확대', '넓히기'],
  ['지원', '도움'], ['예산', '쓸 돈'], ['경비', '쓴 돈'], ['지출', '쓰는 돈'],
];
const koreanParticle = '(이|가|을|를|은|는|과|와|으로|로|에서|에게|에|까지|도|만|의)?';

/** The polite relay ending for the plain final predicate of a Korean sentence: 다 → 대요, copula 이다 → 이래요. */
function koreanRelay(sentence: string): string {
  const end = /[.!?]*$/u.exec(sentence)?.[0] ?? '';
  let body = sentence.slice(0, sentence.length - end.length).trim();
  if (/요$/u.test(body)) return sentence;
  body = body
    // A reported clause drops its reporting verb: "시작한다고 밝혔다" → "시작한대요", "정책이라고 평가했다" → "정책이래요".
    .replace(/다고\s+(?:밝혔|말했|전했|설명했|발표했|평가했|강조했|덧붙였|주장했|지적했|예상했|내다봤)다$/u, '대요')
    .replace(/(?:이)?라고\s+(?:밝혔|말했|전했|설명했|발표했|평가했|강조했|덧붙였|주장했|지적했)다$/u, (found) => (found.startsWith('이') ? '이래요' : '래요'))
    // A plan: "지급할 계획이다" → "줄 거래요".
    .replace(/(?:ㄹ|을|할|될|갈|올|볼|줄|열|쓸|놓을|넣을)\s+(?:계획|예정)이다$/u, (found) => `${found.replace(/\s+(?:계획|예정)이다$/u, '')} 거래요`)
    .replace(/\s+(?:계획|예정)이다$/u, ' 거래요')
    // A finding: "배달 용기였던 것으로 조사됐다" → "배달 그릇이었대요".
    .replace(/던\s+것으로\s+(?:조사됐|나타났|알려졌|확인됐|집계됐)다$/u, '대요')
    .replace(/(?:ㄴ|는|은|인)\s+것으로\s+(?:조사됐|나타났|알려졌|확인됐|집계됐)다$/u, '대요');
  if (!/요$/u.test(body)) {
    if (/[가-힣]이다$/u.test(body) && !/(?:줄이다|붙이다|보이다|먹이다|높이다|늘이다|끓이다|숙이다|속이다)$/u.test(body)) body = body.replace(/이다$/u, '이래요');
    else if (/다$/u.test(body)) body = body.replace(/다$/u, '대요');
  }
  return `${body}${end === '' ? '.' : end}`;
}

/** A Korean sentence in simple words and the polite relay of 해요체 ("…한대요."). */
export function koreanPlain(sentence: string): string {
  let text = sentence;
  for (const [word, plain] of koreanWords) {
    text = text.replace(new RegExp(`(?<![가-힣])${word}${koreanParticle}(?![가-힣])`, 'gu'), (_found, particle: string | undefined) => (particle ? withParticle(plain, particle) : plain));
  }
  return koreanRelay(text);
}

/** Chinese official words and their everyday forms, longest first. */
const chineseWords: ReadonlyArray<readonly [RegExp, string]> = [
  [/发布(?:了)?通知[，,]?/gu, '告诉大家：'], [/统一推行/gu, '一起开始'], [/推行/gu, '开始'], [/实施/gu, '开始执行'], [/提供/gu, '安排'],
  [/内容包括/gu, '有'], [/自愿报名/gu, '想参加就报名'], [/共同承担/gu, '一起出'], [/申请免费/gu, '不用交钱'], [/表示/gu, '说'],
  [/主要是为了解决/gu, '是想解决'], [/旨在/gu, '是为了'], [/依赖/gu, '离不开'], [/承诺将/gu, '说会'], [/承诺/gu, '答应'], [/引入/gu, '请来'],
  [/给予/gu, '给'], [/先行试点/gu, '先试一试'], [/试点/gu, '先试一试'], [/全面推开/gu, '全部开始'], [/预计/gu, '估计'], [/据悉[，,]?/gu, ''],
  [/此外[，,]?/gu, '还有，'], [/然而[，,]?/gu, '可是'], [/不过[，,]?/gu, '可是'], [/进行/gu, '做'], [/举办/gu, '办'], [/目前/gu, '现在'],
  [/增加/gu, '变多'], [/减少/gu, '变少'], [/吃不消/gu, '太累'], [/参与/gu, '参加'], [/补贴/gu, '补助的钱'], [/本市/gu, '我们这座城市'],
  [/相关部门/gu, '管这件事的人'], [/居民/gu, '住在这里的人'], [/政府/gu, '政府'],
];

/** A Chinese sentence in everyday words. */
export function chinesePlain(sentence: string): string {
  let text = sentence;
  for (const [pattern, plain] of chineseWords) text = text.replace(pattern, plain);
  return text.replace(/：([^。！？]*?)：/gu, '：$1，').replace(/，{2,}/gu, '，');
}

/** Vietnamese formal phrases and their everyday forms. */
const vietnameseWords: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![\p{L}\p{M}])theo báo cáo mới của ([^,]+),\s*/giu, '$1 vừa cho biết: '], [/(?<![\p{L}\p{M}])đẩy mạnh(?![\p{L}\p{M}])/giu, 'làm nhiều hơn việc'],
  [/(?<![\p{L}\p{M}])tăng cường(?![\p{L}\p{M}])/giu, 'chăm chỉ hơn trong việc'], [/(?<![\p{L}\p{M}])quảng bá(?![\p{L}\p{M}])/giu, 'giới thiệu'],
  [/(?<![\p{L}\p{M}])đối mặt với(?![\p{L}\p{M}])/giu, 'gặp'], [/(?<![\p{L}\p{M}])góp phần quan trọng vào(?![\p{L}\p{M}])/giu, 'giúp nhiều cho'],
  [/(?<![\p{L}\p{M}])so với cùng kỳ năm trước(?![\p{L}\p{M}])/giu, 'so với năm ngoái'], [/(?<![\p{L}\p{M}])tuy nhiên,?\s*/giu, 'nhưng '],
  [/(?<![\p{L}\p{M}])nhằm(?![\p{L}\p{M}])/giu, 'để'], [/(?<![\p{L}\p{M}])triển khai(?![\p{L}\p{M}])/giu, 'bắt đầu làm'], [/(?<![\p{L}\p{M}])cho biết(?![\p{L}\p{M}])/giu, 'nói'],
  [/(?<![\p{L}\p{M}])thị thực(?![\p{L}\p{M}])/giu, 'giấy phép nhập cảnh'], [/(?<![\p{L}\p{M}])tình trạng(?![\p{L}\p{M}])\s*/giu, ''],
  [/(?<![\p{L}\p{M}])đồng thời(?![\p{L}\p{M}])/giu, 'và cũng'], [/(?<![\p{L}\p{M}])khuyến khích(?![\p{L}\p{M}])/giu, 'rủ'], [/(?<![\p{L}\p{M}])đề xuất(?![\p{L}\p{M}])/giu, 'muốn'],
];

/**
 * A first-person story retold to a child (round 9: an eli5 of "Hôm qua mình đi học nấu phở…" pasted the writer's own
 * first sentences): the writer "mình" becomes "bạn ấy", the writer's group "tụi mình" becomes "cả nhóm". The pronoun
 * takes no inflection in Vietnamese, so the sentence stays grammatical.
 */
const vietnameseNarrator: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![\p{L}\p{M}])(?:tụi|chúng|bọn) mình(?![\p{L}\p{M}])/gu, 'cả nhóm'], [/(?<![\p{L}\p{M}])(?:Tụi|Chúng|Bọn) mình(?![\p{L}\p{M}])/gu, 'Cả nhóm'],
  [/(?<![\p{L}\p{M}])mình(?![\p{L}\p{M}])/gu, 'bạn ấy'], [/(?<![\p{L}\p{M}])Mình(?![\p{L}\p{M}])/gu, 'Bạn ấy'],
];

/** A Vietnamese sentence in everyday words, a first-person story told of "bạn ấy". */
export function vietnamesePlain(sentence: string): string {
  let text = sentence;
  for (const [pattern, plain] of vietnameseWords) text = text.replace(pattern, plain);
  for (const [pattern, plain] of vietnameseNarrator) text = text.replace(pattern, plain);
  text = text.replace(/\s{2,}/gu, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
