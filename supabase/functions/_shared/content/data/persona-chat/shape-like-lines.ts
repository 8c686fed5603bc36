/**
 * Round 10 (shape LIKE): "do you like X?" answered by the persona about X — the kind of thing X is (a food, music, an
 * animal, a place, a season or weather, an activity, or something most people dislike), a yes or no with a reason, and
 * the question asked back; an honest "I don't know it well enough" for an X of no known kind. {x} is the visitor's
 * phrase ({x_yo}: with 요 or 이요 for the polite personas, bare for the casual ones). Korean is written in 해요체; casual personas drop the 요 (persona-chat-shape-words.ts).
 */
import type { ContentLanguage, PersonaKey } from '../../../contract/content-types.ts';

/** The kinds of thing a visitor asks the persona to like. */
export type LikeKind = 'food' | 'music' | 'animal' | 'place' | 'season' | 'activity' | 'disliked';

/** Words that tell each kind, per language, most specific first. */
export const likeKinds: ReadonlyArray<readonly [LikeKind, Readonly<Record<ContentLanguage, RegExp>>]> = [
  ['disliked', {
    en: /\b(?:spiders?|snakes?|bugs|insects?|cockroach(?:es)?|horror(?: movies?| films?)?|ghosts?|crowds?|traffic|homework|mondays?|exams?|the dentist|dentists?)\b/iu,
    vi: /nhện|rắn|gián|côn trùng|phim kinh dị|ma(?:\s|$)|đám đông|kẹt xe|bài tập về nhà|thứ hai|đi thi|nha sĩ/iu,
    ko: /거미|뱀|벌레|바퀴벌레|공포\s?영화|귀신|사람 많은|인파|숙제|월요일|시험|치과/u,
    zh: /蜘蛛|蛇|虫子|蟑螂|恐怖片|鬼|人多|堵车|作业|周一|星期一|考试|牙医/u,
  }],
  ['season', {
    en: /\b(?:summer|winter|spring|autumn|fall|rain|rainy days?|snow|snowy days?|the cold|cold weather|hot weather|sunny days?|storms?)\b/iu,
    vi: /mùa (?:hè|đông|xuân|thu|mưa)|trời (?:mưa|lạnh|nóng|nắng)|(?:^|\s)(?:mưa|tuyết)(?:\s|$)/iu,
    ko: /여름|겨울|봄|가을|비 오는 날|비오는 날|눈 오는 날|(?:^|\s)(?:비|눈)(?:를|을)?$|장마|추운 날씨|더운 날씨|맑은 날/u,
    zh: /夏天|冬天|春天|秋天|下雨|雨天|下雪|雪天|冷天|热天|晴天/u,
  }],
  ['animal', {
    en: /\b(?:cats?|kittens?|dogs?|puppies|puppy|animals?|birds?|rabbits?|bunn(?:y|ies)|hamsters?|fish|horses?|pandas?|penguins?|dinosaurs?|pets?)\b/iu,
    vi: /(?:^|\s)(?:mèo|chó|cún|thú cưng|động vật|chim|thỏ|hamster|cá|ngựa|gấu trúc|chim cánh cụt|khủng long)(?:\s|$)/iu,
    ko: /고양이|강아지|(?:^|\s)개$|동물|새$|토끼|햄스터|물고기|말$|판다|펭귄|공룡|반려동물/u,
    zh: /猫|狗|动物|小鸟|兔子|仓鼠|鱼|马|熊猫|企鹅|恐龙|宠物/u,
  }],
  ['music', {
    en: /\b(?:music|songs?|k-?pop|jazz|rock|hip[- ]?hop|rap|ballads?|classical|pop|r&b|edm|metal|indie|singing|karaoke|concerts?)\b/iu,
    vi: /nhạc|bài hát|kpop|k-pop|jazz|rock|hip hop|rap|ballad|hát|karaoke|concert/iu,
    ko: /음악|노래|케이팝|K-?POP|재즈|락|록|힙합|랩|발라드|클래식|팝|노래방|콘서트/iu,
    zh: /音乐|歌|韩流|K-?POP|爵士|摇滚|嘻哈|说唱|抒情|古典|流行|唱歌|卡拉OK|KTV|演唱会/iu,
  }],
  ['place', {
    en: /\b(?:the )?(?:sea|ocean|beach|mountains?|city|countryside|seoul|busan|tokyo|paris|london|new york|korea|japan|vietnam|china|hanoi|saigon|museums?|libraries|library|cafes?|caf[eé]s|parks?|the zoo|amusement parks?)\b/iu,
    vi: /biển|núi|thành phố|nông thôn|seoul|hà nội|sài gòn|đà lạt|đà nẵng|hàn quốc|nhật|trung quốc|paris|bảo tàng|thư viện|quán cà phê|công viên|sở thú|khu vui chơi/iu,
    ko: /바다|산$|산을|도시|시골|서울|부산|제주|도쿄|파리|한국|일본|베트남|중국|박물관|도서관|카페|공원|동물원|놀이공원/u,
    zh: /大海|海边|山|城市|乡下|首尔|釜山|东京|巴黎|北京|上海|韩国|日本|越南|中国|博物馆|图书馆|咖啡馆|公园|动物园|游乐园/u,
  }],
  ['food', {
    en: /\b(?:food|pizza|sushi|ramen|noodles?|pasta|burgers?|chocolate|ice cream|cake|coffee|tea|kimchi|tteokbokki|pho|rice|bread|cheese|fruit|strawberr(?:y|ies)|spicy food|sweets?|desserts?|chicken|fried chicken|steak|soup|hotpot|dumplings?|candy|cookies?|milk|boba|bubble tea|mint chocolate|vegetables?|cooking)\b/iu,
    vi: /món|đồ ăn|phở|bún|bánh|cơm|mì|pizza|sushi|lẩu|trà sữa|cà phê|trà|kem|sô cô la|socola|chocolate|kimchi|tokbokki|tteokbokki|gà rán|trái cây|hoa quả|đồ cay|đồ ngọt|rau|nấu ăn|ăn /iu,
    ko: /음식|피자|초밥|스시|라면|라멘|국수|파스타|햄버거|초콜릿|초코|아이스크림|케이크|커피|차$|김치|떡볶이|쌀국수|밥|빵|치즈|과일|딸기|매운 거|매운 음식|단 거|디저트|치킨|스테이크|국$|찌개|훠궈|만두|사탕|쿠키|우유|버블티|민초|채소|야채|요리/u,
    zh: /吃|喝|菜|火锅|披萨|寿司|拉面|面条|意面|汉堡|巧克力|冰淇淋|蛋糕|咖啡|茶|泡菜|炒年糕|米饭|面包|芝士|水果|草莓|辣|甜食|甜点|炸鸡|牛排|汤|饺子|糖|饼干|牛奶|奶茶|薄荷巧克力|蔬菜|做饭/u,
  }],
  ['activity', {
    en: /^(?:to\s+)?\w+ing\b|\b(?:sports?|games?|video games|movies?|films?|dramas?|books?|reading|travel|shopping|dancing|swimming|running|hiking|camping|drawing|painting|photography|football|soccer|basketball|baseball|tennis|yoga|gym|puzzles?|anime|cartoons?|school|work|your job)\b/iu,
    vi: /thể thao|chơi game|game|phim|đọc sách|sách|du lịch|mua sắm|nhảy|bơi|chạy bộ|leo núi|cắm trại|vẽ|chụp ảnh|bóng đá|bóng rổ|tennis|yoga|tập gym|hoạt hình|anime|đi học|công việc|làm việc/iu,
    ko: /운동|게임|영화|드라마|책|독서|여행|쇼핑|춤|수영|달리기|등산|캠핑|그림|사진|축구|농구|야구|테니스|요가|헬스|만화|애니|학교|일하는 거|공부/u,
    zh: /运动|游戏|电影|电视剧|追剧|看书|读书|书|旅游|旅行|逛街|购物|跳舞|游泳|跑步|爬山|露营|画画|拍照|足球|篮球|棒球|网球|瑜伽|健身|动画|动漫|上学|工作|学习/u,
  }],
];

