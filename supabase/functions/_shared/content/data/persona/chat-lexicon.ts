/**
 * Keywords (lower case, all four languages) for chat intents, and the topics a chat can remember with their names per language.
 * Matched with keyword-match.ts: whole words and morphemes, a phrase before the words inside it ("chicken soup" is soup,
 * not fried chicken), `*` marks a stem.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { ChatIntent } from './persona-pack.ts';

/** Intent keywords; `question` also matches a question mark and `unknown` never matches. */
export const intentKeywords: Readonly<Record<Exclude<ChatIntent, 'unknown'>, readonly string[]>> = {
  greeting: ['hi', 'hello', 'hey', 'yo', 'hiya', 'good morning', 'good evening', 'good afternoon', "what's up", 'whats up', 'sup', 'howdy', '안녕', '안녕하세요', '하이', '반가워', '반갑', '좋은 아침', 'xin chào', 'chào', 'chào bạn', 'alo', '你好', '您好', '嗨', '哈喽', '早上好', '晚上好', '在吗'],
  about: ['who are you', 'your name', 'about you', 'what do you do', 'what are you', 'introduce yourself', '누구야', '누구세요', '이름이 뭐', '이름 뭐', '자기소개', '뭐 하는 사람', '넌 누구', '너는 누구', 'bạn là ai', 'cậu là ai', 'tên gì', 'giới thiệu', '你是谁', '你叫什么', '介绍一下你', '自我介绍'],
  thanks: ['thank', 'thanks', 'thank you', 'thx', 'appreciate', '고마워', '고맙', '감사', '땡큐', 'cảm ơn', 'cám ơn', '谢谢', '多谢', '感谢', '谢啦'],
  bye: ['bye', 'goodbye', 'good night', 'goodnight', 'see you', 'gotta go', 'see ya', '잘자', '잘 자', '안녕히', '바이', '나중에 봐', '이만', '갈게', '잘 있어', 'tạm biệt', 'bye bye', 'ngủ ngon', 'gặp lại sau', 'đi đây', '再见', '拜拜', '晚安', '回头见', '先走了', '下次聊'],
  compliment: ["you're cute", 'you are cute', "you're funny", 'love you', "you're the best", 'you are the best', "you're amazing", "you're so cool", "you're smart", '귀여워', '귀엽', '멋있', '멋져', '최고야', '사랑해', '잘생', '예뻐', '너 재밌', 'dễ thương', 'đáng yêu', 'giỏi quá', 'tuyệt vời quá', 'đẹp trai', 'xinh quá', 'yêu bạn', '可爱', '好帅', '真棒', '你最好', '你最棒', '好美', '厉害', '爱你'],
  sad: ['failed', 'not good enough', 'worthless', 'hopeless', 'ㅠㅠ', '무기력', '하기 싫', '실패', '떨어졌*', 'thất bại', 'vô dụng', 'chán quá', '失败', '不够好', '没用', '好失落', 'sad', 'lonely', 'cry', 'crying', 'depressed', 'upset', 'heartbroken', 'miserable', 'feel down', 'feeling down', 'unhappy', '슬퍼', '슬프', '우울', '외로', '울고', '울었', '눈물', '속상', '서러', 'buồn', 'cô đơn', 'khóc', 'chán nản', 'tủi thân', 'thất vọng', '难过', '伤心', '孤独', '哭', '郁闷', '失落', '不开心'],
  happy: ['finished my first', 'finally did it', 'got a raise', 'promoted', 'got the job', '승진', '해냈*', '붙었*', '월급 올랐*', 'tăng lương', 'được thăng chức', 'làm được rồi', '加薪', '升职', '做到了', '完成了', 'happy', 'great day', 'awesome', 'excited', 'yay', 'amazing', 'good news', 'glad', 'so good', 'passed', 'won', '행복', '기뻐', '기쁘', '신나', '최고의 하루', '설레', '합격', '좋은 일', 'vui', 'hạnh phúc', 'tuyệt quá', 'phấn khích', 'tin vui', 'đậu rồi', '开心', '高兴', '幸福', '太好了', '激动', '好消息', '考过了'],
  tired: ['tired', 'exhausted', 'sleepy', 'worn out', 'no energy', 'burned out', 'burnt out', 'drained', '피곤', '졸려', '졸리', '지쳤', '지쳐', '녹초', '기운이 없', 'mệt', 'buồn ngủ', 'kiệt sức', 'đuối', 'uể oải', '累', '困', '疲惫', '没精神', '好困'],
  stressed: ['stress', 'stressed', 'anxious', 'worried', 'nervous', 'pressure', 'overwhelmed', 'panic', 'scared', 'afraid', '스트레스', '불안', '걱정', '긴장', '압박', '짜증', '무서', '떨려', 'căng thẳng', 'lo lắng', 'áp lực', 'hồi hộp', 'bực', 'sợ', '压力', '焦虑', '担心', '紧张', '烦', '害怕'],
  love: ['love', 'crush', 'date', 'dating', 'boyfriend', 'girlfriend', 'relationship', 'breakup', 'broke up', 'kiss', 'confess', 'in love', '사랑', '좋아하는 사람', '짝사랑', '데이트', '남친', '여친', '남자친구', '여자친구', '연애', '헤어졌', '고백', '썸', 'người yêu', 'crush', 'hẹn hò', 'bạn trai', 'bạn gái', 'chia tay', 'tỏ tình', 'thích một người', 'yêu', '暗恋', '约会', '男朋友', '女朋友', '恋爱', '分手', '表白', '喜欢一个人', '爱情'],
  food: ['how to make', 'teach me to cook', '만드는 법', '레시피', 'cách làm', 'nấu gì', '学做', '怎么做', '做饭', '菜谱', 'hungry', 'eat', 'eating', 'ate', 'food', 'lunch', 'dinner', 'breakfast', 'snack', 'cook', 'cooking', 'recipe', 'pizza', 'ramen', 'chicken', 'coffee', 'cake', 'sushi', 'burger', 'noodles', '배고파', '배고프', '먹', '밥', '점심', '저녁 메뉴', '간식', '요리', '맛집', '라면', '치킨', '떡볶이', '피자', '커피', 'đói', 'ăn', 'món', 'bữa trưa', 'bữa tối', 'nấu', 'đồ ăn', 'phở', 'bánh', 'cà phê', '饿', '吃', '饭', '午饭', '晚饭', '零食', '做菜', '好吃', '火锅', '咖啡', '奶茶'],
  work: ['work', 'job', 'boss', 'office', 'meeting', 'exam', 'test', 'study', 'studying', 'homework', 'school', 'project', 'deadline', 'interview', 'overtime', 'presentation', '회사', '직장', '업무', '상사', '회의', '시험', '공부', '숙제', '학교', '과제', '마감', '면접', '출근', '야근', '발표', 'công việc', 'đi làm', 'sếp', 'cuộc họp', 'thi', 'kỳ thi', 'học bài', 'bài tập', 'dự án', 'hạn chót', 'phỏng vấn', 'tăng ca', 'thuyết trình', '工作', '上班', '老板', '开会', '考试', '学习', '作业', '项目', '截止', '面试', '加班', '汇报'],
  plans: ['weekend', 'plan', 'plans', 'tomorrow', 'tonight', 'holiday', 'vacation', 'trip', 'travel', 'go out', 'day off', '주말', '계획', '내일', '오늘 밤', '휴가', '여행', '놀러', '연휴', 'cuối tuần', 'kế hoạch', 'ngày mai', 'tối nay', 'kỳ nghỉ', 'đi chơi', 'du lịch', '周末', '计划', '明天', '今晚', '假期', '旅行', '出去玩', '放假'],
  weather: ['눈이 많이', '눈 왔*', '눈이 왔*', '눈이 엄청', '비가 엄청', 'weather', 'rain', 'raining', 'rainy', 'snow', 'snowing', 'sunny', 'cold', 'hot', 'windy', 'storm', 'humid', '날씨', '비가', '비 와', '비와', '눈이 와', '눈 와', '더워', '추워', '덥다', '춥다', '맑', '장마', 'thời tiết', 'mưa', 'tuyết', 'nắng', 'lạnh', 'nóng', 'gió', 'bão', '天气', '下雨', '下雪', '晴天', '好冷', '好热', '刮风', '台风'],
  question: ['what', 'how', 'why', 'where', 'when', 'which', 'should i', 'can you', 'do you', 'could you', '뭐', '어떻게', '왜', '어디', '언제', '할까', '일까', '어때', 'gì', 'sao', 'thế nào', 'tại sao', 'ở đâu', 'khi nào', 'nên', 'có nên', '吗', '什么', '怎么', '为什么', '哪', '呢', '该不该'],
};

