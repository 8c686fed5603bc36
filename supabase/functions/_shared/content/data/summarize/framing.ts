/** Short framing lines that dress an extractive summary in one of the eight styles, per language. */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The role a kept sentence plays in an expert summary. */
export type SummaryRole = 'context' | 'figures' | 'rationale' | 'concerns' | 'response' | 'next' | 'detail';

/** Framing texts of one language. */
export interface SummaryFraming {
  /** Lead-in lines for the general style. */
  generalLead: readonly string[];
  /** Headers for the key-points list. */
  keyPointsHeader: readonly string[];
  /** Meme openers, per-line reactions and closers. */
  meme: { open: readonly string[]; react: readonly string[]; close: readonly string[] };
  /** Hip-hop intros, ad-libs and outros. */
  hiphop: { open: readonly string[]; adlibs: readonly string[]; close: readonly string[]; hook: ReadonlyArray<(a: string, b: string) => string> };
  /** News kickers and the headline format. */
  news: { kicker: readonly string[]; headline: (kicker: string, headline: string) => string };
  /** SNS post openers and closers. */
  sns: { open: readonly string[]; close: readonly string[] };
  /** ELI5 openers and closers; `why` opens the sentence that gives the cause, `end` the one that tells the outcome. */
  eli5: { open: readonly string[]; close: readonly string[]; why: readonly string[]; end: readonly string[] };
  /** Expert headers, key-term line and coverage line. */
  expert: {
    header: readonly string[];
    terms: (list: string) => string;
    coverage: (kept: number, total: number, percent: number) => string;
    /** Labels of the roles a kept sentence plays in an analysis (what happened, the figures, why, the other side, the response, what comes next). */
    roles: Readonly<Record<SummaryRole, string>>;
  };
  /** Separator used to list key terms. */
  listSeparator: string;
  /** Separator between sentences of a paragraph ("" for Chinese). */
  sentenceGap: string;
}