/** The persona's short yes, per language (Korean in each persona's own register), said before its reason. */
export const likeYes: Readonly<Record<ContentLanguage, Readonly<Record<PersonaKey, string>>>> = {
  en: { girl: 'I love {x}!', chef: '{X}? I do.', detective: '{X}? As it happens, I do.', psychologist: 'I do like {x}.', kid: 'YES! I love {x}!!', kpop_male: '{X}? Of course I do!', kpop_female: 'I love {x}~!', astrologer: '{X}? I do, very much.', childhood_friend: '{X}? Obviously.' },
  vi: { girl: 'Mình thích {x} lắm!', chef: '{X} hả? Thích chứ.', detective: '{X}? Có, tôi thích.', psychologist: 'Tôi thích {x}.', kid: 'Thích!! Tớ thích {x} lắm luôn!', kpop_male: '{X} hả? Thích chứ!', kpop_female: 'Mình mê {x} lắm~!', astrologer: '{X} ư? Ta rất thích.', childhood_friend: '{X} hả? Thích chứ sao không.' },
  ko: { girl: '{x} 완전 좋아해!', chef: '{x}? 좋아하지.', detective: '{x}? 좋아하는 편이지.', psychologist: '{x}, 좋아해요.', kid: '{x} 진짜진짜 좋아해!!', kpop_male: '{x_yo}? 당연히 좋아하죠!', kpop_female: '{x} 너무 좋아해요~!', astrologer: '{x_yo}? 많이 좋아해요.', childhood_friend: '{x}? 당연히 좋아하지.' },
  zh: { girl: '我超喜欢{x}！', chef: '{x}？喜欢。', detective: '{x}？说起来，我挺喜欢的。', psychologist: '我挺喜欢{x}的。', kid: '喜欢！！我最喜欢{x}了！', kpop_male: '{x}？当然喜欢！', kpop_female: '超喜欢{x}的~！', astrologer: '{x}？我很喜欢。', childhood_friend: '{x}？那还用说，喜欢啊。' },
};

