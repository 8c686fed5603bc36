/**
 * Image banks for event themes the fifth blind read found answered from the wrong world (issue 13, rule C): a graduation
 * goodbye written with exam slips, a football final with no football, a confession in the snow sung as a cold morning in
 * bed, a last shift after years at one job with no job in it. Lines are complete sentences in the singer's voice, with no
 * place, weather or person the family's own theme does not bring; `{k}` is the theme's own noun.
 */
import type { LyricsFamily } from './families.ts';

/** Event families, placed before the general ones (they lead the chorus). */
export const eventFamilies: readonly LyricsFamily[] = [
  {
    id: 'graduation',
    supersedes: ['study'],
    detect: {
      en: /\b(?:graduation|graduating|graduated|commencement|cap and gown)\b/iu,
      vi: /lễ tốt nghiệp|tốt nghiệp|ra trường/iu,
      ko: /졸업식|졸업/u,
      zh: /毕业典礼|毕业/u,
    },
    text: {
      en: {
        lines: ['We throw our caps and lose track of whose is whose', 'The gowns are rented, the goodbyes are not', 'One last photo with everyone squinting into the sun', 'The dorm room is just four walls and a taped-up box', 'We promise to call, and we mean it tonight', 'Our names were read out, and then the hall went quiet'],
        hooks: ['Same sky, different roads from here', 'Hold on one more second before we go'],
        haiku: ['caps up in the air', 'one last photograph'],
      },
      vi: {
        lines: ['Mũ tốt nghiệp tung lên, chẳng còn biết chiếc nào của ai', 'Áo cử nhân đi thuê, còn lời tạm biệt thì không', 'Tấm ảnh cuối cùng, đứa nào cũng nheo mắt vì nắng', 'Phòng ký túc giờ chỉ còn bốn bức tường và thùng đồ dán băng keo', 'Hứa sẽ gọi cho nhau, và đêm nay ai cũng thật lòng', 'Tên từng đứa được xướng lên, rồi hội trường lặng đi'],
        hooks: ['Chung một bầu trời, mỗi đứa một con đường', 'Ở lại thêm một chút rồi hẵng đi'],
        haiku: ['Mũ tung lên trời', 'Tấm ảnh cuối cùng'],
      },
      ko: {
        lines: ['학사모를 던지고 나니 누구 건지 모르겠어', '가운은 빌린 거지만 인사는 진짜야', '다 같이 눈부셔 찡그린 마지막 사진', '기숙사 방엔 벽 네 개랑 테이프 붙인 상자뿐', '꼭 연락하자는 말, 오늘 밤만큼은 진심이야', '이름이 하나씩 불리고 강당이 조용해졌어'],
        hooks: ['같은 하늘, 이제 다른 길로', '조금만 더 이대로 있다 가자'],
        haiku: ['하늘로 학사모', '마지막 단체 사진'],
      },
      zh: {
        lines: ['学士帽抛上天，落下来分不清是谁的', '学士服是租的，告别不是', '最后一张合照，大家都被太阳晃得眯着眼', '宿舍只剩四面墙和一个封好的纸箱', '说好要常联系，今晚每个人都是真心的', '名字一个个被念完，礼堂忽然安静了'],
        hooks: ['同一片天空，从此各走各的路', '再抱一下，再走'],
        haiku: ['学士帽飞起', '最后一张合照'],
      },
    },
  },
  {
    id: 'match',
    detect: {
      en: /\b(?:football|soccer|basketball|baseball|the (?:big )?(?:game|match|final)|world cup|championship|our team|national team)\b/iu,
      vi: /bóng đá|đội tuyển|chung kết|trận đấu|(?<![\p{L}\p{M}])trận(?![\p{L}\p{M}])|sân vận động|World Cup|SEA Games/iu,
      ko: /축구|야구|농구|결승전|결승|대표팀|국가대표|월드컵|경기장/u,
      zh: /足球|篮球|比赛|决赛|国家队|球队|世界杯|球场/u,
    },
    text: {
      en: {
        lines: ['The whole stand sings before the whistle blows', 'Flags go up like a wave that will not break', 'Every pass sends a roar down the rows', 'We paint our faces and we lose our voices', 'Ninety minutes and not one of us sits down', 'The ball hits the net and strangers hug like family'],
        hooks: ['One team, one voice, all night', 'Louder now, they can hear us'],
        haiku: ['the whistle is blown', 'flags rise in the stand'],
      },
      vi: {
        lines: ['Cả khán đài hát vang trước cả tiếng còi khai cuộc', 'Cờ đỏ sao vàng dâng lên như con sóng không vỡ', 'Mỗi đường chuyền là một tiếng hò reo chạy dọc hàng ghế', 'Vẽ cờ lên má, hét đến khản cả giọng', 'Chín mươi phút chẳng ai chịu ngồi xuống', 'Bóng rung lưới, người lạ ôm nhau như người nhà'],
        hooks: ['Một đội hình, một giọng hát, cả đêm nay', 'Hô to lên, các cầu thủ nghe thấy mình'],
        haiku: ['Tiếng còi vang lên', 'Cờ đỏ khán đài'],
      },
      ko: {
        lines: ['휘슬이 울리기도 전에 관중석 전체가 노래해', '깃발이 부서지지 않는 파도처럼 올라가', '패스 하나마다 함성이 줄을 따라 번져', '얼굴에 국기를 그리고 목이 쉬도록 외쳐', '구십 분 동안 아무도 자리에 앉지 않아', '골망이 흔들리면 모르는 사람끼리 끌어안아'],
        hooks: ['하나의 팀, 하나의 목소리', '더 크게, 선수들한테 들리게'],
        haiku: ['휘슬이 울리고', '관중석의 깃발'],
      },
      zh: {
        lines: ['哨声还没响，整个看台已经唱了起来', '旗帜像不会碎的浪一样升起', '每一次传球，欢呼就沿着座位一排排传开', '脸上画着国旗，喊到嗓子都哑了', '九十分钟，没有一个人坐下', '球进网的那一刻，陌生人抱得像一家人'],
        hooks: ['一支球队，一个声音', '再大声一点，让球员听见'],
        haiku: ['哨声响起来', '看台上的旗'],
      },
    },
  },
  {
    id: 'confession',
    supersedes: ['winter'],
    detect: {
      en: /\b(?:confess(?:ing|ion)?|ask(?:ing)? (?:her|him|them) out|tell(?:ing)? (?:her|him|them) i like)\b/iu,
      vi: /tỏ tình|thổ lộ|ngỏ lời/iu,
      ko: /고백/u,
      zh: /表白|告白/u,
    },
    text: {
      en: {
        lines: ['I practised the words the whole way here', 'My hands are shaking and I blame the cold', 'You laugh at something and I almost lose my nerve', 'I count to three, then I count to three again', 'Whatever you say, I said it out loud', 'Your answer is a smile before it is a word'],
        hooks: ['I like you, there, I said it', 'Say it back, or just stay here'],
        haiku: ['I say it out loud', 'my heart in my throat'],
      },
      vi: {
        lines: ['Cả quãng đường tới đây ta tập đi tập lại từng chữ', 'Tay run run, ta đổ tại trời lạnh', 'Người bật cười vì chuyện gì đó, ta suýt nữa chùn bước', 'Đếm đến ba, rồi lại đếm đến ba lần nữa', 'Dù người trả lời thế nào, ta đã nói thành lời', 'Câu trả lời là nụ cười trước khi thành lời'],
        hooks: ['Ta thích người, đấy, nói ra rồi', 'Nói lại với ta đi, hay cứ đứng đây thôi'],
        haiku: ['Nói ra thành lời', 'Tim đập thình thịch'],
      },
      ko: {
        lines: ['여기까지 오는 내내 할 말을 연습했어', '손이 떨리는 건 날씨 탓이라고 할래', '네가 웃는 바람에 하마터면 못 할 뻔했어', '셋까지 세고, 다시 셋까지 세', '네 대답이 뭐든, 나는 말해 버렸어', '대답보다 네 미소가 먼저 왔어'],
        hooks: ['좋아해, 드디어 말했어', '대답해 줘, 아니면 그냥 옆에 있어 줘'],
        haiku: ['드디어 한 말', '두근대는 심장'],
      },
      zh: {
        lines: ['来的路上，我把那句话练了一遍又一遍', '手在发抖，我说是因为天冷', '你笑了一下，我差点又把话咽回去', '数到三，再从头数到三', '不管你怎么回答，我终于说出口了', '你的回答先是一个笑，然后才是一句话'],
        hooks: ['我喜欢你，终于说出口', '回答我，或者就站在这里'],
        haiku: ['终于说出口', '心跳到喉咙'],
      },
    },
  },
  {
    id: 'last-shift',
    detect: {
      en: /\b(?:last shift|last day at (?:work|the)|quit(?:ting)? my job|my last day|leaving my job|farewell shift)\b/iu,
      vi: /ca cuối|ngày làm cuối|ngày cuối đi làm|nghỉ việc|thôi việc/iu,
      ko: /마지막 근무|마지막 출근|퇴사|그만두/u,
      zh: /最后一个班|最后一天上班|最后一班|辞职|离职/u,
    },
    text: {
      en: {
        lines: ['I hang my apron on the hook one final time', 'The regulars said goodbye like it was any other night', 'I wipe the counter slower than I need to', 'My name tag rides home in the cup holder', 'The headlights find the same road they found for years', 'Nobody needs me to lock up anymore'],
        hooks: ['Years of nights, and this is the last', 'Take the long way home tonight'],
        haiku: ['apron on the hook', 'one last time tonight'],
      },
      vi: {
        lines: ['Treo tạp dề lên móc lần cuối cùng', 'Khách quen chào ta như mọi tối bình thường', 'Lau mặt quầy chậm hơn cần thiết', 'Bảng tên nằm trong hộc xe theo ta về', 'Đèn xe soi con đường đã quen bao năm', 'Từ mai chẳng ai cần ta khóa cửa nữa'],
        hooks: ['Bao nhiêu ca đêm, và đây là ca cuối', 'Về nhà đường xa một chút đêm nay'],
        haiku: ['Tạp dề trên móc', 'Ca cuối đêm nay'],
      },
      ko: {
        lines: ['앞치마를 마지막으로 걸어 두었어', '단골들은 평소처럼 인사하고 갔어', '필요 이상으로 천천히 카운터를 닦아', '명찰은 컵홀더에 실려 같이 집에 가', '헤드라이트가 몇 년 다닌 그 길을 비춰', '이제 아무도 나한테 문단속을 부탁하지 않아'],
        hooks: ['몇 년의 밤, 이게 마지막이야', '오늘은 먼 길로 돌아서 가'],
        haiku: ['마지막 앞치마', '오늘 밤이 끝이야'],
      },
      zh: {
        lines: ['最后一次把围裙挂回钩子上', '熟客们像平常一样跟我道别', '我把柜台擦得比需要的更慢', '工牌躺在杯架里跟我一起回家', '车灯照着走了好几年的那条路', '从明天起，没人再等我锁门了'],
        hooks: ['这么多年的夜班，这是最后一个', '今晚绕远一点回家'],
        haiku: ['挂起的围裙', '最后一个夜班'],
      },
    },
  },
];
