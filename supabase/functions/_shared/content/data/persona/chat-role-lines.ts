/**
 * Role frames of persona chat (issue 13, fourth read): what each persona does with ANY question in its role. Concepts
 * are the things a visitor names (overtime, rain, wet shoes, an exam, maths, a report, a stand-up, criticism in front
 * of others, a freeze, a manager, a breakup, pay, a commute, a job change, home); each has a name in every language
 * (our own words, so a slot never holds a pasted fragment: rule A) and a caring, concrete tip in the registers of the
 * personas who give tips (English, Vietnamese, Chinese, Korean 해요체 and 반말). Persona lines: the detective's case
 * reasoning ({count} people, {minutes} minutes, {amount}, cards left behind), the kid's why-answers, the astrologer's
 * reading of one sign on a decision (하게체 in Korean), the idol's cheer before an exam, the old friend's answer to an
 * invitation, the girl's company after a hard day, the psychologist's step for criticism at work, and a short
 * question back that quotes the visitor when nothing can be read. No line names a place, a person, a brand or a time
 * the visitor did not give (rule B).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

type Named = Readonly<Record<ContentLanguage, string>>;
/** Registers of role lines: Korean in 해요체 (polite), 하게체 (hage) or 반말 (plain). */
export type RoleRegister = 'en' | 'vi' | 'zh' | 'koPolite' | 'koHage' | 'koPlain';
type Lines = readonly string[];
type ByRegister = Readonly<Partial<Record<RoleRegister, Lines>>>;

/** Things a visitor names, in order of how a reply takes them up. */
export const roleConcepts = [
  'criticism', 'freeze', 'standup', 'manager', 'new_lead', 'interview', 'exam', 'math', 'report', 'overtime', 'rain', 'wet_shoes', 'breakup', 'job_change', 'promotion', 'relocate', 'salary', 'commute', 'hometown', 'tired',
] as const;
export type RoleConcept = (typeof roleConcepts)[number];

interface ConceptEntry {
  match: readonly string[];
  /** The concept's name for a list of what the visitor went through; empty when it is a mood, not a thing. */
  name: Named;
  /** A concrete tip per register; none for concepts other lines take up. */
  tip?: ByRegister;
}

