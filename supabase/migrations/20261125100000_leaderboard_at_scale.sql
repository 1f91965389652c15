-- The leaderboard at a million players (issue 18, decision 026).
--
-- Ranks stay exactly what 20261121120000 defined: row numbers in the order
-- (total_score desc, updated_at, user_id). What changes is how they are
-- found:
--
-- - get_leaderboard reads the top 100 rows through a constant limit, so its
--   plan is always the short index walk whatever limit the caller passes.
-- - get_my_rank no longer counts every player ahead. It adds up three parts:
--     players with a higher total      from private.leaderboard_scores
--     same total, an earlier UTC day    from private.leaderboard_days
--     same total, same day, ahead       counted in player_stats' index
--   The two count tables are kept by statement-level triggers on
--   public.player_stats, so every writer (finish_game today, later
--   functions and migrations tomorrow) keeps them right without knowing
--   about them. Writers should still not reset updated_at in bulk ("when
--   the total last changed"): the third part counts the players sharing a
--   total and a UTC day, so thousands with one timestamp make it slow.

-- Nobody may write player_stats while the triggers are created and the
-- counts filled in, so no change falls between the two.
lock table public.player_stats in share row exclusive mode;

-- ---------------------------------------------------------------------------
-- The count tables
-- ---------------------------------------------------------------------------

-- How many players have a total in each bucket of a 64-way tree over the
-- totals: level 0 holds one bucket per total (bucket = total_score), level L
-- one bucket per 64^L totals (bucket = total_score >> 6L). The players with
-- a higher total than s are then, for each level, the buckets to the right
-- of s's bucket under the same parent (at most 63 rows a level), plus the
-- level-3 buckets above s's: a few hundred rows at most, however many
-- distinct totals there are. Empty buckets are deleted. (No check that
-- players >= 0: INSERT ... ON CONFLICT checks the row it would insert, a
-- negative change, before it finds the row to add it to.
-- leaderboard_apply refuses a count below zero instead.)
create table private.leaderboard_scores (
  level smallint not null check (level between 0 and 3),
  bucket integer not null,
  players integer not null,
  primary key (level, bucket)
);

-- How many players with each total last changed it on each UTC day
-- (day = whole days since 1970-01-01 UTC). Empty days are deleted.
create table private.leaderboard_days (
  total_score integer not null,
  day integer not null,
  players integer not null,
  primary key (total_score, day)
);

-- Reached only through the functions below: no client privileges, and row
-- level security with no policy in case a grant ever slips through.
alter table private.leaderboard_scores enable row level security;
alter table private.leaderboard_days enable row level security;
revoke all on table private.leaderboard_scores, private.leaderboard_days
  from public, anon, authenticated;

-- The UTC day of a time, and the instant that day begins.
create function private.leaderboard_day(at timestamptz)
returns integer
language sql
immutable
set search_path = ''
as $$
  select floor(extract(epoch from at) / 86400)::integer
$$;

create function private.leaderboard_day_start(at timestamptz)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select to_timestamp(private.leaderboard_day(at)::double precision * 86400)
$$;

-- Adds `signs[i]` (+1 or -1) players with total `scores[i]` last changed at
-- `times[i]` to both count tables. Rows are locked in key order, table by
-- table, so two writers never wait on each other in a circle. A count
-- that would go below zero means the tables are out of step with
-- player_stats (a write with triggers disabled): the write is refused
-- rather than leaving wrong ranks; private.leaderboard_rebuild() mends it.
create function private.leaderboard_apply(
  scores integer[],
  times timestamptz[],
  signs integer[]
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  emptied_levels smallint[];
  emptied_buckets integer[];
  emptied_scores integer[];
  emptied_days integer[];
  lowest integer;
begin
  with changed as (
    insert into private.leaderboard_scores as c (level, bucket, players)
    select l.level::smallint, ch.total_score >> (6 * l.level), sum(ch.sign)
    from unnest(scores, signs) as ch (total_score, sign)
    cross join generate_series(0, 3) as l (level)
    group by 1, 2
    having sum(ch.sign) <> 0
    order by 1, 2
    on conflict (level, bucket) do update set players = c.players + excluded.players
    returning c.level, c.bucket, c.players
  )
  select array_agg(level) filter (where players = 0),
    array_agg(bucket) filter (where players = 0),
    min(players)
  into emptied_levels, emptied_buckets, lowest
  from changed;
  if lowest < 0 then
    raise exception 'leaderboard_counts_out_of_step'
      using hint = 'Run select private.leaderboard_rebuild();';
  end if;
  if emptied_levels is not null then
    delete from private.leaderboard_scores c
    using unnest(emptied_levels, emptied_buckets) as e (level, bucket)
    where c.level = e.level and c.bucket = e.bucket and c.players = 0;
  end if;

  with changed as (
    insert into private.leaderboard_days as c (total_score, day, players)
    select ch.total_score, private.leaderboard_day(ch.at), sum(ch.sign)
    from unnest(scores, times, signs) as ch (total_score, at, sign)
    group by 1, 2
    having sum(ch.sign) <> 0
    order by 1, 2
    on conflict (total_score, day) do update set players = c.players + excluded.players
    returning c.total_score, c.day, c.players
  )
  select array_agg(total_score) filter (where players = 0),
    array_agg(day) filter (where players = 0),
    min(players)
  into emptied_scores, emptied_days, lowest
  from changed;
  if lowest < 0 then
    raise exception 'leaderboard_counts_out_of_step'
      using hint = 'Run select private.leaderboard_rebuild();';
  end if;
  if emptied_scores is not null then
    delete from private.leaderboard_days c
    using unnest(emptied_scores, emptied_days) as e (total_score, day)
    where c.total_score = e.total_score and c.day = e.day and c.players = 0;
  end if;
end;
$$;

-- ---------------------------------------------------------------------------
-- Triggers: every insert, update and delete on player_stats, whoever makes
-- it, moves the counts with it (one statement at a time, so a bulk update
-- is one pass, not one per row).
-- ---------------------------------------------------------------------------

create function private.leaderboard_track()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  scores integer[];
  times timestamptz[];
  signs integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.total_score), array_agg(n.updated_at), array_agg(1)
    into scores, times, signs
    from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.total_score), array_agg(o.updated_at), array_agg(-1)
    into scores, times, signs
    from old_rows o;
  else
    -- Rows whose total and day did not change cancel out in
    -- leaderboard_apply (finish_game's badge-count update, for one).
    select array_agg(ch.total_score), array_agg(ch.updated_at), array_agg(ch.sign)
    into scores, times, signs
    from (
      select n.total_score, n.updated_at, 1 as sign from new_rows n
      union all
      select o.total_score, o.updated_at, -1 from old_rows o
    ) ch;
  end if;
  if scores is not null then
    perform private.leaderboard_apply(scores, times, signs);
  end if;
  return null;
end;
$$;

create function private.leaderboard_truncate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.leaderboard_scores;
  delete from private.leaderboard_days;
  return null;
end;
$$;

create trigger leaderboard_track_insert
  after insert on public.player_stats
  referencing new table as new_rows
  for each statement execute function private.leaderboard_track();
create trigger leaderboard_track_update
  after update on public.player_stats
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.leaderboard_track();
create trigger leaderboard_track_delete
  after delete on public.player_stats
  referencing old table as old_rows
  for each statement execute function private.leaderboard_track();
create trigger leaderboard_track_truncate
  after truncate on public.player_stats
  for each statement execute function private.leaderboard_truncate();

-- Recounts both tables from player_stats: the backfill below, and the mend
-- should player_stats ever be written with triggers disabled.
create function private.leaderboard_rebuild()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  lock table public.player_stats in share row exclusive mode;
  delete from private.leaderboard_scores;
  delete from private.leaderboard_days;

  insert into private.leaderboard_scores (level, bucket, players)
  select l.level::smallint, s.total_score >> (6 * l.level), count(*)
  from public.player_stats s
  cross join generate_series(0, 3) as l (level)
  group by 1, 2;

  insert into private.leaderboard_days (total_score, day, players)
  select s.total_score, private.leaderboard_day(s.updated_at), count(*)
  from public.player_stats s
  group by 1, 2;
end;
$$;

-- The counts of the players already there.
select private.leaderboard_rebuild();

-- ---------------------------------------------------------------------------
-- The leaderboard functions, same signatures, columns and results.
-- ---------------------------------------------------------------------------

-- The top players by total score; ties go to whoever reached the score
-- first, then to the lower user id. At most 100 rows whatever the caller
-- asks. With only the caller's limit (a parameter) the planner expected 10 %
-- of all players, started parallel workers and joined them all to
-- profiles; the constant inner limit always gives it the short walk down
-- player_stats_leaderboard. PL/pgSQL keeps the plan between calls.
create or replace function public.get_leaderboard(row_limit integer default 50)
returns table (
  rank bigint,
  user_id uuid,
  username text,
  total_score integer,
  quiz_best integer,
  memory_best integer,
  achievement_count integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
  select
    row_number() over (order by s.total_score desc, s.updated_at, s.user_id),
    s.user_id,
    coalesce(p.username, 'Unknown'),
    s.total_score,
    s.quiz_best,
    s.memory_best,
    s.achievement_count
  from (
    select top.*
    from (
      select t.*
      from public.player_stats t
      order by t.total_score desc, t.updated_at, t.user_id
      limit 100
    ) top
    order by top.total_score desc, top.updated_at, top.user_id
    limit least(greatest(coalesce(row_limit, 50), 1), 100)
  ) s
  left join public.profiles p on p.id = s.user_id
  order by s.total_score desc, s.updated_at, s.user_id;
end;
$$;

-- The signed-in player's own leaderboard row, even outside the top 100;
-- no row before their first finished game. The rank is 1 + the players
-- with a higher total + those with the same total changed on an earlier
-- UTC day + those with the same total and day that come first. A STABLE
-- function reads all three from one snapshot.
create or replace function public.get_my_rank()
returns table (
  rank bigint,
  user_id uuid,
  username text,
  total_score integer,
  quiz_best integer,
  memory_best integer,
  achievement_count integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  mine public.player_stats%rowtype;
  higher bigint;
  earlier_days bigint;
  same_day bigint;
begin
  select * into mine from public.player_stats s where s.user_id = auth.uid();
  if not found then
    return;
  end if;

  -- For each level of the tree, the buckets right of mine under the same
  -- parent; at the top level, every bucket right of mine.
  select coalesce(sum(c.players), 0) into higher
  from private.leaderboard_scores c
  where (c.level = 0 and c.bucket > mine.total_score
      and c.bucket <= mine.total_score | 63)
    or (c.level = 1 and c.bucket > mine.total_score >> 6
      and c.bucket <= (mine.total_score >> 6) | 63)
    or (c.level = 2 and c.bucket > mine.total_score >> 12
      and c.bucket <= (mine.total_score >> 12) | 63)
    or (c.level = 3 and c.bucket > mine.total_score >> 18);

  select coalesce(sum(d.players), 0) into earlier_days
  from private.leaderboard_days d
  where d.total_score = mine.total_score
    and d.day < private.leaderboard_day(mine.updated_at);

  select count(*) into same_day
  from public.player_stats o
  where o.total_score = mine.total_score
    and o.updated_at >= private.leaderboard_day_start(mine.updated_at)
    and (o.updated_at, o.user_id) < (mine.updated_at, mine.user_id);

  return query
  select
    1 + higher + earlier_days + same_day,
    mine.user_id,
    coalesce(
      (select p.username from public.profiles p where p.id = mine.user_id),
      'Unknown'
    ),
    mine.total_score,
    mine.quiz_best,
    mine.memory_best,
    mine.achievement_count;
end;
$$;

-- ---------------------------------------------------------------------------
-- Who may call what: the new helpers nobody but the owner; the leaderboard
-- functions as before.
-- ---------------------------------------------------------------------------
revoke all on function private.leaderboard_day(timestamptz),
  private.leaderboard_day_start(timestamptz),
  private.leaderboard_apply(integer[], timestamptz[], integer[]),
  private.leaderboard_track(),
  private.leaderboard_truncate(),
  private.leaderboard_rebuild()
  from public, anon, authenticated;

revoke all on function public.get_leaderboard(integer) from public;
grant execute on function public.get_leaderboard(integer) to anon, authenticated;

revoke all on function public.get_my_rank() from public, anon;
grant execute on function public.get_my_rank() to authenticated;