/** Framing texts per language. */
export const summaryFraming: Record<ContentLanguage, SummaryFraming> = {
  en: {
    generalLead: ['In short:', 'The gist:', 'Summary:', "Here's the core of it:", 'Boiled down:'],
    keyPointsHeader: ['Key points', 'The main takeaways', 'What matters here', 'Points worth remembering'],
    meme: {
      open: ['POV: you asked for the short version 👀', 'nobody:\nabsolutely nobody:\nthis text:', 'me explaining this to the group chat at 2 a.m.:', 'TL;DR speedrun, any% 🏃', 'okay but hear me out:'],
      react: ['💀', '🔥', '😳', '👀', '📉', '📈', '🫠', '✨', '🤯', '😤', '🙃', '🧠'],
      close: ["and that's the tea ☕", 'end of story. no notes. 💅', 'summarized. you’re welcome 😌', 'brain cells: restored 🧠✅', 'the end. roll credits 🎬'],
    },
    hiphop: {
      open: ['Yo, check it 🎤', 'Drop the beat, here we go 🎧', 'Uh, one-two, one-two 🎤', 'Listen up, short and tight 🔊'],
      adlibs: ['(yeah)', '(uh)', '(facts)', '(let’s go)', '(skrrt)', '(word)', '(for real)'],
      close: ['Mic drop. 🎤⬇️', 'Peace out. ✌️', "That's the verse, that's the truth. 🎶", 'Summary bars, no filler. 🔥'],
      hook: [(a, b) => `${a}, ${b}, that's the story, yeah`, (a, b) => `${a} and ${b}, keep it real`],
    },
    news: { kicker: ['BREAKING', 'JUST IN', 'TOP STORY', 'UPDATE', 'IN FOCUS'], headline: (kicker, headline) => `📰 ${kicker}: ${headline}` },
    sns: {
      open: ['Saving this for later 📌', 'Read this so you don’t have to ✨', 'TL;DR for my timeline 👇', 'Quick thread 🧵', 'Today I learned 💡'],
      close: ['Thoughts? 💬', 'Share if this helped 🔁', 'Drop a 🙌 if you knew this', 'Follow for more quick reads 📚', 'Would you have guessed? 👇'],
    },
    eli5: {
      open: ["Imagine I'm explaining this to a five-year-old:", 'Okay, the super simple version:', "Here's the story in small words:", 'Picture it like this:'],
      close: ["That's really all there is to it! 🌟", 'See? Not so scary after all. 😊', 'And that is the whole thing, in a nutshell. 🥜', 'Easy, right? 🎈'],
      why: ['Why? ', 'Here is why: ', 'The reason: '],
      end: ['In the end, ', 'So in the end, ', 'And then, '],
    },
    expert: {
      header: ['Executive summary', 'Analytical summary', 'Abstract', 'Key findings'],
      terms: (list) => `Key terms: ${list}`,
      coverage: (kept, total, percent) => `Coverage: ${kept} of ${total} sentences retained (${percent}% of the source length).`,
      roles: { context: 'Context', figures: 'Key figures', rationale: 'Rationale', concerns: 'Concerns', response: 'Response', next: 'Next steps', detail: 'Detail' },
    },
    listSeparator: ', ',
    sentenceGap: ' ',
  },
  ko: {
    generalLead: ['짧게 정리하면:', '요약하면 이렇습니다:', '핵심만 추리면:', '간단히 말해:', '요점 정리:'],
    keyPointsHeader: ['핵심 포인트', '꼭 알아야 할 요점', '주요 내용 정리', '기억할 만한 포인트'],
    meme: {
      open: ['3줄 요약 갑니다 🔥', '바쁜 현대인을 위한 초간단 요약 ⏱️', '아무도 안 물어봤지만 요약해 봄 👀', '긴 글 읽기 싫은 사람 손 🙋', '요약 장인 등판 😎'],
      react: ['ㄷㄷ', '🔥', '😳', '👀', '🤯', '실화냐', '💀', '✨', 'ㅋㅋ', '🫠', '😤', '🧠'],
      close: ['이상 끝. 🫡', '요약 완료, 박수 👏', '뇌 용량 절약 성공 🧠✅', '결론: 알아 두면 쓸모 있음 😎', '이걸 다 읽은 당신, 칭찬해 👍'],
    },
    hiphop: {
      open: ['요, 체크 잇 🎤', '비트 주세요, 간다 🎧', '원, 투, 원, 투, 마이크 체크 🎤', '짧고 굵게, 들어 봐 🔊'],
      adlibs: ['(예)', '(uh)', '(그렇지)', '(렛츠고)', '(스웩)', '(팩트)', '(인정)'],
      close: ['마이크 드롭. 🎤⬇️', '피스. ✌️', '이게 바로 요약 플로우 🎶', '군더더기 없는 벌스, 끝. 🔥'],
      hook: [(a, b) => `${a}, ${b}, 이게 바로 내 얘기`, (a, b) => `${a} 그리고 ${b}, 리얼하게 간다`],
    },
    news: { kicker: ['속보', '단독', '오늘의 이슈', '핵심 뉴스', '포커스'], headline: (kicker, headline) => `📰 [${kicker}] ${headline}` },
    sns: {
      open: ['저장각 📌', '긴 글 대신 읽어 드림 ✨', '오늘의 읽을거리 요약 👇', '이건 알아 둬야 해 💡', '짧게 공유해요 🧵'],
      close: ['여러분 생각은? 💬', '도움 됐다면 공유 🔁', '알고 있었다면 🙌', '팔로우하면 요약 더 보여 드림 📚', '댓글로 의견 남겨 주세요 👇'],
    },
    eli5: {
      open: ['다섯 살 아이에게 설명하듯 말해 볼게요:', '아주 쉽게 말하면요:', '쉬운 말로 풀어 보면:', '이렇게 생각해 보세요:'],
      close: ['이게 전부예요! 🌟', '어때요, 생각보다 쉽죠? 😊', '한마디로 그런 이야기랍니다. 🥜', '참 쉽죠? 🎈'],
      why: ['왜 그랬을까요? ', '이유는요, ', '왜냐하면요, '],
      end: ['그래서 결국, ', '마지막엔, ', '그렇게 해서, '],
    },
    expert: {
      header: ['요약 보고', '분석 요약', '초록', '주요 결과'],
      terms: (list) => `핵심 용어: ${list}`,
      coverage: (kept, total, percent) => `원문 ${total}문장 중 ${kept}문장 발췌 (원문 길이의 ${percent}%)`,
      roles: { context: '개요', figures: '수치', rationale: '배경', concerns: '쟁점', response: '대응', next: '향후 계획', detail: '세부 사항' },
    },
    listSeparator: ', ',
    sentenceGap: ' ',
  },
  vi: {
    generalLead: ['Tóm lại:', 'Ý chính là:', 'Nói ngắn gọn:', 'Tóm tắt:', 'Cốt lõi của vấn đề:'],
    keyPointsHeader: ['Ý chính', 'Những điểm cần nhớ', 'Nội dung quan trọng', 'Điểm mấu chốt'],
    meme: {
      open: ['Tóm tắt 3 dòng cho người lười đọc 🔥', 'POV: bạn chỉ có 10 giây 👀', 'Không ai hỏi nhưng mình vẫn tóm tắt 😎', 'Bản rút gọn cho dân bận rộn ⏱️', 'Đọc dài chi, coi nè 🙋'],
      react: ['🔥', '😳', '👀', '🤯', '💀', '✨', '🫠', '😤', '🧠', '🙃', '📈', '📉'],
      close: ['Hết phim. 🎬', 'Thế thôi, chấm hết. 💅', 'Não đã được giải cứu 🧠✅', 'Kết luận: biết thì đỡ thiệt 😎', 'Đọc tới đây là giỏi rồi 👍'],
    },
    hiphop: {
      open: ['Yo, nghe nè 🎤', 'Lên nhạc đi, bắt đầu 🎧', 'Một, hai, một, hai, thử mic 🎤', 'Ngắn gọn thôi, nghe này 🔊'],
      adlibs: ['(yeah)', '(uh)', '(chuẩn)', '(quẩy lên)', '(đúng rồi)', '(real)', '(skrrt)'],
      close: ['Thả mic. 🎤⬇️', 'Peace. ✌️', 'Đó là flow tóm tắt 🎶', 'Verse gọn gàng, hết bài. 🔥'],
      hook: [(a, b) => `${a}, ${b}, chuyện là vậy đó`, (a, b) => `${a} với ${b}, nói thật lòng`],
    },
    news: { kicker: ['NÓNG', 'TIN MỚI', 'TIÊU ĐIỂM', 'CẬP NHẬT', 'ĐÁNG CHÚ Ý'], headline: (kicker, headline) => `📰 ${kicker}: ${headline}` },
    sns: {
      open: ['Lưu lại đọc sau 📌', 'Đọc hộ bạn rồi đây ✨', 'Tóm tắt nhanh cho bảng tin 👇', 'Điều hay ho hôm nay 💡', 'Chia sẻ ngắn 🧵'],
      close: ['Mọi người nghĩ sao? 💬', 'Thấy hữu ích thì chia sẻ nhé 🔁', 'Ai biết rồi thả 🙌', 'Theo dõi để đọc thêm tóm tắt 📚', 'Bình luận ý kiến bên dưới nha 👇'],
    },
    eli5: {
      open: ['Giải thích như cho bé năm tuổi nhé:', 'Nói thật đơn giản thì:', 'Kể bằng lời dễ hiểu nhất:', 'Hãy tưởng tượng thế này:'],
      close: ['Chỉ có vậy thôi! 🌟', 'Thấy chưa, dễ mà! 😊', 'Gói gọn lại là thế đấy. 🥜', 'Dễ ợt phải không? 🎈'],
      why: ['Vì sao ư? ', 'Lý do là: ', 'Tại sao vậy? '],
      end: ['Cuối cùng thì ', 'Thế là ', 'Rốt cuộc, '],
    },
    expert: {
      header: ['Tóm tắt điều hành', 'Tóm tắt phân tích', 'Tóm lược', 'Phát hiện chính'],
      terms: (list) => `Thuật ngữ chính: ${list}`,
      coverage: (kept, total, percent) => `Giữ lại ${kept}/${total} câu của bản gốc (${percent}% độ dài).`,
      roles: { context: 'Bối cảnh', figures: 'Số liệu', rationale: 'Lý do', concerns: 'Vấn đề', response: 'Giải pháp', next: 'Bước tiếp theo', detail: 'Chi tiết' },
    },
    listSeparator: ', ',
    sentenceGap: ' ',
  },
  zh: {
    generalLead: ['简而言之：', '要点如下：', '总结一下：', '核心内容：', '提炼一下：'],
    keyPointsHeader: ['核心要点', '主要内容', '值得记住的几点', '重点摘要'],
    meme: {
      open: ['三行速读，马上开始 🔥', '给忙碌打工人的超简版 ⏱️', '没人问，但我还是总结了 👀', '懒得看长文的举手 🙋', '总结大师上线 😎'],
      react: ['🔥', '😳', '👀', '🤯', '💀', '✨', '🫠', '😤', '🧠', '绝了', '好家伙', '🙃'],
      close: ['完毕，收工。🫡', '总结完成，掌声 👏', '脑容量已节省 🧠✅', '结论：知道了不吃亏 😎', '能看到这里的你，真棒 👍'],
    },
    hiphop: {
      open: ['哟，听好了 🎤', '来点节奏，开始 🎧', '麦克风测试，一二一二 🎤', '短小精悍，听我说 🔊'],
      adlibs: ['（耶）', '（uh）', '（没错）', '（冲）', '（真的）', '（懂吗）', '（skrrt）'],
      close: ['丢麦。🎤⬇️', '拜了个拜。✌️', '这就是总结的 flow 🎶', '干货满满，收工。🔥'],
      hook: [(a, b) => `${a}，${b}，这就是我的故事`, (a, b) => `${a}还有${b}，句句都是真`],
    },
    news: { kicker: ['快讯', '独家', '焦点', '最新', '关注'], headline: (kicker, headline) => `📰【${kicker}】${headline}` },
    sns: {
      open: ['先收藏了 📌', '帮你读完了 ✨', '今日速读 👇', '涨知识了 💡', '简单分享一下 🧵'],
      close: ['你怎么看？💬', '有用就转发吧 🔁', '早就知道的扣 🙌', '关注我看更多速读 📚', '评论区聊聊 👇'],
    },
    eli5: {
      open: ['像给五岁小朋友讲故事一样：', '用最简单的话来说：', '换成大白话就是：', '你可以这样想：'],
      close: ['就是这么回事！🌟', '看吧，其实不难 😊', '说到底就是这样。🥜', '是不是很简单？🎈'],
      why: ['为什么呢？', '原因是这样的：', '你猜为什么？'],
      end: ['最后，', '结果呢，', '到最后，'],
    },
    expert: {
      header: ['执行摘要', '分析摘要', '摘要', '主要发现'],
      terms: (list) => `关键术语：${list}`,
      coverage: (kept, total, percent) => `保留原文 ${total} 句中的 ${kept} 句（约占原文长度的 ${percent}%）。`,
      roles: { context: '概况', figures: '数据', rationale: '动因', concerns: '争议', response: '对策', next: '下一步', detail: '细节' },
    },
    listSeparator: '、',
    sentenceGap: '',
  },
};
