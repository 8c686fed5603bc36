/**
 * Occasions dressed right (issue 13, session 4): a wedding guest wears a dress (never white for a woman guest) or a suit,
 * a funeral dark and plain, a hike boots that grip, a school ceremony something neat to stand in for photos. The core
 * lines replace the generic top-and-bottom and shoe lines for those occasions; the season's layer, body shape, budget
 * and climate notes around them stay. Also: whether the request asks about hair or make-up at all (the stylist gives a
 * haircut only when it does), and make-up lines by occasion when make-up is asked for.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { Gender, Occasion } from './data/style/keywords.ts';

/** The core of an outfit for an occasion: the main line, an alternative without a skirt or dress, and the shoes. */
interface OccasionCore {
  main: string;
  /** For a visitor who will not wear skirts or dresses. */
  noSkirt?: string;
  /** The shoes; without it the generic shoe line stays. */
  shoes?: string;
  /** The main line on a hot day (linen and cotton, no knit or wool; round 7: a backyard baby shower at 30 degrees). */
  hot?: string;
}

/** The layer an occasion's core takes: `cold` in autumn and winter, `mild` otherwise; none when absent (a suit has its jacket). */
interface OccasionOuter {
  cold?: string;
  mild?: string;
}

type CoreTable = Partial<Record<Occasion, Partial<Record<Gender | 'any', Record<ContentLanguage, OccasionCore>>>>>;

