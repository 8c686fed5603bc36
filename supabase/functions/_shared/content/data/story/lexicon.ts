/**
 * Keywords (lower case, all four languages) that tie an opening to a setting, a time, a motif or a plot arc.
 * Latin keywords match whole words; Hangul and Han keywords match anywhere, so short ambiguous ones carry a particle.
 */
import type { StoryArc, StoryMotif, StoryPlace, StoryTime } from './story-pack.ts';

/** Setting keywords. */
export const placeKeywords: Readonly<Record<Exclude<StoryPlace, 'neutral'>, readonly string[]>> = {
  sea: ['sea', 'ocean', 'beach', 'harbor', 'harbour', 'shore', 'waves', 'lighthouse', 'island', 'pier', 'port', '바다', '바닷가', '해변', '항구', '등대', '파도', '부두', '섬에', 'biển', 'bãi biển', 'bến cảng', 'hải đăng', 'hòn đảo', 'sóng biển', '大海', '海边', '海上', '海浪', '海滩', '海风', '沙滩', '港口', '灯塔', '小岛'],
  forest: ['forest', 'woods', 'trees', 'jungle', 'grove', '숲', '숲속', '정글', '나무들', 'rừng', 'khu rừng', '森林', '树林', '丛林', '林间', '林中'],
  school: ['school', 'classroom', 'class', 'teacher', 'homework', 'campus', 'exam', '학교', '교실', '선생님', '수업', '숙제', '운동장', 'trường', 'lớp học', 'học sinh', 'cô giáo', 'thầy giáo', 'sân trường', 'bài kiểm tra', '学校', '教室', '老师', '上课', '作业', '操场'],
  city: ['city', 'street', 'downtown', 'crosswalk', 'rooftop', 'alley', 'neon', '도시', '거리', '골목', '옥상', '번화가', 'thành phố', 'phố', 'con hẻm', 'sân thượng', 'ngã tư', '城市', '街道', '街上', '巷子', '屋顶', '霓虹'],
  train: ['train', 'station', 'platform', 'bus', 'subway', 'railway', '기차', '기차역', '열차', '버스', '정류장', '지하철', 'tàu hỏa', 'nhà ga', 'xe buýt', 'chuyến tàu', 'tàu điện', '火车', '车站', '站台', '列车', '公交', '地铁'],
  home: ['home', 'house', 'room', 'kitchen', 'bedroom', 'attic', 'apartment', '집에', '집으로', '방에', '방 안', '부엌', '다락', '아파트', 'căn nhà', 'ngôi nhà', 'căn phòng', 'phòng ngủ', 'gác mái', 'nhà bếp', '家里', '房间', '厨房', '阁楼', '公寓'],
  cafe: ['café', 'cafe', 'coffee', 'bakery', 'teahouse', '카페', '커피', '빵집', '찻집', 'quán cà phê', 'cà phê', 'tiệm bánh', '咖啡', '咖啡馆', '面包店', '茶馆'],
  village: ['village', 'farm', 'countryside', 'fields', 'meadow', '마을', '시골', '농장', '들판', 'làng', 'nông trại', 'miền quê', 'cánh đồng', '村子', '村庄', '乡下', '农场', '田野'],
  mountain: ['mountain', 'hill', 'cliff', 'peak', 'cave', 'valley', '산속', '산에', '산을', '산길', '산꼭대기', '언덕', '절벽', '동굴', '계곡', 'núi', 'ngọn đồi', 'vách đá', 'hang động', 'thung lũng', '山上', '山顶', '山里', '悬崖', '山洞', '山谷'],
  space: ['space', 'planet', 'rocket', 'spaceship', 'galaxy', 'astronaut', 'spaceship', '우주', '행성', '로켓', '우주선', '은하', '우주비행사', 'vũ trụ', 'hành tinh', 'tên lửa', 'phi thuyền', 'thiên hà', '宇宙', '星球', '火箭', '飞船', '银河', '太空'],
  castle: ['castle', 'palace', 'kingdom', 'princess', 'prince', 'knight', 'king', 'queen', '성벽', '성문', '고성', '궁전', '왕국', '공주', '왕자', '기사', 'lâu đài', 'cung điện', 'vương quốc', 'công chúa', 'hoàng tử', 'hiệp sĩ', '城堡', '宫殿', '王国', '公主', '王子', '骑士'],
  library: ['library', 'bookshop', 'bookstore', 'archive', '도서관', '서점', '책방', 'thư viện', 'hiệu sách', 'nhà sách', '图书馆', '书店', '书房'],
};

