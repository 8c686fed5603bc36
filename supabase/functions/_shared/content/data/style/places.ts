/**
 * Places a visitor names when asking the stylist ("a trip to Sapporo next week", "다낭 여행", "去哈尔滨"), with the
 * climate that decides what to pack, and the stylist's line for each climate. A place's climate stands in for the
 * season only when the visitor named no season or month.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { Season } from './keywords.ts';
import { withParticle } from '../../korean-particles.ts';

/** How a place feels most of the year, for packing. */
export type PlaceClimate = 'cold' | 'cool' | 'hot';

/** A place: its name per language, what it is matched by (lower case; Vietnamese also without diacritics), its climate. */
export interface StylePlace {
  name: Readonly<Record<ContentLanguage, string>>;
  match: readonly string[];
  climate: PlaceClimate;
  /** A seaside resort: a trip there is a beach trip. */
  seaside?: boolean;
}

const place = (en: string, ko: string, vi: string, zh: string, climate: PlaceClimate, ...more: string[]): StylePlace => ({
  name: { en, ko, vi, zh },
  match: [en.toLowerCase(), ko, vi.toLowerCase(), zh, ...more],
  climate,
});
/** A seaside resort (hot): a trip there dresses for the beach. */
const seaside = (en: string, ko: string, vi: string, zh: string, ...more: string[]): StylePlace => ({ ...place(en, ko, vi, zh, 'hot', ...more), seaside: true });

/** Known places (names and common spellings). */
export const stylePlaces: readonly StylePlace[] = [
  place('Sapporo', '삿포로', 'Sapporo', '札幌', 'cold'),
  place('Hokkaido', '홋카이도', 'Hokkaido', '北海道', 'cold'),
  place('Harbin', '하얼빈', 'Cáp Nhĩ Tân', '哈尔滨', 'cold', 'cap nhi tan'),
  place('Moscow', '모스크바', 'Moscow', '莫斯科', 'cold', 'moskva'),
  place('Iceland', '아이슬란드', 'Iceland', '冰岛', 'cold', 'băng đảo', 'bang dao', 'reykjavik'),
  place('Finland', '핀란드', 'Phần Lan', '芬兰', 'cold', 'phan lan', 'helsinki', 'lapland', '헬싱키'),
  place('Norway', '노르웨이', 'Na Uy', '挪威', 'cold', 'na uy', 'oslo'),
  place('Alaska', '알래스카', 'Alaska', '阿拉斯加', 'cold'),
  place('Canada', '캐나다', 'Canada', '加拿大', 'cold', 'toronto', 'montreal', '토론토', '多伦多'),
  place('Mongolia', '몽골', 'Mông Cổ', '蒙古', 'cold', 'mong co', 'ulaanbaatar'),
  place('Sa Pa', '사파', 'Sa Pa', '沙坝', 'cold', 'sapa'),
  place('Da Lat', '달랏', 'Đà Lạt', '大叻', 'cool', 'dalat', 'đà lạt', 'da lat'),
  place('London', '런던', 'London', '伦敦', 'cool', 'luân đôn', 'luan don'),
  place('Seattle', '시애틀', 'Seattle', '西雅图', 'cool'),
  place('Bangkok', '방콕', 'Bangkok', '曼谷', 'hot', 'băng cốc', 'bang coc'),
  place('Singapore', '싱가포르', 'Singapore', '新加坡', 'hot'),
  seaside('Bali', '발리', 'Bali', '巴厘岛'),
  seaside('Hawaii', '하와이', 'Hawaii', '夏威夷', 'honolulu'),
  place('Ho Chi Minh City', '호찌민', 'TP. Hồ Chí Minh', '胡志明市', 'hot', 'saigon', 'sài gòn', 'sai gon', 'hồ chí minh', 'ho chi minh', '호치민', '西贡'),
  place('Da Nang', '다낭', 'Đà Nẵng', '岘港', 'hot', 'danang', 'đà nẵng', 'da nang'),
  seaside('Nha Trang', '나트랑', 'Nha Trang', '芽庄', '냐짱'),
  seaside('Phu Quoc', '푸꾸옥', 'Phú Quốc', '富国岛', 'phú quốc', 'phu quoc'),
  seaside('Cebu', '세부', 'Cebu', '宿务'),
  seaside('Guam', '괌', 'Guam', '关岛'),
  place('Dubai', '두바이', 'Dubai', '迪拜', 'hot'),
  seaside('Sanya', '싼야', 'Tam Á', '三亚', 'hainan', '海南', '하이난', 'tam a'),
  seaside('Okinawa', '오키나와', 'Okinawa', '冲绳'),
  seaside('Vung Tau', '붕따우', 'Vũng Tàu', '头顿', 'vũng tàu', 'vung tau'),
  seaside('Mui Ne', '무이네', 'Mũi Né', '美奈', 'mũi né', 'mui ne', 'phan thiết', 'phan thiet'),
  seaside('Quy Nhon', '꾸이년', 'Quy Nhơn', '归仁', 'quy nhơn', 'quy nhon'),
  seaside('Phuket', '푸껫', 'Phuket', '普吉岛', 'phuket', '푸켓'),
  seaside('Boracay', '보라카이', 'Boracay', '长滩岛'),
  seaside('Cancun', '칸쿤', 'Cancun', '坎昆', 'cancún', 'miami beach'),
];

