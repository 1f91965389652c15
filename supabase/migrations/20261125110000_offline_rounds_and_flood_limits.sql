-- Offline rounds of signed-in players, and flood limits (issue 17,
-- docs/decisions/027-nothing-lost.md).
--
-- A round played with no connection cannot open a server session, so the
-- client keeps its result in an outbox and sends it later through
-- submit_offline_round, which applies the same value checks and scoring as
-- finish_game (one shared function, private.record_result) plus its own
-- limits: played within the last 7 days and not in the future, no faster than
-- the game's minimum play time, at most 30 offline rounds per player per
-- (UTC) day of play. Each round carries an id made by the client; an id the
-- server has already recorded for that player returns the earlier outcome
-- instead of counting the round again.
--
-- start_game and finish_game get the flood limits of issue 17: at most 20
-- unfinished sessions started in the last hour and 60 starts a minute, and a
-- session older than 2 hours can no longer be finished.
--
-- Every refusal has its own message (the client tells them apart by it):
--   start_game            too_many_open_games, too_many_starts (PT429)
--   finish_game           session_expired (22023)
--   submit_offline_round  invalid_client_id, invalid_game_type, invalid_value,
--                         invalid_played_at, played_in_future, played_too_long_ago,
--                         played_too_fast (22023),
--                         offline_daily_limit_reached, daily_limit_reached
--                         (PT429)

-- ---------------------------------------------------------------------------
-- Offline rounds already recorded: the replay guard and each one's outcome.
-- In the private schema: no client reads or writes it, only the function.
-- ---------------------------------------------------------------------------

create table private.offline_rounds (
  user_id uuid not null references auth.users (id) on delete cascade,
  -- Made by the client for each round; unique per player.
  client_id uuid not null,
  game_type text not null
    constraint offline_rounds_game_type check (private.valid_game_type(game_type)),
  value integer not null,
  -- When the round ended on the device, and how long it took there.
  played_at timestamptz not null,
  duration_ms integer not null,
  -- The outcome, returned again when the same id comes back.
  points integer not null,
  new_badges text[] not null default '{}',
  added_at timestamptz not null default now(),
  primary key (user_id, client_id)
);
create index offline_rounds_user_played on private.offline_rounds (user_id, played_at);
revoke all on table private.offline_rounds from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- The part of a result that is the same online and offline: the value check,
-- the daily cap, the score row, the stats and the badges, in the caller's
-- transaction. Returns the points and the badges just earned.
-- ---------------------------------------------------------------------------

create function private.record_result(uid uuid, game_type text, value integer)
returns table (points integer, new_badges text[])
language plpgsql
set search_path = ''
as $$
declare
  earned integer;
  stats public.player_stats%rowtype;
  badge text;
  wanted text[] := '{}';
  fresh text[] := '{}';
begin
  if value is null or not private.valid_game_value(record_result.game_type, value) then
    raise exception 'invalid_value' using errcode = '22023';
  end if;
  if (select count(*) from public.game_scores g
      where g.user_id = uid and g.created_at > now() - interval '1 day') >= 200
  then
    raise exception 'daily_limit_reached' using errcode = 'PT429';
  end if;

  earned := private.game_points(record_result.game_type, value);

  insert into public.game_scores (user_id, game_type, score, moves)
  values (
    uid,
    record_result.game_type,
    earned,
    case when record_result.game_type = 'memory' then value end
  );

  insert into public.player_stats as ps (
    user_id, total_score, quiz_best, memory_best, games_completed,
    completed_game_types, updated_at
  )
  values (
    uid,
    earned,
    case when record_result.game_type = 'quiz' then value end,
    case when record_result.game_type = 'memory' then value end,
    1,
    array[record_result.game_type],
    now()
  )
  on conflict (user_id) do update set
    total_score = ps.total_score + excluded.total_score,
    quiz_best = greatest(ps.quiz_best, excluded.quiz_best),
    memory_best = least(ps.memory_best, excluded.memory_best),
    games_completed = ps.games_completed + 1,
    completed_game_types = case
      when record_result.game_type = any (ps.completed_game_types)
        then ps.completed_game_types
      else array_append(ps.completed_game_types, record_result.game_type)
    end,
    updated_at = case
      when excluded.total_score > 0 then now()
      else ps.updated_at
    end
  returning * into stats;

  -- The badge rules of scoring.ts, in the same order.
  wanted := array['heritage_explorer'];
  if stats.quiz_best = 12 then
    wanted := array_append(wanted, 'cultural_scholar');
  end if;
  if cardinality(stats.completed_game_types) = 5 then
    wanted := array_append(wanted, 'heritage_master');
  end if;

  foreach badge in array wanted loop
    insert into public.user_achievements (user_id, achievement_id)
    values (uid, badge)
    on conflict do nothing;
    if found then
      fresh := array_append(fresh, badge);
    end if;
  end loop;

  update public.player_stats ps
  set achievement_count = (
    select count(*) from public.user_achievements a where a.user_id = uid
  )
  where ps.user_id = uid;

  points := earned;
  new_badges := fresh;
  return next;
end;
$$;

-- ---------------------------------------------------------------------------
-- start_game: the flood limits.
-- ---------------------------------------------------------------------------