/** Time and weather keywords. */
export const timeKeywords: Readonly<Record<StoryTime, readonly string[]>> = {
  night: ['night', 'midnight', 'tonight', 'moonlight', 'dark', '밤', '자정', '한밤중', '달빛', '야경', 'đêm', 'nửa đêm', 'ánh trăng', 'tối', '夜', '晚上', '深夜', '午夜', '月光'],
  rain: ['rain', 'rainy', 'raining', 'storm', 'thunder', 'drizzle', '비가', '비 오는', '비오는', '빗소리', '빗방울', '장맛비', '소나기', '폭풍', '천둥', 'mưa', 'cơn bão', 'sấm', '下雨', '雨', '暴风', '雷声'],
  snow: ['snow', 'snowy', 'winter', 'frost', 'ice', '눈이 내', '눈 내리', '눈송이', '함박눈', '눈사람', '겨울', '얼음', 'tuyết', 'mùa đông', 'băng giá', '雪', '冬天', '冬日', '结冰'],
  summer: ['summer', 'heat', 'sunny', 'vacation', '여름', '한여름', '매미', '방학', 'mùa hè', 'nắng', 'kỳ nghỉ hè', '夏天', '夏日', '蝉', '暑假'],
  morning: ['morning', 'dawn', 'sunrise', 'breakfast', '아침', '새벽', '해돋이', '일출', 'buổi sáng', 'bình minh', 'sáng sớm', '早上', '清晨', '黎明', '日出', '早晨'],
  autumn: ['autumn', 'fall leaves', 'leaves', 'harvest', '가을', '낙엽', '단풍', 'mùa thu', 'lá vàng', 'lá rụng', '秋天', '落叶', '枫叶'],
};

/** Motif keywords. */
export const motifKeywords: Readonly<Record<StoryMotif, readonly string[]>> = {
  letter: ['letter', 'envelope', 'note', 'postcard', '편지', '쪽지', '엽서', '봉투', 'lá thư', 'bức thư', 'phong thư', 'mẩu giấy', 'bưu thiếp', '一封信', '那封信', '信封', '纸条', '来信', '明信片'],
  key: ['key', 'keys', 'lock', 'padlock', '열쇠', '자물쇠', 'chìa khóa', 'ổ khóa', '钥匙', '锁'],
  cat: ['cat', 'cats', 'kitten', '고양이', 'con mèo', 'mèo', '猫'],
  dog: ['dog', 'dogs', 'puppy', '강아지', '개가', '개를', '개는', '개 한', 'con chó', 'chó', 'cún', '小狗', '狗'],
  dragon: ['dragon', 'dragons', '용이', '용을', '용은', '용의', '드래곤', 'con rồng', 'rồng', '龙'],
  ghost: ['ghost', 'ghosts', 'spirit', 'haunted', '유령', '귀신', 'con ma', 'hồn ma', 'bóng ma', '鬼', '幽灵'],
  robot: ['robot', 'robots', 'android', '로봇', 'người máy', 'robot', '机器人'],
  map: ['map', 'treasure map', 'treasure', '지도', '보물', 'bản đồ', 'kho báu', '地图', '宝藏', '藏宝图'],
  umbrella: ['umbrella', '우산', 'chiếc ô', 'cái ô', 'chiếc dù', '伞', '雨伞'],
  phone: ['phone', 'call', 'message', 'text', 'voicemail', '전화', '휴대폰', '핸드폰', '문자', 'điện thoại', 'tin nhắn', '电话', '手机', '短信'],
  book: ['book', 'diary', 'notebook', 'journal', '책을', '책이', '책 한', '일기장', '공책', '일기', 'cuốn sách', 'quyển sách', 'nhật ký', 'sổ tay', '一本书', '那本书', '日记', '笔记本'],
  music: ['music', 'song', 'piano', 'guitar', 'melody', 'violin', 'singing', '음악', '노래', '피아노', '기타', '멜로디', '바이올린', 'âm nhạc', 'bài hát', 'tiếng đàn', 'đàn piano', 'giai điệu', '音乐', '歌声', '一首歌', '钢琴', '吉他', '旋律'],
  flower: ['flower', 'flowers', 'rose', 'garden', 'blossom', '꽃', '장미', '정원', 'bông hoa', 'hoa hồng', 'khu vườn', 'đóa hoa', '花', '玫瑰', '花园'],
  star: ['star', 'stars', 'shooting star', 'comet', '별이', '별을', '별빛', '별똥별', '별들', '유성', 'ngôi sao', 'sao băng', 'vì sao', '星星', '流星', '星光'],
  clock: ['clock', 'watch', 'time machine', '시계', 'đồng hồ', '时钟', '钟表', '手表', '挂钟', '怀表'],
  box: ['box', 'chest', 'package', 'parcel', '상자', '택배', '소포', 'chiếc hộp', 'cái hộp', 'bưu kiện', '盒子', '箱子', '包裹'],
  photo: ['photo', 'photograph', 'picture', 'camera', '사진', '카메라', 'bức ảnh', 'tấm ảnh', 'máy ảnh', '照片', '相机', '相片'],
  bird: ['bird', 'birds', 'crow', 'owl', 'sparrow', '새 한', '작은 새', '새가', '까마귀', '부엉이', '참새', 'con chim', 'chú chim', 'chim', 'quạ', 'con cú', '鸟', '乌鸦', '猫头鹰', '麻雀'],
  lantern: ['lantern', 'candle', 'lamp', '등불', '랜턴', '촛불', '등잔', 'đèn lồng', 'ngọn nến', 'cây đèn', '灯笼', '蜡烛', '油灯'],
  mirror: ['mirror', 'reflection', '거울', 'tấm gương', 'chiếc gương', 'gương', '镜子', '倒影'],
};

