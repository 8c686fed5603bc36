/**
 * How the story writer recognises an everyday opening's central element (issue 13, fourth round): an animal acting
 * oddly, a machine that runs by itself, a thing lost, returned or picked up, someone close who acts unlike themselves or
 * is absent, a food or drink made or given out of the ordinary, a scene at work or school. Each rule names the element
 * in the writer's own words (never a span cut from the opening); the family whose element the opening names FIRST wins.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The families of everyday openings; `generic` takes whatever no family fits. */
export type EverydayFamily = 'animal' | 'machine' | 'found' | 'changed' | 'meal' | 'work' | 'generic';

/** The everyday families that a rule recognises (all but the generic fallback). */
export const everydayFamilies: readonly EverydayFamily[] = ['found', 'machine', 'animal', 'meal', 'changed', 'work'];

/** Words that find an element and the writer's name for it: a fixed name, or `$1` for the first group of the match. */
export type ElementWords = ReadonlyArray<readonly [RegExp, string]>;

/** A person and the pronouns a later sentence uses for them (he / him / his), in the language of the beats. */
export type PersonWords = ReadonlyArray<readonly [RegExp, string, string, string, string]>;

/** One family's rule: it applies when `when` holds and one of `things` is named. */
export interface EverydayRule {
  family: Exclude<EverydayFamily, 'generic'>;
  /** A condition on the whole opening (a habit broken, a thing lost); always true when absent. */
  when?: RegExp;
  things: ElementWords;
}

/** One language's everyday rules. */
export interface EverydayRules {
  rules: readonly EverydayRule[];
  /** People the changed and work families name ({who}), with pronouns. */
  people: PersonWords;
  /** The name an opening gives its animal right next to the animal word ("our dog Biscuit", 강아지 콩이가). */
  animalName: RegExp;
  /** The thing lost came back to its owner. */
  back: RegExp;
  /** The hero found or picked up someone else's thing. */
  picked: RegExp;
  /** The person is away, late or has not come or called. */
  away: RegExp;
  /** The generic element when no family fits: a deictic that reads well in any slot. */
  deictic: string;
  /**
   * A machine or clock that should be dead runs anyway (unplugged for years, a shop closed for ten years still ticking):
   * then the machine is the story, and the relative or the shop around it only its frame.
   */
  stillRuns: RegExp;
  /**
   * The opening says outright that a person acts unlike themselves (stopped, never, for the first time, instead): only
   * then does that person outweigh an animal the opening also names.
   */
  personChanged: RegExp;
  /**
   * The animal keeps watch on the hero's home (my window, our door, the gate) at a set time: it is waiting for someone,
   * not guarding a trapped creature, so the story takes the waiting route.
   */
  watchesHome: RegExp;
}

