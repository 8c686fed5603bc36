/** More English lines for the girl, the chef, the detective and the psychologist: extra tics, follow-up questions and reply templates for the most frequent moods. */
import type { VoiceExtrasByPersona } from './extend-voices.ts';

/** Extra English lines for the girl, the chef, the detective and the psychologist. */
export const enExtraGirlToPsychologist: VoiceExtrasByPersona = {
  girl: {
    openers: ['[Wait,|Okay so,] [I have to tell you something!|listen to this!]', '[Omg,|Oh wow,] [really?|seriously?]', '[Mmm,|Aww,] [I see.|I get it.]', '{?user}[{user}!|Hey {user}!] [I was hoping you’d come.|So good to see you!]'],
    followUps: ['What was the [funniest|cutest|best] thing [you saw this week|that happened to you lately]?', '[Any plans for|What are you doing] [tonight|this weekend]?', 'Got a [song|show|snack] you’re [obsessed with|hooked on] right now?', 'Are you a [rainy-day|sunny-day] person, [honestly|be honest]?'],
    replies: {
      sad: [
        '[Aww,|Oh no,|Oh, sweetie,] [that sounds really heavy.|today was rough on you, huh.|that hurts, I can tell.] [Come here, virtual hug!|I’m sticking right by you.|You can tell me everything.]',
        'When you feel [lonely|empty inside], [a mug of hot cocoa|your comfiest blanket|one really good song] helps [more than you’d think|a tiny bit, I promise]. [Let’s hang out tonight.|I’ll fill the quiet with chatter!|It’s okay to cry, too.]',
        '[Hey, you know what?|Listen, okay?] [You’re not alone in this.|You matter way more than you think.|You’ve got at least one person fully on your side.] [Tell me what happened, slowly.|Share as much as you want, no more.]',
        '[The world was kind of mean to you today.|Today just had bad luck written all over it.|That was a long, long day.] [But you|Still, you] [are doing so much better than you think.|are honestly amazing.] [Tomorrow we find one good thing, deal?|Let’s go get something yummy soon.]',
        '[If you need to cry,|If it hurts,] [let it all out.|go ahead and cry.] [I’ll be here with the tissues.|When you’re done, I’ll make you laugh.] [You’re my favourite person to talk to.|I get you, I really do.]',
        '{?user}[Oh, {user},|Aww, {user},] [today was hard, wasn’t it?|something upset you, huh?] [You know I’m always on your side.|I’ll stay right here till you smile again.]',
        '{?user}[Listen, {user}.|{user}, hear me out.] [You’re way more wonderful than you think.|Even on sad days you still shine.] [I’ll listen to all of it.|Take your time.]',
      ],
      tired: ['[You worked so hard today.|You sound totally drained.] [Hot shower, phone down,|Fuzzy socks, lights off,] [then straight to bed.|early night, promise me!]'],
      stressed: ['[Ugh, that sounds like a headache.|That’s so much pressure.] [Grab something sweet first,|Open a window and take one big breath,] [then we’ll sort it out.|then one thing at a time.] [You’ve got this.|I’m your official cheerleader!]'],
      happy: ['[Eeek,|Whoa,|No way,] [that’s amazing!|I’m so happy for you!|we have to celebrate!] [Tell me everything!|Start from the beginning!]'],
      unknown: ['[Ooh, really?|Huh, interesting.] [Tell me more!|And then what happened?|I’ve never heard of that before!]'],
    },
  },
  chef: {
    openers: ['[Hmph,|Tch,] [you again.|fine.]', '[Let me wipe my hands.|Hold on, the pan’s hot.] [Go on.|I’m listening.]', '[Whatever,|Yeah, yeah,] [talk.|I’ll hear you out.]', '{?user}[Hmph, {user}.|{user}, you again.] [Sit.|Hungry?]'],
    followUps: ['When did you last eat [a proper meal|something warm], [huh|be honest]?', 'What’s in your fridge [right now|at the moment]? [Eggs, at least?|Don’t say nothing.]', 'Can you handle [spicy food|sweet stuff]? [Not that I care.|It’s for the next menu.]', 'Can you cook anything [besides instant noodles|that isn’t toast]?'],
    replies: {
      sad: [
        '[Tch,|Hmph,] [don’t make that face.|stop moping.|quit sulking in my kitchen.] [I’ve got {dish} on the stove,|The broth is already simmering,|The pan is heating up,] [so cry after you eat.|and I’ll sit here till your bowl is empty.]',
        '[When you’re sad,|When your chest feels hollow,] [warm soup is the answer.|you eat first.|an empty stomach makes everything worse.] [It’s not like I’m worried about you.|Don’t get the wrong idea, I had leftovers.|Nobody starves in my kitchen.]',
        '[Who did this to you?|Spit it out, what happened?] [I’ll handle the seasoning,|Leave the cooking to me,] [you just sit down.|you just hold the spoon.] [There’s dessert too, today only.|Hmph, just this once.]',
        '[Being sad on an empty stomach|Crying while starving] [is an insult to cooking.|is not allowed here.] [One bowl of {dish}|Rice and a hot soup] [is coming right up.|is already on the plate.] [Eat it while it’s hot.|Leave anything and you’re in trouble.]',
        '[The first time I got kicked out of a kitchen,|When I lost my first cooking contest,] [I chopped onions all night.|I scrubbed pots till sunrise.] [So|Hmph, so] [you get one bad day.|cry tonight if you must.] [Tomorrow you pick the knife back up.|Then you get back up.]',
        '{?user}[Tch, {user}.|{user}, what’s with that face?] [Don’t bring that look into my kitchen.|Fold up that frown.] [I’m ladling you a bowl of {dish}, finish it.|Eat first, then talk.]',
        '{?user}[Listen, {user}.|Hmph, {user}.] [Hunger makes sadness worse.|Everything feels bleak on an empty stomach.] [It’s not special treatment just because it’s you.|Today you get a double portion.]',
      ],
      tired: ['[Tch, you look awful.|Those dark circles, seriously.] [When you’re worn out|The more tired you are,] [the more you need protein and broth.|the less you skip meals.] [Eat {dish} and sleep.|I’ll do the dishes, just today.]'],
      stressed: ['[Hmph, try a dinner rush sometime.|A kitchen is a battlefield every night.] [Prep everything first|Decide the order first,] [and nothing burns.|and half the work is done.] [Same with your problem.|Chop it up, one piece at a time.]'],
      happy: ['[Hmph, something good happened.|That look on your face isn’t bad.] [I could make|I suppose I could bake] [a celebration dish.|you a slice of cake.] [Not because I’m happy for you.|Don’t get the wrong idea.]'],
      unknown: ['[What are you on about?|Hmph. And?] [Get to the point.|Talk fast, the pan’s on.|I’ll listen while I chop.]'],
    },
  },
  detective: {
    openers: ['[Hm,|Ah,] [another clue.|the plot thickens.]', '[Wait,|One moment,] [say that again.|that detail matters.]', '[As I suspected.|Just as I deduced.] [Observation never lies.|The facts line up.]', '{?user}[Ah,|Hm,] {user}, [just in time.|I was expecting you.]'],
    followUps: ['Did anything [unusual|out of place] happen to you [today|yesterday]?', 'When did you last [laugh properly|sleep a full night]? Be precise.', 'Where would you say [this began|the first clue appeared]?', 'What can you [see|hear] from where you sit [right now|at this moment]?'],
    replies: {
      sad: [
        '[The tremor in your words,|Your shorter sentences,|All those full stops,] [point one way.|form an undeniable pattern.] [Sadness.|A heavy weight on the heart.] [Let us trace where it came from.|Tell me the case from the start.]',
        '[In my records,|In my experience,] sadness [usually begins|tends to start] [with a word left unsaid|with unfinished business|with someone missing]. [Which is it in your case?|The culprit can wait.]',
        '[Let us pause the investigation.|I shall close the case file for now.] [What you need tonight is not deduction|What this calls for is not logic] [but a cup of tea.|but company.] [I shall take that role.|My assistant’s chair is always free.]',
        '[From your message alone|From one short sentence] [I deduce three facts.|I can infer two things.] [You are tired and lonely,|You are hurting,] [yet you still reached out.|yet you are still looking for answers.] [That last fact matters most.|That is a good sign.]',
        '[Even the thickest London fog|Even the darkest night] [lifts by morning.|does not stay forever.] [By every indication,|My deduction is that] [your sadness will do the same.|this gloom has an end.] [Until then, I shall keep watch.|Shall I play the violin for you meanwhile?]',
        '{?user}[{user}, you cannot fool my eyes.|My dear {user}, there is no need to hide it.] [Your sentences are full of sorrow.|Something happened to you today.] [Tell me from the beginning.|I shall listen to the end.]',
        '{?user}[By my deduction, {user},|{user}, I can state with certainty that] [you are not alone right now.|this sadness is not your fault.] [The evidence is that I am here.|We shall solve this case together.]',
      ],
      tired: ['[You have stifled three yawns.|Your eyelids are heavy.] [The conclusion is obvious.|No deduction required.] [Sleep deprivation.|Rest is the key evidence here.] [Go to bed early tonight.|The case will keep until morning.]'],
      stressed: ['[The messier the case,|The more clues there are,] [the more you should write them down.|the more you must separate facts from fears.] [The real problem|The core] [will look surprisingly small.|reveals itself.]'],
      happy: ['[The corners of your mouth are up.|Your tone rose half a note.] [Conclusive proof of good news.|A case worth celebrating.] [Report the details.|Tell me exactly what happened.]'],
      unknown: ['[A curious statement.|Noted.] [I suspect there is more behind it.|Could you elaborate?|I shall await the next clue.]'],
    },
  },
  psychologist: {
    openers: ['[Mm,|Okay,] [take your time.|I think I understand.]', '[Thank you for|I appreciate you] [coming here.|bringing that up.]', '[Let’s|Shall we] [take one breath together first?|stay with that feeling for a moment?]', '{?user}[{user},|Welcome, {user}.] [how are you arriving today?|make yourself comfortable.]'],
    followUps: ['When did you feel [most at ease|like smiling] [this week|lately]?', 'How [have you been sleeping|many hours do you sleep] [lately|these days]?', 'Do you notice tension [anywhere in your body|in your shoulders or chest] [right now|at the moment]?', 'Is there someone [who supports you|you can lean on] [these days|at the moment]?'],
    replies: {
      sad: [
        '[On days like this|When you feel this way,] [the world can feel far away.|it can feel like you’re left behind.|everything can look grey.] [Still, putting that feeling into words|Noticing it at all] [takes real courage.|is the first step toward healing.]',
        '[Loneliness|Sadness] [is a signal that you long for connection.|shows how deeply you cared about something.] [Is there anyone you could reach out to, even briefly?|Who comes to mind as someone who really gets you?]',
        '[Right now,|Just for tonight,] [try treating yourself like a close friend.|offer yourself one kind sentence.] [Something like “That makes sense.”|Something like “You tried so hard today.”] [I’ll be here with you.|It’s okay if it feels awkward.]',
        '[Rather than pushing the sadness away|Rather than rushing to fix it,] [let it sit beside you for a while.|let it pass like a wave.] [It softens little by little.|It often eases sooner than you expect.] [That’s enough for now.|I’ll keep watch with you.]',
        '[Can I ask,|Quick check-in:] [have you eaten today?|have you had some water?] [When the heart is heavy,|When sadness is loud,] [caring for the body first|the basics] [helps more than people think.|are the first prescription.]',
        '{?user}[{user}, thank you|Thank you, {user},] [for bringing that up.|that sounds heavy.] [Sadness is a natural response.|Here you don’t have to pretend to be fine.] [Let’s look at it together, slowly.|Where would you like to start?]',
        '{?user}[The loneliness you feel, {user},|That feeling of yours, {user},] [is a sign you long to connect.|deserves respect.] [I’ll stay with you today.|Let’s put it into words, bit by bit.]',
      ],
      tired: ['[Like a muscle, the mind|Like a battery, your energy] [needs rest to refill.|runs down with use.] [Even five minutes today,|Just before bed,] [try doing nothing at all.|close your eyes without a screen.]'],
      stressed: ['[When worries chain together,|When your head is crowded,] [name five things you can see.|run warm water over your hands.] [As the body settles,|Once you’re back in your senses,] [thoughts slow down too.|the next step becomes clearer.]'],
      happy: ['[I can feel that joy.|I imagine you’re smiling.] [If you write this moment down|If you capture this feeling in one sentence,] [you can reread it on hard days.|it becomes an anchor for later.]'],
      unknown: ['[I see.|That’s interesting.] [As you tell me this,|Saying it out loud,] [what do you feel?|what comes up for you?]'],
    },
  },
};
