/**
 * Lines for an event already over (eighth round, class PAST): comfort after a failed exam or interview, the wait for an
 * answer, a parent's or a boss's words, a regretted salary figure; the chat's registers and the fortune's reading.
 * Slot {event} is the event's name in the language; Korean has a casual (반말) and a polite (해요체) register.
 */
import type { ContentLanguage } from '../../contract/content-types.ts';
import type { EventKind } from '../past-event.ts';

/** The register a chat line is written in. */
export type PastRegister = ContentLanguage | 'koPolite';

/** One register's lines for a finished event. */
export interface PastEventLines {
  /** It went badly: the hurt named, without a "you can do it" for something already done. */
  bad: readonly string[];
  /** It is done and no answer came yet. */
  waiting: readonly string[];
  /** A parent or the boss scolded them on top of it. */
  scolded: readonly string[];
  /** The salary figure they regret naming. */
  salary: readonly string[];
  /** One answer they regret. */
  answer: readonly string[];
  /** The step after, per event. */
  next: Readonly<Record<EventKind, readonly string[]>>;
  /** A short question back about what happened, not already told. */
  ask: readonly string[];
}

/** The event's name per language. */
export const eventNames: Readonly<Record<ContentLanguage, Readonly<Record<EventKind, string>>>> = {
  en: { interview: 'the interview', driving: 'the driving test', exam: 'the exam', audition: 'the audition', presentation: 'the presentation' },
  ko: { interview: '면접', driving: '운전면허 시험', exam: '시험', audition: '오디션', presentation: '발표' },
  vi: { interview: 'buổi phỏng vấn', driving: 'bài thi bằng lái', exam: 'bài thi', audition: 'buổi thử giọng', presentation: 'bài thuyết trình' },
  zh: { interview: '面试', driving: '驾照考试', exam: '考试', audition: '试镜', presentation: '汇报' },
};

