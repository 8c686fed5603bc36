/**
 * Answers per topic family of a chat question (rule C of issue 13), in six registers: English, Vietnamese, Chinese and
 * Korean in the persona's one speech level (해요체, 하게체 or 반말). Each family is an ordered list of sentence slots; a
 * slot is written when one of its templates' guards holds. Flags: idol and kid (the persona), when and soon (the time
 * the visitor named: {when}), newjob (an earlier turn told of a new job), sign (a star sign: {sign}, {trait}), have_you
 * (the visitor asks whether the persona went through it too), beat (a rhythm problem). Cooking slots: {dish}, {all}
 * (the ingredients named), {starch}, {green}, {veg}, {egg}, {protein}, {cheese}, {minutes}, {people}, with one flag per
 * role present and starch_bread / starch_rice / starch_noodle / starch_potato. No line names a place, a person, a brand
 * or a time the visitor did not give.
 */

/** A register a topic answer is written in. */
export type TopicRegister = 'en' | 'vi' | 'zh' | 'koPolite' | 'koHage' | 'koPlain';

/** The families of questions a persona answers with real content. */
export const topicFamilies = ['cooking', 'audition', 'social_fear', 'confession', 'practice', 'moon', 'sky', 'rain', 'stars', 'dinosaurs', 'setback', 'mystery', 'feelings', 'favourite', 'stuck'] as const;
/** A family of chat questions. */
export type TopicFamily = (typeof topicFamilies)[number];

/** Ordered sentence slots of one family's answer. */
export type TopicSlots = readonly (readonly string[])[];
/** Families only one persona answers (the detective's mystery, the psychologist's feelings and putting things off): written in that persona's registers only. */
export type PersonaFamily = 'mystery' | 'feelings' | 'stuck';
/** The answers of one register: every shared family, and the persona families of the personas speaking it. */
export type TopicBank = Readonly<Record<Exclude<TopicFamily, PersonaFamily>, TopicSlots>> & Readonly<Partial<Record<PersonaFamily, TopicSlots>>>;

/** Star-sign traits by element ({trait}). */
export const elementTraits: Readonly<Record<'fire' | 'earth' | 'air' | 'water', Readonly<Record<TopicRegister, string>>>> = {
  fire: {
    en: 'you move fast and you light up a room', vi: 'bạn hành động nhanh và rực rỡ', zh: '你行动快，热情藏不住',
    koPolite: '마음이 정해지면 바로 움직이는', koHage: '마음이 정해지면 바로 움직이는', koPlain: '마음이 정해지면 바로 움직이는',
  },
  earth: {
    en: 'you are steady and you mean every word', vi: 'bạn chắc chắn và nói lời nào giữ lời đó', zh: '你踏实，说出口的话都算数',
    koPolite: '한번 한 말은 끝까지 지키는', koHage: '한번 한 말은 끝까지 지키는', koPlain: '한번 한 말은 끝까지 지키는',
  },
  air: {
    en: 'you talk easily and think two steps ahead', vi: 'bạn dễ bắt chuyện và nghĩ trước hai bước', zh: '你会聊天，也总想在前面',
    koPolite: '말이 잘 통하고 한발 앞서 생각하는', koHage: '말이 잘 통하고 한발 앞서 생각하는', koPlain: '말이 잘 통하고 한발 앞서 생각하는',
  },
  water: {
    en: 'you feel deeply and notice everything', vi: 'bạn cảm nhận sâu và để ý từng chút', zh: '你感受深，什么细节都看在眼里',
    koPolite: '깊이 느끼고 작은 것까지 알아채는', koHage: '깊이 느끼고 작은 것까지 알아채는', koPlain: '깊이 느끼고 작은 것까지 알아채는',
  },
};

const en: TopicBank = {
  cooking: [
    ['{?starch}Make {dish} with {all}: one pan, nothing wasted.', '{?starch}You have {dish} right there: {all}, all in one pan.', '{!starch}Make {dish} with {all}: one pan, nothing wasted.'],
    ['{?raw}Cut the {protein} into bite-sized pieces and brown it in the hot pan first, six or seven minutes until cooked through, then lift it out.'],
    [
      '{?starch_bread}Tear the {starch} into chunks and toast them in a hot pan with a splash of oil until crisp; stale bread is exactly what this wants.',
      '{?starch_rice}{!raw}Get the {starch} into a very hot pan first so it fries instead of steaming.',
      '{?starch_rice}{?raw}Then tip the {starch} into the same hot pan so it fries instead of steaming.',
      '{?starch_noodle}Boil the {starch} while you do the rest, and keep a cup of the cooking water.',
      '{?starch_potato}Dice the {starch} small and crisp it in the pan, lid on for the first eight minutes.',
    ],
    ['{?veg}Soften the {veg} for two minutes.'],
    ['{?green}Throw in the {green} and let it wilt down; it shrinks to nothing, so use all of it.'],
    ['{?protein}{!raw}Add the {protein} so it heats through.', '{?raw}Put the {protein} back in and toss it through.'],
    ['{?egg}Beat the {egg} with a pinch of salt and pour them over everything so they set around it.'],
    ['{?cheese}Crumble the {cheese} over the top at the end; it is salty, so go easy on the salt.'],
    ['{!tossed}{?minutes}Lid on, low heat for five minutes, and it is on the table well inside {minutes} minutes.', '{!tossed}{!minutes}Lid on, low heat for five minutes, and it is done.', '{?tossed}{?minutes}Toss it all over high heat for one more minute and it is on the table well inside {minutes} minutes.', '{?tossed}{!minutes}Toss it all over high heat for one more minute, and it is done.'],
    ['{?people}That feeds {people} properly.'],
  ],
  audition: [
    ['{!contest}{?idol}I remember my first audition: my hands were shaking too, and that is completely normal.', '{!contest}{!idol}Nerves before a first audition mean you care; they do not mean you are not ready.', '{?contest}{?idol}Before my first stage my hands were shaking too, and that is completely normal.', '{?contest}{!idol}Shaking hands before going on stage mean you care; they do not mean you are not ready.'],
    ['Right before you go on, breathe in for four counts and out for six, three times: it slows your heart down. Shake out your hands, roll your shoulders, and run your first line or your first eight counts once in your head.'],
    ['{?soon}Tonight, do not learn anything new: run it once, then sleep early. {when:cap} you only have to show what you already practised.', '{!soon}The night before, run it once and sleep early; no new moves, no new notes.'],
    ['Find the kindest face on the panel and perform to that one person.'],
    ['What are you performing?', 'Tell me how it went afterwards, promise?'],
  ],
  social_fear: [
    ['{?talk}Freezing in front of a room is one of the most common fears there is, and there is a fix: know your first three sentences by heart.', '{!talk}{?newjob}Freezing at introductions is one of the most common fears at a new job, and there is a fix: a three-sentence script.', '{!talk}{!newjob}Freezing when you have to talk about yourself in a group is very common, and there is a fix: a three-sentence script.'],
    ['{?talk}Then build the rest on three key points, one sentence each, on a card you can glance at.', '{!talk}Your name and what you will be doing; one thing you worked on before; one small human detail, like a hobby or where you grew up.'],
    ['Say it out loud five times tonight, once to a mirror, so that when the moment comes you are reciting, not inventing.'],
    ['{?newjob}{?when}Say it enough and {when} it will already feel worn in; and nobody remembers the introductions anyway: they remember who was friendly at lunch.', '{?newjob}{!when}Nobody remembers the introductions anyway: they remember who was friendly at lunch.', '{!newjob}If you still freeze, it is fine to say "I get a bit nervous with this" and smile: naming it takes half its power away.'],
    ['What would your three sentences be?', 'Which of the three feels hardest to say?'],
  ],
  confession: [
    ['{?sign}As a {sign}, {trait}, so you have probably already read how they look at you.', '{!sign}You are asking because part of you already knows how they look at you.'],
    ['{?when}Yes, confess {when}, but choose a calm, private moment, never in front of others.', '{!when}Yes, confess, but choose a calm, private moment, never in front of others.'],
    ['Keep it short: "I like you, and I wanted you to know." Then give them room to answer in their own time.'],
    ['{?sign}Your love luck runs warm for a {sign} right now: honesty suits you better than waiting.', 'The stars favour the one who says it plainly.'],
  ],
  practice: [
    ['{?idol}{?have_you}Honestly? Yes. As a trainee I was half a beat behind for months, and I thought I was the clumsiest one in the room.', '{?idol}{!have_you}Every trainee hits this wall; I hit it for months.', '{!idol}Two months of feeling clumsy is the normal plateau right before it clicks.'],
    ['{?beat}What fixed it for me: slow the music to three-quarter speed, count the eights out loud, and clap the beat before you dance it.', '{!beat}What fixes it: slow it down, break it into eight counts, and get one small part clean before you join it up.'],
    ['Film yourself once a week, not every day, and compare: the progress you cannot feel shows up on video.'],
    ['Your body is learning even when it does not look like it yet.'],
  ],
  moon: [
    ['{?kid}Ooh, I know this one!', '{!kid}Good question.'],
    ['The moon does not really change shape. The sun always lights up one half of it, and while the moon goes around the Earth, about once a month, we see different amounts of that sunny half.'],
    ['When we see just a little of the lit side, it is a thin crescent; when we see all of it, it is a full round moon.'],
    ['{?kid}Isn’t that cool? Tonight let’s look and guess which shape it is!', '{!kid}Watch it for a week and you can see the lit part grow.'],
  ],
  sky: [
    ['{?kid}I know! My teacher told me!', '{!kid}Good question.'],
    ['Sunlight looks white, but it is really all the colours mixed together. When it goes through the air, the blue light bounces around the most, so blue comes at us from every part of the sky.'],
    ['At sunset the light travels through much more air, so the blue gets used up and we see orange and red.'],
    ['{?kid}So the sky is blue because the air plays with the blue light!'],
  ],
  rain: [
    ['{?kid}I know this!', '{!kid}Good question.'],
    ['The sun warms up water in seas, rivers and puddles, and it rises into the sky as invisible vapour. Up high it is cold, so it turns into tiny droplets, and lots of them together make a cloud.'],
    ['The droplets bump into each other and join up, and when they get too heavy to float, they fall down as rain.'],
    ['{?kid}So the rain today might have been in a puddle last week!'],
  ],
  stars: [
    ['{?kid}Ooh, stars!', '{!kid}Good question.'],
    ['Stars are suns, huge burning balls of gas like our sun, but so far away that they look like tiny dots.'],
    ['They twinkle because their light has to come through our wobbly, moving air, which bends it a tiny bit all the time.'],
    ['{?kid}And some of that starlight left before I was even born!'],
  ],
  dinosaurs: [
    ['{?kid}Dinosaurs are my favourite!', '{!kid}Good question.'],
    ['Dinosaurs lived for more than 150 million years. About 66 million years ago a giant rock from space hit the Earth, dust blocked the sun, plants died, and the big dinosaurs could not find enough food.'],
    ['But not all of them disappeared: birds are the dinosaurs’ great-great-grandchildren, so a pigeon is a little dinosaur!'],
  ],
  setback: [
    ['{?kid}Oh no, {event} went wrong? Come here, big hug!', '{!kid}I am sorry {event} went badly; the first hours afterwards are the worst part.'],
    ['It almost always feels worse from the inside than it looked from the outside.'],
    ['Tonight, do not replay it over and over: write down one moment you would do differently and one thing that went fine, then close the notebook and eat something good.'],
    ['Which moment keeps replaying in your head?', 'Do you want to tell me what happened, or talk about something else for a while?'],
  ],
  mystery: [
    ['Let us treat it as a case.', 'A proper little mystery. Good.'],
    ['First, the pattern: note each time it happens, the hour, and what was different that day; a pattern is half an answer.'],
    ['Then list every way it could happen, even the unlikely ones, and test them one by one, the cheapest check first.'],
    ['Finally, watch once, at the hour it usually happens: one observation beats ten guesses.'],
    ['When did it first happen?', 'What changed just before it started?'],
  ],
  feelings: [
    [
      '{?anger}{?guilt}[Snapping at people you love and then feeling guilty|Losing your temper with the people closest to you and feeling bad afterwards] is a very common loop, and [the guilt itself shows how much you care|feeling bad about it shows you care].',
      '{?anger}{!guilt}[Irritation that seems to come from nowhere|A short fuse that appears out of nowhere] is usually [tiredness, worry or too little room for yourself|a sign of being worn out or worried], not a flaw in you.',
      '{!anger}{?anxious}[Anxiety that keeps coming back is exhausting|Living with that kind of worry wears you out]; [it is your body trying too hard to protect you|your mind is sounding an alarm a little too often].',
      '{!anger}{!anxious}{?lonely}[Feeling lonely hurts|Loneliness is painful|Being lonely is hard], and it says nothing about your worth; [it says you need connection, like everyone does|it is the same need for connection everyone has].',
      '{!anger}{!anxious}{!lonely}{?flat}[Feeling flat and unmotivated|That empty, running-on-nothing feeling] is often a sign of [running on empty for too long|carrying too much for too long], not of laziness.',
      '{!anger}{!anxious}{!lonely}{!flat}[Guilt that lingers|Guilt that will not let go] usually means something matters to you; [it is worth asking what exactly|it helps to find out what exactly].',
    ],
    [
      '{?anger}Next time, notice the moment just before it flares, [a tight jaw or a hot face|a clenched jaw or a racing heart], and say “give me five minutes” before you answer.',
      '{?anger}Try to catch the first sign, before the words come out, and [step away for a few minutes|take a slow breath and leave the room for a moment]; you can come back to it calmer.',
      '{!anger}{?anxious}When it rises, breathe out longer than you breathe in and name five things you can see: it tells your body there is no emergency.',
      '{!anger}{?anxious}Give the worry a fixed fifteen minutes in the day to write everything down; outside that time, tell it “not now, later”.',
      '{!anger}{!anxious}{?lonely}Pick one person and send one small message today; [connection usually restarts with something tiny|it does not have to be a deep talk].',
      '{!anger}{!anxious}{?lonely}Put yourself once this week somewhere with the same people every time, a class or a club; [closeness grows from seeing faces again|familiar faces turn into friends slowly].',
      '{!anger}{!anxious}{!lonely}{?flat}Choose one small thing you used to like and give it ten minutes, without expecting to enjoy it yet.',
      '{!anger}{!anxious}{!lonely}{?flat}Start with the body: a short walk in daylight and a regular bedtime do more for motivation than willpower.',
      '{!anger}{!anxious}{!lonely}{!flat}Write down in one sentence what you feel guilty about, then what you would say to a friend who wrote it.',
    ],
    ['{?anger}{?guilt}And afterwards, a short “sorry, I was tired, not angry at you” repairs more than the guilt can.'],
    [
      '{?anger}When does it happen most: when you are tired, or when something particular is said?',
      '{?anger}What is usually going on for you right before it happens?',
      '{!anger}{?anxious}When does it tend to start?',
      '{!anger}{?anxious}What does your mind usually go to first when it starts?',
      '{!anger}{!anxious}{?lonely}Who was the last person you felt at ease with?',
      '{!anger}{!anxious}{?lonely}When did you last feel really listened to?',
      '{!anger}{!anxious}{!lonely}{?flat}How long has it felt like this?',
      '{!anger}{!anxious}{!lonely}{?flat}What used to give you energy, before this?',
      '{!anger}{!anxious}{!lonely}{!flat}What would you say to that friend?',
    ],
  ],
  favourite: [
    ['{?fav_dinosaur}Mine is the triceratops: three horns and a big frill, like a knight with a shield!', '{?fav_animal}Mine is the otter: otters hold hands while they sleep so they do not drift apart.', '{?fav_colour}Mine is deep green, like leaves right after rain.', '{?fav_food}Mine is a big bowl of hot noodle soup; it fixes almost any day.', '{?fav_season}Mine is autumn: cool air, warm drinks and crunchy leaves.'],
    ['{?theirs}Yours is a great pick too!', '{!theirs}What is yours?'],
    ['{?theirs}What do you like most about it?'],
  ],
  stuck: [
    ['Putting things off is rarely laziness; it is usually a way of dodging a feeling the task brings, like boredom or the fear of doing it badly.'],
    ['[Make the first step absurdly small|Shrink the first step until it is almost silly]: open the file and write one rough sentence, with your phone in another room for twenty-five minutes.'],
    ['When the twenty-five minutes are up, stop and notice what you did, not what is left.'],
    ['What is the feeling just before you reach for your phone?', 'Which part of it do you dread most?'],
  ],
};

