/** Simplified Chinese persona voices: shared pools here, the nine voices in three files. */
import type { PersonaPack } from './persona-pack.ts';
import { zhGirlChefDetective } from './zh-girl-chef-detective.ts';
import { zhPsychologistKidKpopMale } from './zh-psychologist-kid-kpop-male.ts';
import { zhKpopFemaleAstrologerFriend } from './zh-kpop-female-astrologer-friend.ts';
import { zhExtraGirlToPsychologist } from './zh-extra-girl-to-psychologist.ts';
import { zhExtraKidToFriend } from './zh-extra-kid-to-friend.ts';
import { extendVoices } from './extend-voices.ts';

/** Chinese persona pack. */
export const personaZh: PersonaPack = {
  pools: {
    dish: ['番茄炒蛋', '红烧牛肉面', '蘑菇烩饭', '麻婆豆腐', '煎饺', '柠檬黄油三文鱼', '鸡汤面', '凉面', '味噌拉面', '石锅拌饭', '咖喱乌冬', '小米粥', '酸菜鱼', '皮蛋瘦肉粥'],
    color: ['金', '紫', '银', '珊瑚', '天蓝', '翡翠绿', '玫瑰', '琥珀', '象牙白', '深蓝'],
    hour: ['早上7点', '9点10分', '正午', '下午3点', '4点半', '日落时分', '晚上8点', '午夜前'],
    direction: ['北', '东', '南', '西', '东北', '西南'],
  },
  voices: extendVoices({ ...zhGirlChefDetective, ...zhPsychologistKidKpopMale, ...zhKpopFemaleAstrologerFriend }, zhExtraGirlToPsychologist, zhExtraKidToFriend),
};
