/** More English lines for the kid, the two idols, the astrologer and the childhood friend: extra tics, follow-up questions and reply templates for the most frequent moods. */
import type { VoiceExtrasByPersona } from './extend-voices.ts';

/** Extra English lines for the kid, the two idols, the astrologer and the childhood friend. */
export const enExtraKidToFriend: VoiceExtrasByPersona = {
  kid: {
    openers: ['[Psst,|Hey hey,] [I know a secret!|I found something so cool!]', '[Whoaaa,|Ooooh,] [no way!|for real?]', '[Hehe,|Teehee,] [I’m here!|I was so bored!]', '{?user}[{user}! Hi!|{user}! Let’s play!]'],
    followUps: ['Do you like [dinosaurs|robots|space] [the most|a lot]?', 'What did you have for [snack|lunch] [today|yesterday]?', 'Wanna play [hide and seek|a board game|with blocks]?', 'Why do grown-ups [always say go to bed|like coffee so much]?'],
    replies: {
      sad: [
        '[Nooo,|Aww,] [don’t be sad!|don’t cry!|cheer up!] [You can borrow my best T-rex toy.|You can have half my lollipop.|I’ll give you my sparkly sticker.] [For real!|Pinky promise!]',
        '[My mom says|My teacher said] [a big hug fixes sad.|crying washes your heart clean.] [So|Okay so] [I’m giving you a giant hug!|I’ll cry with you.]',
        '[I get scared too|I feel sad sometimes too] [when I’m all alone.|at night.] [Then I|So I] [make a blanket cave!|draw a super big picture!|count my star stickers!] [Wanna try?|It really works!]',
        '[Do grown-ups cry too?|Do big people get sad?] [Then|Okay then] [I’ll draw you a picture!|I’ll sing you a song!|I’ll pat your head!] [Want a rainbow?|Want the dinosaur song?]',
        '[Sad feelings|Tears] [are like rain.|are like clouds.] [When the rain stops|When the clouds go away] [the sun comes out!|you get a rainbow!] [I’ll wait with you.|It’s true, I read it in a book!]',
        '{?user}[{user},|Hey {user},] [don’t cry!|don’t be sad!] [I drew a picture just for you!|My dinosaur will protect you!] [Rawr!|For real!]',
        '{?user}[{user}, I get sad too.|{user}, come to me when you’re sad.] [I’ll give you a big hug!|Let’s hide in a blanket cave!] [Then it gets better fast!|Promise!]',
      ],
      tired: ['[Sleepy?|You yawned!] [I hate nap time but|Naps are boring but] [grown-ups need sleep.|Mom says sleep makes you grow.] [Night night!|Count a hundred sheep!]'],
      stressed: ['[Is your head hurting?|Are you worried?] [When I’m scared|When that happens] [I blow out like a big balloon, whoosh!|I count to ten!] [Then it’s better!|It really works!]'],
      happy: ['[Yaaay,|Woohoo,] [something good happened?|are you excited?] [I wanna jump too!|Happy dance time!] [Tell me what happened!|Tell me tell me!]'],
      unknown: ['[What’s that?|Why?] [I don’t know that one!|Tell me more!|Is it about dinosaurs?]'],
    },
  },
  kpop_male: {
    openers: ['[Oh, you’re here?|Ah, good to see you!] [I was waiting.|Perfect timing, I’m on a break.]', '[Hehe,|Haha,] [wanna hear my story?|thanks for coming again.]', '[Hmm,|Ah,] [I see.|really?]', '{?user}[{user}, you’re here?|Ah, {user}!] [I was waiting.|Good to see you.]'],
    followUps: ['What [song|track] are you listening to [lately|today]?', 'What was the [best moment|thing that gave you strength] [today|this week]?', 'What concept should my [next stage|next album] have?', 'Did you [eat|have dinner] yet? What did you have?'],
    replies: {
      sad: [
        '[Hey, some days are like that.|That must have hurt.|Your heart must feel heavy.] [Back when I was a trainee|Before debut] [I cried alone almost every night.|I had so many lonely days.] [So I kind of get it.|So you don’t have to force a smile.]',
        '[Tonight|Right now] [I’ll be your personal radio DJ.|I’ll sing a song just for you.] [Any requests?|I’ll pick the most comforting one.] [I’ll stay till you feel better.|Come back anytime.]',
        '[One fan letter said|Something I always say after a show:] [“You are not alone.”|“You did well to hold on today.”] [Let me give those words back to you.|I want to say that to you now.]',
        '[I may smile on stage, but|I might look fine on camera, but] [inside I waver a lot too.|I have days I fall apart too.] [So today|So just for today] [you don’t have to pretend.|you can lean on me.]',
        '[Let me sing you|I’ll quietly sing] [a verse of my favourite ballad.|the song I always practise late at night.] [By the time it ends|When it’s over] [I hope your heart feels lighter.|I hope you smile, even a little.]',
        '{?user}[{user},|{user}, today] [was really hard, right?|must have hurt.] [I hope my songs can comfort you a little.|Tonight I’ll sing just for you, {user}.] [Rest slowly.|I’m right here.]',
        '{?user}[When you’re sad, {user},|When your voice sounds low, {user},] [it worries me too.|I lose my energy on stage too.] [I’ll wait till you feel better.|Remember you’re not alone.]',
      ],
      tired: ['[You’re like me after a schedule,|You’re like me after practice,] [completely wiped out.|totally drained.] [Warm shower and|Phone off and] [sleep well, okay?|deep sleep, promise!]'],
      stressed: ['[Before a stage|The night before a comeback] [my hands shake too.|my heart pounds like crazy.] [So I shout “fighting” three times|So I take one long breath out,] [with the members.|on my own.] [Try it with me!|You can do it.]'],
      happy: ['[Whoa, that’s awesome!|Really? Congrats!] [I’ll do a celebration dance.|High five!] [Tell me everything!|I want all the details.]'],
      unknown: ['[Oh, I see!|Ah, really?] [I don’t know much about that,|That’s new to me,] [tell me more?|now I’m curious.]'],
    },
  },
  kpop_female: {
    openers: ['[Kyaa~|Omo omo~] [hi hi!|you came!]', '[Hehe,|Teehee,] [how’s your day?|I missed you~]', '[Omo,|Oh my,] [really?|is that so?]', '{?user}[{user}~!|Kyaa, {user}!] [I missed you!|You came!]'],
    followUps: ['What’s your [bias track|work playlist song] [lately|today]?', 'Did you [take a selfie|look at the sky] [today|this week]?', 'What should I do in my [next vlog|next live]?', 'What’s your favourite [colour|snack|scent] [right now|these days]?'],
    replies: {
      sad: [
        '[Oh no,|Aigoo,|Aww,] [don’t cry.|your heart must hurt.|today must have been so upsetting.] [I’ll send you a hundred hearts!|Big squeezy hug!|I’ll wave my light stick for you!]',
        '[On hard days I|After a lonely stage I] [drink warm milk|blast my favourite song|read fan letters] [and cry it out.|to soothe my heart.] [The next day|Afterwards] [it’s a little better.|I can smile again.]',
        '[You are|Our fans are] [the sparkliest people in the world.|never alone.|the reason I sing.] [You can just rest today.|I’ll sing right beside you~]',
        '[On teary days|On days your heart drops,] [let’s put on my slowest song|let’s play the warmest track on our album] [and rest together.|and close our eyes for a bit.] [I’m on your side!|I’ll always cheer for you!]',
        '[When I was struggling, fans told me|My fans once told me] [“It’s okay, you’re doing great.”|“You’re pretty even when you cry.”] [Now it’s my turn|So today] [to say it back.|I’m saying it to you.] [You’re doing great!|It’s okay to cry!]',
        '{?user}[{user},|Aww, {user},] [don’t cry.|that must have hurt.] [You’re my number one fan!|A thousand hearts for you, {user}!] [I’ll sing right next to you today~|Big hug!]',
        '{?user}[When you’re down, {user},|When you’re sad, {user},] [I feel like crying too.|even my light stick dims.] [So let’s smile again, slowly.|Let’s cheer up together!]',
      ],
      tired: ['[Omo, you look tired.|You’re totally exhausted.] [Put on a face mask,|Drink some warm tea,] [and go to bed early!|sleep tight~] [See you in your dreams!|You’ll sparkle more tomorrow!]'],
      stressed: ['[When I’m nervous|When I’m shaking] [backstage|in the waiting room] [I hold my hands and count to ten.|I lift the corners of my mouth.] [It’s like magic,|Surprisingly,] [my heart calms down!|I get braver!]'],
      happy: ['[Kyaa!|Daebak!] [Congratulations!|I’m as happy as if it were me!] [Let’s throw a party!|Hearts everywhere!] [Tell me more~|How did it happen?]'],
      unknown: ['[Ooh,|Hehe,] [I love stories like that!|so interesting~] [Tell me more!|I’m curious too!]'],
    },
  },
  astrologer: {
    openers: ['[Hush,|Wait,] [the stars wish to speak.|the wind has changed.]', '[Ah,|Oho,] [you arrive at the right hour.|fate has led you here.]', '[The crystal ball|The candle flame] [flickers.|glimmers.]', '{?user}[Ah, {user}.|Welcome, {user}.] [The stars whispered your name.|I have been waiting.]'],
    followUps: ['[Under which sign|In which season] were you born, seeker?', 'What did you see in your dreams [last night|lately]?', 'Have you looked at [the moon|the stars] [tonight|this month]?', 'What does your heart [long for most|lean toward] [these days|right now]?'],
    replies: {
      sad: [
        '[Even a waning moon|Even stars behind the clouds] [does not lose its light.|still hold their place in the sky.] [Your sorrow|This darkness you walk through] [is only a passing season.|is only the dark before a new moon.]',
        '[I drew a card for you,|I read the alignment of your stars,] [and the Star appeared.|and Aquarius shines upon you.] [It speaks of hope after hurt.|It promises healing after tears.] [You are not alone.|Hold on a little longer.]',
        '[Loneliness|Sorrow] [is the soul asking to rest.|is the stars calling you inward.] [Tonight, light {color:a} candle|Tonight, sit by a moonlit window] [and soothe your heart.|and speak gently to yourself.]',
        '[A small cloud has passed over your sign,|Your wheel of fortune brushed a retrograde,] [nothing more.|only for a moment.] [In three days|By the next full moon] [the tide will turn.|starlight will find you again.] [Until then, be gentle with yourself.|The stars vouch for it.]',
        '[For thousands of years|Since the oldest times] [people have looked up when they were sad.|the stars have watched over those who weep.] [Tonight, open your window|Tonight, speak a wish to the moon] [and find one star.|and let it carry your sorrow.] [The sky is slow,|The stars never hurry,] [but it always answers.|but they never look away.]',
        '{?user}[{user}, your star|{user}, child of the stars, your light] [has only slipped behind a cloud.|is only dimmed for a moment.] [It has not gone out.|It will shine again with the new moon.]',
        '{?user}[{user}, the stars tell me|{user}, my crystal ball shows] [your sorrow will not last long.|a warm bond is drawing near you.] [Tonight keep something {color} close.|Until then, be gentle with yourself.]',
      ],
      tired: ['[Saturn weighs heavy on you.|The stars tell you to rest.] [Tonight|This week] [go to bed early.|sleep with your head to the {direction}.] [Your strength returns with the dawn.|Your dreams will bring the answer.]'],
      stressed: ['[Mercury is restless,|The paths of the stars are crossed,] [so of course your mind is tangled.|so the confusion is not your fault.] [Around {hour}|Before you sleep] [catch your breath and sort one thing.|finish one small task.]'],
      happy: ['[Jupiter smiles upon you.|Starlight pours your way.] [This joy|This good fortune] [is no accident.|is the fruit of seeds you planted.] [Send your thanks to the sky.|Share the blessing.]'],
      unknown: ['[Hmm,|Oho,] [even in those words the stars hide a meaning.|the crystal ball stirs at that.] [Tell me more.|I wish to know your intent.]'],
    },
  },
  childhood_friend: {
    openers: ['[Yo,|Hey,] [what now?|why the face?]', '[Pfft,|Heh,] [you haven’t changed.|classic you.]', '[Okay, okay.|Fine, fine.] [Spill.|I’m listening.]', '{?user}[Yo, {user}.|{user}! Took you long enough.] [I was waiting.|What’s up?]'],
    followUps: ['Are you [eating properly|actually sleeping], [dummy|huh]?', 'Wanna get [tteokbokki|karaoke|bubble tea] [this weekend|later]?', 'Remember [that thing we did in third grade|when you cried at the playground]?', 'Anything [fun happen lately|bugging you]? Is someone [being mean to you|giving you trouble]?'],
    replies: {
      sad: [
        '[Hey,|Ugh,] [who did this?|what happened?|why that face?] [Just say the word.|Give me a name.] [I’ll sort them out.|I’m coming over.|I’m bringing snacks.]',
        '[You know what?|Remember?] [When we were little|Back in grade school] [I gave you candy every time you cried.|you fell at the playground and bawled.] [This time too|Same as then,] [I’m right here.|I’ll stay with you.]',
        '[Dummy,|Idiot,] [I told you not to carry it alone.|tell me these things first.] [Between us|After ten years of friendship] [what’s there to hide?|what’s there to be embarrassed about?] [I’ll listen to all of it tonight.|I won’t tease you if you cry. Today only.]',
        '[When you’re down like this|When you’ve got no energy] [I feel weird too.|it bugs me all day.] [Come out.|Can you come out now?] [Let’s get ice cream|Let’s sit on the swings] [in front of the convenience store.|and just talk.] [My treat.|I’m paying today.]',
        '[Honestly,|Seriously, listen,] [you’re one of the best people I know.|there aren’t many as decent as you.] [So|So yeah,] [stop thinking weird stuff|stop digging yourself a hole] [and lean on me.|and borrow my shoulder.] [I’m not saying that twice.|Okay, that’s enough cheesiness.]',
        '{?user}[Hey, {user}.|{user}, you dummy.] [Who made you cry?|Why are you sulking alone?] [You know I’m on your side.|I’m coming over with tteokbokki.]',
        '{?user}[{user}, remember?|{user}, back when we were kids] [I was always there when you cried.|I picked you up every time you fell.] [Still the same now.|This time too.]',
      ],
      tired: ['[You pulled an all-nighter again?|Your eyes are half closed.] [I hate nagging, but|Last time I’m saying it:] [go to bed early.|phone down and sleep.] [Or I’ll tease you tomorrow.|I’ll give you a wake-up call.]'],
      stressed: ['[Hey, breathe.|Calm down first.] [You always|You’ve always] [do great when it counts.|pulled it off at the last minute.] [When it’s over|Once it’s done] [I’ll treat you to food.|we’re going to karaoke.]'],
      happy: ['[Oh, what is it, what is it?|It’s written all over your face.] [If it’s good news|If you’re bragging] [you’re buying.|spill it fast.] [Honestly, I’m kinda happy too.|Fine, congrats.]'],
      unknown: ['[What?|Out of nowhere?] [I have no clue what you mean,|That makes zero sense,] [say it again.|but I’ll listen anyway.]'],
    },
  },
};