/** Chat lines per register. */
export const pastEventChatLines: Readonly<Record<PastRegister, PastEventLines>> = {
  en: {
    bad: [
      '{event:cap} is over and it didn’t go the way you wanted. That stings, and being down about it tonight is completely fair.',
      'Ugh, {event} is done and it went badly. It’s allowed to hurt for a bit; it says nothing final about you.',
    ],
    waiting: [
      '{event:cap} is already behind you, so now it’s the waiting, which is honestly the worst part.',
      'You’ve done {event}; what’s left is the silence while they decide, and that silence is loud.',
    ],
    scolded: [
      'And getting scolded at home right after makes it hurt twice. Words said in the heat of the moment are not the verdict on you.',
      'Hearing it at home on top of everything is rough. That was frustration talking, not a fair judgement of you.',
    ],
    salary: [
      'About the number: it isn’t locked in. If an offer comes, you can say, “Having learned more about the role, I’d like to revisit the range.”',
    ],
    answer: [
      'One answer you regret rarely decides it alone; they weigh the whole conversation, and you said it went well before that.',
    ],
    next: {
      interview: ['When you feel like it, jot down the two questions that felt hardest while they’re fresh; the next interview gets easier with them.'],
      driving: ['Failing on one move means the rest was passing. Book the retake and practise just that move until it’s boring.'],
      exam: ['Once you’ve rested, look at which part cost the most points; that’s the only thing to fix for the next one.'],
      audition: ['Auditions are lost on one day’s taste, not on your worth. Keep the video, rest your body, and pick the next date.'],
      presentation: ['Write down the one moment you’d redo, then let the rest go; nobody remembers a presentation as long as the person who gave it.'],
    },
    ask: ['What’s weighing on you most right now?', 'Do you want to vent about it, or talk about something else for a while?'],
  },
  ko: {
    bad: [
      '{event:이} 이미 끝났는데 원하는 대로 안 됐구나. 속상한 게 당연해. 오늘은 좀 처져 있어도 돼.',
      '아, {event:이} 그렇게 끝났구나. 한동안 아픈 건 당연한 거고, 그게 너라는 사람을 정하는 건 아니야.',
    ],
    waiting: [
      '{event:은} 이미 끝났고 이제 기다리는 것만 남았네. 솔직히 그게 제일 피 말리는 시간이지.',
      '할 건 다 했고 이제 연락만 기다리는 거네. 그 조용한 며칠이 은근히 제일 힘들어.',
    ],
    scolded: ['근데 끝나자마자 집에서까지 혼나면 두 배로 아프지. 홧김에 나온 말이 너에 대한 결론은 아니야.', '집에 와서 그 소리까지 들었으면 진짜 서럽겠다. 속상해서 나온 말이지, 네가 그런 사람이라는 뜻은 아니야.'],
    salary: ['연봉 얘기는 아직 안 끝났어. 합격 연락이 오면 “업무를 더 알고 나니 조건을 다시 이야기하고 싶다”고 말할 수 있어.'],
    answer: ['대답 하나 때문에 결과가 갈리는 경우는 드물어. 앞에서 잘 풀렸다며, 그 전체를 보는 거야.'],
    next: {
      interview: ['생각날 때 제일 막혔던 질문 두 개만 적어 둬. 다음 면접은 그걸로 훨씬 쉬워져.'],
      driving: ['한 구간에서 떨어졌다는 건 나머지는 다 됐다는 거야. 재시험 잡고 그 구간만 질릴 때까지 연습하자.'],
      exam: ['좀 쉬고 나서 어느 부분에서 점수가 제일 많이 나갔는지만 봐. 다음엔 그것만 고치면 돼.'],
      audition: ['오디션은 그날 심사위원 취향에서 갈리는 거지 네 가치에서 갈리는 게 아니야. 영상은 남겨 두고, 몸부터 쉬자.'],
      presentation: ['다시 하고 싶은 장면 하나만 적고 나머지는 털어. 발표는 한 사람보다 다들 훨씬 빨리 잊어.'],
    },
    ask: ['지금 뭐가 제일 마음에 걸려?', '실컷 털어놓을래, 아니면 잠깐 딴 얘기 할래?'],
  },
  koPolite: {
    bad: [
      '{event:이} 이미 끝났는데 바라던 대로 안 됐군요. 속상한 게 당연해요. 오늘은 좀 처져 있어도 괜찮아요.',
      '{event:이} 그렇게 끝나서 마음이 많이 아프겠어요. 그 결과가 당신이라는 사람을 정하는 건 아니에요.',
    ],
    waiting: ['{event:은} 이미 끝났고 이제 기다리는 시간만 남았네요. 사실 그 시간이 제일 힘들어요.', '할 수 있는 건 다 하셨고, 이제 답을 기다리는 중이군요. 그 조용한 며칠이 생각보다 마음을 많이 써요.'],
    scolded: ['끝나자마자 집에서까지 혼났다니 두 배로 아팠겠어요. 홧김에 나온 말이 당신에 대한 결론은 아니에요.', '집에 와서 그런 말까지 들으셨다니 많이 서러웠겠어요. 속상한 마음에 나온 말이지, 당신을 평가한 말은 아니에요.'],
    salary: ['연봉 이야기는 아직 끝난 게 아니에요. 합격 연락이 오면 “업무를 더 알고 나니 조건을 다시 이야기하고 싶다”고 말할 수 있어요.'],
    answer: ['대답 하나로 결과가 갈리는 경우는 드물어요. 앞부분이 잘 풀렸다면 그 전체를 보는 거예요.'],
    next: {
      interview: ['생각날 때 가장 막혔던 질문 두 개만 적어 두세요. 다음 면접이 그걸로 훨씬 쉬워져요.'],
      driving: ['한 구간에서 떨어졌다는 건 나머지는 다 통과였다는 뜻이에요. 재시험을 잡고 그 구간만 충분히 연습해요.'],
      exam: ['좀 쉬고 나서 어느 부분에서 점수를 가장 많이 잃었는지만 봐요. 다음엔 그것만 고치면 돼요.'],
      audition: ['오디션은 그날의 취향에서 갈리는 거지 당신의 가치에서 갈리는 게 아니에요. 영상은 남겨 두고 몸부터 쉬어요.'],
      presentation: ['다시 하고 싶은 장면 하나만 적어 두고 나머지는 내려놓아요. 발표는 듣는 사람들이 생각보다 훨씬 빨리 잊어요.'],
    },
    ask: ['지금 가장 마음에 걸리는 게 뭐예요?', '조금 더 털어놓고 싶어요, 아니면 잠깐 다른 이야기를 할까요?'],
  },
  vi: {
    bad: [
      '{event:cap} đã qua rồi mà lại không như mong muốn. Buồn là đương nhiên, tối nay cứ cho phép mình buồn một chút.',
      'Tiếc thật, {event} kết thúc như vậy. Đau một thời gian là bình thường, nhưng nó không nói lên bạn là người thế nào.',
    ],
    waiting: ['{event:cap} đã xong rồi, giờ chỉ còn chờ, mà chờ mới là lúc sốt ruột nhất.', 'Phần của bạn đã làm xong, giờ là mấy ngày im lặng chờ tin, mà im lặng thì lúc nào cũng dài.'],
    scolded: ['Vừa xong đã bị nói nặng ở nhà thì đau gấp đôi. Lời nói lúc nóng giận không phải là kết luận về bạn.', 'Về nhà còn phải nghe những lời đó thì tủi thân lắm. Đó là lời lúc bực bội, không phải đánh giá công bằng về bạn.'],
    salary: ['Chuyện mức lương chưa chốt đâu. Nếu họ gọi báo đậu, bạn vẫn có thể nói: “Sau khi hiểu thêm về công việc, em muốn trao đổi lại mức lương.”'],
    answer: ['Hiếm khi chỉ một câu trả lời quyết định tất cả; họ nhìn cả buổi nói chuyện, mà phần trước bạn nói là ổn mà.'],
    next: {
      interview: ['Khi nào thấy ổn hơn, ghi lại hai câu hỏi khó nhất lúc còn nhớ rõ; buổi phỏng vấn sau sẽ dễ hơn nhiều.'],
      driving: ['Trượt ở một phần nghĩa là các phần khác đã đạt. Đăng ký thi lại và luyện riêng phần đó đến khi thành thạo.'],
      exam: ['Nghỉ ngơi đã, rồi xem phần nào mất nhiều điểm nhất; lần sau chỉ cần sửa đúng phần đó.'],
      audition: ['Thử giọng thua là vì gu của ngày hôm đó, không phải vì giá trị của bạn. Giữ lại video, nghỉ ngơi rồi chọn lần tiếp theo.'],
      presentation: ['Ghi lại một khoảnh khắc muốn làm lại, còn lại thì buông; người nghe quên nhanh hơn bạn nghĩ nhiều.'],
    },
    ask: ['Giờ điều gì làm bạn nặng lòng nhất?', 'Bạn muốn kể thêm cho nhẹ, hay nói chuyện khác một lúc?'],
  },
  zh: {
    bad: [
      '{event}已经结束了，结果却不如意，难过是理所当然的，今晚低落一点也没关系。',
      '唉，{event}就这样过去了。难受一阵子很正常，但它说明不了你是什么样的人。',
    ],
    waiting: ['{event}已经过去了，现在只剩下等，说实话，等才是最熬人的。', '该做的你都做了，现在就是等消息的那几天，安静得让人心慌。'],
    scolded: ['刚结束就又被家里说了一顿，等于疼了两次。气头上的话，不是对你的结论。', '回到家还要听这些话，真的很委屈。那是一时的火气，不是对你公平的评价。'],
    salary: ['薪资的事还没定死。如果对方给了offer，你可以说：“进一步了解岗位之后，我想再沟通一下薪资范围。”'],
    answer: ['一个回答很少能单独决定结果，对方看的是整场谈话，而且你说前面聊得挺好的。'],
    next: {
      interview: ['等心情好一点，把最难的两个问题趁还记得写下来，下次面试会轻松很多。'],
      driving: ['挂在一个项目上，说明其他项目都过了。约好补考，把那一项练到闭着眼都会。'],
      exam: ['先好好休息，再看看哪一部分丢分最多，下次只要补那一块就行。'],
      audition: ['试镜输的是那天评委的口味，不是你的价值。视频留着，先让身体休息。'],
      presentation: ['只写下一个想重来的瞬间，其余的放下；听的人比你想象的忘得快多了。'],
    },
    ask: ['现在最让你放不下的是什么？', '想再说说，还是先聊点别的换换心情？'],
  },
};

