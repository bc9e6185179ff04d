/** The `intent` of Send Invite posted to Beta Invites' action (web/features/admin/page-data.server.ts). */
export const SEND_INVITE_INTENT = 'send-invite';
