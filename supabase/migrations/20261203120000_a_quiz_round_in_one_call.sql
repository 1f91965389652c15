-- A quiz round in one call (issue 46 item 5), decision
-- docs/decisions/098-a-quiz-round-in-one-call.md.
--
-- The app drew a round with two calls, one after the other: start_quiz
-- (the session and its draw) and then quiz_round (the drawn questions, in
-- order). start_quiz_round does both in one call and one transaction: a
-- request and a round trip fewer for the child's tablet, and a transaction
-- fewer for the database. Every rule of the draw stays as it is: it is
-- private.start_session, as start_quiz calls it. start_quiz and quiz_round
-- stay for an app still running the code before this (a tablet's kept copy
-- updates at its next visit).

create function public.start_quiz_round(profile_id uuid, band text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_session uuid := private.start_session(
    start_quiz_round.profile_id, 'quiz', start_quiz_round.band
  );
begin
  return jsonb_build_object(
    'session', new_session,
    'questions', coalesce(
      (select jsonb_agg(q.question_id order by q.position)
       from private.quiz_session_questions q
       where q.session_id = new_session),
      '[]'::jsonb
    )
  );
end;
$$;

comment on function public.start_quiz_round(uuid, text) is
  'A quiz round drawn for the child, in one call: {"session": its game session, "questions": its question ids in order}. The band as start_quiz takes it (5-7, 8-10 or 11-15; null: the profile''s band, else 8-10).';

revoke all on function public.start_quiz_round(uuid, text) from public, anon;
grant execute on function public.start_quiz_round(uuid, text) to authenticated;