const cores: CoreTable = {
  wedding: {
    woman: {
      en: { main: '• A midi dress in a soft colour such as dusty blue, sage or blush (never white or ivory: that is the bride’s colour)', noSkirt: '• A dressy jumpsuit or a soft trouser suit in dusty blue, sage or blush (never white or ivory: that is the bride’s colour)', shoes: '• Block heels or dressy flats you can stand in through the speeches, with a small clutch' },
      vi: { main: '• Một chiếc đầm midi màu dịu như xanh khói, xanh xô thơm hay hồng phấn (tránh trắng và kem: đó là màu của cô dâu)', noSkirt: '• Một bộ jumpsuit thanh lịch hoặc bộ vest quần mềm mại màu xanh khói hay hồng phấn (tránh màu trắng của cô dâu)', shoes: '• Giày gót vuông hoặc giày bệt kiểu dáng sang để đứng suốt buổi lễ, kèm ví cầm tay nhỏ' },
      ko: { main: '• 더스티 블루, 세이지, 연핑크 같은 은은한 색의 미디 원피스 (흰색·아이보리는 신부의 색이라 피하세요)', noSkirt: '• 더스티 블루나 연핑크의 점프슈트 또는 부드러운 팬츠 정장 (흰색은 신부의 색이라 피하세요)', shoes: '• 식 내내 서 있어도 편한 블록힐이나 드레시한 플랫슈즈, 작은 클러치' },
      zh: { main: '• 一条柔和颜色的中长款连衣裙，比如雾霾蓝、鼠尾草绿或浅粉（别穿白色和米白，那是新娘的颜色）', noSkirt: '• 一套有质感的连体裤或柔和的西装裤套装，雾霾蓝或浅粉都好（别穿新娘的白色）', shoes: '• 站一整场仪式也舒服的粗跟鞋或精致平底鞋，配一只小手拿包' },
    },
    man: {
      en: { main: '• A navy or mid-grey suit with a light-blue or white shirt, and a tie unless the invitation says casual', shoes: '• Polished brown or black derbies with a leather belt to match' },
      vi: { main: '• Bộ vest xanh navy hoặc xám vừa với sơ mi xanh nhạt hay trắng, thắt cà vạt trừ khi thiệp mời ghi trang phục thoải mái', shoes: '• Giày derby da nâu hoặc đen đánh bóng, thắt lưng da cùng màu' },
      ko: { main: '• 네이비나 미디엄 그레이 정장에 연하늘색 또는 흰 셔츠, 청첩장에 캐주얼이라고 없으면 넥타이까지', shoes: '• 잘 닦은 브라운이나 블랙 더비 슈즈와 같은 색 가죽 벨트' },
      zh: { main: '• 藏青或中灰色西装，配浅蓝或白衬衫；请柬没写休闲的话就系上领带', shoes: '• 擦亮的棕色或黑色德比鞋，配同色皮带' },
    },
    any: {
      en: { main: '• A dressy outfit in a soft colour, a midi dress or a well-cut suit, never all white', shoes: '• Polished shoes you can stand in through the ceremony' },
      vi: { main: '• Một bộ trang phục trang nhã màu dịu, đầm midi hoặc bộ vest vừa vặn, tránh toàn màu trắng', shoes: '• Đôi giày chỉn chu, đứng suốt buổi lễ vẫn thoải mái' },
      ko: { main: '• 은은한 색의 단정한 하객룩, 미디 원피스나 잘 맞는 정장 (올 화이트는 피하세요)', shoes: '• 식 내내 서 있어도 편한 깔끔한 구두' },
      zh: { main: '• 颜色柔和的得体装扮，中长连衣裙或合身西装都好，别穿一身白', shoes: '• 站一整场仪式也舒服的得体皮鞋' },
    },
  },
  funeral: {
    woman: {
      en: { main: '• A plain black or charcoal dress, or dark tailored trousers with a dark fine knit; no prints, no shine', noSkirt: '• Dark tailored trousers with a plain black or charcoal knit or blouse; no prints, no shine', shoes: '• Closed black shoes with a low heel, a simple dark bag and very little jewellery' },
      vi: { main: '• Đầm trơn màu đen hoặc xám than, hoặc quần âu tối màu với áo len mỏng tối màu; không họa tiết, không chất liệu bóng', noSkirt: '• Quần âu tối màu với áo len hoặc sơ mi trơn màu đen, xám than; không họa tiết, không bóng', shoes: '• Giày kín mũi màu đen gót thấp, túi trơn tối màu, gần như không đeo trang sức' },
      ko: { main: '• 무늬 없는 검정이나 차콜 원피스, 또는 어두운 슬랙스에 어두운 얇은 니트 (무늬·광택 없이)', noSkirt: '• 어두운 슬랙스에 무늬 없는 검정·차콜 니트나 블라우스 (광택 없이)', shoes: '• 굽이 낮은 검정 구두, 장식 없는 어두운 가방, 액세서리는 최소한으로' },
      zh: { main: '• 素色黑或炭灰色连衣裙，或深色西裤配深色薄针织衫；不要印花，不要亮面', noSkirt: '• 深色西裤配素色黑或炭灰色针织衫、衬衫；不要印花和亮面', shoes: '• 低跟黑色包头鞋，素色深色包，首饰尽量不戴' },
    },
    man: {
      en: { main: '• A dark suit, black, charcoal or navy, with a white shirt and a plain dark tie', shoes: '• Polished black lace-up shoes and dark socks' },
      vi: { main: '• Bộ vest tối màu (đen, xám than hoặc navy) với sơ mi trắng và cà vạt trơn tối màu', shoes: '• Giày da buộc dây màu đen đánh bóng, tất tối màu' },
      ko: { main: '• 검정·차콜·네이비 같은 어두운 정장에 흰 셔츠, 무늬 없는 검정 넥타이', shoes: '• 잘 닦은 검정 끈 구두와 검정 양말' },
      zh: { main: '• 深色西装（黑、炭灰或藏青），配白衬衫和素色深色领带', shoes: '• 擦亮的黑色系带皮鞋，配深色袜子' },
    },
    any: {
      en: { main: '• Dark, plain clothes in black, charcoal or navy, with no prints, logos or bright colours', shoes: '• Closed dark shoes, polished' },
      vi: { main: '• Trang phục trơn tối màu: đen, xám than hoặc navy, không họa tiết, logo hay màu sặc sỡ', shoes: '• Giày kín mũi tối màu, sạch sẽ' },
      ko: { main: '• 검정·차콜·네이비의 무늬 없는 어두운 옷, 로고나 밝은 색은 피하기', shoes: '• 깔끔하게 닦은 어두운 구두' },
      zh: { main: '• 黑、炭灰或藏青的素色深色衣服，不要印花、logo 和鲜艳颜色', shoes: '• 干净的深色包头皮鞋' },
    },
  },
  outdoor: {
    any: {
      en: { main: '• A quick-dry tee under a light fleece, with stretchy hiking trousers (jeans stay wet and heavy)', shoes: '• Hiking boots or trail shoes with real grip, wool-blend socks and a small daypack' },
      vi: { main: '• Áo thun khô nhanh bên trong áo nỉ fleece mỏng, quần leo núi co giãn (quần jeans ướt là nặng và lâu khô)', shoes: '• Giày leo núi hoặc giày trail có đế bám tốt, tất pha len và một ba lô nhỏ' },
      ko: { main: '• 속건 티셔츠에 얇은 플리스를 겹치고 신축성 있는 등산 바지 (청바지는 젖으면 무겁고 안 말라요)', shoes: '• 접지력 좋은 등산화나 트레일 러닝화, 울 혼방 양말, 작은 배낭' },
      zh: { main: '• 速干T恤外加一件薄抓绒，配有弹力的登山裤（牛仔裤湿了又重又不干）', shoes: '• 抓地力好的登山鞋或越野跑鞋，羊毛混纺袜，再背一个小背包' },
    },
  },
  beach: {
    woman: {
      en: { main: '• A loose linen shirt dress or a flowy midi over your swimsuit, easy to throw on for lunch' },
      vi: { main: '• Đầm sơ mi linen rộng hoặc đầm midi bay bổng khoác ngoài đồ bơi, tiện mặc đi ăn trưa' },
      ko: { main: '• 수영복 위에 걸치기 좋은 여유 있는 린넨 셔츠 원피스나 하늘하늘한 미디 원피스' },
      zh: { main: '• 宽松的亚麻衬衫裙或飘逸的中长裙，罩在泳衣外，吃午饭也方便' },
    },
    man: {
      en: { main: '• A short-sleeved linen or camp-collar shirt worn loose over swim shorts or drawstring linen shorts' },
      vi: { main: '• Sơ mi cộc tay linen hoặc cổ Cuba mặc thả ngoài quần bơi hay quần short linen lưng rút' },
      ko: { main: '• 반팔 린넨 셔츠나 오픈카라 셔츠를 빼서 입고 수영 반바지나 밴딩 린넨 반바지' },
      zh: { main: '• 短袖亚麻衬衫或古巴领衬衫，下摆放出来，配泳裤或抽绳亚麻短裤' },
    },
  },
  celebration: {
    woman: {
      en: { main: '• A soft blouse or a fine knit with a midi skirt or tailored trousers, neat enough for the family photos', noSkirt: '• A soft blouse or a fine knit with tailored trousers, neat enough for the family photos', shoes: '• Low heels or smart flats you can sit and stand in all afternoon, with a small bag', hot: '• A cotton or linen midi dress, or a soft blouse with light wide trousers, easy to sit in at the table' },
      vi: { main: '• Áo blouse mềm hoặc áo len mỏng với chân váy midi hay quần âu, đủ chỉn chu để chụp ảnh cùng gia đình', noSkirt: '• Áo blouse mềm hoặc áo len mỏng với quần âu, đủ chỉn chu để chụp ảnh cùng gia đình', shoes: '• Giày gót thấp hoặc giày bệt thanh lịch, ngồi đứng cả buổi vẫn êm, kèm một chiếc túi nhỏ', hot: '• Đầm midi cotton hoặc linen, hay áo blouse mềm với quần ống rộng mỏng nhẹ, ngồi ăn lâu vẫn thoải mái' },
      ko: { main: '• 부드러운 블라우스나 얇은 니트에 미디 스커트 또는 슬랙스, 가족사진에 단정하게 남을 정도로', noSkirt: '• 부드러운 블라우스나 얇은 니트에 슬랙스, 가족사진에 단정하게 남을 정도로', shoes: '• 오래 앉았다 서도 편한 낮은 굽 구두나 단정한 플랫슈즈, 작은 가방', hot: '• 면이나 린넨 미디 원피스, 또는 부드러운 블라우스에 가벼운 와이드 팬츠, 오래 앉아 있어도 편하게' },
      zh: { main: '• 柔软的衬衫或细针织衫，配中长半身裙或西裤，拍全家福也得体', noSkirt: '• 柔软的衬衫或细针织衫，配西裤，拍全家福也得体', shoes: '• 久坐久站都舒服的低跟鞋或精致平底鞋，配一只小包', hot: '• 棉或亚麻的中长连衣裙，或柔软衬衫配轻薄阔腿裤，久坐吃饭也舒服' },
    },
    man: {
      en: { main: '• A pressed collared shirt or a fine knit with chinos or wool trousers; a blazer is optional', shoes: '• Clean leather loafers or derbies', hot: '• A short-sleeved linen or cotton shirt with chinos or smart tailored shorts' },
      vi: { main: '• Sơ mi có cổ phẳng phiu hoặc áo len mỏng với quần chinos hay quần âu; blazer có cũng được, không có cũng không sao', shoes: '• Giày lười hoặc giày derby da sạch sẽ', hot: '• Sơ mi cộc tay linen hoặc cotton với quần chinos hay quần short may gọn gàng' },
      ko: { main: '• 다림질한 카라 셔츠나 얇은 니트에 치노나 울 슬랙스, 블레이저는 선택', shoes: '• 깔끔한 가죽 로퍼나 더비 슈즈', hot: '• 반팔 린넨이나 면 셔츠에 치노 팬츠 또는 단정한 테일러드 반바지' },
      zh: { main: '• 熨平的有领衬衫或细针织衫，配卡其裤或羊毛西裤，西装外套可有可无', shoes: '• 干净的皮质乐福鞋或德比鞋', hot: '• 短袖亚麻或棉质衬衫，配卡其裤或剪裁利落的西装短裤' },
    },
    any: {
      en: { main: '• A neat collared shirt or a fine knit with tailored trousers, smart enough for the family photos', shoes: '• Clean leather shoes you can sit and stand in for hours', hot: '• A light linen or cotton shirt with chinos, breathable and neat' },
      vi: { main: '• Sơ mi có cổ gọn gàng hoặc áo len mỏng với quần âu, đủ chỉn chu để chụp ảnh cùng gia đình', shoes: '• Giày da sạch sẽ, ngồi đứng lâu vẫn êm', hot: '• Sơ mi linen hoặc cotton mỏng với quần chinos, thoáng mát mà vẫn gọn gàng' },
      ko: { main: '• 깔끔한 카라 셔츠나 얇은 니트에 슬랙스, 가족사진에 단정하게 남을 정도로', shoes: '• 오래 앉았다 서도 편한 깔끔한 가죽 구두', hot: '• 얇은 린넨이나 면 셔츠에 치노 팬츠, 시원하면서 단정하게' },
      zh: { main: '• 干净的有领衬衫或细针织衫，配西裤，拍全家福也得体', shoes: '• 久坐久站都舒服的干净皮鞋', hot: '• 轻薄的亚麻或棉衬衫配卡其裤，透气又整洁' },
    },
  },
  ceremony: {
    any: {
      en: { main: '• A smart fine knit or a pressed shirt with tailored trousers', shoes: '• Comfortable polished shoes, since you will stand for the photos' },
      vi: { main: '• Áo len mỏng thanh lịch hoặc sơ mi phẳng phiu với quần âu', shoes: '• Giày da êm chân, vì sẽ đứng chụp ảnh khá lâu' },
      ko: { main: '• 단정한 얇은 니트나 다림질한 셔츠에 슬랙스', shoes: '• 사진 찍느라 오래 서 있어도 편한 깔끔한 구두' },
      zh: { main: '• 得体的细针织衫或熨平的衬衫，配西裤', shoes: '• 久站拍照也舒服的干净皮鞋' },
    },
    woman: {
      en: { main: '• A smart fine knit or a soft blouse with tailored trousers or a midi skirt', noSkirt: '• A smart fine knit or a soft blouse with tailored trousers', shoes: '• Comfortable low heels or loafers, since you will stand for the photos' },
      vi: { main: '• Áo len mỏng thanh lịch hoặc áo blouse mềm với quần âu hay chân váy midi', noSkirt: '• Áo len mỏng thanh lịch hoặc áo blouse mềm với quần âu', shoes: '• Giày gót thấp hoặc giày lười êm chân, vì sẽ đứng chụp ảnh khá lâu' },
      ko: { main: '• 단정한 얇은 니트나 부드러운 블라우스에 슬랙스 또는 미디 스커트', noSkirt: '• 단정한 얇은 니트나 부드러운 블라우스에 슬랙스', shoes: '• 사진 찍느라 오래 서 있어도 편한 낮은 굽 구두나 로퍼' },
      zh: { main: '• 得体的细针织衫或柔软衬衫，配西裤或中长半身裙', noSkirt: '• 得体的细针织衫或柔软衬衫，配西裤', shoes: '• 舒服的低跟鞋或乐福鞋，拍照要站挺久' },
    },
    man: {
      en: { main: '• A collared shirt and a fine knit with chinos or wool trousers; a blazer lifts it', shoes: '• Leather loafers or derbies, polished' },
      vi: { main: '• Sơ mi có cổ và áo len mỏng với quần chinos hoặc quần âu; thêm blazer là đủ trang trọng', shoes: '• Giày lười hoặc giày derby da, đánh bóng' },
      ko: { main: '• 카라 셔츠에 얇은 니트, 치노나 울 슬랙스, 블레이저를 걸치면 격식이 살아요', shoes: '• 잘 닦은 가죽 로퍼나 더비 슈즈' },
      zh: { main: '• 有领衬衫加细针织衫，配卡其裤或羊毛西裤，再加一件西装外套就够正式', shoes: '• 擦亮的皮质乐福鞋或德比鞋' },
    },
  },
};

