import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createChild, openTestDatabase, play, type Db } from './harness'

/**
 * A round's result in one write of the child's stats, last
 * (20261203090000_one_write_a_round.sql, decision 096): the write whose
 * triggers lock the leaderboard's shared count rows until the round commits
 * comes once a round, after the session is closed and a quiz's answers are
 * kept. A row trigger of this file's own database notes every write of
 * player_stats and what the round had done by then.
 */

let db: Db

type Write = {
  op: string
  finished: boolean
  answers: number
  total: number
  badges: number
}

beforeAll(async () => {
  db = await openTestDatabase()
  await db.exec(`
    create table public.stats_writes (
      n serial primary key,
      profile_id uuid not null,
      op text not null,
      finished boolean not null,
      answers integer not null,
      total integer not null,
      badges integer not null
    );
    create function public.note_stats_write() returns trigger
    language plpgsql as $$
    begin
      insert into public.stats_writes (profile_id, op, finished, answers, total, badges)
      values (
        new.profile_id,
        tg_op,
        not exists (
          select 1 from public.game_sessions s
          where s.profile_id = new.profile_id and s.finished_at is null
        ),
        (select count(*) from private.quiz_answers a where a.profile_id = new.profile_id),
        new.total_score,
        new.achievement_count
      );
      return null;
    end;
    $$;
    create trigger note_stats_write after insert or update on public.player_stats
    for each row execute function public.note_stats_write();
  `)
})
afterAll(async () => {
  await db.close()
})

async function writesOf(profileId: string): Promise<Write[]> {
  return db.query<Write>(
    `select op, finished, answers, total, badges from public.stats_writes
     where profile_id = $1 order by n`,
    [profileId],
  )
}

describe("a round's result is one write of the child's stats, last", () => {
  it('a first round: one insert, the session already closed, its badge counted', async () => {
    const child = await createChild(db)
    await play(db, child, 'memory', 10)
    expect(await writesOf(child.id)).toEqual([
      { op: 'INSERT', finished: true, answers: 0, total: 14, badges: 1 },
    ])
  })

  it('a quiz round: one update, after the session is closed and the 12 answers kept', async () => {
    const child = await createChild(db)
    await play(db, child, 'story', 1)
    await play(db, child, 'quiz', 12)
    expect(await writesOf(child.id)).toEqual([
      { op: 'INSERT', finished: true, answers: 0, total: 3, badges: 1 },
      // Cultural Scholar is counted in the same write that adds the 12.
      { op: 'UPDATE', finished: true, answers: 12, total: 15, badges: 2 },
    ])
  })

  it('a round that earns no badge and no points still writes once', async () => {
    const child = await createChild(db)
    await play(db, child, 'quiz', 0)
    await play(db, child, 'quiz', 0)
    expect(await writesOf(child.id)).toEqual([
      { op: 'INSERT', finished: true, answers: 12, total: 0, badges: 1 },
      { op: 'UPDATE', finished: true, answers: 24, total: 0, badges: 1 },
    ])
  })
})
