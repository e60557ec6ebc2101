export function HelpCenterScreen() {
  return (
    <main id="main">
      <h1>Help Center</h1>
    </main>
  );
}
