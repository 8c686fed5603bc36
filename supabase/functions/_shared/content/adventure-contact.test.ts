import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { helpContact } from './adventure-contact.ts';

function continueWith(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string): string {
  const out = generateContent('adventure-continue', { input, currentStory, choice }, { language, seed: 5 });
  return typeof out === 'string' ? out : JSON.stringify(out);
}

describe('adventure: a call for help to a service far away (round 10)', () => {
  it.each<[ContentLanguage, string, string | null]>([
    ['en', 'radio mission control', 'mission control'],
    ['en', 'call the police', 'the police'],
    ['en', 'call your sister', null],
    ['vi', 'dùng bộ đàm gọi trung tâm cứu hộ', 'trung tâm cứu hộ'],
    ['vi', 'gọi Lan ra ban công', null],
    ['ko', '무전기로 경찰에 연락한다', '경찰'],
    ['ko', '지호에게 연락한다', null],
    ['zh', '联系地面控制中心', '地面控制中心'],
    ['zh', '给妈妈打电话', null],
  ])('%s: "%s" calls %s', (language, told, who) => {
    expect(helpContact(told, language)).toBe(who);
  });

  it('the service answers as a service (heard, how far help is), never "I am coming" like a friend', () => {
    const en = continueWith('en', 'space', 'The oxygen alarm goes off. Engineer Cole says the spare tanks are in bay B, but the door is jammed.\n1. Pry the door open\n2. Radio mission control', '2');
    expect(en).toContain('mission control answers');
    expect(en).toMatch(/A ship is on its way/u);
    expect(en).not.toMatch(/I'm coming/u);
    const ko = continueWith('ko', 'mystery', '폭우로 고립된 산장에서 주인 할아버지가 사라졌다. 무전기 하나가 남아 있다.\n1. 무전기로 경찰에 연락한다\n2. 할아버지 방을 살펴본다', '1');
    expect(ko).toContain('경찰에서');
    expect(ko).toContain('아침 전에는 못 갑니다');
    const vi = continueWith('vi', 'zombie', 'Bạn và em gái trốn trên sân thượng bệnh viện. Bạn còn một chiếc bộ đàm.\n1. Dùng bộ đàm gọi trung tâm cứu hộ\n2. Chặn cửa sân thượng', '1');
    expect(vi).toContain('trung tâm cứu hộ trả lời');
    expect(vi).toContain('Bốn mươi phút nữa');
  });

  it('on a story clock, help cannot arrive in time: the service talks the player through it, and no option asks how long', () => {
    const zh = continueWith('zh', 'space', '空间站的氧气警报突然响起，只剩两个小时的氧气。工程师王涛说备用氧气罐在B舱，但B舱的门卡住了。\n1. 去B舱撬门\n2. 联系地面控制中心\n3. 检查主氧气系统', '2');
    expect(zh).toContain('这个时间里谁也赶不到');
    expect(zh).toContain('问地面控制中心下一步怎么做');
    expect(zh).not.toContain('到底还要多久');
  });
});
