/**
 * Round 17 (issue 13), lyrics (lyr18): the before-set requests of round17-lyr18.before.json whose theme is a clause
 * (an act, a decision, an event) answered by the families' path or the stock fall-through, and held-out ones. Before
 * this round such a song opened on a family's stock image (an office at night for missing the last train, a kitchen for
 * taking one's parents on a plane) and recalled cut pieces of the clause as things ("心里装着飞机", "자꾸 가르쳐
 * 드리기가 눈에 밟혀", "又想起旅游"). Positive facts: the act told back, turned to the singer, then its rest. Negative
 * facts: the whole theme pasted as one line, a cut piece recalled as a thing.
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, lyrics } from '../lyrics-case.ts';

export const cases: EvalCase[] = [
  lyrics('r17-lyr18-en-1', 'en', 'missing the last train home on new years eve and walking 2 hours', 'general', 'indie_folk', [
    inBody('the act told back', /missing the last train home/u),
    inBody('then its time and the walk', /On new years eve and walking 2 hours/u),
  ]),
  lyrics('r17-lyr18-en-2', 'en', 'my best friend moving to another country next month', 'sadness', 'ballad', [
    inBody('the friend given the verb', /My best friend is moving to another country/u),
  ]),
  lyrics('r17-lyr18-en-3', 'en', 'my sister moving to Seoul after her wedding', 'sadness', 'ballad', [
    inBody('the sister given the verb', /My sister is moving to Seoul/u),
    inBody('then its time', /After her wedding/u),
  ]),
  lyrics('r17-lyr18-vi-1', 'vi', 'thi trượt đại học mà không dám nói với bố mẹ', 'sadness', 'rap', [
    inBody('the failed exam told by the singer', /Ta thi trượt đại học/u),
    inBody('not daring to tell the parents', /Mà không dám nói với bố mẹ/u),
  ]),
  lyrics('r17-lyr18-vi-2', 'vi', 'lần đầu dắt con đi học lớp 1', 'hope', 'free_verse', [
    inBody('the first time told by the singer', /Lần đầu, ta dắt con/u),
    inBody('no "lớp 1" looked back on as a thing', not(/nhìn lớp 1/u)),
  ]),
  lyrics('r17-lyr18-vi-3', 'vi', 'chạy xe ôm về quê lúc nửa đêm', 'longing', 'song', [
    inBody('the act told by the singer', /Ta chạy xe ôm/u),
  ]),
  lyrics('r17-lyr18-ko-1', 'ko', '회사 그만두고 제주도 내려가기로 결심했어', 'hope', 'song', [
    inBody('the decision told in its parts', /회사 그만두고\n제주도 내려가기로 결심했어/u),
    inBody('no cut verb recalled as a thing', not(/내려가기가|내려가기를/u)),
  ]),
  lyrics('r17-lyr18-ko-2', 'ko', '할머니한테 스마트폰 가르쳐 드리기', 'joy', 'dance_pop', [
    inBody('the act sung as its day', /할머니한테 스마트폰 가르쳐 드리는 날/u),
    inBody('no "가르쳐 드리기" recalled as a thing', not(/드리기가|드리기를/u)),
  ]),
  lyrics('r17-lyr18-ko-3', 'ko', '야근 끝나고 혼자 한강 걸었어', 'comfort', 'ballad', [
    inBody('the walk told after the overtime', /야근 끝나고\n혼자 한강 걸었어/u),
  ]),
  lyrics('r17-lyr18-zh-1', 'zh', '第一次带爸妈坐飞机去旅游', 'joy', 'song', [
    inBody('the trip told by the singer', /第一次，我带爸妈坐飞机去旅游/u),
    inBody('no plane or trip recalled as a thing', not(/心里装着飞机|想起旅游/u)),
  ]),
  lyrics('r17-lyr18-zh-2', 'zh', '凌晨三点还在改论文', 'cheering', 'rap', [
    inBody('still revising, told by the singer', /凌晨三点，我还在改论文/u),
  ]),
  lyrics('r17-lyr18-zh-3', 'zh', '周末陪爷爷去公园下棋', 'joy', 'song', [
    inBody('the act told by the singer', /周末，我陪爷爷去公园下棋/u),
    inBody('no "公园下棋" held as a thing', not(/装着公园下棋/u)),
  ]),
];
