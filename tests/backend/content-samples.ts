/**
 * Inputs in each of the four languages for the ai-content integration test and the benchmark: a visitor writes in
 * the language the site is shown in.
 */
import { agreementOptions, personalityQuestions } from '../../supabase/functions/_shared/contract/personality-questions.ts';
import type { ContentLanguage } from '../../supabase/functions/_shared/contract/content-types.ts';

/** The free-text inputs of one language. */
export interface LanguageSamples {
  /** A story opening with a name the story must keep. */
  storyStart: string;
  /** The name in the opening. */
  storyName: string;
  /** A chat that ends with a question about food. */
  chat: { role: 'user' | 'assistant'; content: string }[];
  /** A fortune question. */
  fortuneQuestion: string;
  /** A stylist description. */
  styleDescription: string;
  /** A ten-sentence news text to summarize. */
  summaryText: string;
  /** A lyrics theme. */
  lyricsTheme: string;
}

/** Samples per language. */
export const contentSamples: Record<ContentLanguage, LanguageSamples> = {
  en: {
    storyStart: 'Mina found a rusty key under the old bridge on the way home from school.',
    storyName: 'Mina',
    chat: [
      { role: 'user', content: 'Hi! I had a really long day at work.' },
      { role: 'assistant', content: 'Oh no, tell me about it!' },
      { role: 'user', content: 'What should I eat for dinner tonight?' },
    ],
    fortuneQuestion: 'Will my new project go well this month?',
    styleDescription: "I have a round face and shoulder-length wavy hair, I'm 160 cm tall, and I need an outfit for a friend's summer wedding. I like soft pastel colours.",
    summaryText:
      'The city library reopened on Monday after two years of renovation. The old reading room now has large windows that let in natural light. ' +
      'Architects kept the original wooden shelves and restored them by hand. A new children\'s wing offers picture books in twelve languages. ' +
      'The library also added a small café near the entrance. Visitors can borrow laptops and tablets for up to two weeks. ' +
      'On the first day, more than three thousand people came through the doors. The mayor said the project finished under budget. ' +
      'Librarians plan weekly storytelling hours and coding clubs for teenagers. Many residents said the building finally feels like a living room for the whole town.',
    lyricsTheme: 'the last train home',
  },
  ko: {
    storyStart: '민지는 학교에서 돌아오는 길에 오래된 다리 밑에서 녹슨 열쇠를 주웠다.',
    storyName: '민지',
    chat: [
      { role: 'user', content: '안녕! 오늘 회사에서 정말 긴 하루를 보냈어.' },
      { role: 'assistant', content: '저런, 무슨 일 있었어?' },
      { role: 'user', content: '오늘 저녁 뭐 먹을까?' },
    ],
    fortuneQuestion: '이번 달에 새 프로젝트가 잘 될까요?',
    styleDescription: '얼굴형은 둥글고 어깨까지 오는 웨이브 머리예요. 키는 160cm이고 친구 여름 결혼식에 입을 옷이 필요해요. 파스텔 색을 좋아해요.',
    summaryText:
      '시립 도서관이 2년간의 공사를 마치고 월요일에 다시 문을 열었다. 오래된 열람실에는 자연광이 들어오는 큰 창문이 생겼다. ' +
      '건축가들은 원래의 나무 책장을 남겨 두고 손으로 하나하나 복원했다. 새로 생긴 어린이 공간에는 열두 개 언어로 된 그림책이 있다. ' +
      '도서관 입구 근처에는 작은 카페도 들어섰다. 방문객은 노트북과 태블릿을 최대 2주 동안 빌릴 수 있다. ' +
      '첫날에만 3천 명이 넘는 사람들이 도서관을 찾았다. 시장은 이번 사업이 예산보다 적은 비용으로 끝났다고 말했다. ' +
      '사서들은 매주 이야기 시간과 청소년 코딩 동아리를 운영할 계획이다. 많은 주민들은 이 건물이 마침내 마을 전체의 거실처럼 느껴진다고 말했다.',
    lyricsTheme: '집으로 가는 마지막 기차',
  },
  vi: {
    storyStart: 'Trên đường đi học về, Minh nhặt được một chiếc chìa khóa gỉ dưới chân cây cầu cũ.',
    storyName: 'Minh',
    chat: [
      { role: 'user', content: 'Chào bạn! Hôm nay mình đi làm mệt quá.' },
      { role: 'assistant', content: 'Ôi, kể mình nghe đi!' },
      { role: 'user', content: 'Tối nay mình nên ăn gì nhỉ?' },
    ],
    fortuneQuestion: 'Dự án mới của tôi tháng này có suôn sẻ không?',
    styleDescription: 'Mặt tôi tròn, tóc gợn sóng dài ngang vai, cao 1m60, cần trang phục đi đám cưới mùa hè của bạn. Tôi thích màu pastel nhẹ nhàng.',
    summaryText:
      'Thư viện thành phố đã mở cửa trở lại vào thứ Hai sau hai năm cải tạo. Phòng đọc cũ giờ có những ô cửa sổ lớn đón ánh sáng tự nhiên. ' +
      'Các kiến trúc sư giữ lại những kệ sách gỗ ban đầu và phục chế chúng bằng tay. Khu dành cho thiếu nhi mới có sách tranh bằng mười hai thứ tiếng. ' +
      'Thư viện cũng mở thêm một quán cà phê nhỏ gần lối vào. Bạn đọc có thể mượn máy tính xách tay và máy tính bảng trong tối đa hai tuần. ' +
      'Ngay trong ngày đầu tiên, hơn ba nghìn người đã đến thăm. Thị trưởng cho biết dự án hoàn thành với chi phí thấp hơn dự toán. ' +
      'Các thủ thư dự định tổ chức giờ kể chuyện hằng tuần và câu lạc bộ lập trình cho thanh thiếu niên. Nhiều người dân nói rằng tòa nhà cuối cùng đã trở thành phòng khách chung của cả thị trấn.',
    lyricsTheme: 'chuyến tàu cuối cùng về nhà',
  },
  zh: {
    storyStart: '放学回家的路上，小林在旧桥下捡到了一把生锈的钥匙。',
    storyName: '小林',
    chat: [
      { role: 'user', content: '你好！我今天上班好累啊。' },
      { role: 'assistant', content: '哎呀，发生什么事了？' },
      { role: 'user', content: '今晚我该吃什么呢？' },
    ],
    fortuneQuestion: '我这个月的新项目会顺利吗？',
    styleDescription: '我是圆脸，齐肩的波浪卷发，身高160厘米，需要一套参加朋友夏日婚礼的衣服。我喜欢柔和的马卡龙色。',
    summaryText:
      '市图书馆经过两年的翻修，于周一重新开放。旧阅览室现在装上了大窗户，让自然光照进来。建筑师保留了原来的木书架，并亲手一一修复。' +
      '新建的儿童区提供十二种语言的图画书。图书馆还在入口附近开了一家小咖啡馆。读者可以借用笔记本电脑和平板电脑，最长两周。' +
      '开馆第一天就有三千多人前来参观。市长表示，这个项目的花费低于预算。馆员们计划每周举办故事会，并为青少年开设编程俱乐部。' +
      '许多居民说，这座建筑终于像是整个小镇的客厅。',
    lyricsTheme: '回家的末班车',
  },
};

/** The 20 personality answers in a language, agreement values following `pattern` (cycled, 1–4; a length not divisible by 5 spreads the traits). */
export function personalityAnswersIn(language: ContentLanguage, pattern: readonly number[]): { question: string; answer: string }[] {
  return personalityQuestions.map((question, index) => {
    const value = pattern[index % pattern.length] ?? 1;
    const option = agreementOptions.find((candidate) => candidate.value === value) ?? agreementOptions[0];
    return { question: question.text[language], answer: option?.text[language] ?? '' };
  });
}
