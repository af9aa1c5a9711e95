// The portal's own alerts as a stubbed BFF answers them for pages that show them beside what a
// test is about (the notifications, the business home, the profile): none, alerts off. Null for
// any other document, which the test answers itself.
export function alertsAnswer(query: string): Response | null {
  const operation = /(?:query|mutation) (\w+)/.exec(query)?.[1] ?? '';
  if (operation === 'AlertsDetail' || operation === 'AlertsUnread') {
    return Response.json({ data: { alerts: { unreadCount: 0, nodes: [] } } });
  }
  if (operation === 'AlertSettings') {
    return Response.json({
      data: {
        alertSettings: { active: false, paused: false, email: 'cliente@demo.it', kinds: [] },
      },
    });
  }
  if (operation === 'AlertBudgets') {
    return Response.json({ data: { alertSettings: { budgets: [] } } });
  }
  if (operation === 'AlertsResumed') {
    return Response.json({ data: { alertSettings: { active: false, resumed: false } } });
  }
  if (operation === 'SupplyAlertSettings') {
    return Response.json({
      data: { alertSettings: { active: false, paused: false, kinds: [], supplies: [] } },
    });
  }
  return null;
}
