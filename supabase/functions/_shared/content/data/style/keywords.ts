/**
 * Keywords the stylist looks for in a free description, in all four languages at once (a visitor may write in any).
 * Latin-script keywords match whole words after lower-casing (Vietnamese ones with diacritics removed); CJK keywords match as substrings.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** Face shapes. */
export type FaceShape = 'round' | 'oval' | 'square' | 'long' | 'heart' | 'diamond';
/** Hair lengths. */
export type HairLength = 'short' | 'medium' | 'long';
/** Hair textures and densities. */
export type HairType = 'straight' | 'wavy' | 'curly' | 'thin' | 'thick' | 'frizzy';
/** Gender hints. */
export type Gender = 'woman' | 'man';
/** Height hints. */
export type Height = 'tall' | 'petite';
/** Build hints. */
export type Build = 'slim' | 'curvy' | 'pear' | 'broad' | 'athletic' | 'belly';
/** Occasions. */
export type Occasion = 'work' | 'interview' | 'date' | 'wedding' | 'party' | 'casual' | 'travel' | 'school' | 'sport' | 'festival' | 'outdoor' | 'beach' | 'family' | 'stage' | 'funeral' | 'ceremony' | 'celebration';
/** Seasons. */
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
/** Skin undertones. */
export type Undertone = 'warm' | 'cool' | 'deep';
/** Style words. */
export type StyleWord = 'minimal' | 'classic' | 'street' | 'vintage' | 'romantic' | 'sporty' | 'chic' | 'casual' | 'boho' | 'preppy' | 'edgy' | 'dandy' | 'cute';
/** Colours the stylist knows. */
export type ColourKey = 'black' | 'white' | 'grey' | 'navy' | 'blue' | 'beige' | 'brown' | 'camel' | 'green' | 'olive' | 'red' | 'burgundy' | 'pink' | 'purple' | 'yellow' | 'orange' | 'mint' | 'cream';

/** Keyword lists per value and per language (Vietnamese keywords are written without diacritics). */
export type KeywordTable<K extends string> = Record<K, Record<ContentLanguage, readonly string[]>>;

/** Face-shape keywords. */
export const faceKeywords: KeywordTable<FaceShape> = {
  round: { en: ['round face', 'round-faced', 'chubby cheeks', 'full cheeks', 'baby face'], ko: ['둥근 얼굴', '동그란 얼굴', '얼굴이 동그', '얼굴은 동그', '얼굴이 둥근', '얼굴은 둥근', '둥근 편', '동그란 편', '둥근형', '동글동글', '볼살'], vi: ['mat tron', 'khuon mat tron', 'ma bau'], zh: ['圆脸', '婴儿肥', '娃娃脸'] },
  oval: { en: ['oval face', 'oval-shaped', 'egg-shaped face'], ko: ['계란형', '달걀형'], vi: ['mat trai xoan', 'mat oval'], zh: ['鹅蛋脸', '椭圆脸'] },
  square: { en: ['square face', 'square jaw', 'strong jaw', 'angular jaw', 'wide jaw', 'boxy face'], ko: ['각진 얼굴', '얼굴이 각진', '얼굴은 각진', '각진 편', '사각턱', '턱이 각', '턱선이 강'], vi: ['mat vuong', 'ham vuong', 'quai ham', 'mat chu dien'], zh: ['方脸', '国字脸', '下颌角', '方下巴'] },
  long: { en: ['long face', 'oblong face', 'narrow face', 'rectangular face'], ko: ['긴 얼굴', '얼굴이 길', '얼굴이 긴', '얼굴형이 길', '얼굴형이 긴', '긴 편인 얼굴', '긴 얼굴형', '얼굴은 긴', '얼굴이 좀 긴'], vi: ['mat dai', 'khuon mat dai'], zh: ['长脸', '脸长', '脸型偏长'] },
  heart: { en: ['heart-shaped', 'heart shaped', 'heart face', 'pointed chin', 'wide forehead'], ko: ['하트형', '뾰족한 턱', '역삼각형', '이마가 넓'], vi: ['mat trai tim', 'cam nhon', 'tran rong'], zh: ['心形脸', '瓜子脸', '尖下巴', '额头宽'] },
  diamond: { en: ['diamond face', 'diamond-shaped', 'high cheekbones', 'prominent cheekbones'], ko: ['다이아몬드형', '광대'], vi: ['mat kim cuong', 'go ma cao'], zh: ['菱形脸', '颧骨高', '颧骨突出'] },
};

