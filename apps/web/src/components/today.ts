import { DATE_OUTPUT_FORMAT } from '@rally/domain';
import dayjs from 'dayjs';

/** Today on the browser's calendar as YYYY-MM-DD; screens that know the club's zone pass their own. */
export const browserToday = (): string => dayjs().format(DATE_OUTPUT_FORMAT);