export const conceptEntries: Readonly<Record<RoleConcept, ConceptEntry>> = {
  criticism: {
    match: ['picks apart', 'pick apart', 'picked apart', 'criticizes', 'criticises', 'criticized', 'criticised', 'tears apart', 'nitpicks', 'in front of everyone', 'in front of the team', 'in front of the whole team',
      '면박', '지적해', '지적을', '지적받', '망신', '사람들 앞에서', '다들 앞에서', 'bắt lỗi', 'chê bai', 'trước mặt mọi người', 'trước mặt cả nhóm', '当众', '当着大家', '当着所有人', '挑毛病', '挑刺', '批评我'],
    name: { en: 'the criticism in front of everyone', vi: 'chuyện bị bắt lỗi trước mặt mọi người', zh: '当众被挑毛病', ko: '사람들 앞에서 지적받는 일' },
    tip: {
      en: ['[It is fair to ask your manager for a short one-to-one and say:|You can ask your manager, one-to-one:] "[Could we go through the details after the meeting instead of in front of everyone?|Could detailed feedback come after the meeting rather than during it?]"'],
      vi: ['[Bạn hoàn toàn có thể xin gặp riêng sếp và nói:|Hãy hẹn riêng sếp vài phút và đề nghị:] "[Mình trao đổi chi tiết sau cuộc họp được không ạ?|Góp ý chi tiết xin để sau buổi họp, được không ạ?]"'],
      zh: ['[你完全可以单独找领导聊几分钟，说：|可以私下跟领导提一句：]“[细节我们会后单独过一遍可以吗？|具体的意见能不能会后再跟我说？]”'],
      koPolite: ['[상사분께 따로 짧게 면담을 청해서|따로 5분만 시간을 달라고 해서] "[자세한 피드백은 회의 끝나고 따로 받아도 될까요?|세부 사항은 회의 후에 따로 여쭤봐도 될까요?]"[ 하고 말해 보세요.| 하고 부탁해 보세요.]'],
      koPlain: ['[상사한테 따로 잠깐 얘기해 봐.|따로 5분만 시간 달라고 해 봐.] "[자세한 건 회의 끝나고 따로 말씀해 주실 수 있을까요?|세부 사항은 회의 후에 여쭤봐도 될까요?]"[ 이렇게.| 하고.]'],
    },
  },
  freeze: {
    match: ['freeze', 'freezes', 'froze', 'freezing up', 'freeze up', 'go blank', 'goes blank', 'went blank', 'mind goes blank', 'forget what i', '머리가 하얘', '얼어붙', '말문이 막', 'đơ ra', 'đứng hình', 'trống rỗng', 'quên sạch', '脑子一片空白', '大脑一片空白', '卡壳', '说不出话'],
    name: { en: 'the freeze', vi: 'lúc bị đứng hình', zh: '脑子一片空白', ko: '머리가 하얘지는 것' },
    tip: {
      en: ['[When you blank, it is fine to say "Let me check my notes" and look down;|If you freeze, breathe out slowly and read the next line from your note;] [a three-second pause feels far longer to you than to them.|nobody minds a pause as much as you fear.]'],
      vi: ['[Lúc bị đứng hình, cứ nói "Để mình xem lại ghi chú" rồi nhìn xuống;|Nếu bị đơ, thở ra thật chậm rồi đọc dòng tiếp theo trong ghi chú;] [ba giây im lặng với bạn thì dài, với người khác thì rất ngắn.|không ai để ý khoảng lặng nhiều như bạn nghĩ.]'],
      zh: ['[一紧张脑子空白，就说一句“我看一下笔记”，低头看就好；|卡壳的时候，慢慢呼一口气，照着笔记念下一行；][那三秒停顿你觉得很长，别人几乎注意不到。|没人会像你想的那样在意那一下停顿。]'],
      koPolite: ['[머리가 하얘지면 "메모 좀 볼게요" 하고 내려다봐도 괜찮아요.|말이 막히면 숨을 천천히 내쉬고 메모의 다음 줄을 읽으세요.] [3초 멈춤은 나한테만 길지, 듣는 사람에겐 짧아요.|생각만큼 아무도 그 멈춤을 신경 쓰지 않아요.]'],
      koPlain: ['[머리가 하얘지면 "메모 좀 볼게" 하고 내려다봐도 돼.|말이 막히면 숨 천천히 내쉬고 메모 다음 줄을 읽어.] [3초 멈춤은 너한테만 길지, 남들한텐 짧아.|생각만큼 아무도 그 멈춤 신경 안 써.]'],
    },
  },
  standup: {
    match: ['stand-up', 'standup', 'stand up meeting', 'status update', 'my updates', 'team meeting', 'morning meeting', '스탠드업', '아침 회의', '주간 회의', '팀 회의', 'họp giao ban', 'họp nhóm', 'họp đầu tuần', '例会', '晨会', '站会', '周会'],
    name: { en: 'the stand-up', vi: 'buổi họp nhóm', zh: '例会', ko: '회의' },
    tip: {
      en: ['[Before the stand-up, write your update as three short lines — done, next, blocked — and read from it,|Bring a written three-line update to the stand-up (what you finished, what is next, what is in the way),] [so there is nothing to remember under pressure.|so your memory does not have to carry it.]'],
      vi: ['[Trước buổi họp, viết sẵn ba dòng: đã xong gì, sắp làm gì, đang vướng gì, rồi cứ đọc theo đó,|Mang theo ba dòng cập nhật viết sẵn vào buổi họp (việc đã xong, việc tiếp theo, chỗ đang vướng),] [thế là chẳng phải nhớ gì lúc căng thẳng.|để trí nhớ không phải gánh nữa.]'],
      zh: ['[开会前把你的进度写成三行：做完了什么、接下来做什么、卡在哪儿，照着念，|带一张写好的三行进度去例会（完成的、下一步、遇到的问题），][紧张的时候就不用靠记。|这样就不怕忘词。]'],
      koPolite: ['[회의 전에 보고할 내용을 세 줄로 적어 두세요. 끝낸 일, 다음 할 일, 막힌 부분이요.|회의엔 세 줄짜리 메모(한 일, 할 일, 막힌 점)를 들고 가서 보면서 말하세요.] [그러면 긴장해도 외울 게 없어요.|기억에 기대지 않아도 돼요.]'],
      koPlain: ['[회의 전에 보고할 걸 세 줄로 적어 둬. 끝낸 일, 다음 할 일, 막힌 부분.|회의엔 세 줄 메모(한 일, 할 일, 막힌 점) 들고 가서 보면서 말해.] [그럼 긴장해도 외울 게 없어.|기억에 기댈 필요가 없어.]'],
    },
  },
  manager: {
    match: ['manager', 'my boss', 'the boss', 'supervisor', 'team lead', '팀장', '부장', '상사', '과장', '실장', 'sếp', 'quản lý', 'trưởng phòng', '领导', '老板', '经理', '主管', '上司'],
    name: { en: 'your manager', vi: 'sếp', zh: '领导', ko: '상사' },
  },
  new_lead: {
    match: ['team lead now', 'new team lead', 'became team lead', 'promoted to lead', 'lên làm trưởng nhóm', 'làm trưởng nhóm', 'mới làm trưởng nhóm', '팀장이 됐', '팀장을 맡', '当上组长', '当了组长', '升了组长', '刚当领导'],
    name: { en: 'leading a team for the first time', vi: 'lần đầu làm trưởng nhóm', zh: '第一次带团队', ko: '처음 팀을 맡은 일' },
    tip: {
      en: ['[Older colleagues rarely resist the person; they resist being told.|When people with more years do not listen, it is usually about being heard first.] [Meet each of them one-to-one this week and ask what they think the team should fix first;|Ask each of them, alone, for one thing they would change;] [then act on one of their ideas, and say whose it was.|then give credit by name when you use it.]'],
      vi: ['[Người lớn tuổi hơn hiếm khi phản đối con người bạn; họ phản đối việc bị ra lệnh.|Khi người nhiều năm kinh nghiệm không nghe, thường là họ muốn được lắng nghe trước.] [Tuần này hãy gặp riêng từng người và hỏi họ thấy nhóm nên sửa gì trước;|Hỏi riêng từng người một điều họ muốn thay đổi;] [rồi làm theo một ý của họ và nói rõ đó là ý của ai.|rồi ghi nhận tên họ khi bạn dùng ý đó.]'],
      zh: ['[资历老的同事很少是针对你这个人，他们抗拒的是被命令。|老同事不听，多半是想先被听见。][这周和他们一个个单独聊，问问团队最该先改什么；|私下问每个人一件他们想改的事；][然后采纳其中一个主意，并说明是谁提的。|用到时点名感谢。]'],
      koPolite: ['[연차가 높은 동료는 사람보다 지시받는 걸 싫어하는 경우가 많아요.|경력 많은 분들이 안 들어 줄 땐 대개 먼저 들어 주길 바라는 거예요.] [이번 주에 한 분씩 따로 만나 팀이 뭘 먼저 고치면 좋을지 물어보세요.|한 분씩 따로 바꾸고 싶은 점 하나를 여쭤보세요.] [그중 하나를 실행하고 누구 의견이었는지 밝히세요.|쓸 때는 이름을 들어 고마움을 표하세요.]'],
      koPlain: ['[연차 높은 동료는 사람보다 지시받는 걸 싫어하는 경우가 많아.|경력 많은 사람들이 안 들어 줄 땐 대개 먼저 들어 주길 바라는 거야.] [이번 주에 한 명씩 따로 만나서 팀이 뭘 먼저 고치면 좋을지 물어봐.|한 명씩 따로 바꾸고 싶은 점 하나를 물어봐.] [그중 하나를 실행하고 누구 의견인지 말해.|쓸 때는 이름 불러서 고맙다고 해.]'],
    },
  },
  interview: {
    match: ['interview', '면접', 'phỏng vấn', '面试'],
    name: { en: 'the interview', vi: 'buổi phỏng vấn', zh: '面试', ko: '면접' },
    tip: {
      en: ['[One interview is one conversation, not a verdict on you.|A bad interview feels huge tonight and small in a month.] [While it is fresh, write down the two questions you stumbled on and what you would say now;|Jot down the questions that tripped you and a better answer to each;] [that note is what makes the next one go better.|next time they will not catch you.]'],
      vi: ['[Một buổi phỏng vấn chỉ là một cuộc nói chuyện, không phải lời phán xét về bạn.|Phỏng vấn hỏng thì tối nay thấy to tát, một tháng sau sẽ thấy nhỏ.] [Khi còn nhớ, ghi lại hai câu hỏi bị vấp và câu trả lời bạn muốn nói bây giờ;|Ghi lại những câu làm bạn lúng túng và một câu trả lời tốt hơn;] [lần sau sẽ khác hẳn.|lần sau chúng không làm khó bạn được nữa.]'],
      zh: ['[一次面试只是一场对话，不是对你的判决。|面试搞砸了，今晚觉得天大，一个月后就觉得小了。][趁还记得，把卡住的两个问题和你现在会怎么答写下来；|把答得不好的问题记下来，每个写一个更好的回答；][下一次就会不一样。|下次它们就难不倒你了。]'],
      koPolite: ['[면접 한 번은 대화 한 번이지, 당신에 대한 판정이 아니에요.|망친 면접은 오늘 밤엔 커 보여도 한 달 뒤엔 작아져요.] [기억날 때 막혔던 질문 두 개와 지금이라면 할 대답을 적어 두세요.|말이 막힌 질문마다 더 나은 대답을 하나씩 적어 보세요.] [그 메모가 다음 면접을 바꿔요.|다음엔 같은 질문에 안 막혀요.]'],
      koPlain: ['[면접 한 번은 대화 한 번이지, 너에 대한 판정이 아니야.|망친 면접은 오늘 밤엔 커 보여도 한 달 뒤엔 작아져.] [기억날 때 막혔던 질문 두 개랑 지금이라면 할 대답을 적어 둬.|말이 막힌 질문마다 더 나은 대답을 하나씩 적어 봐.] [그 메모가 다음 면접을 바꿔.|다음엔 같은 질문에 안 막혀.]'],
    },
  },
  exam: {
    match: ['exam', 'exams', 'final exam', 'finals', 'thi vấn đáp', 'thi nói', 'thi học kỳ', 'my final', 'final is tomorrow', 'final tomorrow', 'midterm', 'test tomorrow', '시험', '기말고사', '중간고사', '수능', 'kỳ thi', 'bài thi', 'đi thi', 'thi cuối kỳ', 'thi giữa kỳ', '考试', '期末考', '期中考', '高考', '测验'],
    name: { en: 'the exam', vi: 'kỳ thi', zh: '考试', ko: '시험' },
    tip: {
      en: ['[In the exam, do the questions you can first and come back to the hard ones;|If a question freezes you, skip it and return later;] [the marks are in what you can do.|a blank question costs less than a panicked hour.]'],
      vi: ['[Vào phòng thi, làm câu dễ trước rồi quay lại câu khó;|Gặp câu khó thì bỏ qua, làm hết câu mình biết rồi hẵng quay lại;] [điểm nằm ở những câu bạn làm được.|đừng để một câu ăn hết thời gian.]'],
      zh: ['[考试时先做会的题，难的留到最后；|卡住的题先跳过，回头再看；][分数在你会的那些题里。|别让一道题吃掉所有时间。]'],
      koPolite: ['[시험 볼 땐 아는 문제부터 풀고 어려운 건 마지막에 다시 봐요.|막히는 문제는 넘기고 나중에 돌아와요.] [점수는 풀 수 있는 문제에서 나와요.|한 문제에 시간을 다 쓰지 마세요.]'],
      koPlain: ['[시험 볼 땐 아는 문제부터 풀고 어려운 건 마지막에 봐.|막히는 문제는 넘기고 나중에 돌아와.] [점수는 풀 수 있는 문제에서 나와.|한 문제에 시간 다 쓰지 마.]'],
    },
  },
  math: {
    match: ['math', 'maths', 'algebra', 'calculus', 'geometry', '수학', 'môn toán', 'toán', '数学'],
    name: { en: 'math', vi: 'môn toán', zh: '数学', ko: '수학' },
    tip: {
      en: ['[For math, tonight is for the formula sheet and one example you already solved per chapter, not new problems.|No new math problems tonight: go over the formulas and the examples you got right before.]'],
      vi: ['[Môn toán thì tối nay chỉ ôn công thức và mỗi chương một bài đã làm đúng, không làm bài mới.|Tối nay đừng làm bài toán mới: xem lại công thức và mấy bài từng giải đúng thôi.]'],
      zh: ['[数学今晚只看公式，每章再过一道以前做对的例题，别碰新题。|今晚别做新的数学题：把公式和以前做对的题再看一遍就好。]'],
      koPolite: ['[수학은 오늘 밤 새 문제 말고 공식이랑 단원별로 전에 맞힌 예제 하나씩만 다시 보세요.|오늘 밤엔 새 수학 문제는 금지예요. 공식이랑 맞혔던 문제만 훑어보세요.]'],
      koPlain: ['[수학은 오늘 밤 새 문제 말고 공식이랑 단원별로 맞힌 예제 하나씩만 다시 봐.|오늘 밤엔 새 수학 문제 금지. 공식이랑 맞혔던 문제만 훑어봐.]'],
    },
  },
  report: {
    match: ['report', 'deadline', 'presentation', 'slides', '보고서', '발표', '마감', 'báo cáo', 'thuyết trình', 'hạn chót', 'hạn nộp', '报告', '汇报', '截止', '述职'],
    name: { en: 'the report', vi: 'bản báo cáo', zh: '报告', ko: '보고서' },
    tip: {
      en: ['[Break the report into the smallest next step — the outline, then one section — and do only that first;|Start the report with a rough outline tonight;] [a draft you can fix beats a blank page.|finished and plain beats perfect and late.]'],
      vi: ['[Chia bản báo cáo thành bước nhỏ nhất, trước là dàn ý rồi từng phần, và chỉ làm bước đầu thôi;|Tối nay phác dàn ý cho bản báo cáo trước đã;] [bản nháp sửa được vẫn hơn trang giấy trắng.|xong mà giản dị còn hơn hoàn hảo mà trễ.]'],
      zh: ['[把报告拆成最小的一步：先列提纲，再写一节，只做眼前这一步；|今晚先给报告搭个提纲；][能改的草稿总比空白页强。|朴素但按时交，比完美但迟交强。]'],
      koPolite: ['[보고서는 가장 작은 단계로 나눠서 목차부터, 그다음 한 꼭지씩만 하세요.|오늘은 보고서 목차만 대강 잡아 두세요.] [고칠 수 있는 초안이 빈 화면보다 나아요.|완벽한 것보다 제때 낸 게 나아요.]'],
      koPlain: ['[보고서는 제일 작은 단계로 쪼개서 목차부터, 그다음 한 꼭지씩만 해.|오늘은 보고서 목차만 대충 잡아 둬.] [고칠 수 있는 초안이 빈 화면보다 나아.|완벽한 것보다 제때 낸 게 나아.]'],
    },
  },
  overtime: {
    match: ['overtime', 'working late', 'worked late', 'work late', 'stayed late at work', '야근', '늦게까지 일', 'tăng ca', 'làm thêm giờ', 'làm khuya', '加班'],
    name: { en: 'the overtime', vi: 'tăng ca', zh: '加班', ko: '야근' },
    tip: {
      en: ['[After that much overtime,|After a day that long,] [the only job left tonight is rest:|skip everything else tonight:] [something warm to eat, a shower, bed.|eat something warm and let tomorrow wait.]'],
      vi: ['[Tăng ca muộn thế rồi thì|Làm cả ngày dài như vậy thì] [tối nay việc duy nhất còn lại là nghỉ:|tối nay đừng làm gì thêm nữa:] [ăn chút gì ấm, tắm rồi ngủ.|ăn gì đó nóng nóng, mai tính tiếp.]'],
      zh: ['[加班到这么晚，|忙了这么长一天，][今晚唯一的任务就是休息：|今晚别再想工作了：][吃点热的，洗个澡，早点睡。|先吃口热的，明天的事明天再说。]'],
      koPolite: ['[야근까지 하셨으니|그렇게 늦게까지 일했으니] [오늘 밤 남은 일은 쉬는 것뿐이에요.|오늘 밤엔 다른 건 다 미루세요.] [따뜻한 걸 드시고 씻고 바로 누우세요.|따뜻한 거 한 그릇 드시고 내일 일은 내일 생각해요.]'],
      koPlain: ['[야근까지 했으니까|그렇게 늦게까지 일했으니까] [오늘 밤 남은 일은 쉬는 것뿐이야.|오늘 밤엔 다른 건 다 미뤄.] [따뜻한 거 먹고 씻고 바로 자.|따뜻한 거 한 그릇 먹고 내일 일은 내일 생각하자.]'],
    },
  },
  rain: {
    match: ['rain', 'raining', 'rained', 'downpour', 'no umbrella', '비가', '비를 맞', '비 맞', '비 오', '비에 젖', '소나기', '폭우', 'mưa', 'dầm mưa', '下雨', '大雨', '淋雨', '暴雨', '没带伞'],
    name: { en: 'the rain', vi: 'trận mưa', zh: '大雨', ko: '비' },
    tip: {
      en: ['[Caught in the rain, get out of the wet clothes first and into something dry,|Dry clothes first,] [then a hot shower before you sit down.|then a hot drink between your hands.]'],
      vi: ['[Dầm mưa về thì thay ngay đồ khô,|Mắc mưa thì thay quần áo khô trước đã,] [tắm nước ấm rồi hãy ngồi nghỉ.|rồi pha cốc gì nóng cầm cho ấm tay.]'],
      zh: ['[淋了雨，先把湿衣服换掉，|被雨浇了一路，先换身干衣服，][冲个热水澡再坐下。|再泡杯热的捂捂手。]'],
      koPolite: ['[비를 맞았으면 젖은 옷부터 갈아입고|비에 젖었으면 마른 옷으로 먼저 갈아입고] [따뜻한 물로 씻으세요.|따뜻한 차 한 잔 드세요.]'],
      koPlain: ['[비 맞았으면 젖은 옷부터 갈아입고|비에 젖었으면 마른 옷으로 먼저 갈아입고] [따뜻한 물로 씻어.|따뜻한 차 한 잔 마셔.]'],
    },
  },
  wet_shoes: {
    match: ['wet shoes', 'shoes are soaked', 'shoes soaked', 'soaked shoes', 'shoes got wet', 'soaked socks', '신발이 젖', '신발 다 젖', '신발이 다 젖', 'giày ướt', 'ướt giày', 'ướt hết giày', '鞋子全湿', '鞋子湿', '鞋湿', '鞋全湿'],
    name: { en: 'wet shoes', vi: 'đôi giày ướt', zh: '湿透的鞋', ko: '젖은 신발' },
    tip: {
      en: ['[Stuff the wet shoes with crumpled paper|Put newspaper inside those shoes] [and stand them somewhere airy, not on the heater;|and leave them by an open window;] [they will be dry by morning.|a hair dryer would only bend them out of shape.]'],
      vi: ['[Nhét giấy báo vào đôi giày ướt|Vo giấy nhét đầy giày] [rồi để chỗ thoáng gió,|rồi dựng cạnh cửa sổ,] [sáng mai là khô.|đừng hơ lửa kẻo giày bị cong.]'],
      zh: ['[湿鞋里塞点旧报纸，|把鞋里塞满纸巾，][放在通风的地方，|立在窗边吹吹风，][明早就干了。|别拿吹风机猛吹，鞋会变形。]'],
      koPolite: ['[젖은 신발엔 신문지를 구겨 넣고|신발 안에 휴지를 꽉 채워서] [바람 잘 드는 데 두세요.|창가에 세워 두세요.] [내일 아침이면 말라 있을 거예요.|드라이어로 세게 말리면 모양이 망가져요.]'],
      koPlain: ['[젖은 신발엔 신문지 구겨 넣고|신발 안에 휴지 꽉 채워서] [바람 잘 드는 데 둬.|창가에 세워 둬.] [내일 아침이면 말라 있을 거야.|드라이어로 세게 말리면 모양 망가져.]'],
    },
  },
  breakup: {
    match: ['broke up', 'break up', 'breakup', 'break-up', 'got dumped', 'dumped me', '헤어졌', '이별', 'chia tay', '分手', '被甩'],
    name: { en: 'the breakup', vi: 'chuyện chia tay', zh: '分手', ko: '이별' },
    tip: {
      en: ['[After a breakup, the first weeks are the loudest;|A breakup hurts most in the first weeks;] [eat, sleep and let one friend know how you really are.|keep your days small: meals, sleep, one walk, one honest talk.]'],
      vi: ['[Mới chia tay thì mấy tuần đầu là khó nhất;|Chia tay đau nhất là những tuần đầu;] [cứ ăn, ngủ và kể thật lòng với một người bạn.|giữ ngày thật đơn giản: ăn, ngủ, đi bộ một chút, nói chuyện với một người tin được.]'],
      zh: ['[刚分手的头几周最难熬；|分手最疼的是开头那几周；][好好吃饭、睡觉，找一个朋友说说真心话。|把日子过小一点：吃饭、睡觉、走一走，跟信得过的人聊一聊。]'],
      koPolite: ['[헤어지고 처음 몇 주가 제일 힘들어요.|이별은 처음 몇 주가 가장 아파요.] [밥 챙겨 먹고, 자고, 믿는 사람 한 명한테 솔직하게 털어놓으세요.|하루를 작게 보내세요. 밥, 잠, 산책, 솔직한 대화 한 번.]'],
      koPlain: ['[헤어지고 처음 몇 주가 제일 힘들어.|이별은 처음 몇 주가 제일 아파.] [밥 챙겨 먹고, 자고, 믿는 사람한테 솔직하게 털어놔.|하루를 작게 보내. 밥, 잠, 산책, 솔직한 대화 한 번.]'],
    },
  },
  job_change: {
    match: ['new job', 'job offer', 'change jobs', 'changing jobs', 'switch jobs', 'quit my job', 'quit the job', '이직', '퇴사', '회사를 옮', 'nhảy việc', 'đổi việc', 'chuyển việc', 'nghỉ việc', '跳槽', '换工作', '辞职'],
    name: { en: 'the job change', vi: 'chuyện đổi việc', zh: '换工作', ko: '이직' },
  },
  promotion: {
    match: ['promotion', 'promoted', 'just got promoted', 'thăng chức', 'lên chức', '승진', '升职', '晋升'],
    name: { en: 'the promotion', vi: 'chuyện thăng chức', zh: '升职', ko: '승진' },
  },
  relocate: {
    match: ['move to his city', 'move to her city', 'move cities', 'relocate', 'chuyển tới thành phố', 'chuyển đến thành phố', '그 도시로 이사', '搬去他的城市', '搬去她的城市', '搬到他那边', '去他的城市'],
    name: { en: 'moving cities', vi: 'chuyển thành phố', zh: '换城市', ko: '다른 도시로 가는 일' },
  },
  salary: {
    match: ['salary', 'pay rise', 'higher pay', 'pays more', 'better pay', '연봉', '월급', 'lương', '工资', '薪水', '涨薪', '待遇'],
    name: { en: 'the pay', vi: 'mức lương', zh: '工资', ko: '연봉' },
  },
  commute: {
    match: ['commute', 'commuting', 'hour and a half each way', '출퇴근', '통근', 'đường đi làm', 'đi lại xa', 'đi làm xa', '通勤', '上下班路上', '上班路上'],
    name: { en: 'the commute', vi: 'quãng đường đi làm', zh: '通勤', ko: '출퇴근' },
  },
  hometown: {
    match: ['hometown', 'home town', 'back home', '고향', '시골', 'về quê', 'quê', '老家', '家乡', '回家乡'],
    name: { en: 'home', vi: 'quê', zh: '老家', ko: '고향' },
  },
  tired: {
    match: ['tired', 'exhausted', 'worn out', 'drained', '피곤', '지쳤', '지쳐', 'mệt', 'kiệt sức', '累', '疲惫', '没力气'],
    name: { en: '', vi: '', zh: '', ko: '' },
  },
};