create or replace function public.start_game(game_type text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  session_id uuid;
begin
  if uid is null then
    raise exception 'not_signed_in' using errcode = '42501';
  end if;
  if not private.valid_game_type(game_type) then
    raise exception 'invalid_game_type' using errcode = '22023';
  end if;

  -- One player's calls queue here, so the counts below cannot race.
  perform pg_advisory_xact_lock(hashtextextended(uid::text, 7));

  if (select count(*) from public.game_sessions s
      where s.user_id = uid and s.finished_at is null
        and s.started_at > now() - interval '1 hour') >= 20
  then
    raise exception 'too_many_open_games' using errcode = 'PT429';
  end if;
  if (select count(*) from public.game_sessions s
      where s.user_id = uid and s.started_at > now() - interval '1 minute') >= 60
  then
    raise exception 'too_many_starts' using errcode = 'PT429';
  end if;

  insert into public.game_sessions (user_id, game_type)
  values (uid, start_game.game_type)
  returning id into session_id;
  return session_id;
end;
$$;

-- ---------------------------------------------------------------------------
-- finish_game: the same checks as before plus the 2-hour expiry; the result
-- itself goes through private.record_result.
-- ---------------------------------------------------------------------------

create or replace function public.finish_game(session_id uuid, value integer)
returns table (points integer, new_badges text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  game public.game_sessions%rowtype;
  outcome record;
begin
  if uid is null then
    raise exception 'not_signed_in' using errcode = '42501';
  end if;

  select * into game from public.game_sessions s
  where s.id = finish_game.session_id
  for update;
  -- Someone else's session looks exactly like a missing one.
  if not found or game.user_id <> uid then
    raise exception 'session_not_found' using errcode = 'P0002';
  end if;
  if game.finished_at is not null then
    raise exception 'session_already_finished' using errcode = '22023';
  end if;
  if now() - game.started_at > interval '2 hours' then
    raise exception 'session_expired' using errcode = '22023';
  end if;
  if now() - game.started_at < private.min_play_time(game.game_type) then
    raise exception 'finished_too_soon' using errcode = '22023';
  end if;

  select r.points, r.new_badges into outcome
  from private.record_result(uid, game.game_type, value) r;

  update public.game_sessions s
  set finished_at = now(), points = outcome.points
  where s.id = game.id;

  points := outcome.points;
  new_badges := outcome.new_badges;
  return next;
end;
$$;

-- ---------------------------------------------------------------------------
-- submit_offline_round: a round played without a connection.
-- ---------------------------------------------------------------------------

create function public.submit_offline_round(
  client_id uuid,
  game_type text,
  value integer,
  played_at timestamptz,
  duration_ms integer
)
returns table (
  points integer,
  new_badges text[],
  added_at timestamptz,
  already_recorded boolean
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  earlier private.offline_rounds%rowtype;
  outcome record;
  day_start timestamptz;
begin
  if uid is null then
    raise exception 'not_signed_in' using errcode = '42501';
  end if;
  if submit_offline_round.client_id is null then
    raise exception 'invalid_client_id' using errcode = '22023';
  end if;

  -- Queues behind this player's start_game and other submissions, so a
  -- retry racing its first attempt and the caps below cannot double count.
  perform pg_advisory_xact_lock(hashtextextended(uid::text, 7));

  -- A round already recorded: its earlier outcome, counted once. Checked
  -- first, so a retry whose answer was lost gets it even days later.
  select * into earlier from private.offline_rounds o
  where o.user_id = uid and o.client_id = submit_offline_round.client_id;
  if found then
    points := earlier.points;
    new_badges := earlier.new_badges;
    added_at := earlier.added_at;
    already_recorded := true;
    return next;
    return;
  end if;

  if not private.valid_game_type(submit_offline_round.game_type) then
    raise exception 'invalid_game_type' using errcode = '22023';
  end if;
  if value is null
    or not private.valid_game_value(submit_offline_round.game_type, value)
  then
    raise exception 'invalid_value' using errcode = '22023';
  end if;
  if submit_offline_round.played_at is null then
    raise exception 'invalid_played_at' using errcode = '22023';
  end if;
  -- Five minutes of grace for a device clock that runs a little fast.
  if submit_offline_round.played_at > now() + interval '5 minutes' then
    raise exception 'played_in_future' using errcode = '22023';
  end if;
  if submit_offline_round.played_at < now() - interval '7 days' then
    raise exception 'played_too_long_ago' using errcode = '22023';
  end if;
  if submit_offline_round.duration_ms is null
    or make_interval(secs => submit_offline_round.duration_ms / 1000.0)
      < private.min_play_time(submit_offline_round.game_type)
  then
    raise exception 'played_too_fast' using errcode = '22023';
  end if;

  day_start := date_trunc('day', submit_offline_round.played_at, 'UTC');
  if (select count(*) from private.offline_rounds o
      where o.user_id = uid
        and o.played_at >= day_start
        and o.played_at < day_start + interval '1 day') >= 30
  then
    raise exception 'offline_daily_limit_reached' using errcode = 'PT429';
  end if;

  select r.points, r.new_badges into outcome
  from private.record_result(uid, submit_offline_round.game_type, value) r;

  insert into private.offline_rounds (
    user_id, client_id, game_type, value, played_at, duration_ms,
    points, new_badges
  )
  values (
    uid,
    submit_offline_round.client_id,
    submit_offline_round.game_type,
    value,
    submit_offline_round.played_at,
    submit_offline_round.duration_ms,
    outcome.points,
    outcome.new_badges
  )
  returning offline_rounds.added_at into added_at;

  points := outcome.points;
  new_badges := outcome.new_badges;
  already_recorded := false;
  return next;
end;
$$;

-- ---------------------------------------------------------------------------
-- Who may call what.
-- ---------------------------------------------------------------------------

revoke all on function private.record_result(uuid, text, integer)
  from public, anon, authenticated;

revoke all on function public.submit_offline_round(uuid, text, integer, timestamptz, integer)
  from public, anon;
grant execute on function public.submit_offline_round(uuid, text, integer, timestamptz, integer)
  to authenticated;