type OuterTable = Partial<Record<Occasion, Partial<Record<Gender | 'any', Record<ContentLanguage, OccasionOuter>>>>>;

const darkCoat: Record<ContentLanguage, OccasionOuter> = {
  en: { cold: '• A plain dark wool overcoat on top, nothing bright' },
  vi: { cold: '• Khoác ngoài một chiếc măng tô dạ trơn tối màu, không màu sặc sỡ' },
  ko: { cold: '• 위에는 무늬 없는 어두운 울 코트, 밝은 색 아우터는 피하기' },
  zh: { cold: '• 外面穿一件素色深色羊毛大衣，不要鲜艳的羽绒服' },
};

/** The layers of the occasions whose core fixes them. */
const outers: OuterTable = {
  wedding: {
    woman: {
      en: { cold: '• A tailored wool coat over the dress, with sheer tights if it is cold', mild: '• A light wrap or a cropped cardigan for the evening reception' },
      vi: { cold: '• Khoác măng tô dạ dáng suông bên ngoài đầm, thêm quần tất mỏng cho ấm', mild: '• Một chiếc khăn choàng mỏng hoặc cardigan lửng cho buổi tiệc tối' },
      ko: { cold: '• 원피스 위에 울 코트를 걸치고, 추우면 살색 스타킹까지', mild: '• 저녁 피로연에 두를 얇은 숄이나 짧은 가디건' },
      zh: { cold: '• 连衣裙外搭一件羊毛大衣，冷的话加一双薄丝袜', mild: '• 晚宴时披一条薄披肩或短款开衫' },
    },
    man: darkCoatFor(),
    any: darkCoatFor(),
  },
  funeral: { woman: darkCoat, man: darkCoat, any: darkCoat },
  celebration: {
    any: {
      en: { cold: '• A warm wool coat for arriving, taken off at the table', mild: '• A light cardigan or jacket you can take off indoors' },
      vi: { cold: '• Khoác măng tô dạ ấm khi đến, vào bàn thì cởi ra', mild: '• Một chiếc cardigan hoặc áo khoác mỏng, vào trong nhà cởi ra dễ dàng' },
      ko: { cold: '• 오갈 때는 따뜻한 울 코트, 자리에 앉으면 벗어 두기', mild: '• 실내에서 벗기 쉬운 얇은 가디건이나 재킷' },
      zh: { cold: '• 路上穿一件暖和的羊毛大衣，入座就脱', mild: '• 一件进门就能脱的薄开衫或外套' },
    },
  },
  ceremony: {
    any: {
      en: { cold: '• A warm wool coat on top, since the photos are often taken outside' },
      vi: { cold: '• Khoác ngoài một chiếc măng tô dạ ấm, vì thường chụp ảnh ngoài trời' },
      ko: { cold: '• 사진은 밖에서 찍는 경우가 많으니 위에 따뜻한 울 코트' },
      zh: { cold: '• 外面穿一件暖和的羊毛大衣，合影常常在室外' },
    },
  },
};

