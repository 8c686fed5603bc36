/**
 * What a persona says about a situation the visitor described (see chat-situations.ts), per language: lines that take
 * the situation up and give a concrete next step, written to sit after any persona's own tic. Korean has a casual set
 * (반말, for the friends, the kid, the chef, the detective, the astrologer) and a polite set (해요체, for the
 * psychologist and the idols). Slots: {person}, {pet}, {thing}, {shop}, {ingredients}, {recipe}, {dish}.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { ChatSituation } from './chat-situations.ts';

/** Situation lines of one language (and, for Korean, the polite register). */
export interface SituationLines {
  lines: Readonly<Record<ChatSituation, readonly string[]>>;
  polite?: Readonly<Record<ChatSituation, readonly string[]>>;
  /** Fallback slot values when the message names no person, thing, pet or shop. */
  defaults: Readonly<Record<'person' | 'thing' | 'pet' | 'shop', string>>;
}

const en: SituationLines = {
  defaults: { person: 'someone you care about', thing: 'your things', pet: 'your pet', shop: 'your own place' },
  lines: {
    theft: [
      'Someone stole {thing}? That’s awful—[and infuriating|and so unfair]. [File a police report today, even if it feels pointless|Report it to the police first]; [find the serial number or a photo of {thing} if you have one|ask the building manager or the neighbours about security cameras].',
      '[{thing:cap} stolen right outside your place|Having {thing} stolen] [feels like a small violation|ruins the whole day]. [Check for cameras nearby and report it to the police|Post in the local neighbourhood group and file a police report]—[stolen things often turn up on resale sites nearby|keep an eye on second-hand listings].', 'Ugh, {thing}? [I’m sorry|That’s maddening]. [First, a police report—insurers will ask for the number|Get a crime reference number from the police today], [then walk the block and ask shops with cameras facing the street|then post a photo in local groups; neighbours notice things].', '[Thieves count on people not reporting|Most people never report it, which is exactly what thieves hope]. [Report {thing} as stolen to the police|File a police report about {thing} today], [register the serial number if you have it|check resale sites for the next week], and [next time a sturdier lock or a hidden tracker helps|lock it to something fixed, not just to itself].'],
    lost_item: [
      'You lost {thing}? [Deep breath|Okay, first things first]: [call the bus company or the last place you had it|retrace your steps from the start], and [freeze your bank cards right away|report it so nobody can use your cards].',
      '[Losing {thing} is such a sinking feeling|Oh no, {thing}]! [Lost-and-found offices are better than people think|Call the lost-and-found line today]; [meanwhile, lock your cards in your banking app|meanwhile, block the cards and report it].', '[Don’t panic about {thing} yet|{thing:cap} isn’t gone for good yet]: [a lot of lost things get handed in within a day|people are more honest than you’d think]. [Call the last place you had it|Check with the bus or train company’s lost property], and [cancel the cards just in case|report it to the police if there were IDs inside].', 'Losing {thing} [is the worst kind of scramble|turns a whole day upside down]. [Make a list: cards to block, IDs to replace|Block the cards first, then think], and [ask at the lost-and-found again tomorrow|leave your number at the depot]—[things do come back|you’d be surprised how often it turns up].'],
    breakup: [
      '[I’m so sorry—a breakup knocks the air out of you|Oh no, a breakup. That hurts]. [You don’t have to make sense of it tonight|It’s okay if today is just about getting through]; [eat something, sleep, and let your friends fuss over you|no texting them at midnight, deal?]. [It gets lighter, slowly|You won’t feel like this forever].',
      '[Breakups are brutal, even when they’re right|After a breakup everything reminds you of them]. [Mute their profile for a while—it’s not petty, it’s healing|Put the photos away for now, not forever]. [Be as kind to yourself as you’d be to a friend|Tell me one thing you’re looking forward to, even a small one].',
    ],
    setback: [
      '[Ugh, that stings|I’m sorry, that’s a real letdown]. [One result isn’t a verdict on you|Missing it once just means you know how it works now]. [Take tonight off, then write down the two things that tripped you up|Rest today; tomorrow, make a plan for the next try]—[you’ll get it next time|plenty of people make it on the second go].',
      '[Not passing this time hurts|A no like that is hard to hear], [especially after all that effort|and it’s fine to be upset about it]. [Ask what went wrong, if you can, and fix just that|Next attempt, change one thing, not everything]; [you’re closer than it feels|this is a detour, not the end].',
    ],
    birthday: [
      '[Happy birthday!|Wait, it’s your birthday? Happy birthday!] [I hope someone spoils you today|You deserve cake, at least two slices]. [What are you wishing for?|Any plans to celebrate?]',
      '[A birthday! Happy birthday to you|Happy birthday—another year of you, which is great news]. [Do one thing today just because you love it|Let people make a fuss; it’s allowed today], [and make a big wish|and tell me how you’re celebrating].',
    ],
    recipe_request: [
      '{dish:cap}? [Fine|Good choice]. [The secret is patience: low heat, and taste as you go|Get everything chopped before the pan goes on], [season a little at a time|and don’t crowd the pan]; [your first try will be better than you think|make it twice and it’s yours].',
    ],
    family_hospital: [
      '[I’m so sorry|Oh, that’s hard]—{person} in the hospital [would shake anyone|is a heavy thing to carry]. [Of course you can’t focus|No wonder your mind keeps drifting]; [be gentle with yourself today|it’s okay to do only the essentials].',
      'Worrying about {person} [takes up all the room in your head|is exhausting]. [If you can, call or visit—hearing your voice helps them too|Send {person} a small message or a photo], [and please eat something yourself|but remember you need looking after too].', '[With {person} in the hospital, of course your head is elsewhere|That’s a lot to hold while {person} is in the hospital]. They [are lucky to have someone who worries this much|will feel your care even from far away]. [Do one small thing today, then rest|It’s okay if work waits a little]—[tell me how {person} is doing when you know more|I’m here if you want to talk about it].', '[I’m sorry—with {person} in the hospital, everyone feels helpless|Waiting for news about {person} is so hard]. [Ask when the doctor does rounds, so you can call then|Keep your phone charged and a bag ready], and [take a slow breath; you’re doing enough|be kind to yourself while you wait].'],
    pet_sick: [
      '[Oh no, {pet} is sick?|Poor thing!] [Taking them to the vet was the right call|The vet will take good care of them]; [I hope {pet} gets better really soon|sending {pet} all my get-well wishes].',
      'Worrying about {pet} is the worst—[they can’t tell you where it hurts|you just want them to be okay]. [Keep them warm and quiet today|Follow the vet’s advice and give lots of cuddles]; [they’ll be fine|I’m sure they’ll bounce back].', '[I’m sorry about {pet}|Oh, {pet}…]. [Did the vet say what it is?|What did the vet say?] [Keep water nearby and let them sleep as much as they want|A quiet corner and a soft blanket help more than you think]; [I’m crossing my fingers for {pet}|they’re lucky to have you].', '[With {pet} sick, the whole house goes quiet|It’s so hard when {pet} can’t tell you what’s wrong]. [Watch whether {pet} eats and drinks tonight|Note anything unusual to tell the vet], and [call the vet again if it gets worse|trust the vet’s plan]. [{pet:cap} will be okay|Hang in there, both of you].'],
    pet_news: [
      '[Wait, really?|No way!] {pet:cap} [did that?|is amazing!] [Tell me everything|I want the full story]—[was {pet} proud?|did {pet} show it off?]',
      '{pet:cap} [sounds like a little hero|is clearly the boss of the house]! [I love hearing about {pet}|Pets are the best]; [give {pet} a treat from me|take a photo next time].', '[Ha! {pet:cap} is full of surprises|Okay, {pet} is officially a legend]. [What did you do?|How did you react?] [I need details|Was it as dramatic as it sounds?]', '[That’s the best news today|I love this]. {pet:cap} [clearly has a secret life|is smarter than we give them credit for]—[give {pet} an extra cuddle tonight|tell {pet} I said well done].'],
    silence: [
      '[Waiting for an answer from {person} that doesn’t come|Days of no reply from {person}] [is its own kind of ache|is really hard]. [Silence often means they’re still sorting out their feelings, not that they stopped caring|Quiet days usually mean they need time, not that it’s over]; [one short, warm message is enough—then give them space|you don’t have to keep sending messages].',
      '[Unanswered messages to {person}|Days of silence from {person}] [make the mind invent the worst story|feel much longer than they are]. [Send one honest message—“I’m here when you’re ready”—and then put the phone down|Say it once, kindly, and then leave the door open]; [let {person} come back in their own time|look after yourself while you wait].', 'When {person} goes quiet, [it’s natural to replay everything you said|the waiting is the hardest part]. [People often go silent when they feel too much, not too little|Silence is usually about their state, not your worth]; [give it a little more time before you read anything into it|you’ve done your part by reaching out].'],
    fight: [
      '[A fight with {person} hurts in a special way|Fighting with {person} is so draining], [because you care|because they matter to you]. [When you’re both calmer, say what you felt, not what they did wrong|Give it a little time, then start with “I missed talking to you”]; [one honest message can mend a lot|most fights between people who care can be fixed].',
      '[Arguments with {person}|A falling-out with {person}] [stay with you all day|replay in your head on a loop]. [Ask yourself what you actually needed in that moment|Try writing down what you wish you had said], and [say that—gently|start from there when you talk again].', '[Ugh, fights with {person} are the worst|Nobody wins a fight with {person}]. [Was it about the thing itself, or about feeling unheard?|What was it really about, underneath?] [Once you know that, the next talk gets easier|Naming that is half of making up].', '[It’s okay to still be upset with {person}|Give yourself a moment before making up with {person}]. [Go for a walk, then write down what you want {person} to understand|Sleep on it], and [start the next conversation with “I” instead of “you”|lead with how you felt]; [that’s how fights turn into repairs|it usually lands better than you fear].'],
    boss_trouble: [
      '[Getting told off by {person} stings|Being scolded by {person} is awful], [especially when it follows you all day|and it’s normal that it ruined your mood]. [One bad moment isn’t your whole worth|It says more about the pressure they’re under than about you]; [write down what you’d fix, then let the rest go|tomorrow is a clean page].', '[A telling-off from {person}|Being criticised by {person} in front of others] [can shake your confidence for days|is so hard to shake off]. [Separate the useful part from the tone|Take the one point that’s fair and leave the rest], [and do something kind for yourself tonight|then switch off—work can wait till tomorrow].', '[Bad days with {person} happen to the best people|Everyone gets chewed out by {person} sometimes]. [If the criticism was unfair, note the facts calmly and raise them later|Write down what happened while it’s fresh], and [don’t let {person} follow you home tonight|do one thing tonight that has nothing to do with work].'],
    interview: [
      '[Nerves before an interview mean you care|Interview nerves are normal—they mean it matters]. [Prepare two stories about a problem you solved|Practise “tell me about yourself” once out loud], [breathe slowly before you walk in|and get a good night’s sleep]—[you’ll do great|you’ve got this].',
      'Your interview? [You’re more ready than you feel|They already liked your application]. [Lay out your clothes tonight|Arrive ten minutes early], and [remember it’s a conversation, not a test|smile when you say your name]. [You’ll nail it|I believe in you].', '[An interview is just them checking you’re as good as your CV|They invited you to interview because they want it to work]. [Research two facts about the company|Prepare one good question to ask them at the end], [and pick your outfit the night before|and keep water with you]; [you’re going to be fine|go show them who you are].'],
    exam: [
      '[Exam nerves mean you care|Of course you’re nervous—it’s a big exam]. [Go over the questions you got wrong once more|Sleep properly the night before], [and trust what you’ve already studied|you know more than you think]. [You’ve got this|You can do it].',
      'Your exam is coming? [One chapter a day is enough now|Focus on past papers, not new material], [eat breakfast on the day|pack your bag the night before], and [breathe before you start|read every question twice]. [You can do it|I believe in you]!', '[The week before an exam always feels heavier than the exam itself|Nervous now, relieved soon]. [Make a one-page summary of the trickiest topics|Do one timed practice paper], [put the books away an hour before bed|don’t cram on the morning of the exam], and [trust your preparation|you’ll surprise yourself].'],
    open_shop: [
      'Opening {shop}? [That’s a lovely dream|How exciting]! [Start by visiting a few places at rush hour and counting customers|Work out the monthly rent and your break-even point first], and [test your signature item on friends|pick a spot people walk past every day]. [Small and well-loved beats big and empty|I’d come on opening day].',
      '{shop:cap} of your own—[I can picture it|that suits you]. [Keep your day job until the numbers look real|Start with a pop-up or a market stall to test it]; [the business side matters as much as the menu|a loyal first hundred customers is the whole secret].', '[Starting {shop}—bold move|I love that you want to start {shop}]. [Talk to two owners about their first year|Ask an owner what they wish they’d known], [and save six months of costs before you sign a lease|and start small with a short lease]; [good coffee and a warm welcome keep people coming back|the regulars will make it].'],
    job_change: [
      '[Thinking about changing jobs|Wanting a new job] [is nothing to feel guilty about|usually means you’ve outgrown something]. [Write down what you want in the next job that this one lacks|Talk to someone who already works where you’d like to go], and [don’t quit until the new offer is signed|the hesitation shrinks once you have facts].', '[Hesitating about a job change is normal|Of course you’re torn about leaving]—[the job you know feels safe even when it isn’t right|change is scary even when it’s good]. [Give yourself a deadline to decide|Apply to two places just to see], and [let the offers, not the fear, decide|you can always say no later].', '[What’s pushing you to leave—the work, the people or the pay?|Is it the job or the place?] [Knowing that tells you what to look for next|That answer is your checklist for the next job]. [Update your CV this week|Quietly start looking]; [the right move usually feels calm, not panicked|there’s no rush to jump before you’re ready].'],
    moving: [
      'Moving [soon|next week]? [Pick a day when the weather’s kind and your schedule is light|Any day you can rest afterwards is a good day]—[pack one “first night” box with essentials|label the boxes by room], and [the new place will feel like home fast|a plant by the door on day one brings good luck].', '[Moving day luck starts with the boxes|A new home, how exciting]! [Start packing the rooms you use least|Book the movers early], [keep documents and chargers in one bag|take photos of the cables before unplugging], and [open a window on the first day|order food on the first night—nobody cooks on moving day].', '[New place, new chapter|A move always shakes the dust off life]. [Start in the morning so you’re done by dark|Choose a weekday if you can, it’s calmer], and [say goodbye to the old place properly|give the new place a few weeks to feel like yours]; [it’ll feel like home sooner than you think|good things come with a fresh door].'],
    insomnia: [
      '[Awake until the small hours every night|Nights like that] [wear you down|are exhausting]. [Try putting your phone in another room an hour before bed|Keep the same wake-up time, even after a bad night], and [write down what’s on your mind before you lie down|skip caffeine after two]; [if it goes on for weeks, a doctor can help|sleep usually comes back once the worry has somewhere to go].', '[Being awake in the small hours is lonely|Lying awake at night is so draining]. [If you can’t sleep after twenty minutes, get up and read something boring|Try breathing in for four, holding for seven, out for eight], [and keep the lights low|and don’t check the clock]; [your body remembers how to sleep|it gets better with a steady routine].', '[Sleepless nights pile up|No wonder you’re worn out]. [Get some daylight in the morning|Take a short walk outside early], [cut screens an hour before bed|keep naps under twenty minutes], and [if it lasts more than a few weeks, talk to a doctor|be patient—sleep comes back gradually].'],
    sick: [
      '[Oh no, you’re sick?|Feeling ill, seriously?] [Rest is the real medicine|Your body is asking for rest]—[warm drinks, lots of sleep|soup, water and an early night], and [please feel better soon|I hope you recover fast].',
      '[Being ill is miserable|Colds are the worst]. [Stay under a blanket today|Skip anything tiring today] and [drink something warm|let the soup do its job]; [get well soon|you’ll feel better in a couple of days].', '[Sick days are for doing nothing, guilt-free|Your only job today is resting]. [Honey and lemon in warm water|A bowl of soup and lots of water] [helps more than you’d think|is the classic for a reason], and [if the fever climbs, see a doctor|sleep as much as you can]. [Feel better soon|Get well quickly].'],
    cooking: [
      'With {ingredients}? [Easy|That’s plenty]: make {recipe}. [It takes fifteen minutes|One pan, no fuss]—[taste at the end and fix the salt|a drop of sesame oil at the end makes it].', '{ingredients}? [That’s a meal|You’re set]. [Tonight it’s {recipe}|Go for {recipe}]—[start with the pan really hot|keep the heat high and move fast], and [taste before you add more salt|finish with something green if you have it].', '[Don’t order in|Put the phone down]—with {ingredients} you have enough for {recipe}. [Ten minutes of work|Easy, even on a tired night], [and it tastes better than it sounds|and it’s the kind of dinner that fixes a bad day].'],
    memory: [
      '[Of course I remember!|How could I forget?] [Those days were the best|We were so small back then]—[I still think about it sometimes|it makes me smile every time]. [We should do it again one day|What made you think of it?]', '[Oh, that takes me back|Wow, I haven’t thought about that in ages]! [We were so proud of ourselves.|Remember how we got in trouble for it?] [Those were simpler days|I can still picture it]. [Want to do it again sometime?|Do you still think about those days?]', '[Ha, of course|How could I not remember]! [That was one of the best days|We laughed so much back then]. [Funny how small things stay with you|It feels like yesterday]—[what made you think of it?|we should go back one day].'],
  },
};