/** Hair-length keywords. */
export const hairLengthKeywords: KeywordTable<HairLength> = {
  short: { en: ['short hair', 'pixie', 'buzz cut', 'buzzed', 'crew cut', 'cropped hair'], ko: ['짧은 머리', '숏컷', '숏헤어', '커트 머리', '스포츠머리'], vi: ['toc ngan', 'dau dinh'], zh: ['短发', '寸头', '板寸'] },
  medium: { en: ['shoulder-length', 'shoulder length', 'medium hair', 'mid-length', 'medium-length', 'bob', 'lob'], ko: ['단발', '중단발', '어깨 길이', '어깨까지'], vi: ['toc ngang vai', 'toc lung', 'toc bob'], zh: ['齐肩', '中长发', '波波头', '锁骨发'] },
  long: { en: ['long hair', 'waist-length', 'long locks'], ko: ['긴 머리', '장발', '롱헤어', '긴머리'], vi: ['toc dai'], zh: ['长发', '长头发'] },
};

/** Hair-type keywords. */
export const hairTypeKeywords: KeywordTable<HairType> = {
  straight: { en: ['straight hair', 'pin-straight', 'poker straight'], ko: ['직모', '생머리', '찰랑'], vi: ['toc thang'], zh: ['直发', '黑长直'] },
  wavy: { en: ['wavy', 'waves', 'loose curls', 'slightly curly'], ko: ['웨이브', '반곱슬'], vi: ['toc gon song', 'xoan nhe', 'uon nhe', 'hoi xoan', 'gon song'], zh: ['微卷', '大波浪', '波浪'] },
  curly: { en: ['curly', 'curls', 'coily', 'kinky', 'afro', 'ringlets'], ko: ['곱슬', '컬이 강'], vi: ['toc xoan', 'xoan tit'], zh: ['卷发', '自然卷', '羊毛卷'] },
  thin: { en: ['thin hair', 'fine hair', 'flat hair', 'thinning', 'limp hair', 'not much hair'], ko: ['가는 모발', '모발이 가늘', '숱이 적', '힘없는 머리', '머리숱이 없'], vi: ['toc mong', 'toc it', 'toc yeu'], zh: ['细软', '发量少', '头发少', '扁塌'] },
  thick: { en: ['thick hair', 'lots of hair', 'dense hair', 'coarse hair', 'heavy hair'], ko: ['숱이 많', '모발이 굵', '머리숱이 많'], vi: ['toc day', 'nhieu toc'], zh: ['发量多', '头发厚', '头发多'] },
  frizzy: { en: ['frizzy', 'frizz', 'poofy'], ko: ['부스스', '푸석'], vi: ['toc xu', 'xo roi'], zh: ['毛躁', '炸毛'] },
};

