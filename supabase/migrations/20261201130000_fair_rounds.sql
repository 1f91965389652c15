-- Fair rounds (issue 44 item 1, decision 075), after the security review of
-- the quiz on the server (attacks C3, C4, C5, C5b/C5c and B9):
--
-- 1. An offline quiz round scores only if it is a round the server drew for
--    that child. While online, the device keeps one drawn round per child
--    (start_quiz + quiz_round, not played) and plays it when the server
--    cannot be reached; submit_offline_round then finds the open quiz
--    session of that child whose 12 drawn questions are exactly the round's
--    (the band is the session's, the one chosen when it was drawn), marks
--    the answers against it and finishes it. So each drawn round scores
--    once, online or offline (C5b, C5c); the same answers again under a new
--    client id find no open session (C5); 12 questions never drawn (C3) or
--    of another band (C4) match none. Such a round scores nothing: no
--    points, no game counted, no badge; its answers are still kept for the
--    grown-ups' view, dated when played, as a round played for practice.
--    A drawn round may be played offline for 7 days (the outbox's window),
--    and not sooner than the quiz's 24 seconds after it was drawn.
-- 2. One lock order everywhere: the child's advisory lock (the one
--    start_session and submit_offline_round take), then the session's row.
--    open_session takes it before the row (finish_game, both forms), and
--    record_result takes it again (re-entrant) before the daily count, so
--    20 finishes at once queue per child and the 200-a-day cap holds (B9).

-- ---------------------------------------------------------------------------
-- The lock order.
-- ---------------------------------------------------------------------------

-- As in 20261127120000, but the child's lock is taken before the session's
-- row lock: every path locks child, then session, so finish_game and an
-- offline round racing for one drawn round cannot deadlock, and the
-- checks after it (and record_result's daily count) see every earlier
-- finish of the child.
create or replace function private.open_session(session_id uuid)
returns public.game_sessions
language plpgsql
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  owner uuid;
  game public.game_sessions%rowtype;
begin
  select s.profile_id into owner from public.game_sessions s
  where s.id = open_session.session_id
    and exists (
      select 1 from public.child_profiles c
      where c.id = s.profile_id and c.family_id = family
    );
  -- Another family's session looks exactly like a missing one.
  if owner is null then
    raise exception 'session_not_found' using errcode = 'P0002';
  end if;
  perform pg_advisory_xact_lock(hashtextextended(owner::text, 7));

  select * into game from public.game_sessions s
  where s.id = open_session.session_id
  for update;
  if not found then
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
  return game;
end;
$$;

-- As in 20261125130000 (the Heritage Master rule), with the child's lock
-- taken before the daily count: concurrent results of one child are
-- counted one after another. Re-entrant: the callers hold it already.
create or replace function private.record_result(profile uuid, game_type text, value integer)
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
  perform pg_advisory_xact_lock(hashtextextended(profile::text, 7));
  if (select count(*) from public.game_scores g
      where g.profile_id = profile and g.created_at > now() - interval '1 day') >= 200
  then
    raise exception 'daily_limit_reached' using errcode = 'PT429';
  end if;

  earned := private.game_points(record_result.game_type, value);

  insert into public.game_scores (profile_id, game_type, score, moves)
  values (
    profile,
    record_result.game_type,
    earned,
    case when record_result.game_type = 'memory' then value end
  );

  insert into public.player_stats as ps (
    profile_id, total_score, quiz_best, memory_best, games_completed,
    completed_game_types, updated_at
  )
  values (
    profile,
    earned,
    case when record_result.game_type = 'quiz' then value end,
    case when record_result.game_type = 'memory' then value end,
    1,
    array[record_result.game_type],
    now()
  )
  on conflict (profile_id) do update set
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
  -- Heritage Master: the first five games, not every game there is
  -- (decision 034). The puzzles count for Heritage Explorer only.
  if stats.completed_game_types
    @> array['quiz', 'memory', 'festival_match', 'hero_match', 'story']
  then
    wanted := array_append(wanted, 'heritage_master');
  end if;

  foreach badge in array wanted loop
    insert into public.user_achievements (profile_id, achievement_id)
    values (profile, badge)
    on conflict do nothing;
    if found then
      fresh := array_append(fresh, badge);
    end if;
  end loop;

  update public.player_stats ps
  set achievement_count = (
    select count(*) from public.user_achievements a where a.profile_id = profile
  )
  where ps.profile_id = profile;

  points := earned;
  new_badges := fresh;
  return next;
end;
$$;

-- ---------------------------------------------------------------------------
-- Offline rounds: a quiz scores only as a drawn round, once.
-- ---------------------------------------------------------------------------

-- The open quiz session of `profile` the server drew exactly `ids` for
-- (any order), at most 7 days old, locked; null when there is none. The
-- caller holds the child's lock (taken before the row, as everywhere).
create function private.drawn_session(profile uuid, ids text[])
returns public.game_sessions
language plpgsql
set search_path = ''
as $$
declare
  game public.game_sessions%rowtype;
begin
  select s.* into game from public.game_sessions s
  where s.profile_id = profile
    and s.game_type = 'quiz'
    and s.finished_at is null
    and s.started_at > now() - interval '7 days'
    and (
      select array_agg(q.question_id order by q.question_id)
      from private.quiz_session_questions q where q.session_id = s.id
    ) = (select array_agg(i order by i) from unnest(ids) i)
  order by s.started_at
  limit 1
  for update of s;
  if not found then
    return null;
  end if;
  return game;
end;
$$;

-- As in 20261127120000, but a quiz scores only when its questions are a
-- round drawn for the child and still open (it is then finished, with its
-- answers kept under the session); any other quiz round is kept for the
-- grown-ups' view with no points, no game counted and no badge.
create or replace function private.offline_round(
  profile uuid,
  client_id uuid,
  game_type text,
  value integer,
  answers jsonb,
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
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  earlier private.offline_rounds%rowtype;
  outcome record;
  day_start timestamptz;
  score integer := offline_round.value;
  drawn public.game_sessions%rowtype;
  ids text[];
begin
  perform private.check_my_profile(family, profile);
  if offline_round.client_id is null then
    raise exception 'invalid_client_id' using errcode = '22023';
  end if;

  -- Queues behind this child's start_game, finish_game and other
  -- submissions, so a retry racing its first attempt, a drawn round sent
  -- twice at once and the caps below cannot double count.
  perform pg_advisory_xact_lock(hashtextextended(profile::text, 7));

  select * into earlier from private.offline_rounds o
  where o.profile_id = profile and o.client_id = offline_round.client_id;
  if found then
    points := earlier.points;
    new_badges := earlier.new_badges;
    added_at := earlier.added_at;
    already_recorded := true;
    return next;
    return;
  end if;

  if not private.valid_game_type(offline_round.game_type) then
    raise exception 'invalid_game_type' using errcode = '22023';
  end if;
  if offline_round.game_type = 'quiz' then
    if answers is null then
      raise exception 'answers_required' using errcode = '22023';
    end if;
    -- 12 distinct bank questions of one band, else invalid_answers.
    select array_agg(m.question_id), count(*) filter (where m.correct)
    into ids, score
    from private.quiz_marked(answers, null) m;
  elsif answers is not null then
    raise exception 'answers_not_expected' using errcode = '22023';
  end if;
  if score is null
    or not private.valid_game_value(offline_round.game_type, score)
  then
    raise exception 'invalid_value' using errcode = '22023';
  end if;
  if offline_round.played_at is null then
    raise exception 'invalid_played_at' using errcode = '22023';
  end if;
  -- Five minutes of grace for a device clock that runs a little fast.
  if offline_round.played_at > now() + interval '5 minutes' then
    raise exception 'played_in_future' using errcode = '22023';
  end if;
  if offline_round.played_at < now() - interval '7 days' then
    raise exception 'played_too_long_ago' using errcode = '22023';
  end if;
  if offline_round.duration_ms is null
    or make_interval(secs => offline_round.duration_ms / 1000.0)
      < private.min_play_time(offline_round.game_type)
  then
    raise exception 'played_too_fast' using errcode = '22023';
  end if;

  day_start := date_trunc('day', offline_round.played_at, 'UTC');
  if (select count(*) from private.offline_rounds o
      where o.profile_id = profile
        and o.played_at >= day_start
        and o.played_at < day_start + interval '1 day') >= 30
  then
    raise exception 'offline_daily_limit_reached' using errcode = 'PT429';
  end if;

  if offline_round.game_type = 'quiz' then
    drawn := private.drawn_session(profile, ids);
    -- The wall clock since the draw, not the device's word, is the floor.
    if drawn.id is not null
      and now() - drawn.started_at < private.min_play_time('quiz')
    then
      raise exception 'finished_too_soon' using errcode = '22023';
    end if;
  end if;

  if offline_round.game_type = 'quiz' and drawn.id is null then
    -- Not a round the server drew (or drawn and already scored): practice.
    select 0 as points, '{}'::text[] as new_badges into outcome;
  else
    select r.points, r.new_badges into outcome
    from private.record_result(profile, offline_round.game_type, score) r;
  end if;

  insert into private.offline_rounds (
    profile_id, client_id, game_type, value, played_at, duration_ms,
    points, new_badges
  )
  values (
    profile,
    offline_round.client_id,
    offline_round.game_type,
    score,
    offline_round.played_at,
    offline_round.duration_ms,
    outcome.points,
    outcome.new_badges
  )
  returning offline_rounds.added_at into added_at;

  if offline_round.game_type = 'quiz' then
    insert into private.quiz_answers (
      profile_id, session_id, question_id, topic, correct, answered_at
    )
    select profile, drawn.id, m.question_id, m.topic, m.correct,
      offline_round.played_at
    from private.quiz_marked(answers, null) m;
    insert into private.quiz_seen (profile_id, question_id)
    select profile, m.question_id from private.quiz_marked(answers, null) m
    on conflict do nothing;
    if drawn.id is not null then
      update public.game_sessions s
      set finished_at = now(), points = outcome.points
      where s.id = drawn.id;
    end if;
  end if;

  points := outcome.points;
  new_badges := outcome.new_badges;
  already_recorded := false;
  return next;
end;
$$;

comment on function public.submit_offline_round(uuid, uuid, jsonb, timestamptz, integer) is
  'A quiz round played offline: scored only when its 12 questions are a round drawn for the child (start_quiz) and still open, which it then finishes; otherwise kept for the grown-ups'' view with no points.';

revoke all on function private.open_session(uuid),
  private.record_result(uuid, text, integer),
  private.drawn_session(uuid, text[]),
  private.offline_round(uuid, uuid, text, integer, jsonb, timestamptz, integer)
  from public, anon, authenticated;
