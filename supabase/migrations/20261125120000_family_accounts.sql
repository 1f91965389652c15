-- Family accounts (issue 15; docs/decisions/028-family-accounts.md and
-- 031-family-accounts-database.md).
--
-- An account now belongs to a parent or guardian: `families` is keyed by the
-- parent's auth user id and records the consent and policy version; children
-- play under `child_profiles` (1-6 per family, fun name, avatar, optional age
-- band, hidden from the public leaderboard or not). Scores, sessions, stats,
-- badges and offline rounds belong to a child profile: their `user_id`
-- columns become `profile_id`.
--
-- Existing accounts lose nothing: every auth user becomes a family whose id
-- is the user id, with ONE child profile whose id is also the old user id and
-- whose fun name is the old username, so every existing row keeps pointing at
-- the same player, now a child.
--
-- The parent PIN is kept only as a salted bcrypt hash (pgcrypto, in the
-- `extensions` schema as on Supabase), in the private schema; wrong PINs are
-- counted and lock the PIN for a while. A correct PIN opens a short
-- "grown-up window" during which the family may be changed (profiles added,
-- changed or deleted, the account deleted).
--
-- Every write still goes through SECURITY DEFINER functions. Row-level
-- security lets a family read its own rows and nobody else's.
--
-- Errors the client tells apart (src/lib/backend/errors.ts, FAMILY_SQLSTATES):
--   VK001 not_signed_in           VK002 profile_not_found
--   VK003 too_many_profiles       VK004 fun_name_taken
--   VK005 pin_required            VK006 invalid input: fun_name_not_allowed: <rule>,
--                                       invalid_avatar, invalid_age_band,
--                                       invalid_pin, consent_required, ...
--   PT429 pin_locked and the game limits (rate-limited)

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

-- ---------------------------------------------------------------------------
-- Rules shared with the client (src/lib/backend/types.ts, profileRules.ts).
-- ---------------------------------------------------------------------------

