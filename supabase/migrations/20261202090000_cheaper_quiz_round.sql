-- A quiz round as cheap as the other games' (issue 46 item 5), decision
-- docs/decisions/083-a-quiz-round-as-cheap-as-the-other-games.md.
--
-- Every rule of the draw and of the marking stays as in 20261201150000 (the
-- bands, the topics, the cycle of unseen questions, review rounds) and of
-- fair rounds in 20261201130000 (a round scores once, offline rounds only
-- if drawn, the child's lock before the session's row, the daily cap):
-- only how they are worked out changes.
--
-- 1. No foreign key to the question bank from a child's rows. Each of them
--    locked the bank's row FOR KEY SHARE: 12 seen marks and 12 round
--    questions a draw, every review mark, so every round wrote a lock (and
--    a WAL record) into the same few pages of the 151-row bank that every
--    other round was locking too, and concurrent rounds made multixacts of
--    them. Every id these tables get comes from the bank by construction
--    (the draw takes them from it; an offline round's are marked against
--    it); what the keys did besides (a question leaving the bank takes its
--    seen marks, round places and review marks with it) is a trigger on
--    the bank now, and a question's id never changes.
-- 2. The pick and the layout are PL/pgSQL: as SQL functions they could not
--    be inlined (volatile, a CTE), so PostgreSQL planned their queries
--    again on every call; now their plans are kept by the session.
-- 3. finish_game marks a quiz's answers once, not twice.

-- ---------------------------------------------------------------------------
-- 1. The bank's keys as a trigger.
-- ---------------------------------------------------------------------------

alter table private.quiz_seen drop constraint quiz_seen_question_id_fkey;
alter table private.quiz_session_questions
  drop constraint quiz_session_questions_question_id_fkey;
alter table private.quiz_review drop constraint quiz_review_question_id_fkey;

-- A question leaving the bank takes with it what pointed at it, as the
-- keys' on delete cascade did. (Its answers already kept stay: they carry
-- their topic, 20261127120000.)
create function private.quiz_questions_gone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from private.quiz_seen s using gone g where s.question_id = g.id;
  delete from private.quiz_session_questions s using gone g
  where s.question_id = g.id;
  delete from private.quiz_review r using gone g where r.question_id = g.id;
  return null;
end;
$$;

create trigger quiz_questions_gone
after delete on private.quiz_questions
referencing old table as gone
for each statement
execute function private.quiz_questions_gone();

-- A question keeps its id: a new question is a new id.
create function private.quiz_question_id_kept()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Also refuses a truncate of the bank (see below).
  raise exception 'quiz_question_id_kept' using errcode = '23503';
end;
$$;

create trigger quiz_questions_id_kept
before update of id on private.quiz_questions
for each row
when (old.id is distinct from new.id)
execute function private.quiz_question_id_kept();

-- The bank is not emptied at once (the keys refused that too): a truncate
-- fires no delete trigger.
create trigger quiz_questions_not_truncated
before truncate on private.quiz_questions
for each statement
execute function private.quiz_question_id_kept();

-- ---------------------------------------------------------------------------
-- 2. Drawing, with plans kept.
-- ---------------------------------------------------------------------------

-- As in 20261201150000 (the same closed form of 20261127120000's picks), in
-- PL/pgSQL so its plan is kept.
create or replace function private.quiz_pick(
  pool text[], wanted integer, already text[]
)
returns text[]
language plpgsql
volatile
set search_path = ''
as $$
declare
  salt text := random()::text;
begin
  return coalesce(array(
    select c.id
    from (
      select q.id, q.topic,
        count(*) over (partition by q.topic) as n,
        row_number() over (partition by q.topic order by random()) as k
      from private.quiz_questions q
      where q.id = any (pool)
    ) c
    left join (
      select q.topic, count(*) as n
      from private.quiz_questions q
      where q.id = any (already)
      group by q.topic
    ) had on had.topic = c.topic
    order by c.n - c.k desc, c.n + coalesce(had.n, 0), md5(salt || c.topic)
    limit greatest(wanted, 0)
  ), '{}');
end;
$$;

-- As in 20261201150000, in PL/pgSQL so its plan is kept.
create or replace function private.quiz_interleave(ids text[])
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

-- ---------------------------------------------------------------------------
-- 3. Finishing: marked once.
-- ---------------------------------------------------------------------------

-- As in 20261127120000 (exactly the 12 questions drawn for the session; the
-- points are the number right; the child's lock, then the session's row, in
-- open_session, 20261201130000), with the answers marked once and kept from
-- that one marking.
create or replace function public.finish_game(session_id uuid, answers jsonb)
returns table (points integer, new_badges text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  game public.game_sessions;
  outcome record;
  drawn text[];
  ids text[];
  topics text[];
  rights boolean[];
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

  select r.points, r.new_badges into outcome
  from private.record_result(
    game.profile_id,
    'quiz',
    (select count(*)::integer from unnest(rights) k(right_answer) where k.right_answer)
  ) r;

  insert into private.quiz_answers (profile_id, session_id, question_id, topic, correct)
  select game.profile_id, game.id, m.question_id, m.topic, m.correct
  from unnest(ids, topics, rights) m(question_id, topic, correct);

  update public.game_sessions s
  set finished_at = now(), points = outcome.points
  where s.id = game.id;

  points := outcome.points;
  new_badges := outcome.new_badges;
  return next;
end;
$$;

revoke all on function private.quiz_questions_gone() from public, anon, authenticated;
revoke all on function private.quiz_question_id_kept() from public, anon, authenticated;
