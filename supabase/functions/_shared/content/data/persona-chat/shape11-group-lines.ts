/**
 * Round 11 (chat, a move of the visitor's group): lines in four languages (Korean in 해요체; the caller applies the
 * persona's register), three per beat. Slots: {group} (said to the visitor: "your department", "phòng bạn", "그쪽 팀",
 * "你们部门"), {to} (where it moves), {time}.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The beats of a group move answer. */
export interface GroupMoveLines {
  moving: readonly string[];
  movingTo: readonly string[];
  movingAt: readonly string[];
  movingToAt: readonly string[];
  /** Feeling off in the first weeks is normal, for the whole group. */
  normal: readonly string[];
  /** One step the group can take. */
  step: readonly string[];
  /** One question about the visitor's own part in it. */
  ask: readonly string[];
}

/** Lines in the four languages. */
export const groupMoveLines: Readonly<Record<ContentLanguage, GroupMoveLines>> = {
  en: {
    moving: ['{group:cap} is moving, so the whole group’s routine is changing at once.', 'A move for {group} means everyone relearns the little things together.', '{group:cap} on the move: that shakes up everyone’s days, not just yours.'],
    movingTo: ['{group:cap} is moving to {to}, so the whole group’s routine is changing at once.', 'A move to {to} means everyone in {group} relearns the little things together.', '{group:cap} heading to {to}: that shakes up everyone’s days, not just yours.'],
    movingAt: ['{group:cap} is moving {time}, so the whole group’s routine is changing at once.', 'With {group} moving {time}, everyone relearns the little things together.', '{group:cap} moving {time}: that shakes up everyone’s days, not just yours.'],
    movingToAt: ['{group:cap} is moving to {to} {time}, so the whole group’s routine is changing at once.', 'With {group} moving to {to} {time}, everyone relearns the little things together.', '{group:cap} heading to {to} {time}: that shakes up everyone’s days, not just yours.'],
    normal: ['Feeling off for the first few weeks is normal; most groups settle in about a month.', 'It takes a while for a new place to stop feeling like someone else’s; that unease is normal.', 'Everyone being a bit out of step at first is part of it, not a sign it went wrong.'],
    step: ['One thing that helps: keep one old habit going from day one, like the same coffee time or the Friday lunch.', 'Try one small shared ritual in the new place in the first week, a team lunch or a walk to find the good coffee.', 'Pick one thing the old place did well and bring it along on purpose; it makes the new one feel yours sooner.'],
    ask: ['What do you miss most about the old place?', 'What part of the change is hardest for you personally?', 'Is there one thing you’re secretly looking forward to there?'],
  },
  vi: {
    moving: ['{group:cap} chuyển chỗ, nên nhịp làm việc của cả nhóm đổi cùng một lúc.', '{group:cap} chuyển đi thì ai cũng phải làm quen lại mấy chuyện nhỏ.', '{group:cap} dời chỗ, ngày của cả nhóm chứ không riêng bạn đều xáo trộn.'],
    movingTo: ['{group:cap} chuyển sang {to}, nên nhịp làm việc của cả nhóm đổi cùng một lúc.', 'Chuyển sang {to} thì ai trong {group} cũng phải làm quen lại mấy chuyện nhỏ.', '{group:cap} dời sang {to}, ngày của cả nhóm chứ không riêng bạn đều xáo trộn.'],
    movingAt: ['{group:cap} chuyển chỗ {time}, nên nhịp làm việc của cả nhóm đổi cùng một lúc.', '{time:cap} {group} chuyển đi, ai cũng phải làm quen lại mấy chuyện nhỏ.', '{group:cap} dời chỗ {time}, ngày của cả nhóm chứ không riêng bạn đều xáo trộn.'],
    movingToAt: ['{group:cap} chuyển sang {to} {time}, nên nhịp làm việc của cả nhóm đổi cùng một lúc.', '{time:cap} {group} chuyển sang {to}, ai cũng phải làm quen lại mấy chuyện nhỏ.', '{group:cap} dời sang {to} {time}, ngày của cả nhóm chứ không riêng bạn đều xáo trộn.'],
    normal: ['Mấy tuần đầu thấy lạ là bình thường; đa số nhóm mất khoảng một tháng để quen.', 'Chỗ mới cần thời gian mới hết cảm giác “nhà người ta”; thấy chông chênh là chuyện thường.', 'Ai cũng hơi lệch nhịp lúc đầu, đó là một phần của việc chuyển chỗ chứ không phải có gì sai.'],
    step: ['Một cách hay: giữ lại một thói quen cũ ngay từ ngày đầu, như giờ cà phê chung hay bữa trưa thứ sáu.', 'Tuần đầu thử một nghi thức nhỏ chung ở chỗ mới: ăn trưa cả nhóm, hoặc cùng đi tìm quán cà phê ngon gần đó.', 'Chọn một điều chỗ cũ làm tốt và cố tình mang theo; chỗ mới sẽ thành của mình nhanh hơn.'],
    ask: ['Bạn nhớ nhất điều gì ở chỗ cũ?', 'Phần nào của thay đổi này khó nhất với riêng bạn?', 'Ở chỗ mới có điều gì bạn thầm mong không?'],
  },
  ko: {
    moving: ['{group:이} 옮긴다니, 팀 전체의 일상이 한꺼번에 바뀌는 거네요.', '{group:이} 이사하면 다들 작은 것부터 다시 익혀야 하죠.', '{group} 이전이라니, 본인만이 아니라 모두의 하루가 흔들리겠어요.'],
    movingTo: ['{group:이} {to:으로} 옮긴다니, 팀 전체의 일상이 한꺼번에 바뀌는 거네요.', '{to:으로} 가면 {group} 사람들 모두 작은 것부터 다시 익혀야 하죠.', '{group:이} {to:으로} 간다니, 본인만이 아니라 모두의 하루가 흔들리겠어요.'],
    movingAt: ['{group:이} {time}에 옮긴다니, 팀 전체의 일상이 한꺼번에 바뀌는 거네요.', '{time}에 {group:이} 이사하면 다들 작은 것부터 다시 익혀야 하죠.', '{time}에 {group} 이전이라니, 본인만이 아니라 모두의 하루가 흔들리겠어요.'],
    movingToAt: ['{group:이} {time}에 {to:으로} 옮긴다니, 팀 전체의 일상이 한꺼번에 바뀌는 거네요.', '{time}에 {to:으로} 가면 {group} 사람들 모두 작은 것부터 다시 익혀야 하죠.', '{group:이} {time}에 {to:으로} 간다니, 본인만이 아니라 모두의 하루가 흔들리겠어요.'],
    normal: ['처음 몇 주 어색한 건 당연해요. 보통 한 달쯤 지나야 다들 자리를 잡아요.', '새 공간이 남의 집 같은 느낌을 벗는 데는 시간이 걸려요. 낯선 게 정상이에요.', '처음에 다들 박자가 조금씩 안 맞는 것도 과정이에요. 뭐가 잘못된 게 아니에요.'],
    step: ['첫날부터 예전 습관 하나를 그대로 이어 가 봐요. 같은 커피 시간이나 금요일 점심 같은 거요.', '첫 주에 새 공간에서 작은 의식 하나를 같이 해 봐요. 팀 점심이나 근처 맛있는 커피집 찾기 같은 거요.', '예전 곳에서 좋았던 것 하나를 일부러 가져가 봐요. 새 곳이 더 빨리 우리 것처럼 느껴져요.'],
    ask: ['예전 곳에서 제일 아쉬운 건 뭐예요?', '이번 변화에서 본인한테 제일 힘든 부분은 뭐예요?', '새 곳에서 은근히 기대되는 건 있어요?'],
  },
  zh: {
    moving: ['{group}要搬了，整个团队的节奏会一下子全变。', '{group}一搬，大家都得从小事重新适应。', '{group}搬地方，受影响的是每个人的日常，不只是你。'],
    movingTo: ['{group}要搬到{to}，整个团队的节奏会一下子全变。', '搬到{to}以后，{group}的每个人都得从小事重新适应。', '{group}换到{to}，受影响的是每个人的日常，不只是你。'],
    movingAt: ['{group}{time}要搬了，整个团队的节奏会一下子全变。', '{time}{group}一搬，大家都得从小事重新适应。', '{group}{time}搬地方，受影响的是每个人的日常，不只是你。'],
    movingToAt: ['{group}{time}要搬到{to}，整个团队的节奏会一下子全变。', '{time}搬到{to}以后，{group}的每个人都得从小事重新适应。', '{group}{time}换到{to}，受影响的是每个人的日常，不只是你。'],
    normal: ['头几周不适应很正常，大多数团队一个月左右就会安顿下来。', '新地方要过一阵子才不像“别人家”，这种别扭很正常。', '一开始大家都有点不合拍，这是过程的一部分，不代表哪里出了问题。'],
    step: ['有个办法：从第一天起保留一个老习惯，比如固定的咖啡时间或周五的午饭。', '第一周在新地方一起做件小事，比如团队午饭，或一起去找附近好喝的咖啡。', '挑一样旧地方做得好的事，特意带过去，新地方会更快变成你们的。'],
    ask: ['旧地方你最舍不得的是什么？', '这次变化里，对你个人来说最难的是哪部分？', '新地方有没有一件你偷偷期待的事？'],
  },
};