/** Words that say something went missing or was taken (the detective's case). */
export const missingWords: readonly string[] = [
  'stolen', 'stole', 'missing', 'went missing', 'keeps taking', 'keep taking', 'took my', 'taking my', 'disappeared', 'someone took', 'was taken', 'is gone', 'were gone', 'was gone',
  '없어졌', '사라졌', '훔쳐', '도난', '가져갔', '가져가', 'lấy mất', '拿走', '비었', 'mất', 'bị lấy', 'lấy trộm', 'trộm', 'biến mất', '不见了', '丢了', '被偷', '偷了', '少了', '没了',
];
/** Words that say something was left behind untouched ("the cards were still there"). */
export const leftBehindWords: readonly string[] = [
  'still there', 'left the cards', 'cards were still', 'cards are still', 'untouched', 'vẫn còn nguyên', 'vẫn còn', 'còn nguyên', '그대로', '남아 있', '还在', '没动', '都在',
];
/** What held the missing thing (a wallet, a bag, a drawer), named in each language. */
export const containers: ReadonlyArray<{ match: readonly string[]; name: Named }> = [
  { match: ['wallet', 'purse', 'ví', '지갑', '钱包'], name: { en: 'your wallet', vi: 'chiếc ví', zh: '钱包', ko: '지갑' } },
  { match: ['bag', 'backpack', 'túi', 'ba lô', '가방', '包里', '背包'], name: { en: 'your bag', vi: 'chiếc túi', zh: '包', ko: '가방' } },
  { match: ['drawer', 'ngăn kéo', '서랍', '抽屉'], name: { en: 'the drawer', vi: 'ngăn kéo', zh: '抽屉', ko: '서랍' } },
];