/** Which intent a topic belongs to ("misc" topics fit only questions, unknown messages and recalls). */
export type TopicKind = 'food' | 'work' | 'love' | 'plans' | 'weather' | 'misc';

/** A topic a visitor can bring up, with keywords and how each language names it in a reply. */
export interface ChatTopic {
  kind: TopicKind;
  match: readonly string[];
  name: Readonly<Record<ContentLanguage, string>>;
}

/** Topics the chat recognises and remembers. */
export const chatTopics: Readonly<Record<string, ChatTopic>> = {
  pizza: { kind: 'food', match: ['pizza', '피자', '披萨', 'pizza'], name: { en: 'pizza', ko: '피자', vi: 'pizza', zh: '披萨' } },
  ramen: { kind: 'food', match: ['ramen', 'instant noodles', '라면', '拉面', '泡面', 'mì gói', 'mì tôm', 'ramen'], name: { en: 'ramen', ko: '라면', vi: 'mì ramen', zh: '拉面' } },
  zodiac: { kind: 'misc', match: ['scorpio', 'gemini', 'aries', 'taurus', 'virgo', 'libra', 'sagittarius', 'capricorn', 'aquarius', 'pisces', 'star sign', 'zodiac', '별자리', '전갈자리', '쌍둥이자리', '양자리', '황소자리', '게자리', '사자자리', '처녀자리', '천칭자리', '사수자리', '염소자리', '물병자리', '물고기자리', 'cung hoàng đạo', 'song tử', 'bọ cạp', 'thiên yết', 'bạch dương', 'kim ngưu', 'cự giải', 'sư tử', 'xử nữ', 'thiên bình', 'nhân mã', 'ma kết', 'bảo bình', 'song ngư', '星座', '天蝎座', '双子座', '白羊座', '金牛座', '巨蟹座', '狮子座', '处女座', '天秤座', '射手座', '摩羯座', '水瓶座', '双鱼座'], name: { en: 'your sign', ko: '별자리', vi: 'cung hoàng đạo của bạn', zh: '星座' } },
  soup: { kind: 'food', match: ['chicken soup', 'chicken noodle soup', 'soup', 'stew', 'broth', '닭곰탕', '삼계탕', '국', '국물', '찌개', 'canh', 'súp', 'canh gà', 'cháo gà', '鸡汤', '汤', '炖汤'], name: { en: 'soup', ko: '국물 요리', vi: 'món canh', zh: '汤' } },
  chicken: { kind: 'food', match: ['fried chicken', 'chicken', '치킨', '炸鸡', 'gà rán'], name: { en: 'fried chicken', ko: '치킨', vi: 'gà rán', zh: '炸鸡' } },
  coffee: { kind: 'food', match: ['coffee', 'latte', 'espresso', '커피', '라떼', '咖啡', '拿铁', 'cà phê'], name: { en: 'coffee', ko: '커피', vi: 'cà phê', zh: '咖啡' } },
  cake: { kind: 'food', match: ['cake', 'dessert', '케이크', '디저트', '蛋糕', '甜点', 'bánh ngọt', 'bánh kem'], name: { en: 'cake', ko: '케이크', vi: 'bánh ngọt', zh: '蛋糕' } },
  tteokbokki: { kind: 'food', match: ['tteokbokki', '떡볶이', '炒年糕', 'tokbokki', 'bánh gạo cay'], name: { en: 'tteokbokki', ko: '떡볶이', vi: 'bánh gạo cay', zh: '炒年糕' } },
  hotpot: { kind: 'food', match: ['hot pot', 'hotpot', '훠궈', '火锅', 'lẩu'], name: { en: 'hot pot', ko: '훠궈', vi: 'lẩu', zh: '火锅' } },
  pho: { kind: 'food', match: ['pho', 'phở', '쌀국수', '越南粉'], name: { en: 'pho', ko: '쌀국수', vi: 'phở', zh: '越南粉' } },
  sushi: { kind: 'food', match: ['sushi', '초밥', '스시', '寿司'], name: { en: 'sushi', ko: '초밥', vi: 'sushi', zh: '寿司' } },
  exam: { kind: 'work', match: ['exam', 'test', 'finals', 'midterm', '시험', '중간고사', '기말고사', '수능', '考试', '期末', 'kỳ thi', 'bài thi', 'thi cử'], name: { en: 'your exam', ko: '시험', vi: 'kỳ thi', zh: '考试' } },
  homework: { kind: 'work', match: ['homework', 'assignment', 'essay', '숙제', '과제', '리포트', '作业', '论文', 'bài tập', 'tiểu luận'], name: { en: 'your homework', ko: '과제', vi: 'bài tập', zh: '作业' } },
  job: { kind: 'work', match: ['work', 'job', 'office', 'overtime', '회사', '직장', '업무', '야근', '工作', '上班', '加班', 'công việc', 'đi làm', 'tăng ca'], name: { en: 'work', ko: '회사 일', vi: 'công việc', zh: '工作' } },
  boss: { kind: 'work', match: ['boss', 'manager', '상사', '팀장', '부장', '老板', '领导', 'sếp'], name: { en: 'your boss', ko: '상사', vi: 'ông sếp', zh: '老板' } },
  project: { kind: 'work', match: ['project', 'deadline', '프로젝트', '마감', '项目', '截止', 'dự án', 'hạn chót'], name: { en: 'your project', ko: '프로젝트', vi: 'dự án', zh: '项目' } },
  interview: { kind: 'work', match: ['interview', 'job interview', '면접', '面试', 'phỏng vấn'], name: { en: 'your interview', ko: '면접', vi: 'buổi phỏng vấn', zh: '面试' } },
  presentation: { kind: 'work', match: ['presentation', 'speech', '발표', '汇报', '演讲', 'thuyết trình'], name: { en: 'your presentation', ko: '발표', vi: 'bài thuyết trình', zh: '演讲' } },
  crush: { kind: 'love', match: ['crush', '짝사랑', '썸', '좋아하는 사람', '暗恋', '喜欢的人', 'crush', 'thầm thích', 'người mình thích'], name: { en: 'your crush', ko: '좋아하는 사람', vi: 'người bạn thầm thích', zh: '喜欢的人' } },
  partner: { kind: 'love', match: ['boyfriend', 'girlfriend', 'partner', '남친', '여친', '남자친구', '여자친구', '애인', '男朋友', '女朋友', '对象', 'bạn trai', 'bạn gái', 'người yêu'], name: { en: 'your partner', ko: '애인', vi: 'người yêu', zh: '另一半' } },
  breakup: { kind: 'love', match: ['breakup', 'broke up', '헤어졌', '이별', '分手', 'chia tay'], name: { en: 'the breakup', ko: '이별', vi: 'chuyện chia tay', zh: '分手的事' } },
  date: { kind: 'love', match: ['date', 'dating', '데이트', '소개팅', '约会', '相亲', 'hẹn hò', 'buổi hẹn'], name: { en: 'your date', ko: '데이트', vi: 'buổi hẹn', zh: '约会' } },
  trip: { kind: 'plans', match: ['trip', 'travel', 'vacation', 'holiday', '여행', '휴가', '旅行', '旅游', '度假', 'chuyến đi', 'du lịch', 'kỳ nghỉ'], name: { en: 'your trip', ko: '여행', vi: 'chuyến đi', zh: '旅行' } },
  concert: { kind: 'plans', match: ['concert', 'festival', '콘서트', '공연', '페스티벌', '演唱会', '音乐节', 'buổi hòa nhạc', 'concert', 'lễ hội'], name: { en: 'the concert', ko: '콘서트', vi: 'buổi hòa nhạc', zh: '演唱会' } },
  movie: { kind: 'plans', match: ['movie', 'film', 'cinema', '영화', '电影', 'bộ phim', 'phim', 'rạp'], name: { en: 'that movie', ko: '그 영화', vi: 'bộ phim đó', zh: '那部电影' } },
  birthday: { kind: 'plans', match: ['birthday', '생일', '生日', 'sinh nhật'], name: { en: 'your birthday', ko: '생일', vi: 'sinh nhật', zh: '生日' } },
  party: { kind: 'plans', match: ['party', '파티', '모임', '派对', '聚会', 'bữa tiệc', 'tiệc'], name: { en: 'the party', ko: '파티', vi: 'bữa tiệc', zh: '聚会' } },
  rain: { kind: 'weather', match: ['rain', 'raining', 'rainy', '비가', '비 와', '비와', '장마', '下雨', '雨天', 'mưa'], name: { en: 'the rain', ko: '비', vi: 'cơn mưa', zh: '那场雨' } },
  snow: { kind: 'weather', match: ['snow', 'snowing', '눈이 와', '눈 와', '눈이 내', '下雪', 'tuyết'], name: { en: 'the snow', ko: '눈', vi: 'tuyết', zh: '那场雪' } },
  heat: { kind: 'weather', match: ['hot', 'heat', 'heatwave', '더워', '덥다', '폭염', '好热', '高温', 'nóng', 'nắng nóng'], name: { en: 'the heat', ko: '더위', vi: 'cái nóng', zh: '高温' } },
  cold: { kind: 'weather', match: ['cold', 'freezing', '추워', '춥다', '한파', '好冷', '降温', 'lạnh', 'rét'], name: { en: 'the cold', ko: '추위', vi: 'cái lạnh', zh: '降温' } },
  cat: { kind: 'misc', match: ['cat', 'kitten', '고양이', '냥이', '猫', 'con mèo', 'mèo'], name: { en: 'your cat', ko: '고양이', vi: 'con mèo', zh: '猫咪' } },
  dog: { kind: 'misc', match: ['dog', 'puppy', '강아지', '댕댕이', '狗', 'con chó', 'cún'], name: { en: 'your dog', ko: '강아지', vi: 'chú cún', zh: '狗狗' } },
  game: { kind: 'misc', match: ['game', 'gaming', 'video game', '게임', '游戏', 'trò chơi', 'game'], name: { en: 'your game', ko: '게임', vi: 'trò chơi', zh: '游戏' } },
  book: { kind: 'misc', match: ['book', 'novel', 'reading', '책', '소설', '书', '小说', 'cuốn sách', 'tiểu thuyết'], name: { en: 'that book', ko: '그 책', vi: 'cuốn sách đó', zh: '那本书' } },
  family: { kind: 'misc', match: ['mom', 'mum', 'dad', 'mother', 'father', 'family', 'sister', 'brother', '엄마', '아빠', '가족', '언니', '오빠', '누나', '동생', '妈妈', '爸爸', '家人', '姐姐', '哥哥', 'mẹ', 'bố', 'ba mẹ', 'gia đình', 'anh trai', 'chị gái'], name: { en: 'your family', ko: '가족', vi: 'gia đình', zh: '家人' } },
  friend: { kind: 'misc', match: ['friend', 'best friend', '친구', '절친', '朋友', '闺蜜', 'bạn thân', 'người bạn'], name: { en: 'your friend', ko: '친구', vi: 'người bạn', zh: '朋友' } },
  sick: { kind: 'misc', match: ['sick', 'flu', 'headache', 'fever', '감기', '아파', '두통', '열이', '感冒', '头疼', '发烧', 'ốm', 'cảm cúm', 'đau đầu', 'sốt'], name: { en: 'feeling unwell', ko: '몸 상태', vi: 'cơn ốm', zh: '身体不舒服' } },
  gym: { kind: 'misc', match: ['gym', 'workout', 'exercise', 'running', '운동', '헬스', '러닝', '健身', '运动', '跑步', 'tập gym', 'tập thể dục', 'chạy bộ'], name: { en: 'your workout', ko: '운동', vi: 'buổi tập', zh: '健身' } },
  music: { kind: 'misc', match: ['song', 'music', 'album', 'playlist', '노래', '음악', '앨범', '歌', '音乐', '专辑', 'bài hát', 'âm nhạc'], name: { en: 'that song', ko: '그 노래', vi: 'bài hát đó', zh: '那首歌' } },
  money: { kind: 'misc', match: ['money', 'salary', 'rent', 'broke', '돈', '월급', '월세', '钱', '工资', '房租', 'tiền', 'lương', 'tiền nhà'], name: { en: 'money stuff', ko: '돈 문제', vi: 'chuyện tiền bạc', zh: '钱的事' } },
};
