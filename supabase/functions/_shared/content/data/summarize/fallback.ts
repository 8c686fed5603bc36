/**
 * What the summarizer says when there is nothing to summarize (issue 13, round 9): a link or a bare request ("can you
 * summarize this?") instead of a text, or a text already one short sentence long. Each reply says what was understood
 * and asks one specific question back, per interface language.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The replies of one language. */
export interface SummaryFallbackLines {
  /** Only a link was given: the host it names, and the ask to paste the text itself. */
  link: (host: string) => string;
  /** Only a request, no text. */
  request: string;
  /** The text is one short sentence already: said before it. */
  alreadyShort: string;
}

/** The replies per interface language. */
export const summaryFallback: Record<ContentLanguage, SummaryFallbackLines> = {
  en: {
    link: (host) => `I can see a link to ${host}, but I can't open links, so I have nothing to summarize yet. Could you paste the text of the article here?`,
    request: "There's no text here to summarize yet. Could you paste the text you'd like summarized?",
    alreadyShort: "That's already a single short sentence, so here it is as it stands:",
  },
  vi: {
    link: (host) => `Mình thấy bạn gửi một đường link tới ${host}, nhưng mình không mở được link nên chưa có gì để tóm tắt. Bạn dán nội dung bài viết vào đây giúp mình nhé?`,
    request: 'Mình chưa thấy đoạn văn nào để tóm tắt. Bạn dán nội dung cần tóm tắt vào đây giúp mình nhé?',
    alreadyShort: 'Đoạn này chỉ có một câu ngắn thôi, nên mình giữ nguyên:',
  },
  ko: {
    link: (host) => `${host} 링크는 보이는데, 링크를 열어 볼 수는 없어서 아직 요약할 글이 없어요. 기사 본문을 여기에 붙여 넣어 주시겠어요?`,
    request: '아직 요약할 글이 보이지 않아요. 요약하고 싶은 글을 여기에 붙여 넣어 주시겠어요?',
    alreadyShort: '이미 짧은 한 문장이라 그대로 옮겨요:',
  },
  zh: {
    link: (host) => `我看到一个指向 ${host} 的链接，但我打不开链接，所以暂时没有可以总结的内容。能把文章正文贴在这里吗？`,
    request: '这里还没有需要总结的文字。能把想总结的内容贴在这里吗？',
    alreadyShort: '这已经是一句很短的话了，原样给你：',
  },
};