/** Words proposing to meet ("come home this weekend?", "rủ mày ra quán", "내려올래?", "回来吗"), for the old friend. */
export const meetWords: readonly string[] = [
  'come home', 'coming home', 'come back home', 'are you coming', 'meet up', 'hang out', 'grab a drink', 'grab food',
  'rủ', 'có về quê không', 'về không', 'gặp nhau', 'ra quán', 'đi nhậu', '내려올래', '내려와', '올래', '만날래', '보자', '回来吗', '回老家吗', '出来吗', '聚聚', '约吗', '见个面',
];
/** Words asking for company ("keep me company", "陪我聊", "같이 얘기해", "nói chuyện với mình"), for the girl. */
export const companyWords: readonly string[] = [
  'keep me company', 'talk to me', 'chat with me', 'stay with me', 'just talk',
  '陪我', '聊会儿', '聊聊天', '聊一会', '같이 얘기', '얘기 좀 해', '같이 있어', '말동무', 'nói chuyện với', 'tâm sự', 'trò chuyện với', 'ở bên',
];
/** Words asking for a cheer ("cheer me on", "응원", "加油", "cổ vũ"), for the idols. */
export const cheerWords: readonly string[] = ['cheer', 'encourage', 'wish me luck', 'good luck', '응원', '파이팅', '화이팅', 'cổ vũ', 'động viên', 'chúc', '加油', '鼓励', '打气'];

/** Named things the kid explains when asked why. */
export const kidWhyTopics: ReadonlyArray<{ key: string; match: readonly string[] }> = [
  { key: 'clouds', match: ['cloud', 'clouds', '구름', 'mây', '云'] },
  { key: 'rainbow', match: ['rainbow', '무지개', 'cầu vồng', '彩虹'] },
  { key: 'thunder', match: ['thunder', 'lightning', '천둥', '번개', 'sấm', 'sét', '打雷', '闪电'] },
  { key: 'snow', match: ['snow', 'snowflake', '눈송이', '눈이 와', '눈은 왜', 'tuyết', '雪'] },
  { key: 'sea', match: ['sea salty', 'ocean salty', 'salty sea', 'seawater', 'sea water', '바닷물', '바다는 왜 짜', 'nước biển', 'biển mặn', '海水', '海为什么是咸'] },
  { key: 'fish', match: ['fish breathe', 'fish drown', 'fish sleep', '물고기', 'con cá', 'cá thở', 'cá không bị chết đuối', '鱼', '小鱼'] },
];

type PartialFrame = Readonly<Partial<Record<RoleRegister, readonly Lines[]>>>;

