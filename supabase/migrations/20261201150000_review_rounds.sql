-- Review rounds (issue 43 item 5) and a cheaper round (issue 46 item 5),
-- docs/decisions/076-review-rounds-and-a-cheaper-round.md.
--
-- Spaced retrieval, as Duolingo and Anki do it: a question a child missed
-- comes back, up to 3 in a round, until it has been answered right twice
-- after the miss; the rest of the round is drawn as before (the cycle rule
-- of 20261127120000).
--
--   round number     private.quiz_rounds_drawn counts the rounds drawn for
--                    each child (any band); the round being drawn is n
--   in review        private.quiz_review holds each question missed and not
--                    yet learnt: rights (0 or 1 right answers since the
--                    last miss), missed_round (the child's round count when
--                    the miss was recorded) and last_asked (the last round
--                    that asked it)
--   due              in review, of the round's band, and last_asked < n - 1:
--                    the miss was recorded before round n was drawn (a miss
--                    is recorded when its round ends) and round n - 1, the
--                    round just before, did not ask it. So a question missed
--                    in round k (finished before k + 1 is drawn) is never in
--                    round k + 1 and is due from round k + 2 on.
--   a round          the due questions of the band, oldest miss first (then
--                    by id), at most 3; the rest unseen by the cycle rule
--                    and not in review, mixed by topic counting the review
--                    questions in the round
--   marking          a trigger on private.quiz_answers, whatever inserts the
--                    answers (finish_game online, offline_round for a round
--                    played offline): a miss puts the question in review
--                    (again, with rights 0); a right answer to a question in
--                    review counts once, and the second one takes it out
--                    (learnt)
--   learnt           for the grown-ups (get_family_learning): a question the
--                    child answered in the last 8 weeks that is not in
--                    review (answered right with no miss since, or missed
--                    and answered right twice since)
--
-- Speed: the pick is one query instead of one query a question (the same
-- order, worked out in closed form: see quiz_pick), and marking validates
-- and marks in one pass; an answer kept has no uuid of its own and a
-- round's questions one index, not two. No function of another area changes.

-- ---------------------------------------------------------------------------
-- Tables.
-- ---------------------------------------------------------------------------

create table private.quiz_rounds_drawn (
  profile_id uuid primary key
    references public.child_profiles (id) on delete cascade,
  drawn integer not null default 0
);

create table private.quiz_review (
  profile_id uuid not null
    references public.child_profiles (id) on delete cascade,
  question_id text not null
    references private.quiz_questions (id) on delete cascade,
  rights smallint not null default 0
    constraint quiz_review_rights check (rights between 0 and 1),
  missed_round integer not null,
  last_asked integer not null,
  primary key (profile_id, question_id)
);

alter table private.quiz_rounds_drawn enable row level security;
alter table private.quiz_review enable row level security;
revoke all on table private.quiz_rounds_drawn, private.quiz_review
  from public, anon, authenticated;