const en: EverydayRules = {
  rules: [
    {
      family: 'found',
      when: /\b(?:lost(?![- ]and[- ]found)|losing|missing|went missing|disappeared|vanished|gone|turned up|(?<!lost[- ]and[- ])found|picked up|left behind|forgot|dropped|was back|came back|returned|bought|second-hand)\b/iu,
      things: [[/\bwedding ring\b|\bring\b/iu, 'the ring'], [/\b(?:birthday |post)?card\b/iu, 'the card'], [/\bnovel\b|\bdiary\b/iu, 'the book'], [/\bphoto(?:graph)?\b/iu, 'the photo'], [/\bcassette\b|\btape\b/iu, 'the tape'], [/\bwallet\b/iu, 'the wallet'], [/\bpurse\b/iu, 'the purse'], [/\b(?:phone|mobile)\b/iu, 'the phone'], [/\bwatch\b/iu, 'the watch'], [/\bglasses\b/iu, 'the glasses'], [/\bscarf\b/iu, 'the scarf'], [/\bbackpack\b|\bbag\b/iu, 'the bag'], [/\bnotebook\b/iu, 'the notebook'], [/\bbike\b|\bbicycle\b/iu, 'the bike'], [/\bumbrella\b/iu, 'the umbrella'], [/\bnecklace\b/iu, 'the necklace'], [/\bglove\b/iu, 'the glove'], [/\bteddy\b|\bstuffed (?:bear|toy|rabbit)\b/iu, 'the toy'], [/\bcamera\b/iu, 'the camera'], [/\bjacket\b|\bcoat\b/iu, 'the coat']],
    },
    {
      family: 'machine',
      things: [[/\bsewing machine\b/iu, 'the sewing machine'], [/\b(?:tumble )?dryer\b/iu, 'the dryer'], [/\boven\b/iu, 'the oven'], [/\bstreet ?light\b|\blamp ?post\b/iu, 'the streetlight'], [/\blamp\b/iu, 'the lamp'], [/\bwashing machine\b|\bwasher\b/iu, 'the washing machine'], [/\bvending machine\b/iu, 'the vending machine'], [/\bprinter\b/iu, 'the printer'], [/\bcoffee (?:machine|maker)\b/iu, 'the coffee machine'], [/\b(?:computer|laptop)\b/iu, 'the computer'], [/\btypewriter\b/iu, 'the typewriter'], [/\bfridge\b|\brefrigerator\b/iu, 'the fridge'], [/\bmicrowave\b/iu, 'the microwave'], [/\bdoorbell\b/iu, 'the doorbell'], [/\b(?:tv|television)\b/iu, 'the television'], [/\b(?:robot vacuum|vacuum)\b/iu, 'the vacuum cleaner'], [/\belevator\b|\blift\b/iu, 'the lift'], [/\b(?:alarm clock|alarm)\b/iu, 'the alarm'], [/\bphone\b/iu, 'the phone']],
    },
    {
      family: 'machine',
      when: /\b(?:tick(?:ing|ed|s)?|chim(?:e|es|ed|ing)|struck|strikes|running|ran|started|still|by itself|on (?:its|their) own)\b/iu,
      things: [[/\b(?<!o['’])(?:grandfather |cuckoo |wall |old )?clocks?\b/iu, 'the clock']],
    },
    {
      family: 'animal',
      things: [[/\bpuppy\b/iu, 'the puppy'], [/\bdog\b/iu, 'the dog'], [/\bkitten\b/iu, 'the kitten'], [/\bcat\b/iu, 'the cat'], [/\bparrot\b/iu, 'the parrot'], [/\bhamster\b/iu, 'the hamster'], [/\brabbit\b/iu, 'the rabbit'], [/\bgoldfish\b|\bfish\b/iu, 'the fish'], [/\btortoise\b|\bturtle\b/iu, 'the tortoise'], [/\bhen\b|\bchickens?\b/iu, 'the hen'], [/\bgoat\b/iu, 'the goat'], [/\bhorse\b|\bpony\b/iu, 'the horse'], [/\bcrow\b|\bpigeon\b|\bbird\b/iu, 'the bird']],
    },
    {
      family: 'meal',
      things: [[/\bpancakes?\b/iu, 'the pancakes'], [/\bsoup\b/iu, 'the soup'], [/\b(?:bread|loaf|roll|croissant|bun)s?\b/iu, 'the bread'], [/\bcake\b/iu, 'the cake'], [/\bcookies?\b|\bbiscuits\b/iu, 'the cookies'], [/\bcoffee\b/iu, 'the coffee'], [/\btea\b/iu, 'the tea'], [/\bsandwich(?:es)?\b/iu, 'the sandwiches'], [/\bpie\b/iu, 'the pie'], [/\bdumplings?\b/iu, 'the dumplings'], [/\bnoodles?\b/iu, 'the noodles'], [/\bdinner\b|\blunch\b|\bbreakfast\b|\bmeal\b/iu, 'the meal']],
    },
    {
      family: 'changed',
      when: /\b(?:but|instead|on purpose|refused|skipped|never|always|every (?:day|morning|night|evening|week|sunday|saturday|monday)|for the first time|(?:did|does|would|has|have|had)n['’]t|stopped|missing|late|without a word|suddenly|lately)\b/iu,
      things: [[/\b(M(?:r|rs|s|iss)\.? [A-Z][a-z]+)/u, '$1'], [/\b(?:[Mm]y|[Oo]ur) (?:roommate|flatmate|friend|neighbou?r|boss|colleague|coworker),? ([A-Z][a-z]+)\b/u, '$1'], [/\bgrand(?:pa|father)\b/iu, 'Grandpa'], [/\bgrand(?:ma|mother)\b|\bgranny\b/iu, 'Grandma'], [/\b(?:mum|mom|mother)\b/iu, 'Mum'], [/\b(?:dad|father)\b/iu, 'Dad'], [/\b(?:my|our|his|her) (?:big |little |older |younger )?(brother|sister|son|daughter|husband|wife|uncle|aunt|neighbou?r|friend|boss|landlord|landlady|coach|roommate|flatmate)\b/iu, 'my $1'], [/\b(?:bus |taxi |train )?driver\b/iu, 'the driver'], [/\bteacher\b/iu, 'the teacher'], [/\bpostman|postwoman|mail carrier\b/iu, 'the postman'], [/\bneighbou?r\b/iu, 'the neighbour'], [/\bbaker\b/iu, 'the baker'], [/\b(?:regular customer|regular|old man who)\b/iu, 'the regular']],
    },
    {
      family: 'work',
      things: [[/\bnight shift\b|\bshift\b/iu, 'the shift'], [/\bnurse\b|\bpatient\b|\bward\b/iu, 'the shift'], [/\bclass(?:room)?\b|\bschool\b|\bprincipal\b|\bhomework\b|\bexam\b/iu, 'the school day'], [/\boffice\b|\bmeeting\b|\bmanager\b|\bcolleague\b|\bcoworker\b/iu, 'the working day'], [/\bcustomer\b|\bcounter\b|\bcashier\b|\bcafé\b|\bcafe\b|\bshop\b|\bstore\b/iu, 'the shift'], [/\bguard\b|\bjanitor\b|\bcaretaker\b/iu, 'the shift']],
    },
  ],
  people: [
    [/\b(M(?:r|rs|s|iss)\.? [A-Z][a-z]+)/u, '$1', '', '', ''],
    [/\b(?:[Mm]y|[Oo]ur) (?:roommate|flatmate|friend|neighbou?r|boss|colleague|coworker),? ([A-Z][a-z]+)\b/u, '$1', '', '', ''],
    [/\bgrand(?:pa|father)\b/iu, 'Grandpa', 'he', 'him', 'his'],
    [/\bgrand(?:ma|mother)\b|\bgranny\b/iu, 'Grandma', 'she', 'her', 'her'],
    [/\b(?:mum|mom|mother)\b/iu, 'Mum', 'she', 'her', 'her'],
    [/\b(?:dad|father)\b/iu, 'Dad', 'he', 'him', 'his'],
    [/\b(?:my|our|his|her) (?:big |little |older |younger )?(brother|son|husband|uncle)\b/iu, 'my $1', 'he', 'him', 'his'],
    [/\b(?:my|our|his|her) (?:big |little |older |younger )?(sister|daughter|wife|aunt|landlady)\b/iu, 'my $1', 'she', 'her', 'her'],
    [/\b(?:my|our|his|her) (neighbou?r|friend|boss|landlord|coach|roommate|flatmate)\b/iu, 'my $1', '', '', ''],
    [/\bpatient\b/iu, 'the patient', '', '', ''],
    [/\b(?:bus |taxi |train )?driver\b/iu, 'the driver', '', '', ''],
    [/\bteacher\b/iu, 'the teacher', '', '', ''],
    [/\bprincipal\b/iu, 'the principal', '', '', ''],
    [/\bmanager\b|\bboss\b/iu, 'the manager', '', '', ''],
    [/\bregular customer\b|\bregular\b(?= (?:who|came|comes|didn|did|has|hasn|was|is|never|always))/iu, 'the regular', '', '', ''],
    [/\bcustomer\b/iu, 'the customer', '', '', ''],
    [/\bpostman\b/iu, 'the postman', 'he', 'him', 'his'],
    [/\bbaker\b/iu, 'the baker', '', '', ''],
    [/\bneighbou?r\b/iu, 'the neighbour', '', '', ''],
  ],
  animalName: /\b(?:dog|puppy|cat|kitten|parrot|hamster|rabbit|tortoise|turtle|horse|pony|goat|hen),?\s+([A-Z][a-z]+)\b/u,
  back: /\b(?:turned up|reappeared|appeared|was back|came back|returned|was sitting|was lying|was waiting|showed up|found it|someone (?:had )?(?:left|brought|returned|put))\b/iu,
  picked: /\b(?:found|picked up|came across|bought)\s+(?:a|an|someone['’]s|somebody['’]s)\b/iu,
  away: /\b(?:wouldn['’]t say where|didn['’]t (?:come|show|call|answer)|hasn['’]t (?:called|come|answered)|still hasn['’]t|missing|disappeared|was gone|never showed|no one knew where|nobody knew where|absent|a substitute)\b/iu,
  deictic: 'what had happened',
  watchesHome: /\b(?:my|our|the) (?:window|front door|door|gate|porch|doorstep|balcony)\b/iu,
  personChanged: /\b(?:instead|never|for the first time|stopped|(?:did|does|would|has|have|had)n['’]t|without a word|lately|unlike)\b/iu,
  stillRuns: /\b(?:(?:hadn['’]t|had not|has not|hasn['’]t|wasn['’]t|was not|not) been (?:plugged in|switched on|turned on|used|wound|opened)|unplugged|no power|power (?:was )?(?:cut|off|out)|no batteries|without batteries|(?:closed|shut|broken|dead|abandoned) (?:for|since) |(?:closed|shut) down (?:for|years)|(?:has|had) been (?:closed|shut|broken|dead|dark|silent|unused|switched off|out of order)\b|\b(?:dark|silent|unused|switched off|out of order|abandoned|closed|broken) (?:for (?:\w+|\d+) (?:years|decades)|since (?:1|2)\d{3}))/iu,
};

const vi: EverydayRules = {
  rules: [
    {
      family: 'found',
      when: /đánh rơi|làm rơi|làm mất|bị mất|mất tích|biến mất|không thấy đâu|nhặt được|tìm thấy|tìm lại|để quên|trả lại|gửi lại|quay về|mua được/iu,
      things: [[/nhẫn cưới|chiếc nhẫn/iu, 'chiếc nhẫn'], [/tấm thiệp/iu, 'tấm thiệp'], [/cuốn sách|quyển sách|cuốn tiểu thuyết|cuốn nhật ký/iu, 'cuốn sách'], [/tấm ảnh|bức ảnh/iu, 'tấm ảnh'], [/cuộn băng|băng cát-xét/iu, 'cuộn băng'], [/cái ví|chiếc ví|ví tiền/iu, 'chiếc ví'], [/điện thoại/iu, 'chiếc điện thoại'], [/đồng hồ/iu, 'chiếc đồng hồ'], [/kính/iu, 'cặp kính'], [/khăn/iu, 'chiếc khăn'], [/ba lô|cái túi|chiếc túi/iu, 'chiếc túi'], [/cuốn sổ|quyển sổ/iu, 'cuốn sổ'], [/xe đạp/iu, 'chiếc xe đạp'], [/xe máy/iu, 'chiếc xe máy'], [/dây chuyền/iu, 'sợi dây chuyền'], [/chiếc ô|cái ô|cây dù/iu, 'chiếc ô'], [/gấu bông/iu, 'con gấu bông'], [/máy ảnh/iu, 'chiếc máy ảnh'], [/áo khoác/iu, 'chiếc áo khoác']],
    },
    {
      family: 'machine',
      things: [[/máy khâu|máy may/iu, 'chiếc máy may'], [/máy sấy/iu, 'chiếc máy sấy'], [/lò nướng/iu, 'chiếc lò nướng'], [/đèn đường|cột đèn/iu, 'ngọn đèn đường'], [/máy giặt/iu, 'chiếc máy giặt'], [/máy bán hàng/iu, 'chiếc máy bán hàng'], [/máy in/iu, 'chiếc máy in'], [/máy pha cà phê/iu, 'chiếc máy pha cà phê'], [/máy tính/iu, 'chiếc máy tính'], [/tủ lạnh/iu, 'chiếc tủ lạnh'], [/lò vi sóng/iu, 'chiếc lò vi sóng'], [/chuông cửa/iu, 'chiếc chuông cửa'], [/ti vi|tivi/iu, 'chiếc ti vi'], [/máy hút bụi|robot hút bụi/iu, 'chiếc máy hút bụi'], [/thang máy/iu, 'chiếc thang máy'], [/quạt/iu, 'chiếc quạt'], [/điện thoại/iu, 'chiếc điện thoại']],
    },
    {
      family: 'machine',
      when: /tích tắc|điểm giờ|đổ chuông|vẫn chạy|tự chạy|vẫn kêu|vọng ra|bỗng chạy/iu,
      things: [[/đồng hồ/iu, 'chiếc đồng hồ']],
    },
    {
      family: 'animal',
      things: [[/con chó|chú chó|cún/iu, 'con chó'], [/con mèo|chú mèo|mèo/iu, 'con mèo'], [/con vẹt|chim|con sáo/iu, 'con chim'], [/con gà/iu, 'con gà'], [/con cá/iu, 'con cá'], [/con rùa/iu, 'con rùa'], [/chuột hamster|con thỏ/iu, 'con thỏ']],
    },
    {
      family: 'meal',
      things: [[/canh chua/iu, 'nồi canh chua'], [/phở/iu, 'tô phở'], [/bánh mì/iu, 'ổ bánh mì'], [/bánh bao/iu, 'cái bánh bao'], [/bánh/iu, 'mẻ bánh'], [/cơm/iu, 'bữa cơm'], [/cà phê/iu, 'ly cà phê'], [/trà sữa/iu, 'ly trà sữa'], [/xôi/iu, 'gói xôi'], [/cháo/iu, 'nồi cháo'], [/bún/iu, 'tô bún'], [/canh|món/iu, 'món ăn']],
    },
    {
      family: 'changed',
      when: /nhưng|lại không|không còn|chưa|lần đầu tiên|tự nhiên|bỗng|hôm nay|dạo này|mọi khi|ngày nào cũng|thay vì|vắng/iu,
      things: [[/mẹ tôi|mẹ/iu, 'mẹ'], [/bố tôi|bố|ba tôi/iu, 'bố'], [/bà ngoại|bà nội/iu, 'bà'], [/ông ngoại|ông nội/iu, 'ông'], [/anh trai|em trai/iu, 'anh ấy'], [/chị gái|em gái/iu, 'chị ấy'], [/bác tài|tài xế/iu, 'bác tài'], [/thầy giáo|cô giáo|giáo viên/iu, 'thầy cô'], [/hàng xóm/iu, 'người hàng xóm'], [/chồng/iu, 'chồng tôi'], [/vợ/iu, 'vợ tôi'], [/khách quen|ông khách|bà khách/iu, 'người khách quen']],
    },
    {
      family: 'work',
      things: [[/y tá|bác sĩ|bệnh nhân|ca đêm|ca trực/iu, 'ca trực'], [/bảo vệ|gác cổng/iu, 'ca trực'], [/trường|lớp học|học sinh|thầy hiệu trưởng|bài kiểm tra/iu, 'buổi học'], [/văn phòng|công ty|cuộc họp|sếp|đồng nghiệp/iu, 'ngày làm việc'], [/khách hàng|quầy|thu ngân|quán|tiệm/iu, 'ca làm']],
    },
  ],
  people: [
    [/mẹ/iu, 'mẹ', '', '', ''],
    [/bố|ba tôi/iu, 'bố', '', '', ''],
    [/bà ngoại|bà nội/iu, 'bà', '', '', ''],
    [/ông ngoại|ông nội/iu, 'ông', '', '', ''],
    [/bệnh nhân/iu, 'người bệnh', '', '', ''],
    [/bác tài|tài xế/iu, 'bác tài', '', '', ''],
    [/thầy giáo|giáo viên|thầy/iu, 'thầy', '', '', ''],
    [/cô giáo/iu, 'cô giáo', '', '', ''],
    [/sếp/iu, 'sếp', '', '', ''],
    [/khách hàng|vị khách/iu, 'vị khách', '', '', ''],
    [/hàng xóm/iu, 'người hàng xóm', '', '', ''],
  ],
  animalName: /(?:con|chú) (?:chó|mèo|vẹt|thỏ|rùa)\s+([A-ZĐ][\p{L}]+)/u,
  back: /trả lại|gửi lại|quay về|xuất hiện|trở về|nằm (?:ngay )?trên|tìm thấy nó|lại thấy|lại nằm|có người (?:mang|đem|để|gửi)/iu,
  picked: /nhặt được|tìm thấy một|bắt gặp một|mua được/iu,
  away: /không đến|chưa đến|không ghé|chưa ghé|không thấy tới|chưa gọi|không gọi|vẫn chưa|mất tích|biến mất|vắng mặt|không ai biết|không thấy đâu/iu,
  deictic: 'chuyện đó',
  watchesHome: /(?:trước|ngoài|ngay) (?:cửa|cổng|hiên|ban công)|cửa sổ (?:nhà|phòng) (?:tôi|mình)|nhà (?:tôi|mình)/iu,
  personChanged: /lần đầu tiên|không còn|thay vì|chưa bao giờ|dạo này|khác hẳn|lại không|không như mọi khi/iu,
  stillRuns: /(?:đã )?(?:đóng cửa|ngừng chạy|tắt|hỏng|bỏ không) (?:từ |đã |suốt )?(?:\d+|một|hai|ba|bốn|năm|sáu|bảy|tám|chín|mười|mấy|nhiều|vài)(?: mươi)? năm|(?:rút|không cắm) (?:phích|điện)|mất điện|không có điện|hỏng (?:từ|đã|lâu)|bỏ hoang|không ai dùng|lâu lắm không/iu,
};

const ko: EverydayRules = {
  rules: [
    {
      family: 'found',
      when: /잃어버|잃어버린|없어졌|사라졌|안 보이|주웠|주운|찾았|돌아왔|두고 내렸|두고 왔|놓고 왔|떨어뜨|들어 있었|놓여 있었|발견했|샀다|샀는데/u,
      things: [[/결혼반지|반지/u, '반지'], [/화분/u, '화분'], [/카드/u, '카드'], [/소설|책|일기장/u, '책'], [/사진/u, '사진'], [/테이프/u, '테이프'], [/지갑/u, '지갑'], [/휴대폰|핸드폰|휴대전화/u, '휴대폰'], [/시계/u, '시계'], [/안경/u, '안경'], [/목도리/u, '목도리'], [/가방/u, '가방'], [/수첩|공책/u, '수첩'], [/자전거/u, '자전거'], [/우산/u, '우산'], [/목걸이/u, '목걸이'], [/인형/u, '인형'], [/카메라/u, '카메라'], [/장갑/u, '장갑'], [/열쇠고리/u, '열쇠고리']],
    },
    {
      family: 'machine',
      things: [[/재봉틀/u, '재봉틀'], [/건조기/u, '건조기'], [/오븐/u, '오븐'], [/가로등/u, '가로등'], [/세탁기/u, '세탁기'], [/자판기/u, '자판기'], [/프린터|복사기/u, '프린터'], [/커피 ?머신/u, '커피 머신'], [/컴퓨터|노트북/u, '컴퓨터'], [/냉장고/u, '냉장고'], [/전자레인지/u, '전자레인지'], [/초인종/u, '초인종'], [/텔레비전|티비|TV/u, '텔레비전'], [/로봇 ?청소기|청소기/u, '청소기'], [/엘리베이터/u, '엘리베이터'], [/선풍기/u, '선풍기'], [/알람/u, '알람']],
    },
    {
      family: 'machine',
      when: /째깍|똑딱|종이 울|종을 치|돌아가|움직이|혼자|저절로/u,
      things: [[/괘종시계|벽시계|시계/u, '시계']],
    },
    {
      family: 'animal',
      things: [[/강아지|개가|개는|개를/u, '강아지'], [/고양이/u, '고양이'], [/앵무새|새가|새 한/u, '새'], [/햄스터/u, '햄스터'], [/토끼/u, '토끼'], [/금붕어|물고기/u, '물고기'], [/거북/u, '거북이'], [/닭/u, '닭']],
    },
    {
      family: 'meal',
      things: [[/소금빵/u, '소금빵'], [/빵/u, '빵'], [/김밥/u, '김밥'], [/떡볶이/u, '떡볶이'], [/된장찌개|김치찌개|찌개/u, '찌개'], [/미역국|국을|국이/u, '국'], [/도시락/u, '도시락'], [/케이크/u, '케이크'], [/커피/u, '커피'], [/라면/u, '라면'], [/밥상|밥을 (?:차리|짓)|저녁상|아침상/u, '밥상'], [/만두/u, '만두']],
    },
    {
      family: 'changed',
      when: /그런데|는데|하지만|오늘은|처음으로|갑자기|습관처럼|대신|요즘|사흘째|며칠째|않|안 |없|아직|매일|늘 /u,
      things: [[/할아버지/u, '할아버지'], [/할머니/u, '할머니'], [/엄마|어머니/u, '엄마'], [/아빠|아버지/u, '아빠'], [/형|오빠/u, '형'], [/누나|언니/u, '언니'], [/남편/u, '남편'], [/아내/u, '아내'], [/기사님|기사 아저씨/u, '기사님'], [/선생님/u, '선생님'], [/사장님/u, '사장님'], [/이웃|옆집/u, '옆집 사람'], [/경비 아저씨|경비원/u, '경비 아저씨'], [/단골/u, '단골손님'], [/아저씨/u, '아저씨'], [/아주머니|아줌마/u, '아주머니']],
    },
    {
      family: 'work',
      things: [[/간호사|환자|병동|야간 근무|당직/u, '근무'], [/교무실|담임|학교|교실|중학교|고등학교|시험|숙제/u, '학교'], [/회사|사무실|팀장|부장|회의/u, '회사 일'], [/알바|아르바이트|손님|계산대|편의점/u, '일'], [/경비|당번/u, '근무']],
    },
  ],
  people: [
    [/할아버지/u, '할아버지', '', '', ''],
    [/할머니/u, '할머니', '', '', ''],
    [/엄마|어머니/u, '엄마', '', '', ''],
    [/아빠|아버지/u, '아빠', '', '', ''],
    [/담임 선생님|선생님/u, '선생님', '', '', ''],
    [/환자/u, '환자', '', '', ''],
    [/팀장|부장/u, '팀장님', '', '', ''],
    [/사장님/u, '사장님', '', '', ''],
    [/기사님|기사 아저씨/u, '기사님', '', '', ''],
    [/손님/u, '손님', '', '', ''],
    [/경비 아저씨|경비원/u, '경비 아저씨', '', '', ''],
  ],
  animalName: /(?:강아지|고양이|앵무새|햄스터|토끼|거북이?)\s+(?!목줄|목걸이|집|밥|털|꼬리|발|눈|귀|코|방울|옷|사료|주인|한 |두 )([가-힣]{1,3})(?<![에서])(?:가|는|를|도|의)(?=\s)/u,
  back: /돌아왔|나타났|들어 있었|놓여 있었|누군가 (?:가져다|돌려|놓고)|되돌아|다시 나타났/u,
  picked: /주웠|주운|발견했/u,
  away: /오지 않|안 오|안 옴|안 와|연락이 없|안 왔|나타나지 않|사라졌|없어졌|아직도 안|아무도 모르/u,
  deictic: '그 일',
  watchesHome: /창문|창밖|현관|문 앞|대문|우리 집|베란다/u,
  personChanged: /처음으로|대신|요즘|사흘째|며칠째|않|평소와 달리|평소 같지/u,
  stillRuns: /(?:코드|플러그)[를가]? ?(?:뽑|빠)|전기가 (?:끊|나가)|정전|(?:닫은|문 닫은|폐업한|멈춘|고장 난) ?지 (?:\d+|십|이십|몇|오래)|(?:\d+|십|몇)\s?년(?:째| 동안| 넘게) (?:닫혀|꺼져|멈춰|쓰지 않|안 쓰)/u,
};

const zh: EverydayRules = {
  rules: [
    {
      family: 'found',
      when: /丢了|弄丢|丢失|不见了|找不到|捡到|捡了|找到了|落在|忘在|还回来|送回来|回来了|失而复得|买到|淘到/u,
      things: [[/婚戒|戒指/u, '那枚戒指'], [/小说|日记本|一本书|旧书/u, '那本书'], [/照片/u, '那张照片'], [/贺卡|明信片/u, '那张卡片'], [/磁带/u, '那盘磁带'], [/钱包/u, '那个钱包'], [/手机/u, '那部手机'], [/手表/u, '那块手表'], [/眼镜/u, '那副眼镜'], [/围巾/u, '那条围巾'], [/书包|背包|包/u, '那个包'], [/笔记本|本子/u, '那个本子'], [/自行车/u, '那辆自行车'], [/电动车|摩托车/u, '那辆车'], [/雨伞|伞/u, '那把伞'], [/项链/u, '那条项链'], [/玩偶|娃娃|布熊/u, '那个玩偶'], [/相机/u, '那台相机']],
    },
    {
      family: 'machine',
      things: [[/缝纫机/u, '那台缝纫机'], [/烘干机/u, '那台烘干机'], [/烤箱/u, '那台烤箱'], [/路灯/u, '那盏路灯'], [/手机/u, '那部手机'], [/洗衣机/u, '那台洗衣机'], [/自动售货机|售货机/u, '那台售货机'], [/打印机|复印机/u, '那台打印机'], [/咖啡机/u, '那台咖啡机'], [/电脑/u, '那台电脑'], [/冰箱/u, '那台冰箱'], [/微波炉/u, '那台微波炉'], [/门铃/u, '那个门铃'], [/电视/u, '那台电视'], [/扫地机器人|吸尘器/u, '那台扫地机'], [/电梯/u, '那部电梯'], [/电风扇|风扇/u, '那台风扇'], [/闹钟/u, '那个闹钟']],
    },
    {
      family: 'machine',
      when: /滴答|嘀嗒|报时|敲响|自己走|还在走|转了起来|响了起来|动了起来/u,
      things: [[/挂钟|座钟|老钟|钟表|时钟|钟(?![头点])/u, '那座钟']],
    },
    {
      family: 'animal',
      things: [[/鹦鹉/u, '鹦鹉'], [/狗|小狗/u, '狗'], [/猫|小猫/u, '猫'], [/仓鼠/u, '仓鼠'], [/兔子/u, '兔子'], [/金鱼|鱼缸/u, '金鱼'], [/乌龟/u, '乌龟'], [/母鸡|公鸡|小鸡|一只鸡/u, '鸡'], [/(?<![烤炸])鸟(?![蛋])/u, '鸟']],
    },
    {
      family: 'meal',
      things: [[/奶茶/u, '那杯奶茶'], [/咖啡/u, '那杯咖啡'], [/饺子/u, '那盘饺子'], [/面条|面馆|一碗面/u, '那碗面'], [/包子/u, '那笼包子'], [/蛋糕/u, '那块蛋糕'], [/汤/u, '那锅汤'], [/早饭|早餐/u, '那份早饭'], [/饭菜|一桌菜|晚饭|午饭/u, '那顿饭'], [/面包/u, '那块面包'], [/月饼/u, '那盒月饼'], [/粥/u, '那锅粥']],
    },
    {
      family: 'changed',
      when: /可是|可今天|但是|却|今天|第一次|突然|不再|没有|没|还没|一反常态|每天|总是|从来/u,
      things: [[/爷爷|外公/u, '爷爷'], [/奶奶|外婆/u, '奶奶'], [/妈妈|我妈|母亲/u, '妈妈'], [/爸爸|我爸|父亲/u, '爸爸'], [/哥哥|弟弟/u, '哥哥'], [/姐姐|妹妹/u, '姐姐'], [/老公|丈夫/u, '他'], [/老婆|妻子/u, '她'], [/司机/u, '司机师傅'], [/老师/u, '老师'], [/邻居/u, '邻居'], [/保安/u, '保安大叔'], [/老板娘/u, '老板娘'], [/老板/u, '老板'], [/老顾客|熟客|常客/u, '那位老顾客']],
    },
    {
      family: 'work',
      things: [[/护士|病人|值夜班|夜班|病房/u, '那天的班'], [/学校|班主任|教室|办公室.*老师|考试|作业/u, '那天的课'], [/公司|办公室|开会|领导|同事/u, '那天的工作'], [/打工|顾客|收银|店里|柜台/u, '那天的班']],
    },
  ],
  people: [
    [/爷爷|外公/u, '爷爷', '', '', ''],
    [/奶奶|外婆/u, '奶奶', '', '', ''],
    [/妈妈|我妈|母亲/u, '妈妈', '', '', ''],
    [/爸爸|我爸|父亲/u, '爸爸', '', '', ''],
    [/班主任|老师/u, '老师', '', '', ''],
    [/病人/u, '那位病人', '', '', ''],
    [/阿姨/u, '那位阿姨', '', '', ''],
    [/大爷|老大爷|老人/u, '那位老人', '', '', ''],
    [/顾客|客人/u, '那位客人', '', '', ''],
    [/领导|经理/u, '经理', '', '', ''],
    [/老板娘/u, '老板娘', '', '', ''],
    [/老板/u, '老板', '', '', ''],
    [/司机/u, '司机师傅', '', '', ''],
  ],
  animalName: /(?:鹦鹉|小狗|狗|小猫|猫|仓鼠|兔子|乌龟)([\u4e00-\u9fff]{2})(?=最近|每天|今天|总|又|突然|一直|已经|就|在|从|开始|不|也|都)/u,
  back: /还回来|送回来|回来了|又出现|出现在|找到了|放在了?我|摆在/u,
  picked: /捡到|捡了|买到|淘到/u,
  away: /没有打来|还没有|没来|没有来|没打|不见了|失踪|联系不上|不接|没人知道/u,
  deictic: '这件事',
  watchesHome: /窗户|窗口|窗台|门口|阳台|我家/u,
  personChanged: /第一次|不再|一反常态|从来没|从不|反而|却没|没有像往常/u,
  stillRuns: /拔了插头|没插电|没有插电|没通电|停电|断电|(?:关门|倒闭|停用|停了|坏了|废弃|熄了|黑了)(?:了)?(?:\d+|[一二两三四五六七八九十几多好]+)年|(?:\d+|[一二两三四五六七八九十几多好]+)年(?:没|不曾)(?:用|开|亮|插电)/u,
};

/** Every language's everyday rules. */
export const everydayRules: Readonly<Record<ContentLanguage, EverydayRules>> = { en, vi, ko, zh };