const koCasual: Readonly<Record<ChatSituation, readonly string[]>> = {
  theft: [
    '{thing:을} 누가 훔쳐 갔다고? [진짜 속상하고 화나겠다.|어이없고 억울하겠다.] [오늘 바로 경찰에 도난 신고부터 해.|일단 112나 가까운 지구대에 신고해 둬.] [관리사무소에 CCTV 확인도 부탁해 보고.|사진이나 일련번호 있으면 같이 내.]',
    '[집 앞에서 {thing:을} 도난당하다니|{thing:을} 도둑맞다니] [하루가 다 망가진 기분이겠다.|진짜 황당하다.] [관리실에 CCTV 보여 달라고 하고 경찰에 신고해.|동네 중고 거래 앱도 한번 살펴봐. 근처에서 팔리는 경우가 많대.]', '[헐, {thing:을} 훔쳐 갔다고?|뭐? {thing:을} 누가 가져갔다고?|{thing:을} 도둑맞았다고?] [진짜 열받는다.|세상에, 너무하다.|와, 어떻게 그럴 수가 있지.] [경찰에 신고하면 사건 번호가 나오니까 그것부터 받아 둬.|신고는 꼭 해. 나중에 찾을 때 그게 있어야 돼.] [주변 가게 중에 길 쪽 CCTV 있는 데도 물어보고.|동네 커뮤니티에 사진 올리면 본 사람이 꼭 있더라.]', '[도둑은 사람들이 신고 안 하는 걸 노린대.|대부분 그냥 넘어가는데, 그래서 도둑이 또 오는 거야.] [귀찮아도 {thing} 도난 신고는 해 둬.|오늘 안에 {thing} 도난 신고부터 하자.] [일주일쯤은 중고 거래 앱을 살펴보고|일련번호 있으면 같이 적어 내고] [다음엔 튼튼한 자물쇠나 위치 추적기도 생각해 봐.|다음엔 고정된 기둥에 묶어 두자.]', '[{thing:이} 없어졌다니|{thing:을} 누가 훔쳐 가다니] [아침부터 기분 다 망쳤겠다.|진짜 분하다.|나까지 화가 난다.] [오늘 안에 경찰에 도난 신고하고|우선 112에 신고부터 하고] [관리실이나 경비실에 CCTV 좀 봐 달라고 해.|사진이랑 구매 내역 있으면 챙겨 둬.|주변 가게에도 카메라 있는지 물어봐.] [꼭 찾았으면 좋겠다.|범인 꼭 잡히길.]'],
  lost_item: [
    '{thing:을} 잃어버렸어? [일단 숨 한 번 쉬고.|침착하게 하나씩 하자.] [버스 회사나 마지막으로 있던 곳에 바로 전화해 봐.|마지막으로 본 곳부터 되짚어 보자.] [카드는 앱에서 바로 정지해 두고.|분실 신고도 해 둬.]',
    '[{thing:을} 잃어버리면 진짜 철렁하지.|아이고, {thing}!] [유실물 센터가 생각보다 잘 찾아 줘.|분실물 센터에 꼭 연락해 봐.] [그 사이 카드는 정지해 두자.|카드 정지랑 분실 신고부터 해.]', '[{thing}, 아직 포기하지 마.|{thing:을} 영영 잃어버린 거 아니야.] [잃어버린 물건은 하루 안에 들어오는 경우가 많대.|생각보다 착한 사람이 많아.] [마지막으로 있던 곳에 전화해 보고|버스나 지하철 유실물 센터에 물어보고] [혹시 모르니 카드는 정지해 둬.|신분증 있었으면 분실 신고도 하고.]', '{thing:을} 잃어버리면 [하루가 통째로 꼬이지.|머릿속이 하얘지지.] [막을 카드, 다시 만들 것부터 목록으로 적어 보자.|카드부터 정지하고 천천히 생각하자.] [내일 유실물 센터에 한 번 더 물어봐.|기사님 차고지에 연락처 남겨 둬.] [의외로 잘 돌아와.|생각보다 자주 찾아.]'],
  breakup: [
    '[헤어졌구나… 많이 아프겠다.|이별이라니, 진짜 속상하겠다.] [오늘 밤엔 아무것도 정리 안 해도 돼.|오늘은 그냥 버티기만 해도 충분해.] [밥 챙겨 먹고 푹 자.|새벽에 연락하는 건 금지, 알았지?] [천천히 괜찮아질 거야.|이 마음이 영원하진 않아.]',
    '[이별은 맞는 선택이어도 아프지.|헤어지고 나면 다 그 사람 생각나게 하잖아.] [당분간 프로필은 숨겨 둬. 치사한 게 아니라 회복하는 거야.|사진은 잠깐만 치워 두자. 영원히 말고.] [친구한테 하듯이 너한테도 다정하게 해 줘.|요즘 기다려지는 거 하나만 말해 줘. 작은 거라도.]',
  ],
  setback: [
    '[아, 속상하다.|진짜 아쉽다.] [결과 한 번이 너를 다 말해 주진 않아.|한 번 안 됐다는 건 이제 어떻게 돌아가는지 안다는 거야.] [오늘은 쉬고, 내일 발목 잡은 거 두 개만 적어 보자.|오늘은 쉬고 다음 도전 계획은 내일 세우자.] [다음엔 될 거야.|두 번째에 붙는 사람 엄청 많아.]',
    '[이번에 안 된 거 진짜 아프지.|그런 소식 듣는 거 힘들지.] [그만큼 노력했으니까 더 그렇지.|속상해하는 게 당연해.] [뭐가 부족했는지 알 수 있으면 그거 하나만 고치자.|다음엔 하나만 바꿔 보자. 전부 말고.] [생각보다 훨씬 가까이 왔어.|이건 끝이 아니라 돌아가는 길이야.]',
  ],
  birthday: [
    '[생일 축하해!|오늘 생일이야? 생일 축하해!] [오늘은 누가 너 좀 챙겨 줬으면 좋겠다.|케이크는 최소 두 조각이다.] [소원 뭐 빌 거야?|어떻게 보낼 거야?]',
    '[생일이구나! 진짜 축하해.|생일 축하해! 네가 태어난 날이라니 좋은 날이다.] [오늘은 네가 좋아하는 거 하나는 꼭 해.|오늘만큼은 다들 챙겨 주게 둬.] [소원 크게 빌어!|어떻게 축하하는지 나중에 얘기해 줘.]',
  ],
  recipe_request: [
    '{dish}? [좋아.|좋은 선택이야.] [비결은 인내심이야. 불은 약하게, 중간중간 맛보면서.|불 올리기 전에 재료부터 다 손질해 둬.] [간은 조금씩 나눠서 해.|팬에 한꺼번에 너무 많이 넣지 마.] [첫 시도도 생각보다 잘될 거야.|두 번만 해 보면 네 요리가 돼.]',
  ],
  family_hospital: [
    '[마음이 얼마나 무거울까.|많이 걱정되겠다.] {person:이} 병원에 계시면 [누구라도 흔들려.|아무것도 손에 안 잡히는 게 당연해.] [오늘은 꼭 해야 할 것만 해도 돼.|스스로한테 너무 엄하게 하지 마.]',
    '{person} 걱정에 [머릿속이 꽉 차 있겠다.|많이 지쳤겠다.] [가능하면 전화라도 드려. 목소리 들으면 힘이 되실 거야.|짧은 메시지나 사진 하나 보내 드려.] [그리고 너도 밥은 꼭 챙겨 먹고.|너도 잘 챙겨야 해.]', '[{person:이} 병원에 계시니 마음이 복잡하겠다.|{person:이} 병원에 계신데 집중이 안 되는 게 당연하지.] {person:은} 이렇게 걱정해 주는 사람이 있어서 [든든하실 거야.|멀리서도 네 마음 느끼실 거야.] [오늘은 작은 거 하나만 하고 쉬어.|일은 좀 미뤄도 괜찮아.] [소식 들으면 나한테도 알려 줘.|얘기하고 싶으면 언제든 말해.]', '[{person} 소식 기다리는 게 제일 힘들지.|{person:이} 병원에 계시면 다들 무력해지잖아.] [의사 회진 시간 물어봐서 그때 전화드려.|휴대폰 충전해 두고 가방 하나 챙겨 둬.] [숨 한 번 천천히 쉬어. 너 충분히 잘하고 있어.|기다리는 동안 너도 좀 챙겨.]'],
  pet_sick: [
    '[{pet:이} 아프다니|아이고, 우리 {pet}] [많이 걱정되겠다.|마음 아프다.] [병원 데려간 건 진짜 잘한 거야.|수의사 선생님이 잘 봐 주실 거야.] [{pet:이} 얼른 나았으면 좋겠다.|금방 괜찮아질 거야.]',
    '{pet:은} 어디가 아픈지 말을 못 하니까 [더 걱정되지.|보는 사람이 더 애타지.] [오늘은 따뜻하고 조용하게 쉬게 해 주자.|병원에서 말한 대로 하고 많이 안아 줘.] [빨리 나을 거야.|힘내, {pet:아}!]', '[아이고, 우리 {pet}…|많이 아픈 거야?] [병원에서 뭐래?|수의사 선생님이 뭐라고 했어?] [물 가까이 두고 실컷 자게 해 줘.|조용한 구석에 폭신한 담요 깔아 주면 좋아해.] [{pet:이} 얼른 낫게 나도 빌게.|{pet:이} 빨리 괜찮아지길 바랄게.]', '[{pet:이} 아프면 집이 다 조용해지지.|{pet:은} 어디가 아픈지 말을 못 하니까 더 속상하지.] [오늘 밤에 물이랑 밥 먹는지 잘 봐 줘.|이상한 거 있으면 적어 뒀다가 병원에 말해.] [더 안 좋아지면 다시 병원 가고.|선생님 말 믿고 기다려 보자.] [{pet:이} 금방 괜찮아질 거야.|둘 다 힘내!]', '[우리 {pet} 많이 힘들겠다. 걱정되지?|{pet:이} 아프면 걱정돼서 너도 잠 못 자지.] [병원에서 알려 준 대로 약 잘 챙기고|밥이랑 물 먹는지 잘 봐 주고] [오늘은 옆에 꼭 붙어 있어 줘.|조용히 쉬게 해 주자.] [{pet:이} 얼른 낫고 또 뛰어다녔으면 좋겠다.|{pet:은} 금방 괜찮아질 거야.]'],
  pet_news: [
    '[진짜?|우와!] {pet:이} [그랬다고?|대단한데!] [자세히 얘기해 줘.|무슨 일이었는지 다 듣고 싶어.] [{pet:이} 뿌듯해했어?|자랑하러 왔어?]',
    '{pet} [완전 영웅이네!|집안의 대장이구나!] [{pet} 이야기는 언제 들어도 좋아.|반려동물은 최고야.] [{pet}한테 간식 하나 줘.|다음엔 사진도 찍어 줘.]', '[하하, {pet} 진짜 반전 매력이다.|와, {pet} 이제 전설이네.] [그래서 넌 어떻게 했어?|보고 무슨 반응했어?] [자세히 말해 줘!|진짜 그렇게 극적이었어?]', '[오늘 들은 것 중에 제일 좋은 소식이다.|이런 얘기 너무 좋아.] {pet:은} [분명 비밀 생활이 있어.|우리가 생각하는 것보다 똑똑해.] [오늘 밤에 {pet} 한 번 더 안아 줘.|{pet}한테 잘했다고 전해 줘.]'],
  silence: [
    '{person:이} [답이 없으면|연락이 없으면] [그 기다림이 제일 힘들지.|마음이 계속 거기 가 있지.] [침묵은 마음이 식었다기보다 아직 정리 중이라는 뜻일 때가 많아.|며칠 조용한 건 끝났다는 게 아니라 시간이 필요하다는 걸 수도 있어.] [짧고 따뜻한 메시지 하나면 충분해.|계속 보내지 않아도 괜찮아.]', '{person:이} 조용해지면 [내가 한 말을 자꾸 되감아 보게 되지.|기다리는 게 제일 힘들어.] [사람은 마음이 너무 클 때 오히려 말이 없어지기도 해.|침묵은 네 가치가 아니라 그 사람 상태 얘기일 때가 많아.] [조금만 더 시간을 줘 보자.|먼저 연락한 것만으로 네 몫은 다 했어.]', '[{person:이} 읽고 답이 없으면|{person}한테서 연락이 끊기면] [별의별 생각이 다 들지.|하루가 엄청 길게 느껴지지.] ["준비되면 연락 줘" 한 번만 보내고 폰은 내려놔.|한 번 진심을 전했으면 그다음은 기다리는 거야.] [{person:이} 자기 속도로 돌아올 거야.|기다리는 동안 너부터 챙겨.]'],
  fight: [
    '{person:과} 싸우면 [유난히 더 아프지.|진짜 기운 빠지지.] [그만큼 소중한 사이니까.|마음이 있으니까 속상한 거야.] [둘 다 좀 가라앉으면 상대 잘못보다 네 마음이 어땠는지 말해 봐.|조금 시간 두고 "얘기 못 해서 허전했어"로 시작해 봐.]', '[{person:과} 싸우는 게 제일 싫지.|{person:이랑} 싸우면 이긴 사람이 없어.] [그게 진짜 그 일 때문이었어, 아니면 내 말을 안 들어 줘서였어?|속을 들여다보면 진짜 이유가 뭐였을까?] [그걸 알면 다음 대화가 쉬워져.|그걸 말하는 게 화해의 반이야.]', '[{person}한테 아직 화나 있는 거 괜찮아.|{person:과} 화해하기 전에 잠깐 숨 돌려도 돼.] [산책 한 번 하고 {person}한테 진짜 하고 싶은 말을 적어 봐.|하룻밤 자고 생각해 봐.] [다음엔 "너는" 말고 "나는"으로 시작해 봐.|내 마음이 어땠는지부터 말해 봐.] [생각보다 잘 전해질 거야.|그렇게 다툼이 회복이 되는 거야.]'],
  boss_trouble: [
    '{person}한테 혼나면 [하루 종일 마음이 무겁지.|기분이 계속 가라앉는 게 당연해.] [속상했겠다.|많이 서운했겠다.] [그 한 장면이 네 전부는 아니야.|그건 너보다 그 사람이 받는 압박 얘기일 때가 많아.] [고칠 것만 메모하고 나머지는 내려놓자.|내일은 새 페이지야.]', '[{person}한테 한 소리 들으면|사람들 앞에서 {person}한테 지적받으면] [며칠은 자신감이 흔들리지.|쉽게 안 털어지지.] [말투랑 내용을 따로 떼어 봐.|맞는 말 하나만 챙기고 나머지는 흘려.] [오늘 밤엔 너한테 좋은 거 하나 해 줘.|일은 내일 생각하자.]', '[회사에서 {person}한테 깨지는 날은 누구한테나 있어.|잘하는 사람도 {person}한테 혼날 때가 있어.] [억울한 부분은 사실만 차분히 적어 뒀다가 나중에 말해.|기억날 때 무슨 일이 있었는지 적어 둬.] [오늘 밤엔 {person} 생각은 집에 들이지 마.|오늘은 일이랑 상관없는 거 하나 하자.]', '[{person}한테 혼나고 나면|회사에서 {person}한테 깨지고 나면] [마음이 무거워서 퇴근길이 유난히 길지.|속상해서 아무것도 하기 싫지.] [네가 잘못한 것보다 그날 분위기 탓일 때도 많아.|한 번 혼났다고 네 평가가 정해지는 거 아니야.] [오늘은 맛있는 거 먹고 일찍 자.|내일 아침엔 할 일 하나만 정해서 시작하자.]'],
  interview: [
    '[면접 앞두고 떨리는 건 그만큼 진심이라는 뜻이야.|면접 전에 긴장하는 건 당연해.] [해결했던 경험 두 가지만 정리해 둬.|자기소개는 소리 내서 한 번만 연습해 봐.] [들어가기 전에 숨 천천히 쉬고.|오늘 밤엔 푹 자고.] [넌 잘할 거야.|분명 잘 해낼 거야.]',
    '면접이지? [생각보다 넌 훨씬 준비돼 있어.|서류 붙었다는 건 이미 관심 있다는 거야.] [입을 옷은 오늘 밤에 꺼내 두고|10분만 일찍 도착하고] [시험이 아니라 대화라고 생각해.|이름 말할 때 한 번 웃어.] [잘할 수 있어!|응원할게!]', '[면접은 서류만큼 괜찮은 사람인지 확인하는 자리일 뿐이야.|부른 건 너랑 잘되길 바라서야.] [회사에 대해 두 가지만 알아 가고|마지막에 물어볼 질문 하나 준비해 가고] [옷은 전날 밤에 골라 둬.|물 한 병 챙겨.] [넌 괜찮을 거야.|가서 너답게 보여 줘.]'],
  exam: [
    '[시험 앞두고 불안한 건 그만큼 열심히 했다는 거야.|큰 시험이니까 떨리는 게 당연하지.] [틀렸던 문제만 한 번 더 보고|전날엔 꼭 푹 자고] [이미 공부한 걸 믿어.|넌 생각보다 많이 알아.] [넌 할 수 있어!|잘할 거야!]',
    '곧 시험이지? [이제는 하루 한 단원이면 충분해.|새로운 거 말고 기출만 다시 봐.] [시험 날엔 아침 꼭 먹고|가방은 전날 밤에 싸 두고] [시작 전에 숨 한 번 크게 쉬어.|문제는 두 번씩 읽고.] [파이팅!|응원할게!]', '[시험 전 주가 시험보다 더 무겁게 느껴지는 법이야.|지금은 떨려도 곧 후련해질 거야.] [헷갈리는 것만 한 장으로 정리해 봐.|시간 재고 한 번만 풀어 봐.] [자기 한 시간 전엔 책 덮고|시험 날 아침엔 벼락치기 하지 말고] [네 준비를 믿어.|스스로 놀랄 거야.]'],
  open_shop: [
    '{shop:을} 차린다고? [멋진 꿈이다!|설렌다!] [바쁜 시간대에 근처 가게 몇 곳 가서 손님 수부터 세 봐.|월세랑 손익분기점부터 계산해 보고.] [대표 메뉴는 친구들한테 먼저 맛보여 주고|사람들이 매일 지나다니는 자리를 골라.] [오픈 날엔 꼭 갈게.|작아도 사랑받는 가게가 최고야.]', '[나만의 {shop:이라}니 멋지다.|{shop:을} 직접 차리고 싶어 하는 거 너무 좋아.] [먼저 사장님 두 분한테 첫해 얘기를 들어 봐.|해 본 사람한테 미리 알았으면 좋았을 걸 물어봐.] [계약 전에 여섯 달 버틸 돈은 모아 두고|처음엔 작게, 짧은 계약으로 시작해.] [단골이 가게를 살려.|따뜻한 인사가 손님을 다시 오게 해.]'],
  job_change: [
    '[이직 고민|회사를 옮길까 하는 마음]은 [미안해할 일이 아니야.|보통 지금 자리보다 네가 커졌다는 신호야.] [다음 직장에 꼭 있었으면 하는 걸 적어 봐.|가고 싶은 곳에서 일하는 사람이랑 먼저 얘기해 봐.] [합격 확정 전엔 사표는 넣어 두고.|정보가 쌓이면 망설임도 줄어.]', '[이직을 망설이는 게 당연해.|회사를 옮길지 마음이 왔다 갔다 하는 게 당연하지.] [익숙한 회사는 안 맞아도 안전하게 느껴지거든.|좋은 변화도 무서운 법이야.] [결정할 날짜를 정해 두고|일단 두 군데만 지원해 보고] [두려움 말고 받은 제안을 보고 정해.|싫으면 나중에 거절하면 돼.]'],
  moving: [
    '[곧 이사하는구나!|이사 간다고?|이사라니, 새 출발이네!] [날씨 좋고 일정이 가벼운 날이면 좋은 날이야.|이사 후에 쉴 수 있는 날이면 길일이야.] [첫날 밤에 쓸 짐을 상자 하나에 따로 싸 두면|상자마다 방 이름을 적어 두면] [새 집에 금방 정 붙을 거야.|새 집 운이 잘 풀려.]', '[새 집이라니 설렌다!|이사 운은 상자 싸기부터 시작이야.] [안 쓰는 방부터 싸고|이삿짐센터는 일찍 예약하고] [서류랑 충전기는 가방 하나에 모아 둬.|선 뽑기 전에 사진 찍어 두면 편해.] [첫날엔 창문 열어 환기해.|첫날 저녁은 배달 시켜. 이삿날엔 아무도 요리 안 해.]', '[이사 준비하느라 정신없겠다.|이사 날짜 잡았구나!|새 동네라니 기대된다.] [손 없는 날 따지는 것보다 네가 쉬기 편한 날이 제일 좋아.|평일 오전에 하면 엘리베이터 잡기도 쉬워.] [이사 전날엔 냉장고 비우고|짐 싸면서 안 쓰는 건 과감히 버리고] [새 집에서 첫날은 맛있는 거 시켜 먹자.|집들이 때 나 꼭 불러.]'],
  insomnia: [
    '[매일 새벽까지 잠을 못 자면|그렇게 밤을 지새우면] [진짜 지치지.|하루가 다 무거워지지.] [자기 한 시간 전엔 휴대폰을 다른 방에 두고|잠을 설쳐도 일어나는 시간은 똑같이 하고] [누워서 떠오르는 생각은 종이에 적어 봐.|오후 두 시 이후엔 커피를 끊어 봐.]', '[새벽까지 잠이 안 오면 참 외롭지.|밤에 누워서 잠이 안 오면 진짜 지쳐.] [20분 넘게 못 자면 일어나서 지루한 책 읽어 봐.|넷 세며 들이쉬고, 일곱 세며 참고, 여덟 세며 내쉬어 봐.] [불은 어둡게 하고|시계는 보지 말고] [몸은 자는 법을 기억하고 있어.|규칙적으로 하면 점점 나아져.]', '[못 잔 밤이 쌓이면|잠 못 자는 날이 계속되면] [지치는 게 당연해.|하루가 너무 길지.] [아침에 햇빛 좀 쬐고|아침 일찍 잠깐 걸어 봐.] [낮잠은 20분 안으로 하고|자기 전엔 화면 끄고] [몇 주째면 병원에 가 보는 것도 괜찮아.|잠은 천천히 돌아와.]'],
  sick: [
    '[아프다니.|몸이 안 좋구나.] [푹 쉬는 게 제일 좋은 약이야.|몸이 쉬라고 하는 거야.] [따뜻한 거 마시고 일찍 자.|국물 있는 거 먹고 푹 자.] [빨리 나았으면 좋겠다.|얼른 낫자.]',
    '[몸이 안 좋으면 다 서럽지.|감기는 진짜 괴로워.] [오늘은 이불 속에 있어.|오늘은 무리하지 마.] [따뜻한 차 한 잔 하고|물 많이 마시고] [얼른 나아.|며칠이면 괜찮아질 거야.]', '[아픈 날은 아무것도 안 해도 되는 날이야.|오늘 네 할 일은 쉬는 거 하나야.] [꿀물이나 유자차 한 잔|따뜻한 국이랑 물 많이] [생각보다 효과 있어.|괜히 정석이 아니야.] [열이 오르면 병원 꼭 가고.|최대한 많이 자.]'],
  cooking: [
    '{ingredients}, 그거면 [충분해.|돼.] {recipe:을} 해 먹어. [15분이면 돼.|팬 하나면 끝.] [마지막에 참기름 한 방울이 포인트야.|간은 마지막에 보고 맞춰.]', '{ingredients}? [그럼 한 끼 되지.|충분하네.|그거면 훌륭해.] [오늘은 {recipe:이야}.|{recipe}, 어때?] [팬은 확 달궈서 시작하고|불은 세게, 손은 빠르게] [소금 넣기 전에 맛부터 봐.|파 있으면 마지막에 송송 올려.]', '[배달 앱 끄고.|폰 내려놔.] {ingredients}, 그걸로 {recipe} 충분히 만들어. [10분이면 돼.|피곤한 날에도 쉬워.] [보기보다 훨씬 맛있어.|꿀꿀한 날 고쳐 주는 저녁이야.]', '[냉장고 파먹기 좋지.|있는 걸로 하는 게 제일 맛있어.] {ingredients}[로 {recipe} 가자.|면 {recipe} 딱이야.] [불 세게 해서 빨리 볶고|재료는 먼저 다 썰어 두고] [마지막에 간 한 번 더 봐.|깨 좀 뿌리면 완성.]'],
  memory: [
    '[당연히 기억나지!|그걸 어떻게 잊어.] [그때 진짜 좋았는데.|우리 그때 진짜 어렸지.] [가끔 아직도 생각나.|떠올릴 때마다 웃음 나.] [언제 한번 또 하자.|갑자기 왜 생각났어?]', '[와, 그 얘기 하니까 옛날 생각난다.|헐, 그거 진짜 오랜만에 떠올린다.] [그때 우리 엄청 뿌듯해했잖아.|그거 하다가 혼났던 거 기억나?] [그땐 참 단순했지.|아직도 눈에 선해.] [언제 또 해 볼래?|너도 가끔 그때 생각나?]'],
};