/** The detective's case: what the taking says, the window, the people, what to check, one question. */
export const detectiveCase: PartialFrame = {
  en: [
    ['{?left}[Cash gone, cards left behind:|The money taken and the cards untouched:] [whoever did it wanted something quick that leaves no trail,|that is someone who wanted money they could spend without a trace,] [and knew they had only a moment.|and knew your habits.]', '{!left}[First question: who could reach {container} while you were away?|Start with access: who could get near {container}, and when?]'],
    ['{?minutes}[{minutes} minutes is a short window:|A {minutes}-minute window tells me a lot:] [the person saw you step away and was already close by.|whoever did it knew exactly when you stepped away.]'],
    ['{?count}[With only {count} people in the room,|{count} people, then:] [talk to each of them alone about where they were in those minutes and who went near {container},|ask each one separately what they were doing while you were out,] [then compare the stories; the gap is where the truth sits.|and see whose account is the vaguest.]', '{!count}[Make a list of everyone who was nearby at that time,|Write down who was around at that hour,] [then talk to each of them alone.|and hear each one separately.]'],
    ['{?amount}[Check whether a camera covers that spot,|Ask whether anyone saw someone stop by {container},] [and write down how the {amount} was made up: which notes, how many.|and note which notes made up the {amount}.]', '{!amount}[Check whether a camera covers that spot,|Ask whether anyone saw someone stop by {container},] [and write down exactly what is missing.|and note the exact amount and the notes it was in.]'],
    ['[Who knew you kept cash in {container}?|Was {container} open or closed when you came back?|Did anyone leave right after you returned?]'],
  ],
  vi: [
    ['{?left}[Tiền mất mà thẻ vẫn còn:|Lấy tiền mặt, để lại thẻ:] [kẻ lấy muốn thứ tiêu được ngay, không để lại dấu vết,|đó là người cần tiền nhanh và không muốn bị lần ra,] [và biết mình chỉ có ít phút.|và khá rành thói quen của bạn.]', '{!left}[Câu hỏi đầu tiên: ai có thể chạm tới {container} lúc bạn vắng mặt?|Bắt đầu từ chỗ này: ai đến gần được {container}, và vào lúc nào?]'],
    ['{?minutes}[Chỉ {minutes} phút là một khoảng rất ngắn:|Khoảng {minutes} phút đó nói lên nhiều điều:] [người đó thấy bạn rời đi và đã ở ngay gần đó.|ai làm việc này biết chính xác lúc bạn đi.]'],
    ['{?count}[Văn phòng chỉ có {count} người,|Với {count} người trong phòng,] [hãy hỏi riêng từng người xem trong mấy phút đó họ ở đâu, ai lại gần {container},|hãy nói chuyện riêng với từng người xem lúc bạn vắng họ đang làm gì,] [rồi so lời kể với nhau; chỗ vênh chính là manh mối.|rồi xem lời ai mơ hồ nhất.]', '{!count}[Ghi lại tất cả những ai ở gần đó lúc ấy,|Liệt kê ai có mặt quanh đó,] [rồi hỏi riêng từng người.|rồi nghe từng người kể riêng.]'],
    ['{?amount}[Kiểm tra xem chỗ đó có camera không,|Hỏi xem có ai thấy người nào dừng lại gần {container} không,] [và ghi lại {amount} đó gồm mấy tờ, mệnh giá nào.|và nhớ lại {amount} bị lấy là những tờ nào.]', '{!amount}[Kiểm tra xem chỗ đó có camera không,|Hỏi xem có ai thấy người nào dừng lại gần {container} không,] [và ghi lại chính xác số tiền mất, mấy tờ, mệnh giá nào.|và nhớ lại chính xác số tiền cùng loại tờ bị lấy.]'],
    ['[Ai biết bạn để tiền mặt trong {container}?|Lúc quay lại, {container} đang mở hay vẫn như cũ?|Có ai rời đi ngay sau khi bạn quay lại không?]'],
  ],
  zh: [
    ['{?left}[钱没了，卡还在：|拿走现金，留下银行卡：][拿的人要的是马上能花、查不到的东西，|这是个想要现金又怕留下痕迹的人，][而且知道自己只有一小会儿。|而且很熟悉你的习惯。]', '{!left}[第一个问题：你不在的时候，谁能碰到{container}？|先从这儿查：谁能靠近{container}，在什么时候？]'],
    ['{?minutes}[{minutes}分钟是很短的空当：|这{minutes}分钟说明了很多：][那个人看着你离开，本来就在附近。|动手的人很清楚你什么时候走开。]'],
    ['{?count}[当时只有{count}个人，|既然在场的只有{count}个人，][分别单独问每一个人那几分钟在哪儿、谁靠近过{container}，|一个一个私下问，你走开时他们在做什么，][再把说法对一对，对不上的地方就是线索。|看谁的说法最含糊。]', '{!count}[把那段时间在附近的人列出来，|先写下当时都有谁在，][再一个一个单独问。|再分别听每个人怎么说。]'],
    ['{?amount}[看看那一带有没有监控，|问问有没有人看见谁在{container}旁边停留，][再把丢的{amount}记清楚：几张、什么面额。|再记下那{amount}是哪几张。]', '{!amount}[看看那一带有没有监控，|问问有没有人看见谁在{container}旁边停留，][再把丢了多少记清楚，几张、什么面额。|再记下丢了多少、是哪几张。]'],
    ['[谁知道{container}里放着现金？|你回来的时候，{container}是开着还是合着的？|你回来以后，有没有人马上离开了？]'],
  ],
  koHage: [
    ['{?left}[현금만 사라지고 카드는 그대로라…|돈은 없어졌는데 카드는 남았군.] [범인은 바로 쓸 수 있고 흔적이 안 남는 걸 원했네.|추적당하지 않을 돈이 필요했던 사람이지.] [게다가 자네 습관을 잘 아는 사람일 걸세.|시간이 잠깐뿐이란 것도 알고 있었고.]', '{!left}[첫 질문은 이거네. 자네가 없는 동안 누가 {container}에 손이 닿았나?|출입부터 보세. 누가 언제 {container} 근처에 갈 수 있었지?]'],
    ['{?minutes}[{minutes}분은 아주 짧은 틈이네.|그 {minutes}분이 많은 걸 말해 주는군.] [그 사람은 자네가 자리를 뜨는 걸 보고 있었던 걸세.|자네가 언제 자리를 비우는지 아는 사람이지.]'],
    ['{?count}[그때 {count}명뿐이었다면 범위는 좁네.|{count}명이라면 금방 추릴 수 있지.] [한 사람씩 따로 불러 그 몇 분 동안 어디 있었는지, 누가 {container} 근처에 갔는지 물어보게.|각자 따로 만나 자네가 자리를 비운 동안 뭘 했는지 들어 보게.] [이야기가 어긋나는 곳에 답이 있네.|가장 말이 흐린 사람을 눈여겨보게.]', '{!count}[그 시간에 근처에 있던 사람을 모두 적어 보게.|그때 주변에 누가 있었는지부터 적게.] [그리고 한 사람씩 따로 물어보게.|그다음 각자 따로 이야기를 듣게.]'],
    ['{?amount}[그 근처에 CCTV가 있는지 확인하고|{container} 근처에서 누굴 본 사람이 있는지 묻고] [없어진 {amount:이} 지폐 몇 장이었는지 적어 두게.|{amount:이} 어떤 지폐였는지 적어 두게.]', '{!amount}[그 근처에 CCTV가 있는지 확인하고|{container} 근처에서 누굴 본 사람이 있는지 묻고] [정확한 금액과 지폐 종류를 적어 두게.|없어진 돈이 지폐 몇 장이었는지 적어 두게.]'],
    ['[{container}에 현금이 있다는 걸 누가 알았나?|돌아왔을 때 {container:은} 열려 있었나, 닫혀 있었나?|자네가 돌아온 뒤 바로 자리를 뜬 사람은 없었나?]'],
  ],
};

