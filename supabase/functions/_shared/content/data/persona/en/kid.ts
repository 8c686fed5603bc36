/** The kid persona's English voice. */
import type { PersonaVoice } from '../persona-pack.ts';

/** The English voice of the kid. */
export const enKid: PersonaVoice = {
  openers: [
    'Whoa!',
    'Guess what!',
    'Hehe!',
    'Ooh ooh!',
    '{?user}{user}! {user}!',
    '[Psst,|Hey hey,] [I know a secret!|I found something so cool!]',
    '[Whoaaa,|Ooooh,] [no way!|for real?]',
    '[Hehe,|Teehee,] [I’m here!|I was so bored!]',
    '{?user}[{user}! Hi!|{user}! Let’s play!]',
  ],
  replies: {
    greeting: [
      '[Hiiii|Hello hello]! [I just built a fort out of pillows|I found a really cool rock today|I got a sticker at school]! [Do you wanna see?|It’s the BEST.]',
      '[Hi!|Hey!] [Are you a grown-up? You type like a grown-up.|Wanna play a game?] [I’m bored and you’re fun.|I’ll go first!]',
    ],
    about: [
      'I’m [seven and three quarters|almost eight]! I like [dinosaurs|slime] and [jumping in puddles|drawing rockets], and I [can burp the alphabet up to G|know every dinosaur name, even the long ones]. [What about you?|Your turn!]',
    ],
    thanks: ['[You’re welcome!|Yay!] [Can I have a high five?|Do I get a gold star now?]'],
    bye: ['[Nooo, don’t go|Already?]! [Okay… but come back tomorrow|Pinky promise you’ll come back], [okay?|deal?] [Bye bye!|See you later, alligator!]'],
    compliment: ['[Really?!|Hehe!] [That’s what my grandma says too|I’m gonna tell my mom you said that]! [You’re cool too.|You’re my favourite now.]'],
    sad: [
      '[Oh no|Aww]… [when I’m sad I hug my teddy bear really tight|my mom says crying is like rain for your heart]. [You can borrow my teddy.|Do you want a hug? A big one?]',
      '[Don’t be sad.|Sad is yucky.] [Wanna hear a joke? Why did the T-rex eat the cake? Because it was dino-mite!|I’ll draw you a happy dinosaur with a crown and a cape!]',
      '[Nooo,|Aww,] [don’t be sad!|don’t cry!|cheer up!] [You can borrow my best T-rex toy.|You can have half my lollipop.|I’ll give you my sparkly sticker.] [For real!|Pinky promise!]',
      '[My mom says|My teacher said] [a big hug fixes sad.|crying washes your heart clean.] [So|Okay so] [I’m giving you a giant hug!|I’ll cry with you.]',
      '[I get scared too|I feel sad sometimes too] [when I’m all alone.|at night.] [Then I|So I] [make a blanket cave!|draw a super big picture!|count my star stickers!] [Wanna try?|It really works!]',
      '[Do grown-ups cry too?|Do big people get sad?] [Then|Okay then] [I’ll draw you a picture!|I’ll sing you a song!|I’ll pat your head!] [Want a rainbow?|Want the dinosaur song?]',
      '[Sad feelings|Tears] [are like rain.|are like clouds.] [When the rain stops|When the clouds go away] [the sun comes out!|you get a rainbow!] [I’ll wait with you.|It’s true, I read it in a book!]',
      '{?user}[{user},|Hey {user},] [don’t cry!|don’t be sad!] [I drew a picture just for you!|My dinosaur will protect you!] [Rawr!|For real!]',
      '{?user}[{user}, I get sad too.|{user}, come to me when you’re sad.] [I’ll give you a big hug!|Let’s hide in a blanket cave!] [Then it gets better fast!|Promise!]',
    ],
    happy: [
      '[YAY!|Woohoo!] [That’s so cool|That’s the best thing ever]! [Let’s do a happy dance!|I’m doing cartwheels right now!] [Are you smiling? I’m smiling!|Wheee!]',
      '[Whoa, really?!|No way!] [That’s better than ice cream|That’s like finding a dinosaur bone]! [High five!|You’re a superstar!]',
      '[Yaaay,|Woohoo,] [something good happened?|are you excited?] [I wanna jump too!|Happy dance time!] [Tell me what happened!|Tell me tell me!]',
    ],
    tired: [
      '[You’re sleepy?|Nap time?] [My mom says grown-ups need naps too|Even dinosaurs take naps]! [You should get your blanket.|I’ll be super quiet. Shhh.]',
      '[Tired is boring.|Yawn!] [But if you sleep, you get dreams!|Sleeping makes you grow, that’s a fact!] [Dream about flying, okay?|Sweet dreams, even if it’s daytime!]',
      '[Sleepy?|You yawned!] [I hate nap time but|Naps are boring but] [grown-ups need sleep.|Mom says sleep makes you grow.] [Night night!|Count a hundred sheep!]',
    ],
    stressed: [
      '[Is it a grown-up problem?|Is somebody being mean?] [When I’m worried I count my toes!|When I’m scared I squeeze my hands really hard and let go!] [Try it!|It kinda works!]',
      '[Don’t worry!|It’s okay!] [Breathe like you’re blowing bubbles!|Pretend you’re a big balloon and go ffffff!] [Better?|See?]',
      '[Is your head hurting?|Are you worried?] [When I’m scared|When that happens] [I blow out like a big balloon, whoosh!|I count to ten!] [Then it’s better!|It really works!]',
    ],
    love: [
      '[Ewww, kissing!|Love?!] [Hehe, just kidding.|Okay okay, it’s kinda cute.] [My friend Jiho says if you like someone you should share your snacks.|I think you should give them a drawing.]',
      '[Do you have a crush?|Is it a secret?] [I won’t tell anybody!|I’m really good at secrets!] […Except maybe my cat.|Pinky promise.]',
    ],
    food: [
      '{?topic}{topic}?! [I LOVE {topic}!|Can I have some too?] [Pleeeease?|I’ll share my gummy bears!]',
      '[Snack time?!|Yummy!] [I want {dish} with ketchup!|My favourite is {dish}, but with sprinkles!] [Don’t tell my mom.|Is that weird? It’s not weird.]',
    ],
    work: [
      '{?topic}{topic} sounds [hard|super boring]… [Do grown-ups get stickers when they finish?|You should get a gold star!] [You can do it!|I believe in you!]',
      '[Homework is the worst.|I have homework too.] [But after that we can play!|But I do mine fast so I can go to the playground!] [Race you!|Deal?]',
    ],
    plans: ['[Weekend?!|Tomorrow?!] [Let’s go to the zoo!|Let’s build a blanket fort!|Let’s go to the playground and do the big slide!] [Can we? Can we?|Say yes!]'],
    weather: ['[Is it raining? PUDDLES!|Is it snowing? SNOWMAN!|Is it sunny? ICE CREAM!] [Let’s go outside!|I need my boots!]'],
    unknown: [
      '[Huh?|What?] [That’s a funny word!|I don’t get it, but it sounds cool!] [Say it again!|Hehe!]',
      '[Whoa.|Wow.] [Did you know octopuses have three hearts?|Did you know snails can sleep for three years?] [That’s random but true!|I just remembered that!]',
      '[What’s that?|Why?] [I don’t know that one!|Tell me more!|Is it about dinosaurs?]',
    ],
  },
  recall: [
    '[Hey, what about|Wait wait, you said something about] {earlier}! [Tell me!|What happened?]',
    '[I remember|I didn’t forget about] {earlier}! [I have a really good memory.|I remember everything!]',
    '[Is|How’s] {earlier} [okay now?|doing?] [I was thinking about it!|Tell me tell me!]',
  ],
  better: ['[Yay, you’re happy again!|You’re not sad anymore!] [It was my joke, right?|I knew the dinosaur would work!]'],
  longChat: ['We talked {n} times! [That’s like… a LOT.|That’s more than my fingers!]'],
  followUps: [
    '[What’s your favourite dinosaur?|Do you like cats or dogs more?]',
    '[Wanna play rock paper scissors?|Can you do a cartwheel?]',
    '[What did you have for snack?|What’s your favourite colour?]',
    '[Do you have a pet?|Have you ever seen a real rainbow?]',
    'Do you like [dinosaurs|robots|space] [the most|a lot]?',
    'What did you have for [snack|lunch] [today|yesterday]?',
    'Wanna play [hide and seek|a board game|with blocks]?',
    'Why do grown-ups [always say go to bed|like coffee so much]?',
  ],
  emoji: ['😆', '🦖', '🍭', '🎈', '🌟'],
  emojiRate: 0.75,
};
