/** Clothing pieces with fabric and detail, tagged by role, formality, season and wearer, in four languages. */
import type { Localized } from './hair.ts';
import type { Season } from './keywords.ts';

/** What part of an outfit a piece is. */
export type PieceRole = 'top' | 'bottom' | 'dress' | 'outer' | 'shoes' | 'accessory';
/** How dressed-up a piece is. */
export type Formality = 'smart' | 'casual' | 'evening' | 'active';

/** One clothing piece. */
export interface Piece {
  role: PieceRole;
  /** Formality levels it fits. */
  formality: readonly Formality[];
  /** Seasons it works in. */
  seasons: readonly Season[];
  /** Who usually wears it. */
  wearer: 'woman' | 'man' | 'any';
  /** Name with fabric and detail. */
  name: Localized;
}

const all: readonly Season[] = ['spring', 'summer', 'autumn', 'winter'];
const warm: readonly Season[] = ['spring', 'summer'];
const mild: readonly Season[] = ['spring', 'autumn'];
const cool: readonly Season[] = ['autumn', 'winter'];

/** The piece catalogue. */
export const pieces: readonly Piece[] = [
  // Tops
  { role: 'top', formality: ['smart', 'casual'], seasons: all, wearer: 'any', name: { en: 'a crisp cotton-poplin shirt', ko: '빳빳한 코튼 포플린 셔츠', vi: 'áo sơ mi cotton poplin đứng dáng', zh: '挺括的纯棉府绸衬衫' } },
  { role: 'top', formality: ['smart', 'casual', 'evening'], seasons: ['spring', 'autumn', 'winter'], wearer: 'any', name: { en: 'a fine-gauge merino knit', ko: '얇은 메리노 울 니트', vi: 'áo len merino dệt mịn', zh: '细针美利奴羊毛针织衫' } },
  { role: 'top', formality: ['casual', 'evening'], seasons: warm, wearer: 'any', name: { en: 'a linen camp-collar shirt', ko: '린넨 오픈카라 셔츠', vi: 'áo sơ mi vải lanh cổ bẻ mở', zh: '亚麻古巴领衬衫' } },
  { role: 'top', formality: ['smart', 'evening'], seasons: ['spring', 'summer', 'autumn'], wearer: 'woman', name: { en: 'a silk-blend blouse with a soft bow', ko: '리본 디테일 실크 혼방 블라우스', vi: 'áo kiểu pha lụa thắt nơ mềm', zh: '柔软蝴蝶结真丝混纺衬衫' } },
  { role: 'top', formality: ['casual', 'active'], seasons: all, wearer: 'any', name: { en: 'a heavyweight cotton tee', ko: '도톰한 헤비웨이트 코튼 티셔츠', vi: 'áo thun cotton dày dặn', zh: '厚实的重磅纯棉T恤' } },
  { role: 'top', formality: ['casual'], seasons: ['spring', 'summer', 'autumn'], wearer: 'any', name: { en: 'a striped Breton top', ko: '스트라이프 브레통 티셔츠', vi: 'áo kẻ sọc kiểu Breton', zh: '布列塔尼条纹衫' } },
  { role: 'top', formality: ['casual'], seasons: cool, wearer: 'any', name: { en: 'a chunky cable-knit sweater', ko: '도톰한 꽈배기 니트', vi: 'áo len vặn thừng dày', zh: '粗棒麻花毛衣' } },
  { role: 'top', formality: ['casual', 'active'], seasons: ['spring', 'autumn', 'winter'], wearer: 'any', name: { en: 'a relaxed loopback-cotton hoodie', ko: '루프백 코튼 오버핏 후디', vi: 'áo hoodie cotton da cá dáng rộng', zh: '宽松毛圈棉连帽卫衣' } },
  { role: 'top', formality: ['casual', 'evening'], seasons: ['summer'], wearer: 'woman', name: { en: 'a ribbed knit tank', ko: '골지 니트 민소매', vi: 'áo ba lỗ len gân', zh: '罗纹针织背心' } },
  { role: 'top', formality: ['smart', 'casual'], seasons: all, wearer: 'any', name: { en: 'an Oxford button-down shirt', ko: '옥스퍼드 버튼다운 셔츠', vi: 'áo sơ mi Oxford cổ cài nút', zh: '牛津纺扣领衬衫' } },
  { role: 'top', formality: ['evening'], seasons: ['spring', 'summer', 'autumn'], wearer: 'woman', name: { en: 'a satin camisole', ko: '새틴 캐미솔', vi: 'áo hai dây satin', zh: '缎面吊带背心' } },
  { role: 'top', formality: ['smart', 'casual', 'evening'], seasons: warm, wearer: 'any', name: { en: 'a knitted polo in cotton-silk', ko: '코튼 실크 니트 폴로', vi: 'áo polo dệt kim cotton pha lụa', zh: '棉丝混纺针织Polo衫' } },
  { role: 'top', formality: ['smart', 'evening', 'casual'], seasons: cool, wearer: 'any', name: { en: 'a fine-wool turtleneck', ko: '울 터틀넥', vi: 'áo len cổ lọ len mịn', zh: '细羊毛高领衫' } },
  { role: 'top', formality: ['active'], seasons: all, wearer: 'any', name: { en: 'a quick-dry performance tee', ko: '속건 기능성 티셔츠', vi: 'áo thể thao nhanh khô', zh: '速干功能T恤' } },
  // Bottoms
  { role: 'bottom', formality: ['smart', 'evening'], seasons: ['spring', 'autumn', 'winter'], wearer: 'any', name: { en: 'wide-leg wool trousers', ko: '와이드 울 슬랙스', vi: 'quần len ống rộng', zh: '阔腿羊毛西裤' } },
  { role: 'bottom', formality: ['casual', 'evening'], seasons: all, wearer: 'any', name: { en: 'straight-leg dark-wash jeans', ko: '진청 스트레이트 데님', vi: 'quần jeans ống đứng màu chàm đậm', zh: '深蓝直筒牛仔裤' } },
  { role: 'bottom', formality: ['smart', 'casual'], seasons: ['spring', 'summer', 'autumn'], wearer: 'any', name: { en: 'pleated cotton chinos', ko: '턱 주름 코튼 치노 팬츠', vi: 'quần chinos cotton xếp ly', zh: '打褶纯棉卡其裤' } },
  { role: 'bottom', formality: ['casual'], seasons: ['summer'], wearer: 'any', name: { en: 'drawstring linen trousers', ko: '밴딩 린넨 팬츠', vi: 'quần vải lanh lưng rút', zh: '抽绳亚麻长裤' } },
  { role: 'bottom', formality: ['smart', 'casual', 'evening'], seasons: ['spring', 'summer', 'autumn'], wearer: 'woman', name: { en: 'a midi A-line skirt', ko: 'A라인 미디 스커트', vi: 'chân váy chữ A dáng midi', zh: 'A字中长半身裙' } },
  { role: 'bottom', formality: ['evening', 'smart'], seasons: ['spring', 'autumn', 'winter'], wearer: 'woman', name: { en: 'a pleated satin midi skirt', ko: '새틴 플리츠 미디 스커트', vi: 'chân váy midi satin xếp ly', zh: '缎面百褶中长裙' } },
  { role: 'bottom', formality: ['casual', 'active'], seasons: mild, wearer: 'any', name: { en: 'cotton-twill cargo trousers', ko: '코튼 트윌 카고 팬츠', vi: 'quần cargo vải twill', zh: '斜纹棉工装裤' } },
  { role: 'bottom', formality: ['smart'], seasons: all, wearer: 'any', name: { en: 'tailored slim trousers', ko: '테일러드 슬림 슬랙스', vi: 'quần âu ôm may đo', zh: '修身剪裁西裤' } },
  { role: 'bottom', formality: ['casual'], seasons: cool, wearer: 'any', name: { en: 'fine-wale corduroy trousers', ko: '세골 코듀로이 팬츠', vi: 'quần nhung tăm', zh: '细条灯芯绒裤' } },
  { role: 'bottom', formality: ['active'], seasons: all, wearer: 'any', name: { en: 'tapered joggers in stretch nylon', ko: '스트레치 나일론 조거 팬츠', vi: 'quần jogger nylon co giãn', zh: '弹力尼龙束脚运动裤' } },
  { role: 'bottom', formality: ['casual'], seasons: ['summer'], wearer: 'any', name: { en: 'tailored cotton shorts', ko: '코튼 테일러드 쇼츠', vi: 'quần short cotton may gọn', zh: '剪裁利落的棉质短裤' } },
  { role: 'bottom', formality: ['casual'], seasons: ['summer'], wearer: 'any', name: { en: 'knee-length linen drawstring shorts', ko: '무릎 기장 린넨 밴딩 반바지', vi: 'quần short linen lưng rút dài ngang gối', zh: '及膝亚麻抽绳短裤' } },
  // Dresses
  { role: 'dress', formality: ['casual', 'smart'], seasons: warm, wearer: 'woman', name: { en: 'a belted linen shirt dress', ko: '벨트 린넨 셔츠 원피스', vi: 'đầm sơ mi vải lanh thắt đai', zh: '系带亚麻衬衫裙' } },
  { role: 'dress', formality: ['smart', 'casual', 'evening'], seasons: cool, wearer: 'woman', name: { en: 'a rib-knit midi dress', ko: '골지 니트 미디 원피스', vi: 'đầm len gân dáng midi', zh: '罗纹针织中长连衣裙' } },
  { role: 'dress', formality: ['evening'], seasons: ['spring', 'summer', 'autumn'], wearer: 'woman', name: { en: 'a bias-cut slip dress with a fine cardigan', ko: '바이어스컷 슬립 원피스 + 얇은 가디건', vi: 'đầm hai dây cắt xéo khoác cardigan mỏng', zh: '斜裁吊带裙搭配薄开衫' } },
  { role: 'dress', formality: ['casual', 'evening'], seasons: warm, wearer: 'woman', name: { en: 'a floral chiffon tea dress', ko: '플라워 시폰 티 드레스', vi: 'đầm voan hoa dáng xòe nhẹ', zh: '碎花雪纺茶歇裙' } },
  // Outerwear
  { role: 'outer', formality: ['smart', 'evening', 'casual'], seasons: cool, wearer: 'any', name: { en: 'a camel wool coat', ko: '카멜 울 코트', vi: 'áo khoác dạ màu lạc đà', zh: '驼色羊毛大衣' } },
  { role: 'outer', formality: ['smart', 'casual'], seasons: mild, wearer: 'any', name: { en: 'a cotton-gabardine trench coat', ko: '코튼 개버딘 트렌치코트', vi: 'áo măng tô vải gabardine', zh: '棉质华达呢风衣' } },
  { role: 'outer', formality: ['smart', 'evening'], seasons: ['spring', 'autumn', 'winter'], wearer: 'woman', name: { en: 'a cropped tweed jacket', ko: '크롭 트위드 재킷', vi: 'áo khoác vải tweed dáng lửng', zh: '短款粗花呢外套' } },
  { role: 'outer', formality: ['smart', 'casual', 'evening'], seasons: warm, wearer: 'any', name: { en: 'an unstructured linen blazer', ko: '언스트럭처드 린넨 블레이저', vi: 'áo blazer vải lanh không độn vai', zh: '无衬里亚麻西装外套' } },
  { role: 'outer', formality: ['smart', 'evening'], seasons: ['spring', 'autumn', 'winter'], wearer: 'any', name: { en: 'a navy wool blazer', ko: '네이비 울 블레이저', vi: 'áo blazer len xanh navy', zh: '藏青羊毛西装外套' } },
  { role: 'outer', formality: ['casual'], seasons: mild, wearer: 'any', name: { en: 'a washed denim jacket', ko: '워싱 데님 재킷', vi: 'áo khoác jean bạc màu', zh: '水洗牛仔夹克' } },
  { role: 'outer', formality: ['casual', 'active'], seasons: ['winter'], wearer: 'any', name: { en: 'a light down puffer', ko: '경량 다운 패딩', vi: 'áo phao lông vũ nhẹ', zh: '轻薄羽绒服' } },
  { role: 'outer', formality: ['active', 'casual'], seasons: ['spring', 'summer', 'autumn'], wearer: 'any', name: { en: 'a packable windbreaker', ko: '가벼운 바람막이', vi: 'áo gió gấp gọn', zh: '可收纳防风外套' } },
  { role: 'outer', formality: ['casual', 'evening'], seasons: mild, wearer: 'any', name: { en: 'a suede bomber jacket', ko: '스웨이드 봄버 재킷', vi: 'áo bomber da lộn', zh: '麂皮飞行员夹克' } },
  { role: 'outer', formality: ['casual'], seasons: mild, wearer: 'any', name: { en: 'a long wool-blend cardigan', ko: '울 혼방 롱 가디건', vi: 'áo cardigan len dáng dài', zh: '羊毛混纺长款开衫' } },
  // Shoes
  { role: 'shoes', formality: ['casual', 'smart'], seasons: all, wearer: 'any', name: { en: 'clean white leather sneakers', ko: '깔끔한 화이트 가죽 스니커즈', vi: 'giày sneaker da trắng tinh', zh: '干净的白色皮革运动鞋' } },
  { role: 'shoes', formality: ['smart', 'casual', 'evening'], seasons: ['spring', 'summer', 'autumn'], wearer: 'any', name: { en: 'leather penny loafers', ko: '가죽 페니 로퍼', vi: 'giày lười da', zh: '皮质便士乐福鞋' } },
  { role: 'shoes', formality: ['casual', 'smart', 'evening'], seasons: cool, wearer: 'any', name: { en: 'suede Chelsea boots', ko: '스웨이드 첼시 부츠', vi: 'bốt cổ chun da lộn', zh: '麂皮切尔西靴' } },
  { role: 'shoes', formality: ['smart', 'evening'], seasons: ['spring', 'summer', 'autumn'], wearer: 'woman', name: { en: 'block-heel Mary Janes', ko: '블록힐 메리제인 슈즈', vi: 'giày Mary Jane gót vuông', zh: '粗跟玛丽珍鞋' } },
  { role: 'shoes', formality: ['smart', 'evening'], seasons: all, wearer: 'man', name: { en: 'polished leather Derby shoes', ko: '광택 가죽 더비 슈즈', vi: 'giày Derby da bóng', zh: '亮面皮质德比鞋' } },
  { role: 'shoes', formality: ['casual'], seasons: ['summer'], wearer: 'any', name: { en: 'flat leather sandals', ko: '플랫 가죽 샌들', vi: 'dép quai da đế bệt', zh: '平底皮凉鞋' } },
  { role: 'shoes', formality: ['active'], seasons: all, wearer: 'any', name: { en: 'cushioned running shoes', ko: '쿠션 좋은 러닝화', vi: 'giày chạy bộ êm chân', zh: '缓震跑鞋' } },
  { role: 'shoes', formality: ['casual', 'active'], seasons: ['spring', 'summer', 'autumn'], wearer: 'any', name: { en: 'canvas high-tops', ko: '캔버스 하이탑 스니커즈', vi: 'giày vải cổ cao', zh: '高帮帆布鞋' } },
  { role: 'shoes', formality: ['casual', 'evening'], seasons: cool, wearer: 'woman', name: { en: 'low-heel ankle boots', ko: '로우힐 앵클부츠', vi: 'bốt cổ ngắn gót thấp', zh: '低跟短靴' } },
  { role: 'shoes', formality: ['casual'], seasons: ['summer'], wearer: 'any', name: { en: 'canvas espadrilles', ko: '캔버스 에스파드리유', vi: 'giày espadrille vải canvas', zh: '帆布草编底鞋' } },
  { role: 'shoes', formality: ['casual'], seasons: ['summer'], wearer: 'any', name: { en: 'comfortable slide sandals that can get wet', ko: '물에 젖어도 되는 편한 슬라이드 샌들', vi: 'dép quai ngang đi được cả dưới nước', zh: '不怕沾水的舒适拖鞋' } },
  // Accessories
  { role: 'accessory', formality: ['smart'], seasons: all, wearer: 'any', name: { en: 'a slim leather belt matched to your shoes', ko: '신발 색에 맞춘 얇은 가죽 벨트', vi: 'thắt lưng da bản nhỏ cùng màu giày', zh: '与鞋同色的细皮带' } },
  { role: 'accessory', formality: ['smart', 'evening'], seasons: mild, wearer: 'any', name: { en: 'a printed silk scarf', ko: '프린트 실크 스카프', vi: 'khăn lụa in họa tiết', zh: '印花真丝丝巾' } },
  { role: 'accessory', formality: ['casual'], seasons: all, wearer: 'any', name: { en: 'a heavy canvas tote', ko: '도톰한 캔버스 토트백', vi: 'túi vải canvas dày', zh: '厚帆布托特包' } },
  { role: 'accessory', formality: ['smart', 'casual'], seasons: all, wearer: 'any', name: { en: 'a minimal watch on a leather strap', ko: '가죽 스트랩 미니멀 시계', vi: 'đồng hồ tối giản dây da', zh: '皮表带极简手表' } },
  { role: 'accessory', formality: ['casual', 'evening', 'active'], seasons: all, wearer: 'any', name: { en: 'a small crossbody bag', ko: '작은 크로스백', vi: 'túi đeo chéo nhỏ', zh: '小巧斜挎包' } },
  { role: 'accessory', formality: ['casual', 'active'], seasons: cool, wearer: 'any', name: { en: 'a ribbed wool beanie', ko: '골지 울 비니', vi: 'mũ len gân', zh: '罗纹羊毛针织帽' } },
  { role: 'accessory', formality: ['casual', 'active'], seasons: ['summer'], wearer: 'any', name: { en: 'a cotton bucket hat and sunglasses', ko: '코튼 버킷햇과 선글라스', vi: 'mũ tai bèo cotton và kính râm', zh: '棉质渔夫帽和墨镜' } },
  { role: 'accessory', formality: ['evening', 'smart'], seasons: all, wearer: 'woman', name: { en: 'delicate gold hoops', ko: '가느다란 골드 링 귀걸이', vi: 'khuyên tai vòng vàng mảnh', zh: '纤细金色圈形耳环' } },
  { role: 'accessory', formality: ['smart', 'casual'], seasons: ['winter'], wearer: 'any', name: { en: 'a cashmere muffler', ko: '캐시미어 머플러', vi: 'khăn quàng cashmere', zh: '羊绒围巾' } },
  { role: 'accessory', formality: ['smart'], seasons: all, wearer: 'any', name: { en: 'a structured leather tote', ko: '각 잡힌 가죽 토트백', vi: 'túi da đứng dáng', zh: '硬挺皮质托特包' } },
];
