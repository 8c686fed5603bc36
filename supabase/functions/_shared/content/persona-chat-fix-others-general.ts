/**
 * Someone else's event, general part (round 10 of issue 13): any event that happens to a person or a pet the visitor
 * names (a death, a funeral, a retirement, military service, an illness, a graduation, an exam, an interview, a breakup,
 * a lost job, a divorce), grouped in families (grief, leaving, health, milestone, trial, hardship) whose lines fit any
 * event of the family; "he says he's fine" (worry about him, not the visitor's own mask) and "what do I say to her"
 * (the visitor wants to help) are answered too.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import type { ByRegister, FixRegister } from './persona-chat-fix-voice.ts';

/** Events read beyond the first five (moving, hospital, surgery, wedding, birth). */
export type GeneralEvent = 'death' | 'funeral' | 'retire' | 'army' | 'sick' | 'graduation' | 'exam' | 'interview' | 'breakup' | 'jobloss' | 'divorce' | 'transfer' | 'newjob';
/** Families of events, each with lines that fit any event in it. */
export type EventFamily = 'grief' | 'leaving' | 'health' | 'milestone' | 'trial' | 'hardship' | 'newstart';

/** Every event's pattern, in four languages. */
export const generalEvents: readonly (readonly [GeneralEvent, RegExp])[] = [
  ['death', /\b(?:died|dies|passed away|put (?:down|to sleep)|is dying|crossed the rainbow bridge|didn'?t make it)\b|(?:qua đời|đã mất|mất rồi|(?<![\p{L}])chết(?![\p{L}])|ra đi rồi|không qua khỏi)|(?:돌아가셨|돌아가신|세상을 떠|무지개다리|죽었|하늘나라)|(?:去世|过世|死了|走了|离开了我们)/iu],
  ['funeral', /\bfuneral\b|(?:đám tang|đám ma)|(?:장례|발인)|(?:葬礼|追悼会)/iu],
  ['retire', /\bretir(?:e|es|ed|ing|ement)\b|(?:nghỉ hưu|về hưu)|(?:은퇴|퇴직|정년)|(?:退休)/iu],
  ['army', /\b(?:the army|military service|enlist(?:s|ed|ing)?|deploy(?:ed|ment)|boot camp)\b|(?:đi nghĩa vụ|nhập ngũ|đi bộ đội)|(?:군대|입대|훈련소)|(?:当兵|参军|入伍|服兵役)/iu],
  ['sick', /\b(?:sick(?! of)|ill|diagnosed|cancer|chemo)\b|(?:bị ốm|ốm nặng|bị bệnh|ung thư|phát hiện bệnh)|(?:아프|아파|편찮|암이래|진단|항암)|(?:生病|病了|癌|确诊|化疗)/iu],
  ['graduation', /\bgraduat(?:es|ed|ing|ion)\b|(?:tốt nghiệp)|(?:졸업)|(?:毕业)/iu],
  ['exam', /\b(?:exams?|finals|the SAT|bar exam|driving test|entrance test)\b|(?:(?<![\p{L}])thi(?: cử| đại học| tốt nghiệp| vào)?(?![\p{L}]))|(?:시험|수능|면허)|(?:考试|高考|中考|考研)/iu],
  ['interview', /\b(?:interview|audition)\b|(?:phỏng vấn)|(?:면접|오디션)|(?:面试)/iu],
  ['breakup', /\b(?:broke up|breakup|break-up|got dumped|split up)\b|(?:chia tay|bị đá)|(?:헤어졌|헤어진|이별|차였)|(?:分手|被甩)/iu],
  ['jobloss', /\b(?:lost (?:his|her|their) job|got fired|(?:was |got |been )?laid off)\b|(?:mất việc|bị đuổi việc|thất nghiệp|bị cho nghỉ việc)|(?:해고|잘렸|실직|권고사직)|(?:失业|被裁|被辞退|丢了工作)/iu],
  ['divorce', /\bdivorc(?:e|ed|ing)\b|(?:ly hôn|ly dị)|(?:이혼)|(?:离婚)/iu],
  // Round 11: a school change and a new job are the person's new start (转学, chuyển trường, 전학; 入职, có việc mới, 취직).
  ['transfer', /\b(?:chang(?:e|es|ed|ing)|switch(?:es|ed|ing)?) schools\b|\btransferr?(?:s|ed|ing)? (?:schools|to (?:a |another |a new |the )?(?:school|college|university|uni))\b|\bnew school\b|(?:chuyển trường|đổi trường|chuyển lớp)|(?:전학)|(?:转学|转校)/iu],
  ['newjob', /\b(?:got|landed|found|gets|starts?|started|starting|has) (?:a |an |her |his |their |the )?(?:new |first |dream )?(?:job|position)\b|\bnew job\b|\bgot hired\b|\bjob offer\b|(?:có việc (?:làm )?mới|được nhận vào làm|công việc mới|chuyển việc|đổi việc|nhảy việc|đi làm chỗ mới)|(?:취직|취업|이직|새 직장|새 회사|입사)|(?:找到(?:了)?(?:新)?工作|新工作|换(?:了)?工作|跳槽|入职)/iu],
];

/** The family of an event. */
export function familyOf(event: string): EventFamily {
  if (event === 'death' || event === 'funeral') return 'grief';
  if (event === 'moving' || event === 'retire' || event === 'army') return 'leaving';
  if (event === 'hospital' || event === 'surgery' || event === 'sick') return 'health';
  if (event === 'wedding' || event === 'birth' || event === 'graduation') return 'milestone';
  if (event === 'exam' || event === 'interview') return 'trial';
  if (event === 'transfer' || event === 'newjob') return 'newstart';
  return 'hardship';
}

const enSubject: Readonly<Record<GeneralEvent, (p: string) => string>> = {
  death: (p) => `losing ${p}`,
  funeral: (p) => `${p}'s funeral`,
  retire: (p) => `${p} retiring`,
  army: (p) => `${p} going into the army`,
  sick: (p) => `${p} being unwell`,
  graduation: (p) => `${p}'s graduation`,
  exam: (p) => `${p}'s exam`,
  interview: (p) => `${p}'s interview`,
  breakup: (p) => `${p}'s breakup`,
  jobloss: (p) => `${p} losing their job`,
  divorce: (p) => `${p}'s divorce`,
  transfer: (p) => `${p} changing schools`,
  newjob: (p) => `${p}'s new job`,
};
const viVerb: Readonly<Record<GeneralEvent, string>> = {
  death: 'ra đi', funeral: 'có đám tang', retire: 'nghỉ hưu', army: 'đi nghĩa vụ', sick: 'bị ốm', graduation: 'tốt nghiệp', exam: 'đi thi',
  interview: 'đi phỏng vấn', breakup: 'chia tay', jobloss: 'mất việc', divorce: 'ly hôn', transfer: 'chuyển trường', newjob: 'bắt đầu công việc mới',
};
const koVerb: Readonly<Record<GeneralEvent, readonly [string, string]>> = {
  death: ['세상을 떠났다니', '돌아가셨다니'],
  funeral: ['장례를 치른다니', '장례를 치르신다니'],
  retire: ['은퇴한다니', '은퇴하신다니'],
  army: ['입대한다니', '입대하신다니'],
  sick: ['아프다니', '편찮으시다니'],
  graduation: ['졸업한다니', '졸업하신다니'],
  exam: ['시험을 본다니', '시험을 보신다니'],
  interview: ['면접을 본다니', '면접을 보신다니'],
  breakup: ['헤어졌다니', '헤어지셨다니'],
  jobloss: ['일을 잃었다니', '일을 잃으셨다니'],
  divorce: ['이혼한다니', '이혼하신다니'],
  transfer: ['전학 간다니', '전학 가신다니'],
  newjob: ['새 직장에 다니게 됐다니', '새 직장에 다니시게 됐다니'],
};
const zhVerb: Readonly<Record<GeneralEvent, string>> = {
  death: '走了', funeral: '的葬礼', retire: '退休', army: '去当兵', sick: '生病了', graduation: '毕业', exam: '考试', interview: '面试',
  breakup: '分手了', jobloss: '丢了工作', divorce: '离婚', transfer: '要转学', newjob: '换了新工作',
};

/** English events said as a noun, so the visitor's own word is kept ("driving test", "audition", "finals"). */
const enNounEvents: ReadonlySet<GeneralEvent> = new Set(['funeral', 'exam', 'interview']);

/** One clause per family and register, said after the event. */
const familyClause: Readonly<Record<EventFamily, ByRegister<string>>> = {
  grief: { en: "I'm so sorry.", vi: 'mình rất tiếc.', zh: '我真的很难过。', koPlain: '정말 마음 아프다.', koPolite: '정말 마음이 아파요.', koHage: '참 마음 아픈 일일세.' },
  leaving: { en: 'a big change in their days, and in yours too.', vi: 'ngày thường của họ và của bạn đều sẽ khác đi.', zh: '他的日子会变，你的也会跟着变。', koPlain: '마음이 복잡하겠다.', koPolite: '마음이 많이 복잡하시겠어요.', koHage: '마음이 복잡하겠군.' },
  health: { en: "that's worrying, and you're carrying a lot.", vi: 'chắc bạn lo lắm.', zh: '你一定很担心。', koPlain: '많이 걱정되겠다.', koPolite: '많이 걱정되시겠어요.', koHage: '걱정이 크겠군.' },
  milestone: { en: 'a big day for them, and for you too.', vi: 'ngày lớn của họ, và cũng là của bạn.', zh: '是他的大日子，对你也是。', koPlain: '너한테도 큰일이네.', koPolite: '본인한테도 큰일이네요.', koHage: '자네에게도 큰일이군.' },
  trial: { en: "it's their test, but the nerves reach you too.", vi: 'người thi là họ mà bạn cũng hồi hộp theo.', zh: '考的是他，紧张的却还有你。', koPlain: '옆에서도 떨리겠다.', koPolite: '옆에서도 떨리시겠어요.', koHage: '곁에서도 떨리겠군.' },
  newstart: { en: 'a fresh start for them, and a change for you too.', vi: 'một khởi đầu mới của họ, và bạn cũng thấy đổi khác.', zh: '是他的新开始，你这边也会跟着变。', koPlain: '설레기도 하고 마음이 싱숭생숭하겠다.', koPolite: '설레기도 하고 마음이 싱숭생숭하시겠어요.', koHage: '설레면서도 마음이 싱숭생숭하겠군.' },
  hardship: { en: "a hard blow for them, and hard to watch from close by.", vi: 'cú sốc lớn với họ, đứng bên cạnh nhìn cũng thấy xót.', zh: '对他是个打击，你在旁边看着也难受。', koPlain: '옆에서 보는 것도 힘들겠다.', koPolite: '옆에서 지켜보는 것도 힘드시겠어요.', koHage: '곁에서 지켜보기도 힘들겠군.' },
};

/** The line naming a general event of someone else, per register. */
export function generalEventLine(event: GeneralEvent, person: string, elder: boolean, time: string | null, register: FixRegister, said: string | null = null): string {
  const family = familyOf(event);
  const clause = familyClause[family][register];
  switch (register) {
    case 'en': {
      const at = time ? ` ${time.replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/iu, (day) => `${day.charAt(0).toUpperCase()}${day.slice(1).toLowerCase()}`)}` : '';
      const noun = said && enNounEvents.has(event) ? said.toLowerCase() : null;
      const subject = noun ? `${person}'s ${noun}` : enSubject[event](person);
      if (event === 'death') return `I'm so sorry about ${person}.`;
      return `${subject.charAt(0).toUpperCase()}${subject.slice(1)}${at}: ${clause}`;
    }
    case 'vi': {
      const at = time ? ` ${time}` : '';
      if (event === 'death') return `Nghe ${person} ra đi, ${clause}`;
      const head = `${person} ${viVerb[event]}${at}`;
      return `${head.charAt(0).toUpperCase()}${head.slice(1)}, ${clause}`;
    }
    case 'zh': {
      if (event === 'death') return `听到${person}走了，${clause}`;
      if (event === 'funeral') return `${person}的葬礼${time ?? ''}，${clause}`;
      return `${person}${time ?? ''}${zhVerb[event]}，${clause}`;
    }
    default: {
      const at = time ? `${time}${/^(?:내일|모레|내년|어제|오늘|어젯밤|방금|아까)$/u.test(time) ? '' : '에'} ` : '';
      return `${withParticle(person, '이')} ${at}${koVerb[event][elder ? 1 : 0]} ${clause}`;
    }
  }
}

/** What each family's answer offers: a feeling named, one step, and the psychologist's question. */
export const familyLines: Readonly<Record<EventFamily, { feel: ByRegister<string>; step: ByRegister<string>; ask: ByRegister<string> }>> = {
  grief: {
    feel: {
      en: 'Grief for a pet is real grief: they were family, there every single day.',
      vi: 'Buồn vì mất đi một người thân hay một thú cưng đều là nỗi đau thật, vì họ có mặt trong từng ngày.',
      zh: '失去家人也好，失去宠物也好，都是真正的失去，因为它们每天都在。',
      koPlain: '매일 곁에 있던 존재를 잃는 건, 사람이든 반려동물이든 진짜 이별이야.',
      koPolite: '매일 곁에 있던 존재를 잃는 건, 사람이든 반려동물이든 진짜 이별이에요.',
      koHage: '매일 곁에 있던 존재를 잃는 건 사람이든 짐승이든 진짜 이별일세.',
    },
    step: {
      en: 'For now, let the crying happen; share one good memory out loud when it feels right.',
      vi: 'Lúc này cứ để nước mắt chảy; khi thấy được thì kể ra một kỷ niệm đẹp.',
      zh: '现在想哭就哭，等缓过来一点，说出一个美好的回忆。',
      koPlain: '지금은 울고 싶으면 울고, 좀 괜찮아지면 좋았던 기억 하나를 소리 내서 얘기해 봐.',
      koPolite: '지금은 울고 싶으면 우시고, 조금 괜찮아지면 좋았던 기억 하나를 소리 내어 얘기해 보세요.',
      koHage: '지금은 울고 싶으면 울게. 좀 나아지면 좋았던 기억 하나를 꺼내 보게.',
    },
    ask: {
      en: 'What do you find yourself thinking about most since it happened?',
      vi: 'Từ lúc chuyện đó xảy ra, điều gì cứ quay lại trong đầu bạn nhiều nhất?',
      zh: '这件事之后，你脑子里最常转的是什么？',
      koPlain: '그 일 이후로 제일 많이 떠오르는 게 뭐야?',
      koPolite: '그 일 이후로 가장 자주 떠오르는 건 뭐예요?',
      koHage: '그 일 이후로 가장 자주 떠오르는 건 무엇인가?',
    },
  },
  leaving: {
    feel: {
      en: "Feeling a bit lost about it makes sense: a change in their life shifts yours too.",
      vi: 'Thấy hụt hẫng là dễ hiểu, vì đời họ đổi thì đời bạn cũng đổi theo.',
      zh: '心里空落落的很正常，他的生活变了，你的也会跟着变。',
      koPlain: '허전한 게 당연해. 그 사람 생활이 바뀌면 네 일상도 같이 바뀌니까.',
      koPolite: '허전한 게 당연해요. 그 사람의 생활이 바뀌면 내 일상도 같이 바뀌니까요.',
      koHage: '허전한 게 당연하지. 그 사람의 삶이 바뀌면 자네 일상도 바뀌니.',
    },
    step: {
      en: 'Plan one thing together before the change, and agree on a regular time to talk after it.',
      vi: 'Trước khi mọi thứ thay đổi, hẹn nhau làm một việc chung, và chốt một khung giờ cố định để nói chuyện sau đó.',
      zh: '变化之前约好一起做一件事，再定一个以后固定聊天的时间。',
      koPlain: '그 전에 같이 할 일 하나 정해 두고, 그 뒤에 정기적으로 연락할 때를 정해 둬.',
      koPolite: '그 전에 함께 할 일 하나 정해 두시고, 그 뒤에 정기적으로 연락할 때를 정해 두세요.',
      koHage: '그 전에 함께할 일 하나를 정하고, 그 뒤에 연락할 때를 정해 두게.',
    },
    ask: {
      en: 'What will you miss most in an ordinary week?',
      vi: 'Trong một tuần bình thường, bạn sẽ nhớ điều gì nhất?',
      zh: '在平常的一周里，你最会想念的是什么？',
      koPlain: '평범한 한 주에서 제일 아쉬울 게 뭐야?',
      koPolite: '평범한 한 주에서 가장 아쉬울 건 뭐예요?',
      koHage: '평범한 한 주에서 가장 아쉬울 것이 무엇인가?',
    },
  },
  health: {
    feel: {
      en: 'Worry like this is heavy because you can do so little about the illness itself.',
      vi: 'Lo như vậy nặng lòng lắm, vì chuyện bệnh tật mình đâu làm được gì nhiều.',
      zh: '这种担心很沉，因为病本身你能做的太少。',
      koPlain: '병 자체는 내가 어쩔 수 없으니까 그 걱정이 더 무거운 거야.',
      koPolite: '병 자체는 어쩔 수 없으니 그 걱정이 더 무겁게 느껴지는 거예요.',
      koHage: '병 자체는 어쩔 수 없으니 걱정이 더 무거운 걸세.',
    },
    step: {
      en: 'Take turns with family if you can, and keep eating and sleeping; you cannot look after anyone on empty.',
      vi: 'Nếu được thì chia ca với người nhà, và vẫn ăn ngủ đàng hoàng; bụng rỗng thì chẳng chăm ai được.',
      zh: '能轮班就和家人轮着来，自己也要吃好睡好，空着肚子照顾不了别人。',
      koPlain: '가족이랑 번갈아 챙기고, 너도 밥이랑 잠은 꼭 챙겨.',
      koPolite: '가족과 번갈아 챙기시고, 본인 식사와 잠도 꼭 챙기세요.',
      koHage: '가족과 번갈아 돌보고, 자네 끼니와 잠도 챙기게.',
    },
    ask: {
      en: 'Who is looking after you while you look after them?',
      vi: 'Trong lúc bạn lo cho họ, ai đang lo cho bạn?',
      zh: '你在照顾他的时候，谁在照顾你？',
      koPlain: '네가 챙기는 동안, 너는 누가 챙겨 줘?',
      koPolite: '그분을 챙기시는 동안, 본인은 누가 챙겨 주나요?',
      koHage: '자네가 돌보는 동안 자네는 누가 돌보나?',
    },
  },
  milestone: {
    feel: {
      en: "Mixed feelings on a happy day are normal; being glad for them and a little wistful can sit together.",
      vi: 'Ngày vui mà lòng lẫn lộn là chuyện bình thường; mừng cho họ và hơi chạnh lòng có thể đi cùng nhau.',
      zh: '喜事当前心情复杂很正常，替他高兴和有点失落可以同时存在。',
      koPlain: '좋은 날에 마음이 복잡한 것도 자연스러워. 기쁜 마음이랑 조금 아쉬운 마음이 같이 있어도 돼.',
      koPolite: '좋은 날에 마음이 복잡한 것도 자연스러워요. 기쁜 마음과 조금 아쉬운 마음이 같이 있어도 돼요.',
      koHage: '좋은 날에 마음이 복잡한 것도 자연스럽네.',
    },
    step: {
      en: 'Find one quiet moment with them before the day, just the two of you.',
      vi: 'Trước ngày đó, dành một lúc yên tĩnh chỉ hai người với nhau.',
      zh: '那天之前，找一段只属于你们俩的安静时间。',
      koPlain: '그날 전에 둘이서만 조용히 보내는 시간 한 번 만들어 봐.',
      koPolite: '그날 전에 둘이서만 조용히 보내는 시간을 한 번 만들어 보세요.',
      koHage: '그날 전에 둘만의 조용한 시간을 한 번 만들게.',
    },
    ask: {
      en: 'What part of the day are you most looking forward to, and what part feels heavy?',
      vi: 'Phần nào của ngày đó bạn mong nhất, và phần nào thấy nặng lòng?',
      zh: '那一天里，你最期待的是什么，最沉的又是什么？',
      koPlain: '그날 제일 기대되는 건 뭐고, 마음이 무거운 건 뭐야?',
      koPolite: '그날 가장 기대되는 건 뭐고, 마음이 무거운 건 뭐예요?',
      koHage: '그날 가장 기대되는 건 무엇이고, 무거운 건 무엇인가?',
    },
  },
  trial: {
    feel: {
      en: "Being nervous for someone else is tiring in its own way: you can't do the test for them.",
      vi: 'Hồi hộp thay người khác cũng mệt theo kiểu riêng, vì mình đâu thi hộ được.',
      zh: '替别人紧张也很累，因为你没法替他上场。',
      koPlain: '남 대신 떨리는 것도 은근 힘들어. 대신 봐 줄 수가 없으니까.',
      koPolite: '남 대신 떨리는 것도 은근히 힘들어요. 대신 봐 줄 수가 없으니까요.',
      koHage: '남 대신 떨리는 것도 고된 일일세.',
    },
    step: {
      en: 'The night before, skip the advice and give them one thing that helps them rest: a meal, a ride, a short message.',
      vi: 'Tối hôm trước, đừng dặn dò nhiều, chỉ làm một việc giúp họ nghỉ ngơi: một bữa ăn, một chuyến đưa đón, một tin nhắn ngắn.',
      zh: '前一晚少叮嘱，做一件让他放松的事：一顿饭、接送一趟，或一条短短的消息。',
      koPlain: '전날엔 잔소리 대신 편하게 쉬게 해 주는 거 하나만 해 줘. 밥 한 끼나 짧은 메시지 같은 거.',
      koPolite: '전날엔 조언보다 편히 쉬게 해 주는 것 하나만 해 주세요. 밥 한 끼나 짧은 메시지 같은 거요.',
      koHage: '전날엔 조언 대신 쉬게 해 줄 것 하나만 해 주게.',
    },
    ask: {
      en: 'What are you most afraid will happen for them?',
      vi: 'Điều bạn sợ nhất sẽ xảy ra với họ là gì?',
      zh: '你最怕他遇到的是什么情况？',
      koPlain: '그 사람한테 어떤 일이 생길까 봐 제일 걱정돼?',
      koPolite: '그분께 어떤 일이 생길까 봐 가장 걱정되세요?',
      koHage: '그 사람에게 무슨 일이 생길까 가장 걱정되나?',
    },
  },
  newstart: {
    feel: {
      en: 'A new start is exciting and scary for them at once, and it is natural that you feel both from close by.',
      vi: 'Khởi đầu mới vừa háo hức vừa đáng sợ với họ, và bạn đứng gần nên thấy cả hai cũng là tự nhiên.',
      zh: '新的开始对他来说又兴奋又害怕，你在旁边两种心情都有，很正常。',
      koPlain: '새로 시작하는 건 본인한테도 설레고 무서운 일이라, 옆에서 같이 마음 쓰이는 게 당연해.',
      koPolite: '새로 시작하는 건 본인에게도 설레고 무서운 일이라, 옆에서 같이 마음 쓰이는 게 당연해요.',
      koHage: '새로 시작하는 건 본인에게도 설레고 두려운 일이니, 곁에서 마음 쓰이는 게 당연하네.',
    },
    step: {
      en: 'In the first weeks, ask them one small question a day about the new place, and let them tell it their own way.',
      vi: 'Mấy tuần đầu, mỗi ngày hỏi họ một câu nhỏ về chỗ mới, và để họ kể theo cách của họ.',
      zh: '头几周，每天问他一个关于新地方的小问题，让他按自己的方式讲。',
      koPlain: '처음 몇 주는 새 곳에 대해 하루에 작은 질문 하나씩만 물어보고, 본인 방식대로 얘기하게 둬.',
      koPolite: '처음 몇 주는 새 곳에 대해 하루에 작은 질문 하나씩만 물어보시고, 본인 방식대로 이야기하게 두세요.',
      koHage: '처음 몇 주는 새 곳에 대해 하루에 작은 질문 하나만 묻고, 본인 방식대로 이야기하게 두게.',
    },
    ask: {
      en: 'What worries you most for them: the new people, or how they will cope at first?',
      vi: 'Điều bạn lo nhất cho họ là gì: những người mới, hay việc họ xoay xở lúc đầu?',
      zh: '你最替他担心的是什么：新的人，还是他一开始能不能适应？',
      koPlain: '제일 걱정되는 게 뭐야? 새로 만날 사람들, 아니면 처음에 적응하는 거?',
      koPolite: '가장 걱정되는 건 뭐예요? 새로 만날 사람들, 아니면 처음에 적응하는 거요?',
      koHage: '가장 걱정되는 건 무엇인가? 새 사람들인가, 처음의 적응인가?',
    },
  },
  hardship: {
    feel: {
      en: 'Watching someone you love go through this hurts too, even though it is their blow.',
      vi: 'Nhìn người mình thương trải qua chuyện này cũng đau, dù người chịu là họ.',
      zh: '看着在乎的人经历这些，你也会疼，哪怕受打击的是他。',
      koPlain: '아끼는 사람이 이런 일 겪는 걸 보는 것도 아파.',
      koPolite: '아끼는 사람이 이런 일을 겪는 걸 지켜보는 것도 아프죠.',
      koHage: '아끼는 사람이 이런 일을 겪는 걸 보는 것도 아픈 일일세.',
    },
    step: {
      en: "Don't fix it for them; offer something ordinary to do together this week, so they're not alone with it.",
      vi: 'Đừng cố giải quyết thay họ; rủ họ làm một việc bình thường cùng nhau trong tuần này, để họ không một mình.',
      zh: '别急着替他解决，这周约他一起做件平常的小事，让他不是一个人扛。',
      koPlain: '해결해 주려고 하기보다, 이번 주에 같이 밥 먹거나 걷는 것처럼 평범한 일 하나 같이 해.',
      koPolite: '해결해 주려 하기보다, 이번 주에 같이 밥 먹거나 걷는 것처럼 평범한 일 하나를 함께해 보세요.',
      koHage: '해결해 주려 말고, 이번 주에 평범한 일 하나를 함께하게.',
    },
    ask: {
      en: 'What would you most like them to know you feel about it?',
      vi: 'Bạn muốn họ biết điều gì nhất về cảm nhận của bạn?',
      zh: '关于这件事，你最想让他知道你心里的哪句话？',
      koPlain: '그 사람한테 제일 전하고 싶은 마음이 뭐야?',
      koPolite: '그분께 가장 전하고 싶은 마음은 뭐예요?',
      koHage: '그 사람에게 가장 전하고 싶은 마음이 무엇인가?',
    },
  },
};

/** "What do I say to her?": the visitor wants to help the person, answered per family (grief or any other). */
export const helpLines: Readonly<Record<'grief' | 'other', ByRegister<string>>> = {
  grief: {
    en: "You don't need the perfect words: \"I'm so sorry, I know how much you loved them\" and staying beside her is enough. Let her talk about them if she wants to.",
    vi: 'Không cần lời hay ý đẹp đâu: một câu "mình rất tiếc, mình biết bạn thương nó/họ lắm" và ngồi bên cạnh là đủ. Nếu họ muốn kể về người đã mất, cứ để họ kể.',
    zh: '不需要完美的话：一句“真的很遗憾，我知道你有多爱它/他”，再陪在旁边就够了。她想说起它的时候，就让她说。',
    koPlain: '완벽한 말은 필요 없어. "정말 속상하겠다, 많이 아꼈잖아" 한마디랑 옆에 있어 주는 걸로 충분해. 얘기하고 싶어 하면 들어 주고.',
    koPolite: '완벽한 말은 필요 없어요. "정말 속상하겠다, 많이 아꼈잖아" 한마디와 곁에 있어 주는 걸로 충분해요. 얘기하고 싶어 하면 들어 주세요.',
    koHage: '완벽한 말은 필요 없네. 진심 어린 한마디와 곁에 있어 주는 것으로 충분하네.',
  },
  other: {
    en: "You don't need a speech: ask one open question, like \"how are you really doing with it?\", and then mostly listen.",
    vi: 'Không cần nói gì to tát: hỏi một câu mở, kiểu "thật lòng thì dạo này thấy sao?", rồi chủ yếu là lắng nghe.',
    zh: '不用讲大道理：问一个开放的问题，比如“说真的，你现在感觉怎么样？”，然后多听。',
    koPlain: '거창한 말 안 해도 돼. "솔직히 요즘 어때?" 하고 한 번 묻고, 그다음엔 들어 주면 돼.',
    koPolite: '거창한 말은 필요 없어요. "솔직히 요즘 어때요?" 하고 한 번 물어보고, 그다음엔 들어 주시면 돼요.',
    koHage: '거창한 말은 필요 없네. 솔직히 어떤지 한 번 묻고 들어 주게.',
  },
};

/** The psychologist's question when the visitor wants to help someone. */
export const helpQuestion: ByRegister<string> = {
  en: 'Tonight, does she seem to want company and talk, or quiet company?',
  vi: 'Tối nay người đó có vẻ muốn được trò chuyện, hay chỉ cần có người ngồi cạnh?',
  zh: '今晚，她看起来是想有人聊聊，还是只想有人安静地陪着？',
  koPlain: '지금 그 사람은 얘기를 나누고 싶어 보여, 아니면 조용히 곁에 있어 주길 바라는 것 같아?',
  koPolite: '지금 그분은 이야기를 나누고 싶어 보이세요, 아니면 조용히 곁에 있어 주길 바라는 것 같으세요?',
  koHage: '지금 그 사람은 말동무를 원하는 것 같나, 조용한 곁을 원하는 것 같나?',
};

/** "He says he's fine" (but you sense otherwise): worry about him, per register. */
export const theySayFineLines: ByRegister<string> = {
  en: "They say they're fine, and you can feel it isn't quite true: trust that. People often say \"fine\" to protect the ones they love; don't push, just make it easy to talk side by side, on a walk or over a small job together.",
  vi: 'Họ nói không sao mà bạn vẫn cảm thấy không hẳn vậy: cứ tin cảm giác đó. Người ta hay nói "không sao" để người thân khỏi lo; đừng ép, chỉ cần tạo dịp nói chuyện bên nhau, như đi dạo hay cùng làm việc gì đó.',
  zh: '他说没事，你却感觉不是那样：相信你的感觉。人常常为了不让家人担心才说“没事”；别逼他开口，找个并肩的机会，比如一起散步、一起干点活，话自然好说出口。',
  koPlain: '괜찮다고 하는데 네 눈엔 아닌 거 같은 거지. 그 느낌 믿어도 돼. 걱정시키기 싫어서 괜찮다고 하는 경우 많거든. 억지로 묻지 말고, 같이 산책하거나 뭘 같이 하면서 자연스럽게 얘기 나올 틈을 만들어 봐.',
  koPolite: '괜찮다고 하시는데 아닌 것 같은 거죠. 그 느낌은 믿으셔도 돼요. 걱정 끼치기 싫어서 괜찮다고 하는 경우가 많거든요. 억지로 묻기보다 같이 산책하거나 뭘 함께하면서 자연스럽게 이야기가 나올 틈을 만들어 보세요.',
  koHage: '괜찮다고는 하나 자네 눈엔 아닌 것 같다는 거군. 그 느낌을 믿게. 억지로 묻지 말고 함께 걸으며 말할 틈을 만들게.',
};

/** Someone else saying they are fine, per language (never the visitor's own "I'm fine"). */
export const theySayFine: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:he|she|they|(?:my|our) \w+)(?: keeps| kept| always| just)? (?:says?|said|insists?|tells? (?:me|us|everyone)|told (?:me|us|everyone)|keeps saying)(?: that)? (?:he|she|they)(?:'s| is| are|'re| was| were| will be|'ll be)? (?:fine|ok|okay|alright|all right|good)\b/iu,
  vi: /(?:ông|bà|bố|mẹ|ba|má|anh ấy|chị ấy|cô ấy|ảnh|chỉ|nó|ổng|bả|họ|người ta|cậu ấy)(?: ấy)? (?:cứ |vẫn |chỉ |luôn |thì )?(?:bảo|nói)(?: là)? (?:không sao|ổn|bình thường|không có gì)/iu,
  ko: /(?<!(?:저는|나는|제가|내가) ?)괜찮다(?:고|며|면서)(?:만)? ?(?:하시|하세|하는데|하더|해요|했|그러|말씀|하지만)/u,
  zh: /(?:他|她|他们|爸|妈|爷爷|奶奶|外婆|外公|哥|姐|弟|妹)(?:总|一直|老|还|都|却)?(?:说|讲)(?:他|她|自己)?(?:没事|没关系|还好|挺好|不要紧)/u,
};

/** "What do I say to her / how do I comfort him", per language. */
export const helpAsk = /\bwhat (?:to|should I|do I|can I) say\b|\bhow (?:can|do|should) I (?:comfort|help|support|be there for)\b|(?:nói gì với|nói sao với|an ủi|giúp (?:gì )?được gì cho)|(?:뭐라고 (?:해야|말해)|어떻게 위로|뭐라고 위로|어떻게 (?:도와|해 줘야|해줘야))|(?:怎么安慰|说什么好|该说什么|怎么帮他|怎么帮她|该怎么(?:陪|帮))/iu;