/** The kid's answers to why-questions, per topic; a tiny true reason in a child's words. */
export const kidWhy: Readonly<Record<string, Readonly<Record<'en' | 'vi' | 'zh' | 'koPlain', Lines>>>> = {
  clouds: {
    en: ['[I know this one!|Ooh, I know!] Clouds are made of teeny-tiny water drops, way smaller than raindrops. [They are so light that the warm air going up holds them like a balloon!|They weigh almost nothing, so the air pushes them up and they float!] [When the drops bump together and get fat and heavy, they fall down, and that is rain!|But when lots of drops stick together and get heavy, down they come as rain!]'],
    vi: ['[Con biết câu này!|A, con biết nè!] Mây làm từ những giọt nước tí xíu, nhỏ hơn hạt mưa nhiều lắm. [Chúng nhẹ đến nỗi không khí ấm bay lên đỡ chúng như đỡ quả bóng bay!|Chúng nhẹ hều nên gió với không khí đẩy chúng lên, thế là lơ lửng luôn!] [Khi các giọt nước dính vào nhau, béo ra và nặng lên thì rơi xuống, thành mưa đó!|Nhưng khi giọt nước to và nặng lên thì rơi xuống thành mưa!]'],
    zh: ['[这个我知道！|哇，我知道！]云是好多好多特别小的小水滴做的，比雨点小好多。[它们轻得不得了，往上跑的热空气就像托气球一样把它们托住啦！|它们几乎一点都不重，风和空气把它们往上推，它们就飘着！][等小水滴抱成团变胖变重了，就会掉下来，那就是下雨！|可是小水滴挤在一起变重了，就会掉下来变成雨哦！]'],
    koPlain: ['[이거 알아!|나 이거 알아!] 구름은 아주아주 작은 물방울로 만들어졌어. 빗방울보다 훨씬 작아. [너무 가벼워서 위로 올라가는 따뜻한 공기가 풍선처럼 받쳐 줘!|무게가 거의 없어서 바람이랑 공기가 밀어 올려 주니까 둥둥 떠 있는 거야!] [물방울끼리 뭉쳐서 무거워지면 떨어지는데, 그게 비야!|근데 물방울이 모여서 뚱뚱해지면 뚝 떨어져. 그게 비야!]'],
  },
  rainbow: {
    en: ['[I know!|Ooh, rainbows!] Sunlight looks white, but it is secretly all the colours mixed up. [When it shines through raindrops, the drops split it apart like a prism,|Tiny raindrops bend the light and spread the colours out,] [so you see red, orange, yellow, green, blue and purple!|and that is the rainbow! You have to stand with the sun behind you to see it!]'],
    vi: ['[Con biết nè!|A, cầu vồng!] Ánh nắng trông trắng nhưng thật ra có đủ màu trộn vào nhau. [Khi nắng chiếu qua giọt mưa, giọt mưa tách các màu ra,|Giọt mưa tí xíu bẻ cong ánh sáng và trải màu ra,] [thế là thấy đỏ, cam, vàng, xanh, tím!|thế là thành cầu vồng! Phải quay lưng về phía mặt trời mới thấy đó!]'],
    zh: ['[我知道！|哇，彩虹！]太阳光看起来是白的，其实里面藏着好多颜色。[阳光穿过小雨滴，雨滴把颜色一个个分开，|小雨滴把光弄弯了，颜色就散开啦，][就看到红橙黄绿蓝紫啦！|就变成彩虹了！要背对着太阳才看得到哦！]'],
    koPlain: ['[나 알아!|와, 무지개!] 햇빛은 하얘 보이지만 사실 여러 색이 섞여 있어. [햇빛이 빗방울을 지나가면 빗방울이 색깔을 하나씩 나눠 줘.|작은 빗방울이 빛을 휘게 해서 색이 쫙 퍼져.] [그래서 빨주노초파남보가 보이는 거야!|그게 무지개야! 해를 등지고 서야 보여!]'],
  },
  thunder: {
    en: ['[I know!|Ooh, thunder!] Lightning is a giant spark in the clouds, super hot. [It heats the air so fast that the air goes BOOM,|The air around it jumps so fast it makes a huge bang,] [and that boom is thunder! We see the flash first because light is faster than sound!|so thunder is just the sound of lightning! Count after the flash to know how far it is!]'],
    vi: ['[Con biết!|Ồ, sấm!] Tia chớp là một tia lửa khổng lồ trong mây, nóng lắm. [Nó làm không khí nóng lên nhanh quá nên nổ ĐÙNG,|Không khí quanh nó giãn ra nhanh quá nên kêu đùng một cái,] [tiếng đùng đó là sấm! Mình thấy chớp trước vì ánh sáng nhanh hơn âm thanh!|nên sấm chính là tiếng của tia chớp đó!]'],
    zh: ['[我知道！|哇，打雷！]闪电是云里一个超级大的电火花，特别烫。[它把空气一下子烧得好热，空气就“轰”地响了，|旁边的空气被它一下子撑开，就发出好大一声，][那就是雷声！我们先看到闪电，因为光比声音跑得快！|所以打雷就是闪电的声音呀！]'],
    koPlain: ['[나 알아!|와, 천둥!] 번개는 구름 속에서 생기는 엄청 큰 불꽃이야. 엄청 뜨거워. [공기를 너무 빨리 뜨겁게 만들어서 공기가 쾅 하고 터져.|주변 공기가 갑자기 확 커지면서 큰 소리가 나.] [그게 천둥이야! 빛이 소리보다 빨라서 번쩍이 먼저 보여!|그러니까 천둥은 번개 소리야!]'],
  },
  sea: {
    en: ['[I know!|Ooh, the sea!] Rain falls on rocks and washes out a tiny bit of salt from them. [Rivers carry that salt all the way to the sea,|The rivers take the salt down to the sea,] [and when the sun dries up the sea water, the water goes up but the salt stays behind! So it gets saltier and saltier for millions of years!|and the sun lifts the water back up into clouds but leaves the salt, so the sea keeps it!]'],
    vi: ['[Con biết!|Ồ, biển!] Mưa rơi xuống đá và rửa ra một chút muối tí xíu. [Sông chở chỗ muối đó ra tận biển,|Nước sông mang muối đó chảy ra biển,] [rồi nắng làm nước bay hơi lên trời, còn muối thì ở lại! Cứ thế hàng triệu năm nên biển mặn chát!|nắng kéo nước lên thành mây nhưng để muối lại, nên biển giữ hết muối!]'],
    zh: ['[我知道！|哇，大海！]下雨的时候，雨水会从石头上冲下来一点点盐。[小河把这些盐一路带到大海里，|河水把盐带进了大海，][太阳把海水晒成水汽飞走了，盐却留下来！好几百万年，海就越来越咸啦！|太阳把水变成云带走，可是盐带不走，所以都留在海里了！]'],
    koPlain: ['[나 알아!|와, 바다!] 비가 돌 위에 내리면 돌에서 소금이 아주 조금씩 녹아 나와. [강물이 그 소금을 바다까지 데려가고,|강이 그 소금을 바다로 실어 날라.] [해가 바닷물을 데워서 물만 하늘로 올라가고 소금은 남아! 그게 엄청 오래 쌓여서 짠 거야!|물은 구름이 돼서 날아가는데 소금은 못 가서 바다에 남는 거야!]'],
  },
  fish: {
    en: ['[I know!|Ooh, fish!] Fish have gills instead of lungs, on the sides of their heads. [Water goes in through the mouth and out through the gills,|They gulp water and push it out past the gills,] [and the gills catch the tiny bit of air that is mixed in the water! So the water is their air!|and the gills pull out the air hidden in the water, so they never drown!]'],
    vi: ['[Con biết!|Ồ, con cá!] Cá không có phổi như mình, cá có mang ở hai bên đầu. [Nước vào miệng rồi chảy ra qua mang,|Cá uống nước vào rồi đẩy ra qua mang,] [mang lọc lấy chút không khí trộn trong nước! Nên nước là không khí của cá đó!|mang lấy được không khí giấu trong nước, nên cá không bị chết đuối!]'],
    zh: ['[我知道！|哇，小鱼！]鱼没有像我们一样的肺，它们头两边有鳃。[水从嘴巴进去，再从鳃流出来，|它们喝一口水，再从鳃那里推出去，][鳃能把水里藏着的一点点空气抓住！所以水就是它们的空气！|鳃会把水里的空气拿出来，所以鱼不会淹死！]'],
    koPlain: ['[나 알아!|와, 물고기!] 물고기는 폐 대신 머리 옆에 아가미가 있어. [물이 입으로 들어가서 아가미로 나가는데,|물을 꿀꺽 마시고 아가미로 내보내는데,] [아가미가 물속에 섞인 공기를 쏙 잡아! 그래서 물이 물고기한테는 공기야!|아가미가 물에 숨은 공기를 꺼내서 물에 빠져 죽지 않아!]'],
  },
  snow: {
    en: ['[I know!|Ooh, snow!] When it is really cold up in the clouds, the tiny water drops freeze into ice crystals. [They stick together into snowflakes with six points,|The crystals grow six little arms and become snowflakes,] [and they are so light they float down slowly instead of falling fast like rain!|and if the air down here is cold too, they reach the ground without melting!]'],
    vi: ['[Con biết!|Ồ, tuyết!] Khi trên mây lạnh lắm, những giọt nước tí xíu đông lại thành tinh thể băng. [Chúng dính vào nhau thành bông tuyết sáu cánh,|Tinh thể mọc ra sáu cánh nhỏ thành bông tuyết,] [nhẹ quá nên bay lả tả xuống chứ không rơi nhanh như mưa!|nếu dưới đất cũng lạnh thì rơi xuống mà không tan!]'],
    zh: ['[我知道！|哇，下雪！]云里特别冷的时候，小水滴会冻成小冰晶。[它们粘在一起，变成六个角的雪花，|小冰晶长出六只小手，就成了雪花，][雪花很轻，所以慢慢飘下来，不像雨点那样快！|要是地上也很冷，它们掉下来就不会化啦！]'],
    koPlain: ['[나 알아!|와, 눈!] 구름 속이 엄청 추우면 작은 물방울이 얼어서 얼음 알갱이가 돼. [그게 서로 붙어서 뾰족한 데가 여섯 개인 눈송이가 되고,|얼음 알갱이에 작은 팔이 여섯 개 자라서 눈송이가 돼.] [가벼워서 비처럼 빨리 안 떨어지고 살살 내려와!|땅도 추우면 안 녹고 그대로 쌓여!]'],
  },
};

