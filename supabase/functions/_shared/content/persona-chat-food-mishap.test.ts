/**
 * The lead's read of round 9 (issue 13): a food word in a mishap or in eating alone fired the food intent, so the
 * psychologist asked whether hunger made the visitor cross, and the girl persona told them to eat the spilled coffee in
 * a park. Such a message is not about food.
 */
import { describe, expect, it } from 'vitest';
import { detectIntents } from './persona-chat.ts';

describe('food that is not the topic', () => {
  it.each([
    'Em mới chuyển công ty được hai tuần mà chưa nói chuyện được với ai, trưa nào cũng ăn một mình.',
    '今天在地铁上把咖啡洒在一个帅哥的白衬衫上了，他居然笑着说没事',
    'I spilled coffee all over my new laptop this morning.',
    '회사에서 맨날 혼자 점심 먹어요.',
  ])('%s is not a food message', (message) => {
    expect(detectIntents(message)).not.toContain('food');
  });
  it.each(['Tối nay ăn gì đây, đói quá', '今晚吃什么好呢？', "I'm starving, what should I cook?", '배고파요, 뭐 먹지?'])('%s still is', (message) => {
    expect(detectIntents(message)).toContain('food');
  });
});
