// npm run operator -- <command> <email>: gives or takes the operator role (issue 31, docs/operator.md).
// The role is given only here, on the machine that runs Rally, never through the API.
//   grant <email>    makes the user with this login an operator
//   revoke <email>   takes the role away
//   list             the operators
// On the embedded database the server must be stopped first (one process per data folder); on
// PostgreSQL it may run.
import { eq } from 'drizzle-orm';
import { loadConfig } from './config';
import { openDatabaseExclusively } from './db/open-exclusive';
import { users } from './modules/auth/auth.tables';
import { platformOperators } from './modules/auth/operators.tables';
import { grantOperator, revokeOperator } from './modules/auth/operators.service';

const [command, email] = process.argv.slice(2);
const database = await openDatabaseExclusively(loadConfig());
const { db } = database;
try {
  if (command === 'grant' && email) {
    const done = await grantOperator(db, email);
    console.log(done ? `${email} is an operator.` : `No user has the login ${email}.`);
    process.exitCode = done ? 0 : 1;
  } else if (command === 'revoke' && email) {
    const done = await revokeOperator(db, email);
    console.log(done ? `${email} is no longer an operator.` : `${email} was not an operator.`);
    process.exitCode = done ? 0 : 1;
  } else if (command === 'list') {
    const rows = await db
      .select({ email: users.email, granted_at: platformOperators.granted_at })
      .from(platformOperators)
      .innerJoin(users, eq(users.id, platformOperators.user_id))
      .orderBy(users.email);
    if (rows.length === 0) console.log('No operators.');
    for (const row of rows) console.log(`${row.email.padEnd(32)} since ${row.granted_at.toISOString()}`);
  } else {
    console.error('Usage: npm run operator -- grant <email> | revoke <email> | list');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
