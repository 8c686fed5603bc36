/** English lyrics and poem texts. */
import type { LyricsPack, LyricsTone } from './types.ts';

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const lowerStart = (line: string): string => (/^I\b/u.test(line) ? line : line.charAt(0).toLowerCase() + line.slice(1));

/** English lyrics texts. */
export const lyricsEn: LyricsPack = {
  images: {
    general: ['the corner café', 'a paper boat', 'the city at dusk', 'an old cassette', 'the bus window', 'my worn-out sneaker', 'a borrowed umbrella', 'the river wind'],
    breakup: ['your coffee mug', 'the unread message', 'our photo-booth strip', 'the second toothbrush', 'the last train', 'your hoodie in my closet', 'the half-packed box', 'the doorway you left through'],
    love: ['your sleepy smile', 'the earbud we shared', 'our shadow on the wall', 'your handwriting', 'the rooftop at night', 'a note on the fridge', 'the spare key', 'our favourite song'],
    hope: ['a sprouting seed', 'the first light', 'a brand-new notebook', 'the open road', 'a paper lantern', 'the early bus', 'a crack in the clouds', 'the unlocked door'],
    sadness: ['the rain on the window', 'a cold cup of tea', 'the empty swing', 'the blue hour', 'a faded postcard', 'the wilted rose', 'the silent phone', 'the long hallway'],
    joy: ['the summer sprinkler', 'a bag of tangerines', 'the Friday sky', 'a bicycle bell', 'the kitchen radio', 'the confetti in my hair', 'the ice-cream truck', 'a dog on the beach'],
    longing: ['the faraway lighthouse', 'an old address', 'the hometown station', 'a letter never sent', 'the same moon', 'a scarf that smells of you', 'the ferry horn', 'the last streetlight'],
    cheering: ['the finish line', 'your running shoe', 'the scoreboard light', 'a crowd of strangers', 'the alarm at dawn', 'a sweat-soaked towel', 'the starting whistle', 'the mountain trail'],
    comfort: ['a warm blanket', 'the night-light', 'a bowl of soup', 'the softest pillow', 'a friend on the phone', 'the cat on my lap', 'a hand on my shoulder', 'the quiet kitchen'],
    anger: ['the slammed door', 'a broken promise', 'my shaking fist', 'the red alarm', 'the cracked screen', 'a thunderhead', 'the lying headline', 'the boiling kettle'],
  },
  actions: {
    bright: ['is dancing in the doorway', 'spills gold across the floor', 'keeps humming our song', 'laughs like it knows the ending', 'opens every window', 'shines a little louder', 'paints the morning pink', 'sings along with the radio', 'fits in my pocket like luck', 'wakes the whole street up', 'writes yes across the sky', 'tastes like summer fruit'],
    dark: ['still keeps your name', 'forgets how to shine', 'waits by the empty platform', 'leans on the cold glass', 'goes quiet at midnight', 'drips slower than time', 'holds the shape of you', 'flickers and gives up', 'saves a seat for no one', 'fades a little every day', "won't stop asking why", 'smells like the last goodbye'],
    fire: ['burns right through the door', 'shakes the windows loose', 'refuses to bow', 'cracks like thunder', 'kicks the silence down', 'roars inside my chest', "won't say sorry tonight", 'splits the sky in two', 'tears the script apart', 'runs red through the streets', 'breaks every quiet rule', 'stares the storm down'],
    soft: ['settles like a blanket', 'breathes slowly beside me', 'leaves the porch light on', 'hums a lullaby', 'softens every edge', 'waits without a hurry', 'keeps the kettle warm', 'leans into the evening', "whispers it's alright", 'folds the day away', 'rests its head on mine', 'glows low and steady'],
  },
  feelings: {
    general: ['I count the small things and they add up to a life', "I'm just a passer-by who stopped to listen", "Some days are ordinary, and that's a gift", 'I keep my questions in a coat pocket', 'Every street I walk has a story underneath', "I'm learning the tune as I go", 'I hum along to songs I barely know', 'The day is small, but it is mine', 'I fold the day into my pocket and walk on', 'Nothing big happened, and I liked it', 'I wave at the bus driver like an old friend', 'Some songs only make sense on a Tuesday'],
    breakup: ['I said goodbye and the room got bigger', 'I still set out two cups out of habit', 'You took the summer when you left', "I'm unlearning the way you laughed", 'We were a sentence with no full stop', 'I deleted your number but not the memory', 'Our playlist still plays in the wrong order', "I'm fine on Tuesdays, less on Sundays", 'I practise your name without flinching', 'Your side of the bed is where the laundry goes now', 'I walked past our café and kept on walking', 'Closure is a door I have to build myself'],
    love: ['You make the ordinary feel like a secret', "I'd choose you in every version of the story", 'My heart learned your footsteps by heart', 'With you even silence has a melody', 'I fall for you a little more each morning', "You're the home I didn't know I missed", "I'd learn every language just to say your name", 'You laugh and the whole room leans in', "I'd share the last bite with you, and that says everything", 'Your hand finds mine in the dark like it knows the way', 'I rehearse goodnights just to hear you say them back', 'Even your silly texts read like poetry'],
    hope: ["Tomorrow is a door I haven't tried yet", 'I plant my worries and watch them turn to flowers', 'Even the longest night runs out of dark', "I'm not there yet, but I can see it", 'Small steps still carry me somewhere new', "I keep a light on for the person I'm becoming", "The seed doesn't know it's dark down there; it just grows", "I'm rewriting the ending in pencil", 'I can hear the engine of a better week', 'The map is blank, and that feels like room to grow', 'I left a note for tomorrow: keep going', "Today I'm a rough draft with good bones"],
    sadness: ['I carry a heaviness that has no name', 'The tears come quietly, like evening', "I'm fine, I say, and the walls know better", "Some days the sky just won't lift", 'I miss the version of me who laughed easily', 'Sorrow sits down beside me like an old friend', 'I hold my coffee just to hold something warm', 'The city keeps moving and I stand still', "I lost something and I don't know what", 'Even my favourite song sounds far away', 'I draw the curtains at noon', 'The rain and I are having the same day'],
    joy: ["I'm laughing for no reason at all", 'My heart is a balloon on a windy day', 'Everything tastes like the first time', 'I want to hug the whole street', 'The world turned the volume up on happy', "I'm dancing badly and I don't care", 'I say yes before I even hear the question', 'My feet remember how to skip', 'I bought flowers for no reason', 'Even the traffic lights are on my side', 'I sing in the shower like nobody lives here', 'Good news keeps knocking and I keep answering'],
    longing: ['I trace your name on the foggy glass', 'The distance grows, and so does the wanting', 'I keep a room for you in every city', "I hear your voice in strangers' laughter", 'Time moves on, but I keep looking back', "If I close my eyes, you're almost here", 'I save the sunsets to show you someday', "Your city's weather is still on my phone", "I set the table for a visit that isn't planned", 'Every departure board sounds like your name', 'I keep your last voicemail like a seashell', 'Home is a person, and you are far away'],
    cheering: ["You've come too far to stop now", 'Fall down seven times, stand up eight', 'Your best is enough, and your best is growing', 'Every step counts, even the slow ones', "The crowd may be quiet, but I'm cheering loud", 'Breathe in, lace up, and go again', 'Nobody sees the practice, but it shows', "Today you're braver than yesterday", 'Shake out your hands; you were made for this', 'The hill is steep, but your legs are stronger', 'Count your breaths, not the miles', "Somebody out there is proud of you, and it's me"],
    comfort: ["It's okay to rest; the world will wait", "You don't have to carry it all tonight", "I'm here, and I'm not going anywhere", 'Cry if you need to; the rain does too', 'You did enough today, more than enough', 'Let the heavy things be heavy for a while', "Tomorrow doesn't need you yet", 'Let me sit with you in the quiet', 'Put the kettle on; the rest can wait', "You're allowed to be a work in progress", 'Lean on me; that is what shoulders are for', "Tonight we'll only do the easy things"],
    anger: ["I'm done being quiet about it", "Don't tell me to calm down", 'I swallowed the fire for too long', "You can't rewrite what you did", 'My patience burned down to the wick', "I'll turn this rage into something louder", "I'm not the one who owes an apology", "I'll say it once, and I'll say it loud", 'I counted to ten, and then to a hundred', "You lit the match; don't act surprised by the fire", "I'm taking my voice back, word by word", 'Silence was never agreement'],
  },
  toneFeelings: {
    bright: ['Everything looks brighter than it did this morning', 'I leave the windows open just in case', "My shadow is dancing even when I'm not", 'I catch myself smiling at strangers', "There's a song in my head and it won't leave", 'The sky looks like it has good news', 'I run the long way home just for fun', 'I feel taller than the streetlights'],
    dark: ['I walk home the long way so I can think', 'The coffee goes cold while I stare at nothing', "I keep the lights low so I don't have to see", 'Every song on the radio knows my secret', 'I count the cars that pass, and none of them stop', 'The pillow is still full of questions', 'I write a message and never press send', 'The clock is loud tonight'],
    fire: ['My heart is a drum and it wants a war', 'I stopped asking nicely a long time ago', 'The quiet version of me has left the building', 'I bite down on the words until they spark', 'Every no I swallowed is coming back up', "I'm a storm with a name now", 'I clench my jaw and it tastes like iron', "I won't shrink to fit your room"],
    soft: ['I make tea for two and sip it slowly', 'The evening folds around me like a sweater', 'I let the rain do the talking', 'Some nights are for healing, not for answers', 'I light a candle for the tired parts of me', 'The world can be loud; this room is not', 'I breathe in for four and out for six', 'Slow is still a direction'],
  },
  themeLines: {
    general: ["Somewhere between the noise and me there's {t}", 'I keep finding {t} in the smallest places', '{T}, like a song I half remember', 'All my roads lead back to {t}', 'I wrote {t} in the margin of the day'],
    breakup: ["{T} was ours, now it's only mine", "I'm giving {t} back to the night", 'You left, and {t} stayed behind', "Even {t} can't fix what we broke", "I'll learn to say {t} without your name"],
    love: ['Every heartbeat spells {t}', 'You are my {t}, my only one', "{T} feels brand new when you're near", "I'd cross the city just for {t}", 'Hold my hand and call it {t}'],
    hope: ["I'm walking toward {t} one step at a time", '{T} is waiting past the rain', 'I believe in {t} like I believe in morning', 'Let {t} be the light I follow', "There's a road that ends in {t}"],
    sadness: ['{T} fades like a song through the wall', 'I whisper {t} and nobody answers', 'Even {t} looks grey tonight', 'I held {t} and it slipped away', 'The rain keeps saying {t}'],
    joy: ['{T} is dancing in my chest', 'Shout it out: {t}!', 'Today is made of {t} and sunshine', 'I found {t}, and it found me too', 'Everything sparkles with {t}'],
    longing: ['I send {t} across the miles', 'Somewhere far away, {t} is waiting', 'I dream of {t} while the city sleeps', '{T} lives on the other side of the sea', 'Every star I see says {t}'],
    cheering: ["Go get {t}, it's yours to take", '{T} is just a few steps more', 'Raise your hands for {t}', "We're not giving up on {t}", 'Run for {t} like the wind is yours'],
    comfort: ['Let {t} hold you for a while', '{T} will be here when you wake', 'Rest your head on {t}', "It's okay, {t} is enough", 'Wrap yourself in {t} tonight'],
    anger: ["Don't you dare touch {t}", '{T} is burning in my hands', "I'll shout {t} until they hear", 'You broke {t}; now watch me rise', "{T} isn't yours to take"],
  },
  hooks: {
    general: ['Oh, {t}, stay a little longer', '{T}, {t}, carry me home', 'Sing it slow, sing it low, {t}', 'Here we go again, {t}'],
    breakup: ['So long, {t}, so long', 'Goodbye to {t}, hello to me', "{T}, I'm letting go", 'No more {t}, no more you'],
    love: ["Oh, {t}, you're the one", "{T}, {t}, I'm falling", 'Stay with me, {t}', 'All I need is {t}'],
    hope: ['{T}, here comes the sun', 'Hold on to {t}, hold on', 'One more day for {t}', '{T} is rising, rising'],
    sadness: ['Oh, {t}, where did you go', "{T}, don't fade away", 'Cry for {t}, cry with me', 'Blue, blue {t}'],
    joy: ['Hey, {t}, turn it up!', '{T}, {t}, la-la-la', 'Jump for {t} tonight', 'We got {t}, yeah!'],
    longing: ['Far away, {t}, far away', 'Come back, {t}, come back', '{T}, can you hear me?', 'Still dreaming of {t}'],
    cheering: ['Go, {t}, go!', 'We rise for {t}', "Don't stop, {t}, don't stop", '{T}, you got this'],
    comfort: ["Hush, {t}, it's alright", '{T} will hold you', 'Rest now, {t}, rest now', "You're safe with {t}"],
    anger: ['No more, {t}, no more!', 'Burn it down, {t}', '{T}! Hear me roar', 'Enough of {t}, enough'],
  },
  closings: {
    bright: ['And the light stays on', "That's how the good days sound", 'Keep this feeling close', "Tomorrow, let's do it again", 'And the whole world hums along', 'Save me a seat in the sun', "We're only getting started", 'Turn it up one more time'],
    dark: ['And the night goes on', 'Maybe someday, not today', "I'll leave the porch light off", "The song ends, but I don't", 'Still, I keep the memory', 'I leave the light on anyway', 'The quiet knows my name', 'Goodnight to the empty room'],
    fire: ["And I won't back down", 'Let them hear it loud', 'This is where it ends', 'Watch me walk away', 'The flame stays lit', "I'm not done yet", 'Remember who said it first', 'Let the walls shake'],
    soft: ["Sleep now, it's alright", 'The morning will come gently', 'You are not alone', 'Breathe, and let it be', 'Everything can wait till morning', "I'll be here when you wake", 'Rest your heart a while', 'Let the night be gentle'],
  },
  adverbials: ['Tonight,', 'On the last bus home,', 'Between two songs,', 'Every Sunday,', 'Under the bridge,', 'At 3 a.m.,', 'In this small room,', 'Halfway down the street,', 'When the lights go out,', 'Some mornings,', 'In the corner of the photo,', 'By the open window,', 'After the rain,', 'Up on the rooftop,', 'In the quiet,', 'Out on the highway,'],
  titles: ['{Title}', 'Songs for {Title}', '{Title} (Late-Night Version)', 'A Letter to {Title}', 'Still, {Title}', 'Notes on {Title}', '{Title}, Again', 'Everything About {Title}'],
  rhymes: [
    ['holding on tight', 'under neon light', 'ready for the fight', 'walking through the night', 'doing it right', 'burning so bright'],
    ['every single day', "I won't run away", 'whatever they say', 'lighting up the way', "I'm here to stay", 'come what may'],
    ['made it on my own', 'heart carved out of stone', 'out of the unknown', 'ringing on the phone', 'sitting on my throne', 'seeds that I have sown'],
    ['chasing down the dream', 'louder than a scream', "nothing's what it seems", 'building up my team', 'running like a stream', 'shining like a beam'],
    ['walking through the flame', 'nobody to blame', 'calling out my name', 'never quite the same', 'playing my own game', 'rising up from shame'],
  ],
  haiku: {
    first: {
      bright: ['a bright open sky', 'the day opens wide', 'morning light spills in', 'laughter down the street'],
      dark: ['the evening grows long', 'a quiet long night', 'grey clouds hang so low', 'the clock ticks alone'],
      fire: ['my pulse in my ears', 'my jaw set like stone', 'a match strikes the dark', 'the drums pound and pound'],
      soft: ['a quiet evening', 'slow breath, a still room', 'the night-light glowing', 'a soft lamp stays on'],
    },
    middle: {
      bright: ['the whole world is singing now', 'the bells ring across the town', 'the whole sky is wide awake'],
      dark: ['the evening goes on alone', 'I keep the light on for you', 'the quiet fills up the room'],
      fire: ['thunder splits the sky in two', 'the whole street shakes with my voice', 'my heart beats like a war drum'],
      soft: ['the night is gentle with me', 'a hand rests upon my hand', 'the blanket holds all of me'],
    },
    last: {
      bright: ['and the day says yes', 'my heart hums along', 'tomorrow, again', 'let the day begin', 'we laugh all the way'],
      dark: ['still, I wait for you', 'nobody answers', 'the night keeps your name', 'I miss you again'],
      fire: ['I will not back down', 'let the whole world hear', 'watch me walk away', 'no more silent nights', 'this ends here and now', 'I rise from the ash'],
      soft: ['breathe, it is alright', 'you are not alone', 'rest until morning', 'the dawn will come slow', 'sleep, the world can wait', 'all is well tonight', 'close your eyes and rest', 'stay, the night is kind'],
    },
  },
  sections: {
    verse: (n) => `Verse ${n}`,
    chorus: 'Chorus',
    preChorus: 'Pre-Chorus',
    postChorus: 'Post-Chorus',
    bridge: 'Bridge',
    outro: 'Outro',
    hook: 'Hook',
    intro: 'Intro',
    wrap: (label) => `[${label}]`,
  },
  chants: ['oh-oh-oh', 'hey!', 'na-na-na', 'whoa-oh'],
  adlibs: ['Yeah, uh', 'Check it', "Let's go", 'Uh, one-two'],
  imageLine: (image, action) => capitalise(`${image} ${action}`),
  sceneLines: [(image) => `I remember ${image}`, (image) => `Still thinking about ${image}`, (image) => capitalise(`there was ${image}`), (image) => `I keep going back to ${image}`],
  listLine: (a, b) => capitalise(`there's ${a}, and there's ${b}`),
  withAdverbial: (adverbial, line) => `${adverbial} ${lowerStart(line)}`,
  bar: (lead, tail) => `${lead}, ${tail}`,
  fallbackTheme: 'you',
};

