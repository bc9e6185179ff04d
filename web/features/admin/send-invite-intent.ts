/** The `intent` of Send Invite posted to Beta Invites' action (web/routes/ogs-admin.invites/route.server.ts). */
export const SEND_INVITE_INTENT = 'send-invite';
