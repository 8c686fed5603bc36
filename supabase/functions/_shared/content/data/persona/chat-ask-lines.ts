/**
 * Word bank of the chat's ask reader (round 9b of issue 13): the form of what a message asks — a gift to choose, a
 * first day at a new job to face, someone met again, good news to share — with the people, occasions, hobbies, worries,
 * places, memories and achievements it names (each named by us in every language, never cut from the text), and the
 * lines that answer each ask concretely. Registers: en, vi, zh, Korean polite (해요체) and plain (반말).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** Registers of the ask lines. */
export type AskRegister = 'en' | 'vi' | 'zh' | 'koPolite' | 'koPlain';

/** Something a message can name: its match words (all languages) and its name in each language. */
export interface AskEntity {
  match: readonly string[];
  name: Readonly<Record<ContentLanguage, string>>;
}

/** Who a gift is for. */
export const giftRecipients: Readonly<Record<string, AskEntity>> = {
  mom: { match: ['mom', 'mum', 'mother', 'mẹ', 'má', '엄마', '어머니', '어머님', '妈妈', '我妈', '老妈', '母亲'], name: { en: 'your mom', vi: 'mẹ', ko: '어머니', zh: '妈妈' } },
  dad: { match: ['dad', 'father', 'bố', 'ba', '아빠', '아버지', '爸爸', '我爸', '老爸', '父亲'], name: { en: 'your dad', vi: 'bố', ko: '아버지', zh: '爸爸' } },
  boyfriend: { match: ['boyfriend', 'bf', 'bạn trai', 'người yêu', 'ny', '남자친구', '남친', '男朋友', '男友', '对象'], name: { en: 'your boyfriend', vi: 'người yêu', ko: '남자친구', zh: '男朋友' } },
  girlfriend: { match: ['girlfriend', 'gf', 'bạn gái', '여자친구', '여친', '女朋友', '女友'], name: { en: 'your girlfriend', vi: 'bạn gái', ko: '여자친구', zh: '女朋友' } },
  spouse: { match: ['husband', 'wife', 'chồng', 'vợ', '남편', '아내', '와이프', '老公', '老婆'], name: { en: 'your partner', vi: 'nửa kia', ko: '배우자', zh: '另一半' } },
  friend: { match: ['best friend', 'friend', 'bạn thân', 'bạn', '친구', '베프', '朋友', '闺蜜', '好朋友'], name: { en: 'your friend', vi: 'bạn thân', ko: '친구', zh: '朋友' } },
  teacher: { match: ['teacher', 'thầy', 'cô giáo', '선생님', '老师'], name: { en: 'your teacher', vi: 'thầy cô', ko: '선생님', zh: '老师' } },
};

/** The occasion of a gift. */
export const giftOccasions: Readonly<Record<string, AskEntity>> = {
  anniversary: { match: ['anniversary', 'kỷ niệm', 'ngày kỷ niệm', '기념일', '주년', '100일', '周年', '纪念日'], name: { en: 'your anniversary', vi: 'ngày kỷ niệm', ko: '기념일', zh: '纪念日' } },
  birthday: { match: ['birthday', 'bday', 'sinh nhật', '생일', '생신', '生日'], name: { en: 'the birthday', vi: 'sinh nhật', ko: '생일', zh: '生日' } },
  graduation: { match: ['graduation', 'tốt nghiệp', '졸업', '毕业'], name: { en: 'the graduation', vi: 'lễ tốt nghiệp', ko: '졸업', zh: '毕业' } },
  christmas: { match: ['christmas', 'xmas', 'giáng sinh', 'noel', '크리스마스', '圣诞'], name: { en: 'Christmas', vi: 'Giáng sinh', ko: '크리스마스', zh: '圣诞节' } },
};

/** A hobby the visitor says the person loves, with the gift it suggests. */
export interface GiftHobby extends AskEntity {
  idea: Readonly<Record<ContentLanguage, string>>;
}

/** Hobbies and the gift each suggests. */
export const giftHobbies: Readonly<Record<string, GiftHobby>> = {
  hiking: { match: ['hiking', 'hikes', 'hike', 'trekking', 'leo núi', 'đi phượt', '등산', '산에', '爬山', '登山', '徒步'], name: { en: 'hiking', vi: 'leo núi', ko: '등산', zh: '爬山' }, idea: { en: 'a pair of really good hiking socks and a light thermos for the trail', vi: 'một đôi tất leo núi thật tốt và một bình giữ nhiệt nhỏ mang theo lên núi', ko: '좋은 등산 양말이랑 가벼운 보온병', zh: '一双好的登山袜，再加一个轻便的保温杯' } },
  cooking: { match: ['cooking', 'loves to cook', 'nấu ăn', '요리', '做饭', '下厨'], name: { en: 'cooking', vi: 'nấu ăn', ko: '요리', zh: '做饭' }, idea: { en: 'one really good knife or a heavy pan, the kind people never buy for themselves', vi: 'một con dao thật tốt hoặc một cái chảo dày, loại người ta ít khi tự mua', ko: '좋은 칼 한 자루나 묵직한 팬 하나', zh: '一把好刀或者一口厚底锅，这种东西人很少给自己买' } },
  reading: { match: ['reading', 'books', 'đọc sách', '독서', '책을', '책 읽', '看书', '读书'], name: { en: 'reading', vi: 'đọc sách', ko: '독서', zh: '看书' }, idea: { en: 'a book you loved, with a note on the first page saying why you chose it', vi: 'một cuốn sách bạn từng thích, kèm một dòng ở trang đầu nói vì sao bạn chọn nó', ko: '내가 좋아했던 책 한 권, 첫 장에 왜 골랐는지 한 줄 적어서', zh: '一本你喜欢过的书，在扉页写一句为什么选它' } },
  coffee: { match: ['coffee', 'cà phê', 'cafe', '커피', '咖啡'], name: { en: 'coffee', vi: 'cà phê', ko: '커피', zh: '咖啡' }, idea: { en: 'a bag of beans from a good local roaster and a nice mug', vi: 'một túi cà phê rang xay ngon và một chiếc cốc đẹp', ko: '좋은 원두 한 봉지랑 예쁜 머그컵', zh: '一袋好咖啡豆，再配一个好看的杯子' } },
  gaming: { match: ['gaming', 'video games', 'games', 'chơi game', '게임', '打游戏', '游戏'], name: { en: 'gaming', vi: 'chơi game', ko: '게임', zh: '打游戏' }, idea: { en: 'the game on their wishlist, or a comfy controller grip and a snack box for a long session', vi: 'tựa game đang nằm trong danh sách muốn mua, hoặc một hộp đồ ăn vặt cho buổi chơi dài', ko: '위시리스트에 있던 게임이나, 오래 할 때 먹을 간식 박스', zh: '他愿望单里的那款游戏，或者一盒熬夜打游戏用的零食' } },
  running: { match: ['running', 'jogging', 'chạy bộ', '러닝', '달리기', '跑步'], name: { en: 'running', vi: 'chạy bộ', ko: '러닝', zh: '跑步' }, idea: { en: 'good running socks and a light cap, small things runners wear out fast', vi: 'đôi tất chạy bộ xịn và một chiếc mũ nhẹ, những thứ dân chạy bộ dùng mau hỏng', ko: '러닝 양말이랑 가벼운 러닝 모자', zh: '一双好的跑步袜和一顶轻便的跑步帽' } },
  plants: { match: ['gardening', 'plants', 'trồng cây', 'cây cảnh', '식물', '화분', '꽃', '养花', '花草', '种花'], name: { en: 'plants', vi: 'cây cảnh', ko: '식물', zh: '养花' }, idea: { en: 'a plant they do not have yet in a pretty pot', vi: 'một chậu cây họ chưa có, trong một chiếc chậu xinh', ko: '아직 없는 식물 하나를 예쁜 화분에', zh: '一盆他们还没有的植物，配一个好看的花盆' } },
  music: { match: ['music', 'nghe nhạc', 'âm nhạc', '음악', '노래', '音乐', '听歌'], name: { en: 'music', vi: 'âm nhạc', ko: '음악', zh: '音乐' }, idea: { en: 'tickets to a small live show you can go to together', vi: 'hai vé đi nghe nhạc sống để đi cùng nhau', ko: '같이 갈 수 있는 작은 공연 티켓 두 장', zh: '两张可以一起去的小型现场演出票' } },
};

