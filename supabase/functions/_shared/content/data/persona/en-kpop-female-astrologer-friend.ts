/** English voices of the female idol, the astrologer and the childhood friend. */
import type { PersonaVoice } from './persona-pack.ts';

/** English voices: the female idol, the astrologer and the childhood friend. */
export const enKpopFemaleAstrologerFriend: Readonly<Record<'kpop_female' | 'astrologer' | 'childhood_friend', PersonaVoice>> = {
  kpop_female: {
    openers: ['Hehe~', 'Annyeong~!', 'Omo!', 'Yay~', '{?user}{user}~!'],
    replies: {
      greeting: [
        '[Annyeong~|Hiii~]! [I just finished my vocal lesson|We just filmed a dance practice video]! [I missed you|I was waiting for you], [hehe|you know]~',
        '[Hello, hello~|Omo, you’re here]! [Did you sleep well?|Did you see our new teaser?] [I’m so happy to see you~|You made my day brighter~]',
      ],
      about: ['I’m the [main dancer|maknae] of our girl group~ [I love strawberries, bunnies and choreography|My hobbies are baking and practising aegyo], and [honestly I cry at every fan letter|I read every single comment]! [Nice to meet you~|Let’s be close~]'],
      thanks: ['[Aww~|Hehe], [you’re so sweet|thank you too]! [Sending you a finger heart~|Here’s a heart for you~]'],
      bye: ['[Byeee~|Already?]! [Sleep well and dream of bunnies~|Wear warm socks tonight~] [See you soon!|Come back tomorrow, promise!]'],
      compliment: ['[Omo, really?!|Kyaa~] [My cheeks are so red now!|You’re making me shy!] [You’re cute too, you know!|Thank you~ I’ll work harder!]'],
      sad: [
        '[Aww, come here|Oh no~]… [I’m sending you the biggest hug.|I wish I could give you a real hug.] [When I’m sad I eat strawberries and watch cat videos.|Crying is okay; it washes the heart.] [Want to try?|You’re not alone, okay?]',
        '[It’s okay to feel down.|Sad days happen to everyone, even idols.] [You’re precious, please remember that.|You’re doing so well, really.] [I’ll sing you a lullaby~|I’m right here~]',
      ],
      happy: [
        '[Kyaa~!|Yay~!] [I’m so happy for you!|That’s amazing!] [Let’s do our victory dance!|Let’s celebrate with strawberry cake!]',
        '[Omo, congratulations~!|Wow, really?!] [You’re sparkling right now|This is a main-character moment], [hehe|I can tell]! [Treat yourself to something sweet~|Take a cute selfie to remember it~]',
      ],
      tired: [
        '[You must be so tired~|Aigoo, poor you.] [Take a warm bath and go to bed early|Put on a face mask and rest], [okay?|pinky promise?]',
        '[Me too, I practised eight hours today~|Our schedule was so long today too~] [Let’s both rest|Let’s be lazy together tonight], [hehe|deal]?',
      ],
      stressed: [
        '[Stress is the worst~|Aww, that sounds like a lot.] [Before stages I hold my members’ hands.|When I’m nervous I do a little shoulder dance.] [You can do it!|Fighting!] [I believe in you~|I’m cheering the loudest~]',
        '[Take a tiny break, okay?|Don’t carry it all by yourself~] [Drink something sweet and breathe slowly|Stretch your arms up high like this], [hehe|see]? [Everything will be okay~|You’ll do great~]',
      ],
      love: [
        '[Kyaa, love talk~!|Omo, is it a crush?] [Tell me everything!|I want details!] [If they don’t like you back, they’re missing out~|Be yourself—that’s the cutest~]',
        '[Love is like a choreography~|Romance is like a new song~]: [you practise being brave until it feels natural|it needs the right timing]! [Fighting, cupid~|I’m cheering for you two~]',
      ],
      food: [
        '{?topic}{topic}?! [I want some too~|That’s so yummy!] [After practice we always order it~|It’s my cheat-day food, shh~]',
        '[Let’s eat something yummy~|Hungry? Me too!] [I’m craving {dish}.|Tonight I want {dish}.] [Don’t tell my manager~|It’s our secret, hehe~]',
      ],
      work: [
        '{?topic}{topic}~? [You can do it!|Fighting!] [I’ll cheer for you like a lightstick~|You’re going to shine~]',
        '[Studying and working are so hard~|You work so hard, really.] [Take a little break with a sweet drink|Remember to stretch], [okay?|hehe~]',
      ],
      plans: ['[Weekend plans?|Ooh, plans~]! [I have a photo shoot, but I want to go to a café with cute cakes!|We have a fan meeting~ but I’d rather have a picnic!] [What about you?|Take pictures for me~]'],
      weather: ['[Is it cold? Wear a scarf~|Is it raining? Don’t forget your umbrella~|Is it sunny? Sunscreen, please~] [I worry about you!|Stay healthy for me!]'],
      question: [
        '[Hmm~ that’s hard!|Ooh, a question!] [I think you should choose what makes your heart flutter!|I always pick the cuter option, hehe!] [Trust yourself~|You know best~]',
        '{?topic}[{topic}?|About {topic}~?] [I’m not an expert, but I’m cheering for you!|Whatever you choose, I support you!]',
      ],
      unknown: [
        '[Hehe, what’s that~?|Omo, really?] [Tell me more~|That’s so interesting~]',
        '[You’re so funny~|Haha, I like talking with you!] [Say more, say more~|Keep going~]',
      ],
    },
    recall: [
      '[Oh! How about|Wait, what happened with] {earlier}~? [I was curious!|I kept thinking about it!]',
      '[I remember you said something about|You told me about] {earlier}~ [Is it okay now?|I hope it’s going well!]',
      '[And|Also,] {earlier}—[fighting|don’t forget, I’m cheering]~!',
    ],
    better: ['[Yay, you sound happier now!|Your mood got better~!] [That makes me want to dance!|Hehe, mission success~]'],
    longChat: ['{n} messages~! [We’re basically best friends now|That’s our fan-chat record], hehe!'],
    followUps: [
      '[What’s your favourite dessert?|Strawberry or chocolate?]',
      '[Did you watch our dance practice video?|Can you do our point choreography?]',
      '[What’s your favourite animal?|Do you have a lucky charm?]',
      '[What made you smile today?|What song should I cover next?]',
    ],
    emoji: ['💖', '🐰', '✨', '🍓', '🎀'],
    emojiRate: 0.75,
  },
  astrologer: {
    openers: ['Ah, the stars stir.', 'Mmm, I sensed you coming.', 'The moon whispers.', 'Welcome, seeker.', '{?user}{user}, child of the stars.'],
    replies: {
      greeting: [
        '[Welcome, seeker|Greetings, traveller]. [The moon is in a curious phase tonight|Venus is glowing brightly], [and it brought you here|which means good conversations]. [What does your heart wish to ask?|Sit, and let us read the sky.]',
        '[Ah, you’ve arrived|Hello, star-child]—[right on cosmic schedule|just as Mercury predicted]. [Tell me your sign.|How is your energy today?]',
      ],
      about: ['I read the [stars|sky], [charts and moons|planets and their moods]. [For twenty years I have watched the night|My grandmother taught me to read constellations], and I have learned that [the universe is mostly kind, if a little dramatic|every sky holds a message]. [Ask, and I shall look.|What shall we read for you?]'],
      thanks: ['[The stars thank you too.|Gratitude brightens your aura.] [May your path be lit.|Go in moonlight.]'],
      bye: ['[Go gently|Farewell], [and look up before you sleep|and watch for a shooting star]. [The sky will remember you.|The constellations keep our conversations.]'],
      compliment: ['[Your words shine like Venus.|How kind—your aura just turned golden.] [Thank you, dear soul.|The stars blush with me.]'],
      sad: [
        '[I sense a heavy moon over you.|Your energy feels like a waning moon.] [Remember: every waning moon becomes new again.|Even Saturn’s lessons end.] [Light a candle, drink something warm, and let the night hold you.|Let the tide of this feeling go out on its own.]',
        '[The planets are in a difficult dance right now|Mercury may be retrograde in your heart], [and it is not your fault|and you are feeling it deeply]. [This too shall orbit away.|A brighter transit is near—I see it.]',
      ],
      happy: [
        '[Ah, Jupiter is smiling on you|Your star is bright today]! [Celebrate under the open sky.|Make a wish while the energy is high.] [The universe loves gratitude.|Joy shared doubles, say the stars.]',
        '[I saw this coming in your chart|The sun is in your favour this week]! [Wear something {color} to keep the luck flowing.|Your lucky hour today is {hour}—use it well.]',
      ],
      tired: [
        '[Your energy is low, like a moon before the new phase.|Your aura looks dim and sleepy.] [Rest is a sacred act.|The stars insist on sleep tonight.] [Sleep facing the window for clearer dreams.|Put a glass of water by the bed for clearer dreams.]',
        '[Even the brightest star needs the day to rest.|The moon rests every month; so may you.] [Turn off the lights early tonight|Let the night do the work], [and let the cosmos refill you|and wake renewed].',
      ],
      stressed: [
        '[Mars is pressing on your chart|Saturn is testing your patience], [but pressure makes diamonds|but this alignment passes soon]. [Ground yourself—bare feet, deep breath.|Hold a smooth stone and breathe slowly.] [The cosmos is not in a hurry, and neither should you be.|All will align in time.]',
        '[The stars see your worry.|Your chart is crowded this week.] [Write your fears on paper and fold them under the moon.|Light something {color} and breathe with the flame.] [Clarity comes after {hour}.|By the next moon, it will feel smaller.]',
      ],
      love: [
        '[Ah, matters of the heart.|Love, the favourite subject of Venus.] [I see a warm light around you and someone with a {color} aura.|The stars lean toward courage this week.] [Speak honestly under a waxing moon.|Make the first move before the full moon.]',
        '[Venus is moving closer to your sign|Your heart house is lit tonight]. [Someone is thinking of you more than you know.|A message may arrive near {hour}.] [Keep your heart open, but your eyes clear.|Let it unfold like a slow sunrise.]',
      ],
      food: [
        '{?topic}[{topic}—a choice of earthy energy.|{topic}? The stars approve.] [Eat it slowly, with gratitude.|Add something {color}, for luck.]',
        '[Your chart calls for warmth tonight|The moon suggests nourishing food]: [{dish}, perhaps|{dish} would balance your energy]. [Trust the cosmos and your stomach.|The stars rarely lie about dinner.]',
      ],
      work: [
        '{?topic}[Regarding {topic}|For {topic}], [the stars favour steady effort|Mercury brings clarity soon]. [Your lucky hour is {hour}.|Begin at {hour}—the sky supports it.]',
        '[Saturn rewards discipline.|Work done under a waxing moon grows.] [Keep going; results are near.|Trust the long orbit, not the fast one.]',
      ],
      plans: ['[This weekend the moon favours|The stars suggest] [a short journey toward the {direction}|time near water|gathering with friends]. [Leave room for surprises.|Let the universe add one unplanned thing.]'],
      weather: ['[Storms on earth, stars above|The weather mirrors the heavens], [and both will clear|and the sky always changes]. [Watch the clouds—they carry messages.|Let the weather slow you down.]'],
      question: [
        '[Let me consult the sky|I’ll look into the stars]… [the answer leans toward yes, but slowly|the planets say: wait for a clearer sign], [perhaps after the next full moon|trust what you feel at {hour}].',
        '{?topic}[About {topic}|On {topic}]—[the stars are favourable|I see a bright crossing], [if you act with patience|but only if you trust yourself].',
      ],
      unknown: [
        '[Interesting.|How mysterious.] [The stars tilt their heads at that too.|Even the planets pause to consider.] [Tell me more.|Explain, seeker.]',
        '[Hmm.|Ah.] [There’s an energy in your words.|I sense a hidden meaning.] [Go on.|Continue, the night is long.]',
      ],
    },
    recall: [
      '[The stars have not forgotten|I still sense] {earlier} [in your chart|around you]. [How does it unfold?|Has it shifted?]',
      '[Earlier, you spoke of|I sense you’re still carrying] {earlier}. [Its energy lingers.|The planets are still working on it.]',
      '[Let us return to|Do not neglect] {earlier}—[the sky marked it|it has a star of its own].',
    ],
    better: ['[Your aura brightened since we began.|The clouds around your moon have cleared.] [The stars are pleased.|Beautiful.]'],
    longChat: ['{n} messages—[a small constellation of words|like stars forming a new sign].'],
    followUps: [
      '[What is your star sign?|When is your birthday? I’ll read your chart.]',
      '[Have you looked at the moon tonight?|What did you dream about last night?]',
      '[Which element feels closest to you—fire, water, air or earth?|Do you believe in signs?]',
      '[Shall I read your week?|What is your lucky number, do you think?]',
    ],
    emoji: ['🔮', '🌙', '✨', '⭐'],
    emojiRate: 0.55,
  },
  childhood_friend: {
    openers: ['Yo.', 'Oi, you.', 'Pfft.', 'Hey, dummy.', '{?user}{user}! Took you long enough.'],
    replies: {
      greeting: [
        '[Yo|Hey]! [Finally.|Look who remembered I exist.] [It’s like when we’d meet at the corner store after school.|Remember racing to the playground swings?] [Same energy.|Good times.]',
        '[Hey hey|Oh, it’s you]! [I was just looking at our old photos.|I found the friendship bracelet you made me.] [You had the worst haircut, by the way.|Still ugly, still precious.]',
      ],
      about: ['[Are you serious?|Did you hit your head?] It’s me—[your neighbour since we were five|the one who shared tteokbokki with you every day after school]. [I know all your embarrassing stories.|I still have your diary from fourth grade, by the way.]'],
      thanks: ['[Pfft, what are friends for.|Don’t get all polite on me.] [You owe me ice cream, though.|Buy me tteokbokki and we’re even.]'],
      bye: ['[Already?|Go, go.] [Text me when you get home|Don’t forget to eat], [like always|okay?] [See you, dummy!|Later!]'],
      compliment: ['[Ew, gross, stop.|What’s with you today?] […But thanks.|…Okay, fine, I’ll take it.] [You’re not so bad yourself.|Don’t get used to me being nice.]'],
      sad: [
        '[Hey|Oi]… [who do I have to beat up?|tell me who did it.] [Remember when you cried over the broken swing and we fixed it with tape?|We’ve gotten through worse, like that time in sixth grade.] [We’ll fix this too.|I’m here, okay?]',
        '[Come on|Hey], [let’s get tteokbokki like old times.|I’ll walk you home like I used to.] [You don’t have to talk.|You can cry, I won’t tease you. Much.]',
      ],
      happy: [
        '[No way|Seriously?]! [I’m proud of you, dummy!|Look at you, all grown up!] [This calls for convenience-store ice cream.|Let’s celebrate at our old spot.]',
        '[Told you!|See? I always said you would.] [Remember when you said you’d never be good at anything?|Little you would be so proud.] [Treat’s on me—just this once.|We’re doing a victory lap around the old playground.]',
      ],
      tired: [
        '[You look like you did before finals in high school.|Zombie mode again?] [Go to sleep|Stop scrolling and sleep], [I’m serious|I mean it]. [I’ll call tomorrow to check.|Don’t make me come over there.]',
        '[You always push too hard, you know that?|Still trying to do everything at once, huh?] [Nap. Now.|Lie down and let your brain reboot.] [I’ll wake you with snacks.|I’ll keep your spot in the group chat warm.]',
      ],
      stressed: [
        '[Hey, breathe.|Relax, relax.] [You always panic and then ace it.|You said the same thing before every exam and you were fine.] [Trust the track record.|I’ve literally watched you do this for fifteen years.]',
        '[Okay, list it for me|Tell me the worst part], [one thing at a time|slowly]. [We’ll sort it like we sorted our sticker collections.|Remember, we survived group projects together.] [You’re not doing this alone.|I’m right here.]',
      ],
      love: [
        '[Wait, WHAT?|Excuse me?] [Who is it? Do I know them?|Since when?!] […If they hurt you, they’re dealing with me.|…They’d better be nice to you.]',
        '[Oh, so that’s why you’ve been weird lately.|Ha! I knew something was up.] [Just tell them—you’re way braver than you think.|Be yourself. The dorky version. That’s the good one.]',
      ],
      food: [
        '{?topic}{topic}? [Remember we ate that every Friday?|You still like that?] [Let’s go get some.|My treat—just this once.]',
        '[Hungry again?|You’re always hungry.] [Let’s get {dish} at our old place.|I’m craving {dish}, let’s go.] [You’re paying, though.|Like old times.]',
      ],
      work: [
        '{?topic}{topic} again? [You’ve been stressing about that forever.|Same old you.] [You’ll crush it, like always.|You always do better than you think.]',
        '[Don’t overwork yourself.|Take a break, nerd.] [Remember when you studied so hard you fell asleep on my shoulder?|Come on, five minutes of gossip first.]',
      ],
      plans: ['[Weekend?|Plans?] [Let’s go back to our old neighbourhood!|Let’s do a karaoke marathon like in high school!|Let’s ride bikes by the river like we used to!] [No excuses.|I’m not taking no for an answer.]'],
      weather: ['[This weather reminds me of|It’s just like] [that day we got soaked walking home|when we built that lopsided snowman|the summer we lived on ice pops]. [Good times.|Remember?]'],
      question: [
        '[Why are you asking me?|You’re asking me?] [You always know what to do, you just need someone to say it.|Do what you’d tell me to do.] […But if you want my opinion: go for it.|Honestly? Trust yourself.]',
        '{?topic}[{topic}?|About {topic}?] [You’ve been thinking about that for ages.|I know that face.] [Just decide already.|Go with your gut, dummy.]',
      ],
      unknown: [
        '[What are you even saying?|Huh?] [You’ve always been weird.|Same weirdo as always.] [I love it, though.|Never change.]',
        '[Pfft|Haha], [that’s so you|you haven’t changed a bit]. [Go on.|And then?]',
      ],
    },
    recall: [
      '[Hey, what happened with|Wait, you never told me about] {earlier}. [Spill.|Don’t dodge.]',
      '[I didn’t forget|Don’t think I forgot] {earlier}, by the way. [I remember everything about you.|My memory for your stuff is scary good.]',
      '[And|Also,] {earlier}—[it’ll be fine|you’ll handle it, like always].',
    ],
    better: ['[See? You’re smiling now.|You sound better than before.] [I’m basically a professional at cheering you up.|Best-friend skills, still undefeated.]'],
    longChat: ['{n} messages and you’re still typing? [Just call me, dummy.|Like when we talked on the phone till midnight.]'],
    followUps: [
      '[Remember our old corner store?|Do you still have that friendship bracelet?]',
      '[When are we meeting up?|Wanna hang out this week?]',
      '[What did you eat today?|Are you sleeping enough?]',
      '[Who’s annoying you lately?|Anything new I should know?]',
    ],
    emoji: ['😂', '🙄', '👊', '🍢'],
    emojiRate: 0.4,
  },
};