/** Gender keywords. */
export const genderKeywords: KeywordTable<Gender> = {
  woman: { en: ['woman', 'female', 'girl', 'lady', "i'm a mom", 'mom of', 'mother of'], ko: ['여자', '여성', '여학생', '여대생', '주부', '엄마예요', '엄마입니다', '엄마인데'], vi: ['nu gioi', 'la nu', 'ban nu', 'nu sinh', 'con gai', 'phu nu', 'co gai', 'chi em'], zh: ['女生', '女性', '女孩', '女人', '女士', '姑娘', '女，', '女,', '女的', '宝妈', '我是妈妈'] },
  man: { en: ['man', 'male', 'guy', 'boy', 'gentleman'], ko: ['남자', '남성', '남학생', '남대생', '아빠예요', '아빠입니다', '아빠인데'], vi: ['nam gioi', 'la nam', 'ban nam', 'nam sinh', 'con trai', 'dan ong', 'chang trai', 'anh chang'], zh: ['男生', '男性', '男孩', '男人', '男士', '小伙', '男，', '男,', '男的'] },
};

/** Height keywords. */
export const heightKeywords: KeywordTable<Height> = {
  tall: { en: ['tall', 'lanky', 'six feet', '6 feet', '6ft'], ko: ['키가 크', '키가 큰', '장신', '큰 키'], vi: ['dang cao', 'nguoi cao', 'cao rao', 'cao lon'], zh: ['个子高', '高个', '个儿高', '大高个'] },
  petite: { en: ['petite', 'not tall', 'on the short side', "i'm short", 'i am short', 'short person', 'kinda short', 'kind of short', 'a bit short', 'pretty short', 'short guy', 'short girl', 'short and stocky', 'short and'], ko: ['키가 작', '키가 작은', '아담', '작은 키', '키 작은'], vi: ['dang thap', 'nguoi thap', 'nho nhan', 'thap be', 'hoi thap', 'nguoi lun', 'hoi lun'], zh: ['个子矮', '娇小', '小个子', '个子不高', '矮个', '比较矮', '有点矮'] },
};

/** Build keywords. */
export const buildKeywords: KeywordTable<Build> = {
  slim: { en: ['slim', 'skinny', 'slender', 'lean', 'thin build', 'underweight'], ko: ['마른', '슬림', '말랐', '호리호리'], vi: ['nguoi gay', 'dang gay', 'hoi gay', 'manh khanh', 'manh mai'], zh: ['苗条', '纤细', '偏瘦', '很瘦'] },
  curvy: { en: ['curvy', 'plus-size', 'plus size', 'chubby', 'chunky', 'a little heavy', 'bigger girl', 'bigger guy', 'full-figured', 'a bit heavy', 'overweight'], ko: ['통통', '글래머', '살집', '볼륨 있는 몸'], vi: ['mum mim', 'day dan', 'hoi mup', 'hoi beo', 'nguoi beo', 'hoi map', 'nguoi map', 'dang map', 'map map', 'beo beo', 'mot chut map'], zh: ['微胖', '丰满', '胖', '肉肉'] },
  // A pear shape is narrower shoulders over fuller hips and thighs, not a plump figure (third read: 梨形 read as 丰满).
  pear: { en: ['pear-shaped', 'pear shaped', 'pear shape', 'pear body', 'wide hips', 'bigger hips', 'heavier thighs', 'thick thighs'], ko: ['하체 비만', '골반이 넓', '하체가 통통', '허벅지가 굵', '서양배 체형', '하체 통통'], vi: ['dang qua le', 'hong to', 'hong rong', 'dui to', 'bap dui to'], zh: ['梨形', '胯宽', '胯大', '大腿粗', '下半身胖', '屁股大'] },
  broad: { en: ['broad shoulders', 'wide shoulders', 'big frame', 'stocky', 'thickset', 'big guy', 'heavyset', 'barrel-chested'], ko: ['어깨가 넓', '어깨 넓', '체격이 크', '덩치가 크', '다부진'], vi: ['vai rong', 'vam vo', 'chac nich', 'to con'], zh: ['肩宽', '宽肩', '骨架大', '壮实', '敦实', '偏壮', '比较壮', '有点壮', '很壮', '壮壮的', '虎背熊腰'] },
  belly: { en: ['tummy', 'belly', 'beer gut', 'dad bod', 'stomach sticks out', 'midsection', 'around the middle', 'around my middle', 'love handles', 'around the waist', 'paunch', 'postpartum', 'post-baby'], ko: ['출산 후', '산후', '뱃살', '배가 나', '배 나온', '똥배', '아랫배', '배가 좀 나', '배가 많이 나', '배가 조금 나', '배 좀 나', '배가 볼록'], vi: ['bung to', 'bung mo', 'co bung', 'hoi bung', 'vong 2', 'vong hai', 'bung hoi to', 'mo bung', 'map bung', 'beo bung', 'bung van con to', 'bung con to', 'bung van to', 'che bung', 'sau sinh', 'moi sinh'], zh: ['小肚子', '肚子', '小肚腩', '啤酒肚', '腹部', '产后'] },
  athletic: { en: ['athletic', 'muscular', 'fit build', 'sporty build', 'toned'], ko: ['근육', '운동하는 몸', '탄탄'], vi: ['co bap', 'san chac', 'the thao'], zh: ['健壮', '肌肉', '结实'] },
};

