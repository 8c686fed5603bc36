/**
 * Round 19 of issue 13 (chat21): the compose path's SITUATION lines for a life event (a fight, a breakup, a job change,
 * a move) answered every such request with a stock line that could follow any of them ("Fighting with someone you care
 * about is so draining…", "Book the movers early, keep the chargers in one bag"). The fresh before-set sent six requests
 * there (mean 1.75). Now the answer is built from the request:
 *   1. what happened, told back in the visitor's own words turned to the second person (its told sentence, never the
 *      question), with the feeling the message gives beside it (em mệt lắm rồi → bạn mệt lắm rồi, 好舍不得家里);
 *   2. the answer in the question's form: whether (should I, is it a good idea, 맞을까요, 该不该) → a lean with its
 *      reason on this situation; what now (làm sao, 어떡해, 怎么办) or a plain telling → one concrete step that names the
 *      other person or the place from the request (the boyfriend, 上海, the new city);
 *   3. at most one question, about this situation.
 * The form words are a short grammatical list per language; the situations are the four the reader already had.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { secondPerson, sentencesOf, withoutOpeners } from './persona-chat-clause12.ts';
import { fixRegister, type ByRegister, type FixRegister } from './persona-chat-fix-voice.ts';
import { koTurned } from './persona-chat-tellback12.ts';

/** The life events this writer answers. */
export type LifeSituation = 'fight' | 'breakup' | 'job_change' | 'moving';
const lifeSituations: ReadonlySet<string> = new Set<LifeSituation>(['fight', 'breakup', 'job_change', 'moving']);
export function isLifeSituation(situation: string): situation is LifeSituation {
  return lifeSituations.has(situation);
}

/** What the request asks about its situation. */
export type SituationForm = 'whether' | 'whatNow' | 'told';

/** A yes/no or should-question about the situation (a short grammatical list per language). */
const whetherAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:should i|should we|do you think i should|is (?:it|that|this) (?:a good idea|ok|okay|wise|smart|right|worth it|too soon|too late|weird)|am i (?:wrong|crazy|overreacting|being dramatic|too sensitive)|was i wrong|would it be|is it better)\b/iu,
  vi: /(?:có nên|(?<![\p{L}])nên(?![\p{L}]).*(?:không|hông|ko|k)(?:\s*(?:ạ|ta|nhỉ|vậy|hả))?\s*[?？]?$|có (?:đúng|ổn|sai|được) không|có phải .* không|(?<![\p{L}])hay(?![\p{L}]).*(?:hơn|nhỉ|đây)?\s*[?？]\s*$)/iu,
  ko: /(?:맞을까|맞나요|맞아\?|맞는 걸까|할까요?|해야 할까|괜찮을까|나을까|좋을까|되나요|될까|예민한 거|잘못한 거|이상한 거)/u,
  zh: /(?:该不该|要不要|应不应该|是不是|好不好|对不对|行不行|能不能|可不可以|合适吗|可以吗|值得吗|对吗|吗[？?]?\s*$)/u,
};
/** A what-now question (what do I do, làm sao, 어떡해, 怎么办). */
const whatNowAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:what (?:do|should|can) i do|what now|how do i|idk what to do|don'?t know (?:what to do|where to (?:even )?start|how to)|any advice|help me)\b/iu,
  vi: /(?:làm sao|làm gì bây giờ|phải làm gì|phải sao|giờ sao|tính sao|thế nào bây giờ|biết làm gì)/iu,
  ko: /(?:어떡해|어떡하지|어떻게 해야|어쩌지|어떻게 하죠|어떻게 하면|뭘 해야|모르겠어)/u,
  zh: /(?:怎么办|该怎么|怎么做|咋办|怎么才能|该做什么)/u,
};

/** Reads the form of the request: whether, what now, or a telling. */
export function situationForm(text: string, language: ContentLanguage): SituationForm {
  if (whatNowAsked[language].test(text)) return 'whatNow';
  if (whetherAsked[language].test(text)) return 'whether';
  return 'told';
}

/** Calls to the listener the shared opener list lacks (oppa, unnie, 姐姐…), stripped before the telling. */
const calls = /^(?:oppa|unnie|noona|hyung|sis|bestie|babe)\b[,!.…]*\s*|^(?:哥哥|姐姐|哥|姐|老师)[，,！!。…～~]*\s*/iu;
/** A question sentence (its mark or a question clause at its end). */
const questionEnd = /[?？]\s*$/u;

