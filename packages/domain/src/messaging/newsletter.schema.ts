import { z } from 'zod';

// Newsletters (spec 2 §3: fields other than club are not shown, so these are the product's own):
// a subject and HTML from the editor, sent to chosen message groups or every member, now or later.

/** D draft, S scheduled, G sending, T sent. */
export const newsletterStatuses = ['D', 'S', 'G', 'T'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];
export const newsletterStatusLabels: Record<NewsletterStatus, string> = {
  D: 'Draft',
  S: 'Scheduled',
  G: 'Sending',
  T: 'Sent',
};

/** A recipient's delivery: queued, sent, failed (with the reason), skipped (unsubscribed or no e-mail). */
export const deliveryStatuses = ['queued', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const newsletterMessages = {
  notFound: 'Newsletter not found.',
  subject: 'Subject is required',
  audience: 'Choose groups or all members',
  sentAlready: 'This newsletter has been sent; it can no longer be changed.',
  sending: 'This newsletter is being sent.',
  sendAt: 'Choose a time in the future',
  empty: 'Write the newsletter first',
  noEmail: 'Your account has no e-mail address to send a test to.',
  unsubscribeToken: 'This unsubscribe link is not valid.',
  imageType: 'Choose a PNG, JPEG, GIF or WebP image',
  imageSize: 'The image is larger than 2 MB',
  imageNotFound: 'Image not found.',
} as const;

/** Uploaded newsletter images: at most this many bytes, of these types (read from the file's first bytes). */
export const NEWSLETTER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const newsletterImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** POST /newsletterimage/: an image for a newsletter, its bytes in base64. */
export const newsletterImageSchema = z.object({
  name: z.string().max(200).default(''),
  data: z
    .string({ error: newsletterMessages.imageType })
    .min(8, newsletterMessages.imageType)
    .max(Math.ceil(NEWSLETTER_IMAGE_MAX_BYTES / 3) * 4 + 4, newsletterMessages.imageSize)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, newsletterMessages.imageType),
});
export type NewsletterImageInput = z.input<typeof newsletterImageSchema>;
export const newsletterImageRecordSchema = z.object({
  /** Where the app shows it (relative, as the newsletter's HTML holds it); e-mails carry it absolute. */
  src: z.string(),
  url: z.string(),
  content_type: z.string(),
  size: z.number(),
});
export type NewsletterImageRecord = z.infer<typeof newsletterImageRecordSchema>;

const groupIds = z
  .array(z.number({ error: 'Must be a list of group ids' }).int().positive(), { error: 'Must be a list of group ids' })
  .max(1000);

export const newsletterFields = {
  subject: z
    .string({ error: newsletterMessages.subject })
    .trim()
    .min(1, newsletterMessages.subject)
    .max(200, 'At most 200 characters'),
  /** The editor's HTML; the server keeps only what its allow-list permits. */
  html: z.string({ error: newsletterMessages.empty }).max(500_000, 'The newsletter is too long'),
  group_set: groupIds.default([]),
  all_members: z.boolean({ error: 'Must be true or false' }).default(false),
};
export const newsletterSchema = z.object(newsletterFields);
export type NewsletterInput = z.input<typeof newsletterSchema>;
export const newsletterChangesSchema = z
  .object({
    subject: newsletterFields.subject,
    html: newsletterFields.html,
    group_set: groupIds,
    all_members: z.boolean({ error: 'Must be true or false' }),
  })
  .partial();

/** POST /newsletter/{id}/send/: now, or at send_at (scheduled). */
export const sendNewsletterSchema = z.object({
  send_at: z.iso.datetime({ offset: true, error: newsletterMessages.sendAt }).nullable().optional(),
});

export const newsletterProgressSchema = z.object({
  total: z.number(),
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
});
export type NewsletterProgress = z.infer<typeof newsletterProgressSchema>;

export const newsletterRecordSchema = z.object({
  id: z.number(),
  club: z.number(),
  subject: z.string(),
  html: z.string(),
  status: z.enum(newsletterStatuses),
  group_set: z.array(z.number()),
  all_members: z.boolean(),
  send_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
  progress: newsletterProgressSchema,
});
export type NewsletterRecord = z.infer<typeof newsletterRecordSchema>;

export const newsletterRecipientSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  status: z.enum(deliveryStatuses),
  reason: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type NewsletterRecipient = z.infer<typeof newsletterRecipientSchema>;
