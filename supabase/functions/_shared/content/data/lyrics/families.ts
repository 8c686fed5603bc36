/**
 * Image banks keyed by theme family (issue 13, third read, rules B and C): the lines a lyric writes around a theme come
 * from the theme's own world — a kitchen theme gets an apron and a kettle, an overtime theme the last train and the
 * office lights — never from a stock pool of hoodies, highways and running shoes. Lines are complete sentences in the
 * singer's voice; `{k}` is the theme's own noun that the family matched (only where the family's nouns all fit).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import { lifeFamilies } from './families-life.ts';
import { eventFamilies } from './families-events.ts';
import { roundSixFamilies } from './families-round6.ts';
import { roundSevenFamilies } from './families-round7.ts';
import { roundEightFamilies } from './families-round8.ts';
import { roundTenFamilies } from './families-round10.ts';
import { roundElevenFamilies } from './families-round11.ts';

/** One family's text in one language. */
export interface LyricsFamilyText {
  /** Image lines of the family's world (verses, scenes). */
  lines: readonly string[];
  /** Chorus lines (may be empty: the next matched family's are used). */
  hooks: readonly string[];
  /** Short haiku lines; English ones have exactly five syllables. */
  haiku: readonly string[];
}

/** A theme family: what in a theme names it, and its lines. */
export interface LyricsFamily {
  id: string;
  /** Families this one replaces when both match (exam nights are not the morning after the exam). */
  supersedes?: readonly string[];
  /** Round 7: a family of an event still to come (a departure packed for, a visit awaited), read only when the theme says so. */
  onlyAhead?: boolean;
  /** Round 7: a family of an outcome (a match lost, an illness beaten), read only when the theme tells that outcome. */
  onlyOutcome?: 'success' | 'failure';
  /** Round 10: a family read only when no other family names the theme. */
  onlyAlone?: boolean;
  /** Round 10: a family of the singer's own act ("I did it myself", "at last"), never read when another person heads the theme. */
  ownAct?: boolean;
  /** Round 10: the evidence is an adverb of the whole clause ("finally", "드디어", "第一次自己"), read anywhere, not as its head. */
  adverbial?: boolean;
  /** Round 11: the theme says the opposite of the family's premise ("không về được" for going home); never read then. */
  unless?: Record<ContentLanguage, RegExp>;
  /** Matches the theme, per language; the first match is the family's own noun `{k}`. */
  detect: Record<ContentLanguage, RegExp>;
  text: Record<ContentLanguage, LyricsFamilyText>;
}