const vi: TopicBank = {
  cooking: [
    ['Với {all}, làm ngay {dish}: một chảo, không bỏ phí gì.'],
    ['{?raw}Cắt {protein} miếng vừa ăn, áp chảo trước sáu, bảy phút cho chín hẳn rồi gắp ra.'],
    [
      '{?starch_bread}Xé {starch} thành miếng, áp chảo với chút dầu cho giòn; bánh mì cũ làm món này là hợp nhất.',
      '{?starch_rice}{!raw}Cho {starch} vào chảo thật nóng trước để cơm được chiên chứ không bị hấp.',
      '{?starch_rice}{?raw}Sau đó cho {starch} vào chính chảo nóng ấy để cơm được chiên chứ không bị hấp.',
      '{?starch_noodle}Luộc {starch} trong lúc làm phần còn lại, giữ lại một chén nước luộc.',
      '{?starch_potato}Cắt {starch} hạt lựu, áp chảo cho vàng, đậy nắp tám phút đầu.',
    ],
    ['{?veg}Xào {veg} hai phút cho mềm.'],
    ['{?green}Cho {green} vào đảo cho héo; rau teo lại nhiều nên dùng hết luôn.'],
    ['{?protein}{!raw}Thêm {protein} vào cho nóng đều.', '{?raw}Cho {protein} trở lại chảo, đảo đều.'],
    ['{?egg}Đánh {egg} với chút muối rồi đổ đều lên trên cho trứng bọc lấy mọi thứ.'],
    ['{?cheese}Cuối cùng bóp vụn {cheese} rắc lên; phô mai mặn rồi nên bớt muối.'],
    ['{!tossed}{?minutes}Đậy nắp, lửa nhỏ năm phút là xong, dư sức trong {minutes} phút.', '{!tossed}{!minutes}Đậy nắp, lửa nhỏ năm phút là xong.', '{?tossed}{?minutes}Đảo đều trên lửa lớn thêm một phút là xong, dư sức trong {minutes} phút.', '{?tossed}{!minutes}Đảo đều trên lửa lớn thêm một phút là xong.'],
    ['{?people}Đủ cho {people} ăn no.'],
  ],
  audition: [
    ['{!contest}{?idol}Buổi thử giọng đầu tiên mình cũng run tới lạnh cả tay, bình thường lắm.', '{!contest}{!idol}Run trước buổi thử giọng đầu tiên là vì bạn coi trọng nó, không phải vì bạn chưa sẵn sàng.', '{?contest}{?idol}Lần đầu lên sân khấu mình cũng run tới lạnh cả tay, bình thường lắm.', '{?contest}{!idol}Run tay trước khi lên sân khấu là vì bạn coi trọng nó, không phải vì bạn chưa sẵn sàng.'],
    ['Ngay trước khi lên sân khấu: hít vào đếm bốn, thở ra đếm sáu, ba lần thôi là tim chậm lại. Vẩy tay, xoay vai, rồi chạy trong đầu câu hát hoặc tám nhịp đầu tiên một lần.'],
    ['{?soon}Tối nay đừng tập gì mới, chạy bài một lần rồi ngủ sớm. {when:cap} bạn chỉ cần thể hiện những gì đã tập.', '{!soon}Đêm trước đó chạy bài một lần rồi ngủ sớm, đừng thêm gì mới.'],
    ['Tìm gương mặt hiền nhất trong ban giám khảo và biểu diễn cho đúng người đó.'],
    ['Bạn chuẩn bị bài gì?', 'Xong nhớ kể mình nghe nhé!'],
  ],
  social_fear: [
    ['{?talk}Đứng hình trước cả phòng là nỗi sợ rất phổ biến, và có cách chữa: thuộc lòng ba câu mở đầu.', '{!talk}{?newjob}Đứng hình lúc tự giới thiệu là nỗi sợ rất hay gặp ở chỗ làm mới, và có cách chữa: một kịch bản ba câu.', '{!talk}{!newjob}Đứng hình khi phải nói về bản thân trước nhóm là chuyện rất nhiều người gặp, và có cách chữa: một kịch bản ba câu.'],
    ['{?talk}Phần còn lại dựng trên ba ý chính, mỗi ý một câu, ghi trên một tấm thẻ để liếc nhìn khi cần.', '{!talk}Tên và việc bạn sẽ làm; một việc bạn từng làm trước đây; một chi tiết đời thường, như sở thích hay quê ở đâu.'],
    ['Tối nay nói to năm lần, một lần trước gương, để lúc đó bạn chỉ đọc lại chứ không phải nghĩ ra.'],
    ['{?newjob}Mà cũng chẳng ai nhớ màn giới thiệu đâu: người ta nhớ ai thân thiện lúc ăn trưa.', '{!newjob}Nếu vẫn đứng hình, cứ nói "mình hơi hồi hộp" rồi cười: gọi tên nó ra là nó yếu đi một nửa.'],
    ['Ba câu của bạn sẽ là gì?', 'Trong ba câu, câu nào khó nói nhất?'],
  ],
  confession: [
    ['{?sign}Là {sign}, {trait}, nên chắc bạn đã đọc được ánh mắt người ta rồi.', '{!sign}Bạn hỏi vì một phần trong bạn đã biết người ta nhìn bạn thế nào.'],
    ['{?when}Có, tỏ tình {when} được, nhưng chọn lúc yên tĩnh, chỉ hai người, đừng trước mặt người khác.', '{!when}Có, tỏ tình được, nhưng chọn lúc yên tĩnh, chỉ hai người, đừng trước mặt người khác.'],
    ['Nói ngắn thôi: "Mình thích bạn, và muốn bạn biết." Rồi cho người ta thời gian trả lời.'],
    ['{?sign}Vận tình cảm của {sign} lúc này đang ấm: thẳng thắn hợp với bạn hơn chờ đợi.', 'Các vì sao đứng về phía người nói thật lòng.'],
  ],
  practice: [
    ['{?idol}{?have_you}Thật lòng hả? Có chứ. Hồi làm thực tập sinh mình chậm nửa nhịp suốt mấy tháng, còn tưởng mình vụng nhất phòng.', '{?idol}{!have_you}Thực tập sinh nào cũng đụng bức tường này; mình đụng mấy tháng liền.', '{!idol}Hai tháng thấy mình vụng là giai đoạn chững lại bình thường, ngay trước khi mọi thứ vào guồng.'],
    ['{?beat}Cách giúp mình: chỉnh nhạc chậm còn ba phần tư, đếm to từng tám nhịp, vỗ tay theo nhịp trước rồi mới nhảy.', '{!beat}Cách chữa: tập chậm lại, chia thành từng tám nhịp, làm sạch một đoạn nhỏ rồi mới ghép.'],
    ['Mỗi tuần quay video một lần thôi, đừng ngày nào cũng xem, rồi so lại: tiến bộ mình không cảm được sẽ hiện ra trên video.'],
    ['Cơ thể vẫn đang học, kể cả khi nhìn chưa thấy.'],
  ],
  moon: [
    ['{?kid}A, cái này con biết nè!', '{!kid}Câu hỏi hay đó.'],
    ['Mặt trăng không đổi hình đâu. Mặt trời lúc nào cũng chiếu sáng một nửa mặt trăng, còn mặt trăng thì đi một vòng quanh Trái Đất mất khoảng một tháng, nên mình thấy phần được chiếu sáng lúc nhiều lúc ít.'],
    ['Thấy một chút phần sáng thì là trăng khuyết cong cong, thấy hết thì là trăng tròn.'],
    ['{?kid}Hay ghê chưa? Tối nay mình cùng ngó xem trăng hình gì nha!', '{!kid}Ngắm liền một tuần là thấy phần sáng lớn dần.'],
  ],
  sky: [
    ['{?kid}Con biết! Cô giáo kể rồi!', '{!kid}Câu hỏi hay đó.'],
    ['Ánh nắng trông trắng nhưng thật ra là đủ màu trộn lại. Khi đi qua không khí, ánh sáng xanh bị tán ra nhiều nhất, nên màu xanh đến mắt mình từ khắp bầu trời.'],
    ['Lúc hoàng hôn ánh sáng phải đi qua nhiều không khí hơn, màu xanh bị tán hết, nên mình thấy cam với đỏ.'],
  ],
  rain: [
    ['{?kid}Con biết cái này!', '{!kid}Câu hỏi hay đó.'],
    ['Mặt trời làm nước ở biển, sông và vũng nước ấm lên, bay lên trời thành hơi nước mình không thấy được. Trên cao lạnh nên hơi nước thành những giọt nhỏ xíu, gom lại thành mây.'],
    ['Các giọt nhỏ va vào nhau nhập thành giọt to, nặng quá không bay nổi nữa thì rơi xuống thành mưa.'],
  ],
  stars: [
    ['{?kid}Ôi, ngôi sao!', '{!kid}Câu hỏi hay đó.'],
    ['Ngôi sao là những mặt trời, những quả cầu khí cháy khổng lồ giống mặt trời của mình, nhưng ở xa đến mức chỉ còn là chấm nhỏ.'],
    ['Sao lấp lánh vì ánh sáng phải đi qua lớp không khí cứ chuyển động liên tục, làm ánh sáng bị bẻ cong một chút.'],
  ],
  dinosaurs: [
    ['{?kid}Khủng long là số một luôn!', '{!kid}Câu hỏi hay đó.'],
    ['Khủng long sống hơn 150 triệu năm. Khoảng 66 triệu năm trước, một tảng đá khổng lồ từ vũ trụ đâm vào Trái Đất, bụi che mặt trời, cây chết, nên khủng long lớn không đủ thức ăn.'],
    ['Nhưng không phải con nào cũng biến mất: chim chính là cháu chắt của khủng long, nên con bồ câu là một chú khủng long nhỏ đó!'],
  ],
  setback: [
    ['{?kid}Ơ, {event} không ổn hả? Lại đây ôm cái nào!', '{!kid}Tiếc quá, {event} không như ý rồi; mấy tiếng ngay sau đó luôn là lúc khó chịu nhất.'],
    ['Nhưng mình tự thấy thường tệ hơn nhiều so với những gì người khác nhìn thấy.'],
    ['Tối nay đừng tua đi tua lại nữa: ghi ra một chỗ muốn làm khác và một chỗ vẫn ổn, rồi gấp sổ lại và đi ăn gì đó thật ngon.'],
    ['Khoảnh khắc nào cứ lởn vởn trong đầu nhất?', 'Muốn kể chuyện gì đã xảy ra không, hay nói chuyện khác một lúc cho nhẹ đầu?'],
  ],
  mystery: [
    ['Được, ta xử lý chuyện này như một vụ án.', 'Một bí ẩn nho nhỏ đúng nghĩa. Tốt.'],
    ['Trước hết là quy luật: ghi lại mỗi lần chuyện xảy ra, vào giờ nào, và hôm đó có gì khác; tìm ra quy luật là đã có nửa lời giải.'],
    ['Sau đó liệt kê mọi cách nó có thể xảy ra, kể cả cách khó tin nhất, rồi thử từng cách một, cách dễ kiểm tra nhất trước.'],
    ['Cuối cùng, quan sát một lần đúng vào giờ nó hay xảy ra: tận mắt thấy một lần hơn đoán mười lần.'],
    ['Lần đầu chuyện này xảy ra là khi nào?', 'Ngay trước khi chuyện này bắt đầu, có gì thay đổi không?'],
  ],
  feelings: [
    [
      '{?anger}{?guilt}[Cáu với người mình thương rồi lại thấy có lỗi|Nổi nóng với người thân rồi sau đó áy náy] là một vòng lặp rất thường gặp, và [chính cảm giác có lỗi cho thấy bạn quan tâm nhiều thế nào|việc bạn thấy áy náy cho thấy bạn rất thương họ].',
      '{?anger}{!guilt}[Cơn bực tưởng như tự nhiên mà đến|Sự cáu kỉnh bất chợt] thường là [mệt mỏi, lo lắng hoặc thiếu khoảng riêng cho mình|dấu hiệu bạn đang kiệt sức hay lo lắng điều gì], chứ không phải tính bạn xấu.',
      '{!anger}{?anxious}[Lo âu cứ quay lại thì rất mệt|Sống với nỗi lo như vậy rất hao sức]; [đó là cơ thể đang cố bảo vệ bạn quá mức|tâm trí bạn đang bật chuông báo động hơi nhiều].',
      '{!anger}{!anxious}{?lonely}[Cô đơn thì đau|Cảm giác cô đơn rất khó chịu|Thấy lạc lõng thật không dễ chịu], nhưng nó không nói gì về giá trị của bạn; [nó chỉ nói bạn cần được kết nối, như ai cũng vậy|đó là nhu cầu được gắn bó mà ai cũng có].',
      '{!anger}{!anxious}{!lonely}{?flat}[Thấy trống rỗng, mất động lực|Cảm giác chẳng muốn làm gì] thường là dấu hiệu [bạn đã gồng quá lâu|bạn đã gánh quá nhiều trong thời gian dài], chứ không phải lười.',
      '{!anger}{!anxious}{!lonely}{!flat}[Cảm giác có lỗi kéo dài|Sự áy náy mãi không buông] thường cho thấy có điều gì đó rất quan trọng với bạn; [đáng để hỏi xem đó là điều gì|thử tìm xem cụ thể là điều gì nhé].',
    ],
    [
      '{?anger}Lần tới, để ý khoảnh khắc ngay trước khi cơn bực bùng lên, [hàm căng hay mặt nóng|tim đập nhanh hay tay siết lại], rồi nói “cho mình năm phút” trước khi trả lời.',
      '{?anger}Thử bắt lấy dấu hiệu đầu tiên, trước khi lời nói bật ra, rồi [ra chỗ khác vài phút|hít chậm một hơi và rời phòng một lát]; bình tĩnh lại rồi hãy nói tiếp.',
      '{!anger}{?anxious}Khi nó dâng lên, thở ra dài hơn hít vào và gọi tên năm thứ bạn đang nhìn thấy: như vậy là báo cho cơ thể rằng không có gì khẩn cấp.',
      '{!anger}{?anxious}Dành cho nỗi lo mười lăm phút cố định mỗi ngày để viết hết ra; ngoài giờ đó, bảo nó “để sau”.',
      '{!anger}{!anxious}{?lonely}Hôm nay chọn một người và gửi một tin nhắn nhỏ thôi; [kết nối thường bắt đầu lại từ một điều rất nhỏ|không cần phải là một cuộc nói chuyện sâu sắc].',
      '{!anger}{!anxious}{?lonely}Tuần này thử đến một nơi lần nào cũng gặp cùng những người đó, một lớp học hay một câu lạc bộ; [thân thiết lớn lên từ việc gặp lại nhau|gương mặt quen dần dần thành bạn].',
      '{!anger}{!anxious}{!lonely}{?flat}Chọn một việc nhỏ bạn từng thích và làm nó mười phút, chưa cần thấy vui ngay.',
      '{!anger}{!anxious}{!lonely}{?flat}Bắt đầu từ cơ thể: đi bộ ngắn ngoài trời và ngủ đúng giờ giúp lấy lại động lực hơn là cố gắng bằng ý chí.',
      '{!anger}{!anxious}{!lonely}{!flat}Viết ra trong một câu điều khiến bạn thấy có lỗi, rồi viết điều bạn sẽ nói với một người bạn nếu họ viết câu đó.',
    ],
    ['{?anger}{?guilt}Sau đó, một câu ngắn “xin lỗi, mình mệt chứ không phải giận đâu” hàn gắn được nhiều hơn cả cảm giác có lỗi.'],
    [
      '{?anger}Chuyện đó hay xảy ra nhất lúc nào: khi bạn mệt, hay khi nghe một câu nói cụ thể?',
      '{?anger}Ngay trước lúc đó, trong bạn thường đang có chuyện gì?',
      '{!anger}{?anxious}Nó thường bắt đầu vào lúc nào?',
      '{!anger}{?anxious}Khi nó bắt đầu, đầu bạn thường nghĩ đến điều gì trước tiên?',
      '{!anger}{!anxious}{?lonely}Lần gần nhất bạn thấy thoải mái bên một ai đó là với ai?',
      '{!anger}{!anxious}{?lonely}Lần gần nhất bạn thấy mình thật sự được lắng nghe là khi nào?',
      '{!anger}{!anxious}{!lonely}{?flat}Cảm giác này kéo dài bao lâu rồi?',
      '{!anger}{!anxious}{!lonely}{?flat}Trước đây điều gì từng cho bạn năng lượng?',
      '{!anger}{!anxious}{!lonely}{!flat}Bạn sẽ nói gì với người bạn đó?',
    ],
  ],
  favourite: [
    ['{?fav_dinosaur}Mình thích nhất khủng long ba sừng: ba cái sừng với cái diềm to như khiên của hiệp sĩ!', '{?fav_animal}Mình thích nhất rái cá: lúc ngủ tụi nó nắm tay nhau để khỏi trôi xa.', '{?fav_colour}Mình thích nhất màu xanh lá đậm, như lá cây vừa tạnh mưa.', '{?fav_food}Mình thích nhất một tô mì nước nóng hổi; ngày nào mệt ăn vào cũng đỡ.', '{?fav_season}Mình thích nhất mùa thu: gió mát, đồ uống ấm và lá khô giòn dưới chân.'],
    ['{?theirs}Lựa chọn của bạn cũng hay lắm!', '{!theirs}Còn bạn thích gì nhất?'],
    ['{?theirs}Bạn thích nó ở điểm nào nhất?'],
  ],
  stuck: [
    ['Trì hoãn hiếm khi là do lười; thường đó là cách né một cảm giác mà việc ấy mang lại, như chán hay sợ làm không tốt.'],
    ['[Làm bước đầu tiên nhỏ đến mức buồn cười|Thu bước đầu tiên lại thật nhỏ]: mở tài liệu ra và viết một câu thật thô, để điện thoại ở phòng khác trong hai mươi lăm phút.'],
    ['Hết hai mươi lăm phút thì dừng, và để ý xem mình đã làm được gì, chứ không phải còn lại bao nhiêu.'],
    ['Ngay trước lúc cầm điện thoại lên, bạn đang cảm thấy gì?', 'Phần nào của việc đó khiến bạn ngại nhất?'],
  ],
};

