import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TAccountExport } from '@app/contracts';
import { DataSource } from 'typeorm';
import { notificationPrefsOf } from '../users/mail-preferences';
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
    const [reviews, responses, bookmarks, claims, leads] = await Promise.all([
      db.query(
        `SELECT r.id, r.provider_id, p.name AS provider_name, r.respectful, r.explained, r.on_time,
                r.costs, r.overall, r.rating::float AS rating, r.text, r.photo_urls,
                r.response_text, r.response_at, r.created_at
         FROM reviews r JOIN providers p ON p.id = r.provider_id
         WHERE r.author_id = $1 ORDER BY r.created_at, r.id`,
        [userId],
      ) as Promise<
        Array<{
          id: string;
          provider_id: string;
          provider_name: string;
          respectful: number;
          explained: number;
          on_time: number;
          costs: number;
          overall: number;
          rating: number;
          text: string;
          photo_urls: string[];
          response_text: string | null;
          response_at: Date | null;
          created_at: Date;
        }>
      >,
      db.query(
        `SELECT r.id, r.provider_id, p.name AS provider_name, r.response_text, r.response_at
         FROM reviews r JOIN providers p ON p.id = r.provider_id
         WHERE p.owner_id = $1 AND r.response_text IS NOT NULL ORDER BY r.response_at, r.id`,
        [userId],
      ) as Promise<
        Array<{
          id: string;
          provider_id: string;
          provider_name: string;
          response_text: string;
          response_at: Date | null;
        }>
      >,
      db.query(
        `SELECT b.provider_id, p.name AS provider_name, b.created_at
         FROM bookmarks b JOIN providers p ON p.id = b.provider_id
         WHERE b.user_id = $1 ORDER BY b.created_at, b.provider_id`,
        [userId],
      ) as Promise<Array<{ provider_id: string; provider_name: string; created_at: Date }>>,
      db.query(
        `SELECT c.id, c.provider_id, p.name AS provider_name, c.status, c.website_url, c.work_email,
                c.full_name, c.job_title, c.phone_number, c.created_at, c.decided_at
         FROM profile_claims c JOIN providers p ON p.id = c.provider_id
         WHERE c.claimant_id = $1 ORDER BY c.created_at, c.id`,
        [userId],
      ) as Promise<
        Array<{
          id: string;
          provider_id: string;
          provider_name: string;
          status: string;
          website_url: string;
          work_email: string;
          full_name: string;
          job_title: string;
          phone_number: string;
          created_at: Date;
          decided_at: Date | null;
        }>
      >,
      db.query(
        `SELECT l.id, l.provider_id, p.name AS provider_name, l.name, l.email, l.phone, l.message,
                l.options, l.created_at
         FROM leads l JOIN providers p ON p.id = l.provider_id
         WHERE l.user_id = $1 ORDER BY l.created_at, l.id`,
        [userId],
      ) as Promise<
        Array<{
          id: string;
          provider_id: string;
          provider_name: string;
          name: string;
          email: string;
          phone: string | null;
          message: string | null;
          options: string[];
          created_at: Date;
        }>
      >,
    ]);
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
