import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateAdventureContinue } from './adventure.ts';
import { readGuideAsk } from './adventure-guide.ts';
import { choiceAct } from './adventure-grounded.ts';

describe('a titled person of the story is asked to guide the player (issue 13, round 12)', () => {
  it.each([
    ['get Dr. Amara to walk me through how to reseal the airlock', 'The airlock seal is hissing. Dr. Amara is on the other side of the glass, pointing at the panel.', 'Dr. Amara'],
    ['ask Captain Reyes to talk me through lowering the lifeboat', 'The deck tilts. Captain Reyes shouts orders from the wheelhouse while the lifeboat swings on its ropes.', 'Captain Reyes'],
  ])('%s', (choice, story, person) => {
    expect(readGuideAsk(choice, story, 'en')?.person).toBe(person);
  });
});

describe('a one-line question put to a person of the story is answered at once (issue 13, round 12)', () => {
  it.each([
    ['en', 'I ask her what happens if I get the riddle wrong', 'she', 'consequence'],
    ['en', 'ask the ferryman which way the current runs', 'the ferryman', 'direction'],
    ['vi', 'hỏi bác tiều phu nếu đi theo tiếng chuông thì sao', 'bác tiều phu', 'consequence'],
    ['ko', '문지기에게 틀리면 어떻게 되는지 물어본다', '문지기', 'consequence'],
    ['ko', '선장에게 연기가 어느 쪽에서 올라오는지 물어본다', '선장', 'direction'],
    ['zh', '问老船长如果我们不上岛会怎样', '老船长', 'consequence'],
  ] as const)('%s: %s', (language, choice, target, question) => {
    const act = choiceAct(choice, language);
    expect(act?.target).toBe(target);
    expect(act?.question).toBe(question);
  });

  it.each([
    ['en', 'The rope bridge sways over the chasm. On the far side, an old woman in a grey hood is waiting. She calls out that she will only let you pass if you answer her riddle.\n1. Start crossing the bridge\n2. Shout back and ask for the riddle\n3. Look for another way down', 'I ask her what happens if I get the riddle wrong', /no second try/u],
    ['ko', '동굴 입구에 늙은 문지기가 서 있다. 그는 수수께끼를 맞혀야 지나갈 수 있다고 말한다.\n1. 수수께끼를 듣는다\n2. 돌아간다\n3. 몰래 지나간다', '문지기에게 틀리면 어떻게 되는지 물어본다', /두 번째 기회는 없어요/u],
    ['zh', '小岛上起了雾。老船长站在船头，望着岸边的树林。\n1. 上岛\n2. 留在船上\n3. 放小艇', '问老船长如果我们不上岛会怎样', /没有第二次机会/u],
  ] as const)('%s: the answer states the consequence, never "sit down, it is longer than you think"', (language, currentStory, choice, answer) => {
    const text = generateAdventureContinue({ input: 'fantasy', currentStory, choice }, { language, random: seededRandom(1) });
    expect(text).toMatch(answer);
    expect(text).not.toMatch(/longer than you think|생각보다 긴 얘기|比你想的长/u);
  });
});