/** The told part of the request (its first sentence that is no question, before any question clause), in the second person. */
export function toldSituation(text: string, language: ContentLanguage, persona: PersonaKey): string | null {
  const sentences = sentencesOf(text.replace(/[\u{1F300}-\u{1FAFF}\u2600-\u27BF]/gu, '').trim());
  for (const raw of sentences) {
    const sentence = withoutOpeners(withoutOpeners(raw, language).replace(calls, ''), language).replace(/[.!…~]+$/u, '').trim();
    if (questionEnd.test(raw) || whetherAsked[language].test(sentence) || whatNowAsked[language].test(sentence)) {
      // The statement before a question clause (…next month, is that a good idea for me) is the telling.
      const cut = sentence.split(/[,，]\s*/u);
      if (cut.length < 2) continue;
      const head = cut.slice(0, -1).join(language === 'zh' ? '，' : ', ');
      if (whetherAsked[language].test(head) || whatNowAsked[language].test(head)) continue;
      return turn(head, language, persona);
    }
    return turn(sentence, language, persona);
  }
  return null;
}

function turn(clause: string, language: ContentLanguage, persona: PersonaKey): string | null {
  const size = language === 'en' || language === 'vi' ? clause.split(/\s+/u).length : [...clause.replace(/\s/gu, '')].length;
  if (size < 3 || size > (language === 'en' || language === 'vi' ? 28 : 40)) return null;
  if (language === 'ko') {
    const polite = fixRegister(persona, 'ko') !== 'koPlain';
    const bare = clause.replace(/^(?:저|나)\s+/u, '');
    // The first clause of a past event told with -는데 (남친이랑 어제 크게 싸웠는데 …) is told back alone, as heard news
    // (싸웠구나 / 싸웠군요): the whole message said back would only be an echo of it.
    const past = /^(.{4,}?)는데\s/u.exec(bare)?.[1];
    if (past && pastSyllable(past)) return `${past}${polite ? '군요' : '구나'}`;
    // A message of two sentences run together without a stop (서울로 이사 가요 친구가 하나도 없어서…): the first is told.
    const first = /^(.{4,}?(?:요|어|아|야|다))\s/u.exec(bare)?.[1];
    const turned = (first ? koTurned(first, polite) : null) ?? koTurned(bare, polite);
    return turned ? turned.text.replace(/[.]$/u, '') : null;
  }
  const second = secondPerson(clause, language);
  // English: the visitor's own subject named last in a pair reads better first (your sister and you → you and your sister).
  return language === 'en' ? second.replace(/^your ([\w' ]{1,24}?) and you\b/iu, 'you and your $1') : second;
}

/** The place a move goes to (to Shanghai, vào Sài Gòn, 부산으로, 搬去上海), or null. */
export function movePlace(text: string, language: ContentLanguage): string | null {
  const found = {
    en: /\bmov(?:e|ing|ed) (?:out )?(?:to|into) ((?:a |the )?[a-z][\w ]{1,24}?)(?=\s+(?:next|this|in|for|by|soon|and|but|because)\b|[,.!?]|$)/iu,
    vi: /(?:chuyển|dọn|ra|vào|lên)(?: trường| nhà| việc)? (?:vào|ra|lên|về|tới|đến|sang) ((?:[A-ZĐÀ-Ỹ][\p{L}]*)(?: [A-ZĐÀ-Ỹ][\p{L}]*){0,2})/u,
    ko: /([가-힣]{2,6}?)(?:으로|로)\s*(?:이사|발령|전학|이직|떠나)/u,
    zh: /(?:搬去|搬到|调去|调到|去)([\u4e00-\u9fff]{2,4}?)(?:工作|上学|读书|住|生活|了|，|。|$)/u,
  }[language].exec(text);
  const place = found?.[1]?.trim() ?? null;
  return place && !/^(?:a new city|the new|new)$/iu.test(place) ? place : null;
}

/** A feeling of missing, loneliness or fear the move or event carries (miss home, không quen ai, 보고 싶, 舍不得). */
const missing: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:miss|homesick|lonely|alone|don'?t know (?:anyone|anybody)|no friends|scared|afraid|nervous)\b/iu,
  vi: /(?:nhớ nhà|nhớ|cô đơn|không quen ai|không có bạn|sợ|lo)/iu,
  ko: /(?:보고 싶|그리워|외로|아는 사람|친구가 없|무서|걱정|갑작스러)/u,
  zh: /(?:舍不得|想家|孤单|孤独|不认识|没有朋友|害怕|担心)/u,
};

type Lines = Readonly<Record<LifeSituation, Readonly<Record<'whether' | 'step' | 'stepMissing' | 'ask', string>>>>;

/**
 * The lines per register. Slots: {person} (the other person of a fight or a breakup, or the default), {place} (where
 * the move goes, or a default), both filled by the composer.
 */
const lines: ByRegister<Lines> = {
  en: {
    fight: {
      whether: 'Yes, go first. Reaching out is not saying the fight was all your fault; it says {person} matters more to you than being right. Keep it to one line: “I don’t like us not talking. Can we talk?”',
      step: 'Don’t go back over who was right yet. Send {person} one line about the two of you, not the blame: “I didn’t like how it went. Can we talk when we’re both calm?”',
      stepMissing: 'Don’t go back over who was right yet. Send {person} one line about the two of you, not the blame: “I didn’t like how it went. Can we talk when we’re both calm?”',
      ask: 'After a fight, which of you usually reaches out first?',
    },
    breakup: {
      whether: 'Only if what ended it has changed. The same two people with the same problem tend to end the same way; if you can name what is different now, it is worth one honest talk with {person}; if you can’t, not yet.',
      step: 'For the next few days, don’t check {person}’s profile: every look starts the hurt over. Tell one friend what happened, in your own words, tonight.',
      stepMissing: 'For the next few days, don’t check {person}’s profile: every look starts the hurt over. Tell one friend what happened, in your own words, tonight.',
      ask: 'What do you miss most right now: {person}, or the everyday you had together?',
    },
    job_change: {
      whether: 'Not on a bad day: decide on a calm one. Write down what doesn’t fit. If it is the work itself and not one rough month, then yes, start looking now, and hand in your notice only once you have an offer.',
      step: 'Before you decide whether to quit, write down what exactly doesn’t fit: the work, the people, the hours or the pay, and which of them could change in three months.',
      stepMissing: 'Before you decide whether to quit, write down what exactly doesn’t fit: the work, the people, the hours or the pay, and which of them could change in three months.',
      ask: 'What doesn’t fit most: the work, the people, or the hours?',
    },
    moving: {
      whether: 'Yes, if what draws you to {place} is something you want, not only something you are leaving. Almost everyone feels the first month somewhere new is a mistake; judge it after three.',
      step: 'Start with the date and one box for the first night; then look up one thing near {place} you will go to every week, a café, a gym, a class, so it starts to feel like yours.',
      stepMissing: 'Missing home in the first weeks is normal, and it fades. In {place}, pick one regular thing, a café, a class, a running route, and go back every week until faces know you; and call home on a set day.',
      ask: 'What are you most looking forward to in {place}, and what will you miss most?',
    },
  },
  vi: {
    fight: {
      whether: 'Có, cứ chủ động trước. Nhắn trước không có nghĩa là nhận hết lỗi; nó nói rằng {person} quan trọng với bạn hơn chuyện ai đúng. Chỉ một câu thôi: “Mình không muốn tụi mình cứ im lặng vậy. Nói chuyện nhé?”',
      step: 'Đừng vội cãi lại xem ai đúng. Nhắn cho {person} một câu về hai người, không phải về lỗi: “Mình không vui vì chuyện hôm đó. Khi cả hai bình tĩnh mình nói chuyện nhé?”',
      stepMissing: 'Đừng vội cãi lại xem ai đúng. Nhắn cho {person} một câu về hai người, không phải về lỗi: “Mình không vui vì chuyện hôm đó. Khi cả hai bình tĩnh mình nói chuyện nhé?”',
      ask: 'Sau mỗi lần cãi nhau, thường ai là người làm lành trước?',
    },
    breakup: {
      whether: 'Chỉ khi điều làm hai người chia tay đã thay đổi. Vẫn hai người đó với cùng một vấn đề thì thường kết thúc y như cũ; nếu bạn gọi tên được điều gì đã khác, thì đáng để nói chuyện thật lòng với {person} một lần; nếu chưa, thì chưa.',
      step: 'Mấy ngày tới đừng vào xem trang của {person}: mỗi lần xem là vết thương lại bắt đầu lại. Tối nay kể cho một người bạn nghe chuyện đã xảy ra, bằng lời của bạn.',
      stepMissing: 'Mấy ngày tới đừng vào xem trang của {person}: mỗi lần xem là vết thương lại bắt đầu lại. Tối nay kể cho một người bạn nghe chuyện đã xảy ra, bằng lời của bạn.',
      ask: 'Giờ bạn nhớ nhất điều gì: {person}, hay những ngày bình thường hai người có với nhau?',
    },
    job_change: {
      whether: 'Đừng quyết vào một ngày tệ, hãy quyết vào một ngày bình tĩnh. Viết ra cái gì không hợp. Nếu là chính công việc chứ không phải một tháng khó khăn, thì có, bắt đầu tìm chỗ mới ngay, và chỉ nộp đơn nghỉ khi đã có lời mời.',
      step: 'Trước khi quyết có nghỉ việc không, viết ra chính xác cái gì không hợp: công việc, con người, giờ giấc hay lương, và cái nào có thể thay đổi trong ba tháng.',
      stepMissing: 'Trước khi quyết có nghỉ việc không, viết ra chính xác cái gì không hợp: công việc, con người, giờ giấc hay lương, và cái nào có thể thay đổi trong ba tháng.',
      ask: 'Cái gì không hợp nhất: công việc, con người, hay giờ giấc?',
    },
    moving: {
      whether: 'Có, nếu điều kéo bạn tới {place} là điều bạn muốn, chứ không chỉ là điều bạn muốn rời đi. Gần như ai cũng thấy tháng đầu ở chỗ mới là một sai lầm; hãy đánh giá sau ba tháng.',
      step: 'Bắt đầu bằng ngày chuyển và một thùng đồ cho đêm đầu tiên; rồi tìm một chỗ gần nơi ở mới ở {place} mà tuần nào bạn cũng tới, một quán cà phê, phòng gym, một lớp học, để nó dần thành của bạn.',
      stepMissing: 'Mấy tuần đầu thấy lạc lõng là bình thường, rồi sẽ đỡ. Ở {place}, chọn một việc đều đặn, một quán cà phê, một lớp học, một câu lạc bộ, và tuần nào cũng quay lại cho tới khi có người nhớ mặt bạn; còn với nhà thì hẹn một ngày cố định để gọi về.',
      ask: 'Ở {place} bạn mong chờ điều gì nhất, và sẽ nhớ gì nhất?',
    },
  },
  zh: {
    fight: {
      whether: '该，你先开口。先联系不等于承认全是你的错，而是说{person}比谁对谁错更重要。一句话就够：“我不喜欢我们这样不说话，我们聊聊好吗？”',
      step: '先别再争谁对谁错。给{person}发一句说你们俩、不说对错的话：“那天的事我心里不好受，等我们都冷静了聊聊好吗？”',
      stepMissing: '先别再争谁对谁错。给{person}发一句说你们俩、不说对错的话：“那天的事我心里不好受，等我们都冷静了聊聊好吗？”',
      ask: '以前吵完架，一般是谁先开口的？',
    },
    breakup: {
      whether: '只有当让你们分开的那件事变了才行。同样的两个人、同样的问题，多半会以同样的方式结束；如果你说得出现在有什么不一样，就值得和{person}认真谈一次；说不出来，就先别。',
      step: '这几天别去看{person}的主页：每看一次，难受就重新开始一次。今晚找一个朋友，用你自己的话把发生的事说出来。',
      stepMissing: '这几天别去看{person}的主页：每看一次，难受就重新开始一次。今晚找一个朋友，用你自己的话把发生的事说出来。',
      ask: '你现在最想念的是{person}，还是你们一起过的那些平常日子？',
    },
    job_change: {
      whether: '别在心情最差的那天决定，挑一个平静的日子。把不合适的地方写下来：如果是工作本身，而不是一个难熬的月份，那就该动，现在就开始找，拿到offer再递辞呈。',
      step: '决定辞职之前，先写下到底哪里不合适：是工作内容、人、时间还是薪水，其中哪些三个月内可能会变。',
      stepMissing: '决定辞职之前，先写下到底哪里不合适：是工作内容、人、时间还是薪水，其中哪些三个月内可能会变。',
      ask: '最不合适的是哪一样：工作内容、人，还是时间？',
    },
    moving: {
      whether: '可以，只要吸引你去{place}的是你想要的东西，而不只是你想离开的东西。几乎每个人在新地方的第一个月都会觉得自己选错了；三个月后再下结论。',
      step: '先定好日子，再装一个第一晚用的箱子；然后在新家附近找一个你每周都会去的地方，一家咖啡店、健身房或者一个课，让那里慢慢变成你的。',
      stepMissing: '刚去的几周想家很正常，会慢慢淡的。在{place}挑一件固定的事，一家咖啡店、一个课、一条跑步路线，每周都去，直到有人认得你；再和家里约好每周固定一天打电话。',
      ask: '到了{place}你最期待什么，又最舍不得什么？',
    },
  },
  koPlain: {
    fight: {
      whether: '응, 네가 먼저 연락해. 먼저 연락한다고 다 네 잘못이라는 게 아니야. {person:이} 누가 옳은지보다 더 소중하다는 뜻이지. 한 줄이면 돼: "우리 이렇게 말 안 하는 거 싫어. 얘기할래?"',
      step: '누가 옳았는지는 아직 따지지 마. {person:에게} 잘잘못 말고 둘에 대한 한 줄만 보내 봐: "어제 그렇게 된 거 마음이 안 좋아. 둘 다 좀 가라앉으면 얘기하자."',
      stepMissing: '누가 옳았는지는 아직 따지지 마. {person:에게} 잘잘못 말고 둘에 대한 한 줄만 보내 봐: "어제 그렇게 된 거 마음이 안 좋아. 둘 다 좀 가라앉으면 얘기하자."',
      ask: '싸우고 나면 보통 누가 먼저 연락해?',
    },
    breakup: {
      whether: '헤어지게 만든 게 달라졌을 때만. 같은 두 사람이 같은 문제를 안고 있으면 보통 같은 식으로 끝나. 지금 뭐가 달라졌는지 말할 수 있으면 {person:과} 한 번 솔직하게 얘기해 볼 만하고, 말 못 하겠으면 아직은 아니야.',
      step: '며칠은 {person} SNS 들어가 보지 마. 볼 때마다 아픈 게 처음부터 다시 시작돼. 오늘 밤 친구 한 명한테 있었던 일을 네 말로 털어놔 봐.',
      stepMissing: '며칠은 {person} SNS 들어가 보지 마. 볼 때마다 아픈 게 처음부터 다시 시작돼. 오늘 밤 친구 한 명한테 있었던 일을 네 말로 털어놔 봐.',
      ask: '지금 제일 그리운 게 {person}이야, 아니면 같이 보내던 평범한 하루야?',
    },
    job_change: {
      whether: '제일 힘든 날 말고, 마음이 가라앉은 날에 정해. 안 맞는 걸 적어 봐. 한 달 고생한 게 아니라 일 자체가 문제면, 그래, 지금부터 알아봐. 사표는 합격 연락 받고 내고.',
      step: '그만둘지 정하기 전에, 정확히 뭐가 안 맞는지 적어 봐. 일, 사람, 시간, 돈 중에 뭔지, 그리고 그중 석 달 안에 바뀔 수 있는 게 뭔지.',
      stepMissing: '그만둘지 정하기 전에, 정확히 뭐가 안 맞는지 적어 봐. 일, 사람, 시간, 돈 중에 뭔지, 그리고 그중 석 달 안에 바뀔 수 있는 게 뭔지.',
      ask: '제일 안 맞는 게 뭐야? 일이야, 사람이야, 시간이야?',
    },
    moving: {
      whether: '응, {place}에 끌리는 게 떠나고 싶은 게 아니라 가고 싶은 거라면. 새 곳에서 첫 달은 거의 누구나 잘못 온 것 같아. 석 달 지나고 판단해.',
      step: '날짜부터 잡고 첫날 밤에 쓸 짐 한 상자를 따로 싸 둬. 그리고 새 집 근처에 매주 갈 곳 하나, 카페든 헬스장이든 수업이든 찾아 둬. 그래야 거기가 네 동네가 돼.',
      stepMissing: '처음 몇 주는 허전한 게 당연해. 금방 옅어져. {place}에서 매주 가는 곳 하나, 카페든 수업이든 러닝 코스든 정해서 얼굴 알아볼 때까지 다녀 봐. 집에는 요일 하나 정해서 전화하고.',
      ask: '{place} 가면 제일 기대되는 건 뭐고, 제일 그리울 건 뭐야?',
    },
  },
  koPolite: {
    fight: {
      whether: '네, 먼저 연락하세요. 먼저 연락한다고 다 내 잘못이라는 뜻이 아니에요. {person:이} 누가 옳은지보다 더 소중하다는 뜻이에요. 한 줄이면 돼요: "우리 이렇게 말 안 하는 거 싫어. 얘기할래?"',
      step: '누가 옳았는지는 아직 따지지 마세요. {person:에게} 잘잘못 말고 두 사람에 대한 한 줄만 보내 보세요: "그렇게 된 거 마음이 안 좋아요. 둘 다 가라앉으면 얘기해요."',
      stepMissing: '누가 옳았는지는 아직 따지지 마세요. {person:에게} 잘잘못 말고 두 사람에 대한 한 줄만 보내 보세요: "그렇게 된 거 마음이 안 좋아요. 둘 다 가라앉으면 얘기해요."',
      ask: '다투고 나면 보통 누가 먼저 다가가요?',
    },
    breakup: {
      whether: '헤어지게 만든 게 달라졌을 때만요. 같은 두 사람이 같은 문제를 안고 있으면 보통 같은 식으로 끝나요. 지금 무엇이 달라졌는지 말할 수 있다면 {person:과} 한 번 솔직하게 얘기해 볼 만하고, 아니라면 아직은 아니에요.',
      step: '며칠은 {person} SNS에 들어가 보지 마세요. 볼 때마다 아픈 게 처음부터 다시 시작돼요. 오늘 밤 친구 한 명에게 있었던 일을 내 말로 털어놓아 보세요.',
      stepMissing: '며칠은 {person} SNS에 들어가 보지 마세요. 볼 때마다 아픈 게 처음부터 다시 시작돼요. 오늘 밤 친구 한 명에게 있었던 일을 내 말로 털어놓아 보세요.',
      ask: '지금 가장 그리운 게 {person}인가요, 아니면 함께 보내던 평범한 하루인가요?',
    },
    job_change: {
      whether: '가장 힘든 날 말고, 마음이 가라앉은 날에 정하세요. 안 맞는 걸 적어 보세요. 한 달 고생한 게 아니라 일 자체가 문제라면, 네, 지금부터 알아보세요. 사표는 합격 연락을 받고 내시고요.',
      step: '그만둘지 정하기 전에, 정확히 뭐가 안 맞는지 적어 보세요. 일, 사람, 시간, 돈 중에 무엇인지, 그리고 그중 석 달 안에 바뀔 수 있는 게 무엇인지요.',
      stepMissing: '그만둘지 정하기 전에, 정확히 뭐가 안 맞는지 적어 보세요. 일, 사람, 시간, 돈 중에 무엇인지, 그리고 그중 석 달 안에 바뀔 수 있는 게 무엇인지요.',
      ask: '가장 안 맞는 게 뭐예요? 일인가요, 사람인가요, 시간인가요?',
    },
    moving: {
      whether: '네, {place}에 끌리는 게 떠나고 싶은 마음이 아니라 가고 싶은 마음이라면요. 새 곳에서 첫 달은 거의 누구나 잘못 온 것 같아요. 석 달 지나고 판단하세요.',
      step: '날짜부터 잡고 첫날 밤에 쓸 짐 한 상자를 따로 싸 두세요. 그리고 새 집 근처에 매주 갈 곳 하나, 카페든 헬스장이든 수업이든 찾아 두세요. 그래야 거기가 내 동네가 돼요.',
      stepMissing: '처음 몇 주는 허전한 게 당연해요. 금방 옅어져요. {place}에서 매주 가는 곳 하나, 카페든 수업이든 산책길이든 정해서 얼굴을 알아볼 때까지 다녀 보세요. 집에는 요일 하나 정해서 전화하시고요.',
      ask: '{place}에 가면 가장 기대되는 건 뭐고, 가장 그리울 건 뭐예요?',
    },
  },
  koHage: {
    fight: {
      whether: '그렇다네, 자네가 먼저 연락하게. 먼저 연락한다고 다 자네 잘못이라는 게 아닐세. {person:이} 누가 옳은지보다 소중하다는 뜻이지. 한 줄이면 되네: "이렇게 말 안 하는 게 싫네. 얘기 좀 하세."',
      step: '누가 옳았는지는 아직 따지지 말게. {person:에게} 잘잘못 말고 두 사람에 대한 한 줄만 보내 보게: "그렇게 된 게 마음에 걸리네. 둘 다 가라앉으면 얘기하세."',
      stepMissing: '누가 옳았는지는 아직 따지지 말게. {person:에게} 잘잘못 말고 두 사람에 대한 한 줄만 보내 보게: "그렇게 된 게 마음에 걸리네. 둘 다 가라앉으면 얘기하세."',
      ask: '다투고 나면 보통 누가 먼저 연락하나?',
    },
    breakup: {
      whether: '헤어지게 만든 것이 달라졌을 때만일세. 같은 두 사람이 같은 문제를 안고 있으면 대개 같은 식으로 끝나지. 무엇이 달라졌는지 말할 수 있으면 {person:과} 한 번 솔직히 얘기해 볼 만하네.',
      step: '며칠은 {person} 소식을 들여다보지 말게. 볼 때마다 아픔이 처음부터 다시 시작되네. 오늘 밤 친구 한 사람에게 있었던 일을 자네 말로 털어놓게.',
      stepMissing: '며칠은 {person} 소식을 들여다보지 말게. 볼 때마다 아픔이 처음부터 다시 시작되네. 오늘 밤 친구 한 사람에게 있었던 일을 자네 말로 털어놓게.',
      ask: '지금 가장 그리운 것이 {person}인가, 함께 보내던 평범한 하루인가?',
    },
    job_change: {
      whether: '가장 힘든 날 말고, 마음이 가라앉은 날에 정하게. 안 맞는 것을 적어 보게. 한 달 고생이 아니라 일 자체가 문제라면, 그렇네, 지금부터 알아보게. 사표는 합격 연락을 받고 내고.',
      step: '그만둘지 정하기 전에, 정확히 무엇이 안 맞는지 적어 보게. 일, 사람, 시간, 돈 중 무엇인지, 그리고 그중 석 달 안에 바뀔 수 있는 것이 무엇인지.',
      stepMissing: '그만둘지 정하기 전에, 정확히 무엇이 안 맞는지 적어 보게. 일, 사람, 시간, 돈 중 무엇인지, 그리고 그중 석 달 안에 바뀔 수 있는 것이 무엇인지.',
      ask: '가장 안 맞는 것이 무엇인가? 일인가, 사람인가, 시간인가?',
    },
    moving: {
      whether: '그렇다네, {place}에 끌리는 것이 떠나고 싶은 마음이 아니라 가고 싶은 마음이라면. 새 곳의 첫 달은 누구나 잘못 온 것 같다네. 석 달 지나고 판단하게.',
      step: '날짜부터 잡고 첫날 밤에 쓸 짐 한 상자를 따로 싸 두게. 그리고 새 집 근처에 매주 갈 곳 하나를 찾아 두게. 그래야 거기가 자네 동네가 되네.',
      stepMissing: '처음 몇 주는 허전한 게 당연하네. 곧 옅어지지. {place}에서 매주 가는 곳 하나를 정해서 얼굴을 알아볼 때까지 다녀 보게. 집에는 요일 하나 정해서 전화하고.',
      ask: '{place}에 가면 무엇이 가장 기대되고, 무엇이 가장 그립겠나?',
    },
  },
};

/** The told line: the request's telling in the second person, said back as news heard. */
function toldLine(told: string, register: FixRegister): string {
  const first = `${told.charAt(0).toUpperCase()}${told.slice(1)}`;
  switch (register) {
    case 'en': return `So ${told}.`;
    case 'vi': return `${first}.`;
    case 'zh': return `${told}。`;
    default: return /[?？]$/u.test(told) ? told : `${told}.`;
  }
}

/** Whether a Korean word ends in a syllable with the past ㅆ final (싸웠, 됐, 했). */
function pastSyllable(word: string): boolean {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code <= 11171 && code % 28 === 20;
}

/** The act a whether about each situation asks (reach out, get back together, quit, move): a short verb list. */
const situationActs: Readonly<Record<LifeSituation, Readonly<Record<ContentLanguage, RegExp>>>> = {
  fight: {
    en: /\b(?:reach out|text|message|call|apologi[sz]e|say sorry|make up|talk (?:to|with)|go first)\b/iu,
    vi: /(?:nhắn|gọi|xin lỗi|làm lành|làm hòa|nói chuyện|chủ động)/iu,
    ko: /(?:연락|사과|먼저|화해|말 걸|톡)/u,
    zh: /(?:联系|道歉|找(?:他|她)|主动|先开口|和好|发消息|打电话)/u,
  },
  breakup: {
    en: /\b(?:get back|back together|text|message|call|reach out|see (?:him|her|them))\b/iu,
    vi: /(?:quay lại|nối lại|nhắn|gọi|liên lạc|gặp lại)/iu,
    ko: /(?:다시 만나|재회|연락|잡아|붙잡)/u,
    zh: /(?:复合|联系|找(?:他|她)|挽回|发消息|打电话)/u,
  },
  job_change: {
    en: /\b(?:quit|leave|change jobs?|switch|take (?:it|the (?:job|offer))|accept|stay)\b/iu,
    vi: /(?:nghỉ việc|nghỉ làm|bỏ việc|đổi việc|chuyển việc|nhận|ở lại)/iu,
    ko: /(?:그만두|그만둘|퇴사|이직|옮기|옮길|버티|남을)/u,
    zh: /(?:辞职|离职|跳槽|换工作|接受|留下|走)/u,
  },
  moving: {
    en: /\b(?:mov(?:e|ing)|go|relocat\w*)\b/iu,
    vi: /(?:chuyển|dọn|đi)/iu,
    ko: /(?:이사|가는|떠나|옮기)/u,
    zh: /(?:搬|去|走)/u,
  },
};

/** The other person of a fight or a breakup as the request names them (with my sister, với chồng, 남친이랑, 和男朋友). */
const otherPerson: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:with|and)\s+(my\s+(?:best\s+)?[a-z]+)\b|\b(my\s+(?:best\s+)?[a-z]+)\s+and\s+i\b|\b(?:with)\s+(?:her|him)\b/iu,
  vi: /(?<![\p{L}])(?:với|và)\s+((?:bạn thân|người yêu|bạn trai|bạn gái|chồng|vợ|mẹ|bố|ba|anh|chị|em|sếp|bạn)(?:\s+(?:tao|tớ|mình|em|tôi))?)(?=\s+(?:cãi|giận|gây|chia tay|bất hòa|không))/iu,
  ko: /^(?:나|저)?\s*([가-힣]{1,6}?)(?:이랑|랑|하고|와|과)\s/u,
  zh: /(?:和|跟|与)((?:我的?)?[\u4e00-\u9fff]{1,5}?)(?:因为[^，。！？]{1,10}?|为了[^，。！？]{1,10}?|又|总是|经常|昨天|今天)?(?:吵|闹|冷战|分手|翻脸)/u,
};
/** The ex, when a breakup names nobody. */
const exDefault: ByRegister<string> = { en: 'your ex', vi: 'người cũ', zh: '前任', koPlain: '전 애인', koPolite: '전 애인', koHage: '옛 연인' };