-- Less to write a round (issue 46 item 5): an answer needs no id of its own
-- (nothing refers to one; the grown-ups' view and the download read a
-- child's answers by profile and date, through quiz_answers_profile_answered),
-- and a round's questions are distinct by construction, so the second
-- unique index on them only cost 12 index entries a round.
alter table private.quiz_answers drop column id;
alter table private.quiz_session_questions
  drop constraint quiz_session_questions_session_id_question_id_key;

-- The questions missed before this migration and not yet answered right
-- twice since their last miss: due from the next round.
insert into private.quiz_review (profile_id, question_id, rights, missed_round, last_asked)
select l.profile_id, l.question_id, l.rights, -1, -1
from (
  select a.profile_id, a.question_id,
    (count(*) filter (
      where a.correct and a.answered_at > m.last_missed
    ))::smallint as rights
  from private.quiz_answers a
  join (
    select profile_id, question_id, max(answered_at) as last_missed
    from private.quiz_answers
    where not correct
    group by profile_id, question_id
  ) m on m.profile_id = a.profile_id and m.question_id = a.question_id
  join private.quiz_questions q on q.id = a.question_id
  group by a.profile_id, a.question_id
) l
where l.rights < 2;

-- ---------------------------------------------------------------------------
-- Drawing.
-- ---------------------------------------------------------------------------

-- `wanted` ids of `pool`, as 20261127120000 picked them one at a time: each
-- from the topic with the most left in the pool, then the fewest in the
-- round so far (`already` and the earlier picks), then a random order of
-- topics, a random question of it. In closed form: a topic's questions in a
-- random order, its k-th (from 1) is picked when n - k + 1 are left (n: the
-- topic's questions in the pool), when the round holds already + k - 1 of
-- the topic; among topics with as many left, that is already + n - left, so
-- ordering by (left desc, already + n, topic order) gives the same picks in
-- one query.
create or replace function private.quiz_pick(
  pool text[], wanted integer, already text[]
)
returns text[]
language sql
volatile
set search_path = ''
as $$
  with salt as (select random()::text as s),
  had as (
    select q.topic, count(*) as n
    from private.quiz_questions q
    where q.id = any (already)
    group by q.topic
  ),
  c as (
    select q.id, q.topic,
      count(*) over (partition by q.topic) as n,
      row_number() over (partition by q.topic order by random()) as k
    from private.quiz_questions q
    where q.id = any (pool)
  )
  select coalesce(array(
    select c.id
    from c
    cross join salt
    left join had on had.topic = c.topic
    order by c.n - c.k desc, c.n + coalesce(had.n, 0), md5(salt.s || c.topic)
    limit greatest(wanted, 0)
  ), '{}')
$$;

-- The round laid out round-robin over its topics, in a random order.
create or replace function private.quiz_interleave(ids text[])
returns text[]
language sql
volatile
set search_path = ''
as $$
  with salt as (select random()::text as s)
  select array(
    select x.id
    from (
      select q.id, md5(salt.s || q.topic) as topic_order,
        row_number() over (partition by q.topic order by random()) as turn
      from private.quiz_questions q
      cross join salt
      where q.id = any (ids)
    ) x
    order by x.turn, x.topic_order
  )
$$;

-- Draws a round of 12 of `band` for the child (see the top of this file):
-- up to 3 questions due for review, the rest unseen in the band's cycle and
-- not in review (a missed question comes back as review only, so never in
-- the round right after it was asked); with too few unseen left, all of
-- them and, from a new cycle, the rest. Should a band be almost all in
-- review, the new cycle's part takes questions due for review beyond the
-- 3, then any. Every question of the round is marked seen and, when in
-- review, asked.
create or replace function private.draw_quiz_round(profile uuid, band text)
returns text[]
language plpgsql
set search_path = ''
as $$
declare
  round_no integer;
  review text[];
  held text[];
  due text[];
  unseen text[];
  rest text[] := '{}';
  fresh text[];
  wanted integer;
  pool text[];
begin
  insert into private.quiz_rounds_drawn as d (profile_id, drawn)
  values (profile, 1)
  on conflict (profile_id) do update set drawn = d.drawn + 1
  returning d.drawn into round_no;

  -- In review: those asked in the round just before (held), the others
  -- (due, oldest miss first), the first 3 due of the band (review).
  select
    coalesce(array_agg(r.question_id) filter (where r.last_asked >= round_no - 1), '{}'),
    coalesce(array_agg(r.question_id order by r.missed_round, r.question_id)
      filter (where r.last_asked < round_no - 1), '{}')
  into held, due
  from private.quiz_review r
  where r.profile_id = profile;
  review := array(
    select q.id
    from unnest(due) with ordinality d(id, n)
    join private.quiz_questions q on q.id = d.id
    where q.band = draw_quiz_round.band
    order by d.n
    limit 3
  );

  unseen := array(
    select q.id from private.quiz_questions q
    where q.band = draw_quiz_round.band
      and not (q.id = any (held || due))
      and not exists (
        select 1 from private.quiz_seen s
        where s.profile_id = profile and s.question_id = q.id
      )
  );
  wanted := 12 - cardinality(review);
  if cardinality(unseen) >= wanted then
    fresh := private.quiz_pick(unseen, wanted, review);
  else
    rest := unseen;
    wanted := wanted - cardinality(rest);
    delete from private.quiz_seen s
    using private.quiz_questions q
    where s.profile_id = profile and q.id = s.question_id
      and q.band = draw_quiz_round.band;
    pool := array(
      select q.id from private.quiz_questions q
      where q.band = draw_quiz_round.band
        and not (q.id = any (rest || review || held || due))
    );
    if cardinality(pool) < wanted then
      pool := array(
        select q.id from private.quiz_questions q
        where q.band = draw_quiz_round.band
          and not (q.id = any (rest || review || held))
      );
    end if;
    if cardinality(pool) < wanted then
      pool := array(
        select q.id from private.quiz_questions q
        where q.band = draw_quiz_round.band
          and not (q.id = any (rest || review))
      );
    end if;
    fresh := private.quiz_pick(pool, wanted, review || rest);
  end if;

  insert into private.quiz_seen (profile_id, question_id)
  select profile, f.id from unnest(fresh || review) f(id)
  on conflict do nothing;
  if cardinality(held) + cardinality(due) > 0 then
    update private.quiz_review r set last_asked = round_no
    where r.profile_id = profile
      and r.question_id = any (review || rest || fresh);
  end if;
  return private.quiz_interleave(review || rest || fresh);
end;
$$;

-- ---------------------------------------------------------------------------
-- Marking.
-- ---------------------------------------------------------------------------

-- As in 20261127120000 (exactly 12 answers, each a question of the bank
-- once, all of one band, each choice one of its options, and, when `drawn`
-- is given, exactly the drawn questions; else invalid_answers), in one pass
-- over the answers.
create or replace function private.quiz_marked(answers jsonb, drawn text[])
returns table (question_id text, topic text, correct boolean)
language plpgsql
stable
set search_path = ''
as $$
declare
  marks jsonb;
begin
  if answers is null or jsonb_typeof(answers) <> 'array'
    or jsonb_array_length(answers) <> 12
    or (drawn is not null and cardinality(drawn) <> 12)
  then
    raise exception 'invalid_answers' using errcode = '22023';
  end if;

  select case when
      count(g.id) = 12
      and count(g.choice) = 12
      and count(distinct g.id) = 12
      and count(q.id) = 12
      and count(distinct q.band) = 1
      and bool_and(
        g.choice = trunc(g.choice)
        and g.choice >= 0
        and g.choice < case q.band when '5-7' then 3 else 4 end
      )
      and (drawn is null or bool_and(q.id = any (drawn)))
    then jsonb_agg(jsonb_build_array(q.id, q.topic, g.choice = q.correct))
    end
  into marks
  from (
    select
      case when jsonb_typeof(a.e -> 'question') = 'string'
        then a.e ->> 'question' end as id,
      case when jsonb_typeof(a.e -> 'choice') = 'number'
        then (a.e ->> 'choice')::numeric end as choice
    from jsonb_array_elements(answers) a(e)
  ) g
  left join private.quiz_questions q on q.id = g.id;
  if marks is null then
    raise exception 'invalid_answers' using errcode = '22023';
  end if;

  return query
  select m.e ->> 0, m.e ->> 1, (m.e ->> 2)::boolean
  from jsonb_array_elements(marks) m(e);
end;
$$;

-- Every batch of answers kept marks the review (see the top of this file).
create or replace function private.quiz_review_marked()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Right answers first: each question is once in a round.
  delete from private.quiz_review r
  using kept k
  where k.correct and r.profile_id = k.profile_id
    and r.question_id = k.question_id and r.rights >= 1;
  update private.quiz_review r set rights = r.rights + 1
  from kept k
  where k.correct and r.profile_id = k.profile_id
    and r.question_id = k.question_id;

  insert into private.quiz_review as r (
    profile_id, question_id, rights, missed_round, last_asked
  )
  select k.profile_id, k.question_id, 0, coalesce(d.drawn, 0), coalesce(d.drawn, 0)
  from kept k
  join private.quiz_questions q on q.id = k.question_id
  left join private.quiz_rounds_drawn d on d.profile_id = k.profile_id
  where not k.correct
  on conflict (profile_id, question_id) do update
  set rights = 0,
    missed_round = excluded.missed_round,
    last_asked = greatest(r.last_asked, excluded.last_asked);
  return null;
end;
$$;

create or replace trigger quiz_answers_review
after insert on private.quiz_answers
referencing new table as kept
for each statement
execute function private.quiz_review_marked();

-- ---------------------------------------------------------------------------
-- What was learnt.
-- ---------------------------------------------------------------------------

-- As in 20261127120000, and per topic the distinct questions answered
-- (`seen`) and of them those learnt (not in review).
create or replace function private.learning_json(profile uuid, since timestamptz)
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
          'share_right', round(t.right_count::numeric / t.answered, 2),
          'seen', t.seen,
          'learnt', t.learnt
        )
        order by array_position(array[
          'vasavi-story', 'festivals', 'heroes', 'gotras-and-sages',
          'traditions-and-food', 'telugu-phrases', 'history-and-places'
        ], t.topic), t.topic
      )
      from (
        select a.topic, count(*)::integer as answered,
          (count(*) filter (where a.correct))::integer as right_count,
          count(distinct a.question_id)::integer as seen,
          (count(distinct a.question_id) filter (
            where not exists (
              select 1 from private.quiz_review r
              where r.profile_id = profile and r.question_id = a.question_id
            )
            and exists (
              select 1 from private.quiz_answers b
              where b.profile_id = profile and b.question_id = a.question_id
                and b.correct
            )
          ))::integer as learnt
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

-- get_family_learning() is unchanged: it gives learning_json per child.
comment on function public.get_family_learning() is
  'Per child, oldest first: per quiz topic of the last 8 weeks the answers, the right ones, the questions seen and learnt, and the three most missed.';

revoke all on function private.quiz_review_marked() from public, anon, authenticated;