const zh: TopicBank = {
  cooking: [
    ['用{all}，直接做{dish}：一个锅，什么都不浪费。'],
    ['{?raw}先把{protein}切小块，下热锅煎六七分钟到熟透，盛出来。'],
    [
      '{?starch_bread}把{starch}撕成块，锅里放一点油煎到酥脆；放硬了的面包做这个正合适。',
      '{?starch_rice}{!raw}先把{starch}下到烧得很热的锅里，让它是炒出来的，不是焖出来的。',
      '{?starch_rice}{?raw}接着把{starch}下到同一口热锅里，让它是炒出来的，不是焖出来的。',
      '{?starch_noodle}先把{starch}煮上，煮面水留一小碗。',
      '{?starch_potato}把{starch}切小丁，在锅里煎到金黄，前八分钟盖上锅盖。',
    ],
    ['{?veg}{veg}先炒两分钟炒软。'],
    ['{?green}放{green}翻炒到变软；它一缩就没多少了，全放进去。'],
    ['{?protein}{!raw}加{protein}炒热。', '{?raw}把{protein}倒回锅里翻匀。'],
    ['{?egg}{egg}加一小撮盐打散，均匀浇上去，让蛋液把所有东西包住。'],
    ['{?cheese}最后把{cheese}捏碎撒在上面；它本身就咸，盐少放。'],
    ['{!tossed}{?minutes}盖上锅盖小火五分钟，{minutes}分钟之内稳稳上桌。', '{!tossed}{!minutes}盖上锅盖小火五分钟就好了。', '{?tossed}{?minutes}大火再翻炒一分钟，{minutes}分钟之内稳稳上桌。', '{?tossed}{!minutes}大火再翻炒一分钟就好了。'],
    ['{?people}{people}吃刚刚好。'],
  ],
  audition: [
    ['{!contest}{?idol}我第一次试镜的时候手也一直在抖，这太正常了。', '{!contest}{!idol}第一次试镜紧张，说明你在乎，不代表你没准备好。', '{?contest}{?idol}我第一次上台的时候手也一直在抖，这太正常了。', '{?contest}{!idol}上台前手抖，说明你在乎，不代表你没准备好。'],
    ['上台前最后一分钟：吸气数四下，呼气数六下，做三次，心跳就会慢下来。甩甩手、转转肩，在脑子里过一遍第一句或者前八拍。'],
    ['{?soon}今晚别再练新东西，完整过一遍就早点睡。{when}你只要把练过的拿出来就够了。', '{!soon}前一天晚上完整过一遍就早点睡，别再加新东西。'],
    ['在评委里找一张最和善的脸，就当只表演给那一个人看。'],
    ['你准备的是什么节目？', '结束了记得告诉我结果哦！'],
  ],
  social_fear: [
    ['{?talk}一站到大家面前就卡住，是最常见的害怕之一，而且有办法：把开头三句背熟。', '{!talk}{?newjob}一到自我介绍就卡住，是新工作里最常见的害怕之一，而且有办法：准备一个三句话的稿子。', '{!talk}{!newjob}在一群人面前说自己就卡住，很多人都这样，而且有办法：准备一个三句话的稿子。'],
    ['{?talk}剩下的内容搭在三个要点上，每点一句话，写在一张卡片上随时瞄一眼。', '{!talk}名字和你要做的工作；以前做过的一件事；一个生活里的小细节，比如爱好或者老家。'],
    ['今晚大声说五遍，其中一遍对着镜子，到时候你只是在背，不是在现想。'],
    ['{?newjob}其实也没人记得自我介绍，大家记得的是午饭时谁最友好。', '{!newjob}要是还是卡住，就笑着说一句“我有点紧张”，说出来它就弱了一半。'],
    ['你的三句话会是什么？', '三句里哪一句最难说出口？'],
  ],
  confession: [
    ['{?sign}作为{sign}，{trait}，你大概早就读懂对方看你的眼神了。', '{!sign}你会问，是因为心里其实已经知道对方怎么看你。'],
    ['{?when}可以，{when}表白，但要挑一个安静、只有你们两个人的时候，别当着别人的面。', '{!when}可以表白，但要挑一个安静、只有你们两个人的时候，别当着别人的面。'],
    ['话要短：“我喜欢你，想让你知道。”然后给对方时间慢慢回答。'],
    ['{?sign}{sign}最近的桃花运是暖的：坦白比等待更适合你。', '星星站在把话说清楚的人这一边。'],
  ],
  practice: [
    ['{?idol}{?have_you}说实话？当然有。我当练习生的时候，好几个月都慢半拍，还以为自己是练习室里最笨的那个。', '{?idol}{!have_you}每个练习生都会撞上这堵墙，我也撞了好几个月。', '{!idol}练了两个月还觉得自己笨，是开窍之前正常的瓶颈期。'],
    ['{?beat}我当时的办法：把音乐调到0.75倍速，大声数八拍，先拍手跟上节拍再跳。', '{!beat}办法是：放慢速度，按八拍拆开，一小段练干净了再连起来。'],
    ['每周录一次视频就好，别天天看，隔一周对比，感觉不到的进步会在视频里出现。'],
    ['身体一直在学，只是还没显出来。'],
  ],
  moon: [
    ['{?kid}我知道我知道！老师讲过！', '{!kid}这个问题问得好。'],
    ['月亮其实没有变形状。太阳一直照亮月亮的一半，月亮绕着地球转一圈大概要一个月，转到不同的位置，我们看到亮的那一半就有时多、有时少。'],
    ['只看到一点点亮的，就是弯弯的月牙；整个亮面都看到了，就是圆圆的满月。'],
    ['{?kid}是不是很神奇？今晚我们一起看看月亮是什么形状吧！', '{!kid}连着看一个星期，就能看到亮的部分一天天变大。'],
  ],
  sky: [
    ['{?kid}我知道！老师讲过！', '{!kid}这个问题问得好。'],
    ['阳光看起来是白的，其实是很多颜色混在一起。穿过空气的时候，蓝色的光被弹得最厉害，所以整片天空都有蓝光朝我们跑过来。'],
    ['傍晚阳光要穿过更多的空气，蓝光都被散掉了，我们就看到橙色和红色。'],
  ],
  rain: [
    ['{?kid}这个我知道！', '{!kid}这个问题问得好。'],
    ['太阳把海里、河里和水坑里的水晒热，水变成看不见的水蒸气飞到天上。高空很冷，水蒸气变成小小的水滴，好多好多聚在一起就是云。'],
    ['小水滴互相碰撞，合成大水滴，重到飘不住了，就掉下来变成雨。'],
  ],
  stars: [
    ['{?kid}哇，星星！', '{!kid}这个问题问得好。'],
    ['星星就是太阳，是像我们的太阳一样巨大的燃烧的气体球，只是太远了，看起来才像小点点。'],
    ['它们会一闪一闪，是因为星光要穿过一直在动的空气，光被轻轻地弯来弯去。'],
  ],
  dinosaurs: [
    ['{?kid}我最喜欢恐龙了！', '{!kid}这个问题问得好。'],
    ['恐龙在地球上生活了一亿五千多万年。大约六千六百万年前，一块从太空来的巨大石头撞上地球，灰尘挡住了太阳，植物死了，大恐龙找不到足够的食物。'],
    ['不过它们没有全部消失：鸟就是恐龙的曾曾孙，所以鸽子是一只小恐龙！'],
  ],
  setback: [
    ['{?kid}啊，{event}没弄好吗？过来，抱抱！', '{!kid}{event}没发挥好，真替你难受；刚结束的这几个小时最难熬。'],
    ['不过自己心里的感觉，往往比别人看到的糟糕得多。'],
    ['今晚别一遍遍回放了：写下一个想重来的地方和一个其实还不错的地方，然后合上本子，去吃点好吃的。'],
    ['哪个瞬间一直在你脑子里转？', '想跟我说说发生了什么吗？不想说的话，我们先聊点别的也行。'],
  ],
  mystery: [
    ['好，我们把它当成一桩案子来办。', '一个像样的小谜团，很好。'],
    ['第一步，找规律：记下每次发生的时间，以及那天有什么不同；找到规律，答案就有一半了。'],
    ['第二步，把所有可能的途径都列出来，再离谱的也写上，然后从最容易验证的开始，一个个排除。'],
    ['最后，在它最常发生的时间亲自守一次：亲眼看一次，胜过猜十次。'],
    ['这件事第一次发生是什么时候？', '开始之前，有什么变化吗？'],
  ],
  feelings: [
    [
      '{?anger}{?guilt}[对最亲的人发完脾气又内疚|冲身边最亲的人发火，事后又过意不去]，这是非常常见的循环，而[内疚本身就说明你很在乎他们|会过意不去，正说明你在乎]。',
      '{?anger}{!guilt}[莫名其妙的烦躁|说来就来的火气]，往往是[累了、担心什么，或者太久没有自己的空间|身心透支或心里有事的信号]，而不是你性格不好。',
      '{!anger}{?anxious}[反复出现的焦虑很耗人|一直这样担心真的很累]；[那是身体在用力过猛地保护你|那是大脑的警报响得太频繁了]。',
      '{!anger}{!anxious}{?lonely}[孤独会痛|孤单的感觉很难受|一个人撑着真的不好受]，但它不说明你不好；[它只说明你需要连接，每个人都一样|那是每个人都有的、想被陪伴的需要]。',
      '{!anger}{!anxious}{!lonely}{?flat}[提不起劲、心里空空的|什么都不想做的那种感觉]，常常是[硬撑太久的信号|扛了太多太久的信号]，不是懒。',
      '{!anger}{!anxious}{!lonely}{!flat}[一直放不下的内疚|挥之不去的愧疚]，通常说明有件事对你很重要；[值得问问自己，具体是什么|可以试着找找，具体是哪件事]。',
    ],
    [
      '{?anger}下次留意火气上来之前的那一刻，比如[咬紧牙、脸发热|心跳加快、手攥紧]，先说一句“给我五分钟”，再回话。',
      '{?anger}试着在话说出口之前抓住第一个信号，然后[先离开几分钟|慢慢吸一口气，出去走一下]，冷静下来再接着说。',
      '{!anger}{?anxious}它涌上来的时候，呼气比吸气长一点，再说出眼前看到的五样东西：这是在告诉身体，没有紧急情况。',
      '{!anger}{?anxious}每天给担心留固定的十五分钟，把想到的全写下来；其他时间它冒出来，就告诉它“等会儿再说”。',
      '{!anger}{!anxious}{?lonely}今天挑一个人，发一条小小的消息就好；[连接常常是从很小的一件事重新开始的|不一定要聊得很深]。',
      '{!anger}{!anxious}{?lonely}这周去一个每次都能见到同一群人的地方，比如一门课或一个社团；[亲近是从一次次见面里长出来的|熟悉的面孔会慢慢变成朋友]。',
      '{!anger}{!anxious}{!lonely}{?flat}挑一件以前喜欢的小事，做十分钟，不用期待马上开心。',
      '{!anger}{!anxious}{!lonely}{?flat}先从身体开始：白天出门走一小段、固定时间睡觉，比硬逼自己更能找回劲头。',
      '{!anger}{!anxious}{!lonely}{!flat}用一句话写下让你内疚的事，再写下如果朋友这样写，你会对他说什么。',
    ],
    ['{?anger}{?guilt}事后一句简单的“对不起，我是累了，不是冲你们”，比内疚更能修补关系。'],
    [
      '{?anger}一般什么时候最容易发作：累的时候，还是听到某句话的时候？',
      '{?anger}发作之前，你心里通常在想什么？',
      '{!anger}{?anxious}它通常是什么时候开始的？',
      '{!anger}{?anxious}它一来，你脑子里最先冒出的是什么？',
      '{!anger}{!anxious}{?lonely}上一次让你觉得自在的人是谁？',
      '{!anger}{!anxious}{?lonely}上一次觉得自己真正被倾听，是什么时候？',
      '{!anger}{!anxious}{!lonely}{?flat}这种感觉持续多久了？',
      '{!anger}{!anxious}{!lonely}{?flat}以前是什么让你有劲头的？',
      '{!anger}{!anxious}{!lonely}{!flat}你会对那个朋友说什么？',
    ],
  ],
  favourite: [
    ['{?fav_dinosaur}我最喜欢三角龙：三只角加一个大大的颈盾，像拿着盾牌的骑士！', '{?fav_animal}我最喜欢水獭：它们睡觉的时候会手拉手，免得漂散。', '{?fav_colour}我最喜欢深绿色，像雨刚停时的树叶。', '{?fav_food}我最喜欢一大碗热汤面，再糟的日子都能被它治好。', '{?fav_season}我最喜欢秋天：凉凉的风、热热的饮料，还有踩上去沙沙响的落叶。'],
    ['{?theirs}你选的也很棒！', '{!theirs}你最喜欢哪个？'],
    ['{?theirs}你最喜欢它哪一点？'],
  ],
  stuck: [
    ['拖延很少是因为懒，更多是在躲开这件事带来的某种感觉，比如无聊，或者怕做不好。'],
    ['[把第一步缩到小得可笑|把第一步变得小一点、再小一点]：打开文件写一句很粗糙的话，把手机放到另一个房间，坚持二十五分钟。'],
    ['二十五分钟一到就停下，看看自己做了什么，而不是还剩多少。'],
    ['拿起手机之前的那一刻，你心里是什么感觉？', '这件事里你最怕的是哪一部分？'],
  ],
};