/** Occasion keywords. */
export const occasionKeywords: KeywordTable<Occasion> = {
  funeral: { en: ['funeral', 'memorial service', 'wake', 'condolence visit'], ko: ['장례식', '조문', '문상', '빈소', '장례'], vi: ['dam tang', 'dam ma', 'tang le', 'di vieng', 'le tang'], zh: ['葬礼', '追悼会', '吊唁', '丧礼', '告别仪式', '白事'] },
  stage: { en: ['emcee', 'mc', 'mcing', 'on stage', 'onstage', 'give a speech', 'giving a speech', 'presenting at', 'keynote', 'host the event', 'hosting the event', 'host the company', 'hosting the company', 'host the gala', 'hosting the gala', 'host the awards', 'hosting our'], ko: ['사회를 보', '사회 보', '사회자', '진행을 맡', '진행자', '무대에', '발표', '엠씨', 'mc'], vi: ['dan chuong trinh', 'lam mc', 'mc cho', 'len san khau', 'phat bieu', 'thuyet trinh'], zh: ['主持', '上台', '登台', '演讲', '致辞', '司仪', '舞台'] },
  family: { en: ["boyfriend's parents", "girlfriend's parents", "partner's parents", "fiance's parents", "fiancé's parents", 'meet the parents', 'meeting the parents', 'meet his parents', 'meet her parents', 'meeting his parents', 'meeting her parents', 'in-laws', 'meet his family', 'meet her family'], ko: ['상견례', '부모님 처음', '부모님을 처음', '부모님 뵈', '부모님을 뵈', '부모님께 인사', '시댁', '처가', '예비 시부모', '예비 장인'], vi: ['ra mat', 'gap bo me nguoi yeu', 'gap bo me ban trai', 'gap bo me ban gai', 'gap phu huynh', 've nha nguoi yeu', 'nha ban trai', 'nha ban gai', 'gap gia dinh nguoi yeu'], zh: ['见家长', '见父母', '见他父母', '见她父母', '见男朋友的父母', '见女朋友的父母', '男朋友父母', '女朋友父母', '见公婆', '见岳父母'] },
  // A family celebration (a christening, a baby's first birthday, a grandparent's 70th, a housewarming) is neither a
  // wedding nor a school event: a neat, easy outfit for a long meal and photos (round 7: "돌잔치" read as a wedding).
  celebration: { en: ['christening', 'baptism', 'baby shower', 'first birthday', '1st birthday', 'housewarming', 'house warming', 'engagement party', 'retirement party', 'family gathering', 'family dinner', 'family party', 'birthday dinner', 'thanksgiving dinner', 'bar mitzvah', 'bat mitzvah', 'first communion', 'naming ceremony', '70th birthday', '60th birthday', '80th birthday', 'graduation party', 'graduation dinner'], ko: ['돌잔치', '돌 잔치', '백일잔치', '백일 잔치', '칠순', '환갑', '팔순', '고희', '집들이', '약혼식', '가족 모임', '생신', '세례식'], vi: ['tan gia', 'day thang', 'thoi noi', 'mung tho', 'an hoi', 'dam hoi', 'le rua toi', 'tiec gia dinh', 'sinh nhat ong', 'sinh nhat ba', 'sinh nhat bo', 'sinh nhat me', 'lien hoan gia dinh'], zh: ['满月酒', '满月宴', '百日宴', '周岁宴', '抓周', '寿宴', '大寿', '生日宴', '乔迁', '暖房', '订婚宴', '家宴', '年夜饭', '洗礼', '升学宴', '谢师宴', '家庭聚会'] },
  ceremony: { en: ['graduation', 'commencement', 'school event', "parents' day", 'prize-giving', 'school ceremony', 'school concert', 'parent-teacher'], ko: ['졸업식', '입학식', '학부모', '학교 행사', '수료식'], vi: ['le tot nghiep', 'be giang', 'khai giang', 'hop phu huynh', 'le khai giang'], zh: ['毕业典礼', '开学典礼', '家长会', '学校活动', '毕业礼'] },
  interview: { en: ['interview', 'job interview'], ko: ['면접'], vi: ['phong van'], zh: ['面试'] },
  date: { en: ['date', 'dating', 'blind date', 'first date', 'anniversary'], ko: ['데이트', '소개팅', '기념일'], vi: ['hen ho', 'buoi hen'], zh: ['约会', '相亲', '纪念日'] },
  wedding: { en: ['wedding', 'wedding guest', 'ceremony'], ko: ['결혼식', '하객', '웨딩'], vi: ['dam cuoi', 'tiec cuoi'], zh: ['婚礼', '喜宴'] },
  // A hike with a dinner after it ("워크숍 등산, 저녁엔 회식") is dressed for the hike (round 7).
  outdoor: { en: ['hiking', 'hike', 'camping', 'trekking', 'trail', 'walking tour', 'walking holiday', 'walking trip', 'camino'], ko: ['등산', '캠핑', '트레킹', '산행', '올레길', '둘레길', '걷기 여행', '도보 여행'], vi: ['leo nui', 'cam trai', 'trekking', 'di phuot', 'di bo duong dai'], zh: ['爬山', '登山', '露营', '徒步'] },
  party: { en: ['party', 'club', 'night out', 'clubbing', 'birthday party', 'year-end', 'reunion', 'class reunion', 'jazz bar', 'cocktail bar', 'wine bar', 'cocktails', 'gala', 'office party', 'christmas party'], ko: ['파티', '클럽', '졸업 파티', '종강 파티', '연말 모임', '생일 파티', '회식', '송년회', '연말 행사', '동창회', '동창 모임'], vi: ['bua tiec', 'di tiec', 'di choi toi', 'tiec tung', 'tiec cuoi nam', 'year end party', 'hop lop', 'hop mat lop', 'hop khoa'], zh: ['派对', '聚会', '夜店', '酒会', '年会', '同学会', '同学聚会', '尾牙', '晚会', '毕业派对', '毕业聚会'] },
  // The office comes after the events: "회사 송년회", "公司年会", a company party or a date after work dress for the event (round 6).
  work: { en: ['work', 'job', 'to my lab', 'office', 'business', 'meeting', 'commute', 'workplace', 'corporate', 'internship', 'intern', 'new job', 'first job', 'startup'], ko: ['출근', '회사', '직장', '오피스', '미팅', '비즈니스', '인턴', '사무실'], vi: ['di lam', 'cong so', 'van phong', 'cuoc hop', 'di hop', 'thuc tap'], zh: ['上班', '通勤', '办公室', '职场', '开会', '实习', '入职'] },
  beach: { en: ['beach', 'seaside', 'by the sea', 'pool party'], ko: ['바닷가', '해변', '바캉스', '바다 여행', '바다로'], vi: ['di bien', 'ra bien', 'bai bien', 'bo bien', 'tam bien', 'o bien', 'bien xanh', 'ven bien'], zh: ['海边', '沙滩', '海岛', '海滩', '看海'] },
  travel: { en: ['travel', 'trip', 'vacation', 'holiday', 'flight', 'sightseeing', 'cruise', 'road trip'], ko: ['여행', '휴가', '비행', '크루즈'], vi: ['du lich', 'chuyen di', 'nghi mat', 'di da lat', 'len da lat', 'di sa pa', 'di ha noi', 'vao sai gon'], zh: ['旅行', '旅游', '度假', '出差', '邮轮'] },
  school: { en: ['school', 'campus', 'class', 'university', 'college', 'lecture'], ko: ['학교', '캠퍼스', '대학', '등교', '수업', '개강'], vi: ['di hoc', 'den truong', 'truong hoc', 'dai hoc', 'len lop'], zh: ['上学', '校园', '大学', '开学', '上课'] },
  sport: { en: ['gym', 'workout', 'running', 'yoga', 'sport', 'training'], ko: ['운동', '헬스', '요가', '러닝'], vi: ['tap gym', 'the duc', 'chay bo', 'yoga'], zh: ['健身', '运动', '跑步', '瑜伽'] },
  festival: { en: ['concert', 'festival', 'music festival', 'gig'], ko: ['콘서트', '페스티벌', '공연', '축제'], vi: ['concert', 'le hoi', 'nhac hoi', 'show'], zh: ['演唱会', '音乐节', '看演出'] },
  casual: { en: ['casual', 'everyday', 'daily', 'weekend', 'errands', 'brunch', 'stroll', 'walks'], ko: ['일상', '데일리', '주말', '편하게', '평소', '브런치', '산책', '마실', '동네'], vi: ['hang ngay', 'cuoi tuan', 'thuong ngay', 'dao pho', 'di dao'], zh: ['日常', '周末', '休闲', '逛街', '散步'] },
};

