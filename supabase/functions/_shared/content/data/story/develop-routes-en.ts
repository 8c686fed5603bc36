/**
 * English second routes through each family (slots as in develop-en.ts): the letter asks for something, the keys belong
 * to the neighbours, the song comes back each night, the station is seen from the train, the old slip has a box waiting,
 * the stranger's daughter comes instead, the tree flowers for a homecoming.
 */
import type { DevelopBeats, StoryFamily } from './develop-types.ts';

export const developRoutesEn: Readonly<Record<StoryFamily, DevelopBeats>> = {
  letter: {
    begin: [
      [
        '{P} read {thing} standing up, right there, [before the doubt could start|without even sitting down]. It was [one page|two short pages], written in pencil and pressed hard, as if the writer had been afraid the words would fade.',
        '{thing:cap} was [sealed with tape|in a plain envelope with no stamp], and inside, the writing ran right to the edges of the paper, as if there had been more to say than room to say it.',
      ],
    ],
    middle: [
      [
        '{?returned}“[{lost:cap} took me to see my mother for the last time|{lost:cap} got me to the hospital the night my daughter was born]. I could not pay for what I took, so I am paying with the truth. [The brakes were bad; I fixed them.|There is a new chain; the old one was about to snap.]”',
        '{!returned}“[Please keep the light on one more night. My granddaughter is coming to find me, and I told her to look for the only window still awake.|Tomorrow I go to live with my son, far away. Thank you for three months of good mornings at the worst hour of the night. I will miss this more than you know.]”',
      ],
      [
        '{?returned}{?elder}{P} showed it to {elder}, who read it twice, went quiet, and then laughed out loud: the brakes had squeaked for years, and nobody had ever got round to them.',
        '{?returned}{!elder}{P} took {lost} out that evening. It ran more smoothly than it had in years, and in the pocket under the seat there was [a clean rag, folded|a little packet of spare bulbs], left like a thank-you.',
        '{!returned}{P} folded {thing} and put it away, and for the rest of the night [every sound at the door|every footstep outside] made {Pme} look up.',
      ],
      [
        '{?returned}{P} did not look for the writer. Some people [only want to be forgiven at a distance|need to stay a stranger to be honest], and the letter said everything it needed to.',
        '{!returned}[The next evening|Near the end of the next night], a young woman came in and asked shyly whether an old man had left anything here. She had the same handwriting; {P} could tell from the way she wrote her number down.',
      ],
    ],
    end: [
      [
        '{?returned}{thing:cap} stayed folded in the pocket under the seat, where {P} could find it whenever {lost} needed reminding that it had once done something brave.',
        '{!returned}{P} gave her {thing} to read. She read it with her hand over her mouth, and then she laughed, and asked if she could come back, sometimes, at that hour.',
      ],
    ],
  },
  sound: {
    begin: [
      [
        'The next night it happened again, at the same minute. [And the night after.|Then again, a night later.] Each time the song was the same, and each time it went on one verse longer.',
        'It came back the following night, and {P} was ready this time, sitting in the dark beside {thing} with {their} phone held up to record it.',
      ],
    ],
    middle: [
      [
        'The new verse was about a place: [a kitchen with a blue door|a house by a railway line] and a window where someone used to wait. It was sung so plainly that {P} could almost smell the rooms.',
        'When {P} played the recording back, there was nothing on it but {Ps} own breathing — and yet {P} could still hum every note, [as clearly as a nursery rhyme|as if {they} had always known it].',
      ],
      [
        '{?elder}{elder:cap} listened from the doorway, and at the last line said softly, “That’s my voice.” [Sixty|Fifty] years ago, {elder} had sung it once into a borrowed microphone, for someone who was going away.',
        '{!elder}Inside the back of {thing}, when {P} finally opened it, there was no wiring worth the name — only dust and a folded slip of paper with the first line of the song written on it, in a hand {P} did not know.',
      ],
    ],
    end: [
      [
        '{?elder}After that night the song never played again. But {elder} sang it sometimes, in the kitchen, and {P} learned the words at last.',
        '{!elder}The song has not come back since. {P} kept the slip of paper, and sometimes, on quiet nights, {P} sang the first line aloud to see if anything would answer.',
      ],
    ],
  },
  key: {
    begin: [
      [
        '{?agent}Every one of the keys had a tiny paper tag on its ring, [the ink faded to brown|written in the same neat hand], with a number on it: [3, 7, 12|2, 5, 9] — the numbers of doors in {Ps} own street.',
        '{!agent}A paper tag was tied to the key with [string|a twist of wire], and on it, in [faded|careful] ink, was [an address on the other side of town|a street name and a single word: “home.”]',
      ],
    ],
    middle: [
      [
        '{?agent}{P} knocked at the first number. The man who answered stared at the key in {Ps} hand and said, “I lost that [the winter my wife died|twenty years ago]. I looked everywhere.”',
        '{!agent}{P} went to the address. The woman who answered [leaned on a stick|had flour on her hands], looked at the key, and sat down on her own doorstep [as if her legs had given way|without a word].',
      ],
      [
        '{?agent}It went the same way at every door: [a spare for a shed nobody used any more|the key to a bicycle long gone], a back-door key from before the locks were changed. {agent:cap}, it seemed, had been collecting the street’s lost keys for years, and had decided it was time to give them back.',
        '{!agent}“It’s the key to my first home,” she said[ at last| when she could speak]. “I left it behind when we had to move, and I have dreamed about that door ever since.” The house was still standing; she had simply never been brave enough to go and look.',
      ],
    ],
    end: [
      [
        '{?agent}By the end of the week {P} knew the name of everyone in the street, and {agent} sat on the wall watching them all, looking extremely pleased with itself.',
        '{!agent}They went together [the next Sunday|that weekend]. The key no longer fitted, of course, but the new owners [let them in for tea|showed them round], and she stood in the kitchen for a long time, [smiling at nothing|touching the window frame].',
      ],
    ],
  },
  place: {
    begin: [
      [
        '{P} did not get off. Through the window the platform went by slowly, [lamp by lamp|bench by bench], and every person on it turned, one after another, to watch the train pass.',
        '{P} pressed {their} face to the glass. The station was lit the colour of old film, and people stood on the platform in clothes from [another decade|long ago], waiting for a train that was not this one.',
      ],
    ],
    middle: [
      [
        'One of them lifted a hand and waved, and with a jolt {P} knew the face: [younger than in any photograph, but unmistakable|the same smile as in the photo on the fridge at home].',
        'The name on the sign, up close, was the name of the street where {P} had grown up — spelled exactly as {P} had spelled it as a child, with the same mistake.',
      ],
      [
        'Then the doors closed without a sound, and the carriage slid back into the dark tunnel, and the next station was the usual one, bright and loud.',
        'The train did not stop. It slowed, as if out of politeness, then gathered speed again, and the lights of the platform shrank to a single point and went out.',
      ],
    ],
    end: [
      [
        'The next morning {P} checked the map of the line. Between the two stations there was nothing — only a small blank gap where the ink looked slightly paler than everywhere else.',
        '{P} has taken the same train home many times since, [awake all the way|never once falling asleep], and never seen that station again. But {P} always looks at the dark between the two stops.',
      ],
    ],
  },
  oldDate: {
    begin: [
      [
        'The handwriting on {thing} stopped {Pme} cold: it was {Ps} own. The same loops, the same careless last letter — on a piece of paper older than {Ps} time in this city.',
        '{P} showed {thing} to the landlord the next morning. {P} expected a shrug; instead the landlord sat down heavily and said, “So you’re the one.”',
      ],
    ],
    middle: [
      [
        'The tenant before — [ten|many] years before — had carried the same name, the landlord said, and had left in a hurry, leaving behind one box and one instruction: “for whoever comes here with my name.”',
        'The landlord took one look at it, went down to the cellar without a word, and came back with a box that had been waiting there all this time. Inside were [letters, unsent, all addressed to the same person|a stack of postcards with nothing written on them], and on top, a note that said: “You will know what to do with these.”',
      ],
      [
        '{P} read them that night [at the kitchen table|on the floor of the empty room]. They were written to someone the writer had been afraid to call — and the phone number was still at the bottom of every one.',
        'There was a phone number on the note. {P} called it, heart pounding, and a voice answered that sounded tired and kind and was waiting, it turned out, for exactly this call.',
      ],
    ],
    end: [
      [
        '{P} put {thing} back at the very back of the wardrobe when it was over. Some things belong to the place they were found, and this one had finally done its job.',
        'Some people carry a name for a while and hand it on. {P} kept {thing}, and the next time {P} moved, {they} left it behind, tucked in at the back, for whoever came next.',
      ],
    ],
  },
  visitor: {
    begin: [
      [
        '{?item}In the pocket of {item} {P} found a photograph, [soft with water|curled at the edges]: a young couple on some steps, squinting into the sun, the date written on the back in pencil.',
        '{!item}{visitor:cap} did not sit down. {vhe:cap} stood by the door the whole time, as if afraid that sitting would make {vhis} errand less urgent.',
      ],
    ],
    middle: [
      [
        '{visitor:cap} saw {Pme} holding it and nodded. “[That’s us. She always said the morning was the best part.|We were married on those steps. She never let me forget I was late.]” {vhe:cap} did not say anything else.',
        '{P} worked quietly, and {visitor} watched every move as if the work were [a clock counting down|something precious that might break].',
      ],
      [
        '{?deadline}At {deadline} the door opened, and it was not {visitor} but a woman about {Ps} age, out of breath. “My father asked me to collect it,” she said. “He said you would understand.”',
        '{!deadline}At first light the door opened, and it was not {visitor} but a woman about {Ps} age, out of breath. “My father asked me to collect it,” she said. “He said you would understand.”',
      ],
    ],
    end: [
      [
        '{P} did not ask where her father was. She held the clean, folded bundle to her chest for a moment, said thank you twice, and went out into the early light.',
        'She came back a week later with [a box of pastries|a card] and the rest of the story, and {P} listened to all of it, [leaning on the counter|standing in the doorway], until the morning rush began.',
      ],
    ],
  },
  bloom: {
    begin: [
      [
        'The whole way there {P} kept hearing the words on the phone, and how [strange|excited] the voice had sounded saying them.',
        '{P} arrived [after dark|late in the afternoon] and smelled the flowers before seeing them, sweet and warm in the cold air.',
      ],
    ],
    middle: [
      [
        'The whole yard was full of people: cousins {P} had not seen in years, [an uncle who had not been home in years|relatives who lived days away], all standing under {thing} with their faces turned up to the flowers.',
        '{thing:cap} stood in the cold light, every branch loaded with blossom, and under it someone had set out chairs, as if the tree had sent invitations.',
      ],
      [
        '{?elder}{elder:cap} took {Ps} hand. “It only blooms like this when everyone is about to come home,” {elder} said. “Last time, your grandfather came home a week later, after three years away.”',
        '{!elder}Nobody had been told to come, exactly. Each of them had simply heard, somehow, and dropped everything, and nobody could explain it.',
      ],
    ],
    end: [
      [
        'That night they ate together under {thing} and its flowers, [wrapped in coats|with a fire going], and for once nobody looked at the time.',
        'By morning the first petals had started to fall from {thing}. But nobody minded; the tree had done what it came to do.',
      ],
    ],
  },
};