/** The astrologer on a decision for one sign: the sign, the pay and the commute weighed, the time, one step, one question. */
export const astrologerDecision: PartialFrame = {
  en: [
    ['[{sign}, I see: {trait}.|Ah, {sign}: {trait}.]'],
    ['{?salary}[The higher pay is a real gift from Jupiter,|The stars see the pay rise clearly,]{?commute} [but the commute is a price you pay every single day, in sleep and evenings.|yet a long commute is paid daily, in sleep and evenings.]', '{?salary}{!commute}[The higher pay is a real gift from Jupiter; count what else comes with it.|The stars see the pay rise clearly; weigh it against the hours it asks.]', '{!salary}{?commute}[The commute is a price you pay every single day, in sleep and evenings.|A long commute is paid daily; weigh it honestly.]', '{!salary}{!commute}[A change of path is written for you this season,|The stars favour a move,] [as long as you choose it with open eyes.|as long as you look at what it costs you day to day.]'],
    ['{?when}{!commute}[{when:cap} is good for deciding, not for rushing:|{when:cap}? Yes, you may move,] [write down what you gain and what you give up, and decide on paper before you decide aloud.|but talk it through with the person it changes most before you sign anything.]', '{?when}{?commute}[{when:cap} is good for deciding, not for rushing:|{when:cap}? Yes, you may move,] [sign only after you have done that journey once at rush hour, both ways.|but ride the commute once at rush hour before you sign.]', '{!when}[Move when the offer is in writing, not before,|Wait until the offer is on paper,] [and do the journey once at rush hour before you sign.|and try the new commute once at rush hour first.]'],
    ['[Which weighs more for you: the money or your evenings?|When you picture the first Monday morning there, what do you feel?]'],
  ],
  vi: [
    ['[{sign} à, {trait}.|À, {sign}: {trait}.]'],
    ['{?salary}[Lương cao hơn là quà thật của sao Mộc,|Các vì sao thấy rõ mức lương tăng,]{?commute} [nhưng quãng đường đi làm xa là cái giá bạn trả mỗi ngày, bằng giấc ngủ và buổi tối.|nhưng đi làm xa thì ngày nào cũng mất giấc ngủ và buổi tối.]', '{?salary}{!commute}[Lương cao hơn là quà thật của sao Mộc; hãy xem nó kèm theo những gì.|Các vì sao thấy rõ mức lương tăng; cân nó với số giờ phải bỏ ra.]', '{!salary}{?commute}[Quãng đường đi làm xa là cái giá trả mỗi ngày, bằng giấc ngủ và buổi tối.|Đi làm xa thì ngày nào cũng phải trả giá; hãy cân thật lòng.]', '{!salary}{!commute}[Mùa này có lối rẽ dành cho bạn,|Các vì sao ủng hộ việc chuyển,] [miễn là bạn chọn với đôi mắt mở to.|miễn là bạn nhìn rõ cái giá mỗi ngày.]'],
    ['{?when}{!commute}[{when:cap} hợp để quyết, không hợp để vội:|Quyết trong {when} cũng được,] [hãy viết ra được gì và mất gì, quyết trên giấy trước khi nói ra.|nhưng hãy bàn kỹ với người bị ảnh hưởng nhiều nhất trước khi ký gì.]', '{?when}{?commute}[{when:cap} hợp để quyết, không hợp để vội:|Chuyển trong {when} cũng được,] [hãy đi thử quãng đường đó một lần vào giờ cao điểm rồi mới ký.|miễn là bạn đã đi thử đúng giờ cao điểm một lần trước khi ký.]', '{!when}[Chỉ chuyển khi lời mời đã có trên giấy,|Đợi có thư mời chính thức đã,] [và đi thử quãng đường vào giờ cao điểm một lần trước khi ký.|và thử đi làm một lần vào giờ cao điểm.]'],
    ['[Với bạn, tiền hay buổi tối nặng hơn?|Nghĩ tới sáng thứ Hai đầu tiên ở chỗ mới, bạn thấy thế nào?]'],
  ],
  zh: [
    ['[{sign}啊，{trait}。|{sign}的人，{trait}。]'],
    ['{?salary}[工资涨了，是木星给你的真礼物，|星象把涨薪看得很清楚，]{?commute}[可通勤太远，是每天都要付的代价，付的是睡眠和晚上。|可路上太久，每天耗掉的是睡眠和晚上的时间。]', '{?salary}{!commute}[工资涨了，是木星给你的真礼物；看看它还附带了什么。|星象把涨薪看得很清楚；跟要付出的时间一起掂量。]', '{!salary}{?commute}[通勤太远，是每天都要付的代价。|路上太久，每天都在付出；好好掂量。]', '{!salary}{!commute}[这个季节，星象给你留了一条新路，|星象支持你动一动，][只要你睁大眼睛去选。|只要你看清每天要付出的东西。]'],
    ['{?when}{!commute}[{when}适合做决定，不适合赶：|{when}可以定，][把得到什么、放弃什么写在纸上，先在纸上做决定。|但在签任何东西之前，先和受影响最大的那个人好好谈一次。]', '{?when}{?commute}[{when}适合做决定，不适合赶：|{when}可以动，][签约前先在上班高峰把那条路来回走一趟。|但签之前先在早高峰实际试走一次。]', '{!when}[等录用通知白纸黑字了再动，|先等正式的offer，][签之前在高峰时段把新路线走一次。|再在上班高峰试走一次。]'],
    ['[对你来说，钱和晚上的时间，哪个更重？|想到在新地方的第一个周一早上，你心里是什么感觉？]'],
  ],
  koHage: [
    ['[{sign:은} {trait} 별이지.|{sign}, {trait} 별이로군.]'],
    ['{?salary}[연봉이 오르는 건 분명 목성이 주는 선물이네.|연봉 쪽엔 별이 웃고 있군.]{?commute} [하지만 먼 출퇴근은 매일 잠과 저녁으로 치르는 값이지.|허나 긴 출퇴근 시간은 날마다 그대의 잠과 저녁을 가져가네.]', '{?salary}{!commute}[연봉이 오르는 건 분명 목성이 주는 선물이네. 무엇이 함께 따라오는지도 보게.|연봉 쪽엔 별이 웃고 있군. 들어가는 시간과 함께 저울질하게.]', '{!salary}{?commute}[먼 출퇴근은 매일 잠과 저녁으로 치르는 값이지.|긴 출퇴근 시간은 날마다 그대의 저녁을 가져가네.]', '{!salary}{!commute}[이번 계절엔 새 길이 그대 앞에 열려 있네.|별은 움직이는 쪽을 밀어 주고 있군.] [다만 눈을 크게 뜨고 고르게.|매일 치를 값을 똑똑히 보고 고르게.]'],
    ['{?when}{!commute}[{when:은} 결정하기엔 좋은 달이네. 다만 서두르진 말게.|{when} 정해도 괜찮네.] [얻는 것과 내려놓는 것을 종이에 적어 보고 결정하게.|무엇이든 서명하기 전에 가장 영향을 받는 사람과 먼저 이야기하게.]', '{?when}{?commute}[{when:은} 결정하기엔 좋은 달이네. 다만 서두르진 말게.|{when} 움직여도 괜찮네.] [계약 전에 출근 시간에 그 길을 한 번 직접 다녀와 보게.|서명은 출근길을 실제로 한 번 타 본 뒤에 하게.]', '{!when}[제안이 글로 확정된 뒤에 움직이게.|합격 통보가 문서로 오기 전엔 기다리게.] [그리고 출근 시간에 새 길을 한 번 다녀와 보게.|계약 전에 출근길을 한 번 타 보게.]'],
    ['[그대에겐 돈과 저녁 시간 중 어느 쪽이 더 무거운가?|새 회사의 첫 월요일 아침을 떠올리면 마음이 어떤가?]'],
  ],
};

/** The idols' cheer before an event: the event and when, the tips for it, sleep when it is soon, the cheer. */
export const idolCheer: PartialFrame = {
  en: [
    ['{?when}[{event:cap} {when}? I am cheering for you from right here!|{when:cap} is {event}? Then this cheer is all yours: you can do this!]', '{!when}[{event:cap} coming up? I am cheering for you from right here!|Then this cheer is all yours: you can do this!]'],
    ['{?soon}[And sleep at least six hours; a rested head remembers more than one more hour of cramming.|Then sleep: a rested brain finds things faster than a tired one.]'],
    ['[Fighting! Tell me how it went afterwards!|You have got this. I will be waiting to hear how it went!]'],
  ],
  vi: [
    ['{?when}[{event:cap} {when} à? Mình cổ vũ bạn hết mình luôn!|{when:cap} là {event} hả? Lời cổ vũ này dành cho bạn: bạn làm được!]', '{!when}[Sắp tới {event} hả? Mình cổ vũ bạn hết mình luôn!|Lời cổ vũ này dành cho bạn: bạn làm được!]'],
    ['{?soon}[Và ngủ đủ ít nhất sáu tiếng nhé, đầu óc tỉnh táo nhớ bài tốt hơn.|Đừng thức trắng, ngủ đủ cũng là ôn bài đó.]'],
    ['[Cố lên! Xong rồi kể mình nghe nhé!|Bạn làm được mà, cố lên!]'],
  ],
  zh: [
    ['{?when}[{when}就{event}了？我在这里给你加油！|{when}{event}呀？这句加油送给你：你可以的！]', '{!when}[要{event}了？我在这里给你加油！|这句加油送给你：你可以的！]'],
    ['{?soon}[还有，至少睡够六个小时，睡好的脑子反应更快。|别熬通宵，睡好也是复习。]'],
    ['[加油！结束了告诉我怎么样！|你一定可以的，加油！]'],
  ],
  koPolite: [
    ['{?when}[{when} {event:이}라고요? 제가 여기서 응원할게요!|{when} {event}! 제 응원 다 가져가세요!]', '{!when}[{event:이} 다가온다고요? 제가 여기서 응원할게요!|제 응원 다 가져가세요!]'],
    ['{?soon}[그리고 꼭 여섯 시간은 자요. 푹 잔 머리가 더 잘 기억해요.|밤새우지 말고 일찍 자요. 잘 자는 것도 공부예요.]'],
    ['[할 수 있어요, 파이팅! 끝나면 어땠는지 꼭 얘기해 줘요.|응원하고 있을게요. 파이팅!]'],
  ],
};

/** The old friend's answer to an invitation: yes (and when), the place, the news taken up, one question. */
export const friendMeet: PartialFrame = {
  en: [
    ['{?when}[Yes, I will be there {when}!|Of course, count me in {when}!]', '{!when}[Yes, I am in!|Of course, count me in!]'],
    ['{?place}[We will sit at {place} as long as you want, like old times; first round is on me.|{place:cap} it is, like old times; I am buying.]', '{!place}[We will go to our old spot and sit as long as you want.|Pick the place; I am buying the first round.]'],
    ['{?breakup}[And the breakup: you do not have to be okay by then; just come and talk, or do not.|A breakup is rotten; bring all of it, I will listen.]'],
    ['[What time do you get in?|Want me to pick you up?]'],
  ],
  vi: [
    ['{?when}[Về chứ, {when} tớ về!|Được luôn, {when} tính cả tớ!]', '{!when}[Về chứ!|Được luôn, tính cả tớ!]'],
    ['{?place}[Ra {place} ngồi như hồi xưa, chầu đầu tớ bao.|Ngồi {place} tới khuya cũng được, như hồi xưa.]', '{!place}[Ra chỗ cũ ngồi bao lâu cũng được.|Chọn chỗ đi, chầu đầu tớ bao.]'],
    ['{?breakup}[Chuyện chia tay thì cứ kể hết, tớ nghe.|Mới chia tay buồn là phải, cứ về rồi kể tớ nghe, không cần tỏ ra ổn đâu.]'],
    ['[Mấy giờ cậu về tới?|Có cần tớ ra đón không?]'],
  ],
  zh: [
    ['{?when}[回！{when}我肯定回！|当然，{when}算我一个！]', '{!when}[回！|当然，算我一个！]'],
    ['{?place}[去{place}坐着，跟以前一样，第一轮我请。|{place}坐多久都行，就像以前那样。]', '{!place}[老地方坐着，坐多久都行。|你挑地方，第一轮我请。]'],
    ['{?breakup}[分手的事，见面慢慢说，我听着。|刚分手难受是正常的，不用装没事，回来我陪你。]'],
    ['[你几点到？|要不要我去接你？]'],
  ],
  koPlain: [
    ['{?when}[당연하지, {when} 갈게!|좋아, {when} 나도 끼워 줘!]', '{!when}[당연하지, 갈게!|좋아, 나도 끼워 줘!]'],
    ['{?place}[{place}에서 옛날처럼 오래 앉아 있자. 첫 잔은 내가 살게.|{place} 가자, 옛날처럼. 내가 쏠게.]', '{!place}[우리 옛날 자리 가서 오래 앉아 있자.|장소 골라, 첫 잔은 내가 살게.]'],
    ['{?breakup}[헤어진 얘기는 만나서 다 해. 내가 들어 줄게.|헤어진 지 얼마 안 됐으면 힘든 게 당연해. 괜찮은 척 안 해도 돼.]'],
    ['[몇 시쯤 도착해?|데리러 갈까?]'],
  ],
};

