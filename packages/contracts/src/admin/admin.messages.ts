import { MESSAGES } from '../rules/messages.js';

/** The admin console's messages (API answers, shown by the web app as they come). */
export const ADMIN_MESSAGES = {
  userNotFound: MESSAGES.userNotFound,
  adminNotFound: 'Admin not found',
  reviewNotFound: MESSAGES.reviewNotFound,
  cannotBlockSelf: 'You cannot block your own account.',
  cannotDeleteSelf: 'You cannot delete your own account from the admin console.',
  cannotRemoveSelf: 'You cannot delete your own admin profile.',
  lastAdmin: 'The last admin cannot be deleted. Invite another admin first.',
  noOwner: 'This provider has no owner yet, so there is nobody to send a password link to.',
  ownerBlocked: "The owner's account is blocked. Unblock it before sending a password link.",
  adminBlocked: "This admin's account is blocked. Unblock it before sending a reset link.",
  linkNotSent: 'The password link could not be sent right now. Please try again later.',
  notUnderAppeal: 'This review is not under appeal.',
  alreadyAdmin: 'This person is already an admin.',
  inviteBlocked: 'This account is blocked and cannot be made an admin.',
  inviteInvalid: 'This invitation link is invalid or has expired. Please ask for a new invitation.',
  inviteNotSent: 'The invitation could not be sent right now. Please try again later.',
} as const;
