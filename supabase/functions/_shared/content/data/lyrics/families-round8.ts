/**
 * Image banks for a theme's EVENT (issue 13, round 8): the family is chosen by what happened (credit stolen in a meeting,
 * talked about behind one's back to the boss, a send-off to the army, a child's first day at kindergarten, a train ride
 * home, bringing a partner home to meet the parents, a traffic jam on the way home, a drive alone at night), before the emotion word picks a generic bank (an anger rap about
 * stolen credit is no overtime/last-train song; a Tết spent on shift is no missed train ticket). No `{k}`: the lines name the event's own objects themselves.
 */
import type { LyricsFamily } from './families.ts';

/** Round-8 families, placed first: each supersedes the generic family its theme would otherwise fall into. */
export const roundEightFamilies: readonly LyricsFamily[] = [
  {
    id: 'holiday-shift',
    supersedes: ['new-year', 'work', 'hospital', 'care-home'],
    // A shift on the holiday itself; working far from home ("đi làm xa", "在外地上班") is the New Year family's.
    detect: {
      en: /\b(?:christmas|new year|holidays?|thanksgiving)\b.{0,60}\b(?:shift|on call|on duty|have to work|working (?:through|on|over))\b|\b(?:shift|on call|on duty)\b.{0,60}\b(?:christmas|new year|holidays?|thanksgiving)\b/iu,
      vi: /Tết.{0,60}(?:(?<![\p{L}\p{M}])trực(?! tiếp| tuyến| quan| giác| thăng)|ca đêm|ca làm|tăng ca|(?:phải|vẫn) (?:đi làm|làm việc)(?! xa))|(?:(?<![\p{L}\p{M}])trực(?! tiếp| tuyến| quan| giác| thăng)|ca đêm|ca làm|tăng ca).{0,60}Tết/iu,
      ko: /(?:설날|설 연휴|명절|추석|크리스마스|연말).{0,30}(?:근무|당직|출근|일해|일하)|(?:근무|당직|출근).{0,30}(?:설날|명절|추석|크리스마스)/u,
      zh: /(?:春节|过年|除夕|年三十|中秋|国庆).{0,30}(?:值班|加班|还(?:在|要|得)上班|要上班)|(?:值班|加班).{0,30}(?:春节|过年|除夕|年三十)/u,
    },
    text: {
      en: {
        lines: ['Fireworks go off outside while I am still on shift', 'Dinner is a quick bite between one task and the next', 'On my break I call home and hear the whole table laughing', 'Mom holds the phone up so I can see the feast I am missing', 'Somebody has to stay, and this year it is me', 'They saved me a plate, and a seat, for when I get home'],
        hooks: ["Keep my seat at the table, I'll be home when the shift is done", 'From the night shift, I send my love home'],
        haiku: ['fireworks through the glass', 'one more hour to go'],
      },
      vi: {
        lines: ['Pháo hoa nổ ngoài kia khi ta vẫn đang trong ca trực', 'Bữa cơm Tết là vài miếng ăn vội giữa hai lượt việc', 'Giờ nghỉ, gọi về nhà, nghe cả mâm cơm cười nói', 'Mẹ giơ điện thoại cho ta nhìn mâm cỗ đầy', 'Phải có người ở lại, năm nay là ta', 'Nhà vẫn phần ta một chỗ ngồi, một bát canh'],
        hooks: ['Giữ chỗ cho ta nhé, hết ca ta về', 'Từ ca trực đêm nay, gửi thương về nhà'],
        haiku: ['Pháo hoa ngoài ô kính', 'Thêm một giờ trực nữa'],
      },
      ko: {
        lines: ['창밖에선 불꽃이 터지는데 난 아직 근무 중이야', '명절 음식 대신 일하는 틈틈이 급하게 한 끼를 때워', '쉬는 시간에 집에 전화하면 식탁 웃음소리가 들려', '엄마가 휴대폰을 들어 차려 놓은 상을 보여 줘', '누군가는 남아야 하고, 올해는 그게 나야', '집에선 내 자리랑 내 몫을 남겨 뒀대'],
        hooks: ['내 자리 남겨 둬, 근무 끝나면 갈게', '오늘 밤 근무지에서 집으로 마음을 보내'],
        haiku: ['창밖의 불꽃', '한 시간만 더'],
      },
      zh: {
        lines: ['窗外放着烟花，我还在岗位上', '年夜饭是两件事中间匆匆扒的几口', '休息时给家里打电话，听见一桌人在笑', '妈妈举着手机，让我看满桌的菜', '总得有人留下，今年是我', '家里给我留了位子，也留了一碗饭'],
        hooks: ['给我留个位子，下了班就回家', '从值班的夜里，把想念寄回家'],
        haiku: ['窗外的烟花', '再守一个小时'],
      },
    },
  },
  {
    id: 'credit-stolen',
    supersedes: ['work', 'fight'],
    detect: {
      en: /\b(?:stole|steals?|stealing|took|takes|taking|claimed|grabbed) (?:all )?(?:the |my )?credit\b|\bcredit for my\b|\bpresented my (?:idea|work|plan|project|slides|deck|report|proposal)|\bmy (?:idea|work|plan|project|proposal) (?:as|under) (?:his|her|their) (?:own|name)/iu,
      vi: /cướp công|giành công|nhận vơ|(?:lấy|nhận) công (?:của )?(?:tôi|mình|ta)|lấy ý tưởng của (?:tôi|mình|ta)|(?:kế hoạch|ý tưởng|đề án|báo cáo) của (?:tôi|mình|ta).{0,20}(?:đứng tên|tên (?:anh|chị|ông|bà|nó|họ))/iu,
      ko: /가로채|가로챘|공을 (?:뺏|빼앗|가져)|성과를 (?:뺏|빼앗|가져)|자기 이름으로|제 이름으로 (?:발표|올)/u,
      zh: /抢了?(?:我的)?功劳|抢功|冒领|占了?我的功劳|把我的(?:方案|想法|点子|成果|报告|创意).{0,8}(?:说成|当成|署上|写成)/u,
    },
    text: {
      en: {
        lines: ['I built that deck slide by slide, and his name is on the cover', 'He said "we" in the meeting, and every "we" was mine', 'My first draft is still in the sent folder, timestamped and mine', 'The boss nodded at him for the nights I stayed up', 'I smiled through the meeting and bit down on every word', 'They clapped for the plan I wrote, and nobody looked my way'],
        hooks: ["That was my work, and I'm saying it out loud", 'Put my name back where it belongs'],
        haiku: ['my name on the draft', 'applause not for me'],
      },
      vi: {
        lines: ['Bản kế hoạch ta thức trắng làm, giờ mang tên người khác', 'Trong phòng họp, người ta kể công sức của ta như của mình', 'File gốc vẫn nằm trong máy ta, ghi rõ ngày giờ', 'Sếp gật gù khen, mà chẳng ai nhìn về phía ta', 'Ta cười cho qua buổi họp, nuốt từng chữ vào trong', 'Cả phòng vỗ tay cho công sức của ta, dưới tên một người khác'],
        hooks: ['Công của ta, hôm nay ta nói cho rõ', 'Trả lại tên ta trên trang đầu'],
        haiku: ['Tên ai trên trang đầu', 'Tràng vỗ tay lạc chỗ'],
      },
      ko: {
        lines: ['밤새 만든 기획안 표지에 남의 이름이 박혀 있어', '회의실에서 내 아이디어를 자기 거처럼 말하더라', '내 노트북엔 아직 원본 파일이 날짜까지 그대로 있어', '박수는 엉뚱한 사람한테 갔어', '웃으면서 회의를 버텼어, 할 말은 꾹 삼키고', '내가 쓴 문장을 남의 목소리로 듣는 기분, 알아?'],
        hooks: ['그건 내 거였어, 이제는 말할 거야', '내 이름 돌려놔, 똑똑히 들어'],
        haiku: ['표지 위 남의 이름', '엉뚱한 박수'],
      },
      zh: {
        lines: ['熬了几个通宵的方案，封面上写着别人的名字', '会上他说的每一句成绩，都是我做的事', '原始文件还在我电脑里，时间写得清清楚楚', '掌声全给了别人，没人往我这边看', '我在会上笑着，把想说的话一句句咽下去', '听着自己写的句子从别人嘴里说出来'],
        hooks: ['那是我做的，我今天就要说出来', '把我的名字还给我'],
        haiku: ['封面上的别人', '错给的掌声'],
      },
    },
  },
  {
    id: 'called-out',
    supersedes: ['work', 'fight'],
    detect: {
      en: /\b(?:talk(?:ed|ing|s)? (?:about me )?behind my back|bad-?mouth(?:ed|ing|s)? me|threw me under the bus|blamed me|(?:yelled at|chewed out|criticized|criticised|scolded|humiliated|called out) me (?:in front|at the meeting|in the meeting)|(?:in front of|before) (?:the whole|everyone|the entire))/iu,
      vi: /nói xấu|đâm sau lưng|đổ lỗi cho (?:tôi|mình|ta)|(?:mắng|phê bình|chửi|bêu xấu|làm nhục) (?:tôi|mình|ta)? ?trước mặt|trước mặt cả (?:phòng|công ty|nhóm)/iu,
      ko: /뒷담|험담|이간질|탓으로 돌|덮어씌|(?:앞에서|회의에서|회의 때|회의 중에)\s?(?:\S+\s){0,2}(?:깨졌|혼났|망신|욕먹|까였|공개적)|공개적으로 (?:혼|깨|망신)/u,
      zh: /打小报告|背后说我|说我坏话|甩锅|背锅|当众(?:批评|骂|训|指责)|(?:会上|开会时).{0,6}(?:批评|骂|训)我/u,
    },
    text: {
      en: {
        lines: ['The story reached the boss before I even knew there was one', 'They smiled at me by the printer and sharpened the knife behind it', 'In front of the whole room, my name became the mistake', 'I kept my face still while the meeting looked at me', 'I know exactly who said it, and I know why', 'I walked back to my desk with my ears burning'],
        hooks: ['Say it to my face this time', "I'm done shrinking in that meeting room"],
        haiku: ['whispers to the boss', 'my face burning red'],
      },
      vi: {
        lines: ['Chuyện đã tới tai sếp trước khi ta kịp biết', 'Trước mặt thì cười, sau lưng thì mài dao', 'Giữa cả phòng họp, tên ta thành lỗi sai', 'Ta giữ mặt thật bình thản khi mọi ánh mắt nhìn sang', 'Ta biết ai đã nói, và biết vì sao', 'Ta quay về bàn mình, hai tai nóng bừng'],
        hooks: ['Có gì thì nói thẳng vào mặt ta', 'Ta không cúi đầu trong phòng họp ấy nữa'],
        haiku: ['Lời thì thầm tới sếp', 'Hai tai nóng bừng'],
      },
      ko: {
        lines: ['내가 알기도 전에 말이 먼저 윗선에 가 있더라', '앞에서는 웃고 뒤에서는 칼을 갈더라', '다들 보는 앞에서 내 이름이 실수가 됐어', '모두의 시선 속에서 표정 하나 안 바꾸고 버텼어', '누가 그랬는지 알아, 왜 그랬는지도', '귀까지 빨개진 채로 자리로 돌아왔어'],
        hooks: ['할 말 있으면 내 앞에서 해', '그 회의실에서 더는 작아지지 않아'],
        haiku: ['윗선에 닿은 소문', '달아오른 귀'],
      },
      zh: {
        lines: ['我还不知道的事，已经先传到了领导耳朵里', '当面笑着，背后磨刀', '当着全会议室的人，我的名字成了错误', '所有人看过来的时候，我连表情都没变', '我知道是谁说的，也知道为什么', '回到工位，耳朵还在发烫'],
        hooks: ['有话当着我的面说', '我不会再在那间会议室里低头'],
        haiku: ['传到领导耳边', '发烫的耳朵'],
      },
    },
  },
  {
    id: 'enlistment',
    // The send-off itself (the gate of the training camp); a love kept across the service is the round-6 'apart' family, which joins it.
    supersedes: ['leaving', 'leaving-ahead', 'moving-out'],
    detect: {
      en: /\b(?:enlist(?:ed|ing|s)?|boot camp|basic training|ship(?:s|ped|ping)? out|join(?:s|ed|ing)? the (?:army|navy|marines|military|air force))\b/iu,
      vi: /nhập ngũ|tòng quân|tiễn.{0,30}(?:đi bộ đội|đi nghĩa vụ|đi lính)/iu,
      ko: /훈련소|입영|입대(?:하는|한|할) ?날|(?:군대|입대)\S*\s(?:\S+\s){0,3}\S*(?:배웅|보내)/u,
      zh: /新兵连|入伍那天|送.{0,6}(?:当兵|入伍|参军)|(?:当兵|入伍|参军).{0,6}(?:那天|送别|送行)/u,
    },
    text: {
      en: {
        lines: ['The buzz cut makes you look younger than you are', 'One last wave at the gate, and you were in the line', 'I count the weeks until your first letter comes', 'Your jacket still hangs on the back of my chair', 'I keep my phone face up in case you get a call', 'Somewhere in the barracks, your lights go out at ten'],
        hooks: ["I'll be here when you come home in uniform", 'Write to me, and I will write you back'],
        haiku: ['a fresh buzz cut waves', 'letters to the base'],
      },
      vi: {
        lines: ['Mái tóc cắt ngắn làm người trông trẻ hơn tuổi', 'Vẫy tay lần cuối ở cổng, rồi người hòa vào hàng quân', 'Ta đếm từng tuần chờ lá thư đầu tiên', 'Chiếc áo khoác người để lại vẫn vắt trên ghế', 'Điện thoại ta luôn để sáng, lỡ người được gọi về', 'Nơi doanh trại xa, đèn tắt lúc mười giờ'],
        hooks: ['Ta sẽ chờ ngày người về trong màu áo lính', 'Viết thư cho ta, ta sẽ hồi âm'],
        haiku: ['Tóc húi cua vẫy chào', 'Lá thư gửi doanh trại'],
      },
      ko: {
        lines: ['짧게 민 머리가 너를 더 어려 보이게 해', '훈련소 정문 앞에서 마지막으로 손을 흔들었지', '첫 편지가 올 날까지 주를 세고 있어', '네 점퍼가 아직 내 의자에 걸려 있어', '혹시 전화 올까 봐 휴대폰을 손에서 못 놔', '먼 부대에선 지금쯤 열 시 소등이겠지'],
        hooks: ['전역하는 날, 제일 먼저 달려갈게', '편지 써 줘, 나도 꼭 답장할게'],
        haiku: ['짧게 민 머리', '부대로 가는 편지'],
      },
      zh: {
        lines: ['剃短的头发让你看起来更小了', '在营区门口最后挥了挥手，你就走进了队伍', '我数着周数，等你的第一封信', '你的外套还挂在我的椅背上', '手机一直握在手里，怕错过你的电话', '远方的营房，十点就熄灯了'],
        hooks: ['等你穿着军装回来', '给我写信，我一定回'],
        haiku: ['剃短的头发', '寄往营区的信'],
      },
    },
  },
  {
    id: 'kindergarten',
    supersedes: ['first-day', 'home', 'grandparents', 'childhood', 'study'],
    detect: {
      en: /\b(?:kindergarten|preschool|pre-school|daycare|day care|nursery school|pre-k)\b/iu,
      vi: /mẫu giáo|nhà trẻ|mầm non|lớp mầm/iu,
      ko: /어린이집|유치원/u,
      zh: /幼儿园|托儿所/u,
    },
    text: {
      en: {
        lines: ['Your tiny backpack is bigger than your back', 'You held my finger like the last thing in the world', 'The teacher kneels down and says your name softly', 'I wait by the gate much longer than I need to', 'Your cubby has your name in crayon letters', "By pickup time you'll have a new friend to tell me about"],
        hooks: ["I'll be right here at the gate when the day is done", "Let go, little one, I'm not going anywhere"],
        haiku: ['small hand lets go slow', 'backpack by the gate'],
      },
      vi: {
        lines: ['Chiếc ba lô nhỏ còn to hơn cả lưng con', 'Con nắm chặt ngón tay, như chẳng muốn rời', 'Cô giáo cúi xuống, gọi tên con thật khẽ', 'Đứng ngoài cổng trường lâu hơn cần thiết', 'Ngăn tủ nhỏ có dán tên con bằng bút màu', 'Chiều nay con sẽ kể về người bạn mới'],
        hooks: ['Chiều nay đón con ngay ở cổng này', 'Buông tay đi con, chẳng ai đi đâu cả'],
        haiku: ['Bàn tay nhỏ buông dần', 'Ba lô nhỏ bên cổng'],
      },
      ko: {
        lines: ['작은 가방이 네 등보다 더 커 보여', '내 손가락을 세상에 하나뿐인 것처럼 꼭 쥐었지', '선생님이 무릎을 굽히고 네 이름을 다정하게 불러', '필요한 것보다 한참 오래 문 앞에 서 있었어', '신발장에 삐뚤빼뚤한 네 이름표가 붙어 있어', '데리러 가면 새 친구 얘기부터 하겠지'],
        hooks: ['끝나면 바로 여기, 이 문 앞에 있을게', '손 놔도 괜찮아, 아무 데도 안 가'],
        haiku: ['천천히 놓는 작은 손', '문 앞의 작은 가방'],
      },
      zh: {
        lines: ['小书包比你的背还要大', '你攥着我的手指，像攥着全世界', '老师蹲下来，轻轻叫你的名字', '我在门口站了好久才走', '小柜子上贴着你歪歪扭扭的名字', '放学时你一定会跟我讲新朋友'],
        hooks: ['放学了，我就在这扇门口等你', '松开手吧，我哪儿也不去'],
        haiku: ['慢慢松开的小手', '门口的小书包'],
      },
    },
  },
  {
    id: 'meet-parents',
    supersedes: ['home', 'childhood', 'grandparents'],
    detect: {
      en: /\b(?:meet(?:ing|s)? (?:my|her|his|their|your) (?:parents|family|folks|mom and dad)|(?:bring|bringing|brought|take|taking|took) (?:my |her |him )?(?:girlfriend|boyfriend|fianc[ée]e?|partner) home)\b/iu,
      vi: /ra mắt (?:bố mẹ|ba mẹ|gia đình|nhà)|(?:dẫn|đưa|dắt) (?:người yêu|bạn gái|bạn trai|người ấy) về (?:nhà|quê)|gặp (?:bố mẹ|ba mẹ|gia đình) (?:người yêu|bạn gái|bạn trai)/iu,
      ko: /상견례|(?:여자친구|남자친구|여친|남친|애인)\S*\s(?:\S+\s){0,3}(?:부모님|집에|본가|인사)|부모님(?:께|을|한테)? ?(?:인사|뵈)/u,
      zh: /见家长|见(?:他|她)?(?:的)?(?:父母|爸妈)|(?:带|领)(?:女朋友|男朋友|对象|女友|男友).{0,4}(?:回家|回老家|见)/u,
    },
    text: {
      en: {
        lines: ['I practised the hellos the whole ride there', 'Your hand is damp in mine at the front door', 'The good plates are out, the ones nobody ever uses', 'The questions come one by one across the table', 'Under the table you squeeze my hand: it is going fine', 'On the drive back we laugh about every nervous word'],
        hooks: ['Take my hand, we walk in together', 'This is the one, and they can see it too'],
        haiku: ['hands damp at the door', 'the good plates come out'],
      },
      vi: {
        lines: ['Cả quãng đường ta tập đi tập lại câu chào', 'Tay người rịn mồ hôi trong tay ta trước cửa nhà', 'Bộ bát đĩa đẹp được lấy ra, bộ chẳng mấy khi dùng', 'Từng câu hỏi nối nhau quanh mâm cơm', 'Dưới gầm bàn, người khẽ siết tay ta: ổn cả mà', 'Trên đường về, hai đứa cười mãi vì những câu lúng túng'],
        hooks: ['Nắm tay nhau nhé, mình cùng bước vào', 'Người này đây, cả nhà cùng thấy rồi'],
        haiku: ['Tay rịn mồ hôi', 'Mâm cơm thêm một chỗ'],
      },
      ko: {
        lines: ['가는 내내 인사말을 몇 번이나 연습했어', '현관 앞에서 맞잡은 손에 땀이 배어 있어', '아껴 두던 좋은 그릇이 식탁에 올라왔어', '밥상 너머로 질문이 하나씩 건너와', '식탁 밑에서 네가 내 손을 꼭 쥐어, 잘하고 있다고', '돌아오는 길, 떨렸던 말들을 떠올리며 같이 웃었어'],
        hooks: ['손 잡아, 우리 같이 들어가자', '이 사람이야, 다들 알아보실 거야'],
        haiku: ['땀 밴 두 손', '꺼내 놓은 좋은 그릇'],
      },
      zh: {
        lines: ['一路上我把问好的话练了好多遍', '站在门口，你的手心全是汗', '家里拿出了平时舍不得用的好碗', '饭桌上的问题一个接一个', '桌子底下你捏了捏我的手：别紧张', '回去的路上，我们想起那些结巴的话就笑'],
        hooks: ['牵着我的手，我们一起进门', '就是这个人，爸妈也看得出来'],
        haiku: ['手心的汗', '舍不得用的碗'],
      },
    },
  },
  {
    id: 'traffic-jam',
    supersedes: ['commute', 'city'],
    detect: {
      en: /\b(?:traffic jam|stuck in traffic|gridlock|bumper[- ]to[- ]bumper)\b/iu,
      vi: /kẹt xe|tắc đường|ùn tắc|kẹt cứng|tắc nghẽn/iu,
      ko: /차가 막|길이 막|교통 ?체증|정체된|꽉 막힌 (?:도로|길)/u,
      zh: /堵车|塞车|堵在路上|堵在(?:高速|桥|半路)/u,
    },
    text: {
      en: {
        lines: ['Brake lights stretch red all the way to the bridge', 'The same song ends twice and we have barely moved', 'Horns argue with each other in the rain', 'I drum my fingers on the wheel and count the lights', 'The light turns red a third time and I still have not crossed', 'Home feels a country away from this lane'],
        hooks: ['Inch by inch, I am still on my way', 'Let the road open up and carry me home'],
        haiku: ['brake lights in the rain', 'one more red light waits'],
      },
      vi: {
        lines: ['Đèn hậu đỏ kéo dài tới tận chân cầu', 'Mưa lọt qua kính mũ bảo hiểm, áo mưa dính vào vai', 'Tiếng còi xe giành nhau từng khoảng trống', 'Chống chân xuống đường, nhích từng chút một', 'Đèn đỏ lần thứ ba mà ta vẫn chưa qua nổi ngã tư', 'Đường về hôm nay dài như nửa đời'],
        hooks: ['Nhích từng chút một, rồi cũng về tới thôi', 'Đường ơi thông đi, cho ta về với người'],
        haiku: ['Đèn hậu đỏ dưới mưa', 'Nhích từng chút một'],
      },
      ko: {
        lines: ['브레이크등이 다리 끝까지 빨갛게 늘어서 있어', '노래 한 곡이 두 번 끝나도록 거의 못 움직였어', '빗속에서 경적 소리가 서로 다퉈', '핸들을 손가락으로 두드리며 신호를 세', '신호가 세 번 바뀌어도 교차로를 못 건넜어', '집으로 가는 길이 오늘따라 한참 멀어'],
        hooks: ['조금씩이라도, 나는 가고 있어', '길아 좀 열려라, 집에 가자'],
        haiku: ['빗속의 브레이크등', '또 빨간불'],
      },
      zh: {
        lines: ['刹车灯一路红到了桥头', '一首歌放完两遍，车才挪了几米', '雨里的喇叭声你一下我一下', '手指敲着方向盘，数着红灯', '红灯换了三次，还没过这个路口', '回家的路，今天格外长'],
        hooks: ['一点一点挪，也总会到的', '路快点通吧，让我回家'],
        haiku: ['雨中的刹车灯', '又一个红灯'],
      },
    },
  },
  {
    id: 'night-drive',
    supersedes: ['commute'],
    detect: {
      en: /\b(?:driv(?:e|es|ing) (?:home|back|alone|around)|(?:late-night|night|midnight) drive|alone in the car)\b/iu,
      vi: /lái xe (?:về|một mình|trong đêm|đêm|quanh)|lái ô tô/iu,
      ko: /운전해서|혼자 운전|밤 ?운전|드라이브/u,
      zh: /开车回|一个人开车|夜里开车|深夜开车|开夜车/u,
    },
    text: {
      en: {
        lines: ['The dashboard glows green in the dark', 'I take the long way so the night lasts longer', 'The passenger seat is empty and I keep glancing at it', 'Every song on the radio sounds like it knows', 'The road hums low under the tires', 'I sit in the driveway with the engine off, not ready to go in'],
        hooks: ['Keep driving, keep this night from ending', 'Just me and the road and the things I never said'],
        haiku: ['the seat beside me', 'dashboard glow at night'],
      },
      vi: {
        lines: ['Đèn đồng hồ xe sáng xanh trong bóng tối', 'Ta đi đường vòng cho đêm dài thêm chút nữa', 'Ghế bên cạnh trống, ta cứ ngoái nhìn sang', 'Bài hát nào trên radio cũng như hiểu chuyện', 'Mặt đường rì rào dưới bánh xe', 'Về tới cổng rồi mà ta chưa muốn tắt máy'],
        hooks: ['Cứ lái đi, đừng để đêm nay hết', 'Chỉ ta với con đường và những điều chưa nói'],
        haiku: ['Ghế bên cạnh trống', 'Đường đêm rì rào'],
      },
      ko: {
        lines: ['계기판 불빛이 어둠 속에서 초록빛으로 빛나', '밤이 조금 더 길어지게 먼 길로 돌아가', '조수석이 비어 있는데 자꾸 그쪽을 보게 돼', '라디오에서 나오는 노래마다 다 아는 것 같아', '타이어 아래로 도로가 낮게 울려', '집 앞에 차를 세우고도 시동을 못 끄고 있어'],
        hooks: ['계속 달려, 이 밤이 끝나지 않게', '나랑 이 길이랑, 못다 한 말들만'],
        haiku: ['빈 조수석', '밤길의 타이어 소리'],
      },
      zh: {
        lines: ['仪表盘的光在黑暗里泛着绿', '我绕远路开，好让这一夜长一点', '副驾驶空着，我总忍不住看一眼', '电台里每首歌都像懂我', '轮胎压过路面，低低地响', '车停在楼下，我迟迟没有熄火'],
        hooks: ['一直开吧，别让今晚结束', '只有我和这条路，还有没说出口的话'],
        haiku: ['空着的副驾', '夜路的轮胎声'],
      },
    },
  },
  {
    id: 'train-ride',
    supersedes: ['commute'],
    detect: {
      en: /\b(?:on the (?:night |overnight |slow |morning |early )?train|train (?:ride|home|journey|window)|sleeper train|overnight train)\b/iu,
      vi: /chuyến tàu|tàu hỏa|tàu lửa|tàu Bắc Nam|đi tàu|toa tàu/iu,
      ko: /기차|KTX|무궁화호|새마을호/u,
      zh: /火车上|高铁上|绿皮车|坐火车|坐高铁|卧铺|硬座/u,
    },
    text: {
      en: {
        lines: ['The fields slide past the window, one town at a time', 'The wheels keep a rhythm my heart falls into', 'I rest my head on the cold glass and watch the stations go', 'Someone down the aisle is peeling an orange', 'Every stop is one stop closer', 'My ticket is folded in my pocket like a promise'],
        hooks: ['Carry me on, carry me on down the line', 'Every mile of track is bringing me closer'],
        haiku: ['fields slide past the glass', 'wheels on the long track'],
      },
      vi: {
        lines: ['Những cánh đồng lướt qua ô cửa, hết ga này tới ga khác', 'Tiếng bánh xe gõ nhịp, tim ta gõ theo', 'Áp trán vào ô kính, nhìn từng sân ga trôi qua', 'Cuối toa có ai đang bóc quýt, thơm cả lối đi', 'Mỗi ga qua là gần thêm một chút', 'Tấm vé gấp đôi nằm trong túi áo như một lời hẹn'],
        hooks: ['Tàu ơi cứ chạy, đưa ta về gần thêm', 'Mỗi cây số đường ray là một bước gần hơn'],
        haiku: ['Đồng lướt qua ô cửa', 'Bánh xe trên đường ray'],
      },
      ko: {
        lines: ['창밖으로 들판이 한 마을씩 지나가', '덜컹이는 바퀴 소리에 마음도 박자를 맞춰', '차가운 유리창에 이마를 대고 지나가는 역을 세어 봐', '통로 끝에서 누가 귤을 까는 냄새가 나', '역 하나를 지날 때마다 조금씩 가까워져', '주머니 속 접힌 기차표가 약속 같아'],
        hooks: ['달려 줘, 조금만 더 가까이', '철길 한 칸마다 그곳에 가까워져'],
        haiku: ['창밖의 들판', '덜컹이는 바퀴'],
      },
      zh: {
        lines: ['窗外的田野一站一站往后退', '车轮哐当哐当，心也跟着打拍子', '额头贴着冰凉的车窗，数着经过的站台', '过道那头有人在剥橘子', '每过一站，就近了一点', '口袋里折好的车票，像一个约定'],
        hooks: ['火车往前开，把我带得更近一点', '铁轨每一节，都离那里更近'],
        haiku: ['后退的田野', '哐当的车轮'],
      },
    },
  },
];