/** Season keywords. */
export const seasonKeywords: KeywordTable<Season> = {
  spring: { en: ['spring', 'march', 'april'], ko: ['봄', '3월', '4월', '5월'], vi: ['mua xuan', 'thang 3', 'thang 4', 'thang ba', 'thang tu'], zh: ['春天', '春季', '初春', '三月', '四月', '五月'] },
  summer: { en: ['summer', 'hot weather', 'heatwave', 'june', 'july', 'august'], ko: ['여름', '더운 날', '6월', '7월', '8월'], vi: ['mua he', 'mua ha', 'troi nong', 'thang 6', 'thang 7', 'thang 8'], zh: ['夏天', '夏季', '天热', '炎热', '六月', '七月', '八月'] },
  autumn: { en: ['autumn', 'fall', 'september', 'october', 'november'], ko: ['가을', '9월', '10월', '11월'], vi: ['mua thu', 'thang 9', 'thang 10', 'thang 11'], zh: ['秋天', '秋季', '九月', '十月', '十一月'] },
  winter: { en: ['winter', 'cold weather', 'snow', 'freezing', 'december', 'january', 'february'], ko: ['겨울', '추운 날', '한겨울', '12월', '1월', '2월'], vi: ['mua dong', 'troi lanh', 'thang 12', 'thang 1', 'thang 2'], zh: ['冬天', '冬季', '天冷', '寒冷', '十二月', '一月', '二月'] },
};