/** Gift ideas when no hobby is told, by occasion. */
export const occasionIdeas: Readonly<Record<string, Readonly<Record<ContentLanguage, string>>>> = {
  anniversary: { en: 'a small photo book of your year together, with a handwritten letter on the last page', vi: 'một cuốn album nhỏ ảnh của hai người suốt một năm qua, trang cuối là một lá thư viết tay', ko: '1년 동안 찍은 사진으로 만든 작은 포토북, 마지막 장에 손편지', zh: '一本你们这一年照片做成的小相册，最后一页写一封手写信' },
  birthday: { en: 'something they use every day but would never buy themselves in a nicer version, like a soft scarf or a good mug, with a handwritten card', vi: 'một món họ dùng hằng ngày nhưng bản xịn hơn mà họ không tự mua, như khăn choàng mềm hay chiếc cốc đẹp, kèm thiệp viết tay', ko: '매일 쓰는 물건인데 스스로는 안 사는 좋은 버전, 부드러운 목도리나 좋은 머그컵 같은 거에 손편지 한 장', zh: '一件每天都会用、但自己舍不得买好的东西，比如软软的围巾或好杯子，再配一张手写卡片' },
  other: { en: 'something small that shows you listened, plus a handwritten note', vi: 'một món nhỏ cho thấy bạn đã để ý, kèm vài dòng viết tay', ko: '내가 평소에 귀 기울였다는 걸 보여 주는 작은 물건에 손편지', zh: '一件能看出你平时有在留意的小东西，再加几句手写的话' },
};

/** Worries about a first day at a new job. */
export const firstDayWorries: Readonly<Record<string, readonly string[]>> = {
  wear: ['what to wear', 'wear', 'outfit', 'mặc gì', 'mặc đồ gì', 'quần áo', '뭐 입', '뭘 입', '옷', '穿什么', '穿啥', '衣服'],
  lunch: ['lunch alone', 'eat alone', 'eating alone', 'eating lunch alone', 'ăn trưa một mình', 'ăn một mình', '혼자 밥', '점심 혼자', '혼밥', '一个人吃饭', '一个人吃午饭', '午饭'],
  intro: ['introduce myself', 'self-introduction', 'introduction', 'giới thiệu bản thân', 'tự giới thiệu', '자기소개', '自我介绍'],
  late: ['be late', 'running late', 'late', 'commute', 'trễ', 'muộn', '늦을까', '늦으면', '지각', '갈아타', '迟到', '通勤'],
  people: ['not know anyone', "don't know anyone", 'no one', 'không quen ai', 'chưa quen ai', '아는 사람', '不认识', '没有认识'],
};

/** Occasions an outfit is asked for, with the outfit advice in each language. */
export const wearOccasions: Readonly<Record<string, AskEntity & { advice: Readonly<Record<ContentLanguage, string>> }>> = {
  wedding: { match: ['wedding', 'getting married', 'đám cưới', 'cưới', 'thiệp cưới', '결혼식', '청첩장', '婚礼', '结婚', '喜帖'], name: { en: 'the wedding', vi: 'đám cưới', ko: '결혼식', zh: '婚礼' }, advice: { en: 'a dress or a suit in a soft colour, never white, and shoes you can stand in for three hours', vi: 'váy hoặc vest màu nhã, tránh màu trắng, và đôi giày đứng ba tiếng không đau chân', ko: '흰색만 피해서 은은한 색 원피스나 정장, 세 시간 서 있어도 편한 구두', zh: '颜色柔和的裙子或西装，千万别穿白色，再配一双能站三个小时的鞋' } },
  date: { match: ['date', 'first date', 'hẹn hò', 'buổi hẹn', '데이트', '소개팅', '约会', '相亲'], name: { en: 'the date', vi: 'buổi hẹn', ko: '데이트', zh: '约会' }, advice: { en: 'the outfit you already feel most like yourself in, one step dressier, and nothing you have to keep adjusting', vi: 'bộ đồ mà bạn thấy giống mình nhất, chỉnh chu hơn một chút, và không có gì phải kéo chỉnh suốt buổi', ko: '내가 제일 나다운 옷에서 한 단계만 더 차려입기, 계속 신경 써서 고쳐야 하는 옷은 빼고', zh: '你穿着最像自己的那套，再精致一点点，别穿需要一直整理的衣服' } },
  interview: { match: ['interview', 'phỏng vấn', '면접', '面试'], name: { en: 'the interview', vi: 'buổi phỏng vấn', ko: '면접', zh: '面试' }, advice: { en: 'one level more formal than the people who work there: a plain shirt, dark trousers or skirt, clean shoes, nothing loud', vi: 'trang trọng hơn người làm ở đó một bậc: áo sơ mi trơn, quần hoặc váy tối màu, giày sạch, không gì quá nổi', ko: '그 회사 사람들보다 한 단계 더 격식 있게, 무지 셔츠에 어두운 바지나 치마, 깨끗한 신발, 튀는 건 빼고', zh: '比那里上班的人正式一个档次：素色衬衫、深色裤子或裙子、干净的鞋，别太花哨' } },
  funeral: { match: ['funeral', 'đám tang', 'đám ma', '장례식', '조문', '葬礼'], name: { en: 'the funeral', vi: 'đám tang', ko: '장례식', zh: '葬礼' }, advice: { en: 'black or dark grey, plain, no jewellery beyond a watch', vi: 'đồ đen hoặc xám đậm, trơn, không đeo trang sức ngoài đồng hồ', ko: '검정이나 짙은 회색 무지 옷, 시계 말고 액세서리는 빼고', zh: '黑色或深灰色的素色衣服，除了手表别戴首饰' } },
  party: { match: ['party', 'tiệc', 'bữa tiệc', '파티', '派对', '聚会'], name: { en: 'the party', vi: 'bữa tiệc', ko: '파티', zh: '聚会' }, advice: { en: 'something comfortable with one thing that stands out, a bright top or good earrings', vi: 'đồ thoải mái, thêm một điểm nhấn: áo màu tươi hoặc đôi khuyên tai đẹp', ko: '편한 옷에 포인트 하나, 밝은 상의나 예쁜 귀걸이', zh: '舒服的衣服加一个亮点，比如亮色上衣或好看的耳环' } },
};

/** Moods a film is asked for, with a film that fits each. */
export const watchMoods: Readonly<Record<string, { match: readonly string[]; film: Readonly<Record<ContentLanguage, string>> }>> = {
  comfort: { match: ['comfort', 'cozy', 'cosy', 'feel good', 'feel-good', 'sad', 'down', 'buồn', 'nhẹ nhàng', 'chữa lành', '우울', '우울한', '우울해', '울적', '힐링', '위로', '治愈', '难过', '温暖'], film: { en: 'My Neighbour Totoro, soft and warm from the first minute', vi: 'Hàng xóm của tôi là Totoro, nhẹ nhàng và ấm từ phút đầu', ko: '이웃집 토토로, 처음부터 끝까지 포근해', zh: '《龙猫》，从第一分钟就很温暖' } },
  funny: { match: ['funny', 'laugh', 'comedy', 'hài', 'cười', '웃긴', '웃기는', '코미디', '搞笑', '喜剧'], film: { en: 'Paddington 2, which makes everyone laugh, even grown-ups', vi: 'Paddington 2, người lớn xem cũng cười', ko: '패딩턴 2, 어른도 웃게 돼', zh: '《帕丁顿熊2》，大人看了也会笑' } },
  scary: { match: ['scary', 'horror', 'kinh dị', 'ma', '무서운', '공포', '공포영화', '恐怖', '吓人'], film: { en: 'A Quiet Place, tense without being gory', vi: 'Vùng đất câm lặng, căng thẳng mà không ghê máu', ko: '콰이어트 플레이스, 잔인하지 않은데 쫄깃해', zh: '《寂静之地》，紧张但不血腥' } },
  romance: { match: ['romance', 'romantic', 'lãng mạn', 'tình cảm', '로맨스', '로코', '浪漫', '爱情'], film: { en: 'About Time, romantic and a little teary', vi: 'About Time (Đã đến lúc), lãng mạn và hơi rưng rưng', ko: '어바웃 타임, 로맨틱하고 살짝 찡해', zh: '《时空恋旅人》，浪漫又有点催泪' } },
};

