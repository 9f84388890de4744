import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TAccountExport } from '@app/contracts';
import { DataSource } from 'typeorm';
import { notificationPrefsOf } from '../users/mail-preferences';
import { exportRows } from './account.repository';
import { User } from '../users/user.entity';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * "Download my data" (CCPA-style access): the profile and everything the person wrote or
 * sent: reviews (with the responses they got), responses they wrote as a provider's owner,
 * bookmarks, profile claims and lead requests sent while signed in. No secrets (hashes,
 * codes, Google id) and no private claim documents (named, not embedded).
 */
@Injectable()
export class AccountExportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async export(userId: string): Promise<TAccountExport> {
    const db = this.dataSource;
    const user = await db.getRepository(User).findOneByOrFail({ id: userId });
    const [reviews, responses, bookmarks, claims, leads] = await exportRows(db.manager, userId);
    return {
      exportedAt: new Date().toISOString(),
      profile: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        city: user.city,
        state: user.state,
        profilePicUrl: user.profilePicUrl,
        bannerPicUrl: user.bannerPicUrl,
        isEmailConfirmed: user.isEmailConfirmed,
        roles: user.roles,
        googleLinked: user.googleId !== null,
        hasPassword: user.passwordHash !== null,
        notifications: notificationPrefsOf(user),
        createdAt: user.createdAt.toISOString(),
      },
      reviews: reviews.map((r) => ({
        id: r.id,
        providerId: r.provider_id,
        providerName: r.provider_name,
        scores: {
          respectful: r.respectful,
          explained: r.explained,
          onTime: r.on_time,
          costs: r.costs,
          overall: r.overall,
        },
        rating: r.rating,
        text: r.text,
        photoUrls: r.photo_urls,
        createdAt: r.created_at.toISOString(),
        response:
          r.response_text === null ? null : { text: r.response_text, at: iso(r.response_at) },
      })),
      responses: responses.map((r) => ({
        reviewId: r.id,
        providerId: r.provider_id,
        providerName: r.provider_name,
        text: r.response_text,
        at: iso(r.response_at),
      })),
      bookmarks: bookmarks.map((b) => ({
        providerId: b.provider_id,
        providerName: b.provider_name,
        createdAt: b.created_at.toISOString(),
      })),
      claims: claims.map((c) => ({
        id: c.id,
        providerId: c.provider_id,
        providerName: c.provider_name,
        status: c.status,
        websiteUrl: c.website_url,
        workEmail: c.work_email,
        fullName: c.full_name,
        jobTitle: c.job_title,
        phoneNumber: c.phone_number,
        createdAt: c.created_at.toISOString(),
        decidedAt: iso(c.decided_at),
      })),
      leads: leads.map((l) => ({
        id: l.id,
        providerId: l.provider_id,
        providerName: l.provider_name,
        name: l.name,
        email: l.email,
        phone: l.phone,
        message: l.message,
        options: l.options,
        createdAt: l.created_at.toISOString(),
      })),
    };
  }
}
