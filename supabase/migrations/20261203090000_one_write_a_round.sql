-- A round's result in one write of the child's stats, last (issue 46 item 5),
-- decision docs/decisions/096-a-rounds-result-in-one-write-last.md.
--
-- Every finish of every game ends in private.record_result, whose write of
-- public.player_stats fires the leaderboard's count triggers (decision 026):
-- they add the child to the count rows of the new total and take them from
-- the old one, and those rows are shared by every child with the same
-- total, so each is locked until the round's transaction commits. The
-- stats were written twice (the result, then the badge count: the second
-- write changes no total but fires the triggers again), and the first write
-- came in the middle of the finish (the badges, a quiz's answers with the
-- review trigger, the session's row after it), so concurrent rounds queued
-- on the count rows for all of that.
--
-- Now record_result reads the child's stats (the child's lock is held, so
-- no other round of the child can change them), works out the new bests,
-- game types and badges, keeps the badges, and writes the stats once with
-- the badge count; and both finish_games end in private.close_and_record,
-- which closes the session before it (a quiz's answers are kept before
-- that), so the count rows are locked from the last write of the round to
-- its commit. Every rule stays: the value checked, the
-- child's lock, the daily cap, the points, the bests, Heritage Explorer,
-- Cultural Scholar and Heritage Master (decision 034), the badge count,
-- the leaderboard's time of last change (only when points were earned).

-- As in 20261201130000, with one write of player_stats, last.
create or replace function private.record_result(profile uuid, game_type text, value integer)
returns table (points integer, new_badges text[])
language plpgsql
set search_path = ''
as $$
declare
  earned integer;
  was public.player_stats%rowtype;
  quiz_best integer;
  memory_best integer;
  game_types text[];
  badge text;
  wanted text[] := array['heritage_explorer'];
  fresh text[] := '{}';
  badges integer;
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

  -- The stats as they are (none before the child's first round): the
  -- child's lock is held, so no other round of the child changes them
  -- before the write below.
  select * into was from public.player_stats ps where ps.profile_id = profile;
  quiz_best := greatest(was.quiz_best,
    case when record_result.game_type = 'quiz' then value end);
  memory_best := least(was.memory_best,
    case when record_result.game_type = 'memory' then value end);
  game_types := case
    when record_result.game_type = any (was.completed_game_types)
      then was.completed_game_types
    else array_append(coalesce(was.completed_game_types, '{}'), record_result.game_type)
  end;

  -- The badge rules of scoring.ts, in the same order. Heritage Master: the
  -- first five games, not every game there is (decision 034).
  if quiz_best = 12 then
    wanted := array_append(wanted, 'cultural_scholar');
  end if;
  if game_types @> array['quiz', 'memory', 'festival_match', 'hero_match', 'story'] then
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
  badges := (select count(*) from public.user_achievements a where a.profile_id = profile);

  -- The one write, last: its triggers lock the leaderboard's count rows
  -- of the old and the new total until the round commits.

  insert into public.player_stats as ps (
    profile_id, total_score, quiz_best, memory_best, games_completed,
    completed_game_types, achievement_count, updated_at
  )
  values (profile, earned, quiz_best, memory_best, 1, game_types, badges, now())
  on conflict (profile_id) do update set
    total_score = ps.total_score + excluded.total_score,
    quiz_best = greatest(ps.quiz_best, excluded.quiz_best),
    memory_best = least(ps.memory_best, excluded.memory_best),
    games_completed = ps.games_completed + 1,
    completed_game_types = excluded.completed_game_types,
    achievement_count = excluded.achievement_count,
    updated_at = case when excluded.total_score > 0 then now() else ps.updated_at end;

  points := earned;
  new_badges := fresh;
  return next;
end;
$$;

-- The end of every online round, in the order this migration is for: the
-- session closed with its points, then the result recorded (its write of
-- player_stats, and the shared count rows it locks, last). The caller has
-- opened the session (private.open_session: the child's lock, then the
-- session's row) and kept anything else the round writes.
create or replace function private.close_and_record(game public.game_sessions, value integer)
returns table (points integer, new_badges text[])
language plpgsql
set search_path = ''
as $$
begin
  update public.game_sessions s
  set finished_at = now(), points = private.game_points(game.game_type, value)
  where s.id = game.id;
  return query
  select r.points, r.new_badges
  from private.record_result(game.profile_id, game.game_type, value) r;
end;
$$;

-- As in 20261202090000 (marked once; the child's lock, then the session's
-- row, in open_session), with the answers kept before the session is
-- closed and the result recorded.
create or replace function public.finish_game(session_id uuid, answers jsonb)
returns table (points integer, new_badges text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  game public.game_sessions;
  drawn text[];
  ids text[];
  topics text[];
  rights boolean[];
  marked integer;
begin
  game := private.open_session(finish_game.session_id);
  if game.game_type <> 'quiz' then
    raise exception 'answers_not_expected' using errcode = '22023';
  end if;
  drawn := array(
    select q.question_id from private.quiz_session_questions q
    where q.session_id = game.id
  );
  -- Refuses anything but the drawn questions, each answered once.
  select array_agg(m.question_id), array_agg(m.topic), array_agg(m.correct)
  into ids, topics, rights
  from private.quiz_marked(answers, drawn) m;
  marked := (select count(*)::integer from unnest(rights) k(right_answer) where k.right_answer);

  insert into private.quiz_answers (profile_id, session_id, question_id, topic, correct)
  select game.profile_id, game.id, m.question_id, m.topic, m.correct
  from unnest(ids, topics, rights) m(question_id, topic, correct);

  return query
  select r.points, r.new_badges from private.close_and_record(game, marked) r;
end;
$$;

-- As in 20261127120000, with the session closed before the result is
-- recorded.
create or replace function public.finish_game(session_id uuid, value integer)
returns table (points integer, new_badges text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  game public.game_sessions;
begin
  game := private.open_session(finish_game.session_id);
  if game.game_type = 'quiz' then
    raise exception 'answers_required' using errcode = '22023';
  end if;
  return query
  select r.points, r.new_badges from private.close_and_record(game, value) r;
end;
$$;

revoke all on function private.close_and_record(public.game_sessions, integer)
  from public, anon, authenticated;
