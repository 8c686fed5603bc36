/** English persona voices: shared pools here, the nine voices in three files. */
import type { PersonaPack } from './persona-pack.ts';
import { enGirlChefDetective } from './en-girl-chef-detective.ts';
import { enPsychologistKidKpopMale } from './en-psychologist-kid-kpop-male.ts';
import { enKpopFemaleAstrologerFriend } from './en-kpop-female-astrologer-friend.ts';
import { enExtraGirlToPsychologist } from './en-extra-girl-to-psychologist.ts';
import { enExtraKidToFriend } from './en-extra-kid-to-friend.ts';
import { extendVoices } from './extend-voices.ts';

/** English persona pack. */
export const personaEn: PersonaPack = {
  pools: {
    dish: ['kimchi stew', 'beef noodle soup', 'mushroom risotto', 'spicy tofu', 'crispy dumplings', 'salmon with lemon butter', 'a tomato omelette', 'chicken and rice soup', 'cold buckwheat noodles', 'a grilled cheese with soup', 'miso ramen', 'bibimbap with a runny egg', 'pho with extra herbs', 'curry udon', 'pancakes with berries'],
    color: ['gold', 'violet', 'silver', 'coral', 'sky blue', 'emerald', 'rose', 'amber', 'ivory', 'midnight blue'],
    hour: ['7 a.m.', 'ten past nine', 'noon', '3 p.m.', 'half past four', 'sunset', '8 p.m.', 'just before midnight'],
    direction: ['north', 'east', 'south', 'west', 'north-east', 'south-west'],
  },
  voices: extendVoices({ ...enGirlChefDetective, ...enPsychologistKidKpopMale, ...enKpopFemaleAstrologerFriend }, enExtraGirlToPsychologist, enExtraKidToFriend),
};