/** Places where someone is met again. */
export const meetPlaces: Readonly<Record<string, AskEntity>> = {
  grocery: { match: ['grocery store', 'supermarket', 'grocery', 'siêu thị', 'chợ', '마트', '슈퍼', '超市', '菜市场'], name: { en: 'the grocery store', vi: 'siêu thị', ko: '마트', zh: '超市' } },
  wedding: { match: ['wedding', 'đám cưới', '결혼식', '婚礼'], name: { en: 'a wedding', vi: 'đám cưới', ko: '결혼식', zh: '婚礼' } },
  station: { match: ['subway', 'train station', 'station', 'ga tàu', 'bến xe', '지하철', '역에서', '地铁', '车站'], name: { en: 'the station', vi: 'nhà ga', ko: '역', zh: '车站' } },
  cafe: { match: ['coffee shop', 'café', 'quán cà phê', '카페', '咖啡店', '咖啡馆'], name: { en: 'a café', vi: 'quán cà phê', ko: '카페', zh: '咖啡店' } },
};

/** Shared memories a visitor brings up (a class, ice cream runs). */
export const sharedMemories: Readonly<Record<string, AskEntity>> = {
  chemistry: { match: ['chemistry class', 'chemistry', 'giờ hóa', 'môn hóa', '화학', '化学课', '化学'], name: { en: 'chemistry class', vi: 'giờ hóa', ko: '화학 시간', zh: '化学课' } },
  math: { match: ['math class', 'maths class', 'giờ toán', 'môn toán', '수학 시간', '수학', '数学课'], name: { en: 'math class', vi: 'giờ toán', ko: '수학 시간', zh: '数学课' } },
  pe: { match: ['gym class', 'pe class', 'giờ thể dục', '체육 시간', '체육', '体育课'], name: { en: 'gym class', vi: 'giờ thể dục', ko: '체육 시간', zh: '体育课' } },
  crickets: { match: ['catching crickets', 'crickets', 'bắt dế', 'dế', '귀뚜라미', '抓蟋蟀', '斗蛐蛐', '蟋蟀'], name: { en: 'catching crickets', vi: 'vụ đi bắt dế', ko: '귀뚜라미 잡으러 다니던 거', zh: '一起抓蟋蟀' } },
  skipping: { match: ['skipped class', 'skipping class', 'ditched class', 'trốn học', 'cúp học', '땡땡이', '땡땡이치던', '땡땡이치고', '땡땡이쳤', '수업 빼먹', '逃课', '翘课'], name: { en: 'skipping class together', vi: 'vụ trốn học', ko: '같이 땡땡이치던 거', zh: '一起逃课' } },
  turtle: { match: ['turtle', 'con rùa', 'rùa', '거북이', '乌龟', '小乌龟'], name: { en: 'that little turtle', vi: 'con rùa nhỏ đó', ko: '그 꼬마 거북이', zh: '那只小乌龟' } },
  kites: { match: ['flying kites', 'kite', 'thả diều', '연날리기', '연 날리', '放风筝', '风筝'], name: { en: 'flying kites', vi: 'mấy buổi thả diều', ko: '연 날리던 거', zh: '放风筝' } },
  ice_cream: { match: ['ice cream', 'ăn kem', 'kem', '아이스크림', '冰淇淋', '雪糕', '冰棍'], name: { en: 'those ice cream runs', vi: 'mấy lần đi ăn kem', ko: '아이스크림 먹으러 가던 거', zh: '一起去吃冰淇淋的日子' } },
};

/** Things achieved that a visitor tells as good news. */
export const achievements: Readonly<Record<string, AskEntity>> = {
  license: { match: ['driver’s license', "driver's license", 'driving license', 'driving test', 'license', 'licence', 'bằng lái', 'thi lái xe', '운전면허', '면허', '驾照', '科目二', '科目三'], name: { en: 'your driver’s license', vi: 'bằng lái', ko: '운전면허', zh: '驾照' } },
  job: { match: ['got the job', 'job offer', 'the offer', 'được nhận', 'trúng tuyển', '최종 합격', '취업', '入职通知', 'offer', '录用'], name: { en: 'the job', vi: 'công việc đó', ko: '취업', zh: '这份工作' } },
  exam: { match: ['exam', 'test', 'kỳ thi', 'bài thi', '시험', '考试'], name: { en: 'the exam', vi: 'kỳ thi', ko: '시험', zh: '考试' } },
  university: { match: ['university', 'college', 'đại học', '대학', '대학교', '大学'], name: { en: 'your university acceptance', vi: 'đậu đại học', ko: '대학 합격', zh: '考上大学' } },
  engaged: { match: ['engaged', 'proposed', 'cầu hôn', 'đính hôn', '프러포즈', '청혼', '求婚', '订婚'], name: { en: 'the engagement', vi: 'lời cầu hôn', ko: '프러포즈', zh: '订婚' } },
};

/** The lines of one register. Slots: {recipient}, {occasion}, {hobby}, {idea}, {w}, {person}, {place}, {memory}, {thing}. */
export interface AskLines {
  giftOpen: readonly string[];
  giftHobby: readonly string[];
  giftIdea: readonly string[];
  giftNote: readonly string[];
  giftAskHobby: readonly string[];
  giftAskBudget: readonly string[];
  firstDayOpen: readonly string[];
  wear: readonly string[];
  lunch: readonly string[];
  people: readonly string[];
  intro: readonly string[];
  late: readonly string[];
  firstDayPlain: readonly string[];
  firstDayAsk: readonly string[];
  metOpen: readonly string[];
  /** A meeting that felt awkward. */
  metUneasy: readonly string[];
  metUneasyAsk: readonly string[];
  /** The persona shares the memory (the childhood friend). */
  memoryShared: readonly string[];
  memoryOther: readonly string[];
  remembered: readonly string[];
  metAsk: readonly string[];
  /** Asked "do you remember…?": why it came back now. */
  memoryAsk: readonly string[];
  /** The visitor dreamed of it. */
  memoryDream: readonly string[];
  /** Why a feeling comes back at the same time: what it is, one thing to try, one question back. */
  whyFeel: readonly string[];
  whyFeelTry: readonly string[];
  whyFeelAsk: readonly string[];
  /** Asked to speak up about a hurt or let it go. */
  /** Someone else's success and mixed feelings about it. */
  mixed: readonly string[];
  mixedWhy: readonly string[];
  mixedAsk: readonly string[];
  hurt: readonly string[];
  speakUp: readonly string[];
  again: readonly string[];
  speakAsk: readonly string[];
  /** What to wear for an occasion, what to watch for a mood. */
  wearOpen: readonly string[];
  wearAdvice: readonly string[];
  wearAsk: readonly string[];
  watchPick: readonly string[];
  watchAsk: readonly string[];
  /** A pet just brought home. Slots: {animal}, {name}. */
  petOpen: readonly string[];
  petSettle: readonly string[];
  petAsk: readonly string[];
  /** A move to a new place (or away to study) that feels lonely or scary; lunch eaten alone as a habit. */
  placeOpen: readonly string[];
  placeTry: readonly string[];
  placeAsk: readonly string[];
  lunchAloneOpen: readonly string[];
  lunchAloneAsk: readonly string[];
  newsOpen: readonly string[];
  persisted: readonly string[];
  newsAsk: readonly string[];
}