function darkCoatFor(): Record<ContentLanguage, OccasionOuter> {
  return {
    en: { cold: '• A dark wool overcoat for outside' },
    vi: { cold: '• Một chiếc măng tô dạ tối màu khi ra ngoài' },
    ko: { cold: '• 밖에서는 어두운 울 오버코트' },
    zh: { cold: '• 出门时加一件深色羊毛大衣' },
  };
}

/** The occasion's core outfit lines for the wearer, or null when the generic outfit fits the occasion. */
export function occasionCore(occasion: Occasion | undefined, gender: Gender | undefined, language: ContentLanguage, noSkirt: boolean, hot = false): { main: string; shoes?: string; outer?: OccasionOuter } | null {
  if (occasion === undefined) return null;
  const table = cores[occasion];
  if (table === undefined) return null;
  const entry = (gender !== undefined ? table[gender] : undefined) ?? table.any;
  const core = entry?.[language];
  if (core === undefined) return null;
  const outerTable = outers[occasion];
  const outer = outerTable ? ((gender !== undefined ? outerTable[gender] : undefined) ?? outerTable.any)?.[language] : undefined;
  const main = hot && core.hot !== undefined && !(noSkirt && /dress|đầm|원피스|连衣裙/iu.test(core.hot)) ? core.hot : noSkirt && core.noSkirt !== undefined ? core.noSkirt : core.main;
  return { main, ...(core.shoes !== undefined ? { shoes: core.shoes } : {}), ...(outer !== undefined ? { outer } : {}) };
}

