export function AccountSettingsScreen() {
  return (
    <main id="main">
      <h1>Account Settings</h1>
    </main>
  );
}
