import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ALERT_MESSAGES,
  checkReply,
  errorBody,
  TAdminAlert,
  TAdminAlertsQuery,
  TAlertDecisionBody,
  TOpenAlertBody,
  TProviderTrust,
  TReplyWarning,
  TTransparency,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { AuditActor, recordAudit } from '../audit/audit-log';
import { loadOwnedProvider, PROVIDER_NOT_FOUND_MESSAGE } from '../providers/provider-ownership';
import {
  lockProvider,
  providerExists,
  recomputeProviderRating,
} from '../providers/providers.repository';
import { REVIEW_MESSAGES } from '../reviews/review-messages';
import type { User } from '../users/user.entity';
import {
  confirmAlert,
  dismissAlert,
  findAlert,
  listAlerts,
  lockAlert,
  providerOfAlert,
  publicAlerts,
  raiseAlert,
} from './alerts.repository';
import { casesOf, refreshRankings, topRatedOf, transparencyMonths } from './rankings.repository';
import { countReviewsOfProvider, reviewParties } from './reports.repository';

/** How often the sub-score rankings are recomputed (decision 0030). */
const RANKINGS_REFRESH_MS = 15 * 60_000;

/**
 * Consumer alerts, sub-score rankings, the transparency numbers and the reply check
 * (issue 17, docs/decisions/0030).
 */
@Injectable()
export class AlertsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AlertsService.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    const run = () => {
      // One refresh at a time; shutdown waits for the one in flight (no query on a closed pool).
      this.running ??= this.refreshRankings()
        .catch((error: unknown) => this.logger.warn(`Rankings refresh failed: ${String(error)}`))
        .finally(() => {
          this.running = undefined;
        });
    };
    run();
    this.timer = setInterval(run, RANKINGS_REFRESH_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Recomputes provider_rankings in one transaction (readers see the old or the new set). */
  async refreshRankings(): Promise<void> {
    await this.dataSource.transaction((manager) => refreshRankings(manager));
  }

  async providerTrust(providerId: string): Promise<TProviderTrust> {
    if (!(await providerExists(this.dataSource.manager, providerId)))
      throw new NotFoundException(PROVIDER_NOT_FOUND_MESSAGE);
    const [alerts, topRated] = await Promise.all([
      publicAlerts(this.dataSource, providerId),
      topRatedOf(this.dataSource, providerId),
    ]);
    return { alerts, topRated };
  }

  private transparencyInFlight: Promise<TTransparency> | undefined;

  /**
   * The public numbers: an aggregate over a year of rows, so callers at the same moment share
   * one query (single flight) instead of each running it; the route is rate limited too.
   */
  transparency(): Promise<TTransparency> {
    this.transparencyInFlight ??= transparencyMonths(this.dataSource)
      .then((months) => ({ months, generatedAt: new Date().toISOString() }))
      .finally(() => {
        this.transparencyInFlight = undefined;
      });
    return this.transparencyInFlight;
  }

  /** The reply check of the review's provider (its owner only): the shared rule of contracts. */
  async checkReply(user: User, reviewId: string, text: string): Promise<TReplyWarning[]> {
    const review = await reviewParties(this.dataSource.manager, reviewId);
    if (!review) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
    const provider = await loadOwnedProvider(this.dataSource, user, review.providerId);
    return checkReply(text, provider.category ?? '');
  }

  cases(user: User) {
    return casesOf(this.dataSource, user.id);
  }

  async list(query: TAdminAlertsQuery) {
    const { data, total } = await listAlerts(this.dataSource, query);
    return { data, total, offset: query.offset, limit: query.limit };
  }

  /** An admin opens an alert for a finding (incentive, threat), naming reviews of the provider. */
  async open(actor: AuditActor, body: TOpenAlertBody): Promise<TAdminAlert> {
    const id = await this.dataSource.transaction(async (manager) => {
      if (!(await providerExists(manager, body.providerId)))
        throw new BadRequestException(
          errorBody(400, PROVIDER_NOT_FOUND_MESSAGE, {
            errors: [{ path: 'providerId', message: PROVIDER_NOT_FOUND_MESSAGE }],
          }),
        );
      const reviewIds = [...new Set(body.reviewIds)];
      if (reviewIds.length) {
        if (
          (await countReviewsOfProvider(manager, reviewIds, body.providerId)) !== reviewIds.length
        )
          throw new BadRequestException(
            errorBody(400, ALERT_MESSAGES.reviewsNotOfProvider, {
              errors: [{ path: 'reviewIds', message: ALERT_MESSAGES.reviewsNotOfProvider }],
            }),
          );
      }
      const alertId = await raiseAlert(manager, {
        providerId: body.providerId,
        rule: body.rule,
        summary: body.summary,
        reviewIds,
        by: actor.id,
      });
      await recordAudit(manager, actor, {
        action: 'alert.open',
        targetType: 'provider',
        targetId: body.providerId,
        details: { alertId, rule: body.rule, reviews: reviewIds.length },
      });
      return alertId;
    });
    return (await findAlert(this.dataSource, id))!;
  }

  /**
   * Confirms or dismisses an open alert with a reason. Confirming makes its reviews stop
   * counting and recomputes the provider's rating in the same transaction.
   */
  async decide(actor: AuditActor, id: string, body: TAlertDecisionBody): Promise<TAdminAlert> {
    await this.dataSource.transaction(async (manager) => {
      const alertProvider = await providerOfAlert(manager, id);
      if (alertProvider === undefined) throw new NotFoundException(ALERT_MESSAGES.alertNotFound);
      // The provider row first, as every review write does: the rating sees a stable set.
      await lockProvider(manager, alertProvider);
      const alert = await lockAlert(manager, id);
      if (!alert) throw new NotFoundException(ALERT_MESSAGES.alertNotFound);
      if (alert.status !== 'open') throw new ConflictException(ALERT_MESSAGES.alertDecided);
      if (body.outcome === 'confirm') {
        await confirmAlert(manager, id, alert.provider_id, alert.review_ids, actor.id, body.note);
        await recomputeProviderRating(manager, alert.provider_id);
      } else await dismissAlert(manager, id, actor.id, body.note);
      await recordAudit(manager, actor, {
        action: body.outcome === 'confirm' ? 'alert.confirm' : 'alert.dismiss',
        targetType: 'provider',
        targetId: alert.provider_id,
        details: { alertId: id, note: body.note },
      });
    });
    return (await findAlert(this.dataSource, id))!;
  }
}