/** Words that ask about hair (or name a hair or face feature a haircut answers). */
const hairAsked = /\bhair|haircut|hairstyle|hair ?style|bangs|fringe|face shape|(?:round|oval|square|long|heart)[- ]shaped? face|\b(?:round|oval|square|long) face|머리|헤어|앞머리|얼굴형|(?<![\p{L}\p{M}])tóc|khuôn mặt|mặt tròn|mặt vuông|mặt dài|发型|头发|脸型|刘海|短发|长发|卷发/iu;
/** Words that ask about make-up. */
const makeupAsked = /make-?up|makeup|lipstick|\bmascara|메이크업|화장|립스틱|trang điểm|son môi|化妆|妆容|口红|妆/iu;

/** Whether the request asks about hair (then the stylist suggests cuts). */
export function asksAboutHair(description: string): boolean {
  return hairAsked.test(description);
}

/** Whether the request asks about make-up (then the stylist adds make-up lines). */
export function asksAboutMakeup(description: string): boolean {
  return makeupAsked.test(description);
}

/** The make-up section heading. */
export const makeupHeader: Record<ContentLanguage, string> = { en: '💄 Make-up', vi: '💄 Trang điểm', ko: '💄 메이크업', zh: '💄 妆容' };

type MakeupKey = 'interview' | 'wedding' | 'date' | 'beach' | 'funeral' | 'everyday';

