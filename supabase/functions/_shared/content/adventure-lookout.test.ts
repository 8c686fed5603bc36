import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { lookoutHeight } from './adventure-lookout.ts';
import { storyCast } from './adventure-cast.ts';

function continueWith(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string): string {
  const out = generateContent('adventure-continue', { input, currentStory, choice }, { language, seed: 5 });
  return typeof out === 'string' ? out : JSON.stringify(out);
}

describe('adventure: a climb made to look (round 10)', () => {
  it.each<[ContentLanguage, string, string | null]>([
    ['en', 'climb the mast to look above the fog', 'mast'],
    ['en', 'climb the tree', 'tree'],
    ['en', 'climb the tree and throw stones at them', null],
    ['en', 'climb over the wall to escape', null],
    ['vi', 'leo lên mái nhà để nhìn', 'mái nhà'],
    ['ko', '나무 위에 올라가 주변을 살핀다', '나무'],
    ['ko', '담을 넘어 도망친다', null],
    ['zh', '爬上钟楼看看', '钟楼'],
  ])('%s: "%s" climbs %s to look', (language, told, height) => {
    expect(lookoutHeight(told, language)).toBe(height);
  });

  it('the height shows something of the story\'s kind, above the fog when there is fog; nobody climbs beside the player', () => {
    const en = continueWith('en', 'pirate', "Your ship drifts into a fog so thick you can't see the bow. Captain Mara orders silence. Somewhere ahead, a bell rings three times.\n1. Steer toward the bell\n2. Drop anchor and wait", 'I climb the mast to look above the fog');
    expect(en).toContain('your head comes out above it');
    expect(en).toContain('the masts of another ship');
    expect(en.split('\n\n')[0]).not.toContain('Captain Mara');
    const vi = continueWith('vi', 'zombie', 'Bạn và em gái trốn trong siêu thị. Bên ngoài có tiếng gào.\n1. Leo lên mái nhà để nhìn\n2. Chặn cửa', '1');
    expect(vi).toContain('lũ xác sống');
    const ko = continueWith('ko', 'fantasy', '숲속에서 길을 잃었다. 요정 루미가 네 어깨 위에 앉아 있다.\n1. 나무 위에 올라가 주변을 살핀다\n2. 왔던 길로 돌아간다', '1');
    expect(ko).toContain('위에서 보니');
    expect(ko).not.toContain('당신');
    const zh = continueWith('zh', 'mystery', '庄园里的管家失踪了。雨夜，你站在院子里。\n1. 爬上钟楼看看\n2. 去管家的房间', '1');
    expect(zh).toContain('从高处');
  });

  it('a role word followed by an event names nobody: "管家失踪了" is no person called 失踪了', () => {
    expect(storyCast('庄园里的管家失踪了。雨夜，你站在院子里。', 'zh')).toEqual([]);
    expect(storyCast('管家老周站在门口。', 'zh').map((member) => member.name)).toEqual(['老周']);
    // A coverb after a two-character name is no part of it (round 10: "林夏把沉默了一会儿").
    expect(storyCast('毕业典礼结束后，同桌林夏把一本相册塞到你手里。', 'zh').map((member) => member.name)).toEqual(['林夏']);
  });
});
