// Real group stages whose official tables the standings tests check, shared
// by standings.test.ts and separation.test.ts. Cards are those the sources
// list; cards that decide nothing are left out.
import type { CardCounts, PlayedGame } from './standings.js';

export const game = (
  team1: string,
  goals1: number,
  goals2: number,
  team2: string,
  extra: Partial<PlayedGame> = {},
) => ({
  team1,
  team2,
  goals1,
  goals2,
  ...extra,
});

export const yellows = (n: number): CardCounts => ({ yellow: n, secondYellow: 0, directRed: 0, yellowDirectRed: 0 });

/**
 * 2018 FIFA World Cup Group H: Japan above Senegal on fair play (−4 v −6).
 * Source: https://en.wikipedia.org/wiki/2018_FIFA_World_Cup_Group_H (Source: FIFA),
 * "Fair play points: Japan −4, Senegal −6". Yellow cards per match from AP via
 * https://federalnewsradio.com/sports-news/2018/06/yellow-cards-against-japan-and-senegal-in-the-world-cup/
 * (Japan 1 v Colombia, 2 v Senegal, 1 v Poland; Senegal 2 v Poland, 3 v Japan, 1 v Colombia).
 * Cards of Colombia and Poland are left out: they do not affect the order.
 */
export const WORLD_CUP_2018_GROUP_H = {
  teams: ['Poland', 'Senegal', 'Colombia', 'Japan'],
  games: [
    game('Colombia', 1, 2, 'Japan', { cards2: yellows(1) }),
    game('Poland', 1, 2, 'Senegal', { cards2: yellows(2) }),
    game('Japan', 2, 2, 'Senegal', { cards1: yellows(2), cards2: yellows(3) }),
    game('Poland', 0, 3, 'Colombia'),
    game('Japan', 0, 1, 'Poland', { cards1: yellows(1) }),
    game('Senegal', 0, 1, 'Colombia', { cards1: yellows(1) }),
  ],
};

/**
 * UEFA Euro 2012 Group A: Greece above Russia on head-to-head despite a worse goal difference.
 * Results as listed on https://en.wikipedia.org/wiki/UEFA_Euro_2012_Group_A; final table from
 * https://www.goal.com/en-gb/news/3284/euro-2012/2012/06/16/3179257/.
 */
export const EURO_2012_GROUP_A = {
  teams: ['Poland', 'Greece', 'Russia', 'Czech Republic'],
  games: [
    game('Poland', 1, 1, 'Greece'),
    game('Russia', 4, 1, 'Czech Republic'),
    game('Greece', 1, 2, 'Czech Republic'),
    game('Poland', 1, 1, 'Russia'),
    game('Czech Republic', 1, 0, 'Poland'),
    game('Greece', 1, 0, 'Russia'),
  ],
};

/**
 * UEFA Euro 2016 Group F: Hungary above Iceland on goal difference after a drawn head-to-head.
 * Source: https://en.wikipedia.org/wiki/UEFA_Euro_2016_Group_F (Source: UEFA):
 * Hungary 5 pts 6–4, Iceland 5 pts 4–3, Portugal 3 pts 4–4, Austria 1 pt 1–4; Iceland 1–1 Hungary.
 */
export const EURO_2016_GROUP_F = {
  teams: ['Portugal', 'Iceland', 'Austria', 'Hungary'],
  games: [
    game('Austria', 0, 2, 'Hungary'),
    game('Portugal', 1, 1, 'Iceland'),
    game('Iceland', 1, 1, 'Hungary'),
    game('Portugal', 0, 0, 'Austria'),
    game('Iceland', 2, 1, 'Austria'),
    game('Hungary', 3, 3, 'Portugal'),
  ],
};
