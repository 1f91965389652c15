-- Puzzles (issue 19, decision 034): the jigsaw and the word search become
-- game types like the others, on top of the family accounts migration
-- (20261125120000), whose per-child functions stay as they are except where
-- a rule below changes them.
--
--   game_type     the client sends              points             minimum
--   jigsaw        its pieces: 9, 16 or 25 only  pieces / 3: 3, 5, 8  8 s
--   word_search   the words found: 6 or 8 only  one a word: 6 or 8   8 s
--
-- Heritage Master keeps meaning the first five games (quiz, memory, both
-- matching games, story): a child close to it does not see it move away,
-- and a child who holds it keeps it for the same reason it was earned.
-- The functions are replaced, not dropped, so their grants (none for
-- clients on the private schema) and the check constraints that call
-- private.valid_game_type stay as they are; every row already stored is a
-- type and value the new rules accept too.

create or replace function private.valid_game_type(game_type text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select game_type in (
    'quiz', 'memory', 'festival_match', 'hero_match', 'story',
    'jigsaw', 'word_search'
  )
$$;

-- True when `value` is a result the game can really produce: the quiz sends
-- correct answers (0-12), memory its moves (8-999), the jigsaw its pieces
-- (9, 16 or 25), the word search its words (6 or 8), the others 1.
create or replace function private.valid_game_value(game_type text, value integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case game_type
    when 'quiz' then value between 0 and 12
    when 'memory' then value between 8 and 999
    when 'festival_match' then value = 1
    when 'hero_match' then value = 1
    when 'story' then value = 1
    when 'jigsaw' then value in (9, 16, 25)
    when 'word_search' then value in (6, 8)
    else false
  end is true
$$;

-- Points for a valid result (null for an invalid one).
create or replace function private.game_points(game_type text, value integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when not private.valid_game_value(game_type, value) then null
    when game_type = 'quiz' then value
    when game_type = 'memory' then greatest(1, 24 - value)
    when game_type in ('festival_match', 'hero_match') then 4
    when game_type = 'story' then 3
    when game_type = 'jigsaw' then value / 3
    when game_type = 'word_search' then value
  end
$$;

-- The shortest honest round of each game, from start_game to finish_game.
create or replace function private.min_play_time(game_type text)
returns interval
language sql
immutable
set search_path = ''
as $$
  select case game_type
    when 'quiz' then interval '24 seconds'
    when 'memory' then interval '8 seconds'
    when 'festival_match' then interval '4 seconds'
    when 'hero_match' then interval '4 seconds'
    when 'story' then interval '3 seconds'
    when 'jigsaw' then interval '8 seconds'
    when 'word_search' then interval '8 seconds'
  end
$$;

-- As in 20261125120000, but for the Heritage Master rule.
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

-- As in 20261125120000, with the puzzles' values given back from their points.
create or replace function private.rounds_json(profile uuid, since timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(
    jsonb_build_object(
      'game_type', g.game_type,
      'value', case g.game_type
        when 'quiz' then g.score
        when 'memory' then g.moves
        -- Points are pieces ÷ 3 (3, 5, 8) and one a word: the value back.
        when 'jigsaw' then case g.score when 3 then 9 when 5 then 16 else 25 end
        when 'word_search' then g.score
        else 1
      end,
      'points', g.score,
      'played_at', g.created_at
    )
    order by g.created_at, g.id
  ), '[]'::jsonb)
  from public.game_scores g
  where g.profile_id = profile and g.created_at >= since
$$;
