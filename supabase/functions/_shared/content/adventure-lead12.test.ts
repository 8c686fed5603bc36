import { describe, expect, it } from 'vitest';
import { readGuideAsk } from './adventure-guide.ts';

describe('a titled person of the story is asked to guide the player (issue 13, round 12)', () => {
  it.each([
    ['get Dr. Amara to walk me through how to reseal the airlock', 'The airlock seal is hissing. Dr. Amara is on the other side of the glass, pointing at the panel.', 'Dr. Amara'],
    ['ask Captain Reyes to talk me through lowering the lifeboat', 'The deck tilts. Captain Reyes shouts orders from the wheelhouse while the lifeboat swings on its ropes.', 'Captain Reyes'],
  ])('%s', (choice, story, person) => {
    expect(readGuideAsk(choice, story, 'en')?.person).toBe(person);
  });
});
