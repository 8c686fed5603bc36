/**
 * Image banks for an outcome read backwards (issue 13, round 7, polarity): a sister who got into nursing school after two
 * fails, a brother who passed after a year of resits, a licence on the fourth try, 考研上岸 — sung as a celebration, never
 * as the consolation of a failed exam nor as the night before one. Lines read right whether the singer passed or someone
 * close did; no `{k}` (the matched spans are verbs, not noun phrases).
 */
import type { LyricsFamily } from './families.ts';

/** Round-7 families, placed first: a job offer supersedes a pass, a pass every other exam family, a lost pet the living one. */
export const roundSevenFamilies: readonly LyricsFamily[] = [
  {
    id: 'hired',
    supersedes: ['work', 'exam-passed', 'quit-job', 'exam-failed'],
    detect: {
      en: /\b(?:got (?:the|a|my) (?:dream )?job|got hired|job offer|got the offer|landed (?:the|a|my) (?:dream )?job|accepted (?:the|an) offer|hired (?:at|by))\b/iu,
      vi: /được nhận vào làm|nhận vào làm|được tuyển|nhận việc|được nhận việc/iu,
      ko: /(?:회사|기업|입사|취업|면접)\S*\s*(?:\S+\s*){0,2}(?:합격|붙었)|취업했|취업 성공|입사 확정|최종 합격/u,
      zh: /拿到.{0,6}offer|被.{0,8}录用|找到工作|应聘成功|入职了/u,
    },
    text: {
      en: {
        lines: ['The offer email sits at the top of my inbox', 'I read the first line three times to be sure', 'Somebody call home and tell them the news', 'All those applications led to this one', 'The outfit for day one is already picked', 'The waiting is over, the work can start'],
        hooks: ['I got the job, say it again', 'All the waiting was worth this call'],
        haiku: ['the offer is in', 'yes, the job is mine'],
      },
      vi: {
        lines: ['Email mời nhận việc nằm đầu hộp thư', 'Ta đọc dòng đầu ba lần cho chắc', 'Gọi về nhà đi, báo rằng ta được nhận rồi', 'Bao lá đơn đã gửi, cuối cùng cũng tới nơi này', 'Đã chọn sẵn bộ đồ cho ngày đầu đi làm', 'Chờ đợi đã xong, giờ là lúc bắt đầu'],
        hooks: ['Được nhận rồi, nói lại lần nữa đi', 'Bao ngày chờ giờ đã thành tin vui'],
        haiku: ['Thư mời đã đến', 'Tin vui đầu hộp thư'],
      },
      ko: {
        lines: ['합격 메일이 받은편지함 맨 위에 있어', '첫 줄을 세 번이나 다시 읽었어', '집에 전화해서 붙었다고 말해', '그 많은 지원서가 다 여기로 이어졌어', '첫 출근 날 입을 옷도 벌써 골라 뒀어', '기다림은 끝났어, 이제 시작이야'],
        hooks: ['붙었어, 한 번 더 말해 줘', '기다린 날들이 이 전화 한 통이 됐어'],
        haiku: ['합격 메일', '첫 출근 옷'],
      },
      zh: {
        lines: ['录用邮件就在收件箱最上面', '第一行我读了三遍才敢信', '快给家里打电话，说被录用了', '投过的那么多简历，终于走到了这里', '第一天上班穿什么，已经想好了', '等待结束了，接下来就是开始'],
        hooks: ['被录用了，再说一遍', '所有的等待，都换来了这一通电话'],
        haiku: ['录用的邮件', '等来的电话'],
      },
    },
  },
  {
    id: 'exam-passed',
    supersedes: ['exam-failed', 'exam-ahead', 'exam-night', 'study'],
    detect: {
      en: /\b(?<!(?:didn'?t|did not|never|not|won'?t|years?|months?|weeks?|days?|time)\s)(?:passed(?!\s+(?:away|on|by))|aced|got (?:in|into|accepted)|(?:was|been|got) accepted|admitted to)\b(?=.{0,40}\b(?:exams?|tests?|bar|boards|school|college|university|nursing|program|license|licence|driving|finals|interview|try|attempt)\b|\W*$)/iu,
      vi: /(?<!(?:không|chưa|chẳng)\s)(?:thi )?(?:đậu|đỗ)\s(?=đại học|rồi|vào|nguyện vọng|tốt nghiệp|trường|cấp|bằng|kỳ thi|lớp|\p{Lu})|thi (?:đậu|đỗ)(?![\p{L}\p{M}])|trúng tuyển/iu,
      ko: /(?<!불)합격|시험에 붙|(?:학교|대학|면허)\S*\s*붙었/u,
      zh: /上岸|(?<!没|没有|未)考上|(?<!没|未)考过了|被.{0,10}录取|录取通知书|(?<!没|未)通过了.{0,4}(?:考试|面试|答辩|考核)/u,
    },
    text: {
      en: {
        lines: ['The results page loads, and the whole room screams', 'All those nights at the desk were worth it', 'The phone keeps buzzing with good news', 'Every try that fell short was part of this one', 'The old notes can finally go in a box', 'Somebody call home and tell them the news'],
        hooks: ['You did it, you did it, say it loud', 'All the nights were worth this one'],
        haiku: ['the results are in', 'good news on the screen'],
      },
      vi: {
        lines: ['Trang kết quả hiện lên, cả nhà reo vang', 'Bao đêm bên bàn học giờ đã được đền đáp', 'Điện thoại cứ rung lên vì tin vui', 'Những lần chưa được hóa ra là để có lần này', 'Chồng đề cương cũ giờ cất vào thùng được rồi', 'Gọi về nhà đi, báo tin vui cho mọi người'],
        hooks: ['Đậu rồi, đậu rồi, hát thật to lên', 'Bao nhiêu cố gắng giờ đã nở thành hoa'],
        haiku: ['Tin vui đã đến', 'Trang kết quả sáng'],
      },
      ko: {
        lines: ['결과 화면이 뜨자마자 소리를 질렀어', '책상 앞에서 보낸 밤들이 다 보상받았어', '축하 메시지에 휴대폰이 쉬지 않고 울려', '안 됐던 날들도 다 오늘을 위한 거였어', '이제 그 문제집들은 상자에 넣어도 돼', '집에 전화해서 붙었다고 말해'],
        hooks: ['합격이야, 합격, 크게 외쳐 봐', '그 모든 밤이 오늘을 위해 있었어'],
        haiku: ['합격 소식', '환한 결과 화면'],
      },
      zh: {
        lines: ['查分页面一打开，整个屋子都欢呼起来', '那些熬过的夜，终于都值了', '手机一直在响，全是祝贺', '之前没成的那几次，都是为了这一次', '那摞复习资料，终于可以收进箱子了', '快给家里打个电话，说一声过了'],
        hooks: ['过了，过了，大声说出来', '所有熬过的夜，都为了今天'],
        haiku: ['好消息来了', '查分的页面'],
      },
    },
  },
  {
    id: 'recovered',
    onlyOutcome: 'success',
    supersedes: ['hospital', 'care-home'],
    detect: {
      en: /\b(?:cancer|chemo|surgery|hospital|illness|sick|remission|treatment|recovered|discharged)\b/iu,
      vi: /ung thư|hóa trị|phẫu thuật|bệnh viện|khỏi bệnh|xuất viện|bình phục/iu,
      ko: /암|항암|수술|병원|퇴원|완치|회복/u,
      zh: /癌|化疗|手术|医院|出院|康复|痊愈/u,
    },
    text: {
      en: {
        lines: ['The bell rings, and the whole ward claps', 'The wristband is cut off at last', 'We carry the flowers out through the front door', 'Home tonight, in your own bed', 'The nurses wave from the desk as we go', 'Every hard day behind us was worth this one'],
        hooks: ['Ring it loud, you made it through', 'Going home, going home today'],
        haiku: ['the bell rings out loud', 'home in your own bed'],
      },
      vi: {
        lines: ['Tiếng chuông vang, cả khoa vỗ tay', 'Chiếc vòng tay bệnh viện cuối cùng đã được cắt', 'Ôm bó hoa bước ra cửa chính', 'Đêm nay được ngủ trên giường nhà mình', 'Các cô y tá vẫy tay chào từ quầy', 'Bao ngày khó khăn giờ đã ở lại phía sau'],
        hooks: ['Rung chuông thật to, mình đã vượt qua', 'Về nhà thôi, hôm nay về nhà'],
        haiku: ['Tiếng chuông vang lên', 'Giường nhà đêm nay'],
      },
      ko: {
        lines: ['종이 울리고 병동 사람들이 다 같이 박수를 쳐', '드디어 환자 팔찌를 잘라', '꽃다발을 안고 정문으로 걸어 나가', '오늘 밤엔 우리 집 침대에서 자', '간호사 선생님들이 데스크에서 손을 흔들어', '힘들었던 날들이 다 뒤에 남았어'],
        hooks: ['종을 크게 울려, 다 이겨냈어', '집에 가자, 오늘은 집에 가'],
        haiku: ['울리는 종소리', '우리 집 침대'],
      },
      zh: {
        lines: ['铃声响起，整层病房都在鼓掌', '手腕上的住院手环终于剪掉了', '抱着花从正门走出去', '今晚睡在自己家的床上', '护士们在服务台挥手道别', '那些难熬的日子，都留在身后了'],
        hooks: ['把铃摇响，我们挺过来了', '回家吧，今天就回家'],
        haiku: ['响起的铃声', '自己家的床'],
      },
    },
  },
  {
    id: 'match-lost',
    onlyOutcome: 'failure',
    supersedes: ['match'],
    detect: {
      en: /\b(?:football|soccer|basketball|baseball|game|match|final|world cup|championship|team|tournament|league)\b/iu,
      vi: /bóng đá|đội tuyển|chung kết|(?<![\p{L}\p{M}])trận(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])giải(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])đội(?![\p{L}\p{M}])/iu,
      ko: /축구|야구|농구|결승|대표팀|경기|시합|대회|(?<![가-힣])팀(?![가-힣])/u,
      zh: /足球|篮球|比赛|决赛|球队|世界杯|球赛|联赛/u,
    },
    text: {
      en: {
        lines: ['The final whistle, and the whole stand goes quiet', 'We lost it in the last minute, and nobody moves', 'Boots unlaced slowly on a silent bench', 'The score stays lit long after we stop looking', 'Somebody pats a shoulder, nobody finds the words', 'We walk off together, heads down, still a team'],
        hooks: ['Lose it together, stand up together', 'Not the ending we wanted, still our team'],
        haiku: ['the final whistle', 'a quiet bench now'],
      },
      vi: {
        lines: ['Tiếng còi mãn cuộc, cả khán đài lặng đi', 'Thua ở phút cuối, chẳng ai nhúc nhích', 'Tháo dây giày thật chậm trên băng ghế lặng im', 'Bảng tỉ số vẫn sáng dù chẳng ai nhìn nữa', 'Một bàn tay vỗ vai, chẳng ai tìm được lời', 'Cùng nhau rời sân, cúi đầu, nhưng vẫn là một đội'],
        hooks: ['Thua cùng nhau, đứng dậy cùng nhau', 'Không phải cái kết mình mong, nhưng vẫn là đội mình'],
        haiku: ['Tiếng còi mãn cuộc', 'Băng ghế lặng im'],
      },
      ko: {
        lines: ['종료 휘슬이 울리고 관중석이 조용해졌어', '마지막 1분에 졌어, 아무도 움직이지 않아', '조용한 벤치에서 신발 끈을 천천히 풀어', '아무도 안 보는데 점수판은 아직 켜져 있어', '누군가 어깨를 두드려, 아무도 말을 못 찾아', '고개를 숙이고 같이 걸어 나와, 그래도 우린 한 팀이야'],
        hooks: ['같이 지고, 같이 일어나', '바라던 끝은 아니어도 우리 팀이야'],
        haiku: ['종료 휘슬', '조용한 벤치'],
      },
      zh: {
        lines: ['终场哨响，整个看台安静了下来', '最后一分钟输了，谁都没有动', '在安静的长椅上慢慢解开鞋带', '没人再看了，记分牌还亮着', '有人拍了拍肩膀，谁也找不到话说', '低着头一起走下场，我们还是一支队'],
        hooks: ['一起输，也一起站起来', '不是想要的结局，还是我们的队'],
        haiku: ['终场的哨声', '安静的长椅'],
      },
    },
  },
  {
    id: 'pet-loss',
    supersedes: ['pet'],
    detect: {
      en: /rainbow bridge|\b(?:dog|cat|puppy|kitten|pup|pet)\b.{0,40}\b(?:died|passed away|passed|put down|is gone|crossed)\b|\blost (?:my|our) (?:dog|cat|pet)\b/iu,
      vi: /cầu vồng|(?:chó|mèo|cún|con vật)[^.,]{0,30}(?:mất|chết|qua đời|ra đi|không còn)/iu,
      ko: /무지개다리|(?:강아지|고양이|댕댕이|냥이|반려견|반려묘)\S*\s*(?:\S+\s*){0,3}(?:죽었|떠났|보냈|하늘나라|세상을 떠)/u,
      zh: /彩虹桥|(?:狗|猫|狗狗|猫咪|宠物)[^，。]{0,20}(?:去世|走了|死了|离开了|不在了)/u,
    },
    text: {
      en: {
        lines: ['The leash still hangs by the door, and nobody asks for it', 'I put the food bowl away and take it out again', 'I still listen for paws on the stairs', 'The warm spot on the sofa stays cold now', 'The favourite toy is still in my coat pocket', 'Every photo on my phone has you in it'],
        hooks: ['Run easy now, I will keep your place', 'Good friend, sleep well, I will remember'],
        haiku: ['an empty food bowl', 'the leash on its hook'],
      },
      vi: {
        lines: ['Sợi dây dắt vẫn treo bên cửa, chẳng ai đòi đi dạo', 'Ta cất bát ăn đi rồi lại lấy ra', 'Vẫn nghe ngóng tiếng chân nhỏ trên cầu thang', 'Góc sofa ấm ngày nào giờ đã lạnh', 'Món đồ chơi quen vẫn nằm trong túi áo', 'Ảnh nào trong điện thoại cũng có bé'],
        hooks: ['Chạy thật xa nhé, ta giữ chỗ cho bé', 'Ngủ ngoan nhé, người bạn nhỏ của ta'],
        haiku: ['Bát ăn trống trơn', 'Dây dắt treo tường'],
      },
      ko: {
        lines: ['현관에 걸린 목줄을 이제 아무도 조르지 않아', '밥그릇을 치웠다가 다시 꺼내 놓아', '계단에서 작은 발소리가 날까 귀를 기울여', '소파의 따뜻하던 자리가 이제 차가워', '좋아하던 장난감이 아직 외투 주머니에 있어', '휴대폰 사진마다 네가 있어'],
        hooks: ['거기선 아프지 말고 마음껏 뛰어', '잘 자, 내 작은 친구'],
        haiku: ['빈 밥그릇', '걸려 있는 목줄'],
      },
      zh: {
        lines: ['门边的牵引绳还挂着，再也没有谁催我出门', '我把食盆收起来，又拿了出来', '还是会竖起耳朵，听楼梯上的小脚步', '沙发上那块暖和的地方，现在凉了', '它最爱的玩具还在我外套口袋里', '手机里每一张照片都有它'],
        hooks: ['在那边尽情地跑吧', '晚安，我的小伙伴'],
        haiku: ['空空的食盆', '挂着的牵引绳'],
      },
    },
  },
  {
    // Round 16 (set R's read): going to the hospital or the doctor alone is the singer's own visit, as the patient: never
    // the visitor's "I stay close" of the family below.
    id: 'hospital-alone',
    supersedes: ['hospital', 'home', 'care-home'],
    detect: {
      en: /\b(?:alone|by myself|on my own)\b[^.!?]*\b(?:hospital|doctor|clinic|ER)\b|\b(?:hospital|doctor|clinic|ER|emergency room)\b[^.!?]*\b(?:alone|by myself|on my own)\b/iu,
      vi: /một mình[^.!?]*(?:bệnh viện|đi khám|khám bệnh|phòng khám)|(?:bệnh viện|đi khám|khám bệnh|phòng khám)[^.!?]*một mình/iu,
      ko: /혼자[^.!?]*(?:병원|진료|응급실)|(?:병원|진료|응급실)[^.!?]*혼자/u,
      zh: /(?:一个人|独自|自己)[^。！？]*(?:医院|看病|看医生|急诊)|(?:医院|看病|看医生|急诊)[^。！？]*(?:一个人|独自)/u,
    },
    text: {
      en: {
        lines: ['I take a number and find a seat by the window', 'I fill in the form, and the line for next of kin stays blank', 'Everyone here has someone holding their coat', 'They call my name and only I stand up', 'I read the slip twice on the bus ride home', 'I tell myself I did it, I did this on my own'],
        hooks: ['Nobody held my hand today, and I still got through', 'Next time I will call someone, or maybe I will be fine'],
        haiku: ['a number called out', 'the chair beside me'],
      },
      vi: {
        lines: ['Bốc số rồi ngồi xuống chiếc ghế gần cửa sổ', 'Điền tờ khai, ô người thân bỏ trống', 'Ai ở đây cũng có người ngồi bên cạnh', 'Gọi đến tên mình, chỉ mình ta đứng dậy', 'Trên xe buýt về, ta đọc lại tờ giấy hai lần', 'Tự nhủ mình đã làm được, một mình thôi cũng được'],
        hooks: ['Hôm nay chẳng ai nắm tay, ta vẫn đi qua được', 'Lần sau ta sẽ gọi ai đó, hoặc có lẽ ta sẽ ổn thôi'],
        haiku: ['Tiếng gọi số thứ tự', 'Chiếc ghế trống bên cạnh'],
      },
      ko: {
        lines: ['번호표를 뽑고 창가 자리에 앉아', '보호자 칸은 비워 둔 채로 접수증을 내', '다들 옆에 누군가 한 명씩은 있더라', '내 이름이 불리고, 나 혼자 일어서', '돌아오는 버스에서 처방전을 두 번 읽어', '혼자서도 해냈다고 나한테 말해 줘'],
        hooks: ['오늘은 아무도 손 잡아 주지 않았지만 나는 잘 버텼어', '다음엔 누군가한테 전화할게, 아니면 괜찮을지도 몰라'],
        haiku: ['불리는 번호', '옆자리 빈 의자'],
      },
      zh: {
        lines: ['取了号，在靠窗的位子坐下', '填表的时候，家属那一栏空着', '这里的每个人，身边都有人陪着', '叫到我的名字，只有我自己站起来', '回家的公交上，我把单子看了两遍', '我对自己说，你做到了，一个人也可以'],
        hooks: ['今天没人牵我的手，我还是走过来了', '下次我会叫上谁，或者，我自己也可以'],
        haiku: ['叫号的声音', '旁边的空椅子'],
      },
    },
  },
  {
    id: 'hospital',
    supersedes: ['home'],
    detect: {
      // A shift at the hospital is work, not a waiting room: the family is read only when nobody works there.
      en: /^(?!.*\b(?:shift|my job|I work|nurse|doctor|on call|on duty)\b).*\b(?:surgery|operation|hospital|chemo|diagnos\w*|ICU|in the ward|recovery room)\b/iu,
      vi: /^(?!.*(?:ca trực|ca làm|đi làm|trực đêm|y tá|bác sĩ|(?<![\p{L}\p{M}])trực(?! tiếp| tuyến| quan| giác| thăng))).*(?:phẫu thuật|(?<![\p{L}\p{M}])mổ(?![\p{L}\p{M}])|bệnh viện|nằm viện|hóa trị|cấp cứu)/iu,
      ko: /^(?!.*(?:근무|출근|퇴근|당직|간호사|의사)).*(?:수술|병원|입원|항암|응급실|중환자실)/u,
      zh: /^(?!.*(?:值班|上班|夜班|下班|护士|医生)).*(?:手术|医院|住院|化疗|急诊|ICU|病房)/u,
    },
    text: {
      en: {
        lines: ['The waiting room clock moves slower than any clock', 'I hold a paper cup I never drink from', 'The nurses walk past with soft shoes and kind faces', 'I learn the name of every machine that beeps', 'I bring the small things that make a room feel like home', 'Soon we will know more, and until then I stay close'],
        hooks: ['I am right here, I am not going anywhere', 'Hold on, we will walk out of here together'],
        haiku: ['the waiting room clock', 'a hand on the sheet'],
      },
      vi: {
        lines: ['Đồng hồ phòng chờ chạy chậm hơn mọi chiếc đồng hồ', 'Cầm cốc giấy mãi mà chẳng uống', 'Các cô y tá đi qua, bước chân thật khẽ', 'Ta thuộc tên từng chiếc máy kêu bíp', 'Mang theo vài món đồ cho căn phòng giống nhà hơn', 'Rồi sẽ biết thêm thôi, giờ cứ ở thật gần'],
        hooks: ['Ta ở ngay đây, chẳng đi đâu cả', 'Gắng lên, rồi mình cùng nhau về nhà'],
        haiku: ['Đồng hồ phòng chờ', 'Bàn tay trên chăn'],
      },
      ko: {
        lines: ['대기실 시계는 세상에서 제일 느리게 가', '종이컵을 쥐고만 있고 마시지는 못해', '간호사들이 조용한 발걸음으로 지나가', '삑삑대는 기계 이름을 하나씩 외워', '병실이 조금이라도 집 같게 몇 가지를 챙겨 와', '곧 더 알게 될 거야, 그때까지 곁에 있을게'],
        hooks: ['나 여기 있어, 아무 데도 안 가', '조금만 힘내, 같이 걸어 나가자'],
        haiku: ['대기실 시계', '이불 위의 손'],
      },
      zh: {
        lines: ['等候室的钟，比哪里的钟都走得慢', '手里的纸杯一直握着，一口没喝', '护士们走过，脚步很轻', '病房里每台会响的机器，我都记住了名字', '带几样小东西来，让病房像家一点', '很快就会知道更多，在那之前我就守在旁边'],
        hooks: ['我就在这儿，哪儿也不去', '坚持住，我们一起走出去'],
        haiku: ['等候室的钟', '被子上的手'],
      },
    },
  },
  {
    id: 'first-day',
    supersedes: ['work', 'study', 'exam-ahead'],
    detect: {
      en: /\bfirst day\b|\bnew job\b|\bstart(?:ing|s)? (?:a |my )?(?:new )?(?:job|school|work|college)\b/iu,
      vi: /ngày đầu (?:tiên )?(?:đi làm|đi học|nhận việc|ở công ty)|công việc mới|việc mới|trường mới/iu,
      ko: /첫 ?출근|첫 ?등교|입사 첫날|새 직장|새 학교|전학/u,
      zh: /第一天上班|入职第一天|第一天上学|新工作|开学第一天|第一次上班|新学校/u,
    },
    text: {
      en: {
        lines: ['The clothes for the first day are folded on the chair', 'I set the alarm twice, just in case', 'I practise my name and a handshake in the mirror', 'New building, new doors, a new way to get there', 'Everyone there was new on their first day too', 'Nervous is just excited in a tighter coat'],
        hooks: ['First day, first step, I can do this', 'Walk in like you belong, because you do'],
        haiku: ['new shoes by the door', 'the first day begins'],
      },
      vi: {
        lines: ['Bộ đồ cho ngày đầu đã gấp sẵn trên ghế', 'Đặt báo thức hai lần cho chắc', 'Tập nói tên mình trước gương thêm lần nữa', 'Tòa nhà mới, cánh cửa mới, con đường mới', 'Ai ở đó cũng từng có một ngày đầu tiên', 'Hồi hộp một chút cũng là đang háo hức'],
        hooks: ['Ngày đầu tiên, bước đầu tiên, mình làm được', 'Cứ bước vào thật tự tin'],
        haiku: ['Giày mới bên cửa', 'Ngày đầu bắt đầu'],
      },
      ko: {
        lines: ['첫날 입을 옷을 의자 위에 개어 뒀어', '알람을 두 번이나 맞춰 놨어', '거울 앞에서 자기소개를 한 번 더 연습해', '새 건물, 새 문, 새로운 길', '거기 있는 사람들도 다 첫날이 있었어', '떨리는 건 설렌다는 뜻이기도 해'],
        hooks: ['첫날, 첫걸음, 할 수 있어', '당당하게 들어가, 거기 있어도 되는 사람이니까'],
        haiku: ['문 앞의 새 구두', '첫날의 문 앞'],
      },
      zh: {
        lines: ['第一天要穿的衣服，叠好放在椅子上', '闹钟定了两个，以防万一', '对着镜子把自我介绍又练了一遍', '新的大楼，新的门，新的路', '那里的每个人，也都有过第一天', '紧张，其实也是一种期待'],
        hooks: ['第一天，第一步，我可以', '大大方方地走进去'],
        haiku: ['门口的新鞋', '第一天开始'],
      },
    },
  },
  {
    id: 'leaving-ahead',
    onlyAhead: true,
    supersedes: ['leaving', 'moving-out', 'city', 'study'],
    detect: {
      en: /\b(?:leav(?:e|es|ing)(?: for| home)?|mov(?:e|es|ing) (?:away|out|abroad|to)|going (?:away|abroad)|study(?:ing)? abroad|pack(?:s|ing)?|suitcase)\b/iu,
      vi: /rời (?:xa|nhà|quê|đi)|dọn đi|chuyển đi|đi du học|lên đường|xếp đồ|soạn đồ|vali|(?<![\p{L}\p{M}])đi (?:học|làm) xa/iu,
      ko: /떠나|이사 가|유학 가|유학을 가|짐을 싸|짐 싸|캐리어/u,
      zh: /离开|搬走|出国|去外地|收拾行李|行李箱|出发/u,
    },
    text: {
      en: {
        lines: ['The suitcase lies open on the floor', 'Half the room is folded into boxes', 'We go over the list one more time', 'Somebody packs a little extra food, just in case', 'The ticket sits on the table by the keys', 'Nobody says goodbye yet, we just keep packing'],
        hooks: ['Not gone yet, so stay a little longer', 'Before you go, let me hold this night'],
        haiku: ['the suitcase is full', 'the ticket, the keys'],
      },
      vi: {
        lines: ['Chiếc vali mở toang giữa phòng', 'Nửa căn phòng đã gói vào thùng', 'Soát lại danh sách thêm một lần nữa', 'Ai đó gói thêm ít đồ ăn, phòng khi cần', 'Tấm vé nằm trên bàn cạnh chùm chìa khóa', 'Chưa ai nói lời tạm biệt, cứ lặng lẽ xếp đồ'],
        hooks: ['Chưa đi mà, ở lại thêm chút nữa', 'Trước khi đi, cho mình giữ lấy đêm nay'],
        haiku: ['Vali đã đầy', 'Tấm vé trên bàn'],
      },
      ko: {
        lines: ['방 한가운데 캐리어가 열려 있어', '방의 반은 벌써 상자 속에 들어갔어', '챙길 목록을 한 번 더 같이 확인해', '혹시 몰라 먹을 걸 조금 더 싸 넣어', '열쇠 옆에 표 한 장이 놓여 있어', '아무도 아직 안녕이라고 말하지 않아, 짐만 싸'],
        hooks: ['아직 안 갔잖아, 조금만 더 있어 줘', '떠나기 전에 이 밤을 꼭 안고 싶어'],
        haiku: ['꽉 찬 캐리어', '열쇠 옆의 표'],
      },
      zh: {
        lines: ['行李箱摊开在地上', '半个房间已经装进了箱子', '把要带的东西又对了一遍', '有人又多塞了一点吃的，以防万一', '车票放在桌上，挨着钥匙', '谁都还没说再见，只是一直在收拾'],
        hooks: ['还没走呢，再多待一会儿', '走之前，让我抱紧这一晚'],
        haiku: ['装满的行李箱', '桌上的车票'],
      },
    },
  },
  {
    id: 'visit-ahead',
    onlyAhead: true,
    supersedes: ['home', 'grandparents'],
    detect: {
      en: /\b(?:coming to visit|(?:will|gonna|going to) visit|visit(?:ing)? (?:me|us)|coming (?:over|to see (?:me|us))|flying in|coming home)\b/iu,
      vi: /(?:lên|đến|tới|về|ra|vào|sang|qua) thăm|thăm (?:con|em|mình|tôi)/iu,
      ko: /보러 (?:온|오)|놀러 (?:온|오)|오신대|온대|온다고|방문/u,
      zh: /来看我|来看我们|过来看|来探望|来找我|来玩/u,
    },
    text: {
      en: {
        lines: ['I clean the spare room twice and it still feels not enough', 'The calendar has one day circled', 'I plan the meals we will eat together', 'I count the days down on my fingers', 'I already know what I will say at the door', 'The extra pillow is ready on the bed'],
        hooks: ['Come soon, the door is open', 'Just a few more days until you are here'],
        haiku: ['one day marked in red', 'the spare room is clean'],
      },
      vi: {
        lines: ['Dọn phòng hai lần mà vẫn thấy chưa đủ', 'Trên lịch có một ngày khoanh tròn', 'Ta tính sẵn những bữa cơm sẽ cùng ăn', 'Đếm từng ngày trên đầu ngón tay', 'Đã nghĩ sẵn câu sẽ nói ở cửa', 'Chiếc gối thêm đã sẵn trên giường'],
        hooks: ['Mau đến nhé, cửa vẫn mở đây', 'Chỉ còn vài ngày nữa thôi là gặp'],
        haiku: ['Lịch khoanh một ngày', 'Phòng đã dọn xong'],
      },
      ko: {
        lines: ['방을 두 번이나 치웠는데도 아직 부족한 것 같아', '달력에 하루가 동그라미 쳐져 있어', '같이 먹을 밥을 미리 정해 둬', '손가락으로 남은 날을 세어 봐', '문 앞에서 할 첫마디를 벌써 연습해', '여분 베개도 침대 위에 올려 뒀어'],
        hooks: ['어서 와, 문은 열려 있어', '며칠만 더 지나면 만나'],
        haiku: ['동그라미 친 하루', '치워 둔 방'],
      },
      zh: {
        lines: ['房间收拾了两遍，还是觉得不够', '日历上圈着一个日子', '一起吃的几顿饭，我都想好了', '掰着手指数日子', '到门口要说的第一句话，我已经想好了', '多的那个枕头已经放在床上'],
        hooks: ['快来吧，门一直开着', '再过几天就见到了'],
        haiku: ['圈起的那一天', '收拾好的房间'],
      },
    },
  },
];