/** The reason for a yes, per kind and language. */
export const likeReasons: Readonly<Record<Exclude<LikeKind, 'disliked'>, Readonly<Record<ContentLanguage, readonly string[]>>>> = {
  food: {
    en: ['Good food can turn a whole bad day around.', 'Honestly, a good meal is my favourite kind of reward.', 'I could talk about food for hours, and eat it for longer.'],
    vi: ['Một món ngon có thể cứu cả một ngày tệ.', 'Nói thật, một bữa ngon là phần thưởng mình thích nhất.', 'Nói chuyện ăn uống cả buổi cũng được, ăn thì còn lâu hơn.'],
    ko: ['맛있는 거 하나면 망한 하루도 살아나거든요.', '솔직히 맛있는 한 끼가 제일 좋은 보상이에요.', '먹는 얘기는 몇 시간도 할 수 있어요. 먹는 건 더 오래요.'],
    zh: ['一口好吃的，能把糟糕的一天救回来。', '说实话，一顿好吃的就是我最喜欢的奖励。', '聊吃的我能聊好几个小时，吃就更久了。'],
  },
  music: {
    en: ['The right song fixes my mood faster than anything.', 'Some songs say things I can’t put into words myself.', 'I always have something playing; silence feels too loud.'],
    vi: ['Đúng bài hát là tâm trạng tốt lên ngay.', 'Có những bài nói hộ điều mình không nói ra được.', 'Lúc nào mình cũng bật nhạc, im lặng quá lại thấy ồn.'],
    ko: ['딱 맞는 노래 하나면 기분이 제일 빨리 풀려요.', '어떤 노래는 제가 말로 못 하는 걸 대신 말해 줘요.', '늘 뭔가 틀어 놔요. 너무 조용하면 오히려 시끄럽게 느껴져서요.'],
    zh: ['对的那首歌，比什么都更快让心情变好。', '有些歌替我说出了我说不出口的话。', '我总是放着点什么，太安静反而觉得吵。'],
  },
  animal: {
    en: ['They’re honest in a way people rarely are, and they never judge you.', 'Spending time with them slows everything down in a good way.', 'Ten minutes with one and my shoulders finally drop.'],
    vi: ['Chúng thật lòng theo cách con người hiếm khi có, và chẳng bao giờ phán xét ai.', 'Ở cạnh chúng là mọi thứ chậm lại, và chẳng ai phán xét ai.', 'Ngồi với chúng mười phút là vai mình nhẹ hẳn, chúng đâu có phán xét gì.'],
    ko: ['사람보다 솔직하고, 절대 판단하지 않잖아요.', '같이 있으면 모든 게 천천히 흘러가서 좋아요.', '십 분만 같이 있어도 어깨 힘이 쫙 빠져요.'],
    zh: ['它们比人坦诚，也从来不评判你。', '和它们待在一起，一切都慢下来，是舒服的那种慢。', '跟它们待十分钟，肩膀就松下来了。'],
  },
  place: {
    en: ['Just being there makes my head feel clearer.', 'Every time I go, I notice something I missed before.', 'It’s the kind of place that makes a day feel longer, in a good way.'],
    vi: ['Chỉ cần ở đó là đầu óc nhẹ hẳn.', 'Lần nào đến cũng thấy thêm một điều trước đó bỏ lỡ.', 'Kiểu nơi làm một ngày dài ra, theo nghĩa tốt.'],
    ko: ['거기 있기만 해도 머리가 맑아져요.', '갈 때마다 전에 못 본 게 하나씩 보여요.', '하루가 길게 느껴지는 곳이에요. 좋은 의미로요.'],
    zh: ['光是待在那里，脑子就清爽了。', '每次去，都会发现一点上次错过的东西。', '是那种能让一天变长的地方，好的那种。'],
  },
  season: {
    en: ['That kind of weather has its own smell and light, and it makes me want to slow down.', 'It makes even an ordinary walk feel like something.', 'I like how it changes the whole mood of the street.'],
    vi: ['Nó có mùi và ánh sáng riêng, làm mình muốn sống chậm lại.', 'Đi bộ bình thường thôi mà cũng thấy đặc biệt.', 'Mình thích cách nó làm cả con phố đổi không khí.'],
    ko: ['그때만의 냄새랑 빛이 있어서, 괜히 천천히 걷고 싶어져요.', '평범한 산책도 뭔가 특별하게 만들어 줘요.', '거리 분위기가 통째로 바뀌는 게 좋아요.'],
    zh: ['它有自己的味道和光线，让人想慢下来。', '连普通的散步都变得有点特别。', '我喜欢它把整条街的气氛都换掉的样子。'],
  },
  activity: {
    en: ['Time disappears when I’m doing it, in the best way.', 'It’s the one thing that empties my head of everything else.', 'I’m not great at it, and that’s exactly why it’s fun.'],
    vi: ['Lúc làm nó là quên cả thời gian, theo nghĩa tốt nhất.', 'Đó là việc duy nhất làm đầu mình trống hết mọi thứ khác.', 'Mình không giỏi lắm, mà chính vì vậy mới vui.'],
    ko: ['하고 있으면 시간 가는 줄 몰라요, 좋은 의미로요.', '그거 할 때만큼은 머릿속이 싹 비워져요.', '잘하진 못하는데, 그래서 더 재밌어요.'],
    zh: ['做的时候会忘了时间，是最好的那种忘。', '只有做这个的时候，脑子里别的东西全清空了。', '我不算擅长，但正因为这样才好玩。'],
  },
};

