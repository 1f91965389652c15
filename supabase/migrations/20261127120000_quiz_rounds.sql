-- Quiz rounds on the server (issue 36, docs/decisions/056-quiz-rounds-on-the-server.md).
--
-- The quiz no longer sends a number the server must believe. start_game draws
-- the round's 12 questions from the child's band of the question bank
-- (src/data/questionBank.ts), none again until the child has seen the rest
-- of the band, topics mixed; quiz_round(session) gives the client the drawn
-- ids; finish_game(session, answers) marks the answers against the bank's
-- key kept here and scores the number right. The Cultural Scholar badge
-- stays "a perfect round": 12 right. The answers feed the grown-ups' "what
-- was learnt" view (get_family_learning) and the family's data download.
--
--   band of a child   the profile's age band: 5-7 -> 5-7, 8-10 -> 8-11,
--                     11-15 -> 12-15; none: the band start_quiz was given,
--                     else 8-11
--   a cycle           private.quiz_seen holds the ids of the band the child
--                     has seen since the band was last exhausted; a round
--                     with fewer than 12 unseen left takes them all and
--                     starts a new cycle for the rest, without those
--   mixing            as drawRound.ts: each pick from the topic with the
--                     most left in the pool, then the fewest in the round,
--                     then a random order; laid out round-robin by topic
--
-- Every other game is exactly as before.
--
-- Refusals (22023): invalid_answers (not exactly the 12 drawn questions,
-- each once, with a choice among its options; offline: not 12 distinct
-- questions of one band), answers_required (finish_game or
-- submit_offline_round with a value for a quiz), answers_not_expected
-- (answers for another game), not_a_quiz (quiz_round of another game),
-- invalid_quiz_band; session_not_found (P0002) for another family's session.

-- ---------------------------------------------------------------------------
-- The bank's answer key: made by scripts/tools/quizBankSql.mjs; tests/db/quiz.test.ts
-- fails when it and src/data/questionBank.ts differ.
-- ---------------------------------------------------------------------------

create table private.quiz_questions (
  id text primary key,
  band text not null
    constraint quiz_questions_band check (band in ('5-7', '8-11', '12-15')),
  topic text not null
    constraint quiz_questions_topic check (topic in (
      'vasavi-story', 'festivals', 'heroes', 'gotras-and-sages',
      'traditions-and-food', 'telugu-phrases', 'history-and-places'
    )),
  -- The right option's index: 5-7 questions have three options, others four.
  correct smallint not null,
  constraint quiz_questions_correct
    check (correct >= 0 and correct < case band when '5-7' then 3 else 4 end)
);
create index quiz_questions_band on private.quiz_questions (band);
alter table private.quiz_questions enable row level security;
revoke all on table private.quiz_questions from public, anon, authenticated;

