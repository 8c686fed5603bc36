/**
 * Evaluation cases for the ninth engine round (issue 13), story: the sixteen fresh requests written before tuning
 * (round9-story9.before.json): tales that open on a creature, wishes, an event ahead, plain moments and one-off strange
 * events that no family reader knows. Facts check the grounded fall-through: the hero and the central thing are
 * carried, and no stock family premise (a timer, a trapped bird, a kindness repaid) or invented narrator appears.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, storyCaseBuilder, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** The generic filler and stock families that fitted none of these openings. */
const filler: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /kept (?:it|the \w+) to (?:myself|himself|herself|themselves)|an old promise|timer/iu,
  vi: /một lời hứa cũ|trao lại|lật đi lật lại/iu,
  ko: /오래된 약속|어린 새|혼자만 알고/u,
  zh: /老约定|旧设置|很久以前的承诺/u,
};

const story = storyCaseBuilder(filler);

/** The sixteen fresh requests of round 9 (scored by hand in the report: before 1.44). */
export const cases: EvalCase[] = [
  story('r9-story-en-1', 'en', 'Once upon a time, a lonely lighthouse keeper named Tom found a baby seal on the rocks after a storm.', (o) => [
    afterOpening(o, 'Tom stays the hero', /\bTom\b/u),
    afterOpening(o, 'keeps the baby seal', /seal/iu),
    afterOpening(o, 'no invented narrator', not(/\bI\b/u)),
  ]),
  story('r9-story-en-2', 'en', 'the last tree on mars started growing apples overnight', (o) => [afterOpening(o, 'keeps the tree', /tree/iu)]),
  story('r9-story-en-3', 'en', 'Priya has saved for two years to buy a red bicycle, and today she finally has enough.', (o) => [
    afterOpening(o, 'keeps Priya and the bicycle', /Priya[\s\S]*bicycle|bicycle[\s\S]*Priya/u),
  ]),
  story('r9-story-en-4', 'en', "Our school's talent show is tomorrow and I still havent picked a song", (o) => [
    afterOpening(o, 'keeps the talent show', /talent show/iu),
    afterOpening(o, 'not read as a strange event', not(/no accident|imagined it/iu)),
  ]),
  story('r9-story-vi-1', 'vi', 'Ngày xửa ngày xưa, có một chú thỏ nhỏ sống trong rừng tre, ước mơ được nhìn thấy biển.', (o) => [
    afterOpening(o, 'the rabbit is the hero', /chú thỏ nhỏ/iu),
    afterOpening(o, 'no fragment "thỏ nhỏ sống"', not(/thỏ nhỏ sống/iu)),
    afterOpening(o, 'no invented narrator', not(/(?:^|\s)tôi(?:\s|$)/iu)),
  ]),
  story('r9-story-vi-2', 'vi', 'Linh mở hộp cơm trưa ra và thấy bên trong là một con cá vàng còn sống.', (o) => [
    afterOpening(o, 'keeps Linh and the goldfish', /Linh[\s\S]*cá vàng/u),
  ]),
  story('r9-story-vi-3', 'vi', 'mưa to quá, cả nhà tôi ngồi quanh bếp than nướng ngô', (o) => [afterOpening(o, 'told by tôi', /tôi/iu)]),
  story('r9-story-vi-4', 'vi', 'Trên chuyến tàu đêm Hà Nội – Sài Gòn, người đàn ông ngồi đối diện cứ nhìn chằm chằm vào chiếc vali của tôi.', (o) => [
    afterOpening(o, 'keeps the suitcase', /vali/iu),
    afterOpening(o, 'no broken name "Hà Nội Sài"', not(/Hà Nội Sài(?! Gòn)/u)),
  ]),
  story('r9-story-ko-1', 'ko', '옛날 옛적 깊은 산속에 바느질을 아주 잘하는 호랑이가 살았어요.', (o) => [
    afterOpening(o, 'the tiger is the hero', /호랑이/u),
    afterOpening(o, 'no invented narrator', not(/(?:^|\s)나는/u)),
  ]),
  story('r9-story-ko-2', 'ko', '지수는 오늘 처음으로 혼자 비행기를 탔다.', (o) => [
    afterOpening(o, 'keeps 지수', /지수/u),
    afterOpening(o, 'a first flight is no strange event', not(/헛것|잘못 본|장난일까/u)),
  ]),
  story('r9-story-ko-3', 'ko', '우리 반에 전학 온 애가 매일 점심시간마다 옥상에 올라간다', (o) => [afterOpening(o, 'keeps the rooftop', /옥상/u)]),
  story('r9-story-ko-4', 'ko', '눈 떠보니 내가 키우는 금붕어가 어항 밖에서 나를 보고 있었다', (o) => [afterOpening(o, 'keeps the goldfish', /금붕어/u)]),
  story('r9-story-zh-1', 'zh', '很久很久以前，有一只不会飞的小燕子，它每天都看着别的燕子飞向南方。', (o) => [
    afterOpening(o, 'the swallow is the hero', /小燕子/u),
    afterOpening(o, 'no invented narrator', not(/我/u)),
  ]),
  story('r9-story-zh-2', 'zh', '小明把捡到的钱包交给了警察叔叔。', (o) => [afterOpening(o, 'keeps 小明 and the wallet', /小明[\s\S]*钱包/u)]),
  story('r9-story-zh-3', 'zh', '我家的扫地机器人今天自己跑出了家门', (o) => [afterOpening(o, 'keeps the robot vacuum', /扫地机/u)]),
  story('r9-story-zh-4', 'zh', '毕业十年后，我们班第一次同学聚会，班长却没有来。', (o) => [afterOpening(o, 'told by 我', /我/u)]),
];