/** Ask lines per register. */
export const askLines: Readonly<Record<AskRegister, AskLines>> = {
  en: {
    giftOpen: ['{?occasion}A gift for {recipient} for {occasion}: [let us find a good one|I love this question].', '{!occasion}A gift for {recipient}: [let us find a good one|I love this question].'],
    giftHobby: ['Since {recipient} loves {hobby}, go for {idea}.', 'They love {hobby}, so: {idea}.'],
    giftIdea: ['My pick: {idea}.', 'Here is an idea: {idea}.'],
    giftNote: ['Add a few handwritten lines about one thing you love about them; that is the part people keep.'],
    giftAskHobby: ['What does {recipient} love doing on a free day? Then I can make it more precise.'],
    giftAskBudget: ['Roughly what budget are you thinking of?'],
    firstDayOpen: ['{!school}{?when}Your first day at the new job{w}! Nervous is normal; it means you care.', '{!school}{!when}Your first day at the new job! Nervous is normal; it means you care.', '{?school}{?when}Your first day at the new school{w}! Nervous is normal; everyone in that room was new once.', '{?school}{!when}Your first day at the new school! Nervous is normal; everyone in that room was new once.'],
    wear: ['For what to wear: one step neater than you think, clean and comfortable, shoes you can walk in all day. Nobody expects more on day one.'],
    lunch: ['About lunch: around noon, ask the person next to you “where do people usually eat?”; most people will say come along. And if you do eat alone one day, that is fine, nobody is counting.'],
    people: ['Not knowing anyone is how everyone starts: write down one name per hour and say it back the next morning.'],
    intro: ['For the self-introduction, three lines are enough: your name, what you did before, and one small true thing about you (“I make a mean kimchi stew”). Say it out loud twice tonight.'],
    late: ['About being late: do the trip once the day before at the same hour, and leave thirty minutes early on the day; an early coffee nearby beats a sprint.'],
    firstDayPlain: ['Write down the names of people you meet and ask one small question an hour; that is all day one needs.'],
    firstDayAsk: ['{!school}What kind of job is it?', '{!school}What time do you start?', '{?school}What grade are you going into?', '{?school}What are you most curious about there?'],
    metOpen: ['{?place}No way, you ran into {person} at {place}?', '{!place}No way, you ran into {person}?'],
    metUneasy: ['Running into {person} out of nowhere can feel awkward, and that is okay; it says more about the surprise than about you. You do not owe anyone the whole story: one short, true line is enough.'],
    metUneasyAsk: ['What part of it felt most awkward?'],
    memoryShared: ['I still remember {memory}. Those were the days.', '{memory:cap}! That takes me right back.'],
    memoryOther: ['That must have brought back {memory}.'],
    remembered: ['And {person} still remembered you? That is the best kind of surprise.'],
    metAsk: ['What did you two talk about?', 'How is {person} doing these days?'],
    memoryAsk: ['What made you think of it now?'],
    mixed: ['{?name}{?success}Congratulating {name} on {success} and still feeling knotted up is not a contradiction: you can be glad for {name} and sad for yourself at once.', '{?name}{!success}Being glad for {name} and still feeling knotted up is not a contradiction; both can be true at once.', '{!name}Being glad for someone and still feeling knotted up is not a contradiction; both can be true at once.'],
    mixedWhy: ['That twinge usually points at something you want for yourself; it is information, not a flaw in you.'],
    mixedAsk: ['If that feeling could talk, what would it say you want next?'],
    hurt: ['{?subject}Of course that stung; {subject} matters to you, and that is allowed.', '{!subject}Of course that stung; it is allowed to matter to you.'],
    speakUp: ['I would say something, small and about you, not a charge sheet: “Honestly, that hurt a little, and I wanted you to know.”'],
    again: ['Once can be let go; when it happens again, staying quiet usually turns into resentment.'],
    speakAsk: ['How do you think {person} would take it?'],
    memoryDream: ['You dreamed about it? What was happening in the dream?'],
    whyFeel: ['{?when}Feeling it every {when} is very common: anxiety answers what is coming, not what is here, so {when} starts carrying the whole week ahead before it begins, even when nothing big is planned.', '{!when}That is very common: anxiety answers what is coming, not what is here, so the body braces early even when nothing big is planned.'],
    whyFeelTry: ['Try giving that time a small ritual of its own: write tomorrow’s first task on a note, then do one pleasant thing you only do then.'],
    whyFeelAsk: ['When it starts, what is the first thought that comes?'],
    wearOpen: ['{?occasion}What to wear to {occasion}: [easy|here is my take].', '{!occasion}What to wear: [here is my take|easy].'],
    wearAdvice: ['{?occasion}Go for {advice}.', '{!occasion}Go for what you feel most yourself in, one step neater than usual, and shoes you can walk in.'],
    wearAsk: ['What is already in your wardrobe that you love?'],
    watchPick: ['{?mood}My pick: {film}.', '{!mood}My pick: Paddington 2. It fixes almost any evening.'],
    watchAsk: ['Are you watching alone or with someone?'],
    petOpen: ['{?name}A new {animal}! Welcome home, {name}!', '{!name}A new {animal}! That is the best news.'],
    petSettle: ['For the first days, give a quiet corner with water, food and somewhere soft, and let the {animal} come to you; trust comes faster when nobody chases it.'],
    petAsk: ['{?name}What has {name} done so far that made you laugh?', '{!name}Have you picked a name yet?'],
    placeOpen: ['{?study}Going somewhere new to study, on your own, is a big step; of course it feels scary and a bit lonely at first.', '{!study}A new place where you do not know anyone yet: of course it feels lonely at first. That is the start, not how it stays.'],
    placeTry: ['Pick one café or bakery and become a regular, and join one thing that meets every week (a class, a run club, a study group); the same faces every week is how strangers turn into people you know. And call someone from home on the first Sunday.'],
    placeAsk: ['What is one thing you already like about the new place?'],
    lunchAloneOpen: ['Eating lunch alone while the others go out in groups stings, and it says nothing about your worth; groups usually just form around whoever asked first.'],
    lunchAloneAsk: ['Is there one person there you would like to have lunch with?'],
    newsOpen: ['{thing:cap}! Congratulations, that is great news!', 'You did it: {thing}! Congratulations!'],
    persisted: ['And after failing before, this one counts double: you kept going.'],
    newsAsk: ['How are you celebrating?', 'What is the first thing you are going to do with it?'],
  },
  vi: {
    giftOpen: ['{?occasion}Quà {occasion} cho {recipient} hả? [Để mình nghĩ cùng nhé|Câu này mình thích].', '{!occasion}Quà cho {recipient} hả? [Để mình nghĩ cùng nhé|Câu này mình thích].'],
    giftHobby: ['{recipient:cap} thích {hobby} thì tặng {idea}.'],
    giftIdea: ['Mình gợi ý: {idea}.'],
    giftNote: ['Thêm vài dòng viết tay về một điều bạn quý ở người đó; đó là phần người ta giữ lâu nhất.'],
    giftAskHobby: ['{recipient:cap} thích làm gì vào ngày rảnh? Biết rồi mình gợi ý sát hơn.'],
    giftAskBudget: ['Bạn định chi khoảng bao nhiêu?'],
    firstDayOpen: ['{!school}{?when}Ngày đầu đi làm ở chỗ mới{w}! Hồi hộp là bình thường, vì bạn để tâm.', '{!school}{!when}Ngày đầu đi làm ở chỗ mới! Hồi hộp là bình thường, vì bạn để tâm.', '{?school}{?when}Ngày đầu ở trường mới{w}! Hồi hộp là bình thường, ai trong lớp cũng từng là người mới.', '{?school}{!when}Ngày đầu ở trường mới! Hồi hộp là bình thường, ai trong lớp cũng từng là người mới.'],
    wear: ['Về chuyện mặc gì: gọn gàng hơn bạn nghĩ một chút, sạch sẽ, thoải mái, giày đi cả ngày không đau chân. Ngày đầu không ai đòi hỏi hơn.'],
    lunch: ['Còn bữa trưa: tầm trưa hỏi người ngồi cạnh “mọi người hay ăn ở đâu?”, đa số sẽ rủ đi cùng. Lỡ hôm nào ăn một mình cũng không sao, chẳng ai đếm đâu.'],
    people: ['Chưa quen ai là ai cũng bắt đầu vậy: mỗi giờ nhớ một cái tên, sáng hôm sau gọi lại là thân.'],
    intro: ['Phần tự giới thiệu chỉ cần ba câu: tên, trước đây làm gì, và một điều nhỏ thật về bạn. Tối nay nói thành tiếng hai lần là quen.'],
    late: ['Sợ trễ thì hôm trước đi thử một lần đúng giờ đó, hôm đi làm ra sớm ba mươi phút; ngồi cà phê gần đó còn hơn chạy hộc hơi.'],
    firstDayPlain: ['Ghi lại tên người mình gặp, mỗi giờ hỏi một câu nhỏ; ngày đầu chỉ cần vậy thôi.'],
    firstDayAsk: ['{!school}Công việc mới là làm gì vậy?', '{!school}Mấy giờ bạn bắt đầu?', '{?school}Bạn vào lớp mấy?', '{?school}Ở trường mới bạn tò mò điều gì nhất?'],
    metOpen: ['{?place}Trời, gặp lại {person} ở {place} luôn hả?', '{!place}Trời, gặp lại {person} luôn hả?'],
    metUneasy: ['Tự nhiên gặp {person} thấy ngại cũng bình thường; đó là vì bất ngờ, không phải vì bạn có gì sai. Bạn không cần kể hết với ai cả, một câu ngắn mà thật là đủ.'],
    metUneasyAsk: ['Lúc đó điều gì làm bạn ngại nhất?'],
    memoryShared: ['Nhớ chứ, {memory}, hồi đó vui thật.', 'Sao quên được {memory}!'],
    memoryOther: ['Chắc gợi lại {memory} lắm ha.'],
    remembered: ['Mà {person} vẫn còn nhớ bạn hả? Bất ngờ dễ thương ghê.'],
    metAsk: ['Hai người nói chuyện gì vậy?', 'Dạo này {person} thế nào rồi?'],
    memoryAsk: ['Sao tự nhiên nhớ ra vậy?'],
    mixed: ['{?name}{?success}Chúc mừng {name} vụ {success} mà lòng vẫn rối là chuyện bình thường: vừa mừng cho {name} vừa buồn cho mình, cả hai đều thật.', '{?name}{!success}Vừa mừng cho {name} vừa thấy rối trong lòng không hề mâu thuẫn; cả hai đều thật.', '{!name}Vừa mừng cho người ta vừa thấy rối trong lòng không hề mâu thuẫn; cả hai đều thật.'],
    mixedWhy: ['Cái nhói đó thường chỉ ra điều bạn mong cho chính mình; nó là thông tin, không phải tật xấu.'],
    mixedAsk: ['Nếu cảm giác đó biết nói, nó sẽ bảo bạn muốn gì tiếp theo?'],
    hurt: ['{?subject}Buồn là phải; {subject} quan trọng với bạn mà.', '{!subject}Buồn là phải; chuyện đó quan trọng với bạn mà.'],
    speakUp: ['Mình nghĩ nên nói, nói nhẹ và nói về cảm giác của bạn, đừng kể tội: “Thật ra chuyện đó làm mình hơi buồn, mình muốn bạn biết.”'],
    again: ['Một lần thì bỏ qua được; lặp lại lần nữa mà im lặng thì dễ thành ấm ức.'],
    speakAsk: ['Bạn nghĩ {person} sẽ phản ứng thế nào?'],
    memoryDream: ['Mơ thấy luôn hả? Trong mơ nó đang làm gì?'],
    whyFeel: ['{?when}Cứ {when} là bồn chồn là chuyện rất thường gặp: lo âu phản ứng với điều sắp tới chứ không phải điều đang có, nên {when} gánh trước cả tuần mới, dù chẳng có việc gì lớn.', '{!when}Chuyện này rất thường gặp: lo âu phản ứng với điều sắp tới chứ không phải điều đang có, nên cơ thể gồng lên trước dù chẳng có việc gì lớn.'],
    whyFeelTry: ['Thử dành cho khoảng đó một thói quen nhỏ: ghi việc đầu tiên của ngày mai ra giấy, rồi làm một điều dễ chịu chỉ dành riêng cho lúc ấy.'],
    whyFeelAsk: ['Lúc nó bắt đầu, ý nghĩ đầu tiên trong đầu bạn là gì?'],
    wearOpen: ['{?occasion}Mặc gì đi {occasion} hả? [Dễ thôi|Mình gợi ý nè].', '{!occasion}Mặc gì hả? [Mình gợi ý nè|Dễ thôi].'],
    wearAdvice: ['{?occasion}Chọn {advice}.', '{!occasion}Chọn bộ bạn thấy giống mình nhất, chỉnh chu hơn thường ngày một chút, và đôi giày đi lại thoải mái.'],
    wearAsk: ['Trong tủ đồ bạn đang có món nào bạn thích nhất?'],
    watchPick: ['{?mood}Gợi ý nè: {film}.', '{!mood}Gợi ý nè: Paddington 2, tối nào xem cũng dễ chịu.'],
    watchAsk: ['Bạn xem một mình hay xem với ai?'],
    petOpen: ['{?name}Có {animal} mới rồi! Chào mừng {name} về nhà!', '{!name}Có {animal} mới rồi! Tin vui nhất hôm nay.'],
    petSettle: ['Mấy ngày đầu, chuẩn bị một góc yên tĩnh có nước, đồ ăn và chỗ nằm êm, rồi để {animal} tự lại gần; không ai đuổi theo thì bé sẽ tin bạn nhanh hơn.'],
    petAsk: ['{?name}{name} đã làm trò gì khiến bạn cười chưa?', '{!name}Đặt tên cho bé chưa?'],
    placeOpen: ['{?study}Một mình đi học ở nơi mới là bước lớn; lúc đầu thấy sợ và hơi cô đơn là chuyện đương nhiên.', '{!study}Chỗ mới mà chưa quen ai thì ban đầu cô đơn là đương nhiên. Đó là lúc bắt đầu, không phải mãi như vậy.'],
    placeTry: ['Chọn một quán cà phê hay tiệm bánh gần nhà rồi thành khách quen, và tham gia một hoạt động gặp nhau mỗi tuần (lớp học, nhóm chạy bộ, nhóm học); gặp cùng những gương mặt mỗi tuần là cách người lạ thành người quen. Chủ nhật đầu tiên thì gọi về nhà một cuộc nhé.'],
    placeAsk: ['Ở chỗ mới có điều gì bạn đã thấy thích chưa?'],
    lunchAloneOpen: ['Ngày nào cũng ăn trưa một mình trong khi mọi người đi theo nhóm thì tủi thật, nhưng chuyện đó không nói lên giá trị của bạn; nhóm thường chỉ hình thành quanh người rủ trước thôi.'],
    lunchAloneAsk: ['Ở đó có ai bạn muốn rủ ăn trưa cùng không?'],
    newsOpen: ['{thing:cap}! Chúc mừng nha, tin vui quá!', 'Làm được rồi: {thing}! Chúc mừng!'],
    persisted: ['Mà trượt rồi vẫn làm lại, lần này đáng giá gấp đôi.'],
    newsAsk: ['Định ăn mừng thế nào đây?', 'Việc đầu tiên bạn định làm là gì?'],
  },
  zh: {
    giftOpen: ['{?occasion}给{recipient}的{occasion}礼物呀？[我们一起想想|这个我喜欢]。', '{!occasion}给{recipient}的礼物呀？[我们一起想想|这个我喜欢]。'],
    giftHobby: ['{recipient}喜欢{hobby}的话，就送{idea}。'],
    giftIdea: ['我的建议：{idea}。'],
    giftNote: ['再手写几句你最喜欢对方的一点，这才是会被留很久的部分。'],
    giftAskHobby: ['{recipient}平时空下来最喜欢做什么？知道了我能说得更具体。'],
    giftAskBudget: ['预算大概多少？'],
    firstDayOpen: ['{!school}{?when}{w}第一天上新班！紧张很正常，说明你在乎。', '{!school}{!when}新工作第一天！紧张很正常，说明你在乎。', '{?school}{?when}{w}去新学校第一天！紧张很正常，班上每个人都当过新人。', '{?school}{!when}新学校第一天！紧张很正常，班上每个人都当过新人。'],
    wear: ['穿什么：比你想的再整齐一点，干净舒服，鞋子要能走一整天。第一天没人要求更多。'],
    lunch: ['午饭的事：中午问问旁边的同事“大家一般去哪儿吃？”，大多数人会叫你一起。真有一天一个人吃也没关系，没人在数。'],
    people: ['谁都不认识是每个人的开始：每小时记住一个名字，第二天早上叫出来。'],
    intro: ['自我介绍三句就够：名字、之前做什么、一件关于你的小事。今晚大声说两遍就顺了。'],
    late: ['怕迟到的话，前一天同一时间先走一遍，当天提早三十分钟出门；在附近喝杯咖啡总比一路狂奔好。'],
    firstDayPlain: ['把见到的人的名字记下来，每小时问一个小问题，第一天这样就够了。'],
    firstDayAsk: ['{!school}是什么样的工作呀？', '{!school}几点上班？', '{?school}上几年级呀？', '{?school}新学校里你最好奇的是什么？'],
    metOpen: ['{?place}不会吧，你在{place}碰到{person}了？', '{!place}不会吧，你碰到{person}了？'],
    metUneasy: ['突然碰到{person}会尴尬很正常，那是因为太意外，不是你哪里不好。你不欠谁一个完整的解释，一句简短又真实的话就够了。'],
    metUneasyAsk: ['当时哪一刻最让你尴尬？'],
    memoryShared: ['{memory}我也记得，那时候真好。'],
    memoryOther: ['一定让你想起了{memory}吧。'],
    remembered: ['{person}还记得你？这种惊喜最好了。'],
    metAsk: ['你们聊了什么？', '{person}现在过得怎么样？'],
    memoryAsk: ['怎么突然想起来了？'],
    mixed: ['{?name}{?success}恭喜了{name}{success}，心里却还是五味杂陈，这并不矛盾：你可以同时为{name}高兴、也为自己难过。', '{?name}{!success}为{name}高兴，心里又堵堵的，这并不矛盾，两种感受可以同时存在。', '{!name}为别人高兴，心里又堵堵的，这并不矛盾，两种感受可以同时存在。'],
    mixedWhy: ['那一下的刺痛，往往指向你自己也想要的东西；它是信息，不是你的缺点。'],
    mixedAsk: ['如果这份感受会说话，它会说你接下来想要什么？'],
    hurt: ['{?subject}难过很正常，{subject}对你来说很重要。', '{!subject}难过很正常，这件事对你来说很重要。'],
    speakUp: ['我觉得可以说，轻轻地说，说你的感受，不是翻旧账：“说实话，这件事让我有点难过，我想让你知道。”'],
    again: ['一次可以算了；又发生了还一直不说，往往会变成心里的疙瘩。'],
    speakAsk: ['你觉得{person}会怎么接？'],
    memoryDream: ['还梦到了？梦里它在干嘛？'],
    whyFeel: ['{?when}一到{when}就焦虑，其实很常见：焦虑回应的是“快要来的”，不是“眼前的”，所以{when}会提前替整个新的一周紧张，哪怕并没有什么大事。', '{!when}这很常见：焦虑回应的是“快要来的”，不是“眼前的”，所以就算没有大事，身体也会提前绷紧。'],
    whyFeelTry: ['可以给那段时间一个小仪式：把明天要做的第一件事写在便签上，然后做一件只在那时做的舒服的小事。'],
    whyFeelAsk: ['它开始的时候，你脑子里冒出的第一个念头是什么？'],
    wearOpen: ['{?occasion}去{occasion}穿什么？[简单|我来说说]。', '{!occasion}穿什么？[我来说说|简单]。'],
    wearAdvice: ['{?occasion}选{advice}。', '{!occasion}选你穿着最像自己的那套，比平时再整齐一点，鞋子要好走。'],
    wearAsk: ['你衣柜里现在最喜欢的是哪件？'],
    watchPick: ['{?mood}我推荐{film}。', '{!mood}我推荐《帕丁顿熊2》，什么样的晚上都能救回来。'],
    watchAsk: ['一个人看还是和谁一起看？'],
    petOpen: ['{?name}有新{animal}啦！欢迎{name}回家！', '{!name}有新{animal}啦！今天最好的消息。'],
    petSettle: ['头几天给它一个安静的角落，放好水、食物和软软的窝，让{animal}自己过来；没人追着它，它会更快信任你。'],
    petAsk: ['{?name}{name}已经做过什么让你笑出来的事了吗？', '{!name}名字取好了吗？'],
    placeOpen: ['{?study}一个人去新的地方读书，是一大步；一开始害怕、有点孤单再正常不过。', '{!study}在一个谁都不认识的新地方，一开始孤单很正常。这只是开始，不会一直这样。'],
    placeTry: ['挑一家咖啡店或面包店，慢慢变成熟客；再参加一个每周固定见面的活动（课程、跑团、学习小组），每周见到同样的面孔，陌生人就会变成熟人。第一个周日记得给家里打个电话。'],
    placeAsk: ['新地方有没有哪一点你已经有点喜欢了？'],
    lunchAloneOpen: ['别人成群去吃饭、自己一个人吃午饭，心里会难受，但这跟你的价值无关；饭搭子通常只是围着先开口的人形成的。'],
    lunchAloneAsk: ['那里有没有一个你想约着一起吃饭的人？'],
    newsOpen: ['{thing}的好消息！恭喜恭喜，太棒了！'],
    persisted: ['之前没过还坚持下来，这次更值得庆祝。'],
    newsAsk: ['打算怎么庆祝？', '第一件想做的事是什么？'],
  },
  koPolite: {
    giftOpen: ['{?occasion}{recipient} {occasion} 선물이요? [같이 골라 봐요|좋은 질문이에요].', '{!occasion}{recipient} 선물이요? [같이 골라 봐요|좋은 질문이에요].'],
    giftHobby: ['{hobby} 좋아하시면 {idea:을} 추천해요.'],
    giftIdea: ['제 추천은 {idea}예요.'],
    giftNote: ['거기에 좋아하는 점 한 가지를 손편지로 적어 드리면, 그게 제일 오래 남아요.'],
    giftAskHobby: ['{recipient}께서 쉬는 날 뭘 제일 좋아하세요? 알면 더 딱 맞게 골라 드릴게요.'],
    giftAskBudget: ['예산은 어느 정도 생각하세요?'],
    firstDayOpen: ['{!school}{?when}{w}첫 출근이군요! 떨리고 긴장되는 건 당연해요, 잘하고 싶은 마음이니까요.', '{!school}{!when}새 직장 첫 출근이군요! 떨리고 긴장되는 건 당연해요, 잘하고 싶은 마음이니까요.', '{?school}{?when}{w}새 학교 첫날이군요! 떨리고 긴장되는 건 당연해요, 그 반 모두 한 번은 새로 왔던 사람들이에요.', '{?school}{!when}새 학교 첫날이군요! 떨리고 긴장되는 건 당연해요, 그 반 모두 한 번은 새로 왔던 사람들이에요.'],
    wear: ['옷은 생각보다 한 단계 단정하게, 깔끔하고 편하게, 하루 종일 걸어도 괜찮은 신발이면 돼요. 첫날엔 아무도 그 이상 기대 안 해요.'],
    lunch: ['점심은 옆자리 분께 “보통 어디서 드세요?” 하고 물어보세요. 대부분 같이 가자고 해요. 혹시 하루쯤 혼자 먹어도 괜찮아요, 아무도 세지 않아요.'],
    people: ['아는 사람이 없는 건 누구나 그렇게 시작해요. 한 시간에 이름 하나씩 외워서 다음 날 불러 보세요.'],
    intro: ['자기소개는 세 문장이면 충분해요. 이름, 전에 하던 일, 나에 대한 작은 사실 하나. 오늘 밤 소리 내서 두 번만 말해 보세요.'],
    late: ['늦을까 걱정되면 전날 같은 시간에 한 번 가 보고, 당일엔 30분 일찍 나가세요. 근처에서 커피 한 잔 하는 게 뛰는 것보다 나아요.'],
    firstDayPlain: ['만난 사람 이름을 적어 두고, 한 시간에 작은 질문 하나씩 하면 첫날은 충분해요.'],
    firstDayAsk: ['{!school}어떤 일을 하게 됐어요?', '{!school}몇 시까지 출근해요?', '{?school}몇 학년으로 가요?', '{?school}새 학교에서 제일 궁금한 게 뭐예요?'],
    metOpen: ['{?place}{place}에서 {person:을} 만났다고요?', '{!place}{person:을} 만났다고요?'],
    metUneasy: ['갑자기 {person:을} 마주치면 어색한 게 당연해요. 내가 뭘 잘못해서가 아니라 너무 갑작스러워서 그래요. 누구에게도 모든 사정을 설명할 필요는 없어요, 짧고 솔직한 한마디면 충분해요.'],
    metUneasyAsk: ['그때 어떤 순간이 제일 어색했어요?'],
    memoryShared: ['{memory}, 저도 기억나요. 그때 좋았죠.'],
    memoryOther: ['{memory} 생각 많이 났겠어요.'],
    remembered: ['{person:이} 아직 기억하고 있었어요? 그런 게 제일 반가운 깜짝 선물이죠.'],
    metAsk: ['둘이 무슨 얘기 했어요?', '{person:은} 요즘 어떻게 지낸대요?'],
    memoryAsk: ['갑자기 왜 생각났어요?'],
    mixed: ['{?name}{?success}{name} 씨 {success}, 축하는 했는데 마음이 복잡한 건 모순이 아니에요. {name} 씨를 축하하는 마음과 내가 속상한 마음이 같이 있을 수 있어요.', '{?name}{!success}{name} 씨를 축하하면서도 마음이 복잡한 건 모순이 아니에요. 두 마음이 같이 있을 수 있어요.', '{!name}축하하면서도 마음이 복잡한 건 모순이 아니에요. 두 마음이 같이 있을 수 있어요.'],
    mixedWhy: ['그 찌릿한 마음은 보통 나도 원하는 게 뭔지 알려 줘요. 결점이 아니라 정보예요.'],
    mixedAsk: ['그 마음이 말을 한다면, 다음에 뭘 원한다고 할 것 같아요?'],
    hurt: ['{?subject}서운한 게 당연해요. {subject:은} 마음 쓰이는 일이니까요.', '{!subject}서운한 게 당연해요. 마음 쓰이는 일이니까요.'],
    speakUp: ['저라면 말할 것 같아요. 따지듯이 말고, 내 마음만 작게요. “솔직히 좀 서운했어, 알았으면 해서.”'],
    again: ['한 번은 넘어갈 수 있어도, 또 그러면 참는 게 서운함으로 쌓이기 쉬워요.'],
    speakAsk: ['{person:은} 어떻게 받아들일 것 같아요?'],
    memoryDream: ['꿈에도 나왔어요? 꿈에서는 뭘 하고 있었어요?'],
    whyFeel: ['{?when}{when}마다 불안해지는 건 아주 흔한 일이에요. 불안은 지금 있는 일보다 다가올 일에 반응해서, {when}에 벌써 한 주 전체를 미리 짊어지게 돼요. 큰일이 없어도요.', '{!when}아주 흔한 일이에요. 불안은 지금 있는 일보다 다가올 일에 반응해서, 큰일이 없어도 몸이 먼저 긴장해요.'],
    whyFeelTry: ['그 시간에 작은 의식을 하나 만들어 보세요. 내일 첫 할 일을 메모에 적고, 그때만 하는 기분 좋은 일 하나를 해요.'],
    whyFeelAsk: ['그 마음이 시작될 때 제일 먼저 드는 생각이 뭐예요?'],
    wearOpen: ['{?occasion}{occasion} 옷차림이요? 어렵지 않아요.', '{!occasion}옷차림이요? 어렵지 않아요.'],
    wearAdvice: ['{?occasion}{advice}, 이렇게 가세요.', '{!occasion}제일 나다운 옷에서 평소보다 한 단계만 단정하게, 신발은 편한 걸로 가세요.'],
    wearAsk: ['지금 옷장에서 제일 좋아하는 옷이 뭐예요?'],
    watchPick: ['{?mood}제 추천은 {film}요.', '{!mood}제 추천은 패딩턴 2예요. 어떤 저녁이든 살려 줘요.'],
    watchAsk: ['혼자 봐요, 누구랑 같이 봐요?'],
    petOpen: ['{?name}새 {animal} 식구라니! {name}, 어서 와요!', '{!name}새 {animal} 식구라니! 오늘 제일 좋은 소식이에요.'],
    petSettle: ['처음 며칠은 물, 밥, 푹신한 자리가 있는 조용한 구석을 만들어 주고 {animal:이} 먼저 다가오게 두세요. 쫓아다니지 않으면 더 빨리 믿어요.'],
    petAsk: ['{?name}{name}, 벌써 웃긴 짓 했어요?', '{!name}이름은 정했어요?'],
    placeOpen: ['{?study}혼자 새 곳으로 공부하러 가는 건 큰 걸음이에요. 처음에 무섭고 좀 외로운 게 당연해요.', '{!study}아는 사람 하나 없는 새 동네면 처음엔 외로운 게 당연해요. 시작이 그렇다는 거지, 계속 그렇진 않아요.'],
    placeTry: ['카페나 빵집 한 곳을 정해 단골이 되고, 매주 모이는 모임 하나(수업, 러닝 크루, 스터디)에 들어가 보세요. 매주 같은 얼굴을 보는 게 낯선 사람이 아는 사람이 되는 방법이에요. 첫 일요일엔 집에 전화 한 통 하고요.'],
    placeAsk: ['새 동네에서 벌써 마음에 든 게 하나 있어요?'],
    lunchAloneOpen: ['다들 무리 지어 나가는데 혼자 점심 먹으면 서글픈 게 당연해요. 그래도 그게 내 가치를 말해 주진 않아요. 무리는 보통 먼저 말 건 사람 주변에 생기거든요.'],
    lunchAloneAsk: ['거기 같이 점심 먹고 싶은 사람이 한 명쯤 있어요?'],
    newsOpen: ['{thing} 축하해요! 정말 잘됐어요!', '해냈네요, {thing}! 축하해요!'],
    persisted: ['떨어지고도 다시 도전해서 딴 거라 두 배로 값진 거예요.'],
    newsAsk: ['오늘 어떻게 축하할 거예요?', '제일 먼저 뭐 하고 싶어요?'],
  },
  koPlain: {
    giftOpen: ['{?occasion}{recipient} {occasion} 선물? [같이 골라 보자|내가 같이 고민해 줄게].', '{!occasion}{recipient} 선물? [같이 골라 보자|내가 같이 고민해 줄게].'],
    giftHobby: ['{hobby} 좋아하시면 {idea:이} 딱이야.'],
    giftIdea: ['내 추천은 {idea}야.'],
    giftNote: ['거기에 좋아하는 점 하나 손편지로 적어서 드려. 그게 제일 오래 남아.'],
    giftAskHobby: ['{recipient:은} 쉬는 날 뭐 하는 걸 제일 좋아해? 알면 더 딱 맞게 골라 줄게.'],
    giftAskBudget: ['예산은 어느 정도 생각해?'],
    firstDayOpen: ['{!school}{?when}{w}첫 출근이구나! 떨리고 긴장되는 건 당연해, 잘하고 싶으니까.', '{!school}{!when}새 직장 첫 출근이구나! 떨리고 긴장되는 건 당연해, 잘하고 싶으니까.', '{?school}{?when}{w}새 학교 첫날이구나! 떨리고 긴장되는 건 당연해, 그 반 애들도 다 한 번은 새로 왔었어.', '{?school}{!when}새 학교 첫날이구나! 떨리고 긴장되는 건 당연해, 그 반 애들도 다 한 번은 새로 왔었어.'],
    wear: ['옷은 생각보다 한 단계 단정하게, 깔끔하고 편하게, 하루 종일 걸어도 되는 신발이면 돼. 첫날엔 아무도 그 이상 기대 안 해.'],
    lunch: ['점심은 옆자리 사람한테 “보통 어디서 먹어요?” 하고 물어봐. 대부분 같이 가자고 해. 혹시 하루쯤 혼자 먹어도 괜찮아, 아무도 안 세.'],
    people: ['아는 사람 없는 건 다 그렇게 시작해. 한 시간에 이름 하나씩 외워서 다음 날 불러 봐.'],
    intro: ['자기소개는 세 문장이면 돼. 이름, 전에 하던 일, 나에 대한 작은 사실 하나. 오늘 밤 소리 내서 두 번만 말해 봐.'],
    late: ['늦을까 걱정되면 전날 같은 시간에 한 번 가 보고, 당일엔 30분 일찍 나가. 근처에서 커피 한 잔 하는 게 뛰는 것보다 나아.'],
    firstDayPlain: ['만난 사람 이름 적어 두고 한 시간에 작은 질문 하나씩 하면 첫날은 충분해.'],
    firstDayAsk: ['{!school}무슨 일 하게 됐어?', '{!school}몇 시까지 출근해?', '{?school}몇 학년으로 가?', '{?school}새 학교에서 제일 궁금한 게 뭐야?'],
    metOpen: ['{?place}{place}에서 {person:을} 만났다고?', '{!place}{person:을} 만났다고?'],
    metUneasy: ['갑자기 {person:을} 마주치면 어색한 게 당연해. 네가 뭘 잘못해서가 아니라 너무 갑작스러워서 그래. 누구한테도 다 설명할 필요 없어, 짧고 솔직한 한마디면 충분해.'],
    metUneasyAsk: ['그때 어떤 순간이 제일 어색했어?'],
    memoryShared: ['{memory}, 나도 기억나. 그때 진짜 좋았지.'],
    memoryOther: ['{memory} 생각 많이 났겠다.'],
    remembered: ['{person:이} 아직 기억하고 있었어? 그런 게 제일 반갑지.'],
    metAsk: ['둘이 무슨 얘기 했어?', '{person:은} 요즘 어떻게 지낸대?'],
    memoryAsk: ['갑자기 왜 생각났어?'],
    mixed: ['{?name}{?success}{name} {success} 축하는 했는데 마음이 복잡한 건 이상한 게 아니야. 축하하는 마음이랑 속상한 마음이 같이 있을 수 있어.', '{?name}{!success}{name} 축하하면서도 마음이 복잡한 건 이상한 게 아니야. 두 마음이 같이 있을 수 있어.', '{!name}축하하면서도 마음이 복잡한 건 이상한 게 아니야. 두 마음이 같이 있을 수 있어.'],
    mixedWhy: ['그 찌릿한 마음은 보통 나도 원하는 게 뭔지 알려 주는 거야. 결점이 아니라 신호야.'],
    mixedAsk: ['그 마음이 말을 한다면, 다음에 뭘 원한다고 할 것 같아?'],
    hurt: ['{?subject}서운한 게 당연해. {subject:은} 마음 쓰이는 일이잖아.', '{!subject}서운한 게 당연해. 마음 쓰이는 일이잖아.'],
    speakUp: ['나라면 말할 것 같아. 따지듯이 말고 내 마음만 작게. “솔직히 좀 서운했어, 알았으면 해서.”'],
    again: ['한 번은 넘어갈 수 있어도, 또 그러면 참는 게 서운함으로 쌓여.'],
    speakAsk: ['{person:은} 어떻게 받아들일 것 같아?'],
    memoryDream: ['꿈에도 나왔어? 꿈에서 뭐 하고 있었어?'],
    whyFeel: ['{?when}{when}마다 불안해지는 건 진짜 흔한 일이야. 불안은 지금 일보다 다가올 일에 반응해서, {when}에 벌써 한 주를 미리 짊어지게 돼. 큰일이 없어도.', '{!when}진짜 흔한 일이야. 불안은 지금 일보다 다가올 일에 반응해서, 큰일이 없어도 몸이 먼저 긴장해.'],
    whyFeelTry: ['그 시간에 작은 의식을 하나 만들어 봐. 내일 첫 할 일을 메모에 적고, 그때만 하는 기분 좋은 일 하나 하기.'],
    whyFeelAsk: ['그 마음이 시작될 때 제일 먼저 드는 생각이 뭐야?'],
    wearOpen: ['{?occasion}{occasion} 옷차림? 어렵지 않아.', '{!occasion}옷차림? 어렵지 않아.'],
    wearAdvice: ['{?occasion}{advice}, 이렇게 가.', '{!occasion}제일 나다운 옷에서 평소보다 한 단계만 단정하게, 신발은 편한 걸로 가.'],
    wearAsk: ['지금 옷장에서 제일 좋아하는 옷이 뭐야?'],
    watchPick: ['{?mood}내 추천은 {film}.', '{!mood}내 추천은 패딩턴 2야. 어떤 저녁이든 살려 줘.'],
    watchAsk: ['혼자 봐, 누구랑 같이 봐?'],
    petOpen: ['{?name}새 {animal} 식구라니! {name}, 어서 와!', '{!name}새 {animal} 식구라니! 오늘 제일 좋은 소식이다.'],
    petSettle: ['처음 며칠은 물, 밥, 푹신한 자리가 있는 조용한 구석 만들어 주고 {animal:이} 먼저 다가오게 둬. 쫓아다니지 않으면 더 빨리 믿어.'],
    petAsk: ['{?name}{name}, 벌써 웃긴 짓 했어?', '{!name}이름은 정했어?'],
    placeOpen: ['{?study}혼자 새 곳으로 공부하러 가는 건 큰 걸음이야. 처음에 무섭고 좀 외로운 게 당연해.', '{!study}아는 사람 하나 없는 새 동네면 처음엔 외로운 게 당연해. 시작이 그런 거지, 계속 그렇진 않아.'],
    placeTry: ['카페나 빵집 한 곳 정해서 단골 되고, 매주 모이는 모임 하나(수업, 러닝 크루, 스터디) 들어가 봐. 매주 같은 얼굴 보는 게 낯선 사람이 아는 사람 되는 방법이야. 첫 일요일엔 집에 전화 한 통 하고.'],
    placeAsk: ['새 동네에서 벌써 마음에 든 거 하나 있어?'],
    lunchAloneOpen: ['다들 무리 지어 나가는데 혼자 점심 먹으면 서글픈 게 당연해. 그래도 그게 네 가치를 말해 주진 않아. 무리는 보통 먼저 말 건 사람 주변에 생기거든.'],
    lunchAloneAsk: ['거기 같이 점심 먹고 싶은 사람 한 명쯤 있어?'],
    newsOpen: ['{thing} 축하해! 진짜 잘됐다!', '해냈구나, {thing}! 축하해!'],
    persisted: ['떨어지고도 다시 해서 딴 거라 두 배로 값진 거야.'],
    newsAsk: ['오늘 어떻게 축하할 거야?', '제일 먼저 뭐 하고 싶어?'],
  },
};
