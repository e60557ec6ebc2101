export function CollaborateScreen() {
  return (
    <main id="main">
      <h1>Collaboration hub</h1>
    </main>
  );
}
