/**
 * The detective's reasoning over a case told in several turns (persona-chat-case.ts): words that open a case, words of
 * an alibi and of a pattern, roles that can be suspects, and the lines (four languages; Korean in the detective's
 * 하게체). Slots: {suspect}, {cleared}, {left} (those still in the picture), {days} (weekdays named), {item} (what goes
 * missing, guard {?item}); flag repeat (it keeps happening). No line names a place, a person or an object the visitor did not give.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

type Named = Readonly<Record<ContentLanguage, string>>;

/** Words that open a case in an earlier turn. */
export const caseOpenWords: readonly string[] = [
  'stolen', 'stole', 'missing', 'keeps eating', 'keeps taking', 'keeps stealing', 'someone keeps', 'someone took', 'someone ate', 'someone cut', 'was cut', 'broke into', 'broken into', 'disappear*', 'vanish*', 'who is doing', 'who did it', 'mystery', 'culprit', 'suspect*',
  '없어지*', '없어져*', '없어졌*', '사라지*', '사라져*', '사라졌*', '훔쳐', '도난', '가져갔', '누가 자꾸', '누가 먹', '누가 가져', '범인', '잘려', '부서져', '뜯겨',
  'mất', 'bị lấy', 'lấy trộm', 'trộm', 'biến mất', 'ai đó', 'thủ phạm', 'bị cắt', 'bị phá', 'ăn vụng',
  '不见了', '丢了', '被偷', '偷了', '偷吃', '偷喝', '少了', '没了', '谁', '剪断', '撬',
  // Eighth round: tampering opens a case too (tyres let down, a car keyed, a lock jammed).
  'flat tire', 'flat tyre', 'slashed', 'keyed', 'scratched my', 'let the air out', 'vandal*', 'tampered',
  '펑크', '바람이 빠져', '긁혀', '긁어 놓', '망가뜨', '누가 일부러',
  'xì lốp', 'xịt lốp', 'thủng lốp', 'bị rạch', 'bị cào', 'bị xước', 'phá hoại', 'cố tình',
  '扎胎', '被扎', '放气', '被划', '划了', '搞破坏', '故意',
];

/** Words of an alibi: the person was not there. */
export const caseAlibiWords: readonly string[] = [
  'away', 'was away', 'out of town', 'on vacation', 'on holiday', "wasn't there", 'was not there', "wasn't in", 'was off', 'off that day', 'at her parents', 'at his parents', 'abroad', 'on a trip', 'sick that day', 'in the hospital',
  '휴가', '출장', '없었', '안 왔', '안 나왔', '고향에', '본가에', '여행 중', '쉬는 날',
  'đi vắng', 'về quê', 'nghỉ phép', 'không có mặt', 'không đi làm', 'đi công tác', 'không ở nhà', 'đi du lịch', 'nghỉ ốm',
  '不在', '出差', '请假', '回老家', '休假', '没来', '没上班', '在外地', '旅游',
];

/** Words that tie a person to when it happens ("the only days Mark comes in"). */
export const casePatternWords: readonly string[] = [
  'only days', 'only day', 'comes in', 'comes into', 'is in', 'works', 'every time', 'whenever', 'always', 'the days',
  '오는 날', '출근하는 날', '때마다', '나오는 날', '있는 날',
  'chỉ những hôm', 'những hôm', 'mỗi lần', 'hôm nào', 'ngày nào', 'đi làm', 'có mặt',
  '来的那天', '来的日子', '每次', '上班的日子', '只有', '都是',
];

/** Roles that can be in the picture, with the name the reply uses. */
export const caseRoles: Readonly<Record<string, { match: readonly string[]; name: Named }>> = {
  manager: { match: ['building manager', 'property manager', 'superintendent', '관리인', '관리소', 'quản lý tòa nhà', '物业', '管理员'], name: { en: 'the building manager', ko: '관리인', vi: 'người quản lý tòa nhà', zh: '物业' } },
  guard: { match: ['security guard', 'doorman', 'guard', '경비', '경비원', 'bảo vệ', '保安', '门卫'], name: { en: 'the security guard', ko: '경비원', vi: 'bảo vệ', zh: '保安' } },
  cleaner: { match: ['cleaner', 'janitor', 'cleaning lady', '청소', '미화원', 'lao công', 'cô lao công', '保洁', '清洁工'], name: { en: 'the cleaner', ko: '청소하시는 분', vi: 'người lao công', zh: '保洁' } },
  landlord: { match: ['landlord', 'landlady', '집주인', 'chủ nhà', '房东'], name: { en: 'the landlord', ko: '집주인', vi: 'chủ nhà', zh: '房东' } },
  neighbor: { match: ['neighbor', 'neighbour', 'next door', '이웃', '옆집', 'hàng xóm', '邻居'], name: { en: 'the neighbour', ko: '옆집 사람', vi: 'hàng xóm', zh: '邻居' } },
  roommate: { match: ['roommate', 'flatmate', 'housemate', '룸메이트', '룸메', 'bạn cùng phòng', '室友', '舍友'], name: { en: 'your roommate', ko: '룸메이트', vi: 'bạn cùng phòng', zh: '室友' } },
  intern: { match: ['intern', 'the new guy', 'new hire', '인턴', '신입', 'thực tập sinh', 'nhân viên mới', '实习生', '新来的'], name: { en: 'the intern', ko: '인턴', vi: 'bạn thực tập sinh', zh: '实习生' } },
};