/** A no with its reason, for the things most people dislike. */
export const likeNo: Readonly<Record<ContentLanguage, string>> = {
  en: '{X}? Honestly, not really. Live and let live, but I keep my distance.',
  vi: '{X} hả? Nói thật là không thích lắm. Sống hòa bình thôi, nhưng giữ khoảng cách.',
  ko: '{x_yo}? 솔직히 별로예요. 참을 수는 있는데 굳이 고르진 않아요.',
  zh: '{x}？说实话，不太喜欢。能忍，但绝不会主动选。',
};

/** The honest answer for an X of no known kind. */
export const likeUnknown: Readonly<Record<ContentLanguage, string>> = {
  en: '{X}? Honestly, I don’t know it well enough to say yes or no.',
  vi: '{X} hả? Nói thật là mình chưa biết đủ để bảo thích hay không.',
  ko: '{x_yo}? 솔직히 잘 몰라서 좋다 싫다 말하기가 어려워요.',
  zh: '{x}？说实话，我不太了解，说不上喜不喜欢。',
};

/** The question asked back. */
export const likeAskBack: Readonly<Record<ContentLanguage | 'koPolite', { known: readonly string[]; unknown: string }>> = {
  en: { known: ['What about you, do you like {x}?', 'Your turn: do you like {x}?', 'And you? Be honest, do you like {x}?'], unknown: 'What do you like about it? Tell me and maybe I’ll try it.' },
  vi: { known: ['Còn bạn, bạn có thích {x} không?', 'Tới lượt bạn: bạn có thích {x} không?', 'Bạn thì sao, có thích {x} không?'], unknown: 'Bạn thích nó ở điểm nào? Kể mình nghe, biết đâu mình thử.' },
  ko: { known: ['너는 {x} 좋아해?', '그럼 너는 {x} 좋아해?', '이제 네 차례. 너는 {x} 좋아해?'], unknown: '어떤 점이 좋아? 얘기해 주면 나도 한번 해 볼래.' },
  koPolite: { known: ['{x} 좋아하세요?', '그쪽은요? {x} 좋아하세요?', '이제 차례예요. {x} 좋아하세요?'], unknown: '어떤 점이 좋아요? 얘기해 주면 저도 한번 해 볼게요.' },
  zh: { known: ['你呢，喜欢{x}吗？', '那你呢，喜欢{x}吗？', '说真的，你呢，喜欢{x}吗？'], unknown: '你喜欢它哪一点？跟我说说，说不定我也去试试。' },
};