/** Opening of a caring reply that names what the visitor went through ({details}); the girl and the psychologist. */
export const careOpening: Readonly<Record<'girl' | 'psychologist', PartialFrame>> = {
  girl: {
    en: [['[{details:cap}… you really had a day.|Oh no, {details}? Come here, that was a long day.]']],
    vi: [['[{details:cap}, hôm nay cậu vất vả quá rồi.|Trời ơi, {details}, hôm nay mệt lắm rồi đúng không.]']],
    zh: [['[{details}，今天真的太辛苦了。|天哪，{details}，你今天受苦了。]']],
    koPlain: [['[{details}… 오늘 진짜 고생 많았어.|어떡해, {details}… 오늘 너무 힘들었겠다.]']],
  },
  psychologist: {
    en: [['{?criticism}[Being picked apart in front of others and then going blank is a stress response, not a verdict on you.|When criticism comes in front of the whole group, freezing is your body reacting to a threat; it says nothing about your competence.]', '{!criticism}[{details:cap}: that is a lot to carry, and it makes sense that it weighs on you.|{details:cap}: it makes sense that this sits heavily with you.]']],
    vi: [['{?criticism}[Bị bắt lỗi trước mặt mọi người rồi đầu óc trống rỗng là phản ứng căng thẳng, không phải lời phán xét về bạn.|Khi bị góp ý trước cả nhóm, việc bạn đứng hình là cơ thể phản ứng với nguy hiểm; nó không nói gì về năng lực của bạn.]', '{!criticism}[{details:cap}: thấy nặng lòng là chuyện dễ hiểu.|{details:cap}: mang chuyện đó trong lòng thì nặng là phải.]']],
    zh: [['{?criticism}[当着大家被挑毛病，然后脑子一片空白，这是压力反应，不是对你的判决。|在所有人面前被批评时卡住，是身体在应对威胁，跟你的能力无关。]', '{!criticism}[{details}：会觉得沉，是很自然的。|{details}，心里压着这些，累是正常的。]']],
    koPolite: [['{?criticism}[사람들 앞에서 지적받고 머리가 하얘지는 건 스트레스 반응이지, 당신에 대한 판정이 아니에요.|모두 앞에서 비판을 들을 때 얼어붙는 건 몸이 위협에 반응하는 거예요. 능력과는 상관없어요.]', '{!criticism}[{details}… 마음이 무거운 게 당연해요.|{details}… 그 무게가 느껴져요.]']],
  },
};

/** Company and one question, after the tips: the girl stays to chat; the psychologist asks what happens inside. */
export const careClosing: Readonly<Record<'girl' | 'psychologist', PartialFrame>> = {
  girl: {
    en: [['[I am here; I will keep you company as long as you like.|Of course I will chat with you; I am not going anywhere.]'], ['[Have you eaten anything yet?|What was the worst part of today?]']],
    vi: [['[Mình ở đây, nói chuyện bao lâu cũng được.|Tất nhiên rồi, mình ngồi đây với cậu.]'], ['[Cậu ăn gì chưa?|Hôm nay đoạn nào mệt nhất?]']],
    zh: [['[我在呢，陪你聊多久都行。|当然陪你聊，我哪儿也不去。]'], ['[晚饭吃了吗？|今天最累的是哪一下？]']],
    koPlain: [['[나 여기 있어. 얼마든지 같이 얘기하자.|당연히 같이 있어 줄게. 어디 안 가.]'], ['[밥은 먹었어?|오늘 제일 힘들었던 게 뭐야?]']],
  },
  psychologist: {
    en: [['{?criticism}[What does your manager usually pick on?|When you freeze, what is the first thought that goes through your head?]', '{!criticism}[Which of these weighs on you most right now?|What would make tomorrow a little lighter?]']],
    vi: [['{?criticism}[Sếp thường bắt lỗi điều gì?|Lúc đứng hình, ý nghĩ đầu tiên trong đầu bạn là gì?]', '{!criticism}[Trong những chuyện đó, chuyện nào nặng nhất lúc này?|Điều gì sẽ làm ngày mai nhẹ hơn một chút?]']],
    zh: [['{?criticism}[领导通常挑的是哪方面？|卡住的那一刻，你脑子里冒出的第一个念头是什么？]', '{!criticism}[这些里面，现在最压着你的是哪一件？|怎样能让明天轻松一点点？]']],
    koPolite: [['{?criticism}[상사분은 주로 어떤 부분을 지적하세요?|얼어붙는 순간 제일 먼저 드는 생각은 뭐예요?]', '{!criticism}[그중에 지금 가장 무거운 건 뭐예요?|내일이 조금 가벼워지려면 뭐가 있으면 좋을까요?]']],
  },
};

/** A short question back that quotes the visitor ({quote}, their whole sentence), when nothing else can be read. */
export const askBack: Readonly<Record<'kid' | 'other', PartialFrame>> = {
  kid: {
    en: [['{?quote}“{quote}” [Hmm, that is a big one!|Ooh, good question!] [I do not know yet. What do you think?|Can you tell me the answer? I want to know too!]', '{!quote}[Hmm, I do not get it yet. Can you say it again, easier?|Ooh, what do you mean? Tell me more!]']],
    vi: [['{?quote}“{quote}” [Ừm, câu này khó ghê!|Ồ, hay quá!] [Con chưa biết. Cô chú nghĩ sao?|Kể con nghe đáp án đi, con cũng muốn biết!]', '{!quote}[Ừm, con chưa hiểu. Nói lại dễ hơn được không?|Ồ, ý là sao? Kể thêm cho con nghe đi!]']],
    zh: [['{?quote}“{quote}”[嗯……这个好难哦！|哇，好问题！][我还不知道，你觉得呢？|你告诉我答案好不好？我也想知道！]', '{!quote}[嗯，我没听懂，可以说简单一点吗？|咦，什么意思呀？再多说一点嘛！]']],
    koPlain: [['{?quote}“{quote}” [음, 이거 진짜 어렵다!|오, 좋은 질문이야!] [나 아직 몰라. 너는 어떻게 생각해?|정답 알려 줘! 나도 궁금해!]', '{!quote}[음, 잘 모르겠어. 쉽게 다시 말해 줄래?|어? 무슨 뜻이야? 더 얘기해 줘!]']],
  },
  other: {
    en: [['{?quote}“{quote}” [Tell me a little more: what happened, and what would you like from me?|I want to get this right: what part of it matters most to you?]', '{!quote}[Tell me a little more: what happened, and what would you like from me?|I want to get this right: what part matters most to you?]']],
    vi: [['{?quote}“{quote}” [Kể thêm một chút nhé: chuyện gì đã xảy ra, và bạn muốn mình giúp gì?|Mình muốn hiểu cho đúng: phần nào quan trọng nhất với bạn?]', '{!quote}[Kể thêm một chút nhé: chuyện gì đã xảy ra, và bạn muốn mình giúp gì?|Mình muốn hiểu cho đúng: phần nào quan trọng nhất với bạn?]']],
    zh: [['{?quote}“{quote}”[再多说一点吧：发生了什么，你希望我怎么帮你？|我想听明白：这里面对你最要紧的是哪一点？]', '{!quote}[再多说一点吧：发生了什么，你希望我怎么帮你？|我想听明白：对你最要紧的是哪一点？]']],
    koPolite: [['{?quote}“{quote}” [조금만 더 얘기해 주세요. 무슨 일이 있었고, 제가 뭘 도와드리면 될까요?|제대로 이해하고 싶어요. 그중 가장 중요한 게 뭐예요?]', '{!quote}[조금만 더 얘기해 주세요. 무슨 일이 있었어요?|제대로 이해하고 싶어요. 가장 중요한 게 뭐예요?]']],
    koHage: [['{?quote}“{quote}” [조금 더 들려주게. 무슨 일이 있었고, 내게 무엇을 바라나?|제대로 알고 싶군. 그중 무엇이 가장 중요한가?]', '{!quote}[조금 더 들려주게. 무슨 일이 있었나?|제대로 알고 싶군. 무엇이 가장 중요한가?]']],
    koPlain: [['{?quote}“{quote}” [조금만 더 얘기해 줘. 무슨 일 있었어? 내가 뭘 해 주면 돼?|제대로 알고 싶어. 그중에 제일 중요한 게 뭐야?]', '{!quote}[조금만 더 얘기해 줘. 무슨 일 있었어?|제대로 알고 싶어. 제일 중요한 게 뭐야?]']],
  },
};