/** Capitalised words that are not names (sentence starters, days, months, pronouns). */
export const nameStopWords: ReadonlySet<string> = new Set([
  'i', 'the', 'a', 'an', 'it', 'its', 'only', 'my', 'our', 'your', 'someone', 'somebody', 'nobody', 'everyone', 'but', 'and', 'or', 'so', 'then', 'also', 'though', 'interesting', 'curious', 'he', 'she', 'they', 'we', 'you',
  'who', 'what', 'when', 'where', 'why', 'how', 'this', 'that', 'these', 'those', 'there', 'here', 'yes', 'no', 'not', 'well', 'ok', 'okay', 'hmm', 'yeah', 'lol', 'also', 'last', 'next', 'every', 'always', 'never',
  'today', 'yesterday', 'tomorrow', 'tonight', 'now', 'just', 'one', 'two', 'three', 'four', 'five', 'six', 'all', 'some', 'any', 'if', 'because', 'after', 'before', 'since', 'still', 'even', 'maybe', 'please', 'thanks',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'christmas', 'easter',
  'detective', 'sir', 'mr', 'mrs', 'ms', 'dr', 'office', 'fridge', 'is', 'was', 'are', 'were', 'do', 'does', 'did', 'have', 'has', 'had', 'can', 'could', 'would', 'should', 'will', 'let', 'like', 'any',
]);

/** The lines of the reasoning. */
export interface CaseThreadLines {
  suspect: readonly string[];
  cleared: readonly string[];
  openField: readonly string[];
  test: readonly string[];
  closing: readonly string[];
}