/** The season a climate stands for when no season was named. */
export const climateSeasons: Readonly<Record<PlaceClimate, Season>> = { cold: 'winter', cool: 'autumn', hot: 'summer' };

/** The stylist's line for a place's climate, per language ({place} in the answer's language). */
export const placeClimateLines: Readonly<Record<ContentLanguage, Readonly<Record<PlaceClimate, readonly ((place: string) => string)[]>>>> = {
  en: {
    cold: [
      (p) => `• ${p} runs cold: pack a warm coat, a knit you can take off indoors and shoes with a grippy sole.`,
      (p) => `• For ${p}, think in layers: a thermal underneath, a warm knit, then a padded or wool coat, plus a hat and gloves.`,
    ],
    cool: [
      (p) => `• ${p} is cool and often damp: a light waterproof jacket and a sweater you can tie over your shoulders cover most days.`,
      (p) => `• In ${p} the weather turns within an hour: wear layers and bring a compact umbrella or a hooded jacket.`,
    ],
    hot: [
      (p) => `• ${p} is hot and humid: linen and cotton in light colours, and sandals you can walk in all day.`,
      (p) => `• For ${p}, pack breathable fabrics, sunglasses and a hat; a thin long-sleeved shirt keeps the sun off.`,
    ],
  },
  ko: {
    cold: [
      (p) => `• ${withParticle(p, '은')} 추워요. 두툼한 코트, 실내에서 벗기 쉬운 니트, 미끄럽지 않은 신발을 챙기세요.`,
      (p) => `• ${p}에서는 겹쳐 입기가 답이에요. 발열 내의, 따뜻한 니트, 패딩이나 울 코트에 모자와 장갑까지 챙기세요.`,
    ],
    cool: [
      (p) => `• ${withParticle(p, '은')} 선선하고 비가 잦아요. 가벼운 방수 재킷과 어깨에 걸칠 스웨터면 대부분의 날이 해결돼요.`,
      (p) => `• ${p} 날씨는 한 시간 만에도 바뀌어요. 겹쳐 입고, 작은 우산이나 후드 재킷을 챙기세요.`,
    ],
    hot: [
      (p) => `• ${withParticle(p, '은')} 덥고 습해요. 밝은색 린넨과 면, 오래 걸어도 편한 샌들을 챙기세요.`,
      (p) => `• ${p}에는 통기성 좋은 옷과 선글라스, 모자를 챙기세요. 얇은 긴소매 셔츠 한 장이면 햇볕도 가릴 수 있어요.`,
    ],
  },
  vi: {
    cold: [
      (p) => `• ${p} lạnh đấy: mang áo khoác ấm, một chiếc áo len dễ cởi khi vào nhà và giày đế bám.`,
      (p) => `• Đi ${p} thì mặc nhiều lớp: áo giữ nhiệt bên trong, áo len ấm, rồi áo phao hoặc măng tô dạ, thêm mũ và găng tay.`,
    ],
    cool: [
      (p) => `• ${p} mát và hay mưa: một áo khoác chống nước mỏng và chiếc áo len khoác vai là đủ cho hầu hết các ngày.`,
      (p) => `• Thời tiết ở ${p} đổi rất nhanh: mặc nhiều lớp và mang ô gấp hoặc áo khoác có mũ.`,
    ],
    hot: [
      (p) => `• ${p} nóng và ẩm: chọn vải lanh, cotton màu sáng, và sandal đi bộ êm chân.`,
      (p) => `• Đi ${p} nhớ mang đồ thoáng khí, kính râm và mũ; một chiếc sơ mi dài tay mỏng giúp bạn đỡ nắng.`,
    ],
  },
  zh: {
    cold: [
      (p) => `• ${p}很冷：带一件厚外套、一件进屋能脱的毛衣，再穿一双防滑的鞋。`,
      (p) => `• 去${p}要层层穿：里面保暖内衣，中间厚毛衣，外面羽绒服或羊毛大衣，帽子和手套也别忘了。`,
    ],
    cool: [
      (p) => `• ${p}凉爽又常下雨：一件轻薄防水外套加一件能搭在肩上的毛衣，大多数日子都够了。`,
      (p) => `• ${p}的天气说变就变：多穿几层，带一把折叠伞或一件带帽外套。`,
    ],
    hot: [
      (p) => `• ${p}又热又潮：选浅色的亚麻和棉，再穿一双好走的凉鞋。`,
      (p) => `• 去${p}记得带透气的衣服、墨镜和帽子；一件薄长袖衬衫可以防晒。`,
    ],
  },
};