const koPolite: TopicBank = {
  cooking: [
    ['{all} 있으면 바로 {dish} 만들면 돼요. 팬 하나로, 하나도 안 버리고요.'],
    ['{?raw}{protein:을} 한입 크기로 썰어 달군 팬에 먼저 6~7분, 속까지 익게 구운 다음 덜어 두세요.'],
    [
      '{?starch_bread}{starch:은} 한입 크기로 뜯어서 기름 살짝 두른 팬에 바삭하게 구워요. 딱딱해진 빵이 오히려 딱 좋아요.',
      '{?starch_rice}{!raw}{starch:은} 아주 뜨겁게 달군 팬에 먼저 넣어야 질척이지 않고 볶아져요.',
      '{?starch_rice}{?raw}이어서 {starch:을} 같은 팬에 넣어야 질척이지 않고 볶아져요.',
      '{?starch_noodle}{starch:은} 먼저 삶아 두고, 삶은 물은 한 컵 남겨 두세요.',
      '{?starch_potato}{starch:은} 잘게 깍둑 썰어 팬에 노릇하게 굽고, 처음 8분은 뚜껑을 덮어요.',
    ],
    ['{?veg}{veg:은} 2분쯤 볶아서 부드럽게 해 주세요.'],
    ['{?green}{green:을} 넣고 숨이 죽을 때까지 볶아요. 금방 줄어드니까 다 넣어도 돼요.'],
    ['{?protein}{!raw}{protein:을} 넣어 따뜻하게 데워요.', '{?raw}덜어 둔 {protein:을} 다시 넣어 섞어요.'],
    ['{?egg}{egg:은} 소금 한 꼬집 넣고 풀어서 위에 골고루 부어요.'],
    ['{?cheese}마지막에 {cheese:을} 부숴서 올려요. 짭짤하니까 소금은 조금만요.'],
    ['{!tossed}{?minutes}뚜껑 덮고 약불에 5분이면 {minutes}분 안에 넉넉히 완성이에요.', '{!tossed}{!minutes}뚜껑 덮고 약불에 5분이면 완성이에요.', '{?tossed}{?minutes}센불에서 1분만 더 휘리릭 볶으면 {minutes}분 안에 넉넉히 완성이에요.', '{?tossed}{!minutes}센불에서 1분만 더 휘리릭 볶으면 완성이에요.'],
    ['{?people}{people} 든든하게 먹을 양이에요.'],
  ],
  audition: [
    ['{!contest}{?idol}저도 첫 오디션 때 손이 덜덜 떨렸어요. 진짜 정상이에요!', '{!contest}{!idol}첫 오디션이 떨리는 건 그만큼 진심이라는 뜻이지, 준비가 덜 됐다는 뜻이 아니에요.', '{?contest}{?idol}저도 첫 무대 때 손이 덜덜 떨렸어요. 진짜 정상이에요!', '{?contest}{!idol}무대 앞에서 떨리는 건 그만큼 진심이라는 뜻이지, 준비가 덜 됐다는 뜻이 아니에요.'],
    ['무대 올라가기 직전에는 4초 들이마시고 6초 내쉬는 호흡을 세 번만 해 봐요. 심장이 확 느려져요. 손 털고 어깨 한 번 돌리고, 첫 소절이나 첫 여덟 박자를 머릿속으로 한 번 그려 보세요.'],
    ['{?soon}오늘 밤엔 새로운 거 연습하지 말고 한 번만 맞춰 보고 일찍 자요. {when:은} 연습한 만큼만 보여 주면 돼요.', '{!soon}전날 밤엔 한 번만 맞춰 보고 일찍 자요. 새로운 건 더하지 말고요.'],
    ['심사위원 중에 표정이 제일 따뜻한 한 분을 찾아서, 그분한테 보여 준다고 생각해요.'],
    ['어떤 곡 준비했어요?', '끝나고 꼭 얘기해 줘요, 약속!'],
  ],
  social_fear: [
    ['{?talk}여러 사람 앞에서 발표할 때 얼어붙는 건 정말 흔한 일이에요. 방법이 있어요. 첫 세 문장을 통째로 외워 두는 거예요.', '{!talk}{?newjob}새 직장에서 자기소개할 때 얼어붙는 건 정말 흔한 일이에요. 방법이 있어요. 세 문장짜리 대본이요.', '{!talk}{!newjob}여러 사람 앞에서 제 얘기를 해야 할 때 얼어붙는 건 정말 흔한 일이에요. 방법이 있어요. 세 문장짜리 대본이요.'],
    ['{?talk}나머지는 핵심 세 가지를 한 문장씩 카드에 적어 두고, 필요할 때 한 번씩 보면 돼요.', '{!talk}이름과 맡게 될 일, 전에 해 본 일 하나, 그리고 취미나 고향 같은 작은 개인적인 이야기 하나요.'],
    ['오늘 밤 소리 내서 다섯 번, 그중 한 번은 거울 앞에서 말해 보세요. 그 순간이 오면 지어내는 게 아니라 외운 걸 꺼내기만 하면 돼요.'],
    ['{?newjob}사실 자기소개는 아무도 오래 기억하지 않아요. 사람들이 기억하는 건 점심시간에 누가 다정했는지예요.', '{!newjob}그래도 막히면 ‘제가 좀 긴장했네요’ 하고 웃어도 괜찮아요. 이름을 붙이면 긴장이 절반으로 줄어요.'],
    ['세 문장을 지금 써 본다면 어떻게 시작하고 싶어요?', '세 문장 중에 어떤 게 제일 말하기 어려울 것 같아요?'],
  ],
  confession: [
    ['{?sign}{sign:은} {trait} 별자리라서, 그 사람이 어떤 눈으로 보는지 이미 느끼고 있을 거예요.', '{!sign}이렇게 묻는 건 마음 한편으로 이미 그 사람의 눈빛을 알고 있어서예요.'],
    ['{?when}네, {when} 고백해도 좋아요. 다만 사람 많은 자리 말고 둘만 있는 조용한 때를 고르세요.', '{!when}네, 고백해도 좋아요. 다만 사람 많은 자리 말고 둘만 있는 조용한 때를 고르세요.'],
    ['길게 말하지 말고 ‘좋아해요. 알려 주고 싶었어요.’ 한마디면 충분해요. 그다음엔 대답할 시간을 주세요.'],
    ['{?sign}요즘 {sign}의 연애운은 따뜻해요. 기다리는 것보다 솔직한 쪽이 더 잘 맞아요.', '별은 솔직하게 말하는 사람 편이에요.'],
  ],
  practice: [
    ['{?idol}{?have_you}솔직히요? 네, 저도 그랬어요. 연습생 때 몇 달 동안 계속 반 박자씩 늦어서 연습실에서 제가 제일 못하는 줄 알았어요.', '{?idol}{!have_you}연습생이면 다 이 벽에 부딪혀요. 저도 몇 달을 부딪혔어요.', '{!idol}두 달째 어설프게 느껴지는 건 감 잡기 직전의 정체기라서 정상이에요.'],
    ['{?beat}저한테 효과 있었던 건 음악을 0.75배속으로 느리게 틀고, 에잇 카운트를 소리 내서 세고, 박자를 손뼉으로 먼저 맞춘 다음에 춤추는 거였어요.', '{!beat}느리게, 에잇 카운트로 쪼개서, 작은 부분 하나를 깨끗하게 만든 다음 이어 붙여 보세요.'],
    ['영상은 매일 말고 일주일에 한 번만 찍어서 비교해 보세요. 스스로 못 느끼는 발전이 영상에는 보여요.'],
    ['몸은 티가 안 나도 계속 배우고 있어요.'],
  ],
  moon: [
    ['{!kid}좋은 질문이에요.'],
    ['달은 사실 모양이 바뀌는 게 아니에요. 해가 늘 달의 절반을 비추고, 달이 한 달쯤 걸려 지구를 한 바퀴 도는 동안 우리가 보는 밝은 쪽이 많아졌다 적어졌다 하는 거예요.'],
    ['밝은 쪽이 조금만 보이면 가느다란 초승달, 다 보이면 동그란 보름달이에요.'],
    ['일주일만 매일 보면 밝은 부분이 커지는 게 보여요.'],
  ],
  sky: [
    ['{!kid}좋은 질문이에요.'],
    ['햇빛은 하얗게 보이지만 사실 여러 색이 섞여 있어요. 공기를 지날 때 파란빛이 가장 많이 사방으로 튕겨서, 하늘 어디를 봐도 파란빛이 우리 눈에 들어와요.'],
    ['해 질 녘엔 빛이 공기를 훨씬 길게 지나와서 파란빛이 다 흩어지고, 주황빛과 붉은빛이 남아요.'],
  ],
  rain: [
    ['{!kid}좋은 질문이에요.'],
    ['해가 바다와 강, 웅덩이의 물을 데우면 물이 눈에 안 보이는 수증기가 돼서 하늘로 올라가요. 높은 곳은 추워서 수증기가 아주 작은 물방울이 되고, 그게 잔뜩 모인 게 구름이에요.'],
    ['작은 물방울끼리 부딪혀 점점 커지다가 너무 무거워지면 비가 돼서 떨어져요.'],
  ],
  stars: [
    ['{!kid}좋은 질문이에요.'],
    ['별은 우리 해 같은 거대한 불타는 가스 덩어리예요. 너무 멀어서 작은 점처럼 보일 뿐이에요.'],
    ['반짝이는 건 별빛이 계속 움직이는 공기를 지나오면서 조금씩 휘어서예요.'],
  ],
  dinosaurs: [
    ['{!kid}좋은 질문이에요.'],
    ['공룡은 1억 5천만 년 넘게 살았어요. 약 6600만 년 전에 우주에서 거대한 돌이 지구에 부딪혀 먼지가 해를 가리고 식물이 죽으면서, 큰 공룡들은 먹이를 찾지 못했어요.'],
    ['그래도 다 사라진 건 아니에요. 새가 공룡의 후손이라서, 비둘기도 작은 공룡인 셈이에요.'],
  ],
  setback: [
    ['{?kid}헉, {event:이} 잘 안 됐어요? 이리 와요, 꼭 안아 줄게요.', '{!kid}{event:이} 잘 안 풀렸군요. 많이 속상하죠. 끝난 직후가 원래 제일 괴로워요.'],
    ['그래도 스스로 느끼는 것보다 밖에서 보기엔 훨씬 괜찮았던 경우가 많아요.'],
    ['오늘은 자꾸 되감지 말고, 다시 한다면 바꾸고 싶은 장면 하나와 그래도 괜찮았던 것 하나만 적어 두고 덮어요. 그리고 맛있는 걸 먹어요.'],
    ['계속 떠오르는 장면이 있어요?', '무슨 일이 있었는지 얘기하고 싶으면 들을게요. 아니면 잠깐 다른 얘기 해요.'],
  ],
  feelings: [
    [
      '{?anger}{?guilt}[가까운 사람에게 짜증을 내고 나서 미안해지는 건|아끼는 사람에게 욱하고 나서 마음이 무거운 건] 아주 흔한 악순환이에요. [미안한 마음 자체가 그만큼 아낀다는 뜻이고요|미안해한다는 것 자체가 소중히 여긴다는 증거예요].',
      '{?anger}{!guilt}[이유 없이 올라오는 짜증은|불쑥 치미는 예민함은] 대개 [피로나 걱정, 혼자만의 시간이 모자란 데서 와요|지쳤거나 마음에 걸리는 게 있다는 신호예요]. 성격이 나빠서가 아니에요.',
      '{!anger}{?anxious}[자꾸 돌아오는 불안은 정말 지치게 하죠|그렇게 계속 불안하면 많이 지쳐요]. [몸이 나를 지키려고 너무 애쓰는 거예요|마음의 경보가 조금 자주 울리는 거예요].',
      '{!anger}{!anxious}{?lonely}[외로움은 아프지만|외로운 마음은 힘들지만|혼자라는 느낌은 괴롭지만], 내 가치와는 상관이 없어요. [누구나 그렇듯 연결이 필요하다는 신호예요|누구에게나 있는, 곁에 누가 있었으면 하는 마음이에요].',
      '{!anger}{!anxious}{!lonely}{?flat}[무기력하고 텅 빈 느낌은|아무것도 하기 싫은 마음은] 게을러서가 아니라, [너무 오래 버텨 왔다는 신호인 경우가 많아요|너무 많은 걸 오래 짊어졌다는 신호일 때가 많아요].',
      '{!anger}{!anxious}{!lonely}{!flat}[오래 남는 죄책감은|떨쳐지지 않는 미안함은] 그만큼 소중한 게 있다는 뜻이에요. [그게 정확히 뭔지 물어볼 만해요|그게 무엇인지 한번 찾아봐요].',
    ],
    [
      '{?anger}다음엔 욱하기 직전의 순간, [턱에 힘이 들어가거나 얼굴이 뜨거워지는 때|심장이 빨라지거나 주먹에 힘이 들어가는 때]를 알아채고, 대답하기 전에 “5분만 시간을 줘”라고 말해 보세요.',
      '{?anger}말이 튀어나오기 전에 첫 신호를 잡아서 [몇 분만 자리를 피해 보세요|천천히 숨을 쉬고 잠깐 방을 나가 보세요]. 가라앉은 다음에 얘기해도 늦지 않아요.',
      '{!anger}{?anxious}불안이 올라올 땐 들이쉬는 것보다 길게 내쉬고, 눈에 보이는 것 다섯 가지를 말해 보세요. 몸에게 위급한 상황이 아니라고 알려 주는 거예요.',
      '{!anger}{?anxious}하루에 15분, 걱정하는 시간을 정해 두고 그때 다 적어 보세요. 그 밖의 시간엔 “나중에”라고 미뤄 두고요.',
      '{!anger}{!anxious}{?lonely}오늘 한 사람을 골라 짧은 메시지 하나만 보내 보세요. [연결은 대개 아주 작은 것에서 다시 시작돼요|깊은 대화가 아니어도 괜찮아요].',
      '{!anger}{!anxious}{?lonely}이번 주엔 매번 같은 사람들을 만나는 자리, 수업이나 모임에 한 번 가 보세요. [친밀함은 얼굴을 다시 보는 데서 자라요|익숙한 얼굴이 천천히 친구가 돼요].',
      '{!anger}{!anxious}{!lonely}{?flat}예전에 좋아하던 작은 일 하나를 골라 10분만 해 보세요. 당장 즐겁지 않아도 괜찮아요.',
      '{!anger}{!anxious}{!lonely}{?flat}몸부터 시작해 보세요. 낮에 잠깐 걷고 같은 시간에 자는 게 의지보다 의욕을 더 잘 되살려요.',
      '{!anger}{!anxious}{!lonely}{!flat}무엇이 미안한지 한 문장으로 적고, 친구가 그 문장을 썼다면 뭐라고 말해 줄지도 적어 보세요.',
    ],
    ['{?anger}{?guilt}그리고 나중에 “미안, 화난 게 아니라 좀 지쳐서 그랬어” 한마디가 죄책감보다 관계를 더 잘 회복시켜요.'],
    [
      '{?anger}주로 언제 그래요? 피곤할 때인가요, 아니면 어떤 말을 들었을 때인가요?',
      '{?anger}그러기 직전에 마음속에서는 보통 무슨 일이 있어요?',
      '{!anger}{?anxious}보통 언제 시작돼요?',
      '{!anger}{?anxious}불안이 시작되면 제일 먼저 어떤 생각이 들어요?',
      '{!anger}{!anxious}{?lonely}마지막으로 편안하다고 느낀 사람은 누구였어요?',
      '{!anger}{!anxious}{?lonely}마지막으로 내 얘기를 진짜 들어 준다고 느낀 게 언제였어요?',
      '{!anger}{!anxious}{!lonely}{?flat}이런 느낌이 얼마나 됐어요?',
      '{!anger}{!anxious}{!lonely}{?flat}예전엔 뭐가 힘을 줬어요?',
      '{!anger}{!anxious}{!lonely}{!flat}그 친구에게는 뭐라고 말해 줄 것 같아요?',
    ],
  ],
  favourite: [
    ['{?fav_dinosaur}저는 트리케라톱스가 제일 좋아요! 뿔 세 개에 커다란 목 방패까지, 방패 든 기사 같잖아요.', '{?fav_animal}저는 수달이 제일 좋아요. 잘 때 떠내려가지 않으려고 서로 손을 잡고 자거든요.', '{?fav_colour}저는 짙은 초록색이 제일 좋아요. 비 그친 직후의 나뭇잎 색이요.', '{?fav_food}저는 뜨끈한 국수 한 그릇이 제일 좋아요. 웬만한 날은 그걸로 다 풀려요.', '{?fav_season}저는 가을이 제일 좋아요. 선선한 바람, 따뜻한 음료, 바스락거리는 낙엽까지요.'],
    ['{?theirs}고른 것도 정말 좋네요!', '{!theirs}뭐가 제일 좋아요?'],
    ['{?theirs}어떤 점이 제일 좋아요?'],
  ],
  stuck: [
    ['미루는 건 대개 게을러서가 아니라, 그 일이 주는 느낌, 지루함이나 잘 못할까 하는 두려움을 피하는 방법이에요.'],
    ['[첫 단계를 우스울 만큼 작게 잡아 보세요|첫걸음을 아주 작게 줄여 보세요]. 파일을 열고 엉성한 문장 하나만 쓰는 거예요. 휴대폰은 25분 동안 다른 방에 두고요.'],
    ['25분이 지나면 멈추고, 남은 것 말고 해낸 것을 봐 주세요.'],
    ['휴대폰을 집어 들기 직전에 어떤 기분이 들어요?', '그 일에서 제일 피하고 싶은 부분이 뭐예요?'],
  ],
};

