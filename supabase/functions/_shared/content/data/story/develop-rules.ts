/**
 * How the story writer recognises the family of an opening's central element, per language: a trigger, then the
 * element named in the writer's own words (never a span cut from the opening), plus the side roles the beats use
 * (an animal that brings it, a stranger, what the stranger brought, a deadline, a thing lost and returned).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { StoryFamily } from './develop-types.ts';

/** One family's trigger and the words that name its element (the first that matches wins, else the fallback). */
export interface FamilyRule {
  family: StoryFamily;
  trigger: RegExp;
  things: ReadonlyArray<readonly [RegExp, string]>;
  /** The element's name when no word of `things` matches; without one, the rule needs a match. */
  fallback?: string;
}

/** A side role: the words that find it and how the writer names it. */
export type RoleWords = ReadonlyArray<readonly [RegExp, string]>;

/** A stranger and the pronouns the beats use for them. */
export interface VisitorWords {
  find: RegExp;
  names: ReadonlyArray<readonly [RegExp, string, string, string]>;
}

/** One language's recognition rules. */
export interface DevelopRules {
  families: readonly FamilyRule[];
  agents: RoleWords;
  /** What a stranger brings to be washed or mended: a dress (the visit's beats are written for one). */
  items: RoleWords;
  lost: RoleWords;
  returned: RegExp;
  visitor: VisitorWords;
  deadline: RegExp;
  years: RegExp;
  /** A letter left at a counter by a regular customer (the beats then thank the one who served them). */
  counter: RegExp;
  /** Words of a warm opening (family, animals, kindness); otherwise the tone is quiet and eerie. */
  warm: RegExp;
}

