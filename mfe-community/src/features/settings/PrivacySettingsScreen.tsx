export function PrivacySettingsScreen() {
  return (
    <main id="main">
      <h1>Privacy Settings</h1>
    </main>
  );
}