export const caseThreadLines: Readonly<Record<ContentLanguage, CaseThreadLines>> = {
  en: {
    suspect: [
      '{?days}{days}, and only on the days {suspect} is around: the pattern points at {suspect}, or at someone who knows that schedule and wants you to think so.',
      '{!days}Everything you have told me circles back to {suspect}; that is a pattern, not yet proof.',
    ],
    cleared: [
      '{?left}If {cleared} was away, {cleared} is out of the picture, and that leaves {left}.',
      '{!left}{?suspect}If {cleared} was away, {cleared} is out of the picture, and {suspect} stands alone in the frame.',
      '{!left}{!suspect}If {cleared} was away, {cleared} is out of the picture; so who else could get near it while nobody was looking?',
    ],
    openField: ['{left}, then. [Each of them had the chance;|The chance was there for each of them;] the question is who had a reason.'],
    test: [
      '{?repeat}{?item}Test it before you accuse anyone: next time, leave the {item} where you always do, mark it with something only you would notice, and write down who came in that day.',
      '{?repeat}{!item}Test it before you accuse anyone: next time, change one small thing only you would notice, and write down who came in that day.',
      '{!repeat}{?left}Ask {left} one plain question: where were they when it happened? Then find out who else has a key or the code.',
      '{!repeat}{!left}Find out who else has a key or the code; the answer is usually in that short list.',
    ],
    closing: ['Say nothing yet; a wrong accusation costs more than the case is worth.', 'Keep it quiet for now: the person who did it should not know you are watching.'],
  },
  vi: {
    suspect: [
      '{?days}{days}, và chỉ những hôm có {suspect}: dấu vết chỉ về {suspect}, hoặc về một người biết lịch đó và muốn bạn nghĩ như vậy.',
      '{!days}Mọi điều bạn kể đều quay về {suspect}; đó là một quy luật, chưa phải bằng chứng.',
    ],
    cleared: [
      '{?left}Nếu {cleared} đi vắng thì loại {cleared} ra, và còn lại {left}.',
      '{!left}{?suspect}Nếu {cleared} đi vắng thì loại {cleared} ra, và chỉ còn {suspect} trong khung hình.',
      '{!left}{!suspect}Nếu {cleared} đi vắng thì loại {cleared} ra; vậy còn ai có thể lại gần lúc không ai để ý?',
    ],
    openField: ['Vậy là {left}. Ai cũng có cơ hội; câu hỏi là ai có lý do.'],
    test: [
      '{?repeat}{?item}Kiểm tra trước khi buộc tội ai: lần tới, cứ để {item} đúng chỗ cũ, đánh một dấu chỉ bạn nhận ra, rồi ghi lại hôm đó ai đến.',
      '{?repeat}{!item}Kiểm tra trước khi buộc tội ai: lần tới, đổi một chi tiết nhỏ chỉ bạn biết, rồi ghi lại hôm đó ai đến.',
      '{!repeat}{?left}Hỏi {left} đúng một câu: lúc đó ở đâu? Rồi xem còn ai khác có chìa khóa hay mật mã.',
      '{!repeat}{!left}Xem còn ai khác có chìa khóa hay mật mã; câu trả lời thường nằm trong danh sách ngắn đó.',
    ],
    closing: ['Đừng nói gì vội; buộc tội nhầm còn đắt hơn cả vụ này.', 'Cứ giữ kín đã: người làm chuyện đó không nên biết bạn đang để ý.'],
  },
  ko: {
    suspect: [
      '{?days}{days}, 그것도 {suspect:이} 있는 날에만 그렇다네. 패턴은 {suspect:을} 가리키고 있네. 아니면 그 일정을 아는 누군가가 그렇게 보이게 꾸몄거나.',
      '{!days}자네 이야기는 전부 {suspect} 쪽으로 돌아오네. 다만 그건 패턴이지, 아직 증거는 아닐세.',
    ],
    cleared: [
      '{?left}{cleared:이} 그때 없었다면 {cleared:은} 빼도 되네. 그럼 {left:이} 남지.',
      '{!left}{?suspect}{cleared:이} 그때 없었다면 {cleared:은} 빼도 되네. 그럼 남는 건 {suspect} 하나일세.',
      '{!left}{!suspect}{cleared:이} 그때 없었다면 {cleared:은} 빼도 되네. 그럼 아무도 안 볼 때 다가갈 수 있었던 사람이 또 누구겠나?',
    ],
    openField: ['그럼 {left}일세. 기회는 모두에게 있었네. 문제는 누구에게 이유가 있었느냐지.'],
    test: [
      '{?repeat}{?item}누굴 탓하기 전에 확인부터 하게. 다음번에 {item:을} 늘 두던 자리에 두고, 자네만 알아볼 표시를 해 둔 뒤, 그날 누가 왔는지 적어 두게.',
      '{?repeat}{!item}누굴 탓하기 전에 확인부터 하게. 다음번엔 자네만 알아볼 작은 표시를 해 두고, 그날 누가 왔는지 적어 두게.',
      '{!repeat}{?left}{left}에게 딱 한 가지만 물어보게. 그때 어디 있었는지. 그리고 열쇠나 비밀번호를 아는 사람이 또 있는지 확인하게.',
      '{!repeat}{!left}열쇠나 비밀번호를 아는 사람이 또 누군지부터 확인하게. 답은 대개 그 짧은 명단 안에 있네.',
    ],
    closing: ['아직은 아무 말도 하지 말게. 잘못된 의심은 이 사건보다 값이 비싸네.', '당분간은 조용히 지켜보게. 범인이 눈치채면 안 되니.'],
  },
  zh: {
    suspect: [
      '{?days}{days}，而且只在{suspect}在的那几天：规律指向{suspect}，要么就是有人知道这个时间表，想让你这么以为。',
      '{!days}你说的每一条都绕回{suspect}身上；这是规律，还不是证据。',
    ],
    cleared: [
      '{?left}如果{cleared}那时不在，就先把{cleared}排除，剩下的是{left}。',
      '{!left}{?suspect}如果{cleared}那时不在，就先把{cleared}排除，框里只剩{suspect}一个人。',
      '{!left}{!suspect}如果{cleared}那时不在，就先把{cleared}排除；那还有谁能趁没人注意的时候靠近？',
    ],
    openField: ['那就是{left}。每个人都有机会，问题是谁有理由。'],
    test: [
      '{?repeat}{?item}指认之前先验证：下次照常把{item}放在老地方，做一个只有你认得出的记号，再记下那天谁来过。',
      '{?repeat}{!item}指认之前先验证：下次改一个只有你知道的小细节，再记下那天谁来过。',
      '{!repeat}{?left}问{left}一个简单的问题：当时在哪儿？再查查还有谁知道钥匙或密码。',
      '{!repeat}{!left}先查还有谁有钥匙或知道密码，答案通常就在那张短名单里。',
    ],
    closing: ['先别声张，冤枉了人比这件事本身代价更大。', '暂时不动声色：做这件事的人不该知道你在盯着。'],
  },
};
