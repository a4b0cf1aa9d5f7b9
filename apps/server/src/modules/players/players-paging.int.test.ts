import { PLAYER_SORTS, type Player, type PlayerList, type PlayerSort } from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';

/**
 * The list pages by ids read in index order, then loads those rows (decision
 * 029): every sort must give the same order page by page as in one page, with
 * unknown birthdays and positions last, ties broken by last name, first name, id.
 */
describeEachEngine('players list paging', (ctx) => {
  let users: LevelUsers;
  const created: Player[] = [];
  const admin = () => users.clients[0]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'paging');
    const rows: [string, string, string | null, string | null][] = [
      ['Anna', 'Berg', '2011-03-01', 'CM'],
      ['Ben', 'Berg', '2011-03-01', 'CM'],
      ['Cara', 'Adler', null, 'GK'],
      ['Dario', 'Zahn', '2009-12-31', null],
      ['Eva', 'Mueller', '2012-07-15', 'LW'],
      ['Finn', 'Mueller', null, null],
      ['Gina', 'Ost', '2010-01-01', 'CM'],
      ['Hugo', 'Berg', '2011-03-01', 'RW'],
      // Same name twice: the id decides.
      ['Anna', 'Berg', '2008-05-05', 'GK'],
    ];
    for (const [firstName, lastName, birthday, position] of rows) {
      const res = await admin().post<Player>('/api/players', {
        firstName,
        lastName,
        ...(birthday ? { birthday } : {}),
        ...(position ? { position } : {}),
        backNumberDefault: 7,
      });
      expect(res.status).toBe(201);
      created.push(res.body);
    }
  });

  const byName = (a: Player, b: Player) =>
    cmp(a.lastName, b.lastName) || cmp(a.firstName, b.firstName) || cmp(a.id, b.id);
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const lastWhenNull = (a: string | null | undefined, b: string | null | undefined, descending: boolean) =>
    a == null || b == null ? Number(a == null) - Number(b == null) : descending ? cmp(b, a) : cmp(a, b);
  const expected: Record<PlayerSort, (a: Player, b: Player) => number> = {
    name: byName,
    '-name': (a, b) => cmp(b.lastName, a.lastName) || cmp(a.firstName, b.firstName) || cmp(a.id, b.id),
    // Youngest first: latest birthday first.
    age: (a, b) => lastWhenNull(a.birthday, b.birthday, true) || byName(a, b),
    '-age': (a, b) => lastWhenNull(a.birthday, b.birthday, false) || byName(a, b),
    position: (a, b) => lastWhenNull(a.position, b.position, false) || byName(a, b),
    '-position': (a, b) => lastWhenNull(a.position, b.position, true) || byName(a, b),
  };

  describe('page by page', () => {
    for (const sort of PLAYER_SORTS) {
      it(`gives the order of one page, 2 at a time, sorted by ${sort}`, async () => {
        const whole = await admin().get<PlayerList>(`/api/players?sort=${sort}&limit=200`);
        expect(whole.body.total).toBe(created.length);
        expect(whole.body.items.map((p) => p.id)).toEqual([...created].sort(expected[sort]).map((p) => p.id));
        const paged: string[] = [];
        for (let offset = 0; offset < created.length; offset += 2) {
          const page = await admin().get<PlayerList>(`/api/players?sort=${sort}&limit=2&offset=${offset}`);
          expect(page.body.total).toBe(created.length);
          paged.push(...page.body.items.map((p) => p.id));
        }
        expect(paged).toEqual(whole.body.items.map((p) => p.id));
      });
    }
  });

  describe('name search', () => {
    it('counts every match on every page, and past the last page', async () => {
      const page = (offset: number) => admin().get<PlayerList>(`/api/players?q=berg&limit=2&offset=${offset}`);
      const first = await page(0);
      expect(first.body.total).toBe(4);
      expect(first.body.items.map((p) => p.firstName)).toEqual(['Anna', 'Anna']);
      const last = await page(2);
      expect(last.body).toMatchObject({ total: 4 });
      expect(last.body.items.map((p) => p.firstName)).toEqual(['Ben', 'Hugo']);
      const beyond = await page(10);
      expect(beyond.body).toEqual({ items: [], total: 4 });
      const none = await admin().get<PlayerList>('/api/players?q=nobody&offset=50');
      expect(none.body).toEqual({ items: [], total: 0 });
    });

    it('keeps the back number search and filters beside the search', async () => {
      const byNumber = await admin().get<PlayerList>('/api/players?q=7&limit=3&offset=6');
      expect(byNumber.body.total).toBe(created.length);
      expect(byNumber.body.items).toHaveLength(3);
      const withPosition = await admin().get<PlayerList>('/api/players?q=berg&position=GK');
      expect(withPosition.body).toMatchObject({ total: 1 });
      expect(withPosition.body.items.map((p) => p.birthday)).toEqual(['2008-05-05']);
    });
  });

  it('pages beyond the end of an unfiltered list with the total', async () => {
    const res = await admin().get<PlayerList>('/api/players?sort=age&offset=500');
    expect(res.body).toEqual({ items: [], total: created.length });
  });
});
