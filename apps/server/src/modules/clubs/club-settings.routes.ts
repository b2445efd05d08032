import { clubSettingsContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import * as settings from './club-settings.service';
import * as checks from './club-feature-checks.service';
import * as features from './club-feature-settings.service';

/** Club Settings (spec 2 §3–§7): details, hours, facilities, features and the can-enable checks. */
export async function clubSettingsRoutes(app: App) {
  route(app, clubSettingsContract.updateDetails, async (req) =>
    settings.updateClubDetails({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  route(app, clubSettingsContract.setOpeningHours, async (req) =>
    settings.setOpeningHours({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  route(app, clubSettingsContract.setFacilities, async (req) =>
    settings.setFacilities({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  route(app, clubSettingsContract.canEnableCourts, async (req) =>
    checks.canEnableCourts({ ctx: ctxOf(req), input: req.params }),
  );

  route(app, clubSettingsContract.canEnablePos, async (req) =>
    checks.canEnablePos({ ctx: ctxOf(req), input: req.params }),
  );

  route(app, clubSettingsContract.updateFeature, async (req) =>
    features.updateClubFeature({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  route(app, clubSettingsContract.canEnableMembership, async (req) =>
    checks.canEnableFeature({ ctx: ctxOf(req), id: req.params.id }),
  );
}