/** Undertone keywords. */
export const undertoneKeywords: KeywordTable<Undertone> = {
  warm: { en: ['warm undertone', 'warm tone', 'warm skin', 'olive skin', 'tan skin', 'golden skin'], ko: ['웜톤', '봄웜', '가을웜'], vi: ['tong da am', 'da ngam', 'da banh mat'], zh: ['暖皮', '暖调', '黄皮', '小麦色'] },
  cool: { en: ['cool undertone', 'cool tone', 'cool skin', 'pale skin', 'pink undertone'], ko: ['쿨톤', '여름쿨', '겨울쿨'], vi: ['tong da lanh', 'da trang hong'], zh: ['冷皮', '冷调', '白皮'] },
  // Round 9: a deeper skin tone ("皮肤有点黑", "피부가 까만 편") gets rich colours, not the pastel default.
  deep: { en: ['dark skin', 'darker skin', 'deep skin', 'deep skin tone', 'dark skin tone', 'brown skin', 'dark-skinned', 'dark complexion', 'my skin is dark'], ko: ['피부가 까', '피부는 까', '까만 피부', '까무잡잡', '피부톤이 어두', '피부 톤이 어두', '어두운 피부', '피부가 검', '구릿빛'], vi: ['lan da den', 'nuoc da den', 'da hoi den', 'da toi mau', 'nuoc da toi', 'da minh den'], zh: ['皮肤黑', '皮肤有点黑', '皮肤偏黑', '皮肤比较黑', '皮肤很黑', '肤色深', '肤色偏深', '肤色较深', '肤色黑', '黑皮'] },
};

