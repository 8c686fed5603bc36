/**
 * Round 11 (issue 13): going home for the holidays ("chuyến xe khách về quê ăn Tết", "回家过年的高铁", "명절에 고향 가는
 * 기차", "driving home for Christmas"). The holiday family alone sang the year away from home ("Năm nay lại chẳng về được
 * nhà") to a visitor on the way home; this family is the journey and the welcome, and is never read when the theme says the
 * singer cannot go (`unless`).
 */
import type { LyricsFamily } from './families.ts';

/** The round-11 families. */
export const roundElevenFamilies: readonly LyricsFamily[] = [
  {
    id: 'going-home-holiday',
    supersedes: ['new-year', 'childhood'],
    adverbial: true,
    detect: {
      en: /\bhome for (?:the )?(?:new year|lunar new year|christmas|thanksgiving|holidays?|tet)\b|\b(?:going|heading|coming|driving|flying|riding|way|road|train|bus|flight)\s(?:back\s)?home\b[^.!?]{0,40}\b(?:new year|lunar new year|christmas|thanksgiving|holidays?|tet)\b/iu,
      vi: /về (?:quê|nhà)(?: (?:ăn|đón|chơi))? Tết|về ăn Tết|(?:xe|tàu|chuyến)[^.!?]{0,30}về quê/iu,
      ko: /귀성|(?:명절|설날|추석|설)(?:에|을 맞아|이라)?\s?(?:고향|시골|본가|집)(?:에|으로|로)?\s?(?:가|내려가)|(?:고향|본가|시골)(?:에|으로|로)?\s?(?:가는|내려가는)\s?(?:기차|버스|길|차)/u,
      // Round 12: "回家的路上" after a failed exam is the way home, no holiday: only the way to one's old home (老家) is.
      zh: /回(?:老)?家过(?:年|春节)|回家过节|春运|返乡|回老家的(?:火车|高铁|大巴|车|路)/u,
    },
    unless: {
      en: /\b(?:can(?:no|')t|couldn't|won't|not) (?:go|get|make it|be)\b|\bno tickets?\b/iu,
      vi: /không (?:về|được về)|chẳng về|không mua được vé/iu,
      ko: /못\s?(?:가|내려가|구했|구해)|안\s?(?:가|내려가)/u,
      zh: /回不了|不能回|没回|没能回|买不到|抢不到/u,
    },
    text: {
      en: {
        lines: ['Every seat is packed with gifts and sleepy faces', 'The city gets smaller behind the glass', 'Mom has called three times to ask where I am now', 'The smell of home is waiting at the end of the road', 'I counted down the days, now I count the stops', 'The whole family at one table, and no chair is empty'],
        hooks: ['I am on my way home', 'Keep the door open, I am almost there'],
        haiku: ['on the road back home', 'the family waits'],
      },
      vi: {
        lines: ['Chuyến xe chật kín quà quê và những gương mặt ngái ngủ', 'Thành phố nhỏ dần sau lớp kính', 'Mẹ gọi ba lần hỏi con tới đâu rồi', 'Mùi bếp nhà đang đợi cuối con đường', 'Đếm từng ngày, giờ đếm từng trạm dừng', 'Cả nhà quây quần, năm nay chẳng thiếu ai'],
        hooks: ['Về nhà thôi, Tết đang đợi', 'Mở cửa nhé, con sắp về tới rồi'],
        haiku: ['Đường về quê', 'Cả nhà đang đợi'],
      },
      ko: {
        lines: ['자리마다 선물 보따리랑 졸린 얼굴들', '창밖으로 도시가 점점 작아져', '엄마는 벌써 세 번째 어디쯤이냐고 전화해', '길 끝에서 우리 집 냄새가 기다려', '날짜를 세던 손가락이 이제 정거장을 세', '올해는 밥상에 빈자리가 없어'],
        hooks: ['집에 간다, 다들 기다려', '문 열어 둬요, 거의 다 왔어'],
        haiku: ['고향 가는 길', '온 가족이 기다려'],
      },
      zh: {
        lines: ['每个座位都塞满了年货和困倦的脸', '城市在车窗后面一点点变小', '妈妈已经第三次打电话问我到哪了', '路的尽头，家里的味道在等我', '数了那么多天，现在数的是站', '今年的年夜饭，一个座位都不空'],
        hooks: ['回家过年，回家过年', '门别关，我快到了'],
        haiku: ['回家的路上', '一家人在等'],
      },
    },
  },
];
