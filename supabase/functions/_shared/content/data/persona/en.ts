/** English persona pack: the shared pools and the nine voices (one file per persona under en/). */
import type { PersonaPack } from './persona-pack.ts';
import { enGirl } from './en/girl.ts';
import { enChef } from './en/chef.ts';
import { enDetective } from './en/detective.ts';
import { enPsychologist } from './en/psychologist.ts';
import { enKid } from './en/kid.ts';
import { enKpopMale } from './en/kpop-male.ts';
import { enKpopFemale } from './en/kpop-female.ts';
import { enAstrologer } from './en/astrologer.ts';
import { enChildhoodFriend } from './en/childhood-friend.ts';

/** English persona pack. */
export const personaEn: PersonaPack = {
  pools: {
    dish: [
      'kimchi stew',
      'beef noodle soup',
      'mushroom risotto',
      'spicy tofu',
      'crispy dumplings',
      'salmon with lemon butter',
      'a tomato omelette',
      'chicken and rice soup',
      'cold buckwheat noodles',
      'a grilled cheese with soup',
      'miso ramen',
      'bibimbap with a runny egg',
      'pho with extra herbs',
      'curry udon',
      'pancakes with berries',
    ],
    color: ['gold', 'violet', 'silver', 'coral', 'sky blue', 'emerald', 'rose', 'amber', 'ivory', 'midnight blue'],
    hour: ['7 a.m.', 'ten past nine', 'noon', '3 p.m.', 'half past four', 'sunset', '8 p.m.', 'just before midnight'],
    direction: ['north', 'east', 'south', 'west', 'north-east', 'south-west'],
  },
  voices: {
    girl: enGirl,
    chef: enChef,
    detective: enDetective,
    psychologist: enPsychologist,
    kid: enKid,
    kpop_male: enKpopMale,
    kpop_female: enKpopFemale,
    astrologer: enAstrologer,
    childhood_friend: enChildhoodFriend,
  },
};