insert into private.quiz_questions (id, band, topic, correct) values
  ('q-story-001', '5-7', 'vasavi-story', 1),
  ('q-story-002', '5-7', 'vasavi-story', 0),
  ('q-story-003', '5-7', 'vasavi-story', 2),
  ('q-story-004', '5-7', 'vasavi-story', 2),
  ('q-story-005', '5-7', 'vasavi-story', 1),
  ('q-story-006', '5-7', 'vasavi-story', 0),
  ('q-fest-001', '5-7', 'festivals', 1),
  ('q-fest-002', '5-7', 'festivals', 2),
  ('q-fest-003', '5-7', 'festivals', 0),
  ('q-fest-004', '5-7', 'festivals', 1),
  ('q-fest-005', '5-7', 'festivals', 2),
  ('q-hero-001', '5-7', 'heroes', 0),
  ('q-hero-002', '5-7', 'heroes', 2),
  ('q-hero-003', '5-7', 'heroes', 1),
  ('q-hero-004', '5-7', 'heroes', 0),
  ('q-gotra-001', '5-7', 'gotras-and-sages', 1),
  ('q-gotra-002', '5-7', 'gotras-and-sages', 2),
  ('q-gotra-003', '5-7', 'gotras-and-sages', 0),
  ('q-gotra-004', '5-7', 'gotras-and-sages', 2),
  ('q-gotra-005', '5-7', 'gotras-and-sages', 1),
  ('q-trad-001', '5-7', 'traditions-and-food', 1),
  ('q-trad-002', '5-7', 'traditions-and-food', 0),
  ('q-trad-003', '5-7', 'traditions-and-food', 2),
  ('q-trad-004', '5-7', 'traditions-and-food', 0),
  ('q-trad-005', '5-7', 'traditions-and-food', 1),
  ('q-phrase-001', '5-7', 'telugu-phrases', 2),
  ('q-phrase-002', '5-7', 'telugu-phrases', 0),
  ('q-phrase-003', '5-7', 'telugu-phrases', 1),
  ('q-phrase-004', '5-7', 'telugu-phrases', 2),
  ('q-hist-001', '5-7', 'history-and-places', 0),
  ('q-hist-002', '5-7', 'history-and-places', 1),
  ('q-hist-003', '5-7', 'history-and-places', 2),
  ('q-hist-004', '5-7', 'history-and-places', 0),
  ('q-story-007', '8-11', 'vasavi-story', 0),
  ('q-story-008', '8-11', 'vasavi-story', 2),
  ('q-story-009', '8-11', 'vasavi-story', 3),
  ('q-story-010', '8-11', 'vasavi-story', 1),
  ('q-story-011', '8-11', 'vasavi-story', 3),
  ('q-story-012', '8-11', 'vasavi-story', 0),
  ('q-fest-006', '8-11', 'festivals', 0),
  ('q-fest-007', '8-11', 'festivals', 2),
  ('q-fest-008', '8-11', 'festivals', 0),
  ('q-fest-009', '8-11', 'festivals', 1),
  ('q-fest-010', '8-11', 'festivals', 3),
  ('q-hero-005', '8-11', 'heroes', 1),
  ('q-hero-006', '8-11', 'heroes', 3),
  ('q-hero-007', '8-11', 'heroes', 1),
  ('q-hero-008', '8-11', 'heroes', 2),
  ('q-gotra-006', '8-11', 'gotras-and-sages', 1),
  ('q-gotra-007', '8-11', 'gotras-and-sages', 2),
  ('q-gotra-008', '8-11', 'gotras-and-sages', 0),
  ('q-gotra-009', '8-11', 'gotras-and-sages', 1),
  ('q-gotra-010', '8-11', 'gotras-and-sages', 1),
  ('q-trad-006', '8-11', 'traditions-and-food', 2),
  ('q-trad-007', '8-11', 'traditions-and-food', 2),
  ('q-trad-008', '8-11', 'traditions-and-food', 0),
  ('q-trad-009', '8-11', 'traditions-and-food', 3),
  ('q-trad-010', '8-11', 'traditions-and-food', 0),
  ('q-phrase-005', '8-11', 'telugu-phrases', 1),
  ('q-phrase-006', '8-11', 'telugu-phrases', 2),
  ('q-phrase-007', '8-11', 'telugu-phrases', 3),
  ('q-phrase-008', '8-11', 'telugu-phrases', 3),
  ('q-hist-005', '8-11', 'history-and-places', 1),
  ('q-hist-006', '8-11', 'history-and-places', 3),
  ('q-hist-007', '8-11', 'history-and-places', 2),
  ('q-hist-008', '8-11', 'history-and-places', 0),
  ('q-story-013', '12-15', 'vasavi-story', 1),
  ('q-story-014', '12-15', 'vasavi-story', 2),
  ('q-story-015', '12-15', 'vasavi-story', 1),
  ('q-story-016', '12-15', 'vasavi-story', 3),
  ('q-story-017', '12-15', 'vasavi-story', 0),
  ('q-story-018', '12-15', 'vasavi-story', 0),
  ('q-fest-011', '12-15', 'festivals', 2),
  ('q-fest-012', '12-15', 'festivals', 0),
  ('q-fest-013', '12-15', 'festivals', 3),
  ('q-fest-014', '12-15', 'festivals', 1),
  ('q-fest-015', '12-15', 'festivals', 2),
  ('q-hero-009', '12-15', 'heroes', 2),
  ('q-hero-010', '12-15', 'heroes', 1),
  ('q-hero-011', '12-15', 'heroes', 0),
  ('q-hero-012', '12-15', 'heroes', 3),
  ('q-gotra-011', '12-15', 'gotras-and-sages', 1),
  ('q-gotra-012', '12-15', 'gotras-and-sages', 2),
  ('q-gotra-013', '12-15', 'gotras-and-sages', 0),
  ('q-gotra-014', '12-15', 'gotras-and-sages', 1),
  ('q-gotra-015', '12-15', 'gotras-and-sages', 2),
  ('q-trad-011', '12-15', 'traditions-and-food', 1),
  ('q-trad-012', '12-15', 'traditions-and-food', 0),
  ('q-trad-013', '12-15', 'traditions-and-food', 3),
  ('q-trad-014', '12-15', 'traditions-and-food', 3),
  ('q-trad-015', '12-15', 'traditions-and-food', 0),
  ('q-phrase-009', '12-15', 'telugu-phrases', 2),
  ('q-phrase-010', '12-15', 'telugu-phrases', 3),
  ('q-phrase-011', '12-15', 'telugu-phrases', 2),
  ('q-phrase-012', '12-15', 'telugu-phrases', 3),
  ('q-hist-009', '12-15', 'history-and-places', 2),
  ('q-hist-010', '12-15', 'history-and-places', 1),
  ('q-hist-011', '12-15', 'history-and-places', 0),
  ('q-hist-012', '12-15', 'history-and-places', 3);