/** Style-word keywords. */
export const styleKeywords: KeywordTable<StyleWord> = {
  minimal: { en: ['minimal', 'minimalist', 'clean look', 'simple style'], ko: ['미니멀', '심플', '꾸안꾸'], vi: ['toi gian', 'don gian'], zh: ['极简', '简约', '性冷淡'] },
  classic: { en: ['classic', 'timeless', 'elegant', 'old money'], ko: ['클래식', '우아', '올드머니'], vi: ['co dien', 'thanh lich'], zh: ['经典', '优雅', '老钱风'] },
  street: { en: ['street', 'streetwear', 'hip-hop', 'oversized'], ko: ['스트릿', '힙합', '오버핏'], vi: ['duong pho', 'hiphop', 'oversize'], zh: ['街头', '嘻哈'] },
  vintage: { en: ['vintage', 'retro', 'thrift'], ko: ['빈티지', '레트로'], vi: ['vintage', 'hoai co'], zh: ['复古', '古着'] },
  romantic: { en: ['romantic', 'feminine', 'girly', 'soft look'], ko: ['러블리', '페미닌', '로맨틱'], vi: ['nu tinh', 'bay beo', 'lang man'], zh: ['甜美', '温柔', '淑女', '浪漫'] },
  sporty: { en: ['sporty', 'athleisure', 'gorpcore'], ko: ['스포티', '애슬레저', '고프코어'], vi: ['the thao', 'nang dong'], zh: ['运动风', '机能风'] },
  chic: { en: ['chic', 'sleek', 'sophisticated', 'cool girl'], ko: ['시크', '세련'], vi: ['sang chanh', 'chic'], zh: ['高级感', '飒', '高冷'] },
  casual: { en: ['casual', 'laid-back', 'relaxed', 'comfy'], ko: ['캐주얼', '편안'], vi: ['thoai mai', 'casual'], zh: ['随性', '舒适'] },
  boho: { en: ['boho', 'bohemian', 'hippie'], ko: ['보헤미안'], vi: ['bohemian', 'du muc'], zh: ['波西米亚', '田园风'] },
  preppy: { en: ['preppy', 'ivy', 'collegiate'], ko: ['프레피', '아이비'], vi: ['preppy', 'hoc duong'], zh: ['学院风', '预科'] },
  edgy: { en: ['edgy', 'punk', 'rock', 'grunge', 'goth'], ko: ['펑크', '그런지', '시크 펑크'], vi: ['ca tinh', 'noi loan'], zh: ['朋克', '摇滚', '暗黑'] },
  dandy: { en: ['dandy', 'gentleman', 'tailored', 'sharp'], ko: ['댄디', '신사', '테일러드'], vi: ['lich lam', 'quy ong'], zh: ['绅士', '雅痞'] },
  cute: { en: ['cute', 'kawaii', 'playful'], ko: ['귀여운', '귀엽', '큐트'], vi: ['de thuong', 'dang yeu'], zh: ['可爱', '元气'] },
};

