import { describe, expect, it } from 'vitest';
import { secondPersonChoice } from './adventure-person.ts';

describe('secondPersonChoice', () => {
  it('turns an English first-person choice into an action told to "you"', () => {
    expect(secondPersonChoice('lock the door behind me', 'en').text).toBe('lock the door behind you');
    expect(secondPersonChoice('I duck into the pharmacy and lock the door behind me.', 'en')).toEqual({ text: 'duck into the pharmacy and lock the door behind you', clause: false, rewritten: true });
    expect(secondPersonChoice('I’ll open the chest with my key', 'en').text).toBe('open the chest with your key');
    expect(secondPersonChoice('We hide our map under the floor', 'en').text).toBe('hide your map under the floor');
  });

  it('keeps a subject of its own as a clause ("I’m hiding" → "you’re hiding")', () => {
    expect(secondPersonChoice("I'm hiding behind the door", 'en')).toEqual({ text: 'you’re hiding behind the door', clause: true, rewritten: true });
  });

  it('leaves an imperative choice as written', () => {
    expect(secondPersonChoice('Ask Sir Bren what the runes mean', 'en')).toEqual({ text: 'Ask Sir Bren what the runes mean', clause: false, rewritten: false });
    expect(secondPersonChoice('Wear the mask', 'en').text).toBe('Wear the mask');
  });

  it('turns Korean 나는/내가/나랑/내 into 당신 and drops a leading subject', () => {
    expect(secondPersonChoice('나는 손전등을 끄고 개를 꼭 끌어안는다', 'ko').text).toBe('손전등을 끄고 개를 꼭 끌어안는다');
    expect(secondPersonChoice('내가 직접 데이터 칩을 꽂아 본다', 'ko').text).toBe('직접 데이터 칩을 꽂아 본다');
    expect(secondPersonChoice('군인에게 나랑 같이 항구까지 가자고 말한다', 'ko').text).toBe('군인에게 당신과 같이 항구까지 가자고 말한다');
    expect(secondPersonChoice('내 지도를 펼친다', 'ko').text).toBe('당신의 지도를 펼친다');
    expect(secondPersonChoice('문을 열어 볼게', 'ko').text).toBe('문을 열어 본다');
  });

  it('turns Vietnamese tôi into bạn but keeps the reflexive “của mình”', () => {
    expect(secondPersonChoice('Tôi giấu chiếc đồng hồ vào túi áo', 'vi').text).toBe('giấu chiếc đồng hồ vào túi áo');
    expect(secondPersonChoice('hỏi ông ấy về bức thư của tôi', 'vi').text).toBe('hỏi ông ấy về bức thư của bạn');
    expect(secondPersonChoice('cất con dao vào túi của mình', 'vi').text).toBe('cất con dao vào túi của mình');
  });

  it('turns Chinese 我/我们 into 你/你们', () => {
    expect(secondPersonChoice('我把罗盘藏进靴子里', 'zh').text).toBe('把罗盘藏进靴子里');
    expect(secondPersonChoice('告诉船长我的名字', 'zh').text).toBe('告诉船长你的名字');
    expect(secondPersonChoice('我们一起跳下去', 'zh').text).toBe('一起跳下去');
  });
});
