import { describe, expect, it } from 'vitest';
import { secondPerson } from './second-person.ts';

describe('the visitor’s first person said back in the second (issue 13)', () => {
  it.each([
    ['en', 'I finally sold my old car and we took the bus', 'you finally sold your old car and you took the bus'],
    ['vi', 'chúng tôi định chở em gái về quê', 'các bạn định chở em gái về quê'],
    ['vi', 'tụi mình vừa chuyển nhà, mình thấy trống trải', 'các bạn vừa chuyển nhà, bạn thấy trống trải'],
    ['ko', '제가 이사 왔어요', '이사 왔어요'],
    ['zh', '我们把旧自行车刷成了黄色', '你们把旧自行车刷成了黄色'],
  ] as const)('%s: %s', (language, clause, said) => {
    expect(secondPerson(clause, language)).toBe(said);
  });
});