/** Colour keywords. */
export const colourKeywords: KeywordTable<ColourKey> = {
  black: { en: ['black'], ko: ['검정', '검은', '블랙'], vi: ['mau den', 'do den', 'ao den'], zh: ['黑色'] },
  white: { en: ['white'], ko: ['흰', '하얀', '화이트'], vi: ['mau trang', 'ao trang', 'trang tinh'], zh: ['白色'] },
  grey: { en: ['grey', 'gray', 'charcoal'], ko: ['회색', '그레이', '차콜'], vi: ['mau xam', 'xam tro'], zh: ['灰色'] },
  navy: { en: ['navy'], ko: ['네이비', '남색'], vi: ['xanh navy', 'xanh den'], zh: ['藏青', '海军蓝', '藏蓝'] },
  blue: { en: ['blue', 'sky blue', 'denim blue'], ko: ['파란', '파랑', '블루', '하늘색'], vi: ['xanh duong', 'xanh da troi'], zh: ['蓝色', '天蓝'] },
  beige: { en: ['beige', 'sand', 'nude'], ko: ['베이지'], vi: ['mau be', 'tong be'], zh: ['米色', '杏色'] },
  brown: { en: ['brown', 'chocolate', 'mocha'], ko: ['갈색', '브라운', '모카'], vi: ['mau nau', 'nau dat'], zh: ['棕色', '咖啡色', '褐色'] },
  camel: { en: ['camel', 'tan'], ko: ['카멜', '캐멀'], vi: ['mau lac da', 'camel'], zh: ['驼色'] },
  green: { en: ['green', 'emerald', 'forest green'], ko: ['초록', '녹색', '그린'], vi: ['xanh la'], zh: ['绿色', '墨绿'] },
  olive: { en: ['olive', 'khaki'], ko: ['올리브', '카키'], vi: ['xanh reu', 'ka ki', 'kaki'], zh: ['橄榄绿', '卡其'] },
  red: { en: ['red', 'scarlet'], ko: ['빨간', '빨강', '레드'], vi: ['mau do', 'do tuoi', 'ao do'], zh: ['红色', '大红'] },
  burgundy: { en: ['burgundy', 'maroon'], ko: ['버건디', '와인색'], vi: ['do do', 'do ruou vang'], zh: ['酒红', '勃艮第'] },
  pink: { en: ['pink', 'blush', 'rose'], ko: ['분홍', '핑크'], vi: ['mau hong', 'hong pastel'], zh: ['粉色', '粉红'] },
  purple: { en: ['purple', 'lavender', 'lilac'], ko: ['보라', '퍼플', '라벤더'], vi: ['mau tim', 'tim oai huong'], zh: ['紫色', '薰衣草紫'] },
  yellow: { en: ['yellow', 'mustard', 'butter yellow'], ko: ['노란', '노랑', '옐로', '머스터드'], vi: ['mau vang', 'vang nhat'], zh: ['黄色', '芥末黄'] },
  orange: { en: ['orange', 'terracotta', 'coral'], ko: ['주황', '오렌지', '테라코타'], vi: ['mau cam', 'cam dat'], zh: ['橙色', '橘色'] },
  mint: { en: ['mint', 'sage'], ko: ['민트', '세이지'], vi: ['xanh mint', 'xanh bac ha'], zh: ['薄荷绿', '鼠尾草绿'] },
  cream: { en: ['cream', 'ivory', 'off-white', 'ecru'], ko: ['크림', '아이보리'], vi: ['mau kem', 'trang kem'], zh: ['奶油色', '米白'] },
};