const koPolite: Readonly<Record<ChatSituation, readonly string[]>> = {
  theft: ['{thing:을} 도둑맞으셨다니 [정말 속상하시겠어요.|얼마나 황당하셨어요.] [오늘 바로 경찰에 도난 신고부터 하세요.|가까운 지구대에 먼저 신고해 두세요.] [관리사무소에 CCTV 확인도 부탁해 보시고요.|사진이나 일련번호가 있으면 같이 내세요.]', '[도둑은 사람들이 신고하지 않는 걸 노린대요.|대부분 도난을 그냥 넘어가서 또 일어나는 거예요.] [번거로워도 {thing} 도난 신고는 꼭 해 두세요.|{thing} 도난 신고를 하면 사건 번호가 나오니 그것부터 받아 두세요.] [일주일쯤은 중고 거래 앱을 살펴보세요.|주변 가게 CCTV도 물어보세요.]', '[{thing:이} 없어지다니|{thing:을} 도둑맞으시다니] [정말 화나시겠어요.|얼마나 당황하셨어요.] [오늘 안에 {thing} 도난 신고부터 하시고|우선 112에 신고해 두시고] [관리사무소에 CCTV 확인을 부탁해 보세요.|사진이나 구매 내역이 있으면 챙겨 두세요.] [꼭 찾으시길 바랄게요.|좋은 소식 있길 바라요.]'],
  lost_item: ['{thing:을} 잃어버리셨어요? [일단 숨 한 번 쉬어요.|침착하게 하나씩 해 봐요.] [버스 회사나 마지막으로 있던 곳에 바로 전화해 보세요.|카드는 앱에서 바로 정지해 두세요.] [분실물 센터가 생각보다 잘 찾아 줘요.|분실 신고도 꼭 해 두세요.]', '[{thing}, 아직 포기하지 마세요.|{thing:은} 생각보다 잘 돌아와요.] [잃어버린 물건은 하루 안에 들어오는 경우가 많대요.|유실물 센터에 내일 한 번 더 물어보세요.] [그 사이 카드는 꼭 정지해 두시고요.|신분증이 있었다면 분실 신고도 하세요.]'],
  breakup: [
    '[헤어지셨군요… 많이 아프시죠.|이별이라니 정말 속상하시겠어요.] [오늘 밤엔 아무것도 정리하지 않아도 돼요.|오늘은 그냥 버티는 것만으로 충분해요.] [식사 챙기고 푹 주무세요.|천천히 괜찮아질 거예요.]',
  ],
  setback: [
    '[많이 속상하시죠.|정말 아쉬워요.] [결과 한 번이 당신을 다 말해 주진 않아요.|한 번 안 됐다는 건 이제 어떻게 돌아가는지 안다는 뜻이에요.] [오늘은 쉬고, 내일 다음 도전 계획을 세워 봐요.|다음엔 하나만 바꿔 봐요.] [다음엔 될 거예요.|생각보다 가까이 와 있어요.]',
  ],
  birthday: [
    '[생일 축하해요!|오늘 생일이에요? 정말 축하해요!] [오늘은 누가 꼭 챙겨 줬으면 좋겠어요.|케이크는 두 조각 이상 드세요.] [소원은 뭐 빌 거예요?|어떻게 보내실 거예요?]',
  ],
  recipe_request: [
    '{dish}요? [좋아요.|좋은 선택이에요.] [비결은 인내심이에요. 약한 불에서 중간중간 맛보세요.|불 올리기 전에 재료부터 다 손질해 두세요.] [간은 조금씩 나눠서 하세요.|두 번만 해 보면 내 요리가 돼요.]',
  ],
  family_hospital: ['{person:이} 병원에 계시면 [누구라도 마음이 흔들려요.|아무것도 손에 안 잡히는 게 당연해요.] [오늘은 꼭 해야 할 것만 해도 괜찮아요.|가능하면 전화라도 드려 보세요. 목소리가 힘이 될 거예요.] [그리고 본인 식사도 꼭 챙기세요.|스스로에게 너무 엄하지 않았으면 해요.]', '[{person:이} 병원에 계시니 마음이 많이 복잡하시죠.|{person:이} 병원에 계신데 집중이 안 되는 게 당연해요.] {person:은} 이렇게 걱정해 주는 사람이 있어 [든든하실 거예요.|마음을 느끼실 거예요.] [오늘은 작은 일 하나만 하고 쉬세요.|일은 조금 미뤄도 괜찮아요.]'],
  pet_sick: ['{pet:이} 아프다니 [많이 걱정되시겠어요.|마음이 아프네요.] [병원에 데려간 건 정말 잘하신 거예요.|수의사 선생님이 잘 봐 주실 거예요.] [{pet:이} 얼른 낫기를 바랄게요.|금방 괜찮아질 거예요.]', '[병원에서는 뭐라고 했어요?|많이 아픈 건 아니죠?] [물을 가까이 두고 푹 자게 해 주세요.|조용한 곳에 담요를 깔아 주면 좋아해요.] [{pet:이} 얼른 낫길 저도 빌게요.|{pet:은} 좋은 보호자를 만나서 다행이에요.]', '[{pet:이} 아프면 보호자도 잠을 못 자죠.|{pet} 걱정에 마음이 무거우시죠.] [병원에서 알려 준 대로 약을 챙기고|밥이랑 물을 먹는지 지켜봐 주세요.] [오늘은 곁에 있어 주세요.|조용히 쉬게 해 주세요.] [{pet:이} 얼른 낫길 바랄게요.|곧 괜찮아질 거예요.]'],
  pet_news: ['[정말요?|우와!] {pet:이} [그랬다고요?|대단한데요!] [자세히 들려주세요.|무슨 일이었는지 다 듣고 싶어요.] [{pet:이} 뿌듯해했어요?|{pet}한테 간식 하나 주세요.]', '[오늘 들은 것 중에 제일 좋은 소식이에요.|이런 이야기 너무 좋아요.] {pet:은} [분명 비밀 생활이 있어요.|생각보다 훨씬 똑똑해요.] [오늘 밤에 한 번 더 안아 주세요.|잘했다고 꼭 전해 주세요.]'],
  silence: ['{person:이} [답이 없으면|연락이 없으면] [그 기다림이 제일 힘들죠.|마음이 계속 거기 가 있죠.] [침묵은 마음이 식었다기보다 아직 정리 중이라는 뜻일 때가 많아요.|며칠 조용한 건 끝났다는 뜻이 아니라 시간이 필요하다는 뜻일 수 있어요.] [짧고 따뜻한 메시지 하나면 충분해요.|계속 보내지 않아도 괜찮아요.]', '{person:이} 조용해지면 [내가 한 말을 자꾸 되감게 되죠.|기다림이 제일 힘들어요.] [사람은 마음이 너무 클 때 오히려 말이 없어지기도 해요.|침묵은 당신의 가치가 아니라 그 사람의 상태에 관한 것일 때가 많아요.] [먼저 연락한 것만으로 할 몫은 다 했어요.|조금만 더 시간을 줘 보세요.]'],
  fight: ['{person:과} 다투면 [유난히 더 아프죠.|정말 기운이 빠지죠.] [그만큼 소중한 사이니까요.|마음이 있으니까 속상한 거예요.] [둘 다 가라앉으면 상대의 잘못보다 내 마음이 어땠는지 말해 보세요.|조금 시간을 두고 "얘기 못 해서 허전했어"로 시작해 보세요.]', '[{person:과} 싸우면 이긴 사람이 없죠.|{person:과} 다투면 마음이 제일 지쳐요.] [진짜 이유가 그 일 자체였는지, 내 말을 안 들어 준 서운함이었는지 생각해 보세요.|속을 들여다보면 무엇이 제일 서운했어요?] [그걸 말하는 게 화해의 반이에요.|그걸 알면 다음 대화가 쉬워져요.]'],
  boss_trouble: ['{person}한테 혼나면 [하루 종일 마음이 무겁죠.|기분이 계속 가라앉는 게 당연해요.] [많이 속상하셨겠어요.|서운하셨겠어요.] [그 한 장면이 당신의 전부는 아니에요.|그건 당신보다 그 사람이 받는 압박 이야기일 때가 많아요.] [고칠 것만 메모하고 나머지는 내려놓아요.|내일은 새 페이지예요.]', '[많이 속상하셨죠.|마음이 많이 무거우시죠.|하루 종일 마음이 가라앉으셨겠어요.] [회사에서 {person}한테 깨지는 날은 누구에게나 있어요.|잘하는 사람도 {person}한테 혼날 때가 있어요.] [말투와 내용을 따로 떼어 보세요.|맞는 말 하나만 챙기고 나머지는 흘려보내요.] [오늘 밤엔 {person} 생각을 집에 들이지 마세요.|오늘은 일과 상관없는 걸 하나 해 봐요.]', '[{person}한테 혼나고 나면|회사에서 {person}한테 지적받고 나면] [마음이 무거워서 퇴근길이 유난히 길죠.|속상해서 아무것도 하기 싫어지죠.] [한 번 혼났다고 평가가 정해지는 건 아니에요.|그날 분위기 탓일 때도 많아요.] [오늘은 맛있는 걸 드시고 일찍 쉬세요.|내일은 할 일 하나만 정해서 시작해 봐요.]'],
  interview: ['[면접 앞두고 떨리는 건 그만큼 진심이라는 뜻이에요.|면접 전에 긴장하는 건 당연해요.] [해결했던 경험 두 가지만 정리해 두세요.|자기소개는 소리 내서 한 번만 연습해 보세요.] [들어가기 전에 숨을 천천히 쉬고요.|오늘 밤엔 푹 자요.] [분명 잘하실 거예요.|응원할게요!]', '[면접은 서류만큼 괜찮은 분인지 확인하는 자리일 뿐이에요.|부른 건 잘되길 바라서예요.] [회사에 대해 두 가지만 알아 가세요.|마지막에 물어볼 질문 하나를 준비해 가세요.] [옷은 전날 밤에 골라 두시고요.|물 한 병 챙기세요.] [잘하실 거예요.|당신답게 보여 주세요.]'],
  exam: ['[시험 앞두고 불안한 건 그만큼 열심히 했다는 거예요.|큰 시험이니까 떨리는 게 당연해요.] [틀렸던 문제만 한 번 더 보고|전날엔 꼭 푹 자고] [이미 공부한 걸 믿으세요.|생각보다 많이 알고 있어요.] [할 수 있어요!|응원할게요!]', '[시험 전 주가 시험보다 더 무겁게 느껴지는 법이에요.|지금은 떨려도 곧 후련해질 거예요.] [헷갈리는 것만 한 장으로 정리해 보세요.|시간을 재고 한 번만 풀어 보세요.] [준비한 걸 믿으세요.|스스로 놀라실 거예요.]'],
  open_shop: ['{shop:을} 차리신다고요? [멋진 꿈이에요!|설레네요!] [바쁜 시간대에 근처 가게 몇 곳에서 손님 수부터 세 보세요.|월세랑 손익분기점부터 계산해 보세요.] [오픈 날엔 꼭 가고 싶어요.|작아도 사랑받는 가게가 최고예요.]', '[{shop:을} 직접 차리고 싶은 마음이 멋져요.|나만의 {shop:이라}니 설레네요.] [해 본 사장님께 첫해 이야기를 들어 보세요.|계약 전에 여섯 달 버틸 돈은 모아 두세요.] [단골이 가게를 살려요.|따뜻한 인사가 손님을 다시 오게 해요.]'],
  job_change: ['[이직 고민|회사를 옮기고 싶은 마음]은 [미안해할 일이 아니에요.|보통 지금 자리보다 내가 커졌다는 신호예요.] [다음 직장에 꼭 있었으면 하는 걸 적어 보세요.|가고 싶은 곳에서 일하는 분과 먼저 이야기해 보세요.] [합격이 확정되기 전엔 사표는 넣어 두세요.|정보가 쌓이면 망설임도 줄어요.]', '[이직을 망설이는 게 당연해요.|회사를 옮길지 마음이 왔다 갔다 하는 게 자연스러워요.] [익숙한 곳은 안 맞아도 안전하게 느껴지거든요.|좋은 변화도 무서운 법이에요.] [결정할 날짜를 정해 두고 일단 두 군데만 지원해 보세요.|두려움 말고 받은 제안을 보고 정하세요.]'],
  moving: ['[곧 이사하시는군요!|이사 가세요?] [날씨 좋고 일정이 가벼운 날이 좋은 날이에요.|이사 후에 쉴 수 있는 날이면 길일이에요.] [첫날 밤에 쓸 짐은 상자 하나에 따로 싸 두세요.|상자마다 방 이름을 적어 두세요.] [새 집에 금방 정이 붙을 거예요.|새 집 운이 잘 풀릴 거예요.]', '[새 집이라니 설레네요!|이사 운은 짐 싸기부터 시작이에요.] [안 쓰는 방부터 싸고, 이삿짐센터는 일찍 예약하세요.|서류랑 충전기는 가방 하나에 모아 두세요.] [첫날 저녁은 배달 음식이 정답이에요.|첫날엔 창문을 열어 환기해 주세요.]', '[이사 준비로 정신없으시겠어요.|새 동네라니 기대되네요.] [쉬기 편한 날이 제일 좋은 날이에요.|평일 오전에 하면 훨씬 수월해요.] [안 쓰는 짐은 과감히 정리하세요.|귀중품은 따로 챙기세요.] [새 집에서 좋은 일만 있길 바라요.|첫날엔 맛있는 걸 시켜 드세요.]'],
  insomnia: ['[매일 새벽까지 잠을 못 자면|그렇게 밤을 지새우면] [정말 지치죠.|하루가 다 무거워지죠.] [자기 한 시간 전엔 휴대폰을 다른 방에 두세요.|잠을 설쳐도 일어나는 시간은 똑같이 해 보세요.] [누워서 떠오르는 생각은 종이에 적어 보세요.|몇 주째 계속되면 병원의 도움을 받는 것도 방법이에요.]', '[새벽까지 잠이 안 오면 참 외롭죠.|밤에 누워 잠이 안 오면 정말 지쳐요.] [20분 넘게 못 자면 일어나서 지루한 책을 읽어 보세요.|아침에 햇빛을 조금 쬐어 보세요.] [몸은 자는 법을 기억하고 있어요.|규칙적으로 하면 점점 나아져요.]'],
  sick: ['[몸이 안 좋으시군요.|아프시다니 걱정돼요.] [푹 쉬는 게 제일 좋은 약이에요.|몸이 쉬라고 하는 거예요.] [따뜻한 거 드시고 일찍 주무세요.|물 많이 드시고 무리하지 마세요.] [얼른 나으시길 바랄게요.|며칠이면 괜찮아질 거예요.]', '[아픈 날은 아무것도 안 해도 되는 날이에요.|오늘 할 일은 쉬는 것 하나예요.] [꿀물이나 유자차 한 잔이 생각보다 효과 있어요.|따뜻한 국이랑 물을 많이 드세요.] [열이 오르면 꼭 병원에 가세요.|최대한 많이 주무세요.]'],
  cooking: ['{ingredients}, 그거면 [충분해요.|돼요.] {recipe:을} 해 드세요. [15분이면 돼요.|팬 하나면 끝이에요.] [간은 마지막에 보고 맞추세요.|마지막에 참기름 한 방울이 포인트예요.]', '{ingredients}, 그걸로 {recipe} 충분히 만들 수 있어요. [10분이면 돼요.|피곤한 날에도 쉬워요.] [보기보다 훨씬 맛있어요.|소금 넣기 전에 맛부터 보세요.]', '[있는 재료로 하는 게 제일 맛있어요.|냉장고 속 재료로 충분해요.] {ingredients}[로 {recipe} 어떠세요?|면 {recipe} 딱이에요.] [재료는 먼저 다 썰어 두고|불은 세게 해서 빨리 볶고] [마지막에 간을 한 번 더 보세요.|깨를 조금 뿌리면 완성이에요.]'],
  memory: ['[당연히 기억나요!|그걸 어떻게 잊어요.] [그때 정말 좋았죠.|그때 우리 정말 어렸죠.] [가끔 아직도 생각나요.|떠올릴 때마다 웃음이 나요.] [갑자기 왜 생각났어요?|언제 한번 또 해요.]', '[와, 옛날 생각나네요.|그거 정말 오랜만에 떠올려요.] [그땐 참 단순했죠.|아직도 눈에 선해요.] [요즘도 가끔 그때 생각나요?|언제 또 해 봐요.]'],
};