-- The avatars drawn in the site: exactly AVATAR_IDS of types.ts.
create function private.valid_avatar(avatar text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(avatar in (
    'peacock', 'elephant', 'tiger', 'parrot', 'cow', 'monkey',
    'deer', 'swan', 'lotus', 'diya', 'veena', 'temple'
  ), false)
$$;

create function private.valid_age_band(age_band text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select age_band is null or age_band in ('5-7', '8-10', '11-15')
$$;

-- ---------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------

create table public.families (
  id uuid primary key references auth.users (id) on delete cascade,
  -- When the parent confirmed "I am a parent or guardian, 18 or older", and
  -- the version of the Privacy Policy and Terms they agreed to. Null for a
  -- family that has not agreed yet (a Google sign-up, or an account from
  -- before families): such a family cannot add a child profile.
  consent_at timestamptz,
  policy_version text
    constraint families_policy_version
    check (policy_version ~ '^[0-9A-Za-z._-]{1,40}$'),
  created_at timestamptz not null default now(),
  constraint families_consent_complete
    check ((consent_at is null) = (policy_version is null))
);

create table public.child_profiles (
  id uuid primary key default gen_random_uuid(),
  family_id uuid not null references public.families (id) on delete cascade,
  -- The name on the leaderboard: the username rules, unique in any case.
  fun_name text not null
    constraint child_profiles_fun_name_allowed
    check (private.username_problem(fun_name) is null),
  avatar text not null
    constraint child_profiles_avatar check (private.valid_avatar(avatar)),
  age_band text
    constraint child_profiles_age_band check (private.valid_age_band(age_band)),
  hidden_from_leaderboard boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index child_profiles_fun_name_lower_key
  on public.child_profiles (lower(fun_name));
create index child_profiles_family on public.child_profiles (family_id, created_at);

-- The parent PIN: a bcrypt hash, the count of wrong tries, the lock, and the
-- grown-up window a correct PIN opens. Private: no client reads it, not even
-- the family (a 4-digit PIN's hash is quick to try offline).
create table private.family_pins (
  family_id uuid primary key references public.families (id) on delete cascade,
  pin_hash text not null,
  failed_attempts integer not null default 0,
  locked_until timestamptz,
  grown_up_until timestamptz,
  updated_at timestamptz not null default now()
);
alter table private.family_pins enable row level security;
revoke all on table private.family_pins from public, anon, authenticated;

-- At most 6 profiles a family. A trigger, so no path can add a 7th; the
-- family row is locked first, so two additions at once cannot both pass.
create function private.check_profile_limit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform 1 from public.families f where f.id = new.family_id for update;
  if (select count(*) from public.child_profiles c
      where c.family_id = new.family_id) >= 6
  then
    raise exception 'too_many_profiles' using errcode = 'VK003';
  end if;
  return new;
end;
$$;

create trigger child_profiles_limit
  before insert on public.child_profiles
  for each row execute function private.check_profile_limit();

-- ---------------------------------------------------------------------------
-- The data: every user becomes a family with one child profile, ids kept.
-- ---------------------------------------------------------------------------

insert into public.families (id, created_at)
select u.id, coalesce(u.created_at, now())
from auth.users u;

insert into public.child_profiles (id, family_id, fun_name, avatar, created_at)
select p.id, p.id, p.username, 'peacock', p.created_at
from public.profiles p;

-- A user without a profile row (sign-up always makes one; only an operator
-- could remove it) still gets a child, named as a nameless sign-up was:
-- "Player" and the first free number.
do $$
declare
  orphan record;
  attempt integer;
begin
  for orphan in
    select u.id from auth.users u
    where not exists (select 1 from public.child_profiles c where c.id = u.id)
    order by u.created_at, u.id
  loop
    attempt := 2;
    while exists (
      select 1 from public.child_profiles c
      where lower(c.fun_name) = lower('Player' || attempt)
    ) loop
      attempt := attempt + 1;
    end loop;
    insert into public.child_profiles (id, family_id, fun_name, avatar)
    values (orphan.id, orphan.id, 'Player' || attempt, 'peacock');
  end loop;
end;
$$;

-- The per-player tables: user_id becomes profile_id, and the foreign key
-- that pointed at auth.users now points at the child profile (same ids).
do $$
declare
  t text;
  fk text;
begin
  foreach t in array array[
    'game_scores', 'user_achievements', 'player_stats', 'game_sessions'
  ] loop
    for fk in
      select c.conname from pg_constraint c
      where c.conrelid = ('public.' || t)::regclass
        and c.contype = 'f'
        and c.confrelid = 'auth.users'::regclass
    loop
      execute format('alter table public.%I drop constraint %I', t, fk);
    end loop;
    execute format('alter table public.%I rename column user_id to profile_id', t);
    execute format(
      'alter table public.%I add constraint %I foreign key (profile_id)
         references public.child_profiles (id) on delete cascade',
      t, t || '_profile_id_fkey'
    );
  end loop;
end;
$$;

alter index public.game_scores_user_created rename to game_scores_profile_created;
alter index public.game_sessions_user_started rename to game_sessions_profile_started;

-- The offline rounds of 20261125110000 (the replay guard) likewise.
alter table private.offline_rounds drop constraint offline_rounds_user_id_fkey;
alter table private.offline_rounds rename column user_id to profile_id;
alter table private.offline_rounds add constraint offline_rounds_profile_id_fkey
  foreign key (profile_id) references public.child_profiles (id) on delete cascade;
alter index private.offline_rounds_user_played rename to offline_rounds_profile_played;
-- No policy: reached only through the functions, like the count tables.
alter table private.offline_rounds enable row level security;

-- The old tables' policies named "players"; the new ones are per family.
drop policy "Players read their own profile" on public.profiles;
drop policy "Players read their own scores" on public.game_scores;
drop policy "Players read their own badges" on public.user_achievements;
drop policy "Players read their own stats" on public.player_stats;

-- Functions whose arguments or results change are dropped and made anew.
drop function public.start_game(text);
drop function public.get_leaderboard(integer);
drop function public.get_my_rank();
drop function public.submit_offline_round(uuid, text, integer, timestamptz, integer);
drop function private.record_result(uuid, text, integer);

drop table public.profiles;

-- ---------------------------------------------------------------------------
-- The leaderboard leaves hidden children out. player_stats carries a copy of
-- the child's hidden_from_leaderboard, always taken from child_profiles, so
-- the count tables of 20261125100000 and the top-N index can leave hidden
-- children out without a join: the counts hold the listed children only,
-- and a hidden child's rank is the one they would have among them.
-- ---------------------------------------------------------------------------

lock table public.player_stats in share row exclusive mode;

alter table public.player_stats
  add column hidden_from_leaderboard boolean not null default false;

-- On every insert and update of player_stats, whoever writes it.
create function private.player_stats_hidden()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.hidden_from_leaderboard := coalesce(
    (select c.hidden_from_leaderboard from public.child_profiles c
     where c.id = new.profile_id),
    false
  );
  return new;
end;
$$;

create trigger player_stats_hidden
  before insert or update on public.player_stats
  for each row execute function private.player_stats_hidden();

-- When a parent hides or shows a child, the stats row follows (and with it,
-- through the triggers on player_stats, the counts).
create function private.child_hidden_changed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.player_stats s
  set hidden_from_leaderboard = new.hidden_from_leaderboard
  where s.profile_id = new.id;
  return null;
end;
$$;

create trigger child_profiles_hidden
  after update of hidden_from_leaderboard on public.child_profiles
  for each row
  when (old.hidden_from_leaderboard is distinct from new.hidden_from_leaderboard)
  execute function private.child_hidden_changed();

-- 20261125100000's trigger function, counting listed children only. Rows
-- whose total, day and listing did not change still cancel out.
create or replace function private.leaderboard_track()
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
    from new_rows n
    where not n.hidden_from_leaderboard;
  elsif tg_op = 'DELETE' then
    select array_agg(o.total_score), array_agg(o.updated_at), array_agg(-1)
    into scores, times, signs
    from old_rows o
    where not o.hidden_from_leaderboard;
  else
    select array_agg(ch.total_score), array_agg(ch.updated_at), array_agg(ch.sign)
    into scores, times, signs
    from (
      select n.total_score, n.updated_at, 1 as sign from new_rows n
      where not n.hidden_from_leaderboard
      union all
      select o.total_score, o.updated_at, -1 from old_rows o
      where not o.hidden_from_leaderboard
    ) ch;
  end if;
  if scores is not null then
    perform private.leaderboard_apply(scores, times, signs);
  end if;
  return null;
end;
$$;

create or replace function private.leaderboard_rebuild()
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
  where not s.hidden_from_leaderboard
  group by 1, 2;

  insert into private.leaderboard_days (total_score, day, players)
  select s.total_score, private.leaderboard_day(s.updated_at), count(*)
  from public.player_stats s
  where not s.hidden_from_leaderboard
  group by 1, 2;
end;
$$;

-- The top-N walk and the same-day count read listed children only.
drop index public.player_stats_leaderboard;
create index player_stats_leaderboard
  on public.player_stats (total_score desc, updated_at, profile_id)
  where not hidden_from_leaderboard;

-- Nobody is hidden yet; recounting makes the counts certain all the same.
select private.leaderboard_rebuild();

-- ---------------------------------------------------------------------------
-- Row-level security: a family reads its own rows and nobody else's.
-- ---------------------------------------------------------------------------

alter table public.families enable row level security;
alter table public.child_profiles enable row level security;

revoke all on table public.families, public.child_profiles
  from public, anon, authenticated;
grant select on table public.families, public.child_profiles to authenticated;

create policy "Families read their own family" on public.families
  for select to authenticated using (id = (select auth.uid()));
create policy "Families read their own children" on public.child_profiles
  for select to authenticated using (family_id = (select auth.uid()));
create policy "Families read their children's scores" on public.game_scores
  for select to authenticated using (
    profile_id in (
      select c.id from public.child_profiles c
      where c.family_id = (select auth.uid())
    )
  );
create policy "Families read their children's badges" on public.user_achievements
  for select to authenticated using (
    profile_id in (
      select c.id from public.child_profiles c
      where c.family_id = (select auth.uid())
    )
  );
create policy "Families read their children's stats" on public.player_stats
  for select to authenticated using (
    profile_id in (
      select c.id from public.child_profiles c
      where c.family_id = (select auth.uid())
    )
  );
-- game_sessions: still no policy at all, so no client reads or writes it.

-- ---------------------------------------------------------------------------
-- Helpers of the family functions.
-- ---------------------------------------------------------------------------

-- The caller's family id; refuses a caller without one.
create function private.my_family()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null
    or not exists (select 1 from public.families f where f.id = uid)
  then
    raise exception 'not_signed_in' using errcode = 'VK001';
  end if;
  return uid;
end;
$$;

-- Refuses a profile that is not the family's, or no longer exists; both look
-- the same, so no one learns whether another family's child exists.
create function private.check_my_profile(family uuid, profile uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if profile is null or not exists (
    select 1 from public.child_profiles c
    where c.id = profile and c.family_id = family
  ) then
    raise exception 'profile_not_found' using errcode = 'VK002';
  end if;
end;
$$;

-- Changes to the family need the grown-up window when a PIN is set: a
-- correct PIN opens it for 30 minutes, and each change made in it keeps it
-- open 30 minutes more. Without a PIN (a new family, before the parent sets
-- one) there is nothing to ask.
create function private.check_grown_up(family uuid)
returns void
language plpgsql
set search_path = ''
as $$
declare
  pin private.family_pins%rowtype;
begin
  select * into pin from private.family_pins p
  where p.family_id = family
  for update;
  if not found then
    return;
  end if;
  if pin.grown_up_until is null or pin.grown_up_until < now() then
    raise exception 'pin_required' using errcode = 'VK005';
  end if;
  update private.family_pins p
  set grown_up_until = now() + interval '30 minutes'
  where p.family_id = family;
end;
$$;

create function private.check_fun_name(name text, profile uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if private.username_problem(name) is not null then
    raise exception 'fun_name_not_allowed: %', private.username_problem(name)
      using errcode = 'VK006';
  end if;
  if exists (
    select 1 from public.child_profiles c
    where lower(c.fun_name) = lower(name)
      and c.id is distinct from profile
  ) then
    raise exception 'fun_name_taken' using errcode = 'VK004';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------
-- Sign-up: every new auth user is a family. The site's sign-up form sends
-- `parent_consent: true` and `policy_version` in the user data; the family
-- records when. A Google sign-up carries no such data: its family starts
-- without consent and gives it through give_parent_consent before adding a
-- child. Children are added afterwards (add_child_profile).
-- ---------------------------------------------------------------------------

create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  version text := btrim(coalesce(meta ->> 'policy_version', ''));
begin
  if meta -> 'parent_consent' = 'true'::jsonb then
    if version !~ '^[0-9A-Za-z._-]{1,40}$' then
      raise exception 'invalid_policy_version' using errcode = 'VK006';
    end if;
    insert into public.families (id, consent_at, policy_version)
    values (new.id, now(), version);
  else
    insert into public.families (id) values (new.id);
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- The family: read, consent, children.
-- ---------------------------------------------------------------------------

-- The signed-in family's parent side (the children are read from
-- child_profiles). The PIN itself never leaves; only whether there is one.
create function public.get_family()
returns table (
  parent_email text,
  created_at timestamptz,
  consent_at timestamptz,
  policy_version text,
  has_pin boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
begin
  return query
  select
    u.email::text,
    f.created_at,
    f.consent_at,
    f.policy_version,
    exists (select 1 from private.family_pins p where p.family_id = f.id)
  from public.families f
  left join auth.users u on u.id = f.id
  where f.id = family;
end;
$$;

-- Records the parent's "I am a parent or guardian, 18 or older" for families
-- that have not given it at sign-up (Google), or again for a new policy.
create function public.give_parent_consent(policy_version text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  version text := btrim(coalesce(give_parent_consent.policy_version, ''));
begin
  if version !~ '^[0-9A-Za-z._-]{1,40}$' then
    raise exception 'invalid_policy_version' using errcode = 'VK006';
  end if;
  update public.families f
  set consent_at = now(), policy_version = version
  where f.id = family;
end;
$$;

create function public.add_child_profile(
  fun_name text,
  avatar text,
  age_band text default null
)
returns public.child_profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  name text := add_child_profile.fun_name;
  made public.child_profiles%rowtype;
begin
  if (select f.consent_at from public.families f where f.id = family) is null then
    raise exception 'consent_required' using errcode = 'VK006';
  end if;
  perform private.check_grown_up(family);
  perform private.check_fun_name(name, null);
  if not private.valid_avatar(add_child_profile.avatar) then
    raise exception 'invalid_avatar' using errcode = 'VK006';
  end if;
  if not private.valid_age_band(add_child_profile.age_band) then
    raise exception 'invalid_age_band' using errcode = 'VK006';
  end if;

  begin
    insert into public.child_profiles as c (family_id, fun_name, avatar, age_band)
    values (family, name, add_child_profile.avatar, add_child_profile.age_band)
    returning c.* into made;
  exception when unique_violation then
    -- Another family took the name a moment ago.
    raise exception 'fun_name_taken' using errcode = 'VK004';
  end;
  return made;
end;
$$;

-- Changes a child: `changes` holds any of fun_name, avatar, age_band (null
-- clears it) and hidden_from_leaderboard; what it leaves out stays.
create function public.update_child_profile(profile_id uuid, changes jsonb)
returns public.child_profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  wanted public.child_profiles%rowtype;
  key text;
begin
  perform private.check_my_profile(family, profile_id);
  if changes is null or jsonb_typeof(changes) <> 'object' then
    raise exception 'invalid_changes' using errcode = 'VK006';
  end if;
  for key in select jsonb_object_keys(changes) loop
    if key not in ('fun_name', 'avatar', 'age_band', 'hidden_from_leaderboard') then
      raise exception 'invalid_changes: %', key using errcode = 'VK006';
    end if;
  end loop;
  perform private.check_grown_up(family);

  select * into wanted from public.child_profiles c
  where c.id = update_child_profile.profile_id
  for update;

  if changes ? 'fun_name' then
    if jsonb_typeof(changes -> 'fun_name') <> 'string' then
      raise exception 'fun_name_not_allowed: too_short' using errcode = 'VK006';
    end if;
    wanted.fun_name := changes ->> 'fun_name';
    perform private.check_fun_name(wanted.fun_name, wanted.id);
  end if;
  if changes ? 'avatar' then
    wanted.avatar := changes ->> 'avatar';
    if jsonb_typeof(changes -> 'avatar') <> 'string'
      or not private.valid_avatar(wanted.avatar)
    then
      raise exception 'invalid_avatar' using errcode = 'VK006';
    end if;
  end if;
  if changes ? 'age_band' then
    wanted.age_band := changes ->> 'age_band';
    if jsonb_typeof(changes -> 'age_band') not in ('string', 'null')
      or not private.valid_age_band(wanted.age_band)
    then
      raise exception 'invalid_age_band' using errcode = 'VK006';
    end if;
  end if;
  if changes ? 'hidden_from_leaderboard' then
    if jsonb_typeof(changes -> 'hidden_from_leaderboard') <> 'boolean' then
      raise exception 'invalid_changes: hidden_from_leaderboard'
        using errcode = 'VK006';
    end if;
    wanted.hidden_from_leaderboard := (changes ->> 'hidden_from_leaderboard')::boolean;
  end if;

  begin
    update public.child_profiles c
    set fun_name = wanted.fun_name,
      avatar = wanted.avatar,
      age_band = wanted.age_band,
      hidden_from_leaderboard = wanted.hidden_from_leaderboard
    where c.id = wanted.id
    returning c.* into wanted;
  exception when unique_violation then
    raise exception 'fun_name_taken' using errcode = 'VK004';
  end;
  return wanted;
end;
$$;

-- Deletes a child and, through the foreign keys, every row of theirs:
-- scores, sessions, stats, badges, offline rounds.
create function public.delete_child_profile(profile_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
begin
  perform private.check_my_profile(family, profile_id);
  perform private.check_grown_up(family);
  delete from public.child_profiles c where c.id = delete_child_profile.profile_id;
end;
$$;

-- Deletes the whole account at once: the auth user, and through the foreign
-- keys the family, its PIN, every child and every row of theirs.
create function public.delete_family_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
begin
  perform private.check_grown_up(family);
  delete from auth.users u where u.id = family;
end;
$$;

-- ---------------------------------------------------------------------------
-- The parent PIN.
-- ---------------------------------------------------------------------------

-- Sets the PIN (4 digits). Changing it needs the current one: false (and a
-- wrong try counted) when it does not match. Returns true when set.
create function public.set_parent_pin(new_pin text, current_pin text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  pin private.family_pins%rowtype;
begin
  if new_pin is null or new_pin !~ '^[0-9]{4}$' then
    raise exception 'invalid_pin' using errcode = 'VK006';
  end if;

  select * into pin from private.family_pins p
  where p.family_id = family
  for update;
  if found then
    if not private.pin_matches(pin, current_pin) then
      return false;
    end if;
  end if;

  insert into private.family_pins as p (family_id, pin_hash, grown_up_until)
  values (
    family,
    extensions.crypt(new_pin, extensions.gen_salt('bf', 8)),
    now() + interval '30 minutes'
  )
  on conflict (family_id) do update set
    pin_hash = excluded.pin_hash,
    failed_attempts = 0,
    locked_until = null,
    grown_up_until = excluded.grown_up_until,
    updated_at = now();
  return true;
end;
$$;

-- Whether `given` is the family's PIN (the row locked by the caller). A
-- locked PIN refuses (PT429) before comparing. A wrong PIN is counted; the
-- 5th wrong one in a row locks the PIN for 15 minutes. A right one resets
-- the count and opens the grown-up window.
create function private.pin_matches(pin private.family_pins, given text)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if pin.locked_until is not null and pin.locked_until > now() then
    raise exception 'pin_locked' using errcode = 'PT429';
  end if;
  if given is not null and given ~ '^[0-9]{4}$'
    and extensions.crypt(given, pin.pin_hash) = pin.pin_hash
  then
    update private.family_pins p
    set failed_attempts = 0,
      locked_until = null,
      grown_up_until = now() + interval '30 minutes'
    where p.family_id = pin.family_id;
    return true;
  end if;
  update private.family_pins p
  set failed_attempts = case when pin.failed_attempts + 1 >= 5 then 0
      else pin.failed_attempts + 1 end,
    locked_until = case when pin.failed_attempts + 1 >= 5
      then now() + interval '15 minutes' end,
    grown_up_until = null
  where p.family_id = pin.family_id;
  return false;
end;
$$;

-- True when `pin` is the parent PIN (and the grown-up window opens); false
-- when it is not, or no PIN is set. Refuses (PT429) while locked.
create function public.verify_parent_pin(pin text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  stored private.family_pins%rowtype;
begin
  select * into stored from private.family_pins p
  where p.family_id = family
  for update;
  if not found then
    return false;
  end if;
  return private.pin_matches(stored, verify_parent_pin.pin);
end;
$$;

-- A forgotten PIN: set a new one without the old, only right after the
-- parent signed in again (with the password, or with Google), so a child
-- holding a signed-in tablet cannot. The access token's `amr` claim says
-- when each sign-in method was used; one within the last 10 minutes will
-- do. Clears the lock.
create function public.reset_parent_pin(new_pin text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  claims jsonb := coalesce(
    nullif(current_setting('request.jwt.claims', true), '')::jsonb,
    '{}'::jsonb
  );
  signed_in_at double precision;
begin
  if new_pin is null or new_pin !~ '^[0-9]{4}$' then
    raise exception 'invalid_pin' using errcode = 'VK006';
  end if;
  select max((m ->> 'timestamp')::double precision) into signed_in_at
  from jsonb_array_elements(
    case when jsonb_typeof(claims -> 'amr') = 'array' then claims -> 'amr'
      else '[]'::jsonb end
  ) m
  where m ->> 'method' in ('password', 'oauth')
    and jsonb_typeof(m -> 'timestamp') = 'number';
  if signed_in_at is null
    or to_timestamp(signed_in_at) < now() - interval '10 minutes'
  then
    raise exception 'recent_sign_in_required' using errcode = 'VK005';
  end if;

  insert into private.family_pins as p (family_id, pin_hash, grown_up_until)
  values (
    family,
    extensions.crypt(new_pin, extensions.gen_salt('bf', 8)),
    now() + interval '30 minutes'
  )
  on conflict (family_id) do update set
    pin_hash = excluded.pin_hash,
    failed_attempts = 0,
    locked_until = null,
    grown_up_until = excluded.grown_up_until,
    updated_at = now();
end;
$$;

-- ---------------------------------------------------------------------------
-- Fun names: may a name still be taken? (anyone may ask)
-- ---------------------------------------------------------------------------

create or replace function public.username_available(name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.username_problem(btrim(name)) is null
    and not exists (
      select 1 from public.child_profiles c
      where lower(c.fun_name) = lower(btrim(name))
    )
$$;

-- ---------------------------------------------------------------------------
-- Games, per child. The checks and limits of the earlier migrations stay;
-- each call names the child, who must be one of the caller's family.
-- ---------------------------------------------------------------------------

-- The part of a result that is the same online and offline (20261125110000),
-- for one child: the value check, the daily cap, the score row, the stats
-- and the badges, in the caller's transaction. Returns the points and the
-- badges just earned.
create function private.record_result(profile uuid, game_type text, value integer)
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
  if cardinality(stats.completed_game_types) = 5 then
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

-- Opens a game session for a child of the signed-in family and returns its
-- id. Refuses another family's child or a deleted one (profile_not_found),
-- and the flood limits of 20261125110000, per child: at most 20 unfinished
-- games started in the last hour, 60 starts a minute (PT429).
create function public.start_game(profile_id uuid, game_type text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  profile uuid := start_game.profile_id;
  session_id uuid;
begin
  perform private.check_my_profile(family, profile);
  if not private.valid_game_type(start_game.game_type) then
    raise exception 'invalid_game_type' using errcode = '22023';
  end if;

  -- One child's calls queue here, so the counts below cannot race.
  perform pg_advisory_xact_lock(hashtextextended(profile::text, 7));

  if (select count(*) from public.game_sessions s
      where s.profile_id = profile and s.finished_at is null
        and s.started_at > now() - interval '1 hour') >= 20
  then
    raise exception 'too_many_open_games' using errcode = 'PT429';
  end if;
  if (select count(*) from public.game_sessions s
      where s.profile_id = profile and s.started_at > now() - interval '1 minute') >= 60
  then
    raise exception 'too_many_starts' using errcode = 'PT429';
  end if;

  insert into public.game_sessions (profile_id, game_type)
  values (profile, start_game.game_type)
  returning id into session_id;
  return session_id;
end;
$$;

-- Finishes an open session of a child of the caller's family, with the
-- checks of 20261125110000 (a session older than 2 hours has expired); the
-- result goes through private.record_result.
create or replace function public.finish_game(session_id uuid, value integer)
returns table (points integer, new_badges text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  game public.game_sessions%rowtype;
  outcome record;
begin
  select * into game from public.game_sessions s
  where s.id = finish_game.session_id
  for update;
  -- Another family's session looks exactly like a missing one.
  if not found or not exists (
    select 1 from public.child_profiles c
    where c.id = game.profile_id and c.family_id = family
  ) then
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
  from private.record_result(game.profile_id, game.game_type, value) r;

  update public.game_sessions s
  set finished_at = now(), points = outcome.points
  where s.id = game.id;

  points := outcome.points;
  new_badges := outcome.new_badges;
  return next;
end;
$$;

-- A round a child of the family played without a connection
-- (20261125110000): the same checks and limits, per child. An id the server
-- has already recorded for that child returns the earlier outcome.
create function public.submit_offline_round(
  profile_id uuid,
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
  family uuid := private.my_family();
  profile uuid := submit_offline_round.profile_id;
  earlier private.offline_rounds%rowtype;
  outcome record;
  day_start timestamptz;
begin
  perform private.check_my_profile(family, profile);
  if submit_offline_round.client_id is null then
    raise exception 'invalid_client_id' using errcode = '22023';
  end if;

  -- Queues behind this child's start_game and other submissions, so a
  -- retry racing its first attempt and the caps below cannot double count.
  perform pg_advisory_xact_lock(hashtextextended(profile::text, 7));

  select * into earlier from private.offline_rounds o
  where o.profile_id = profile and o.client_id = submit_offline_round.client_id;
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
      where o.profile_id = profile
        and o.played_at >= day_start
        and o.played_at < day_start + interval '1 day') >= 30
  then
    raise exception 'offline_daily_limit_reached' using errcode = 'PT429';
  end if;

  select r.points, r.new_badges into outcome
  from private.record_result(profile, submit_offline_round.game_type, value) r;

  insert into private.offline_rounds (
    profile_id, client_id, game_type, value, played_at, duration_ms,
    points, new_badges
  )
  values (
    profile,
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
-- The leaderboard: children by fun name and avatar, hidden ones left out,
-- read as 20261125100000 reads it (a constant inner limit, the count tables).
-- ---------------------------------------------------------------------------

create function public.get_leaderboard(row_limit integer default 50)
returns table (
  rank bigint,
  profile_id uuid,
  fun_name text,
  avatar text,
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
    row_number() over (order by s.total_score desc, s.updated_at, s.profile_id),
    s.profile_id,
    c.fun_name,
    c.avatar,
    s.total_score,
    s.quiz_best,
    s.memory_best,
    s.achievement_count
  from (
    select top.*
    from (
      select t.*
      from public.player_stats t
      where not t.hidden_from_leaderboard
      order by t.total_score desc, t.updated_at, t.profile_id
      limit 100
    ) top
    order by top.total_score desc, top.updated_at, top.profile_id
    limit least(greatest(coalesce(row_limit, 50), 1), 100)
  ) s
  join public.child_profiles c on c.id = s.profile_id
  order by s.total_score desc, s.updated_at, s.profile_id;
end;
$$;

-- A child's own row, even outside the top and even when hidden (then the
-- rank they would have among the listed children); no row before their
-- first result. 1 + the listed children with a higher total + those with
-- the same total changed on an earlier UTC day + those with the same total
-- and day that come first.
create function public.get_my_rank(for_profile_id uuid)
returns table (
  rank bigint,
  profile_id uuid,
  fun_name text,
  avatar text,
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
  family uuid := private.my_family();
  mine public.player_stats%rowtype;
  child public.child_profiles%rowtype;
  higher bigint;
  earlier_days bigint;
  same_day bigint;
begin
  perform private.check_my_profile(family, for_profile_id);
  select * into mine from public.player_stats s
  where s.profile_id = get_my_rank.for_profile_id;
  if not found then
    return;
  end if;
  select * into child from public.child_profiles c
  where c.id = get_my_rank.for_profile_id;

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
  where not o.hidden_from_leaderboard
    and o.total_score = mine.total_score
    and o.updated_at >= private.leaderboard_day_start(mine.updated_at)
    and (o.updated_at, o.profile_id) < (mine.updated_at, mine.profile_id);

  rank := 1 + higher + earlier_days + same_day;
  profile_id := mine.profile_id;
  fun_name := child.fun_name;
  avatar := child.avatar;
  total_score := mine.total_score;
  quiz_best := mine.quiz_best;
  memory_best := mine.memory_best;
  achievement_count := mine.achievement_count;
  return next;
end;
$$;

-- ---------------------------------------------------------------------------
-- The grown-ups' area: per-child report and the family's data download.
-- One JSON value each, so no row limit of the API cuts them short.
-- ---------------------------------------------------------------------------

create function private.profile_json(c public.child_profiles)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', c.id,
    'fun_name', c.fun_name,
    'avatar', c.avatar,
    'age_band', c.age_band,
    'hidden_from_leaderboard', c.hidden_from_leaderboard,
    'created_at', c.created_at
  )
$$;

-- A child's badges with the moment each was earned, in the badge order.
create function private.badges_json(profile uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(
    jsonb_build_object('id', a.achievement_id, 'earned_at', a.earned_at)
    order by array_position(
      array['heritage_explorer', 'cultural_scholar', 'heritage_master'],
      a.achievement_id
    )
  ), '[]'::jsonb)
  from public.user_achievements a
  where a.profile_id = profile
$$;

-- A child's finished rounds since `since`, oldest first, each with the value
-- the game sent (the quiz's correct answers are its points, memory's moves
-- are kept, the other games send 1).
create function private.rounds_json(profile uuid, since timestamptz)
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

-- Per child, oldest first: the profile, the stats (null before a result),
-- dated badges, rounds per game type, the last round, and every round of
-- the last 8 weeks.
create function public.get_family_report()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
begin
  return coalesce((
    select jsonb_agg(
      jsonb_build_object(
        'profile', private.profile_json(c),
        'stats', (
          select jsonb_build_object(
            'total_score', s.total_score,
            'quiz_best', s.quiz_best,
            'memory_best', s.memory_best,
            'games_completed', s.games_completed,
            'completed_game_types', to_jsonb(s.completed_game_types)
          )
          from public.player_stats s where s.profile_id = c.id
        ),
        'badges', private.badges_json(c.id),
        'rounds_by_game', (
          select coalesce(jsonb_object_agg(r.game_type, r.n), '{}'::jsonb)
          from (
            select g.game_type, count(*) as n
            from public.game_scores g
            where g.profile_id = c.id
            group by g.game_type
          ) r
        ),
        'last_played_at', (
          select max(g.created_at) from public.game_scores g
          where g.profile_id = c.id
        ),
        'recent_rounds', private.rounds_json(c.id, now() - interval '8 weeks')
      )
      order by c.created_at, c.id
    )
    from public.child_profiles c
    where c.family_id = family
  ), '[]'::jsonb);
end;
$$;

-- Everything kept about the family, for "download all of the family's
-- data": the parent's e-mail and consent, and per child the profile, dated
-- badges and every round. No password or PIN hash.
create function public.export_family_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
begin
  return jsonb_build_object(
    'exported_at', now(),
    'parent', (
      select jsonb_build_object(
        'email', u.email,
        'created_at', f.created_at,
        'consent_at', f.consent_at,
        'policy_version', f.policy_version,
        'has_pin', exists (
          select 1 from private.family_pins p where p.family_id = f.id
        )
      )
      from public.families f
      left join auth.users u on u.id = f.id
      where f.id = family
    ),
    'children', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'profile', private.profile_json(c),
          'badges', private.badges_json(c.id),
          'rounds', private.rounds_json(c.id, '-infinity')
        )
        order by c.created_at, c.id
      )
      from public.child_profiles c
      where c.family_id = family
    ), '[]'::jsonb)
  );
end;
$$;

-- ---------------------------------------------------------------------------
-- Who may call what.
-- ---------------------------------------------------------------------------

revoke all on all functions in schema private from public, anon, authenticated;

revoke all on function public.username_available(text) from public;
grant execute on function public.username_available(text) to anon, authenticated;

revoke all on function public.get_leaderboard(integer) from public;
grant execute on function public.get_leaderboard(integer) to anon, authenticated;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.start_game(uuid, text)',
    'public.finish_game(uuid, integer)',
    'public.submit_offline_round(uuid, uuid, text, integer, timestamptz, integer)',
    'public.get_my_rank(uuid)',
    'public.get_family()',
    'public.give_parent_consent(text)',
    'public.add_child_profile(text, text, text)',
    'public.update_child_profile(uuid, jsonb)',
    'public.delete_child_profile(uuid)',
    'public.delete_family_account()',
    'public.set_parent_pin(text, text)',
    'public.verify_parent_pin(text)',
    'public.reset_parent_pin(text)',
    'public.get_family_report()',
    'public.export_family_data()'
  ] loop
    execute format('revoke all on function %s from public, anon', fn);
    execute format('grant execute on function %s to authenticated', fn);
  end loop;
end;
$$;
