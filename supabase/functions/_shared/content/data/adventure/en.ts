/** English adventure texts: the ten themes, the scene lines that fit every theme, retelling, reactions, keepers and prompts. */
import type { AdventurePack } from './adventure-pack.ts';

/** English adventure pack. */
export const adventureEn: AdventurePack = {
  themes: {
    fantasy: {
      places: ['the Whispering Forest', 'the ruined elven tower', 'the bridge over the Mistfall river'],
      companions: ['the talkative fox spirit', 'Sir Bren', 'the young mage with ink-stained fingers'],
      items: ['the glowing rune stone', 'the map drawn on dragon hide', 'the silver dagger'],
      threats: ['the shadow wolf', 'the Thorn Witch', 'the stone golem'],
      scene: {
        setting: [
          'You wake at the edge of {place}, [moss cold under your hands|dew on your cloak], [with no memory of how you got here|as the last stars fade].',
          'The road ends at {place}, where [lantern-flies drift between the trees|the air smells of rain and old magic].',
        ],
        detail: [
          'In your pocket you find {item}, [humming faintly|warm as if someone just held it].',
          '[Runes on a nearby stone|Carvings on a fallen pillar] spell out a warning you [half understand|can barely read].',
        ],
        event: [
          '[A horn sounds in the distance|Branches snap somewhere close], and [the birds go silent|the light drains from the sky].',
          'Without warning, {threat} [steps out of the mist|blocks the path ahead], [eyes burning|breathing frost].',
        ],
        hook: [
          '[The rune stone flickers toward the east|A voice in your head whispers: choose quickly].',
          '[Somewhere beyond, a bell tolls three times|Behind you, the path you came by has vanished].',
        ],
      },
      twists: [
        'A hidden door opens in the roots of an ancient oak, [spilling golden light|breathing warm air].',
        'The wind carries a song from {place}, and [the trees lean to listen|the stones begin to glow].',
        'A raven lands on your shoulder with [a tiny scroll tied to its leg|a message in an unknown tongue].',
        'Far above, [a dragon’s silhouette crosses the moon|the clouds split open to reveal a floating island].',
      ],
      choices: [
        'Follow the glowing trail into the trees',
        'Draw the silver dagger and face {threat}',
        'Ask {companion} what the runes mean',
        'Read the map by the light of the rune stone',
        'Hide behind the fallen pillar and watch',
        'Climb the tower to see further',
        'Call out to whoever rang the bell',
        'Cross the bridge before the mist thickens',
      ],
    },
    space: {
      places: ['the research station Kepler-9', 'the cargo bay of the starship Aurora', 'an ice moon of Jupiter'],
      companions: ['the sarcastic maintenance robot', 'Lieutenant Park', 'the alien child who speaks in colours'],
      items: ['the cracked data chip', 'the plasma cutter', 'the half-empty oxygen tank'],
      threats: ['the rogue AI', 'the swarm of metal insects', 'the approaching ion storm'],
      scene: {
        setting: [
          'Emergency lights paint {place} red as you [float out of cryosleep|pull yourself free of the seat straps].',
          'You have been alone on {place} for [nineteen days|three weeks] when [the silence breaks|the radio crackles].',
        ],
        detail: [
          'Your suit’s display blinks: [oxygen low|hull breach on deck 3], and {item} is clipped to your belt.',
          '[Frost creeps across the viewport|Stars wheel slowly past the window], [far too close|in the wrong pattern].',
        ],
        event: [
          'A signal arrives from nowhere: [a child’s voice humming|coordinates repeating in a loop].',
          'The station shudders as {threat} [locks onto your position|slams into the outer hull].',
        ],
        hook: [
          '[Somewhere in the dark, a door hisses open on its own|The main computer greets you by a name that is not yours].',
          '[The escape pod bay shows one pod left|The navigation screen starts a countdown].',
        ],
      },
      twists: [
        'A hidden compartment slides open, revealing [a star chart no human has drawn|a frozen seed vault].',
        'The radio picks up a second voice—[yours, recorded years from now|a ship that was lost a century ago].',
        'Gravity flickers, and [everything loose drifts upward|you glimpse a planet that should not exist].',
        'A warning flashes: {threat} [is learning your moves|has found the reactor].',
      ],
      choices: [
        'Follow the signal to its source',
        'Cut through the bulkhead with the plasma cutter',
        'Ask {companion} to scan the area',
        'Seal the doors and reroute power',
        'Hide in the maintenance shaft',
        'Launch the escape pod',
        'Hack the main computer',
        'Spacewalk to the damaged hull',
      ],
    },
    mystery: {
      places: ['the Ashford manor library', 'a foggy harbour warehouse', 'the night train to Edinburgh'],
      companions: ['Inspector Hale', 'the nervous butler', 'the journalist who knows too much'],
      items: ['the torn letter', 'the pocket watch stopped at 11:47', 'the key with a red ribbon'],
      threats: ['the man in the grey coat', 'the unknown poisoner', 'the blackmailer'],
      scene: {
        setting: [
          'Rain taps the windows of {place} as [the clock strikes midnight|the last guest arrives].',
          'You are called to {place} because [a famous collector has vanished|a body was found at dawn].',
        ],
        detail: [
          'On the floor lies {item}, [placed too neatly to be an accident|half hidden under a rug].',
          '[Someone has scrubbed the floor recently|A faint smell of almonds hangs in the air], and [no one admits it|everyone looks away].',
        ],
        event: [
          'Then the lights go out, and [a door slams upstairs|somebody screams].',
          '[A note slides under the door|A telegram arrives]: “[Stop asking questions|You are next].”',
        ],
        hook: [
          '[Each of the guests had a reason|The butler’s story does not match the clock].',
          '[Footprints lead to a locked study|Outside, {threat} watches from under a lamp].',
        ],
      },
      twists: [
        'The handwriting on {item} matches [the host’s diary|a letter written ten years ago].',
        'A secret drawer clicks open, revealing [a second will|a photograph with one face scratched out].',
        'Someone has [changed the time on every clock|taken the key from your coat].',
        '{companion} admits [they lied about where they were|they recognise the perfume].',
      ],
      choices: [
        'Examine the torn letter closely',
        'Question the butler about the clock',
        'Follow the footprints to the study',
        'Ask {companion} where they were at midnight',
        'Search the guest rooms quietly',
        'Confront {threat} under the lamp',
        'Open the locked study with the key',
        'Wait in the dark to see who returns',
      ],
    },
    horror: {
      places: ['an abandoned hospital', 'a cabin by a frozen lake', 'the basement of your new house'],
      companions: ['your best friend Min', 'the little girl who will not leave your side', 'the caretaker who never blinks'],
      items: ['the flickering flashlight', 'the old camcorder', 'the rusty key'],
      threats: ['something that crawls on the ceiling', 'the woman in the hallway photo', 'a whispering voice'],
      scene: {
        setting: [
          'The door of {place} closes behind you with a soft click, [and the lock turns by itself|and the temperature drops].',
          'Nobody has entered {place} in [thirty years|decades], yet [the floor is freshly swept|there are wet footprints].',
        ],
        detail: [
          'Your {item} [flickers every few seconds|is the only light you have].',
          '[A music box plays somewhere upstairs|Scratching comes from inside the walls], [slow and patient|getting closer].',
        ],
        event: [
          'A voice you know calls your name from [the end of the corridor|the stairs below]—but it is the voice of someone [who died last year|who is standing next to you].',
          'Out of the corner of your eye, {threat} [moves|is simply there, waiting].',
        ],
        hook: [
          '[The exit sign at the end of the hall flickers and goes dark|Your phone shows no signal and 3:33 a.m.].',
          '[Every door in the corridor is now open|The footsteps stop right behind you].',
        ],
      },
      twists: [
        'The footage on the camcorder shows [you, asleep, filmed from the ceiling|a room that does not exist in this building].',
        'A child’s drawing on the wall shows [your face|this exact moment].',
        'The dog starts growling at [its own reflection|an empty chair].',
        'A door bangs open and {threat} [lets out a breath|says your name backwards].',
      ],
      choices: [
        'Run for the exit and do not look back',
        'Hide in the closet and hold your breath',
        'Shine the flashlight at {threat}',
        'Check the camcorder footage',
        'Call out to the voice',
        'Follow the wet footprints downstairs',
        'Lock yourself in with {companion}',
        'Open the door with the rusty key',
      ],
    },
    romance: {
      places: ['a small bookshop on a rainy street', 'a summer festival by the river', 'a rooftop café in Seoul'],
      companions: ['your childhood friend Jiwoo', 'the mysterious musician', 'your cheerful roommate'],
      items: ['the borrowed umbrella', 'the handwritten letter', 'the two concert tickets'],
      threats: ['the old misunderstanding', 'the rival with perfect timing', 'the job offer in another city'],
      scene: {
        setting: [
          'It starts to rain just as you reach {place}, [and you are not the only one who ran for cover|and the lights inside look warm].',
          'You had no plans for tonight until you found yourself at {place}, [fireworks about to begin|music drifting through the air].',
        ],
        detail: [
          'Someone reaches for the same book as you—[their fingers brush yours|you both laugh at once].',
          'In your bag is {item}, [which you never returned|which you have not been brave enough to use].',
        ],
        event: [
          '{companion} [appears out of nowhere|waves from across the crowd], [holding two cups of hot chocolate|looking nervous].',
          'Your phone buzzes: [“Are you free tonight?”|a message from someone you thought had forgotten you].',
        ],
        hook: [
          '[Your heart beats a little too loud|The moment feels like the start of a song].',
          '[But you also remember {threat}|Then you notice {threat}, and your smile falters].',
        ],
      },
      twists: [
        'A sudden gust blows {item} out of your hands, and [someone catches it|it lands at their feet].',
        'The fireworks begin, and [for a second nobody speaks|your eyes meet at exactly the wrong, right moment].',
        '{companion} says [“I have something to tell you”|your name in a way they never have before].',
        'A song you both know starts playing from [a street busker|the café speakers].',
      ],
      choices: [
        'Share the umbrella and walk together',
        'Confess your feelings honestly',
        'Ask {companion} to stay a little longer',
        'Give them the handwritten letter',
        'Pretend it is nothing and joke around',
        'Invite them to the concert',
        'Walk away to think it over',
        'Clear up the misunderstanding right now',
      ],
    },
    school: {
      places: ['the empty music room after school', 'the rooftop of your high school', 'the library during exam week'],
      companions: ['the class president', 'the transfer student who sits by the window', 'your best friend who talks too fast'],
      items: ['the mysterious club flyer', 'the notebook full of answers', 'the key to the old science lab'],
      threats: ['the strict vice principal', 'a rumour spreading through the class chat', 'tomorrow’s final exam'],
      scene: {
        setting: [
          'The bell has already rung, but you are still in {place}, [sunlight turning everything orange|the hallway strangely quiet].',
          'Nobody comes to {place} at this hour, which is why you [come here to think|were surprised to hear a piano].',
        ],
        detail: [
          'On your desk someone has left {item}, [with your name written on it|folded into a paper crane].',
          '[A chair is still warm|A window is open], as if someone [just left|was waiting for you].',
        ],
        event: [
          '{companion} bursts in, [out of breath|holding a phone], saying [“You have to see this!”|“We are in trouble”].',
          'Your phone lights up: [the class chat has exploded|a message from an unknown number].',
        ],
        hook: [
          '[And {threat} is coming down the hallway|The festival is in three days and nothing is ready].',
          '[Footsteps echo on the stairs|The door clicks shut behind you].',
        ],
      },
      twists: [
        'The flyer turns out to be for [a secret club that solves school mysteries|a band that needs a singer].',
        'A rumour spreads that [you and {companion} are dating|someone stole the exam papers].',
        'The old science lab door is [already unlocked|covered in strange chalk symbols].',
        'The vice principal announces [a surprise inspection|that the festival may be cancelled].',
      ],
      choices: [
        'Follow {companion} to the science lab',
        'Open the notebook and read it',
        'Hide in the supply closet',
        'Talk to the transfer student',
        'Post a reply in the class chat',
        'Study for the exam instead',
        'Search the music room for clues',
        'Ask the class president for help',
      ],
    },
    zombie: {
      places: ['a looted supermarket', 'the roof of a city hospital', 'a barricaded subway station'],
      companions: ['Nurse Dana', 'the teenager with a baseball bat', 'the soldier who lost his unit'],
      items: ['the half-full backpack of supplies', 'the radio with a low battery', 'the crowbar'],
      threats: ['the horde of the infected', 'the fast runner', 'the masked raiders'],
      scene: {
        setting: [
          'Day twelve of the outbreak: you are holed up in {place}, [counting cans|listening to the city moan].',
          'You slip into {place} at dusk, [the doors smeared with bloody handprints|glass crunching under your boots], [listening for the infected|praying no zombie heard you].',
        ],
        detail: [
          'Your only gear is {item}, [and it has to last|and it is not enough].',
          '[Sirens wail far away|A car alarm goes off somewhere], [drawing the dead|then stops suddenly].',
        ],
        event: [
          'Then the radio crackles: [“Safe zone at the harbour, boats leave at dawn”|“Is anyone out there?”].',
          'A shadow drops from above—{threat}, [faster than anything you have seen|still wearing a hospital tag].',
        ],
        hook: [
          '[The barricade groans under the weight|You hear fists pounding on the shutters].',
          '[{companion} is bitten—or maybe not, the wound is hard to see|The stairwell is the only way out].',
        ],
      },
      twists: [
        'A helicopter passes overhead, [dropping flares|ignoring your signals].',
        'The infected suddenly freeze, [listening to something you cannot hear|all turning the same way].',
        'You find a map marked with [a safe house|a military checkpoint] three blocks away.',
        '{companion} confesses [they have a vaccine sample|they were bitten days ago].',
      ],
      choices: [
        'Fight your way out with the crowbar',
        'Sneak through the back alley',
        'Climb to the roof and signal the helicopter',
        'Ask {companion} about the wound',
        'Search the pharmacy for medicine',
        'Run for the harbour before dawn',
        'Use the radio to call for help',
        'Barricade the door and wait',
      ],
    },
    time_travel: {
      places: ['Joseon-era Hanyang', 'Paris in 1889', 'a neon city in the year 2199'],
      companions: ['the scholar who thinks you are a spirit', 'your future self', 'the clockmaker who built the machine'],
      items: ['the pocket watch that ticks backwards', 'the photo from the future', 'your nearly dead smartphone'],
      threats: ['the Time Police', 'the paradox that erases memories', 'the collector of stolen moments'],
      scene: {
        setting: [
          'With a flash and a smell of burnt sugar, you land in {place}, [wearing the wrong clothes|with no way home].',
          'The watch stops, and when you open your eyes you are in {place}, [the air thick with smoke|bells ringing everywhere].',
        ],
        detail: [
          'In your hand, {item} [glows faintly|shows a date that keeps changing].',
          '[People stare at your sneakers|A horse nearly runs you over], and [someone shouts|a child points at you].',
        ],
        event: [
          '{companion} grabs your arm: [“You are early—by a hundred years”|“Do not touch anything”].',
          'A poster on the wall shows [your own face|tomorrow’s date], and {threat} [is already looking for you|has left a message].',
        ],
        hook: [
          '[Your reflection flickers, as if you are fading|The watch starts counting down from sixty].',
          '[If history changes, you may never be born|Somewhere, the machine is waiting to take you back].',
        ],
      },
      twists: [
        'You recognise a young stranger: [your grandmother|the inventor of the machine].',
        'Your photo starts to change—[people in it vanish|a new face appears].',
        'A second version of you [walks past without noticing|winks and disappears].',
        'The sky flickers between [day and night|past and future] for a heartbeat.',
      ],
      choices: [
        'Follow {companion} to the clock tower',
        'Use the watch to jump again',
        'Hide from the Time Police',
        'Talk to the young stranger',
        'Search for the machine',
        'Show them the smartphone',
        'Stay and change history',
        'Wait until midnight for the portal',
      ],
    },
    pirate: {
      places: ['the deck of the Black Gull', 'a smugglers’ sloop', 'a nameless island in the fog'],
      companions: ['Captain Rosa Redtide', 'the parrot that speaks three languages', 'the cabin boy who is secretly a princess'],
      items: ['the torn half of a treasure map', 'the brass compass that points to wishes', 'the cursed gold coin'],
      threats: ['the Royal Navy', 'the sea serpent', 'the mutineers below deck'],
      scene: {
        setting: [
          'Salt spray stings your eyes as you wake on {place}, [the sails cracking in the wind|gulls screaming overhead].',
          'You sneak onto {place} at midnight, [lanterns swaying|the sea black as ink].',
        ],
        detail: [
          'Tucked in your belt is {item}, [stolen from the governor|won in a card game].',
          '[The crew whispers about a curse|Somebody has carved a skull into the mast].',
        ],
        event: [
          'A cannon booms, and [the horizon fills with sails|the water boils beside the ship].',
          'A shout comes out of the fog: {threat}, [already alongside|dead ahead|closing fast].',
        ],
        hook: [
          '[The compass spins wildly, then points straight at the storm|The captain throws you a sword: “Can you use this?”].',
          '[An island appears where the map shows only sea|Below deck, someone has cut the anchor rope].',
        ],
      },
      twists: [
        'The two halves of the map glow when [they touch|moonlight hits them].',
        'A bottle drifts by with [a note in your own handwriting|a key inside].',
        'The parrot shouts [a secret the captain wanted hidden|the name of a traitor].',
        'The sea goes perfectly still, and [the ship begins to sink into the mist|a sunken city shines below].',
      ],
      choices: [
        'Raise the sails and outrun them',
        'Draw your sword and fight',
        'Follow the compass into the storm',
        'Talk to {companion} about the curse',
        'Dive for the sunken treasure',
        'Hide below deck with the map',
        'Negotiate with the enemy captain',
        'Throw the cursed coin into the sea',
      ],
    },
    cyberpunk: {
      places: ['the neon alleys of Sector 7', 'a rooftop noodle bar in Neo-Seoul', 'the server vault of Helix Corp'],
      companions: ['Byte the hacker', 'the retired cyborg detective', 'the street kid with a drone'],
      items: ['the stolen memory chip', 'the EMP grenade', 'the fake corporate ID'],
      threats: ['the corporate security drones', 'the bounty hunter with chrome arms', 'the Helix cleanup squad'],
      scene: {
        setting: [
          'Rain falls in pink neon over {place} as you [pull up your hood|check your implant’s battery].',
          'It is three in the morning in {place}, and [the holograms are selling dreams|the drones are out hunting].',
        ],
        detail: [
          '{item} burns a hole in your pocket; [everyone wants it|it is worth more than your life].',
          'Your eye implant flashes a warning: [signal traced|unknown code running].',
        ],
        event: [
          'A message appears in your vision: [“They know. Run.”|“Meet me at the noodle bar. Come alone.”].',
          'Searchlights sweep the street—{threat} [has found you|is closing the exits].',
        ],
        hook: [
          '[The chip starts playing a memory that is not yours|Your bank account drops to zero].',
          '[A door you never noticed opens in the wall|Somewhere, a countdown starts in your head].',
        ],
      },
      twists: [
        'The memory on the chip belongs to [the CEO of Helix|you, from a life you do not remember].',
        'The city’s lights [go dark block by block|turn red all at once].',
        '{companion} [reveals a corporate badge|loses connection mid-sentence].',
        'Your implant [unlocks a hidden ability|starts speaking in someone else’s voice].',
      ],
      choices: [
        'Hack the security drones',
        'Run across the rooftops',
        'Jack the chip into your implant',
        'Ask {companion} who sent the message',
        'Throw the EMP grenade',
        'Hide in the crowd of the night market',
        'Use the fake ID to enter the tower',
        'Confront {threat} head-on',
      ],
    },
  },
  sharedScene: {
    setting: [
      '[When you come to your senses|After walking for a long time|As you look up], you are [standing at|in the middle of] {place}, [strangely quiet around you|with the wind carrying an unfamiliar smell|with a clock ticking somewhere].',
      '[Today|For some reason] {place} [feels different|seems to be holding its breath|feels as if it has been waiting for you], [shadows stretching long at your feet|a faint light blinking in the distance|the air pulled tight like a wire].',
    ],
    detail: [
      '[At your fingertips|Deep in your bag|In your coat pocket] you find {item}, [heavier than you remember|still right where it should be|oddly warm], [though nobody ever told you why it is here|and you will learn later who put it there].',
      '{companion:cap} [clears their throat|frowns|tugs gently at your sleeve] and [scans the surroundings|starts to say something, then stops|whispers that something is off].',
      '[Your watch|The only clock in sight] [has stopped|shows a time that cannot be right|is running backwards], and [{companion} pretends not to notice|you decide not to mention it to {companion}|you feel {item} grow cold in your pocket].',
    ],
    event: [
      '[Just then,|At that very moment,|Before you can catch your breath,] [the air grows strangely heavy|every sound stops at once|a chill runs down your back], and you realise {threat} [is closer than you thought|will not wait].',
      '[Somewhere nearby,|Right under your feet,|Above your head,] [a strange sound rings out|a faint light flickers], and [the shadow|the presence] of {threat} [grows thicker|draws too close to avoid].',
    ],
    hook: [
      '[Now you have to choose|There is no time to hesitate|Everything depends on your next step], and [{companion} is looking only at you|{item} trembles in your hand].',
      '[Something moves just out of sight|Close by, a sound stops short|A light nearby goes out], and [whoever it is knows you are here|you realise you are not alone|you stop breathing for a second].',
      '[In the distance,|Right in front of you,] [someone calls your name|a door slowly opens|a single light beckons], and no one knows [what waits behind it|where it leads].',
      '[Somewhere behind you|Not far ahead], [a bell rings once|glass breaks|a dog starts barking], and [you know you are out of time|whatever happens next is up to you].',
    ],
  },
  retell: {
    plain: ['You [decide to|choose to] {choice}.', 'Heart pounding, you {choice}.', 'Without hesitating, you {choice}.', 'You take a breath and {choice}.'],
    quoted: ['You make your choice: “{choice}.”', '“{choice},” you decide, and there is no turning back.'],
  },
  reactions: {
    fight: [
      'You move before fear can stop you, and {threat} [is caught off guard|did not expect anyone to fight back]; [it will remember this|for now, it backs away].',
      '[The clash is over in seconds|It ends as suddenly as it began]: you are [shaking|bruised] but standing, and {threat} [has lost its nerve|retreats to lick its wounds].',
      'Steel meets shadow; {threat} [staggers back|hisses and retreats], [but not for long|wounded and furious].',
      'It is fast and messy, and [you barely land the blow|your arm goes numb], but {threat} [gives ground|breaks off the attack].',
    ],
    flee: [
      'You [vault over|scramble past] everything in your way and do not stop until [your legs give out|the danger is only a rumour behind you].',
      '[Doors|Corners|Shadows] blur past; when you finally stop, [you are somewhere you have never been|you can hear only your own heartbeat].',
      'You run until [your lungs burn|the noise fades], [and {threat} loses your trail|only to find yourself somewhere unfamiliar].',
      'You make it out [by a heartbeat|with a scrape on your arm], [leaving {place} behind|the sounds of pursuit fading].',
    ],
    hide: [
      'You make yourself small and silent. [Seconds stretch into minutes|Your heart is the loudest thing for miles], and nothing finds you.',
      'From your hiding place you [see|overhear] something you were never meant to: [a name|a plan|a secret meeting].',
      'You [hold your breath|press yourself into the dark] as {threat} passes [close enough to touch|without a sound].',
      'For a long moment nothing moves; then [footsteps fade|the danger drifts away], and you notice [something glinting nearby|a passage you had missed].',
    ],
    talk: [
      '[They listen|There is a long pause], and then the answer comes [slowly|all at once]: [more than you asked for|not what you expected at all].',
      'Your words [break the tension|hit a nerve], and [a story spills out|someone finally tells you the truth].',
      'The words [land better than you hoped|hang in the air a moment], and [a smile breaks through|an honest answer comes back].',
      'The conversation [reveals a secret|turns unexpectedly personal]: someone has been hiding the truth.',
    ],
    use: [
      '[Your hands are not quite steady|It takes two tries], but {item} [answers|works], and [a way forward opens|the danger hesitates].',
      'You trust {item}, and it [does not let you down|surprises you]: [something hidden is revealed|the air hums with new possibility].',
      '{item} [flares to life|does exactly what you hoped], [lighting the way forward|and the air itself seems to hold its breath].',
      'You use {item}, and [something clicks into place|a hidden mechanism answers], [though it costs more than expected|opening a new path].',
    ],
    search: [
      'You go over everything [twice|inch by inch], and [a loose board|a scrap of paper|a scratch on the wall] [gives up its secret|tells a story no one else noticed].',
      'At first there is nothing. Then [your fingers find a seam|the light catches something], and you know you were right to look.',
      'Searching carefully, you find [a scratched symbol|a hidden compartment] that [changes everything|someone wanted to stay buried].',
      'Your patience pays off: [a detail out of place|a faint trail] points somewhere [no one thought to look|you did not expect].',
    ],
    follow: [
      'You keep going, [step after careful step|faster than is wise], and [the way changes around you|the path opens into something unexpected].',
      'The way ahead [narrows|twists] until [you reach a place no map shows|you can no longer tell how far you have come].',
      'The trail leads [deeper than you expected|around a bend you never noticed], [ending at a door|opening onto a hidden place].',
      'You go on, and with every step {place} feels [stranger|more alive], until [the path splits|something is waiting].',
    ],
    open: [
      'It resists, then gives way all at once, and [dust|light|a cold draught] [rushes out|pours over you] like a held breath.',
      '[Behind it|Inside], waiting as if it had always been there, is [a way forward|something that changes your plans].',
      'It opens with [a groan|a soft click], revealing [a narrow passage|more than you bargained for].',
      'The lock gives way, and [cold air spills out|a light flickers on inside], [as if it had been waiting|as if someone expected you].',
    ],
    wait: [
      'You hold still and let the moment come to you. [It does|Something shifts], [quietly|at last], and you are ready.',
      'Time stretches; [a clock ticks somewhere|your breath slows], and then [the chance you waited for arrives|the first clue shows itself].',
      'You wait, and the silence [tells you more than words|stretches on], until [a sound breaks it|something finally moves].',
      'Patience reveals [a pattern in the danger|a moment of opportunity], [small but real|gone in seconds].',
    ],
    other: [
      'You do it before you can change your mind.',
      'You do it as calmly as you can, and keep your eyes open.',
      'You do it quickly, and then you wait to see what it changes.',
    ],
  },
  keepers: [
    '{companion:cap} [stays close beside you|keeps half a step behind you], saying nothing for now.',
    '{companion} [stays close beside you|mutters that this is a terrible idea], and {item} [feels heavier than before|is still safe in your hand].',
    'You check that {item} is still with you, [and glance at {companion}|relieved to have {companion} nearby].',
    '{companion:cap} [nods without a word|watches you with worried eyes|shrugs and smiles], and [your grip on {item} tightens|it helps that {item} is still safe].',
    '[You check {item} once more|You take a deep breath] and [meet the eyes of {companion}|step closer to {companion}], [glad you are not alone|sure that together you can do this].',
  ],
  prompts: ['What will you do?', 'What is your next move?', 'Choose your path:'],
  sharedTwists: [
    'Somewhere close, [a bell rings three times|a door slams|a radio crackles to life], and then everything goes quiet again.',
    'You notice [fresh tracks|a chalk mark|a torn scrap of cloth] that [was not there a minute ago|someone clearly wanted you to find].',
    'The air changes: [colder|heavier|strangely sweet], as if {place} itself [has noticed you|is holding its breath].',
    'From far off comes [a laugh|a scream|your own name], [cut short|carried on the wind], and you cannot tell whose voice it was.',
    'For a heartbeat you are sure you have [been here before|seen this exact moment in a dream], and the feeling will not go away.',
    'A [small|crumpled] note flutters to your feet. It says only: “[Not that way.|Trust no one.|You are late.]”',
    '[The light flickers|The ground trembles|Every sound stops], and when it passes, {threat} feels [much closer|farther away, for now].',
    '{companion:cap} [goes pale|stops dead|grabs your arm] and points at something you had missed.',
  ],
  sharedChoices: [
    'Look around carefully before moving',
    'Stay still and listen',
    'Go back the way you came',
    'Ask {companion} what they think',
    'Leave a mark so you can find your way back',
    'Follow the sound you just heard',
  ],
};