const ko: SituationLines = {
  defaults: { person: '그 사람', thing: '물건', pet: '반려동물', shop: '가게' },
  lines: koCasual,
  polite: koPolite,
};

const vi: SituationLines = {
  defaults: { person: 'người ấy', thing: 'đồ', pet: 'bé cưng', shop: 'quán riêng' },
  lines: {
    theft: [
      '{thing:cap} bị trộm á? [Bực thật sự|Ức ghê]! [Báo công an phường ngay hôm nay nhé|Trước tiên cứ trình báo công an đã], [rồi nhờ ban quản lý xem camera|và tìm ảnh hay số khung nếu có].',
      '[Mất {thing} ngay trước nhà|Bị trộm {thing}] [đúng là ấm ức|làm hỏng cả ngày]. [Hỏi ban quản lý trích camera rồi báo công an|Đăng lên nhóm cư dân và trình báo công an]—[đồ bị trộm hay được rao bán gần đó lắm|cứ để ý các chợ đồ cũ online].', 'Trời, mất {thing}? [Tức thật|Quá đáng ghê]. [Báo công an trước để có biên bản—sau này cần lắm|Lên công an phường trình báo ngay hôm nay], [rồi hỏi mấy cửa hàng có camera quay ra đường|rồi đăng ảnh lên nhóm khu phố; hàng xóm hay để ý lắm].', '[Kẻ trộm chỉ mong mọi người không trình báo|Phần lớn mọi người bỏ qua, nên trộm mới quay lại]. [Cứ báo công an vụ mất {thing} đi, dù thấy phiền|Trình báo vụ mất {thing} ngay trong hôm nay nhé], [để ý các trang bán đồ cũ trong tuần này|ghi lại số khung nếu có], và [lần sau dùng khóa chắc hơn hay gắn định vị|lần sau khóa vào cột cố định nhé].'],
    lost_item: [
      'Bạn bị mất {thing} à? [Hít sâu một cái đã|Bình tĩnh làm từng bước nhé]: [gọi ngay tổng đài nhà xe hoặc nơi bạn ghé cuối cùng|nhớ lại đường đi từ đầu], và [khóa thẻ ngân hàng ngay|báo ngân hàng khóa thẻ trước đã].',
      '[Mất {thing} đúng là thót tim|Trời ơi, mất {thing} rồi]! [Gọi nhà xe hỏi xem có ai nhặt được không|Báo công an và gọi tổng đài nhà xe nhé]; [trong lúc chờ thì khóa thẻ qua app ngân hàng|nhớ khóa hết thẻ ngân hàng đã].', '[Mất {thing} đừng vội nản|{thing:cap} chưa mất hẳn đâu]: [nhiều đồ thất lạc được người ta gửi lại trong một ngày|người tốt nhiều hơn bạn nghĩ]. [Gọi cho nơi bạn ghé cuối cùng|Hỏi phòng đồ thất lạc của nhà xe], và [khóa thẻ cho chắc|nếu có giấy tờ thì báo công an luôn].'],
    breakup: [
      '[Mình rất tiếc—chia tay thật sự làm người ta hụt hơi|Trời ơi, chia tay rồi à. Đau lắm]. [Tối nay không cần nghĩ cho thông đâu|Hôm nay chỉ cần vượt qua là đủ]; [ăn chút gì, ngủ một giấc, để bạn bè chăm bạn|nửa đêm đừng nhắn cho người ta nhé, hứa nha]. [Rồi sẽ nhẹ dần thôi|Cảm giác này không kéo dài mãi đâu].',
      '[Chia tay dù đúng vẫn đau|Sau chia tay cái gì cũng gợi nhớ người ta]. [Tạm ẩn trang cá nhân của họ một thời gian—không phải nhỏ nhen, là để lành|Cất ảnh đi một thời gian thôi, không phải mãi mãi]. [Đối xử với bản thân dịu dàng như với bạn thân|Kể mình nghe một điều bạn đang mong chờ, nhỏ thôi cũng được].',
    ],
    setback: [
      '[Ôi, tiếc thật|Buồn ghê, hụt mất rồi]. [Một kết quả không nói lên con người bạn|Hụt một lần nghĩa là giờ bạn đã biết mọi thứ vận hành ra sao]. [Tối nay nghỉ đi, mai ghi ra hai điều làm bạn vấp|Hôm nay nghỉ ngơi, mai lên kế hoạch cho lần sau]—[lần sau sẽ được thôi|nhiều người đậu ở lần thứ hai lắm].',
      '[Lần này không được thật sự rất buồn|Nghe tin như vậy khó chịu lắm], [nhất là sau bao nhiêu cố gắng|buồn là chuyện bình thường]. [Nếu được thì hỏi xem sai ở đâu và chỉ sửa chỗ đó|Lần sau đổi một điều thôi, đừng đổi hết]; [bạn gần đích hơn bạn nghĩ|đây là đường vòng, không phải ngõ cụt].',
    ],
    birthday: [
      '[Chúc mừng sinh nhật!|Hôm nay sinh nhật bạn hả? Chúc mừng sinh nhật!] [Mong hôm nay có người chiều bạn hết cỡ|Bánh kem ít nhất hai miếng nhé]. [Bạn ước gì vậy?|Định ăn mừng thế nào?]',
      '[Sinh nhật kìa! Chúc mừng bạn|Chúc mừng sinh nhật—thêm một tuổi của bạn là tin vui]. [Hôm nay làm một việc chỉ vì bạn thích|Cứ để mọi người làm rộn lên, hôm nay được phép mà], [và ước một điều thật lớn|rồi kể mình nghe bạn ăn mừng ra sao].',
    ],
    recipe_request: [
      '{dish:cap} hả? [Được thôi|Chọn hay đó]. [Bí quyết là kiên nhẫn: lửa nhỏ, vừa nấu vừa nếm|Sơ chế hết nguyên liệu trước khi bắc chảo], [nêm từng chút một|đừng cho quá nhiều vào chảo cùng lúc]; [lần đầu sẽ ngon hơn bạn nghĩ|nấu hai lần là thành món ruột].',
    ],
    family_hospital: [
      '[Mình rất tiếc|Chắc bạn lo lắm]—{person} nằm viện thì [ai cũng rối bời|lòng nặng trĩu là đúng rồi]. [Không tập trung được cũng là bình thường|Đầu óc cứ nghĩ về đó là phải]; [hôm nay làm những việc cần thôi nhé|đừng khắt khe với mình].',
      'Lo cho {person} [chiếm hết tâm trí bạn|làm bạn kiệt sức]. [Nếu được thì gọi điện hay vào thăm—nghe giọng bạn là {person} vui rồi|Gửi cho {person} một tin nhắn hay tấm ảnh nhé]; [và bạn cũng nhớ ăn uống đầy đủ|bạn cũng phải giữ sức nữa].', '[{person:cap} nằm viện, nhiều chuyện phải lo quá|Đầu óc để ở bệnh viện là phải rồi]. {person:cap} [có người thương như bạn là may mắn|dù ở xa cũng cảm nhận được tấm lòng bạn]. [Hôm nay làm một việc nhỏ thôi rồi nghỉ|Công việc chờ một chút cũng không sao]—[có tin gì thì kể mình nghe nhé|muốn tâm sự thì mình ở đây].'],
    pet_sick: [
      '[Trời ơi, {pet} bị ốm à?|Tội nghiệp {pet} quá!] [Đưa đi thú y là đúng rồi|Bác sĩ thú y sẽ chăm sóc tốt thôi]; [mong {pet} mau khỏe|chúc {pet} sớm khỏe lại nhé].',
      'Lo cho {pet} [khổ lắm|thương ghê]—[bé đâu nói được đau chỗ nào|mình chỉ mong bé ổn]. [Hôm nay cho bé nằm ấm và yên tĩnh nhé|Làm theo lời bác sĩ và ôm bé thật nhiều], [bé sẽ khỏe thôi|chắc chắn bé sẽ mau hồi phục].', '[Tội {pet} quá|Ôi, {pet}…]. [Bác sĩ nói bé bị gì?|Thú y bảo sao?] [Để nước gần bé và cho bé ngủ thoải mái|Một góc yên tĩnh với cái chăn mềm giúp bé nhiều lắm]; [mình cầu mong {pet} mau khỏe|bé may mắn vì có bạn].'],
    pet_news: [
      '[Thật á?|Không thể tin được!] {pet:cap} [làm được thế cơ à|giỏi quá vậy]! [Kể hết cho mình nghe đi|Mình muốn nghe đầu đuôi]—[{pet} có tự hào không?|{pet} có khoe với bạn không?]',
      '{pet:cap} [đúng là anh hùng nhỏ|rõ ràng là “trùm” trong nhà]! [Nghe chuyện {pet} lúc nào cũng vui|Thú cưng là nhất]; [thưởng cho {pet} một món ngon đi|lần sau chụp ảnh cho mình xem nhé].', '[Haha, {pet} bất ngờ ghê|Trời, {pet} thành huyền thoại luôn rồi]! [Lúc đó bạn làm gì?|Bạn phản ứng sao?] [Kể chi tiết đi|Có kịch tính như nghe không?]'],
    silence: [
      '[Chờ {person} trả lời mãi không thấy|{person:cap} không nhắn lại] [thật sự rất khó chịu|làm lòng mình cứ thấp thỏm]. [Im lặng nhiều khi là họ còn đang sắp xếp cảm xúc, chứ không phải hết quan tâm|Vài ngày im ắng thường là cần thời gian, chưa phải là kết thúc]; [một tin nhắn ngắn, ấm áp là đủ—rồi cho họ chút không gian|bạn không cần nhắn liên tục đâu].', 'Khi {person} im lặng, [mình cứ tua lại từng câu đã nói là chuyện thường|chờ đợi là phần khó nhất]. [Người ta hay im lặng khi cảm xúc quá nhiều, chứ không phải quá ít|Im lặng thường nói về tâm trạng của họ, không phải giá trị của bạn]; [cho thêm chút thời gian trước khi nghĩ nhiều nhé|bạn đã làm phần của mình khi nhắn trước rồi].'],
    fight: [
      'Cãi nhau với {person} [đau theo một kiểu rất riêng|mệt mỏi lắm], [vì bạn quý người ấy|vì người ấy quan trọng với bạn]. [Khi cả hai bình tĩnh lại, hãy nói mình đã cảm thấy gì thay vì trách lỗi|Cho nhau chút thời gian rồi mở lời bằng “mình nhớ nói chuyện với bạn”]; [một tin nhắn thật lòng gỡ được nhiều thứ lắm|phần lớn những lần giận nhau giữa người thương nhau đều hàn gắn được].', '[Giận nhau với {person} là mệt nhất|Cãi nhau với {person} thì chẳng ai thắng]. [Thật ra là vì chuyện đó, hay vì cảm thấy không được lắng nghe?|Sâu bên dưới, chuyện thật sự là gì?] [Biết được điều đó thì lần nói chuyện sau dễ hơn nhiều|Nói ra được điều đó là làm lành được một nửa].'],
    boss_trouble: [
      'Bị {person} mắng thì [buồn cả ngày là phải|tâm trạng tụt dốc là bình thường]. [Chắc bạn tủi lắm|Nghe thôi đã thấy ấm ức]. [Một lần bị la không nói lên giá trị của bạn|Nhiều khi đó là áp lực của họ chứ không phải lỗi của bạn]; [ghi lại điều cần sửa rồi buông phần còn lại|mai lại là một trang mới].', '[Bị {person} góp ý trước mặt mọi người|Bị {person} la ở chỗ làm] [làm mình mất tự tin cả mấy ngày|khó mà rũ bỏ ngay]. [Tách phần nội dung ra khỏi giọng điệu|Giữ lại một ý đúng, phần còn lại bỏ qua], [tối nay làm gì đó tử tế cho bản thân nhé|rồi tắt máy—việc để mai tính].'],
    interview: [
      '[Hồi hộp trước buổi phỏng vấn là vì bạn để tâm|Lo trước phỏng vấn là chuyện bình thường]. [Chuẩn bị hai câu chuyện về lần bạn giải quyết được vấn đề|Tập nói phần giới thiệu bản thân một lần thành tiếng], [hít thở chậm trước khi vào|tối nay ngủ thật ngon]—[bạn sẽ làm tốt thôi|bạn làm được mà].',
      'Sắp phỏng vấn hả? [Bạn sẵn sàng hơn bạn nghĩ đó|Được gọi phỏng vấn là họ đã để ý bạn rồi]. [Tối nay chuẩn bị sẵn quần áo|Đến sớm mười phút], và [coi đó là một cuộc trò chuyện thôi|mỉm cười khi giới thiệu tên mình]. [Cố lên nhé|Mình tin bạn].', '[Phỏng vấn chỉ là để họ xem bạn có giỏi như CV không|Họ gọi bạn vì họ mong mọi chuyện suôn sẻ]. [Tìm hiểu trước hai điều về công ty|Chuẩn bị một câu hỏi để hỏi lại họ], [chọn quần áo từ tối hôm trước|mang theo chai nước]; [bạn sẽ ổn thôi|cứ là chính mình nhé].'],
    exam: [
      '[Lo trước kỳ thi là vì bạn đã cố gắng|Thi lớn thì hồi hộp là phải]. [Xem lại những câu từng làm sai|Đêm trước nhớ ngủ đủ], [và tin vào những gì mình đã học|bạn biết nhiều hơn bạn nghĩ]. [Bạn làm được mà|Cố lên nhé]!',
      'Sắp thi rồi hả? [Giờ mỗi ngày ôn một chương là đủ|Tập trung làm đề cũ, đừng học thêm cái mới], [sáng hôm thi nhớ ăn sáng|chuẩn bị đồ từ tối hôm trước], và [hít thở sâu trước khi làm bài|đọc kỹ đề hai lần]. [Cố lên|Mình tin bạn]!', '[Tuần trước kỳ thi lúc nào cũng nặng hơn chính kỳ thi|Trước kỳ thi thì hồi hộp, thi xong sẽ nhẹ nhõm]. [Tóm tắt những phần khó vào một trang|Làm thử một đề có bấm giờ], [cất sách một tiếng trước khi ngủ|đừng học dồn sáng hôm thi], và [tin vào sự chuẩn bị của mình|bạn làm được mà].'],
    open_shop: [
      'Mở {shop} á? [Ước mơ dễ thương ghê|Nghe háo hức quá]! [Thử ghé vài quán giờ cao điểm để đếm khách trước|Tính tiền mặt bằng và điểm hòa vốn trước đã], [rồi mời bạn bè thử món đặc trưng|rồi chọn chỗ người qua lại mỗi ngày]. [Quán nhỏ mà được thương còn hơn quán to mà vắng|Ngày khai trương nhớ rủ mình nha].',
      'Có {shop} của riêng mình—[mình hình dung được luôn|hợp với bạn lắm]. [Cứ giữ việc hiện tại tới khi con số rõ ràng|Thử bán online hay mở sạp nhỏ trước để thử thị trường]; [chuyện kinh doanh quan trọng không kém đồ uống|một trăm khách quen đầu tiên là cả bí quyết].', '[Mở {shop}—quyết định táo bạo đó|Mình thích việc bạn muốn tự mở {shop}]. [Hỏi hai chủ quán về năm đầu tiên của họ|Hỏi người đi trước điều họ ước đã biết sớm hơn], [và để dành sáu tháng chi phí trước khi ký hợp đồng thuê|và bắt đầu nhỏ với hợp đồng ngắn]; [khách quen mới là thứ giữ quán sống|một lời chào ấm áp khiến khách quay lại].'],
    job_change: [
      '[Muốn chuyển việc|Nghĩ tới chuyện đổi việc] [không có gì phải áy náy|thường là dấu hiệu bạn đã lớn hơn chỗ cũ]. [Viết ra những gì bạn muốn ở công việc mới mà chỗ này không có|Nói chuyện với người đang làm ở nơi bạn muốn tới], và [đừng nghỉ trước khi ký hợp đồng mới|có đủ thông tin thì sự do dự sẽ nhỏ lại].', '[Do dự chuyện chuyển việc là bình thường|Phân vân có nên nghỉ việc là đúng rồi]—[chỗ quen thuộc luôn thấy an toàn dù không hợp|thay đổi tốt cũng đáng sợ]. [Đặt hạn chót để quyết định|Thử nộp hai chỗ xem sao], và [để lời mời làm việc quyết định chứ không phải nỗi sợ|không thích thì sau này từ chối cũng được].'],
    moving: [
      '[Sắp chuyển nhà|Chuyển nhà] à? [Chọn ngày trời đẹp và lịch nhẹ nhàng|Ngày nào chuyển xong còn được nghỉ là ngày tốt]—[gói riêng một thùng đồ dùng cho đêm đầu|ghi tên phòng lên từng thùng], và [nhà mới sẽ sớm thành tổ ấm|đặt một chậu cây ở cửa ngày đầu là may mắn].', '[Nhà mới, háo hức ghê|May mắn ngày chuyển nhà bắt đầu từ mấy thùng đồ]! [Gói đồ phòng ít dùng trước|Đặt xe chuyển nhà sớm], [giấy tờ và sạc để chung một túi|chụp ảnh dây điện trước khi rút], và [ngày đầu mở cửa sổ cho thoáng|tối đầu tiên cứ gọi đồ ăn—ngày chuyển nhà chẳng ai nấu].'],
    insomnia: [
      '[Đêm nào cũng thức tới sáng|Mất ngủ như vậy] [thì kiệt sức thật|làm cả ngày nặng nề]. [Thử để điện thoại ở phòng khác một tiếng trước khi ngủ|Dù ngủ kém vẫn dậy cùng một giờ nhé], và [viết ra những điều đang nghĩ trước khi nằm|bỏ cà phê sau hai giờ chiều]; [nếu kéo dài vài tuần thì nên gặp bác sĩ|khi nỗi lo có chỗ để đặt xuống, giấc ngủ sẽ quay lại].', '[Nửa đêm mà chưa ngủ được thì cô đơn lắm|Nằm trằn trọc không ngủ được thật sự rất mệt]. [Hai mươi phút chưa ngủ được thì dậy đọc gì đó thật chán|Thử hít vào bốn nhịp, giữ bảy nhịp, thở ra tám nhịp], [để đèn thật tối|đừng nhìn đồng hồ]; [cơ thể vẫn nhớ cách ngủ mà|giữ nếp đều đặn là sẽ đỡ dần].'],
    sick: [
      '[Ôi, bạn bị ốm à?|Không khỏe hả?] [Nghỉ ngơi là thuốc tốt nhất|Cơ thể đang xin được nghỉ]—[uống đồ ấm, ngủ nhiều vào|ăn chút cháo nóng rồi ngủ sớm], [mau khỏe nhé|mong bạn sớm khỏe lại].',
      '[Bị ốm khổ lắm|Cảm cúm mệt thật]. [Hôm nay cứ nằm trong chăn|Hôm nay đừng làm gì nặng] và [uống nước ấm|ăn bát canh nóng]; [vài hôm là khỏe lại thôi|mau khỏe nhé].', '[Ngày ốm là ngày được phép không làm gì|Việc duy nhất hôm nay là nghỉ ngơi]. [Một cốc nước ấm pha mật ong chanh|Bát cháo nóng và thật nhiều nước] [giúp nhiều hơn bạn nghĩ|là bài thuốc kinh điển đó], và [sốt cao thì đi khám nhé|ngủ được bao nhiêu thì ngủ].'],
    cooking: [
      'Có {ingredients} là [đủ rồi|ngon rồi]: làm {recipe} đi. [Mười lăm phút là xong|Một cái chảo là đủ]—[cuối cùng nêm lại cho vừa|thêm chút dầu mè cuối cùng là thơm].', 'Có {ingredients} hả? [Vậy là đủ một bữa|Ổn rồi]. [Tối nay làm {recipe}|Làm {recipe} đi]—[làm nóng chảo thật kỹ|lửa to, tay nhanh], và [nếm trước khi nêm thêm muối|có hành lá thì rắc lên cuối cùng].'],
    memory: [
      '[Nhớ chứ sao không!|Làm sao mà quên được?] [Hồi nhỏ vui thật|Ngày xưa tụi mình bé xíu]—[thỉnh thoảng mình vẫn nghĩ tới|nhớ lại là thấy buồn cười]. [Hôm nào làm lại đi!|Sao tự nhiên nhớ vậy?]', '[Trời, nhắc mới nhớ|Lâu lắm rồi mới nghĩ lại chuyện đó]! [Hồi đó tụi mình tự hào ghê.|Nhớ lần bị mắng vì vụ đó không?] [Hồi nhỏ đơn giản thật|Chuyện hồi đó mình vẫn hình dung được rõ]. [Hôm nào làm lại không?|Bạn có hay nhớ hồi đó không?]'],
  },
};

