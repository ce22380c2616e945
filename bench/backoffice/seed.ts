import pg from 'pg';

/*
 * bench/backoffice's data, written in SQL (generate_series, INSERT ... SELECT): `players` players with
 * Turkish first names and surnames from fixed lists, their cash/bonus/withdraw_hold accounts, and
 * `transfers` ledger transfers spread over them (about ten each), then the balances the transfers add
 * up to, so the ledger's invariants hold. Per-row API calls would take hours at this size.
 *
 * Usernames are `oyuncu<n>` (username prefix searches), names and surnames repeat across players (name
 * prefix searches find a few hundred to a few thousand). Transfers alternate per player: a credit
 * (deposit from payments_clearing or a win from house_casino) then a bet of half of it, so no player
 * account ends below zero.
 */

export const FIRST_NAMES = [
  'Ayşe',
  'Mehmet',
  'Fatma',
  'Mustafa',
  'Emine',
  'Ahmet',
  'Hatice',
  'Ali',
  'Zeynep',
  'Hüseyin',
  'Elif',
  'Hasan',
  'Meryem',
  'İbrahim',
  'Şerife',
  'İsmail',
  'Zehra',
  'Osman',
  'Sultan',
  'Yusuf',
  'Hanife',
  'Murat',
  'Merve',
  'Ömer',
  'Özlem',
  'Ramazan',
  'Esra',
  'Halil',
  'Büşra',
  'Süleyman',
  'Derya',
  'Abdullah',
  'Emre',
  'Cem',
  'Burak',
  'Deniz',
  'Gökhan',
  'Selin',
  'Kemal',
  'Tuğba',
];
export const SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Korkmaz',
  'Erdoğan',
  'Aksoy',
  'Güneş',
  'Tekin',
  'Bulut',
  'Ünal',
  'Keskin',
  'Güler',
];

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

export async function seedPlayersAndLedger(
  url: string,
  { players, transfers }: { players: number; transfers: number },
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const run = (text: string) => client.query(text);
    await run(
      `create temporary table bench_names as select ${sqlArray(FIRST_NAMES)} as firsts, ${sqlArray(SURNAMES)} as lasts`,
    );
    // Every bench player has the demo player's password hash (nobody signs in as one).
    await run(`
      insert into players (usercode, username, username_key, email, email_key, phone, name, surname,
                           birth_date, country_id, currency_id, password_hash, phone_verified_at, created_at)
      select 'B' || n, 'oyuncu' || n, 'oyuncu' || n, 'oyuncu' || n || '@example.com', 'oyuncu' || n || '@example.com',
             '90555' || lpad(n::text, 7, '0'),
             firsts[1 + n % array_length(firsts, 1)], lasts[1 + (n / 7) % array_length(lasts, 1)],
             date '1990-01-01' + (n % 9000), 1, 1,
             (select password_hash from players where username = 'demo1234'),
             case when n % 3 = 0 then now() end,
             now() - (${players} - n) * interval '1 minute'
        from generate_series(1, ${players}) n, bench_names`);
    await run(`
      insert into ledger_accounts (owner_type, player_id, kind, currency_id)
      select 'player', p.id, k.kind, 1
        from players p cross join (values ('cash'), ('bonus'), ('withdraw_hold')) k(kind)
       where p.usercode like 'B%'
      on conflict do nothing`);
    for (const kind of ['house_casino', 'payments_clearing'])
      await run(`
        insert into ledger_accounts (owner_type, kind, currency_id, shard) values ('system', '${kind}', 1, 0)
        on conflict (kind, currency_id, shard) where owner_type = 'system' do nothing`);
    await run(`
      create temporary table bench_cash as
      select row_number() over (order by a.id) - 1 as slot, a.id
        from ledger_accounts a join players p on p.id = a.player_id
       where p.usercode like 'B%' and a.kind = 'cash'`);
    await run(`create index on bench_cash (slot)`);
    const system = async (kind: string) =>
      Number(
        (
          await client.query<{ id: string }>(
            `select id from ledger_accounts where owner_type = 'system' and kind = $1 and currency_id = 1 and shard = 0`,
            [kind],
          )
        ).rows[0]!.id,
      );
    const house = await system('house_casino');
    const clearing = await system('payments_clearing');
    // Transfer i goes to player slot i % players; its round r = i / players decides the direction.
    await run(`
      insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, currency_id,
                                    kind, reference, created_at)
      select 'bench:' || i,
             case when r % 2 = 1 then c.id when r = 0 then ${clearing} else ${house} end,
             case when r % 2 = 1 then ${house} else c.id end,
             case when r % 2 = 1 then 500 + i % 500 else 2000 + i % 500 end,
             1,
             case when r = 0 then 'deposit' when r % 2 = 1 then 'casino_bet' else 'casino_win' end,
             'bench-' || i,
             now() - (${transfers} - i) * interval '1 second'
        from generate_series(0, ${transfers} - 1) i
        cross join lateral (select i / ${players} as r) round
        join bench_cash c on c.slot = i % ${players}`);
    await run(`
      update ledger_accounts a set balance = a.balance + s.delta
        from (select account_id, sum(delta) as delta from (
                select credit_account_id as account_id, amount as delta from ledger_transfers where idempotency_key like 'bench:%'
                union all
                select debit_account_id, -amount from ledger_transfers where idempotency_key like 'bench:%') m
              group by account_id) s
       where a.id = s.account_id`);
    await run('analyze');
  } finally {
    await client.end();
  }
}