const makeupLines: Record<MakeupKey, Record<ContentLanguage, readonly string[]>> = {
  interview: {
    en: ['• Keep it natural: an even base, groomed brows, a neutral lip and no shimmer', '• One coat of brown mascara and a blotting sheet in your bag for a shiny T-zone'],
    vi: ['• Trang điểm tự nhiên: nền mỏng đều, lông mày gọn gàng, son màu nude hoặc hồng đất, không nhũ', '• Một lớp mascara nâu và giấy thấm dầu trong túi cho vùng chữ T'],
    ko: ['• 자연스럽게: 얇고 고른 베이스, 정돈된 눈썹, 누드 톤 립, 펄은 빼기', '• 브라운 마스카라 한 번, 번들거리는 T존용 기름종이는 가방에'],
    zh: ['• 以自然为主：轻薄均匀的底妆、整齐的眉毛、裸色口红，不要亮片', '• 刷一层棕色睫毛膏，包里放吸油纸应付T区出油'],
  },
  wedding: {
    en: ['• A soft, long-wear glow: a primer, a light base and a rosy cheek that lasts through the photos', '• Waterproof mascara for the vows, and a lip colour you can touch up from your clutch'],
    vi: ['• Lớp nền mỏng bền màu, má hồng nhẹ để lên ảnh tươi tắn suốt buổi', '• Mascara chống nước cho lúc xúc động, và một thỏi son dễ dặm lại'],
    ko: ['• 오래가는 은은한 광: 프라이머, 얇은 베이스, 사진에 생기 있게 남는 로지 블러셔', '• 울컥할 때를 대비한 워터프루프 마스카라, 클러치에 넣어 다닐 립 하나'],
    zh: ['• 持妆又柔和的光泽感：妆前乳、轻薄底妆、上镜的淡玫瑰腮红', '• 防水睫毛膏应付感动的时刻，再带一支方便补的口红'],
  },
  date: {
    en: ['• Fresh skin, a tinted lip balm and a little blush high on the cheeks', '• Skip heavy liner; soft brown on the lash line looks awake up close'],
    vi: ['• Da căng tươi, son dưỡng có màu và chút má hồng cao trên gò má', '• Bỏ kẻ mắt đậm; một đường nâu mềm sát chân mi nhìn gần vẫn tươi'],
    ko: ['• 생기 있는 피부 표현에 틴트 립밤, 광대 위쪽에 살짝 블러셔', '• 진한 아이라인 대신 속눈썹 사이를 채우는 부드러운 브라운'],
    zh: ['• 水润的底妆、有颜色的润唇膏，颧骨高处扫一点腮红', '• 不画浓眼线，用柔和的棕色填满睫毛根部，近看也有精神'],
  },
  beach: {
    en: ['• A tinted sunscreen instead of foundation, and waterproof mascara', '• A cream blush and a lip balm with SPF; powder only on the nose'],
    vi: ['• Kem chống nắng có màu thay kem nền, mascara chống nước', '• Má hồng dạng kem và son dưỡng có SPF; phấn phủ chỉ ở sống mũi'],
    ko: ['• 파운데이션 대신 톤업 선크림, 워터프루프 마스카라', '• 크림 블러셔와 SPF 립밤, 파우더는 콧등에만'],
    zh: ['• 用有颜色的防晒代替粉底，睫毛膏选防水的', '• 膏状腮红加防晒润唇膏，散粉只压鼻梁'],
  },
  funeral: {
    en: ['• Minimal and matte: a light base, no shimmer, no bright lip'],
    vi: ['• Tối giản và lì: nền mỏng, không nhũ, không son màu nổi'],
    ko: ['• 최소한으로 매트하게: 얇은 베이스, 펄 없이, 밝은 립은 피하기'],
    zh: ['• 简单哑光：薄底妆，不要亮片，不涂鲜艳口红'],
  },
  everyday: {
    en: ['• A light base, groomed brows and a lip colour close to your own', '• One feature at a time: either a defined eye or a stronger lip, not both'],
    vi: ['• Nền mỏng, lông mày gọn và son gần với màu môi tự nhiên', '• Mỗi lần nhấn một điểm: hoặc mắt, hoặc môi, đừng cả hai'],
    ko: ['• 얇은 베이스, 정돈된 눈썹, 내 입술색에 가까운 립', '• 포인트는 하나만: 눈이든 입술이든 한 곳에'],
    zh: ['• 薄底妆、整齐的眉毛、接近自己唇色的口红', '• 一次只强调一处：要么眼妆，要么唇色'],
  },
};

/** Make-up lines for the occasion. */
export function makeupFor(occasion: Occasion | undefined, language: ContentLanguage): readonly string[] {
  const key: MakeupKey = occasion === 'interview' || occasion === 'wedding' || occasion === 'date' || occasion === 'beach' || occasion === 'funeral' ? occasion : occasion === 'work' ? 'interview' : 'everyday';
  return makeupLines[key][language];
}
