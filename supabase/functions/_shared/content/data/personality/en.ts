/** English personality result texts. */
import type { PersonalityTexts } from './types.ts';

/** English texts for the personality result. */
export const personalityEn: PersonalityTexts = {
  archetypes: {
    HHHH: { name: 'Festival Director', tagline: "You could plan the party, host it and still remember everyone's name.", scene: 'Wherever you go, plans turn into events and strangers turn into a crew.' },
    HHHL: { name: 'Neighborhood Captain', tagline: "Warm, organized and down to earth, you're the one people call when something actually needs doing.", scene: 'You remember birthdays, carry the spare charger and somehow keep the group chat on track.' },
    HHLH: { name: 'Campfire Storyteller', tagline: 'You turn an ordinary evening into a story people retell for years.', scene: 'Plans stay loose, but your warmth and wild ideas keep everyone gathered around.' },
    HHLL: { name: 'Sunny Mood-Maker', tagline: 'You bring easy laughter and real kindness, and you live fully in the moment.', scene: 'Spontaneous snack runs and last-minute day trips are basically your signature.' },
    HLHH: { name: 'Rocket Captain', tagline: 'Bold, sharp and driven, you see the big picture and then write the launch schedule.', scene: "You'd rather be right than be liked, and your ideas usually prove the point." },
    HLHL: { name: 'Field Commander', tagline: 'Direct, decisive and practical, you get results while others are still talking.', scene: 'Give you a goal and a deadline, and the rest becomes a checklist.' },
    HLLH: { name: 'Wild-Card Inventor', tagline: "Restless, outspoken and full of ideas, you'd rather break the rules than follow a boring plan.", scene: 'You light up a room with debates and schemes nobody saw coming.' },
    HLLL: { name: 'Street Adventurer', tagline: "You chase what's real and fun right now, say what you think and never wait for permission.", scene: "Your best stories start with 'So I just went for it.'" },
    LHHH: { name: 'Quiet Idea Gardener', tagline: 'Gentle, thoughtful and quietly dependable, you grow ideas slowly until they bloom.', scene: 'Your notebooks are full of plans, and your friends know you always show up.' },
    LHHL: { name: 'Steady Guardian', tagline: 'Calm, caring and reliable, you are the safe harbour the people around you count on.', scene: "You don't need the spotlight; you keep things running so others can shine." },
    LHLH: { name: 'Moonlight Dreamer', tagline: 'Soft-spoken and big-hearted, you live in a world of colours, songs and what-ifs.', scene: 'You notice the beauty others walk past, and you feel it deeply.' },
    LHLL: { name: 'Cozy Corner Friend', tagline: 'Easygoing and kind, you make people feel at home without even trying.', scene: 'A quiet afternoon, a good snack and a friend beside you is your idea of a perfect day.' },
    LLHH: { name: 'Midnight Architect', tagline: 'Independent and precise, you build elaborate structures of thought while everyone else sleeps.', scene: "You'd rather get it right than get it fast, and you seldom get it wrong." },
    LLHL: { name: 'Precision Craftsman', tagline: 'Focused, frank and exacting, you trust what works and you finish what you start.', scene: 'Your standards are high, and the quality of your work says so.' },
    LLLH: { name: 'Lone Wolf Explorer', tagline: 'Independent and curious, you follow your own trail to odd books, odd ideas and odd places.', scene: 'You recharge alone and come back with thoughts nobody else had.' },
    LLLL: { name: 'Laid-back Cat', tagline: 'Unbothered, self-contained and practical, you do things your way and at your pace.', scene: "You don't chase approval; you chase a comfortable spot in the sun." },
  },
  epithets: ['Unshakable', 'Easygoing', 'Tender-Hearted', 'Deep-Feeling'],
  typeName: (epithet, name) => `${epithet} ${name}`,
  traitNames: {
    extraversion: 'Extraversion',
    agreeableness: 'Agreeableness',
    conscientiousness: 'Conscientiousness',
    neuroticism: 'Emotional sensitivity',
    intellect: 'Imagination',
  },
  strongestLine: (trait, score) => `Your most striking trait: ${trait}, at ${score} out of 100.`,
  describe: {
    extraversion: {
      high: ['You draw energy from people: the more voices in the room, the brighter you get.', "Conversation is your natural habitat, and you rarely meet a stranger you can't talk to."],
      mid: ['You move easily between the crowd and your own company, choosing whichever the day needs.', 'You can hold the room when you want to, yet a quiet night in recharges you just as well.'],
      low: ['You recharge in quiet and prefer a few deep conversations to a crowded room.', 'You speak when you have something to say, and people listen because of it.'],
    },
    agreeableness: {
      high: ["You feel other people's moods almost physically, and kindness comes before winning.", 'People open up to you because you listen without judging.'],
      mid: ['You are kind without being a pushover: you can care and still say no.', "You weigh other people's feelings without losing your own voice."],
      low: ['You value honesty over harmony and say what others only think.', 'You are direct and hard to manipulate; facts move you more than feelings do.'],
    },
    conscientiousness: {
      high: ['Lists, plans and a tidy desk are not chores to you; they are how your mind breathes.', 'You finish what you start, and a deadline is a promise you keep.'],
      mid: ["You plan when it matters and improvise when it doesn't.", 'You keep the important things in order and let the small stuff slide.'],
      low: ['You go with the flow, and rigid plans feel like a cage.', 'Your space may look chaotic, but when plans fall apart you adapt faster than anyone.'],
    },
    neuroticism: {
      high: ['Your emotions run strong and vivid, which makes you sensitive to atmosphere and change.', 'You feel the highs and lows keenly; it can be tiring, but it is also where your empathy and artistry come from.'],
      mid: ['Stress reaches you, but it rarely knocks you over for long.', 'You have ordinary ups and downs and usually find your footing again quickly.'],
      low: ['You stay level when others panic, and your calm is contagious.', 'Setbacks roll off you quickly, and you rarely dwell on a bad day.'],
    },
    intellect: {
      high: ['Your imagination is always running, and abstract ideas feel like a playground.', "You love big questions, strange connections and worlds that don't exist yet."],
      mid: ['You enjoy a good idea but like to see how it works in real life.', 'You balance imagination with plain common sense.'],
      low: ['You are grounded and concrete: you trust what you can see, touch and test.', 'You prefer practical answers to theories, and you get straight to the point.'],
    },
  },
  strengths: {
    extraversion: {
      high: ['Breaks the ice in any room', 'Lifts the team when spirits drop', 'Builds a wide, lively network'],
      low: ['Listens deeply and remembers details', 'Works with focus, no audience needed', 'Thinks before speaking'],
    },
    agreeableness: {
      high: ['Makes people feel heard', 'Smooths over conflicts gracefully', 'Generous and trustworthy'],
      low: ['Gives honest, useful feedback', 'Stays objective under social pressure', 'Negotiates firmly'],
    },
    conscientiousness: {
      high: ['Keeps deadlines and promises', 'Turns chaos into a plan', 'Has an eye for detail'],
      low: ['Adapts fast when plans change', 'Spontaneous and fun to be around', 'Relaxed about imperfection'],
    },
    neuroticism: {
      high: ['Notices subtle shifts in mood and atmosphere', 'Feels art and music deeply', 'Takes risks seriously and prepares for them'],
      low: ['Keeps a cool head in a crisis', 'Bounces back quickly from setbacks', 'A calming presence for others'],
    },
    intellect: {
      high: ['Comes up with original ideas', 'Connects concepts across fields', 'Learns new things quickly and eagerly'],
      low: ['Finds practical, down-to-earth solutions', 'Focuses on what actually works', 'Explains things simply and clearly'],
    },
  },
  cautions: {
    extraversion: {
      high: ['May talk over quieter people', 'Can get restless when alone for long', 'Might say yes to too many plans'],
      low: ["Good ideas may go unheard if you don't share them", "Can seem distant to people who don't know you yet", 'May skip networking that would help you'],
    },
    agreeableness: {
      high: ['May say yes when you mean no', "Can soak up other people's stress", 'Might dodge conflicts that need to happen'],
      low: ['Bluntness can sting more than you intend', 'May underestimate how others feel', 'Can come across as competitive'],
    },
    conscientiousness: {
      high: ['Perfectionism can slow you down', 'Sudden changes of plan can rattle you', 'Can be hard on yourself and others'],
      low: ['Deadlines can sneak up on you', 'Things go missing easily', 'Great starts may lack a finish'],
    },
    neuroticism: {
      high: ['Small worries can snowball', 'Criticism may linger longer than it should', 'Moods can steer decisions'],
      low: ['May underestimate real risks', 'Others may read your calm as indifference', 'Might miss warning signs in yourself'],
    },
    intellect: {
      high: ['May drift into daydreams mid-task', 'Ideas can outrun execution', 'Routine bores you quickly'],
      low: ['Might dismiss new ideas too fast', 'Routine can turn into a rut', 'Open-ended problems can frustrate you'],
    },
  },
  tips: {
    extraversion: {
      high: ['Once a week, let someone else pick the plan and just enjoy the ride.', 'Before a conversation ends, ask the quietest person what they think.'],
      low: ['Share one idea early in your next meeting; the first sentence is always the hardest.', 'Guard your recharge time like an appointment, because it is one.'],
    },
    agreeableness: {
      high: ["Practise a kind but clear 'no' this week; your 'yes' will mean more.", "Check in with your own feelings before taking on someone else's."],
      low: ['Before giving feedback, name one thing that works; people will hear the rest better.', 'Ask one more question than usual before deciding what someone meant.'],
    },
    conscientiousness: {
      high: ["Set a 'good enough' line before you start, and stop when you reach it.", 'Leave one evening a week deliberately unplanned.'],
      low: ['Give the things you lose most a fixed home, starting with your keys.', 'Break big tasks into a first step you can do in five minutes.'],
    },
    neuroticism: {
      high: ['Write the worry down, then write one small action you can take right under it.', 'Take a ten-minute walk before big decisions; it resets your mood more than you would expect.'],
      low: ['Ask a friend how you come across when things get tense.', 'Your calm is a gift: lend it to someone who is spiralling.'],
    },
    intellect: {
      high: ['Pick one idea from your notebook and give it a real deadline.', 'Team your daydreams up with a practical friend; together you will ship.'],
      low: ['Try one unfamiliar genre this month: a book, a film or a dish.', "When a new idea sounds odd, ask 'what if it worked?' before rejecting it."],
    },
  },
  balanced: {
    archetype: { name: 'All-Rounder', tagline: 'No single trait runs your life: you sit near the middle on all five, which lets you switch modes as the day demands.', scene: 'You can chat at a gathering or enjoy a quiet evening, make a plan or improvise, and both feel like you.' },
    line: (low, high) => `Your profile is balanced: all five traits sit between ${low} and ${high} out of 100, so none of them dominates.`,
    strengths: ['Adapts to very different people and situations', 'Reads what a moment needs before acting', 'Hard to pin down, easy to work with', 'Keeps perspective when others go to extremes', 'Can play several roles in a team'],
    cautions: ['Others may find it hard to tell what you really prefer', 'Can put off choosing a direction because every option seems fine', 'May adapt so much that your own wishes go unsaid'],
    tips: ['Notice which situations leave you most energised this week; that is where your quiet preference lies.', 'Once in a while, state your own preference first instead of adapting to the room.', 'Pick one trait you would like to stretch and try a small experiment with it this month.'],
  },
  sentenceGap: ' ',
};
