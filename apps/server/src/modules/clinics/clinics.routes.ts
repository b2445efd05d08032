import { clinicsContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as ev from './clinics.service';
import * as reads from './clinic-event-reads.service';
import * as schedule from './clinic-schedule.service';
import * as sessions from './clinic-sessions.service';
import * as participants from './clinic-participants.service';
import * as lists from './clinic-participant-lists.service';
import * as withdrawing from './clinic-withdraw.service';
import * as rates from './clinic-rates.service';
import * as waitlist from './clinic-waitlist-entries.service';
import * as coaching from './clinic-coaches.service';
import * as joining from './clinic-join.service';
import * as people from './clinic-people.service';

const c = clinicsContract;

/** Events (spec 3 §7): clinics and their sessions, participants and rates; docs/clinics.md has the decisions. */
export async function clinicsRoutes(app: App) {
  route(app, c.list, async (req) => {
    const { count, rows } = await joining.listEventsToJoin({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, c.people, async (req) => people.searchEventPeople({ ctx: ctxOf(req), input: req.query }));
  route(app, c.coached, async (req) => coaching.listCoachedEvents({ ctx: ctxOf(req), club: req.query.club }));
  route(app, c.create, async (req) => ev.createEvent({ ctx: ctxOf(req), input: req.body }));
  route(app, c.get, async (req) => reads.getEvent({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.update, async (req) =>
    ev.updateEvent({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.remove, async (req) => {
    await ev.deleteEvent({ ctx: ctxOf(req), id: req.params.id });
  });
  route(app, c.createSessions, async (req) => schedule.createSessions({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.bookCourts, async (req) => schedule.bookCourts({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.publish, async (req) => ev.setEventStatus({ ctx: ctxOf(req), id: req.params.id, action: 'publish' }));
  route(app, c.unpublish, async (req) =>
    ev.setEventStatus({ ctx: ctxOf(req), id: req.params.id, action: 'unpublish' }),
  );
  route(app, c.cancel, async (req) =>
    ev.setEventStatus({ ctx: ctxOf(req), id: req.params.id, action: 'cancel', check: req.query.check === 'true' }),
  );
  route(app, c.clone, async (req) => ev.cloneEvent({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }));
  route(app, c.join, async (req) =>
    joining.joinEvent({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.participants, async (req) => lists.eventParticipantsOf({ ctx: ctxOf(req), id: req.params.id }));

  route(app, c.editSession, async (req) =>
    sessions.editSession({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.cancelSession, async (req) =>
    sessions.cancelSession({ ctx: ctxOf(req), id: req.params.id, check: req.query.check === 'true' }),
  );
  route(app, c.bookSession, async (req) => sessions.createSessionBooking({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.sessionParticipants, async (req) =>
    sessions.sessionParticipants({ ctx: ctxOf(req), id: req.params.id }),
  );

  route(app, c.joinWaitlist, async (req) => waitlist.joinWaitlist({ ctx: ctxOf(req), id: req.params.id }));
  route(app, c.myWaitlist, async (req) => waitlist.myWaitlist({ ctx: ctxOf(req), club: req.query.club }));
  route(app, c.leaveWaitlist, async (req) => waitlist.leaveWaitlist({ ctx: ctxOf(req), id: req.params.id }));

  route(app, c.myParticipations, async (req) => lists.myParticipations({ ctx: ctxOf(req), club: req.query.club }));
  route(app, c.addSessions, async (req) =>
    participants.addSessions({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.pay, async (req) =>
    participants.payParticipant({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.editParticipant, async (req) =>
    participants.editParticipant({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.withdraw, async (req) =>
    withdrawing.withdrawParticipant({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  route(app, c.createRate, async (req) =>
    rates.createEventRate({ ctx: ctxOf(req), input: { club: req.query.club, body: req.body } }),
  );
  route(app, c.updateRate, async (req) =>
    rates.updateEventRate({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
  route(app, c.removeRate, async (req) => {
    await rates.deleteEventRate({ ctx: ctxOf(req), id: req.params.id });
  });

  route(app, c.eventMap, async (req) =>
    reads.eventMap({ ctx: ctxOf(req), input: { club: req.params.id, ...req.body } }),
  );
}