-- ---------------------------------------------------------------------------
-- What each child has seen, each session's round, and every answer.
-- Private: reached only through the functions below.
-- ---------------------------------------------------------------------------

-- The band's questions the child has seen in its current cycle.
create table private.quiz_seen (
  profile_id uuid not null
    references public.child_profiles (id) on delete cascade,
  question_id text not null
    references private.quiz_questions (id) on delete cascade,
  seen_at timestamptz not null default now(),
  primary key (profile_id, question_id)
);

-- The questions start_game drew for a quiz session, in the order asked.
create table private.quiz_session_questions (
  session_id uuid not null
    references public.game_sessions (id) on delete cascade,
  position smallint not null
    constraint quiz_session_questions_position check (position between 1 and 12),
  question_id text not null
    references private.quiz_questions (id) on delete cascade,
  primary key (session_id, position),
  unique (session_id, question_id)
);

-- Every answer marked, for the grown-ups' view and the data download. The
-- topic is kept with it, so the history stays whole if a question leaves
-- the bank. session_id is null for a round played offline.
create table private.quiz_answers (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null
    references public.child_profiles (id) on delete cascade,
  session_id uuid references public.game_sessions (id) on delete set null,
  question_id text not null,
  topic text not null,
  correct boolean not null,
  answered_at timestamptz not null default now()
);
create index quiz_answers_profile_answered
  on private.quiz_answers (profile_id, answered_at);

alter table private.quiz_seen enable row level security;
alter table private.quiz_session_questions enable row level security;
alter table private.quiz_answers enable row level security;
revoke all on table private.quiz_seen, private.quiz_session_questions,
  private.quiz_answers from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- Drawing a round.
-- ---------------------------------------------------------------------------

