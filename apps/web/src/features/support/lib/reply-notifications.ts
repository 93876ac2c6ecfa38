// The bell's notifications as the widget reads them: a new staff answer ("support_reply") the bell brought that
// the widget's badge does not show yet asks the conversation again, so the badge does not lag a minute behind.

type NotificationLike = { _id: string; type: string; read: boolean };

/** The support answers' unread notifications in a page of the bell ([] for anything else). */
export function unreadReplyIds(page: unknown): string[] {
  const list = (page as { notifications?: unknown } | null | undefined)?.notifications;
  if (!Array.isArray(list)) return [];
  return (list as NotificationLike[])
    .filter((n) => n?.type === 'support_reply' && n.read === false)
    .map((n) => n._id);
}

/**
 * Whether the conversation is to be read again: an unread answer's notification not met before while the badge
 * shows nothing. Each notification asks once (`seen` keeps them), so a bell read before the widget's own count
 * settles does not ask again and again.
 */
export function asksForConversation(page: unknown, badge: number, seen: Set<string>): boolean {
  const fresh = unreadReplyIds(page).filter((id) => !seen.has(id));
  for (const id of fresh) seen.add(id);
  return fresh.length > 0 && badge === 0;
}
