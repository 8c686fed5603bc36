/**
 * The swatch of a lucky colour: the built-in engine's colour names in all four languages mapped to CSS colours, else
 * the name itself when the browser knows it as a CSS colour (a model's "red"); anything else gets no swatch, never a
 * wrong one.
 */
const known: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['#d4a017', ['gold', 'vàng kim', '황금색', '金色']],
  ['#8b5cf6', ['violet', 'tím', '보라색', '紫色']],
  ['#191970', ['midnight blue', 'xanh nửa đêm', '미드나이트 블루', '午夜蓝']],
  ['#f0ead6', ['pearl white', 'trắng ngọc trai', '진주색', '珍珠白']],
  ['#c0c0c0', ['silver', 'bạc', '은색', '银色']],
  ['#ff2400', ['scarlet', 'đỏ tươi', '진홍색', '猩红色']],
  ['#f28500', ['tangerine', 'cam quýt', '귤색', '橘色']],
  ['#ffc512', ['sunflower yellow', 'vàng hướng dương', '해바라기색', '向日葵黄']],
  ['#ff7f50', ['coral', 'san hô', '코랄', '珊瑚色']],
  ['#ffbf00', ['amber', 'hổ phách', '호박색', '琥珀色']],
  ['#006994', ['sea blue', 'xanh biển', '바다색', '海蓝色']],
  ['#7fffd4', ['aquamarine', 'xanh ngọc', '아쿠아마린', '碧绿色']],
  ['#ff66cc', ['rose pink', 'hồng phấn', '장밋빛 분홍', '玫瑰粉']],
  ['#b57edc', ['lavender', 'tím oải hương', '라벤더', '薰衣草紫']],
  ['#a8a9ad', ['silver grey', 'xám bạc', '은회색', '银灰色']],
  ['#87ceeb', ['sky blue', 'xanh da trời', '하늘색', '天蓝色']],
  ['#fdfdfd', ['crisp white', 'trắng tinh', '순백색', '纯白色']],
  ['#71797e', ['steel grey', 'xám thép', '강철 회색', '钢灰色']],
  ['#a5f2f3', ['ice blue', 'xanh băng', '아이스 블루', '冰蓝色']],
  ['#fdfd96', ['pale yellow', 'vàng nhạt', '연노랑', '浅黄色']],
  ['#228b22', ['forest green', 'xanh rừng', '숲 초록', '森林绿']],
  ['#808000', ['olive', 'xanh ô liu', '올리브색', '橄榄绿']],
  ['#7b5b3a', ['earth brown', 'nâu đất', '흙갈색', '大地棕']],
  ['#8a9a5b', ['moss green', 'xanh rêu', '이끼색', '苔藓绿']],
  ['#eba937', ['honey gold', 'vàng mật ong', '꿀색', '蜂蜜金']],
];

function key(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase().replace(/\s+/gu, ' ');
}

const table = new Map<string, string>();
for (const [css, names] of known) for (const name of names) table.set(key(name), css);

/**
 * The CSS colour of a lucky colour's name, or undefined when it is not known. `isCssColor` checks a plain CSS colour
 * keyword (in the browser: CSS.supports('color', …)).
 */
export function luckyColourSwatch(name: string, isCssColor: (value: string) => boolean): string | undefined {
  const mapped = table.get(key(name));
  if (mapped) return mapped;
  const keyword = key(name).replace(/ /gu, '');
  return /^[a-z]{3,20}$/u.test(keyword) && isCssColor(keyword) ? keyword : undefined;
}
