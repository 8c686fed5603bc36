/**
 * More theme families with their own image banks (issue 13, session 4): exam nights, payday, a fight and making up, moving
 * out, a pet, grandparents, childhood and the hometown, the commute, a birthday. Same shape as families.ts; lines are
 * complete sentences in the singer's voice, free of pronouns that would misgender or mis-address the person a theme names
 * (they read right whether the song is sung TO someone or ABOUT them). `{k}` is the theme's own matched noun.
 */
import type { LyricsFamily } from './families.ts';

/** The life families, most specific first (they precede the general families of families.ts). */
export const lifeFamilies: readonly LyricsFamily[] = [
  {
    id: 'exam-night',
    supersedes: ['study'],
    detect: {
      en: /\b(?:cramming|cram|all-nighter|night before (?:the|my) (?:exam|test|finals)|studying (?:all night|late|for)|study night|exam night|revision)\b/iu,
      vi: /ôn thi|ôn bài|học bài|thức khuya học|đêm trước (?:kỳ |ngày )?thi|mùa thi/iu,
      ko: /벼락치기|밤샘|시험 전날|시험공부|공부하는 밤|독서실|수험생|공부하던 밤/u,
      zh: /熬夜复习|复习|备考|考前|刷题|通宵|挑灯夜读|考研/u,
    },
    text: {
      en: {
        lines: ['The desk lamp is the only light left on the street', 'I count the pages still to go and the hours still to sleep', 'Cold noodles wait beside a stack of flashcards', 'The highlighter squeaks across the same line twice', 'My eyes close on a formula and open on the next', 'The clock keeps ticking louder after midnight'],
        hooks: ['One more page, then one more', 'Hold on till the morning bell'],
        haiku: ['the desk lamp still on', 'one more page to go'],
      },
      vi: {
        lines: ['Ngọn đèn bàn là ánh sáng cuối cùng trong xóm', 'Đếm số trang còn lại, đếm số giờ còn được ngủ', 'Gói mì nguội dần bên chồng đề cương', 'Cây bút dạ quang kẻ đi kẻ lại một dòng', 'Mắt nhắm lại ở công thức này, mở ra ở công thức kia', 'Qua nửa đêm, tiếng đồng hồ cứ to dần'],
        hooks: ['Thêm một trang nữa thôi', 'Cố lên, trời sắp sáng rồi'],
        haiku: ['Đèn bàn còn sáng', 'Thêm một trang nữa'],
      },
      ko: {
        lines: ['동네에 불 켜진 창은 내 책상 스탠드뿐이야', '남은 페이지를 세고, 잘 수 있는 시간을 세', '식은 컵라면 옆에 단어장이 쌓여 있어', '형광펜이 같은 줄을 두 번 지나가', '공식 하나에 눈을 감았다가 다음 공식에 눈을 떠', '자정이 지나니 시계 소리가 점점 커져'],
        hooks: ['한 장만 더, 또 한 장만 더', '아침 종이 울릴 때까지 버텨'],
        haiku: ['꺼지지 않는 스탠드', '한 장만 더'],
      },
      zh: {
        lines: ['整条街只剩我书桌上的台灯还亮着', '数着剩下的页数，也数着还能睡几个小时', '泡面凉在一摞单词卡旁边', '荧光笔在同一行上划了两遍', '在一个公式上闭眼，又在下一个公式上睁开', '过了午夜，钟声越走越响'],
        hooks: ['再看一页，再看一页', '撑到天亮，撑到铃响'],
        haiku: ['台灯还亮着', '再看一页'],
      },
    },
  },
  {
    id: 'payday',
    detect: {
      en: /\b(?:payday|paycheck|pay ?check|first salary|salary|first wages|wages)\b/iu,
      vi: /(?:nhận|tháng|đồng|ngày) lương|lương đầu|lương tháng|trả lương/iu,
      ko: /월급|급여|용돈|첫 월급|알바비/u,
      zh: /工资|发薪|薪水|月薪|第一份工资|零花钱/u,
    },
    text: {
      en: {
        lines: ['The bank app lights up with the month I worked for', 'I set aside the rent before I let myself smile', 'My first paycheck, and I read the number twice', 'I buy the good fruit instead of the cheap one', 'A little goes to savings, a little goes home', 'Thirty days of early trains in one line on a screen'],
        hooks: ['Payday, and I made it through', 'Every early morning, paid in full'],
        haiku: ['payday, phone lights up', 'rent first, then a smile'],
      },
      vi: {
        lines: ['Điện thoại sáng lên với cả tháng làm lụng', 'Để riêng tiền nhà trước rồi mới dám mỉm cười', 'Tháng lương đầu tiên, đọc con số hai lần', 'Mua loại trái cây ngon thay vì loại rẻ', 'Một ít để dành, một ít gửi về nhà', 'Ba mươi buổi sáng dậy sớm gói trong một dòng tin nhắn'],
        hooks: ['Ngày lương về, ta đã vượt qua', 'Bao sớm mai vất vả, hôm nay được đền'],
        haiku: ['Tin nhắn lương về', 'Gửi một ít về nhà'],
      },
      ko: {
        lines: ['한 달 치 하루들이 알림 한 줄로 도착했어', '월세부터 떼어 놓고 나서야 웃음이 나', '첫 월급 숫자를 두 번이나 읽어 봐', '오늘은 싼 과일 말고 좋은 걸로 골라', '조금은 적금에, 조금은 집으로 보내', '새벽 출근 서른 번이 화면 한 줄에 담겼어'],
        hooks: ['월급날, 이번 달도 버텼어', '새벽마다 버틴 값이 오늘 들어왔어'],
        haiku: ['월급 알림', '월세 먼저 떼고'],
      },
      zh: {
        lines: ['手机一亮，是我辛苦了一个月的数字', '先把房租留出来，才敢笑一下', '第一份工资，我把数字看了两遍', '今天买好一点的水果，不买便宜的了', '存一点，再往家里转一点', '三十个早起的清晨，变成屏幕上的一行字'],
        hooks: ['发工资了，这个月也撑过来了', '每个早起的清晨，今天都有了回报'],
        haiku: ['工资到账', '先留出房租'],
      },
    },
  },
  {
    id: 'fight',
    supersedes: ['breakup'],
    detect: {
      en: /\b(?:fight|fought|fighting|argument|argued|arguing|quarrel|made up|making up|not speaking|silent treatment)\b/iu,
      vi: /cãi nhau|cãi vã|giận nhau|giận hờn|làm lành|làm hòa|hờn dỗi|chiến tranh lạnh/iu,
      ko: /싸우|싸웠|싸움|다퉜|다투|다툼|화해|냉전|말다툼/u,
      zh: /吵架|吵了一架|冷战|和好|闹别扭|拌嘴/u,
    },
    text: {
      en: {
        lines: ['We both said the thing we did not mean', 'The last message sits there, read and unanswered', 'I typed sorry and deleted it three times', 'Two cups on the table, one of them still full', 'The door closed softer than the words did', 'By morning the anger was smaller than the missing'],
        hooks: ["Let's not let the night end like this", "I'm sorry first, I'll say it first"],
        haiku: ['a sorry, unsent', 'the message unread'],
      },
      vi: {
        lines: ['Cả hai đều nói ra điều không thật lòng', 'Tin nhắn cuối cùng vẫn nằm đó, đã xem mà không trả lời', 'Gõ chữ xin lỗi rồi lại xóa, ba lần', 'Hai chiếc cốc trên bàn, một chiếc vẫn còn đầy', 'Cánh cửa đóng lại còn nhẹ hơn những lời vừa nói', 'Sáng ra, cơn giận đã nhỏ hơn nỗi nhớ'],
        hooks: ['Đừng để đêm nay kết thúc như thế', 'Để ta nói lời xin lỗi trước'],
        haiku: ['Gõ rồi lại xóa', 'Tin nhắn đã xem'],
      },
      ko: {
        lines: ['둘 다 진심 아닌 말을 해 버렸어', '마지막 메시지엔 읽음 표시만 떠 있어', '미안하다고 썼다가 세 번이나 지웠어', '식탁 위 컵 두 개, 하나는 아직 그대로야', '문은 아까 그 말들보다 조용히 닫혔어', '아침이 되니 화난 마음보다 보고 싶은 마음이 더 커'],
        hooks: ['오늘 밤을 이렇게 끝내지 말자', '내가 먼저 미안하다고 할게'],
        haiku: ['썼다 지운 미안해', '읽음 표시 하나'],
      },
      zh: {
        lines: ['我们都说了不是真心的话', '最后一条消息显示已读，没有回复', '“对不起”打了又删，删了三次', '桌上两个杯子，一杯还是满的', '门关得比刚才的话轻多了', '天亮的时候，气已经比想念小了'],
        hooks: ['别让今晚就这样结束', '这次我先说对不起'],
        haiku: ['打了又删', '已读不回'],
      },
    },
  },
  {
    id: 'moving-out',
    supersedes: ['city'],
    detect: {
      en: /\b(?:first apartment|first flat|first place|own place|moving out|moved out|move out|moving in|new apartment|studio apartment|moving day|packing boxes)\b/iu,
      vi: /ra ở riêng|căn hộ đầu tiên|chuyển nhà|dọn nhà|dọn ra|phòng trọ đầu tiên|căn phòng đầu tiên|nhà mới/iu,
      ko: /독립|원룸|자취방|이사|첫 집|혼자 사는|새집/u,
      zh: /搬家|搬出来|第一套房|第一个家|租的房子|一个人住|独居|新家|出租屋/u,
    },
    text: {
      en: {
        lines: ['The boxes are labeled in handwriting I barely know as mine', 'One plate, one fork, one chair by the window', 'The keys are new and cold in the palm of a hand', 'The first night the fridge hums louder than the street', 'Nothing on the walls yet but the light from outside', 'I learn which floorboard creaks and which one does not'],
        hooks: ['A small room, and it is all mine', 'Turn the new key, this is home now'],
        haiku: ['new keys, cold and bright', 'one plate, one small fork'],
      },
      vi: {
        lines: ['Những thùng giấy ghi nhãn bằng nét chữ vội vàng', 'Một cái đĩa, một đôi đũa, một chiếc ghế bên cửa sổ', 'Chùm chìa khóa mới còn lạnh trong lòng bàn tay', 'Đêm đầu tiên tiếng tủ lạnh to hơn tiếng phố', 'Tường còn trống trơn, chỉ có ánh đèn hắt vào', 'Dần thuộc tấm ván nào kêu, tấm nào im'],
        hooks: ['Căn phòng nhỏ, nhưng là của riêng ta', 'Xoay chìa khóa mới, từ nay là nhà'],
        haiku: ['Chìa khóa mới tinh', 'Một đôi đũa thôi'],
      },
      ko: {
        lines: ['이삿짐 상자에 급하게 쓴 글씨가 붙어 있어', '접시 하나, 숟가락 하나, 창가에 의자 하나', '새 열쇠가 손바닥 안에서 아직 차가워', '첫날 밤엔 냉장고 소리가 바깥 소리보다 커', '벽은 아직 비어 있고 창밖 불빛만 들어와', '어느 마룻바닥이 삐걱대는지 하나씩 알아 가'],
        hooks: ['작은 방이지만 다 내 거야', '새 열쇠를 돌려, 이제 여기가 집이야'],
        haiku: ['차가운 새 열쇠', '숟가락 하나'],
      },
      zh: {
        lines: ['纸箱上贴着我匆匆写下的标签', '一个盘子，一双筷子，窗边一把椅子', '新钥匙在手心里还是凉的', '第一晚，冰箱的声音比街上还响', '墙上还空着，只有窗外的灯光照进来', '慢慢记住哪块地板会响，哪块不会'],
        hooks: ['小小的房间，全都是我的', '转动新钥匙，从今天起这里是家'],
        haiku: ['新钥匙微凉', '一双筷子'],
      },
    },
  },
  {
    id: 'pet',
    supersedes: ['home'],
    detect: {
      en: /\b(?:dog|puppy|pup|cat|kitten|kitty|pet|hamster|rabbit|bunny|(?:golden |labrador )?retriever|labrador|poodle|corgi|husky|beagle|terrier|dachshund|shiba|collie)\b/iu,
      vi: /con chó|con mèo|chú chó|chú mèo|bé cún|(?<![\p{L}\p{M}])(?:cún|mèo|chó)(?![\p{L}\p{M}])|thú cưng/iu,
      ko: /강아지|고양이|반려견|반려묘|댕댕이|냥이|멍멍이|리트리버|푸들|말티즈|시바견|진돗개|웰시코기|포메/u,
      zh: /猫咪|小猫|猫|狗狗|小狗|狗|宠物|金毛|柯基|泰迪|哈士奇|柴犬|拉布拉多|边牧/u,
    },
    text: {
      en: {
        lines: ['A tail thumps the floor the second my key turns', 'Paw prints cross the kitchen like a little map', 'The warm spot on the sofa is never mine', 'The leash hangs by the door, waiting like a question', 'A nose pushes under my hand until I stop scrolling', 'The food bowl rings when it is empty, right on time'],
        hooks: ['You were waiting by the door again', 'Little heartbeat at my feet'],
        haiku: ['paw prints on the floor', 'warm fur on my feet'],
      },
      vi: {
        lines: ['Tiếng đuôi đập xuống sàn ngay khi chìa khóa vừa xoay', 'Dấu chân nhỏ băng qua bếp như một tấm bản đồ', 'Chỗ ấm nhất trên ghế chẳng bao giờ là của ta', 'Sợi dây dắt treo bên cửa, chờ như một câu hỏi', 'Cái mũi ướt dụi vào tay cho đến khi ta thôi lướt điện thoại', 'Cái bát rỗng leng keng đúng giờ mỗi chiều'],
        hooks: ['Lại có một sinh linh nhỏ chờ ta bên cửa', 'Nhịp tim bé xíu bên chân ta'],
        haiku: ['Dấu chân trên sàn', 'Bộ lông ấm áp'],
      },
      ko: {
        lines: ['열쇠 돌리는 소리에 꼬리가 바닥을 두드려', '작은 발자국이 부엌을 지도처럼 가로질러', '소파에서 제일 따뜻한 자리는 늘 내 차지가 아니야', '현관에 걸린 목줄이 질문처럼 기다려', '휴대폰만 보고 있으면 코끝이 손을 밀어 올려', '빈 밥그릇이 딱 제시간에 달그락거려'],
        hooks: ['오늘도 문 앞에서 기다렸구나', '내 발치의 작은 심장 소리'],
        haiku: ['바닥의 발자국', '발등 위 따뜻한 털'],
      },
      zh: {
        lines: ['钥匙一转，尾巴就拍响了地板', '小小的脚印像地图一样穿过厨房', '沙发上最暖的位置从来不是我的', '门边的牵引绳像一个问题在等', '我一直刷手机，它就用鼻子拱我的手', '空碗准时叮当作响'],
        hooks: ['又在门口等我了', '脚边那颗小小的心跳'],
        haiku: ['地板上的脚印', '脚背上的暖毛'],
      },
    },
  },
  {
    id: 'grandparents',
    detect: {
      en: /\b(?:grand(?:ma|pa|mother|father|parents)|nana|granny|grandad)\b/iu,
      vi: /bà nội|bà ngoại|ông nội|ông ngoại|ông bà|nhà bà|nhà ông/iu,
      ko: /할머니|할아버지|외할머니|외할아버지|할머니 댁|조부모/u,
      zh: /奶奶|外婆|姥姥|爷爷|外公|姥爷/u,
    },
    text: {
      en: {
        lines: ['A tin of biscuits is saved on the top shelf for my visit', 'The old radio on the windowsill still finds the same station', 'Reading glasses rest on a folded newspaper', 'A hand-knitted scarf I wore until it thinned', 'The wall clock chimes a little behind the hour', 'Slow hands peel an orange in one long ribbon'],
        hooks: ['Stay a little longer, the tea is still warm', 'Some love is slow and never runs out'],
        haiku: ['an orange peeled slow', 'the old clock chimes late'],
      },
      vi: {
        lines: ['Hộp bánh vẫn cất trên nóc tủ, đợi cháu về', 'Chiếc radio cũ bên cửa sổ vẫn bắt đúng một đài', 'Cặp kính lão nằm trên tờ báo gấp đôi', 'Chiếc khăn len đan tay ta quàng đến sờn', 'Đồng hồ treo tường điểm chuông chậm hơn giờ thật', 'Đôi tay chậm rãi bóc quả cam thành một dải dài'],
        hooks: ['Ở lại thêm chút nữa, ấm trà còn nóng', 'Có những thương yêu chậm rãi mà chẳng bao giờ cạn'],
        haiku: ['Quả cam bóc chậm', 'Đồng hồ điểm muộn'],
      },
      ko: {
        lines: ['찬장 맨 위엔 손주 오면 주려고 아껴 둔 과자 통', '창가의 낡은 라디오는 아직도 같은 채널만 잡아', '돋보기안경이 접힌 신문 위에 놓여 있어', '손으로 뜬 목도리를 닳을 때까지 둘렀어', '벽시계는 늘 제시간보다 조금 늦게 울려', '느린 손이 귤껍질을 한 줄로 길게 벗겨'],
        hooks: ['조금만 더 있다 가, 차가 아직 따뜻해', '어떤 사랑은 느리지만 마르지 않아'],
        haiku: ['천천히 벗긴 귤', '늦게 우는 벽시계'],
      },
      zh: {
        lines: ['柜子顶上的饼干盒，一直留着等我回去', '窗台上的旧收音机，还是只收那一个台', '老花镜搁在叠好的报纸上', '手织的围巾，我一直围到起了毛', '墙上的挂钟总比真正的时间慢一点', '那双慢慢的手，把橘子皮剥成长长的一条'],
        hooks: ['再坐一会儿吧，茶还热着', '有一种爱很慢，却从来不会用完'],
        haiku: ['慢慢剥的橘子', '挂钟慢了一点'],
      },
    },
  },
  {
    id: 'childhood',
    detect: {
      en: /\b(?:childhood|when I was (?:a kid|little|young|small)|as a kid|growing up|hometown|home town|old neighbou?rhood|summer vacation)\b/iu,
      vi: /tuổi thơ|hồi nhỏ|ngày bé|thuở nhỏ|hồi bé|quê nhà|quê hương|xóm cũ|nghỉ hè/iu,
      ko: /어린 시절|어릴 적|어렸을 때|유년|고향|옛 동네|여름방학|골목길/u,
      zh: /小时候|童年|儿时|故乡|老家|暑假|家乡/u,
    },
    text: {
      en: {
        lines: ['Bare feet on a hot yard and a hose left running', 'Cicadas loud enough to drown out being called for dinner', 'A bike with a bent bell leaned against the fence', 'We drew a hopscotch grid that the rain erased', 'The streetlamp meant it was time to come home', 'Pockets full of small stones that felt like treasure'],
        hooks: ['Take me back to the long afternoons', 'We were small and the summer was endless'],
        haiku: ['cicadas all day', 'bare feet on warm ground'],
      },
      vi: {
        lines: ['Chân trần trên sân nóng, vòi nước quên khóa', 'Tiếng ve to đến át cả tiếng gọi về ăn cơm', 'Chiếc xe đạp chuông méo dựng bên hàng rào', 'Ô nhảy lò cò vẽ phấn bị mưa xóa mất', 'Đèn đường bật lên là biết đã đến giờ về', 'Túi áo đầy những viên sỏi tưởng là báu vật'],
        hooks: ['Cho ta về lại những buổi chiều dài', 'Ngày ấy ta bé nhỏ, mùa hè chẳng bao giờ hết'],
        haiku: ['Tiếng ve cả ngày', 'Chân trần trên sân'],
      },
      ko: {
        lines: ['뜨거운 마당에 맨발, 틀어 놓고 잊은 호스', '저녁 먹으라는 소리도 덮을 만큼 매미가 울었어', '찌그러진 종이 달린 자전거가 담에 기대 있어', '분필로 그린 사방치기 칸을 비가 지워 버렸어', '가로등이 켜지면 집에 갈 시간이었지', '주머니 가득 보물 같던 작은 돌멩이들'],
        hooks: ['그 길던 오후로 데려가 줘', '우린 작았고 여름은 끝이 없었어'],
        haiku: ['하루 종일 매미', '마당 위 맨발'],
      },
      zh: {
        lines: ['光脚踩在晒热的院子里，水管忘了关', '蝉声大得盖过了喊我回家吃饭的声音', '铃铛歪了的自行车靠在篱笆上', '粉笔画的跳房子格子被雨冲掉了', '路灯一亮，就知道该回家了', '口袋里装满了当宝贝的小石子'],
        hooks: ['带我回到那些漫长的午后', '那时我们很小，夏天没有尽头'],
        haiku: ['蝉鸣一整天', '光脚的院子'],
      },
    },
  },
  {
    id: 'commute',
    detect: {
      en: /\b(?:commute|commuting|subway|metro|rush hour|morning train|train to work|bus to work|tube)\b/iu,
      vi: /kẹt xe|tắc đường|giờ cao điểm|tàu điện|xe buýt|đường đi làm|đi làm sớm/iu,
      ko: /출근길|지하철|만원 버스|통근|환승|출근 버스/u,
      zh: /地铁|通勤|早高峰|晚高峰|末班|公交|挤地铁/u,
    },
    text: {
      en: {
        lines: ['Shoulder to shoulder with strangers who are tired too', 'The window shows my face over the passing tunnel', 'Someone sleeps standing up with a hand on the rail', 'Two stops to go and one song left to play', 'The doors open on a crowd that looks like me', 'I read the same line of the same book every morning'],
        hooks: ['Two more stops and then the day begins', 'All of us carried home on the same tired line'],
        haiku: ['doors close, doors open', 'two more stops to go'],
      },
      vi: {
        lines: ['Vai kề vai với những người lạ cũng mệt như ta', 'Cửa kính in khuôn mặt ta trên nền phố chạy qua', 'Có người ngủ gật mà tay vẫn nắm chặt tay vịn', 'Còn hai trạm nữa, còn một bài hát nữa', 'Cửa mở ra, đám đông trông giống hệt ta', 'Sáng nào cũng đọc đi đọc lại một dòng trong cùng cuốn sách'],
        hooks: ['Còn hai trạm nữa rồi một ngày bắt đầu', 'Cả đám người mỏi mệt cùng về trên một chuyến'],
        haiku: ['Cửa đóng rồi mở', 'Còn hai trạm nữa'],
      },
      ko: {
        lines: ['나만큼 지친 낯선 사람들과 어깨를 맞대', '터널을 지나는 창에 내 얼굴이 비쳐', '손잡이를 잡은 채 서서 조는 사람이 있어', '두 정거장 남았고 노래도 한 곡 남았어', '문이 열리면 나를 닮은 얼굴들이 쏟아져', '매일 아침 같은 책 같은 줄만 읽어'],
        hooks: ['두 정거장만 더, 그러면 하루가 시작돼', '지친 우리를 같은 노선이 실어 날라'],
        haiku: ['닫히고 열리는 문', '두 정거장 남아'],
      },
      zh: {
        lines: ['和一样疲惫的陌生人肩并着肩', '车窗映着我的脸，窗外隧道一闪而过', '有人握着扶手，站着就睡着了', '还有两站，还有一首歌', '车门一开，涌出的都是和我一样的脸', '每天早上都读同一本书的同一行'],
        hooks: ['再过两站，一天就开始了', '同一条线路，载着我们一起疲惫地回家'],
        haiku: ['门关了又开', '还有两站'],
      },
    },
  },
  {
    id: 'birthday',
    detect: {
      en: /\b(?:birthday|\d+(?:st|nd|rd|th) birthday|turning \d+)\b/iu,
      vi: /sinh nhật|mừng thọ|tuổi mới/iu,
      ko: /생일|생신|환갑|칠순|팔순/u,
      zh: /生日|大寿|寿辰|六十岁|七十岁/u,
    },
    text: {
      en: {
        lines: ['Candles lean a little on a cake made at home', 'The whole table sings, a little out of tune', 'Another year of early mornings and packed lunches', 'The photo album falls open at the faded pages', 'A card in careful handwriting says what I never say', 'One more candle, and the room gets brighter'],
        hooks: ["Happy birthday, make a wish, I'll be right here", 'Another year, and I am still so lucky'],
        haiku: ['a wish on the cake', 'one more year of light'],
      },
      vi: {
        lines: ['Những ngọn nến hơi nghiêng trên chiếc bánh tự làm', 'Cả bàn cùng hát, hơi lệch tông một chút', 'Thêm một năm những sáng dậy sớm và hộp cơm trưa', 'Cuốn album mở ra ở những trang ảnh đã phai', 'Tấm thiệp viết nắn nót điều ta chưa từng nói', 'Thêm một ngọn nến, căn phòng sáng hơn'],
        hooks: ['Mừng sinh nhật, ước đi, ta sẽ giữ lời', 'Thêm một năm, ta vẫn thật may mắn'],
        haiku: ['Ngọn nến nghiêng nghiêng', 'Thêm một năm sáng'],
      },
      ko: {
        lines: ['집에서 만든 케이크 위 초가 조금 기울었어', '식탁에 모인 모두가 음정 안 맞게 노래해', '이른 아침과 도시락으로 채운 또 한 해', '앨범을 펼치면 빛바랜 사진에서 멈춰', '또박또박 쓴 카드엔 평소 못 하던 말', '초 하나가 늘고 방이 조금 더 환해져'],
        hooks: ['생일 축하해, 소원 빌어, 내가 지켜 줄게', '또 한 해, 여전히 고마운 날'],
        haiku: ['기울어진 촛불', '한 해 더 환하게'],
      },
      zh: {
        lines: ['自己做的蛋糕上，蜡烛有点歪', '一桌人一起唱，调子有点跑', '又是一年早起和便当的日子', '相册翻开，停在褪了色的那几页', '认认真真写的贺卡里，是平时说不出口的话', '多了一根蜡烛，屋子更亮了'],
        hooks: ['生日快乐，许个愿，我来守护', '又是一年，还是这么幸运'],
        haiku: ['歪歪的蜡烛', '又亮了一年'],
      },
    },
  },
];
