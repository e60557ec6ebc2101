export function SecuritySettingsScreen() {
  return (
    <main id="main">
      <h1>Security</h1>
    </main>
  );
}