export const developRules: Readonly<Record<ContentLanguage, DevelopRules>> = {
  en: {
    families: [
      {
        family: 'oldDate',
        trigger: /\b(?:dated|(?:\w+|\d+) years? ago|the date (?:on it )?(?:said|read|was))\b/iu,
        things: [[/\b(?:takeout|takeaway|order|delivery) (?:slip|receipt|menu)|\b(?:order|delivery) slip\b/iu, 'the slip'], [/\breceipt\b/iu, 'the receipt']],
      },
      {
        family: 'place',
        trigger: /\b(?:station|stop|platform|street|room|floor|shop|store)\b[^.]{0,50}\b(?:never heard|never seen|didn['’]t exist|doesn['’]t exist|not on (?:the|any) map|unknown)|\b(?:never heard of|unknown|nonexistent|not on the map)\b[^.]{0,30}\b(?:station|stop|platform|street|room|floor)\b/iu,
        things: [[/\bplatform\b/iu, 'the platform'], [/\bstation|\bstop\b/iu, 'the station'], [/\bstreet\b/iu, 'the street'], [/\broom\b/iu, 'the room'], [/\bfloor\b/iu, 'the floor']],
      },
      { family: 'letter', trigger: /\bletters?\b|\benvelope\b/iu, things: [[/\bletter/iu, 'the letter'], [/\benvelope/iu, 'the letter']] },
      {
        family: 'sound',
        trigger: /\b(?:song|music|melody|tune|singing|humming)\b|\b(?:radio|piano|music box|record player|gramophone)\b[^.]{0,40}\b(?:play|sang|sing|turned on|came on|started)/iu,
        things: [[/\bradio\b/iu, 'the radio'], [/\bmusic box\b/iu, 'the music box'], [/\bpiano\b/iu, 'the piano'], [/\brecord player|gramophone\b/iu, 'the record player'], [/\bfridge|refrigerator\b/iu, 'the fridge']],
      },
      { family: 'key', trigger: /\bkeys?\b/iu, things: [[/\bkeys\b|\bnone of them\b|\bevery (?:morning|night|day)\b/iu, 'the keys'], [/\bkey\b/iu, 'the key']] },
      {
        family: 'bloom',
        trigger: /\b(?:bloom|blossom|flower)(?:ed|ing|s)?\b[^.]{0,50}\b(?:winter|december|january|snow|out of season)|\b(?:winter|december|january|out of season)\b[^.]{0,50}\b(?:bloom|blossom|flower)/iu,
        things: [[/\b(?:\w+ )?tree\b/iu, 'the tree'], [/\broses?\b/iu, 'the roses']],
        fallback: 'the tree',
      },
      {
        family: 'visitor',
        trigger: /\b(?:a|an)\s+(?:[\w-]+\s+){0,3}(?:man|woman|stranger|girl|boy|customer|lady)\b[^.]{0,80}\b(?:came in|walked in|knocked|asked (?:me|if)|showed up|handed me)/iu,
        things: [[/\b(?:man|woman|stranger|girl|boy|customer|lady)\b/iu, 'the visit']],
      },
    ],
    agents: [[/\bcat\b/iu, 'the cat'], [/\bdog\b/iu, 'the dog'], [/\bcrow\b/iu, 'the crow'], [/\bfox\b/iu, 'the fox']],
    items: [[/\bwedding (?:dress|gown)\b/iu, 'the wedding dress'], [/\b(?:dress|gown)\b/iu, 'the dress']],
    lost: [[/\bmotorbike|motorcycle|scooter\b/iu, 'the motorbike'], [/\bbike|bicycle\b/iu, 'the bike'], [/\bcar\b/iu, 'the car']],
    returned: /\b(?:stolen|went missing|was lost|returned|brought (?:it )?back|sent (?:it )?back|gave (?:it )?back)\b/iu,
    visitor: {
      find: /\b(?:a|an)\s+((?:[\w-]+\s+){0,3}?)(old man|old woman|man|woman|stranger|girl|boy|customer|lady)\b/iu,
      names: [[/old man|^man$/iu, 'the man', 'he', 'his'], [/old woman|woman|lady/iu, 'the woman', 'she', 'her'], [/girl/iu, 'the girl', 'she', 'her'], [/boy/iu, 'the boy', 'he', 'his'], [/./iu, 'the stranger', 'the stranger', 'the stranger’s']],
    },
    deadline: /\b(?:before|by)\s+(\d{1,2}(?::\d\d)?\s?(?:a\.m\.|p\.m\.|am|pm)|dawn|sunrise|midnight|morning)/iu,
    years: /\b((?:ten|twenty|thirty|forty|fifty|a few|several|two|three|four|five|six|seven|eight|nine|\d+) years?) ago\b/iu,
    counter: /\b(?:counter|register|till|customer|shift|store|shop)\b/iu,
    warm: /\b(?:grand(?:ma|pa|mother|father)|mom|mum|mother|dad|father|cat|dog|neighbou?r|kind|friend)\b/iu,
  },
  vi: {
    families: [
      {
        family: 'oldDate',
        trigger: /(?:\d+|mười|hai mươi|ba mươi|mấy|vài) năm (?:trước|về trước)|ghi ngày|đề ngày|ngày tháng/iu,
        things: [[/phiếu (?:giao|đặt)|đơn (?:giao|đặt) hàng|hóa đơn (?:giao|đặt) đồ ăn/iu, 'tờ phiếu giao hàng'], [/hóa đơn|biên lai/iu, 'tờ hóa đơn']],
      },
      {
        family: 'place',
        trigger: /(?:ga|trạm|con hẻm|con phố|căn phòng|tầng|tiệm)[^.]{0,40}(?:chưa từng nghe|chưa nghe bao giờ|không có trên bản đồ|chưa từng thấy|lạ hoắc)|(?:chưa từng nghe|lạ hoắc)[^.]{0,20}(?:ga|trạm)/iu,
        things: [[/ga|trạm/iu, 'nhà ga'], [/con hẻm/iu, 'con hẻm'], [/con phố/iu, 'con phố'], [/căn phòng/iu, 'căn phòng']],
      },
      { family: 'letter', trigger: /lá thư|bức thư|thư tay|phong thư/iu, things: [[/lá thư|bức thư|thư tay|phong thư/iu, 'lá thư']] },
      {
        family: 'sound',
        trigger: /bài hát|tiếng hát|giai điệu|bản nhạc|tiếng nhạc|(?:radio|cái đài|chiếc đài|cây đàn)[^.]{0,30}(?:phát|kêu|vang|tự|hát)/iu,
        things: [[/radio|cái đài|chiếc đài/iu, 'chiếc radio'], [/cây đàn|đàn piano/iu, 'cây đàn'], [/tủ lạnh/iu, 'chiếc tủ lạnh']],
      },
      { family: 'key', trigger: /chìa khóa/iu, things: [[/chìa khóa/iu, 'chiếc chìa khóa']] },
      {
        family: 'bloom',
        trigger: /(?:ra hoa|nở hoa|trổ bông|nở rộ|trổ hoa)[^.]{0,40}(?:mùa đông|giữa đông|tháng chạp|trái mùa)|(?:mùa đông|giữa đông|trái mùa)[^.]{0,40}(?:ra hoa|nở hoa|trổ bông)/iu,
        things: [[/cây mít/iu, 'cây mít'], [/cây xoài/iu, 'cây xoài'], [/cây mai/iu, 'cây mai'], [/cây đào/iu, 'cây đào'], [/cây bưởi/iu, 'cây bưởi'], [/cây nhãn/iu, 'cây nhãn']],
        fallback: 'cái cây',
      },
      {
        family: 'visitor',
        trigger: /(?:một|có)\s+(?:người đàn ông|người phụ nữ|ông cụ|bà cụ|cô gái|chàng trai|người lạ|vị khách)[^.]{0,80}(?:bước vào|gõ cửa|ghé|nhờ tôi|hỏi tôi|đưa cho)/iu,
        things: [[/./u, 'chuyến ghé thăm']],
      },
    ],
    agents: [[/con mèo/iu, 'con mèo'], [/con chó/iu, 'con chó'], [/con quạ/iu, 'con quạ']],
    items: [[/váy cưới|áo cưới/iu, 'chiếc váy cưới'], [/chiếc váy|cái váy/iu, 'chiếc váy']],
    lost: [[/xe máy/iu, 'chiếc xe máy'], [/xe đạp/iu, 'chiếc xe đạp']],
    returned: /bị mất|bị trộm|mất cắp|gửi lại|trả lại|mang trả|đem trả/iu,
    visitor: {
      find: /(người đàn ông|người phụ nữ|ông cụ|bà cụ|cô gái|chàng trai|người lạ|vị khách)/iu,
      names: [[/người đàn ông/iu, 'người đàn ông', 'ông', 'ông'], [/người phụ nữ/iu, 'người phụ nữ', 'bà', 'bà'], [/ông cụ/iu, 'ông cụ', 'ông cụ', 'ông cụ'], [/bà cụ/iu, 'bà cụ', 'bà cụ', 'bà cụ'], [/cô gái/iu, 'cô gái', 'cô', 'cô'], [/./u, 'người khách lạ', 'người ấy', 'người ấy']],
    },
    deadline: /trước\s+((?:\d{1,2}|năm|sáu|bảy) giờ(?: sáng)?|trời sáng|bình minh|nửa đêm)/iu,
    years: /((?:\d+|mười|hai mươi|ba mươi|mấy|vài) năm) (?:trước|về trước)/iu,
    counter: /quầy|khách quen|ca đêm|tiệm tạp hóa|cửa hàng tiện lợi/iu,
    warm: /bà ngoại|bà nội|ông ngoại|ông nội|mẹ|bố|con mèo|con chó|hàng xóm|quê/iu,
  },
  ko: {
    families: [
      {
        family: 'oldDate',
        trigger: /(?:\d+|십|이십|삼십|몇)\s?년 전|날짜가|날짜는|소인이/u,
        things: [[/주문서|전표|배달표|배달 영수증/u, '주문서'], [/영수증/u, '영수증']],
      },
      {
        family: 'place',
        trigger: /(?:처음 들어보는|처음 듣는|처음 보는|모르는|없는|지도에 없는|이름 모를)\s?(?:역|정류장|골목|가게|방|층)/u,
        things: [[/역/u, '그 역'], [/정류장/u, '그 정류장'], [/골목/u, '그 골목'], [/가게/u, '그 가게'], [/층/u, '그 층'], [/방/u, '그 방']],
      },
      { family: 'letter', trigger: /편지/u, things: [[/편지/u, '편지']] },
      {
        family: 'sound',
        trigger: /노래|음악|멜로디|선율|목소리|(?:라디오|피아노|오르골|전축)[^.]{0,30}(?:울리|켜지|흘러나|연주|소리)/u,
        things: [[/라디오/u, '라디오'], [/오르골/u, '오르골'], [/피아노/u, '피아노'], [/전축/u, '전축'], [/냉장고/u, '냉장고']],
      },
      { family: 'key', trigger: /열쇠/u, things: [[/열쇠/u, '열쇠']] },
      {
        family: 'bloom',
        trigger: /(?:꽃이 피|꽃을 피|꽃이 활짝|피었)[^.]{0,30}(?:겨울|한겨울|12월|눈 속)|(?:겨울|한겨울|12월)[^.]{0,30}(?:꽃이 피|꽃을 피|피었)/u,
        things: [[/감나무/u, '감나무'], [/벚나무/u, '벚나무'], [/매화/u, '매화나무'], [/나무/u, '나무']],
        fallback: '나무',
      },
      {
        family: 'visitor',
        trigger: /(?:손님|남자|여자|할아버지|할머니|아이|낯선 사람|아저씨|아주머니)(?:이|가|\s한\s?명이)[^.]{0,60}(?:들어와|들어오|찾아와|찾아왔|맡기|부탁|물었|내밀)/u,
        things: [[/./u, '그 손님']],
      },
    ],
    agents: [[/고양이/u, '고양이'], [/강아지|개가|개 한/u, '개'], [/까마귀/u, '까마귀']],
    items: [[/웨딩드레스|웨딩 드레스|드레스/u, '웨딩드레스']],
    lost: [[/오토바이/u, '오토바이'], [/자전거/u, '자전거']],
    returned: /도둑|잃어버|없어졌|돌려|되돌아|돌아왔/u,
    visitor: {
      find: /(할아버지|할머니|아저씨|아주머니|남자|여자|아이|손님|낯선 사람)/u,
      names: [[/할아버지/u, '할아버지', '할아버지', '할아버지'], [/할머니/u, '할머니', '할머니', '할머니'], [/아저씨|남자/u, '그 남자', '그 남자', '그 남자'], [/아주머니|여자/u, '그 여자', '그 여자', '그 여자'], [/./u, '그 손님', '그 손님', '그 손님']],
    },
    deadline: /((?:새벽|아침|오전)?\s?(?:\d{1,2}|여섯|다섯|일곱)\s?시)\s?(?:까지|전에|전까지)/u,
    years: /((?:\d+|십|이십|삼십|몇)\s?년) 전/u,
    counter: /계산대|손님|편의점|알바|가게|카운터/u,
    warm: /할머니|할아버지|엄마|아빠|어머니|아버지|고양이|강아지|이웃|고향/u,
  },
  zh: {
    families: [
      {
        family: 'oldDate',
        trigger: /日期是|日期写着|落款|邮戳|(?:十|二十|三十|几|\d+)年前的(?!自己|我|她|他)/u,
        things: [[/外卖单|订单|送餐单/u, '外卖单'], [/收据|小票/u, '那张收据']],
      },
      {
        family: 'place',
        trigger: /(?:从没听过|没听过|从来没听说过|不存在|地图上没有|从没见过)的?(?:站|车站|地铁站|街|巷子|房间|楼层|店)/u,
        things: [[/站/u, '那一站'], [/巷子|街/u, '那条巷子'], [/房间/u, '那个房间'], [/楼层/u, '那一层'], [/店/u, '那家店']],
      },
      { family: 'letter', trigger: /一封信|封信|一封[^，。！？]{1,12}的信|(?<!短)信封|(?<![短微])信上|(?<![短微])信里/u, things: [[/信/u, '那封信']] },
      {
        family: 'sound',
        trigger: /歌|音乐|旋律|曲子|琴声|弹(?:钢)?琴|(?:收音机|钢琴|八音盒|录音机|唱机)[^。]{0,20}(?:响|播|弹|唱)/u,
        things: [[/收音机/u, '收音机'], [/八音盒/u, '八音盒'], [/钢琴/u, '钢琴'], [/录音机/u, '录音机'], [/唱机/u, '唱机'], [/冰箱/u, '冰箱']],
      },
      { family: 'key', trigger: /钥匙/u, things: [[/钥匙/u, '钥匙']] },
      {
        family: 'bloom',
        trigger: /(?:开花|开了花|花开|开满)[^。]{0,20}(?:冬天|寒冬|腊月|下雪)|(?:冬天|寒冬|腊月|大雪)[^。]{0,20}(?:开花|开了花|开满)/u,
        things: [[/桂花树/u, '桂花树'], [/梅树|梅花/u, '梅树'], [/桃树/u, '桃树'], [/树/u, '那棵树']],
        fallback: '那棵树',
      },
      {
        family: 'visitor',
        trigger: /(?:一个|一位|有个)(?:[^，。]{0,6})(?:男人|女人|陌生人|老人|老太太|老爷爷|女孩|男孩|客人)[^。]{0,40}(?:走进|进来|敲门|来到|问我|让我|请我|递给)/u,
        things: [[/./u, '那位客人']],
      },
    ],
    agents: [[/猫/u, '那只猫'], [/狗/u, '那只狗'], [/乌鸦/u, '那只乌鸦']],
    items: [[/婚纱/u, '那件婚纱'], [/裙子/u, '那条裙子']],
    lost: [[/摩托车|电动车/u, '那辆车'], [/自行车/u, '那辆自行车']],
    returned: /被偷|丢了|不见了|还回来|送回来|寄回来/u,
    visitor: {
      find: /(老爷爷|老太太|老人|男人|女人|陌生人|女孩|男孩|客人)/u,
      names: [[/老爷爷|老人|男人|男孩/u, '那个男人', '他', '他的'], [/老太太|女人|女孩/u, '那个女人', '她', '她的'], [/./u, '那位客人', '那位客人', '那位客人的']],
    },
    deadline: /((?:早上|凌晨|天亮)?(?:\d{1,2}|[一二三四五六七八九十])点)(?:之前|前)/u,
    years: /((?:十|二十|三十|几|\d+)年)前/u,
    counter: /柜台|收银|顾客|客人|便利店|店里|夜班/u,
    warm: /外婆|奶奶|外公|爷爷|妈妈|爸爸|猫|狗|邻居|老家/u,
  },
};