/** The other person named in the request, turned to the second person, or null. */
export function namedPerson(text: string, language: ContentLanguage): string | null {
  const found = otherPerson[language].exec(text);
  const raw = found?.slice(1).find((group) => group !== undefined)?.trim();
  if (!raw) return null;
  if (language === 'en') return raw.replace(/^my\b/iu, 'your');
  if (language === 'zh') return raw.replace(/^我/u, '你');
  if (language === 'vi') return raw.replace(/\s+(?:tao|tớ|mình|em|tôi)$/iu, '');
  return /^(?:우리|저희|내|제)$/u.test(raw) ? null : raw;
}

/** A told clause (already in the second person) whose subject is another person: a grammatical test per language. */
const othersEvent: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?!you\b|you're\b|you've\b|you'll\b|you’re\b|we\b|we're\b|(?:today|yesterday|last \w+|this \w+|next \w+|so|and)\b)(?:your|my|his|her|their|our|the|a|an)?\s*[a-z]+/iu,
  vi: /^(?!(?:bạn|em|mình|tớ|tao|tôi|anh|chị|cậu|hai đứa|tụi|chúng)(?![\p{L}])|(?:hôm|sáng|tối|tuần|tháng|năm|mai|sắp|vừa|mới|đã)(?![\p{L}]))\p{L}+/iu,
  zh: /^(?!你(?!爸|妈|的|哥|姐|弟|妹|家|朋友|同事|室友|老板|男朋友|女朋友|老公|老婆|闺蜜)|我们|咱们|(?:今天|昨天|上周|下周|下个月|最近|刚|明天))/u,
  ko: /(?!)/u,
};

