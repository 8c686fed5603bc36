/**
 * The 78 tarot cards' names in each content language, shared by the content engine (which writes them into readings)
 * and the site (which names and draws card faces without importing the engine).
 */
import type { ContentLanguage } from './content-types.ts';
import { tarotCards, type TarotCardInfo, type TarotSuit } from './tarot-cards.ts';

/** One language's card names: majors, suits, ranks and how a minor card's name is built. */
export interface TarotCardNames {
  /** Names of the 22 major arcana, 0 The Fool to 21 The World. */
  majorNames: readonly string[];
  /** Suit names. */
  suitNames: Record<TarotSuit, string>;
  /** Rank names: ace, two … ten, page, knight, queen, king. */
  rankNames: readonly string[];
  /** Builds a minor card's name from its rank and suit names. */
  minorName: (rank: string, suit: string) => string;
}

/** Card names per content language. */
export const tarotCardNames: Record<ContentLanguage, TarotCardNames> = {
  en: {
    majorNames: ['The Fool', 'The Magician', 'The High Priestess', 'The Empress', 'The Emperor', 'The Hierophant', 'The Lovers', 'The Chariot', 'Strength', 'The Hermit', 'Wheel of Fortune', 'Justice', 'The Hanged Man', 'Death', 'Temperance', 'The Devil', 'The Tower', 'The Star', 'The Moon', 'The Sun', 'Judgement', 'The World'],
    suitNames: { wands: 'Wands', cups: 'Cups', swords: 'Swords', pentacles: 'Pentacles' },
    rankNames: ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Page', 'Knight', 'Queen', 'King'],
    minorName: (rank, suit) => `${rank} of ${suit}`,
  },
  vi: {
    majorNames: ['Chàng Khờ', 'Nhà Ảo Thuật', 'Nữ Tư Tế', 'Hoàng Hậu', 'Hoàng Đế', 'Giáo Hoàng', 'Tình Nhân', 'Cỗ Xe', 'Sức Mạnh', 'Ẩn Sĩ', 'Bánh Xe Số Phận', 'Công Lý', 'Người Treo Ngược', 'Cái Chết', 'Tiết Chế', 'Ác Quỷ', 'Tòa Tháp', 'Ngôi Sao', 'Mặt Trăng', 'Mặt Trời', 'Phán Xét', 'Thế Giới'],
    suitNames: { wands: 'Gậy', cups: 'Cốc', swords: 'Kiếm', pentacles: 'Tiền' },
    rankNames: ['Át', 'Hai', 'Ba', 'Bốn', 'Năm', 'Sáu', 'Bảy', 'Tám', 'Chín', 'Mười', 'Tiểu Đồng', 'Hiệp Sĩ', 'Nữ Hoàng', 'Vua'],
    minorName: (rank, suit) => `${rank} ${suit}`,
  },
  ko: {
    majorNames: ['바보', '마법사', '여사제', '여황제', '황제', '교황', '연인', '전차', '힘', '은둔자', '운명의 수레바퀴', '정의', '매달린 사람', '죽음', '절제', '악마', '탑', '별', '달', '태양', '심판', '세계'],
    suitNames: { wands: '완드', cups: '컵', swords: '소드', pentacles: '펜타클' },
    rankNames: ['에이스', '2', '3', '4', '5', '6', '7', '8', '9', '10', '시종', '기사', '여왕', '왕'],
    minorName: (rank, suit) => `${suit} ${rank}`,
  },
  zh: {
    majorNames: ['愚人', '魔术师', '女祭司', '皇后', '皇帝', '教皇', '恋人', '战车', '力量', '隐士', '命运之轮', '正义', '倒吊人', '死神', '节制', '恶魔', '高塔', '星星', '月亮', '太阳', '审判', '世界'],
    suitNames: { wands: '权杖', cups: '圣杯', swords: '宝剑', pentacles: '星币' },
    rankNames: ['王牌', '二', '三', '四', '五', '六', '七', '八', '九', '十', '侍从', '骑士', '王后', '国王'],
    minorName: (rank, suit) => `${suit}${rank}`,
  },
};

/** A card's name in a language. */
export function tarotCardName(card: TarotCardInfo, language: ContentLanguage): string {
  const names = tarotCardNames[language];
  return card.suit === null ? (names.majorNames[card.rank] ?? '') : names.minorName(names.rankNames[card.rank] ?? '', names.suitNames[card.suit]);
}

/** Normalises a name for lookup: NFKC, lower case, no spaces or punctuation, no leading English article. */
function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/^the\s+/u, '').replace(/[\p{P}\p{S}\s]+/gu, '');
}

const byName = new Map<string, TarotCardInfo>();
for (const language of Object.keys(tarotCardNames) as ContentLanguage[]) {
  for (const card of tarotCards) byName.set(nameKey(tarotCardName(card, language)), card);
}

/** Finds the card a name denotes, in any of the four languages (a model may name cards its own way: then undefined). */
export function findTarotCard(name: string): TarotCardInfo | undefined {
  return byName.get(nameKey(name));
}
