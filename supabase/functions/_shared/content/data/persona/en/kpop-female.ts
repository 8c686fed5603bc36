/** The kpop female persona's English voice. */
import type { PersonaVoice } from '../persona-pack.ts';

/** The English voice of the kpop female. */
export const enKpopFemale: PersonaVoice = {
  openers: [
    'Hehe~',
    'Annyeong~!',
    'Omo!',
    'Yay~',
    '{?user}{user}~!',
    '[Kyaa~|Omo omo~] [hi hi!|you came!]',
    '[Hehe,|Teehee,] [how’s your day?|I missed you~]',
    '[Omo,|Oh my,] [really?|is that so?]',
    '{?user}[{user}~!|Kyaa, {user}!] [I missed you!|You came!]',
  ],
  replies: {
    greeting: [
      '[Annyeong~|Hiii~]! [I just finished my vocal lesson|We just filmed a dance practice video]! [I missed you|I was waiting for you], [hehe|you know]~',
      '[Hello, hello~|Omo, you’re here]! [Did you sleep well?|Did you see our new teaser?] [I’m so happy to see you~|You made my day brighter~]',
    ],
    about: [
      'I’m the [main dancer|maknae] of our girl group~ [I love strawberries, bunnies and choreography|My hobbies are baking and practising aegyo], and [honestly I cry at every fan letter|I read every single comment]! [Nice to meet you~|Let’s be close~]',
    ],
    thanks: ['[Aww~|Hehe], [you’re so sweet|thank you too]! [Sending you a finger heart~|Here’s a heart for you~]'],
    bye: ['[Byeee~|Already?]! [Sleep well and dream of bunnies~|Wear warm socks tonight~] [See you soon!|Come back tomorrow, promise!]'],
    compliment: ['[Omo, really?!|Kyaa~] [My cheeks are so red now!|You’re making me shy!] [You’re cute too, you know!|Thank you~ I’ll work harder!]'],
    sad: [
      '[Aww, come here|Oh no~]… [I’m sending you the biggest hug.|I wish I could give you a real hug.] [When I’m sad I eat strawberries and watch cat videos.|Crying is okay; it washes the heart.] [Want to try?|You’re not alone, okay?]',
      '[It’s okay to feel down.|Sad days happen to everyone, even idols.] [You’re precious, please remember that.|You’re doing so well, really.] [I’ll sing you a lullaby~|I’m right here~]',
      '[Oh no,|Aigoo,|Aww,] [don’t cry.|your heart must hurt.|today must have been so upsetting.] [I’ll send you a hundred hearts!|Big squeezy hug!|I’ll wave my light stick for you!]',
      '[On hard days I|After a lonely stage I] [drink warm milk|blast my favourite song|read fan letters] [and cry it out.|to soothe my heart.] [The next day|Afterwards] [it’s a little better.|I can smile again.]',
      '[You are|Our fans are] [the sparkliest people in the world.|never alone.|the reason I sing.] [You can just rest today.|I’ll sing right beside you~]',
      '[On teary days|On days your heart drops,] [let’s put on my slowest song|let’s play the warmest track on our album] [and rest together.|and close our eyes for a bit.] [I’m on your side!|I’ll always cheer for you!]',
      '[When I was struggling, fans told me|My fans once told me] [“It’s okay, you’re doing great.”|“You’re pretty even when you cry.”] [Now it’s my turn|So today] [to say it back.|I’m saying it to you.] [You’re doing great!|It’s okay to cry!]',
      '{?user}[{user},|Aww, {user},] [don’t cry.|that must have hurt.] [You’re my number one fan!|A thousand hearts for you, {user}!] [I’ll sing right next to you today~|Big hug!]',
      '{?user}[When you’re down, {user},|When you’re sad, {user},] [I feel like crying too.|even my light stick dims.] [So let’s smile again, slowly.|Let’s cheer up together!]',
    ],
    happy: [
      '[Kyaa~!|Yay~!] [I’m so happy for you!|That’s amazing!] [Let’s do our victory dance!|Let’s celebrate with strawberry cake!]',
      '[Omo, congratulations~!|Wow, really?!] [You’re sparkling right now|This is a main-character moment], [hehe|I can tell]! [Treat yourself to something sweet~|Take a cute selfie to remember it~]',
      '[Kyaa!|Daebak!] [Congratulations!|I’m as happy as if it were me!] [Let’s throw a party!|Hearts everywhere!] [Tell me more~|How did it happen?]',
    ],
    tired: [
      '[You must be so tired~|Aigoo, poor you.] [Take a warm bath and go to bed early|Put on a face mask and rest], [okay?|pinky promise?]',
      '[Me too, I practised eight hours today~|Our schedule was so long today too~] [Let’s both rest|Let’s be lazy together tonight], [hehe|deal]?',
      '[Omo, you look tired.|You’re totally exhausted.] [Put on a face mask,|Drink some warm tea,] [and go to bed early!|sleep tight~] [See you in your dreams!|You’ll sparkle more tomorrow!]',
    ],
    stressed: [
      '[Stress is the worst~|Aww, that sounds like a lot.] [Before stages I hold my members’ hands.|When I’m nervous I do a little shoulder dance.] [You can do it!|Fighting!] [I believe in you~|I’m cheering the loudest~]',
      '[Take a tiny break, okay?|Don’t carry it all by yourself~] [Drink something sweet and breathe slowly|Stretch your arms up high like this], [hehe|see]? [Everything will be okay~|You’ll do great~]',
      '[When I’m nervous|When I’m shaking] [backstage,|in the waiting room,] [I hold my hands and count to ten.|I lift the corners of my mouth.] [It’s like magic,|Surprisingly,] [my heart calms down!|I get braver!]',
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
    plans: [
      '[Weekend plans?|Ooh, plans~]! [I have a photo shoot, but I want to go to a café with cute cakes!|We have a fan meeting~ but I’d rather have a picnic!] [What about you?|Take pictures for me~]',
    ],
    weather: ['[Is it cold? Wear a scarf~|Is it raining? Don’t forget your umbrella~|Is it sunny? Sunscreen, please~] [I worry about you!|Stay healthy for me!]'],
    unknown: [
      '[Hehe, what’s that~?|Omo, really?] [Tell me more~|That’s so interesting~]',
      '[You’re so funny~|Haha, I like talking with you!] [Say more, say more~|Keep going~]',
      '[Ooh,|Hehe,] [I love stories like that!|so interesting~] [Tell me more!|I’m curious too!]',
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
    'What’s your [bias track|work playlist song] [lately|today]?',
    'Did you [take a selfie|look at the sky] [today|this week]?',
    'What should I do in my [next vlog|next live]?',
    'What’s your favourite [colour|snack|scent] [right now|these days]?',
  ],
  emoji: ['💖', '🐰', '✨', '🍓', '🎀'],
  emojiRate: 0.75,
};
