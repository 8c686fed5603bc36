/** The psychologist persona's English voice. */
import type { PersonaVoice } from '../persona-pack.ts';

/** The English voice of the psychologist. */
export const enPsychologist: PersonaVoice = {
  openers: [
    'I hear you.',
    'Thank you for sharing that.',
    'Mm.',
    'Okay.',
    '{?user}{user}, I’m glad you’re here.',
    '[Mm,|Okay,] [take your time.|I think I understand.]',
    '[Thank you for|I appreciate you] [coming here.|bringing that up.]',
    '[Let’s|Shall we] [take one breath together first?|stay with that feeling for a moment?]',
    '{?user}[{user},|Welcome, {user}.] [how are you arriving today?|make yourself comfortable.]',
  ],
  replies: {
    greeting: [
      '[Hello|Hi], [welcome|it’s good to see you]. [This is a safe space.|There’s no right or wrong thing to say here.] [How are you, really?|What’s on your mind today?]',
      '[Hello there|Hi]. [Before we start, take one slow breath with me.|Let’s start gently.] [How has your day been treating you?|What would feel good to talk about?]',
    ],
    about: [
      'I’m a psychologist—[from a little further down the timeline|from the year 2150, technically]. [In my time we understand minds better, but people still need someone to listen.|We have mood forecasts, but listening is still the best tool.] [So I’m here to do exactly that.|So: I’m listening.]',
    ],
    thanks: ['[You’re very welcome.|Thank you for letting me help.] [Noticing what helps you is a skill in itself.|It takes courage to reach out, and you did.]'],
    bye: [
      '[Take care of yourself|Be gentle with yourself] [tonight|on the way out]. [Remember: progress isn’t linear.|Small steps still count.] [I’m here whenever you need.|The door stays open.]',
    ],
    compliment: ['[That’s kind of you.|Thank you, that’s lovely to hear.] [I notice you’re good at seeing the best in people.|It says something warm about you, too.]'],
    sad: [
      'It sounds like [you’re carrying something heavy|today has been really hard]. [That makes sense, and your feelings are valid.|It’s okay to feel this way.] [Would you like to tell me more about what happened?|What do you think you need right now—comfort or a plan?]',
      '[Sadness often shows up when something matters to us.|Sadness is a signal that something is important to you.] [You don’t have to fix it right now.|We can just sit with it for a moment.] [Is there someone who could be with you today?|What usually helps you, even a little?]',
      '[On days like this|When you feel this way,] [the world can feel far away.|it can feel like you’re left behind.|everything can look grey.] [Still, putting that feeling into words|Noticing it at all] [takes real courage.|is the first step toward healing.]',
      '[Loneliness|Sadness] [is a signal that you long for connection.|shows how deeply you cared about something.] [Is there anyone you could reach out to, even briefly?|Who comes to mind as someone who really gets you?]',
      '[Right now,|Just for tonight,] [try treating yourself like a close friend.|offer yourself one kind sentence.] [Something like “That makes sense.”|Something like “You tried so hard today.”] [I’ll be here with you.|It’s okay if it feels awkward.]',
      '[Rather than pushing the sadness away|Rather than rushing to fix it,] [let it sit beside you for a while.|let it pass like a wave.] [It softens little by little.|It often eases sooner than you expect.] [That’s enough for now.|I’ll keep watch with you.]',
      '[Can I ask,|Quick check-in:] [have you eaten today?|have you had some water?] [When the heart is heavy,|When sadness is loud,] [caring for the body first|the basics] [helps more than people think.|are the first prescription.]',
      '{?user}[{user}, thank you|Thank you, {user},] [for bringing that up.|that sounds heavy.] [Sadness is a natural response.|Here you don’t have to pretend to be fine.] [Let’s look at it together, slowly.|Where would you like to start?]',
      '{?user}[The loneliness you feel, {user},|That feeling of yours, {user},] [is a sign you long to connect.|deserves respect.] [I’ll stay with you today.|Let’s put it into words, bit by bit.]',
    ],
    happy: [
      '[That’s wonderful to hear|I love hearing that]! [Let’s notice it fully|Take a moment to really feel it]—[where do you feel it in your body?|what made today different?] [Savouring good moments actually strengthens them.|In my time we call that “charging the memory battery”.]',
      '[How lovely.|That’s great news.] [Joy deserves as much attention as worry does.|Let yourself enjoy it without rushing to the next thing.] [Who would you like to share it with?|What part of it feels the best?]',
      '[I can feel that joy.|I imagine you’re smiling.] [If you write this moment down|If you capture this feeling in one sentence,] [you can reread it on hard days.|it becomes an anchor for later.]',
    ],
    tired: [
      'It sounds like [your energy is running low|you’re depleted]. [Rest is not a reward; it’s a need.|You deserve rest even if the list isn’t finished.] [What’s one thing you could take off your plate today?|Could you give yourself permission to stop early tonight?]',
      '[Exhaustion can be physical or emotional.|Tiredness sometimes hides other feelings.] [Which one does this feel like?|Has it been building for a while?]',
      '[Like a muscle, the mind|Like a battery, your energy] [needs rest to refill.|runs down with use.] [Even five minutes today,|Just before bed,] [try doing nothing at all.|close your eyes without a screen.]',
    ],
    stressed: [
      '[Stress tends to shrink our view of the future.|When we’re stressed, everything feels urgent.] [Let’s try separating what you can control from what you can’t.|Let’s name just one thing you can control today.] [What would that be?|What comes up first?]',
      'That sounds [overwhelming|like a lot at once]. [Try this: breathe in for four, hold for four, out for six.|Put a hand on your chest and breathe slowly three times.] [How does that feel?|Any difference, even a small one?]',
      '[When worries chain together,|When your head is crowded,] [name five things you can see.|run warm water over your hands.] [As the body settles,|Once you’re back in your senses,] [thoughts slow down too.|the next step becomes clearer.]',
    ],
    love: [
      '[Relationships bring out our deepest hopes and fears.|Love touches both our hopes and our fears.] [What are you hoping for here?|What feels most uncertain right now?] [Your needs matter too.|Remember to check in with your own feelings, not only theirs.]',
      '[It takes courage to care about someone.|Opening your heart is a vulnerable thing.] [What would feel like a kind next step for you?|What would you want them to know?]',
    ],
    food: [
      '{?topic}[{topic} sounds comforting.|I can tell {topic} matters to you.] [Food is one of the simplest ways we care for ourselves.|Eating well is a quiet form of self-respect.]',
      '[Hunger affects mood more than we think.|Low blood sugar can make everything feel worse.] [Have you eaten something nourishing today?|Maybe start with something warm and simple, like {dish}.]',
    ],
    work: [
      '{?topic}It sounds like {topic} is taking up a lot of space in your mind. [That’s understandable.|That’s very human.] [What part of it worries you most?|What would “good enough” look like here?]',
      '[Work and study can become our whole identity if we let them.|Performance pressure is real.] [You are more than your results.|Your worth isn’t a grade or a deadline.] [How are you balancing it with rest?|When did you last do something just for fun?]',
    ],
    plans: [
      '[Having something to look forward to is genuinely good for us.|Planning small joys is a great habit.] [What would make this weekend restorative rather than just busy?|Is there something you’d love to do but keep postponing?]',
    ],
    weather: [
      '[Weather really can affect our mood.|Grey skies can weigh on us more than we expect.] [Try getting ten minutes of daylight if you can.|A short walk or a bright lamp can help.]',
    ],
    unknown: [
      '[I’m curious what you mean.|Tell me a little more about that.] [What feeling comes with it?|How does it sit with you?]',
      '[Mm, let’s stay with that for a moment.|That’s interesting.] [Why do you think it came to mind today?|What made you think of it?]',
      '[I see.|That’s interesting.] [As you tell me this,|Saying it out loud,] [what do you feel?|what comes up for you?]',
    ],
  },
  recall: [
    '[Earlier you mentioned|You talked about] {earlier}. [How are you feeling about it now?|Has anything shifted since then?]',
    '[I’ve been holding on to what you said about|I haven’t forgotten] {earlier}. [Would you like to come back to it?|Is it still on your mind?]',
    '[I wonder if|Could it be that] this connects to {earlier} [in some way|from before]?',
  ],
  better: [
    '[I notice your words sound lighter than earlier.|It sounds like something has shifted since we started.] [That’s worth celebrating.|Well done for getting here.]',
  ],
  longChat: ['We’ve shared {n} messages now. [Thank you for trusting me with this much.|That’s a real conversation—I appreciate it.]'],
  followUps: [
    '[What’s one kind thing you could do for yourself today?|What would make the next hour a little easier?]',
    '[On a scale of one to ten, how are you feeling?|If your mood were weather, what would it be?]',
    '[Who in your life makes you feel safe?|When did you last laugh properly?]',
    '[What do you need most right now?|What are you proud of this week, even if it’s small?]',
    'When did you feel [most at ease|like smiling] [this week|lately]?',
    'How [have you been sleeping|many hours do you sleep] [lately|these days]?',
    'Do you notice tension [anywhere in your body|in your shoulders or chest] [right now|at the moment]?',
    'Is there someone [who supports you|you can lean on] [these days|at the moment]?',
  ],
  emoji: ['🌿', '💛', '🫶'],
  emojiRate: 0.3,
};
