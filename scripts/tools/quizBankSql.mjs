// Prints the INSERT of the quiz's answer key (private.quiz_questions: id,
// band, topic, right-answer index) from src/data/questionBank.ts, for a
// migration. The SQL is pasted into the migration and committed; a test
// (tests/db/quiz.test.ts) fails when the table and the bank differ, so a
// change to the bank needs a new migration made with this script.
//
//   node scripts/tools/quizBankSql.mjs > part-of-a-migration.sql
import { join } from 'node:path'

import { runnerImport } from 'vite'

const ROOT = join(import.meta.dirname, '..', '..')

const { module } = await runnerImport(join(ROOT, 'src/data/questionBank.ts'), {
  configFile: false,
  logLevel: 'silent',
})

const quote = (text) => `'${String(text).replaceAll("'", "''")}'`

const rows = module.questionBank.map(
  (q) => `  (${[q.id, q.band, q.topic].map(quote).join(', ')}, ${q.correct})`,
)
process.stdout.write(
  `insert into private.quiz_questions (id, band, topic, correct) values\n${rows.join(',\n')};\n`,
)
