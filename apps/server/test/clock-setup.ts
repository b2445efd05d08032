import { resetClock, setClock } from '../src/clock';

// Every server test file starts with the clock at TEST_CLOCK when it is set (an ISO instant with
// its offset): `npm run test:dates` runs the suite at several instants this way, and a test file
// that fails at one of them depends on the date. Unset, the clock is the machine's. Run before
// each file, so a file that moved the clock and did not put it back moves no other file's.
const at = process.env.TEST_CLOCK;
if (at) setClock(at);
else resetClock();
