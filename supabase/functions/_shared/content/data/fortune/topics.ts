/**
 * What a fortune question can be about, with keywords in the four languages (matched with keyword-match.ts: whole words
 * and morphemes, `*` marks a stem). Narrower focuses (investing, an ex, changing jobs…) live in focus.ts.
 */

/** Question topics, most specific first. */
export const fortuneTopics = ['exam', 'interview', 'job', 'business', 'crush', 'partner', 'breakup', 'romance', 'money', 'health', 'trip', 'move', 'family', 'friend', 'food', 'creative'] as const;
/** A question topic. */
export type FortuneTopic = (typeof fortuneTopics)[number];

/** Keywords per topic. */
export const fortuneTopicKeywords: Readonly<Record<FortuneTopic, readonly string[]>> = {
  exam: ['exam', 'exams', 'test', 'driving test', 'driving exam', 'driver’s license', 'driving licence', '운전면허', '면허 시험', 'bằng lái', 'thi bằng lái', '驾照', '考驾照', '科目二', '科目三', 'finals', 'midterm', 'study', 'studying', 'grade', 'grades', 'university', 'college', 'school', 'sat', '시험', '수능', '공부', '성적', '합격', '입시', '중간고사', '기말', '자격증', 'thi', 'kỳ thi', 'thi cử', 'học', 'điểm', 'đại học', 'ôn thi', '考试', '高考', '学习', '成绩', '考研', '期末', '考上'],
  interview: ['interview', 'job interview', 'hiring', 'apply', 'application', '면접', '채용', '지원', 'phỏng vấn', 'ứng tuyển', '面试', '应聘', '求职'],
  job: ['job', 'work', 'career', 'boss', 'promotion', 'office', 'colleague', 'project', 'salary raise', '직장', '회사', '승진', '상사', '이직', '취업', '업무', '프로젝트', 'công việc', 'sếp', 'thăng chức', 'đồng nghiệp', 'chuyển việc', 'dự án', '工作', '升职', '老板', '跳槽', '同事', '项目', '事业'],
  business: ['business', 'startup', 'shop', 'store', 'customers', 'launch', '사업', '창업', '가게', '장사', '손님', 'kinh doanh', 'khởi nghiệp', 'cửa hàng', 'buôn bán', '生意', '创业', '开店', '客户'],
  crush: ['crush', 'have a crush', 'like someone', 'like this guy', 'like this girl', 'talk to him', 'talk to her', 'thích một', 'thích anh', 'thích một anh', 'thích một chị', 'thích một bạn', 'để ý một', 'cảm nắng', 'bắt chuyện', '관심 있는', '말 걸*', '喜欢一个', '搭话', '搭讪', 'confess', 'confession', 'date', 'dating', 'blind date', '짝사랑', '고백', '썸', '좋아하는 사람', '소개팅', '데이트', 'crush', 'tỏ tình', 'thầm thích', 'hẹn hò', 'người mình thích', '暗恋', '表白', '喜欢的人', '约会', '相亲'],
  partner: ['boyfriend', 'girlfriend', 'partner', 'husband', 'wife', 'marriage', 'married', 'wedding', '남자친구', '여자친구', '남친', '여친', '애인', '결혼', '남편', '아내', 'người yêu', 'bạn trai', 'bạn gái', 'kết hôn', 'chồng', 'vợ', 'đám cưới', '男朋友', '女朋友', '对象', '结婚', '老公', '老婆'],
  breakup: ['breakup', 'broke up', 'ex', 'reunite', 'get back together', '헤어지*', '헤어진*', '헤어졌*', '헤어져*', '이별', '전남친', '전여친', '재회', 'chia tay', 'người yêu cũ', 'quay lại', '分手', '前任', '复合'],
  romance: ['love', 'romance', 'soulmate', 'true love', 'single', 'meet someone', '연애', '사랑', '인연', '솔로', '운명의 상대', 'tình yêu', 'người yêu tương lai', 'ế', 'độc thân', 'duyên', '真爱', '爱情', '桃花', '脱单', '恋爱', '单身', '缘分'],
  money: ['money', 'salary', 'savings', 'debt', 'lottery', 'rich', 'buy', '돈', '월급', '저축', '빚', '로또', 'tiền', 'lương', 'tiết kiệm', 'nợ', 'xổ số', '钱', '工资', '存钱', '彩票'],
  health: ['health', 'sleep', 'diet', 'weight', 'exercise', 'gym', 'sick', 'tired', 'stress', '건강', '다이어트', '운동', '수면', '아파', '피곤', '스트레스', 'sức khỏe', 'giảm cân', 'tập thể dục', 'ngủ', 'ốm', 'mệt', '健康', '减肥', '运动', '睡眠', '生病', '失眠', '身体'],
  trip: ['trip', 'travel', 'vacation', 'holiday', 'flight', 'abroad', 'journey', '여행', '휴가', '비행기', '해외', '출장', 'du lịch', 'chuyến đi', 'kỳ nghỉ', 'nước ngoài', '旅行', '旅游', '出国', '度假', '出差'],
  move: ['move', 'moving', 'house', 'apartment', 'new city', 'home', 'lease', 'rent a flat', '이사', '아파트', '전세', '월세', '집 계약', '아파트 계약', '전세 계약', '계약*', 'thuê nhà', 'mua nhà', 'chuyển nhà', 'nhà mới', 'căn hộ', '搬家', '房子', '买房', '租房'],
  family: ['family', 'mom', 'dad', 'parents', 'mother', 'father', 'sister', 'brother', 'kids', 'baby', '가족', '엄마', '아빠', '부모', '동생', '아이', 'gia đình', 'bố mẹ', 'mẹ', 'con cái', 'anh chị em', '家人', '父母', '妈妈', '爸爸', '孩子', '家庭'],
  friend: ['friend', 'friends', 'friendship', 'best friend', '친구', '우정', '절친', 'bạn bè', 'bạn thân', 'tình bạn', '朋友', '闺蜜', '友情', '兄弟'],
  food: ['eat', 'food', 'lunch', 'dinner', 'breakfast', 'menu', 'hungry', 'restaurant', '점심', '저녁', '메뉴', '먹*', '배고파', '배고프*', '맛집', 'ăn', 'bữa trưa', 'bữa tối', 'món', 'đói', 'quán', '吃', '午饭', '晚饭', '菜单', '饿', '餐厅'],
  creative: ['art', 'music', 'write', 'writing', 'novel', 'drawing', 'song', 'youtube', 'audition', '그림', '음악', '글', '소설', '노래', '유튜브', '오디션', 'vẽ', 'âm nhạc', 'viết', 'bài hát', 'tiểu thuyết', '画画', '音乐', '写作', '小说', '唱歌', '创作', '试镜'],
};