const zh: SituationLines = {
  defaults: { person: '对方', thing: '东西', pet: '小家伙', shop: '自己的小店' },
  lines: {
    theft: [
      '{thing}被偷了？[太气人了|真让人窝火]！[今天就去派出所报警|先报警备案]，[再找物业调一下监控|有照片或车架号的话一起带上]。',
      '[{thing}在家门口被偷|{thing}被人偷走]，[一整天的心情都毁了|真是太糟心了]。[找物业或保安看看监控，然后报警|去小区群里问问，也去派出所登记一下]——[很多赃物会在附近的二手平台出现|留意一下二手平台]。', '{thing}被偷了？[太可恶了|真让人火大]。[先报警拿到回执，以后用得上|今天就去派出所立案]，[再问问临街有摄像头的店铺|再把照片发到小区群里，邻居常常会留意到]。', '[小偷就指望大家不报警|很多人嫌麻烦不报案，小偷才会再来]。[{thing}丢了，嫌麻烦也要报警|今天之内先去派出所为{thing}报案]，[这周多留意二手平台|有车架号的话一起登记]，[下次换把结实的锁或装个定位器|下次锁在固定的柱子上]。'],
    lost_item: [
      '{thing}丢了？[先深呼吸|别慌，一步一步来]：[马上打公交公司的电话|回想一下最后在哪儿用过]，[银行卡先挂失冻结|先把卡挂失]。',
      '[丢了{thing}真让人心里一沉|哎呀，{thing}！][失物招领其实挺靠谱的|打一下失物招领电话]；[同时在银行App里把卡冻结|顺便报个警登记一下]。', '[{thing}丢了先别灰心|{thing}还没到彻底找不回的地步]：[很多丢失的东西一天之内就会被人送回|好心人比你想的多]。[给最后去过的地方打个电话|问问公交公司的失物招领]，[以防万一先把卡冻结|里面有证件的话记得报失]。'],
    breakup: [
      '[真抱歉——分手真的会让人喘不过气|啊，分手了。一定很疼]。[今晚不用想明白什么|今天能熬过去就够了]；[吃点东西，睡一觉，让朋友们照顾你|半夜别给对方发消息，说好了]。[会慢慢变轻的|这种感觉不会一直持续]。',
      '[就算分手是对的，也会疼|分手后，什么都会让你想起对方]。[先把对方的朋友圈屏蔽一阵子——不是小气，是在疗伤|照片先收起来，不是永远]。[像对待好朋友一样温柔地对待自己|跟我说一件你期待的事，小事也行]。',
    ],
    setback: [
      '[哎，真让人难受|太可惜了]。[一次结果说明不了你是谁|没成一次，说明你已经摸清了门道]。[今晚先休息，明天写下绊倒你的两件事|今天休息，明天再计划下一次]——[下次一定行|很多人都是第二次才过的]。',
      '[这次没成，真的很难受|听到这样的消息一定不好受]，[尤其是付出了那么多努力|难过是正常的]。[能的话问问差在哪里，只改那一点|下次只改一件事，别全推翻]；[你离成功比感觉的更近|这是绕了个弯，不是终点]。',
    ],
    birthday: [
      '[生日快乐！|今天是你生日？生日快乐！][希望今天有人好好宠你|蛋糕至少吃两块]。[许了什么愿？|打算怎么庆祝？]',
      '[生日呀！祝你生日快乐|生日快乐——你又长大一岁，是好消息]。[今天做一件只因为喜欢才做的事|今天就让大家为你热闹一下]，[许个大大的愿望|告诉我你怎么庆祝的]。',
    ],
    recipe_request: [
      '{dish}？[行|选得好]。[秘诀是耐心：小火慢慢来，边做边尝|下锅前先把材料都切好]，[调味一点点加|锅里别一次放太多]；[第一次就会比你想的好|做两次就是你的拿手菜了]。',
    ],
    family_hospital: [
      '[真难为你了|一定很担心吧]——{person}住院，[谁都会心神不宁|心里肯定沉甸甸的]。[集中不了注意力很正常|脑子一直想着这件事是自然的]；[今天只做必须做的事就好|对自己温柔一点]。',
      '为{person}担心，[脑子里全是这件事|真的很耗神]。[能的话打个电话或去看看，听到你的声音{person}也会好受些|给{person}发条消息或一张照片吧]；[你自己也要好好吃饭|你也得照顾好自己]。', '[{person}住院，要操心的事真多|心思都在医院那边很正常]。{person}[有你这么挂念，是福气|隔得再远也能感受到你的心意]。[今天做一件小事就休息吧|工作晚一点也没关系]——[有消息了跟我说说|想聊的话我一直在]。'],
    pet_sick: [
      '[啊，{pet}生病了？|可怜的{pet}！][带去看兽医是对的|兽医会好好照顾它的]；[希望{pet}快点好起来|祝{pet}早日康复]。',
      '担心{pet}[最难受了|真让人揪心]——[它又说不出哪里疼|只希望它平平安安]。[今天让它在温暖安静的地方休息|按兽医说的做，多抱抱它]，[它会好的|一定很快就活蹦乱跳了]。', '[好心疼{pet}|唉，{pet}…]。[兽医怎么说？|查出是什么问题了吗？][把水放在它旁边，让它多睡|一个安静的角落和一条软毯子很有用]；[我也替{pet}祈祷|它有你照顾真幸运]。'],
    pet_news: [
      '[真的吗？|不会吧！]{pet}[这么厉害？|太棒了！][快跟我讲讲|我想听全过程]——[{pet}是不是很得意？|{pet}有没有向你炫耀？]',
      '{pet}[简直是个小英雄|显然是家里的老大]！[听{pet}的事总是很开心|有宠物真好]；[替我奖励{pet}一点零食|下次拍张照片给我看看]。', '[哈哈，{pet}真会给人惊喜|{pet}已经是传奇了]！[你当时什么反应？|然后你怎么办的？][快讲细节|真有听起来那么戏剧化吗？]'],
    silence: [
      '[等{person}迟迟不来的回复|{person}不理你]，[真的很煎熬|心里一直悬着，很难受]。[沉默往往是对方还在整理情绪，不是不在乎了|冷了几天，多半是需要时间，不代表结束]；[发一条简短温暖的消息就够了，然后给彼此一点空间|不用一直发消息]。', '{person}一沉默，[人就会反复回想自己说过的每句话，心里很难受|等待的滋味最难受]。[人在情绪太多的时候反而会不说话|沉默往往说明对方的状态，而不是你的价值]；[再给一点时间，别急着下结论|你主动联系，已经做到你那一份了]。'],
    fight: [
      '和{person}吵架，[心里一定很难受|真的很累人]，[因为你在乎|因为对方对你很重要]。[等你们都冷静一点，说说你的感受，而不是对方哪里错了|给彼此一点时间，再用“我很想和你说话”开头]；[一条真诚的消息能化解很多|在乎彼此的人，吵架大多能和好]。', '[和{person}闹别扭，心里最累了|跟{person}吵架，心里最难受，也没有赢家]。[真正让你难受的，是那件事本身，还是觉得没被听见？|往深处看，到底是为了什么？][想清楚这一点，下次谈话就容易多了|能说出这一点，就和好了一半]。'],
    boss_trouble: [
      '被{person}骂了，[一整天心情都不好很正常|心里肯定憋屈]。[真委屈你了|听着就难受]。[一次挨骂不代表你的全部|很多时候那是他们自己的压力，不全是你的问题]；[把要改的记下来，其余的放下|明天又是新的一页]。', '[被{person}当众批评|在单位挨了{person}的骂]，[好几天都会没自信|很难一下子放下]。[把内容和语气分开看|留下有道理的那一句，其余的放过]，[今晚对自己好一点|然后下班就关机，工作明天再说]。'],
    interview: [
      '[面试前紧张，说明你很在乎|面试前紧张很正常]。[准备两个你解决过问题的小故事|把自我介绍大声练一遍]，[进门前慢慢深呼吸|今晚好好睡一觉]——[你一定没问题|你可以的]。',
      '要面试了吗？[你比自己感觉的更有准备|能进面试说明他们已经看好你了]。[今晚把衣服准备好|提前十分钟到]，[把它当成一次聊天，不是考试|说名字的时候笑一笑]。[加油|我相信你]！', '[面试不过是确认你和简历一样优秀|他们叫你来，是希望能成]。[提前了解公司的两件事|准备一个最后可以反问的问题]，[前一晚选好衣服|带一瓶水]；[你会没事的|做你自己就好]。'],
    exam: [
      '[考前紧张，说明你很在乎|这么重要的考试，紧张很正常]。[把错题再过一遍|考前一晚好好睡觉]，[相信你已经学会的东西|你会的比你想的多]。[你一定行|加油]！',
      '快考试了吗？[现在一天复习一章就够了|多做真题，别再学新东西]，[考试那天记得吃早饭|前一晚把东西收拾好]，[开考前深呼吸一下|每道题读两遍]。[加油|我相信你]！', '[考前一周总比考试本身更沉重|现在紧张，很快就会轻松]。[把最容易混的内容整理成一页|计时做一套题]，[睡前一小时合上书|考试当天早上别临时抱佛脚]，[相信你的准备|你会给自己惊喜的]。'],
    open_shop: [
      '要开{shop}？[这个梦想真好|好让人期待]！[先在高峰时段去附近几家店数数客人|先算清房租和回本点]，[招牌产品先请朋友试试|选一个每天有人经过的位置]。[小而被喜欢，胜过大而冷清|开业那天我一定去]。', '[开{shop}，好有勇气|我喜欢你想亲手开{shop}的样子]。[找两位店主聊聊他们的第一年|问问过来人最希望早知道什么]，[签租约前先存够六个月的开销|先从小店面、短租约开始]；[回头客才是一家店的命|一句温暖的招呼会让客人再来]。'],
    job_change: [
      '[想换工作|想跳槽][没什么好内疚的|往往说明你已经比现在的位置更大了]。[写下你希望新工作有、而现在没有的东西|先和在你想去的地方工作的人聊聊]，[新offer签下前先别辞职|信息多了，犹豫自然就少了]。', '[换不换工作，犹豫很正常|想跳槽又拿不定主意，很正常]——[熟悉的地方即使不合适也让人觉得安全|再好的改变也会让人害怕]。[给自己定个决定的期限|先投两家试试看]，[让手里的offer来做决定，而不是恐惧|不合适以后再拒绝也行]。'],
    moving: [
      '[要搬家了|快搬家了]？[选一个天气好、事情少的日子|搬完能休息的日子就是好日子]——[把第一晚要用的东西单独装一箱|箱子上写好房间名]，[新家很快就会有家的感觉|第一天在门口放盆植物，寓意好]。', '[新家，好期待|搬家的好运从打包开始]！[先打包最少用的房间|早点预约搬家公司]，[证件和充电器放在同一个包里|拔线之前先拍张照]，[第一天开窗通通风|第一晚叫外卖就好——搬家那天没人做饭]。'],
    insomnia: [
      '[每晚熬到凌晨|这样失眠]，[真的很耗人|整个白天都会很沉]。[睡前一小时把手机放到别的房间|就算没睡好也固定时间起床]，[躺下前把脑子里的事写下来|下午两点后别喝咖啡]；[持续几周的话可以看看医生|心事有了着落，睡眠也会回来]。', '[凌晨还睡不着，是最孤单的时刻|躺着睡不着真的很累]。[二十分钟还睡不着就起来读点无聊的书|试试吸气四拍、憋气七拍、呼气八拍]，[灯光调暗|别看时间]；[身体记得怎么睡觉|作息规律了就会慢慢变好]。'],
    sick: [
      '[哎呀，生病了？|身体不舒服呀？][休息才是最好的药|身体在提醒你该休息了]——[多喝热水，多睡觉|喝碗热汤，早点睡]，[快点好起来|希望你早日康复]。',
      '[生病真的很难受|感冒最折磨人了]。[今天就窝在被子里吧|今天别做累的事]，[喝点热的|让热汤帮帮你]；[过两天就会好的|早日康复]。', '[生病的日子就该什么都不做|今天你唯一的任务就是休息]。[一杯蜂蜜柠檬水|一碗热粥加上多喝水][比你想的管用|经典自有道理]，[发烧加重就去看医生|能睡多久就睡多久]。'],
    cooking: ['有{ingredients}就[够了|能做]：做个{recipe}吧。[十五分钟搞定|一个锅就行]——[最后尝尝咸淡再调|出锅前淋一点香油]。', '有{ingredients}？[那就是一顿饭了|够了]。[今晚就做{recipe}|做个{recipe}吧]——[锅要烧得很热|大火快炒]，[加盐前先尝尝|有葱的话最后撒一点]。'],
    memory: ['[当然记得！|怎么会忘呢？][那时候真好|我们小时候好小啊]——[我现在还时不时想起|每次想起来都想笑]。[哪天再一起去吧|怎么突然想起来了？]', '[哇，说起来好怀念|好久没想起这件事了]！[那时候我们可得意了|还记得因为这个挨骂吗？][小时候真简单|我现在还能想起那个画面]。[哪天再来一次？|你也常想起那时候吗？]'],
  },
};

/** Situation lines per language. */
export const situationLines: Readonly<Record<ContentLanguage, SituationLines>> = { en, ko, vi, zh };
