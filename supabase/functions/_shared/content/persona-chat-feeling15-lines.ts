/**
 * Round 15 of issue 13: the lines that answer the visitor's question about their own feeling (persona-chat-feeling15.ts),
 * per register. Each kind has three lines: an honest take, why (from what was written), one question about it; "still"
 * (a feeling that keeps coming back after time), "leftOut" (others left the visitor out) and "behind" (only the visitor
 * is behind the others) replace the middle line.
 */
import type { ByRegister } from './persona-chat-fix-voice.ts';

/** The lines of one register. */
export interface FeelingLines {
  told: (context: string) => string;
  overreact: readonly [string, string, string];
  badSelf: readonly [string, string, string];
  cause: readonly [string, string, string];
  hurtOther: readonly [string, string, string];
  causeGuess: readonly [string, string, string];
  help: readonly [string, string, string];
  still: string;
  leftOut: string;
  behind: string;
}

const koPolite: FeelingLines = {
  told: (context) => `${context}.`,
  overreact: ['솔직히 말씀드리면, 아주 자연스러운 반응이에요. 유난도 아니고 이상한 것도 아니에요.', '그만큼 소중했으니까 마음이 쓰이는 거고, 감정이 꼭 일의 크기에 맞아야 진짜인 건 아니에요. 억지로 괜찮은 척하지 않으셔도 돼요.', '그중에서 제일 마음에 걸리는 게 뭐예요?'],
  badSelf: ['아니요. 정말 그런 사람이라면 이런 고민조차 하지 않아요.', '그건 한순간의 일이지, 그게 곧 어떤 사람인지를 말해 주진 않아요. 풀어야 할 게 있다면 그 하나만 풀고, 나머지는 스스로에게 조금 너그러워지세요.', '어떤 순간이 제일 마음에 걸리세요?'],
  cause: ['그럴 만해요. 마음이 무거운 게 당연해요.', '그 기분을 오늘 당장 해결하지 않아도 괜찮아요. 이렇게 말로 꺼낸 것만으로도 조금은 가벼워져요.', '그 기분이 언제 제일 크게 밀려와요?'],
  hurtOther: ['조금은 그랬을 수도 있어요. 그래도 솔직하게 말해서 마음이 아픈 것과, 상처 주려고 한 건 전혀 다른 일이에요.', '조금 가라앉으면 다시 찾아가서 왜 그렇게 말했는지, 그리고 그 사람 탓이 아니라는 걸 전해 보세요. 그 두 번째 대화가 첫 번째보다 더 중요할 때가 많아요.', '그 뒤로 그분은 어떤 모습이었어요?'],
  causeGuess: ['솔직히요? 생각하시는 것보다 훨씬 덜 티 나요. 본인은 하루 종일 가까이서 보지만, 다른 사람들은 잠깐 스쳐 보거든요.', '며칠만 지나면 지금 그렇게 커 보이는 것도 아무도 말 안 하는 일이 되는 경우가 대부분이에요.', '실제로 누가 뭐라고 한 사람 있었어요?'],
  help: ['그런 마음을 안고 있으면 정말 무겁죠. 조금 가벼워지고 싶은 게 당연해요.', '그 기분보다 작은 데서 시작해 보세요. 오늘 밤, 괜찮았던 일 하나만 적어 보세요. 아무리 작아도 괜찮아요. 이번 주 매일 밤이요. 그 기분과 싸우는 게 아니라 곁에 하나 놓아 주는 거예요.', '그 기분은 언제 제일 커져요?'],
  still: '시간이 꽤 지났는데도 그런 건 정상이에요. 소중했던 건 날짜에 맞춰 사라지지 않거든요. 파도처럼 밀려왔다가, 그 간격이 조금씩 길어져요.',
  leftOut: '혼자 빠진 것 같은 기분은 유독 아파요. 내가 뭐가 문제인가 싶어지니까요. 그런데 대부분은 급하게 잡힌 약속이거나 그냥 습관이지, 나에 대한 판정이 아니에요.',
  behind: '나만 뒤처지거나 혼자 남은 것 같은 기분은 유독 아파요. 내가 뭔가 잘못됐나 싶어지니까요. 그런데 대부분은 그렇지 않아요. 다른 사람들의 속도가 내 속도에 대한 판정은 아니에요.',
};

