export function NotificationSettingsScreen() {
  return (
    <main id="main">
      <h1>Notifications</h1>
    </main>
  );
}