/** A day or date asked about (what day, 날짜, ngày nào, 哪天): a grammatical class of time words. */
const dayAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:date|which day|what day|good day|when should)\b/iu,
  vi: /(?:ngày nào|ngày đó|ngày này|hôm nào|ngày (?:tốt|đẹp)|khi nào thì)/iu,
  ko: /(?:날짜|좋은 날|길일|요일|언제)/u,
  zh: /(?:日子|哪天|什么时候|日期|黄道吉日)/u,
};

/** Default place words when the move names none. */
const somewhereNew: ByRegister<string> = { en: 'the new place', vi: 'chỗ mới', zh: '新地方', koPlain: '새 동네', koPolite: '새 동네', koHage: '새 동네' };

/** The answer to a life situation, in its form, as templates for the composer ({person} set by the caller); null for other situations. */
export function writeLifeSituation(situation: string, text: string, persona: PersonaKey, language: ContentLanguage): { lines: string[]; place: string; form: SituationForm; person?: string } | null {
  if (!isLifeSituation(situation)) return null;
  // A question about the day of a move (날짜 괜찮을까?) keeps the moving lines, which choose a day.
  if (situation === 'moving' && dayAsked[language].test(text)) return null;
  const register = fixRegister(persona, language);
  const form = situationForm(text, language);
  // A whether about something else than the situation's own act (是不是星座不合, am I overreacting) is not this
  // writer's yes: it gives way to the older lines.
  if (form === 'whether' && !situationActs[situation][language].test(text)) return null;
  const told = toldSituation(text, language, persona);
  // Who acts: a telling whose subject is someone else (your friend is moving, bố mẹ cãi nhau, 你爸妈天天吵架) is not the
  // visitor's own event; the steps below speak to the one who moves or fights, so they give way.
  if (told && othersEvent[language].test(told)) return null;
  const own = lines[register][situation];
  const lonely = missing[language].test(text);
  const answer = form === 'whether' ? own.whether : lonely ? own.stepMissing : own.step;
  const out = [...(told ? [toldLine(told, register)] : []), answer];
  // One question at most, about this situation; a what-now already got its step and needs none.
  if (form !== 'whatNow') out.push(own.ask);
  const named = situation === 'fight' || situation === 'breakup' ? namedPerson(text, language) : null;
  const person = named ?? (situation === 'breakup' ? exDefault[register] : null);
  return { lines: out, place: movePlace(text, language) ?? somewhereNew[register], form, ...(person ? { person } : {}) };
}