const koHage: TopicBank = {
  cooking: [
    ['{all}, 그거면 {dish}일세. 팬 하나로 남김없이 쓰게.'],
    ['{?raw}{protein:을} 한입 크기로 썰어 달군 팬에 먼저 6~7분, 속까지 익게 구운 뒤 덜어 두게.'],
    [
      '{?starch_bread}{starch:은} 한입 크기로 뜯어 기름 두른 팬에 바삭하게 굽게. 딱딱해진 빵이 오히려 제격이지.',
      '{?starch_rice}{!raw}{starch:은} 아주 뜨겁게 달군 팬에 먼저 넣게. 그래야 질척이지 않고 볶아지네.',
      '{?starch_rice}{?raw}이어서 {starch:을} 같은 팬에 넣게. 그래야 질척이지 않고 볶아지네.',
      '{?starch_noodle}{starch:은} 먼저 삶아 두고, 삶은 물은 한 컵 남겨 두게.',
      '{?starch_potato}{starch:은} 잘게 썰어 노릇하게 굽되, 처음 8분은 뚜껑을 덮게.',
    ],
    ['{?veg}{veg:은} 2분쯤 볶아 부드럽게 하게.'],
    ['{?green}{green:을} 넣고 숨이 죽을 때까지 볶게. 금방 줄어드니 다 넣어도 되네.'],
    ['{?protein}{!raw}{protein:을} 넣어 데우게.', '{?raw}덜어 둔 {protein:을} 다시 넣어 섞게.'],
    ['{?egg}{egg:은} 소금 한 꼬집 넣고 풀어 위에 고루 붓게.'],
    ['{?cheese}마지막에 {cheese:을} 부숴 올리게. 짭짤하니 소금은 아끼고.'],
    ['{!tossed}{?minutes}뚜껑 덮고 약불에 5분이면 {minutes}분 안에 넉넉히 끝나네.', '{!tossed}{!minutes}뚜껑 덮고 약불에 5분이면 끝나네.', '{?tossed}{?minutes}센불에 1분만 더 볶으면 {minutes}분 안에 넉넉히 끝나네.', '{?tossed}{!minutes}센불에 1분만 더 볶으면 끝나네.'],
    ['{?people}{people} 든든히 먹을 양일세.'],
  ],
  audition: [
    ['{!contest}첫 오디션이 떨리는 건 그만큼 진심이라는 증거일세. 준비가 덜 됐다는 뜻이 아니야.', '{?contest}무대 앞에서 떨리는 건 그만큼 진심이라는 증거일세. 준비가 덜 됐다는 뜻이 아니야.'],
    ['무대에 오르기 직전엔 넷을 세며 들이쉬고 여섯을 세며 내쉬게. 세 번이면 심장이 가라앉을 걸세. 손을 털고, 첫 소절이나 첫 여덟 박자를 머릿속으로 한 번 그려 보게.'],
    ['{?soon}오늘 밤엔 새것을 익히지 말고 한 번만 맞춰 본 뒤 일찍 자게. {when:은} 익힌 만큼만 보여 주면 되네.', '{!soon}전날 밤엔 한 번만 맞춰 보고 일찍 자게. 새것은 더하지 말고.'],
    ['심사위원 가운데 가장 온화한 얼굴 하나를 찾아, 그 사람에게 보여 준다 생각하게.'],
    ['어떤 곡을 준비했나?'],
  ],
  social_fear: [
    ['{?talk}여럿 앞에서 발표할 때 얼어붙는 건 아주 흔한 일일세. 방법이 있네. 첫 세 문장을 통째로 외워 두게.', '{!talk}{?newjob}새 일터에서 자기소개 앞에 얼어붙는 건 아주 흔한 일일세. 방법이 있네. 세 문장짜리 대본이지.', '{!talk}{!newjob}여럿 앞에서 자기 얘기를 할 때 얼어붙는 건 아주 흔한 일일세. 방법이 있네. 세 문장짜리 대본이지.'],
    ['{?talk}나머지는 핵심 세 가지를 한 문장씩 카드에 적어 두고 필요할 때 보게.', '{!talk}이름과 맡을 일, 전에 해 본 일 하나, 그리고 취미나 고향 같은 작은 이야기 하나.'],
    ['오늘 밤 소리 내어 다섯 번, 한 번은 거울 앞에서 말해 보게. 그때가 오면 지어낼 필요 없이 외운 걸 꺼내기만 하면 되네.'],
    ['{?newjob}사실 자기소개는 아무도 오래 기억하지 않네. 사람들은 점심때 누가 다정했는지를 기억하지.', '{!newjob}그래도 막히면 ‘조금 긴장했습니다’ 하고 웃게. 이름을 붙이면 긴장이 반으로 줄지.'],
    ['그대의 세 문장은 무엇이 되겠나?'],
  ],
  confession: [
    ['{?sign}{sign:은} {trait} 별자리일세. 그 사람이 그대를 어떤 눈으로 보는지 이미 느끼고 있겠지.', '{!sign}그리 묻는 건 마음 한편이 이미 그 사람의 눈빛을 알고 있어서일세.'],
    ['{?when}그렇네, {when} 고백해도 좋겠네. 다만 사람 많은 자리는 피하고, 둘만 있는 조용한 때를 고르게.', '{!when}그렇네, 고백해도 좋겠네. 다만 사람 많은 자리는 피하고, 둘만 있는 조용한 때를 고르게.'],
    ['길게 말하지 말고 ‘좋아합니다. 알려 드리고 싶었어요.’ 한마디면 족하네. 그다음엔 대답할 시간을 주게.'],
    ['{?sign}요즘 {sign}의 연애운은 따뜻하네. 기다리기보다 솔직한 쪽이 그대에게 맞지.', '별은 솔직하게 말하는 이의 편일세.'],
  ],
  practice: [
    ['두 달째 서툴게 느껴지는 건 감을 잡기 직전의 정체기일세. 정상이지.'],
    ['{?beat}음악을 0.75배속으로 늦추고, 여덟 박자를 소리 내어 세고, 박자를 손뼉으로 먼저 맞춘 뒤에 춤추게.', '{!beat}느리게, 여덟 박자씩 쪼개어, 작은 부분 하나를 깨끗이 만든 뒤 이어 붙이게.'],
    ['영상은 일주일에 한 번만 찍어 비교하게. 스스로 못 느끼는 발전이 거기엔 보이네.'],
  ],
  moon: [
    ['좋은 질문일세.'],
    ['달은 모양이 바뀌는 게 아니라네. 해가 늘 달의 절반을 비추고, 달이 한 달쯤 걸려 지구를 도는 동안 우리가 보는 밝은 쪽이 많아졌다 적어졌다 하는 걸세.'],
    ['밝은 쪽이 조금만 보이면 초승달, 다 보이면 보름달이지.'],
  ],
  sky: [
    ['좋은 질문일세.'],
    ['햇빛은 희게 보여도 여러 빛깔이 섞여 있네. 공기를 지날 때 파란빛이 가장 많이 흩어져서, 하늘 어디서나 파란빛이 눈에 들어오는 걸세.'],
    ['해 질 녘엔 빛이 공기를 길게 지나와 파란빛이 다 흩어지고 붉은빛이 남지.'],
  ],
  rain: [
    ['좋은 질문일세.'],
    ['해가 바다와 강의 물을 데우면 물이 수증기가 되어 하늘로 오르네. 높은 곳은 차가워서 수증기가 작은 물방울이 되고, 그게 모인 게 구름일세.'],
    ['물방울끼리 부딪혀 커지다가 너무 무거워지면 비가 되어 떨어지지.'],
  ],
  stars: [
    ['좋은 질문일세.'],
    ['별은 우리 해처럼 거대한 불타는 가스 덩어리일세. 너무 멀어서 점처럼 보일 뿐이지.'],
    ['반짝이는 건 별빛이 늘 움직이는 공기를 지나며 조금씩 휘기 때문이네.'],
  ],
  dinosaurs: [
    ['좋은 질문일세.'],
    ['공룡은 1억 5천만 년 넘게 살았네. 약 6600만 년 전 우주에서 온 거대한 돌이 지구에 부딪혀 먼지가 해를 가리자, 큰 공룡들은 먹이를 잃었지.'],
    ['허나 다 사라진 건 아닐세. 새가 공룡의 후손이니 말일세.'],
  ],
  setback: [
    ['{event:이} 뜻대로 되지 않았군. 속이 쓰리겠네. 끝난 직후가 원래 가장 괴로운 법일세.'],
    ['허나 스스로 느끼는 것보다 밖에서 보기엔 훨씬 나았던 경우가 많다네.'],
    ['오늘은 자꾸 되새기지 말고, 다시 한다면 바꿀 장면 하나와 괜찮았던 것 하나만 적어 두고 덮게. 그리고 따뜻한 걸 먹게.'],
    ['가장 자꾸 떠오르는 장면이 무엇인가?'],
  ],
  mystery: [
    ['좋네, 이건 하나의 사건으로 다뤄 보세.'],
    ['먼저 패턴일세. 일이 생길 때마다 시각과 그날 달랐던 점을 적어 두게. 패턴을 찾으면 답의 절반은 찾은 셈이야.'],
    ['다음엔 그런 일이 생길 수 있는 길을, 말이 안 돼 보이는 것까지 전부 적고, 확인하기 쉬운 것부터 하나씩 지워 나가게.'],
    ['마지막으로 주로 일이 생기는 시각에 한 번 직접 지켜보게. 한 번 보는 게 열 번 짐작하는 것보다 낫네.'],
    ['처음 그 일이 생긴 게 언제였나?', '그 일이 시작되기 직전에 달라진 게 있었나?'],
  ],
  favourite: [
    ['{?fav_dinosaur}나는 트리케라톱스를 가장 좋아하네. 뿔 셋에 큰 목 방패라니, 방패 든 기사 같지 않은가.', '{?fav_animal}나는 수달을 가장 좋아하네. 잘 때 떠내려가지 않으려고 서로 손을 잡고 잔다네.', '{?fav_colour}나는 짙은 초록색을 가장 좋아하네. 비 그친 직후의 나뭇잎 빛깔일세.', '{?fav_food}나는 뜨끈한 국수 한 그릇을 가장 좋아하네. 웬만한 날은 그걸로 풀리지.', '{?fav_season}나는 가을을 가장 좋아하네. 선선한 바람, 따뜻한 차, 바스락거리는 낙엽.'],
    ['{?theirs}자네가 고른 것도 훌륭하군.', '{!theirs}자네는 무엇을 가장 좋아하나?'],
    ['{?theirs}어떤 점이 가장 마음에 드나?'],
  ],
};