-- The bank's band for a profile's age band (decision 053); null for none.
create function private.quiz_band(age_band text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case age_band
    when '5-7' then '5-7'
    when '8-10' then '8-11'
    when '11-15' then '12-15'
  end
$$;

-- `wanted` ids of `pool`, one at a time: from the topic with the most left
-- in the pool, then the fewest in the round so far (`already` are the
-- round's earlier picks), then a random order of topics.
create function private.quiz_pick(pool text[], wanted integer, already text[])
returns text[]
language plpgsql
volatile
set search_path = ''
as $$
declare
  picked text[] := '{}';
  chosen text;
  salt text := random()::text;
begin
  for i in 1..wanted loop
    select c.id into chosen
    from (
      select q.id, q.topic, count(*) over (partition by q.topic) as left_in_pool
      from private.quiz_questions q
      where q.id = any (pool) and not (q.id = any (picked))
    ) c
    order by
      c.left_in_pool desc,
      (select count(*) from private.quiz_questions r
       where r.id = any (already || picked) and r.topic = c.topic),
      md5(salt || c.topic),
      random()
    limit 1;
    exit when chosen is null;
    picked := picked || chosen;
  end loop;
  return picked;
end;
$$;

-- The round laid out round-robin over its topics, in a random order.
create function private.quiz_interleave(ids text[])
returns text[]
language plpgsql
volatile
set search_path = ''
as $$
declare
  salt text := random()::text;
begin
  return array(
    select x.id
    from (
      select q.id, md5(salt || q.topic) as topic_order,
        row_number() over (partition by q.topic order by random()) as turn
      from private.quiz_questions q
      where q.id = any (ids)
    ) x
    order by x.turn, x.topic_order
  );
end;
$$;

-- Draws a round of 12 of `band` for the child and marks it seen: none the
-- child has seen in the band's cycle; with fewer than 12 left, all of them
-- and, from a new cycle, the rest.
create function private.draw_quiz_round(profile uuid, band text)
returns text[]
language plpgsql
set search_path = ''
as $$
declare
  unseen text[];
  rest text[] := '{}';
  fresh text[];
begin
  unseen := array(
    select q.id from private.quiz_questions q
    where q.band = draw_quiz_round.band
      and not exists (
        select 1 from private.quiz_seen s
        where s.profile_id = profile and s.question_id = q.id
      )
  );
  if cardinality(unseen) >= 12 then
    fresh := private.quiz_pick(unseen, 12, '{}');
  else
    rest := unseen;
    delete from private.quiz_seen s
    using private.quiz_questions q
    where s.profile_id = profile and q.id = s.question_id
      and q.band = draw_quiz_round.band;
    fresh := private.quiz_pick(
      array(
        select q.id from private.quiz_questions q
        where q.band = draw_quiz_round.band and not (q.id = any (rest))
      ),
      12 - cardinality(rest),
      rest
    );
  end if;
  insert into private.quiz_seen (profile_id, question_id)
  select profile, f.id from unnest(fresh) f(id);
  return private.quiz_interleave(rest || fresh);
end;
$$;

-- start_game as in 20261125120000 (the child's family, the flood limits),
-- and for the quiz the drawn round: from the profile's band, else
-- `chosen_band`, else 8-11.
create function private.start_session(
  profile uuid, game_type text, chosen_band text
)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  new_session uuid;
  band text;
begin
  perform private.check_my_profile(family, profile);
  if not private.valid_game_type(start_session.game_type) then
    raise exception 'invalid_game_type' using errcode = '22023';
  end if;
  if chosen_band is not null and chosen_band not in ('5-7', '8-11', '12-15') then
    raise exception 'invalid_quiz_band' using errcode = '22023';
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
  values (profile, start_session.game_type)
  returning id into new_session;

  if start_session.game_type = 'quiz' then
    select coalesce(private.quiz_band(c.age_band), chosen_band, '8-11')
    into band
    from public.child_profiles c where c.id = profile;
    insert into private.quiz_session_questions (session_id, position, question_id)
    select new_session, d.position, d.id
    from unnest(private.draw_quiz_round(profile, band))
      with ordinality as d(id, position);
  end if;
  return new_session;
end;
$$;

create or replace function public.start_game(profile_id uuid, game_type text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.start_session(start_game.profile_id, start_game.game_type, null);
end;
$$;

-- A quiz for a child whose profile has no age band, from the band chosen on
-- the quiz's start screen ('5-7', '8-11' or '12-15'; null: 8-11). A child
-- with a band gets their own band whatever is given.
create function public.start_quiz(profile_id uuid, band text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.start_session(start_quiz.profile_id, 'quiz', start_quiz.band);
end;
$$;

-- The questions drawn for a quiz session of the caller's family, in order.
create function public.quiz_round(session_id uuid)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  game public.game_sessions%rowtype;
begin
  select * into game from public.game_sessions s where s.id = quiz_round.session_id;
  if not found or not exists (
    select 1 from public.child_profiles c
    where c.id = game.profile_id and c.family_id = family
  ) then
    raise exception 'session_not_found' using errcode = 'P0002';
  end if;
  if game.game_type <> 'quiz' then
    raise exception 'not_a_quiz' using errcode = '22023';
  end if;
  return array(
    select q.question_id from private.quiz_session_questions q
    where q.session_id = game.id
    order by q.position
  );
end;
$$;

-- ---------------------------------------------------------------------------
-- Marking and finishing.
-- ---------------------------------------------------------------------------

-- Marks `answers` ([{"question": id, "choice": n}, ...]): exactly 12, each a
-- question of the bank once, all of one band, each choice one of its
-- options, and, when `drawn` is given, exactly the drawn questions.
-- Refuses anything else (invalid_answers).
create function private.quiz_marked(answers jsonb, drawn text[])
returns table (question_id text, topic text, correct boolean)
language plpgsql
stable
set search_path = ''
as $$
declare
  ok boolean;
begin
  if answers is null or jsonb_typeof(answers) <> 'array'
    or jsonb_array_length(answers) <> 12
    or exists (
      select 1 from jsonb_array_elements(answers) a(e)
      where jsonb_typeof(a.e) <> 'object'
        or jsonb_typeof(a.e -> 'question') is distinct from 'string'
        or jsonb_typeof(a.e -> 'choice') is distinct from 'number'
    )
  then
    raise exception 'invalid_answers' using errcode = '22023';
  end if;

  select
    count(distinct g.id) = 12
    and count(q.id) = 12
    and count(distinct q.band) = 1
    and coalesce(bool_and(
      g.choice = trunc(g.choice)
      and g.choice >= 0
      and g.choice < case q.band when '5-7' then 3 else 4 end
    ), false)
    and (drawn is null or coalesce(bool_and(g.id = any (drawn)), false))
  into ok
  from (
    select a.e ->> 'question' as id, (a.e ->> 'choice')::numeric as choice
    from jsonb_array_elements(answers) a(e)
  ) g
  left join private.quiz_questions q on q.id = g.id;
  if ok is not true or (drawn is not null and cardinality(drawn) <> 12) then
    raise exception 'invalid_answers' using errcode = '22023';
  end if;

  return query
  select q.id, q.topic, (a.e ->> 'choice')::numeric = q.correct
  from jsonb_array_elements(answers) a(e)
  join private.quiz_questions q on q.id = a.e ->> 'question';
end;
$$;

-- The open session `session_id` of a child of the caller's family, locked,
-- with the checks of 20261125120000: finished, expired (2 hours), too soon.
create function private.open_session(session_id uuid)
returns public.game_sessions
language plpgsql
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  game public.game_sessions%rowtype;
begin
  select * into game from public.game_sessions s
  where s.id = open_session.session_id
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
  return game;
end;
$$;

-- Every game but the quiz, as before; the quiz needs its answers.
create or replace function public.finish_game(session_id uuid, value integer)
returns table (points integer, new_badges text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  game public.game_sessions;
  outcome record;
begin
  game := private.open_session(finish_game.session_id);
  if game.game_type = 'quiz' then
    raise exception 'answers_required' using errcode = '22023';
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

-- A quiz session finished with its answers: exactly the 12 questions drawn
-- for it; the points are the number right.
create function public.finish_game(session_id uuid, answers jsonb)
returns table (points integer, new_badges text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  game public.game_sessions;
  outcome record;
  drawn text[];
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
  -- Marked twice (12 rows): to score, then to keep; the first refuses.
  select count(*) filter (where m.correct) into marked
  from private.quiz_marked(answers, drawn) m;

  select r.points, r.new_badges into outcome
  from private.record_result(game.profile_id, 'quiz', marked) r;

  insert into private.quiz_answers (profile_id, session_id, question_id, topic, correct)
  select game.profile_id, game.id, m.question_id, m.topic, m.correct
  from private.quiz_marked(answers, drawn) m;

  update public.game_sessions s
  set finished_at = now(), points = outcome.points
  where s.id = game.id;

  points := outcome.points;
  new_badges := outcome.new_badges;
  return next;
end;
$$;

-- ---------------------------------------------------------------------------
-- Rounds played offline (20261125120000): the quiz sends its answers too,
-- marked by the server against the bank (the round was drawn on the device,
-- so its 12 questions must be 12 distinct questions of one band); they are
-- kept as answers and marked seen. The value-only form refuses the quiz.
-- ---------------------------------------------------------------------------

create function private.offline_round(
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
begin
  perform private.check_my_profile(family, profile);
  if offline_round.client_id is null then
    raise exception 'invalid_client_id' using errcode = '22023';
  end if;

  -- Queues behind this child's start_game and other submissions, so a
  -- retry racing its first attempt and the caps below cannot double count.
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
    select count(*) filter (where m.correct) into score
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

  select r.points, r.new_badges into outcome
  from private.record_result(profile, offline_round.game_type, score) r;

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
      profile_id, question_id, topic, correct, answered_at
    )
    select profile, m.question_id, m.topic, m.correct, offline_round.played_at
    from private.quiz_marked(answers, null) m;
    insert into private.quiz_seen (profile_id, question_id)
    select profile, m.question_id from private.quiz_marked(answers, null) m
    on conflict do nothing;
  end if;

  points := outcome.points;
  new_badges := outcome.new_badges;
  already_recorded := false;
  return next;
end;
$$;

-- Every game but the quiz, as before (an id already recorded still returns
-- its earlier outcome, a quiz's too).
create or replace function public.submit_offline_round(
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
begin
  return query
  select * from private.offline_round(
    submit_offline_round.profile_id,
    submit_offline_round.client_id,
    submit_offline_round.game_type,
    submit_offline_round.value,
    null,
    submit_offline_round.played_at,
    submit_offline_round.duration_ms
  );
end;
$$;

-- A quiz round played offline, with its answers.
create function public.submit_offline_round(
  profile_id uuid,
  client_id uuid,
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
security definer
set search_path = ''
as $$
begin
  return query
  select * from private.offline_round(
    submit_offline_round.profile_id,
    submit_offline_round.client_id,
    'quiz',
    null,
    submit_offline_round.answers,
    submit_offline_round.played_at,
    submit_offline_round.duration_ms
  );
end;
$$;

-- ---------------------------------------------------------------------------
-- What was learnt, for the grown-ups (issue 36 item 5).
-- ---------------------------------------------------------------------------

-- A child's answers since `since`: per topic (in the bank's order) how many
-- were answered and how many right, and the three questions most often
-- missed (then the most lately missed). The client has the texts.
create function private.learning_json(profile uuid, since timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'topics', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'topic', t.topic,
          'answered', t.answered,
          'right', t.right_count,
          'share_right', round(t.right_count::numeric / t.answered, 2)
        )
        order by array_position(array[
          'vasavi-story', 'festivals', 'heroes', 'gotras-and-sages',
          'traditions-and-food', 'telugu-phrases', 'history-and-places'
        ], t.topic), t.topic
      )
      from (
        select a.topic, count(*)::integer as answered,
          (count(*) filter (where a.correct))::integer as right_count
        from private.quiz_answers a
        where a.profile_id = profile and a.answered_at >= since
        group by a.topic
      ) t
    ), '[]'::jsonb),
    'most_missed', coalesce((
      select jsonb_agg(
        jsonb_build_object('question', m.question_id, 'missed', m.missed)
        order by m.missed desc, m.last_missed desc, m.question_id
      )
      from (
        select a.question_id, count(*)::integer as missed,
          max(a.answered_at) as last_missed
        from private.quiz_answers a
        where a.profile_id = profile and a.answered_at >= since
          and not a.correct
        group by a.question_id
        order by missed desc, last_missed desc, a.question_id
        limit 3
      ) m
    ), '[]'::jsonb)
  )
$$;

-- Per child, oldest first: what the quiz showed they learnt in the last 8
-- weeks. Read like get_family_report: the family's own data, no PIN asked
-- (decision 031: reading never needs the grown-up window; the grown-ups'
-- area asks for the PIN on the screen).
create function public.get_family_learning()
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
      jsonb_build_object('profile_id', c.id)
        || private.learning_json(c.id, now() - interval '8 weeks')
      order by c.created_at, c.id
    )
    from public.child_profiles c
    where c.family_id = family
  ), '[]'::jsonb);
end;
$$;

-- As in 20261125120000, and per child what was learnt (the last 8 weeks,
-- as the grown-ups' area shows it) and every quiz answer kept.
create or replace function public.export_family_data()
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
          'rounds', private.rounds_json(c.id, '-infinity'),
          'learning', private.learning_json(c.id, now() - interval '8 weeks'),
          'quiz_answers', (
            select coalesce(jsonb_agg(
              jsonb_build_object(
                'question', a.question_id,
                'topic', a.topic,
                'correct', a.correct,
                'answered_at', a.answered_at
              )
              order by a.answered_at, a.question_id
            ), '[]'::jsonb)
            from private.quiz_answers a
            where a.profile_id = c.id
          )
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

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.start_quiz(uuid, text)',
    'public.quiz_round(uuid)',
    'public.finish_game(uuid, jsonb)',
    'public.submit_offline_round(uuid, uuid, jsonb, timestamptz, integer)',
    'public.get_family_learning()'
  ] loop
    execute format('revoke all on function %s from public, anon', fn);
    execute format('grant execute on function %s to authenticated', fn);
  end loop;
end;
$$;
