-- Accounts, server-side scores and badges, and the leaderboard
-- (docs/architecture.md#scoring and docs/architecture.md#the-database).
--
-- Clients never write a table directly: every write goes through the
-- SECURITY DEFINER functions start_game and finish_game, which check the
-- caller, the session, the play time and the value, and compute points and
-- badges here on the server. The scoring table mirrors
-- src/lib/backend/scoring.ts (tests/db compares the two).

create schema if not exists private;
revoke all on schema private from public;

-- ---------------------------------------------------------------------------
-- Rules shared with the client: usernames and the scoring table.
-- ---------------------------------------------------------------------------

-- Why a username is not allowed, or null when it is. Mirrors
-- src/lib/backend/usernameRules.ts. The leaderboard is public, so a name must
-- not carry an e-mail address or a phone number (a run of 7 or more digits,
-- possibly split by spaces, dots or dashes).
create function private.username_problem(name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when name is null or char_length(name) < 3 then 'too_short'
    when char_length(name) > 20 then 'too_long'
    when name <> btrim(name) then 'untrimmed'
    when name ~ '[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+' then 'email'
    when name ~ '[0-9]([[:space:].-]*[0-9]){6,}' then 'phone'
    when name ~ '[[:cntrl:]]' then 'control'
    else null
  end
$$;

create function private.valid_game_type(game_type text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select game_type in ('quiz', 'memory', 'festival_match', 'hero_match', 'story')
$$;

-- True when `value` is a result the game can really produce: the quiz sends
-- correct answers (0-12), memory its moves (8-999), the others 1 (completed).
create function private.valid_game_value(game_type text, value integer)
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
    else false
  end is true
$$;

-- Points for a valid result (null for an invalid one).
create function private.game_points(game_type text, value integer)
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
  end
$$;

-- The shortest honest round of each game, from start_game to finish_game.
create function private.min_play_time(game_type text)
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
  end
$$;

-- ---------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text not null
    constraint profiles_username_allowed
    check (private.username_problem(username) is null),
  created_at timestamptz not null default now()
);
create unique index profiles_username_lower_key on public.profiles (lower(username));

create table public.game_scores (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  game_type text not null
    constraint game_scores_game_type check (private.valid_game_type(game_type)),
  -- The points this result earned.
  score integer not null check (score >= 0),
  -- Moves of a memory game; null for the other games.
  moves integer,
  created_at timestamptz not null default now()
);
create index game_scores_user_created on public.game_scores (user_id, created_at desc);

create table public.user_achievements (
  user_id uuid not null references auth.users (id) on delete cascade,
  achievement_id text not null
    constraint user_achievements_known
    check (achievement_id in ('heritage_explorer', 'cultural_scholar', 'heritage_master')),
  earned_at timestamptz not null default now(),
  primary key (user_id, achievement_id)
);

create table public.player_stats (
  user_id uuid primary key references auth.users (id) on delete cascade,
  total_score integer not null default 0,
  quiz_best integer,
  memory_best integer,
  games_completed integer not null default 0,
  achievement_count integer not null default 0,
  -- Which game types this player has finished at least once (Heritage Master).
  completed_game_types text[] not null default '{}',
  -- When total_score last changed: who reached a score first ranks first.
  updated_at timestamptz not null default now()
);
-- The top-N read of get_leaderboard walks this index in order.
create index player_stats_leaderboard
  on public.player_stats (total_score desc, updated_at, user_id);

create table public.game_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  game_type text not null
    constraint game_sessions_game_type check (private.valid_game_type(game_type)),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  points integer
);
create index game_sessions_user_started on public.game_sessions (user_id, started_at desc);

-- ---------------------------------------------------------------------------
-- Row-level security: owners may read their own rows; nobody writes directly.
-- Supabase grants every table in public to anon and authenticated by
-- default, so the grants are narrowed explicitly as well.
-- ---------------------------------------------------------------------------

alter table public.profiles enable row level security;
alter table public.game_scores enable row level security;
alter table public.user_achievements enable row level security;
alter table public.player_stats enable row level security;
alter table public.game_sessions enable row level security;

revoke all on table public.profiles, public.game_scores, public.user_achievements,
  public.player_stats, public.game_sessions from public, anon, authenticated;
grant select on table public.profiles, public.game_scores, public.user_achievements,
  public.player_stats to authenticated;

create policy "Players read their own profile" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "Players read their own scores" on public.game_scores
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Players read their own badges" on public.user_achievements
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Players read their own stats" on public.player_stats
  for select to authenticated using (user_id = (select auth.uid()));
-- game_sessions: no policy at all, so no client can read or write it.

-- ---------------------------------------------------------------------------
-- Sign-up: every new auth user gets a profile. A taken name gets a numeric
-- suffix instead of failing the sign-up; a name that breaks the rules is
-- refused; a sign-up without a name (Google) gets "Player" plus a number.
-- ---------------------------------------------------------------------------

create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := btrim(coalesce(new.raw_user_meta_data ->> 'username', ''));
  base text;
  candidate text;
  suffix text;
  attempt integer := 1;
begin
  if wanted = '' then
    base := 'Player';
    attempt := 2;
  elsif private.username_problem(wanted) is not null then
    raise exception 'username_not_allowed: %', private.username_problem(wanted)
      using errcode = '22023';
  else
    base := wanted;
  end if;

  loop
    if attempt = 1 then
      candidate := base;
    else
      suffix := attempt::text;
      candidate := left(base, 20 - char_length(suffix)) || suffix;
      if private.username_problem(candidate) is not null then
        candidate := left(base, 19 - char_length(suffix)) || '_' || suffix;
      end if;
    end if;

    if private.username_problem(candidate) is null then
      insert into public.profiles (id, username)
      values (new.id, candidate)
      on conflict do nothing;
      if found then
        return new;
      end if;
    end if;

    attempt := attempt + 1;
    if attempt > 10000 then
      raise exception 'username_unavailable' using errcode = '23505';
    end if;
  end loop;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- Whether a name may be used for a new account (anyone may ask).
create function public.username_available(name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.username_problem(btrim(name)) is null
    and not exists (
      select 1 from public.profiles p where lower(p.username) = lower(btrim(name))
    )
$$;

-- ---------------------------------------------------------------------------
-- Game sessions and results.
-- ---------------------------------------------------------------------------

-- Opens a game session for the signed-in player and returns its id. Refuses
-- (SQLSTATE PT429, HTTP 429 through the API) when the player has started too
-- many games in the last minute or left too many open in the last hour.
create function public.start_game(game_type text)
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
      where s.user_id = uid and s.started_at > now() - interval '1 minute') >= 10
    or (select count(*) from public.game_sessions s
      where s.user_id = uid and s.finished_at is null
        and s.started_at > now() - interval '1 hour') >= 30
  then
    raise exception 'rate_limited' using errcode = 'PT429';
  end if;

  insert into public.game_sessions (user_id, game_type)
  values (uid, start_game.game_type)
  returning id into session_id;
  return session_id;
end;
$$;

-- Finishes the caller's open session with the game's result: checks the
-- session (the caller's, open, single-use), the play time and the value,
-- caps results per day, then writes the score, the stats and any new badges
-- in this one transaction. Returns the points and the newly earned badges.
create function public.finish_game(session_id uuid, value integer)
returns table (points integer, new_badges text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  game public.game_sessions%rowtype;
  earned integer;
  stats public.player_stats%rowtype;
  badge text;
  wanted text[] := '{}';
  fresh text[] := '{}';
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
  if now() - game.started_at < private.min_play_time(game.game_type) then
    raise exception 'finished_too_soon' using errcode = '22023';
  end if;
  if value is null or not private.valid_game_value(game.game_type, value) then
    raise exception 'invalid_value' using errcode = '22023';
  end if;
  if (select count(*) from public.game_scores g
      where g.user_id = uid and g.created_at > now() - interval '1 day') >= 200
  then
    raise exception 'daily_limit_reached' using errcode = 'PT429';
  end if;

  earned := private.game_points(game.game_type, value);

  update public.game_sessions s
  set finished_at = now(), points = earned
  where s.id = game.id;

  insert into public.game_scores (user_id, game_type, score, moves)
  values (
    uid,
    game.game_type,
    earned,
    case when game.game_type = 'memory' then value end
  );

  insert into public.player_stats as ps (
    user_id, total_score, quiz_best, memory_best, games_completed,
    completed_game_types, updated_at
  )
  values (
    uid,
    earned,
    case when game.game_type = 'quiz' then value end,
    case when game.game_type = 'memory' then value end,
    1,
    array[game.game_type],
    now()
  )
  on conflict (user_id) do update set
    total_score = ps.total_score + excluded.total_score,
    quiz_best = greatest(ps.quiz_best, excluded.quiz_best),
    memory_best = least(ps.memory_best, excluded.memory_best),
    games_completed = ps.games_completed + 1,
    completed_game_types = case
      when game.game_type = any (ps.completed_game_types) then ps.completed_game_types
      else array_append(ps.completed_game_types, game.game_type)
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
-- The leaderboard (public) and the caller's own row.
-- ---------------------------------------------------------------------------

-- The top players by total score; ties go to whoever reached the score
-- first, then to the lower user id, so the order never changes between
-- calls. At most 100 rows whatever the caller asks.
create function public.get_leaderboard(row_limit integer default 50)
returns table (
  rank bigint,
  user_id uuid,
  username text,
  total_score integer,
  quiz_best integer,
  memory_best integer,
  achievement_count integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    row_number() over (order by s.total_score desc, s.updated_at, s.user_id),
    s.user_id,
    coalesce(p.username, 'Unknown'),
    s.total_score,
    s.quiz_best,
    s.memory_best,
    s.achievement_count
  from public.player_stats s
  left join public.profiles p on p.id = s.user_id
  order by s.total_score desc, s.updated_at, s.user_id
  limit least(greatest(coalesce(row_limit, 50), 1), 100)
$$;

-- The signed-in player's own leaderboard row, even outside the top 100;
-- no row before their first finished game.
create function public.get_my_rank()
returns table (
  rank bigint,
  user_id uuid,
  username text,
  total_score integer,
  quiz_best integer,
  memory_best integer,
  achievement_count integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    1 + (
      select count(*) from public.player_stats o
      where o.total_score > s.total_score
        or (o.total_score = s.total_score and o.updated_at < s.updated_at)
        or (o.total_score = s.total_score and o.updated_at = s.updated_at
          and o.user_id < s.user_id)
    ),
    s.user_id,
    coalesce(p.username, 'Unknown'),
    s.total_score,
    s.quiz_best,
    s.memory_best,
    s.achievement_count
  from public.player_stats s
  left join public.profiles p on p.id = s.user_id
  where s.user_id = auth.uid()
$$;

-- ---------------------------------------------------------------------------
-- Who may call what. Functions are executable by PUBLIC unless revoked, and
-- Supabase also grants new functions to anon and authenticated.
-- ---------------------------------------------------------------------------

revoke all on all functions in schema private from public, anon, authenticated;

revoke all on function public.username_available(text) from public;
grant execute on function public.username_available(text) to anon, authenticated;

revoke all on function public.get_leaderboard(integer) from public;
grant execute on function public.get_leaderboard(integer) to anon, authenticated;

revoke all on function public.start_game(text) from public, anon;
grant execute on function public.start_game(text) to authenticated;

revoke all on function public.finish_game(uuid, integer) from public, anon;
grant execute on function public.finish_game(uuid, integer) to authenticated;

revoke all on function public.get_my_rank() from public, anon;
grant execute on function public.get_my_rank() to authenticated;