/** English haiku middle-line endings by tone and syllable count (1–6), placed after the theme to make seven syllables. */
export const englishHaikuEndings: Record<LyricsTone, readonly (readonly string[])[]> = {
  bright: [[], ['sings', 'shines', 'blooms'], ['still shines', 'breaks free'], ['lights the day', 'hums along'], ['lights up the sky', 'spins in the sun'], ['paints the window gold', 'fills the day with light'], ['sings with the morning birds', 'laughs with the morning birds']],
  dark: [[], ['fades', 'waits'], ['still waits', 'slips by'], ['drifts away', 'fades to grey'], ['waits by the door', 'stays in my mind'], ['sinks into the dark', 'stays on in my mind'], ['stays with me through the night', 'fades like the evening light']],
  fire: [[], ['burns', 'roars'], ["won't bend", 'breaks loose'], ['burns it down', 'will not fade'], ['will not back down', 'burns in my chest'], ['roars against the wind', 'breaks the silence wide'], ['rips the night sky in two', 'splits the dark sky in two']],
  soft: [[], ['rests', 'stays'], ['stays near', 'breathes slow'], ['holds me close', 'hums to me'], ['waits by my side', 'keeps the lamp on'], ['keeps me company', 'stays close through the night'], ['stays with me through the night', 'holds me till the morning']],
};