/** The lines per register. */
export const feelingLines: ByRegister<FeelingLines> = {
  en: {
    told: (context) => `So ${context}.`,
    overreact: ["Honestly? That's a normal reaction, not an overreaction.", "It stings because it matters to you, and a feeling doesn't have to be the right size to be real; you don't have to talk yourself out of it.", 'What part of it stays with you most?'],
    badSelf: ["No. Someone who really was wouldn't be asking.", 'What happened is one moment, not who you are; if something needs mending, mend that one thing and go easier on yourself for the rest.', 'Which moment are you hardest on yourself about?'],
    cause: ['That makes sense; of course it weighs on you.', "A feeling like that isn't something to fix tonight; naming it, the way you just did, already takes a little weight off.", 'When does it hit you hardest?'],
    hurtOther: ["Maybe a little, and that's not the same as doing something wrong: being honest can hurt without being unkind.", "Once things settle, go back, tell {them} why, and that it isn't about {them}; that second talk often matters more than the first.", 'How did {they} seem afterwards?'],
    causeGuess: ["Honestly? It probably shows far less than you fear: you see it up close all day, everyone else sees it for a second.", 'Give it a few days; what feels glaring now usually turns into something nobody even mentions.', 'Has anyone actually said anything?'],
    help: ["That's a heavy thing to carry, and of course you want it to ease.", "Start smaller than the feeling: tonight, write down one thing that went okay today, however tiny, and do it every night this week; it doesn't argue with the feeling, it keeps it company.", 'When does it get loudest?'],
    still: "Still feeling it after a while is normal too: something that mattered doesn't leave on a schedule; it comes back in waves that get further apart.",
    leftOut: 'Being the one left out hurts in its own way, because it makes you wonder what it says about you. Usually it says far less than it feels like: a plan made in a hurry or a habit, not a verdict on you.',
    behind: "Feeling like the only one behind hurts in its own way, because it makes you wonder what it says about you. Usually it says far less than it feels like; other people's timing isn't a verdict on yours.",
  },
  vi: {
    told: (context) => `Vậy là ${context}.`,
    overreact: ['Nói thật nha: đó là phản ứng bình thường, không phải làm quá đâu.', 'Nó làm bạn bận lòng vì nó quan trọng với bạn, và cảm xúc đâu cần đúng "kích cỡ" mới là thật; không cần ép bản thân thôi để ý.', 'Trong chuyện đó, điều gì làm bạn nghĩ tới nhiều nhất?'],
    badSelf: ['Không đâu. Người thật sự như vậy thì đã chẳng hỏi câu này.', 'Chuyện đó là một lúc, không phải con người bạn; có gì cần hàn gắn thì hàn gắn đúng chỗ đó, còn lại thì bớt khắt khe với bản thân một chút.', 'Lúc nào làm bạn tự trách mình nhiều nhất?'],
    cause: ['Vậy thì buồn là phải rồi.', 'Cảm xúc đó không cần giải quyết ngay tối nay; gọi được tên nó ra như bạn vừa làm là đã nhẹ đi một chút.', 'Lúc nào thì cảm giác đó đến mạnh nhất?'],
    hurtOther: ['Có thể có buồn một chút, nhưng buồn vì bạn nói thật khác hẳn với việc bạn làm sai.', 'Đợi mọi chuyện lắng xuống rồi quay lại nói rõ vì sao, và rằng chuyện này không phải lỗi của người ta; lần nói chuyện thứ hai nhiều khi quan trọng hơn lần đầu.', 'Sau đó người ta trông thế nào?'],
    causeGuess: ['Nói thật nha: chắc chắn không lộ như bạn nghĩ đâu. Bạn nhìn nó sát và suốt cả ngày, còn người khác chỉ lướt qua một giây.', 'Vài hôm nữa thôi, cái bây giờ thấy to tát thường sẽ thành chuyện chẳng ai nhắc tới.', 'Đã có ai nói gì thật chưa?'],
    help: ['Mang cảm giác đó trong người nặng lắm, muốn nó nhẹ đi là đương nhiên.', 'Bắt đầu nhỏ hơn cảm xúc đó: tối nay ghi ra một điều hôm nay vẫn ổn, dù nhỏ xíu, và làm vậy mỗi tối trong tuần này; nó không cãi lại cảm xúc, chỉ là ở bên cạnh nó.', 'Lúc nào thì cảm giác đó nặng nhất?'],
    still: 'Một thời gian rồi mà vẫn còn thấy vậy cũng bình thường: chuyện gì đã quan trọng thì không biến mất theo lịch, nó quay lại từng đợt rồi thưa dần.',
    leftOut: 'Bị cho ra rìa thì đau theo kiểu riêng, vì nó khiến bạn tự hỏi có phải bạn có vấn đề không. Thường thì không phải vậy: một kế hoạch làm vội hay một thói quen của người ta, chứ đâu phải lời phán xét về bạn.',
    behind: 'Cảm giác chỉ có bạn chậm hơn người ta thì đau theo kiểu riêng, vì nó khiến bạn tự hỏi có phải bạn có vấn đề không. Thường thì không phải vậy; nhịp của người khác đâu phải lời phán xét nhịp của bạn.',
  },
  zh: {
    told: (context) => `所以是${context}。`,
    overreact: ['说实话，这是很正常的反应，不是你小题大做。', '它让你难受，是因为它对你重要；感受不需要“刚好合适的大小”才算真的，也不用逼自己别在意。', '这件事里，哪一部分最让你放不下？'],
    badSelf: ['不会的。真那样的人，根本不会来问这个问题。', '那只是某个时刻，不代表你这个人；真有需要弥补的，就补那一件事，其他的对自己宽容一点。', '哪一刻让你最怪自己？'],
    cause: ['这样难过，是很自然的。', '这种感受不用今晚就解决；能像你这样把它说出来，已经轻了一点。', '什么时候这种感觉最强烈？'],
    hurtOther: ['可能会有一点难过，但因为你说了真话而难过，和你做错了事，完全是两回事。', '等情绪缓一缓，再去跟对方说说你为什么这么想，也说清楚这不是对方的错；第二次谈话往往比第一次更重要。', '那之后对方是什么样子？'],
    causeGuess: ['说实话，没有你担心的那么明显：你一整天都凑近了看，别人只是扫一眼。', '过几天再看，现在觉得很扎眼的地方，通常就变成没人会提的小事了。', '真的有人说过什么吗？'],
    help: ['这种感觉压在心里很重，想让它轻一点，再自然不过。', '从比这种感觉更小的地方开始：今晚写下今天一件还不错的小事，再小都行，这周每晚都写；它不是去反驳这种感觉，而是陪着它。', '它什么时候最强烈？'],
    still: '过了一段时间还会这样，也很正常：在乎过的事不会按时间表离开，它会一阵一阵回来，然后间隔越来越长。',
    leftOut: '被落下的感觉会特别难受，因为会忍不住想“是不是我哪里不好”。大多数时候并不是：可能只是临时起意，或者别人的习惯，不是对你的评判。',
    behind: '觉得只有自己落在后面，会特别难受，因为会忍不住想“是不是我有问题”。大多数时候并不是；别人的节奏，不是对你的评判。',
  },
  koPlain: {
    told: (context) => `${context}.`,
    overreact: ['솔직히 말하면 그거 완전 자연스러운 반응이야. 유난 아니야.', '그만큼 너한테 중요했으니까 마음이 쓰이는 거고, 감정이 꼭 일의 크기에 딱 맞아야 진짜인 건 아니야. 억지로 괜찮은 척 안 해도 돼.', '그중에서 제일 마음에 걸리는 게 뭐야?'],
    badSelf: ['아니야. 진짜 그런 사람이면 이런 고민도 안 해.', '그건 한순간이지 네 전부가 아니야. 풀어야 할 게 있으면 딱 그거 하나만 풀고, 나머지는 너한테 좀 너그러워져.', '어떤 순간이 제일 마음에 걸려?'],
    cause: ['그럴 만해. 당연히 마음이 무겁지.', '그 기분을 오늘 밤 안에 해결할 필요는 없어. 지금처럼 말로 꺼낸 것만으로도 조금은 가벼워져.', '언제 그 기분이 제일 세게 와?'],
    hurtOther: ['조금은 그랬을 수도 있어. 그래도 솔직하게 말해서 마음 아픈 거랑, 상처 주려고 한 건 완전 다른 거야.', '좀 가라앉으면 다시 가서 왜 그렇게 말했는지, 그리고 그 사람 탓이 아니라는 거 말해 줘. 그 두 번째 대화가 처음보다 더 중요할 때가 많아.', '그 뒤로 어땠어, 그 사람?'],
    causeGuess: ['솔직히? 네가 생각하는 것보다 훨씬 티 안 나. 너는 하루 종일 가까이서 보지만, 다른 사람들은 잠깐 스쳐 보거든.', '며칠만 지나면 지금 엄청 커 보이는 것도 아무도 말 안 하는 일이 돼.', '실제로 누가 뭐라고 한 사람 있었어?'],
    help: ['그거 마음에 얹고 있으면 진짜 무겁지. 좀 가벼워지고 싶은 게 당연해.', '그 기분보다 작은 데서 시작하자. 오늘 밤 괜찮았던 일 하나만 적어 봐. 아무리 작아도 돼. 이번 주 매일 밤. 그 기분이랑 싸우는 게 아니라 옆에 하나 놓아 주는 거야.', '그 기분은 언제 제일 커져?'],
    still: '시간이 좀 지났는데도 그런 거, 정상이야. 소중했던 건 날짜 맞춰서 딱 없어지지 않거든. 파도처럼 왔다 갔다 하다가 점점 뜸해져.',
    leftOut: '빠진 것 같은 기분은 유독 아파. 내가 뭐가 문제인가 싶어지거든. 근데 대부분은 급하게 잡은 약속이거나 그냥 습관이지, 너에 대한 판정이 아니야.',
    behind: '나만 뒤처지거나 빠진 것 같은 기분은 유독 아파. 내가 뭐가 잘못됐나 싶어지거든. 근데 대부분은 그런 게 아니야. 남들 속도가 네 속도에 대한 판정은 아니야.',
  },
  koPolite,
  koHage: {
    told: (context) => `${context}.`,
    overreact: ['솔직히 말하지. 아주 자연스러운 반응일세. 유난이 아니네.', '그만큼 소중했으니 마음이 쓰이는 게지. 감정이 일의 크기에 꼭 맞아야 진짜인 건 아닐세.', '그중 무엇이 제일 마음에 걸리나?'],
    badSelf: ['아닐세. 정말 그런 사람이면 이런 고민도 하지 않네.', '그건 한순간이지 자네 전부가 아닐세. 풀 것이 있으면 그 하나만 풀고, 나머지는 스스로에게 너그러워지게.', '어느 순간이 제일 마음에 걸리나?'],
    cause: ['그럴 만하네. 마음이 무거운 게 당연하지.', '그 기분을 오늘 당장 풀 필요는 없네. 말로 꺼낸 것만으로도 조금은 가벼워지지.', '그 기분은 언제 제일 크게 오나?'],
    hurtOther: ['조금은 그랬을 수도 있지. 허나 솔직히 말해 마음이 아픈 것과 상처를 주려 한 것은 다른 일일세.', '조금 가라앉거든 다시 찾아가 왜 그리 말했는지, 그 사람 탓이 아니라는 걸 전하게. 두 번째 대화가 더 중요할 때가 많네.', '그 뒤로 그 사람은 어떻던가?'],
    causeGuess: ['솔직히 말하지. 자네 생각보다 훨씬 덜 티가 나네. 자네는 종일 가까이서 보지만, 남들은 잠깐 스쳐 볼 뿐이지.', '며칠 지나면 지금 커 보이는 것도 아무도 말하지 않는 일이 되네.', '실제로 누가 뭐라 한 사람이 있었나?'],
    help: ['그런 마음을 안고 있으면 무겁지. 가벼워지고 싶은 게 당연하네.', '그 기분보다 작은 데서 시작하게. 오늘 밤 괜찮았던 일 하나만 적어 보게. 이번 주 매일 밤 말일세.', '그 기분은 언제 제일 커지나?'],
    still: '시간이 지났는데도 그런 건 당연하네. 소중했던 건 날짜 맞춰 사라지지 않지. 물결처럼 왔다가 차츰 뜸해지네.',
    leftOut: '혼자 빠진 듯한 기분은 유독 아프지. 허나 대개는 급히 잡힌 약속이거나 습관일 뿐, 자네에 대한 판정이 아닐세.',
    behind: '혼자만 뒤처진 듯한 기분은 유독 아프지. 허나 남의 속도가 자네 속도에 대한 판정은 아닐세.',
  },
};
