export function SettingsHomeScreen() {
  return (
    <main id="main">
      <h1>Settings</h1>
    </main>
  );
}
