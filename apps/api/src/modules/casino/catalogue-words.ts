/*
 * Word lists the demo catalogue's game names are built from (seed-catalogue.ts). Invented combinations
 * in the style of a real lobby, not copied titles: the demo must look like thousands of games without
 * naming anyone's product.
 */

export const SLOT_ADJECTIVES = [
  'Golden',
  'Wild',
  'Lucky',
  'Mega',
  'Royal',
  'Mystic',
  'Fire',
  'Frozen',
  'Crystal',
  'Diamond',
  'Magic',
  'Super',
  'Hot',
  'Big',
  'Ancient',
  'Dragon',
  'Neon',
  'Jolly',
  'Cosmic',
  'Thunder',
  'Savage',
  'Shining',
  'Burning',
  'Hidden',
  'Epic',
];

export const SLOT_NOUNS = [
  'Fruits',
  'Gems',
  'Treasures',
  'Bonanza',
  'Pharaoh',
  'Dragons',
  'Jokers',
  'Sevens',
  'Wolves',
  'Tiger',
  'Riches',
  'Fortune',
  'Dynasty',
  'Buffalo',
  'Pirates',
  'Vikings',
  'Temple',
  'Aztec',
  'Safari',
  'Candy',
  'Bells',
  'Coins',
  'Horseshoes',
  'Pearls',
  'Lions',
];

export const SLOT_SUFFIXES = [
  '',
  '',
  '',
  '',
  ' Deluxe',
  ' Megaways',
  ' 1000',
  ' Hold & Win',
  ' Xmas',
  ' 40 Lines',
  ' Extreme',
];

/** Turkish names, with the letters search must fold (ş, ğ, ı, İ, ç, ö, ü). */
export const TURKISH_ADJECTIVES = [
  'Altın',
  'Gümüş',
  'Çılgın',
  'Büyülü',
  'Kızıl',
  'Işıltılı',
  'Gizemli',
  'Ateşli',
  'Sıcak',
  'Şahane',
  'Uğurlu',
  'Görkemli',
  'Coşkulu',
  'Ölümsüz',
];

export const TURKISH_NOUNS = [
  'Lale',
  'Hazine',
  'Meyveler',
  'Elmas',
  'Sultan',
  'Kervan',
  'Lokum',
  'Kartal',
  'Saray',
  'Boğaz',
  'Çarşı',
  'Fırtına',
  'Kılıç',
  'Değirmen',
];

/** The demo's headline games: the search box's proofs ('sweet', 'şanslı', 'istanbul'), shown first. */
export const FEATURED_SLOTS = [
  'Sweet Candy Rush',
  'Sweet Fruit Bonanza',
  'Sweet Sugar Storm',
  'Sweet Honey Hive',
  'Şanslı Yıldızlar',
  'İstanbul Gecesi',
  'Kapalıçarşı Hazinesi',
  'Boğaziçi Işıkları',
];

export const LIVE_PREFIXES = [
  'Speed',
  'VIP',
  'Lightning',
  'Türkçe',
  'Auto',
  'Immersive',
  'Salon Privé',
  'Grand',
  'Golden',
  'Lale',
  'Prestige',
  'Turbo',
];

export const LIVE_TABLES = [
  'Roulette',
  'Blackjack',
  'Baccarat',
  'Poker',
  'Sic Bo',
  'Dragon Tiger',
  'Andar Bahar',
];

export const TABLE_GAMES = [
  'European Roulette',
  'American Roulette',
  'French Roulette',
  'Classic Blackjack',
  'Blackjack Switch',
  'Punto Banco',
  'Casino Hold’em',
  'Caribbean Stud',
  'Three Card Poker',
  'Jacks or Better',
  'Deuces Wild Poker',
  'Red Dog',
  'Pai Gow',
  'Texas Hold’em Bonus',
  'Craps',
];

export const BINGO_GAMES = [
  '90 Ball Bingo',
  '75 Ball Bingo',
  'Bingo Bonanza',
  'Tombala',
  'Keno',
  'Bingo Blast',
];

export const TV_GAMES = [
  'Wheel of Bets',
  'Lucky 6',
  'Lucky 7',
  'War of Bets',
  'Dice Duel',
  'Poker TV',
  'Keno TV',
];