/** The families, most specific first: the first match leads the chorus. */
const generalFamilies: readonly LyricsFamily[] = [
  {
    id: 'debt-paid',
    detect: {
      en: /\b(?:pa(?:y|ying|id) off|paid (?:it|them) off|last (?:loan )?payment|debt[- ]free|paid in full|clear(?:ed|ing) (?:my |the )?(?:debt|loans?))\b/iu,
      vi: /trả hết|trả xong|hết nợ|tất toán|trả nợ xong/iu,
      ko: /다 갚|갚았|갚은|상환|완납|빚을 청산/u,
      zh: /还清|还完|结清|还上了/u,
    },
    text: {
      en: {
        lines: ['The balance says zero and I read it twice', 'The last payment just went through', 'I screenshot the page that says paid in full', 'No more due dates circled in red on the calendar', 'This paycheck belongs only to me', "I call my mom to tell her it's done"],
        hooks: ["Paid in full, paid in full, and I'm free", "Zero on the screen, and I'm debt-free"],
        haiku: ['paid in full at last', 'the last payment clears'],
      },
      vi: {
        lines: ['Số dư về không, ta đọc lại hai lần', 'Khoản trả cuối cùng vừa được chuyển đi', 'Ta chụp màn hình dòng chữ đã tất toán', 'Không còn ngày hạn khoanh đỏ trên lịch', 'Tháng lương này trọn vẹn là của ta', 'Gọi cho mẹ, báo rằng xong rồi'],
        hooks: ['Trả hết rồi, nhẹ như mây bay', 'Con số không chưa bao giờ đẹp thế'],
        haiku: ['Số dư về không', 'Khoản trả cuối cùng'],
      },
      ko: {
        lines: ['잔액이 0원인 걸 두 번이나 확인해', '마지막 상환 알림이 방금 떴어', '완납 화면을 캡처해서 저장해 둬', '달력에 빨갛게 동그라미 친 날은 이제 없어', '이번 월급은 온전히 내 거야', '엄마한테 전화해서 다 끝났다고 말해'],
        hooks: ['다 갚았어, 이제 나는 자유야', '0이라는 숫자가 이렇게 예뻤나'],
        haiku: ['잔액 0원', '마지막 상환'],
      },
      zh: {
        lines: ['余额显示为零，我看了两遍', '最后一笔还款刚刚到账', '我截图保存了“已结清”那一页', '日历上再也没有画红圈的还款日', '这个月的工资终于全是我的', '打电话告诉妈妈：都还完了'],
        hooks: ['还清了，还清了，我自由了', '屏幕上的零，从没这么好看'],
        haiku: ['余额归零', '最后一笔还款'],
      },
    },
  },
  {
    id: 'new-year',
    supersedes: ['childhood'],
    detect: {
      en: /\b(?:new year|lunar new year|christmas|thanksgiving|holidays?)\b/iu,
      vi: /Tết|giao thừa/iu,
      ko: /설날|명절|추석|(?:^|\s)설(?:\s|에|$)/u,
      zh: /过年|春节|年夜饭|除夕|中秋/u,
    },
    text: {
      en: {
        lines: ['Another holiday dinner with my chair left empty', 'Mom holds the dishes up to the video call', 'The family photo is missing me again', "I couldn't get a ticket, so I say next year for sure", 'Fireworks outside belong to other homes', 'The city goes quiet on the last night of the year'],
        hooks: ['Another year away from home', 'Save me a seat for next year'],
        haiku: ['an empty chair waits', 'fireworks far away'],
      },
      vi: {
        lines: ['Mâm cơm Tết lại trống chỗ của ta', 'Qua màn hình, mẹ giơ nồi bánh chưng lên cho ta xem', 'Tấm ảnh cả nhà năm nay lại thiếu ta', 'Tết này lại không mua được vé, hẹn năm sau nhất định về', 'Pháo hoa ngoài kia là của nhà khác', 'Đêm giao thừa, thành phố bỗng vắng lặng'],
        hooks: ['Năm nay lại chẳng về được nhà', 'Giữ cho ta một chỗ, năm sau nhé'],
        haiku: ['Giao thừa xa nhà', 'Pháo hoa xa xa'],
      },
      ko: {
        lines: ['명절 밥상에 또 내 자리만 비어', '영상 통화로 엄마가 전 접시를 들어 보여', '가족사진에 올해도 나만 빠졌어', '고향 가는 표는 이번에도 못 구했어', '내년엔 꼭 간다고 또 약속해', '연휴가 되니 도시가 갑자기 조용해져'],
        hooks: ['올해도 집에 못 가', '내년엔 꼭 갈게, 자리 남겨 둬'],
        haiku: ['비어 있는 자리', '조용한 연휴'],
      },
      zh: {
        lines: ['年夜饭的桌上又空着我的座位', '视频里妈妈把饺子端到镜头前', '全家福里又少了我一个', '车票又没抢到，只好说明年一定回', '窗外的烟花是别人家的', '除夕夜的城市忽然安静下来'],
        hooks: ['今年又回不了家', '等我回家，再吃一顿年夜饭'],
        haiku: ['年夜饭的空座', '窗外的烟花'],
      },
    },
  },
  {
    id: 'care-home',
    detect: {
      en: /\b(?:care home|nursing home|retirement home|hospice)\b|^(?!.*\b(?:shift|on call|on duty|I work|nurse|doctor)\b).*\bhospital\b/iu,
      vi: /viện dưỡng lão|nhà dưỡng lão|^(?!.*(?:ca trực|y tá|bác sĩ|(?<![\p{L}\p{M}])trực(?! tiếp| tuyến| quan| giác| thăng))).*bệnh viện/iu,
      ko: /요양원|요양병원|^(?!.*(?:근무|당직|간호사|의사)).*병원/u,
      zh: /养老院|敬老院|^(?!.*(?:值班|上班|夜班|护士|医生)).*医院/u,
    },
    text: {
      en: {
        lines: ['On Sundays I visit, and you ask about the garden', 'Your new room has one window and a borrowed chair', "You still ask me if I've eaten"],
        hooks: [],
        haiku: ['Sunday visits now'],
      },
      vi: {
        lines: ['Chủ nhật vào thăm, câu đầu tiên vẫn là hỏi chuyện vườn nhà', 'Căn phòng mới có một ô cửa và chiếc ghế mượn', 'Vẫn hỏi ta đã ăn cơm chưa'],
        hooks: [],
        haiku: ['Chủ nhật vào thăm'],
      },
      ko: {
        lines: ['일요일마다 면회 가면 마당 얘기부터 물어', '새 방엔 창문 하나와 빌린 의자 하나', '아직도 나한테 밥은 먹었냐고 물어'],
        hooks: [],
        haiku: ['일요일 면회'],
      },
      zh: {
        lines: ['每个周日去看你，你先问院子里的花', '新房间只有一扇窗和一把借来的椅子', '你还是问我吃饭了没有'],
        hooks: [],
        haiku: ['周日去看你'],
      },
    },
  },
  {
    id: 'vendor',
    detect: {
      en: /\b(?:sells?|selling|sold|street stall|food stall|market stall)\b/iu,
      vi: /(?:^|\s)bán(?:\s|$)|gánh hàng|quán nhỏ/iu,
      ko: /장사|팔아|파는|노점/u,
      zh: /(?<!外)卖|摆摊|小摊/u,
    },
    text: {
      en: {
        lines: ['Up before the sun to set out the stall', 'Regulars stop by, and their orders are known by heart', 'Quick hands, a warm voice, a long morning', 'Coins go into the tin one by one'],
        hooks: [],
        haiku: ['up before the sun'],
      },
      vi: {
        lines: ['Dậy từ khi trời còn tối để dọn hàng', 'Khách quen ghé qua, chẳng cần nói cũng biết phần', 'Đôi tay thoăn thoắt, tiếng mời chào ấm áp', 'Tiền lẻ gom lại trong chiếc hộp nhỏ'],
        hooks: [],
        haiku: ['Gánh hàng sớm mai'],
      },
      ko: {
        lines: ['해 뜨기 전에 일어나 자리를 펴', '단골손님 주문은 말 안 해도 알아', '손은 빠르고 목소리는 따뜻해', '잔돈을 하나씩 세며 아침을 열어'],
        hooks: [],
        haiku: ['해 뜨기 전 장사'],
      },
      zh: {
        lines: ['天还没亮就起来出摊', '老顾客不用开口就知道要什么', '手脚麻利，吆喝声暖暖的', '零钱一枚枚落进铁盒'],
        hooks: [],
        haiku: ['天未亮出摊'],
      },
    },
  },
  {
    id: 'food',
    detect: {
      en: /\b(?:milk tea|tea|coffee|cocoa|soup|bread|noodles|ramen|dumplings|pie|rice|breakfast|dinner|lunch)\b/iu,
      vi: /xôi|phở|bánh mì|bún|cháo|trà sữa|cà phê|(?:^|\s)trà(?:\s|$)|(?:^|\s)chè(?:\s|$)|(?:^|\s)cơm(?:\s|$)/iu,
      ko: /라면|커피|떡볶이|붕어빵|김밥|호떡|찌개|밀크티|국밥|어묵/u,
      zh: /奶茶|咖啡|火锅|饺子|包子|粥|豆浆|煎饼|面条|热汤|月饼/u,
    },
    text: {
      en: {
        lines: ['Steam curls up from the {k}', 'I hold the {k} close to warm my hands', 'The first taste is always the best one', 'Someone made this with care, I can tell', 'I take it slowly so it lasts', 'The smell reaches the door before I do'],
        hooks: ['Something warm to hold on to', 'Little comforts, one by one'],
        haiku: ['steam rises slowly', 'warm in both my hands'],
      },
      vi: {
        lines: ['Hơi ấm từ {k} bốc lên trong sương sớm', 'Một phần {k} nhỏ mà ấm cả ngày', 'Vị đầu tiên bao giờ cũng ngon nhất', 'Ai đó đã làm nó bằng cả tấm lòng', 'Ta thưởng thức thật chậm cho vị ở lại lâu hơn', 'Mùi thơm bay tới trước cả bước chân'],
        hooks: ['Chút ấm áp là đủ rồi', 'Những niềm an ủi nhỏ nhoi'],
        haiku: ['Hơi ấm bốc lên', 'Ấm trong hai tay'],
      },
      ko: {
        lines: ['김이 모락모락 올라와', '작은 {k} 하나가 하루를 데워', '첫맛이 늘 제일 좋아', '누군가 정성껏 만든 맛이야', '천천히, 아껴 가며 맛봐', '냄새가 나보다 먼저 문 앞에 닿아'],
        hooks: ['따뜻한 거 하나면 돼', '작은 위로가 하나씩'],
        haiku: ['모락모락 김', '두 손에 온기'],
      },
      zh: {
        lines: ['手里的{k}冒着热气', '第一口的味道总是最好', '有人用心做了它，我尝得出来', '慢慢地品，舍不得太快', '香味比我先到门口', '小小的温暖捧在手心'],
        hooks: ['有点温暖就够了', '小小的安慰，一点一点'],
        haiku: ['热气慢慢升', '捧在手心里'],
      },
    },
  },
  {
    id: 'work',
    detect: {
      en: /\b(?:overtime|office|boss|last train|night bus|deadline|work(?:ing)? late|cubicle)\b/iu,
      vi: /tăng ca|công ty|văn phòng|sếp|chuyến xe cuối|xe buýt cuối|deadline/iu,
      ko: /야근|막차|직장인|회사|사무실|상사/u,
      zh: /加班|公司|老板|末班车|写字楼|上班族/u,
    },
    text: {
      en: {
        lines: ['The office lights go off floor by floor behind me', 'Last train home, my tie loose in the window glass', 'Dinner is a sandwich eaten standing at the station', 'My badge still swings from my neck at midnight', 'The empty carriage rocks me like a cradle', "Tomorrow's alarm is six hours away"],
        hooks: ["One more stop and then I'm home", 'We keep this city running on tired feet'],
        haiku: ['the last train sways home', 'office lights go out'],
      },
      vi: {
        lines: ['Đèn văn phòng tắt dần từng tầng sau lưng', 'Chuyến xe cuối chở một mình ta về', 'Bữa tối là ổ bánh mì ăn vội', 'Thẻ nhân viên còn đung đưa trước ngực lúc nửa đêm', 'Hàng ghế trống lắc lư như chiếc nôi', 'Còn sáu tiếng nữa là chuông báo thức reo'],
        hooks: ['Thêm một trạm nữa thôi là về tới nhà', 'Đôi chân mỏi vẫn giữ cho phố chạy'],
        haiku: ['Chuyến xe cuối ngày', 'Văn phòng tắt đèn'],
      },
      ko: {
        lines: ['사무실 불이 한 층씩 꺼져 가', '막차 창문에 풀린 넥타이가 비쳐', '편의점 삼각김밥으로 저녁을 때워', '목에 건 사원증이 자정에도 흔들려', '텅 빈 객차가 요람처럼 나를 흔들어', '내일 알람까지 여섯 시간 남았어'],
        hooks: ['한 정거장만 더 가면 집이야', '오늘도 버틴 너, 정말 멋져'],
        haiku: ['막차가 흔들려', '꺼져 가는 사무실'],
      },
      zh: {
        lines: ['写字楼的灯一层层熄灭', '末班车的玻璃映出松开的领带', '便利店的饭团就是晚饭', '工牌在午夜还挂在胸前晃', '空荡的车厢像摇篮一样晃着我', '离明早的闹钟只剩六个小时'],
        hooks: ['再坐一站就到家', '拖着疲惫的脚步，我们撑起这座城'],
        haiku: ['末班车摇晃', '熄灭的写字楼'],
      },
    },
  },
  {
    id: 'study',
    detect: {
      // Round 7: the morning after an exam needs an exam; a school named alone ("đi xe đạp đến trường") is no exam.
      en: /\b(?:exams?|finals|SATs?|graduation|graduating|homework|semester|thesis)\b/iu,
      vi: /kỳ thi|ôn thi|thi đại học|thi xong|tốt nghiệp|bài kiểm tra|luận văn/iu,
      ko: /수능|시험|고3|졸업|수험생|기말|논문/u,
      zh: /高考|考试|毕业|复习|考研|中考|期末|准考证|论文/u,
    },
    text: {
      en: {
        lines: ['The exam is over and my pencil case is quiet', 'I sleep past the alarm for the first time in a year', 'Old practice tests are stacked by the door for recycling', 'My last highlighter finally ran dry', 'My seat by the library window belongs to someone else now', 'I open a book just because I want to'],
        hooks: ['Put the pencils down, the page is ours', 'No more countdown on the wall'],
        haiku: ['the last bell has rung', 'pencils put away'],
      },
      vi: {
        lines: ['Thẻ dự thi cất vào ngăn kéo trong cùng', 'Lần đầu sau một năm được ngủ quên', 'Chồng đề cương xếp gọn sau cánh cửa', 'Chỗ ngồi bên cửa sổ thư viện giờ là của người khác', 'Mở một cuốn sách chẳng để thi', 'Cây bút dạ quang cuối cùng đã cạn mực'],
        hooks: ['Buông bút xuống, trang này là của mình', 'Tạm biệt tờ lịch đếm ngược trên tường'],
        haiku: ['Thi xong sáng nay', 'Ngủ quên một lần'],
      },
      ko: {
        lines: ['수험표는 책상 서랍 맨 안쪽에 넣어 뒀어', '일 년 만에 알람 없이 늦잠을 잤어', '쌓아 둔 문제집을 현관 앞에 내놓았어', '독서실 내 자리엔 이제 다른 이름표가 붙었겠지', '읽고 싶던 책을 처음으로 펼쳐', '다 쓴 형광펜 뚜껑을 닫아'],
        hooks: ['연필을 내려놔, 이제 우리 차례야', '남은 날 세던 달력은 이제 안녕'],
        haiku: ['끝나 버린 시험', '알람 없는 아침'],
      },
      zh: {
        lines: ['准考证收进了抽屉最里面', '一年来第一次睡到自然醒', '成摞的试卷堆在门口', '图书馆靠窗的位子换了别人', '终于翻开一本不用考的书', '用完的荧光笔盖上了笔帽'],
        hooks: ['放下笔吧，这一页属于我们', '再见了，墙上的倒计时'],
        haiku: ['考完的早晨', '收起准考证'],
      },
    },
  },
  {
    id: 'breakup',
    detect: {
      en: /\b(?:ex|breakup|broke up|boyfriend|girlfriend|first love|heartbreak|old flame)\b/iu,
      vi: /người yêu cũ|chia tay|người cũ|tình cũ|mối tình đầu|bạn trai cũ|bạn gái cũ/iu,
      ko: /전 애인|이별|헤어진|헤어지|첫사랑|전남친|전여친|옛사랑/u,
      zh: /前任|分手|初恋|旧爱|前男友|前女友/u,
    },
    text: {
      en: {
        lines: ['Your number is still the first one in my calls', 'I walk past the place where we used to wait', 'Two cups in the cupboard, and only one gets used', "I wait where you said you'd be, and you're not there", 'The song we shared comes on, and I let it play', 'The last goodbye was shorter than I thought'],
        hooks: ["I'm still waiting, but you're gone", 'Let it go, let it go slow'],
        haiku: ['your name on my phone', "I wait, you don't come"],
      },
      vi: {
        lines: ['Số của người vẫn nằm đầu danh bạ', 'Ta đi ngang chỗ hai đứa từng chờ nhau', 'Hai chiếc cốc trong tủ, chỉ dùng một', 'Ta chờ ở nơi người hẹn, mà người không tới', 'Bài hát chung vang lên, ta để nó chạy hết', 'Lời tạm biệt ngắn hơn ta tưởng'],
        hooks: ['Ta vẫn chờ, dù người đã đi', 'Buông thôi, buông thật chậm'],
        haiku: ['Tên người trên máy', 'Chờ mãi chẳng thấy'],
      },
      ko: {
        lines: ['네 번호는 아직 최근 기록 맨 위에 있어', '우리가 서로를 기다리던 자리를 지나쳐', '찬장엔 컵이 두 개, 쓰는 건 하나뿐', '네가 온다던 곳에서 기다려도 넌 없어', '같이 듣던 노래가 나와도 끄지 않아', '마지막 인사는 생각보다 짧았어'],
        hooks: ['아직 기다려, 넌 없는데', '이제 놓아줄게, 천천히'],
        haiku: ['화면 속 네 이름', '오지 않는 너'],
      },
      zh: {
        lines: ['你的号码还在通话记录最上面', '路过我们常常等彼此的地方', '柜子里两个杯子，只用得上一个', '在你说好的地方等，你没有来', '一起听的歌响起，我没有切掉', '最后的告别比想象中短'],
        hooks: ['我还在等，你已经走了', '放手吧，慢慢地'],
        haiku: ['屏幕上的名字', '等不到的你'],
      },
    },
  },
  {
    id: 'friendship',
    detect: {
      en: /\b(?:friends?|best friend|roommates?|classmates?|buddy|bestie)\b/iu,
      vi: /tình bạn|bạn thân|bạn bè|bạn cùng phòng|hội bạn|đứa bạn/iu,
      ko: /(?<!남자\s?|여자\s?)친구|단짝|절친|룸메이트|동창/u,
      zh: /(?<![男女])朋友|闺蜜|兄弟|室友|发小|老同学/u,
    },
    text: {
      en: {
        lines: ['We split one bag of chips on the curb', 'Your laugh is the loudest thing in the room', "We finish each other's bad jokes", 'You pick up on the first ring, like always', 'Same bench, same jokes, ten years on', 'You never once asked me to explain'],
        hooks: ["Call me, and I'll be there", 'Side by side, through it all'],
        haiku: ['we laugh on the curb', 'your call at midnight'],
      },
      vi: {
        lines: ['Ngồi lề đường chia nhau một gói bánh', 'Tiếng cười của bạn to nhất phòng', 'Hai đứa nối nhau những câu đùa nhạt', 'Gọi là bạn bắt máy ngay hồi chuông đầu', 'Vẫn chiếc ghế đá ấy, vẫn trò đùa ấy, mười năm rồi', 'Bạn chưa từng hỏi ta vì sao'],
        hooks: ['Gọi một tiếng, ta sẽ tới', 'Bên nhau qua hết mọi điều'],
        haiku: ['Ghế đá năm xưa', 'Cuộc gọi nửa đêm'],
      },
      ko: {
        lines: ['편의점 앞에서 과자 한 봉지를 나눠 먹어', '네 웃음소리가 방에서 제일 커', '서로의 썰렁한 농담을 끝까지 받아 줘', '전화하면 늘 첫 신호에 받아', '같은 벤치, 같은 농담, 벌써 십 년째', '넌 한 번도 이유를 묻지 않았어'],
        hooks: ['부르면 언제든 달려갈게', '나란히, 끝까지 함께'],
        haiku: ['편의점 앞 벤치', '자정의 전화'],
      },
      zh: {
        lines: ['在小卖部门口分一包零食', '{k}的笑声是屋里最响的', '互相接住对方的冷笑话', '电话一响你就接', '同一张长椅，同样的玩笑，十年了', '你从来不问为什么'],
        hooks: ['叫我一声，我就来', '并肩走过所有日子'],
        haiku: ['小卖部门口', '午夜的电话'],
      },
    },
  },
  {
    id: 'city',
    detect: {
      en: /\b(?:moved (?:away|to)|moving (?:away|to)|far from home|away from home|abroad|new city|big city|rented room)\b/iu,
      vi: /xa nhà|xa quê|lên thành phố|tha hương|phòng trọ|đất khách|ly hương/iu,
      ko: /상경|자취|타지|타향|객지|서울살이/u,
      zh: /北漂|沪漂|异乡|他乡|漂泊|出租屋|外地|离家/u,
    },
    text: {
      en: {
        lines: ['My suitcase still lives under the bed', 'I know the subway map better than my old street', 'The city lights never say my name', 'I call home and pretend the line is clear', 'Ten floors up, I cannot see a single star', 'My old accent slips out when I am tired'],
        hooks: ['So far from home, and still I go on', "The city's loud, and I'm alone"],
        haiku: ['a small rented room', 'city lights, no stars'],
      },
      vi: {
        lines: ['Vali vẫn nằm dưới gầm giường', 'Ta thuộc bản đồ xe buýt hơn cả con hẻm nhà mình', 'Đèn thành phố chẳng biết tên ta', 'Gọi về nhà, giả vờ mọi thứ đều ổn', 'Ngoài cửa sổ phòng trọ chẳng thấy ngôi sao nào', 'Mệt là giọng quê lại bật ra'],
        hooks: ['Nhà xa lắm, ta vẫn bước tiếp', 'Giữa phố đông, ta một mình'],
        haiku: ['Căn phòng trọ nhỏ', 'Phố sáng, không sao'],
      },
      ko: {
        lines: ['캐리어는 아직 침대 밑에 살아', '옛 동네 골목보다 지하철 노선도를 더 잘 알아', '이 도시 불빛은 내 이름을 몰라', '집에 전화해서 괜찮은 척 웃어', '원룸 창문 너머엔 별 하나 안 보여', '피곤하면 사투리가 새어 나와'],
        hooks: ['집은 멀어도 나는 또 걸어', '시끄러운 도시에서 혼자야'],
        haiku: ['좁은 자취방', '별 없는 불빛'],
      },
      zh: {
        lines: ['行李箱还住在床底下', '比起老家的街，我更熟悉地铁线路图', '这座城的灯火不知道我的名字', '给家里打电话，装作一切都好', '出租屋的窗外看不见一颗星', '累的时候，乡音会悄悄冒出来'],
        hooks: ['家很远，我还在走', '热闹的城里，我一个人'],
        haiku: ['小小出租屋', '没有星的灯火'],
      },
    },
  },
  {
    id: 'rain',
    detect: {
      en: /\b(?:rain|rainy|raining|storm|monsoon|downpour|drizzle)\b/iu,
      vi: /(?:^|\s)mưa(?:\s|$|,)|bão|giông/iu,
      ko: /장마|소나기|빗소리|빗길|(?:^|\s)비(?:가|를|는|에|오는|내리는|\s|$)/u,
      zh: /下雨|雨天|雨季|雨夜|梅雨|台风|大雨|小雨|雨/u,
    },
    text: {
      en: {
        lines: ['Rain drums on the awning over my head', 'Puddles hold the streetlights upside down', "My shoes are soaked through, and I don't move", 'The rain comes sideways and the street goes blurry', 'Drops fall one by one from the edge of the umbrella', 'Steam rises off the road when the rain stops'],
        hooks: ['Rain, rain, wash it all away', "I'm still standing in the rain"],
        haiku: ['rain on the awning', 'the rain will not stop'],
      },
      vi: {
        lines: ['Mưa gõ trên mái hiên từng hồi', 'Vũng nước in ngược ánh đèn đường', 'Giày ướt sũng mà ta vẫn đứng yên', 'Mưa tạt ngang, con phố nhòe đi', 'Giọt nước rơi từ vành ô xuống vai', 'Mưa tạnh, mặt đường bốc lên hơi ấm'],
        hooks: ['Mưa ơi, cuốn trôi hết đi', 'Ta vẫn đứng đây trong mưa'],
        haiku: ['Mưa trên mái hiên', 'Mưa mãi chưa ngừng'],
      },
      ko: {
        lines: ['빗소리가 처마를 두드려', '웅덩이마다 가로등이 거꾸로 비쳐', '신발이 다 젖어도 나는 움직이지 않아', '빗줄기가 옆으로 날려 거리가 번져', '우산 끝에서 빗방울이 똑똑 떨어져', '비 그친 길에서 김이 피어올라'],
        hooks: ['비야, 다 씻어 가 줘', '나는 아직 빗속에 서 있어'],
        haiku: ['처마 끝 빗방울', '그치지 않는 비'],
      },
      zh: {
        lines: ['雨点敲打着屋檐', '水洼里倒映着颠倒的路灯', '鞋子湿透了，我还是没有走', '雨斜斜地飘，街道一片模糊', '伞沿的雨滴一颗颗落下', '雨停后的路面升起一层薄雾'],
        hooks: ['雨啊，把一切都冲走吧', '我还站在雨里'],
        haiku: ['屋檐的雨滴', '雨一直下'],
      },
    },
  },
  {
    id: 'autumn',
    detect: {
      en: /\b(?:autumn|fall leaves|falling leaves|october|november)\b/iu,
      vi: /mùa thu|thu về|sang thu|heo may|lá vàng/iu,
      ko: /가을|단풍|낙엽/u,
      zh: /秋/u,
    },
    text: {
      en: {
        lines: ['The first cold wind slips under my collar', 'Yellow leaves gather on the windowsill', 'The evenings come a little earlier now', 'I pull my sweater sleeves over my hands', 'The sky is high and thin and blue', 'Fallen leaves crunch under every step'],
        hooks: ["Autumn's here, so hold it close", 'The year turns gold and slow'],
        haiku: ['the first autumn wind', 'leaves fall one by one'],
      },
      vi: {
        lines: ['Cơn gió heo may đầu tiên luồn vào cổ áo', 'Lá vàng đậu trên bậu cửa sổ', 'Chiều tối xuống sớm hơn mỗi ngày', 'Kéo tay áo len che kín mu bàn tay', 'Trời cao, xanh và trong vắt', 'Lá khô xào xạc dưới mỗi bước chân'],
        hooks: ['Thu về rồi, ôm chặt thêm chút nữa', 'Một năm chậm rãi nhuộm vàng'],
        haiku: ['Gió heo may về', 'Lá rơi từng chiếc'],
      },
      ko: {
        lines: ['첫 찬바람이 옷깃 사이로 스며', '노란 잎이 창틀에 내려앉아', '저녁이 조금씩 일찍 찾아와', '니트 소매를 손등까지 끌어내려', '하늘은 높고 얇고 파래', '발밑에서 낙엽이 바스락거려'],
        hooks: ['가을이 왔어, 꼭 안아 줘', '한 해가 천천히 금빛으로 물들어'],
        haiku: ['첫 가을바람', '하나둘 지는 잎'],
      },
      zh: {
        lines: ['第一阵凉风钻进衣领', '黄叶落在窗台上', '天黑得一天比一天早', '把毛衣袖子拉到手背上', '天空又高又远又蓝', '落叶在脚下沙沙作响'],
        hooks: ['秋天来了，抱紧一点', '这一年慢慢染成金色'],
        haiku: ['第一阵秋风', '落叶一片片'],
      },
    },
  },
  {
    id: 'winter',
    detect: {
      en: /\b(?:winter|snow|snowy|frost|december|january)\b/iu,
      vi: /mùa đông|trời rét|gió mùa|giá rét|tuyết/iu,
      ko: /겨울|첫눈|눈송이|함박눈|눈 오는|눈이 내/u,
      zh: /冬|雪|寒/u,
    },
    text: {
      en: {
        lines: ['My breath hangs white in the morning air', 'Frost draws ferns on the window glass', 'The blanket is warm and the floor is cold', 'I wrap my scarf twice before I step outside', 'The sun comes up late and pale', 'The heater ticks as the room warms up'],
        hooks: ['Winter morning, let it begin', 'Breathe out white and start again'],
        haiku: ['my breath turns to white', 'frost on the window'],
      },
      vi: {
        lines: ['Hơi thở phả thành khói trắng trong sương sớm', 'Cửa kính mờ hơi lạnh', 'Trong chăn thì ấm, sàn nhà thì lạnh', 'Quấn khăn hai vòng rồi mới ra cửa', 'Mặt trời lên muộn và nhợt nhạt', 'Ấm trà nóng làm ấm cả căn phòng'],
        hooks: ['Sáng mùa đông, bắt đầu lại thôi', 'Thở ra làn khói trắng, bước tiếp'],
        haiku: ['Hơi thở thành khói', 'Kính mờ sương lạnh'],
      },
      ko: {
        lines: ['아침 공기에 입김이 하얗게 번져', '창문에 서리가 고사리처럼 피었어', '이불 속은 따뜻하고 방바닥은 차가워', '목도리를 두 번 감고 문을 나서', '해가 늦게, 희미하게 떠올라', '보일러 도는 소리에 방이 데워져'],
        hooks: ['겨울 아침, 이제 시작이야', '하얀 숨을 내쉬고 다시 걸어'],
        haiku: ['하얀 입김', '창문의 서리'],
      },
      zh: {
        lines: ['清晨的空气里呵出白气', '窗上结了一层霜花', '被窝很暖，地板很凉', '围巾绕两圈再出门', '太阳升得又晚又淡', '暖气片咔嗒作响，屋子慢慢暖起来'],
        hooks: ['冬天的早晨，重新开始', '呼出白气，再往前走'],
        haiku: ['呵出的白气', '窗上的霜花'],
      },
    },
  },
  {
    id: 'home',
    detect: {
      en: /\b(?:grandmother|grandma|granny|mother|mom|mum|family|kitchen|hometown|childhood home)\b/iu,
      // Round 6: going home ("về nhà", "집에 가는 길", "打车回家") is a way home, not the family home.
      vi: /(?:^|\s)(?:mẹ|má|bà|bà ngoại|bà nội|gia đình|căn bếp|bếp|quê nhà|(?<!về |đi )nhà)(?:\s|$|,)/iu,
      ko: /엄마|할머니|어머니|(?:^|\s)집(?!에 가|에 오|으로|에 돌아|에 들어|까지)|고향|가족|부엌/u,
      zh: /妈|奶奶|外婆|姥姥|老家|故乡|厨房|(?<![回到])家/u,
    },
    text: {
      en: {
        lines: ['The apron still hangs on the hook by the stove', 'The kettle clicks off, and nobody pours', 'Flour still hides in the cracks of the old table', 'I know the drawer where the good spoons are kept', 'The radio hums the songs we used to sing along to', 'I carry the recipe folded in my wallet'],
        hooks: ['Leave the kitchen light on for me', 'Some rooms keep the shape of the people who loved them'],
        haiku: ['the kettle cools down', 'the apron still hangs'],
      },
      vi: {
        lines: ['Chiếc tạp dề vẫn treo cạnh bếp', 'Nồi cơm vẫn nấu dư một phần như thói quen', 'Mùi khói bếp còn bám trên vạt áo', 'Tiếng dép quen thuộc ngoài hiên mỗi sớm', 'Ta vẫn nhớ đôi tay gầy nhóm lửa', 'Mâm cơm chiều vẫn chờ đủ người'],
        hooks: ['Về nhà thôi, nơi bếp lửa còn hồng', 'Thương lắm, những buổi sớm thân quen'],
        haiku: ['Khói bếp sớm mai', 'Tiếng dép ngoài hiên'],
      },
      ko: {
        lines: ['앞치마가 아직 부엌 벽에 걸려 있어', '밥솥은 늘 한 공기를 더 지어', '찌개 냄새가 현관까지 마중 나와', '낡은 식탁 모서리엔 키를 재던 자국', '전화기 너머로 밥은 먹었냐고 물어', '라디오에서 그 시절 노래가 흘러나와'],
        hooks: ['불 켜진 부엌으로 돌아가고 싶어', '그 온기가 아직 여기 남아 있어'],
        haiku: ['식어 가는 주전자', '벽에 걸린 앞치마'],
      },
      zh: {
        lines: ['围裙还挂在灶台边的钩子上', '电饭锅总是多煮一碗饭', '饭菜香从厨房一直飘到门口', '旧饭桌的桌角还留着量身高的刻痕', '电话那头总问我吃饭了没有', '收音机里还放着那年的老歌'],
        hooks: ['好想回到亮着灯的厨房', '那份温暖还在这里'],
        haiku: ['灶台边的围裙', '饭菜的香味'],
      },
    },
  },
];

/** Every family, most specific first: the two most specific general ones, then the life families, then the rest. */
export const lyricsFamilies: readonly LyricsFamily[] = [...roundElevenFamilies, ...roundEightFamilies, ...roundSevenFamilies, ...roundSixFamilies, ...generalFamilies.slice(0, 2), ...eventFamilies, ...lifeFamilies, ...roundTenFamilies, ...generalFamilies.slice(2)];