/** Keywords that lean a story toward an arc. */
export const arcKeywords: Readonly<Record<StoryArc, readonly string[]>> = {
  mystery: ['mystery', 'strange', 'secret', 'knock', 'noise', 'whisper', 'missing', 'vanished', 'disappeared', 'detective', 'clue', 'shadow', '이상한', '비밀', '수상한', '사라졌', '사라진', '노크', '탐정', '단서', '그림자', '속삭', 'lạ', 'bí mật', 'biến mất', 'tiếng gõ', 'thám tử', 'manh mối', 'cái bóng', 'thì thầm', '奇怪', '秘密', '神秘', '消失', '不见', '敲门', '侦探', '线索', '影子'],
  comedy: ['funny', 'silly', 'laugh', 'oops', 'chaos', 'prank', 'mess', 'clumsy', '웃긴', '엉뚱', '장난', '황당', '실수', '난리', '우스꽝', 'buồn cười', 'ngớ ngẩn', 'trò đùa', 'hài hước', 'vụng về', 'rắc rối', '搞笑', '好笑', '调皮', '恶作剧', '糊涂', '出糗', '一团糟'],
  warmth: ['love', 'friend', 'grandmother', 'grandma', 'grandfather', 'family', 'miss', 'lonely', 'gift', 'mom', 'dad', 'mother', 'father', '사랑', '친구', '할머니', '할아버지', '엄마', '아빠', '가족', '그리움', '그리운', '외로', '선물', 'yêu', 'người bạn', 'bà ngoại', 'bà nội', 'ông', 'mẹ', 'bố', 'gia đình', 'nhớ', 'cô đơn', 'món quà', '爱', '朋友', '奶奶', '外婆', '爷爷', '妈妈', '爸爸', '家人', '想念', '孤独', '礼物'],
  adventure: ['adventure', 'treasure', 'sword', 'journey', 'quest', 'pirate', 'explore', 'dragon', 'map', '모험', '보물', '검을', '칼을', '여정', '탐험', '해적', '용이', 'phiêu lưu', 'kho báu', 'thanh kiếm', 'hành trình', 'thám hiểm', 'cướp biển', 'rồng', '冒险', '宝藏', '剑', '旅程', '探险', '海盗', '龙'],
  twist: ['dream', 'mirror', 'time', 'déjà vu', 'again', 'future', 'past', 'memory', 'forgot', '꿈', '거울', '시간', '미래', '과거', '기억', '데자뷰', '다시', 'giấc mơ', 'gương', 'thời gian', 'tương lai', 'quá khứ', 'ký ức', 'lần nữa', '梦', '镜子', '时间', '未来', '过去', '记忆', '又一次'],
};

/** How a motif nudges the choice of arc. */
export const motifArcBias: Readonly<Partial<Record<StoryMotif, readonly StoryArc[]>>> = {
  letter: ['warmth', 'mystery'],
  key: ['mystery', 'adventure'],
  cat: ['comedy', 'warmth'],
  dog: ['comedy', 'warmth'],
  dragon: ['adventure', 'comedy'],
  ghost: ['mystery', 'twist'],
  robot: ['comedy', 'adventure'],
  map: ['adventure'],
  umbrella: ['warmth', 'comedy'],
  phone: ['mystery', 'twist'],
  book: ['twist', 'mystery'],
  music: ['warmth'],
  flower: ['warmth'],
  star: ['adventure', 'warmth'],
  clock: ['twist'],
  box: ['mystery', 'comedy'],
  photo: ['warmth', 'twist'],
  bird: ['warmth', 'adventure'],
  lantern: ['adventure', 'mystery'],
  mirror: ['twist', 'mystery'],
};
