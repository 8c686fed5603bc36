/**
 * Image banks for an outcome read backwards (issue 13, round 7, polarity): a sister who got into nursing school after two
 * fails, a brother who passed after a year of resits, a licence on the fourth try, 考研上岸 — sung as a celebration, never
 * as the consolation of a failed exam nor as the night before one. Lines read right whether the singer passed or someone
 * close did; no `{k}` (the matched spans are verbs, not noun phrases).
 */
import type { LyricsFamily } from './families.ts';

/** Round-7 families, placed first: a pass supersedes every other exam family. */
export const roundSevenFamilies: readonly LyricsFamily[] = [
  {
    id: 'exam-passed',
    supersedes: ['exam-failed', 'exam-ahead', 'exam-night', 'study'],
    detect: {
      en: /\b(?<!(?:didn'?t|did not|never|not|won'?t|years?|months?|weeks?|days?|time)\s)(?:passed(?!\s+(?:away|on|by))|aced|got (?:in|into|accepted)|(?:was|been|got) accepted|admitted to)\b(?=.{0,40}\b(?:exams?|tests?|bar|boards|school|college|university|nursing|program|license|licence|driving|finals|interview|try|attempt)\b|\W*$)/iu,
      vi: /(?<!(?:không|chưa|chẳng)\s)(?:thi )?(?:đậu|đỗ)\s(?=đại học|rồi|vào|nguyện vọng|tốt nghiệp|trường|cấp|bằng|kỳ thi|lớp|\p{Lu})|thi (?:đậu|đỗ)(?![\p{L}\p{M}])|trúng tuyển/iu,
      ko: /(?<!불)합격|시험에 붙|(?:학교|대학|면허)\S*\s*붙었/u,
      zh: /上岸|(?<!没|没有|未)考上|(?<!没|未)考过了|被.{0,10}录取|录取通知书|(?<!没|未)通过了.{0,4}(?:考试|面试|答辩|考核)/u,
    },
    text: {
      en: {
        lines: ['The results page loads, and the whole room screams', 'All those nights at the desk were worth it', 'The phone keeps buzzing with good news', 'Every try that fell short was part of this one', 'The old notes can finally go in a box', 'Somebody call home and tell them the news'],
        hooks: ['You did it, you did it, say it loud', 'All the nights were worth this one'],
        haiku: ['the results are in', 'good news on the screen'],
      },
      vi: {
        lines: ['Trang kết quả hiện lên, cả nhà reo vang', 'Bao đêm bên bàn học giờ đã được đền đáp', 'Điện thoại cứ rung lên vì tin vui', 'Những lần chưa được hóa ra là để có lần này', 'Chồng đề cương cũ giờ cất vào thùng được rồi', 'Gọi về nhà đi, báo tin vui cho mọi người'],
        hooks: ['Đậu rồi, đậu rồi, hát thật to lên', 'Bao nhiêu cố gắng giờ đã nở thành hoa'],
        haiku: ['Tin vui đã đến', 'Trang kết quả sáng'],
      },
      ko: {
        lines: ['결과 화면이 뜨자마자 소리를 질렀어', '책상 앞에서 보낸 밤들이 다 보상받았어', '축하 메시지에 휴대폰이 쉬지 않고 울려', '안 됐던 날들도 다 오늘을 위한 거였어', '이제 그 문제집들은 상자에 넣어도 돼', '집에 전화해서 붙었다고 말해'],
        hooks: ['합격이야, 합격, 크게 외쳐 봐', '그 모든 밤이 오늘을 위해 있었어'],
        haiku: ['합격 소식', '환한 결과 화면'],
      },
      zh: {
        lines: ['查分页面一打开，整个屋子都欢呼起来', '那些熬过的夜，终于都值了', '手机一直在响，全是祝贺', '之前没成的那几次，都是为了这一次', '那摞复习资料，终于可以收进箱子了', '快给家里打个电话，说一声过了'],
        hooks: ['过了，过了，大声说出来', '所有熬过的夜，都为了今天'],
        haiku: ['好消息来了', '查分的页面'],
      },
    },
  },
];