/** Fortune lines for an event already over. */
export interface PastEventFortuneLines {
  waiting: readonly string[];
  waitingAdvice: readonly string[];
  bad: readonly string[];
  badAdvice: Readonly<Record<EventKind, readonly string[]>>;
}

/** The fortune teller's reading for a finished event, per language. */
export const pastEventFortuneLines: Readonly<Record<ContentLanguage, PastEventFortuneLines>> = {
  en: {
    waiting: [
      'The cards don’t look at {event} any more: it is already behind you. They look at the wait, and the wait leans toward good news, just not overnight.',
      '{event:cap} is done, so this reading is about the answer, not the preparation. The cards lean toward a yes that takes its time.',
    ],
    waitingAdvice: [
      'If they gave you a date, let it pass; if not, one short, polite follow-up after a week is fair. Meanwhile keep one other application moving, so the wait isn’t your only door.',
    ],
    bad: ['{event:cap} is over and it went badly; the cards read what comes after it, and what comes after is lighter than tonight feels.'],
    badAdvice: {
      interview: ['Write down the two hardest questions while you remember them, and send out the next application this week.'],
      driving: ['Book the retake soon and practise only the move that failed you; the rest already passed.'],
      exam: ['Rest first, then find the one section that cost the most points; the next attempt starts there.'],
      audition: ['Keep the recording and choose the next audition date; the stage remembers people who come back.'],
      presentation: ['Note the one moment you would redo and prepare just that for next time.'],
    },
  },
  ko: {
    waiting: [
      '카드는 이제 {event:을} 보지 않아요. {event:은} 이미 지나갔으니까요. 카드가 보는 건 기다림이고, 기다림 끝은 좋은 쪽으로 기울어 있어요. 다만 하루 이틀 만에 오진 않아요.',
      '{event:은} 이미 끝났으니 이번 점괘는 준비가 아니라 결과에 관한 이야기예요. 카드는 시간이 좀 걸리는 ‘예’ 쪽으로 기울어요.',
    ],
    waitingAdvice: [
      '발표 날짜를 들었다면 그날까지는 기다리고, 못 들었다면 일주일쯤 지나 짧고 정중하게 한 번 문의해도 괜찮아요. 그동안 다른 지원서도 하나는 계속 진행해 두세요. 문이 하나뿐이면 기다림이 더 길어요.',
    ],
    bad: ['{event:은} 이미 끝났고 결과가 아쉬웠네요. 카드는 그 다음을 읽어요. 다음 길은 오늘 밤 느낌보다 훨씬 가벼워요.'],
    badAdvice: {
      interview: ['가장 막혔던 질문 두 개를 기억날 때 적어 두고, 이번 주 안에 다음 지원서를 내 보세요.'],
      driving: ['재시험을 빨리 잡고 떨어진 구간만 연습하세요. 나머지는 이미 통과했어요.'],
      exam: ['먼저 쉬고, 점수를 가장 많이 잃은 영역 하나를 찾으세요. 다음 도전은 거기서 시작해요.'],
      audition: ['영상은 남겨 두고 다음 오디션 날짜를 정하세요. 다시 오는 사람을 무대는 기억해요.'],
      presentation: ['다시 하고 싶은 장면 하나만 적어 두고, 다음엔 그 부분만 준비하세요.'],
    },
  },
  vi: {
    waiting: [
      'Lá bài không còn nhìn vào {event} nữa, vì nó đã qua rồi. Lá bài nhìn vào sự chờ đợi, và nó nghiêng về tin tốt, chỉ là không đến ngay trong một hai ngày.',
      '{event:cap} đã xong, nên quẻ này nói về kết quả chứ không phải chuyện chuẩn bị. Lá bài nghiêng về một chữ “có” đến hơi chậm.',
    ],
    waitingAdvice: [
      'Nếu họ đã hẹn ngày báo kết quả thì cứ chờ đến hôm đó; nếu chưa, sau khoảng một tuần gửi một tin hỏi thăm ngắn gọn, lịch sự là hợp lý. Trong lúc chờ, cứ nộp thêm một nơi khác để không phải treo hết hy vọng vào một cánh cửa.',
    ],
    bad: ['{event:cap} đã qua và kết quả không như ý; lá bài đọc phần sau đó, và phần sau nhẹ nhàng hơn cảm giác tối nay nhiều.'],
    badAdvice: {
      interview: ['Ghi lại hai câu hỏi khó nhất khi còn nhớ, và gửi hồ sơ tiếp theo ngay trong tuần này.'],
      driving: ['Đăng ký thi lại sớm và chỉ luyện phần đã làm bạn trượt; các phần khác đã đạt rồi.'],
      exam: ['Nghỉ ngơi trước, rồi tìm phần mất nhiều điểm nhất; lần thi sau bắt đầu từ đó.'],
      audition: ['Giữ lại video và chọn ngày thử giọng tiếp theo; sân khấu nhớ những người quay lại.'],
      presentation: ['Ghi lại một khoảnh khắc muốn làm lại và chỉ chuẩn bị kỹ phần đó cho lần sau.'],
    },
  },
  zh: {
    waiting: [
      '牌面已经不看{event}了，因为它已经过去；牌面看的是等待，而等待的尽头偏向好消息，只是不会一两天就来。',
      '{event}已经结束，这一卦说的是结果，不是准备。牌面偏向一个来得稍慢的“好”。',
    ],
    waitingAdvice: [
      '如果对方说过出结果的日子，就等到那天；如果没说，一周左右发一条简短礼貌的询问是合理的。这段时间再推进一份别的申请，别把希望只押在一扇门上。',
    ],
    bad: ['{event}已经结束，结果不如意；牌面读的是之后的路，而之后的路比今晚的感觉轻得多。'],
    badAdvice: {
      interview: ['趁还记得，把最难的两个问题写下来，这周就投出下一份简历。'],
      driving: ['尽快约补考，只练挂掉的那一项，其他项目已经过了。'],
      exam: ['先休息，再找出丢分最多的那一部分，下一次从那里开始。'],
      audition: ['视频留着，定下下一次试镜的日子；舞台记得回来的人。'],
      presentation: ['写下一个想重来的瞬间，下次只把那部分准备好。'],
    },
  },
};