const koPlain: TopicBank = {
  cooking: [
    ['{all} 있으면 바로 {dish} 해. 팬 하나로, 하나도 안 버리고.'],
    ['{?raw}{protein:을} 한입 크기로 썰어 달군 팬에 먼저 6~7분, 속까지 익게 구운 다음 덜어 둬.'],
    [
      '{?starch_bread}{starch:은} 한입 크기로 뜯어서 기름 살짝 두른 팬에 바삭하게 구워. 딱딱해진 빵이 오히려 딱이야.',
      '{?starch_rice}{!raw}{starch:은} 아주 뜨겁게 달군 팬에 먼저 넣어. 그래야 질척이지 않고 볶아져.',
      '{?starch_rice}{?raw}이어서 {starch:을} 같은 팬에 넣어. 그래야 질척이지 않고 볶아져.',
      '{?starch_noodle}{starch:은} 먼저 삶아 두고, 삶은 물은 한 컵 남겨 둬.',
      '{?starch_potato}{starch:은} 잘게 깍둑 썰어 노릇하게 굽고, 처음 8분은 뚜껑 덮어.',
    ],
    ['{?veg}{veg:은} 2분쯤 볶아서 부드럽게 해.'],
    ['{?green}{green:을} 넣고 숨 죽을 때까지 볶아. 금방 줄어드니까 다 넣어도 돼.'],
    ['{?protein}{!raw}{protein:을} 넣어서 데워.', '{?raw}덜어 둔 {protein:을} 다시 넣어 섞어.'],
    ['{?egg}{egg:은} 소금 한 꼬집 넣고 풀어서 위에 골고루 부어.'],
    ['{?cheese}마지막에 {cheese:을} 부숴서 올려. 짭짤하니까 소금은 조금만.'],
    ['{!tossed}{?minutes}뚜껑 덮고 약불에 5분이면 {minutes}분 안에 넉넉히 끝나.', '{!tossed}{!minutes}뚜껑 덮고 약불에 5분이면 끝.', '{?tossed}{?minutes}센불에서 1분만 더 볶으면 {minutes}분 안에 넉넉히 끝나.', '{?tossed}{!minutes}센불에서 1분만 더 볶으면 끝.'],
    ['{?people}{people} 든든하게 먹을 양이야.'],
  ],
  audition: [
    ['{?kid}나도 발표회 때 엄청 떨렸어! 근데 떨리는 건 잘하고 싶어서래.', '{!kid}{!contest}첫 오디션 떨리는 건 그만큼 진심이라서 그래. 준비가 덜 돼서가 아니야.', '{!kid}{?contest}무대 앞에서 떨리는 건 그만큼 진심이라서 그래. 준비가 덜 돼서가 아니야.'],
    ['무대 올라가기 직전엔 4초 들이마시고 6초 내쉬기, 딱 세 번만 해. 심장이 확 느려져. 손 털고 어깨 한 번 돌리고, 첫 소절이나 첫 여덟 박자를 머릿속으로 한 번 그려 봐.'],
    ['{?soon}오늘 밤엔 새로운 거 하지 말고 한 번만 맞춰 보고 일찍 자. {when:은} 연습한 만큼만 보여 주면 돼.', '{!soon}전날 밤엔 한 번만 맞춰 보고 일찍 자. 새로운 건 더하지 말고.'],
    ['심사위원 중에 표정 제일 따뜻한 사람 하나 찾아서 그 사람한테 보여 준다고 생각해.'],
    ['무슨 곡 준비했어?', '끝나면 꼭 얘기해 줘!'],
  ],
  social_fear: [
    ['{?talk}여러 사람 앞에서 발표할 때 얼어붙는 거, 진짜 흔해. 방법 있어. 첫 세 문장을 통째로 외워 둬.', '{!talk}{?newjob}새 직장에서 자기소개할 때 얼어붙는 거, 진짜 흔해. 방법 있어. 세 문장짜리 대본.', '{!talk}{!newjob}여러 사람 앞에서 내 얘기 할 때 얼어붙는 거, 진짜 흔해. 방법 있어. 세 문장짜리 대본.'],
    ['{?talk}나머지는 핵심 세 가지를 한 문장씩 카드에 적어 두고 필요할 때 봐.', '{!talk}이름이랑 맡을 일, 전에 해 본 일 하나, 그리고 취미나 고향 같은 작은 얘기 하나.'],
    ['오늘 밤 소리 내서 다섯 번, 한 번은 거울 앞에서 말해 봐. 그때 가면 지어낼 필요 없이 외운 거 꺼내기만 하면 돼.'],
    ['{?newjob}사실 자기소개는 아무도 기억 안 해. 점심때 누가 친절했는지를 기억하지.', '{!newjob}그래도 막히면 ‘나 좀 긴장했다’ 하고 웃어. 말로 꺼내면 긴장이 반으로 줄어.'],
    ['네 세 문장은 뭐가 될 것 같아?'],
  ],
  confession: [
    ['{?sign}{sign:은} {trait} 별자리라서, 그 사람이 널 어떤 눈으로 보는지 벌써 느끼고 있을걸.', '{!sign}이렇게 묻는 거 보면 너도 이미 그 사람 눈빛을 알고 있는 거야.'],
    ['{?when}응, {when} 고백해도 좋아. 대신 사람 많은 데 말고 둘만 있는 조용한 때로 골라.', '{!when}응, 고백해도 좋아. 대신 사람 많은 데 말고 둘만 있는 조용한 때로 골라.'],
    ['길게 말하지 말고 ‘좋아해. 알려 주고 싶었어.’ 한마디면 충분해. 그다음엔 대답할 시간을 줘.'],
    ['{?sign}요즘 {sign} 연애운 따뜻해. 기다리는 것보다 솔직한 게 너한테 맞아.', '별은 솔직하게 말하는 사람 편이야.'],
  ],
  practice: [
    ['{!kid}두 달째 어설프게 느껴지는 건 감 잡기 직전 정체기라서 정상이야.', '{?kid}나도 줄넘기 두 달 했는데 계속 걸렸어! 근데 어느 날 갑자기 됐어.'],
    ['{?beat}음악을 0.75배속으로 느리게 틀고, 에잇 카운트 소리 내서 세고, 박자를 손뼉으로 먼저 맞춘 다음에 춰 봐.', '{!beat}느리게, 여덟 박자씩 쪼개서, 작은 부분 하나 깨끗하게 만든 다음 이어 붙여 봐.'],
    ['영상은 매일 말고 일주일에 한 번만 찍어서 비교해 봐. 스스로 못 느끼는 발전이 영상엔 보여.'],
  ],
  moon: [
    ['{?kid}오, 이거 나 알아!', '{!kid}좋은 질문이다.'],
    ['달은 진짜로 모양이 바뀌는 게 아니야. 해가 항상 달의 반쪽을 비추는데, 달이 한 달쯤 걸려서 지구를 한 바퀴 도니까 우리한테 보이는 밝은 쪽이 많아졌다 적어졌다 하는 거야.'],
    ['밝은 쪽이 조금만 보이면 손톱 같은 초승달, 다 보이면 동그란 보름달!'],
    ['{?kid}신기하지? 오늘 밤에 같이 달 모양 보자!', '{!kid}일주일만 매일 보면 밝은 부분이 커지는 게 보여.'],
  ],
  sky: [
    ['{?kid}나 알아! 선생님이 알려 줬어!', '{!kid}좋은 질문이다.'],
    ['햇빛은 하얗게 보이는데 사실 여러 색이 섞여 있어. 공기를 지날 때 파란빛이 제일 많이 사방으로 튕겨서, 하늘 어디를 봐도 파란빛이 눈에 들어오는 거야.'],
    ['해 질 때는 빛이 공기를 훨씬 길게 지나와서 파란빛이 다 흩어지고 주황색, 빨간색이 남아.'],
  ],
  rain: [
    ['{?kid}이거 나 알아!', '{!kid}좋은 질문이다.'],
    ['해가 바다랑 강이랑 웅덩이 물을 데우면, 물이 눈에 안 보이는 수증기가 돼서 하늘로 올라가. 높은 데는 추워서 수증기가 아주 작은 물방울이 되고, 그게 잔뜩 모인 게 구름이야.'],
    ['작은 물방울끼리 부딪혀서 커지다가 너무 무거워지면 비가 돼서 떨어져.'],
    ['{?kid}그러니까 오늘 비는 지난주엔 웅덩이에 있었을지도 몰라!'],
  ],
  stars: [
    ['{?kid}우와, 별!', '{!kid}좋은 질문이다.'],
    ['별은 우리 해처럼 엄청 큰 불타는 가스 덩어리야. 너무 멀어서 작은 점처럼 보이는 거고.'],
    ['반짝반짝하는 건 별빛이 계속 움직이는 공기를 지나오면서 조금씩 휘어서 그래.'],
  ],
  dinosaurs: [
    ['{?kid}공룡 제일 좋아!', '{!kid}좋은 질문이다.'],
    ['공룡은 1억 5천만 년 넘게 살았어. 6600만 년 전쯤 우주에서 엄청 큰 돌이 지구에 쾅 부딪혀서 먼지가 해를 가리고 식물이 죽었고, 큰 공룡들은 먹을 게 없어졌어.'],
    ['근데 다 없어진 건 아니야. 새가 공룡의 후손이라서, 비둘기도 작은 공룡이야!'],
  ],
  setback: [
    ['{?kid}헉, {event:이} 잘 안 됐어? 이리 와, 꼭 안아 줄게.', '{!kid}{event:이} 잘 안 풀렸구나. 속상하겠다. 끝난 직후가 원래 제일 괴로워.'],
    ['근데 내가 느끼는 것보다 밖에서 보기엔 훨씬 괜찮았던 경우가 많아.'],
    ['오늘은 자꾸 되감지 말고, 다시 하면 바꾸고 싶은 장면 하나랑 그래도 괜찮았던 거 하나만 적어 두고 덮어. 그리고 맛있는 거 먹자.'],
    ['제일 계속 떠오르는 장면이 뭐야?', '무슨 일 있었는지 얘기하고 싶으면 해. 아니면 잠깐 딴 얘기 하자.'],
  ],
  favourite: [
    ['{?fav_dinosaur}난 트리케라톱스가 제일 좋아! 뿔 세 개에 커다란 목 방패까지, 방패 든 기사 같잖아.', '{?fav_animal}난 수달이 제일 좋아. 잘 때 떠내려가지 않으려고 서로 손을 잡고 자거든.', '{?fav_colour}난 짙은 초록색이 제일 좋아. 비 그친 직후의 나뭇잎 색.', '{?fav_food}난 뜨끈한 국수 한 그릇이 제일 좋아. 웬만한 날은 그걸로 다 풀려.', '{?fav_season}난 가을이 제일 좋아. 선선한 바람, 따뜻한 음료, 바스락거리는 낙엽.'],
    ['{?theirs}네가 고른 것도 진짜 좋다!', '{!theirs}너는 뭐가 제일 좋아?'],
    ['{?theirs}그거 어디가 제일 좋아?'],
  ],
};

/** Topic answers per register. */
export const topicLines: Readonly<Record<TopicRegister, TopicBank>> = { en, vi, zh, koPolite, koHage, koPlain };
